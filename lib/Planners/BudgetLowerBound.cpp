//===- BudgetLowerBound.cpp - What every plan of a graph holds ------------===//
//
// The proven lower bound of the minimal feasible budget
// (computeBudgetLowerBound): the moments every valid plan has, and what
// they hold at least.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"
#include "remat/Planners/MinimalBudget.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <deque>

using namespace llvm;

namespace remat {

uint64_t classBytes(const RematGraph &graph, ArrayRef<TensorId> tensors) {
  SmallDenseSet<TensorId, 8> roots;
  uint64_t bytes = 0;
  for (TensorId t : tensors) {
    TensorId root = graph.storageOf(t);
    if (roots.insert(root).second)
      bytes += graph.tensor(root).bytes;
  }
  return bytes;
}

/// Whether every valid plan computes `node` on the GPU: a node runs on the
/// CPU only where it is pinned there or a host link lets its operands and
/// results move, and never when it reads a graph input (inputs stay in
/// device memory).
static bool runsOnGpu(const RematGraph &graph, const Node &node, bool gpuOnly) {
  const int gpu = static_cast<int>(DeviceKind::GPU);
  if (node.hints.pinnedDevice >= 0)
    return node.hints.pinnedDevice == gpu;
  if (gpuOnly || !graph.getHostLink().available())
    return true;
  return llvm::any_of(node.operands, [&](TensorId t) {
    return graph.tensor(graph.storageOf(t)).producer == kNone;
  });
}

namespace {

/// Which storage roots are graph inputs' (by root): they stay resident
/// throughout, and no plan makes them.
std::vector<bool> inputRoots(const RematGraph &graph) {
  std::vector<bool> isInput(graph.numTensors(), false);
  for (TensorId t : graph.getInputs())
    isInput[graph.storageOf(t)] = true;
  return isInput;
}

/// Sets `roots` to the distinct storage roots of `tensors` that are not
/// graph inputs' (`isInput`), sorted; with `nonEmpty`, only those holding
/// bytes.
void nonInputRoots(const RematGraph &graph, const std::vector<bool> &isInput,
                   ArrayRef<TensorId> tensors, bool nonEmpty,
                   SmallVectorImpl<TensorId> &roots) {
  roots.clear();
  for (TensorId t : tensors) {
    TensorId root = graph.storageOf(t);
    if (!isInput[root] && (!nonEmpty || graph.tensor(root).bytes))
      roots.push_back(root);
  }
  llvm::sort(roots);
  roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
}

/// Without swaps, what some moment of every plan holds, followed back
/// through the computations that made it resident. An alias class becomes
/// resident only by computing its root's producer (its views are made from
/// a resident member), so of the classes resident at a moment M, the one
/// made resident last was made by that producer q while all the others
/// were already resident and stayed so until M; q's operands were resident
/// too, and q's results are made. Which class came last is not known: the
/// bound of M is the least over the candidates of that earlier moment's
/// bound, followed back `depth` computations (what holds a skip connection
/// while the decoder below it is recomputed). The search is pruned against
/// the bound found so far and counts its work, so its answer depends on
/// the graph alone.
class ResidencyChain {
public:
  ResidencyChain(const RematGraph &graph, bool gpuOnly)
      : graph(graph), gpuOnly(gpuOnly), isInput(inputRoots(graph)),
        inputBytes(classBytes(graph, graph.getInputs())) {}

  /// Raises `bound` to what the moment holding `resident` (each made
  /// resident before it) and the just-made `made` needs, followed back
  /// `depth` computations. Depth 1 is always searched whole; deeper, the
  /// search stops where the work is spent.
  void raise(ArrayRef<TensorId> resident, ArrayRef<TensorId> made,
             unsigned depth, uint64_t &bound) {
    capped = depth > 1;
    State state = rootsOf(resident);
    uint64_t v = follow(state, momentBytes(state, made), depth, bound);
    bound = std::max(bound, v);
  }
  bool exhausted() const { return work >= kWork; }

private:
  using State = SmallVector<TensorId, 16>; // Sorted non-input roots.
  /// The work (moments weighed, by their tensors) of the deeper searches,
  /// of all moments together: about 15 ms, as planners compute the bound
  /// several times and do not check the clock meanwhile.
  static constexpr uint64_t kWork = 250'000;

  State rootsOf(ArrayRef<TensorId> tensors) {
    State roots;
    nonInputRoots(graph, isInput, tensors, /*nonEmpty=*/false, roots);
    return roots;
  }

