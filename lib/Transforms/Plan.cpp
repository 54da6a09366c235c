//===- Plan.cpp - Plan every function to fit a memory budget --------------===//
//
// The bridge from IR to the planners: builds each function's graph, resolves
// its budget, runs the planner, and records the plan, normalized to free at
// last use as the rewritten program will, on the function.
//
//===----------------------------------------------------------------------===//

#include "remat/Analysis/GraphBuilder.h"
#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Graph/Plan.h"
#include "remat/Graph/Simulator.h"
#include "remat/Planners/MinimalBudget.h"
#include "remat/Planners/Planner.h"
#include "remat/Support/ByteSize.h"
#include "remat/Support/DeviceSpec.h"
#include "remat/Support/Output.h"
#include "remat/Transforms/IsolateBuffers.h"
#include "remat/Transforms/Passes.h"

#include "mlir/IR/Location.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace remat {
#define GEN_PASS_DEF_REMATPLAN
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;
namespace json = llvm::json;

namespace {
/// The memories a plan must fit, from the module's `remat.devices`.
struct Machine {
  std::string deviceName = "gpu"; ///< The planned (default) device.
  std::string hostName = "host";
  /// Capacities; unset when the module declares no devices.
  std::optional<uint64_t> deviceMemory, hostMemory;
};

struct PlanPass : remat::impl::RematPlanBase<PlanPass> {
  using RematPlanBase::RematPlanBase;
  void runOnOperation() override;

private:
  /// Plans one function; appends its report entry to `reports`.
  LogicalResult planFunction(func::FuncOp func, const CostModel &costs,
                             std::optional<BudgetSpec> defaultBudget,
                             const Machine &machine,
                             json::Array &reports);
  /// Replaces the module's `remat.devices` by the `devices` option.
  LogicalResult setDevices(ModuleOp module);
};

} // namespace

/// "file:line:col" of an op, for messages and reports.
static std::string describeLocation(Operation *op) {
  if (auto loc = op->getLoc()->findInstanceOf<FileLineColLoc>())
    return (loc.getFilename().getValue() + ":" + Twine(loc.getLine()) + ":" +
            Twine(loc.getColumn()))
        .str();
  std::string text;
  llvm::raw_string_ostream os(text);
  op->getLoc().print(os);
  return text;
}

static json::Array toJson(ArrayRef<uint64_t> values) {
  json::Array array;
  for (uint64_t v : values)
    array.push_back(int64_t(v));
  return array;
}

/// The budget of `func`: its own `remat.budget`, else the pass option, else
/// the memory of the device.
static FailureOr<BudgetSpec> getBudgetSpec(func::FuncOp func,
                                           std::optional<BudgetSpec> option,
                                           const Machine &machine) {
  if (auto attr = func->getAttrOfType<BudgetAttr>(RematDialect::kBudgetAttrName)) {
    BudgetSpec spec;
    if (attr.getBytes()) {
      spec.bytes = *attr.getBytes();
    } else {
      spec.isPercent = true;
      spec.percent = attr.getPercent()->convertToDouble();
    }
    return spec;
  }
  if (option)
    return *option;
  if (machine.deviceMemory) {
    BudgetSpec spec;
    spec.bytes = *machine.deviceMemory;
    return spec;
  }
  return func.emitError() << "no memory budget for '@" << func.getSymName()
                          << "': pass budget=SIZE (remat-opt --remat-budget) "
                             "or set 'remat.budget' on the function";
}

