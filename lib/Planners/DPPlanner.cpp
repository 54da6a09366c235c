//===- DPPlanner.cpp - Kusumoto et al.'s lower-set dynamic program --------===//
//
// "dp" and "dp-approx": the dynamic program over chains of lower sets of the
// forward graph (see LowerSetDP.h for the reduction of the paper's model to
// a RematGraph training step and for what "exact" means here).
//
//===----------------------------------------------------------------------===//

#include "LowerSetDP.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/Planners.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

using namespace remat;
using namespace remat::lowerset;

//===----------------------------------------------------------------------===//
// LowerSetModel
//===----------------------------------------------------------------------===//

llvm::Expected<LowerSetModel> LowerSetModel::create(const RematGraph &graph) {
  auto fail = [&](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   msg.str().c_str());
  };
  LowerSetModel m(graph);
  unsigned n = graph.numNodes();
  while (m.numFwd < n && !graph.node(m.numFwd).isBackward)
    ++m.numFwd;
  if (m.numFwd == n)
    return fail("the graph has no backward nodes (Node::isBackward); the "
                "lower-set model needs a forward and a backward pass");
  for (NodeId b = m.numFwd; b < n; ++b)
    if (!graph.node(b).isBackward)
      return fail("forward node '" + graph.node(b).name +
                  "' comes after a backward node; the lower-set model needs "
                  "the forward pass first");
  for (TensorId t = 0; t < graph.numTensors(); ++t) {
    const Tensor &ten = graph.tensor(t);
    if (ten.aliasOf != kNone &&
        graph.tensor(graph.storageOf(t)).producer != kNone)
      return fail("tensor '" + ten.name +
                  "' is a view of a computed tensor; the lower-set model "
                  "handles views of inputs only");
    if (graph.storageOf(t) == t && ten.producer == kNone)
      m.inputBytes += ten.bytes;
  }
  m.forwardPreds.resize(m.numFwd);
  for (NodeId v = 0; v < m.numFwd; ++v) {
    for (TensorId op : graph.node(v).operands)
      if (graph.tensor(op).producer != kNone)
        m.forwardPreds[v].push_back(graph.tensor(op).producer);
    llvm::sort(m.forwardPreds[v]);
    m.forwardPreds[v].erase(
        std::unique(m.forwardPreds[v].begin(), m.forwardPreds[v].end()),
        m.forwardPreds[v].end());
  }
  m.forwardReads.resize(n - m.numFwd);
  for (NodeId b = m.numFwd; b < n; ++b) {
    auto &reads = m.forwardReads[b - m.numFwd];
    for (TensorId op : graph.node(b).operands) {
      NodeId p = graph.tensor(op).producer;
      if (p != kNone && p < m.numFwd)
        reads.push_back(p);
    }
    llvm::sort(reads);
    reads.erase(std::unique(reads.begin(), reads.end()), reads.end());
    if (reads.empty())
      return fail("backward node '" + graph.node(b).name +
                  "' reads no forward result; its group is undefined");
  }
  return m;
}

uint64_t LowerSetModel::tensorBytes(TensorId t) const {
  // Views (of inputs only, see create()) have no storage of their own.
  return graph->tensor(t).aliasOf == kNone ? graph->tensor(t).bytes : 0;
}

bool LowerSetModel::allForwardReadsIn(NodeId b, const NodeSet &set) const {
  for (NodeId v : forwardReads[b - numFwd])
    if (!set[v])
      return false;
  return true;
}

bool LowerSetModel::isLowerSet(const NodeSet &set) const {
  for (NodeId v = 0; v < numFwd; ++v)
    if (set[v])
      for (NodeId p : forwardPreds[v])
        if (!set[p])
          return false;
  return true;
}

bool LowerSetModel::isAdmissible(const NodeSet &set) const {
  for (NodeId b = numFwd; b < graph->numNodes(); ++b) {
    if (!allForwardReadsIn(b, set))
      continue;
    for (TensorId r : graph->node(b).results)
      for (NodeId w : graph->tensor(r).users)
        if (!allForwardReadsIn(w, set))
          return false;
  }
  return true;
}

