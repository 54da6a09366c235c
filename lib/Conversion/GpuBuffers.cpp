//===- GpuBuffers.cpp - Device buffers in GPU memory, host buffers on host ===//
//
// The bufferized program knows two memories (MemorySpace.h): the default
// memory space is the device's, memory space 1 the host's. Device buffers
// become CUDA managed memory, so that host code can still read them; host
// buffers stay host allocations; copies between the two memories become
// asynchronous transfers, waited for right before the next op that needs
// either buffer.
//
//===----------------------------------------------------------------------===//

#include "remat/Conversion/Passes.h"
#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/Transforms/MemorySpace.h"

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/CallInterfaces.h"

namespace remat {
#define GEN_PASS_DEF_REMATGPUBUFFERS
#include "remat/Conversion/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct GpuBuffersPass : remat::impl::RematGpuBuffersBase<GpuBuffersPass> {
  void runOnOperation() override;
};
} // namespace

static bool isHostMemory(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  return memref && getBufferMemory(memref) == Residence::Host;
}

static bool isDeviceMemory(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  return memref && getBufferMemory(memref) == Residence::Device;
}

/// Starts an asynchronous copy of `src` into `dst` on a stream of its own and
/// returns its token.
static Value createTransfer(OpBuilder &builder, Location loc, Value dst,
                            Value src) {
  Type tokenType = builder.getType<gpu::AsyncTokenType>();
  Value stream = gpu::WaitOp::create(builder, loc, tokenType, ValueRange())
                     .getAsyncToken();
  return gpu::MemcpyOp::create(builder, loc, tokenType, ValueRange{stream}, dst,
                               src)
      .getAsyncToken();
}

/// Frees a device buffer synchronously (the GPU runtime calls are lowered for
/// asynchronous deallocations only).
static void createDeviceFree(OpBuilder &builder, Location loc, Value buffer) {
  Type tokenType = builder.getType<gpu::AsyncTokenType>();
  Value stream = gpu::WaitOp::create(builder, loc, tokenType, ValueRange())
                     .getAsyncToken();
  Value freed = gpu::DeallocOp::create(builder, loc, tokenType,
                                       ValueRange{stream}, buffer)
                    .getAsyncToken();
  gpu::WaitOp::create(builder, loc, Type(), ValueRange{freed});
}

/// Whether `op` or an op nested in it uses one of `values`.
static bool usesAny(Operation *op, const DenseSet<Value> &values) {
  WalkResult result = op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands())
      if (values.contains(operand))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// Whether `op` may allocate host memory: a host buffer, or a call.
