//===- PrepareForIree.cpp - Tensor IR that IREE runs as planned -----------===//
//
// After remat-materialize the plan is in the IR: its order, its
// recomputations, one buffer per planned result. IREE's compiler undoes it
// unless told otherwise (docs/IREE.md): CSE merges recomputations and the
// isolated inits of reductions back into one value, which then lives from its
// first use to its last; dispatch formation fuses and moves ops, so other
// tensors are materialized than the planned ones; const-evaluation turns
// constant-only ops into globals resident for the whole run; and execution
// regions hold every transient of a partition at once. This pass makes every
// node of the plan's graph one dispatch in an execution region of its own,
// in program order, its buffer freed after its last reader:
//
//   %x = <node>(%a, %b)          %a1 = util.optimization_barrier %a
//                          =>    %b1 = util.optimization_barrier %b
//                                %x0 = <node>(%a1, %b1)
//                                %x = util.optimization_barrier %x0
//
// Every value a node reads from outside (operands, and values its regions
// capture) passes a barrier of its own, so no two nodes read one SSA value and
// nothing is merged, fused or moved across nodes. A view is rebuilt on its
// barriered source (IREE fuses a strided slice into its reader, but copies a
// barriered one); a splat tensor constant becomes a fill of a barriered scalar
// in each node that reads it (fused into the node, never hoisted); a node
// that reads nothing (an iota) selects its values on a barriered `true`, so
// that IREE cannot evaluate it at compile time. Named ops IREE's MLIR no
// longer knows (linalg.add, linalg.exp, ...) are generalized; contractions,
// convolutions and the named ops IREE knows keep their names, which its
// code generation needs. IREE allocates the results of a dispatch together,
// so a multi-result generic whose results do not depend on each other is
// split into one generic per result.
//
// The util ops are emitted in generic form (MLIR does not know IREE's
// dialects; the context must allow unregistered ones). Last, IREE's device
// peak is predicted (IreeMemory.h) and checked against the planned budget.
//
//===----------------------------------------------------------------------===//

#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/GraphBuilder.h"
#include "remat/Analysis/IreeMemory.h"
#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/Support/ByteSize.h"
#include "remat/Transforms/MemorySpace.h"
#include "remat/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace remat {
#define GEN_PASS_DEF_REMATPREPAREFORIREE
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct PrepareForIreePass
    : remat::impl::RematPrepareForIreeBase<PrepareForIreePass> {
  using RematPrepareForIreeBase::RematPrepareForIreeBase;
  void runOnOperation() override;
};
} // namespace

static constexpr StringLiteral kBarrierName = "util.optimization_barrier";

/// Whether IREE's MLIR knows `op` by its name. Its code generation needs
/// contractions and convolutions (pooling included) named: generalized, a
/// large convolution exceeds the CPU backend's stack limit.
static bool keepNamed(linalg::LinalgOp op) {
  return isa<linalg::GenericOp, linalg::FillOp, linalg::CopyOp,
             linalg::TransposeOp, linalg::BroadcastOp, linalg::MapOp,
             linalg::ReduceOp, linalg::ContractionOpInterface,
             linalg::ConvolutionOpInterface>(op.getOperation());
}

static LogicalResult generalizeUnknownOps(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  SmallVector<linalg::LinalgOp> ops;
  func.walk([&](linalg::LinalgOp op) {
    if (!keepNamed(op))
      ops.push_back(op);
  });
  for (linalg::LinalgOp op : ops) {
    rewriter.setInsertionPoint(op);
    if (failed(linalg::generalizeNamedOp(rewriter, op)))
      return op->emitError() << "remat cannot generalize '" << op->getName()
                             << "' for IREE";
  }
  return success();
}

/// Whether the `i`-th yielded value of `op` reads no other output's block
/// argument (its running value), so it can be computed on its own.
static bool isIndependentResult(linalg::GenericOp op, unsigned i) {
  Block *body = op.getBody();
  SmallVector<Value> worklist{body->getTerminator()->getOperand(i)};
  llvm::SmallPtrSet<Value, 16> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      unsigned output = op.getNumDpsInputs() + i;
      if (arg.getOwner() == body && arg.getArgNumber() >= op.getNumDpsInputs() &&
          arg.getArgNumber() != output)
        return false;
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (def->getBlock() != body)
      continue;
    llvm::append_range(worklist, def->getOperands());
  }
  return true;
}

