//===- Plan.cpp - Plan every function to fit a memory budget --------------===//
//
// The bridge from IR to the planning driver: builds each function's graph,
// takes the function's own budget where it has one, runs the driver, and
// records the (normalized) plan on the function. The outcome goes to the
// observer a tool set on the dialect, which writes the report.
//
//===----------------------------------------------------------------------===//

#include "remat/Analysis/GraphBuilder.h"
#include "remat/Analysis/IreeMemory.h"
#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Graph/Simulator.h"
#include "remat/Planners/OptionParsers.h"
#include "remat/Planners/PlanningDriver.h"
#include "remat/Transforms/IsolateBuffers.h"
#include "remat/Transforms/Passes.h"

#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "remat-plan"

namespace remat {
#define GEN_PASS_DEF_REMATPLAN
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct PlanPass : remat::impl::RematPlanBase<PlanPass> {
  PlanPass() = default;
  PlanPass(const PlanPass &other) : RematPlanBase(other) {}
  explicit PlanPass(const PlanningOptions &options) {
#define REMAT_OPTION(FIELD, ...)
#define REMAT_GRAPH_OPTION(FIELD, ...) FIELD = options.FIELD;
#define REMAT_MODULE_OPTION(FIELD, ...) FIELD = options.FIELD;
#include "remat/Planners/PlanningOptions.def"
  }

  void runOnOperation() override;

#define REMAT_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)
#define REMAT_GRAPH_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)            \
  Option<TYPE> FIELD{*this, FLAG, llvm::cl::desc(HELP),                        \
                     llvm::cl::init(DEFAULT), optionValues<TYPE>()};
#define REMAT_MODULE_OPTION(...) REMAT_GRAPH_OPTION(__VA_ARGS__)
#include "remat/Planners/PlanningOptions.def"

private:
  PlanningOptions getOptions() const {
    PlanningOptions options;
#define REMAT_OPTION(FIELD, ...)
#define REMAT_GRAPH_OPTION(FIELD, ...) options.FIELD = FIELD;
#define REMAT_MODULE_OPTION(FIELD, ...) options.FIELD = FIELD;
#include "remat/Planners/PlanningOptions.def"
    return options;
  }
  LogicalResult planFunction(FunctionOpInterface func, const CostModel &costs,
                             const PlanningOptions &options,
                             const Machine &machine);
  LogicalResult setDevices(ModuleOp module, const DeviceSpec &spec);
};
} // namespace

/// A function's own `remat.budget`, as the spec the option would give.
static std::optional<BudgetSpec> getOwnBudget(Operation *func) {
  auto attr = func->getAttrOfType<BudgetAttr>(RematDialect::kBudgetAttrName);
  if (!attr)
    return std::nullopt;
  BudgetSpec spec;
  if (attr.getBytes()) {
    spec.bytes = *attr.getBytes();
  } else {
    spec.isPercent = true;
    spec.percent = attr.getPercent()->convertToDouble();
  }
  return spec;
}

/// The memories a plan must fit, from the module's `remat.devices`.
static Machine getMachine(ModuleOp module) {
  Machine machine;
  auto set =
      module->getAttrOfType<DeviceSetAttr>(RematDialect::kDevicesAttrName);
  if (!set)
    return machine;
  DeviceAttr device = set.getDefaultDevice();
  machine.deviceName = device.getName().str();
  machine.deviceMemory = device.getMemory();
  if (DeviceAttr host = set.getHostDevice()) {
    machine.hostName = host.getName().str();
    machine.hostMemory = host.getMemory();
  }
  return machine;
}

