// Tests that remat-apply rejects plans that do not fit the function.
// RUN: remat-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(remat-apply))'

// expected-error @+1 {{the plan of '@stale' does not match the function: planned for 3 nodes and 4 tensors, the function has 2 and 3; run remat-plan again}}
func.func @stale(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 3, tensors = 4,
        schedule = [compute 0, compute 1, compute 2]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// expected-error @+1 {{the plan of '@use_after_free' is invalid: event 2 (compute 'linalg.negf'): operand 'linalg.exp' is not resident}}
func.func @use_after_free(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 2, tensors = 3,
        schedule = [compute 0, free 1, compute 1]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// expected-error @+1 {{the plan of '@peak_mismatch' records a peak of 64 bytes, but its schedule peaks at 48 bytes of device memory}}
func.func @peak_mismatch(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 2, tensors = 3,
        schedule = [compute 0, compute 1, free 1]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// expected-error @+1 {{the plan of '@prefetch_resident' is invalid: event 1 (prefetch 'linalg.exp'): prefetches a tensor that is not offloaded}}
func.func @prefetch_resident(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 48, nodes = 2, tensors = 3,
        schedule = [compute 0, prefetch 1, compute 1, free 1]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// expected-error @+1 {{the plan of '@read_offloaded' is invalid: event 2 (compute 'linalg.negf'): operand 'linalg.exp' is in host memory, but a node on the GPU reads device memory}}
func.func @read_offloaded(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 48, nodes = 2, tensors = 3,
        schedule = [compute 0, offload 1, compute 1, free 1]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// expected-error @+1 {{the plan of '@cpu_reads_device' is invalid: event 1 (compute 'linalg.negf'): operand 'linalg.exp' is in device memory, but a node on the CPU reads host memory}}
func.func @cpu_reads_device(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 48, nodes = 3, tensors = 4,
        schedule = [compute 0, compute 1 on cpu, prefetch 2, compute 2, free 1, free 2]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %c = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// expected-error @+1 {{the plan of '@offload_argument' is invalid: event 0 (offload 'arg0'): offloads graph input 'arg0', whose storage belongs to the caller}}
func.func @offload_argument(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 32, nodes = 1, tensors = 2,
        schedule = [offload 0, compute 0 on cpu, prefetch 1]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// The program would copy the 32 bytes of the slice; the model moves the
// 64 bytes of its buffer.
// expected-error @+1 {{the plan of '@offload_slice' is invalid: event 3 (offload 'tensor.extract_slice'): 'tensor.extract_slice' is a view of 32 bytes into a buffer of 64 bytes; only whole buffers can be moved}}
func.func @offload_slice(%x: tensor<16xf32>) -> tensor<8xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 1000, peak = 160, nodes = 3, tensors = 4,
        schedule = [compute 0, compute 1, free 1, offload 2, prefetch 2, compute 2, free 2]>} {
  %e0 = tensor.empty() : tensor<16xf32>
  %a = linalg.exp ins(%x : tensor<16xf32>) outs(%e0 : tensor<16xf32>) -> tensor<16xf32>
  %s = tensor.extract_slice %a[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %b = linalg.negf ins(%s : tensor<8xf32>) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// Once 'a' is back in device memory, a prefetched copy of its view would be a
// second buffer the model does not count (the simulator says so).
// expected-error @+1 {{the plan of '@prefetch_aliased' is invalid: event 5 (prefetch 'tensor.expand_shape'): prefetches 'tensor.expand_shape' while its storage is still in device memory through a view}}
func.func @prefetch_aliased(%x: tensor<16xf32>) -> tensor<4x4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 1000, peak = 192, nodes = 3, tensors = 4,
        schedule = [compute 0, compute 1, offload 2, offload 1, prefetch 1, prefetch 2, compute 2, free 1, free 2]>} {
  %e0 = tensor.empty() : tensor<16xf32>
  %a = linalg.exp ins(%x : tensor<16xf32>) outs(%e0 : tensor<16xf32>) -> tensor<16xf32>
  %v = tensor.expand_shape %a [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  %e1 = tensor.empty() : tensor<4x4xf32>
  %b = linalg.negf ins(%v : tensor<4x4xf32>) outs(%e1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %b : tensor<4x4xf32>
}

// -----

// expected-error @+1 {{plan event #1 (compute 7) is out of range: the plan has 2 nodes and 3 tensors}}
func.func @out_of_range() attributes {remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 2, tensors = 3, schedule = [compute 0, compute 7]>} {
  return
}
