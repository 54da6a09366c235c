#!/usr/bin/python3
"""Plots the memory timeline of every function in a remat report.

    remat-plot-memory REPORT.json -o timeline.png
    python3 python/remat_tools/plot_memory_timeline.py REPORT.json -o timeline.png

REPORT.json is what `remat-opt --remat-report=REPORT.json` writes. For each
planned function the plot shows the resident bytes after every step of the
schedule, before remat (the no-remat schedule) and after (the plan), with the
budget as a line. Needs matplotlib (Debian: python3-matplotlib, which
scripts/setup.sh installs for /usr/bin/python3).
"""

import argparse
import json
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report", help="JSON report of remat-opt")
    parser.add_argument("-o", "--output", required=True, help="PNG to write")
    args = parser.parse_args()

    try:
        with open(args.report) as f:
            functions = json.load(f)["functions"]
    except (OSError, ValueError, KeyError) as err:
        sys.exit("error: cannot read the report '%s': %s" % (args.report, err))
    if not functions:
        sys.exit("error: the report '%s' has no planned function" % args.report)

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(len(functions), 1, squeeze=False,
                             figsize=(9, 3.2 * len(functions)))
    for ax, fn in zip(axes[:, 0], functions):
        mib = 1024.0 * 1024.0
        before = [b / mib for b in fn["timeline_before"]]
        after = [b / mib for b in fn["timeline_after"]]
        device = fn["device"]
        ax.step(range(len(before)), before, where="post",
                label="no remat (peak %.2f MiB)" % (fn["peak_before"] / mib))
        ax.step(range(len(after)), after, where="post",
                label="%s plan (peak %.2f MiB, +%.1f%% compute)" % (
                    fn["solver"], fn["peak_after"] / mib,
                    100 * fn["overhead"]))
        ax.axhline(fn["budget"] / mib, color="red", linestyle="--",
                   label="budget %.2f MiB" % (fn["budget"] / mib))
        ax.set_title("%s: resident %s memory per schedule step" % (
            fn["name"], device))
        ax.set_xlabel("schedule step (compute and free events)")
        ax.set_ylabel("MiB")
        ax.legend(loc="lower right", fontsize="small")
    fig.tight_layout()
    fig.savefig(args.output, format="png", dpi=110)
    print("wrote %s" % args.output)


if __name__ == "__main__":
    main()
