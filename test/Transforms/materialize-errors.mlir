// Tests that remat-materialize rejects host memory it cannot lower: function
// boundaries in host memory, and host tensors that bufferization would
// allocate in device memory.
// RUN: remat-opt %s --split-input-file --remat-materialize --verify-diagnostics

// expected-error @+1 {{'@host_result' returns a tensor in host memory; function arguments and results live in device memory}}
func.func @host_result(%x: tensor<4xf32>) -> tensor<4xf32, #remat.space<host>> {
  %h = remat.offload %x : tensor<4xf32> -> tensor<4xf32, #remat.space<host>>
  return %h : tensor<4xf32, #remat.space<host>>
}

// -----

// expected-error @+1 {{'@host_argument' takes a tensor in host memory; function arguments and results live in device memory}}
func.func @host_argument(%h: tensor<4xf32, #remat.space<host>>) -> tensor<4xf32> {
  %d = remat.prefetch %h : tensor<4xf32, #remat.space<host>> -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

func.func @from_elements(%f: f32) -> tensor<1xf32> {
  // expected-error @+1 {{remat-materialize cannot place the result of 'tensor.from_elements' in host memory: bufferization would allocate it in device memory (host tensors come from remat.offload, tensor.empty, destination-style ops, views and tensor.pad)}}
  %h = tensor.from_elements %f : tensor<1xf32, #remat.space<host>>
  %d = remat.prefetch %h : tensor<1xf32, #remat.space<host>> -> tensor<1xf32>
  return %d : tensor<1xf32>
}

// -----

func.func @view_of_device(%x: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{result #0 is in host memory, but its source is not}}
  %v = tensor.expand_shape %x [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32, #remat.space<host>>
  %d = remat.prefetch %v : tensor<2x2xf32, #remat.space<host>> -> tensor<2x2xf32>
  return %d : tensor<2x2xf32>
}