/// Splits `op` into one generic per result; IREE allocates a dispatch's
/// results together, freed with the last of them.
static void splitResults(IRRewriter &rewriter, linalg::GenericOp op) {
  SmallVector<Value> results;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  unsigned numInputs = op.getNumDpsInputs();
  for (unsigned i = 0, e = op.getNumResults(); i < e; ++i) {
    SmallVector<AffineMap> oneMaps(maps.begin(), maps.begin() + numInputs);
    oneMaps.push_back(maps[numInputs + i]);
    Value init = op.getDpsInitOperand(i)->get();
    auto one = linalg::GenericOp::create(
        rewriter, op.getLoc(), TypeRange{init.getType()}, op.getInputs(),
        ValueRange{init}, oneMaps, op.getIteratorTypesArray(),
        [&](OpBuilder &b, Location loc, ValueRange args) {
          IRMapping map;
          Block *body = op.getBody();
          for (unsigned k = 0; k < numInputs; ++k)
            map.map(body->getArgument(k), args[k]);
          map.map(body->getArgument(numInputs + i), args[numInputs]);
          for (Operation &inner : body->without_terminator())
            b.clone(inner, map);
          linalg::YieldOp::create(
              b, loc, map.lookup(body->getTerminator()->getOperand(i)));
        });
    one->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    results.push_back(one.getResult(0));
  }
  rewriter.replaceOp(op, results);
}

static void splitIndependentResults(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  SmallVector<linalg::GenericOp> ops;
  func.walk([&](linalg::GenericOp op) {
    if (op.getNumResults() > 1 && op.hasPureTensorSemantics() &&
        llvm::all_of(llvm::seq(op.getNumResults()), [&](unsigned i) {
          return isIndependentResult(op, i);
        }))
      ops.push_back(op);
  });
  for (linalg::GenericOp op : ops) {
    rewriter.setInsertionPoint(op);
    splitResults(rewriter, op);
  }
}

/// `util.optimization_barrier` on `value` at the builder's point.
static Value createBarrier(OpBuilder &b, Location loc, Value value) {
  OperationState state(loc, kBarrierName);
  state.addOperands(value);
  state.addTypes(value.getType());
  return b.create(state)->getResult(0);
}

/// `value` read through a fresh barrier: a view rebuilt on its source read
/// that way, a splat constant as a fill of a barriered scalar.
static Value freshValue(OpBuilder &b, Location loc, Value value) {
  Operation *def = value.getDefiningOp();
  if (def && isViewOp(def)) {
    IRMapping map;
    map.map(def->getOperand(0), freshValue(b, loc, def->getOperand(0)));
    return b.clone(*def, map)->getResult(
        cast<OpResult>(value).getResultNumber());
  }
  auto type = dyn_cast<RankedTensorType>(value.getType());
  SplatElementsAttr splat;
  if (type && matchPattern(value, m_Constant(&splat))) {
    Value scalar = arith::ConstantOp::create(
        b, loc, cast<TypedAttr>(splat.getSplatValue<Attribute>()));
    Value empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                          type.getElementType());
    return linalg::FillOp::create(b, loc, createBarrier(b, loc, scalar),
                                  empty)
        .getResult(0);
  }
  return createBarrier(b, loc, value);
}

/// Makes every yielded value of `op` depend on a barriered `true`, so that
/// IREE cannot evaluate it at compile time: yield select(true, v, 0).
static void makeRuntimeValued(OpBuilder &b, linalg::GenericOp op) {
  b.setInsertionPoint(op);
  Value yes = createBarrier(
      b, op.getLoc(), arith::ConstantOp::create(b, op.getLoc(),
                                                b.getBoolAttr(true)));
  Operation *yield = op.getBody()->getTerminator();
  b.setInsertionPoint(yield);
  for (OpOperand &operand : yield->getOpOperands()) {
    Type type = operand.get().getType();
    Value zero = arith::ConstantOp::create(b, op.getLoc(), b.getZeroAttr(type));
    operand.set(arith::SelectOp::create(b, op.getLoc(), yes, operand.get(),
                                        zero));
  }
}

