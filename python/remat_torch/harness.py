"""Deterministic inputs for a training step, in PyTorch and as an MLIR @main.

Input k of @step (inputs first, then parameters), flat row-major element i,
with t = i * 37 + k * 11 and h = (t * t + 7 * t) mod 1009:
    float: offset_k + scale_k * float(h - 504) / 1000
    int:   h mod range_k                                      (labels, ids)
The quadratic hash matters: a linear one (t mod 101) makes neighbouring
elements arithmetic progressions, so some convolutions see nearly constant
inputs and batch norm then amplifies float32 rounding into percents.
computed in float32 / int64 the same way on both sides, so the compiled step
and PyTorch's eager step see bit-identical inputs. @main builds them, calls
@step between remat_rt_reset_peak / remat_rt_print_peak of the
allocation-counting runtime and prints every result with remat_rt_print_f32
(an int64 result, e.g. a batch norm's updated num_batches_tracked, converted
to f32 first).
"""

from dataclasses import dataclass
import math

import torch


@dataclass
class Arg:
    name: str
    shape: tuple
    kind: str = "float"   # "float" or "int"
    scale: float = 1.0    # float: value scale
    offset: float = 0.0   # float: value offset
    range: int = 0        # int: values in [0, range)


def values(arg, k):
    """The tensor input `k` of @step holds."""
    n = math.prod(arg.shape)
    i = torch.arange(n, dtype=torch.int64)
    t = i * 37 + k * 11
    h = (t * t + 7 * t) % 1009
    if arg.kind == "int":
        return (h % arg.range).reshape(arg.shape)
    v = (h - 504).to(torch.float32) / torch.tensor(1000.0)
    v = v * torch.tensor(float(arg.scale), dtype=torch.float32)
    if arg.offset:
        v = v + torch.tensor(float(arg.offset), dtype=torch.float32)
    return v.reshape(arg.shape)


def param_arg(name, p):
    """Inputs for a parameter: weights scaled by 2/sqrt(fan-in), norm scales
    around 1, other vectors (biases, norm shifts) small."""
    shape = tuple(p.shape)
    if len(shape) >= 2:
        fan_in = math.prod(shape[1:])
        return Arg(name, shape, scale=2.0 / math.sqrt(fan_in))
    leaf = name.split(".")[-1]
    is_norm_scale = leaf == "weight" and len(shape) == 1
    return Arg(name, shape, scale=0.2, offset=1.0 if is_norm_scale else 0.0)


def buffer_arg(name, b):
    """Inputs for a buffer argument: float ones like a parameter's, integer
    ones (counters such as num_batches_tracked) in [0, 100)."""
    if b.is_floating_point():
        return param_arg(name, b)
    if b.dtype == torch.int64:
        return Arg(name, tuple(b.shape), "int", range=100)
    raise ValueError("buffer '%s' has dtype %s; the harness makes float and "
                     "int64 inputs only (import it as a constant)" %
                     (name, b.dtype))


def _ttype(shape, elem):
    return "tensor<" + "".join("%dx" % d for d in shape) + elem + ">"


def _fmt(v):
    return "%.9e" % v


def _parse_ttype(text):
    """(shape, element type) of "tensor<2x3xf32>"."""
    inner = text[len("tensor<"):-1].split("x")
    return tuple(int(d) for d in inner[:-1]), inner[-1]


