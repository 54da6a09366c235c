//===- MemoryOrder.cpp - A topological order that needs less memory -------===//
//
// The beam search walks the lattice of computed sets depth by depth (a
// depth is one more node computed). A set's memory does not depend on the
// order that reached it, only its peak so far does, so sets reached twice
// keep their best path, and each depth keeps the `width` sets of least
// peak so far, then least memory held: a peak already paid costs nothing
// more, and of two sets with the same peak the one holding less has more
// room for what is left. A set is hashed by XOR-ing a random key per node
// (Zobrist's hashing), so that a candidate costs O(1) besides the storages
// it may free. Single-node moves then improve the beam's order as a whole.
//
//===----------------------------------------------------------------------===//

#include "MemoryOrder.h"

#include "remat/Graph/Simulator.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <random>
#include <unordered_set>

using namespace llvm;

namespace remat {

//===----------------------------------------------------------------------===//
// Renumbering
//===----------------------------------------------------------------------===//

ReorderedGraph reorderGraph(const RematGraph &graph, ArrayRef<NodeId> order) {
  ReorderedGraph r;
  RematGraph &g = r.graph;
  g.setName(graph.getName().str());
  g.setHostLink(graph.getHostLink());
  std::vector<TensorId> newTensor(graph.numTensors(), kNone);
  for (TensorId t : graph.getInputs())
    newTensor[t] = g.addInput(graph.tensor(t).name, graph.tensor(t).bytes);
  for (NodeId old : order) {
    const Node &node = graph.node(old);
    SmallVector<TensorId> operands;
    for (TensorId t : node.operands)
      operands.push_back(newTensor[t]);
    SmallVector<uint64_t> bytes;
    for (TensorId t : node.results)
      bytes.push_back(graph.tensor(t).bytes);
    NodeId id = g.addNode(node.name, operands, bytes,
                          node.cost[unsigned(DeviceKind::GPU)],
                          node.cost[unsigned(DeviceKind::CPU)]);
    Node &copy = g.node(id);
    copy.origin = node.origin;
    copy.hints = node.hints;
    copy.isBackward = node.isBackward;
    for (auto [oldT, newT] : llvm::zip(node.results, copy.results)) {
      newTensor[oldT] = newT;
      g.tensor(newT).name = graph.tensor(oldT).name;
    }
  }
  r.originalTensor.assign(graph.numTensors(), kNone);
  for (TensorId t = 0; t < graph.numTensors(); ++t) {
    const Tensor &ten = graph.tensor(t);
    r.originalTensor[newTensor[t]] = t;
    if (ten.aliasOf != kNone)
      g.setAlias(newTensor[t], newTensor[ten.aliasOf]);
    if (ten.isOutput)
      g.markOutput(newTensor[t]);
  }
  r.originalNode.assign(order.begin(), order.end());
  r.peakBytes = simulate(g, buildBaselinePlan(g)).peakBytes;
  return r;
}

/// `plan` with node ids mapped by `nodes` and tensor ids by `tensors`.
static Plan mapIds(const Plan &plan, ArrayRef<NodeId> nodes,
                   ArrayRef<TensorId> tensors) {
  Plan mapped = plan;
  for (Event &e : mapped)
    e.id = e.kind == Event::Kind::Compute ? nodes[e.id] : tensors[e.id];
  return mapped;
}

/// The inverse of a permutation.
static std::vector<uint32_t> inverse(ArrayRef<uint32_t> perm) {
  std::vector<uint32_t> inv(perm.size());
  for (auto [i, p] : llvm::enumerate(perm))
    inv[p] = static_cast<uint32_t>(i);
  return inv;
}

Plan ReorderedGraph::planInOriginalIds(const Plan &plan) const {
  return mapIds(plan, originalNode, originalTensor);
}

Plan ReorderedGraph::planInNewIds(const Plan &plan) const {
  return mapIds(plan, inverse(originalNode), inverse(originalTensor));
}

//===----------------------------------------------------------------------===//
// The search
//===----------------------------------------------------------------------===//

namespace {

/// The graph as the search sees it: what each node allocates, which storages
/// it may free and what must be computed before each storage can be.
struct OrderModel {
  explicit OrderModel(const RematGraph &graph);

