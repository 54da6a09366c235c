//===- MILPTest.cpp - The MILP data model and its CBC backend --------------===//

#include "RequireCBC.h"

#include "remat/Solver/MILP.h"

#include "gtest/gtest.h"

#include <cmath>
#include <random>

using namespace remat::milp;

namespace {

/// min -x - y  s.t. 2x + 2y <= 7, x,y in [0, 10]; integer optimum -3, LP -3.5.
Problem smallIntegerProblem(bool integer) {
  Problem p;
  VarId x = p.addVariable(0, 10, -1, integer);
  VarId y = p.addVariable(0, 10, -1, integer);
  p.addLessEqual({{x, 2}, {y, 2}}, 7);
  return p;
}

/// A 0/1 knapsack: max sum v_i x_i s.t. sum w_i x_i <= cap. Brute force gives
/// the reference optimum.
struct Knapsack {
  std::vector<double> value, weight;
  double capacity;
  Problem problem() const {
    Problem p;
    p.setSense(Sense::Maximize);
    std::vector<Term> row;
    for (size_t i = 0; i < value.size(); ++i)
      row.push_back({p.addBinary(value[i]), weight[i]});
    p.addLessEqual(row, capacity);
    return p;
  }
  double bruteForce() const {
    double best = 0;
    for (unsigned mask = 0; mask < (1u << value.size()); ++mask) {
      double v = 0, w = 0;
      for (size_t i = 0; i < value.size(); ++i)
        if (mask >> i & 1) {
          v += value[i];
          w += weight[i];
        }
      if (w <= capacity)
        best = std::max(best, v);
    }
    return best;
  }
};

Knapsack randomKnapsack(unsigned seed, unsigned n) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(1, 50);
  Knapsack k;
  double total = 0;
  for (unsigned i = 0; i < n; ++i) {
    k.value.push_back(dist(rng));
    k.weight.push_back(dist(rng));
    total += k.weight.back();
  }
  k.capacity = std::floor(total / 3);
  return k;
}

/// Cornuejols-Dawande market split instance: equality knapsacks with random
/// coefficients, notoriously hard for branch and bound.
Problem marketSplit(unsigned seed, unsigned rows, unsigned cols) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(0, 99);
  Problem p;
  std::vector<VarId> x;
  for (unsigned j = 0; j < cols; ++j)
    x.push_back(p.addBinary(0));
  for (unsigned i = 0; i < rows; ++i) {
    std::vector<Term> row;
    double sum = 0;
    for (unsigned j = 0; j < cols; ++j) {
      double a = dist(rng);
      row.push_back({x[j], a});
      sum += a;
    }
    // Slack variables make it feasible; minimizing them is the hard part.
    VarId plus = p.addContinuous(0, kInf, 1);
    VarId minus = p.addContinuous(0, kInf, 1);
    row.push_back({plus, 1});
    row.push_back({minus, -1});
    p.addEqual(row, std::floor(sum / 2));
  }
  return p;
}

TEST(MILPModel, RowsMergeDuplicatesAndDropZeros) {
  Problem p;
  VarId a = p.addContinuous(0, 1, 0);
  VarId b = p.addContinuous(0, 1, 0);
  RowId r = p.addLessEqual({{b, 1}, {a, 2}, {b, -1}, {a, 1}}, 3);
  ASSERT_EQ(p.row(r).terms.size(), 1u);
  EXPECT_EQ(p.row(r).terms[0].var, a);
  EXPECT_DOUBLE_EQ(p.row(r).terms[0].coefficient, 3);
  EXPECT_EQ(p.numNonzeros(), 1u);
}

// memoryBytes counts every row with its terms (the stage models stop
// building past a share of the memory limit by it).
TEST(MILPModel, MemoryBytesCountRowsAndTerms) {
  Problem p;
  VarId a = p.addContinuous(0, 1, 0);
  VarId b = p.addContinuous(0, 1, 0);
  size_t before = p.memoryBytes();
  for (int i = 0; i < 100; ++i)
    p.addLessEqual({{a, 1}, {b, double(i + 1)}}, 1);
  EXPECT_GE(p.memoryBytes(), before + 100 * (sizeof(Row) + 2 * sizeof(Term)));
}

