//===- SimulatorTest.cpp - Tests of the plan simulator --------------------===//

#include "remat/Graph/Simulator.h"

#include "gtest/gtest.h"

using namespace remat;

namespace {

/// x(input, 1) -> a(10) -> b(20) -> c(30, output).
struct Fixture {
  RematGraph g{"g"};
  TensorId x, a, b, c;
  Fixture() {
    x = g.addInput("x", 1);
    a = g.node(g.addNode("a", {x}, {10}, 1, 4)).results[0];
    b = g.node(g.addNode("b", {a}, {20}, 2, 5)).results[0];
    c = g.node(g.addNode("c", {b}, {30}, 3, 6)).results[0];
    g.markOutput(c);
  }
};

SimulationResult expectError(const RematGraph &g, const Plan &plan,
                             size_t index, llvm::StringRef what) {
  SimulationResult r = simulate(g, plan);
  EXPECT_FALSE(r.ok());
  if (r.ok())
    return r;
  EXPECT_EQ(r.errorEvent, index) << *r.error;
  EXPECT_NE(r.error->find(what.str()), std::string::npos) << *r.error;
  return r;
}

TEST(SimulatorTest, PeakCountsOperandsAndResultsAtOnce) {
  Fixture f;
  Plan plan = {Event::compute(0), Event::compute(1), Event::free(f.a),
               Event::compute(2), Event::free(f.b)};
  SimulationResult r = simulate(f.g, plan);
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_EQ(r.timeline, (std::vector<uint64_t>{11, 31, 21, 51, 31}));
  EXPECT_EQ(r.peakBytes, 51u); // x + b + c while c computes.
  EXPECT_DOUBLE_EQ(r.computeCost, 6.0);
  EXPECT_EQ(r.numRecomputes, 0u);
}

TEST(SimulatorTest, CountsRecomputesAndDeviceCosts) {
  Fixture f;
  Plan plan = {Event::compute(0),      Event::compute(1), Event::free(f.a),
               Event::free(f.b),       Event::compute(0), Event::compute(1),
               Event::compute(2, DeviceKind::CPU)};
  SimulationResult r = simulate(f.g, plan);
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_EQ(r.numRecomputes, 2u);
  EXPECT_DOUBLE_EQ(r.computeCost, 1 + 2 + 1 + 2 + 6.0);
}

TEST(SimulatorTest, DetectsMissingOperand) {
  Fixture f;
  expectError(f.g, {Event::compute(0), Event::free(f.a), Event::compute(1)}, 2,
              "operand 'a' is not resident");
}

TEST(SimulatorTest, DetectsBadFreeOffloadPrefetch) {
  Fixture f;
  expectError(f.g, {Event::free(f.a)}, 0, "not resident");
  expectError(f.g, {Event::compute(0), Event::free(f.a), Event::free(f.a)}, 2,
              "frees a tensor that is not resident");
  expectError(f.g, {Event::offload(f.b)}, 0, "offloads a tensor that is not");
  expectError(f.g, {Event::compute(0), Event::prefetch(f.a)}, 1,
              "prefetches a tensor that is not offloaded");
  expectError(f.g, {Event::prefetch(f.x)}, 0, "not offloaded");
  expectError(f.g, {Event::compute(7)}, 0, "unknown node");
  expectError(f.g, {Event::free(99)}, 0, "unknown tensor");
}

TEST(SimulatorTest, DetectsEndOfPlanViolations) {
  Fixture f;
  expectError(f.g, {Event::compute(0), Event::compute(1)}, 2,
              "node 'c' is never computed");
  expectError(f.g,
              {Event::compute(0), Event::compute(1), Event::compute(2),
               Event::free(f.c)},
              4, "output 'c' is not resident");
}

TEST(SimulatorTest, OffloadAndPrefetch) {
  Fixture f;
  Plan plan = {Event::compute(0),  Event::offload(f.a), Event::prefetch(f.a),
               Event::compute(1),  Event::free(f.a),    Event::offload(f.x),
               Event::compute(2)};
  SimulationResult r = simulate(f.g, plan);
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_EQ(r.timeline, (std::vector<uint64_t>{11, 1, 11, 31, 21, 20, 50}));
  EXPECT_EQ(r.peakHostBytes, 10u);
  EXPECT_EQ(r.peakBytes, 50u);
}

TEST(SimulatorTest, AliasClassCountedOnce) {
  RematGraph g("alias");
  TensorId a = g.node(g.addNode("a", {}, {100}, 1, 1)).results[0];
  NodeId vn = g.addNode("v", {a}, {0}, 0, 0);
  TensorId v = g.node(vn).results[0];
  g.setAlias(v, a);
  TensorId b = g.node(g.addNode("b", {v}, {1}, 1, 1)).results[0];
  g.markOutput(b);
  ASSERT_FALSE(g.verify());
  Plan plan = {Event::compute(0), Event::compute(1), Event::free(a),
               Event::compute(2), Event::free(v)};
  SimulationResult r = simulate(g, plan);
  ASSERT_TRUE(r.ok()) << *r.error;
  // Freeing `a` keeps the storage while its view is resident.
  EXPECT_EQ(r.timeline, (std::vector<uint64_t>{100, 100, 100, 101, 1}));
  // The view itself is a tensor: once `a` is freed, reading `a` fails.
  expectError(g, {Event::compute(0), Event::compute(1), Event::free(a),
                  Event::compute(1)},
              3, "operand 'a' is not resident");
}

TEST(SimulatorTest, ChecksHints) {
  Fixture f;
  f.g.node(0).hints.neverRecompute = true;
  Plan twice = {Event::compute(0), Event::free(f.a), Event::compute(0)};
  expectError(f.g, twice, 2, "never-recompute");
  f.g.node(0).hints = NodeHints();
  f.g.node(0).hints.keep = true;
  expectError(f.g, twice, 2, "marked keep");
  expectError(f.g, {Event::compute(0), Event::offload(f.a)}, 1, "marked keep");
  f.g.node(0).hints = NodeHints();
  f.g.node(1).hints.pinnedDevice = static_cast<int>(DeviceKind::CPU);
  expectError(f.g, {Event::compute(0), Event::compute(1)}, 1, "pinned");
  EXPECT_TRUE(simulate(f.g, {Event::compute(0),
                             Event::compute(1, DeviceKind::CPU),
                             Event::compute(2)})
                  .ok());
}

TEST(SimulatorTest, LargeGraphIsLinear) {
  // 200k nodes, each reading the previous two: must simulate in well under a
  // second (a quadratic simulator would take minutes).
  RematGraph g("big");
  const unsigned n = 200000;
  Plan plan;
  for (unsigned i = 0; i < n; ++i) {
    std::vector<TensorId> ops;
    if (i >= 2)
      ops.push_back(i - 2);
    if (i >= 1)
      ops.push_back(i - 1);
    g.addNode("n", ops, {1}, 1, 1);
    plan.push_back(Event::compute(i));
    if (i >= 2)
      plan.push_back(Event::free(i - 2));
  }
  g.markOutput(n - 1);
  SimulationResult r = simulate(g, plan);
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_EQ(r.peakBytes, 3u);
}

} // namespace
