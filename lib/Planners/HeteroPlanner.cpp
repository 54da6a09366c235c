//===- HeteroPlanner.cpp - XEngine's MILP: recompute, offload, CPU or GPU -===//
//
// "hetero": an XEngine-style MILP (Schuler et al., "XEngine: Optimal tensor
// rematerialization for neural networks in heterogeneous environments",
// 2022) on COIN-OR CBC. It extends Checkmate's stage model (CheckmateModel.h)
// with the device a node runs on and with moves between device and host
// memory, and minimizes the modeled time under the device memory budget.
//
// Stages t = 0..n-1 follow the node ids; stage t starts with transfers, then
// computes node t for the first time, after recomputations of earlier nodes
// in id order. Variables (binary unless noted):
//   Rg[t][k], Rc[t][k]  node k is computed in stage t on the GPU / the CPU;
//                       Rg + Rc <= 1, and Rg[t][t] + Rc[t][t] = 1,
//   Sd[t][i], Sh[t][i]  tensor i is in device / host memory when stage t
//                       starts; Sd + Sh <= 1 (a move, never a copy),
//   Off[t][i], Pre[t][i] i is offloaded / prefetched when stage t starts
//                       (Off <= Sd, Pre <= Sh); after the transfers it is in
//                       device memory iff D = Sd - Off + Pre, in host memory
//                       iff H = Sh + Off - Pre,
//   F[t][i][k] (continuous) the device copy of i is freed after step k,
//   U[t][k] (continuous) device bytes while step k runs, <= the budget.
// Rules: a GPU step reads each operand from D or from a GPU computation
// earlier in the stage (Rg[t][k] <= D[t][j] + Rg[t][p(j)]), a CPU step from
// H or a CPU computation; what stage t+1 starts with was there during stage
// t or computed in it on that device; a tensor present anywhere is not
// recomputed; outputs are in device memory at the end (an output left in host
// memory is prefetched after the last stage). Device memory follows
// Checkmate's accounting (U, F, with the frees' disaggregated bounds), where
// only GPU computations allocate and D counts prefetched tensors from the
// start of the stage; host memory is unbounded.
//
// Objective: the sum of the compute costs on the device each runs on plus
// HostLink::transferCost of every move. That is the time with no overlap at
// all, an upper bound on the simulator's time, which overlaps copies and CPU
// work with GPU work. Without CPU work or transfers (no host link) the sum is
// the simulator's time and the model is Checkmate's, so "hetero" then finds
// "milp"'s optimum.
//
// Restrictions, each a fixing of variables:
//   * graph inputs stay in device memory (the caller owns them): nodes
//     reading one run on the GPU;
//   * tensors of an alias class with views are never moved and their nodes
//     run on the GPU (a class is counted per memory by the simulator, per
//     root by the model);
//   * a node whose GPU step (inputs, operands, results) exceeds the budget
//     runs on the CPU; without a host link only nodes pinned there do;
//   * hints: keep / neverRecompute nodes are computed in their own stage
//     only and their results stay somewhere (device or host) until their last
//     reader; keep and neverOffload results are never offloaded and their
//     nodes run on the GPU unless pinned; pinnedDevice fixes the device.
//
// Solving, within Budget::timeLimitSeconds:
//   1. Without a CPU cheaper than the GPU for some node, the baseline is
//      optimal when it fits.
//   2. The LP relaxation, by Clp alone, on a fifth of the time limit in
//      simplex iterations: seconds where CBC's root, which its time limit
//      does not interrupt, takes minutes on large models. Branch and cut is
//      tried only where its share of the time limit is kRootFactor times
//      the relaxation's work (counted in iterations, not timed, so that the
//      choice is the same on every machine), and on models of at most
//      kMaxBranchAndCutVariables.
//   3. "milp" gives a GPU-only plan, on half of what the relaxation leaves
//      of the time limit (nearly all of it when branch and cut would not
//      fit): the MIP start and the fallback.
//      The relaxation may prove it optimal within the gap; without time for
//      branch and cut it is the answer. Where there is no such start (below
//      the bound of plans on the GPU alone, out of time, nodes pinned to
//      the CPU, or no warm start), Belady's offloading (OffloadPlanner.cpp),
//      with and without the nodes too large for the GPU on the CPU, is the
//      fallback, though not a MIP start (it moves tensors); also where the
//      model is infeasible (it moves no alias class with views).
//   4. CBC's branch and cut; its solution becomes events stage by stage
//      (offloads, prefetches, the computes with their device, frees of what
//      the next stage does not start with), and normalizeFrees moves every
//      free to the last use.
//   5. The sum ignores overlap, so the plan (and the start) is polished for
//      the simulator's time: DELTA's swap-or-recompute choice (addSwaps),
//      then prefetches and CPU computes moved earlier and offloads later
//      while the time drops within the budget. The fastest of the model's
//      plan and the start is returned.
// The status is the model's: Optimal means no plan of the model has a
// smaller sum. CBC's bound is a lower bound on the simulated time only when
// nothing can move or run on the CPU (no host link), and is reported as the
// lower bound only then (always in the message).
//
//===----------------------------------------------------------------------===//

#include "CheckmateModel.h"
#include "Heuristics.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/Planners.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <sstream>

using namespace remat;
using namespace remat::checkmate;
using milp::Term;

