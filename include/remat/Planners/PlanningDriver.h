//===- PlanningDriver.h - Options and a graph in, an outcome out -*- C++
//-*-===//
//
// The one planning driver behind remat-plan, remat-solve and the C API: it
// resolves the budget (bytes, a percentage of the no-remat peak, `min`, or
// the device's memory), composes and runs the planners, explains a budget no
// plan fits (naming the minimal feasible one), and normalizes and checks the
// plan. The outcome prints as one entry of the report (toJSON, against
// docs/report.schema.json). No MLIR: graphs come from IR or from files.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_PLANNERS_PLANNINGDRIVER_H
#define REMAT_PLANNERS_PLANNINGDRIVER_H

#include "remat/Graph/Simulator.h"
#include "remat/Planners/MinimalBudget.h"
#include "remat/Planners/Planner.h"
#include "remat/Planners/Planners.h"
#include "remat/Planners/PlanningOptions.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace remat {

/// The version of the report's format (docs/report.schema.json).
inline constexpr int64_t kReportVersion = 1;

/// The memories a plan must fit, and what reports call them.
struct Machine {
  std::string deviceName = "gpu"; ///< The device the budget applies to.
  std::string hostName = "host";
  /// Capacities; unset where the machine does not say.
  std::optional<uint64_t> deviceMemory, hostMemory;
};

/// Everything the driver learned planning one graph.
struct PlanningOutcome {
  /// What was planned, as messages name it (e.g. '@step').
  std::string name;
  SolverKind solver = SolverKind::Auto;
  /// The budget in bytes, once resolved.
  uint64_t budget = 0;
  /// The no-remat schedule's simulation.
  SimulationResult before;
  /// The planner's answer; on success its plan is normalized (frees at
  /// last use, dead computes dropped), the plan the program will run.
  PlanResult result;
  /// The plan's simulation, on success.
  SimulationResult after;
  /// Where the plan computes nodes first in another order than their ids
  /// (--reorder): that order's no-remat peak.
  std::optional<uint64_t> reorderedPeak;
  /// The minimal-budget search, when it ran.
  std::optional<MinimalBudget> minimal;
  /// Why there is no plan (a full sentence naming the minimal feasible
  /// budget where that is the reason); empty on success.
  std::string error;

  bool succeeded() const { return error.empty(); }
  /// Whether a safety net (the time limit, or the minimal-budget search's)
  /// stopped a search before its work was done: then the answer depends on
  /// the machine's speed and load, not only on the input and options.
  bool timeLimitHit() const {
    return result.timeLimitHit || (minimal && minimal->timeLimitHit);
  }

  /// The outcome as one entry of the report's "functions". Plan events name
  /// nodes by `nodeId` (e.g. a graph file's ids), by default their index.
  llvm::json::Object
  toJSON(const RematGraph &graph, const Machine &machine, bool withPlan,
         llvm::function_ref<int64_t(NodeId)> nodeId = nullptr) const;
};

/// Plans `graph` under `options` (its graph-scope fields) on `machine`.
/// The minimal-budget search runs where the budget asks for it (min), where
/// no plan fits, and with `options.reportMinimum`.
PlanningOutcome planGraph(const RematGraph &graph,
                          const PlanningOptions &options,
                          const Machine &machine = {});

/// The warning of an outcome a safety net stopped (timeLimitHit()), naming
/// the options that set it (as "time-limit"), for tools to print; "" where
/// none did.
std::string describeTimeLimitHit(const PlanningOutcome &outcome,
                                 const PlanningOptions &options);

/// A planner as the driver runs it, composed with those it starts from or
/// falls back on: "milp" starts from "dtr", "auto" (without its fallback),
/// "chen" and "dp-approx"; "hetero" from "milp"; "auto", with a host link,
/// falls back on "hetero". `milp` sets the MILP planners' solver settings.
std::unique_ptr<Planner> createPlanner(
    SolverKind kind,
    const MILPPlannerOptions &milp = MILPPlannerOptions::fromEnvironment());

/// The report's top level: {"version", "tool", "input", "functions"}.
llvm::json::Object makeReport(llvm::StringRef tool, llvm::StringRef input,
                              llvm::json::Array functions);

} // namespace remat

#endif // REMAT_PLANNERS_PLANNINGDRIVER_H
