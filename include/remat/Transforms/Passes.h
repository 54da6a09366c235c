//===- Passes.h - remat passes ----------------------------------*- C++ -*-===//

#ifndef REMAT_TRANSFORMS_PASSES_H
#define REMAT_TRANSFORMS_PASSES_H

#include "remat/Dialect/Remat/RematDialect.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace remat {

struct PlanningOptions;

#define GEN_PASS_DECL
#include "remat/Transforms/Passes.h.inc"

/// remat-plan with the graph- and module-scope fields of `options`.
std::unique_ptr<mlir::Pass> createRematPlan(const PlanningOptions &options);

#define GEN_PASS_REGISTRATION
#include "remat/Transforms/Passes.h.inc"

} // namespace remat

#endif // REMAT_TRANSFORMS_PASSES_H
