// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/vit.ref.npz --budgets 70%,min --rtol 1e-05 --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: vit.mlir: {{[0-9]+}} results match the reference
// CHECK: vit.mlir: PASS

// vit training step (torchvision ViT-B/16 (tiny: 16x16, patches 4, 2 layers, width 16)), imported from PyTorch by
// python -m remat_torch.import_torch bench.user_models.models:vit --model-args '{"size": "tiny"}' --input-shape 8,3,16,16 --loss cross_entropy: @step(x, y, params...) -> (loss, grads...).
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 4 + d5, d3 * 4 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1) -> (d1)>
#map17 = affine_map<(d0, d1) -> (d0, d1)>
#map18 = affine_map<(d0, d1) -> (d0)>
#map19 = affine_map<(d0, d1) -> (d0, 0)>
#map20 = affine_map<(d0) -> (d0)>
#map21 = affine_map<(d0) -> ()>
#map22 = affine_map<() -> ()>
#map23 = affine_map<(d0, d1) -> ()>
#map24 = affine_map<(d0, d1) -> (0, d1)>
#map25 = affine_map<(d0, d1, d2) -> (0, d1, 0)>
#map26 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map27 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map28 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map29 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6 * 4, d4 + d7 * 4)>
#map30 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map31 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map32 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map33 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map34 = affine_map<(d0, d1, d2, d3) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x3x16x16xf32>, tensor<8xi64>, tensor<1x1x16xf32>, tensor<16x3x4x4xf32>, tensor<16xf32>, tensor<1x17x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<1x1x16xf32>, tensor<16x3x4x4xf32>, tensor<16xf32>, tensor<1x17x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<8x3x16x16xf32>, %arg1: tensor<8xi64>, %arg2: tensor<1x1x16xf32>, %arg3: tensor<16x3x4x4xf32>, %arg4: tensor<16xf32>, %arg5: tensor<1x17x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<48x16xf32>, %arg9: tensor<48xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<32x16xf32>, %arg15: tensor<32xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<48x16xf32>, %arg21: tensor<48xf32>, %arg22: tensor<16x16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<32x16xf32>, %arg27: tensor<32xf32>, %arg28: tensor<16x32xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<10x16xf32>, %arg33: tensor<10xf32>):
    %0 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<3x17x8x16xf32>}> : () -> tensor<3x17x8x16xf32>
    %11 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<8x17x16xf32>}> : () -> tensor<8x17x16xf32>
    %12 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<8x2x17x17xf32>}> : () -> tensor<8x2x17x17xf32>
    %14 = "arith.constant"() <{value = 0.3989422804014327 : f64}> : () -> f64
    %15 = "arith.constant"() <{value = 0.70710678118654757 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %17 = "arith.constant"() <{value = 0.59460355750136051 : f64}> : () -> f64
    %18 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %19 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %20 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = -5.000000e-01 : f32}> : () -> f32
    %23 = "tensor.empty"() : () -> tensor<8x16x4x4xf32>
    %24 = "linalg.broadcast"(%arg4, %23) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1061: f32, %arg1062: f32):
      "linalg.yield"(%arg1061) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %25 = "linalg.conv_2d_nchw_fchw"(%arg0, %arg3, %24) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<4> : vector<2xi64>}> ({
    ^bb0(%arg1058: f32, %arg1059: f32, %arg1060: f32):
      %1036 = "arith.mulf"(%arg1058, %arg1059) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1037 = "arith.addf"(%arg1060, %1036) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1037) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<8x3x16x16xf32>, tensor<16x3x4x4xf32>, tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %26 = "tensor.collapse_shape"(%25) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<8x16x4x4xf32>) -> tensor<8x16x16xf32>
    %27 = "tensor.empty"() : () -> tensor<8x16x16xf32>
    %28 = "linalg.transpose"(%26, %27) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg1056: f32, %arg1057: f32):
      "linalg.yield"(%arg1056) : (f32) -> ()
    }) : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %29 = "tensor.empty"() : () -> tensor<8x1x16xf32>
    %30 = "tensor.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2]]}> : (tensor<1x1x16xf32>) -> tensor<1x16xf32>
    %31 = "linalg.generic"(%30, %29) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1054: f32, %arg1055: f32):
      "linalg.yield"(%arg1054) : (f32) -> ()
    }) : (tensor<1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %32 = "tensor.concat"(%31, %28) <{dim = 1 : i64}> : (tensor<8x1x16xf32>, tensor<8x16x16xf32>) -> tensor<8x17x16xf32>
    %33 = "tensor.empty"() : () -> tensor<8x17x16xf32>
    %34 = "linalg.generic"(%32, %arg5, %33) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1051: f32, %arg1052: f32, %arg1053: f32):
      %1035 = "arith.addf"(%arg1051, %arg1052) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1035) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<1x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %35 = "tensor.empty"() : () -> tensor<8x17x16xf64>
    %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1049: f32, %arg1050: f64):
      %1034 = "arith.extf"(%arg1049) : (f32) -> f64
      "linalg.yield"(%1034) : (f64) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %37 = "tensor.empty"() : () -> tensor<8x17x1xf64>
    %38 = "linalg.fill"(%5, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1047: f64, %arg1048: f64):
      "linalg.yield"(%arg1047) : (f64) -> ()
    }) : (f64, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %39 = "linalg.generic"(%36, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1045: f64, %arg1046: f64):
      %1033 = "arith.addf"(%arg1045, %arg1046) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1033) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %40 = "linalg.generic"(%39, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1043: f64, %arg1044: f64):
      %1032 = "arith.divf"(%arg1043, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1032) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %41 = "linalg.generic"(%36, %40, %35) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1040: f64, %arg1041: f64, %arg1042: f64):
      %1031 = "arith.subf"(%arg1040, %arg1041) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1031) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %42 = "linalg.generic"(%41, %41, %35) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1037: f64, %arg1038: f64, %arg1039: f64):
      %1030 = "arith.mulf"(%arg1037, %arg1038) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1030) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x16xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %43 = "linalg.generic"(%42, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1035: f64, %arg1036: f64):
      %1029 = "arith.addf"(%arg1035, %arg1036) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1029) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %44 = "linalg.generic"(%43, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1033: f64, %arg1034: f64):
      %1028 = "arith.divf"(%arg1033, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1028) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %45 = "tensor.empty"() : () -> tensor<8x17x1xf32>
    %46 = "linalg.generic"(%44, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1031: f64, %arg1032: f32):
      %1027 = "arith.truncf"(%arg1031) : (f64) -> f32
      "linalg.yield"(%1027) : (f32) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %47 = "linalg.fill"(%4, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1029: f32, %arg1030: f32):
      "linalg.yield"(%arg1029) : (f32) -> ()
    }) : (f32, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %48 = "linalg.generic"(%34, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1027: f32, %arg1028: f32):
      %1026 = "arith.addf"(%arg1027, %arg1028) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1026) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %49 = "linalg.generic"(%48, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1025: f32, %arg1026: f32):
      %1025 = "arith.divf"(%arg1025, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1025) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %50 = "linalg.generic"(%46, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1023: f32, %arg1024: f32):
      %1023 = "arith.truncf"(%18) : (f64) -> f32
      %1024 = "arith.addf"(%arg1023, %1023) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1024) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %51 = "linalg.generic"(%50, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1021: f32, %arg1022: f32):
      %1022 = "math.rsqrt"(%arg1021) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1022) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %52 = "linalg.generic"(%34, %49, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1018: f32, %arg1019: f32, %arg1020: f32):
      %1021 = "arith.subf"(%arg1018, %arg1019) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1021) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %53 = "linalg.generic"(%52, %51, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1015: f32, %arg1016: f32, %arg1017: f32):
      %1020 = "arith.mulf"(%arg1015, %arg1016) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1020) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %54 = "linalg.generic"(%53, %arg6, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1012: f32, %arg1013: f32, %arg1014: f32):
      %1019 = "arith.mulf"(%arg1012, %arg1013) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1019) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %55 = "linalg.generic"(%54, %arg7, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1009: f32, %arg1010: f32, %arg1011: f32):
      %1018 = "arith.addf"(%arg1009, %arg1010) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1018) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %56 = "tensor.empty"() : () -> tensor<17x8x16xf32>
    %57 = "linalg.transpose"(%55, %56) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg1007: f32, %arg1008: f32):
      "linalg.yield"(%arg1007) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<17x8x16xf32>) -> tensor<17x8x16xf32>
    %58 = "tensor.empty"() : () -> tensor<16x48xf32>
    %59 = "linalg.transpose"(%arg8, %58) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1005: f32, %arg1006: f32):
      "linalg.yield"(%arg1005) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %60 = "tensor.collapse_shape"(%57) <{reassociation = [[0, 1], [2]]}> : (tensor<17x8x16xf32>) -> tensor<136x16xf32>
    %61 = "tensor.empty"() : () -> tensor<136x48xf32>
    %62 = "linalg.fill"(%4, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1003: f32, %arg1004: f32):
      "linalg.yield"(%arg1003) : (f32) -> ()
    }) : (f32, tensor<136x48xf32>) -> tensor<136x48xf32>
    %63 = "linalg.matmul"(%60, %59, %62) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1000: f32, %arg1001: f32, %arg1002: f32):
      %1016 = "arith.mulf"(%arg1000, %arg1001) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1017 = "arith.addf"(%arg1002, %1016) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1017) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x48xf32>, tensor<136x48xf32>) -> tensor<136x48xf32>
    %64 = "tensor.expand_shape"(%63) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 17, 8, 48>}> : (tensor<136x48xf32>) -> tensor<17x8x48xf32>
    %65 = "tensor.empty"() : () -> tensor<17x8x48xf32>
    %66 = "linalg.generic"(%64, %arg9, %65) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg997: f32, %arg998: f32, %arg999: f32):
      %1015 = "arith.addf"(%arg997, %arg998) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1015) : (f32) -> ()
    }) : (tensor<17x8x48xf32>, tensor<48xf32>, tensor<17x8x48xf32>) -> tensor<17x8x48xf32>
    %67 = "tensor.expand_shape"(%66) <{reassociation = [[0, 1], [2], [3, 4]], static_output_shape = array<i64: 1, 17, 8, 3, 16>}> : (tensor<17x8x48xf32>) -> tensor<1x17x8x3x16xf32>
    %68 = "tensor.empty"() : () -> tensor<3x17x8x1x16xf32>
    %69 = "linalg.transpose"(%67, %68) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg995: f32, %arg996: f32):
      "linalg.yield"(%arg995) : (f32) -> ()
    }) : (tensor<1x17x8x3x16xf32>, tensor<3x17x8x1x16xf32>) -> tensor<3x17x8x1x16xf32>
    %70 = "tensor.collapse_shape"(%69) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<3x17x8x1x16xf32>) -> tensor<3x17x8x16xf32>
    %71 = "tensor.extract_slice"(%70) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 17, 8, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x17x8x16xf32>) -> tensor<1x17x8x16xf32>
    %72 = "tensor.extract_slice"(%70) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0, 0>, static_sizes = array<i64: 1, 17, 8, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x17x8x16xf32>) -> tensor<1x17x8x16xf32>
    %73 = "tensor.extract_slice"(%70) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0, 0>, static_sizes = array<i64: 1, 17, 8, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x17x8x16xf32>) -> tensor<1x17x8x16xf32>
    %74 = "tensor.collapse_shape"(%71) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x17x8x16xf32>) -> tensor<17x128xf32>
    %75 = "tensor.expand_shape"(%74) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 16, 8>}> : (tensor<17x128xf32>) -> tensor<17x16x8xf32>
    %76 = "tensor.empty"() : () -> tensor<16x17x8xf32>
    %77 = "linalg.transpose"(%75, %76) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg993: f32, %arg994: f32):
      "linalg.yield"(%arg993) : (f32) -> ()
    }) : (tensor<17x16x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %78 = "tensor.collapse_shape"(%72) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x17x8x16xf32>) -> tensor<17x128xf32>
    %79 = "tensor.expand_shape"(%78) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 16, 8>}> : (tensor<17x128xf32>) -> tensor<17x16x8xf32>
    %80 = "linalg.transpose"(%79, %76) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg991: f32, %arg992: f32):
      "linalg.yield"(%arg991) : (f32) -> ()
    }) : (tensor<17x16x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %81 = "tensor.collapse_shape"(%73) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x17x8x16xf32>) -> tensor<17x128xf32>
    %82 = "tensor.expand_shape"(%81) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 16, 8>}> : (tensor<17x128xf32>) -> tensor<17x16x8xf32>
    %83 = "linalg.transpose"(%82, %76) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg989: f32, %arg990: f32):
      "linalg.yield"(%arg989) : (f32) -> ()
    }) : (tensor<17x16x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %84 = "tensor.expand_shape"(%77) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 8>}> : (tensor<16x17x8xf32>) -> tensor<8x2x17x8xf32>
    %85 = "tensor.expand_shape"(%80) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 8>}> : (tensor<16x17x8xf32>) -> tensor<8x2x17x8xf32>
    %86 = "tensor.empty"() : () -> tensor<8x2x17x8xf32>
    %87 = "linalg.generic"(%84, %86) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg987: f32, %arg988: f32):
      %1013 = "arith.truncf"(%17) : (f64) -> f32
      %1014 = "arith.mulf"(%arg987, %1013) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1014) : (f32) -> ()
    }) : (tensor<8x2x17x8xf32>, tensor<8x2x17x8xf32>) -> tensor<8x2x17x8xf32>
    %88 = "tensor.empty"() : () -> tensor<8x2x8x17xf32>
    %89 = "linalg.transpose"(%85, %88) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg985: f32, %arg986: f32):
      "linalg.yield"(%arg985) : (f32) -> ()
    }) : (tensor<8x2x17x8xf32>, tensor<8x2x8x17xf32>) -> tensor<8x2x8x17xf32>
    %90 = "linalg.generic"(%89, %88) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg983: f32, %arg984: f32):
      %1011 = "arith.truncf"(%17) : (f64) -> f32
      %1012 = "arith.mulf"(%arg983, %1011) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1012) : (f32) -> ()
    }) : (tensor<8x2x8x17xf32>, tensor<8x2x8x17xf32>) -> tensor<8x2x8x17xf32>
    %91 = "tensor.collapse_shape"(%87) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x8xf32>) -> tensor<16x17x8xf32>
    %92 = "tensor.collapse_shape"(%90) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x8x17xf32>) -> tensor<16x8x17xf32>
    %93 = "tensor.empty"() : () -> tensor<16x17x17xf32>
    %94 = "linalg.fill"(%4, %93) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg981: f32, %arg982: f32):
      "linalg.yield"(%arg981) : (f32) -> ()
    }) : (f32, tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %95 = "linalg.batch_matmul"(%91, %92, %94) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg978: f32, %arg979: f32, %arg980: f32):
      %1009 = "arith.mulf"(%arg978, %arg979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1010 = "arith.addf"(%arg980, %1009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1010) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<16x8x17xf32>, tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %96 = "tensor.expand_shape"(%95) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 17>}> : (tensor<16x17x17xf32>) -> tensor<8x2x17x17xf32>
    %97 = "tensor.empty"() : () -> tensor<8x2x17xi64>
    %98 = "linalg.fill"(%3, %97) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg976: i64, %arg977: i64):
      "linalg.yield"(%arg976) : (i64) -> ()
    }) : (i64, tensor<8x2x17xi64>) -> tensor<8x2x17xi64>
    %99 = "tensor.empty"() : () -> tensor<8x2x17xf32>
    %100 = "linalg.fill"(%6, %99) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg974: f32, %arg975: f32):
      "linalg.yield"(%arg974) : (f32) -> ()
    }) : (f32, tensor<8x2x17xf32>) -> tensor<8x2x17xf32>
    %101:2 = "linalg.generic"(%96, %100, %98) <{indexing_maps = [#map11, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg971: f32, %arg972: f32, %arg973: i64):
      %1004 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1005 = "arith.index_cast"(%1004) : (index) -> i64
      %1006 = "arith.maximumf"(%arg971, %arg972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1007 = "arith.cmpf"(%arg971, %arg972) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1008 = "arith.select"(%1007, %1005, %arg973) : (i1, i64, i64) -> i64
      "linalg.yield"(%1006, %1008) : (f32, i64) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17xf32>, tensor<8x2x17xi64>) -> (tensor<8x2x17xf32>, tensor<8x2x17xi64>)
    %102 = "tensor.expand_shape"(%101#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 8, 2, 17, 1>}> : (tensor<8x2x17xf32>) -> tensor<8x2x17x1xf32>
    %103 = "tensor.empty"() : () -> tensor<8x2x17x17xf32>
    %104 = "linalg.generic"(%96, %102, %103) <{indexing_maps = [#map11, #map15, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg968: f32, %arg969: f32, %arg970: f32):
      %1003 = "arith.subf"(%arg968, %arg969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1003) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %105 = "linalg.generic"(%104, %103) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg966: f32, %arg967: f32):
      %1002 = "math.exp"(%arg966) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1002) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %106 = "tensor.empty"() : () -> tensor<8x2x17x1xf32>
    %107 = "linalg.fill"(%4, %106) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg964: f32, %arg965: f32):
      "linalg.yield"(%arg964) : (f32) -> ()
    }) : (f32, tensor<8x2x17x1xf32>) -> tensor<8x2x17x1xf32>
    %108 = "linalg.generic"(%105, %107) <{indexing_maps = [#map11, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg962: f32, %arg963: f32):
      %1001 = "arith.addf"(%arg962, %arg963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1001) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>) -> tensor<8x2x17x1xf32>
    %109 = "linalg.generic"(%105, %108, %103) <{indexing_maps = [#map11, #map15, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg959: f32, %arg960: f32, %arg961: f32):
      %1000 = "arith.divf"(%arg959, %arg960) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1000) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %110 = "tensor.empty"() : () -> tensor<8x2x17x17xi1>
    %111 = "linalg.generic"(%96, %110) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg957: f32, %arg958: i1):
      %998 = "arith.extf"(%arg957) : (f32) -> f64
      %999 = "arith.cmpf"(%998, %16) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%999) : (i1) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x17xi1>) -> tensor<8x2x17x17xi1>
    %112 = "tensor.empty"() : () -> tensor<8x2x17x1xi1>
    %113 = "linalg.fill"(%7, %112) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg955: i1, %arg956: i1):
      "linalg.yield"(%arg955) : (i1) -> ()
    }) : (i1, tensor<8x2x17x1xi1>) -> tensor<8x2x17x1xi1>
    %114 = "linalg.generic"(%111, %113) <{indexing_maps = [#map11, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg953: i1, %arg954: i1):
      %997 = "arith.andi"(%arg953, %arg954) : (i1, i1) -> i1
      "linalg.yield"(%997) : (i1) -> ()
    }) : (tensor<8x2x17x17xi1>, tensor<8x2x17x1xi1>) -> tensor<8x2x17x1xi1>
    %115 = "linalg.generic"(%114, %13, %109, %103) <{indexing_maps = [#map15, #map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg949: i1, %arg950: f32, %arg951: f32, %arg952: f32):
      %996 = "arith.select"(%arg949, %arg950, %arg951) : (i1, f32, f32) -> f32
      "linalg.yield"(%996) : (f32) -> ()
    }) : (tensor<8x2x17x1xi1>, tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %116 = "tensor.collapse_shape"(%115) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x17xf32>) -> tensor<16x17x17xf32>
    %117 = "linalg.fill"(%4, %76) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg947: f32, %arg948: f32):
      "linalg.yield"(%arg947) : (f32) -> ()
    }) : (f32, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %118 = "linalg.batch_matmul"(%116, %83, %117) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg944: f32, %arg945: f32, %arg946: f32):
      %994 = "arith.mulf"(%arg944, %arg945) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %995 = "arith.addf"(%arg946, %994) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%995) : (f32) -> ()
    }) : (tensor<16x17x17xf32>, tensor<16x17x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %119 = "tensor.expand_shape"(%118) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 8>}> : (tensor<16x17x8xf32>) -> tensor<8x2x17x8xf32>
    %120 = "tensor.empty"() : () -> tensor<17x8x2x8xf32>
    %121 = "linalg.transpose"(%119, %120) <{permutation = array<i64: 2, 0, 1, 3>}> ({
    ^bb0(%arg942: f32, %arg943: f32):
      "linalg.yield"(%arg942) : (f32) -> ()
    }) : (tensor<8x2x17x8xf32>, tensor<17x8x2x8xf32>) -> tensor<17x8x2x8xf32>
    %122 = "tensor.collapse_shape"(%121) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<17x8x2x8xf32>) -> tensor<136x16xf32>
    %123 = "tensor.empty"() : () -> tensor<16x16xf32>
    %124 = "linalg.transpose"(%arg10, %123) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg940: f32, %arg941: f32):
      "linalg.yield"(%arg940) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %125 = "tensor.empty"() : () -> tensor<136x16xf32>
    %126 = "linalg.fill"(%4, %125) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg938: f32, %arg939: f32):
      "linalg.yield"(%arg938) : (f32) -> ()
    }) : (f32, tensor<136x16xf32>) -> tensor<136x16xf32>
    %127 = "linalg.matmul"(%122, %124, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg935: f32, %arg936: f32, %arg937: f32):
      %992 = "arith.mulf"(%arg935, %arg936) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %993 = "arith.addf"(%arg937, %992) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%993) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %128 = "linalg.generic"(%arg11, %125) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg933: f32, %arg934: f32):
      "linalg.yield"(%arg933) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %129 = "linalg.generic"(%127, %128, %125) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg930: f32, %arg931: f32, %arg932: f32):
      %991 = "arith.addf"(%arg930, %arg931) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%991) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<136x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %130 = "tensor.expand_shape"(%129) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<136x16xf32>) -> tensor<17x8x16xf32>
    %131 = "linalg.transpose"(%130, %33) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg928: f32, %arg929: f32):
      "linalg.yield"(%arg928) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %132 = "linalg.generic"(%131, %34, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg925: f32, %arg926: f32, %arg927: f32):
      %990 = "arith.addf"(%arg925, %arg926) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%990) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %133 = "linalg.generic"(%132, %35) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg923: f32, %arg924: f64):
      %989 = "arith.extf"(%arg923) : (f32) -> f64
      "linalg.yield"(%989) : (f64) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %134 = "linalg.generic"(%133, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg921: f64, %arg922: f64):
      %988 = "arith.addf"(%arg921, %arg922) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%988) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %135 = "linalg.generic"(%134, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg919: f64, %arg920: f64):
      %987 = "arith.divf"(%arg919, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%987) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %136 = "linalg.generic"(%133, %135, %35) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg916: f64, %arg917: f64, %arg918: f64):
      %986 = "arith.subf"(%arg916, %arg917) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%986) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %137 = "linalg.generic"(%136, %136, %35) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg913: f64, %arg914: f64, %arg915: f64):
      %985 = "arith.mulf"(%arg913, %arg914) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%985) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x16xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %138 = "linalg.generic"(%137, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg911: f64, %arg912: f64):
      %984 = "arith.addf"(%arg911, %arg912) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%984) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %139 = "linalg.generic"(%138, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg909: f64, %arg910: f64):
      %983 = "arith.divf"(%arg909, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%983) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %140 = "linalg.generic"(%139, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg907: f64, %arg908: f32):
      %982 = "arith.truncf"(%arg907) : (f64) -> f32
      "linalg.yield"(%982) : (f32) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %141 = "linalg.generic"(%132, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg905: f32, %arg906: f32):
      %981 = "arith.addf"(%arg905, %arg906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%981) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %142 = "linalg.generic"(%141, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg903: f32, %arg904: f32):
      %980 = "arith.divf"(%arg903, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%980) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %143 = "linalg.generic"(%140, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg901: f32, %arg902: f32):
      %978 = "arith.truncf"(%18) : (f64) -> f32
      %979 = "arith.addf"(%arg901, %978) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%979) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %144 = "linalg.generic"(%143, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg899: f32, %arg900: f32):
      %977 = "math.rsqrt"(%arg899) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%977) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %145 = "linalg.generic"(%132, %142, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg896: f32, %arg897: f32, %arg898: f32):
      %976 = "arith.subf"(%arg896, %arg897) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%976) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %146 = "linalg.generic"(%145, %144, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg893: f32, %arg894: f32, %arg895: f32):
      %975 = "arith.mulf"(%arg893, %arg894) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%975) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %147 = "linalg.generic"(%146, %arg12, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg890: f32, %arg891: f32, %arg892: f32):
      %974 = "arith.mulf"(%arg890, %arg891) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%974) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %148 = "linalg.generic"(%147, %arg13, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg887: f32, %arg888: f32, %arg889: f32):
      %973 = "arith.addf"(%arg887, %arg888) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%973) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %149 = "tensor.empty"() : () -> tensor<16x32xf32>
    %150 = "linalg.transpose"(%arg14, %149) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg885: f32, %arg886: f32):
      "linalg.yield"(%arg885) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %151 = "tensor.collapse_shape"(%148) <{reassociation = [[0, 1], [2]]}> : (tensor<8x17x16xf32>) -> tensor<136x16xf32>
    %152 = "tensor.empty"() : () -> tensor<136x32xf32>
    %153 = "linalg.fill"(%4, %152) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg883: f32, %arg884: f32):
      "linalg.yield"(%arg883) : (f32) -> ()
    }) : (f32, tensor<136x32xf32>) -> tensor<136x32xf32>
    %154 = "linalg.matmul"(%151, %150, %153) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg880: f32, %arg881: f32, %arg882: f32):
      %971 = "arith.mulf"(%arg880, %arg881) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %972 = "arith.addf"(%arg882, %971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%972) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x32xf32>, tensor<136x32xf32>) -> tensor<136x32xf32>
    %155 = "linalg.generic"(%arg15, %152) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg878: f32, %arg879: f32):
      "linalg.yield"(%arg878) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<136x32xf32>) -> tensor<136x32xf32>
    %156 = "linalg.generic"(%154, %155, %152) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg875: f32, %arg876: f32, %arg877: f32):
      %970 = "arith.addf"(%arg875, %arg876) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%970) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<136x32xf32>, tensor<136x32xf32>) -> tensor<136x32xf32>
    %157 = "tensor.expand_shape"(%156) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 17, 32>}> : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %158 = "tensor.empty"() : () -> tensor<8x17x32xf32>
    %159 = "linalg.generic"(%157, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg873: f32, %arg874: f32):
      %965 = "arith.divf"(%arg873, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %966 = "math.erf"(%965) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %967 = "arith.addf"(%966, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %968 = "arith.mulf"(%967, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %969 = "arith.mulf"(%arg873, %968) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%969) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %160 = "tensor.empty"() : () -> tensor<32x16xf32>
    %161 = "linalg.transpose"(%arg16, %160) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg871: f32, %arg872: f32):
      "linalg.yield"(%arg871) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %162 = "tensor.collapse_shape"(%159) <{reassociation = [[0, 1], [2]]}> : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %163 = "linalg.matmul"(%162, %161, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg868: f32, %arg869: f32, %arg870: f32):
      %963 = "arith.mulf"(%arg868, %arg869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %964 = "arith.addf"(%arg870, %963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%964) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<32x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %164 = "linalg.generic"(%arg17, %125) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg866: f32, %arg867: f32):
      "linalg.yield"(%arg866) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %165 = "linalg.generic"(%163, %164, %125) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg863: f32, %arg864: f32, %arg865: f32):
      %962 = "arith.addf"(%arg863, %arg864) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%962) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<136x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %166 = "tensor.expand_shape"(%165) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 17, 16>}> : (tensor<136x16xf32>) -> tensor<8x17x16xf32>
    %167 = "linalg.generic"(%132, %166, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg860: f32, %arg861: f32, %arg862: f32):
      %961 = "arith.addf"(%arg860, %arg861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%961) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %168 = "linalg.generic"(%167, %35) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg858: f32, %arg859: f64):
      %960 = "arith.extf"(%arg858) : (f32) -> f64
      "linalg.yield"(%960) : (f64) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %169 = "linalg.generic"(%168, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg856: f64, %arg857: f64):
      %959 = "arith.addf"(%arg856, %arg857) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%959) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %170 = "linalg.generic"(%169, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg854: f64, %arg855: f64):
      %958 = "arith.divf"(%arg854, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%958) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %171 = "linalg.generic"(%168, %170, %35) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg851: f64, %arg852: f64, %arg853: f64):
      %957 = "arith.subf"(%arg851, %arg852) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%957) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %172 = "linalg.generic"(%171, %171, %35) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg848: f64, %arg849: f64, %arg850: f64):
      %956 = "arith.mulf"(%arg848, %arg849) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%956) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x16xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %173 = "linalg.generic"(%172, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg846: f64, %arg847: f64):
      %955 = "arith.addf"(%arg846, %arg847) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%955) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %174 = "linalg.generic"(%173, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg844: f64, %arg845: f64):
      %954 = "arith.divf"(%arg844, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%954) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %175 = "linalg.generic"(%174, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg842: f64, %arg843: f32):
      %953 = "arith.truncf"(%arg842) : (f64) -> f32
      "linalg.yield"(%953) : (f32) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %176 = "linalg.generic"(%167, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg840: f32, %arg841: f32):
      %952 = "arith.addf"(%arg840, %arg841) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%952) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %177 = "linalg.generic"(%176, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg838: f32, %arg839: f32):
      %951 = "arith.divf"(%arg838, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%951) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %178 = "linalg.generic"(%175, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg836: f32, %arg837: f32):
      %949 = "arith.truncf"(%18) : (f64) -> f32
      %950 = "arith.addf"(%arg836, %949) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%950) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %179 = "linalg.generic"(%178, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg834: f32, %arg835: f32):
      %948 = "math.rsqrt"(%arg834) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%948) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %180 = "linalg.generic"(%167, %177, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg831: f32, %arg832: f32, %arg833: f32):
      %947 = "arith.subf"(%arg831, %arg832) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%947) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %181 = "linalg.generic"(%180, %179, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg828: f32, %arg829: f32, %arg830: f32):
      %946 = "arith.mulf"(%arg828, %arg829) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%946) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %182 = "linalg.generic"(%181, %arg18, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg825: f32, %arg826: f32, %arg827: f32):
      %945 = "arith.mulf"(%arg825, %arg826) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%945) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %183 = "linalg.generic"(%182, %arg19, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg822: f32, %arg823: f32, %arg824: f32):
      %944 = "arith.addf"(%arg822, %arg823) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%944) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %184 = "linalg.transpose"(%183, %56) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg820: f32, %arg821: f32):
      "linalg.yield"(%arg820) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<17x8x16xf32>) -> tensor<17x8x16xf32>
    %185 = "linalg.transpose"(%arg20, %58) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg818: f32, %arg819: f32):
      "linalg.yield"(%arg818) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %186 = "tensor.collapse_shape"(%184) <{reassociation = [[0, 1], [2]]}> : (tensor<17x8x16xf32>) -> tensor<136x16xf32>
    %187 = "linalg.matmul"(%186, %185, %62) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg815: f32, %arg816: f32, %arg817: f32):
      %942 = "arith.mulf"(%arg815, %arg816) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %943 = "arith.addf"(%arg817, %942) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%943) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x48xf32>, tensor<136x48xf32>) -> tensor<136x48xf32>
    %188 = "tensor.expand_shape"(%187) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 17, 8, 48>}> : (tensor<136x48xf32>) -> tensor<17x8x48xf32>
    %189 = "linalg.generic"(%188, %arg21, %65) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg812: f32, %arg813: f32, %arg814: f32):
      %941 = "arith.addf"(%arg812, %arg813) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%941) : (f32) -> ()
    }) : (tensor<17x8x48xf32>, tensor<48xf32>, tensor<17x8x48xf32>) -> tensor<17x8x48xf32>
    %190 = "tensor.expand_shape"(%189) <{reassociation = [[0, 1], [2], [3, 4]], static_output_shape = array<i64: 1, 17, 8, 3, 16>}> : (tensor<17x8x48xf32>) -> tensor<1x17x8x3x16xf32>
    %191 = "linalg.transpose"(%190, %68) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg810: f32, %arg811: f32):
      "linalg.yield"(%arg810) : (f32) -> ()
    }) : (tensor<1x17x8x3x16xf32>, tensor<3x17x8x1x16xf32>) -> tensor<3x17x8x1x16xf32>
    %192 = "tensor.collapse_shape"(%191) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<3x17x8x1x16xf32>) -> tensor<3x17x8x16xf32>
    %193 = "tensor.extract_slice"(%192) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 17, 8, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x17x8x16xf32>) -> tensor<1x17x8x16xf32>
    %194 = "tensor.extract_slice"(%192) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0, 0>, static_sizes = array<i64: 1, 17, 8, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x17x8x16xf32>) -> tensor<1x17x8x16xf32>
    %195 = "tensor.extract_slice"(%192) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0, 0>, static_sizes = array<i64: 1, 17, 8, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x17x8x16xf32>) -> tensor<1x17x8x16xf32>
    %196 = "tensor.collapse_shape"(%193) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x17x8x16xf32>) -> tensor<17x128xf32>
    %197 = "tensor.expand_shape"(%196) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 16, 8>}> : (tensor<17x128xf32>) -> tensor<17x16x8xf32>
    %198 = "linalg.transpose"(%197, %76) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg808: f32, %arg809: f32):
      "linalg.yield"(%arg808) : (f32) -> ()
    }) : (tensor<17x16x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %199 = "tensor.collapse_shape"(%194) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x17x8x16xf32>) -> tensor<17x128xf32>
    %200 = "tensor.expand_shape"(%199) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 16, 8>}> : (tensor<17x128xf32>) -> tensor<17x16x8xf32>
    %201 = "linalg.transpose"(%200, %76) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg806: f32, %arg807: f32):
      "linalg.yield"(%arg806) : (f32) -> ()
    }) : (tensor<17x16x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %202 = "tensor.collapse_shape"(%195) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x17x8x16xf32>) -> tensor<17x128xf32>
    %203 = "tensor.expand_shape"(%202) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 16, 8>}> : (tensor<17x128xf32>) -> tensor<17x16x8xf32>
    %204 = "linalg.transpose"(%203, %76) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg804: f32, %arg805: f32):
      "linalg.yield"(%arg804) : (f32) -> ()
    }) : (tensor<17x16x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %205 = "tensor.expand_shape"(%198) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 8>}> : (tensor<16x17x8xf32>) -> tensor<8x2x17x8xf32>
    %206 = "tensor.expand_shape"(%201) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 8>}> : (tensor<16x17x8xf32>) -> tensor<8x2x17x8xf32>
    %207 = "linalg.generic"(%205, %86) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg802: f32, %arg803: f32):
      %939 = "arith.truncf"(%17) : (f64) -> f32
      %940 = "arith.mulf"(%arg802, %939) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%940) : (f32) -> ()
    }) : (tensor<8x2x17x8xf32>, tensor<8x2x17x8xf32>) -> tensor<8x2x17x8xf32>
    %208 = "linalg.transpose"(%206, %88) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg800: f32, %arg801: f32):
      "linalg.yield"(%arg800) : (f32) -> ()
    }) : (tensor<8x2x17x8xf32>, tensor<8x2x8x17xf32>) -> tensor<8x2x8x17xf32>
    %209 = "linalg.generic"(%208, %88) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg798: f32, %arg799: f32):
      %937 = "arith.truncf"(%17) : (f64) -> f32
      %938 = "arith.mulf"(%arg798, %937) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%938) : (f32) -> ()
    }) : (tensor<8x2x8x17xf32>, tensor<8x2x8x17xf32>) -> tensor<8x2x8x17xf32>
    %210 = "tensor.collapse_shape"(%207) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x8xf32>) -> tensor<16x17x8xf32>
    %211 = "tensor.collapse_shape"(%209) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x8x17xf32>) -> tensor<16x8x17xf32>
    %212 = "linalg.batch_matmul"(%210, %211, %94) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg795: f32, %arg796: f32, %arg797: f32):
      %935 = "arith.mulf"(%arg795, %arg796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %936 = "arith.addf"(%arg797, %935) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%936) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<16x8x17xf32>, tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %213 = "tensor.expand_shape"(%212) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 17>}> : (tensor<16x17x17xf32>) -> tensor<8x2x17x17xf32>
    %214:2 = "linalg.generic"(%213, %100, %98) <{indexing_maps = [#map11, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg792: f32, %arg793: f32, %arg794: i64):
      %930 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %931 = "arith.index_cast"(%930) : (index) -> i64
      %932 = "arith.maximumf"(%arg792, %arg793) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %933 = "arith.cmpf"(%arg792, %arg793) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %934 = "arith.select"(%933, %931, %arg794) : (i1, i64, i64) -> i64
      "linalg.yield"(%932, %934) : (f32, i64) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17xf32>, tensor<8x2x17xi64>) -> (tensor<8x2x17xf32>, tensor<8x2x17xi64>)
    %215 = "tensor.expand_shape"(%214#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 8, 2, 17, 1>}> : (tensor<8x2x17xf32>) -> tensor<8x2x17x1xf32>
    %216 = "linalg.generic"(%213, %215, %103) <{indexing_maps = [#map11, #map15, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg789: f32, %arg790: f32, %arg791: f32):
      %929 = "arith.subf"(%arg789, %arg790) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%929) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %217 = "linalg.generic"(%216, %103) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg787: f32, %arg788: f32):
      %928 = "math.exp"(%arg787) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%928) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %218 = "linalg.generic"(%217, %107) <{indexing_maps = [#map11, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg785: f32, %arg786: f32):
      %927 = "arith.addf"(%arg785, %arg786) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%927) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>) -> tensor<8x2x17x1xf32>
    %219 = "linalg.generic"(%217, %218, %103) <{indexing_maps = [#map11, #map15, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg782: f32, %arg783: f32, %arg784: f32):
      %926 = "arith.divf"(%arg782, %arg783) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%926) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %220 = "linalg.generic"(%213, %110) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg780: f32, %arg781: i1):
      %924 = "arith.extf"(%arg780) : (f32) -> f64
      %925 = "arith.cmpf"(%924, %16) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%925) : (i1) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x17xi1>) -> tensor<8x2x17x17xi1>
    %221 = "linalg.generic"(%220, %113) <{indexing_maps = [#map11, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg778: i1, %arg779: i1):
      %923 = "arith.andi"(%arg778, %arg779) : (i1, i1) -> i1
      "linalg.yield"(%923) : (i1) -> ()
    }) : (tensor<8x2x17x17xi1>, tensor<8x2x17x1xi1>) -> tensor<8x2x17x1xi1>
    %222 = "linalg.generic"(%221, %13, %219, %103) <{indexing_maps = [#map15, #map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg774: i1, %arg775: f32, %arg776: f32, %arg777: f32):
      %922 = "arith.select"(%arg774, %arg775, %arg776) : (i1, f32, f32) -> f32
      "linalg.yield"(%922) : (f32) -> ()
    }) : (tensor<8x2x17x1xi1>, tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %223 = "tensor.collapse_shape"(%222) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x17xf32>) -> tensor<16x17x17xf32>
    %224 = "linalg.batch_matmul"(%223, %204, %117) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg771: f32, %arg772: f32, %arg773: f32):
      %920 = "arith.mulf"(%arg771, %arg772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %921 = "arith.addf"(%arg773, %920) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%921) : (f32) -> ()
    }) : (tensor<16x17x17xf32>, tensor<16x17x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %225 = "tensor.expand_shape"(%224) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 8>}> : (tensor<16x17x8xf32>) -> tensor<8x2x17x8xf32>
    %226 = "linalg.transpose"(%225, %120) <{permutation = array<i64: 2, 0, 1, 3>}> ({
    ^bb0(%arg769: f32, %arg770: f32):
      "linalg.yield"(%arg769) : (f32) -> ()
    }) : (tensor<8x2x17x8xf32>, tensor<17x8x2x8xf32>) -> tensor<17x8x2x8xf32>
    %227 = "tensor.collapse_shape"(%226) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<17x8x2x8xf32>) -> tensor<136x16xf32>
    %228 = "linalg.transpose"(%arg22, %123) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg767: f32, %arg768: f32):
      "linalg.yield"(%arg767) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %229 = "linalg.matmul"(%227, %228, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg764: f32, %arg765: f32, %arg766: f32):
      %918 = "arith.mulf"(%arg764, %arg765) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %919 = "arith.addf"(%arg766, %918) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%919) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %230 = "linalg.generic"(%arg23, %125) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg762: f32, %arg763: f32):
      "linalg.yield"(%arg762) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %231 = "linalg.generic"(%229, %230, %125) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg759: f32, %arg760: f32, %arg761: f32):
      %917 = "arith.addf"(%arg759, %arg760) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%917) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<136x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %232 = "tensor.expand_shape"(%231) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<136x16xf32>) -> tensor<17x8x16xf32>
    %233 = "linalg.transpose"(%232, %33) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg757: f32, %arg758: f32):
      "linalg.yield"(%arg757) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %234 = "linalg.generic"(%233, %167, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg754: f32, %arg755: f32, %arg756: f32):
      %916 = "arith.addf"(%arg754, %arg755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%916) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %235 = "linalg.generic"(%234, %35) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg752: f32, %arg753: f64):
      %915 = "arith.extf"(%arg752) : (f32) -> f64
      "linalg.yield"(%915) : (f64) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %236 = "linalg.generic"(%235, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg750: f64, %arg751: f64):
      %914 = "arith.addf"(%arg750, %arg751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%914) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %237 = "linalg.generic"(%236, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg748: f64, %arg749: f64):
      %913 = "arith.divf"(%arg748, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%913) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %238 = "linalg.generic"(%235, %237, %35) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg745: f64, %arg746: f64, %arg747: f64):
      %912 = "arith.subf"(%arg745, %arg746) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%912) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %239 = "linalg.generic"(%238, %238, %35) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg742: f64, %arg743: f64, %arg744: f64):
      %911 = "arith.mulf"(%arg742, %arg743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%911) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x16xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %240 = "linalg.generic"(%239, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg740: f64, %arg741: f64):
      %910 = "arith.addf"(%arg740, %arg741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%910) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %241 = "linalg.generic"(%240, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg738: f64, %arg739: f64):
      %909 = "arith.divf"(%arg738, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%909) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %242 = "linalg.generic"(%241, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg736: f64, %arg737: f32):
      %908 = "arith.truncf"(%arg736) : (f64) -> f32
      "linalg.yield"(%908) : (f32) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %243 = "linalg.generic"(%234, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg734: f32, %arg735: f32):
      %907 = "arith.addf"(%arg734, %arg735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%907) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %244 = "linalg.generic"(%243, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg732: f32, %arg733: f32):
      %906 = "arith.divf"(%arg732, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%906) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %245 = "linalg.generic"(%242, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg730: f32, %arg731: f32):
      %904 = "arith.truncf"(%18) : (f64) -> f32
      %905 = "arith.addf"(%arg730, %904) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%905) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %246 = "linalg.generic"(%245, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg728: f32, %arg729: f32):
      %903 = "math.rsqrt"(%arg728) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%903) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %247 = "linalg.generic"(%234, %244, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg725: f32, %arg726: f32, %arg727: f32):
      %902 = "arith.subf"(%arg725, %arg726) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%902) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %248 = "linalg.generic"(%247, %246, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg722: f32, %arg723: f32, %arg724: f32):
      %901 = "arith.mulf"(%arg722, %arg723) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%901) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %249 = "linalg.generic"(%248, %arg24, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg719: f32, %arg720: f32, %arg721: f32):
      %900 = "arith.mulf"(%arg719, %arg720) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%900) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %250 = "linalg.generic"(%249, %arg25, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg716: f32, %arg717: f32, %arg718: f32):
      %899 = "arith.addf"(%arg716, %arg717) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%899) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %251 = "linalg.transpose"(%arg26, %149) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg714: f32, %arg715: f32):
      "linalg.yield"(%arg714) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %252 = "tensor.collapse_shape"(%250) <{reassociation = [[0, 1], [2]]}> : (tensor<8x17x16xf32>) -> tensor<136x16xf32>
    %253 = "linalg.matmul"(%252, %251, %153) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg711: f32, %arg712: f32, %arg713: f32):
      %897 = "arith.mulf"(%arg711, %arg712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %898 = "arith.addf"(%arg713, %897) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%898) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x32xf32>, tensor<136x32xf32>) -> tensor<136x32xf32>
    %254 = "linalg.generic"(%arg27, %152) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg709: f32, %arg710: f32):
      "linalg.yield"(%arg709) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<136x32xf32>) -> tensor<136x32xf32>
    %255 = "linalg.generic"(%253, %254, %152) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg706: f32, %arg707: f32, %arg708: f32):
      %896 = "arith.addf"(%arg706, %arg707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%896) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<136x32xf32>, tensor<136x32xf32>) -> tensor<136x32xf32>
    %256 = "tensor.expand_shape"(%255) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 17, 32>}> : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %257 = "linalg.generic"(%256, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg704: f32, %arg705: f32):
      %891 = "arith.divf"(%arg704, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %892 = "math.erf"(%891) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %893 = "arith.addf"(%892, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %894 = "arith.mulf"(%893, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %895 = "arith.mulf"(%arg704, %894) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%895) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %258 = "linalg.transpose"(%arg28, %160) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg702: f32, %arg703: f32):
      "linalg.yield"(%arg702) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %259 = "tensor.collapse_shape"(%257) <{reassociation = [[0, 1], [2]]}> : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %260 = "linalg.matmul"(%259, %258, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg699: f32, %arg700: f32, %arg701: f32):
      %889 = "arith.mulf"(%arg699, %arg700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %890 = "arith.addf"(%arg701, %889) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%890) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<32x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %261 = "linalg.generic"(%arg29, %125) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg697: f32, %arg698: f32):
      "linalg.yield"(%arg697) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %262 = "linalg.generic"(%260, %261, %125) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg694: f32, %arg695: f32, %arg696: f32):
      %888 = "arith.addf"(%arg694, %arg695) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%888) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<136x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %263 = "tensor.expand_shape"(%262) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 17, 16>}> : (tensor<136x16xf32>) -> tensor<8x17x16xf32>
    %264 = "linalg.generic"(%234, %263, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg691: f32, %arg692: f32, %arg693: f32):
      %887 = "arith.addf"(%arg691, %arg692) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%887) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %265 = "linalg.generic"(%264, %35) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg689: f32, %arg690: f64):
      %886 = "arith.extf"(%arg689) : (f32) -> f64
      "linalg.yield"(%886) : (f64) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %266 = "linalg.generic"(%265, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg687: f64, %arg688: f64):
      %885 = "arith.addf"(%arg687, %arg688) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%885) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %267 = "linalg.generic"(%266, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg685: f64, %arg686: f64):
      %884 = "arith.divf"(%arg685, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%884) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %268 = "linalg.generic"(%265, %267, %35) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg682: f64, %arg683: f64, %arg684: f64):
      %883 = "arith.subf"(%arg682, %arg683) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%883) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %269 = "linalg.generic"(%268, %268, %35) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg679: f64, %arg680: f64, %arg681: f64):
      %882 = "arith.mulf"(%arg679, %arg680) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%882) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x16xf64>, tensor<8x17x16xf64>) -> tensor<8x17x16xf64>
    %270 = "linalg.generic"(%269, %38) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg677: f64, %arg678: f64):
      %881 = "arith.addf"(%arg677, %arg678) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%881) : (f64) -> ()
    }) : (tensor<8x17x16xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %271 = "linalg.generic"(%270, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg675: f64, %arg676: f64):
      %880 = "arith.divf"(%arg675, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%880) : (f64) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf64>) -> tensor<8x17x1xf64>
    %272 = "linalg.generic"(%271, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg673: f64, %arg674: f32):
      %879 = "arith.truncf"(%arg673) : (f64) -> f32
      "linalg.yield"(%879) : (f32) -> ()
    }) : (tensor<8x17x1xf64>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %273 = "linalg.generic"(%264, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg671: f32, %arg672: f32):
      %878 = "arith.addf"(%arg671, %arg672) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%878) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %274 = "linalg.generic"(%273, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg669: f32, %arg670: f32):
      %877 = "arith.divf"(%arg669, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%877) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %275 = "linalg.generic"(%272, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg667: f32, %arg668: f32):
      %875 = "arith.truncf"(%18) : (f64) -> f32
      %876 = "arith.addf"(%arg667, %875) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%876) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %276 = "linalg.generic"(%275, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg665: f32, %arg666: f32):
      %874 = "math.rsqrt"(%arg665) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%874) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %277 = "linalg.generic"(%264, %274, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg662: f32, %arg663: f32, %arg664: f32):
      %873 = "arith.subf"(%arg662, %arg663) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%873) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %278 = "linalg.generic"(%277, %276, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg659: f32, %arg660: f32, %arg661: f32):
      %872 = "arith.mulf"(%arg659, %arg660) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%872) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %279 = "linalg.generic"(%278, %arg30, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg656: f32, %arg657: f32, %arg658: f32):
      %871 = "arith.mulf"(%arg656, %arg657) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%871) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %280 = "linalg.generic"(%279, %arg31, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg653: f32, %arg654: f32, %arg655: f32):
      %870 = "arith.addf"(%arg653, %arg654) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%870) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %281 = "tensor.extract_slice"(%280) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 1, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x17x16xf32>) -> tensor<8x1x16xf32>
    %282 = "tensor.collapse_shape"(%281) <{reassociation = [[0, 1], [2]]}> : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %283 = "tensor.empty"() : () -> tensor<16x10xf32>
    %284 = "linalg.transpose"(%arg32, %283) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg651: f32, %arg652: f32):
      "linalg.yield"(%arg651) : (f32) -> ()
    }) : (tensor<10x16xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %285 = "tensor.empty"() : () -> tensor<8x10xf32>
    %286 = "linalg.fill"(%4, %285) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg649: f32, %arg650: f32):
      "linalg.yield"(%arg649) : (f32) -> ()
    }) : (f32, tensor<8x10xf32>) -> tensor<8x10xf32>
    %287 = "linalg.matmul"(%282, %284, %286) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg646: f32, %arg647: f32, %arg648: f32):
      %868 = "arith.mulf"(%arg646, %arg647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %869 = "arith.addf"(%arg648, %868) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%869) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %288 = "linalg.generic"(%arg33, %285) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg644: f32, %arg645: f32):
      "linalg.yield"(%arg644) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %289 = "linalg.generic"(%287, %288, %285) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg641: f32, %arg642: f32, %arg643: f32):
      %867 = "arith.addf"(%arg641, %arg642) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%867) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %290 = "tensor.empty"() : () -> tensor<8xi64>
    %291 = "linalg.fill"(%3, %290) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg639: i64, %arg640: i64):
      "linalg.yield"(%arg639) : (i64) -> ()
    }) : (i64, tensor<8xi64>) -> tensor<8xi64>
    %292 = "tensor.empty"() : () -> tensor<8xf32>
    %293 = "linalg.fill"(%6, %292) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg637: f32, %arg638: f32):
      "linalg.yield"(%arg637) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %294:2 = "linalg.generic"(%289, %293, %291) <{indexing_maps = [#map17, #map18, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg634: f32, %arg635: f32, %arg636: i64):
      %862 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %863 = "arith.index_cast"(%862) : (index) -> i64
      %864 = "arith.maximumf"(%arg634, %arg635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %865 = "arith.cmpf"(%arg634, %arg635) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %866 = "arith.select"(%865, %863, %arg636) : (i1, i64, i64) -> i64
      "linalg.yield"(%864, %866) : (f32, i64) -> ()
    }) : (tensor<8x10xf32>, tensor<8xf32>, tensor<8xi64>) -> (tensor<8xf32>, tensor<8xi64>)
    %295 = "tensor.expand_shape"(%294#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %296 = "linalg.generic"(%289, %295, %285) <{indexing_maps = [#map17, #map19, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg631: f32, %arg632: f32, %arg633: f32):
      %861 = "arith.subf"(%arg631, %arg632) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%861) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %297 = "linalg.generic"(%296, %285) <{indexing_maps = [#map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg629: f32, %arg630: f32):
      %860 = "math.exp"(%arg629) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%860) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %298 = "tensor.empty"() : () -> tensor<8x1xf32>
    %299 = "linalg.fill"(%4, %298) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg627: f32, %arg628: f32):
      "linalg.yield"(%arg627) : (f32) -> ()
    }) : (f32, tensor<8x1xf32>) -> tensor<8x1xf32>
    %300 = "linalg.generic"(%297, %299) <{indexing_maps = [#map17, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg625: f32, %arg626: f32):
      %859 = "arith.addf"(%arg625, %arg626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%859) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %301 = "linalg.generic"(%300, %298) <{indexing_maps = [#map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg623: f32, %arg624: f32):
      %858 = "math.log"(%arg623) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%858) : (f32) -> ()
    }) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %302 = "linalg.generic"(%296, %301, %285) <{indexing_maps = [#map17, #map19, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg620: f32, %arg621: f32, %arg622: f32):
      %857 = "arith.subf"(%arg620, %arg621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%857) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %303 = "tensor.empty"() : () -> tensor<8xi1>
    %304 = "linalg.generic"(%arg1, %303) <{indexing_maps = [#map20, #map20], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg618: i64, %arg619: i1):
      %856 = "arith.cmpi"(%arg618, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%856) : (i1) -> ()
    }) : (tensor<8xi64>, tensor<8xi1>) -> tensor<8xi1>
    %305 = "linalg.generic"(%304, %292) <{indexing_maps = [#map20, #map20], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg616: i1, %arg617: f32):
      %855 = "arith.uitofp"(%arg616) : (i1) -> f32
      "linalg.yield"(%855) : (f32) -> ()
    }) : (tensor<8xi1>, tensor<8xf32>) -> tensor<8xf32>
    %306 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xi64>) -> tensor<8x1xi64>
    %307 = "tensor.empty"() : () -> tensor<10xi64>
    %308 = "linalg.generic"(%307) <{indexing_maps = [#map20], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg615: i64):
      %853 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %854 = "arith.index_cast"(%853) : (index) -> i64
      "linalg.yield"(%854) : (i64) -> ()
    }) : (tensor<10xi64>) -> tensor<10xi64>
    %309 = "tensor.empty"() : () -> tensor<8x10xi1>
    %310 = "linalg.generic"(%306, %308, %309) <{indexing_maps = [#map19, #map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg612: i64, %arg613: i64, %arg614: i1):
      %852 = "arith.cmpi"(%arg612, %arg613) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%852) : (i1) -> ()
    }) : (tensor<8x1xi64>, tensor<10xi64>, tensor<8x10xi1>) -> tensor<8x10xi1>
    %311 = "linalg.generic"(%310, %285) <{indexing_maps = [#map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg610: i1, %arg611: f32):
      %851 = "arith.uitofp"(%arg610) : (i1) -> f32
      "linalg.yield"(%851) : (f32) -> ()
    }) : (tensor<8x10xi1>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %312 = "linalg.generic"(%302, %311, %285) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg607: f32, %arg608: f32, %arg609: f32):
      %850 = "arith.mulf"(%arg607, %arg608) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%850) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %313 = "linalg.fill"(%4, %292) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg605: f32, %arg606: f32):
      "linalg.yield"(%arg605) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %314 = "linalg.generic"(%312, %313) <{indexing_maps = [#map17, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg603: f32, %arg604: f32):
      %849 = "arith.addf"(%arg603, %arg604) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%849) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8xf32>) -> tensor<8xf32>
    %315 = "linalg.generic"(%314, %305, %292) <{indexing_maps = [#map20, #map20, #map20], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg600: f32, %arg601: f32, %arg602: f32):
      %848 = "arith.mulf"(%arg600, %arg601) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%848) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %316 = "tensor.empty"() : () -> tensor<f32>
    %317 = "linalg.fill"(%4, %316) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg598: f32, %arg599: f32):
      "linalg.yield"(%arg598) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %318 = "linalg.generic"(%315, %317) <{indexing_maps = [#map20, #map21], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg596: f32, %arg597: f32):
      %847 = "arith.addf"(%arg596, %arg597) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%847) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %319 = "linalg.generic"(%318, %316) <{indexing_maps = [#map22, #map22], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg594: f32, %arg595: f32):
      %846 = "arith.negf"(%arg594) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%846) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %320 = "linalg.generic"(%305, %317) <{indexing_maps = [#map20, #map21], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg592: f32, %arg593: f32):
      %845 = "arith.addf"(%arg592, %arg593) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%845) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %321 = "linalg.generic"(%319, %320, %316) <{indexing_maps = [#map22, #map22, #map22], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg589: f32, %arg590: f32, %arg591: f32):
      %844 = "arith.divf"(%arg589, %arg590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%844) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %322 = "tensor.expand_shape"(%305) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %323 = "linalg.generic"(%12, %316) <{indexing_maps = [#map22, #map22], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg587: f32, %arg588: f32):
      %843 = "arith.negf"(%arg587) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%843) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %324 = "linalg.generic"(%323, %320, %316) <{indexing_maps = [#map22, #map22, #map22], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg584: f32, %arg585: f32, %arg586: f32):
      %842 = "arith.divf"(%arg584, %arg585) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%842) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %325 = "linalg.generic"(%311, %322, %285) <{indexing_maps = [#map17, #map19, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg581: f32, %arg582: f32, %arg583: f32):
      %841 = "arith.mulf"(%arg581, %arg582) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%841) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %326 = "linalg.generic"(%325, %324, %285) <{indexing_maps = [#map17, #map23, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg578: f32, %arg579: f32, %arg580: f32):
      %840 = "arith.mulf"(%arg578, %arg579) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%840) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %327 = "linalg.generic"(%302, %285) <{indexing_maps = [#map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg576: f32, %arg577: f32):
      %839 = "math.exp"(%arg576) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%839) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %328 = "linalg.generic"(%326, %299) <{indexing_maps = [#map17, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg574: f32, %arg575: f32):
      %838 = "arith.addf"(%arg574, %arg575) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%838) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %329 = "linalg.generic"(%327, %328, %285) <{indexing_maps = [#map17, #map19, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg571: f32, %arg572: f32, %arg573: f32):
      %837 = "arith.mulf"(%arg571, %arg572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%837) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %330 = "linalg.generic"(%326, %329, %285) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg568: f32, %arg569: f32, %arg570: f32):
      %836 = "arith.subf"(%arg568, %arg569) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%836) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %331 = "tensor.empty"() : () -> tensor<8x16xf32>
    %332 = "linalg.fill"(%4, %331) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg566: f32, %arg567: f32):
      "linalg.yield"(%arg566) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %333 = "linalg.matmul"(%330, %arg32, %332) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg563: f32, %arg564: f32, %arg565: f32):
      %834 = "arith.mulf"(%arg563, %arg564) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %835 = "arith.addf"(%arg565, %834) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%835) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<10x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %334 = "tensor.empty"() : () -> tensor<10x8xf32>
    %335 = "linalg.transpose"(%330, %334) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg561: f32, %arg562: f32):
      "linalg.yield"(%arg561) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<10x8xf32>) -> tensor<10x8xf32>
    %336 = "tensor.empty"() : () -> tensor<10x16xf32>
    %337 = "linalg.fill"(%4, %336) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg559: f32, %arg560: f32):
      "linalg.yield"(%arg559) : (f32) -> ()
    }) : (f32, tensor<10x16xf32>) -> tensor<10x16xf32>
    %338 = "linalg.matmul"(%335, %282, %337) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg556: f32, %arg557: f32, %arg558: f32):
      %832 = "arith.mulf"(%arg556, %arg557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %833 = "arith.addf"(%arg558, %832) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%833) : (f32) -> ()
    }) : (tensor<10x8xf32>, tensor<8x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %339 = "tensor.empty"() : () -> tensor<1x10xf32>
    %340 = "linalg.fill"(%4, %339) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg554: f32, %arg555: f32):
      "linalg.yield"(%arg554) : (f32) -> ()
    }) : (f32, tensor<1x10xf32>) -> tensor<1x10xf32>
    %341 = "linalg.generic"(%330, %340) <{indexing_maps = [#map17, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg552: f32, %arg553: f32):
      %831 = "arith.addf"(%arg552, %arg553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%831) : (f32) -> ()
    }) : (tensor<8x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %342 = "tensor.collapse_shape"(%341) <{reassociation = [[0, 1]]}> : (tensor<1x10xf32>) -> tensor<10xf32>
    %343 = "tensor.empty"() : () -> tensor<17xi64>
    %344 = "linalg.generic"(%343) <{indexing_maps = [#map20], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg551: i64):
      %829 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %830 = "arith.index_cast"(%829) : (index) -> i64
      "linalg.yield"(%830) : (i64) -> ()
    }) : (tensor<17xi64>) -> tensor<17xi64>
    %345 = "tensor.expand_shape"(%344) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 17, 1>}> : (tensor<17xi64>) -> tensor<1x17x1xi64>
    %346 = "tensor.empty"() : () -> tensor<1x17x1xi1>
    %347 = "linalg.generic"(%345, %346) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg549: i64, %arg550: i1):
      %828 = "arith.cmpi"(%arg549, %3) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%828) : (i1) -> ()
    }) : (tensor<1x17x1xi64>, tensor<1x17x1xi1>) -> tensor<1x17x1xi1>
    %348 = "linalg.generic"(%333, %33) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg547: f32, %arg548: f32):
      "linalg.yield"(%arg547) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %349 = "linalg.generic"(%347, %348, %11, %33) <{indexing_maps = [#map25, #map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg543: i1, %arg544: f32, %arg545: f32, %arg546: f32):
      %827 = "arith.select"(%arg543, %arg544, %arg545) : (i1, f32, f32) -> f32
      "linalg.yield"(%827) : (f32) -> ()
    }) : (tensor<1x17x1xi1>, tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %350 = "linalg.generic"(%349, %arg30, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg540: f32, %arg541: f32, %arg542: f32):
      %826 = "arith.mulf"(%arg540, %arg541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%826) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %351 = "linalg.generic"(%350, %33) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg538: f32, %arg539: f32):
      %825 = "arith.mulf"(%arg538, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%825) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %352 = "linalg.generic"(%350, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg536: f32, %arg537: f32):
      %824 = "arith.addf"(%arg536, %arg537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%824) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %353 = "linalg.generic"(%350, %278, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg533: f32, %arg534: f32, %arg535: f32):
      %823 = "arith.mulf"(%arg533, %arg534) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%823) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %354 = "linalg.generic"(%353, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg531: f32, %arg532: f32):
      %822 = "arith.addf"(%arg531, %arg532) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%822) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %355 = "linalg.generic"(%278, %354, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg528: f32, %arg529: f32, %arg530: f32):
      %821 = "arith.mulf"(%arg528, %arg529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%821) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %356 = "linalg.generic"(%351, %352, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg525: f32, %arg526: f32, %arg527: f32):
      %820 = "arith.subf"(%arg525, %arg526) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%820) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %357 = "linalg.generic"(%356, %355, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg522: f32, %arg523: f32, %arg524: f32):
      %819 = "arith.subf"(%arg522, %arg523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%819) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %358 = "linalg.generic"(%276, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg520: f32, %arg521: f32):
      %818 = "arith.divf"(%arg520, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%818) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %359 = "linalg.generic"(%358, %357, %33) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg517: f32, %arg518: f32, %arg519: f32):
      %817 = "arith.mulf"(%arg517, %arg518) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%817) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %360 = "linalg.generic"(%349, %278, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg514: f32, %arg515: f32, %arg516: f32):
      %816 = "arith.mulf"(%arg514, %arg515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%816) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %361 = "tensor.empty"() : () -> tensor<16xf32>
    %362 = "linalg.fill"(%4, %361) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg512: f32, %arg513: f32):
      "linalg.yield"(%arg512) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %363 = "linalg.generic"(%360, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg510: f32, %arg511: f32):
      %815 = "arith.addf"(%arg510, %arg511) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%815) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %364 = "linalg.generic"(%349, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg508: f32, %arg509: f32):
      %814 = "arith.addf"(%arg508, %arg509) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%814) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %365 = "tensor.collapse_shape"(%359) <{reassociation = [[0, 1], [2]]}> : (tensor<8x17x16xf32>) -> tensor<136x16xf32>
    %366 = "linalg.matmul"(%365, %arg28, %153) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg505: f32, %arg506: f32, %arg507: f32):
      %812 = "arith.mulf"(%arg505, %arg506) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %813 = "arith.addf"(%arg507, %812) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%813) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x32xf32>, tensor<136x32xf32>) -> tensor<136x32xf32>
    %367 = "tensor.empty"() : () -> tensor<16x136xf32>
    %368 = "linalg.transpose"(%365, %367) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg503: f32, %arg504: f32):
      "linalg.yield"(%arg503) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x136xf32>) -> tensor<16x136xf32>
    %369 = "linalg.fill"(%4, %149) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg501: f32, %arg502: f32):
      "linalg.yield"(%arg501) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %370 = "linalg.matmul"(%368, %259, %369) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg498: f32, %arg499: f32, %arg500: f32):
      %810 = "arith.mulf"(%arg498, %arg499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %811 = "arith.addf"(%arg500, %810) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%811) : (f32) -> ()
    }) : (tensor<16x136xf32>, tensor<136x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %371 = "tensor.empty"() : () -> tensor<1x16xf32>
    %372 = "linalg.fill"(%4, %371) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg496: f32, %arg497: f32):
      "linalg.yield"(%arg496) : (f32) -> ()
    }) : (f32, tensor<1x16xf32>) -> tensor<1x16xf32>
    %373 = "linalg.generic"(%365, %372) <{indexing_maps = [#map17, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg494: f32, %arg495: f32):
      %809 = "arith.addf"(%arg494, %arg495) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%809) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %374 = "tensor.collapse_shape"(%373) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %375 = "tensor.expand_shape"(%366) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 17, 32>}> : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %376 = "linalg.generic"(%256, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg492: f32, %arg493: f32):
      %807 = "arith.truncf"(%15) : (f64) -> f32
      %808 = "arith.mulf"(%arg492, %807) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%808) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %377 = "linalg.generic"(%376, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg490: f32, %arg491: f32):
      %806 = "math.erf"(%arg490) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%806) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %378 = "linalg.generic"(%377, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg488: f32, %arg489: f32):
      %805 = "arith.addf"(%arg488, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%805) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %379 = "linalg.generic"(%378, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg486: f32, %arg487: f32):
      %804 = "arith.mulf"(%arg486, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%804) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %380 = "linalg.generic"(%256, %256, %158) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg483: f32, %arg484: f32, %arg485: f32):
      %803 = "arith.mulf"(%arg483, %arg484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%803) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %381 = "linalg.generic"(%380, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg481: f32, %arg482: f32):
      %802 = "arith.mulf"(%arg481, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%802) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %382 = "linalg.generic"(%381, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg479: f32, %arg480: f32):
      %801 = "math.exp"(%arg479) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%801) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %383 = "linalg.generic"(%382, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg477: f32, %arg478: f32):
      %799 = "arith.truncf"(%14) : (f64) -> f32
      %800 = "arith.mulf"(%arg477, %799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%800) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %384 = "linalg.generic"(%256, %383, %158) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg474: f32, %arg475: f32, %arg476: f32):
      %798 = "arith.mulf"(%arg474, %arg475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%798) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %385 = "linalg.generic"(%379, %384, %158) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg471: f32, %arg472: f32, %arg473: f32):
      %797 = "arith.addf"(%arg471, %arg472) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%797) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %386 = "linalg.generic"(%375, %385, %158) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg468: f32, %arg469: f32, %arg470: f32):
      %796 = "arith.mulf"(%arg468, %arg469) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%796) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %387 = "tensor.collapse_shape"(%386) <{reassociation = [[0, 1], [2]]}> : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %388 = "linalg.matmul"(%387, %arg26, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg465: f32, %arg466: f32, %arg467: f32):
      %794 = "arith.mulf"(%arg465, %arg466) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %795 = "arith.addf"(%arg467, %794) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%795) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<32x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %389 = "tensor.empty"() : () -> tensor<32x136xf32>
    %390 = "linalg.transpose"(%387, %389) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg463: f32, %arg464: f32):
      "linalg.yield"(%arg463) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<32x136xf32>) -> tensor<32x136xf32>
    %391 = "linalg.fill"(%4, %160) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg461: f32, %arg462: f32):
      "linalg.yield"(%arg461) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %392 = "linalg.matmul"(%390, %252, %391) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg458: f32, %arg459: f32, %arg460: f32):
      %792 = "arith.mulf"(%arg458, %arg459) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %793 = "arith.addf"(%arg460, %792) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%793) : (f32) -> ()
    }) : (tensor<32x136xf32>, tensor<136x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %393 = "tensor.empty"() : () -> tensor<1x32xf32>
    %394 = "linalg.fill"(%4, %393) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg456: f32, %arg457: f32):
      "linalg.yield"(%arg456) : (f32) -> ()
    }) : (f32, tensor<1x32xf32>) -> tensor<1x32xf32>
    %395 = "linalg.generic"(%387, %394) <{indexing_maps = [#map17, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg454: f32, %arg455: f32):
      %791 = "arith.addf"(%arg454, %arg455) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%791) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %396 = "tensor.collapse_shape"(%395) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %397 = "tensor.expand_shape"(%388) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 17, 16>}> : (tensor<136x16xf32>) -> tensor<8x17x16xf32>
    %398 = "linalg.generic"(%397, %arg24, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg451: f32, %arg452: f32, %arg453: f32):
      %790 = "arith.mulf"(%arg451, %arg452) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%790) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %399 = "linalg.generic"(%398, %33) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg449: f32, %arg450: f32):
      %789 = "arith.mulf"(%arg449, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%789) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %400 = "linalg.generic"(%398, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg447: f32, %arg448: f32):
      %788 = "arith.addf"(%arg447, %arg448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%788) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %401 = "linalg.generic"(%398, %248, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32, %arg446: f32):
      %787 = "arith.mulf"(%arg444, %arg445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%787) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %402 = "linalg.generic"(%401, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg442: f32, %arg443: f32):
      %786 = "arith.addf"(%arg442, %arg443) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%786) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %403 = "linalg.generic"(%248, %402, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg439: f32, %arg440: f32, %arg441: f32):
      %785 = "arith.mulf"(%arg439, %arg440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%785) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %404 = "linalg.generic"(%399, %400, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg436: f32, %arg437: f32, %arg438: f32):
      %784 = "arith.subf"(%arg436, %arg437) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%784) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %405 = "linalg.generic"(%404, %403, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg433: f32, %arg434: f32, %arg435: f32):
      %783 = "arith.subf"(%arg433, %arg434) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%783) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %406 = "linalg.generic"(%246, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg431: f32, %arg432: f32):
      %782 = "arith.divf"(%arg431, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%782) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %407 = "linalg.generic"(%406, %405, %33) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg428: f32, %arg429: f32, %arg430: f32):
      %781 = "arith.mulf"(%arg428, %arg429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%781) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %408 = "linalg.generic"(%397, %248, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg425: f32, %arg426: f32, %arg427: f32):
      %780 = "arith.mulf"(%arg425, %arg426) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%780) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %409 = "linalg.generic"(%408, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg423: f32, %arg424: f32):
      %779 = "arith.addf"(%arg423, %arg424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%779) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %410 = "linalg.generic"(%397, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg421: f32, %arg422: f32):
      %778 = "arith.addf"(%arg421, %arg422) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%778) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %411 = "linalg.generic"(%359, %407, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg418: f32, %arg419: f32, %arg420: f32):
      %777 = "arith.addf"(%arg418, %arg419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%777) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %412 = "linalg.transpose"(%411, %56) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg416: f32, %arg417: f32):
      "linalg.yield"(%arg416) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<17x8x16xf32>) -> tensor<17x8x16xf32>
    %413 = "tensor.collapse_shape"(%412) <{reassociation = [[0, 1], [2]]}> : (tensor<17x8x16xf32>) -> tensor<136x16xf32>
    %414 = "linalg.matmul"(%413, %arg22, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg413: f32, %arg414: f32, %arg415: f32):
      %775 = "arith.mulf"(%arg413, %arg414) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %776 = "arith.addf"(%arg415, %775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%776) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %415 = "linalg.transpose"(%413, %367) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg411: f32, %arg412: f32):
      "linalg.yield"(%arg411) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x136xf32>) -> tensor<16x136xf32>
    %416 = "linalg.fill"(%4, %123) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg409: f32, %arg410: f32):
      "linalg.yield"(%arg409) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %417 = "linalg.matmul"(%415, %227, %416) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg406: f32, %arg407: f32, %arg408: f32):
      %773 = "arith.mulf"(%arg406, %arg407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %774 = "arith.addf"(%arg408, %773) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%774) : (f32) -> ()
    }) : (tensor<16x136xf32>, tensor<136x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %418 = "linalg.generic"(%413, %372) <{indexing_maps = [#map17, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg404: f32, %arg405: f32):
      %772 = "arith.addf"(%arg404, %arg405) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%772) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %419 = "tensor.collapse_shape"(%418) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %420 = "tensor.expand_shape"(%414) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 17, 8, 2, 8>}> : (tensor<136x16xf32>) -> tensor<17x8x2x8xf32>
    %421 = "linalg.transpose"(%420, %86) <{permutation = array<i64: 1, 2, 0, 3>}> ({
    ^bb0(%arg402: f32, %arg403: f32):
      "linalg.yield"(%arg402) : (f32) -> ()
    }) : (tensor<17x8x2x8xf32>, tensor<8x2x17x8xf32>) -> tensor<8x2x17x8xf32>
    %422 = "tensor.collapse_shape"(%421) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x8xf32>) -> tensor<16x17x8xf32>
    %423 = "linalg.transpose"(%223, %93) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg400: f32, %arg401: f32):
      "linalg.yield"(%arg400) : (f32) -> ()
    }) : (tensor<16x17x17xf32>, tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %424 = "linalg.batch_matmul"(%423, %422, %117) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg397: f32, %arg398: f32, %arg399: f32):
      %770 = "arith.mulf"(%arg397, %arg398) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %771 = "arith.addf"(%arg399, %770) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%771) : (f32) -> ()
    }) : (tensor<16x17x17xf32>, tensor<16x17x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %425 = "tensor.empty"() : () -> tensor<16x8x17xf32>
    %426 = "linalg.transpose"(%203, %425) <{permutation = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg395: f32, %arg396: f32):
      "linalg.yield"(%arg395) : (f32) -> ()
    }) : (tensor<17x16x8xf32>, tensor<16x8x17xf32>) -> tensor<16x8x17xf32>
    %427 = "linalg.batch_matmul"(%422, %426, %94) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32, %arg394: f32):
      %768 = "arith.mulf"(%arg392, %arg393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %769 = "arith.addf"(%arg394, %768) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%769) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<16x8x17xf32>, tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %428 = "tensor.expand_shape"(%427) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 17>}> : (tensor<16x17x17xf32>) -> tensor<8x2x17x17xf32>
    %429 = "linalg.generic"(%428, %222, %103) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32, %arg391: f32):
      %767 = "arith.mulf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%767) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %430 = "linalg.generic"(%429, %107) <{indexing_maps = [#map11, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: f32, %arg388: f32):
      %766 = "arith.addf"(%arg387, %arg388) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%766) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>) -> tensor<8x2x17x1xf32>
    %431 = "linalg.generic"(%222, %430, %103) <{indexing_maps = [#map11, #map15, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg384: f32, %arg385: f32, %arg386: f32):
      %765 = "arith.mulf"(%arg384, %arg385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%765) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %432 = "linalg.generic"(%429, %431, %103) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg381: f32, %arg382: f32, %arg383: f32):
      %764 = "arith.subf"(%arg381, %arg382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%764) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %433 = "tensor.collapse_shape"(%432) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x17xf32>) -> tensor<16x17x17xf32>
    %434 = "linalg.transpose"(%210, %425) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32):
      "linalg.yield"(%arg379) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<16x8x17xf32>) -> tensor<16x8x17xf32>
    %435 = "linalg.fill"(%4, %425) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg377: f32, %arg378: f32):
      "linalg.yield"(%arg377) : (f32) -> ()
    }) : (f32, tensor<16x8x17xf32>) -> tensor<16x8x17xf32>
    %436 = "linalg.batch_matmul"(%434, %433, %435) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg374: f32, %arg375: f32, %arg376: f32):
      %762 = "arith.mulf"(%arg374, %arg375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %763 = "arith.addf"(%arg376, %762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%763) : (f32) -> ()
    }) : (tensor<16x8x17xf32>, tensor<16x17x17xf32>, tensor<16x8x17xf32>) -> tensor<16x8x17xf32>
    %437 = "linalg.transpose"(%211, %76) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg372: f32, %arg373: f32):
      "linalg.yield"(%arg372) : (f32) -> ()
    }) : (tensor<16x8x17xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %438 = "linalg.batch_matmul"(%433, %437, %117) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32, %arg371: f32):
      %760 = "arith.mulf"(%arg369, %arg370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %761 = "arith.addf"(%arg371, %760) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%761) : (f32) -> ()
    }) : (tensor<16x17x17xf32>, tensor<16x17x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %439 = "tensor.expand_shape"(%436) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 8, 17>}> : (tensor<16x8x17xf32>) -> tensor<8x2x8x17xf32>
    %440 = "tensor.expand_shape"(%438) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 8>}> : (tensor<16x17x8xf32>) -> tensor<8x2x17x8xf32>
    %441 = "linalg.generic"(%439, %88) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg367: f32, %arg368: f32):
      %758 = "arith.truncf"(%17) : (f64) -> f32
      %759 = "arith.mulf"(%arg367, %758) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%759) : (f32) -> ()
    }) : (tensor<8x2x8x17xf32>, tensor<8x2x8x17xf32>) -> tensor<8x2x8x17xf32>
    %442 = "linalg.transpose"(%441, %86) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg365: f32, %arg366: f32):
      "linalg.yield"(%arg365) : (f32) -> ()
    }) : (tensor<8x2x8x17xf32>, tensor<8x2x17x8xf32>) -> tensor<8x2x17x8xf32>
    %443 = "linalg.generic"(%440, %86) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg363: f32, %arg364: f32):
      %756 = "arith.truncf"(%17) : (f64) -> f32
      %757 = "arith.mulf"(%arg363, %756) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%757) : (f32) -> ()
    }) : (tensor<8x2x17x8xf32>, tensor<8x2x17x8xf32>) -> tensor<8x2x17x8xf32>
    %444 = "tensor.collapse_shape"(%442) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x8xf32>) -> tensor<16x17x8xf32>
    %445 = "tensor.collapse_shape"(%443) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x8xf32>) -> tensor<16x17x8xf32>
    %446 = "tensor.empty"() : () -> tensor<17x16x8xf32>
    %447 = "linalg.transpose"(%424, %446) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg361: f32, %arg362: f32):
      "linalg.yield"(%arg361) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<17x16x8xf32>) -> tensor<17x16x8xf32>
    %448 = "tensor.collapse_shape"(%447) <{reassociation = [[0], [1, 2]]}> : (tensor<17x16x8xf32>) -> tensor<17x128xf32>
    %449 = "linalg.transpose"(%444, %446) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg359: f32, %arg360: f32):
      "linalg.yield"(%arg359) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<17x16x8xf32>) -> tensor<17x16x8xf32>
    %450 = "tensor.collapse_shape"(%449) <{reassociation = [[0], [1, 2]]}> : (tensor<17x16x8xf32>) -> tensor<17x128xf32>
    %451 = "linalg.transpose"(%445, %446) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg357: f32, %arg358: f32):
      "linalg.yield"(%arg357) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<17x16x8xf32>) -> tensor<17x16x8xf32>
    %452 = "tensor.collapse_shape"(%451) <{reassociation = [[0], [1, 2]]}> : (tensor<17x16x8xf32>) -> tensor<17x128xf32>
    %453 = "tensor.empty"() : () -> tensor<3xi64>
    %454 = "linalg.generic"(%453) <{indexing_maps = [#map20], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg356: i64):
      %754 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %755 = "arith.index_cast"(%754) : (index) -> i64
      "linalg.yield"(%755) : (i64) -> ()
    }) : (tensor<3xi64>) -> tensor<3xi64>
    %455 = "tensor.expand_shape"(%454) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 3, 1, 1, 1>}> : (tensor<3xi64>) -> tensor<3x1x1x1xi64>
    %456 = "tensor.empty"() : () -> tensor<3x1x1x1xi1>
    %457 = "linalg.generic"(%455, %456) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg354: i64, %arg355: i1):
      %753 = "arith.cmpi"(%arg354, %1) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%753) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %458 = "tensor.empty"() : () -> tensor<3x17x8x16xf32>
    %459 = "tensor.expand_shape"(%448) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<17x128xf32>) -> tensor<17x8x16xf32>
    %460 = "linalg.generic"(%459, %458) <{indexing_maps = [#map26, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg352: f32, %arg353: f32):
      "linalg.yield"(%arg352) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %461 = "linalg.generic"(%457, %460, %10, %458) <{indexing_maps = [#map27, #map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg348: i1, %arg349: f32, %arg350: f32, %arg351: f32):
      %752 = "arith.select"(%arg348, %arg349, %arg350) : (i1, f32, f32) -> f32
      "linalg.yield"(%752) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %462 = "linalg.generic"(%455, %456) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg346: i64, %arg347: i1):
      %751 = "arith.cmpi"(%arg346, %2) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%751) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %463 = "tensor.expand_shape"(%450) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<17x128xf32>) -> tensor<17x8x16xf32>
    %464 = "linalg.generic"(%463, %458) <{indexing_maps = [#map26, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg344: f32, %arg345: f32):
      "linalg.yield"(%arg344) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %465 = "linalg.generic"(%462, %464, %10, %458) <{indexing_maps = [#map27, #map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg340: i1, %arg341: f32, %arg342: f32, %arg343: f32):
      %750 = "arith.select"(%arg340, %arg341, %arg342) : (i1, f32, f32) -> f32
      "linalg.yield"(%750) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %466 = "linalg.generic"(%461, %465, %458) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
      %749 = "arith.addf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%749) : (f32) -> ()
    }) : (tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %467 = "linalg.generic"(%455, %456) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg335: i64, %arg336: i1):
      %748 = "arith.cmpi"(%arg335, %3) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%748) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %468 = "tensor.expand_shape"(%452) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<17x128xf32>) -> tensor<17x8x16xf32>
    %469 = "linalg.generic"(%468, %458) <{indexing_maps = [#map26, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg333: f32, %arg334: f32):
      "linalg.yield"(%arg333) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %470 = "linalg.generic"(%467, %469, %10, %458) <{indexing_maps = [#map27, #map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg329: i1, %arg330: f32, %arg331: f32, %arg332: f32):
      %747 = "arith.select"(%arg329, %arg330, %arg331) : (i1, f32, f32) -> f32
      "linalg.yield"(%747) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %471 = "linalg.generic"(%466, %470, %458) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg326: f32, %arg327: f32, %arg328: f32):
      %746 = "arith.addf"(%arg326, %arg327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%746) : (f32) -> ()
    }) : (tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %472 = "tensor.expand_shape"(%471) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 3, 17, 8, 1, 16>}> : (tensor<3x17x8x16xf32>) -> tensor<3x17x8x1x16xf32>
    %473 = "tensor.empty"() : () -> tensor<1x17x8x3x16xf32>
    %474 = "linalg.transpose"(%472, %473) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      "linalg.yield"(%arg324) : (f32) -> ()
    }) : (tensor<3x17x8x1x16xf32>, tensor<1x17x8x3x16xf32>) -> tensor<1x17x8x3x16xf32>
    %475 = "tensor.collapse_shape"(%474) <{reassociation = [[0, 1], [2], [3, 4]]}> : (tensor<1x17x8x3x16xf32>) -> tensor<17x8x48xf32>
    %476 = "tensor.empty"() : () -> tensor<1x1x48xf32>
    %477 = "linalg.fill"(%4, %476) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg322: f32, %arg323: f32):
      "linalg.yield"(%arg322) : (f32) -> ()
    }) : (f32, tensor<1x1x48xf32>) -> tensor<1x1x48xf32>
    %478 = "linalg.generic"(%475, %477) <{indexing_maps = [#map4, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg320: f32, %arg321: f32):
      %745 = "arith.addf"(%arg320, %arg321) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%745) : (f32) -> ()
    }) : (tensor<17x8x48xf32>, tensor<1x1x48xf32>) -> tensor<1x1x48xf32>
    %479 = "tensor.collapse_shape"(%478) <{reassociation = [[0, 1, 2]]}> : (tensor<1x1x48xf32>) -> tensor<48xf32>
    %480 = "tensor.collapse_shape"(%474) <{reassociation = [[0, 1, 2], [3, 4]]}> : (tensor<1x17x8x3x16xf32>) -> tensor<136x48xf32>
    %481 = "tensor.empty"() : () -> tensor<48x136xf32>
    %482 = "linalg.transpose"(%480, %481) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg318: f32, %arg319: f32):
      "linalg.yield"(%arg318) : (f32) -> ()
    }) : (tensor<136x48xf32>, tensor<48x136xf32>) -> tensor<48x136xf32>
    %483 = "tensor.empty"() : () -> tensor<48x16xf32>
    %484 = "linalg.fill"(%4, %483) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg316: f32, %arg317: f32):
      "linalg.yield"(%arg316) : (f32) -> ()
    }) : (f32, tensor<48x16xf32>) -> tensor<48x16xf32>
    %485 = "linalg.matmul"(%482, %186, %484) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg313: f32, %arg314: f32, %arg315: f32):
      %743 = "arith.mulf"(%arg313, %arg314) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %744 = "arith.addf"(%arg315, %743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%744) : (f32) -> ()
    }) : (tensor<48x136xf32>, tensor<136x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %486 = "linalg.matmul"(%480, %arg20, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg310: f32, %arg311: f32, %arg312: f32):
      %741 = "arith.mulf"(%arg310, %arg311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %742 = "arith.addf"(%arg312, %741) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%742) : (f32) -> ()
    }) : (tensor<136x48xf32>, tensor<48x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %487 = "tensor.expand_shape"(%486) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<136x16xf32>) -> tensor<17x8x16xf32>
    %488 = "linalg.transpose"(%487, %33) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg308: f32, %arg309: f32):
      "linalg.yield"(%arg308) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %489 = "linalg.generic"(%488, %arg18, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg305: f32, %arg306: f32, %arg307: f32):
      %740 = "arith.mulf"(%arg305, %arg306) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%740) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %490 = "linalg.generic"(%489, %33) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg303: f32, %arg304: f32):
      %739 = "arith.mulf"(%arg303, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%739) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %491 = "linalg.generic"(%489, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32):
      %738 = "arith.addf"(%arg301, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%738) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %492 = "linalg.generic"(%489, %181, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32, %arg300: f32):
      %737 = "arith.mulf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%737) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %493 = "linalg.generic"(%492, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg296: f32, %arg297: f32):
      %736 = "arith.addf"(%arg296, %arg297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%736) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %494 = "linalg.generic"(%181, %493, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg293: f32, %arg294: f32, %arg295: f32):
      %735 = "arith.mulf"(%arg293, %arg294) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%735) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %495 = "linalg.generic"(%490, %491, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg290: f32, %arg291: f32, %arg292: f32):
      %734 = "arith.subf"(%arg290, %arg291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%734) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %496 = "linalg.generic"(%495, %494, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg287: f32, %arg288: f32, %arg289: f32):
      %733 = "arith.subf"(%arg287, %arg288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%733) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %497 = "linalg.generic"(%179, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg285: f32, %arg286: f32):
      %732 = "arith.divf"(%arg285, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%732) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %498 = "linalg.generic"(%497, %496, %33) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg282: f32, %arg283: f32, %arg284: f32):
      %731 = "arith.mulf"(%arg282, %arg283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%731) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %499 = "linalg.generic"(%488, %181, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg279: f32, %arg280: f32, %arg281: f32):
      %730 = "arith.mulf"(%arg279, %arg280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%730) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %500 = "linalg.generic"(%499, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32):
      %729 = "arith.addf"(%arg277, %arg278) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%729) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %501 = "linalg.generic"(%488, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32):
      %728 = "arith.addf"(%arg275, %arg276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%728) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %502 = "linalg.generic"(%411, %498, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32, %arg274: f32):
      %727 = "arith.addf"(%arg272, %arg273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%727) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %503 = "tensor.collapse_shape"(%502) <{reassociation = [[0, 1], [2]]}> : (tensor<8x17x16xf32>) -> tensor<136x16xf32>
    %504 = "linalg.matmul"(%503, %arg16, %153) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg269: f32, %arg270: f32, %arg271: f32):
      %725 = "arith.mulf"(%arg269, %arg270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %726 = "arith.addf"(%arg271, %725) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%726) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x32xf32>, tensor<136x32xf32>) -> tensor<136x32xf32>
    %505 = "linalg.transpose"(%503, %367) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg267: f32, %arg268: f32):
      "linalg.yield"(%arg267) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x136xf32>) -> tensor<16x136xf32>
    %506 = "linalg.matmul"(%505, %162, %369) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg264: f32, %arg265: f32, %arg266: f32):
      %723 = "arith.mulf"(%arg264, %arg265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %724 = "arith.addf"(%arg266, %723) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%724) : (f32) -> ()
    }) : (tensor<16x136xf32>, tensor<136x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %507 = "linalg.generic"(%503, %372) <{indexing_maps = [#map17, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32):
      %722 = "arith.addf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%722) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %508 = "tensor.collapse_shape"(%507) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %509 = "tensor.expand_shape"(%504) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 17, 32>}> : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %510 = "linalg.generic"(%157, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      %720 = "arith.truncf"(%15) : (f64) -> f32
      %721 = "arith.mulf"(%arg260, %720) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%721) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %511 = "linalg.generic"(%510, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32):
      %719 = "math.erf"(%arg258) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%719) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %512 = "linalg.generic"(%511, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg256: f32, %arg257: f32):
      %718 = "arith.addf"(%arg256, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%718) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %513 = "linalg.generic"(%512, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg254: f32, %arg255: f32):
      %717 = "arith.mulf"(%arg254, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%717) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %514 = "linalg.generic"(%157, %157, %158) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32, %arg253: f32):
      %716 = "arith.mulf"(%arg251, %arg252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%716) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %515 = "linalg.generic"(%514, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg249: f32, %arg250: f32):
      %715 = "arith.mulf"(%arg249, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%715) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %516 = "linalg.generic"(%515, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg247: f32, %arg248: f32):
      %714 = "math.exp"(%arg247) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%714) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %517 = "linalg.generic"(%516, %158) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg245: f32, %arg246: f32):
      %712 = "arith.truncf"(%14) : (f64) -> f32
      %713 = "arith.mulf"(%arg245, %712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%713) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %518 = "linalg.generic"(%157, %517, %158) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32, %arg244: f32):
      %711 = "arith.mulf"(%arg242, %arg243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%711) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %519 = "linalg.generic"(%513, %518, %158) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32, %arg241: f32):
      %710 = "arith.addf"(%arg239, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%710) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %520 = "linalg.generic"(%509, %519, %158) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32, %arg238: f32):
      %709 = "arith.mulf"(%arg236, %arg237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%709) : (f32) -> ()
    }) : (tensor<8x17x32xf32>, tensor<8x17x32xf32>, tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %521 = "tensor.collapse_shape"(%520) <{reassociation = [[0, 1], [2]]}> : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %522 = "linalg.matmul"(%521, %arg14, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32, %arg235: f32):
      %707 = "arith.mulf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %708 = "arith.addf"(%arg235, %707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%708) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<32x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %523 = "linalg.transpose"(%521, %389) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg231: f32, %arg232: f32):
      "linalg.yield"(%arg231) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<32x136xf32>) -> tensor<32x136xf32>
    %524 = "linalg.matmul"(%523, %151, %391) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32, %arg230: f32):
      %705 = "arith.mulf"(%arg228, %arg229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %706 = "arith.addf"(%arg230, %705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%706) : (f32) -> ()
    }) : (tensor<32x136xf32>, tensor<136x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %525 = "linalg.generic"(%521, %394) <{indexing_maps = [#map17, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg226: f32, %arg227: f32):
      %704 = "arith.addf"(%arg226, %arg227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%704) : (f32) -> ()
    }) : (tensor<136x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %526 = "tensor.collapse_shape"(%525) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %527 = "tensor.expand_shape"(%522) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 17, 16>}> : (tensor<136x16xf32>) -> tensor<8x17x16xf32>
    %528 = "linalg.generic"(%527, %arg12, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg223: f32, %arg224: f32, %arg225: f32):
      %703 = "arith.mulf"(%arg223, %arg224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%703) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %529 = "linalg.generic"(%528, %33) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg221: f32, %arg222: f32):
      %702 = "arith.mulf"(%arg221, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%702) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %530 = "linalg.generic"(%528, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32):
      %701 = "arith.addf"(%arg219, %arg220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%701) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %531 = "linalg.generic"(%528, %146, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32, %arg218: f32):
      %700 = "arith.mulf"(%arg216, %arg217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%700) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %532 = "linalg.generic"(%531, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32):
      %699 = "arith.addf"(%arg214, %arg215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%699) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %533 = "linalg.generic"(%146, %532, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32, %arg213: f32):
      %698 = "arith.mulf"(%arg211, %arg212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%698) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %534 = "linalg.generic"(%529, %530, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32, %arg210: f32):
      %697 = "arith.subf"(%arg208, %arg209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%697) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %535 = "linalg.generic"(%534, %533, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg205: f32, %arg206: f32, %arg207: f32):
      %696 = "arith.subf"(%arg205, %arg206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%696) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %536 = "linalg.generic"(%144, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f32):
      %695 = "arith.divf"(%arg203, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%695) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %537 = "linalg.generic"(%536, %535, %33) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg200: f32, %arg201: f32, %arg202: f32):
      %694 = "arith.mulf"(%arg200, %arg201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%694) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %538 = "linalg.generic"(%527, %146, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32, %arg199: f32):
      %693 = "arith.mulf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%693) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %539 = "linalg.generic"(%538, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f32, %arg196: f32):
      %692 = "arith.addf"(%arg195, %arg196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%692) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %540 = "linalg.generic"(%527, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg193: f32, %arg194: f32):
      %691 = "arith.addf"(%arg193, %arg194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%691) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %541 = "linalg.generic"(%502, %537, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32, %arg192: f32):
      %690 = "arith.addf"(%arg190, %arg191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%690) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %542 = "linalg.transpose"(%541, %56) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg188: f32, %arg189: f32):
      "linalg.yield"(%arg188) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<17x8x16xf32>) -> tensor<17x8x16xf32>
    %543 = "tensor.collapse_shape"(%542) <{reassociation = [[0, 1], [2]]}> : (tensor<17x8x16xf32>) -> tensor<136x16xf32>
    %544 = "linalg.matmul"(%543, %arg10, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32, %arg187: f32):
      %688 = "arith.mulf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %689 = "arith.addf"(%arg187, %688) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%689) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %545 = "linalg.transpose"(%543, %367) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      "linalg.yield"(%arg183) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<16x136xf32>) -> tensor<16x136xf32>
    %546 = "linalg.matmul"(%545, %122, %416) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %686 = "arith.mulf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %687 = "arith.addf"(%arg182, %686) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%687) : (f32) -> ()
    }) : (tensor<16x136xf32>, tensor<136x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %547 = "linalg.generic"(%543, %372) <{indexing_maps = [#map17, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32):
      %685 = "arith.addf"(%arg178, %arg179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%685) : (f32) -> ()
    }) : (tensor<136x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %548 = "tensor.collapse_shape"(%547) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %549 = "tensor.expand_shape"(%544) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 17, 8, 2, 8>}> : (tensor<136x16xf32>) -> tensor<17x8x2x8xf32>
    %550 = "linalg.transpose"(%549, %86) <{permutation = array<i64: 1, 2, 0, 3>}> ({
    ^bb0(%arg176: f32, %arg177: f32):
      "linalg.yield"(%arg176) : (f32) -> ()
    }) : (tensor<17x8x2x8xf32>, tensor<8x2x17x8xf32>) -> tensor<8x2x17x8xf32>
    %551 = "tensor.collapse_shape"(%550) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x8xf32>) -> tensor<16x17x8xf32>
    %552 = "linalg.transpose"(%116, %93) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32):
      "linalg.yield"(%arg174) : (f32) -> ()
    }) : (tensor<16x17x17xf32>, tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %553 = "linalg.batch_matmul"(%552, %551, %117) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32, %arg173: f32):
      %683 = "arith.mulf"(%arg171, %arg172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %684 = "arith.addf"(%arg173, %683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%684) : (f32) -> ()
    }) : (tensor<16x17x17xf32>, tensor<16x17x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %554 = "linalg.transpose"(%82, %425) <{permutation = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      "linalg.yield"(%arg169) : (f32) -> ()
    }) : (tensor<17x16x8xf32>, tensor<16x8x17xf32>) -> tensor<16x8x17xf32>
    %555 = "linalg.batch_matmul"(%551, %554, %94) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %681 = "arith.mulf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %682 = "arith.addf"(%arg168, %681) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%682) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<16x8x17xf32>, tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %556 = "tensor.expand_shape"(%555) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 17>}> : (tensor<16x17x17xf32>) -> tensor<8x2x17x17xf32>
    %557 = "linalg.generic"(%556, %115, %103) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32, %arg165: f32):
      %680 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%680) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %558 = "linalg.generic"(%557, %107) <{indexing_maps = [#map11, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32):
      %679 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%679) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>) -> tensor<8x2x17x1xf32>
    %559 = "linalg.generic"(%115, %558, %103) <{indexing_maps = [#map11, #map15, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg158: f32, %arg159: f32, %arg160: f32):
      %678 = "arith.mulf"(%arg158, %arg159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%678) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x1xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %560 = "linalg.generic"(%557, %559, %103) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
      %677 = "arith.subf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%677) : (f32) -> ()
    }) : (tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>, tensor<8x2x17x17xf32>) -> tensor<8x2x17x17xf32>
    %561 = "tensor.collapse_shape"(%560) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x17xf32>) -> tensor<16x17x17xf32>
    %562 = "linalg.transpose"(%91, %425) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<16x8x17xf32>) -> tensor<16x8x17xf32>
    %563 = "linalg.batch_matmul"(%562, %561, %435) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %675 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %676 = "arith.addf"(%arg152, %675) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%676) : (f32) -> ()
    }) : (tensor<16x8x17xf32>, tensor<16x17x17xf32>, tensor<16x8x17xf32>) -> tensor<16x8x17xf32>
    %564 = "linalg.transpose"(%92, %76) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      "linalg.yield"(%arg148) : (f32) -> ()
    }) : (tensor<16x8x17xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %565 = "linalg.batch_matmul"(%561, %564, %117) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
      %673 = "arith.mulf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %674 = "arith.addf"(%arg147, %673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%674) : (f32) -> ()
    }) : (tensor<16x17x17xf32>, tensor<16x17x8xf32>, tensor<16x17x8xf32>) -> tensor<16x17x8xf32>
    %566 = "tensor.expand_shape"(%563) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 8, 17>}> : (tensor<16x8x17xf32>) -> tensor<8x2x8x17xf32>
    %567 = "tensor.expand_shape"(%565) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 2, 17, 8>}> : (tensor<16x17x8xf32>) -> tensor<8x2x17x8xf32>
    %568 = "linalg.generic"(%566, %88) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      %671 = "arith.truncf"(%17) : (f64) -> f32
      %672 = "arith.mulf"(%arg143, %671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%672) : (f32) -> ()
    }) : (tensor<8x2x8x17xf32>, tensor<8x2x8x17xf32>) -> tensor<8x2x8x17xf32>
    %569 = "linalg.transpose"(%568, %86) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg141: f32, %arg142: f32):
      "linalg.yield"(%arg141) : (f32) -> ()
    }) : (tensor<8x2x8x17xf32>, tensor<8x2x17x8xf32>) -> tensor<8x2x17x8xf32>
    %570 = "linalg.generic"(%567, %86) <{indexing_maps = [#map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f32):
      %669 = "arith.truncf"(%17) : (f64) -> f32
      %670 = "arith.mulf"(%arg139, %669) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%670) : (f32) -> ()
    }) : (tensor<8x2x17x8xf32>, tensor<8x2x17x8xf32>) -> tensor<8x2x17x8xf32>
    %571 = "tensor.collapse_shape"(%569) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x8xf32>) -> tensor<16x17x8xf32>
    %572 = "tensor.collapse_shape"(%570) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<8x2x17x8xf32>) -> tensor<16x17x8xf32>
    %573 = "linalg.transpose"(%553, %446) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      "linalg.yield"(%arg137) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<17x16x8xf32>) -> tensor<17x16x8xf32>
    %574 = "tensor.collapse_shape"(%573) <{reassociation = [[0], [1, 2]]}> : (tensor<17x16x8xf32>) -> tensor<17x128xf32>
    %575 = "linalg.transpose"(%571, %446) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      "linalg.yield"(%arg135) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<17x16x8xf32>) -> tensor<17x16x8xf32>
    %576 = "tensor.collapse_shape"(%575) <{reassociation = [[0], [1, 2]]}> : (tensor<17x16x8xf32>) -> tensor<17x128xf32>
    %577 = "linalg.transpose"(%572, %446) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg133: f32, %arg134: f32):
      "linalg.yield"(%arg133) : (f32) -> ()
    }) : (tensor<16x17x8xf32>, tensor<17x16x8xf32>) -> tensor<17x16x8xf32>
    %578 = "tensor.collapse_shape"(%577) <{reassociation = [[0], [1, 2]]}> : (tensor<17x16x8xf32>) -> tensor<17x128xf32>
    %579 = "tensor.expand_shape"(%574) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<17x128xf32>) -> tensor<17x8x16xf32>
    %580 = "linalg.generic"(%579, %458) <{indexing_maps = [#map26, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      "linalg.yield"(%arg131) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %581 = "linalg.generic"(%457, %580, %10, %458) <{indexing_maps = [#map27, #map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg127: i1, %arg128: f32, %arg129: f32, %arg130: f32):
      %668 = "arith.select"(%arg127, %arg128, %arg129) : (i1, f32, f32) -> f32
      "linalg.yield"(%668) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %582 = "tensor.expand_shape"(%576) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<17x128xf32>) -> tensor<17x8x16xf32>
    %583 = "linalg.generic"(%582, %458) <{indexing_maps = [#map26, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      "linalg.yield"(%arg125) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %584 = "linalg.generic"(%462, %583, %10, %458) <{indexing_maps = [#map27, #map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg121: i1, %arg122: f32, %arg123: f32, %arg124: f32):
      %667 = "arith.select"(%arg121, %arg122, %arg123) : (i1, f32, f32) -> f32
      "linalg.yield"(%667) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %585 = "linalg.generic"(%581, %584, %458) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32, %arg120: f32):
      %666 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%666) : (f32) -> ()
    }) : (tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %586 = "tensor.expand_shape"(%578) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<17x128xf32>) -> tensor<17x8x16xf32>
    %587 = "linalg.generic"(%586, %458) <{indexing_maps = [#map26, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      "linalg.yield"(%arg116) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %588 = "linalg.generic"(%467, %587, %10, %458) <{indexing_maps = [#map27, #map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg112: i1, %arg113: f32, %arg114: f32, %arg115: f32):
      %665 = "arith.select"(%arg112, %arg113, %arg114) : (i1, f32, f32) -> f32
      "linalg.yield"(%665) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %589 = "linalg.generic"(%585, %588, %458) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %664 = "arith.addf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%664) : (f32) -> ()
    }) : (tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>, tensor<3x17x8x16xf32>) -> tensor<3x17x8x16xf32>
    %590 = "tensor.expand_shape"(%589) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 3, 17, 8, 1, 16>}> : (tensor<3x17x8x16xf32>) -> tensor<3x17x8x1x16xf32>
    %591 = "linalg.transpose"(%590, %473) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      "linalg.yield"(%arg107) : (f32) -> ()
    }) : (tensor<3x17x8x1x16xf32>, tensor<1x17x8x3x16xf32>) -> tensor<1x17x8x3x16xf32>
    %592 = "tensor.collapse_shape"(%591) <{reassociation = [[0, 1], [2], [3, 4]]}> : (tensor<1x17x8x3x16xf32>) -> tensor<17x8x48xf32>
    %593 = "linalg.generic"(%592, %477) <{indexing_maps = [#map4, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      %663 = "arith.addf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%663) : (f32) -> ()
    }) : (tensor<17x8x48xf32>, tensor<1x1x48xf32>) -> tensor<1x1x48xf32>
    %594 = "tensor.collapse_shape"(%593) <{reassociation = [[0, 1, 2]]}> : (tensor<1x1x48xf32>) -> tensor<48xf32>
    %595 = "tensor.collapse_shape"(%591) <{reassociation = [[0, 1, 2], [3, 4]]}> : (tensor<1x17x8x3x16xf32>) -> tensor<136x48xf32>
    %596 = "linalg.transpose"(%595, %481) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg103: f32, %arg104: f32):
      "linalg.yield"(%arg103) : (f32) -> ()
    }) : (tensor<136x48xf32>, tensor<48x136xf32>) -> tensor<48x136xf32>
    %597 = "linalg.matmul"(%596, %60, %484) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32, %arg102: f32):
      %661 = "arith.mulf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %662 = "arith.addf"(%arg102, %661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%662) : (f32) -> ()
    }) : (tensor<48x136xf32>, tensor<136x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %598 = "linalg.matmul"(%595, %arg8, %126) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32, %arg99: f32):
      %659 = "arith.mulf"(%arg97, %arg98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %660 = "arith.addf"(%arg99, %659) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%660) : (f32) -> ()
    }) : (tensor<136x48xf32>, tensor<48x16xf32>, tensor<136x16xf32>) -> tensor<136x16xf32>
    %599 = "tensor.expand_shape"(%598) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 17, 8, 16>}> : (tensor<136x16xf32>) -> tensor<17x8x16xf32>
    %600 = "linalg.transpose"(%599, %33) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      "linalg.yield"(%arg95) : (f32) -> ()
    }) : (tensor<17x8x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %601 = "linalg.generic"(%600, %arg6, %33) <{indexing_maps = [#map4, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32, %arg94: f32):
      %658 = "arith.mulf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%658) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %602 = "linalg.generic"(%601, %33) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %657 = "arith.mulf"(%arg90, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%657) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %603 = "linalg.generic"(%601, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %656 = "arith.addf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%656) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %604 = "linalg.generic"(%601, %53, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %655 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%655) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %605 = "linalg.generic"(%604, %47) <{indexing_maps = [#map4, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      %654 = "arith.addf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%654) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %606 = "linalg.generic"(%53, %605, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %653 = "arith.mulf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%653) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %607 = "linalg.generic"(%602, %603, %33) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
      %652 = "arith.subf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%652) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x1xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %608 = "linalg.generic"(%607, %606, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32, %arg76: f32):
      %651 = "arith.subf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%651) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %609 = "linalg.generic"(%51, %45) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %650 = "arith.divf"(%arg72, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%650) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x1xf32>) -> tensor<8x17x1xf32>
    %610 = "linalg.generic"(%609, %608, %33) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %649 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%649) : (f32) -> ()
    }) : (tensor<8x17x1xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %611 = "linalg.generic"(%600, %53, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %648 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%648) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %612 = "linalg.generic"(%611, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      %647 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%647) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %613 = "linalg.generic"(%600, %362) <{indexing_maps = [#map4, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      %646 = "arith.addf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%646) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %614 = "linalg.generic"(%541, %610, %33) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %645 = "arith.addf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%645) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<8x17x16xf32>, tensor<8x17x16xf32>) -> tensor<8x17x16xf32>
    %615 = "tensor.empty"() : () -> tensor<1x17x16xf32>
    %616 = "linalg.fill"(%4, %615) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (f32, tensor<1x17x16xf32>) -> tensor<1x17x16xf32>
    %617 = "linalg.generic"(%614, %616) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      %644 = "arith.addf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%644) : (f32) -> ()
    }) : (tensor<8x17x16xf32>, tensor<1x17x16xf32>) -> tensor<1x17x16xf32>
    %618 = "tensor.extract_slice"(%614) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 1, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x17x16xf32>) -> tensor<8x1x16xf32>
    %619 = "tensor.extract_slice"(%614) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0>, static_sizes = array<i64: 8, 16, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x17x16xf32>) -> tensor<8x16x16xf32>
    %620 = "tensor.empty"() : () -> tensor<1x1x16xf32>
    %621 = "linalg.fill"(%4, %620) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      "linalg.yield"(%arg53) : (f32) -> ()
    }) : (f32, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %622 = "linalg.generic"(%618, %621) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      %643 = "arith.addf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%643) : (f32) -> ()
    }) : (tensor<8x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %623 = "linalg.transpose"(%619, %27) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %624 = "tensor.expand_shape"(%623) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 8, 16, 4, 4>}> : (tensor<8x16x16xf32>) -> tensor<8x16x4x4xf32>
    %625 = "tensor.empty"() : () -> tensor<3x8x16x16xf32>
    %626 = "linalg.transpose"(%arg0, %625) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<8x3x16x16xf32>, tensor<3x8x16x16xf32>) -> tensor<3x8x16x16xf32>
    %627 = "tensor.empty"() : () -> tensor<3x128x4x4xf32>
    %628 = "tensor.expand_shape"(%626) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 8, 1, 16, 16>}> : (tensor<3x8x16x16xf32>) -> tensor<3x8x1x16x16xf32>
    %629 = "tensor.expand_shape"(%623) <{reassociation = [[0], [1], [2, 3, 4]], static_output_shape = array<i64: 8, 16, 1, 4, 4>}> : (tensor<8x16x16xf32>) -> tensor<8x16x1x4x4xf32>
    %630 = "tensor.expand_shape"(%627) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 8, 16, 4, 4>}> : (tensor<3x128x4x4xf32>) -> tensor<3x8x16x4x4xf32>
    %631 = "linalg.fill"(%4, %630) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<3x8x16x4x4xf32>) -> tensor<3x8x16x4x4xf32>
    %632 = "linalg.conv_2d_ngchw_gfchw"(%628, %629, %631) <{dilations = dense<4> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %641 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %642 = "arith.addf"(%arg44, %641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%642) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map29, #map30, #map31]} : (tensor<3x8x1x16x16xf32>, tensor<8x16x1x4x4xf32>, tensor<3x8x16x4x4xf32>) -> tensor<3x8x16x4x4xf32>
    %633 = "tensor.empty"() : () -> tensor<8x16x3x4x4xf32>
    %634 = "linalg.transpose"(%632, %633) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (tensor<3x8x16x4x4xf32>, tensor<8x16x3x4x4xf32>) -> tensor<8x16x3x4x4xf32>
    %635 = "tensor.empty"() : () -> tensor<16x3x4x4xf32>
    %636 = "linalg.fill"(%4, %635) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (f32, tensor<16x3x4x4xf32>) -> tensor<16x3x4x4xf32>
    %637 = "linalg.generic"(%634, %636) <{indexing_maps = [#map32, #map33], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      %640 = "arith.addf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%640) : (f32) -> ()
    }) : (tensor<8x16x3x4x4xf32>, tensor<16x3x4x4xf32>) -> tensor<16x3x4x4xf32>
    %638 = "linalg.generic"(%624, %362) <{indexing_maps = [#map11, #map34], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      %639 = "arith.addf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%639) : (f32) -> ()
    }) : (tensor<8x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%321, %622, %637, %638, %617, %612, %613, %597, %594, %546, %548, %539, %540, %524, %526, %506, %508, %500, %501, %485, %479, %417, %419, %409, %410, %392, %396, %370, %374, %363, %364, %338, %342) : (tensor<f32>, tensor<1x1x16xf32>, tensor<16x3x4x4xf32>, tensor<16xf32>, tensor<1x17x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>) -> ()
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
  %e0 = tensor.empty() : tensor<8x3x16x16xf32>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e0 : tensor<8x3x16x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
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
  } -> tensor<8x3x16x16xf32>
  // input 1: y
  %e1 = tensor.empty() : tensor<8xi64>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e1 : tensor<8xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 11 : index
    %t37 = arith.muli %lin1, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %cr = arith.constant 10 : index
    %r = arith.remui %h, %cr : index
    %v = arith.index_cast %r : index to i64
    linalg.yield %v : i64
  } -> tensor<8xi64>
  // input 2: class_token
  %e2 = tensor.empty() : tensor<1x1x16xf32>
  %in2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e2 : tensor<1x1x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 1 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 1 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 16 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %ck = arith.constant 22 : index
    %t37 = arith.muli %lin3, %c37 : index
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
  } -> tensor<1x1x16xf32>
  // input 3: conv_proj.weight
  %e3 = tensor.empty() : tensor<16x3x4x4xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e3 : tensor<16x3x4x4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 3 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 4 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 4 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 33 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 2.886751346e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x3x4x4xf32>
  // input 4: conv_proj.bias
  %e4 = tensor.empty() : tensor<16xf32>
  %in4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e4 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 5: encoder.pos_embedding
  %e5 = tensor.empty() : tensor<1x17x16xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e5 : tensor<1x17x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 1 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 17 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 16 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %ck = arith.constant 55 : index
    %t37 = arith.muli %lin3, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 1.212678125e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<1x17x16xf32>
  // input 6: encoder.layers.encoder_layer_0.ln_1.weight
  %e6 = tensor.empty() : tensor<16xf32>
  %in6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e6 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 7: encoder.layers.encoder_layer_0.ln_1.bias
  %e7 = tensor.empty() : tensor<16xf32>
  %in7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e7 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 8: encoder.layers.encoder_layer_0.self_attention.in_proj_weight
  %e8 = tensor.empty() : tensor<48x16xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e8 : tensor<48x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 88 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<48x16xf32>
  // input 9: encoder.layers.encoder_layer_0.self_attention.in_proj_bias
  %e9 = tensor.empty() : tensor<48xf32>
  %in9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e9 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
    linalg.yield %v0 : f32
  } -> tensor<48xf32>
  // input 10: encoder.layers.encoder_layer_0.self_attention.out_proj.weight
  %e10 = tensor.empty() : tensor<16x16xf32>
  %in10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e10 : tensor<16x16xf32>) {
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
    %ck = arith.constant 110 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<16x16xf32>
  // input 11: encoder.layers.encoder_layer_0.self_attention.out_proj.bias
  %e11 = tensor.empty() : tensor<16xf32>
  %in11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e11 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 121 : index
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
  // input 12: encoder.layers.encoder_layer_0.ln_2.weight
  %e12 = tensor.empty() : tensor<16xf32>
  %in12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e12 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 13: encoder.layers.encoder_layer_0.ln_2.bias
  %e13 = tensor.empty() : tensor<16xf32>
  %in13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e13 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 14: encoder.layers.encoder_layer_0.mlp.0.weight
  %e14 = tensor.empty() : tensor<32x16xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e14 : tensor<32x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 154 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<32x16xf32>
  // input 15: encoder.layers.encoder_layer_0.mlp.0.bias
  %e15 = tensor.empty() : tensor<32xf32>
  %in15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e15 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
    linalg.yield %v0 : f32
  } -> tensor<32xf32>
  // input 16: encoder.layers.encoder_layer_0.mlp.3.weight
  %e16 = tensor.empty() : tensor<16x32xf32>
  %in16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e16 : tensor<16x32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 32 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 176 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<16x32xf32>
  // input 17: encoder.layers.encoder_layer_0.mlp.3.bias
  %e17 = tensor.empty() : tensor<16xf32>
  %in17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e17 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 187 : index
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
  // input 18: encoder.layers.encoder_layer_1.ln_1.weight
  %e18 = tensor.empty() : tensor<16xf32>
  %in18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e18 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 19: encoder.layers.encoder_layer_1.ln_1.bias
  %e19 = tensor.empty() : tensor<16xf32>
  %in19 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e19 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 20: encoder.layers.encoder_layer_1.self_attention.in_proj_weight
  %e20 = tensor.empty() : tensor<48x16xf32>
  %in20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e20 : tensor<48x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 220 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<48x16xf32>
  // input 21: encoder.layers.encoder_layer_1.self_attention.in_proj_bias
  %e21 = tensor.empty() : tensor<48xf32>
  %in21 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e21 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
    linalg.yield %v0 : f32
  } -> tensor<48xf32>
  // input 22: encoder.layers.encoder_layer_1.self_attention.out_proj.weight
  %e22 = tensor.empty() : tensor<16x16xf32>
  %in22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e22 : tensor<16x16xf32>) {
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
    %ck = arith.constant 242 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<16x16xf32>
  // input 23: encoder.layers.encoder_layer_1.self_attention.out_proj.bias
  %e23 = tensor.empty() : tensor<16xf32>
  %in23 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e23 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 253 : index
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
  // input 24: encoder.layers.encoder_layer_1.ln_2.weight
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
  // input 25: encoder.layers.encoder_layer_1.ln_2.bias
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
  // input 26: encoder.layers.encoder_layer_1.mlp.0.weight
  %e26 = tensor.empty() : tensor<32x16xf32>
  %in26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e26 : tensor<32x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 286 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<32x16xf32>
  // input 27: encoder.layers.encoder_layer_1.mlp.0.bias
  %e27 = tensor.empty() : tensor<32xf32>
  %in27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e27 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
  } -> tensor<32xf32>
  // input 28: encoder.layers.encoder_layer_1.mlp.3.weight
  %e28 = tensor.empty() : tensor<16x32xf32>
  %in28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e28 : tensor<16x32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 32 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 308 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<16x32xf32>
  // input 29: encoder.layers.encoder_layer_1.mlp.3.bias
  %e29 = tensor.empty() : tensor<16xf32>
  %in29 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e29 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 30: encoder.ln.weight
  %e30 = tensor.empty() : tensor<16xf32>
  %in30 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e30 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 330 : index
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
  // input 31: encoder.ln.bias
  %e31 = tensor.empty() : tensor<16xf32>
  %in31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e31 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 32: heads.head.weight
  %e32 = tensor.empty() : tensor<10x16xf32>
  %in32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e32 : tensor<10x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 10 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 352 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<10x16xf32>
  // input 33: heads.head.bias
  %e33 = tensor.empty() : tensor<10xf32>
  %in33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e33 : tensor<10xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 10 : index
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
    linalg.yield %v0 : f32
  } -> tensor<10xf32>
  call @remat_rt_reset_peak() : () -> ()
  %res:33 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18, %in19, %in20, %in21, %in22, %in23, %in24, %in25, %in26, %in27, %in28, %in29, %in30, %in31, %in32, %in33) : (tensor<8x3x16x16xf32>, tensor<8xi64>, tensor<1x1x16xf32>, tensor<16x3x4x4xf32>, tensor<16xf32>, tensor<1x17x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<1x1x16xf32>, tensor<16x3x4x4xf32>, tensor<16xf32>, tensor<1x17x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<1x1x16xf32> to memref<1x1x16xf32>
  %u1 = memref.cast %b1 : memref<1x1x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<16x3x4x4xf32> to memref<16x3x4x4xf32>
  %u2 = memref.cast %b2 : memref<16x3x4x4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<16xf32> to memref<16xf32>
  %u3 = memref.cast %b3 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<1x17x16xf32> to memref<1x17x16xf32>
  %u4 = memref.cast %b4 : memref<1x17x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<16xf32> to memref<16xf32>
  %u5 = memref.cast %b5 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<16xf32> to memref<16xf32>
  %u6 = memref.cast %b6 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<48x16xf32> to memref<48x16xf32>
  %u7 = memref.cast %b7 : memref<48x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<48xf32> to memref<48xf32>
  %u8 = memref.cast %b8 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %b9 = bufferization.to_buffer %res#9 : tensor<16x16xf32> to memref<16x16xf32>
  %u9 = memref.cast %b9 : memref<16x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u9) : (memref<*xf32>) -> ()
  %b10 = bufferization.to_buffer %res#10 : tensor<16xf32> to memref<16xf32>
  %u10 = memref.cast %b10 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u10) : (memref<*xf32>) -> ()
  %b11 = bufferization.to_buffer %res#11 : tensor<16xf32> to memref<16xf32>
  %u11 = memref.cast %b11 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %b12 = bufferization.to_buffer %res#12 : tensor<16xf32> to memref<16xf32>
  %u12 = memref.cast %b12 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u12) : (memref<*xf32>) -> ()
  %b13 = bufferization.to_buffer %res#13 : tensor<32x16xf32> to memref<32x16xf32>
  %u13 = memref.cast %b13 : memref<32x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %b14 = bufferization.to_buffer %res#14 : tensor<32xf32> to memref<32xf32>
  %u14 = memref.cast %b14 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u14) : (memref<*xf32>) -> ()
  %b15 = bufferization.to_buffer %res#15 : tensor<16x32xf32> to memref<16x32xf32>
  %u15 = memref.cast %b15 : memref<16x32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u15) : (memref<*xf32>) -> ()
  %b16 = bufferization.to_buffer %res#16 : tensor<16xf32> to memref<16xf32>
  %u16 = memref.cast %b16 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u16) : (memref<*xf32>) -> ()
  %b17 = bufferization.to_buffer %res#17 : tensor<16xf32> to memref<16xf32>
  %u17 = memref.cast %b17 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u17) : (memref<*xf32>) -> ()
  %b18 = bufferization.to_buffer %res#18 : tensor<16xf32> to memref<16xf32>
  %u18 = memref.cast %b18 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u18) : (memref<*xf32>) -> ()
  %b19 = bufferization.to_buffer %res#19 : tensor<48x16xf32> to memref<48x16xf32>
  %u19 = memref.cast %b19 : memref<48x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u19) : (memref<*xf32>) -> ()
  %b20 = bufferization.to_buffer %res#20 : tensor<48xf32> to memref<48xf32>
  %u20 = memref.cast %b20 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u20) : (memref<*xf32>) -> ()
  %b21 = bufferization.to_buffer %res#21 : tensor<16x16xf32> to memref<16x16xf32>
  %u21 = memref.cast %b21 : memref<16x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u21) : (memref<*xf32>) -> ()
  %b22 = bufferization.to_buffer %res#22 : tensor<16xf32> to memref<16xf32>
  %u22 = memref.cast %b22 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u22) : (memref<*xf32>) -> ()
  %b23 = bufferization.to_buffer %res#23 : tensor<16xf32> to memref<16xf32>
  %u23 = memref.cast %b23 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u23) : (memref<*xf32>) -> ()
  %b24 = bufferization.to_buffer %res#24 : tensor<16xf32> to memref<16xf32>
  %u24 = memref.cast %b24 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u24) : (memref<*xf32>) -> ()
  %b25 = bufferization.to_buffer %res#25 : tensor<32x16xf32> to memref<32x16xf32>
  %u25 = memref.cast %b25 : memref<32x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u25) : (memref<*xf32>) -> ()
  %b26 = bufferization.to_buffer %res#26 : tensor<32xf32> to memref<32xf32>
  %u26 = memref.cast %b26 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u26) : (memref<*xf32>) -> ()
  %b27 = bufferization.to_buffer %res#27 : tensor<16x32xf32> to memref<16x32xf32>
  %u27 = memref.cast %b27 : memref<16x32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u27) : (memref<*xf32>) -> ()
  %b28 = bufferization.to_buffer %res#28 : tensor<16xf32> to memref<16xf32>
  %u28 = memref.cast %b28 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u28) : (memref<*xf32>) -> ()
  %b29 = bufferization.to_buffer %res#29 : tensor<16xf32> to memref<16xf32>
  %u29 = memref.cast %b29 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u29) : (memref<*xf32>) -> ()
  %b30 = bufferization.to_buffer %res#30 : tensor<16xf32> to memref<16xf32>
  %u30 = memref.cast %b30 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u30) : (memref<*xf32>) -> ()
  %b31 = bufferization.to_buffer %res#31 : tensor<10x16xf32> to memref<10x16xf32>
  %u31 = memref.cast %b31 : memref<10x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u31) : (memref<*xf32>) -> ()
  %b32 = bufferization.to_buffer %res#32 : tensor<10xf32> to memref<10xf32>
  %u32 = memref.cast %b32 : memref<10xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u32) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
