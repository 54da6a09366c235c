//===- Plan.cpp - The no-recompute baseline plan ----------------------------===//

#include "remat/Graph/Plan.h"

namespace remat {

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

} // namespace remat
