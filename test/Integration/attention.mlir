// Runs the training step unplanned, at 70% and 50% of its no-remat peak and
// at the minimal feasible budget: bitwise-equal results, measured peak <=
// budget, measured peak = modeled peak (= static peak, which the lowering
// verifies).
// RUN: %python %S/Inputs/check_budgets.py %s --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: attention.mlir: no remat: measured peak {{[0-9]+}} B
// CHECK: attention.mlir: budget 70% = {{[0-9]+}} B: modeled peak [[P70:[0-9]+]] B, measured peak [[P70]] B
// CHECK: attention.mlir: budget 50% = {{[0-9]+}} B: modeled peak [[P50:[0-9]+]] B, measured peak [[P50]] B
// CHECK: attention.mlir: budget min = {{[0-9]+}} B: modeled peak [[PMIN:[0-9]+]] B, measured peak [[PMIN]] B
// CHECK: attention.mlir: PASS

// attention: one multi-head self-attention block (B = 32 sequences of T = 16 tokens,
// input width 16, model width D = 64, H = 4 heads of width E = 16), mean-pooled
// readout, squared-error loss. Every head has its own ops (its projections use
// column slices of Wq, Wk, Wv and a row slice of Wo), so that a head's working set
// can be freed and recomputed on its own.
//   Forward:  per head h:  Q_h = X Wq[:, h],  K_h = X Wk[:, h],  V_h = X Wv[:, h]
//                          S = Q_h K_h^T / sqrt(E)              ([B, T, T])
//                          P = exp(S - max_s S) / sum_s exp(S - max_s S)
//                          A_h = P V_h                          ([B, T, E])
//             A = concat_h A_h,  O = A Wo,  y_hat[b] = mean_t O[b, t]
//             loss = 0.5 / B * sum((y_hat - y)^2)
//   Backward: dO[b, t] = (y_hat - y)[b] / (B T)
//             per head h:  dWo[h] = A_h^T dO,  dA_h = dO Wo[h]^T
//                          dP = dA_h V_h^T,  dV_h = P^T dA_h
//                          dS = P * (dP - sum_s(dP * P)) / sqrt(E)
//                          dQ_h = dS K_h,  dK_h = dS^T Q_h
//                          dWq[:, h] = X^T dQ_h,  dWk[:, h] = X^T dK_h,  dWv[:, h] = X^T dV_h
//   (X^T dQ_h etc. contract over all B*T tokens; [:, h] are head h's E columns,
//   Wo[h] its E rows.)
// @step(x, y, wq, wk, wv, wo) returns (loss, dwq, dwk, dwv, dwo).
// Input scales: wq and wk 3 (so the scores are of order 1), wo 0.5; x, y and wv 1.

