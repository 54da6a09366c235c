#!/usr/bin/env python3
"""Checks the importer's decompositions (remat_torch/decompositions.py)
against PyTorch's own kernels, in float64 on random inputs and shapes
(strides, padding, dilation, groups, ceil mode, uneven adaptive windows,
views of every kind), and the seeded random ops (remat_torch/rng.py):
their statistics, their determinism and the eager mode's agreement with
the traced step. Prints one line per op and exits with 1 on any mismatch.
"""

import random
import sys

import torch
import torch.nn.functional as F

from remat_torch import decompositions as d
from remat_torch import rng

aten = torch.ops.aten
torch.set_default_dtype(torch.float64)
random.seed(0)
torch.manual_seed(0)
failures = []


def check(name, cases):
    worst = 0.0
    for want, got, what in cases:
        if isinstance(want, torch.Tensor):
            want, got = [want], [got]
        for w, g in zip(want, got):
            if w is None:
                continue
            if g.shape != w.shape:
                failures.append("%s %s: shape %s, PyTorch's %s" % (
                    name, what, tuple(g.shape), tuple(w.shape)))
                continue
            err = float((g - w).abs().max()) if w.numel() else 0.0
            worst = max(worst, err)
            if err > 1e-10:
                failures.append("%s %s: off by %.3g" % (name, what, err))
    print("%s: %d cases, max error %.2g" % (name, len(cases), worst))


