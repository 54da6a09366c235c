//===- ScheduleBuilder.h - Executes a graph, recomputing on demand -*- C++ -*-//
//
// The engine shared by the heuristic planners (internal to lib/Planners): it
// runs the nodes in id order like the baseline, frees every tensor after its
// last use, and when an operand was dropped earlier, recomputes it from what
// is resident (recursively, pinning what the pending computations need). The
// policy of what to drop, and when, is left to subclasses.
//
// Hints make some tensors impossible to recompute (keep, neverRecompute).
// Freeing such a tensor after its last use would strand whatever may need
// it recomputed later, so, as DTR's banishing does, it is freed only when
// no dropped tensor still needed descends from it, and the resident
// tensors that descend from it are locked (never dropped before their own
// last use). Until then it stays resident.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_PLANNERS_SCHEDULEBUILDER_H
#define REMAT_LIB_PLANNERS_SCHEDULEBUILDER_H

#include "remat/Graph/Plan.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <vector>

namespace remat {

class ScheduleBuilder {
public:
  explicit ScheduleBuilder(const RematGraph &graph);
  virtual ~ScheduleBuilder();

  /// Executes every node, then brings back the outputs that were dropped.
  /// Returns false when makeRoom() could not make room, or the plan would
  /// compute more than maxComputes times.
  bool run();
  Plan takePlan() { return std::move(plan); }

protected:
  /// Called before a computation allocates `bytes` more; returns false when
  /// the policy cannot make room (by evict()ing unpinned tensors).
  virtual bool makeRoom(uint64_t bytes) = 0;
  /// Called after node `step` of the order ran with the tensors it (and the
  /// recomputations it needed) read or wrote.
  virtual void afterStep(NodeId step, llvm::ArrayRef<TensorId> touched) {}
  /// Called when `t` becomes resident and when it is dropped.
  virtual void onResident(TensorId t) {}
  virtual void onDrop(TensorId t) {}
  /// Called when resident `t` stops being evictable (see the file comment).
  virtual void onLocked(TensorId t) {}

  /// Drops `t` (resident, not pinned) from memory: a Free event.
  void evict(TensorId t);
  /// Whether dropping `t` may be undone by recomputing it: it has a producer
  /// whose hints allow both, and it is not locked.
  bool isEvictable(TensorId t) const;
  /// The buffer `t` (resident) lives in.
  uint32_t bufferOf(TensorId t) const { return buffer[t]; }
  /// Bytes that dropping `t` frees now: 0 unless it is the only resident
  /// tensor of its buffer. (A buffer is one computation of an alias class's
  /// root, as in the simulator: recomputing the root while views of its
  /// earlier copy are resident makes a second one.)
  uint64_t bytesFreedBy(TensorId t) const;
  /// The alias classes of two or more tensors: the members of root[t]'s
  /// class, in id order (empty for a tensor alone in its storage).
  llvm::ArrayRef<TensorId> classOf(TensorId t) const;
  /// Whether `m` is resident in the buffer of `t` (resident).
  bool sharesBuffer(TensorId m, TensorId t) const {
    return resident[m] && buffer[m] == buffer[t];
  }
  /// Bytes that dropping every resident member of `t`'s buffer frees: its
  /// storage where none is pinned and `mayDrop` allows each, else 0. A
  /// tensor and its views resident together free nothing member by member.
  uint64_t bytesFreedByClass(TensorId t,
                             llvm::function_ref<bool(TensorId)> mayDrop) const;
  /// Drops every resident member of `t`'s buffer.
  void evictClass(TensorId t);
  /// The first node of the order after the current step reading `t`, or
  /// kNone when no later node reads it.
  NodeId nextUse(TensorId t);

  /// Drop a tensor as soon as a (re)computation made it dead (no later
  /// reader, nothing pending needs it) rather than when the step ends: a
  /// policy that never evicts under pressure (chen) would otherwise hold
  /// every intermediate of a long recomputation at once.
  bool freeDeadDuringRecompute = false;
  /// Keep a tensor read by no later node while a dropped tensor still needed
  /// descends from it (it stays evictable): offline the engine knows that a
  /// recomputation will read it, which freeing it would make recurse
  /// (DTROptions::keepForRecompute).
  bool keepForRecompute = false;
  /// The most computations a plan may make: a policy that never runs out of
  /// room (chen) has no other bound on its recomputations.
  uint64_t maxComputes = UINT64_MAX;

  /// The earliest step at which a dropped tensor still needed, descending
  /// from `t` through dropped tensors, is read: `step` where a pending
  /// computation wants one, numNodes() for an output; kNone if none, and
  /// nullopt where the walk was cut short (kMaxWalk tensors). Adds the
  /// tensors it met to `walked`; `residentMet`, if given, receives the
  /// resident ones.
  std::optional<NodeId> neededDescendant(
      TensorId t, bool firstOnly,
      llvm::SmallVectorImpl<TensorId> *residentMet = nullptr);
  /// Tensors met by neededDescendant's walks, for the policies' work count.
  uint64_t walked = 0;

  const RematGraph &graph;
  std::vector<uint8_t> resident;
  std::vector<uint32_t> pins;
  std::vector<uint64_t> lastAccess; ///< Clock of the last read or write.
  uint64_t clock = 0;               ///< Compute events so far.
  double computedCost = 0.0;        ///< Their summed cost[0].
  uint64_t residentBytes = 0;
  NodeId step = 0; ///< The node of the order being executed.

private:
  bool computeWithDeps(NodeId root);
  /// Starts a buffer.
  uint32_t newBuffer();
  /// bufferSource (Simulator.h) among the resident tensors.
  TensorId bufferSourceOf(const Node &node, TensorId r) const;
  void makeResident(TensorId t, uint32_t b);
  /// Frees `t` (resident, unpinned, read by no later node) unless a dropped
  /// tensor still needed descends from it and it cannot be recomputed (or
  /// keepForRecompute). Returns whether it did.
  bool freeDead(TensorId t);
  void cleanup();

  std::vector<TensorId> root;
  std::vector<uint32_t> buffer;      ///< Per resident tensor: its buffer.
  std::vector<uint32_t> bufferCount; ///< Per buffer: resident tensors.
  /// classOf's lists: members of root r in classList[classStart[r] ..
  /// classStart[r + 1]).
  std::vector<uint32_t> classStart;
  std::vector<TensorId> classList;
  std::vector<uint32_t> usePos; ///< Index into users of the next use.
  /// Per tensor: pending computations that read it (freeDeadDuringRecompute).
  std::vector<uint32_t> wanted;
  std::vector<TensorId> touched;
  /// Per tensor: whether it cannot be recomputed: a graph input, a result
  /// of a node hinted keep or neverRecompute, or locked by freeDead.
  std::vector<uint8_t> locked;
  /// Dead tensors that freeDead kept resident: tried again at each step.
  std::vector<TensorId> deferred;
  /// neededDescendant's visit marks, by epoch.
  std::vector<uint32_t> visited;
  uint32_t epoch = 0;
  Plan plan;
};

} // namespace remat

#endif // REMAT_LIB_PLANNERS_SCHEDULEBUILDER_H
