// Tests that remat-apply places offloads, prefetches and CPU computes: a
// `remat.offload` / `remat.prefetch` where the plan moves a tensor, later uses
// rewired to the prefetched copy, and the ops of a node computed on the CPU
// marked `remat.device = "cpu"` with their tensors typed in host memory
// (`#remat.space<host>`), also when the node is recomputed.
// RUN: remat-opt %s --pass-pipeline='builtin.module(func.func(remat-apply))' | FileCheck %s

// CHECK-LABEL: func.func @offload_prefetch
// CHECK-SAME: remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 4, tensors = 5>
// CHECK: %[[A:.*]] = linalg.exp ins(%arg0
// CHECK: %[[B:.*]] = linalg.negf ins(%[[A]]
// CHECK-NEXT: %[[H:.*]] = remat.offload %[[A]] : tensor<4xf32> -> tensor<4xf32, #remat.space<host>>
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %[[C:.*]] = linalg.exp ins(%[[B]]
// CHECK-NEXT: %[[D:.*]] = remat.prefetch %[[H]] : tensor<4xf32, #remat.space<host>> -> tensor<4xf32>
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %[[M:.*]] = linalg.mul ins(%[[D]], %[[C]] :
// CHECK-NEXT: return %[[M]]
// a is offloaded after b reads it and prefetched for c, which reads the copy.
func.func @offload_prefetch(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 4, tensors = 5,
        schedule = [compute 0, compute 1, offload 1, compute 2, free 2, prefetch 1, compute 3, free 1, free 3]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.exp ins(%b : tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  %d = linalg.mul ins(%a, %c : tensor<4xf32>, tensor<4xf32>) outs(%e3 : tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// CHECK-LABEL: func.func @on_cpu
// CHECK: %[[ZERO:.*]] = arith.constant 0.0
// CHECK-NOT: remat.device
// CHECK: %[[A:.*]] = linalg.exp ins(%arg0
// CHECK-NEXT: %[[H:.*]] = remat.offload %[[A]] : tensor<4xf32> -> tensor<4xf32, #remat.space<host>>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() {remat.device = "cpu"} : tensor<4xf32, #remat.space<host>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[H]] : tensor<4xf32, #remat.space<host>>) outs(%[[E]] : tensor<4xf32, #remat.space<host>>) attrs = {remat.device = "cpu"}
// CHECK: arith.maximumf %{{.*}}, %[[ZERO]]
// CHECK: } -> tensor<4xf32, #remat.space<host>>
// CHECK-NEXT: %[[R:.*]] = remat.recompute(%[[X:.*]] = %[[H]] : tensor<4xf32, #remat.space<host>>) -> tensor<4xf32, #remat.space<host>> attributes {remat.device = "cpu"} {
// CHECK-NEXT: %[[ZERO2:.*]] = arith.constant 0.0
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() {remat.device = "cpu"} : tensor<4xf32, #remat.space<host>>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4xf32, #remat.space<host>>) outs(%[[E2]] : tensor<4xf32, #remat.space<host>>) attrs = {remat.device = "cpu"}
// CHECK: arith.maximumf %{{.*}}, %[[ZERO2]]
// CHECK: remat.yield %[[G]] : tensor<4xf32, #remat.space<host>>
// CHECK-NEXT: }
// CHECK-NEXT: %[[D:.*]] = remat.prefetch %[[R]] : tensor<4xf32, #remat.space<host>> -> tensor<4xf32>
// CHECK-NEXT: tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = linalg.mul ins(%[[D]], %[[D]] : tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: return %[[M]]
// A relu on the CPU: its operand is offloaded, and so is the scalar constant
// it reads (no IR: constants take no memory); its result is in host memory
// until the GPU prefetches it. The same node is then recomputed on the CPU.
func.func @on_cpu(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 48, nodes = 4, tensors = 5,
        schedule = [compute 0, compute 1, offload 1, offload 2, compute 2 on cpu, free 3, compute 2 on cpu, prefetch 3, compute 3, free 2, free 3]>} {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %d = linalg.mul ins(%r, %r : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// CHECK-LABEL: func.func @cpu_then_gpu
// CHECK: %[[A:.*]] = linalg.exp ins(%arg0
// CHECK-NEXT: %[[H:.*]] = remat.offload %[[A]]
// CHECK-NEXT: %[[E:.*]] = tensor.empty() {remat.device = "cpu"} : tensor<4xf32, #remat.space<host>>
// CHECK-NEXT: linalg.negf {remat.device = "cpu"} ins(%[[H]] : tensor<4xf32, #remat.space<host>>) outs(%[[E]] : tensor<4xf32, #remat.space<host>>) -> tensor<4xf32, #remat.space<host>>
// CHECK-NEXT: %[[D:.*]] = remat.prefetch %[[H]]
// CHECK-NEXT: %[[B:.*]] = remat.recompute(%[[X:.*]] = %[[D]] : tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[N:.*]] = linalg.negf ins(%[[X]] : tensor<4xf32>) outs(%[[E2]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: remat.yield %[[N]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %[[C:.*]] = linalg.add ins(%[[D]], %[[B]] :
// CHECK-NEXT: return %[[C]]
// A node first computed on the CPU and then recomputed on the GPU: the
// clones are typed in device memory and not marked.
func.func @cpu_then_gpu(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 3, tensors = 4,
        schedule = [compute 0, offload 1, compute 1 on cpu, free 2, prefetch 1, compute 1, compute 2, free 1, free 2]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
