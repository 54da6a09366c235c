//===- MILP.h - A solver-independent mixed-integer linear program -*- C++ -*-===//
//
// A plain data model in the spirit of HiGHS' HighsLp: variables with bounds,
// objective coefficients and integrality, sparse rows with lower/upper bounds,
// and an objective sense. Backends (one file each; COIN-OR CBC today) take a
// problem and options and return a result by value. Nothing here throws.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SOLVER_MILP_H
#define REMAT_SOLVER_MILP_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace remat {
namespace milp {

inline constexpr double kInf = std::numeric_limits<double>::infinity();

using VarId = uint32_t;
using RowId = uint32_t;

enum class Sense : uint8_t { Minimize, Maximize };

struct Variable {
  double lower = 0.0;
  double upper = kInf;
  double objective = 0.0;
  bool isInteger = false;
};

/// One linear term `coefficient * variable`.
struct Term {
  VarId var;
  double coefficient;
};

/// `lower <= sum(terms) <= upper`; either side may be infinite.
struct Row {
  double lower = -kInf;
  double upper = kInf;
  std::vector<Term> terms;
};

/// A mixed-integer linear program. Variables and rows are numbered in the
/// order they are added.
class Problem {
public:
  VarId addVariable(double lower, double upper, double objective,
                    bool isInteger);
  VarId addBinary(double objective) {
    return addVariable(0.0, 1.0, objective, /*isInteger=*/true);
  }
  VarId addContinuous(double lower, double upper, double objective) {
    return addVariable(lower, upper, objective, /*isInteger=*/false);
  }
  /// Adds `lower <= sum(terms) <= upper`. Terms on the same variable are
  /// summed; zero coefficients are dropped.
  RowId addRow(llvm::ArrayRef<Term> terms, double lower, double upper);
  RowId addLessEqual(llvm::ArrayRef<Term> terms, double rhs) {
    return addRow(terms, -kInf, rhs);
  }
  RowId addGreaterEqual(llvm::ArrayRef<Term> terms, double rhs) {
    return addRow(terms, rhs, kInf);
  }
  RowId addEqual(llvm::ArrayRef<Term> terms, double rhs) {
    return addRow(terms, rhs, rhs);
  }

  void setSense(Sense s) { sense = s; }
  Sense getSense() const { return sense; }
  /// A constant added to the objective (kept out of the solver).
  void setObjectiveOffset(double offset) { objectiveOffset = offset; }
  double getObjectiveOffset() const { return objectiveOffset; }

  size_t numVariables() const { return variables.size(); }
  size_t numRows() const { return rows.size(); }
  size_t numNonzeros() const;
  size_t numIntegers() const;
  /// Bytes the variables and rows hold: what building the problem costs
  /// (a solver's copy of it takes a few times more).
  size_t memoryBytes() const;
  const Variable &variable(VarId v) const { return variables[v]; }
  Variable &variable(VarId v) { return variables[v]; }
  const Row &row(RowId r) const { return rows[r]; }
  llvm::ArrayRef<Variable> getVariables() const { return variables; }
  llvm::ArrayRef<Row> getRows() const { return rows; }

  /// Objective value of `values` (including the offset).
  double evaluateObjective(llvm::ArrayRef<double> values) const;
  /// The largest violation of a bound, a row, or integrality (0 if feasible).
  double maxViolation(llvm::ArrayRef<double> values) const;

private:
  std::vector<Variable> variables;
  std::vector<Row> rows;
  size_t termBytes = 0; ///< Of every row's terms, with the allocator's.
  Sense sense = Sense::Minimize;
  double objectiveOffset = 0.0;
};

struct Options {
  /// Wall-clock limit in seconds (<= 0: none).
  double timeLimitSeconds = 60.0;
  /// Stop when (incumbent - bound) / |incumbent| <= relativeGap, measured on
  /// the objective the solver sees (without the offset).
  double relativeGap = 1e-4;
  /// Stop when incumbent - bound <= absoluteGap.
  double absoluteGap = 1e-9;
  /// Solver threads: 1 or 2 (the machine is shared).
  unsigned threads = 1;
  /// Solve the LP relaxation only (integrality dropped).
  bool relaxationOnly = false;
  /// Simplex iterations the solve may take (0: no limit): the relaxation's,
  /// or those of the branch and cut, which checks them between nodes (its
  /// root runs whole). Unlike the clock, it stops the solve at the same
  /// point on every machine.
  uint64_t iterationLimit = 0;
  /// A full assignment to start from (a MIP start / incumbent); ignored when
  /// its size does not match the problem.
  std::optional<std::vector<double>> start;
  /// Print the solver's log to stdout.
  bool verbose = false;
  /// Resident memory the solver's process may use (0: the default, see
  /// childMemoryLimit). Past it (and shortly past the time limit) the
  /// process is stopped.
  uint64_t memoryLimitBytes = 0;
};

enum class Status : uint8_t {
  Optimal,             ///< Proven optimal (within relativeGap).
  Feasible,            ///< A solution, optimality not proven (time limit).
  Infeasible,          ///< Proven infeasible.
  TimeLimitNoSolution, ///< Stopped before finding any solution.
  Error,               ///< Unbounded, numerical trouble, solver missing...
};

llvm::StringRef stringifyStatus(Status status);

struct Result {
  Status status = Status::Error;
  std::vector<double> values; ///< Primal values when a solution exists.
  double objective = 0.0;     ///< Of `values`, including the offset.
  /// Best proven bound on the objective (including the offset); equals the
  /// objective for LPs solved to optimality.
  std::optional<double> bound;
  double solveSeconds = 0.0;
  /// The time or memory limit, not the search's end, stopped the solve.
  bool limitHit = false;
  /// Simplex iterations the solve took (its work, where the clock is not).
  uint64_t iterations = 0;
  std::string message;

  bool hasSolution() const {
    return status == Status::Optimal || status == Status::Feasible;
  }
  /// |objective - bound| / max(|objective|, 1e-9) when both exist.
  std::optional<double> gap() const;
};

/// Whether a real solver backend is compiled in.
bool isSolverAvailable();
/// The backend's name and version ("COIN-OR CBC 2.10.8"), or "none".
std::string getSolverName();

/// Solves `problem`. Never throws: solver exceptions become Status::Error.
Result solve(const Problem &problem, const Options &options = {});

} // namespace milp
} // namespace remat

#endif // REMAT_SOLVER_MILP_H
