//===- MemorySpace.h - Device and host memory in upstream IR ----*- C++ -*-===//
//
// After remat-materialize, a buffer's memory is its memref memory space:
// device memory (the memory the budget limits) is the default space, host
// memory is the integer space 1. remat-materialize chooses it through
// `bufferization.alloc_tensor {memory_space = ...}`; one-shot bufferization
// propagates it to every buffer.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_TRANSFORMS_MEMORYSPACE_H
#define REMAT_TRANSFORMS_MEMORYSPACE_H

#include "mlir/IR/BuiltinAttributes.h"
#include "remat/Graph/RematGraph.h"

#include "mlir/IR/BuiltinTypes.h"

namespace remat {

/// The memory space of buffers in host memory.
constexpr int64_t kHostMemorySpace = 1;

/// Which memory a memref memory space denotes; None for a space remat does
/// not know.
inline Residence getBufferMemory(mlir::Attribute space) {
  if (!space)
    return Residence::Device;
  auto integer = llvm::dyn_cast<mlir::IntegerAttr>(space);
  if (!integer)
    return Residence::None;
  if (integer.getValue().isZero())
    return Residence::Device;
  if (integer.getValue() == kHostMemorySpace)
    return Residence::Host;
  return Residence::None;
}

inline Residence getBufferMemory(mlir::BaseMemRefType type) {
  return getBufferMemory(type.getMemorySpace());
}

} // namespace remat

#endif // REMAT_TRANSFORMS_MEMORYSPACE_H
