//===- Plan.cpp - The no-recompute baseline plan ----------------------------===//

#include "remat/Graph/Plan.h"

#include "llvm/Support/ErrorHandling.h"

namespace remat {

llvm::StringRef stringifyEventKind(Event::Kind kind) {
  switch (kind) {
  case Event::Kind::Compute:
    return "compute";
  case Event::Kind::Free:
    return "free";
  case Event::Kind::Offload:
    return "offload";
  case Event::Kind::Prefetch:
    return "prefetch";
  }
  llvm_unreachable("unknown event kind");
}

MoveCounts countMoves(const Plan &plan) {
  MoveCounts c;
  for (const Event &e : plan) {
    c.offloads += e.kind == Event::Kind::Offload;
    c.prefetches += e.kind == Event::Kind::Prefetch;
    c.cpuComputes +=
        e.kind == Event::Kind::Compute && e.device == DeviceKind::CPU;
  }
  return c;
}

Plan buildBaselinePlan(const RematGraph &graph) {
  Plan plan;
  plan.reserve(graph.numNodes() + graph.numTensors());
  for (NodeId n = 0; n < graph.numNodes(); ++n) {
    const Node &node = graph.node(n);
    plan.push_back(Event::compute(n));
    // A tensor is freed after its last reader. Views are freed individually:
    // the simulator keeps the shared storage alive while any member of the
    // alias class is resident, so a view naturally extends its source's life.
    for (TensorId t : node.operands) {
      const Tensor &ten = graph.tensor(t);
      if (ten.producer != kNone && !ten.isOutput && ten.users.back() == n)
        plan.push_back(Event::free(t));
    }
    // Results nobody reads (and that are not outputs) die right away.
    for (TensorId t : node.results) {
      const Tensor &ten = graph.tensor(t);
      if (ten.users.empty() && !ten.isOutput)
        plan.push_back(Event::free(t));
    }
  }
  return plan;
}

/// `plan` without the computes and transfers whose results nobody reads:
/// walking backwards, an instance is needed if a later kept compute reads
/// it, a kept transfer moves it, or it is the last instance of an output. A
/// planner may leave such events (say, a recomputation chain whose consumer
/// it then recomputed anyway, or a prefetch of a tensor whose reader it then
/// recomputed); the rewritten program would drop them as dead code, so the
/// plan must not count them (a dead prefetch kept the host copy alive in the
/// model, one tensor more than the program's host peak). A node's only
/// compute stays: every node runs at least once.
static Plan dropDeadEvents(const RematGraph &graph, const Plan &plan) {
  std::vector<unsigned> computes(graph.numNodes(), 0);
  for (const Event &e : plan)
    if (e.kind == Event::Kind::Compute)
      ++computes[e.id];
  std::vector<bool> needed(graph.numTensors(), false);
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    needed[t] = graph.tensor(t).isOutput;
  std::vector<bool> keep(plan.size(), true);
  for (size_t i = plan.size(); i-- > 0;) {
    const Event &e = plan[i];
    // A move keeps the instance: needed after it, needed before it.
    if (e.kind == Event::Kind::Offload || e.kind == Event::Kind::Prefetch)
      keep[i] = needed[e.id];
    if (e.kind != Event::Kind::Compute)
      continue;
    const Node &node = graph.node(e.id);
    bool used = node.results.empty();
    for (TensorId t : node.results)
      used |= needed[t];
    if (!used && computes[e.id] > 1) {
      keep[i] = false;
      --computes[e.id];
      continue;
    }
    // Earlier instances of the results are other instances.
    for (TensorId t : node.results)
      needed[t] = false;
    for (TensorId t : node.operands)
      needed[t] = true;
  }
  Plan live;
  live.reserve(plan.size());
  for (size_t i = 0; i < plan.size(); ++i)
    if (keep[i])
      live.push_back(plan[i]);
  return live;
}

Plan normalizeFrees(const RematGraph &graph, const Plan &plan) {
  // Drop recomputations of what is already there; they change nothing.
  std::vector<Residence> where(graph.numTensors(), Residence::None);
  for (TensorId t : graph.getInputs())
    where[t] = Residence::Device;
  Plan kept;
  kept.reserve(plan.size());
  for (const Event &e : plan) {
    switch (e.kind) {
    case Event::Kind::Compute: {
      const Node &node = graph.node(e.id);
      Residence mem =
          e.device == DeviceKind::CPU ? Residence::Host : Residence::Device;
      bool allThere = !node.results.empty();
      for (TensorId t : node.results)
        allThere &= where[t] == mem;
      if (allThere)
        continue;
      for (TensorId t : node.results)
        where[t] = mem;
      break;
    }
    case Event::Kind::Free:
      where[e.id] = Residence::None;
      continue; // Re-derived below.
    case Event::Kind::Offload:
      where[e.id] = Residence::Host;
      break;
    case Event::Kind::Prefetch:
      where[e.id] = Residence::Device;
      break;
    }
    kept.push_back(e);
  }
  kept = dropDeadEvents(graph, kept);

  // An instance of a tensor lives from its compute to its last use: a node
  // reading it, or a move to the other memory (which the instance survives,
  // in the other memory).
  constexpr size_t kDead = ~size_t(0);
  std::vector<size_t> lastUse(graph.numTensors(), kDead);
  std::vector<std::vector<TensorId>> freesAfter(kept.size());
  auto close = [&](TensorId t) {
    if (lastUse[t] != kDead)
      freesAfter[lastUse[t]].push_back(t);
    lastUse[t] = kDead;
  };
  for (size_t i = 0; i < kept.size(); ++i) {
    const Event &e = kept[i];
    if (e.kind != Event::Kind::Compute) {
      lastUse[e.id] = i;
      continue;
    }
    const Node &node = graph.node(e.id);
    for (TensorId t : node.operands)
      if (graph.tensor(t).producer != kNone)
        lastUse[t] = i;
    for (TensorId t : node.results) {
      close(t);
      lastUse[t] = i;
    }
  }
  for (TensorId t = 0; t < graph.numTensors(); ++t)
    if (!graph.tensor(t).isOutput)
      close(t);

  Plan result;
  result.reserve(kept.size() + graph.numTensors());
  for (size_t i = 0; i < kept.size(); ++i) {
    result.push_back(kept[i]);
    for (TensorId t : freesAfter[i])
      result.push_back(Event::free(t));
  }
  return result;
}

} // namespace remat
