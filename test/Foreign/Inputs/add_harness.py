#!/usr/bin/env python3
"""Appends a test harness `@main` to a module whose `@step` takes and
returns statically shaped tensors of f32 or i32 (as upstream's tosa-to-linalg
leaves them), for test/Integration/Inputs/check_budgets.py: it fills every
argument with deterministic values, calls @step between the runtime's peak
counters, and prints every result (i32 ones converted to f32).

usage: add_harness.py IN.mlir OUT.mlir
"""
import re
import sys

TENSOR = re.compile(r"tensor<((?:\d+x)*)(f32|i32)>")


def parse_types(text):
    return [(tuple(int(d) for d in m.group(1).split("x") if d), m.group(2))
            for m in TENSOR.finditer(text)]


def type_str(shape, elem):
    return "tensor<" + "".join("%dx" % d for d in shape) + elem + ">"


def identity_map(rank):
    dims = ", ".join("d%d" % i for i in range(rank))
    return "affine_map<(%s) -> (%s)>" % (dims, dims)


def fill(name, shape, elem, seed, lines):
    """%name: element k (row-major) is ((k*37 + seed) % 101 - 50) / 100."""
    rank = len(shape)
    t = type_str(shape, elem)
    lines.append("  %%%s_e = tensor.empty() : %s" % (name, t))
    lines.append("  %%%s = linalg.generic {indexing_maps = [%s], "
                 "iterator_types = [%s]} outs(%%%s_e : %s) {" % (
                     name, identity_map(rank),
                     ", ".join(['"parallel"'] * rank), name, t))
    lines.append("  ^bb0(%%o: %s):" % elem)
    lines.append("    %k0 = arith.constant 0 : index")
    prev = "%k0"
    for i, d in enumerate(shape):
        lines.append("    %%i%d = linalg.index %d : index" % (i, i))
        lines.append("    %%c%d = arith.constant %d : index" % (i, d))
        lines.append("    %%m%d = arith.muli %s, %%c%d : index" % (i, prev, i))
        lines.append("    %%k%d = arith.addi %%m%d, %%i%d : index" % (i + 1, i, i))
        prev = "%%k%d" % (i + 1)
    lines.append("    %c37 = arith.constant 37 : index")
    lines.append("    %%s = arith.constant %d : index" % seed)
    lines.append("    %c101 = arith.constant 101 : index")
    lines.append("    %%a = arith.muli %s, %%c37 : index" % prev)
    lines.append("    %b = arith.addi %a, %s : index")
    lines.append("    %r = arith.remui %b, %c101 : index")
    lines.append("    %v = arith.index_cast %r : index to i32")
    lines.append("    %c50 = arith.constant 50 : i32")
    lines.append("    %w = arith.subi %v, %c50 : i32")
    if elem == "f32":
        lines.append("    %f = arith.sitofp %w : i32 to f32")
        lines.append("    %h = arith.constant 0.01 : f32")
        lines.append("    %y = arith.mulf %f, %h : f32")
        lines.append("    linalg.yield %y : f32")
    else:
        lines.append("    linalg.yield %w : i32")
    lines.append("  } -> %s" % t)


def main():
    src, dst = sys.argv[1], sys.argv[2]
    text = open(src).read()
    m = re.search(r"func\.func @step\((.*?)\)\s*->\s*(\(.*?\)|tensor<[^>]*>)",
                  text)
    if not m:
        sys.exit("add_harness.py: no @step with tensor results in " + src)
    args = parse_types(m.group(1))
    results = parse_types(m.group(2))
    lines = ["func.func private @remat_rt_reset_peak()",
             "func.func private @remat_rt_print_peak()",
             "func.func private @remat_rt_print_f32(memref<*xf32>) "
             "attributes {llvm.emit_c_interface}",
             "func.func @main() -> i32 {"]
    for i, (shape, elem) in enumerate(args):
        fill("arg%d" % i, shape, elem, 11 * i + 3, lines)
    lines.append("  call @remat_rt_reset_peak() : () -> ()")
    res = ", ".join("%%r%d" % i for i in range(len(results)))
    lines.append("  %s = call @step(%s) : (%s) -> (%s)" % (
        res if len(results) > 1 else "%r0",
        ", ".join("%%arg%d" % i for i in range(len(args))),
        ", ".join(type_str(*a) for a in args),
        ", ".join(type_str(*r) for r in results)))
    if len(results) > 1:
        lines[-1] = lines[-1].replace(res + " =", "%%r:%d =" % len(results))
    lines.append("  call @remat_rt_print_peak() : () -> ()")
    for i, (shape, elem) in enumerate(results):
        r = ("%%r#%d" % i) if len(results) > 1 else "%r0"
        t = type_str(shape, elem)
        if elem == "i32":
            ft = type_str(shape, "f32")
            rank = len(shape)
            lines.append("  %%f%d_e = tensor.empty() : %s" % (i, ft))
            lines.append("  %%f%d = linalg.generic {indexing_maps = [%s, %s], "
                         "iterator_types = [%s]} ins(%s : %s) outs(%%f%d_e : %s) {"
                         % (i, identity_map(rank), identity_map(rank),
                            ", ".join(['"parallel"'] * rank), r, t, i, ft))
            lines.append("  ^bb0(%x: i32, %o: f32):")
            lines.append("    %y = arith.sitofp %x : i32 to f32")
            lines.append("    linalg.yield %y : f32")
            lines.append("  } -> %s" % ft)
            r, t = "%%f%d" % i, ft
        mt = t.replace("tensor<", "memref<")
        lines.append("  %%b%d = bufferization.to_buffer %s : %s to %s" % (
            i, r, t, mt))
        lines.append("  %%u%d = memref.cast %%b%d : %s to memref<*xf32>" % (
            i, i, mt))
        lines.append("  call @remat_rt_print_f32(%%u%d) : (memref<*xf32>) -> ()"
                     % i)
    lines.append("  %z = arith.constant 0 : i32")
    lines.append("  return %z : i32")
    lines.append("}")
    body = text.rstrip()
    if re.search(r"^module\b", body, re.M):
        # Inside the module upstream's lowering printed.
        body = body[:-1]
        lines.append("}")
    with open(dst, "w") as f:
        f.write(body + "\n" + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
