//===- Planner.cpp - The planner interface --------------------------------===//

#include "remat/Planners/Planner.h"
#include "remat/Graph/Simulator.h"
#include "remat/Support/ByteSize.h"

#include <cmath>

using namespace llvm;

namespace remat {

Planner::~Planner() = default;

std::optional<double> PlanResult::gap() const {
  if (!lowerBound || !hasPlan())
    return std::nullopt;
  if (cost <= 0.0)
    return 0.0;
  return std::max(0.0, (cost - *lowerBound) / cost);
}

StringRef stringifyPlanStatus(PlanStatus status) {
  switch (status) {
  case PlanStatus::Optimal:
    return "optimal";
  case PlanStatus::Feasible:
    return "feasible";
  case PlanStatus::Infeasible:
    return "infeasible";
  case PlanStatus::Unavailable:
    return "unavailable";
  case PlanStatus::Error:
    return "error";
  }
  return "error";
}

PlanResult finalizePlan(const RematGraph &graph, const Budget &budget,
                        Plan plan, PlanStatus status, std::string message) {
  PlanResult result;
  SimulationResult sim = simulate(graph, plan);
  result.plan = std::move(plan);
  result.message = std::move(message);
  if (!sim.ok()) {
    result.status = PlanStatus::Error;
    result.message = "invalid plan: " + *sim.error;
    return result;
  }
  result.cost = sim.time;
  result.peakBytes = sim.peakBytes;
  if (sim.peakBytes > budget.bytes) {
    result.status = PlanStatus::Infeasible;
    result.message = "best plan found needs " + formatByteSize(sim.peakBytes) +
                     " (" + std::to_string(sim.peakBytes) +
                     " bytes), over the budget of " +
                     std::to_string(budget.bytes) + " bytes";
    return result;
  }
  result.status = status;
  return result;
}

std::optional<PlanResult> solveWithoutRecompute(const RematGraph &graph,
                                                const Budget &budget,
                                                StringRef planner) {
  if (llvm::Error err = graph.verify()) {
    PlanResult result;
    result.status = PlanStatus::Error;
    result.message = llvm::toString(std::move(err));
    return result;
  }
  Plan baseline = buildBaselinePlan(graph);
  SimulationResult base = simulate(graph, baseline);
  if (!base.ok() || base.peakBytes > budget.bytes)
    return std::nullopt;
  PlanResult result =
      finalizePlan(graph, budget, std::move(baseline), PlanStatus::Optimal,
                   (planner + ": the baseline fits: nothing to recompute").str());
  result.lowerBound = result.cost;
  return result;
}

} // namespace remat
