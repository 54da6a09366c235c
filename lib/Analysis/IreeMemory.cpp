//===- IreeMemory.cpp - Device memory of a function run by IREE -----------===//

#include "remat/Analysis/IreeMemory.h"

#include "remat/Graph/Plan.h"
#include "remat/Graph/Simulator.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace remat {

/// The bytes IREE stores for `bytes` of elements of `type`: demoted f64
/// takes half (--iree-input-demote-f64-to-f32, on by default).
static uint64_t storedBytes(Type type, uint64_t bytes,
                            const IreeTarget &target) {
  auto shaped = dyn_cast<ShapedType>(type);
  return target.demoteF64 && shaped && shaped.getElementType().isF64()
             ? bytes / 2
             : bytes;
}

/// Bytes of the dense constants of `fg`'s function that IREE keeps as
/// constant buffers (splats it folds into their readers).
static uint64_t getConstantBytes(const FunctionGraph &fg,
                                 const IreeTarget &target) {
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
      bytes += storedBytes(type, *size, target);
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

/// Whether `op` converts its one input between f32 and f64 element by
/// element: demoted, it is an identity copy, which IREE folds away (the
/// result is its input's buffer).
static bool isF32F64Conversion(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic->getNumResults() != 1 ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2 ||
      !isa<arith::ExtFOp, arith::TruncFOp>(body.front()))
    return false;
  Operation &convert = body.front();
  Type from = convert.getOperand(0).getType(), to = convert.getResultTypes()[0];
  return convert.getOperand(0) == body.getArgument(0) &&
         body.getTerminator()->getOperand(0) == convert.getResult(0) &&
         ((from.isF32() && to.isF64()) || (from.isF64() && to.isF32()));
}

/// IREE demotes f64 to f32: f64 tensors take half their bytes
/// (storedBytes), and with `foldConversions` the
/// conversions between the two are views of their input. The planner's
/// graph keeps them buffers of their own, which never counts less than
/// IREE's one buffer. (Folded there, a recomputed input is a second buffer
/// beside the one a live conversion still holds, which the planners' own
/// models, by alias class, do not foresee: the tiny UNet's minimum rose
/// from 97,111 to 99,332 B when tried.)
static void demoteF64(const FunctionGraph &fg, RematGraph &graph,
                      const IreeTarget &target, bool foldConversions) {
  for (auto [t, value] : llvm::enumerate(fg.tensorValues))
    graph.tensor(t).bytes =
        storedBytes(value.getType(), graph.tensor(t).bytes, target);
  if (!foldConversions)
    return;
  for (auto [n, ops] : llvm::enumerate(fg.nodeOps)) {
    if (!isF32F64Conversion(ops.back()))
      continue;
    auto input =
        fg.tensorOf.find(cast<linalg::GenericOp>(ops.back()).getDpsInputs()[0]);
    if (input != fg.tensorOf.end())
      graph.setAlias(graph.node(n).results[0], input->second);
  }
}

static RematGraph getIreeGraph(const FunctionGraph &fg,
                               const IreeTarget &target, bool foldConversions,
                               unsigned &packedNodes) {
  RematGraph graph = fg.graph;
  for (auto [n, ops] : llvm::enumerate(fg.nodeOps))
    if (isa<tensor::EmptyOp>(ops.back()))
      for (TensorId t : graph.node(n).results)
        if (!graph.tensor(t).isOutput)
          graph.tensor(t).bytes = 0;
  if (target.demoteF64)
    demoteF64(fg, graph, target, foldConversions);
  packedNodes = 0;
  for (const Node &node : fg.graph.getNodes())
    packedNodes += packResults(graph, node, target.alignment);
  return graph;
}

RematGraph getIreeGraph(const FunctionGraph &fg, const IreeTarget &target) {
  unsigned packedNodes;
  return getIreeGraph(fg, target, /*foldConversions=*/false, packedNodes);
}

IreePeak predictIreePeak(const FunctionGraph &fg, const IreeTarget &target) {
  IreePeak result;
  // The program as rewritten: each recomputation a node of its own, run
  // once, so that views are exact here.
  RematGraph graph =
      getIreeGraph(fg, target, /*foldConversions=*/true, result.packedNodes);
  result.constantBytes = getConstantBytes(fg, target);
  result.modeledBytes =
      simulate(fg.graph, buildBaselinePlan(fg.graph)).peakBytes;
  result.peakBytes = simulate(graph, buildBaselinePlan(graph)).peakBytes +
                     result.constantBytes;
  return result;
}

} // namespace remat
