//===- ImportedStepTest.cpp - dp and chen on steps built from IR ----------===//
//
// A step as GraphBuilder makes it carries no Node::isBackward marks, has
// views, constants both passes read, and side computations listed out of
// order. dp, dp-approx and chen infer the split and plan it.
//
//===----------------------------------------------------------------------===//

#include "TestGraphs.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/Planners.h"

#include "gtest/gtest.h"

using namespace remat;
using namespace remat::testgraphs;

namespace {

TEST(ImportedStep, DPAndChenPlanBelowThePeak) {
  ImportedStep s = makeImportedTrainingStep(8);
  const RematGraph &g = s.graph;
  ASSERT_FALSE(g.verify());
  uint64_t peak = simulate(g, buildBaselinePlan(g)).peakBytes;
  for (double fraction : {0.9, 0.75}) {
    Budget budget;
    budget.bytes = uint64_t(fraction * peak);
    for (const char *name : {"dp", "dp-approx", "chen"}) {
      std::unique_ptr<Planner> planner =
          std::string(name) == "chen" ? createChenPlanner()
                                      : createDPPlanner(name[2] == '\0');
      PlanResult r = planner->solve(g, budget);
      ASSERT_TRUE(r.hasPlan()) << name << " at " << fraction << ": "
                               << r.message;
      SimulationResult sim = simulate(g, r.plan);
      ASSERT_TRUE(sim.ok()) << name << ": " << *sim.error;
      EXPECT_LE(sim.peakBytes, budget.bytes) << name;
      EXPECT_GT(sim.numRecomputes, 0u) << name;
      EXPECT_DOUBLE_EQ(sim.time, r.cost) << name;
    }
  }
}

TEST(ImportedStep, DPMatchesTheMarkedGraph) {
  // Marking the split (as GraphBuilder does) changes nothing for dp.
  ImportedStep s = makeImportedTrainingStep(6);
  RematGraph marked = s.graph;
  for (NodeId v = 0; v < marked.numNodes(); ++v)
    marked.node(v).isBackward = true;
  for (NodeId v : s.forward)
    marked.node(v).isBackward = false;
  uint64_t peak = simulate(s.graph, buildBaselinePlan(s.graph)).peakBytes;
  Budget budget;
  budget.bytes = peak * 8 / 10;
  PlanResult a = createDPPlanner(true)->solve(s.graph, budget);
  PlanResult b = createDPPlanner(true)->solve(marked, budget);
  ASSERT_TRUE(a.hasPlan()) << a.message;
  ASSERT_TRUE(b.hasPlan()) << b.message;
  EXPECT_DOUBLE_EQ(a.cost, b.cost);
}

} // namespace
