"""Imports a PyTorch model's training step as linalg on tensors for remat.

    python -m remat_torch.import_torch MODULE:NAME --input-shape 8,3,32,32 \\
        --loss cross_entropy -o step.mlir [--reference step.ref.npz]

MODULE:NAME is a class or function that returns the nn.Module (MODULE is
imported like Python's `import`, with the current folder on the path, or is
a path to a .py file); --model-args passes it keyword arguments as JSON.
The model is built with torch.manual_seed(0) and traced in training mode.

Inputs (SHAPE is comma-separated; ":int:N" makes int64 values in [0, N)):
  --input-shape SHAPE[:int:N]    the model's input (e.g. 4,16:int:100 for
                                 token ids)
  --target-shape SHAPE[:int:N]   an input of the loss after the model's
                                 output; repeatable. By default the loss's
                                 own: cross_entropy takes int64 classes of
                                 the output's shape without its last axis,
                                 mse a float tensor of the output's shape;
                                 "none" for a loss without targets.
Losses (--loss):
  cross_entropy   F.cross_entropy with the classes on the output's last axis
  mse             F.mse_loss(output, target)
  sum             output.sum()
  MODULE:NAME     your own function(output, *targets) -> scalar

Writes @step(inputs..., [seed], params..., buffers...) -> (loss, grads...,
updated buffers...); the header comment names every argument and result.
A model with dropout (or other seeded random ops) gets the `seed` input.
--with-main adds @main, a harness that runs @step on deterministic inputs
and prints its results and peak memory; --reference FILE.npz writes
PyTorch's float64 results for those inputs (test/Integration/Inputs/
check_budgets.py compares a compiled step with them). On failure it names
every unsupported op and the module it comes from, exits with 1, and
writes nothing (REMAT_IMPORT_DEBUG=1 shows PyTorch's traceback of a failed
trace).
"""

import argparse
import importlib
import importlib.util
import json
import os
import sys

import torch
import torch.nn.functional as F

from remat_torch.export import Entry, write
from remat_torch.harness import Arg
from remat_torch.importer import ImporterError, tracing_context


def _load(spec, what):
    """The object MODULE:NAME names (MODULE may be a path to a .py file)."""
    if ":" not in spec:
        raise SystemExit("import_torch: %s '%s' must be MODULE:NAME" %
                         (what, spec))
    module_name, attr = spec.rsplit(":", 1)
    try:
        if module_name.endswith(".py"):
            name = os.path.splitext(os.path.basename(module_name))[0]
            loader = importlib.util.spec_from_file_location(name, module_name)
            if loader is None:
                raise ImportError("no file %s" % module_name)
            module = importlib.util.module_from_spec(loader)
            sys.modules[name] = module
            loader.loader.exec_module(module)
        else:
            if "" not in sys.path and os.getcwd() not in sys.path:
                sys.path.insert(0, os.getcwd())
            module = importlib.import_module(module_name)
    except (ImportError, OSError) as e:
        raise SystemExit("import_torch: cannot import %s '%s': %s" %
                         (what, module_name, e))
    obj = module
    for part in attr.split("."):
        if not hasattr(obj, part):
            raise SystemExit("import_torch: %s '%s' has no '%s'" %
                             (module_name, what, attr))
        obj = getattr(obj, part)
    return obj


def parse_spec(text, name):
    """Arg of "2,3,32,32" (float) or "2,8:int:100" (int64 in [0, 100))."""
    parts = text.split(":")
    try:
        shape = tuple(int(d) for d in parts[0].split(",") if d != "")
        if any(d <= 0 for d in shape):
            raise ValueError
        if len(parts) == 1:
            return Arg(name, shape)
        if len(parts) == 3 and parts[1] == "int" and int(parts[2]) > 0:
            return Arg(name, shape, "int", range=int(parts[2]))
    except ValueError:
        pass
    raise SystemExit("import_torch: bad shape '%s' (expected e.g. 8,3,32,32 "
                     "or 8,16:int:100)" % text)


def cross_entropy(out, target):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]),
                           target.reshape(-1))


def mse(out, target):
    return F.mse_loss(out, target)


def total(out):
    return out.sum()


LOSSES = {"cross_entropy": cross_entropy, "mse": mse, "sum": total}


