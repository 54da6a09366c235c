#!/usr/bin/python3
"""Prints a remat report (remat-opt --remat-report=FILE.json) as a summary.

    remat-show-report FILE.json
    python3 python/remat_tools/show_report.py FILE.json

One block per planned function: budget, modeled peak and compute time before
and after, the solver's statistics and what was recomputed. The memory
timelines are left out (plot them with remat-plot-memory).
"""

import json
import sys


def mib(n):
    return "%d B (%.2f MiB)" % (n, n / 1048576.0)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: remat-show-report FILE.json")
    try:
        with open(sys.argv[1]) as f:
            functions = json.load(f)["functions"]
    except (OSError, ValueError, KeyError) as err:
        sys.exit("error: cannot read the report '%s': %s" % (sys.argv[1], err))
    for fn in functions:
        device = fn["device"]
        before, after = fn["peak_before"], fn["peak_after"]
        # remat-opt names a function by its symbol (@step), remat-solve by
        # the graph's name.
        print("%s (%s, %s)" % (fn["name"], fn["solver"], fn["status"]))
        print("  budget            %s" % mib(fn["budget"]))
        print("  peak before       %s" % mib(before))
        print("  peak after        %s  (%.1f%% of before)" % (
            mib(after), 100.0 * after / before if before else 100.0))
        print("  compute overhead  %+.1f%%  (modeled %.3g s -> %.3g s)" % (
            100 * fn["overhead"], fn["time_before_s"], fn["time_after_s"]))
        gap = fn.get("gap")
        print("  solve time        %.3f s%s" % (
            fn["solve_time_s"], "" if gap is None else ", gap %.2f%%" % (100 * gap)))
        recomputed = fn["recomputed"]
        print("  recomputed        %d ops, %d recomputations" % (
            len(recomputed), sum(r["recomputes"] for r in recomputed)))
        for r in recomputed[:10]:
            # A graph file's nodes have no source location.
            where = r.get("loc") or "node %d" % r["node"]
            print("    %dx %s at %s" % (r["recomputes"], r["op"], where))
        if len(recomputed) > 10:
            print("    ... and %d more" % (len(recomputed) - 10))
        if fn["offloaded"]:
            print("  offloaded         %d tensors" % len(fn["offloaded"]))


if __name__ == "__main__":
    main()
