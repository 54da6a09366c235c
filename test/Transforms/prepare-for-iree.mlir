// Tests that remat-prepare-for-iree makes every node one IREE dispatch in plan
// order: barriers on what a node reads and on its results, named ops IREE no
// longer knows generalized, views rebuilt on their barriered source, splat
// constants as fills of barriered scalars, compile-time-constant nodes made
// runtime values, independent results split, and IREE's peak predicted.
// RUN: remat-opt %s --allow-unregistered-dialect --remat-prepare-for-iree | FileCheck %s

// Inputs 128 B; exp and add hold two 64 B buffers at once, as do add's
// result and the matmul's.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: remat.iree_peak = 256 : i64
// CHECK: %[[X:.+]] = "util.optimization_barrier"(%arg0)
// CHECK: %[[EXP:.+]] = linalg.generic {{.*}} ins(%[[X]] :
// CHECK: math.exp
// CHECK: %[[A:.+]] = "util.optimization_barrier"(%[[EXP]])
// CHECK: %[[A1:.+]] = "util.optimization_barrier"(%[[A]])
// CHECK: linalg.generic {{.*}} ins(%[[A1]], %[[A1]] :
// CHECK: arith.addf
// CHECK: %[[ZERO:.+]] = "util.optimization_barrier"(%{{.+}}) : (f32) -> f32
// CHECK: %[[F:.+]] = linalg.fill ins(%[[ZERO]] : f32)
// CHECK: %[[W:.+]] = "util.optimization_barrier"(%arg1)
// CHECK: %[[M:.+]] = linalg.matmul ins(%[[W]], %[[W]] : {{.*}}) outs(%[[F]] :
// CHECK: %[[M1:.+]] = "util.optimization_barrier"(%[[M]])
// CHECK: return %{{.+}}, %[[M1]]
func.func @chain(%x: tensor<16xf32>, %w: tensor<4x4xf32>) -> (tensor<16xf32>, tensor<4x4xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %b = linalg.add ins(%a, %a : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  %zero = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%w, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %b, %m : tensor<16xf32>, tensor<4x4xf32>
}

// The slice is rebuilt on the barriered argument (IREE fuses it into its
// reader); the splat constant is a fill of a barriered 2.0 in the node.
// CHECK-LABEL: func.func @views_and_constants
// CHECK-SAME: remat.iree_peak = 112 : i64
// CHECK-NOT: dense<
// CHECK: %[[X:.+]] = "util.optimization_barrier"(%arg0) : (tensor<4x4xf32>)
// CHECK: %[[S:.+]] = tensor.extract_slice %[[X]][0, 0] [2, 4] [1, 1]
// CHECK: %[[TWO:.+]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[TWO1:.+]] = "util.optimization_barrier"(%[[TWO]]) : (f32) -> f32
// CHECK: %[[C:.+]] = linalg.fill ins(%[[TWO1]] : f32)
// CHECK: linalg.generic {{.*}} ins(%[[S]], %[[C]] :
// CHECK: arith.mulf
// CHECK: linalg.reduce
func.func @views_and_constants(%x: tensor<4x4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<2.0> : tensor<2x4xf32>
  %s = tensor.extract_slice %x[0, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %p = linalg.mul ins(%s, %c : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%p : tensor<2x4xf32>) outs(%f : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %y = arith.addf %in, %acc : f32
      linalg.yield %y : f32
    }
  return %r : tensor<4xf32>
}

// The iota reads nothing: its values are selected on a barriered true. The
// two results of the second generic do not depend on each other: one generic
// each.
// CHECK-LABEL: func.func @iota_and_split
// CHECK-SAME: remat.iree_peak = 128 : i64
// CHECK: %[[TRUE:.+]] = "util.optimization_barrier"(%true) : (i1) -> i1
// CHECK: linalg.generic
// CHECK: linalg.index 0
// CHECK: arith.select %[[TRUE]]
// CHECK: linalg.generic
// CHECK-NOT: arith.mulf
// CHECK: %[[SUM:.+]] = arith.addf
// CHECK-NEXT: linalg.yield %[[SUM]] : f32
// CHECK: linalg.generic
// CHECK-NOT: arith.addf
// CHECK: %[[PRODUCT:.+]] = arith.mulf
// CHECK-NEXT: linalg.yield %[[PRODUCT]] : f32
#id = affine_map<(i) -> (i)>
func.func @iota_and_split(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %i = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<8xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    linalg.yield %kf : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %two:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%x, %i : tensor<8xf32>, tensor<8xf32>) outs(%e1, %e2 : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o1: f32, %o2: f32):
    %s = arith.addf %a, %b : f32
    %d = arith.mulf %a, %b : f32
    linalg.yield %s, %d : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %two#0, %two#1 : tensor<8xf32>, tensor<8xf32>
}

// An arg-max's results depend on each other: IREE allocates them together,
// each at a 64-byte aligned offset (64 + 64 B, with the 40 B input).
// CHECK-LABEL: func.func @argmax
// CHECK-SAME: remat.iree_peak = 168 : i64
// CHECK: linalg.generic
// CHECK: linalg.yield %{{.+}}, %{{.+}} : f32, i64
func.func @argmax(%x: tensor<10xf32>) -> (tensor<f32>, tensor<i64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<f32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %e2 = tensor.empty() : tensor<i64>
  %i0 = linalg.fill ins(%c0 : i64) outs(%e2 : tensor<i64>) -> tensor<i64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} ins(%x : tensor<10xf32>) outs(%m0, %i0 : tensor<f32>, tensor<i64>) {
  ^bb0(%in: f32, %m: f32, %j: i64):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i64
    %gt = arith.cmpf ogt, %in, %m : f32
    %nm = arith.maximumf %in, %m : f32
    %nj = arith.select %gt, %ki, %j : i64
    linalg.yield %nm, %nj : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  return %r#0, %r#1 : tensor<f32>, tensor<i64>
}