def output_shape(build, model_input):
    """The model's output shape, from a forward pass over fake tensors."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    torch.manual_seed(0)
    model = build()
    x = (torch.zeros(model_input.shape, dtype=torch.int64)
         if model_input.kind == "int" else torch.zeros(model_input.shape))
    try:
        with tracing_context(), \
                FakeTensorMode(allow_non_fake_inputs=True) as mode:
            out = model(mode.from_tensor(x))
    except Exception as e:  # the model's own error, for the user to see
        raise SystemExit("import_torch: the model fails on an input of shape "
                         "%s (%s: %s); check --input-shape, or give "
                         "--target-shape" % (",".join(map(str, x.shape)),
                                             type(e).__name__, e))
    if not isinstance(out, torch.Tensor):
        raise SystemExit("import_torch: the model returns %s, not a tensor" %
                         type(out).__name__)
    return tuple(out.shape)


def default_targets(loss, shape):
    if loss == "cross_entropy":
        return [Arg("y", shape[:-1], "int", range=shape[-1])]
    if loss == "mse":
        return [Arg("y", shape)]
    return []


def parse_args(argv):
    ap = argparse.ArgumentParser(
        prog="python -m remat_torch.import_torch",
        description=__doc__.splitlines()[0],
        epilog="See docs/Models.md.",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model", help="MODULE:NAME of the model class or factory")
    ap.add_argument("--model-args", default="{}",
                    help="keyword arguments of MODULE:NAME, as JSON")
    ap.add_argument("--input-shape", required=True,
                    help="the model's input: SHAPE[:int:N]")
    ap.add_argument("--target-shape", action="append", default=None,
                    help="an input of the loss after the output (repeatable)")
    ap.add_argument("--loss", required=True,
                    help="cross_entropy, mse, sum, or MODULE:NAME")
    ap.add_argument("-o", "--output", required=True, help="the .mlir to write")
    ap.add_argument("--reference", metavar="FILE.npz",
                    help="write PyTorch's float64 results for @main's inputs")
    ap.add_argument("--with-main", action="store_true",
                    help="add @main, the execution harness")
    ap.add_argument("--sgd-lr", type=float, default=None,
                    help="return SGD-updated parameters instead of gradients")
    ap.add_argument("--buffers", choices=["inputs", "constants"],
                    default="inputs",
                    help="buffers as @step arguments (default) or baked in")
    ap.add_argument("--name", help="the model's name in messages and the "
                    "header (default: NAME)")
    ap.add_argument("--description", default="",
                    help="a description for the header comment")
    ap.add_argument("--test-budgets", metavar="BUDGETS",
                    help="write an execution test (implies --with-main): "
                    "lit RUN lines running check_budgets.py at BUDGETS "
                    "against --reference, which must be in Inputs/ beside "
                    "the output")
    ap.add_argument("--test-why", default="",
                    help="with --test-budgets: why these budgets (a comment)")
    ap.add_argument("--test-rtol", type=float, default=1e-5,
                    help="with --test-budgets: the tolerance against the "
                    "reference (default 1e-5 of each result's scale)")
    return ap.parse_args(argv)


def reproducing_command(a):
    """The command that imports the same step (no output paths)."""
    import shlex
    words = ["python", "-m", "remat_torch.import_torch", a.model]
    if a.model_args != "{}":
        words += ["--model-args", a.model_args]
    words += ["--input-shape", a.input_shape]
    for t in a.target_shape or []:
        words += ["--target-shape", t]
    words += ["--loss", a.loss]
    if a.buffers != "inputs":
        words += ["--buffers", a.buffers]
    if a.sgd_lr is not None:
        words += ["--sgd-lr", repr(a.sgd_lr)]
    return shlex.join(words)


def entry_from_args(a):
    factory = _load(a.model, "model")
    try:
        kwargs = json.loads(a.model_args)
    except json.JSONDecodeError as e:
        raise SystemExit("import_torch: --model-args is not JSON: %s" % e)
    if not isinstance(kwargs, dict):
        raise SystemExit("import_torch: --model-args must be a JSON object")

    def build():
        model = factory(**kwargs)
        if not isinstance(model, torch.nn.Module):
            raise SystemExit("import_torch: %s returned %s, not an "
                             "nn.Module" % (a.model, type(model).__name__))
        return model.train()

    model_input = parse_spec(a.input_shape, "x")
    if a.loss in LOSSES:
        loss = LOSSES[a.loss]
    else:
        loss = _load(a.loss, "loss")
    if a.target_shape == ["none"]:
        targets = []
    elif a.target_shape is not None:
        targets = [parse_spec(t, "y%d" % i if len(a.target_shape) > 1 else "y")
                   for i, t in enumerate(a.target_shape)]
    elif a.loss in LOSSES:
        targets = default_targets(a.loss, output_shape(build, model_input))
    else:
        raise SystemExit("import_torch: a loss of your own needs "
                         "--target-shape for each of its targets (or "
                         "--target-shape none)")
    name = a.name or a.model.rsplit(":", 1)[1]
    command = reproducing_command(a)
    return Entry(name, build, [model_input] + targets, loss,
                 a.description or a.model, buffers=a.buffers,
                 sgd_lr=a.sgd_lr, test_budgets=a.test_budgets or "min",
                 test_why=a.test_why, test_flags="--rtol %g" % a.test_rtol,
                 source=command)


def main(argv=None):
    a = parse_args(argv)
    if a.test_budgets and not a.reference:
        raise SystemExit("import_torch: --test-budgets needs --reference")
    entry = entry_from_args(a)
    try:
        step = write(entry, a.output, with_main=a.with_main or
                     bool(a.test_budgets), reference_path=a.reference,
                     test=bool(a.test_budgets))
    except ImporterError as e:
        print("import_torch: error: %s" % e, file=sys.stderr)
        return 1
    except Exception as e:  # PyTorch's, while tracing the model and loss
        if os.environ.get("REMAT_IMPORT_DEBUG"):
            raise
        print("import_torch: error: tracing the training step failed: %s: "
              "%s (REMAT_IMPORT_DEBUG=1 shows the traceback)" % (
                  type(e).__name__, str(e).strip().splitlines()[0]
                  if str(e).strip() else ""), file=sys.stderr)
        return 1
    sig = step.signature
    print("import_torch: wrote %s: @step of %d arguments (%d parameters%s%s)"
          ", %d results" % (
              a.output, len(sig.arg_types), len(sig.params),
              ", %d buffers" % len(sig.buffers) if sig.buffers else "",
              ", seed" if sig.seed else "", len(sig.result_types)))
    if a.reference:
        print("import_torch: wrote %s" % a.reference)
    return 0


if __name__ == "__main__":
    sys.exit(main())
