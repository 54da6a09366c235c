#!/usr/bin/env python3
"""Runs a training step through remat and IREE, unplanned and under budgets.

For PROGRAM (a module with `@step`, the training step; other functions, such
as a test harness, are dropped), this lowers the step with
`remat-opt --remat-lower=iree`, compiles it with `iree-compile` for IREE's
CPU target (llvm-cpu) and runs it with `iree-run-module --device=local-sync
--print_statistics` on deterministic inputs (seeded uniform floats in
[-0.5, 0.5), integers alternating 0 and 1):
  - once unplanned (the reference),
  - once per budget (`--remat-entry=step --remat-budget=B`).
Each planned run must return bitwise the results of the unplanned run, and
IREE's measured DEVICE_LOCAL peak must be at most the budget and exactly
the peak remat-opt predicts for IREE (`remat.iree_peak` on the function:
remat's modeled peak plus IREE's own bookkeeping, see docs/IREE.md). With
--max-ratio B=R, the planned peak at budget B must be at most R times the
unplanned one; --remat-flag F adds F to every planned remat-opt run,
--lower-flag F to every remat-opt run and --iree-flag F to every
iree-compile run. With --cuda ARCH, every lowered step is also compiled
for IREE's CUDA target (no GPU needed to compile; nothing runs there).

Prints one line per run and exits with 1 on the first failed check.
"""

import argparse
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_budgets import print_order, run  # noqa: E402
import validate_report  # noqa: E402

PEAK = re.compile(r"DEVICE_LOCAL:\s+(\d+)B peak")
IREE_PEAK = re.compile(r"remat\.iree_peak = (\d+)")
# IREE 3.13's CUDA reduction pipeline fails to distribute reductions whose
# body reads a loop-invariant scalar ("failed to distribute"), with or
# without remat; its warp-reduction pipeline compiles them.
CUDA_FLAGS = ["--iree-codegen-llvmgpu-use-reduction-vector-distribution=false"]


def signature(text, name):
    """Argument and result types of `func.func @name` in `text`."""
    start = text.index("func.func @%s(" % name) + len("func.func @%s(" % name)
    depth, i = 1, start
    while depth:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    args = re.findall(r"tensor<([^>]*)>", text[start:i - 1])
    arrow = re.match(r"\s*->\s*(\([^()]*\)|\S+)", text[i:])
    results = re.findall(r"tensor<([^>]*)>", arrow.group(1)) if arrow else []
    return args, results


def make_inputs(np, args, directory):
    rng = np.random.default_rng(20251124)
    paths = []
    for i, arg in enumerate(args):
        parts = arg.split("x")
        dims, element = [int(d) for d in parts[:-1]], parts[-1]
        if element.startswith("f") or element == "bf16":
            value = rng.uniform(-0.5, 0.5, dims).astype(
                {"f16": np.float16, "f32": np.float32, "f64": np.float64}[
                    element])
        elif element.startswith("i"):
            value = (np.arange(int(np.prod(dims, dtype=np.int64))) % 2).reshape(
                dims).astype({"i1": np.bool_, "i8": np.int8, "i32": np.int32,
                              "i64": np.int64}[element])
        else:
            sys.exit("FAIL: no input for element type %s" % element)
        path = os.path.join(directory, "input%d.npy" % i)
        np.save(path, value)
        paths.append(path)
    return paths


def lower(args, tag, extra):
    out = os.path.join(args.tmp, "%s.%s.mlir" % (args.name, tag))
    run([args.remat_opt, args.program, "--symbol-privatize=exclude=" +
         args.entry, "--symbol-dce", "--remat-lower=iree", "-o", out] +
        args.lower_flag + extra)
    return out


