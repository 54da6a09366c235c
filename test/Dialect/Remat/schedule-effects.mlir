// RUN: remat-opt %s -cse -canonicalize | FileCheck %s

// Tests that CSE and canonicalization keep every transfer and recomputation
// where the plan put them: two prefetches of one tensor are two program points.
// CHECK-LABEL: func.func @keep_points
// CHECK-COUNT-2: remat.prefetch
// CHECK-COUNT-2: remat.recompute
func.func @keep_points(%h: tensor<4xf32, #remat.space<host>>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = remat.prefetch %h : tensor<4xf32, #remat.space<host>> -> tensor<4xf32>
  %b = remat.prefetch %h : tensor<4xf32, #remat.space<host>> -> tensor<4xf32>
  %c = remat.recompute(%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    remat.yield %y : tensor<4xf32>
  }
  %d = remat.recompute(%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    remat.yield %y : tensor<4xf32>
  }
  return %a, %b, %c, %d : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// Tests that an unused offload is not deleted: it is part of the schedule.
// CHECK-LABEL: func.func @unused_offload
// CHECK: remat.offload
func.func @unused_offload(%t: tensor<4xf32>) {
  %h = remat.offload %t : tensor<4xf32> -> tensor<4xf32, #remat.space<host>>
  return
}
