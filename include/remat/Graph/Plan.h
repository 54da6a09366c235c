//===- Plan.h - A schedule of compute/free/offload/prefetch events -*- C++ -*-===//
//
// What every planner returns and the simulator checks: an ordered list of
// events over a RematGraph. Computing a node again is a recomputation.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_GRAPH_PLAN_H
#define REMAT_GRAPH_PLAN_H

#include "remat/Graph/RematGraph.h"

#include "llvm/ADT/StringRef.h"

#include <vector>

namespace remat {

struct Event {
  enum class Kind : uint8_t {
    Compute,  ///< id is a NodeId: allocate its results, run it.
    Free,     ///< id is a TensorId: drop it from device memory.
    Offload,  ///< id is a TensorId: copy it to host memory, then drop it.
    Prefetch, ///< id is a TensorId: copy it back from host memory.
  };
  Kind kind;
  uint32_t id;
  DeviceKind device = DeviceKind::GPU; ///< Where a Compute runs.

  static Event compute(NodeId n, DeviceKind d = DeviceKind::GPU) {
    return {Kind::Compute, n, d};
  }
  static Event free(TensorId t) { return {Kind::Free, t, DeviceKind::GPU}; }
  static Event offload(TensorId t) { return {Kind::Offload, t, DeviceKind::GPU}; }
  static Event prefetch(TensorId t) {
    return {Kind::Prefetch, t, DeviceKind::GPU};
  }
  bool operator==(const Event &o) const {
    return kind == o.kind && id == o.id && device == o.device;
  }
};

using Plan = std::vector<Event>;

/// The event kind's name in plans and reports: "compute", "free", "offload",
/// "prefetch".
llvm::StringRef stringifyEventKind(Event::Kind kind);

/// The events of a plan that leave the GPU-only, in-memory schedule:
/// transfers and computations on the CPU.
struct MoveCounts {
  unsigned offloads = 0, prefetches = 0, cpuComputes = 0;
  bool movesTensors() const { return offloads + prefetches > 0; }
  bool usesCpu() const { return cpuComputes > 0; }
};
MoveCounts countMoves(const Plan &plan);

/// The no-recompute baseline: nodes in id order, each tensor freed right
/// after its last user (outputs and inputs are never freed).
Plan buildBaselinePlan(const RematGraph &graph);

/// The plan as a rewritten program executes it, where a buffer dies at its
/// last use: every computed tensor is freed right after its last use (a
/// reader, or an offload or prefetch that moves it) before it is computed
/// again (or right after its compute when nothing reads it), the last
/// instance of an output survives to the end, and a compute whose results are
/// all already where it would put them, or a compute or transfer whose
/// results nothing reads (a kept compute or transfer, or the end for an
/// output), is dropped, as dead code is from the rewritten program. Its
/// device and host peaks and its compute cost never exceed those of `plan`
/// (its time may, where an earlier free makes the host wait for a transfer).
Plan normalizeFrees(const RematGraph &graph, const Plan &plan);

} // namespace remat

#endif // REMAT_GRAPH_PLAN_H
