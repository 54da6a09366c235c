// RUN: remat-opt %s --pass-pipeline='builtin.module(gpu.module(remat-gpu-math))' | FileCheck %s
// Then convert-gpu-to-nvvm leaves no libdevice call to link.
// RUN: remat-opt %s --pass-pipeline='builtin.module(gpu.module(remat-gpu-math,convert-gpu-to-nvvm))' | FileCheck %s --check-prefix=NVVM

// CHECK-LABEL: gpu.func @kernel
// Transcendental f32 ops are approximated by polynomials; what those are made
// of, and the ops PTX has instructions for, call LLVM intrinsics.
// CHECK-NOT: math.
// CHECK-DAG: llvm.call_intrinsic "llvm.fabs"
// CHECK-DAG: llvm.call_intrinsic "llvm.fma"
// CHECK-DAG: llvm.call_intrinsic "llvm.floor"
// CHECK-DAG: llvm.call_intrinsic "llvm.sqrt"
// CHECK-DAG: llvm.call_intrinsic "llvm.ceil"
// CHECK-DAG: arith.divf
// CHECK: gpu.return
// NVVM-NOT: __nv_
gpu.module @kernels {
  gpu.func @kernel(%a: f32, %b: f64, %out: memref<8xf32>, %out64: memref<2xf64>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %0 = math.tanh %a : f32
    %1 = math.exp %a : f32
    %2 = math.log %a : f32
    %3 = math.rsqrt %a : f32
    %4 = math.erf %a : f32
    %5 = math.ceil %b : f64
    %6 = math.sqrt %b : f64
    memref.store %0, %out[%c0] : memref<8xf32>
    memref.store %1, %out[%c1] : memref<8xf32>
    memref.store %2, %out[%c2] : memref<8xf32>
    memref.store %3, %out[%c3] : memref<8xf32>
    memref.store %4, %out[%c4] : memref<8xf32>
    memref.store %5, %out64[%c0] : memref<2xf64>
    memref.store %6, %out64[%c1] : memref<2xf64>
    gpu.return
  }
}
