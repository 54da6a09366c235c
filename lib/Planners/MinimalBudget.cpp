//===- MinimalBudget.cpp - The smallest budget a graph can run in ---------===//

#include "remat/Planners/MinimalBudget.h"
#include "CheckmateModel.h"
#include "CheckpointSearch.h"
#include "Heuristics.h"

#include "remat/Graph/Simulator.h"
#include "remat/Support/ByteSize.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>
#include <array>
#include <cmath>

using namespace llvm;

namespace remat {

std::vector<unsigned> chenSegmentCounts(unsigned numNodes) {
  std::vector<unsigned> counts;
  for (unsigned segs = 1; segs <= numNodes;
       segs = segs < 4 ? segs + 1 : segs * 3 / 2)
    counts.push_back(segs);
  counts.push_back(unsigned(std::sqrt(double(numNodes))) + 1);
  counts.push_back(numNodes / 4 + 1);
  llvm::sort(counts);
  counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
  return counts;
}

std::vector<DTROptions> minimalBudgetDTROptions(const RematGraph &graph) {
  // Every score auto's grid runs, so that auto finds no plan below the
  // budget this search reports where the search could have found it.
  // Then each again leaving alias classes whole, whose low-budget
  // trajectories differ (recurrent networks fit lower so, transformers
  // higher).
  std::vector<DTROptions> options;
  double maxCost = kDTRMaxCostFactor * graph.totalCost();
  bool hasViews = hasAliases(graph);
  for (bool evictClasses : {true, false}) {
    if (!evictClasses && !hasViews)
      break; // The same runs again.
    for (EvictionScore score : kEvictionScores) {
      DTROptions &o = options.emplace_back();
      o.score = score;
      o.evictClasses = evictClasses;
      o.maxCandidates = dtrCandidateSample(graph);
      o.maxCost = maxCost;
    }
  }
  return options;
}

std::vector<uint64_t> dtrBudgetGrid(uint64_t lower, uint64_t upTo) {
  std::vector<uint64_t> grid;
  for (double g = double(lower); g <= double(upTo); g *= 1.02)
    grid.push_back(uint64_t(g));
  std::reverse(grid.begin(), grid.end());
  return grid;
}

SmallVector<DTROptions, 2> dtrGridRuns(const RematGraph &graph,
                                       EvictionScore score, double noise,
                                       unsigned seed) {
  SmallVector<DTROptions, 2> runs;
  bool hasViews = hasAliases(graph);
  for (bool evictClasses : {!hasViews, true}) {
    DTROptions &o = runs.emplace_back();
    o.score = score;
    o.evictClasses = evictClasses;
    o.maxCost = kGridDTRMaxCostFactor * graph.totalCost();
    o.maxCandidates = dtrCandidateSample(graph);
    o.noise = noise;
    o.seed = seed;
    if (!hasViews)
      break; // Classes are evicted whole already.
  }
  return runs;
}

std::vector<SmallVector<DTROptions, 2>>
dtrGridScoreRuns(const RematGraph &graph) {
  std::vector<SmallVector<DTROptions, 2>> runs;
  for (EvictionScore s : kEvictionScores)
    runs.push_back(dtrGridRuns(graph, s));
  return runs;
}

double minimalBudgetDTRSeconds(const RematGraph &graph) {
  return dtrCandidateSample(graph) ? kMinimalBudgetLargeDTRSeconds
                                   : kMinimalBudgetDTRSeconds;
}

namespace {
/// The parts of findMinimalBudget with work of their own, in the order
/// they run: the one list that both meters the search and sums its work
/// (minimalBudgetWorkSeconds, which sizes its safety net).
enum class Part : unsigned {
  DTRBisection,
  DTRDescent,
  DTRGrid,
  FirstFits,
  LowerSets,
  Restarts,
  KeepForRecompute,
  NearPlan,
  NearOthers,
  LastResort,
  NearLowered,
  HeldBound,
  Count
};
} // namespace

/// The work of `part` on `graph` at effort 1, in seconds of the reference
/// machine; 0 where it does not run on a graph of that size.
static double partSeconds(const RematGraph &graph, Part part) {
  unsigned n = graph.numNodes();
  switch (part) {
  case Part::DTRBisection:
  case Part::DTRDescent:
  case Part::KeepForRecompute:
    return minimalBudgetDTRSeconds(graph);
  case Part::DTRGrid:
    return dtrCandidateSample(graph) ? minimalBudgetDTRSeconds(graph) : 0;
  case Part::FirstFits:
    return n <= checkmate::kMaxFirstFitNodes ? kMinimalBudgetFirstFitSeconds
                                             : 0;
  case Part::LowerSets:
    return n <= kMinimalBudgetDPMaxNodes ? kMinimalBudgetDPSeconds : 0;
  case Part::Restarts:
    return kMinimalBudgetRestartSeconds;
  case Part::NearPlan:
    return n <= kMinimalBudgetNearMaxNodes ? kMinimalBudgetNearSeconds : 0;
  case Part::NearOthers:
    return n <= kMinimalBudgetNearMaxNodes ? kMinimalBudgetNearOthersSeconds
                                           : 0;
  case Part::LastResort:
    return kDTRRunSeconds;
  case Part::NearLowered:
    return n <= kMinimalBudgetNearMaxNodes ? kMinimalBudgetNearSeconds : 0;
  case Part::HeldBound:
    return graph.getHostLink().available() ? 0
                                           : kMinimalBudgetHeldBoundSeconds;
  case Part::Count:
    break;
  }
  llvm_unreachable("not a part of the search");
}

double minimalBudgetWorkSeconds(const RematGraph &graph) {
  double seconds = 0;
  for (unsigned p = 0; p < unsigned(Part::Count); ++p)
    seconds += partSeconds(graph, Part(p));
  return seconds;
}

MinimalBudget findMinimalBudget(const RematGraph &graph, double effortFactor,
                                double timeLimitSeconds) {
  auto start = Effort::Clock::now();
  // Each part's meter: its own work, the search's safety net.
  std::array<Effort, unsigned(Part::Count)> meters;
  for (unsigned p = 0; p < unsigned(Part::Count); ++p)
    meters[p] = Effort::forSearch(partSeconds(graph, Part(p)), effortFactor,
                                  start, timeLimitSeconds);
  auto meter = [&](Part p) -> Effort & { return meters[unsigned(p)]; };
  auto runs = [&](Part p) { return partSeconds(graph, p) > 0; };
  Effort &effort = meter(Part::DTRBisection);
  MinimalBudget result;
  result.timeLimitSeconds = timeLimitSeconds;
  result.lowerBound = computeBudgetLowerBound(graph);
  // The search's plans compute on the GPU: their own bound is the start,
  // the cheap one that anchors auto's grid too.
  result.gpuLowerBound = computeBudgetLowerBound(graph, /*gpuOnly=*/true);
  uint64_t searchBound = result.gpuLowerBound;
  result.plan = buildBaselinePlan(graph);
  result.minimalFound = simulate(graph, result.plan).peakBytes;
  uint64_t keptMinimum = result.minimalFound; // Of higherPlans' last.

  // Plans made without a budget (Chen's, the lower-set DP's), with every
  // tensor freed after its last use as "auto"'s post-pass does
  // (improvePlan at no budget removes no recomputation).
  auto offer = [&](Plan plan) {
    if (leanPeak(graph, plan) >= result.minimalFound)
      return;
    plan = improvePlan(graph, 0, std::move(plan));
    SimulationResult sim = simulate(graph, plan);
    if (sim.ok() && sim.peakBytes < result.minimalFound) {
      result.minimalFound = sim.peakBytes;
      result.plan = std::move(plan);
    }
  };
  auto offerChen = [&](unsigned segs, ChenMode mode) {
    if (std::optional<Plan> plan = runChen(graph, segs, mode))
      offer(std::move(*plan));
  };
  // Chen's plans need no budget; a few segment counts give a first bound.
  unsigned n = graph.numNodes();
  std::vector<unsigned> chenSegments = chenSegmentCounts(n);
  for (unsigned segs : chenSegments)
    offerChen(segs, ChenMode::Marked);

  // Each part's plan, kept where a later part lowered the minimum.
  auto endPart = [&] {
    if (result.minimalFound < keptMinimum) {
      result.higherPlans.push_back(result.plan);
      keptMinimum = result.minimalFound;
    }
  };
  std::vector<DTROptions> options = minimalBudgetDTROptions(graph);
  // Keeps DTR's plan at `budget` where it fits. DTR's own accounting is
  // not the simulator's: trust only what simulates within the budget.
  // Report the budget rather than the (possibly lower) peak: running the
  // same DTR variant at this budget finds this plan again, which is what
  // lets "auto" succeed at --budget=min.
  auto takeDTRPlan = [&](uint64_t budget, Plan plan) {
    SimulationResult sim = simulate(graph, plan);
    if (!sim.ok() || sim.peakBytes > budget)
      return false;
    result.minimalFound = budget;
    result.plan = std::move(plan);
    return true;
  };
  // A probe of `runs` gets `share` of the work left in `meter`: near the
  // bound DTR's pins fill the budget and a run thrashes for all it is given
  // (ResNet-50: the probe at the bound took all, and no other was made).
  // The run that fits moves to the front: a run that misses thrashes the
  // probe's share away before the ones after it (DenseNet-121 without a
  // host: SizeNextUse, tried last, fits cheaply where the others thrash).
  auto tryRuns = [&](uint64_t budget, Effort &meter, double share,
                     MutableArrayRef<DTROptions> runs) {
    Effort probe = meter.share(share);
    bool fit = false;
    for (auto *it = runs.begin(); it != runs.end() && !fit; ++it) {
      DTROptions o = *it;
      o.effort = &probe;
      if (std::optional<Plan> plan = runDTR(graph, budget, o))
        if ((fit = takeDTRPlan(budget, std::move(*plan))))
          std::rotate(runs.begin(), it, it + 1);
    }
    meter.absorb(probe);
    return fit;
  };
  auto tryBudget = [&](uint64_t budget, Effort &meter, double share) {
    return tryRuns(budget, meter, share, options);
  };
  // Lowers `top` with `tryAt` (which lowers it where it succeeds) towards
  // `lo`, to 0.1%. Invariant: a plan with peak `top` exists. Without a
  // `step`, the probes bisect, taking a failure to mean nothing below the
  // probe either. With one, they step down from the top, in steps that
  // double while they succeed and halve when they fail: the probers that
  // get a step fail by chance or for lack of time, not only where no plan
  // exists.
  auto searchDownFrom = [&](const uint64_t &top, uint64_t lo, uint64_t step,
                            const Effort &meter, auto tryAt) {
    bool bisect = step == 0;
    while (lo < top && !meter.exhausted()) {
      uint64_t hi = top;
      if (hi - lo <= hi / 1000 || (!bisect && step <= hi / 1000))
        break;
      uint64_t probe =
          bisect ? lo + (hi - lo) / 2 : hi - std::min(step, hi - lo);
      if (tryAt(probe)) {
        step *= 2;
        continue;
      }
      if (bisect)
        lo = probe + 1;
      else
        step /= 2;
    }
  };
  // The same, lowering minimalFound.
  auto searchDown = [&](uint64_t lo, uint64_t step, const Effort &meter,
                        auto tryAt) {
    searchDownFrom(result.minimalFound, lo, step, meter, tryAt);
  };
  // DTR from the bound of GPU-only plans, which is tried first (with an
  // eighth of the work): where it is reached, it is the minimum of such
  // plans, which bisection would only approach to its tolerance. Then
  // bisection; and as DTR is not monotone in the budget (it fits below
  // budgets where it failed), a descent from what that found, with work of
  // its own (ResNet-50: 822,652 B after bisection, 811,208 B after the
  // descent; auto's DTR had planned at 814,424 B).
  uint64_t lo = searchBound;
  if (lo < result.minimalFound && !tryBudget(lo, effort, 0.125))
    ++lo;
  searchDown(lo, /*step=*/0, effort,
             [&](uint64_t b) { return tryBudget(b, effort, 0.5); });
  Effort &descent = meter(Part::DTRDescent);
  searchDown(lo, std::max<uint64_t>(1, (result.minimalFound - lo) / 16),
             descent, [&](uint64_t b) { return tryBudget(b, descent, 0.5); });
  // The descent stops where its steps fail; below, DTR may still fit, so
  // probes at every 1% below what it found, with the work it left (the
  // tutorial transformer: 80,296 -> 77,984 B, and 13 s -> 4 s, as the
  // parts after start lower).
  uint64_t top = result.minimalFound;
  for (unsigned k = 1; !descent.exhausted(); ++k) {
    uint64_t probe = uint64_t(double(top) * (1.0 - 0.01 * k));
    if (probe < lo)
      break;
    if (probe < result.minimalFound)
      tryBudget(probe, descent, 0.5);
  }
  // Probes `fitsAt` at auto's grid points (dtrBudgetGrid, from the GPU-only
  // bound) below the minimum found and from `least` up, highest first,
  // until two in a row fail or `meter` is spent: where one of auto's runs
  // fits at a grid point, auto at that budget makes it too.
  auto probeGridBelow = [&](uint64_t least, const Effort &meter,
                            auto fitsAt) {
    unsigned failures = 0;
    for (uint64_t g : dtrBudgetGrid(searchBound, result.minimalFound - 1)) {
      if (failures == 2 || meter.exhausted() || g < least)
        break;
      if (g < result.minimalFound)
        failures = fitsAt(g) ? 0 : failures + 1;
    }
  };
  // On large graphs, auto's own DTR runs at its grid points below what
  // that found (dtrBudgetGrid, until two fail), with work of their own: the
  // bisection's variants missed where the grid's fit (the full-size
  // DenseNet-121 without a host: 48.4% -> 42.6% of its peak).
  if (runs(Part::DTRGrid)) {
    Effort &gridEffort = meter(Part::DTRGrid);
    std::vector<DTROptions> gridRuns;
    for (const SmallVector<DTROptions, 2> &runs : dtrGridScoreRuns(graph))
      llvm::append_range(gridRuns, runs);
    probeGridBelow(lo, gridEffort, [&](uint64_t g) {
      return tryRuns(g, gridEffort, 0.5, gridRuns);
    });
  }
  endPart();
  // Where DTR gets stuck on its pins (wide fan-in: Checkmate's random
  // layered graphs), the stage model's first fit, which "auto" falls back
  // to. Its probes get slower as the budget drops, so they step down from
  // the top; and a probe that fails still lowers the minimum to the lowest
  // peak its search passed on the way to the probe's budget. Each probe
  // gets the work of auto's first fit (kFallbackSeconds), so that where
  // auto's fits at a budget probed here, the probe fits too, wherever both
  // end at firstFit's moves rather than their work (on small graphs: the
  // lower points' simulations cost the probe work auto's does not spend,
  // and the last probe may get only what the part has left). With half the
  // work left each, the probes after a miss starved (views_inplace: misses
  // at 5,549 and 5,579 B with 16M and 8M units, a fit needing about 40M,
  // where auto planned at 5,560 B).
  Effort &fitEffort = meter(Part::FirstFits);
  std::optional<checkmate::GraphFacts> stageFacts; // Made where first needed.
  auto factsOf = [&]() -> const checkmate::GraphFacts & {
    if (!stageFacts)
      stageFacts = checkmate::analyzeGraph(graph);
    return *stageFacts;
  };
  if (runs(Part::FirstFits) && searchBound < result.minimalFound) {
    const checkmate::GraphFacts &facts = factsOf();
    auto lowered = [&](const checkmate::Candidate &c, uint64_t peak) {
      result.minimalFound = peak;
      result.plan = c.plan;
    };
    uint64_t fitUnits = Effort::unitsFor(kFallbackSeconds, effortFactor);
    auto probeAt = [&](uint64_t budget, uint64_t units) {
      Effort probe = fitEffort.shareUpTo(units);
      bool fit = checkmate::firstFit(graph, facts, budget, probe, /*seed=*/0,
                                     /*moves=*/nullptr, lowered,
                                     result.minimalFound)
                     .has_value();
      fitEffort.absorb(probe);
      return fit;
    };
    // The first probe, just below DTR's minimum, gets an eighth of that:
    // where it gets nowhere below, DTR's is the better way down (the zoo's
    // networks) and the rest is not spent.
    uint64_t top = result.minimalFound;
    uint64_t step = std::max<uint64_t>(1, (top - searchBound) / 16);
    bool fit = probeAt(top - step, fitUnits / 8);
    if (fit || result.minimalFound < top)
      searchDown(searchBound, fit ? 2 * step : std::max<uint64_t>(1, step / 2),
                 fitEffort, [&](uint64_t b) { return probeAt(b, fitUnits); });
  }
  // Kusumoto et al.'s lower-set chains (dp-approx's), below what the rest
  // found: on the zoo's recurrent networks they fit 10-16% lower.
  endPart();
  if (runs(Part::LowerSets) && searchBound < result.minimalFound)
    searchLowerSetPlans(graph, result.minimalFound - 1,
                        meter(Part::LowerSets), offer);
  // auto's randomized DTR restarts at its grid points below the minimum,
  // down to two points in a row where none fits: where they fit, auto's
  // restarts find the same plan at that budget (ViT: 182,905 B before,
  // where auto planned at 175,000 B). A point's budget is reported, as for
  // the DTR probes above.
  endPart();
  Effort &restartEffort = meter(Part::Restarts);
  std::vector<SmallVector<DTROptions, 2>> restarts;
  for (unsigned i = 0; i < dtrRestartCount(graph); ++i) {
    restarts.push_back(dtrRestartRuns(graph, i));
    for (DTROptions &o : restarts.back())
      o.effort = &restartEffort;
  }
  // As auto: a restart's next run only where the one before found nothing.
  auto restartFits = [&](uint64_t budget, ArrayRef<DTROptions> runs) {
    for (const DTROptions &o : runs)
      if (std::optional<Plan> plan = runDTR(graph, budget, o))
        return takeDTRPlan(budget, std::move(*plan));
    return false;
  };
  if (!restarts.empty())
    probeGridBelow(searchBound, restartEffort, [&](uint64_t g) {
      bool fit = false;
      for (size_t i = 0; i < restarts.size() && !fit &&
                         !restartEffort.exhausted();
           ++i)
        fit = restartFits(g, restarts[i]);
      return fit;
    });
  endPart();
  // DTR keeping what the recomputation of a dropped tensor will read
  // (DTROptions::keepForRecompute), bisecting below what the rest found:
  // on graphs of wide fan-in the other runs thrash where the stage model's
  // first fit does not reach (random layered, 2,000 nodes: 94.7% of the
  // no-remat peak, where nothing planned below 100%).
  Effort &keepEffort = meter(Part::KeepForRecompute);
  for (DTROptions &o : options)
    o.keepForRecompute = true;
  searchDown(searchBound, /*step=*/0, keepEffort,
             [&](uint64_t b) { return tryBudget(b, keepEffort, 0.5); });
  endPart();
  // Chen's plans of the inferred training split last, where they cannot
  // steer the search: they only lower what it found.
  for (unsigned segs : chenSegments)
    offerChen(segs, ChenMode::Training);
  // The stage model's local search again, now from the plan found, at
  // budgets stepping down below it: near a plan of low peak a fit takes a
  // few hundred moves, where the first fits above (from keeping
  // everything) take a hundred thousand or none (without a host link,
  // BERT: 79,300 -> 70,212 B, the LayerNorm + GELU network 62,532 ->
  // 56,456 B, below the 59,844 B that auto's first fit reached at 60,000
  // B). A probe gets a quarter of the work left and moves to match.
  endPart();
  // Steps down from `from` (read first only: it may be result.plan), whose
  // plan peaks at `top` at most, with `work`; every fit is the next
  // probe's start, and lowers the minimum where it is below. Where the
  // steps end (shrunk to 0.1%) with work left, they start again from the
  // last start with the next seed, until a round lowers nothing; with
  // `lowerStarts`, until four rounds in a row do, and a probe that misses
  // its budget still moves the start to the lowest point it passed below
  // `top`.
  auto stepDownFrom = [&](const Plan &from, uint64_t top, Effort &work,
                          bool lowerStarts) {
    std::optional<checkmate::StageSchedule> near =
        checkmate::scheduleFromPlan(graph, from);
    if (!near)
      return;
    const checkmate::GraphFacts &facts = factsOf();
    uint64_t seed = 0;
    // Takes `c` as the next probes' start where, freed after last uses as
    // the other parts' plans, it peaks at `limit` at most.
    auto takeNear = [&](checkmate::Candidate &&c, uint64_t limit) {
      Plan plan = improvePlan(graph, 0, c.plan);
      work.spend(2 * plan.size() + 1);
      SimulationResult sim = simulate(graph, plan);
      if (!sim.ok() || sim.peakBytes > limit)
        return false;
      top = sim.peakBytes;
      near = std::move(c.schedule);
      if (top < result.minimalFound) {
        result.minimalFound = top;
        result.plan = std::move(plan);
      }
      return true;
    };
    auto fitsNear = [&](uint64_t budget) {
      Effort probe = work.share(0.25);
      std::optional<checkmate::Candidate> lowest;
      auto lowered = [&](const checkmate::Candidate &c, uint64_t) {
        lowest = c;
      };
      std::optional<checkmate::Candidate> c = checkmate::fitNear(
          graph, facts, budget, *near, probe, kMinimalBudgetNearMoves + 2 * n,
          seed, lowerStarts ? checkmate::LowerPeakFn(lowered) : nullptr, top);
      work.absorb(probe);
      if (c)
        return takeNear(std::move(*c), budget);
      if (lowest)
        takeNear(std::move(*lowest), top - 1);
      return false;
    };
    const unsigned patience = lowerStarts ? 4 : 1;
    for (unsigned idle = 0; idle < patience && !work.exhausted(); ++seed) {
      uint64_t before = top;
      searchDownFrom(top, searchBound,
                     std::max<uint64_t>(1, (top - searchBound) / 64), work,
                     fitsNear);
      idle = top < before ? 0 : idle + 1;
    }
    endPart(); // Each start's last plan is kept for auto.
  };
  // Then from the earlier parts' plans, lowest first, each from its own
  // peak with an equal share of work of their own: the search is chaotic
  // in its start, and near the lower-set DP's plans of the recurrent
  // networks it finds nothing where near DTR's it goes far below them (the
  // GRU LM: 33,708 -> 29,964 B).
  if (runs(Part::NearPlan) && searchBound < result.minimalFound) {
    Effort &othersEffort = meter(Part::NearOthers);
    // Copies: endPart() grows higherPlans.
    std::vector<Plan> others;
    for (const Plan &plan : llvm::reverse(result.higherPlans))
      if (plan != result.plan)
        others.push_back(plan);
    // The minimum found may be a DTR budget above its plan's peak.
    stepDownFrom(result.plan, result.minimalFound, meter(Part::NearPlan),
                 /*lowerStarts=*/false);
    for (size_t i = 0; i < others.size(); ++i) {
      Effort part = othersEffort.share(1.0 / double(others.size() - i));
      stepDownFrom(others[i], simulate(graph, others[i]).peakBytes, part,
                   /*lowerStarts=*/false);
      othersEffort.absorb(part);
    }
  }
  // The last resort of dtr and auto (dtrLastResortOptions) at auto's grid
  // points, with the work of one of their runs: DTR keeping what
  // recomputations read fits there with more work than the probes above
  // share (ResNet-50 without a host: 12-35M units a fit from 778,310 to
  // 809,979 B, where the keep part's probes had 15M down to 0.2M; dtr and
  // auto planned at 96% of the minimum this search reported). After the
  // parts above, so that their starts are unchanged: it only lowers what
  // they found.
  endPart();
  Effort &lastResortEffort = meter(Part::LastResort);
  DTROptions lastResort = dtrLastResortOptions(graph, /*seed=*/0);
  lastResort.effort = &lastResortEffort;
  probeGridBelow(searchBound, lastResortEffort, [&](uint64_t g) {
    std::optional<Plan> plan = runDTR(graph, g, lastResort);
    return plan && takeDTRPlan(g, std::move(*plan));
  });
  // The stage model's search once more, from the lowest plan found, now
  // taking the lowest point of each probe that misses as the next start:
  // which start a probe goes far from is chaotic, so this path is taken
  // beside the ones above, not in their place (in place of them, the
  // tutorial transformer's minimum rose 70,924 -> 72,972 B). Without a
  // host: the tiny LSTM LM 35,860 -> 33,436 B, GRU LM 27,308 -> 26,572 B,
  // GPT-2 119,172 -> 117,956 B, LN + GELU 56,456 -> 56,136 B.
  endPart();
  if (runs(Part::NearLowered) && searchBound < result.minimalFound) {
    stepDownFrom(result.plan, result.minimalFound, meter(Part::NearLowered),
                 /*lowerStarts=*/true);
  }
  // With a host link, Belady's offloading at the bounds: nothing need stay
  // resident beside a node's operands and results, so with the nodes that
  // do not fit the GPU on the CPU it reaches the general bound where those
  // may run there, and on the GPU alone the GPU-only bound, the
  // proven minimum of such plans (unless a hint keeps some storage on the
  // device). Last: its copies make it slow, and the recomputation plans
  // above, kept, are the ones auto wants at the budgets between.
  endPart();
  auto offloadFits = [&](uint64_t budget) {
    std::optional<Plan> plan = runOffload(graph, budget, /*useCpu=*/true);
    if (!plan)
      return false;
    SimulationResult sim = simulate(graph, *plan);
    if (!sim.ok() || sim.peakBytes >= result.minimalFound)
      return false;
    result.minimalFound = sim.peakBytes;
    result.plan = std::move(*plan);
    return true;
  };
  // Then with nodes on the CPU, from the least budget at which that may
  // fit: below it, a node that cannot run on the CPU (it reads an input or
  // writes a view) does not fit the GPU. auto runs the same at its budget
  // (step 8), so none of its plans may lie below; only hints keeping storage
  // on the device stop it above that budget, which bisection then searches.
  if (searchBound < result.minimalFound)
    offloadFits(searchBound);
  uint64_t cpuLeast =
      std::max(result.lowerBound, offloadLeastBudget(graph, /*useCpu=*/true));
  if (cpuLeast < result.minimalFound && !offloadFits(cpuLeast))
    searchDown(cpuLeast + 1, /*step=*/0, Effort(), offloadFits);
  // The tighter bound last, and only reported: where it started the
  // search, its probes and auto's grid points moved, and what they found
  // with them. Not where the minimum found is the cheap bound already.
  if (runs(Part::HeldBound) && result.lowerBound < result.minimalFound) {
    uint64_t held = computeHeldResidencyBound(graph, meter(Part::HeldBound));
    result.lowerBound = std::max(result.lowerBound, held);
    result.gpuLowerBound = std::max(result.gpuLowerBound, held);
  }
  // The last part's plan is `plan` itself, unless a later one went lower.
  if (keptMinimum == result.minimalFound && !result.higherPlans.empty())
    result.higherPlans.pop_back();
  // The driver returns plans with their frees at last uses (normalizeFrees),
  // which may hold less: the minimum is that plan's peak, whether min asks
  // for it or the message of a budget below it names it.
  Plan normal = normalizeFrees(graph, result.plan);
  SimulationResult sim = simulate(graph, normal);
  if (sim.ok() && sim.peakBytes < result.minimalFound) {
    result.minimalFound = sim.peakBytes;
    result.plan = std::move(normal);
  }
  result.timeLimitHit =
      llvm::any_of(meters, [](const Effort &e) { return e.timedOut(); });
  return result;
}

std::string describeMinimalBudget(const MinimalBudget &minimal) {
  std::string found = std::to_string(minimal.minimalFound) + " bytes (" +
                      formatByteSize(minimal.minimalFound) + ")";
  if (minimal.minimalFound == minimal.lowerBound)
    return found;
  return "at most " + found + " and at least " +
         std::to_string(minimal.lowerBound) + " bytes";
}

std::string describeGpuLowerBound(const MinimalBudget &minimal) {
  if (minimal.gpuLowerBound <= minimal.lowerBound)
    return "";
  std::string text = "; plans that compute every node on the GPU need at "
                     "least " +
                     std::to_string(minimal.gpuLowerBound) + " bytes (proven)";
  if (minimal.minimalFound == minimal.gpuLowerBound)
    text += ", so for them the minimum found is exact";
  return text;
}

std::optional<PlanResult> checkBudgetLowerBound(const RematGraph &graph,
                                                const Budget &budget) {
  uint64_t bound = computeBudgetLowerBound(graph);
  if (budget.bytes >= bound)
    return std::nullopt;
  PlanResult result;
  result.status = PlanStatus::Infeasible;
  result.message = "budget of " + std::to_string(budget.bytes) +
                   " bytes is below the minimal feasible budget: at least " +
                   std::to_string(bound) + " bytes (" + formatByteSize(bound) +
                   ") are needed";
  // Searching is cheap on small graphs; name a budget that works too: the
  // planning's shared search where there is one (the driver's error runs it
  // anyway, and then names the same budget), else an eighth of it.
  if (graph.numNodes() <= 2000) {
    MinimalBudgetSearch own(graph, budget.effort / 8);
    const MinimalBudget &min =
        (budget.minimal ? *budget.minimal : own).get(budget.timeLimitSeconds);
    result.message += ", and a plan exists at " +
                      std::to_string(min.minimalFound) + " bytes (" +
                      formatByteSize(min.minimalFound) + ")";
  }
  return result;
}

} // namespace remat
