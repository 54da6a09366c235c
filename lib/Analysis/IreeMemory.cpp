//===- IreeMemory.cpp - Device memory of a function run by IREE -----------===//

#include "remat/Analysis/IreeMemory.h"

#include "remat/Graph/Plan.h"
#include "remat/Graph/Simulator.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace remat {

/// Bytes of the dense constants of `fg`'s function that IREE keeps as
/// constant buffers (splats it folds into their readers).
static uint64_t getConstantBytes(const FunctionGraph &fg) {
  uint64_t bytes = 0;
  for (const auto &ops : fg.nodeOps) {
    Operation *anchor = ops.back();
    if (!anchor->hasTrait<OpTrait::ConstantLike>() ||
        anchor->getNumResults() != 1)
      continue;
    auto type = dyn_cast<RankedTensorType>(anchor->getResult(0).getType());
    auto value = anchor->getAttrOfType<ElementsAttr>("value");
    if (!type || !value || value.isSplat())
      continue;
    FailureOr<uint64_t> size = getStaticBytes(type);
    if (succeeded(size))
      bytes += *size;
  }
  return bytes;
}

/// Packs the results of `node` that own memory into one allocation, where
/// there are several; returns whether there were.
static bool packResults(RematGraph &graph, const Node &node,
                        uint64_t alignment) {
  SmallVector<TensorId> owned;
  for (TensorId t : node.results)
    if (graph.tensor(t).aliasOf == kNone && graph.tensor(t).bytes > 0)
      owned.push_back(t);
  if (owned.size() < 2)
    return false;
  // One allocation, each result at an aligned offset, live while any of
  // them is: the first result owns it, the others are its views.
  uint64_t packed = 0;
  for (TensorId t : owned)
    packed += llvm::alignTo(graph.tensor(t).bytes, alignment);
  for (TensorId t : llvm::drop_begin(owned))
    graph.setAlias(t, owned.front());
  graph.tensor(owned.front()).bytes = packed;
  return true;
}

static RematGraph getIreeGraph(const FunctionGraph &fg, uint64_t alignment,
                               unsigned &packedNodes) {
  RematGraph graph = fg.graph;
  for (auto [n, ops] : llvm::enumerate(fg.nodeOps))
    if (isa<tensor::EmptyOp>(ops.back()))
      for (TensorId t : graph.node(n).results)
        if (!graph.tensor(t).isOutput)
          graph.tensor(t).bytes = 0;
  packedNodes = 0;
  for (const Node &node : fg.graph.getNodes())
    packedNodes += packResults(graph, node, alignment);
  return graph;
}

RematGraph getIreeGraph(const FunctionGraph &fg, uint64_t alignment) {
  unsigned packedNodes;
  return getIreeGraph(fg, alignment, packedNodes);
}

IreePeak predictIreePeak(const FunctionGraph &fg, uint64_t alignment) {
  IreePeak result;
  RematGraph graph = getIreeGraph(fg, alignment, result.packedNodes);
  result.constantBytes = getConstantBytes(fg);
  result.modeledBytes =
      simulate(fg.graph, buildBaselinePlan(fg.graph)).peakBytes;
  result.peakBytes = simulate(graph, buildBaselinePlan(graph)).peakBytes +
                     result.constantBytes;
  return result;
}

} // namespace remat