TEST(MILPModel, EvaluatesObjectiveAndViolation) {
  Problem p = smallIntegerProblem(true);
  p.setObjectiveOffset(10);
  EXPECT_DOUBLE_EQ(p.evaluateObjective({1, 2}), 7);
  EXPECT_DOUBLE_EQ(p.maxViolation({1, 2}), 0);
  EXPECT_DOUBLE_EQ(p.maxViolation({2, 2}), 1);   // 8 > 7
  EXPECT_DOUBLE_EQ(p.maxViolation({0.5, 1}), 0.5); // fractional integer
  EXPECT_EQ(p.numIntegers(), 2u);
}

TEST(MILPSolve, ReportsMissingBackend) {
  if (isSolverAvailable())
    GTEST_SKIP() << "CBC is built in";
  Result r = solve(smallIntegerProblem(true));
  EXPECT_EQ(r.status, Status::Error);
  EXPECT_NE(r.message.find("without COIN-OR CBC"), std::string::npos);
}

TEST(MILPSolve, IntegerOptimumAndLPRelaxation) {
  REQUIRE_CBC();
  Problem p = smallIntegerProblem(true);
  Result mip = solve(p);
  ASSERT_EQ(mip.status, Status::Optimal) << mip.message;
  EXPECT_NEAR(mip.objective, -3, 1e-6);
  EXPECT_LE(p.maxViolation(mip.values), 1e-6);
  ASSERT_TRUE(mip.bound.has_value());
  EXPECT_NEAR(*mip.bound, -3, 1e-6);
  ASSERT_TRUE(mip.gap().has_value());
  EXPECT_LE(*mip.gap(), 1e-4);

  Options lpOnly;
  lpOnly.relaxationOnly = true;
  Result lp = solve(p, lpOnly);
  ASSERT_EQ(lp.status, Status::Optimal) << lp.message;
  EXPECT_NEAR(lp.objective, -3.5, 1e-6);
  EXPECT_NEAR(*lp.bound, -3.5, 1e-6);
}

// A covering LP (random positive rows and costs) that takes Clp many
// iterations, so that an iteration limit stops it before its optimum.
static Problem randomCoveringLP(unsigned seed, unsigned n) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(1, 50);
  Problem p;
  std::vector<VarId> x;
  for (unsigned i = 0; i < n; ++i)
    x.push_back(p.addContinuous(0, kInf, dist(rng)));
  for (unsigned r = 0; r < n; ++r) {
    std::vector<Term> row;
    for (VarId v : x)
      row.push_back({v, double(dist(rng))});
    p.addGreaterEqual(row, 100 + dist(rng));
  }
  return p;
}

// The iteration limit is a work limit: the relaxation stops at it on every
// machine, which is not the time limit's doing (limitHit stays false).
TEST(MILPSolve, RelaxationStopsAtItsIterationLimit) {
  REQUIRE_CBC();
  Problem p = randomCoveringLP(3, 40);
  Options lpOnly;
  lpOnly.relaxationOnly = true;
  Result full = solve(p, lpOnly);
  ASSERT_EQ(full.status, Status::Optimal) << full.message;
  ASSERT_GT(full.iterations, 4u);

  lpOnly.iterationLimit = 2;
  Result cut = solve(p, lpOnly);
  EXPECT_EQ(cut.status, Status::TimeLimitNoSolution);
  EXPECT_FALSE(cut.limitHit);
  EXPECT_LE(cut.iterations, 2u);
  EXPECT_NE(cut.message.find("iteration limit"), std::string::npos)
      << cut.message;

  lpOnly.iterationLimit = full.iterations + 1;
  Result enough = solve(p, lpOnly);
  ASSERT_EQ(enough.status, Status::Optimal) << enough.message;
  EXPECT_EQ(enough.iterations, full.iterations);
  EXPECT_NEAR(enough.objective, full.objective, 1e-6);
}

