// Runs Inputs/vector-add.mlir on the GPU through remat's CUDA runtime:
// outlined kernels compiled to PTX (JIT-compiled by the driver at load), async
// device memory, a memset, host-shared memory written by a kernel that reads
// a host-registered buffer, and the runtime's byte accounting.
//
// sm_80 PTX: the driver JIT-compiles it for any newer GPU (sm_90 PTX would
// not load on an A100).

// REQUIRES: cuda, cuda-runtime
// RUN: mlir-opt %S/Inputs/vector-add.mlir --pass-pipeline='builtin.module( \
// RUN:     gpu-kernel-outlining, nvvm-attach-target{chip=sm_80}, \
// RUN:     gpu.module(convert-gpu-to-nvvm, reconcile-unrealized-casts), \
// RUN:     gpu-module-to-binary{format=isa}, convert-scf-to-cf, \
// RUN:     convert-vector-to-llvm, convert-arith-to-llvm, convert-cf-to-llvm, \
// RUN:     convert-func-to-llvm, gpu-to-llvm, finalize-memref-to-llvm, \
// RUN:     reconcile-unrealized-casts)' -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib,%mlir_c_runner_utils \
// RUN:   | FileCheck %s --match-full-lines

// c = a + b = 3 * i
// CHECK:      0
// CHECK-NEXT: 3
// CHECK-NEXT: 6
// CHECK-NEXT: 9
// CHECK-NEXT: 12
// CHECK-NEXT: 15
// CHECK-NEXT: 18
// CHECK-NEXT: 21
// CHECK-NEXT: 24
// CHECK-NEXT: 27
// CHECK-NEXT: 30
// CHECK-NEXT: 33
// CHECK-NEXT: 36
// CHECK-NEXT: 39
// CHECK-NEXT: 42
// CHECK-NEXT: 45
// The memset buffer.
// CHECK-NEXT: 42
// CHECK-NEXT: 42
// CHECK-NEXT: 42
// CHECK-NEXT: 42
// s = 2 * c = 6 * i, in host-shared memory.
// CHECK-NEXT: 0
// CHECK-NEXT: 6
// CHECK-NEXT: 12
// CHECK-NEXT: 18
// CHECK-NEXT: 24
// CHECK-NEXT: 30
// CHECK-NEXT: 36
// CHECK-NEXT: 42
// CHECK-NEXT: 48
// CHECK-NEXT: 54
// CHECK-NEXT: 60
// CHECK-NEXT: 66
// CHECK-NEXT: 72
// CHECK-NEXT: 78
// CHECK-NEXT: 84
// CHECK-NEXT: 90
// Three 16 x f32 buffers and a 4 x i32 one on the device, 16 x f32 shared.
// CHECK-NEXT: remat-cuda: device live 0 peak 208
// CHECK-NEXT: remat-cuda: managed live 0 peak 64
// At exit.
// CHECK-NEXT: remat-cuda: device live 0 peak 208
// CHECK-NEXT: remat-cuda: managed live 0 peak 64
// CHECK-NOT: remat-cuda