namespace {

/// The model is larger than Checkmate's and its relaxation much harder
/// (MobileNet, 185 nodes: 162k variables of which 102k integer, 327k rows;
/// "milp": 93k, 34k, 213k).
constexpr unsigned kMaxNodes = 400;
/// Share of the time limit whose simplex iterations the relaxation gets.
constexpr double kRelaxationShare = 0.2;
/// Share of what the relaxation leaves of the time limit (less a tenth for
/// the model) given to "milp" for the GPU-only start.
constexpr double kStartShare = 0.5;
/// CBC's root (its own solve of the relaxation, preprocessing, the MIP
/// start), which its time limit does not interrupt, takes many times as
/// long as Clp alone on the relaxation. Branch and cut starts only where
/// its share of the time limit is this many times the relaxation's work.
constexpr double kRootFactor = 20;
/// Clp's iterations on this model's relaxation take this many times as
/// long as on a stage model of the same size (random_layered_n100 at 70%
/// with a host link: 4,400 a second against 13,700; MobileNet: 2,000
/// against 6,500).
constexpr double kIterationCost = 3.5;
/// And only on models up to this many variables: on larger ones CBC's
/// initial solve (Clp with the Idiot crash) takes minutes, and can crash
/// (docs/KnownIssues.md).
constexpr size_t kMaxBranchAndCutVariables = 40000;
/// Models up to this many variables always get branch and cut: their
/// relaxation takes milliseconds, and the time measured for it is mostly the
/// noise of a loaded machine (where a unit test then found no plan).
constexpr size_t kSmallModelVariables = 2000;

using Grid = std::vector<std::vector<int>>;

class HeteroModel {
public:
  HeteroModel(const RematGraph &graph, const GraphFacts &facts,
              uint64_t budgetBytes);

  const milp::Problem &getProblem() const { return problem; }
  /// Why no plan exists, when the model shows it before solving.
  const std::string &getInfeasibility() const { return infeasible; }

  /// The events of a solution: per stage its transfers, its computes and
  /// the frees of what the next stage does not start with; then the
  /// prefetches of outputs left in host memory.
  Plan extractPlan(llvm::ArrayRef<double> values) const;
  /// A full assignment for a GPU-only stage schedule (a MIP start);
  /// std::nullopt when the schedule does not fit the model's fixings.
  std::optional<std::vector<double>>
  startFromSchedule(const StageSchedule &schedule) const;

private:
  void addVariables();
  void addStateRows();
  void addMemoryRows();

  bool isOn(const Grid &g, unsigned t, unsigned i,
            llvm::ArrayRef<double> values) const {
    int v = g[t][i];
    return v == kFixedOne || (v >= 0 && values[v] >= 0.5);
  }
  void add(Expr &e, const Grid &g, unsigned t, unsigned i, double c) const {
    e.add(g[t][i], c);
  }
  /// In device / host memory after the transfers of stage t.
  void addD(Expr &e, unsigned t, TensorId i, double c) const {
    add(e, sd, t, i, c);
    add(e, off, t, i, -c);
    add(e, pre, t, i, c);
  }
  void addH(Expr &e, unsigned t, TensorId i, double c) const {
    add(e, sh, t, i, c);
    add(e, off, t, i, c);
    add(e, pre, t, i, -c);
  }
  void addRow(const Expr &e, double lower, double upper);
  void fail(std::string why) {
    if (infeasible.empty())
      infeasible = std::move(why);
  }

  const RematGraph &graph;
  const GraphFacts &facts;
  unsigned n, numTensors;
  double scale;    ///< Bytes per model memory unit.
  double capacity; ///< The budget less the inputs, in model units.
  milp::Problem problem;
  std::string infeasible;

