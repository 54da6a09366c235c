// RUN: remat-opt --remat-print-graph %s -split-input-file -verify-diagnostics -allow-unregistered-dialect -o /dev/null

// Tests that dynamic shapes are named with the op that produces them.
func.func @dynamic(%a: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  // expected-error @+1 {{remat cannot plan dynamically shaped tensors: dynamic shape in 'tensor<?xf32>'}}
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

// Tests that dynamically shaped arguments are rejected at the function.
// expected-error @+1 {{remat cannot plan dynamically shaped tensors: dynamic shape in 'tensor<?x4xf32>'}}
func.func @dynamic_arg(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %a : tensor<?x4xf32>
}

// -----

// Tests that unknown ops are named.
func.func @unknown(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{remat cannot plan through the unknown op 'mystery.op'}}
  %0 = "mystery.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that buffers are rejected: remat plans before bufferization.
// expected-error @+1 {{remat plans tensor programs before bufferization; got a buffer of type 'memref<4xf32>'}}
func.func @memref(%a: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that ops with side effects on scalars are rejected.
func.func @print(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{remat cannot plan through 'bufferization.alloc_tensor': it has side effects}}
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that region ops other than linalg bodies are rejected.
func.func @loop(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{remat cannot plan through 'scf.for': its regions are not a linalg body}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Tests that calls are rejected with a hint.
func.func private @callee(tensor<4xf32>) -> tensor<4xf32>
func.func @call(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{remat cannot plan through calls ('func.call'); inline the callee first, or plan only the callee (--remat-entry)}}
  %0 = func.call @callee(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Tests that functions of several blocks are rejected.
// expected-error @+1 {{remat plans functions of a single block; '@branches' has 2}}
func.func @branches(%a: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^next
^next:
  return %a : tensor<4xf32>
}

// -----

// Tests that already planned IR is not planned again.
func.func @planned(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the function is already planned ('remat.offload'); remat plans unplanned IR}}
  %h = remat.offload %a : tensor<4xf32> -> tensor<4xf32, #remat.space<host>>
  return %a : tensor<4xf32>
}

// -----

// Tests that unranked tensors are rejected.
func.func @unranked(%a: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{remat cannot plan unranked tensors: 'tensor<*xf32>'}}
  %0 = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @elementwise_on_tensors(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{remat cannot plan 'arith.addf' on tensors: it does not bufferize; run --convert-elementwise-to-linalg first}}
  %b = arith.addf %a, %a : tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// Tests that an op whose result bufferization puts in device memory is not
// placed on the CPU, whose nodes write host memory (canWriteHostMemory).
func.func @concat_on_cpu(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{remat cannot run 'tensor.concat' on the CPU (#remat.placement): bufferization allocates its result in device memory}}
  %0 = tensor.concat dim(0) %a, %b {remat.placement = #remat.placement<"cpu">} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
