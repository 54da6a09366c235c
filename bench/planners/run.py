#!/usr/bin/python3
"""Benchmarks remat's planners on the Checkmate graphs with remat-solve.

For every graph, budget (percentages of the no-remat peak, and 'min', the
minimal feasible budget) and planner, runs build/bin/remat-solve and reports
the compute overhead (% extra cost over the no-recompute baseline), the solve
time, and the ratio of the cost to chen's in the same run. Writes
bench/results/planners-<time>.json, and PNG plots when matplotlib exists.

    bench/planners/run.py                      # everything, milp up to 300 s
    bench/planners/run.py --milp-time-limit 20 --solvers auto,chen,dtr,milp
    bench/planners/run.py --graphs vgg,unet --budgets 70%,min
    bench/planners/run.py --synthetic 5000     # + a 10,000-node graph
    bench/planners/run.py --training transformer:50000,resnet:50000 --budgets 50%,min
    bench/planners/run.py --graphs random_layered --solvers auto,auto+reorder

A planner named NAME+FLAG runs NAME with --FLAG (auto+reorder: auto, also in
the order the memory-order search finds).

Every plan is re-simulated on its graph by check_plan.py (independently of
remat's simulator): an invalid plan, one over its budget, or one whose peak
or cost differs from the report's is counted as "wrong".
"""

import argparse
import datetime
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "python"))
from remat_tools.options import option_values, planner_flags  # noqa: E402
import check_plan  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_SOLVERS = ["auto", "chen", "dtr", "milp", "lp-round", "dp", "dp-approx"]
# Planners whose model grows quadratically: skipped on large graphs.
EXACT_SOLVERS = {"milp", "lp-round", "dp"}


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", default=os.path.join(REPO, "build", "bin", "remat-solve"),
                    help="the remat-solve binary (default: build/bin/remat-solve)")
    ap.add_argument("--graphs-dir",
                    default=os.path.join(REPO, "..", "shared", "graphs", "checkmate"),
                    help="folder of Checkmate graph files")
    ap.add_argument("--graphs", default="",
                    help="comma-separated substrings selecting graph files")
    ap.add_argument("--solvers", default=",".join(DEFAULT_SOLVERS),
                    help="comma-separated planners (unknown ones are skipped)")
    ap.add_argument("--budgets", default="90%,70%,50%,30%,min")
    ap.add_argument("--time-limit", type=float, default=60.0,
                    help="--time-limit of the heuristic planners (s)")
    ap.add_argument("--milp-time-limit", type=float, default=300.0,
                    help="--time-limit of milp, lp-round and dp (s)")
    ap.add_argument("--synthetic", type=int, default=0, metavar="LAYERS",
                    help="also run a generated training graph with 2*LAYERS "
                         "nodes (5000 gives the 10,000-node graph)")
    ap.add_argument("--training", default="", metavar="FAMILY:NODES,...",
                    help="also run generated training graphs of these families "
                         "(gen_training_graph.py: chain, transformer, resnet) "
                         "and sizes, e.g. transformer:50000,resnet:5000")
    ap.add_argument("--random-layered", default="", metavar="N,...",
                    help="also run random layered DAGs of these node counts "
                         "(gen_random_layered.py, e.g. 500,1000,2000)")
    ap.add_argument("--min-effort", type=float, default=10.0,
                    help="--effort of the search for each graph's minimal "
                         "budget, which every planner then gets in bytes")
    ap.add_argument("--out", default=os.path.join(REPO, "bench", "results"))
    return ap.parse_args()


def minimal_budget(binary, graph, effort):
    """The graph's minimal budget as remat-solve finds it with `effort`:
    found once, so that every planner plans the same bytes."""
    proc = subprocess.run([binary, graph, "--budget=100%", "--solver=chen",
                           "--report-minimum",
                           "--effort=%g" % effort, "--time-limit=600",
                           "--min-search-time=600"],
                          capture_output=True, text=True, check=True)
    return json.loads(proc.stdout)["functions"][0]["minimal_budget"]


def run_one(binary, graph, nodes, budget, solver, limit):
    name, flags = planner_flags(solver)
    cmd = [binary, graph, "--budget=" + budget, "--solver=" + name,
           "--time-limit=%g" % limit, "--emit-plan"] + flags
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              timeout=limit * 2 + 60)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "wall_s": time.monotonic() - start}
    wall = time.monotonic() - start
    try:
        # The report's entry (docs/report.schema.json); cost is its time.
        rec = json.loads(proc.stdout)["functions"][0]
        if "time_after_s" in rec:
            rec["cost"] = rec["time_after_s"]
        if "plan" in rec:
            try:
                check_plan.verify(nodes, rec)
            except ValueError as err:
                rec["status"] = "wrong"
                rec["message"] = "check_plan: %s" % err
            del rec["plan"]
    except (ValueError, KeyError, IndexError):
        rec = {"status": "crash" if proc.returncode < 0 else "error",
               "message": proc.stderr.strip()[-500:]}
    rec["wall_s"] = wall
    rec["exit_code"] = proc.returncode
    return rec


def fmt(v, spec):
    return format(v, spec) if isinstance(v, (int, float)) else "-"


