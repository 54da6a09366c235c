//===- Simulator.cpp - Executes a Plan and checks its invariants ----------===//
//
// One pass over the events with O(1) work per event plus its operands and
// results: the memory a tensor lives in is tracked per tensor, and bytes per
// buffer and memory, so a buffer is counted once however many of its views
// live there. A buffer is one computation of a storage root: recomputing the
// root while views of its earlier copy are resident makes a second buffer,
// as in the program, where those views still read the first.
//
//===----------------------------------------------------------------------===//

#include "remat/Graph/Simulator.h"

#include "llvm/ADT/Twine.h"

#include <algorithm>

using namespace llvm;

namespace remat {

namespace {

class Simulation {
public:
  Simulation(const RematGraph &graph, const Plan &plan)
      : graph(graph), plan(plan), where(graph.numTensors(), Residence::None),
        ready(graph.numTensors(), 0.0), busyUntil(graph.numTensors(), 0.0),
        root(graph.numTensors()), buffer(graph.numTensors(), kNoBuffer),
        computeCount(graph.numNodes(), 0) {
    for (TensorId t = 0; t < graph.numTensors(); ++t)
      root[t] = graph.storageOf(t);
  }

  SimulationResult run();

private:
  bool fail(size_t index, const Twine &msg);
  bool step(size_t index, const Event &e);
  bool compute(size_t index, const Event &e);
  bool transfer(size_t index, const Event &e);
  std::string describe(const Event &e) const;
  const std::string &tname(TensorId t) const { return graph.tensor(t).name; }

  /// Starts a buffer (an allocation of its root's storage bytes).
  uint32_t newBuffer() {
    bufferCount[0].push_back(0);
    bufferCount[1].push_back(0);
    return bufferCount[0].size() - 1;
  }
  /// Puts `t`, a tensor of buffer `b`, into memory `m` (Device or Host); the
  /// buffer is counted once per memory however many of its tensors live
  /// there.
  void place(TensorId t, uint32_t b, Residence m) {
    where[t] = m;
    buffer[t] = b;
    if (bufferCount[index(m)][b]++ == 0)
      bytes[index(m)] += graph.tensor(root[t]).bytes;
  }
  void drop(TensorId t) {
    Residence m = where[t];
    where[t] = Residence::None;
    if (--bufferCount[index(m)][buffer[t]] == 0)
      bytes[index(m)] -= graph.tensor(root[t]).bytes;
  }
  /// The buffer result `r` of node `n` computed in memory `m` lives in.
  uint32_t bufferOfResult(const Node &n, TensorId r, Residence m) {
    TensorId source =
        bufferSource(n, r, root, [&](TensorId t) { return where[t] == m; });
    return source != kNone ? buffer[source] : newBuffer();
  }
  static unsigned index(Residence m) { return m == Residence::Device ? 0 : 1; }
  static const char *memoryName(Residence m) {
    return m == Residence::Device ? "device memory" : "host memory";
  }

