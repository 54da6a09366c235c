//===- RematGraph.cpp - Computation graph for memory planning -------------===//

#include "remat/Graph/RematGraph.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Twine.h"

#include <cassert>

using namespace llvm;

namespace remat {

TensorId RematGraph::addInput(StringRef tensorName, uint64_t bytes) {
  TensorId id = tensors.size();
  Tensor t;
  t.name = tensorName.str();
  t.bytes = bytes;
  tensors.push_back(std::move(t));
  inputs.push_back(id);
  return id;
}

NodeId RematGraph::addNode(StringRef nodeName, ArrayRef<TensorId> operands,
                           ArrayRef<uint64_t> resultBytes, double gpuCost,
                           double cpuCost) {
  NodeId id = nodes.size();
  Node n;
  n.name = nodeName.str();
  n.operands.assign(operands.begin(), operands.end());
  n.cost[static_cast<unsigned>(DeviceKind::GPU)] = gpuCost;
  n.cost[static_cast<unsigned>(DeviceKind::CPU)] = cpuCost;
  for (TensorId op : operands) {
    assert(op < tensors.size() && "operand must exist before its user");
    // Operands are distinct, so each user appears once; ids grow, so the
    // user lists stay sorted.
    tensors[op].users.push_back(id);
  }
  for (auto [i, bytes] : llvm::enumerate(resultBytes)) {
    Tensor t;
    t.name = resultBytes.size() == 1 ? n.name : n.name + "#" + std::to_string(i);
    t.bytes = bytes;
    t.producer = id;
    n.results.push_back(tensors.size());
    tensors.push_back(std::move(t));
  }
  nodes.push_back(std::move(n));
  return id;
}

void RematGraph::setAlias(TensorId view, TensorId source) {
  assert(view < tensors.size() && source < tensors.size());
  tensors[view].aliasOf = source;
  tensors[view].bytes = 0;
}

TensorId RematGraph::storageOf(TensorId t) const {
  // verify() rejects alias cycles; the step bound keeps a broken graph from
  // hanging callers that did not verify.
  for (size_t steps = 0; tensors[t].aliasOf != kNone && steps <= tensors.size();
       ++steps)
    t = tensors[t].aliasOf;
  return t;
}

double RematGraph::totalCost(DeviceKind kind) const {
  double sum = 0.0;
  for (const Node &n : nodes)
    sum += n.cost[static_cast<unsigned>(kind)];
  return sum;
}

static Error graphError(const RematGraph &g, const Twine &msg) {
  return createStringError(inconvertibleErrorCode(),
                           "graph '" + g.getName() + "': " + msg);
}

Error RematGraph::verify() const {
  DenseSet<TensorId> inputSet;
  for (TensorId in : inputs) {
    if (in >= tensors.size() || tensors[in].producer != kNone)
      return graphError(*this, "input " + Twine(in) + " is not an input tensor");
    inputSet.insert(in);
  }

  for (NodeId id = 0; id < nodes.size(); ++id) {
    const Node &n = nodes[id];
    DenseSet<TensorId> seen;
    for (TensorId op : n.operands) {
      if (op >= tensors.size())
        return graphError(*this, "node '" + n.name + "' reads unknown tensor " +
                                     Twine(op));
      if (!seen.insert(op).second)
        return graphError(*this, "node '" + n.name + "' reads tensor '" +
                                     tensors[op].name + "' twice");
      NodeId p = tensors[op].producer;
      if (p != kNone && p >= id)
        return graphError(*this, "node '" + n.name + "' reads tensor '" +
                                     tensors[op].name +
                                     "' produced by a later node: ids are not "
                                     "a topological order");
      if (!llvm::is_contained(tensors[op].users, id))
        return graphError(*this, "tensor '" + tensors[op].name +
                                     "' does not list its user '" + n.name + "'");
    }
    for (TensorId r : n.results)
      if (r >= tensors.size() || tensors[r].producer != id)
        return graphError(*this, "node '" + n.name + "' lists result " +
                                     Twine(r) + " it does not produce");
    if (n.hints.pinnedDevice >= static_cast<int>(kNumDeviceKinds))
      return graphError(*this, "node '" + n.name + "' is pinned to unknown "
                                                   "device kind " +
                                   Twine(n.hints.pinnedDevice));
    for (double c : n.cost)
      if (!(c >= 0.0))
        return graphError(*this, "node '" + n.name + "' has a negative or NaN cost");
  }

  for (TensorId t = 0; t < tensors.size(); ++t) {
    const Tensor &ten = tensors[t];
    if (ten.producer == kNone && !inputSet.contains(t))
      return graphError(*this, "tensor '" + ten.name +
                                   "' has no producer and is not an input");
    if (ten.producer != kNone && ten.producer >= nodes.size())
      return graphError(*this, "tensor '" + ten.name + "' has unknown producer");
    for (NodeId u : ten.users)
      if (u >= nodes.size() || !llvm::is_contained(nodes[u].operands, t))
        return graphError(*this, "tensor '" + ten.name +
                                     "' lists a user that does not read it");
    if (ten.aliasOf == kNone)
      continue;
    if (ten.aliasOf >= tensors.size())
      return graphError(*this, "tensor '" + ten.name + "' aliases unknown tensor");
    if (ten.bytes != 0)
      return graphError(*this, "view '" + ten.name + "' has bytes of its own");
    // Walk the alias chain; more steps than tensors means a cycle.
    TensorId cur = t;
    for (size_t steps = 0; tensors[cur].aliasOf != kNone; ++steps) {
      if (steps > tensors.size())
        return graphError(*this, "tensor '" + ten.name + "' is in an alias cycle");
      cur = tensors[cur].aliasOf;
    }
  }
  return checkTotals();
}

Error RematGraph::checkTotals() const {
  uint64_t bytes = 0;
  for (const Tensor &t : tensors)
    if (t.bytes > kMaxBytes - bytes)
      return graphError(*this, "the tensors take more than " +
                                   Twine(kMaxBytes) +
                                   " bytes together");
    else
      bytes += t.bytes;
  for (unsigned k = 0; k < kNumDeviceKinds; ++k) {
    double cost = 0;
    for (const Node &n : nodes)
      cost += n.cost[k];
    if (!(cost <= kMaxGraphCost))
      return graphError(*this, "the nodes cost more than 1e18 together "
                               "(or a cost is not a number)");
  }
  return Error::success();
}

} // namespace remat
