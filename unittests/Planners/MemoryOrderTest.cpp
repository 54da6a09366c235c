//===- MemoryOrderTest.cpp - Searching an order that needs less memory ----===//

#include "MemoryOrder.h"
#include "TestGraphs.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/PlanningDriver.h"

#include "gtest/gtest.h"

using namespace remat;
using namespace remat::testgraphs;

namespace {

/// Two branches from input x, each a large tensor reduced to a small one,
/// joined at the end. The ids interleave the branches, so both large
/// tensors are resident at once (201 bytes); branch by branch, one is
/// (102 bytes).
RematGraph makeInterleavedBranches() {
  RematGraph g("branches");
  TensorId x = g.addInput("x", 0);
  NodeId a1 = g.addNode("a1", {x}, {100}, 1, 1);
  NodeId b1 = g.addNode("b1", {x}, {100}, 1, 1);
  NodeId a2 = g.addNode("a2", {g.node(a1).results[0]}, {1}, 1, 1);
  NodeId b2 = g.addNode("b2", {g.node(b1).results[0]}, {1}, 1, 1);
  NodeId out = g.addNode("out", {g.node(a2).results[0], g.node(b2).results[0]},
                         {1}, 1, 1);
  g.markOutput(g.node(out).results[0]);
  return g;
}

uint64_t baselinePeak(const RematGraph &g) {
  return simulate(g, buildBaselinePlan(g)).peakBytes;
}

} // namespace

// Tests that the search finds the branch-by-branch order, and that the
// reordered graph's plans are valid plans of the original graph with the
// same peak.
TEST(MemoryOrderTest, FindsTheBranchByBranchOrder) {
  RematGraph g = makeInterleavedBranches();
  ASSERT_EQ(baselinePeak(g), 201u);
  Effort effort;
  std::optional<ReorderedGraph> r =
      searchMemoryOrder(g, baselinePeak(g), effort);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->peakBytes, 102u);
  ASSERT_FALSE(bool(r->graph.verify()));
  EXPECT_EQ(baselinePeak(r->graph), 102u);
  Plan plan = r->planInOriginalIds(buildBaselinePlan(r->graph));
  SimulationResult sim = simulate(g, plan);
  ASSERT_TRUE(sim.ok()) << *sim.error;
  EXPECT_EQ(sim.peakBytes, 102u);
  EXPECT_EQ(sim.numRecomputes, 0u);
}

// Tests that a chain, whose only order is its ids', gives no order, and
// that so does a search without work.
TEST(MemoryOrderTest, NoOrderWhereNoneIsLower) {
  Effort effort;
  RematGraph chain = makeChain(8);
  EXPECT_FALSE(searchMemoryOrder(chain, baselinePeak(chain), effort));
  Effort none(0, Effort::Clock::time_point::max());
  RematGraph g = makeInterleavedBranches();
  EXPECT_FALSE(searchMemoryOrder(g, baselinePeak(g), none));
}

// Tests that renumbering keeps what planners read: names, costs, hints,
// aliases, outputs, and the maps back to the original ids.
TEST(MemoryOrderTest, ReorderKeepsTheGraph) {
  RematGraph g("views");
  TensorId x = g.addInput("x", 8);
  NodeId p = g.addNode("p", {x}, {16}, 2, 3);
  NodeId q = g.addNode("q", {x}, {4}, 5, 7);
  NodeId v = g.addNode("v", {g.node(p).results[0]}, {16}, 0, 0);
  g.setAlias(g.node(v).results[0], g.node(p).results[0]);
  g.node(q).hints.keep = true;
  g.node(q).isBackward = true;
  NodeId o =
      g.addNode("o", {g.node(v).results[0], g.node(q).results[0]}, {4}, 1, 1);
  g.markOutput(g.node(o).results[0]);
  ASSERT_FALSE(bool(g.verify()));

  ReorderedGraph r = reorderGraph(g, {q, p, v, o});
  const RematGraph &h = r.graph;
  ASSERT_FALSE(bool(h.verify()));
  EXPECT_EQ(r.originalNode, (std::vector<NodeId>{q, p, v, o}));
  for (NodeId n = 0; n < h.numNodes(); ++n) {
    const Node &mine = h.node(n), &theirs = g.node(r.originalNode[n]);
    EXPECT_EQ(mine.name, theirs.name);
    EXPECT_EQ(mine.cost[0], theirs.cost[0]);
    EXPECT_EQ(mine.cost[1], theirs.cost[1]);
    EXPECT_EQ(mine.hints.keep, theirs.hints.keep);
    EXPECT_EQ(mine.isBackward, theirs.isBackward);
  }
  for (TensorId t = 0; t < h.numTensors(); ++t) {
    const Tensor &mine = h.tensor(t), &theirs = g.tensor(r.originalTensor[t]);
    EXPECT_EQ(mine.name, theirs.name);
    EXPECT_EQ(mine.bytes, theirs.bytes);
    EXPECT_EQ(mine.isOutput, theirs.isOutput);
    EXPECT_EQ(mine.aliasOf == kNone ? kNone : r.originalTensor[mine.aliasOf],
              theirs.aliasOf);
  }
  EXPECT_EQ(baselinePeak(h), r.peakBytes);
  // Plans map both ways.
  Plan plan = buildBaselinePlan(g);
  EXPECT_EQ(r.planInOriginalIds(r.planInNewIds(plan)), plan);
  EXPECT_TRUE(simulate(h, r.planInNewIds(plan)).ok());
}

// Tests the driver with --reorder on Checkmate's random layered graph of
// 100 nodes at 80% of its peak: in the id order the plan recomputes, in the
// searched order (36,790 B) nothing needs to; its events name the original
// ids, and the report says which order's peak it used.
TEST(MemoryOrderTest, DriverPlansInTheLowerOrder) {
  LOAD_GRAPH_OR_SKIP(loaded, REMAT_CHECKMATE_DIR "/random_layered_n100.json");
  const RematGraph &g = loaded->graph;
  PlanningOptions options;
  options.budget = *parseBudgetSpec("80%");
  PlanningOutcome plain = planGraph(g, options);
  ASSERT_TRUE(plain.succeeded()) << plain.error;
  EXPECT_GT(plain.after.time, g.totalCost());
  EXPECT_FALSE(plain.reorderedPeak);

  options.reorder = true;
  PlanningOutcome reordered = planGraph(g, options);
  ASSERT_TRUE(reordered.succeeded()) << reordered.error;
  EXPECT_EQ(reordered.after.time, g.totalCost());
  EXPECT_EQ(reordered.reorderedPeak, std::optional<uint64_t>(36790));
  SimulationResult sim = simulate(g, reordered.result.plan);
  ASSERT_TRUE(sim.ok()) << *sim.error;
  EXPECT_LE(sim.peakBytes, reordered.budget);

  // Where the id order fits, it is kept.
  options.budget = *parseBudgetSpec("100%");
  PlanningOutcome fits = planGraph(g, options);
  ASSERT_TRUE(fits.succeeded()) << fits.error;
  EXPECT_FALSE(fits.reorderedPeak);
}
