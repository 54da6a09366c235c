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
#include "mlir/IR/BuiltinTypes.h"

namespace remat {

/// The memory space of buffers in host memory.
constexpr int64_t kHostMemorySpace = 1;

enum class BufferMemory { Device, Host, Unknown };

/// Which memory a memref memory space denotes.
inline BufferMemory getBufferMemory(mlir::Attribute space) {
  if (!space)
    return BufferMemory::Device;
  auto integer = llvm::dyn_cast<mlir::IntegerAttr>(space);
  if (!integer)
    return BufferMemory::Unknown;
  if (integer.getValue().isZero())
    return BufferMemory::Device;
  if (integer.getValue() == kHostMemorySpace)
    return BufferMemory::Host;
  return BufferMemory::Unknown;
}

inline BufferMemory getBufferMemory(mlir::BaseMemRefType type) {
  return getBufferMemory(type.getMemorySpace());
}

} // namespace remat

#endif // REMAT_TRANSFORMS_MEMORYSPACE_H
