//===- MILPPlanner.cpp - Checkmate's MILP solved with COIN-OR CBC ---------===//
//
// "milp": the optimal plan of Checkmate's stage model (CheckmateModel.h) for
// the budget, by branch and cut in CBC within Budget::timeLimitSeconds.
//   1. If the no-recompute baseline fits, it is optimal.
//   2. Budgets below the largest single step are infeasible.
//   3. An incumbent: the "dtr", "auto", "chen", "dp-approx" planners the
//      driver hands it (MILPPlannerOptions::starts), converted into stages
//      (where DTR gets stuck, the stage search's portfolio of first fits
//      instead of auto, whose post-passes take its plans out of the stage
//      model; each of its plans gets auto's post-pass that stays in the
//      model, improvePlan); a local search over checkpoint sets from the
//      best of them (searchCheckpoints), or from keeping everything until
//      the first fit where none fits; LP rounding ("lp-round", at the
//      budget only); the search again from the best plan. The cheapest
//      valid one is the MIP start (CBC's log: "MIPStart provided
//      solution"). Its work is counted in units: a quarter of the time
//      limit in reference seconds (Effort.h), one and a half times that
//      where only the first fit finds a plan; the clock stops it at half
//      the time limit, as a safety net that the result reports.
//   4. CBC (standard cuts and heuristics) solves the stage model with its
//      pure-binary knapsack rows only (MemoryRows::Knapsacks): a third of
//      the size of Checkmate's accounting, and cover cuts lift its bound
//      higher. Where the plan of a solution is over the budget, rows that
//      cut it off (and hold for every plan that fits) are added and CBC
//      runs again. It stops within MILPPlannerOptions::relativeGap of the
//      total cost, or at its work limit (simplex iterations priced by the
//      model's size, kBranchAndCutShare of the time limit in reference
//      seconds) with its best solution and bound; the clock stops it where
//      its root alone, or a slower machine, takes longer.
//   5. The recomputations R of the solution become the canonical plan
//      (frees after last uses), checked by the simulator.
//   6. Where auto's plan from the warm start costs less (its post-passes and
//      its order of first computations leave the model), that plan, with
//      the bound of every plan instead of the model's (atMostAuto).
// The bound is a bound on the stage model: plans whose first computations
// follow the node ids, each node computed at most once per stage. Where no
// start fits in that order but auto's plan (whose post-passes reorder) does
// in its own, the model follows auto's order instead, from auto's plan
// improved by the local search: so milp plans wherever auto does
// (random_layered_n100 at its minimum), and its bound is on plans in that
// order.
//
//===----------------------------------------------------------------------===//

#include "CheckmateModel.h"
#include "CheckpointSearch.h"
#include "Effort.h"
#include "Heuristics.h"
#include "MemoryOrder.h"

#include "remat/Graph/Simulator.h"
#include "remat/Planners/Planners.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstdlib>
#include <set>
#include <sstream>

using namespace remat;
using namespace remat::checkmate;

namespace {

/// Graphs beyond this many nodes make the model too large (n^2 stages).
constexpr unsigned kMaxNodes = 1200;
/// The share of the time limit, in reference seconds of work, that CBC's
/// branch and cut gets: with the warm start's quarter (up to three eighths),
/// it ends within the limit on the reference machine.
constexpr double kBranchAndCutShare = 0.6;

class MILPPlanner : public TimedPlanner {
public:
  explicit MILPPlanner(MILPPlannerOptions options) : options(options) {}
  llvm::StringRef getName() const override { return "milp"; }

private:
  PlanResult run(const RematGraph &graph, const Budget &budget,
                 std::chrono::steady_clock::time_point start) override;
  std::optional<Candidate>
  heuristicStart(const RematGraph &graph, const GraphFacts &facts,
                 const Budget &budget, double timeLimit,
                 std::optional<double> &lpBound, std::string &log,
                 std::optional<PlanResult> &autoPlan, bool &limitHit);
  /// Branch and cut on the stage model of `graph` from `incumbent`.
  PlanResult branchAndCut(const RematGraph &graph, const GraphFacts &facts,
                          const Budget &budget,
                          std::chrono::steady_clock::time_point start,
                          std::optional<Candidate> incumbent,
                          std::optional<double> lpBound, std::string log);
  /// Where no start fits the stage model in the order of the node ids:
  /// the model in the order of auto's plan, which then starts it.
  std::optional<PlanResult>
  solveInPlanOrder(const RematGraph &graph, const Budget &budget,
                   std::chrono::steady_clock::time_point start,
                   std::optional<PlanResult> autoPlan, std::string log,
                   bool &limitHit);

