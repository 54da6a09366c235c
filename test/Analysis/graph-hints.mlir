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

// Tests that ops whose result bufferization allocates in device memory run
// on the GPU (canWriteHostMemory); destination-style ops may run anywhere.
// CHECK-LABEL: graph @device_results
// CHECK: node 0 tensor.concat {{.*}} on-gpu
// CHECK: node 1 linalg.exp [tensor.empty] {{.*}} s{{$}}
func.func @device_results(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %1 = linalg.exp ins(%0 : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
