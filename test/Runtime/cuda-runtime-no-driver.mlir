// Without a CUDA driver the runtime still loads and reports its (empty)
// accounting; the first call that needs the driver fails with a message that
// names the library, not a loader error or a crash in the driver.

// REQUIRES: cuda-runtime
// RUN: env REMAT_CUDA_DRIVER=%t.no-such-dir/libcuda.so.1 \
// RUN:   mlir-runner %s -e print_peak -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib \
// RUN:   | FileCheck %s --check-prefix=PEAK --match-full-lines
// RUN: env REMAT_CUDA_DRIVER=%t.no-such-dir/libcuda.so.1 \
// RUN:   not --crash mlir-runner %s -e create_stream -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NODRIVER

// The call, then the exit line.
// PEAK:      remat-cuda: device live 0 peak 0
// PEAK-NEXT: remat-cuda: device live 0 peak 0
// PEAK-NOT:  {{.}}

// NODRIVER: remat-cuda: cannot load the CUDA driver library '{{.*}}no-such-dir/libcuda.so.1': {{.*}} (is an NVIDIA driver installed?)
// NODRIVER-NOT: remat-cuda: device

module {
  llvm.func @remat_cuda_reset_peak()
  llvm.func @remat_cuda_print_peak()
  llvm.func @mgpuStreamCreate() -> !llvm.ptr

  llvm.func @print_peak() {
    llvm.call @remat_cuda_reset_peak() : () -> ()
    llvm.call @remat_cuda_print_peak() : () -> ()
    llvm.return
  }

  llvm.func @create_stream() {
    %0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.return
  }
}
