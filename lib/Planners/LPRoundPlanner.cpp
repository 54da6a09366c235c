//===- LPRoundPlanner.cpp - Checkmate's LP relaxation with rounding --------===//
//
// "lp-round": solves the LP relaxation of Checkmate's stage model (see
// CheckmateModel.h), rounds the checkpoint matrix S several ways
// (deterministic thresholds and randomized rounding), derives the minimal
// recomputations for each rounded S by a dependency closure, frees every
// tensor after its last use, and returns the cheapest plan the simulator
// accepts within the budget. The LP optimum is reported as the lower bound
// (it bounds the stage model, whose first computations follow the ids).
//
//===----------------------------------------------------------------------===//

#include "CheckmateModel.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/Planners.h"

#include "llvm/ADT/ScopeExit.h"

#include <random>
#include <sstream>

using namespace remat;
using namespace remat::checkmate;

RoundingOutcome
checkmate::roundLPRelaxation(const RematGraph &graph, const GraphFacts &facts,
                             const Budget &budget, double timeLimit,
                             double roundingTimeLimit, unsigned randomAttempts,
                             bool smallerBudgets) {
  auto start = std::chrono::steady_clock::now();
  RoundingOutcome out;
  unsigned n = facts.numNodes, numTensors = graph.numTensors();
  std::mt19937_64 rng(budget.seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const double thresholds[] = {0.5, 0.25, 0.75, 0.1, 0.9, 0.01, 0.99};
  const double budgetFactors[] = {1.0, 0.9, 0.8, 0.7, 0.6, 0.5};
  std::ostringstream log;
  double longestRounding = 0;

  for (double factor : budgetFactors) {
    double remaining = timeLimit - secondsSince(start);
    if (remaining <= 0) {
      out.limitHit = true;
      break;
    }
    uint64_t lpBudget = static_cast<uint64_t>(budget.bytes * factor);
    StageModel model(graph, facts, lpBudget, MemoryRows::Exact,
                     maxModelBytes(budget));
    if (!model.tooLarge().empty()) {
      log << "LP at " << factor * 100 << "%: " << model.tooLarge();
      break;
    }
    if (model.isTriviallyInfeasible()) {
      if (factor == 1.0)
        out.lpInfeasible = true;
      break;
    }
    milp::Options options;
    options.memoryLimitBytes = budget.memoryLimitBytes;
    options.relaxationOnly = true;
    // The LP's process is stopped a little past its limit (CbcBackend.cpp):
    // a margin for that and for the roundings, in the time left once the
    // model is built.
    remaining = timeLimit - secondsSince(start);
    if (remaining <= 0) {
      out.limitHit = true;
      break;
    }
    options.timeLimitSeconds = 0.85 * remaining;
    milp::Result lp = milp::solve(model.getProblem(), options);
    out.limitHit |= lp.limitHit;
    if (lp.status == milp::Status::Infeasible) {
      if (factor == 1.0)
        out.lpInfeasible = true;
      break;
    }
    if (lp.status != milp::Status::Optimal) {
      log << "LP at " << factor * 100 << "%: " << lp.message;
      break;
    }
    if (factor == 1.0)
      out.lpBound = lp.objective;

    // Each rounding builds and simulates a schedule (seconds on a thousand
    // nodes): one is started only where one as long as the longest so far
    // still ends within its time limit.
    auto tryRounding = [&](auto &&isCheckpoint) {
      double began = secondsSince(start);
      if (began + longestRounding > roundingTimeLimit) {
        out.limitHit = true;
        return;
      }
      llvm::scope_exit measure([&] {
        longestRounding =
            std::max(longestRounding, secondsSince(start) - began);
      });
      CheckpointSets s(n + 1, std::vector<uint8_t>(numTensors, 0));
      for (unsigned t = 0; t < n; ++t)
        for (TensorId i = 0; i < numTensors; ++i)
          if (facts.isComputed(i) && facts.producer[i] < t)
            s[t][i] = isCheckpoint(model.checkpointValue(lp.values, t, i));
      StageSchedule schedule = scheduleFromCheckpoints(graph, facts, s);
      ++out.attempts;
      std::optional<Candidate> c =
          evaluateSchedule(graph, schedule, budget.bytes);
      if (!c)
        return;
      ++out.valid;
      if (!out.best || c->cost < out.best->cost)
        out.best = std::move(c);
    };
    for (double threshold : thresholds)
      tryRounding([&](double v) { return v >= threshold - 1e-9; });
    for (unsigned a = 0; a < randomAttempts; ++a)
      tryRounding([&](double v) { return unit(rng) < v; });
    if (out.best || !smallerBudgets)
      break;
  }
  out.message = log.str(); // Why the last LP stopped the loop, if one did.
  return out;
}

namespace {

class LPRoundPlanner : public TimedPlanner {
public:
  llvm::StringRef getName() const override { return "lp-round"; }

private:
  PlanResult run(const RematGraph &graph, const Budget &budget,
                 std::chrono::steady_clock::time_point) override {
    if (std::optional<PlanResult> trivial =
            solveWithoutRecompute(graph, budget, "lp-round"))
      return *trivial;
    GraphFacts facts = analyzeGraph(graph);
    if (std::optional<PlanResult> rejected =
            rejectBeforeModeling(graph, facts, budget, "lp-round"))
      return *rejected;
    PlanResult result;
    RoundingOutcome r = roundLPRelaxation(
        graph, facts, budget, budget.timeLimitSeconds, budget.timeLimitSeconds,
        /*randomAttempts=*/24, /*smallerBudgets=*/true);
    result.timeLimitHit = r.limitHit;
    if (!r.best) {
      result.status = PlanStatus::Infeasible;
      result.lowerBound = r.lpBound;
      result.message = r.lpInfeasible
                           ? "lp-round: the LP relaxation is infeasible"
                           : "lp-round: none of " + std::to_string(r.attempts) +
                                 " roundings fits the budget" +
                                 (r.message.empty() ? "" : "; " + r.message);
      return result;
    }
    // finishPlan calls a rounding at the LP bound optimal.
    std::string message = "lp-round: " + std::to_string(r.valid) + " of " +
                          std::to_string(r.attempts) +
                          " roundings fit the budget";
    result = finishPlan(graph, budget, std::move(r.best->plan),
                        PlanStatus::Feasible, r.lpBound, std::move(message));
    result.timeLimitHit |= r.limitHit;
    return result;
  }
};

} // namespace

std::unique_ptr<Planner> remat::createLPRoundPlanner() {
  return std::make_unique<LPRoundPlanner>();
}
