//===- SwapImprover.cpp - DELTA's swap-or-recompute choice ----------------===//
//
// DELTA (Tang et al. 2022) evicts a tensor either by dropping it (to be
// recomputed) or by swapping it to host memory (to be prefetched), whichever
// is cheaper, and prefetches early so that the copy hides behind compute.
// Here the choice is made on a finished plan, both ways. Every
// recomputation of a single-result node is a candidate for
//
//   ... free t ... compute n ...   ->   ... offload t ... prefetch t ... ...
//
// with the prefetch moved as early as the memory timeline allows within the
// budget; every prefetch of a tensor without views whose producer's
// operands are on the device when the tensor is next read, for
//
//   ... offload t ... prefetch t ... read t   ->   ... compute n, read t
//
// (the offload becomes a free once nothing reads the host copy). The second
// allocates the same bytes no earlier, so it never raises the peak; it makes
// Belady's offloading, which moves every tensor it evicts, recompute the
// cheap ones. The simulator's time model (copies on the link, concurrent
// with compute) decides: a change is kept when the plan's modeled time
// drops. A recomputation saved by a swap may leave the recomputations that
// only fed it dead; they go too.
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

/// A prefetch that a recomputation could replace.
struct Recomputation {
  uint32_t prefetchAt;
  uint32_t readAt; ///< Where the compute goes: the first read after it.
  NodeId producer;
  double saving; ///< Both copies less the compute: orders the candidates.
  uint64_t key;  ///< The tensor and how many times it was prefetched before.
};

/// The prefetches that a recomputation on the GPU could replace, most
/// promising first: the tensor has no views, its producer no other result
/// and no hint against computing it again, and the producer's operands are
/// on the device where the tensor is next read.
std::vector<Recomputation> findRecomputations(const RematGraph &graph,
                                              const Plan &plan) {
  uint32_t numTensors = graph.numTensors();
  std::vector<uint8_t> viewed(numTensors, 0);
  for (TensorId t = 0; t < numTensors; ++t)
    if (graph.tensor(t).aliasOf != kNone)
      viewed[graph.storageOf(t)] = viewed[t] = 1;
  // Where each tensor is from each event on, and the events reading it.
  struct Change {
    uint32_t at;
    Residence where;
  };
  std::vector<std::vector<Change>> changes(numTensors);
  std::vector<std::vector<uint32_t>> reads(numTensors);
  for (TensorId t : graph.getInputs())
    changes[t].push_back({0, Residence::Device});
  for (uint32_t i = 0; i < plan.size(); ++i) {
    const Event &e = plan[i];
    if (e.kind != Event::Kind::Compute) {
      Residence to = e.kind == Event::Kind::Free      ? Residence::None
                     : e.kind == Event::Kind::Offload ? Residence::Host
                                                      : Residence::Device;
      changes[e.id].push_back({i, to});
      continue;
    }
    const Node &n = graph.node(e.id);
    for (TensorId t : n.operands)
      reads[t].push_back(i);
    for (TensorId t : n.results)
      changes[t].push_back({i, e.device == DeviceKind::CPU
                                   ? Residence::Host
                                   : Residence::Device});
  }
  // Where `t` is just before event `at`.
  auto whereBefore = [&](TensorId t, uint32_t at) {
    const std::vector<Change> &c = changes[t];
    auto it = llvm::partition_point(c, [&](Change x) { return x.at < at; });
    return it == c.begin() ? Residence::None : std::prev(it)->where;
  };
  const HostLink &link = graph.getHostLink();
  std::vector<uint32_t> prefetches(numTensors, 0);
  std::vector<Recomputation> cands;
  for (uint32_t i = 0; i < plan.size(); ++i) {
    const Event &e = plan[i];
    if (e.kind != Event::Kind::Prefetch)
      continue;
    TensorId t = e.id;
    uint64_t key = (uint64_t(1) << 63) | (uint64_t(t) << 32) | prefetches[t]++;
    NodeId p = graph.tensor(t).producer;
    if (viewed[t] || p == kNone)
      continue;
    const Node &n = graph.node(p);
    double saving = 2 * link.transferCost(graph.tensor(t).bytes) - n.cost[0];
    if (n.results.size() != 1 || n.hints.keep || n.hints.neverRecompute ||
        n.hints.pinnedDevice == static_cast<int>(DeviceKind::CPU) ||
        saving <= 0)
      continue;
    // The first read after the prefetch, unless the tensor moves or goes
    // first (the end, for an output read by nothing after).
    auto next = llvm::upper_bound(reads[t], i);
    uint32_t readAt = next == reads[t].end() ? plan.size() : *next;
    auto moved = llvm::upper_bound(
        changes[t], i, [](uint32_t at, Change c) { return at < c.at; });
    if (moved != changes[t].end() && moved->at < readAt)
      continue;
    if (llvm::all_of(n.operands, [&](TensorId u) {
          return whereBefore(u, readAt) == Residence::Device;
        }))
      cands.push_back({i, readAt, p, saving, key});
  }
  std::stable_sort(cands.begin(), cands.end(),
                   [](const Recomputation &a, const Recomputation &b) {
                     return a.saving > b.saving;
                   });
  return cands;
}

/// `plan` with `c`'s prefetch replaced by the recomputation.
Plan recompute(const RematGraph &graph, const Plan &plan,
               const Recomputation &c) {
  Plan out;
  out.reserve(plan.size());
  for (uint32_t i = 0; i <= plan.size(); ++i) {
    if (i == c.readAt)
      out.push_back(Event::compute(c.producer));
    if (i < plan.size() && i != c.prefetchAt)
      out.push_back(plan[i]);
  }
  // The offload whose copy nothing reads now goes, as a free.
  return normalizeFrees(graph, out);
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
  // Tries `cands` in order, each as the plan `change` makes of it, and keeps
  // the first that is faster within the budget. Returns whether one was.
  auto improve = [&](const auto &cands, auto change) {
    for (const auto &c : cands) {
      if (rejected.contains(c.key))
        continue;
      if (!effort.spend(current.size()))
        return false;
      Plan trial = change(c);
      SimulationResult trialSim = simulate(graph, trial);
      if (trialSim.ok() && trialSim.peakBytes <= budget &&
          trialSim.time < sim.time) {
        current = std::move(trial);
        sim = std::move(trialSim);
        return true;
      }
      rejected.insert(c.key);
    }
    return false;
  };
  auto swapOne = [&](const Candidate &c) {
    return swap(graph, budget, current, sim.timeline, c);
  };
  auto recomputeOne = [&](const Recomputation &c) {
    return recompute(graph, current, c);
  };
  // Swaps first, then recomputations, until neither makes the plan faster.
  bool changed = true;
  while (changed && !effort.exhausted())
    changed = improve(findCandidates(graph, current), swapOne) ||
              improve(findRecomputations(graph, current), recomputeOne);
  bool givenBetter =
      given.ok() && given.peakBytes <= budget && given.time <= sim.time;
  return givenBetter ? std::move(plan) : std::move(current);
}

} // namespace remat
