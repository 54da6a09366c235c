// Tests that remat-materialize lowers host memory to upstream ops: an offload
// is a copy into an allocation in memory space 1, a prefetch a copy into the
// default space, a tensor.empty in host memory an allocation in space 1; the
// encodings are dropped and `remat.device` stays. After one-shot bufferization
// (as the CPU lowering runs it) every buffer is in the memory its tensor was,
// remat-dealloc frees the source of each copy right after it, and
// remat-verify-budget counts device memory against the plan and reports host
// memory apart.
// RUN: remat-opt %s --remat-materialize | FileCheck %s --check-prefix=MAT
// RUN: remat-opt %s --remat-materialize | mlir-opt | FileCheck %s --check-prefix=MAT
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-materialize,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map buffer-alignment=0},func.func(remat-dealloc,remat-verify-budget{emit-remarks}))' 2>&1 | FileCheck %s --check-prefix=BUF

// MAT-LABEL: func.func @step
// MAT-SAME: attributes {remat.planned = {budget = 64 : i64, peak = 32 : i64}}
// MAT: %[[A:.*]] = linalg.exp
// MAT-NEXT: %[[H:.*]] = bufferization.alloc_tensor() copy(%[[A]]) {memory_space = 1 : i64} : tensor<4xf32>
// MAT-NEXT: %[[E:.*]] = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
// MAT-NEXT: %[[R:.*]] = linalg.negf {remat.device = "cpu"} ins(%[[H]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) -> tensor<4xf32>
// MAT-NEXT: %[[V:.*]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1]] output_shape [2, 2] {remat.device = "cpu"} : tensor<4xf32> into tensor<2x2xf32>
// MAT-NEXT: %[[D:.*]] = bufferization.alloc_tensor() copy(%[[V]]) {memory_space = 0 : i64} : tensor<2x2xf32>
// MAT-NEXT: return %[[D]] : tensor<2x2xf32>
// MAT-NOT: remat.space

// BUF: remark: static peak of '@step': 32 bytes (modeled 32, budget 64); host memory peak: 32 bytes
// BUF-LABEL: func.func @step
// BUF: %[[A:.*]] = memref.alloc() : memref<4xf32>
// BUF-NEXT: linalg.exp ins(%arg0 : memref<4xf32>) outs(%[[A]] : memref<4xf32>)
// BUF-NEXT: %[[H:.*]] = memref.alloc() : memref<4xf32, 1>
// BUF-NEXT: memref.copy %[[A]], %[[H]] : memref<4xf32> to memref<4xf32, 1>
// BUF-NEXT: memref.dealloc %[[A]] : memref<4xf32>
// BUF-NEXT: %[[E:.*]] = memref.alloc() : memref<4xf32, 1>
// BUF-NEXT: linalg.negf {remat.device = "cpu"} ins(%[[H]] : memref<4xf32, 1>) outs(%[[E]] : memref<4xf32, 1>)
// BUF-NEXT: memref.dealloc %[[H]] : memref<4xf32, 1>
// BUF-NEXT: %[[V:.*]] = memref.expand_shape %[[E]] {{.*}} : memref<4xf32, 1> into memref<2x2xf32, 1>
// BUF-NEXT: %[[D:.*]] = memref.alloc() : memref<2x2xf32>
// BUF-NEXT: memref.copy %[[V]], %[[D]] : memref<2x2xf32, 1> to memref<2x2xf32>
// BUF-NEXT: memref.dealloc %[[E]] : memref<4xf32, 1>
// BUF-NEXT: return %[[D]] : memref<2x2xf32>
func.func @step(%x: tensor<4xf32>) -> tensor<2x2xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 32, nodes = 3, tensors = 4>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %h = remat.offload %a : tensor<4xf32> -> tensor<4xf32, #remat.space<host>>
  %e1 = tensor.empty() {remat.device = "cpu"} : tensor<4xf32, #remat.space<host>>
  %r = linalg.negf {remat.device = "cpu"} ins(%h : tensor<4xf32, #remat.space<host>>) outs(%e1 : tensor<4xf32, #remat.space<host>>) -> tensor<4xf32, #remat.space<host>>
  %v = tensor.expand_shape %r [[0, 1]] output_shape [2, 2] {remat.device = "cpu"} : tensor<4xf32, #remat.space<host>> into tensor<2x2xf32, #remat.space<host>>
  %d = remat.prefetch %v : tensor<2x2xf32, #remat.space<host>> -> tensor<2x2xf32>
  return %d : tensor<2x2xf32>
}
