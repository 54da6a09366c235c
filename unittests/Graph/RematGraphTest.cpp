//===- RematGraphTest.cpp - Tests of the graph and the baseline plan -----===//

#include "remat/Graph/Plan.h"
#include "remat/Graph/RematGraph.h"
#include "remat/Graph/Simulator.h"

#include "gtest/gtest.h"

using namespace remat;

namespace {

TEST(RematGraphTest, BuildsUsersAndAliases) {
  RematGraph g("g");
  TensorId x = g.addInput("x", 8);
  NodeId a = g.addNode("a", {x}, {4}, 1, 2);
  TensorId ta = g.node(a).results[0];
  NodeId v = g.addNode("view", {ta}, {4}, 0, 0);
  TensorId tv = g.node(v).results[0];
  g.setAlias(tv, ta);
  NodeId b = g.addNode("b", {x, tv}, {2, 3}, 1, 1);
  g.markOutput(g.node(b).results[0]);
  ASSERT_FALSE(g.verify());
  EXPECT_EQ(g.tensor(x).users, (std::vector<NodeId>{a, b}));
  EXPECT_EQ(g.storageOf(tv), ta);
  EXPECT_EQ(g.storageBytes(tv), 4u);
  EXPECT_EQ(g.tensor(tv).bytes, 0u);
  EXPECT_EQ(g.node(b).results.size(), 2u);
  EXPECT_DOUBLE_EQ(g.totalCost(DeviceKind::GPU), 2.0);
  EXPECT_DOUBLE_EQ(g.totalCost(DeviceKind::CPU), 3.0);
}

TEST(RematGraphTest, VerifyRejectsBrokenGraphs) {
  RematGraph g("bad");
  NodeId a = g.addNode("a", {}, {1}, 1, 1);
  NodeId b = g.addNode("b", {g.node(a).results[0]}, {1}, 1, 1);
  ASSERT_FALSE(g.verify());
  // An operand produced by a later node breaks the topological order.
  g.node(a).operands.push_back(g.node(b).results[0]);
  g.tensor(g.node(b).results[0]).users.push_back(a);
  llvm::Error e = g.verify();
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("topological"), std::string::npos);

  RematGraph cyc("cycle");
  NodeId c = cyc.addNode("c", {}, {1, 1}, 1, 1);
  cyc.setAlias(cyc.node(c).results[0], cyc.node(c).results[1]);
  cyc.setAlias(cyc.node(c).results[1], cyc.node(c).results[0]);
  llvm::Error e2 = cyc.verify();
  ASSERT_TRUE(bool(e2));
  EXPECT_NE(llvm::toString(std::move(e2)).find("alias cycle"), std::string::npos);
}

TEST(RematGraphTest, BaselineFreesAfterLastUse) {
  // x -> a -> b -> c, plus a -> c: a lives until c.
  RematGraph g("g");
  TensorId x = g.addInput("x", 1);
  TensorId a = g.node(g.addNode("a", {x}, {10}, 1, 1)).results[0];
  TensorId b = g.node(g.addNode("b", {a}, {20}, 1, 1)).results[0];
  TensorId d = g.node(g.addNode("dead", {b}, {5}, 1, 1)).results[0];
  TensorId c = g.node(g.addNode("c", {a, b}, {30}, 1, 1)).results[0];
  g.markOutput(c);
  Plan plan = buildBaselinePlan(g);
  Plan expected = {Event::compute(0), Event::compute(1), Event::compute(2),
                   Event::free(d),    Event::compute(3), Event::free(a),
                   Event::free(b)};
  EXPECT_EQ(plan, expected);
  SimulationResult sim = simulate(g, plan);
  ASSERT_TRUE(sim.ok()) << *sim.error;
  // While c computes: x, a, b and c are resident.
  EXPECT_EQ(sim.peakBytes, 1u + 10 + 20 + 30);
  EXPECT_EQ(sim.timeline.back(), 1u + 30);
}

TEST(RematGraphTest, BaselineViewKeepsSourceAlive) {
  RematGraph g("g");
  TensorId a = g.node(g.addNode("a", {}, {100}, 1, 1)).results[0];
  TensorId v = g.node(g.addNode("v", {a}, {0}, 0, 0)).results[0];
  g.setAlias(v, a);
  TensorId b = g.node(g.addNode("b", {v}, {1}, 1, 1)).results[0];
  TensorId c = g.node(g.addNode("c", {b}, {1}, 1, 1)).results[0];
  g.markOutput(c);
  ASSERT_FALSE(g.verify());
  SimulationResult sim = simulate(g, buildBaselinePlan(g));
  ASSERT_TRUE(sim.ok()) << *sim.error;
  // a's storage is counted once while a and its view are both resident, and
  // stays until b (the view's last user) ran.
  EXPECT_EQ(sim.peakBytes, 101u);
  EXPECT_EQ(sim.timeline.back(), 1u);
}

