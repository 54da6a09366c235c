//===- Materialize.cpp - Lower remat ops and attributes to upstream IR ----===//
//
// After remat-apply the IR says what runs when; this pass says it in upstream
// dialects only: recompute regions are inlined where they stand, and a plan
// leaves `remat.planned = {budget, peak}` (builtin attributes) for
// remat-verify-budget.
//
//===----------------------------------------------------------------------===//

#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Dialect/Remat/RematOps.h"
#include "remat/Transforms/IsolateBuffers.h"
#include "remat/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
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

/// Replaces `op` by its body, in place.
static void inlineRecompute(IRRewriter &rewriter, RecomputeOp op) {
  YieldOp yield = op.getYield();
  SmallVector<Value> results(yield.getOperands());
  rewriter.eraseOp(yield);
  rewriter.inlineBlockBefore(&op.getBodyBlock(), op, op.getInputs());
  rewriter.replaceOp(op, results);
}

/// Keeps what later passes need of a plan, in builtin attributes, and puts
/// every function (planned or not) in the form the memory model describes.
static void materializePlan(func::FuncOp func) {
  if (func.isExternal())
    return;
  Builder b(func.getContext());
  if (auto plan = func->getAttrOfType<PlanAttr>(RematDialect::kPlanAttrName))
    func->setAttr(
        RematDialect::kPlannedAttrName,
        b.getDictionaryAttr(
            {b.getNamedAttr("budget", b.getI64IntegerAttr(plan.getBudget())),
             b.getNamedAttr("peak", b.getI64IntegerAttr(plan.getPeak()))}));
  // Planned functions were isolated before planning (a no-op now); an
  // unplanned one then runs as its no-remat model says.
  isolateBuffers(func);
  // The memory model keeps inputs intact: bufferization must copy before it
  // writes into one, as the plan accounted for.
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (isa<TensorType>(func.getArgument(i).getType()))
      func.setArgAttr(i, bufferization::BufferizationDialect::kWritableAttrName,
                      b.getBoolAttr(false));
}

void MaterializePass::runOnOperation() {
  ModuleOp module = getOperation();
  WalkResult transfers = module.walk([&](Operation *op) {
    if (!isa<OffloadOp, PrefetchOp>(op))
      return WalkResult::advance();
    op->emitError() << "remat-materialize cannot lower '" << op->getName()
                    << "' yet: host offloading needs the GPU path";
    return WalkResult::interrupt();
  });
  if (transfers.wasInterrupted())
    return signalPassFailure();

  IRRewriter rewriter(&getContext());
  SmallVector<RecomputeOp> recomputes;
  module.walk([&](RecomputeOp op) { recomputes.push_back(op); });
  for (RecomputeOp op : recomputes)
    inlineRecompute(rewriter, op);
  for (auto func : module.getOps<func::FuncOp>())
    materializePlan(func);

  // No remat attribute survives: the output parses without the dialect.
  module.walk([&](Operation *op) {
    for (NamedAttribute attr : llvm::to_vector(op->getDiscardableAttrs()))
      if (attr.getName() != RematDialect::kPlannedAttrName &&
          attr.getNameDialect() &&
          isa<RematDialect>(attr.getNameDialect()))
        op->removeDiscardableAttr(attr.getName());
  });
}
