//===- Simulator.cpp - Executes a Plan and checks its invariants ----------===//
//
// One pass over the events with O(1) work per event plus its operands and
// results: residency is tracked per tensor, and bytes per alias class (the
// storage root), so a class is counted once however many views are resident.
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
      : graph(graph), plan(plan), resident(graph.numTensors(), 0),
        onHost(graph.numTensors(), 0), root(graph.numTensors()),
        classResident(graph.numTensors(), 0), classHost(graph.numTensors(), 0),
        computeCount(graph.numNodes(), 0) {
    for (TensorId t = 0; t < graph.numTensors(); ++t)
      root[t] = graph.storageOf(t);
  }

  SimulationResult run();

private:
  bool fail(size_t index, const Twine &msg);
  bool step(size_t index, const Event &e);
  bool compute(size_t index, const Event &e);
  std::string describe(const Event &e) const;
  const std::string &tname(TensorId t) const { return graph.tensor(t).name; }

  void makeResident(TensorId t) {
    resident[t] = 1;
    if (classResident[root[t]]++ == 0)
      deviceBytes += graph.tensor(root[t]).bytes;
  }
  void dropResident(TensorId t) {
    resident[t] = 0;
    if (--classResident[root[t]] == 0)
      deviceBytes -= graph.tensor(root[t]).bytes;
  }
  void toHost(TensorId t) {
    onHost[t] = 1;
    if (classHost[root[t]]++ == 0)
      hostBytes += graph.tensor(root[t]).bytes;
  }
  void fromHost(TensorId t) {
    onHost[t] = 0;
    if (--classHost[root[t]] == 0)
      hostBytes -= graph.tensor(root[t]).bytes;
  }

  const RematGraph &graph;
  const Plan &plan;
  std::vector<uint8_t> resident, onHost;
  std::vector<TensorId> root;
  std::vector<uint32_t> classResident, classHost;
  std::vector<uint32_t> computeCount;
  uint64_t deviceBytes = 0, hostBytes = 0;
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
  std::string where = index < plan.size()
                          ? "event " + std::to_string(index) + " (" +
                                describe(plan[index]) + ")"
                          : std::string("end of plan");
  result.error = where + ": " + msg.str();
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
  for (TensorId op : n.operands)
    if (!resident[op])
      return fail(index, "operand '" + tname(op) + "' is not resident");
  // Results join the operands: the peak of this event counts both at once.
  for (TensorId r : n.results)
    if (!resident[r])
      makeResident(r);
  if (computeCount[e.id]++ > 0)
    ++result.numRecomputes;
  result.computeCost += n.cost[dev];
  return true;
}

bool Simulation::step(size_t index, const Event &e) {
  if (e.kind == Event::Kind::Compute)
    return compute(index, e);
  if (e.id >= graph.numTensors())
    return fail(index, "unknown tensor id " + Twine(e.id));
  TensorId t = e.id;
  switch (e.kind) {
  case Event::Kind::Free:
    if (!resident[t])
      return fail(index, "frees a tensor that is not resident");
    dropResident(t);
    return true;
  case Event::Kind::Offload: {
    // A tensor is either resident or on the host, never both: offload and
    // prefetch move it.
    if (!resident[t])
      return fail(index, "offloads a tensor that is not resident");
    NodeId p = graph.tensor(t).producer;
    if (p != kNone && graph.node(p).hints.keep)
      return fail(index, "offloads a result of a node marked keep");
    dropResident(t);
    toHost(t);
    return true;
  }
  case Event::Kind::Prefetch:
    if (!onHost[t])
      return fail(index, "prefetches a tensor that is not offloaded");
    fromHost(t);
    makeResident(t);
    return true;
  case Event::Kind::Compute:
    break;
  }
  return fail(index, "unknown event kind");
}

SimulationResult Simulation::run() {
  for (TensorId in : graph.getInputs())
    if (!resident[in])
      makeResident(in);
  result.peakBytes = deviceBytes;
  result.timeline.reserve(plan.size());
  for (size_t i = 0; i < plan.size(); ++i) {
    if (!step(i, plan[i]))
      return std::move(result);
    result.timeline.push_back(deviceBytes);
    result.peakBytes = std::max(result.peakBytes, deviceBytes);
    result.peakHostBytes = std::max(result.peakHostBytes, hostBytes);
  }
  for (NodeId n = 0; n < graph.numNodes(); ++n)
    if (computeCount[n] == 0) {
      fail(plan.size(), "node '" + graph.node(n).name + "' is never computed");
      return std::move(result);
    }
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (graph.tensor(t).isOutput && !resident[t]) {
      fail(plan.size(), "output '" + tname(t) + "' is not resident");
      return std::move(result);
    }
  return std::move(result);
}

SimulationResult simulate(const RematGraph &graph, const Plan &plan) {
  return Simulation(graph, plan).run();
}

} // namespace remat
