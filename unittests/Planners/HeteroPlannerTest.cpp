//===- HeteroPlannerTest.cpp - XEngine's MILP against milp and the simulator ===//
//
// Without a host link "hetero" is Checkmate's stage model and must find
// "milp"'s optimum; with one it may also move tensors to host memory and run
// nodes on the CPU, so it must do at least as well as "milp", fit budgets
// that recomputation alone cannot, and honor the hints. Every plan is checked
// by the simulator.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"
#include "RequireCBC.h"
#include "TestGraphs.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/Planners.h"

#include "gtest/gtest.h"

#include <cstdio>
#include <cstdlib>

using namespace remat;
using namespace remat::testgraphs;

namespace {

MILPPlannerOptions exactOptions(bool warmStart = true) {
  MILPPlannerOptions o;
  o.relativeGap = 1e-7;
  o.warmStart = warmStart;
  return o;
}

Budget makeBudget(uint64_t bytes, double seconds = 30) {
  Budget b;
  b.bytes = bytes;
  b.timeLimitSeconds = seconds;
  return b;
}

uint64_t baselinePeak(const RematGraph &g) {
  SimulationResult s = simulate(g, buildBaselinePlan(g));
  EXPECT_TRUE(s.ok());
  return s.peakBytes;
}

/// Simulates the plan: valid, within budget, its time the reported cost, the
/// bound below it. Returns the simulation.
SimulationResult expectValid(const RematGraph &g, const PlanResult &r,
                             uint64_t budget) {
  SimulationResult s = simulate(g, r.plan);
  EXPECT_TRUE(r.hasPlan()) << stringifyPlanStatus(r.status).str() << ": "
                           << r.message;
  EXPECT_TRUE(s.ok()) << *s.error;
  EXPECT_LE(s.peakBytes, budget) << r.message;
  EXPECT_DOUBLE_EQ(s.time, r.cost);
  if (r.lowerBound) {
    EXPECT_LE(*r.lowerBound, r.cost + 1e-9);
  }
  return s;
}

std::vector<RematGraph> smallGraphs() {
  std::vector<RematGraph> graphs;
  for (unsigned n : {3u, 4u, 5u, 6u})
    graphs.push_back(makeTrainingChain(n));
  graphs.push_back(makeTraining(makeDiamond()));
  graphs.push_back(makeTraining(makeUNet(3)));
  for (unsigned seed = 0; seed < 3; ++seed)
    graphs.push_back(makeRandomDag(9, seed));
  return graphs;
}

// Without a link the model is Checkmate's: same optimum at every budget, and
// the brute-force optimum on training chains (one topological order).
TEST(HeteroPlanner, WithoutHostLinkMatchesMILP) {
  REQUIRE_CBC();
  unsigned recomputing = 0;
  for (const RematGraph &g : smallGraphs()) {
    bool chain = g.getName().starts_with("chain");
    uint64_t peak = baselinePeak(g);
    for (uint64_t budget = peak; budget > 0; --budget) {
      PlanResult m = createPlanner(SolverKind::MILP, exactOptions())
                         ->solve(g, makeBudget(budget));
      PlanResult h =
          createPlanner(SolverKind::Hetero, exactOptions(/*warmStart=*/false))
              ->solve(g, makeBudget(budget));
      std::string where =
          g.getName().str() + " at " + std::to_string(budget) + ": ";
      // Below the budgets the id order fits, milp may follow auto's order
      // (a model hetero does not have).
      bool idOrder =
          m.message.find("follows auto's order") == std::string::npos;
      if (!m.hasPlan() || !idOrder) {
        if (idOrder) {
          EXPECT_EQ(m.status, PlanStatus::Infeasible) << where << m.message;
        }
        EXPECT_EQ(h.status, PlanStatus::Infeasible) << where << h.message;
        break;
      }
      SimulationResult s = expectValid(g, h, budget);
      EXPECT_EQ(s.numTransfers, 0u);
      EXPECT_EQ(h.status, PlanStatus::Optimal) << where << h.message;
      EXPECT_NEAR(h.cost, m.cost, 1e-6) << where << h.message;
      ASSERT_TRUE(h.lowerBound.has_value()) << where << h.message;
      EXPECT_NEAR(*h.lowerBound, h.cost, 1e-6 * h.cost) << where;
      if (chain) {
        std::optional<BruteForceResult> brute = bruteForceOptimal(g, budget);
        ASSERT_TRUE(brute.has_value()) << where;
        EXPECT_NEAR(h.cost, brute->cost, 1e-6) << where;
      }
      recomputing += h.cost > g.totalCost() + 1e-9;
    }
  }
  EXPECT_GE(recomputing, 5u) << "too few budgets forced recomputation";
}

// A source node that is slow on the GPU and fast on the CPU (an embedding
// lookup, say): hetero runs it on the CPU and prefetches its result.
TEST(HeteroPlanner, RunsNodesOnTheCPUWhereThatIsFaster) {
  REQUIRE_CBC();
  RematGraph g("embed");
  NodeId e = g.addNode("embed", {}, {2}, /*gpu=*/10, /*cpu=*/1);
  TensorId prev = g.node(e).results[0];
  for (unsigned i = 0; i < 4; ++i)
    prev = g.node(g.addNode("f" + std::to_string(i), {prev}, {2}, 1, 20))
               .results[0];
  g.markOutput(prev);
  HostLink link;
  link.bandwidth = 2; // A 2-byte tensor moves in 1.
  g.setHostLink(link);
  uint64_t peak = baselinePeak(g);
  PlanResult m = createPlanner(SolverKind::MILP, exactOptions())
                     ->solve(g, makeBudget(peak));
  PlanResult h = createPlanner(SolverKind::Hetero, exactOptions())
                     ->solve(g, makeBudget(peak));
  expectValid(g, m, peak);
  SimulationResult s = expectValid(g, h, peak);
  EXPECT_EQ(h.status, PlanStatus::Optimal) << h.message;
  ASSERT_FALSE(h.plan.empty());
  EXPECT_EQ(h.plan.front(), Event::compute(e, DeviceKind::CPU)) << h.message;
  EXPECT_EQ(s.numTransfers, 1u);
  EXPECT_NEAR(h.cost, 1 + 1 + 4, 1e-9);
  EXPECT_LT(h.cost, m.cost);
  // The model's bound is on the sum of costs, not on the overlapped time.
  EXPECT_FALSE(h.lowerBound.has_value());
}

/// a (never recomputed) is read by the chain b1..b4 and, at the end, by z:
/// recomputation alone must keep a throughout (budget 6), moving it to host
/// memory needs 5.
RematGraph makeSkipWithPinnedSource(bool pinToGpu) {
  RematGraph g("skip");
  NodeId a = g.addNode("a", {}, {2}, 1, 1);
  g.node(a).hints.neverRecompute = true;
  TensorId ta = g.node(a).results[0];
  TensorId prev = ta;
  for (unsigned i = 1; i <= 4; ++i)
    prev = g.node(g.addNode("b" + std::to_string(i), {prev}, {2}, 1, 1))
               .results[0];
  NodeId z = g.addNode("z", {ta, prev}, {1}, 1, 1);
  g.markOutput(g.node(z).results[0]);
  if (pinToGpu)
    for (NodeId k = 0; k < g.numNodes(); ++k)
      g.node(k).hints.pinnedDevice = static_cast<int>(DeviceKind::GPU);
  addHostLink(g);
  return g;
}

TEST(HeteroPlanner, OffloadsBelowTheRecomputationMinimum) {
  REQUIRE_CBC();
  for (bool pinToGpu : {true, false}) {
    RematGraph g = makeSkipWithPinnedSource(pinToGpu);
    PlanResult m6 = createPlanner(SolverKind::MILP, exactOptions())
                        ->solve(g, makeBudget(6));
    expectValid(g, m6, 6);
    PlanResult m5 = createPlanner(SolverKind::MILP, exactOptions())
                        ->solve(g, makeBudget(5));
    EXPECT_EQ(m5.status, PlanStatus::Infeasible) << m5.message;
    PlanResult h = createPlanner(SolverKind::Hetero, exactOptions())
                       ->solve(g, makeBudget(5));
    SimulationResult s = expectValid(g, h, 5);
    EXPECT_EQ(h.status, PlanStatus::Optimal) << h.message;
    EXPECT_GE(s.numTransfers, pinToGpu ? 2u : 1u) << h.message;
    if (pinToGpu) {
      // One move out and back, no recomputation.
      EXPECT_EQ(s.numRecomputes, 0u);
      EXPECT_NEAR(s.computeCost, g.totalCost(), 1e-9);
    }
    // Below the largest GPU step only the CPU helps.
    PlanResult h3 = createPlanner(SolverKind::Hetero, exactOptions())
                        ->solve(g, makeBudget(3));
    if (pinToGpu) {
      EXPECT_EQ(h3.status, PlanStatus::Infeasible) << h3.message;
    } else {
      expectValid(g, h3, 3);
    }
  }
}

TEST(HeteroPlanner, RespectsHints) {
  REQUIRE_CBC();
  RematGraph g = makeTrainingChain(6);
  addHostLink(g);
  uint64_t peak = baselinePeak(g);
  g.node(1).hints.pinnedDevice = static_cast<int>(DeviceKind::CPU);
  g.node(2).hints.neverOffload = true;
  g.node(3).hints.pinnedDevice = static_cast<int>(DeviceKind::GPU);
  g.node(4).hints.keep = true;
  g.node(5).hints.neverRecompute = true;
  // The node pinned to the CPU makes every node cheaper there, so the
  // others have a reason to move too.
  for (NodeId k = 0; k < g.numNodes(); ++k)
    g.node(k).cost[1] = 0.5;
  unsigned solved = 0;
  for (uint64_t budget = peak; budget > 0; --budget) {
    PlanResult r = createPlanner(SolverKind::Hetero, exactOptions())
                       ->solve(g, makeBudget(budget));
    if (!r.hasPlan()) {
      EXPECT_EQ(r.status, PlanStatus::Infeasible) << r.message;
      break;
    }
    ++solved;
    expectValid(g, r, budget); // The simulator checks the hints too.
    std::vector<unsigned> computed(g.numNodes(), 0);
    for (const Event &e : r.plan) {
      if (e.kind == Event::Kind::Compute) {
        ++computed[e.id];
        if (e.id == 1) {
          EXPECT_EQ(e.device, DeviceKind::CPU);
        }
        if (e.id == 3 || e.id == 4) {
          EXPECT_EQ(e.device, DeviceKind::GPU);
        }
      }
      if (e.kind == Event::Kind::Offload) {
        NodeId p = g.tensor(e.id).producer;
        EXPECT_TRUE(p != 2 && p != 4) << "offloads a result of node " << p;
      }
    }
    EXPECT_EQ(computed[4], 1u);
    EXPECT_EQ(computed[5], 1u);
  }
  EXPECT_GE(solved, 3u);

  // A node pinned to the CPU cannot read a graph input (inputs stay in
  // device memory), nor can any node without a host link.
  RematGraph h("input");
  TensorId x = h.addInput("x", 1);
  NodeId a = h.addNode("a", {x}, {1}, 1, 1);
  h.node(a).hints.pinnedDevice = static_cast<int>(DeviceKind::CPU);
  h.markOutput(h.node(a).results[0]);
  addHostLink(h);
  PlanResult r = createPlanner(SolverKind::Hetero)->solve(h, makeBudget(100));
  EXPECT_EQ(r.status, PlanStatus::Infeasible) << r.message;
}

// Graph inputs are never offloaded and never read on the CPU; plans stay valid.
TEST(HeteroPlanner, InputsStayOnTheDevice) {
  REQUIRE_CBC();
  RematGraph h("with-inputs");
  TensorId w = h.addInput("w", 2);
  TensorId x = h.addInput("x", 1);
  NodeId a = h.addNode("a", {x, w}, {2}, 1, 0.5);
  NodeId b = h.addNode("b", {h.node(a).results[0]}, {2}, 1, 0.5);
  NodeId c = h.addNode("c", {h.node(b).results[0]}, {1}, 1, 0.5);
  NodeId d = h.addNode("d", {h.node(c).results[0], h.node(a).results[0], w},
                       {1}, 4, 8);
  h.markOutput(h.node(d).results[0]);
  addHostLink(h);
  uint64_t peak = baselinePeak(h);
  for (uint64_t budget = peak; budget >= 7; --budget) {
    PlanResult r = createPlanner(SolverKind::Hetero, exactOptions())
                       ->solve(h, makeBudget(budget));
    expectValid(h, r, budget);
    for (const Event &e : r.plan)
      if (e.kind == Event::Kind::Compute && (e.id == a || e.id == d)) {
        EXPECT_EQ(e.device, DeviceKind::GPU);
      }
  }
  // d's step holds the inputs, a, c and d on the GPU.
  EXPECT_EQ(createPlanner(SolverKind::Hetero)->solve(h, makeBudget(6)).status,
            PlanStatus::Infeasible);
}

// With a link on random graphs with random CPU costs: every plan valid, never
// slower than milp's, and feasible wherever milp's is.
TEST(HeteroPlanner, NeverWorseThanMILP) {
  REQUIRE_CBC();
  unsigned moved = 0;
  std::vector<RematGraph> graphs;
  graphs.push_back(makeTrainingChain(6));
  graphs.push_back(makeTraining(makeDiamond()));
  graphs.push_back(makeTraining(makeUNet(3)));
  graphs.push_back(makeRandomDag(9, 1));
  graphs.push_back(makeRandomDag(9, 2));
  graphs.push_back(makeTraining(makeRandomDag(6, 7)));
  for (RematGraph &g : graphs) {
    addHostLink(g);
    uint64_t peak = baselinePeak(g);
    // Down to two budgets below milp's minimum.
    unsigned beyond = 0;
    for (uint64_t budget = peak; budget > 0 && beyond < 2; --budget) {
      PlanResult m = createPlanner(SolverKind::MILP, exactOptions())
                         ->solve(g, makeBudget(budget));
      PlanResult h =
          createPlanner(SolverKind::Hetero)->solve(g, makeBudget(budget));
      beyond += !m.hasPlan();
      std::string where =
          g.getName().str() + " at " + std::to_string(budget) + ": ";
      if (!h.hasPlan()) {
        EXPECT_EQ(h.status, PlanStatus::Infeasible) << where << h.message;
        EXPECT_FALSE(m.hasPlan()) << where;
        break;
      }
      SimulationResult s = expectValid(g, h, budget);
      moved += s.numTransfers > 0;
      if (m.hasPlan()) {
        EXPECT_LE(h.cost, m.cost + 1e-6) << where << h.message;
      }
    }
  }
  EXPECT_GE(moved, 3u) << "no budget made hetero move tensors";
}

// Views, inputs and hints together: whatever hetero returns passes the
// simulator within the budget, and it never does worse than milp.
TEST(HeteroPlanner, ViewsInputsAndHintsStayValid) {
  REQUIRE_CBC();
  unsigned solved = 0;
  for (unsigned seed = 0; seed < 12; ++seed) {
    RematGraph g = makeMixedGraph(seed);
    ASSERT_FALSE(static_cast<bool>(g.verify())) << seed;
    uint64_t peak = baselinePeak(g);
    for (uint64_t budget = peak; budget + 3 > peak && budget > 0; --budget) {
      PlanResult h =
          createPlanner(SolverKind::Hetero)->solve(g, makeBudget(budget));
      PlanResult m =
          createPlanner(SolverKind::MILP)->solve(g, makeBudget(budget));
      ASSERT_NE(h.status, PlanStatus::Error) << seed << ": " << h.message;
      if (!h.hasPlan()) {
        EXPECT_FALSE(m.hasPlan()) << seed << " at " << budget;
        continue;
      }
      ++solved;
      expectValid(g, h, budget);
      if (m.hasPlan()) {
        EXPECT_LE(h.cost, m.cost + 1e-6) << seed << " at " << budget;
      }
    }
  }
  EXPECT_GE(solved, 12u);
}

// hetero plans wherever Belady's offloading does, down the budgets of the
// mixed graphs (views, inputs, hints), whatever its model finds.
TEST(HeteroPlanner, PlansWhereverBeladysDoes) {
  REQUIRE_CBC();
  unsigned offloadOnly = 0;
  for (unsigned seed = 0; seed < 12; ++seed) {
    RematGraph g = makeMixedGraph(seed);
    uint64_t peak = baselinePeak(g);
    for (uint64_t budget = peak; budget > 0; --budget) {
      bool belady = false;
      for (bool useCpu : {false, true})
        if (std::optional<Plan> p = runOffload(g, budget, useCpu)) {
          SimulationResult s = simulate(g, *p);
          belady |= s.ok() && s.peakBytes <= budget;
        }
      PlanResult h =
          createPlanner(SolverKind::Hetero)->solve(g, makeBudget(budget));
      ASSERT_NE(h.status, PlanStatus::Error) << seed << ": " << h.message;
      if (h.hasPlan())
        expectValid(g, h, budget);
      else
        EXPECT_FALSE(belady) << seed << " at " << budget << ": " << h.message;
      offloadOnly +=
          h.hasPlan() && h.message.find("start: Belady's") != std::string::npos;
    }
  }
  EXPECT_GT(offloadOnly, 0u);
}

TEST(HeteroPlanner, BaselineFitsIsOptimal) {
  RematGraph g = makeTrainingChain(5);
  addHostLink(g);
  uint64_t peak = baselinePeak(g);
  PlanResult r = createPlanner(SolverKind::Hetero)->solve(g, makeBudget(peak));
  expectValid(g, r, peak);
  EXPECT_EQ(r.status, PlanStatus::Optimal);
  EXPECT_DOUBLE_EQ(r.cost, g.totalCost());
}

// Where the GPU-only start finds nothing (its stage model passes its share
// of a 1 KB memory limit at once) and the model finds nothing either (over
// 40k variables: too large for branch and cut), Belady's offloading is the
// answer; auto, which runs it itself, turns that off.
TEST(HeteroPlanner, OffloadsWhereTheModelFindsNothing) {
  REQUIRE_CBC();
  LOAD_GRAPH_OR_SKIP(loaded, std::string(REMAT_CHECKMATE_DIR) +
                                 "/random_layered_n100.json");
  RematGraph &g = loaded->graph;
  g.setHostLink({/*bandwidth=*/1000, /*latency=*/0});
  uint64_t bytes = baselinePeak(g) * 30 / 100;
  Budget budget = makeBudget(bytes);
  budget.memoryLimitBytes = 1000;
  PlannerFn milp = [](const RematGraph &graph, const Budget &b) {
    return createPlanner(SolverKind::MILP, exactOptions())->solve(graph, b);
  };
  PlanResult h = createHeteroPlanner(exactOptions(), milp)->solve(g, budget);
  SimulationResult s = expectValid(g, h, bytes);
  EXPECT_EQ(h.status, PlanStatus::Feasible) << h.message;
  EXPECT_GT(s.numTransfers, 0u);
  EXPECT_NE(h.message.find("start: Belady's offloading"), std::string::npos)
      << h.message;
  PlanResult without =
      createHeteroPlanner(exactOptions(), milp, /*offloadStart=*/false)
          ->solve(g, budget);
  EXPECT_EQ(without.status, PlanStatus::Infeasible) << without.message;
}

// Beyond the model's 400 nodes Belady's offloading is the answer (polished
// like the model's), where it fits; without it the planner is unavailable.
TEST(HeteroPlanner, OffloadsBeyondTheModelsSize) {
  RematGraph g = makeTrainingChain(250);
  ASSERT_GT(g.numNodes(), 400u);
  g.setHostLink({/*bandwidth=*/1000, /*latency=*/0});
  uint64_t bytes = baselinePeak(g) / 2;
  PlanResult h = createPlanner(SolverKind::Hetero)->solve(g, makeBudget(bytes));
  SimulationResult s = expectValid(g, h, bytes);
  EXPECT_EQ(h.status, PlanStatus::Feasible) << h.message;
  EXPECT_GT(s.numTransfers, 0u);
  EXPECT_NE(h.message.find("the model is limited to 400"), std::string::npos)
      << h.message;
  PlanResult without = createHeteroPlanner({}, nullptr, /*offloadStart=*/false)
                           ->solve(g, makeBudget(bytes));
  EXPECT_EQ(without.status, PlanStatus::Unavailable) << without.message;
}

// CBC 2.10 crashes at the root of this model (Clp's presolve, in Idiot's
// crossover): the crash ends CBC's process, not the test's, and CBC runs
// again without presolving, where it proves the optimum.
TEST(HeteroPlanner, SurvivesCBCsCrash) {
  REQUIRE_CBC();
  LOAD_GRAPH_OR_SKIP(loaded, std::string(REMAT_CHECKMATE_DIR) +
                                 "/vgg16_b256_train.json");
  RematGraph &g = loaded->graph;
  g.setHostLink({/*bandwidth=*/1e9, /*latency=*/0});
  uint64_t budget = baselinePeak(g) * 85 / 100;
  PlanResult h =
      createPlanner(SolverKind::Hetero)->solve(g, makeBudget(budget, 60));
  expectValid(g, h, budget);
  EXPECT_EQ(h.status, PlanStatus::Optimal) << h.message;
}

// Not a unit test: hetero against milp on the Checkmate graphs at 70% and
// 50% of the no-recompute peak, with a link on which moving the graph's
// bytes costs as much as computing it and a CPU 10 times slower. Run with
//   RematCheckmatePlannerTests --gtest_also_run_disabled_tests
//     --gtest_filter='*DISABLED_CheckmateGraphs*'
// REMAT_HETERO_SECONDS sets the time limit (default 60),
// REMAT_HETERO_CPU_FACTOR the CPU's slowdown, REMAT_HETERO_GRAPH a prefix of
// the graph files to run.
TEST(HeteroPlanner, DISABLED_CheckmateGraphs) {
  REQUIRE_CBC();
  double seconds = 60, cpuFactor = 10;
  if (const char *s = std::getenv("REMAT_HETERO_SECONDS"))
    seconds = std::atof(s);
  if (const char *s = std::getenv("REMAT_HETERO_CPU_FACTOR"))
    cpuFactor = std::atof(s);
  const char *only = std::getenv("REMAT_HETERO_GRAPH");
  for (const char *file :
       {"vgg16_b256_train.json", "vgg19_b256_train.json",
        "vgg_unet_b32_train.json", "segnet_b32_train.json",
        "mobilenet_b512_train.json", "random_layered_n100.json"}) {
    if (only && !llvm::StringRef(file).starts_with(only))
      continue;
    std::optional<LoadedGraph> loaded =
        loadGraphFile(std::string(REMAT_CHECKMATE_DIR) + "/" + file);
    if (!loaded)
      continue;
    RematGraph &g = loaded->graph;
    addHostLink(g);
    for (NodeId k = 0; k < g.numNodes(); ++k)
      g.node(k).cost[1] = cpuFactor * g.node(k).cost[0];
    uint64_t peak = baselinePeak(g);
    for (double f : {0.7, 0.5}) {
      uint64_t budget = uint64_t(f * peak);
      PlanResult m;
      if (!std::getenv("REMAT_HETERO_SKIP_MILP"))
        m = createPlanner(SolverKind::MILP)
                ->solve(g, makeBudget(budget, seconds));
      MILPPlannerOptions o;
      o.verbose = std::getenv("REMAT_HETERO_VERBOSE") != nullptr;
      PlanResult h = createPlanner(SolverKind::Hetero, o)
                         ->solve(g, makeBudget(budget, seconds));
      PlanResult a =
          plannerNamed("auto")->solve(g, makeBudget(budget, seconds));
      SimulationResult sm = simulate(g, m.plan), sh = simulate(g, h.plan);
      if (h.hasPlan())
        expectValid(g, h, budget);
      std::printf("%s %.0f%% (%zu nodes, base %.4g): milp %s %.4g (bound "
                  "%.4g, %.1f s) | hetero %s %.4g (bound %.4g, %.1f s, "
                  "%u moves, %u recomputes) | auto %s %.4g\n  %s\n",
                  file, f * 100, g.numNodes(), g.totalCost(),
                  stringifyPlanStatus(m.status).str().c_str(), m.cost,
                  m.lowerBound.value_or(-1), m.solveSeconds,
                  stringifyPlanStatus(h.status).str().c_str(), h.cost,
                  h.lowerBound.value_or(-1), h.solveSeconds,
                  sh.numTransfers, sh.numRecomputes,
                  stringifyPlanStatus(a.status).str().c_str(), a.cost,
                  h.message.c_str());
      (void)sm;
      std::fflush(stdout);
    }
  }
}

} // namespace
