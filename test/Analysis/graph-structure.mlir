// RUN: remat-opt --remat-print-graph=as-is %s -o /dev/null | FileCheck %s
// By default the graph is the planners': each op gets an init of its own
// first, as remat-plan does, so ids match those of plans and reports.
// RUN: remat-opt --remat-print-graph %s -o /dev/null | FileCheck %s --check-prefix=PLANNED

// Tests that every op is a node and every value a tensor with its byte size;
// that a destination-style op and the producers of the init only it uses
// (tensor.empty, linalg.fill) form one node that owns one buffer; that views
// alias their source; that hints are read; and that returned values are the
// outputs.

// CHECK-LABEL: graph @mlp: 4 nodes, 6 tensors, 2 inputs
// CHECK-NEXT:   input t0: 512 B
// CHECK-NEXT:   input t1: 256 B
// CHECK-NEXT:   node 0 arith.constant () -> (t2) flops 0
// CHECK-NEXT:     t2: 0 B
// CHECK-NEXT:   node 1 linalg.matmul [tensor.empty, linalg.fill] (t2, t0, t1) -> (t3) flops 1056
// CHECK-NEXT:     t3: 128 B
// CHECK-NEXT:   node 2 linalg.exp [tensor.empty] (t3) -> (t4) flops 32 {{.*}} keep
// CHECK-NEXT:     t4: 128 B
// CHECK-NEXT:   node 3 tensor.collapse_shape (t4) -> (t5) flops 0
// CHECK-NEXT:     t5: view of t4
// CHECK-NEXT:   outputs t3 t5
// CHECK-NEXT:   no-remat peak 1024 B
func.func @mlp(%x: tensor<8x16xf32>, %w: tensor<16x4xf32>) -> (tensor<8x4xf32>, tensor<32xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e2 = tensor.empty() : tensor<8x4xf32>
  %r = linalg.exp {remat.policy = #remat.policy<keep>} ins(%m : tensor<8x4xf32>) outs(%e2 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %f = tensor.collapse_shape %r [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  return %m, %f : tensor<8x4xf32>, tensor<32xf32>
}

// Tests that an init with other uses, or a function argument, is not written
// in place: the result gets storage of its own; an unused tensor is freed at
// once. Also sizes f16, i8 and index elements.
// CHECK-LABEL: graph @out_of_place: 4 nodes, 6 tensors, 2 inputs
// CHECK-NEXT:   input t0: 32 B
// CHECK-NEXT:   input t1: 64 B
// CHECK-NEXT:   node 0 linalg.exp (t0) -> (t2) flops 16
// CHECK-NEXT:     t2: 32 B
// CHECK-NEXT:   node 1 tensor.empty () -> (t3) flops 0
// CHECK-NEXT:     t3: 16 B
// CHECK-NEXT:   node 2 linalg.negf (t2) -> (t4) flops 16
// CHECK-NEXT:     t4: 32 B
// CHECK-NEXT:   node 3 arith.index_cast (t1) -> (t5) flops 8
// CHECK-NEXT:     t5: 8 B
// CHECK-NEXT:   outputs t2 t4 t5
// CHECK-NEXT:   no-remat peak 168 B
// PLANNED-LABEL: graph @out_of_place: 3 nodes, 5 tensors, 2 inputs
// PLANNED:        node 1 linalg.negf [tensor.empty, linalg.copy] (t2) -> (t3)
// PLANNED:        outputs t2 t3 t4
func.func @out_of_place(%a: tensor<16xf16>, %i: tensor<8xindex>) -> (tensor<16xf16>, tensor<16xf16>, tensor<8xi8>) {
  %0 = linalg.exp ins(%a : tensor<16xf16>) outs(%a : tensor<16xf16>) -> tensor<16xf16>
  %e = tensor.empty() : tensor<16xi8>
  %n = linalg.negf ins(%0 : tensor<16xf16>) outs(%0 : tensor<16xf16>) -> tensor<16xf16>
  %c = arith.index_cast %i : tensor<8xindex> to tensor<8xi8>
  return %0, %n, %c : tensor<16xf16>, tensor<16xf16>, tensor<8xi8>
}
