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

// f32 ops without a polynomial approximation of their own are expanded into
// ops with one (tan = sin / cos, the hyperbolic functions and pow through
// exp and log, log10 = log / ln 10), so they need no libdevice either.
// CHECK-LABEL: gpu.func @expanded
// CHECK-NOT: math.
// CHECK: gpu.return
gpu.module @expanded_kernels {
  gpu.func @expanded(%a: f32, %b: f32, %out: memref<10xf32>) kernel {
    %0 = math.tan %a : f32
    %1 = math.sinh %a : f32
    %2 = math.cosh %a : f32
    %3 = math.asinh %a : f32
    %4 = math.acosh %a : f32
    %5 = math.atanh %a : f32
    %6 = math.exp2 %a : f32
    %7 = math.log10 %a : f32
    %8 = math.powf %a, %b : f32
    %9 = math.atan2 %a, %b : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    memref.store %0, %out[%c0] : memref<10xf32>
    memref.store %1, %out[%c1] : memref<10xf32>
    memref.store %2, %out[%c2] : memref<10xf32>
    memref.store %3, %out[%c3] : memref<10xf32>
    memref.store %4, %out[%c4] : memref<10xf32>
    memref.store %5, %out[%c5] : memref<10xf32>
    memref.store %6, %out[%c6] : memref<10xf32>
    memref.store %7, %out[%c7] : memref<10xf32>
    memref.store %8, %out[%c8] : memref<10xf32>
    memref.store %9, %out[%c9] : memref<10xf32>
    gpu.return
  }
}
