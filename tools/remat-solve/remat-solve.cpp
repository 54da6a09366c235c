//===- remat-solve.cpp - Runs a planner on a graph file -------------------===//
//
// remat-solve GRAPH.json --budget=SIZE|P%|min [--solver=NAME]
//             [--time-limit=SECONDS] [--min-search-time=SECONDS]
//             [--emit-plan]
//             [--host-bandwidth=BYTES_PER_UNIT [--host-latency=UNITS]]
// Loads a Checkmate graph, plans it within the budget and prints a JSON
// report (and the plan with the file's node ids). Errors go to stderr with
// exit code 1.
//
//===----------------------------------------------------------------------===//

#include "remat/Graph/GraphIO.h"
#include "remat/Graph/Simulator.h"
#include "remat/Planners/MinimalBudget.h"
#include "remat/Planners/Planner.h"
#include "remat/Support/ByteSize.h"
#include "remat/Support/Input.h"
#include "remat/Support/Output.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace llvm;
using namespace remat;

static cl::opt<std::string> graphFile(cl::Positional, cl::Required,
                                      cl::desc("<graph.json>"));
static cl::opt<std::string>
    budgetOpt("budget", cl::Required, cl::value_desc("SIZE|P%|min"),
              cl::desc("Device memory for the plan: bytes with an optional "
                       "unit (KB, MiB, ...), a percentage of the no-remat "
                       "peak, or 'min' for the minimal feasible budget"));
static cl::opt<std::string> solverOpt("solver", cl::init("auto"),
                                      cl::desc("Planner to run"));
static cl::opt<double> timeLimit("time-limit", cl::init(60.0),
                                 cl::value_desc("seconds"),
                                 cl::desc("Wall-clock limit of the planner"));
static cl::opt<double> minSearchTime(
    "min-search-time", cl::init(2.0), cl::value_desc("seconds"),
    cl::desc("Time for the search for the minimal feasible budget (reported "
             "as minimal_budget, and the budget of --budget=min); at most "
             "--time-limit"));
static cl::opt<bool> emitPlan("emit-plan",
                              cl::desc("Print the plan's events"));
static cl::opt<unsigned> seed("seed", cl::init(0),
                              cl::desc("Seed of randomized planners"));
static cl::opt<double> hostBandwidth(
    "host-bandwidth", cl::init(0.0), cl::value_desc("BYTES_PER_UNIT"),
    cl::desc("Give the graph a link to host memory moving this many bytes "
             "per cost unit, so planners may offload (default: none)"));
static cl::opt<std::string>
    maxInputSize("max-input-size", cl::init("4GiB"), cl::value_desc("SIZE"),
                 cl::desc("Refuse graph files larger than this (default "
                          "4GiB)"));
static cl::opt<double> hostLatency(
    "host-latency", cl::init(0.0), cl::value_desc("UNITS"),
    cl::desc("Latency of each copy over the host link, in cost units"));

static int fail(const Twine &msg) {
  WithColor::error(errs(), "remat-solve") << msg << "\n";
  return 1;
}

static json::Array planToJson(const LoadedGraph &loaded, const Plan &plan) {
  const RematGraph &g = loaded.graph;
  json::Array events;
  for (const Event &e : plan) {
    // Each file node has one result: freeing a node frees its output.
    NodeId node = e.kind == Event::Kind::Compute ? e.id : g.tensor(e.id).producer;
    const char *op = e.kind == Event::Kind::Compute   ? "compute"
                     : e.kind == Event::Kind::Free    ? "free"
                     : e.kind == Event::Kind::Offload ? "offload"
                                                      : "prefetch";
    json::Object obj{{"op", op}, {"node", loaded.fileIds[node]}};
    if (e.kind == Event::Kind::Compute && e.device == DeviceKind::CPU)
      obj["device"] = "cpu";
    events.push_back(std::move(obj));
  }
  return events;
}