  uint64_t momentBytes(const State &state, ArrayRef<TensorId> made) {
    uint64_t bytes = inputBytes;
    for (TensorId root : state)
      bytes += graph.tensor(root).bytes;
    for (TensorId root : rootsOf(made))
      if (!llvm::is_contained(state, root))
        bytes += graph.tensor(root).bytes;
    work += state.size() + made.size();
    return bytes;
  }

  /// A value above `threshold` is a proven bound of the moment; one at or
  /// below it only says the moment raises nothing above `threshold`.
  uint64_t follow(const State &state, uint64_t bytes, unsigned depth,
                  uint64_t threshold) {
    if (depth == 0 || (capped && exhausted()))
      return bytes;
    threshold = std::max(threshold, bytes);
    struct Earlier {
      uint64_t bytes;
      NodeId producer;
      State state;
    };
    SmallVector<Earlier, 8> earlier;
    for (TensorId root : state) {
      NodeId q = graph.tensor(root).producer;
      if (q == kNone || !runsOnGpu(graph, graph.node(q), gpuOnly))
        return bytes; // Not followed: the class may come another way.
      if (llvm::any_of(earlier,
                       [&](const Earlier &e) { return e.producer == q; }))
        continue;
      const Node &maker = graph.node(q);
      State before = rootsOf(maker.operands);
      State made = rootsOf(maker.results);
      for (TensorId r : state)
        if (!llvm::is_contained(made, r) && !llvm::is_contained(before, r))
          before.push_back(r);
      llvm::sort(before);
      uint64_t at = momentBytes(before, maker.results);
      earlier.push_back({at, q, std::move(before)});
    }
    // The least first: it decides the minimum soonest.
    llvm::sort(earlier, [](const Earlier &a, const Earlier &b) {
      return std::tie(a.bytes, a.producer) < std::tie(b.bytes, b.producer);
    });
    uint64_t least = UINT64_MAX;
    for (const Earlier &e : earlier) {
      least = std::min(least, follow(e.state, e.bytes, depth - 1, threshold));
      if (least <= threshold)
        break;
    }
    return earlier.empty() ? bytes : std::max(bytes, least);
  }

  const RematGraph &graph;
  bool gpuOnly;
  std::vector<bool> isInput; // By root.
  uint64_t inputBytes = 0;
  uint64_t work = 0;
  bool capped = false;
};

} // namespace

/// Without swaps, the peak of every plan in which node n computes while
/// class h is resident (h = kNone: of every plan, as n computes in each).
/// Besides what that moment holds, the class of X (the non-empty,
/// non-input classes n reads, and h) made resident last was made by its
/// root's producer while the others of X were resident, and they stayed so
/// until the moment: so for each c of X that may have come last, the peak
/// is at least that of (k, the maker of c) for every other k of X. Any subset
/// of X gives such a bound; X itself and its pairs are taken. This follows a
/// tensor held across a recomputation as far back as it goes (a gradient
/// waiting while the forward activations it meets are made again), where
/// ResidencyChain's search is cut by its depth. The values start at the
/// moments' bytes and only rise towards the least fixpoint; each is a bound
/// wherever the work stops it, and the worklist's order is fixed, so the answer
/// depends on the graph and the work alone.
class HeldResidency {
public:
  HeldResidency(const RematGraph &graph, Effort &effort)
      : graph(graph), effort(effort) {
    std::vector<bool> isInput = inputRoots(graph);
    inputBytes = classBytes(graph, graph.getInputs());
    auto classesOf = [&](ArrayRef<TensorId> tensors, bool nonEmpty) {
      SmallVector<TensorId, 4> roots;
      nonInputRoots(graph, isInput, tensors, nonEmpty, roots);
      return roots;
    };
    maker.assign(graph.numTensors(), kNone);
    for (TensorId t = 0; t < graph.numTensors(); ++t) {
      NodeId q = graph.tensor(t).producer;
      if (graph.storageOf(t) == t && q != kNone &&
          runsOnGpu(graph, graph.node(q), /*gpuOnly=*/false))
        maker[t] = q;
    }
    for (NodeId n = 0; n < graph.numNodes(); ++n) {
      const Node &node = graph.node(n);
      reads.push_back(classesOf(node.operands, /*nonEmpty=*/true));
      writes.push_back(classesOf(node.results, /*nonEmpty=*/false));
      SmallVector<TensorId, 8> both(reads.back().begin(), reads.back().end());
      llvm::append_range(both, writes.back());
      local.push_back(inputBytes + classBytes(graph, both));
      if (runsOnGpu(graph, node, /*gpuOnly=*/false))
        starts.push_back(stateOf(kNone, n));
    }
  }

