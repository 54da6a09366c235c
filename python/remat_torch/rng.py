"""Random numbers as a pure function of an explicit seed.

A training step with dropout is not a function of its inputs when its masks
come from a hidden generator state, and a planner that recomputes a dropout
would draw a new mask (PyTorch's own partitioner has had such bugs). The
importer gives the step a `seed` input instead (a 0-d int64 tensor) and
replaces every random op of the traced step by a counter-based hash of
(seed, site, element index): `site` numbers the random ops in the order the
forward pass calls them, so each gets its own stream, and a recomputed op
reproduces its values exactly because they are computed, not drawn.

The hash is integer arithmetic on int64 tensors whose values stay below 2**32
and whose products stay below 2**63 (no overflow, so PyTorch and the
compiled step agree bit for bit), in torch ops that torch-mlir lowers to
linalg:
    mix(x) = three rounds of x = ((x >> 16) ^ x) * 0x45d9f3b mod 2**32
    s      = mix((seed + site * 0x9e3779b9) mod 2**32)
    h[i]   = mix(((i * 0x27d4eb2f) mod 2**32) ^ s)        i: row-major index
A draw u[i] = h[i] / 2**32 is uniform on [0, 1) with 32 bits:
    dropout(p):       keep[i] = h[i] >= round(p * 2**32)  (= u >= p)
    bernoulli(p):     out[i]  = h[i] <  round(p * 2**32)  (= u < p)
    rand / uniform:   u[i] (24 bits for float32, 32 for float64)
Normal draws (randn, normal) are not provided: they are reported as
unsupported ops.

`Sites` is one numbering; `decompositions(sites)` are make_fx decompositions
that read the seed from it, and `SeededMode(sites)` applies the same
functions to an eager PyTorch run (the float64 reference), so both see the
same masks.
"""

import torch
from torch.utils._python_dispatch import TorchDispatchMode

aten = torch.ops.aten

_MASK = 0xFFFFFFFF
_MUL = 0x45D9F3B        # < 2**27: x * _MUL < 2**59 for x < 2**32
_INDEX_MUL = 0x27D4EB2F  # < 2**30
_SITE_MUL = 0x9E3779B9  # applied in Python (exact integers)
_TWO32 = 4294967296


def _mix(x):
    for _ in range(3):
        x = torch.bitwise_and(
            torch.bitwise_xor(x >> 16, x) * _MUL, _MASK)
    return x


class Sites:
    """The numbering of the random ops of one traced (or eager) step, and the
    seed tensor they read."""

    def __init__(self):
        self.seed = None
        self.count = 0
        self.ops = []  # (site, op name), in order

    def next(self, op):
        site = self.count
        self.count += 1
        self.ops.append((site, str(op)))
        return site


def hash_bits(sites, op, shape):
    """int64 tensor of `shape`: 32 random bits per element (see module doc)."""
    if sites.seed is None:
        raise RuntimeError("a random op outside a seeded step")
    site = sites.next(op)
    salt = (site * _SITE_MUL) & _MASK
    s = _mix(torch.bitwise_and(torch.bitwise_and(sites.seed, _MASK) + salt,
                               _MASK))
    numel = 1
    for d in shape:
        numel *= d
    if numel > _TWO32:
        raise RuntimeError("random tensors of more than 2**32 elements are "
                           "not supported")
    idx = torch.arange(numel, dtype=torch.int64)
    h = _mix(torch.bitwise_xor(
        torch.bitwise_and(idx * _INDEX_MUL, _MASK), s))
    return h.reshape(shape)


def _threshold(p):
    return min(_TWO32, max(0, round(float(p) * _TWO32)))


def _uniform(sites, op, shape, dtype):
    h = hash_bits(sites, op, shape)
    if dtype == torch.float64:
        return h.to(torch.float64) * (1.0 / _TWO32)
    # 24 bits: exactly representable, so u < 1 in float32 too.
    return (h >> 8).to(dtype) * (1.0 / (1 << 24))


def decompositions(sites):
    """make_fx decompositions of the random ops, reading `sites.seed`."""

    def native_dropout(input, p, train):
        if not train or p == 0:
            return input.clone(), torch.ones_like(input, dtype=torch.bool)
        if p >= 1:
            return (torch.zeros_like(input),
                    torch.zeros_like(input, dtype=torch.bool))
        keep = hash_bits(sites, "native_dropout", input.shape) >= \
            _threshold(p)
        return keep * input * float(1.0 / (1.0 - p)), keep

    def bernoulli_p(self, p=0.5, generator=None):
        bits = hash_bits(sites, "bernoulli", self.shape)
        return (bits < _threshold(p)).to(self.dtype)

    def bernoulli(self, generator=None):
        # self holds the probabilities.
        u = _uniform(sites, "bernoulli", self.shape, torch.float64)
        return (u < self.to(torch.float64)).to(self.dtype)

    def uniform(self, low=0.0, high=1.0, generator=None):
        u = _uniform(sites, "uniform", self.shape, self.dtype)
        return u * (high - low) + low

    def rand(size, *, generator=None, dtype=None, layout=None, device=None,
             pin_memory=None):
        return _uniform(sites, "rand", tuple(size),
                        dtype or torch.get_default_dtype())

    def rand_like(self, *, dtype=None, layout=None, device=None,
                  pin_memory=None, memory_format=None):
        return _uniform(sites, "rand_like", self.shape, dtype or self.dtype)

    return {
        aten.native_dropout.default: native_dropout,
        aten.bernoulli.p: bernoulli_p,
        aten.bernoulli.default: bernoulli,
        aten.uniform.default: uniform,
        aten.rand.default: rand,
        aten.rand_like.default: rand_like,
    }


# Random ops with no seeded form: a traced step that still holds one fails.
UNSEEDED = ("aten.randn", "aten.randn_like", "aten.normal", "aten.randint",
            "aten.randint_like", "aten.randperm", "aten.multinomial",
            "aten.exponential", "aten.geometric", "aten.log_normal",
            "aten.cauchy", "aten.random", "aten.poisson", "aten.rrelu",
            "aten.rrelu_with_noise", "aten.bernoulli", "aten.uniform",
            "aten.rand", "aten.rand_like", "aten.native_dropout")


class SeededMode(TorchDispatchMode):
    """Eager PyTorch with the random ops replaced as in the traced step:
    the reference computation of a step with dropout. The in-place
    variants a traced step functionalizes (bernoulli_ with a float p,
    uniform_) write the seeded values into their tensor."""

    def __init__(self, sites):
        super().__init__()
        self.table = decompositions(sites)
        self.inplace = {
            aten.bernoulli_.float: aten.bernoulli.p,
            aten.uniform_.default: aten.uniform.default,
        }

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func in self.inplace:
            out = self.table[self.inplace[func]](*args, **kwargs)
            return args[0].copy_(out)
        if func in self.table:
            return self.table[func](*args, **kwargs)
        return func(*args, **kwargs)
