"""A PyTorch training step as one func.func of linalg on tensors.

    step(inputs..., [seed], params..., buffers...)
        -> (loss, grads..., updated buffers...)              (default)
        -> (loss, updated params..., updated buffers...)     (sgd_lr=...)

Route (see docs/Models.md for why this one):
  1. torch.func: grad_and_value over functional_call, so parameters and
     buffers are function arguments and the gradients results. Buffers are
     copied inside the step, so a buffer the forward pass updates (a batch
     norm's running statistics) becomes a result; unchanged buffers are not
     returned. With buffers="constants" they are the module's values, baked
     into the step (an updated one is then an error).
  2. make_fx traces the step over fake tensors (nothing big is computed),
     functionalized (in-place ops such as relu_, add_, copy_ and the ones
     PyTorch's own kernels use become out-of-place ops), under PyTorch's
     Python dispatcher (its Python decompositions of batch norm, LSTM and GRU
     run), with oneDNN off (no mkldnn_rnn_layer) and scaled dot-product
     attention on its math kernel. Decompositions: torch-mlir's table, ours
     (decompositions.py) where its lowering leaves upstream MLIR or is wrong,
     and the seeded random ops (rng.py): a step with dropout gets a `seed`
     input, and its masks are a hash of (seed, op, element), so that a
     recomputed dropout reproduces its mask.
  3. torch-mlir's stateless_fx_import lowers the FX graph to linalg on
     tensors; we drop `cf.assert` bounds checks, check that only upstream
     dialects remain and print the module in generic form, which MLIR 22's
     parser reads.
Every op that cannot be imported is reported at once, in an
UnsupportedOpError naming the model, each op, its FX nodes and the module
(forward, or backward of it) that produced them.
"""

from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
import importlib
import operator
import os
import tempfile
from typing import List

import torch
import torch.fx.traceback as fx_traceback
import torch.nn as nn
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx
from torch.func import functional_call, functionalize, grad_and_value

from remat_torch import decompositions as ours
from remat_torch import rng

# Dialects a remat-opt built against MLIR 22 loads and plans through.
UPSTREAM_DIALECTS = {"builtin", "func", "linalg", "tensor", "arith", "math"}

aten = torch.ops.aten


class ImporterError(Exception):
    """A model the importer cannot turn into linalg on tensors."""


@dataclass
class Problem:
    """One op that cannot be imported, where it comes from and why."""
    op: str
    nodes: List[str]
    modules: List[str]
    detail: str

    def __str__(self):
        where = ", ".join("%" + n for n in self.nodes[:6]) or "unknown node"
        if len(self.nodes) > 6:
            where += ", ... (%d nodes)" % len(self.nodes)
        if self.modules:
            mods = self.modules[:4] + (
                ["... (%d modules)" % len(self.modules)]
                if len(self.modules) > 4 else [])
            where += " in " + ", ".join(mods)
        return "%s (FX node %s): %s" % (self.op, where, self.detail)


class UnsupportedOpError(ImporterError):
    def __init__(self, model, problems):
        self.model, self.problems = model, problems
        if len(problems) == 1:
            msg = "model '%s': unsupported op %s" % (model, problems[0])
        else:
            msg = "model '%s': %d unsupported ops:\n  %s" % (
                model, len(problems), "\n  ".join(map(str, problems)))
        super().__init__(msg)


# --- Stateless batch norm ----------------------------------------------------


class StatelessBatchNorm(nn.Module):
    """Batch norm with batch statistics and no running-stat buffers: the
    training-mode forward without the buffer updates. The zoo uses it (its
    steps predate buffer support); the importer itself keeps batch norms as
    they are, their running statistics buffers like any other."""

    def __init__(self, bn):
        super().__init__()
        self.eps = bn.eps
        self.weight, self.bias = bn.weight, bn.bias

    def forward(self, x):
        return F.batch_norm(x, None, None, self.weight, self.bias,
                            training=True, eps=self.eps)


def make_stateless(model):
    """Replaces every batch norm of `model` in place; returns it."""
    for name, child in model.named_children():
        if isinstance(child, nn.modules.batchnorm._BatchNorm):
            setattr(model, name, StatelessBatchNorm(child))
        else:
            make_stateless(child)
    return model


