//===- IsolateInits.cpp - One init per destination-style op ---------------===//

#include "remat/Transforms/IsolateInits.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

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

unsigned isolateInits(func::FuncOp func) {
  if (func.isExternal())
    return 0;
  unsigned isolated = 0;
  for (Operation &op : llvm::make_early_inc_range(func.getBody().getOps())) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(&op);
    if (!dps || !dps.hasPureTensorSemantics())
      continue;
    for (OpOperand &operand : dps.getDpsInitsMutable()) {
      Value init = operand.get();
      Operation *producer = init.getDefiningOp();
      if (!producer || producer->hasTrait<OpTrait::ConstantLike>() ||
          !isa<RankedTensorType>(init.getType()))
        continue;
      // Shared if anything else reads it, this op included (as an input).
      bool shared = llvm::any_of(init.getUses(), [&](OpOperand &use) {
        return &use != &operand;
      });
      if (!shared)
        continue;
      OpBuilder b(&op);
      operand.set(buildPrivateInit(b, &op, init));
      ++isolated;
    }
  }
  return isolated;
}

} // namespace remat
