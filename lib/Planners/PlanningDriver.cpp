//===- PlanningDriver.cpp - Options and a graph in, an outcome out --------===//

#include "remat/Planners/PlanningDriver.h"
#include "MemoryOrder.h"
#include "remat/Support/ByteSize.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace remat {

//===----------------------------------------------------------------------===//
// Composition
//===----------------------------------------------------------------------===//

/// `kind` composed as createPlanner makes it, as a function.
static PlannerFn composed(SolverKind kind, const MILPPlannerOptions &milp) {
  return [kind, milp](const RematGraph &graph, const Budget &budget) {
    return createPlanner(kind, milp)->solve(graph, budget);
  };
}

static PlannerFn leaf(std::unique_ptr<Planner> (*create)()) {
  return [create](const RematGraph &graph, const Budget &budget) {
    return create()->solve(graph, budget);
  };
}

std::unique_ptr<Planner> createPlanner(SolverKind kind,
                                       const MILPPlannerOptions &milp) {
  switch (kind) {
  case SolverKind::Auto:
    // auto runs Belady's offloading itself, on the GPU before hetero and
    // with nodes on the CPU after it.
    return createAutoPlanner(
        [milp](const RematGraph &graph, const Budget &budget) {
          return createHeteroPlanner(milp, composed(SolverKind::MILP, milp),
                                     /*offloadStart=*/false)
              ->solve(graph, budget);
        });
  case SolverKind::Chen:
    return createChenPlanner();
  case SolverKind::DTR:
    return createDTRPlanner();
  case SolverKind::MILP: {
    MILPPlannerOptions options = milp;
    options.starts.dtr = leaf(createDTRPlanner);
    // Recomputation only: hetero, which auto may ask, starts from milp.
    options.starts.autoRecompute = leaf([] { return createAutoPlanner(); });
    options.starts.chen = leaf(createChenPlanner);
    options.starts.dpApprox = leaf([] { return createDPPlanner(false); });
    return createMILPPlanner(options);
  }
  case SolverKind::Hetero:
    return createHeteroPlanner(milp, composed(SolverKind::MILP, milp));
  case SolverKind::LPRound:
    return createLPRoundPlanner();
  case SolverKind::DP:
    return createDPPlanner(/*exact=*/true);
  case SolverKind::DPApprox:
    return createDPPlanner(/*exact=*/false);
  }
  llvm_unreachable("unknown planner");
}

//===----------------------------------------------------------------------===//
// Planning
//===----------------------------------------------------------------------===//

static std::string describeBytes(uint64_t bytes) {
  return (Twine(bytes) + " bytes (" + formatByteSize(bytes) + ")").str();
}

/// The time limit of one planning: with --reorder, each of the two gets
/// 45% of it.
static double planningTimeLimit(const PlanningOptions &options) {
  return options.reorder ? 0.45 * options.timeLimit : options.timeLimit;
}

/// The safety net of the minimal-budget search of `graph`: its own, not the
/// planner's, as it is work of its own (with --reorder, each order's).
static double minimalSearchSeconds(const RematGraph &graph,
                                   const PlanningOptions &options) {
  return options.minSearchTime.resolve(minimalBudgetWorkSeconds(graph) *
                                       options.effort);
}

namespace {
/// One run of planGraph.
class Driver {
public:
  Driver(const RematGraph &graph, const PlanningOptions &options,
         const Machine &machine, PlanningOutcome &outcome)
      : graph(graph), options(options), machine(machine), outcome(outcome),
        minimalSearch(graph, options.effort) {}

  /// Fills in the outcome; false (with outcome.error) when there is no plan.
  bool run();

private:
  const MinimalBudget &getMinimal();
  bool fail(const Twine &why) {
    outcome.error = why.str();
    return false;
  }
  bool resolveBudget();
  /// The time limit of one planning: 45% of it each with --reorder, where
  /// the graph is planned in two orders (the order search has the rest).
  /// The graph in the order searchMemoryOrder found (--reorder), searched
  /// once; null where it found none below the id order's peak.
  const ReorderedGraph *getReordered();
  /// The planner's plan of `r`, in the graph's ids and re-simulated.
  PlanResult planInOrder(const ReorderedGraph &r, const Budget &budget);
  /// Keeps the cheaper of the plan so far and `other`, planned in `order`
  /// (null: the id order); times and time limits add up. Of two failures
  /// the id order's is kept.
  void keep(PlanResult other, const ReorderedGraph *order);
  /// Why the planner's answer is no plan.
  bool explainFailure();
  StringRef solverName() const { return stringifyEnum(options.solver); }

