//===- MemoryOrder.h - An order that needs less memory ---------*- C++ -*-===//
//
// Every planner keeps the graph's order of first computations (its node
// ids); recomputation then pays for what a better order would have saved
// for free: on Checkmate's random layered graphs another order of the same
// computations fits 80% of the id order's peak without any recomputation.
// This searches such an order, and renumbers the graph in it so that any
// planner can plan there; its plans map back to the graph's own ids, where
// they apply (remat-apply moves a node's first computation where the plan
// puts it).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_PLANNERS_MEMORYORDER_H
#define REMAT_LIB_PLANNERS_MEMORYORDER_H

#include "Effort.h"

#include "remat/Graph/Plan.h"
#include "remat/Graph/RematGraph.h"

#include <optional>
#include <vector>

namespace remat {

/// The work of searchMemoryOrder at effort 1, in seconds of the reference
/// machine (Effort.h): the beam's, then the moves' that improve its order.
constexpr double kBeamSeconds = 1.0;
constexpr double kMemoryOrderSeconds = kBeamSeconds + 0.5;

/// `graph` with its nodes renumbered in a topological order, and the maps
/// from the new ids back to the graph's own.
struct ReorderedGraph {
  RematGraph graph;
  std::vector<NodeId> originalNode;
  std::vector<TensorId> originalTensor;
  /// The no-recompute schedule's peak in the new order.
  uint64_t peakBytes = 0;

  /// `plan` (of `graph`) in the original graph's ids.
  Plan planInOriginalIds(const Plan &plan) const;
  /// A plan of the original graph in `graph`'s ids.
  Plan planInNewIds(const Plan &plan) const;
};

/// `graph` renumbered in `order`, a topological order of its nodes, as if
/// it had been built in that order: inputs first, then each node's results
/// in the order of its new id, so that planners that break ties by id see
/// the order they would see in such a program. Names, costs, hints,
/// aliases, outputs and the host link are kept.
ReorderedGraph reorderGraph(const RematGraph &graph,
                            llvm::ArrayRef<NodeId> order);

/// Searches a topological order whose no-recompute schedule peaks below the
/// id order's (`idOrderPeak`, the simulator's): a beam search over the sets of
/// computed nodes, which keeps the sets of least peak so far, then least memory
/// held, at each depth, as many as `effort`'s units allow (a unit per 16 steps:
/// a candidate, a closer of a storage it may free, a word of a kept set),
/// then moves of single nodes to the earliest or latest place they may go
/// while the peak, or the summed memory at the same peak, falls. None where
/// the search found no lower peak or the beam ran out of work.
std::optional<ReorderedGraph> searchMemoryOrder(const RematGraph &graph,
                                                uint64_t idOrderPeak,
                                                Effort &effort);

} // namespace remat

#endif // REMAT_LIB_PLANNERS_MEMORYORDER_H
