#!/usr/bin/python3
"""Benchmarks remat's IREE target: peak memory and time, measured by IREE.

For every program (a module with a training step `@step`) and budget, this
lowers the step with build/bin/remat-opt, compiles it with iree-compile for
IREE's CPU target (llvm-cpu, this machine's CPU) and runs it with IREE's
runtime on deterministic inputs:

  - `plain`: what IREE makes of the unplanned step unconstrained
    (remat-prepare-for-iree{isolate=false}: only the ops IREE's MLIR does not
    know generalized; IREE fuses, merges and packs as it likes);
  - `unplanned`: `--remat-lower=iree` without a budget (one dispatch per node,
    in program order);
  - `planned` at each budget: `--remat-lower=iree --remat-budget=B`.

Peaks are iree-run-module's DEVICE_LOCAL peak (--device=local-sync); times
are the median of --repeat runs of iree-benchmark-module, the configurations
of one program interleaved so that the machine's load hits them alike.
Measured overhead = planned time / unplanned time - 1, beside remat's
modeled overhead (extra FLOPs), from the medians and from the fastest runs
(the estimate least hurt by other load on the machine: a full-size step runs
for a minute on 2 cores, where a concurrent build shifts single runs by 3x). Writes bench/results/iree-<time>.json and
PNG plots (peaks against budget, measured against modeled overhead).

    bench/iree/run.py                                  # integration + tiny zoo
    bench/iree/run.py --programs test/Integration/mlp_chain.mlir --budgets 50%
    bench/iree/run.py --zoo-dir DIR --budgets 70%      # full-size zoo files

Full-size zoo files come from the PyTorch importer (scripts/setup-torch.sh):
    (cd python && ../.venv/bin/python -m remat_torch.zoo --size full --out DIR)
IREE comes from scripts/setup-iree.sh (.venv-iree), or --iree-bin.
"""

import argparse
import datetime
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "test", "Integration", "Inputs"))
from check_iree import make_inputs, signature  # noqa: E402

PEAK = re.compile(r"DEVICE_LOCAL:\s+(\d+)B peak")
HARNESS = ["--symbol-privatize=exclude=step", "--symbol-dce"]


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--remat-opt", default=os.path.join(REPO, "build", "bin", "remat-opt"))
    ap.add_argument("--iree-bin", default=os.path.join(REPO, ".venv-iree", "bin"),
                    help="directory of iree-compile, iree-run-module and "
                         "iree-benchmark-module")
    ap.add_argument("--programs", default="",
                    help="comma-separated .mlir files (default: "
                         "test/Integration and test/Models)")
    ap.add_argument("--zoo-dir", help="also every .mlir file of this folder "
                    "(e.g. the full-size zoo)")
    ap.add_argument("--budgets", default="70%,50%,min")
    ap.add_argument("--repeat", type=int, default=5,
                    help="timed runs per configuration (median)")
    ap.add_argument("--time-limit", type=float, default=60.0,
                    help="--remat-time-limit (s)")
    ap.add_argument("--out", default=os.path.join(REPO, "bench", "results"))
    return ap.parse_args()


def default_programs():
    found = []
    for path in sorted(glob.glob(os.path.join(REPO, "test", "Integration", "*.mlir")) +
                       sorted(glob.glob(os.path.join(REPO, "test", "Models", "*.mlir")))):
        if "func.func @step(" in open(path).read() or '"step"' in open(path).read():
            found.append(path)
    return found


class Failed(Exception):
    pass


def call(cmd, what):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        lines = [l for l in (proc.stderr or proc.stdout).splitlines() if "error" in l]
        raise Failed("%s failed: %s" % (what, lines[0] if lines else proc.stderr[-300:]))
    return proc.stdout + proc.stderr


def lower(args, program, tag, flags, tmp):
    """The step lowered by remat-opt `flags` and compiled by iree-compile:
    (.mlir, .vmfb, seconds of iree-compile)."""
    out = os.path.join(tmp, tag + ".mlir")
    call([args.remat_opt, program] + flags + ["-o", out], "remat-opt")
    vmfb = os.path.join(tmp, tag + ".vmfb")
    start = time.time()
    call([os.path.join(args.iree_bin, "iree-compile"), out,
          "--iree-hal-target-device=local",
          "--iree-hal-local-target-device-backends=llvm-cpu",
          "--iree-llvmcpu-target-cpu=host", "-o", vmfb], "iree-compile")
    return out, vmfb, time.time() - start


