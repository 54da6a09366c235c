"""A PyTorch training step as one func.func of linalg on tensors.

    step(inputs..., params...) -> (loss, grads...)            (default)
    step(inputs..., params...) -> (loss, updated params...)   (sgd_lr=...)

Route (see docs/Models.md for why this one):
  1. torch.func: grad_and_value over functional_call, so parameters are
     function arguments and the gradients results; batch norms are swapped
     for a stateless one first, so no running-stat buffer is mutated.
  2. make_fx traces the step (fake tensors: nothing big is computed) with
     torch-mlir's decomposition table plus our own for the few ops whose
     torch-mlir lowering leaves upstream MLIR (scatters, bounds asserts).
  3. torch-mlir's stateless_fx_import lowers the FX graph to linalg on
     tensors; we drop `cf.assert` bounds checks, check that only upstream
     dialects remain and print the module in generic form, which MLIR 22's
     parser reads.
An aten op that cannot be lowered is reported as an UnsupportedOpError that
names the model, the FX node and the op.
"""

import math
import os
import re
import tempfile

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx
from torch.func import functional_call, grad_and_value

# Dialects a remat-opt built against MLIR 22 loads and plans through.
UPSTREAM_DIALECTS = {"builtin", "func", "linalg", "tensor", "arith", "math"}


class ImporterError(Exception):
    """A model the importer cannot turn into linalg on tensors."""


class UnsupportedOpError(ImporterError):
    def __init__(self, model, op, nodes, detail=""):
        self.model, self.op, self.nodes = model, op, nodes
        where = ", ".join("%" + n for n in nodes) if nodes else "unknown node"
        msg = "model '%s': unsupported op %s (FX node %s)" % (model, op, where)
        super().__init__(msg + (": " + detail if detail else ""))


# --- Stateless batch norm ----------------------------------------------------


class StatelessBatchNorm(nn.Module):
    """Batch norm with batch statistics and no running-stat buffers: the
    training-mode forward, without the buffer updates that would make the
    traced step impure."""

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


# --- Decompositions ----------------------------------------------------------
# torch-mlir lowers nll_loss and embedding_dense_backward to tm_tensor.scatter
# and gathers with cf.assert bounds checks; MLIR 22 has neither dialect's
# semantics we can plan through. These one-hot forms are dense linalg: the
# one-hot matrix has the shape of the logits (nll) or of the LM-head logits
# (embedding), tensors these models hold anyway.

aten = torch.ops.aten


def _one_hot(target, classes, dtype):
    return (target.unsqueeze(-1) == torch.arange(classes)).to(dtype)


def nll_loss_forward(self, target, weight, reduction, ignore_index):
    if weight is not None or self.dim() != 2:
        return NotImplemented
    valid = (target != ignore_index).to(self.dtype)
    picked = (self * _one_hot(target, self.shape[1], self.dtype)).sum(1)
    total = -(picked * valid).sum()
    count = valid.sum()
    if reduction == 1:  # mean
        return total / count, count
    if reduction == 2:  # sum
        return total, count
    return NotImplemented


def nll_loss_backward(grad_output, self, target, weight, reduction,
                      ignore_index, total_weight):
    if weight is not None or self.dim() != 2 or reduction not in (1, 2):
        return NotImplemented
    valid = (target != ignore_index).to(self.dtype).unsqueeze(1)
    scale = -grad_output / total_weight if reduction == 1 else -grad_output
    return _one_hot(target, self.shape[1], self.dtype) * valid * scale


def embedding_dense_backward(grad_output, indices, num_weights, padding_idx,
                             scale_grad_by_freq):
    if scale_grad_by_freq:
        return NotImplemented
    flat = indices.reshape(-1)
    one_hot = _one_hot(flat, num_weights, grad_output.dtype)
    if padding_idx >= 0:
        one_hot = one_hot * (flat != padding_idx).to(grad_output.dtype
                                                     ).unsqueeze(1)
    grad = grad_output.reshape(flat.shape[0], -1)
    return one_hot.t() @ grad


