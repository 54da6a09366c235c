//===- PrintGraph.cpp - Print the planning graph of every function --------===//

#include "remat/Analysis/GraphBuilder.h"
#include "remat/Graph/Plan.h"
#include "remat/Graph/Simulator.h"
#include "remat/Transforms/IsolateBuffers.h"
#include "remat/Transforms/Passes.h"

#include "llvm/Support/FormatVariadic.h"

namespace remat {
#define GEN_PASS_DEF_REMATPRINTGRAPH
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct PrintGraphPass : remat::impl::RematPrintGraphBase<PrintGraphPass> {
  using RematPrintGraphBase::RematPrintGraphBase;
  void runOnOperation() override;
};
} // namespace

static void printTensorList(raw_ostream &os, ArrayRef<TensorId> ids) {
  os << "(";
  llvm::interleaveComma(ids, os, [&](TensorId t) { os << "t" << t; });
  os << ")";
}

static void printGraph(raw_ostream &os, const FunctionGraph &fg) {
  const RematGraph &g = fg.graph;
  os << "graph " << g.getName() << ": " << g.numNodes() << " nodes, "
     << g.numTensors() << " tensors, " << g.getInputs().size() << " inputs\n";
  auto printTensor = [&](TensorId t) {
    const Tensor &tensor = g.tensor(t);
    os << "t" << t << ": ";
    if (tensor.aliasOf != kNone)
      os << "view of t" << tensor.aliasOf;
    else
      os << tensor.bytes << " B";
  };
  for (TensorId t : g.getInputs()) {
    os << "  input ";
    printTensor(t);
    os << "\n";
  }
  for (NodeId n = 0; n < g.numNodes(); ++n) {
    const Node &node = g.node(n);
    os << "  node " << n << " " << node.name << " ";
    ArrayRef<Operation *> ops = fg.nodeOps[n];
    if (ops.size() > 1) {
      os << "[";
      llvm::interleaveComma(ops.drop_back(), os,
                            [&](Operation *op) { os << op->getName(); });
      os << "] ";
    }
    printTensorList(os, node.operands);
    os << " -> ";
    printTensorList(os, node.results);
    double flops = 0;
    for (Operation *op : ops)
      flops += CostModel::countFlops(op);
    os << llvm::formatv(" flops {0} gpu {1:e} s cpu {2:e} s", uint64_t(flops),
                        node.cost[unsigned(DeviceKind::GPU)],
                        node.cost[unsigned(DeviceKind::CPU)]);
    if (node.hints.keep)
      os << " keep";
    if (node.hints.neverRecompute)
      os << " never-recompute";
    if (node.hints.neverOffload)
      os << " never-offload";
    if (node.hints.pinnedDevice >= 0)
      os << (node.hints.pinnedDevice == int(DeviceKind::CPU) ? " on-cpu"
                                                             : " on-gpu");
    os << "\n";
    for (TensorId t : node.results) {
      os << "    ";
      printTensor(t);
      os << "\n";
    }
  }
  os << "  outputs";
  for (TensorId t = 0; t < g.numTensors(); ++t)
    if (g.tensor(t).isOutput)
      os << " t" << t;
  SimulationResult baseline = simulate(g, buildBaselinePlan(g));
  os << "\n  no-remat peak " << baseline.peakBytes << " B\n";
}

void PrintGraphPass::runOnOperation() {
  ModuleOp module = getOperation();
  CostModel costs = CostModel::fromModule(module);
  // The graph as the planners see it: of each function with its buffers
  // isolated, as remat-plan does first, so that node and tensor ids match
  // those of its plans and reports. On a copy: this pass changes nothing.
  OwningOpRef<ModuleOp> copy = module.clone();
  for (FunctionOpInterface func : collectFunctions(*copy)) {
    if (!asIs)
      isolateBuffers(func);
    FailureOr<FunctionGraph> graph = buildFunctionGraph(func, costs);
    if (failed(graph))
      return signalPassFailure();
    printGraph(llvm::outs(), *graph);
  }
}
