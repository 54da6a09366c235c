//===- ScheduleBuilder.cpp - Executes a graph, recomputing on demand ------===//

#include "ScheduleBuilder.h"

#include "remat/Graph/Simulator.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cassert>

using namespace llvm;

namespace remat {

ScheduleBuilder::ScheduleBuilder(const RematGraph &graph)
    : graph(graph), resident(graph.numTensors(), 0),
      pins(graph.numTensors(), 0), lastAccess(graph.numTensors(), 0),
      root(graph.numTensors()), buffer(graph.numTensors(), 0),
      usePos(graph.numTensors(), 0), wanted(graph.numTensors(), 0),
      locked(graph.numTensors(), 0), visited(graph.numTensors(), 0) {
  for (TensorId t = 0; t < graph.numTensors(); ++t) {
    root[t] = graph.storageOf(t);
    NodeId p = graph.tensor(t).producer;
    locked[t] = p == kNone || graph.node(p).hints.keep ||
                graph.node(p).hints.neverRecompute;
  }
  // Counting sort of the tensors by root; singletons get empty lists.
  std::vector<uint32_t> size(graph.numTensors(), 0);
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    ++size[root[t]];
  classStart.assign(graph.numTensors() + 1, 0);
  for (TensorId r = 0; r < graph.numTensors(); ++r)
    classStart[r + 1] = classStart[r] + (size[r] > 1 ? size[r] : 0);
  classList.resize(classStart.back());
  std::vector<uint32_t> fill(classStart.begin(), classStart.end() - 1);
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (size[root[t]] > 1)
      classList[fill[root[t]]++] = t;
  plan.reserve(3 * graph.numNodes());
}

ScheduleBuilder::~ScheduleBuilder() = default;

uint32_t ScheduleBuilder::newBuffer() {
  bufferCount.push_back(0);
  return bufferCount.size() - 1;
}

TensorId ScheduleBuilder::bufferSourceOf(const Node &node, TensorId r) const {
  return bufferSource(node, r, root,
                      [&](TensorId t) { return resident[t] != 0; });
}

void ScheduleBuilder::makeResident(TensorId t, uint32_t b) {
  resident[t] = 1;
  buffer[t] = b;
  if (bufferCount[b]++ == 0)
    residentBytes += graph.tensor(root[t]).bytes;
  onResident(t);
}

void ScheduleBuilder::evict(TensorId t) {
  assert(resident[t] && pins[t] == 0 && "can only drop unpinned tensors");
  plan.push_back(Event::free(t));
  resident[t] = 0;
  if (--bufferCount[buffer[t]] == 0)
    residentBytes -= graph.tensor(root[t]).bytes;
  onDrop(t);
}

bool ScheduleBuilder::isEvictable(TensorId t) const { return !locked[t]; }

/// Tensors neededDescendant walks at most: its walks run at tensors' deaths
/// and at DTR's scores.
static constexpr unsigned kMaxWalk = 1024;

std::optional<NodeId> ScheduleBuilder::neededDescendant(
    TensorId t, bool firstOnly, SmallVectorImpl<TensorId> *residentMet) {
  ++epoch;
  visited[t] = epoch;
  NodeId earliest = kNone;
  unsigned met = 0;
  SmallVector<TensorId, 16> stack{t};
  while (!stack.empty()) {
    TensorId x = stack.pop_back_val();
    for (NodeId u : graph.tensor(x).users)
      for (TensorId r : graph.node(u).results) {
        if (visited[r] == epoch)
          continue;
        visited[r] = epoch;
        ++walked;
        if (++met > kMaxWalk)
          return std::nullopt;
        if (resident[r]) {
          // Recomputed from nothing dropped: only dropping it strands.
          if (residentMet)
            residentMet->push_back(r);
          continue;
        }
        NodeId at = wanted[r] != 0 ? step : nextUse(r);
        if (at == kNone && graph.tensor(r).isOutput)
          at = graph.numNodes();
        if (at != kNone) {
          earliest = std::min(earliest, at);
          if (firstOnly)
            return earliest;
        }
        stack.push_back(r);
      }
  }
  return earliest;
}

bool ScheduleBuilder::freeDead(TensorId t) {
  if (locked[t]) {
    SmallVector<TensorId, 16> descendants;
    // A walk cut short counts as needed: it stays resident.
    if (neededDescendant(t, /*firstOnly=*/true, &descendants) != kNone) {
      if (!llvm::is_contained(deferred, t))
        deferred.push_back(t);
      return false;
    }
    for (TensorId r : descendants)
      if (!locked[r]) {
        locked[r] = 1;
        onLocked(r);
      }
  } else if (keepForRecompute) {
    // A walk cut short counts as not needed: it is freed, as without.
    std::optional<NodeId> need = neededDescendant(t, /*firstOnly=*/true);
    if (need && *need != kNone)
      return false;
  }
  evict(t);
  return true;
}

uint64_t ScheduleBuilder::bytesFreedBy(TensorId t) const {
  return bufferCount[buffer[t]] == 1 ? graph.tensor(root[t]).bytes : 0;
}

ArrayRef<TensorId> ScheduleBuilder::classOf(TensorId t) const {
  TensorId r = root[t];
  return ArrayRef<TensorId>(classList).slice(
      classStart[r], classStart[r + 1] - classStart[r]);
}

uint64_t ScheduleBuilder::bytesFreedByClass(
    TensorId t, function_ref<bool(TensorId)> mayDrop) const {
  bool any = false;
  for (TensorId m : classOf(t)) {
    if (!sharesBuffer(m, t))
      continue;
    if (pins[m] != 0 || !mayDrop(m))
      return 0;
    any = true;
  }
  return any ? graph.tensor(root[t]).bytes : 0;
}

void ScheduleBuilder::evictClass(TensorId t) {
  uint32_t b = buffer[t];
  for (TensorId m : classOf(t))
    if (resident[m] && buffer[m] == b)
      evict(m);
}

NodeId ScheduleBuilder::nextUse(TensorId t) {
  const std::vector<NodeId> &users = graph.tensor(t).users;
  uint32_t &pos = usePos[t];
  while (pos < users.size() && users[pos] <= step)
    ++pos;
  return pos < users.size() ? users[pos] : kNone;
}

bool ScheduleBuilder::computeWithDeps(NodeId target) {
  // Depth-first over missing operands with an explicit stack: long chains of
  // dropped tensors must not overflow the call stack. A frame pins each
  // operand once it is resident, so recomputing a sibling cannot drop it.
  struct Frame {
    NodeId node;
    std::vector<uint8_t> pinned;
    unsigned next = 0;
  };
  std::vector<Frame> stack;
  auto push = [&](NodeId n) {
    const std::vector<TensorId> &ops = graph.node(n).operands;
    Frame f{n, std::vector<uint8_t>(ops.size(), 0)};
    for (size_t j = 0; j < ops.size(); ++j) {
      ++wanted[ops[j]];
      if (resident[ops[j]]) {
        ++pins[ops[j]];
        f.pinned[j] = 1;
      }
    }
    stack.push_back(std::move(f));
  };
  push(target);
  while (!stack.empty()) {
    Frame &f = stack.back();
    const Node &node = graph.node(f.node);
    NodeId missing = kNone;
    for (; f.next < node.operands.size(); ++f.next) {
      TensorId t = node.operands[f.next];
      if (f.pinned[f.next])
        continue;
      if (resident[t]) {
        ++pins[t];
        f.pinned[f.next] = 1;
        continue;
      }
      assert((!locked[t] || graph.tensor(t).producer == kNone) &&
             "freeDead strands no tensor that is needed again");
      missing = graph.tensor(t).producer;
      break;
    }
    if (missing != kNone) {
      push(missing); // Invalidates `f`.
      continue;
    }
    if (f.next < node.operands.size()) {
      // A dropped input cannot be recomputed.
      for (const Frame &g : stack)
        for (TensorId t : graph.node(g.node).operands)
          --wanted[t];
      return false;
    }

    // Each result not made from a resident tensor of its class is a new
    // buffer, a recomputed root too while views of its old copy live on.
    uint64_t need = 0;
    for (TensorId r : node.results)
      if (!resident[r] && bufferSourceOf(node, r) == kNone)
        need += graph.tensor(root[r]).bytes;
    if (clock >= maxComputes || !makeRoom(need))
      return false;
    plan.push_back(Event::compute(f.node));
    ++clock;
    computedCost += node.cost[0];
    for (TensorId r : node.results) {
      if (!resident[r]) {
        TensorId source = bufferSourceOf(node, r);
        makeResident(r, source != kNone ? buffer[source] : newBuffer());
      }
      lastAccess[r] = clock;
      touched.push_back(r);
    }
    for (TensorId t : node.operands) {
      lastAccess[t] = clock;
      --pins[t];
      --wanted[t];
      touched.push_back(t);
    }
    if (freeDeadDuringRecompute)
      for (TensorId t : node.operands)
        if (resident[t] && pins[t] == 0 && wanted[t] == 0 &&
            !graph.tensor(t).isOutput && graph.tensor(t).producer != kNone &&
            nextUse(t) == kNone)
          freeDead(t);
    stack.pop_back();
  }
  return true;
}

void ScheduleBuilder::cleanup() {
  for (TensorId t : touched)
    if (resident[t] && pins[t] == 0 && !graph.tensor(t).isOutput &&
        graph.tensor(t).producer != kNone && nextUse(t) == kNone)
      freeDead(t);
  // Rare (hints only): what kept them may have come back since.
  std::vector<TensorId> retry;
  retry.swap(deferred);
  for (TensorId t : retry)
    if (resident[t] && pins[t] == 0)
      freeDead(t);
}

bool ScheduleBuilder::run() {
  for (TensorId in : graph.getInputs())
    if (!resident[in])
      makeResident(in, newBuffer());
  for (step = 0; step < graph.numNodes(); ++step) {
    touched.clear();
    if (!computeWithDeps(step))
      return false;
    cleanup();
    afterStep(step, touched);
  }
  // Outputs dropped on the way come back at the end, pinned as they return.
  std::vector<TensorId> outputs;
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (graph.tensor(t).isOutput)
      outputs.push_back(t);
  for (TensorId t : outputs) {
    touched.clear();
    if (!resident[t] && !computeWithDeps(graph.tensor(t).producer))
      return false;
    ++pins[t];
    cleanup();
  }
  return true;
}

} // namespace remat
