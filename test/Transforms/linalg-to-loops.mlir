// Tests remat-linalg-to-loops, the CPU lowering's linalg-to-loops: parallel
// dimensions outermost, and sum reductions accumulated per output element in
// an f64 register; other ops as upstream's convert-linalg-to-loops.
// RUN: remat-opt %s --remat-linalg-to-loops --canonicalize --split-input-file | FileCheck %s

// A matmul: the output element is loaded once, the k loop carries an f64
// sum of the f32 products, the rounded sum is stored once.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x3xf32>, %[[C:.*]]: memref<4x3xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[INIT:.*]] = memref.load %[[C]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[WIDE:.*]] = arith.extf %[[INIT]] : f32 to f64
// CHECK-NEXT: %[[SUM:.*]] = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[WIDE]]) -> (f64)
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[K]]]
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[J]]]
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[T:.*]] = arith.extf %[[P]] : f32 to f64
// CHECK-NEXT: %[[NEXT:.*]] = arith.addf %[[ACC]], %[[T]] : f64
// CHECK-NEXT: scf.yield %[[NEXT]] : f64
// CHECK: %[[R:.*]] = arith.truncf %[[SUM]] : f64 to f32
// CHECK-NEXT: memref.store %[[R]], %[[C]][%[[I]], %[[J]]]
// CHECK-NOT: linalg.
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x3xf32>, %c: memref<4x3xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x3xf32>) outs(%c : memref<4x3xf32>)
  return
}

// -----

// A reduction over the outer dimension is interchanged: the column loop is
// outside; linalg.index of the reduction dimension is its induction variable.
#rows = affine_map<(r, c) -> (r, c)>
#col = affine_map<(r, c) -> (c)>
// CHECK-LABEL: func.func @weighted_column_sums
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %c6
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %c5 {{.*}} -> (f64)
// CHECK: memref.load %{{.*}}[%[[R]], %[[C]]]
// CHECK: arith.index_cast %[[R]]
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<contract> : f64
func.func @weighted_column_sums(%x: memref<5x6xf32>, %y: memref<6xf32>) {
  linalg.generic {indexing_maps = [#rows, #col],
                  iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<5x6xf32>) outs(%y : memref<6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = linalg.index 0 : index
    %i = arith.index_cast %r : index to i32
    %w = arith.sitofp %i : i32 to f32
    %t = arith.mulf %a, %w : f32
    %s = arith.addf %t, %acc fastmath<contract> : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A full reduction: no outer loop.
// CHECK-LABEL: func.func @total
// CHECK: memref.load %{{.*}}[] : memref<f32>
// CHECK: scf.for {{.*}} -> (f64)
// CHECK: memref.store %{{.*}}, %{{.*}}[] : memref<f32>
func.func @total(%x: memref<64xf32>, %y: memref<f32>) {
  linalg.reduce ins(%x : memref<64xf32>) outs(%y : memref<f32>) dimensions = [0]
  (%a: f32, %b: f32) {
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Not sums, left as upstream lowers them: a max reduction (exact in any
// order), a sum that reads its init twice, and an f64 sum.
// CHECK-LABEL: func.func @not_sums
// CHECK-NOT: arith.extf
// CHECK: arith.maximumf
// CHECK: memref.store
// CHECK: arith.mulf
// CHECK: arith.addf {{.*}} : f32
// CHECK: memref.store
// CHECK: arith.addf {{.*}} : f64
// CHECK-NOT: iter_args
// CHECK: memref.store
#all = affine_map<(i) -> (i)>
#none = affine_map<(i) -> ()>
func.func @not_sums(%x: memref<64xf32>, %y: memref<f32>, %u: memref<64xf64>, %v: memref<f64>) {
  linalg.reduce ins(%x : memref<64xf32>) outs(%y : memref<f32>) dimensions = [0]
  (%a: f32, %b: f32) {
    %m = arith.maximumf %a, %b : f32
    linalg.yield %m : f32
  }
  linalg.generic {indexing_maps = [#all, #none], iterator_types = ["reduction"]}
      ins(%x : memref<64xf32>) outs(%y : memref<f32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %b, %b : f32
    %s = arith.addf %a, %m : f32
    linalg.yield %s : f32
  }
  linalg.reduce ins(%u : memref<64xf64>) outs(%v : memref<f64>) dimensions = [0]
  (%a: f64, %b: f64) {
    %s = arith.addf %a, %b : f64
    linalg.yield %s : f64
  }
  return
}
