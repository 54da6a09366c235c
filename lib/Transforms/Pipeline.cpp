//===- Pipeline.cpp - The whole remat flow as one pass pipeline -----------===//

#include "remat/Transforms/Pipeline.h"
#include "remat/Conversion/Passes.h"
#include "remat/Transforms/Passes.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;

namespace remat {

/// SCF to CFG: loops and ifs last to first (linear time, see ScfToCf.cpp),
/// then whatever is left upstream's way, without the bookkeeping for pattern
/// rollback, which needs tens of GiB on a function of 80,000 loops.
static void addScfToControlFlow(OpPassManager &pm) {
  pm.addNestedPass<func::FuncOp>(createRematScfToCf());
  SCFToControlFlowPassOptions options;
  options.allowPatternRollback = false;
  pm.addPass(createSCFToControlFlowPass(options));
}

/// Bufferization as the memory model describes it, shared by the lowerings:
/// buffers freed at their last use, the static peak checked against the plan.
static void buildBufferization(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // Unaligned allocations are exactly the planned bytes; the runtime's
  // malloc aligns them for the vector width anyway.
  bufferize.bufferAlignment = 0;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addNestedPass<func::FuncOp>(createRematDealloc());
  pm.addNestedPass<func::FuncOp>(createRematVerifyBudget());
}

/// Host code to the LLVM dialect, shared by the lowerings: allocations
/// through the generic `_mlir_memref_to_llvm_*` functions the runtimes count,
/// host buffers (memory space 1) through the runtime's host allocator.
static void buildHostToLLVM(OpPassManager &pm) {
  pm.addPass(createRematLowerHostMemory());
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useGenericFunctions = true;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
  pm.addPass(createConvertMathToLLVMPass());
  // What has no LLVM intrinsic (erf, ...) calls libm, which mlir-runner and
  // native links resolve.
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
}

void buildCpuLowering(OpPassManager &pm) {
  buildBufferization(pm);
  pm.addNestedPass<func::FuncOp>(createRematLinalgToLoops());
  pm.addPass(createLowerAffinePass());
  addScfToControlFlow(pm);
  // Expanding strided metadata creates affine.apply ops of its own.
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  buildHostToLLVM(pm);
  pm.addPass(createReconcileUnrealizedCastsPass());
}

bool isValidGpuChip(StringRef chip) {
  if (!chip.starts_with("sm_"))
    return false;
  // The NVPTX backend names the architectures it knows; it would compile
  // for any other after a warning per kernel, and emit PTX no driver loads.
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTargetMC();
  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return false;
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, "", ""));
  return subtarget && subtarget->isCPUStringValid(chip);
}

void buildNvptxLowering(OpPassManager &pm, StringRef chip) {
  buildBufferization(pm);
  pm.addPass(createRematGpuBuffers());
  pm.addNestedPass<func::FuncOp>(createRematGpuLoops());
  pm.addNestedPass<func::FuncOp>(createGpuMapParallelLoopsPass());
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createLowerAffinePass());
  addScfToControlFlow(pm);
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());

  // Kernels: NVVM, then PTX text (format=isa needs no ptxas; the driver
  // compiles it when the module is loaded).
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createRematGpuMath());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  GpuNVVMAttachTargetOptions target;
  target.chip = chip.str();
  pm.addPass(createGpuNVVMAttachTarget(target));

  // Host code as in the CPU lowering, plus the GPU runtime calls.
  buildHostToLLVM(pm);
  pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

void buildIreeLowering(OpPassManager &pm, bool demoteF64) {
  RematPrepareForIreeOptions options;
  options.demoteF64 = demoteF64;
  pm.addPass(createRematPrepareForIree(options));
}

PlanningOptions RematPipelineOptions::toPlanningOptions() const {
  PlanningOptions options;
#define REMAT_OPTION(FIELD, ...) options.FIELD = FIELD;
#define REMAT_TOOL_OPTION(...)
#include "remat/Planners/PlanningOptions.def"
  return options;
}

llvm::Error validatePipelineOptions(const PlanningOptions &options) {
  if (llvm::Error err = options.validate())
    return err;
  if (!isValidGpuChip(options.gpuChip))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "gpu-chip '" + options.gpuChip +
            "' is not a GPU architecture that NVPTX knows (e.g. sm_90)");
  return llvm::Error::success();
}

void buildRematPipeline(OpPassManager &pm, const PlanningOptions &options) {
  // Before planning, so that the planner's graph has the slices (views)
  // that bufferization will make of the crops.
  pm.addPass(createRematNegativePadToSlice());
  if (options.budget.isSet() || options.devices.isSet()) {
    // IREE runs the whole step on one device: recompute, never offload.
    // And allocates the results of a dispatch together: plan with that.
    PlanningOptions planning = options;
    if (options.lower == Lowering::IREE) {
      pm.addPass(createRematSingleDevice());
      planning.ireeMemory = true;
    }
    pm.addPass(createRematPlan(planning));
    pm.addPass(createRematApply());
  }
  pm.addPass(createRematMaterialize());
  switch (options.lower) {
  case Lowering::None:
    break;
  case Lowering::CPU:
    buildCpuLowering(pm);
    break;
  case Lowering::NVPTX:
    buildNvptxLowering(pm, options.gpuChip);
    break;
  case Lowering::IREE:
    buildIreeLowering(pm, options.ireeDemoteF64);
    break;
  }
}

void registerRematPipelines() {
  // Registered by hand (not PassPipelineRegistration) to reject options that
  // parse but do not go together, with a message.
  registerPassPipeline(
      "remat-pipeline",
      "Plan every function under a memory budget, rewrite it to the plan, "
      "lower the remat ops, and optionally lower to the CPU (lower=cpu), "
      "to NVPTX (lower=nvptx gpu-chip=sm_90) or for IREE (lower=iree)",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        RematPipelineOptions pipelineOptions;
        if (failed(pipelineOptions.parseFromString(text)))
          return failure();
        PlanningOptions options = pipelineOptions.toPlanningOptions();
        if (llvm::Error err = validatePipelineOptions(options))
          return errorHandler("remat-pipeline: " +
                              llvm::toString(std::move(err)));
        buildRematPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(RematPipelineOptions());
      });
}

} // namespace remat
