//===- NegativePadToSlice.cpp - Negative tensor.pad as a slice ------------===//
//
// PyTorch's backward of F.pad is a pad by the negated amounts, which torch-mlir
// imports as a tensor.pad with negative low/high: a crop. Its verifier accepts
// it, but bufferization writes the source into a subview at a negative offset
// and fails. A crop is an extract_slice; what padding remains stays a pad.
// The pipeline runs this before planning, so the planner's graph (a slice
// is a view of its source) is the program that bufferization produces.
//
//===----------------------------------------------------------------------===//

#include "remat/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace remat {
#define GEN_PASS_DEF_REMATNEGATIVEPADTOSLICE
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct NegativePadToSlicePass
    : remat::impl::RematNegativePadToSliceBase<NegativePadToSlicePass> {
  void runOnOperation() override;
};
} // namespace

/// The static amount of `ofr`, or nullopt for a dynamic one.
static std::optional<int64_t> staticAmount(OpFoldResult ofr) {
  return getConstantIntValue(ofr);
}

/// Rewrites `pad` if it has negative amounts: extract_slice of what is kept,
/// then a pad by the non-negative amounts (none: the slice is the result).
static LogicalResult rewriteNegativePad(tensor::PadOp pad,
                                        RewriterBase &rewriter) {
  SmallVector<OpFoldResult> low = pad.getMixedLowPad();
  SmallVector<OpFoldResult> high = pad.getMixedHighPad();
  auto isNegative = [](OpFoldResult ofr) {
    std::optional<int64_t> amount = staticAmount(ofr);
    return amount && *amount < 0;
  };
  if (llvm::none_of(low, isNegative) && llvm::none_of(high, isNegative))
    return success();

  RankedTensorType sourceType = pad.getSourceType();
  SmallVector<OpFoldResult> offsets, sizes, strides;
  SmallVector<OpFoldResult> keptLow, keptHigh;
  SmallVector<int64_t> sliceShape;
  bool remainingPad = false;
  for (int64_t d = 0, rank = sourceType.getRank(); d < rank; ++d) {
    int64_t cropLow = 0, cropHigh = 0;
    if (isNegative(low[d]))
      cropLow = -*staticAmount(low[d]);
    if (isNegative(high[d]))
      cropHigh = -*staticAmount(high[d]);
    int64_t extent = sourceType.getDimSize(d);
    if ((cropLow || cropHigh) && ShapedType::isDynamic(extent))
      return pad.emitOpError()
             << "crops dimension " << d
             << " of dynamic size; remat needs static shapes";
    if (ShapedType::isStatic(extent) && cropLow + cropHigh > extent)
      return pad.emitOpError() << "crops " << cropLow + cropHigh
                               << " elements of dimension " << d
                               << ", which has " << extent;
    offsets.push_back(rewriter.getIndexAttr(cropLow));
    strides.push_back(rewriter.getIndexAttr(1));
    if (ShapedType::isDynamic(extent)) {
      sizes.push_back(
          tensor::DimOp::create(rewriter, pad.getLoc(), pad.getSource(), d)
              .getResult());
    } else {
      sizes.push_back(rewriter.getIndexAttr(extent - cropLow - cropHigh));
    }
    sliceShape.push_back(ShapedType::isDynamic(extent)
                             ? ShapedType::kDynamic
                             : extent - cropLow - cropHigh);
    keptLow.push_back(cropLow ? rewriter.getIndexAttr(0) : low[d]);
    keptHigh.push_back(cropHigh ? rewriter.getIndexAttr(0) : high[d]);
    remainingPad |= !isConstantIntValue(keptLow.back(), 0) ||
                    !isConstantIntValue(keptHigh.back(), 0);
  }

  rewriter.setInsertionPoint(pad);
  auto sliceType =
      RankedTensorType::get(sliceShape, sourceType.getElementType(),
                            sourceType.getEncoding());
  Value slice = tensor::ExtractSliceOp::create(
      rewriter, pad.getLoc(), sliceType, pad.getSource(), offsets, sizes,
      strides);
  Value result = slice;
  if (remainingPad) {
    auto kept = tensor::PadOp::create(rewriter, pad.getLoc(),
                                      pad.getResultType(), slice, keptLow,
                                      keptHigh, pad.getNofold());
    rewriter.inlineRegionBefore(pad.getRegion(), kept.getRegion(),
                                kept.getRegion().end());
    result = kept.getResult();
  }
  if (result.getType() != pad.getResultType())
    result = tensor::CastOp::create(rewriter, pad.getLoc(),
                                    pad.getResultType(), result);
  rewriter.replaceOp(pad, result);
  return success();
}

void NegativePadToSlicePass::runOnOperation() {
  SmallVector<tensor::PadOp> pads;
  getOperation()->walk([&](tensor::PadOp pad) { pads.push_back(pad); });
  IRRewriter rewriter(&getContext());
  for (tensor::PadOp pad : pads)
    if (failed(rewriteNegativePad(pad, rewriter)))
      return signalPassFailure();
}
