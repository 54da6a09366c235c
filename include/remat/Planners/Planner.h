//===- Planner.h - The interface every memory planner implements -*- C++ -*-===//
//
// A planner turns a graph and a budget into a Plan. Results are values: a
// status, the plan, and what the planner knows about optimality.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_PLANNERS_PLANNER_H
#define REMAT_PLANNERS_PLANNER_H

#include "remat/Graph/Plan.h"

#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace remat {

class MinimalBudgetSearch;

struct Budget {
  uint64_t bytes = 0;            ///< Device memory the plan may use at peak.
  /// Safety net: the wall-clock limit for the solver.
  double timeLimitSeconds = 60;
  /// Multiplies the work units of the heuristic searches.
  double effort = 1.0;
  /// Memory of the solver work (--remat-memory-limit); 0: its default.
  uint64_t memoryLimitBytes = 0;
  unsigned seed = 0;             ///< For randomized planners.
  /// The graph's minimal-budget search, shared by everything that plans it
  /// once (the driver's messages, auto's fallback); null: each runs its own.
  MinimalBudgetSearch *minimal = nullptr;
};

enum class PlanStatus {
  Optimal,     ///< Proven optimal (gap within the solver's tolerance).
  Feasible,    ///< Valid plan, optimality not proven.
  Infeasible,  ///< No plan fits the budget (proven, or none was found).
  Unavailable, ///< Planner not built in (e.g. CBC missing) or not applicable.
  Error,
};

struct PlanResult {
  PlanStatus status = PlanStatus::Error;
  Plan plan;
  /// The plan's simulated time: compute cost where every node runs on the
  /// GPU, plus transfers and CPU work where they delay it.
  double cost = 0.0;
  uint64_t peakBytes = 0;            ///< Simulated peak of the plan.
  std::optional<double> lowerBound;  ///< Proven lower bound on the cost.
  double solveSeconds = 0.0;
  /// The time limit, not the work limit, ended a search: the result may
  /// differ on a faster or less loaded machine.
  bool timeLimitHit = false;
  std::string message;               ///< Why it failed, or solver details.

  bool hasPlan() const {
    return status == PlanStatus::Optimal || status == PlanStatus::Feasible;
  }
  /// Relative gap to the bound, when one is known.
  std::optional<double> gap() const;
};

class Planner {
public:
  virtual ~Planner();
  virtual llvm::StringRef getName() const = 0;
  virtual PlanResult solve(const RematGraph &graph, const Budget &budget) = 0;
};

llvm::StringRef stringifyPlanStatus(PlanStatus status);

/// The last step of every planner: simulates `plan` and returns `status`
/// (Optimal or Feasible) with its cost and peak when it is valid and fits the
/// budget, Infeasible (with the peak in the message) when it does not fit,
/// and Error naming the violated invariant when it is not valid. The planner
/// fills in lowerBound and solveSeconds.
PlanResult finalizePlan(const RematGraph &graph, const Budget &budget,
                        Plan plan, PlanStatus status = PlanStatus::Feasible,
                        std::string message = "");

/// What every exact planner answers before building a model: an invalid graph
/// is an Error, and a budget the no-recompute baseline fits is solved
/// optimally by that baseline (its cost is the bound). Returns nothing when
/// the planner has real work to do.
std::optional<PlanResult> solveWithoutRecompute(const RematGraph &graph,
                                                const Budget &budget,
                                                llvm::StringRef planner);

} // namespace remat

#endif // REMAT_PLANNERS_PLANNER_H
