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

With --reference FILE.npz (arrays r0, r1, ... : the expected results of
@step, e.g. PyTorch's loss and gradients), the unplanned run also dumps every
element (REMAT_RT_DUMP=1) and each result must match its reference within
--rtol of the reference's scale: max |a - b| <= rtol * max(max |b|, G / 100),
G the largest magnitude of all results. The floor is for tensors whose true
value vanishes (the gradient of a batch norm's shift right before another
batch norm): they hold only rounding noise of the size of the other
gradients'. When the file also has f32_r0, f32_r1, ... (the same results
computed in float32 by the reference's author, e.g. PyTorch), their own
deviation from r* is printed beside ours, for scale; it does not widen the
limit.
Planned runs equal the unplanned one bit for bit, so they match the
reference too.

Prints one line per run. A budget no plan fits is reported as infeasible,
with the minimal feasible budget remat-opt names, and is a failed check; a
failed check is reported and the other budgets still run. The last line is
`PROGRAM: PASS` or `PROGRAM: FAIL (N failed checks)`, and the exit status is
1 after any failed check. With --allow-infeasible (for trying budgets on a
new model) an infeasible budget is not a failed check, and the last line is
`PROGRAM: PASS (infeasible: BUDGETS)`.
"""

import argparse
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "Inputs"))
import validate_report  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python"))
from remat_tools.messages import parse_no_fit  # noqa: E402

PEAK = re.compile(r"^remat-rt: live (\d+) peak (\d+)$", re.M)
RESULT = re.compile(r"^remat-rt: f32 .*$", re.M)
SHAPE = re.compile(r"^remat-rt: f32 shape (\S+) ")



class Failure(Exception):
    """A failed check; the message says which."""


class Infeasible(Exception):
    def __init__(self, budget, minimal):
        super().__init__()
        self.budget, self.minimal = budget, minimal


def run(cmd, dump=False):
    env = dict(os.environ, REMAT_RT_DUMP="1") if dump else None
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        no_fit = parse_no_fit(proc.stderr)
        if no_fit:
            raise Infeasible(*no_fit)
        raise Failure("%s exited with %d:\n%s%s" % (
            " ".join(cmd), proc.returncode, proc.stdout, proc.stderr))
    return proc.stdout


def compile_and_run(args, extra, tag, dump=False):
    """Peak, result fingerprints, seconds and, with `dump`, every element."""
    lowered = os.path.join(args.tmp, "%s.%s.mlir" % (
        os.path.basename(args.program), tag))
    run([args.remat_opt, args.program, "--remat-lower=cpu", "-o", lowered] +
        extra)
    start = time.time()
    out = run([args.runner, lowered, "-e", "main", "-entry-point-result=i32",
               "-shared-libs=" + args.shared_libs], dump)
    seconds = time.time() - start
    peaks = PEAK.findall(out)
    results = RESULT.findall(out)
    if len(peaks) != 1 or not results:
        raise Failure("%s: unexpected output:\n%s" % (tag, out))
    values = dumped_values(out) if dump else None
    return int(peaks[0][1]), results, seconds, values


def dumped_values(out):
    """The elements REMAT_RT_DUMP=1 prints after each result's header line."""
    values, lines = [], out.splitlines()
    for i, line in enumerate(lines):
        m = SHAPE.match(line)
        if m:
            count = 1
            for d in (m.group(1).split("x") if m.group(1) != "scalar" else []):
                count *= int(d)
            values.append([float(v) for v in lines[i + 1:i + 1 + count]])
    return values


def compare_with_reference(name, values, path, rtol):
    import numpy as np
    ref = np.load(path)
    expected = sum(1 for f in ref.files if f.startswith("r"))
    if expected != len(values):
        raise Failure("%s: %d results, the reference has %d" % (
            name, len(values), expected))
    worst = 0.0
    wants = [ref["r%d" % j].astype(np.float64).reshape(-1)
             for j in range(len(values))]
    floor = max(float(np.abs(w).max(initial=0.0)) for w in wants) / 100

    def error(got, want):
        scale = max(float(np.abs(want).max(initial=0.0)), floor, 1e-30)
        return float(np.abs(got - want).max(initial=0.0)) / scale

    gots = [np.array(v, dtype=np.float64) for v in values]
    for j, (got, want) in enumerate(zip(gots, wants)):
        if got.shape != want.shape:
            raise Failure("%s: result %d has %d elements, the reference %d"
                          % (name, j, got.size, want.size))
        err = error(got, want)
        worst = max(worst, err)
        if err > rtol:
            raise Failure("%s: result %d differs from the reference by %.3g "
                          "of its magnitude (limit %.3g)" % (name, j, err,
                                                             rtol))
    # For scale: the reference's own float32 results' deviation from r*, and
    # ours from theirs.
    own = to_f32 = None
    if "f32_r0" in ref.files:
        theirs = [ref["f32_r%d" % j].astype(np.float64).reshape(-1)
                  for j in range(len(values))]
        own = max(error(t, w) for t, w in zip(theirs, wants))
        to_f32 = max(error(g, t) for g, t in zip(gots, theirs))
    scale = "" if own is None else (
        "; the reference's float32 results: within %.2g, ours from them: "
        "%.2g" % (own, to_f32))
    print("%s: %d results match the reference within %.2g (limit %.2g%s)" % (
        name, len(values), worst, rtol, scale))


def print_order(name, budget, report):
    """Says whether the plan is in another order of first computations
    (--remat-reorder), and prints a line where it is."""
    if "reordered_peak" not in report:
        return False
    print("%s at %s: planned in another order of first computations "
          "(no-remat peak %d B)" % (name, budget, report["reordered_peak"]))
    return True


def check_budget(args, name, budget, ref_peak, ref_results):
    """Plans, runs and checks one budget; raises Failure or Infeasible."""
    tag = budget.replace("%", "pct")
    report_path = os.path.join(args.tmp, "%s.%s.json" % (name, tag))
    peak, results, seconds, _ = compile_and_run(args, [
        "--remat-entry=step", "--remat-budget=" + budget,
        "--remat-solver=" + args.solver, "--remat-report=" + report_path] +
        args.remat_flag, tag)
    report = validate_report.load_function(report_path)
    modeled = report["peak_after"]
    before = report["peak_before"]
    limit = report["budget"]
    recomputes = sum(r["recomputes"] for r in report["recomputed"])
    transfers = report.get("transfers", 0)
    print("%s: budget %s = %d B: modeled peak %d B, measured peak %d B "
          "(no remat %d B), %d recomputations, %d transfers, overhead %.1f%%, "
          "%.2f s" % (name, budget, limit, modeled, peak, before, recomputes,
                      transfers, 100 * report["overhead"], seconds))
    if before != ref_peak:
        raise Failure("%s: the unplanned run peaked at %d B, the model says "
                      "%d B" % (name, ref_peak, before))
    if results != ref_results:
        raise Failure("%s at %s: results differ from the unplanned run:"
                      "\n  %s\nvs\n  %s" % (name, budget, "\n  ".join(results),
                                            "\n  ".join(ref_results)))
    if peak > limit:
        raise Failure("%s at %s: measured peak %d B exceeds the budget %d B"
                      % (name, budget, peak, limit))
    if peak != modeled:
        raise Failure("%s at %s: measured peak %d B, modeled %d B" % (
            name, budget, peak, modeled))
    reordered = print_order(name, budget, report)
    if budget.endswith("%") and not (recomputes or transfers or reordered):
        raise Failure("%s at %s: nothing was recomputed, moved to the host "
                      "or reordered" % (name, budget))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("program")
    parser.add_argument("--remat-opt", required=True)
    parser.add_argument("--runner", required=True)
    parser.add_argument("--shared-libs", required=True)
    parser.add_argument("--budgets", default="70%,50%,min")
    parser.add_argument("--solver", default="auto")
    parser.add_argument("--tmp", required=True)
    parser.add_argument("--reference", help="expected results (.npz)")
    parser.add_argument("--rtol", type=float, default=1e-4)
    parser.add_argument("--remat-flag", action="append", default=[],
                        help="one more flag of every planned remat-opt run "
                        "(e.g. --remat-reorder)")
    parser.add_argument("--allow-infeasible", action="store_true",
                        help="an infeasible budget is reported, not a failed "
                        "check")
    args = parser.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    name = os.path.basename(args.program)
    failures, infeasible = [], []

    def failed(message):
        print("FAIL: " + message)
        failures.append(message)

    try:
        ref_peak, ref_results, ref_seconds, values = compile_and_run(
            args, [], "noremat", dump=bool(args.reference))
    except (Failure, Infeasible) as e:
        failed(str(e) or "the unplanned program did not run")
        print("%s: FAIL (the unplanned program)" % name)
        sys.exit(1)
    if args.reference:
        try:
            compare_with_reference(name, values, args.reference, args.rtol)
        except Failure as e:
            failed(str(e))
    print("%s: no remat: measured peak %d B, %d results, %.2f s" % (
        name, ref_peak, len(ref_results), ref_seconds))

    for budget in args.budgets.split(","):
        try:
            check_budget(args, name, budget, ref_peak, ref_results)
        except Failure as e:
            failed(str(e))
        except Infeasible as e:
            minimal = ("minimal feasible budget %d B" % e.minimal
                       if e.minimal else "remat-opt names no feasible budget")
            print("%s: budget %s = %d B: infeasible (%s)" % (
                name, budget, e.budget, minimal))
            infeasible.append(budget)
            if not args.allow_infeasible:
                failed("%s at %s: infeasible" % (name, budget))
    if failures:
        print("%s: FAIL (%d failed check%s)" % (
            name, len(failures), "" if len(failures) == 1 else "s"))
        sys.exit(1)
    print("%s: PASS%s" % (name, " (infeasible: %s)" % ", ".join(infeasible)
                          if infeasible else ""))


if __name__ == "__main__":
    main()
