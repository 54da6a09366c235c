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
from dataclasses import dataclass
import os
import sys
import time
from typing import Callable, List

import torch
import torch.nn.functional as F

from remat_torch import harness, models
from remat_torch.harness import Arg
from remat_torch.importer import ImporterError, import_step, write_atomically


def classify(out, y):
    return F.cross_entropy(out, y)


def segment(out, y):
    # Per-pixel cross entropy: (N, C, H, W) logits, (N, H, W) classes.
    c = out.shape[1]
    return F.cross_entropy(out.permute(0, 2, 3, 1).reshape(-1, c),
                           y.reshape(-1))


def language(out, y):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), y.reshape(-1))


@dataclass
class Entry:
    """A zoo model at one size: the network, @step's data inputs (the first
    is the network's input, the rest go to the loss) and the loss."""
    name: str
    build: Callable[[], torch.nn.Module]
    inputs: List[Arg]
    loss: Callable
    what: str
    # Execution test of the tiny size: the budgets it runs at, why they are
    # not the minimal one (comment lines), extra check_budgets.py flags.
    test_budgets: str = "min"
    test_why: str = ""
    test_flags: str = ""


def image(n, c, side, classes):
    return [Arg("x", (n, c, side, side)), Arg("y", (n,), "int", range=classes)]


def tokens(n, t, vocab):
    return [Arg("ids", (n, t), "int", range=vocab),
            Arg("labels", (n, t), "int", range=vocab)]


def entries(size):
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


def instantiate(entry):
    """The model with deterministic parameters, and @step's argument list."""
    torch.manual_seed(0)
    model = entry.build()
    params = [harness.param_arg(n, p) for n, p in model.named_parameters()]
    args = list(entry.inputs) + params
    with torch.no_grad():
        for k, (a, (_, p)) in enumerate(
                zip(params, model.named_parameters()), len(entry.inputs)):
            p.copy_(harness.values(a, k))
    return model, args


def reference(entry, dtype=torch.float64):
    """PyTorch's loss and gradients (eager, not traced) for @main's inputs,
    computed in `dtype`: float64 by default, so that the compiled float32
    step is compared with the exact gradient rather than with another
    float32 rounding of it."""
    from torch.func import functional_call, grad_and_value
    from remat_torch.importer import make_stateless
    model, _ = instantiate(entry)
    make_stateless(model).to(dtype)
    names = [n for n, _ in model.named_parameters()]
    ps = [p.detach() for _, p in model.named_parameters()]
    ins = [harness.values(a, k) for k, a in enumerate(entry.inputs)]
    ins = [t.to(dtype) if t.is_floating_point() else t for t in ins]

    def loss_of(params):
        out = functional_call(model, dict(zip(names, params)), (ins[0],))
        return entry.loss(out, *ins[1:])

    grads, loss = grad_and_value(loss_of)(ps)
    arrays = {"r0": loss.detach().numpy()}
    for j, g in enumerate(grads, 1):
        arrays["r%d" % j] = g.detach().numpy()
    return arrays, names


def header(entry, size, with_main):
    lines = ["// %s training step (%s), imported from PyTorch by" %
             (entry.name, entry.what),
             "// python/remat_torch/zoo.py --size %s: @step(%s, params...) "
             "-> (loss, grads...)." % (size, ", ".join(
                 a.name for a in entry.inputs))]
    if with_main and entry.test_why:
        lines = ["// " + w for w in entry.test_why.split("\n")] + lines
    if with_main:
        # Runs unplanned and under budgets (the minimal one): the results
        # match PyTorch's (Inputs/<model>.ref.npz), the planned run's are
        # bitwise the unplanned ones, and measured peak = modeled <= budget.
        lines = [
            "// REQUIRES: numpy",
            "// RUN: %python %S/../Integration/Inputs/check_budgets.py %s "
            "--reference %S/Inputs/" + entry.name + ".ref.npz --budgets "
            + entry.test_budgets + " "
            + (entry.test_flags + " " if entry.test_flags else "") +
            "--remat-opt remat-opt --runner mlir-runner --shared-libs "
            "%remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s",
            "// CHECK: " + entry.name + ".mlir: {{[0-9]+}} results match the "
            "reference",
            "// CHECK: " + entry.name + ".mlir: PASS", ""] + lines
    return "\n".join(lines) + "\n"


def generate(entry, size, out_dir, with_main, with_reference, sgd_lr=None):
    model, args = instantiate(entry)
    example = [harness.values(a, k) for k, a in enumerate(entry.inputs)]
    text, _ = import_step(model, entry.loss, example, entry.name,
                          sgd_lr=sgd_lr)
    if with_main:
        results = [()] + [a.shape for a in args[len(entry.inputs):]]
        main = harness.emit_main(args, results)
        # Insert @main into the generic-form module, before its closing line.
        body, close = text.rstrip().rsplit("\n", 1)
        text = body + "\n" + main + close + "\n"
    path = os.path.join(out_dir, entry.name + ".mlir")
    write_atomically(path, header(entry, size, with_main) + text)
    if with_reference:
        import numpy as np
        arrays, _ = reference(entry)
        f32, _ = reference(entry, torch.float32)
        arrays.update({"f32_" + k: v for k, v in f32.items()})
        ref = os.path.join(out_dir, "Inputs", entry.name + ".ref.npz")
        os.makedirs(os.path.dirname(ref), exist_ok=True)
        tmp = ref + ".tmp.npz"
        np.savez_compressed(tmp, **arrays)
        os.replace(tmp, ref)
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
