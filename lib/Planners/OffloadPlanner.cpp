//===- OffloadPlanner.cpp - Belady's offloading ---------------------------===//
//
// The plans of least device memory where the graph has a host link: the
// nodes in id order on the GPU and, before each, as long as what it reads
// and writes does not fit the budget beside what is resident, the storage
// read again farthest in the future leaves device memory (Belady's rule):
// offloaded, to be prefetched before its next reader (views of it are
// dropped and made again from it by their view nodes). Then each prefetch
// moves as early as the budget allows, so that copies overlap compute.
//
// Nothing but the node's own operands and results (and the graph inputs)
// need be resident while it runs, so at any budget from the GPU-only lower
// bound up (computeBudgetLowerBound) this finds a plan wherever every
// computed storage may move: the bound is then the exact minimum of plans
// that compute every node on the GPU. Recomputation alone often stays far
// above it (a backward node reads activations made long before). Where
// asked, the nodes whose step does not fit the GPU run on the CPU from and
// into host memory (the classes they read leave the device whole, views are
// made again there, and a view node whose step does not fit is left to its
// readers): then from the general bound up, where the nodes that may not
// (reading an input) fit the GPU.
//
//===----------------------------------------------------------------------===//

#include "Heuristics.h"

#include "remat/Graph/Simulator.h"

#include "llvm/ADT/SmallVector.h"

#include <set>
#include <tuple>

using namespace llvm;

namespace remat {

namespace {

constexpr uint32_t kNever = UINT32_MAX;

/// The operands, then the results, of `node`.
SmallVector<TensorId, 8> touchedBy(const Node &node) {
  SmallVector<TensorId, 8> ts(node.operands.begin(), node.operands.end());
  ts.append(node.results.begin(), node.results.end());
  return ts;
}

class Offloader {
public:
  Offloader(const RematGraph &graph, uint64_t budget, bool useCpu);
  std::optional<Plan> run();
  /// The least budget below which run() cannot fit: a node that may not
  /// run on the CPU needs its whole step on the GPU.
  uint64_t leastBudget() const;

private:
  enum class At : uint8_t { None, Device, Host };

  TensorId rootOf(TensorId t) const { return graph.storageOf(t); }
  /// The first position after the current one at which a member of `r`'s
  /// class is read (numNodes: at the end, as an output), or kNever.
  uint32_t nextUse(TensorId r) const {
    const std::vector<uint32_t> &uses = classUses[r];
    return cursor[r] < uses.size() ? uses[cursor[r]] : kNever;
  }
  /// Whether the storage of class `r` may leave device memory.
  bool mayMove(TensorId r) const;
  /// The device bytes of node `v`'s step on the GPU: the inputs and the
  /// storages of its operands and results.
  uint64_t gpuStep(NodeId v) const;
  /// Whether node `v` may run on the CPU, from and into host memory: pinned
  /// there or (with useCpu) not pinned, its results new storages and its
  /// operands hostable.
  bool mayRunOnCpu(NodeId v) const;
  /// Whether `t` may be read in host memory: its storage may move, and a
  /// view can be made there again from it by its view node.
  bool hostable(TensorId t) const;
  /// Whether view node `v` may wait for its readers, which make its views
  /// again where they run (a CPU reader from the storage in host memory,
  /// toHost): with the CPU, where it has readers or its views are outputs,
  /// and it may be computed again.
  bool mayDefer(NodeId v) const;
  /// Whether it must: pinned there, or its step does not fit the GPU.
  bool runsOnCpu(NodeId v) const {
    return isPinnedToCpu(graph.node(v)) ||
           (mayRunOnCpu(v) && gpuStep(v) > budget);
  }
  static bool isPinnedToCpu(const Node &node) {
    return node.hints.pinnedDevice == static_cast<int>(DeviceKind::CPU);
  }
  bool computeOnCpu(NodeId v);
  /// Puts `t` into host memory: its class leaves the device (views dropped,
  /// the storage offloaded), then a view is made again there; the views
  /// made go to `made`.
  bool toHost(TensorId t, SmallVectorImpl<TensorId> &made);

  bool makeResident(TensorId t);
  bool makeRoom(uint64_t bytes);
  void evict(TensorId r);
  void dropViews(TensorId r);
  void place(TensorId t);
  void drop(TensorId t, Event event);
  void advance(TensorId r, uint32_t pos);
  void freeDead(TensorId t, uint32_t pos);

