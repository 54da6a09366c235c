//===- MILP.cpp - The solver-independent MILP data model -------------------===//

#include "remat/Solver/MILP.h"

#include <algorithm>
#include <cassert>
#include <cmath>

using namespace remat;
using namespace remat::milp;

VarId Problem::addVariable(double lower, double upper, double objective,
                           bool isInteger) {
  assert(!(lower > upper) && "empty variable domain");
  variables.push_back({lower, upper, objective, isInteger});
  return static_cast<VarId>(variables.size() - 1);
}

RowId Problem::addRow(llvm::ArrayRef<Term> terms, double lower, double upper) {
  Row row;
  row.lower = lower;
  row.upper = upper;
  row.terms.assign(terms.begin(), terms.end());
  std::sort(row.terms.begin(), row.terms.end(),
            [](const Term &a, const Term &b) { return a.var < b.var; });
  // Merge duplicates and drop zeros.
  size_t out = 0;
  for (size_t i = 0; i < row.terms.size();) {
    Term merged = row.terms[i++];
    while (i < row.terms.size() && row.terms[i].var == merged.var)
      merged.coefficient += row.terms[i++].coefficient;
    assert(merged.var < variables.size() && "unknown variable in row");
    if (merged.coefficient != 0.0)
      row.terms[out++] = merged;
  }
  row.terms.resize(out);
  // (resize keeps the capacity; malloc adds about 16 bytes a block.)
  if (row.terms.capacity())
    termBytes += row.terms.capacity() * sizeof(Term) + 16;
  rows.push_back(std::move(row));
  return static_cast<RowId>(rows.size() - 1);
}

size_t Problem::numNonzeros() const {
  size_t n = 0;
  for (const Row &r : rows)
    n += r.terms.size();
  return n;
}

size_t Problem::memoryBytes() const {
  return variables.capacity() * sizeof(Variable) +
         rows.capacity() * sizeof(Row) + termBytes;
}

size_t Problem::numIntegers() const {
  return std::count_if(variables.begin(), variables.end(),
                       [](const Variable &v) { return v.isInteger; });
}

double Problem::evaluateObjective(llvm::ArrayRef<double> values) const {
  double obj = objectiveOffset;
  for (size_t i = 0, e = std::min(values.size(), variables.size()); i < e; ++i)
    obj += variables[i].objective * values[i];
  return obj;
}

double Problem::maxViolation(llvm::ArrayRef<double> values) const {
  if (values.size() != variables.size())
    return kInf;
  double worst = 0.0;
  for (size_t i = 0; i < variables.size(); ++i) {
    const Variable &v = variables[i];
    worst = std::max({worst, v.lower - values[i], values[i] - v.upper});
    if (v.isInteger)
      worst = std::max(worst, std::fabs(values[i] - std::round(values[i])));
  }
  for (const Row &r : rows) {
    double activity = 0.0;
    for (const Term &t : r.terms)
      activity += t.coefficient * values[t.var];
    worst = std::max({worst, r.lower - activity, activity - r.upper});
  }
  return worst;
}

llvm::StringRef milp::stringifyStatus(Status status) {
  switch (status) {
  case Status::Optimal:
    return "optimal";
  case Status::Feasible:
    return "feasible";
  case Status::Infeasible:
    return "infeasible";
  case Status::TimeLimitNoSolution:
    return "time-limit-no-solution";
  case Status::Error:
    return "error";
  }
  return "error";
}

std::optional<double> Result::gap() const {
  if (!hasSolution() || !bound)
    return std::nullopt;
  double g = std::fabs(objective - *bound) / std::max(std::fabs(objective), 1e-9);
  return g;
}
