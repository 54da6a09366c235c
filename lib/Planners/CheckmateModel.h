//===- CheckmateModel.h - Checkmate's stage model on a RematGraph -*- C++ -*-===//
//
// Private to lib/Planners: the pieces shared by the "milp" and "lp-round"
// planners (Jain et al., "Checkmate", MLSys 2020), adapted to RematGraph.
//
// Stages t = 0..n-1 follow the node ids (a topological order). Stage t
// computes node t for the first time ("frontier advancing": R[t][t] = 1) and
// may recompute earlier nodes before it, in id order. Variables:
//   R[t][k]  node k is computed in stage t (k < t: a recomputation),
//   S[t][i]  tensor i is resident when stage t starts (a checkpoint),
//   F[t][i][k] the storage of tensor i is freed right after step k of stage t,
//   U[t][k]  resident bytes (in units of the budget) while step k computes.
// Adaptations of the paper's model to RematGraph:
//   * nodes may have several results: R is per node, S and F per tensor;
//   * graph inputs are resident throughout (a constant) and never freed;
//   * a view (aliasOf) has no bytes; its storage root must be resident
//     whenever it is (S[t][v] <= S[t][root]) and the root is not freed
//     before the last reader of any view in its alias class;
//   * outputs are resident when the last stage ends;
//   * NodeHints keep / neverRecompute: the node is computed only in its own
//     stage, so its results stay checkpointed up to their last reader;
//   * S[t][i] + R[t][producer(i)] <= 1: a resident tensor is not recomputed.
// Tightening: variables that can only be zero in some optimal solution are
// fixed (a tensor is never checkpointed past the last stage that may read it,
// a node is never recomputed when no result can still be read), the frees are
// continuous with one upper bound per hazard (the tight disaggregated form
// of Checkmate's linearization), the frees of a tensor in a stage take at
// most what is resident and not kept (sum_k F <= S[t] + R - S[t+1]), and a
// knapsack row per stage (what is kept for stage t+1 and exists before step
// t, plus t's operands and results, fits) gives CBC cover cuts. The last two
// are valid for integer solutions and raise the LP bound markedly (vgg_unet
// at 50%: from 1783 to 1953 above the no-recompute cost, best plan found 2285).
// On small models a knapsack row per recomputation step counts the kept
// tensors, the step's operands and results, and node t's operands.
//
// "milp" drops F and U (MemoryRows::Knapsacks) and keeps the knapsacks: a
// pure-binary relaxation on which CBC's cover cuts bite harder. A plan over
// the budget that it lets through is cut off by a knapsack over what is
// resident at its worst moments (addOverBudgetRows), one reason per tensor:
// read by node t, kept for stage t+1 (S[t+1]), or read by a later step j of
// the stage (R[t][j]); exists before the step (made earlier in the stage or
// checkpointed: S[t]). On graphs of up to six nodes these rows cut off
// every plan over the budget and no plan within it (a unit test checks).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_PLANNERS_CHECKMATEMODEL_H
#define REMAT_LIB_PLANNERS_CHECKMATEMODEL_H

#include "remat/Graph/Plan.h"
#include "remat/Graph/RematGraph.h"
#include "remat/Planners/Planner.h"
#include "remat/Solver/MILP.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <chrono>
#include <cmath>
#include <optional>
#include <vector>

namespace remat {
namespace checkmate {

/// Static facts about a graph that the stage model needs.
struct GraphFacts {
  unsigned numNodes = 0;
  std::vector<NodeId> producer; ///< Per tensor; kNone for inputs.
  std::vector<TensorId> root;   ///< Per tensor: its storage root.
  std::vector<uint64_t> bytes;  ///< Per tensor: own storage (0 for views).
  /// Views of computed storage (root != tensor, root computed).
  std::vector<TensorId> computedViews;
  /// Per storage root: sorted, distinct readers of its alias class.
  std::vector<std::vector<NodeId>> hazards;
  /// Per tensor: the last stage that may read it (numNodes for outputs),
  /// -1 if never read.
  std::vector<int> need;
  /// Per node: the last stage in which recomputing it can be useful.
  std::vector<int> nodeNeed;
  std::vector<uint8_t> fixedNode; ///< keep or neverRecompute.
  /// Per tensor: computed storage that no view shares.
  std::vector<uint8_t> unshared;
  uint64_t inputBytes = 0; ///< Storage of inputs: always resident.

