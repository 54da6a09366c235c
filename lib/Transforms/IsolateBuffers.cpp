//===- IsolateBuffers.cpp - One planned buffer per planned result ---------===//

#include "remat/Transforms/IsolateBuffers.h"
#include "remat/Analysis/CostModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace remat {

/// A fresh init for `init` before `user`: another tensor.empty, a new fill of
/// one, or a copy of the value into one.
static Value buildPrivateInit(OpBuilder &b, Operation *user, Value init) {
  Location loc = user->getLoc();
  Operation *producer = init.getDefiningOp();
  if (isa<tensor::EmptyOp>(producer))
    return b.clone(*producer)->getResult(0);
  auto type = cast<RankedTensorType>(init.getType());
  auto empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                       type.getElementType());
  if (auto fill = dyn_cast<linalg::FillOp>(producer))
    return linalg::FillOp::create(b, loc, fill.getInputs(), empty.getResult())
        .getResult(0);
  return linalg::CopyOp::create(b, loc, init, empty.getResult()).getResult(0);
}

/// Copies a slice that a reshape or the return needs contiguous: bufferized,
/// those copy a strided view into a new buffer anyway.
static void materializeSlice(tensor::ExtractSliceOp slice) {
  SmallVector<OpOperand *> contiguousUses;
  for (OpOperand &use : slice->getUses())
    if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(use.getOwner()) ||
        use.getOwner()->hasTrait<OpTrait::IsTerminator>())
      contiguousUses.push_back(&use);
  if (contiguousUses.empty())
    return;
  OpBuilder b(slice->getContext());
  b.setInsertionPointAfter(slice);
  Value init = buildPrivateInit(b, slice, slice.getResult());
  for (OpOperand *use : contiguousUses)
    use->set(init);
}

void isolateBuffers(FunctionOpInterface func) {
  if (func.isExternal())
    return;
  // Bufferization drops empties nobody uses; the plan must not count them.
  for (auto empty : llvm::make_early_inc_range(
           func.getFunctionBody().getOps<tensor::EmptyOp>()))
    if (empty->use_empty())
      empty->erase();
  for (auto slice : llvm::make_early_inc_range(
           func.getFunctionBody().getOps<tensor::ExtractSliceOp>()))
    materializeSlice(slice);
  // Decided up front: the last user of a shared init gets a private one too,
  // so that the shared one dies instead of living from its definition to
  // that last use.
  llvm::DenseSet<Value> shared;
  func.walk([&](DestinationStyleOpInterface dps) {
    for (Value init : dps.getDpsInits()) {
      Operation *producer = init.getDefiningOp();
      // Shared if anything else reads it, this op included (as an input);
      // writing into a view writes into its source.
      if (producer && (!init.hasOneUse() || isViewOp(producer)))
        shared.insert(init);
    }
  });
  for (Operation &op :
       llvm::make_early_inc_range(func.getFunctionBody().getOps())) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(&op);
    if (!dps || !dps.hasPureTensorSemantics())
      continue;
    for (OpOperand &operand : dps.getDpsInitsMutable()) {
      Value init = operand.get();
      Operation *producer = init.getDefiningOp();
      if (!shared.contains(init) ||
          producer->hasTrait<OpTrait::ConstantLike>() ||
          !isa<RankedTensorType>(init.getType()))
        continue;
      OpBuilder b(&op);
      operand.set(buildPrivateInit(b, &op, init));
    }
  }
  // A shared init whose users all got private ones is dead now; bufferized,
  // it would still allocate (and fill) a buffer the plan does not know of.
  // Any other dead op goes too: planning and the unplanned lowering both see
  // the function after this, so they agree on what is computed.
  for (Block &block : func.getFunctionBody())
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
      if (isOpTriviallyDead(&op))
        op.erase();
}

} // namespace remat
