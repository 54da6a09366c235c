// Tests that the planned memory is the memory bufferization allocates, in
// the cases where the two would differ if remat did not prepare the IR:
// a view used as an init, a returned slice, a collapsed strided slice, an
// unused tensor.empty, a write into an argument. remat-verify-budget fails
// the cpu lowering when the static peak differs from the modeled one.
// RUN: remat-opt %s --split-input-file --remat-budget=100% --remat-lower=cpu -o /dev/null
// RUN: remat-opt %s --split-input-file --remat-budget=min --remat-lower=cpu -o /dev/null
// The unplanned lowering is prepared the same way and lowers too. (It has
// no modeled peak to check; a CHECK-NOT on the unused tensor.empty's
// allocation here could not fail: bufferization drops it anyway and the
// lowered IR has no memref ops left.)
// RUN: remat-opt %s --split-input-file --remat-lower=cpu -o /dev/null

#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>
func.func @step(%x: tensor<32x32xf32>) -> tensor<f32> {
  %e1 = tensor.empty() : tensor<32x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%e1 : tensor<32x32xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<32x32xf32>
  %s = tensor.extract_slice %a[8, 0] [16, 32] [1, 1] : tensor<32x32xf32> to tensor<16x32xf32>
  %b = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%s : tensor<16x32xf32>) {
  ^bb0(%o: f32):
    %t = arith.addf %o, %o : f32
    linalg.yield %t : f32
  } -> tensor<16x32xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %c = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]} ins(%b : tensor<16x32xf32>) outs(%f : tensor<f32>) {
  ^bb0(%i: f32, %o: f32):
    %t = arith.addf %i, %o : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  return %c : tensor<f32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
func.func @step(%x: tensor<32x32xf32>) -> tensor<16x32xf32> {
  %e1 = tensor.empty() : tensor<32x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%e1 : tensor<32x32xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<32x32xf32>
  %s = tensor.extract_slice %a[8, 0] [16, 32] [1, 1] : tensor<32x32xf32> to tensor<16x32xf32>
  return %s : tensor<16x32xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
func.func @step(%x: tensor<32x32xf32>) -> tensor<f32> {
  %e1 = tensor.empty() : tensor<32x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%e1 : tensor<32x32xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<32x32xf32>
  %s = tensor.extract_slice %a[0, 0] [16, 16] [1, 1] : tensor<32x32xf32> to tensor<16x16xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<16x16xf32> into tensor<256xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%c : tensor<256xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %q = arith.addf %in, %init : f32
      linalg.yield %q : f32
    }
  return %r : tensor<f32>
}

// -----

func.func @f(%x: tensor<256xf32>) -> tensor<256xf32> {
  %unused = tensor.empty() : tensor<1024xf32>
  %e = tensor.empty() : tensor<256xf32>
  %a = linalg.exp ins(%x : tensor<256xf32>) outs(%e : tensor<256xf32>) -> tensor<256xf32>
  return %a : tensor<256xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
func.func @step(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %cst = arith.constant 0.5 : f32
  %v1_e = tensor.empty() : tensor<16x16xf32>
  %v1 = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%v1_e : tensor<16x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %t = arith.mulf %i, %j : f32
    %u = arith.addf %t, %cst : f32
    linalg.yield %u : f32
  } -> tensor<16x16xf32>
  %v2_e = tensor.empty() : tensor<16x16xf32>
  %v2 = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]} ins(%v1, %v1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%v2_e : tensor<16x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %t = arith.mulf %i, %j : f32
    %u = arith.addf %t, %cst : f32
    linalg.yield %u : f32
  } -> tensor<16x16xf32>
  %v3_p = tensor.pad %v2 low[2, 0] high[0, 2] {
  ^bb0(%q0: index, %q1: index):
    tensor.yield %cst : f32
  } : tensor<16x16xf32> to tensor<18x18xf32>
  %v4_e = tensor.empty() : tensor<16x16xf32>
  %v5_e = tensor.empty() : tensor<16x16xf32>
  %v4, %v5 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%v1, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%v4_e, %v5_e : tensor<16x16xf32>, tensor<16x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32, %o2: f32):
    %t = arith.subf %i, %j : f32
    %u = arith.mulf %i, %j : f32
    linalg.yield %t, %u : f32, f32
  } -> (tensor<16x16xf32>, tensor<16x16xf32>)
  return %v5, %v4, %v2 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

func.func @step(%x: tensor<256xf32>, %y: tensor<64xf32>) -> tensor<256xf32> {
  %r = tensor.insert_slice %y into %x[0] [64] [1] : tensor<64xf32> into tensor<256xf32>
  return %r : tensor<256xf32>
}
