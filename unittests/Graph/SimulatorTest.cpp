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
  f.g.setHostLink({/*bandwidth=*/10, /*latency=*/0.5});
  Plan plan = {Event::compute(0),      Event::compute(1), Event::free(f.a),
               Event::free(f.b),       Event::compute(0), Event::compute(1),
               Event::offload(f.b),    Event::compute(2, DeviceKind::CPU),
               Event::prefetch(f.c)};
  SimulationResult r = simulate(f.g, plan);
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_EQ(r.numRecomputes, 2u);
  EXPECT_EQ(r.numTransfers, 2u);
  EXPECT_DOUBLE_EQ(r.computeCost, 1 + 2 + 1 + 2 + 6.0);
  // b (20 B) and c (30 B) cross a link of 10 B per unit with latency 0.5.
  EXPECT_DOUBLE_EQ(r.transferCost, 2.5 + 3.5);
  // GPU 0..6, offload 6..8.5 (the host waits), CPU 8.5..14.5, prefetch ..18.
  EXPECT_DOUBLE_EQ(r.time, 18.0);
}

TEST(SimulatorTest, NodesReadTheMemoryOfTheirDevice) {
  Fixture f;
  f.g.setHostLink({1, 0});
  expectError(f.g, {Event::compute(0), Event::compute(1, DeviceKind::CPU)}, 1,
              "operand 'a' is in device memory, but a node on the CPU reads "
              "host memory");
  expectError(f.g,
              {Event::compute(0), Event::offload(f.a), Event::compute(1)}, 2,
              "operand 'a' is in host memory");
  expectError(f.g,
              {Event::compute(0), Event::offload(f.a), Event::compute(0)}, 2,
              "computes 'a' while it is in host memory");
  // The output must end in device memory.
  expectError(f.g,
              {Event::compute(0), Event::compute(1), Event::compute(2),
               Event::offload(f.c)},
              4, "output 'c' is not resident");
  RematGraph noLink = f.g;
  noLink.setHostLink({});
  expectError(noLink, {Event::compute(0), Event::offload(f.a)}, 1,
              "no link to host memory");
}

TEST(SimulatorTest, PrefetchOverlapsWithCompute) {
  // The activation `a` is offloaded while `b` computes and prefetched while
  // `d` computes: both copies hide behind compute.
  RematGraph g("overlap");
  g.setHostLink({/*bandwidth=*/10, /*latency=*/0});
  TensorId x = g.addInput("x", 1);
  TensorId a = g.node(g.addNode("a", {x}, {10}, 1, 1)).results[0];
  TensorId b = g.node(g.addNode("b", {a}, {10}, 1, 1)).results[0];
  TensorId c = g.node(g.addNode("c", {b}, {10}, 1, 1)).results[0];
  TensorId d = g.node(g.addNode("d", {c}, {10}, 1, 1)).results[0];
  TensorId e = g.node(g.addNode("e", {a, d}, {10}, 1, 1)).results[0];
  g.markOutput(e);
  // a 0-1, b 1-2 (offload of a 1-2), c 2-3; the free of b waits for c.
  Plan early = {Event::compute(0), Event::compute(1), Event::compute(2),
                Event::free(b),    Event::offload(a), Event::prefetch(a),
                Event::compute(3), Event::free(c),    Event::compute(4),
                Event::free(a),    Event::free(d)};
  SimulationResult r = simulate(g, early);
  ASSERT_TRUE(r.ok()) << *r.error;
  // The prefetch (3-4) runs beside d (3-4); e runs 4-5.
  EXPECT_DOUBLE_EQ(r.time, 5.0);
  EXPECT_DOUBLE_EQ(r.transferCost, 2.0);
  // Prefetched after the free of c, which waits for d, the copy is exposed.
  Plan late = {Event::compute(0), Event::compute(1), Event::compute(2),
               Event::free(b),    Event::offload(a), Event::compute(3),
               Event::free(c),    Event::prefetch(a), Event::compute(4),
               Event::free(a),    Event::free(d)};
  r = simulate(g, late);
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_DOUBLE_EQ(r.time, 6.0);
  // Without copies the time is the sum of the costs.
  r = simulate(g, buildBaselinePlan(g));
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_DOUBLE_EQ(r.time, 5.0);
}

