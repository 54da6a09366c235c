//===- InitRemat.h - What remat's pipelines need, in one call ---*- C++ -*-===//
//
// A tool that hosts remat's passes (an IREE-like compiler, mlir-opt through
// the plugin, a test binary) calls registerAll on its DialectRegistry and
// registerAllPasses once; nothing else is required to run remat-pipeline,
// whatever its `lower=`.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_INITREMAT_H
#define REMAT_INITREMAT_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace remat {

/// Registers the remat dialect and what its pipelines rely on in other
/// dialects: the bufferization models of the dialects remat plans (lower=cpu
/// and lower=nvptx bufferize), the NVVM target and the GPU-to-LLVM-IR
/// translations (lower=nvptx compiles kernels to PTX).
void registerAll(mlir::DialectRegistry &registry);

/// Registers remat's passes and `remat-pipeline` with MLIR's pass registry,
/// for textual pipelines (`--pass-pipeline`, mlirParsePassPipeline).
void registerAllPasses();

} // namespace remat

#endif // REMAT_INITREMAT_H