  const RematGraph &graph;
  const PlanningOptions &options;
  const Machine &machine;
  PlanningOutcome &outcome;
  /// Shared with the planner (Budget::minimal).
  MinimalBudgetSearch minimalSearch;
  std::optional<std::optional<ReorderedGraph>> reordered;
  bool orderSearchTimedOut = false;
  /// The minimal-budget search's plan is the reordered graph's.
  bool minimalInOtherOrder = false;
};
} // namespace

const MinimalBudget &Driver::getMinimal() {
  if (outcome.minimal)
    return *outcome.minimal;
  outcome.minimal = minimalSearch.get(minimalSearchSeconds(graph, options));
  // The lower bounds hold for every order; the lower minimum found wins.
  if (const ReorderedGraph *r = options.reorder ? getReordered() : nullptr) {
    MinimalBudget other = findMinimalBudget(
        r->graph, options.effort, minimalSearchSeconds(r->graph, options));
    MinimalBudget &min = *outcome.minimal;
    // The warning names the net that stopped a search (equal for both
    // orders unless their sizes differ).
    if (other.timeLimitHit && !min.timeLimitHit)
      min.timeLimitSeconds = other.timeLimitSeconds;
    min.timeLimitHit |= other.timeLimitHit;
    if (other.minimalFound < min.minimalFound) {
      minimalInOtherOrder = true;
      min.minimalFound = other.minimalFound;
      min.plan = r->planInOriginalIds(other.plan);
      min.higherPlans.clear();
      for (const Plan &plan : other.higherPlans)
        min.higherPlans.push_back(r->planInOriginalIds(plan));
    }
  }
  return *outcome.minimal;
}


const ReorderedGraph *Driver::getReordered() {
  if (!reordered) {
    // Its safety net is the 10% the two plannings leave of the time limit
    // (3 s by default: three times its work at effort 1).
    Effort effort =
        Effort::forSearch(kMemoryOrderSeconds, options.effort,
                          Effort::Clock::now(), 0.1 * options.timeLimit);
    reordered = searchMemoryOrder(graph, outcome.before.peakBytes, effort);
    orderSearchTimedOut = effort.timedOut();
  }
  return *reordered ? &**reordered : nullptr;
}

PlanResult Driver::planInOrder(const ReorderedGraph &r, const Budget &budget) {
  Budget inOrder = budget;
  inOrder.minimal = nullptr; // The shared search is the id order's.
  PlanResult result = createPlanner(options.solver)->solve(r.graph, inOrder);
  if (!result.hasPlan())
    return result;
  Plan plan = r.planInOriginalIds(result.plan);
  SimulationResult sim = simulate(graph, plan);
  if (!sim.ok() || sim.peakBytes > budget.bytes) {
    // Not expected: the renumbering is a bijection.
    result.status = PlanStatus::Error;
    result.message = "its plan in another order of first computations does "
                     "not map back";
    return result;
  }
  result.plan = std::move(plan);
  result.cost = sim.time;
  result.peakBytes = sim.peakBytes;
  result.message = "in another order of first computations, whose no-remat "
                   "peak is " +
                   describeBytes(r.peakBytes) +
                   (result.message.empty() ? "" : ": " + result.message);
  return result;
}

void Driver::keep(PlanResult other, const ReorderedGraph *order) {
  // outcome.result starts as no plan, no time: the first plan replaces it.
  PlanResult &result = outcome.result;
  other.timeLimitHit |= result.timeLimitHit;
  other.solveSeconds += result.solveSeconds;
  // Bounds are of the planners' models, each in its order: the lower holds
  // for both.
  if (result.hasPlan() && other.hasPlan()) {
    std::optional<double> lower;
    if (result.lowerBound && other.lowerBound)
      lower = std::min(*result.lowerBound, *other.lowerBound);
    result.lowerBound = other.lowerBound = lower;
  }
  bool better =
      other.hasPlan()
          ? !result.hasPlan() || std::tie(other.cost, other.peakBytes) <
                                     std::tie(result.cost, result.peakBytes)
          : !result.hasPlan() && !order;
  if (!better) {
    result.timeLimitHit = other.timeLimitHit;
    result.solveSeconds = other.solveSeconds;
    return;
  }
  result = std::move(other);
  outcome.reorderedPeak.reset();
  if (order && result.hasPlan())
    outcome.reorderedPeak = order->peakBytes;
}