int main(int argc, char **argv) {
  installInterruptMessage("remat-solve");
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "remat memory planner on graph files\n");

  std::unique_ptr<Planner> planner = createPlanner(solverOpt);
  if (!planner)
    return fail("unknown solver '" + solverOpt + "'; known solvers: " +
                join(getPlannerNames(), ", "));
  if (!(timeLimit > 0))
    return fail("--time-limit must be positive");
  if (!(minSearchTime > 0))
    return fail("--min-search-time must be positive");

  if (!(hostBandwidth >= 0) || !std::isfinite(hostBandwidth) ||
      !(hostLatency >= 0) || !std::isfinite(hostLatency) ||
      (hostLatency.getNumOccurrences() && !(hostBandwidth > 0)))
    return fail("--host-bandwidth must be positive (and given with "
                "--host-latency); --host-latency must not be negative; "
                "both must be finite");
  Expected<BudgetSpec> spec = parseBudgetSpec(budgetOpt);
  if (!spec)
    return fail(toString(spec.takeError()));

  Expected<uint64_t> maxInput = parseByteSize(maxInputSize);
  if (!maxInput || *maxInput == 0)
    return fail("--max-input-size: " + (maxInput ? "must be positive"
                                         : toString(maxInput.takeError())));
  Expected<std::unique_ptr<MemoryBuffer>> text =
      readInputFile(graphFile, *maxInput, "--max-input-size");
  if (!text)
    return fail(toString(text.takeError()));
  Expected<LoadedGraph> loaded =
      parseCheckmateGraph((*text)->getBuffer(), graphFile);
  if (!loaded)
    return fail(toString(loaded.takeError()));
  loaded->graph.setHostLink({hostBandwidth, hostLatency});
  const RematGraph &graph = loaded->graph;

  Plan baseline = buildBaselinePlan(graph);
  SimulationResult base = simulate(graph, baseline);
  if (!base.ok())
    return fail("baseline plan is invalid: " + *base.error);
  MinimalBudget minimal = findMinimalBudget(
      graph, std::min(minSearchTime.getValue(), timeLimit.getValue()));

  Budget budget;
  budget.timeLimitSeconds = timeLimit;
  budget.seed = seed;
  budget.bytes = spec->isMinimal ? minimal.minimalFound
                                 : spec->resolve(base.peakBytes);

  PlanResult result = planner->solve(graph, budget);

  double baselineCost = base.time;
  json::Object report{
      {"graph", graph.getName()},
      {"file", graphFile.getValue()},
      {"nodes", int64_t(graph.numNodes())},
      {"solver", solverOpt.getValue()},
      {"status", stringifyPlanStatus(result.status)},
      {"budget", int64_t(budget.bytes)},
      {"baseline_peak", int64_t(base.peakBytes)},
      {"baseline_cost", baselineCost},
      {"minimal_budget", int64_t(minimal.minimalFound)},
      {"minimal_budget_lower_bound", int64_t(minimal.lowerBound)},
      {"solve_time_s", result.solveSeconds},
  };
  if (result.hasPlan()) {
    SimulationResult sim = simulate(graph, result.plan);
    report["peak"] = int64_t(result.peakBytes);
    report["cost"] = result.cost;
    report["overhead"] = baselineCost > 0 ? result.cost / baselineCost - 1 : 0.0;
    report["recomputes"] = int64_t(sim.numRecomputes);
    if (graph.getHostLink().available()) {
      report["transfers"] = int64_t(sim.numTransfers);
      report["transfer_cost"] = sim.transferCost;
      report["host_peak"] = int64_t(sim.peakHostBytes);
    }
  }
  if (result.lowerBound)
    report["bound"] = *result.lowerBound;
  if (std::optional<double> gap = result.gap())
    report["gap"] = *gap;
  if (!result.message.empty())
    report["message"] = result.message;
  if (emitPlan && result.hasPlan())
    report["plan"] = planToJson(*loaded, result.plan);
  outs() << formatv("{0:2}", json::Value(std::move(report))) << "\n";

  switch (result.status) {
  case PlanStatus::Optimal:
  case PlanStatus::Feasible:
    return 0;
  case PlanStatus::Infeasible:
    if (spec->isMinimal)
      return fail(solverOpt + ": no plan within the minimal budget, " +
                  Twine(budget.bytes) +
                  " bytes, at which the search found one (with DTR, Chen's "
                  "checkpointing or the stage model's first fit, which "
                  "--solver=auto runs)" +
                  (result.message.empty() ? "" : ": " + result.message));
    return fail(solverOpt + ": no plan within " + Twine(budget.bytes) +
                " bytes" + (result.message.empty() ? "" : ": " + result.message) +
                "; the minimal feasible budget is " +
                describeMinimalBudget(minimal));
  case PlanStatus::Unavailable:
    return fail(solverOpt + " is unavailable: " + result.message);
  case PlanStatus::Error:
    return fail(solverOpt + " failed: " + result.message);
  }
  return 1;
}