  const RematGraph &graph;
  uint64_t budget;
  bool useCpu;
  /// The graph inputs' device bytes, resident throughout.
  uint64_t inputBytes;
  std::vector<At> where;
  /// Per storage root: the positions of the nodes reading a member, in
  /// order, then numNodes where a member is an output; the index of the
  /// first one after the current position.
  std::vector<std::vector<uint32_t>> classUses;
  std::vector<uint32_t> cursor;
  /// Per storage root: its class's members and how many are on the device.
  std::vector<SmallVector<TensorId, 1>> members;
  std::vector<uint32_t> onDevice;
  /// Per storage root: the position whose node pins it.
  std::vector<uint32_t> pinnedAt;
  uint32_t pos = 0;
  uint64_t deviceBytes = 0;
  /// The storages that may leave, farthest next use (then largest) first,
  /// with the key each is filed under.
  using Key = std::tuple<uint32_t, uint64_t, TensorId>;
  std::set<Key, std::greater<Key>> movable;
  std::vector<std::optional<Key>> keyOf;
  Plan plan;
};

Offloader::Offloader(const RematGraph &graph, uint64_t budget, bool useCpu)
    : graph(graph), budget(budget), useCpu(useCpu),
      inputBytes(classBytes(graph, graph.getInputs())),
      where(graph.numTensors(), At::None), classUses(graph.numTensors()),
      cursor(graph.numTensors(), 0), members(graph.numTensors()),
      onDevice(graph.numTensors(), 0), pinnedAt(graph.numTensors(), kNever),
      keyOf(graph.numTensors()) {
  for (TensorId t = 0; t < graph.numTensors(); ++t) {
    TensorId r = rootOf(t);
    members[r].push_back(t);
    for (NodeId user : graph.tensor(t).users)
      classUses[r].push_back(user);
    if (graph.tensor(t).isOutput)
      classUses[r].push_back(graph.numNodes());
  }
  for (std::vector<uint32_t> &uses : classUses) {
    llvm::sort(uses);
    uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
  }
}

bool Offloader::mayMove(TensorId r) const {
  NodeId p = graph.tensor(r).producer;
  return p != kNone && graph.tensor(r).bytes > 0 && !graph.node(p).hints.keep &&
         !graph.node(p).hints.neverOffload;
}

void Offloader::place(TensorId t) {
  where[t] = At::Device;
  TensorId r = rootOf(t);
  if (onDevice[r]++ > 0)
    return;
  deviceBytes += graph.tensor(r).bytes;
  if (mayMove(r)) {
    keyOf[r] = Key(nextUse(r), graph.tensor(r).bytes, r);
    movable.insert(*keyOf[r]);
  }
}

void Offloader::drop(TensorId t, Event event) {
  plan.push_back(event);
  where[t] = event.kind == Event::Kind::Offload ? At::Host : At::None;
  TensorId r = rootOf(t);
  if (--onDevice[r] > 0)
    return;
  deviceBytes -= graph.tensor(r).bytes;
  if (keyOf[r]) {
    movable.erase(*keyOf[r]);
    keyOf[r].reset();
  }
}

void Offloader::dropViews(TensorId r) {
  // The views go first: a prefetch needs its storage gone from the device.
  for (TensorId m : members[r])
    if (m != r && where[m] == At::Device)
      drop(m, Event::free(m));
}

void Offloader::evict(TensorId r) {
  dropViews(r);
  drop(r, nextUse(r) == kNever ? Event::free(r) : Event::offload(r));
}

bool Offloader::makeRoom(uint64_t bytes) {
  while (deviceBytes + bytes > budget) {
    auto victim = llvm::find_if(
        movable, [&](const Key &k) { return pinnedAt[std::get<2>(k)] != pos; });
    if (victim == movable.end())
      return false;
    evict(std::get<2>(*victim));
  }
  return true;
}

uint64_t Offloader::gpuStep(NodeId v) const {
  SmallVector<TensorId, 8> roots;
  uint64_t step = inputBytes;
  for (TensorId t : touchedBy(graph.node(v))) {
    TensorId r = rootOf(t);
    if (graph.tensor(r).producer != kNone && !llvm::is_contained(roots, r)) {
      roots.push_back(r);
      step += graph.tensor(r).bytes;
    }
  }
  return step;
}

bool Offloader::mayRunOnCpu(NodeId v) const {
  const Node &node = graph.node(v);
  if (node.hints.pinnedDevice >= 0
          ? !isPinnedToCpu(node)
          : !useCpu || node.hints.keep || node.hints.neverOffload)
    return false;
  return llvm::all_of(
             node.results,
             [&](TensorId t) { return graph.tensor(t).aliasOf == kNone; }) &&
         llvm::all_of(node.operands, [&](TensorId t) { return hostable(t); });
}

bool Offloader::mayDefer(NodeId v) const {
  const Node &node = graph.node(v);
  if (!useCpu || node.hints.keep || node.hints.neverRecompute ||
      node.hints.pinnedDevice >= 0)
    return false;
  return llvm::all_of(node.results, [&](TensorId t) {
    const Tensor &view = graph.tensor(t);
    return view.aliasOf != kNone && (!view.users.empty() || view.isOutput);
  });
}

bool Offloader::hostable(TensorId t) const {
  // Not an input (which stays on the device) nor a result held there.
  TensorId r = rootOf(t);
  NodeId p = graph.tensor(r).producer;
  if (p == kNone || graph.node(p).hints.keep ||
      graph.node(p).hints.neverOffload)
    return false;
  if (t == r)
    return true;
  // A view of its own storage only, made again on the CPU.
  NodeId v = graph.tensor(t).producer;
  if (v == kNone)
    return false;
  const Node &view = graph.node(v);
  if (view.hints.keep || view.hints.neverRecompute ||
      (view.hints.pinnedDevice >= 0 && !isPinnedToCpu(view)))
    return false;
  return llvm::all_of(view.results,
                      [&](TensorId res) { return rootOf(res) == r; }) &&
         llvm::all_of(view.operands, [&](TensorId op) {
           return rootOf(op) == r && hostable(op);
         });
}

uint64_t Offloader::leastBudget() const {
  uint64_t least = inputBytes;
  for (NodeId v = 0; v < graph.numNodes(); ++v) {
    if (mayRunOnCpu(v) || mayDefer(v))
      continue;
    if (isPinnedToCpu(graph.node(v)))
      return UINT64_MAX;
    least = std::max(least, gpuStep(v));
  }
  return least;
}

bool Offloader::toHost(TensorId t, SmallVectorImpl<TensorId> &made) {
  if (where[t] == At::Host)
    return true;
  TensorId r = rootOf(t);
  if (onDevice[r] > 0) {
    dropViews(r);
    if (where[r] != At::Device)
      return false;
    drop(r, Event::offload(r));
  }
  if (t == r)
    return where[r] == At::Host;
  NodeId v = graph.tensor(t).producer;
  for (TensorId op : graph.node(v).operands)
    if (!toHost(op, made))
      return false;
  plan.push_back(Event::compute(v, DeviceKind::CPU));
  for (TensorId res : graph.node(v).results)
    if (where[res] == At::None) {
      where[res] = At::Host;
      made.push_back(res);
    }
  return where[t] == At::Host;
}

bool Offloader::computeOnCpu(NodeId v) {
  const Node &node = graph.node(v);
  SmallVector<TensorId, 4> made;
  for (TensorId t : node.operands)
    if (!toHost(t, made))
      return false;
  plan.push_back(Event::compute(v, DeviceKind::CPU));
  for (TensorId t : node.results)
    where[t] = At::Host;
  for (TensorId t : touchedBy(node))
    advance(rootOf(t), v);
  // The views made for it go at once: a prefetch of their storage needs
  // them gone, and a later reader makes them again.
  for (TensorId t : made) {
    plan.push_back(Event::free(t));
    where[t] = At::None;
  }
  return true;
}

bool Offloader::makeResident(TensorId t) {
  if (where[t] == At::Device)
    return true;
  if (where[t] == At::Host) {
    if (!makeRoom(graph.tensor(t).bytes))
      return false;
    plan.push_back(Event::prefetch(t));
    place(t);
    return true;
  }
  // Only views are dropped while read again: their view node makes them
  // again from their storage (which it pins, being of t's class).
  NodeId p = graph.tensor(t).producer;
  if (graph.tensor(t).aliasOf == kNone || p == kNone || p >= pos)
    return false;
  const Node &node = graph.node(p);
  if (node.hints.keep || node.hints.neverRecompute)
    return false;
  for (TensorId op : node.operands) {
    pinnedAt[rootOf(op)] = pos;
    if (!makeResident(op))
      return false;
  }
  for (TensorId res : node.results)
    if (where[res] == At::Host)
      return false;
  plan.push_back(Event::compute(p));
  for (TensorId res : node.results)
    if (where[res] == At::None)
      place(res);
  return true;
}

void Offloader::advance(TensorId r, uint32_t at) {
  const std::vector<uint32_t> &uses = classUses[r];
  uint32_t &c = cursor[r];
  uint32_t before = c;
  while (c < uses.size() && uses[c] <= at)
    ++c;
  if (c == before || !keyOf[r])
    return;
  movable.erase(*keyOf[r]);
  std::get<0>(*keyOf[r]) = nextUse(r);
  movable.insert(*keyOf[r]);
}

void Offloader::freeDead(TensorId t, uint32_t at) {
  if (where[t] != At::Device || graph.tensor(t).producer == kNone ||
      graph.tensor(t).isOutput)
    return;
  TensorId r = rootOf(t);
  if (t != r) {
    // A view whose readers are done goes; its storage stays while read.
    const std::vector<NodeId> &users = graph.tensor(t).users;
    if (users.empty() || users.back() <= at)
      drop(t, Event::free(t));
    return;
  }
  if (nextUse(r) == kNever)
    evict(r);
}

std::optional<Plan> Offloader::run() {
  for (TensorId in : graph.getInputs())
    if (where[in] == At::None)
      place(in);
  uint32_t n = graph.numNodes();
  for (pos = 0; pos < n; ++pos) {
    const Node &node = graph.node(pos);
    // A view of a storage too large for the GPU beside the inputs (left in
    // host memory by a CPU node) is made by its readers.
    if (mayDefer(pos) && gpuStep(pos) > budget) {
      for (TensorId t : touchedBy(node))
        advance(rootOf(t), pos);
      continue;
    }
    if (runsOnCpu(pos)) {
      if (!mayRunOnCpu(pos) || !computeOnCpu(pos))
        return std::nullopt;
      continue;
    }
    for (TensorId t : touchedBy(node))
      pinnedAt[rootOf(t)] = pos;
    for (TensorId t : node.operands)
      if (!makeResident(t))
        return std::nullopt;
    uint64_t fresh = 0;
    SmallVector<TensorId, 2> counted;
    for (TensorId t : node.results) {
      TensorId r = rootOf(t);
      if (onDevice[r] == 0 && !llvm::is_contained(counted, r)) {
        counted.push_back(r);
        fresh += graph.tensor(r).bytes;
      }
    }
    if (!makeRoom(fresh))
      return std::nullopt;
    plan.push_back(Event::compute(pos));
    for (TensorId t : node.results)
      if (where[t] == At::None)
        place(t);
    for (TensorId t : touchedBy(node))
      advance(rootOf(t), pos);
    for (TensorId t : touchedBy(node))
      freeDead(t, pos);
  }
  // The outputs, resident at the end.
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (graph.tensor(t).isOutput)
      pinnedAt[rootOf(t)] = pos;
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (graph.tensor(t).isOutput && !makeResident(t))
      return std::nullopt;
  return std::move(plan);
}

/// Moves each prefetch of `plan` (valid, within `budget`, with the memory
/// after each event in `timeline`) as early as the budget allows, not
/// before the event that sent its tensor to the host: the copy then runs
/// while the nodes before its reader compute. Earlier prefetches go first,
/// as their readers come first.
Plan hoistPrefetches(const RematGraph &graph, uint64_t budget, Plan plan,
                     std::vector<uint64_t> timeline) {
  std::vector<uint32_t> sentAt(graph.numTensors(), 0);
  for (uint32_t i = 0; i < plan.size(); ++i) {
    Event e = plan[i];
    if (e.kind == Event::Kind::Offload)
      sentAt[e.id] = i + 1;
    // Nor before a CPU node that makes or reads its class in host memory.
    if (e.kind == Event::Kind::Compute && e.device == DeviceKind::CPU)
      for (TensorId t : touchedBy(graph.node(e.id)))
        sentAt[graph.storageOf(t)] = i + 1;
    if (e.kind != Event::Kind::Prefetch)
      continue;
    uint64_t bytes = graph.storageBytes(e.id);
    // timeline[k] is the memory after event k; the prefetch moved before
    // event `to` raises it after events to-1 .. i-1 (the first being its
    // own). Those up to i-1 fit already.
    uint32_t to = i;
    while (to - 1 > sentAt[e.id] && timeline[to - 2] + bytes <= budget)
      --to;
    for (uint32_t k = i; k > to; --k) {
      plan[k] = plan[k - 1];
      timeline[k] = timeline[k - 1] + bytes;
      if (plan[k].kind == Event::Kind::Offload)
        sentAt[plan[k].id] = k + 1;
    }
    plan[to] = e;
    timeline[to] = timeline[to - 1] + bytes;
  }
  return plan;
}

} // namespace

uint64_t offloadLeastBudget(const RematGraph &graph, bool useCpu) {
  return Offloader(graph, 0, useCpu).leastBudget();
}

std::optional<Plan> runOffload(const RematGraph &graph, uint64_t budget,
                               bool useCpu) {
  if (!graph.getHostLink().available())
    return std::nullopt;
  std::optional<Plan> plan = Offloader(graph, budget, useCpu).run();
  if (!plan)
    return std::nullopt;
  SimulationResult sim = simulate(graph, *plan);
  if (!sim.ok())
    return plan;
  // Earlier copies overlap more compute, but may queue before an offload
  // the host waits for: the faster of the two plans.
  Plan hoisted = hoistPrefetches(graph, budget, *plan, std::move(sim.timeline));
  SimulationResult early = simulate(graph, hoisted);
  return early.ok() && early.peakBytes <= budget && early.time <= sim.time
             ? std::move(hoisted)
             : std::move(*plan);
}

} // namespace remat
