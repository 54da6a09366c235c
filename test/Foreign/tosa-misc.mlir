// Foreign IR: TOSA's shape and elementwise ops (concat, pad, erf, slice,
// argmax to i32, tile, cast, greater, select, abs, log, pow, minimum),
// lowered by upstream's tosa-to-linalg; math.erf reaches the CPU lowering,
// which calls libm for it. Refused at 50%.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))' -o %t/linalg.mlir
// RUN: not remat-opt %t/linalg.mlir --remat-budget=50%% -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=HALF
// HALF: linalg.mlir:{{[0-9]+}}:3: error: '@step' does not fit the budget of 720 bytes (720 B): the minimal feasible budget is 1056 bytes (1.03 KiB); plans that compute every node on the GPU need at least 1408 bytes (proven)
// RUN: test ! -e %t/out.mlir
// Planned, it computes what the unplanned program does, bit for bit, within
// the modeled peak (test/Integration/Inputs/check_budgets.py).
// RUN: %python %S/Inputs/add_harness.py %t/linalg.mlir %t/main.mlir
// RUN: %python %S/../Integration/Inputs/check_budgets.py %t/main.mlir --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib --budgets min --tmp %t | FileCheck %s
// CHECK: main.mlir: PASS

func.func @step(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4x8xi32>) -> (tensor<8x16xf32>, tensor<8xi32>, tensor<4x8xf32>) {
  %cat = tosa.concat %a, %b {axis = 0 : i32} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %pads = tosa.const_shape {values = dense<[0, 0, 4, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %padv = "tosa.const"() <{values = dense<1.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %pad = tosa.pad %cat, %pads, %padv : (tensor<8x8xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<8x16xf32>
  %erf = tosa.erf %pad : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %start = tosa.const_shape {values = dense<[0, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[8, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sl = tosa.slice %erf, %start, %size : (tensor<8x16xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<8x8xf32>
  %am = tosa.argmax %sl {axis = 1 : i32} : (tensor<8x8xf32>) -> tensor<8xi32>
  %mult = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.tile %sl, %mult : (tensor<8x8xf32>, !tosa.shape<2>) -> tensor<8x16xf32>
  %f = tosa.cast %i : (tensor<4x8xi32>) -> tensor<4x8xf32>
  %gt = tosa.greater %a, %f : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %sel = tosa.select %gt, %a, %b : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %ab = tosa.abs %sel : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %lg = tosa.log %ab : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %pw = tosa.pow %ab, %f : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %mn = tosa.minimum %lg, %pw : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %t, %am, %mn : tensor<8x16xf32>, tensor<8xi32>, tensor<4x8xf32>
}
