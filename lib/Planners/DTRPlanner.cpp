//===- DTRPlanner.cpp - Dynamic Tensor Rematerialization ------------------===//
//
// DTR (Kirisame et al. 2021) run offline: the nodes execute in id order and,
// when an allocation does not fit the budget, the resident tensor with the
// smallest h = cost / (bytes * staleness) is evicted; evicted operands are
// recomputed on access. The cost uses DTR's e* approximation: the cost of a
// tensor plus the cost of the evicted tensors around it, kept as equivalence
// classes of evicted neighbours in a union-find. With a host link, DELTA's
// choice follows (SwapImprover.cpp): an eviction whose recomputation costs
// more than a swap's exposed copy time becomes an offload and a prefetch.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"
#include "ScheduleBuilder.h"

#include "remat/Planners/MinimalBudget.h"
#include "remat/Planners/Planners.h"

#include "llvm/ADT/SmallVector.h"

#include <chrono>
#include <limits>

using namespace llvm;

namespace remat {

namespace {

class DTRBuilder : public ScheduleBuilder {
public:
  DTRBuilder(const RematGraph &graph, uint64_t budget, const DTROptions &opts)
      : ScheduleBuilder(graph), budget(budget), opts(opts),
        candPos(graph.numTensors(), kNone), ufOf(graph.numTensors(), kNone),
        unitsPerCandidate(dtrUnitsPerCandidate(graph)),
        rng(opts.seed * 2654435761u + 0x9e3779b9u) {
    keepForRecompute = opts.keepForRecompute;
  }

private:
  bool makeRoom(uint64_t bytes) override;
  void onResident(TensorId t) override;
  void onDrop(TensorId t) override;
  void onLocked(TensorId t) override { removeCandidate(t); }
  void removeCandidate(TensorId t);

  double cost(TensorId t) const {
    return graph.node(graph.tensor(t).producer).cost[0];
  }
  /// Whether `t` is one of the tensors DTR may evict.
  bool isCandidate(TensorId t) const { return candPos[t] != kNone; }
  uint64_t classBytes(TensorId t) const {
    return bytesFreedByClass(t, [&](TensorId m) { return isCandidate(m); });
  }
  /// DTR's h of evicting `t`, or its whole alias class, freeing `freed`.
  double score(TensorId t, uint64_t freed, bool wholeClass);
  double evictedNeighbourhoodCost(TensorId t);
  uint32_t find(uint32_t x);
  void unite(uint32_t a, uint32_t b);
  uint32_t random() {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
  }

