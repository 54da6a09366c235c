// Element types the NVPTX backend cannot compile in a kernel are an error
// naming the op and the type, before LLVM aborts ("LLVM ERROR: unsupported
// library call operation" for f80, f128 and conversions of i128) or fails
// to translate (f8 and f4 types, tf32, buffers of index).
// RUN: not remat-opt %s --split-input-file --remat-lower=nvptx -o /dev/null 2>&1 | FileCheck %s

// CHECK: unsupported-types.mlir:[[@LINE+3]]:8: error: 'linalg.add' op cannot run on the GPU: the NVPTX backend cannot compile 'f80' (in its operand 'memref<64xf80>'); kernels take integers of up to 64 bits, f16, bf16, f32, f64 and complex numbers of them
func.func @f80(%a: tensor<64xf80>, %b: tensor<64xf80>) -> tensor<64xf80> {
  %e = tensor.empty() : tensor<64xf80>
  %c = linalg.add ins(%a, %b : tensor<64xf80>, tensor<64xf80>) outs(%e : tensor<64xf80>) -> tensor<64xf80>
  return %c : tensor<64xf80>
}

// -----

// CHECK: unsupported-types.mlir:[[@LINE+3]]:8: error: 'linalg.generic' op cannot run on the GPU: the NVPTX backend cannot compile 'f128' (in 'arith.extf')
func.func @f128_inside(%a: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %w = arith.extf %x : f32 to f128
    %s = arith.mulf %w, %w : f128
    %y = arith.truncf %s : f128 to f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  return %c : tensor<64xf32>
}

// -----

// CHECK: unsupported-types.mlir:[[@LINE+3]]:8: error: 'linalg.add' op cannot run on the GPU: the NVPTX backend cannot compile 'f8E4M3FN' (in its operand 'memref<64xf8E4M3FN>')
func.func @f8(%a: tensor<64xf8E4M3FN>, %b: tensor<64xf8E4M3FN>) -> tensor<64xf8E4M3FN> {
  %e = tensor.empty() : tensor<64xf8E4M3FN>
  %c = linalg.add ins(%a, %b : tensor<64xf8E4M3FN>, tensor<64xf8E4M3FN>) outs(%e : tensor<64xf8E4M3FN>) -> tensor<64xf8E4M3FN>
  return %c : tensor<64xf8E4M3FN>
}

// -----

// CHECK: unsupported-types.mlir:[[@LINE+3]]:8: error: 'linalg.generic' op cannot run on the GPU: the NVPTX backend cannot compile 'i128' (in its operand 'memref<64xi128>')
func.func @i128(%a: tensor<64xf32>) -> tensor<64xi128> {
  %e = tensor.empty() : tensor<64xi128>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<64xf32>) outs(%e : tensor<64xi128>) {
  ^bb0(%x: f32, %o: i128):
    %y = arith.fptosi %x : f32 to i128
    linalg.yield %y : i128
  } -> tensor<64xi128>
  return %c : tensor<64xi128>
}

// -----

// CHECK: unsupported-types.mlir:[[@LINE+3]]:8: error: 'linalg.generic' op cannot run on the GPU: the NVPTX backend cannot compile 'index' (in its operand 'memref<64xindex>')
func.func @index(%a: tensor<64xindex>) -> tensor<64xindex> {
  %e = tensor.empty() : tensor<64xindex>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<64xindex>) outs(%e : tensor<64xindex>) {
  ^bb0(%x: index, %o: index):
    %y = arith.muli %x, %x : index
    linalg.yield %y : index
  } -> tensor<64xindex>
  return %c : tensor<64xindex>
}

// -----

// The types kernels take still compile: f16, bf16, f64, i1 and i64 buffers,
// complex numbers, index values that are not stored.
// CHECK-NOT: error
func.func @supported(%h: tensor<64xf16>, %b: tensor<64xbf16>, %d: tensor<64xf64>,
                     %p: tensor<64xi1>, %l: tensor<64xi64>, %c: tensor<64xcomplex<f32>>)
    -> (tensor<64xf16>, tensor<64xbf16>, tensor<64xf64>, tensor<64xi64>, tensor<64xcomplex<f32>>) {
  %eh = tensor.empty() : tensor<64xf16>
  %h2 = linalg.exp ins(%h : tensor<64xf16>) outs(%eh : tensor<64xf16>) -> tensor<64xf16>
  %eb = tensor.empty() : tensor<64xbf16>
  %b2 = linalg.exp ins(%b : tensor<64xbf16>) outs(%eb : tensor<64xbf16>) -> tensor<64xbf16>
  %ed = tensor.empty() : tensor<64xf64>
  %d2 = linalg.exp ins(%d : tensor<64xf64>) outs(%ed : tensor<64xf64>) -> tensor<64xf64>
  %el = tensor.empty() : tensor<64xi64>
  %l2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p, %l : tensor<64xi1>, tensor<64xi64>) outs(%el : tensor<64xi64>) {
  ^bb0(%x: i1, %y: i64, %o: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %s = arith.select %x, %y, %ii : i64
    linalg.yield %s : i64
  } -> tensor<64xi64>
  %ec = tensor.empty() : tensor<64xcomplex<f32>>
  %c2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%c : tensor<64xcomplex<f32>>) outs(%ec : tensor<64xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %o: complex<f32>):
    %s = complex.add %x, %x : complex<f32>
    linalg.yield %s : complex<f32>
  } -> tensor<64xcomplex<f32>>
  return %h2, %b2, %d2, %l2, %c2 : tensor<64xf16>, tensor<64xbf16>, tensor<64xf64>, tensor<64xi64>, tensor<64xcomplex<f32>>
}
