//===- CheckmateModel.cpp - Checkmate's stage model on a RematGraph -------===//

#include "CheckmateModel.h"

#include "remat/Graph/Simulator.h"
#include "remat/Support/Subprocess.h"

#include <algorithm>
#include <cassert>
#include <climits>
#include <cmath>
#include <cstring>

using namespace remat;
using namespace remat::checkmate;
using milp::Term;

double checkmate::secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

// An iteration's time grows with the model: as (rows + columns)^0.7 on the
// stage models (Clp on random_layered_n100's and n250's at 80%, 114k and
// 934k rows and columns: 18,200 and 4,230 iterations a second on the
// reference machine).
double checkmate::unitsPerLPIteration(const milp::Problem &problem) {
  double size = double(problem.numRows() + problem.numVariables());
  return 0.24 * std::pow(size, 0.7);
}

// Branch and cut pays for cut passes, strong branching and heuristics at
// every node besides the LPs, which grows faster with the model: CBC took
// 1,020 iterations a second on random_layered_n100's stage models (35k rows
// and columns, preprocessed) and 90 on n250's (223k, not preprocessed) on
// the reference machine, over its whole search, root included.
double checkmate::unitsPerBranchAndCutIteration(const milp::Problem &problem) {
  double size = double(problem.numRows() + problem.numVariables());
  return 0.0147 * std::pow(size, 1.32);
}

uint64_t checkmate::lpIterationsFor(uint64_t units, double perIteration) {
  double iterations = std::floor(double(units) / perIteration);
  return uint64_t(std::clamp(iterations, 1.0, double(INT_MAX)));
}

GraphFacts checkmate::analyzeGraph(const RematGraph &graph) {
  GraphFacts f;
  unsigned n = graph.numNodes(), numTensors = graph.numTensors();
  f.numNodes = n;
  f.producer.resize(numTensors);
  f.root.resize(numTensors);
  f.bytes.assign(numTensors, 0);
  f.hazards.resize(numTensors);
  f.need.assign(numTensors, -1);
  f.nodeNeed.assign(n, -1);
  f.fixedNode.assign(n, 0);
  std::vector<std::vector<TensorId>> members(numTensors);
  for (TensorId t = 0; t < numTensors; ++t) {
    const Tensor &ten = graph.tensor(t);
    f.producer[t] = ten.producer;
    f.root[t] = graph.storageOf(t);
    members[f.root[t]].push_back(t);
    if (f.root[t] != t && graph.tensor(f.root[t]).producer != kNone)
      f.computedViews.push_back(t);
    if (f.root[t] == t) {
      if (ten.producer == kNone)
        f.inputBytes += ten.bytes;
      else
        f.bytes[t] = ten.bytes;
    }
  }
  for (TensorId r = 0; r < numTensors; ++r) {
    if (f.root[r] != r)
      continue;
    for (TensorId m : members[r])
      for (NodeId u : graph.tensor(m).users)
        f.hazards[r].push_back(u);
    llvm::sort(f.hazards[r]);
    f.hazards[r].erase(std::unique(f.hazards[r].begin(), f.hazards[r].end()),
                       f.hazards[r].end());
  }
  f.unshared.assign(numTensors, 0);
  for (TensorId t = 0; t < numTensors; ++t)
    f.unshared[t] = f.root[t] == t && f.isComputed(t);
  for (TensorId v : f.computedViews)
    f.unshared[f.root[v]] = 0;
  for (NodeId k = n; k-- > 0;) {
    const Node &node = graph.node(k);
    f.fixedNode[k] = node.hints.keep || node.hints.neverRecompute;
    int nodeNeed = k;
    for (TensorId r : node.results) {
      int need = graph.tensor(r).isOutput ? static_cast<int>(n) : -1;
      for (NodeId u : graph.tensor(r).users)
        need = std::max({need, static_cast<int>(u), f.nodeNeed[u]});
      // Views of r produced later keep its storage.
      for (TensorId m : members[r])
        if (m != r && f.producer[m] != kNone && f.producer[m] > k)
          need = std::max(need, f.need[m]);
      f.need[r] = need;
      nodeNeed = std::max(nodeNeed, need);
    }
    f.nodeNeed[k] = nodeNeed;
  }
  return f;
}

//===----------------------------------------------------------------------===//
// Schedules and plans
//===----------------------------------------------------------------------===//

Plan checkmate::planFromSchedule(const RematGraph &graph,
                                 const StageSchedule &schedule) {
  std::vector<NodeId> order;
  for (const auto &stage : schedule)
    order.insert(order.end(), stage.begin(), stage.end());
  // Backwards: the first read met of a tensor is the last read of the
  // instance produced by the closest earlier computation of its producer.
  // (The local search calls this for every move: flat arrays, no vector
  // per step.)
  unsigned numTensors = graph.numTensors();
  std::vector<int> lastRead(numTensors, -1);
  std::vector<uint8_t> seenProduction(numTensors, 0);
  std::vector<std::pair<uint32_t, TensorId>> frees; // (after step, tensor)
  for (size_t x = order.size(); x-- > 0;) {
    const Node &node = graph.node(order[x]);
    for (TensorId r : node.results) {
      bool lastInstance = !seenProduction[r];
      seenProduction[r] = 1;
      if (!(lastInstance && graph.tensor(r).isOutput))
        frees.push_back({static_cast<uint32_t>(
                             lastRead[r] >= 0 ? lastRead[r] : x),
                         r});
      lastRead[r] = -1;
    }
    for (TensorId op : node.operands)
      if (graph.tensor(op).producer != kNone && lastRead[op] < 0)
        lastRead[op] = static_cast<int>(x);
  }
  // Stable counting sort by step, then the events.
  std::vector<uint32_t> firstFree(order.size() + 1, 0);
  for (const auto &f : frees)
    ++firstFree[f.first + 1];
  for (size_t x = 0; x < order.size(); ++x)
    firstFree[x + 1] += firstFree[x];
  std::vector<TensorId> sorted(frees.size());
  std::vector<uint32_t> fill(firstFree.begin(), firstFree.end() - 1);
  for (const auto &f : frees)
    sorted[fill[f.first]++] = f.second;
  Plan plan;
  plan.reserve(order.size() + frees.size());
  for (size_t x = 0; x < order.size(); ++x) {
    plan.push_back(Event::compute(order[x]));
    for (uint32_t f = firstFree[x]; f < firstFree[x + 1]; ++f)
      plan.push_back(Event::free(sorted[f]));
  }
  return plan;
}

