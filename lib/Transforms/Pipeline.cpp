//===- Pipeline.cpp - The whole remat flow as one pass pipeline -----------===//

#include "remat/Transforms/Pipeline.h"
#include "remat/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace remat {

void buildCpuLowering(OpPassManager &pm) {
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

  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  // Expanding strided metadata creates affine.apply ops of its own.
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Host buffers (memory space 1) through the runtime's host allocator.
  pm.addPass(createRematLowerHostMemory());
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useGenericFunctions = true;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void buildRematPipeline(OpPassManager &pm,
                        const RematPipelineOptions &options) {
  if (!options.budget.empty()) {
    RematPlanOptions plan;
    plan.budget = options.budget;
    plan.solver = options.solver;
    plan.entry = options.entry;
    plan.timeLimit = options.timeLimit;
    plan.report = options.report;
    pm.addPass(createRematPlan(plan));
    pm.addNestedPass<func::FuncOp>(createRematApply());
  }
  pm.addPass(createRematMaterialize());
  if (options.lower == "cpu")
    buildCpuLowering(pm);
}

void registerRematPipelines() {
  PassPipelineRegistration<RematPipelineOptions>(
      "remat-pipeline",
      "Plan every function under a memory budget, rewrite it to the plan, "
      "lower the remat ops, and optionally lower to the CPU (lower=cpu)",
      buildRematPipeline);
}

} // namespace remat
