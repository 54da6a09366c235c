#!/usr/bin/python3
"""Writes a synthetic training-step graph in the Checkmate (Keras) format.

The forward pass is a chain of F layers where every `skip`-th layer also
reads the layer `skip` back (residual-like); the backward pass mirrors it:
the gradient node of layer v reads v's inputs, v's output and the gradients
of v's users. 2*F nodes in all; the gradient of the first layer is the sink.

    gen_training_graph.py --layers 5000 -o bench/results/synthetic_10k.json
"""

import argparse
import json
import random


def build(layers, skip, seed):
    rng = random.Random(seed)
    nodes, links = [], []
    preds = {}  # forward layer -> forward layers it reads
    for v in range(layers):
        ram = rng.choice([1, 2, 4, 8]) * 1 << 20
        cost = rng.randint(10, 100)
        nodes.append({"id": v, "name": "fwd%d" % v, "backward": False,
                      "cost_cpu": cost, "cost_ram": ram})
        preds[v] = [] if v == 0 else [v - 1]
        if v >= skip and v % skip == 0:
            preds[v].append(v - skip)
        for p in preds[v]:
            links.append({"source": p, "target": v})
    users = {v: [] for v in range(layers)}
    for v, ps in preds.items():
        for p in ps:
            users[p].append(v)
    grad = {}
    for v in reversed(range(layers)):
        gid = 2 * layers - 1 - v
        grad[v] = gid
        fwd = nodes[v]
        nodes.append({"id": gid, "name": "grad_fwd%d" % v, "backward": True,
                      "cost_cpu": 2 * fwd["cost_cpu"],
                      "cost_ram": fwd["cost_ram"]})
        for src in preds[v] + [v] + [grad[u] for u in users[v]]:
            links.append({"source": src, "target": gid})
    return {"directed": True, "multigraph": False,
            "graph": {"name": "synthetic_train_%d" % (2 * layers)},
            "nodes": nodes, "links": links}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=5000,
                    help="forward layers (the graph has twice as many nodes)")
    ap.add_argument("--skip", type=int, default=4,
                    help="every SKIP-th layer reads the layer SKIP back")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    with open(args.output, "w") as f:
        json.dump(build(args.layers, args.skip, args.seed), f)


if __name__ == "__main__":
    main()