std::optional<StageSchedule>
checkmate::scheduleFromPlan(const RematGraph &graph, const Plan &plan) {
  unsigned n = graph.numNodes();
  StageSchedule schedule(n);
  std::vector<uint8_t> seen(n, 0);
  std::vector<NodeId> pending;
  NodeId next = 0;
  for (const Event &e : plan) {
    if (e.kind != Event::Kind::Compute)
      continue;
    if (e.id >= n)
      return std::nullopt;
    if (seen[e.id]) {
      pending.push_back(e.id);
      continue;
    }
    // A node computed first after a later one (normalizeFrees moved it
    // there) gets its own stage as well, where the model computes it.
    for (; next < e.id; ++next) {
      seen[next] = 1;
      schedule[next] = {next};
    }
    seen[e.id] = 1;
    pending.push_back(e.id);
    llvm::sort(pending);
    pending.erase(std::unique(pending.begin(), pending.end()), pending.end());
    schedule[next++] = std::move(pending);
    pending.clear();
  }
  if (next != n)
    return std::nullopt;
  return schedule;
}

/// Keeps only what stage t may hold (results of earlier nodes) and adds the
/// storage roots of the views it holds. Returns whether s[t] changed.
static bool sanitizeCheckpoints(const GraphFacts &facts,
                                std::vector<uint8_t> &row, unsigned t) {
  // Branch-free over raw pointers (which byte stores cannot alias), so
  // that it vectorizes: it runs for every stage a move touches (inputs'
  // producer is kNone, above every t).
  uint8_t dropped = 0;
  uint8_t *bits = row.data();
  const NodeId *producer = facts.producer.data();
  for (size_t i = 0, e = row.size(); i < e; ++i) {
    uint8_t allowed = producer[i] < t;
    dropped |= bits[i] & !allowed;
    bits[i] &= allowed;
  }
  bool changed = dropped;
  for (TensorId v : facts.computedViews) {
    TensorId r = facts.root[v];
    if (row[v] && !row[r]) {
      row[r] = 1;
      changed = true;
    }
  }
  return changed;
}

/// Whether the eight 0/1 bytes at `p` are all zero: the loops over rows
/// and node flags below skip most of them a word at a time.
static bool noneSet(const uint8_t *p) {
  uint64_t word;
  std::memcpy(&word, p, sizeof(word));
  return word == 0;
}

/// Stage t of scheduleFromCheckpoints from s[t] and s[t + 1]. Returns
/// whether s[t] changed (sanitized, or results of fixed nodes kept).
static bool scheduleStage(const RematGraph &graph, const GraphFacts &facts,
                          CheckpointSets &s, unsigned t,
                          std::vector<NodeId> &stage,
                          std::vector<uint8_t> &inStage) {
  std::vector<uint8_t> &row = s[t];
  bool changed = sanitizeCheckpoints(facts, row, t);
  inStage.assign(t + 1, 0);
  inStage[t] = 1;
  // Makes tensor i available during stage t (it is not checkpointed).
  auto require = [&](TensorId i) {
    NodeId p = facts.producer[i];
    if (p == kNone || row[i] || p == t)
      return;
    if (facts.fixedNode[p]) {
      row[i] = 1; // Kept since its only computation; stage t-1 provides it.
      if (facts.root[i] != i && facts.isComputed(facts.root[i]))
        row[facts.root[i]] = 1;
      changed = true;
      return;
    }
    inStage[p] = 1;
  };
  const uint8_t *kept = s[t + 1].data(), *bits = row.data();
  for (size_t i = 0, e = row.size(); i < e; ++i) {
    if (i % 8 == 0 && i + 8 <= e) {
      uint64_t keptWord, rowWord;
      std::memcpy(&keptWord, kept + i, 8);
      std::memcpy(&rowWord, bits + i, 8);
      if ((keptWord & ~rowWord) == 0) {
        i += 7;
        continue;
      }
    }
    if ((kept[i] & !bits[i]) && facts.isComputed(i) && facts.producer[i] <= t)
      require(i);
  }
  // Downwards, as requiring sets flags of earlier nodes only.
  for (unsigned k = t + 1; k-- > 0;) {
    if (k % 8 == 7 && noneSet(&inStage[k - 7])) {
      k -= 7;
      continue;
    }
    if (!inStage[k])
      continue;
    for (TensorId op : graph.node(k).operands)
      if (facts.isComputed(op)) {
        require(op);
        // A view's storage must be there as well.
        TensorId r = facts.root[op];
        if (r != op && facts.isComputed(r) && !row[op])
          require(r);
      }
  }
  stage.clear();
  for (unsigned k = 0; k <= t; ++k) {
    if (k % 8 == 0 && k + 7 <= t && noneSet(&inStage[k])) {
      k += 7;
      continue;
    }
    if (inStage[k])
      stage.push_back(k);
  }
  return changed;
}

