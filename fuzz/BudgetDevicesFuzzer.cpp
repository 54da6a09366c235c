//===- BudgetDevicesFuzzer.cpp - Fuzzing the size and machine parsers -----===//
//
// Input: one flag value; its first byte picks the parser: --remat-budget
// (parseBudgetSpec), a byte size (parseByteSize) or --remat-devices
// (parseDeviceSpec). What they accept must satisfy what their headers
// promise.
//
//===----------------------------------------------------------------------===//

#include "remat/Support/ByteSize.h"
#include "remat/Support/DeviceSpec.h"

#include "llvm/ADT/StringSet.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace remat;

static void check(bool condition, const char *what) {
  if (!condition) {
    std::fprintf(stderr, "BudgetDevicesFuzzer: broken invariant: %s\n", what);
    std::abort();
  }
}

static void fuzzBudget(llvm::StringRef text) {
  llvm::Expected<BudgetSpec> spec = parseBudgetSpec(text);
  if (!spec) {
    llvm::consumeError(spec.takeError());
    return;
  }
  if (spec->isMinimal)
    return;
  if (spec->isPercent) {
    check(spec->percent > 0 && spec->percent <= 100, "a percent in (0, 100]");
    for (uint64_t peak : {uint64_t(0), uint64_t(1), uint64_t(1000),
                          kMaxBytes, ~uint64_t(0)})
      check(spec->resolve(peak) <= std::max(peak, uint64_t(1)),
            "a percentage of a peak is at most the peak");
  } else {
    check(spec->bytes > 0 && spec->bytes <= kMaxBytes,
          "a budget in (0, 2^62]");
    check(spec->resolve(12345) == spec->bytes, "bytes resolve to themselves");
  }
}

static void fuzzByteSize(llvm::StringRef text) {
  llvm::Expected<uint64_t> bytes = parseByteSize(text);
  if (!bytes) {
    llvm::consumeError(bytes.takeError());
    return;
  }
  std::string printed = formatByteSize(*bytes);
  check(!printed.empty(), "a size prints");
}

static void fuzzDevices(llvm::StringRef text) {
  llvm::Expected<DeviceSpec> spec = parseDeviceSpec(text);
  if (!spec) {
    llvm::consumeError(spec.takeError());
    return;
  }
  llvm::StringSet<> names;
  for (const DeviceSpec::Device &d : spec->devices) {
    check(!d.name.empty(), "a device has a name");
    check(names.insert(d.name).second, "device names are unique");
    check(d.memory > 0 && d.memory <= kMaxBytes, "memory in (0, 2^62]");
    check(!d.flops || (std::isfinite(*d.flops) && *d.flops >= kMinFlops),
          "flops are finite and at least kMinFlops");
  }
  for (const DeviceSpec::Link &l : spec->links) {
    check(names.contains(l.from) && names.contains(l.to),
          "links join known devices");
    check(std::isfinite(l.bandwidth) && l.bandwidth > 0,
          "a positive, finite bandwidth");
    check(std::isfinite(l.latency) && l.latency >= 0 &&
              l.latency <= kMaxLinkLatencySeconds,
          "a latency in [0, 1 s]");
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  llvm::StringRef text(reinterpret_cast<const char *>(data) + 1, size - 1);
  switch (data[0] % 3) {
  case 0:
    fuzzBudget(text);
    break;
  case 1:
    fuzzByteSize(text);
    break;
  default:
    fuzzDevices(text);
    break;
  }
  return 0;
}
