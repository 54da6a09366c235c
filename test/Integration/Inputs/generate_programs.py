#!/usr/bin/env python3
"""Writes the integration programs of test/Integration (the .mlir files are
the product; this script is how they were written, kept so that sizes and
models can be changed consistently).

    python3 test/Integration/Inputs/generate_programs.py test/Integration [NAME...]

A tiny emitter of linalg on tensors: every DPS op gets a fresh tensor.empty
(filled with linalg.fill where the op accumulates) as its init, used by that op
only; views (extract_slice, expand/collapse_shape) are only read. Leading lit
directive lines of an existing file (`// RUN:`, `// REQUIRES:`, ...) are kept
when it is rewritten; a new file starts with `// UNSUPPORTED: true`.
"""
import math
import os

import re


def ttype(shape):
    if not shape:
        return "tensor<f32>"
    return "tensor<" + "x".join(str(d) for d in shape) + "xf32>"


def fmt_float(v):
    r = repr(float(v))
    if "e" in r or "inf" in r or "nan" in r:
        return "%.9e" % v
    return r


class Func:
    def __init__(self, name):
        self.name = name
        self.args = []          # (name, shape)
        self.lines = []
        self.shape = {}
        self.used = set()
        self.consts = {}        # value -> name
        self.const_lines = []
        self.results = []
        self.maps = {}          # text -> alias

    # ---- names --------------------------------------------------------
    def fresh(self, hint):
        hint = hint.replace(".", "_")
        assert not re.match(r"^(x\d+|acc|y\d+|ix\d+)$", hint), hint
        n = hint
        k = 1
        while n in self.used:
            k += 1
            n = "%s_%d" % (hint, k)
        self.used.add(n)
        return "%" + n

    def arg(self, hint, shape):
        n = self.fresh(hint)
        self.args.append((n, list(shape)))
        self.shape[n] = list(shape)
        return n

    def const(self, value, hint=None):
        key = float(value)
        if key in self.consts:
            return self.consts[key]
        n = self.fresh(hint or ("ninf" if key == float("-inf") else "cst"))
        if key == float("-inf"):
            text = "0xFF800000"
        else:
            text = fmt_float(key)
        self.const_lines.append("  %s = arith.constant %s : f32" % (n, text))
        self.consts[key] = n
        return n

    def iconst(self, value):
        key = ("index", int(value))
        if key in self.consts:
            return self.consts[key]
        n = self.fresh("c%d_idx" % value)
        self.const_lines.append("  %s = arith.constant %d : index" % (n, value))
        self.consts[key] = n
        return n

    def comment(self, text):
        self.lines.append("")
        for line in text.split("\n"):
            self.lines.append("  // " + line if line else "  //")

    def emit(self, line):
        self.lines.append("  " + line)

    def amap(self, dims, res):
        text = "affine_map<(%s) -> (%s)>" % (", ".join(dims), ", ".join(res))
        return text

    # ---- inits ----------------------------------------------------------
    def init(self, shape, fill=None, owner="t"):
        owner = owner.lstrip("%")
        e = self.fresh(owner + "_empty")
        self.emit("%s = tensor.empty() : %s" % (e, ttype(shape)))
        if fill is None:
            return e
        f = self.fresh(owner + "_init")
        c = self.const(fill, "zero" if fill == 0.0 else None)
        self.emit("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s"
                  % (f, c, e, ttype(shape), ttype(shape)))
        return f

    # ---- generic --------------------------------------------------------
    def generic(self, hint, dims, ins, out, body, fill=None):
        """dims: list of loop names; ins: [(value, [index exprs])];
        out: (shape, [index exprs]); body: (lines, yielded) where lines may use
        {0}, {1}, ... for the inputs and {out} for the output element."""
        dims = [d.strip() for d in dims.split(",")]
        out_shape, out_idx = out
        out_idx = [e.strip() for e in out_idx.split(",")] if out_idx else []
        ins = [(v, [e.strip() for e in idx.split(",")] if idx else [])
               for v, idx in ins]
        out_dims = set(out_idx)
        iters = ['"parallel"' if d in out_dims else '"reduction"'
                 for d in dims]
        maps = [self.amap(dims, idx) for _, idx in ins] + \
            [self.amap(dims, out_idx)]
        r = self.fresh(hint)
        init = self.init(out_shape, fill, r)
        ins_txt = ""
        if ins:
            ins_txt = " ins(%s : %s)" % (
                ", ".join(v for v, _ in ins),
                ", ".join(ttype(self.shape[v]) for v, _ in ins))
        self.emit("%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]}%s outs(%s : %s) {"
                  % (r, ", ".join(maps), ", ".join(iters), ins_txt, init,
                     ttype(out_shape)))
        bargs = ["%%x%d" % i for i in range(len(ins))]
        self.lines.append("  ^bb0(%s: f32):" % ": f32, ".join(bargs + ["%acc"]))
        lines, y = body
        for ln in lines:
            self.lines.append("    " + ln.format(*bargs, out="%acc"))
        self.lines.append("    linalg.yield %s : f32" % y.format(*bargs, out="%acc"))
        self.lines.append("  } -> %s" % ttype(out_shape))
        self.shape[r] = list(out_shape)
        return r

    # ---- elementwise helpers ---------------------------------------------
    def ew(self, hint, ins, body, shape=None, idx=None):
        """Elementwise op over the shape of the first input (or `shape`);
        inputs of lower rank are broadcast with explicit index lists:
        ins = [value or (value, "i, j")]."""
        shape = shape or self.shape[ins[0] if isinstance(ins[0], str) else ins[0][0]]
        names = ["i%d" % k for k in range(len(shape))]
        full = ", ".join(names)
        ins2 = []
        for x in ins:
            if isinstance(x, str):
                ins2.append((x, full))
            else:
                ins2.append(x)
        return self.generic(hint, full, ins2, (shape, full), body)

    def named_binary(self, op, hint, a, b):
        s = self.shape[a]
        assert self.shape[b] == s, (op, self.shape[a], self.shape[b])
        r = self.fresh(hint)
        init = self.init(s, None, r)
        self.emit("%s = linalg.%s ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (r, op, a, b, ttype(s), ttype(s), init, ttype(s), ttype(s)))
        self.shape[r] = s
        return r

    def add(self, hint, a, b):
        return self.named_binary("add", hint, a, b)

    def sub(self, hint, a, b):
        return self.named_binary("sub", hint, a, b)

    def mul(self, hint, a, b):
        return self.named_binary("mul", hint, a, b)

    def matmul(self, hint, a, b):
        m, k = self.shape[a]
        k2, n = self.shape[b]
        assert k == k2, (hint, self.shape[a], self.shape[b])
        r = self.fresh(hint)
        init = self.init([m, n], 0.0, r)
        self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (r, a, b, ttype([m, k]), ttype([k, n]), init,
                     ttype([m, n]), ttype([m, n])))
        self.shape[r] = [m, n]
        return r

    def transpose(self, hint, a, perm):
        s = self.shape[a]
        o = [s[p] for p in perm]
        r = self.fresh(hint)
        init = self.init(o, None, r)
        self.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [%s]"
                  % (r, a, ttype(s), init, ttype(o), ", ".join(map(str, perm))))
        self.shape[r] = o
        return r

    def conv(self, hint, x, w):
        n, h, wd, c = self.shape[x]
        kh, kw, c2, f = self.shape[w]
        assert c == c2
        o = [n, h - kh + 1, wd - kw + 1, f]
        r = self.fresh(hint)
        init = self.init(o, 0.0, r)
        self.emit("%s = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (r, x, w, ttype(self.shape[x]), ttype(self.shape[w]), init,
                     ttype(o), ttype(o)))
        self.shape[r] = o
        return r

    def maxpool2(self, hint, x):
        n, h, w, c = self.shape[x]
        o = [n, h // 2, w // 2, c]
        r = self.fresh(hint)
        init = self.init(o, float("-inf"), r)
        win = self.fresh(r[1:] + "_window")
        self.emit("%s = tensor.empty() : tensor<2x2xf32>" % win)
        self.emit("%s = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%s, %s : %s, tensor<2x2xf32>) outs(%s : %s) -> %s"
                  % (r, x, win, ttype(self.shape[x]), init, ttype(o), ttype(o)))
        self.shape[r] = o
        return r

    def pad(self, hint, x, lo, hi):
        s = self.shape[x]
        o = [d + a + b for d, a, b in zip(s, lo, hi)]
        z = self.const(0.0, "zero")
        r = self.fresh(hint)
        self.emit("%s = tensor.pad %s low[%s] high[%s] {" % (
            r, x, ", ".join(map(str, lo)), ", ".join(map(str, hi))))
        self.lines.append("  ^bb0(%s: index):" % ": index, ".join(
            "%%ix%d" % i for i in range(len(s))))
        self.lines.append("    tensor.yield %s : f32" % z)
        self.lines.append("  } : %s to %s" % (ttype(s), ttype(o)))
        self.shape[r] = o
        return r

    def extract_slice(self, hint, x, offsets, sizes, result_shape=None):
        s = self.shape[x]
        o = result_shape if result_shape is not None else sizes
        r = self.fresh(hint)
        self.emit("%s = tensor.extract_slice %s[%s] [%s] [%s] : %s to %s" % (
            r, x, ", ".join(map(str, offsets)), ", ".join(map(str, sizes)),
            ", ".join("1" for _ in s), ttype(s), ttype(o)))
        self.shape[r] = list(o)
        return r

    def expand(self, hint, x, reassoc, out_shape):
        r = self.fresh(hint)
        self.emit("%s = tensor.expand_shape %s %s output_shape [%s] : %s into %s" % (
            r, x, str(reassoc).replace(" ", "").replace(",", ", "),
            ", ".join(map(str, out_shape)), ttype(self.shape[x]),
            ttype(out_shape)))
        self.shape[r] = list(out_shape)
        return r

    def collapse(self, hint, x, reassoc, out_shape):
        r = self.fresh(hint)
        self.emit("%s = tensor.collapse_shape %s %s : %s into %s" % (
            r, x, str(reassoc).replace(" ", "").replace(",", ", "),
            ttype(self.shape[x]), ttype(out_shape)))
        self.shape[r] = list(out_shape)
        return r

    def ret(self, *vals):
        self.results = list(vals)

    def text(self):
        out = []
        sig = ", ".join("%s: %s" % (n, ttype(s)) for n, s in self.args)
        res = ", ".join(ttype(self.shape[v]) for v in self.results)
        out.append("func.func @%s(%s)\n    -> (%s) {" % (self.name, sig, res))
        out += self.const_lines
        out += self.lines
        out.append("")
        out.append("  return %s : %s" % (", ".join(self.results), res))
        out.append("}")
        return "\n".join(out)


# Common bodies.
MULADD = (["%y0 = arith.mulf {0}, {1} : f32", "%y1 = arith.addf {out}, %y0 : f32"], "%y1")
COPY = ([], "{0}")


def harness(step, scales):
    """@main: inputs, peak measurement, one fingerprint line per result."""
    L = []
    L.append("func.func private @remat_rt_reset_peak()")
    L.append("func.func private @remat_rt_print_peak()")
    L.append("func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}")
    L.append("")
    L.append("// Input k of @step, flat row-major element i:")
    L.append("//   scale_k * float(((i * 37 + k * 11) mod 101) - 50) / 100.0")
    L.append("func.func @main() -> i32 {")
    L.append("  %c37 = arith.constant 37 : index")
    L.append("  %c101 = arith.constant 101 : index")
    L.append("  %c50 = arith.constant 50 : index")
    L.append("  %c100 = arith.constant 100.0 : f32")
    ins = []
    for k, (n, shape) in enumerate(step.args):
        scale = scales.get(n[1:], 1.0)
        rank = len(shape)
        dims = ", ".join("d%d" % d for d in range(rank))
        t = ttype(shape)
        L.append("  // input %d: %s, scale %s" % (k, n, fmt_float(scale)))
        L.append("  %%ck%d = arith.constant %d : index" % (k, k * 11))
        L.append("  %%sk%d = arith.constant %s : f32" % (k, fmt_float(scale)))
        L.append("  %%ein%d = tensor.empty() : %s" % (k, t))
        L.append("  %%in%d = linalg.generic {indexing_maps = [affine_map<(%s) -> (%s)>], iterator_types = [%s]} outs(%%ein%d : %s) {"
                 % (k, dims, dims, ", ".join(['"parallel"'] * rank), k, t))
        L.append("  ^bb0(%o: f32):")
        # flat index, row-major
        acc = None
        for d in range(rank):
            L.append("    %%x%d = linalg.index %d : index" % (d, d))
            if acc is None:
                acc = "%%x%d" % d
            else:
                L.append("    %%n%d = arith.constant %d : index" % (d, shape[d]))
                L.append("    %%m%d = arith.muli %s, %%n%d : index" % (d, acc, d))
                L.append("    %%a%d = arith.addi %%m%d, %%x%d : index" % (d, d, d))
                acc = "%%a%d" % d
        if acc is None:
            L.append("    %x0 = arith.constant 0 : index")
            acc = "%x0"
        L.append("    %%t37 = arith.muli %s, %%c37 : index" % acc)
        L.append("    %%tk = arith.addi %%t37, %%ck%d : index" % k)
        L.append("    %r = arith.remui %tk, %c101 : index")
        L.append("    %v = arith.subi %r, %c50 : index")
        L.append("    %vi = arith.index_cast %v : index to i64")
        L.append("    %vf = arith.sitofp %vi : i64 to f32")
        L.append("    %vd = arith.divf %vf, %c100 : f32")
        L.append("    %%vs = arith.mulf %%vd, %%sk%d : f32" % k)
        L.append("    linalg.yield %vs : f32")
        L.append("  } -> %s" % t)
        ins.append("%%in%d" % k)
    argt = ", ".join(ttype(s) for _, s in step.args)
    rest = ", ".join(ttype(step.shape[v]) for v in step.results)
    nres = len(step.results)
    L.append("  call @remat_rt_reset_peak() : () -> ()")
    L.append("  %%res:%d = call @%s(%s) : (%s) -> (%s)" % (
        nres, step.name, ", ".join(ins), argt, rest))
    L.append("  call @remat_rt_print_peak() : () -> ()")
    for i, v in enumerate(step.results):
        s = step.shape[v]
        m = "memref<" + "".join("%dx" % d for d in s) + "f32>"
        L.append("  %%b%d = bufferization.to_buffer %%res#%d : %s to %s" % (i, i, ttype(s), m))
        L.append("  %%u%d = memref.cast %%b%d : %s to memref<*xf32>" % (i, i, m))
        L.append("  call @remat_rt_print_f32(%%u%d) : (memref<*xf32>) -> ()" % i)
    L.append("  %ret = arith.constant 0 : i32")
    L.append("  return %ret : i32")
    L.append("}")
    return "\n".join(L)


def program(header, step, scales, directives=None):
    out = list(directives or ["// UNSUPPORTED: true"])
    for line in header.strip("\n").split("\n"):
        out.append(("// " + line).rstrip())
    out.append("")
    out.append(step.text())
    out.append("")
    out.append("// ---- harness: deterministic inputs, peak, result fingerprints ----")
    out.append(harness(step, scales))
    return "\n".join(out) + "\n"




class Ops:
    """Model-level helpers on top of Func."""

    def __init__(self, f):
        self.f = f
        self.zero = f.const(0.0, "zero")

    def relu(self, hint, z):
        return self.f.ew(hint, [z], (["%%y0 = arith.maximumf {0}, %s : f32" % self.zero], "%y0"))

    def relu_bwd(self, hint, dh, z):
        return self.f.ew(hint, [dh, z], ([
            "%%y0 = arith.cmpf ogt, {1}, %s : f32" % self.zero,
            "%%y1 = arith.select %%y0, {0}, %s : f32" % self.zero], "%y1"))

    def bias_add(self, hint, x, b):
        return self.f.ew(hint, [x, (b, "i1")], (["%y0 = arith.addf {0}, {1} : f32"], "%y0"))

    def scale(self, hint, x, c):
        k = self.f.const(c)
        return self.f.ew(hint, [x], (["%%y0 = arith.mulf {0}, %s : f32" % k], "%y0"))

    def sq_loss(self, hint, d, c):
        """sum(c * d^2) over all elements -> tensor<f32>."""
        s = self.f.shape[d]
        k = self.f.const(c)
        dims = ", ".join("i%d" % i for i in range(len(s)))
        return self.f.generic(hint, dims, [(d, dims)], ([], ""), ([
            "%y0 = arith.mulf {0}, {0} : f32",
            "%%y1 = arith.mulf %%y0, %s : f32" % k,
            "%y2 = arith.addf {out}, %y1 : f32"], "%y2"), fill=0.0)

    def dense_wgrad(self, hint, x, dz):
        """x^T dz for x: BxI, dz: BxJ (a contraction over the batch)."""
        B, I = self.f.shape[x]
        _, J = self.f.shape[dz]
        return self.f.generic(hint, "b, i, j", [(x, "b, i"), (dz, "b, j")],
                              ([I, J], "i, j"), MULADD, fill=0.0)

    def colsum(self, hint, dz):
        B, J = self.f.shape[dz]
        return self.f.generic(hint, "b, j", [(dz, "b, j")], ([J], "j"),
                              (["%y0 = arith.addf {out}, {0} : f32"], "%y0"),
                              fill=0.0)

    def dense_dgrad(self, hint, dz, w):
        wt = self.f.transpose(hint + "_wt", w, [1, 0])
        return self.f.matmul(hint, dz, wt)


# --------------------------------------------------------------------------
def mlp_chain():
    B, DIN, H, DOUT, NL = 512, 32, 64, 16, 8
    widths = [DIN] + [H] * (NL - 1) + [DOUT]
    f = Func("step")
    o = Ops(f)
    x = f.arg("x", [B, DIN])
    y = f.arg("y", [B, DOUT])
    Ws, bs = [], []
    for l in range(NL):
        Ws.append(f.arg("w%d" % (l + 1), [widths[l], widths[l + 1]]))
        bs.append(f.arg("b%d" % (l + 1), [widths[l + 1]]))
    f.comment("Forward.")
    hs = [x]
    zs = []
    h = x
    for l in range(NL):
        f.comment("Layer %d: z%d = h%d W%d + b%d%s" % (
            l + 1, l + 1, l, l + 1, l + 1,
            ", h%d = relu(z%d)" % (l + 1, l + 1) if l < NL - 1 else " (linear output)"))
        mm = f.matmul("mm%d" % (l + 1), h, Ws[l])
        z = o.bias_add("z%d" % (l + 1), mm, bs[l])
        zs.append(z)
        if l < NL - 1:
            h = o.relu("h%d" % (l + 1), z)
            hs.append(h)
    f.comment("loss = 0.5 / B * sum((z%d - y)^2)" % NL)
    d = f.sub("diff", zs[-1], y)
    loss = o.sq_loss("loss", d, 0.5 / B)
    f.comment("Backward.")
    dz = o.scale("dz%d" % NL, d, 1.0 / B)
    grads = {}
    for l in reversed(range(NL)):
        f.comment("Layer %d: dW%d = h%d^T dz%d, db%d = colsum(dz%d)%s" % (
            l + 1, l + 1, l, l + 1, l + 1, l + 1,
            ", dh%d = dz%d W%d^T, dz%d = dh%d * (z%d > 0)" % (l, l + 1, l + 1, l, l, l) if l > 0 else ""))
        grads[l] = (o.dense_wgrad("dw%d" % (l + 1), hs[l], dz),
                    o.colsum("db%d" % (l + 1), dz))
        if l > 0:
            dh = o.dense_dgrad("dh%d" % l, dz, Ws[l])
            dz = o.relu_bwd("dz%d" % l, dh, zs[l - 1])
    res = [loss]
    for l in range(NL):
        res += list(grads[l])
    f.ret(*res)
    header = """
mlp_chain: a %d-layer MLP (widths %s), batch B = %d, squared-error loss.
  Forward:  h0 = x;  z_l = h_{l-1} W_l + b_l  (l = 1..%d);  h_l = relu(z_l) (l < %d)
            loss = 0.5 / B * sum((z_%d - y)^2)
  Backward: dz_%d = (z_%d - y) / B
            dW_l = h_{l-1}^T dz_l,  db_l = sum over the batch of dz_l
            dh_{l-1} = dz_l W_l^T,  dz_{l-1} = dh_{l-1} * [z_{l-1} > 0]
@step(x, y, w1, b1, ..., w%d, b%d) returns (loss, dw1, db1, ..., dw%d, db%d).
Input scales: weights w_l are scaled by 0.5, everything else by 1.
""" % (NL, "-".join(map(str, widths)), B, NL, NL, NL, NL, NL, NL, NL, NL, NL)
    scales = {"w%d" % (l + 1): 0.5 for l in range(NL)}
    return header, f, scales


MODELS = {
    "mlp_chain": mlp_chain,
}

# --------------------------------------------------------------------------
def residual_mlp():
    B, DIN, H, DOUT, K = 512, 16, 64, 16, 6
    f = Func("step")
    o = Ops(f)
    x = f.arg("x", [B, DIN])
    y = f.arg("y", [B, DOUT])
    w_in = f.arg("w_in", [DIN, H])
    ws = [f.arg("w%d" % (k + 1), [H, H]) for k in range(K)]
    w_out = f.arg("w_out", [H, DOUT])
    f.comment("Forward.\nh0 = x W_in")
    h = f.matmul("h0", x, w_in)
    hs, zs = [h], []
    for k in range(K):
        f.comment("Block %d: z%d = h%d W%d, h%d = h%d + relu(z%d)" % (k + 1, k + 1, k, k + 1, k + 1, k, k + 1))
        z = f.matmul("z%d" % (k + 1), h, ws[k])
        r = o.relu("r%d" % (k + 1), z)
        h = f.add("h%d" % (k + 1), h, r)
        zs.append(z)
        hs.append(h)
    f.comment("p = h%d W_out, loss = 0.5 / B * sum((p - y)^2)" % K)
    p = f.matmul("p", h, w_out)
    d = f.sub("diff", p, y)
    loss = o.sq_loss("loss", d, 0.5 / B)
    f.comment("Backward.\ndp = (p - y) / B, dW_out = h%d^T dp, dh%d = dp W_out^T" % (K, K))
    dp = o.scale("dp", d, 1.0 / B)
    dw_out = o.dense_wgrad("dw_out", hs[K], dp)
    dh = o.dense_dgrad("dh%d" % K, dp, w_out)
    dws = {}
    for k in reversed(range(K)):
        f.comment("Block %d: dz%d = dh%d * (z%d > 0), dW%d = h%d^T dz%d, dh%d = dh%d + dz%d W%d^T" % (
            k + 1, k + 1, k + 1, k + 1, k + 1, k, k + 1, k, k + 1, k + 1, k + 1))
        dz = o.relu_bwd("dz%d" % (k + 1), dh, zs[k])
        dws[k] = o.dense_wgrad("dw%d" % (k + 1), hs[k], dz)
        t = o.dense_dgrad("dr%d" % (k + 1), dz, ws[k])
        dh = f.add("dh%d" % k, dh, t)
    f.comment("dW_in = x^T dh0")
    dw_in = o.dense_wgrad("dw_in", x, dh)
    f.ret(loss, dw_in, *[dws[k] for k in range(K)], dw_out)
    header = """
residual_mlp: %d residual blocks of width %d, batch B = %d, squared-error loss.
  Forward:  h0 = x W_in
            z_k = h_{k-1} W_k,  h_k = h_{k-1} + relu(z_k)      (k = 1..%d)
            p = h_%d W_out,  loss = 0.5 / B * sum((p - y)^2)
  Backward: dp = (p - y) / B,  dW_out = h_%d^T dp,  dh_%d = dp W_out^T
            dz_k = dh_k * [z_k > 0],  dW_k = h_{k-1}^T dz_k,  dh_{k-1} = dh_k + dz_k W_k^T
            dW_in = x^T dh_0
@step(x, y, w_in, w1, ..., w%d, w_out) returns (loss, dw_in, dw1, ..., dw%d, dw_out).
Input scales: w_in 0.5, w1..w%d 0.25, w_out 0.25, x and y 1.
""" % (K, H, B, K, K, K, K, K, K, K)
    scales = {"w_in": 0.5, "w_out": 0.25}
    scales.update({"w%d" % (k + 1): 0.25 for k in range(K)})
    return header, f, scales


# --------------------------------------------------------------------------
def maxpool_bwd(f, hint, h, m, dm):
    """Gradient of a 2x2/stride-2 max pool: route dm to the positions of h
    that equal their window's max (expand h to (n, i, a, j, b, c))."""
    n, H, W, c = f.shape[h]
    he = f.expand(hint + "_in6", h, [[0], [1, 2], [3, 4], [5]], [n, H // 2, 2, W // 2, 2, c])
    zero = f.const(0.0, "zero")
    g = f.generic(hint + "_6d", "n, i, a, j, b, c",
                  [(he, "n, i, a, j, b, c"), (m, "n, i, j, c"), (dm, "n, i, j, c")],
                  ([n, H // 2, 2, W // 2, 2, c], "n, i, a, j, b, c"),
                  (["%y0 = arith.cmpf oeq, {0}, {1} : f32",
                    "%%y1 = arith.select %%y0, {2}, %s : f32" % zero], "%y1"))
    return f.collapse(hint, g, [[0], [1, 2], [3, 4], [5]], [n, H, W, c])


def conv_wgrad(f, hint, p, dz):
    """dW[kh, kw, ci, co] = sum_{n, oh, ow} p[n, oh + kh, ow + kw, ci] dz[n, oh, ow, co]."""
    n, oh, ow, co = f.shape[dz]
    _, ph, pw, ci = f.shape[p]
    kh, kw = ph - oh + 1, pw - ow + 1
    return f.generic(hint, "n, oh, ow, kh, kw, ci, co",
                     [(p, "n, oh + kh, ow + kw, ci"), (dz, "n, oh, ow, co")],
                     ([kh, kw, ci, co], "kh, kw, ci, co"), MULADD, fill=0.0)


def conv_flip(f, hint, w):
    """wf[kh, kw, co, ci] = w[2 - kh, 2 - kw, ci, co] (3x3 kernels)."""
    kh, kw, ci, co = f.shape[w]
    return f.generic(hint, "kh, kw, co, ci", [(w, "%d - kh, %d - kw, ci, co" % (kh - 1, kw - 1))],
                     ([kh, kw, co, ci], "kh, kw, co, ci"), COPY)


def small_cnn(batch=8):
    """batch: the batch size N (bench/gpu/max_batch.py varies it)."""
    N, S, CIN, NOUT = batch, 16, 4, 10
    # (spatial size, output channels of each 3x3 'same' convolution); a 2x2
    # max pool ends every stage.
    stages = [(16, [16, 16, 16]), (8, [32, 32, 32])]
    f = Func("step")
    o = Ops(f)
    x = f.arg("x", [N, S, S, CIN])
    y = f.arg("y", [N, NOUT])
    ws = []
    cin = CIN
    for _, chans in stages:
        for c in chans:
            ws.append(f.arg("w%d" % (len(ws) + 1), [3, 3, cin, c]))
            cin = c
    FLAT = (S // 4) * (S // 4) * cin
    wd = f.arg("wd", [FLAT, NOUT])
    bd = f.arg("bd", [NOUT])
    P = [0, 1, 1, 0]
    f.comment("Forward.")
    layers = []   # (padded input, z, h) per convolution
    pools = []    # (h, m) per stage
    a = x
    l = 0
    for si, (size, chans) in enumerate(stages):
        f.comment("Stage %d (%dx%d): %d convolutions 3x3 'same' (zero padding 1) with relu, then a 2x2 max pool."
                  % (si + 1, size, size, len(chans)))
        for c in chans:
            l += 1
            p = f.pad("p%d" % l, a, P, P)
            z = f.conv("z%d" % l, p, ws[l - 1])
            h = o.relu("h%d" % l, z)
            layers.append((p, z, h))
            a = h
        m = f.maxpool2("m%d" % (si + 1), a)
        pools.append((a, m))
        a = m
    f.comment("Dense head: out = flatten(m%d) Wd + bd, loss = 0.5 / N * sum((out - y)^2)" % len(stages))
    flat = f.collapse("flat", a, [[0], [1, 2, 3]], [N, FLAT])
    mm = f.matmul("mm", flat, wd)
    out = o.bias_add("out", mm, bd)
    d = f.sub("diff", out, y)
    loss = o.sq_loss("loss", d, 0.5 / N)
    f.comment("Backward.\nDense head.")
    dout = o.scale("dout", d, 1.0 / N)
    dwd = o.dense_wgrad("dwd", flat, dout)
    dbd = o.colsum("dbd", dout)
    dflat = o.dense_dgrad("dflat", dout, wd)
    da = f.expand("dm%d" % len(stages), dflat, [[0], [1, 2, 3]], f.shape[a])
    dws = {}
    for si in reversed(range(len(stages))):
        f.comment("Stage %d: max pool, then per convolution: relu, dW = correlation of the padded input with dz,\n"
                  "d(input) = 'same' convolution of dz with the flipped, transposed kernel." % (si + 1))
        h, m = pools[si]
        first = sum(len(c) for _, c in stages[:si]) + 1
        last = first + len(stages[si][1]) - 1
        dh = maxpool_bwd(f, "dh%d" % last, h, m, da)
        for l in range(last, first - 1, -1):
            p, z, _ = layers[l - 1]
            dz = o.relu_bwd("dz%d" % l, dh, z)
            dws[l] = conv_wgrad(f, "dw%d" % l, p, dz)
            if l == 1:
                break
            dzp = f.pad("dz%dp" % l, dz, P, P)
            wf = conv_flip(f, "w%df" % l, ws[l - 1])
            name = ("dh%d" % (l - 1)) if l > first else ("dm%d" % si)
            dh = f.conv(name, dzp, wf)
        da = dh
    f.ret(loss, *[dws[l] for l in range(1, len(ws) + 1)], dwd, dbd)
    header = """
small_cnn: a CNN of %d convolutions on NHWC images (%dx%d, %d channels), batch N = %d.
  Forward, per convolution l (stage 1 at 16x16: l = 1..3, 16 channels; stage 2 at
  8x8: l = 4..6, 32 channels; each stage ends with a 2x2 max pool):
            z_l = conv3x3(pad1(a_{l-1}), W_l);  h_l = relu(z_l)       (a_0 = x)
            m_s = maxpool2x2(h_last of stage s);  a = m_s feeds the next stage
            out = flatten(m_2) Wd + bd;   loss = 0.5 / N * sum((out - y)^2)
  conv3x3 is linalg.conv_2d_nhwc_hwcf (valid, stride 1) on the zero-padded input
  (tensor.pad), maxpool2x2 is linalg.pooling_nhwc_max (2x2 window, stride 2).
  Backward: dout = (out - y) / N;  dWd = flatten(m_2)^T dout;  dbd = sum_n dout
            dm_2 = unflatten(dout Wd^T)
            maxpool:  dh[n, 2i+a, 2j+b, c] = (h[n, 2i+a, 2j+b, c] == m[n, i, j, c]) ? dm[n, i, j, c] : 0
            relu:     dz_l = dh_l * [z_l > 0]
            conv:     dW_l[kh, kw, ci, co] = sum_{n, oh, ow} pad1(a_{l-1})[n, oh+kh, ow+kw, ci] dz_l[n, oh, ow, co]
                      da_{l-1} = conv3x3(pad1(dz_l), Wf_l),  Wf_l[kh, kw, co, ci] = W_l[2-kh, 2-kw, ci, co]
@step(x, y, w1, ..., w6, wd, bd) returns (loss, dw1, ..., dw6, dwd, dbd).
Input scales: w1 0.5, w2..w6 0.25, wd 0.2; x, y and bd 1.
""" % (len(ws), S, S, CIN, N)
    scales = {"w1": 0.5, "wd": 0.2}
    scales.update({"w%d" % l: 0.25 for l in range(2, len(ws) + 1)})
    return header, f, scales


MODELS["residual_mlp"] = residual_mlp
MODELS["small_cnn"] = small_cnn


def combine_heads(f, hint, parts, axis=None):
    """Concatenation along a new head dimension inserted at position `axis`
    of the output (default: before the last dimension):
    out[..., h, ...] = parts[h][...], as one generic that selects by
    linalg.index."""
    shape = f.shape[parts[0]]
    H = len(parts)
    if axis is None:
        axis = len(shape) - 1
    names = ["i%d" % k for k in range(len(shape))]
    onames = names[:axis] + ["h"] + names[axis:]
    lines = ["%%y0 = linalg.index %d : index" % axis]
    cur = "{0}"
    k = 1
    for h in range(1, H):
        c = f.iconst(h)
        lines.append("%%y%d = arith.cmpi eq, %%y0, %s : index" % (k, c))
        lines.append("%%y%d = arith.select %%y%d, {%d}, %s : f32" % (k + 1, k, h, cur))
        cur = "%%y%d" % (k + 1)
        k += 2
    oshape = shape[:axis] + [H] + shape[axis:]
    return f.generic(hint, ", ".join(onames), [(p, ", ".join(names)) for p in parts],
                     (oshape, ", ".join(onames)), (lines, cur))


def attention(batch=32):
    """batch: the number of sequences B (bench/gpu/max_batch.py varies it)."""
    B, T, DIN, H, DH = batch, 16, 16, 4, 16
    D = H * DH
    scale = 1.0 / math.sqrt(DH)
    f = Func("step")
    o = Ops(f)
    x = f.arg("x", [B, T, DIN])
    y = f.arg("y", [B, D])
    wq = f.arg("wq", [DIN, D])
    wk = f.arg("wk", [DIN, D])
    wv = f.arg("wv", [DIN, D])
    wo = f.arg("wo", [D, D])
    f.comment("Forward. The B*T tokens as rows: X2 = [B*T, %d]." % DIN)
    x2 = f.collapse("xt", x, [[0, 1], [2]], [B * T, DIN])
    heads = []
    for h in range(H):
        f.comment("Head %d: Q_h = X Wq[:, h], K_h = X Wk[:, h], V_h = X Wv[:, h] (E = %d columns each),\n"
                  "S = Q_h K_h^T / sqrt(%d), P = softmax_s(S) (max-subtracted), A_h = P V_h" % (h, DH, DH))
        proj = {}
        for nm, w in (("q", wq), ("k", wk), ("v", wv)):
            wh = f.extract_slice("w%s%d" % (nm, h), w, [0, h * DH], [DIN, DH])
            p2 = f.matmul("%s%d" % (nm, h), x2, wh)
            proj[nm] = f.expand("%s%d_3d" % (nm, h), p2, [[0, 1], [2]], [B, T, DH])
        qh, kh, vh = proj["q"], proj["k"], proj["v"]
        raw = f.generic("qk%d" % h, "b, t, s, e", [(qh, "b, t, e"), (kh, "b, s, e")],
                        ([B, T, T], "b, t, s"), MULADD, fill=0.0)
        sc = o.scale("s%d" % h, raw, scale)
        mx = f.generic("smax%d" % h, "b, t, s", [(sc, "b, t, s")], ([B, T], "b, t"),
                       (["%y0 = arith.maximumf {out}, {0} : f32"], "%y0"), fill=float("-inf"))
        ex = f.generic("exp%d" % h, "b, t, s", [(sc, "b, t, s"), (mx, "b, t")], ([B, T, T], "b, t, s"),
                       (["%y0 = arith.subf {0}, {1} : f32", "%y1 = math.exp %y0 : f32"], "%y1"))
        sm = f.generic("ssum%d" % h, "b, t, s", [(ex, "b, t, s")], ([B, T], "b, t"),
                       (["%y0 = arith.addf {out}, {0} : f32"], "%y0"), fill=0.0)
        pr = f.generic("p%d" % h, "b, t, s", [(ex, "b, t, s"), (sm, "b, t")], ([B, T, T], "b, t, s"),
                       (["%y0 = arith.divf {0}, {1} : f32"], "%y0"))
        ah = f.generic("a%d" % h, "b, t, s, e", [(pr, "b, t, s"), (vh, "b, s, e")],
                       ([B, T, DH], "b, t, e"), MULADD, fill=0.0)
        heads.append((qh, kh, vh, pr, ah))
    f.comment("Concatenate the heads, output projection O = A Wo, mean over the tokens,\n"
              "loss = 0.5 / B * sum((mean_t O - y)^2)")
    a4 = combine_heads(f, "a4", [hd[4] for hd in heads])
    a2 = f.collapse("a2", a4, [[0, 1], [2, 3]], [B * T, D])
    o2 = f.matmul("o2", a2, wo)
    o3 = f.expand("o3", o2, [[0, 1], [2]], [B, T, D])
    invt = f.const(1.0 / T)
    pool = f.generic("pool", "b, t, j", [(o3, "b, t, j")], ([B, D], "b, j"),
                     (["%%y0 = arith.mulf {0}, %s : f32" % invt, "%y1 = arith.addf {out}, %y0 : f32"], "%y1"),
                     fill=0.0)
    d = f.sub("diff", pool, y)
    loss = o.sq_loss("loss", d, 0.5 / B)
    f.comment("Backward.\ndO[b, t, j] = (mean_t O - y)[b, j] / (B T)")
    k_bt = f.const(1.0 / (B * T))
    do3 = f.generic("do3", "b, t, j", [(d, "b, j")], ([B, T, D], "b, t, j"),
                    (["%%y0 = arith.mulf {0}, %s : f32" % k_bt], "%y0"))
    do2 = f.collapse("do2", do3, [[0, 1], [2]], [B * T, D])
    dwo, dwq, dwk, dwv = [], [], [], []
    ks = f.const(scale)
    for h in range(H):
        qh, kh, vh, pr, ah = heads[h]
        f.comment("Head %d: dWo[h] = A_h^T dO (rows of dWo), dA_h = dO Wo[h]^T,\n"
                  "dP = dA_h V_h^T, dV_h = P^T dA_h, dS = P * (dP - rowsum(dP * P)) / sqrt(%d),\n"
                  "dQ_h = dS K_h, dK_h = dS^T Q_h" % (h, DH))
        dwo.append(f.generic("dwo%d" % h, "b, t, e, j", [(ah, "b, t, e"), (do3, "b, t, j")],
                             ([DH, D], "e, j"), MULADD, fill=0.0))
        woh = f.extract_slice("wo%d" % h, wo, [h * DH, 0], [DH, D])
        da2 = o.dense_dgrad("da%d" % h, do2, woh)
        dah = f.expand("da%d_3d" % h, da2, [[0, 1], [2]], [B, T, DH])
        dp = f.generic("dp%d" % h, "b, t, s, e", [(dah, "b, t, e"), (vh, "b, s, e")],
                       ([B, T, T], "b, t, s"), MULADD, fill=0.0)
        dvh = f.generic("dv%d" % h, "b, s, t, e", [(pr, "b, t, s"), (dah, "b, t, e")],
                        ([B, T, DH], "b, s, e"), MULADD, fill=0.0)
        rs = f.generic("rs%d" % h, "b, t, s", [(dp, "b, t, s"), (pr, "b, t, s")], ([B, T], "b, t"),
                       MULADD, fill=0.0)
        ds = f.generic("ds%d" % h, "b, t, s", [(pr, "b, t, s"), (dp, "b, t, s"), (rs, "b, t")],
                       ([B, T, T], "b, t, s"),
                       (["%y0 = arith.subf {1}, {2} : f32", "%y1 = arith.mulf {0}, %y0 : f32",
                         "%%y2 = arith.mulf %%y1, %s : f32" % ks], "%y2"))
        dqh = f.generic("dq%d" % h, "b, t, s, e", [(ds, "b, t, s"), (kh, "b, s, e")],
                        ([B, T, DH], "b, t, e"), MULADD, fill=0.0)
        dkh = f.generic("dk%d" % h, "b, s, t, e", [(ds, "b, t, s"), (qh, "b, t, e")],
                        ([B, T, DH], "b, s, e"), MULADD, fill=0.0)
        f.comment("Head %d's columns of the projection gradients: dWq[:, h] = X^T dQ_h,\n"
                  "dWk[:, h] = X^T dK_h, dWv[:, h] = X^T dV_h (contractions over all tokens)" % h)
        for nm, lst, g in (("q", dwq, dqh), ("k", dwk, dkh), ("v", dwv, dvh)):
            lst.append(f.generic("dw%s%d" % (nm, h), "b, t, d, e", [(x, "b, t, d"), (g, "b, t, e")],
                                 ([DIN, DH], "d, e"), MULADD, fill=0.0))
    f.comment("Concatenate the heads' columns of dWq, dWk, dWv and rows of dWo")
    grads = []
    for nm, parts in (("q", dwq), ("k", dwk), ("v", dwv)):
        g3 = combine_heads(f, "dw%s3" % nm, parts)
        grads.append(f.collapse("dw%s" % nm, g3, [[0], [1, 2]], [DIN, D]))
    g3 = combine_heads(f, "dwo3", dwo, axis=0)
    grads.append(f.collapse("dwo", g3, [[0, 1], [2]], [D, D]))
    f.ret(loss, *grads)
    header = """
attention: one multi-head self-attention block (B = %d sequences of T = %d tokens,
input width %d, model width D = %d, H = %d heads of width E = %d), mean-pooled
readout, squared-error loss. Every head has its own ops (its projections use
column slices of Wq, Wk, Wv and a row slice of Wo), so that a head's working set
can be freed and recomputed on its own.
  Forward:  per head h:  Q_h = X Wq[:, h],  K_h = X Wk[:, h],  V_h = X Wv[:, h]
                         S = Q_h K_h^T / sqrt(E)              ([B, T, T])
                         P = exp(S - max_s S) / sum_s exp(S - max_s S)
                         A_h = P V_h                          ([B, T, E])
            A = concat_h A_h,  O = A Wo,  y_hat[b] = mean_t O[b, t]
            loss = 0.5 / B * sum((y_hat - y)^2)
  Backward: dO[b, t] = (y_hat - y)[b] / (B T)
            per head h:  dWo[h] = A_h^T dO,  dA_h = dO Wo[h]^T
                         dP = dA_h V_h^T,  dV_h = P^T dA_h
                         dS = P * (dP - sum_s(dP * P)) / sqrt(E)
                         dQ_h = dS K_h,  dK_h = dS^T Q_h
                         dWq[:, h] = X^T dQ_h,  dWk[:, h] = X^T dK_h,  dWv[:, h] = X^T dV_h
  (X^T dQ_h etc. contract over all B*T tokens; [:, h] are head h's E columns,
  Wo[h] its E rows.)
@step(x, y, wq, wk, wv, wo) returns (loss, dwq, dwk, dwv, dwo).
Input scales: wq and wk 3 (so the scores are of order 1), wo 0.5; x, y and wv 1.
""" % (B, T, DIN, D, H, DH)
    scales = {"wq": 3.0, "wk": 3.0, "wo": 0.5}
    return header, f, scales


MODELS["attention"] = attention


def unet_skips():
    B, DIN, DOUT = 512, 32, 16
    enc = [64, 64, 48, 32]          # e1..e4 (e4 is the bottleneck)
    f = Func("step")
    o = Ops(f)
    x = f.arg("x", [B, DIN])
    y = f.arg("y", [B, DOUT])
    W, b = [], []
    prev = DIN
    for k, w in enumerate(enc):
        W.append(f.arg("w%d" % (k + 1), [prev, w]))
        b.append(f.arg("b%d" % (k + 1), [w]))
        prev = w
    U = {}
    for k in (3, 2, 1):            # d_k = relu(d_{k+1} U_k + e_k), d_4 = e_4
        U[k] = f.arg("u%d" % k, [enc[k], enc[k - 1]])
    wo = f.arg("wo", [enc[0], DOUT])
    bo = f.arg("bo", [DOUT])
    f.comment("Forward.\nEncoder: e_k = relu(e_{k-1} W_k + b_k), e_0 = x")
    e, z = [x], [None]
    for k in range(4):
        mm = f.matmul("mm%d" % (k + 1), e[k], W[k])
        zk = o.bias_add("z%d" % (k + 1), mm, b[k])
        e.append(o.relu("e%d" % (k + 1), zk))
        z.append(zk)
    f.comment("Decoder with long skips: s_k = d_{k+1} U_k + e_k, d_k = relu(s_k), d_4 = e_4")
    d = {4: e[4]}
    s_ = {}
    for k in (3, 2, 1):
        mm = f.matmul("du%d" % k, d[k + 1], U[k])
        s_[k] = f.add("s%d" % k, mm, e[k])
        d[k] = o.relu("d%d" % k, s_[k])
    f.comment("p = d1 Wo + bo, loss = 0.5 / B * sum((p - y)^2)")
    mm = f.matmul("mmo", d[1], wo)
    p = o.bias_add("p", mm, bo)
    diff = f.sub("diff", p, y)
    loss = o.sq_loss("loss", diff, 0.5 / B)
    f.comment("Backward.\ndp = (p - y) / B, dWo = d1^T dp, dbo = colsum(dp), dd1 = dp Wo^T")
    dp = o.scale("dp", diff, 1.0 / B)
    dwo = o.dense_wgrad("dwo", d[1], dp)
    dbo = o.colsum("dbo", dp)
    dd = o.dense_dgrad("dd1", dp, wo)
    du, ds = {}, {}
    for k in (1, 2, 3):
        f.comment("Decoder %d: ds%d = dd%d * (s%d > 0), dU%d = d%d^T ds%d, dd%d = ds%d U%d^T (ds%d also flows to e%d)"
                  % (k, k, k, k, k, k + 1, k, k + 1, k, k, k, k))
        ds[k] = o.relu_bwd("ds%d" % k, dd, s_[k])
        du[k] = o.dense_wgrad("du%d_grad" % k, d[k + 1], ds[k])
        dd = o.dense_dgrad("dd%d" % (k + 1) if k < 3 else "de4", ds[k], U[k])
    de = dd
    dW, db = {}, {}
    for k in (4, 3, 2, 1):
        f.comment("Encoder %d: dz%d = de%d * (z%d > 0), dW%d = e%d^T dz%d, db%d = colsum(dz%d)%s"
                  % (k, k, k, k, k, k - 1, k, k, k,
                     (", de%d = ds%d + dz%d W%d^T" % (k - 1, k - 1, k, k)) if k > 1 else ""))
        dz = o.relu_bwd("dz%d" % k, de, z[k])
        dW[k] = o.dense_wgrad("dw%d" % k, e[k - 1], dz)
        db[k] = o.colsum("db%d" % k, dz)
        if k > 1:
            t = o.dense_dgrad("dt%d" % (k - 1), dz, W[k - 1])
            de = f.add("de%d" % (k - 1), ds[k - 1], t)
    res = [loss]
    for k in (1, 2, 3, 4):
        res += [dW[k], db[k]]
    res += [du[3], du[2], du[1], dwo, dbo]
    f.ret(*res)
    header = """
unet_skips: a U-Net-like MLP with long skip connections, batch B = %d.
  Encoder widths %s (e4 is the bottleneck); the decoder climbs back up and
  adds the encoder activation of the same level, so e1 is used at the very end.
  Forward:  e_0 = x;  z_k = e_{k-1} W_k + b_k,  e_k = relu(z_k)        (k = 1..4)
            d_4 = e_4;  s_k = d_{k+1} U_k + e_k,  d_k = relu(s_k)      (k = 3, 2, 1)
            p = d_1 Wo + bo;  loss = 0.5 / B * sum((p - y)^2)
  Backward: dp = (p - y) / B;  dWo = d_1^T dp;  dbo = colsum(dp);  dd_1 = dp Wo^T
            ds_k = dd_k * [s_k > 0];  dU_k = d_{k+1}^T ds_k;  dd_{k+1} = ds_k U_k^T   (k = 1, 2, 3)
            de_4 = dd_4
            dz_k = de_k * [z_k > 0];  dW_k = e_{k-1}^T dz_k;  db_k = colsum(dz_k)
            de_{k-1} = ds_{k-1} + dz_k W_k^T                             (k = 4, 3, 2)
@step(x, y, w1, b1, ..., w4, b4, u3, u2, u1, wo, bo)
  returns (loss, dw1, db1, ..., dw4, db4, du3, du2, du1, dwo, dbo).
Input scales: w1..w4, u3..u1 and wo 0.5; x, y and the biases 1.
""" % (B, "-".join(map(str, [DIN] + enc)))
    scales = {"w%d" % k: 0.5 for k in range(1, 5)}
    scales.update({"u%d" % k: 0.5 for k in range(1, 4)})
    scales["wo"] = 0.5
    return header, f, scales


def norm_fwd(f, o, hint, h, axis, g, be, eps):
    """Normalize h ([M, N]) over `axis` (1: rows, layer-norm like; 0: columns,
    batch-norm like), then a = n * g + be with per-column g, be; returns
    (n, rstd, a)."""
    M, N = f.shape[h]
    red = "i1" if axis == 1 else "i0"
    keep = "i0" if axis == 1 else "i1"
    vshape = [M] if axis == 1 else [N]
    cnt = N if axis == 1 else M
    inv = f.const(1.0 / cnt)
    mu = f.generic(hint + "_mean", "i0, i1", [(h, "i0, i1")], (vshape, keep),
                   (["%%y0 = arith.mulf {0}, %s : f32" % inv, "%y1 = arith.addf {out}, %y0 : f32"], "%y1"),
                   fill=0.0)
    c = f.ew(hint + "_c", [h, (mu, keep)], (["%y0 = arith.subf {0}, {1} : f32"], "%y0"))
    var = f.generic(hint + "_var", "i0, i1", [(c, "i0, i1")], (vshape, keep),
                    (["%y0 = arith.mulf {0}, {0} : f32", "%%y1 = arith.mulf %%y0, %s : f32" % inv,
                      "%y2 = arith.addf {out}, %y1 : f32"], "%y2"), fill=0.0)
    ceps = f.const(eps)
    idx = "i0" if len(vshape) == 1 else None
    rstd = f.generic(hint + "_rstd", "i0", [(var, "i0")], (vshape, "i0"),
                     (["%%y0 = arith.addf {0}, %s : f32" % ceps, "%y1 = math.rsqrt %y0 : f32"], "%y1"))
    n = f.ew(hint + "_n", [c, (rstd, keep)], (["%y0 = arith.mulf {0}, {1} : f32"], "%y0"))
    a = f.ew(hint + "_a", [n, (g, "i1"), (be, "i1")],
             (["%y0 = arith.mulf {0}, {1} : f32", "%y1 = arith.addf %y0, {2} : f32"], "%y1"))
    return n, rstd, a


def norm_bwd(f, o, hint, dn, n, rstd, axis):
    """dh = rstd * (dn - mean(dn) - n * mean(dn * n)), means over `axis`."""
    M, N = f.shape[dn]
    keep = "i0" if axis == 1 else "i1"
    vshape = [M] if axis == 1 else [N]
    cnt = N if axis == 1 else M
    inv = f.const(1.0 / cnt)
    m1 = f.generic(hint + "_m1", "i0, i1", [(dn, "i0, i1")], (vshape, keep),
                   (["%%y0 = arith.mulf {0}, %s : f32" % inv, "%y1 = arith.addf {out}, %y0 : f32"], "%y1"),
                   fill=0.0)
    m2 = f.generic(hint + "_m2", "i0, i1", [(dn, "i0, i1"), (n, "i0, i1")], (vshape, keep),
                   (["%y0 = arith.mulf {0}, {1} : f32", "%%y1 = arith.mulf %%y0, %s : f32" % inv,
                     "%y2 = arith.addf {out}, %y1 : f32"], "%y2"), fill=0.0)
    return f.ew(hint, [dn, n, (m1, keep), (m2, keep), (rstd, keep)],
                (["%y0 = arith.subf {0}, {2} : f32", "%y1 = arith.mulf {1}, {3} : f32",
                  "%y2 = arith.subf %y0, %y1 : f32", "%y3 = arith.mulf %y2, {4} : f32"], "%y3"))


def broadcast_reduce():
    B, D, NB = 256, 128, 6
    eps = 1e-5
    axes = [1 if k % 2 == 0 else 0 for k in range(NB)]   # LN, BN, LN, BN, ...
    f = Func("step")
    o = Ops(f)
    x = f.arg("x", [B, D])
    y = f.arg("y", [B])
    gs, bes = [], []
    for k in range(NB):
        gs.append(f.arg("g%d" % (k + 1), [D]))
        bes.append(f.arg("be%d" % (k + 1), [D]))
    v = f.arg("v", [D])
    one = f.const(1.0, "one")
    f.comment("Forward.")
    h = x
    hs, saved = [x], []
    for k in range(NB):
        f.comment("Block %d: normalize over the %s, h%d = tanh(n%d * g%d + be%d)"
                  % (k + 1, "columns of each row" if axes[k] == 1 else "rows of each column",
                     k + 1, k + 1, k + 1, k + 1))
        n, rstd, a = norm_fwd(f, o, "n%d" % (k + 1), h, axes[k], gs[k], bes[k], eps)
        h = f.ew("h%d" % (k + 1), [a], (["%y0 = math.tanh {0} : f32"], "%y0"))
        saved.append((n, rstd))
        hs.append(h)
    f.comment("Readout r = h%d v (a broadcast-multiply-reduce), loss = 0.5 / B * sum((r - y)^2)" % NB)
    r = f.generic("r", "i0, i1", [(h, "i0, i1"), (v, "i1")], ([B], "i0"), MULADD, fill=0.0)
    diff = f.sub("diff", r, y)
    loss = o.sq_loss("loss", diff, 0.5 / B)
    f.comment("Backward.\ndr = (r - y) / B, dv = h%d^T dr, dh%d = dr v^T (outer product)" % (NB, NB))
    dr = o.scale("dr", diff, 1.0 / B)
    dv = f.generic("dv", "i0, i1", [(h, "i0, i1"), (dr, "i0")], ([D], "i1"), MULADD, fill=0.0)
    dh = f.generic("dh%d" % NB, "i0, i1", [(dr, "i0"), (v, "i1")], ([B, D], "i0, i1"),
                   (["%y0 = arith.mulf {0}, {1} : f32"], "%y0"))
    dg, dbe = {}, {}
    for k in reversed(range(NB)):
        n, rstd = saved[k]
        f.comment("Block %d: da = dh * (1 - h^2), dg = colsum(da * n), dbe = colsum(da), dn = da * g,\n"
                  "dh%d = rstd * (dn - mean(dn) - n * mean(dn * n)) over the normalized axis" % (k + 1, k))
        da = f.ew("da%d" % (k + 1), [dh, hs[k + 1]],
                  (["%y0 = arith.mulf {1}, {1} : f32", "%%y1 = arith.subf %s, %%y0 : f32" % one,
                    "%y2 = arith.mulf {0}, %y1 : f32"], "%y2"))
        dg[k] = f.generic("dg%d" % (k + 1), "i0, i1", [(da, "i0, i1"), (n, "i0, i1")], ([D], "i1"),
                          MULADD, fill=0.0)
        dbe[k] = o.colsum("dbe%d" % (k + 1), da)
        dn = f.ew("dn%d" % (k + 1), [da, (gs[k], "i1")], (["%y0 = arith.mulf {0}, {1} : f32"], "%y0"))
        dh = norm_bwd(f, o, "dh%d" % k, dn, n, rstd, axes[k])
    res = [loss]
    for k in range(NB):
        res += [dg[k], dbe[k]]
    res.append(dv)
    f.ret(*res)
    header = """
broadcast_reduce: %d normalization blocks on a [B = %d, D = %d] activation,
alternating a layer-norm-like normalization over each row (blocks 1, 3, 5) and a
batch-norm-like one over each column (blocks 2, 4, 6), with per-column scale and
shift and a tanh; a broadcast-multiply-reduce readout; squared-error loss.
  Forward:  h_0 = x;  for block k, with means over the normalized axis (size M):
            mu = mean(h_{k-1});  c = h_{k-1} - mu;  var = mean(c^2)
            rstd = 1 / sqrt(var + 1e-5);  n_k = c * rstd
            h_k = tanh(n_k * g_k + be_k)                 (g_k, be_k broadcast over rows)
            r[i] = sum_j h_%d[i, j] v[j];  loss = 0.5 / B * sum((r - y)^2)
  Backward: dr = (r - y) / B;  dv = h_%d^T dr;  dh_%d = dr v^T
            da = dh_k * (1 - h_k^2);  dg_k = sum_i da * n_k;  dbe_k = sum_i da
            dn = da * g_k;  dh_{k-1} = rstd * (dn - mean(dn) - n_k * mean(dn * n_k))
@step(x, y, g1, be1, ..., g%d, be%d, v) returns (loss, dg1, dbe1, ..., dg%d, dbe%d, dv).
Input scales: all 1 (x, y [B], g_k, be_k, v [D]).
""" % (NB, B, D, NB, NB, NB, NB, NB, NB, NB)
    return header, f, {}


MODELS["unet_skips"] = unet_skips
MODELS["broadcast_reduce"] = broadcast_reduce


def leading_directives(path):
    """The lit directive lines at the top of an existing program."""
    if not os.path.exists(path):
        return None
    keep = []
    with open(path) as fh:
        for line in fh:
            if not re.match(r"^// [A-Z][A-Z-]*(\([^)]*\))?:", line):
                break
            keep.append(line.rstrip("\n"))
    return keep or None


if __name__ == "__main__":
    import sys
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    outdir = sys.argv[1]
    names = sys.argv[2:] or list(MODELS)
    for n in names:
        header, f, scales = MODELS[n]()
        path = os.path.join(outdir, n + ".mlir")
        text = program(header, f, scales, leading_directives(path))
        with open(path, "w") as fh:
            fh.write(text)