LogicalResult PlanPass::planFunction(FunctionOpInterface func,
                                     const CostModel &costs,
                                     const PlanningOptions &moduleOptions,
                                     const Machine &machine) {
  PlanningOptions options = moduleOptions;
  if (std::optional<BudgetSpec> own = getOwnBudget(func))
    options.budget = *own;
  isolateBuffers(func);
  FailureOr<FunctionGraph> fg = buildFunctionGraph(func, costs);
  if (failed(fg))
    return failure();
  // For IREE, the graph of what it allocates, so that the planned peak is
  // IREE's (remat-prepare-for-iree checks it).
  std::optional<RematGraph> iree;
  if (options.ireeMemory)
    iree = getIreeGraph(
        *fg, IreeTarget{kIreeResultAlignment, options.ireeDemoteF64});
  const RematGraph &graph = iree ? *iree : fg->graph;
  PlanningOutcome outcome = planGraph(graph, options, machine);
  LLVM_DEBUG(llvm::dbgs() << "remat-plan: " << graph.getName() << ": "
                          << (outcome.succeeded() ? outcome.result.message
                                                  : outcome.error)
                          << "\n");
  auto *dialect = getContext().getLoadedDialect<RematDialect>();
  if (dialect && dialect->getPlanningObserver())
    dialect->getPlanningObserver()(graph, machine, outcome);
  if (outcome.timeLimitHit())
    func.emitWarning() << "remat-plan: "
                       << describeTimeLimitHit(outcome, options);
  if (!outcome.succeeded())
    return func.emitError() << outcome.error;

  MLIRContext *ctx = func.getContext();
  // The recorded peak is of remat's own model, which remat-apply and
  // remat-verify-budget check the program against.
  uint64_t peak = iree ? simulate(fg->graph, outcome.result.plan).peakBytes
                       : outcome.after.peakBytes;
  func->setAttr(
      RematDialect::kPlanAttrName,
      PlanAttr::get(ctx, StringAttr::get(ctx, stringifyEnum(options.solver)),
                    outcome.budget, peak, graph.numNodes(), graph.numTensors(),
                    outcome.result.plan));
  ++numPlanned;
  numRecomputations += outcome.after.numRecomputes;
  numTransfers += outcome.after.numTransfers;
  solveMilliseconds += uint64_t(outcome.result.solveSeconds * 1000);
  return success();
}

LogicalResult PlanPass::setDevices(ModuleOp module, const DeviceSpec &spec) {
  MLIRContext *ctx = module.getContext();
  SmallVector<DeviceAttr> deviceAttrs;
  for (const DeviceSpec::Device &d : spec.devices) {
    double flops = d.flops.value_or(d.isGpu ? CostModel::kDefaultGpuFlops
                                            : CostModel::kDefaultCpuFlops);
    deviceAttrs.push_back(DeviceAttr::get(
        ctx, StringAttr::get(ctx, d.name),
        d.isGpu ? ProcessorKind::gpu : ProcessorKind::cpu, d.memory,
        APFloat(flops)));
  }
  SmallVector<LinkAttr> linkAttrs;
  for (const DeviceSpec::Link &l : spec.links)
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
  PlanningOptions options = getOptions();
  if (llvm::Error err = options.validate()) {
    module.emitError() << "remat-plan: " << llvm::toString(std::move(err));
    return signalPassFailure();
  }

  SmallVector<FunctionOpInterface> funcs;
  if (!options.entry.empty()) {
    FunctionOpInterface func = lookupFunction(module, options.entry);
    if (!func || func.isExternal()) {
      // Named as a symbol path: @outer::@step.
      SmallVector<StringRef> parts;
      StringRef(options.entry).split(parts, "::");
      std::string path;
      for (StringRef part : parts)
        path += (path.empty() ? "@" : "::@") + part.ltrim('@').str();
      module.emitError() << "entry function '" << path << "' "
                         << (func ? "has no body" : "not found");
      return signalPassFailure();
    }
    funcs.push_back(func);
  } else {
    funcs = collectFunctions(module);
    if (funcs.empty())
      module.emitWarning() << "remat-plan: no function to plan (no "
                              "function-like op with a body and tensors)";
  }

  if (options.devices.isSet() && failed(setDevices(module, options.devices)))
    return signalPassFailure();
  Machine machine = getMachine(module);
  CostModel costs = CostModel::fromModule(module);
  bool ok = true;
  for (FunctionOpInterface func : funcs)
    ok &= succeeded(planFunction(func, costs, options, machine));
  if (!ok)
    return signalPassFailure();
}

std::unique_ptr<Pass> remat::createRematPlan(const PlanningOptions &options) {
  return std::make_unique<PlanPass>(options);
}
