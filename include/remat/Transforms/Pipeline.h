//===- Pipeline.h - The whole remat flow as one pass pipeline ---*- C++ -*-===//
//
// `remat-pipeline`: plan, apply and materialize under a budget, then
// optionally lower to the CPU or to NVPTX. `remat-opt --remat-budget=...`
// appends exactly this pipeline; other MLIR stacks add it (or its passes) to
// their own.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_TRANSFORMS_PIPELINE_H
#define REMAT_TRANSFORMS_PIPELINE_H

#include "remat/Planners/OptionParsers.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace remat {

/// The options of `remat-pipeline`: those of PlanningOptions.def's graph,
/// module and lowering scopes.
struct RematPipelineOptions
    : public mlir::PassPipelineOptions<RematPipelineOptions> {
#define REMAT_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)                  \
  Option<TYPE> FIELD{*this, FLAG, llvm::cl::desc(HELP),                        \
                     llvm::cl::init(DEFAULT), optionValues<TYPE>()};
#define REMAT_TOOL_OPTION(...)
#include "remat/Planners/PlanningOptions.def"

  PlanningOptions toPlanningOptions() const;
};

/// Checks what a pipeline of `options` needs beyond
/// PlanningOptions::validate: a GPU architecture the NVPTX backend knows.
llvm::Error validatePipelineOptions(const PlanningOptions &options);

/// Appends the remat flow to `pm` (which runs on a builtin.module): plan,
/// apply and materialize when there is a budget or a machine, then lower.
/// Options are assumed valid (validatePipelineOptions).
void buildRematPipeline(mlir::OpPassManager &pm,
                        const PlanningOptions &options);

/// Appends the CPU lowering: one-shot bufferization, remat-dealloc,
/// remat-verify-budget, then linalg to loops and everything to LLVM, with
/// allocations through the generic `_mlir_memref_to_llvm_*` functions so a
/// runtime can count them.
void buildCpuLowering(mlir::OpPassManager &pm);

/// Whether `chip` names an NVIDIA GPU architecture that LLVM's NVPTX backend
/// knows (`llc -march=nvptx64 -mcpu=help` lists them).
bool isValidGpuChip(llvm::StringRef chip);

/// Appends the NVPTX lowering for `chip` (e.g. "sm_90"): the same
/// bufferization, remat-dealloc and remat-verify-budget as the CPU lowering;
/// then device buffers in CUDA managed memory and host<->device copies as
/// transfers (remat-gpu-buffers), linalg ops as loops mapped to blocks and
/// threads except ops placed on the CPU (remat-gpu-loops), kernels outlined
/// and compiled to PTX embedded in a `gpu.binary`, and host code in the LLVM
/// dialect calling the `mgpu*` runtime functions.
void buildNvptxLowering(mlir::OpPassManager &pm, llvm::StringRef chip);

/// Appends the IREE lowering: remat-prepare-for-iree, whose output
/// `iree-compile` compiles so that each planned node is one dispatch run in
/// plan order, and whose predicted IREE peak is checked against the budget
/// (with f64 demoted to f32 where `demoteF64`, as iree-compile does by
/// default).
void buildIreeLowering(mlir::OpPassManager &pm, bool demoteF64 = true);

/// Registers `remat-pipeline`.
void registerRematPipelines();

} // namespace remat

#endif // REMAT_TRANSFORMS_PIPELINE_H
