//===- RematDialect.h - The Remat dialect ------------------------*- C++ -*-===//

#ifndef REMAT_DIALECT_REMAT_REMATDIALECT_H
#define REMAT_DIALECT_REMAT_REMATDIALECT_H

#include "mlir/IR/Dialect.h"

#include "remat/Dialect/Remat/RematDialect.h.inc"

#endif // REMAT_DIALECT_REMAT_REMATDIALECT_H
