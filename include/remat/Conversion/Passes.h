//===- Passes.h - remat's lowerings -----------------------------*- C++ -*-===//
//
// The passes of the cpu and nvptx lowerings (Passes.td): what runs after
// bufferization, on buffers, to reach loops, GPU kernels and the LLVM
// dialect. buildCpuLowering and buildNvptxLowering (Transforms/Pipeline.h)
// put them in order.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_CONVERSION_PASSES_H
#define REMAT_CONVERSION_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace remat {

#define GEN_PASS_DECL
#include "remat/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "remat/Conversion/Passes.h.inc"

} // namespace remat

#endif // REMAT_CONVERSION_PASSES_H
