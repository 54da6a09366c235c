"""Our decompositions of aten ops, for make_fx, where torch-mlir's lowering
leaves upstream MLIR, fails, or is wrong (see docs/Models.md for each).

Each is checked against PyTorch's kernel on random shapes to 1e-5
(test/Importer/Inputs/check_decompositions.py)."""

import math

import torch
import torch.nn.functional as F

# torch-mlir lowers nll_loss and embedding_dense_backward to tm_tensor.scatter
# and gathers with cf.assert bounds checks; MLIR 22 has neither dialect's
# semantics we can plan through. These one-hot forms are dense linalg: the
# one-hot matrix has the shape of the logits (nll) or of the LM-head logits
# (embedding), tensors these models hold anyway.

aten = torch.ops.aten


def _one_hot(target, classes, dtype):
    return (target.unsqueeze(-1) == torch.arange(classes)).to(dtype)


def _nll_weights(self, target, weight, ignore_index):
    """Per sample: its class's weight (1 without weights), 0 if ignored."""
    valid = (target != ignore_index).to(self.dtype)
    if weight is None:
        return valid
    one_hot = _one_hot(target, self.shape[1], self.dtype)
    return (one_hot * weight).sum(1) * valid


def nll_loss_forward(self, target, weight, reduction, ignore_index):
    if self.dim() != 2:
        return NotImplemented
    valid = _nll_weights(self, target, weight, ignore_index)
    picked = (self * _one_hot(target, self.shape[1], self.dtype)).sum(1)
    if reduction == 0:  # none
        return -(picked * valid), torch.zeros((), dtype=self.dtype)
    total = -(picked * valid).sum()
    count = valid.sum()
    if reduction == 1:  # mean
        return total / count, count
    return total, count  # sum


def nll_loss_backward(grad_output, self, target, weight, reduction,
                      ignore_index, total_weight):
    if self.dim() != 2:
        return NotImplemented
    valid = _nll_weights(self, target, weight, ignore_index).unsqueeze(1)
    if reduction == 0:
        scale = -grad_output.unsqueeze(1)
    else:
        scale = -grad_output / total_weight if reduction == 1 \
            else -grad_output
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


def _pair(v, default=None):
    """A 2-d pooling argument: [k] means [k, k], [] the default."""
    v = list(v) if v else list(default or [])
    return v * 2 if len(v) == 1 else v


def _place_windows(part_at, out_hw, kernel, stride, dilation, padding, in_hw):
    """The gradient of a 2-d pooling: for each kernel offset (i, j), the part
    of grad_output that flows through it, `part_at(i, j)`, spread to
    stride-spaced slots at that offset and summed over the offsets, then
    cropped to the input (PyTorch's kernels scatter; torch-mlir makes a
    scatter a tm_tensor.scatter)."""
    (kh, kw), (sh, sw), (dh, dw), (ph, pw) = kernel, stride, dilation, padding
    oh, ow = out_hw
    ext_h, ext_w = oh * sh + (kh - 1) * dh, ow * sw + (kw - 1) * dw
    total = None
    for i in range(kh):
        for j in range(kw):
            part = part_at(i, j)
            part = _interleave(_interleave(part, sh, i * dh, part.dim() - 2),
                               sw, j * dw, part.dim() - 1)
            # Every part to the same padded extent, then accumulate.
            part = F.pad(part, [0, ext_w - part.shape[-1], 0,
                                ext_h - part.shape[-2]])
            total = part if total is None else total + part
    h, w = in_hw
    return total[..., ph:ph + h, pw:pw + w]


def max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride,
                                     padding, dilation, ceil_mode, indices):
    """The gradient routed to each window's argmax through `indices`: k*k
    masked copies of grad_output placed at their window offsets."""
    kernel = _pair(kernel_size)
    stride = _pair(stride, kernel)
    padding, dilation = _pair(padding, [0]), _pair(dilation, [1])
    h, w = self.shape[-2:]
    oh, ow = grad_output.shape[-2:]
    rows = torch.arange(oh).unsqueeze(1) * stride[0] - padding[0]
    cols = torch.arange(ow).unsqueeze(0) * stride[1] - padding[1]

    def part_at(i, j):
        flat = (rows + i * dilation[0]) * w + (cols + j * dilation[1])
        return grad_output * (indices == flat).to(grad_output.dtype)

    return _place_windows(part_at, (oh, ow), kernel, stride, dilation,
                          padding, (h, w))


def _avg_pool_extents(out, size, k, s, p):
    """Per output row: the window's extent within the padded input and
    within the input (PyTorch's avg_pool2d divisors)."""
    start = torch.arange(out) * s - p
    end = torch.clamp(start + k, max=size + p)
    padded = end - start
    valid = torch.clamp(end, max=size) - torch.clamp(start, min=0)
    return padded, valid


