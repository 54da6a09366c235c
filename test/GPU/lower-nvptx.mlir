// The whole nvptx lowering of a step with an offload and a prefetch (in the
// form remat-materialize gives them): kernels as PTX in gpu.binary ops, host
// code in the LLVM dialect calling the GPU runtime.
// RUN: remat-opt %s --remat-lower=nvptx | FileCheck %s
// RUN: remat-opt %s --remat-lower=nvptx --remat-gpu-chip=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-pipeline{lower=nvptx gpu-chip=sm_86})' | FileCheck %s --check-prefix=SM86
// The launches and module loads appear in LLVM IR.
// RUN: remat-opt %s --remat-lower=nvptx | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR

// CHECK-LABEL: llvm.func @step
// CHECK: llvm.call @mgpuMemAlloc
// CHECK: gpu.launch_func @step_kernel::@step_kernel
// Offload: a host buffer, filled by a transfer on a stream of its own.
// CHECK: llvm.call @remat_rt_host_alloc
// CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK: llvm.call @mgpuMemcpy({{.*}}, %[[S]])
// CHECK: llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK: llvm.call @mgpuMemFree
// Prefetch.
// CHECK: llvm.call @mgpuMemcpy
// CHECK: llvm.call @remat_rt_host_free
// CHECK: gpu.launch_func @step_kernel_0::@step_kernel
// CHECK: llvm.return
// CHECK-DAG: gpu.binary @step_kernel [#gpu.object<#nvvm.target<chip = "sm_90">{{.*}}assembly = "{{.*}}.target sm_90{{.*}}.visible .entry step_kernel(
// CHECK-DAG: gpu.binary @step_kernel_0 [#gpu.object<#nvvm.target<chip = "sm_90">{{.*}}assembly = "{{.*}}.target sm_90{{.*}}.visible .entry step_kernel(
// SM80: gpu.binary @step_kernel [#gpu.object<#nvvm.target<chip = "sm_80">{{.*}}assembly = "{{.*}}.target sm_80
// SM86: gpu.binary @step_kernel [#gpu.object<#nvvm.target<chip = "sm_86">{{.*}}assembly = "{{.*}}.target sm_86

// LLVMIR-DAG: call {{.*}}@mgpuModuleLoadJIT(
// LLVMIR-DAG: call {{.*}}@mgpuModuleGetFunction(
// LLVMIR-DAG: call void @mgpuLaunchKernel(
// LLVMIR-DAG: call ptr @mgpuMemAlloc(

func.func @step(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %a = linalg.exp ins(%x : tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  %h = bufferization.alloc_tensor() copy(%a) {memory_space = 1 : i64} : tensor<1024xf32>
  %d = bufferization.alloc_tensor() copy(%h) {memory_space = 0 : i64} : tensor<1024xf32>
  %e2 = tensor.empty() : tensor<1024xf32>
  %b = linalg.add ins(%d, %x : tensor<1024xf32>, tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  return %b : tensor<1024xf32>
}
