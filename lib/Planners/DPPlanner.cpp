//===- DPPlanner.cpp - Kusumoto et al.'s lower-set dynamic program --------===//
//
// "dp" and "dp-approx": the dynamic program over chains of lower sets of the
// forward graph (see LowerSetDP.h for the reduction of the paper's model to
// a RematGraph training step and for what "exact" means here).
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"
#include "LowerSetDP.h"

#include "remat/Graph/Simulator.h"
#include "remat/Graph/TrainingPhases.h"
#include "remat/Planners/Planners.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <set>

using namespace remat;
using namespace remat::lowerset;

/// Marks everything `preds` reaches from `work`, whose ids are marked
/// already: the ancestors of a set of nodes (or groups).
static void markAncestors(const std::vector<std::vector<unsigned>> &preds,
                          std::vector<uint8_t> &marked,
                          std::vector<unsigned> work) {
  while (!work.empty()) {
    unsigned v = work.back();
    work.pop_back();
    for (unsigned p : preds[v])
      if (!marked[p]) {
        marked[p] = 1;
        work.push_back(p);
      }
  }
}

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
  if (m.numFwd == 0)
    return fail("the graph has no forward nodes (all are Node::isBackward); "
                "the lower-set model needs a forward and a backward pass");
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
  // A backward node's forward reads place it (LowerSetDP.h). Reads of empty
  // tensors (scalar constants) cost nothing to keep and do not place it:
  // they would pin every gradient that uses a constant of the first segment
  // to the last group. A node reading backward results only (a bias
  // gradient, a sum of gradients) must run after them: it takes the reads
  // of the one whose reads end first (the last of their groups when the
  // forward pass is a chain; else admissibility keeps the order). One
  // reading neither (the gradient seed, a weight transpose) must run before
  // its readers: it takes the union of theirs.
  m.forwardReads.resize(n - m.numFwd);
  auto forwardProducers = [&](NodeId b, bool withEmpty) {
    auto &reads = m.forwardReads[b - m.numFwd];
    for (TensorId op : graph.node(b).operands) {
      NodeId p = graph.tensor(op).producer;
      if (p != kNone && p < m.numFwd && (withEmpty || m.tensorBytes(op)))
        reads.push_back(p);
    }
  };
  auto normalize = [](std::vector<NodeId> &reads) {
    llvm::sort(reads);
    reads.erase(std::unique(reads.begin(), reads.end()), reads.end());
  };
  for (NodeId b = m.numFwd; b < n; ++b) {
    auto &reads = m.forwardReads[b - m.numFwd];
    forwardProducers(b, /*withEmpty=*/false);
    if (reads.empty()) {
      const std::vector<NodeId> *earliest = nullptr;
      for (TensorId op : graph.node(b).operands) {
        NodeId p = graph.tensor(op).producer;
        if (p == kNone || p < m.numFwd)
          continue;
        const std::vector<NodeId> &r = m.forwardReads[p - m.numFwd];
        if (!r.empty() &&
            (!earliest || std::make_pair(r.back(), r.size()) <
                              std::make_pair(earliest->back(),
                                             earliest->size())))
          earliest = &r;
      }
      if (earliest)
        reads = *earliest;
    }
    normalize(reads);
  }
  for (NodeId b = n; b-- > m.numFwd;) {
    auto &reads = m.forwardReads[b - m.numFwd];
    if (!reads.empty())
      continue;
    for (TensorId r : graph.node(b).results)
      for (NodeId w : graph.tensor(r).users)
        llvm::append_range(reads, m.forwardReads[w - m.numFwd]);
    if (reads.empty())
      forwardProducers(b, /*withEmpty=*/true);
    // Nothing reads it nor does it read anything: any group will do.
    if (reads.empty())
      reads.push_back(m.numFwd - 1);
    normalize(reads);
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
      // An empty tensor may be read by a later group (see create()).
      bool readLater = lastReader(t, [&](NodeId w) {
                         return w >= numFwd && allForwardReadsIn(w, lower);
                       }) >= 0;
      if (g.tensor(t).isOutput || readHere)
        cur += tensorBytes(t);
      else if (withEvents && !readLater)
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
        // Recomputed or kept in this segment, unless an empty tensor a
        // later group reads (see create()).
        if (inV[p] && lastReader(op, [&](NodeId w) {
                        return w >= numFwd && allForwardReadsIn(w, lower);
                      }) < 0)
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
    principal[v] = 1;
    markAncestors(forwardPreds, principal, {v});
    family.insert(principal);
  }
  return std::vector<NodeSet>(family.begin(), family.end());
}

