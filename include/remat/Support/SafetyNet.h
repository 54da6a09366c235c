//===- SafetyNet.h - A wall-clock limit, given or derived -------*- C++ -*-===//
//
// A search's work units decide what it finds; its wall-clock limit is only a
// safety net, which must not bind where the machine is merely slow or busy.
// So it is given in seconds, or `auto`: derived from the work it guards, so
// that it grows with that work (and with the effort that scales it).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SUPPORT_SAFETYNET_H
#define REMAT_SUPPORT_SAFETYNET_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace remat {

/// How many times its work, in seconds of the reference machine (Effort.h),
/// an automatic safety net waits: a machine that much slower or busier
/// still ends a search by its work.
inline constexpr double kSafetyNetWorkFactor = 3.0;

struct SafetyNet {
  /// The limit in seconds; none: `auto`.
  std::optional<double> seconds;

  /// The limit of a search doing `workSeconds` of reference-machine work:
  /// the seconds given, else kSafetyNetWorkFactor times the work.
  double resolve(double workSeconds) const {
    return seconds.value_or(kSafetyNetWorkFactor * workSeconds);
  }
  bool operator==(const SafetyNet &other) const {
    return seconds == other.seconds;
  }
  bool operator!=(const SafetyNet &other) const { return !(*this == other); }
};

/// Parses `auto` or a number of seconds (its range is checked where the
/// options are validated, with the other time limits).
llvm::Expected<SafetyNet> parseSafetyNet(llvm::StringRef text);

/// Prints a safety net as parseSafetyNet reads it back.
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const SafetyNet &net);

} // namespace remat

#endif // REMAT_SUPPORT_SAFETYNET_H
