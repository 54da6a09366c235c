// A small GPU program for the CUDA runtime tests: c = a + b on device memory
// (stream-ordered allocations, copies, a memset, an async launch), then
// s = 2 * c on host-shared memory, read from a host-registered buffer by a
// synchronous launch. It prints c, the memset buffer, s and the peaks.
module attributes {gpu.container_module} {
  func.func private @remat_cuda_reset_peak()
  func.func private @remat_cuda_print_peak()

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %two = arith.constant 2.0 : f32
    %fortytwo = arith.constant 42 : i32
    %ha = memref.alloc() : memref<16xf32>
    %hb = memref.alloc() : memref<16xf32>
    %hc = memref.alloc() {alignment = 4096} : memref<16xf32>
    %hz = memref.alloc() : memref<4xi32>
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %g = arith.mulf %f, %two : f32
      memref.store %f, %ha[%i] : memref<16xf32>
      memref.store %g, %hb[%i] : memref<16xf32>
    }
    func.call @remat_cuda_reset_peak() : () -> ()

    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<16xf32>
    %db, %t2 = gpu.alloc async [%t1] () : memref<16xf32>
    %dc, %t3 = gpu.alloc async [%t2] () : memref<16xf32>
    %dz, %t4 = gpu.alloc async [%t3] () : memref<4xi32>
    %t5 = gpu.memcpy async [%t4] %da, %ha : memref<16xf32>, memref<16xf32>
    %t6 = gpu.memcpy async [%t5] %db, %hb : memref<16xf32>, memref<16xf32>
    %t7 = gpu.memset async [%t6] %dz, %fortytwo : memref<4xi32>, i32
    %t8 = gpu.launch async [%t7]
        blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
      %a = memref.load %da[%tx] : memref<16xf32>
      %b = memref.load %db[%tx] : memref<16xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %dc[%tx] : memref<16xf32>
      gpu.terminator
    }
    %t9 = gpu.memcpy async [%t8] %hc, %dc : memref<16xf32>, memref<16xf32>
    %t10 = gpu.memcpy async [%t9] %hz, %dz : memref<4xi32>, memref<4xi32>
    %t11 = gpu.dealloc async [%t10] %da : memref<16xf32>
    %t12 = gpu.dealloc async [%t11] %db : memref<16xf32>
    %t13 = gpu.dealloc async [%t12] %dc : memref<16xf32>
    %t14 = gpu.dealloc async [%t13] %dz : memref<4xi32>
    gpu.wait [%t14]
    scf.for %i = %c0 to %c16 step %c1 {
      %v = memref.load %hc[%i] : memref<16xf32>
      vector.print %v : f32
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %hz[%i] : memref<4xi32>
      vector.print %v : i32
    }

    %sh = gpu.alloc host_shared () : memref<16xf32>
    %uc = memref.cast %hc : memref<16xf32> to memref<*xf32>
    gpu.host_register %uc : memref<*xf32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
      %v = memref.load %hc[%tx] : memref<16xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %sh[%tx] : memref<16xf32>
      gpu.terminator
    }
    gpu.host_unregister %uc : memref<*xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      %v = memref.load %sh[%i] : memref<16xf32>
      vector.print %v : f32
    }
    %t15 = gpu.wait async
    %t16 = gpu.dealloc async [%t15] %sh : memref<16xf32>
    gpu.wait [%t16]

    func.call @remat_cuda_print_peak() : () -> ()
    memref.dealloc %ha : memref<16xf32>
    memref.dealloc %hb : memref<16xf32>
    memref.dealloc %hc : memref<16xf32>
    memref.dealloc %hz : memref<4xi32>
    return
  }
}
