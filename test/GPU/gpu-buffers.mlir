// RUN: remat-opt %s --remat-gpu-buffers --split-input-file --verify-diagnostics | FileCheck %s

// Device buffers are managed memory, freed synchronously.
// CHECK-LABEL: func.func @device_buffers
// CHECK: %[[A:.*]] = gpu.alloc host_shared () : memref<16xf32>
// CHECK: linalg.exp ins(%{{.*}} : memref<16xf32>) outs(%[[A]] : memref<16xf32>)
// CHECK: %[[S:.*]] = gpu.wait async
// CHECK: %[[F:.*]] = gpu.dealloc async [%[[S]]] %[[A]] : memref<16xf32>
// CHECK: gpu.wait [%[[F]]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.dealloc
func.func @device_buffers(%x: memref<16xf32>, %y: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.exp ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  linalg.exp ins(%a : memref<16xf32>) outs(%y : memref<16xf32>)
  memref.dealloc %a : memref<16xf32>
  return
}

// -----

// A prefetch: the transfer overlaps the op that touches neither buffer; the
// wait comes before the first use of the destination, and the free of the
// host source (right after the copy, as remat-dealloc puts it) moves past it.
// CHECK-LABEL: func.func @prefetch
// CHECK-SAME: (%[[H:.*]]: memref<16xf32, 1>, %[[X:.*]]: memref<16xf32>, %[[Y:.*]]: memref<16xf32>)
// CHECK: %[[D:.*]] = gpu.alloc host_shared () : memref<16xf32>
// CHECK: %[[S:.*]] = gpu.wait async
// CHECK: %[[T:.*]] = gpu.memcpy async [%[[S]]] %[[D]], %[[H]] : memref<16xf32>, memref<16xf32, 1>
// CHECK-NEXT: linalg.exp ins(%[[X]] : memref<16xf32>) outs(%[[Y]] : memref<16xf32>)
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: memref.dealloc %[[H]] : memref<16xf32, 1>
// CHECK-NEXT: linalg.exp ins(%[[D]] : memref<16xf32>) outs(%[[Y]] : memref<16xf32>)
func.func @prefetch(%h: memref<16xf32, 1>, %x: memref<16xf32>, %y: memref<16xf32>) {
  %d = memref.alloc() : memref<16xf32>
  memref.copy %h, %d : memref<16xf32, 1> to memref<16xf32>
  memref.dealloc %h : memref<16xf32, 1>
  linalg.exp ins(%x : memref<16xf32>) outs(%y : memref<16xf32>)
  linalg.exp ins(%d : memref<16xf32>) outs(%y : memref<16xf32>)
  return
}

// -----

// A host allocation (here an offload's) ends the overlap of a prefetch whose
// host free was deferred: the host peak stays the modeled one.
// CHECK-LABEL: func.func @prefetch_then_offload
// CHECK: %[[T:.*]] = gpu.memcpy async
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: memref.dealloc %{{.*}} : memref<16xf32, 1>
// CHECK-NEXT: memref.alloc() : memref<16xf32, 1>
func.func @prefetch_then_offload(%h: memref<16xf32, 1>, %x: memref<16xf32>) -> memref<16xf32, 1> {
  %d = memref.alloc() : memref<16xf32>
  memref.copy %h, %d : memref<16xf32, 1> to memref<16xf32>
  memref.dealloc %h : memref<16xf32, 1>
  %g = memref.alloc() : memref<16xf32, 1>
  memref.copy %x, %g : memref<16xf32> to memref<16xf32, 1>
  linalg.exp ins(%d : memref<16xf32>) outs(%x : memref<16xf32>)
  return %g : memref<16xf32, 1>
}

// -----

