// RUN: remat-opt %s -split-input-file -verify-diagnostics

// Tests that a budget is absolute or relative, not both.
// expected-error @+1 {{budget must give exactly one of 'bytes' and 'percent'}}
func.func @both() attributes {remat.budget = #remat.budget<bytes = 8, percent = 50.0>} {
  return
}

// -----

// Tests that a budget says something.
// expected-error @+1 {{budget must give exactly one of 'bytes' and 'percent'}}
func.func @neither() attributes {remat.budget = #remat.budget<>} {
  return
}

// -----

// Tests that a budget is positive.
// expected-error @+1 {{budget must be larger than 0 bytes}}
func.func @zero() attributes {remat.budget = #remat.budget<bytes = 0>} {
  return
}

// -----

// Tests the range of a percentage.
// expected-error @+1 {{budget percentage must be in (0, 100], got 150}}
func.func @too_much() attributes {remat.budget = #remat.budget<percent = 150.0>} {
  return
}

// -----

// Tests that a budget's device has a name.
// expected-error @+1 {{budget device name must not be empty}}
func.func @nameless() attributes {remat.budget = #remat.budget<bytes = 8, device = "">} {
  return
}

// -----

// Tests that a placement names a device.
func.func @empty_placement(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{placement device name must not be empty}}
  %0 = linalg.exp {remat.placement = #remat.placement<"">} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that a policy is one of the known ones.
func.func @bad_policy(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+2 {{expected one of [keep, never_recompute, never_offload] for planner policy for an op's results, got: always}}
  // expected-error @+1 {{failed to parse Remat_PolicyAttr parameter 'value'}}
  %0 = linalg.exp {remat.policy = #remat.policy<always>} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