/// What the ops of `members` read from outside them: operands and values
/// their regions capture.
static llvm::SetVector<Value> getExternalReads(ArrayRef<Operation *> members) {
  auto inNode = [&](Operation *op) {
    return llvm::any_of(members,
                        [&](Operation *m) { return m->isAncestor(op); });
  };
  llvm::SetVector<Value> reads;
  for (Operation *op : members) {
    llvm::SetVector<Value> values(op->getOperands().begin(),
                                  op->getOperands().end());
    getUsedValuesDefinedAbove(op->getRegions(), values);
    for (Value v : values)
      if (!v.getDefiningOp() || !inNode(v.getDefiningOp()))
        reads.insert(v);
  }
  return reads;
}

/// Puts the node `members` (its anchor last) behind barriers: fresh values
/// for what it reads, one barrier per result after it.
static void isolateNode(OpBuilder &b, ArrayRef<Operation *> members,
                        ArrayRef<Value> results) {
  Operation *anchor = members.back();
  auto inNode = [&](Operation *op) {
    return llvm::any_of(members,
                        [&](Operation *m) { return m->isAncestor(op); });
  };
  llvm::SetVector<Value> reads = getExternalReads(members);
  bool readsRuntimeValue = false;
  for (Value v : reads) {
    Operation *def = v.getDefiningOp();
    bool splat = def && def->hasTrait<OpTrait::ConstantLike>() &&
                 isa<ShapedType>(v.getType());
    if (splat && !matchPattern(v, m_Constant<SplatElementsAttr>(nullptr)))
      continue; // A dense constant: IREE keeps it as a constant buffer.
    if (isa_and_nonnull<tensor::EmptyOp>(def))
      continue; // Only its shape is read.
    readsRuntimeValue = true;
    // Right before the node's first op that reads it (the producers of a
    // node's inits need not be next to its anchor).
    Operation *first = nullptr;
    for (OpOperand &use : v.getUses()) {
      if (!inNode(use.getOwner()))
        continue;
      Operation *top = anchor->getBlock()->findAncestorOpInBlock(
          *use.getOwner());
      if (!first || top->isBeforeInBlock(first))
        first = top;
    }
    b.setInsertionPoint(first);
    Value fresh = freshValue(b, anchor->getLoc(), v);
    v.replaceUsesWithIf(fresh,
                        [&](OpOperand &use) { return inNode(use.getOwner()); });
  }
  if (!readsRuntimeValue)
    if (auto generic = dyn_cast<linalg::GenericOp>(anchor))
      makeRuntimeValued(b, generic);
  b.setInsertionPointAfter(anchor);
  for (Value r : results) {
    Value fresh = createBarrier(b, anchor->getLoc(), r);
    r.replaceAllUsesExcept(fresh, fresh.getDefiningOp());
  }
}

