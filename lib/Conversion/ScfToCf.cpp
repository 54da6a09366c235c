//===- ScfToCf.cpp - Lower scf.for and scf.if, last to first ---------------===//
//
// Lowering an scf.for or scf.if splits its block, which moves every later op
// of the block. Upstream's pass lowers ops in program order, so a function of
// N loops moves O(N^2) ops; visiting the loops last to first, each split only
// moves the ops up to the next loop, which is already lowered.
//
//===----------------------------------------------------------------------===//

#include "remat/Conversion/Passes.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Rewrite/PatternApplicator.h"

namespace remat {
#define GEN_PASS_DEF_REMATSCFTOCF
#include "remat/Conversion/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct ScfToCfPass : remat::impl::RematScfToCfBase<ScfToCfPass> {
  void runOnOperation() override;
};
} // namespace

/// Whether `op` is an scf.for or scf.if nested only in others of its kind:
/// their lowerings move nested ops (other SCF lowerings may clone them).
static bool isInForsAndIfsOnly(Operation *op, Operation *func) {
  for (; op != func; op = op->getParentOp())
    if (!isa<scf::ForOp, scf::IfOp>(op))
      return false;
  return true;
}

void ScfToCfPass::runOnOperation() {
  func::FuncOp func = getOperation();
  // Reversed post-order: an op before the ops nested in it (which its
  // lowering moves, not erases) and after the later ops of its block.
  SmallVector<Operation *> ops;
  func.walk<WalkOrder::PostOrder>([&](Operation *op) {
    if (isa<scf::ForOp, scf::IfOp>(op) && isInForsAndIfsOnly(op, func))
      ops.push_back(op);
  });
  if (ops.empty())
    return;

  RewritePatternSet patterns(&getContext());
  populateSCFToControlFlowConversionPatterns(patterns);
  FrozenRewritePatternSet frozen(std::move(patterns));
  PatternApplicator applicator(frozen);
  applicator.applyDefaultCostModel();
  PatternRewriter rewriter(&getContext());
  for (Operation *op : llvm::reverse(ops)) {
    rewriter.setInsertionPoint(op);
    // What does not match is left to convert-scf-to-cf.
    (void)applicator.matchAndRewrite(op, rewriter);
  }
}
