//===- CheckpointSearch.cpp - Local search over checkpoint sets -----------===//
//
// searchCheckpoints, and the first fits and portfolios built on it: a point
// of the search is a set of checkpoints per stage, closed over dependencies
// by scheduleFromCheckpoints and measured stage by stage (StageMeter); a
// move keeps or drops one tensor over a run of stages and costs only the
// stages it touches.
//
//===----------------------------------------------------------------------===//

#include "CheckpointSearch.h"

#include <algorithm>
#include <cmath>
#include <random>

using namespace remat;
using namespace remat::checkmate;

namespace {

/// A point of the search and what its stages use.
struct State {
  CheckpointSets s;
  StageSchedule schedule;
  CheckpointSets held; ///< What the canonical plan holds of s (StageMeter).
  std::vector<StageUsage> usage; ///< Per stage.
  double cost = 0.0;
  double excess = 0.0; ///< Bytes over the budget summed over steps / budget.
  uint64_t peak = 0;
  bool fits = false;
};

class CheckpointSearch {
public:
  CheckpointSearch(const RematGraph &graph, const GraphFacts &facts,
                   uint64_t budgetBytes, const SearchOptions &options);

  /// Whether some tensor may be kept or dropped at all.
  bool hasMoves() const { return !movable.empty(); }
  /// Every movable tensor kept until its last reader: no recomputation.
  CheckpointSets keepEverything() const;
  /// Searches from `start` until `phase` is spent, a stall, a fit
  /// (untilFit) or the move limit.
  void run(CheckpointSets start, Effort &phase);
  std::optional<Candidate> takeBest() { return std::move(best); }

private:
  /// A tensor a move may toggle, in stages lo..hi.
  struct Movable {
    TensorId tensor;
    unsigned lo, hi;
  };

  size_t below(size_t m) {
    return static_cast<size_t>(unit(rng) * static_cast<double>(m)) %
           std::max<size_t>(m, 1);
  }
  /// Measures the stages lo..hi of `st` anew, and those below whose held
  /// checkpoints change with them; sums up. Returns the lowest stage
  /// measured.
  unsigned measure(State &st, unsigned lo, unsigned hi, Effort &phase);
  State evaluate(CheckpointSets s, Effort &phase);
  /// Keeps `st` as the best plan if it fits and is cheaper; passes it to
  /// onLowerPeak if its peak is the lowest yet.
  void record(const State &st, Effort &phase);
  /// Sets s[t][i] to v, widening the rows changed (lo..hi).
  void set(CheckpointSets &s, unsigned t, TensorId i, uint8_t v);
  /// One move from `cur` on `s`: one of the three kinds below, drawn at
  /// random. Returns false where the drawn kind found nothing to do.
  bool move(const State &cur, CheckpointSets &s);
  bool dropWhereOverBudget(const State &cur, CheckpointSets &s);
  bool keepRecomputed(const State &cur, CheckpointSets &s);
  void flipRun(CheckpointSets &s);

  const RematGraph &graph;
  const GraphFacts &facts;
  const uint64_t budgetBytes;
  const SearchOptions &options;
  const unsigned n, numTensors;
  std::mt19937_64 rng;
  std::uniform_real_distribution<double> unit{0.0, 1.0};
  std::vector<Movable> movable;
  std::vector<int> movableOf;
  StageMeter meter;
  std::vector<uint8_t> scratch; ///< A row of held checkpoints.
  double baseCost = 0.0;
  /// A start is given up after this many moves without a cheaper plan (once
  /// one fits); and after
  /// three times as many when nothing fits (where the budget is infeasible,
  /// say), which would otherwise take all of the time given.
  const unsigned maxStall;
  std::optional<Candidate> best;
  std::vector<unsigned> overStages; ///< Scratch of dropWhereOverBudget.
  unsigned iter = 0, lastImprovement = 0;
  unsigned lo = 0, hi = 0; ///< Rows the current moves changed.
  uint64_t lowestPeak; ///< Of the points passed to onLowerPeak.
};

} // namespace