static bool mayAllocateHostMemory(Operation *op) {
  WalkResult result = op->walk([](Operation *nested) {
    if (isa<CallOpInterface>(nested) ||
        (isa<memref::AllocOp, memref::AllocaOp>(nested) &&
         isHostMemory(nested->getResult(0).getType())))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// The buffer `value` is a view of (through any chain of view ops).
static Value getRootBuffer(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>()) {
    if (view.getViewDest() != value)
      break;
    value = view.getViewSource();
  }
  return value;
}

/// `value`'s buffer and every value that may alias it.
static DenseSet<Value> getAliases(Value value,
                                  const BufferViewFlowAnalysis &analysis) {
  DenseSet<Value> aliases;
  for (Value alias : analysis.resolve(getRootBuffer(value)))
    aliases.insert(alias);
  aliases.insert(value);
  return aliases;
}

/// Lowers a copy between host and device memory to an asynchronous transfer
/// and waits for it right before the next op that touches either buffer. A
/// free of the host source that comes first (a prefetch's: remat-dealloc frees
/// it right after the copy) moves past the wait instead, unless a host
/// allocation comes first; the transfer then overlaps the independent ops in
/// between.
static void lowerTransfer(memref::CopyOp copy,
                          const BufferViewFlowAnalysis &analysis) {
  Value src = copy.getSource(), dst = copy.getTarget();
  DenseSet<Value> srcAliases = getAliases(src, analysis);
  DenseSet<Value> touched = srcAliases;
  for (Value alias : getAliases(dst, analysis))
    touched.insert(alias);

  SmallVector<Operation *> deferredFrees;
  Operation *next = copy->getNextNode();
  for (; next; next = next->getNextNode()) {
    // A deferred free must not overlap a host allocation: the host peak
    // stays the modeled one.
    if (!deferredFrees.empty() && mayAllocateHostMemory(next))
      break;
    // Making a view touches no memory; its users are in `touched`.
    if (isa<ViewLikeOpInterface>(next) || !usesAny(next, touched))
      continue;
    auto free = dyn_cast<memref::DeallocOp>(next);
    if (free && isHostMemory(free.getMemref().getType()) &&
        srcAliases.contains(free.getMemref())) {
      deferredFrees.push_back(free);
      continue;
    }
    break;
  }
  if (!next)
    next = copy->getBlock()->getTerminator();

  OpBuilder builder(copy);
  Value token = createTransfer(builder, copy.getLoc(), dst, src);
  builder.setInsertionPoint(next);
  Operation *wait =
      gpu::WaitOp::create(builder, copy.getLoc(), Type(), ValueRange{token});
  for (Operation *free : llvm::reverse(deferredFrees))
    free->moveAfter(wait);
  copy->erase();
}

/// Gives a constant buffer that device code reads a device copy, made where
/// the constant is read and freed after the last use of the copy.
static void copyGlobalToDevice(memref::GetGlobalOp global,
                               const BufferViewFlowAnalysis &analysis) {
  DenseSet<Value> aliases = getAliases(global.getResult(), analysis);
  Block *block = global->getBlock();
  Operation *last = global;
  bool escapes = false;
  bool onDevice = false;
  for (Value alias : aliases) {
    for (Operation *owner : alias.getUsers()) {
      if (isa<ViewLikeOpInterface>(owner))
        continue;
      auto linalgOp = dyn_cast<linalg::LinalgOp>(owner);
      auto device =
          owner->getAttrOfType<StringAttr>(RematDialect::kDeviceAttrName);
      if (!linalgOp || !device || device.getValue() != "cpu")
        onDevice = true;
      Operation *user = block->findAncestorOpInBlock(*owner);
      if (!user || user->hasTrait<OpTrait::IsTerminator>())
        escapes = true;
      else if (last->isBeforeInBlock(user))
        last = user;
    }
  }
  if (!onDevice)
    return;

  OpBuilder builder(global->getContext());
  builder.setInsertionPointAfter(global);
  Location loc = global.getLoc();
  auto type = cast<MemRefType>(global.getType());
  Value copy =
      gpu::AllocOp::create(builder, loc, type, Type(), ValueRange(),
                           ValueRange(), ValueRange(), builder.getUnitAttr())
          .getMemref();
  Value token = createTransfer(builder, loc, copy, global.getResult());
  Operation *wait = gpu::WaitOp::create(builder, loc, Type(), token);
  global.getResult().replaceAllUsesExcept(copy, token.getDefiningOp());
  if (escapes)
    return;
  builder.setInsertionPointAfter(last == global ? wait : last);
  createDeviceFree(builder, loc, copy);
}

static LogicalResult processFunction(func::FuncOp func) {
  // Only the device's and the host's memory exist.
  WalkResult valid = func.walk([](Operation *op) {
    for (Value value : op->getResults()) {
      Type type = value.getType();
      if (isa<BaseMemRefType>(type) && !isDeviceMemory(type) &&
          !isHostMemory(type))
        return op->emitOpError()
                   << "uses memory space "
                   << cast<BaseMemRefType>(type).getMemorySpace()
                   << "; the nvptx lowering knows the default (device) and "
                   << kHostMemorySpace << " (host)",
               WalkResult::interrupt();
    }
    if (isa<memref::AllocaOp>(op) && isDeviceMemory(op->getResultTypes()[0]))
      return op->emitOpError()
                 << "stack buffers are not supported by the nvptx lowering",
             WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (valid.wasInterrupted())
    return failure();

  // Ops that read or write host memory run on the host.
  MLIRContext *ctx = func.getContext();
  func.walk([&](linalg::LinalgOp op) {
    if (llvm::any_of(op->getOperandTypes(), isHostMemory))
      op->setAttr(RematDialect::kDeviceAttrName, StringAttr::get(ctx, "cpu"));
  });

  BufferViewFlowAnalysis analysis(func);
  SmallVector<memref::CopyOp> copies;
  func.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
  for (memref::CopyOp copy : copies) {
    Type srcType = copy.getSource().getType();
    Type dstType = copy.getTarget().getType();
    if (isDeviceMemory(srcType) && isDeviceMemory(dstType)) {
      OpBuilder builder(copy);
      linalg::CopyOp::create(builder, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      copy->erase();
      continue;
    }
    if (isHostMemory(srcType) && isHostMemory(dstType))
      continue;
    // gpu.memcpy copies contiguous buffers; views are copied by the host
    // (managed memory is host-accessible).
    auto isContiguous = [](Type type) {
      auto memref = dyn_cast<MemRefType>(type);
      return memref && memref.getLayout().isIdentity();
    };
    if (isContiguous(srcType) && isContiguous(dstType))
      lowerTransfer(copy, analysis);
  }

  SmallVector<memref::GetGlobalOp> globals;
  func.walk([&](memref::GetGlobalOp global) {
    if (isDeviceMemory(global.getType()))
      globals.push_back(global);
  });
  for (memref::GetGlobalOp global : globals)
    copyGlobalToDevice(global, analysis);

  SmallVector<Operation *> allocs, frees;
  func.walk([&](Operation *op) {
    if (isa<memref::AllocOp>(op) && isDeviceMemory(op->getResultTypes()[0]))
      allocs.push_back(op);
    else if (auto free = dyn_cast<memref::DeallocOp>(op);
             free && isDeviceMemory(free.getMemref().getType()))
      frees.push_back(op);
  });
  OpBuilder builder(ctx);
  for (Operation *op : allocs) {
    auto alloc = cast<memref::AllocOp>(op);
    builder.setInsertionPoint(alloc);
    Value buffer =
        gpu::AllocOp::create(builder, alloc.getLoc(), alloc.getType(), Type(),
                             ValueRange(), alloc.getDynamicSizes(),
                             alloc.getSymbolOperands(), builder.getUnitAttr())
            .getMemref();
    alloc.getResult().replaceAllUsesWith(buffer);
    alloc->erase();
  }
  for (Operation *op : frees) {
    auto free = cast<memref::DeallocOp>(op);
    builder.setInsertionPoint(free);
    createDeviceFree(builder, free.getLoc(), free.getMemref());
    free->erase();
  }
  return success();
}

void GpuBuffersPass::runOnOperation() {
  ModuleOp module = getOperation();
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal() && failed(processFunction(func)))
      return signalPassFailure();
}
