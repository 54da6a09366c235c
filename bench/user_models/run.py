#!/usr/bin/env python3
"""Imports, plans and executes twelve users' models with the documented route.

For every model of models.py (torchvision DenseNet-121, EfficientNet-B0,
SqueezeNet 1.1, ShuffleNetV2, ViT-B/16; nn.TransformerEncoder; LSTM and GRU
language models; LayerNorm + exact GELU + Embedding; a view-heavy model,
out-of-place and in place; the PyTorch tutorial's transformer):

  1. full size: `python -m remat_torch.import_torch bench.user_models...`
     (the documented command), then `remat-opt --remat-entry=step
     --remat-budget=B` at each budget (default 70% and min): modeled peak
     and overhead, or `infeasible` with the minimal feasible budget that
     remat-opt names;
  2. tiny size: the same command with --with-main --reference, then
     test/Integration/Inputs/check_budgets.py: the compiled step run by
     mlir-runner unplanned (its results against PyTorch's float64 ones) and
     at each budget (results bitwise the unplanned ones, measured peak =
     modeled peak <= budget).

Prints a table and writes bench/results/user_models-<time>.json (and .md).
Run it with the interpreter that has torch (scripts/setup-torch.sh):

    .venv/bin/python bench/user_models/run.py                # all, both sizes
    .venv/bin/python bench/user_models/run.py --sizes tiny   # execution only
    .venv/bin/python bench/user_models/run.py --models vit,lstm_lm
    .venv/bin/python bench/user_models/run.py --write-tests test/Models
        # (re)writes the committed execution tests (tiny, 70% and min)
"""

import argparse
import datetime
import json
import os
import re
import shlex
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "python"))
from remat_tools.messages import parse_no_fit  # noqa: E402

# name: (what, tiny input, full input). Every model is a classifier or a
# language model: the loss is cross_entropy over the output's last axis.
MODELS = {
    "densenet": ("torchvision DenseNet-121 (tiny: growth 4, blocks 2-2)",
                 "4,3,32,32", "8,3,224,224"),
    "efficientnet_b0": ("torchvision EfficientNet-B0 (tiny: width and depth "
                        "x0.25)", "4,3,64,64", "8,3,224,224"),
    "squeezenet1_1": ("torchvision SqueezeNet 1.1 (tiny: 10 classes)",
                      "4,3,32,32", "16,3,224,224"),
    "shufflenet_v2": ("torchvision ShuffleNetV2 x1.0 (tiny: 1 unit per "
                      "stage, 8-128 channels)", "4,3,64,64", "16,3,224,224"),
    "vit": ("torchvision ViT-B/16 (tiny: 16x16, patches 4, 2 layers, width "
            "16)", "8,3,16,16", "4,3,224,224"),
    "transformer_encoder": ("nn.TransformerEncoder classifier (tiny: d 16, "
                            "2 layers)", "4,16,16", "8,128,512"),
    "lstm_lm": ("LSTM language model, 2 layers, dropout (tiny: vocab 32, "
                "width 8)", "4,12:int:32", "20,35:int:10000"),
    "gru_lm": ("GRU language model, 2 layers, dropout (tiny: vocab 32, width "
               "8)", "4,12:int:32", "20,35:int:10000"),
    "ln_gelu": ("Embedding + LayerNorm + exact GELU MLP blocks (tiny: d 16, "
                "2 blocks)", "4,16:int:32", "8,128:int:30522"),
    "views_outofplace": ("chunk/split/cat/flip/stack/pad, out of place "
                         "(tiny: 4x6)", "8,4,6", "32,64,256"),
    "views_inplace": ("the same with in-place ops on views (tiny: 4x6)",
                      "8,4,6", "32,64,256"),
    "tutorial_transformer": ("PyTorch tutorial transformer, positional "
                             "encoding buffer (tiny: d 16, vocab 32)",
                             "16,2:int:32", "35,20:int:33278"),
}


