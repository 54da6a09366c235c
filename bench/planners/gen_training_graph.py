#!/usr/bin/python3
"""Writes a synthetic training-step graph in the Checkmate (Keras) format.

Three families, each a forward pass and the backward pass that
differentiates it:

  chain        a chain of layers where every `skip`-th layer also reads the
               layer `skip` back (residual-like); its gradient node reads
               the layer's inputs, its output and its users' gradients.
  transformer  pre-LN transformer blocks (GPT-2 small's shapes by default):
               layer norms, Q/K/V, attention scores and softmax (the large
               tensors), the output projection, the MLP with GELU, and two
               residual adds per block.
  resnet       ResNet bottleneck blocks (conv-bn-relu x3, a projection
               shortcut opening each stage) over four stages of halving
               resolution, at ResNet-50's stage proportions 3:4:6:3.

In the transformer and ResNet families a backward node is the gradient of
one forward tensor. It reads the gradients of that tensor's users and what
each user's derivative needs (the other operand of a matmul, the input of
a norm or GELU, the output of a softmax or ReLU; nothing for an add).
Weight gradients (of the matmuls and convolutions) are separate nodes that
read the layer's input and output gradient; like a step's gradients they
are outputs, resident to the end. Sizes are bytes of float32 tensors, costs
are MFLOPs. `--nodes N` picks the depth that gives about N nodes.

    gen_training_graph.py --layers 5000 -o bench/results/synthetic_10000.json
    gen_training_graph.py --family transformer --nodes 50000 -o transformer_50k.json
    gen_training_graph.py --family resnet --nodes 5000 -o resnet_5k.json
"""

import argparse
import collections
import json
import random

F32 = 4


def chain(layers, skip, seed):
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
    return nodes, links


# A forward op: `needs(i)` lists what the derivative of its output with
# respect to its i-th input reads (indices into `inputs`, or "out" for the
# op's own output); weight_bytes > 0 gives it a weight gradient node.
Op = collections.namedtuple("Op", "name mflops nbytes inputs needs weight_bytes")


class Step:
    """A forward pass, op by op, and its backward pass by reverse-mode AD."""

    def __init__(self):
        self.fwd = []  # Op

    def op(self, name, mflops, nbytes, inputs, needs, weight_bytes=0):
        """Adds a forward op; `needs` is one of the NEEDS_* below."""
        self.fwd.append(Op(name, max(1, round(mflops)), int(nbytes), list(inputs),
                           needs if callable(needs) else lambda i: needs,
                           weight_bytes))
        return len(self.fwd) - 1

    def graph(self):
        nodes, links = [], []

        def add(name, mflops, nbytes, reads, backward):
            nodes.append({"id": len(nodes), "name": name, "backward": backward,
                          "cost_cpu": mflops, "cost_ram": nbytes})
            for src in sorted(set(reads)):
                links.append({"source": src, "target": len(nodes) - 1})
            return len(nodes) - 1

        for op in self.fwd:
            add(op.name, op.mflops, op.nbytes, op.inputs, False)
        users = [[] for _ in self.fwd]
        for u, op in enumerate(self.fwd):
            for i, v in enumerate(op.inputs):
                users[v].append((u, i))
        # grad[v]: the gradient of forward tensor v's output, made once all
        # its users' gradients exist (reverse order of the forward pass).
        grad = {}
        for v in reversed(range(len(self.fwd))):
            op = self.fwd[v]
            if users[v]:
                reads, cost = [], 0
                for u, i in users[v]:
                    user = self.fwd[u]
                    if u in grad:
                        reads.append(grad[u])
                    reads += [u if k == "out" else user.inputs[k] for k in user.needs(i)]
                    cost += user.mflops
                grad[v] = add("grad_" + op.name, cost, op.nbytes, reads, True)
            if op.weight_bytes and v in grad:
                add("wgrad_" + op.name, op.mflops, op.weight_bytes,
                    op.inputs + [grad[v]], True)
        return nodes, links


# What a derivative with respect to input i reads, by kind of op.
NEEDS_NOTHING = []                       # add; a matmul by a weight (dX = dY W^T)
NEEDS_INPUT = [0]                        # norms, GELU, the loss
NEEDS_OUTPUT = ["out"]                   # softmax, ReLU
def NEEDS_OTHER(i): return [1 - i]       # a product of two activations


