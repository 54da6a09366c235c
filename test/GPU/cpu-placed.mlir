// Ops the planner placed on the CPU (`remat.device = "cpu"`) stay host code:
// their loops are in the host function, only the other op is a kernel. Here
// the CPU op's exp is the host's llvm.intr.exp; the kernel's is in its PTX.
// RUN: remat-opt %s --remat-lower=nvptx | FileCheck %s

// CHECK-LABEL: llvm.func @step
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.intr.exp
// CHECK-NOT: llvm.intr.exp
// CHECK: gpu.launch_func @step_kernel::@step_kernel
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.return
// CHECK: gpu.binary @step_kernel
// CHECK-NOT: gpu.binary
func.func @step(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %a = linalg.exp {remat.device = "cpu"} ins(%x : tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  %e2 = tensor.empty() : tensor<1024xf32>
  %b = linalg.exp ins(%a : tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  return %b : tensor<1024xf32>
}