Segment LowerSetModel::evaluate(const NodeSet &lower, const NodeSet &upper,
                                bool withEvents) const {
  const RematGraph &g = *graph;
  unsigned n = g.numNodes();
  Segment seg;
  bool last = llvm::all_of(upper, [](uint8_t x) { return x != 0; });
  std::vector<uint8_t> inV(n, 0), inB(n, 0), kept(n, 0), inRC(n, 0);
  std::vector<NodeId> V, B;
  for (NodeId v = 0; v < numFwd; ++v)
    if (upper[v] && !lower[v]) {
      inV[v] = 1;
      V.push_back(v);
    }
  for (NodeId b = numFwd; b < n; ++b) {
    if (!allForwardReadsIn(b, upper))
      continue;
    if (llvm::any_of(forwardReads[b - numFwd],
                     [&](NodeId v) { return inV[v] != 0; })) {
      inB[b] = 1;
      B.push_back(b);
    }
  }
  auto readers = [&](NodeId v, auto &&pred) {
    for (TensorId r : g.node(v).results)
      for (NodeId w : g.tensor(r).users)
        if (pred(w))
          return true;
    return false;
  };
  for (NodeId v : V) {
    const Node &node = g.node(v);
    bool k = node.hints.keep || node.hints.neverRecompute;
    for (TensorId r : node.results)
      k |= g.tensor(r).isOutput;
    k |= readers(v, [&](NodeId w) { return !inV[w] && !inB[w]; });
    if (last)
      k |= readers(v, [&](NodeId w) { return inB[w] != 0; });
    kept[v] = k;
    if (k)
      for (TensorId r : node.results)
        seg.keptBytes += tensorBytes(r);
  }
  for (auto it = V.rbegin(); it != V.rend(); ++it) {
    NodeId v = *it;
    if (!kept[v] &&
        readers(v, [&](NodeId w) { return inB[w] || inRC[w]; })) {
      inRC[v] = 1;
      seg.recomputeCost += g.node(v).cost[0];
    }
  }

  // Forward part: V in id order, non-kept results freed after their last
  // reader in V.
  auto lastReader = [&](TensorId t, auto &&pred) -> int {
    int last = -1;
    for (NodeId w : g.tensor(t).users)
      if (pred(w))
        last = std::max(last, static_cast<int>(w));
    return last;
  };
  uint64_t cur = 0, peak = 0;
  for (NodeId v : V) {
    const Node &node = g.node(v);
    for (TensorId r : node.results)
      cur += tensorBytes(r);
    peak = std::max(peak, cur);
    if (withEvents)
      seg.forwardEvents.push_back(Event::compute(v));
    auto freeIf = [&](TensorId t) {
      cur -= tensorBytes(t);
      if (withEvents)
        seg.forwardEvents.push_back(Event::free(t));
    };
    for (TensorId op : node.operands) {
      NodeId p = g.tensor(op).producer;
      if (p != kNone && p < numFwd && inV[p] && !kept[p] &&
          lastReader(op, [&](NodeId w) { return inV[w] != 0; }) ==
              static_cast<int>(v))
        freeIf(op);
    }
    if (!kept[v])
      for (TensorId r : node.results)
        if (lastReader(r, [&](NodeId w) { return inV[w] != 0; }) < 0)
          freeIf(r);
  }
  uint64_t forwardPeak = peak;

  // Backward group: what is resident when it starts.
  auto inGroup = [&](NodeId w) { return inRC[w] || inB[w]; };
  auto processedBefore = [&](NodeId p) {
    return p < numFwd ? !upper[p] : !allForwardReadsIn(p, upper);
  };
  cur = 0;
  for (TensorId t = 0; t < g.numTensors(); ++t) {
    NodeId p = g.tensor(t).producer;
    if (p == kNone)
      continue;
    if (p < numFwd && inV[p]) {
      if (!kept[p])
        continue;
      bool readHere = lastReader(t, inGroup) >= 0;
      if (g.tensor(t).isOutput || readHere)
        cur += tensorBytes(t);
      else if (withEvents)
        seg.backwardEvents.push_back(Event::free(t));
      continue;
    }
    if (!processedBefore(p))
      continue;
    bool frontier =
        p >= numFwd && lastReader(t, [&](NodeId w) {
                         return w >= numFwd && allForwardReadsIn(w, upper);
                       }) >= 0;
    if (g.tensor(t).isOutput || frontier)
      cur += tensorBytes(t);
  }
  peak = cur;
  std::vector<NodeId> order;
  for (NodeId v : V)
    if (inRC[v])
      order.push_back(v);
  order.insert(order.end(), B.begin(), B.end());
  for (NodeId u : order) {
    const Node &node = g.node(u);
    for (TensorId r : node.results)
      cur += tensorBytes(r);
    peak = std::max(peak, cur);
    if (withEvents)
      seg.backwardEvents.push_back(Event::compute(u));
    auto freeIf = [&](TensorId t) {
      cur -= tensorBytes(t);
      if (withEvents)
        seg.backwardEvents.push_back(Event::free(t));
    };
    for (TensorId op : node.operands) {
      const Tensor &ten = g.tensor(op);
      NodeId p = ten.producer;
      if (p == kNone || ten.isOutput ||
          lastReader(op, inGroup) != static_cast<int>(u))
        continue;
      if (p < numFwd) {
        if (inV[p]) // Recomputed or kept in this segment.
          freeIf(op);
        continue;
      }
      // A backward result: free unless a later group reads it.
      if (lastReader(op, [&](NodeId w) {
            return w >= numFwd && allForwardReadsIn(w, lower);
          }) < 0)
        freeIf(op);
    }
    for (TensorId r : node.results)
      if (!g.tensor(r).isOutput && g.tensor(r).users.empty())
        freeIf(r);
      else if (!g.tensor(r).isOutput && u < numFwd &&
               lastReader(r, inGroup) < 0)
        freeIf(r);
  }
  seg.localPeak = std::max(forwardPeak, peak);
  return seg;
}

