//===- AutoPlanner.cpp - The default planner: best plan in a time budget --===//
//
// Runs the fast heuristics in several variants (DTR with five eviction
// scores, randomized restarts, Chen with several segment counts), improves
// every plan with the post-passes of PlanImprover.cpp, and keeps the cheapest
// valid plan within the budget, in about a second's work. Where DTR gets
// stuck (graphs of wide fan-in), the local search over Checkmate's
// checkpoint sets takes over, with a larger share of work. Work is counted
// in units (Effort.h), never seconds, so the plan does not depend on the
// machine's speed or load; the time limit is only a safety net. When the graph
// has a host link, DELTA's swap-or-recompute choice (SwapImprover.cpp) then
// turns recomputations of that plan into offloads and early prefetches, and
// prefetches into recomputations, where they are faster; where no
// recomputation plan fits at all, Belady's offloading (OffloadPlanner.cpp)
// does at every budget from the bound of plans on the GPU up, and below that
// hetero (XEngine's MILP: offloads and nodes on the CPU) plans within the rest
// of the time limit.
//
// Monotonicity: the heuristics run at budgets of a fixed geometric grid
// (ratio 1.02 up from the lower bound of plans on the GPU alone), never at
// the requested budget itself, and only at grid points up to the budget. A plan
// found for a smaller budget is thus also a candidate for every larger one, so
// the cost does not grow when the budget grows (as long as the work limit does
// not cut the search short; the post-pass then uses the whole budget). The
// fallbacks where DTR finds nothing at all (the stage model's search,
// Belady's offloading, hetero) plan at the budget itself.
//
//===----------------------------------------------------------------------===//

#include "CheckmateModel.h"
#include "CheckpointSearch.h"
#include "Heuristics.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/MinimalBudget.h"
#include "remat/Planners/Planners.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <optional>

using namespace llvm;

namespace remat {

namespace {

using Clock = Effort::Clock;

/// The work of auto at effort 1, in seconds of the reference machine
/// (Effort.h): the heuristics' portfolio; and of the searches that take
/// over where DTR finds nothing near the budget (kFallbackSeconds), the
/// stage model's portfolio has at most kImproveSeconds once it found a
/// plan.
constexpr double kHeuristicSeconds = 1.0;
constexpr double kImproveSeconds = 4.0;

class AutoPlanner : public Planner {
public:
  explicit AutoPlanner(PlannerFn fallback) : fallback(std::move(fallback)) {}
  StringRef getName() const override { return "auto"; }
  PlanResult solve(const RematGraph &graph, const Budget &budget) override;

private:
  /// Where no recomputation plan fits and the graph has a host link.
  PlannerFn fallback;
};

/// The best plan so far and the search's work.
struct Search {
  const RematGraph &graph;
  uint64_t budget;
  Effort &effort;
  Plan best;
  double bestCost = 0;
  uint64_t bestPeak = 0;
  bool found = false;
  /// Where the best plan comes from: the heuristics (DTR, Chen), the stage
  /// model's search (step 4), Belady's offloading or the minimal-budget
  /// search (steps 4 and 6). Only the heuristics' plans are shared with
  /// larger budgets.
  enum class Origin { Heuristics, Stages, Offload, MinimalSearch };
  Origin origin = Origin::Heuristics;

  /// The units of the longest run so far: the next one is started only if
  /// it would still end within the work limit.
  uint64_t longestRun = 0;