def avg_pool2d_backward(grad_output, self, kernel_size, stride, padding,
                        ceil_mode, count_include_pad, divisor_override):
    """grad_output divided by each window's divisor, placed at every kernel
    offset of its window (torch-mlir has no lowering of it)."""
    kernel = _pair(kernel_size)
    stride = _pair(stride, kernel)
    padding = _pair(padding, [0])
    h, w = self.shape[-2:]
    oh, ow = grad_output.shape[-2:]
    if divisor_override:
        part = grad_output / divisor_override
    else:
        ph_, vh = _avg_pool_extents(oh, h, kernel[0], stride[0], padding[0])
        pw_, vw = _avg_pool_extents(ow, w, kernel[1], stride[1], padding[1])
        rows, cols = (ph_, pw_) if count_include_pad else (vh, vw)
        divisor = rows.unsqueeze(1) * cols.unsqueeze(0)
        part = grad_output / divisor.to(grad_output.dtype)
    return _place_windows(lambda i, j: part, (oh, ow), kernel, stride,
                          [1, 1], padding, (h, w))


def _adaptive_matrix(out, size, dtype):
    """(out, size): row i averages input positions floor(i*size/out) to
    ceil((i+1)*size/out) - 1, as adaptive_avg_pool2d does."""
    i = torch.arange(out).unsqueeze(1)
    start = torch.div(i * size, out, rounding_mode="floor")
    end = torch.div((i + 1) * size + out - 1, out, rounding_mode="floor")
    pos = torch.arange(size).unsqueeze(0)
    inside = (pos >= start) & (pos < end)
    return inside.to(dtype) / (end - start).to(dtype)