def emit_main(args, results):
    """MLIR text of @main for `args` (Arg list) and the results of @step:
    shapes (f32) or tensor type strings (f32 or i64)."""
    out = [
        "func.func private @remat_rt_reset_peak()",
        "func.func private @remat_rt_print_peak()",
        "func.func private @remat_rt_print_f32(memref<*xf32>) "
        "attributes {llvm.emit_c_interface}",
        "func.func @main() -> i32 {",
        "  %c37 = arith.constant 37 : index",
        "  %c7 = arith.constant 7 : index",
        "  %c1009 = arith.constant 1009 : index",
        "  %c504 = arith.constant 504 : index",
        "  %c1000 = arith.constant 1000.0 : f32",
    ]
    names = []
    for k, a in enumerate(args):
        elem = "i64" if a.kind == "int" else "f32"
        ty = _ttype(a.shape, elem)
        rank = len(a.shape)
        dims = ", ".join("d%d" % d for d in range(rank))
        out.append("  // input %d: %s" % (k, a.name))
        out.append("  %%e%d = tensor.empty() : %s" % (k, ty))
        out.append(
            "  %%in%d = linalg.generic {indexing_maps = [affine_map<(%s) -> "
            "(%s)>], iterator_types = [%s]} outs(%%e%d : %s) {" %
            (k, dims, dims, ", ".join(['"parallel"'] * rank), k, ty))
        out.append("  ^bb0(%%o: %s):" % elem)
        # Row-major linear index of the element.
        out.append("    %lin0 = arith.constant 0 : index")
        for d, size in enumerate(a.shape):
            out.append("    %%x%d = linalg.index %d : index" % (d, d))
            out.append("    %%n%d = arith.constant %d : index" % (d, size))
            out.append("    %%m%d = arith.muli %%lin%d, %%n%d : index" %
                       (d, d, d))
            out.append("    %%lin%d = arith.addi %%m%d, %%x%d : index" %
                       (d + 1, d, d))
        out.append("    %%ck = arith.constant %d : index" % (k * 11))
        out.append("    %%t37 = arith.muli %%lin%d, %%c37 : index" % rank)
        out += ["    %t = arith.addi %t37, %ck : index",
                "    %t7 = arith.addi %t, %c7 : index",
                "    %tt = arith.muli %t, %t7 : index",
                "    %h = arith.remui %tt, %c1009 : index"]
        if a.kind == "int":
            out.append("    %%cr = arith.constant %d : index" % a.range)
            out.append("    %r = arith.remui %h, %cr : index")
            out.append("    %v = arith.index_cast %r : index to i64")
            out.append("    linalg.yield %v : i64")
        else:
            out += [
                "    %s = arith.subi %h, %c504 : index",
                "    %si = arith.index_cast %s : index to i64",
                "    %sf = arith.sitofp %si : i64 to f32",
                "    %sd = arith.divf %sf, %c1000 : f32",
                "    %%sc = arith.constant %s : f32" % _fmt(a.scale),
                "    %v0 = arith.mulf %sd, %sc : f32",
            ]
            last = "%v0"
            if a.offset:
                out.append("    %%off = arith.constant %s : f32" %
                           _fmt(a.offset))
                out.append("    %v1 = arith.addf %v0, %off : f32")
                last = "%v1"
            out.append("    linalg.yield %s : f32" % last)
        out.append("  } -> %s" % ty)
        names.append(("%%in%d" % k, ty))
    results = [_parse_ttype(r) if isinstance(r, str) else (tuple(r), "f32")
               for r in results]
    rtypes = [_ttype(s, e) for s, e in results]
    out.append("  call @remat_rt_reset_peak() : () -> ()")
    out.append("  %%res:%d = call @step(%s) : (%s) -> (%s)" % (
        len(results), ", ".join(n for n, _ in names),
        ", ".join(t for _, t in names), ", ".join(rtypes)))
    out.append("  call @remat_rt_print_peak() : () -> ()")
    for j, (s, elem) in enumerate(results):
        value = "%%res#%d" % j
        ftype = _ttype(s, "f32")
        if elem == "i64":
            rank = len(s)
            dims = ", ".join("d%d" % d for d in range(rank))
            ident = "affine_map<(%s) -> (%s)>" % (dims, dims)
            out += [
                "  %%fe%d = tensor.empty() : %s" % (j, ftype),
                "  %%f%d = linalg.generic {indexing_maps = [%s, %s], "
                "iterator_types = [%s]} ins(%s : %s) outs(%%fe%d : %s) {" % (
                    j, ident, ident, ", ".join(['"parallel"'] * rank), value,
                    rtypes[j], j, ftype),
                "  ^bb0(%i: i64, %o: f32):",
                "    %c = arith.sitofp %i : i64 to f32",
                "    linalg.yield %c : f32",
                "  } -> %s" % ftype]
            value = "%%f%d" % j
        elif elem != "f32":
            raise ValueError("@step result %d has element type %s; the "
                             "harness prints f32 and i64" % (j, elem))
        mtype = "memref<" + "".join("%dx" % d for d in s) + "f32>"
        out.append("  %%b%d = bufferization.to_buffer %s : %s to %s" %
                   (j, value, ftype, mtype))
        out.append("  %%u%d = memref.cast %%b%d : %s to memref<*xf32>" %
                   (j, j, mtype))
        out.append("  call @remat_rt_print_f32(%%u%d) : (memref<*xf32>) -> ()"
                   % j)
    out.append("  %ret = arith.constant 0 : i32")
    out.append("  return %ret : i32")
    out.append("}")
    return "\n".join(out) + "\n"