std::optional<LowerSetModel::Solution>
LowerSetModel::solve(const std::vector<NodeSet> &family, uint64_t budget,
                     Effort *effort) const {
  return ChainSearch(*this, family).solve(budget, effort);
}

//===----------------------------------------------------------------------===//
// ChainSearch
//===----------------------------------------------------------------------===//

ChainSearch::ChainSearch(const LowerSetModel &model,
                         const std::vector<NodeSet> &family)
    : model(model) {
  // States: admissible lower sets, by size; {} first, F last.
  unsigned numFwd = model.numForward();
  auto size = [](const NodeSet &s) {
    return unsigned(std::count(s.begin(), s.end(), 1));
  };
  for (const NodeSet &s : family) {
    unsigned n = size(s);
    if (n != 0 && n != numFwd && model.isLowerSet(s) && model.isAdmissible(s))
      states.push_back(s);
  }
  states.push_back(NodeSet(numFwd, 0));
  states.push_back(NodeSet(numFwd, 1));
  llvm::sort(states, [&](const NodeSet &a, const NodeSet &b) {
    unsigned sa = size(a), sb = size(b);
    return sa != sb ? sa < sb : a < b;
  });
  states.erase(std::unique(states.begin(), states.end()), states.end());
  for (const NodeSet &s : states)
    sizes.push_back(size(s));
  successors.resize(states.size());
}

bool ChainSearch::expand(size_t s, Effort &effort) {
  if (successors[s])
    return true;
  // A unit per segment evaluated per kNodesPerUnit nodes: evaluate() walks
  // the graph.
  uint64_t units = model.getGraph().numNodes() / kNodesPerUnit + 1;
  std::vector<Step> steps;
  const NodeSet &lower = states[s];
  for (size_t t = s + 1; t < states.size(); ++t) {
    if (sizes[t] <= sizes[s])
      continue;
    const NodeSet &upper = states[t];
    bool subset = true;
    for (NodeId v = 0; v < lower.size() && subset; ++v)
      subset = !lower[v] || upper[v];
    if (!subset)
      continue;
    if (!effort.spend(units))
      return false;
    Segment seg = model.evaluate(lower, upper, /*withEvents=*/false);
    steps.push_back({unsigned(t), seg.keptBytes, seg.localPeak,
                     seg.recomputeCost});
  }
  successors[s] = std::move(steps);
  return true;
}

