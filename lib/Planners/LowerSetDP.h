//===- LowerSetDP.h - Kusumoto et al.'s lower-set strategies -----*- C++ -*-===//
//
// Private to lib/Planners (and its unit tests): the plan class and dynamic
// program of Kusumoto et al., "A Graph Theoretic Framework of Recomputation
// Algorithms for Memory-Efficient Backpropagation" (NeurIPS 2019), reduced to
// a RematGraph training step.
//
// Reduction. The forward graph F is the set of nodes not marked isBackward;
// the graph must list all of F before the backward nodes B, and every
// backward node must depend on a forward node. A strategy is a chain
// of lower sets of F (closed under forward predecessors)
//     {} = L0 < L1 < ... < Lk = F,   segments Vi = Li \ L(i-1).
// A backward node b belongs to group seg(b) = the segment of the latest
// forward node it reads (b's "forward reads"; those of the backward nodes it
// reads when it reads no forward node); every Li must be admissible: when a
// backward node b' has all its forward reads in Li, so does every backward
// reader of b's results (this makes "groups in decreasing order" a
// topological order).
// The plan of a chain:
//   forward phase, i = 1..k: compute Vi in id order. A node of Vi is kept
//     (its results stay resident until the end of group i) when it is in the
//     last segment, is an output, carries a keep / never-recompute hint, or
//     has a reader outside Vi and group i; other results are freed after
//     their last reader in Vi.
//   backward phase, i = k..1: free kept results of Vi that group i does not
//     read; recompute, in id order, the non-kept nodes of Vi whose results
//     group i (transitively) needs; run group i in id order; free every
//     tensor after its last reader of the group, backward results when no
//     later group reads them. Outputs and inputs are never freed.
// Memory decomposes: the peak of segment i's forward part and of group i is
//     inputs + sum_{j<i} kept(Vj) + local(L(i-1), Li),
// where kept() and local() depend on the two lower sets only; the overhead
// is the sum of the recomputed nodes' costs. Hence the DP: for each lower set
// L, the Pareto front of (kept bytes so far, overhead); a transition L -> L'
// is allowed when the kept bytes so far plus local(L, L') fit the budget.
// The exact variant ("dp") uses every admissible lower set (refusing graphs
// with more than a limit); the approximate one ("dp-approx") uses the id
// prefixes of F and the principal lower sets (a node and its ancestors).
//
// The plan class recomputes each forward node at most once (in its group),
// like the paper. Checkmate's stage model also allows recomputing several
// times. On training graphs whose forward part is a chain, the prefixes are
// the only lower sets and every plan of the class is a plan of the stage
// model (first computations in id order, one computation per stage), so the
// DP's optimum is never below the MILP's. The converse is the claim the unit
// tests check on training chains (3 to 7 layers, unit and uneven sizes and
// costs, every feasible budget): whenever the MILP's optimal plan computes
// no node more than twice, the DP's optimum equals it. It is verified on
// those graphs, not proven in general. On forward graphs that are not
// chains, the chain order may differ from the id order and the two models
// are incomparable; the DP is then checked against enumeration only.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_PLANNERS_LOWERSETDP_H
#define REMAT_LIB_PLANNERS_LOWERSETDP_H

#include "Effort.h"

#include "remat/Graph/Plan.h"
#include "remat/Graph/RematGraph.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <vector>

namespace remat {
namespace lowerset {

/// A set of forward nodes, as one flag per forward node.
using NodeSet = std::vector<uint8_t>;

/// Evaluation of one segment L -> L' of a chain.
struct Segment {
  uint64_t keptBytes = 0;     ///< kept(V): stays resident into later segments.
  double recomputeCost = 0.0; ///< Cost of the nodes recomputed in its group.
  uint64_t localPeak = 0;     ///< local(L, L'): peak above inputs + kept so far.
  Plan forwardEvents, backwardEvents;
};

class LowerSetModel {
public:
  /// Checks the reduction's preconditions.
  static llvm::Expected<LowerSetModel> create(const RematGraph &graph);

  unsigned numForward() const { return numFwd; }
  /// Whether `set` is closed under forward predecessors.
  bool isLowerSet(const NodeSet &set) const;
  /// Whether `set` keeps the backward groups in a topological order.
  bool isAdmissible(const NodeSet &set) const;
  /// Evaluates the segment from `lower` to `upper` (a strict superset).
  Segment evaluate(const NodeSet &lower, const NodeSet &upper,
                   bool withEvents) const;
  /// The plan of a chain (each set a strict superset of the previous; the
  /// last is F) and its predicted peak.
  Plan buildPlan(const std::vector<NodeSet> &chain,
                 uint64_t *predictedPeak = nullptr) const;

  /// All lower sets of F, or std::nullopt beyond `limit`.
  std::optional<std::vector<NodeSet>> enumerateLowerSets(size_t limit) const;
  /// The approximate family: id prefixes and principal lower sets.
  std::vector<NodeSet> approximateFamily() const;

  struct Solution {
    std::vector<NodeSet> chain;
    double overhead = 0.0;
    uint64_t peak = 0; ///< Predicted, as buildPlan() predicts it.
  };
  /// The cheapest chain over `family` (which must contain F) whose peak
  /// fits `budget`; std::nullopt when none does, or when `effort` runs out
  /// first (see ChainSearch).
  std::optional<Solution> solve(const std::vector<NodeSet> &family,
                                uint64_t budget,
                                Effort *effort = nullptr) const;

  const RematGraph &getGraph() const { return *graph; }
  /// Bytes of the graph inputs, resident throughout.
  uint64_t getInputBytes() const { return inputBytes; }

private:
  explicit LowerSetModel(const RematGraph &graph) : graph(&graph) {}

  uint64_t tensorBytes(TensorId t) const;
  bool allForwardReadsIn(NodeId b, const NodeSet &set) const;

  const RematGraph *graph;
  unsigned numFwd = 0;
  uint64_t inputBytes = 0;
  /// Per backward node (indexed by id - numFwd): forward nodes it reads.
  std::vector<std::vector<NodeId>> forwardReads;
  /// Per forward node: forward predecessors.
  std::vector<std::vector<NodeId>> forwardPreds;
};

/// LowerSetModel::solve() over one family at several budgets: the segments
/// between its lower sets do not depend on the budget, so each is evaluated
/// once, when a solve first reaches the lower set it starts from.
class ChainSearch {
public:
  ChainSearch(const LowerSetModel &model, const std::vector<NodeSet> &family);
  std::optional<LowerSetModel::Solution> solve(uint64_t budget,
                                               Effort *effort = nullptr);

private:
  /// Work: a unit per segment evaluated, per this many nodes of the graph;
  /// and per 64 pairs of a segment and an entry of a front that solve()
  /// extends.
  static constexpr unsigned kNodesPerUnit = 2;

  /// A segment from a lower set to the larger state `to`, as solve() uses it.
  struct Step {
    unsigned to;
    uint64_t keptBytes, localPeak;
    double recomputeCost;
  };
  /// Evaluates the segments out of state `s` once; false when `effort`
  /// runs out first (nothing is kept then).
  bool expand(size_t s, Effort &effort);

  const LowerSetModel &model;
  std::vector<NodeSet> states;
  std::vector<unsigned> sizes;
  std::vector<std::optional<std::vector<Step>>> successors;
};

} // namespace lowerset
} // namespace remat

#endif // REMAT_LIB_PLANNERS_LOWERSETDP_H
