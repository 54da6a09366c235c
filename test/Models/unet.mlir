// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/unet.ref.npz --budgets min --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: unet.mlir: {{[0-9]+}} results match the reference
// CHECK: unet.mlir: PASS

// unet training step (U-Net, base 2, depth 3, 16x16, batch 2), imported from PyTorch by
// python/remat_torch/zoo.py --size tiny: @step(x, y, params...) -> (loss, grads...).
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1) -> (d0, d1)>
#map11 = affine_map<(d0, d1) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0) -> ()>
#map15 = affine_map<() -> ()>
#map16 = affine_map<(d0, d1) -> ()>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6 * 2, d4 + d7 * 2)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map22 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map23 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map24 = affine_map<(d0, d1) -> (0, d1)>
#map25 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x16x16xf32>, tensor<2x16x16xi64>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4x2x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<4x2x2x2xf32>, tensor<2xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x1x1xf32>, tensor<2xf32>) -> (tensor<f32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4x2x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<4x2x2x2xf32>, tensor<2xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x1x1xf32>, tensor<2xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<2x3x16x16xf32>, %arg1: tensor<2x16x16xi64>, %arg2: tensor<2x3x3x3xf32>, %arg3: tensor<2xf32>, %arg4: tensor<2xf32>, %arg5: tensor<2x2x3x3xf32>, %arg6: tensor<2xf32>, %arg7: tensor<2xf32>, %arg8: tensor<4x2x3x3xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4x4x3x3xf32>, %arg12: tensor<4xf32>, %arg13: tensor<4xf32>, %arg14: tensor<8x4x3x3xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8x8x3x3xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<16x8x3x3xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16x16x3x3xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x8x2x2xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8x4x2x2xf32>, %arg29: tensor<4xf32>, %arg30: tensor<4x2x2x2xf32>, %arg31: tensor<2xf32>, %arg32: tensor<8x16x3x3xf32>, %arg33: tensor<8xf32>, %arg34: tensor<8xf32>, %arg35: tensor<8x8x3x3xf32>, %arg36: tensor<8xf32>, %arg37: tensor<8xf32>, %arg38: tensor<4x8x3x3xf32>, %arg39: tensor<4xf32>, %arg40: tensor<4xf32>, %arg41: tensor<4x4x3x3xf32>, %arg42: tensor<4xf32>, %arg43: tensor<4xf32>, %arg44: tensor<2x4x3x3xf32>, %arg45: tensor<2xf32>, %arg46: tensor<2xf32>, %arg47: tensor<2x2x3x3xf32>, %arg48: tensor<2xf32>, %arg49: tensor<2xf32>, %arg50: tensor<2x2x1x1xf32>, %arg51: tensor<2xf32>):
    %0 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %15 = "arith.constant"() <{value = 5.120000e+02 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 5.120000e+02 : f64}> : () -> f64
    %17 = "arith.constant"() <{value = 16 : index}> : () -> index
    %18 = "arith.constant"() <{value = 1.280000e+02 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 1.280000e+02 : f64}> : () -> f64
    %20 = "arith.constant"() <{value = 8 : index}> : () -> index
    %21 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 3.200000e+01 : f64}> : () -> f64
    %23 = "arith.constant"() <{value = 4 : index}> : () -> index
    %24 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %25 = "arith.constant"() <{value = 8.000000e+00 : f64}> : () -> f64
    %26 = "arith.constant"() <{value = 1 : index}> : () -> index
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 0.001953125 : f32}> : () -> f32
    %29 = "arith.constant"() <{value = 7.812500e-03 : f32}> : () -> f32
    %30 = "arith.constant"() <{value = 3.125000e-02 : f32}> : () -> f32
    %31 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
    %32 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x8x2x2xf32>}> : () -> tensor<2x8x2x2xf32>
    %33 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x8x4x2x1xf32>}> : () -> tensor<2x8x4x2x1xf32>
    %34 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x8x5x2x1xf32>}> : () -> tensor<2x8x5x2x1xf32>
    %35 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x4x4x4xf32>}> : () -> tensor<2x4x4x4xf32>
    %36 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x4x8x4x1xf32>}> : () -> tensor<2x4x8x4x1xf32>
    %37 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x4x9x4x1xf32>}> : () -> tensor<2x4x9x4x1xf32>
    %38 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x2x8x8xf32>}> : () -> tensor<2x2x8x8xf32>
    %39 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x2x16x8x1xf32>}> : () -> tensor<2x2x16x8x1xf32>
    %40 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x2x17x8x1xf32>}> : () -> tensor<2x2x17x8x1xf32>
    %41 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2077: index, %arg2078: index, %arg2079: index, %arg2080: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x3x16x16xf32>) -> tensor<2x3x18x18xf32>
    %42 = "tensor.empty"() : () -> tensor<2x2x16x16xf32>
    %43 = "linalg.fill"(%8, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2075: f32, %arg2076: f32):
      "linalg.yield"(%arg2075) : (f32) -> ()
    }) : (f32, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %44 = "linalg.conv_2d_nchw_fchw"(%41, %arg2, %43) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2072: f32, %arg2073: f32, %arg2074: f32):
      %2034 = "arith.mulf"(%arg2072, %arg2073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2035 = "arith.addf"(%arg2074, %2034) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2035) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x3x18x18xf32>, tensor<2x3x3x3xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %45 = "tensor.empty"() : () -> tensor<2xf32>
    %46 = "linalg.fill"(%8, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2070: f32, %arg2071: f32):
      "linalg.yield"(%arg2070) : (f32) -> ()
    }) : (f32, tensor<2xf32>) -> tensor<2xf32>
    %47 = "linalg.generic"(%44, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2068: f32, %arg2069: f32):
      %2033 = "arith.addf"(%arg2068, %arg2069) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2033) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %48 = "linalg.generic"(%47, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2066: f32, %arg2067: f32):
      %2032 = "arith.divf"(%arg2066, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2032) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %49 = "tensor.empty"() : () -> tensor<2x2x16x16xf64>
    %50 = "linalg.generic"(%44, %49) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2064: f32, %arg2065: f64):
      %2031 = "arith.extf"(%arg2064) : (f32) -> f64
      "linalg.yield"(%2031) : (f64) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %51 = "tensor.empty"() : () -> tensor<1x2x1x1xf64>
    %52 = "linalg.fill"(%9, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2062: f64, %arg2063: f64):
      "linalg.yield"(%arg2062) : (f64) -> ()
    }) : (f64, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %53 = "linalg.generic"(%50, %52) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2060: f64, %arg2061: f64):
      %2030 = "arith.addf"(%arg2060, %arg2061) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2030) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %54 = "linalg.generic"(%53, %51) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2058: f64, %arg2059: f64):
      %2029 = "arith.divf"(%arg2058, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2029) : (f64) -> ()
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %55 = "linalg.generic"(%50, %54, %49) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2055: f64, %arg2056: f64, %arg2057: f64):
      %2028 = "arith.subf"(%arg2055, %arg2056) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2028) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<1x2x1x1xf64>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %56 = "linalg.generic"(%55, %55, %49) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2052: f64, %arg2053: f64, %arg2054: f64):
      %2027 = "arith.mulf"(%arg2052, %arg2053) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2027) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %57 = "tensor.empty"() : () -> tensor<2xf64>
    %58 = "linalg.fill"(%9, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2050: f64, %arg2051: f64):
      "linalg.yield"(%arg2050) : (f64) -> ()
    }) : (f64, tensor<2xf64>) -> tensor<2xf64>
    %59 = "linalg.generic"(%56, %58) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2048: f64, %arg2049: f64):
      %2026 = "arith.addf"(%arg2048, %arg2049) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2026) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<2xf64>) -> tensor<2xf64>
    %60 = "linalg.generic"(%59, %57) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2046: f64, %arg2047: f64):
      %2025 = "arith.divf"(%arg2046, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2025) : (f64) -> ()
    }) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %61 = "linalg.generic"(%60, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2044: f64, %arg2045: f32):
      %2024 = "arith.truncf"(%arg2044) : (f64) -> f32
      "linalg.yield"(%2024) : (f32) -> ()
    }) : (tensor<2xf64>, tensor<2xf32>) -> tensor<2xf32>
    %62 = "linalg.generic"(%61, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2042: f32, %arg2043: f32):
      %2022 = "arith.truncf"(%14) : (f64) -> f32
      %2023 = "arith.addf"(%arg2042, %2022) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2023) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %63 = "linalg.generic"(%62, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2040: f32, %arg2041: f32):
      %2021 = "math.rsqrt"(%arg2040) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2021) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %64 = "tensor.expand_shape"(%48) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %65 = "tensor.expand_shape"(%63) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %66 = "linalg.generic"(%44, %64, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2037: f32, %arg2038: f32, %arg2039: f32):
      %2020 = "arith.subf"(%arg2037, %arg2038) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2020) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %67 = "linalg.generic"(%66, %65, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2034: f32, %arg2035: f32, %arg2036: f32):
      %2019 = "arith.mulf"(%arg2034, %arg2035) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2019) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %68 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %69 = "linalg.generic"(%67, %68, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2031: f32, %arg2032: f32, %arg2033: f32):
      %2018 = "arith.mulf"(%arg2031, %arg2032) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2018) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %70 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %71 = "linalg.generic"(%69, %70, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2028: f32, %arg2029: f32, %arg2030: f32):
      %2017 = "arith.addf"(%arg2028, %arg2029) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2017) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %72 = "linalg.generic"(%71, %42) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2026: f32, %arg2027: f32):
      %2015 = "arith.cmpf"(%arg2026, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2016 = "arith.select"(%2015, %arg2026, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%2016) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %73 = "tensor.pad"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2022: index, %arg2023: index, %arg2024: index, %arg2025: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>) -> tensor<2x2x18x18xf32>
    %74 = "linalg.conv_2d_nchw_fchw"(%73, %arg5, %43) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2019: f32, %arg2020: f32, %arg2021: f32):
      %2013 = "arith.mulf"(%arg2019, %arg2020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2014 = "arith.addf"(%arg2021, %2013) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2014) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x18x18xf32>, tensor<2x2x3x3xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %75 = "linalg.generic"(%74, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2017: f32, %arg2018: f32):
      %2012 = "arith.addf"(%arg2017, %arg2018) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2012) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %76 = "linalg.generic"(%75, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2015: f32, %arg2016: f32):
      %2011 = "arith.divf"(%arg2015, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2011) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %77 = "linalg.generic"(%74, %49) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2013: f32, %arg2014: f64):
      %2010 = "arith.extf"(%arg2013) : (f32) -> f64
      "linalg.yield"(%2010) : (f64) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %78 = "linalg.generic"(%77, %52) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2011: f64, %arg2012: f64):
      %2009 = "arith.addf"(%arg2011, %arg2012) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2009) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %79 = "linalg.generic"(%78, %51) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2009: f64, %arg2010: f64):
      %2008 = "arith.divf"(%arg2009, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2008) : (f64) -> ()
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %80 = "linalg.generic"(%77, %79, %49) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2006: f64, %arg2007: f64, %arg2008: f64):
      %2007 = "arith.subf"(%arg2006, %arg2007) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2007) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<1x2x1x1xf64>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %81 = "linalg.generic"(%80, %80, %49) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2003: f64, %arg2004: f64, %arg2005: f64):
      %2006 = "arith.mulf"(%arg2003, %arg2004) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2006) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %82 = "linalg.generic"(%81, %58) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2001: f64, %arg2002: f64):
      %2005 = "arith.addf"(%arg2001, %arg2002) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2005) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<2xf64>) -> tensor<2xf64>
    %83 = "linalg.generic"(%82, %57) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1999: f64, %arg2000: f64):
      %2004 = "arith.divf"(%arg1999, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2004) : (f64) -> ()
    }) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %84 = "linalg.generic"(%83, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1997: f64, %arg1998: f32):
      %2003 = "arith.truncf"(%arg1997) : (f64) -> f32
      "linalg.yield"(%2003) : (f32) -> ()
    }) : (tensor<2xf64>, tensor<2xf32>) -> tensor<2xf32>
    %85 = "linalg.generic"(%84, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1995: f32, %arg1996: f32):
      %2001 = "arith.truncf"(%14) : (f64) -> f32
      %2002 = "arith.addf"(%arg1995, %2001) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2002) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %86 = "linalg.generic"(%85, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1993: f32, %arg1994: f32):
      %2000 = "math.rsqrt"(%arg1993) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2000) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %87 = "tensor.expand_shape"(%76) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %88 = "tensor.expand_shape"(%86) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %89 = "linalg.generic"(%74, %87, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1990: f32, %arg1991: f32, %arg1992: f32):
      %1999 = "arith.subf"(%arg1990, %arg1991) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1999) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %90 = "linalg.generic"(%89, %88, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1987: f32, %arg1988: f32, %arg1989: f32):
      %1998 = "arith.mulf"(%arg1987, %arg1988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1998) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %91 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %92 = "linalg.generic"(%90, %91, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1984: f32, %arg1985: f32, %arg1986: f32):
      %1997 = "arith.mulf"(%arg1984, %arg1985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1997) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %93 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %94 = "linalg.generic"(%92, %93, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1981: f32, %arg1982: f32, %arg1983: f32):
      %1996 = "arith.addf"(%arg1981, %arg1982) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1996) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %95 = "linalg.generic"(%94, %42) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1979: f32, %arg1980: f32):
      %1994 = "arith.cmpf"(%arg1979, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1995 = "arith.select"(%1994, %arg1979, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1995) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %96 = "tensor.empty"() : () -> tensor<2x2x8x8xf32>
    %97 = "linalg.fill"(%10, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1977: f32, %arg1978: f32):
      "linalg.yield"(%arg1977) : (f32) -> ()
    }) : (f32, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %98 = "tensor.empty"() : () -> tensor<2x2xf32>
    %99 = "linalg.pooling_nchw_max"(%95, %98, %97) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1974: f32, %arg1975: f32, %arg1976: f32):
      %1993 = "arith.maximumf"(%arg1976, %arg1974) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1993) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<2x2x16x16xf32>, tensor<2x2xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %100 = "tensor.empty"() : () -> tensor<2x2x8x8xi64>
    %101 = "linalg.fill"(%11, %100) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1972: i64, %arg1973: i64):
      "linalg.yield"(%arg1972) : (i64) -> ()
    }) : (i64, tensor<2x2x8x8xi64>) -> tensor<2x2x8x8xi64>
    %102 = "tensor.empty"() : () -> tensor<2x2xi64>
    %103 = "linalg.generic"(%99, %102, %101) <{indexing_maps = [#map9, #map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1969: f32, %arg1970: i64, %arg1971: i64):
      %1975 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1976 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1977 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1978 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %1979 = "arith.muli"(%1977, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1980 = "arith.addi"(%1979, %1978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1981 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1982 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %1983 = "arith.muli"(%1981, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1984 = "arith.addi"(%1983, %1982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1985 = "tensor.extract"(%95, %1975, %1976, %1980, %1984) : (tensor<2x2x16x16xf32>, index, index, index, index) -> f32
      %1986 = "arith.cmpf"(%1985, %arg1969) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %1987 = "arith.muli"(%1980, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1988 = "arith.addi"(%1984, %1987) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1989 = "arith.index_cast"(%1988) : (index) -> i64
      %1990 = "arith.select"(%1986, %1989, %arg1971) : (i1, i64, i64) -> i64
      %1991 = "arith.cmpi"(%arg1971, %11) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %1992 = "arith.select"(%1991, %1990, %arg1971) : (i1, i64, i64) -> i64
      "linalg.yield"(%1992) : (i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2xi64>, tensor<2x2x8x8xi64>) -> tensor<2x2x8x8xi64>
    %104 = "tensor.pad"(%99) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1965: index, %arg1966: index, %arg1967: index, %arg1968: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>) -> tensor<2x2x10x10xf32>
    %105 = "tensor.empty"() : () -> tensor<2x4x8x8xf32>
    %106 = "linalg.fill"(%8, %105) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1963: f32, %arg1964: f32):
      "linalg.yield"(%arg1963) : (f32) -> ()
    }) : (f32, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = "linalg.conv_2d_nchw_fchw"(%104, %arg8, %106) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1960: f32, %arg1961: f32, %arg1962: f32):
      %1973 = "arith.mulf"(%arg1960, %arg1961) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1974 = "arith.addf"(%arg1962, %1973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1974) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x10x10xf32>, tensor<4x2x3x3xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = "tensor.empty"() : () -> tensor<4xf32>
    %109 = "linalg.fill"(%8, %108) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1958: f32, %arg1959: f32):
      "linalg.yield"(%arg1958) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %110 = "linalg.generic"(%107, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1956: f32, %arg1957: f32):
      %1972 = "arith.addf"(%arg1956, %arg1957) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1972) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %111 = "linalg.generic"(%110, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1954: f32, %arg1955: f32):
      %1971 = "arith.divf"(%arg1954, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1971) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %112 = "tensor.empty"() : () -> tensor<2x4x8x8xf64>
    %113 = "linalg.generic"(%107, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1952: f32, %arg1953: f64):
      %1970 = "arith.extf"(%arg1952) : (f32) -> f64
      "linalg.yield"(%1970) : (f64) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %114 = "tensor.empty"() : () -> tensor<1x4x1x1xf64>
    %115 = "linalg.fill"(%9, %114) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1950: f64, %arg1951: f64):
      "linalg.yield"(%arg1950) : (f64) -> ()
    }) : (f64, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %116 = "linalg.generic"(%113, %115) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1948: f64, %arg1949: f64):
      %1969 = "arith.addf"(%arg1948, %arg1949) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1969) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %117 = "linalg.generic"(%116, %114) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1946: f64, %arg1947: f64):
      %1968 = "arith.divf"(%arg1946, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1968) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %118 = "linalg.generic"(%113, %117, %112) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1943: f64, %arg1944: f64, %arg1945: f64):
      %1967 = "arith.subf"(%arg1943, %arg1944) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1967) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %119 = "linalg.generic"(%118, %118, %112) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1940: f64, %arg1941: f64, %arg1942: f64):
      %1966 = "arith.mulf"(%arg1940, %arg1941) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1966) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %120 = "tensor.empty"() : () -> tensor<4xf64>
    %121 = "linalg.fill"(%9, %120) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1938: f64, %arg1939: f64):
      "linalg.yield"(%arg1938) : (f64) -> ()
    }) : (f64, tensor<4xf64>) -> tensor<4xf64>
    %122 = "linalg.generic"(%119, %121) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1936: f64, %arg1937: f64):
      %1965 = "arith.addf"(%arg1936, %arg1937) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1965) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<4xf64>) -> tensor<4xf64>
    %123 = "linalg.generic"(%122, %120) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1934: f64, %arg1935: f64):
      %1964 = "arith.divf"(%arg1934, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1964) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %124 = "linalg.generic"(%123, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1932: f64, %arg1933: f32):
      %1963 = "arith.truncf"(%arg1932) : (f64) -> f32
      "linalg.yield"(%1963) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %125 = "linalg.generic"(%124, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1930: f32, %arg1931: f32):
      %1961 = "arith.truncf"(%14) : (f64) -> f32
      %1962 = "arith.addf"(%arg1930, %1961) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1962) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %126 = "linalg.generic"(%125, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1928: f32, %arg1929: f32):
      %1960 = "math.rsqrt"(%arg1928) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1960) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %127 = "tensor.expand_shape"(%111) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %128 = "tensor.expand_shape"(%126) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %129 = "linalg.generic"(%107, %127, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1925: f32, %arg1926: f32, %arg1927: f32):
      %1959 = "arith.subf"(%arg1925, %arg1926) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1959) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %130 = "linalg.generic"(%129, %128, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1922: f32, %arg1923: f32, %arg1924: f32):
      %1958 = "arith.mulf"(%arg1922, %arg1923) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1958) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = "tensor.expand_shape"(%arg9) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %132 = "linalg.generic"(%130, %131, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1919: f32, %arg1920: f32, %arg1921: f32):
      %1957 = "arith.mulf"(%arg1919, %arg1920) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1957) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = "tensor.expand_shape"(%arg10) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %134 = "linalg.generic"(%132, %133, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1916: f32, %arg1917: f32, %arg1918: f32):
      %1956 = "arith.addf"(%arg1916, %arg1917) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1956) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %135 = "linalg.generic"(%134, %105) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1914: f32, %arg1915: f32):
      %1954 = "arith.cmpf"(%arg1914, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1955 = "arith.select"(%1954, %arg1914, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1955) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %136 = "tensor.pad"(%135) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1910: index, %arg1911: index, %arg1912: index, %arg1913: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>) -> tensor<2x4x10x10xf32>
    %137 = "linalg.conv_2d_nchw_fchw"(%136, %arg11, %106) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1907: f32, %arg1908: f32, %arg1909: f32):
      %1952 = "arith.mulf"(%arg1907, %arg1908) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1953 = "arith.addf"(%arg1909, %1952) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1953) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x10x10xf32>, tensor<4x4x3x3xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %138 = "linalg.generic"(%137, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1905: f32, %arg1906: f32):
      %1951 = "arith.addf"(%arg1905, %arg1906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1951) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %139 = "linalg.generic"(%138, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1903: f32, %arg1904: f32):
      %1950 = "arith.divf"(%arg1903, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1950) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "linalg.generic"(%137, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1901: f32, %arg1902: f64):
      %1949 = "arith.extf"(%arg1901) : (f32) -> f64
      "linalg.yield"(%1949) : (f64) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %141 = "linalg.generic"(%140, %115) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1899: f64, %arg1900: f64):
      %1948 = "arith.addf"(%arg1899, %arg1900) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1948) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %142 = "linalg.generic"(%141, %114) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1897: f64, %arg1898: f64):
      %1947 = "arith.divf"(%arg1897, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1947) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %143 = "linalg.generic"(%140, %142, %112) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1894: f64, %arg1895: f64, %arg1896: f64):
      %1946 = "arith.subf"(%arg1894, %arg1895) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1946) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %144 = "linalg.generic"(%143, %143, %112) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1891: f64, %arg1892: f64, %arg1893: f64):
      %1945 = "arith.mulf"(%arg1891, %arg1892) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1945) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %145 = "linalg.generic"(%144, %121) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1889: f64, %arg1890: f64):
      %1944 = "arith.addf"(%arg1889, %arg1890) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1944) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<4xf64>) -> tensor<4xf64>
    %146 = "linalg.generic"(%145, %120) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1887: f64, %arg1888: f64):
      %1943 = "arith.divf"(%arg1887, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1943) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %147 = "linalg.generic"(%146, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1885: f64, %arg1886: f32):
      %1942 = "arith.truncf"(%arg1885) : (f64) -> f32
      "linalg.yield"(%1942) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %148 = "linalg.generic"(%147, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1883: f32, %arg1884: f32):
      %1940 = "arith.truncf"(%14) : (f64) -> f32
      %1941 = "arith.addf"(%arg1883, %1940) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1941) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %149 = "linalg.generic"(%148, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1881: f32, %arg1882: f32):
      %1939 = "math.rsqrt"(%arg1881) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1939) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %150 = "tensor.expand_shape"(%139) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %151 = "tensor.expand_shape"(%149) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %152 = "linalg.generic"(%137, %150, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1878: f32, %arg1879: f32, %arg1880: f32):
      %1938 = "arith.subf"(%arg1878, %arg1879) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1938) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %153 = "linalg.generic"(%152, %151, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1875: f32, %arg1876: f32, %arg1877: f32):
      %1937 = "arith.mulf"(%arg1875, %arg1876) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1937) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %154 = "tensor.expand_shape"(%arg12) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %155 = "linalg.generic"(%153, %154, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1872: f32, %arg1873: f32, %arg1874: f32):
      %1936 = "arith.mulf"(%arg1872, %arg1873) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1936) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %156 = "tensor.expand_shape"(%arg13) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %157 = "linalg.generic"(%155, %156, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1869: f32, %arg1870: f32, %arg1871: f32):
      %1935 = "arith.addf"(%arg1869, %arg1870) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1935) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %158 = "linalg.generic"(%157, %105) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1867: f32, %arg1868: f32):
      %1933 = "arith.cmpf"(%arg1867, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1934 = "arith.select"(%1933, %arg1867, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1934) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %159 = "tensor.empty"() : () -> tensor<2x4x4x4xf32>
    %160 = "linalg.fill"(%10, %159) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1865: f32, %arg1866: f32):
      "linalg.yield"(%arg1865) : (f32) -> ()
    }) : (f32, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %161 = "linalg.pooling_nchw_max"(%158, %98, %160) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1862: f32, %arg1863: f32, %arg1864: f32):
      %1932 = "arith.maximumf"(%arg1864, %arg1862) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1932) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<2x4x8x8xf32>, tensor<2x2xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %162 = "tensor.empty"() : () -> tensor<2x4x4x4xi64>
    %163 = "linalg.fill"(%11, %162) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1860: i64, %arg1861: i64):
      "linalg.yield"(%arg1860) : (i64) -> ()
    }) : (i64, tensor<2x4x4x4xi64>) -> tensor<2x4x4x4xi64>
    %164 = "linalg.generic"(%161, %102, %163) <{indexing_maps = [#map9, #map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1857: f32, %arg1858: i64, %arg1859: i64):
      %1914 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1915 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1916 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1917 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %1918 = "arith.muli"(%1916, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1919 = "arith.addi"(%1918, %1917) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1920 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1921 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %1922 = "arith.muli"(%1920, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1923 = "arith.addi"(%1922, %1921) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1924 = "tensor.extract"(%158, %1914, %1915, %1919, %1923) : (tensor<2x4x8x8xf32>, index, index, index, index) -> f32
      %1925 = "arith.cmpf"(%1924, %arg1857) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %1926 = "arith.muli"(%1919, %20) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1927 = "arith.addi"(%1923, %1926) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1928 = "arith.index_cast"(%1927) : (index) -> i64
      %1929 = "arith.select"(%1925, %1928, %arg1859) : (i1, i64, i64) -> i64
      %1930 = "arith.cmpi"(%arg1859, %11) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %1931 = "arith.select"(%1930, %1929, %arg1859) : (i1, i64, i64) -> i64
      "linalg.yield"(%1931) : (i64) -> ()
    }) : (tensor<2x4x4x4xf32>, tensor<2x2xi64>, tensor<2x4x4x4xi64>) -> tensor<2x4x4x4xi64>
    %165 = "tensor.pad"(%161) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1853: index, %arg1854: index, %arg1855: index, %arg1856: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x4x4xf32>) -> tensor<2x4x6x6xf32>
    %166 = "tensor.empty"() : () -> tensor<2x8x4x4xf32>
    %167 = "linalg.fill"(%8, %166) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1851: f32, %arg1852: f32):
      "linalg.yield"(%arg1851) : (f32) -> ()
    }) : (f32, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %168 = "linalg.conv_2d_nchw_fchw"(%165, %arg14, %167) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1848: f32, %arg1849: f32, %arg1850: f32):
      %1912 = "arith.mulf"(%arg1848, %arg1849) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1913 = "arith.addf"(%arg1850, %1912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1913) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x6x6xf32>, tensor<8x4x3x3xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %169 = "tensor.empty"() : () -> tensor<8xf32>
    %170 = "linalg.fill"(%8, %169) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1846: f32, %arg1847: f32):
      "linalg.yield"(%arg1846) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %171 = "linalg.generic"(%168, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1844: f32, %arg1845: f32):
      %1911 = "arith.addf"(%arg1844, %arg1845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1911) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %172 = "linalg.generic"(%171, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1842: f32, %arg1843: f32):
      %1910 = "arith.divf"(%arg1842, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1910) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %173 = "tensor.empty"() : () -> tensor<2x8x4x4xf64>
    %174 = "linalg.generic"(%168, %173) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1840: f32, %arg1841: f64):
      %1909 = "arith.extf"(%arg1840) : (f32) -> f64
      "linalg.yield"(%1909) : (f64) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %175 = "tensor.empty"() : () -> tensor<1x8x1x1xf64>
    %176 = "linalg.fill"(%9, %175) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1838: f64, %arg1839: f64):
      "linalg.yield"(%arg1838) : (f64) -> ()
    }) : (f64, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %177 = "linalg.generic"(%174, %176) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1836: f64, %arg1837: f64):
      %1908 = "arith.addf"(%arg1836, %arg1837) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1908) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %178 = "linalg.generic"(%177, %175) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1834: f64, %arg1835: f64):
      %1907 = "arith.divf"(%arg1834, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1907) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %179 = "linalg.generic"(%174, %178, %173) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1831: f64, %arg1832: f64, %arg1833: f64):
      %1906 = "arith.subf"(%arg1831, %arg1832) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1906) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %180 = "linalg.generic"(%179, %179, %173) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1828: f64, %arg1829: f64, %arg1830: f64):
      %1905 = "arith.mulf"(%arg1828, %arg1829) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1905) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %181 = "tensor.empty"() : () -> tensor<8xf64>
    %182 = "linalg.fill"(%9, %181) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1826: f64, %arg1827: f64):
      "linalg.yield"(%arg1826) : (f64) -> ()
    }) : (f64, tensor<8xf64>) -> tensor<8xf64>
    %183 = "linalg.generic"(%180, %182) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1824: f64, %arg1825: f64):
      %1904 = "arith.addf"(%arg1824, %arg1825) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1904) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<8xf64>) -> tensor<8xf64>
    %184 = "linalg.generic"(%183, %181) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1822: f64, %arg1823: f64):
      %1903 = "arith.divf"(%arg1822, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1903) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %185 = "linalg.generic"(%184, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1820: f64, %arg1821: f32):
      %1902 = "arith.truncf"(%arg1820) : (f64) -> f32
      "linalg.yield"(%1902) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %186 = "linalg.generic"(%185, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1818: f32, %arg1819: f32):
      %1900 = "arith.truncf"(%14) : (f64) -> f32
      %1901 = "arith.addf"(%arg1818, %1900) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1901) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %187 = "linalg.generic"(%186, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1816: f32, %arg1817: f32):
      %1899 = "math.rsqrt"(%arg1816) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1899) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %188 = "tensor.expand_shape"(%172) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %189 = "tensor.expand_shape"(%187) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %190 = "linalg.generic"(%168, %188, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1813: f32, %arg1814: f32, %arg1815: f32):
      %1898 = "arith.subf"(%arg1813, %arg1814) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1898) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %191 = "linalg.generic"(%190, %189, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1810: f32, %arg1811: f32, %arg1812: f32):
      %1897 = "arith.mulf"(%arg1810, %arg1811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1897) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %192 = "tensor.expand_shape"(%arg15) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %193 = "linalg.generic"(%191, %192, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1807: f32, %arg1808: f32, %arg1809: f32):
      %1896 = "arith.mulf"(%arg1807, %arg1808) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1896) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %194 = "tensor.expand_shape"(%arg16) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %195 = "linalg.generic"(%193, %194, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1804: f32, %arg1805: f32, %arg1806: f32):
      %1895 = "arith.addf"(%arg1804, %arg1805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1895) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %196 = "linalg.generic"(%195, %166) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1802: f32, %arg1803: f32):
      %1893 = "arith.cmpf"(%arg1802, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1894 = "arith.select"(%1893, %arg1802, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1894) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %197 = "tensor.pad"(%196) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1798: index, %arg1799: index, %arg1800: index, %arg1801: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>) -> tensor<2x8x6x6xf32>
    %198 = "linalg.conv_2d_nchw_fchw"(%197, %arg17, %167) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1795: f32, %arg1796: f32, %arg1797: f32):
      %1891 = "arith.mulf"(%arg1795, %arg1796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1892 = "arith.addf"(%arg1797, %1891) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1892) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x6x6xf32>, tensor<8x8x3x3xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %199 = "linalg.generic"(%198, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1793: f32, %arg1794: f32):
      %1890 = "arith.addf"(%arg1793, %arg1794) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1890) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %200 = "linalg.generic"(%199, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1791: f32, %arg1792: f32):
      %1889 = "arith.divf"(%arg1791, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1889) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %201 = "linalg.generic"(%198, %173) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1789: f32, %arg1790: f64):
      %1888 = "arith.extf"(%arg1789) : (f32) -> f64
      "linalg.yield"(%1888) : (f64) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %202 = "linalg.generic"(%201, %176) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1787: f64, %arg1788: f64):
      %1887 = "arith.addf"(%arg1787, %arg1788) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1887) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %203 = "linalg.generic"(%202, %175) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1785: f64, %arg1786: f64):
      %1886 = "arith.divf"(%arg1785, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1886) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %204 = "linalg.generic"(%201, %203, %173) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1782: f64, %arg1783: f64, %arg1784: f64):
      %1885 = "arith.subf"(%arg1782, %arg1783) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1885) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %205 = "linalg.generic"(%204, %204, %173) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1779: f64, %arg1780: f64, %arg1781: f64):
      %1884 = "arith.mulf"(%arg1779, %arg1780) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1884) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %206 = "linalg.generic"(%205, %182) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1777: f64, %arg1778: f64):
      %1883 = "arith.addf"(%arg1777, %arg1778) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1883) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<8xf64>) -> tensor<8xf64>
    %207 = "linalg.generic"(%206, %181) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1775: f64, %arg1776: f64):
      %1882 = "arith.divf"(%arg1775, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1882) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %208 = "linalg.generic"(%207, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1773: f64, %arg1774: f32):
      %1881 = "arith.truncf"(%arg1773) : (f64) -> f32
      "linalg.yield"(%1881) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %209 = "linalg.generic"(%208, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1771: f32, %arg1772: f32):
      %1879 = "arith.truncf"(%14) : (f64) -> f32
      %1880 = "arith.addf"(%arg1771, %1879) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1880) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %210 = "linalg.generic"(%209, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1769: f32, %arg1770: f32):
      %1878 = "math.rsqrt"(%arg1769) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1878) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %211 = "tensor.expand_shape"(%200) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %212 = "tensor.expand_shape"(%210) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %213 = "linalg.generic"(%198, %211, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1766: f32, %arg1767: f32, %arg1768: f32):
      %1877 = "arith.subf"(%arg1766, %arg1767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1877) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %214 = "linalg.generic"(%213, %212, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1763: f32, %arg1764: f32, %arg1765: f32):
      %1876 = "arith.mulf"(%arg1763, %arg1764) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1876) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %215 = "tensor.expand_shape"(%arg18) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %216 = "linalg.generic"(%214, %215, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1760: f32, %arg1761: f32, %arg1762: f32):
      %1875 = "arith.mulf"(%arg1760, %arg1761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1875) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %217 = "tensor.expand_shape"(%arg19) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %218 = "linalg.generic"(%216, %217, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1757: f32, %arg1758: f32, %arg1759: f32):
      %1874 = "arith.addf"(%arg1757, %arg1758) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1874) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %219 = "linalg.generic"(%218, %166) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1755: f32, %arg1756: f32):
      %1872 = "arith.cmpf"(%arg1755, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1873 = "arith.select"(%1872, %arg1755, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1873) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %220 = "tensor.empty"() : () -> tensor<2x8x2x2xf32>
    %221 = "linalg.fill"(%10, %220) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1753: f32, %arg1754: f32):
      "linalg.yield"(%arg1753) : (f32) -> ()
    }) : (f32, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %222 = "linalg.pooling_nchw_max"(%219, %98, %221) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1750: f32, %arg1751: f32, %arg1752: f32):
      %1871 = "arith.maximumf"(%arg1752, %arg1750) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1871) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<2x8x4x4xf32>, tensor<2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %223 = "tensor.empty"() : () -> tensor<2x8x2x2xi64>
    %224 = "linalg.fill"(%11, %223) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1748: i64, %arg1749: i64):
      "linalg.yield"(%arg1748) : (i64) -> ()
    }) : (i64, tensor<2x8x2x2xi64>) -> tensor<2x8x2x2xi64>
    %225 = "linalg.generic"(%222, %102, %224) <{indexing_maps = [#map9, #map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1745: f32, %arg1746: i64, %arg1747: i64):
      %1853 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1854 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1855 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1856 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %1857 = "arith.muli"(%1855, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1858 = "arith.addi"(%1857, %1856) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1859 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1860 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %1861 = "arith.muli"(%1859, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1862 = "arith.addi"(%1861, %1860) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1863 = "tensor.extract"(%219, %1853, %1854, %1858, %1862) : (tensor<2x8x4x4xf32>, index, index, index, index) -> f32
      %1864 = "arith.cmpf"(%1863, %arg1745) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %1865 = "arith.muli"(%1858, %23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1866 = "arith.addi"(%1862, %1865) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1867 = "arith.index_cast"(%1866) : (index) -> i64
      %1868 = "arith.select"(%1864, %1867, %arg1747) : (i1, i64, i64) -> i64
      %1869 = "arith.cmpi"(%arg1747, %11) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %1870 = "arith.select"(%1869, %1868, %arg1747) : (i1, i64, i64) -> i64
      "linalg.yield"(%1870) : (i64) -> ()
    }) : (tensor<2x8x2x2xf32>, tensor<2x2xi64>, tensor<2x8x2x2xi64>) -> tensor<2x8x2x2xi64>
    %226 = "tensor.pad"(%222) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1741: index, %arg1742: index, %arg1743: index, %arg1744: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x2x2xf32>) -> tensor<2x8x4x4xf32>
    %227 = "tensor.empty"() : () -> tensor<2x16x2x2xf32>
    %228 = "linalg.fill"(%8, %227) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1739: f32, %arg1740: f32):
      "linalg.yield"(%arg1739) : (f32) -> ()
    }) : (f32, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %229 = "linalg.conv_2d_nchw_fchw"(%226, %arg20, %228) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1736: f32, %arg1737: f32, %arg1738: f32):
      %1851 = "arith.mulf"(%arg1736, %arg1737) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1852 = "arith.addf"(%arg1738, %1851) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1852) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x4x4xf32>, tensor<16x8x3x3xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %230 = "tensor.empty"() : () -> tensor<16xf32>
    %231 = "linalg.fill"(%8, %230) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1734: f32, %arg1735: f32):
      "linalg.yield"(%arg1734) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %232 = "linalg.generic"(%229, %231) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1732: f32, %arg1733: f32):
      %1850 = "arith.addf"(%arg1732, %arg1733) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1850) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %233 = "linalg.generic"(%232, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1730: f32, %arg1731: f32):
      %1849 = "arith.divf"(%arg1730, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1849) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %234 = "tensor.empty"() : () -> tensor<2x16x2x2xf64>
    %235 = "linalg.generic"(%229, %234) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1728: f32, %arg1729: f64):
      %1848 = "arith.extf"(%arg1728) : (f32) -> f64
      "linalg.yield"(%1848) : (f64) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xf64>) -> tensor<2x16x2x2xf64>
    %236 = "tensor.empty"() : () -> tensor<1x16x1x1xf64>
    %237 = "linalg.fill"(%9, %236) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1726: f64, %arg1727: f64):
      "linalg.yield"(%arg1726) : (f64) -> ()
    }) : (f64, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %238 = "linalg.generic"(%235, %237) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1724: f64, %arg1725: f64):
      %1847 = "arith.addf"(%arg1724, %arg1725) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1847) : (f64) -> ()
    }) : (tensor<2x16x2x2xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %239 = "linalg.generic"(%238, %236) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1722: f64, %arg1723: f64):
      %1846 = "arith.divf"(%arg1722, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1846) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %240 = "linalg.generic"(%235, %239, %234) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1719: f64, %arg1720: f64, %arg1721: f64):
      %1845 = "arith.subf"(%arg1719, %arg1720) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1845) : (f64) -> ()
    }) : (tensor<2x16x2x2xf64>, tensor<1x16x1x1xf64>, tensor<2x16x2x2xf64>) -> tensor<2x16x2x2xf64>
    %241 = "linalg.generic"(%240, %240, %234) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1716: f64, %arg1717: f64, %arg1718: f64):
      %1844 = "arith.mulf"(%arg1716, %arg1717) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1844) : (f64) -> ()
    }) : (tensor<2x16x2x2xf64>, tensor<2x16x2x2xf64>, tensor<2x16x2x2xf64>) -> tensor<2x16x2x2xf64>
    %242 = "tensor.empty"() : () -> tensor<16xf64>
    %243 = "linalg.fill"(%9, %242) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1714: f64, %arg1715: f64):
      "linalg.yield"(%arg1714) : (f64) -> ()
    }) : (f64, tensor<16xf64>) -> tensor<16xf64>
    %244 = "linalg.generic"(%241, %243) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1712: f64, %arg1713: f64):
      %1843 = "arith.addf"(%arg1712, %arg1713) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1843) : (f64) -> ()
    }) : (tensor<2x16x2x2xf64>, tensor<16xf64>) -> tensor<16xf64>
    %245 = "linalg.generic"(%244, %242) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1710: f64, %arg1711: f64):
      %1842 = "arith.divf"(%arg1710, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1842) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %246 = "linalg.generic"(%245, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1708: f64, %arg1709: f32):
      %1841 = "arith.truncf"(%arg1708) : (f64) -> f32
      "linalg.yield"(%1841) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %247 = "linalg.generic"(%246, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1706: f32, %arg1707: f32):
      %1839 = "arith.truncf"(%14) : (f64) -> f32
      %1840 = "arith.addf"(%arg1706, %1839) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1840) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %248 = "linalg.generic"(%247, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1704: f32, %arg1705: f32):
      %1838 = "math.rsqrt"(%arg1704) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1838) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %249 = "tensor.expand_shape"(%233) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %250 = "tensor.expand_shape"(%248) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %251 = "linalg.generic"(%229, %249, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1701: f32, %arg1702: f32, %arg1703: f32):
      %1837 = "arith.subf"(%arg1701, %arg1702) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1837) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %252 = "linalg.generic"(%251, %250, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1698: f32, %arg1699: f32, %arg1700: f32):
      %1836 = "arith.mulf"(%arg1698, %arg1699) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1836) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %253 = "tensor.expand_shape"(%arg21) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %254 = "linalg.generic"(%252, %253, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1695: f32, %arg1696: f32, %arg1697: f32):
      %1835 = "arith.mulf"(%arg1695, %arg1696) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1835) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %255 = "tensor.expand_shape"(%arg22) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %256 = "linalg.generic"(%254, %255, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1692: f32, %arg1693: f32, %arg1694: f32):
      %1834 = "arith.addf"(%arg1692, %arg1693) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1834) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %257 = "linalg.generic"(%256, %227) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1690: f32, %arg1691: f32):
      %1832 = "arith.cmpf"(%arg1690, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1833 = "arith.select"(%1832, %arg1690, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1833) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %258 = "tensor.pad"(%257) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1686: index, %arg1687: index, %arg1688: index, %arg1689: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>) -> tensor<2x16x4x4xf32>
    %259 = "linalg.conv_2d_nchw_fchw"(%258, %arg23, %228) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1683: f32, %arg1684: f32, %arg1685: f32):
      %1830 = "arith.mulf"(%arg1683, %arg1684) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1831 = "arith.addf"(%arg1685, %1830) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1831) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x16x4x4xf32>, tensor<16x16x3x3xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %260 = "linalg.generic"(%259, %231) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1681: f32, %arg1682: f32):
      %1829 = "arith.addf"(%arg1681, %arg1682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1829) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %261 = "linalg.generic"(%260, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1679: f32, %arg1680: f32):
      %1828 = "arith.divf"(%arg1679, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1828) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %262 = "linalg.generic"(%259, %234) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1677: f32, %arg1678: f64):
      %1827 = "arith.extf"(%arg1677) : (f32) -> f64
      "linalg.yield"(%1827) : (f64) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xf64>) -> tensor<2x16x2x2xf64>
    %263 = "linalg.generic"(%262, %237) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1675: f64, %arg1676: f64):
      %1826 = "arith.addf"(%arg1675, %arg1676) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1826) : (f64) -> ()
    }) : (tensor<2x16x2x2xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %264 = "linalg.generic"(%263, %236) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1673: f64, %arg1674: f64):
      %1825 = "arith.divf"(%arg1673, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1825) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %265 = "linalg.generic"(%262, %264, %234) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1670: f64, %arg1671: f64, %arg1672: f64):
      %1824 = "arith.subf"(%arg1670, %arg1671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1824) : (f64) -> ()
    }) : (tensor<2x16x2x2xf64>, tensor<1x16x1x1xf64>, tensor<2x16x2x2xf64>) -> tensor<2x16x2x2xf64>
    %266 = "linalg.generic"(%265, %265, %234) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1667: f64, %arg1668: f64, %arg1669: f64):
      %1823 = "arith.mulf"(%arg1667, %arg1668) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1823) : (f64) -> ()
    }) : (tensor<2x16x2x2xf64>, tensor<2x16x2x2xf64>, tensor<2x16x2x2xf64>) -> tensor<2x16x2x2xf64>
    %267 = "linalg.generic"(%266, %243) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1665: f64, %arg1666: f64):
      %1822 = "arith.addf"(%arg1665, %arg1666) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1822) : (f64) -> ()
    }) : (tensor<2x16x2x2xf64>, tensor<16xf64>) -> tensor<16xf64>
    %268 = "linalg.generic"(%267, %242) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1663: f64, %arg1664: f64):
      %1821 = "arith.divf"(%arg1663, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1821) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %269 = "linalg.generic"(%268, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1661: f64, %arg1662: f32):
      %1820 = "arith.truncf"(%arg1661) : (f64) -> f32
      "linalg.yield"(%1820) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %270 = "linalg.generic"(%269, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1659: f32, %arg1660: f32):
      %1818 = "arith.truncf"(%14) : (f64) -> f32
      %1819 = "arith.addf"(%arg1659, %1818) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1819) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %271 = "linalg.generic"(%270, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1657: f32, %arg1658: f32):
      %1817 = "math.rsqrt"(%arg1657) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1817) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %272 = "tensor.expand_shape"(%261) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %273 = "tensor.expand_shape"(%271) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %274 = "linalg.generic"(%259, %272, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1654: f32, %arg1655: f32, %arg1656: f32):
      %1816 = "arith.subf"(%arg1654, %arg1655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1816) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %275 = "linalg.generic"(%274, %273, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1651: f32, %arg1652: f32, %arg1653: f32):
      %1815 = "arith.mulf"(%arg1651, %arg1652) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1815) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %276 = "tensor.expand_shape"(%arg24) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %277 = "linalg.generic"(%275, %276, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1648: f32, %arg1649: f32, %arg1650: f32):
      %1814 = "arith.mulf"(%arg1648, %arg1649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1814) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %278 = "tensor.expand_shape"(%arg25) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %279 = "linalg.generic"(%277, %278, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1645: f32, %arg1646: f32, %arg1647: f32):
      %1813 = "arith.addf"(%arg1645, %arg1646) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1813) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %280 = "linalg.generic"(%279, %227) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1643: f32, %arg1644: f32):
      %1811 = "arith.cmpf"(%arg1643, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1812 = "arith.select"(%1811, %arg1643, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1812) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %281 = "tensor.empty"() : () -> tensor<8x16x2x2xf32>
    %282 = "linalg.fill"(%8, %281) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1641: f32, %arg1642: f32):
      "linalg.yield"(%arg1641) : (f32) -> ()
    }) : (f32, tensor<8x16x2x2xf32>) -> tensor<8x16x2x2xf32>
    %283 = "linalg.generic"(%282) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1640: f32):
      %1804 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1805 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1806 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1807 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1808 = "arith.subi"(%26, %1806) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1809 = "arith.subi"(%26, %1807) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1810 = "tensor.extract"(%arg26, %1805, %1804, %1808, %1809) : (tensor<16x8x2x2xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1810) : (f32) -> ()
    }) : (tensor<8x16x2x2xf32>) -> tensor<8x16x2x2xf32>
    %284 = "tensor.empty"() : () -> tensor<2x16x5x5xf32>
    %285 = "linalg.fill"(%8, %284) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1638: f32, %arg1639: f32):
      "linalg.yield"(%arg1638) : (f32) -> ()
    }) : (f32, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %286 = "tensor.insert_slice"(%280, %285) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 16, 2, 2>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<2x16x2x2xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %287 = "linalg.broadcast"(%arg27, %166) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1636: f32, %arg1637: f32):
      "linalg.yield"(%arg1636) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %288 = "linalg.conv_2d_nchw_fchw"(%286, %283, %287) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1633: f32, %arg1634: f32, %arg1635: f32):
      %1802 = "arith.mulf"(%arg1633, %arg1634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1803 = "arith.addf"(%arg1635, %1802) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1803) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x16x5x5xf32>, tensor<8x16x2x2xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %289 = "tensor.concat"(%219, %288) <{dim = 1 : i64}> : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x16x4x4xf32>
    %290 = "tensor.pad"(%289) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1629: index, %arg1630: index, %arg1631: index, %arg1632: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x16x4x4xf32>) -> tensor<2x16x6x6xf32>
    %291 = "linalg.conv_2d_nchw_fchw"(%290, %arg32, %167) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1626: f32, %arg1627: f32, %arg1628: f32):
      %1800 = "arith.mulf"(%arg1626, %arg1627) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1801 = "arith.addf"(%arg1628, %1800) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1801) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x16x6x6xf32>, tensor<8x16x3x3xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %292 = "linalg.generic"(%291, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1624: f32, %arg1625: f32):
      %1799 = "arith.addf"(%arg1624, %arg1625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1799) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %293 = "linalg.generic"(%292, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1622: f32, %arg1623: f32):
      %1798 = "arith.divf"(%arg1622, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1798) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %294 = "linalg.generic"(%291, %173) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1620: f32, %arg1621: f64):
      %1797 = "arith.extf"(%arg1620) : (f32) -> f64
      "linalg.yield"(%1797) : (f64) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %295 = "linalg.generic"(%294, %176) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1618: f64, %arg1619: f64):
      %1796 = "arith.addf"(%arg1618, %arg1619) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1796) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %296 = "linalg.generic"(%295, %175) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1616: f64, %arg1617: f64):
      %1795 = "arith.divf"(%arg1616, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1795) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %297 = "linalg.generic"(%294, %296, %173) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1613: f64, %arg1614: f64, %arg1615: f64):
      %1794 = "arith.subf"(%arg1613, %arg1614) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1794) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %298 = "linalg.generic"(%297, %297, %173) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1610: f64, %arg1611: f64, %arg1612: f64):
      %1793 = "arith.mulf"(%arg1610, %arg1611) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1793) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %299 = "linalg.generic"(%298, %182) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1608: f64, %arg1609: f64):
      %1792 = "arith.addf"(%arg1608, %arg1609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1792) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<8xf64>) -> tensor<8xf64>
    %300 = "linalg.generic"(%299, %181) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1606: f64, %arg1607: f64):
      %1791 = "arith.divf"(%arg1606, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1791) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %301 = "linalg.generic"(%300, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1604: f64, %arg1605: f32):
      %1790 = "arith.truncf"(%arg1604) : (f64) -> f32
      "linalg.yield"(%1790) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %302 = "linalg.generic"(%301, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1602: f32, %arg1603: f32):
      %1788 = "arith.truncf"(%14) : (f64) -> f32
      %1789 = "arith.addf"(%arg1602, %1788) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1789) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %303 = "linalg.generic"(%302, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1600: f32, %arg1601: f32):
      %1787 = "math.rsqrt"(%arg1600) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1787) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %304 = "tensor.expand_shape"(%293) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %305 = "tensor.expand_shape"(%303) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %306 = "linalg.generic"(%291, %304, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1597: f32, %arg1598: f32, %arg1599: f32):
      %1786 = "arith.subf"(%arg1597, %arg1598) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1786) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %307 = "linalg.generic"(%306, %305, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1594: f32, %arg1595: f32, %arg1596: f32):
      %1785 = "arith.mulf"(%arg1594, %arg1595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1785) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %308 = "tensor.expand_shape"(%arg33) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %309 = "linalg.generic"(%307, %308, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1591: f32, %arg1592: f32, %arg1593: f32):
      %1784 = "arith.mulf"(%arg1591, %arg1592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1784) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %310 = "tensor.expand_shape"(%arg34) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %311 = "linalg.generic"(%309, %310, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1588: f32, %arg1589: f32, %arg1590: f32):
      %1783 = "arith.addf"(%arg1588, %arg1589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1783) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %312 = "linalg.generic"(%311, %166) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1586: f32, %arg1587: f32):
      %1781 = "arith.cmpf"(%arg1586, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1782 = "arith.select"(%1781, %arg1586, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1782) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %313 = "tensor.pad"(%312) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1582: index, %arg1583: index, %arg1584: index, %arg1585: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>) -> tensor<2x8x6x6xf32>
    %314 = "linalg.conv_2d_nchw_fchw"(%313, %arg35, %167) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1579: f32, %arg1580: f32, %arg1581: f32):
      %1779 = "arith.mulf"(%arg1579, %arg1580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1780 = "arith.addf"(%arg1581, %1779) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1780) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x6x6xf32>, tensor<8x8x3x3xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %315 = "linalg.generic"(%314, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1577: f32, %arg1578: f32):
      %1778 = "arith.addf"(%arg1577, %arg1578) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1778) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %316 = "linalg.generic"(%315, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1575: f32, %arg1576: f32):
      %1777 = "arith.divf"(%arg1575, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1777) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %317 = "linalg.generic"(%314, %173) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1573: f32, %arg1574: f64):
      %1776 = "arith.extf"(%arg1573) : (f32) -> f64
      "linalg.yield"(%1776) : (f64) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %318 = "linalg.generic"(%317, %176) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1571: f64, %arg1572: f64):
      %1775 = "arith.addf"(%arg1571, %arg1572) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1775) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %319 = "linalg.generic"(%318, %175) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1569: f64, %arg1570: f64):
      %1774 = "arith.divf"(%arg1569, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1774) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %320 = "linalg.generic"(%317, %319, %173) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1566: f64, %arg1567: f64, %arg1568: f64):
      %1773 = "arith.subf"(%arg1566, %arg1567) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1773) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<1x8x1x1xf64>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %321 = "linalg.generic"(%320, %320, %173) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1563: f64, %arg1564: f64, %arg1565: f64):
      %1772 = "arith.mulf"(%arg1563, %arg1564) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1772) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>, tensor<2x8x4x4xf64>) -> tensor<2x8x4x4xf64>
    %322 = "linalg.generic"(%321, %182) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1561: f64, %arg1562: f64):
      %1771 = "arith.addf"(%arg1561, %arg1562) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1771) : (f64) -> ()
    }) : (tensor<2x8x4x4xf64>, tensor<8xf64>) -> tensor<8xf64>
    %323 = "linalg.generic"(%322, %181) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1559: f64, %arg1560: f64):
      %1770 = "arith.divf"(%arg1559, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1770) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %324 = "linalg.generic"(%323, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1557: f64, %arg1558: f32):
      %1769 = "arith.truncf"(%arg1557) : (f64) -> f32
      "linalg.yield"(%1769) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %325 = "linalg.generic"(%324, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1555: f32, %arg1556: f32):
      %1767 = "arith.truncf"(%14) : (f64) -> f32
      %1768 = "arith.addf"(%arg1555, %1767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1768) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %326 = "linalg.generic"(%325, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1553: f32, %arg1554: f32):
      %1766 = "math.rsqrt"(%arg1553) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1766) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %327 = "tensor.expand_shape"(%316) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %328 = "tensor.expand_shape"(%326) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %329 = "linalg.generic"(%314, %327, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1550: f32, %arg1551: f32, %arg1552: f32):
      %1765 = "arith.subf"(%arg1550, %arg1551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1765) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %330 = "linalg.generic"(%329, %328, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1547: f32, %arg1548: f32, %arg1549: f32):
      %1764 = "arith.mulf"(%arg1547, %arg1548) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1764) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %331 = "tensor.expand_shape"(%arg36) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %332 = "linalg.generic"(%330, %331, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1544: f32, %arg1545: f32, %arg1546: f32):
      %1763 = "arith.mulf"(%arg1544, %arg1545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1763) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %333 = "tensor.expand_shape"(%arg37) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %334 = "linalg.generic"(%332, %333, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1541: f32, %arg1542: f32, %arg1543: f32):
      %1762 = "arith.addf"(%arg1541, %arg1542) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1762) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %335 = "linalg.generic"(%334, %166) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1539: f32, %arg1540: f32):
      %1760 = "arith.cmpf"(%arg1539, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1761 = "arith.select"(%1760, %arg1539, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1761) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %336 = "tensor.empty"() : () -> tensor<4x8x2x2xf32>
    %337 = "linalg.fill"(%8, %336) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1537: f32, %arg1538: f32):
      "linalg.yield"(%arg1537) : (f32) -> ()
    }) : (f32, tensor<4x8x2x2xf32>) -> tensor<4x8x2x2xf32>
    %338 = "linalg.generic"(%337) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1536: f32):
      %1753 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1754 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1755 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1756 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1757 = "arith.subi"(%26, %1755) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1758 = "arith.subi"(%26, %1756) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1759 = "tensor.extract"(%arg28, %1754, %1753, %1757, %1758) : (tensor<8x4x2x2xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1759) : (f32) -> ()
    }) : (tensor<4x8x2x2xf32>) -> tensor<4x8x2x2xf32>
    %339 = "tensor.empty"() : () -> tensor<2x8x9x9xf32>
    %340 = "linalg.fill"(%8, %339) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1534: f32, %arg1535: f32):
      "linalg.yield"(%arg1534) : (f32) -> ()
    }) : (f32, tensor<2x8x9x9xf32>) -> tensor<2x8x9x9xf32>
    %341 = "tensor.insert_slice"(%335, %340) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 8, 4, 4>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<2x8x4x4xf32>, tensor<2x8x9x9xf32>) -> tensor<2x8x9x9xf32>
    %342 = "linalg.broadcast"(%arg29, %105) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1532: f32, %arg1533: f32):
      "linalg.yield"(%arg1532) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %343 = "linalg.conv_2d_nchw_fchw"(%341, %338, %342) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1529: f32, %arg1530: f32, %arg1531: f32):
      %1751 = "arith.mulf"(%arg1529, %arg1530) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1752 = "arith.addf"(%arg1531, %1751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1752) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x9x9xf32>, tensor<4x8x2x2xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %344 = "tensor.concat"(%158, %343) <{dim = 1 : i64}> : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x8x8x8xf32>
    %345 = "tensor.pad"(%344) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1525: index, %arg1526: index, %arg1527: index, %arg1528: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x8x8xf32>) -> tensor<2x8x10x10xf32>
    %346 = "linalg.conv_2d_nchw_fchw"(%345, %arg38, %106) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1522: f32, %arg1523: f32, %arg1524: f32):
      %1749 = "arith.mulf"(%arg1522, %arg1523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1750 = "arith.addf"(%arg1524, %1749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1750) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x10x10xf32>, tensor<4x8x3x3xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %347 = "linalg.generic"(%346, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1520: f32, %arg1521: f32):
      %1748 = "arith.addf"(%arg1520, %arg1521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1748) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %348 = "linalg.generic"(%347, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1518: f32, %arg1519: f32):
      %1747 = "arith.divf"(%arg1518, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1747) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %349 = "linalg.generic"(%346, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1516: f32, %arg1517: f64):
      %1746 = "arith.extf"(%arg1516) : (f32) -> f64
      "linalg.yield"(%1746) : (f64) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %350 = "linalg.generic"(%349, %115) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1514: f64, %arg1515: f64):
      %1745 = "arith.addf"(%arg1514, %arg1515) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1745) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %351 = "linalg.generic"(%350, %114) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1512: f64, %arg1513: f64):
      %1744 = "arith.divf"(%arg1512, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1744) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %352 = "linalg.generic"(%349, %351, %112) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1509: f64, %arg1510: f64, %arg1511: f64):
      %1743 = "arith.subf"(%arg1509, %arg1510) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1743) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %353 = "linalg.generic"(%352, %352, %112) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1506: f64, %arg1507: f64, %arg1508: f64):
      %1742 = "arith.mulf"(%arg1506, %arg1507) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1742) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %354 = "linalg.generic"(%353, %121) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1504: f64, %arg1505: f64):
      %1741 = "arith.addf"(%arg1504, %arg1505) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1741) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<4xf64>) -> tensor<4xf64>
    %355 = "linalg.generic"(%354, %120) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1502: f64, %arg1503: f64):
      %1740 = "arith.divf"(%arg1502, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1740) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %356 = "linalg.generic"(%355, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1500: f64, %arg1501: f32):
      %1739 = "arith.truncf"(%arg1500) : (f64) -> f32
      "linalg.yield"(%1739) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %357 = "linalg.generic"(%356, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1498: f32, %arg1499: f32):
      %1737 = "arith.truncf"(%14) : (f64) -> f32
      %1738 = "arith.addf"(%arg1498, %1737) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1738) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %358 = "linalg.generic"(%357, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1496: f32, %arg1497: f32):
      %1736 = "math.rsqrt"(%arg1496) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1736) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %359 = "tensor.expand_shape"(%348) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %360 = "tensor.expand_shape"(%358) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %361 = "linalg.generic"(%346, %359, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1493: f32, %arg1494: f32, %arg1495: f32):
      %1735 = "arith.subf"(%arg1493, %arg1494) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1735) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %362 = "linalg.generic"(%361, %360, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1490: f32, %arg1491: f32, %arg1492: f32):
      %1734 = "arith.mulf"(%arg1490, %arg1491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1734) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %363 = "tensor.expand_shape"(%arg39) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %364 = "linalg.generic"(%362, %363, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1487: f32, %arg1488: f32, %arg1489: f32):
      %1733 = "arith.mulf"(%arg1487, %arg1488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1733) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %365 = "tensor.expand_shape"(%arg40) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %366 = "linalg.generic"(%364, %365, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1484: f32, %arg1485: f32, %arg1486: f32):
      %1732 = "arith.addf"(%arg1484, %arg1485) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1732) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %367 = "linalg.generic"(%366, %105) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1482: f32, %arg1483: f32):
      %1730 = "arith.cmpf"(%arg1482, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1731 = "arith.select"(%1730, %arg1482, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1731) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %368 = "tensor.pad"(%367) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1478: index, %arg1479: index, %arg1480: index, %arg1481: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>) -> tensor<2x4x10x10xf32>
    %369 = "linalg.conv_2d_nchw_fchw"(%368, %arg41, %106) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1475: f32, %arg1476: f32, %arg1477: f32):
      %1728 = "arith.mulf"(%arg1475, %arg1476) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1729 = "arith.addf"(%arg1477, %1728) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1729) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x10x10xf32>, tensor<4x4x3x3xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %370 = "linalg.generic"(%369, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1473: f32, %arg1474: f32):
      %1727 = "arith.addf"(%arg1473, %arg1474) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1727) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %371 = "linalg.generic"(%370, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1471: f32, %arg1472: f32):
      %1726 = "arith.divf"(%arg1471, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1726) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %372 = "linalg.generic"(%369, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1469: f32, %arg1470: f64):
      %1725 = "arith.extf"(%arg1469) : (f32) -> f64
      "linalg.yield"(%1725) : (f64) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %373 = "linalg.generic"(%372, %115) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1467: f64, %arg1468: f64):
      %1724 = "arith.addf"(%arg1467, %arg1468) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1724) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %374 = "linalg.generic"(%373, %114) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1465: f64, %arg1466: f64):
      %1723 = "arith.divf"(%arg1465, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1723) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %375 = "linalg.generic"(%372, %374, %112) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1462: f64, %arg1463: f64, %arg1464: f64):
      %1722 = "arith.subf"(%arg1462, %arg1463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1722) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %376 = "linalg.generic"(%375, %375, %112) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1459: f64, %arg1460: f64, %arg1461: f64):
      %1721 = "arith.mulf"(%arg1459, %arg1460) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1721) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) -> tensor<2x4x8x8xf64>
    %377 = "linalg.generic"(%376, %121) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1457: f64, %arg1458: f64):
      %1720 = "arith.addf"(%arg1457, %arg1458) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1720) : (f64) -> ()
    }) : (tensor<2x4x8x8xf64>, tensor<4xf64>) -> tensor<4xf64>
    %378 = "linalg.generic"(%377, %120) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1455: f64, %arg1456: f64):
      %1719 = "arith.divf"(%arg1455, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1719) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %379 = "linalg.generic"(%378, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1453: f64, %arg1454: f32):
      %1718 = "arith.truncf"(%arg1453) : (f64) -> f32
      "linalg.yield"(%1718) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %380 = "linalg.generic"(%379, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1451: f32, %arg1452: f32):
      %1716 = "arith.truncf"(%14) : (f64) -> f32
      %1717 = "arith.addf"(%arg1451, %1716) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1717) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %381 = "linalg.generic"(%380, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1449: f32, %arg1450: f32):
      %1715 = "math.rsqrt"(%arg1449) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1715) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %382 = "tensor.expand_shape"(%371) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %383 = "tensor.expand_shape"(%381) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %384 = "linalg.generic"(%369, %382, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1446: f32, %arg1447: f32, %arg1448: f32):
      %1714 = "arith.subf"(%arg1446, %arg1447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1714) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %385 = "linalg.generic"(%384, %383, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1443: f32, %arg1444: f32, %arg1445: f32):
      %1713 = "arith.mulf"(%arg1443, %arg1444) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1713) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %386 = "tensor.expand_shape"(%arg42) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %387 = "linalg.generic"(%385, %386, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1440: f32, %arg1441: f32, %arg1442: f32):
      %1712 = "arith.mulf"(%arg1440, %arg1441) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1712) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %388 = "tensor.expand_shape"(%arg43) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %389 = "linalg.generic"(%387, %388, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1437: f32, %arg1438: f32, %arg1439: f32):
      %1711 = "arith.addf"(%arg1437, %arg1438) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1711) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %390 = "linalg.generic"(%389, %105) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1435: f32, %arg1436: f32):
      %1709 = "arith.cmpf"(%arg1435, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1710 = "arith.select"(%1709, %arg1435, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1710) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %391 = "tensor.empty"() : () -> tensor<2x4x2x2xf32>
    %392 = "linalg.fill"(%8, %391) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1433: f32, %arg1434: f32):
      "linalg.yield"(%arg1433) : (f32) -> ()
    }) : (f32, tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
    %393 = "linalg.generic"(%392) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1432: f32):
      %1702 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1703 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1704 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1705 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1706 = "arith.subi"(%26, %1704) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1707 = "arith.subi"(%26, %1705) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1708 = "tensor.extract"(%arg30, %1703, %1702, %1706, %1707) : (tensor<4x2x2x2xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1708) : (f32) -> ()
    }) : (tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
    %394 = "tensor.empty"() : () -> tensor<2x4x17x17xf32>
    %395 = "linalg.fill"(%8, %394) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1430: f32, %arg1431: f32):
      "linalg.yield"(%arg1430) : (f32) -> ()
    }) : (f32, tensor<2x4x17x17xf32>) -> tensor<2x4x17x17xf32>
    %396 = "tensor.insert_slice"(%390, %395) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 4, 8, 8>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<2x4x8x8xf32>, tensor<2x4x17x17xf32>) -> tensor<2x4x17x17xf32>
    %397 = "linalg.broadcast"(%arg31, %42) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1428: f32, %arg1429: f32):
      "linalg.yield"(%arg1428) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %398 = "linalg.conv_2d_nchw_fchw"(%396, %393, %397) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1425: f32, %arg1426: f32, %arg1427: f32):
      %1700 = "arith.mulf"(%arg1425, %arg1426) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1701 = "arith.addf"(%arg1427, %1700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1701) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x17x17xf32>, tensor<2x4x2x2xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %399 = "tensor.concat"(%95, %398) <{dim = 1 : i64}> : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %400 = "tensor.pad"(%399) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1421: index, %arg1422: index, %arg1423: index, %arg1424: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x16x16xf32>) -> tensor<2x4x18x18xf32>
    %401 = "linalg.conv_2d_nchw_fchw"(%400, %arg44, %43) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1418: f32, %arg1419: f32, %arg1420: f32):
      %1698 = "arith.mulf"(%arg1418, %arg1419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1699 = "arith.addf"(%arg1420, %1698) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1699) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x18x18xf32>, tensor<2x4x3x3xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %402 = "linalg.generic"(%401, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1416: f32, %arg1417: f32):
      %1697 = "arith.addf"(%arg1416, %arg1417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1697) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %403 = "linalg.generic"(%402, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1414: f32, %arg1415: f32):
      %1696 = "arith.divf"(%arg1414, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1696) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %404 = "linalg.generic"(%401, %49) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1412: f32, %arg1413: f64):
      %1695 = "arith.extf"(%arg1412) : (f32) -> f64
      "linalg.yield"(%1695) : (f64) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %405 = "linalg.generic"(%404, %52) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1410: f64, %arg1411: f64):
      %1694 = "arith.addf"(%arg1410, %arg1411) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1694) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %406 = "linalg.generic"(%405, %51) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1408: f64, %arg1409: f64):
      %1693 = "arith.divf"(%arg1408, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1693) : (f64) -> ()
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %407 = "linalg.generic"(%404, %406, %49) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1405: f64, %arg1406: f64, %arg1407: f64):
      %1692 = "arith.subf"(%arg1405, %arg1406) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1692) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<1x2x1x1xf64>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %408 = "linalg.generic"(%407, %407, %49) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1402: f64, %arg1403: f64, %arg1404: f64):
      %1691 = "arith.mulf"(%arg1402, %arg1403) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1691) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %409 = "linalg.generic"(%408, %58) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1400: f64, %arg1401: f64):
      %1690 = "arith.addf"(%arg1400, %arg1401) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1690) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<2xf64>) -> tensor<2xf64>
    %410 = "linalg.generic"(%409, %57) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1398: f64, %arg1399: f64):
      %1689 = "arith.divf"(%arg1398, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1689) : (f64) -> ()
    }) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %411 = "linalg.generic"(%410, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1396: f64, %arg1397: f32):
      %1688 = "arith.truncf"(%arg1396) : (f64) -> f32
      "linalg.yield"(%1688) : (f32) -> ()
    }) : (tensor<2xf64>, tensor<2xf32>) -> tensor<2xf32>
    %412 = "linalg.generic"(%411, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1394: f32, %arg1395: f32):
      %1686 = "arith.truncf"(%14) : (f64) -> f32
      %1687 = "arith.addf"(%arg1394, %1686) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1687) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %413 = "linalg.generic"(%412, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1392: f32, %arg1393: f32):
      %1685 = "math.rsqrt"(%arg1392) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1685) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %414 = "tensor.expand_shape"(%403) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %415 = "tensor.expand_shape"(%413) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %416 = "linalg.generic"(%401, %414, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1389: f32, %arg1390: f32, %arg1391: f32):
      %1684 = "arith.subf"(%arg1389, %arg1390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1684) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %417 = "linalg.generic"(%416, %415, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1386: f32, %arg1387: f32, %arg1388: f32):
      %1683 = "arith.mulf"(%arg1386, %arg1387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1683) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %418 = "tensor.expand_shape"(%arg45) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %419 = "linalg.generic"(%417, %418, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1383: f32, %arg1384: f32, %arg1385: f32):
      %1682 = "arith.mulf"(%arg1383, %arg1384) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1682) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %420 = "tensor.expand_shape"(%arg46) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %421 = "linalg.generic"(%419, %420, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1380: f32, %arg1381: f32, %arg1382: f32):
      %1681 = "arith.addf"(%arg1380, %arg1381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1681) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %422 = "linalg.generic"(%421, %42) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1378: f32, %arg1379: f32):
      %1679 = "arith.cmpf"(%arg1378, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1680 = "arith.select"(%1679, %arg1378, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1680) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %423 = "tensor.pad"(%422) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1374: index, %arg1375: index, %arg1376: index, %arg1377: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>) -> tensor<2x2x18x18xf32>
    %424 = "linalg.conv_2d_nchw_fchw"(%423, %arg47, %43) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1371: f32, %arg1372: f32, %arg1373: f32):
      %1677 = "arith.mulf"(%arg1371, %arg1372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1678 = "arith.addf"(%arg1373, %1677) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1678) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x18x18xf32>, tensor<2x2x3x3xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %425 = "linalg.generic"(%424, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1369: f32, %arg1370: f32):
      %1676 = "arith.addf"(%arg1369, %arg1370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1676) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %426 = "linalg.generic"(%425, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1367: f32, %arg1368: f32):
      %1675 = "arith.divf"(%arg1367, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1675) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %427 = "linalg.generic"(%424, %49) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1365: f32, %arg1366: f64):
      %1674 = "arith.extf"(%arg1365) : (f32) -> f64
      "linalg.yield"(%1674) : (f64) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %428 = "linalg.generic"(%427, %52) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1363: f64, %arg1364: f64):
      %1673 = "arith.addf"(%arg1363, %arg1364) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1673) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %429 = "linalg.generic"(%428, %51) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1361: f64, %arg1362: f64):
      %1672 = "arith.divf"(%arg1361, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1672) : (f64) -> ()
    }) : (tensor<1x2x1x1xf64>, tensor<1x2x1x1xf64>) -> tensor<1x2x1x1xf64>
    %430 = "linalg.generic"(%427, %429, %49) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1358: f64, %arg1359: f64, %arg1360: f64):
      %1671 = "arith.subf"(%arg1358, %arg1359) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1671) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<1x2x1x1xf64>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %431 = "linalg.generic"(%430, %430, %49) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1355: f64, %arg1356: f64, %arg1357: f64):
      %1670 = "arith.mulf"(%arg1355, %arg1356) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1670) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>, tensor<2x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %432 = "linalg.generic"(%431, %58) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1353: f64, %arg1354: f64):
      %1669 = "arith.addf"(%arg1353, %arg1354) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1669) : (f64) -> ()
    }) : (tensor<2x2x16x16xf64>, tensor<2xf64>) -> tensor<2xf64>
    %433 = "linalg.generic"(%432, %57) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1351: f64, %arg1352: f64):
      %1668 = "arith.divf"(%arg1351, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1668) : (f64) -> ()
    }) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %434 = "linalg.generic"(%433, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1349: f64, %arg1350: f32):
      %1667 = "arith.truncf"(%arg1349) : (f64) -> f32
      "linalg.yield"(%1667) : (f32) -> ()
    }) : (tensor<2xf64>, tensor<2xf32>) -> tensor<2xf32>
    %435 = "linalg.generic"(%434, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1347: f32, %arg1348: f32):
      %1665 = "arith.truncf"(%14) : (f64) -> f32
      %1666 = "arith.addf"(%arg1347, %1665) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1666) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %436 = "linalg.generic"(%435, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1345: f32, %arg1346: f32):
      %1664 = "math.rsqrt"(%arg1345) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1664) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %437 = "tensor.expand_shape"(%426) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %438 = "tensor.expand_shape"(%436) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %439 = "linalg.generic"(%424, %437, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1342: f32, %arg1343: f32, %arg1344: f32):
      %1663 = "arith.subf"(%arg1342, %arg1343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1663) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %440 = "linalg.generic"(%439, %438, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1339: f32, %arg1340: f32, %arg1341: f32):
      %1662 = "arith.mulf"(%arg1339, %arg1340) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1662) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %441 = "tensor.expand_shape"(%arg48) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %442 = "linalg.generic"(%440, %441, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1336: f32, %arg1337: f32, %arg1338: f32):
      %1661 = "arith.mulf"(%arg1336, %arg1337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1661) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %443 = "tensor.expand_shape"(%arg49) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %444 = "linalg.generic"(%442, %443, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1333: f32, %arg1334: f32, %arg1335: f32):
      %1660 = "arith.addf"(%arg1333, %arg1334) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1660) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %445 = "linalg.generic"(%444, %42) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1331: f32, %arg1332: f32):
      %1658 = "arith.cmpf"(%arg1331, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1659 = "arith.select"(%1658, %arg1331, %8) : (i1, f32, f32) -> f32
      "linalg.yield"(%1659) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %446 = "linalg.broadcast"(%arg51, %42) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1329: f32, %arg1330: f32):
      "linalg.yield"(%arg1329) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %447 = "linalg.conv_2d_nchw_fchw"(%445, %arg50, %446) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1326: f32, %arg1327: f32, %arg1328: f32):
      %1656 = "arith.mulf"(%arg1326, %arg1327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1657 = "arith.addf"(%arg1328, %1656) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1657) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x16x16xf32>, tensor<2x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %448 = "tensor.empty"() : () -> tensor<2x16x16x2xf32>
    %449 = "linalg.transpose"(%447, %448) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1324: f32, %arg1325: f32):
      "linalg.yield"(%arg1324) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x16x16x2xf32>) -> tensor<2x16x16x2xf32>
    %450 = "tensor.collapse_shape"(%449) <{reassociation = [[0, 1, 2], [3]]}> : (tensor<2x16x16x2xf32>) -> tensor<512x2xf32>
    %451 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1, 2]]}> : (tensor<2x16x16xi64>) -> tensor<512xi64>
    %452 = "tensor.empty"() : () -> tensor<512xi64>
    %453 = "linalg.fill"(%5, %452) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1322: i64, %arg1323: i64):
      "linalg.yield"(%arg1322) : (i64) -> ()
    }) : (i64, tensor<512xi64>) -> tensor<512xi64>
    %454 = "tensor.empty"() : () -> tensor<512xf32>
    %455 = "linalg.fill"(%10, %454) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1320: f32, %arg1321: f32):
      "linalg.yield"(%arg1320) : (f32) -> ()
    }) : (f32, tensor<512xf32>) -> tensor<512xf32>
    %456:2 = "linalg.generic"(%450, %455, %453) <{indexing_maps = [#map10, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1317: f32, %arg1318: f32, %arg1319: i64):
      %1651 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1652 = "arith.index_cast"(%1651) : (index) -> i64
      %1653 = "arith.maximumf"(%arg1317, %arg1318) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1654 = "arith.cmpf"(%arg1317, %arg1318) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1655 = "arith.select"(%1654, %1652, %arg1319) : (i1, i64, i64) -> i64
      "linalg.yield"(%1653, %1655) : (f32, i64) -> ()
    }) : (tensor<512x2xf32>, tensor<512xf32>, tensor<512xi64>) -> (tensor<512xf32>, tensor<512xi64>)
    %457 = "tensor.expand_shape"(%456#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 512, 1>}> : (tensor<512xf32>) -> tensor<512x1xf32>
    %458 = "tensor.empty"() : () -> tensor<512x2xf32>
    %459 = "linalg.generic"(%450, %457, %458) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1314: f32, %arg1315: f32, %arg1316: f32):
      %1650 = "arith.subf"(%arg1314, %arg1315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1650) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x1xf32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %460 = "linalg.generic"(%459, %458) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1312: f32, %arg1313: f32):
      %1649 = "math.exp"(%arg1312) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1649) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %461 = "tensor.empty"() : () -> tensor<512x1xf32>
    %462 = "linalg.fill"(%8, %461) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1310: f32, %arg1311: f32):
      "linalg.yield"(%arg1310) : (f32) -> ()
    }) : (f32, tensor<512x1xf32>) -> tensor<512x1xf32>
    %463 = "linalg.generic"(%460, %462) <{indexing_maps = [#map10, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1308: f32, %arg1309: f32):
      %1648 = "arith.addf"(%arg1308, %arg1309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1648) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x1xf32>) -> tensor<512x1xf32>
    %464 = "linalg.generic"(%463, %461) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1306: f32, %arg1307: f32):
      %1647 = "math.log"(%arg1306) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1647) : (f32) -> ()
    }) : (tensor<512x1xf32>, tensor<512x1xf32>) -> tensor<512x1xf32>
    %465 = "linalg.generic"(%459, %464, %458) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1303: f32, %arg1304: f32, %arg1305: f32):
      %1646 = "arith.subf"(%arg1303, %arg1304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1646) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x1xf32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %466 = "tensor.empty"() : () -> tensor<512xi1>
    %467 = "linalg.generic"(%451, %466) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1301: i64, %arg1302: i1):
      %1645 = "arith.cmpi"(%arg1301, %3) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1645) : (i1) -> ()
    }) : (tensor<512xi64>, tensor<512xi1>) -> tensor<512xi1>
    %468 = "linalg.generic"(%467, %454) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1299: i1, %arg1300: f32):
      %1644 = "arith.uitofp"(%arg1299) : (i1) -> f32
      "linalg.yield"(%1644) : (f32) -> ()
    }) : (tensor<512xi1>, tensor<512xf32>) -> tensor<512xf32>
    %469 = "tensor.expand_shape"(%451) <{reassociation = [[0, 1]], static_output_shape = array<i64: 512, 1>}> : (tensor<512xi64>) -> tensor<512x1xi64>
    %470 = "tensor.empty"() : () -> tensor<2xi64>
    %471 = "linalg.generic"(%470) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1298: i64):
      %1642 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1643 = "arith.index_cast"(%1642) : (index) -> i64
      "linalg.yield"(%1643) : (i64) -> ()
    }) : (tensor<2xi64>) -> tensor<2xi64>
    %472 = "tensor.empty"() : () -> tensor<512x2xi1>
    %473 = "linalg.generic"(%469, %471, %472) <{indexing_maps = [#map12, #map13, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1295: i64, %arg1296: i64, %arg1297: i1):
      %1641 = "arith.cmpi"(%arg1295, %arg1296) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1641) : (i1) -> ()
    }) : (tensor<512x1xi64>, tensor<2xi64>, tensor<512x2xi1>) -> tensor<512x2xi1>
    %474 = "linalg.generic"(%473, %458) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1293: i1, %arg1294: f32):
      %1640 = "arith.uitofp"(%arg1293) : (i1) -> f32
      "linalg.yield"(%1640) : (f32) -> ()
    }) : (tensor<512x2xi1>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %475 = "linalg.generic"(%465, %474, %458) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1290: f32, %arg1291: f32, %arg1292: f32):
      %1639 = "arith.mulf"(%arg1290, %arg1291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1639) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x2xf32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %476 = "linalg.fill"(%8, %454) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1288: f32, %arg1289: f32):
      "linalg.yield"(%arg1288) : (f32) -> ()
    }) : (f32, tensor<512xf32>) -> tensor<512xf32>
    %477 = "linalg.generic"(%475, %476) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1286: f32, %arg1287: f32):
      %1638 = "arith.addf"(%arg1286, %arg1287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1638) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512xf32>) -> tensor<512xf32>
    %478 = "linalg.generic"(%477, %468, %454) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1283: f32, %arg1284: f32, %arg1285: f32):
      %1637 = "arith.mulf"(%arg1283, %arg1284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1637) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %479 = "tensor.empty"() : () -> tensor<f32>
    %480 = "linalg.fill"(%8, %479) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1281: f32, %arg1282: f32):
      "linalg.yield"(%arg1281) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %481 = "linalg.generic"(%478, %480) <{indexing_maps = [#map5, #map14], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1279: f32, %arg1280: f32):
      %1636 = "arith.addf"(%arg1279, %arg1280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1636) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %482 = "linalg.generic"(%481, %479) <{indexing_maps = [#map15, #map15], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1277: f32, %arg1278: f32):
      %1635 = "arith.negf"(%arg1277) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1635) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %483 = "linalg.generic"(%468, %480) <{indexing_maps = [#map5, #map14], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1275: f32, %arg1276: f32):
      %1634 = "arith.addf"(%arg1275, %arg1276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1634) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %484 = "linalg.generic"(%482, %483, %479) <{indexing_maps = [#map15, #map15, #map15], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1272: f32, %arg1273: f32, %arg1274: f32):
      %1633 = "arith.divf"(%arg1272, %arg1273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1633) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %485 = "tensor.expand_shape"(%468) <{reassociation = [[0, 1]], static_output_shape = array<i64: 512, 1>}> : (tensor<512xf32>) -> tensor<512x1xf32>
    %486 = "linalg.generic"(%13, %479) <{indexing_maps = [#map15, #map15], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1270: f32, %arg1271: f32):
      %1632 = "arith.negf"(%arg1270) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1632) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %487 = "linalg.generic"(%486, %483, %479) <{indexing_maps = [#map15, #map15, #map15], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1267: f32, %arg1268: f32, %arg1269: f32):
      %1631 = "arith.divf"(%arg1267, %arg1268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1631) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %488 = "linalg.generic"(%474, %485, %458) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1264: f32, %arg1265: f32, %arg1266: f32):
      %1630 = "arith.mulf"(%arg1264, %arg1265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1630) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x1xf32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %489 = "linalg.generic"(%488, %487, %458) <{indexing_maps = [#map10, #map16, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1261: f32, %arg1262: f32, %arg1263: f32):
      %1629 = "arith.mulf"(%arg1261, %arg1262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1629) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<f32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %490 = "linalg.generic"(%465, %458) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1259: f32, %arg1260: f32):
      %1628 = "math.exp"(%arg1259) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1628) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %491 = "linalg.generic"(%489, %462) <{indexing_maps = [#map10, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1257: f32, %arg1258: f32):
      %1627 = "arith.addf"(%arg1257, %arg1258) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1627) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x1xf32>) -> tensor<512x1xf32>
    %492 = "linalg.generic"(%490, %491, %458) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1254: f32, %arg1255: f32, %arg1256: f32):
      %1626 = "arith.mulf"(%arg1254, %arg1255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1626) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x1xf32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %493 = "linalg.generic"(%489, %492, %458) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1251: f32, %arg1252: f32, %arg1253: f32):
      %1625 = "arith.subf"(%arg1251, %arg1252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1625) : (f32) -> ()
    }) : (tensor<512x2xf32>, tensor<512x2xf32>, tensor<512x2xf32>) -> tensor<512x2xf32>
    %494 = "tensor.expand_shape"(%493) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 2, 16, 16, 2>}> : (tensor<512x2xf32>) -> tensor<2x16x16x2xf32>
    %495 = "linalg.transpose"(%494, %42) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg1249: f32, %arg1250: f32):
      "linalg.yield"(%arg1249) : (f32) -> ()
    }) : (tensor<2x16x16x2xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %496 = "tensor.empty"() : () -> tensor<2x2x1x1xf32>
    %497 = "linalg.fill"(%8, %496) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1247: f32, %arg1248: f32):
      "linalg.yield"(%arg1247) : (f32) -> ()
    }) : (f32, tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %498 = "linalg.generic"(%497) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1246: f32):
      %1622 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1623 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1624 = "tensor.extract"(%arg50, %1623, %1622, %27, %27) : (tensor<2x2x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1624) : (f32) -> ()
    }) : (tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %499 = "linalg.conv_2d_nchw_fchw"(%495, %498, %43) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1243: f32, %arg1244: f32, %arg1245: f32):
      %1620 = "arith.mulf"(%arg1243, %arg1244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1621 = "arith.addf"(%arg1245, %1620) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1621) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x16x16xf32>, tensor<2x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %500 = "linalg.transpose"(%445, %42) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1241: f32, %arg1242: f32):
      "linalg.yield"(%arg1241) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %501 = "linalg.transpose"(%494, %42) <{permutation = array<i64: 3, 0, 1, 2>}> ({
    ^bb0(%arg1239: f32, %arg1240: f32):
      "linalg.yield"(%arg1239) : (f32) -> ()
    }) : (tensor<2x16x16x2xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %502 = "linalg.conv_2d_nchw_fchw"(%500, %501, %497) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1236: f32, %arg1237: f32, %arg1238: f32):
      %1618 = "arith.mulf"(%arg1236, %arg1237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1619 = "arith.addf"(%arg1238, %1618) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1619) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %503 = "linalg.transpose"(%502, %496) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1234: f32, %arg1235: f32):
      "linalg.yield"(%arg1234) : (f32) -> ()
    }) : (tensor<2x2x1x1xf32>, tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %504 = "linalg.generic"(%495, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1232: f32, %arg1233: f32):
      %1617 = "arith.addf"(%arg1232, %arg1233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1617) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %505 = "tensor.empty"() : () -> tensor<2x2x16x16xi1>
    %506 = "linalg.generic"(%445, %505) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1230: f32, %arg1231: i1):
      %1616 = "arith.cmpf"(%arg1230, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1616) : (i1) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>) -> tensor<2x2x16x16xi1>
    %507 = "linalg.generic"(%506, %12, %499, %42) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1226: i1, %arg1227: f32, %arg1228: f32, %arg1229: f32):
      %1615 = "arith.select"(%arg1226, %arg1227, %arg1228) : (i1, f32, f32) -> f32
      "linalg.yield"(%1615) : (f32) -> ()
    }) : (tensor<2x2x16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %508 = "linalg.generic"(%507, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1224: f32, %arg1225: f32):
      %1614 = "arith.addf"(%arg1224, %arg1225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1614) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %509 = "linalg.generic"(%507, %439, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1221: f32, %arg1222: f32, %arg1223: f32):
      %1613 = "arith.mulf"(%arg1221, %arg1222) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1613) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %510 = "linalg.generic"(%509, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1219: f32, %arg1220: f32):
      %1612 = "arith.addf"(%arg1219, %arg1220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1612) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %511 = "linalg.generic"(%508, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1217: f32, %arg1218: f32):
      %1611 = "arith.mulf"(%arg1217, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1611) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %512 = "tensor.expand_shape"(%511) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %513 = "linalg.generic"(%510, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1215: f32, %arg1216: f32):
      %1610 = "arith.mulf"(%arg1215, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1610) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %514 = "linalg.generic"(%436, %436, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1212: f32, %arg1213: f32, %arg1214: f32):
      %1609 = "arith.mulf"(%arg1212, %arg1213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1609) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %515 = "linalg.generic"(%513, %514, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1209: f32, %arg1210: f32, %arg1211: f32):
      %1608 = "arith.mulf"(%arg1209, %arg1210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1608) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %516 = "tensor.expand_shape"(%515) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %517 = "linalg.generic"(%436, %arg48, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1206: f32, %arg1207: f32, %arg1208: f32):
      %1607 = "arith.mulf"(%arg1206, %arg1207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1607) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %518 = "tensor.expand_shape"(%517) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %519 = "linalg.generic"(%439, %516, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1203: f32, %arg1204: f32, %arg1205: f32):
      %1606 = "arith.mulf"(%arg1203, %arg1204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1606) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %520 = "linalg.generic"(%507, %519, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1200: f32, %arg1201: f32, %arg1202: f32):
      %1605 = "arith.subf"(%arg1200, %arg1201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1605) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %521 = "linalg.generic"(%520, %512, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1197: f32, %arg1198: f32, %arg1199: f32):
      %1604 = "arith.subf"(%arg1197, %arg1198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1604) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %522 = "linalg.generic"(%521, %518, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1194: f32, %arg1195: f32, %arg1196: f32):
      %1603 = "arith.mulf"(%arg1194, %arg1195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1603) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %523 = "linalg.generic"(%510, %436, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1191: f32, %arg1192: f32, %arg1193: f32):
      %1602 = "arith.mulf"(%arg1191, %arg1192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1602) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %524 = "tensor.empty"() : () -> tensor<2x2x3x3xf32>
    %525 = "linalg.fill"(%8, %524) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1189: f32, %arg1190: f32):
      "linalg.yield"(%arg1189) : (f32) -> ()
    }) : (f32, tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %526 = "linalg.generic"(%525) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1188: f32):
      %1595 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1596 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1597 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1598 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1599 = "arith.subi"(%7, %1597) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1600 = "arith.subi"(%7, %1598) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1601 = "tensor.extract"(%arg47, %1596, %1595, %1599, %1600) : (tensor<2x2x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1601) : (f32) -> ()
    }) : (tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %527 = "tensor.empty"() : () -> tensor<2x2x18x18xf32>
    %528 = "linalg.fill"(%8, %527) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1186: f32, %arg1187: f32):
      "linalg.yield"(%arg1186) : (f32) -> ()
    }) : (f32, tensor<2x2x18x18xf32>) -> tensor<2x2x18x18xf32>
    %529 = "tensor.insert_slice"(%522, %528) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 2, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x16x16xf32>, tensor<2x2x18x18xf32>) -> tensor<2x2x18x18xf32>
    %530 = "linalg.conv_2d_nchw_fchw"(%529, %526, %43) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1183: f32, %arg1184: f32, %arg1185: f32):
      %1593 = "arith.mulf"(%arg1183, %arg1184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1594 = "arith.addf"(%arg1185, %1593) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1594) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x18x18xf32>, tensor<2x2x3x3xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %531 = "linalg.transpose"(%422, %42) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1181: f32, %arg1182: f32):
      "linalg.yield"(%arg1181) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %532 = "linalg.transpose"(%522, %42) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1179: f32, %arg1180: f32):
      "linalg.yield"(%arg1179) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %533 = "tensor.pad"(%531) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1175: index, %arg1176: index, %arg1177: index, %arg1178: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>) -> tensor<2x2x18x18xf32>
    %534 = "linalg.conv_2d_nchw_fchw"(%533, %532, %525) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1172: f32, %arg1173: f32, %arg1174: f32):
      %1591 = "arith.mulf"(%arg1172, %arg1173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1592 = "arith.addf"(%arg1174, %1591) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1592) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x18x18xf32>, tensor<2x2x16x16xf32>, tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %535 = "linalg.transpose"(%534, %524) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1170: f32, %arg1171: f32):
      "linalg.yield"(%arg1170) : (f32) -> ()
    }) : (tensor<2x2x3x3xf32>, tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %536 = "linalg.generic"(%422, %505) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1168: f32, %arg1169: i1):
      %1590 = "arith.cmpf"(%arg1168, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1590) : (i1) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>) -> tensor<2x2x16x16xi1>
    %537 = "linalg.generic"(%536, %12, %530, %42) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1164: i1, %arg1165: f32, %arg1166: f32, %arg1167: f32):
      %1589 = "arith.select"(%arg1164, %arg1165, %arg1166) : (i1, f32, f32) -> f32
      "linalg.yield"(%1589) : (f32) -> ()
    }) : (tensor<2x2x16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %538 = "linalg.generic"(%537, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1162: f32, %arg1163: f32):
      %1588 = "arith.addf"(%arg1162, %arg1163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1588) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %539 = "linalg.generic"(%537, %416, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1159: f32, %arg1160: f32, %arg1161: f32):
      %1587 = "arith.mulf"(%arg1159, %arg1160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1587) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %540 = "linalg.generic"(%539, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1157: f32, %arg1158: f32):
      %1586 = "arith.addf"(%arg1157, %arg1158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1586) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %541 = "linalg.generic"(%538, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1155: f32, %arg1156: f32):
      %1585 = "arith.mulf"(%arg1155, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1585) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %542 = "tensor.expand_shape"(%541) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %543 = "linalg.generic"(%540, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1153: f32, %arg1154: f32):
      %1584 = "arith.mulf"(%arg1153, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1584) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %544 = "linalg.generic"(%413, %413, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1150: f32, %arg1151: f32, %arg1152: f32):
      %1583 = "arith.mulf"(%arg1150, %arg1151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1583) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %545 = "linalg.generic"(%543, %544, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1147: f32, %arg1148: f32, %arg1149: f32):
      %1582 = "arith.mulf"(%arg1147, %arg1148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1582) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %546 = "tensor.expand_shape"(%545) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %547 = "linalg.generic"(%413, %arg45, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1144: f32, %arg1145: f32, %arg1146: f32):
      %1581 = "arith.mulf"(%arg1144, %arg1145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1581) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %548 = "tensor.expand_shape"(%547) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %549 = "linalg.generic"(%416, %546, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1141: f32, %arg1142: f32, %arg1143: f32):
      %1580 = "arith.mulf"(%arg1141, %arg1142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1580) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %550 = "linalg.generic"(%537, %549, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1138: f32, %arg1139: f32, %arg1140: f32):
      %1579 = "arith.subf"(%arg1138, %arg1139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1579) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %551 = "linalg.generic"(%550, %542, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1135: f32, %arg1136: f32, %arg1137: f32):
      %1578 = "arith.subf"(%arg1135, %arg1136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1578) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %552 = "linalg.generic"(%551, %548, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1132: f32, %arg1133: f32, %arg1134: f32):
      %1577 = "arith.mulf"(%arg1132, %arg1133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1577) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %553 = "linalg.generic"(%540, %413, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1129: f32, %arg1130: f32, %arg1131: f32):
      %1576 = "arith.mulf"(%arg1129, %arg1130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1576) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %554 = "tensor.empty"() : () -> tensor<4x2x3x3xf32>
    %555 = "linalg.fill"(%8, %554) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1127: f32, %arg1128: f32):
      "linalg.yield"(%arg1127) : (f32) -> ()
    }) : (f32, tensor<4x2x3x3xf32>) -> tensor<4x2x3x3xf32>
    %556 = "linalg.generic"(%555) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1126: f32):
      %1569 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1570 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1571 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1572 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1573 = "arith.subi"(%7, %1571) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1574 = "arith.subi"(%7, %1572) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1575 = "tensor.extract"(%arg44, %1570, %1569, %1573, %1574) : (tensor<2x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1575) : (f32) -> ()
    }) : (tensor<4x2x3x3xf32>) -> tensor<4x2x3x3xf32>
    %557 = "tensor.insert_slice"(%552, %528) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 2, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x16x16xf32>, tensor<2x2x18x18xf32>) -> tensor<2x2x18x18xf32>
    %558 = "tensor.empty"() : () -> tensor<2x4x16x16xf32>
    %559 = "linalg.fill"(%8, %558) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1124: f32, %arg1125: f32):
      "linalg.yield"(%arg1124) : (f32) -> ()
    }) : (f32, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %560 = "linalg.conv_2d_nchw_fchw"(%557, %556, %559) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1121: f32, %arg1122: f32, %arg1123: f32):
      %1567 = "arith.mulf"(%arg1121, %arg1122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1568 = "arith.addf"(%arg1123, %1567) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1568) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x18x18xf32>, tensor<4x2x3x3xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %561 = "tensor.empty"() : () -> tensor<4x2x16x16xf32>
    %562 = "linalg.transpose"(%399, %561) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1119: f32, %arg1120: f32):
      "linalg.yield"(%arg1119) : (f32) -> ()
    }) : (tensor<2x4x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %563 = "linalg.transpose"(%552, %42) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1117: f32, %arg1118: f32):
      "linalg.yield"(%arg1117) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %564 = "tensor.pad"(%562) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1113: index, %arg1114: index, %arg1115: index, %arg1116: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<4x2x16x16xf32>) -> tensor<4x2x18x18xf32>
    %565 = "linalg.conv_2d_nchw_fchw"(%564, %563, %555) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1110: f32, %arg1111: f32, %arg1112: f32):
      %1565 = "arith.mulf"(%arg1110, %arg1111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1566 = "arith.addf"(%arg1112, %1565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1566) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x2x18x18xf32>, tensor<2x2x16x16xf32>, tensor<4x2x3x3xf32>) -> tensor<4x2x3x3xf32>
    %566 = "tensor.empty"() : () -> tensor<2x4x3x3xf32>
    %567 = "linalg.transpose"(%565, %566) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1108: f32, %arg1109: f32):
      "linalg.yield"(%arg1108) : (f32) -> ()
    }) : (tensor<4x2x3x3xf32>, tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    %568 = "tensor.extract_slice"(%560) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x16x16xf32>) -> tensor<2x2x16x16xf32>
    %569 = "tensor.extract_slice"(%560) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0, 0>, static_sizes = array<i64: 2, 2, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x16x16xf32>) -> tensor<2x2x16x16xf32>
    %570 = "linalg.conv_2d_nchw_fchw"(%569, %arg30, %106) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1105: f32, %arg1106: f32, %arg1107: f32):
      %1563 = "arith.mulf"(%arg1105, %arg1106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1564 = "arith.addf"(%arg1107, %1563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1564) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map18, #map1, #map2]} : (tensor<2x2x16x16xf32>, tensor<4x2x2x2xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %571 = "linalg.transpose"(%569, %42) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1103: f32, %arg1104: f32):
      "linalg.yield"(%arg1103) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %572 = "tensor.expand_shape"(%571) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 2, 2, 1, 16, 16>}> : (tensor<2x2x16x16xf32>) -> tensor<2x2x1x16x16xf32>
    %573 = "tensor.expand_shape"(%390) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 2, 4, 1, 8, 8>}> : (tensor<2x4x8x8xf32>) -> tensor<2x4x1x8x8xf32>
    %574 = "tensor.expand_shape"(%220) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 2, 2, 4, 2, 2>}> : (tensor<2x8x2x2xf32>) -> tensor<2x2x4x2x2xf32>
    %575 = "linalg.fill"(%8, %574) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1101: f32, %arg1102: f32):
      "linalg.yield"(%arg1101) : (f32) -> ()
    }) : (f32, tensor<2x2x4x2x2xf32>) -> tensor<2x2x4x2x2xf32>
    %576 = "linalg.conv_2d_ngchw_gfchw"(%572, %573, %575) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1098: f32, %arg1099: f32, %arg1100: f32):
      %1561 = "arith.mulf"(%arg1098, %arg1099) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1562 = "arith.addf"(%arg1100, %1561) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1562) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map19, #map20, #map21]} : (tensor<2x2x1x16x16xf32>, tensor<2x4x1x8x8xf32>, tensor<2x2x4x2x2xf32>) -> tensor<2x2x4x2x2xf32>
    %577 = "tensor.empty"() : () -> tensor<2x4x2x2x2xf32>
    %578 = "linalg.transpose"(%576, %577) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg1096: f32, %arg1097: f32):
      "linalg.yield"(%arg1096) : (f32) -> ()
    }) : (tensor<2x2x4x2x2xf32>, tensor<2x4x2x2x2xf32>) -> tensor<2x4x2x2x2xf32>
    %579 = "tensor.empty"() : () -> tensor<4x2x2x2xf32>
    %580 = "linalg.fill"(%8, %579) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1094: f32, %arg1095: f32):
      "linalg.yield"(%arg1094) : (f32) -> ()
    }) : (f32, tensor<4x2x2x2xf32>) -> tensor<4x2x2x2xf32>
    %581 = "linalg.generic"(%578, %580) <{indexing_maps = [#map22, #map23], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1092: f32, %arg1093: f32):
      %1560 = "arith.addf"(%arg1092, %arg1093) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1560) : (f32) -> ()
    }) : (tensor<2x4x2x2x2xf32>, tensor<4x2x2x2xf32>) -> tensor<4x2x2x2xf32>
    %582 = "linalg.generic"(%569, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1090: f32, %arg1091: f32):
      %1559 = "arith.addf"(%arg1090, %arg1091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1559) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %583 = "tensor.empty"() : () -> tensor<2x4x8x8xi1>
    %584 = "linalg.generic"(%390, %583) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1088: f32, %arg1089: i1):
      %1558 = "arith.cmpf"(%arg1088, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1558) : (i1) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>) -> tensor<2x4x8x8xi1>
    %585 = "linalg.generic"(%584, %12, %570, %105) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1084: i1, %arg1085: f32, %arg1086: f32, %arg1087: f32):
      %1557 = "arith.select"(%arg1084, %arg1085, %arg1086) : (i1, f32, f32) -> f32
      "linalg.yield"(%1557) : (f32) -> ()
    }) : (tensor<2x4x8x8xi1>, tensor<f32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %586 = "linalg.generic"(%585, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1082: f32, %arg1083: f32):
      %1556 = "arith.addf"(%arg1082, %arg1083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1556) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %587 = "linalg.generic"(%585, %384, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1079: f32, %arg1080: f32, %arg1081: f32):
      %1555 = "arith.mulf"(%arg1079, %arg1080) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1555) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %588 = "linalg.generic"(%587, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1077: f32, %arg1078: f32):
      %1554 = "arith.addf"(%arg1077, %arg1078) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1554) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %589 = "linalg.generic"(%586, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1075: f32, %arg1076: f32):
      %1553 = "arith.mulf"(%arg1075, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1553) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %590 = "tensor.expand_shape"(%589) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %591 = "linalg.generic"(%588, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1073: f32, %arg1074: f32):
      %1552 = "arith.mulf"(%arg1073, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1552) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %592 = "linalg.generic"(%381, %381, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32, %arg1072: f32):
      %1551 = "arith.mulf"(%arg1070, %arg1071) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1551) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %593 = "linalg.generic"(%591, %592, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1067: f32, %arg1068: f32, %arg1069: f32):
      %1550 = "arith.mulf"(%arg1067, %arg1068) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1550) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %594 = "tensor.expand_shape"(%593) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %595 = "linalg.generic"(%381, %arg42, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1064: f32, %arg1065: f32, %arg1066: f32):
      %1549 = "arith.mulf"(%arg1064, %arg1065) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1549) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %596 = "tensor.expand_shape"(%595) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %597 = "linalg.generic"(%384, %594, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1061: f32, %arg1062: f32, %arg1063: f32):
      %1548 = "arith.mulf"(%arg1061, %arg1062) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1548) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %598 = "linalg.generic"(%585, %597, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1058: f32, %arg1059: f32, %arg1060: f32):
      %1547 = "arith.subf"(%arg1058, %arg1059) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1547) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %599 = "linalg.generic"(%598, %590, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1055: f32, %arg1056: f32, %arg1057: f32):
      %1546 = "arith.subf"(%arg1055, %arg1056) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1546) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %600 = "linalg.generic"(%599, %596, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1052: f32, %arg1053: f32, %arg1054: f32):
      %1545 = "arith.mulf"(%arg1052, %arg1053) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1545) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %601 = "linalg.generic"(%588, %381, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1049: f32, %arg1050: f32, %arg1051: f32):
      %1544 = "arith.mulf"(%arg1049, %arg1050) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1544) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %602 = "tensor.empty"() : () -> tensor<4x4x3x3xf32>
    %603 = "linalg.fill"(%8, %602) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1047: f32, %arg1048: f32):
      "linalg.yield"(%arg1047) : (f32) -> ()
    }) : (f32, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %604 = "linalg.generic"(%603) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1046: f32):
      %1537 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1538 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1539 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1540 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1541 = "arith.subi"(%7, %1539) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1542 = "arith.subi"(%7, %1540) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1543 = "tensor.extract"(%arg41, %1538, %1537, %1541, %1542) : (tensor<4x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1543) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %605 = "tensor.empty"() : () -> tensor<2x4x10x10xf32>
    %606 = "linalg.fill"(%8, %605) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1044: f32, %arg1045: f32):
      "linalg.yield"(%arg1044) : (f32) -> ()
    }) : (f32, tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32>
    %607 = "tensor.insert_slice"(%600, %606) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 4, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x8x8xf32>, tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32>
    %608 = "linalg.conv_2d_nchw_fchw"(%607, %604, %106) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1041: f32, %arg1042: f32, %arg1043: f32):
      %1535 = "arith.mulf"(%arg1041, %arg1042) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1536 = "arith.addf"(%arg1043, %1535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1536) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x10x10xf32>, tensor<4x4x3x3xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %609 = "tensor.empty"() : () -> tensor<4x2x8x8xf32>
    %610 = "linalg.transpose"(%367, %609) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1039: f32, %arg1040: f32):
      "linalg.yield"(%arg1039) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32>
    %611 = "linalg.transpose"(%600, %609) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1037: f32, %arg1038: f32):
      "linalg.yield"(%arg1037) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32>
    %612 = "tensor.pad"(%610) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1033: index, %arg1034: index, %arg1035: index, %arg1036: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<4x2x8x8xf32>) -> tensor<4x2x10x10xf32>
    %613 = "linalg.conv_2d_nchw_fchw"(%612, %611, %603) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1030: f32, %arg1031: f32, %arg1032: f32):
      %1533 = "arith.mulf"(%arg1030, %arg1031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1534 = "arith.addf"(%arg1032, %1533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1534) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x2x10x10xf32>, tensor<4x2x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %614 = "linalg.transpose"(%613, %602) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1028: f32, %arg1029: f32):
      "linalg.yield"(%arg1028) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %615 = "linalg.generic"(%367, %583) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1026: f32, %arg1027: i1):
      %1532 = "arith.cmpf"(%arg1026, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1532) : (i1) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>) -> tensor<2x4x8x8xi1>
    %616 = "linalg.generic"(%615, %12, %608, %105) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1022: i1, %arg1023: f32, %arg1024: f32, %arg1025: f32):
      %1531 = "arith.select"(%arg1022, %arg1023, %arg1024) : (i1, f32, f32) -> f32
      "linalg.yield"(%1531) : (f32) -> ()
    }) : (tensor<2x4x8x8xi1>, tensor<f32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %617 = "linalg.generic"(%616, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1020: f32, %arg1021: f32):
      %1530 = "arith.addf"(%arg1020, %arg1021) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1530) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %618 = "linalg.generic"(%616, %361, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1017: f32, %arg1018: f32, %arg1019: f32):
      %1529 = "arith.mulf"(%arg1017, %arg1018) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1529) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %619 = "linalg.generic"(%618, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1015: f32, %arg1016: f32):
      %1528 = "arith.addf"(%arg1015, %arg1016) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1528) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %620 = "linalg.generic"(%617, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1013: f32, %arg1014: f32):
      %1527 = "arith.mulf"(%arg1013, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1527) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %621 = "tensor.expand_shape"(%620) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %622 = "linalg.generic"(%619, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1011: f32, %arg1012: f32):
      %1526 = "arith.mulf"(%arg1011, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1526) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %623 = "linalg.generic"(%358, %358, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1008: f32, %arg1009: f32, %arg1010: f32):
      %1525 = "arith.mulf"(%arg1008, %arg1009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1525) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %624 = "linalg.generic"(%622, %623, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1005: f32, %arg1006: f32, %arg1007: f32):
      %1524 = "arith.mulf"(%arg1005, %arg1006) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1524) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %625 = "tensor.expand_shape"(%624) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %626 = "linalg.generic"(%358, %arg39, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1002: f32, %arg1003: f32, %arg1004: f32):
      %1523 = "arith.mulf"(%arg1002, %arg1003) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1523) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %627 = "tensor.expand_shape"(%626) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %628 = "linalg.generic"(%361, %625, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg999: f32, %arg1000: f32, %arg1001: f32):
      %1522 = "arith.mulf"(%arg999, %arg1000) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1522) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %629 = "linalg.generic"(%616, %628, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg996: f32, %arg997: f32, %arg998: f32):
      %1521 = "arith.subf"(%arg996, %arg997) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1521) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %630 = "linalg.generic"(%629, %621, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg993: f32, %arg994: f32, %arg995: f32):
      %1520 = "arith.subf"(%arg993, %arg994) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1520) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %631 = "linalg.generic"(%630, %627, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg990: f32, %arg991: f32, %arg992: f32):
      %1519 = "arith.mulf"(%arg990, %arg991) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1519) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %632 = "linalg.generic"(%619, %358, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg987: f32, %arg988: f32, %arg989: f32):
      %1518 = "arith.mulf"(%arg987, %arg988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1518) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %633 = "tensor.empty"() : () -> tensor<8x4x3x3xf32>
    %634 = "linalg.fill"(%8, %633) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg985: f32, %arg986: f32):
      "linalg.yield"(%arg985) : (f32) -> ()
    }) : (f32, tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %635 = "linalg.generic"(%634) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg984: f32):
      %1511 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1512 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1513 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1514 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1515 = "arith.subi"(%7, %1513) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1516 = "arith.subi"(%7, %1514) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1517 = "tensor.extract"(%arg38, %1512, %1511, %1515, %1516) : (tensor<4x8x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1517) : (f32) -> ()
    }) : (tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %636 = "tensor.insert_slice"(%631, %606) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 4, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x8x8xf32>, tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32>
    %637 = "tensor.empty"() : () -> tensor<2x8x8x8xf32>
    %638 = "linalg.fill"(%8, %637) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg982: f32, %arg983: f32):
      "linalg.yield"(%arg982) : (f32) -> ()
    }) : (f32, tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %639 = "linalg.conv_2d_nchw_fchw"(%636, %635, %638) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg979: f32, %arg980: f32, %arg981: f32):
      %1509 = "arith.mulf"(%arg979, %arg980) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1510 = "arith.addf"(%arg981, %1509) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1510) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x10x10xf32>, tensor<8x4x3x3xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %640 = "tensor.empty"() : () -> tensor<8x2x8x8xf32>
    %641 = "linalg.transpose"(%344, %640) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg977: f32, %arg978: f32):
      "linalg.yield"(%arg977) : (f32) -> ()
    }) : (tensor<2x8x8x8xf32>, tensor<8x2x8x8xf32>) -> tensor<8x2x8x8xf32>
    %642 = "linalg.transpose"(%631, %609) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg975: f32, %arg976: f32):
      "linalg.yield"(%arg975) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32>
    %643 = "tensor.pad"(%641) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg971: index, %arg972: index, %arg973: index, %arg974: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<8x2x8x8xf32>) -> tensor<8x2x10x10xf32>
    %644 = "linalg.conv_2d_nchw_fchw"(%643, %642, %634) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg968: f32, %arg969: f32, %arg970: f32):
      %1507 = "arith.mulf"(%arg968, %arg969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1508 = "arith.addf"(%arg970, %1507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1508) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<8x2x10x10xf32>, tensor<4x2x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %645 = "tensor.empty"() : () -> tensor<4x8x3x3xf32>
    %646 = "linalg.transpose"(%644, %645) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg966: f32, %arg967: f32):
      "linalg.yield"(%arg966) : (f32) -> ()
    }) : (tensor<8x4x3x3xf32>, tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %647 = "tensor.extract_slice"(%639) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 4, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %648 = "tensor.extract_slice"(%639) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4, 0, 0>, static_sizes = array<i64: 2, 4, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %649 = "linalg.conv_2d_nchw_fchw"(%648, %arg28, %167) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg963: f32, %arg964: f32, %arg965: f32):
      %1505 = "arith.mulf"(%arg963, %arg964) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1506 = "arith.addf"(%arg965, %1505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1506) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map18, #map1, #map2]} : (tensor<2x4x8x8xf32>, tensor<8x4x2x2xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %650 = "linalg.transpose"(%648, %609) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg961: f32, %arg962: f32):
      "linalg.yield"(%arg961) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32>
    %651 = "tensor.empty"() : () -> tensor<4x16x2x2xf32>
    %652 = "tensor.expand_shape"(%650) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 4, 2, 1, 8, 8>}> : (tensor<4x2x8x8xf32>) -> tensor<4x2x1x8x8xf32>
    %653 = "tensor.expand_shape"(%335) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 2, 8, 1, 4, 4>}> : (tensor<2x8x4x4xf32>) -> tensor<2x8x1x4x4xf32>
    %654 = "tensor.expand_shape"(%651) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 4, 2, 8, 2, 2>}> : (tensor<4x16x2x2xf32>) -> tensor<4x2x8x2x2xf32>
    %655 = "linalg.fill"(%8, %654) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg959: f32, %arg960: f32):
      "linalg.yield"(%arg959) : (f32) -> ()
    }) : (f32, tensor<4x2x8x2x2xf32>) -> tensor<4x2x8x2x2xf32>
    %656 = "linalg.conv_2d_ngchw_gfchw"(%652, %653, %655) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg956: f32, %arg957: f32, %arg958: f32):
      %1503 = "arith.mulf"(%arg956, %arg957) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1504 = "arith.addf"(%arg958, %1503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1504) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map19, #map20, #map21]} : (tensor<4x2x1x8x8xf32>, tensor<2x8x1x4x4xf32>, tensor<4x2x8x2x2xf32>) -> tensor<4x2x8x2x2xf32>
    %657 = "tensor.empty"() : () -> tensor<2x8x4x2x2xf32>
    %658 = "linalg.transpose"(%656, %657) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg954: f32, %arg955: f32):
      "linalg.yield"(%arg954) : (f32) -> ()
    }) : (tensor<4x2x8x2x2xf32>, tensor<2x8x4x2x2xf32>) -> tensor<2x8x4x2x2xf32>
    %659 = "tensor.empty"() : () -> tensor<8x4x2x2xf32>
    %660 = "linalg.fill"(%8, %659) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg952: f32, %arg953: f32):
      "linalg.yield"(%arg952) : (f32) -> ()
    }) : (f32, tensor<8x4x2x2xf32>) -> tensor<8x4x2x2xf32>
    %661 = "linalg.generic"(%658, %660) <{indexing_maps = [#map22, #map23], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg950: f32, %arg951: f32):
      %1502 = "arith.addf"(%arg950, %arg951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1502) : (f32) -> ()
    }) : (tensor<2x8x4x2x2xf32>, tensor<8x4x2x2xf32>) -> tensor<8x4x2x2xf32>
    %662 = "linalg.generic"(%648, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg948: f32, %arg949: f32):
      %1501 = "arith.addf"(%arg948, %arg949) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1501) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %663 = "tensor.empty"() : () -> tensor<2x8x4x4xi1>
    %664 = "linalg.generic"(%335, %663) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg946: f32, %arg947: i1):
      %1500 = "arith.cmpf"(%arg946, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1500) : (i1) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xi1>) -> tensor<2x8x4x4xi1>
    %665 = "linalg.generic"(%664, %12, %649, %166) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg942: i1, %arg943: f32, %arg944: f32, %arg945: f32):
      %1499 = "arith.select"(%arg942, %arg943, %arg944) : (i1, f32, f32) -> f32
      "linalg.yield"(%1499) : (f32) -> ()
    }) : (tensor<2x8x4x4xi1>, tensor<f32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %666 = "linalg.generic"(%665, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg940: f32, %arg941: f32):
      %1498 = "arith.addf"(%arg940, %arg941) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1498) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %667 = "linalg.generic"(%665, %329, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg937: f32, %arg938: f32, %arg939: f32):
      %1497 = "arith.mulf"(%arg937, %arg938) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1497) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %668 = "linalg.generic"(%667, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg935: f32, %arg936: f32):
      %1496 = "arith.addf"(%arg935, %arg936) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1496) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %669 = "linalg.generic"(%666, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg933: f32, %arg934: f32):
      %1495 = "arith.mulf"(%arg933, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1495) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %670 = "tensor.expand_shape"(%669) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %671 = "linalg.generic"(%668, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg931: f32, %arg932: f32):
      %1494 = "arith.mulf"(%arg931, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1494) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %672 = "linalg.generic"(%326, %326, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg928: f32, %arg929: f32, %arg930: f32):
      %1493 = "arith.mulf"(%arg928, %arg929) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1493) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %673 = "linalg.generic"(%671, %672, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg925: f32, %arg926: f32, %arg927: f32):
      %1492 = "arith.mulf"(%arg925, %arg926) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1492) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %674 = "tensor.expand_shape"(%673) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %675 = "linalg.generic"(%326, %arg36, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg922: f32, %arg923: f32, %arg924: f32):
      %1491 = "arith.mulf"(%arg922, %arg923) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1491) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %676 = "tensor.expand_shape"(%675) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %677 = "linalg.generic"(%329, %674, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg919: f32, %arg920: f32, %arg921: f32):
      %1490 = "arith.mulf"(%arg919, %arg920) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1490) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %678 = "linalg.generic"(%665, %677, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg916: f32, %arg917: f32, %arg918: f32):
      %1489 = "arith.subf"(%arg916, %arg917) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1489) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %679 = "linalg.generic"(%678, %670, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg913: f32, %arg914: f32, %arg915: f32):
      %1488 = "arith.subf"(%arg913, %arg914) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1488) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %680 = "linalg.generic"(%679, %676, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg910: f32, %arg911: f32, %arg912: f32):
      %1487 = "arith.mulf"(%arg910, %arg911) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1487) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %681 = "linalg.generic"(%668, %326, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg907: f32, %arg908: f32, %arg909: f32):
      %1486 = "arith.mulf"(%arg907, %arg908) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1486) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %682 = "tensor.empty"() : () -> tensor<8x8x3x3xf32>
    %683 = "linalg.fill"(%8, %682) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg905: f32, %arg906: f32):
      "linalg.yield"(%arg905) : (f32) -> ()
    }) : (f32, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %684 = "linalg.generic"(%683) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg904: f32):
      %1479 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1480 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1481 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1482 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1483 = "arith.subi"(%7, %1481) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1484 = "arith.subi"(%7, %1482) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1485 = "tensor.extract"(%arg35, %1480, %1479, %1483, %1484) : (tensor<8x8x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1485) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %685 = "tensor.empty"() : () -> tensor<2x8x6x6xf32>
    %686 = "linalg.fill"(%8, %685) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg902: f32, %arg903: f32):
      "linalg.yield"(%arg902) : (f32) -> ()
    }) : (f32, tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %687 = "tensor.insert_slice"(%680, %686) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 8, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x4x4xf32>, tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %688 = "linalg.conv_2d_nchw_fchw"(%687, %684, %167) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg899: f32, %arg900: f32, %arg901: f32):
      %1477 = "arith.mulf"(%arg899, %arg900) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1478 = "arith.addf"(%arg901, %1477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1478) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x6x6xf32>, tensor<8x8x3x3xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %689 = "tensor.empty"() : () -> tensor<8x2x4x4xf32>
    %690 = "linalg.transpose"(%312, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg897: f32, %arg898: f32):
      "linalg.yield"(%arg897) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8x2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %691 = "linalg.transpose"(%680, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg895: f32, %arg896: f32):
      "linalg.yield"(%arg895) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8x2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %692 = "tensor.pad"(%690) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg891: index, %arg892: index, %arg893: index, %arg894: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<8x2x4x4xf32>) -> tensor<8x2x6x6xf32>
    %693 = "linalg.conv_2d_nchw_fchw"(%692, %691, %683) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg888: f32, %arg889: f32, %arg890: f32):
      %1475 = "arith.mulf"(%arg888, %arg889) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1476 = "arith.addf"(%arg890, %1475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1476) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<8x2x6x6xf32>, tensor<8x2x4x4xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %694 = "linalg.transpose"(%693, %682) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg886: f32, %arg887: f32):
      "linalg.yield"(%arg886) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %695 = "linalg.generic"(%312, %663) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg884: f32, %arg885: i1):
      %1474 = "arith.cmpf"(%arg884, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1474) : (i1) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xi1>) -> tensor<2x8x4x4xi1>
    %696 = "linalg.generic"(%695, %12, %688, %166) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg880: i1, %arg881: f32, %arg882: f32, %arg883: f32):
      %1473 = "arith.select"(%arg880, %arg881, %arg882) : (i1, f32, f32) -> f32
      "linalg.yield"(%1473) : (f32) -> ()
    }) : (tensor<2x8x4x4xi1>, tensor<f32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %697 = "linalg.generic"(%696, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg878: f32, %arg879: f32):
      %1472 = "arith.addf"(%arg878, %arg879) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1472) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %698 = "linalg.generic"(%696, %306, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg875: f32, %arg876: f32, %arg877: f32):
      %1471 = "arith.mulf"(%arg875, %arg876) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1471) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %699 = "linalg.generic"(%698, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg873: f32, %arg874: f32):
      %1470 = "arith.addf"(%arg873, %arg874) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1470) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %700 = "linalg.generic"(%697, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg871: f32, %arg872: f32):
      %1469 = "arith.mulf"(%arg871, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1469) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %701 = "tensor.expand_shape"(%700) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %702 = "linalg.generic"(%699, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg869: f32, %arg870: f32):
      %1468 = "arith.mulf"(%arg869, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1468) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %703 = "linalg.generic"(%303, %303, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg866: f32, %arg867: f32, %arg868: f32):
      %1467 = "arith.mulf"(%arg866, %arg867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1467) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %704 = "linalg.generic"(%702, %703, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg863: f32, %arg864: f32, %arg865: f32):
      %1466 = "arith.mulf"(%arg863, %arg864) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1466) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %705 = "tensor.expand_shape"(%704) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %706 = "linalg.generic"(%303, %arg33, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg860: f32, %arg861: f32, %arg862: f32):
      %1465 = "arith.mulf"(%arg860, %arg861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1465) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %707 = "tensor.expand_shape"(%706) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %708 = "linalg.generic"(%306, %705, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg857: f32, %arg858: f32, %arg859: f32):
      %1464 = "arith.mulf"(%arg857, %arg858) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1464) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %709 = "linalg.generic"(%696, %708, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg854: f32, %arg855: f32, %arg856: f32):
      %1463 = "arith.subf"(%arg854, %arg855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1463) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %710 = "linalg.generic"(%709, %701, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg851: f32, %arg852: f32, %arg853: f32):
      %1462 = "arith.subf"(%arg851, %arg852) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1462) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %711 = "linalg.generic"(%710, %707, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg848: f32, %arg849: f32, %arg850: f32):
      %1461 = "arith.mulf"(%arg848, %arg849) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1461) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %712 = "linalg.generic"(%699, %303, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg845: f32, %arg846: f32, %arg847: f32):
      %1460 = "arith.mulf"(%arg845, %arg846) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1460) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %713 = "tensor.empty"() : () -> tensor<16x8x3x3xf32>
    %714 = "linalg.fill"(%8, %713) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg843: f32, %arg844: f32):
      "linalg.yield"(%arg843) : (f32) -> ()
    }) : (f32, tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %715 = "linalg.generic"(%714) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg842: f32):
      %1453 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1454 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1455 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1456 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1457 = "arith.subi"(%7, %1455) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1458 = "arith.subi"(%7, %1456) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1459 = "tensor.extract"(%arg32, %1454, %1453, %1457, %1458) : (tensor<8x16x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1459) : (f32) -> ()
    }) : (tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %716 = "tensor.insert_slice"(%711, %686) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 8, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x4x4xf32>, tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %717 = "tensor.empty"() : () -> tensor<2x16x4x4xf32>
    %718 = "linalg.fill"(%8, %717) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg840: f32, %arg841: f32):
      "linalg.yield"(%arg840) : (f32) -> ()
    }) : (f32, tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %719 = "linalg.conv_2d_nchw_fchw"(%716, %715, %718) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg837: f32, %arg838: f32, %arg839: f32):
      %1451 = "arith.mulf"(%arg837, %arg838) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1452 = "arith.addf"(%arg839, %1451) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1452) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x6x6xf32>, tensor<16x8x3x3xf32>, tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %720 = "tensor.empty"() : () -> tensor<16x2x4x4xf32>
    %721 = "linalg.transpose"(%289, %720) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg835: f32, %arg836: f32):
      "linalg.yield"(%arg835) : (f32) -> ()
    }) : (tensor<2x16x4x4xf32>, tensor<16x2x4x4xf32>) -> tensor<16x2x4x4xf32>
    %722 = "linalg.transpose"(%711, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg833: f32, %arg834: f32):
      "linalg.yield"(%arg833) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8x2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %723 = "tensor.pad"(%721) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg829: index, %arg830: index, %arg831: index, %arg832: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<16x2x4x4xf32>) -> tensor<16x2x6x6xf32>
    %724 = "linalg.conv_2d_nchw_fchw"(%723, %722, %714) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg826: f32, %arg827: f32, %arg828: f32):
      %1449 = "arith.mulf"(%arg826, %arg827) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1450 = "arith.addf"(%arg828, %1449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1450) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<16x2x6x6xf32>, tensor<8x2x4x4xf32>, tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %725 = "tensor.empty"() : () -> tensor<8x16x3x3xf32>
    %726 = "linalg.transpose"(%724, %725) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg824: f32, %arg825: f32):
      "linalg.yield"(%arg824) : (f32) -> ()
    }) : (tensor<16x8x3x3xf32>, tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %727 = "tensor.extract_slice"(%719) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 8, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x16x4x4xf32>) -> tensor<2x8x4x4xf32>
    %728 = "tensor.extract_slice"(%719) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 8, 0, 0>, static_sizes = array<i64: 2, 8, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x16x4x4xf32>) -> tensor<2x8x4x4xf32>
    %729 = "linalg.conv_2d_nchw_fchw"(%728, %arg26, %228) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg821: f32, %arg822: f32, %arg823: f32):
      %1447 = "arith.mulf"(%arg821, %arg822) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1448 = "arith.addf"(%arg823, %1447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1448) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map18, #map1, #map2]} : (tensor<2x8x4x4xf32>, tensor<16x8x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %730 = "linalg.transpose"(%728, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg819: f32, %arg820: f32):
      "linalg.yield"(%arg819) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8x2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %731 = "tensor.empty"() : () -> tensor<8x32x2x2xf32>
    %732 = "tensor.expand_shape"(%730) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 8, 2, 1, 4, 4>}> : (tensor<8x2x4x4xf32>) -> tensor<8x2x1x4x4xf32>
    %733 = "tensor.expand_shape"(%280) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 2, 16, 1, 2, 2>}> : (tensor<2x16x2x2xf32>) -> tensor<2x16x1x2x2xf32>
    %734 = "tensor.expand_shape"(%731) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 8, 2, 16, 2, 2>}> : (tensor<8x32x2x2xf32>) -> tensor<8x2x16x2x2xf32>
    %735 = "linalg.fill"(%8, %734) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg817: f32, %arg818: f32):
      "linalg.yield"(%arg817) : (f32) -> ()
    }) : (f32, tensor<8x2x16x2x2xf32>) -> tensor<8x2x16x2x2xf32>
    %736 = "linalg.conv_2d_ngchw_gfchw"(%732, %733, %735) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg814: f32, %arg815: f32, %arg816: f32):
      %1445 = "arith.mulf"(%arg814, %arg815) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1446 = "arith.addf"(%arg816, %1445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1446) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map19, #map20, #map21]} : (tensor<8x2x1x4x4xf32>, tensor<2x16x1x2x2xf32>, tensor<8x2x16x2x2xf32>) -> tensor<8x2x16x2x2xf32>
    %737 = "tensor.empty"() : () -> tensor<2x16x8x2x2xf32>
    %738 = "linalg.transpose"(%736, %737) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg812: f32, %arg813: f32):
      "linalg.yield"(%arg812) : (f32) -> ()
    }) : (tensor<8x2x16x2x2xf32>, tensor<2x16x8x2x2xf32>) -> tensor<2x16x8x2x2xf32>
    %739 = "tensor.empty"() : () -> tensor<16x8x2x2xf32>
    %740 = "linalg.fill"(%8, %739) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg810: f32, %arg811: f32):
      "linalg.yield"(%arg810) : (f32) -> ()
    }) : (f32, tensor<16x8x2x2xf32>) -> tensor<16x8x2x2xf32>
    %741 = "linalg.generic"(%738, %740) <{indexing_maps = [#map22, #map23], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg808: f32, %arg809: f32):
      %1444 = "arith.addf"(%arg808, %arg809) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1444) : (f32) -> ()
    }) : (tensor<2x16x8x2x2xf32>, tensor<16x8x2x2xf32>) -> tensor<16x8x2x2xf32>
    %742 = "linalg.generic"(%728, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg806: f32, %arg807: f32):
      %1443 = "arith.addf"(%arg806, %arg807) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1443) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %743 = "tensor.empty"() : () -> tensor<2x16x2x2xi1>
    %744 = "linalg.generic"(%280, %743) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg804: f32, %arg805: i1):
      %1442 = "arith.cmpf"(%arg804, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1442) : (i1) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xi1>) -> tensor<2x16x2x2xi1>
    %745 = "linalg.generic"(%744, %12, %729, %227) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg800: i1, %arg801: f32, %arg802: f32, %arg803: f32):
      %1441 = "arith.select"(%arg800, %arg801, %arg802) : (i1, f32, f32) -> f32
      "linalg.yield"(%1441) : (f32) -> ()
    }) : (tensor<2x16x2x2xi1>, tensor<f32>, tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %746 = "linalg.generic"(%745, %231) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg798: f32, %arg799: f32):
      %1440 = "arith.addf"(%arg798, %arg799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1440) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %747 = "linalg.generic"(%745, %274, %227) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg795: f32, %arg796: f32, %arg797: f32):
      %1439 = "arith.mulf"(%arg795, %arg796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1439) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %748 = "linalg.generic"(%747, %231) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg793: f32, %arg794: f32):
      %1438 = "arith.addf"(%arg793, %arg794) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1438) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %749 = "linalg.generic"(%746, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg791: f32, %arg792: f32):
      %1437 = "arith.mulf"(%arg791, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1437) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %750 = "tensor.expand_shape"(%749) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %751 = "linalg.generic"(%748, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg789: f32, %arg790: f32):
      %1436 = "arith.mulf"(%arg789, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1436) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %752 = "linalg.generic"(%271, %271, %230) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg786: f32, %arg787: f32, %arg788: f32):
      %1435 = "arith.mulf"(%arg786, %arg787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1435) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %753 = "linalg.generic"(%751, %752, %230) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg783: f32, %arg784: f32, %arg785: f32):
      %1434 = "arith.mulf"(%arg783, %arg784) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1434) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %754 = "tensor.expand_shape"(%753) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %755 = "linalg.generic"(%271, %arg24, %230) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg780: f32, %arg781: f32, %arg782: f32):
      %1433 = "arith.mulf"(%arg780, %arg781) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1433) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %756 = "tensor.expand_shape"(%755) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %757 = "linalg.generic"(%274, %754, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg777: f32, %arg778: f32, %arg779: f32):
      %1432 = "arith.mulf"(%arg777, %arg778) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1432) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %758 = "linalg.generic"(%745, %757, %227) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg774: f32, %arg775: f32, %arg776: f32):
      %1431 = "arith.subf"(%arg774, %arg775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1431) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %759 = "linalg.generic"(%758, %750, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg771: f32, %arg772: f32, %arg773: f32):
      %1430 = "arith.subf"(%arg771, %arg772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1430) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %760 = "linalg.generic"(%759, %756, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg768: f32, %arg769: f32, %arg770: f32):
      %1429 = "arith.mulf"(%arg768, %arg769) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1429) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %761 = "linalg.generic"(%748, %271, %230) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg765: f32, %arg766: f32, %arg767: f32):
      %1428 = "arith.mulf"(%arg765, %arg766) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1428) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %762 = "tensor.empty"() : () -> tensor<16x16x3x3xf32>
    %763 = "linalg.fill"(%8, %762) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg763: f32, %arg764: f32):
      "linalg.yield"(%arg763) : (f32) -> ()
    }) : (f32, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %764 = "linalg.generic"(%763) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg762: f32):
      %1421 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1422 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1423 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1424 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1425 = "arith.subi"(%7, %1423) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1426 = "arith.subi"(%7, %1424) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1427 = "tensor.extract"(%arg23, %1422, %1421, %1425, %1426) : (tensor<16x16x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1427) : (f32) -> ()
    }) : (tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %765 = "tensor.insert_slice"(%760, %718) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 16, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x16x2x2xf32>, tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %766 = "linalg.conv_2d_nchw_fchw"(%765, %764, %228) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg759: f32, %arg760: f32, %arg761: f32):
      %1419 = "arith.mulf"(%arg759, %arg760) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1420 = "arith.addf"(%arg761, %1419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1420) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x16x4x4xf32>, tensor<16x16x3x3xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %767 = "tensor.empty"() : () -> tensor<16x2x2x2xf32>
    %768 = "linalg.transpose"(%257, %767) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg757: f32, %arg758: f32):
      "linalg.yield"(%arg757) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16x2x2x2xf32>) -> tensor<16x2x2x2xf32>
    %769 = "linalg.transpose"(%760, %767) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg755: f32, %arg756: f32):
      "linalg.yield"(%arg755) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16x2x2x2xf32>) -> tensor<16x2x2x2xf32>
    %770 = "tensor.pad"(%768) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg751: index, %arg752: index, %arg753: index, %arg754: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<16x2x2x2xf32>) -> tensor<16x2x4x4xf32>
    %771 = "linalg.conv_2d_nchw_fchw"(%770, %769, %763) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg748: f32, %arg749: f32, %arg750: f32):
      %1417 = "arith.mulf"(%arg748, %arg749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1418 = "arith.addf"(%arg750, %1417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1418) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<16x2x4x4xf32>, tensor<16x2x2x2xf32>, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %772 = "linalg.transpose"(%771, %762) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg746: f32, %arg747: f32):
      "linalg.yield"(%arg746) : (f32) -> ()
    }) : (tensor<16x16x3x3xf32>, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %773 = "linalg.generic"(%257, %743) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg744: f32, %arg745: i1):
      %1416 = "arith.cmpf"(%arg744, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1416) : (i1) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xi1>) -> tensor<2x16x2x2xi1>
    %774 = "linalg.generic"(%773, %12, %766, %227) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg740: i1, %arg741: f32, %arg742: f32, %arg743: f32):
      %1415 = "arith.select"(%arg740, %arg741, %arg742) : (i1, f32, f32) -> f32
      "linalg.yield"(%1415) : (f32) -> ()
    }) : (tensor<2x16x2x2xi1>, tensor<f32>, tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %775 = "linalg.generic"(%774, %231) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg738: f32, %arg739: f32):
      %1414 = "arith.addf"(%arg738, %arg739) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1414) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %776 = "linalg.generic"(%774, %251, %227) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg735: f32, %arg736: f32, %arg737: f32):
      %1413 = "arith.mulf"(%arg735, %arg736) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1413) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %777 = "linalg.generic"(%776, %231) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg733: f32, %arg734: f32):
      %1412 = "arith.addf"(%arg733, %arg734) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1412) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %778 = "linalg.generic"(%775, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg731: f32, %arg732: f32):
      %1411 = "arith.mulf"(%arg731, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1411) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %779 = "tensor.expand_shape"(%778) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %780 = "linalg.generic"(%777, %230) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg729: f32, %arg730: f32):
      %1410 = "arith.mulf"(%arg729, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1410) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %781 = "linalg.generic"(%248, %248, %230) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg726: f32, %arg727: f32, %arg728: f32):
      %1409 = "arith.mulf"(%arg726, %arg727) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1409) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %782 = "linalg.generic"(%780, %781, %230) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg723: f32, %arg724: f32, %arg725: f32):
      %1408 = "arith.mulf"(%arg723, %arg724) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1408) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %783 = "tensor.expand_shape"(%782) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %784 = "linalg.generic"(%248, %arg21, %230) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg720: f32, %arg721: f32, %arg722: f32):
      %1407 = "arith.mulf"(%arg720, %arg721) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1407) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %785 = "tensor.expand_shape"(%784) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %786 = "linalg.generic"(%251, %783, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg717: f32, %arg718: f32, %arg719: f32):
      %1406 = "arith.mulf"(%arg717, %arg718) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1406) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %787 = "linalg.generic"(%774, %786, %227) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg714: f32, %arg715: f32, %arg716: f32):
      %1405 = "arith.subf"(%arg714, %arg715) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1405) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %788 = "linalg.generic"(%787, %779, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg711: f32, %arg712: f32, %arg713: f32):
      %1404 = "arith.subf"(%arg711, %arg712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1404) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %789 = "linalg.generic"(%788, %785, %227) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg708: f32, %arg709: f32, %arg710: f32):
      %1403 = "arith.mulf"(%arg708, %arg709) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1403) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<2x16x2x2xf32>) -> tensor<2x16x2x2xf32>
    %790 = "linalg.generic"(%777, %248, %230) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg705: f32, %arg706: f32, %arg707: f32):
      %1402 = "arith.mulf"(%arg705, %arg706) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1402) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %791 = "linalg.fill"(%8, %725) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg703: f32, %arg704: f32):
      "linalg.yield"(%arg703) : (f32) -> ()
    }) : (f32, tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %792 = "linalg.generic"(%791) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg702: f32):
      %1395 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1396 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1397 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1398 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1399 = "arith.subi"(%7, %1397) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1400 = "arith.subi"(%7, %1398) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1401 = "tensor.extract"(%arg20, %1396, %1395, %1399, %1400) : (tensor<16x8x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1401) : (f32) -> ()
    }) : (tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %793 = "tensor.insert_slice"(%789, %718) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 16, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x16x2x2xf32>, tensor<2x16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %794 = "linalg.fill"(%8, %220) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg700: f32, %arg701: f32):
      "linalg.yield"(%arg700) : (f32) -> ()
    }) : (f32, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %795 = "linalg.conv_2d_nchw_fchw"(%793, %792, %794) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg697: f32, %arg698: f32, %arg699: f32):
      %1393 = "arith.mulf"(%arg697, %arg698) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1394 = "arith.addf"(%arg699, %1393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1394) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x16x4x4xf32>, tensor<8x16x3x3xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %796 = "tensor.empty"() : () -> tensor<8x2x2x2xf32>
    %797 = "linalg.transpose"(%222, %796) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg695: f32, %arg696: f32):
      "linalg.yield"(%arg695) : (f32) -> ()
    }) : (tensor<2x8x2x2xf32>, tensor<8x2x2x2xf32>) -> tensor<8x2x2x2xf32>
    %798 = "linalg.transpose"(%789, %767) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg693: f32, %arg694: f32):
      "linalg.yield"(%arg693) : (f32) -> ()
    }) : (tensor<2x16x2x2xf32>, tensor<16x2x2x2xf32>) -> tensor<16x2x2x2xf32>
    %799 = "tensor.pad"(%797) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg689: index, %arg690: index, %arg691: index, %arg692: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<8x2x2x2xf32>) -> tensor<8x2x4x4xf32>
    %800 = "linalg.conv_2d_nchw_fchw"(%799, %798, %791) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg686: f32, %arg687: f32, %arg688: f32):
      %1391 = "arith.mulf"(%arg686, %arg687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1392 = "arith.addf"(%arg688, %1391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1392) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<8x2x4x4xf32>, tensor<16x2x2x2xf32>, tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %801 = "linalg.transpose"(%800, %713) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg684: f32, %arg685: f32):
      "linalg.yield"(%arg684) : (f32) -> ()
    }) : (tensor<8x16x3x3xf32>, tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %802 = "tensor.expand_shape"(%471) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 1>}> : (tensor<2xi64>) -> tensor<2x1xi64>
    %803 = "tensor.empty"() : () -> tensor<2x1xi64>
    %804 = "linalg.generic"(%802, %803) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg682: i64, %arg683: i64):
      %1390 = "arith.muli"(%arg682, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1390) : (i64) -> ()
    }) : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %805 = "tensor.expand_shape"(%471) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> : (tensor<2xi64>) -> tensor<1x2xi64>
    %806 = "tensor.empty"() : () -> tensor<1x2xi64>
    %807 = "linalg.generic"(%805, %806) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg680: i64, %arg681: i64):
      %1389 = "arith.muli"(%arg680, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1389) : (i64) -> ()
    }) : (tensor<1x2xi64>, tensor<1x2xi64>) -> tensor<1x2xi64>
    %808 = "linalg.generic"(%804, %803) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg678: i64, %arg679: i64):
      %1388 = "arith.muli"(%arg678, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1388) : (i64) -> ()
    }) : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %809 = "linalg.generic"(%808, %807, %102) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg675: i64, %arg676: i64, %arg677: i64):
      %1387 = "arith.addi"(%arg675, %arg676) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1387) : (i64) -> ()
    }) : (tensor<2x1xi64>, tensor<1x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %810 = "tensor.empty"() : () -> tensor<2x8x2x2xi1>
    %811 = "linalg.generic"(%225, %809, %810) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg672: i64, %arg673: i64, %arg674: i1):
      %1386 = "arith.cmpi"(%arg672, %arg673) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1386) : (i1) -> ()
    }) : (tensor<2x8x2x2xi64>, tensor<2x2xi64>, tensor<2x8x2x2xi1>) -> tensor<2x8x2x2xi1>
    %812 = "linalg.generic"(%811, %220) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg670: i1, %arg671: f32):
      %1385 = "arith.uitofp"(%arg670) : (i1) -> f32
      "linalg.yield"(%1385) : (f32) -> ()
    }) : (tensor<2x8x2x2xi1>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %813 = "linalg.generic"(%795, %812, %220) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg667: f32, %arg668: f32, %arg669: f32):
      %1384 = "arith.mulf"(%arg667, %arg668) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1384) : (f32) -> ()
    }) : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %814 = "tensor.concat"(%813, %32) <{dim = 3 : i64}> : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
    %815 = "tensor.expand_shape"(%814) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 8, 2, 2, 2>}> : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2x2xf32>
    %816 = "tensor.collapse_shape"(%815) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x4x2xf32>
    %817 = "tensor.expand_shape"(%816) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 8, 4, 2, 1>}> : (tensor<2x8x4x2xf32>) -> tensor<2x8x4x2x1xf32>
    %818 = "tensor.concat"(%817, %33) <{dim = 4 : i64}> : (tensor<2x8x4x2x1xf32>, tensor<2x8x4x2x1xf32>) -> tensor<2x8x4x2x2xf32>
    %819 = "tensor.collapse_shape"(%818) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x8x4x2x2xf32>) -> tensor<2x8x4x4xf32>
    %820 = "tensor.pad"(%819) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg663: index, %arg664: index, %arg665: index, %arg666: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>) -> tensor<2x8x5x5xf32>
    %821 = "linalg.generic"(%807, %806) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg661: i64, %arg662: i64):
      %1383 = "arith.addi"(%arg661, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1383) : (i64) -> ()
    }) : (tensor<1x2xi64>, tensor<1x2xi64>) -> tensor<1x2xi64>
    %822 = "linalg.generic"(%808, %821, %102) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg658: i64, %arg659: i64, %arg660: i64):
      %1382 = "arith.addi"(%arg658, %arg659) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1382) : (i64) -> ()
    }) : (tensor<2x1xi64>, tensor<1x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %823 = "linalg.generic"(%225, %822, %810) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg655: i64, %arg656: i64, %arg657: i1):
      %1381 = "arith.cmpi"(%arg655, %arg656) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1381) : (i1) -> ()
    }) : (tensor<2x8x2x2xi64>, tensor<2x2xi64>, tensor<2x8x2x2xi1>) -> tensor<2x8x2x2xi1>
    %824 = "linalg.generic"(%823, %220) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg653: i1, %arg654: f32):
      %1380 = "arith.uitofp"(%arg653) : (i1) -> f32
      "linalg.yield"(%1380) : (f32) -> ()
    }) : (tensor<2x8x2x2xi1>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %825 = "linalg.generic"(%795, %824, %220) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg650: f32, %arg651: f32, %arg652: f32):
      %1379 = "arith.mulf"(%arg650, %arg651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1379) : (f32) -> ()
    }) : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %826 = "tensor.concat"(%825, %32) <{dim = 3 : i64}> : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
    %827 = "tensor.expand_shape"(%826) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 8, 2, 2, 2>}> : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2x2xf32>
    %828 = "tensor.collapse_shape"(%827) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x4x2xf32>
    %829 = "tensor.expand_shape"(%828) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 8, 4, 2, 1>}> : (tensor<2x8x4x2xf32>) -> tensor<2x8x4x2x1xf32>
    %830 = "tensor.concat"(%829, %33) <{dim = 4 : i64}> : (tensor<2x8x4x2x1xf32>, tensor<2x8x4x2x1xf32>) -> tensor<2x8x4x2x2xf32>
    %831 = "tensor.collapse_shape"(%830) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x8x4x2x2xf32>) -> tensor<2x8x4x4xf32>
    %832 = "tensor.pad"(%831) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg646: index, %arg647: index, %arg648: index, %arg649: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>) -> tensor<2x8x5x5xf32>
    %833 = "tensor.empty"() : () -> tensor<2x8x5x5xf32>
    %834 = "linalg.generic"(%820, %832, %833) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg643: f32, %arg644: f32, %arg645: f32):
      %1378 = "arith.addf"(%arg643, %arg644) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1378) : (f32) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %835 = "linalg.generic"(%804, %803) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg641: i64, %arg642: i64):
      %1377 = "arith.addi"(%arg641, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1377) : (i64) -> ()
    }) : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %836 = "linalg.generic"(%835, %803) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg639: i64, %arg640: i64):
      %1376 = "arith.muli"(%arg639, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1376) : (i64) -> ()
    }) : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
    %837 = "linalg.generic"(%836, %807, %102) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg636: i64, %arg637: i64, %arg638: i64):
      %1375 = "arith.addi"(%arg636, %arg637) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1375) : (i64) -> ()
    }) : (tensor<2x1xi64>, tensor<1x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %838 = "linalg.generic"(%225, %837, %810) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg633: i64, %arg634: i64, %arg635: i1):
      %1374 = "arith.cmpi"(%arg633, %arg634) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1374) : (i1) -> ()
    }) : (tensor<2x8x2x2xi64>, tensor<2x2xi64>, tensor<2x8x2x2xi1>) -> tensor<2x8x2x2xi1>
    %839 = "linalg.generic"(%838, %220) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg631: i1, %arg632: f32):
      %1373 = "arith.uitofp"(%arg631) : (i1) -> f32
      "linalg.yield"(%1373) : (f32) -> ()
    }) : (tensor<2x8x2x2xi1>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %840 = "linalg.generic"(%795, %839, %220) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg628: f32, %arg629: f32, %arg630: f32):
      %1372 = "arith.mulf"(%arg628, %arg629) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1372) : (f32) -> ()
    }) : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %841 = "tensor.concat"(%840, %32) <{dim = 3 : i64}> : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
    %842 = "tensor.expand_shape"(%841) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 8, 2, 2, 2>}> : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2x2xf32>
    %843 = "tensor.collapse_shape"(%842) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x4x2xf32>
    %844 = "tensor.pad"(%843) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg624: index, %arg625: index, %arg626: index, %arg627: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x4x2xf32>) -> tensor<2x8x5x2xf32>
    %845 = "tensor.expand_shape"(%844) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 8, 5, 2, 1>}> : (tensor<2x8x5x2xf32>) -> tensor<2x8x5x2x1xf32>
    %846 = "tensor.concat"(%845, %34) <{dim = 4 : i64}> : (tensor<2x8x5x2x1xf32>, tensor<2x8x5x2x1xf32>) -> tensor<2x8x5x2x2xf32>
    %847 = "tensor.collapse_shape"(%846) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x8x5x2x2xf32>) -> tensor<2x8x5x4xf32>
    %848 = "tensor.pad"(%847) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg620: index, %arg621: index, %arg622: index, %arg623: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x5x4xf32>) -> tensor<2x8x5x5xf32>
    %849 = "linalg.generic"(%834, %848, %833) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg617: f32, %arg618: f32, %arg619: f32):
      %1371 = "arith.addf"(%arg617, %arg618) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1371) : (f32) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %850 = "linalg.generic"(%836, %821, %102) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg614: i64, %arg615: i64, %arg616: i64):
      %1370 = "arith.addi"(%arg614, %arg615) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1370) : (i64) -> ()
    }) : (tensor<2x1xi64>, tensor<1x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %851 = "linalg.generic"(%225, %850, %810) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg611: i64, %arg612: i64, %arg613: i1):
      %1369 = "arith.cmpi"(%arg611, %arg612) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1369) : (i1) -> ()
    }) : (tensor<2x8x2x2xi64>, tensor<2x2xi64>, tensor<2x8x2x2xi1>) -> tensor<2x8x2x2xi1>
    %852 = "linalg.generic"(%851, %220) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg609: i1, %arg610: f32):
      %1368 = "arith.uitofp"(%arg609) : (i1) -> f32
      "linalg.yield"(%1368) : (f32) -> ()
    }) : (tensor<2x8x2x2xi1>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %853 = "linalg.generic"(%795, %852, %220) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg606: f32, %arg607: f32, %arg608: f32):
      %1367 = "arith.mulf"(%arg606, %arg607) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1367) : (f32) -> ()
    }) : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %854 = "tensor.concat"(%853, %32) <{dim = 3 : i64}> : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
    %855 = "tensor.expand_shape"(%854) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 8, 2, 2, 2>}> : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2x2xf32>
    %856 = "tensor.collapse_shape"(%855) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x4x2xf32>
    %857 = "tensor.pad"(%856) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg602: index, %arg603: index, %arg604: index, %arg605: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x4x2xf32>) -> tensor<2x8x5x2xf32>
    %858 = "tensor.expand_shape"(%857) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 8, 5, 2, 1>}> : (tensor<2x8x5x2xf32>) -> tensor<2x8x5x2x1xf32>
    %859 = "tensor.concat"(%858, %34) <{dim = 4 : i64}> : (tensor<2x8x5x2x1xf32>, tensor<2x8x5x2x1xf32>) -> tensor<2x8x5x2x2xf32>
    %860 = "tensor.collapse_shape"(%859) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x8x5x2x2xf32>) -> tensor<2x8x5x4xf32>
    %861 = "tensor.pad"(%860) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg598: index, %arg599: index, %arg600: index, %arg601: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x8x5x4xf32>) -> tensor<2x8x5x5xf32>
    %862 = "linalg.generic"(%849, %861, %833) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg595: f32, %arg596: f32, %arg597: f32):
      %1366 = "arith.addf"(%arg595, %arg596) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1366) : (f32) -> ()
    }) : (tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %863 = "tensor.extract_slice"(%862) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 8, 4, 5>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x5x5xf32>) -> tensor<2x8x4x5xf32>
    %864 = "tensor.extract_slice"(%863) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 8, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x4x5xf32>) -> tensor<2x8x4x4xf32>
    %865 = "linalg.generic"(%727, %864, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg592: f32, %arg593: f32, %arg594: f32):
      %1365 = "arith.addf"(%arg592, %arg593) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1365) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %866 = "linalg.generic"(%219, %663) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg590: f32, %arg591: i1):
      %1364 = "arith.cmpf"(%arg590, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1364) : (i1) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xi1>) -> tensor<2x8x4x4xi1>
    %867 = "linalg.generic"(%866, %12, %865, %166) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg586: i1, %arg587: f32, %arg588: f32, %arg589: f32):
      %1363 = "arith.select"(%arg586, %arg587, %arg588) : (i1, f32, f32) -> f32
      "linalg.yield"(%1363) : (f32) -> ()
    }) : (tensor<2x8x4x4xi1>, tensor<f32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %868 = "linalg.generic"(%867, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg584: f32, %arg585: f32):
      %1362 = "arith.addf"(%arg584, %arg585) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1362) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %869 = "linalg.generic"(%867, %213, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg581: f32, %arg582: f32, %arg583: f32):
      %1361 = "arith.mulf"(%arg581, %arg582) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1361) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %870 = "linalg.generic"(%869, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg579: f32, %arg580: f32):
      %1360 = "arith.addf"(%arg579, %arg580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1360) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %871 = "linalg.generic"(%868, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg577: f32, %arg578: f32):
      %1359 = "arith.mulf"(%arg577, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1359) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %872 = "tensor.expand_shape"(%871) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %873 = "linalg.generic"(%870, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg575: f32, %arg576: f32):
      %1358 = "arith.mulf"(%arg575, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1358) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %874 = "linalg.generic"(%210, %210, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg572: f32, %arg573: f32, %arg574: f32):
      %1357 = "arith.mulf"(%arg572, %arg573) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1357) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %875 = "linalg.generic"(%873, %874, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg569: f32, %arg570: f32, %arg571: f32):
      %1356 = "arith.mulf"(%arg569, %arg570) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1356) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %876 = "tensor.expand_shape"(%875) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %877 = "linalg.generic"(%210, %arg18, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg566: f32, %arg567: f32, %arg568: f32):
      %1355 = "arith.mulf"(%arg566, %arg567) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1355) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %878 = "tensor.expand_shape"(%877) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %879 = "linalg.generic"(%213, %876, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg563: f32, %arg564: f32, %arg565: f32):
      %1354 = "arith.mulf"(%arg563, %arg564) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1354) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %880 = "linalg.generic"(%867, %879, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg560: f32, %arg561: f32, %arg562: f32):
      %1353 = "arith.subf"(%arg560, %arg561) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1353) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %881 = "linalg.generic"(%880, %872, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg557: f32, %arg558: f32, %arg559: f32):
      %1352 = "arith.subf"(%arg557, %arg558) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1352) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %882 = "linalg.generic"(%881, %878, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg554: f32, %arg555: f32, %arg556: f32):
      %1351 = "arith.mulf"(%arg554, %arg555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1351) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %883 = "linalg.generic"(%870, %210, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg551: f32, %arg552: f32, %arg553: f32):
      %1350 = "arith.mulf"(%arg551, %arg552) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1350) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %884 = "linalg.generic"(%683) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg550: f32):
      %1343 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1344 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1345 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1346 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1347 = "arith.subi"(%7, %1345) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1348 = "arith.subi"(%7, %1346) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1349 = "tensor.extract"(%arg17, %1344, %1343, %1347, %1348) : (tensor<8x8x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1349) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %885 = "tensor.insert_slice"(%882, %686) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 8, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x4x4xf32>, tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %886 = "linalg.conv_2d_nchw_fchw"(%885, %884, %167) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg547: f32, %arg548: f32, %arg549: f32):
      %1341 = "arith.mulf"(%arg547, %arg548) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1342 = "arith.addf"(%arg549, %1341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1342) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x6x6xf32>, tensor<8x8x3x3xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %887 = "linalg.transpose"(%196, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg545: f32, %arg546: f32):
      "linalg.yield"(%arg545) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8x2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %888 = "linalg.transpose"(%882, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg543: f32, %arg544: f32):
      "linalg.yield"(%arg543) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8x2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %889 = "tensor.pad"(%887) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg539: index, %arg540: index, %arg541: index, %arg542: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<8x2x4x4xf32>) -> tensor<8x2x6x6xf32>
    %890 = "linalg.conv_2d_nchw_fchw"(%889, %888, %683) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg536: f32, %arg537: f32, %arg538: f32):
      %1339 = "arith.mulf"(%arg536, %arg537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1340 = "arith.addf"(%arg538, %1339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1340) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<8x2x6x6xf32>, tensor<8x2x4x4xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %891 = "linalg.transpose"(%890, %682) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg534: f32, %arg535: f32):
      "linalg.yield"(%arg534) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %892 = "linalg.generic"(%196, %663) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg532: f32, %arg533: i1):
      %1338 = "arith.cmpf"(%arg532, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1338) : (i1) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xi1>) -> tensor<2x8x4x4xi1>
    %893 = "linalg.generic"(%892, %12, %886, %166) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg528: i1, %arg529: f32, %arg530: f32, %arg531: f32):
      %1337 = "arith.select"(%arg528, %arg529, %arg530) : (i1, f32, f32) -> f32
      "linalg.yield"(%1337) : (f32) -> ()
    }) : (tensor<2x8x4x4xi1>, tensor<f32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %894 = "linalg.generic"(%893, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg526: f32, %arg527: f32):
      %1336 = "arith.addf"(%arg526, %arg527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1336) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %895 = "linalg.generic"(%893, %190, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg523: f32, %arg524: f32, %arg525: f32):
      %1335 = "arith.mulf"(%arg523, %arg524) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1335) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %896 = "linalg.generic"(%895, %170) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg521: f32, %arg522: f32):
      %1334 = "arith.addf"(%arg521, %arg522) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1334) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %897 = "linalg.generic"(%894, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg519: f32, %arg520: f32):
      %1333 = "arith.mulf"(%arg519, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1333) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %898 = "tensor.expand_shape"(%897) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %899 = "linalg.generic"(%896, %169) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg517: f32, %arg518: f32):
      %1332 = "arith.mulf"(%arg517, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1332) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %900 = "linalg.generic"(%187, %187, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg514: f32, %arg515: f32, %arg516: f32):
      %1331 = "arith.mulf"(%arg514, %arg515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1331) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %901 = "linalg.generic"(%899, %900, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg511: f32, %arg512: f32, %arg513: f32):
      %1330 = "arith.mulf"(%arg511, %arg512) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1330) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %902 = "tensor.expand_shape"(%901) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %903 = "linalg.generic"(%187, %arg15, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg508: f32, %arg509: f32, %arg510: f32):
      %1329 = "arith.mulf"(%arg508, %arg509) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1329) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %904 = "tensor.expand_shape"(%903) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %905 = "linalg.generic"(%190, %902, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg505: f32, %arg506: f32, %arg507: f32):
      %1328 = "arith.mulf"(%arg505, %arg506) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1328) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %906 = "linalg.generic"(%893, %905, %166) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg502: f32, %arg503: f32, %arg504: f32):
      %1327 = "arith.subf"(%arg502, %arg503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1327) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %907 = "linalg.generic"(%906, %898, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg499: f32, %arg500: f32, %arg501: f32):
      %1326 = "arith.subf"(%arg499, %arg500) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1326) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %908 = "linalg.generic"(%907, %904, %166) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg496: f32, %arg497: f32, %arg498: f32):
      %1325 = "arith.mulf"(%arg496, %arg497) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1325) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %909 = "linalg.generic"(%896, %187, %169) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg493: f32, %arg494: f32, %arg495: f32):
      %1324 = "arith.mulf"(%arg493, %arg494) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1324) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %910 = "linalg.fill"(%8, %645) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg491: f32, %arg492: f32):
      "linalg.yield"(%arg491) : (f32) -> ()
    }) : (f32, tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %911 = "linalg.generic"(%910) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg490: f32):
      %1317 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1318 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1319 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1320 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1321 = "arith.subi"(%7, %1319) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1322 = "arith.subi"(%7, %1320) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1323 = "tensor.extract"(%arg14, %1318, %1317, %1321, %1322) : (tensor<8x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1323) : (f32) -> ()
    }) : (tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %912 = "tensor.insert_slice"(%908, %686) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 8, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x4x4xf32>, tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %913 = "linalg.fill"(%8, %159) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg488: f32, %arg489: f32):
      "linalg.yield"(%arg488) : (f32) -> ()
    }) : (f32, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %914 = "linalg.conv_2d_nchw_fchw"(%912, %911, %913) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg485: f32, %arg486: f32, %arg487: f32):
      %1315 = "arith.mulf"(%arg485, %arg486) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1316 = "arith.addf"(%arg487, %1315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1316) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x8x6x6xf32>, tensor<4x8x3x3xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %915 = "tensor.empty"() : () -> tensor<4x2x4x4xf32>
    %916 = "linalg.transpose"(%161, %915) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg483: f32, %arg484: f32):
      "linalg.yield"(%arg483) : (f32) -> ()
    }) : (tensor<2x4x4x4xf32>, tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32>
    %917 = "linalg.transpose"(%908, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg481: f32, %arg482: f32):
      "linalg.yield"(%arg481) : (f32) -> ()
    }) : (tensor<2x8x4x4xf32>, tensor<8x2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %918 = "tensor.pad"(%916) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg477: index, %arg478: index, %arg479: index, %arg480: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<4x2x4x4xf32>) -> tensor<4x2x6x6xf32>
    %919 = "linalg.conv_2d_nchw_fchw"(%918, %917, %910) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg474: f32, %arg475: f32, %arg476: f32):
      %1313 = "arith.mulf"(%arg474, %arg475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1314 = "arith.addf"(%arg476, %1313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1314) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x2x6x6xf32>, tensor<8x2x4x4xf32>, tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %920 = "linalg.transpose"(%919, %633) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg472: f32, %arg473: f32):
      "linalg.yield"(%arg472) : (f32) -> ()
    }) : (tensor<4x8x3x3xf32>, tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %921 = "tensor.empty"() : () -> tensor<4xi64>
    %922 = "linalg.generic"(%921) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg471: i64):
      %1311 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1312 = "arith.index_cast"(%1311) : (index) -> i64
      "linalg.yield"(%1312) : (i64) -> ()
    }) : (tensor<4xi64>) -> tensor<4xi64>
    %923 = "tensor.expand_shape"(%922) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xi64>) -> tensor<4x1xi64>
    %924 = "tensor.empty"() : () -> tensor<4x1xi64>
    %925 = "linalg.generic"(%923, %924) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg469: i64, %arg470: i64):
      %1310 = "arith.muli"(%arg469, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1310) : (i64) -> ()
    }) : (tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x1xi64>
    %926 = "tensor.expand_shape"(%922) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 4>}> : (tensor<4xi64>) -> tensor<1x4xi64>
    %927 = "tensor.empty"() : () -> tensor<1x4xi64>
    %928 = "linalg.generic"(%926, %927) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg467: i64, %arg468: i64):
      %1309 = "arith.muli"(%arg467, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1309) : (i64) -> ()
    }) : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi64>
    %929 = "linalg.generic"(%925, %924) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg465: i64, %arg466: i64):
      %1308 = "arith.muli"(%arg465, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1308) : (i64) -> ()
    }) : (tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x1xi64>
    %930 = "tensor.empty"() : () -> tensor<4x4xi64>
    %931 = "linalg.generic"(%929, %928, %930) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg462: i64, %arg463: i64, %arg464: i64):
      %1307 = "arith.addi"(%arg462, %arg463) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1307) : (i64) -> ()
    }) : (tensor<4x1xi64>, tensor<1x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %932 = "tensor.empty"() : () -> tensor<2x4x4x4xi1>
    %933 = "linalg.generic"(%164, %931, %932) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg459: i64, %arg460: i64, %arg461: i1):
      %1306 = "arith.cmpi"(%arg459, %arg460) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1306) : (i1) -> ()
    }) : (tensor<2x4x4x4xi64>, tensor<4x4xi64>, tensor<2x4x4x4xi1>) -> tensor<2x4x4x4xi1>
    %934 = "linalg.generic"(%933, %159) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg457: i1, %arg458: f32):
      %1305 = "arith.uitofp"(%arg457) : (i1) -> f32
      "linalg.yield"(%1305) : (f32) -> ()
    }) : (tensor<2x4x4x4xi1>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %935 = "linalg.generic"(%914, %934, %159) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg454: f32, %arg455: f32, %arg456: f32):
      %1304 = "arith.mulf"(%arg454, %arg455) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1304) : (f32) -> ()
    }) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %936 = "tensor.concat"(%935, %35) <{dim = 3 : i64}> : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x8xf32>
    %937 = "tensor.expand_shape"(%936) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 4, 4, 2, 4>}> : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x2x4xf32>
    %938 = "tensor.collapse_shape"(%937) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x8x4xf32>
    %939 = "tensor.expand_shape"(%938) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 4, 8, 4, 1>}> : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %940 = "tensor.concat"(%939, %36) <{dim = 4 : i64}> : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %941 = "tensor.collapse_shape"(%940) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %942 = "tensor.pad"(%941) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg450: index, %arg451: index, %arg452: index, %arg453: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>) -> tensor<2x4x9x9xf32>
    %943 = "linalg.generic"(%928, %927) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg448: i64, %arg449: i64):
      %1303 = "arith.addi"(%arg448, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1303) : (i64) -> ()
    }) : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi64>
    %944 = "linalg.generic"(%929, %943, %930) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg445: i64, %arg446: i64, %arg447: i64):
      %1302 = "arith.addi"(%arg445, %arg446) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1302) : (i64) -> ()
    }) : (tensor<4x1xi64>, tensor<1x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %945 = "linalg.generic"(%164, %944, %932) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg442: i64, %arg443: i64, %arg444: i1):
      %1301 = "arith.cmpi"(%arg442, %arg443) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1301) : (i1) -> ()
    }) : (tensor<2x4x4x4xi64>, tensor<4x4xi64>, tensor<2x4x4x4xi1>) -> tensor<2x4x4x4xi1>
    %946 = "linalg.generic"(%945, %159) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg440: i1, %arg441: f32):
      %1300 = "arith.uitofp"(%arg440) : (i1) -> f32
      "linalg.yield"(%1300) : (f32) -> ()
    }) : (tensor<2x4x4x4xi1>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %947 = "linalg.generic"(%914, %946, %159) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg437: f32, %arg438: f32, %arg439: f32):
      %1299 = "arith.mulf"(%arg437, %arg438) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1299) : (f32) -> ()
    }) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %948 = "tensor.concat"(%947, %35) <{dim = 3 : i64}> : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x8xf32>
    %949 = "tensor.expand_shape"(%948) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 4, 4, 2, 4>}> : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x2x4xf32>
    %950 = "tensor.collapse_shape"(%949) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x8x4xf32>
    %951 = "tensor.expand_shape"(%950) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 4, 8, 4, 1>}> : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %952 = "tensor.concat"(%951, %36) <{dim = 4 : i64}> : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %953 = "tensor.collapse_shape"(%952) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %954 = "tensor.pad"(%953) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg433: index, %arg434: index, %arg435: index, %arg436: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>) -> tensor<2x4x9x9xf32>
    %955 = "tensor.empty"() : () -> tensor<2x4x9x9xf32>
    %956 = "linalg.generic"(%942, %954, %955) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg430: f32, %arg431: f32, %arg432: f32):
      %1298 = "arith.addf"(%arg430, %arg431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1298) : (f32) -> ()
    }) : (tensor<2x4x9x9xf32>, tensor<2x4x9x9xf32>, tensor<2x4x9x9xf32>) -> tensor<2x4x9x9xf32>
    %957 = "linalg.generic"(%925, %924) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg428: i64, %arg429: i64):
      %1297 = "arith.addi"(%arg428, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1297) : (i64) -> ()
    }) : (tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x1xi64>
    %958 = "linalg.generic"(%957, %924) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg426: i64, %arg427: i64):
      %1296 = "arith.muli"(%arg426, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1296) : (i64) -> ()
    }) : (tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x1xi64>
    %959 = "linalg.generic"(%958, %928, %930) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg423: i64, %arg424: i64, %arg425: i64):
      %1295 = "arith.addi"(%arg423, %arg424) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1295) : (i64) -> ()
    }) : (tensor<4x1xi64>, tensor<1x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %960 = "linalg.generic"(%164, %959, %932) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg420: i64, %arg421: i64, %arg422: i1):
      %1294 = "arith.cmpi"(%arg420, %arg421) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1294) : (i1) -> ()
    }) : (tensor<2x4x4x4xi64>, tensor<4x4xi64>, tensor<2x4x4x4xi1>) -> tensor<2x4x4x4xi1>
    %961 = "linalg.generic"(%960, %159) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg418: i1, %arg419: f32):
      %1293 = "arith.uitofp"(%arg418) : (i1) -> f32
      "linalg.yield"(%1293) : (f32) -> ()
    }) : (tensor<2x4x4x4xi1>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %962 = "linalg.generic"(%914, %961, %159) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg415: f32, %arg416: f32, %arg417: f32):
      %1292 = "arith.mulf"(%arg415, %arg416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1292) : (f32) -> ()
    }) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %963 = "tensor.concat"(%962, %35) <{dim = 3 : i64}> : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x8xf32>
    %964 = "tensor.expand_shape"(%963) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 4, 4, 2, 4>}> : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x2x4xf32>
    %965 = "tensor.collapse_shape"(%964) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x8x4xf32>
    %966 = "tensor.pad"(%965) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg411: index, %arg412: index, %arg413: index, %arg414: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x8x4xf32>) -> tensor<2x4x9x4xf32>
    %967 = "tensor.expand_shape"(%966) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 4, 9, 4, 1>}> : (tensor<2x4x9x4xf32>) -> tensor<2x4x9x4x1xf32>
    %968 = "tensor.concat"(%967, %37) <{dim = 4 : i64}> : (tensor<2x4x9x4x1xf32>, tensor<2x4x9x4x1xf32>) -> tensor<2x4x9x4x2xf32>
    %969 = "tensor.collapse_shape"(%968) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x4x9x4x2xf32>) -> tensor<2x4x9x8xf32>
    %970 = "tensor.pad"(%969) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg407: index, %arg408: index, %arg409: index, %arg410: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x9x8xf32>) -> tensor<2x4x9x9xf32>
    %971 = "linalg.generic"(%956, %970, %955) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg404: f32, %arg405: f32, %arg406: f32):
      %1291 = "arith.addf"(%arg404, %arg405) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1291) : (f32) -> ()
    }) : (tensor<2x4x9x9xf32>, tensor<2x4x9x9xf32>, tensor<2x4x9x9xf32>) -> tensor<2x4x9x9xf32>
    %972 = "linalg.generic"(%958, %943, %930) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg401: i64, %arg402: i64, %arg403: i64):
      %1290 = "arith.addi"(%arg401, %arg402) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1290) : (i64) -> ()
    }) : (tensor<4x1xi64>, tensor<1x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %973 = "linalg.generic"(%164, %972, %932) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg398: i64, %arg399: i64, %arg400: i1):
      %1289 = "arith.cmpi"(%arg398, %arg399) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1289) : (i1) -> ()
    }) : (tensor<2x4x4x4xi64>, tensor<4x4xi64>, tensor<2x4x4x4xi1>) -> tensor<2x4x4x4xi1>
    %974 = "linalg.generic"(%973, %159) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg396: i1, %arg397: f32):
      %1288 = "arith.uitofp"(%arg396) : (i1) -> f32
      "linalg.yield"(%1288) : (f32) -> ()
    }) : (tensor<2x4x4x4xi1>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %975 = "linalg.generic"(%914, %974, %159) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg393: f32, %arg394: f32, %arg395: f32):
      %1287 = "arith.mulf"(%arg393, %arg394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1287) : (f32) -> ()
    }) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %976 = "tensor.concat"(%975, %35) <{dim = 3 : i64}> : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x8xf32>
    %977 = "tensor.expand_shape"(%976) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 4, 4, 2, 4>}> : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x2x4xf32>
    %978 = "tensor.collapse_shape"(%977) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x8x4xf32>
    %979 = "tensor.pad"(%978) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg389: index, %arg390: index, %arg391: index, %arg392: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x8x4xf32>) -> tensor<2x4x9x4xf32>
    %980 = "tensor.expand_shape"(%979) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 4, 9, 4, 1>}> : (tensor<2x4x9x4xf32>) -> tensor<2x4x9x4x1xf32>
    %981 = "tensor.concat"(%980, %37) <{dim = 4 : i64}> : (tensor<2x4x9x4x1xf32>, tensor<2x4x9x4x1xf32>) -> tensor<2x4x9x4x2xf32>
    %982 = "tensor.collapse_shape"(%981) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x4x9x4x2xf32>) -> tensor<2x4x9x8xf32>
    %983 = "tensor.pad"(%982) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg385: index, %arg386: index, %arg387: index, %arg388: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x4x9x8xf32>) -> tensor<2x4x9x9xf32>
    %984 = "linalg.generic"(%971, %983, %955) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg382: f32, %arg383: f32, %arg384: f32):
      %1286 = "arith.addf"(%arg382, %arg383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1286) : (f32) -> ()
    }) : (tensor<2x4x9x9xf32>, tensor<2x4x9x9xf32>, tensor<2x4x9x9xf32>) -> tensor<2x4x9x9xf32>
    %985 = "tensor.extract_slice"(%984) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 4, 8, 9>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x9x9xf32>) -> tensor<2x4x8x9xf32>
    %986 = "tensor.extract_slice"(%985) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 4, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %987 = "linalg.generic"(%647, %986, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32, %arg381: f32):
      %1285 = "arith.addf"(%arg379, %arg380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1285) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %988 = "linalg.generic"(%158, %583) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg377: f32, %arg378: i1):
      %1284 = "arith.cmpf"(%arg377, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1284) : (i1) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>) -> tensor<2x4x8x8xi1>
    %989 = "linalg.generic"(%988, %12, %987, %105) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg373: i1, %arg374: f32, %arg375: f32, %arg376: f32):
      %1283 = "arith.select"(%arg373, %arg374, %arg375) : (i1, f32, f32) -> f32
      "linalg.yield"(%1283) : (f32) -> ()
    }) : (tensor<2x4x8x8xi1>, tensor<f32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %990 = "linalg.generic"(%989, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg371: f32, %arg372: f32):
      %1282 = "arith.addf"(%arg371, %arg372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1282) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %991 = "linalg.generic"(%989, %152, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg368: f32, %arg369: f32, %arg370: f32):
      %1281 = "arith.mulf"(%arg368, %arg369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1281) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %992 = "linalg.generic"(%991, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg366: f32, %arg367: f32):
      %1280 = "arith.addf"(%arg366, %arg367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1280) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %993 = "linalg.generic"(%990, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg364: f32, %arg365: f32):
      %1279 = "arith.mulf"(%arg364, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1279) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %994 = "tensor.expand_shape"(%993) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %995 = "linalg.generic"(%992, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg362: f32, %arg363: f32):
      %1278 = "arith.mulf"(%arg362, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1278) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %996 = "linalg.generic"(%149, %149, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg359: f32, %arg360: f32, %arg361: f32):
      %1277 = "arith.mulf"(%arg359, %arg360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1277) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %997 = "linalg.generic"(%995, %996, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg356: f32, %arg357: f32, %arg358: f32):
      %1276 = "arith.mulf"(%arg356, %arg357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1276) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %998 = "tensor.expand_shape"(%997) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %999 = "linalg.generic"(%149, %arg12, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg353: f32, %arg354: f32, %arg355: f32):
      %1275 = "arith.mulf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1275) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1000 = "tensor.expand_shape"(%999) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1001 = "linalg.generic"(%152, %998, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg350: f32, %arg351: f32, %arg352: f32):
      %1274 = "arith.mulf"(%arg350, %arg351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1274) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1002 = "linalg.generic"(%989, %1001, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg347: f32, %arg348: f32, %arg349: f32):
      %1273 = "arith.subf"(%arg347, %arg348) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1273) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1003 = "linalg.generic"(%1002, %994, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg344: f32, %arg345: f32, %arg346: f32):
      %1272 = "arith.subf"(%arg344, %arg345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1272) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1004 = "linalg.generic"(%1003, %1000, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg341: f32, %arg342: f32, %arg343: f32):
      %1271 = "arith.mulf"(%arg341, %arg342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1271) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1005 = "linalg.generic"(%992, %149, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg338: f32, %arg339: f32, %arg340: f32):
      %1270 = "arith.mulf"(%arg338, %arg339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1270) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1006 = "linalg.generic"(%603) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg337: f32):
      %1263 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1264 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1265 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1266 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1267 = "arith.subi"(%7, %1265) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1268 = "arith.subi"(%7, %1266) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1269 = "tensor.extract"(%arg11, %1264, %1263, %1267, %1268) : (tensor<4x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1269) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1007 = "tensor.insert_slice"(%1004, %606) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 4, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x8x8xf32>, tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32>
    %1008 = "linalg.conv_2d_nchw_fchw"(%1007, %1006, %106) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg334: f32, %arg335: f32, %arg336: f32):
      %1261 = "arith.mulf"(%arg334, %arg335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1262 = "arith.addf"(%arg336, %1261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1262) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x10x10xf32>, tensor<4x4x3x3xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1009 = "linalg.transpose"(%135, %609) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg332: f32, %arg333: f32):
      "linalg.yield"(%arg332) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32>
    %1010 = "linalg.transpose"(%1004, %609) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg330: f32, %arg331: f32):
      "linalg.yield"(%arg330) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32>
    %1011 = "tensor.pad"(%1009) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg326: index, %arg327: index, %arg328: index, %arg329: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<4x2x8x8xf32>) -> tensor<4x2x10x10xf32>
    %1012 = "linalg.conv_2d_nchw_fchw"(%1011, %1010, %603) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg323: f32, %arg324: f32, %arg325: f32):
      %1259 = "arith.mulf"(%arg323, %arg324) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1260 = "arith.addf"(%arg325, %1259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1260) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x2x10x10xf32>, tensor<4x2x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1013 = "linalg.transpose"(%1012, %602) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg321: f32, %arg322: f32):
      "linalg.yield"(%arg321) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1014 = "linalg.generic"(%135, %583) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg319: f32, %arg320: i1):
      %1258 = "arith.cmpf"(%arg319, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1258) : (i1) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>) -> tensor<2x4x8x8xi1>
    %1015 = "linalg.generic"(%1014, %12, %1008, %105) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg315: i1, %arg316: f32, %arg317: f32, %arg318: f32):
      %1257 = "arith.select"(%arg315, %arg316, %arg317) : (i1, f32, f32) -> f32
      "linalg.yield"(%1257) : (f32) -> ()
    }) : (tensor<2x4x8x8xi1>, tensor<f32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1016 = "linalg.generic"(%1015, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg313: f32, %arg314: f32):
      %1256 = "arith.addf"(%arg313, %arg314) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1256) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1017 = "linalg.generic"(%1015, %129, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg310: f32, %arg311: f32, %arg312: f32):
      %1255 = "arith.mulf"(%arg310, %arg311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1255) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1018 = "linalg.generic"(%1017, %109) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg308: f32, %arg309: f32):
      %1254 = "arith.addf"(%arg308, %arg309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1254) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1019 = "linalg.generic"(%1016, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg306: f32, %arg307: f32):
      %1253 = "arith.mulf"(%arg306, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1253) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1020 = "tensor.expand_shape"(%1019) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1021 = "linalg.generic"(%1018, %108) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg304: f32, %arg305: f32):
      %1252 = "arith.mulf"(%arg304, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1252) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1022 = "linalg.generic"(%126, %126, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32, %arg303: f32):
      %1251 = "arith.mulf"(%arg301, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1251) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1023 = "linalg.generic"(%1021, %1022, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32, %arg300: f32):
      %1250 = "arith.mulf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1250) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1024 = "tensor.expand_shape"(%1023) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1025 = "linalg.generic"(%126, %arg9, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg295: f32, %arg296: f32, %arg297: f32):
      %1249 = "arith.mulf"(%arg295, %arg296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1249) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1026 = "tensor.expand_shape"(%1025) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1027 = "linalg.generic"(%129, %1024, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg292: f32, %arg293: f32, %arg294: f32):
      %1248 = "arith.mulf"(%arg292, %arg293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1248) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1028 = "linalg.generic"(%1015, %1027, %105) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg289: f32, %arg290: f32, %arg291: f32):
      %1247 = "arith.subf"(%arg289, %arg290) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1247) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1029 = "linalg.generic"(%1028, %1020, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg286: f32, %arg287: f32, %arg288: f32):
      %1246 = "arith.subf"(%arg286, %arg287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1246) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1030 = "linalg.generic"(%1029, %1026, %105) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg283: f32, %arg284: f32, %arg285: f32):
      %1245 = "arith.mulf"(%arg283, %arg284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1245) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1031 = "linalg.generic"(%1018, %126, %108) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg280: f32, %arg281: f32, %arg282: f32):
      %1244 = "arith.mulf"(%arg280, %arg281) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1244) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1032 = "linalg.fill"(%8, %566) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg278: f32, %arg279: f32):
      "linalg.yield"(%arg278) : (f32) -> ()
    }) : (f32, tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    %1033 = "linalg.generic"(%1032) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg277: f32):
      %1237 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1238 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1239 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1240 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1241 = "arith.subi"(%7, %1239) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1242 = "arith.subi"(%7, %1240) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1243 = "tensor.extract"(%arg8, %1238, %1237, %1241, %1242) : (tensor<4x2x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1243) : (f32) -> ()
    }) : (tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    %1034 = "tensor.insert_slice"(%1030, %606) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 4, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x8x8xf32>, tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32>
    %1035 = "linalg.fill"(%8, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32):
      "linalg.yield"(%arg275) : (f32) -> ()
    }) : (f32, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1036 = "linalg.conv_2d_nchw_fchw"(%1034, %1033, %1035) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg272: f32, %arg273: f32, %arg274: f32):
      %1235 = "arith.mulf"(%arg272, %arg273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1236 = "arith.addf"(%arg274, %1235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1236) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x4x10x10xf32>, tensor<2x4x3x3xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1037 = "linalg.transpose"(%99, %96) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg270: f32, %arg271: f32):
      "linalg.yield"(%arg270) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1038 = "linalg.transpose"(%1030, %609) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg268: f32, %arg269: f32):
      "linalg.yield"(%arg268) : (f32) -> ()
    }) : (tensor<2x4x8x8xf32>, tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32>
    %1039 = "tensor.pad"(%1037) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg264: index, %arg265: index, %arg266: index, %arg267: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>) -> tensor<2x2x10x10xf32>
    %1040 = "linalg.conv_2d_nchw_fchw"(%1039, %1038, %1032) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg261: f32, %arg262: f32, %arg263: f32):
      %1233 = "arith.mulf"(%arg261, %arg262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1234 = "arith.addf"(%arg263, %1233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1234) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x10x10xf32>, tensor<4x2x8x8xf32>, tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    %1041 = "linalg.transpose"(%1040, %554) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg259: f32, %arg260: f32):
      "linalg.yield"(%arg259) : (f32) -> ()
    }) : (tensor<2x4x3x3xf32>, tensor<4x2x3x3xf32>) -> tensor<4x2x3x3xf32>
    %1042 = "tensor.empty"() : () -> tensor<8xi64>
    %1043 = "linalg.generic"(%1042) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg258: i64):
      %1231 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1232 = "arith.index_cast"(%1231) : (index) -> i64
      "linalg.yield"(%1232) : (i64) -> ()
    }) : (tensor<8xi64>) -> tensor<8xi64>
    %1044 = "tensor.expand_shape"(%1043) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xi64>) -> tensor<8x1xi64>
    %1045 = "tensor.empty"() : () -> tensor<8x1xi64>
    %1046 = "linalg.generic"(%1044, %1045) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg256: i64, %arg257: i64):
      %1230 = "arith.muli"(%arg256, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1230) : (i64) -> ()
    }) : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi64>
    %1047 = "tensor.expand_shape"(%1043) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 8>}> : (tensor<8xi64>) -> tensor<1x8xi64>
    %1048 = "tensor.empty"() : () -> tensor<1x8xi64>
    %1049 = "linalg.generic"(%1047, %1048) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg254: i64, %arg255: i64):
      %1229 = "arith.muli"(%arg254, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1229) : (i64) -> ()
    }) : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi64>
    %1050 = "linalg.generic"(%1046, %1045) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg252: i64, %arg253: i64):
      %1228 = "arith.muli"(%arg252, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1228) : (i64) -> ()
    }) : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi64>
    %1051 = "tensor.empty"() : () -> tensor<8x8xi64>
    %1052 = "linalg.generic"(%1050, %1049, %1051) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg249: i64, %arg250: i64, %arg251: i64):
      %1227 = "arith.addi"(%arg249, %arg250) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1227) : (i64) -> ()
    }) : (tensor<8x1xi64>, tensor<1x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %1053 = "tensor.empty"() : () -> tensor<2x2x8x8xi1>
    %1054 = "linalg.generic"(%103, %1052, %1053) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg246: i64, %arg247: i64, %arg248: i1):
      %1226 = "arith.cmpi"(%arg246, %arg247) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1226) : (i1) -> ()
    }) : (tensor<2x2x8x8xi64>, tensor<8x8xi64>, tensor<2x2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %1055 = "linalg.generic"(%1054, %96) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg244: i1, %arg245: f32):
      %1225 = "arith.uitofp"(%arg244) : (i1) -> f32
      "linalg.yield"(%1225) : (f32) -> ()
    }) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1056 = "linalg.generic"(%1036, %1055, %96) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg241: f32, %arg242: f32, %arg243: f32):
      %1224 = "arith.mulf"(%arg241, %arg242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1224) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1057 = "tensor.concat"(%1056, %38) <{dim = 3 : i64}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %1058 = "tensor.expand_shape"(%1057) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 2, 8, 2, 8>}> : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x2x8xf32>
    %1059 = "tensor.collapse_shape"(%1058) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x2x8x2x8xf32>) -> tensor<2x2x16x8xf32>
    %1060 = "tensor.expand_shape"(%1059) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 2, 16, 8, 1>}> : (tensor<2x2x16x8xf32>) -> tensor<2x2x16x8x1xf32>
    %1061 = "tensor.concat"(%1060, %39) <{dim = 4 : i64}> : (tensor<2x2x16x8x1xf32>, tensor<2x2x16x8x1xf32>) -> tensor<2x2x16x8x2xf32>
    %1062 = "tensor.collapse_shape"(%1061) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x2x16x8x2xf32>) -> tensor<2x2x16x16xf32>
    %1063 = "tensor.pad"(%1062) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg237: index, %arg238: index, %arg239: index, %arg240: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>) -> tensor<2x2x17x17xf32>
    %1064 = "linalg.generic"(%1049, %1048) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: i64, %arg236: i64):
      %1223 = "arith.addi"(%arg235, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1223) : (i64) -> ()
    }) : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi64>
    %1065 = "linalg.generic"(%1050, %1064, %1051) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg232: i64, %arg233: i64, %arg234: i64):
      %1222 = "arith.addi"(%arg232, %arg233) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1222) : (i64) -> ()
    }) : (tensor<8x1xi64>, tensor<1x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %1066 = "linalg.generic"(%103, %1065, %1053) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg229: i64, %arg230: i64, %arg231: i1):
      %1221 = "arith.cmpi"(%arg229, %arg230) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1221) : (i1) -> ()
    }) : (tensor<2x2x8x8xi64>, tensor<8x8xi64>, tensor<2x2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %1067 = "linalg.generic"(%1066, %96) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg227: i1, %arg228: f32):
      %1220 = "arith.uitofp"(%arg227) : (i1) -> f32
      "linalg.yield"(%1220) : (f32) -> ()
    }) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1068 = "linalg.generic"(%1036, %1067, %96) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg224: f32, %arg225: f32, %arg226: f32):
      %1219 = "arith.mulf"(%arg224, %arg225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1219) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1069 = "tensor.concat"(%1068, %38) <{dim = 3 : i64}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %1070 = "tensor.expand_shape"(%1069) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 2, 8, 2, 8>}> : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x2x8xf32>
    %1071 = "tensor.collapse_shape"(%1070) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x2x8x2x8xf32>) -> tensor<2x2x16x8xf32>
    %1072 = "tensor.expand_shape"(%1071) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 2, 16, 8, 1>}> : (tensor<2x2x16x8xf32>) -> tensor<2x2x16x8x1xf32>
    %1073 = "tensor.concat"(%1072, %39) <{dim = 4 : i64}> : (tensor<2x2x16x8x1xf32>, tensor<2x2x16x8x1xf32>) -> tensor<2x2x16x8x2xf32>
    %1074 = "tensor.collapse_shape"(%1073) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x2x16x8x2xf32>) -> tensor<2x2x16x16xf32>
    %1075 = "tensor.pad"(%1074) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg220: index, %arg221: index, %arg222: index, %arg223: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>) -> tensor<2x2x17x17xf32>
    %1076 = "tensor.empty"() : () -> tensor<2x2x17x17xf32>
    %1077 = "linalg.generic"(%1063, %1075, %1076) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32, %arg219: f32):
      %1218 = "arith.addf"(%arg217, %arg218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1218) : (f32) -> ()
    }) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %1078 = "linalg.generic"(%1046, %1045) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg215: i64, %arg216: i64):
      %1217 = "arith.addi"(%arg215, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1217) : (i64) -> ()
    }) : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi64>
    %1079 = "linalg.generic"(%1078, %1045) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: i64, %arg214: i64):
      %1216 = "arith.muli"(%arg213, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1216) : (i64) -> ()
    }) : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi64>
    %1080 = "linalg.generic"(%1079, %1049, %1051) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg210: i64, %arg211: i64, %arg212: i64):
      %1215 = "arith.addi"(%arg210, %arg211) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1215) : (i64) -> ()
    }) : (tensor<8x1xi64>, tensor<1x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %1081 = "linalg.generic"(%103, %1080, %1053) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg207: i64, %arg208: i64, %arg209: i1):
      %1214 = "arith.cmpi"(%arg207, %arg208) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1214) : (i1) -> ()
    }) : (tensor<2x2x8x8xi64>, tensor<8x8xi64>, tensor<2x2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %1082 = "linalg.generic"(%1081, %96) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg205: i1, %arg206: f32):
      %1213 = "arith.uitofp"(%arg205) : (i1) -> f32
      "linalg.yield"(%1213) : (f32) -> ()
    }) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1083 = "linalg.generic"(%1036, %1082, %96) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32, %arg204: f32):
      %1212 = "arith.mulf"(%arg202, %arg203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1212) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1084 = "tensor.concat"(%1083, %38) <{dim = 3 : i64}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %1085 = "tensor.expand_shape"(%1084) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 2, 8, 2, 8>}> : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x2x8xf32>
    %1086 = "tensor.collapse_shape"(%1085) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x2x8x2x8xf32>) -> tensor<2x2x16x8xf32>
    %1087 = "tensor.pad"(%1086) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg198: index, %arg199: index, %arg200: index, %arg201: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x16x8xf32>) -> tensor<2x2x17x8xf32>
    %1088 = "tensor.expand_shape"(%1087) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 2, 17, 8, 1>}> : (tensor<2x2x17x8xf32>) -> tensor<2x2x17x8x1xf32>
    %1089 = "tensor.concat"(%1088, %40) <{dim = 4 : i64}> : (tensor<2x2x17x8x1xf32>, tensor<2x2x17x8x1xf32>) -> tensor<2x2x17x8x2xf32>
    %1090 = "tensor.collapse_shape"(%1089) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x2x17x8x2xf32>) -> tensor<2x2x17x16xf32>
    %1091 = "tensor.pad"(%1090) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg194: index, %arg195: index, %arg196: index, %arg197: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x17x16xf32>) -> tensor<2x2x17x17xf32>
    %1092 = "linalg.generic"(%1077, %1091, %1076) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg191: f32, %arg192: f32, %arg193: f32):
      %1211 = "arith.addf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1211) : (f32) -> ()
    }) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %1093 = "linalg.generic"(%1079, %1064, %1051) <{indexing_maps = [#map12, #map24, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg188: i64, %arg189: i64, %arg190: i64):
      %1210 = "arith.addi"(%arg188, %arg189) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1210) : (i64) -> ()
    }) : (tensor<8x1xi64>, tensor<1x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %1094 = "linalg.generic"(%103, %1093, %1053) <{indexing_maps = [#map3, #map25, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg185: i64, %arg186: i64, %arg187: i1):
      %1209 = "arith.cmpi"(%arg185, %arg186) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1209) : (i1) -> ()
    }) : (tensor<2x2x8x8xi64>, tensor<8x8xi64>, tensor<2x2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %1095 = "linalg.generic"(%1094, %96) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: i1, %arg184: f32):
      %1208 = "arith.uitofp"(%arg183) : (i1) -> f32
      "linalg.yield"(%1208) : (f32) -> ()
    }) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1096 = "linalg.generic"(%1036, %1095, %96) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %1207 = "arith.mulf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1207) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %1097 = "tensor.concat"(%1096, %38) <{dim = 3 : i64}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %1098 = "tensor.expand_shape"(%1097) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 2, 8, 2, 8>}> : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x2x8xf32>
    %1099 = "tensor.collapse_shape"(%1098) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x2x8x2x8xf32>) -> tensor<2x2x16x8xf32>
    %1100 = "tensor.pad"(%1099) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg176: index, %arg177: index, %arg178: index, %arg179: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x16x8xf32>) -> tensor<2x2x17x8xf32>
    %1101 = "tensor.expand_shape"(%1100) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 2, 17, 8, 1>}> : (tensor<2x2x17x8xf32>) -> tensor<2x2x17x8x1xf32>
    %1102 = "tensor.concat"(%1101, %40) <{dim = 4 : i64}> : (tensor<2x2x17x8x1xf32>, tensor<2x2x17x8x1xf32>) -> tensor<2x2x17x8x2xf32>
    %1103 = "tensor.collapse_shape"(%1102) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x2x17x8x2xf32>) -> tensor<2x2x17x16xf32>
    %1104 = "tensor.pad"(%1103) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg172: index, %arg173: index, %arg174: index, %arg175: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x17x16xf32>) -> tensor<2x2x17x17xf32>
    %1105 = "linalg.generic"(%1092, %1104, %1076) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32, %arg171: f32):
      %1206 = "arith.addf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1206) : (f32) -> ()
    }) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %1106 = "tensor.extract_slice"(%1105) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 16, 17>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x17x17xf32>) -> tensor<2x2x16x17xf32>
    %1107 = "tensor.extract_slice"(%1106) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x16x17xf32>) -> tensor<2x2x16x16xf32>
    %1108 = "linalg.generic"(%568, %1107, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %1205 = "arith.addf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1205) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1109 = "linalg.generic"(%95, %505) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: i1):
      %1204 = "arith.cmpf"(%arg164, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1204) : (i1) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>) -> tensor<2x2x16x16xi1>
    %1110 = "linalg.generic"(%1109, %12, %1108, %42) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg160: i1, %arg161: f32, %arg162: f32, %arg163: f32):
      %1203 = "arith.select"(%arg160, %arg161, %arg162) : (i1, f32, f32) -> f32
      "linalg.yield"(%1203) : (f32) -> ()
    }) : (tensor<2x2x16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1111 = "linalg.generic"(%1110, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg158: f32, %arg159: f32):
      %1202 = "arith.addf"(%arg158, %arg159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1202) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1112 = "linalg.generic"(%1110, %89, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
      %1201 = "arith.mulf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1201) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1113 = "linalg.generic"(%1112, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      %1200 = "arith.addf"(%arg153, %arg154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1200) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1114 = "linalg.generic"(%1111, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32):
      %1199 = "arith.mulf"(%arg151, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1199) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1115 = "tensor.expand_shape"(%1114) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %1116 = "linalg.generic"(%1113, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      %1198 = "arith.mulf"(%arg149, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1198) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1117 = "linalg.generic"(%86, %86, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f32, %arg148: f32):
      %1197 = "arith.mulf"(%arg146, %arg147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1197) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1118 = "linalg.generic"(%1116, %1117, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32, %arg145: f32):
      %1196 = "arith.mulf"(%arg143, %arg144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1196) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1119 = "tensor.expand_shape"(%1118) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %1120 = "linalg.generic"(%86, %arg6, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %1195 = "arith.mulf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1195) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1121 = "tensor.expand_shape"(%1120) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %1122 = "linalg.generic"(%89, %1119, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32, %arg139: f32):
      %1194 = "arith.mulf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1194) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1123 = "linalg.generic"(%1110, %1122, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32, %arg136: f32):
      %1193 = "arith.subf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1193) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1124 = "linalg.generic"(%1123, %1115, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32, %arg133: f32):
      %1192 = "arith.subf"(%arg131, %arg132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1192) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1125 = "linalg.generic"(%1124, %1121, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32, %arg130: f32):
      %1191 = "arith.mulf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1191) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1126 = "linalg.generic"(%1113, %86, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
      %1190 = "arith.mulf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1190) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1127 = "linalg.generic"(%525) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg124: f32):
      %1183 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1184 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1185 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1186 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1187 = "arith.subi"(%7, %1185) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1188 = "arith.subi"(%7, %1186) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1189 = "tensor.extract"(%arg5, %1184, %1183, %1187, %1188) : (tensor<2x2x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1189) : (f32) -> ()
    }) : (tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %1128 = "tensor.insert_slice"(%1125, %528) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 2, 2, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x16x16xf32>, tensor<2x2x18x18xf32>) -> tensor<2x2x18x18xf32>
    %1129 = "linalg.conv_2d_nchw_fchw"(%1128, %1127, %43) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg121: f32, %arg122: f32, %arg123: f32):
      %1181 = "arith.mulf"(%arg121, %arg122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1182 = "arith.addf"(%arg123, %1181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1182) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x18x18xf32>, tensor<2x2x3x3xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1130 = "linalg.transpose"(%72, %42) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg119: f32, %arg120: f32):
      "linalg.yield"(%arg119) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1131 = "linalg.transpose"(%1125, %42) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg117: f32, %arg118: f32):
      "linalg.yield"(%arg117) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1132 = "tensor.pad"(%1130) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg113: index, %arg114: index, %arg115: index, %arg116: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>) -> tensor<2x2x18x18xf32>
    %1133 = "linalg.conv_2d_nchw_fchw"(%1132, %1131, %525) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg110: f32, %arg111: f32, %arg112: f32):
      %1179 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1180 = "arith.addf"(%arg112, %1179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1180) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x2x18x18xf32>, tensor<2x2x16x16xf32>, tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %1134 = "linalg.transpose"(%1133, %524) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (tensor<2x2x3x3xf32>, tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %1135 = "linalg.generic"(%72, %505) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32, %arg107: i1):
      %1178 = "arith.cmpf"(%arg106, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1178) : (i1) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>) -> tensor<2x2x16x16xi1>
    %1136 = "linalg.generic"(%1135, %12, %1129, %42) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg102: i1, %arg103: f32, %arg104: f32, %arg105: f32):
      %1177 = "arith.select"(%arg102, %arg103, %arg104) : (i1, f32, f32) -> f32
      "linalg.yield"(%1177) : (f32) -> ()
    }) : (tensor<2x2x16x16xi1>, tensor<f32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1137 = "linalg.generic"(%1136, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      %1176 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1176) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1138 = "linalg.generic"(%1136, %66, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32, %arg99: f32):
      %1175 = "arith.mulf"(%arg97, %arg98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1175) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1139 = "linalg.generic"(%1138, %46) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      %1174 = "arith.addf"(%arg95, %arg96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1174) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1140 = "linalg.generic"(%1137, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32):
      %1173 = "arith.mulf"(%arg93, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1173) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1141 = "tensor.expand_shape"(%1140) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %1142 = "linalg.generic"(%1139, %45) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      %1172 = "arith.mulf"(%arg91, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1172) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1143 = "linalg.generic"(%63, %63, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32, %arg90: f32):
      %1171 = "arith.mulf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1171) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1144 = "linalg.generic"(%1142, %1143, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %1170 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1170) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1145 = "tensor.expand_shape"(%1144) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %1146 = "linalg.generic"(%63, %arg3, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %1169 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1169) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1147 = "tensor.expand_shape"(%1146) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 2, 1, 1>}> : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
    %1148 = "linalg.generic"(%66, %1145, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32, %arg81: f32):
      %1168 = "arith.mulf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1168) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1149 = "linalg.generic"(%1136, %1148, %42) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32, %arg78: f32):
      %1167 = "arith.subf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1167) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1150 = "linalg.generic"(%1149, %1141, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %1166 = "arith.subf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1166) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1151 = "linalg.generic"(%1150, %1147, %42) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %1165 = "arith.mulf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1165) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<1x2x1x1xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1152 = "linalg.generic"(%1139, %63, %45) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %1164 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1164) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1153 = "tensor.empty"() : () -> tensor<3x2x16x16xf32>
    %1154 = "linalg.transpose"(%arg0, %1153) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      "linalg.yield"(%arg65) : (f32) -> ()
    }) : (tensor<2x3x16x16xf32>, tensor<3x2x16x16xf32>) -> tensor<3x2x16x16xf32>
    %1155 = "linalg.transpose"(%1151, %42) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg63: f32, %arg64: f32):
      "linalg.yield"(%arg63) : (f32) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %1156 = "tensor.pad"(%1154) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg59: index, %arg60: index, %arg61: index, %arg62: index):
      "tensor.yield"(%8) : (f32) -> ()
    }) : (tensor<3x2x16x16xf32>) -> tensor<3x2x18x18xf32>
    %1157 = "tensor.empty"() : () -> tensor<3x2x3x3xf32>
    %1158 = "linalg.fill"(%8, %1157) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (f32, tensor<3x2x3x3xf32>) -> tensor<3x2x3x3xf32>
    %1159 = "linalg.conv_2d_nchw_fchw"(%1156, %1155, %1158) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %1162 = "arith.mulf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1163 = "arith.addf"(%arg56, %1162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1163) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<3x2x18x18xf32>, tensor<2x2x16x16xf32>, tensor<3x2x3x3xf32>) -> tensor<3x2x3x3xf32>
    %1160 = "tensor.empty"() : () -> tensor<2x3x3x3xf32>
    %1161 = "linalg.transpose"(%1159, %1160) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (tensor<3x2x3x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
    "func.return"(%484, %1161, %1152, %1137, %1134, %1126, %1111, %1041, %1031, %1016, %1013, %1005, %990, %920, %909, %894, %891, %883, %868, %801, %790, %775, %772, %761, %746, %741, %742, %661, %662, %581, %582, %726, %712, %697, %694, %681, %666, %646, %632, %617, %614, %601, %586, %567, %553, %538, %535, %523, %508, %503, %504) : (tensor<f32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4x2x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<4x2x2x2xf32>, tensor<2xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x1x1xf32>, tensor<2xf32>) -> ()
  }) : () -> ()
