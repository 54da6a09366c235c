// Foreign IR: a small CNN in TOSA (conv2d, a residual add, sigmoid,
// max_pool2d, depthwise_conv2d, avg_pool2d, reshape, matmul), lowered by
// upstream's tosa-to-linalg: tensor.pad and named convolutions and poolings.
// Refused at 50% (its pads keep the inputs alive): below the proven bound,
// which, with the nodes that do not fit the GPU on the CPU, is the minimum.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))' -o %t/linalg.mlir
// RUN: not remat-opt %t/linalg.mlir --remat-budget=50%% -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=HALF
// HALF: linalg.mlir:{{[0-9]+}}:3: error: '@step' does not fit the budget of 31760 bytes (31.02 KiB): the minimal feasible budget is 47136 bytes (46.03 KiB); plans that compute every node on the GPU need at least {{[0-9]+}} bytes (proven)
// RUN: test ! -e %t/out.mlir
// Planned, it computes what the unplanned program does, bit for bit, within
// the modeled peak (test/Integration/Inputs/check_budgets.py).
// RUN: %python %S/Inputs/add_harness.py %t/linalg.mlir %t/main.mlir
// RUN: %python %S/../Integration/Inputs/check_budgets.py %t/main.mlir --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib --budgets min --tmp %t | FileCheck %s
// CHECK: main.mlir: PASS

func.func @step(%x: tensor<2x16x16x3xf32>, %w1: tensor<8x3x3x3xf32>, %b1: tensor<8xf32>, %w2: tensor<8x3x3x8xf32>, %b2: tensor<8xf32>, %dw: tensor<3x3x8x1xf32>, %db: tensor<8xf32>, %fc: tensor<1x8x10xf32>) -> tensor<1x2x10xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c1 = tosa.conv2d %x, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<2x16x16x3xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x16x16x8xf32>
  %r1 = tosa.clamp %c1 {min_val = 0.0 : f32, max_val = 3.4e38 : f32} : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
  %c2 = tosa.conv2d %r1, %w2, %b2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<2x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x16x16x8xf32>
  %res = tosa.add %c2, %r1 : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
  %sg = tosa.sigmoid %res : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
  %mp = tosa.max_pool2d %sg {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<2x16x16x8xf32>) -> tensor<2x8x8x8xf32>
  %d = tosa.depthwise_conv2d %mp, %dw, %db, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<2x8x8x8xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8x8xf32>
  %ap = tosa.avg_pool2d %d, %zp, %zp {acc_type = f32, kernel = array<i64: 8, 8>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 8, 8>} : (tensor<2x8x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x1x1x8xf32>
  %shape = tosa.const_shape {values = dense<[1, 2, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %flat = tosa.reshape %ap, %shape : (tensor<2x1x1x8xf32>, !tosa.shape<3>) -> tensor<1x2x8xf32>
  %logits = tosa.matmul %flat, %fc, %zp, %zp : (tensor<1x2x8xf32>, tensor<1x8x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x10xf32>
  return %logits : tensor<1x2x10xf32>
}
