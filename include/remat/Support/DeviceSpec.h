//===- DeviceSpec.h - The machine as written on the command line -*- C++ -*-===//
//
// `--remat-devices=gpu0:80GiB,cpu:256GiB,gpu0-cpu:25GB/s:10us` describes the
// devices a training step runs on and the links between them, without MLIR:
//   NAME:MEMORY[:FLOPS]          a device; its kind comes from the name, which
//                                starts with `gpu` or `cpu`; FLOPS is its
//                                compute rate in FLOP/s (e.g. 5e13, at least
//                                1e3), with a default per kind when left out;
//   NAME-NAME:BANDWIDTH[:LATENCY] a link between two of the devices; the
//                                bandwidth is a byte size per second (25GB/s),
//                                the latency a time with unit s, ms, us or ns
//                                (default 10us, at most 1 s).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SUPPORT_DEVICESPEC_H
#define REMAT_SUPPORT_DEVICESPEC_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace remat {

struct DeviceSpec {
  struct Device {
    std::string name;
    bool isGpu = true;
    uint64_t memory = 0;
    std::optional<double> flops; ///< Unset: the cost model's default.
  };
  struct Link {
    std::string from, to;
    double bandwidth = 0; ///< Bytes per second.
    double latency = 0;   ///< Seconds.
  };
  std::vector<Device> devices;
  std::vector<Link> links;
  /// The text it was parsed from, which it prints as; empty when unset.
  std::string text;

  bool isSet() const { return !devices.empty(); }
  bool operator==(const DeviceSpec &other) const { return text == other.text; }
  bool operator!=(const DeviceSpec &other) const { return text != other.text; }
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     const DeviceSpec &spec) {
  return os << spec.text;
}

inline constexpr double kDefaultLinkLatencySeconds = 1.0e-5;
/// The slowest compute rate and the longest link latency a machine may
/// have: beyond them a step's modeled time leaves what solvers take.
inline constexpr double kMinFlops = 1.0e3;
inline constexpr double kMaxLinkLatencySeconds = 1.0;

/// Parses the comma-separated list described above. Rejects unknown kinds,
/// duplicate device names, links to unknown devices, and bad numbers, with
/// a message naming the offending entry.
llvm::Expected<DeviceSpec> parseDeviceSpec(llvm::StringRef text);

} // namespace remat

#endif // REMAT_SUPPORT_DEVICESPEC_H
