//===- ByteSize.cpp - Parsing and printing memory sizes -------------------===//

#include "remat/Support/ByteSize.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <limits>

using namespace llvm;

namespace remat {

static Error sizeError(StringRef text, const Twine &why) {
  return createStringError(inconvertibleErrorCode(),
                           "invalid size '" + text + "': " + why);
}

Expected<uint64_t> parseByteSize(StringRef text) {
  StringRef s = text.trim();
  if (s.empty())
    return sizeError(text, "expected a number of bytes, e.g. 4GiB or 512MB");
  if (s.front() == '-')
    return sizeError(text, "a size cannot be negative");

  size_t intEnd = s.find_first_not_of("0123456789");
  StringRef intPart = s.take_front(intEnd);
  StringRef rest = intEnd == StringRef::npos ? StringRef() : s.drop_front(intEnd);
  StringRef fracPart;
  if (rest.consume_front(".")) {
    size_t fracEnd = rest.find_first_not_of("0123456789");
    fracPart = rest.take_front(fracEnd);
    rest = fracEnd == StringRef::npos ? StringRef() : rest.drop_front(fracEnd);
    if (fracPart.empty())
      return sizeError(text, "expected digits after '.'");
  }
  if (intPart.empty())
    return sizeError(text, "expected a number of bytes, e.g. 4GiB or 512MB");

  StringRef unit = rest.trim();
  std::optional<uint64_t> scale =
      StringSwitch<std::optional<uint64_t>>(unit.lower())
          .Cases({"", "b"}, 1ull)
          .Cases({"k", "kb"}, 1000ull)
          .Cases({"m", "mb"}, 1000ull * 1000)
          .Cases({"g", "gb"}, 1000ull * 1000 * 1000)
          .Cases({"t", "tb"}, 1000ull * 1000 * 1000 * 1000)
          .Case("kib", 1ull << 10)
          .Case("mib", 1ull << 20)
          .Case("gib", 1ull << 30)
          .Case("tib", 1ull << 40)
          .Default(std::nullopt);
  if (!scale)
    return sizeError(text, "unknown unit '" + unit +
                               "' (expected B, KB, MB, GB, TB, KiB, MiB, "
                               "GiB or TiB)");
  if (!fracPart.empty() && *scale == 1)
    return sizeError(text, "a fractional size needs a unit larger than bytes");

  constexpr uint64_t kMax = std::numeric_limits<uint64_t>::max();
  uint64_t whole = 0;
  for (char c : intPart) {
    unsigned digit = c - '0';
    if (whole > (kMax - digit) / 10)
      return sizeError(text, "the size does not fit in 64 bits");
    whole = whole * 10 + digit;
  }
  if (whole > kMax / *scale)
    return sizeError(text, "the size does not fit in 64 bits");
  uint64_t bytes = whole * *scale;

  // The fraction adds less than one unit, so it only overflows at the edge.
  long double frac = 0, weight = 0.1L;
  for (char c : fracPart) {
    frac += (c - '0') * weight;
    weight /= 10;
  }
  uint64_t extra = static_cast<uint64_t>(std::floor(frac * *scale));
  if (bytes > kMax - extra)
    return sizeError(text, "the size does not fit in 64 bits");
  return bytes + extra;
}

uint64_t BudgetSpec::resolve(uint64_t peak) const {
  if (!isPercent)
    return bytes;
  return static_cast<uint64_t>(std::floor(peak * (percent / 100.0L)));
}

raw_ostream &operator<<(raw_ostream &os, const BudgetSpec &spec) {
  if (spec.isMinimal)
    return os << "min";
  if (spec.isPercent)
    return os << format("%.17g%%", spec.percent);
  if (spec.bytes)
    os << spec.bytes;
  return os;
}

Expected<BudgetSpec> parseBudgetSpec(StringRef text) {
  BudgetSpec spec;
  StringRef s = text.trim();
  if (s.equals_insensitive("min")) {
    spec.isMinimal = true;
    return spec;
  }
  if (s.consume_back("%")) {
    s = s.trim();
    double value;
    // getAsDouble accepts forms such as "1e2" and "inf": require plain digits.
    if (s.empty() || s.find_first_not_of("0123456789.") != StringRef::npos ||
        s.getAsDouble(value))
      return createStringError(inconvertibleErrorCode(),
                               "invalid budget '" + text +
                                   "': expected a percentage such as 50%");
    if (!(value > 0.0 && value <= 100.0))
      return createStringError(inconvertibleErrorCode(),
                               "invalid budget '" + text +
                                   "': a percentage must be in (0, 100]");
    spec.isPercent = true;
    spec.percent = value;
    return spec;
  }
  Expected<uint64_t> bytes = parseByteSize(text);
  if (!bytes)
    return bytes.takeError();
  if (*bytes == 0)
    return createStringError(inconvertibleErrorCode(),
                             "invalid budget '" + text +
                                 "': a budget must be larger than 0 bytes");
  if (*bytes > kMaxBytes)
    return createStringError(inconvertibleErrorCode(),
                             "invalid budget '" + text +
                                 "': a budget must be at most 2^62 bytes "
                                 "(4 EiB)");
  spec.bytes = *bytes;
  return spec;
}

Expected<ByteSize> parsePositiveByteSize(StringRef text) {
  Expected<uint64_t> bytes = parseByteSize(text);
  if (!bytes)
    return bytes.takeError();
  if (*bytes == 0 || *bytes > kMaxBytes)
    return createStringError(inconvertibleErrorCode(),
                             "invalid size '" + text +
                                 "': expected more than 0 bytes and at most "
                                 "2^62 bytes (4 EiB)");
  return ByteSize{*bytes};
}

raw_ostream &operator<<(raw_ostream &os, ByteSize size) {
  static const char *const units[] = {"EiB", "PiB", "TiB", "GiB", "MiB", "KiB"};
  for (unsigned i = 0; i < std::size(units); ++i) {
    unsigned shift = 10 * (std::size(units) - i);
    if (size.bytes >= (uint64_t(1) << shift) &&
        size.bytes % (uint64_t(1) << shift) == 0)
      return os << (size.bytes >> shift) << units[i];
  }
  return os << size.bytes;
}

std::string formatByteSize(uint64_t bytes) {
  static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB",
                                      "EiB"};
  if (bytes < 1024)
    return formatv("{0} B", bytes).str();
  long double value = bytes;
  unsigned unit = 0;
  while (value >= 1024 && unit + 1 < std::size(units)) {
    value /= 1024;
    ++unit;
  }
  return formatv("{0:f2} {1}", static_cast<double>(value), units[unit]).str();
}

} // namespace remat