def adaptive_avg_pool2d_backward(grad_output, self):
    """Windows that tile the input evenly are avg_pool2d's; otherwise the
    pooling is separable, out = A_h x A_w^T, and its gradient is
    A_h^T g A_w (torch-mlir has no lowering of it)."""
    h, w = self.shape[-2:]
    oh, ow = grad_output.shape[-2:]
    if h % oh == 0 and w % ow == 0:
        kernel = [h // oh, w // ow]
        return avg_pool2d_backward(grad_output, self, kernel, kernel, [0, 0],
                                   False, True, None)
    a_h = _adaptive_matrix(oh, h, grad_output.dtype)
    a_w = _adaptive_matrix(ow, w, grad_output.dtype)
    t = torch.matmul(grad_output, a_w)                   # (..., oh, w)
    return torch.matmul(t.transpose(-1, -2), a_h).transpose(-1, -2)


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


def _strided_view(base_shape, size, stride, offset):
    """As slices of a contiguous tensor of `base_shape`: per base dimension
    (start, end, step), and per view dimension the base dimension it walks
    (None for a size-1 dimension); None when the view is no such slicing
    (e.g. overlapping or reinterpreting strides)."""
    rank = len(base_shape)
    base_strides = [1] * rank
    for k in range(rank - 2, -1, -1):
        base_strides[k] = base_strides[k + 1] * base_shape[k + 1]
    coords = []
    for k in range(rank):
        coords.append((offset // base_strides[k]) % base_shape[k]
                      if base_shape[k] else 0)
    if sum(c * s for c, s in zip(coords, base_strides)) != offset:
        return None
    spec = [(c, c + 1, 1) for c in coords]
    walks = []
    used = set()
    if 0 in size:
        return None
    for n, s in zip(size, stride):
        if n == 1:
            walks.append(None)
            continue
        k = next((k for k in range(rank) if k not in used and s > 0 and
                  s % base_strides[k] == 0 and
                  coords[k] + (n - 1) * (s // base_strides[k]) <
                  base_shape[k]), None)
        if k is None:
            return None
        used.add(k)
        step = s // base_strides[k]
        spec[k] = (coords[k], coords[k] + (n - 1) * step + 1, step)
        walks.append(k)
    return spec, walks


def _refined_shape(numel, size, stride):
    """A shape of `numel` elements in which the strides of the view's
    dimensions are those of whole dimensions (splitting the storage at every
    stride), or None when they do not divide each other."""
    strides = sorted({s for n, s in zip(size, stride) if n != 1},
                     reverse=True)
    if not strides or strides[-1] <= 0 or numel % strides[0]:
        return None
    shape = [numel // strides[0]]
    for outer, inner in zip(strides, strides[1:]):
        if outer % inner:
            return None
        shape.append(outer // inner)
    return shape + [strides[-1]]


def _as_slicing(self, size, stride, storage_offset):
    """(self reshaped, _strided_view of it) for an as_strided view of a
    contiguous `self`, or None."""
    if not self.is_contiguous():
        return None
    offset = storage_offset or 0
    view = _strided_view(self.shape, size, stride, offset)
    if view is not None:
        return self, view
    shape = _refined_shape(self.numel(), size, stride)
    if shape is None:
        return None
    view = _strided_view(shape, size, stride, offset)
    return (self.reshape(shape), view) if view is not None else None


def as_strided(self, size, stride, storage_offset=None):
    """A view of a contiguous tensor that slices it (or a reshape of it), as
    slices, a permute and a reshape (torch-mlir makes as_strided a gather it
    cannot lower; autograd's backward of in-place ops on views calls it)."""
    found = _as_slicing(self, size, stride, storage_offset)
    if found is None:
        return NotImplemented
    out, (spec, walks) = found
    for k, (start, end, step) in enumerate(spec):
        out = out.narrow(k, start, end - start) if step == 1 else \
            out.narrow(k, start, end - start)[
                (slice(None),) * k + (slice(None, None, step),)]
    # Dimensions in view order, then the view's shape.
    walked = [k for k in walks if k is not None]
    others = [k for k in range(len(spec)) if k not in walked]
    out = out.permute(walked + others)
    return out.reshape(size)


def as_strided_scatter(self, src, size, stride, storage_offset=None):
    """`self` with the slicing view of as_strided replaced by `src`, as
    nested slice_scatters."""
    found = _as_slicing(self, size, stride, storage_offset)
    if found is None:
        return NotImplemented
    base, (spec, walks) = found
    walked = [k for k in walks if k is not None]
    others = [k for k in range(len(spec)) if k not in walked]
    # src in the base's dimension order, size 1 where the view selects.
    moved = src.reshape([n for n in size if n != 1] + [1] * len(others))
    inverse = [0] * len(spec)
    for pos, k in enumerate(walked + others):
        inverse[k] = pos
    moved = moved.permute(inverse)

    def place(base, part, d):
        if d == len(spec):
            return part
        start, end, step = spec[d]
        if (start, end, step) == (0, base.shape[d], 1):
            return place(base, part, d + 1)
        inner = base[(slice(None),) * d + (slice(start, end, step),)]
        return torch.slice_scatter(base, place(inner, part, d + 1), d, start,
                                   end, step)

    return place(base, moved, 0).reshape(self.shape)


def _native_batch_norm(input, weight, bias, training, momentum, eps,
                       running_mean=None, running_var=None):
    """aten.native_batch_norm without running statistics, as traced: the
    op torch-mlir lowers itself (PyTorch's Python decomposition, which the
    Python dispatcher would pick, makes a ResNet-50's gradients 3.6e-4 off
    float64 where torch-mlir's lowering is 5.4e-5 off)."""
    from torch._dispatch.python import no_python_dispatcher
    with no_python_dispatcher():
        return aten.native_batch_norm(input, weight, bias, running_mean,
                                      running_var, training, momentum, eps)


def native_batch_norm_legit_functional(input, weight, bias, running_mean,
                                       running_var, training, momentum, eps):
    """Batch norm with its running statistics as results: PyTorch's update,
    running = (1 - momentum) running + momentum batch (the variance
    unbiased), from the batch's mean and 1 / sqrt(var + eps)."""
    if not training:
        out, mean, invstd = _native_batch_norm(input, weight, bias, False,
                                               momentum, eps, running_mean,
                                               running_var)
        return out, mean, invstd, running_mean, running_var
    out, mean, invstd = _native_batch_norm(input, weight, bias, True,
                                           momentum, eps)
    n = input.numel() // input.shape[1]
    var = (1.0 / (invstd * invstd) - eps) * (n / max(n - 1, 1))
    new_mean = running_mean * (1 - momentum) + mean * momentum
    new_var = running_var * (1 - momentum) + var * momentum
    return out, mean, invstd, new_mean, new_var


def native_batch_norm_legit_no_stats(input, weight, bias, training, momentum,
                                     eps):
    return _native_batch_norm(input, weight, bias, training, momentum, eps)


def native_batch_norm_legit_no_training(input, weight, bias, running_mean,
                                        running_var, momentum, eps):
    return _native_batch_norm(input, weight, bias, False, momentum, eps,
                              running_mean, running_var)


def table():
    """Our decompositions, by aten op (they override torch-mlir's)."""
    return {
        aten.nll_loss_forward.default: nll_loss_forward,
        aten.nll_loss_backward.default: nll_loss_backward,
        aten.embedding_dense_backward.default: embedding_dense_backward,
        aten.max_pool2d_with_indices_backward.default:
            max_pool2d_with_indices_backward,
        aten.avg_pool2d_backward.default: avg_pool2d_backward,
        aten._adaptive_avg_pool2d_backward.default:
            adaptive_avg_pool2d_backward,
        aten.convolution_backward.default: convolution_backward,
        aten.gelu.default: gelu,
        aten._native_batch_norm_legit_functional.default:
            native_batch_norm_legit_functional,
        aten._native_batch_norm_legit.no_stats:
            native_batch_norm_legit_no_stats,
        aten._native_batch_norm_legit_no_training.default:
            native_batch_norm_legit_no_training,
        aten.as_strided.default: as_strided,
        aten.as_strided_scatter.default: as_strided_scatter,
    }
