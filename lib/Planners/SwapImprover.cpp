//===- SwapImprover.cpp - DELTA's swap-or-recompute choice ----------------===//
//
// DELTA (Tang et al. 2022) evicts a tensor either by dropping it (to be
// recomputed) or by swapping it to host memory (to be prefetched), whichever
// is cheaper, and prefetches early so that the copy hides behind compute.
// Here the choice is made on a finished plan: every recomputation of a
// single-result node is a candidate for
//
//   ... free t ... compute n ...   ->   ... offload t ... prefetch t ... ...
//
// with the prefetch moved as early as the memory timeline allows within the
// budget. The simulator's time model (copies on the link, concurrent with
// compute) decides: a swap is kept when the plan's modeled time drops. A
// recomputation saved this way may leave the recomputations that only fed it
// dead; they go too.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"

#include "remat/Graph/Simulator.h"

#include "llvm/ADT/DenseSet.h"

#include <algorithm>

namespace remat {

namespace {

struct Candidate {
  uint32_t freeAt;    ///< The free of t before the recomputation.
  uint32_t computeAt; ///< The recomputation of t's producer.
  TensorId tensor;
  double cost;
  /// Identifies the recomputation across plan edits: the producer and how
  /// many times it was computed before.
  uint64_t key;
};

/// The recomputations that a swap could replace, costliest first.
std::vector<Candidate> findCandidates(const RematGraph &graph,
                                      const Plan &plan) {
  std::vector<uint32_t> freedAt(graph.numTensors(), ~0u);
  std::vector<uint32_t> computed(graph.numNodes(), 0);
  std::vector<Candidate> cands;
  for (uint32_t i = 0; i < plan.size(); ++i) {
    const Event &e = plan[i];
    if (e.kind != Event::Kind::Compute) {
      freedAt[e.id] = e.kind == Event::Kind::Free ? i : ~0u;
      continue;
    }
    const Node &n = graph.node(e.id);
    uint32_t before = computed[e.id]++;
    TensorId r = n.results.size() == 1 ? n.results[0] : kNone;
    if (r != kNone && e.device == DeviceKind::GPU && freedAt[r] != ~0u &&
        graph.tensor(r).aliasOf == kNone && graph.tensor(r).bytes > 0 &&
        !n.hints.keep && !n.hints.neverOffload)
      cands.push_back({freedAt[r], i, r, n.cost[0],
                       (uint64_t(e.id) << 32) | before});
    for (TensorId r : n.results)
      freedAt[r] = ~0u;
  }
  std::stable_sort(cands.begin(), cands.end(),
                   [](const Candidate &a, const Candidate &b) {
                     return a.cost > b.cost;
                   });
  return cands;
}

/// Drops a prefetch whose tensor goes back to the host unread, with the
/// offload that returns it.
void dropRoundTrips(const RematGraph &graph, Plan &plan) {
  std::vector<uint32_t> prefetchedAt(graph.numTensors(), ~0u);
  std::vector<uint8_t> removed(plan.size(), 0);
  for (uint32_t i = 0; i < plan.size(); ++i) {
    const Event &e = plan[i];
    if (e.kind == Event::Kind::Compute) {
      for (TensorId t : graph.node(e.id).operands)
        prefetchedAt[t] = ~0u;
      continue;
    }
    if (e.kind == Event::Kind::Offload && prefetchedAt[e.id] != ~0u)
      removed[prefetchedAt[e.id]] = removed[i] = 1;
    prefetchedAt[e.id] = e.kind == Event::Kind::Prefetch ? i : ~0u;
  }
  removeEvents(plan, removed);
}

/// `plan` with `c` swapped: the free becomes an offload, the recomputation a
/// prefetch at the earliest point from which the tensor fits in the budget.
Plan swap(const RematGraph &graph, uint64_t budget, const Plan &plan,
          const std::vector<uint64_t> &timeline, const Candidate &c) {
  uint64_t bytes = graph.storageBytes(c.tensor);
  // timeline[k] is the memory after event k; a prefetch inserted before
  // event p raises the memory after events p-1 .. computeAt-1.
  uint32_t at = c.computeAt;
  while (at > c.freeAt + 1 && timeline[at - 2] + bytes <= budget &&
         timeline[at - 1] + bytes <= budget)
    --at;
  Plan out;
  out.reserve(plan.size() + 1);
  for (uint32_t i = 0; i < plan.size(); ++i) {
    if (i == at)
      out.push_back(Event::prefetch(c.tensor));
    if (i == c.freeAt)
      out.push_back(Event::offload(c.tensor));
    else if (i != c.computeAt)
      out.push_back(plan[i]);
  }
  dropRoundTrips(graph, out);
  out = normalizeFrees(graph, out);
  while (removeDeadComputes(graph, out))
    out = normalizeFrees(graph, out);
  return out;
}

} // namespace

Plan addSwaps(const RematGraph &graph, uint64_t budget, Plan plan,
              Effort &effort) {
  if (!graph.getHostLink().available())
    return plan;
  Plan current = normalizeFrees(graph, plan);
  SimulationResult sim = simulate(graph, current);
  if (!sim.ok() || sim.peakBytes > budget)
    return plan;
  // normalizeFrees may make the plan slower: the input is the bar.
  SimulationResult given = simulate(graph, plan);
  llvm::DenseSet<uint64_t> rejected;
  bool accepted = true;
  while (accepted && !effort.exhausted()) {
    accepted = false;
    for (const Candidate &c : findCandidates(graph, current)) {
      if (rejected.contains(c.key))
        continue;
      if (!effort.spend(current.size()))
        break;
      Plan trial = swap(graph, budget, current, sim.timeline, c);
      SimulationResult trialSim = simulate(graph, trial);
      if (trialSim.ok() && trialSim.peakBytes <= budget &&
          trialSim.time < sim.time) {
        current = std::move(trial);
        sim = std::move(trialSim);
        accepted = true;
        break;
      }
      rejected.insert(c.key);
    }
  }
  bool givenBetter =
      given.ok() && given.peakBytes <= budget && given.time <= sim.time;
  return givenBetter ? std::move(plan) : std::move(current);
}

} // namespace remat
