// A step whose largest working set is a tensor.concat (its two operands and
// its result, 64 KiB beside the 4 KiB input), planned with the default host
// link, where a 32 KiB tensor needed at the end may wait in host memory.
// Bufferization allocates a concat's result in device memory, so its node is
// pinned to the GPU (canWriteHostMemory). Before, Belady's offloading put it
// on the CPU at min, below its step, and remat-materialize refused the plan
// ("cannot place the result of 'tensor.concat' in host memory"). Now min is
// the concat's step, and the plans run.
// RUN: %python %S/Inputs/check_budgets.py %s --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib --budgets min --tmp %t | FileCheck %s
// CHECK: no remat: measured peak
// CHECK: budget min = 69632 B: modeled peak 69632 B, measured peak 69632 B
// CHECK: concat_host.mlir: PASS

#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>
#tile = affine_map<(i, j) -> (i mod 32, j mod 32)>
func.func @step(%x: tensor<32x32xf32>) -> (tensor<f32>, tensor<32x32xf32>) {
  %zero = arith.constant 0.0 : f32
  // d = exp(x) tiled 2 x 4, a = exp(x) and b = tanh(x) tiled 4 x 1.
  %ed = tensor.empty() : tensor<64x128xf32>
  %d = linalg.generic {indexing_maps = [#tile, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%ed : tensor<64x128xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.exp %i : f32
    linalg.yield %t : f32
  } -> tensor<64x128xf32>
  %ea = tensor.empty() : tensor<128x32xf32>
  %a = linalg.generic {indexing_maps = [#tile, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%ea : tensor<128x32xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.exp %i : f32
    linalg.yield %t : f32
  } -> tensor<128x32xf32>
  %eb = tensor.empty() : tensor<128x32xf32>
  %b = linalg.generic {indexing_maps = [#tile, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%eb : tensor<128x32xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<128x32xf32>
  %c = tensor.concat dim(0) %a, %b : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<256x32xf32>
  // loss = sum(c) + sum(d).
  %el = tensor.empty() : tensor<f32>
  %fl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %lc = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]} ins(%c : tensor<256x32xf32>) outs(%fl : tensor<f32>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.addf %i, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]} ins(%d : tensor<64x128xf32>) outs(%lc : tensor<f32>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.addf %i, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // d loss / d x = 8 exp(x) + 4 exp(x) + 4 (1 - tanh(x)^2), exp(x) read
  // from d's first tile.
  %dx = tensor.extract_slice %d[0, 0] [32, 32] [1, 1] : tensor<64x128xf32> to tensor<32x32xf32>
  %eg = tensor.empty() : tensor<32x32xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %dx : tensor<32x32xf32>, tensor<32x32xf32>) outs(%eg : tensor<32x32xf32>) {
  ^bb0(%i: f32, %ex: f32, %o: f32):
    %eight = arith.constant 8.0 : f32
    %four = arith.constant 4.0 : f32
    %one = arith.constant 1.0 : f32
    %e = math.exp %i : f32
    %t = math.tanh %i : f32
    %sq = arith.mulf %t, %t : f32
    %dt = arith.subf %one, %sq : f32
    %s = arith.addf %e, %dt : f32
    %s4 = arith.mulf %four, %s : f32
    %e8 = arith.mulf %eight, %ex : f32
    %r = arith.addf %e8, %s4 : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  return %loss, %g : tensor<f32>, tensor<32x32xf32>
}
func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() -> i32 {
  %e = tensor.empty() : tensor<32x32xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<32x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c32 = arith.constant 32 : index
    %k = arith.muli %i, %c32 : index
    %l = arith.addi %k, %j : index
    %c37 = arith.constant 37 : index
    %m = arith.remui %l, %c37 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %s = arith.constant 0.05 : f32
    %v = arith.mulf %f, %s : f32
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  call @remat_rt_reset_peak() : () -> ()
  %l, %g = call @step(%x) : (tensor<32x32xf32>) -> (tensor<f32>, tensor<32x32xf32>)
  call @remat_rt_print_peak() : () -> ()
  %lb = bufferization.to_buffer %l : tensor<f32> to memref<f32>
  %lu = memref.cast %lb : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%lu) : (memref<*xf32>) -> ()
  %gb = bufferization.to_buffer %g : tensor<32x32xf32> to memref<32x32xf32>
  %gu = memref.cast %gb : memref<32x32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%gu) : (memref<*xf32>) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
