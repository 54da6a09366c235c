#!/usr/bin/python3
"""Re-simulates remat-solve's plans on their graph files, independently of
remat's simulator: a plan must compute every node with its operands
resident, keep the outputs to the end, and stay within its budget; its
peak and compute cost must be the ones the report gives.

    remat-solve G.json --budget=50% --emit-plan > report.json
    check_plan.py G.json report.json

Graphs are Checkmate's format (remat's GraphIO.cpp reads the same): one
tensor per node, the node's `cost_ram` bytes, named by the node's id in
the file, as remat-solve's report names them. The memory model is remat's
(docs/Design.md): a computation holds its operands and its result at once,
a free releases the tensor's bytes. Prints one line per function and exits
1 on the first violation.
"""

import argparse
import json
import sys


def load(path):
    """The graph's nodes by file id: bytes, cost, operands, output."""
    with open(path) as f:
        g = json.load(f)
    meta = g.get("graph", {})
    id_key = "id" if g["nodes"] and "id" in g["nodes"][0] else "name"
    src_key, dst_key = ("source", "target")
    if g["links"] and "source" not in g["links"][0]:
        src_key, dst_key = ("0", "1")
    bytes_key = meta.get("node_output_cost_tag", "cost_ram")
    cost_key = meta.get("node_duration_tag", "cost_cpu")
    nodes = {int(n[id_key]): {"bytes": int(float(n[bytes_key])),
                              "cost": float(n[cost_key]),
                              "operands": set(), "output": True}
             for n in g["nodes"]}
    for link in g["links"]:
        s, d = int(link[src_key]), int(link[dst_key])
        nodes[d]["operands"].add(s)
        nodes[s]["output"] = False
    return nodes


def check(nodes, fn):
    """Returns (peak, cost) of fn's plan, or raises ValueError where the plan
    is invalid."""
    resident = dict.fromkeys(nodes, False)
    computed = dict.fromkeys(nodes, False)
    live = peak = 0
    cost = 0.0
    for k, e in enumerate(fn["plan"]):
        if e.get("node") not in nodes:
            raise ValueError("event %d names no node of the graph" % k)
        if e["op"] == "compute":
            n = e["node"]
            for t in nodes[n]["operands"]:
                if not resident[t]:
                    raise ValueError("event %d computes node %d without its operand %d"
                                     % (k, n, t))
            if not resident[n]:
                live += nodes[n]["bytes"]
                resident[n] = True
            peak = max(peak, live)
            computed[n] = True
            cost += nodes[n]["cost"]
        elif e["op"] == "free":
            t = e["node"]  # Whose result it frees ("tensor" is remat's own id).
            if not resident[t]:
                raise ValueError("event %d frees tensor %d, which is not resident" % (k, t))
            resident[t] = False
            live -= nodes[t]["bytes"]
        else:
            raise ValueError("event %d: %s is outside the recomputation model"
                             % (k, e["op"]))
    for n, node in nodes.items():
        if not computed[n]:
            raise ValueError("node %d is never computed" % n)
        if node["output"] and not resident[n]:
            raise ValueError("output %d is not resident at the end" % n)
    return peak, cost


def verify(nodes, fn):
    """Returns (peak, cost) of fn's plan, or raises ValueError where it is
    invalid, over fn's budget, or not the peak and cost fn reports."""
    peak, cost = check(nodes, fn)
    if peak > fn["budget"]:
        raise ValueError("peak %d is over the budget %d" % (peak, fn["budget"]))
    if peak != fn["peak_after"]:
        raise ValueError("peak %d, the report says %d" % (peak, fn["peak_after"]))
    if abs(cost - fn["time_after_s"]) > 1e-9 * max(1.0, cost):
        raise ValueError("cost %r, the report says %r" % (cost, fn["time_after_s"]))
    return peak, cost


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("graph")
    ap.add_argument("report")
    args = ap.parse_args()
    nodes = load(args.graph)
    with open(args.report) as f:
        report = json.load(f)
    for fn in report["functions"]:
        name = fn.get("name", "?")
        if "plan" not in fn:
            sys.exit("%s: no plan in the report (run remat-solve with --emit-plan)" % name)
        try:
            peak, cost = verify(nodes, fn)
        except ValueError as err:
            sys.exit("%s: invalid plan: %s" % (name, err))
        print("check_plan: %s: valid, peak %d <= budget %d, cost %.6g (%+.2f%%)"
              % (name, peak, fn["budget"], cost,
                 100.0 * (cost / fn["time_before_s"] - 1.0)))


if __name__ == "__main__":
    main()