LogicalResult PlanPass::planFunction(func::FuncOp func, const CostModel &costs,
                                     std::optional<BudgetSpec> defaultBudget,
                                     const Machine &machine,
                                     json::Array &reports) {
  FailureOr<BudgetSpec> spec = getBudgetSpec(func, defaultBudget, machine);
  if (failed(spec))
    return failure();
  isolateBuffers(func);
  FailureOr<FunctionGraph> fg = buildFunctionGraph(func, costs);
  if (failed(fg))
    return failure();
  const RematGraph &graph = fg->graph;

  SimulationResult base = simulate(graph, buildBaselinePlan(graph));
  if (!base.ok())
    return func.emitError() << "internal error: the no-remat schedule of '@"
                            << func.getSymName() << "' is invalid: "
                            << *base.error;

  std::unique_ptr<Planner> planner = createPlanner(solver);
  Budget budget;
  budget.timeLimitSeconds = timeLimit;
  std::optional<MinimalBudget> minimal;
  auto getMinimal = [&]() -> const MinimalBudget & {
    if (!minimal)
      minimal = findMinimalBudget(
          graph, std::min(double(minSearchTime), double(timeLimit)));
    return *minimal;
  };
  budget.bytes = spec->isMinimal ? getMinimal().minimalFound
                                 : spec->resolve(base.peakBytes);
  // The device's memory caps every budget.
  if (machine.deviceMemory)
    budget.bytes = std::min(budget.bytes, *machine.deviceMemory);

  PlanResult result = planner->solve(graph, budget);
  // At `min`, the search's own plan stands in when the planner finds none.
  if (!result.hasPlan() && spec->isMinimal)
    result = finalizePlan(graph, budget, getMinimal().plan);
  if (!result.hasPlan()) {
    std::string budgetText =
        (Twine(budget.bytes) + " bytes (" + formatByteSize(budget.bytes) + ")")
            .str();
    switch (result.status) {
    case PlanStatus::Infeasible: {
      // The search finds an upper bound M of the minimal feasible budget and
      // proves a lower bound L; exact planners may fit in between.
      const MinimalBudget &min = getMinimal();
      if (budget.bytes >= min.minimalFound)
        return func.emitError()
               << "planner '" << solver << "' found no plan for '@"
               << func.getSymName() << "' within " << budgetText
               << ", although one exists (the minimal feasible budget is at "
                  "most "
               << min.minimalFound
               << " bytes); try --remat-budget=min or another planner";
      InFlightDiagnostic diag = func.emitError();
      diag << "'@" << func.getSymName() << "' does not fit the budget of "
           << budgetText << ": the minimal feasible budget is ";
      bool exact = min.minimalFound == min.lowerBound;
      if (!exact && budget.bytes < min.lowerBound)
        return diag << "at least " << min.lowerBound << " bytes ("
                    << formatByteSize(min.lowerBound)
                    << "), and a plan exists at " << min.minimalFound
                    << " bytes (" << formatByteSize(min.minimalFound) << ")";
      diag << describeMinimalBudget(min);
      if (!exact) {
        diag << "; planner '" << solver << "' found nothing in between";
        // Exact recomputation, or with a host link offloads and CPU work,
        // may fit where the heuristics do not.
        StringRef other = graph.getHostLink().available() ? "hetero" : "milp";
        if (solver != other && !(other == "hetero" && solver == "auto"))
          diag << " (" << other << " may)";
      }
      return diag;
    }
    case PlanStatus::Unavailable:
      return func.emitError() << "planner '" << solver
                              << "' is unavailable: " << result.message;
    default:
      return func.emitError() << "planner '" << solver << "' failed on '@"
                              << func.getSymName() << "': " << result.message;
    }
  }

  Plan plan = normalizeFrees(graph, result.plan);
  SimulationResult after = simulate(graph, plan);
  if (!after.ok() || after.peakBytes > budget.bytes)
    return func.emitError() << "internal error: the normalized plan of '@"
                            << func.getSymName() << "' is invalid: "
                            << after.error.value_or("over budget");
  if (machine.hostMemory && after.peakHostBytes > *machine.hostMemory)
    return func.emitError()
           << "the plan of '@" << func.getSymName() << "' parks "
           << after.peakHostBytes << " bytes in host memory, more than the "
           << *machine.hostMemory << " bytes of '" << machine.hostName << "'";

  MLIRContext *ctx = func.getContext();
  func->setAttr(RematDialect::kPlanAttrName,
                PlanAttr::get(ctx, StringAttr::get(ctx, solver), budget.bytes,
                              after.peakBytes, graph.numNodes(),
                              graph.numTensors(), plan));

  if (report.empty())
    return success();
  std::vector<unsigned> computes(graph.numNodes(), 0);
  for (const Event &e : plan)
    if (e.kind == Event::Kind::Compute)
      ++computes[e.id];
  json::Array recomputed, offloaded, onCpu;
  for (NodeId n = 0; n < graph.numNodes(); ++n) {
    if (computes[n] < 2)
      continue;
    Operation *anchor = fg->nodeOps[n].back();
    recomputed.push_back(json::Object{{"node", int64_t(n)},
                                      {"op", anchor->getName().getStringRef()},
                                      {"loc", describeLocation(anchor)},
                                      {"recomputes", int64_t(computes[n] - 1)}});
  }
  for (const Event &e : plan) {
    if (e.kind == Event::Kind::Offload)
      offloaded.push_back(int64_t(e.id));
    if (e.kind == Event::Kind::Compute && e.device == DeviceKind::CPU)
      onCpu.push_back(int64_t(e.id));
  }
  StringRef deviceName = machine.deviceName;
  double costBefore = base.time, costAfter = after.time;
  json::Object entry{
      {"name", func.getSymName()},
      {"solver", solver},
      {"status", stringifyPlanStatus(result.status)},
      {"budget", int64_t(budget.bytes)},
      {"device", deviceName},
      {"peak_before", json::Object{{deviceName, int64_t(base.peakBytes)}}},
      {"peak_after",
       json::Object{{deviceName, int64_t(after.peakBytes)},
                    {machine.hostName, int64_t(after.peakHostBytes)}}},
      {"time_before_s", costBefore},
      {"time_after_s", costAfter},
      {"overhead", costBefore > 0 ? costAfter / costBefore - 1 : 0.0},
      {"solve_time_s", result.solveSeconds},
      {"recomputed", std::move(recomputed)},
      {"offloaded", std::move(offloaded)},
      {"on_cpu", std::move(onCpu)},
      {"transfers", int64_t(after.numTransfers)},
      {"transfer_time_s", after.transferCost},
      {"timeline_before", toJson(base.timeline)},
      {"timeline_after", toJson(after.timeline)},
  };
  if (result.lowerBound)
    entry["bound_s"] = *result.lowerBound;
  if (std::optional<double> gap = result.gap())
    entry["gap"] = *gap;
  if (minimal)
    entry["minimal_budget"] = int64_t(minimal->minimalFound);
  reports.push_back(std::move(entry));
  return success();
}

