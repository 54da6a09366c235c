// tanh_chain.mlir with a signature of 33 arguments on one line (as an
// imported step's generic func.func, whose line is tens of kilobytes).
#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>
func.func @step(%x: tensor<256x256xf32>, %unused0: tensor<4xf32>, %unused1: tensor<4xf32>, %unused2: tensor<4xf32>, %unused3: tensor<4xf32>, %unused4: tensor<4xf32>, %unused5: tensor<4xf32>, %unused6: tensor<4xf32>, %unused7: tensor<4xf32>, %unused8: tensor<4xf32>, %unused9: tensor<4xf32>, %unused10: tensor<4xf32>, %unused11: tensor<4xf32>, %unused12: tensor<4xf32>, %unused13: tensor<4xf32>, %unused14: tensor<4xf32>, %unused15: tensor<4xf32>, %unused16: tensor<4xf32>, %unused17: tensor<4xf32>, %unused18: tensor<4xf32>, %unused19: tensor<4xf32>, %unused20: tensor<4xf32>, %unused21: tensor<4xf32>, %unused22: tensor<4xf32>, %unused23: tensor<4xf32>, %unused24: tensor<4xf32>, %unused25: tensor<4xf32>, %unused26: tensor<4xf32>, %unused27: tensor<4xf32>, %unused28: tensor<4xf32>, %unused29: tensor<4xf32>, %unused30: tensor<4xf32>, %unused31: tensor<4xf32>) -> (tensor<f32>, tensor<256x256xf32>) {
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
