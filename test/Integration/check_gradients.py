#!/usr/bin/env python3
"""Check the hand-written backward passes of the integration programs.

For every program given, this script
  1. lowers it with UPSTREAM mlir-opt (one-shot bufferization, deallocation,
     loops, LLVM with the generic allocation functions) and runs @main with
     mlir-runner against libremat_cpu_runtime.so with REMAT_RT_DUMP=1, which
     prints every result of @step element by element;
  2. rebuilds the inputs of @step exactly as @main does (input k, flat
     row-major element i: scale_k * float(((i * 37 + k * 11) mod 101) - 50)
     / 100, in float32; shapes and scales are read from the .mlir file);
  3. evaluates the model's FORWARD pass (the loss only) with numpy in float64,
     an independent re-implementation of the formula in the file's header;
  4. checks (a) the program's loss against numpy's (relative 1e-4), and
     (b) every gradient against central finite differences of the numpy loss
     on a random sample of coordinates per parameter (20 by default; relative
     tolerance 2e-2 plus an absolute 2e-3 * max |gradient|). The step is small
     (1e-6, the numpy loss is float64) because relu and max pool make the
     losses piecewise linear: with a step of 1e-3 a few percent of the
     differences straddle a kink. A coordinate that fails is retried once with
     a 10x smaller step; a wrong gradient fails both.

The parameters are the arguments of @step other than x and y, in order; @step
returns the loss, then one gradient per parameter in that order.

Prints PASS/FAIL per model; exits 1 if any model fails. Needs numpy.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

try:
    import numpy as np
except ImportError:  # pragma: no cover
    sys.stderr.write("check_gradients.py: numpy is required "
                     "(python3 -m pip install numpy)\n")
    sys.exit(2)

PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline",
    "--convert-linalg-to-loops",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--finalize-memref-to-llvm=use-generic-functions=true",
    "--convert-math-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-index-to-llvm",
    "--reconcile-unrealized-casts",
]

# ---------------------------------------------------------------------------
# numpy forward passes (float64). Each takes {argument name: array} and
# returns the scalar loss. They follow the formulas in the files' headers and
# share no code with the MLIR.


def relu(a):
    return np.maximum(a, 0.0)


def sq_loss(p, y):
    return 0.5 / p.shape[0] * np.sum((p - y) ** 2)


def fwd_mlp_chain(a):
    n = len([k for k in a if re.fullmatch(r"w\d+", k)])
    h = a["x"]
    for l in range(1, n + 1):
        z = h @ a["w%d" % l] + a["b%d" % l]
        h = relu(z) if l < n else z
    return sq_loss(h, a["y"])


def fwd_residual_mlp(a):
    n = len([k for k in a if re.fullmatch(r"w\d+", k)])
    h = a["x"] @ a["w_in"]
    for k in range(1, n + 1):
        h = h + relu(h @ a["w%d" % k])
    return sq_loss(h @ a["w_out"], a["y"])


def conv3x3_same(x, w):
    """NHWC x HWCF, stride 1, zero padding 1."""
    xp = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
    win = np.lib.stride_tricks.sliding_window_view(xp, (3, 3), axis=(1, 2))
    # win: [n, h, w, c, kh, kw]
    return np.tensordot(win, w, axes=([4, 5, 3], [0, 1, 2]))


def maxpool2x2(x):
    n, h, w, c = x.shape
    return x.reshape(n, h // 2, 2, w // 2, 2, c).max(axis=(2, 4))


def fwd_small_cnn(a):
    n = len([k for k in a if re.fullmatch(r"w\d+", k)])
    h = a["x"]
    for l in range(1, n + 1):
        h = relu(conv3x3_same(h, a["w%d" % l]))
        if l % 3 == 0:  # two stages of three convolutions, each ends in a pool
            h = maxpool2x2(h)
    out = h.reshape(h.shape[0], -1) @ a["wd"] + a["bd"]
    return sq_loss(out, a["y"])


def fwd_attention(a, heads=4):
    x = a["x"]
    b, t, _ = x.shape
    x2 = x.reshape(b * t, -1)
    d = a["wq"].shape[1]
    e = d // heads

    def split(m):
        return m.reshape(b, t, heads, e)

    q, k, v = (split(x2 @ a[w]) for w in ("wq", "wk", "wv"))
    s = np.einsum("bthe,bshe->bhts", q, k) / np.sqrt(e)
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(axis=-1, keepdims=True)
    att = np.einsum("bhts,bshe->bthe", p, v).reshape(b * t, d)
    o = (att @ a["wo"]).reshape(b, t, d)
    return sq_loss(o.mean(axis=1), a["y"])


def fwd_unet_skips(a):
    e = [a["x"]]
    for k in range(1, 5):
        e.append(relu(e[-1] @ a["w%d" % k] + a["b%d" % k]))
    d = e[4]
    for k in (3, 2, 1):
        d = relu(d @ a["u%d" % k] + e[k])
    return sq_loss(d @ a["wo"] + a["bo"], a["y"])


def fwd_broadcast_reduce(a):
    n = len([k for k in a if re.fullmatch(r"g\d+", k)])
    h = a["x"]
    for k in range(1, n + 1):
        axis = 1 if k % 2 == 1 else 0  # rows (layer norm), then columns
        c = h - h.mean(axis=axis, keepdims=True)
        var = (c * c).mean(axis=axis, keepdims=True)
        nrm = c / np.sqrt(var + 1e-5)
        h = np.tanh(nrm * a["g%d" % k] + a["be%d" % k])
    return sq_loss(h @ a["v"], a["y"])


MODELS = {
    "mlp_chain": fwd_mlp_chain,
    "residual_mlp": fwd_residual_mlp,
    "small_cnn": fwd_small_cnn,
    "attention": fwd_attention,
    "unet_skips": fwd_unet_skips,
    "broadcast_reduce": fwd_broadcast_reduce,
}
DATA_ARGS = ("x", "y")

# ---------------------------------------------------------------------------
# Reading the program.


def parse_signature(text):
    """[(name, shape)] of @step's arguments, in order."""
    m = re.search(r"func\.func @step\((.*?)\)\s*->", text, re.S)
    if not m:
        raise ValueError("no func.func @step")
    args = []
    for name, dims in re.findall(r"%(\w+)\s*:\s*tensor<([0-9x]*)f32>", m.group(1)):
        shape = tuple(int(d) for d in dims.split("x") if d)
        args.append((name, shape))
    return args


