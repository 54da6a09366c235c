//===- CbcBackend.cpp - Solving a milp::Problem with COIN-OR CBC -----------===//
//
// The only file that sees COIN-OR headers. It is compiled with exceptions on
// (CBC throws CoinError) and catches everything at its boundary; MILPs are
// solved in a child process, so that CBC's crashes end the solve only.
//
// MILPs go through CbcMain0/CbcMain1, the code path of the `cbc` executable,
// so they get CBC's standard preprocessing, cut generators and heuristics; a
// plain CbcModel::branchAndBound has none of them and is far weaker. LPs are
// solved by Clp directly.
//
//===----------------------------------------------------------------------===//

#include "remat/Solver/MILP.h"
#include "remat/Support/Subprocess.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#ifdef REMAT_ENABLE_CBC
#include "CbcConfig.h"
#include "CbcEventHandler.hpp"
#include "CbcModel.hpp"
#include "CbcSolver.hpp"
#include "ClpSimplex.hpp"
#include "CoinError.hpp"
#include "CoinPackedMatrix.hpp"
#include "OsiClpSolverInterface.hpp"
#endif

using namespace remat;
using namespace remat::milp;

namespace {
using Clock = std::chrono::steady_clock;

std::string formatDouble(double v) {
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.17g", v);
  return buffer;
}

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}
} // namespace

#ifndef REMAT_ENABLE_CBC

bool milp::isSolverAvailable() { return false; }
std::string milp::getSolverName() { return "none"; }

Result milp::solve(const Problem &, const Options &) {
  Result result;
  result.status = Status::Error;
  result.message = "built without COIN-OR CBC";
  return result;
}

#else // REMAT_ENABLE_CBC

bool milp::isSolverAvailable() { return true; }
std::string milp::getSolverName() {
  return std::string("COIN-OR CBC ") + CBC_VERSION;
}