def pool_cases():
    for _ in range(40):
        k = [random.randint(1, 4), random.randint(1, 4)]
        s = [random.randint(1, 3), random.randint(1, 3)]
        p = [random.randint(0, k[0] // 2), random.randint(0, k[1] // 2)]
        ceil = random.random() < 0.5
        size = [random.randint(k[0] + 1, 11), random.randint(k[1] + 1, 11)]
        yield k, s, p, ceil, size


def avg_pool():
    cases = []
    for k, s, p, ceil, size in pool_cases():
        include = random.random() < 0.5
        div = random.choice([None, None, 3])
        x = torch.randn(2, 3, *size, requires_grad=True)
        y = F.avg_pool2d(x, k, s, p, ceil, include, div)
        g = torch.randn_like(y)
        (want,) = torch.autograd.grad(y, x, g)
        got = d.avg_pool2d_backward(g, x.detach(), k, s, p, ceil, include,
                                    div)
        cases.append((want, got, (k, s, p, ceil, include, div, size)))
    # [k] and [] arguments, as F.avg_pool2d(x, 2) passes them.
    x = torch.randn(1, 2, 6, 6)
    g = torch.randn(1, 2, 3, 3)
    cases.append((aten.avg_pool2d_backward(g, x, [2], [], [0], False, True,
                                           None),
                  d.avg_pool2d_backward(g, x, [2], [], [0], False, True,
                                        None), "k=[2], s=[]"))
    check("avg_pool2d_backward", cases)


def max_pool():
    cases = []
    for k, s, p, ceil, size in pool_cases():
        dil = [random.randint(1, 2), random.randint(1, 2)]
        if any(dil[i] * (k[i] - 1) + 1 > size[i] + 2 * p[i]
               for i in range(2)):
            continue
        x = torch.randn(2, 3, *size)
        y, idx = aten.max_pool2d_with_indices(x, k, s, p, dil, ceil)
        g = torch.randn_like(y)
        want = aten.max_pool2d_with_indices_backward(g, x, k, s, p, dil,
                                                     ceil, idx)
        got = d.max_pool2d_with_indices_backward(g, x, k, s, p, dil, ceil,
                                                 idx)
        cases.append((want, got, (k, s, p, dil, ceil, size)))
    check("max_pool2d_with_indices_backward", cases)


def adaptive_avg_pool():
    cases = []
    for _ in range(30):
        size = [random.randint(1, 12), random.randint(1, 12)]
        out = [random.randint(1, size[0]), random.randint(1, size[1])]
        x = torch.randn(2, 3, *size)
        g = torch.randn(2, 3, *out)
        want = aten._adaptive_avg_pool2d_backward(g, x)
        got = d.adaptive_avg_pool2d_backward(g, x)
        cases.append((want, got, (size, out)))
    check("_adaptive_avg_pool2d_backward", cases)


def convolution():
    cases = []
    for _ in range(30):
        groups = random.choice([1, 2, 3])
        transposed = random.random() < 0.3 and groups == 1
        cin, cout = groups * random.randint(1, 3), groups * random.randint(
            1, 3)
        k = [random.randint(1, 3), random.randint(1, 3)]
        s = [random.randint(1, 2), random.randint(1, 2)]
        p = [random.randint(0, 1), random.randint(0, 1)]
        dil = [random.randint(1, 2), random.randint(1, 2)]
        size = [random.randint(5, 9), random.randint(5, 9)]
        x = torch.randn(2, cin, *size)
        if transposed:
            w = torch.randn(cin, cout, *k)
            dil = [1, 1]
        else:
            w = torch.randn(cout, cin // groups, *k)
        y = aten.convolution(x, w, None, s, p, dil, transposed, [0, 0],
                             groups)
        g = torch.randn_like(y)
        args = (g, x, w, [y.shape[1]], s, p, dil, transposed, [0, 0], groups,
                [True, True, True])
        want = aten.convolution_backward(*args)
        got = d.convolution_backward(*args)
        if got is NotImplemented:
            continue
        cases.append((list(want), list(got),
                      (groups, transposed, k, s, p, dil, size)))
    check("convolution_backward (grouped, transposed)", cases)


def losses_and_embedding():
    cases = []
    for _ in range(10):
        n, c = random.randint(1, 6), random.randint(2, 7)
        x = torch.randn(n, c).log_softmax(1)
        t = torch.randint(0, c, (n,))
        t[0] = -100 if n > 1 else t[0]
        for red in (0, 1, 2):
            for w in (None, torch.rand(c)):
                want = aten.nll_loss_forward(x, t, w, red, -100)
                got = d.nll_loss_forward(x, t, w, red, -100)
                cases.append((list(want), list(got), ("forward", n, c, red)))
                g = torch.randn(n) if red == 0 else torch.randn(())
                want = aten.nll_loss_backward(g, x, t, w, red, -100, want[1])
                got = d.nll_loss_backward(g, x, t, w, red, -100, got[1])
                cases.append((want, got, ("backward", n, c, red)))
        v, e = random.randint(2, 9), random.randint(1, 4)
        ids = torch.randint(0, v, (3, 4))
        g = torch.randn(3, 4, e)
        for pad in (-1, 1):
            want = aten.embedding_dense_backward(g, ids, v, pad, False)
            got = d.embedding_dense_backward(g, ids, v, pad, False)
            cases.append((want, got, ("embedding", v, e, pad)))
    x = torch.randn(50) * 3
    cases.append((F.gelu(x, approximate="tanh"), d.gelu(x, "tanh"), "gelu"))
    check("nll_loss, embedding_dense_backward, gelu(tanh)", cases)


def batch_norm():
    cases = []
    for _ in range(10):
        c = random.randint(1, 5)
        x = torch.randn(random.randint(2, 4), c, random.randint(1, 5),
                        random.randint(1, 5))
        w, b = torch.randn(c), torch.randn(c)
        rm, rv = torch.randn(c), torch.rand(c) + 0.5
        momentum = random.choice([0.1, 0.5])
        want = aten._native_batch_norm_legit_functional(x, w, b, rm, rv, True,
                                                        momentum, 1e-5)
        got = d.native_batch_norm_legit_functional(x, w, b, rm, rv, True,
                                                   momentum, 1e-5)
        cases.append((list(want), list(got), ("running", tuple(x.shape))))
        want = aten._native_batch_norm_legit.no_stats(x, w, b, True, momentum,
                                                      1e-5)
        got = d.native_batch_norm_legit_no_stats(x, w, b, True, momentum,
                                                 1e-5)
        cases.append((list(want), list(got), ("no stats", tuple(x.shape))))
        want = aten._native_batch_norm_legit_no_training(x, w, b, rm, rv,
                                                         momentum, 1e-5)
        got = d.native_batch_norm_legit_no_training(x, w, b, rm, rv,
                                                    momentum, 1e-5)
        cases.append((want[0], got[0], ("eval", tuple(x.shape))))
    check("batch norm (running statistics, none, eval)", cases)


def strided_views():
    cases, declined = [], 0
    views = [lambda t: t, lambda t: t.reshape(-1)[1::3],
             lambda t: t.reshape(2, -1), lambda t: t.transpose(0, -1),
             lambda t: t[..., 1:], lambda t: t[::2], lambda t: t.select(0, 1),
             lambda t: t.unsqueeze(1)[..., :1]]
    for shape in [(2, 4, 6), (640,), (2, 320, 1, 1), (4, 5, 6)]:
        x = torch.randn(shape)
        b = torch.empty(shape)
        for f in views:
            for g in views:
                try:
                    v = g(f(b))
                except (RuntimeError, IndexError):
                    continue
                size, stride = list(v.shape), list(v.stride())
                off = v.storage_offset()
                got = d.as_strided(x, size, stride, off)
                if got is NotImplemented:
                    declined += 1
                    continue
                src = torch.randn(size)
                cases.append((x.as_strided(size, stride, off), got,
                              (shape, size, stride, off)))
                cases.append((torch.as_strided_scatter(x, src, size, stride,
                                                       off),
                              d.as_strided_scatter(x, src, size, stride, off),
                              ("scatter", shape, size, stride, off)))
    check("as_strided, as_strided_scatter (%d overlapping or reinterpreting "
          "views declined)" % declined, cases)


def seeded_random():
    sites = rng.Sites()
    sites.seed = torch.tensor(12345)
    table = rng.decompositions(sites)
    x = torch.ones(200, 500)
    out, mask = table[aten.native_dropout.default](x, 0.3, True)
    keep = float(mask.double().mean())
    again = rng.Sites()
    again.seed = torch.tensor(12345)
    out2, mask2 = rng.decompositions(again)[aten.native_dropout.default](
        x, 0.3, True)
    b = table[aten.bernoulli.p](x, 0.25)
    u = table[aten.uniform.default](x, -1.0, 3.0)
    problems = []
    if abs(keep - 0.7) > 0.01:
        problems.append("dropout keeps %.4f, not 0.7" % keep)
    if not torch.equal(mask, mask2) or not torch.equal(out, out2):
        problems.append("dropout is not a function of (seed, site)")
    if torch.equal(mask, b.bool()):
        problems.append("two sites draw the same bits")
    if abs(float(b.mean()) - 0.25) > 0.01:
        problems.append("bernoulli(0.25) mean %.4f" % float(b.mean()))
    if float(u.min()) < -1 or float(u.max()) >= 3 or abs(
            float(u.mean()) - 1.0) > 0.02:
        problems.append("uniform(-1, 3): min %.3f max %.3f mean %.3f" % (
            float(u.min()), float(u.max()), float(u.mean())))
    # Masks of consecutive elements are independent: no lag-1 correlation.
    m = mask.double().reshape(-1)
    corr = float(((m[1:] - 0.7) * (m[:-1] - 0.7)).mean() / (0.7 * 0.3))
    if abs(corr) > 0.01:
        problems.append("lag-1 correlation %.4f" % corr)
    # The eager mode draws what the decompositions draw, in-place ops too.
    eager = rng.Sites()
    eager.seed = torch.tensor(12345)
    with rng.SeededMode(eager):
        e_out, e_mask = aten.native_dropout(x, 0.3, True)
        e_b = torch.empty(200, 500).bernoulli_(0.25)
    if not torch.equal(e_mask, mask) or not torch.equal(e_b, b):
        problems.append("SeededMode draws other values")
    failures.extend("seeded random ops: " + p for p in problems)
    print("seeded random ops: dropout keeps %.4f (0.7), lag-1 correlation "
          "%.4f, %s" % (keep, corr, "OK" if not problems else "FAIL"))


for test in (avg_pool, max_pool, adaptive_avg_pool, convolution,
             losses_and_embedding, batch_norm, strided_views, seeded_random):
    test()
for f in failures:
    print("FAIL: " + f)
print("FAIL" if failures else "PASS")
sys.exit(1 if failures else 0)
