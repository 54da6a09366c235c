// Tests that remat-verify-budget computes the static peak of a planned,
// bufferized function (arguments plus live allocations in program order)
// and rejects one over budget or off the modeled peak.
// RUN: remat-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(remat-verify-budget{emit-remarks}))'

// 64 B of argument, then a (64) and b (64) live at once: 192 B.
// expected-remark @+1 {{static peak of '@fits': 192 bytes (modeled 192, budget 200)}}
func.func @fits(%x: memref<16xf32>) -> memref<16xf32> attributes {remat.planned = {budget = 200 : i64, peak = 192 : i64}} {
  %a = memref.alloc() : memref<16xf32>
  linalg.exp ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.negf ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  memref.dealloc %a : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  linalg.exp ins(%b : memref<16xf32>) outs(%c : memref<16xf32>)
  memref.dealloc %b : memref<16xf32>
  return %c : memref<16xf32>
}

// -----

func.func @over(%x: memref<16xf32>) -> memref<16xf32> attributes {remat.planned = {budget = 150 : i64, peak = 128 : i64}} {
  %a = memref.alloc() : memref<16xf32>
  linalg.exp ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  // expected-error @+1 {{'@over' needs 192 bytes (192 B) here, over its budget of 150 bytes (150 B)}}
  %b = memref.alloc() : memref<16xf32>
  linalg.negf ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  return %b : memref<16xf32>
}

// -----

func.func @mismatch(%x: memref<16xf32>) -> memref<16xf32> attributes {remat.planned = {budget = 1000 : i64, peak = 128 : i64}} {
  %a = memref.alloc() : memref<16xf32>
  linalg.exp ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  // expected-error @+1 {{the static peak of '@mismatch' (192 bytes) differs from the modeled peak of its plan (128 bytes): the program does not run as planned}}
  %b = memref.alloc() : memref<16xf32>
  linalg.negf ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  return %b : memref<16xf32>
}

// -----

// expected-error @+1 {{remat-verify-budget runs after bufferization; '@tensors' still takes tensors}}
func.func @tensors(%x: tensor<4xf32>) -> tensor<4xf32> attributes {remat.planned = {budget = 1000 : i64, peak = 16 : i64}} {
  return %x : tensor<4xf32>
}

// -----

// Unplanned functions are not checked.
func.func @unplanned(%x: memref<16xf32>) {
  %a = memref.alloc() : memref<1000000xf32>
  return
}

// -----

func.func @dealloc_view(%x: memref<16xf32>) attributes {remat.planned = {budget = 1000 : i64, peak = 128 : i64}} {
  %a = memref.alloc() : memref<16xf32>
  %v = memref.subview %a[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  // expected-error @+1 {{cannot account for this deallocation: it does not free an allocation of this function}}
  memref.dealloc %v : memref<8xf32, strided<[1]>>
  return
}

// -----

// expected-error @+1 {{'remat.planned' must be a dictionary with non-negative integers 'budget' and 'peak'}}
func.func @negative() attributes {remat.planned = {budget = -1 : i64, peak = 0 : i64}} {
  return
}

// -----

// Host memory (space 1) does not count against the budget: the device peak is
// the argument and a (128 B) before the offload, the argument and c after;
// host memory peaks at h and b (128 B).
// expected-remark @+1 {{static peak of '@host_apart': 128 bytes (modeled 128, budget 128); host memory peak: 128 bytes}}
func.func @host_apart(%x: memref<16xf32>) -> memref<16xf32> attributes {remat.planned = {budget = 128 : i64, peak = 128 : i64}} {
  %a = memref.alloc() : memref<16xf32>
  linalg.exp ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  %h = memref.alloc() : memref<16xf32, 1>
  memref.copy %a, %h : memref<16xf32> to memref<16xf32, 1>
  memref.dealloc %a : memref<16xf32>
  %b = memref.alloc() : memref<16xf32, 1>
  linalg.negf ins(%h : memref<16xf32, 1>) outs(%b : memref<16xf32, 1>)
  memref.dealloc %h : memref<16xf32, 1>
  %c = memref.alloc() : memref<16xf32>
  memref.copy %b, %c : memref<16xf32, 1> to memref<16xf32>
  memref.dealloc %b : memref<16xf32, 1>
  return %c : memref<16xf32>
}

// -----

func.func @other_space(%x: memref<16xf32>) attributes {remat.planned = {budget = 1000 : i64, peak = 64 : i64}} {
  // expected-error @+1 {{cannot account for memory space 3 : i64: device memory is the default space, host memory space 1}}
  %a = memref.alloc() : memref<16xf32, 3>
  return
}