CheckpointSearch::CheckpointSearch(const RematGraph &graph,
                                   const GraphFacts &facts,
                                   uint64_t budgetBytes,
                                   const SearchOptions &options)
    : graph(graph), facts(facts), budgetBytes(budgetBytes), options(options),
      n(facts.numNodes), numTensors(graph.numTensors()), rng(options.seed),
      movableOf(graph.numTensors(), -1), meter(graph, facts, budgetBytes),
      maxStall(4000 + 200 * facts.numNodes),
      lowestPeak(options.lowerPeakBelow) {
  for (TensorId i = 0; i < numTensors; ++i) {
    NodeId p = facts.producer[i];
    if (p == kNone || facts.fixedNode[p])
      continue;
    int last = std::min(facts.need[i], static_cast<int>(n) - 1);
    if (last < static_cast<int>(p) + 1)
      continue;
    movableOf[i] = static_cast<int>(movable.size());
    movable.push_back({i, p + 1, static_cast<unsigned>(last)});
  }
  for (NodeId k = 0; k < n; ++k)
    baseCost += graph.node(k).cost[0];
  baseCost = std::max(baseCost, 1.0);
}

CheckpointSets CheckpointSearch::keepEverything() const {
  CheckpointSets all(n + 1, std::vector<uint8_t>(numTensors, 0));
  for (const Movable &m : movable)
    for (unsigned t = m.lo; t <= m.hi; ++t)
      all[t][m.tensor] = 1;
  return all;
}

unsigned CheckpointSearch::measure(State &st, unsigned lo, unsigned hi,
                                   Effort &phase) {
  // Stages lo..hi, and below while what a stage holds changed (a dropped
  // checkpoint frees its run of held ones down to the last reader).
  unsigned lowest = hi + 1;
  bool nextChanged = false;
  for (unsigned t = hi + 1; t-- > 0 && (t >= lo || nextChanged);) {
    meter.held(st.s[t], st.held[t + 1], st.schedule[t], scratch);
    nextChanged = scratch != st.held[t];
    if (nextChanged)
      st.held[t].swap(scratch);
    st.usage[t] = meter.measure(st.held[t], st.held[t + 1], st.schedule[t]);
    lowest = t;
    // A unit per 64 tensors of the rows (the scans vectorize) and two per
    // step: about 15M units a second on the reference machine.
    phase.spend(numTensors / 64 + 2 * st.schedule[t].size());
  }
  // Summed from the stages in order, so that the totals depend on the
  // point alone, not on the moves that led to it.
  st.cost = 0.0;
  uint64_t peak = 0, excess = 0;
  for (const StageUsage &u : st.usage) {
    st.cost += u.cost;
    peak = std::max(peak, u.peak);
    excess += u.excess;
  }
  st.peak = peak;
  st.fits = peak <= budgetBytes;
  st.excess = double(excess) / double(budgetBytes);
  phase.spend(n / 32);
  return lowest;
}

State CheckpointSearch::evaluate(CheckpointSets s, Effort &phase) {
  State st;
  st.schedule = scheduleFromCheckpoints(graph, facts, s);
  st.held.assign(n + 1, std::vector<uint8_t>(numTensors, 0));
  st.held[n] = s[n];
  st.s = std::move(s);
  st.usage.resize(n);
  measure(st, 0, n - 1, phase);
  return st;
}

void CheckpointSearch::record(const State &st, Effort &phase) {
  if (options.onLowerPeak && st.peak < lowestPeak) {
    lowestPeak = st.peak;
    // A simulation: a unit per 64 tensors of each step.
    phase.spend(uint64_t(n) * (numTensors / 64 + 1));
    if (std::optional<Candidate> c =
            evaluateSchedule(graph, st.schedule, st.peak))
      options.onLowerPeak(*c, st.peak);
  }
  // The stages measure what the simulator would (or more, with views), so
  // a point that fits gives a plan that fits; evaluateSchedule checks.
  if (!st.fits || (best && best->cost <= st.cost))
    return;
  if (std::optional<Candidate> c =
          evaluateSchedule(graph, st.schedule, budgetBytes))
    if (!best || c->cost < best->cost) {
      best = std::move(c);
      lastImprovement = iter;
      if (options.onBetter)
        options.onBetter(*best);
    }
}

