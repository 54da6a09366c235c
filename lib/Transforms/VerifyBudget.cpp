//===- VerifyBudget.cpp - Check the static peak of planned functions ------===//
//
// The last word on a plan before code generation: in the bufferized,
// deallocated body, the bytes of the arguments plus the live allocations at
// every point, in program order, must peak exactly where the plan said.
// The budget limits device memory (the default memory space); buffers in host
// memory (MemorySpace.h) are counted apart and only reported.
//
//===----------------------------------------------------------------------===//

#include "remat/Analysis/GraphBuilder.h"
#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Support/ByteSize.h"
#include "remat/Transforms/MemorySpace.h"
#include "remat/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace remat {
#define GEN_PASS_DEF_REMATVERIFYBUDGET
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct VerifyBudgetPass
    : remat::impl::RematVerifyBudgetBase<VerifyBudgetPass> {
  using RematVerifyBudgetBase::RematVerifyBudgetBase;
  void runOnOperation() override;
};
} // namespace

/// Bytes of a statically shaped buffer.
static FailureOr<uint64_t> getBufferBytes(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref)
    return failure();
  return getStaticBytes(memref);
}

/// The budget and modeled peak of a planned function.
static std::optional<std::pair<uint64_t, uint64_t>>
getPlannedBudget(func::FuncOp func) {
  if (auto plan = func->getAttrOfType<PlanAttr>(RematDialect::kPlanAttrName))
    return std::make_pair(plan.getBudget(), plan.getPeak());
  auto planned =
      func->getAttrOfType<DictionaryAttr>(RematDialect::kPlannedAttrName);
  if (!planned)
    return std::nullopt;
  auto budget = planned.getAs<IntegerAttr>("budget");
  auto peak = planned.getAs<IntegerAttr>("peak");
  if (!budget || !peak)
    return std::nullopt;
  return std::make_pair(budget.getValue().getZExtValue(),
                        peak.getValue().getZExtValue());
}

void VerifyBudgetPass::runOnOperation() {
  func::FuncOp func = getOperation();
  std::optional<std::pair<uint64_t, uint64_t>> planned = getPlannedBudget(func);
  if (!planned || func.isExternal())
    return;
  auto [budget, modeled] = *planned;
  auto fail = [&](Operation *op) {
    signalPassFailure();
    return op->emitError();
  };
  if (!func.getBody().hasOneBlock()) {
    fail(func) << "remat-verify-budget needs a function of one block";
    return;
  }

  /// Live bytes of device and host memory, and where each peaked.
  struct Memory {
    uint64_t live = 0, peak = 0;
    Operation *peakOp = nullptr;
    void add(uint64_t bytes, Operation *op) {
      live += bytes;
      if (live > peak) {
        peak = live;
        peakOp = op;
      }
    }
  } device, host;
  auto memoryOf = [&](Operation *op, Type type) -> Memory * {
    Residence memory = getBufferMemory(cast<BaseMemRefType>(type));
    if (memory == Residence::None) {
      fail(op) << "cannot account for memory space "
               << cast<BaseMemRefType>(type).getMemorySpace()
               << ": device memory is the default space, host memory space "
               << kHostMemorySpace;
      return nullptr;
    }
    return memory == Residence::Host ? &host : &device;
  };

  for (Type type : func.getArgumentTypes()) {
    if (isa<TensorType>(type)) {
      fail(func) << "remat-verify-budget runs after bufferization; '@"
                 << func.getSymName() << "' still takes tensors";
      return;
    }
    if (isa<BaseMemRefType>(type)) {
      FailureOr<uint64_t> bytes = getBufferBytes(type);
      if (failed(bytes)) {
        fail(func) << "cannot size the argument type " << type;
        return;
      }
      Memory *memory = memoryOf(func, type);
      if (!memory)
        return;
      memory->add(*bytes, func);
    }
  }
  struct Allocation {
    uint64_t bytes;
    Memory *memory;
  };
  llvm::DenseMap<Value, Allocation> allocated;
  for (Operation &op : func.getBody().front()) {
    WalkResult nested = op.walk([&](Operation *inner) {
      if (inner != &op && isa<memref::AllocOp, memref::AllocaOp,
                              memref::DeallocOp>(inner))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (nested.wasInterrupted()) {
      fail(&op) << "remat-verify-budget cannot account for allocations "
                   "inside regions";
      return;
    }
    if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
      Type type = op.getResult(0).getType();
      FailureOr<uint64_t> bytes = getBufferBytes(type);
      if (failed(bytes)) {
        fail(&op) << "cannot size the allocation of " << type;
        return;
      }
      Memory *memory = memoryOf(&op, type);
      if (!memory)
        return;
      memory->add(*bytes, &op);
      allocated[op.getResult(0)] = {*bytes, memory};
    } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      // Only a whole allocation of this function can be freed here.
      auto it = allocated.find(dealloc.getMemref());
      if (it == allocated.end()) {
        fail(&op) << "cannot account for this deallocation: it does not free "
                     "an allocation of this function";
        return;
      }
      it->second.memory->live -= it->second.bytes;
      allocated.erase(it);
    }
  }
  uint64_t peak = device.peak;
  Operation *peakOp = device.peakOp ? device.peakOp : func.getOperation();

  if (peak > budget) {
    fail(peakOp) << "'@" << func.getSymName() << "' needs " << peak
                 << " bytes (" << formatByteSize(peak)
                 << ") here, over its budget of " << budget << " bytes ("
                 << formatByteSize(budget) << ")";
    return;
  }
  if (peak != modeled) {
    fail(peakOp) << "the static peak of '@" << func.getSymName() << "' ("
                 << peak << " bytes) differs from the modeled peak of its "
                 << "plan (" << modeled
                 << " bytes): the program does not run as planned";
    return;
  }
  if (!emitRemarks)
    return;
  InFlightDiagnostic remark = func.emitRemark()
                              << "static peak of '@" << func.getSymName()
                              << "': " << peak << " bytes (modeled " << modeled
                              << ", budget " << budget << ")";
  if (host.peak)
    remark << "; host memory peak: " << host.peak << " bytes";
}