  unsigned numNodes;
  std::vector<uint64_t> allocBytes;              ///< Per node: new storage.
  std::vector<SmallVector<TensorId, 4>> touched; ///< Per node: storages.
  std::vector<SmallVector<NodeId, 4>> preds, succs;
  /// Per storage: its bytes, whether it stays (an output is in it), and the
  /// nodes after which it can go (readers and producers of its tensors).
  std::vector<uint64_t> storageBytes;
  std::vector<uint8_t> pinned;
  std::vector<std::vector<NodeId>> closers;
  /// Per node: the steps a candidate computing it is expected to cost.
  std::vector<uint64_t> units;
};

OrderModel::OrderModel(const RematGraph &graph) : numNodes(graph.numNodes()) {
  unsigned numTensors = graph.numTensors();
  storageBytes.assign(numTensors, 0);
  pinned.assign(numTensors, 0);
  closers.resize(numTensors);
  for (TensorId t = 0; t < numTensors; ++t) {
    const Tensor &ten = graph.tensor(t);
    TensorId root = graph.storageOf(t);
    if (ten.producer == kNone)
      continue; // Inputs stay resident: no order changes them.
    pinned[root] |= ten.isOutput;
    closers[root].push_back(ten.producer);
    llvm::append_range(closers[root], ten.users);
    if (root == t)
      storageBytes[t] = ten.bytes;
  }
  allocBytes.assign(numNodes, 0);
  touched.resize(numNodes);
  preds.resize(numNodes);
  succs.resize(numNodes);
  units.assign(numNodes, 1);
  for (NodeId n = 0; n < numNodes; ++n) {
    const Node &node = graph.node(n);
    for (TensorId t : node.results) {
      if (graph.storageOf(t) == t)
        allocBytes[n] += graph.tensor(t).bytes;
      touched[n].push_back(graph.storageOf(t));
    }
    for (TensorId t : node.operands) {
      NodeId p = graph.tensor(t).producer;
      if (p == kNone)
        continue;
      touched[n].push_back(graph.storageOf(t));
      preds[n].push_back(p);
    }
    llvm::sort(touched[n]);
    touched[n].erase(std::unique(touched[n].begin(), touched[n].end()),
                     touched[n].end());
    llvm::erase_if(touched[n], [&](TensorId r) { return pinned[r]; });
    llvm::sort(preds[n]);
    preds[n].erase(std::unique(preds[n].begin(), preds[n].end()),
                   preds[n].end());
    for (NodeId p : preds[n])
      succs[p].push_back(n);
    // Checking a storage mostly stops at the first of its closers not
    // computed yet, the second at worst.
    units[n] += 2 * touched[n].size();
  }
}

/// Steps of the searches (a candidate, a storage checked, a word copied)
/// are cheap: about 16 take a unit's time (Effort.h).
constexpr uint64_t kStepsPerUnit = 16;

/// One set of computed nodes at the current depth.
struct State {
  uint64_t peak = 0, live = 0, hash = 0;
  std::vector<NodeId> ready;
};

/// A set one node larger: `node` computed after the state `parent`.
struct Candidate {
  uint64_t peak, live, hash;
  uint32_t parent;
  NodeId node;
  bool operator<(const Candidate &o) const {
    return std::tie(peak, live, parent, node) <
           std::tie(o.peak, o.live, o.parent, o.node);
  }
};

class BeamSearch {
public:
  BeamSearch(const OrderModel &model, Effort &effort)
      : model(model), effort(effort), words((model.numNodes + 63) / 64) {}

  /// The order of the best complete set; none when the work ran out.
  std::optional<std::vector<NodeId>> run(unsigned width);
  /// The width the work allows: the id order's ready sets say what a
  /// state costs at each depth.
  unsigned widthFor(uint64_t units) const;

private:
  bool computed(ArrayRef<uint64_t> mask, NodeId n) const {
    return mask[n / 64] >> (n % 64) & 1;
  }
  /// The memory freed once `node` is computed after the set `mask`; adds
  /// the closers it checked to `steps`.
  uint64_t freedBy(ArrayRef<uint64_t> mask, NodeId node, uint64_t &steps) const;

