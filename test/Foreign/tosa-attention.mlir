// Foreign IR: one self-attention block in TOSA (three projections, a
// transposed key, a scaled softmax, a residual add), lowered by upstream's
// tosa-to-linalg. Refused at 50%.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))' -o %t/linalg.mlir
// RUN: not remat-opt %t/linalg.mlir --remat-budget=50%% -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=HALF
// HALF: linalg.mlir:{{[0-9]+}}:3: error: '@step' does not fit the budget of 45056 bytes (44.00 KiB): the minimal feasible budget is 73728 bytes (72.00 KiB); plans that compute every node on the GPU need at least {{[0-9]+}} bytes (proven)
// RUN: test ! -e %t/out.mlir
// Planned, it computes what the unplanned program does, bit for bit, within
// the modeled peak (test/Integration/Inputs/check_budgets.py).
// RUN: %python %S/Inputs/add_harness.py %t/linalg.mlir %t/main.mlir
// RUN: %python %S/../Integration/Inputs/check_budgets.py %t/main.mlir --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib --budgets min --tmp %t | FileCheck %s
// CHECK: main.mlir: PASS

func.func @step(%x: tensor<1x32x64xf32>, %wq: tensor<1x64x64xf32>, %wk: tensor<1x64x64xf32>, %wv: tensor<1x64x64xf32>) -> tensor<1x32x64xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.matmul %x, %wq, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %k = tosa.matmul %x, %wk, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %v = tosa.matmul %x, %wv, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<1x32x64xf32>) -> tensor<1x64x32xf32>
  %s = tosa.matmul %q, %kt, %zp, %zp : (tensor<1x32x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32xf32>
  %scale = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %ss = tosa.mul %s, %scale, %shift : (tensor<1x32x32xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x32xf32>
  %m = tosa.reduce_max %ss {axis = 2 : i32} : (tensor<1x32x32xf32>) -> tensor<1x32x1xf32>
  %c = tosa.sub %ss, %m : (tensor<1x32x32xf32>, tensor<1x32x1xf32>) -> tensor<1x32x32xf32>
  %e = tosa.exp %c : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
  %sum = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<1x32x32xf32>) -> tensor<1x32x1xf32>
  %r = tosa.reciprocal %sum : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
  %p = tosa.mul %e, %r, %shift : (tensor<1x32x32xf32>, tensor<1x32x1xf32>, tensor<1xi8>) -> tensor<1x32x32xf32>
  %o = tosa.matmul %p, %v, %zp, %zp : (tensor<1x32x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x64xf32>
  %y = tosa.add %o, %x : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  return %y : tensor<1x32x64xf32>
}
