// Tests that remat-dealloc frees every buffer right after its last use,
// through views, and leaves escaping buffers to the caller.
// RUN: remat-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(remat-dealloc))' | FileCheck %s

// CHECK-LABEL: func.func @last_use
// CHECK: %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<16xf32>) outs(%[[A]]
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.negf ins(%[[A]] : memref<16xf32>) outs(%[[B]]
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.exp ins(%[[B]] : memref<16xf32>) outs(%[[C]]
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: return %[[C]]
func.func @last_use(%x: memref<16xf32>) -> memref<16xf32> {
  %a = memref.alloc() : memref<16xf32>
  linalg.exp ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.negf ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  %c = memref.alloc() : memref<16xf32>
  linalg.exp ins(%b : memref<16xf32>) outs(%c : memref<16xf32>)
  return %c : memref<16xf32>
}

// -----

// A view extends the life of its source; a buffer nobody reads dies at once;
// one that is returned through a view is never freed here.
// CHECK-LABEL: func.func @views
// CHECK: %[[A:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %[[DEAD:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.dealloc %[[DEAD]]
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<4x4xf32>) outs(%[[A]]
// CHECK-NEXT: %[[V:.*]] = memref.collapse_shape %[[A]]
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[V]][0] [8] [1]
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.negf ins(%[[S]] : memref<8xf32, strided<[1]>>) outs(%[[B]]
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: %[[R:.*]] = memref.expand_shape %[[B]]
// CHECK-NEXT: return %[[R]]
func.func @views(%x: memref<4x4xf32>) -> memref<2x4xf32> {
  %a = memref.alloc() : memref<4x4xf32>
  %dead = memref.alloc() : memref<8xf32>
  linalg.exp ins(%x : memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  %v = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %s = memref.subview %v[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %b = memref.alloc() : memref<8xf32>
  linalg.negf ins(%s : memref<8xf32, strided<[1]>>) outs(%b : memref<8xf32>)
  %r = memref.expand_shape %b [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %r : memref<2x4xf32>
}

// -----

// A buffer passed to a call dies after the call; functions of several blocks
// are left alone.
// CHECK-LABEL: func.func @call
// CHECK: call @callee(%[[A:.*]]) :
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-LABEL: func.func @blocks
// CHECK-NOT: memref.dealloc
func.func private @callee(memref<4xf32>)
func.func @call() {
  %a = memref.alloc() : memref<4xf32>
  call @callee(%a) : (memref<4xf32>) -> ()
  return
}
func.func @blocks(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