  uint64_t budget;
  DTROptions opts;
  /// Resident tensors that may be evicted, with their positions.
  std::vector<TensorId> cands;
  std::vector<uint32_t> candPos;
  /// e*: the union-find element of each evicted tensor (kNone if resident);
  /// an element keeps the summed cost of its class.
  std::vector<uint32_t> ufOf, ufParent;
  std::vector<double> ufCost;
  /// Neighbours visited by evictedNeighbourhoodCost since the last charge:
  /// on graphs of wide fan-in they, not the candidates, are the work.
  uint64_t neighboursVisited = 0;
  /// The eviction scan (numbered by `scans`) that last scored a class, by
  /// buffer: each buffer of a class is scored once per scan.
  std::vector<uint64_t> classScanned;
  uint64_t scans = 0;
  uint64_t unitsPerCandidate;
  uint32_t rng;
};

} // namespace

uint32_t DTRBuilder::find(uint32_t x) {
  while (ufParent[x] != x) {
    ufParent[x] = ufParent[ufParent[x]];
    x = ufParent[x];
  }
  return x;
}

void DTRBuilder::unite(uint32_t a, uint32_t b) {
  a = find(a);
  b = find(b);
  if (a == b)
    return;
  ufParent[b] = a;
  ufCost[a] += ufCost[b];
}

void DTRBuilder::onResident(TensorId t) {
  if (ufOf[t] != kNone) {
    // Like DTR, classes are not split when a member comes back; its cost
    // simply leaves the class.
    ufCost[find(ufOf[t])] -= cost(t);
    ufOf[t] = kNone;
  }
  if (isEvictable(t) && candPos[t] == kNone) {
    candPos[t] = cands.size();
    cands.push_back(t);
  }
}

void DTRBuilder::removeCandidate(TensorId t) {
  if (candPos[t] == kNone)
    return;
  TensorId last = cands.back();
  cands[candPos[t]] = last;
  candPos[last] = candPos[t];
  cands.pop_back();
  candPos[t] = kNone;
}

void DTRBuilder::onDrop(TensorId t) {
  removeCandidate(t);
  if (graph.tensor(t).producer == kNone)
    return;
  uint32_t elem = ufParent.size();
  ufParent.push_back(elem);
  ufCost.push_back(cost(t));
  ufOf[t] = elem;
  const Node &producer = graph.node(graph.tensor(t).producer);
  for (TensorId op : producer.operands)
    if (ufOf[op] != kNone)
      unite(elem, ufOf[op]);
  for (NodeId u : graph.tensor(t).users)
    for (TensorId r : graph.node(u).results)
      if (ufOf[r] != kNone)
        unite(elem, ufOf[r]);
}

double DTRBuilder::evictedNeighbourhoodCost(TensorId t) {
  SmallVector<uint32_t, 8> classes;
  auto add = [&](TensorId n) {
    ++neighboursVisited;
    if (ufOf[n] == kNone)
      return;
    uint32_t c = find(ufOf[n]);
    neighboursVisited += classes.size();
    if (!llvm::is_contained(classes, c))
      classes.push_back(c);
  };
  for (TensorId op : graph.node(graph.tensor(t).producer).operands)
    add(op);
  for (NodeId u : graph.tensor(t).users)
    for (TensorId r : graph.node(u).results)
      add(r);
  double sum = 0.0;
  for (uint32_t c : classes)
    sum += std::max(0.0, ufCost[c]);
  return sum;
}

double DTRBuilder::score(TensorId t, uint64_t freed, bool wholeClass) {
  // A class goes as a whole: its members' costs, its most recent access and
  // its next reader.
  double own = cost(t);
  NodeId next = nextUse(t);
  uint64_t last = lastAccess[t];
  if (wholeClass) {
    own = 0.0;
    for (TensorId m : classOf(t)) {
      if (!sharesBuffer(m, t))
        continue;
      own += cost(m);
      last = std::max(last, lastAccess[m]);
      NodeId u = nextUse(m);
      if (u != kNone && (next == kNone || u < next))
        next = u;
      ++neighboursVisited;
    }
  }
  // Kept for a recomputation: read when that is.
  if (next == kNone && keepForRecompute && !graph.tensor(t).isOutput &&
      !wholeClass)
    next = neededDescendant(t, /*firstOnly=*/false).value_or(kNone);
  if (next == kNone && !graph.tensor(t).isOutput && !wholeClass)
    return -1.0; // Read by nobody any more: free to drop.
  double bytes = static_cast<double>(freed);
  double staleness = static_cast<double>(clock - last + 1);
  // Outputs only return at the end of the plan.
  double distance =
      static_cast<double>((next == kNone ? graph.numNodes() : next) - step + 1);
  double h = 0.0;
  switch (opts.score) {
  case EvictionScore::DTR:
    h = (own + evictedNeighbourhoodCost(t)) / (bytes * staleness);
    break;
  case EvictionScore::DTRLocal:
    h = own / (bytes * staleness);
    break;
  case EvictionScore::NextUse:
    h = (own + evictedNeighbourhoodCost(t)) / (bytes * distance);
    break;
  case EvictionScore::NextUseLocal:
    h = own / (bytes * distance);
    break;
  case EvictionScore::SizeNextUse:
    h = 1.0 / (bytes * distance);
    break;
  }
  if (opts.noise > 0.0)
    h *= 1.0 + opts.noise * (2.0 * (random() / 4294967296.0) - 1.0);
  return h;
}

bool DTRBuilder::makeRoom(uint64_t bytes) {
  if (opts.maxCost > 0.0 && computedCost > opts.maxCost &&
      residentBytes + bytes > budget)
    return false;
  while (residentBytes + bytes > budget) {
    ++scans;
    TensorId best = kNone;
    bool bestIsClass = false;
    double bestScore = std::numeric_limits<double>::infinity();
    auto consider = [&](TensorId t) {
      if (pins[t] != 0)
        return;
      // A tensor and its views resident together free their storage only
      // together: such a class is a candidate of its own.
      uint64_t freed = bytesFreedBy(t);
      bool wholeClass = freed == 0;
      if (wholeClass) {
        // Once per buffer and eviction, through whichever member comes.
        uint32_t b = bufferOf(t);
        if (b >= classScanned.size())
          classScanned.resize(b + 1, 0);
        if (!opts.evictClasses || classScanned[b] == scans)
          return;
        classScanned[b] = scans;
        neighboursVisited += classOf(t).size();
        freed = classBytes(t);
        if (freed == 0)
          return;
      }
      double h = score(t, freed, wholeClass);
      if (h < bestScore || best == kNone) {
        bestScore = h;
        best = t;
        bestIsClass = wholeClass;
      }
    };
    size_t n = cands.size();
    uint64_t scanned = n;
    if (opts.maxCandidates == 0 || n <= opts.maxCandidates) {
      for (size_t i = 0; i < n; ++i)
        consider(cands[i]);
    } else {
      for (unsigned i = 0; i < opts.maxCandidates; ++i)
        consider(cands[random() % n]);
      // A sample of only pinned tensors is no proof that nothing fits.
      scanned = opts.maxCandidates;
      if (best == kNone) {
        for (size_t i = 0; i < n; ++i)
          consider(cands[i]);
        scanned += n;
      }
    }
    if (best == kNone)
      return false;
    if (bestIsClass)
      evictClass(best);
    else
      evict(best);
    // A unit per candidate scored, and per 8 evicted neighbours compared
    // (wide fan-in): the work that grows with the graph.
    uint64_t work =
        unitsPerCandidate * (scanned + 1 + neighboursVisited / 8 + walked);
    neighboursVisited = 0;
    walked = 0;
    if (opts.effort && !opts.effort->spend(work))
      return false;
  }
  return true;
}

std::optional<Plan> runDTR(const RematGraph &graph, uint64_t budget,
                           const DTROptions &options) {
  DTRBuilder builder(graph, budget, options);
  if (!builder.run())
    return std::nullopt;
  return builder.takePlan();
}

DTROptions dtrPlannerOptions(const RematGraph &graph, unsigned seed) {
  DTROptions options;
  // Sampling keeps DTR near-linear on large graphs (DTR's own choice).
  options.maxCandidates = dtrCandidateSample(graph);
  options.seed = seed;
  options.maxCost = kDTRMaxCostFactor * graph.totalCost();
  return options;
}

DTROptions dtrLastResortOptions(const RematGraph &graph, unsigned seed) {
  DTROptions options = dtrPlannerOptions(graph, seed);
  options.keepForRecompute = true;
  return options;
}

namespace {

/// The work of DELTA's swaps after the run, at effort 1, in seconds of the
/// reference machine (Effort.h).
constexpr double kSwapSeconds = 1.0;

class DTRPlanner : public Planner {
public:
  StringRef getName() const override { return "dtr"; }
  PlanResult solve(const RematGraph &graph, const Budget &budget) override {
    auto start = std::chrono::steady_clock::now();
    PlanResult result;
    if (std::optional<PlanResult> early = checkBudgetLowerBound(graph, budget))
      return *early;
    DTROptions options = dtrPlannerOptions(graph, budget.seed);
    Effort effort = Effort::forSearch(kDTRRunSeconds, budget.effort, start,
                                      budget.timeLimitSeconds);
    options.effort = &effort;
    std::optional<Plan> plan = runDTR(graph, budget.bytes, options);
    // Where it thrashes, again keeping what recomputations will read, with
    // work of its own (random layered graphs: n1000 at 99% of the peak).
    Effort keepEffort = Effort::forSearch(kDTRRunSeconds, budget.effort, start,
                                          budget.timeLimitSeconds);
    if (!plan && !effort.timedOut()) {
      DTROptions lastResort = dtrLastResortOptions(graph, budget.seed);
      lastResort.effort = &keepEffort;
      plan = runDTR(graph, budget.bytes, lastResort);
    }
    if (plan) {
      // DELTA: each eviction either recomputes or swaps, whichever is faster.
      Effort swaps = Effort::forSearch(kSwapSeconds, budget.effort, start,
                                       budget.timeLimitSeconds);
      result = finalizePlan(
          graph, budget, addSwaps(graph, budget.bytes, std::move(*plan), swaps));
      result.timeLimitHit = swaps.timedOut();
    } else {
      result.status = PlanStatus::Infeasible;
      result.message = "dtr found no plan within " +
                       std::to_string(budget.bytes) + " bytes";
      if (effort.timedOut() || keepEffort.timedOut())
        result.message += " before the time limit";
      else if (keepEffort.exhausted())
        result.message += " within its work limit";
      else
        result.message += " costing at most " +
                          std::to_string(int(kDTRMaxCostFactor)) +
                          " times the step";
    }
    result.timeLimitHit |= effort.timedOut() || keepEffort.timedOut();
    result.solveSeconds = std::chrono::duration<double>(
                              std::chrono::steady_clock::now() - start)
                              .count();
    return result;
  }
};

} // namespace

std::unique_ptr<Planner> createDTRPlanner() {
  return std::make_unique<DTRPlanner>();
}

} // namespace remat
