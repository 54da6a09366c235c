// A tensor.pad with negative amounts (PyTorch's backward of F.pad imports
// so) crops: remat-pipeline makes the crops slices before planning, so the
// program lowers, and its planned run peaks where the model says.
// REQUIRES: numpy
// RUN: %python %S/Inputs/check_budgets.py %s --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --budgets min --tmp %t | FileCheck %s
// CHECK: negative-pad.mlir: budget min
// CHECK: negative-pad.mlir: PASS
// RUN: remat-opt %s --remat-lower=cpu | env REMAT_RT_DUMP=1 mlir-runner -e main -entry-point-result=i32 -shared-libs=%remat_runtime_lib,%mlir_c_runner_utils | FileCheck %s --check-prefix=VALUES
// x[i][j] = 6 i + j; the crop x[1:3, 2:5]:
// VALUES: f32 shape 2x3 fnv
// VALUES-NEXT: {{^8$}}
// VALUES-NEXT: {{^9$}}
// VALUES-NEXT: {{^10$}}
// VALUES-NEXT: {{^14$}}
// VALUES-NEXT: {{^15$}}
// VALUES-NEXT: {{^16$}}
// y = 2 x, its rows 1..3 and columns 0..3 padded with 7 by two columns on
// the left and a row below, then doubled:
// VALUES: f32 shape 4x6 fnv
// VALUES-COUNT-2: {{^14$}}
// VALUES-NEXT: {{^24$}}
// VALUES-NEXT: {{^28$}}
// VALUES-NEXT: {{^32$}}
// VALUES-NEXT: {{^36$}}
// VALUES-COUNT-2: {{^14$}}
// VALUES-NEXT: {{^48$}}
// VALUES-NEXT: {{^52$}}
// VALUES-NEXT: {{^56$}}
// VALUES-NEXT: {{^60$}}
// VALUES-COUNT-2: {{^14$}}
// VALUES-NEXT: {{^72$}}
// VALUES-NEXT: {{^76$}}
// VALUES-NEXT: {{^80$}}
// VALUES-NEXT: {{^84$}}
// VALUES-COUNT-6: {{^14$}}

#id = affine_map<(i, j) -> (i, j)>
func.func @step(%x: tensor<4x6xf32>) -> (tensor<2x3xf32>, tensor<4x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %seven = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %y = linalg.add ins(%x, %x : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %crop = tensor.pad %x low[-1, -2] high[-1, -1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x6xf32> to tensor<2x3xf32>
  %mixed = tensor.pad %y low[-1, 2] high[1, -2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %seven : f32
  } : tensor<4x6xf32> to tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4x6xf32>
  %z = linalg.add ins(%mixed, %mixed : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e2 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e3 = tensor.empty() : tensor<4x6xf32>
  %half = arith.constant 0.5 : f32
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%z : tensor<4x6xf32>) outs(%e3 : tensor<4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %half : f32
    linalg.yield %m : f32
  } -> tensor<4x6xf32>
  %e4 = tensor.empty() : tensor<4x6xf32>
  %two = arith.constant 2.0 : f32
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<4x6xf32>) outs(%e4 : tensor<4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %two : f32
    linalg.yield %m : f32
  } -> tensor<4x6xf32>
  return %crop, %r : tensor<2x3xf32>, tensor<4x6xf32>
}

func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() -> i32 {
  %e = tensor.empty() : tensor<4x6xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<4x6xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c6 = arith.constant 6 : index
    %r = arith.muli %i, %c6 : index
    %k = arith.addi %r, %j : index
    %ki = arith.index_cast %k : index to i64
    %v = arith.sitofp %ki : i64 to f32
    linalg.yield %v : f32
  } -> tensor<4x6xf32>
  call @remat_rt_reset_peak() : () -> ()
  %a, %b = call @step(%x) : (tensor<4x6xf32>) -> (tensor<2x3xf32>, tensor<4x6xf32>)
  call @remat_rt_print_peak() : () -> ()
  %ba = bufferization.to_buffer %a : tensor<2x3xf32> to memref<2x3xf32>
  %ua = memref.cast %ba : memref<2x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%ua) : (memref<*xf32>) -> ()
  %bb = bufferization.to_buffer %b : tensor<4x6xf32> to memref<4x6xf32>
  %ub = memref.cast %bb : memref<4x6xf32> to memref<*xf32>
  call @remat_rt_print_f32(%ub) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
