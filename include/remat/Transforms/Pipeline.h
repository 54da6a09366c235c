//===- Pipeline.h - The whole remat flow as one pass pipeline ----*- C++ -*-===//
//
// `remat-pipeline`: plan, apply and materialize under a budget, then
// optionally lower to the CPU or to NVPTX. `remat-opt --remat-budget=...`
// appends exactly this pipeline; other MLIR stacks add it (or its passes) to
// their own.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_TRANSFORMS_PIPELINE_H
#define REMAT_TRANSFORMS_PIPELINE_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace remat {

struct RematPipelineOptions
    : public mlir::PassPipelineOptions<RematPipelineOptions> {
  Option<std::string> budget{
      *this, "budget",
      llvm::cl::desc("Memory budget: SIZE, P% of the no-remat peak, or min; "
                     "without one nothing is planned (only lowered)")};
  Option<std::string> solver{*this, "solver", llvm::cl::init("auto"),
                             llvm::cl::desc("Planner (see remat-plan)")};
  Option<std::string> entry{
      *this, "entry",
      llvm::cl::desc("Plan only this function (default: every function)")};
  Option<double> timeLimit{*this, "time-limit", llvm::cl::init(30.0),
                           llvm::cl::desc("Planner time limit per function "
                                          "in seconds")};
  Option<double> minSearchTime{
      *this, "min-search-time", llvm::cl::init(2.0),
      llvm::cl::desc("Time of the minimal-budget search (see remat-plan)")};
  Option<std::string> report{*this, "report",
                             llvm::cl::desc("Write the JSON report here")};
  Option<std::string> devices{
      *this, "devices",
      llvm::cl::desc("The machine (see remat-plan), e.g. "
                     "gpu0:80GiB,cpu:256GiB,gpu0-cpu:25GB/s:10us; with it, "
                     "functions are planned even without a budget")};
  Option<std::string> lower{
      *this, "lower", llvm::cl::init("none"),
      llvm::cl::desc("none: tensor IR of upstream dialects; cpu: LLVM "
                     "dialect (bufferized, deallocated at last use, budget "
                     "verified); nvptx: the same with GPU kernels (host LLVM "
                     "dialect + PTX); iree: tensor IR for iree-compile, "
                     "planned on one device")};
  Option<std::string> chip{*this, "chip", llvm::cl::init("sm_90"),
                           llvm::cl::desc("GPU of lower=nvptx, e.g. sm_90")};
};

/// Appends the remat flow to `pm` (which runs on a builtin.module).
void buildRematPipeline(mlir::OpPassManager &pm,
                        const RematPipelineOptions &options);

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
/// plan order, and whose predicted IREE peak is checked against the budget.
void buildIreeLowering(mlir::OpPassManager &pm);

/// Registers `remat-pipeline`.
void registerRematPipelines();

} // namespace remat

#endif // REMAT_TRANSFORMS_PIPELINE_H
