//===- ChenPlanner.cpp - sqrt(N) segment checkpointing --------------------===//
//
// Chen et al. 2016, "Training Deep Nets with Sublinear Memory Cost",
// generalized to DAGs. The forward part of the order is cut into segments at
// boundaries where few tensors cross (articulation points of the order are
// preferred); the tensors crossing a chosen boundary are checkpoints, kept
// until their last use. Every other tensor is dropped once its next reader
// lies beyond the current segment, and recomputed from the checkpoints when
// that reader runs; recomputed tensors stay until their last use, so a
// segment is recomputed about once for the backward pass.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"
#include "ScheduleBuilder.h"

#include "remat/Graph/Simulator.h"
#include "remat/Graph/TrainingPhases.h"
#include "remat/Planners/MinimalBudget.h"
#include "remat/Planners/Planners.h"

#include <chrono>
#include <cmath>

using namespace llvm;

namespace remat {

namespace {

class ChenBuilder : public ScheduleBuilder {
public:
  ChenBuilder(const RematGraph &graph, unsigned numSegments, ChenMode mode);

private:
  bool makeRoom(uint64_t) override { return true; }
  void afterStep(NodeId step, ArrayRef<TensorId> touched) override;

  std::vector<uint8_t> checkpoint;
  std::vector<NodeId> segmentEnd; ///< Last node of each node's segment.
};

} // namespace

ChenBuilder::ChenBuilder(const RematGraph &graph, unsigned numSegments,
                         ChenMode mode)
    : ScheduleBuilder(graph), checkpoint(graph.numTensors(), 0),
      segmentEnd(graph.numNodes(), graph.numNodes() - 1) {
  // Without it, recomputing a segment for the backward pass holds all of
  // its intermediates until the step ends: above the no-remat peak.
  freeDeadDuringRecompute = mode == ChenMode::Training;
  unsigned n = graph.numNodes();
  maxComputes = chenMaxComputes(graph);
  // The forward part: nodes not backward, as marked or inferred from the
  // loss (all of them for inference graphs). Without a split, every node
  // that feeds the backward pass would be dropped and recomputed from the
  // inputs at once.
  std::vector<uint8_t> forward(n, 0);
  if (mode == ChenMode::Training)
    forward = getBackwardNodes(graph);
  else
    for (NodeId v = 0; v < n; ++v)
      forward[v] = graph.node(v).isBackward;
  for (uint8_t &f : forward)
    f = !f;
  std::vector<NodeId> fwd;
  for (NodeId v = 0; v < n; ++v)
    if (forward[v])
      fwd.push_back(v);
  if (fwd.empty())
    return;

  // crossing[i]: forward tensors produced at or before fwd[i] and read by a
  // forward node after it. Boundaries with one crossing tensor are cuts.
  std::vector<int64_t> delta(fwd.size() + 1, 0);
  std::vector<uint32_t> posOf(n, kNone);
  for (size_t i = 0; i < fwd.size(); ++i)
    posOf[fwd[i]] = i;
  for (size_t i = 0; i < fwd.size(); ++i)
    for (TensorId t : graph.node(fwd[i]).results) {
      uint32_t lastFwdUse = kNone;
      for (NodeId u : graph.tensor(t).users)
        if (forward[u])
          lastFwdUse = posOf[u];
      if (lastFwdUse != kNone && lastFwdUse > i) {
        ++delta[i];
        --delta[lastFwdUse];
      }
    }
  std::vector<size_t> cuts, all;
  int64_t crossing = 0;
  for (size_t i = 0; i + 1 < fwd.size(); ++i) {
    crossing += delta[i];
    all.push_back(i);
    if (crossing == 1)
      cuts.push_back(i);
  }
  unsigned segs = std::max(1u, std::min<unsigned>(numSegments, fwd.size()));
  const std::vector<size_t> &cands = cuts.size() + 1 >= segs ? cuts : all;

  // Boundaries near j * |fwd| / segs, each snapped to the next candidate.
  std::vector<size_t> chosen;
  size_t c = 0;
  for (unsigned j = 1; j < segs; ++j) {
    size_t target = size_t(double(j) * fwd.size() / segs);
    while (c < cands.size() && cands[c] + 1 < target)
      ++c;
    if (c == cands.size())
      break;
    if (chosen.empty() || chosen.back() != cands[c])
      chosen.push_back(cands[c]);
  }

  // Checkpoints: the forward tensors crossing a chosen boundary b, made at
  // or before it and read by a forward node after it. chosenBelow[i]: how
  // many chosen boundaries are below i.
  std::vector<uint32_t> chosenBelow(fwd.size() + 1, 0);
  for (size_t b : chosen)
    ++chosenBelow[b + 1];
  for (size_t i = 1; i <= fwd.size(); ++i)
    chosenBelow[i] += chosenBelow[i - 1];
  for (size_t i = 0; i < fwd.size(); ++i)
    for (TensorId t : graph.node(fwd[i]).results) {
      uint32_t lastFwdUse = 0;
      for (NodeId u : graph.tensor(t).users)
        if (forward[u])
          lastFwdUse = std::max(lastFwdUse, posOf[u]);
      if (lastFwdUse > i && chosenBelow[lastFwdUse] > chosenBelow[i])
        checkpoint[t] = 1;
    }
  // Forward nodes end their segment at the next chosen boundary; backward
  // nodes keep what they recompute until its last use.
  size_t seg = 0;
  for (size_t i = 0; i < fwd.size(); ++i) {
    while (seg < chosen.size() && chosen[seg] < i)
      ++seg;
    segmentEnd[fwd[i]] = seg < chosen.size() ? fwd[chosen[seg]] : fwd.back();
  }
  // Inputs and the tensors of the last segment are never dropped anyway.
  for (TensorId in : graph.getInputs())
    checkpoint[in] = 1;
}

void ChenBuilder::afterStep(NodeId step, ArrayRef<TensorId> touched) {
  for (TensorId t : touched) {
    if (!resident[t] || pins[t] != 0 || checkpoint[t] || !isEvictable(t))
      continue;
    NodeId next = nextUse(t);
    if (next != kNone && next > segmentEnd[step])
      evict(t);
  }
}

std::optional<Plan> runChen(const RematGraph &graph, unsigned numSegments,
                            ChenMode mode) {
  if (graph.numNodes() == 0)
    return Plan();
  ChenBuilder builder(graph, numSegments, mode);
  if (!builder.run())
    return std::nullopt; // Only at maxComputes: it never runs out of room.
  return builder.takePlan();
}

namespace {

class ChenPlanner : public Planner {
public:
  StringRef getName() const override { return "chen"; }
  PlanResult solve(const RematGraph &graph, const Budget &budget) override;
};

} // namespace

PlanResult ChenPlanner::solve(const RematGraph &graph, const Budget &budget) {
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  if (std::optional<PlanResult> early = checkBudgetLowerBound(graph, budget))
    return *early;
  // sqrt(N/2) segments first (the forward part is about half of a training
  // graph's N nodes); when that does not fit, other segment counts (more
  // segments hold fewer tensors at once, but the checkpoints add up),
  // keeping the cheapest plan within the budget.
  unsigned n = std::max<size_t>(1, graph.numNodes());
  unsigned sqrtN = std::max(1u, unsigned(std::lround(std::sqrt(n / 2.0))));
  std::vector<unsigned> tries = {sqrtN};
  for (unsigned s = 1; s <= n; s = s < 4 ? s + 1 : s * 5 / 4)
    if (s != sqrtN)
      tries.push_back(s);
  PlanResult best;
  best.status = PlanStatus::Infeasible;
  uint64_t lowestPeak = ~uint64_t(0);
  for (unsigned segs : tries) {
    std::optional<Plan> plan = runChen(graph, segs);
    if (!plan)
      continue;
    PlanResult r = finalizePlan(graph, budget, std::move(*plan));
    if (r.status == PlanStatus::Error)
      return r;
    lowestPeak = std::min(lowestPeak, r.peakBytes);
    if (r.hasPlan() && (!best.hasPlan() || r.cost < best.cost))
      best = std::move(r);
    // The sqrt(N) plan is the answer whenever it fits.
    if (best.hasPlan() && segs == sqrtN)
      break;
    if (elapsed() > budget.timeLimitSeconds) {
      best.timeLimitHit = true;
      break;
    }
  }
  if (!best.hasPlan() && lowestPeak == ~uint64_t(0))
    best.message = "chen: every segment count's plan recomputes more than " +
                   std::to_string(kChenMaxComputesPerNode) +
                   " times the nodes";
  else if (!best.hasPlan())
    best.message = "chen: the lowest peak over segment counts is " +
                   std::to_string(lowestPeak) + " bytes, over the budget of " +
                   std::to_string(budget.bytes) + " bytes";
  best.solveSeconds = elapsed();
  return best;
}

std::unique_ptr<Planner> createChenPlanner() {
  return std::make_unique<ChenPlanner>();
}

} // namespace remat