TEST(MILPSolve, ObjectiveOffsetAndMaximize) {
  REQUIRE_CBC();
  Problem p;
  p.setSense(Sense::Maximize);
  p.setObjectiveOffset(100);
  VarId x = p.addVariable(0, 3, 2, true);
  VarId y = p.addVariable(0, kInf, 1, false);
  p.addLessEqual({{x, 1}, {y, 1}}, 4.5);
  Result r = solve(p);
  ASSERT_EQ(r.status, Status::Optimal) << r.message;
  // x = 3, y = 1.5: 6 + 1.5 + 100.
  EXPECT_NEAR(r.objective, 107.5, 1e-6);
  EXPECT_NEAR(r.values[x], 3, 1e-6);
  EXPECT_NEAR(*r.bound, 107.5, 1e-4);
}

TEST(MILPSolve, KnapsacksMatchBruteForce) {
  REQUIRE_CBC();
  for (unsigned seed = 0; seed < 8; ++seed) {
    Knapsack k = randomKnapsack(seed, 14);
    Problem p = k.problem();
    Result r = solve(p);
    ASSERT_EQ(r.status, Status::Optimal) << r.message;
    EXPECT_NEAR(r.objective, k.bruteForce(), 1e-6) << "seed " << seed;
    EXPECT_LE(p.maxViolation(r.values), 1e-6);
  }
}

TEST(MILPSolve, DetectsInfeasibility) {
  REQUIRE_CBC();
  Problem p;
  VarId x = p.addBinary(1);
  VarId y = p.addBinary(1);
  p.addGreaterEqual({{x, 1}, {y, 1}}, 3);
  EXPECT_EQ(solve(p).status, Status::Infeasible);

  // LP-feasible but integer-infeasible: 2x = 1.
  Problem q;
  VarId z = q.addVariable(0, 5, 1, true);
  q.addEqual({{z, 2}}, 1);
  EXPECT_EQ(solve(q).status, Status::Infeasible);
  Options lpOnly;
  lpOnly.relaxationOnly = true;
  EXPECT_EQ(solve(q, lpOnly).status, Status::Optimal);

  Problem r;
  VarId w = r.addContinuous(0, 1, 1);
  r.addGreaterEqual({{w, 1}}, 2);
  EXPECT_EQ(solve(r, lpOnly).status, Status::Infeasible);
}

TEST(MILPSolve, UnboundedIsAnError) {
  REQUIRE_CBC();
  Problem p;
  p.addContinuous(0, kInf, -1);
  Options lpOnly;
  lpOnly.relaxationOnly = true;
  Result r = solve(p, lpOnly);
  EXPECT_EQ(r.status, Status::Error);
  EXPECT_FALSE(r.message.empty());
}

// Clp aborts the process on objective coefficients of 1e25; the backend
// refuses such models with an error instead, LP and MILP alike.
TEST(MILPSolve, RefusesCoefficientsOutOfRange) {
  REQUIRE_CBC();
  for (double huge : {1e26, std::nan(""), HUGE_VAL})
    for (bool relaxationOnly : {false, true}) {
      Problem p = smallIntegerProblem(true);
      p.addVariable(0, 1, huge, true);
      Options options;
      options.relaxationOnly = relaxationOnly;
      Result r = solve(p, options);
      EXPECT_EQ(r.status, Status::Error);
      EXPECT_NE(r.message.find("out of the solver's range"), std::string::npos)
          << r.message;
    }
  Problem p = smallIntegerProblem(true);
  p.addLessEqual({{0, 1e21}}, 1);
  EXPECT_EQ(solve(p, Options()).status, Status::Error);
}

TEST(MILPSolve, StopsAtTheTimeLimit) {
  REQUIRE_CBC();
  Problem p = marketSplit(/*seed=*/1, /*rows=*/5, /*cols=*/40);
  Options o;
  o.timeLimitSeconds = 0.5;
  Result r = solve(p, o);
  EXPECT_TRUE(r.status == Status::Feasible ||
              r.status == Status::TimeLimitNoSolution)
      << stringifyStatus(r.status).str() << ": " << r.message;
  EXPECT_LT(r.solveSeconds, 10.0);
  if (r.hasSolution()) {
    EXPECT_LE(p.maxViolation(r.values), 1e-6);
    ASSERT_TRUE(r.bound.has_value());
    EXPECT_LE(*r.bound, r.objective + 1e-9);
    ASSERT_TRUE(r.gap().has_value());
    EXPECT_GE(*r.gap(), 0.0);
  }
}