def decomposition_table(sites):
    from torch_mlir.fx import get_decomposition_table
    table = dict(get_decomposition_table())
    table.update(ours.table())
    table.update(rng.decompositions(sites))
    return table


# --- Where each op comes from -----------------------------------------------


class ModulePaths:
    """Labels the FX nodes of a trace with the module that produced them:
    node.meta["custom"]["remat_module"] is its path in the model ("features.3"),
    prefixed with "backward of " for the nodes of its backward pass.

    Forward nodes get the innermost module running when they are traced
    (module hooks set the metadata that preserve_node_meta copies into every
    node). For the backward pass, each module's forward hook walks the
    autograd graph from its outputs back to its inputs and hooks every
    autograd node not claimed by an inner module, so that while the node's
    backward runs, the nodes it traces carry the module's path."""

    def __init__(self, model, name):
        self.paths = {m: p or name for p, m in model.named_modules()}
        self.stack = []     # (path, grad_fns of its inputs) of running modules
        self.claimed = set()
        self.handles = []

    @staticmethod
    def _set(path):
        fx_traceback.current_meta["custom"] = {"remat_module": path}

    def _restore(self):
        if self.stack:
            self._set(self.stack[-1][0])
        else:
            fx_traceback.current_meta.pop("custom", None)

    @staticmethod
    def _tensors(value):
        if isinstance(value, torch.Tensor):
            return [value]
        if isinstance(value, (list, tuple)):
            return [t for v in value for t in ModulePaths._tensors(v)]
        if isinstance(value, dict):
            return [t for v in value.values() for t in ModulePaths._tensors(v)]
        return []

    def _pre(self, module, args):
        stop = {t.grad_fn for t in self._tensors(args) if t.grad_fn}
        self.stack.append((self.paths[module], stop))
        self._set(self.paths[module])

    def _post(self, module, args, out):
        path, stop = self.stack.pop()
        todo = [t.grad_fn for t in self._tensors(out) if t.grad_fn]
        seen = set()
        while todo:
            node = todo.pop()
            if node in seen or node in stop:
                continue
            seen.add(node)
            if node not in self.claimed:
                self.claimed.add(node)
                label = "backward of " + path
                node.register_prehook(lambda grads, p=label: self._set(p))
                node.register_hook(lambda gin, gout: self._restore())
            todo.extend(f for f, _ in node.next_functions if f is not None)
        self._restore()

    def __enter__(self):
        for m in self.paths:
            self.handles.append(m.register_forward_pre_hook(self._pre))
            self.handles.append(m.register_forward_hook(self._post))
        return self

    def __exit__(self, *exc):
        for h in self.handles:
            h.remove()
        fx_traceback.current_meta.pop("custom", None)


def module_of(node):
    return (node.meta.get("custom") or {}).get("remat_module", "the loss")


# --- Tracing -----------------------------------------------------------------


@dataclass
class Signature:
    """What @step's arguments and results are, by name."""
    inputs: int                      # data inputs (model input, loss inputs)
    seed: bool                       # a seed input follows them
    params: List[str]
    buffers: List[str]               # buffer arguments (after params)
    constants: List[str]             # buffers baked into the step
    updated_buffers: List[str]       # results after loss and grads
    sgd: bool = False
    random_ops: List[str] = field(default_factory=list)
    arg_types: List[str] = field(default_factory=list)     # MLIR types
    result_types: List[str] = field(default_factory=list)

    def arguments(self, input_names):
        return (list(input_names) + (["seed"] if self.seed else []) +
                self.params + self.buffers)

    def results(self):
        kind = "param" if self.sgd else "grad"
        return (["loss"] + ["%s:%s" % (kind, p) for p in self.params] +
                ["buffer:%s" % b for b in self.updated_buffers])


def _user_frame(tb):
    """ " at FILE:LINE" of the innermost frame outside torch, if any."""
    import traceback
    frames = [f for f in traceback.extract_tb(tb)
              if os.sep + "torch" + os.sep not in f.filename and
              "remat_torch" not in f.filename]
    return " at %s:%d" % (frames[-1].filename, frames[-1].lineno) \
        if frames else ""


