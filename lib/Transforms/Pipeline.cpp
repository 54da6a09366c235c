//===- Pipeline.cpp - The whole remat flow as one pass pipeline -----------===//

#include "remat/Transforms/Pipeline.h"
#include "remat/Transforms/Passes.h"

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

void buildIreeLowering(OpPassManager &pm) {
  pm.addPass(createRematPrepareForIree());
}

void buildRematPipeline(OpPassManager &pm,
                        const RematPipelineOptions &options) {
  if (!options.budget.empty() || !options.devices.empty()) {
    // IREE runs the whole step on one device: recompute, never offload.
    if (options.lower == "iree")
      pm.addPass(createRematSingleDevice());
    RematPlanOptions plan;
    plan.devices = options.devices;
    plan.budget = options.budget;
    plan.solver = options.solver;
    plan.entry = options.entry;
    plan.timeLimit = options.timeLimit;
    plan.minSearchTime = options.minSearchTime;
    plan.report = options.report;
    pm.addPass(createRematPlan(plan));
    pm.addNestedPass<func::FuncOp>(createRematApply());
  }
  pm.addPass(createRematMaterialize());
  if (options.lower == "cpu")
    buildCpuLowering(pm);
  else if (options.lower == "nvptx")
    buildNvptxLowering(pm, options.chip);
  else if (options.lower == "iree")
    buildIreeLowering(pm);
}

void registerRematPipelines() {
  // Registered by hand (not PassPipelineRegistration) to reject bad option
  // values with a message instead of building a pipeline that ignores them.
  registerPassPipeline(
      "remat-pipeline",
      "Plan every function under a memory budget, rewrite it to the plan, "
      "lower the remat ops, and optionally lower to the CPU (lower=cpu) or "
      "to NVPTX (lower=nvptx chip=sm_90)",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        RematPipelineOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (!llvm::is_contained({"none", "cpu", "nvptx", "iree"},
                                StringRef(options.lower)))
          return errorHandler("remat-pipeline: unknown lower='" +
                              options.lower +
                              "' (expected none, cpu, nvptx or iree)");
        if (!isValidGpuChip(options.chip))
          return errorHandler("remat-pipeline: chip='" + options.chip +
                              "' is not a GPU architecture that NVPTX "
                              "knows (e.g. sm_90)");
        buildRematPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(RematPipelineOptions());
      });
}

} // namespace remat