def transformer(nodes, batch, seq, hidden, heads, vocab):
    act = batch * seq * hidden * F32
    tokens = batch * seq
    per_block = 14 * 2 + 6  # forward, gradients, weight gradients
    blocks = max(1, (nodes - 8) // per_block)
    mm = lambda k, n: 2.0 * tokens * k * n / 1e6
    ew = lambda nbytes, flops_per=1: flops_per * nbytes / F32 / 1e6
    s = Step()
    x = s.op("embed", ew(act), act, [], NEEDS_NOTHING, vocab * hidden * F32)
    for b in range(blocks):
        p = "h%d." % b
        ln1 = s.op(p + "ln1", ew(act, 5), act, [x], NEEDS_INPUT)
        q = s.op(p + "q", mm(hidden, hidden), act, [ln1], NEEDS_NOTHING, hidden * hidden * F32)
        k = s.op(p + "k", mm(hidden, hidden), act, [ln1], NEEDS_NOTHING, hidden * hidden * F32)
        v = s.op(p + "v", mm(hidden, hidden), act, [ln1], NEEDS_NOTHING, hidden * hidden * F32)
        scores_bytes = batch * heads * seq * seq * F32
        sc = s.op(p + "scores", 2.0 * batch * seq * seq * hidden / 1e6, scores_bytes,
                  [q, k], NEEDS_OTHER)
        sm = s.op(p + "softmax", ew(scores_bytes, 5), scores_bytes, [sc], NEEDS_OUTPUT)
        ctx = s.op(p + "context", 2.0 * batch * seq * seq * hidden / 1e6, act,
                   [sm, v], NEEDS_OTHER)
        proj = s.op(p + "proj", mm(hidden, hidden), act, [ctx], NEEDS_NOTHING, hidden * hidden * F32)
        r1 = s.op(p + "residual1", ew(act), act, [x, proj], NEEDS_NOTHING)
        ln2 = s.op(p + "ln2", ew(act, 5), act, [r1], NEEDS_INPUT)
        fc1 = s.op(p + "fc1", mm(hidden, 4 * hidden), 4 * act, [ln2], NEEDS_NOTHING,
                   4 * hidden * hidden * F32)
        gelu = s.op(p + "gelu", ew(4 * act, 8), 4 * act, [fc1], NEEDS_INPUT)
        fc2 = s.op(p + "fc2", mm(4 * hidden, hidden), act, [gelu], NEEDS_NOTHING,
                   4 * hidden * hidden * F32)
        x = s.op(p + "residual2", ew(act), act, [r1, fc2], NEEDS_NOTHING)
    lnf = s.op("ln_f", ew(act, 5), act, [x], NEEDS_INPUT)
    logits = s.op("logits", mm(hidden, vocab), tokens * vocab * F32, [lnf],
                  NEEDS_NOTHING, vocab * hidden * F32)
    s.op("loss", ew(tokens * vocab * F32, 4), F32, [logits], NEEDS_INPUT)
    return s.graph()


def resnet(nodes, batch, image):
    per_block = 10 * 2 + 3  # forward, gradients, weight gradients
    blocks = max(4, (nodes - 10) // per_block)
    # ResNet-50's 3:4:6:3 blocks per stage, scaled to `blocks`.
    shares = [3, 4, 6, 3]
    per_stage = [max(1, blocks * k // 16) for k in shares]
    s = Step()
    size = image // 4
    conv = lambda cin, cout, k, hw: 2.0 * batch * hw * hw * cin * cout * k * k / 1e6
    fmap = lambda c, hw: batch * c * hw * hw * F32
    stem = s.op("stem", conv(3, 64, 7, size), fmap(64, size), [], NEEDS_NOTHING,
                64 * 3 * 49 * F32)
    x, cin = stem, 64
    for st, count in enumerate(per_stage):
        cout = 256 << st
        mid = cout // 4
        for b in range(count):
            p = "s%d.b%d." % (st, b)
            if b == 0 and st > 0:
                size //= 2
            hw = size
            c1 = s.op(p + "conv1", conv(cin, mid, 1, hw), fmap(mid, hw), [x],
                      NEEDS_NOTHING, cin * mid * F32)
            n1 = s.op(p + "bn1", 8 * fmap(mid, hw) / F32 / 1e6, fmap(mid, hw), [c1], NEEDS_INPUT)
            r1 = s.op(p + "relu1", fmap(mid, hw) / F32 / 1e6, fmap(mid, hw), [n1], NEEDS_OUTPUT)
            c2 = s.op(p + "conv2", conv(mid, mid, 3, hw), fmap(mid, hw), [r1],
                      NEEDS_NOTHING, mid * mid * 9 * F32)
            n2 = s.op(p + "bn2", 8 * fmap(mid, hw) / F32 / 1e6, fmap(mid, hw), [c2], NEEDS_INPUT)
            r2 = s.op(p + "relu2", fmap(mid, hw) / F32 / 1e6, fmap(mid, hw), [n2], NEEDS_OUTPUT)
            c3 = s.op(p + "conv3", conv(mid, cout, 1, hw), fmap(cout, hw), [r2],
                      NEEDS_NOTHING, mid * cout * F32)
            n3 = s.op(p + "bn3", 8 * fmap(cout, hw) / F32 / 1e6, fmap(cout, hw), [c3], NEEDS_INPUT)
            shortcut = x
            if b == 0:
                shortcut = s.op(p + "downsample", conv(cin, cout, 1, hw), fmap(cout, hw),
                                [x], NEEDS_NOTHING, cin * cout * F32)
            add = s.op(p + "add", fmap(cout, hw) / F32 / 1e6, fmap(cout, hw),
                       [n3, shortcut], NEEDS_NOTHING)
            x = s.op(p + "relu", fmap(cout, hw) / F32 / 1e6, fmap(cout, hw), [add],
                     NEEDS_OUTPUT)
            cin = cout
    pool = s.op("avgpool", fmap(cin, size) / F32 / 1e6, batch * cin * F32, [x], NEEDS_NOTHING)
    fc = s.op("fc", 2.0 * batch * cin * 1000 / 1e6, batch * 1000 * F32, [pool],
              NEEDS_NOTHING, cin * 1000 * F32)
    s.op("loss", batch * 1000 * 4 / 1e6, F32, [fc], NEEDS_INPUT)
    return s.graph()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", choices=["chain", "transformer", "resnet"],
                    default="chain")
    ap.add_argument("--nodes", type=int, default=0,
                    help="about this many nodes (sets the depth of any family)")
    ap.add_argument("--layers", type=int, default=5000,
                    help="chain: forward layers (the graph has twice as many nodes)")
    ap.add_argument("--skip", type=int, default=4,
                    help="chain: every SKIP-th layer reads the layer SKIP back")
    ap.add_argument("--seed", type=int, default=1, help="chain: sizes and costs")
    ap.add_argument("--batch", type=int, default=0,
                    help="batch size (default: transformer 8, resnet 32)")
    ap.add_argument("--seq", type=int, default=512, help="transformer: sequence length")
    ap.add_argument("--hidden", type=int, default=768, help="transformer: width")
    ap.add_argument("--heads", type=int, default=12, help="transformer: attention heads")
    ap.add_argument("--vocab", type=int, default=50257, help="transformer: vocabulary")
    ap.add_argument("--image", type=int, default=224, help="resnet: input resolution")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    if args.family == "chain":
        layers = args.nodes // 2 if args.nodes else args.layers
        nodes, links = chain(layers, args.skip, args.seed)
    elif args.family == "transformer":
        nodes, links = transformer(args.nodes or 10000, args.batch or 8, args.seq,
                                   args.hidden, args.heads, args.vocab)
    else:
        nodes, links = resnet(args.nodes or 10000, args.batch or 32, args.image)
    name = "%s_train_%d" % ("synthetic" if args.family == "chain" else args.family,
                            len(nodes))
    with open(args.output, "w") as f:
        json.dump({"directed": True, "multigraph": False, "graph": {"name": name},
                   "nodes": nodes, "links": links}, f)


if __name__ == "__main__":
    main()