@contextmanager
def _causal_hint_from_argument():
    """nn.TransformerEncoder(Layer) compares its mask with a causal one to
    pass SDPA an is_causal hint, a branch on tensor values; the hint only
    picks a kernel (the mask gives the same result), so it is taken from the
    caller's is_causal argument alone."""
    import torch.nn.modules.transformer as transformer
    detect = transformer._detect_is_causal_mask

    def from_argument(mask, is_causal=None, size=None):
        return bool(is_causal)

    transformer._detect_is_causal_mask = from_argument
    try:
        yield
    finally:
        transformer._detect_is_causal_mask = detect


@contextmanager
def _mkldnn_disabled():
    enabled = torch._C._get_mkldnn_enabled()
    torch._C._set_mkldnn_enabled(False)
    try:
        yield
    finally:
        torch._C._set_mkldnn_enabled(enabled)


@contextmanager
def tracing_context():
    """What tracing and the eager reference share: PyTorch's Python
    decompositions (batch norm with its running statistics as results, LSTM
    and GRU as cell ops), no oneDNN kernels, the math kernel of attention,
    nn.Transformer's causal hint from its argument only."""
    # Registers PyTorch's Python decompositions with the dispatcher.
    importlib.import_module("torch._decomp.decompositions")
    from torch._dispatch.python import enable_python_dispatcher
    from torch.nn.attention import SDPBackend, sdpa_kernel
    with ExitStack() as stack:
        stack.enter_context(enable_python_dispatcher())
        stack.enter_context(_mkldnn_disabled())
        stack.enter_context(sdpa_kernel([SDPBackend.MATH]))
        stack.enter_context(_causal_hint_from_argument())
        yield


def step_function(model, loss_fn, num_inputs, sgd_lr=None):
    """The training step as a function of (inputs..., seed, params...,
    buffers...) -> (loss, grads or updated params..., buffers...), and the
    parameter and buffer names. Buffers are copied before the forward pass
    runs, so that its in-place updates (a batch norm's running statistics)
    change the copies, which are returned."""
    names = [n for n, _ in model.named_parameters()]
    buffer_names = [n for n, _ in model.named_buffers()]

    def loss_of(ps, bs, *ins):
        bs = [b.clone() for b in bs]
        state = dict(zip(names, ps))
        state.update(zip(buffer_names, bs))
        out = functional_call(model, state, (ins[0],))
        return loss_fn(out, *ins[1:]), bs

    def step(*args):
        ins = args[:num_inputs]
        ps = list(args[num_inputs + 1:num_inputs + 1 + len(names)])
        bs = list(args[num_inputs + 1 + len(names):])
        grads, (loss, new_bs) = grad_and_value(loss_of, has_aux=True)(
            ps, bs, *ins)
        if sgd_lr is not None:
            grads = [p - sgd_lr * g for p, g in zip(ps, grads)]
        return (loss, *grads, *new_bs)

    return step, names, buffer_names


@dataclass
class Traced:
    gm: torch.fx.GraphModule
    signature: Signature
    constants: dict  # placeholder-free tensors baked in, by buffer name


def _replace_placeholder_clones(gm):
    """clone(argument) -> argument: the step copies buffers (and functorch
    inputs) so that they may be updated in place; functionalized, every
    copy is only read, so the argument itself serves."""
    for node in list(gm.graph.nodes):
        if (node.op == "call_function" and node.target == aten.clone.default
                and node.args[0].op == "placeholder"):
            node.replace_all_uses_with(node.args[0])
            gm.graph.erase_node(node)