Plan LowerSetModel::buildPlan(const std::vector<NodeSet> &chain,
                              uint64_t *predictedPeak) const {
  Plan forward;
  std::vector<Plan> groups;
  NodeSet lower(numFwd, 0);
  uint64_t keptSoFar = 0, peak = inputBytes;
  for (const NodeSet &upper : chain) {
    Segment seg = evaluate(lower, upper, /*withEvents=*/true);
    peak = std::max(peak, inputBytes + keptSoFar + seg.localPeak);
    keptSoFar += seg.keptBytes;
    forward.insert(forward.end(), seg.forwardEvents.begin(),
                   seg.forwardEvents.end());
    groups.push_back(std::move(seg.backwardEvents));
    lower = upper;
  }
  for (auto it = groups.rbegin(); it != groups.rend(); ++it)
    forward.insert(forward.end(), it->begin(), it->end());
  if (predictedPeak)
    *predictedPeak = peak;
  return forward;
}

std::optional<std::vector<NodeSet>>
LowerSetModel::enumerateLowerSets(size_t limit) const {
  std::set<NodeSet> seen;
  std::vector<NodeSet> work{NodeSet(numFwd, 0)};
  seen.insert(work.front());
  while (!work.empty()) {
    NodeSet set = std::move(work.back());
    work.pop_back();
    for (NodeId v = 0; v < numFwd; ++v) {
      if (set[v] || !llvm::all_of(forwardPreds[v],
                                  [&](NodeId p) { return set[p] != 0; }))
        continue;
      NodeSet next = set;
      next[v] = 1;
      if (seen.insert(next).second) {
        if (seen.size() > limit)
          return std::nullopt;
        work.push_back(std::move(next));
      }
    }
  }
  return std::vector<NodeSet>(seen.begin(), seen.end());
}

