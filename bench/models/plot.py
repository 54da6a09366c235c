#!/usr/bin/env python3
"""Plots of bench/models/run.py's results (needs matplotlib).

    /usr/bin/python3 bench/models/plot.py bench/results/models-<time>.json

writes models-<time>-overhead.png (overhead against budget, one subplot per
model, remat's planners and PyTorch as lines) and models-<time>-timelines.png
(memory timelines before/after of a CNN and of GPT-2 at 50%, drawn by
python/remat_tools/plot_memory_timeline.py from remat's reports).
"""

import json
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIMELINE_MODELS = [("resnet50", "resnet18"), ("gpt2",)]
TIMELINE_PERCENT = 50


def overhead_plot(res, out):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    models = list(res["models"])
    cols = min(4, len(models))
    rows = (len(models) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(4.2 * cols, 3.4 * rows),
                             squeeze=False)
    for ax, name in zip(axes.flat, models):
        for s in res["solvers"]:
            pts = sorted((r["percent"], 100 * r["overhead"]) for r in res["remat"]
                         if r["model"] == name and r["solver"] == s
                         and r.get("overhead") is not None)
            if pts:
                ax.plot(*zip(*pts), marker="o", label=s)
        for key, style, label in [("overhead", "--", "pytorch"),
                                  ("overhead_all_ops", ":", "pytorch (all ops)")]:
            pts = sorted((100 * r["fraction"], 100 * r[key]) for r in res["pytorch"]
                         if r["model"] == name and r.get(key) is not None
                         and r["fraction"] < 1.0)
            if pts:
                ax.plot(*zip(*pts), marker="s", color="black", linestyle=style,
                        label=label)
        # Budgets no planner plans at (another order may fit below the
        # minimum of the program's own: auto+reorder).
        planned = {r["percent"] for r in res["remat"] if r["model"] == name
                   and "overhead" in r}
        infeasible = sorted({r["percent"] for r in res["remat"] if r["model"] == name
                             and r["status"] == "infeasible"} - planned)
        title = name
        if infeasible:
            title += " (infeasible: %s%%)" % ",".join(map(str, infeasible))
        ax.set_title(title, fontsize=9)
        ax.set_xticks(res["budgets"])
        ax.set_xlim(min(res["budgets"]) - 5, max(res["budgets"]) + 5)
        ax.set_xlabel("budget (%)", fontsize=8)
        ax.set_ylabel("overhead (%)", fontsize=8)
        if ax.lines:
            ax.legend(fontsize=6)
        else:
            ax.text(0.5, 0.5, "no plan at any of these budgets", fontsize=8,
                    ha="center", va="center", transform=ax.transAxes)
    for ax in list(axes.flat)[len(models):]:
        ax.axis("off")
    fig.suptitle("remat: %% of the no-remat peak, modeled extra FLOPs; pytorch: "
                 "activation_memory_budget, extra backward FLOPs (%s sizes)"
                 % res["size"], fontsize=9)
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    print("plot: " + out)


def pick_report(res, name):
    """The plan to draw for `name`: at 50%, auto's, else the cheapest feasible
    one; without any at 50%, the smallest larger budget that has one."""
    rows = [r for r in res["remat"] if r["model"] == name and r.get("report")
            and os.path.exists(os.path.join(REPO, r["report"]))]
    for pct in sorted(p for p in res["budgets"] if p >= TIMELINE_PERCENT):
        at = [r for r in rows if r["percent"] == pct]
        auto = [r for r in at if r["solver"] == "auto"]
        if auto or at:
            return (auto or sorted(at, key=lambda r: r["overhead"]))[0]
    return None


def timeline_plot(res, out):
    functions = []
    for group in TIMELINE_MODELS:
        name = next((m for m in group if m in res["models"]), None)
        rec = pick_report(res, name) if name else None
        if not rec:
            if name:
                print("no feasible plan of %s at >= %d%%: no timeline" % (
                    name, TIMELINE_PERCENT))
            continue
        with open(os.path.join(REPO, rec["report"])) as f:
            fn = json.load(f)["functions"][0]
        fn["name"] = "step [%s, %s, %s at %d%%%s]" % (
            name, res["size"], rec["solver"], rec["percent"],
            "" if rec["percent"] == TIMELINE_PERCENT else
            " (infeasible at %d%%)" % TIMELINE_PERCENT)
        functions.append(fn)
    if not functions:
        return
    merged = out[:-len(".png")] + ".json"
    with open(merged, "w") as f:
        json.dump({"functions": functions}, f)
    # python/remat_tools/plot_memory_timeline.py draws a report's functions one per row.
    subprocess.run([sys.executable, os.path.join(REPO, "python", "remat_tools", "plot_memory_timeline.py"),
                    merged, "-o", out], check=True)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: plot.py RESULTS.json")
    with open(sys.argv[1]) as f:
        res = json.load(f)
    prefix = sys.argv[1][:-len(".json")]
    overhead_plot(res, prefix + "-overhead.png")
    timeline_plot(res, prefix + "-timelines.png")


if __name__ == "__main__":
    main()
