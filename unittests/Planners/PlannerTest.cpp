//===- PlannerTest.cpp - The driver's planners, finalizePlan, budgets -----===//

#include "TestGraphs.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/MinimalBudget.h"
#include "remat/Planners/Planner.h"

#include "gtest/gtest.h"

using namespace remat;
using namespace remat::testgraphs;

namespace {

TEST(PlannerTest, DriverMakesEveryPlannerOfTheList) {
  llvm::ArrayRef<EnumEntry<SolverKind>> entries = getEnumEntries<SolverKind>();
  EXPECT_EQ(entries.front().value, SolverKind::Auto);
  for (const EnumEntry<SolverKind> &e : entries) {
    EXPECT_EQ(parseEnum<SolverKind>(e.name), e.value);
    EXPECT_EQ(stringifyEnum(e.value), e.name);
    std::unique_ptr<Planner> p = createPlanner(e.value);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->getName(), e.name);
  }
  EXPECT_FALSE(parseEnum<SolverKind>("no-such-planner"));
  EXPECT_EQ(stringifyPlanStatus(PlanStatus::Infeasible), "infeasible");
}

TEST(PlannerTest, FinalizeChecksPlans) {
  RematGraph g = makeChain(3);
  Budget budget;
  budget.bytes = 2;
  PlanResult ok = finalizePlan(g, budget, buildBaselinePlan(g));
  EXPECT_EQ(ok.status, PlanStatus::Feasible);
  EXPECT_DOUBLE_EQ(ok.cost, 3.0);
  EXPECT_EQ(ok.peakBytes, 2u);

  PlanResult bad = finalizePlan(g, budget, {Event::compute(1)});
  EXPECT_EQ(bad.status, PlanStatus::Error);
  EXPECT_NE(bad.message.find("not resident"), std::string::npos);

  budget.bytes = 1;
  PlanResult over = finalizePlan(g, budget, buildBaselinePlan(g));
  EXPECT_EQ(over.status, PlanStatus::Infeasible);
  EXPECT_FALSE(over.hasPlan());

  PlanResult withBound;
  withBound.status = PlanStatus::Feasible;
  withBound.cost = 10;
  withBound.lowerBound = 8;
  EXPECT_DOUBLE_EQ(*withBound.gap(), 0.2);
}

TEST(PlannerTest, LowerBoundCountsOperandsResultsInputsOutputs) {
  RematGraph g("g");
  TensorId x = g.addInput("x", 5);
  TensorId a = g.node(g.addNode("a", {x}, {3, 4}, 1, 1)).results[0];
  TensorId b = g.node(g.addNode("b", {a}, {20}, 1, 1)).results[0];
  g.markOutput(b);
  // While b computes it holds x (the caller's, never freed), a and b:
  // 5 + 3 + 20 (a's step holds 5 + 3 + 4).
  EXPECT_EQ(computeBudgetLowerBound(g), 28u);
  // The inputs stay resident under every step and the outputs.
  RematGraph h("h");
  TensorId big = h.addInput("big", 100);
  TensorId c = h.node(h.addNode("c", {}, {1}, 1, 1)).results[0];
  (void)big;
  h.markOutput(c);
  EXPECT_EQ(computeBudgetLowerBound(h), 101u);
}

/// x -> a -> b -> c (the output); a and b are large. Every node costs 1 on
/// the GPU and 2 on the CPU.
static RematGraph makeWideMiddle() {
  RematGraph g("wide");
  TensorId x = g.addInput("x", 1);
  TensorId a = g.node(g.addNode("a", {x}, {100}, 1, 2)).results[0];
  TensorId b = g.node(g.addNode("b", {a}, {100}, 1, 2)).results[0];
  g.markOutput(g.node(g.addNode("c", {b}, {1}, 1, 2)).results[0]);
  return g;
}

