// Runs Inputs/vector-add.mlir with the host-only fake CUDA driver, so that
// this CPU-only check covers what cuda-vector-add.mlir does on a GPU except
// running kernels: module loads from the PTX the pipeline emits (the fake
// checks that it defines the launched kernel), launches, copies and memsets
// (done on the host), host registration, streams and events (all destroyed),
// modules unloaded at exit, and the byte accounting.

// REQUIRES: cuda-runtime
// RUN: mlir-opt %S/Inputs/vector-add.mlir --pass-pipeline='builtin.module( \
// RUN:     gpu-kernel-outlining, nvvm-attach-target{chip=sm_80}, \
// RUN:     gpu.module(convert-gpu-to-nvvm, reconcile-unrealized-casts), \
// RUN:     gpu-module-to-binary{format=isa}, convert-scf-to-cf, \
// RUN:     convert-vector-to-llvm, convert-arith-to-llvm, convert-cf-to-llvm, \
// RUN:     convert-func-to-llvm, gpu-to-llvm, finalize-memref-to-llvm, \
// RUN:     reconcile-unrealized-casts)' -o %t.mlir
// RUN: env REMAT_CUDA_DRIVER=%remat_fake_cuda_driver \
// RUN:   mlir-runner %t.mlir -e main -entry-point-result=void \
// RUN:   -shared-libs=%remat_cuda_runtime_lib,%mlir_c_runner_utils \
// RUN:   > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=DRIVER < %t.err

// The kernels do not run: c and s keep the fake's zeroed memory.
// CHECK-COUNT-16: {{^}}0{{$}}
// CHECK-NEXT: 42
// CHECK-NEXT: 42
// CHECK-NEXT: 42
// CHECK-NEXT: 42
// CHECK-COUNT-16: {{^}}0{{$}}
// CHECK-NEXT: remat-cuda: device live 0 peak 208
// CHECK-NEXT: remat-cuda: managed live 0 peak 64
// CHECK-NEXT: remat-cuda: device live 0 peak 208
// CHECK-NEXT: remat-cuda: managed live 0 peak 64
// CHECK-NOT: remat-cuda

// DRIVER:      fake-cuda: JIT -O2
// DRIVER-NEXT: fake-cuda: load module (PTX
// DRIVER-NEXT: fake-cuda: JIT -O2
// DRIVER-NEXT: fake-cuda: load module (PTX
// DRIVER-NEXT: fake-cuda: launch main_kernel grid 1x1x1 block 16x1x1 smem 0 on a created stream
// DRIVER-NEXT: fake-cuda: host register 64 bytes flags 3
// DRIVER-NEXT: fake-cuda: launch main_kernel grid 1x1x1 block 16x1x1 smem 0 on a created stream
// DRIVER-NEXT: fake-cuda: host unregister
// DRIVER-NEXT: fake-cuda: exit streams 0 events 0 modules 0 allocations 0
// DRIVER-NOT: {{.}}
