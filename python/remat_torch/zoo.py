"""The model zoo: training steps of real networks as linalg on tensors.

    .venv/bin/python -m remat_torch.zoo --size full --out DIR
    .venv/bin/python -m remat_torch.zoo --size tiny --out test/Models \
        --with-main --reference

writes DIR/<model>.mlir per model (`--models mlp,gpt2` picks some). With
--with-main a file also holds @main, a harness that builds deterministic
inputs (remat_torch.harness) and prints the results; --reference writes
DIR/Inputs/<model>.ref.npz, PyTorch's loss and gradients for the same inputs
in float64 (r0, r1, ...) and float32 (f32_r0, ...), which the execution test
compares the compiled step to.
Run from python/ (or with python/ on PYTHONPATH), with the interpreter that
scripts/setup-torch.sh installs torch and torch-mlir into.
"""

import argparse
import dataclasses
import os
import sys
import time

import torch.nn.functional as F

from remat_torch import models
from remat_torch.export import Entry, write
from remat_torch.harness import Arg
from remat_torch.importer import ImporterError, make_stateless


def classify(out, y):
    return F.cross_entropy(out, y)


def segment(out, y):
    # Per-pixel cross entropy: (N, C, H, W) logits, (N, H, W) classes.
    c = out.shape[1]
    return F.cross_entropy(out.permute(0, 2, 3, 1).reshape(-1, c),
                           y.reshape(-1))


def language(out, y):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), y.reshape(-1))


def image(n, c, side, classes):
    return [Arg("x", (n, c, side, side)), Arg("y", (n,), "int", range=classes)]


def tokens(n, t, vocab):
    return [Arg("ids", (n, t), "int", range=vocab),
            Arg("labels", (n, t), "int", range=vocab)]


def _stateless(build):
    return lambda: make_stateless(build())


def entries(size):
    """The zoo at `size`. Its batch norms are stateless (batch statistics,
    no running-statistics buffers): the zoo's steps predate the importer's
    buffers and keep their signature."""
    return [dataclasses.replace(e, build=_stateless(e.build))
            for e in _networks(size)]