TEST(RematGraphTest, NormalizeFreesAtLastUseOfEachInstance) {
  // x -> a -> b -> c with a used again by c; the plan recomputes a late and
  // frees nothing early, and computes b twice in a row.
  RematGraph g("g");
  TensorId x = g.addInput("x", 1);
  NodeId na = g.addNode("a", {x}, {10}, 1, 1);
  TensorId a = g.node(na).results[0];
  NodeId nb = g.addNode("b", {a}, {20}, 1, 1);
  TensorId b = g.node(nb).results[0];
  NodeId nc = g.addNode("c", {a, b}, {30}, 1, 1);
  TensorId c = g.node(nc).results[0];
  g.markOutput(c);
  ASSERT_FALSE(g.verify());
  Plan plan = {Event::compute(na), Event::compute(nb), Event::compute(nb),
               Event::free(a),     Event::compute(na), Event::compute(nc)};
  Plan normal = normalizeFrees(g, plan);
  // The first a dies at b; the repeated b is dropped; everything but the
  // output dies at c.
  Plan expected = {Event::compute(na), Event::compute(nb), Event::free(a),
                   Event::compute(na), Event::compute(nc), Event::free(a),
                   Event::free(b)};
  EXPECT_EQ(normal, expected);
  SimulationResult before = simulate(g, plan);
  SimulationResult after = simulate(g, normal);
  ASSERT_TRUE(before.ok()) << *before.error;
  ASSERT_TRUE(after.ok()) << *after.error;
  EXPECT_LE(after.peakBytes, before.peakBytes);
  EXPECT_EQ(after.peakBytes, 1u + 10 + 20 + 30);
  EXPECT_EQ(after.numRecomputes, 1u);
  EXPECT_EQ(after.timeline.back(), 1u + 30);
}

TEST(RematGraphTest, NormalizeFreesDropsComputesNobodyReads) {
  // x -> a -> b -> c (the output). After c, the plan recomputes a and then b
  // from it: b's result is never read, so neither is a's; a recomputation
  // of the output c that the end does not see is dead too.
  RematGraph g("g");
  TensorId x = g.addInput("x", 1);
  NodeId na = g.addNode("a", {x}, {10}, 1, 1);
  NodeId nb = g.addNode("b", {g.node(na).results[0]}, {20}, 1, 1);
  NodeId nc = g.addNode("c", {g.node(nb).results[0]}, {30}, 1, 1);
  TensorId c = g.node(nc).results[0];
  g.markOutput(c);
  ASSERT_FALSE(g.verify());
  Plan plan = {Event::compute(na), Event::compute(nb), Event::compute(nc),
               Event::free(c),     Event::compute(nc), Event::compute(na),
               Event::compute(nb)};
  Plan normal = normalizeFrees(g, plan);
  // The first c dies unread; the second is the output. The recomputed a and
  // b are gone, the only computes of a and b stay.
  TensorId a = g.node(na).results[0], b = g.node(nb).results[0];
  Plan expected = {Event::compute(na), Event::compute(nb), Event::free(a),
                   Event::compute(nc), Event::free(b)};
  EXPECT_EQ(normal, expected);
  SimulationResult after = simulate(g, normal);
  ASSERT_TRUE(after.ok()) << *after.error;
  EXPECT_EQ(after.numRecomputes, 0u);
}

TEST(RematGraphTest, NormalizeFreesDropsTransfersNobodyReads) {
  // x -> a -> b -> c, and d reads a and c (the output). a goes to host
  // memory and back before d. b goes to host memory after c, its last
  // reader, and comes back for nobody: that prefetch, and so the offload,
  // are dead. The program would drop them; the plan must not count b's host
  // copy.
  RematGraph g("g");
  g.setHostLink({/*bandwidth=*/10, /*latency=*/0});
  TensorId x = g.addInput("x", 1);
  NodeId na = g.addNode("a", {x}, {10}, 1, 1);
  TensorId a = g.node(na).results[0];
  NodeId nb = g.addNode("b", {a}, {20}, 1, 1);
  TensorId b = g.node(nb).results[0];
  NodeId nc = g.addNode("c", {b}, {5}, 1, 1);
  TensorId c = g.node(nc).results[0];
  NodeId nd = g.addNode("d", {a, c}, {1}, 1, 1);
  g.markOutput(g.node(nd).results[0]);
  ASSERT_FALSE(g.verify());
  Plan plan = {Event::compute(na),  Event::compute(nb), Event::offload(a),
               Event::compute(nc),  Event::offload(b),  Event::prefetch(a),
               Event::compute(nd),  Event::prefetch(b), Event::free(b),
               Event::free(a),      Event::free(c)};
  Plan normal = normalizeFrees(g, plan);
  Plan expected = {Event::compute(na), Event::compute(nb), Event::offload(a),
                   Event::compute(nc), Event::free(b),     Event::prefetch(a),
                   Event::compute(nd), Event::free(a),     Event::free(c)};
  EXPECT_EQ(normal, expected);
  SimulationResult before = simulate(g, plan), after = simulate(g, normal);
  ASSERT_TRUE(before.ok()) << *before.error;
  ASSERT_TRUE(after.ok()) << *after.error;
  EXPECT_EQ(before.peakHostBytes, 30u);
  EXPECT_EQ(after.peakHostBytes, 10u);
  EXPECT_EQ(after.numTransfers, 2u);
}

} // namespace
