// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-gpu-loops))' --split-input-file --verify-diagnostics | FileCheck %s
// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-gpu-loops{block-size=64}))' --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=B64

// An elementwise op: one parallel loop over all 64x64 elements, tiled into
// blocks of 256 (or block-size) threads, with a bounds check.
// CHECK-LABEL: func.func @elementwise
// CHECK: arith.constant 256 : index
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[N:.*]]) step (%{{.*}}) {
// CHECK-NEXT: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK: arith.cmpi ult, %{{.*}}, %[[N]] : index
// CHECK: scf.if
// CHECK: math.exp
// CHECK-NOT: linalg.
// B64-LABEL: func.func @elementwise
// B64: arith.constant 64 : index
// B64: scf.parallel
func.func @elementwise(%x: memref<64x64xf32>, %y: memref<64x64xf32>) {
  linalg.exp ins(%x : memref<64x64xf32>) outs(%y : memref<64x64xf32>)
  return
}

// -----

// Fewer elements than a block: the block shrinks to the trip count.
// CHECK-LABEL: func.func @small
// CHECK: arith.constant 12 : index
// CHECK: scf.parallel
func.func @small(%x: memref<3x4xf32>, %y: memref<3x4xf32>) {
  linalg.exp ins(%x : memref<3x4xf32>) outs(%y : memref<3x4xf32>)
  return
}

// -----

// Placed on the CPU: sequential host loops, nothing to map to the GPU.
// CHECK-LABEL: func.func @on_cpu
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: scf.for
// CHECK: math.exp
// CHECK-NOT: scf.parallel
func.func @on_cpu(%x: memref<64x64xf32>, %y: memref<64x64xf32>) {
  linalg.exp {remat.device = "cpu"} ins(%x : memref<64x64xf32>) outs(%y : memref<64x64xf32>)
  return
}

// -----

// A reduction over the outer dimension: the parallel dimension comes first,
// each thread sums its column in the original order, in an f64 register
// (the CPU lowering's sums, see linalg-to-loops.mlir).
#rows = affine_map<(r, c) -> (r, c)>
#col = affine_map<(r, c) -> (c)>
// CHECK-LABEL: func.func @column_sums
// CHECK: scf.parallel
// CHECK-NEXT: scf.parallel
// CHECK: %[[INIT:.*]] = memref.load %{{.*}} : memref<32xf32>
// CHECK: %[[WIDE:.*]] = arith.extf %[[INIT]] : f32 to f64
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %{{.*}} to %c128 step %{{.*}} iter_args(%[[ACC:.*]] = %[[WIDE]]) -> (f64)
// CHECK: %[[TERM:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: %[[NEXT:.*]] = arith.addf %[[ACC]], %[[TERM]] : f64
// CHECK: scf.yield %[[NEXT]] : f64
// CHECK: %[[NARROW:.*]] = arith.truncf %[[SUM]] : f64 to f32
// CHECK: memref.store %[[NARROW]]
func.func @column_sums(%x: memref<128x32xf32>, %y: memref<32xf32>) {
  linalg.generic {indexing_maps = [#rows, #col],
                  iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<128x32xf32>) outs(%y : memref<32xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A matmul: threads over (i, j), k sequential in each.
// CHECK-LABEL: func.func @matmul
// CHECK: scf.parallel
// CHECK-NEXT: scf.parallel
// CHECK: scf.if
// CHECK: scf.for {{.*}} -> (f64)
// CHECK: arith.mulf {{.*}} : f32
// CHECK: arith.addf {{.*}} : f64
func.func @matmul(%a: memref<16x8xf32>, %b: memref<8x4xf32>, %c: memref<16x4xf32>) {
  linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x4xf32>) outs(%c : memref<16x4xf32>)
  return
}

// -----

// A full reduction has no parallel dimension: it stays host code.
#all = affine_map<(i) -> (i)>
#none = affine_map<(i) -> ()>
// CHECK-LABEL: func.func @total
// CHECK-NOT: scf.parallel
// CHECK: scf.for {{.*}} -> (f64)
func.func @total(%x: memref<64xf32>, %y: memref<f32>) {
  linalg.generic {indexing_maps = [#all, #none], iterator_types = ["reduction"]}
      ins(%x : memref<64xf32>) outs(%y : memref<f32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

func.func @unknown_device(%x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-error @+1 {{'linalg.exp' op 'remat.device' must be "cpu" or "gpu", got "tpu"}}
  linalg.exp {remat.device = "tpu"} ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

func.func @tensors(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.exp' op the nvptx lowering runs on bufferized IR}}
  %r = linalg.exp ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
