#!/usr/bin/python3
"""Writes random layered DAGs like ../shared/graphs/checkmate/random_layered_*.

Those graphs (n100, n250) follow Appendix A of "Neural Topological Ordering
for Computation Graphs" (Gagrani et al., 2022); this is a generator written
from their statistics, not that paper's code:
  - one source and one sink; n - 2 nodes in layers whose mean width is
    n**w (w: 0.27 gives n100's 21 layers, 0.43 n250's 24), widths normal
    around it with relative deviation `nlv`;
  - each node reads each node of the layer before with probability `ed`
    (at least one), and every node is read by the next layer;
  - skip edges: per node, Poisson(scd * sqrt(n**w)) reads of nodes 2 or more
    layers back, the span geometric (mostly short, a few long);
  - out_cost (bytes) log-normal, median ~1,400 and up to ~8,000 like the
    originals; duration uniform in [0, 1000).
Same JSON (networkx node-link, nodes named by id, links "0" -> "1"), so
remat-solve and bench/planners/run.py read them as they read the originals.

    gen_random_layered.py -n 1000 -o bench/results/random_layered_n1000.json
    gen_random_layered.py -n 500 1000 2000 5000 --out-dir DIR
"""

import argparse
import json
import math
import os
import random


def default_width(n):
    """w of the originals at n100 and n250, extended on the same log line."""
    return min(0.6, 0.27 + (0.43 - 0.27) * math.log(n / 100.0) / math.log(2.5))


def poisson(rng, lam):
    k, p, limit = 0, 1.0, math.exp(-lam)
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def build(n, w, nlv, ed, scd, seed):
    rng = random.Random(seed)
    inner = n - 2
    mean = max(1.0, n ** w)
    widths = []
    while sum(widths) < inner:
        widths.append(max(1, int(round(rng.gauss(mean, nlv * mean)))))
    widths[-1] -= sum(widths) - inner
    if widths[-1] <= 0:
        widths.pop()
    widths = [1] + widths + [1]  # source and sink layers
    layers, next_id = [], 2
    for i, width in enumerate(widths):
        if i == 0:
            layers.append([0])
        elif i == len(widths) - 1:
            layers.append([1])
        else:
            layers.append(list(range(next_id, next_id + width)))
            next_id += width
    edges = set()
    for i in range(1, len(layers)):
        prev, cur = layers[i - 1], layers[i]
        for v in cur:
            preds = [u for u in prev if rng.random() < ed] or [rng.choice(prev)]
            edges.update((u, v) for u in preds)
        read = {u for (u, v) in edges if v in set(cur)}
        for u in prev:
            if u not in read:
                edges.add((u, rng.choice(cur)))
    skip_rate = scd * math.sqrt(mean)
    for i in range(3, len(layers)):
        for v in layers[i]:
            for _ in range(poisson(rng, skip_rate)):
                span = 2
                while span < i and rng.random() < 0.7:
                    span += 1
                edges.add((rng.choice(layers[i - span]), v))
    nodes = []
    for v in range(n):
        out = int(min(8200, max(20, rng.lognormvariate(math.log(1400), 0.8))))
        nodes.append({"out_cost": out // 10 * 10, "param_cost": 0,
                      "duration": 0 if v in (0, 1) else rng.randrange(1000),
                      "name": v})
    name = "random_layered_n%d_w%.2f_nlv%.2f_ed%.1f_scd%.2f_seed%d" % (
        n, w, nlv, ed, scd, seed)
    return {"directed": True, "multigraph": False,
            "graph": {"name": name, "source_node": 0, "target_node": 1,
                      "node_output_cost_tag": "out_cost",
                      "node_duration_tag": "duration"},
            "nodes": nodes,
            "links": [{"0": u, "1": v} for (u, v) in sorted(edges)]}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, nargs="+", required=True, help="node counts")
    ap.add_argument("--width", type=float, help="w (default: from n)")
    ap.add_argument("--nlv", type=float, default=0.75)
    ap.add_argument("--ed", type=float, default=0.2)
    ap.add_argument("--scd", type=float, default=0.14)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("-o", help="output file (one -n)")
    ap.add_argument("--out-dir", default=".")
    args = ap.parse_args()
    for n in args.n:
        if n < 3:
            ap.error("-n must be at least 3")
        graph = build(n, args.width or default_width(n), args.nlv, args.ed,
                      args.scd, args.seed)
        path = args.o if args.o and len(args.n) == 1 else os.path.join(
            args.out_dir, "random_layered_n%d.json" % n)
        with open(path, "w") as f:
            json.dump(graph, f)
        print("wrote %s: %d nodes, %d edges" % (path, n, len(graph["links"])))


if __name__ == "__main__":
    main()
