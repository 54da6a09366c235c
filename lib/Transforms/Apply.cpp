//===- Apply.cpp - Rewrite a function to its plan -------------------------===//
//
// Walks the plan's schedule once. The first compute of a node moves its ops
// to the end of the schedule built so far; a later compute clones them into a
// `remat.recompute` region at that point. An offload inserts `remat.offload`
// there and a prefetch `remat.prefetch`. Every tensor maps to its current
// instance, so each op (and the return) reads the latest recomputation or
// prefetched copy.
//
// Memory is in the types: a value in host memory has the encoding
// `#remat.space<host>` (an offload's result, and every tensor a CPU node
// computes); a value without one lives in device memory. The ops of a node
// computed on the CPU also carry `remat.device = "cpu"` for the lowerings.
// Constants and scalars hold no memory: they are read wherever they are
// needed, and moving them needs no IR.
//
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
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
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
/// its latest instance, which lives in `where`.
class ScheduleRewriter {
public:
  ScheduleRewriter(FunctionOpInterface func, const FunctionGraph &fg);

  LogicalResult run(ArrayRef<Event> schedule);

private:
  /// Moves the node's ops to `before`, reading the latest instances, and
  /// places their results in `memory`.
  void moveNode(NodeId n, Operation *before, Residence memory);
  /// Clones the node's ops into a remat.recompute region before `before`.
  void recomputeNode(NodeId n, Operation *before, Residence memory);
  /// Inserts the remat.offload or remat.prefetch of event `index`.
  LogicalResult transfer(size_t index, const Event &e, Operation *before);
  /// Checks that a compute finds its operands, and leaves its results, where
  /// the device it runs on accesses memory.
  LogicalResult checkCompute(size_t index, const Event &e, Residence memory);

  InFlightDiagnostic fail(size_t index, const Event &e);
  std::string describe(const Event &e) const;
  const std::string &name(TensorId t) const { return fg.graph.tensor(t).name; }

  /// False for scalars and constants: they occupy no planned memory, so any
  /// op may read them and moving them changes nothing in the IR.
  bool holdsMemory(TensorId t) const { return holdsMemory_[t]; }
  void place(TensorId t, Residence memory);

  TensorId tensorOfValue(Value value) const {
    auto it = fg.tensorOf.find(value);
    return it != fg.tensorOf.end() ? it->second : instanceOf.lookup(value);
  }

  FunctionOpInterface func;
  const FunctionGraph &fg;
  std::vector<Value> current;
  std::vector<Residence> where;
  std::vector<bool> holdsMemory_;
  /// The tensor each value created here (recomputation, transfer) is an
  /// instance of.
  llvm::DenseMap<Value, TensorId> instanceOf;
  std::vector<bool> computed;
};
} // namespace

static bool isConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->hasTrait<OpTrait::ConstantLike>();
}

/// `type` in `memory`: tensors in host memory carry `#remat.space<host>`.
static Type inMemory(Type type, Residence memory) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return type;
  Attribute encoding;
  if (memory == Residence::Host)
    encoding = MemorySpaceAttr::get(type.getContext(), MemoryKind::host);
  return RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                               encoding);
}

/// Retypes the tensors `op` produces into `memory` and marks ops that run on
/// the CPU. Constants are left alone: they are read-only globals wherever
/// they are read. A constant it writes into (an init, whose type its result
/// shares) is copied into host memory first where it runs on the CPU.
static void placeOp(Operation *op, Residence memory) {
  if (op->hasTrait<OpTrait::ConstantLike>())
    return;
  for (Value result : op->getResults())
    result.setType(inMemory(result.getType(), memory));
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
    for (OpOperand &init : dps.getDpsInitsMutable()) {
      Type type = inMemory(init.get().getType(), memory);
      if (!isConstant(init.get()) || type == init.get().getType())
        continue;
      OpBuilder builder(op);
      init.set(OffloadOp::create(builder, op->getLoc(), type, init.get()));
    }
  if (memory == Residence::Host)
    op->setAttr(RematDialect::kDeviceAttrName,
                StringAttr::get(op->getContext(), "cpu"));
  else
    op->removeAttr(RematDialect::kDeviceAttrName);
}

ScheduleRewriter::ScheduleRewriter(FunctionOpInterface func,
                                   const FunctionGraph &fg)
    : func(func), fg(fg), current(fg.tensorValues),
      where(fg.graph.numTensors(), Residence::None),
      holdsMemory_(fg.graph.numTensors(), false),
      computed(fg.graph.numNodes(), false) {
  for (TensorId t = 0; t < fg.graph.numTensors(); ++t)
    holdsMemory_[t] = isa<RankedTensorType>(fg.tensorValues[t].getType()) &&
                      !isConstant(fg.tensorValues[t]);
  for (TensorId t : fg.graph.getInputs())
    place(t, Residence::Device);
}

