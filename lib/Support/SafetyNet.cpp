//===- SafetyNet.cpp - A wall-clock limit, given or derived ---------------===//

#include "remat/Support/SafetyNet.h"

#include "llvm/Support/Format.h"

using namespace llvm;

namespace remat {

Expected<SafetyNet> parseSafetyNet(StringRef text) {
  StringRef value = text.trim();
  if (value == "auto")
    return SafetyNet{};
  double seconds;
  if (value.getAsDouble(seconds))
    return createStringError(inconvertibleErrorCode(),
                             "invalid time '" + text +
                                 "': expected a number of seconds or auto");
  return SafetyNet{seconds};
}

raw_ostream &operator<<(raw_ostream &os, const SafetyNet &net) {
  if (!net.seconds)
    return os << "auto";
  return os << format("%g", *net.seconds);
}

} // namespace remat
