//===- Planners.h - Factories of the built-in planners -----------*- C++ -*-===//
//
// One factory per planner file; createPlanner() maps names to these.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_PLANNERS_PLANNERS_H
#define REMAT_PLANNERS_PLANNERS_H

#include "remat/Planners/Planner.h"

namespace remat {

/// Checkmate's MILP on COIN-OR CBC ("milp").
std::unique_ptr<Planner> createMILPPlanner();

/// Settings of the "milp" planner beyond the Budget.
struct MILPPlannerOptions {
  /// Stop once (cost - bound) <= relativeGap * cost (total modeled cost).
  double relativeGap = 0.01;
  /// CBC threads (1 or 2).
  unsigned threads = 1;
  /// Start from the best heuristic plan (LP rounding, auto, dtr, chen,
  /// dp-approx).
  bool warmStart = true;
  /// Print CBC's log.
  bool verbose = false;
};
std::unique_ptr<Planner> createMILPPlanner(const MILPPlannerOptions &options);
/// XEngine's MILP on COIN-OR CBC ("hetero"): per node the device (GPU or
/// CPU), and what to keep, recompute, offload and prefetch. Takes the "milp"
/// settings; its GPU-only start is "milp"'s plan.
std::unique_ptr<Planner> createHeteroPlanner();
std::unique_ptr<Planner>
createHeteroPlanner(const MILPPlannerOptions &options);
/// Checkmate's LP relaxation with rounding ("lp-round").
std::unique_ptr<Planner> createLPRoundPlanner();
/// Kusumoto et al.'s lower-set dynamic program ("dp": exact when the graph is
/// small enough, "dp-approx": the approximate variant).
std::unique_ptr<Planner> createDPPlanner(bool exact);
/// DTR's greedy eviction heuristic ("dtr").
std::unique_ptr<Planner> createDTRPlanner();
/// sqrt(N) segment checkpointing ("chen").
std::unique_ptr<Planner> createChenPlanner();
/// The default: best plan found within a small time budget ("auto"). With a
/// host link, where no recomputation plan fits, it asks hetero (offloads and
/// CPU placement); `recomputeOnly` turns that off (for milp's warm start,
/// which hetero itself runs).
std::unique_ptr<Planner> createAutoPlanner();
std::unique_ptr<Planner> createAutoPlanner(bool recomputeOnly);

} // namespace remat

#endif // REMAT_PLANNERS_PLANNERS_H