  bool isComputed(TensorId t) const { return producer[t] != kNone; }
};

GraphFacts analyzeGraph(const RematGraph &graph);

/// The nodes computed in each stage, sorted by id (stage t ends with t).
using StageSchedule = std::vector<std::vector<NodeId>>;

/// The canonical plan of a schedule: computes in stage order; every tensor
/// instance is freed right after its last read before its producer runs
/// again (outputs' last instances and inputs are never freed).
Plan planFromSchedule(const RematGraph &graph, const StageSchedule &schedule);

/// The stages of a plan: stage t ends with the first computation of node t.
/// A node whose first computation comes after that of a later node (as in
/// plans that normalizeFrees shortened) is also computed in its own stage,
/// alone, which may cost memory the plan did not need: evaluate the result.
/// std::nullopt when the plan computes an unknown node or misses one.
std::optional<StageSchedule> scheduleFromPlan(const RematGraph &graph,
                                              const Plan &plan);

/// Checkpoint sets: checkpoints[t][i] for t = 0..numNodes (the last row is
/// the state after the last stage: the outputs).
using CheckpointSets = std::vector<std::vector<uint8_t>>;

/// The minimal recomputations that make `checkpoints` consistent (Checkmate's
/// dependency closure, applied stage by stage from the last one): a node is
/// computed in stage t when a later step of the stage or the checkpoints of
/// stage t+1 need a result that is not checkpointed at the start of stage t.
/// Nodes that may not be recomputed get their results checkpointed instead
/// (`checkpoints` is updated).
StageSchedule scheduleFromCheckpoints(const RematGraph &graph,
                                      const GraphFacts &facts,
                                      CheckpointSets &checkpoints);

/// Redoes the stages of `schedule`, made by scheduleFromCheckpoints from
/// `checkpoints`, that depend on its rows lo..hi (< numNodes), changed
/// since: stages lo - 1 to hi, and below while redoing a stage changes its
/// own row. The result equals scheduleFromCheckpoints's; a move of the
/// local search costs the stages it touches, not all. Returns the lowest
/// stage redone.
unsigned rescheduleCheckpoints(const RematGraph &graph,
                               const GraphFacts &facts,
                               CheckpointSets &checkpoints,
                               StageSchedule &schedule, unsigned lo,
                               unsigned hi);

/// What a stage of the canonical plan of a schedule uses.
struct StageUsage {
  double cost = 0.0;
  uint64_t peak = 0;   ///< Most bytes resident while a step computes.
  uint64_t excess = 0; ///< Bytes over the budget, summed over the steps.
};

/// Measures the stages of a schedule made by scheduleFromCheckpoints one by
/// one, from what each holds at its start and at the next, so that a move of
/// the local search costs the stages it touches rather than a simulation of
/// the whole plan. Equal to what the simulator measures on the canonical
/// plan where nodes have one result and no storage has views; never below it
/// otherwise.
class StageMeter {
public:
  StageMeter(const RematGraph &graph, const GraphFacts &facts,
             uint64_t budgetBytes);

