//===- PlanImprover.cpp - Post-passes that make a valid plan cheaper ------===//
//
// Online heuristics such as DTR evict a tensor when memory is short at that
// moment, although memory may have been available for keeping it between its
// last use and the recomputation. These passes fix that after the fact:
//  1. every free moves to right after the tensor's last read or write,
//     lowering the memory timeline in between;
//  2. a free followed by a recomputation of the same tensor is dropped
//     (keeping the tensor resident instead) wherever the timeline between
//     the two, plus the tensor, stays within the budget;
//  3. a recomputation whose result is freed before anyone reads it goes.
// Each round enables the next, so they repeat until nothing changes.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"

#include "remat/Graph/Simulator.h"

#include <algorithm>
#include <numeric>

namespace remat {

void removeEvents(Plan &plan, llvm::ArrayRef<uint8_t> removed) {
  size_t out = 0;
  for (size_t i = 0; i < plan.size(); ++i)
    if (!removed[i])
      plan[out++] = plan[i];
  plan.resize(out);
}

namespace {

/// Range add, range max over a fixed array.
class RangeMaxTree {
public:
  explicit RangeMaxTree(const std::vector<uint64_t> &values)
      : size(values.size()), max(4 * std::max<size_t>(1, size), 0),
        add(max.size(), 0) {
    if (size)
      build(1, 0, size - 1, values);
  }
  uint64_t query(size_t lo, size_t hi) { return query(1, 0, size - 1, lo, hi); }
  void update(size_t lo, size_t hi, uint64_t v) {
    update(1, 0, size - 1, lo, hi, v);
  }

private:
  void build(size_t node, size_t l, size_t r, const std::vector<uint64_t> &v) {
    if (l == r) {
      max[node] = v[l];
      return;
    }
    size_t m = (l + r) / 2;
    build(2 * node, l, m, v);
    build(2 * node + 1, m + 1, r, v);
    max[node] = std::max(max[2 * node], max[2 * node + 1]);
  }
  uint64_t query(size_t node, size_t l, size_t r, size_t lo, size_t hi) {
    if (hi < l || r < lo)
      return 0;
    if (lo <= l && r <= hi)
      return max[node];
    size_t m = (l + r) / 2;
    return add[node] + std::max(query(2 * node, l, m, lo, hi),
                                query(2 * node + 1, m + 1, r, lo, hi));
  }
  void update(size_t node, size_t l, size_t r, size_t lo, size_t hi,
              uint64_t v) {
    if (hi < l || r < lo)
      return;
    if (lo <= l && r <= hi) {
      max[node] += v;
      add[node] += v;
      return;
    }
    size_t m = (l + r) / 2;
    update(2 * node, l, m, lo, hi, v);
    update(2 * node + 1, m + 1, r, lo, hi, v);
    max[node] = add[node] + std::max(max[2 * node], max[2 * node + 1]);
  }