def peak(args, vmfb, inputs):
    out = call([os.path.join(args.iree_bin, "iree-run-module"), "--module=" + vmfb,
                "--function=step", "--device=local-sync", "--print_statistics"] +
               ["--input=@" + p for p in inputs], "iree-run-module")
    return int(PEAK.search(out).group(1))


def seconds(args, vmfb, inputs):
    out = call([os.path.join(args.iree_bin, "iree-benchmark-module"), "--module=" + vmfb,
                "--function=step", "--device=local-sync",
                "--benchmark_repetitions=1", "--benchmark_min_time=1x"] +
               ["--input=@" + p for p in inputs], "iree-benchmark-module")
    times = [float(m) for m in re.findall(r"BM_step\S*\s+([\d.]+) ms", out)]
    if not times:
        raise Failed("iree-benchmark-module printed no time")
    return times[0] / 1000.0


def bench_program(args, np, program, stamp):
    name = os.path.basename(program).replace(".mlir", "")
    tmp = os.path.join(args.out, "iree-%s" % stamp, name)
    os.makedirs(tmp, exist_ok=True)
    configs = {}
    try:
        configs["plain"] = lower(args, program, "plain", [
            "--allow-unregistered-dialect", "--pass-pipeline=builtin.module("
            "symbol-privatize{exclude=step},symbol-dce,remat-materialize,"
            "remat-prepare-for-iree{isolate=false})"], tmp)
        configs["unplanned"] = lower(args, program, "unplanned",
                                     HARNESS + ["--remat-lower=iree"], tmp)
    except Failed as err:
        print("%s: %s" % (name, err))
        return [{"program": name, "budget": None, "error": str(err)}]
    arg_types, _ = signature(open(configs["unplanned"][0]).read(), "step")
    inputs = make_inputs(np, arg_types, tmp)
    records = []
    reports = {}
    for budget in args.budgets.split(","):
        tag = budget.replace("%", "pct")
        report = os.path.join(tmp, tag + ".json")
        try:
            configs[budget] = lower(args, program, tag, HARNESS + [
                "--remat-lower=iree", "--remat-entry=step", "--remat-budget=" + budget,
                "--remat-time-limit=%g" % args.time_limit, "--remat-report=" + report], tmp)
            with open(report) as f:
                reports[budget] = json.load(f)["functions"][0]
        except Failed as err:
            print("%s at %s: %s" % (name, budget, err))
            records.append({"program": name, "budget": budget, "error": str(err)})
    peaks = {k: peak(args, v[1], inputs) for k, v in configs.items()}
    times = {k: [] for k in configs}
    for _ in range(args.repeat):
        for k, v in configs.items():
            times[k].append(seconds(args, v[1], inputs))
    median = {k: statistics.median(v) for k, v in times.items()}
    predicted = {k: int(re.search(r"remat\.iree_peak = (\d+)", open(v[0]).read()).group(1))
                 for k, v in configs.items() if k != "plain"}
    print("%s: IREE plain %d B %.4f s; unplanned %d B %.4f s (compile %.1f s)" % (
        name, peaks["plain"], median["plain"], peaks["unplanned"], median["unplanned"],
        configs["unplanned"][2]))
    for budget, rep in reports.items():
        measured = median[budget] / median["unplanned"] - 1
        fastest = min(times[budget]) / min(times["unplanned"]) - 1
        rec = {
            "program": name, "budget": budget, "budget_bytes": rep["budget"],
            "modeled_peak_before": rep["peak_before"],
            "modeled_peak": rep["peak_after"],
            "iree_peak_plain": peaks["plain"],
            "iree_peak_unplanned": peaks["unplanned"],
            "iree_peak_planned": peaks[budget],
            "iree_peak_predicted": predicted[budget],
            "seconds_plain": median["plain"],
            "seconds_unplanned": median["unplanned"],
            "seconds_planned": median[budget],
            "times_unplanned": times["unplanned"], "times_planned": times[budget],
            "measured_overhead": measured, "measured_overhead_fastest": fastest,
            "modeled_overhead": rep["overhead"],
            "compile_seconds": configs[budget][2],
        }
        records.append(rec)
        print("  %-5s budget %d B: IREE peak %d B (%.1f%% of unplanned, %.1f%% of "
              "plain, predicted %d B), time %.4f s: overhead %.1f%% measured "
              "(%.1f%% fastest runs), %.1f%% modeled" % (
                  budget, rec["budget_bytes"], rec["iree_peak_planned"],
                  100.0 * rec["iree_peak_planned"] / peaks["unplanned"],
                  100.0 * rec["iree_peak_planned"] / peaks["plain"],
                  rec["iree_peak_predicted"], median[budget], 100 * measured,
                  100 * fastest, 100 * rep["overhead"]))
    return records


