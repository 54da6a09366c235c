// RUN: remat-opt %s -split-input-file -verify-diagnostics

// Tests that the body must take one argument per input.
func.func @arg_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.recompute' op has 1 inputs but its body takes 2 arguments}}
  %r = "remat.recompute"(%a) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
    "remat.yield"(%e) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Tests that body arguments have the types of the inputs.
func.func @arg_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.recompute' op body argument #0 has type 'tensor<4xf16>' but input #0 has type 'tensor<4xf32>'}}
  %r = "remat.recompute"(%a) ({
  ^bb0(%x: tensor<4xf16>):
    %e = tensor.empty() : tensor<4xf32>
    "remat.yield"(%e) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Tests that a recomputation produces something.
func.func @no_results(%a: tensor<4xf32>) {
  // expected-error @+1 {{'remat.recompute' op must recompute at least one value}}
  remat.recompute(%x = %a : tensor<4xf32>) -> () {
    %e = tensor.empty() : tensor<4xf32>
    remat.yield
  }
  return
}

// -----

// Tests that the yield matches the results in number.
func.func @yield_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.recompute' op yields 2 values but has 1 results}}
  %r = remat.recompute(%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    remat.yield %e, %e : tensor<4xf32>, tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Tests that the yield matches the results in type.
func.func @yield_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.recompute' op yields a value of type 'tensor<8xf32>' for result #0 of type 'tensor<4xf32>'}}
  %r = remat.recompute(%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<8xf32>
    remat.yield %e : tensor<8xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Tests that a recomputation recomputes at least one op.
func.func @empty_body(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.recompute' op body must contain the ops to recompute}}
  %r = remat.recompute(%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    remat.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Tests that the body is free of side effects.
func.func @side_effect(%a: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.recompute' op body must be free of side effects, but 'bufferization.materialize_in_destination' is not}}
  %r = remat.recompute(%x = %a : tensor<4xf32>, %y = %m : memref<4xf32>) -> tensor<4xf32> {
    // expected-note @+1 {{op with side effects}}
    bufferization.materialize_in_destination %x in restrict writable %y : (tensor<4xf32>, memref<4xf32>) -> ()
    remat.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Tests that the region is isolated from above.
func.func @not_isolated(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{required by region isolation constraints}}
  %r = remat.recompute() -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    // expected-error @+1 {{'linalg.exp' op using value defined outside the region}}
    %y = linalg.exp ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    remat.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Tests that remat.yield only terminates a recomputation.
func.func @stray_yield(%a: tensor<4xf32>) {
  // expected-error @+1 {{'remat.yield' op expects parent op 'remat.recompute'}}
  remat.yield %a : tensor<4xf32>
}
