// Tests that remat-plan first gives every destination-style op an init of its
// own, so that bufferization allocates one buffer per planned result (the
// cpu lowering then verifies the static peak against the model).
// RUN: remat-opt %s --remat-plan=budget=100% | FileCheck %s
// RUN: remat-opt %s --remat-budget=100% --remat-lower=cpu -o /dev/null

// Every user of a shared init gets one, the last user too: the shared init
// is then dead and erased, instead of living from its definition on.
// CHECK-LABEL: func.func @step
// CHECK: %[[ZERO:.*]] = arith.constant 0.0
// CHECK-NEXT: %[[E1:.*]] = tensor.empty()
// CHECK-NEXT: %[[F1:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E1]]
// CHECK-NEXT: %[[A:.*]] = linalg.add ins(%arg0, %arg0 : {{.*}}) outs(%[[F1]]
// CHECK-NEXT: %[[E2:.*]] = tensor.empty()
// CHECK-NEXT: %[[F2:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E2]]
// CHECK-NEXT: %[[B:.*]] = linalg.exp ins(%[[A]] : {{.*}}) outs(%[[F2]]
// CHECK-NEXT: %[[E3:.*]] = tensor.empty()
// CHECK-NEXT: %[[COPY:.*]] = linalg.copy ins(%[[A]] : {{.*}}) outs(%[[E3]]
// CHECK-NEXT: %[[C:.*]] = linalg.add ins(%[[A]], %[[B]] : {{.*}}) outs(%[[COPY]]
// CHECK-NEXT: %[[E4:.*]] = tensor.empty()
// CHECK-NEXT: %[[D:.*]] = linalg.exp ins(%[[C]] : {{.*}}) outs(%[[E4]]
// CHECK-NEXT: return %[[B]], %[[C]], %[[D]]
func.func @step(%x: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%f : tensor<16xf32>) -> tensor<16xf32>
  %b = linalg.exp ins(%a : tensor<16xf32>) outs(%f : tensor<16xf32>) -> tensor<16xf32>
  %c = linalg.add ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%a : tensor<16xf32>) -> tensor<16xf32>
  %d = linalg.exp ins(%c : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %b, %c, %d : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}
