// Runs the training step unplanned, at 70% and 50% of its no-remat peak and
// at the minimal feasible budget: bitwise-equal results, measured peak <=
// budget, measured peak = modeled peak (= static peak, which the lowering
// verifies).
// RUN: %python %S/Inputs/check_budgets.py %s --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: residual_mlp.mlir: no remat: measured peak {{[0-9]+}} B
// CHECK: residual_mlp.mlir: budget 70% = {{[0-9]+}} B: modeled peak [[P70:[0-9]+]] B, measured peak [[P70]] B
// CHECK: residual_mlp.mlir: budget 50% = {{[0-9]+}} B: modeled peak [[P50:[0-9]+]] B, measured peak [[P50]] B
// CHECK: residual_mlp.mlir: budget min = {{[0-9]+}} B: modeled peak [[PMIN:[0-9]+]] B, measured peak [[PMIN]] B
// CHECK: residual_mlp.mlir: PASS

// residual_mlp: 6 residual blocks of width 64, batch B = 512, squared-error loss.
//   Forward:  h0 = x W_in
//             z_k = h_{k-1} W_k,  h_k = h_{k-1} + relu(z_k)      (k = 1..6)
//             p = h_6 W_out,  loss = 0.5 / B * sum((p - y)^2)
//   Backward: dp = (p - y) / B,  dW_out = h_6^T dp,  dh_6 = dp W_out^T
//             dz_k = dh_k * [z_k > 0],  dW_k = h_{k-1}^T dz_k,  dh_{k-1} = dh_k + dz_k W_k^T
//             dW_in = x^T dh_0
// @step(x, y, w_in, w1, ..., w6, w_out) returns (loss, dw_in, dw1, ..., dw6, dw_out).
// Input scales: w_in 0.5, w1..w6 0.25, w_out 0.25, x and y 1.