  /// Charges `steps` (a storage checked, a word copied) to the effort, a
  /// unit per kStepsPerUnit of them.
  bool charge(uint64_t steps) {
    pendingSteps += steps;
    if (pendingSteps >= kStepsPerUnit) {
      uint64_t units = pendingSteps / kStepsPerUnit;
      pendingSteps -= units * kStepsPerUnit;
      return effort.spend(units);
    }
    return !effort.exhausted();
  }

  const OrderModel &model;
  Effort &effort;
  unsigned words;
  uint64_t pendingSteps = 0;
};

uint64_t BeamSearch::freedBy(ArrayRef<uint64_t> mask, NodeId node,
                             uint64_t &steps) const {
  uint64_t freed = 0;
  for (TensorId r : model.touched[node]) {
    bool all = true;
    for (NodeId c : model.closers[r]) {
      ++steps;
      if (c != node && !computed(mask, c)) {
        all = false;
        break;
      }
    }
    if (all)
      freed += model.storageBytes[r];
  }
  return freed;
}

unsigned BeamSearch::widthFor(uint64_t units) const {
  // Along the id order: each depth's candidates and a state's own upkeep.
  std::vector<unsigned> missing(model.numNodes);
  uint64_t perWidth = 0, ready = 0, readyCost = 0;
  for (NodeId n = 0; n < model.numNodes; ++n) {
    missing[n] = model.preds[n].size();
    if (missing[n] == 0) {
      ++ready;
      readyCost += model.units[n];
    }
  }
  for (NodeId n = 0; n < model.numNodes; ++n) {
    perWidth += readyCost + words + ready;
    readyCost -= model.units[n];
    --ready;
    for (NodeId s : model.succs[n])
      if (--missing[s] == 0) {
        readyCost += model.units[s];
        ++ready;
      }
  }
  constexpr unsigned kMaxWidth = 1024;
  uint64_t perWidthUnits = std::max<uint64_t>(perWidth / kStepsPerUnit, 1);
  return unsigned(std::clamp<uint64_t>(units / perWidthUnits, 1, kMaxWidth));
}

std::optional<std::vector<NodeId>> BeamSearch::run(unsigned width) {
  unsigned n = model.numNodes;
  std::mt19937_64 rng(0x5eed);
  std::vector<uint64_t> key(n);
  for (uint64_t &k : key)
    k = rng();

  std::vector<State> states(1);
  std::vector<uint64_t> masks(words, 0);
  for (NodeId v = 0; v < n; ++v)
    if (model.preds[v].empty())
      states[0].ready.push_back(v);
  // Per depth, the kept sets' parents and nodes, to read the order back.
  std::vector<std::vector<std::pair<uint32_t, NodeId>>> steps(n);
  std::vector<Candidate> candidates;
  std::unordered_set<uint64_t> seen;
  uint64_t limit = width;
  for (unsigned depth = 0; depth < n; ++depth) {
    uint64_t spentBefore = effort.spent();
    candidates.clear();
    for (auto [i, s] : llvm::enumerate(states)) {
      ArrayRef<uint64_t> mask(&masks[i * words], words);
      for (NodeId v : s.ready) {
        uint64_t during = s.live + model.allocBytes[v], steps = 1;
        uint64_t freed = freedBy(mask, v, steps);
        candidates.push_back({std::max(s.peak, during), during - freed,
                              s.hash ^ key[v], uint32_t(i), v});
        if (!charge(steps))
          return std::nullopt;
      }
    }
    llvm::sort(candidates);
    seen.clear();
    std::vector<State> next;
    std::vector<uint64_t> nextMasks;
    for (const Candidate &c : candidates) {
      if (next.size() == limit)
        break;
      if (!seen.insert(c.hash).second)
        continue;
      steps[depth].push_back({c.parent, c.node});
      const State &parent = states[c.parent];
      size_t base = nextMasks.size();
      nextMasks.insert(nextMasks.end(), &masks[c.parent * words],
                       &masks[c.parent * words] + words);
      nextMasks[base + c.node / 64] |= uint64_t(1) << (c.node % 64);
      ArrayRef<uint64_t> mask(&nextMasks[base], words);
      State s{c.peak, c.live, c.hash, {}};
      s.ready.reserve(parent.ready.size() + model.succs[c.node].size());
      for (NodeId v : parent.ready)
        if (v != c.node)
          s.ready.push_back(v);
      for (NodeId v : model.succs[c.node])
        if (llvm::all_of(model.preds[v],
                         [&](NodeId p) { return computed(mask, p); }))
          s.ready.push_back(v);
      charge(words + s.ready.size());
      next.push_back(std::move(s));
    }
    // The next depths share what is left: states cost what this depth's
    // did (so that the search ends within its work, whatever the width
    // estimate).
    uint64_t perState =
        std::max<uint64_t>((effort.spent() - spentBefore) / states.size(), 1);
    uint64_t depthsLeft = std::max(n - depth - 1, 1u);
    limit =
        std::clamp<uint64_t>(effort.left() / (depthsLeft * perState), 1, width);
    states = std::move(next);
    masks = std::move(nextMasks);
  }
  // Sets were kept best first: read the first one's path back.
  std::vector<NodeId> order(n);
  uint32_t at = 0;
  for (unsigned depth = n; depth-- > 0;) {
    order[depth] = steps[depth][at].second;
    at = steps[depth][at].first;
  }
  return order;
}

/// Moves single nodes of an order to the earliest or the latest place their
/// dependences allow, while that lowers the no-recompute peak, or keeps it
/// and lowers the memory summed over the steps (which makes room for later
/// moves). The beam decides each depth by the sets it can keep; a move
/// here may trade across the whole order: on a random layered graph of
/// 1,000 nodes it lowers the beam's peak by 3.8%.
class OrderImprover {
public:
  OrderImprover(const OrderModel &model, Effort &effort,
                std::vector<NodeId> order)
      : model(model), effort(effort), order(std::move(order)),
        pos(model.numNodes), lastPos(model.storageBytes.size()) {
    measure();
  }

