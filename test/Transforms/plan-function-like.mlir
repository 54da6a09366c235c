// Tests that remat plans every function-like op with a body, in nested
// modules too: a func.func in a nested module and an ml_program.func (which
// ends in ml_program.return), and finds them by symbol path.
// RUN: remat-opt %s --remat-budget=75% --remat-report=%t.json | FileCheck %s
// RUN: %validate_report %t.json
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// RUN: remat-opt %s --remat-budget=75% --remat-entry=outer::step | FileCheck %s --check-prefix=ENTRY
// RUN: remat-opt %s --remat-budget=75% --remat-entry=@outer::@step | FileCheck %s --check-prefix=ENTRY
// RUN: not remat-opt %s --remat-budget=75% --remat-entry=outer::nothing 2>&1 | FileCheck %s --check-prefix=MISSING

// The recomputed broadcast is cloned in both functions, marked as the
// recomputation it is.
// CHECK-LABEL: module @outer
// CHECK: func.func @step
// CHECK-SAME: remat.planned = {budget = 156 : i64, peak = 148 : i64}
// CHECK-COUNT-2: linalg.broadcast
// CHECK: ml_program.func @ml
// CHECK-SAME: remat.planned = {budget = 156 : i64, peak = 148 : i64}
// CHECK-COUNT-2: linalg.broadcast
// CHECK: ml_program.return

// REPORT: "name": "@outer::@step",
// REPORT: "name": "@ml",

// ENTRY: func.func @step
// ENTRY-SAME: remat.planned
// ENTRY: ml_program.func @ml
// ENTRY-NOT: remat.planned
// ENTRY-COUNT-1: linalg.broadcast

// MISSING: error: entry function '@outer::@nothing' not found

module {
  module @outer {
    func.func @step(%x: tensor<4xf32>) -> tensor<f32> {
      %zero = arith.constant 0.0 : f32
      %e0 = tensor.empty() : tensor<4x4xf32>
      %a0 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e0 : tensor<4x4xf32>) dimensions = [1]
      %a = tensor.collapse_shape %a0 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
      %e1 = tensor.empty() : tensor<16xf32>
      %b = linalg.exp ins(%a : tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
      %e2 = tensor.empty() : tensor<16xf32>
      %c = linalg.exp ins(%b : tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
      %e3 = tensor.empty() : tensor<16xf32>
      %d = linalg.exp ins(%c : tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
      %e4 = tensor.empty() : tensor<f32>
      %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<f32>) -> tensor<f32>
      %e = linalg.dot ins(%d, %a : tensor<16xf32>, tensor<16xf32>) outs(%f4 : tensor<f32>) -> tensor<f32>
      return %e : tensor<f32>
    }
  }
  ml_program.func @ml(%x: tensor<4xf32>) -> tensor<f32> {
    %zero = arith.constant 0.0 : f32
    %e0 = tensor.empty() : tensor<4x4xf32>
    %a0 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e0 : tensor<4x4xf32>) dimensions = [1]
    %a = tensor.collapse_shape %a0 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
    %e1 = tensor.empty() : tensor<16xf32>
    %b = linalg.exp ins(%a : tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
    %e2 = tensor.empty() : tensor<16xf32>
    %c = linalg.exp ins(%b : tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
    %e3 = tensor.empty() : tensor<16xf32>
    %d = linalg.exp ins(%c : tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
    %e4 = tensor.empty() : tensor<f32>
    %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<f32>) -> tensor<f32>
    %e = linalg.dot ins(%d, %a : tensor<16xf32>, tensor<16xf32>) outs(%f4 : tensor<f32>) -> tensor<f32>
    ml_program.return %e : tensor<f32>
  }
  // A function on buffers only has nothing to plan: it is left alone.
  llvm.func @helper(%p: !llvm.ptr) -> !llvm.ptr {
    llvm.return %p : !llvm.ptr
  }
}