def main():
    args = parse_args()
    if not os.path.exists(args.bin):
        sys.exit("no remat-solve at %s: build it first (ninja -C build remat-solve)"
                 % args.bin)
    have = option_values(args.bin, "--solver")
    solvers = [s for s in args.solvers.split(",") if s]
    if have is not None:
        skipped = [s for s in solvers if s.split("+")[0] not in have]
        if skipped:
            print("skipping planners this build lacks: " + ", ".join(skipped))
        solvers = [s for s in solvers if s not in skipped]
    if "chen" not in solvers and (have is None or "chen" in have):
        solvers.append("chen")  # The baseline of the ratios.

    graphs = sorted(os.path.join(args.graphs_dir, f)
                    for f in os.listdir(args.graphs_dir) if f.endswith(".json"))
    if args.graphs:
        keys = args.graphs.split(",")
        graphs = [g for g in graphs if any(k in os.path.basename(g) for k in keys)]
    os.makedirs(args.out, exist_ok=True)
    if args.synthetic:
        path = os.path.join(args.out, "synthetic_%d.json" % (2 * args.synthetic))
        subprocess.run([sys.executable,
                        os.path.join(os.path.dirname(__file__), "gen_training_graph.py"),
                        "--layers", str(args.synthetic), "-o", path], check=True)
        graphs.append(path)
    for spec in [v for v in args.training.split(",") if v]:
        family, _, count = spec.partition(":")
        path = os.path.join(args.out, "%s_%s.json" % (family, count))
        subprocess.run([sys.executable,
                        os.path.join(os.path.dirname(__file__), "gen_training_graph.py"),
                        "--family", family, "--nodes", count, "-o", path], check=True)
        graphs.append(path)
    for n in [int(v) for v in args.random_layered.split(",") if v]:
        path = os.path.join(args.out, "random_layered_n%d.json" % n)
        subprocess.run([sys.executable,
                        os.path.join(os.path.dirname(__file__), "gen_random_layered.py"),
                        "-n", str(n), "-o", path], check=True)
        graphs.append(path)

    budgets = [b for b in args.budgets.split(",") if b]
    results = []
    header = "%-26s %-6s %-10s %-10s %9s %9s %8s" % (
        "graph", "budget", "planner", "status", "overhead", "time(s)", "vs chen")
    print(header)
    print("-" * len(header))
    for graph in graphs:
        name = os.path.basename(graph).rsplit(".", 1)[0]
        nodes = check_plan.load(graph)
        large = len(nodes) > 5000
        for budget in budgets:
            row = {}
            bytes_ = budget
            if budget == "min":
                bytes_ = str(minimal_budget(args.bin, graph, args.min_effort))
                print("%s: minimal budget %s bytes" % (name, bytes_))
            for solver in solvers:
                if large and solver.split("+")[0] in EXACT_SOLVERS:
                    continue
                limit = (args.milp_time_limit if solver.split("+")[0] in EXACT_SOLVERS
                         else args.time_limit)
                rec = run_one(args.bin, graph, nodes, bytes_, solver, limit)
                rec.update({"graph_file": name, "budget_spec": budget,
                            "solver": solver, "time_limit": limit})
                row[solver] = rec
                results.append(rec)
            chen = row.get("chen", {}).get("cost")
            for solver, rec in row.items():
                cost = rec.get("cost")
                rec["vs_chen"] = cost / chen if cost and chen else None
                ov = rec.get("overhead")
                print("%-26s %-6s %-10s %-10s %9s %9s %8s" % (
                    name[:26], budget, solver, rec.get("status", "?"),
                    fmt(100 * ov, ".2f") + "%" if ov is not None else "-",
                    fmt(rec.get("solve_time_s"), ".3f"),
                    fmt(rec["vs_chen"], ".3f")))
            sys.stdout.flush()

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    out = os.path.join(args.out, "planners-%s.json" % stamp)
    with open(out, "w") as f:
        json.dump({"solvers": solvers, "budgets": budgets, "results": results},
                  f, indent=1)
    print("results: " + out)
    plot(results, budgets, solvers, os.path.join(args.out, "planners-%s" % stamp))


def plot(results, budgets, solvers, prefix):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no plots")
        return
    graphs = sorted({r["graph_file"] for r in results})
    fig, axes = plt.subplots(1, len(graphs), figsize=(4 * len(graphs), 3.5),
                             squeeze=False)
    for ax, g in zip(axes[0], graphs):
        for s in solvers:
            pts = [(budgets.index(r["budget_spec"]), 100 * r["overhead"])
                   for r in results if r["graph_file"] == g and r["solver"] == s
                   and r.get("overhead") is not None]
            if pts:
                ax.plot(*zip(*sorted(pts)), marker="o", label=s)
        ax.set_xticks(range(len(budgets)))
        ax.set_xticklabels(budgets)
        ax.set_title(g, fontsize=8)
        ax.set_ylabel("overhead (%)")
    axes[0][0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(prefix + "-overhead.png", dpi=100)
    print("plot: " + prefix + "-overhead.png")


if __name__ == "__main__":
    main()