  /// Sweeps over the nodes in id order, first improvement, until a sweep
  /// finds none or the work runs out.
  std::vector<NodeId> run();

private:
  /// Positions, the memory while each step computes and its prefix and
  /// suffix maxima, for the current order.
  void measure();
  /// Position of `x` once the node at `from` moves to `to`.
  uint32_t movedPos(NodeId x, uint32_t from, uint32_t to) const {
    uint32_t p = pos[x];
    if (p == from)
      return to;
    if (from < to && p > from && p <= to)
      return p - 1;
    if (to < from && p >= to && p < from)
      return p + 1;
    return p;
  }
  /// Whether moving the node at `from` to `to` lowers (peak, summed memory);
  /// re-simulates the steps in between only.
  bool improves(uint32_t from, uint32_t to);

  const OrderModel &model;
  Effort &effort;
  std::vector<NodeId> order;
  std::vector<uint32_t> pos;
  std::vector<uint32_t> lastPos; ///< Per storage: where its last closer is.
  /// Per position: bytes held before the step; the most held while a step
  /// up to it, or from it on, computes; and the summed memory before it.
  std::vector<uint64_t> before, prefixMax, suffixMax, prefixSum;
  uint64_t peak = 0, sum = 0;
};

void OrderImprover::measure() {
  unsigned n = model.numNodes;
  for (auto [i, v] : llvm::enumerate(order))
    pos[v] = uint32_t(i);
  uint64_t steps = 0;
  for (auto [r, closers] : llvm::enumerate(model.closers)) {
    lastPos[r] = 0;
    for (NodeId c : closers)
      lastPos[r] = std::max(lastPos[r], pos[c]);
    steps += closers.size();
  }
  before.assign(n, 0);
  std::vector<uint64_t> during(n);
  prefixSum.assign(n + 1, 0);
  uint64_t live = 0;
  for (uint32_t k = 0; k < n; ++k) {
    NodeId v = order[k];
    before[k] = live;
    during[k] = live + model.allocBytes[v];
    live = during[k];
    for (TensorId r : model.touched[v])
      if (lastPos[r] == k)
        live -= model.storageBytes[r];
    prefixSum[k + 1] = prefixSum[k] + during[k];
    steps += 1 + model.touched[v].size();
  }
  prefixMax.assign(n, 0);
  suffixMax.assign(n, 0);
  for (uint32_t k = 0; k < n; ++k)
    prefixMax[k] = std::max(k ? prefixMax[k - 1] : 0, during[k]);
  for (uint32_t k = n; k-- > 0;)
    suffixMax[k] = std::max(k + 1 < n ? suffixMax[k + 1] : 0, during[k]);
  peak = prefixMax[n - 1];
  sum = prefixSum[n];
  effort.spend(steps / kStepsPerUnit + 1);
}

bool OrderImprover::improves(uint32_t from, uint32_t to) {
  uint32_t lo = std::min(from, to), hi = std::max(from, to);
  uint64_t live = before[lo], windowMax = 0, windowSum = 0, steps = 0;
  for (uint32_t k = lo; k <= hi; ++k) {
    NodeId v = k == to ? order[from] : from < to ? order[k + 1] : order[k - 1];
    uint64_t d = live + model.allocBytes[v];
    windowMax = std::max(windowMax, d);
    windowSum += d;
    live = d;
    for (TensorId r : model.touched[v]) {
      uint32_t last = 0;
      for (NodeId c : model.closers[r])
        last = std::max(last, movedPos(c, from, to));
      steps += 1 + model.closers[r].size();
      if (last == k)
        live -= model.storageBytes[r];
    }
  }
  effort.spend(steps / kStepsPerUnit + 1);
  uint64_t newPeak = std::max({windowMax, lo ? prefixMax[lo - 1] : 0,
                               hi + 1 < order.size() ? suffixMax[hi + 1] : 0});
  uint64_t newSum = sum - (prefixSum[hi + 1] - prefixSum[lo]) + windowSum;
  return std::tie(newPeak, newSum) < std::tie(peak, sum);
}

std::vector<NodeId> OrderImprover::run() {
  unsigned n = model.numNodes;
  for (bool improved = true; improved && !effort.exhausted();) {
    improved = false;
    for (NodeId v = 0; v < n && !effort.exhausted(); ++v) {
      uint32_t at = pos[v], earliest = 0, latest = n - 1;
      for (NodeId p : model.preds[v])
        earliest = std::max(earliest, pos[p] + 1);
      for (NodeId s : model.succs[v])
        latest = std::min(latest, pos[s] - 1);
      for (uint32_t to : {earliest, latest}) {
        if (to == at || !improves(at, to))
          continue;
        auto first = order.begin();
        if (at < to)
          std::rotate(first + at, first + at + 1, first + to + 1);
        else
          std::rotate(first + to, first + at, first + at + 1);
        measure();
        improved = true;
        break;
      }
    }
  }
  return std::move(order);
}
} // namespace

std::optional<ReorderedGraph> searchMemoryOrder(const RematGraph &graph,
                                                uint64_t idOrderPeak,
                                                Effort &effort) {
  if (graph.numNodes() < 2)
    return std::nullopt;
  OrderModel model(graph);
  // The beam's share of the work, then the moves' (the rest).
  Effort beamEffort = effort.share(kBeamSeconds / kMemoryOrderSeconds);
  BeamSearch search(model, beamEffort);
  std::optional<std::vector<NodeId>> order =
      search.run(search.widthFor(beamEffort.left() / 2));
  effort.absorb(beamEffort);
  if (!order)
    return std::nullopt;
  order = OrderImprover(model, effort, std::move(*order)).run();
  ReorderedGraph reordered = reorderGraph(graph, *order);
  if (reordered.peakBytes >= idOrderPeak)
    return std::nullopt;
  return reordered;
}

} // namespace remat
