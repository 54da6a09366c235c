// A training step that normalizes in f64, as PyTorch's decompositions of
// batch and layer norms do: f32 activations are converted to f64, their
// statistics and the normalized values computed in f64 and converted back.
// iree-compile demotes f64 to f32 by default (test/IREE/f64-demotion.test).
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#sc = affine_map<(i, j) -> ()>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
#km = affine_map<(i, j, k) -> (k, i)>
func.func @step(%x: tensor<512x64xf32>, %w: tensor<64x64xf32>)
    -> (tensor<f32>, tensor<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %n = arith.constant 512.0 : f64
  %eps = arith.constant 1.0e-5 : f64
  // h = x w
  %he = tensor.empty() : tensor<512x64xf32>
  %hz = linalg.fill ins(%zero : f32) outs(%he : tensor<512x64xf32>) -> tensor<512x64xf32>
  %h = linalg.matmul ins(%x, %w : tensor<512x64xf32>, tensor<64x64xf32>) outs(%hz : tensor<512x64xf32>) -> tensor<512x64xf32>
  // in f64: mean, centered, variance, 1/std, normalized
  %de = tensor.empty() : tensor<512x64xf64>
  %hd = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<512x64xf32>) outs(%de : tensor<512x64xf64>) {
  ^bb0(%i: f32, %o: f64):
    %e = arith.extf %i : f32 to f64
    linalg.yield %e : f64
  } -> tensor<512x64xf64>
  %se = tensor.empty() : tensor<64xf64>
  %sz = linalg.fill ins(%zero64 : f64) outs(%se : tensor<64xf64>) -> tensor<64xf64>
  %sum = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%hd : tensor<512x64xf64>) outs(%sz : tensor<64xf64>) {
  ^bb0(%i: f64, %o: f64):
    %s = arith.addf %i, %o : f64
    linalg.yield %s : f64
  } -> tensor<64xf64>
  %ce = tensor.empty() : tensor<512x64xf64>
  %c = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%hd, %sum : tensor<512x64xf64>, tensor<64xf64>) outs(%ce : tensor<512x64xf64>) {
  ^bb0(%i: f64, %s: f64, %o: f64):
    %m = arith.divf %s, %n : f64
    %d = arith.subf %i, %m : f64
    linalg.yield %d : f64
  } -> tensor<512x64xf64>
  %ve = tensor.empty() : tensor<64xf64>
  %vz = linalg.fill ins(%zero64 : f64) outs(%ve : tensor<64xf64>) -> tensor<64xf64>
  %var = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%c : tensor<512x64xf64>) outs(%vz : tensor<64xf64>) {
  ^bb0(%i: f64, %o: f64):
    %sq = arith.mulf %i, %i : f64
    %s = arith.addf %sq, %o : f64
    linalg.yield %s : f64
  } -> tensor<64xf64>
  %re = tensor.empty() : tensor<64xf64>
  %rstd = linalg.generic {indexing_maps = [affine_map<(j) -> (j)>, affine_map<(j) -> (j)>], iterator_types = ["parallel"]} ins(%var : tensor<64xf64>) outs(%re : tensor<64xf64>) {
  ^bb0(%i: f64, %o: f64):
    %v = arith.divf %i, %n : f64
    %ve2 = arith.addf %v, %eps : f64
    %r = math.rsqrt %ve2 : f64
    linalg.yield %r : f64
  } -> tensor<64xf64>
  %ye = tensor.empty() : tensor<512x64xf64>
  %yd = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %rstd : tensor<512x64xf64>, tensor<64xf64>) outs(%ye : tensor<512x64xf64>) {
  ^bb0(%i: f64, %r: f64, %o: f64):
    %p = arith.mulf %i, %r : f64
    linalg.yield %p : f64
  } -> tensor<512x64xf64>
  %y32e = tensor.empty() : tensor<512x64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%yd : tensor<512x64xf64>) outs(%y32e : tensor<512x64xf32>) {
  ^bb0(%i: f64, %o: f32):
    %t = arith.truncf %i : f64 to f32
    linalg.yield %t : f32
  } -> tensor<512x64xf32>
  // a = tanh(y), loss = sum(a)
  %ae = tensor.empty() : tensor<512x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<512x64xf32>) outs(%ae : tensor<512x64xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<512x64xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]} ins(%a : tensor<512x64xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.addf %i, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // backward: dy = 1 - a^2; through the normalization in f64 (dyd * rstd,
  // centered: the gradient of a mean subtraction); dw = x^T dh
  %dye = tensor.empty() : tensor<512x64xf64>
  %dyd = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<512x64xf32>) outs(%dye : tensor<512x64xf64>) {
  ^bb0(%i: f32, %o: f64):
    %one = arith.constant 1.0 : f32
    %sq = arith.mulf %i, %i : f32
    %g = arith.subf %one, %sq : f32
    %e = arith.extf %g : f32 to f64
    linalg.yield %e : f64
  } -> tensor<512x64xf64>
  %gse = tensor.empty() : tensor<64xf64>
  %gsz = linalg.fill ins(%zero64 : f64) outs(%gse : tensor<64xf64>) -> tensor<64xf64>
  %gsum = linalg.generic {indexing_maps = [#id, #col, #col], iterator_types = ["reduction", "parallel"]} ins(%dyd, %rstd : tensor<512x64xf64>, tensor<64xf64>) outs(%gsz : tensor<64xf64>) {
  ^bb0(%i: f64, %r: f64, %o: f64):
    %p = arith.mulf %i, %r : f64
    %s = arith.addf %p, %o : f64
    linalg.yield %s : f64
  } -> tensor<64xf64>
  %dce = tensor.empty() : tensor<512x64xf64>
  %dc = linalg.generic {indexing_maps = [#id, #col, #col, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%dyd, %rstd, %gsum, %yd : tensor<512x64xf64>, tensor<64xf64>, tensor<64xf64>, tensor<512x64xf64>) outs(%dce : tensor<512x64xf64>) {
  ^bb0(%g: f64, %r: f64, %s: f64, %yv: f64, %o: f64):
    %p = arith.mulf %g, %r : f64
    %m = arith.divf %s, %n : f64
    %q = arith.mulf %m, %yv : f64
    %d = arith.subf %p, %q : f64
    linalg.yield %d : f64
  } -> tensor<512x64xf64>
  %dhe = tensor.empty() : tensor<512x64xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%dc : tensor<512x64xf64>) outs(%dhe : tensor<512x64xf32>) {
  ^bb0(%i: f64, %o: f32):
    %t = arith.truncf %i : f64 to f32
    linalg.yield %t : f32
  } -> tensor<512x64xf32>
  %dwe = tensor.empty() : tensor<64x64xf32>
  %dwz = linalg.fill ins(%zero : f32) outs(%dwe : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw = linalg.generic {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %dh : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dwz : tensor<64x64xf32>) {
  ^bb0(%a1: f32, %b1: f32, %o: f32):
    %p = arith.mulf %a1, %b1 : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %loss, %dw : tensor<f32>, tensor<64x64xf32>
}