  /// The checkpoints of a stage that the canonical plan holds: those of
  /// `row` that the stage's `steps` read or that `heldNext` holds for the
  /// next stage (the last row: the outputs). The closure may keep others
  /// that nothing reads; the plan frees them before the stage. Storage
  /// shared with views is taken as held.
  void held(llvm::ArrayRef<uint8_t> row, llvm::ArrayRef<uint8_t> heldNext,
            llvm::ArrayRef<NodeId> steps, std::vector<uint8_t> &out);
  /// Measures a stage from what it holds at its start and at the next.
  StageUsage measure(llvm::ArrayRef<uint8_t> heldNow,
                     llvm::ArrayRef<uint8_t> heldNext,
                     llvm::ArrayRef<NodeId> steps);

private:
  const RematGraph &graph;
  const GraphFacts &facts;
  uint64_t budgetBytes;
  std::vector<int> lastTouch; ///< Per storage root: its last step, or -1.
  std::vector<uint8_t> live;      ///< Per storage root: resident now.
  std::vector<uint8_t> isTouched; ///< lastTouch >= 0, as bytes.
  std::vector<uint8_t> read;      ///< Per tensor; all zero between calls.
  std::vector<TensorId> touched;
};

/// A 0/1 quantity of a stage model: a binary variable (its id, >= 0) or
/// fixed.
constexpr int kFixedZero = -1;
constexpr int kFixedOne = -2;

/// A linear expression with a constant, for rows over partly fixed
/// variables.
struct Expr {
  std::vector<milp::Term> terms;
  double constant = 0.0;
  /// Adds c times `v`, a variable or fixed.
  void add(int v, double c) {
    if (v == kFixedOne)
      constant += c;
    else if (v >= 0)
      terms.push_back({static_cast<milp::VarId>(v), c});
  }
};

/// Stage t of a stage model, as Checkmate's memory accounting sees it: the
/// device memory, in units of the budget. Shared by StageModel and hetero's
/// model, whose residency at a stage start includes transfers.
struct StageAccounting {
  unsigned t;
  /// The steps of the stage in order; stepIndex[k] is node k's position.
  llvm::ArrayRef<NodeId> steps;
  llvm::ArrayRef<int> stepIndex;
  /// Per node: its results in units of the budget.
  llvm::ArrayRef<double> outBytes;
  /// Node k computed on the device in stage t.
  llvm::function_ref<int(NodeId)> computed;
  /// Tensor i resident on the device when stage t + 1 starts.
  llvm::function_ref<int(TensorId)> kept;
  /// Adds c times "tensor i is resident on the device when stage t starts".
  llvm::function_ref<void(Expr &, TensorId, double)> addResident;
  /// Whether tensor i may be resident on the device when stage t starts.
  llvm::function_ref<bool(TensorId)> mayBeResident;
  /// Adds the row lower <= e <= upper.
  llvm::function_ref<void(const Expr &, double, double)> addRow;
};

/// Checkmate's accounting of stage s.t: the resident bytes U after every
/// step (at most `capacity`), from what is resident when the stage starts,
/// the results of the steps and continuous frees after them, one upper
/// bound per hazard (the tight disaggregated form of Checkmate's
/// linearization); the frees of a tensor take at most what is resident and
/// not kept (sum_k F <= resident + R - S[t+1]).
void addStageAccounting(milp::Problem &problem, const GraphFacts &facts,
                        double scale, double capacity,
                        const StageAccounting &s);

/// How a StageModel limits memory.
enum class MemoryRows {
  /// Checkmate's accounting: resident bytes U after every step of every
  /// stage, through continuous frees F. Exact for the canonical plans.
  Exact,
  /// Only the pure-binary knapsack rows (what is resident for sure while a
  /// step computes). A relaxation: every canonical plan within the budget
  /// satisfies them, some over the budget do too, and addOverBudgetRows
  /// cuts those off as they come. Without U and F the model is a third of
  /// the size and CBC's cover cuts bite harder (vgg_unet at its minimal
  /// budget: bound 3661 instead of 3499 above the no-recompute cost).
  Knapsacks,
};

/// The MILP of the stage model for one budget.
class StageModel {
public:
  /// Building stops once the problem holds more than `maxBytes` (0: no
  /// limit); the model is then incomplete (tooLarge).
  StageModel(const RematGraph &graph, const GraphFacts &facts,
             uint64_t budgetBytes, MemoryRows memoryRows = MemoryRows::Exact,
             uint64_t maxBytes = 0);

  const milp::Problem &getProblem() const { return problem; }
  /// True when the constant part alone (inputs, a single step) cannot fit.
  bool isTriviallyInfeasible() const { return triviallyInfeasible; }
  /// Empty for a whole model; where building stopped past `maxBytes`,
  /// why, for a message (such a model is not to be solved).
  const std::string &tooLarge() const { return tooLargeMessage; }

