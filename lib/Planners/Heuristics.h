//===- Heuristics.h - Building blocks of the fast planners -------*- C++ -*-===//
//
// Internal to lib/Planners: the heuristic planners as plain functions, so
// "auto" and the minimal-budget search can combine and repeat them.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_PLANNERS_HEURISTICS_H
#define REMAT_LIB_PLANNERS_HEURISTICS_H

#include "Effort.h"

#include "remat/Graph/Plan.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

namespace remat {

/// How DTR ranks the resident tensors it may evict; the smallest score goes.
enum class EvictionScore {
  /// DTR's h_e* = (cost + cost of the evicted neighbourhood) /
  /// (bytes * staleness), staleness = compute events since the last access.
  DTR,
  /// h = cost / (bytes * staleness): DTR without the e* neighbourhood.
  DTRLocal,
  /// Like DTR but staleness replaced by the distance to the next use in the
  /// order, which the planner knows ahead (Belady's rule, cost-aware).
  NextUse,
  /// cost / (bytes * distance to the next use).
  NextUseLocal,
  /// 1 / (bytes * distance to the next use): ignores compute cost.
  SizeNextUse,
};
/// Every score, in the order auto's grid and the minimal-budget search try
/// them.
inline constexpr EvictionScore kEvictionScores[] = {
    EvictionScore::NextUse, EvictionScore::DTR, EvictionScore::NextUseLocal,
    EvictionScore::DTRLocal, EvictionScore::SizeNextUse};

struct DTROptions {
  EvictionScore score = EvictionScore::DTR;
  /// Evaluate at most this many random candidates per eviction (DTR's
  /// sampling, for speed on large graphs); 0 evaluates every candidate.
  unsigned maxCandidates = 0;
  /// Multiplies each score by a random factor in [1 - noise, 1 + noise], for
  /// randomized restarts; 0 keeps the planner deterministic.
  double noise = 0.0;
  unsigned seed = 0;
  /// Evict a tensor and its views together where neither frees its storage
  /// alone (DTR's alias pools); without, such a class stays until dead. The
  /// trajectories differ at low budgets, so the minimal-budget search runs
  /// both.
  bool evictClasses = true;
  /// Keep a tensor after its last use while a dropped tensor still needed
  /// descends from it, evictable and scored by when that one is read
  /// (ScheduleBuilder::keepForRecompute): freed, it would have to be
  /// recomputed too, and on graphs of wide fan-in (Checkmate's random
  /// layered graphs) those recomputations recurse until DTR thrashes. Off
  /// by default: the zoo's training steps plan the same either way, and on
  /// those graphs its runs fail slower (the walks are work); the dtr planner
  /// and the minimal-budget search run it where the others found nothing.
  bool keepForRecompute = false;
  /// Give up once the computations planned (recomputations included) cost
  /// more than this: where a budget is just out of reach DTR thrashes, and
  /// one such run would take the whole effort of a search. 0: no limit.
  double maxCost = 0.0;
  /// Charged a unit per candidate scored (dtrUnitsPerCandidate); once it is
  /// spent, DTR gives up as if stuck: one run takes seconds on a dense
  /// 3,000-node DAG, where every eviction scores every resident tensor.
  /// Null: no limit.
  Effort *effort = nullptr;
};

/// DTROptions::maxCost of the DTR runs that have the search's work to
/// themselves (the dtr planner, the minimal-budget search's probes), as a
/// multiple of the step's cost: a plan costing more is no answer, and near
/// an unreachable budget DTR thrashes until its work runs out.
constexpr double kDTRMaxCostFactor = 10.0;

/// The work of a DTR run on its own (the dtr planner, auto's first run on
/// a large graph) at effort 1, in seconds of the reference machine
/// (Effort.h): DTR is one pass, this bounds only the dense graphs where
/// each eviction scores thousands of tensors, and runs that thrash just
/// above what DTR reaches (a 50k-node transformer at its minimal budget
/// evicts for all of it). A third of the default time limit, so that the
/// work, not that safety net, ends a run on a busy machine.
constexpr double kDTRRunSeconds = 10.0;

/// The work of auto's searches where DTR finds nothing near the budget, at
/// effort 1, in seconds of the reference machine: the first of them, the
/// stage model's first fit at the budget, may take all of it (random
/// layered n250 at 70%: 5.7 s), and findMinimalBudget's first-fit probes
/// get as much each, so that they fit where auto's does (where both end at
/// the first fit's moves, not their work).
constexpr double kFallbackSeconds = 10.0;

/// DTROptions::maxCandidates for `graph`: every candidate on graphs of up
/// to 4,096 tensors, a sample of 256 on larger ones.
inline unsigned dtrCandidateSample(const RematGraph &graph) {
  return graph.numTensors() > 4096 ? 256 : 0;
}

/// The options of the dtr planner's run: DTR's own score, candidates
/// sampled on large graphs, seeded by `seed`, and no plan recomputing more
/// than kDTRMaxCostFactor times the step. Where it thrashes, dtr runs again
/// keeping what recomputations read, and so does auto where nothing fits.
DTROptions dtrPlannerOptions(const RematGraph &graph, unsigned seed);
/// The options of that last resort of dtr and auto: dtrPlannerOptions,
/// keeping what recomputations will read.
DTROptions dtrLastResortOptions(const RematGraph &graph, unsigned seed);

/// The units DTR charges per candidate scored (and per 8 neighbours it
/// compares). Scoring reads the candidate's producer, users and their
/// classes at random: in cache up to ~16k tensors, a miss each beyond, so
/// a unit there covers more time. Measured (transformer training graphs,
/// auto's grid): 36M candidates a second at 2k-10k tensors, 16M at 20k,
/// 8M at 50k, 3-4.5M near the minimal budget at 50k; the step keeps a
/// unit within a few times kUnitsPerSecond's scale at every size.
inline uint64_t dtrUnitsPerCandidate(const RematGraph &graph) {
  return 1 + graph.numTensors() / 16384;
}

/// Whether some tensor of `graph` is a view of another (where
/// DTROptions::evictClasses matters).
inline bool hasAliases(const RematGraph &graph) {
  return llvm::any_of(graph.getTensors(),
                      [](const Tensor &t) { return t.aliasOf != kNone; });
}

/// Runs DTR as a simulated execution of the nodes in id order within
/// `budget` bytes. Returns std::nullopt when it gets stuck (everything that
/// could be evicted is pinned and the allocation still does not fit) or
/// options.effort is spent.
std::optional<Plan> runDTR(const RematGraph &graph, uint64_t budget,
                           const DTROptions &options);

/// Bytes of the distinct storage classes of `tensors` (BudgetLowerBound.cpp):
/// what they hold in one memory together.
uint64_t classBytes(const RematGraph &graph, llvm::ArrayRef<TensorId> tensors);

/// Without a host link, a bound of every plan's peak that follows a class
/// held across the moments that made the others resident, back to where
/// it was made (in a training step, a gradient waiting while the forward
/// activations it meets are made again), within `effort` and 1M states:
/// on the zoo's networks often above computeBudgetLowerBound, whose search
/// is cut at 32 computations (ResNet-18 without a host: 808,856 -> 874,392
/// B). Costlier, so the minimal-budget search alone raises the bounds it
/// reports to it, and planners anchor their budget grids at the cheap
/// bound. With a host link, the graph inputs' bytes: swaps make a class
/// resident without its producer.
uint64_t computeHeldResidencyBound(const RematGraph &graph, Effort &effort);

/// Belady's offloading (OffloadPlanner.cpp): the nodes in id order on the
/// GPU; where what a node reads and writes does not fit `budget` beside what
/// is resident, the storage read again farthest ahead is offloaded (views
/// dropped and made again), and prefetched before its reader, each prefetch
/// then as early as the budget allows. Finds a plan at every budget from the
/// GPU-only lower bound up, unless a hint keeps storage on the device or a
/// node pinned to the CPU may not run there. With `useCpu`, the nodes whose
/// step does not fit the GPU run on the CPU, from and into host memory
/// (their classes moved whole, views made again there), where they read no
/// input and write no view; a view node whose step does not fit is left to
/// its readers, which make its views: then it fits from offloadLeastBudget
/// up, the general lower bound where no other node is too large for the GPU.
/// std::nullopt where it finds nothing, or without a host link. One pass,
/// O(n log n): it needs no work limit.
std::optional<Plan> runOffload(const RematGraph &graph, uint64_t budget,
                               bool useCpu = false);

/// The least budget at which runOffload(graph, ·, useCpu) may fit: below
/// it, a node that may not run on the CPU does not fit the GPU. Above it,
/// only hints keeping storage on the device stop runOffload.
uint64_t offloadLeastBudget(const RematGraph &graph, bool useCpu = false);

/// Which forward part runChen() segments, and when it frees.
enum class ChenMode {
  /// The forward part as marked or inferred from the loss (TrainingPhases.h);
  /// values a recomputation made dead are freed at once.
  Training,
  /// Earlier versions' plans, which the minimal budget search and auto still
  /// offer: the forward part as marked (every node without marks), dead
  /// values freed when the step ends.
  Marked,
};
/// Chen et al.'s segment checkpointing with `numSegments` segments of the
/// forward part (clamped to [1, forward nodes]). Ignores any budget: the
/// caller checks the peak. None where the plan would compute more than
/// chenMaxComputes(graph) times.
std::optional<Plan> runChen(const RematGraph &graph, unsigned numSegments,
                            ChenMode mode = ChenMode::Training);

/// The bound of runChen's plans, in computations per node. A segment is
/// recomputed about once (the zoo's plans compute each node 1-2 times on
/// average), but where the order interleaves the forward and backward
/// parts (--reorder), a value freed as dead is recomputed again for each
/// recomputation of a sibling branch that needs it, which compounds:
/// MobileNetV2 reordered, 63 segments, made 72 million computations of
/// 1,264 nodes.
constexpr unsigned kChenMaxComputesPerNode = 10;
/// The computations of runChen's plans of `graph` at most.
inline uint64_t chenMaxComputes(const RematGraph &graph) {
  return uint64_t(kChenMaxComputesPerNode) * graph.numNodes();
}

/// How improvePlan() orders the recomputations it tries to remove.
enum class ImproveOrder { ByCost, ByCostPerByteTime };

/// Post-pass on a valid plan: frees every tensor right after its last use,
/// removes recomputations whose tensor can instead stay resident within
/// `budget`, and removes recomputations whose one result is freed unread.
/// The result is valid whenever the input is, with a peak within
/// max(budget, input peak) and a cost no higher.
Plan improvePlan(const RematGraph &graph, uint64_t budget, Plan plan,
                 ImproveOrder order = ImproveOrder::ByCost);

/// auto's post-pass, which milp applies to its warm start's plans too:
/// improvePlan() on `plan` in each ImproveOrder, each result handed to
/// `take`, which says whether to try the next order. `effort` is charged a
/// unit per event of `plan` for improving and one for simulating, before
/// each order.
void forEachImprovement(const RematGraph &graph, uint64_t budget,
                        const Plan &plan, Effort &effort,
                        llvm::function_ref<bool(Plan)> take);

/// The peak of `plan` with the recomputations nobody reads dropped and
/// every tensor freed right after its last use: improvePlan's remaining
/// pass only keeps tensors resident, so a plan whose lean peak is over a
/// budget is not worth improving for it (the pass may, rarely, make a
/// recomputation dead and go below). One simulation instead of up to nine.
uint64_t leanPeak(const RematGraph &graph, Plan plan);

/// Drops recomputations whose single result is freed before anyone reads it
/// (an offload counts as a read). Returns whether it dropped any.
bool removeDeadComputes(const RematGraph &graph, Plan &plan);

/// Drops the events i of `plan` with removed[i] set, keeping the order.
void removeEvents(Plan &plan, llvm::ArrayRef<uint8_t> removed);

/// DELTA's swap-or-recompute choice, on a valid plan within `budget`: a
/// recomputation of a single-result node may instead become an offload where
/// the tensor was freed and a prefetch placed as early as the budget allows,
/// so that the copy overlaps with compute; and the other way, a prefetch of
/// a single-result node's tensor without views may become a recomputation
/// right before the tensor's next reader, where the node's operands are on
/// the device then (no earlier allocation, so no higher peak). Swaps are
/// tried from the costliest recomputation down, then recomputations from the
/// costliest copies down, and kept when they lower the modeled time, until
/// `effort` (a unit per event of each trial plan) is spent. Returns the plan
/// unchanged when the graph has no host link.
Plan addSwaps(const RematGraph &graph, uint64_t budget, Plan plan,
              Effort &effort);

/// For the minimal-budget search: the plans of Kusumoto et al.'s
/// approximate lower-set family (those of "dp-approx") on the front of
/// (predicted peak, overhead) within `budget`, from the cheapest down to
/// the least peak, each passed to `offer` (a chain's simulated peak may be
/// below its prediction, in another order). Offers nothing where the graph
/// is outside the model (no backward pass, views of computed tensors);
/// stops where `effort` runs out.
void searchLowerSetPlans(const RematGraph &graph, uint64_t budget,
                         Effort &effort, llvm::function_ref<void(Plan)> offer);

/// The segment counts at which "auto" and findMinimalBudget() run Chen:
/// 1 to 4, then growing by half up to the node count, and sqrt(n) + 1 and
/// n / 4 + 1; ascending.
std::vector<unsigned> chenSegmentCounts(unsigned numNodes);

/// What findMinimalBudget() runs at each budget it tries: DTR with these
/// options. "auto" runs the same where its grid finds nothing good, so it
/// finds a plan at the budget the search reports.
std::vector<DTROptions> minimalBudgetDTROptions(const RematGraph &graph);

/// The budgets at which "auto" runs DTR, largest first: `lower` * 1.02^k up
/// to `upTo`. findMinimalBudget() probes the same points with auto's
/// randomized restarts, so that it finds the plans auto finds there.
std::vector<uint64_t> dtrBudgetGrid(uint64_t lower, uint64_t upTo);

/// DTROptions::maxCost of auto's grid runs, as a multiple of the step's
/// cost: one run that thrashes would take the work of the others.
constexpr double kGridDTRMaxCostFactor = 4.0;

/// How many randomized DTR restarts "auto" runs at each of its grid points
/// just below the budget: many on small graphs, where runs are cheap and
/// the noise finds plans below the deterministic scores'; none on large.
inline unsigned dtrRestartCount(const RematGraph &graph) {
  unsigned n = graph.numNodes();
  return n <= 400 ? 24 : n <= 2000 ? 6 : 0;
}

/// The DTR runs "auto" makes at a grid point with `score` (randomized by
/// `noise` and `seed`), in order, each only where those before it found
/// nothing: on graphs with views, alias classes left whole, then evicted
/// whole.
llvm::SmallVector<DTROptions, 2> dtrGridRuns(const RematGraph &graph,
                                             EvictionScore score,
                                             double noise = 0.0,
                                             unsigned seed = 0);

/// dtrGridRuns of every score, in the order of kEvictionScores: what auto
/// runs at each grid point, and the minimal-budget search at the points
/// below what it found.
std::vector<llvm::SmallVector<DTROptions, 2>>
dtrGridScoreRuns(const RematGraph &graph);

/// The runs of auto's randomized restart `i` (0 <= i < dtrRestartCount).
inline llvm::SmallVector<DTROptions, 2> dtrRestartRuns(const RematGraph &graph,
                                                       unsigned i) {
  return dtrGridRuns(graph, kEvictionScores[i % 2], /*noise=*/0.25, i + 1);
}

} // namespace remat

#endif // REMAT_LIB_PLANNERS_HEURISTICS_H
