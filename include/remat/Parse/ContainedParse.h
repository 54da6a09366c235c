//===- ContainedParse.h - Parsing where a crash is contained ----*- C++ -*-===//
//
// Upstream MLIR's parser crashes on some malformed inputs after reporting
// the error (docs/KnownIssues.md). remat-opt parses its input once in a
// forked child first, so that such a crash becomes an error message.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_PARSE_CONTAINEDPARSE_H
#define REMAT_PARSE_CONTAINEDPARSE_H

#include "mlir/Support/LLVM.h"

#include "llvm/ADT/StringRef.h"

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class MlirOptMainConfig;
} // namespace mlir

namespace remat {

/// Parses and verifies `input` as MlirOptMain would with `config` (each
/// chunk of --split-input-file apart) in a forked child process. Returns
/// failure only when the child crashed: then the child's diagnostics (the
/// real errors of the input) and "TOOL: error: MLIR's parser crashed ..."
/// are printed. Where the child parsed the input, or rejected it with
/// diagnostics, nothing is printed and the caller parses it again for real.
/// REMAT_PARSE_IN_PROCESS=1 skips the check (for debuggers).
mlir::LogicalResult checkParseInChild(const llvm::MemoryBuffer &input,
                                      const mlir::DialectRegistry &registry,
                                      const mlir::MlirOptMainConfig &config,
                                      llvm::StringRef tool);

} // namespace remat

#endif // REMAT_PARSE_CONTAINEDPARSE_H
