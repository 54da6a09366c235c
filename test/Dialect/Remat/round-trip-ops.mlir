// RUN: remat-opt %s | remat-opt | FileCheck %s
// RUN: remat-opt %s --mlir-print-op-generic | remat-opt | FileCheck %s

// Tests that a recomputation with one input and one result round-trips.
// CHECK-LABEL: func.func @recompute_one
// CHECK: %[[R:.+]] = remat.recompute(%[[X:.+]] = %{{.+}} : tensor<4xf32>) -> tensor<4xf32> {
// CHECK:   %[[Y:.+]] = linalg.exp ins(%[[X]] : tensor<4xf32>)
// CHECK:   remat.yield %[[Y]] : tensor<4xf32>
// CHECK: }
// CHECK: return %[[R]]
func.func @recompute_one(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = remat.recompute(%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    remat.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Tests several inputs and results, and attributes after the result types.
// CHECK-LABEL: func.func @recompute_many
// CHECK: remat.recompute(%{{.+}} = %{{.+}} : tensor<2x3xf32>, %{{.+}} = %{{.+}} : tensor<3x2xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32>) attributes {note = "two"} {
// CHECK: remat.yield %{{.+}}, %{{.+}} : tensor<2x2xf32>, tensor<2x3xf32>
func.func @recompute_many(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32>) {
  %r:2 = remat.recompute(%x = %a : tensor<2x3xf32>, %y = %b : tensor<3x2xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32>) attributes {note = "two"} {
    %c0 = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x2xf32>
    %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    %m = linalg.matmul ins(%x, %y : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
    %n = linalg.negf ins(%x : tensor<2x3xf32>) outs(%x : tensor<2x3xf32>) -> tensor<2x3xf32>
    remat.yield %m, %n : tensor<2x2xf32>, tensor<2x3xf32>
  }
  return %r#0, %r#1 : tensor<2x2xf32>, tensor<2x3xf32>
}

// Tests a recomputation from constants alone (no inputs).
// CHECK-LABEL: func.func @recompute_no_inputs
// CHECK: remat.recompute() -> tensor<8xf32> {
func.func @recompute_no_inputs() -> tensor<8xf32> {
  %r = remat.recompute() -> tensor<8xf32> {
    %c = arith.constant dense<1.0> : tensor<8xf32>
    remat.yield %c : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// Tests that offload and prefetch carry the memory space in the encoding.
// CHECK-LABEL: func.func @offload_prefetch
// CHECK: %[[H:.+]] = remat.offload %{{.+}} : tensor<64x64xf32> -> tensor<64x64xf32, #remat.space<host>>
// CHECK: %[[D:.+]] = remat.prefetch %[[H]] : tensor<64x64xf32, #remat.space<host>> -> tensor<64x64xf32>
// CHECK: %{{.+}} = remat.prefetch %[[H]] : tensor<64x64xf32, #remat.space<host>> -> tensor<64x64xf32, #remat.space<device>>
func.func @offload_prefetch(%t: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32, #remat.space<device>>) {
  %h = remat.offload %t : tensor<64x64xf32> -> tensor<64x64xf32, #remat.space<host>>
  %d = remat.prefetch %h : tensor<64x64xf32, #remat.space<host>> -> tensor<64x64xf32>
  %e = remat.prefetch %h : tensor<64x64xf32, #remat.space<host>> -> tensor<64x64xf32, #remat.space<device>>
  return %d, %e : tensor<64x64xf32>, tensor<64x64xf32, #remat.space<device>>
}
