// Launches and the byte accounting of the CUDA runtime, on the host-only fake
// driver: each entry point is a separate process.

// REQUIRES: cuda-runtime
// RUN: mlir-opt %s --convert-func-to-llvm --gpu-to-llvm --convert-arith-to-llvm \
// RUN:   --expand-strided-metadata --finalize-memref-to-llvm \
// RUN:   --reconcile-unrealized-casts -o %t.mlir
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver mlir-runner %t.mlir \
// RUN:   -e launches -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver mlir-runner %t.mlir \
// RUN:   -e accounting -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=ACCOUNT
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver mlir-runner %t.mlir \
// RUN:   -e register_strided -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=REGISTER
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver not --crash mlir-runner \
// RUN:   %t.mlir -e missing_kernel -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver not --crash mlir-runner \
// RUN:   %t.mlir -e empty_grid -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver not --crash mlir-runner \
// RUN:   %t.mlir -e too_much_shared_memory -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=SMEM
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver FAKE_CUDA_MEMORY=100 \
// RUN:   not --crash mlir-runner %t.mlir -e accounting -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=OOM
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver not --crash mlir-runner \
// RUN:   %t.mlir -e double_free -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver not --crash mlir-runner \
// RUN:   %t.mlir -e bad_device -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib 2>&1 | FileCheck %s --check-prefix=DEVICE

// The global constructors load every module: PTX through the JIT at the
// object's level, a cubin and a fatbin as they are, PTX handed to
// mgpuModuleLoad (no NUL) through the JIT at -O4.
// LAUNCH:      fake-cuda: JIT -O3
// LAUNCH-NEXT: fake-cuda: load module (PTX, {{[0-9]+}} bytes)
// LAUNCH-NEXT: fake-cuda: load module (binary, 0 bytes)
// LAUNCH-NEXT: fake-cuda: load module (binary, 0 bytes)
// LAUNCH-NEXT: fake-cuda: JIT -O4
// LAUNCH-NEXT: fake-cuda: load module (PTX, {{[0-9]+}} bytes)
// LAUNCH-NEXT: fake-cuda: launch k grid 2x3x4 block 32x2x1 smem 0 on a created stream
// Over 48 KiB of dynamic shared memory: the kernel opts in (attribute 8).
// LAUNCH-NEXT: fake-cuda: function attribute 8 = 100000
// LAUNCH-NEXT: fake-cuda: launch k grid 1x1x1 block 1x1x1 smem 100000 on a created stream
// LAUNCH-NEXT: fake-cuda: cluster 2x1x1
// LAUNCH-NEXT: fake-cuda: launch k grid 4x1x1 block 1x1x1 smem 0 on a created stream
// More than 8 blocks per cluster: non-portable size allowed (attribute 14).
// LAUNCH-NEXT: fake-cuda: function attribute 14 = 1
// LAUNCH-NEXT: fake-cuda: cluster 16x1x1
// LAUNCH-NEXT: fake-cuda: launch k grid 16x1x1 block 1x1x1 smem 0 on a created stream
// LAUNCH-NEXT: fake-cuda: launch k grid 1x1x1 block 1x1x1 smem 0 on a created stream
// LAUNCH-NEXT: remat-cuda: device live 0 peak 0
// LAUNCH-NEXT: fake-cuda: exit streams 0 events 0 modules 0 allocations 0
// LAUNCH-NOT:  remat-cuda: managed

// ACCOUNT:      remat-cuda: device live 192 peak 192
// ACCOUNT-NEXT: remat-cuda: device live 128 peak 128
// ACCOUNT-NEXT: remat-cuda: managed live 32 peak 32
// ACCOUNT-NEXT: remat-cuda: device live 144 peak 144
// ACCOUNT-NEXT: remat-cuda: managed live 0 peak 32
// At exit: 144 device bytes were never freed.
// ACCOUNT-NEXT: remat-cuda: device live 144 peak 144
// ACCOUNT-NEXT: remat-cuda: managed live 0 peak 32
// ACCOUNT-NEXT: fake-cuda: exit streams 0 events 0 modules 0 allocations 2

// Elements 1, 3, 5, 7 of 8 floats: 7 elements from the first to the last.
// REGISTER:      fake-cuda: host register 28 bytes flags 3
// REGISTER-NEXT: fake-cuda: host unregister
// An empty memref registers nothing.
// REGISTER-NOT:  fake-cuda: host

