// RUN: remat-opt %s | remat-opt | FileCheck %s
// RUN: remat-opt %s --mlir-print-op-generic | remat-opt | FileCheck %s

// Tests that the machine description, budgets and hints round-trip.

// Nested attributes print without their prefix, as upstream does.
// CHECK: module attributes {remat.devices = #remat.devices<[<"gpu0", gpu, memory = 85899345920, flops = 5.000000e+13>, <"cpu", cpu, memory = 274877906944, flops = 1.000000e+12>], links = [<"gpu0", "cpu", bandwidth = 2.500000e+10, latency = 1.000000e-05>]>}
module attributes {remat.devices = #remat.devices<[
    #remat.device<"gpu0", gpu, memory = 85899345920, flops = 5.0e13>,
    #remat.device<"cpu", cpu, memory = 274877906944, flops = 1.0e12>],
    links = [#remat.link<"gpu0", "cpu", bandwidth = 2.5e10, latency = 1.0e-5>]>} {

  // CHECK-LABEL: func.func @budget_bytes
  // CHECK-SAME: remat.budget = #remat.budget<bytes = 4294967296>
  func.func @budget_bytes() attributes {remat.budget = #remat.budget<bytes = 4294967296>} {
    return
  }

  // CHECK-LABEL: func.func @budget_percent
  // CHECK-SAME: remat.budget = #remat.budget<percent = 5.000000e+01, device = "gpu0">
  func.func @budget_percent() attributes {remat.budget = #remat.budget<percent = 50.0, device = "gpu0">} {
    return
  }

  // CHECK-LABEL: func.func @hints
  // CHECK: remat.placement = #remat.placement<"cpu">, remat.policy = #remat.policy<keep>
  // CHECK: remat.policy = #remat.policy<never_recompute>
  // CHECK: remat.policy = #remat.policy<never_offload>
  func.func @hints(%a: tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %0 = linalg.exp {remat.placement = #remat.placement<"cpu">, remat.policy = #remat.policy<keep>} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %1 = linalg.exp {remat.policy = #remat.policy<never_recompute>} ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %2 = linalg.exp {remat.policy = #remat.policy<never_offload>} ins(%1 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}

// A device set without links.
// CHECK: module attributes {remat.devices = #remat.devices<[<"gpu", gpu, memory = 1024, flops = 1.000000e+00>]>}
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu", gpu, memory = 1024, flops = 1.0>]>} {
}
