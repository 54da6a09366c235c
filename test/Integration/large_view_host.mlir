// A step with the pattern of the full-size ResNet-50's weight gradients: a
// large tensor.empty, expanded (a view), filled and written by an op fused
// with the fill, read by a small reduction. With the default host link and
// the CPU, every node but the last (which reads the input) may run on the
// CPU, so the minimum is the proven bound (the input and the last node's
// step). The view node's step on the GPU (its 16 KiB storage beside the
// input) used to hold the minimum there; now Belady's offloading leaves the
// view to its reader, which makes it again on the CPU.
// RUN: %python %S/Inputs/check_budgets.py %s --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib --budgets min --tmp %t | FileCheck %s
// CHECK: no remat: measured peak
// CHECK: budget min = 516 B: modeled peak 516 B, measured peak 516 B
// CHECK: large_view_host.mlir: PASS

#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>
#tile = affine_map<(i, j, k) -> ((i * 16 + j) mod 8, k mod 8)>
#id3 = affine_map<(i, j, k) -> (i, j, k)>
#sc3 = affine_map<(i, j, k) -> ()>
func.func @step(%x: tensor<8x8xf32>) -> (tensor<f32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%ea : tensor<8x8xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.exp %i : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  // r = exp(x) tiled 8 x 8 into a 4 x 16 x 64 view of a 64 x 64 init.
  %e = tensor.empty() : tensor<64x64xf32>
  %v = tensor.expand_shape %e [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%v : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %r = linalg.generic {indexing_maps = [#tile, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%f : tensor<4x16x64xf32>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.addf %i, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x16x64xf32>
  // loss = sum(r) = 64 sum(exp(x)).
  %el = tensor.empty() : tensor<f32>
  %fl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id3, #sc3], iterator_types = ["reduction", "reduction", "reduction"]} ins(%r : tensor<4x16x64xf32>) outs(%fl : tensor<f32>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.addf %i, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // d loss / d x = 64 exp(x), scaled by loss / loss to read the loss.
  %eg = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %loss : tensor<8x8xf32>, tensor<f32>) outs(%eg : tensor<8x8xf32>) {
  ^bb0(%i: f32, %l: f32, %o: f32):
    %c64 = arith.constant 64.0 : f32
    %e1 = math.exp %i : f32
    %d = arith.mulf %c64, %e1 : f32
    %q = arith.divf %l, %l : f32
    %y = arith.mulf %d, %q : f32
    linalg.yield %y : f32
  } -> tensor<8x8xf32>
  return %loss, %g : tensor<f32>, tensor<8x8xf32>
}
func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() -> i32 {
  %e = tensor.empty() : tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c8 = arith.constant 8 : index
    %k = arith.muli %i, %c8 : index
    %l = arith.addi %k, %j : index
    %c13 = arith.constant 13 : index
    %m = arith.remui %l, %c13 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %s = arith.constant 0.1 : f32
    %v = arith.mulf %f, %s : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  call @remat_rt_reset_peak() : () -> ()
  %l, %g = call @step(%x) : (tensor<8x8xf32>) -> (tensor<f32>, tensor<8x8xf32>)
  call @remat_rt_print_peak() : () -> ()
  %lb = bufferization.to_buffer %l : tensor<f32> to memref<f32>
  %lu = memref.cast %lb : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%lu) : (memref<*xf32>) -> ()
  %gb = bufferization.to_buffer %g : tensor<8x8xf32> to memref<8x8xf32>
  %gu = memref.cast %gb : memref<8x8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%gu) : (memref<*xf32>) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
