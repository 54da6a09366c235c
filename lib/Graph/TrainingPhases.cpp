//===- TrainingPhases.cpp - Forward/backward split of a step --------------===//

#include "remat/Graph/TrainingPhases.h"

using namespace remat;

std::vector<uint8_t> remat::inferBackwardNodes(const RematGraph &graph,
                                               TensorId loss) {
  unsigned n = graph.numNodes();
  std::vector<uint8_t> backward(n, 0);
  if (loss == kNone || loss >= graph.numTensors() ||
      graph.tensor(loss).producer == kNone)
    return backward;
  // Ancestors of the loss's producer: ids are a topological order, so one
  // sweep from the producer down to 0 visits every ancestor after its users.
  std::vector<uint8_t> forward(n, 0);
  NodeId root = graph.tensor(loss).producer;
  forward[root] = 1;
  for (NodeId v = root + 1; v-- > 0;) {
    if (!forward[v])
      continue;
    for (TensorId op : graph.node(v).operands)
      if (NodeId p = graph.tensor(op).producer; p != kNone)
        forward[p] = 1;
  }
  for (NodeId v = 0; v < n; ++v)
    backward[v] = !forward[v];
  return backward;
}

unsigned remat::markBackwardFromLoss(RematGraph &graph, TensorId loss) {
  std::vector<uint8_t> backward = inferBackwardNodes(graph, loss);
  unsigned count = 0;
  for (NodeId v = 0; v < graph.numNodes(); ++v) {
    graph.node(v).isBackward = backward[v] != 0;
    count += backward[v];
  }
  return count;
}

TensorId remat::guessLoss(const RematGraph &graph) {
  TensorId best = kNone;
  NodeId bestProducer = kNone;
  for (TensorId t = 0; t < graph.numTensors(); ++t) {
    const Tensor &ten = graph.tensor(t);
    if (ten.isOutput && ten.producer != kNone && ten.producer < bestProducer) {
      best = t;
      bestProducer = ten.producer;
    }
  }
  return best;
}

bool remat::hasBackwardMarks(const RematGraph &graph) {
  for (const Node &node : graph.getNodes())
    if (node.isBackward)
      return true;
  return false;
}

std::vector<uint8_t> remat::getBackwardNodes(const RematGraph &graph) {
  if (!hasBackwardMarks(graph))
    return inferBackwardNodes(graph, guessLoss(graph));
  std::vector<uint8_t> backward(graph.numNodes(), 0);
  for (NodeId v = 0; v < graph.numNodes(); ++v)
    backward[v] = graph.node(v).isBackward;
  return backward;
}