# torch-mlir lowers the tanh GELU with sqrt(2/pi) = 0.797724 (it is
# 0.7978846): 2e-4 off PyTorch, about the error the gradients showed.
def gelu(self, approximate="none"):
    if approximate != "tanh":
        return NotImplemented
    inner = math.sqrt(2 / math.pi) * (self + 0.044715 * self * self * self)
    return 0.5 * self * (1 + torch.tanh(inner))


def _interleave(t, stride, offset, axis):
    """Spreads `t` along `axis` to stride-spaced slots: element i goes to
    i * stride + offset, zeros elsewhere (length len * stride + offset)."""
    if stride > 1:
        zeros = torch.zeros_like(t)
        slots = [t if r == 0 else zeros for r in range(stride)]
        t = torch.stack(slots, axis + 1).flatten(axis, axis + 1)
    pad = [0, 0] * (t.dim() - 1 - axis) + [offset, 0]
    return F.pad(t, pad) if offset else t


def max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride,
                                     padding, dilation, ceil_mode, indices):
    """The gradient routed to each window's argmax through `indices`, as k*k
    masked copies of grad_output placed at their window offsets (PyTorch's
    kernel scatters; torch-mlir makes that a tm_tensor.scatter)."""
    kh, kw = kernel_size
    sh, sw = stride or kernel_size
    ph, pw = padding
    dh, dw = dilation
    h, w = self.shape[-2:]
    oh, ow = grad_output.shape[-2:]
    rows = torch.arange(oh).unsqueeze(1) * sh - ph
    cols = torch.arange(ow).unsqueeze(0) * sw - pw
    total = None
    for i in range(kh):
        for j in range(kw):
            flat = (rows + i * dh) * w + (cols + j * dw)
            part = grad_output * (indices == flat).to(grad_output.dtype)
            part = _interleave(_interleave(part, sh, i * dh, part.dim() - 2),
                               sw, j * dw, part.dim() - 1)
            # Every part to the same padded extent, then accumulate.
            ext_h, ext_w = oh * sh + (kh - 1) * dh, ow * sw + (kw - 1) * dw
            part = F.pad(part, [0, ext_w - part.shape[-1], 0,
                                ext_h - part.shape[-2]])
            total = part if total is None else total + part
    return total[..., ph:ph + h, pw:pw + w]


def _conv_input_grad(grad_output, weight, stride, padding, dilation, groups,
                     extent):
    """The input gradient of a grouped convolution as a forward one (torch-mlir
    cannot lower grouped transposed convolutions): grad_output spread to
    stride-spaced slots, padded, and convolved with the flipped kernel whose
    in/out channels swap within each group."""
    nd = len(extent)
    g = grad_output
    for d in range(nd):
        axis = 2 + d
        g = _interleave(g, stride[d], 0, axis)
        k = weight.shape[2 + d]
        left = dilation[d] * (k - 1) - padding[d]
        right = extent[d] + dilation[d] * (k - 1) - left - g.shape[axis]
        # A negative pad crops.
        if left < 0:
            g = g.narrow(axis, -left, g.shape[axis] + left)
            left = 0
        if right < 0:
            g = g.narrow(axis, 0, g.shape[axis] + right)
            right = 0
        if left or right:
            g = F.pad(g, [0, 0] * (nd - 1 - d) + [left, right])
    o, ci = weight.shape[:2]
    m = o // groups
    w = weight.reshape(groups, m, ci, *weight.shape[2:]).transpose(1, 2)
    w = w.reshape(groups * ci, m, *weight.shape[2:]).flip(
        list(range(2, 2 + nd)))
    return aten.convolution(g, w, None, [1] * nd, [0] * nd, dilation, False,
                            [0] * nd, groups)


