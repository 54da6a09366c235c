//===- ByteSize.h - Parsing and printing memory sizes -----------*- C++ -*-===//
//
// Budgets are written as bytes with an optional unit (`4GiB`, `1.5GB`, `512`)
// or as a percentage of a function's no-remat peak (`50%`).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SUPPORT_BYTESIZE_H
#define REMAT_SUPPORT_BYTESIZE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>

namespace remat {

/// The largest size remat handles, of one budget or of all tensors of a
/// graph together: 2^62 bytes (4 EiB), so that sums of sizes neither
/// overflow nor leave the int64 of JSON and MLIR attributes.
inline constexpr uint64_t kMaxBytes = uint64_t(1) << 62;

/// Parses a byte size: a non-negative decimal number followed by an optional
/// unit B, KB/MB/GB/TB (powers of 1000) or KiB/MiB/GiB/TiB (powers of 1024),
/// case-insensitively, with optional spaces between. Fractions are allowed
/// with a unit and rounded down to whole bytes. Rejects empty or negative
/// input, unknown units and sizes that overflow 64 bits.
llvm::Expected<uint64_t> parseByteSize(llvm::StringRef text);

/// A budget as given by the user: absolute bytes, a percentage or `min`;
/// a default-constructed spec is unset (no budget given).
struct BudgetSpec {
  bool isMinimal = false; ///< `min`: the smallest budget a plan is found for.
  bool isPercent = false;
  uint64_t bytes = 0;   ///< When set and !isPercent; always > 0.
  double percent = 0.0; ///< When isPercent; in (0, 100].

  bool isSet() const { return isMinimal || isPercent || bytes != 0; }
  /// The budget in bytes for a function whose no-remat peak is `peak`; not
  /// for `min`, which the caller resolves with a search.
  uint64_t resolve(uint64_t peak) const;

  bool operator==(const BudgetSpec &other) const {
    return isMinimal == other.isMinimal && isPercent == other.isPercent &&
           bytes == other.bytes && percent == other.percent;
  }
  bool operator!=(const BudgetSpec &other) const { return !(*this == other); }
};

/// Prints a spec as parseBudgetSpec reads it back ("min", "50%", "4096");
/// an unset one as "".
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const BudgetSpec &spec);

/// Parses `SIZE` (see parseByteSize), `P%` or `min`. A budget must be
/// positive and at most kMaxBytes.
llvm::Expected<BudgetSpec> parseBudgetSpec(llvm::StringRef text);

/// A positive size as an option value (`--remat-max-input-size=4GiB`).
struct ByteSize {
  uint64_t bytes = 0;
  bool operator==(const ByteSize &other) const { return bytes == other.bytes; }
  bool operator!=(const ByteSize &other) const { return !(*this == other); }
};

/// Parses a positive size of at most kMaxBytes (see parseByteSize).
llvm::Expected<ByteSize> parsePositiveByteSize(llvm::StringRef text);

/// Prints a size as parsePositiveByteSize reads it back: with the largest
/// binary unit that divides it ("4GiB"), else in bytes.
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ByteSize size);

/// Prints bytes with the largest binary unit that keeps three significant
/// digits, e.g. "1.50 GiB", "512 B".
std::string formatByteSize(uint64_t bytes);

} // namespace remat

#endif // REMAT_SUPPORT_BYTESIZE_H