void ScheduleRewriter::place(TensorId t, Residence memory) {
  where[t] = memory;
}

std::string ScheduleRewriter::describe(const Event &e) const {
  switch (e.kind) {
  case Event::Kind::Compute:
    return "compute '" + fg.graph.node(e.id).name + "'" +
           (e.device == DeviceKind::CPU ? " on cpu" : "");
  case Event::Kind::Free:
    return "free '" + name(e.id) + "'";
  case Event::Kind::Offload:
    return "offload '" + name(e.id) + "'";
  case Event::Kind::Prefetch:
    return "prefetch '" + name(e.id) + "'";
  }
  return "unknown event";
}

InFlightDiagnostic ScheduleRewriter::fail(size_t index, const Event &e) {
  return func.emitError() << "the plan of '" << fg.graph.getName()
                          << "' is invalid: event " << index << " ("
                          << describe(e) << "): ";
}

static StringRef memoryName(Residence memory) {
  return memory == Residence::Host ? "host memory" : "device memory";
}

LogicalResult ScheduleRewriter::checkCompute(size_t index, const Event &e,
                                             Residence memory) {
  const Node &node = fg.graph.node(e.id);
  StringRef device = memory == Residence::Host ? "the CPU" : "the GPU";
  for (TensorId t : node.operands) {
    if (!holdsMemory(t) || where[t] == memory)
      continue;
    if (where[t] == Residence::None)
      return fail(index, e) << "operand '" << name(t) << "' is not resident";
    return fail(index, e) << "operand '" << name(t) << "' is in "
                          << memoryName(where[t]) << ", but an op on " << device
                          << " reads " << memoryName(memory)
                          << (memory == Residence::Host
                                  ? "; offload it first"
                                  : "; prefetch it first");
  }
  for (TensorId t : node.results)
    if (holdsMemory(t) && where[t] != Residence::None && where[t] != memory)
      return fail(index, e) << "computes '" << name(t) << "' on " << device
                            << " while it is in " << memoryName(where[t]);
  return success();
}