StageSchedule checkmate::scheduleFromCheckpoints(const RematGraph &graph,
                                                 const GraphFacts &facts,
                                                 CheckpointSets &s) {
  unsigned n = facts.numNodes;
  assert(s.size() == n + 1 && "one checkpoint set per stage and the end");
  for (TensorId i = 0; i < graph.numTensors(); ++i)
    s[n][i] = graph.tensor(i).isOutput && facts.isComputed(i);
  sanitizeCheckpoints(facts, s[n], n);
  StageSchedule schedule(n);
  if (n > 0)
    rescheduleCheckpoints(graph, facts, s, schedule, 0, n - 1);
  return schedule;
}

unsigned checkmate::rescheduleCheckpoints(const RematGraph &graph,
                                          const GraphFacts &facts,
                                          CheckpointSets &s,
                                          StageSchedule &schedule,
                                          unsigned lo, unsigned hi) {
  assert(lo <= hi && hi < facts.numNodes && "rows of stages");
  // Stage t reads s[t] and s[t + 1]; a stage below lo - 1 is redone when
  // the one above changed its row.
  unsigned lowest = lo > 0 ? lo - 1 : 0;
  std::vector<uint8_t> inStage;
  for (unsigned t = hi + 1; t-- > 0;) {
    if (t < lowest)
      break;
    if (scheduleStage(graph, facts, s, t, schedule[t], inStage) &&
        t == lowest && t > 0)
      --lowest;
  }
  return lowest;
}

StageMeter::StageMeter(const RematGraph &graph, const GraphFacts &facts,
                       uint64_t budgetBytes)
    : graph(graph), facts(facts), budgetBytes(budgetBytes),
      lastTouch(graph.numTensors(), -1), live(graph.numTensors(), 0),
      isTouched(graph.numTensors(), 0), read(graph.numTensors(), 0) {}

void StageMeter::held(llvm::ArrayRef<uint8_t> row,
                      llvm::ArrayRef<uint8_t> heldNext,
                      llvm::ArrayRef<NodeId> steps,
                      std::vector<uint8_t> &out) {
  for (NodeId k : steps)
    for (TensorId op : graph.node(k).operands)
      read[op] = 1;
  out.resize(row.size());
  // Branch-free over raw pointers, so that it vectorizes: this runs for
  // every stage a move touches.
  const uint8_t *bits = row.data(), *next = heldNext.data(),
                *wasRead = read.data(), *unshared = facts.unshared.data();
  uint8_t *result = out.data();
  for (size_t i = 0, e = row.size(); i < e; ++i)
    result[i] = bits[i] & (wasRead[i] | next[i] | (unshared[i] ^ 1));
  for (NodeId k : steps)
    for (TensorId op : graph.node(k).operands)
      read[op] = 0;
}

StageUsage StageMeter::measure(llvm::ArrayRef<uint8_t> heldNow,
                               llvm::ArrayRef<uint8_t> heldNext,
                               llvm::ArrayRef<NodeId> steps) {
  // The last step of the stage that reads or computes a member of each
  // class of computed storage: where the canonical plan frees it, unless
  // the next stage holds it.
  touched.clear();
  for (size_t j = 0; j < steps.size(); ++j) {
    auto touch = [&](TensorId x) {
      TensorId r = facts.root[x];
      if (!facts.isComputed(r))
        return;
      if (lastTouch[r] < 0)
        touched.push_back(r);
      lastTouch[r] = static_cast<int>(j);
    };
    const Node &node = graph.node(steps[j]);
    llvm::for_each(node.operands, touch);
    llvm::for_each(node.results, touch);
  }
  llvm::sort(touched, [&](TensorId a, TensorId b) {
    return std::make_pair(lastTouch[a], a) < std::make_pair(lastTouch[b], b);
  });
  for (TensorId r : touched)
    isTouched[r] = 1;
  // What the stage starts with (views have no bytes of their own), over
  // raw pointers so that it vectorizes.
  uint64_t bytes = facts.inputBytes;
  const uint8_t *now = heldNow.data(), *kept = heldNext.data(),
                *wasTouched = isTouched.data();
  const uint64_t *size = facts.bytes.data();
  uint8_t *isLive = live.data();
  for (size_t i = 0, e = heldNow.size(); i < e; ++i) {
    uint8_t l = now[i] & (kept[i] | wasTouched[i]);
    isLive[i] = l;
    bytes += size[i] & -uint64_t(l);
  }
  StageUsage usage;
  size_t next = 0;
  for (size_t j = 0; j < steps.size(); ++j) {
    const Node &node = graph.node(steps[j]);
    for (TensorId r : node.results) {
      TensorId root = facts.root[r];
      if (facts.isComputed(root) && !live[root]) {
        live[root] = 1;
        bytes += facts.bytes[root];
      }
    }
    usage.cost += node.cost[0];
    usage.peak = std::max(usage.peak, bytes);
    usage.excess += bytes > budgetBytes ? bytes - budgetBytes : 0;
    for (; next < touched.size() &&
           lastTouch[touched[next]] == static_cast<int>(j);
         ++next) {
      TensorId root = touched[next];
      if (live[root] && !heldNext[root]) {
        live[root] = 0;
        bytes -= facts.bytes[root];
      }
    }
  }
  for (TensorId r : touched) {
    lastTouch[r] = -1;
    isTouched[r] = 0;
  }
  return usage;
}

//===----------------------------------------------------------------------===//
// The MILP
//===----------------------------------------------------------------------===//

