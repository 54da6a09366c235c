// Tests that remat-materialize refuses what it cannot lower yet.
// RUN: remat-opt %s --remat-materialize --verify-diagnostics

func.func @offload(%x: tensor<4xf32>) -> tensor<4xf32, #remat.space<host>> {
  // expected-error @+1 {{remat-materialize cannot lower 'remat.offload' yet: host offloading needs the GPU path}}
  %h = remat.offload %x : tensor<4xf32> -> tensor<4xf32, #remat.space<host>>
  return %h : tensor<4xf32, #remat.space<host>>
}