void CheckpointSearch::set(CheckpointSets &s, unsigned t, TensorId i,
                           uint8_t v) {
  if (s[t][i] == v)
    return;
  s[t][i] = v;
  lo = std::min(lo, t);
  hi = std::max(hi, t);
}

bool CheckpointSearch::move(const State &cur, CheckpointSets &s) {
  double r = unit(rng);
  if (!cur.fits && r < 0.6)
    return dropWhereOverBudget(cur, s);
  if (r < 0.8)
    return keepRecomputed(cur, s);
  flipRun(s);
  return true;
}

/// Drops a checkpoint resident where memory is over the budget, over a run
/// of stages around it.
bool CheckpointSearch::dropWhereOverBudget(const State &cur,
                                           CheckpointSets &s) {
  overStages.clear();
  for (unsigned t = 0; t < n; ++t)
    if (cur.usage[t].excess > 0)
      overStages.push_back(t);
  if (overStages.empty())
    return false;
  unsigned t = overStages[below(overStages.size())];
  std::vector<TensorId> kept;
  for (TensorId i = 0; i < numTensors; ++i)
    if ((s[t][i] || s[t + 1][i]) && movableOf[i] >= 0)
      kept.push_back(i);
  if (kept.empty())
    return false;
  const Movable &m = movable[movableOf[kept[below(kept.size())]]];
  if (!s[t][m.tensor] && t < m.hi)
    ++t;
  if (t < m.lo || t > m.hi)
    return false;
  unsigned a = t, b = t;
  while (a > m.lo && s[a - 1][m.tensor] && unit(rng) < 0.9)
    --a;
  while (b < m.hi && s[b + 1][m.tensor] && unit(rng) < 0.9)
    ++b;
  for (unsigned x = a; x <= b; ++x)
    set(s, x, m.tensor, 0);
  return true;
}

/// Keeps a recomputed result instead of recomputing it, from a run of
/// stages before.
bool CheckpointSearch::keepRecomputed(const State &cur, CheckpointSets &s) {
  std::vector<std::pair<unsigned, NodeId>> recomputed;
  for (unsigned t = 0; t < n; ++t)
    for (NodeId k : cur.schedule[t])
      if (k != t)
        recomputed.push_back({t, k});
  if (recomputed.empty())
    return false;
  auto [t, k] = recomputed[below(recomputed.size())];
  const auto &results = graph.node(k).results;
  if (results.empty())
    return false;
  TensorId i = results[below(results.size())];
  if (movableOf[i] < 0)
    return false;
  const Movable &m = movable[movableOf[i]];
  if (t < m.lo || t > m.hi)
    return false;
  unsigned a = t;
  while (a > m.lo && !s[a - 1][i] && unit(rng) < 0.8)
    --a;
  for (unsigned x = a; x <= t; ++x)
    set(s, x, i, 1);
  return true;
}

/// Flips a random run of one tensor (mostly short ones).
void CheckpointSearch::flipRun(CheckpointSets &s) {
  const Movable &m = movable[below(movable.size())];
  unsigned t = m.lo + static_cast<unsigned>(below(m.hi - m.lo + 1));
  uint8_t v = !s[t][m.tensor];
  double u = unit(rng);
  unsigned len = 1 + static_cast<unsigned>(u * u * (m.hi - m.lo + 1));
  bool forward = unit(rng) < 0.5;
  for (unsigned c = 0; c < len; ++c) {
    unsigned x = forward ? t + c : t - c;
    if (x < m.lo || x > m.hi)
      break;
    set(s, x, m.tensor, v);
  }
}