  size_t size;
  std::vector<uint64_t> max, add;
};

/// Pass 1: frees right after the last event that reads or writes the tensor.
Plan freeEarly(const RematGraph &graph, const Plan &plan) {
  // Sort keys: event i keeps slot 2i+2; a free anchored after event j gets
  // slot 2j+3 (2*(-1)+3 = 1 before everything when nothing touched it).
  std::vector<uint32_t> lastTouch(graph.numTensors(), ~0u);
  std::vector<std::pair<uint64_t, uint32_t>> keys;
  keys.reserve(plan.size());
  for (uint32_t i = 0; i < plan.size(); ++i) {
    const Event &e = plan[i];
    if (e.kind == Event::Kind::Free) {
      uint32_t anchor = lastTouch[e.id];
      keys.push_back({anchor == ~0u ? 1 : 2 * uint64_t(anchor) + 3, i});
      continue;
    }
    keys.push_back({2 * uint64_t(i) + 2, i});
    if (e.kind == Event::Kind::Compute) {
      for (TensorId t : graph.node(e.id).operands)
        lastTouch[t] = i;
      for (TensorId t : graph.node(e.id).results)
        lastTouch[t] = i;
    } else {
      lastTouch[e.id] = i;
    }
  }
  std::stable_sort(keys.begin(), keys.end(),
                   [](auto &a, auto &b) { return a.first < b.first; });
  Plan out;
  out.reserve(plan.size());
  for (auto &k : keys)
    out.push_back(plan[k.second]);
  return out;
}

/// Pass 2: keeps tensors resident instead of freeing and recomputing them.
bool removeRecomputes(const RematGraph &graph, uint64_t budget, Plan &plan,
                      ImproveOrder order) {
  SimulationResult sim = simulate(graph, plan);
  if (!sim.ok() || plan.empty())
    return false;
  struct Candidate {
    uint32_t freeAt, computeAt;
    uint64_t bytes;
    double cost;
  };
  std::vector<Candidate> cands;
  std::vector<uint32_t> freedAt(graph.numTensors(), ~0u);
  for (uint32_t i = 0; i < plan.size(); ++i) {
    const Event &e = plan[i];
    if (e.kind == Event::Kind::Free) {
      freedAt[e.id] = i;
      continue;
    }
    if (e.kind != Event::Kind::Compute) {
      freedAt[e.id] = ~0u;
      continue;
    }
    const Node &n = graph.node(e.id);
    if (n.results.size() == 1 && freedAt[n.results[0]] != ~0u)
      cands.push_back({freedAt[n.results[0]], i,
                       graph.storageBytes(n.results[0]),
                       n.cost[static_cast<unsigned>(e.device)]});
    for (TensorId r : n.results)
      freedAt[r] = ~0u;
  }
  if (cands.empty())
    return false;
  auto value = [&](const Candidate &c) {
    if (order == ImproveOrder::ByCost)
      return c.cost;
    return c.cost / (double(std::max<uint64_t>(1, c.bytes)) *
                     double(c.computeAt - c.freeAt));
  };
  std::stable_sort(cands.begin(), cands.end(),
                   [&](const Candidate &a, const Candidate &b) {
                     return value(a) > value(b);
                   });
  RangeMaxTree timeline(sim.timeline);
  std::vector<uint8_t> removed(plan.size(), 0);
  bool changed = false;
  for (const Candidate &c : cands) {
    // Between the free and the recomputation the tensor would stay resident.
    if (timeline.query(c.freeAt, c.computeAt - 1) + c.bytes > budget)
      continue;
    timeline.update(c.freeAt, c.computeAt - 1, c.bytes);
    removed[c.freeAt] = removed[c.computeAt] = 1;
    changed = true;
  }
  removeEvents(plan, removed);
  return changed;
}

} // namespace

bool removeDeadComputes(const RematGraph &graph, Plan &plan) {
  std::vector<uint32_t> computeCount(graph.numNodes(), 0);
  for (const Event &e : plan)
    if (e.kind == Event::Kind::Compute)
      ++computeCount[e.id];
  std::vector<uint32_t> unreadSince(graph.numTensors(), ~0u);
  std::vector<uint8_t> removed(plan.size(), 0);
  bool changed = false;
  for (uint32_t i = 0; i < plan.size(); ++i) {
    const Event &e = plan[i];
    if (e.kind == Event::Kind::Compute) {
      const Node &n = graph.node(e.id);
      for (TensorId t : n.operands)
        unreadSince[t] = ~0u;
      for (TensorId r : n.results)
        unreadSince[r] = n.results.size() == 1 ? i : ~0u;
      continue;
    }
    uint32_t producedAt = unreadSince[e.id];
    unreadSince[e.id] = ~0u;
    if (e.kind != Event::Kind::Free || producedAt == ~0u)
      continue;
    NodeId p = plan[producedAt].id;
    if (computeCount[p] < 2)
      continue; // Every node computes at least once.
    --computeCount[p];
    removed[producedAt] = removed[i] = 1;
    changed = true;
  }
  removeEvents(plan, removed);
  return changed;
}

uint64_t leanPeak(const RematGraph &graph, Plan plan) {
  // Whether a computation is dead does not depend on where frees sit.
  while (removeDeadComputes(graph, plan))
    ;
  SimulationResult sim = simulate(graph, freeEarly(graph, plan));
  return sim.ok() ? sim.peakBytes : UINT64_MAX;
}

Plan improvePlan(const RematGraph &graph, uint64_t budget, Plan plan,
                 ImproveOrder order) {
  SimulationResult before = simulate(graph, plan);
  if (!before.ok())
    return plan;
  uint64_t limit = std::max(budget, before.peakBytes);
  Plan current = plan;
  for (unsigned round = 0; round < 8; ++round) {
    bool changed = removeDeadComputes(graph, current);
    current = freeEarly(graph, current);
    changed |= removeRecomputes(graph, limit, current, order);
    if (!changed)
      break;
  }
  current = freeEarly(graph, current);
  // The passes preserve validity by construction; the check is a guard.
  SimulationResult after = simulate(graph, current);
  if (!after.ok() || after.peakBytes > limit ||
      after.time > before.time)
    return plan;
  return current;
}

void forEachImprovement(const RematGraph &graph, uint64_t budget,
                        const Plan &plan, Effort &effort,
                        llvm::function_ref<bool(Plan)> take) {
  for (ImproveOrder order :
       {ImproveOrder::ByCost, ImproveOrder::ByCostPerByteTime}) {
    effort.spend(2 * plan.size() + 1);
    if (!take(improvePlan(graph, budget, plan, order)))
      return;
  }
}

} // namespace remat
