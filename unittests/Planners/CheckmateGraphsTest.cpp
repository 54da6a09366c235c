//===- CheckmateGraphsTest.cpp - Planners on the Checkmate graphs ---------===//

#include "Heuristics.h"
#include "TestGraphs.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/MinimalBudget.h"
#include "remat/Planners/Planner.h"

#include "gtest/gtest.h"

using namespace remat;
using remat::testgraphs::plannerNamed;

namespace {

const char *const kGraphs[] = {
    "vgg16_b256_train.json",    "vgg19_b256_train.json",
    "vgg_unet_b32_train.json",  "segnet_b32_train.json",
    "mobilenet_b512_train.json", "random_layered_n100.json",
    "random_layered_n250.json"};

class CheckmateGraphsTest : public ::testing::TestWithParam<const char *> {
protected:
  void SetUp() override {
    std::string path = std::string(REMAT_CHECKMATE_DIR) + "/" + GetParam();
    std::optional<LoadedGraph> g = testgraphs::loadGraphFile(path);
    if (!g)
      GTEST_SKIP() << "no graph at " << path;
    graph = std::move(g->graph);
    peak = simulate(graph, buildBaselinePlan(graph)).peakBytes;
    minimal = findMinimalBudget(graph);
  }

  PlanResult solve(llvm::StringRef name, uint64_t bytes) {
    Budget budget;
    budget.bytes = bytes;
    PlanResult r = plannerNamed(name)->solve(graph, budget);
    EXPECT_NE(r.status, PlanStatus::Error) << r.message;
    if (r.hasPlan()) {
      SimulationResult sim = simulate(graph, r.plan);
      EXPECT_TRUE(sim.ok()) << *sim.error;
      EXPECT_LE(sim.peakBytes, bytes);
      EXPECT_DOUBLE_EQ(sim.computeCost, r.cost);
    }
    return r;
  }

  RematGraph graph;
  uint64_t peak = 0;
  MinimalBudget minimal;
};

TEST_P(CheckmateGraphsTest, MinimalBudgetIsConsistent) {
  EXPECT_LE(minimal.lowerBound, minimal.minimalFound);
  EXPECT_LE(minimal.minimalFound, peak);
  SimulationResult sim = simulate(graph, minimal.plan);
  ASSERT_TRUE(sim.ok()) << *sim.error;
  EXPECT_LE(sim.peakBytes, minimal.minimalFound);
  // Every Chen plan auto tries, freed early as auto's post-pass does, is
  // one the search saw: none fits below what it reports.
  for (unsigned segs : chenSegmentCounts(graph.numNodes()))
    for (ChenMode mode : {ChenMode::Training, ChenMode::Marked}) {
      std::optional<Plan> plan = runChen(graph, segs, mode);
      ASSERT_TRUE(plan.has_value()) << segs << " segments";
      SimulationResult chen =
          simulate(graph, improvePlan(graph, 0, std::move(*plan)));
      EXPECT_GE(chen.peakBytes, minimal.minimalFound) << segs << " segments";
    }
}

TEST_P(CheckmateGraphsTest, AutoIsMonotoneInTheBudget) {
  // From the baseline peak down to the minimal budget: auto always finds a
  // plan, and its cost never decreases as the budget shrinks, except for
  // the plans of its fallbacks, made at the budget itself or at the minimum
  // (the stage model's search and the minimal-budget search's plans, where
  // DTR finds nothing, the random layered graphs, or only plans of over
  // 25% overhead, SegNet near its minimum).
  const int steps = 12;
  double previous = 0;
  unsigned fallbacks = 0;
  for (int i = 0; i <= steps; ++i) {
    uint64_t b = peak - (peak - minimal.minimalFound) * i / steps;
    PlanResult r = solve("auto", b);
    ASSERT_TRUE(r.hasPlan()) << "budget " << b << ": " << r.message;
    if (r.message.find("stage model") != std::string::npos ||
        r.message.find("minimal-budget search") != std::string::npos) {
      fallbacks += r.message.find("DTR found no plan") != std::string::npos;
      continue;
    }
    EXPECT_GE(r.cost, previous) << "budget " << b << ": " << r.message;
    previous = r.cost;
  }
  // DTR itself plans the Keras graphs.
  if (std::string(GetParam()).find("random_layered") != 0) {
    EXPECT_EQ(fallbacks, 0u);
  }
}

TEST_P(CheckmateGraphsTest, HeuristicsAreValidAtStandardBudgets) {
  for (double f : {0.9, 0.7, 0.5, 0.3})
    for (const char *name : {"chen", "dtr"})
      solve(name, uint64_t(f * peak));
  for (const char *name : {"chen", "dtr"})
    solve(name, minimal.minimalFound);
}

INSTANTIATE_TEST_SUITE_P(Graphs, CheckmateGraphsTest,
                         ::testing::ValuesIn(kGraphs),
                         [](const ::testing::TestParamInfo<const char *> &info) {
                           std::string name = info.param;
                           name = name.substr(0, name.find('.'));
                           for (char &c : name)
                             if (!isalnum(c))
                               c = '_';
                           return name;
                         });

} // namespace
