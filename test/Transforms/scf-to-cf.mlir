// Tests that remat-scf-to-cf lowers loops and ifs to the CFG that upstream's
// convert-scf-to-cf builds, and leaves loops in other SCF ops to it.
// RUN: remat-opt %s --remat-scf-to-cf | FileCheck %s
// RUN: remat-opt %s --remat-scf-to-cf --convert-scf-to-cf > %t.ours.mlir
// RUN: remat-opt %s --convert-scf-to-cf > %t.upstream.mlir
// RUN: diff %t.ours.mlir %t.upstream.mlir

// CHECK-LABEL: func.func @loops
// CHECK-NOT: scf.
// CHECK: cf.br ^[[HEAD1:bb[0-9]+]](%c0 : index)
// CHECK: ^[[HEAD1]](%{{.*}}: index):
// CHECK: cf.cond_br
// CHECK: memref.store
// CHECK: cf.br ^[[HEAD2:bb[0-9]+]](%c0 : index)
// CHECK: ^[[HEAD2]](%{{.*}}: index):
// CHECK: memref.load
// CHECK: return
func.func @loops(%m: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %c = arith.cmpi ult, %i, %n : index
    scf.if %c {
      memref.store %f, %m[%i] : memref<4xf32>
    }
  }
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %m[%c0] : memref<4xf32>
    memref.store %v, %m[%c1] : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @in_parallel
// CHECK: scf.parallel
// CHECK: scf.for
func.func @in_parallel(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %m[%j] : memref<4xf32>
      memref.store %v, %m[%i] : memref<4xf32>
    }
    scf.reduce
  }
  return
}
