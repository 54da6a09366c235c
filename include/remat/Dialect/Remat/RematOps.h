//===- RematOps.h - Remat operations -----------------------------*- C++ -*-===//

#ifndef REMAT_DIALECT_REMAT_REMATOPS_H
#define REMAT_DIALECT_REMAT_REMATOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Dialect/Remat/RematDialect.h"

namespace remat {
/// The resource remat ops touch to stay at the program point the plan chose.
struct ScheduleResource
    : public mlir::SideEffects::Resource::Base<ScheduleResource> {
  llvm::StringRef getName() final { return "remat.schedule"; }
};
} // namespace remat

#define GET_OP_CLASSES
#include "remat/Dialect/Remat/RematOps.h.inc"

#endif // REMAT_DIALECT_REMAT_REMATOPS_H