# Models of the execution tests only (test/Models; `--write-tests`).
TEST_MODELS = {
    "pool_cnn": ("avg_pool2d variants and an uneven adaptive_avg_pool2d",
                 "4,3,15,15", "32,3,63,63"),
}
# The twelve's tiny sizes among the committed execution tests (CI has 2
# cores: EfficientNet-B0, ShuffleNetV2 and the out-of-place view model run
# in this benchmark only).
TESTS = ["squeezenet1_1", "densenet", "vit", "transformer_encoder", "lstm_lm",
         "gru_lm", "ln_gelu", "views_inplace", "tutorial_transformer",
         "pool_cnn"]


def log(msg):
    print(msg, flush=True)


def env():
    e = dict(os.environ)
    e["PYTHONPATH"] = os.pathsep.join(
        [os.path.join(REPO, "python"), REPO] +
        ([e["PYTHONPATH"]] if e.get("PYTHONPATH") else []))
    return e


def import_command(name, size, shape, out, extra=()):
    return [sys.executable, "-m", "remat_torch.import_torch",
            "bench.user_models.models:" + name, "--model-args",
            json.dumps({"size": size}), "--input-shape", shape,
            "--loss", "cross_entropy", "--name", name, "-o", out] + list(extra)


def run_import(cmd):
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env(),
                          cwd=REPO)
    rec = {"cmd": shlex.join(cmd), "seconds": time.monotonic() - start,
           "ok": proc.returncode == 0}
    if proc.returncode:
        rec["error"] = (proc.stderr.strip() or proc.stdout.strip())[-3000:]
    return rec


def plan(args, mlir, budget, report):
    cmd = [args.remat_opt, mlir, "--remat-entry=step",
           "--remat-budget=" + budget, "--remat-report=" + report,
           "--remat-time-limit=%g" % args.time_limit,
           "--remat-min-search-time=%g" % args.min_search_time,
           "-o", os.devnull]
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    rec = {"budget": budget, "seconds": time.monotonic() - start}
    if proc.returncode:
        no_fit = parse_no_fit(proc.stderr)
        if no_fit:
            rec.update(status="infeasible", bytes=no_fit[0],
                       minimal=no_fit[1])
        else:
            rec.update(status="error", error=proc.stderr.strip()[-2000:])
        return rec
    with open(report) as f:
        (fn,) = json.load(f)["functions"]
    rec.update(status="planned", bytes=fn["budget"],
               peak_before=fn["peak_before"],
               peak_after=fn["peak_after"], overhead=fn["overhead"],
               nodes=fn.get("nodes"))
    return rec


RESULT = re.compile(r"(\d+) results match the reference within (\S+)")
BUDGET = re.compile(r"budget (\S+) = (\d+) B: modeled peak (\d+) B, measured "
                    r"peak (\d+) B \(no remat (\d+) B\), (\d+) recomputations")
INFEASIBLE = re.compile(r"budget (\S+) = (\d+) B: infeasible \(minimal "
                        r"feasible budget (\d+) B\)")


def execute(args, mlir, ref, tmp):
    cmd = [sys.executable, os.path.join(
        REPO, "test", "Integration", "Inputs", "check_budgets.py"), mlir,
        "--reference", ref, "--budgets", args.budgets, "--remat-opt",
        args.remat_opt, "--runner", args.runner, "--shared-libs",
        args.shared_libs, "--tmp", tmp, "--allow-infeasible"]
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    out = proc.stdout
    rec = {"seconds": time.monotonic() - start, "pass": proc.returncode == 0,
           "log": out[-4000:] + proc.stderr[-2000:]}
    m = RESULT.search(out)
    if m:
        rec["error_vs_float64"] = float(m.group(2))
    rec["budgets"] = [
        {"budget": b, "bytes": int(n), "modeled": int(mo), "measured":
         int(me), "no_remat": int(nr), "recomputations": int(rc)}
        for b, n, mo, me, nr, rc in BUDGET.findall(out)]
    rec["infeasible"] = [{"budget": b, "bytes": int(n), "minimal": int(mi)}
                         for b, n, mi in INFEASIBLE.findall(out)]
    return rec