namespace {
/// Budget of nonzeros for the optional per-step knapsack rows.
constexpr double kMaxStepKnapsackNonzeros = 600000;
} // namespace

void StageModel::addR(Expr &e, unsigned t, NodeId k, double c) const {
  e.add(rVars[t][k], c);
}

void StageModel::addS(Expr &e, unsigned t, TensorId i, double c) const {
  e.add(sVars[t][i], c);
}

void StageModel::addRow(const Expr &e, double lower, double upper) {
  if (e.terms.empty()) {
    if (e.constant < lower - 1e-9 || e.constant > upper + 1e-9)
      triviallyInfeasible = true;
    return;
  }
  problem.addRow(e.terms, lower - e.constant, upper - e.constant);
}

double StageModel::markRoots(llvm::ArrayRef<TensorId> tensors,
                             std::vector<uint8_t> &marked,
                             std::vector<TensorId> &roots) const {
  double bytes = 0;
  for (TensorId x : tensors) {
    TensorId r = facts.root[x];
    if (!facts.isComputed(r) || marked[r])
      continue;
    marked[r] = 1;
    roots.push_back(r);
    bytes += facts.bytes[r] / scale;
  }
  return bytes;
}

/// Rows saying that a free after candidate at[a] needs every later
/// candidate uncomputed: F + R[at[b]] <= 1 for b > a. Pairwise that is
/// O(m^2) rows for m candidates (53M of the 68M rows of a 1000-node random
/// layered graph at 70%); a chain L[b] >= R[at[b]], L[b] >= L[b+1] ("a
/// candidate from b on computes") with F + L[a+1] <= 1 says the same in
/// O(m) rows, with the same LP (L can be the largest later R), so the
/// form with fewer rows is used.
static void
addNoLaterReaderRows(milp::Problem &problem, const StageAccounting &s,
                     llvm::ArrayRef<NodeId> at,
                     llvm::ArrayRef<std::pair<milp::VarId, size_t>> frees) {
  size_t m = at.size(), first = m, pairs = 0;
  for (auto [f, a] : frees) {
    pairs += m - 1 - a;
    first = std::min(first, a);
  }
  auto computed = [&](size_t b) {
    assert(s.computed(at[b]) >= 0 && "a free before a fixed computation");
    return milp::VarId(s.computed(at[b]));
  };
  if (frees.empty() || pairs <= 2 * (m - 1 - first) + frees.size()) {
    for (auto [f, a] : frees)
      for (size_t b = a + 1; b < m; ++b)
        problem.addLessEqual({{f, 1}, {computed(b), 1}}, 1);
    return;
  }
  std::vector<milp::VarId> later(m);
  for (size_t b = m; b-- > first + 1;) {
    later[b] = problem.addContinuous(0, 1, 0);
    problem.addGreaterEqual({{later[b], 1}, {computed(b), -1}}, 0);
    if (b + 1 < m)
      problem.addGreaterEqual({{later[b], 1}, {later[b + 1], -1}}, 0);
  }
  for (auto [f, a] : frees)
    if (a + 1 < m)
      problem.addLessEqual({{f, 1}, {later[a + 1], 1}}, 1);
}

void checkmate::addStageAccounting(milp::Problem &problem,
                                   const GraphFacts &facts, double scale,
                                   double capacity,
                                   const StageAccounting &s) {
  const unsigned t = s.t;
  // freedAfter[j]: the free variables (with bytes) after step j.
  std::vector<std::vector<milp::Term>> freedAfter(s.steps.size());
  Expr stageStart;
  for (TensorId i = 0; i < facts.producer.size(); ++i) {
    NodeId p = facts.producer[i];
    if (p == kNone || facts.root[i] != i || facts.bytes[i] == 0 || p > t)
      continue;
    double bytes = facts.bytes[i] / scale;
    s.addResident(stageStart, i, bytes);
    if (!(s.mayBeResident(i) || s.computed(p) != kFixedZero) ||
        s.kept(i) == kFixedOne)
      continue;
    // Candidate steps after which i may be freed: its producer and the
    // readers of its alias class in this stage.
    std::vector<NodeId> at;
    if (s.computed(p) != kFixedZero)
      at.push_back(p);
    for (NodeId u : facts.hazards[i])
      if (u <= t && s.computed(u) != kFixedZero)
        at.push_back(u);
    Expr atMostOnce;
    std::vector<std::pair<milp::VarId, size_t>> frees; // (free, position)
    for (size_t a = 0; a < at.size(); ++a) {
      NodeId k = at[a];
      if (k == t)
        continue; // Nothing is computed after the last step.
      // A later reader computed for sure keeps i alive.
      bool blocked = false;
      for (size_t b = a + 1; b < at.size(); ++b)
        blocked |= s.computed(at[b]) == kFixedOne;
      if (blocked)
        continue;
      milp::VarId f = problem.addContinuous(0, 1, 0);
      if (s.computed(k) >= 0)
        problem.addLessEqual({{f, 1}, {milp::VarId(s.computed(k)), -1}}, 0);
      frees.push_back({f, a});
      if (s.kept(i) >= 0)
        problem.addLessEqual({{f, 1}, {milp::VarId(s.kept(i)), 1}}, 1);
      freedAfter[s.stepIndex[k]].push_back({f, bytes});
      atMostOnce.terms.push_back({f, 1});
    }
    addNoLaterReaderRows(problem, s, at, frees);
    // Frees take away at most what is there and not kept for the next
    // stage: tighter than Checkmate's per-free bounds when S is fractional.
    if (!atMostOnce.terms.empty()) {
      s.addResident(atMostOnce, i, -1);
      atMostOnce.add(s.computed(p), -1);
      atMostOnce.add(s.kept(i), 1);
      s.addRow(atMostOnce, -milp::kInf, 0);
    }
  }
  // U[j] = U[j-1] - freed after j-1 + what step j allocates.
  milp::VarId prevU = 0;
  for (size_t j = 0; j < s.steps.size(); ++j) {
    NodeId k = s.steps[j];
    milp::VarId u = problem.addContinuous(0, capacity, 0);
    Expr e;
    e.terms.push_back({u, 1});
    if (j == 0) {
      for (const milp::Term &term : stageStart.terms)
        e.terms.push_back({term.var, -term.coefficient});
      e.constant -= stageStart.constant;
    } else {
      e.terms.push_back({prevU, -1});
      for (const milp::Term &term : freedAfter[j - 1])
        e.terms.push_back(term);
    }
    e.add(s.computed(k), -s.outBytes[k]);
    s.addRow(e, 0, 0);
    prevU = u;
  }
}

