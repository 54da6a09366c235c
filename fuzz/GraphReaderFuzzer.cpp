//===- GraphReaderFuzzer.cpp - Fuzzing the graph-file reader --------------===//
//
// Input: the text of a graph file (lib/Graph/GraphIO.cpp). Read an element
// at a time and whole, it gives the same graph or the same error (not an
// empty one); a graph that loads must verify and simulate; a small one is
// also planned by the fast planners, whose plans must simulate within their
// budget.
//
//===----------------------------------------------------------------------===//

#include "remat/Graph/GraphIO.h"
#include "remat/Graph/Plan.h"
#include "remat/Graph/Simulator.h"
#include "remat/Planners/PlanningDriver.h"

#include <algorithm>
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

/// Whether two loads of one file agree: the same error, or the same nodes.
static bool sameLoad(llvm::Expected<LoadedGraph> &a,
                     llvm::Expected<LoadedGraph> &b) {
  if (!a || !b) {
    std::string ea = a ? "" : llvm::toString(a.takeError());
    std::string eb = b ? "" : llvm::toString(b.takeError());
    check(a || !ea.empty(), "an empty error");
    return ea == eb;
  }
  const RematGraph &x = a->graph, &y = b->graph;
  if (a->fileIds != b->fileIds || x.getName() != y.getName() ||
      x.numNodes() != y.numNodes() || x.numTensors() != y.numTensors())
    return false;
  for (NodeId n = 0; n < x.numNodes(); ++n) {
    const Node &u = x.node(n), &v = y.node(n);
    if (u.name != v.name || u.operands != v.operands ||
        !std::equal(std::begin(u.cost), std::end(u.cost), v.cost) ||
        u.isBackward != v.isBackward)
      return false;
  }
  for (TensorId t = 0; t < x.numTensors(); ++t)
    if (x.tensor(t).bytes != y.tensor(t).bytes ||
        x.tensor(t).isOutput != y.tensor(t).isOutput)
      return false;
  return true;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::Expected<LoadedGraph> loaded = parseCheckmateGraph(text, "fuzz.json");
  {
    llvm::Expected<LoadedGraph> whole =
        parseCheckmateGraph(text, "fuzz.json", /*wholeFile=*/true);
    check(sameLoad(loaded, whole),
          "the file read an element at a time and whole gives the same");
  }
  if (!loaded)
    return 0;
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