bool Driver::resolveBudget() {
  const BudgetSpec &spec = options.budget;
  if (spec.isMinimal)
    outcome.budget = getMinimal().minimalFound;
  else if (spec.isSet())
    outcome.budget = spec.resolve(outcome.before.peakBytes);
  else if (machine.deviceMemory)
    outcome.budget = *machine.deviceMemory;
  else
    return fail("no memory budget for '" + outcome.name +
                "': give a budget (SIZE, P% or min), a function attribute "
                "'remat.budget', or a machine whose GPU has a memory size");
  // The device's memory caps every budget.
  if (machine.deviceMemory)
    outcome.budget = std::min(outcome.budget, *machine.deviceMemory);
  return true;
}

bool Driver::explainFailure() {
  const PlanResult &result = outcome.result;
  std::string budgetText = describeBytes(outcome.budget);
  switch (result.status) {
  case PlanStatus::Infeasible:
    break;
  case PlanStatus::Unavailable:
    return fail("planner '" + solverName() +
                "' is unavailable: " + result.message);
  default:
    return fail("planner '" + solverName() + "' failed on '" + outcome.name +
                "': " + result.message);
  }
  // The search finds an upper bound M of the minimal feasible budget and
  // proves a lower bound L; exact planners may fit in between.
  const MinimalBudget &min = getMinimal();
  if (outcome.budget >= min.minimalFound)
    return fail("planner '" + solverName() + "' found no plan for '" +
                outcome.name + "' within " + budgetText +
                ", although one exists: the minimal feasible budget is " +
                describeMinimalBudget(min) +
                "; try the budget 'min' or another planner");
  std::string why = "'" + outcome.name + "' does not fit the budget of " +
                    budgetText + ": the minimal feasible budget is ";
  bool exact = min.minimalFound == min.lowerBound;
  if (!exact && outcome.budget < min.lowerBound)
    return fail(why + "at least " + describeBytes(min.lowerBound) +
                ", and a plan exists at " + describeBytes(min.minimalFound));
  why += describeMinimalBudget(min);
  if (!exact) {
    why += "; planner '" + solverName().str() + "' found nothing in between";
    // Exact recomputation, or with a host link offloads and CPU work, may
    // fit where the heuristics do not.
    SolverKind other =
        graph.getHostLink().available() ? SolverKind::Hetero : SolverKind::MILP;
    bool autoAsksOther =
        other == SolverKind::Hetero && options.solver == SolverKind::Auto;
    if (options.solver != other && !autoAsksOther)
      why += " (" + stringifyEnum(other).str() + " may)";
  }
  return fail(why + describeGpuLowerBound(min));
}

