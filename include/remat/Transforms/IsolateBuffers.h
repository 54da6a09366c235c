//===- IsolateBuffers.h - One planned buffer per planned result -*- C++ -*-===//
//
// The planners model a destination-style op as allocating its own result and
// a view as sharing its source. One-shot bufferization agrees only when the
// op's init belongs to it alone (a shared init is written in place or copied
// depending on the order of its other uses, which the plan changes) and when
// no view has to be made contiguous. So before planning, the IR is put in
// that form.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_TRANSFORMS_ISOLATEBUFFERS_H
#define REMAT_TRANSFORMS_ISOLATEBUFFERS_H

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace remat {

/// Makes every buffer of `func`'s body one the plan can see:
///  - unused `tensor.empty` ops are erased (bufferization drops them);
///  - a `tensor.extract_slice` that a reshape or the return reads is copied
///    (`linalg.copy`) into a fresh tensor first, as bufferization would;
///  - every destination-style op on tensors gets an init that only it uses:
///    a shared `tensor.empty`, or `linalg.fill` of one, is cloned for each
///    user; any other shared init, and any view used as an init (writing it
///    writes its source), is copied into a fresh `tensor.empty` first.
/// Function arguments and constants are left alone: bufferization copies
/// before writing into them either way. Idempotent.
void isolateBuffers(mlir::FunctionOpInterface func);

} // namespace remat

#endif // REMAT_TRANSFORMS_ISOLATEBUFFERS_H