def parse_scales(text, nargs):
    """scale_k of input k, from @main's `%skK = arith.constant V : f32`."""
    scales = {}
    for k, v in re.findall(r"%sk(\d+)\s*=\s*arith\.constant\s+([-+0-9.eE]+)\s*:\s*f32", text):
        scales[int(k)] = float(v)
    if sorted(scales) != list(range(nargs)):
        raise ValueError("expected one scale constant %%skK per input, found %s"
                         % sorted(scales))
    return [scales[k] for k in range(nargs)]


def make_input(k, shape, scale):
    """Exactly what @main computes, in float32."""
    count = int(np.prod(shape)) if shape else 1
    i = np.arange(count, dtype=np.int64)
    v = ((i * 37 + k * 11) % 101 - 50).astype(np.float32)
    v = (v / np.float32(100.0)) * np.float32(scale)
    return v.astype(np.float64).reshape(shape)


def run_program(path, args):
    env = dict(os.environ)
    env["REMAT_RT_DUMP"] = "1"
    opt = subprocess.run([args.mlir_opt, path] + PIPELINE, capture_output=True,
                         text=True)
    if opt.returncode != 0:
        raise RuntimeError("mlir-opt failed:\n" + opt.stderr[-4000:])
    run = subprocess.run(
        [args.mlir_runner, "-e", "main", "-entry-point-result=i32",
         "-shared-libs=%s,%s" % (args.runtime_lib, args.c_runner_utils)],
        input=opt.stdout, capture_output=True, text=True, env=env)
    if run.returncode != 0:
        raise RuntimeError("mlir-runner failed (%d):\n%s" % (
            run.returncode, (run.stderr + run.stdout)[-4000:]))
    return run.stdout


def parse_results(out):
    """The tensors printed by remat_rt_print_f32 with REMAT_RT_DUMP=1."""
    lines = out.splitlines()
    res = []
    peak = None
    i = 0
    while i < len(lines):
        ln = lines[i]
        m = re.match(r"remat-rt: live (\d+) peak (\d+)$", ln)
        if m:
            peak = int(m.group(2))
        m = re.match(r"remat-rt: f32 shape (\S+) fnv ([0-9a-f]{16}) sum (\S+)$", ln)
        if m:
            shape = () if m.group(1) == "scalar" else tuple(
                int(d) for d in m.group(1).split("x"))
            count = int(np.prod(shape)) if shape else 1
            vals = np.array([float(v) for v in lines[i + 1:i + 1 + count]],
                            dtype=np.float64)
            if vals.size != count:
                raise ValueError("truncated dump of a %s tensor" % (shape,))
            res.append(vals.reshape(shape))
            i += 1 + count
            continue
        i += 1
    return res, peak


# ---------------------------------------------------------------------------


