#!/usr/bin/env python3
"""Imports one of a few small test models with remat_torch.importer.

    import_model.py --model NAME --out FILE.mlir

Models: 'mlp' (imports), and models built around an op the importer
cannot lower to upstream MLIR: 'sort' (torch-mlir makes it tm_tensor.sort),
'cumsum' (tm_tensor.scan), 'median' (torch-mlir has no lowering). Prints the
importer's error and exits 1 on failure.
"""
import argparse
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

from remat_torch.importer import ImporterError, import_step, write_atomically

OPS = {
    "mlp": F.relu,
    "sort": lambda y: torch.sort(y, dim=1).values,
    "cumsum": lambda y: torch.cumsum(y, 1),
    "median": lambda y: y - y.median(dim=1, keepdim=True).values,
}


class Model(nn.Module):
    def __init__(self, op):
        super().__init__()
        self.a, self.b, self.op = nn.Linear(4, 8), nn.Linear(8, 3), op

    def forward(self, x):
        return self.b(self.op(self.a(x)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", choices=sorted(OPS), required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    torch.manual_seed(0)
    inputs = [torch.randn(2, 4), torch.tensor([0, 2])]
    try:
        text, _ = import_step(Model(OPS[args.model]),
                              lambda out, y: F.cross_entropy(out, y), inputs,
                              args.model)
    except ImporterError as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    write_atomically(args.out, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