def convolution_backward(grad_output, input, weight, bias_sizes, stride,
                         padding, dilation, transposed, output_padding,
                         groups, output_mask):
    """Grouped and transposed convolution gradients as forward convolutions,
    which torch-mlir lowers (its own lowering covers only the plain case)."""
    if not transposed and groups == 1:
        return NotImplemented
    if transposed and groups != 1:
        return NotImplemented
    nd = input.dim() - 2
    spatial = list(range(2, 2 + nd))
    grad_input = grad_weight = grad_bias = None
    if transposed:
        # y = conv_transpose(x, w) is the input gradient of conv(., w), so
        # its gradients are a plain convolution and a plain weight gradient.
        if output_mask[0]:
            grad_input = aten.convolution(grad_output, weight, None, stride,
                                          padding, dilation, False,
                                          [0] * nd, 1)
        if output_mask[1]:
            grad_weight = aten.convolution_backward(
                input, grad_output, weight, None, stride, padding, dilation,
                False, [0] * nd, 1, [False, True, False])[1]
    else:
        if output_mask[0]:
            grad_input = _conv_input_grad(grad_output, weight, stride,
                                          padding, dilation, groups,
                                          input.shape[2:])
        if output_mask[1]:
            # Per group, sum over the batch: the batch becomes the channel
            # axis of a grouped convolution whose stride and dilation swap.
            n, c = input.shape[:2]
            o = grad_output.shape[1]
            ci, m = c // groups, o // groups
            x = input.reshape(n, groups, ci, *input.shape[2:])
            x = x.movedim(0, 2).movedim(1, 0).reshape(
                ci, groups * n, *input.shape[2:])
            g = grad_output.reshape(n, groups, m, *grad_output.shape[2:])
            g = g.movedim(0, 2).reshape(groups * m, n,
                                        *grad_output.shape[2:])
            full = aten.convolution(x, g, None, dilation, padding, stride,
                                    False, [0] * nd, groups)
            full = full.transpose(0, 1)
            slices = tuple(slice(0, weight.shape[d]) for d in spatial)
            grad_weight = full[(slice(None), slice(None)) + slices]
    if output_mask[2]:
        grad_bias = grad_output.sum([0] + spatial)
    return grad_input, grad_weight, grad_bias


def decomposition_table():
    from torch_mlir.fx import get_decomposition_table
    table = dict(get_decomposition_table())
    table.update({
        aten.nll_loss_forward.default: nll_loss_forward,
        aten.nll_loss_backward.default: nll_loss_backward,
        aten.embedding_dense_backward.default: embedding_dense_backward,
        aten.max_pool2d_with_indices_backward.default:
            max_pool2d_with_indices_backward,
        aten.convolution_backward.default: convolution_backward,
        aten.gelu.default: gelu,
    })
    return table


# --- Tracing -----------------------------------------------------------------


def trace_step(model, loss_fn, inputs, sgd_lr=None):
    """The FX graph of one training step of `model`.

    `loss_fn(output, *inputs[1:])` gives the scalar loss of `model(inputs[0])`.
    Returns (graph module, parameter names)."""
    make_stateless(model)
    if any(True for _ in model.buffers()):
        raise ImporterError("models with buffers are not supported: make "
                            "them parameters or compute them in forward")
    names = [n for n, _ in model.named_parameters()]
    params = [p.detach() for _, p in model.named_parameters()]
    num_inputs = len(inputs)

    def loss_of(ps, *ins):
        out = functional_call(model, dict(zip(names, ps)), (ins[0],))
        return loss_fn(out, *ins[1:])

    def step(*args):
        ins, ps = args[:num_inputs], list(args[num_inputs:])
        grads, loss = grad_and_value(loss_of)(ps, *ins)
        if sgd_lr is None:
            return (loss, *grads)
        return (loss, *[p - sgd_lr * g for p, g in zip(ps, grads)])

    gm = make_fx(step, decomposition_table=decomposition_table(),
                 tracing_mode="fake")(*inputs, *params)
    return gm, names


def _fx_nodes_for(gm, op_name):
    """Names of the FX nodes that call the aten op `op_name` ("aten.foo" or
    "aten.foo.overload"); by op packet when no overload matches."""
    calls = [(str(n.target), n.name) for n in gm.graph.nodes
             if n.op == "call_function"]
    exact = [name for t, name in calls
             if t == op_name or t.startswith(op_name + ".")]
    if exact:
        return exact
    packet = ".".join(op_name.split(".")[:2]) + "."
    return [name for t, name in calls if t.startswith(packet)]


