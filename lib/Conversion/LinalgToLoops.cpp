//===- LinalgToLoops.cpp - Linalg ops to loops, sums in f64 ---------------===//

#include "remat/Conversion/LinalgToLoops.h"
#include "remat/Conversion/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

namespace remat {
#define GEN_PASS_DEF_REMATLINALGTOLOOPS
#include "remat/Conversion/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

/// Puts the parallel dimensions of `op` first, keeping the relative order of
/// the reductions, so that they become the outer loops. Each output element
/// still accumulates in the order of the original loop nest.
static FailureOr<linalg::LinalgOp> putParallelLoopsFirst(RewriterBase &rewriter,
                                                         linalg::LinalgOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  auto parallelFirst = [](utils::IteratorType a, utils::IteratorType b) {
    return a == utils::IteratorType::parallel &&
           b != utils::IteratorType::parallel;
  };
  if (llvm::is_sorted(iterators, parallelFirst))
    return op;
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic) {
    FailureOr<linalg::GenericOp> generalized =
        linalg::generalizeNamedOp(rewriter, op);
    if (failed(generalized))
      return failure();
    generic = *generalized;
  }
  SmallVector<unsigned> order;
  for (auto [i, iterator] : llvm::enumerate(iterators))
    if (iterator == utils::IteratorType::parallel)
      order.push_back(i);
  for (auto [i, iterator] : llvm::enumerate(iterators))
    if (iterator != utils::IteratorType::parallel)
      order.push_back(i);
  FailureOr<linalg::GenericOp> interchanged =
      linalg::interchangeGenericOp(rewriter, generic, order);
  if (failed(interchanged))
    return failure();
  return cast<linalg::LinalgOp>(interchanged->getOperation());
}

namespace {
/// A sum reduction, with its parallel dimensions first: out[p] += term(p, r).
struct SumReduction {
  unsigned numParallel;
  arith::AddFOp add; // the body's `init + term`
  Value term;        // the body's value added to the init
};
} // namespace

static std::optional<SumReduction> matchSumReduction(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || op->getNumResults() != 0 ||
      op.getNumReductionLoops() == 0 ||
      op.getNumParallelLoops() + op.getNumReductionLoops() != op.getNumLoops())
    return std::nullopt;
  OpOperand *init = op.getDpsInitOperand(0);
  auto type = dyn_cast<FloatType>(getElementTypeOrSelf(init->get().getType()));
  if (!type || type.getWidth() >= 64)
    return std::nullopt;

  // The output is indexed by parallel dimensions only, so one register can
  // hold each of its elements through the reduction loops.
  unsigned numParallel = op.getNumParallelLoops();
  AffineMap outMap = op.getMatchingIndexingMap(init);
  if (!outMap.isProjectedPermutation())
    return std::nullopt;
  for (AffineExpr expr : outMap.getResults())
    if (cast<AffineDimExpr>(expr).getPosition() >= numParallel)
      return std::nullopt;

  Block *body = op.getBlock();
  BlockArgument acc = op.getMatchingBlockArgument(init);
  auto add = body->getTerminator()->getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add || add->getBlock() != body || !add->hasOneUse() || !acc.hasOneUse())
    return std::nullopt;
  if (add.getLhs() == acc)
    return SumReduction{numParallel, add, add.getRhs()};
  if (add.getRhs() == acc)
    return SumReduction{numParallel, add, add.getLhs()};
  return std::nullopt;
}

/// The indices of `map`'s results at the loop induction variables `ivs`.
static SmallVector<Value> applyMap(OpBuilder &b, Location loc, AffineMap map,
                                   ValueRange ivs) {
  return getValueOrCreateConstantIndexOp(
      b, loc,
      affine::makeComposedFoldedMultiResultAffineApply(
          b, loc, map, getAsOpFoldResult(ivs)));
}

