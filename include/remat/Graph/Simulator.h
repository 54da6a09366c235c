//===- Simulator.h - Executes a Plan and checks its invariants ---*- C++ -*-===//
//
// The memory model (../shared/DESIGN.md): a tensor's storage is resident from
// the event that computes it until it is freed; views share storage; inputs are
// resident from the start. While a node computes, its operands and all of its
// results are resident at once. Peak = max over events of resident bytes.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_GRAPH_SIMULATOR_H
#define REMAT_GRAPH_SIMULATOR_H

#include "remat/Graph/Plan.h"

#include <optional>
#include <string>

namespace remat {

struct SimulationResult {
  uint64_t peakBytes = 0;      ///< Peak of device memory.
  uint64_t peakHostBytes = 0;  ///< Peak of offloaded bytes in host memory.
  double computeCost = 0.0;    ///< Sum of the cost of every Compute event.
  unsigned numRecomputes = 0;  ///< Compute events beyond the first per node.
  /// Resident device bytes after each event (the memory timeline).
  std::vector<uint64_t> timeline;
  /// The first violated invariant, with the index of the offending event.
  std::optional<std::string> error;
  size_t errorEvent = 0;

  bool ok() const { return !error.has_value(); }
};

/// Runs `plan` on `graph`. Invariants: operands resident when a node computes;
/// no free/offload of a tensor that is not resident; prefetch only of an
/// offloaded tensor; every node computed at least once;
/// every output resident at the end. Hints are invariants too: a node marked
/// keep or neverRecompute is computed once, a keep node's results are never
/// offloaded, and a pinned node runs on its device kind.
///
/// Computing a node whose result is still resident leaves it resident (no
/// extra bytes). Offload and prefetch move a tensor: it is either resident or
/// on the host, never both.
/// Inputs are resident before the first event and count towards the peak.
/// The error of a check at the end of the plan has errorEvent == plan.size().
/// Runs in O(events + operands and results of the computed nodes).
SimulationResult simulate(const RematGraph &graph, const Plan &plan);

} // namespace remat

#endif // REMAT_GRAPH_SIMULATOR_H
