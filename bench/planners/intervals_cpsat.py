#!/usr/bin/env python3
"""Probe: the retention-interval model of rematerialization in CP-SAT.

A second exact model beside milp's stage model (issue 21 asked whether one
proves tighter bounds): time is slots 0..H-1, one computation per slot;
node v has up to C computations ("copies"), copy c computed at slot s[v,c]
and resident through slot e[v,c]; the intervals [s, e] of all copies fit
the budget (a cumulative constraint); each operand of a copy is resident
at its slot (some copy of the operand spans it); outputs stay to the end.
The objective is the cost of the copies after the first. It is remat's
memory model (a computation holds its operands and its result at once),
restricted to at most C computations per node and H slots, so its bound
holds for such plans only; with --order it also fixes the order of first
computations to a report's (as milp's stage model does).

Needs OR-Tools (`python3 -m pip install ortools`); bench/README.md has what
it measured. Example, n100 at its minimal budget, hinted with auto's plan:

    build/bin/remat-solve G.json --budget=27320 --emit-plan > auto.json
    bench/planners/intervals_cpsat.py G.json --budget 27320 --hint auto.json
"""

import argparse
import json
import time

from ortools.sat.python import cp_model

from check_plan import check, load


def plan_copies(report):
    """(slot, node) of each computation and {(node, copy): last slot} of the
    first function's plan in a remat-solve --emit-plan report."""
    plan = json.load(open(report))["functions"][0]["plan"]
    computes, last, count, slot = [], {}, {}, -1
    for e in plan:
        v = e["node"]
        if e["op"] == "compute":
            slot += 1
            count[v] = count.get(v, 0) + 1
            computes.append((slot, v))
        else:
            last[v, count[v] - 1] = slot
    return computes, last, slot + 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("graph")
    ap.add_argument("--budget", type=int, required=True, help="bytes")
    ap.add_argument("--copies", type=int, default=4,
                    help="computations per node at most (C)")
    ap.add_argument("--slots", type=int, default=0,
                    help="H (default: the hint's computations, else 1.5 n)")
    ap.add_argument("--time", type=float, default=300.0, help="seconds")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--core", action="store_true",
                    help="CP-SAT's core-based search (raises the bound by cores)")
    ap.add_argument("--hint", help="remat-solve --emit-plan report to start from")
    ap.add_argument("--order", help="fix first computations to this report's order")
    args = ap.parse_args()

    nodes = load(args.graph)
    hint = plan_copies(args.hint) if args.hint else None
    slots = args.slots or (hint[2] if hint else len(nodes) * 3 // 2)
    m = cp_model.CpModel()
    start, end, present, memory, steps = {}, {}, {}, [], []
    for v, node in sorted(nodes.items()):
        for c in range(1 if node["output"] else args.copies):
            present[v, c] = m.new_constant(1) if c == 0 else m.new_bool_var("")
            start[v, c] = m.new_int_var(0, slots - 1, "")
            end[v, c] = m.new_int_var(0, slots - 1, "")
            if node["output"]:
                m.add(end[v, c] == slots - 1)
            length = m.new_int_var(1, slots, "")
            memory.append((m.new_optional_interval_var(
                start[v, c], length, end[v, c] + 1, present[v, c], ""),
                node["bytes"]))
            steps.append(m.new_optional_fixed_size_interval_var(
                start[v, c], 1, present[v, c], ""))
            if c > 0:  # copies in order, one after the other
                m.add_implication(present[v, c], present[v, c - 1])
                m.add(start[v, c] > end[v, c - 1]).only_enforce_if(present[v, c])
    m.add_no_overlap(steps)
    m.add_cumulative([i for i, _ in memory], [b for _, b in memory], args.budget)
    copies = {}
    for v, c in present:
        copies.setdefault(v, []).append(c)
    for (v, c) in present:
        for u in nodes[v]["operands"]:
            spans = []
            for d in copies[u]:
                z = m.new_bool_var("")
                m.add_implication(z, present[u, d])
                m.add(start[u, d] < start[v, c]).only_enforce_if(z)
                m.add(end[u, d] >= start[v, c]).only_enforce_if(z)
                spans.append(z)
            m.add_bool_or(spans).only_enforce_if(present[v, c])
    if args.order:
        firsts = []
        for _, v in plan_copies(args.order)[0]:
            if v not in firsts:
                firsts.append(v)
        for a, b in zip(firsts, firsts[1:]):
            m.add(start[a, 0] < start[b, 0])
    if hint:
        seen = {}
        for slot, v in hint[0]:
            c = seen[v] = seen.get(v, -1) + 1
            if (v, c) in start:
                m.add_hint(start[v, c], slot)
                m.add_hint(end[v, c], hint[1].get((v, c), slots - 1))
                if c > 0:
                    m.add_hint(present[v, c], 1)
    m.minimize(sum(int(nodes[v]["cost"]) * p
                   for (v, c), p in present.items() if c > 0))

    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = args.time
    solver.parameters.num_workers = args.workers
    solver.parameters.optimize_with_core = args.core
    began = time.time()
    status = solver.solve(m)
    found = status in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    base = sum(n["cost"] for n in nodes.values())
    checked = None
    if found:
        # The solution as a plan, re-simulated by check_plan: computations in
        # slot order, each copy freed after the last slot it spans.
        events = []
        for (v, c), p in present.items():
            if solver.value(p):
                s, e = solver.value(start[v, c]), solver.value(end[v, c])
                events.append((s, 0, {"op": "compute", "node": v}))
                if not nodes[v]["output"]:
                    events.append((e, 1, {"op": "free", "node": v}))
        peak, cost = check(nodes, {"plan": [x[2] for x in sorted(
            events, key=lambda x: (x[0], x[1]))]})
        checked = {"peak": peak, "within_budget": peak <= args.budget,
                   "overhead": cost / base - 1.0}
    print(json.dumps({
        "status": solver.status_name(status),
        "recompute_cost": solver.objective_value if found else None,
        "bound": solver.best_objective_bound,
        "no_recompute_cost": base,
        "seconds": round(time.time() - began, 1),
        "copies": args.copies, "slots": slots, "check_plan": checked}))


if __name__ == "__main__":
    main()
