"""Checks that the runtime defines each mgpu* function a lowered program
declares with the same LLVM signature.

usage: compare_signatures.py LOWERED.ll RUNTIME.ll

LOWERED.ll is a GPU program translated to LLVM IR (its `declare`s are what
MLIR's lowering calls); RUNTIME.ll is runtime/cuda compiled by clang to LLVM
IR. Parameter attributes and names are dropped; a C++ `bool` (i1 zeroext) is
the i8 the lowering passes.
"""

import re
import sys

SIGNATURE = re.compile(r"^(declare|define)\b.*?(\S+) @(mgpu\w+)\((.*)\)")


def signatures(path, kind):
    result = {}
    with open(path) as f:
        for line in f:
            m = SIGNATURE.match(line)
            if not m or m.group(1) != kind:
                continue
            params = []
            for param in filter(None, (p.strip() for p in
                                       m.group(4).split(","))):
                ty = param.split()[0]
                params.append("i8" if ty == "i1" else ty)
            result[m.group(3)] = "%s (%s)" % (m.group(2), ", ".join(params))
    return result


def main():
    declared = signatures(sys.argv[1], "declare")
    defined = signatures(sys.argv[2], "define")
    bad = 0
    for name, sig in sorted(declared.items()):
        if name not in defined:
            print("missing: %s %s" % (name, sig))
            bad += 1
        elif defined[name] != sig:
            print("mismatch: %s lowered %s, runtime %s" %
                  (name, sig, defined[name]))
            bad += 1
    if not declared:
        print("no mgpu* declarations in %s" % sys.argv[1])
        bad += 1
    print("checked %d functions, %d bad" % (len(declared), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
