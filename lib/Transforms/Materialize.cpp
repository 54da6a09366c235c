//===- Materialize.cpp - Lower remat ops and attributes to upstream IR ----===//
//
// After remat-apply the IR says what runs when; this pass says it in upstream
// dialects only: recompute regions are inlined where they stand (their ops
// marked `remat.recomputation = N`, which keeps CSE from merging them back),
// and a plan leaves `remat.planned = {budget, peak}` (builtin attributes) for
// remat-verify-budget.
//
// Host memory becomes memory space 1 (MemorySpace.h), chosen where buffers
// are allocated and propagated by one-shot bufferization:
//   remat.offload %t  -> alloc_tensor() copy(%t) {memory_space = 1}
//   remat.prefetch %h -> alloc_tensor() copy(%h) {memory_space = 0}
//   tensor.empty (host) -> alloc_tensor() {memory_space = 1}
// Each becomes a memref.alloc in that space (plus a memref.copy for the
// transfers); the ops of a CPU node write into their host inits in place,
// and views and pads take their source's space. The `#remat.space<host>`
// encodings are then dropped: types carry no memory, buffers do. The source
// of a transfer dies at its last use, the copy, like any other buffer.
// `remat.device = "cpu"` stays on the ops of CPU nodes for the lowerings.
//
//===----------------------------------------------------------------------===//

#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/GraphBuilder.h"
#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Dialect/Remat/RematOps.h"
#include "remat/Transforms/IsolateBuffers.h"
#include "remat/Transforms/MemorySpace.h"
#include "remat/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace remat {
#define GEN_PASS_DEF_REMATMATERIALIZE
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct MaterializePass : remat::impl::RematMaterializeBase<MaterializePass> {
  void runOnOperation() override;
};
} // namespace

/// Replaces `op`, the `index`-th recomputation, by its body, in place; its
/// ops are marked with `index` so that CSE keeps them apart from the
/// original and from other recomputations.
static void inlineRecompute(IRRewriter &rewriter, RecomputeOp op,
                            int64_t index) {
  IntegerAttr mark = rewriter.getI64IntegerAttr(index);
  for (Operation &inner : op.getBodyBlock().without_terminator())
    inner.setAttr(RematDialect::kRecomputationAttrName, mark);
  YieldOp yield = op.getYield();
  SmallVector<Value> results(yield.getOperands());
  rewriter.eraseOp(yield);
  rewriter.inlineBlockBefore(&op.getBodyBlock(), op, op.getInputs());
  rewriter.replaceOp(op, results);
}

/// Keeps what later passes need of a plan, in builtin attributes, and puts
/// every function (planned or not) in the form the memory model describes.
static LogicalResult materializePlan(FunctionOpInterface func) {
  if (func.isExternal())
    return success();
  Builder b(func.getContext());
  if (auto plan = func->getAttrOfType<PlanAttr>(RematDialect::kPlanAttrName)) {
    if (!plan.getSchedule().empty())
      return func.emitError()
             << "'" << getSymbolPath(func)
             << "' is planned but not rewritten to its plan: run remat-apply "
                "between remat-plan and remat-materialize";
    func->setAttr(
        RematDialect::kPlannedAttrName,
        b.getDictionaryAttr(
            {b.getNamedAttr("budget", b.getI64IntegerAttr(plan.getBudget())),
             b.getNamedAttr("peak", b.getI64IntegerAttr(plan.getPeak()))}));
  }
  // Planned functions were isolated before planning (a no-op now); an
  // unplanned one then runs as its no-remat model says.
  isolateBuffers(func);
  // The memory model keeps inputs intact: bufferization must copy before it
  // writes into one, as the plan accounted for.
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (isa<TensorType>(func.getArgument(i).getType()))
      func.setArgAttr(i, bufferization::BufferizationDialect::kWritableAttrName,
                      b.getBoolAttr(false));
  return success();
}

/// `type` without a `#remat.space` encoding.
static Type withoutMemory(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !isa_and_nonnull<MemorySpaceAttr>(tensor.getEncoding()))
    return type;
  return RankedTensorType::get(tensor.getShape(), tensor.getElementType());
}

/// Checks that bufferization puts the buffer of `result` in the memory its
/// type says: destination-style ops write into their init, whose type is the
/// result's (their verifier says so), views and pads take their source's
/// memory, and nothing else allocates in host memory.
static LogicalResult checkResultMemory(OpResult result) {
  Operation *op = result.getOwner();
  bool host = isHostTensor(result.getType());
  if (isViewOp(op) || isa<tensor::PadOp>(op)) {
    if (isHostTensor(op->getOperand(0).getType()) == host)
      return success();
    return op->emitError() << "result #" << result.getResultNumber()
                           << " is in " << (host ? "host" : "device")
                           << " memory, but its source is not";
  }
  if (!host || canWriteHostMemory(op))
    return success();
  return op->emitError()
         << "remat-materialize cannot place the result of '" << op->getName()
         << "' in host memory: bufferization would allocate it in device "
            "memory (host tensors come from remat.offload, tensor.empty, "
            "destination-style ops, views and tensor.pad)";
}