// MISSING: remat-cuda: cuModuleGetFunction(nope) failed: CUDA_ERROR_NOT_FOUND
// GRID: remat-cuda: launch of k: gridY = 0 is out of range
// SMEM: remat-cuda: launch of k: 300000 bytes of dynamic shared memory exceed the device's 232448
// OOM: remat-cuda: cuMemAllocAsync of 128 bytes failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory) (live: device 64, managed 0)
// FREE: remat-cuda: mgpuMemFree of unknown pointer 0x{{[0-9a-f]+}} (not allocated by mgpuMemAlloc, or already freed)
// DEVICE: remat-cuda: CUDA device 3 does not exist: the machine has 1 device(s)

module attributes {gpu.container_module} {
  gpu.binary @ptx [#gpu.object<#nvvm.target<O = 3>, properties = {O = 3 : i32},
      assembly = ".version 7.0\0A.target sm_80\0A.visible .entry k(\0A">]
  gpu.binary @cubin [#gpu.object<#nvvm.target, bin = "\7FELF">]
  gpu.binary @fatbin [#gpu.object<#nvvm.target, "\50\ED\55\BA">]
  gpu.binary @ptx_blob [#gpu.object<#nvvm.target,
      bin = ".version 7.0\0A.target sm_80\0A.visible .entry k(\0A">]

  func.func private @remat_cuda_reset_peak()
  func.func private @remat_cuda_print_peak()

  func.func @launches() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %smem = arith.constant 100000 : i32
    %f = arith.constant 1.0 : f32
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @ptx::@k blocks in (%c2, %c3, %c4)
        threads in (%c32, %c2, %c1) args(%f : f32)
    %t2 = gpu.launch_func async [%t1] @cubin::@k blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
        args(%f : f32)
    %t3 = gpu.launch_func async [%t2] @fatbin::@k clusters in (%c2, %c1, %c1)
        blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1) args(%f : f32)
    %t4 = gpu.launch_func async [%t3] @fatbin::@k clusters in (%c16, %c1, %c1)
        blocks in (%c16, %c1, %c1) threads in (%c1, %c1, %c1) args(%f : f32)
    %t5 = gpu.launch_func async [%t4] @ptx_blob::@k blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%f : f32)
    gpu.wait [%t5]
    return
  }

  func.func @accounting() {
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] () : memref<16xf32>
    %b, %t2 = gpu.alloc async [%t1] () : memref<32xf32>
    func.call @remat_cuda_print_peak() : () -> ()
    %t3 = gpu.dealloc async [%t2] %a : memref<16xf32>
    gpu.wait [%t3]
    %s = gpu.alloc host_shared () : memref<8xf32>
    func.call @remat_cuda_reset_peak() : () -> ()
    func.call @remat_cuda_print_peak() : () -> ()
    %t4 = gpu.wait async
    %t5 = gpu.dealloc async [%t4] %s : memref<8xf32>
    %c, %t6 = gpu.alloc async [%t5] () : memref<4xf32>
    gpu.wait [%t6]
    func.call @remat_cuda_print_peak() : () -> ()
    return
  }

  func.func @register_strided() {
    %m = memref.alloc() : memref<8xf32>
    %v = memref.subview %m[1] [4] [2]
        : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
    %u = memref.cast %v
        : memref<4xf32, strided<[2], offset: 1>> to memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    gpu.host_unregister %u : memref<*xf32>
    %e = memref.alloc() : memref<0xf32>
    %ue = memref.cast %e : memref<0xf32> to memref<*xf32>
    gpu.host_register %ue : memref<*xf32>
    gpu.host_unregister %ue : memref<*xf32>
    memref.dealloc %m : memref<8xf32>
    memref.dealloc %e : memref<0xf32>
    return
  }

  func.func @missing_kernel() {
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.0 : f32
    gpu.launch_func @ptx::@nope blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%f : f32)
    return
  }

  func.func @empty_grid() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.0 : f32
    gpu.launch_func @ptx::@k blocks in (%c1, %c0, %c1)
        threads in (%c1, %c1, %c1) args(%f : f32)
    return
  }

  func.func @too_much_shared_memory() {
    %c1 = arith.constant 1 : index
    %smem = arith.constant 300000 : i32
    %f = arith.constant 1.0 : f32
    gpu.launch_func @ptx::@k blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
        args(%f : f32)
    return
  }

  func.func @double_free() {
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] () : memref<16xf32>
    %t2 = gpu.dealloc async [%t1] %a : memref<16xf32>
    %t3 = gpu.dealloc async [%t2] %a : memref<16xf32>
    gpu.wait [%t3]
    return
  }

  func.func @bad_device() {
    %d = arith.constant 3 : i32
    gpu.set_default_device %d
    %t0 = gpu.wait async
    gpu.wait [%t0]
    return
  }
}
