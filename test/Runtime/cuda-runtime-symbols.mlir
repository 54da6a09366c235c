// The CUDA runtime exports every mgpu* function that MLIR's GPU lowering
// calls: lower a program that uses each lowered GPU op (async and synchronous
// launches, a cluster launch, PTX / cubin / fatbin objects, device and
// host-shared allocations, copies, memsets, waits on several tokens, host
// registration, the default device), collect the mgpu* functions the LLVM IR
// declares, and require each in the library's dynamic symbol table, defined
// with the same LLVM signature.

// REQUIRES: cuda-runtime
// RUN: mlir-opt %s --convert-func-to-llvm --gpu-to-llvm --convert-arith-to-llvm \
// RUN:   --finalize-memref-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: sed -n 's/^declare .* @\(mgpu[A-Za-z0-9_]*\)(.*/\1/p' %t.ll | sort -u > %t.needed
// RUN: FileCheck %s --check-prefix=NEEDED < %t.needed
// RUN: llvm-nm -D --defined-only %remat_cuda_runtime_lib | awk '{print $3}' \
// RUN:   | sort -u > %t.exported
// RUN: comm -23 %t.needed %t.exported > %t.missing
// RUN: FileCheck %s --check-prefix=MISSING --allow-empty < %t.missing
// The signatures match too (an ABI mismatch would be a silent crash): compile
// the runtime to LLVM IR and compare its definitions with the declarations.
// RUN: clang -x c++ -std=c++17 -S -emit-llvm -o %t.runtime.ll \
// RUN:   -isystem %cuda_include_dir %remat_src_root/runtime/cuda/RematCudaRuntime.cpp
// RUN: %python %S/Inputs/compare_signatures.py %t.ll %t.runtime.ll \
// RUN:   | FileCheck %s --check-prefix=SIGNATURES

// Every function the lowering declares, so that the comparison above is not
// vacuous when the lowering changes.
// NEEDED:      mgpuEventCreate
// NEEDED-NEXT: mgpuEventDestroy
// NEEDED-NEXT: mgpuEventRecord
// NEEDED-NEXT: mgpuLaunchClusterKernel
// NEEDED-NEXT: mgpuLaunchKernel
// NEEDED-NEXT: mgpuMemAlloc
// NEEDED-NEXT: mgpuMemFree
// NEEDED-NEXT: mgpuMemHostRegisterMemRef
// NEEDED-NEXT: mgpuMemHostUnregisterMemRef
// NEEDED-NEXT: mgpuMemcpy
// NEEDED-NEXT: mgpuMemset16
// NEEDED-NEXT: mgpuMemset32
// NEEDED-NEXT: mgpuModuleGetFunction
// NEEDED-NEXT: mgpuModuleLoad
// NEEDED-NEXT: mgpuModuleLoadJIT
// NEEDED-NEXT: mgpuModuleUnload
// NEEDED-NEXT: mgpuSetDefaultDevice
// NEEDED-NEXT: mgpuStreamCreate
// NEEDED-NEXT: mgpuStreamDestroy
// NEEDED-NEXT: mgpuStreamSynchronize
// NEEDED-NEXT: mgpuStreamWaitEvent
// NEEDED-NOT:  mgpu

// MISSING-NOT: mgpu

// SIGNATURES-NOT: mismatch
// SIGNATURES: checked 21 functions, 0 bad

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, bin = "\7FELF">]
  gpu.binary @kernels_ptx [#gpu.object<#nvvm.target, assembly = ".version 7.0">]
  gpu.binary @kernels_fatbin [#gpu.object<#nvvm.target, "\50\ED\55\BA">]

  func.func @main(%h: memref<16xf32>, %dev: i32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %f = arith.constant 1.0 : f32
    %i32 = arith.constant 0 : i32
    %i16 = arith.constant 0 : i16
    %smem = arith.constant 128 : i32
    gpu.set_default_device %dev
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<16xf32>
    %t2 = gpu.memcpy async [%t1] %d, %h : memref<16xf32>, memref<16xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@k
        blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
        dynamic_shared_memory_size %smem
        args(%d : memref<16xf32>, %f : f32)
    %di, %t4 = gpu.alloc async [%t3] () : memref<16xi32>
    %t5 = gpu.memset async [%t4] %di, %i32 : memref<16xi32>, i32
    %dh, %t6 = gpu.alloc async [%t5] () : memref<16xi16>
    %t7 = gpu.memset async [%t6] %dh, %i16 : memref<16xi16>, i16
    %t8 = gpu.launch_func async [%t7] @kernels_ptx::@k
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%d : memref<16xf32>, %f : f32)
    %t9 = gpu.launch_func async [%t8] @kernels_fatbin::@k
        clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%d : memref<16xf32>, %f : f32)
    %t10 = gpu.dealloc async [%t9] %d : memref<16xf32>
    %t11 = gpu.dealloc async [%t10] %di : memref<16xi32>
    %t12 = gpu.dealloc async [%t11] %dh : memref<16xi16>
    %t13 = gpu.wait async [%t12]
    %t14 = gpu.wait async [%t12]
    gpu.wait [%t13, %t14]
    %s = gpu.alloc host_shared () : memref<16xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%s : memref<16xf32>, %f : f32)
    %u = memref.cast %h : memref<16xf32> to memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    gpu.host_unregister %u : memref<*xf32>
    return
  }
}
