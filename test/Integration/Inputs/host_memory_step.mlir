// A step whose plan moves a tensor to host memory and back and runs an op on
// the CPU: a = exp(x) is offloaded, b = -a is computed on the CPU from the
// host copy, both come back for c = a * b = -exp(2x). Run by
// ../host-memory.test.
module attributes {remat.devices = #remat.devices<[
    #remat.device<"gpu0", gpu, memory = 1000000, flops = 1.0e12>,
    #remat.device<"cpu", cpu, memory = 1000000, flops = 1.0e9>],
    links = [#remat.link<"gpu0", "cpu", bandwidth = 1.0e9, latency = 1.0e-6>]>} {
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 3, tensors = 4,
        schedule = [compute 0, offload 1, compute 1 on cpu, prefetch 1, prefetch 2, compute 2, free 1, free 2]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.mul ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() -> i32 {
  // x = [0, 1, 2, 3], in a heap buffer like every argument of a step.
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  call @remat_rt_reset_peak() : () -> ()
  %c = call @step(%x) : (tensor<4xf32>) -> tensor<4xf32>
  call @remat_rt_print_peak() : () -> ()
  %cb = bufferization.to_buffer %c : tensor<4xf32> to memref<4xf32>
  %cu = memref.cast %cb : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%cu) : (memref<*xf32>) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
}