_ILLEGAL = [
    re.compile(r'name = "torch\.(aten\.[\w.]+)"'),  # torch.operator "..."
    re.compile(r"'torch\.(aten\.[\w.]+)'"),          # failed to legalize
    re.compile(r"\btorch\.(aten\.[\w.]+)\b"),
]


def _unsupported_from_error(model_name, gm, message):
    for pattern in _ILLEGAL:
        m = pattern.search(message)
        if m:
            op = m.group(1)
            # torch-mlir spells overloads as aten.foo.dims; FX as aten.foo.dims
            return UnsupportedOpError(model_name, op, _fx_nodes_for(gm, op),
                                      "torch-mlir cannot lower it")
    return None


# torch-mlir's own ops outside upstream MLIR, and the aten ops it makes them
# of: the FX nodes to blame when one is left (its locations are unknown).
_FOREIGN_SOURCES = {
    "tm_tensor.sort": ("aten.sort", "aten.topk", "aten.argsort", "aten.kthvalue",
                       "aten.median", "aten.unique"),
    "tm_tensor.scan": ("aten.cumsum", "aten.cumprod", "aten.logcumsumexp"),
    "tm_tensor.scatter": ("aten.scatter", "aten.index_put", "aten.index_add",
                          "aten.scatter_add", "aten.scatter_reduce",
                          "aten._unsafe_index_put"),
    "tm_tensor.attention": ("aten._scaled_dot_product",),
}


def _blame(gm, foreign_op):
    prefixes = _FOREIGN_SOURCES.get(foreign_op, ())
    return [n.name for n in gm.graph.nodes if n.op == "call_function" and
            str(n.target).startswith(prefixes)] if prefixes else []


def _drop_asserts_and_check(module, model_name, gm):
    """Erases cf.assert (index bounds checks of gathers) and rejects any op
    outside the upstream dialects remat-opt reads."""
    from torch_mlir import ir
    asserts, foreign = [], []

    def visit(op):
        name = op.name
        if name == "cf.assert":
            asserts.append(op)
        elif name.split(".")[0] not in UPSTREAM_DIALECTS:
            foreign.append(op)
            return ir.WalkResult.SKIP
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    for op in asserts:
        op.erase()
    if foreign:
        op = foreign[0]
        where = str(op.location)
        where = "" if where == "loc(unknown)" else " (at %s)" % where
        raise UnsupportedOpError(
            model_name, op.name, _blame(gm, op.name),
            "torch-mlir lowered it outside upstream MLIR%s; add a "
            "decomposition in python/remat_torch/importer.py" % where)


def import_step(model, loss_fn, inputs, name, sgd_lr=None):
    """MLIR text (generic form) of the training step; see the module doc."""
    from torch_mlir.compiler_utils import TorchMlirCompilerError
    from torch_mlir.fx import stateless_fx_import
    gm, param_names = trace_step(model, loss_fn, inputs, sgd_lr)
    # MLIR prints its diagnostics on file descriptor 2, not to sys.stderr:
    # capture them to name the op that failed.
    with tempfile.TemporaryFile(mode="w+") as diag:
        saved = os.dup(2)
        os.dup2(diag.fileno(), 2)
        try:
            module = stateless_fx_import(gm, output_type="linalg-on-tensors",
                                         model_name="step")
            failure = None
        except TorchMlirCompilerError as e:
            failure = str(e)
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        if failure is not None:
            diag.seek(0)
            diagnostics = diag.read()
            err = _unsupported_from_error(name, gm, diagnostics)
            if err:
                raise err from None
            raise ImporterError("model '%s': torch-mlir failed:\n%s%s" %
                                (name, diagnostics, failure)) from None
    _drop_asserts_and_check(module, name, gm)
    text = module.operation.get_asm(print_generic_op_form=True,
                                    large_elements_limit=None)
    if "dense_resource" in text:
        raise ImporterError("model '%s': the step holds dense_resource "
                            "constants (weights must be arguments)" % name)
    return text, param_names


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