bool Driver::run() {
  if (Error err = graph.verify())
    return fail("'" + outcome.name +
                "' cannot be planned: " + toString(std::move(err)));
  outcome.before = simulate(graph, buildBaselinePlan(graph));
  if (!outcome.before.ok())
    return fail("internal error: the no-remat schedule of '" + outcome.name +
                "' is invalid: " + *outcome.before.error);
  if (options.reportMinimum)
    getMinimal();
  if (!resolveBudget())
    return false;

  Budget budget;
  budget.bytes = outcome.budget;
  budget.timeLimitSeconds = planningTimeLimit(options);
  budget.effort = options.effort;
  budget.memoryLimitBytes = options.memoryLimit.bytes;
  budget.seed = options.seed;
  budget.minimal = &minimalSearch;
  // With --reorder, the graph is planned in the searched order too, first
  // where it fits without recomputation. A plan of the computations alone
  // is one that no plan in another order beats.
  bool reorder = options.reorder && outcome.before.peakBytes > outcome.budget;
  const ReorderedGraph *r = reorder ? getReordered() : nullptr;
  auto computationsAlone = [&] {
    return outcome.result.hasPlan() &&
           outcome.result.cost <= outcome.before.time;
  };
  bool fitsInOrder = r && r->peakBytes <= outcome.budget;
  if (fitsInOrder)
    keep(planInOrder(*r, budget), r);
  if (!computationsAlone())
    keep(createPlanner(options.solver)->solve(graph, budget), nullptr);
  if (r && !fitsInOrder && !computationsAlone())
    keep(planInOrder(*r, budget), r);
  // At `min`, the search's own plan stands in when the planner finds none
  // (which its net may have stopped).
  if (!outcome.result.hasPlan() && options.budget.isMinimal) {
    bool timedOut = outcome.result.timeLimitHit;
    outcome.result = finalizePlan(
        graph, budget, getMinimal().plan, PlanStatus::Feasible,
        ("the minimal-budget search's plan: planner '" + solverName() +
         "' found none at the budget it found (" + outcome.result.message + ")")
            .str());
    outcome.result.timeLimitHit = timedOut;
    if (minimalInOtherOrder)
      outcome.reorderedPeak = (*reordered)->peakBytes;
  }
  // The order search's net is the time limit's (getReordered), whether the
  // planning or the minimal-budget search asked for the order.
  outcome.result.timeLimitHit |= orderSearchTimedOut;
  if (!outcome.result.hasPlan())
    return explainFailure();

  outcome.result.plan = normalizeFrees(graph, outcome.result.plan);
  outcome.after = simulate(graph, outcome.result.plan);
  if (!outcome.after.ok() || outcome.after.peakBytes > outcome.budget)
    return fail("internal error: the normalized plan of '" + outcome.name +
                "' is invalid: " + outcome.after.error.value_or("over budget"));
  // Dropping dead computes may take the plan below the bound of the model
  // it came from; a bound above a plan would be no bound of that model.
  outcome.result.cost = outcome.after.time;
  outcome.result.peakBytes = outcome.after.peakBytes;
  // A plan is a witness: the minimum reported is never above a plan found.
  if (outcome.minimal &&
      outcome.after.peakBytes < outcome.minimal->minimalFound) {
    outcome.minimal->minimalFound = outcome.after.peakBytes;
    outcome.minimal->plan = outcome.result.plan;
  }
  if (outcome.result.lowerBound)
    outcome.result.lowerBound =
        std::min(*outcome.result.lowerBound, outcome.result.cost);
  if (machine.hostMemory && outcome.after.peakHostBytes > *machine.hostMemory)
    return fail("the plan of '" + outcome.name + "' parks " +
                Twine(outcome.after.peakHostBytes) +
                " bytes in host memory, more than the " +
                Twine(*machine.hostMemory) + " bytes of '" + machine.hostName +
                "'");
  return true;
}

PlanningOutcome planGraph(const RematGraph &graph,
                          const PlanningOptions &options,
                          const Machine &machine) {
  PlanningOutcome outcome;
  outcome.name = graph.getName().str();
  outcome.solver = options.solver;
  Driver(graph, options, machine, outcome).run();
  return outcome;
}

//===----------------------------------------------------------------------===//
// The report
//===----------------------------------------------------------------------===//

std::string describeTimeLimitHit(const PlanningOutcome &outcome,
                                 const PlanningOptions &options) {
  if (!outcome.timeLimitHit())
    return "";
  auto number = [](double x) { return llvm::format("%g", x); };
  SmallVector<std::string, 2> nets;
  if (outcome.result.timeLimitHit)
    nets.push_back(formatv("time-limit, {0} s", number(options.timeLimit)));
  if (outcome.minimal && outcome.minimal->timeLimitHit)
    nets.push_back(formatv("min-search-time, {0} s",
                           number(outcome.minimal->timeLimitSeconds)));
  return formatv("{0}: a safety net ({1}) stopped the planning before its "
                 "work was done, so its answer depends on this machine's "
                 "speed and load; raise it for one that does not (the work "
                 "grows with the effort, {2})",
                 outcome.name, llvm::join(nets, "; "), number(options.effort))
      .str();
}

static json::Array toJSON(ArrayRef<uint64_t> values) {
  json::Array array;
  for (uint64_t v : values)
    array.push_back(int64_t(v));
  return array;
}

