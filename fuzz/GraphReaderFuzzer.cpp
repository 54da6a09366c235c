//===- GraphReaderFuzzer.cpp - Fuzzing the graph-file reader --------------===//
//
// Input: the text of a graph file (lib/Graph/GraphIO.cpp). A graph that
// loads must verify and simulate; a small one is also planned by the fast
// planners, whose plans must simulate within their budget.
//
//===----------------------------------------------------------------------===//

#include "remat/Graph/GraphIO.h"
#include "remat/Graph/Plan.h"
#include "remat/Graph/Simulator.h"
#include "remat/Planners/PlanningDriver.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace remat;

static void check(bool condition, const char *what) {
  if (!condition) {
    std::fprintf(stderr, "GraphReaderFuzzer: broken invariant: %s\n", what);
    std::abort();
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::Expected<LoadedGraph> loaded = parseCheckmateGraph(text, "fuzz.json");
  if (!loaded) {
    check(!llvm::toString(loaded.takeError()).empty(), "an empty error");
    return 0;
  }
  const RematGraph &graph = loaded->graph;
  check(loaded->fileIds.size() == graph.numNodes(), "one file id per node");
  check(!graph.verify(), "a loaded graph verifies");
  Plan baseline = buildBaselinePlan(graph);
  SimulationResult base = simulate(graph, baseline);
  check(base.ok(), "the baseline plan simulates");
  if (graph.numNodes() > 64)
    return 0;
  // The planners that need no solver, at half the baseline peak.
  for (SolverKind kind : {SolverKind::DTR, SolverKind::Chen}) {
    std::unique_ptr<Planner> planner = createPlanner(kind);
    Budget budget;
    budget.bytes = base.peakBytes / 2;
    budget.timeLimitSeconds = 0.5;
    PlanResult result = planner->solve(graph, budget);
    if (!result.hasPlan())
      continue;
    SimulationResult sim = simulate(graph, result.plan);
    check(sim.ok(), "a plan simulates");
    check(sim.peakBytes <= budget.bytes, "a plan fits its budget");
  }
  return 0;
}
