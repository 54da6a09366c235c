// With the CUDA toolkit's stub libcuda.so as the driver, every driver entry
// point the runtime needs resolves (a missing one would be reported by name),
// and cuInit's failure is reported by its name although the stub cannot name
// it.

// REQUIRES: cuda-runtime, cuda-driver-stub
// RUN: env REMAT_CUDA_DRIVER=%cuda_driver_stub \
// RUN:   not --crash mlir-runner %s -e create_stream -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s

// CHECK-NOT: lacks
// CHECK: remat-cuda: cuInit failed: CUDA_ERROR_STUB_LIBRARY (the driver library is the toolkit's stub, not an NVIDIA driver)

module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr

  llvm.func @create_stream() {
    %0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.return
  }
}