void CheckpointSearch::run(CheckpointSets startSets, Effort &phase) {
  State cur = evaluate(std::move(startSets), phase);
  record(cur, phase);
  double penalty = 0.05 * baseCost;
  auto objective = [&](const State &st) {
    return st.cost + penalty * st.excess;
  };
  iter = lastImprovement = 0;
  const unsigned maxMoves = options.moves ? options.moves : 3 * maxStall;
  // Moves are made on `next`, which equals `cur` but in the rows and
  // stages syncLo..syncHi, so that a move costs the stages it touches.
  State next = cur;
  unsigned syncLo = 1, syncHi = 0;
  auto sync = [&] {
    for (unsigned t = syncLo; t <= syncHi; ++t) {
      next.s[t] = cur.s[t];
      next.schedule[t] = cur.schedule[t];
      next.held[t] = cur.held[t];
      next.usage[t] = cur.usage[t];
    }
    syncLo = 1;
    syncHi = 0;
  };
  while (!phase.exhausted() && !(options.untilFit && best) &&
         !(best && iter - lastImprovement > maxStall) &&
         !(iter > maxMoves && (!best || options.moves))) {
    ++iter;
    sync();
    // One move, sometimes two or three (a swap of checkpoints).
    lo = n;
    hi = 0;
    double k = unit(rng);
    unsigned numMoves = k < 0.7 ? 1 : (k < 0.9 ? 2 : 3);
    bool moved = false;
    for (unsigned m = 0; m < numMoves; ++m)
      moved |= move(cur, next.s);
    if (!moved) {
      phase.spend(1);
      continue;
    }
    if (lo <= hi) {
      unsigned redone =
          rescheduleCheckpoints(graph, facts, next.s, next.schedule, lo, hi);
      // A unit per 64 tensors of each stage rescheduled.
      phase.spend(uint64_t(hi - redone + 1) * numTensors / 64);
      syncLo = measure(next, redone, hi, phase);
      syncHi = hi;
    } else {
      phase.spend(1);
      // Moves that changed nothing: cur's evaluation stands.
      next.cost = cur.cost;
      next.excess = cur.excess;
      next.peak = cur.peak;
      next.fits = cur.fits;
    }
    record(next, phase);
    // Strategic oscillation: the penalty grows while over budget.
    penalty *= cur.fits ? 0.9995 : 1.0005;
    penalty = std::min(std::max(penalty, 1e-4 * baseCost), 1e3 * baseCost);
    // Moves and work units, never seconds: the same search at the same
    // budget finds the same plan on any machine (what findMinimalBudget's
    // promise rests on).
    double progress =
        options.moves ? double(iter) / maxMoves : phase.progress();
    double temperature = 0.001 * baseCost * std::max(0.0, 1.0 - progress);
    double delta = objective(next) - objective(cur);
    if (delta <= 0 ||
        unit(rng) < std::exp(-delta / std::max(temperature, 1e-12)))
      std::swap(cur, next);
    // Now and then restart from the best plan so far.
    if (best && iter % 2000 == 0 && (!cur.fits || cur.cost > best->cost)) {
      cur = evaluate(checkpointsFromSchedule(graph, facts, best->schedule),
                     phase);
      syncLo = 0;
      syncHi = n - 1;
    }
  }
  if (options.last)
    *options.last = cur.s;
  if (options.movesMade)
    *options.movesMade += iter;
}

std::optional<Candidate> checkmate::searchCheckpoints(
    const RematGraph &graph, const GraphFacts &facts, uint64_t budgetBytes,
    std::vector<CheckpointSets> starts, const SearchOptions &options) {
  if (facts.numNodes == 0 || budgetBytes == 0)
    return std::nullopt;
  CheckpointSearch search(graph, facts, budgetBytes, options);
  if (!search.hasMoves())
    return std::nullopt;
  if (starts.empty())
    starts.push_back(search.keepEverything());
  Effort unbounded;
  Effort &effort = options.effort ? *options.effort : unbounded;
  for (size_t si = 0; si < starts.size(); ++si) {
    Effort phase = effort.share(1.0 / double(starts.size() - si));
    search.run(std::move(starts[si]), phase);
    effort.absorb(phase);
  }
  return search.takeBest();
}

