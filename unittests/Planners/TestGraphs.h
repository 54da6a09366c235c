//===- TestGraphs.h - Small graphs and a brute-force optimum ----*- C++ -*-===//
//
// Shared by the planner tests: builders of small graphs whose optimum is known
// (or cheap to find), and an exact planner by exhaustive search, so each
// planner can be compared against the true optimum of the memory model.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_UNITTESTS_PLANNERS_TESTGRAPHS_H
#define REMAT_UNITTESTS_PLANNERS_TESTGRAPHS_H

#include "remat/Graph/GraphIO.h"
#include "remat/Graph/Plan.h"
#include "remat/Graph/RematGraph.h"
#include "remat/Planners/PlanningDriver.h"

#include "llvm/Support/FileSystem.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <queue>
#include <random>
#include <string>
#include <vector>

/// Tests of time limits: a sanitized build (REMAT_SANITIZE) runs remat's
/// code 5 to 10 times slower, beyond what their margins allow.
#ifdef REMAT_SANITIZED
#define SKIP_TIMING_UNDER_SANITIZERS()                                         \
  GTEST_SKIP() << "a time limit, in a sanitized build"
#else
#define SKIP_TIMING_UNDER_SANITIZERS() (void)0
#endif

namespace remat::testgraphs {

/// The planner called `name`, composed as the tools run it.
inline std::unique_ptr<Planner> plannerNamed(
    llvm::StringRef name,
    const MILPPlannerOptions &milp = MILPPlannerOptions::fromEnvironment()) {
  std::optional<SolverKind> kind = parseEnum<SolverKind>(name);
  EXPECT_TRUE(kind) << "no planner '" << name.str() << "'";
  return createPlanner(kind.value_or(SolverKind::Auto), milp);
}

/// The graph file at `path` (Checkmate's format): std::nullopt where it is
/// missing (a checkout without ../shared), and a test failure as well where
/// it does not load.
inline std::optional<LoadedGraph> loadGraphFile(const std::string &path) {
  if (!llvm::sys::fs::exists(path))
    return std::nullopt;
  llvm::Expected<LoadedGraph> loaded = loadCheckmateGraph(path);
  if (!loaded) {
    ADD_FAILURE() << path << ": " << llvm::toString(loaded.takeError());
    return std::nullopt;
  }
  return std::move(*loaded);
}

/// Declares `loaded`, the graph file at `path` (loadGraphFile), or skips
/// the test where the file is missing.
#define LOAD_GRAPH_OR_SKIP(loaded, path)                                       \
  std::optional<LoadedGraph> loaded = loadGraphFile(path);                     \
  if (!loaded)                                                                 \
  GTEST_SKIP() << "no graph at " << (path)

/// A forward chain of `n` nodes, each reading the previous one; the last is
/// the output. Minimal budget 2 * bytes, at cost n * cost.
inline RematGraph makeChain(unsigned n, uint64_t bytes = 1, double cost = 1) {
  RematGraph g("chain" + std::to_string(n));
  for (unsigned i = 0; i < n; ++i) {
    std::vector<TensorId> ops;
    if (i > 0)
      ops.push_back(g.node(i - 1).results[0]);
    g.addNode("f" + std::to_string(i), ops, {bytes}, cost, cost);
  }
  g.markOutput(g.node(n - 1).results[0]);
  return g;
}

/// Appends a backward pass mirroring `forward` (a graph without inputs whose
/// results are one tensor per node): the gradient node of v reads v's
/// operands, v's result and the gradients of v's users; the gradient of the
/// first node is the only output. Sizes and costs mirror the forward ones.
inline RematGraph makeTraining(const RematGraph &forward) {
  RematGraph g(std::string(forward.getName()) + "_train");
  unsigned n = forward.numNodes();
  for (NodeId v = 0; v < n; ++v) {
    const Node &node = forward.node(v);
    g.addNode(node.name, node.operands,
              {forward.tensor(node.results[0]).bytes}, node.cost[0],
              node.cost[1]);
  }
  std::vector<TensorId> grad(n, kNone);
  for (NodeId v = n; v-- > 0;) {
    const Node &node = forward.node(v);
    std::vector<TensorId> ops(node.operands.begin(), node.operands.end());
    ops.push_back(node.results[0]);
    for (NodeId u : forward.tensor(node.results[0]).users)
      ops.push_back(grad[u]);
    std::sort(ops.begin(), ops.end());
    NodeId gv = g.addNode("d" + node.name, ops,
                          {forward.tensor(node.results[0]).bytes},
                          node.cost[0], node.cost[1]);
    g.node(gv).isBackward = true;
    grad[v] = g.node(gv).results[0];
  }
  g.markOutput(grad[0]);
  return g;
}

/// A training chain: n forward nodes, then n gradient nodes where the
/// gradient of f_i reads f_i, f_{i-1} and the gradient of f_{i+1}. With unit
/// sizes the minimal budget is 4 (for n >= 2).
inline RematGraph makeTrainingChain(unsigned n) {
  return makeTraining(makeChain(n));
}

/// Two branches joining: a -> {b, c} -> d.
inline RematGraph makeDiamond(uint64_t bBytes = 2, uint64_t cBytes = 3) {
  RematGraph g("diamond");
  NodeId a = g.addNode("a", {}, {1}, 1, 1);
  NodeId b = g.addNode("b", {g.node(a).results[0]}, {bBytes}, 2, 2);
  NodeId c = g.addNode("c", {g.node(a).results[0]}, {cBytes}, 3, 3);
  NodeId d = g.addNode("d", {g.node(b).results[0], g.node(c).results[0]}, {1},
                       1, 1);
  g.markOutput(g.node(d).results[0]);
  return g;
}

/// A training step of an MLP with `layers` layers as GraphBuilder makes one
/// from an imported PyTorch step: no Node::isBackward marks; the loss
/// returned first; a scalar constant read by both passes; the weight
/// transposes of the backward pass and its gradient seed listed before the
/// forward ops; views of an input and of an activation; bias gradients that
/// read gradients only. Activations take `act` bytes, weights `weight`.
struct ImportedStep {
  RematGraph graph;
  TensorId loss;
  std::vector<NodeId> forward; ///< The loss and its ancestors.
};
inline ImportedStep makeImportedTrainingStep(unsigned layers,
                                             uint64_t act = 64,
                                             uint64_t weight = 8) {
  ImportedStep s;
  RematGraph &g = s.graph;
  g.setName("imported_mlp" + std::to_string(layers));
  TensorId x = g.addInput("x", act), y = g.addInput("y", act);
  std::vector<TensorId> w, wt;
  for (unsigned l = 0; l < layers; ++l)
    w.push_back(g.addInput("w" + std::to_string(l), weight));
  auto add = [&](const char *name, std::vector<TensorId> ops, uint64_t bytes,
                 double cost) {
    return g.node(g.addNode(name, ops, {bytes}, cost, cost)).results[0];
  };
  TensorId zero = add("arith.constant", {}, 0, 0);
  s.forward.push_back(g.tensor(zero).producer);
  for (unsigned l = 0; l < layers; ++l)
    wt.push_back(add("linalg.transpose", {w[l]}, weight, 1));
  TensorId seed = add("arith.constant", {}, 0, 0);
  TensorId xv = add("tensor.collapse_shape", {x}, act, 0);
  g.setAlias(xv, x);
  s.forward.push_back(g.tensor(xv).producer);
  std::vector<TensorId> z, h;
  TensorId prev = xv;
  for (unsigned l = 0; l < layers; ++l) {
    z.push_back(add("linalg.matmul", {prev, w[l], zero}, act, 10));
    h.push_back(add("linalg.generic", {z.back(), zero}, act, 1));
    prev = h.back();
    s.forward.push_back(g.tensor(z.back()).producer);
    s.forward.push_back(g.tensor(h.back()).producer);
  }
  TensorId diff = add("linalg.sub", {prev, y}, act, 1);
  TensorId flat = add("tensor.collapse_shape", {diff}, act, 0);
  g.setAlias(flat, diff);
  s.loss = add("linalg.generic", {flat, zero}, 4, 1);
  for (TensorId t : {diff, flat, s.loss})
    s.forward.push_back(g.tensor(t).producer);
  g.markOutput(s.loss);
  TensorId dh = add("linalg.generic", {diff, seed}, act, 1);
  for (unsigned l = layers; l-- > 0;) {
    TensorId dz = add("linalg.generic", {dh, z[l], zero}, act, 1);
    g.markOutput(add("linalg.matmul", {l ? h[l - 1] : xv, dz, zero}, weight,
                     10));
    g.markOutput(add("linalg.generic", {dz}, 4, 1));
    if (l)
      dh = add("linalg.matmul", {dz, wt[l], zero}, act, 10);
  }
  return s;
}

/// A U-Net-like forward graph: encoder e_1..e_depth, decoder
/// u_depth..u_1 where u_i reads u_{i+1} (or e_depth) and the skip e_i.
/// Encoder tensors shrink with depth, so skips dominate memory.
inline RematGraph makeUNet(unsigned depth) {
  RematGraph g("unet" + std::to_string(depth));
  std::vector<TensorId> enc;
  for (unsigned i = 0; i < depth; ++i) {
    std::vector<TensorId> ops;
    if (i > 0)
      ops.push_back(enc.back());
    NodeId e = g.addNode("e" + std::to_string(i), ops, {uint64_t(depth - i)},
                         double(i + 1), double(i + 1));
    enc.push_back(g.node(e).results[0]);
  }
  TensorId prev = enc.back();
  for (unsigned i = depth - 1; i-- > 0;) {
    NodeId u = g.addNode("u" + std::to_string(i), {enc[i], prev},
                         {uint64_t(depth - i)}, double(i + 1), double(i + 1));
    prev = g.node(u).results[0];
  }
  g.markOutput(prev);
  return g;
}

/// A random DAG of `n` nodes: each node reads 1-3 earlier ones, mostly
/// recent, with sizes in [1, 4] and costs in [1, 5]; sinks are outputs.
inline RematGraph makeRandomDag(unsigned n, unsigned seed) {
  std::mt19937 rng(seed);
  RematGraph g("random" + std::to_string(n) + "_s" + std::to_string(seed));
  for (unsigned i = 0; i < n; ++i) {
    std::vector<TensorId> ops;
    if (i > 0) {
      unsigned k = 1 + rng() % std::min(3u, i);
      while (ops.size() < k) {
        unsigned back = 1 + rng() % std::min(i, 4u);
        TensorId t = g.node(i - back).results[0];
        if (std::find(ops.begin(), ops.end(), t) == ops.end())
          ops.push_back(t);
      }
      std::sort(ops.begin(), ops.end());
    }
    // Drawn in sequence: the order in which a compiler evaluates call
    // arguments is unspecified (GCC's, right to left, made these graphs;
    // clang's made others).
    double cpuCost = double(1 + rng() % 5);
    double gpuCost = double(1 + rng() % 5);
    uint64_t bytes = 1 + rng() % 4;
    g.addNode("n" + std::to_string(i), ops, {bytes}, gpuCost, cpuCost);
  }
  for (TensorId t = 0; t < g.numTensors(); ++t)
    if (g.tensor(t).users.empty())
      g.markOutput(t);
  return g;
}

/// A link on which moving a tensor costs about as much as computing one.
inline void addHostLink(RematGraph &g) {
  double bytes = 0;
  for (const Tensor &t : g.getTensors())
    bytes += t.bytes;
  HostLink link;
  link.bandwidth = bytes / g.totalCost();
  g.setHostLink(link);
}

/// A random training-like graph with graph inputs, views and hints.
inline RematGraph makeMixedGraph(unsigned seed) {
  std::mt19937 rng(seed);
  RematGraph g("mixed_s" + std::to_string(seed));
  TensorId w = g.addInput("w", 1 + rng() % 2);
  std::vector<TensorId> values;
  for (unsigned i = 0; i < 8; ++i) {
    std::vector<TensorId> ops;
    if (!values.empty())
      ops.push_back(values[values.size() - 1 -
                           rng() % std::min<size_t>(3, values.size())]);
    if (rng() % 3 == 0)
      ops.push_back(w);
    std::sort(ops.begin(), ops.end());
    ops.erase(std::unique(ops.begin(), ops.end()), ops.end());
    NodeId k =
        g.addNode("n" + std::to_string(i), ops, {uint64_t(1 + rng() % 4)},
                  double(1 + rng() % 4), double(1 + rng() % 6));
    TensorId r = g.node(k).results[0];
    // Some nodes are views of their first operand.
    if (!ops.empty() && rng() % 4 == 0 && ops[0] != w)
      g.setAlias(r, ops[0]);
    switch (rng() % 8) {
    case 0:
      g.node(k).hints.neverOffload = true;
      break;
    case 1:
      g.node(k).hints.neverRecompute = true;
      break;
    case 2:
      g.node(k).hints.pinnedDevice = static_cast<int>(DeviceKind::GPU);
      break;
    default:
      break;
    }
    values.push_back(r);
  }
  for (TensorId t = 0; t < g.numTensors(); ++t)
    if (g.tensor(t).producer != kNone && g.tensor(t).users.empty())
      g.markOutput(t);
  addHostLink(g);
  return g;
}

/// Bytes resident for a set of tensors, counting each alias class once.
inline uint64_t residentBytes(const RematGraph &g, uint64_t residentMask) {
  uint64_t classes = 0, bytes = 0;
  for (TensorId t = 0; t < g.numTensors(); ++t)
    if (residentMask >> t & 1) {
      TensorId root = g.storageOf(t);
      if (!(classes >> root & 1)) {
        classes |= uint64_t(1) << root;
        bytes += g.tensor(root).bytes;
      }
    }
  return bytes;
}

struct BruteForceResult {
  double cost = 0;
  Plan plan;
};

/// The cheapest compute/free plan (GPU costs) whose peak fits `budget`, by
/// Dijkstra over (computed-once set, resident set) states; std::nullopt when
/// no plan exists or more than `maxStates` states were reached. Exact for the
/// simulator's memory model restricted to compute and free events. With
/// `idOrder`, nodes are computed for the first time in id order (the plans
/// of Checkmate's stage model and of planners that follow the baseline
/// order); recomputations are unrestricted either way. Needs at most 64
/// nodes and 64 tensors; practical up to ~14 nodes.
inline std::optional<BruteForceResult>
bruteForceOptimal(const RematGraph &g, uint64_t budget, bool idOrder = false,
                  size_t maxStates = 2000000) {
  unsigned n = g.numNodes(), nt = g.numTensors();
  if (n > 64 || nt > 64)
    return std::nullopt;
  using State = std::pair<uint64_t, uint64_t>; // (computed, resident)
  uint64_t allNodes = n == 64 ? ~uint64_t(0) : (uint64_t(1) << n) - 1;
  uint64_t outputs = 0, start = 0;
  for (TensorId t = 0; t < nt; ++t) {
    if (g.tensor(t).isOutput)
      outputs |= uint64_t(1) << t;
    if (g.tensor(t).producer == kNone)
      start |= uint64_t(1) << t;
  }
  if (residentBytes(g, start) > budget)
    return std::nullopt;
  struct Info {
    double dist;
    State parent;
    Event via;
  };
  std::map<State, Info> info;
  using Item = std::pair<double, State>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
  State s0{0, start};
  info[s0] = {0.0, s0, Event::compute(0)};
  queue.push({0.0, s0});
  auto relax = [&](const State &from, double d, const State &to, Event e) {
    auto it = info.find(to);
    if (it != info.end() && it->second.dist <= d)
      return;
    info[to] = {d, from, e};
    queue.push({d, to});
  };
  while (!queue.empty()) {
    auto [d, s] = queue.top();
    queue.pop();
    if (info[s].dist < d)
      continue;
    if (s.first == allNodes && (s.second & outputs) == outputs) {
      BruteForceResult r;
      r.cost = d;
      for (State cur = s; cur != s0; cur = info[cur].parent)
        r.plan.push_back(info[cur].via);
      std::reverse(r.plan.begin(), r.plan.end());
      return r;
    }
    if (info.size() > maxStates)
      return std::nullopt;
    for (NodeId v = 0; v < n; ++v) {
      const Node &node = g.node(v);
      uint64_t needs = 0, adds = 0;
      for (TensorId t : node.operands)
        needs |= uint64_t(1) << t;
      for (TensorId t : node.results)
        adds |= uint64_t(1) << t;
      if ((s.second & needs) != needs || (s.second & adds) == adds)
        continue;
      // First computations in id order: the computed set is a prefix.
      if (idOrder && !(s.first >> v & 1) &&
          s.first != (uint64_t(1) << v) - 1)
        continue;
      uint64_t resident = s.second | adds;
      if (residentBytes(g, resident) > budget)
        continue;
      relax(s, d + node.cost[0], {s.first | uint64_t(1) << v, resident},
            Event::compute(v));
    }
    for (TensorId t = 0; t < nt; ++t)
      if (s.second >> t & 1 && g.tensor(t).producer != kNone)
        relax(s, d, {s.first, s.second & ~(uint64_t(1) << t)}, Event::free(t));
  }
  return std::nullopt;
}

} // namespace remat::testgraphs

#endif // REMAT_UNITTESTS_PLANNERS_TESTGRAPHS_H
