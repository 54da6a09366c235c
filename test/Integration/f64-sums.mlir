// The CPU lowering sums reductions in f64 (remat-linalg-to-loops): 16,777,300
// ones sum to 16,777,300. Summed term by term in float32 they would stop at
// 2^24 = 16,777,216, where adding 1 no longer changes the sum; the measured
// peak is still the two buffers (the ones and the sum), nothing added.
// RUN: remat-opt %s --remat-lower=cpu | env REMAT_RT_DUMP=1 mlir-runner -e main -entry-point-result=i32 -shared-libs=%remat_runtime_lib | FileCheck %s
// CHECK: remat-rt: live 67109204 peak 67109204
// CHECK-NEXT: remat-rt: f32 shape scalar
// CHECK-NEXT: {{^}}16777300{{$}}
func.func @step(%n: tensor<16777300xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%n : tensor<16777300xf32>) outs(%init : tensor<f32>) dimensions = [0]
  (%a: f32, %b: f32) {
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return %sum : tensor<f32>
}
func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() -> i32 {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16777300xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<16777300xf32>) -> tensor<16777300xf32>
  call @remat_rt_reset_peak() : () -> ()
  %s = call @step(%ones) : (tensor<16777300xf32>) -> tensor<f32>
  call @remat_rt_print_peak() : () -> ()
  %b = bufferization.to_buffer %s : tensor<f32> to memref<f32>
  %u = memref.cast %b : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u) : (memref<*xf32>) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