  MILPPlannerOptions options;
};

/// Where the time limit stopped `what` in the warm start, its result depends
/// on the clock: `limitHit` reports that, and the log says what.
static void noteTimeLimit(bool stopped, llvm::StringRef what, bool &limitHit,
                          std::string &log) {
  if (!stopped)
    return;
  limitHit = true;
  log += what.str() + " stopped at its time limit; ";
}

/// searchCheckpoints from `starts` for the work of `referenceSeconds`
/// (times the effort option), with `deadline` as the safety net
/// (`timedOut` set where it stops the search); `last` receives where it
/// ended.
static std::optional<Candidate>
searchFor(const RematGraph &graph, const GraphFacts &facts,
          const Budget &budget, std::vector<CheckpointSets> starts,
          double referenceSeconds,
          std::chrono::steady_clock::time_point deadline, uint64_t seed,
          bool &timedOut, CheckpointSets *last = nullptr) {
  Effort effort(Effort::unitsFor(referenceSeconds, budget.effort), deadline);
  SearchOptions options;
  options.effort = &effort;
  options.seed = seed;
  options.last = last;
  std::optional<Candidate> c =
      searchCheckpoints(graph, facts, budget.bytes, std::move(starts), options);
  timedOut = effort.timedOut();
  return c;
}

/// `c` after auto's post-pass (forEachImprovement: drops recomputations
/// whose tensor can stay resident instead), where that is
/// cheaper. The pass only drops recomputations, so the plan stays in the
/// stage model. The stage search leaves some: on random_layered_n250 at 70%
/// in its searched order, 127,595 -> 127,099 (auto's plan), which takes
/// milp's gap there from 1.06% to 0.89%. Charged to `effort` as in auto.
static Candidate improveCandidate(const RematGraph &graph, uint64_t budgetBytes,
                                  Candidate c, Effort &effort) {
  Candidate best = c;
  forEachImprovement(graph, budgetBytes, c.plan, effort, [&](Plan improved) {
    if (std::optional<StageSchedule> s = scheduleFromPlan(graph, improved))
      if (std::optional<Candidate> e = evaluateSchedule(graph, *s, budgetBytes);
          e && e->cost < best.cost)
        best = std::move(*e);
    return !effort.exhausted();
  });
  return best;
}

std::optional<Candidate> MILPPlanner::heuristicStart(
    const RematGraph &graph, const GraphFacts &facts, const Budget &budget,
    double timeLimit, std::optional<double> &lpBound, std::string &log,
    std::optional<PlanResult> &autoPlan, bool &limitHit) {
  // What the warm start finds depends on its input alone: the planners
  // and searches count work units, shares of `timeLimit` in reference
  // seconds, and the clock stops them only as a safety net, at twice
  // `timeLimit` (which sets `limitHit`). The LP of the rounding step is
  // bounded by time (so is CBC, next): where it stops, that is reported too.
  auto start = std::chrono::steady_clock::now();
  const auto deadline = deadlineAfter(start, 2 * timeLimit);
  auto secondsLeft = [&] { return 2 * timeLimit - secondsSince(start); };
  std::optional<Candidate> best;
  auto consider = [&](std::optional<Candidate> c, llvm::StringRef from) {
    if (!c)
      return;
    log += from.str() + " " + llvm::formatv("{0}", c->cost).str() + "; ";
    if (!best || c->cost < best->cost)
      best = std::move(c);
  };
  // Other planners' plans, when their first computations follow the ids.
  const auto &starts = options.starts;
  const std::pair<const PlannerFn *, llvm::StringRef> planners[] = {
      {&starts.dtr, "dtr"},
      {&starts.autoRecompute, "auto"},
      {&starts.chen, "chen"},
      {&starts.dpApprox, "dp-approx"}};
  bool dtrStuck = false, seeded = false;
  for (auto [planner, name] : planners) {
    if (!*planner)
      continue;
    // Where DTR gets stuck, auto's plans come from the stage search's
    // portfolio of first fits, and its post-passes take them out of the
    // stage model: the portfolio's own plans serve as starts better. auto
    // still runs after it, for the plan milp returns where that is cheaper
    // (atMostAuto).
    if (planner == &starts.autoRecompute && dtrStuck &&
        graph.numNodes() <= kMaxFirstFitNodes) {
      std::optional<Candidate> cheapest;
      Effort seeds(Effort::unitsFor(0.5 * timeLimit, budget.effort), deadline);
      searchSeeds(graph, facts, budget.bytes, seeds, budget.seed,
                  [&](const Candidate &c) {
                    // Every cheaper plan on the way, with auto's post-pass
                    // (which may make one cheaper than the last).
                    Candidate better =
                        improveCandidate(graph, budget.bytes, c, seeds);
                    if (!cheapest || better.cost < cheapest->cost)
                      cheapest = std::move(better);
                  });
      noteTimeLimit(seeds.timedOut(), "seeds", limitHit, log);
      consider(std::move(cheapest), "seeds");
      seeded = true;
    }
    double left = secondsLeft();
    if (left <= 0) {
      noteTimeLimit(true, name, limitHit, log);
      break;
    }
    // Their time limits are safety nets too: they count work of their own.
    Budget b = budget;
    b.timeLimitSeconds = std::min(
        left, timeLimit * (planner == &starts.autoRecompute ? 0.4 : 0.1));
    PlanResult r = (*planner)(graph, b);
    noteTimeLimit(r.timeLimitHit, name, limitHit, log);
    dtrStuck |= planner == &starts.dtr && !r.hasPlan();
    if (planner == &starts.autoRecompute)
      autoPlan = r;
    if (!r.hasPlan())
      continue;
    if (std::optional<StageSchedule> s = scheduleFromPlan(graph, r.plan))
      consider(evaluateSchedule(graph, *s, budget.bytes), name);
  }
  // Where none fits (auto short of time), the search's first fit, for up to
  // one and a half times the warm start's share: CBC rarely finds a plan on its
  // own where these do not. (The portfolio's first fit was this one.)
  if (!best && !seeded) {
    // 1.5 shares of units, so that on the reference machine they, not the
    // safety net at two, end it.
    Effort fit(Effort::unitsFor(1.5 * timeLimit, budget.effort), deadline);
    consider(firstFit(graph, facts, budget.bytes, fit), "first fit");
    noteTimeLimit(fit.timedOut(), "first fit", limitHit, log);
    // Past the share of the first search below: straight to CBC.
    if (fit.timedOut() ||
        fit.spent() > Effort::unitsFor(0.4 * timeLimit, budget.effort))
      return best;
  }
  // A local search from those plans (and from keeping everything) gets 40%
  // of the share, LP rounding time (below), a second search from the best
  // plan so far 20%. (On random_layered_n250 at 80% on the reference
  // machine the planners before take 16%: the warm start ends near its
  // share, half of its safety net.)
  CheckpointSets last;
  auto search = [&](double share, uint64_t seed) {
    std::vector<CheckpointSets> starts;
    if (best)
      starts.push_back(checkpointsFromSchedule(graph, facts, best->schedule));
    else if (!last.empty())
      starts.push_back(std::move(last)); // Resume the search for a fit.
    bool timedOut = false;
    consider(searchFor(graph, facts, budget, std::move(starts),
                       share * timeLimit, deadline, seed, timedOut, &last),
             "search");
    noteTimeLimit(timedOut, "search", limitHit, log);
  };
  search(0.4, budget.seed);
  // The LP at the budget gets 45% of the share in simplex iterations (one
  // too large for them is not started: random_layered_n250's with time
  // limits below about 130 s); its roundings, all of them, are stopped only
  // by the safety net. (No LPs at smaller budgets: the searches are the
  // better starts there.)
  RoundingOutcome r = roundLPRelaxation(graph, facts, budget, 0.45 * timeLimit,
                                        deadline, /*randomAttempts=*/8,
                                        /*smallerBudgets=*/false);
  lpBound = r.lpBound;
  if (!r.best && !r.message.empty())
    log += "lp-round: " + r.message + "; ";
  consider(std::move(r.best), "lp-round");
  noteTimeLimit(r.limitHit, "lp-round", limitHit, log);
  search(0.2, budget.seed + 1);
  return best;
}

/// milp's answer costs no more than auto's plan from its warm start. auto
/// orders first computations its own way and its post-passes leave the
/// stage model, so its plan can beat the model's optimum (on
/// milp-nonmonotone.json, 44 against the model's 49 at 16 bytes; on
/// random_layered_n250 at 80%, 1.99% overhead against 2.82%): the model's
/// bound says nothing about such a plan, which is returned with the bound
/// every plan has (each node computes once).
/// Only plans of the model's kind qualify: recomputations on the GPU, no
/// transfers (auto may offload where the graph has a host link).
static PlanResult atMostAuto(const RematGraph &graph, const Budget &budget,
                             PlanResult model,
                             const std::optional<PlanResult> &autoPlan) {
  if (!autoPlan || !autoPlan->hasPlan() ||
      !llvm::all_of(autoPlan->plan, [](const Event &e) {
        return e.kind == Event::Kind::Free ||
               (e.kind == Event::Kind::Compute && e.device == DeviceKind::GPU);
      }))
    return model;
  SimulationResult sim = simulate(graph, autoPlan->plan);
  if (!sim.ok() || sim.peakBytes > budget.bytes ||
      (model.hasPlan() && model.cost <= sim.computeCost))
    return model;
  PlanResult r = *autoPlan;
  r.cost = sim.computeCost;
  double bound = graph.totalCost();
  r.status =
      reachesBound(r.cost, bound) ? PlanStatus::Optimal : PlanStatus::Feasible;
  r.lowerBound = std::min(bound, r.cost);
  r.timeLimitHit |= model.timeLimitHit;
  std::string modelCost =
      model.hasPlan() ? llvm::formatv("{0}", model.cost).str() : "no plan";
  r.message = model.message + "; auto's plan from the warm start costs " +
              llvm::formatv("{0}", r.cost).str() +
              " (the model's: " + modelCost +
              "), in its own order of first computations: milp returns it, "
              "with the bound of every plan (each node computed once)";
  return r;
}

PlanResult MILPPlanner::run(const RematGraph &graph, const Budget &budget,
                            std::chrono::steady_clock::time_point start) {
  if (std::optional<PlanResult> trivial =
          solveWithoutRecompute(graph, budget, "milp"))
    return *trivial;
  PlanResult result;
  if (graph.numNodes() > kMaxNodes) {
    result.status = PlanStatus::Unavailable;
    result.message = "milp: " + std::to_string(graph.numNodes()) +
                     " nodes; the model is limited to " +
                     std::to_string(kMaxNodes);
    return result;
  }
  GraphFacts facts = analyzeGraph(graph);
  if (std::optional<PlanResult> rejected =
          rejectBeforeModeling(graph, facts, budget, "milp"))
    return *rejected;

  std::string log;
  std::optional<double> lpBound;
  std::optional<Candidate> incumbent;
  bool limitHit = false; // In the warm start.
  auto withLimit = [&](PlanResult r) {
    r.timeLimitHit |= limitHit;
    return r;
  };
  std::optional<PlanResult> autoPlan;
  if (options.warmStart) {
    incumbent =
        heuristicStart(graph, facts, budget, 0.25 * budget.timeLimitSeconds,
                       lpBound, log, autoPlan, limitHit);
    if (!incumbent)
      if (std::optional<PlanResult> r =
              solveInPlanOrder(graph, budget, start, autoPlan, log, limitHit))
        return withLimit(atMostAuto(graph, budget, std::move(*r), autoPlan));
  }
  return withLimit(
      atMostAuto(graph, budget,
                 branchAndCut(graph, facts, budget, start, std::move(incumbent),
                              lpBound, std::move(log)),
                 autoPlan));
}

std::optional<PlanResult>
MILPPlanner::solveInPlanOrder(const RematGraph &graph, const Budget &budget,
                              std::chrono::steady_clock::time_point start,
                              std::optional<PlanResult> autoPlan,
                              std::string log, bool &limitHit) {
  // auto's plan from the warm start; where DTR got stuck it ran the stage
  // search's portfolio in auto's place, and auto runs now.
  double left = budget.timeLimitSeconds - secondsSince(start);
  if (!autoPlan && options.starts.autoRecompute && left > 0) {
    Budget b = budget;
    b.timeLimitSeconds = std::min(left, 0.1 * budget.timeLimitSeconds);
    autoPlan = options.starts.autoRecompute(graph, b);
    noteTimeLimit(autoPlan->timeLimitHit, "auto", limitHit, log);
  }
  if (!autoPlan || !autoPlan->hasPlan())
    return std::nullopt;
  const PlanResult &r = *autoPlan;
  // The order of first computations; the id order gives nothing new.
  std::vector<NodeId> order;
  std::vector<uint8_t> seen(graph.numNodes(), 0);
  for (const Event &e : r.plan)
    if (e.kind == Event::Kind::Compute && e.id < graph.numNodes() &&
        !seen[e.id]) {
      seen[e.id] = 1;
      order.push_back(e.id);
    }
  bool idOrder = true;
  for (auto [i, n] : llvm::enumerate(order))
    idOrder &= n == i;
  if (order.size() != graph.numNodes() || idOrder)
    return std::nullopt;
  ReorderedGraph reordered = reorderGraph(graph, order);
  const RematGraph &renumbered = reordered.graph;
  Plan plan = reordered.planInNewIds(r.plan);
  std::optional<StageSchedule> schedule = scheduleFromPlan(renumbered, plan);
  if (!schedule)
    return std::nullopt;
  std::optional<Candidate> incumbent =
      evaluateSchedule(renumbered, *schedule, budget.bytes);
  if (!incumbent)
    return std::nullopt;
  log +=
      "auto in its order " + llvm::formatv("{0}", incumbent->cost).str() + "; ";
  GraphFacts facts = analyzeGraph(renumbered);
  // The local search from it, for the work the warm start's first search
  // gets, with the warm start's safety net.
  bool timedOut = false;
  if (std::optional<Candidate> c = searchFor(
          renumbered, facts, budget,
          {checkpointsFromSchedule(renumbered, facts, incumbent->schedule)},
          0.1 * budget.timeLimitSeconds,
          deadlineAfter(start, 0.5 * budget.timeLimitSeconds), budget.seed,
          timedOut)) {
    log += "search " + llvm::formatv("{0}", c->cost).str() + "; ";
    if (c->cost < incumbent->cost)
      incumbent = std::move(c);
  }
  noteTimeLimit(timedOut, "search", limitHit, log);
  PlanResult result = branchAndCut(renumbered, facts, budget, start,
                                   std::move(incumbent), std::nullopt, log);
  result.plan = reordered.planInOriginalIds(result.plan);
  if (result.hasPlan() && !simulate(graph, result.plan).ok())
    return std::nullopt; // Not expected: the renumbering is a bijection.
  result.message += "; the stage model follows auto's order of first "
                    "computations, as no start fits in the order of the "
                    "node ids";
  return result;
}

PlanResult
MILPPlanner::branchAndCut(const RematGraph &graph, const GraphFacts &facts,
                          const Budget &budget,
                          std::chrono::steady_clock::time_point start,
                          std::optional<Candidate> incumbent,
                          std::optional<double> lpBound, std::string log) {
  PlanResult result;
  // The knapsack model, solved again with rows that cut off each solution
  // whose plan turns out over the budget. Every bound on the way is a bound
  // on the stage model; the last solution fits or the time is up.
  StageModel model(graph, facts, budget.bytes, MemoryRows::Knapsacks,
                   maxModelBytes(budget));
  std::optional<double> bound = lpBound;
  // Where CBC stops: relativeGap of the step's cost, the objective's offset.
  const double allowance =
      options.relativeGap * model.getProblem().getObjectiveOffset();
  // CBC's work: the simplex iterations of its branch and cut, priced by
  // the model's size, out of kBranchAndCutShare of the time limit in
  // reference seconds (the warm start's share is before it). Where the
  // model's root, or a slower or busier machine, takes longer, the clock
  // stops CBC first, and the result says so.
  Effort work(Effort::unitsFor(kBranchAndCutShare * budget.timeLimitSeconds,
                               budget.effort),
              Effort::Clock::time_point::max());
  std::set<StageSchedule> over;
  bool proven = false, infeasible = false;
  unsigned rounds = 0, cuts = 0;
  std::string why; // Why no better plan came, for the message.
  milp::Result res;
  while (true) {
    if (!model.tooLarge().empty()) {
      why = model.tooLarge();
      break;
    }
    if (model.isTriviallyInfeasible()) {
      // A row over fixed variables alone (from the start or added).
      infeasible = !incumbent;
      break;
    }
    // CBC checks its clock between nodes and cut passes, and overshoots by
    // a few percent; where it does not stop, its process is stopped 4% (at
    // most 5 s) past its limit, and its last bound and solution stand.
    double remaining = 0.95 * (budget.timeLimitSeconds - secondsSince(start));
    // The first round without a plan in hand gets half a second at least.
    bool mayStop = rounds > 0 || incumbent;
    if (mayStop && remaining < 0.05) {
      why = rounds > 0 ? "out of time after cutting off plans over the budget"
                       : "out of time before branch and cut";
      break;
    }
    if (mayStop && work.exhausted()) {
      why = "at its work limit after cutting off plans over the budget";
      break;
    }
    double perIteration = unitsPerBranchAndCutIteration(model.getProblem());
    milp::Options opts;
    opts.memoryLimitBytes = budget.memoryLimitBytes;
    opts.iterationLimit = lpIterationsFor(work.left(), perIteration);
    opts.timeLimitSeconds = mayStop ? remaining : std::max(0.5, remaining);
    opts.relativeGap = 1e-9;
    opts.absoluteGap = std::max(1e-9, allowance);
    opts.threads = options.threads;
    opts.verbose = options.verbose;
    if (incumbent)
      opts.start = model.startFromSchedule(incumbent->schedule);
    res = milp::solve(model.getProblem(), opts);
    work.spend(uint64_t(double(res.iterations) * perIteration));
    ++rounds;
    if (res.bound && (!bound || *res.bound > *bound))
      bound = res.bound;
    if (res.status == milp::Status::Infeasible) {
      // With a plan that fits in hand this can only be numerical trouble.
      infeasible = !incumbent;
      if (incumbent)
        why = "CBC found the model infeasible though a plan fits";
      break;
    }
    if (!res.hasSolution()) {
      why = res.message;
      break;
    }
    StageSchedule schedule = model.extractSchedule(res.values);
    if (std::optional<Candidate> c =
            evaluateSchedule(graph, schedule, budget.bytes)) {
      if (!incumbent || c->cost < incumbent->cost)
        incumbent = std::move(c);
      proven = res.status == milp::Status::Optimal;
      if (!proven)
        why = res.message;
      break;
    }
    // Over the budget: cut it off. A schedule seen before came back within
    // CBC's tolerance of the rows for it; it goes by a no-good cut on R.
    unsigned added = over.insert(schedule).second
                         ? model.addOverBudgetRows(schedule, res.values)
                         : 0;
    if (added == 0) {
      model.excludeSchedule(schedule);
      added = 1;
    }
    cuts += added;
  }

  // Where every cost is an integer, so is every plan's: the bound rounds up.
  if (bound && llvm::all_of(graph.getNodes(), [](const Node &n) {
        return n.cost[0] == std::floor(n.cost[0]);
      }))
    bound = std::ceil(*bound - 1e-9 * std::abs(*bound));
  // CBC calls a solution optimal once it is within the allowable gap; a
  // plan is optimal here only where no gap to the bound is left, or where
  // the gap is beyond the allowance (CBC proved it by other means).
  bool withinAllowance = false;
  if (incumbent && proven && bound) {
    double gap = incumbent->cost - *bound;
    if (gap > 1e-9 * incumbent->cost && gap <= allowance + 1e-9) {
      proven = false;
      withinAllowance = true;
      why = "within CBC's allowable gap of " +
            llvm::formatv("{0}", options.relativeGap * 100).str() +
            "% of the step's cost, where CBC stops";
    }
  }
  const milp::Problem &problem = model.getProblem();
  // The outcome first; a plan's comes from finishPlan, which may find it
  // at its bound.
  auto describe = [&](llvm::StringRef outcome) {
    std::ostringstream msg;
    msg << "milp: " << outcome.str() << ", " << problem.numVariables()
        << " binaries, " << problem.numRows() << " rows (" << cuts
        << " added over " << rounds << " solves)";
    if (res.gap())
      msg << ", CBC's gap " << *res.gap() * 100 << "% on its last solution";
    if (lpBound)
      msg << ", LP bound " << *lpBound;
    if (!log.empty())
      msg << ", starts: " << log.substr(0, log.size() - 2);
    if (!why.empty())
      msg << "; " << why;
    return msg.str();
  };
  if (incumbent) {
    PlanResult r = finishPlan(
        graph, budget, std::move(incumbent->plan),
        proven ? PlanStatus::Optimal : PlanStatus::Feasible, bound, "");
    if (r.hasPlan()) {
      // At its bound after normalization the plan is optimal: CBC's
      // allowance no longer explains why it is not.
      if (r.status == PlanStatus::Optimal && withinAllowance)
        why.clear();
      r.message =
          describe(r.status == PlanStatus::Optimal ? "optimal" : "feasible") +
          r.message;
    }
    r.timeLimitHit = res.limitHit;
    return r;
  }
  std::string msg = describe(infeasible ? "infeasible" : "no plan");
  result.timeLimitHit = res.limitHit;
  if (infeasible)
    msg += "; no plan of the stage model fits";
  // Like a time limit, a model too large for the memory limit found no
  // plan; the solver did not fail.
  bool error = !infeasible && model.tooLarge().empty() &&
               res.status == milp::Status::Error;
  result.status = error ? PlanStatus::Error : PlanStatus::Infeasible;
  result.lowerBound = bound;
  result.message = std::move(msg);
  return result;
}

} // namespace

MILPPlannerOptions MILPPlannerOptions::fromEnvironment() {
  MILPPlannerOptions options;
  if (const char *v = std::getenv("REMAT_MILP_VERBOSE"))
    options.verbose = v[0] != '\0' && v[0] != '0';
  return options;
}

std::unique_ptr<Planner>
remat::createMILPPlanner(const MILPPlannerOptions &options) {
  return std::make_unique<MILPPlanner>(options);
}