/// Checkmate's memory accounting in stage t (addStageAccounting).
void StageModel::addResidentBytes(unsigned t, llvm::ArrayRef<double> outBytes) {
  std::vector<NodeId> steps;
  std::vector<int> stepIndex(t + 1, -1);
  for (NodeId k = 0; k <= t; ++k)
    if (rVars[t][k] != kFixedZero) {
      stepIndex[k] = static_cast<int>(steps.size());
      steps.push_back(k);
    }
  // (A temporary: function_ref does not own the lambdas.)
  addStageAccounting(
      problem, facts, scale, capacity,
      StageAccounting{
          t, steps, stepIndex, outBytes,
          [&](NodeId k) { return rVars[t][k]; },
          [&](TensorId i) { return sVars[t + 1][i]; },
          [&](Expr &e, TensorId i, double c) { addS(e, t, i, c); },
          [&](TensorId i) { return sVars[t][i] != kFixedZero; },
          [&](const Expr &e, double lo, double hi) { addRow(e, lo, hi); }});
}

StageModel::StageModel(const RematGraph &graph, const GraphFacts &facts,
                       uint64_t budgetBytes, MemoryRows memoryRows,
                       uint64_t maxBytes)
    : graph(graph), facts(facts) {
  unsigned n = facts.numNodes, numTensors = graph.numTensors();
  scale = std::max<double>(static_cast<double>(budgetBytes), 1.0);
  if (budgetBytes < facts.inputBytes)
    triviallyInfeasible = true;
  budget = budgetBytes;
  capacity = std::max(
      0.0, (static_cast<double>(budgetBytes) - facts.inputBytes) / scale);

  double totalCost = 0.0;
  rVars.assign(n, std::vector<int>(n, kFixedZero));
  for (unsigned t = 0; t < n; ++t) {
    rVars[t][t] = kFixedOne;
    totalCost += graph.node(t).cost[0];
    for (NodeId k = 0; k < t; ++k)
      if (!facts.fixedNode[k] && facts.nodeNeed[k] >= static_cast<int>(t))
        rVars[t][k] =
            static_cast<int>(problem.addBinary(graph.node(k).cost[0]));
  }
  problem.setObjectiveOffset(totalCost);

  sVars.assign(n + 1, std::vector<int>(numTensors, kFixedZero));
  for (TensorId i = 0; i < numTensors; ++i) {
    NodeId p = facts.producer[i];
    if (p == kNone)
      continue;
    int lastUse = -1;
    for (NodeId u : graph.tensor(i).users)
      lastUse = std::max(lastUse, static_cast<int>(u));
    int last = std::min(facts.need[i], static_cast<int>(n) - 1);
    for (int t = p + 1; t <= last; ++t) {
      bool mustKeep = facts.fixedNode[p] && t <= lastUse;
      sVars[t][i] = static_cast<int>(
          problem.addVariable(mustKeep ? 1.0 : 0.0, 1.0, 0.0, true));
    }
    if (graph.tensor(i).isOutput) {
      sVars[n][i] = kFixedOne;
      if (facts.root[i] != i && facts.isComputed(facts.root[i]))
        sVars[n][facts.root[i]] = kFixedOne;
    }
  }

  for (unsigned t = 0; t < n; ++t) {
    // Dependencies: R[t][k] <= R[t][p] + S[t][i] for operands i of k.
    for (NodeId k = 0; k <= t; ++k) {
      if (rVars[t][k] == kFixedZero)
        continue;
      for (TensorId op : graph.node(k).operands) {
        NodeId p = facts.producer[op];
        if (p == kNone)
          continue;
        Expr e;
        addR(e, t, k, 1);
        addR(e, t, p, -1);
        addS(e, t, op, -1);
        addRow(e, -milp::kInf, 0);
      }
    }
  }
  for (TensorId i = 0; i < numTensors; ++i) {
    NodeId p = facts.producer[i];
    if (p == kNone)
      continue;
    for (unsigned t = p + 1; t < n; ++t) {
      // Checkpoints persist: S[t+1][i] <= S[t][i] + R[t][p].
      if (sVars[t + 1][i] != kFixedZero) {
        Expr e;
        addS(e, t + 1, i, 1);
        addS(e, t, i, -1);
        addR(e, t, p, -1);
        addRow(e, -milp::kInf, 0);
      }
      // A resident tensor is not recomputed.
      if (sVars[t][i] >= 0 && rVars[t][p] >= 0) {
        Expr e;
        addS(e, t, i, 1);
        addR(e, t, p, 1);
        addRow(e, -milp::kInf, 1);
      }
      // A view's storage is resident whenever the view is.
      TensorId r = facts.root[i];
      if (r != i && facts.isComputed(r) && sVars[t][i] != kFixedZero) {
        Expr e;
        addS(e, t, i, 1);
        addS(e, t, r, -1);
        addRow(e, -milp::kInf, 0);
      }
    }
  }

  // Memory, stage by stage.
  std::vector<double> outBytes(n, 0.0);
  for (NodeId k = 0; k < n; ++k)
    for (TensorId r : graph.node(k).results)
      outBytes[k] += facts.bytes[r] / scale;
  // Estimated nonzeros of the per-step knapsacks: one row per recomputation
  // variable over the checkpoints of the next stage.
  double stepKnapsackNonzeros = 0;
  for (unsigned t = 0; t + 1 < n; ++t) {
    size_t recomputes = 0, checkpoints = 0;
    for (NodeId k = 0; k < t; ++k)
      recomputes += rVars[t][k] >= 0;
    for (TensorId i = 0; i < numTensors; ++i)
      checkpoints += sVars[t + 1][i] >= 0;
    stepKnapsackNonzeros += double(recomputes) * double(checkpoints) / 2;
  }
  const bool withStepKnapsacks =
      stepKnapsackNonzeros <= kMaxStepKnapsackNonzeros;
  for (unsigned t = 0; t < n; ++t) {
    if (maxBytes && problem.memoryBytes() > maxBytes) {
      tooLargeMessage =
          "the stage model passed its share of the memory limit (" +
          std::to_string(maxBytes) +
          " bytes, --remat-memory-limit) with the memory rows of " +
          std::to_string(t) + " of " + std::to_string(n) +
          " stages; not solved";
      return;
    }
    if (memoryRows == MemoryRows::Exact)
      addResidentBytes(t, outBytes);
    if (t + 1 < n) {
      addKeptKnapsack(t, outBytes);
      if (withStepKnapsacks)
        addStepKnapsacks(t, outBytes);
    }
  }
}

