// Tests that remat-apply rewrites a function to the schedule of its plan:
// ops move into the planned order, recomputations become remat.recompute
// regions at the point of the plan, and later uses read the latest instance.
// RUN: remat-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(remat-apply))' | FileCheck %s

// a is freed after b and recomputed for c, which reads the clone.
// CHECK-LABEL: func.func @recompute
// CHECK-SAME: remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 3, tensors = 4>
// CHECK: %[[A:.*]] = linalg.exp ins(%arg0
// CHECK: %[[B:.*]] = linalg.negf ins(%[[A]]
// CHECK: %[[A2:.*]] = remat.recompute(%[[X:.*]] = %arg0 : tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.exp ins(%[[X]] : tensor<4xf32>) outs(%[[E]]
// CHECK-NEXT: remat.yield %[[R]]
// CHECK-NEXT: }
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %[[C:.*]] = linalg.add ins(%[[A2]], %[[B]]
// CHECK-NEXT: return %[[C]]
func.func @recompute(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 3, tensors = 4,
        schedule = [compute 0, compute 1, free 1, compute 0, compute 2, free 1, free 2]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// Independent branches run in the planned order, not the written one.
// CHECK-LABEL: func.func @reorder
// CHECK: linalg.negf
// CHECK: linalg.exp
// CHECK: linalg.add
func.func @reorder(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 3, tensors = 4,
        schedule = [compute 1, compute 0, compute 2, free 1, free 2]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%x : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// A recomputed node clones its whole chain (tensor.empty, linalg.fill, the
// matmul) and the constants it reads; inputs are the current instances. The
// second recomputation of h reads the first one's result through z.
// CHECK-LABEL: func.func @chain
// CHECK: %[[Z:.*]] = linalg.matmul
// CHECK: %[[H:.*]] = linalg.generic
// CHECK: %[[Z2:.*]] = remat.recompute(%[[A:.*]] = %arg0 : tensor<2x2xf32>, %[[B:.*]] = %arg1 : tensor<2x2xf32>) -> tensor<2x2xf32> {
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[C0]] : f32) outs(%[[E]]
// CHECK-NEXT: %[[M:.*]] = linalg.matmul ins(%[[A]], %[[B]] : {{.*}}) outs(%[[F]]
// CHECK-NEXT: remat.yield %[[M]]
// CHECK: %[[H2:.*]] = remat.recompute(%[[ZA:.*]] = %[[Z2]] : tensor<2x2xf32>) -> tensor<2x2xf32> {
// CHECK-NEXT: %[[C1:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[ZA]] : tensor<2x2xf32>)
// CHECK: arith.maximumf %{{.*}}, %[[C1]]
// CHECK: return %[[H2]], %[[H2]]
func.func @chain(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) attributes {
    remat.plan = #remat.plan<"test", budget = 1000, peak = 64, nodes = 3, tensors = 5,
        schedule = [compute 0, compute 1, compute 2, free 3, compute 1, compute 2]>} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %z = linalg.matmul ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e1 = tensor.empty() : tensor<2x2xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%z : tensor<2x2xf32>) outs(%e1 : tensor<2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %h, %h : tensor<2x2xf32>, tensor<2x2xf32>
}
