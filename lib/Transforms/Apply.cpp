//===- Apply.cpp - Rewrite a function to its plan -------------------------===//
//
// Walks the plan's schedule once. The first compute of a node moves its ops
// to the end of the schedule built so far; a later compute clones them into a
// `remat.recompute` region at that point. Every tensor maps to its current
// instance, so each op (and the return) reads the latest recomputation.
// Frees need no IR here: after bufferization, remat-dealloc frees every
// buffer at its last use, which is where the normalized plan frees it.
//
//===----------------------------------------------------------------------===//

#include "remat/Analysis/GraphBuilder.h"
#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Dialect/Remat/RematOps.h"
#include "remat/Graph/Simulator.h"
#include "remat/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace remat {
#define GEN_PASS_DEF_REMATAPPLY
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
/// Rewrites one function; `current` maps every tensor to the value holding
/// its latest instance.
class ScheduleRewriter {
public:
  explicit ScheduleRewriter(const FunctionGraph &fg)
      : fg(fg), current(fg.tensorValues),
        computed(fg.graph.numNodes(), false) {}

  LogicalResult run(func::FuncOp func, ArrayRef<Event> schedule);

private:
  /// Moves the node's ops to `before`, reading the latest instances.
  void moveNode(NodeId n, Operation *before);
  /// Clones the node's ops into a remat.recompute region before `before`.
  void recomputeNode(NodeId n, Operation *before);

  TensorId tensorOfValue(Value value) const {
    auto it = fg.tensorOf.find(value);
    return it != fg.tensorOf.end() ? it->second : recomputedOf.lookup(value);
  }

  const FunctionGraph &fg;
  std::vector<Value> current;
  /// The tensor each remat.recompute result is an instance of.
  llvm::DenseMap<Value, TensorId> recomputedOf;
  std::vector<bool> computed;
};
} // namespace

static bool isConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->hasTrait<OpTrait::ConstantLike>();
}

void ScheduleRewriter::moveNode(NodeId n, Operation *before) {
  ArrayRef<Operation *> ops = fg.nodeOps[n];
  for (Operation *op : ops)
    op->moveBefore(before);
  // Operands include values captured by regions (a pad's padding value).
  for (TensorId t : fg.graph.node(n).operands) {
    Value original = fg.tensorValues[t];
    if (current[t] != original)
      original.replaceUsesWithIf(current[t], [&](OpOperand &use) {
        return llvm::any_of(
            ops, [&](Operation *op) { return op->isAncestor(use.getOwner()); });
      });
  }
}

void ScheduleRewriter::recomputeNode(NodeId n, Operation *before) {
  const Node &node = fg.graph.node(n);
  ArrayRef<Operation *> ops = fg.nodeOps[n];
  Operation *anchor = ops.back();
  // Constants are free to compute and hold no memory: a recomputed constant
  // stays the original, and regions clone the constants they read.
  if (anchor->hasTrait<OpTrait::ConstantLike>())
    return;

  OpBuilder builder(before);
  SmallVector<Value> inputs;
  for (TensorId t : node.operands)
    if (!isConstant(current[t]))
      inputs.push_back(current[t]);
  auto recompute = RecomputeOp::create(builder, anchor->getLoc(),
                                       anchor->getResultTypes(), inputs);
  SmallVector<Location> locs(inputs.size(), anchor->getLoc());
  Block *body = builder.createBlock(&recompute.getBody(), {},
                                    ValueRange(inputs).getTypes(), locs);
  IRMapping instances;
  instances.map(inputs, body->getArguments());

  // The node's ops read the instances current when they last ran; the clones
  // read the current ones.
  llvm::SetVector<Value> used;
  for (Operation *op : ops) {
    used.insert(op->operand_begin(), op->operand_end());
    getUsedValuesDefinedAbove(op->getRegions(), used);
  }
  IRMapping mapping;
  for (Value value : used) {
    if (value.getDefiningOp() && llvm::is_contained(ops, value.getDefiningOp()))
      continue;
    Value instance = current[tensorOfValue(value)];
    if (!instances.contains(instance))
      instances.map(instance,
                    builder.clone(*instance.getDefiningOp())->getResult(0));
    mapping.map(value, instances.lookup(instance));
  }
  for (Operation *op : ops)
    builder.clone(*op, mapping);
  SmallVector<Value> yielded;
  for (Value result : anchor->getResults())
    yielded.push_back(mapping.lookup(result));
  YieldOp::create(builder, anchor->getLoc(), yielded);

  for (auto [t, value] : llvm::zip(node.results, recompute.getResults())) {
    current[t] = value;
    recomputedOf[value] = t;
  }
}

LogicalResult ScheduleRewriter::run(func::FuncOp func,
                                    ArrayRef<Event> schedule) {
  Operation *terminator = func.getBody().front().getTerminator();
  for (const Event &e : schedule) {
    switch (e.kind) {
    case Event::Kind::Free:
      continue;
    case Event::Kind::Offload:
    case Event::Kind::Prefetch:
      return func.emitError()
             << "remat-apply cannot place host offloads yet: the plan of '@"
             << func.getSymName() << "' moves tensor " << e.id
             << " to host memory";
    case Event::Kind::Compute:
      if (computed[e.id]) {
        recomputeNode(e.id, terminator);
      } else {
        computed[e.id] = true;
        moveNode(e.id, terminator);
      }
      continue;
    }
  }
  // The function returns the latest instance of every output.
  for (OpOperand &operand : terminator->getOpOperands()) {
    auto it = fg.tensorOf.find(operand.get());
    if (it != fg.tensorOf.end())
      operand.set(current[it->second]);
  }
  return success();
}

namespace {
struct ApplyPass : remat::impl::RematApplyBase<ApplyPass> {
  void runOnOperation() override;
};
} // namespace

void ApplyPass::runOnOperation() {
  func::FuncOp func = getOperation();
  auto plan = func->getAttrOfType<PlanAttr>(RematDialect::kPlanAttrName);
  if (!plan || plan.getSchedule().empty())
    return;
  // Costs do not matter here, only the numbering of nodes and tensors.
  FailureOr<FunctionGraph> fg = buildFunctionGraph(func, CostModel());
  if (failed(fg))
    return signalPassFailure();
  const RematGraph &graph = fg->graph;
  if (graph.numNodes() != plan.getNodes() ||
      graph.numTensors() != plan.getTensors()) {
    func.emitError() << "the plan of '@" << func.getSymName()
                     << "' does not match the function: planned for "
                     << plan.getNodes() << " nodes and " << plan.getTensors()
                     << " tensors, the function has " << graph.numNodes()
                     << " and " << graph.numTensors()
                     << "; run remat-plan again";
    return signalPassFailure();
  }
  SimulationResult sim = simulate(graph, plan.getSchedule());
  if (!sim.ok()) {
    func.emitError() << "the plan of '@" << func.getSymName()
                     << "' is invalid: " << *sim.error;
    return signalPassFailure();
  }
  if (failed(ScheduleRewriter(*fg).run(func, plan.getSchedule())))
    return signalPassFailure();
  func->setAttr(RematDialect::kPlanAttrName,
                PlanAttr::get(&getContext(), plan.getSolver(), plan.getBudget(),
                              plan.getPeak(), plan.getNodes(),
                              plan.getTensors(), {}));
}