void StageModel::addKeptBefore(Expr &e, unsigned t, NodeId before,
                               llvm::ArrayRef<uint8_t> skip) const {
  for (TensorId i = 0; i < graph.numTensors(); ++i) {
    NodeId p = facts.producer[i];
    if (p == kNone || p >= before || facts.root[i] != i || skip[i] ||
        facts.bytes[i] == 0)
      continue;
    addS(e, t + 1, i, facts.bytes[i] / scale);
  }
}

/// A knapsack the solver can derive cover cuts from: everything
/// checkpointed for stage t+1 that exists before step t is resident while
/// node t computes, together with t's operands and results.
void StageModel::addKeptKnapsack(unsigned t, llvm::ArrayRef<double> outBytes) {
  Expr kept;
  std::vector<uint8_t> isOperand(graph.numTensors(), 0);
  std::vector<TensorId> tRoots;
  double fixedBytes =
      outBytes[t] + markRoots(graph.node(t).operands, isOperand, tRoots);
  addKeptBefore(kept, t, t, isOperand);
  if (!kept.terms.empty())
    addRow(kept, -milp::kInf, capacity - fixedBytes);
}

/// addKeptKnapsack's row while a recomputation k < t runs (when R[t][k] =
/// 1). These rows are dense (O(n^3) nonzeros in all), so only small models
/// get them; they lift the bound after CBC's cuts.
void StageModel::addStepKnapsacks(unsigned t,
                                  llvm::ArrayRef<double> outBytes) {
  std::vector<uint8_t> isOperand(graph.numTensors(), 0);
  for (NodeId k = 0; k < t; ++k) {
    if (rVars[t][k] < 0)
      continue;
    Expr e;
    std::vector<TensorId> kRoots;
    double stepBytes =
        outBytes[k] + markRoots(graph.node(k).operands, isOperand, kRoots);
    // Node t's operands are resident through step k as well: node t
    // reads them at the end of the stage, so none is freed before it,
    // and a checkpointed one is not recomputed. One made before k is
    // there for sure (bytes on R[t][k]), one made after k exactly when
    // checkpointed at the stage start (S[t]). U already says so; in
    // this pure-binary row cover cuts see it too, which proves tight
    // budgets infeasible at the root and lifts the root bound.
    std::vector<TensorId> tOperands;
    for (TensorId op : graph.node(t).operands) {
      TensorId r = facts.root[op];
      if (!facts.isComputed(r) || isOperand[r] || facts.bytes[r] == 0)
        continue;
      isOperand[r] = 1;
      tOperands.push_back(r);
      if (facts.producer[r] < k)
        stepBytes += facts.bytes[r] / scale;
      else if (facts.producer[r] > k)
        addS(e, t, r, facts.bytes[r] / scale);
    }
    addKeptBefore(e, t, k, isOperand);
    for (TensorId r : kRoots)
      isOperand[r] = 0;
    for (TensorId r : tOperands)
      isOperand[r] = 0;
    addR(e, t, k, stepBytes);
    addRow(e, -milp::kInf, capacity);
  }
}

StageSchedule StageModel::extractSchedule(llvm::ArrayRef<double> values) const {
  unsigned n = facts.numNodes;
  StageSchedule schedule(n);
  for (unsigned t = 0; t < n; ++t)
    for (NodeId k = 0; k <= t; ++k) {
      int v = rVars[t][k];
      if (v == kFixedOne || (v >= 0 && values[v] >= 0.5))
        schedule[t].push_back(k);
    }
  return schedule;
}

double StageModel::checkpointValue(llvm::ArrayRef<double> values, unsigned t,
                                   TensorId i) const {
  int v = sVars[t][i];
  if (v == kFixedOne)
    return 1.0;
  if (v == kFixedZero)
    return 0.0;
  return values[v];
}