func.func @step(%x: tensor<512x16xf32>, %y: tensor<512x16xf32>, %w_in: tensor<16x64xf32>, %w1: tensor<64x64xf32>, %w2: tensor<64x64xf32>, %w3: tensor<64x64xf32>, %w4: tensor<64x64xf32>, %w5: tensor<64x64xf32>, %w6: tensor<64x64xf32>, %w_out: tensor<64x16xf32>)
    -> (tensor<f32>, tensor<16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %cst = arith.constant 0.0009765625 : f32
  %cst_2 = arith.constant 0.001953125 : f32

  // Forward.
  // h0 = x W_in
  %h0_empty = tensor.empty() : tensor<512x64xf32>
  %h0_init = linalg.fill ins(%zero : f32) outs(%h0_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %h0 = linalg.matmul ins(%x, %w_in : tensor<512x16xf32>, tensor<16x64xf32>) outs(%h0_init : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 1: z1 = h0 W1, h1 = h0 + relu(z1)
  %z1_empty = tensor.empty() : tensor<512x64xf32>
  %z1_init = linalg.fill ins(%zero : f32) outs(%z1_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %z1 = linalg.matmul ins(%h0, %w1 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%z1_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %r1_empty = tensor.empty() : tensor<512x64xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%z1 : tensor<512x64xf32>) outs(%r1_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %x0, %zero : f32
    linalg.yield %y0 : f32
  } -> tensor<512x64xf32>
  %h1_empty = tensor.empty() : tensor<512x64xf32>
  %h1 = linalg.add ins(%h0, %r1 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%h1_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 2: z2 = h1 W2, h2 = h1 + relu(z2)
  %z2_empty = tensor.empty() : tensor<512x64xf32>
  %z2_init = linalg.fill ins(%zero : f32) outs(%z2_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %z2 = linalg.matmul ins(%h1, %w2 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%z2_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %r2_empty = tensor.empty() : tensor<512x64xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%z2 : tensor<512x64xf32>) outs(%r2_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %x0, %zero : f32
    linalg.yield %y0 : f32
  } -> tensor<512x64xf32>
  %h2_empty = tensor.empty() : tensor<512x64xf32>
  %h2 = linalg.add ins(%h1, %r2 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%h2_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 3: z3 = h2 W3, h3 = h2 + relu(z3)
  %z3_empty = tensor.empty() : tensor<512x64xf32>
  %z3_init = linalg.fill ins(%zero : f32) outs(%z3_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %z3 = linalg.matmul ins(%h2, %w3 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%z3_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %r3_empty = tensor.empty() : tensor<512x64xf32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%z3 : tensor<512x64xf32>) outs(%r3_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %x0, %zero : f32
    linalg.yield %y0 : f32
  } -> tensor<512x64xf32>
  %h3_empty = tensor.empty() : tensor<512x64xf32>
  %h3 = linalg.add ins(%h2, %r3 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%h3_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 4: z4 = h3 W4, h4 = h3 + relu(z4)
  %z4_empty = tensor.empty() : tensor<512x64xf32>
  %z4_init = linalg.fill ins(%zero : f32) outs(%z4_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %z4 = linalg.matmul ins(%h3, %w4 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%z4_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %r4_empty = tensor.empty() : tensor<512x64xf32>
  %r4 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%z4 : tensor<512x64xf32>) outs(%r4_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %x0, %zero : f32
    linalg.yield %y0 : f32
  } -> tensor<512x64xf32>
  %h4_empty = tensor.empty() : tensor<512x64xf32>
  %h4 = linalg.add ins(%h3, %r4 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%h4_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 5: z5 = h4 W5, h5 = h4 + relu(z5)
  %z5_empty = tensor.empty() : tensor<512x64xf32>
  %z5_init = linalg.fill ins(%zero : f32) outs(%z5_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %z5 = linalg.matmul ins(%h4, %w5 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%z5_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %r5_empty = tensor.empty() : tensor<512x64xf32>
  %r5 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%z5 : tensor<512x64xf32>) outs(%r5_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %x0, %zero : f32
    linalg.yield %y0 : f32
  } -> tensor<512x64xf32>
  %h5_empty = tensor.empty() : tensor<512x64xf32>
  %h5 = linalg.add ins(%h4, %r5 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%h5_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 6: z6 = h5 W6, h6 = h5 + relu(z6)
  %z6_empty = tensor.empty() : tensor<512x64xf32>
  %z6_init = linalg.fill ins(%zero : f32) outs(%z6_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %z6 = linalg.matmul ins(%h5, %w6 : tensor<512x64xf32>, tensor<64x64xf32>) outs(%z6_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %r6_empty = tensor.empty() : tensor<512x64xf32>
  %r6 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%z6 : tensor<512x64xf32>) outs(%r6_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.maximumf %x0, %zero : f32
    linalg.yield %y0 : f32
  } -> tensor<512x64xf32>
  %h6_empty = tensor.empty() : tensor<512x64xf32>
  %h6 = linalg.add ins(%h5, %r6 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%h6_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // p = h6 W_out, loss = 0.5 / B * sum((p - y)^2)
  %p_empty = tensor.empty() : tensor<512x16xf32>
  %p_init = linalg.fill ins(%zero : f32) outs(%p_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %p = linalg.matmul ins(%h6, %w_out : tensor<512x64xf32>, tensor<64x16xf32>) outs(%p_init : tensor<512x16xf32>) -> tensor<512x16xf32>
  %diff_empty = tensor.empty() : tensor<512x16xf32>
  %diff = linalg.sub ins(%p, %y : tensor<512x16xf32>, tensor<512x16xf32>) outs(%diff_empty : tensor<512x16xf32>) -> tensor<512x16xf32>
  %loss_empty = tensor.empty() : tensor<f32>
  %loss_init = linalg.fill ins(%zero : f32) outs(%loss_empty : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%diff : tensor<512x16xf32>) outs(%loss_init : tensor<f32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<f32>

  // Backward.
  // dp = (p - y) / B, dW_out = h6^T dp, dh6 = dp W_out^T
  %dp_empty = tensor.empty() : tensor<512x16xf32>
  %dp = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%diff : tensor<512x16xf32>) outs(%dp_empty : tensor<512x16xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_2 : f32
    linalg.yield %y0 : f32
  } -> tensor<512x16xf32>
  %dw_out_empty = tensor.empty() : tensor<64x16xf32>
  %dw_out_init = linalg.fill ins(%zero : f32) outs(%dw_out_empty : tensor<64x16xf32>) -> tensor<64x16xf32>
  %dw_out = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%h6, %dp : tensor<512x64xf32>, tensor<512x16xf32>) outs(%dw_out_init : tensor<64x16xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<64x16xf32>
  %dh6_wt_empty = tensor.empty() : tensor<16x64xf32>
  %dh6_wt = linalg.transpose ins(%w_out : tensor<64x16xf32>) outs(%dh6_wt_empty : tensor<16x64xf32>) permutation = [1, 0]
  %dh6_empty = tensor.empty() : tensor<512x64xf32>
  %dh6_init = linalg.fill ins(%zero : f32) outs(%dh6_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dh6 = linalg.matmul ins(%dp, %dh6_wt : tensor<512x16xf32>, tensor<16x64xf32>) outs(%dh6_init : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 6: dz6 = dh6 * (z6 > 0), dW6 = h5^T dz6, dh5 = dh6 + dz6 W6^T
  %dz6_empty = tensor.empty() : tensor<512x64xf32>
  %dz6 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh6, %z6 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dz6_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.cmpf ogt, %x1, %zero : f32
    %y1 = arith.select %y0, %x0, %zero : f32
    linalg.yield %y1 : f32
  } -> tensor<512x64xf32>
  %dw6_empty = tensor.empty() : tensor<64x64xf32>
  %dw6_init = linalg.fill ins(%zero : f32) outs(%dw6_empty : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw6 = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%h5, %dz6 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dw6_init : tensor<64x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<64x64xf32>
  %dr6_wt_empty = tensor.empty() : tensor<64x64xf32>
  %dr6_wt = linalg.transpose ins(%w6 : tensor<64x64xf32>) outs(%dr6_wt_empty : tensor<64x64xf32>) permutation = [1, 0]
  %dr6_empty = tensor.empty() : tensor<512x64xf32>
  %dr6_init = linalg.fill ins(%zero : f32) outs(%dr6_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dr6 = linalg.matmul ins(%dz6, %dr6_wt : tensor<512x64xf32>, tensor<64x64xf32>) outs(%dr6_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dh5_empty = tensor.empty() : tensor<512x64xf32>
  %dh5 = linalg.add ins(%dh6, %dr6 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dh5_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 5: dz5 = dh5 * (z5 > 0), dW5 = h4^T dz5, dh4 = dh5 + dz5 W5^T
  %dz5_empty = tensor.empty() : tensor<512x64xf32>
  %dz5 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh5, %z5 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dz5_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.cmpf ogt, %x1, %zero : f32
    %y1 = arith.select %y0, %x0, %zero : f32
    linalg.yield %y1 : f32
  } -> tensor<512x64xf32>
  %dw5_empty = tensor.empty() : tensor<64x64xf32>
  %dw5_init = linalg.fill ins(%zero : f32) outs(%dw5_empty : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw5 = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%h4, %dz5 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dw5_init : tensor<64x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<64x64xf32>
  %dr5_wt_empty = tensor.empty() : tensor<64x64xf32>
  %dr5_wt = linalg.transpose ins(%w5 : tensor<64x64xf32>) outs(%dr5_wt_empty : tensor<64x64xf32>) permutation = [1, 0]
  %dr5_empty = tensor.empty() : tensor<512x64xf32>
  %dr5_init = linalg.fill ins(%zero : f32) outs(%dr5_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dr5 = linalg.matmul ins(%dz5, %dr5_wt : tensor<512x64xf32>, tensor<64x64xf32>) outs(%dr5_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dh4_empty = tensor.empty() : tensor<512x64xf32>
  %dh4 = linalg.add ins(%dh5, %dr5 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dh4_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 4: dz4 = dh4 * (z4 > 0), dW4 = h3^T dz4, dh3 = dh4 + dz4 W4^T
  %dz4_empty = tensor.empty() : tensor<512x64xf32>
  %dz4 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh4, %z4 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dz4_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.cmpf ogt, %x1, %zero : f32
    %y1 = arith.select %y0, %x0, %zero : f32
    linalg.yield %y1 : f32
  } -> tensor<512x64xf32>
  %dw4_empty = tensor.empty() : tensor<64x64xf32>
  %dw4_init = linalg.fill ins(%zero : f32) outs(%dw4_empty : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw4 = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%h3, %dz4 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dw4_init : tensor<64x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<64x64xf32>
  %dr4_wt_empty = tensor.empty() : tensor<64x64xf32>
  %dr4_wt = linalg.transpose ins(%w4 : tensor<64x64xf32>) outs(%dr4_wt_empty : tensor<64x64xf32>) permutation = [1, 0]
  %dr4_empty = tensor.empty() : tensor<512x64xf32>
  %dr4_init = linalg.fill ins(%zero : f32) outs(%dr4_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dr4 = linalg.matmul ins(%dz4, %dr4_wt : tensor<512x64xf32>, tensor<64x64xf32>) outs(%dr4_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dh3_empty = tensor.empty() : tensor<512x64xf32>
  %dh3 = linalg.add ins(%dh4, %dr4 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dh3_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 3: dz3 = dh3 * (z3 > 0), dW3 = h2^T dz3, dh2 = dh3 + dz3 W3^T
  %dz3_empty = tensor.empty() : tensor<512x64xf32>
  %dz3 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh3, %z3 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dz3_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.cmpf ogt, %x1, %zero : f32
    %y1 = arith.select %y0, %x0, %zero : f32
    linalg.yield %y1 : f32
  } -> tensor<512x64xf32>
  %dw3_empty = tensor.empty() : tensor<64x64xf32>
  %dw3_init = linalg.fill ins(%zero : f32) outs(%dw3_empty : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw3 = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%h2, %dz3 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dw3_init : tensor<64x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<64x64xf32>
  %dr3_wt_empty = tensor.empty() : tensor<64x64xf32>
  %dr3_wt = linalg.transpose ins(%w3 : tensor<64x64xf32>) outs(%dr3_wt_empty : tensor<64x64xf32>) permutation = [1, 0]
  %dr3_empty = tensor.empty() : tensor<512x64xf32>
  %dr3_init = linalg.fill ins(%zero : f32) outs(%dr3_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dr3 = linalg.matmul ins(%dz3, %dr3_wt : tensor<512x64xf32>, tensor<64x64xf32>) outs(%dr3_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dh2_empty = tensor.empty() : tensor<512x64xf32>
  %dh2 = linalg.add ins(%dh3, %dr3 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dh2_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 2: dz2 = dh2 * (z2 > 0), dW2 = h1^T dz2, dh1 = dh2 + dz2 W2^T
  %dz2_empty = tensor.empty() : tensor<512x64xf32>
  %dz2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh2, %z2 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dz2_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.cmpf ogt, %x1, %zero : f32
    %y1 = arith.select %y0, %x0, %zero : f32
    linalg.yield %y1 : f32
  } -> tensor<512x64xf32>
  %dw2_empty = tensor.empty() : tensor<64x64xf32>
  %dw2_init = linalg.fill ins(%zero : f32) outs(%dw2_empty : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw2 = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%h1, %dz2 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dw2_init : tensor<64x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<64x64xf32>
  %dr2_wt_empty = tensor.empty() : tensor<64x64xf32>
  %dr2_wt = linalg.transpose ins(%w2 : tensor<64x64xf32>) outs(%dr2_wt_empty : tensor<64x64xf32>) permutation = [1, 0]
  %dr2_empty = tensor.empty() : tensor<512x64xf32>
  %dr2_init = linalg.fill ins(%zero : f32) outs(%dr2_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dr2 = linalg.matmul ins(%dz2, %dr2_wt : tensor<512x64xf32>, tensor<64x64xf32>) outs(%dr2_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dh1_empty = tensor.empty() : tensor<512x64xf32>
  %dh1 = linalg.add ins(%dh2, %dr2 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dh1_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // Block 1: dz1 = dh1 * (z1 > 0), dW1 = h0^T dz1, dh0 = dh1 + dz1 W1^T
  %dz1_empty = tensor.empty() : tensor<512x64xf32>
  %dz1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh1, %z1 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dz1_empty : tensor<512x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.cmpf ogt, %x1, %zero : f32
    %y1 = arith.select %y0, %x0, %zero : f32
    linalg.yield %y1 : f32
  } -> tensor<512x64xf32>
  %dw1_empty = tensor.empty() : tensor<64x64xf32>
  %dw1_init = linalg.fill ins(%zero : f32) outs(%dw1_empty : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw1 = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%h0, %dz1 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dw1_init : tensor<64x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<64x64xf32>
  %dr1_wt_empty = tensor.empty() : tensor<64x64xf32>
  %dr1_wt = linalg.transpose ins(%w1 : tensor<64x64xf32>) outs(%dr1_wt_empty : tensor<64x64xf32>) permutation = [1, 0]
  %dr1_empty = tensor.empty() : tensor<512x64xf32>
  %dr1_init = linalg.fill ins(%zero : f32) outs(%dr1_empty : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dr1 = linalg.matmul ins(%dz1, %dr1_wt : tensor<512x64xf32>, tensor<64x64xf32>) outs(%dr1_init : tensor<512x64xf32>) -> tensor<512x64xf32>
  %dh0_empty = tensor.empty() : tensor<512x64xf32>
  %dh0 = linalg.add ins(%dh1, %dr1 : tensor<512x64xf32>, tensor<512x64xf32>) outs(%dh0_empty : tensor<512x64xf32>) -> tensor<512x64xf32>

  // dW_in = x^T dh0
  %dw_in_empty = tensor.empty() : tensor<16x64xf32>
  %dw_in_init = linalg.fill ins(%zero : f32) outs(%dw_in_empty : tensor<16x64xf32>) -> tensor<16x64xf32>
  %dw_in = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i)>, affine_map<(b, i, j) -> (b, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%x, %dh0 : tensor<512x16xf32>, tensor<512x64xf32>) outs(%dw_in_init : tensor<16x64xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<16x64xf32>

  return %loss, %dw_in, %dw1, %dw2, %dw3, %dw4, %dw5, %dw6, %dw_out : tensor<f32>, tensor<16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x16xf32>
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
  %ein0 = tensor.empty() : tensor<512x16xf32>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein0 : tensor<512x16xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck0 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk0 : f32
    linalg.yield %vs : f32
  } -> tensor<512x16xf32>
  // input 1: %y, scale 1.0
  %ck1 = arith.constant 11 : index
  %sk1 = arith.constant 1.0 : f32
  %ein1 = tensor.empty() : tensor<512x16xf32>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein1 : tensor<512x16xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
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
  } -> tensor<512x16xf32>
  // input 2: %w_in, scale 0.5
  %ck2 = arith.constant 22 : index
  %sk2 = arith.constant 0.5 : f32
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
  // input 3: %w1, scale 0.25
  %ck3 = arith.constant 33 : index
  %sk3 = arith.constant 0.25 : f32
  %ein3 = tensor.empty() : tensor<64x64xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein3 : tensor<64x64xf32>) {
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
  } -> tensor<64x64xf32>
  // input 4: %w2, scale 0.25
  %ck4 = arith.constant 44 : index
  %sk4 = arith.constant 0.25 : f32
  %ein4 = tensor.empty() : tensor<64x64xf32>
  %in4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein4 : tensor<64x64xf32>) {
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
  } -> tensor<64x64xf32>
  // input 5: %w3, scale 0.25
  %ck5 = arith.constant 55 : index
  %sk5 = arith.constant 0.25 : f32
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
  // input 6: %w4, scale 0.25
  %ck6 = arith.constant 66 : index
  %sk6 = arith.constant 0.25 : f32
  %ein6 = tensor.empty() : tensor<64x64xf32>
  %in6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein6 : tensor<64x64xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck6 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk6 : f32
    linalg.yield %vs : f32
  } -> tensor<64x64xf32>
  // input 7: %w5, scale 0.25
  %ck7 = arith.constant 77 : index
  %sk7 = arith.constant 0.25 : f32
  %ein7 = tensor.empty() : tensor<64x64xf32>
  %in7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein7 : tensor<64x64xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck7 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk7 : f32
    linalg.yield %vs : f32
  } -> tensor<64x64xf32>
  // input 8: %w6, scale 0.25
  %ck8 = arith.constant 88 : index
  %sk8 = arith.constant 0.25 : f32
  %ein8 = tensor.empty() : tensor<64x64xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein8 : tensor<64x64xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck8 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk8 : f32
    linalg.yield %vs : f32
  } -> tensor<64x64xf32>
  // input 9: %w_out, scale 0.25
  %ck9 = arith.constant 99 : index
  %sk9 = arith.constant 0.25 : f32
  %ein9 = tensor.empty() : tensor<64x16xf32>
  %in9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein9 : tensor<64x16xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %x0, %n1 : index
    %a1 = arith.addi %m1, %x1 : index
    %t37 = arith.muli %a1, %c37 : index
    %tk = arith.addi %t37, %ck9 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk9 : f32
    linalg.yield %vs : f32
  } -> tensor<64x16xf32>
  call @remat_rt_reset_peak() : () -> ()
  %res:9 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9) : (tensor<512x16xf32>, tensor<512x16xf32>, tensor<16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x16xf32>) -> (tensor<f32>, tensor<16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x16xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<16x64xf32> to memref<16x64xf32>
  %u1 = memref.cast %b1 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<64x64xf32> to memref<64x64xf32>
  %u2 = memref.cast %b2 : memref<64x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<64x64xf32> to memref<64x64xf32>
  %u3 = memref.cast %b3 : memref<64x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<64x64xf32> to memref<64x64xf32>
  %u4 = memref.cast %b4 : memref<64x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<64x64xf32> to memref<64x64xf32>
  %u5 = memref.cast %b5 : memref<64x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<64x64xf32> to memref<64x64xf32>
  %u6 = memref.cast %b6 : memref<64x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<64x64xf32> to memref<64x64xf32>
  %u7 = memref.cast %b7 : memref<64x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<64x16xf32> to memref<64x16xf32>
  %u8 = memref.cast %b8 : memref<64x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
