// RUN: remat-opt %s -split-input-file -verify-diagnostics

// Tests that an offload keeps the shape.
func.func @offload_shape(%t: tensor<4xf32>) {
  // expected-error @+1 {{'remat.offload' op result must have the shape and element type of the source, got 'tensor<4xf32>' and 'tensor<8xf32, #remat.space<host>>'}}
  %h = remat.offload %t : tensor<4xf32> -> tensor<8xf32, #remat.space<host>>
  return
}

// -----

// Tests that an offload keeps the element type.
func.func @offload_element_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'remat.offload' op result must have the shape and element type of the source}}
  %h = remat.offload %t : tensor<4xf32> -> tensor<4xf16, #remat.space<host>>
  return
}

// -----

// Tests that an offload moves to host memory.
func.func @offload_to_device(%t: tensor<4xf32>) {
  // expected-error @+1 {{'remat.offload' op result must be in host memory (encoding #remat.space<host>)}}
  %h = remat.offload %t : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that a host tensor cannot be offloaded again.
func.func @offload_from_host(%t: tensor<4xf32, #remat.space<host>>) {
  // expected-error @+1 {{'remat.offload' op source is already in host memory}}
  %h = remat.offload %t : tensor<4xf32, #remat.space<host>> -> tensor<4xf32, #remat.space<host>>
  return
}

// -----

// Tests that transfers need static shapes.
func.func @offload_dynamic(%t: tensor<?xf32>) {
  // expected-error @+1 {{'remat.offload' op requires a statically shaped tensor, got 'tensor<?xf32>'}}
  %h = remat.offload %t : tensor<?xf32> -> tensor<?xf32, #remat.space<host>>
  return
}

// -----

// Tests that only #remat.space encodings are understood.
func.func @offload_foreign_encoding(%t: tensor<4xf32, "other">) {
  // expected-error @+1 {{'remat.offload' op tensor encoding must be a #remat.space, got "other"}}
  %h = remat.offload %t : tensor<4xf32, "other"> -> tensor<4xf32, #remat.space<host>>
  return
}

// -----

// Tests that a prefetch reads host memory.
func.func @prefetch_from_device(%t: tensor<4xf32>) {
  // expected-error @+1 {{'remat.prefetch' op source must be in host memory (encoding #remat.space<host>)}}
  %d = remat.prefetch %t : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Tests that a prefetch lands in device memory.
func.func @prefetch_to_host(%t: tensor<4xf32, #remat.space<host>>) {
  // expected-error @+1 {{'remat.prefetch' op result must be in device memory}}
  %d = remat.prefetch %t : tensor<4xf32, #remat.space<host>> -> tensor<4xf32, #remat.space<host>>
  return
}

// -----

// Tests that a prefetch keeps the shape.
func.func @prefetch_shape(%t: tensor<4xf32, #remat.space<host>>) {
  // expected-error @+1 {{'remat.prefetch' op result must have the shape and element type of the source}}
  %d = remat.prefetch %t : tensor<4xf32, #remat.space<host>> -> tensor<2x2xf32>
  return
}

// -----

// Tests that transfers take ranked tensors.
func.func @prefetch_unranked(%t: tensor<*xf32>) {
  // expected-error @+1 {{'remat.prefetch' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %d = "remat.prefetch"(%t) : (tensor<*xf32>) -> tensor<4xf32>
  return
}
