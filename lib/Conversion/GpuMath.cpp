//===- GpuMath.cpp - Math in kernels without libdevice --------------------===//
//
// convert-gpu-to-nvvm turns every math op into a libdevice call, which only a
// CUDA toolkit can link. Polynomial approximations of the transcendental f32
// ops, and calls of the LLVM intrinsics of ops PTX has instructions for, keep
// the kernels self-contained.
//
//===----------------------------------------------------------------------===//

#include "remat/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <cmath>

namespace remat {
#define GEN_PASS_DEF_REMATGPUMATH
#include "remat/Conversion/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct GpuMathPass : remat::impl::RematGpuMathBase<GpuMathPass> {
  void runOnOperation() override;
};

/// A math op on f32 or f64 scalars as a call of the LLVM intrinsic `Name`:
/// convert-gpu-to-nvvm would make a libdevice call of it, and also rejects
/// the LLVM dialect's own ops for these intrinsics.
template <typename MathOp> struct ToIntrinsic : OpRewritePattern<MathOp> {
  ToIntrinsic(MLIRContext *ctx, StringRef intrinsic)
      : OpRewritePattern<MathOp>(ctx), intrinsic(intrinsic) {}

  LogicalResult matchAndRewrite(MathOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getType().isF32() && !op.getType().isF64())
      return rewriter.notifyMatchFailure(op, "not an f32 or f64 scalar");
    rewriter.replaceOp(
        op, LLVM::CallIntrinsicOp::create(rewriter, op.getLoc(), op.getType(),
                                          rewriter.getStringAttr(intrinsic),
                                          op->getOperands())
                .getResults());
    return success();
  }

  std::string intrinsic;
};

/// log10(x) = log(x) / ln(10): no expansion upstream, and the log is
/// approximated.
struct Log10ToLog : OpRewritePattern<math::Log10Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::Log10Op op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!type.isF32())
      return rewriter.notifyMatchFailure(op, "not an f32 scalar");
    Location loc = op.getLoc();
    Value log = math::LogOp::create(rewriter, loc, op.getOperand());
    Value scale = arith::ConstantOp::create(
        rewriter, loc, rewriter.getFloatAttr(type, 1.0 / std::log(10.0)));
    rewriter.replaceOpWithNewOp<arith::MulFOp>(op, log, scale);
    return success();
  }
};

/// rsqrt(x) = 1 / sqrt(x), as the CPU lowering computes it.
struct RsqrtToDivide : OpRewritePattern<math::RsqrtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::RsqrtOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!type.isF32() && !type.isF64())
      return rewriter.notifyMatchFailure(op, "not an f32 or f64 scalar");
    Location loc = op.getLoc();
    Value one = arith::ConstantOp::create(rewriter, loc,
                                          rewriter.getFloatAttr(type, 1.0));
    Value root = math::SqrtOp::create(rewriter, loc, op.getOperand());
    rewriter.replaceOpWithNewOp<arith::DivFOp>(op, one, root);
    return success();
  }
};
} // namespace

void GpuMathPass::runOnOperation() {
  gpu::GPUModuleOp module = getOperation();
  MLIRContext *ctx = &getContext();

  RewritePatternSet approximations(ctx);
  // Ops without a polynomial approximation, in terms of ops with one (tan
  // as sin / cos, the hyperbolic functions with exp and log, pow with exp
  // and log, ...).
  math::populateExpansionPatterns(approximations,
                                  {"tan", "sinh", "cosh", "asinh", "acosh",
                                   "atanh", "exp2", "powf", "fpowi"});
  populateMathPolynomialApproximationPatterns(approximations);
  approximations.add<Log10ToLog, RsqrtToDivide>(ctx);
  if (failed(applyPatternsGreedily(module, std::move(approximations)))) {
    module.emitError() << "remat-gpu-math: approximating math ops did not "
                          "converge";
    return signalPassFailure();
  }

  // What the approximations are built from, and the few ops of the programs
  // that are not approximated, have PTX instructions.
  RewritePatternSet patterns(ctx);
  patterns.add<ToIntrinsic<math::AbsFOp>>(ctx, "llvm.fabs");
  patterns.add<ToIntrinsic<math::CeilOp>>(ctx, "llvm.ceil");
  patterns.add<ToIntrinsic<math::CopySignOp>>(ctx, "llvm.copysign");
  patterns.add<ToIntrinsic<math::FloorOp>>(ctx, "llvm.floor");
  patterns.add<ToIntrinsic<math::FmaOp>>(ctx, "llvm.fma");
  patterns.add<ToIntrinsic<math::RoundEvenOp>>(ctx, "llvm.roundeven");
  patterns.add<ToIntrinsic<math::RoundOp>>(ctx, "llvm.round");
  patterns.add<ToIntrinsic<math::SqrtOp>>(ctx, "llvm.sqrt");
  patterns.add<ToIntrinsic<math::TruncOp>>(ctx, "llvm.trunc");
  if (failed(applyPatternsGreedily(module, std::move(patterns)))) {
    module.emitError() << "remat-gpu-math: lowering math ops did not converge";
    signalPassFailure();
  }
}
