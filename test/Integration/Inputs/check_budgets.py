#!/usr/bin/env python3
"""Runs a training step without remat and under budgets, and checks the runs.

For PROGRAM (a module with `@step`, the training step, and `@main`, a harness
that calls the allocation-counting runtime around it), this compiles and runs
it with `remat-opt --remat-lower=cpu` and `mlir-runner`:
  - once unplanned (the reference),
  - once per budget with `--remat-entry=step --remat-budget=B --remat-report`.
Each planned run must print bitwise the same results as the reference, peak
at most at its budget, and peak exactly where the plan's model says (the
runtime counts requested bytes, so there is no allocator rounding). The
static peak of the bufferized IR equals the modeled one too: remat-verify-budget,
part of the cpu lowering, fails the compilation otherwise. The unplanned run
must peak at the no-remat peak of the report.

Prints one line per run and exits with 1 on the first failed check.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

PEAK = re.compile(r"^remat-rt: live (\d+) peak (\d+)$", re.M)
RESULT = re.compile(r"^remat-rt: f32 .*$", re.M)


def run(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("FAIL: %s exited with %d:\n%s%s" % (
            " ".join(cmd), proc.returncode, proc.stdout, proc.stderr))
    return proc.stdout


def compile_and_run(args, extra, tag):
    lowered = os.path.join(args.tmp, "%s.%s.mlir" % (
        os.path.basename(args.program), tag))
    run([args.remat_opt, args.program, "--remat-lower=cpu", "-o", lowered] +
        extra)
    start = time.time()
    out = run([args.runner, lowered, "-e", "main", "-entry-point-result=i32",
               "-shared-libs=" + args.shared_libs])
    seconds = time.time() - start
    peaks = PEAK.findall(out)
    results = RESULT.findall(out)
    if len(peaks) != 1 or not results:
        sys.exit("FAIL: %s: unexpected output:\n%s" % (tag, out))
    return int(peaks[0][1]), results, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("program")
    parser.add_argument("--remat-opt", required=True)
    parser.add_argument("--runner", required=True)
    parser.add_argument("--shared-libs", required=True)
    parser.add_argument("--budgets", default="70%,50%,min")
    parser.add_argument("--solver", default="auto")
    parser.add_argument("--tmp", required=True)
    args = parser.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    name = os.path.basename(args.program)

    ref_peak, ref_results, ref_seconds = compile_and_run(args, [], "noremat")
    print("%s: no remat: measured peak %d B, %d results, %.2f s" % (
        name, ref_peak, len(ref_results), ref_seconds))

    for budget in args.budgets.split(","):
        tag = budget.replace("%", "pct")
        report_path = os.path.join(args.tmp, "%s.%s.json" % (name, tag))
        peak, results, seconds = compile_and_run(args, [
            "--remat-entry=step", "--remat-budget=" + budget,
            "--remat-solver=" + args.solver, "--remat-report=" + report_path],
            tag)
        with open(report_path) as f:
            (report,) = json.load(f)["functions"]
        device = report["device"]
        modeled = report["peak_after"][device]
        before = report["peak_before"][device]
        limit = report["budget"]
        recomputes = sum(r["recomputes"] for r in report["recomputed"])
        print("%s: budget %s = %d B: modeled peak %d B, measured peak %d B "
              "(no remat %d B), %d recomputations, overhead %.1f%%, %.2f s" % (
                  name, budget, limit, modeled, peak, before, recomputes,
                  100 * report["overhead"], seconds))
        if before != ref_peak:
            sys.exit("FAIL: %s: the unplanned run peaked at %d B, the model "
                     "says %d B" % (name, ref_peak, before))
        if results != ref_results:
            sys.exit("FAIL: %s at %s: results differ from the unplanned run:"
                     "\n  %s\nvs\n  %s" % (name, budget,
                                           "\n  ".join(results),
                                           "\n  ".join(ref_results)))
        if peak > limit:
            sys.exit("FAIL: %s at %s: measured peak %d B exceeds the budget "
                     "%d B" % (name, budget, peak, limit))
        if peak != modeled:
            sys.exit("FAIL: %s at %s: measured peak %d B, modeled %d B" % (
                name, budget, peak, modeled))
        if budget.endswith("%") and not recomputes:
            sys.exit("FAIL: %s at %s: nothing was recomputed" % (name, budget))
    print("%s: PASS" % name)


if __name__ == "__main__":
    main()
