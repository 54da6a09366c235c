//===- Remat.h - remat's C API ------------------------------------*- C -*-===//
//
// remat for C (and languages that bind C) in MLIR's C API style: the
// dialect's handle, the registration of what remat's pipelines need and of
// its passes, and the planning driver on a graph file. Link
// libRematCAPI.so, which also carries MLIR's core C API (mlir-c/IR.h,
// mlir-c/Pass.h).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_C_REMAT_H
#define REMAT_C_REMAT_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Remat, remat);

/// Registers in `registry` the remat dialect and what remat's pipelines
/// need of other dialects (bufferization models, the NVVM target, the
/// GPU-to-LLVM-IR translations): remat::registerAll.
MLIR_CAPI_EXPORTED void rematRegisterAll(MlirDialectRegistry registry);

/// Registers remat's passes and `remat-pipeline`, for
/// mlirParsePassPipeline and mlirOpPassManagerAddPipeline.
MLIR_CAPI_EXPORTED void rematRegisterPasses(void);

/// Plans the graph file at `graphFile` (the format remat-solve reads) with
/// the planning driver. `options` are remat's graph options as remat-plan
/// takes them, space-separated (`budget=50% solver=milp time-limit=10`; see
/// docs/Options.md); a budget is required. On success or when no plan fits,
/// calls `onReport` with the report (docs/report.schema.json, one entry) and
/// returns success exactly when a plan was found. On bad options or an
/// unreadable graph, calls `onError` with the message and returns failure.
MLIR_CAPI_EXPORTED MlirLogicalResult
rematPlanGraphFile(MlirStringRef graphFile, MlirStringRef options,
                   MlirStringCallback onReport, MlirStringCallback onError,
                   void *userData);

#ifdef __cplusplus
}
#endif

#endif // REMAT_C_REMAT_H