TEST(SimulatorTest, OffloadAndPrefetch) {
  Fixture f;
  f.g.setHostLink({1, 0});
  Plan plan = {Event::compute(0),  Event::offload(f.a), Event::prefetch(f.a),
               Event::compute(1),  Event::offload(f.a), Event::free(f.a),
               Event::compute(2)};
  SimulationResult r = simulate(f.g, plan);
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_EQ(r.timeline, (std::vector<uint64_t>{11, 1, 11, 31, 21, 21, 51}));
  EXPECT_EQ(r.peakHostBytes, 10u);
  EXPECT_EQ(r.peakBytes, 51u);
  expectError(f.g, {Event::offload(f.x)}, 0,
              "offloads graph input 'x', whose storage belongs to the caller");
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
  // Offloading `a` leaves the storage on the device through `v`; bringing
  // `a` back then would be a second buffer, which the model does not count.
  g.setHostLink({1, 0});
  expectError(g, {Event::compute(0), Event::compute(1), Event::offload(a),
                  Event::prefetch(a)},
              3, "prefetches 'a' while its storage is still in device memory "
                 "through a view");
}

TEST(SimulatorTest, RecomputingARootBesideItsViewsIsASecondBuffer) {
  // a(100), its views v and w; b reads both views.
  RematGraph g("rebuffer");
  TensorId a = g.node(g.addNode("a", {}, {100}, 1, 1)).results[0];
  TensorId v = g.node(g.addNode("v", {a}, {0}, 0, 0)).results[0];
  g.setAlias(v, a);
  TensorId w = g.node(g.addNode("w", {a}, {0}, 0, 0)).results[0];
  g.setAlias(w, a);
  TensorId b = g.node(g.addNode("b", {v, w}, {1}, 1, 1)).results[0];
  g.markOutput(b);
  ASSERT_FALSE(g.verify());
  // `v` still reads the first copy of `a` when `a` is computed again; the
  // view `w` made from the second copy shares the second buffer.
  Plan plan = {Event::compute(0), Event::compute(1), Event::free(a),
               Event::compute(0), Event::compute(2), Event::free(a),
               Event::compute(3), Event::free(v),    Event::free(w)};
  SimulationResult r = simulate(g, plan);
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_EQ(r.timeline,
            (std::vector<uint64_t>{100, 100, 100, 200, 200, 200, 201, 101, 1}));
  EXPECT_EQ(r.peakBytes, 201u);
  // Computed again once every view of the first copy is gone, `a` is one
  // buffer.
  r = simulate(g, {Event::compute(0), Event::compute(1), Event::compute(2),
                   Event::free(a), Event::compute(3), Event::free(v),
                   Event::free(w), Event::compute(0), Event::free(a)});
  ASSERT_TRUE(r.ok()) << *r.error;
  EXPECT_EQ(r.peakBytes, 101u);
}

TEST(SimulatorTest, ChecksHints) {
  Fixture f;
  f.g.setHostLink({1, 0});
  f.g.node(0).hints.neverRecompute = true;
  Plan twice = {Event::compute(0), Event::free(f.a), Event::compute(0)};
  expectError(f.g, twice, 2, "never-recompute");
  f.g.node(0).hints = NodeHints();
  f.g.node(0).hints.keep = true;
  expectError(f.g, twice, 2, "marked keep");
  expectError(f.g, {Event::compute(0), Event::offload(f.a)}, 1, "marked keep");
  f.g.node(0).hints = NodeHints();
  f.g.node(0).hints.neverOffload = true;
  expectError(f.g, {Event::compute(0), Event::offload(f.a)}, 1,
              "marked never-offload");
  f.g.node(0).hints = NodeHints();
  f.g.node(1).hints.pinnedDevice = static_cast<int>(DeviceKind::CPU);
  expectError(f.g, {Event::compute(0), Event::compute(1)}, 1, "pinned");
  SimulationResult r =
      simulate(f.g, {Event::compute(0), Event::offload(f.a),
                     Event::compute(1, DeviceKind::CPU), Event::prefetch(f.b),
                     Event::compute(2)});
  EXPECT_TRUE(r.ok()) << *r.error;
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
