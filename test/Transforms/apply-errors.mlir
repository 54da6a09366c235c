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

// expected-error @+1 {{remat-apply cannot place host offloads yet: the plan of '@offload' moves tensor 1 to host memory}}
func.func @offload(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 2, tensors = 3,
        schedule = [compute 0, offload 1, prefetch 1, compute 1]>} {
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.negf ins(%a : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// expected-error @+1 {{plan event #1 (compute 7) is out of range: the plan has 2 nodes and 3 tensors}}
func.func @out_of_range() attributes {remat.plan = #remat.plan<"test", budget = 64, peak = 64, nodes = 2, tensors = 3, schedule = [compute 0, compute 7]>} {
  return
}
