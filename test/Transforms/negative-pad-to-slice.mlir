// Tests that remat-negative-pad-to-slice makes the crops of tensor.pad
// slices and keeps what padding remains, and that remat-pipeline runs it
// (an execution test: test/Integration/negative-pad.mlir).
// RUN: remat-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(remat-negative-pad-to-slice))' | FileCheck %s

// CHECK-LABEL: func.func @crop
// CHECK-SAME: (%[[T:.*]]: tensor<4x6xf32>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[T]][1, 2] [2, 3] [1, 1] : tensor<4x6xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %[[S]]
func.func @crop(%t: tensor<4x6xf32>) -> tensor<2x3xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %t low[-1, -2] high[-1, -1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4x6xf32> to tensor<2x3xf32>
  return %p : tensor<2x3xf32>
}

// -----

// A pad that crops one side and pads the other: the slice, then the pad by
// the non-negative amounts, its value kept.
// CHECK-LABEL: func.func @mixed
// CHECK-SAME: (%[[T:.*]]: tensor<4x6xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[T]][1, 0] [3, 4] [1, 1] : tensor<4x6xf32> to tensor<3x4xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[S]] low[0, 2] high[1, 0]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: tensor.yield %{{.*}} : f32
// CHECK: } : tensor<3x4xf32> to tensor<4x6xf32>
// CHECK-NEXT: return %[[P]]
func.func @mixed(%t: tensor<4x6xf32>, %v: f32) -> tensor<4x6xf32> {
  %p = tensor.pad %t low[-1, 2] high[1, -2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x6xf32> to tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}

// -----

// Pads without negative amounts are left alone.
// CHECK-LABEL: func.func @positive
// CHECK-NEXT: arith.constant
// CHECK-NEXT: tensor.pad %{{.*}} low[0, 1] high[2, 0]
func.func @positive(%t: tensor<4x6xf32>) -> tensor<6x7xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %t low[0, 1] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4x6xf32> to tensor<6x7xf32>
  return %p : tensor<6x7xf32>
}

// -----

func.func @dynamic(%t: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %c = arith.constant 0.0 : f32
  // expected-error @+1 {{crops dimension 0 of dynamic size; remat needs static shapes}}
  %p = tensor.pad %t low[-1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<?x6xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}