// An offload: the device source is freed right after the copy, so the wait
// comes first (device memory is what the budget counts). The host buffer
// stays a host allocation.
// CHECK-LABEL: func.func @offload
// CHECK: %[[H:.*]] = memref.alloc() : memref<16xf32, 1>
// CHECK: %[[T:.*]] = gpu.memcpy async [%{{.*}}] %[[H]], %[[D:.*]] : memref<16xf32, 1>, memref<16xf32>
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: %[[S:.*]] = gpu.wait async
// CHECK-NEXT: gpu.dealloc async [%[[S]]] %[[D]]
// CHECK: return %[[H]]
func.func @offload(%x: memref<16xf32>) -> memref<16xf32, 1> {
  %d = memref.alloc() : memref<16xf32>
  linalg.exp ins(%x : memref<16xf32>) outs(%d : memref<16xf32>)
  %h = memref.alloc() : memref<16xf32, 1>
  memref.copy %d, %h : memref<16xf32> to memref<16xf32, 1>
  memref.dealloc %d : memref<16xf32>
  return %h : memref<16xf32, 1>
}

// -----

// A view of the destination counts as a use; with no use at all the wait
// comes before the terminator.
// CHECK-LABEL: func.func @views
// CHECK: %[[T:.*]] = gpu.memcpy async
// CHECK-NEXT: %[[V:.*]] = memref.subview
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: linalg.exp ins(%[[V]]
// CHECK: %[[T2:.*]] = gpu.memcpy async
// CHECK-NEXT: gpu.wait [%[[T2]]]
// CHECK-NEXT: return
func.func @views(%h: memref<16xf32, 1>, %y: memref<8xf32>, %z: memref<16xf32, 1>) {
  %d = memref.alloc() : memref<16xf32>
  memref.copy %h, %d : memref<16xf32, 1> to memref<16xf32>
  %v = memref.subview %d[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  linalg.exp ins(%v : memref<8xf32, strided<[1]>>) outs(%y : memref<8xf32>)
  memref.copy %d, %z : memref<16xf32> to memref<16xf32, 1>
  return
}

// -----

// Copies within device memory run as kernels, within host memory on the
// host; linalg ops on host memory run on the host.
// CHECK-LABEL: func.func @copies
// CHECK: linalg.copy ins(%{{.*}} : memref<16xf32>) outs(%{{.*}} : memref<16xf32>)
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<16xf32, 1> to memref<16xf32, 1>
// CHECK: linalg.exp {remat.device = "cpu"} ins(%{{.*}} : memref<16xf32, 1>)
// CHECK: linalg.exp ins(%{{.*}} : memref<16xf32>)
// CHECK-NOT: remat.device
func.func @copies(%x: memref<16xf32>, %y: memref<16xf32>,
                  %h: memref<16xf32, 1>, %g: memref<16xf32, 1>) {
  memref.copy %x, %y : memref<16xf32> to memref<16xf32>
  memref.copy %h, %g : memref<16xf32, 1> to memref<16xf32, 1>
  linalg.exp ins(%h : memref<16xf32, 1>) outs(%g : memref<16xf32, 1>)
  linalg.exp ins(%x : memref<16xf32>) outs(%y : memref<16xf32>)
  return
}

// -----

// Kernels cannot read host globals: a constant device code reads is copied
// to device memory where it is read, and freed after its last use.
memref.global "private" constant @cst : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
// CHECK-LABEL: func.func @constant
// CHECK: %[[G:.*]] = memref.get_global @cst : memref<4xf32>
// CHECK-NEXT: %[[C:.*]] = gpu.alloc host_shared () : memref<4xf32>
// CHECK-NEXT: %[[S:.*]] = gpu.wait async
// CHECK-NEXT: %[[T:.*]] = gpu.memcpy async [%[[S]]] %[[C]], %[[G]]
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: linalg.exp ins(%[[C]] : memref<4xf32>)
// CHECK-NEXT: gpu.wait async
// CHECK-NEXT: gpu.dealloc async [%{{.*}}] %[[C]]
func.func @constant(%y: memref<4xf32>) {
  %g = memref.get_global @cst : memref<4xf32>
  linalg.exp ins(%g : memref<4xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// Only the device's and the host's memory exist.
func.func @other_space() {
  // expected-error @+1 {{'memref.alloc' op uses memory space 2 : i64; the nvptx lowering knows the default (device) and 1 (host)}}
  %a = memref.alloc() : memref<16xf32, 2>
  return
}

// -----

func.func @stack() {
  // expected-error @+1 {{'memref.alloca' op stack buffers are not supported by the nvptx lowering}}
  %a = memref.alloca() : memref<16xf32>
  return
}