def compile_and_run(args, np, mlir, tag):
    """IREE's measured peak, the results and seconds of the run."""
    vmfb = mlir.replace(".mlir", ".vmfb")
    run([args.iree_compile, mlir, "--iree-hal-target-device=local",
         "--iree-hal-local-target-device-backends=llvm-cpu", "-o", vmfb] +
        args.iree_flag)
    if args.cuda:
        run([args.iree_compile, mlir, "--iree-hal-target-device=cuda",
             "--iree-cuda-target=" + args.cuda, "-o",
             mlir.replace(".mlir", ".cuda.vmfb")] + CUDA_FLAGS +
            args.iree_flag)
    text = open(mlir).read()
    arg_types, result_types = signature(text, args.entry)
    if args.inputs is None:
        args.inputs = make_inputs(np, arg_types, args.tmp)
    outputs = os.path.join(args.tmp, "%s.%s.out.npy" % (args.name, tag))
    if os.path.exists(outputs):
        os.remove(outputs)
    start = time.time()
    proc = subprocess.run(
        [args.iree_run_module, "--module=" + vmfb, "--function=" + args.entry,
         "--device=local-sync", "--print_statistics"] +
        ["--input=@" + p for p in args.inputs] +
        ["--output=+" + outputs] * len(result_types),
        capture_output=True, text=True)
    seconds = time.time() - start
    if proc.returncode != 0:
        sys.exit("FAIL: %s: iree-run-module exited with %d:\n%s%s" % (
            tag, proc.returncode, proc.stdout, proc.stderr))
    peak = PEAK.search(proc.stdout + proc.stderr)
    predicted = IREE_PEAK.search(text)
    if not peak or not predicted:
        sys.exit("FAIL: %s: no DEVICE_LOCAL peak or no remat.iree_peak" % tag)
    with open(outputs, "rb") as f:
        results = [np.load(f) for _ in result_types]
    return int(peak.group(1)), int(predicted.group(1)), results, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("program")
    parser.add_argument("--remat-opt", required=True)
    parser.add_argument("--iree-bin", required=True,
                        help="directory of iree-compile and iree-run-module")
    parser.add_argument("--budgets", default="70%,50%,min")
    parser.add_argument("--entry", default="step")
    parser.add_argument("--tmp", required=True)
    parser.add_argument("--max-ratio", action="append", default=[],
                        metavar="BUDGET=RATIO")
    parser.add_argument("--remat-flag", action="append", default=[],
                        help="one more flag of every planned remat-opt run "
                        "(e.g. --remat-reorder)")
    parser.add_argument("--lower-flag", action="append", default=[],
                        help="one more flag of every remat-opt run, "
                        "planned or not (e.g. --remat-iree-demote-f64=false)")
    parser.add_argument("--iree-flag", action="append", default=[],
                        help="one more flag of every iree-compile run")
    parser.add_argument("--cuda", metavar="ARCH",
                        help="also compile for IREE's CUDA target, e.g. sm_80")
    args = parser.parse_args()
    import numpy as np
    os.makedirs(args.tmp, exist_ok=True)
    args.name = os.path.basename(args.program)
    args.iree_compile = os.path.join(args.iree_bin, "iree-compile")
    args.iree_run_module = os.path.join(args.iree_bin, "iree-run-module")
    args.inputs = None
    ratios = dict(r.split("=") for r in args.max_ratio)

    ref_peak, ref_predicted, ref_results, ref_seconds = compile_and_run(
        args, np, lower(args, "noremat", []), "noremat")
    print("%s: no remat: IREE peak %d B (predicted %d B), %d results, "
          "%.2f s" % (args.name, ref_peak, ref_predicted, len(ref_results),
                      ref_seconds))
    if ref_peak != ref_predicted:
        sys.exit("FAIL: %s unplanned: IREE peaked at %d B, remat-opt "
                 "predicted %d B" % (args.name, ref_peak, ref_predicted))

    for budget in args.budgets.split(","):
        tag = budget.replace("%", "pct")
        report_path = os.path.join(args.tmp, "%s.%s.json" % (args.name, tag))
        mlir = lower(args, tag, ["--remat-entry=" + args.entry,
                                 "--remat-budget=" + budget,
                                 "--remat-report=" + report_path] +
                     args.remat_flag)
        peak, predicted, results, seconds = compile_and_run(args, np, mlir,
                                                            tag)
        report = validate_report.load_function(report_path)
        limit = report["budget"]
        modeled = report["peak_after"]
        print("%s: budget %s = %d B: modeled peak %d B, IREE peak %d B "
              "(predicted %d B, %.1f%% of unplanned), overhead %.1f%%, "
              "%.2f s (unplanned %.2f s)" % (
                  args.name, budget, limit, modeled, peak, predicted,
                  100.0 * peak / ref_peak, 100 * report["overhead"], seconds,
                  ref_seconds))
        print_order(args.name, budget, report)
        same = all(a.dtype == b.dtype and a.shape == b.shape and
                   a.tobytes() == b.tobytes()
                   for a, b in zip(results, ref_results))
        if len(results) != len(ref_results) or not same:
            sys.exit("FAIL: %s at %s: results differ from the unplanned run" %
                     (args.name, budget))
        if peak > limit:
            sys.exit("FAIL: %s at %s: IREE peak %d B exceeds the budget %d B"
                     % (args.name, budget, peak, limit))
        if peak != predicted:
            sys.exit("FAIL: %s at %s: IREE peaked at %d B, remat-opt "
                     "predicted %d B" % (args.name, budget, peak, predicted))
        if budget in ratios and peak > float(ratios[budget]) * ref_peak:
            sys.exit("FAIL: %s at %s: IREE peak %d B is over %s of the "
                     "unplanned %d B" % (args.name, budget, peak,
                                         ratios[budget], ref_peak))
    print("%s: PASS%s" % (args.name, " (and compiled for CUDA %s)" %
                          args.cuda if args.cuda else ""))


if __name__ == "__main__":
    main()
