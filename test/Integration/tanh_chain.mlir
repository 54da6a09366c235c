// A training step of three tanh layers with a sum loss (backward by hand:
// tanh'(z) = 1 - tanh(z)^2), run unplanned, at 90% and 80% of its no-remat
// peak and at the minimal budget; and compiled to a native executable.
// RUN: %python %S/Inputs/check_budgets.py %s --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib --budgets 90%%,80%%,min --tmp %t | FileCheck %s
// CHECK: no remat: measured peak 1310724 B
// CHECK: budget min = 524292 B: modeled peak 524292 B, measured peak 524292 B
// CHECK: tanh_chain.mlir: PASS

// The same program as a native executable prints the same results.
// RUN: remat-opt %s --remat-entry=step --remat-budget=min --remat-lower=cpu | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -Wno-override-module %t.ll -o %t.exe %remat_runtime_lib -lm -Wl,-rpath,%remat_obj_root/lib
// RUN: %t.exe > %t.native
// RUN: remat-opt %s --remat-entry=step --remat-budget=min --remat-lower=cpu | mlir-runner -e main -entry-point-result=i32 -shared-libs=%remat_runtime_lib | grep remat-rt > %t.jit
// RUN: diff %t.native %t.jit

#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>
func.func @step(%x: tensor<256x256xf32>) -> (tensor<f32>, tensor<256x256xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x256xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<256x256xf32>) outs(%e1 : tensor<256x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<256x256xf32>
  %e2 = tensor.empty() : tensor<256x256xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a1 : tensor<256x256xf32>) outs(%e2 : tensor<256x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<256x256xf32>
  %e3 = tensor.empty() : tensor<256x256xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a2 : tensor<256x256xf32>) outs(%e3 : tensor<256x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<256x256xf32>
  %el = tensor.empty() : tensor<f32>
  %fl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]} ins(%a3 : tensor<256x256xf32>) outs(%fl : tensor<f32>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.addf %i, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // backward: d a3 = 1; d a2 = (1 - a3^2); d a1 = d a2 * (1 - a2^2); dx = d a1 * (1 - a1^2)
  %g3e = tensor.empty() : tensor<256x256xf32>
  %g2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a3 : tensor<256x256xf32>) outs(%g3e : tensor<256x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %sq = arith.mulf %i, %i : f32
    %d = arith.subf %one, %sq : f32
    linalg.yield %d : f32
  } -> tensor<256x256xf32>
  %g1e = tensor.empty() : tensor<256x256xf32>
  %g1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g2, %a2 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%g1e : tensor<256x256xf32>) {
  ^bb0(%g: f32, %i: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %sq = arith.mulf %i, %i : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<256x256xf32>
  %g0e = tensor.empty() : tensor<256x256xf32>
  %g0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g1, %a1 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%g0e : tensor<256x256xf32>) {
  ^bb0(%g: f32, %i: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %sq = arith.mulf %i, %i : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<256x256xf32>
  return %loss, %g0 : tensor<f32>, tensor<256x256xf32>
}
func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() -> i32 {
  %e = tensor.empty() : tensor<256x256xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<256x256xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c256 = arith.constant 256 : index
    %k = arith.muli %i, %c256 : index
    %l = arith.addi %k, %j : index
    %c101 = arith.constant 101 : index
    %m = arith.remui %l, %c101 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %s = arith.constant 0.01 : f32
    %v = arith.mulf %f, %s : f32
    linalg.yield %v : f32
  } -> tensor<256x256xf32>
  call @remat_rt_reset_peak() : () -> ()
  %l, %g = call @step(%x) : (tensor<256x256xf32>) -> (tensor<f32>, tensor<256x256xf32>)
  call @remat_rt_print_peak() : () -> ()
  %lb = bufferization.to_buffer %l : tensor<f32> to memref<f32>
  %lu = memref.cast %lb : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%lu) : (memref<*xf32>) -> ()
  %gb = bufferization.to_buffer %g : tensor<256x256xf32> to memref<256x256xf32>
  %gu = memref.cast %gb : memref<256x256xf32> to memref<*xf32>
  call @remat_rt_print_f32(%gu) : (memref<*xf32>) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
