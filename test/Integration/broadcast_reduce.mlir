// Runs the training step unplanned, at 70% and 50% of its no-remat peak and
// at the minimal feasible budget: bitwise-equal results, measured peak <=
// budget, measured peak = modeled peak (= static peak, which the lowering
// verifies).
// RUN: %python %S/Inputs/check_budgets.py %s --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: broadcast_reduce.mlir: no remat: measured peak {{[0-9]+}} B
// CHECK: broadcast_reduce.mlir: budget 70% = {{[0-9]+}} B: modeled peak [[P70:[0-9]+]] B, measured peak [[P70]] B
// CHECK: broadcast_reduce.mlir: budget 50% = {{[0-9]+}} B: modeled peak [[P50:[0-9]+]] B, measured peak [[P50]] B
// CHECK: broadcast_reduce.mlir: budget min = {{[0-9]+}} B: modeled peak [[PMIN:[0-9]+]] B, measured peak [[PMIN]] B
// CHECK: broadcast_reduce.mlir: PASS

// broadcast_reduce: 6 normalization blocks on a [B = 256, D = 128] activation,
// alternating a layer-norm-like normalization over each row (blocks 1, 3, 5) and a
// batch-norm-like one over each column (blocks 2, 4, 6), with per-column scale and
// shift and a tanh; a broadcast-multiply-reduce readout; squared-error loss.
//   Forward:  h_0 = x;  for block k, with means over the normalized axis (size M):
//             mu = mean(h_{k-1});  c = h_{k-1} - mu;  var = mean(c^2)
//             rstd = 1 / sqrt(var + 1e-5);  n_k = c * rstd
//             h_k = tanh(n_k * g_k + be_k)                 (g_k, be_k broadcast over rows)
//             r[i] = sum_j h_6[i, j] v[j];  loss = 0.5 / B * sum((r - y)^2)
//   Backward: dr = (r - y) / B;  dv = h_6^T dr;  dh_6 = dr v^T
//             da = dh_k * (1 - h_k^2);  dg_k = sum_i da * n_k;  dbe_k = sum_i da
//             dn = da * g_k;  dh_{k-1} = rstd * (dn - mean(dn) - n_k * mean(dn * n_k))
// @step(x, y, g1, be1, ..., g6, be6, v) returns (loss, dg1, dbe1, ..., dg6, dbe6, dv).
// Input scales: all 1 (x, y [B], g_k, be_k, v [D]).