/// Emits the loops of `sum` (parallel dimensions first): per output element,
/// a load, the reduction loops carrying an f64 accumulator, and a store.
static Operation *emitSumLoops(OpBuilder &b, linalg::LinalgOp op,
                               SumReduction sum, OuterLoops outer) {
  Location loc = op.getLoc();
  SmallVector<Value> lbs, ubs, steps;
  for (Range range : op.createLoopRanges(b, loc)) {
    lbs.push_back(getValueOrCreateConstantIndexOp(b, loc, range.offset));
    ubs.push_back(getValueOrCreateConstantIndexOp(b, loc, range.size));
    steps.push_back(getValueOrCreateConstantIndexOp(b, loc, range.stride));
  }
  unsigned p = sum.numParallel;
  OpOperand *init = op.getDpsInitOperand(0);
  Type narrow = getElementTypeOrSelf(init->get().getType());
  Type wide = b.getF64Type();

  // The body of one output element, at its parallel indices `outerIvs`.
  auto element = [&](OpBuilder &b, Location loc, ValueRange outerIvs) {
    SmallVector<Value> outIndices; // a permutation of parallel dimensions
    for (AffineExpr expr : op.getMatchingIndexingMap(init).getResults())
      outIndices.push_back(outerIvs[cast<AffineDimExpr>(expr).getPosition()]);
    Value first = memref::LoadOp::create(b, loc, init->get(), outIndices);
    Value start = arith::ExtFOp::create(b, loc, wide, first);
    auto reduce = [&](OpBuilder &b, Location loc, ValueRange innerIvs,
                      ValueRange accs) -> scf::ValueVector {
      SmallVector<Value> ivs(outerIvs);
      llvm::append_range(ivs, innerIvs);
      IRMapping mapping;
      for (OpOperand *input : op.getDpsInputOperands()) {
        BlockArgument arg = op.getMatchingBlockArgument(input);
        if (arg.use_empty())
          continue;
        Value value = input->get();
        if (isa<MemRefType>(value.getType()))
          value = memref::LoadOp::create(
              b, loc, value,
              applyMap(b, loc, op.getMatchingIndexingMap(input), ivs));
        mapping.map(arg, value);
      }
      for (Operation &bodyOp : op.getBlock()->without_terminator()) {
        if (&bodyOp == sum.add.getOperation())
          continue;
        if (auto index = dyn_cast<linalg::IndexOp>(bodyOp)) {
          mapping.map(index.getResult(), ivs[index.getDim()]);
          continue;
        }
        b.clone(bodyOp, mapping);
      }
      Value term = arith::ExtFOp::create(b, loc, wide,
                                         mapping.lookupOrDefault(sum.term));
      return {arith::AddFOp::create(b, loc, accs.front(), term,
                                    sum.add.getFastmathAttr())};
    };
    scf::LoopNest reduction = scf::buildLoopNest(
        b, loc, ArrayRef(lbs).drop_front(p), ArrayRef(ubs).drop_front(p),
        ArrayRef(steps).drop_front(p), ValueRange{start}, reduce);
    Value total = arith::TruncFOp::create(b, loc, narrow, reduction.results[0]);
    memref::StoreOp::create(b, loc, total, init->get(), outIndices);
  };

  if (p == 0) { // a full reduction: no outer loop
    element(b, loc, {});
    return nullptr;
  }
  auto outerLbs = ArrayRef(lbs).take_front(p);
  auto outerUbs = ArrayRef(ubs).take_front(p);
  auto outerSteps = ArrayRef(steps).take_front(p);
  if (outer == OuterLoops::Parallel)
    return scf::ParallelOp::create(b, loc, outerLbs, outerUbs, outerSteps,
                                   element);
  return scf::buildLoopNest(b, loc, outerLbs, outerUbs, outerSteps, element)
      .loops.front();
}

FailureOr<Operation *> remat::lowerToLoops(RewriterBase &rewriter,
                                           linalg::LinalgOp op,
                                           OuterLoops outer) {
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::LinalgOp> reordered = putParallelLoopsFirst(rewriter, op);
  if (failed(reordered)) {
    op->emitOpError() << "cannot be reordered into parallel loops";
    return failure();
  }
  op = *reordered;

  Operation *outermost = nullptr;
  if (std::optional<SumReduction> sum = matchSumReduction(op)) {
    outermost = emitSumLoops(rewriter, op, *sum, outer);
  } else {
    FailureOr<linalg::LinalgLoops> loops =
        outer == OuterLoops::Parallel
            ? linalg::linalgOpToParallelLoops(rewriter, op)
            : linalg::linalgOpToLoops(rewriter, op);
    if (failed(loops)) {
      op->emitOpError() << "cannot be lowered to loops";
      return failure();
    }
    if (!loops->empty())
      outermost = loops->front();
  }
  rewriter.eraseOp(op);
  return outermost;
}

LogicalResult remat::checkOnlyStructuredLinalg(Operation *root,
                                               StringRef target) {
  WalkResult result = root->walk([&](Operation *op) {
    if (!isa<linalg::LinalgDialect>(op->getDialect()) ||
        isa<linalg::LinalgOp, linalg::YieldOp, linalg::IndexOp>(op))
      return WalkResult::advance();
    op->emitOpError() << "is not lowered by the " << target
                      << " lowering, which takes structured linalg ops "
                         "(linalg.generic and the named ops); decompose it "
                         "first (transform.structured.decompose_interface)";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

namespace {
struct LinalgToLoopsPass
    : remat::impl::RematLinalgToLoopsBase<LinalgToLoopsPass> {
  void runOnOperation() override {
    if (failed(checkOnlyStructuredLinalg(getOperation(), "cpu")))
      return signalPassFailure();
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops)
      if (failed(lowerToLoops(rewriter, op, OuterLoops::Sequential)))
        return signalPassFailure();
  }
};
} // namespace