std::vector<NodeSet> LowerSetModel::approximateFamily() const {
  std::set<NodeSet> family;
  NodeSet prefix(numFwd, 0);
  family.insert(prefix);
  for (NodeId v = 0; v < numFwd; ++v) {
    prefix[v] = 1;
    family.insert(prefix);
    // The principal lower set of v: v and its ancestors.
    NodeSet principal(numFwd, 0);
    std::vector<NodeId> stack{v};
    principal[v] = 1;
    while (!stack.empty()) {
      NodeId w = stack.back();
      stack.pop_back();
      for (NodeId p : forwardPreds[w])
        if (!principal[p]) {
          principal[p] = 1;
          stack.push_back(p);
        }
    }
    family.insert(principal);
  }
  return std::vector<NodeSet>(family.begin(), family.end());
}

std::optional<LowerSetModel::Solution>
LowerSetModel::solve(const std::vector<NodeSet> &family, uint64_t budget,
                     size_t maxFrontSize) const {
  // States: admissible lower sets, by size; {} first, F last.
  std::vector<const NodeSet *> states;
  std::vector<unsigned> sizes;
  for (const NodeSet &s : family) {
    unsigned size = std::count(s.begin(), s.end(), 1);
    if (size == 0 || size == numFwd || (isLowerSet(s) && isAdmissible(s)))
      states.push_back(&s);
  }
  NodeSet empty(numFwd, 0), full(numFwd, 1);
  states.push_back(&empty);
  states.push_back(&full);
  std::sort(states.begin(), states.end(),
            [](const NodeSet *a, const NodeSet *b) {
              unsigned sa = std::count(a->begin(), a->end(), 1);
              unsigned sb = std::count(b->begin(), b->end(), 1);
              return sa != sb ? sa < sb : *a < *b;
            });
  states.erase(std::unique(states.begin(), states.end(),
                           [](const NodeSet *a, const NodeSet *b) {
                             return *a == *b;
                           }),
               states.end());
  for (const NodeSet *s : states)
    sizes.push_back(std::count(s->begin(), s->end(), 1));

  struct Entry {
    uint64_t kept;
    double overhead;
    uint64_t peak;
    int state, parent;
  };
  std::vector<Entry> pool;
  std::vector<std::vector<int>> fronts(states.size());
  pool.push_back({0, 0.0, inputBytes, 0, -1});
  fronts[0].push_back(0);
  size_t finalState = states.size() - 1;
  auto insert = [&](size_t s, Entry e) {
    std::vector<int> &front = fronts[s];
    bool isFinal = s == finalState;
    for (int idx : front) {
      const Entry &o = pool[idx];
      if ((isFinal || o.kept <= e.kept) && o.overhead <= e.overhead)
        return; // Dominated.
    }
    llvm::erase_if(front, [&](int idx) {
      const Entry &o = pool[idx];
      return (isFinal || e.kept <= o.kept) && e.overhead <= o.overhead;
    });
    pool.push_back(e);
    front.push_back(static_cast<int>(pool.size() - 1));
    if (maxFrontSize && front.size() > maxFrontSize) {
      // Keep the cheapest entries.
      llvm::sort(front, [&](int a, int b) {
        return pool[a].overhead < pool[b].overhead;
      });
      front.resize(maxFrontSize);
    }
  };
  for (size_t s = 0; s < states.size(); ++s) {
    if (fronts[s].empty())
      continue;
    uint64_t minKept = ~uint64_t(0);
    for (int idx : fronts[s])
      minKept = std::min(minKept, pool[idx].kept);
    const NodeSet &lower = *states[s];
    for (size_t t = s + 1; t < states.size(); ++t) {
      if (sizes[t] <= sizes[s])
        continue;
      const NodeSet &upper = *states[t];
      bool subset = true;
      for (NodeId v = 0; v < numFwd && subset; ++v)
        subset = !lower[v] || upper[v];
      if (!subset)
        continue;
      Segment seg = evaluate(lower, upper, /*withEvents=*/false);
      if (inputBytes + minKept + seg.localPeak > budget)
        continue;
      for (size_t i = 0; i < fronts[s].size(); ++i) {
        const Entry e = pool[fronts[s][i]];
        uint64_t peak = inputBytes + e.kept + seg.localPeak;
        if (peak > budget)
          continue;
        insert(t, {e.kept + seg.keptBytes, e.overhead + seg.recomputeCost,
                   std::max(e.peak, peak), static_cast<int>(t),
                   fronts[s][i]});
      }
    }
  }
  if (fronts[finalState].empty())
    return std::nullopt;
  int best = fronts[finalState].front();
  for (int idx : fronts[finalState])
    if (pool[idx].overhead < pool[best].overhead)
      best = idx;
  Solution sol;
  sol.overhead = pool[best].overhead;
  sol.predictedPeak = pool[best].peak;
  for (int idx = best; pool[idx].parent >= 0; idx = pool[idx].parent)
    sol.chain.push_back(*states[pool[idx].state]);
  std::reverse(sol.chain.begin(), sol.chain.end());
  return sol;
}

