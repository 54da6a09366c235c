//===- MinimalBudget.h - The smallest budget a graph can run in --*- C++ -*-===//
//
// What a graph needs at least, proven, and the smallest budget at which the
// fast planners find a plan. The true minimum lies between the two.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_PLANNERS_MINIMALBUDGET_H
#define REMAT_PLANNERS_MINIMALBUDGET_H

#include "remat/Planners/Planner.h"

#include <optional>
#include <string>

namespace remat {

struct MinimalBudget {
  /// Proven: no valid plan has a smaller peak (see computeBudgetLowerBound).
  uint64_t lowerBound = 0;
  /// Proven for the plans that compute every node on the GPU (every
  /// planner's but hetero's, and the search's own): at least lowerBound,
  /// which with a host link also covers nodes run on the CPU.
  uint64_t gpuLowerBound = 0;
  /// The smallest budget at which the search found a valid plan: a plan
  /// fitting it exists, so it is an upper bound of the minimal feasible
  /// budget.
  uint64_t minimalFound = 0;
  /// A valid plan whose peak is at most minimalFound.
  Plan plan;
  /// The plans the earlier parts of the search ended with (DTR's probes,
  /// the stage model's first fits, the lower-set DP), where a later part
  /// went lower: made for a larger peak, one may cost less than `plan` at
  /// a budget above the minimum. Valid, lowest peak last.
  std::vector<Plan> higherPlans;
  /// The time limit, not the work limit, ended the search.
  bool timeLimitHit = false;
  /// The time limit it was searched within, in seconds.
  double timeLimitSeconds = 0;
};

/// The work of findMinimalBudget at effort 1, in seconds of the reference
/// machine (Effort.h): its DTR probes share the first (DTR may thrash, each
/// probe taking all it is given), its stage-model first fits the second
/// (each probe has auto's first fit's 10 s: three probes that take it all,
/// as misses on the large random graphs do), its lower-set DP the third.
constexpr double kMinimalBudgetDTRSeconds = 2.0;
constexpr double kMinimalBudgetFirstFitSeconds = 30.0;
constexpr double kMinimalBudgetDPSeconds = 10.0;
/// The same on graphs where DTR samples its candidates
/// (dtrCandidateSample): there a probe that misses thrashes for all it is
/// given, and with 2 s the bisection's probes ran out of work high above
/// what DTR reaches (the full-size DenseNet-121 without a host, 8,466
/// nodes: 86.4% of its peak, where auto plans at 40%). The search's
/// default safety net (min-search-time=auto) is three times its parts'
/// work, so that under load its work, not the clock, ends it.
constexpr double kMinimalBudgetLargeDTRSeconds = 4.0;
/// The work of each of findMinimalBudget's DTR parts on `graph`.
double minimalBudgetDTRSeconds(const RematGraph &graph);
/// The work of its part running auto's randomized DTR restarts below the
/// minimum found.
constexpr double kMinimalBudgetRestartSeconds = 1.0;
/// The work of the stage model's search from the plan found, below it;
/// and again of its search from the lowest plan, taking the lowest point
/// of each probe that misses as the next start.
constexpr double kMinimalBudgetNearSeconds = 4.0;
/// The work of the same search from the earlier parts' plans, shared
/// equally (the tiny GRU LM without a host: 33,708 -> 29,964 B).
constexpr double kMinimalBudgetNearOthersSeconds = 4.0;
/// The work of the held-residency bound (computeHeldResidencyBound), the
/// search's last part: about 20M units, where the zoo's transformers
/// converge (12M) and the others had their values (5M).
constexpr double kMinimalBudgetHeldBoundSeconds = 1.4;
/// The moves of one of its probes, plus two per node: fits near the plan
/// come within about a thousand or not at all.
constexpr unsigned kMinimalBudgetNearMoves = 2000;
/// It runs on graphs of up to this many nodes, more than the first fits
/// (checkmate::kMaxFirstFitNodes): its probes' few moves cost the stages
/// they touch, and only its start is measured whole (the tiny ResNet-18,
/// 1,301 nodes, without a host: 908,276 -> 890,984 B in 2 s more).
constexpr unsigned kMinimalBudgetNearMaxNodes = 4000;
/// The lower-set DP's part of the search runs on graphs of up to this many
/// nodes: its segments grow with the square of the forward part, each
/// evaluated over the whole graph.
constexpr unsigned kMinimalBudgetDPMaxNodes = 2000;
/// The work of findMinimalBudget on `graph` at effort 1, in seconds of the
/// reference machine: the kMinimalBudget*Seconds of the parts that run on
/// a graph of its size (36.4 s on the tiny LSTM LM, 1,525 nodes; 28.4 s on
/// the full-size DenseNet-121). min-search-time=auto waits kSafetyNetWorkFactor
/// times it, times the effort: a fixed net would stop the search where the
/// machine is merely busy, or the effort high.
double minimalBudgetWorkSeconds(const RematGraph &graph);

/// The graph inputs, which stay resident throughout (the caller owns their
/// storage: no plan frees or offloads them), plus the largest of what any
/// valid plan must also hold at some event (alias classes counted once):
///  - for every node that runs on the GPU in every plan, its operands and
///    results together, resident while it computes (every node computes at
///    least once). With a host link that is only the nodes that read a graph
///    input or are pinned to the GPU: the others may run on the CPU;
///  - without a host link, for every such node, what its operands' making
///    holds: nothing is swapped in, so an alias class becomes resident only
///    by its root's producer, and the class made resident last waited for
///    nothing while the others waited for it beside its producer's operands
///    and results; the least over the classes that may have come last,
///    followed back up to 32 computations within a fixed work;
///  - all outputs together, resident at the end; without a host link, the
///    outputs made so far while each output's producer computes for the
///    last time, in the order of these last computations that holds least.
/// With `gpuOnly`, the bound of plans that compute every node on the GPU
/// (recomputation and swaps, as all planners but hetero make).
uint64_t computeBudgetLowerBound(const RematGraph &graph, bool gpuOnly = false);

/// The lower bound, plus a binary search over budgets between it and the
/// baseline peak for the smallest budget at which DTR (every eviction score)
/// or Chen's checkpointing (at the segment counts auto runs, every tensor
/// freed after its last use) finds a plan, then (on graphs of up to 1200
/// nodes) a search below that for the stage model's first fit, the fallback
/// of "auto" where DTR gets stuck (a probe that fails still lowers the
/// minimum to the lowest peak its search passed; the search ends after a
/// first probe that gets nowhere below), then (on graphs of up to
/// kMinimalBudgetDPMaxNodes) the chains of the lower-set DP of "dp-approx"
/// below what it found, then auto's randomized DTR restarts at auto's grid
/// points below that (dtrBudgetGrid), then DTR keeping what recomputations
/// will read (DTROptions::keepForRecompute), then (up to
/// kMinimalBudgetNearMaxNodes) the stage model's search from the plan found
/// at budgets stepping down below it (checkmate::fitNear), then from each
/// earlier part's plan below its own peak, then the last resort of dtr and
/// auto (dtrLastResortOptions) at auto's grid points below the minimum with
/// the work of one of their runs (kDTRRunSeconds); stops at 0.1% resolution
/// or when its work (`effort` times the kMinimalBudget*Seconds above) is spent,
/// keeping the best plan found so far; `timeLimitSeconds` is the safety
/// net. Last, with a host link, Belady's offloading (runOffload): at the
/// GPU-only bound, which it reaches unless hints keep storage on the device
/// (minimalFound is then the exact minimum of plans on the GPU), then with
/// the nodes that do not fit the GPU on the CPU at the least budget where
/// that may fit (offloadLeastBudget), bisecting above it if hints stop it
/// there: where that is the general bound, minimalFound is the exact
/// minimum of all plans. Otherwise planner success is not monotone in the
/// budget, so minimalFound is what was found, not a proven minimum. The
/// plan found ends with its frees at last uses (normalizeFrees, as the
/// driver returns every plan), and minimalFound is its peak: min and the
/// message of a budget below it name the same bytes (the full-size GPT-2
/// without a host: 1,822,444,544 B at min, "at most 1,822,746,961 B" below
/// it; both 1,822,107,652 B now).
MinimalBudget findMinimalBudget(const RematGraph &graph, double effort = 1.0,
                                double timeLimitSeconds = 60.0);

/// findMinimalBudget of one graph at one effort, run by whoever asks first
/// and shared from then on: a planning that needs it twice (auto's stage
/// fallback, then the driver's message on failure) pays once. The search
/// depends on the effort alone; where the safety net of a caller short of
/// time stopped it (auto inside milp's warm start), a caller with more time
/// runs it again, so that the answer does not depend on who asked first
/// (random_layered_n1000: at most 462,120 B after milp, 409,240 B after
/// auto).
class MinimalBudgetSearch {
public:
  MinimalBudgetSearch(const RematGraph &graph, double effort)
      : graph(graph), effort(effort) {}
  /// The result, searched within `timeLimitSeconds` by the first call, and
  /// again by a call with a longer limit where the limit ended the search.
  const MinimalBudget &get(double timeLimitSeconds) {
    if (!result || (result->timeLimitHit &&
                    timeLimitSeconds > result->timeLimitSeconds))
      result = findMinimalBudget(graph, effort, timeLimitSeconds);
    return *result;
  }

private:
  const RematGraph &graph;
  double effort;
  std::optional<MinimalBudget> result;
};

/// What is known of the minimal feasible budget, for messages: "M bytes
/// (size)" where the search reached the bound, else "at most M bytes (size)
/// and at least L bytes".
std::string describeMinimalBudget(const MinimalBudget &minimal);

/// What the GPU-only bound adds to that, to end a message: "" where it is
/// the lower bound itself, else the bound, and whether the minimum found
/// reaches it (is exact for plans that compute every node on the GPU).
std::string describeGpuLowerBound(const MinimalBudget &minimal);

/// For planners: an Infeasible result when `budget` is below the proven
/// lower bound, with a message naming the minimal feasible budget (the
/// bound, and for graphs small enough to search quickly, the smallest budget
/// found, by Budget::minimal where given); std::nullopt when the budget is
/// at least the bound.
std::optional<PlanResult> checkBudgetLowerBound(const RematGraph &graph,
                                                const Budget &budget);

} // namespace remat

#endif // REMAT_PLANNERS_MINIMALBUDGET_H