/// Lowers transfers and host tensors of `func` to upstream ops (see the
/// file header).
static LogicalResult lowerHostMemory(IRRewriter &rewriter,
                                     FunctionOpInterface func) {
  if (func.isExternal())
    return success();
  for (Type type : func.getArgumentTypes())
    if (isHostTensor(type))
      return func.emitError() << "'" << getSymbolPath(func)
                              << "' takes a tensor in host memory; function "
                                 "arguments and results live in device memory";
  for (Type type : func.getResultTypes())
    if (isHostTensor(type))
      return func.emitError() << "'" << getSymbolPath(func)
                              << "' returns a tensor in host memory; function "
                                 "arguments and results live in device memory";

  SmallVector<Operation *> ops;
  func.walk([&](Operation *op) { ops.push_back(op); });
  for (Operation *op : ops) {
    if (isa<OffloadOp, PrefetchOp, tensor::EmptyOp>(op))
      continue;
    for (OpResult result : op->getResults())
      if (isa<RankedTensorType>(result.getType()) &&
          failed(checkResultMemory(result)))
        return failure();
  }

  Builder b(func.getContext());
  for (Operation *op : ops) {
    auto allocIn = [&](int64_t space, Value copy) {
      rewriter.setInsertionPoint(op);
      auto type =
          cast<RankedTensorType>(withoutMemory(op->getResult(0).getType()));
      ValueRange dynamicSizes;
      if (auto empty = dyn_cast<tensor::EmptyOp>(op))
        dynamicSizes = empty.getDynamicSizes();
      auto alloc = bufferization::AllocTensorOp::create(
          rewriter, op->getLoc(), type, dynamicSizes, copy,
          b.getI64IntegerAttr(space));
      rewriter.replaceOp(op, alloc.getResult());
    };
    if (auto offload = dyn_cast<OffloadOp>(op)) {
      allocIn(kHostMemorySpace, offload.getSource());
      continue;
    }
    if (auto prefetch = dyn_cast<PrefetchOp>(op)) {
      allocIn(0, prefetch.getSource());
      continue;
    }
    if (isa<tensor::EmptyOp>(op) && isHostTensor(op->getResult(0).getType()))
      allocIn(kHostMemorySpace, Value());
  }
  func.walk([&](Operation *op) {
    for (Value result : op->getResults())
      result.setType(withoutMemory(result.getType()));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setType(withoutMemory(arg.getType()));
  });
  return success();
}

void MaterializePass::runOnOperation() {
  ModuleOp module = getOperation();
  IRRewriter rewriter(&getContext());
  SmallVector<RecomputeOp> recomputes;
  module.walk([&](RecomputeOp op) { recomputes.push_back(op); });
  for (auto [i, op] : llvm::enumerate(recomputes))
    inlineRecompute(rewriter, op, static_cast<int64_t>(i) + 1);
  bool ok = true;
  module.walk<WalkOrder::PreOrder>([&](FunctionOpInterface func) {
    ok = ok && succeeded(materializePlan(func)) &&
         succeeded(lowerHostMemory(rewriter, func));
    return WalkResult::skip();
  });
  if (!ok)
    return signalPassFailure();
  WalkResult leftover = module.walk([&](Operation *op) {
    if (!op->getDialect() || !isa<RematDialect>(op->getDialect()))
      return WalkResult::advance();
    op->emitError() << "remat-materialize cannot lower '" << op->getName()
                    << "' here: it must be in the body of a function";
    return WalkResult::interrupt();
  });
  if (leftover.wasInterrupted())
    return signalPassFailure();

  // No remat attribute survives but those later passes read and the marks
  // of recomputations, all plain builtin attributes: the output parses
  // without the dialect.
  module.walk([&](Operation *op) {
    for (NamedAttribute attr : llvm::to_vector(op->getDiscardableAttrs()))
      if (attr.getName() != RematDialect::kPlannedAttrName &&
          attr.getName() != RematDialect::kDeviceAttrName &&
          attr.getName() != RematDialect::kRecomputationAttrName &&
          attr.getNameDialect() &&
          isa<RematDialect>(attr.getNameDialect()))
        op->removeDiscardableAttr(attr.getName());
  });
}