// Branch and cut stops at its iteration limit too, a work limit: twice the
// same search, the same answer, and not the time limit's doing.
TEST(MILPSolve, BranchAndCutStopsAtItsIterationLimit) {
  REQUIRE_CBC();
  Problem p = marketSplit(/*seed=*/1, /*rows=*/5, /*cols=*/40);
  Options o;
  o.timeLimitSeconds = 60;
  o.iterationLimit = 2000;
  Result first = solve(p, o);
  EXPECT_FALSE(first.limitHit) << first.message;
  EXPECT_GE(first.iterations, o.iterationLimit);
  EXPECT_LT(first.solveSeconds, 30.0);
  EXPECT_NE(first.message.find("stopped at its iteration limit (2000)"),
            std::string::npos)
      << first.message;
  Result second = solve(p, o);
  EXPECT_EQ(second.status, first.status);
  EXPECT_EQ(second.iterations, first.iterations);
  EXPECT_EQ(second.values, first.values);
  EXPECT_EQ(second.bound, first.bound);
  EXPECT_EQ(second.message, first.message);
}

TEST(MILPSolve, UsesTheMIPStart) {
  REQUIRE_CBC();
  Problem p = marketSplit(/*seed=*/2, /*rows=*/5, /*cols=*/40);
  // All zeros is feasible (the slacks absorb everything); its objective is
  // the sum of the right-hand sides.
  std::vector<double> start(p.numVariables(), 0.0);
  for (const Row &row : p.getRows()) {
    VarId plus = row.terms[row.terms.size() - 2].var;
    start[plus] = row.lower;
  }
  ASSERT_LE(p.maxViolation(start), 1e-9);
  double startObjective = p.evaluateObjective(start);
  Options o;
  o.timeLimitSeconds = 0.5;
  o.start = start;
  Result r = solve(p, o);
  ASSERT_TRUE(r.hasSolution()) << stringifyStatus(r.status).str() << ": " << r.message;
  EXPECT_LE(r.objective, startObjective + 1e-6);
  EXPECT_LE(p.maxViolation(r.values), 1e-6);
}

TEST(MILPSolve, StoppedChildReportsItsProgress) {
  REQUIRE_CBC();
  // CBC told (through the tuning hook) to ignore the time limit, as it does
  // inside Clp's LPs: its process is stopped, and what it reached before
  // comes back from its progress records, the bound included.
  ASSERT_EQ(setenv("REMAT_CBC_ARGS", "-sec 1000 -preprocess off", 1), 0);
  Problem p = marketSplit(/*seed=*/3, /*rows=*/6, /*cols=*/50);
  Options o;
  o.timeLimitSeconds = 1.0;
  Result r = solve(p, o);
  unsetenv("REMAT_CBC_ARGS");
  EXPECT_TRUE(r.limitHit);
  EXPECT_NE(r.message.find("its process was stopped"), std::string::npos)
      << r.message;
  EXPECT_LT(r.solveSeconds, 5.0);
  ASSERT_TRUE(r.hasSolution()) << r.message;
  EXPECT_NE(r.message.find("CBC's best solution stands"), std::string::npos)
      << r.message;
  EXPECT_LE(p.maxViolation(r.values), 1e-6);
  ASSERT_TRUE(r.bound.has_value()) << r.message;
  // Not CBC's placeholder (the incumbent's objective): a bound of its own.
  EXPECT_LT(*r.bound, r.objective - 1e-6);
}

TEST(MILPSolve, TwoThreadsAgree) {
  REQUIRE_CBC();
  Knapsack k = randomKnapsack(42, 16);
  Options o;
  o.threads = 2;
  Result r = solve(k.problem(), o);
  ASSERT_EQ(r.status, Status::Optimal) << r.message;
  EXPECT_NEAR(r.objective, k.bruteForce(), 1e-6);
}

TEST(MILPSolve, EmptyProblem) {
  Problem p;
  p.setObjectiveOffset(4);
  Result r = solve(p);
  if (!isSolverAvailable()) {
    EXPECT_EQ(r.status, Status::Error);
    return;
  }
  EXPECT_EQ(r.status, Status::Optimal);
  EXPECT_DOUBLE_EQ(r.objective, 4);
}

} // namespace