std::optional<std::vector<double>>
StageModel::startFromSchedule(const StageSchedule &schedule) const {
  unsigned n = facts.numNodes, numTensors = graph.numTensors();
  if (schedule.size() != n)
    return std::nullopt;
  std::vector<double> values(problem.numVariables(), 0.0);
  StageSchedule kept(n);
  for (unsigned t = 0; t < n; ++t)
    for (NodeId k : schedule[t]) {
      if (k > t)
        return std::nullopt;
      int v = rVars[t][k];
      if (v == kFixedZero)
        continue; // A useless recomputation: dropping it only helps.
      if (v >= 0)
        values[v] = 1.0;
      kept[t].push_back(k);
    }
  // Checkpoints: what the canonical plan has resident when a stage starts.
  CheckpointSets checkpoints = checkpointsFromSchedule(graph, facts, kept);
  for (unsigned t = 0; t < n; ++t)
    for (TensorId i = 0; i < numTensors; ++i) {
      uint8_t resident = checkpoints[t][i];
      int v = sVars[t][i];
      if ((resident && v == kFixedZero) || (v == kFixedOne && !resident))
        return std::nullopt;
      if (v >= 0)
        values[v] = resident;
    }
  // Lower bounds of kept checkpoints (keep hints) hold by construction of
  // the canonical plan; the free and memory variables are continuous and
  // are completed by the solver.
  return values;
}

unsigned StageModel::addOverBudgetRows(const StageSchedule &schedule,
                                       llvm::ArrayRef<double> values) {
  unsigned n = facts.numNodes, numTensors = graph.numTensors();
  if (schedule.size() != n)
    return 0;
  Plan plan = planFromSchedule(graph, schedule);
  SimulationResult sim = simulate(graph, plan);
  if (!sim.ok())
    return 0;
  // The checkpoints of the canonical plan; a solution's S covers them.
  CheckpointSets kept = checkpointsFromSchedule(graph, facts, schedule);
  std::vector<uint32_t> liveMembers(numTensors, 0);
  std::vector<uint8_t> isStepRoot(numTensors, 0);
  unsigned added = 0;
  size_t e = 0;
  for (unsigned t = 0; t < n; ++t) {
    for (NodeId k : schedule[t]) {
      for (; plan[e].kind == Event::Kind::Free; ++e)
        --liveMembers[facts.root[plan[e].id]];
      assert(plan[e].kind == Event::Kind::Compute && plan[e].id == k);
      for (TensorId r : graph.node(k).results)
        ++liveMembers[facts.root[r]];
      if (sim.timeline[e++] <= budget)
        continue;
      // Over the budget while k computes. Its operands and results are
      // there whenever it computes in stage t.
      Expr row;
      std::vector<TensorId> stepRoots;
      double stepBytes =
          markRoots(graph.node(k).operands, isStepRoot, stepRoots) +
          markRoots(graph.node(k).results, isStepRoot, stepRoots);
      addR(row, t, k, stepBytes);
      // Every other resident storage r is there for a reason that holds
      // in every plan where a term below is 1: r exists before step k (made
      // earlier in the stage or checkpointed: S[t][r] if made after k) and
      // is read after it (by node t, by a step j > k of the stage: R[t][j])
      // or kept for the next stage (S[t+1][r]). Were k not computed, all of
      // them would be there at the next step, so the row holds then too.
      for (TensorId r = 0; r < numTensors; ++r) {
        NodeId p = facts.producer[r];
        if (!liveMembers[r] || p == kNone || facts.root[r] != r ||
            isStepRoot[r] || facts.bytes[r] == 0)
          continue;
        Expr term;
        const std::vector<NodeId> &readers = facts.hazards[r];
        auto reads = [&](NodeId j) {
          return std::binary_search(readers.begin(), readers.end(), j);
        };
        // (The last stage keeps the roots of output views: fixed S[n].)
        bool keptNext = (kept[t + 1][r] && sVars[t + 1][r] != kFixedZero) ||
                        sVars[t + 1][r] == kFixedOne;
        if (reads(t)) {
          term.constant = 1;
        } else if (keptNext) {
          addS(term, t + 1, r, 1);
        } else {
          auto later = llvm::find_if(
              schedule[t], [&](NodeId j) { return j > k && reads(j); });
          if (later == schedule[t].end())
            continue;
          addR(term, t, *later, 1);
        }
        if (p > k) {
          if (sVars[t][r] == kFixedZero)
            continue;
          addS(term, t, r, 1);
          term.constant -= 1;
        }
        double bytes = facts.bytes[r] / scale;
        row.constant += bytes * term.constant;
        for (const milp::Term &x : term.terms)
          row.terms.push_back({x.var, bytes * x.coefficient});
      }
      for (TensorId r : stepRoots)
        isStepRoot[r] = 0;
      double activity = row.constant;
      for (const milp::Term &x : row.terms)
        activity += x.coefficient * values[x.var];
      if ((activity - capacity) * scale < 0.5)
        continue; // Not a byte over: nothing to cut off here.
      addRow(row, -milp::kInf, capacity);
      ++added;
    }
  }
  return added;
}

void StageModel::excludeSchedule(const StageSchedule &schedule) {
  // sum over R = 1 of (1 - R) + sum over R = 0 of R >= 1.
  Expr row;
  unsigned n = facts.numNodes;
  for (unsigned t = 0; t < n && t < schedule.size(); ++t)
    for (NodeId k = 0; k < t; ++k) {
      if (rVars[t][k] < 0)
        continue;
      bool computed = llvm::is_contained(schedule[t], k);
      addR(row, t, k, computed ? -1.0 : 1.0);
      row.constant += computed ? 1.0 : 0.0;
    }
  addRow(row, 1, milp::kInf);
}

