//===- Dealloc.cpp - Free every buffer right after its last use -----------===//
//
// The planners assume a tensor dies at its last use. One-shot bufferization
// inserts no deallocations, and the upstream ownership-based pass frees at the
// end of the block unless later simplifications can move the free; here every
// allocation is freed right after the last op that touches it or a view of it.
//
//===----------------------------------------------------------------------===//

#include "remat/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"

namespace remat {
#define GEN_PASS_DEF_REMATDEALLOC
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct DeallocPass : remat::impl::RematDeallocBase<DeallocPass> {
  void runOnOperation() override;
};
} // namespace

/// The last op of `block` that uses `buffer` or a view of it, or null when
/// the buffer escapes (is returned, yielded or already freed).
static Operation *findLastUse(Block &block, Value buffer,
                              const BufferViewFlowAnalysis &aliases) {
  Operation *last = buffer.getDefiningOp();
  for (Value alias : aliases.resolve(buffer)) {
    for (Operation *owner : alias.getUsers()) {
      Operation *user = block.findAncestorOpInBlock(*owner);
      if (!user || user->hasTrait<OpTrait::IsTerminator>() ||
          isa<memref::DeallocOp>(user))
        return nullptr;
      if (last->isBeforeInBlock(user))
        last = user;
    }
  }
  return last;
}

void DeallocPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal() || !func.getBody().hasOneBlock())
    return;
  Block &block = func.getBody().front();
  BufferViewFlowAnalysis aliases(func);
  OpBuilder builder(&getContext());
  for (auto alloc : llvm::to_vector(block.getOps<memref::AllocOp>())) {
    Operation *last = findLastUse(block, alloc.getResult(), aliases);
    if (!last)
      continue;
    builder.setInsertionPointAfter(last);
    memref::DeallocOp::create(builder, alloc.getLoc(), alloc.getResult());
  }
}