  /// The largest bound of the moments every plan has, where the work ends.
  uint64_t bound() {
    while (!queue.empty() && !effort.exhausted() &&
           states.size() < kMaxStates) {
      unsigned s = queue.front();
      queue.pop_front();
      states[s].queued = false;
      evaluate(s);
    }
    uint64_t bound = inputBytes;
    for (unsigned s : starts)
      bound = std::max(bound, states[s].value);
    return bound;
  }

private:
  /// 150 MB: a search that only tightens, so what it left is a bound all
  /// the same.
  static constexpr size_t kMaxStates = 1'000'000;

  struct State {
    TensorId held;
    NodeId node;
    uint64_t value;
    /// The states of (k, maker of c) by row c and column k of X, from
    /// `earlierBegin` on in `earlier` (kNone where not followed).
    unsigned earlierBegin = 0, size = 0;
    bool queued = false, expanded = false;
  };

  unsigned stateOf(TensorId held, NodeId node) {
    auto [it, inserted] = index.try_emplace((uint64_t(held) << 32) | node,
                                            unsigned(states.size()));
    if (!inserted)
      return it->second;
    uint64_t value = local[node];
    if (holdsBeside(held, node))
      value += graph.tensor(held).bytes;
    states.push_back({held, node, value});
    parents.emplace_back();
    enqueue(it->second);
    effort.spend();
    return it->second;
  }

  /// Whether `held` is a class of its own beside what `node` reads and
  /// writes (not one of them, and not none).
  bool holdsBeside(TensorId held, NodeId node) const {
    return held != kNone && !llvm::is_contained(reads[node], held) &&
           !llvm::is_contained(writes[node], held);
  }

  void enqueue(unsigned s) {
    if (!states[s].queued) {
      states[s].queued = true;
      queue.push_back(s);
    }
  }

  void expand(unsigned s) {
    State state = states[s]; // stateOf grows `states`.
    SmallVector<TensorId, 8> x(reads[state.node].begin(),
                               reads[state.node].end());
    if (holdsBeside(state.held, state.node))
      x.push_back(state.held);
    unsigned m = x.size(), begin = earlier.size();
    earlier.resize(begin + m * m, kNone);
    for (unsigned c = 0; c < m; ++c)
      for (unsigned k = 0; k < m && maker[x[c]] != kNone; ++k)
        if (k != c) {
          unsigned e = stateOf(x[k], maker[x[c]]);
          parents[e].push_back(s);
          earlier[begin + c * m + k] = e;
        }
    State &done = states[s];
    done.earlierBegin = begin;
    done.size = m;
    done.expanded = true;
  }

  void evaluate(unsigned s) {
    if (!states[s].expanded)
      expand(s);
    const State &state = states[s];
    unsigned m = state.size;
    effort.spend(m * m + 1);
    if (m < 2)
      return;
    // The bound of the earlier moment where c was made last, holding k
    // (0: not followed).
    auto at = [&](unsigned c, unsigned k) -> uint64_t {
      unsigned e = earlier[state.earlierBegin + c * m + k];
      return e == kNone ? 0 : states[e].value;
    };
    // X: the least over the c that may come last of the most that waits.
    uint64_t all = UINT64_MAX;
    for (unsigned c = 0; c < m && all; ++c) {
      uint64_t most = 0;
      for (unsigned k = 0; k < m; ++k)
        most = std::max(most, at(c, k));
      all = std::min(all, most);
    }
    uint64_t value = std::max(state.value, all);
    // Its pairs: one waited while the other was made.
    for (unsigned a = 0; a < m; ++a)
      for (unsigned b = a + 1; b < m; ++b)
        value = std::max(value, std::min(at(a, b), at(b, a)));
    if (value <= state.value)
      return;
    states[s].value = value;
    for (unsigned p : parents[s])
      enqueue(p);
  }