  /// R rounded at 1/2.
  StageSchedule extractSchedule(llvm::ArrayRef<double> values) const;
  /// Value of S[t][i] (t = 0..numNodes) in `values`, fixed ones included.
  double checkpointValue(llvm::ArrayRef<double> values, unsigned t,
                         TensorId i) const;
  /// A full assignment for `schedule` (a MIP start); std::nullopt when the
  /// schedule does not fit the model's fixings.
  std::optional<std::vector<double>>
  startFromSchedule(const StageSchedule &schedule) const;

  /// For a MemoryRows::Knapsacks model: adds a knapsack row for every
  /// computation of the canonical plan of `schedule` that is over the
  /// budget, over what is resident then. Each row holds for every plan of
  /// the stage model within the budget and is violated by `values`, the
  /// solution `schedule` came from. Returns the number of rows added.
  unsigned addOverBudgetRows(const StageSchedule &schedule,
                             llvm::ArrayRef<double> values);

  /// Adds a no-good cut: every solution differs from `schedule` in some
  /// recomputation. For a schedule whose plan is over the budget (the plan
  /// depends on R alone) that addOverBudgetRows cannot cut off within the
  /// solver's tolerance.
  void excludeSchedule(const StageSchedule &schedule);

private:
  void addR(Expr &e, unsigned t, NodeId k, double c) const;
  void addS(Expr &e, unsigned t, TensorId i, double c) const;
  /// lower <= e <= upper; a violated constant row makes the model
  /// trivially infeasible.
  void addRow(const Expr &e, double lower, double upper);
  void addResidentBytes(unsigned t, llvm::ArrayRef<double> outBytes);
  /// Adds the storage roots made before node `before` and not in `skip`,
  /// by bytes, as checkpointed for stage t + 1.
  void addKeptBefore(Expr &e, unsigned t, NodeId before,
                     llvm::ArrayRef<uint8_t> skip) const;
  void addKeptKnapsack(unsigned t, llvm::ArrayRef<double> outBytes);
  void addStepKnapsacks(unsigned t, llvm::ArrayRef<double> outBytes);
  /// Marks the storage roots of `tensors` that plans compute and that are
  /// not marked yet, appends them to `roots`, and returns their bytes (in
  /// model units).
  double markRoots(llvm::ArrayRef<TensorId> tensors,
                   std::vector<uint8_t> &marked,
                   std::vector<TensorId> &roots) const;

