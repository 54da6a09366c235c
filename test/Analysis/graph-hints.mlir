// RUN: remat-opt --remat-print-graph %s -o /dev/null | FileCheck %s

// Tests that policies and placements reach the planner: a placement pins the
// node to the kind of the named device.
// CHECK-LABEL: graph @hints
// CHECK: node 0 linalg.exp [tensor.empty] {{.*}} never-recompute on-cpu
// CHECK: node 1 linalg.exp [tensor.empty] {{.*}} keep on-gpu
// CHECK: node 2 linalg.exp [tensor.empty] {{.*}} s{{$}}
module attributes {remat.devices = #remat.devices<[
    #remat.device<"host", cpu, memory = 1048576, flops = 1.0e9>,
    #remat.device<"accel", gpu, memory = 1048576, flops = 1.0e12>]>} {
  func.func @hints(%a: tensor<4xf32>) -> tensor<4xf32> {
    %e0 = tensor.empty() : tensor<4xf32>
    %0 = linalg.exp {remat.policy = #remat.policy<never_recompute>, remat.placement = #remat.placement<"host">} ins(%a : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4xf32>
    %1 = linalg.exp {remat.policy = #remat.policy<keep>, remat.placement = #remat.placement<"accel">} ins(%0 : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    %e2 = tensor.empty() : tensor<4xf32>
    %2 = linalg.exp ins(%1 : tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
