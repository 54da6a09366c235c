//===- Simulator.h - Executes a Plan and checks its invariants --*- C++ -*-===//
//
// The memory model (../shared/DESIGN.md, docs/Design.md): there are two
// memories, the device's (which the budget limits) and the host's. A tensor
// lives in at most one of them. Inputs start in device memory; outputs must
// end there. A node computed on the GPU reads device memory and writes its
// results there; a node computed on the CPU reads and writes host memory.
// Offload and prefetch move a tensor between the two; free drops it wherever
// it lives. Views share the storage of the copy of their source they are made
// from (bufferSource): computing a storage root again while views of its
// earlier copy are resident makes a second buffer, as it does in the program.
// While a node computes, its operands and all of its results are resident at
// once. Peak = the maximum over events of resident device bytes.
//
// The time model: the host issues events in plan order. GPU kernels run in
// order on one stream, asynchronously; CPU nodes run on the host thread;
// copies run in order on the link, concurrently with both. A node starts when
// its operands are ready where it runs. A free waits until the work using the
// tensor is done (its memory is then reusable), which keeps the host from
// running arbitrarily far ahead. A prefetch starts when it is issued; an
// offload's copy starts as soon as its tensor is ready, and the host waits
// for it at the offload event, which releases the device storage. So a plan
// hides a copy behind compute by offloading late and prefetching early.
// Time = when the last of host, GPU, CPU and link is done. Without transfers
// or CPU nodes it is the sum of the GPU costs.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_GRAPH_SIMULATOR_H
#define REMAT_GRAPH_SIMULATOR_H

#include "remat/Graph/Plan.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>

namespace remat {

struct SimulationResult {
  uint64_t peakBytes = 0;      ///< Peak of device memory.
  uint64_t peakHostBytes = 0;  ///< Peak of host memory (tensors moved there).
  double computeCost = 0.0;    ///< Sum of the cost of every Compute event.
  double transferCost = 0.0;   ///< Sum of the time of every copy.
  double time = 0.0;           ///< Modeled end-to-end time (see above).
  unsigned numRecomputes = 0;  ///< Compute events beyond the first per node.
  unsigned numTransfers = 0;   ///< Offload and prefetch events.
  /// Resident device bytes after each event (the memory timeline).
  std::vector<uint64_t> timeline;
  /// The first violated invariant, with the index of the offending event.
  std::optional<std::string> error;
  size_t errorEvent = 0;

  bool ok() const { return !error.has_value(); }
};

/// Runs `plan` on `graph`. Invariants: operands in the memory of the device a
/// node runs on; no free of a tensor that lives nowhere; offload only from
/// device memory and prefetch only from host memory, over the graph's host
/// link; no compute of a tensor that lives in the other memory; every node
/// computed at least once; every output in device memory at the end. Hints
/// are invariants too: a node marked keep or neverRecompute is computed once,
/// the results of keep and neverOffload nodes are never offloaded, and a
/// pinned node runs on its device kind.
///
/// Computing a node whose result is already there leaves it there (no extra
/// bytes). The error of a check at the end of the plan has errorEvent ==
/// plan.size(). Runs in O(events + operands and results of computed nodes).
SimulationResult simulate(const RematGraph &graph, const Plan &plan);

/// The tensor whose buffer result `r` of `node` lives in once computed: for
/// a view, the first result of `node` before it, else operand, of its alias
/// class (`root`: each tensor's storage root) that is `resident`; kNone for
/// a storage root, which starts a buffer of its own, as every computation of
/// it allocates anew. The simulator and the heuristics' engine count memory
/// by this rule.
TensorId bufferSource(const Node &node, TensorId r,
                      llvm::ArrayRef<TensorId> root,
                      llvm::function_ref<bool(TensorId)> resident);

} // namespace remat

#endif // REMAT_GRAPH_SIMULATOR_H