namespace {

/// Loads `problem` into a Clp solver interface (integrality included).
void loadProblem(const Problem &problem, OsiClpSolverInterface &solver,
                 bool withIntegers) {
  const double inf = solver.getInfinity();
  auto clamp = [inf](double v) {
    return v >= kInf ? inf : (v <= -kInf ? -inf : v);
  };
  size_t numVars = problem.numVariables(), numRows = problem.numRows();
  std::vector<int> rowIdx, colIdx;
  std::vector<double> elems;
  size_t nnz = problem.numNonzeros();
  rowIdx.reserve(nnz);
  colIdx.reserve(nnz);
  elems.reserve(nnz);
  std::vector<double> rowLower(numRows), rowUpper(numRows);
  for (size_t r = 0; r < numRows; ++r) {
    const Row &row = problem.row(r);
    rowLower[r] = clamp(row.lower);
    rowUpper[r] = clamp(row.upper);
    for (const Term &t : row.terms) {
      rowIdx.push_back(static_cast<int>(r));
      colIdx.push_back(static_cast<int>(t.var));
      elems.push_back(t.coefficient);
    }
  }
  std::vector<double> colLower(numVars), colUpper(numVars), obj(numVars);
  for (size_t v = 0; v < numVars; ++v) {
    const Variable &var = problem.variable(v);
    colLower[v] = clamp(var.lower);
    colUpper[v] = clamp(var.upper);
    obj[v] = var.objective;
  }
  CoinPackedMatrix matrix(/*colordered=*/true, rowIdx.data(), colIdx.data(),
                          elems.data(), static_cast<CoinBigIndex>(nnz));
  // A matrix built from triplets only spans the rows/columns it mentions.
  matrix.setDimensions(static_cast<int>(numRows), static_cast<int>(numVars));
  solver.loadProblem(matrix, colLower.data(), colUpper.data(), obj.data(),
                     rowLower.data(), rowUpper.data());
  solver.setObjSense(problem.getSense() == Sense::Minimize ? 1.0 : -1.0);
  if (withIntegers)
    for (size_t v = 0; v < numVars; ++v)
      if (problem.variable(v).isInteger)
        solver.setInteger(static_cast<int>(v));
}

void silence(OsiClpSolverInterface &solver, bool verbose) {
  solver.messageHandler()->setLogLevel(verbose ? 1 : 0);
  solver.getModelPtr()->messageHandler()->setLogLevel(verbose ? 1 : 0);
  solver.setHintParam(OsiDoReducePrint, !verbose, OsiHintTry);
}

Result solveRelaxation(const Problem &problem, const Options &options) {
  Result result;
  OsiClpSolverInterface solver;
  silence(solver, options.verbose);
  loadProblem(problem, solver, /*withIntegers=*/false);
  ClpSimplex &clp = *solver.getModelPtr();
  if (options.timeLimitSeconds > 0)
    clp.setMaximumSeconds(options.timeLimitSeconds);
  if (options.iterationLimit > 0)
    clp.setMaximumIterations(
        static_cast<int>(std::min<uint64_t>(options.iterationLimit, INT_MAX)));
  solver.initialSolve();
  result.iterations = static_cast<uint64_t>(solver.getIterationCount());
  if (solver.isProvenOptimal()) {
    result.status = Status::Optimal;
    const double *x = solver.getColSolution();
    result.values.assign(x, x + problem.numVariables());
    result.objective = solver.getObjValue() + problem.getObjectiveOffset();
    result.bound = result.objective;
    result.message = "LP relaxation solved";
  } else if (solver.isProvenPrimalInfeasible()) {
    result.status = Status::Infeasible;
    result.message = "LP relaxation is infeasible";
  } else if (solver.isProvenDualInfeasible()) {
    result.status = Status::Error;
    result.message = "LP relaxation is unbounded";
  } else if (options.iterationLimit > 0 &&
             result.iterations >= options.iterationLimit) {
    // A work limit: the same on every machine, so not limitHit.
    result.status = Status::TimeLimitNoSolution;
    result.message = "LP relaxation stopped at its iteration limit (" +
                     std::to_string(options.iterationLimit) + ")";
  } else if (solver.isIterationLimitReached() || clp.hitMaximumIterations()) {
    result.status = Status::TimeLimitNoSolution;
    result.limitHit = true;
    result.message = "LP relaxation stopped at the time limit";
  } else {
    result.status = Status::Error;
    result.message = "LP relaxation failed (Clp status " +
                     std::to_string(solver.getModelPtr()->status()) + ")";
  }
  return result;
}

std::string frame(char tag, const Result &r); // The child's records, below.

/// Sends CBC's progress (its bound, and each better solution) through the
/// child's pipe while it searches, so that a child stopped at the time limit
/// (Clp's LPs do not look at CBC's clock) still reports what it reached. Only
/// for unpreprocessed models, whose columns are the problem's. CBC's threads
/// share the handler or clone it: its state and the pipe go under one lock.
class ProgressReporter : public CbcEventHandler {
public:
  ProgressReporter(int fd, const Problem &problem)
      : fd(fd), problem(&problem), state(std::make_shared<State>()) {}
  CbcEventHandler *clone() const override {
    return new ProgressReporter(*this);
  }

