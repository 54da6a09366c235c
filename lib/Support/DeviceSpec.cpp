//===- DeviceSpec.cpp - The machine as written on the command line --------===//

#include "remat/Support/DeviceSpec.h"
#include "remat/Support/ByteSize.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>

using namespace llvm;

namespace remat {

static Error specError(StringRef entry, const Twine &why) {
  return createStringError(inconvertibleErrorCode(),
                           "invalid device entry '" + entry + "': " + why);
}

/// A positive finite number in plain or scientific notation.
static std::optional<double> parsePositive(StringRef text) {
  double value;
  if (text.trim().getAsDouble(value) || !std::isfinite(value) || value <= 0)
    return std::nullopt;
  return value;
}

static std::optional<double> parseSeconds(StringRef text) {
  text = text.trim();
  size_t unitStart = text.find_last_of("0123456789.") + 1;
  double scale = StringSwitch<double>(text.drop_front(unitStart))
                     .Case("s", 1)
                     .Case("ms", 1e-3)
                     .Case("us", 1e-6)
                     .Case("ns", 1e-9)
                     .Default(0);
  if (scale == 0)
    return std::nullopt;
  double value;
  if (text.take_front(unitStart).getAsDouble(value) || value < 0)
    return std::nullopt;
  return value * scale;
}

Expected<DeviceSpec> parseDeviceSpec(StringRef text) {
  DeviceSpec spec;
  StringSet<> names;
  SmallVector<StringRef> entries;
  text.split(entries, ',');
  // Devices first, so that links may name devices listed after them.
  SmallVector<StringRef> linkEntries;
  for (StringRef raw : entries) {
    StringRef entry = raw.trim();
    if (entry.empty())
      return specError(raw, "expected NAME:MEMORY[:FLOPS] or "
                            "NAME-NAME:BANDWIDTH[:LATENCY]");
    auto [head, rest] = entry.split(':');
    if (head.contains('-')) {
      linkEntries.push_back(entry);
      continue;
    }
    DeviceSpec::Device device;
    device.name = head.trim().str();
    StringRef lower = head.trim();
    if (lower.starts_with_insensitive("gpu"))
      device.isGpu = true;
    else if (lower.starts_with_insensitive("cpu"))
      device.isGpu = false;
    else
      return specError(entry, "a device name starts with 'gpu' or 'cpu', "
                              "which gives its kind");
    if (!names.insert(device.name).second)
      return specError(entry, "device '" + device.name + "' is listed twice");
    auto [memory, flops] = rest.split(':');
    if (memory.trim().empty())
      return specError(entry, "expected its memory after ':', e.g. " +
                                  device.name + ":80GiB");
    Expected<uint64_t> bytes = parseByteSize(memory);
    if (!bytes)
      return specError(entry, toString(bytes.takeError()));
    if (*bytes == 0)
      return specError(entry, "a device needs some memory");
    // As a budget: sums of sizes must not overflow, nor the int64 of the
    // attributes that carry them.
    if (*bytes > kMaxBytes)
      return specError(entry, "a device's memory must be at most 2^62 bytes "
                              "(4 EiB)");
    device.memory = *bytes;
    if (!flops.empty()) {
      device.flops = parsePositive(flops);
      if (!device.flops)
        return specError(entry, "the compute rate '" + flops +
                                    "' is not a positive number of FLOP/s");
      // Slower than a kFLOP/s, a step's time is beyond what a solver takes.
      if (*device.flops < kMinFlops)
        return specError(entry, "the compute rate '" + flops +
                                    "' is below 1e3 FLOP/s");
    }
    spec.devices.push_back(std::move(device));
  }
  for (StringRef entry : linkEntries) {
    auto [ends, rest] = entry.split(':');
    auto [from, to] = ends.split('-');
    DeviceSpec::Link link;
    link.from = from.trim().str();
    link.to = to.trim().str();
    for (const std::string &end : {link.from, link.to})
      if (!names.contains(end))
        return specError(entry, "the link names unknown device '" + end + "'");
    if (link.from == link.to)
      return specError(entry, "a link joins two different devices");
    auto [bandwidth, latency] = rest.split(':');
    StringRef perSecond = bandwidth.trim();
    if (!perSecond.consume_back_insensitive("/s"))
      return specError(entry, "expected a bandwidth in bytes per second, "
                              "e.g. 25GB/s");
    Expected<uint64_t> bytes = parseByteSize(perSecond);
    if (!bytes)
      return specError(entry, toString(bytes.takeError()));
    if (*bytes == 0)
      return specError(entry, "the bandwidth must be positive");
    link.bandwidth = static_cast<double>(*bytes);
    link.latency = kDefaultLinkLatencySeconds;
    if (!latency.empty()) {
      std::optional<double> seconds = parseSeconds(latency);
      if (!seconds || !(*seconds <= kMaxLinkLatencySeconds))
        return specError(entry, "the latency '" + latency +
                                    "' is not a time of at most 1 s, such "
                                    "as 10us or 1e-5s");
      link.latency = *seconds;
    }
    spec.links.push_back(std::move(link));
  }
  if (spec.devices.empty())
    return specError(text, "no device listed");
  spec.text = text.trim().str();
  return spec;
}

} // namespace remat
