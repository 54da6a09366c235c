//===- GpuLoops.cpp - Linalg ops to loops mapped to the GPU ---------------===//
//
// Every linalg op becomes one parallel loop over its parallel dimensions,
// collapsed and tiled into blocks of threads, with its reductions as
// sequential loops in each thread; ops placed on the CPU become host loops.
// Both come from lowerToLoops, as in the CPU lowering, so each output element
// accumulates in the same order and precision and the GPU computes the same
// sums.
//
//===----------------------------------------------------------------------===//

#include "remat/Conversion/LinalgToLoops.h"
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/Remat/RematDialect.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"

#include <numeric>

namespace remat {
#define GEN_PASS_DEF_REMATGPULOOPS
#include "remat/Conversion/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct GpuLoopsPass : remat::impl::RematGpuLoopsBase<GpuLoopsPass> {
  using RematGpuLoopsBase::RematGpuLoopsBase;
  void runOnOperation() override;
};
} // namespace

/// Collapses `loop` to one dimension and tiles it by `blockSize` (or its trip
/// count when smaller): the tiles become blocks, the iterations threads.
static void tileForBlocks(RewriterBase &rewriter, scf::ParallelOp loop,
                          int64_t blockSize) {
  // The trip count, when static, before collapsing hides it in arithmetic.
  std::optional<int64_t> tripCount = 1;
  for (auto [lb, ub, step] :
       llvm::zip(loop.getLowerBound(), loop.getUpperBound(), loop.getStep())) {
    std::optional<int64_t> l = getConstantIntValue(lb);
    std::optional<int64_t> u = getConstantIntValue(ub);
    std::optional<int64_t> s = getConstantIntValue(step);
    if (!tripCount || !l || !u || !s || *s <= 0) {
      tripCount = std::nullopt;
      continue;
    }
    *tripCount *= std::max<int64_t>(0, llvm::divideCeil(*u - *l, *s));
  }
  if (loop.getNumLoops() > 1) {
    Block *block = loop->getBlock();
    Operation *prev = loop->getPrevNode();
    Operation *next = loop->getNextNode();
    std::vector<unsigned> dims(loop.getNumLoops());
    std::iota(dims.begin(), dims.end(), 0);
    collapseParallelLoops(rewriter, loop, {dims});
    // The collapsed loop replaces `loop` where it stood.
    loop = nullptr;
    for (Operation *op = prev ? prev->getNextNode() : &block->front();
         op != next; op = op->getNextNode())
      if (auto collapsed = dyn_cast<scf::ParallelOp>(op))
        loop = collapsed;
    assert(loop && "collapsing lost the loop");
  }
  int64_t tile =
      tripCount ? std::clamp<int64_t>(*tripCount, 1, blockSize) : blockSize;
  scf::tileParallelLoop(loop, tile, /*noMinMaxBounds=*/true);
}

/// The scalar type in `type` that the NVPTX backend cannot compile in a
/// kernel, or null. Such types end in "LLVM ERROR: unsupported library call
/// operation" (f80, f128, conversions of i128) or in a failed translation (f8
/// and f4 types, tf32, buffers of index), well after the op is gone.
static Type getNonKernelType(Type type, bool inMemory = false) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth() <= 64 ? Type() : type;
  if (isa<IndexType>(type))
    return inMemory ? type : Type();
  if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type))
    return Type();
  if (auto complex = dyn_cast<ComplexType>(type))
    return isa<FloatType>(complex.getElementType())
               ? getNonKernelType(complex.getElementType(), inMemory)
               : type;
  if (auto vector = dyn_cast<VectorType>(type))
    return getNonKernelType(vector.getElementType(), inMemory);
  if (auto memref = dyn_cast<MemRefType>(type))
    return getNonKernelType(memref.getElementType(), /*inMemory=*/true);
  return type;
}

/// Reports the first type of `op` (its buffers, the ops of its body) that
/// a kernel cannot have.
static LogicalResult checkKernelTypes(linalg::LinalgOp op) {
  auto check = [&](Type type, Operation *user) {
    Type scalar = getNonKernelType(type);
    if (!scalar)
      return success();
    InFlightDiagnostic diag = op->emitOpError();
    diag << "cannot run on the GPU: the NVPTX backend cannot compile "
         << scalar;
    if (user != op.getOperation())
      diag << " (in '" << user->getName() << "')";
    else if (scalar != type)
      diag << " (in its operand " << type << ")";
    diag << "; kernels take integers of up to 64 bits, f16, bf16, f32, f64 "
            "and complex numbers of them";
    return failure();
  };
  for (Type type : op->getOperandTypes())
    if (failed(check(type, op)))
      return failure();
  WalkResult result = op->walk([&](Operation *inner) {
    for (Region &region : inner->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (failed(check(arg.getType(), inner)))
            return WalkResult::interrupt();
    for (TypeRange types : {TypeRange(inner->getOperandTypes()),
                            TypeRange(inner->getResultTypes())})
      for (Type type : types)
        if (failed(check(type, inner)))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

void GpuLoopsPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (blockSize < 1 || blockSize > 1024) {
    func.emitError() << "remat-gpu-loops: block-size must be in [1, 1024], got "
                     << blockSize;
    return signalPassFailure();
  }
  if (failed(checkOnlyStructuredLinalg(func, "nvptx")))
    return signalPassFailure();
  SmallVector<linalg::LinalgOp> ops;
  func.walk([&](linalg::LinalgOp op) { ops.push_back(op); });

  IRRewriter rewriter(&getContext());
  SmallVector<scf::ParallelOp> parallelLoops;
  for (linalg::LinalgOp op : ops) {
    if (!op.hasPureBufferSemantics()) {
      op->emitOpError() << "the nvptx lowering runs on bufferized IR";
      return signalPassFailure();
    }
    bool onHost = false;
    if (Attribute attr = op->getAttr(RematDialect::kDeviceAttrName)) {
      auto device = dyn_cast<StringAttr>(attr);
      if (!device || !llvm::is_contained({"cpu", "gpu"}, device.getValue())) {
        op->emitOpError() << "'" << RematDialect::kDeviceAttrName
                          << "' must be \"cpu\" or \"gpu\", got " << attr;
        return signalPassFailure();
      }
      onHost = device.getValue() == "cpu";
    }
    if (!onHost && failed(checkKernelTypes(op)))
      return signalPassFailure();
    FailureOr<Operation *> outermost = lowerToLoops(
        rewriter, op, onHost ? OuterLoops::Sequential : OuterLoops::Parallel);
    if (failed(outermost))
      return signalPassFailure();
    if (auto loop = dyn_cast_or_null<scf::ParallelOp>(*outermost))
      parallelLoops.push_back(loop);
  }
  for (scf::ParallelOp loop : parallelLoops) {
    rewriter.setInsertionPoint(loop);
    tileForBlocks(rewriter, loop, blockSize);
  }
}
