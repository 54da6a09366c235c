// RUN: remat-opt %s -split-input-file -verify-diagnostics

// Tests that remat.devices holds a device set.
// expected-error @+1 {{'builtin.module' op 'remat.devices' must be a #remat.devices attribute, got 42 : i64}}
module attributes {remat.devices = 42} {}

// -----

// Tests that remat.devices sits on a module.
// expected-error @+1 {{'func.func' op 'remat.devices' is only valid on a builtin.module}}
func.func @f() attributes {remat.devices = #remat.devices<[#remat.device<"a", gpu, memory = 8, flops = 1.0>]>} {
  return
}

// -----

// Tests that remat.budget holds a budget.
// expected-error @+1 {{'func.func' op 'remat.budget' must be a #remat.budget attribute, got "4GiB"}}
func.func @f() attributes {remat.budget = "4GiB"} {
  return
}

// -----

// Tests that remat.budget sits on a function.
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.exp' op 'remat.budget' is only valid on a function}}
  %0 = linalg.exp {remat.budget = #remat.budget<bytes = 8>} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that a budget's device is declared when devices are.
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu0", gpu, memory = 8, flops = 1.0>]>} {
  // expected-error @+1 {{'func.func' op 'remat.budget' names device 'gpu1', which is not in the module's 'remat.devices'}}
  func.func @f() attributes {remat.budget = #remat.budget<bytes = 8, device = "gpu1">} {
    return
  }
}

// -----

// Tests that a placement's device is declared when devices are.
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu0", gpu, memory = 8, flops = 1.0>]>} {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    // expected-error @+1 {{'linalg.exp' op 'remat.placement' names device 'cpu', which is not in the module's 'remat.devices'}}
    %0 = linalg.exp {remat.placement = #remat.placement<"cpu">} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// Tests that remat.policy holds a policy.
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.exp' op 'remat.policy' must be a #remat.policy attribute, got "keep"}}
  %0 = linalg.exp {remat.policy = "keep"} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that remat.placement holds a placement.
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.exp' op 'remat.placement' must be a #remat.placement attribute, got "cpu"}}
  %0 = linalg.exp {remat.placement = "cpu"} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that unknown remat attributes are rejected.
// expected-error @+1 {{'func.func' op unknown remat attribute 'remat.bugdet' (expected one of 'remat.devices', 'remat.budget', 'remat.policy', 'remat.placement', 'remat.plan', 'remat.planned', 'remat.device', 'remat.recomputation', 'remat.iree_peak')}}
func.func @f() attributes {remat.bugdet = 1} {
  return
}

// -----

func.func @recomputation_zero(%a: tensor<4xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.exp' op 'remat.recomputation' must be a positive i64, got 0 : i64}}
  %0 = linalg.exp {remat.recomputation = 0 : i64} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that remat.iree_peak is a byte count on a function.
func.func @f() -> () {
  // expected-error @+1 {{'arith.constant' op 'remat.iree_peak' must be a non-negative i64, got -1 : i64}}
  %0 = arith.constant {remat.iree_peak = -1 : i64} 0 : i32
  return
}