//===----------------------------------------------------------------------===//
// The planners
//===----------------------------------------------------------------------===//

namespace {

/// Exact DP refuses graphs with more lower sets than this.
constexpr size_t kMaxLowerSets = 1500;

class DPPlanner : public Planner {
public:
  explicit DPPlanner(bool exact) : exact(exact) {}
  llvm::StringRef getName() const override {
    return exact ? "dp" : "dp-approx";
  }

  PlanResult solve(const RematGraph &graph, const Budget &budget) override {
    auto start = std::chrono::steady_clock::now();
    PlanResult result = run(graph, budget);
    result.solveSeconds = std::chrono::duration<double>(
                              std::chrono::steady_clock::now() - start)
                              .count();
    return result;
  }

private:
  PlanResult run(const RematGraph &graph, const Budget &budget) {
    std::string name = getName().str();
    if (std::optional<PlanResult> trivial =
            solveWithoutRecompute(graph, budget, name))
      return *trivial;
    PlanResult result;
    llvm::Expected<LowerSetModel> model = LowerSetModel::create(graph);
    if (!model) {
      result.status = PlanStatus::Unavailable;
      result.message = name + ": " + llvm::toString(model.takeError());
      return result;
    }
    std::vector<NodeSet> family;
    if (exact) {
      std::optional<std::vector<NodeSet>> all =
          model->enumerateLowerSets(kMaxLowerSets);
      if (!all) {
        result.status = PlanStatus::Unavailable;
        result.message = name + ": the forward graph has more than " +
                         std::to_string(kMaxLowerSets) +
                         " lower sets; use dp-approx";
        return result;
      }
      family = std::move(*all);
    } else {
      family = model->approximateFamily();
    }
    std::optional<LowerSetModel::Solution> sol =
        model->solve(family, budget.bytes);
    if (!sol) {
      result.status = PlanStatus::Infeasible;
      result.message = name + ": no chain of " +
                       std::to_string(family.size()) +
                       " lower sets fits the budget";
      return result;
    }
    Plan plan = model->buildPlan(sol->chain);
    std::string message = name + ": " + std::to_string(sol->chain.size()) +
                          " segments over " + std::to_string(family.size()) +
                          " lower sets" +
                          (exact ? ", optimal among lower-set strategies"
                                 : "");
    return finalizePlan(graph, budget, std::move(plan),
                        exact ? PlanStatus::Optimal : PlanStatus::Feasible,
                        std::move(message));
  }

  bool exact;
};

} // namespace

std::unique_ptr<Planner> remat::createDPPlanner(bool exact) {
  return std::make_unique<DPPlanner>(exact);
}
