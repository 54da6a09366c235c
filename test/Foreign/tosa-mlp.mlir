// Foreign IR: a 3-layer MLP with a softmax head, written in TOSA and lowered
// by upstream's tosa-to-linalg (forward only). At 50% it is refused: the
// minimal budget is its no-remat peak, proven.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))' -o %t/linalg.mlir
// RUN: not remat-opt %t/linalg.mlir --remat-budget=50%% -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=HALF
// HALF: linalg.mlir:{{[0-9]+}}:3: error: '@step' does not fit the budget of 284672 bytes (278.00 KiB): the minimal feasible budget is 569344 bytes (556.00 KiB){{$}}
// RUN: test ! -e %t/out.mlir
// Planned, it computes what the unplanned program does, bit for bit, within
// the modeled peak (test/Integration/Inputs/check_budgets.py).
// RUN: %python %S/Inputs/add_harness.py %t/linalg.mlir %t/main.mlir
// RUN: %python %S/../Integration/Inputs/check_budgets.py %t/main.mlir --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib --budgets min --tmp %t | FileCheck %s
// CHECK: main.mlir: PASS

func.func @step(%x: tensor<1x64x128xf32>, %w1: tensor<1x128x256xf32>, %b1: tensor<1x1x256xf32>, %w2: tensor<1x256x256xf32>, %b2: tensor<1x1x256xf32>, %w3: tensor<1x256x10xf32>) -> tensor<1x64x10xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %h1 = tosa.matmul %x, %w1, %zp, %zp : (tensor<1x64x128xf32>, tensor<1x128x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x256xf32>
  %a1 = tosa.add %h1, %b1 : (tensor<1x64x256xf32>, tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
  %r1 = tosa.clamp %a1 {min_val = 0.0 : f32, max_val = 3.4e38 : f32} : (tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
  %h2 = tosa.matmul %r1, %w2, %zp, %zp : (tensor<1x64x256xf32>, tensor<1x256x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x256xf32>
  %a2 = tosa.add %h2, %b2 : (tensor<1x64x256xf32>, tensor<1x1x256xf32>) -> tensor<1x64x256xf32>
  %r2 = tosa.tanh %a2 : (tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
  %h3 = tosa.matmul %r2, %w3, %zp, %zp : (tensor<1x64x256xf32>, tensor<1x256x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x10xf32>
  %e = tosa.exp %h3 : (tensor<1x64x10xf32>) -> tensor<1x64x10xf32>
  %s = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<1x64x10xf32>) -> tensor<1x64x1xf32>
  %rs = tosa.reciprocal %s : (tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %p = tosa.mul %e, %rs, %shift : (tensor<1x64x10xf32>, tensor<1x64x1xf32>, tensor<1xi8>) -> tensor<1x64x10xf32>
  return %p : tensor<1x64x10xf32>
}