def main():
    args = parse_args()
    import numpy as np
    for tool in ("iree-compile", "iree-run-module", "iree-benchmark-module"):
        if not os.access(os.path.join(args.iree_bin, tool), os.X_OK):
            sys.exit("bench/iree: %s not found in %s: run scripts/setup-iree.sh "
                     "or pass --iree-bin" % (tool, args.iree_bin))
    programs = args.programs.split(",") if args.programs else default_programs()
    if args.zoo_dir:
        programs += sorted(glob.glob(os.path.join(args.zoo_dir, "*.mlir")))
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    os.makedirs(args.out, exist_ok=True)
    results = []
    for program in programs:
        results.extend(bench_program(args, np, program, stamp))
    out = os.path.join(args.out, "iree-%s.json" % stamp)
    with open(out, "w") as f:
        json.dump({"budgets": args.budgets.split(","), "results": results}, f, indent=1)
    print("results: " + out)
    plot(results, os.path.join(args.out, "iree-%s" % stamp))


def plot(results, prefix):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no plots")
        return
    ok = [r for r in results if "error" not in r]
    if not ok:
        return
    labels = ["%s\n%s" % (r["program"], r["budget"]) for r in ok]
    xs = range(len(ok))
    fig, ax = plt.subplots(figsize=(max(8, 0.5 * len(ok)), 4.5))
    base = [r["iree_peak_unplanned"] for r in ok]
    ax.bar([x - 0.3 for x in xs], [r["iree_peak_plain"] / b for r, b in zip(ok, base)],
           0.2, label="IREE, unconstrained")
    ax.bar([x - 0.1 for x in xs], [1.0] * len(ok), 0.2, label="IREE, one dispatch per node")
    ax.bar([x + 0.1 for x in xs], [r["iree_peak_planned"] / b for r, b in zip(ok, base)],
           0.2, label="IREE, planned")
    ax.scatter([x + 0.1 for x in xs], [r["budget_bytes"] / b for r, b in zip(ok, base)],
               marker="_", s=200, color="black", label="budget", zorder=3)
    ax.set_xticks(list(xs))
    ax.set_xticklabels(labels, rotation=90, fontsize=7)
    ax.set_ylabel("DEVICE_LOCAL peak / unplanned")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(prefix + "-peaks.png", dpi=120)
    fig, ax = plt.subplots(figsize=(5, 5))
    for r in ok:
        ax.scatter(100 * r["modeled_overhead"], 100 * r["measured_overhead"], s=12)
        ax.annotate("%s %s" % (r["program"], r["budget"]),
                    (100 * r["modeled_overhead"], 100 * r["measured_overhead"]), fontsize=5)
    top = max(max(100 * r["modeled_overhead"], 100 * r["measured_overhead"]) for r in ok)
    ax.plot([0, top], [0, top], color="gray", linewidth=0.5)
    ax.set_xlabel("modeled overhead (%)")
    ax.set_ylabel("measured overhead, IREE CPU (%)")
    fig.tight_layout()
    fig.savefig(prefix + "-overhead.png", dpi=120)
    print("plots: %s-peaks.png, %s-overhead.png" % (prefix, prefix))


if __name__ == "__main__":
    main()