def trace_step(model, loss_fn, inputs, sgd_lr=None, buffers="inputs",
               name="model"):
    """The FX graph of one training step of `model` and its Signature.

    `loss_fn(output, *inputs[1:])` gives the scalar loss of `model(inputs[0])`.
    buffers: "inputs" (arguments of @step) or "constants" (baked in)."""
    if buffers not in ("inputs", "constants"):
        raise ValueError("buffers must be 'inputs' or 'constants'")
    num_inputs = len(inputs)
    step, names, buffer_names = step_function(model, loss_fn, num_inputs,
                                              sgd_lr)
    params = [p.detach() for _, p in model.named_parameters()]
    buffer_values = [b.detach() for _, b in model.named_buffers()]
    seed = torch.zeros((), dtype=torch.int64)
    functional = functionalize(step, remove="mutations")

    sites = rng.Sites()

    def traced(*args):
        # The seed as the tracer sees it, for the seeded random ops.
        sites.seed = args[num_inputs]
        return functional(*args)

    from torch._subclasses.fake_tensor import DataDependentOutputException
    from torch.fx.experimental.symbolic_shapes import \
        GuardOnDataDependentSymNode
    try:
        with tracing_context(), fx_traceback.preserve_node_meta(), \
                ModulePaths(model, name):
            gm = make_fx(traced,
                         decomposition_table=decomposition_table(sites),
                         tracing_mode="fake")(*inputs, seed, *params,
                                              *buffer_values)
    except (DataDependentOutputException, GuardOnDataDependentSymNode) as e:
        raise ImporterError(
            "model '%s': its Python code branches on tensor values (%s); the "
            "importer traces shapes, not values, so the step cannot depend on "
            "them%s" % (name, e, _user_frame(e.__traceback__))) from None
    graph = gm.graph
    _replace_placeholder_clones(gm)
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    output = next(n for n in graph.nodes if n.op == "output")
    results = list(output.args[0])
    first_buffer = num_inputs + 1 + len(names)
    buffer_nodes = placeholders[first_buffer:]
    buffer_results = results[1 + len(names):]
    # An unchanged buffer comes back as its own argument: not a result.
    updated = [(bn, r) for bn, node, r in
               zip(buffer_names, buffer_nodes, buffer_results)
               if r is not node]
    if buffers == "constants" and updated:
        raise ImporterError(
            "model '%s': the step updates buffer(s) %s (e.g. a batch norm's "
            "running statistics), which cannot be constants; import with "
            "buffers as inputs" % (name, ", ".join(b for b, _ in updated)))
    output.args = (tuple(results[:1 + len(names)] + [r for _, r in updated]),)
    constants = {}
    if buffers == "constants":
        # The module's values in place of the arguments: torch-mlir makes
        # literals of tensors in node arguments.
        for bn, node, value in zip(buffer_names, buffer_nodes, buffer_values):
            constants[bn] = value
            for user in list(node.users):
                user.args = torch.fx.node.map_arg(
                    user.args, lambda a: value if a is node else a)
                user.kwargs = torch.fx.node.map_arg(
                    user.kwargs, lambda a: value if a is node else a)
            graph.erase_node(node)
    graph.eliminate_dead_code()
    seed_node = placeholders[num_inputs]
    if not seed_node.users:
        graph.erase_node(seed_node)
    gm.recompile()
    signature = Signature(
        inputs=num_inputs, seed=bool(seed_node.users), params=names,
        buffers=buffer_names if buffers == "inputs" else [],
        constants=list(constants), updated_buffers=[b for b, _ in updated],
        sgd=sgd_lr is not None, random_ops=[op for _, op in sites.ops])
    return Traced(gm, signature, constants)


# --- Finding every unsupported op -------------------------------------------


def _call_nodes(gm):
    return [n for n in gm.graph.nodes if n.op == "call_function" and
            isinstance(n.target, torch._ops.OpOverload)]


def _op_name(target):
    # "aten::add_.Tensor" -> "aten.add_.Tensor"
    return target.name().replace("::", ".")


def _problem(op, nodes, detail):
    modules = []
    for n in nodes:
        m = module_of(n)
        if m not in modules:
            modules.append(m)
    return Problem(op, [n.name for n in nodes], modules, detail)


def _group(nodes):
    groups = {}
    for n in nodes:
        groups.setdefault(_op_name(n.target), []).append(n)
    return groups


def _trace_problems(gm):
    """Ops no importer path can take, found in the FX graph itself."""
    problems = []
    for op, nodes in _group(_call_nodes(gm)).items():
        packet = ".".join(op.split(".")[:2])
        if packet in rng.UNSEEDED:
            problems.append(_problem(op, nodes, "a random op without a "
                                     "seeded form (rng.py seeds dropout, "
                                     "bernoulli, rand and uniform)"))
        elif packet.startswith("aten.mkldnn"):
            problems.append(_problem(op, nodes, "a oneDNN kernel"))
    return problems