LogicalResult PlanPass::setDevices(ModuleOp module) {
  llvm::Expected<DeviceSpec> spec = parseDeviceSpec(devices);
  if (!spec)
    return module.emitError() << "remat-plan: "
                              << llvm::toString(spec.takeError());
  MLIRContext *ctx = module.getContext();
  SmallVector<DeviceAttr> deviceAttrs;
  for (const DeviceSpec::Device &d : spec->devices) {
    double flops = d.flops.value_or(d.isGpu ? CostModel::kDefaultGpuFlops
                                            : CostModel::kDefaultCpuFlops);
    deviceAttrs.push_back(DeviceAttr::get(
        ctx, StringAttr::get(ctx, d.name),
        d.isGpu ? ProcessorKind::gpu : ProcessorKind::cpu, d.memory,
        APFloat(flops)));
  }
  SmallVector<LinkAttr> linkAttrs;
  for (const DeviceSpec::Link &l : spec->links)
    linkAttrs.push_back(LinkAttr::get(ctx, StringAttr::get(ctx, l.from),
                                      StringAttr::get(ctx, l.to),
                                      APFloat(l.bandwidth), APFloat(l.latency)));
  auto emitError = [&] { return module.emitError() << "remat-plan: "; };
  DeviceSetAttr set = DeviceSetAttr::getChecked(
      emitError, ctx, ArrayRef<DeviceAttr>(deviceAttrs),
      ArrayRef<LinkAttr>(linkAttrs));
  if (!set)
    return failure();
  module->setAttr(RematDialect::kDevicesAttrName, set);
  return success();
}

void PlanPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (!createPlanner(solver)) {
    module.emitError() << "unknown planner '" << solver << "' (expected one of "
                       << llvm::join(getPlannerNames(), ", ") << ")";
    return signalPassFailure();
  }
  if (!(timeLimit > 0) || !(minSearchTime > 0)) {
    module.emitError() << "remat-plan: "
                       << (timeLimit > 0 ? "min-search-time" : "time-limit")
                       << " must be positive";
    return signalPassFailure();
  }
  std::optional<BudgetSpec> defaultBudget;
  if (!budget.empty()) {
    llvm::Expected<BudgetSpec> spec = parseBudgetSpec(budget);
    if (!spec) {
      module.emitError() << "remat-plan: " << llvm::toString(spec.takeError());
      return signalPassFailure();
    }
    defaultBudget = *spec;
  }

  SmallVector<func::FuncOp> funcs;
  if (!entry.empty()) {
    auto func = module.lookupSymbol<func::FuncOp>(entry);
    if (!func || func.isExternal()) {
      module.emitError() << "entry function '@" << entry << "' "
                         << (func ? "has no body" : "not found");
      return signalPassFailure();
    }
    funcs.push_back(func);
  } else {
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal())
        funcs.push_back(func);
  }

  if (!devices.empty() && failed(setDevices(module)))
    return signalPassFailure();
  Machine machine;
  if (auto set = module->getAttrOfType<DeviceSetAttr>(
          RematDialect::kDevicesAttrName)) {
    DeviceAttr device = set.getDefaultDevice();
    machine.deviceName = device.getName().str();
    machine.deviceMemory = device.getMemory();
    if (DeviceAttr host = set.getHostDevice()) {
      machine.hostName = host.getName().str();
      machine.hostMemory = host.getMemory();
    }
  }

  CostModel costs = CostModel::fromModule(module);
  json::Array reports;
  bool ok = true;
  for (func::FuncOp func : funcs)
    ok &= succeeded(planFunction(func, costs, defaultBudget, machine, reports));
  if (!ok)
    return signalPassFailure();
  if (report.empty())
    return;
  json::Object root{{"functions", std::move(reports)}};
  std::string text =
      llvm::formatv("{0:2}\n", json::Value(std::move(root))).str();
  if (llvm::Error err = remat::writeOutputs({{report, text, "the report"}})) {
    module.emitError() << llvm::toString(std::move(err));
    return signalPassFailure();
  }
}