/// The Luby sequence 1 1 2 1 1 2 4 1 1 2 ... (i >= 1): restart lengths
/// within a constant factor of the best fixed length for any distribution of
/// run lengths (Luby, Sinclair, Zuckerman 1993).
static unsigned luby(unsigned i) {
  unsigned k = 1;
  while ((1u << k) - 1 < i)
    ++k;
  if (i == (1u << k) - 1)
    return 1u << (k - 1);
  return luby(i - (1u << (k - 1)) + 1);
}

std::optional<Candidate> checkmate::firstFit(const RematGraph &graph,
                                             const GraphFacts &facts,
                                             uint64_t budgetBytes,
                                             Effort &effort,
                                             uint64_t firstSeed,
                                             unsigned *moves,
                                             LowerPeakFn onLowerPeak,
                                             uint64_t lowerPeakBelow) {
  // The moves a search needs until its first fit are heavy-tailed across
  // seeds: a few thousand for most, none in tens of thousands for others.
  // So restarts, each with the next seed, in Luby's lengths; 16 units of
  // moves in all before the budget is given up as out of reach.
  const unsigned unit = 1000 + 40 * facts.numNodes;
  unsigned unitsLeft = 16;
  auto lowered = [&](const Candidate &c, uint64_t peak) {
    lowerPeakBelow = peak;
    onLowerPeak(c, peak);
  };
  for (unsigned run = 1; unitsLeft > 0 && !effort.exhausted(); ++run) {
    unsigned units = std::min(luby(run), unitsLeft);
    unitsLeft -= units;
    SearchOptions options;
    options.effort = &effort;
    options.seed = firstSeed + run - 1;
    options.moves = unit * units;
    options.untilFit = true;
    options.movesMade = moves;
    // Each start reports only peaks below all of the starts before.
    options.lowerPeakBelow = lowerPeakBelow;
    if (onLowerPeak)
      options.onLowerPeak = lowered;
    if (std::optional<Candidate> c =
            searchCheckpoints(graph, facts, budgetBytes, {}, options))
      return c;
  }
  return std::nullopt;
}

std::optional<Candidate>
checkmate::fitNear(const RematGraph &graph, const GraphFacts &facts,
                   uint64_t budgetBytes, const StageSchedule &from,
                   Effort &effort, unsigned moves, uint64_t seed,
                   LowerPeakFn onLowerPeak, uint64_t lowerPeakBelow) {
  SearchOptions options;
  options.effort = &effort;
  options.moves = moves;
  options.seed = seed;
  options.onLowerPeak = onLowerPeak;
  options.lowerPeakBelow = lowerPeakBelow;
  options.untilFit = true;
  return searchCheckpoints(graph, facts, budgetBytes,
                           {checkpointsFromSchedule(graph, facts, from)},
                           options);
}

bool checkmate::searchSeeds(const RematGraph &graph, const GraphFacts &facts,
                            uint64_t budgetBytes, Effort &effort,
                            uint64_t seed,
                            llvm::function_ref<void(const Candidate &)> offer,
                            uint64_t unitsAfterFit) {
  // The work once the first plan is found: a share of `effort`'s.
  std::optional<Effort> afterFit;
  for (unsigned k = 0; k <= 6; ++k) {
    Effort &work = afterFit ? *afterFit : effort;
    if (work.exhausted())
      break;
    unsigned moves = 0;
    std::optional<Candidate> fit =
        firstFit(graph, facts, budgetBytes, work, 1000 * k, &moves);
    if (!fit) {
      if (k == 0)
        return false; // The others would fail alike.
      continue;
    }
    if (!afterFit)
      afterFit = effort.shareUpTo(unitsAfterFit);
    SearchOptions options;
    options.effort = &*afterFit;
    options.seed = seed + k;
    options.moves = std::max<unsigned>(moves, 20 * facts.numNodes);
    // Every cheaper plan on the way, the start included: post-passes may
    // make one cheaper than the last.
    options.onBetter = offer;
    if (!searchCheckpoints(
            graph, facts, budgetBytes,
            {checkpointsFromSchedule(graph, facts, fit->schedule)}, options))
      offer(*fit);
  }
  if (afterFit)
    effort.absorb(*afterFit);
  return true;
}