def _single_op_graph(node):
    """A graph of `node` alone, its tensor operands as placeholders."""
    g = torch.fx.Graph()
    counter = [0]

    def operand(a):
        if isinstance(a, torch.fx.Node):
            val = a.meta.get("val")
            if not isinstance(val, torch.Tensor):
                raise ValueError("non-tensor operand")
            p = g.placeholder("arg%d" % counter[0])
            counter[0] += 1
            p.meta["val"] = val
            return p
        return a

    args = torch.fx.node.map_aggregate(node.args, operand)
    kwargs = torch.fx.node.map_aggregate(node.kwargs, operand)
    call = g.call_function(node.target, args, kwargs)
    call.meta["val"] = node.meta.get("val")
    val = call.meta["val"]
    if isinstance(val, (tuple, list)):
        outs = []
        for i, v in enumerate(val):
            if isinstance(v, torch.Tensor):
                item = g.call_function(operator.getitem,
                                       (call, i))
                item.meta["val"] = v
                outs.append(item)
        g.output(tuple(outs))
    else:
        g.output(call)
    return torch.fx.GraphModule(torch.nn.Module(), g)


def _lowers(gm):
    """Whether torch-mlir lowers `gm` to upstream MLIR alone, quietly."""
    from torch_mlir.compiler_utils import TorchMlirCompilerError
    from torch_mlir.fx import stateless_fx_import
    with _captured_stderr():
        try:
            module = stateless_fx_import(gm, output_type="linalg-on-tensors",
                                         model_name="probe")
        except TorchMlirCompilerError:
            return False, None
        except Exception as e:  # the importer itself rejects the node
            return False, str(e).splitlines()[0] if str(e) else repr(e)
    foreign = _foreign_ops(module)
    return not foreign, (foreign[0].name if foreign else None)


def _probe_ops(gm):
    """Imports each distinct op of `gm` on its own (one representative node
    per op and operand types): the ops that fail, all of them."""
    problems = []
    for op, nodes in _group(_call_nodes(gm)).items():
        seen, failing = set(), []
        for n in nodes:
            key = repr([getattr(a.meta.get("val"), "dtype", None)
                        for a in n.all_input_nodes]) + repr(
                [a for a in n.args if not isinstance(a, torch.fx.Node)])
            if key in seen:
                continue
            seen.add(key)
            try:
                single = _single_op_graph(n)
            except ValueError:
                continue
            ok, what = _lowers(single)
            if not ok:
                failing.append((n, what))
                break
        if failing:
            n, what = failing[0]
            detail = ("torch-mlir lowers it to %s, outside upstream MLIR"
                      % what if what and what.split(".")[0] == "tm_tensor"
                      else "torch-mlir cannot lower it")
            problems.append(_problem(op, nodes, detail))
    return problems


# --- Lowering ----------------------------------------------------------------


@contextmanager
def _captured_stderr():
    """MLIR prints its diagnostics on file descriptor 2, not to sys.stderr:
    they are captured (and returned as a list's only element)."""
    text = []
    with tempfile.TemporaryFile(mode="w+") as diag:
        saved = os.dup(2)
        os.dup2(diag.fileno(), 2)
        try:
            yield text
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            diag.seek(0)
            text.append(diag.read())


def _foreign_ops(module):
    """Ops outside the upstream dialects remat-opt reads (cf.assert aside)."""
    from torch_mlir import ir
    foreign = []

    def visit(op):
        name = op.name
        if name != "cf.assert" and name.split(".")[0] not in UPSTREAM_DIALECTS:
            foreign.append(op)
            return ir.WalkResult.SKIP
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return foreign


def _drop_asserts(module):
    """Erases cf.assert (index bounds checks of gathers): indices are in
    range by construction."""
    from torch_mlir import ir
    asserts = []

    def visit(op):
        if op.name == "cf.assert":
            asserts.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    for op in asserts:
        op.erase()


