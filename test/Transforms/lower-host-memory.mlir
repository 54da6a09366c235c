// Tests that remat-lower-host-memory sends host buffers (memory space 1)
// through the runtime's host allocator and leaves device buffers to
// finalize-memref-to-llvm, and that the whole CPU lowering gets there.
// RUN: remat-opt %s --split-input-file --remat-lower-host-memory --verify-diagnostics | FileCheck %s
// RUN: remat-opt %s --split-input-file --remat-lower-host-memory --finalize-memref-to-llvm='use-generic-functions' --reconcile-unrealized-casts --verify-diagnostics | FileCheck %s --check-prefix=LLVM

// CHECK-DAG: llvm.func @remat_rt_host_alloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @remat_rt_host_free(!llvm.ptr)
// CHECK-LABEL: func.func @offload
// CHECK: %[[D:.*]] = memref.alloc() : memref<4x2xf32>
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint
// CHECK: %[[RAW:.*]] = llvm.call @remat_rt_host_alloc(%[[BYTES]]) : (i64) -> !llvm.ptr
// CHECK: %[[PTR:.*]] = llvm.addrspacecast %[[RAW]] : !llvm.ptr to !llvm.ptr<1>
// CHECK: %[[H:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x2xf32, 1>
// CHECK: memref.copy %[[D]], %[[H]]
// CHECK: memref.dealloc %[[D]] : memref<4x2xf32>
// CHECK: %[[ALLOCATED:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK: %[[FREE:.*]] = llvm.addrspacecast %[[ALLOCATED]] : !llvm.ptr<1> to !llvm.ptr
// CHECK: llvm.call @remat_rt_host_free(%[[FREE]]) : (!llvm.ptr) -> ()

// LLVM-LABEL: func.func @offload
// LLVM: llvm.call @_mlir_memref_to_llvm_alloc
// LLVM: llvm.call @remat_rt_host_alloc
// LLVM: llvm.call @_mlir_memref_to_llvm_free
// LLVM: llvm.call @remat_rt_host_free
// LLVM-NOT: builtin.unrealized_conversion_cast
func.func @offload() {
  %d = memref.alloc() : memref<4x2xf32>
  %h = memref.alloc() : memref<4x2xf32, 1>
  memref.copy %d, %h : memref<4x2xf32> to memref<4x2xf32, 1>
  memref.dealloc %d : memref<4x2xf32>
  memref.dealloc %h : memref<4x2xf32, 1>
  return
}

// -----

func.func @dynamic(%n: index) {
  // expected-error @+1 {{host buffers must be statically shaped with the identity layout, got 'memref<?xf32, 1>'}}
  %h = memref.alloc(%n) : memref<?xf32, 1>
  return
}

// -----

func.func @stack() {
  // expected-error @+1 {{'memref.alloca' in host memory is not supported; host buffers are heap allocations (memref.alloc)}}
  %h = memref.alloca() : memref<4xf32, 1>
  return
}