func.func private @remat_rt_reset_peak()
func.func private @remat_rt_print_peak()
func.func private @remat_rt_print_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() -> i32 {
  %c37 = arith.constant 37 : index
  %c7 = arith.constant 7 : index
  %c1009 = arith.constant 1009 : index
  %c504 = arith.constant 504 : index
  %c1000 = arith.constant 1000.0 : f32
  // input 0: x
  %e0 = tensor.empty() : tensor<2x3x16x16xf32>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e0 : tensor<2x3x16x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 3 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 16 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 16 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 0 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 1.000000000e+00 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2x3x16x16xf32>
  // input 1: y
  %e1 = tensor.empty() : tensor<2x16x16xi64>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e1 : tensor<2x16x16xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 16 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %ck = arith.constant 11 : index
    %t37 = arith.muli %lin3, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %cr = arith.constant 2 : index
    %r = arith.remui %h, %cr : index
    %v = arith.index_cast %r : index to i64
    linalg.yield %v : i64
  } -> tensor<2x16x16xi64>
  // input 2: down.0.0.0.weight
  %e2 = tensor.empty() : tensor<2x3x3x3xf32>
  %in2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e2 : tensor<2x3x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 3 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 22 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 3.849001795e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2x3x3x3xf32>
  // input 3: down.0.0.1.weight
  %e3 = tensor.empty() : tensor<2xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e3 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 33 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<2xf32>
  // input 4: down.0.0.1.bias
  %e4 = tensor.empty() : tensor<2xf32>
  %in4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e4 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 44 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2xf32>
  // input 5: down.0.2.0.weight
  %e5 = tensor.empty() : tensor<2x2x3x3xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e5 : tensor<2x2x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 2 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 55 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 4.714045208e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2x2x3x3xf32>
  // input 6: down.0.2.1.weight
  %e6 = tensor.empty() : tensor<2xf32>
  %in6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e6 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 66 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<2xf32>
  // input 7: down.0.2.1.bias
  %e7 = tensor.empty() : tensor<2xf32>
  %in7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e7 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 77 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2xf32>
  // input 8: down.1.0.0.weight
  %e8 = tensor.empty() : tensor<4x2x3x3xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e8 : tensor<4x2x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 2 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 88 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 4.714045208e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x2x3x3xf32>
  // input 9: down.1.0.1.weight
  %e9 = tensor.empty() : tensor<4xf32>
  %in9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e9 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 99 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<4xf32>
  // input 10: down.1.0.1.bias
  %e10 = tensor.empty() : tensor<4xf32>
  %in10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e10 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 110 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4xf32>
  // input 11: down.1.2.0.weight
  %e11 = tensor.empty() : tensor<4x4x3x3xf32>
  %in11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e11 : tensor<4x4x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 4 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 121 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 3.333333333e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x4x3x3xf32>
  // input 12: down.1.2.1.weight
  %e12 = tensor.empty() : tensor<4xf32>
  %in12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e12 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 132 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<4xf32>
  // input 13: down.1.2.1.bias
  %e13 = tensor.empty() : tensor<4xf32>
  %in13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e13 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 143 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4xf32>
  // input 14: down.2.0.0.weight
  %e14 = tensor.empty() : tensor<8x4x3x3xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e14 : tensor<8x4x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 4 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 154 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 3.333333333e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x4x3x3xf32>
  // input 15: down.2.0.1.weight
  %e15 = tensor.empty() : tensor<8xf32>
  %in15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e15 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 165 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<8xf32>
  // input 16: down.2.0.1.bias
  %e16 = tensor.empty() : tensor<8xf32>
  %in16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e16 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 176 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8xf32>
  // input 17: down.2.2.0.weight
  %e17 = tensor.empty() : tensor<8x8x3x3xf32>
  %in17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e17 : tensor<8x8x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 187 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.357022604e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x8x3x3xf32>
  // input 18: down.2.2.1.weight
  %e18 = tensor.empty() : tensor<8xf32>
  %in18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e18 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 198 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<8xf32>
  // input 19: down.2.2.1.bias
  %e19 = tensor.empty() : tensor<8xf32>
  %in19 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e19 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 209 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8xf32>
  // input 20: down.3.0.0.weight
  %e20 = tensor.empty() : tensor<16x8x3x3xf32>
  %in20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e20 : tensor<16x8x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 220 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.357022604e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x8x3x3xf32>
  // input 21: down.3.0.1.weight
  %e21 = tensor.empty() : tensor<16xf32>
  %in21 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e21 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 231 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 22: down.3.0.1.bias
  %e22 = tensor.empty() : tensor<16xf32>
  %in22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e22 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 242 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16xf32>
  // input 23: down.3.2.0.weight
  %e23 = tensor.empty() : tensor<16x16x3x3xf32>
  %in23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e23 : tensor<16x16x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 253 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 1.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x16x3x3xf32>
  // input 24: down.3.2.1.weight
  %e24 = tensor.empty() : tensor<16xf32>
  %in24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e24 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 264 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 25: down.3.2.1.bias
  %e25 = tensor.empty() : tensor<16xf32>
  %in25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e25 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 275 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16xf32>
  // input 26: up.0.weight
  %e26 = tensor.empty() : tensor<16x8x2x2xf32>
  %in26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e26 : tensor<16x8x2x2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 2 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 2 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 286 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 3.535533906e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x8x2x2xf32>
  // input 27: up.0.bias
  %e27 = tensor.empty() : tensor<8xf32>
  %in27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e27 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 297 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8xf32>
  // input 28: up.1.weight
  %e28 = tensor.empty() : tensor<8x4x2x2xf32>
  %in28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e28 : tensor<8x4x2x2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 4 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 2 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 2 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 308 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 5.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x4x2x2xf32>
  // input 29: up.1.bias
  %e29 = tensor.empty() : tensor<4xf32>
  %in29 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e29 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 319 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4xf32>
  // input 30: up.2.weight
  %e30 = tensor.empty() : tensor<4x2x2x2xf32>
  %in30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e30 : tensor<4x2x2x2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 2 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 2 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 2 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 330 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 7.071067812e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x2x2x2xf32>
  // input 31: up.2.bias
  %e31 = tensor.empty() : tensor<2xf32>
  %in31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e31 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 341 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2xf32>
  // input 32: merge.0.0.0.weight
  %e32 = tensor.empty() : tensor<8x16x3x3xf32>
  %in32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e32 : tensor<8x16x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 352 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 1.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x16x3x3xf32>
  // input 33: merge.0.0.1.weight
  %e33 = tensor.empty() : tensor<8xf32>
  %in33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e33 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 363 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<8xf32>
  // input 34: merge.0.0.1.bias
  %e34 = tensor.empty() : tensor<8xf32>
  %in34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e34 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 374 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8xf32>
  // input 35: merge.0.2.0.weight
  %e35 = tensor.empty() : tensor<8x8x3x3xf32>
  %in35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e35 : tensor<8x8x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 385 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.357022604e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x8x3x3xf32>
  // input 36: merge.0.2.1.weight
  %e36 = tensor.empty() : tensor<8xf32>
  %in36 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e36 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 396 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<8xf32>
  // input 37: merge.0.2.1.bias
  %e37 = tensor.empty() : tensor<8xf32>
  %in37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e37 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 407 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8xf32>
  // input 38: merge.1.0.0.weight
  %e38 = tensor.empty() : tensor<4x8x3x3xf32>
  %in38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e38 : tensor<4x8x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 418 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.357022604e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x8x3x3xf32>
  // input 39: merge.1.0.1.weight
  %e39 = tensor.empty() : tensor<4xf32>
  %in39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e39 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 429 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<4xf32>
  // input 40: merge.1.0.1.bias
  %e40 = tensor.empty() : tensor<4xf32>
  %in40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e40 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 440 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4xf32>
  // input 41: merge.1.2.0.weight
  %e41 = tensor.empty() : tensor<4x4x3x3xf32>
  %in41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e41 : tensor<4x4x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 4 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 451 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 3.333333333e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x4x3x3xf32>
  // input 42: merge.1.2.1.weight
  %e42 = tensor.empty() : tensor<4xf32>
  %in42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e42 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 462 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<4xf32>
  // input 43: merge.1.2.1.bias
  %e43 = tensor.empty() : tensor<4xf32>
  %in43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e43 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 473 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4xf32>
  // input 44: merge.2.0.0.weight
  %e44 = tensor.empty() : tensor<2x4x3x3xf32>
  %in44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e44 : tensor<2x4x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 4 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 484 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 3.333333333e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2x4x3x3xf32>
  // input 45: merge.2.0.1.weight
  %e45 = tensor.empty() : tensor<2xf32>
  %in45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e45 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 495 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<2xf32>
  // input 46: merge.2.0.1.bias
  %e46 = tensor.empty() : tensor<2xf32>
  %in46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e46 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 506 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2xf32>
  // input 47: merge.2.2.0.weight
  %e47 = tensor.empty() : tensor<2x2x3x3xf32>
  %in47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e47 : tensor<2x2x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 2 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 517 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 4.714045208e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2x2x3x3xf32>
  // input 48: merge.2.2.1.weight
  %e48 = tensor.empty() : tensor<2xf32>
  %in48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e48 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 528 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<2xf32>
  // input 49: merge.2.2.1.bias
  %e49 = tensor.empty() : tensor<2xf32>
  %in49 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e49 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 539 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2xf32>
  // input 50: head.weight
  %e50 = tensor.empty() : tensor<2x2x1x1xf32>
  %in50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e50 : tensor<2x2x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 2 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 1 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 1 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 550 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 1.414213562e+00 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2x2x1x1xf32>
  // input 51: head.bias
  %e51 = tensor.empty() : tensor<2xf32>
  %in51 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e51 : tensor<2xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 561 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<2xf32>
  call @remat_rt_reset_peak() : () -> ()
  %res:51 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18, %in19, %in20, %in21, %in22, %in23, %in24, %in25, %in26, %in27, %in28, %in29, %in30, %in31, %in32, %in33, %in34, %in35, %in36, %in37, %in38, %in39, %in40, %in41, %in42, %in43, %in44, %in45, %in46, %in47, %in48, %in49, %in50, %in51) : (tensor<2x3x16x16xf32>, tensor<2x16x16xi64>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4x2x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<4x2x2x2xf32>, tensor<2xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x1x1xf32>, tensor<2xf32>) -> (tensor<f32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4x2x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<8x4x2x2xf32>, tensor<4xf32>, tensor<4x2x2x2xf32>, tensor<2xf32>, tensor<8x16x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x1x1xf32>, tensor<2xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<2x3x3x3xf32> to memref<2x3x3x3xf32>
  %u1 = memref.cast %b1 : memref<2x3x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<2xf32> to memref<2xf32>
  %u2 = memref.cast %b2 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<2xf32> to memref<2xf32>
  %u3 = memref.cast %b3 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<2x2x3x3xf32> to memref<2x2x3x3xf32>
  %u4 = memref.cast %b4 : memref<2x2x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<2xf32> to memref<2xf32>
  %u5 = memref.cast %b5 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<2xf32> to memref<2xf32>
  %u6 = memref.cast %b6 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<4x2x3x3xf32> to memref<4x2x3x3xf32>
  %u7 = memref.cast %b7 : memref<4x2x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<4xf32> to memref<4xf32>
  %u8 = memref.cast %b8 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %b9 = bufferization.to_buffer %res#9 : tensor<4xf32> to memref<4xf32>
  %u9 = memref.cast %b9 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u9) : (memref<*xf32>) -> ()
  %b10 = bufferization.to_buffer %res#10 : tensor<4x4x3x3xf32> to memref<4x4x3x3xf32>
  %u10 = memref.cast %b10 : memref<4x4x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u10) : (memref<*xf32>) -> ()
  %b11 = bufferization.to_buffer %res#11 : tensor<4xf32> to memref<4xf32>
  %u11 = memref.cast %b11 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %b12 = bufferization.to_buffer %res#12 : tensor<4xf32> to memref<4xf32>
  %u12 = memref.cast %b12 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u12) : (memref<*xf32>) -> ()
  %b13 = bufferization.to_buffer %res#13 : tensor<8x4x3x3xf32> to memref<8x4x3x3xf32>
  %u13 = memref.cast %b13 : memref<8x4x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %b14 = bufferization.to_buffer %res#14 : tensor<8xf32> to memref<8xf32>
  %u14 = memref.cast %b14 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u14) : (memref<*xf32>) -> ()
  %b15 = bufferization.to_buffer %res#15 : tensor<8xf32> to memref<8xf32>
  %u15 = memref.cast %b15 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u15) : (memref<*xf32>) -> ()
  %b16 = bufferization.to_buffer %res#16 : tensor<8x8x3x3xf32> to memref<8x8x3x3xf32>
  %u16 = memref.cast %b16 : memref<8x8x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u16) : (memref<*xf32>) -> ()
  %b17 = bufferization.to_buffer %res#17 : tensor<8xf32> to memref<8xf32>
  %u17 = memref.cast %b17 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u17) : (memref<*xf32>) -> ()
  %b18 = bufferization.to_buffer %res#18 : tensor<8xf32> to memref<8xf32>
  %u18 = memref.cast %b18 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u18) : (memref<*xf32>) -> ()
  %b19 = bufferization.to_buffer %res#19 : tensor<16x8x3x3xf32> to memref<16x8x3x3xf32>
  %u19 = memref.cast %b19 : memref<16x8x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u19) : (memref<*xf32>) -> ()
  %b20 = bufferization.to_buffer %res#20 : tensor<16xf32> to memref<16xf32>
  %u20 = memref.cast %b20 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u20) : (memref<*xf32>) -> ()
  %b21 = bufferization.to_buffer %res#21 : tensor<16xf32> to memref<16xf32>
  %u21 = memref.cast %b21 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u21) : (memref<*xf32>) -> ()
  %b22 = bufferization.to_buffer %res#22 : tensor<16x16x3x3xf32> to memref<16x16x3x3xf32>
  %u22 = memref.cast %b22 : memref<16x16x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u22) : (memref<*xf32>) -> ()
  %b23 = bufferization.to_buffer %res#23 : tensor<16xf32> to memref<16xf32>
  %u23 = memref.cast %b23 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u23) : (memref<*xf32>) -> ()
  %b24 = bufferization.to_buffer %res#24 : tensor<16xf32> to memref<16xf32>
  %u24 = memref.cast %b24 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u24) : (memref<*xf32>) -> ()
  %b25 = bufferization.to_buffer %res#25 : tensor<16x8x2x2xf32> to memref<16x8x2x2xf32>
  %u25 = memref.cast %b25 : memref<16x8x2x2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u25) : (memref<*xf32>) -> ()
  %b26 = bufferization.to_buffer %res#26 : tensor<8xf32> to memref<8xf32>
  %u26 = memref.cast %b26 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u26) : (memref<*xf32>) -> ()
  %b27 = bufferization.to_buffer %res#27 : tensor<8x4x2x2xf32> to memref<8x4x2x2xf32>
  %u27 = memref.cast %b27 : memref<8x4x2x2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u27) : (memref<*xf32>) -> ()
  %b28 = bufferization.to_buffer %res#28 : tensor<4xf32> to memref<4xf32>
  %u28 = memref.cast %b28 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u28) : (memref<*xf32>) -> ()
  %b29 = bufferization.to_buffer %res#29 : tensor<4x2x2x2xf32> to memref<4x2x2x2xf32>
  %u29 = memref.cast %b29 : memref<4x2x2x2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u29) : (memref<*xf32>) -> ()
  %b30 = bufferization.to_buffer %res#30 : tensor<2xf32> to memref<2xf32>
  %u30 = memref.cast %b30 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u30) : (memref<*xf32>) -> ()
  %b31 = bufferization.to_buffer %res#31 : tensor<8x16x3x3xf32> to memref<8x16x3x3xf32>
  %u31 = memref.cast %b31 : memref<8x16x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u31) : (memref<*xf32>) -> ()
  %b32 = bufferization.to_buffer %res#32 : tensor<8xf32> to memref<8xf32>
  %u32 = memref.cast %b32 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u32) : (memref<*xf32>) -> ()
  %b33 = bufferization.to_buffer %res#33 : tensor<8xf32> to memref<8xf32>
  %u33 = memref.cast %b33 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u33) : (memref<*xf32>) -> ()
  %b34 = bufferization.to_buffer %res#34 : tensor<8x8x3x3xf32> to memref<8x8x3x3xf32>
  %u34 = memref.cast %b34 : memref<8x8x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u34) : (memref<*xf32>) -> ()
  %b35 = bufferization.to_buffer %res#35 : tensor<8xf32> to memref<8xf32>
  %u35 = memref.cast %b35 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u35) : (memref<*xf32>) -> ()
  %b36 = bufferization.to_buffer %res#36 : tensor<8xf32> to memref<8xf32>
  %u36 = memref.cast %b36 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u36) : (memref<*xf32>) -> ()
  %b37 = bufferization.to_buffer %res#37 : tensor<4x8x3x3xf32> to memref<4x8x3x3xf32>
  %u37 = memref.cast %b37 : memref<4x8x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u37) : (memref<*xf32>) -> ()
  %b38 = bufferization.to_buffer %res#38 : tensor<4xf32> to memref<4xf32>
  %u38 = memref.cast %b38 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u38) : (memref<*xf32>) -> ()
  %b39 = bufferization.to_buffer %res#39 : tensor<4xf32> to memref<4xf32>
  %u39 = memref.cast %b39 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u39) : (memref<*xf32>) -> ()
  %b40 = bufferization.to_buffer %res#40 : tensor<4x4x3x3xf32> to memref<4x4x3x3xf32>
  %u40 = memref.cast %b40 : memref<4x4x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u40) : (memref<*xf32>) -> ()
  %b41 = bufferization.to_buffer %res#41 : tensor<4xf32> to memref<4xf32>
  %u41 = memref.cast %b41 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u41) : (memref<*xf32>) -> ()
  %b42 = bufferization.to_buffer %res#42 : tensor<4xf32> to memref<4xf32>
  %u42 = memref.cast %b42 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u42) : (memref<*xf32>) -> ()
  %b43 = bufferization.to_buffer %res#43 : tensor<2x4x3x3xf32> to memref<2x4x3x3xf32>
  %u43 = memref.cast %b43 : memref<2x4x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u43) : (memref<*xf32>) -> ()
  %b44 = bufferization.to_buffer %res#44 : tensor<2xf32> to memref<2xf32>
  %u44 = memref.cast %b44 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u44) : (memref<*xf32>) -> ()
  %b45 = bufferization.to_buffer %res#45 : tensor<2xf32> to memref<2xf32>
  %u45 = memref.cast %b45 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u45) : (memref<*xf32>) -> ()
  %b46 = bufferization.to_buffer %res#46 : tensor<2x2x3x3xf32> to memref<2x2x3x3xf32>
  %u46 = memref.cast %b46 : memref<2x2x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u46) : (memref<*xf32>) -> ()
  %b47 = bufferization.to_buffer %res#47 : tensor<2xf32> to memref<2xf32>
  %u47 = memref.cast %b47 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u47) : (memref<*xf32>) -> ()
  %b48 = bufferization.to_buffer %res#48 : tensor<2xf32> to memref<2xf32>
  %u48 = memref.cast %b48 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u48) : (memref<*xf32>) -> ()
  %b49 = bufferization.to_buffer %res#49 : tensor<2x2x1x1xf32> to memref<2x2x1x1xf32>
  %u49 = memref.cast %b49 : memref<2x2x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u49) : (memref<*xf32>) -> ()
  %b50 = bufferization.to_buffer %res#50 : tensor<2xf32> to memref<2xf32>
  %u50 = memref.cast %b50 : memref<2xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u50) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
