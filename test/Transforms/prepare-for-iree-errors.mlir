// Tests that remat-prepare-for-iree rejects what IREE cannot run as planned:
// a budget below IREE's predicted peak, ops placed on the CPU, transfers to
// host memory; and that it needs unregistered dialects for IREE's ops.
// RUN: remat-opt %s --split-input-file --allow-unregistered-dialect --remat-prepare-for-iree --verify-diagnostics
// RUN: not remat-opt %s --split-input-file --remat-prepare-for-iree 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// UNREGISTERED: error: remat-prepare-for-iree emits IREE's util.optimization_barrier, which MLIR does not know: allow unregistered dialects (--allow-unregistered-dialect)

// The plan peaks at 52 B (40 B input, 4 + 8 B results); IREE allocates both
// results in one buffer of 64 + 64 B.
// expected-error @+1 {{'@argmax' planned for 100 bytes (100 B) would peak at 168 bytes (168 B) in IREE, where the plan peaks at 52 bytes: IREE allocates the results of each of 1 multi-result ops together, each at a 64-byte aligned offset, until the last of them dies; this plan holds in IREE from a budget of 168 bytes}}
func.func @argmax(%x: tensor<10xf32>) -> (tensor<f32>, tensor<i64>)
    attributes {remat.planned = {budget = 100 : i64, peak = 52 : i64}} {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<f32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %e2 = tensor.empty() : tensor<i64>
  %i0 = linalg.fill ins(%c0 : i64) outs(%e2 : tensor<i64>) -> tensor<i64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} ins(%x : tensor<10xf32>) outs(%m0, %i0 : tensor<f32>, tensor<i64>) {
  ^bb0(%in: f32, %m: f32, %j: i64):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i64
    %gt = arith.cmpf ogt, %in, %m : f32
    %nm = arith.maximumf %in, %m : f32
    %nj = arith.select %gt, %ki, %j : i64
    linalg.yield %nm, %nj : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  return %r#0, %r#1 : tensor<f32>, tensor<i64>
}

// -----

func.func @cpu_node(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{the IREE target runs every op on one device, but the plan places this op on 'cpu': plan without a host (--remat-devices with one GPU and no CPU)}}
  %y = linalg.exp {remat.device = "cpu"} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @offload(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the IREE target runs on one device, but the plan moves this tensor between host and device memory: plan without a host (--remat-devices with one GPU and no CPU)}}
  %h = bufferization.alloc_tensor() copy(%x) {memory_space = 1 : i64} : tensor<4xf32>
  %d = bufferization.alloc_tensor() copy(%h) {memory_space = 0 : i64} : tensor<4xf32>
  return %d : tensor<4xf32>
}