  const RematGraph &graph;
  const Plan &plan;
  std::vector<Residence> where;
  std::vector<double> ready; ///< When the tensor's current copy is complete.
  std::vector<double> busyUntil; ///< When the last node using it is done.
  static constexpr uint32_t kNoBuffer = ~0u;
  std::vector<TensorId> root;
  std::vector<uint32_t> buffer; ///< The buffer a resident tensor lives in.
  std::vector<uint32_t> bufferCount[2]; ///< Per memory and buffer: tensors.
  std::vector<uint32_t> computeCount;
  uint64_t bytes[2] = {0, 0};
  /// The time model's clocks: the host issuing events, the GPU stream, the
  /// CPU, and the link.
  double hostClock = 0, gpuFree = 0, cpuFree = 0, linkFree = 0;
  SimulationResult result;
};

} // namespace

std::string Simulation::describe(const Event &e) const {
  switch (e.kind) {
  case Event::Kind::Compute:
    return e.id < graph.numNodes() ? "compute '" + graph.node(e.id).name + "'"
                                   : "compute #" + std::to_string(e.id);
  case Event::Kind::Free:
  case Event::Kind::Offload:
  case Event::Kind::Prefetch: {
    const char *verb = e.kind == Event::Kind::Free      ? "free"
                       : e.kind == Event::Kind::Offload ? "offload"
                                                        : "prefetch";
    return e.id < graph.numTensors()
               ? std::string(verb) + " '" + tname(e.id) + "'"
               : std::string(verb) + " #" + std::to_string(e.id);
  }
  }
  return "unknown event";
}

bool Simulation::fail(size_t index, const Twine &msg) {
  std::string at = index < plan.size()
                       ? "event " + std::to_string(index) + " (" +
                             describe(plan[index]) + ")"
                       : std::string("end of plan");
  result.error = at + ": " + msg.str();
  result.errorEvent = index;
  return false;
}

bool Simulation::compute(size_t index, const Event &e) {
  if (e.id >= graph.numNodes())
    return fail(index, "unknown node id " + Twine(e.id));
  const Node &n = graph.node(e.id);
  unsigned dev = static_cast<unsigned>(e.device);
  if (dev >= kNumDeviceKinds)
    return fail(index, "unknown device kind " + Twine(dev));
  if (n.hints.pinnedDevice >= 0 && n.hints.pinnedDevice != static_cast<int>(dev))
    return fail(index, "node is pinned to device kind " +
                           Twine(n.hints.pinnedDevice));
  if (computeCount[e.id] > 0 && (n.hints.neverRecompute || n.hints.keep))
    return fail(index, Twine("recomputes a node marked ") +
                           (n.hints.keep ? "keep" : "never-recompute"));
  bool onCpu = e.device == DeviceKind::CPU;
  Residence mem = onCpu ? Residence::Host : Residence::Device;
  double start = std::max(hostClock, onCpu ? cpuFree : gpuFree);
  for (TensorId op : n.operands) {
    if (where[op] == Residence::None)
      return fail(index, "operand '" + tname(op) + "' is not resident");
    if (where[op] != mem)
      return fail(index, "operand '" + tname(op) + "' is in " +
                             memoryName(where[op]) + ", but a node on the " +
                             (onCpu ? "CPU" : "GPU") + " reads " +
                             memoryName(mem));
    start = std::max(start, ready[op]);
  }
  double end = start + n.cost[dev];
  for (TensorId op : n.operands)
    busyUntil[op] = std::max(busyUntil[op], end);
  // Results join the operands: the peak of this event counts both at once.
  for (TensorId r : n.results) {
    if (where[r] == mem)
      continue;
    if (where[r] != Residence::None)
      return fail(index, "computes '" + tname(r) + "' while it is in " +
                             memoryName(where[r]));
    place(r, bufferOfResult(n, r, mem), mem);
    ready[r] = end;
  }
  for (TensorId r : n.results)
    busyUntil[r] = std::max(busyUntil[r], end);
  (onCpu ? cpuFree : gpuFree) = end;
  // CPU nodes run on the host thread, which issues everything else.
  if (onCpu)
    hostClock = end;
  if (computeCount[e.id]++ > 0)
    ++result.numRecomputes;
  result.computeCost += n.cost[dev];
  return true;
}

bool Simulation::transfer(size_t index, const Event &e) {
  TensorId t = e.id;
  bool isOffload = e.kind == Event::Kind::Offload;
  Residence from = isOffload ? Residence::Device : Residence::Host;
  if (where[t] != from)
    return fail(index, isOffload ? "offloads a tensor that is not resident"
                                 : "prefetches a tensor that is not offloaded");
  const HostLink &link = graph.getHostLink();
  if (!link.available())
    return fail(index, "the graph has no link to host memory");
  NodeId p = graph.tensor(graph.storageOf(t)).producer;
  // The caller owns the arguments' storage: moving one would not free it.
  if (isOffload && p == kNone)
    return fail(index, "offloads graph input '" + tname(graph.storageOf(t)) +
                           "', whose storage belongs to the caller");
  if (isOffload &&
      (graph.node(p).hints.keep || graph.node(p).hints.neverOffload))
    return fail(index, Twine("offloads a result of a node marked ") +
                           (graph.node(p).hints.keep ? "keep" : "never-offload"));
  // The program copies into a buffer of its own, which the model would not
  // count while a view keeps the storage in device memory.
  if (!isOffload &&
      bufferCount[Simulation::index(Residence::Device)][buffer[t]])
    return fail(index, "prefetches '" + tname(t) +
                           "' while its storage is still in device memory "
                           "through a view");
  double copy = link.transferCost(graph.storageBytes(t));
  // An offload may start as soon as the tensor is ready; a prefetch when the
  // host issues it.
  double start = std::max(linkFree, ready[t]);
  if (!isOffload)
    start = std::max(start, hostClock);
  linkFree = ready[t] = busyUntil[t] = start + copy;
  // The host waits for an offload before it releases the device storage.
  if (isOffload)
    hostClock = std::max(hostClock, linkFree);
  uint32_t b = buffer[t];
  drop(t);
  place(t, b, isOffload ? Residence::Host : Residence::Device);
  result.transferCost += copy;
  ++result.numTransfers;
  return true;
}

bool Simulation::step(size_t index, const Event &e) {
  if (e.kind == Event::Kind::Compute)
    return compute(index, e);
  if (e.id >= graph.numTensors())
    return fail(index, "unknown tensor id " + Twine(e.id));
  if (e.kind != Event::Kind::Free)
    return transfer(index, e);
  if (where[e.id] == Residence::None)
    return fail(index, "frees a tensor that is not resident");
  if (graph.tensor(e.id).producer == kNone)
    return fail(index, "frees graph input '" + tname(e.id) +
                           "', whose storage belongs to the caller");
  // Memory is released (and reusable) once the work using it is done.
  hostClock = std::max(hostClock, busyUntil[e.id]);
  drop(e.id);
  return true;
}

SimulationResult Simulation::run() {
  for (TensorId in : graph.getInputs())
    if (where[in] == Residence::None)
      place(in, newBuffer(), Residence::Device);
  result.peakBytes = bytes[0];
  result.timeline.reserve(plan.size());
  for (size_t i = 0; i < plan.size(); ++i) {
    if (!step(i, plan[i]))
      return std::move(result);
    result.timeline.push_back(bytes[0]);
    result.peakBytes = std::max(result.peakBytes, bytes[0]);
    result.peakHostBytes = std::max(result.peakHostBytes, bytes[1]);
  }
  result.time = std::max({hostClock, gpuFree, cpuFree, linkFree});
  for (NodeId n = 0; n < graph.numNodes(); ++n)
    if (computeCount[n] == 0) {
      fail(plan.size(), "node '" + graph.node(n).name + "' is never computed");
      return std::move(result);
    }
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (graph.tensor(t).isOutput && where[t] != Residence::Device) {
      fail(plan.size(), "output '" + tname(t) + "' is not resident");
      return std::move(result);
    }
  return std::move(result);
}

TensorId bufferSource(const Node &node, TensorId r, ArrayRef<TensorId> root,
                      function_ref<bool(TensorId)> resident) {
  if (root[r] == r)
    return kNone;
  for (TensorId t : node.results) {
    if (t == r)
      break;
    if (root[t] == root[r] && resident(t))
      return t;
  }
  for (TensorId op : node.operands)
    if (root[op] == root[r] && resident(op))
      return op;
  return kNone;
}

SimulationResult simulate(const RematGraph &graph, const Plan &plan) {
  return Simulation(graph, plan).run();
}

} // namespace remat
