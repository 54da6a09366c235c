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
#include "Effort.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/Planners.h"

#include "llvm/ADT/ScopeExit.h"

#include <random>
#include <sstream>

using namespace remat;
using namespace remat::checkmate;

RoundingOutcome
checkmate::roundLPRelaxation(const RematGraph &graph, const GraphFacts &facts,
                             const Budget &budget, double lpSeconds,
                             std::chrono::steady_clock::time_point deadline,
                             unsigned randomAttempts, bool smallerBudgets) {
  using Clock = std::chrono::steady_clock;
  RoundingOutcome out;
  unsigned n = facts.numNodes, numTensors = graph.numTensors();
  std::mt19937_64 rng(budget.seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const double thresholds[] = {0.5, 0.25, 0.75, 0.1, 0.9, 0.01, 0.99};
  const double budgetFactors[] = {1.0, 0.9, 0.8, 0.7, 0.6, 0.5};
  std::ostringstream log;
  Effort lpWork(Effort::unitsFor(lpSeconds, budget.effort), deadline);
  double longestRounding = 0;

  for (double factor : budgetFactors) {
    lpWork.checkClock();
    if (lpWork.timedOut()) {
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
    // Dual simplex takes a third to a half of the columns' count in
    // iterations on these models (0.30 to 0.46 on the random layered
    // graphs): an LP without a quarter of it in the work left would only be
    // stopped, so it is not started.
    const milp::Problem &problem = model.getProblem();
    double perIteration = unitsPerLPIteration(problem);
    uint64_t iterations = lpIterationsFor(lpWork.left(), perIteration);
    if (iterations < problem.numVariables() / 4) {
      log << "LP at " << factor * 100 << "%: too large for its share of work ("
          << iterations << " iterations for " << problem.numVariables()
          << " columns)";
      break;
    }
    milp::Options options;
    options.memoryLimitBytes = budget.memoryLimitBytes;
    options.relaxationOnly = true;
    options.iterationLimit = iterations;
    // The LP's process is stopped a little past its limit (CbcBackend.cpp):
    // a margin for that and for the roundings, in the time left once the
    // model is built.
    double remaining = lpWork.secondsLeft();
    if (remaining <= 0) {
      out.limitHit = true;
      break;
    }
    options.timeLimitSeconds = 0.85 * remaining;
    milp::Result lp = milp::solve(problem, options);
    lpWork.spend(uint64_t(double(lp.iterations) * perIteration));
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
    // nodes): all of them are made, but as a safety net one is started only
    // where one as long as the longest so far still ends by the deadline.
    auto tryRounding = [&](auto &&isCheckpoint) {
      auto began = Clock::now();
      if (deadlineAfter(began, longestRounding) > deadline) {
        out.limitHit = true;
        return;
      }
      llvm::scope_exit measure([&] {
        longestRounding = std::max(longestRounding, secondsSince(began));
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
                 std::chrono::steady_clock::time_point start) override {
    if (std::optional<PlanResult> trivial =
            solveWithoutRecompute(graph, budget, "lp-round"))
      return *trivial;
    GraphFacts facts = analyzeGraph(graph);
    if (std::optional<PlanResult> rejected =
            rejectBeforeModeling(graph, facts, budget, "lp-round"))
      return *rejected;
    PlanResult result;
    // The LPs get half of the time limit in reference seconds of work (their
    // iterations run up to 1.5 times as long as counted, at budgets near
    // the minimum), the roundings the rest; the time limit is the safety net.
    RoundingOutcome r =
        roundLPRelaxation(graph, facts, budget, 0.5 * budget.timeLimitSeconds,
                          deadlineAfter(start, budget.timeLimitSeconds),
                          /*randomAttempts=*/24, /*smallerBudgets=*/true);
    result.timeLimitHit = r.limitHit;
    if (!r.best) {
      result.status = PlanStatus::Infeasible;
      result.lowerBound = r.lpBound;
      result.message =
          r.lpInfeasible ? "lp-round: the LP relaxation is infeasible"
          : r.attempts == 0 && !r.message.empty()
              ? "lp-round: no LP solved (" + r.message + ")"
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
