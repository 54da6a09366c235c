//===- Planners.h - Factories of the built-in planners ----------*- C++ -*-===//
//
// One factory per planner file. Each planner is a leaf: where one starts
// from or falls back on another's plans, it is handed that planner as a
// function, and the planning driver (PlanningDriver.h) composes them. Use
// the driver's createPlanner(SolverKind) for a planner as the tools run it.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_PLANNERS_PLANNERS_H
#define REMAT_PLANNERS_PLANNERS_H

#include "remat/Planners/Planner.h"

#include <functional>

namespace remat {

/// A planner as a function, for composition.
using PlannerFn = std::function<PlanResult(const RematGraph &, const Budget &)>;

/// Settings of the MILP planners ("milp", "hetero") beyond the Budget.
struct MILPPlannerOptions {
  /// Stop once (cost - bound) <= relativeGap * cost (total modeled cost).
  double relativeGap = 0.01;
  /// CBC threads (1 or 2).
  unsigned threads = 1;
  /// Start from the best heuristic plan (the planners below, a local search
  /// over checkpoint sets, LP rounding).
  bool warmStart = true;
  /// Print CBC's log.
  bool verbose = false;
  /// The recomputation planners whose plans may start "milp"; unset ones
  /// are skipped. Where `dtr` finds no plan (DTR stuck), the stage search's
  /// portfolio takes `autoRecompute`'s place.
  struct {
    PlannerFn dtr, autoRecompute, chen, dpApprox;
  } starts;

  /// The defaults, with `verbose` from REMAT_MILP_VERBOSE=1 (for tuning).
  static MILPPlannerOptions fromEnvironment();
};

/// Checkmate's MILP on COIN-OR CBC ("milp").
std::unique_ptr<Planner> createMILPPlanner(const MILPPlannerOptions &options);
/// XEngine's MILP on COIN-OR CBC ("hetero"): per node the device (GPU or
/// CPU), and what to keep, recompute, offload and prefetch. Its GPU-only
/// start (with options.warmStart) is `gpuOnlyStart`'s plan; where there is
/// none and `offloadStart`, Belady's offloading (with and without nodes too
/// large for the GPU on the CPU) is its answer where the model finds nothing
/// faster.
std::unique_ptr<Planner> createHeteroPlanner(const MILPPlannerOptions &options,
                                             PlannerFn gpuOnlyStart,
                                             bool offloadStart = true);
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
/// host link, where no recomputation plan fits, it asks `fallback` (unset:
/// it answers Infeasible).
std::unique_ptr<Planner> createAutoPlanner(PlannerFn fallback = nullptr);

} // namespace remat

#endif // REMAT_PLANNERS_PLANNERS_H
