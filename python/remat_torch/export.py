"""A training step as files: @step (+ the @main harness) and PyTorch's results.

The zoo (zoo.py) and the command (import_torch.py) describe a model as an
Entry: how to build it, @step's data inputs (the first goes to the model,
the others to the loss) and the loss. `write` imports it and writes

  OUT.mlir          @step, and with `with_main` also @main, the harness that
                    builds deterministic inputs (harness.py), runs @step
                    between the runtime's peak counters and prints every
                    result; its header comment names @step's arguments and
                    results, and with `test` holds the lit RUN lines of an
                    execution test;
  REF.npz           with `reference`: PyTorch's results of @step for @main's
                    inputs, in float64 (r0, r1, ...: loss, gradients or
                    updated parameters, updated buffers) and in float32
                    (f32_r0, ...), which test/Integration/Inputs/
                    check_budgets.py compares the compiled step with.

@step's arguments get @main's values in PyTorch too: parameters, buffer
arguments and the seed of the seeded random ops (rng.py). The reference runs
PyTorch eagerly, not the trace; a step with random ops runs as it was traced
(PyTorch's Python decompositions, rng.SeededMode), so that it draws the same
masks, and the reference checks that it draws them in the same order.
"""

import copy
from dataclasses import dataclass
import os
from typing import Callable, List, Optional

import torch

from remat_torch import harness, rng
from remat_torch.harness import Arg
from remat_torch.importer import (ImporterError, import_step, step_function,
                                  tracing_context, write_atomically)


@dataclass
class Entry:
    """A model at one size: the network, @step's data inputs and the loss."""
    name: str
    build: Callable[[], torch.nn.Module]
    inputs: List[Arg]
    loss: Callable
    what: str
    # Execution test: the budgets it runs at, why they are not the minimal
    # one (comment lines), extra check_budgets.py flags.
    test_budgets: str = "min"
    test_why: str = ""
    test_flags: str = ""
    buffers: str = "inputs"  # or "constants"
    sgd_lr: Optional[float] = None
    # Who wrote the file (its header's second line names it).
    source: str = ""


@dataclass
class Step:
    entry: Entry
    model: torch.nn.Module   # with @main's values in its parameters/buffers
    text: str                # the imported module
    signature: object        # importer.Signature
    args: List[Arg]          # @step's arguments, for the harness


SEED = Arg("seed", (), "int", range=1009)


def _arguments(entry, model, sig):
    params = dict(model.named_parameters())
    buffers = dict(model.named_buffers())
    args = list(entry.inputs) + ([SEED] if sig.seed else [])
    args += [harness.param_arg(n, params[n]) for n in sig.params]
    args += [harness.buffer_arg(n, buffers[n]) for n in sig.buffers]
    return args


def _assign(model, args, sig):
    """Gives the model's parameters and buffer arguments @main's values."""
    tensors = dict(model.named_parameters())
    tensors.update(model.named_buffers())
    first = sig.inputs + (1 if sig.seed else 0)
    with torch.no_grad():
        for k in range(first, len(args)):
            tensors[args[k].name].copy_(harness.values(args[k], k))


def import_entry(entry):
    """Imports `entry`'s step; raises ImporterError."""
    torch.manual_seed(0)
    model = entry.build()
    example = [harness.values(a, k) for k, a in enumerate(entry.inputs)]
    text, sig = import_step(model, entry.loss, example, entry.name,
                            sgd_lr=entry.sgd_lr, buffers=entry.buffers)
    args = _arguments(entry, model, sig)
    _assign(model, args, sig)
    return Step(entry, model, text, sig, args)


def reference(step, dtype=torch.float64):
    """PyTorch's results of @step for @main's inputs, computed eagerly in
    `dtype` (float64 by default, so that the compiled float32 step is
    compared with the exact results rather than another float32 rounding),
    as arrays r0, r1, ..."""
    entry, sig = step.entry, step.signature
    model = copy.deepcopy(step.model).to(dtype)
    fn, names, buffer_names = step_function(model, entry.loss,
                                            len(entry.inputs), entry.sgd_lr)
    ins = [harness.values(a, k) for k, a in enumerate(entry.inputs)]
    ins = [t.to(dtype) if t.is_floating_point() else t for t in ins]
    seed = (harness.values(SEED, len(entry.inputs)) if sig.seed
            else torch.zeros((), dtype=torch.int64))
    params = [p.detach() for _, p in model.named_parameters()]
    buffers = [b.detach() for _, b in model.named_buffers()]
    if sig.seed:
        sites = rng.Sites()
        sites.seed = seed
        with tracing_context(), rng.SeededMode(sites):
            outs = fn(*ins, seed, *params, *buffers)
        drawn = [op for _, op in sites.ops]
        if drawn != sig.random_ops:
            raise ImporterError(
                "model '%s': the reference drew random numbers for %s, the "
                "traced step for %s" % (entry.name, drawn, sig.random_ops))
    else:
        outs = fn(*ins, seed, *params, *buffers)
    new_buffers = dict(zip(buffer_names, outs[1 + len(names):]))
    results = list(outs[:1 + len(names)]) + [
        new_buffers[b] for b in sig.updated_buffers]
    return {"r%d" % j: r.detach().numpy() for j, r in enumerate(results)}


def signature_lines(step):
    """Comment lines naming @step's arguments and results."""
    sig = step.signature
    names = sig.arguments(a.name for a in step.entry.inputs)
    lines = ["@step arguments: " + ", ".join(names)]
    if sig.constants:
        lines.append("buffers baked in as constants: " +
                     ", ".join(sig.constants))
    lines.append("@step results: " + ", ".join(sig.results()))
    return lines


def header(step, test=False):
    """The file's leading comment (and with `test`, its lit RUN lines)."""
    entry = step.entry
    sig = step.signature
    plain = not (sig.seed or sig.buffers or sig.constants or
                 sig.updated_buffers)
    lines = ["// %s training step (%s), imported from PyTorch by" %
             (entry.name, entry.what)]
    if plain:
        lines.append("// %s: @step(%s, params...) -> (loss, %s...)." % (
            entry.source, ", ".join(a.name for a in entry.inputs),
            "updated params" if sig.sgd else "grads"))
    else:
        lines.append("// %s." % entry.source)
        lines += ["// " + line for line in signature_lines(step)]
    if test and entry.test_why:
        lines = ["// " + w for w in entry.test_why.split("\n")] + lines
    if test:
        # Runs unplanned and under budgets: the results match PyTorch's
        # (Inputs/<model>.ref.npz), the planned runs' are bitwise the
        # unplanned one's, and measured peak = modeled <= budget.
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


def write(entry, path, with_main=False, reference_path=None, test=False):
    """Imports `entry` and writes `path` (and the reference); returns the
    Step. Nothing is left at either path on failure."""
    step = import_entry(entry)
    text = step.text
    if with_main:
        main = harness.emit_main(step.args, step.signature.result_types)
        # Insert @main into the generic-form module, before its closing line.
        body, close = text.rstrip().rsplit("\n", 1)
        text = body + "\n" + main + close + "\n"
    arrays = None
    if reference_path:
        arrays = reference(step)
        f32 = reference(step, torch.float32)
        arrays.update({"f32_" + k: v for k, v in f32.items()})
    write_atomically(path, header(step, test) + text)
    if arrays is not None:
        import numpy as np
        folder = os.path.dirname(os.path.abspath(reference_path))
        os.makedirs(folder, exist_ok=True)
        tmp = reference_path + ".tmp.npz"
        np.savez_compressed(tmp, **arrays)
        os.replace(tmp, reference_path)
    return step
