//===- LinalgToLoops.h - Linalg ops on buffers to loops ------------*- C++ -*-===//
//
// Both lowerings turn linalg ops into loops the same way, so that the CPU and
// the GPU compute the same sums: parallel dimensions outermost, reductions
// inside, and a sum reduction of floats narrower than f64 accumulated per
// output element in an f64 register. A training step sums long reductions
// (16,384 terms for one channel of a batch norm's backward); summed one by
// one in float32 they lose up to ten times more than PyTorch's blocked
// kernels, and ResNet-50's gradients drift 1.5e-3 off float64. In f64 each
// output is rounded once, and the loops touch the output once per element
// instead of once per term. No buffer is added: the memory plan still holds.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_CONVERSION_LINALGTOLOOPS_H
#define REMAT_CONVERSION_LINALGTOLOOPS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace remat {

/// What the parallel dimensions of an op become.
enum class OuterLoops {
  Sequential, ///< a nest of scf.for (host code)
  Parallel,   ///< one scf.parallel (to be mapped to the GPU)
};

/// Lowers `op`, a linalg op on buffers, to loops and erases it. A generic is
/// first interchanged so that its parallel dimensions come first (named ops
/// are generalized for that when needed); each output's reduction keeps its
/// order. A sum reduction (one init, which the body only adds to) of a float
/// type narrower than f64 loads each output element once, adds the terms in
/// f64 across its reduction loops and stores the rounded sum; anything else
/// lowers as upstream's linalg-to-loops does. Returns the outermost loop
/// created, null when there is none.
mlir::FailureOr<mlir::Operation *> lowerToLoops(mlir::RewriterBase &rewriter,
                                                mlir::linalg::LinalgOp op,
                                                OuterLoops outer);

/// Fails, naming the op, where `root` holds a linalg op that lowerToLoops
/// cannot lower (linalg.softmax, linalg.pack, the winograd transforms: ops
/// that decompose into structured ones first), which would otherwise be left
/// in the output of the `target` ("cpu", "nvptx") lowering.
mlir::LogicalResult checkOnlyStructuredLinalg(mlir::Operation *root,
                                              llvm::StringRef target);

} // namespace remat

#endif // REMAT_CONVERSION_LINALGTOLOOPS_H
