//===- LowerHostMemory.cpp - Host buffers through the remat runtime -------===//
//
// On the CPU both memories are the process heap, but a run must still tell
// them apart: the runtime's peak is the device peak the plan promised, and
// host memory is counted on its own. finalize-memref-to-llvm would allocate
// every buffer, whatever its memory space, with the same generic
// `_mlir_memref_to_llvm_alloc`, so the host space is lost there. This pass
// runs just before it and lowers only the allocations and deallocations of
// host buffers (memory space 1, MemorySpace.h) to calls of the runtime's
//   void *remat_rt_host_alloc(size_t bytes);
//   void remat_rt_host_free(void *ptr);
// building the memref descriptor itself. Everything else is left to
// finalize-memref-to-llvm; the unrealized casts between descriptor and
// memref meet there and are folded by reconcile-unrealized-casts.
//
//===----------------------------------------------------------------------===//

#include "remat/Conversion/Passes.h"
#include "remat/Transforms/MemorySpace.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

namespace remat {
#define GEN_PASS_DEF_REMATLOWERHOSTMEMORY
#include "remat/Conversion/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

static constexpr StringLiteral kHostAlloc = "remat_rt_host_alloc";
static constexpr StringLiteral kHostFree = "remat_rt_host_free";

static bool isHostBuffer(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  return memref && getBufferMemory(memref) == Residence::Host;
}

namespace {
struct HostAllocLowering : ConvertOpToLLVMPattern<memref::AllocOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(memref::AllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    if (!type.hasStaticShape() || !isConvertibleAndHasIdentityMaps(type))
      return rewriter.notifyMatchFailure(op, "not a static identity layout");
    Location loc = op.getLoc();
    SmallVector<Value> sizes, strides;
    Value bytes;
    getMemRefDescriptorSizes(loc, type, adaptor.getDynamicSizes(), rewriter,
                             sizes, strides, bytes, /*sizeInBytes=*/true);
    auto ptrType = LLVM::LLVMPointerType::get(getContext());
    FailureOr<LLVM::LLVMFuncOp> alloc = LLVM::lookupOrCreateFn(
        rewriter, op->getParentWithTrait<OpTrait::SymbolTable>(), kHostAlloc,
        {getIndexType()}, ptrType);
    if (failed(alloc))
      return failure();
    Value raw =
        LLVM::CallOp::create(rewriter, loc, *alloc, ValueRange{bytes})
            .getResult();
    FailureOr<unsigned> space =
        getTypeConverter()->getMemRefAddressSpace(type);
    if (failed(space))
      return failure();
    Value ptr = LLVM::AddrSpaceCastOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(getContext(), *space), raw);
    rewriter.replaceOp(op, {MemRefDescriptor::fromStaticShape(
                               rewriter, loc, *getTypeConverter(), type, ptr)});
    return success();
  }
};

struct HostDeallocLowering : ConvertOpToLLVMPattern<memref::DeallocOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(memref::DeallocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto ptrType = LLVM::LLVMPointerType::get(getContext());
    FailureOr<LLVM::LLVMFuncOp> free = LLVM::lookupOrCreateFn(
        rewriter, op->getParentWithTrait<OpTrait::SymbolTable>(), kHostFree,
        {ptrType}, LLVM::LLVMVoidType::get(getContext()));
    if (failed(free))
      return failure();
    Value allocated =
        MemRefDescriptor(adaptor.getMemref()).allocatedPtr(rewriter, loc);
    Value raw = LLVM::AddrSpaceCastOp::create(rewriter, loc, ptrType,
                                              allocated);
    LLVM::CallOp::create(rewriter, loc, *free, ValueRange{raw});
    rewriter.eraseOp(op);
    return success();
  }
};

struct LowerHostMemoryPass
    : remat::impl::RematLowerHostMemoryBase<LowerHostMemoryPass> {
  void runOnOperation() override;
};
} // namespace

void LowerHostMemoryPass::runOnOperation() {
  ModuleOp module = getOperation();
  WalkResult unsupported = module.walk([&](Operation *op) {
    if (isa<memref::AllocaOp, memref::ReallocOp>(op) &&
        isHostBuffer(op->getResult(0).getType())) {
      op->emitError() << "'" << op->getName()
                      << "' in host memory is not supported; host buffers "
                         "are heap allocations (memref.alloc)";
      return WalkResult::interrupt();
    }
    auto alloc = dyn_cast<memref::AllocOp>(op);
    if (alloc && isHostBuffer(alloc.getType()) &&
        (!alloc.getType().hasStaticShape() ||
         !alloc.getType().getLayout().isIdentity())) {
      op->emitError() << "host buffers must be statically shaped with the "
                         "identity layout, got "
                      << alloc.getType();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (unsupported.wasInterrupted())
    return signalPassFailure();

  LowerToLLVMOptions options(&getContext(), DataLayout(module));
  LLVMTypeConverter converter(&getContext(), options);
  RewritePatternSet patterns(&getContext());
  patterns.add<HostAllocLowering, HostDeallocLowering>(converter);
  ConversionTarget target(getContext());
  target.addLegalDialect<LLVM::LLVMDialect>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  target.addDynamicallyLegalOp<memref::AllocOp>(
      [](memref::AllocOp op) { return !isHostBuffer(op.getType()); });
  target.addDynamicallyLegalOp<memref::DeallocOp>([](memref::DeallocOp op) {
    return !isHostBuffer(op.getMemref().getType());
  });
  if (failed(applyPartialConversion(module, target, std::move(patterns))))
    signalPassFailure();
}