  CbcAction event(CbcEvent which) override {
    if (which != node && which != solution && which != heuristicSolution)
      return noAction;
    const CbcModel &m = *getModel();
    size_t n = problem->numVariables();
    // Not the small searches of CBC's heuristics: their bounds hold for
    // their sub-problems alone.
    if (m.parentModel() || m.solver()->getNumCols() != static_cast<int>(n))
      return noAction;
    std::lock_guard<std::mutex> lock(state->mutex);
    Result progress;
    progress.status = Status::TimeLimitNoSolution;
    progress.limitHit = true;
    const double *best = m.bestSolution();
    // CBC's bound is the incumbent's objective until it has one of its own
    // (and once the search is over, which its result says): only one below
    // the incumbent is sent.
    double sense = m.solver()->getObjSense(),
           bound = m.getBestPossibleObjValue();
    if (std::fabs(bound) < 1e40 &&
        (!best || sense * bound < sense * m.getObjValue()))
      progress.bound = bound + problem->getObjectiveOffset();
    bool better = best && m.getSolutionCount() != state->solutions;
    if (better) {
      state->solutions = m.getSolutionCount();
      progress.status = Status::Feasible;
      progress.values.assign(best, best + n);
      progress.objective = problem->evaluateObjective(progress.values);
    }
    if (!better && (!progress.bound || progress.bound == state->sent))
      return noAction;
    if (progress.bound)
      state->sent = progress.bound;
    writeAll(fd, frame('P', progress));
    return noAction;
  }

private:
  struct State {
    std::mutex mutex;
    int solutions = 0;
    std::optional<double> sent;
  };
  int fd;
  const Problem *problem;
  std::shared_ptr<State> state;
};

/// Columns above which a model with a MIP start is not preprocessed: CBC's
/// preprocessing crashes on large ones (docs/KnownIssues.md).
constexpr size_t kMaxPreprocessedWithStart = 50000;

/// `safe`: without CBC's preprocessing and Clp's presolve, where CBC 2.10
/// crashes (solveInChild). The time limit counts from `start`, when the
/// solve began: loading a large model and its MIP start takes seconds that
/// CBC's own clock does not see.
Result solveMIP(const Problem &problem, const Options &options, bool safe,
                Clock::time_point start, int progressFd) {
  Result result;
  OsiClpSolverInterface solver;
  silence(solver, options.verbose);
  loadProblem(problem, solver, /*withIntegers=*/true);

  bool hasStart = options.start && options.start->size() == problem.numVariables();
  if (hasStart) {
    // CBC takes MIP starts by column name.
    solver.setIntParam(OsiNameDiscipline, 2);
    for (size_t v = 0; v < problem.numVariables(); ++v)
      solver.setColName(static_cast<int>(v), "x" + std::to_string(v));
  }

  CbcModel model(solver);
  CbcMain0(model);
  model.messageHandler()->setLogLevel(options.verbose ? 1 : 0);
  if (hasStart) {
    std::vector<std::pair<std::string, double>> start;
    start.reserve(problem.numVariables());
    for (size_t v = 0; v < problem.numVariables(); ++v)
      start.emplace_back("x" + std::to_string(v), (*options.start)[v]);
    model.setMIPStart(start);
  }

  std::vector<std::string> args = {"remat-cbc", "-log",
                                   options.verbose ? "1" : "0"};
  auto addArg = [&](const std::string &name, const std::string &value) {
    args.push_back("-" + name);
    args.push_back(value);
  };
  if (!options.verbose)
    addArg("slog", "0");
  // Wall-clock seconds: CBC counts CPU time by default, which overshoots
  // the limit when the machine is shared.
  addArg("timeMode", "elapsed");
  if (options.timeLimitSeconds > 0)
    addArg("sec", formatDouble(std::max(0.01, options.timeLimitSeconds -
                                                  secondsSince(start))));
  addArg("ratioGap", formatDouble(options.relativeGap));
  addArg("allowableGap", formatDouble(std::max(options.absoluteGap, 1e-12)));
  // CBC's preprocessing can crash when the time limit hits at the root of a
  // large model with a MIP start (docs/KnownIssues.md): such models go
  // unpreprocessed.
  bool preprocess = !safe && !(hasStart && problem.numVariables() >
                                               kMaxPreprocessedWithStart);
  if (!preprocess)
    addArg("preprocess", "off");
  if (safe)
    addArg("presolve", "off");
  if (options.threads > 1)
    addArg("threads", std::to_string(std::min(options.threads, 2u)));
  // CBC's own limit on its branch and cut's simplex iterations, which it
  // checks between nodes; its copy for the search keeps it.
  if (options.iterationLimit > 0)
    model.setMaximumNumberIterations(
        static_cast<int>(std::min<uint64_t>(options.iterationLimit, INT_MAX)));
  // REMAT_CBC_ARGS: more of CBC's options (say "-zero on"), for tuning.
  if (const char *extra = std::getenv("REMAT_CBC_ARGS")) {
    llvm::SmallVector<llvm::StringRef> words;
    llvm::StringRef(extra).split(words, ' ', -1, /*KeepEmpty=*/false);
    for (auto [i, w] : llvm::enumerate(words)) {
      args.push_back(w.str());
      if (w == "-preprocess" && i + 1 < words.size())
        preprocess = words[i + 1] != "off";
    }
  }
  // CBC's progress, where its columns are the problem's.
  ProgressReporter reporter(progressFd, problem);
  if (progressFd >= 0 && !preprocess)
    model.passInEventHandler(&reporter);
  args.push_back("-solve");
  args.push_back("-quit");
  std::vector<const char *> argv;
  for (const std::string &a : args)
    argv.push_back(a.c_str());
  CbcMain1(static_cast<int>(argv.size()), argv.data(), model);

  const double offset = problem.getObjectiveOffset();
  const double *best = model.bestSolution();
  bool stoppedEarly = model.status() == 1 || model.isSecondsLimitReached();
  result.limitHit = model.isSecondsLimitReached();
  result.iterations =
      static_cast<uint64_t>(std::max(0, model.getIterationCount()));
  // A work limit: the same on every machine, so not limitHit.
  bool atIterationLimit = !result.limitHit && options.iterationLimit > 0 &&
                          model.status() == 1 &&
                          result.iterations >= options.iterationLimit;
  std::string stopped = atIterationLimit
                            ? "stopped at its iteration limit (" +
                                  std::to_string(options.iterationLimit) + ")"
                            : "stopped";
  if (best) {
    result.values.assign(best, best + problem.numVariables());
    result.objective = problem.evaluateObjective(result.values);
    double bound = model.getBestPossibleObjValue() + offset;
    bool proven = model.isProvenOptimal() && !stoppedEarly;
    result.status = proven ? Status::Optimal : Status::Feasible;
    // CBC reports the bound of the open tree; it never exceeds the incumbent.
    if (problem.getSense() == Sense::Minimize)
      bound = std::min(bound, result.objective);
    else
      bound = std::max(bound, result.objective);
    result.bound = bound;
    result.message = proven ? "optimal" : stopped + " with a solution";
  } else if (model.isProvenInfeasible() && !stoppedEarly) {
    result.status = Status::Infeasible;
    result.message = "proven infeasible";
  } else if (stoppedEarly) {
    result.status = Status::TimeLimitNoSolution;
    result.message = stopped + " before finding a solution";
    double bound = model.getBestPossibleObjValue();
    if (std::isfinite(bound) && std::fabs(bound) < 1e40)
      result.bound = bound + offset;
  } else {
    result.status = Status::Error;
    result.message = "CBC finished without a solution (status " +
                     std::to_string(model.status()) + ", secondary " +
                     std::to_string(model.secondaryStatus()) + ")";
  }
  result.message += " (" + std::to_string(model.getNodeCount()) + " nodes)";
  return result;
}

/// Solves `problem` in this process; CBC's exceptions become errors.
Result solveHere(const Problem &problem, const Options &options,
                 bool safe = false, int progressFd = -1) {
  auto start = Clock::now();
  Result result;
  try {
    if (problem.numVariables() == 0) {
      // CBC rejects empty models; an empty problem is feasible iff its rows
      // (all of them empty) admit zero.
      bool feasible = true;
      for (const Row &r : problem.getRows())
        feasible &= r.lower <= 0.0 && 0.0 <= r.upper;
      result.status = feasible ? Status::Optimal : Status::Infeasible;
      result.objective = problem.getObjectiveOffset();
      if (feasible)
        result.bound = result.objective;
      result.message = "empty problem";
    } else if (options.relaxationOnly) {
      result = solveRelaxation(problem, options);
    } else {
      result = solveMIP(problem, options, safe, start, progressFd);
    }
  } catch (const CoinError &e) {
    result = Result();
    result.status = Status::Error;
    result.message = "CBC error in " + e.className() + "::" + e.methodName() +
                     ": " + e.message();
  } catch (const std::exception &e) {
    result = Result();
    result.status = Status::Error;
    result.message = std::string("CBC error: ") + e.what();
  } catch (...) {
    result = Result();
    result.status = Status::Error;
    result.message = "CBC error: unknown exception";
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Running CBC in a child process
//===----------------------------------------------------------------------===//

template <typename T> void put(std::string &out, const T &v) {
  out.append(reinterpret_cast<const char *>(&v), sizeof(T));
}

template <typename T> bool get(llvm::StringRef &in, T &v) {
  if (in.size() < sizeof(T))
    return false;
  std::memcpy(&v, in.data(), sizeof(T));
  in = in.drop_front(sizeof(T));
  return true;
}

std::string serialize(const Result &r) {
  std::string out;
  put(out, static_cast<uint8_t>(r.status));
  put(out, static_cast<uint8_t>(r.limitHit));
  put(out, r.iterations);
  put(out, r.objective);
  put(out, static_cast<uint8_t>(r.bound.has_value()));
  put(out, r.bound.value_or(0.0));
  put(out, static_cast<uint64_t>(r.message.size()));
  out += r.message;
  put(out, static_cast<uint64_t>(r.values.size()));
  out.append(reinterpret_cast<const char *>(r.values.data()),
             r.values.size() * sizeof(double));
  return out;
}

bool deserialize(llvm::StringRef in, Result &r) {
  uint8_t status, limitHit, hasBound;
  double bound;
  uint64_t size;
  if (!get(in, status) || status > uint8_t(Status::Error) ||
      !get(in, limitHit) || !get(in, r.iterations) || !get(in, r.objective) ||
      !get(in, hasBound) || !get(in, bound) || !get(in, size) ||
      in.size() < size)
    return false;
  r.status = static_cast<Status>(status);
  r.limitHit = limitHit != 0;
  if (hasBound)
    r.bound = bound;
  r.message = in.take_front(size).str();
  in = in.drop_front(size);
  if (!get(in, size) || in.size() != size * sizeof(double))
    return false;
  r.values.resize(size);
  // No values (no solution): data() may be null, which memcpy must not get.
  if (size)
    std::memcpy(r.values.data(), in.data(), in.size());
  return true;
}

/// The child's records: a tag ('P': progress while CBC searches, 'R': the
/// result), the size and a serialized Result.
std::string frame(char tag, const Result &r) {
  std::string record = serialize(r), out(1, tag);
  put(out, static_cast<uint64_t>(record.size()));
  return out + record;
}

/// The child's result, or (when it was stopped) what its progress records
/// say: the best bound and the last solution. Records cut off by the kill are
/// dropped.
struct ChildRecords {
  std::optional<Result> result;
  std::optional<double> bound;
  std::optional<Result> solution;
};

ChildRecords readRecords(llvm::StringRef in, bool minimize) {
  ChildRecords records;
  char tag;
  uint64_t size;
  while (get(in, tag) && get(in, size) && in.size() >= size) {
    Result r;
    if (!deserialize(in.take_front(size), r))
      break;
    in = in.drop_front(size);
    if (tag == 'R') {
      records.result = std::move(r);
      continue;
    }
    if (r.bound && (!records.bound || (minimize ? *r.bound > *records.bound
                                                : *r.bound < *records.bound)))
      records.bound = r.bound; // The best: CBC's may go stale between sends.
    if (!r.values.empty())
      records.solution = std::move(r);
  }
  return records;
}

/// Runs `solve` in a forked child that sends its Result back through a
/// pipe: CBC 2.10 crashes on some models (docs/KnownIssues.md). Like the
/// `cbc` executable that most users of CBC run, a crash then ends the solve,
/// not the compiler, and sets `crashed`. Where the child cannot start,
/// `solve` runs here.
Result solveInChild(llvm::function_ref<Result(int progressFd)> solve,
                    const Problem &problem, const Options &options,
                    bool &crashed) {
  crashed = false;
  // CBC's own time limit is not checked inside Clp's root LP, which can run
  // for minutes past it: the child is stopped a little after the limit (4%,
  // at most 5 s: time for CBC to stop itself and send its incumbent and
  // bound; at the root of random_layered_n250 at 70% a cut pass ends 0.3 s
  // past a 100 s limit) and when its resident memory passes the limit.
  ChildLimits limits;
  if (options.timeLimitSeconds > 0)
    limits.seconds = options.timeLimitSeconds +
                     std::min(5.0, 0.04 * options.timeLimitSeconds);
  limits.memoryBytes = childMemoryLimit(options.memoryLimitBytes);
  ChildResult child = runInChild(
      [&](int fd) { return writeAll(fd, frame('R', solve(fd))) ? 0 : 2; },
      /*pipeStderr=*/false, limits);
  if (!child.started)
    return solve(/*progressFd=*/-1);
  bool minimize = problem.getSense() == Sense::Minimize;
  ChildRecords records = readRecords(child.output, minimize);
  if (records.result) // Complete, even where the kill came right after.
    return std::move(*records.result);
  Result result;
  if (child.timedOut || child.outOfMemory) {
    result.status = Status::TimeLimitNoSolution;
    result.limitHit = true;
    result.message =
        child.timedOut
            ? "CBC did not stop at its time limit (in Clp's LP, where it does "
              "not look at the clock): its process was stopped"
            : "CBC's process passed the memory limit of " +
                  std::to_string(limits.memoryBytes) +
                  " bytes (--remat-memory-limit, at most half of this "
                  "machine's memory) and was stopped";
    // What was reached: CBC's last bound and best solution (its progress
    // records), or the MIP start where CBC had none better.
    const std::string message = result.message;
    // CBC's solution as its result would give it (within CBC's tolerances);
    // the MIP start where it is feasible.
    auto adopt = [&](const std::vector<double> &values, const char *what,
                     bool check) {
      if (values.size() != problem.numVariables() ||
          (check && problem.maxViolation(values) > 1e-6))
        return;
      double objective = problem.evaluateObjective(values);
      if (result.hasSolution() && (minimize ? objective >= result.objective
                                            : objective <= result.objective))
        return;
      result.status = Status::Feasible;
      result.values = values;
      result.objective = objective;
      result.message = message + what;
    };
    if (records.solution)
      adopt(records.solution->values, "; CBC's best solution stands",
            /*check=*/false);
    if (!options.relaxationOnly && options.start)
      adopt(*options.start, "; the MIP start stands", /*check=*/true);
    result.bound = records.bound;
    if (result.bound && result.hasSolution())
      result.bound = minimize ? std::min(*result.bound, result.objective)
                              : std::max(*result.bound, result.objective);
    return result;
  }
  result.status = Status::Error;
  crashed = child.signal != 0;
  result.message = crashed ? std::string("CBC crashed (") +
                                 strsignal(child.signal) + ")"
                           : "CBC's process ended without a result";
  return result;
}

} // namespace

/// Clp asserts (and aborts) on objective coefficients of 1e25 and more;
/// far smaller ones already wreck its tolerances. Numbers beyond this come
/// only from broken inputs, which get an error instead.
constexpr double kMaxCoefficient = 1e20;

/// Why `problem` has a coefficient no solver can take, or "".
std::string checkCoefficients(const Problem &problem) {
  auto bad = [](double v) { return !(std::fabs(v) <= kMaxCoefficient); };
  for (size_t v = 0; v < problem.numVariables(); ++v)
    if (bad(problem.variable(v).objective))
      return "objective coefficient " +
             formatDouble(problem.variable(v).objective) + " of variable " +
             std::to_string(v);
  for (size_t r = 0; r < problem.numRows(); ++r)
    for (const Term &t : problem.row(r).terms)
      if (bad(t.coefficient))
        return "coefficient " + formatDouble(t.coefficient) + " in row " +
               std::to_string(r);
  if (bad(problem.getObjectiveOffset()))
    return "objective offset " + formatDouble(problem.getObjectiveOffset());
  return "";
}

Result milp::solve(const Problem &problem, const Options &options) {
  auto start = Clock::now();
  std::string badCoefficient = checkCoefficients(problem);
  if (!badCoefficient.empty()) {
    Result result;
    result.status = Status::Error;
    result.message = "out of the solver's range (magnitude over 1e20): " +
                     badCoefficient;
    return result;
  }
  // CBC has crashed on some models (solveInChild); Clp alone has not, but
  // its LPs run in a child too, where the time and memory limits hold.
  // REMAT_CBC_IN_PROCESS=1 keeps them in this process, for debuggers.
  const char *inProcess = std::getenv("REMAT_CBC_IN_PROCESS");
  bool isolate = problem.numVariables() > 0 &&
                 !(inProcess && inProcess[0] != '\0' && inProcess[0] != '0');
  bool crashed = false;
  Result result =
      isolate ? solveInChild(
                    [&](int fd) {
                      return solveHere(problem, options, /*safe=*/false, fd);
                    },
                    problem, options, crashed)
              : solveHere(problem, options);
  // The crashes seen come from preprocessing and presolve
  // (docs/KnownIssues.md): one more try without both, in the time left.
  double left = options.timeLimitSeconds - secondsSince(start);
  if (crashed && (options.timeLimitSeconds <= 0 || left > 0.05)) {
    Options rest = options;
    if (options.timeLimitSeconds > 0)
      rest.timeLimitSeconds = left;
    std::string first = result.message;
    result = solveInChild(
        [&](int fd) { return solveHere(problem, rest, /*safe=*/true, fd); },
        problem, rest, crashed);
    result.message = first + "; without presolve: " + result.message;
  }
  result.solveSeconds = secondsSince(start);
  return result;
}

#endif // REMAT_ENABLE_CBC