//===----------------------------------------------------------------------===//
// Results
//===----------------------------------------------------------------------===//

std::optional<PlanResult>
checkmate::rejectBeforeModeling(const RematGraph &graph,
                                const GraphFacts &facts, const Budget &budget,
                                llvm::StringRef planner) {
  PlanResult result;
  if (!milp::isSolverAvailable()) {
    result.status = PlanStatus::Unavailable;
    result.message = (planner + ": built without COIN-OR CBC").str();
    return result;
  }
  uint64_t floor = minimalStepBytes(graph, facts);
  if (budget.bytes >= floor)
    return std::nullopt;
  result.status = PlanStatus::Infeasible;
  result.message = (planner + ": budget below " + std::to_string(floor) +
                    " bytes, the inputs plus the operands and results of "
                    "the largest step")
                       .str();
  return result;
}

uint64_t checkmate::maxModelBytes(const Budget &budget) {
  return memoryLimit(budget.memoryLimitBytes) / 3;
}

PlanResult checkmate::finishPlan(const RematGraph &graph, const Budget &budget,
                                 Plan plan, PlanStatus status,
                                 std::optional<double> lowerBound,
                                 std::string message) {
  // The stage model computes every node in its own stage even where a later
  // recomputation serves all its readers; dropping such computes can beat
  // the model's optimum, so the bound is capped by the cost. (Earlier frees
  // can make the host wait sooner for transfers: keep what is faster.)
  // (improvePlan's post-passes beat it further, but not monotonically in
  // the budget: in CostGrowsAsTheBudgetShrinks, 56 at one budget and 49 at
  // a smaller one.)
  Plan normal = normalizeFrees(graph, plan);
  if (simulate(graph, normal).time <= simulate(graph, plan).time)
    plan = std::move(normal);
  PlanResult result =
      finalizePlan(graph, budget, std::move(plan), status, std::move(message));
  if (result.hasPlan() && lowerBound) {
    // At or below the bound the plan is optimal, whatever stopped the
    // search (CBC goes on looking for a solution of the model as cheap).
    if (result.status == PlanStatus::Feasible &&
        reachesBound(result.cost, *lowerBound)) {
      result.status = PlanStatus::Optimal;
      result.message += "; the plan costs no more than the bound: optimal";
    }
    result.lowerBound = std::min(*lowerBound, result.cost);
  }
  return result;
}

std::optional<Candidate>
checkmate::evaluateSchedule(const RematGraph &graph,
                            const StageSchedule &schedule,
                            uint64_t budgetBytes) {
  Plan plan = planFromSchedule(graph, schedule);
  SimulationResult sim = simulate(graph, plan);
  if (!sim.ok() || sim.peakBytes > budgetBytes)
    return std::nullopt;
  return Candidate{std::move(plan), sim.computeCost, schedule};
}

uint64_t checkmate::stepBytes(const RematGraph &graph, const GraphFacts &facts,
                              NodeId k) {
  llvm::SmallVector<TensorId, 8> roots;
  for (TensorId t : graph.node(k).operands)
    roots.push_back(facts.root[t]);
  for (TensorId t : graph.node(k).results)
    roots.push_back(facts.root[t]);
  llvm::sort(roots);
  roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
  uint64_t bytes = facts.inputBytes;
  for (TensorId r : roots)
    bytes += facts.bytes[r];
  return bytes;
}

uint64_t checkmate::minimalStepBytes(const RematGraph &graph,
                                     const GraphFacts &facts) {
  uint64_t worst = facts.inputBytes;
  for (NodeId k = 0; k < graph.numNodes(); ++k)
    worst = std::max(worst, stepBytes(graph, facts, k));
  return worst;
}

//===----------------------------------------------------------------------===//
// Checkpoints of schedules
//===----------------------------------------------------------------------===//

CheckpointSets
checkmate::checkpointsFromSchedule(const RematGraph &graph,
                                   const GraphFacts &facts,
                                   const StageSchedule &schedule) {
  unsigned n = facts.numNodes, numTensors = graph.numTensors();
  CheckpointSets s(n + 1, std::vector<uint8_t>(numTensors, 0));
  Plan plan = planFromSchedule(graph, schedule);
  std::vector<uint8_t> resident(numTensors, 0);
  size_t e = 0;
  for (unsigned t = 0; t < n && t < schedule.size(); ++t) {
    for (TensorId i = 0; i < numTensors; ++i)
      if (resident[i] && facts.isComputed(i)) {
        s[t][i] = 1;
        TensorId r = facts.root[i];
        if (r != i && facts.isComputed(r))
          s[t][r] = 1;
      }
    e = replayStage(graph, plan, e, schedule[t].size(), resident);
  }
  for (TensorId i = 0; i < numTensors; ++i)
    s[n][i] = graph.tensor(i).isOutput && facts.isComputed(i);
  return s;
}

size_t checkmate::replayStage(const RematGraph &graph, const Plan &plan,
                              size_t e, size_t steps,
                              std::vector<uint8_t> &resident) {
  for (size_t c = 0; c < steps && e < plan.size(); ++e) {
    const Event &ev = plan[e];
    if (ev.kind == Event::Kind::Compute) {
      for (TensorId r : graph.node(ev.id).results)
        resident[r] = 1;
      ++c;
    } else {
      resident[ev.id] = 0;
    }
  }
  // Frees after the last step of the stage.
  for (; e < plan.size() && plan[e].kind == Event::Kind::Free; ++e)
    resident[plan[e].id] = 0;
  return e;
}