  bool outOfWork() const {
    return effort.exhausted() || effort.left() < longestRun;
  }
  void noteRun(uint64_t spentBefore) {
    longestRun = std::max(longestRun, effort.spent() - spentBefore);
  }
  /// Improves `plan` (made by `from`) within the budget and keeps it when
  /// it is the best; with `allOrders`, whatever the work left.
  void offer(Plan plan, Origin from = Origin::Heuristics,
             bool allOrders = false) {
    // Plans made without the budget (Chen's) mostly miss it: one
    // simulation says so, and spares both improvements (a unit per event).
    effort.spend(plan.size() + 1);
    if (leanPeak(graph, plan) > budget)
      return;
    forEachImprovement(graph, budget, plan, effort, [&](Plan improved) {
      SimulationResult sim = simulate(graph, improved);
      if (!sim.ok() || sim.peakBytes > budget)
        return true;
      // A tie goes to the lower peak, then to the heuristics' plan, which
      // larger budgets share.
      bool tie = sim.time == bestCost && sim.peakBytes == bestPeak;
      if (!found || sim.time < bestCost ||
          (sim.time == bestCost && sim.peakBytes < bestPeak) ||
          (tie && from == Origin::Heuristics && origin != from)) {
        found = true;
        origin = from;
        best = std::move(improved);
        bestCost = sim.time;
        bestPeak = sim.peakBytes;
      }
      return allOrders || !outOfWork();
    });
  }
};

} // namespace

/// The plans of the minimal-budget search `minimalSearch`, offered where
/// they fit: the search's probes run the same first fits and DTR variants
/// as auto and more (the lower-set DP), so auto finds a plan at every
/// budget from the minimal one it reports up; the plans its earlier parts
/// ended with may be the cheaper ones there. A plan running nodes on the
/// CPU only `withCpu` (after hetero, whose plans of that kind are faster).
/// Returns the search's result where its plans fit the budget.
static const MinimalBudget *
offerMinimalPlan(MinimalBudgetSearch &minimalSearch, const Budget &budget,
                 Effort &effort, Search &search, bool withCpu = false) {
  const MinimalBudget &minimal = minimalSearch.get(effort.secondsLeft());
  if (minimal.timeLimitHit)
    effort.checkClock();
  if (minimal.minimalFound > budget.bytes)
    return nullptr;
  if (withCpu || !countMoves(minimal.plan).usesCpu())
    search.offer(minimal.plan, Search::Origin::MinimalSearch);
  for (const Plan &plan : minimal.higherPlans)
    search.offer(plan, Search::Origin::MinimalSearch);
  return &minimal;
}

/// Step 4 of AutoPlanner::solve (below): the stage model's portfolio of
/// first fits at the budget, each improved and offered, within `effort`;
/// should the first fit fail, the minimal-budget search's plans, and the
/// stage model's search at the budget from the largest of them that fits
/// and only recomputes (made for a lower budget, it recomputes more than
/// the budget needs: the tiny BERT without a host at 75,000 B, from the
/// search's plan at 70,212 B).
static void searchStages(const RematGraph &graph, const Budget &budget,
                         MinimalBudgetSearch &minimalSearch, Effort &effort,
                         Search &search) {
  checkmate::GraphFacts facts = checkmate::analyzeGraph(graph);
  auto offer = [&](const checkmate::Candidate &c) {
    search.offer(c.plan, Search::Origin::Stages, /*allOrders=*/true);
  };
  uint64_t improveUnits = Effort::unitsFor(kImproveSeconds, budget.effort);
  if (checkmate::searchSeeds(graph, facts, budget.bytes, effort, budget.seed,
                             offer, improveUnits))
    return;
  const MinimalBudget *minimal =
      offerMinimalPlan(minimalSearch, budget, effort, search);
  if (!minimal)
    return;
  SmallVector<const Plan *, 8> starts; // Highest peak first.
  for (const Plan &plan : minimal->higherPlans)
    starts.push_back(&plan);
  starts.push_back(&minimal->plan);
  std::optional<checkmate::StageSchedule> from;
  for (const Plan *plan : starts) {
    effort.spend(plan->size() + 1);
    SimulationResult sim = simulate(graph, *plan);
    if (sim.ok() && sim.peakBytes <= budget.bytes &&
        !countMoves(*plan).movesTensors() &&
        (from = checkmate::scheduleFromPlan(graph, *plan)))
      break;
  }
  if (!from)
    return;
  Effort improve = effort.shareUpTo(improveUnits);
  checkmate::SearchOptions options;
  options.effort = &improve;
  options.seed = budget.seed;
  options.onBetter = offer;
  checkmate::searchCheckpoints(
      graph, facts, budget.bytes,
      {checkmate::checkpointsFromSchedule(graph, facts, *from)}, options);
  effort.absorb(improve);
}

PlanResult AutoPlanner::solve(const RematGraph &graph, const Budget &budget) {
  auto start = Clock::now();
  // The heuristics' work, and that of the searches where DTR finds nothing
  // near the budget; the time limit is the safety net of both.
  Effort effort = Effort::forSearch(kHeuristicSeconds, budget.effort, start,
                                    budget.timeLimitSeconds);
  Effort fallbackEffort = Effort::forSearch(
      kFallbackSeconds, budget.effort, start, budget.timeLimitSeconds);
  // The minimal-budget search's DTR variants (step 2) get at most the work
  // its probes shared.
  Effort minimalEffort =
      Effort::forSearch(minimalBudgetDTRSeconds(graph), budget.effort, start,
                        budget.timeLimitSeconds);
  // dtr's run keeping what recomputations read (step 5b), with its work.
  Effort keepEffort = Effort::forSearch(kDTRRunSeconds, budget.effort, start,
                                        budget.timeLimitSeconds);
  // With a host link, a quarter of the heuristics' work goes to DELTA's
  // swaps on the best plan.
  bool canSwap = graph.getHostLink().available();
  Effort swapEffort = effort.share(canSwap ? 0.25 : 0.0);
  Effort searchEffort = effort.share(canSwap ? 0.75 : 1.0);
  // Every node computes at least once, on the GPU in all plans but
  // hetero's (whose CPU nodes may run alongside: it keeps its own bound).
  bool heteroTimedOut = false; // hetero's clock (step 7), plan or not.
  auto finish = [&](PlanResult r, bool gpuOnly = true) {
    if (gpuOnly)
      r.lowerBound = graph.totalCost();
    r.timeLimitHit |= searchEffort.timedOut() || swapEffort.timedOut() ||
                      fallbackEffort.timedOut() || minimalEffort.timedOut() ||
                      keepEffort.timedOut() || heteroTimedOut;
    r.solveSeconds =
        std::chrono::duration<double>(Clock::now() - start).count();
    return r;
  };
  if (std::optional<PlanResult> early = checkBudgetLowerBound(graph, budget))
    return finish(*early);
  Plan baseline = buildBaselinePlan(graph);
  SimulationResult base = simulate(graph, baseline);
  if (base.ok() && base.peakBytes <= budget.bytes)
    return finish(finalizePlan(graph, budget, std::move(baseline),
                               PlanStatus::Optimal,
                               "the no-recompute plan fits"));

  Search search{graph, budget.bytes, searchEffort};

  // The grid points at or below the budget, largest first.
  uint64_t lower = computeBudgetLowerBound(graph, /*gpuOnly=*/true);
  std::vector<uint64_t> grid = dtrBudgetGrid(lower, budget.bytes);

  // Large graphs, where DTR samples its candidates.
  bool large = dtrCandidateSample(graph) != 0;
  // On large graphs one DTR run may need more than the heuristics' share
  // (a 100k-node transformer at 50%: ~6 s of work): the first gets the work
  // of a DTR run on its own, so that auto plans where dtr would; the rest
  // of the heuristics then have what it left. Not near the proven bound,
  // where DTR's pins fill the budget and the run thrashes for all of it
  // (a 20k-node transformer at its minimum: 13 s more, for no plan).
  bool firstRun = large && budget.bytes >= 2 * lower;
  auto runOnce = [&](uint64_t b, DTROptions o) {
    std::optional<Effort> own;
    if (firstRun)
      own = Effort::forSearch(kDTRRunSeconds, budget.effort, start,
                              budget.timeLimitSeconds);
    else if (search.outOfWork())
      return false;
    firstRun = false;
    uint64_t runStart = searchEffort.spent();
    o.effort = own ? &*own : &searchEffort;
    std::optional<Plan> plan = runDTR(graph, b, o);
    if (own)
      searchEffort.absorb(*own);
    if (plan)
      search.offer(std::move(*plan));
    search.noteRun(runStart);
    return plan.has_value();
  };
  // The runs of one grid point (dtrGridRuns), until one finds a plan.
  auto runAt = [&](uint64_t b, ArrayRef<DTROptions> runs) {
    return llvm::any_of(runs, [&](const DTROptions &o) { return runOnce(b, o); });
  };

  // 1. Every score at every grid point, until two grid points in a row
  //    fail (they are below what DTR reaches). On large graphs a failing run
  //    is expensive: a grid point is given up after the two main scores
  //    failed there, and the search after one such point.
  unsigned failures = 0, maxFailures = large ? 1 : 2;
  std::vector<SmallVector<DTROptions, 2>> scoreRuns = dtrGridScoreRuns(graph);
  for (uint64_t g : grid) {
    bool any = false;
    for (auto [i, runs] : llvm::enumerate(scoreRuns)) {
      any |= runAt(g, runs);
      if (search.outOfWork() || (large && i == 1 && !any))
        break;
    }
    failures = any ? 0 : failures + 1;
    if (failures == maxFailures || search.outOfWork())
      break;
  }
  unsigned n = graph.numNodes();
  // Near the smallest budgets DTR's plans thrash (a tensor and its views,
  // U-Net's skips); where the best so far costs more than `overhead` over
  // the step, the searches below run as where nothing was found.
  auto poor = [&](double overhead) {
    return !search.found || search.bestCost > (1 + overhead) * base.time;
  };
  // 2. When no grid point below the budget works well, the budget itself,
  //    with the variants of the minimal-budget search and at most its work
  //    (which its probes shared): they find a plan at any budget where that
  //    search's DTR did (where its first fit did instead, 4. does).
  if (poor(0.10))
    for (DTROptions o : minimalBudgetDTROptions(graph)) {
      o.effort = &minimalEffort;
      if (std::optional<Plan> plan = runDTR(graph, budget.bytes, o))
        search.offer(std::move(*plan));
    }
  // 3. Chen's checkpointing at a few segment counts.
  std::vector<unsigned> chenSegments = chenSegmentCounts(n);
  for (unsigned segs : chenSegments) {
    if (search.outOfWork())
      break;
    uint64_t runStart = searchEffort.spent();
    for (ChenMode mode : {ChenMode::Training, ChenMode::Marked}) {
      std::optional<Plan> plan = runChen(graph, segs, mode);
      // A refused plan was built up to its cap.
      searchEffort.spend(plan ? plan->size() : chenMaxComputes(graph));
      if (plan)
        search.offer(std::move(*plan));
    }
    search.noteRun(runStart);
  }
  // 4. Where DTR's recursive recomputations pin too much to fit anywhere
  //    near the budget (wide fan-in: Checkmate's random layered graphs),
  //    the local search over the checkpoint sets of Checkmate's stage model,
  //    which recomputes stage by stage in id order and never gets stuck,
  //    with the fallbacks' work; also where DTR's plans are poor, which
  //    the stage model's often beat by half.
  bool heteroNext = canSwap && fallback;
  bool heuristicsFound = search.found;
  // The minimal-budget search steps 4 and 6 may ask: the planning's shared
  // one, else auto's own, run at most once either way.
  MinimalBudgetSearch ownMinimal(graph, budget.effort);
  MinimalBudgetSearch &minimalSearch =
      budget.minimal ? *budget.minimal : ownMinimal;
  if (poor(0.25) && n <= checkmate::kMaxFirstFitNodes)
    searchStages(graph, budget, minimalSearch, fallbackEffort, search);

  // 5. Randomized restarts of the two main scores at the grid points just
  //    below the budget, as many as fixed by the graph size and the work
  //    left. (The minimal-budget search runs the same at the grid points
  //    below its minimum; the monotonicity tests cover them.)
  unsigned restarts = dtrRestartCount(graph);
  for (unsigned i = 0; i < restarts && !search.outOfWork(); ++i) {
    SmallVector<DTROptions, 2> runs = dtrRestartRuns(graph, i);
    for (size_t k = 0; k < std::min<size_t>(grid.size(), 4); ++k)
      runAt(grid[k], runs);
  }

  // 5b. Where nothing fits yet, the dtr planner's run that keeps what
  //     recomputations read, with its work (its plain run is step 2's DTR
  //     variant): auto plans where dtr does (the full-size DenseNet-121
  //     without a host link at 30% of its peak, where every grid run and
  //     step 2's thrashed: 35M units).
  if (!search.found) {
    DTROptions o = dtrLastResortOptions(graph, budget.seed);
    o.effort = &keepEffort;
    if (std::optional<Plan> plan = runDTR(graph, budget.bytes, o))
      search.offer(std::move(*plan));
  }

  // 6. The Chen plans of the minimal-budget search, whatever the work left,
  //    as a last resort; then, with a host link, Belady's offloading at the
  //    budget, which fits at every budget from the GPU-only bound up, and
  //    the minimal-budget search's plans, the cheaper kept. (That search's
  //    own plan is Belady's at the bound, where more tensors move; but the
  //    plans its earlier parts ended with recompute instead, and DTR's
  //    runs there reach budgets that auto's grid misses: the LSTM LM at
  //    80% got Belady's plan, 126 transfers and 115,000 times the step's
  //    time, where such a plan costs 9.6% more than the step.)
  bool nothingFound = !search.found;
  if (nothingFound)
    for (unsigned segs : chenSegments)
      for (ChenMode mode : {ChenMode::Training, ChenMode::Marked})
        if (std::optional<Plan> plan = runChen(graph, segs, mode))
          search.offer(std::move(*plan));
  bool onlyMoves = !search.found || countMoves(search.best).movesTensors();
  if (onlyMoves && canSwap)
    if (std::optional<Plan> plan = runOffload(graph, budget.bytes))
      search.offer(std::move(*plan), Search::Origin::Offload,
                   /*allOrders=*/true);
  if (nothingFound)
    offerMinimalPlan(minimalSearch, budget, fallbackEffort, search);

  // 7. With a host link, where no plan on the GPU fits (below its bound, or
  //    where hints keep storage there), hetero's offloads and CPU placement
  //    may (within half of the time limit: CBC's search is bounded by time
  //    alone).
  if (!search.found && heteroNext) {
    // hetero sizes its work by its time limit: half of auto's, not the
    // time left, so that its plan does not depend on the clock; where less
    // is left, the clock decides, and the result says so.
    double nominal = 0.5 * budget.timeLimitSeconds;
    double left = effort.secondsLeft();
    Budget rest = budget;
    rest.timeLimitSeconds = std::max(0.1, std::min(nominal, left));
    PlanResult r = fallback(graph, rest);
    heteroTimedOut = r.timeLimitHit || left < nominal;
    if (r.hasPlan()) {
      r.status = PlanStatus::Feasible;
      r.message = "auto: no plan recomputes alone; " + r.message;
      return finish(std::move(r), /*gpuOnly=*/false);
    }
  }
  // 8. Where hetero finds nothing either, Belady's with the nodes that do
  //    not fit the GPU on the CPU (where they read no input and write no
  //    view), and the minimal-budget search's plan of that kind.
  if (!search.found && canSwap) {
    if (std::optional<Plan> plan =
            runOffload(graph, budget.bytes, /*useCpu=*/true))
      search.offer(std::move(*plan), Search::Origin::Offload,
                   /*allOrders=*/true);
    offerMinimalPlan(minimalSearch, budget, fallbackEffort, search,
                     /*withCpu=*/true);
  }
  if (!search.found) {
    PlanResult r;
    r.status = PlanStatus::Infeasible;
    r.message = "auto found no plan within " + std::to_string(budget.bytes) +
                " bytes (plans on the GPU alone need at least " +
                std::to_string(lower) + " bytes)";
    return finish(r);
  }
  if (canSwap)
    search.best =
        addSwaps(graph, budget.bytes, std::move(search.best), swapEffort);
  // The heuristics' plans are shared with larger budgets, the others made
  // at the budget itself or at the minimum: say so, as they may cost less
  // than those of a slightly larger budget.
  std::string message;
  if (search.origin != Search::Origin::Heuristics) {
    std::string who = search.origin == Search::Origin::Stages
                          ? "the stage model's search"
                      : search.origin == Search::Origin::Offload
                          ? "Belady's offloading"
                          : "the minimal-budget search";
    message = heuristicsFound ? "auto: " + who +
                                    " found a cheaper plan than DTR's near "
                                    "this budget"
                              : "auto: DTR found no plan near this budget; " +
                                    who + " did";
  }
  bool gpuOnly = !countMoves(search.best).usesCpu();
  return finish(finalizePlan(graph, budget, std::move(search.best),
                             PlanStatus::Feasible, message),
                gpuOnly);
}

std::unique_ptr<Planner> createAutoPlanner(PlannerFn fallback) {
  return std::make_unique<AutoPlanner>(std::move(fallback));
}

} // namespace remat