void ScheduleRewriter::moveNode(NodeId n, Operation *before, Residence memory) {
  ArrayRef<Operation *> ops = fg.nodeOps[n];
  for (Operation *op : ops) {
    op->moveBefore(before);
    placeOp(op, memory);
  }
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

void ScheduleRewriter::recomputeNode(NodeId n, Operation *before,
                                     Residence memory) {
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
  SmallVector<Type> resultTypes;
  for (Type type : anchor->getResultTypes())
    resultTypes.push_back(inMemory(type, memory));
  auto recompute = RecomputeOp::create(builder, anchor->getLoc(), resultTypes,
                                       inputs);
  if (memory == Residence::Host)
    recompute->setAttr(RematDialect::kDeviceAttrName,
                       builder.getStringAttr("cpu"));
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
  // The originals may have run elsewhere: the clones take this memory.
  for (Operation *op : ops)
    placeOp(builder.clone(*op, mapping), memory);
  SmallVector<Value> yielded;
  for (Value result : anchor->getResults())
    yielded.push_back(mapping.lookup(result));
  YieldOp::create(builder, anchor->getLoc(), yielded);

  for (auto [t, value] : llvm::zip(node.results, recompute.getResults())) {
    current[t] = value;
    instanceOf[value] = t;
  }
}

LogicalResult ScheduleRewriter::transfer(size_t index, const Event &e,
                                         Operation *before) {
  TensorId t = e.id;
  bool isOffload = e.kind == Event::Kind::Offload;
  Residence from = isOffload ? Residence::Device : Residence::Host;
  Residence to = isOffload ? Residence::Host : Residence::Device;
  if (!holdsMemory(t)) {
    where[t] = to;
    return success();
  }
  if (where[t] != from)
    return fail(index, e) << "'" << name(t) << "' is not in "
                          << memoryName(from);
  TensorId root = fg.graph.storageOf(t);
  if (isOffload && fg.graph.tensor(root).producer == kNone)
    return fail(index, e) << "'" << name(t)
                          << "' is stored in a function argument, whose "
                             "storage belongs to the caller";
  // The program copies just this tensor; the model moves its whole storage.
  FailureOr<uint64_t> bytes =
      getStaticBytes(cast<ShapedType>(current[t].getType()));
  uint64_t storage = fg.graph.storageBytes(t);
  if (failed(bytes) || *bytes != storage)
    return fail(index, e) << "'" << name(t) << "' is a view of "
                          << (succeeded(bytes) ? *bytes : 0)
                          << " bytes into a buffer of " << storage
                          << " bytes; only whole buffers can be moved";
  OpBuilder builder(before);
  Value source = current[t];
  Type type = inMemory(source.getType(), to);
  Value moved;
  if (isOffload)
    moved = OffloadOp::create(builder, source.getLoc(), type, source);
  else
    moved = PrefetchOp::create(builder, source.getLoc(), type, source);
  current[t] = moved;
  instanceOf[moved] = t;
  place(t, to);
  return success();
}

LogicalResult ScheduleRewriter::run(ArrayRef<Event> schedule) {
  Operation *terminator = func.getFunctionBody().front().getTerminator();
  for (auto [index, e] : llvm::enumerate(schedule)) {
    switch (e.kind) {
    case Event::Kind::Free:
      place(e.id, Residence::None);
      continue;
    case Event::Kind::Offload:
    case Event::Kind::Prefetch:
      if (failed(transfer(index, e, terminator)))
        return failure();
      continue;
    case Event::Kind::Compute: {
      Residence memory =
          e.device == DeviceKind::CPU ? Residence::Host : Residence::Device;
      if (failed(checkCompute(index, e, memory)))
        return failure();
      if (computed[e.id]) {
        recomputeNode(e.id, terminator, memory);
      } else {
        computed[e.id] = true;
        moveNode(e.id, terminator, memory);
      }
      for (TensorId t : fg.graph.node(e.id).results)
        place(t, memory);
      continue;
    }
    }
  }
  // The function returns the latest instance of every output.
  for (OpOperand &operand : terminator->getOpOperands()) {
    auto it = fg.tensorOf.find(operand.get());
    if (it == fg.tensorOf.end())
      continue;
    TensorId t = it->second;
    if (holdsMemory(t) && where[t] != Residence::Device)
      return func.emitError()
             << "the plan of '" << fg.graph.getName() << "' is invalid: "
             << "output '" << name(t) << "' is not in device memory at the end";
    operand.set(current[t]);
  }
  return success();
}

namespace {
struct ApplyPass : remat::impl::RematApplyBase<ApplyPass> {
  void runOnOperation() override;
};
} // namespace

/// Rewrites `func` to its plan, if it has one with a schedule.
static LogicalResult applyPlan(FunctionOpInterface func) {
  auto plan = func->getAttrOfType<PlanAttr>(RematDialect::kPlanAttrName);
  if (!plan || plan.getSchedule().empty())
    return success();
  // Costs do not matter here, only the numbering of nodes and tensors.
  FailureOr<FunctionGraph> fg = buildFunctionGraph(func, CostModel());
  if (failed(fg))
    return failure();
  const RematGraph &graph = fg->graph;
  auto error = [&] {
    return func.emitError() << "the plan of '" << graph.getName() << "' ";
  };
  if (graph.numNodes() != plan.getNodes() ||
      graph.numTensors() != plan.getTensors())
    return error() << "does not match the function: planned for "
                   << plan.getNodes() << " nodes and " << plan.getTensors()
                   << " tensors, the function has " << graph.numNodes()
                   << " and " << graph.numTensors() << "; run remat-plan again";
  SimulationResult sim = simulate(graph, plan.getSchedule());
  if (!sim.ok())
    return error() << "is invalid: " << *sim.error;
  // The recorded peak is what remat-verify-budget holds the program to.
  if (sim.peakBytes != plan.getPeak())
    return error() << "records a peak of " << plan.getPeak()
                   << " bytes, but its schedule peaks at " << sim.peakBytes
                   << " bytes of device memory";
  if (failed(ScheduleRewriter(func, *fg).run(plan.getSchedule())))
    return failure();
  func->setAttr(RematDialect::kPlanAttrName,
                PlanAttr::get(func.getContext(), plan.getSolver(),
                              plan.getBudget(), plan.getPeak(), plan.getNodes(),
                              plan.getTensors(), {}));
  return success();
}

void ApplyPass::runOnOperation() {
  bool ok = true;
  getOperation()->walk<WalkOrder::PreOrder>([&](FunctionOpInterface func) {
    ok &= succeeded(applyPlan(func));
    return WalkResult::skip();
  });
  if (!ok)
    signalPassFailure();
}