  const RematGraph &graph;
  uint64_t inputBytes = 0;
  std::vector<NodeId> maker; // By root: its producer where on the GPU.
  std::vector<SmallVector<TensorId, 4>> reads, writes; // By node: classes.
  std::vector<uint64_t> local; // By node: the inputs and its classes.
  std::vector<State> states;
  DenseMap<uint64_t, unsigned> index; // (held, node) -> state.
  std::vector<SmallVector<unsigned, 4>> parents;
  std::vector<unsigned> earlier;
  std::vector<unsigned> starts;
  std::deque<unsigned> queue;
  Effort &effort;
};

/// Without swaps, an output becomes resident only by its producer's
/// computation, so after the last computation of each output's producer the
/// output stays resident to the end. At the last computation of producer p,
/// the outputs of the producers whose last computation came before are
/// resident, besides p's operands and results. The order of these last
/// computations is free (recomputation may put them anywhere), and the
/// least peak over all orders puts first the producers that hold the most
/// besides their own outputs (an exchange argument: swapping two adjacent
/// producers so never lowers the larger of their two moments). `live` is
/// scratch holding the inputs in its first `numInputs` entries.
static uint64_t outputOrderBound(const RematGraph &graph,
                                 std::vector<TensorId> &live,
                                 size_t numInputs) {
  live.resize(numInputs);
  const uint64_t inputBytes = classBytes(graph, live);
  DenseMap<TensorId, NodeId> outputRoots; // root -> its producer
  for (TensorId t = 0; t < graph.numTensors(); ++t) {
    TensorId root = graph.storageOf(t);
    NodeId producer = graph.tensor(root).producer;
    if (graph.tensor(t).isOutput && producer != kNone)
      outputRoots.try_emplace(root, producer);
  }
  MapVector<NodeId, uint64_t> own; // producer -> bytes of its outputs
  for (auto [root, producer] : outputRoots)
    own[producer] += graph.tensor(root).bytes;
  // Each producer's moment besides the outputs made before it: its
  // operands and results, less the outputs of other producers (those of
  // earlier ones are counted in the prefix, later ones' may be left out).
  struct Moment {
    NodeId node;
    uint64_t own, holds;
  };
  std::vector<Moment> moments;
  for (auto [producer, ownBytes] : own) {
    const Node &n = graph.node(producer);
    live.resize(numInputs);
    for (ArrayRef<TensorId> ts : {ArrayRef(n.operands), ArrayRef(n.results)})
      for (TensorId t : ts) {
        auto it = outputRoots.find(graph.storageOf(t));
        if (it == outputRoots.end() || it->second == producer)
          live.push_back(t);
      }
    moments.push_back(
        {producer, ownBytes, classBytes(graph, live) - inputBytes});
  }
  llvm::sort(moments, [](const Moment &a, const Moment &b) {
    if (a.holds - a.own != b.holds - b.own)
      return a.holds - a.own > b.holds - b.own;
    return a.node < b.node;
  });
  uint64_t before = 0, bound = 0;
  for (const Moment &m : moments) {
    bound = std::max(bound, before + m.holds);
    before += m.own;
  }
  return inputBytes + bound;
}

uint64_t computeBudgetLowerBound(const RematGraph &graph, bool gpuOnly) {
  // The inputs stay resident throughout (the caller owns them), so each
  // moment's bound is theirs plus what that moment needs: the operands and
  // results of a node on the GPU, or all outputs at the end.
  std::vector<TensorId> live(graph.getInputs().begin(),
                             graph.getInputs().end());
  size_t numInputs = live.size();
  uint64_t bound = classBytes(graph, live);
  bool noSwaps = !graph.getHostLink().available();
  std::vector<std::pair<uint64_t, NodeId>> steps; // Largest first.
  for (NodeId id = 0; id < graph.numNodes(); ++id) {
    const Node &n = graph.node(id);
    if (!runsOnGpu(graph, n, gpuOnly))
      continue;
    live.resize(numInputs);
    live.insert(live.end(), n.operands.begin(), n.operands.end());
    live.insert(live.end(), n.results.begin(), n.results.end());
    uint64_t bytes = classBytes(graph, live);
    bound = std::max(bound, bytes);
    steps.push_back({bytes, id});
  }
  live.resize(numInputs);
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (graph.tensor(t).isOutput)
      live.push_back(t);
  bound = std::max(bound, classBytes(graph, live));
  if (!noSwaps)
    return bound;
  bound = std::max(bound, outputOrderBound(graph, live, numInputs));
  // The moments most likely to raise the bound first, so that the chains
  // of the others are cut short against it.
  ResidencyChain chain(graph, gpuOnly);
  llvm::sort(steps, [](auto a, auto b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  for (unsigned depth = 1; depth <= 32 && !chain.exhausted(); depth *= 2) {
    chain.raise(ArrayRef(live).drop_front(numInputs), {}, depth, bound);
    for (auto [bytes, id] : steps)
      chain.raise(graph.node(id).operands, graph.node(id).results, depth,
                  bound);
  }
  return bound;
}

uint64_t computeHeldResidencyBound(const RematGraph &graph, Effort &effort) {
  if (graph.getHostLink().available())
    return classBytes(graph, graph.getInputs());
  return HeldResidency(graph, effort).bound();
}

} // namespace remat