  std::vector<uint8_t> onGpu, onCpu;          ///< Per node: may run there.
  std::vector<uint8_t> mayOffload, mayPrefetch; ///< Per tensor.
  Grid rg, rc;             ///< [t][k]
  Grid sd, sh, off, pre;   ///< [t][i], t = 0..n (n: after the last stage)
};

HeteroModel::HeteroModel(const RematGraph &graph, const GraphFacts &facts,
                         uint64_t budgetBytes)
    : graph(graph), facts(facts), n(facts.numNodes),
      numTensors(graph.numTensors()) {
  scale = std::max<double>(static_cast<double>(budgetBytes), 1.0);
  capacity = (static_cast<double>(budgetBytes) - facts.inputBytes) / scale;
  if (capacity < 0)
    fail("the inputs alone exceed the budget");
  capacity = std::max(capacity, 0.0);

  // Which device each node may run on, which tensor may move.
  const HostLink &link = graph.getHostLink();
  std::vector<unsigned> classSize(numTensors, 0);
  for (TensorId i = 0; i < numTensors; ++i)
    ++classSize[facts.root[i]];
  auto aliased = [&](TensorId i) { return classSize[facts.root[i]] > 1; };
  mayOffload.assign(numTensors, 0);
  mayPrefetch.assign(numTensors, 0);
  for (TensorId i = 0; i < numTensors; ++i) {
    NodeId p = facts.producer[i];
    if (p == kNone || aliased(i) || !link.available())
      continue;
    mayPrefetch[i] = 1;
    const NodeHints &h = graph.node(p).hints;
    mayOffload[i] = !h.keep && !h.neverOffload;
  }
  onGpu.assign(n, 1);
  onCpu.assign(n, 0);
  for (NodeId k = 0; k < n; ++k) {
    const Node &node = graph.node(k);
    int pin = node.hints.pinnedDevice;
    uint64_t stepBytes = checkmate::stepBytes(graph, facts, k);
    onGpu[k] = (pin < 0 || pin == static_cast<int>(DeviceKind::GPU)) &&
               stepBytes <= budgetBytes;
    bool cpu = pin == static_cast<int>(DeviceKind::CPU) ||
               (pin < 0 && link.available() && !node.hints.keep &&
                !node.hints.neverOffload);
    for (TensorId j : node.operands)
      cpu &= facts.isComputed(facts.root[j]) && !aliased(j);
    for (TensorId r : node.results)
      cpu &= !aliased(r);
    onCpu[k] = cpu;
    if (!onGpu[k] && !onCpu[k])
      fail("node '" + node.name + "' " +
           (stepBytes > budgetBytes
                ? "needs " + std::to_string(stepBytes) +
                      " bytes on the GPU and cannot run on the CPU"
                : std::string("is pinned to the CPU but reads a graph input "
                              "or a view")));
  }

  // The outputs' storage is in device memory at the end.
  uint64_t endBytes = facts.inputBytes;
  std::vector<uint8_t> counted(numTensors, 0);
  for (TensorId i = 0; i < numTensors; ++i) {
    TensorId r = facts.root[i];
    if (graph.tensor(i).isOutput && facts.isComputed(r) && !counted[r]) {
      counted[r] = 1;
      endBytes += facts.bytes[r];
    }
  }
  if (endBytes > budgetBytes)
    fail("the inputs and outputs alone exceed the budget");

  addVariables();
  addStateRows();
  addMemoryRows();
}

void HeteroModel::addRow(const Expr &e, double lower, double upper) {
  if (e.terms.empty()) {
    if (e.constant < lower - 1e-9 || e.constant > upper + 1e-9)
      fail("a constraint over fixed variables is violated");
    return;
  }
  problem.addRow(e.terms, lower - e.constant, upper - e.constant);
}

void HeteroModel::addVariables() {
  double offset = 0.0;
  rg.assign(n, std::vector<int>(n, kFixedZero));
  rc.assign(n, std::vector<int>(n, kFixedZero));
  for (unsigned t = 0; t < n; ++t)
    for (NodeId k = 0; k <= t; ++k) {
      if (k < t && (facts.fixedNode[k] || facts.nodeNeed[k] < int(t)))
        continue;
      const Node &node = graph.node(k);
      bool gpu = onGpu[k], cpu = onCpu[k];
      if (k == t && gpu != cpu) {
        // The first computation on the only device the node may use.
        (gpu ? rg : rc)[t][k] = kFixedOne;
        offset += node.cost[gpu ? 0 : 1];
        continue;
      }
      if (gpu)
        rg[t][k] = int(problem.addBinary(node.cost[0]));
      if (cpu)
        rc[t][k] = int(problem.addBinary(node.cost[1]));
      if (gpu && cpu) {
        Expr e;
        add(e, rg, t, k, 1);
        add(e, rc, t, k, 1);
        addRow(e, k == t ? 1 : -milp::kInf, 1);
      }
    }
  problem.setObjectiveOffset(offset);

  const HostLink &link = graph.getHostLink();
  sd.assign(n + 1, std::vector<int>(numTensors, kFixedZero));
  sh = off = pre = sd;
  std::vector<uint8_t> rootOfOutputView(numTensors, 0);
  for (TensorId v = 0; v < numTensors; ++v)
    if (graph.tensor(v).isOutput && facts.root[v] != v)
      rootOfOutputView[facts.root[v]] = 1;
  for (TensorId i = 0; i < numTensors; ++i) {
    NodeId p = facts.producer[i];
    if (p == kNone)
      continue;
    const Tensor &ten = graph.tensor(i);
    bool deviceOk = onGpu[p] || mayPrefetch[i];
    bool hostOk = onCpu[p] || mayOffload[i];
    double copy = link.available() ? link.transferCost(facts.bytes[i]) : 0.0;
    int last = std::min(facts.need[i], int(n) - 1);
    for (int t = p + 1; t <= last; ++t) {
      if (deviceOk)
        sd[t][i] = int(problem.addBinary(0));
      if (hostOk)
        sh[t][i] = int(problem.addBinary(0));
      if (mayOffload[i])
        off[t][i] = int(problem.addBinary(copy));
      if (mayPrefetch[i] && hostOk)
        pre[t][i] = int(problem.addBinary(copy));
    }
    // After the last stage: outputs in device memory, the storage of output
    // views too.
    if (!ten.isOutput && !rootOfOutputView[i])
      continue;
    if (ten.isOutput && mayPrefetch[i] && hostOk) {
      sd[n][i] = int(problem.addBinary(0));
      sh[n][i] = int(problem.addBinary(0));
      pre[n][i] = int(problem.addBinary(copy));
      Expr e;
      add(e, sd, n, i, 1);
      add(e, pre, n, i, 1);
      addRow(e, 1, 1);
    } else {
      sd[n][i] = kFixedOne;
    }
  }

  // Nodes computed once keep their results somewhere up to the last reader.
  for (NodeId p = 0; p < n; ++p) {
    if (!facts.fixedNode[p])
      continue;
    for (TensorId i : graph.node(p).results) {
      int lastUse = -1;
      for (NodeId u : graph.tensor(i).users)
        lastUse = std::max(lastUse, int(u));
      for (int t = p + 1; t <= lastUse; ++t) {
        Expr e;
        add(e, sd, t, i, 1);
        add(e, sh, t, i, 1);
        addRow(e, 1, milp::kInf);
      }
    }
  }
}

void HeteroModel::addStateRows() {
  for (unsigned t = 0; t < n; ++t)
    for (NodeId k = 0; k <= t; ++k) {
      if (rg[t][k] == kFixedZero && rc[t][k] == kFixedZero)
        continue;
      // Operands where the step runs: Rg[t][k] <= D[t][j] + Rg[t][p(j)],
      // Rc[t][k] <= H[t][j] + Rc[t][p(j)].
      for (TensorId j : graph.node(k).operands) {
        NodeId p = facts.producer[j];
        if (p == kNone)
          continue;
        auto addOperandRow = [&](const Grid &r, bool onHost) {
          if (r[t][k] == kFixedZero)
            return;
          Expr e;
          add(e, r, t, k, 1);
          onHost ? addH(e, t, j, -1) : addD(e, t, j, -1);
          add(e, r, t, p, -1);
          addRow(e, -milp::kInf, 0);
        };
        addOperandRow(rg, /*onHost=*/false);
        addOperandRow(rc, /*onHost=*/true);
      }
      // A tensor present anywhere is not recomputed.
      if (k < t)
        for (TensorId r : graph.node(k).results) {
          Expr e;
          add(e, sd, t, r, 1);
          add(e, sh, t, r, 1);
          if (e.terms.empty())
            continue;
          add(e, rg, t, k, 1);
          add(e, rc, t, k, 1);
          addRow(e, -milp::kInf, 1);
        }
    }

  for (TensorId i = 0; i < numTensors; ++i) {
    NodeId p = facts.producer[i];
    if (p == kNone)
      continue;
    TensorId r = facts.root[i];
    for (unsigned t = p + 1; t <= n; ++t) {
      // One memory at a time; moves take what is there.
      if (sd[t][i] >= 0 && sh[t][i] >= 0) {
        Expr e;
        add(e, sd, t, i, 1);
        add(e, sh, t, i, 1);
        addRow(e, -milp::kInf, 1);
      }
      if (off[t][i] >= 0) {
        Expr e;
        add(e, off, t, i, 1);
        add(e, sd, t, i, -1);
        addRow(e, -milp::kInf, 0);
      }
      if (pre[t][i] >= 0) {
        Expr e;
        add(e, pre, t, i, 1);
        add(e, sh, t, i, -1);
        addRow(e, -milp::kInf, 0);
      }
      // A view's storage is in device memory whenever the view is.
      if (r != i && facts.isComputed(r) && sd[t][i] != kFixedZero) {
        Expr e;
        add(e, sd, t, i, 1);
        add(e, sd, t, r, -1);
        addRow(e, -milp::kInf, 0);
      }
    }
    // What stage t+1 starts with was there during stage t or computed in it
    // on that device: Sd[t+1] <= D[t] + Rg[t][p], Sh[t+1] <= H[t] + Rc[t][p].
    for (unsigned t = p; t < n; ++t) {
      if (sd[t + 1][i] != kFixedZero) {
        Expr e;
        add(e, sd, t + 1, i, 1);
        addD(e, t, i, -1);
        add(e, rg, t, p, -1);
        addRow(e, -milp::kInf, 0);
      }
      if (sh[t + 1][i] != kFixedZero) {
        Expr e;
        add(e, sh, t + 1, i, 1);
        addH(e, t, i, -1);
        add(e, rc, t, p, -1);
        addRow(e, -milp::kInf, 0);
      }
    }
  }
}

void HeteroModel::addMemoryRows() {
  std::vector<double> outBytes(n, 0.0);
  for (NodeId k = 0; k < n; ++k)
    for (TensorId r : graph.node(k).results)
      outBytes[k] += facts.bytes[r] / scale;
  std::vector<int> stepIndex(n, -1);
  for (unsigned t = 0; t < n; ++t) {
    std::vector<NodeId> steps;
    for (NodeId k = 0; k <= t; ++k)
      if (rg[t][k] != kFixedZero || rc[t][k] != kFixedZero) {
        stepIndex[k] = int(steps.size());
        steps.push_back(k);
      }
    // The device's accounting: Checkmate's, with the residency at the
    // stage start after its transfers (D) and the GPU's steps.
    // (A temporary: function_ref does not own the lambdas.)
    addStageAccounting(
        problem, facts, scale, capacity,
        StageAccounting{
            t, steps, stepIndex, outBytes,
            [&](NodeId k) { return rg[t][k]; },
            [&](TensorId i) { return sd[t + 1][i]; },
            [&](Expr &e, TensorId i, double c) { addD(e, t, i, c); },
            [&](TensorId i) {
              return sd[t][i] != kFixedZero || pre[t][i] != kFixedZero;
            },
            [&](const Expr &e, double lo, double hi) { addRow(e, lo, hi); }});
    for (NodeId k : steps)
      stepIndex[k] = -1;

    // A knapsack for cover cuts: what stage t+1 starts with in device memory
    // and existed before step t is there while node t runs, with t's
    // operands and results when t runs on the GPU.
    if (t + 1 < n) {
      Expr kept;
      double stepBytes = outBytes[t];
      std::vector<uint8_t> isOperand(numTensors, 0);
      for (TensorId op : graph.node(t).operands) {
        TensorId r = facts.root[op];
        if (facts.isComputed(r) && !isOperand[r]) {
          isOperand[r] = 1;
          stepBytes += facts.bytes[r] / scale;
        }
      }
      add(kept, rg, t, t, stepBytes);
      for (TensorId i = 0; i < numTensors; ++i) {
        NodeId p = facts.producer[i];
        if (p == kNone || p >= t || facts.root[i] != i || isOperand[i] ||
            facts.bytes[i] == 0)
          continue;
        add(kept, sd, t + 1, i, facts.bytes[i] / scale);
      }
      addRow(kept, -milp::kInf, capacity);
    }
  }
}

Plan HeteroModel::extractPlan(llvm::ArrayRef<double> values) const {
  std::vector<Residence> where(numTensors, Residence::None);
  Plan plan;
  for (unsigned t = 0; t <= n; ++t) {
    for (TensorId i = 0; i < numTensors; ++i)
      if (isOn(off, t, i, values)) {
        plan.push_back(Event::offload(i));
        where[i] = Residence::Host;
      }
    for (TensorId i = 0; i < numTensors; ++i)
      if (isOn(pre, t, i, values)) {
        plan.push_back(Event::prefetch(i));
        where[i] = Residence::Device;
      }
    if (t == n)
      break;
    for (NodeId k = 0; k <= t; ++k) {
      bool gpu = isOn(rg, t, k, values), cpu = isOn(rc, t, k, values);
      if (!gpu && !cpu)
        continue;
      plan.push_back(
          Event::compute(k, gpu ? DeviceKind::GPU : DeviceKind::CPU));
      for (TensorId r : graph.node(k).results)
        where[r] = gpu ? Residence::Device : Residence::Host;
    }
    for (TensorId i = 0; i < numTensors; ++i) {
      if (where[i] == Residence::None ||
          (where[i] == Residence::Device && isOn(sd, t + 1, i, values)) ||
          (where[i] == Residence::Host && isOn(sh, t + 1, i, values)))
        continue;
      plan.push_back(Event::free(i));
      where[i] = Residence::None;
    }
  }
  return normalizeFrees(graph, plan);
}

std::optional<std::vector<double>>
HeteroModel::startFromSchedule(const StageSchedule &schedule) const {
  if (schedule.size() != n || !infeasible.empty())
    return std::nullopt;
  std::vector<double> values(problem.numVariables(), 0.0);
  StageSchedule kept(n);
  for (unsigned t = 0; t < n; ++t)
    for (NodeId k : schedule[t]) {
      if (k > t)
        return std::nullopt;
      int v = rg[t][k];
      if (v == kFixedZero) {
        if (k == t)
          return std::nullopt; // Node t may not run on the GPU.
        continue; // A useless recomputation: dropping it only helps.
      }
      if (v >= 0)
        values[v] = 1.0;
      kept[t].push_back(k);
    }
  // Sd: what the canonical plan has in device memory when a stage starts
  // (the storage of a resident view included); outputs at the end.
  Plan plan = planFromSchedule(graph, kept);
  std::vector<uint8_t> resident(numTensors, 0);
  auto record = [&](unsigned t) -> bool {
    std::vector<uint8_t> s(numTensors, 0);
    for (TensorId i = 0; i < numTensors; ++i)
      if (resident[i] && facts.isComputed(i)) {
        s[i] = 1;
        if (facts.root[i] != i && facts.isComputed(facts.root[i]))
          s[facts.root[i]] = 1;
      }
    for (TensorId i = 0; i < numTensors; ++i) {
      int v = sd[t][i];
      if (v >= 0)
        values[v] = s[i];
      else if ((v == kFixedZero && s[i]) || (v == kFixedOne && !s[i]))
        return false;
    }
    return true;
  };
  size_t e = 0;
  for (unsigned t = 0; t < n; ++t) {
    if (!record(t))
      return std::nullopt;
    e = replayStage(graph, plan, e, kept[t].size(), resident);
  }
  if (!record(n))
    return std::nullopt;
  return values;
}

/// The MILP's time is a sum; the simulator overlaps copies and CPU work with
/// the GPU, and an event's place in the plan decides how much. Moves each
/// prefetch and CPU computation earlier and each offload later by 1, 2, 4...
/// events while the plan stays valid within the budget, to the place where
/// the simulated time is lowest, if lower. Prefetches and CPU work are tried
/// front to back, offloads back to front, so a move never skips an event.
/// Each simulation charges `effort` a unit per event; where it is
/// spent, the moves so far stand.
Plan improveOverlap(const RematGraph &graph, uint64_t budget, Plan plan,
                    Effort &effort) {
  SimulationResult sim = simulate(graph, plan);
  if (!sim.ok())
    return plan;
  double best = sim.time;
  auto tryMoves = [&](size_t i, bool earlier) {
    size_t to = i;
    double time = best;
    Plan trial;
    for (size_t d = 1; earlier ? d <= i : i + d < plan.size(); d *= 2) {
      size_t pos = earlier ? i - d : i + d;
      if (!effort.spend(plan.size()))
        break;
      trial = plan;
      if (earlier)
        std::rotate(trial.begin() + pos, trial.begin() + i,
                    trial.begin() + i + 1);
      else
        std::rotate(trial.begin() + i, trial.begin() + i + 1,
                    trial.begin() + pos + 1);
      SimulationResult s = simulate(graph, trial);
      if (!s.ok() || s.peakBytes > budget)
        break;
      if (s.time < time - 1e-12 * std::max(1.0, time)) {
        time = s.time;
        to = pos;
      }
    }
    if (to == i)
      return;
    if (earlier)
      std::rotate(plan.begin() + to, plan.begin() + i, plan.begin() + i + 1);
    else
      std::rotate(plan.begin() + i, plan.begin() + i + 1,
                  plan.begin() + to + 1);
    best = time;
  };
  for (size_t i = 0; i < plan.size(); ++i) {
    const Event &e = plan[i];
    if (e.kind == Event::Kind::Prefetch ||
        (e.kind == Event::Kind::Compute && e.device == DeviceKind::CPU))
      tryMoves(i, /*earlier=*/true);
    if (effort.exhausted())
      return plan;
  }
  for (size_t i = plan.size(); i-- > 0;) {
    if (plan[i].kind == Event::Kind::Offload)
      tryMoves(i, /*earlier=*/false);
    if (effort.exhausted())
      return plan;
  }
  return plan;
}

/// The model's time is a sum, the simulator's overlaps: DELTA's
/// swap-or-recompute choice (addSwaps) turns recomputations into copies that
/// hide behind compute, then the transfers are reordered for overlap.
/// `timedOut` is set where the deadline, a safety net, stopped either.
Plan polish(const RematGraph &graph, uint64_t budget, Plan plan,
            std::chrono::steady_clock::time_point deadline, bool &timedOut) {
  // A second's work of swaps and one of moves (Effort.h), the deadline as
  // their safety net.
  Effort swaps(uint64_t(kUnitsPerSecond), deadline);
  plan = addSwaps(graph, budget, std::move(plan), swaps);
  Effort moves(uint64_t(kUnitsPerSecond), deadline);
  plan = improveOverlap(graph, budget, std::move(plan), moves);
  timedOut |= swaps.timedOut() || moves.timedOut();
  return plan;
}

class HeteroPlanner : public TimedPlanner {
public:
  HeteroPlanner(MILPPlannerOptions options, PlannerFn gpuOnlyStart,
                bool offloadStart)
      : options(std::move(options)), gpuOnlyStart(std::move(gpuOnlyStart)),
        offloadStart(offloadStart) {}
  llvm::StringRef getName() const override { return "hetero"; }

private:
  PlanResult run(const RematGraph &graph, const Budget &budget,
                 std::chrono::steady_clock::time_point start) override;
  /// run's work; `limitHit` is set when a solve (the relaxation, the GPU-only
  /// start, branch and cut) was ended by its time or memory limit.
  PlanResult solveModel(const RematGraph &graph, const Budget &budget,
                        std::chrono::steady_clock::time_point start,
                        bool &limitHit);

