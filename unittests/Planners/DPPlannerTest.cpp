//===- DPPlannerTest.cpp - The lower-set dynamic program ------------------===//
//
// Checks that (1) the memory of the plan class predicted by the lower-set
// model is the simulator's peak, (2) the DP finds the cheapest chain of lower
// sets (against enumerating every chain), and (3) on training chains it
// matches the MILP optimum whenever that optimum computes no node more than
// twice, the class the paper's strategies span (LowerSetDP.h).
//
//===----------------------------------------------------------------------===//

#include "LowerSetDP.h"
#include "RequireCBC.h"
#include "TestGraphs.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/Planners.h"

#include "gtest/gtest.h"

#include <functional>

using namespace remat;
using namespace remat::lowerset;
using namespace remat::testgraphs;

namespace {

Budget makeBudget(uint64_t bytes) {
  Budget b;
  b.bytes = bytes;
  b.timeLimitSeconds = 30;
  return b;
}

/// A training chain with uneven sizes and costs.
RematGraph makeUnevenTrainingChain() {
  RematGraph f("uneven");
  const uint64_t bytes[] = {3, 1, 4, 1, 5, 2};
  const double cost[] = {2, 7, 1, 8, 2, 8};
  for (unsigned i = 0; i < 6; ++i) {
    std::vector<TensorId> ops;
    if (i)
      ops.push_back(f.node(i - 1).results[0]);
    f.addNode("f" + std::to_string(i), ops, {bytes[i]}, cost[i], cost[i]);
  }
  f.markOutput(f.node(5).results[0]);
  return makeTraining(f);
}

struct ChainOutcome {
  uint64_t peak;
  double cost;
};

/// Every chain of admissible lower sets, with its simulated peak and cost;
/// checks the model's predicted peak against the simulator on the way.
std::vector<ChainOutcome> enumerateChains(const RematGraph &g,
                                          const LowerSetModel &m) {
  std::optional<std::vector<NodeSet>> all = m.enumerateLowerSets(100000);
  EXPECT_TRUE(all.has_value());
  std::vector<NodeSet> states;
  NodeSet full(m.numForward(), 1);
  for (const NodeSet &s : *all) {
    unsigned size = std::count(s.begin(), s.end(), 1);
    if (size > 0 && size < m.numForward() && m.isAdmissible(s))
      states.push_back(s);
  }
  std::vector<ChainOutcome> out;
  std::vector<NodeSet> chain;
  std::function<void(const NodeSet &)> extend = [&](const NodeSet &from) {
    auto strictSuperset = [&](const NodeSet &s) {
      bool strict = false;
      for (size_t v = 0; v < s.size(); ++v) {
        if (from[v] && !s[v])
          return false;
        strict |= s[v] && !from[v];
      }
      return strict;
    };
    chain.push_back(full);
    uint64_t predicted = 0;
    Plan plan = m.buildPlan(chain, &predicted);
    SimulationResult sim = simulate(g, plan);
    EXPECT_TRUE(sim.ok()) << *sim.error;
    EXPECT_EQ(predicted, sim.peakBytes) << "chain of " << chain.size();
    out.push_back({sim.peakBytes, sim.computeCost});
    chain.pop_back();
    for (const NodeSet &s : states)
      if (strictSuperset(s)) {
        chain.push_back(s);
        extend(s);
        chain.pop_back();
      }
  };
  extend(NodeSet(m.numForward(), 0));
  return out;
}

/// Training steps small enough to enumerate every chain of lower sets.
std::vector<RematGraph> enumerableGraphs() {
  std::vector<RematGraph> graphs;
  graphs.push_back(makeTraining(makeDiamond()));
  graphs.push_back(makeTraining(makeUNet(3)));
  graphs.push_back(makeTrainingChain(5));
  graphs.push_back(makeUnevenTrainingChain());
  for (unsigned seed = 0; seed < 3; ++seed)
    graphs.push_back(makeTraining(makeRandomDag(6, seed)));
  return graphs;
}

TEST(DPPlanner, ExactDPIsTheCheapestChainOfLowerSets) {
  unsigned recomputing = 0;
  for (const RematGraph &g : enumerableGraphs()) {
    llvm::Expected<LowerSetModel> m = LowerSetModel::create(g);
    ASSERT_TRUE(static_cast<bool>(m)) << llvm::toString(m.takeError());
    std::vector<ChainOutcome> chains = enumerateChains(g, *m);
    ASSERT_FALSE(chains.empty());
    uint64_t top = 0;
    for (const ChainOutcome &c : chains)
      top = std::max(top, c.peak);
    for (uint64_t budget = top; budget > 0; --budget) {
      std::optional<double> best;
      for (const ChainOutcome &c : chains)
        if (c.peak <= budget && (!best || c.cost < *best))
          best = c.cost;
      std::optional<LowerSetModel::Solution> sol =
          m->solve(*m->enumerateLowerSets(100000), budget);
      ASSERT_EQ(sol.has_value(), best.has_value())
          << g.getName().str() << " budget " << budget;
      if (!best)
        break;
      EXPECT_NEAR(g.totalCost() + sol->overhead, *best, 1e-9)
          << g.getName().str() << " budget " << budget;
      recomputing += sol->overhead > 0;

      // The planner returns that chain's plan (or the baseline when it fits).
      PlanResult r = createDPPlanner(true)->solve(g, makeBudget(budget));
      ASSERT_TRUE(r.hasPlan()) << r.message;
      SimulationResult sim = simulate(g, r.plan);
      ASSERT_TRUE(sim.ok()) << *sim.error;
      EXPECT_LE(sim.peakBytes, budget);
      EXPECT_LE(r.cost, *best + 1e-9);

      // The approximate family is a subset: never cheaper.
      PlanResult approx = createDPPlanner(false)->solve(g, makeBudget(budget));
      if (approx.hasPlan()) {
        EXPECT_GE(approx.cost, r.cost - 1e-9);
        EXPECT_TRUE(simulate(g, approx.plan).ok());
      }
    }
  }
  EXPECT_GE(recomputing, 5u);
}

// The minimal-budget search's use of the DP: one ChainSearch solving at
// budget after budget (its segments evaluated once) answers as fresh solves
// do, and stepping below each chain's peak ends at the least peak of all
// chains.
TEST(DPPlanner, ChainSearchSweepsDownToTheLeastPeak) {
  for (const RematGraph &g : enumerableGraphs()) {
    llvm::Expected<LowerSetModel> m = LowerSetModel::create(g);
    ASSERT_TRUE(static_cast<bool>(m)) << llvm::toString(m.takeError());
    std::vector<ChainOutcome> chains = enumerateChains(g, *m);
    uint64_t least = UINT64_MAX, top = 0;
    for (const ChainOutcome &c : chains) {
      least = std::min(least, c.peak);
      top = std::max(top, c.peak);
    }
    std::vector<NodeSet> all = *m->enumerateLowerSets(100000);
    ChainSearch search(*m, all);
    for (uint64_t budget = top; budget >= least; --budget) {
      std::optional<LowerSetModel::Solution> reused = search.solve(budget);
      std::optional<LowerSetModel::Solution> fresh = m->solve(all, budget);
      ASSERT_TRUE(reused && fresh) << budget;
      EXPECT_EQ(reused->overhead, fresh->overhead) << budget;
      EXPECT_LE(reused->peak, budget);
      uint64_t predicted = 0;
      m->buildPlan(reused->chain, &predicted);
      EXPECT_EQ(reused->peak, predicted) << budget;
    }
    EXPECT_FALSE(search.solve(least - 1).has_value()) << g.getName().str();
    unsigned steps = 0;
    uint64_t last = top;
    for (uint64_t within = top;; ++steps) {
      std::optional<LowerSetModel::Solution> sol = search.solve(within);
      if (!sol)
        break;
      last = sol->peak;
      within = sol->peak - 1;
    }
    EXPECT_EQ(last, least) << g.getName().str();
    EXPECT_GE(steps, 1u);
  }
}

// A search out of work answers nothing rather than a chain it did not
// check.
TEST(DPPlanner, ChainSearchStopsWhenItsWorkIsSpent) {
  RematGraph g = makeTrainingChain(5);
  llvm::Expected<LowerSetModel> m = LowerSetModel::create(g);
  ASSERT_TRUE(static_cast<bool>(m)) << llvm::toString(m.takeError());
  std::vector<NodeSet> all = *m->enumerateLowerSets(100000);
  Effort little(3, Effort::Clock::time_point::max());
  EXPECT_FALSE(ChainSearch(*m, all).solve(UINT64_MAX, &little).has_value());
  EXPECT_TRUE(little.exhausted());
  EXPECT_TRUE(ChainSearch(*m, all).solve(UINT64_MAX).has_value());
}

TEST(DPPlanner, MatchesMILPOnTrainingChains) {
  REQUIRE_CBC();
  MILPPlannerOptions exact;
  exact.relativeGap = 1e-7;
  std::vector<RematGraph> graphs;
  for (unsigned n = 3; n <= 7; ++n)
    graphs.push_back(makeTrainingChain(n));
  graphs.push_back(makeUnevenTrainingChain());
  unsigned compared = 0;
  for (const RematGraph &g : graphs) {
    uint64_t peak = simulate(g, buildBaselinePlan(g)).peakBytes;
    for (uint64_t budget = peak; budget > 0; --budget) {
      PlanResult milp =
          createPlanner(SolverKind::MILP, exact)->solve(g, makeBudget(budget));
      PlanResult dp = createDPPlanner(true)->solve(g, makeBudget(budget));
      PlanResult approx = createDPPlanner(false)->solve(g, makeBudget(budget));
      if (!milp.hasPlan()) {
        EXPECT_FALSE(dp.hasPlan());
        break;
      }
      ASSERT_EQ(milp.status, PlanStatus::Optimal) << milp.message;
      std::vector<unsigned> computes(g.numNodes(), 0);
      unsigned most = 0;
      for (const Event &e : milp.plan)
        if (e.kind == Event::Kind::Compute)
          most = std::max(most, ++computes[e.id]);
      if (dp.hasPlan()) {
        EXPECT_GE(dp.cost, milp.cost - 1e-9);
      }
      // Forward chains: prefixes are all the lower sets, approx == exact.
      EXPECT_EQ(dp.hasPlan(), approx.hasPlan());
      if (dp.hasPlan() && approx.hasPlan()) {
        EXPECT_NEAR(dp.cost, approx.cost, 1e-9);
      }
      if (most <= 2) {
        ASSERT_TRUE(dp.hasPlan())
            << g.getName().str() << " budget " << budget << ": " << dp.message;
        EXPECT_NEAR(dp.cost, milp.cost, 1e-9)
            << g.getName().str() << " budget " << budget;
        compared += milp.cost > g.totalCost();
      }
    }
  }
  EXPECT_GE(compared, 8u);
}

TEST(DPPlanner, RefusesGraphsOutsideTheModel) {
  // No backward pass.
  PlanResult r = createDPPlanner(true)->solve(makeChain(6), makeBudget(1));
  EXPECT_EQ(r.status, PlanStatus::Unavailable);
  EXPECT_NE(r.message.find("backward"), std::string::npos);

  // No forward pass.
  RematGraph allBackward = makeChain(6);
  for (NodeId v = 0; v < allBackward.numNodes(); ++v)
    allBackward.node(v).isBackward = true;
  r = createDPPlanner(true)->solve(allBackward, makeBudget(1));
  EXPECT_EQ(r.status, PlanStatus::Unavailable);
  EXPECT_NE(r.message.find("no forward nodes"), std::string::npos)
      << r.message;

  // Too many lower sets for the exact DP: 12 independent forward nodes.
  RematGraph wide("wide");
  std::vector<TensorId> fwd;
  for (unsigned i = 0; i < 12; ++i)
    fwd.push_back(
        wide.node(wide.addNode("f" + std::to_string(i), {}, {1}, 1, 1))
            .results[0]);
  NodeId loss = wide.addNode("loss", fwd, {1}, 1, 1);
  wide.node(loss).isBackward = true;
  TensorId prev = wide.node(loss).results[0];
  for (unsigned i = 12; i-- > 0;) {
    NodeId b = wide.addNode("d" + std::to_string(i), {fwd[i], prev}, {1}, 1, 1);
    wide.node(b).isBackward = true;
    prev = wide.node(b).results[0];
  }
  wide.markOutput(prev);
  uint64_t peak = simulate(wide, buildBaselinePlan(wide)).peakBytes;
  PlanResult big = createDPPlanner(true)->solve(wide, makeBudget(peak - 1));
  EXPECT_EQ(big.status, PlanStatus::Unavailable);
  EXPECT_NE(big.message.find("dp-approx"), std::string::npos);
  PlanResult approx = createDPPlanner(false)->solve(wide, makeBudget(peak));
  EXPECT_TRUE(approx.hasPlan()) << approx.message;
}

TEST(DPPlanner, CostGrowsAsTheBudgetShrinks) {
  RematGraph g = makeTraining(makeUNet(4));
  uint64_t peak = simulate(g, buildBaselinePlan(g)).peakBytes;
  double previous = 0;
  for (uint64_t budget = peak; budget > 0; --budget) {
    PlanResult r = createDPPlanner(true)->solve(g, makeBudget(budget));
    if (!r.hasPlan()) {
      EXPECT_EQ(r.status, PlanStatus::Infeasible) << r.message;
      break;
    }
    SimulationResult sim = simulate(g, r.plan);
    ASSERT_TRUE(sim.ok()) << *sim.error;
    EXPECT_LE(sim.peakBytes, budget);
    EXPECT_GE(r.cost, previous - 1e-9);
    previous = r.cost;
  }
  EXPECT_GT(previous, g.totalCost());
}

TEST(DPPlanner, StopsAtTheTimeLimit) {
  SKIP_TIMING_UNDER_SANITIZERS();
  // 1,200 layers: a DP over about 2,400 lower sets, seconds of work.
  RematGraph g = makeTrainingChain(1200);
  uint64_t peak = simulate(g, buildBaselinePlan(g)).peakBytes;
  Budget budget = makeBudget(peak / 2);
  budget.timeLimitSeconds = 0.05;
  PlanResult r = createDPPlanner(false)->solve(g, budget);
  EXPECT_EQ(r.status, PlanStatus::Infeasible);
  EXPECT_NE(r.message.find("time limit"), std::string::npos) << r.message;
  EXPECT_LT(r.solveSeconds, 1.0);
}

TEST(DPPlanner, Registered) {
  for (llvm::StringRef name : {"dp", "dp-approx"}) {
    std::unique_ptr<Planner> p = plannerNamed(name);
    ASSERT_TRUE(p) << name.str();
    EXPECT_EQ(p->getName(), name);
  }
}

} // namespace
