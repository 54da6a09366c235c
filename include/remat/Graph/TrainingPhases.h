//===- TrainingPhases.h - Forward/backward split of a step -------*- C++ -*-===//
//
// The lower-set DP and sqrt(N) checkpointing need to know which nodes form
// the forward pass. Checkmate's graph files say so (Node::isBackward); a graph
// built from IR does not, so it is inferred here from the loss:
//
//   forward  = the node producing the loss and all of its ancestors;
//   backward = every other node.
//
// Backward thus holds the gradients and whatever feeds only them and not the
// loss (the gradient seed, weight transposes used by the backward pass, an
// optimizer update). The rule needs no knowledge of op kinds nor of the order
// in which the nodes are listed, so it holds however an importer interleaves
// those side computations with the forward ops; planners that want the
// forward pass first in id order reorder it themselves. A graph whose every
// node feeds the loss (an inference graph) has no backward nodes.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_GRAPH_TRAININGPHASES_H
#define REMAT_GRAPH_TRAININGPHASES_H

#include "remat/Graph/RematGraph.h"

#include <vector>

namespace remat {

/// One flag per node: 1 when it is not `loss`'s producer nor an ancestor of
/// it. All 0 when `loss` is kNone or a graph input (no forward pass known).
std::vector<uint8_t> inferBackwardNodes(const RematGraph &graph,
                                        TensorId loss);

/// Sets Node::isBackward from inferBackwardNodes; returns how many nodes are
/// backward.
unsigned markBackwardFromLoss(RematGraph &graph, TensorId loss);

/// The loss of a graph that names none: the output whose producer comes
/// first (a training step computes its loss before the gradients it
/// returns). kNone when no output is computed.
TensorId guessLoss(const RematGraph &graph);

/// Whether any node is marked backward.
bool hasBackwardMarks(const RematGraph &graph);

/// The split a planner should use: Node::isBackward when any node is marked,
/// else inferred from guessLoss() (all 0 when that finds no backward node).
std::vector<uint8_t> getBackwardNodes(const RematGraph &graph);

} // namespace remat

#endif // REMAT_GRAPH_TRAININGPHASES_H