def check_model(path, args, rng):
    name = os.path.splitext(os.path.basename(path))[0]
    fwd = MODELS.get(name)
    if fwd is None:
        print("SKIP %s: no numpy reference for this program" % name)
        return None
    with open(path) as fh:
        text = fh.read()
    sig = parse_signature(text)
    scales = parse_scales(text, len(sig))
    inputs = {n: make_input(k, s, scales[k]) for k, ((n, s)) in enumerate(sig)}
    params = [n for n, _ in sig if n not in DATA_ARGS]

    out = run_program(path, args)
    res, peak = parse_results(out)
    problems = []
    if len(res) != 1 + len(params):
        return fail(name, ["expected %d results (loss + %d gradients), got %d"
                           % (1 + len(params), len(params), len(res))])
    loss = float(res[0])
    ref = fwd(inputs)
    rel = abs(loss - ref) / max(abs(ref), 1e-30)
    if not rel <= args.loss_rtol:
        problems.append("loss %.9g, numpy %.9g (relative error %.2e > %.0e)"
                        % (loss, ref, rel, args.loss_rtol))

    eps = args.eps
    worst = 0.0
    checked = 0
    retried = 0
    for p, g in zip(params, res[1:]):
        base = inputs[p]
        if g.shape != base.shape:
            problems.append("gradient of %s has shape %s, parameter has %s"
                            % (p, g.shape, base.shape))
            continue
        flat = base.reshape(-1)
        n = flat.size
        idx = rng.choice(n, size=min(args.samples, n), replace=False)
        gmax = float(np.max(np.abs(g))) if g.size else 0.0
        atol = args.atol_rel * gmax + args.atol
        bad = []
        for j in idx:
            got = float(g.reshape(-1)[j])
            # A central difference that straddles a kink of relu or max pool
            # is off; one retry with a 10x smaller step tells a kink (which
            # the smaller step misses) from a wrong gradient (which stays).
            for step in (eps, eps / 10):
                fd = central_difference(fwd, inputs, flat, j, step)
                err = abs(got - fd)
                tol = args.rtol * abs(fd) + atol
                if err <= tol:
                    break
                retried += 1
            worst = max(worst, err / tol)
            checked += 1
            if not err <= tol:
                bad.append((j, got, fd))
        if bad:
            shown = ", ".join("[%s] %.6g vs fd %.6g" % (
                ",".join(map(str, np.unravel_index(j, base.shape))), got, fd)
                for j, got, fd in bad[:4])
            problems.append("d%s: %d/%d sampled coordinates differ from finite "
                            "differences (max |grad| %.3g): %s"
                            % (p, len(bad), len(idx), gmax, shown))
        if gmax == 0.0:
            problems.append("d%s is identically zero" % p)
    if problems:
        return fail(name, problems)
    print("PASS %s: loss %.9g (numpy %.9g, rel %.1e), %d gradients, %d "
          "coordinates checked (worst error/tolerance %.2g, %d retried with "
          "a smaller step); measured peak %s B (upstream deallocation)"
          % (name, loss, ref, rel, len(params), checked, worst, retried, peak))
    return True


def central_difference(fwd, inputs, flat, j, step):
    """(loss(p + step e_j) - loss(p - step e_j)) / (2 step); `flat` is a
    flat view of the parameter inside `inputs`."""
    saved = flat[j]
    flat[j] = saved + step
    lp = fwd(inputs)
    flat[j] = saved - step
    lm = fwd(inputs)
    flat[j] = saved
    return (lp - lm) / (2 * step)


def fail(name, problems):
    print("FAIL %s:" % name)
    for pr in problems:
        print("  " + pr)
    return False


def default_tool(name):
    return shutil.which(name) or os.path.join("/usr/lib/llvm-22/bin", name)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("programs", nargs="+", help="integration .mlir files")
    ap.add_argument("--mlir-opt", default=default_tool("mlir-opt"))
    ap.add_argument("--mlir-runner", default=default_tool("mlir-runner"))
    ap.add_argument("--runtime-lib", required=True,
                    help="path of libremat_cpu_runtime.so")
    ap.add_argument("--c-runner-utils",
                    default="/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so")
    ap.add_argument("--samples", type=int, default=20,
                    help="coordinates checked per parameter")
    ap.add_argument("--eps", type=float, default=1e-6,
                    help="finite-difference step (the numpy loss is float64; "
                    "steps of 1e-3 straddle relu/max-pool kinks in 5-15%% of "
                    "the coordinates of these piecewise-linear models)")
    ap.add_argument("--rtol", type=float, default=2e-2)
    ap.add_argument("--atol-rel", type=float, default=2e-3,
                    help="absolute tolerance as a fraction of max |gradient|")
    ap.add_argument("--atol", type=float, default=1e-7)
    ap.add_argument("--loss-rtol", type=float, default=1e-4)
    ap.add_argument("--seed", type=int, default=1234)
    args = ap.parse_args()

    rng = np.random.default_rng(args.seed)
    results = {}
    for path in args.programs:
        name = os.path.basename(path)
        try:
            results[name] = check_model(path, args, rng)
        except Exception as e:  # report and go on with the next program
            results[name] = fail(os.path.splitext(name)[0], [str(e)])
    checked = [r for r in results.values() if r is not None]
    failed = [n for n, r in results.items() if r is False]
    if not checked:
        print("FAIL: no program was checked")
        return 1
    if failed:
        print("%d of %d programs FAILED: %s" % (len(failed), len(checked),
                                                ", ".join(failed)))
        return 1
    print("all %d programs PASS" % len(checked))
    return 0


if __name__ == "__main__":
    sys.exit(main())
