// A training step of a two-layer MLP with a squared-error loss, written as
// linalg on tensors: forward, backward, gradients of both weights.
//   h = relu(x W1), p = h W2, loss = sum((p - y)^2) / B
//   dp = 2 (p - y) / B, dW2 = h^T dp, dh = dp W2^T, dz = dh * (xW1 > 0),
//   dW1 = x^T dz
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#scalar = affine_map<(i, j) -> ()>
func.func @mlp_train(%x: tensor<64x128xf32>, %y: tensor<64x32xf32>,
                     %w1: tensor<128x256xf32>, %w2: tensor<256x32xf32>)
    -> (tensor<f32>, tensor<128x256xf32>, tensor<256x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %two_over_b = arith.constant 0.03125 : f32
  %inv_b = arith.constant 0.015625 : f32

  // Forward.
  %e0 = tensor.empty() : tensor<64x256xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %z = linalg.matmul ins(%x, %w1 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%f0 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %e1 = tensor.empty() : tensor<64x256xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%z : tensor<64x256xf32>) outs(%e1 : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %e2 = tensor.empty() : tensor<64x32xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x32xf32>) -> tensor<64x32xf32>
  %p = linalg.matmul ins(%h, %w2 : tensor<64x256xf32>, tensor<256x32xf32>) outs(%f2 : tensor<64x32xf32>) -> tensor<64x32xf32>
  %e3 = tensor.empty() : tensor<64x32xf32>
  %d = linalg.sub ins(%p, %y : tensor<64x32xf32>, tensor<64x32xf32>) outs(%e3 : tensor<64x32xf32>) -> tensor<64x32xf32>
  %e4 = tensor.empty() : tensor<f32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]}
      ins(%d : tensor<64x32xf32>) outs(%f4 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.mulf %sq, %inv_b : f32
    %t = arith.addf %acc, %s : f32
    linalg.yield %t : f32
  } -> tensor<f32>

  // Backward.
  %e5 = tensor.empty() : tensor<64x32xf32>
  %dp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<64x32xf32>) outs(%e5 : tensor<64x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %two_over_b : f32
    linalg.yield %r : f32
  } -> tensor<64x32xf32>
  %e6 = tensor.empty() : tensor<256x64xf32>
  %ht = linalg.transpose ins(%h : tensor<64x256xf32>) outs(%e6 : tensor<256x64xf32>) permutation = [1, 0]
  %e7 = tensor.empty() : tensor<256x32xf32>
  %f7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<256x32xf32>) -> tensor<256x32xf32>
  %dw2 = linalg.matmul ins(%ht, %dp : tensor<256x64xf32>, tensor<64x32xf32>) outs(%f7 : tensor<256x32xf32>) -> tensor<256x32xf32>
  %e8 = tensor.empty() : tensor<32x256xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<256x32xf32>) outs(%e8 : tensor<32x256xf32>) permutation = [1, 0]
  %e9 = tensor.empty() : tensor<64x256xf32>
  %f9 = linalg.fill ins(%zero : f32) outs(%e9 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %dh = linalg.matmul ins(%dp, %w2t : tensor<64x32xf32>, tensor<32x256xf32>) outs(%f9 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %e10 = tensor.empty() : tensor<64x256xf32>
  %dz = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dh, %z : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e10 : tensor<64x256xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %pos = arith.cmpf ogt, %a, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %e11 = tensor.empty() : tensor<128x64xf32>
  %xt = linalg.transpose ins(%x : tensor<64x128xf32>) outs(%e11 : tensor<128x64xf32>) permutation = [1, 0]
  %e12 = tensor.empty() : tensor<128x256xf32>
  %f12 = linalg.fill ins(%zero : f32) outs(%e12 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %dw1 = linalg.matmul ins(%xt, %dz : tensor<128x64xf32>, tensor<64x256xf32>) outs(%f12 : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %loss, %dw1, %dw2 : tensor<f32>, tensor<128x256xf32>, tensor<256x32xf32>
}
