// The CPU lowering computes math ops without an LLVM intrinsic (erf of the
// exact GELU, and the others) through libm, which mlir-runner resolves.
// RUN: remat-opt %s --remat-lower=cpu | env REMAT_RT_DUMP=1 mlir-runner -e main -entry-point-result=i32 -shared-libs=%remat_runtime_lib | FileCheck %s
// RUN: remat-opt %s --remat-lower=cpu | FileCheck %s --check-prefix=LLVM
// LLVM-DAG: llvm.call @erff
// LLVM-DAG: llvm.call @erf(
// CHECK: f32 shape 18
// CHECK-NEXT: {{^0\.52049}}
// CHECK-NEXT: {{^0\.47950}}
// CHECK-NEXT: {{^0\.54630}}
// CHECK-NEXT: {{^0\.52109}}
// CHECK-NEXT: {{^1\.12762}}
// CHECK-NEXT: {{^0\.52359}}
// CHECK-NEXT: {{^1\.04719}}
// CHECK-NEXT: {{^0\.46364}}
// CHECK-NEXT: {{^0\.24497}}
// CHECK-NEXT: {{^0\.79370}}
// CHECK-NEXT: {{^0\.40546}}
// CHECK-NEXT: {{^0\.64872}}
// CHECK-NEXT: {{^0\.48121}}
// CHECK-NEXT: {{^0\.54930}}
// CHECK-NEXT: {{^0\.96242}}
// CHECK-NEXT: {{^1\.41421}}
// CHECK-NEXT: {{^-0\.30103}}
// CHECK-NEXT: {{^0\.25$}}
// f64: erf(0.5)
// CHECK: f32 shape scalar
// CHECK-NEXT: {{^0\.52049}}

func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// The arguments keep the ops from being folded.
func.func @math(%a: f32, %b: f32, %c: f32, %d: f64) -> (tensor<18xf32>, tensor<f32>) {
  %0 = math.erf %a : f32
  %1 = math.erfc %a : f32
  %2 = math.tan %a : f32
  %3 = math.sinh %a : f32
  %4 = math.cosh %a : f32
  %5 = math.asin %a : f32
  %6 = math.acos %a : f32
  %7 = math.atan %a : f32
  %8 = math.atan2 %a, %b : f32
  %9 = math.cbrt %a : f32
  %10 = math.log1p %a : f32
  %11 = math.expm1 %a : f32
  %12 = math.asinh %a : f32
  %13 = math.atanh %a : f32
  %14 = math.acosh %c : f32
  %15 = math.exp2 %a : f32
  %16 = math.log10 %a : f32
  %17 = math.powf %a, %b : f32
  %t = tensor.from_elements %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : tensor<18xf32>
  %e = math.erf %d : f64
  %ef = arith.truncf %e : f64 to f32
  %s = tensor.from_elements %ef : tensor<f32>
  return %t, %s : tensor<18xf32>, tensor<f32>
}

func.func @main() -> i32 {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.constant 1.5 : f32
  %d = arith.constant 0.5 : f64
  %t, %s = call @math(%a, %b, %c, %d) : (f32, f32, f32, f64) -> (tensor<18xf32>, tensor<f32>)
  %m = bufferization.to_buffer %t : tensor<18xf32> to memref<18xf32>
  %u = memref.cast %m : memref<18xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u) : (memref<*xf32>) -> ()
  %sm = bufferization.to_buffer %s : tensor<f32> to memref<f32>
  %su = memref.cast %sm : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%su) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