/// Checks that `func` runs on one device: IREE gets no host memory.
static LogicalResult checkOneDevice(func::FuncOp func) {
  WalkResult result = func.walk([&](Operation *op) {
    if (auto device =
            op->getAttrOfType<StringAttr>(RematDialect::kDeviceAttrName)) {
      op->emitError() << "the IREE target runs every op on one device, but "
                         "the plan places this op on '"
                      << device.getValue()
                      << "': plan without a host (--remat-devices with one "
                         "GPU and no CPU)";
      return WalkResult::interrupt();
    }
    auto alloc = dyn_cast<bufferization::AllocTensorOp>(op);
    if (alloc && alloc.getMemorySpace()) {
      op->emitError() << "the IREE target runs on one device, but the plan "
                         "moves this tensor between host and device memory: "
                         "plan without a host (--remat-devices with one GPU "
                         "and no CPU)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Records IREE's predicted peak on `func` and checks it against the
/// planned budget.
static LogicalResult checkBudget(func::FuncOp func, const IreePeak &peak) {
  Builder b(func.getContext());
  func->setAttr(RematDialect::kIreePeakAttrName, b.getI64IntegerAttr(peak.peakBytes));
  auto planned =
      func->getAttrOfType<DictionaryAttr>(RematDialect::kPlannedAttrName);
  auto budget = planned ? planned.getAs<IntegerAttr>("budget") : nullptr;
  if (!budget || peak.peakBytes <= budget.getValue().getZExtValue())
    return success();
  uint64_t limit = budget.getValue().getZExtValue();
  InFlightDiagnostic diag = func.emitError();
  diag << "'@" << func.getSymName() << "' planned for " << limit << " bytes ("
       << formatByteSize(limit) << ") would peak at " << peak.peakBytes
       << " bytes (" << formatByteSize(peak.peakBytes)
       << ") in IREE, where the plan peaks at " << peak.modeledBytes
       << " bytes:";
  if (peak.packedNodes)
    diag << " IREE allocates the results of each of " << peak.packedNodes
         << " multi-result ops together, each at a " << kIreeResultAlignment
         << "-byte aligned offset, until the last of them dies;";
  if (peak.constantBytes)
    diag << " it keeps " << peak.constantBytes
         << " bytes of dense constants resident;";
  diag << " this plan holds in IREE from a budget of " << peak.peakBytes
       << " bytes";
  return failure();
}

static LogicalResult prepare(func::FuncOp func, bool isolate,
                             const IreeTarget &target) {
  if (failed(checkOneDevice(func)) || failed(generalizeUnknownOps(func)))
    return failure();
  if (!isolate)
    return success();
  splitIndependentResults(func);
  CostModel costs = CostModel::fromModule(func->getParentOfType<ModuleOp>());
  FailureOr<FunctionGraph> fg = buildFunctionGraph(func, costs);
  if (failed(fg))
    return func.emitError()
           << "the IREE lowering makes every function with a body one IREE "
              "program and cannot model '@"
           << func.getSymName()
           << "' (see above): remove the functions IREE does not run, e.g. "
              "a test harness (--symbol-privatize=exclude=step "
              "--symbol-dce keeps only @step)";
  if (failed(checkBudget(func, predictIreePeak(*fg, target))))
    return failure();

  OpBuilder b(func.getContext());
  for (auto [n, members] : llvm::enumerate(fg->nodeOps)) {
    Operation *anchor = members.back();
    // An empty tensor read as an operand (a pooling window) carries only
    // its shape: IREE folds it into the reader.
    if (isViewOp(anchor) || anchor->hasTrait<OpTrait::ConstantLike>() ||
        isa<tensor::EmptyOp>(anchor))
      continue;
    SmallVector<Value> results;
    for (TensorId t : fg->graph.node(n).results)
      if (fg->graph.tensor(t).bytes > 0)
        results.push_back(fg->tensorValues[t]);
    if (!results.empty())
      isolateNode(b, members, results);
  }
  // Views rebuilt in their readers and the ops of split generics that fed
  // another result are dead now.
  // Readers before what they read; a dead op has no region with live ops.
  SmallVector<Operation *> ops;
  func.getBody().walk([&](Operation *op) { ops.push_back(op); });
  for (Operation *op : llvm::reverse(ops))
    if (op->getParentOp() && isOpTriviallyDead(op) && op->getNumRegions() == 0)
      op->erase();
  // IREE decides where its inputs may be written.
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    func.removeArgAttr(i, bufferization::BufferizationDialect::kWritableAttrName);
  return success();
}

void PrepareForIreePass::runOnOperation() {
  ModuleOp module = getOperation();
  if (isolate && !getContext().allowsUnregisteredDialects()) {
    module.emitError() << "remat-prepare-for-iree emits IREE's "
                       << kBarrierName
                       << ", which MLIR does not know: allow unregistered "
                          "dialects (--allow-unregistered-dialect)";
    return signalPassFailure();
  }
  IreeTarget target;
  target.demoteF64 = demoteF64;
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal() && failed(prepare(func, isolate, target)))
      return signalPassFailure();
}