func.func @step(%x: tensor<32x16x16xf32>, %y: tensor<32x64xf32>, %wq: tensor<16x64xf32>, %wk: tensor<16x64xf32>, %wv: tensor<16x64xf32>, %wo: tensor<64x64xf32>)
    -> (tensor<f32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %cst = arith.constant 0.25 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c1_idx = arith.constant 1 : index
  %c2_idx = arith.constant 2 : index
  %c3_idx = arith.constant 3 : index
  %cst_2 = arith.constant 0.0625 : f32
  %cst_3 = arith.constant 0.015625 : f32
  %cst_4 = arith.constant 0.001953125 : f32

  // Forward. The B*T tokens as rows: X2 = [B*T, 16].
  %xt = tensor.collapse_shape %x [[0, 1], [2]] : tensor<32x16x16xf32> into tensor<512x16xf32>

  // Head 0: Q_h = X Wq[:, h], K_h = X Wk[:, h], V_h = X Wv[:, h] (E = 16 columns each),
  // S = Q_h K_h^T / sqrt(16), P = softmax_s(S) (max-subtracted), A_h = P V_h
  %wq0 = tensor.extract_slice %wq[0, 0] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %q0_empty = tensor.empty() : tensor<512x16xf32>
  %q0_init = linalg.fill ins(%zero : f32) outs(%q0_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %q0 = linalg.matmul ins(%xt, %wq0 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%q0_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %q0_3d = tensor.expand_shape %q0 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %wk0 = tensor.extract_slice %wk[0, 0] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %k0_empty = tensor.empty() : tensor<512x16xf32>
  %k0_init = linalg.fill ins(%zero : f32) outs(%k0_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %k0 = linalg.matmul ins(%xt, %wk0 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%k0_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %k0_3d = tensor.expand_shape %k0 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %wv0 = tensor.extract_slice %wv[0, 0] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %v0_empty = tensor.empty() : tensor<512x16xf32>
  %v0_init = linalg.fill ins(%zero : f32) outs(%v0_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %v0 = linalg.matmul ins(%xt, %wv0 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%v0_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %v0_3d = tensor.expand_shape %v0 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %qk0_empty = tensor.empty() : tensor<32x16x16xf32>
  %qk0_init = linalg.fill ins(%zero : f32) outs(%qk0_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %qk0 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, e)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q0_3d, %k0_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%qk0_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %s0_empty = tensor.empty() : tensor<32x16x16xf32>
  %s0 = linalg.generic {indexing_maps = [affine_map<(i0, i1, i2) -> (i0, i1, i2)>, affine_map<(i0, i1, i2) -> (i0, i1, i2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qk0 : tensor<32x16x16xf32>) outs(%s0_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x16xf32>
  %smax0_empty = tensor.empty() : tensor<32x16xf32>
  %smax0_init = linalg.fill ins(%ninf : f32) outs(%smax0_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %smax0 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s0 : tensor<32x16x16xf32>) outs(%smax0_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16xf32>
  %exp0_empty = tensor.empty() : tensor<32x16x16xf32>
  %exp0 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s0, %smax0 : tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%exp0_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    %y1 = math.exp %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %ssum0_empty = tensor.empty() : tensor<32x16xf32>
  %ssum0_init = linalg.fill ins(%zero : f32) outs(%ssum0_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %ssum0 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exp0 : tensor<32x16x16xf32>) outs(%ssum0_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16xf32>
  %p0_empty = tensor.empty() : tensor<32x16x16xf32>
  %p0 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp0, %ssum0 : tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%p0_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.divf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x16xf32>
  %a0_empty = tensor.empty() : tensor<32x16x16xf32>
  %a0_init = linalg.fill ins(%zero : f32) outs(%a0_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %a0 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, s)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%p0, %v0_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%a0_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>

  // Head 1: Q_h = X Wq[:, h], K_h = X Wk[:, h], V_h = X Wv[:, h] (E = 16 columns each),
  // S = Q_h K_h^T / sqrt(16), P = softmax_s(S) (max-subtracted), A_h = P V_h
  %wq1 = tensor.extract_slice %wq[0, 16] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %q1_empty = tensor.empty() : tensor<512x16xf32>
  %q1_init = linalg.fill ins(%zero : f32) outs(%q1_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %q1 = linalg.matmul ins(%xt, %wq1 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%q1_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %q1_3d = tensor.expand_shape %q1 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %wk1 = tensor.extract_slice %wk[0, 16] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %k1_empty = tensor.empty() : tensor<512x16xf32>
  %k1_init = linalg.fill ins(%zero : f32) outs(%k1_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %k1 = linalg.matmul ins(%xt, %wk1 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%k1_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %k1_3d = tensor.expand_shape %k1 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %wv1 = tensor.extract_slice %wv[0, 16] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %v1_empty = tensor.empty() : tensor<512x16xf32>
  %v1_init = linalg.fill ins(%zero : f32) outs(%v1_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %v1 = linalg.matmul ins(%xt, %wv1 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%v1_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %v1_3d = tensor.expand_shape %v1 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %qk1_empty = tensor.empty() : tensor<32x16x16xf32>
  %qk1_init = linalg.fill ins(%zero : f32) outs(%qk1_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %qk1 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, e)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q1_3d, %k1_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%qk1_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %s1_empty = tensor.empty() : tensor<32x16x16xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(i0, i1, i2) -> (i0, i1, i2)>, affine_map<(i0, i1, i2) -> (i0, i1, i2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qk1 : tensor<32x16x16xf32>) outs(%s1_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x16xf32>
  %smax1_empty = tensor.empty() : tensor<32x16xf32>
  %smax1_init = linalg.fill ins(%ninf : f32) outs(%smax1_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %smax1 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s1 : tensor<32x16x16xf32>) outs(%smax1_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16xf32>
  %exp1_empty = tensor.empty() : tensor<32x16x16xf32>
  %exp1 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1, %smax1 : tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%exp1_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    %y1 = math.exp %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %ssum1_empty = tensor.empty() : tensor<32x16xf32>
  %ssum1_init = linalg.fill ins(%zero : f32) outs(%ssum1_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %ssum1 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exp1 : tensor<32x16x16xf32>) outs(%ssum1_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16xf32>
  %p1_empty = tensor.empty() : tensor<32x16x16xf32>
  %p1 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp1, %ssum1 : tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%p1_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.divf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x16xf32>
  %a1_empty = tensor.empty() : tensor<32x16x16xf32>
  %a1_init = linalg.fill ins(%zero : f32) outs(%a1_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %a1 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, s)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%p1, %v1_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%a1_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>

  // Head 2: Q_h = X Wq[:, h], K_h = X Wk[:, h], V_h = X Wv[:, h] (E = 16 columns each),
  // S = Q_h K_h^T / sqrt(16), P = softmax_s(S) (max-subtracted), A_h = P V_h
  %wq2 = tensor.extract_slice %wq[0, 32] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %q2_empty = tensor.empty() : tensor<512x16xf32>
  %q2_init = linalg.fill ins(%zero : f32) outs(%q2_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %q2 = linalg.matmul ins(%xt, %wq2 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%q2_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %q2_3d = tensor.expand_shape %q2 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %wk2 = tensor.extract_slice %wk[0, 32] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %k2_empty = tensor.empty() : tensor<512x16xf32>
  %k2_init = linalg.fill ins(%zero : f32) outs(%k2_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %k2 = linalg.matmul ins(%xt, %wk2 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%k2_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %k2_3d = tensor.expand_shape %k2 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %wv2 = tensor.extract_slice %wv[0, 32] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %v2_empty = tensor.empty() : tensor<512x16xf32>
  %v2_init = linalg.fill ins(%zero : f32) outs(%v2_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %v2 = linalg.matmul ins(%xt, %wv2 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%v2_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %v2_3d = tensor.expand_shape %v2 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %qk2_empty = tensor.empty() : tensor<32x16x16xf32>
  %qk2_init = linalg.fill ins(%zero : f32) outs(%qk2_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %qk2 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, e)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q2_3d, %k2_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%qk2_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %s2_empty = tensor.empty() : tensor<32x16x16xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(i0, i1, i2) -> (i0, i1, i2)>, affine_map<(i0, i1, i2) -> (i0, i1, i2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qk2 : tensor<32x16x16xf32>) outs(%s2_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x16xf32>
  %smax2_empty = tensor.empty() : tensor<32x16xf32>
  %smax2_init = linalg.fill ins(%ninf : f32) outs(%smax2_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %smax2 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s2 : tensor<32x16x16xf32>) outs(%smax2_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16xf32>
  %exp2_empty = tensor.empty() : tensor<32x16x16xf32>
  %exp2 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2, %smax2 : tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%exp2_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    %y1 = math.exp %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %ssum2_empty = tensor.empty() : tensor<32x16xf32>
  %ssum2_init = linalg.fill ins(%zero : f32) outs(%ssum2_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %ssum2 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exp2 : tensor<32x16x16xf32>) outs(%ssum2_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16xf32>
  %p2_empty = tensor.empty() : tensor<32x16x16xf32>
  %p2 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp2, %ssum2 : tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%p2_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.divf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x16xf32>
  %a2_empty = tensor.empty() : tensor<32x16x16xf32>
  %a2_init = linalg.fill ins(%zero : f32) outs(%a2_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %a2 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, s)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%p2, %v2_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%a2_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>

  // Head 3: Q_h = X Wq[:, h], K_h = X Wk[:, h], V_h = X Wv[:, h] (E = 16 columns each),
  // S = Q_h K_h^T / sqrt(16), P = softmax_s(S) (max-subtracted), A_h = P V_h
  %wq3 = tensor.extract_slice %wq[0, 48] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %q3_empty = tensor.empty() : tensor<512x16xf32>
  %q3_init = linalg.fill ins(%zero : f32) outs(%q3_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %q3 = linalg.matmul ins(%xt, %wq3 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%q3_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %q3_3d = tensor.expand_shape %q3 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %wk3 = tensor.extract_slice %wk[0, 48] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %k3_empty = tensor.empty() : tensor<512x16xf32>
  %k3_init = linalg.fill ins(%zero : f32) outs(%k3_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %k3 = linalg.matmul ins(%xt, %wk3 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%k3_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %k3_3d = tensor.expand_shape %k3 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %wv3 = tensor.extract_slice %wv[0, 48] [16, 16] [1, 1] : tensor<16x64xf32> to tensor<16x16xf32>
  %v3_empty = tensor.empty() : tensor<512x16xf32>
  %v3_init = linalg.fill ins(%zero : f32) outs(%v3_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %v3 = linalg.matmul ins(%xt, %wv3 : tensor<512x16xf32>, tensor<16x16xf32>) outs(%v3_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %v3_3d = tensor.expand_shape %v3 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %qk3_empty = tensor.empty() : tensor<32x16x16xf32>
  %qk3_init = linalg.fill ins(%zero : f32) outs(%qk3_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %qk3 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, e)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q3_3d, %k3_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%qk3_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %s3_empty = tensor.empty() : tensor<32x16x16xf32>
  %s3 = linalg.generic {indexing_maps = [affine_map<(i0, i1, i2) -> (i0, i1, i2)>, affine_map<(i0, i1, i2) -> (i0, i1, i2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qk3 : tensor<32x16x16xf32>) outs(%s3_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x16xf32>
  %smax3_empty = tensor.empty() : tensor<32x16xf32>
  %smax3_init = linalg.fill ins(%ninf : f32) outs(%smax3_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %smax3 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s3 : tensor<32x16x16xf32>) outs(%smax3_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16xf32>
  %exp3_empty = tensor.empty() : tensor<32x16x16xf32>
  %exp3 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s3, %smax3 : tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%exp3_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    %y1 = math.exp %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %ssum3_empty = tensor.empty() : tensor<32x16xf32>
  %ssum3_init = linalg.fill ins(%zero : f32) outs(%ssum3_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %ssum3 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exp3 : tensor<32x16x16xf32>) outs(%ssum3_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16xf32>
  %p3_empty = tensor.empty() : tensor<32x16x16xf32>
  %p3 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp3, %ssum3 : tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%p3_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.divf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x16xf32>
  %a3_empty = tensor.empty() : tensor<32x16x16xf32>
  %a3_init = linalg.fill ins(%zero : f32) outs(%a3_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %a3 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, s)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%p3, %v3_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%a3_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>

  // Concatenate the heads, output projection O = A Wo, mean over the tokens,
  // loss = 0.5 / B * sum((mean_t O - y)^2)
  %a4_empty = tensor.empty() : tensor<32x16x4x16xf32>
  %a4 = linalg.generic {indexing_maps = [affine_map<(i0, i1, h, i2) -> (i0, i1, i2)>, affine_map<(i0, i1, h, i2) -> (i0, i1, i2)>, affine_map<(i0, i1, h, i2) -> (i0, i1, i2)>, affine_map<(i0, i1, h, i2) -> (i0, i1, i2)>, affine_map<(i0, i1, h, i2) -> (i0, i1, h, i2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a0, %a1, %a2, %a3 : tensor<32x16x16xf32>, tensor<32x16x16xf32>, tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%a4_empty : tensor<32x16x4x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %acc: f32):
    %y0 = linalg.index 2 : index
    %y1 = arith.cmpi eq, %y0, %c1_idx : index
    %y2 = arith.select %y1, %x1, %x0 : f32
    %y3 = arith.cmpi eq, %y0, %c2_idx : index
    %y4 = arith.select %y3, %x2, %y2 : f32
    %y5 = arith.cmpi eq, %y0, %c3_idx : index
    %y6 = arith.select %y5, %x3, %y4 : f32
    linalg.yield %y6 : f32
  } -> tensor<32x16x4x16xf32>
  %a2_2 = tensor.collapse_shape %a4 [[0, 1], [2, 3]] : tensor<32x16x4x16xf32> into tensor<512x64xf32>
  %o2_empty = tensor.empty() : tensor<512x64xf32>
  %o2_init = linalg.fill ins(%zero : f32) outs(%o2_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %o2 = linalg.matmul ins(%a2_2, %wo : tensor<512x64xf32>, tensor<64x64xf32>) outs(%o2_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %o3 = tensor.expand_shape %o2 [[0, 1], [2]] output_shape [32, 16, 64] : tensor<512x64xf32> into tensor<32x16x64xf32>
  %pool_empty = tensor.empty() : tensor<32x64xf32>
  %pool_init = linalg.fill ins(%zero : f32) outs(%pool_empty : tensor<32x64xf32>) -> tensor<32x64xf32>
  %pool = linalg.generic {indexing_maps = [affine_map<(b, t, j) -> (b, t, j)>, affine_map<(b, t, j) -> (b, j)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%o3 : tensor<32x16x64xf32>) outs(%pool_init : tensor<32x64xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_2 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x64xf32>
  %diff_empty = tensor.empty() : tensor<32x64xf32>
  %diff = linalg.sub ins(%pool, %y : tensor<32x64xf32>, tensor<32x64xf32>) outs(%diff_empty : tensor<32x64xf32>) -> tensor<32x64xf32>
  %loss_empty = tensor.empty() : tensor<f32>
  %loss_init = linalg.fill ins(%zero : f32) outs(%loss_empty : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%diff : tensor<32x64xf32>) outs(%loss_init : tensor<f32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst_3 : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<f32>

  // Backward.
  // dO[b, t, j] = (mean_t O - y)[b, j] / (B T)
  %do3_empty = tensor.empty() : tensor<32x16x64xf32>
  %do3 = linalg.generic {indexing_maps = [affine_map<(b, t, j) -> (b, j)>, affine_map<(b, t, j) -> (b, t, j)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%diff : tensor<32x64xf32>) outs(%do3_empty : tensor<32x16x64xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_4 : f32
    linalg.yield %y0 : f32
  } -> tensor<32x16x64xf32>
  %do2 = tensor.collapse_shape %do3 [[0, 1], [2]] : tensor<32x16x64xf32> into tensor<512x64xf32>

  // Head 0: dWo[h] = A_h^T dO (rows of dWo), dA_h = dO Wo[h]^T,
  // dP = dA_h V_h^T, dV_h = P^T dA_h, dS = P * (dP - rowsum(dP * P)) / sqrt(16),
  // dQ_h = dS K_h, dK_h = dS^T Q_h
  %dwo0_empty = tensor.empty() : tensor<16x64xf32>
  %dwo0_init = linalg.fill ins(%zero : f32) outs(%dwo0_empty : tensor<16x64xf32>) -> tensor<16x64xf32>
  %dwo0 = linalg.generic {indexing_maps = [affine_map<(b, t, e, j) -> (b, t, e)>, affine_map<(b, t, e, j) -> (b, t, j)>, affine_map<(b, t, e, j) -> (e, j)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%a0, %do3 : tensor<32x16x16xf32>, tensor<32x16x64xf32>) outs(%dwo0_init : tensor<16x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x64xf32>
  %wo0 = tensor.extract_slice %wo[0, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
  %da0_wt_empty = tensor.empty() : tensor<64x16xf32>
  %da0_wt = linalg.transpose ins(%wo0 : tensor<16x64xf32>) outs(%da0_wt_empty : tensor<64x16xf32>) permutation = [1, 0]
  %da0_empty = tensor.empty() : tensor<512x16xf32>
  %da0_init = linalg.fill ins(%zero : f32) outs(%da0_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %da0 = linalg.matmul ins(%do2, %da0_wt : tensor<512x64xf32>, tensor<64x16xf32>) outs(%da0_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %da0_3d = tensor.expand_shape %da0 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %dp0_empty = tensor.empty() : tensor<32x16x16xf32>
  %dp0_init = linalg.fill ins(%zero : f32) outs(%dp0_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dp0 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, e)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%da0_3d, %v0_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dp0_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %dv0_empty = tensor.empty() : tensor<32x16x16xf32>
  %dv0_init = linalg.fill ins(%zero : f32) outs(%dv0_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dv0 = linalg.generic {indexing_maps = [affine_map<(b, s, t, e) -> (b, t, s)>, affine_map<(b, s, t, e) -> (b, t, e)>, affine_map<(b, s, t, e) -> (b, s, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%p0, %da0_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dv0_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %rs0_empty = tensor.empty() : tensor<32x16xf32>
  %rs0_init = linalg.fill ins(%zero : f32) outs(%rs0_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %rs0 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dp0, %p0 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%rs0_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16xf32>
  %ds0_empty = tensor.empty() : tensor<32x16x16xf32>
  %ds0 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p0, %dp0, %rs0 : tensor<32x16x16xf32>, tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%ds0_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.subf %x1, %x2 : f32
    %y1 = arith.mulf %x0, %y0 : f32
    %y2 = arith.mulf %y1, %cst : f32
    linalg.yield %y2 : f32
  } -> tensor<32x16x16xf32>
  %dq0_empty = tensor.empty() : tensor<32x16x16xf32>
  %dq0_init = linalg.fill ins(%zero : f32) outs(%dq0_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dq0 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, s)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%ds0, %k0_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dq0_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %dk0_empty = tensor.empty() : tensor<32x16x16xf32>
  %dk0_init = linalg.fill ins(%zero : f32) outs(%dk0_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dk0 = linalg.generic {indexing_maps = [affine_map<(b, s, t, e) -> (b, t, s)>, affine_map<(b, s, t, e) -> (b, t, e)>, affine_map<(b, s, t, e) -> (b, s, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%ds0, %q0_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dk0_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>

  // Head 0's columns of the projection gradients: dWq[:, h] = X^T dQ_h,
  // dWk[:, h] = X^T dK_h, dWv[:, h] = X^T dV_h (contractions over all tokens)
  %dwq0_empty = tensor.empty() : tensor<16x16xf32>
  %dwq0_init = linalg.fill ins(%zero : f32) outs(%dwq0_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwq0 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dq0 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwq0_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>
  %dwk0_empty = tensor.empty() : tensor<16x16xf32>
  %dwk0_init = linalg.fill ins(%zero : f32) outs(%dwk0_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwk0 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dk0 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwk0_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>
  %dwv0_empty = tensor.empty() : tensor<16x16xf32>
  %dwv0_init = linalg.fill ins(%zero : f32) outs(%dwv0_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwv0 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dv0 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwv0_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>

  // Head 1: dWo[h] = A_h^T dO (rows of dWo), dA_h = dO Wo[h]^T,
  // dP = dA_h V_h^T, dV_h = P^T dA_h, dS = P * (dP - rowsum(dP * P)) / sqrt(16),
  // dQ_h = dS K_h, dK_h = dS^T Q_h
  %dwo1_empty = tensor.empty() : tensor<16x64xf32>
  %dwo1_init = linalg.fill ins(%zero : f32) outs(%dwo1_empty : tensor<16x64xf32>) -> tensor<16x64xf32>
  %dwo1 = linalg.generic {indexing_maps = [affine_map<(b, t, e, j) -> (b, t, e)>, affine_map<(b, t, e, j) -> (b, t, j)>, affine_map<(b, t, e, j) -> (e, j)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%a1, %do3 : tensor<32x16x16xf32>, tensor<32x16x64xf32>) outs(%dwo1_init : tensor<16x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x64xf32>
  %wo1 = tensor.extract_slice %wo[16, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
  %da1_wt_empty = tensor.empty() : tensor<64x16xf32>
  %da1_wt = linalg.transpose ins(%wo1 : tensor<16x64xf32>) outs(%da1_wt_empty : tensor<64x16xf32>) permutation = [1, 0]
  %da1_empty = tensor.empty() : tensor<512x16xf32>
  %da1_init = linalg.fill ins(%zero : f32) outs(%da1_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %da1 = linalg.matmul ins(%do2, %da1_wt : tensor<512x64xf32>, tensor<64x16xf32>) outs(%da1_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %da1_3d = tensor.expand_shape %da1 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %dp1_empty = tensor.empty() : tensor<32x16x16xf32>
  %dp1_init = linalg.fill ins(%zero : f32) outs(%dp1_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dp1 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, e)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%da1_3d, %v1_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dp1_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %dv1_empty = tensor.empty() : tensor<32x16x16xf32>
  %dv1_init = linalg.fill ins(%zero : f32) outs(%dv1_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dv1 = linalg.generic {indexing_maps = [affine_map<(b, s, t, e) -> (b, t, s)>, affine_map<(b, s, t, e) -> (b, t, e)>, affine_map<(b, s, t, e) -> (b, s, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%p1, %da1_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dv1_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %rs1_empty = tensor.empty() : tensor<32x16xf32>
  %rs1_init = linalg.fill ins(%zero : f32) outs(%rs1_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %rs1 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dp1, %p1 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%rs1_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16xf32>
  %ds1_empty = tensor.empty() : tensor<32x16x16xf32>
  %ds1 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p1, %dp1, %rs1 : tensor<32x16x16xf32>, tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%ds1_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.subf %x1, %x2 : f32
    %y1 = arith.mulf %x0, %y0 : f32
    %y2 = arith.mulf %y1, %cst : f32
    linalg.yield %y2 : f32
  } -> tensor<32x16x16xf32>
  %dq1_empty = tensor.empty() : tensor<32x16x16xf32>
  %dq1_init = linalg.fill ins(%zero : f32) outs(%dq1_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dq1 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, s)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%ds1, %k1_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dq1_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %dk1_empty = tensor.empty() : tensor<32x16x16xf32>
  %dk1_init = linalg.fill ins(%zero : f32) outs(%dk1_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dk1 = linalg.generic {indexing_maps = [affine_map<(b, s, t, e) -> (b, t, s)>, affine_map<(b, s, t, e) -> (b, t, e)>, affine_map<(b, s, t, e) -> (b, s, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%ds1, %q1_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dk1_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>

  // Head 1's columns of the projection gradients: dWq[:, h] = X^T dQ_h,
  // dWk[:, h] = X^T dK_h, dWv[:, h] = X^T dV_h (contractions over all tokens)
  %dwq1_empty = tensor.empty() : tensor<16x16xf32>
  %dwq1_init = linalg.fill ins(%zero : f32) outs(%dwq1_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwq1 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dq1 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwq1_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>
  %dwk1_empty = tensor.empty() : tensor<16x16xf32>
  %dwk1_init = linalg.fill ins(%zero : f32) outs(%dwk1_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwk1 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dk1 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwk1_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>
  %dwv1_empty = tensor.empty() : tensor<16x16xf32>
  %dwv1_init = linalg.fill ins(%zero : f32) outs(%dwv1_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwv1 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dv1 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwv1_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>

  // Head 2: dWo[h] = A_h^T dO (rows of dWo), dA_h = dO Wo[h]^T,
  // dP = dA_h V_h^T, dV_h = P^T dA_h, dS = P * (dP - rowsum(dP * P)) / sqrt(16),
  // dQ_h = dS K_h, dK_h = dS^T Q_h
  %dwo2_empty = tensor.empty() : tensor<16x64xf32>
  %dwo2_init = linalg.fill ins(%zero : f32) outs(%dwo2_empty : tensor<16x64xf32>) -> tensor<16x64xf32>
  %dwo2 = linalg.generic {indexing_maps = [affine_map<(b, t, e, j) -> (b, t, e)>, affine_map<(b, t, e, j) -> (b, t, j)>, affine_map<(b, t, e, j) -> (e, j)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%a2, %do3 : tensor<32x16x16xf32>, tensor<32x16x64xf32>) outs(%dwo2_init : tensor<16x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x64xf32>
  %wo2 = tensor.extract_slice %wo[32, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
  %da2_wt_empty = tensor.empty() : tensor<64x16xf32>
  %da2_wt = linalg.transpose ins(%wo2 : tensor<16x64xf32>) outs(%da2_wt_empty : tensor<64x16xf32>) permutation = [1, 0]
  %da2_empty = tensor.empty() : tensor<512x16xf32>
  %da2_init = linalg.fill ins(%zero : f32) outs(%da2_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %da2 = linalg.matmul ins(%do2, %da2_wt : tensor<512x64xf32>, tensor<64x16xf32>) outs(%da2_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %da2_3d = tensor.expand_shape %da2 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %dp2_empty = tensor.empty() : tensor<32x16x16xf32>
  %dp2_init = linalg.fill ins(%zero : f32) outs(%dp2_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dp2 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, e)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%da2_3d, %v2_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dp2_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %dv2_empty = tensor.empty() : tensor<32x16x16xf32>
  %dv2_init = linalg.fill ins(%zero : f32) outs(%dv2_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dv2 = linalg.generic {indexing_maps = [affine_map<(b, s, t, e) -> (b, t, s)>, affine_map<(b, s, t, e) -> (b, t, e)>, affine_map<(b, s, t, e) -> (b, s, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%p2, %da2_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dv2_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %rs2_empty = tensor.empty() : tensor<32x16xf32>
  %rs2_init = linalg.fill ins(%zero : f32) outs(%rs2_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %rs2 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dp2, %p2 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%rs2_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16xf32>
  %ds2_empty = tensor.empty() : tensor<32x16x16xf32>
  %ds2 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p2, %dp2, %rs2 : tensor<32x16x16xf32>, tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%ds2_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.subf %x1, %x2 : f32
    %y1 = arith.mulf %x0, %y0 : f32
    %y2 = arith.mulf %y1, %cst : f32
    linalg.yield %y2 : f32
  } -> tensor<32x16x16xf32>
  %dq2_empty = tensor.empty() : tensor<32x16x16xf32>
  %dq2_init = linalg.fill ins(%zero : f32) outs(%dq2_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dq2 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, s)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%ds2, %k2_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dq2_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %dk2_empty = tensor.empty() : tensor<32x16x16xf32>
  %dk2_init = linalg.fill ins(%zero : f32) outs(%dk2_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dk2 = linalg.generic {indexing_maps = [affine_map<(b, s, t, e) -> (b, t, s)>, affine_map<(b, s, t, e) -> (b, t, e)>, affine_map<(b, s, t, e) -> (b, s, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%ds2, %q2_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dk2_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>

  // Head 2's columns of the projection gradients: dWq[:, h] = X^T dQ_h,
  // dWk[:, h] = X^T dK_h, dWv[:, h] = X^T dV_h (contractions over all tokens)
  %dwq2_empty = tensor.empty() : tensor<16x16xf32>
  %dwq2_init = linalg.fill ins(%zero : f32) outs(%dwq2_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwq2 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dq2 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwq2_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>
  %dwk2_empty = tensor.empty() : tensor<16x16xf32>
  %dwk2_init = linalg.fill ins(%zero : f32) outs(%dwk2_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwk2 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dk2 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwk2_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>
  %dwv2_empty = tensor.empty() : tensor<16x16xf32>
  %dwv2_init = linalg.fill ins(%zero : f32) outs(%dwv2_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwv2 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dv2 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwv2_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>

  // Head 3: dWo[h] = A_h^T dO (rows of dWo), dA_h = dO Wo[h]^T,
  // dP = dA_h V_h^T, dV_h = P^T dA_h, dS = P * (dP - rowsum(dP * P)) / sqrt(16),
  // dQ_h = dS K_h, dK_h = dS^T Q_h
  %dwo3_empty = tensor.empty() : tensor<16x64xf32>
  %dwo3_init = linalg.fill ins(%zero : f32) outs(%dwo3_empty : tensor<16x64xf32>) -> tensor<16x64xf32>
  %dwo3 = linalg.generic {indexing_maps = [affine_map<(b, t, e, j) -> (b, t, e)>, affine_map<(b, t, e, j) -> (b, t, j)>, affine_map<(b, t, e, j) -> (e, j)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%a3, %do3 : tensor<32x16x16xf32>, tensor<32x16x64xf32>) outs(%dwo3_init : tensor<16x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x64xf32>
  %wo3 = tensor.extract_slice %wo[48, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
  %da3_wt_empty = tensor.empty() : tensor<64x16xf32>
  %da3_wt = linalg.transpose ins(%wo3 : tensor<16x64xf32>) outs(%da3_wt_empty : tensor<64x16xf32>) permutation = [1, 0]
  %da3_empty = tensor.empty() : tensor<512x16xf32>
  %da3_init = linalg.fill ins(%zero : f32) outs(%da3_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %da3 = linalg.matmul ins(%do2, %da3_wt : tensor<512x64xf32>, tensor<64x16xf32>) outs(%da3_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %da3_3d = tensor.expand_shape %da3 [[0, 1], [2]] output_shape [32, 16, 16] : tensor<512x16xf32> into tensor<32x16x16xf32>
  %dp3_empty = tensor.empty() : tensor<32x16x16xf32>
  %dp3_init = linalg.fill ins(%zero : f32) outs(%dp3_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dp3 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, e)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%da3_3d, %v3_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dp3_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %dv3_empty = tensor.empty() : tensor<32x16x16xf32>
  %dv3_init = linalg.fill ins(%zero : f32) outs(%dv3_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dv3 = linalg.generic {indexing_maps = [affine_map<(b, s, t, e) -> (b, t, s)>, affine_map<(b, s, t, e) -> (b, t, e)>, affine_map<(b, s, t, e) -> (b, s, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%p3, %da3_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dv3_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %rs3_empty = tensor.empty() : tensor<32x16xf32>
  %rs3_init = linalg.fill ins(%zero : f32) outs(%rs3_empty : tensor<32x16xf32>) -> tensor<32x16xf32>
  %rs3 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dp3, %p3 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%rs3_init : tensor<32x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16xf32>
  %ds3_empty = tensor.empty() : tensor<32x16x16xf32>
  %ds3 = linalg.generic {indexing_maps = [affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t, s)>, affine_map<(b, t, s) -> (b, t)>, affine_map<(b, t, s) -> (b, t, s)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p3, %dp3, %rs3 : tensor<32x16x16xf32>, tensor<32x16x16xf32>, tensor<32x16xf32>) outs(%ds3_empty : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.subf %x1, %x2 : f32
    %y1 = arith.mulf %x0, %y0 : f32
    %y2 = arith.mulf %y1, %cst : f32
    linalg.yield %y2 : f32
  } -> tensor<32x16x16xf32>
  %dq3_empty = tensor.empty() : tensor<32x16x16xf32>
  %dq3_init = linalg.fill ins(%zero : f32) outs(%dq3_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dq3 = linalg.generic {indexing_maps = [affine_map<(b, t, s, e) -> (b, t, s)>, affine_map<(b, t, s, e) -> (b, s, e)>, affine_map<(b, t, s, e) -> (b, t, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%ds3, %k3_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dq3_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>
  %dk3_empty = tensor.empty() : tensor<32x16x16xf32>
  %dk3_init = linalg.fill ins(%zero : f32) outs(%dk3_empty : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
  %dk3 = linalg.generic {indexing_maps = [affine_map<(b, s, t, e) -> (b, t, s)>, affine_map<(b, s, t, e) -> (b, t, e)>, affine_map<(b, s, t, e) -> (b, s, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%ds3, %q3_3d : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dk3_init : tensor<32x16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<32x16x16xf32>

  // Head 3's columns of the projection gradients: dWq[:, h] = X^T dQ_h,
  // dWk[:, h] = X^T dK_h, dWv[:, h] = X^T dV_h (contractions over all tokens)
  %dwq3_empty = tensor.empty() : tensor<16x16xf32>
  %dwq3_init = linalg.fill ins(%zero : f32) outs(%dwq3_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwq3 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dq3 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwq3_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>
  %dwk3_empty = tensor.empty() : tensor<16x16xf32>
  %dwk3_init = linalg.fill ins(%zero : f32) outs(%dwk3_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwk3 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dk3 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwk3_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>
  %dwv3_empty = tensor.empty() : tensor<16x16xf32>
  %dwv3_init = linalg.fill ins(%zero : f32) outs(%dwv3_empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dwv3 = linalg.generic {indexing_maps = [affine_map<(b, t, d, e) -> (b, t, d)>, affine_map<(b, t, d, e) -> (b, t, e)>, affine_map<(b, t, d, e) -> (d, e)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%x, %dv3 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%dwv3_init : tensor<16x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x16xf32>

  // Concatenate the heads' columns of dWq, dWk, dWv and rows of dWo
  %dwq3_2_empty = tensor.empty() : tensor<16x4x16xf32>
  %dwq3_2 = linalg.generic {indexing_maps = [affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, h, i1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dwq0, %dwq1, %dwq2, %dwq3 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%dwq3_2_empty : tensor<16x4x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %acc: f32):
    %y0 = linalg.index 1 : index
    %y1 = arith.cmpi eq, %y0, %c1_idx : index
    %y2 = arith.select %y1, %x1, %x0 : f32
    %y3 = arith.cmpi eq, %y0, %c2_idx : index
    %y4 = arith.select %y3, %x2, %y2 : f32
    %y5 = arith.cmpi eq, %y0, %c3_idx : index
    %y6 = arith.select %y5, %x3, %y4 : f32
    linalg.yield %y6 : f32
  } -> tensor<16x4x16xf32>
  %dwq = tensor.collapse_shape %dwq3_2 [[0], [1, 2]] : tensor<16x4x16xf32> into tensor<16x64xf32>
  %dwk3_2_empty = tensor.empty() : tensor<16x4x16xf32>
  %dwk3_2 = linalg.generic {indexing_maps = [affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, h, i1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dwk0, %dwk1, %dwk2, %dwk3 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%dwk3_2_empty : tensor<16x4x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %acc: f32):
    %y0 = linalg.index 1 : index
    %y1 = arith.cmpi eq, %y0, %c1_idx : index
    %y2 = arith.select %y1, %x1, %x0 : f32
    %y3 = arith.cmpi eq, %y0, %c2_idx : index
    %y4 = arith.select %y3, %x2, %y2 : f32
    %y5 = arith.cmpi eq, %y0, %c3_idx : index
    %y6 = arith.select %y5, %x3, %y4 : f32
    linalg.yield %y6 : f32
  } -> tensor<16x4x16xf32>
  %dwk = tensor.collapse_shape %dwk3_2 [[0], [1, 2]] : tensor<16x4x16xf32> into tensor<16x64xf32>
  %dwv3_2_empty = tensor.empty() : tensor<16x4x16xf32>
  %dwv3_2 = linalg.generic {indexing_maps = [affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, i1)>, affine_map<(i0, h, i1) -> (i0, h, i1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dwv0, %dwv1, %dwv2, %dwv3 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%dwv3_2_empty : tensor<16x4x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %acc: f32):
    %y0 = linalg.index 1 : index
    %y1 = arith.cmpi eq, %y0, %c1_idx : index
    %y2 = arith.select %y1, %x1, %x0 : f32
    %y3 = arith.cmpi eq, %y0, %c2_idx : index
    %y4 = arith.select %y3, %x2, %y2 : f32
    %y5 = arith.cmpi eq, %y0, %c3_idx : index
    %y6 = arith.select %y5, %x3, %y4 : f32
    linalg.yield %y6 : f32
  } -> tensor<16x4x16xf32>
  %dwv = tensor.collapse_shape %dwv3_2 [[0], [1, 2]] : tensor<16x4x16xf32> into tensor<16x64xf32>
  %dwo3_2_empty = tensor.empty() : tensor<4x16x64xf32>
  %dwo3_2 = linalg.generic {indexing_maps = [affine_map<(h, i0, i1) -> (i0, i1)>, affine_map<(h, i0, i1) -> (i0, i1)>, affine_map<(h, i0, i1) -> (i0, i1)>, affine_map<(h, i0, i1) -> (i0, i1)>, affine_map<(h, i0, i1) -> (h, i0, i1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dwo0, %dwo1, %dwo2, %dwo3 : tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%dwo3_2_empty : tensor<4x16x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %acc: f32):
    %y0 = linalg.index 0 : index
    %y1 = arith.cmpi eq, %y0, %c1_idx : index
    %y2 = arith.select %y1, %x1, %x0 : f32
    %y3 = arith.cmpi eq, %y0, %c2_idx : index
    %y4 = arith.select %y3, %x2, %y2 : f32
    %y5 = arith.cmpi eq, %y0, %c3_idx : index
    %y6 = arith.select %y5, %x3, %y4 : f32
    linalg.yield %y6 : f32
  } -> tensor<4x16x64xf32>
  %dwo = tensor.collapse_shape %dwo3_2 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32>

  return %loss, %dwq, %dwk, %dwv, %dwo : tensor<f32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64x64xf32>
}

// ---- harness: deterministic inputs, peak, result fingerprints ----
func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// Input k of @step, flat row-major element i:
//   scale_k * float(((i * 37 + k * 11) mod 101) - 50) / 100.0
func.func @main() -> i32 {
  %c37 = arith.constant 37 : index
  %c101 = arith.constant 101 : index
  %c50 = arith.constant 50 : index
  %c100 = arith.constant 100.0 : f32
  // input 0: %x, scale 1.0
  %ck0 = arith.constant 0 : index
  %sk0 = arith.constant 1.0 : f32
  %ein0 = tensor.empty() : tensor<32x16x16xf32>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%ein0 : tensor<32x16x16xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 16 : index
    %m2 = arith.muli %a1, %n2 : index
    %a2 = arith.addi %m2, %x2 : index
    %t37 = arith.muli %a2, %c37 : index
    %tk = arith.addi %t37, %ck0 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk0 : f32
    linalg.yield %vs : f32
  } -> tensor<32x16x16xf32>
  // input 1: %y, scale 1.0
  %ck1 = arith.constant 11 : index
  %sk1 = arith.constant 1.0 : f32
  %ein1 = tensor.empty() : tensor<32x64xf32>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein1 : tensor<32x64xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck1 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk1 : f32
    linalg.yield %vs : f32
  } -> tensor<32x64xf32>
  // input 2: %wq, scale 3.0
  %ck2 = arith.constant 22 : index
  %sk2 = arith.constant 3.0 : f32
  %ein2 = tensor.empty() : tensor<16x64xf32>
  %in2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein2 : tensor<16x64xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck2 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk2 : f32
    linalg.yield %vs : f32
  } -> tensor<16x64xf32>
  // input 3: %wk, scale 3.0
  %ck3 = arith.constant 33 : index
  %sk3 = arith.constant 3.0 : f32
  %ein3 = tensor.empty() : tensor<16x64xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein3 : tensor<16x64xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck3 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk3 : f32
    linalg.yield %vs : f32
  } -> tensor<16x64xf32>
  // input 4: %wv, scale 1.0
  %ck4 = arith.constant 44 : index
  %sk4 = arith.constant 1.0 : f32
  %ein4 = tensor.empty() : tensor<16x64xf32>
  %in4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein4 : tensor<16x64xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck4 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk4 : f32
    linalg.yield %vs : f32
  } -> tensor<16x64xf32>
  // input 5: %wo, scale 0.5
  %ck5 = arith.constant 55 : index
  %sk5 = arith.constant 0.5 : f32
  %ein5 = tensor.empty() : tensor<64x64xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein5 : tensor<64x64xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck5 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk5 : f32
    linalg.yield %vs : f32
  } -> tensor<64x64xf32>
  call @remat_rt_reset_peak() : () -> ()
  %res:5 = call @step(%in0, %in1, %in2, %in3, %in4, %in5) : (tensor<32x16x16xf32>, tensor<32x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64x64xf32>) -> (tensor<f32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64x64xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<16x64xf32> to memref<16x64xf32>
  %u1 = memref.cast %b1 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<16x64xf32> to memref<16x64xf32>
  %u2 = memref.cast %b2 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<16x64xf32> to memref<16x64xf32>
  %u3 = memref.cast %b3 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<64x64xf32> to memref<64x64xf32>
  %u4 = memref.cast %b4 : memref<64x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