# torch-mlir's own ops outside upstream MLIR, and the aten ops it makes them
# of: the FX nodes to blame when one is left (its locations are unknown).
_FOREIGN_SOURCES = {
    "tm_tensor.sort": ("aten.sort", "aten.topk", "aten.argsort",
                       "aten.kthvalue", "aten.median", "aten.unique"),
    "tm_tensor.scan": ("aten.cumsum", "aten.cumprod", "aten.logcumsumexp"),
    "tm_tensor.scatter": ("aten.scatter", "aten.index_put", "aten.index_add",
                          "aten.scatter_add", "aten.scatter_reduce",
                          "aten._unsafe_index_put"),
    "tm_tensor.attention": ("aten._scaled_dot_product",),
}


def _blame_foreign(gm, foreign):
    """The aten ops behind torch-mlir's own ops, one Problem per aten op."""
    problems = []
    for name in sorted({op.name for op in foreign}):
        prefixes = _FOREIGN_SOURCES.get(name, ())
        nodes = [n for n in _call_nodes(gm)
                 if prefixes and _op_name(n.target).startswith(prefixes)]
        detail = "torch-mlir lowers it to %s, outside upstream MLIR" % name
        if not nodes:
            problems.append(Problem(name, [], [], "torch-mlir made it"))
        for op, group in _group(nodes).items():
            problems.append(_problem(op, group, detail))
    return problems


def _importer_with_constants(constants):
    """A torch-mlir FxImporter that prints the baked-in buffers as dense
    constants (its default, dense_resource blobs, is not plain MLIR)."""
    import numpy as np
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras.fx_importer import FxImporter, RefTracker
    context = ir.Context()
    torch_d.register_dialect(context)
    tracker = RefTracker()
    with context:
        for value in constants.values():
            array = value.detach().cpu().numpy()
            tracker.track(value).value = ir.DenseElementsAttr.get(
                np.ascontiguousarray(array))
    return FxImporter(context=context, py_attr_tracker=tracker)


def lower(traced, name):
    """torch-mlir's linalg-on-tensors module of a traced step, or an
    UnsupportedOpError listing every op that cannot be imported."""
    from torch_mlir.compiler_utils import TorchMlirCompilerError
    from torch_mlir.fx import stateless_fx_import
    gm = traced.gm
    problems = _trace_problems(gm)
    if problems:
        raise UnsupportedOpError(name, problems)
    importer = (_importer_with_constants(traced.constants)
                if traced.constants else None)
    failure = None
    with _captured_stderr() as diagnostics:
        try:
            module = stateless_fx_import(gm, output_type="linalg-on-tensors",
                                         model_name="step",
                                         fx_importer=importer)
        except TorchMlirCompilerError as e:
            failure = str(e)
    if failure is not None:
        problems = _probe_ops(gm)
        if problems:
            raise UnsupportedOpError(name, problems) from None
        raise ImporterError("model '%s': torch-mlir failed:\n%s%s" %
                            (name, diagnostics[0], failure)) from None
    foreign = _foreign_ops(module)
    if foreign:
        raise UnsupportedOpError(name, _blame_foreign(gm, foreign))
    _drop_asserts(module)
    return module


def _set_types(signature, module):
    from torch_mlir import ir
    with module.context:
        (func,) = [op for op in module.body.operations
                   if op.operation.name == "func.func"]
        ftype = ir.FunctionType(
            ir.TypeAttr(func.attributes["function_type"]).value)
        signature.arg_types = [str(t) for t in ftype.inputs]
        signature.result_types = [str(t) for t in ftype.results]


def import_step(model, loss_fn, inputs, name, sgd_lr=None, buffers="inputs"):
    """MLIR text (generic form) of the training step and its Signature; see
    the module doc."""
    traced = trace_step(model, loss_fn, inputs, sgd_lr, buffers, name)
    module = lower(traced, name)
    _set_types(traced.signature, module)
    text = module.operation.get_asm(print_generic_op_form=True,
                                    large_elements_limit=None)
    if "dense_resource" in text:
        raise ImporterError("model '%s': the step holds dense_resource "
                            "constants (weights must be arguments)" % name)
    return text, traced.signature


def write_atomically(path, text):
    """Writes `path` through a temporary file in the same folder, so that a
    failure never leaves a half-written file behind."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-",
                               suffix=os.path.basename(path))
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp creates it private
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