  const RematGraph &graph;
  const GraphFacts &facts;
  milp::Problem problem;
  double scale;    ///< Bytes per model memory unit.
  double capacity; ///< The budget less the inputs, in model units.
  uint64_t budget; ///< In bytes.
  bool triviallyInfeasible = false;
  std::string tooLargeMessage;
  std::vector<std::vector<int>> rVars; ///< [t][k]
  std::vector<std::vector<int>> sVars; ///< [t][i], t = 0..numNodes
};

/// Seconds elapsed since `start`.
double secondsSince(std::chrono::steady_clock::time_point start);

/// Work units (Effort.h) of one simplex iteration on `problem`: simplex
/// iterations are the LPs' work, where the clock is not.
double unitsPerLPIteration(const milp::Problem &problem);
/// Work units of one simplex iteration of CBC's branch and cut on `problem`
/// (its cuts and heuristics included).
double unitsPerBranchAndCutIteration(const milp::Problem &problem);
/// The simplex iterations that `units` of work pay for at `perIteration`
/// units each: at least one, at most Clp's limit (INT_MAX).
uint64_t lpIterationsFor(uint64_t units, double perIteration);

/// A planner whose solve() is `run` from a start time it reads its time
/// limit against, with solveSeconds measured around it. These planners
/// (CBC's) are bounded by the clock where their work is not counted: one
/// that ran to within 5% of its limit was ended by it, which the result
/// says.
class TimedPlanner : public Planner {
public:
  PlanResult solve(const RematGraph &graph, const Budget &budget) final {
    auto start = std::chrono::steady_clock::now();
    PlanResult result = run(graph, budget, start);
    result.solveSeconds = secondsSince(start);
    result.timeLimitHit |=
        result.solveSeconds >= 0.95 * budget.timeLimitSeconds;
    return result;
  }

protected:
  virtual PlanResult run(const RematGraph &graph, const Budget &budget,
                         std::chrono::steady_clock::time_point start) = 0;
};

/// Whether a plan of `cost` is at `bound` (a proven lower bound), up to the
/// rounding of the solver's arithmetic: then it is optimal.
inline bool reachesBound(double cost, double bound) {
  return cost <= bound + 1e-9 * std::abs(bound);
}

/// finalizePlan (Planner.cpp: simulates, never returns an invalid plan with
/// a success status) plus the lower bound, clamped to the cost.
PlanResult finishPlan(const RematGraph &graph, const Budget &budget, Plan plan,
                      PlanStatus status, std::optional<double> lowerBound,
                      std::string message);

/// A plan for `schedule` and its simulated cost, when it is valid and fits.
struct Candidate {
  Plan plan;
  double cost = 0.0;
  StageSchedule schedule;
};
std::optional<Candidate> evaluateSchedule(const RematGraph &graph,
                                          const StageSchedule &schedule,
                                          uint64_t budgetBytes);

/// What LP rounding found: the cheapest valid candidate and the LP bound.
struct RoundingOutcome {
  std::optional<Candidate> best;
  std::optional<double> lpBound; ///< LP optimum at the real budget.
  bool lpInfeasible = false;     ///< The relaxation at the real budget is.
  unsigned attempts = 0, valid = 0;
  /// The time limit stopped an LP or left roundings out.
  bool limitHit = false;
  std::string message;
};

/// Checkmate's LP rounding: solves the relaxation of the stage model,
/// rounds the checkpoints S deterministically (thresholds) and randomly
/// (S = 1 with probability S*), closes the recomputations over dependencies,
/// keeps the cheapest rounded plan that the simulator validates within the
/// budget. When no rounding fits and `smallerBudgets`, the relaxation is
/// solved again at smaller budgets (90%, 80%, ... of it) and rounded again.
/// The LPs share `lpSeconds` of simplex iterations, in reference seconds
/// (Effort.h, times the budget's effort); an LP that cannot fit in what is
/// left is not started. The clock stops LPs and roundings at `deadline`, a
/// safety net that limitHit reports.
RoundingOutcome
roundLPRelaxation(const RematGraph &graph, const GraphFacts &facts,
                  const Budget &budget, double lpSeconds,
                  std::chrono::steady_clock::time_point deadline,
                  unsigned randomAttempts, bool smallerBudgets);

/// The checkpoints of the canonical plan of `schedule`: checkpoints[t][i]
/// when tensor i is resident as stage t starts (row numNodes: the outputs).
CheckpointSets checkpointsFromSchedule(const RematGraph &graph,
                                       const GraphFacts &facts,
                                       const StageSchedule &schedule);

/// Replays the events of one stage of a canonical plan from event `e`:
/// `steps` computes, the frees between them and those right after the last,
/// marking what is resident. Returns the index of the next stage's first
/// event.
size_t replayStage(const RematGraph &graph, const Plan &plan, size_t e,
                   size_t steps, std::vector<uint8_t> &resident);

/// Bytes that must be resident while node k computes on the GPU: the
/// inputs, its operands and its results (storage classes counted once).
uint64_t stepBytes(const RematGraph &graph, const GraphFacts &facts, NodeId k);
/// stepBytes maximized over nodes: no plan fits a smaller budget.
uint64_t minimalStepBytes(const RematGraph &graph, const GraphFacts &facts);

/// The most a stage model may hold in the planner's process: a third of
/// the solver's memory limit (--remat-memory-limit, by default 8 GiB), as
/// the solver's process makes copies of its own (Clp's on a
/// 1000-node random layered graph: 2.5 times the 2.8 GB model).
uint64_t maxModelBytes(const Budget &budget);

/// What a stage-model planner answers before building its model:
/// Unavailable without CBC, Infeasible below minimalStepBytes. Returns nothing
/// when the model is worth building.
std::optional<PlanResult> rejectBeforeModeling(const RematGraph &graph,
                                               const GraphFacts &facts,
                                               const Budget &budget,
                                               llvm::StringRef planner);

} // namespace checkmate
} // namespace remat

#endif // REMAT_LIB_PLANNERS_CHECKMATEMODEL_H