std::optional<LowerSetModel::Solution>
ChainSearch::solve(uint64_t budget, Effort *effort) {
  Effort unbounded;
  if (!effort)
    effort = &unbounded;
  uint64_t inputBytes = model.getInputBytes();
  // Per lower set, the Pareto front of (kept bytes so far, overhead); at F
  // only the overhead counts. The peak so far rides along.
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
  };
  for (size_t s = 0; s < states.size(); ++s) {
    if (fronts[s].empty())
      continue;
    if (!expand(s, *effort) ||
        !effort->spend(successors[s]->size() * fronts[s].size() / 64 + 1))
      return std::nullopt;
    uint64_t minKept = ~uint64_t(0);
    for (int idx : fronts[s])
      minKept = std::min(minKept, pool[idx].kept);
    for (const Step &step : *successors[s]) {
      if (inputBytes + minKept + step.localPeak > budget)
        continue;
      for (size_t i = 0; i < fronts[s].size(); ++i) {
        const Entry e = pool[fronts[s][i]];
        uint64_t peak = inputBytes + e.kept + step.localPeak;
        if (peak > budget)
          continue;
        insert(step.to, {e.kept + step.keptBytes,
                         e.overhead + step.recomputeCost,
                         std::max(e.peak, peak), static_cast<int>(step.to),
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
  LowerSetModel::Solution sol;
  sol.peak = pool[best].peak;
  sol.overhead = pool[best].overhead;
  for (int idx = best; pool[idx].parent >= 0; idx = pool[idx].parent)
    sol.chain.push_back(states[pool[idx].state]);
  std::reverse(sol.chain.begin(), sol.chain.end());
  return sol;
}

//===----------------------------------------------------------------------===//
// Condensing a step built from IR
//===----------------------------------------------------------------------===//

namespace {

/// A graph the lower-set model accepts, made from one it may not: `members`
/// lists, per condensed node, the original nodes it computes (in id order);
/// condensed tensors are the storage roots of the original ones.
struct Condensed {
  RematGraph graph;
  std::vector<std::vector<NodeId>> members;
  bool identity = true; ///< One node per node, in the same order.
};

} // namespace

/// A step built from IR breaks the model's preconditions; condensing undoes
/// that:
///  - views of computed tensors are merged into the producer of their
///    storage (a view costs nothing and frees nothing on its own); views of
///    inputs are left out and recomputed on demand by expandPlan();
///  - forward constants that read nothing (scalars: empty tensors) are
///    merged into one node, so they do not multiply the lower sets (not
///    into a node with results, which their readers would keep alive);
///  - forward nodes listed after backward ones: forward nodes go first (in a
///    topological order by smallest member id).
/// Nodes outside the forward pass that do not depend on it (the gradient
/// seed, fills, weight transposes for the gradients) stay backward nodes;
/// LowerSetModel::create() places them in the group of their readers.
static llvm::Expected<Condensed> condense(const RematGraph &g) {
  auto fail = [&](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   msg.str().c_str());
  };
  unsigned n = g.numNodes();
  std::vector<uint8_t> backward = getBackwardNodes(g);
  if (llvm::none_of(backward, [](uint8_t b) { return b != 0; }))
    return fail("the graph has no backward nodes (Node::isBackward, nor "
                "inferred from the loss: remat/Graph/TrainingPhases.h); the "
                "lower-set model needs a forward and a backward pass");
  auto isInputView = [&](TensorId t) {
    return g.tensor(t).aliasOf != kNone &&
           g.tensor(g.storageOf(t)).producer == kNone;
  };
  std::vector<uint8_t> inputView(n, 0), constant(n, 0);
  NodeId firstConstant = kNone;
  for (NodeId v = 0; v < n; ++v) {
    const Node &node = g.node(v);
    inputView[v] = !node.results.empty() && llvm::all_of(node.results,
                                                         isInputView);
    bool c = !backward[v] && !inputView[v];
    for (TensorId r : node.results)
      c &= g.storageBytes(r) == 0;
    for (TensorId op : node.operands) {
      NodeId p = g.tensor(op).producer;
      c &= p != kNone && constant[p];
    }
    constant[v] = c;
    if (c && firstConstant == kNone)
      firstConstant = v;
  }

  std::vector<NodeId> parent(n);
  for (NodeId v = 0; v < n; ++v)
    parent[v] = v;
  std::function<NodeId(NodeId)> find = [&](NodeId v) {
    return parent[v] == v ? v : parent[v] = find(parent[v]);
  };
  auto unite = [&](NodeId a, NodeId b) { parent[find(a)] = find(b); };
  for (NodeId v = 0; v < n; ++v) {
    if (constant[v])
      unite(v, firstConstant);
    if (inputView[v])
      continue;
    for (TensorId r : g.node(v).results)
      if (g.tensor(r).aliasOf != kNone &&
          g.tensor(g.storageOf(r)).producer != kNone)
        unite(v, g.tensor(g.storageOf(r)).producer);
  }

  // Groups, forward when any member is, closed under predecessors.
  std::vector<int> groupOf(n, -1);
  std::vector<std::vector<NodeId>> groups;
  for (NodeId v = 0; v < n; ++v) {
    if (inputView[v])
      continue;
    NodeId r = find(v);
    if (groupOf[r] < 0) {
      groupOf[r] = groups.size();
      groups.emplace_back();
    }
    groupOf[v] = groupOf[r];
    groups[groupOf[v]].push_back(v);
  }
  unsigned numGroups = groups.size();
  std::vector<std::vector<unsigned>> preds(numGroups);
  for (NodeId v = 0; v < n; ++v) {
    if (inputView[v])
      continue;
    for (TensorId op : g.node(v).operands) {
      NodeId p = g.tensor(g.storageOf(op)).producer;
      if (p != kNone && groupOf[p] != groupOf[v])
        preds[groupOf[v]].push_back(groupOf[p]);
      p = g.tensor(op).producer;
      if (p != kNone && !inputView[p] && groupOf[p] != groupOf[v])
        preds[groupOf[v]].push_back(groupOf[p]);
    }
  }
  std::vector<uint8_t> groupForward(numGroups, 0);
  std::vector<unsigned> work;
  for (NodeId v = 0; v < n; ++v)
    if (!inputView[v] && !backward[v] && !groupForward[groupOf[v]]) {
      groupForward[groupOf[v]] = 1;
      work.push_back(groupOf[v]);
    }
  markAncestors(preds, groupForward, std::move(work));

  // Order: forward groups first, each part by smallest member id.
  std::vector<unsigned> indegree(numGroups, 0);
  std::vector<std::vector<unsigned>> succs(numGroups);
  for (unsigned gi = 0; gi < numGroups; ++gi) {
    llvm::sort(preds[gi]);
    preds[gi].erase(std::unique(preds[gi].begin(), preds[gi].end()),
                    preds[gi].end());
    indegree[gi] = preds[gi].size();
    for (unsigned p : preds[gi])
      succs[p].push_back(gi);
  }
  auto key = [&](unsigned gi) {
    return std::make_pair(!groupForward[gi], groups[gi].front());
  };
  std::set<std::pair<std::pair<bool, NodeId>, unsigned>> ready;
  for (unsigned gi = 0; gi < numGroups; ++gi)
    if (!indegree[gi])
      ready.insert({key(gi), gi});
  Condensed c;
  c.graph.setName(g.getName().str());
  std::vector<TensorId> condensedOf(g.numTensors(), kNone);
  for (TensorId in : g.getInputs())
    if (g.storageOf(in) == in)
      condensedOf[in] =
          c.graph.addInput(g.tensor(in).name, g.tensor(in).bytes);
  while (!ready.empty()) {
    unsigned gi = ready.begin()->second;
    ready.erase(ready.begin());
    for (unsigned s : succs[gi])
      if (--indegree[s] == 0)
        ready.insert({key(s), s});
    const std::vector<NodeId> &ms = groups[gi];
    llvm::SetVector<TensorId> operands;
    std::vector<TensorId> roots;
    std::vector<uint64_t> bytes;
    double cost[kNumDeviceKinds] = {0, 0};
    NodeHints hints;
    for (NodeId v : ms) {
      const Node &node = g.node(v);
      for (TensorId op : node.operands) {
        TensorId root = g.storageOf(op);
        NodeId p = g.tensor(root).producer;
        if (p != kNone && groupOf[p] == static_cast<int>(gi))
          continue;
        if (p == kNone && g.storageOf(root) != root)
          return fail("an input aliases another");
        if (condensedOf[root] == kNone)
          return fail("cannot order the merged nodes: '" + node.name +
                      "' reads '" + g.tensor(op).name + "' too early");
        operands.insert(condensedOf[root]);
      }
      for (TensorId r : node.results)
        if (g.storageOf(r) == r) {
          roots.push_back(r);
          bytes.push_back(g.tensor(r).bytes);
        }
      for (unsigned k = 0; k < kNumDeviceKinds; ++k)
        cost[k] += node.cost[k];
      hints.keep |= node.hints.keep;
      hints.neverRecompute |= node.hints.neverRecompute;
      hints.neverOffload |= node.hints.neverOffload;
    }
    NodeId cv = c.graph.addNode(g.node(ms.front()).name,
                                operands.getArrayRef(), bytes, cost[0],
                                cost[1]);
    c.graph.node(cv).hints = hints;
    c.graph.node(cv).isBackward = !groupForward[gi];
    for (auto [r, cr] : llvm::zip(roots, c.graph.node(cv).results))
      condensedOf[r] = cr;
    c.identity &= ms.size() == 1 && ms.front() == cv &&
                  roots.size() == g.node(ms.front()).results.size() &&
                  c.graph.node(cv).isBackward == g.node(cv).isBackward;
    c.members.push_back(ms);
  }
  if (c.members.size() != numGroups)
    return fail("merging views and side computations made a cycle");
  c.identity &= c.members.size() == n;
  for (TensorId t = 0; t < g.numTensors(); ++t) {
    c.identity &= g.tensor(t).aliasOf == kNone;
    if (g.tensor(t).isOutput && condensedOf[g.storageOf(t)] != kNone)
      c.graph.markOutput(condensedOf[g.storageOf(t)]);
  }
  return c;
}

/// The plan of the original graph for a plan of its condensation: each
/// compute expanded to its members, each free to every tensor of the
/// storage; normalizeFrees then moves the frees to last uses (a recompute
/// comes after the last use before it, as in the condensed plan).
static Plan expandPlan(const RematGraph &g, const Condensed &c,
                       const Plan &plan) {
  std::vector<std::vector<TensorId>> tensorsOf(c.graph.numTensors());
  for (NodeId cv = 0; cv < c.members.size(); ++cv) {
    std::vector<TensorId> roots;
    for (NodeId v : c.members[cv])
      for (TensorId r : g.node(v).results)
        if (g.storageOf(r) == r)
          roots.push_back(r);
    for (auto [r, cr] : llvm::zip(roots, c.graph.node(cv).results))
      tensorsOf[cr].push_back(r);
  }
  std::vector<TensorId> condensedOfRoot(g.numTensors(), kNone);
  for (TensorId ct = 0; ct < tensorsOf.size(); ++ct)
    if (!tensorsOf[ct].empty())
      condensedOfRoot[tensorsOf[ct].front()] = ct;
  for (TensorId t = 0; t < g.numTensors(); ++t) {
    TensorId ct = condensedOfRoot[g.storageOf(t)];
    if (g.storageOf(t) != t && ct != kNone)
      tensorsOf[ct].push_back(t);
  }
  Plan out;
  std::vector<uint8_t> done(g.numNodes(), 0);
  // Views of inputs: computed before each reader (normalizeFrees drops the
  // computes of those still there).
  std::function<void(NodeId)> computeWithInputViews = [&](NodeId v) {
    for (TensorId op : g.node(v).operands)
      if (g.tensor(op).aliasOf != kNone && g.tensor(op).producer != kNone &&
          g.tensor(g.storageOf(op)).producer == kNone)
        computeWithInputViews(g.tensor(op).producer);
    out.push_back(Event::compute(v));
    done[v] = 1;
  };
  for (const Event &e : plan) {
    if (e.kind == Event::Kind::Compute)
      for (NodeId v : c.members[e.id])
        computeWithInputViews(v);
    else if (e.kind == Event::Kind::Free)
      for (TensorId t : tensorsOf[e.id])
        out.push_back(Event::free(t));
  }
  for (NodeId v = 0; v < g.numNodes(); ++v) // Views nothing reads.
    if (!done[v])
      computeWithInputViews(v);
  return normalizeFrees(g, out);
}

namespace {

/// A graph in the lower-set model: condensed where it breaks the model's
/// preconditions. The model points into the condensed graph, which
/// therefore lives on the heap.
struct ModeledGraph {
  std::unique_ptr<Condensed> condensed;
  std::optional<LowerSetModel> model;

  /// The plan of the graph modeled for a plan of the model's graph.
  Plan expand(const RematGraph &graph, const Plan &plan) const {
    return condensed->identity ? plan : expandPlan(graph, *condensed, plan);
  }
};

} // namespace

static llvm::Expected<ModeledGraph> modelGraph(const RematGraph &graph) {
  llvm::Expected<Condensed> condensed = condense(graph);
  if (!condensed)
    return condensed.takeError();
  ModeledGraph m;
  m.condensed = std::make_unique<Condensed>(std::move(*condensed));
  // Graphs the model takes as they are (Checkmate's) are planned as such.
  llvm::Expected<LowerSetModel> model = LowerSetModel::create(
      m.condensed->identity ? graph : m.condensed->graph);
  if (!model)
    return model.takeError();
  m.model.emplace(std::move(*model));
  return m;
}

void remat::searchLowerSetPlans(const RematGraph &graph, uint64_t budget,
                                Effort &effort,
                                llvm::function_ref<void(Plan)> offer) {
  llvm::Expected<ModeledGraph> m = modelGraph(graph);
  if (!m) {
    llvm::consumeError(m.takeError());
    return;
  }
  ChainSearch search(*m->model, m->model->approximateFamily());
  // The cheapest chain within `budget`, then the cheapest of those of a
  // smaller predicted peak, and so on down to the least: every chain of the
  // front of (predicted peak, overhead). Their simulated peaks are not in
  // the same order (the simulator frees earlier than the DP predicts), so
  // each is offered.
  uint64_t within = budget;
  while (std::optional<LowerSetModel::Solution> sol =
             search.solve(within, &effort)) {
    offer(m->expand(graph, m->model->buildPlan(sol->chain)));
    if (sol->peak == 0)
      break;
    within = sol->peak - 1;
  }
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
    auto deadline = deadlineAfter(start, budget.timeLimitSeconds);
    PlanResult result = run(graph, budget, deadline);
    result.solveSeconds = std::chrono::duration<double>(
                              std::chrono::steady_clock::now() - start)
                              .count();
    return result;
  }

private:
  PlanResult run(const RematGraph &graph, const Budget &budget,
                 std::chrono::steady_clock::time_point deadline) {
    std::string name = getName().str();
    if (std::optional<PlanResult> trivial =
            solveWithoutRecompute(graph, budget, name))
      return *trivial;
    PlanResult result;
    llvm::Expected<ModeledGraph> modeled = modelGraph(graph);
    if (!modeled) {
      result.status = PlanStatus::Unavailable;
      result.message = name + ": " + llvm::toString(modeled.takeError());
      return result;
    }
    const LowerSetModel *model = &*modeled->model;
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
    // Exact: no work limit, the time limit only.
    Effort effort(UINT64_MAX, deadline);
    std::optional<LowerSetModel::Solution> sol = model->solve(
        family, budget.bytes, &effort);
    if (!sol) {
      result.status = PlanStatus::Infeasible;
      std::string sets = std::to_string(family.size()) + " lower sets";
      bool timedOut = effort.timedOut();
      result.timeLimitHit = timedOut;
      result.message =
          name + (timedOut ? ": stopped at the time limit, in the DP over " +
                                 sets
                           : ": no chain of " + sets + " fits the budget");
      return result;
    }
    Plan plan = modeled->expand(graph, model->buildPlan(sol->chain));
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
