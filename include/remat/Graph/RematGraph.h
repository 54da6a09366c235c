//===- RematGraph.h - Computation graph for memory planning -----*- C++ -*-===//
//
// The graph every planner works on: nodes (operations) that consume and produce
// tensors, each tensor with a byte size and optional aliasing. It is
// independent of MLIR IR classes so planners can be tested and benchmarked on
// graph files.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_GRAPH_REMATGRAPH_H
#define REMAT_GRAPH_REMATGRAPH_H

#include "remat/Support/ByteSize.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace remat {

using NodeId = uint32_t;
using TensorId = uint32_t;
/// Marks "no node" / "no tensor" (an input has no producer, an owner no alias).
inline constexpr uint32_t kNone = ~0u;

enum class DeviceKind : uint8_t { GPU = 0, CPU = 1 };
inline constexpr unsigned kNumDeviceKinds = 2;

/// Where a tensor's storage is: nowhere (not computed yet, or freed), in
/// device memory (the budget's) or in host memory. For a buffer of the
/// lowered program, None is a memory remat does not know.
enum class Residence : uint8_t { None, Device, Host };
/// What all costs of a graph may add up to: far beyond any real step
/// (seconds, or FLOPs), and far within what Clp and CBC accept (1e25).
inline constexpr double kMaxGraphCost = 1e18;

/// A value that occupies memory. A view (aliasOf != kNone) shares the storage
/// of the tensor it aliases and has no bytes of its own; the storage stays
/// resident while any tensor of its alias class is resident.
struct Tensor {
  std::string name;
  uint64_t bytes = 0;
  NodeId producer = kNone; ///< kNone for graph inputs (arguments, parameters).
  TensorId aliasOf = kNone;
  std::vector<NodeId> users; ///< Nodes that read this tensor, in id order.
  bool isOutput = false;     ///< Must be resident when the step ends.
};

/// Planner hints carried from the IR (`#remat.policy`, `#remat.placement`).
struct NodeHints {
  bool keep = false;           ///< Results are never freed early nor evicted.
  bool neverRecompute = false; ///< Computed exactly once.
  bool neverOffload = false;   ///< Results are never moved to host memory.
  int pinnedDevice = -1;       ///< Index of a device kind it must run on.
};

/// One operation. Its cost is the modeled time to compute it once on each
/// device kind (same unit across a graph; seconds for MLIR-built graphs).
struct Node {
  std::string name;
  /// Where it comes from (file:line:col of its op), for reports; may be
  /// empty.
  std::string origin;
  std::vector<TensorId> operands; ///< Distinct tensors read.
  std::vector<TensorId> results;  ///< Tensors written (usually one).
  double cost[kNumDeviceKinds] = {0.0, 0.0};
  NodeHints hints;
  /// In the backward pass: from Checkmate's files, or inferred from the
  /// loss (TrainingPhases.h); read by dp and chen.
  bool isBackward = false;
};

/// The link between device memory and host memory. Moving `bytes` across it
/// takes latency + bytes / bandwidth, in the graph's cost unit. A graph
/// without one (bandwidth 0) has no host memory to offload to.
struct HostLink {
  double bandwidth = 0.0; ///< Bytes per cost unit; 0 when there is no link.
  double latency = 0.0;   ///< Cost units per transfer.
  bool available() const { return bandwidth > 0.0; }
  double transferCost(uint64_t bytes) const {
    return latency + static_cast<double>(bytes) / bandwidth;
  }
};

/// A computation graph whose node ids are a topological order: every operand
/// of node i is a graph input or a result of a node j < i.
class RematGraph {
public:
  RematGraph() = default;
  explicit RematGraph(std::string name) : name(std::move(name)) {}

  /// Adds a graph input (argument / parameter): resident from the start.
  TensorId addInput(llvm::StringRef name, uint64_t bytes);
  /// Adds a node with `numResults` fresh result tensors; `resultBytes` gives
  /// their sizes. Operands must already exist.
  NodeId addNode(llvm::StringRef name, llvm::ArrayRef<TensorId> operands,
                 llvm::ArrayRef<uint64_t> resultBytes, double gpuCost,
                 double cpuCost);
  /// Makes `view` share the storage of `source` (and drops its own bytes).
  void setAlias(TensorId view, TensorId source);
  void markOutput(TensorId t) { tensors[t].isOutput = true; }

  /// Checks ids, topological order, aliasing, that outputs exist, and
  /// checkTotals().
  llvm::Error verify() const;
  /// Checks that all tensors together take at most kMaxBytes, and that
  /// all costs together are finite and at most kMaxGraphCost, so that no sum
  /// of bytes overflows and every cost suits a MILP solver.
  llvm::Error checkTotals() const;

  llvm::StringRef getName() const { return name; }
  void setName(std::string n) { name = std::move(n); }
  size_t numNodes() const { return nodes.size(); }
  size_t numTensors() const { return tensors.size(); }
  const Node &node(NodeId n) const { return nodes[n]; }
  Node &node(NodeId n) { return nodes[n]; }
  const Tensor &tensor(TensorId t) const { return tensors[t]; }
  Tensor &tensor(TensorId t) { return tensors[t]; }
  llvm::ArrayRef<Node> getNodes() const { return nodes; }
  llvm::ArrayRef<Tensor> getTensors() const { return tensors; }
  llvm::ArrayRef<TensorId> getInputs() const { return inputs; }

  /// The tensor owning the storage of `t` (follows aliasOf to its root).
  TensorId storageOf(TensorId t) const;
  /// Bytes of the storage `t` lives in.
  uint64_t storageBytes(TensorId t) const {
    return tensors[storageOf(t)].bytes;
  }
  /// Sum of node costs on `kind` (the cost of computing everything once).
  double totalCost(DeviceKind kind = DeviceKind::GPU) const;

  const HostLink &getHostLink() const { return hostLink; }
  void setHostLink(HostLink link) { hostLink = link; }

private:
  std::string name;
  std::vector<Node> nodes;
  std::vector<Tensor> tensors;
  std::vector<TensorId> inputs;
  HostLink hostLink;
};

} // namespace remat

#endif // REMAT_GRAPH_REMATGRAPH_H
