// Tests that a recomputation beside a view of the earlier copy is a second
// buffer in the plan's memory model, as in the program: `a` is freed while
// its view `v` is resident and computed again for `b`, so both copies of `a`
// are live when `b` is made: x, a, a', b, 64 bytes. (The model once counted
// the alias class once, peaking at 52 bytes when `c` is made, and the
// lowering's static peak then differed from the plan's.)
// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-apply))' | FileCheck %s
// The static peak of the bufferized program is the plan's (remat-verify-budget
// fails the cpu lowering otherwise), and so is the peak the runtime measures.
// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-apply))' | remat-opt --remat-lower=cpu | mlir-runner -e main -entry-point-result=i32 -shared-libs=%remat_runtime_lib | FileCheck %s --check-prefix=EXEC
// The old count is rejected where the plan is read.
// RUN: sed 's/peak = 64,/peak = 52,/' %s | not remat-opt --pass-pipeline='builtin.module(func.func(remat-apply))' 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @step
// CHECK: %[[A:.*]] = linalg.exp
// CHECK: %[[V:.*]] = tensor.expand_shape %[[A]]
// CHECK: %[[A2:.*]] = remat.recompute
// CHECK: linalg.negf ins(%[[A2]]
// CHECK: tensor.collapse_shape %[[V]]

// The runtime counts x (16 bytes) and the result c left live; the result is
// -(1 + e + e^2 + e^3), as without the plan.
// EXEC: remat-rt: live 20 peak 64
// EXEC: remat-rt: f32 shape scalar {{.*}} sum -31.19287

// ERR: records a peak of 52 bytes, but its schedule peaks at 64 bytes
func.func @step(%x: tensor<4xf32>) -> tensor<f32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 6, tensors = 7,
        schedule = [compute 0, compute 1, free 1, compute 0, compute 2, free 1,
                    compute 3, free 2, compute 4, compute 5, free 3, free 4, free 5]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %v = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.collapse_shape %v [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %c = linalg.dot ins(%w, %b : tensor<4xf32>, tensor<4xf32>) outs(%f : tensor<f32>) -> tensor<f32>
  return %c : tensor<f32>
}

func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() -> i32 {
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %v = arith.mulf %f, %h : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  call @remat_rt_reset_peak() : () -> ()
  %c = call @step(%x) : (tensor<4xf32>) -> tensor<f32>
  call @remat_rt_print_peak() : () -> ()
  %cb = bufferization.to_buffer %c : tensor<f32> to memref<f32>
  %cu = memref.cast %cb : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%cu) : (memref<*xf32>) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