json::Object
PlanningOutcome::toJSON(const RematGraph &graph, const Machine &machine,
                        bool withPlan,
                        function_ref<int64_t(NodeId)> nodeId) const {
  auto idOf = [&](NodeId n) { return nodeId ? nodeId(n) : int64_t(n); };
  json::Object entry{
      {"name", name},
      {"solver", stringifyEnum(solver)},
      {"status", succeeded()
                     ? stringifyPlanStatus(result.status)
                     : stringifyPlanStatus(result.hasPlan() ? PlanStatus::Error
                                                            : result.status)},
      {"nodes", int64_t(graph.numNodes())},
      {"tensors", int64_t(graph.numTensors())},
      {"budget", int64_t(budget)},
      {"device", machine.deviceName},
      {"host", machine.hostName},
      {"peak_before", int64_t(before.peakBytes)},
      {"time_before_s", before.time},
      {"timeline_before", ::remat::toJSON(before.timeline)},
      {"solve_time_s", result.solveSeconds},
  };
  if (timeLimitHit())
    entry["time_limit_hit"] = true;
  if (!result.message.empty())
    entry["message"] = result.message;
  if (!succeeded())
    entry["error"] = error;
  if (reorderedPeak)
    entry["reordered_peak"] = int64_t(*reorderedPeak);
  if (minimal) {
    entry["minimal_budget"] = int64_t(minimal->minimalFound);
    entry["minimal_budget_lower_bound"] = int64_t(minimal->lowerBound);
    entry["minimal_budget_gpu_lower_bound"] = int64_t(minimal->gpuLowerBound);
  }
  if (result.lowerBound)
    entry["bound_s"] = *result.lowerBound;
  if (std::optional<double> gap = result.gap())
    entry["gap"] = *gap;
  if (!succeeded())
    return entry;

  const Plan &plan = result.plan;
  std::vector<unsigned> computes(graph.numNodes(), 0);
  json::Array recomputed, offloaded, onCpu, events;
  for (const Event &e : plan) {
    if (e.kind == Event::Kind::Compute)
      ++computes[e.id];
    if (e.kind == Event::Kind::Offload)
      offloaded.push_back(int64_t(e.id));
    if (e.kind == Event::Kind::Compute && e.device == DeviceKind::CPU)
      onCpu.push_back(idOf(e.id));
  }
  for (NodeId n = 0; n < graph.numNodes(); ++n) {
    if (computes[n] < 2)
      continue;
    const Node &node = graph.node(n);
    json::Object r{{"node", idOf(n)},
                   {"op", node.name},
                   {"recomputes", int64_t(computes[n] - 1)}};
    if (!node.origin.empty())
      r["loc"] = node.origin;
    recomputed.push_back(std::move(r));
  }
  double costBefore = before.time, costAfter = after.time;
  entry["peak_after"] = int64_t(after.peakBytes);
  entry["host_peak_after"] = int64_t(after.peakHostBytes);
  entry["time_after_s"] = costAfter;
  entry["overhead"] = costBefore > 0 ? costAfter / costBefore - 1 : 0.0;
  entry["recomputes"] = int64_t(after.numRecomputes);
  entry["recomputed"] = std::move(recomputed);
  entry["offloaded"] = std::move(offloaded);
  entry["on_cpu"] = std::move(onCpu);
  entry["transfers"] = int64_t(after.numTransfers);
  entry["transfer_time_s"] = after.transferCost;
  entry["timeline_after"] = ::remat::toJSON(after.timeline);
  if (withPlan) {
    for (const Event &e : plan) {
      // Frees and moves name the node whose result they free or move.
      NodeId node = e.kind == Event::Kind::Compute
                        ? NodeId(e.id)
                        : graph.tensor(e.id).producer;
      json::Object event{{"op", stringifyEventKind(e.kind)}};
      if (node != kNone)
        event["node"] = idOf(node);
      if (e.kind != Event::Kind::Compute)
        event["tensor"] = int64_t(e.id);
      if (e.kind == Event::Kind::Compute && e.device == DeviceKind::CPU)
        event["device"] = "cpu";
      events.push_back(std::move(event));
    }
    entry["plan"] = std::move(events);
  }
  return entry;
}

json::Object makeReport(StringRef tool, StringRef input,
                        json::Array functions) {
  return json::Object{{"version", kReportVersion},
                      {"tool", tool},
                      {"input", input},
                      {"functions", std::move(functions)}};
}

} // namespace remat
