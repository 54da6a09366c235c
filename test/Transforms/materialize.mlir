// Tests that remat-materialize inlines recompute regions in place (their ops
// marked with the region's number, which keeps CSE from merging them into the
// originals), keeps the budget and the modeled peak in builtin attributes,
// marks the inputs read-only for bufferization, and leaves no other remat
// attribute, so the output parses with upstream mlir-opt.
// RUN: remat-opt %s --remat-materialize | FileCheck %s
// RUN: remat-opt %s --remat-materialize | mlir-opt | FileCheck %s

// CHECK-NOT: remat.devices
// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32> {bufferization.writable = false})
// CHECK-SAME: attributes {remat.planned = {budget = 64 : i64, peak = 48 : i64}}
// CHECK: %[[A:.*]] = linalg.exp ins(%[[X]]
// CHECK: %[[B:.*]] = linalg.negf ins(%[[A]]
// CHECK-NEXT: %[[E:.*]] = tensor.empty() {remat.recomputation = 1 : i64} : tensor<4xf32>
// CHECK-NEXT: %[[A2:.*]] = linalg.exp {remat.recomputation = 1 : i64} ins(%[[X]] : tensor<4xf32>) outs(%[[E]]
// CHECK-NEXT: tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = linalg.add ins(%[[A2]], %[[B]]
// CHECK-NOT: remat.
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu0", gpu, memory = 1000, flops = 1.0e12>]>} {
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 48, nodes = 3, tensors = 4>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp {remat.policy = #remat.policy<keep>} ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %a2 = remat.recompute(%in = %x : tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %r = linalg.exp ins(%in : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    remat.yield %r : tensor<4xf32>
  }
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.add ins(%a2, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
}