TEST(PlannerTest, LowerBoundWithAHostLinkCountsOnlyNodesBoundToTheGpu) {
  RematGraph g = makeWideMiddle();
  // On the GPU alone, b holds x, a and b.
  EXPECT_EQ(computeBudgetLowerBound(g), 201u);
  // With a link, b and c may run on the CPU; a reads the input x.
  g.setHostLink({/*bandwidth=*/100, /*latency=*/0});
  EXPECT_EQ(computeBudgetLowerBound(g), 101u);
  EXPECT_EQ(computeBudgetLowerBound(g, /*gpuOnly=*/true), 201u);
}

TEST(PlannerTest, AutoOffloadsWhereRecomputationCannotFit) {
  RematGraph g = makeWideMiddle();
  Budget budget;
  budget.bytes = 150;
  budget.timeLimitSeconds = 10;
  EXPECT_EQ(plannerNamed("auto")->solve(g, budget).status,
            PlanStatus::Infeasible);
  // With a link, hetero's plan moves a or b through host memory or runs
  // b on the CPU.
  g.setHostLink({/*bandwidth=*/100, /*latency=*/0});
  EXPECT_EQ(plannerNamed("dtr")->solve(g, budget).status,
            PlanStatus::Infeasible);
  PlanResult r = plannerNamed("auto")->solve(g, budget);
  ASSERT_TRUE(r.hasPlan()) << r.message;
  SimulationResult sim = simulate(g, r.plan);
  ASSERT_TRUE(sim.ok()) << *sim.error;
  EXPECT_LE(sim.peakBytes, 150u);
  EXPECT_GT(sim.numTransfers, 0u);
  // Transfers and CPU nodes overlap the GPU's work: the sum of the GPU
  // costs bounds no such plan's time.
  EXPECT_FALSE(r.lowerBound.has_value()) << *r.lowerBound;
}

TEST(PlannerTest, InputsAreNeverFreed) {
  RematGraph g("g");
  TensorId x = g.addInput("x", 5);
  NodeId a = g.addNode("a", {x}, {3}, 1, 1);
  g.markOutput(g.node(a).results[0]);
  Plan plan = {Event::compute(a), Event::free(x)};
  SimulationResult sim = simulate(g, plan);
  ASSERT_FALSE(sim.ok());
  EXPECT_NE(sim.error->find("frees graph input 'x'"), std::string::npos)
      << *sim.error;
}

TEST(PlannerTest, MinimalBudgetOfChains) {
  RematGraph chain = makeChain(50, 4);
  MinimalBudget m = findMinimalBudget(chain);
  EXPECT_EQ(m.lowerBound, 8u);
  EXPECT_EQ(m.minimalFound, 8u);
  SimulationResult sim = simulate(chain, m.plan);
  ASSERT_TRUE(sim.ok()) << *sim.error;
  EXPECT_EQ(sim.peakBytes, 8u);

  // Training chain: the gradient of f_i reads f_{i-1}, f_i and the next
  // gradient, and writes its own: 4 unit tensors at once.
  RematGraph train = makeTrainingChain(20);
  MinimalBudget t = findMinimalBudget(train);
  EXPECT_EQ(t.lowerBound, 4u);
  EXPECT_EQ(t.minimalFound, 4u);
  EXPECT_TRUE(simulate(train, t.plan).ok());
}

TEST(PlannerTest, BelowTheLowerBoundIsInfeasibleWithTheMinimum) {
  RematGraph g = makeTrainingChain(10);
  Budget budget;
  budget.bytes = 3;
  for (llvm::StringRef name : {"auto", "chen", "dtr"}) {
    PlanResult r = plannerNamed(name)->solve(g, budget);
    EXPECT_EQ(r.status, PlanStatus::Infeasible) << name.str();
    EXPECT_NE(r.message.find("minimal feasible budget: at least 4 bytes"),
              std::string::npos)
        << r.message;
    EXPECT_NE(r.message.find("a plan exists at 4 bytes"), std::string::npos)
        << r.message;
  }
}

} // namespace