def _networks(size):
    tiny = size == "tiny"
    R = models.ResNet
    if tiny:
        return [
            Entry("mlp", lambda: models.MLP([16, 32, 32, 32, 4]),
                  [Arg("x", (4, 16)), Arg("y", (4,), "int", range=4)],
                  classify, "MLP 16-32-32-32-4, batch 4"),
            # Batch norm needs enough values per channel even after the last
            # downsampling (4 x 2 x 2 here): on fewer, float32 rounding is
            # amplified and PyTorch's own float32 gradients stray from the
            # float64 ones by percents.
            Entry("resnet18", lambda: R(models.BasicBlock, [2, 2, 2, 2], 4,
                                        10),
                  image(4, 3, 64, 10), classify,
                  "ResNet-18, width 4, 64x64, batch 4"),
            Entry("resnet50", lambda: R(models.Bottleneck, [3, 4, 6, 3], 2,
                                        10),
                  image(4, 3, 64, 10), classify,
                  "ResNet-50, width 2, 64x64, batch 4",
                  test_budgets="60%",
                  test_why="At 60% of its peak (1353 recomputations); the "
                           "minimal budget takes 23377\n(3x the step's time),"
                           " too slow to run here."),
            # (16 batch-normed bottlenecks amplify float32 rounding: PyTorch's
            # own float32 gradients are 2.1e-4 off float64 here, ours 5.4e-5
            # with the CPU lowering's f64 sums.)
            Entry("vgg16", lambda: models.VGG16(2, 32, 16, 10),
                  image(2, 3, 32, 10), classify,
                  "VGG-16, width 2, 32x32, hidden 16, batch 2"),
            Entry("mobilenetv2", lambda: models.MobileNetV2(
                      0.125, 10, repeats=[1, 1, 1, 1, 1, 1, 1], last=16),
                  image(4, 3, 64, 10), classify,
                  "MobileNetV2, width 1/8, one block per stage, 64x64, "
                  "batch 4"),
            Entry("unet", lambda: models.UNet(2, 3, 3, 2),
                  [Arg("x", (2, 3, 16, 16)),
                   Arg("y", (2, 16, 16), "int", range=2)],
                  segment, "U-Net, base 2, depth 3, 16x16, batch 2"),
            Entry("gpt2", lambda: models.GPT2(32, 16, 2, 4, 8),
                  tokens(2, 8, 32), language,
                  "GPT-2-style, 4 blocks, dim 16, 2 heads, seq 8, vocab 32, "
                  "batch 2"),
            Entry("bert", lambda: models.BERT(32, 16, 2, 2, 8),
                  tokens(2, 8, 32), language,
                  "BERT-style, 2 blocks, dim 16, 2 heads, seq 8, vocab 32, "
                  "batch 2"),
        ]
    return [
        Entry("mlp", lambda: models.MLP([784] + [2048] * 4 + [10]),
              [Arg("x", (256, 784)), Arg("y", (256,), "int", range=10)],
              classify, "MLP 784-2048x4-10, batch 256"),
        Entry("resnet18", lambda: R(models.BasicBlock, [2, 2, 2, 2]),
              image(32, 3, 224, 1000), classify,
              "ResNet-18, 224x224, batch 32"),
        Entry("resnet50", lambda: R(models.Bottleneck, [3, 4, 6, 3]),
              image(16, 3, 224, 1000), classify,
              "ResNet-50, 224x224, batch 16"),
        Entry("vgg16", lambda: models.VGG16(), image(16, 3, 224, 1000),
              classify, "VGG-16, 224x224, batch 16"),
        Entry("mobilenetv2", lambda: models.MobileNetV2(),
              image(32, 3, 224, 1000), classify,
              "MobileNetV2, 224x224, batch 32"),
        Entry("unet", lambda: models.UNet(64, 4, 3, 2),
              [Arg("x", (4, 3, 256, 256)),
               Arg("y", (4, 256, 256), "int", range=2)],
              segment, "U-Net, base 64, depth 4, 256x256, batch 4"),
        Entry("gpt2", lambda: models.GPT2(50257, 768, 12, 12, 512),
              tokens(4, 512, 50257), language,
              "GPT-2 small: 12 blocks, dim 768, 12 heads, seq 512, batch 4"),
        Entry("bert", lambda: models.BERT(30522, 768, 12, 12, 128),
              tokens(16, 128, 30522), language,
              "BERT-base: 12 blocks, dim 768, 12 heads, seq 128, batch 16"),
    ]


NAMES = [e.name for e in entries("tiny")]


def generate(entry, size, out_dir, with_main, with_reference, sgd_lr=None):
    entry = dataclasses.replace(
        entry, sgd_lr=sgd_lr,
        source="python/remat_torch/zoo.py --size %s" % size)
    path = os.path.join(out_dir, entry.name + ".mlir")
    ref = (os.path.join(out_dir, "Inputs", entry.name + ".ref.npz")
           if with_reference else None)
    write(entry, path, with_main=with_main, reference_path=ref,
          test=with_main)
    return path


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", choices=["tiny", "full"], default="tiny")
    ap.add_argument("--out", required=True, help="output folder")
    ap.add_argument("--models", default=",".join(NAMES),
                    help="comma-separated subset of: " + ", ".join(NAMES))
    ap.add_argument("--with-main", action="store_true",
                    help="add the @main harness (for execution tests)")
    ap.add_argument("--reference", action="store_true",
                    help="write PyTorch's loss and gradients as .ref.npz")
    ap.add_argument("--sgd-lr", type=float, default=None,
                    help="return SGD-updated parameters instead of gradients")
    a = ap.parse_args(argv)
    chosen = a.models.split(",")
    unknown = [m for m in chosen if m not in NAMES]
    if unknown:
        ap.error("unknown model(s) %s; the zoo has %s" %
                 (", ".join(unknown), ", ".join(NAMES)))
    by_name = {e.name: e for e in entries(a.size)}
    status = 0
    for name in chosen:
        start = time.time()
        try:
            path = generate(by_name[name], a.size, a.out, a.with_main,
                            a.reference, a.sgd_lr)
        except ImporterError as e:
            print("zoo: error: %s" % e, file=sys.stderr)
            status = 1
            continue
        print("zoo: wrote %s (%.1f MB, %.1f s)" % (
            path, os.path.getsize(path) / 1e6, time.time() - start))
    return status


if __name__ == "__main__":
    sys.exit(main())
