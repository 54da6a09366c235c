//===- RematAttrs.h - Remat attributes and enums -----------------*- C++ -*-===//

#ifndef REMAT_DIALECT_REMAT_REMATATTRS_H
#define REMAT_DIALECT_REMAT_REMATATTRS_H

#include "remat/Graph/Plan.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"

#include <optional>

#include "remat/Dialect/Remat/RematEnums.h.inc"

namespace mlir {
/// Parses a floating-point attribute parameter (`1.0e12`, `25`) as a double.
template <>
struct FieldParser<llvm::APFloat> {
  static FailureOr<llvm::APFloat> parse(AsmParser &parser) {
    double value;
    if (parser.parseFloat(value))
      return failure();
    return llvm::APFloat(value);
  }
};
template <>
struct FieldParser<std::optional<llvm::APFloat>> {
  static FailureOr<std::optional<llvm::APFloat>> parse(AsmParser &parser) {
    FailureOr<llvm::APFloat> value = FieldParser<llvm::APFloat>::parse(parser);
    if (failed(value))
      return failure();
    return std::optional<llvm::APFloat>(*value);
  }
};
/// Parses a plan event: `compute N [on cpu|gpu]`, `free T`, `offload T`,
/// `prefetch T`.
template <>
struct FieldParser<remat::Event> {
  static FailureOr<remat::Event> parse(AsmParser &parser);
};
} // namespace mlir

namespace remat {
inline llvm::hash_code hash_value(const Event &e) {
  return llvm::hash_combine(e.kind, e.id, e.device);
}
mlir::AsmPrinter &operator<<(mlir::AsmPrinter &printer, const Event &e);
} // namespace remat

#define GET_ATTRDEF_CLASSES
#include "remat/Dialect/Remat/RematAttrs.h.inc"

namespace remat {
/// The planners' device kind of a declared processor kind.
inline DeviceKind toDeviceKind(ProcessorKind kind) {
  return kind == ProcessorKind::cpu ? DeviceKind::CPU : DeviceKind::GPU;
}

/// True if `type` is a tensor whose encoding places it in host memory.
bool isHostTensor(mlir::Type type);
} // namespace remat

#endif // REMAT_DIALECT_REMAT_REMATATTRS_H
