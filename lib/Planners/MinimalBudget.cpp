//===- MinimalBudget.cpp - The smallest budget a graph can run in ---------===//

#include "remat/Planners/MinimalBudget.h"
#include "Heuristics.h"

#include "remat/Graph/Simulator.h"
#include "remat/Support/ByteSize.h"

#include "llvm/ADT/DenseSet.h"

#include <chrono>
#include <cmath>

using namespace llvm;

namespace remat {

/// Bytes of the distinct storage classes of `tensors`.
template <typename Range>
static uint64_t classBytes(const RematGraph &graph, const Range &tensors) {
  SmallDenseSet<TensorId, 8> roots;
  uint64_t bytes = 0;
  for (TensorId t : tensors) {
    TensorId root = graph.storageOf(t);
    if (roots.insert(root).second)
      bytes += graph.tensor(root).bytes;
  }
  return bytes;
}

uint64_t computeBudgetLowerBound(const RematGraph &graph) {
  // The inputs stay resident throughout (the caller owns them), so each
  // moment's bound is theirs plus what that moment needs: a node's operands
  // and results, or all outputs at the end.
  std::vector<TensorId> live(graph.getInputs().begin(),
                             graph.getInputs().end());
  size_t numInputs = live.size();
  uint64_t bound = classBytes(graph, live);
  for (const Node &n : graph.getNodes()) {
    live.resize(numInputs);
    live.insert(live.end(), n.operands.begin(), n.operands.end());
    live.insert(live.end(), n.results.begin(), n.results.end());
    bound = std::max(bound, classBytes(graph, live));
  }
  live.resize(numInputs);
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (graph.tensor(t).isOutput)
      live.push_back(t);
  return std::max(bound, classBytes(graph, live));
}

std::vector<unsigned> minimalBudgetChenSegments(unsigned numNodes) {
  return {1u, 2u, unsigned(std::sqrt(double(numNodes))) + 1, numNodes / 4 + 1};
}

std::vector<DTROptions> minimalBudgetDTROptions(const RematGraph &graph) {
  std::vector<DTROptions> options(2);
  options[0].score = EvictionScore::NextUse;
  options[1].score = EvictionScore::DTR;
  for (DTROptions &o : options)
    o.maxCandidates = graph.numTensors() > 4096 ? 256 : 0;
  return options;
}

MinimalBudget findMinimalBudget(const RematGraph &graph,
                                double timeLimitSeconds) {
  using Clock = std::chrono::steady_clock;
  auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(
                                         timeLimitSeconds));
  MinimalBudget result;
  result.lowerBound = computeBudgetLowerBound(graph);
  result.plan = buildBaselinePlan(graph);
  result.minimalFound = simulate(graph, result.plan).peakBytes;

  auto offer = [&](Plan plan) {
    SimulationResult sim = simulate(graph, plan);
    if (sim.ok() && sim.peakBytes < result.minimalFound) {
      result.minimalFound = sim.peakBytes;
      result.plan = std::move(plan);
    }
  };
  // Chen's plans need no budget; a few segment counts give a first bound.
  unsigned n = graph.numNodes();
  for (unsigned segs : minimalBudgetChenSegments(n))
    offer(runChen(graph, segs, ChenMode::Marked));

  std::vector<DTROptions> options = minimalBudgetDTROptions(graph);
  auto tryBudget = [&](uint64_t budget) {
    for (const DTROptions &o : options)
      if (std::optional<Plan> plan = runDTR(graph, budget, o)) {
        // DTR's own accounting is not the simulator's: trust only what
        // simulates within the budget.
        SimulationResult sim = simulate(graph, *plan);
        if (!sim.ok() || sim.peakBytes > budget)
          continue;
        // Report the budget rather than the (possibly lower) peak: running
        // the same DTR variant at this budget finds this plan again, which
        // is what lets "auto" succeed at --budget=min.
        result.minimalFound = budget;
        result.plan = std::move(*plan);
        return true;
      }
    return false;
  };
  // Invariant: a plan with peak minimalFound exists; below `lo` the search
  // found nothing (or the bound proves nothing exists). The bound itself is
  // tried first: where it is reached, it is the minimum, which bisection
  // would only approach to its tolerance.
  uint64_t lo = result.lowerBound;
  if (lo < result.minimalFound && !tryBudget(lo))
    ++lo;
  while (lo < result.minimalFound && Clock::now() < deadline) {
    uint64_t hi = result.minimalFound;
    if (hi - lo <= hi / 1000)
      break;
    uint64_t mid = lo + (hi - lo) / 2;
    if (!tryBudget(mid))
      lo = mid + 1;
  }
  // Chen's plans of the inferred training split last, where they cannot
  // steer the search: they only lower what it found.
  for (unsigned segs : minimalBudgetChenSegments(n))
    offer(runChen(graph, segs, ChenMode::Training));
  return result;
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
  // Searching is cheap on small graphs; name a budget that works too.
  if (graph.numNodes() <= 2000) {
    MinimalBudget min = findMinimalBudget(graph, 0.25);
    result.message += ", and a plan exists at " +
                      std::to_string(min.minimalFound) + " bytes (" +
                      formatByteSize(min.minimalFound) + ")";
  }
  return result;
}

} // namespace remat