def fmt_bytes(n):
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return ("%d %s" % (n, unit)) if unit == "B" else \
                "%.1f %s" % (n, unit)
        n /= 1024.0


def full_cell(rec):
    if rec is None:
        return "-"
    if rec["status"] == "planned":
        return "%s, +%.1f%%" % (fmt_bytes(rec["peak_after"]),
                                100 * rec["overhead"])
    if rec["status"] == "infeasible":
        return "infeasible (min %s)" % (fmt_bytes(rec["minimal"])
                                        if rec.get("minimal") else "?")
    return "error"


def tiny_cell(rec, budget):
    if rec is None:
        return "-"
    for b in rec["budgets"]:
        if b["budget"] == budget:
            ok = b["measured"] == b["modeled"] <= b["bytes"]
            return "%d = %d%s" % (b["measured"], b["modeled"],
                                  "" if ok else " FAIL")
    for b in rec["infeasible"]:
        if b["budget"] == budget:
            return "infeasible (min %d)" % b["minimal"]
    return "-"


def table(results, budgets):
    head = ["model", "import (full)", "full: no-remat peak"] + \
        ["full @ %s: peak, overhead" % b for b in budgets] + \
        ["tiny: error vs float64"] + \
        ["tiny @ %s: measured = modeled B" % b for b in budgets] + ["tiny"]
    rows = ["| " + " | ".join(head) + " |",
            "|" + "---|" * len(head)]
    for name, r in results.items():
        full = r.get("full") or {}
        tiny = r.get("tiny") or {}
        imp = full.get("import")
        cells = [name, "-" if imp is None else "FAIL" if not imp["ok"]
                 else "ok (earlier run)" if imp.get("reused")
                 else "ok, %.0f s" % imp["seconds"]]
        plans = {p["budget"]: p for p in full.get("plans", [])}
        before = [p["peak_before"] for p in plans.values() if "peak_before" in p]
        cells.append(fmt_bytes(before[0]) if before else "-")
        cells += [full_cell(plans.get(b)) for b in budgets]
        run = tiny.get("run")
        if tiny.get("import") and not tiny["import"]["ok"]:
            cells += ["import FAIL"] + ["-"] * len(budgets) + ["FAIL"]
        else:
            err = run and run.get("error_vs_float64")
            cells += ["-" if err is None else "%.1e" % err]
            cells += [tiny_cell(run, b) for b in budgets]
            cells += ["-" if run is None else
                      ("PASS" if run["pass"] else "FAIL")]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def write_tests(args, names):
    """The committed execution tests: tiny models with lit RUN lines."""
    out = os.path.abspath(args.write_tests)
    status = 0
    for name in names:
        what, tiny, _ = {**MODELS, **TEST_MODELS}[name]
        cmd = import_command(
            name, "tiny", tiny, os.path.join(out, name + ".mlir"),
            ["--description", what, "--reference",
             os.path.join(out, "Inputs", name + ".ref.npz"),
             "--test-budgets", args.budgets])
        rec = run_import(cmd)
        log("%s: %s" % (name, "wrote %s/%s.mlir (%.0f s)" % (
            args.write_tests, name, rec["seconds"]) if rec["ok"]
            else "FAILED\n" + rec["error"]))
        status |= not rec["ok"]
    return status


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--sizes", default="full,tiny")
    ap.add_argument("--budgets", default="70%,min")
    ap.add_argument("--time-limit", type=float, default=30,
                    help="remat-opt's planner time limit (s)")
    ap.add_argument("--min-search-time", type=float, default=30,
                    help="remat-opt's minimal-budget search time for the "
                    "full sizes (s; its default, 2 s, stops early on "
                    "graphs of thousands of nodes)")
    ap.add_argument("--reuse", action="store_true",
                    help="plan the full-size steps imported by an earlier "
                    "run (bench/results/user_models/NAME.full.mlir)")
    ap.add_argument("--build", default=os.path.join(REPO, "build"))
    ap.add_argument("--out", default=os.path.join(REPO, "bench", "results"))
    ap.add_argument("--write-tests", metavar="DIR",
                    help="write the execution tests (tiny; --models picks "
                    "some of: %s) into DIR (test/Models) and stop" %
                    ", ".join(TESTS))
    args = ap.parse_args()
    if args.write_tests:
        names = (TESTS if args.models == ap.get_default("models")
                 else args.models.split(","))
        unknown = [n for n in names if n not in TESTS]
        if unknown:
            ap.error("not an execution test: %s" % ", ".join(unknown))
        return write_tests(args, names)
    names = args.models.split(",")
    unknown = [n for n in names if n not in MODELS]
    if unknown:
        ap.error("unknown model(s) %s; known: %s" % (
            ", ".join(unknown), ", ".join(MODELS)))
    llvm = "/usr/lib/llvm-22"
    args.remat_opt = os.path.join(args.build, "bin", "remat-opt")
    args.runner = os.path.join(llvm, "bin", "mlir-runner")
    args.shared_libs = ",".join([
        os.path.join(args.build, "lib", "libremat_cpu_runtime.so"),
        os.path.join(llvm, "lib", "libmlir_c_runner_utils.so")])
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    work = os.path.join(args.out, "user_models")
    os.makedirs(work, exist_ok=True)
    budgets = args.budgets.split(",")
    sizes = args.sizes.split(",")
    results = {}
    for name in names:
        what, tiny, full = MODELS[name]
        r = results[name] = {"what": what}
        if "full" in sizes:
            mlir = os.path.join(work, name + ".full.mlir")
            if args.reuse and os.path.exists(mlir):
                imp = {"cmd": shlex.join(import_command(name, "full", full,
                                                        mlir)),
                       "seconds": 0.0, "ok": True, "reused": True}
            else:
                imp = run_import(import_command(name, "full", full, mlir))
            r["full"] = {"input": full, "import": imp, "plans": []}
            log("%s full: import %s (%.0f s)" % (
                name, "ok" if imp["ok"] else "FAILED", imp["seconds"]))
            if not imp["ok"]:
                log(imp["error"])
            else:
                for b in budgets:
                    p = plan(args, mlir, b, os.path.join(
                        work, "%s.full.%s.json" % (name, b.strip("%"))))
                    r["full"]["plans"].append(p)
                    log("%s full @ %s: %s" % (name, b, full_cell(p)))
        if "tiny" in sizes:
            mlir = os.path.join(work, name + ".tiny.mlir")
            ref = os.path.join(work, name + ".tiny.ref.npz")
            imp = run_import(import_command(
                name, "tiny", tiny, mlir,
                ["--with-main", "--reference", ref]))
            r["tiny"] = {"input": tiny, "import": imp}
            if not imp["ok"]:
                log("%s tiny: import FAILED\n%s" % (name, imp["error"]))
            else:
                run = execute(args, mlir, ref, os.path.join(work, "tmp"))
                r["tiny"]["run"] = run
                log("%s tiny: %s, error vs float64 %s (%.0f s)" % (
                    name, "PASS" if run["pass"] else "FAIL",
                    run.get("error_vs_float64"), run["seconds"]))
                if not run["pass"]:
                    log(run["log"])
    md = table(results, budgets)
    print()
    print(md)
    base = os.path.join(args.out, "user_models-%s" % stamp)
    with open(base + ".json", "w") as f:
        json.dump(results, f, indent=1)
    with open(base + ".md", "w") as f:
        f.write(md + "\n")
    log("\nwrote %s.json and .md" % base)
    bad = [n for n, r in results.items()
           if any(not (r.get(s) or {}).get("import", {"ok": True})["ok"]
                  for s in ("full", "tiny")) or
           ((r.get("tiny") or {}).get("run") or {"pass": True})["pass"]
           is False]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