  MILPPlannerOptions options;
  /// The GPU-only start ("milp", from the driver).
  PlannerFn gpuOnlyStart;
  /// Whether Belady's offloading starts where the GPU-only start finds
  /// nothing (auto, which runs it itself after hetero, says no).
  bool offloadStart;
};

/// Whether some node may run on the CPU for less than on the GPU: otherwise
/// moves and CPU work only add to the modeled time.
bool cpuMayPay(const RematGraph &graph) {
  if (!graph.getHostLink().available())
    return false;
  for (const Node &node : graph.getNodes())
    if (node.cost[1] < node.cost[0] &&
        node.hints.pinnedDevice != static_cast<int>(DeviceKind::GPU))
      return true;
  return false;
}

bool hasPinnedCpuNode(const RematGraph &graph) {
  for (const Node &node : graph.getNodes())
    if (node.hints.pinnedDevice == static_cast<int>(DeviceKind::CPU))
      return true;
  return false;
}

PlanResult HeteroPlanner::run(const RematGraph &graph, const Budget &budget,
                              std::chrono::steady_clock::time_point start) {
  bool limitHit = false;
  PlanResult result = solveModel(graph, budget, start, limitHit);
  result.timeLimitHit |= limitHit;
  return result;
}

PlanResult HeteroPlanner::solveModel(
    const RematGraph &graph, const Budget &budget,
    std::chrono::steady_clock::time_point start, bool &limitHit) {
  PlanResult result;
  // The baseline is optimal when it fits and nothing can beat the GPU.
  if (!cpuMayPay(graph) && !hasPinnedCpuNode(graph))
    if (std::optional<PlanResult> trivial =
            solveWithoutRecompute(graph, budget, "hetero"))
      return *trivial;
  if (llvm::Error err = graph.verify()) {
    result.status = PlanStatus::Error;
    result.message = llvm::toString(std::move(err));
    return result;
  }
  if (!milp::isSolverAvailable()) {
    result.status = PlanStatus::Unavailable;
    result.message = "hetero: built without COIN-OR CBC";
    return result;
  }

  std::string log;
  std::optional<Candidate> incumbent;
  llvm::SmallVector<Plan, 2> offloaded; // Belady's (offload below).
  auto remaining = [&] {
    return budget.timeLimitSeconds - secondsSince(start);
  };
  bool movesPossible =
      graph.getHostLink().available() || hasPinnedCpuNode(graph);
  auto deadline = deadlineAfter(start, budget.timeLimitSeconds);
  // Belady's offloading, with and without the nodes too large for the GPU
  // on the CPU (one pass each), where there is no GPU-only start: plans
  // that move tensors, so no MIP start, but the answer where the model has
  // none. Only plans within the budget are kept.
  auto offload = [&] {
    if (incumbent || !offloadStart || !graph.getHostLink().available() ||
        !offloaded.empty())
      return;
    for (bool useCpu : {false, true}) {
      std::optional<Plan> p = runOffload(graph, budget.bytes, useCpu);
      if (!p || (!offloaded.empty() && *p == offloaded.front()))
        continue;
      SimulationResult sim = simulate(graph, *p);
      if (sim.ok() && sim.peakBytes <= budget.bytes)
        offloaded.push_back(std::move(*p));
    }
  };
  // The answer: the model's plan, the GPU-only start or Belady's, whichever
  // simulates fastest once polished for the time model.
  auto answer = [&](std::optional<Plan> plan, PlanStatus status,
                    std::optional<double> bound, std::string msg) {
    std::optional<Plan> best;
    double bestTime = 0;
    bool bestOffloaded = false;
    auto consider = [&](Plan p, llvm::StringRef what, bool isOffloaded) {
      double before = simulate(graph, p).time;
      p = polish(graph, budget.bytes, std::move(p), deadline, limitHit);
      SimulationResult sim = simulate(graph, p);
      if (!sim.ok() || sim.peakBytes > budget.bytes)
        return;
      MoveCounts c = countMoves(p);
      msg += llvm::formatv("; {0}: {1} -> {2} ({3} offloads, {4} prefetches, "
                           "{5} CPU computes)",
                           what, before, sim.time, c.offloads, c.prefetches,
                           c.cpuComputes)
                 .str();
      if (!best || sim.time < bestTime) {
        best = std::move(p);
        bestTime = sim.time;
        bestOffloaded = isOffloaded;
      }
    };
    if (plan)
      consider(std::move(*plan), "the model's plan", false);
    // Past the deadline, only where no plan is in hand yet.
    auto inTime = [&] {
      bool late = best && std::chrono::steady_clock::now() >= deadline;
      limitHit |= late;
      return !late;
    };
    if (incumbent && inTime())
      consider(incumbent->plan, "the GPU-only start", false);
    for (const Plan &p : offloaded)
      if (inTime())
        consider(p, "Belady's offloading", true);
    if (!best) {
      PlanResult r;
      r.status = PlanStatus::Error;
      r.message = "hetero: " + msg;
      return r;
    }
    // The model's bound bounds the simulated time only where nothing moves
    // and nothing runs on the CPU; the message keeps it.
    if (movesPossible)
      bound.reset();
    // Belady's plan is not one of the model's, whose optimum it beat.
    if (bestOffloaded && status == PlanStatus::Optimal) {
      status = PlanStatus::Feasible;
      msg += "; Belady's plan, outside the model, is faster than its optimum";
    }
    return finishPlan(graph, budget, std::move(*best), status, bound,
                      "hetero: " + msg);
  };
  // Where there is no model to solve, Belady's offloading is the answer,
  // if it fits; else `status` says why not.
  auto withoutModel = [&](const std::string &why, PlanStatus status) {
    offload();
    if (!offloaded.empty())
      return answer(std::nullopt, PlanStatus::Feasible, std::nullopt,
                    why + ", start: Belady's offloading");
    PlanResult r;
    r.status = status;
    r.message = "hetero: " + why;
    return r;
  };
  if (graph.numNodes() > kMaxNodes)
    return withoutModel(std::to_string(graph.numNodes()) +
                            " nodes; the model is limited to " +
                            std::to_string(kMaxNodes),
                        PlanStatus::Unavailable);
  GraphFacts facts = analyzeGraph(graph);

  // The model and its relaxation first (Clp alone: seconds where CBC's root
  // takes minutes): whether branch and cut fits in the time decides how much
  // of it "milp" gets for the GPU-only start.
  auto model = std::make_unique<HeteroModel>(graph, facts, budget.bytes);
  // Where the model or its relaxation is infeasible: it moves no alias
  // class with views; Belady's does.
  if (!model->getInfeasibility().empty())
    return withoutModel(model->getInfeasibility(), PlanStatus::Infeasible);
  std::ostringstream size;
  size << model->getProblem().numVariables() << " vars ("
       << model->getProblem().numIntegers() << " integer), "
       << model->getProblem().numRows() << " rows";
  double scaleOfCost = std::max(model->getProblem().getObjectiveOffset(),
                                graph.totalCost(DeviceKind::GPU));
  double absoluteGap = std::max(1e-9, options.relativeGap * scaleOfCost);
  milp::Options lpOpts;
  lpOpts.memoryLimitBytes = budget.memoryLimitBytes;
  lpOpts.relaxationOnly = true;
  // kRelaxationShare of the time limit in simplex iterations, which cost
  // more than a stage model's of the same size (kIterationCost); the
  // clock's 30% of what is left is the safety net.
  double perIteration =
      kIterationCost * unitsPerLPIteration(model->getProblem());
  lpOpts.iterationLimit = lpIterationsFor(
      Effort::unitsFor(kRelaxationShare * budget.timeLimitSeconds,
                       budget.effort),
      perIteration);
  lpOpts.timeLimitSeconds = std::max(0.1, 0.3 * remaining());
  milp::Result lp = milp::solve(model->getProblem(), lpOpts);
  // The relaxation's work in reference seconds.
  double lpSeconds = double(lp.iterations) * perIteration / kUnitsPerSecond;
  limitHit |= lp.limitHit;
  if (lp.status == milp::Status::Infeasible)
    return withoutModel("the relaxation is infeasible; " + size.str(),
                        PlanStatus::Infeasible);
  std::optional<double> lpBound;
  if (lp.status == milp::Status::Optimal)
    lpBound = lp.objective;
  std::ostringstream why;
  why << size.str() << ", relaxation " << lp.message;
  bool tooLarge =
      model->getProblem().numVariables() > kMaxBranchAndCutVariables;
  bool small = model->getProblem().numVariables() <= kSmallModelVariables;
  auto branchAndCutFits = [&](double share) {
    return lpBound && !tooLarge &&
           (small ||
            share * budget.timeLimitSeconds >= kRootFactor * lpSeconds);
  };

  // The GPU-only start: "milp" on half of the time, or nearly all of it
  // when branch and cut would not fit anyway.
  bool startRuns =
      options.warmStart && gpuOnlyStart && !hasPinnedCpuNode(graph);
  if (startRuns) {
    // milp sizes its warm start's work by its time limit: a share of this
    // one (of what the relaxation and the model leave), not of the time
    // left, so that its plan does not depend on the clock; where less is
    // left, the clock decides, and says so.
    double share = branchAndCutFits(1 - kStartShare) ? kStartShare : 0.9;
    double nominal = share * (0.9 - kRelaxationShare) * budget.timeLimitSeconds;
    Budget b = budget;
    b.timeLimitSeconds = std::min(nominal, share * remaining());
    limitHit |= b.timeLimitSeconds < nominal;
    PlanResult r = gpuOnlyStart(graph, b);
    limitHit |= r.timeLimitHit;
    if (r.hasPlan())
      if (std::optional<StageSchedule> s = scheduleFromPlan(graph, r.plan)) {
        incumbent = Candidate{std::move(r.plan), r.cost, std::move(*s)};
        log = llvm::formatv("milp {0}", incumbent->cost).str();
      }
  }
  offload();
  if (!offloaded.empty())
    log = "Belady's offloading";
  bool started = incumbent || !offloaded.empty();
  if (started)
    why << ", start: " << log;
  if (incumbent) {
    if (lpBound && *lpBound >= incumbent->cost - absoluteGap)
      return answer(std::nullopt, PlanStatus::Optimal, lpBound,
                    why.str() + ", bound " + std::to_string(*lpBound));
  }
  if (!branchAndCutFits(startRuns ? 1 - kStartShare : 1.0)) {
    why << (tooLarge ? ", too large" : ", no time") << " for branch and cut";
    if (started)
      return answer(std::nullopt, PlanStatus::Feasible, lpBound, why.str());
    result.status = PlanStatus::Infeasible;
    result.lowerBound = movesPossible ? std::nullopt : lpBound;
    result.message = "hetero: no plan found: " + why.str();
    return result;
  }

  uint64_t modelBudget = budget.bytes;
  for (int attempt = 0; attempt < 3; ++attempt) {
    if (attempt > 0) {
      model = std::make_unique<HeteroModel>(graph, facts, modelBudget);
      if (!model->getInfeasibility().empty())
        break;
    }
    const milp::Problem &problem = model->getProblem();
    // Some time is left for polishing.
    milp::Options opts;
    opts.memoryLimitBytes = budget.memoryLimitBytes;
    opts.timeLimitSeconds = std::max(0.1, 0.85 * remaining());
    opts.relativeGap = 1e-9;
    opts.absoluteGap = absoluteGap;
    opts.threads = options.threads;
    opts.verbose = options.verbose;
    if (incumbent)
      opts.start = model->startFromSchedule(incumbent->schedule);
    milp::Result res = milp::solve(problem, opts);
    limitHit |= res.limitHit;

    std::ostringstream msg;
    msg << milp::stringifyStatus(res.status).str() << ", " << size.str();
    if (res.hasSolution())
      msg << ", modeled sum " << res.objective;
    if (res.bound)
      msg << ", bound " << *res.bound;
    if (res.gap())
      msg << ", gap " << *res.gap() * 100 << "%";
    if (lpBound)
      msg << ", LP bound " << *lpBound;
    if (!log.empty())
      msg << ", start: " << log;
    msg << "; " << res.message;
    std::optional<double> bound = res.bound;
    if (lpBound && (!bound || *lpBound > *bound))
      bound = lpBound;

    if (res.hasSolution()) {
      Plan plan = model->extractPlan(res.values);
      SimulationResult sim = simulate(graph, plan);
      bool optimal = res.status == milp::Status::Optimal;
      if (sim.ok() && sim.peakBytes <= budget.bytes)
        return answer(std::move(plan),
                      optimal ? PlanStatus::Optimal : PlanStatus::Feasible,
                      bound, msg.str());
      if (!sim.ok()) {
        // A modeling bug; never return the plan.
        msg << "; invalid plan: " << *sim.error;
        if (started)
          return answer(std::nullopt, PlanStatus::Feasible, std::nullopt,
                        msg.str());
        result.status = PlanStatus::Error;
        result.message = "hetero: " + msg.str();
        return result;
      }
      // Over budget by the solver's tolerance: tighten and retry.
      modelBudget -= std::max<uint64_t>(1, modelBudget / 100000);
      continue;
    }
    if (started)
      return answer(std::nullopt, PlanStatus::Feasible, bound, msg.str());
    result.status = res.status == milp::Status::Error ? PlanStatus::Error
                                                      : PlanStatus::Infeasible;
    result.lowerBound = movesPossible ? std::nullopt : bound;
    result.message = "hetero: " + msg.str();
    return result;
  }
  if (started)
    return answer(std::nullopt, PlanStatus::Feasible, std::nullopt,
                  "no plan of the model fits the budget");
  result.status = PlanStatus::Infeasible;
  result.message = "hetero: no plan of the model fits the budget";
  return result;
}

} // namespace

std::unique_ptr<Planner>
remat::createHeteroPlanner(const MILPPlannerOptions &options,
                           PlannerFn gpuOnlyStart, bool offloadStart) {
  return std::make_unique<HeteroPlanner>(options, std::move(gpuOnlyStart),
                                         offloadStart);
}
