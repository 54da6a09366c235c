//===- Passes.td - remat's lowerings -----------------------*- tablegen -*-===//
//
// The passes of the cpu and nvptx lowerings after bufferization: linalg to
// loops or GPU kernels, host memory, math without libdevice.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_CONVERSION_PASSES_TD
#define REMAT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def RematLinalgToLoops : Pass<"remat-linalg-to-loops", "mlir::func::FuncOp"> {
  let summary = "Lower linalg ops on buffers to loops, summing in f64";
  let description = [{
    Part of the CPU lowering, in place of `convert-linalg-to-loops` (the
    nvptx lowering's `remat-gpu-loops` lowers each op the same way). Every
    linalg op on buffers becomes a nest of `scf.for` loops, its parallel
    dimensions outermost (a `linalg.generic` is interchanged for that; each
    output's reduction keeps its order). A sum reduction of a float type
    narrower than f64, one whose body only adds to its init (matmuls,
    convolutions, sums), loads each output element once, accumulates its
    terms in an f64 `iter_args` register and stores the rounded sum: a long
    float32 sum summed term by term drifts far from the exact one (the
    batch norms of a ResNet-50 step sum 16,384 terms per channel), and the
    output is read and written once instead of once per term. No buffer is
    added, so the memory plan is unchanged. Other ops lower as upstream's
    `convert-linalg-to-loops` does.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def RematScfToCf : Pass<"remat-scf-to-cf", "mlir::func::FuncOp"> {
  let summary = "Lower scf.for and scf.if to a CFG in linear time";
  let description = [{
    Part of both lowerings, right before `convert-scf-to-cf`, with the same
    patterns: lowering an `scf.for` or `scf.if` splits its block there and
    moves the ops after it into a new block. Upstream lowers ops first to
    last, so every lowering moves the rest of the function, quadratic in the
    number of loops (a planned training step of 80,000 loops took minutes).
    This pass lowers them last to first, outer before inner, so each split
    moves only the ops up to the next loop, already lowered. Loops inside
    other SCF ops (`scf.parallel`, `scf.while`, ...) are left to
    `convert-scf-to-cf`.
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect"];
}

def RematLowerHostMemory : Pass<"remat-lower-host-memory", "mlir::ModuleOp"> {
  let summary = "Allocate host buffers through the remat CPU runtime";
  let description = [{
    Part of the CPU lowering, right before `finalize-memref-to-llvm`: lowers
    `memref.alloc` and `memref.dealloc` of buffers in host memory (memory
    space 1) to calls of the runtime's `remat_rt_host_alloc` and
    `remat_rt_host_free`, which count host bytes apart from device bytes.
    Everything else is left to `finalize-memref-to-llvm`, whose generic
    allocation functions then only see device memory, so the runtime's peak
    is the device peak the plan models. Host buffers must be statically
    shaped with the identity layout (bufferization makes them so).
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def RematGpuBuffers : Pass<"remat-gpu-buffers", "mlir::ModuleOp"> {
  let summary = "Put device buffers in GPU memory and host buffers on the host";
  let description = [{
    Part of the nvptx lowering, after bufferization, `remat-dealloc` and
    `remat-verify-budget`. In every function:

    - `memref.alloc` / `memref.dealloc` of the default memory space become
      `gpu.alloc host_shared` / `gpu.dealloc`: device memory (CUDA managed
      memory), which host code (ops placed on the CPU, the harness that
      prints results) can read too.
    - Memory space 1 is host memory (offloaded tensors, results of ops placed
      on the CPU): its buffers stay host allocations
      (`remat-lower-host-memory` allocates them through the runtime).
    - A `memref.copy` between host and device memory is a transfer: an
      asynchronous `gpu.memcpy` on a stream of its own, waited for
      (`gpu.wait`) right before the next op that touches either buffer or a
      view of it. Freeing the host side of a prefetch is deferred past the
      wait (unless host memory is allocated first: the host peak stays the
      modeled one), so the transfer overlaps the ops in between.
    - A `memref.copy` within device memory becomes `linalg.copy`, so that it
      runs as a kernel; copies within host memory stay host code.
    - Linalg ops that read or write host memory are marked
      `remat.device = "cpu"`: they run on the host.
    - Constant buffers (`memref.get_global`) that device code reads are
      copied to device memory where they are used and freed after their last
      use; kernels cannot read host globals. These bytes are not modeled
      (constants take no planned memory).

    The static device peak that `remat-verify-budget` checked is unchanged:
    the same buffers are allocated and freed at the same points.
  }];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def RematGpuLoops : Pass<"remat-gpu-loops", "mlir::func::FuncOp"> {
  let summary = "Lower linalg ops to loops mapped to the GPU";
  let description = [{
    Part of the nvptx lowering, before `convert-parallel-loops-to-gpu`.
    Every linalg op on buffers becomes loops:

    - Ops with `remat.device = "cpu"` become sequential `scf.for` loops: host
      code, never mapped to the GPU.
    - Other ops become one `scf.parallel` over their parallel dimensions
      (a `linalg.generic` is first interchanged so that its parallel
      dimensions come first; the order of each output's reduction is kept,
      so results match the CPU lowering's). The parallel loop is collapsed
      to one dimension and tiled by `block-size`, and mapped: tiles to
      blocks, iterations to threads. Reductions stay sequential loops inside
      each thread; a sum reduction accumulates in f64 as in
      `remat-linalg-to-loops`, which shares this lowering.

    Ops without parallel dimensions (full reductions, 0-d ops) stay host
    code. A `remat.device` other than "cpu" or "gpu" is an error.
  }];
  let options = [
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "Threads per block">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def RematGpuMath : Pass<"remat-gpu-math", "mlir::gpu::GPUModuleOp"> {
  let summary = "Lower math in kernels without libdevice";
  let description = [{
    Part of the nvptx lowering, before `convert-gpu-to-nvvm`: replaces f32
    transcendental math ops (`tanh`, `exp`, `log`, `erf`, ...) in kernels by
    polynomial approximations (`tan`, `sinh`, `cosh`, `asinh`, `acosh`,
    `atanh`, `exp2`, `log10` and `powf` are first expanded into ops that
    have one), and lowers the f32 and f64 math ops PTX has
    instructions for (`fma`, `absf`, `floor`, `ceil`, `sqrt`, `copysign`,
    ...) to calls of LLVM intrinsics (`rsqrt` to `1 / sqrt`, as on the CPU).
    The kernels then need no libdevice, so the PTX is self-contained and no
    CUDA toolkit is needed to build it. Other math ops
    are left to `convert-gpu-to-nvvm` (libdevice calls, linked from the CUDA
    toolkit by `gpu-module-to-binary`).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
  ];
}

#endif // REMAT_CONVERSION_PASSES_TD
