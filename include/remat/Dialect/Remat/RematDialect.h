//===- RematDialect.h - The Remat dialect -----------------------*- C++ -*-===//

#ifndef REMAT_DIALECT_REMAT_REMATDIALECT_H
#define REMAT_DIALECT_REMAT_REMATDIALECT_H

#include "mlir/IR/Dialect.h"

#include <functional>

namespace remat {
class RematGraph;
struct Machine;
struct PlanningOutcome;
} // namespace remat

#include "remat/Dialect/Remat/RematDialect.h.inc"

#endif // REMAT_DIALECT_REMAT_REMATDIALECT_H
