//===- CheckpointSearch.h - Local search over checkpoint sets ---*- C++ -*-===//
//
// The fast way to plans of Checkmate's stage model, where DTR gets stuck
// (graphs of wide fan-in) and as the MIP start of milp: a local search over
// the checkpoints kept across each stage.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_PLANNERS_CHECKPOINTSEARCH_H
#define REMAT_LIB_PLANNERS_CHECKPOINTSEARCH_H

#include "CheckmateModel.h"
#include "Effort.h"

namespace remat {
namespace checkmate {

/// Receives a plan and the peak the stages measured for it (at least the
/// simulator's).
using LowerPeakFn = llvm::function_ref<void(const Candidate &, uint64_t)>;

/// What bounds a searchCheckpoints run, and what it reports.
struct SearchOptions {
  /// Charged the stages each move reschedules and measures, split evenly
  /// over the starts; null: no limit but the moves and stalls.
  Effort *effort = nullptr;
  uint64_t seed = 0;
  /// Moves per start; 0: as many as the effort allows.
  unsigned moves = 0;
  /// Stop at the first plan that fits (give up after `moves` without one).
  bool untilFit = false;
  /// Receives the point the search ended at (to resume from).
  CheckpointSets *last = nullptr;
  /// Incremented by the moves made, over all starts.
  unsigned *movesMade = nullptr;
  /// Called with every cheaper plan found (the last one is returned).
  llvm::function_ref<void(const Candidate &)> onBetter;
  /// Called with every point whose peak is below all before it and below
  /// `lowerPeakBelow`, fitting the budget or not: where the budget is out
  /// of reach, the lowest plans found on the way there.
  LowerPeakFn onLowerPeak;
  uint64_t lowerPeakBelow = UINT64_MAX;
};

/// Local search over checkpoint sets (each closed over its dependencies by
/// scheduleFromCheckpoints and measured by StageMeter): from each start,
/// random moves keep or drop one tensor over a run of stages; a move is
/// taken when it lowers cost + penalty * (bytes over the budget, summed over
/// steps), the penalty growing while the current point is over budget, or by
/// simulated annealing's chance. Returns the cheapest schedule that fits, if
/// any. Cheap per move (the stages the move touches), so it finds plans
/// that LP rounding and CBC's heuristics miss on graphs with many skip
/// connections. A start is given up after a stall (moves without a cheaper
/// plan, growing with the graph).
std::optional<Candidate> searchCheckpoints(const RematGraph &graph,
                                           const GraphFacts &facts,
                                           uint64_t budgetBytes,
                                           std::vector<CheckpointSets> starts,
                                           const SearchOptions &options);

/// Graphs up to this size get the local search below as a fallback where
/// DTR gets stuck (in "auto" and findMinimalBudget): its schedules grow with
/// the square of the nodes.
constexpr unsigned kMaxFirstFitNodes = 1200;

/// The first plan within `budgetBytes` that searchCheckpoints finds from
/// keeping everything, restarting with seeds firstSeed, firstSeed + 1, ...
/// after runs of Luby-sequence numbers of moves, until `effort` is spent.
/// Deterministic: the same budget and work give the same plan on any
/// machine. `moves`, when given, is incremented by the moves made;
/// `onLowerPeak` gets the points of ever lower peak below `lowerPeakBelow`
/// over all restarts (SearchOptions::onLowerPeak).
std::optional<Candidate> firstFit(const RematGraph &graph,
                                  const GraphFacts &facts,
                                  uint64_t budgetBytes, Effort &effort,
                                  uint64_t firstSeed = 0,
                                  unsigned *moves = nullptr,
                                  LowerPeakFn onLowerPeak = {},
                                  uint64_t lowerPeakBelow = UINT64_MAX);

/// The first plan within `budgetBytes` that searchCheckpoints finds from
/// the checkpoints of `from` (a schedule that fits a larger budget), within
/// `moves` moves and `effort`. Near a plan of low peak a fit below it takes
/// a few hundred moves where one from keeping everything takes a hundred
/// thousand, if it comes at all (the LayerNorm + GELU network at 60 KB).
std::optional<Candidate> fitNear(const RematGraph &graph,
                                 const GraphFacts &facts,
                                 uint64_t budgetBytes,
                                 const StageSchedule &from, Effort &effort,
                                 unsigned moves, uint64_t seed = 0,
                                 LowerPeakFn onLowerPeak = {},
                                 uint64_t lowerPeakBelow = UINT64_MAX);
/// A portfolio of first fits, for where the seed decides the plan's basin
/// more than the improvement does (random_layered_n250 at 72% of the peak:
/// 13.4% to 22.2% overhead over six seeds; four times the improvement moves
/// gave nothing better): firstFit from seeds 0, 1000, ..., 6000, each
/// improved by searchCheckpoints with as many moves as it took (at least 20
/// per node), every cheaper plan on the way passed to `offer`, within
/// `effort`, of which at most `unitsAfterFit` once the first plan is found
/// (finding a plan may take many restarts; improving it pays off less).
/// Returns whether the first of them fit.
bool searchSeeds(const RematGraph &graph, const GraphFacts &facts,
                 uint64_t budgetBytes, Effort &effort, uint64_t seed,
                 llvm::function_ref<void(const Candidate &)> offer,
                 uint64_t unitsAfterFit = UINT64_MAX);

} // namespace checkmate
} // namespace remat

#endif // REMAT_LIB_PLANNERS_CHECKPOINTSEARCH_H