func.func @step(%x: tensor<256x128xf32>, %y: tensor<256xf32>, %g1: tensor<128xf32>, %be1: tensor<128xf32>, %g2: tensor<128xf32>, %be2: tensor<128xf32>, %g3: tensor<128xf32>, %be3: tensor<128xf32>, %g4: tensor<128xf32>, %be4: tensor<128xf32>, %g5: tensor<128xf32>, %be5: tensor<128xf32>, %g6: tensor<128xf32>, %be6: tensor<128xf32>, %v: tensor<128xf32>)
    -> (tensor<f32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %cst = arith.constant 0.0078125 : f32
  %cst_2 = arith.constant 1.000000000e-05 : f32
  %cst_3 = arith.constant 0.00390625 : f32
  %cst_4 = arith.constant 0.001953125 : f32

  // Forward.

  // Block 1: normalize over the columns of each row, h1 = tanh(n1 * g1 + be1)
  %n1_mean_empty = tensor.empty() : tensor<256xf32>
  %n1_mean_init = linalg.fill ins(%zero : f32) outs(%n1_mean_empty : tensor<256xf32>) -> tensor<256xf32>
  %n1_mean = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<256x128xf32>) outs(%n1_mean_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %n1_c_empty = tensor.empty() : tensor<256x128xf32>
  %n1_c = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %n1_mean : tensor<256x128xf32>, tensor<256xf32>) outs(%n1_c_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n1_var_empty = tensor.empty() : tensor<256xf32>
  %n1_var_init = linalg.fill ins(%zero : f32) outs(%n1_var_empty : tensor<256xf32>) -> tensor<256xf32>
  %n1_var = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%n1_c : tensor<256x128xf32>) outs(%n1_var_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256xf32>
  %n1_rstd_empty = tensor.empty() : tensor<256xf32>
  %n1_rstd = linalg.generic {indexing_maps = [affine_map<(i0) -> (i0)>, affine_map<(i0) -> (i0)>], iterator_types = ["parallel"]} ins(%n1_var : tensor<256xf32>) outs(%n1_rstd_empty : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %x0, %cst_2 : f32
    %y1 = math.rsqrt %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %n1_n_empty = tensor.empty() : tensor<256x128xf32>
  %n1_n = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n1_c, %n1_rstd : tensor<256x128xf32>, tensor<256xf32>) outs(%n1_n_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n1_a_empty = tensor.empty() : tensor<256x128xf32>
  %n1_a = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n1_n, %g1, %be1 : tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%n1_a_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %y0, %x2 : f32
    linalg.yield %y1 : f32
  } -> tensor<256x128xf32>
  %h1_empty = tensor.empty() : tensor<256x128xf32>
  %h1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n1_a : tensor<256x128xf32>) outs(%h1_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = math.tanh %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>

  // Block 2: normalize over the rows of each column, h2 = tanh(n2 * g2 + be2)
  %n2_mean_empty = tensor.empty() : tensor<128xf32>
  %n2_mean_init = linalg.fill ins(%zero : f32) outs(%n2_mean_empty : tensor<128xf32>) -> tensor<128xf32>
  %n2_mean = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%h1 : tensor<256x128xf32>) outs(%n2_mean_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_3 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %n2_c_empty = tensor.empty() : tensor<256x128xf32>
  %n2_c = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%h1, %n2_mean : tensor<256x128xf32>, tensor<128xf32>) outs(%n2_c_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n2_var_empty = tensor.empty() : tensor<128xf32>
  %n2_var_init = linalg.fill ins(%zero : f32) outs(%n2_var_empty : tensor<128xf32>) -> tensor<128xf32>
  %n2_var = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%n2_c : tensor<256x128xf32>) outs(%n2_var_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst_3 : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<128xf32>
  %n2_rstd_empty = tensor.empty() : tensor<128xf32>
  %n2_rstd = linalg.generic {indexing_maps = [affine_map<(i0) -> (i0)>, affine_map<(i0) -> (i0)>], iterator_types = ["parallel"]} ins(%n2_var : tensor<128xf32>) outs(%n2_rstd_empty : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %x0, %cst_2 : f32
    %y1 = math.rsqrt %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %n2_n_empty = tensor.empty() : tensor<256x128xf32>
  %n2_n = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n2_c, %n2_rstd : tensor<256x128xf32>, tensor<128xf32>) outs(%n2_n_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n2_a_empty = tensor.empty() : tensor<256x128xf32>
  %n2_a = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n2_n, %g2, %be2 : tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%n2_a_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %y0, %x2 : f32
    linalg.yield %y1 : f32
  } -> tensor<256x128xf32>
  %h2_empty = tensor.empty() : tensor<256x128xf32>
  %h2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n2_a : tensor<256x128xf32>) outs(%h2_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = math.tanh %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>

  // Block 3: normalize over the columns of each row, h3 = tanh(n3 * g3 + be3)
  %n3_mean_empty = tensor.empty() : tensor<256xf32>
  %n3_mean_init = linalg.fill ins(%zero : f32) outs(%n3_mean_empty : tensor<256xf32>) -> tensor<256xf32>
  %n3_mean = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%h2 : tensor<256x128xf32>) outs(%n3_mean_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %n3_c_empty = tensor.empty() : tensor<256x128xf32>
  %n3_c = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%h2, %n3_mean : tensor<256x128xf32>, tensor<256xf32>) outs(%n3_c_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n3_var_empty = tensor.empty() : tensor<256xf32>
  %n3_var_init = linalg.fill ins(%zero : f32) outs(%n3_var_empty : tensor<256xf32>) -> tensor<256xf32>
  %n3_var = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%n3_c : tensor<256x128xf32>) outs(%n3_var_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256xf32>
  %n3_rstd_empty = tensor.empty() : tensor<256xf32>
  %n3_rstd = linalg.generic {indexing_maps = [affine_map<(i0) -> (i0)>, affine_map<(i0) -> (i0)>], iterator_types = ["parallel"]} ins(%n3_var : tensor<256xf32>) outs(%n3_rstd_empty : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %x0, %cst_2 : f32
    %y1 = math.rsqrt %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %n3_n_empty = tensor.empty() : tensor<256x128xf32>
  %n3_n = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n3_c, %n3_rstd : tensor<256x128xf32>, tensor<256xf32>) outs(%n3_n_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n3_a_empty = tensor.empty() : tensor<256x128xf32>
  %n3_a = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n3_n, %g3, %be3 : tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%n3_a_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %y0, %x2 : f32
    linalg.yield %y1 : f32
  } -> tensor<256x128xf32>
  %h3_empty = tensor.empty() : tensor<256x128xf32>
  %h3 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n3_a : tensor<256x128xf32>) outs(%h3_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = math.tanh %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>

  // Block 4: normalize over the rows of each column, h4 = tanh(n4 * g4 + be4)
  %n4_mean_empty = tensor.empty() : tensor<128xf32>
  %n4_mean_init = linalg.fill ins(%zero : f32) outs(%n4_mean_empty : tensor<128xf32>) -> tensor<128xf32>
  %n4_mean = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%h3 : tensor<256x128xf32>) outs(%n4_mean_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_3 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %n4_c_empty = tensor.empty() : tensor<256x128xf32>
  %n4_c = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%h3, %n4_mean : tensor<256x128xf32>, tensor<128xf32>) outs(%n4_c_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n4_var_empty = tensor.empty() : tensor<128xf32>
  %n4_var_init = linalg.fill ins(%zero : f32) outs(%n4_var_empty : tensor<128xf32>) -> tensor<128xf32>
  %n4_var = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%n4_c : tensor<256x128xf32>) outs(%n4_var_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst_3 : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<128xf32>
  %n4_rstd_empty = tensor.empty() : tensor<128xf32>
  %n4_rstd = linalg.generic {indexing_maps = [affine_map<(i0) -> (i0)>, affine_map<(i0) -> (i0)>], iterator_types = ["parallel"]} ins(%n4_var : tensor<128xf32>) outs(%n4_rstd_empty : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %x0, %cst_2 : f32
    %y1 = math.rsqrt %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %n4_n_empty = tensor.empty() : tensor<256x128xf32>
  %n4_n = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n4_c, %n4_rstd : tensor<256x128xf32>, tensor<128xf32>) outs(%n4_n_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n4_a_empty = tensor.empty() : tensor<256x128xf32>
  %n4_a = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n4_n, %g4, %be4 : tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%n4_a_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %y0, %x2 : f32
    linalg.yield %y1 : f32
  } -> tensor<256x128xf32>
  %h4_empty = tensor.empty() : tensor<256x128xf32>
  %h4 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n4_a : tensor<256x128xf32>) outs(%h4_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = math.tanh %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>

  // Block 5: normalize over the columns of each row, h5 = tanh(n5 * g5 + be5)
  %n5_mean_empty = tensor.empty() : tensor<256xf32>
  %n5_mean_init = linalg.fill ins(%zero : f32) outs(%n5_mean_empty : tensor<256xf32>) -> tensor<256xf32>
  %n5_mean = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%h4 : tensor<256x128xf32>) outs(%n5_mean_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %n5_c_empty = tensor.empty() : tensor<256x128xf32>
  %n5_c = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%h4, %n5_mean : tensor<256x128xf32>, tensor<256xf32>) outs(%n5_c_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n5_var_empty = tensor.empty() : tensor<256xf32>
  %n5_var_init = linalg.fill ins(%zero : f32) outs(%n5_var_empty : tensor<256xf32>) -> tensor<256xf32>
  %n5_var = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%n5_c : tensor<256x128xf32>) outs(%n5_var_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256xf32>
  %n5_rstd_empty = tensor.empty() : tensor<256xf32>
  %n5_rstd = linalg.generic {indexing_maps = [affine_map<(i0) -> (i0)>, affine_map<(i0) -> (i0)>], iterator_types = ["parallel"]} ins(%n5_var : tensor<256xf32>) outs(%n5_rstd_empty : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %x0, %cst_2 : f32
    %y1 = math.rsqrt %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %n5_n_empty = tensor.empty() : tensor<256x128xf32>
  %n5_n = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n5_c, %n5_rstd : tensor<256x128xf32>, tensor<256xf32>) outs(%n5_n_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n5_a_empty = tensor.empty() : tensor<256x128xf32>
  %n5_a = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n5_n, %g5, %be5 : tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%n5_a_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %y0, %x2 : f32
    linalg.yield %y1 : f32
  } -> tensor<256x128xf32>
  %h5_empty = tensor.empty() : tensor<256x128xf32>
  %h5 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n5_a : tensor<256x128xf32>) outs(%h5_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = math.tanh %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>

  // Block 6: normalize over the rows of each column, h6 = tanh(n6 * g6 + be6)
  %n6_mean_empty = tensor.empty() : tensor<128xf32>
  %n6_mean_init = linalg.fill ins(%zero : f32) outs(%n6_mean_empty : tensor<128xf32>) -> tensor<128xf32>
  %n6_mean = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%h5 : tensor<256x128xf32>) outs(%n6_mean_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_3 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %n6_c_empty = tensor.empty() : tensor<256x128xf32>
  %n6_c = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%h5, %n6_mean : tensor<256x128xf32>, tensor<128xf32>) outs(%n6_c_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.subf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n6_var_empty = tensor.empty() : tensor<128xf32>
  %n6_var_init = linalg.fill ins(%zero : f32) outs(%n6_var_empty : tensor<128xf32>) -> tensor<128xf32>
  %n6_var = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%n6_c : tensor<256x128xf32>) outs(%n6_var_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst_3 : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<128xf32>
  %n6_rstd_empty = tensor.empty() : tensor<128xf32>
  %n6_rstd = linalg.generic {indexing_maps = [affine_map<(i0) -> (i0)>, affine_map<(i0) -> (i0)>], iterator_types = ["parallel"]} ins(%n6_var : tensor<128xf32>) outs(%n6_rstd_empty : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %x0, %cst_2 : f32
    %y1 = math.rsqrt %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %n6_n_empty = tensor.empty() : tensor<256x128xf32>
  %n6_n = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n6_c, %n6_rstd : tensor<256x128xf32>, tensor<128xf32>) outs(%n6_n_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %n6_a_empty = tensor.empty() : tensor<256x128xf32>
  %n6_a = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n6_n, %g6, %be6 : tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%n6_a_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %y0, %x2 : f32
    linalg.yield %y1 : f32
  } -> tensor<256x128xf32>
  %h6_empty = tensor.empty() : tensor<256x128xf32>
  %h6 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%n6_a : tensor<256x128xf32>) outs(%h6_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = math.tanh %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>

  // Readout r = h6 v (a broadcast-multiply-reduce), loss = 0.5 / B * sum((r - y)^2)
  %r_empty = tensor.empty() : tensor<256xf32>
  %r_init = linalg.fill ins(%zero : f32) outs(%r_empty : tensor<256xf32>) -> tensor<256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%h6, %v : tensor<256x128xf32>, tensor<128xf32>) outs(%r_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %diff_empty = tensor.empty() : tensor<256xf32>
  %diff = linalg.sub ins(%r, %y : tensor<256xf32>, tensor<256xf32>) outs(%diff_empty : tensor<256xf32>) -> tensor<256xf32>
  %loss_empty = tensor.empty() : tensor<f32>
  %loss_init = linalg.fill ins(%zero : f32) outs(%loss_empty : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(i0) -> (i0)>, affine_map<(i0) -> ()>], iterator_types = ["reduction"]} ins(%diff : tensor<256xf32>) outs(%loss_init : tensor<f32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x0 : f32
    %y1 = arith.mulf %y0, %cst_4 : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<f32>

  // Backward.
  // dr = (r - y) / B, dv = h6^T dr, dh6 = dr v^T (outer product)
  %dr_empty = tensor.empty() : tensor<256xf32>
  %dr = linalg.generic {indexing_maps = [affine_map<(i0) -> (i0)>, affine_map<(i0) -> (i0)>], iterator_types = ["parallel"]} ins(%diff : tensor<256xf32>) outs(%dr_empty : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_3 : f32
    linalg.yield %y0 : f32
  } -> tensor<256xf32>
  %dv_empty = tensor.empty() : tensor<128xf32>
  %dv_init = linalg.fill ins(%zero : f32) outs(%dv_empty : tensor<128xf32>) -> tensor<128xf32>
  %dv = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%h6, %dr : tensor<256x128xf32>, tensor<256xf32>) outs(%dv_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dh6_empty = tensor.empty() : tensor<256x128xf32>
  %dh6 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dr, %v : tensor<256xf32>, tensor<128xf32>) outs(%dh6_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>

  // Block 6: da = dh * (1 - h^2), dg = colsum(da * n), dbe = colsum(da), dn = da * g,
  // dh5 = rstd * (dn - mean(dn) - n * mean(dn * n)) over the normalized axis
  %da6_empty = tensor.empty() : tensor<256x128xf32>
  %da6 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh6, %h6 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%da6_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x1, %x1 : f32
    %y1 = arith.subf %one, %y0 : f32
    %y2 = arith.mulf %x0, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256x128xf32>
  %dg6_empty = tensor.empty() : tensor<128xf32>
  %dg6_init = linalg.fill ins(%zero : f32) outs(%dg6_empty : tensor<128xf32>) -> tensor<128xf32>
  %dg6 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%da6, %n6_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dg6_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dbe6_empty = tensor.empty() : tensor<128xf32>
  %dbe6_init = linalg.fill ins(%zero : f32) outs(%dbe6_empty : tensor<128xf32>) -> tensor<128xf32>
  %dbe6 = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%da6 : tensor<256x128xf32>) outs(%dbe6_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<128xf32>
  %dn6_empty = tensor.empty() : tensor<256x128xf32>
  %dn6 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%da6, %g6 : tensor<256x128xf32>, tensor<128xf32>) outs(%dn6_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %dh5_m1_empty = tensor.empty() : tensor<128xf32>
  %dh5_m1_init = linalg.fill ins(%zero : f32) outs(%dh5_m1_empty : tensor<128xf32>) -> tensor<128xf32>
  %dh5_m1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%dn6 : tensor<256x128xf32>) outs(%dh5_m1_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_3 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dh5_m2_empty = tensor.empty() : tensor<128xf32>
  %dh5_m2_init = linalg.fill ins(%zero : f32) outs(%dh5_m2_empty : tensor<128xf32>) -> tensor<128xf32>
  %dh5_m2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%dn6, %n6_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dh5_m2_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.mulf %y0, %cst_3 : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<128xf32>
  %dh5_empty = tensor.empty() : tensor<256x128xf32>
  %dh5 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dn6, %n6_n, %dh5_m1, %dh5_m2, %n6_rstd : tensor<256x128xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%dh5_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %acc: f32):
    %y0 = arith.subf %x0, %x2 : f32
    %y1 = arith.mulf %x1, %x3 : f32
    %y2 = arith.subf %y0, %y1 : f32
    %y3 = arith.mulf %y2, %x4 : f32
    linalg.yield %y3 : f32
  } -> tensor<256x128xf32>

  // Block 5: da = dh * (1 - h^2), dg = colsum(da * n), dbe = colsum(da), dn = da * g,
  // dh4 = rstd * (dn - mean(dn) - n * mean(dn * n)) over the normalized axis
  %da5_empty = tensor.empty() : tensor<256x128xf32>
  %da5 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh5, %h5 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%da5_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x1, %x1 : f32
    %y1 = arith.subf %one, %y0 : f32
    %y2 = arith.mulf %x0, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256x128xf32>
  %dg5_empty = tensor.empty() : tensor<128xf32>
  %dg5_init = linalg.fill ins(%zero : f32) outs(%dg5_empty : tensor<128xf32>) -> tensor<128xf32>
  %dg5 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%da5, %n5_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dg5_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dbe5_empty = tensor.empty() : tensor<128xf32>
  %dbe5_init = linalg.fill ins(%zero : f32) outs(%dbe5_empty : tensor<128xf32>) -> tensor<128xf32>
  %dbe5 = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%da5 : tensor<256x128xf32>) outs(%dbe5_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<128xf32>
  %dn5_empty = tensor.empty() : tensor<256x128xf32>
  %dn5 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%da5, %g5 : tensor<256x128xf32>, tensor<128xf32>) outs(%dn5_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %dh4_m1_empty = tensor.empty() : tensor<256xf32>
  %dh4_m1_init = linalg.fill ins(%zero : f32) outs(%dh4_m1_empty : tensor<256xf32>) -> tensor<256xf32>
  %dh4_m1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%dn5 : tensor<256x128xf32>) outs(%dh4_m1_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %dh4_m2_empty = tensor.empty() : tensor<256xf32>
  %dh4_m2_init = linalg.fill ins(%zero : f32) outs(%dh4_m2_empty : tensor<256xf32>) -> tensor<256xf32>
  %dh4_m2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%dn5, %n5_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dh4_m2_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.mulf %y0, %cst : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256xf32>
  %dh4_empty = tensor.empty() : tensor<256x128xf32>
  %dh4 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dn5, %n5_n, %dh4_m1, %dh4_m2, %n5_rstd : tensor<256x128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%dh4_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %acc: f32):
    %y0 = arith.subf %x0, %x2 : f32
    %y1 = arith.mulf %x1, %x3 : f32
    %y2 = arith.subf %y0, %y1 : f32
    %y3 = arith.mulf %y2, %x4 : f32
    linalg.yield %y3 : f32
  } -> tensor<256x128xf32>

  // Block 4: da = dh * (1 - h^2), dg = colsum(da * n), dbe = colsum(da), dn = da * g,
  // dh3 = rstd * (dn - mean(dn) - n * mean(dn * n)) over the normalized axis
  %da4_empty = tensor.empty() : tensor<256x128xf32>
  %da4 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh4, %h4 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%da4_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x1, %x1 : f32
    %y1 = arith.subf %one, %y0 : f32
    %y2 = arith.mulf %x0, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256x128xf32>
  %dg4_empty = tensor.empty() : tensor<128xf32>
  %dg4_init = linalg.fill ins(%zero : f32) outs(%dg4_empty : tensor<128xf32>) -> tensor<128xf32>
  %dg4 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%da4, %n4_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dg4_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dbe4_empty = tensor.empty() : tensor<128xf32>
  %dbe4_init = linalg.fill ins(%zero : f32) outs(%dbe4_empty : tensor<128xf32>) -> tensor<128xf32>
  %dbe4 = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%da4 : tensor<256x128xf32>) outs(%dbe4_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<128xf32>
  %dn4_empty = tensor.empty() : tensor<256x128xf32>
  %dn4 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%da4, %g4 : tensor<256x128xf32>, tensor<128xf32>) outs(%dn4_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %dh3_m1_empty = tensor.empty() : tensor<128xf32>
  %dh3_m1_init = linalg.fill ins(%zero : f32) outs(%dh3_m1_empty : tensor<128xf32>) -> tensor<128xf32>
  %dh3_m1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%dn4 : tensor<256x128xf32>) outs(%dh3_m1_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_3 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dh3_m2_empty = tensor.empty() : tensor<128xf32>
  %dh3_m2_init = linalg.fill ins(%zero : f32) outs(%dh3_m2_empty : tensor<128xf32>) -> tensor<128xf32>
  %dh3_m2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%dn4, %n4_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dh3_m2_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.mulf %y0, %cst_3 : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<128xf32>
  %dh3_empty = tensor.empty() : tensor<256x128xf32>
  %dh3 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dn4, %n4_n, %dh3_m1, %dh3_m2, %n4_rstd : tensor<256x128xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%dh3_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %acc: f32):
    %y0 = arith.subf %x0, %x2 : f32
    %y1 = arith.mulf %x1, %x3 : f32
    %y2 = arith.subf %y0, %y1 : f32
    %y3 = arith.mulf %y2, %x4 : f32
    linalg.yield %y3 : f32
  } -> tensor<256x128xf32>

  // Block 3: da = dh * (1 - h^2), dg = colsum(da * n), dbe = colsum(da), dn = da * g,
  // dh2 = rstd * (dn - mean(dn) - n * mean(dn * n)) over the normalized axis
  %da3_empty = tensor.empty() : tensor<256x128xf32>
  %da3 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh3, %h3 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%da3_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x1, %x1 : f32
    %y1 = arith.subf %one, %y0 : f32
    %y2 = arith.mulf %x0, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256x128xf32>
  %dg3_empty = tensor.empty() : tensor<128xf32>
  %dg3_init = linalg.fill ins(%zero : f32) outs(%dg3_empty : tensor<128xf32>) -> tensor<128xf32>
  %dg3 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%da3, %n3_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dg3_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dbe3_empty = tensor.empty() : tensor<128xf32>
  %dbe3_init = linalg.fill ins(%zero : f32) outs(%dbe3_empty : tensor<128xf32>) -> tensor<128xf32>
  %dbe3 = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%da3 : tensor<256x128xf32>) outs(%dbe3_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<128xf32>
  %dn3_empty = tensor.empty() : tensor<256x128xf32>
  %dn3 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%da3, %g3 : tensor<256x128xf32>, tensor<128xf32>) outs(%dn3_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %dh2_m1_empty = tensor.empty() : tensor<256xf32>
  %dh2_m1_init = linalg.fill ins(%zero : f32) outs(%dh2_m1_empty : tensor<256xf32>) -> tensor<256xf32>
  %dh2_m1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%dn3 : tensor<256x128xf32>) outs(%dh2_m1_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %dh2_m2_empty = tensor.empty() : tensor<256xf32>
  %dh2_m2_init = linalg.fill ins(%zero : f32) outs(%dh2_m2_empty : tensor<256xf32>) -> tensor<256xf32>
  %dh2_m2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%dn3, %n3_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dh2_m2_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.mulf %y0, %cst : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256xf32>
  %dh2_empty = tensor.empty() : tensor<256x128xf32>
  %dh2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dn3, %n3_n, %dh2_m1, %dh2_m2, %n3_rstd : tensor<256x128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%dh2_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %acc: f32):
    %y0 = arith.subf %x0, %x2 : f32
    %y1 = arith.mulf %x1, %x3 : f32
    %y2 = arith.subf %y0, %y1 : f32
    %y3 = arith.mulf %y2, %x4 : f32
    linalg.yield %y3 : f32
  } -> tensor<256x128xf32>

  // Block 2: da = dh * (1 - h^2), dg = colsum(da * n), dbe = colsum(da), dn = da * g,
  // dh1 = rstd * (dn - mean(dn) - n * mean(dn * n)) over the normalized axis
  %da2_empty = tensor.empty() : tensor<256x128xf32>
  %da2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh2, %h2 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%da2_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x1, %x1 : f32
    %y1 = arith.subf %one, %y0 : f32
    %y2 = arith.mulf %x0, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256x128xf32>
  %dg2_empty = tensor.empty() : tensor<128xf32>
  %dg2_init = linalg.fill ins(%zero : f32) outs(%dg2_empty : tensor<128xf32>) -> tensor<128xf32>
  %dg2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%da2, %n2_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dg2_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dbe2_empty = tensor.empty() : tensor<128xf32>
  %dbe2_init = linalg.fill ins(%zero : f32) outs(%dbe2_empty : tensor<128xf32>) -> tensor<128xf32>
  %dbe2 = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%da2 : tensor<256x128xf32>) outs(%dbe2_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<128xf32>
  %dn2_empty = tensor.empty() : tensor<256x128xf32>
  %dn2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%da2, %g2 : tensor<256x128xf32>, tensor<128xf32>) outs(%dn2_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %dh1_m1_empty = tensor.empty() : tensor<128xf32>
  %dh1_m1_init = linalg.fill ins(%zero : f32) outs(%dh1_m1_empty : tensor<128xf32>) -> tensor<128xf32>
  %dh1_m1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%dn2 : tensor<256x128xf32>) outs(%dh1_m1_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst_3 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dh1_m2_empty = tensor.empty() : tensor<128xf32>
  %dh1_m2_init = linalg.fill ins(%zero : f32) outs(%dh1_m2_empty : tensor<128xf32>) -> tensor<128xf32>
  %dh1_m2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%dn2, %n2_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dh1_m2_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.mulf %y0, %cst_3 : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<128xf32>
  %dh1_empty = tensor.empty() : tensor<256x128xf32>
  %dh1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dn2, %n2_n, %dh1_m1, %dh1_m2, %n2_rstd : tensor<256x128xf32>, tensor<256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%dh1_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %acc: f32):
    %y0 = arith.subf %x0, %x2 : f32
    %y1 = arith.mulf %x1, %x3 : f32
    %y2 = arith.subf %y0, %y1 : f32
    %y3 = arith.mulf %y2, %x4 : f32
    linalg.yield %y3 : f32
  } -> tensor<256x128xf32>

  // Block 1: da = dh * (1 - h^2), dg = colsum(da * n), dbe = colsum(da), dn = da * g,
  // dh0 = rstd * (dn - mean(dn) - n * mean(dn * n)) over the normalized axis
  %da1_empty = tensor.empty() : tensor<256x128xf32>
  %da1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dh1, %h1 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%da1_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x1, %x1 : f32
    %y1 = arith.subf %one, %y0 : f32
    %y2 = arith.mulf %x0, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256x128xf32>
  %dg1_empty = tensor.empty() : tensor<128xf32>
  %dg1_init = linalg.fill ins(%zero : f32) outs(%dg1_empty : tensor<128xf32>) -> tensor<128xf32>
  %dg1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>], iterator_types = ["reduction", "parallel"]} ins(%da1, %n1_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dg1_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<128xf32>
  %dbe1_empty = tensor.empty() : tensor<128xf32>
  %dbe1_init = linalg.fill ins(%zero : f32) outs(%dbe1_empty : tensor<128xf32>) -> tensor<128xf32>
  %dbe1 = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%da1 : tensor<256x128xf32>) outs(%dbe1_init : tensor<128xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.addf %acc, %x0 : f32
    linalg.yield %y0 : f32
  } -> tensor<128xf32>
  %dn1_empty = tensor.empty() : tensor<256x128xf32>
  %dn1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i1)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%da1, %g1 : tensor<256x128xf32>, tensor<128xf32>) outs(%dn1_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    linalg.yield %y0 : f32
  } -> tensor<256x128xf32>
  %dh0_m1_empty = tensor.empty() : tensor<256xf32>
  %dh0_m1_init = linalg.fill ins(%zero : f32) outs(%dh0_m1_empty : tensor<256xf32>) -> tensor<256xf32>
  %dh0_m1 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%dn1 : tensor<256x128xf32>) outs(%dh0_m1_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %y0 = arith.mulf %x0, %cst : f32
    %y1 = arith.addf %acc, %y0 : f32
    linalg.yield %y1 : f32
  } -> tensor<256xf32>
  %dh0_m2_empty = tensor.empty() : tensor<256xf32>
  %dh0_m2_init = linalg.fill ins(%zero : f32) outs(%dh0_m2_empty : tensor<256xf32>) -> tensor<256xf32>
  %dh0_m2 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>], iterator_types = ["parallel", "reduction"]} ins(%dn1, %n1_n : tensor<256x128xf32>, tensor<256x128xf32>) outs(%dh0_m2_init : tensor<256xf32>) {
  ^bb0(%x0: f32, %x1: f32, %acc: f32):
    %y0 = arith.mulf %x0, %x1 : f32
    %y1 = arith.mulf %y0, %cst : f32
    %y2 = arith.addf %acc, %y1 : f32
    linalg.yield %y2 : f32
  } -> tensor<256xf32>
  %dh0_empty = tensor.empty() : tensor<256x128xf32>
  %dh0 = linalg.generic {indexing_maps = [affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0, i1)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0)>, affine_map<(i0, i1) -> (i0, i1)>], iterator_types = ["parallel", "parallel"]} ins(%dn1, %n1_n, %dh0_m1, %dh0_m2, %n1_rstd : tensor<256x128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%dh0_empty : tensor<256x128xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %acc: f32):
    %y0 = arith.subf %x0, %x2 : f32
    %y1 = arith.mulf %x1, %x3 : f32
    %y2 = arith.subf %y0, %y1 : f32
    %y3 = arith.mulf %y2, %x4 : f32
    linalg.yield %y3 : f32
  } -> tensor<256x128xf32>

  return %loss, %dg1, %dbe1, %dg2, %dbe2, %dg3, %dbe3, %dg4, %dbe4, %dg5, %dbe5, %dg6, %dbe6, %dv : tensor<f32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>
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
  %ein0 = tensor.empty() : tensor<256x128xf32>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ein0 : tensor<256x128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 128 : index
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
  } -> tensor<256x128xf32>
  // input 1: %y, scale 1.0
  %ck1 = arith.constant 11 : index
  %sk1 = arith.constant 1.0 : f32
  %ein1 = tensor.empty() : tensor<256xf32>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein1 : tensor<256xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck1 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk1 : f32
    linalg.yield %vs : f32
  } -> tensor<256xf32>
  // input 2: %g1, scale 1.0
  %ck2 = arith.constant 22 : index
  %sk2 = arith.constant 1.0 : f32
  %ein2 = tensor.empty() : tensor<128xf32>
  %in2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein2 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck2 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk2 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 3: %be1, scale 1.0
  %ck3 = arith.constant 33 : index
  %sk3 = arith.constant 1.0 : f32
  %ein3 = tensor.empty() : tensor<128xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein3 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck3 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk3 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 4: %g2, scale 1.0
  %ck4 = arith.constant 44 : index
  %sk4 = arith.constant 1.0 : f32
  %ein4 = tensor.empty() : tensor<128xf32>
  %in4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein4 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck4 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk4 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 5: %be2, scale 1.0
  %ck5 = arith.constant 55 : index
  %sk5 = arith.constant 1.0 : f32
  %ein5 = tensor.empty() : tensor<128xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein5 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck5 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk5 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 6: %g3, scale 1.0
  %ck6 = arith.constant 66 : index
  %sk6 = arith.constant 1.0 : f32
  %ein6 = tensor.empty() : tensor<128xf32>
  %in6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein6 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck6 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk6 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 7: %be3, scale 1.0
  %ck7 = arith.constant 77 : index
  %sk7 = arith.constant 1.0 : f32
  %ein7 = tensor.empty() : tensor<128xf32>
  %in7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein7 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck7 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk7 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 8: %g4, scale 1.0
  %ck8 = arith.constant 88 : index
  %sk8 = arith.constant 1.0 : f32
  %ein8 = tensor.empty() : tensor<128xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein8 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck8 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk8 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 9: %be4, scale 1.0
  %ck9 = arith.constant 99 : index
  %sk9 = arith.constant 1.0 : f32
  %ein9 = tensor.empty() : tensor<128xf32>
  %in9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein9 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck9 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk9 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 10: %g5, scale 1.0
  %ck10 = arith.constant 110 : index
  %sk10 = arith.constant 1.0 : f32
  %ein10 = tensor.empty() : tensor<128xf32>
  %in10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein10 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck10 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk10 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 11: %be5, scale 1.0
  %ck11 = arith.constant 121 : index
  %sk11 = arith.constant 1.0 : f32
  %ein11 = tensor.empty() : tensor<128xf32>
  %in11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein11 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck11 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk11 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 12: %g6, scale 1.0
  %ck12 = arith.constant 132 : index
  %sk12 = arith.constant 1.0 : f32
  %ein12 = tensor.empty() : tensor<128xf32>
  %in12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein12 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck12 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk12 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 13: %be6, scale 1.0
  %ck13 = arith.constant 143 : index
  %sk13 = arith.constant 1.0 : f32
  %ein13 = tensor.empty() : tensor<128xf32>
  %in13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein13 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck13 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk13 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  // input 14: %v, scale 1.0
  %ck14 = arith.constant 154 : index
  %sk14 = arith.constant 1.0 : f32
  %ein14 = tensor.empty() : tensor<128xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ein14 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %x0 = linalg.index 0 : index
    %t37 = arith.muli %x0, %c37 : index
    %tk = arith.addi %t37, %ck14 : index
    %r = arith.remui %tk, %c101 : index
    %v = arith.subi %r, %c50 : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    %vd = arith.divf %vf, %c100 : f32
    %vs = arith.mulf %vd, %sk14 : f32
    linalg.yield %vs : f32
  } -> tensor<128xf32>
  call @remat_rt_reset_peak() : () -> ()
  %res:14 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14) : (tensor<256x128xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<f32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<128xf32> to memref<128xf32>
  %u1 = memref.cast %b1 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<128xf32> to memref<128xf32>
  %u2 = memref.cast %b2 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<128xf32> to memref<128xf32>
  %u3 = memref.cast %b3 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<128xf32> to memref<128xf32>
  %u4 = memref.cast %b4 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<128xf32> to memref<128xf32>
  %u5 = memref.cast %b5 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<128xf32> to memref<128xf32>
  %u6 = memref.cast %b6 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<128xf32> to memref<128xf32>
  %u7 = memref.cast %b7 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<128xf32> to memref<128xf32>
  %u8 = memref.cast %b8 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %b9 = bufferization.to_buffer %res#9 : tensor<128xf32> to memref<128xf32>
  %u9 = memref.cast %b9 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u9) : (memref<*xf32>) -> ()
  %b10 = bufferization.to_buffer %res#10 : tensor<128xf32> to memref<128xf32>
  %u10 = memref.cast %b10 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u10) : (memref<*xf32>) -> ()
  %b11 = bufferization.to_buffer %res#11 : tensor<128xf32> to memref<128xf32>
  %u11 = memref.cast %b11 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %b12 = bufferization.to_buffer %res#12 : tensor<128xf32> to memref<128xf32>
  %u12 = memref.cast %b12 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u12) : (memref<*xf32>) -> ()
  %b13 = bufferization.to_buffer %res#13 : tensor<128xf32> to memref<128xf32>
  %u13 = memref.cast %b13 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
