// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/bert.ref.npz --budgets min --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: bert.mlir: {{[0-9]+}} results match the reference
// CHECK: bert.mlir: PASS

// bert training step (BERT-style, 2 blocks, dim 16, 2 heads, seq 8, vocab 32, batch 2), imported from PyTorch by
// python/remat_torch/zoo.py --size tiny: @step(ids, labels, params...) -> (loss, grads...).
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1) -> (d0, 0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0, d1) -> (0, d1)>
#map21 = affine_map<(d0, d1, d2) -> ()>
#map22 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x8xi64>, tensor<2x8xi64>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>) -> (tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>, %arg2: tensor<32x16xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<48x16xf32>, %arg11: tensor<48xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<64x16xf32>, %arg15: tensor<64xf32>, %arg16: tensor<16x64xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<48x16xf32>, %arg23: tensor<48xf32>, %arg24: tensor<16x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<64x16xf32>, %arg27: tensor<64xf32>, %arg28: tensor<16x64xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16x16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<32x16xf32>, %arg35: tensor<32xf32>):
    %0 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "arith.constant"() <{value = 1.341450e-01 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 2.8284271247461903 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %18 = "tensor.empty"() : () -> tensor<8xi64>
    %19 = "linalg.generic"(%18) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1161: i64):
      %1092 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1093 = "arith.index_cast"(%1092) : (index) -> i64
      "linalg.yield"(%1093) : (i64) -> ()
    }) : (tensor<8xi64>) -> tensor<8xi64>
    %20 = "tensor.empty"() : () -> tensor<2x8x16xf32>
    %21 = "linalg.generic"(%arg0, %20) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1159: i64, %arg1160: f32):
      %1087 = "arith.index_cast"(%arg1159) : (i64) -> index
      %1088 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1089 = "arith.cmpi"(%1087, %3) <{predicate = 2 : i64}> : (index, index) -> i1
      %1090 = "arith.cmpi"(%arg1159, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %1091 = "tensor.extract"(%arg2, %1087, %1088) : (tensor<32x16xf32>, index, index) -> f32
      "linalg.yield"(%1091) : (f32) -> ()
    }) : (tensor<2x8xi64>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %22 = "tensor.empty"() : () -> tensor<8x16xf32>
    %23 = "linalg.generic"(%19, %22) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1157: i64, %arg1158: f32):
      %1082 = "arith.index_cast"(%arg1157) : (i64) -> index
      %1083 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1084 = "arith.cmpi"(%1082, %2) <{predicate = 2 : i64}> : (index, index) -> i1
      %1085 = "arith.cmpi"(%arg1157, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %1086 = "tensor.extract"(%arg3, %1082, %1083) : (tensor<8x16xf32>, index, index) -> f32
      "linalg.yield"(%1086) : (f32) -> ()
    }) : (tensor<8xi64>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = "linalg.generic"(%21, %23, %20) <{indexing_maps = [#map2, #map5, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1154: f32, %arg1155: f32, %arg1156: f32):
      %1081 = "arith.addf"(%arg1154, %arg1155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1081) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %25 = "tensor.empty"() : () -> tensor<2x8x16xf64>
    %26 = "linalg.generic"(%24, %25) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1152: f32, %arg1153: f64):
      %1080 = "arith.extf"(%arg1152) : (f32) -> f64
      "linalg.yield"(%1080) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %27 = "tensor.empty"() : () -> tensor<2x8x1xf64>
    %28 = "linalg.fill"(%4, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1150: f64, %arg1151: f64):
      "linalg.yield"(%arg1150) : (f64) -> ()
    }) : (f64, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %29 = "linalg.generic"(%26, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1148: f64, %arg1149: f64):
      %1079 = "arith.addf"(%arg1148, %arg1149) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1079) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %30 = "linalg.generic"(%29, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1146: f64, %arg1147: f64):
      %1078 = "arith.divf"(%arg1146, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1078) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %31 = "linalg.generic"(%26, %30, %25) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1143: f64, %arg1144: f64, %arg1145: f64):
      %1077 = "arith.subf"(%arg1143, %arg1144) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1077) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %32 = "linalg.generic"(%31, %31, %25) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1140: f64, %arg1141: f64, %arg1142: f64):
      %1076 = "arith.mulf"(%arg1140, %arg1141) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1076) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %33 = "linalg.generic"(%32, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1138: f64, %arg1139: f64):
      %1075 = "arith.addf"(%arg1138, %arg1139) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1075) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %34 = "linalg.generic"(%33, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1136: f64, %arg1137: f64):
      %1074 = "arith.divf"(%arg1136, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1074) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %35 = "tensor.empty"() : () -> tensor<2x8x1xf32>
    %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1134: f64, %arg1135: f32):
      %1073 = "arith.truncf"(%arg1134) : (f64) -> f32
      "linalg.yield"(%1073) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %37 = "linalg.fill"(%5, %35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1132: f32, %arg1133: f32):
      "linalg.yield"(%arg1132) : (f32) -> ()
    }) : (f32, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %38 = "linalg.generic"(%24, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1130: f32, %arg1131: f32):
      %1072 = "arith.addf"(%arg1130, %arg1131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1072) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %39 = "linalg.generic"(%38, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1128: f32, %arg1129: f32):
      %1071 = "arith.divf"(%arg1128, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1071) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %40 = "linalg.generic"(%36, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1126: f32, %arg1127: f32):
      %1069 = "arith.truncf"(%12) : (f64) -> f32
      %1070 = "arith.addf"(%arg1126, %1069) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1070) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %41 = "linalg.generic"(%40, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1124: f32, %arg1125: f32):
      %1068 = "math.rsqrt"(%arg1124) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1068) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %42 = "linalg.generic"(%24, %39, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1121: f32, %arg1122: f32, %arg1123: f32):
      %1067 = "arith.subf"(%arg1121, %arg1122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1067) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %43 = "linalg.generic"(%42, %41, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1118: f32, %arg1119: f32, %arg1120: f32):
      %1066 = "arith.mulf"(%arg1118, %arg1119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1066) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %44 = "linalg.generic"(%43, %arg4, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1115: f32, %arg1116: f32, %arg1117: f32):
      %1065 = "arith.mulf"(%arg1115, %arg1116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1065) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %45 = "linalg.generic"(%44, %arg5, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1112: f32, %arg1113: f32, %arg1114: f32):
      %1064 = "arith.addf"(%arg1112, %arg1113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1064) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %46 = "tensor.empty"() : () -> tensor<16x48xf32>
    %47 = "linalg.transpose"(%arg10, %46) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1110: f32, %arg1111: f32):
      "linalg.yield"(%arg1110) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %48 = "tensor.collapse_shape"(%45) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %49 = "linalg.fill"(%5, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1108: f32, %arg1109: f32):
      "linalg.yield"(%arg1108) : (f32) -> ()
    }) : (f32, tensor<16x48xf32>) -> tensor<16x48xf32>
    %50 = "linalg.matmul"(%48, %47, %49) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1105: f32, %arg1106: f32, %arg1107: f32):
      %1062 = "arith.mulf"(%arg1105, %arg1106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1063 = "arith.addf"(%arg1107, %1062) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1063) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %51 = "linalg.generic"(%arg11, %46) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1103: f32, %arg1104: f32):
      "linalg.yield"(%arg1103) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %52 = "linalg.generic"(%50, %51, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1100: f32, %arg1101: f32, %arg1102: f32):
      %1061 = "arith.addf"(%arg1100, %arg1101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1061) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %53 = "tensor.expand_shape"(%52) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %54 = "tensor.extract_slice"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %55 = "tensor.extract_slice"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %56 = "tensor.extract_slice"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %57 = "tensor.expand_shape"(%54) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %58 = "tensor.empty"() : () -> tensor<2x2x8x8xf32>
    %59 = "linalg.transpose"(%57, %58) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1098: f32, %arg1099: f32):
      "linalg.yield"(%arg1098) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %60 = "tensor.expand_shape"(%55) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %61 = "tensor.expand_shape"(%56) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %62 = "linalg.transpose"(%61, %58) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1096: f32, %arg1097: f32):
      "linalg.yield"(%arg1096) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = "linalg.transpose"(%60, %58) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1094: f32, %arg1095: f32):
      "linalg.yield"(%arg1094) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = "tensor.collapse_shape"(%59) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %65 = "tensor.collapse_shape"(%63) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %66 = "tensor.empty"() : () -> tensor<4x8x8xf32>
    %67 = "linalg.fill"(%5, %66) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1092: f32, %arg1093: f32):
      "linalg.yield"(%arg1092) : (f32) -> ()
    }) : (f32, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %68 = "linalg.batch_matmul"(%64, %65, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1089: f32, %arg1090: f32, %arg1091: f32):
      %1059 = "arith.mulf"(%arg1089, %arg1090) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1060 = "arith.addf"(%arg1091, %1059) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1060) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %69 = "tensor.expand_shape"(%68) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %70 = "linalg.generic"(%69, %58) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1087: f32, %arg1088: f32):
      %1057 = "arith.truncf"(%11) : (f64) -> f32
      %1058 = "arith.divf"(%arg1087, %1057) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1058) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = "tensor.empty"() : () -> tensor<2x2x8xi64>
    %72 = "linalg.fill"(%1, %71) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1085: i64, %arg1086: i64):
      "linalg.yield"(%arg1085) : (i64) -> ()
    }) : (i64, tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %73 = "tensor.empty"() : () -> tensor<2x2x8xf32>
    %74 = "linalg.fill"(%6, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1083: f32, %arg1084: f32):
      "linalg.yield"(%arg1083) : (f32) -> ()
    }) : (f32, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %75:2 = "linalg.generic"(%70, %74, %72) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1080: f32, %arg1081: f32, %arg1082: i64):
      %1052 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1053 = "arith.index_cast"(%1052) : (index) -> i64
      %1054 = "arith.maximumf"(%arg1080, %arg1081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1055 = "arith.cmpf"(%arg1080, %arg1081) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1056 = "arith.select"(%1055, %1053, %arg1082) : (i1, i64, i64) -> i64
      "linalg.yield"(%1054, %1056) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %76 = "tensor.expand_shape"(%75#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %77 = "linalg.generic"(%70, %76, %58) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1077: f32, %arg1078: f32, %arg1079: f32):
      %1051 = "arith.subf"(%arg1077, %arg1078) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1051) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %78 = "linalg.generic"(%77, %58) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1075: f32, %arg1076: f32):
      %1050 = "math.exp"(%arg1075) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1050) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %79 = "tensor.empty"() : () -> tensor<2x2x8x1xf32>
    %80 = "linalg.fill"(%5, %79) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1073: f32, %arg1074: f32):
      "linalg.yield"(%arg1073) : (f32) -> ()
    }) : (f32, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %81 = "linalg.generic"(%78, %80) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1071: f32, %arg1072: f32):
      %1049 = "arith.addf"(%arg1071, %arg1072) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1049) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %82 = "linalg.generic"(%78, %81, %58) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1068: f32, %arg1069: f32, %arg1070: f32):
      %1048 = "arith.divf"(%arg1068, %arg1069) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1048) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %83 = "tensor.collapse_shape"(%82) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %84 = "tensor.collapse_shape"(%62) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %85 = "linalg.batch_matmul"(%83, %84, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1065: f32, %arg1066: f32, %arg1067: f32):
      %1046 = "arith.mulf"(%arg1065, %arg1066) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1047 = "arith.addf"(%arg1067, %1046) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1047) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %86 = "tensor.expand_shape"(%85) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %87 = "tensor.empty"() : () -> tensor<2x8x2x8xf32>
    %88 = "linalg.transpose"(%86, %87) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1063: f32, %arg1064: f32):
      "linalg.yield"(%arg1063) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %89 = "tensor.empty"() : () -> tensor<16x16xf32>
    %90 = "linalg.transpose"(%arg12, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1061: f32, %arg1062: f32):
      "linalg.yield"(%arg1061) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %91 = "tensor.collapse_shape"(%88) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %92 = "linalg.fill"(%5, %89) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1059: f32, %arg1060: f32):
      "linalg.yield"(%arg1059) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %93 = "linalg.matmul"(%91, %90, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1056: f32, %arg1057: f32, %arg1058: f32):
      %1044 = "arith.mulf"(%arg1056, %arg1057) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1045 = "arith.addf"(%arg1058, %1044) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1045) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %94 = "linalg.generic"(%arg13, %89) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1054: f32, %arg1055: f32):
      "linalg.yield"(%arg1054) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %95 = "linalg.generic"(%93, %94, %89) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1051: f32, %arg1052: f32, %arg1053: f32):
      %1043 = "arith.addf"(%arg1051, %arg1052) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1043) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %96 = "tensor.expand_shape"(%95) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %97 = "linalg.generic"(%45, %96, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1048: f32, %arg1049: f32, %arg1050: f32):
      %1042 = "arith.addf"(%arg1048, %arg1049) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1042) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %98 = "linalg.generic"(%97, %25) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1046: f32, %arg1047: f64):
      %1041 = "arith.extf"(%arg1046) : (f32) -> f64
      "linalg.yield"(%1041) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %99 = "linalg.generic"(%98, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1044: f64, %arg1045: f64):
      %1040 = "arith.addf"(%arg1044, %arg1045) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1040) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %100 = "linalg.generic"(%99, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1042: f64, %arg1043: f64):
      %1039 = "arith.divf"(%arg1042, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1039) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %101 = "linalg.generic"(%98, %100, %25) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1039: f64, %arg1040: f64, %arg1041: f64):
      %1038 = "arith.subf"(%arg1039, %arg1040) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1038) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %102 = "linalg.generic"(%101, %101, %25) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1036: f64, %arg1037: f64, %arg1038: f64):
      %1037 = "arith.mulf"(%arg1036, %arg1037) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1037) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %103 = "linalg.generic"(%102, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1034: f64, %arg1035: f64):
      %1036 = "arith.addf"(%arg1034, %arg1035) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1036) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %104 = "linalg.generic"(%103, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1032: f64, %arg1033: f64):
      %1035 = "arith.divf"(%arg1032, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1035) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %105 = "linalg.generic"(%104, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1030: f64, %arg1031: f32):
      %1034 = "arith.truncf"(%arg1030) : (f64) -> f32
      "linalg.yield"(%1034) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %106 = "linalg.generic"(%97, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1028: f32, %arg1029: f32):
      %1033 = "arith.addf"(%arg1028, %arg1029) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1033) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %107 = "linalg.generic"(%106, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1026: f32, %arg1027: f32):
      %1032 = "arith.divf"(%arg1026, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1032) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %108 = "linalg.generic"(%105, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1024: f32, %arg1025: f32):
      %1030 = "arith.truncf"(%12) : (f64) -> f32
      %1031 = "arith.addf"(%arg1024, %1030) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1031) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %109 = "linalg.generic"(%108, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1022: f32, %arg1023: f32):
      %1029 = "math.rsqrt"(%arg1022) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1029) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %110 = "linalg.generic"(%97, %107, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1019: f32, %arg1020: f32, %arg1021: f32):
      %1028 = "arith.subf"(%arg1019, %arg1020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1028) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %111 = "linalg.generic"(%110, %109, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1016: f32, %arg1017: f32, %arg1018: f32):
      %1027 = "arith.mulf"(%arg1016, %arg1017) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1027) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %112 = "linalg.generic"(%111, %arg6, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1013: f32, %arg1014: f32, %arg1015: f32):
      %1026 = "arith.mulf"(%arg1013, %arg1014) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1026) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %113 = "linalg.generic"(%112, %arg7, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1010: f32, %arg1011: f32, %arg1012: f32):
      %1025 = "arith.addf"(%arg1010, %arg1011) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1025) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %114 = "tensor.empty"() : () -> tensor<16x64xf32>
    %115 = "linalg.transpose"(%arg14, %114) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1008: f32, %arg1009: f32):
      "linalg.yield"(%arg1008) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %116 = "tensor.collapse_shape"(%113) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %117 = "linalg.fill"(%5, %114) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1006: f32, %arg1007: f32):
      "linalg.yield"(%arg1006) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %118 = "linalg.matmul"(%116, %115, %117) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1003: f32, %arg1004: f32, %arg1005: f32):
      %1023 = "arith.mulf"(%arg1003, %arg1004) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1024 = "arith.addf"(%arg1005, %1023) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1024) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %119 = "linalg.generic"(%arg15, %114) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1001: f32, %arg1002: f32):
      "linalg.yield"(%arg1001) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %120 = "linalg.generic"(%118, %119, %114) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg998: f32, %arg999: f32, %arg1000: f32):
      %1022 = "arith.addf"(%arg998, %arg999) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1022) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %121 = "tensor.expand_shape"(%120) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %122 = "tensor.empty"() : () -> tensor<2x8x64xf32>
    %123 = "linalg.generic"(%121, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg996: f32, %arg997: f32):
      %1020 = "arith.truncf"(%10) : (f64) -> f32
      %1021 = "arith.mulf"(%arg996, %1020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1021) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %124 = "linalg.generic"(%123, %121, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg993: f32, %arg994: f32, %arg995: f32):
      %1019 = "arith.mulf"(%arg993, %arg994) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1019) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %125 = "linalg.generic"(%124, %121, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg990: f32, %arg991: f32, %arg992: f32):
      %1018 = "arith.mulf"(%arg990, %arg991) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1018) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %126 = "linalg.generic"(%121, %125, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg987: f32, %arg988: f32, %arg989: f32):
      %1017 = "arith.addf"(%arg987, %arg988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1017) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %127 = "linalg.generic"(%126, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg985: f32, %arg986: f32):
      %1015 = "arith.truncf"(%9) : (f64) -> f32
      %1016 = "arith.mulf"(%arg985, %1015) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1016) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %128 = "linalg.generic"(%121, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg983: f32, %arg984: f32):
      %1014 = "arith.mulf"(%arg983, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1014) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %129 = "linalg.generic"(%127, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg981: f32, %arg982: f32):
      %1013 = "math.tanh"(%arg981) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1013) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %130 = "linalg.generic"(%129, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg979: f32, %arg980: f32):
      %1012 = "arith.addf"(%arg979, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1012) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %131 = "linalg.generic"(%128, %130, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg976: f32, %arg977: f32, %arg978: f32):
      %1011 = "arith.mulf"(%arg976, %arg977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1011) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %132 = "tensor.empty"() : () -> tensor<64x16xf32>
    %133 = "linalg.transpose"(%arg16, %132) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg974: f32, %arg975: f32):
      "linalg.yield"(%arg974) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %134 = "tensor.collapse_shape"(%131) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %135 = "linalg.matmul"(%134, %133, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg971: f32, %arg972: f32, %arg973: f32):
      %1009 = "arith.mulf"(%arg971, %arg972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1010 = "arith.addf"(%arg973, %1009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1010) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %136 = "linalg.generic"(%arg17, %89) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg969: f32, %arg970: f32):
      "linalg.yield"(%arg969) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %137 = "linalg.generic"(%135, %136, %89) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg966: f32, %arg967: f32, %arg968: f32):
      %1008 = "arith.addf"(%arg966, %arg967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1008) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %138 = "tensor.expand_shape"(%137) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %139 = "linalg.generic"(%113, %138, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg963: f32, %arg964: f32, %arg965: f32):
      %1007 = "arith.addf"(%arg963, %arg964) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1007) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %140 = "linalg.generic"(%139, %25) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg961: f32, %arg962: f64):
      %1006 = "arith.extf"(%arg961) : (f32) -> f64
      "linalg.yield"(%1006) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %141 = "linalg.generic"(%140, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg959: f64, %arg960: f64):
      %1005 = "arith.addf"(%arg959, %arg960) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1005) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %142 = "linalg.generic"(%141, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg957: f64, %arg958: f64):
      %1004 = "arith.divf"(%arg957, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1004) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %143 = "linalg.generic"(%140, %142, %25) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg954: f64, %arg955: f64, %arg956: f64):
      %1003 = "arith.subf"(%arg954, %arg955) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1003) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %144 = "linalg.generic"(%143, %143, %25) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg951: f64, %arg952: f64, %arg953: f64):
      %1002 = "arith.mulf"(%arg951, %arg952) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1002) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %145 = "linalg.generic"(%144, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg949: f64, %arg950: f64):
      %1001 = "arith.addf"(%arg949, %arg950) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1001) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %146 = "linalg.generic"(%145, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg947: f64, %arg948: f64):
      %1000 = "arith.divf"(%arg947, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1000) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %147 = "linalg.generic"(%146, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg945: f64, %arg946: f32):
      %999 = "arith.truncf"(%arg945) : (f64) -> f32
      "linalg.yield"(%999) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %148 = "linalg.generic"(%139, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg943: f32, %arg944: f32):
      %998 = "arith.addf"(%arg943, %arg944) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%998) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %149 = "linalg.generic"(%148, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg941: f32, %arg942: f32):
      %997 = "arith.divf"(%arg941, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%997) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %150 = "linalg.generic"(%147, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg939: f32, %arg940: f32):
      %995 = "arith.truncf"(%12) : (f64) -> f32
      %996 = "arith.addf"(%arg939, %995) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%996) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %151 = "linalg.generic"(%150, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg937: f32, %arg938: f32):
      %994 = "math.rsqrt"(%arg937) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%994) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %152 = "linalg.generic"(%139, %149, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg934: f32, %arg935: f32, %arg936: f32):
      %993 = "arith.subf"(%arg934, %arg935) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%993) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %153 = "linalg.generic"(%152, %151, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg931: f32, %arg932: f32, %arg933: f32):
      %992 = "arith.mulf"(%arg931, %arg932) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%992) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %154 = "linalg.generic"(%153, %arg8, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg928: f32, %arg929: f32, %arg930: f32):
      %991 = "arith.mulf"(%arg928, %arg929) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%991) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %155 = "linalg.generic"(%154, %arg9, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg925: f32, %arg926: f32, %arg927: f32):
      %990 = "arith.addf"(%arg925, %arg926) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%990) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %156 = "linalg.transpose"(%arg22, %46) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg923: f32, %arg924: f32):
      "linalg.yield"(%arg923) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %157 = "tensor.collapse_shape"(%155) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %158 = "linalg.matmul"(%157, %156, %49) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg920: f32, %arg921: f32, %arg922: f32):
      %988 = "arith.mulf"(%arg920, %arg921) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %989 = "arith.addf"(%arg922, %988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%989) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %159 = "linalg.generic"(%arg23, %46) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg918: f32, %arg919: f32):
      "linalg.yield"(%arg918) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %160 = "linalg.generic"(%158, %159, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg915: f32, %arg916: f32, %arg917: f32):
      %987 = "arith.addf"(%arg915, %arg916) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%987) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %161 = "tensor.expand_shape"(%160) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %162 = "tensor.extract_slice"(%161) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %163 = "tensor.extract_slice"(%161) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %164 = "tensor.extract_slice"(%161) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %165 = "tensor.expand_shape"(%162) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %166 = "linalg.transpose"(%165, %58) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg913: f32, %arg914: f32):
      "linalg.yield"(%arg913) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %167 = "tensor.expand_shape"(%163) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %168 = "tensor.expand_shape"(%164) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %169 = "linalg.transpose"(%168, %58) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg911: f32, %arg912: f32):
      "linalg.yield"(%arg911) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %170 = "linalg.transpose"(%167, %58) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg909: f32, %arg910: f32):
      "linalg.yield"(%arg909) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %171 = "tensor.collapse_shape"(%166) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %172 = "tensor.collapse_shape"(%170) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %173 = "linalg.batch_matmul"(%171, %172, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg906: f32, %arg907: f32, %arg908: f32):
      %985 = "arith.mulf"(%arg906, %arg907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %986 = "arith.addf"(%arg908, %985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%986) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %174 = "tensor.expand_shape"(%173) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %175 = "linalg.generic"(%174, %58) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg904: f32, %arg905: f32):
      %983 = "arith.truncf"(%11) : (f64) -> f32
      %984 = "arith.divf"(%arg904, %983) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%984) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %176:2 = "linalg.generic"(%175, %74, %72) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg901: f32, %arg902: f32, %arg903: i64):
      %978 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %979 = "arith.index_cast"(%978) : (index) -> i64
      %980 = "arith.maximumf"(%arg901, %arg902) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %981 = "arith.cmpf"(%arg901, %arg902) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %982 = "arith.select"(%981, %979, %arg903) : (i1, i64, i64) -> i64
      "linalg.yield"(%980, %982) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %177 = "tensor.expand_shape"(%176#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %178 = "linalg.generic"(%175, %177, %58) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg898: f32, %arg899: f32, %arg900: f32):
      %977 = "arith.subf"(%arg898, %arg899) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%977) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %179 = "linalg.generic"(%178, %58) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg896: f32, %arg897: f32):
      %976 = "math.exp"(%arg896) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%976) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %180 = "linalg.generic"(%179, %80) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg894: f32, %arg895: f32):
      %975 = "arith.addf"(%arg894, %arg895) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%975) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %181 = "linalg.generic"(%179, %180, %58) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg891: f32, %arg892: f32, %arg893: f32):
      %974 = "arith.divf"(%arg891, %arg892) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%974) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %182 = "tensor.collapse_shape"(%181) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %183 = "tensor.collapse_shape"(%169) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %184 = "linalg.batch_matmul"(%182, %183, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg888: f32, %arg889: f32, %arg890: f32):
      %972 = "arith.mulf"(%arg888, %arg889) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %973 = "arith.addf"(%arg890, %972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%973) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %185 = "tensor.expand_shape"(%184) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %186 = "linalg.transpose"(%185, %87) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg886: f32, %arg887: f32):
      "linalg.yield"(%arg886) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %187 = "linalg.transpose"(%arg24, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg884: f32, %arg885: f32):
      "linalg.yield"(%arg884) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %188 = "tensor.collapse_shape"(%186) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %189 = "linalg.matmul"(%188, %187, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg881: f32, %arg882: f32, %arg883: f32):
      %970 = "arith.mulf"(%arg881, %arg882) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %971 = "arith.addf"(%arg883, %970) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%971) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %190 = "linalg.generic"(%arg25, %89) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg879: f32, %arg880: f32):
      "linalg.yield"(%arg879) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %191 = "linalg.generic"(%189, %190, %89) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg876: f32, %arg877: f32, %arg878: f32):
      %969 = "arith.addf"(%arg876, %arg877) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%969) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %192 = "tensor.expand_shape"(%191) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %193 = "linalg.generic"(%155, %192, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg873: f32, %arg874: f32, %arg875: f32):
      %968 = "arith.addf"(%arg873, %arg874) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%968) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %194 = "linalg.generic"(%193, %25) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg871: f32, %arg872: f64):
      %967 = "arith.extf"(%arg871) : (f32) -> f64
      "linalg.yield"(%967) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %195 = "linalg.generic"(%194, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg869: f64, %arg870: f64):
      %966 = "arith.addf"(%arg869, %arg870) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%966) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %196 = "linalg.generic"(%195, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg867: f64, %arg868: f64):
      %965 = "arith.divf"(%arg867, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%965) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %197 = "linalg.generic"(%194, %196, %25) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg864: f64, %arg865: f64, %arg866: f64):
      %964 = "arith.subf"(%arg864, %arg865) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%964) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %198 = "linalg.generic"(%197, %197, %25) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg861: f64, %arg862: f64, %arg863: f64):
      %963 = "arith.mulf"(%arg861, %arg862) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%963) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %199 = "linalg.generic"(%198, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg859: f64, %arg860: f64):
      %962 = "arith.addf"(%arg859, %arg860) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%962) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %200 = "linalg.generic"(%199, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg857: f64, %arg858: f64):
      %961 = "arith.divf"(%arg857, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%961) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %201 = "linalg.generic"(%200, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg855: f64, %arg856: f32):
      %960 = "arith.truncf"(%arg855) : (f64) -> f32
      "linalg.yield"(%960) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %202 = "linalg.generic"(%193, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg853: f32, %arg854: f32):
      %959 = "arith.addf"(%arg853, %arg854) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%959) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %203 = "linalg.generic"(%202, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg851: f32, %arg852: f32):
      %958 = "arith.divf"(%arg851, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%958) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %204 = "linalg.generic"(%201, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg849: f32, %arg850: f32):
      %956 = "arith.truncf"(%12) : (f64) -> f32
      %957 = "arith.addf"(%arg849, %956) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%957) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %205 = "linalg.generic"(%204, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg847: f32, %arg848: f32):
      %955 = "math.rsqrt"(%arg847) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%955) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %206 = "linalg.generic"(%193, %203, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg844: f32, %arg845: f32, %arg846: f32):
      %954 = "arith.subf"(%arg844, %arg845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%954) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %207 = "linalg.generic"(%206, %205, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg841: f32, %arg842: f32, %arg843: f32):
      %953 = "arith.mulf"(%arg841, %arg842) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%953) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %208 = "linalg.generic"(%207, %arg18, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg838: f32, %arg839: f32, %arg840: f32):
      %952 = "arith.mulf"(%arg838, %arg839) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%952) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %209 = "linalg.generic"(%208, %arg19, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg835: f32, %arg836: f32, %arg837: f32):
      %951 = "arith.addf"(%arg835, %arg836) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%951) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %210 = "linalg.transpose"(%arg26, %114) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg833: f32, %arg834: f32):
      "linalg.yield"(%arg833) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %211 = "tensor.collapse_shape"(%209) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %212 = "linalg.matmul"(%211, %210, %117) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg830: f32, %arg831: f32, %arg832: f32):
      %949 = "arith.mulf"(%arg830, %arg831) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %950 = "arith.addf"(%arg832, %949) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%950) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %213 = "linalg.generic"(%arg27, %114) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg828: f32, %arg829: f32):
      "linalg.yield"(%arg828) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %214 = "linalg.generic"(%212, %213, %114) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg825: f32, %arg826: f32, %arg827: f32):
      %948 = "arith.addf"(%arg825, %arg826) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%948) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %215 = "tensor.expand_shape"(%214) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %216 = "linalg.generic"(%215, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg823: f32, %arg824: f32):
      %946 = "arith.truncf"(%10) : (f64) -> f32
      %947 = "arith.mulf"(%arg823, %946) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%947) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %217 = "linalg.generic"(%216, %215, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg820: f32, %arg821: f32, %arg822: f32):
      %945 = "arith.mulf"(%arg820, %arg821) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%945) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %218 = "linalg.generic"(%217, %215, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg817: f32, %arg818: f32, %arg819: f32):
      %944 = "arith.mulf"(%arg817, %arg818) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%944) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %219 = "linalg.generic"(%215, %218, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg814: f32, %arg815: f32, %arg816: f32):
      %943 = "arith.addf"(%arg814, %arg815) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%943) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %220 = "linalg.generic"(%219, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg812: f32, %arg813: f32):
      %941 = "arith.truncf"(%9) : (f64) -> f32
      %942 = "arith.mulf"(%arg812, %941) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%942) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %221 = "linalg.generic"(%215, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg810: f32, %arg811: f32):
      %940 = "arith.mulf"(%arg810, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%940) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %222 = "linalg.generic"(%220, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg808: f32, %arg809: f32):
      %939 = "math.tanh"(%arg808) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%939) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %223 = "linalg.generic"(%222, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg806: f32, %arg807: f32):
      %938 = "arith.addf"(%arg806, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%938) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %224 = "linalg.generic"(%221, %223, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg803: f32, %arg804: f32, %arg805: f32):
      %937 = "arith.mulf"(%arg803, %arg804) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%937) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %225 = "linalg.transpose"(%arg28, %132) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg801: f32, %arg802: f32):
      "linalg.yield"(%arg801) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %226 = "tensor.collapse_shape"(%224) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %227 = "linalg.matmul"(%226, %225, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg798: f32, %arg799: f32, %arg800: f32):
      %935 = "arith.mulf"(%arg798, %arg799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %936 = "arith.addf"(%arg800, %935) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%936) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %228 = "linalg.generic"(%arg29, %89) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg796: f32, %arg797: f32):
      "linalg.yield"(%arg796) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %229 = "linalg.generic"(%227, %228, %89) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg793: f32, %arg794: f32, %arg795: f32):
      %934 = "arith.addf"(%arg793, %arg794) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%934) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %230 = "tensor.expand_shape"(%229) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %231 = "linalg.generic"(%209, %230, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg790: f32, %arg791: f32, %arg792: f32):
      %933 = "arith.addf"(%arg790, %arg791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%933) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %232 = "linalg.generic"(%231, %25) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg788: f32, %arg789: f64):
      %932 = "arith.extf"(%arg788) : (f32) -> f64
      "linalg.yield"(%932) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %233 = "linalg.generic"(%232, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg786: f64, %arg787: f64):
      %931 = "arith.addf"(%arg786, %arg787) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%931) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %234 = "linalg.generic"(%233, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg784: f64, %arg785: f64):
      %930 = "arith.divf"(%arg784, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%930) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %235 = "linalg.generic"(%232, %234, %25) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg781: f64, %arg782: f64, %arg783: f64):
      %929 = "arith.subf"(%arg781, %arg782) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%929) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %236 = "linalg.generic"(%235, %235, %25) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg778: f64, %arg779: f64, %arg780: f64):
      %928 = "arith.mulf"(%arg778, %arg779) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%928) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %237 = "linalg.generic"(%236, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg776: f64, %arg777: f64):
      %927 = "arith.addf"(%arg776, %arg777) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%927) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %238 = "linalg.generic"(%237, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg774: f64, %arg775: f64):
      %926 = "arith.divf"(%arg774, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%926) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %239 = "linalg.generic"(%238, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg772: f64, %arg773: f32):
      %925 = "arith.truncf"(%arg772) : (f64) -> f32
      "linalg.yield"(%925) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %240 = "linalg.generic"(%231, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg770: f32, %arg771: f32):
      %924 = "arith.addf"(%arg770, %arg771) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%924) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %241 = "linalg.generic"(%240, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg768: f32, %arg769: f32):
      %923 = "arith.divf"(%arg768, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%923) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %242 = "linalg.generic"(%239, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg766: f32, %arg767: f32):
      %921 = "arith.truncf"(%12) : (f64) -> f32
      %922 = "arith.addf"(%arg766, %921) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%922) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %243 = "linalg.generic"(%242, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg764: f32, %arg765: f32):
      %920 = "math.rsqrt"(%arg764) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%920) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %244 = "linalg.generic"(%231, %241, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg761: f32, %arg762: f32, %arg763: f32):
      %919 = "arith.subf"(%arg761, %arg762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%919) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %245 = "linalg.generic"(%244, %243, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg758: f32, %arg759: f32, %arg760: f32):
      %918 = "arith.mulf"(%arg758, %arg759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%918) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %246 = "linalg.generic"(%245, %arg20, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg755: f32, %arg756: f32, %arg757: f32):
      %917 = "arith.mulf"(%arg755, %arg756) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%917) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %247 = "linalg.generic"(%246, %arg21, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg752: f32, %arg753: f32, %arg754: f32):
      %916 = "arith.addf"(%arg752, %arg753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%916) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %248 = "linalg.transpose"(%arg30, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg750: f32, %arg751: f32):
      "linalg.yield"(%arg750) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %249 = "tensor.collapse_shape"(%247) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %250 = "linalg.matmul"(%249, %248, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg747: f32, %arg748: f32, %arg749: f32):
      %914 = "arith.mulf"(%arg747, %arg748) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %915 = "arith.addf"(%arg749, %914) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%915) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %251 = "linalg.generic"(%arg31, %89) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg745: f32, %arg746: f32):
      "linalg.yield"(%arg745) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %252 = "linalg.generic"(%250, %251, %89) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg742: f32, %arg743: f32, %arg744: f32):
      %913 = "arith.addf"(%arg742, %arg743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%913) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %253 = "tensor.expand_shape"(%252) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %254 = "linalg.generic"(%253, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg740: f32, %arg741: f32):
      %911 = "arith.truncf"(%10) : (f64) -> f32
      %912 = "arith.mulf"(%arg740, %911) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%912) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %255 = "linalg.generic"(%254, %253, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg737: f32, %arg738: f32, %arg739: f32):
      %910 = "arith.mulf"(%arg737, %arg738) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%910) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %256 = "linalg.generic"(%255, %253, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg734: f32, %arg735: f32, %arg736: f32):
      %909 = "arith.mulf"(%arg734, %arg735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%909) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %257 = "linalg.generic"(%253, %256, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg731: f32, %arg732: f32, %arg733: f32):
      %908 = "arith.addf"(%arg731, %arg732) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%908) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %258 = "linalg.generic"(%257, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg729: f32, %arg730: f32):
      %906 = "arith.truncf"(%9) : (f64) -> f32
      %907 = "arith.mulf"(%arg729, %906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%907) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %259 = "linalg.generic"(%253, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg727: f32, %arg728: f32):
      %905 = "arith.mulf"(%arg727, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%905) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %260 = "linalg.generic"(%258, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg725: f32, %arg726: f32):
      %904 = "math.tanh"(%arg725) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%904) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %261 = "linalg.generic"(%260, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg723: f32, %arg724: f32):
      %903 = "arith.addf"(%arg723, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%903) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %262 = "linalg.generic"(%259, %261, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg720: f32, %arg721: f32, %arg722: f32):
      %902 = "arith.mulf"(%arg720, %arg721) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%902) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %263 = "linalg.generic"(%262, %25) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg718: f32, %arg719: f64):
      %901 = "arith.extf"(%arg718) : (f32) -> f64
      "linalg.yield"(%901) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %264 = "linalg.generic"(%263, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg716: f64, %arg717: f64):
      %900 = "arith.addf"(%arg716, %arg717) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%900) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %265 = "linalg.generic"(%264, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg714: f64, %arg715: f64):
      %899 = "arith.divf"(%arg714, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%899) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %266 = "linalg.generic"(%263, %265, %25) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg711: f64, %arg712: f64, %arg713: f64):
      %898 = "arith.subf"(%arg711, %arg712) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%898) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %267 = "linalg.generic"(%266, %266, %25) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg708: f64, %arg709: f64, %arg710: f64):
      %897 = "arith.mulf"(%arg708, %arg709) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%897) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %268 = "linalg.generic"(%267, %28) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg706: f64, %arg707: f64):
      %896 = "arith.addf"(%arg706, %arg707) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%896) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %269 = "linalg.generic"(%268, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg704: f64, %arg705: f64):
      %895 = "arith.divf"(%arg704, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%895) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %270 = "linalg.generic"(%269, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg702: f64, %arg703: f32):
      %894 = "arith.truncf"(%arg702) : (f64) -> f32
      "linalg.yield"(%894) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %271 = "linalg.generic"(%262, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg700: f32, %arg701: f32):
      %893 = "arith.addf"(%arg700, %arg701) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%893) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %272 = "linalg.generic"(%271, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg698: f32, %arg699: f32):
      %892 = "arith.divf"(%arg698, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%892) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %273 = "linalg.generic"(%270, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg696: f32, %arg697: f32):
      %890 = "arith.truncf"(%12) : (f64) -> f32
      %891 = "arith.addf"(%arg696, %890) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%891) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %274 = "linalg.generic"(%273, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg694: f32, %arg695: f32):
      %889 = "math.rsqrt"(%arg694) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%889) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %275 = "linalg.generic"(%262, %272, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg691: f32, %arg692: f32, %arg693: f32):
      %888 = "arith.subf"(%arg691, %arg692) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%888) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %276 = "linalg.generic"(%275, %274, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg688: f32, %arg689: f32, %arg690: f32):
      %887 = "arith.mulf"(%arg688, %arg689) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%887) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %277 = "linalg.generic"(%276, %arg32, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg685: f32, %arg686: f32, %arg687: f32):
      %886 = "arith.mulf"(%arg685, %arg686) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%886) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %278 = "linalg.generic"(%277, %arg33, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg682: f32, %arg683: f32, %arg684: f32):
      %885 = "arith.addf"(%arg682, %arg683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%885) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %279 = "tensor.empty"() : () -> tensor<16x32xf32>
    %280 = "linalg.transpose"(%arg34, %279) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg680: f32, %arg681: f32):
      "linalg.yield"(%arg680) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %281 = "tensor.collapse_shape"(%278) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %282 = "linalg.fill"(%5, %279) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg678: f32, %arg679: f32):
      "linalg.yield"(%arg678) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %283 = "linalg.matmul"(%281, %280, %282) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg675: f32, %arg676: f32, %arg677: f32):
      %883 = "arith.mulf"(%arg675, %arg676) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %884 = "arith.addf"(%arg677, %883) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%884) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %284 = "linalg.generic"(%arg35, %279) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg673: f32, %arg674: f32):
      "linalg.yield"(%arg673) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %285 = "linalg.generic"(%283, %284, %279) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg670: f32, %arg671: f32, %arg672: f32):
      %882 = "arith.addf"(%arg670, %arg671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%882) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %286 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<2x8xi64>) -> tensor<16xi64>
    %287 = "tensor.empty"() : () -> tensor<16xi64>
    %288 = "linalg.fill"(%1, %287) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg668: i64, %arg669: i64):
      "linalg.yield"(%arg668) : (i64) -> ()
    }) : (i64, tensor<16xi64>) -> tensor<16xi64>
    %289 = "tensor.empty"() : () -> tensor<16xf32>
    %290 = "linalg.fill"(%6, %289) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg666: f32, %arg667: f32):
      "linalg.yield"(%arg666) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %291:2 = "linalg.generic"(%285, %290, %288) <{indexing_maps = [#map4, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg663: f32, %arg664: f32, %arg665: i64):
      %877 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %878 = "arith.index_cast"(%877) : (index) -> i64
      %879 = "arith.maximumf"(%arg663, %arg664) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %880 = "arith.cmpf"(%arg663, %arg664) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %881 = "arith.select"(%880, %878, %arg665) : (i1, i64, i64) -> i64
      "linalg.yield"(%879, %881) : (f32, i64) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>, tensor<16xi64>) -> (tensor<16xf32>, tensor<16xi64>)
    %292 = "tensor.expand_shape"(%291#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %293 = "linalg.generic"(%285, %292, %279) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg660: f32, %arg661: f32, %arg662: f32):
      %876 = "arith.subf"(%arg660, %arg661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%876) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %294 = "linalg.generic"(%293, %279) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg658: f32, %arg659: f32):
      %875 = "math.exp"(%arg658) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%875) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %295 = "tensor.empty"() : () -> tensor<16x1xf32>
    %296 = "linalg.fill"(%5, %295) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg656: f32, %arg657: f32):
      "linalg.yield"(%arg656) : (f32) -> ()
    }) : (f32, tensor<16x1xf32>) -> tensor<16x1xf32>
    %297 = "linalg.generic"(%294, %296) <{indexing_maps = [#map4, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg654: f32, %arg655: f32):
      %874 = "arith.addf"(%arg654, %arg655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%874) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %298 = "linalg.generic"(%297, %295) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg652: f32, %arg653: f32):
      %873 = "math.log"(%arg652) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%873) : (f32) -> ()
    }) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %299 = "linalg.generic"(%293, %298, %279) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg649: f32, %arg650: f32, %arg651: f32):
      %872 = "arith.subf"(%arg649, %arg650) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%872) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %300 = "tensor.empty"() : () -> tensor<16xi1>
    %301 = "linalg.generic"(%286, %300) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg647: i64, %arg648: i1):
      %871 = "arith.cmpi"(%arg647, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%871) : (i1) -> ()
    }) : (tensor<16xi64>, tensor<16xi1>) -> tensor<16xi1>
    %302 = "linalg.generic"(%301, %289) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg645: i1, %arg646: f32):
      %870 = "arith.uitofp"(%arg645) : (i1) -> f32
      "linalg.yield"(%870) : (f32) -> ()
    }) : (tensor<16xi1>, tensor<16xf32>) -> tensor<16xf32>
    %303 = "tensor.expand_shape"(%286) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %304 = "tensor.empty"() : () -> tensor<32xi64>
    %305 = "linalg.generic"(%304) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg644: i64):
      %868 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %869 = "arith.index_cast"(%868) : (index) -> i64
      "linalg.yield"(%869) : (i64) -> ()
    }) : (tensor<32xi64>) -> tensor<32xi64>
    %306 = "tensor.empty"() : () -> tensor<16x32xi1>
    %307 = "linalg.generic"(%303, %305, %306) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg641: i64, %arg642: i64, %arg643: i1):
      %867 = "arith.cmpi"(%arg641, %arg642) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%867) : (i1) -> ()
    }) : (tensor<16x1xi64>, tensor<32xi64>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %308 = "linalg.generic"(%307, %279) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg639: i1, %arg640: f32):
      %866 = "arith.uitofp"(%arg639) : (i1) -> f32
      "linalg.yield"(%866) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %309 = "linalg.generic"(%299, %308, %279) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg636: f32, %arg637: f32, %arg638: f32):
      %865 = "arith.mulf"(%arg636, %arg637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%865) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %310 = "linalg.fill"(%5, %289) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg634: f32, %arg635: f32):
      "linalg.yield"(%arg634) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %311 = "linalg.generic"(%309, %310) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg632: f32, %arg633: f32):
      %864 = "arith.addf"(%arg632, %arg633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%864) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>) -> tensor<16xf32>
    %312 = "linalg.generic"(%311, %302, %289) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg629: f32, %arg630: f32, %arg631: f32):
      %863 = "arith.mulf"(%arg629, %arg630) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%863) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %313 = "tensor.empty"() : () -> tensor<f32>
    %314 = "linalg.fill"(%5, %313) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg627: f32, %arg628: f32):
      "linalg.yield"(%arg627) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %315 = "linalg.generic"(%312, %314) <{indexing_maps = [#map, #map17], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg625: f32, %arg626: f32):
      %862 = "arith.addf"(%arg625, %arg626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%862) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %316 = "linalg.generic"(%315, %313) <{indexing_maps = [#map18, #map18], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg623: f32, %arg624: f32):
      %861 = "arith.negf"(%arg623) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%861) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %317 = "linalg.generic"(%302, %314) <{indexing_maps = [#map, #map17], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg621: f32, %arg622: f32):
      %860 = "arith.addf"(%arg621, %arg622) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%860) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %318 = "linalg.generic"(%316, %317, %313) <{indexing_maps = [#map18, #map18, #map18], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg618: f32, %arg619: f32, %arg620: f32):
      %859 = "arith.divf"(%arg618, %arg619) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%859) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %319 = "tensor.expand_shape"(%302) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %320 = "linalg.generic"(%7, %313) <{indexing_maps = [#map18, #map18], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg616: f32, %arg617: f32):
      %858 = "arith.negf"(%arg616) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%858) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %321 = "linalg.generic"(%320, %317, %313) <{indexing_maps = [#map18, #map18, #map18], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg613: f32, %arg614: f32, %arg615: f32):
      %857 = "arith.divf"(%arg613, %arg614) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%857) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %322 = "linalg.generic"(%308, %319, %279) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg610: f32, %arg611: f32, %arg612: f32):
      %856 = "arith.mulf"(%arg610, %arg611) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%856) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %323 = "linalg.generic"(%322, %321, %279) <{indexing_maps = [#map4, #map19, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg607: f32, %arg608: f32, %arg609: f32):
      %855 = "arith.mulf"(%arg607, %arg608) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%855) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %324 = "linalg.generic"(%299, %279) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg605: f32, %arg606: f32):
      %854 = "math.exp"(%arg605) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%854) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %325 = "linalg.generic"(%323, %296) <{indexing_maps = [#map4, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg603: f32, %arg604: f32):
      %853 = "arith.addf"(%arg603, %arg604) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%853) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %326 = "linalg.generic"(%324, %325, %279) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg600: f32, %arg601: f32, %arg602: f32):
      %852 = "arith.mulf"(%arg600, %arg601) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%852) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %327 = "linalg.generic"(%323, %326, %279) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg597: f32, %arg598: f32, %arg599: f32):
      %851 = "arith.subf"(%arg597, %arg598) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%851) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %328 = "linalg.matmul"(%327, %arg34, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg594: f32, %arg595: f32, %arg596: f32):
      %849 = "arith.mulf"(%arg594, %arg595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %850 = "arith.addf"(%arg596, %849) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%850) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %329 = "tensor.empty"() : () -> tensor<32x16xf32>
    %330 = "linalg.transpose"(%327, %329) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg592: f32, %arg593: f32):
      "linalg.yield"(%arg592) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %331 = "linalg.fill"(%5, %329) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg590: f32, %arg591: f32):
      "linalg.yield"(%arg590) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %332 = "linalg.matmul"(%330, %281, %331) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg587: f32, %arg588: f32, %arg589: f32):
      %847 = "arith.mulf"(%arg587, %arg588) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %848 = "arith.addf"(%arg589, %847) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%848) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %333 = "tensor.empty"() : () -> tensor<1x32xf32>
    %334 = "linalg.fill"(%5, %333) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg585: f32, %arg586: f32):
      "linalg.yield"(%arg585) : (f32) -> ()
    }) : (f32, tensor<1x32xf32>) -> tensor<1x32xf32>
    %335 = "linalg.generic"(%327, %334) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg583: f32, %arg584: f32):
      %846 = "arith.addf"(%arg583, %arg584) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%846) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %336 = "tensor.collapse_shape"(%335) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %337 = "tensor.expand_shape"(%328) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %338 = "linalg.generic"(%337, %arg32, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg580: f32, %arg581: f32, %arg582: f32):
      %845 = "arith.mulf"(%arg580, %arg581) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%845) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %339 = "linalg.generic"(%338, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg578: f32, %arg579: f32):
      %844 = "arith.mulf"(%arg578, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%844) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %340 = "linalg.generic"(%338, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg576: f32, %arg577: f32):
      %843 = "arith.addf"(%arg576, %arg577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%843) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %341 = "linalg.generic"(%338, %276, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg573: f32, %arg574: f32, %arg575: f32):
      %842 = "arith.mulf"(%arg573, %arg574) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%842) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %342 = "linalg.generic"(%341, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg571: f32, %arg572: f32):
      %841 = "arith.addf"(%arg571, %arg572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%841) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %343 = "linalg.generic"(%276, %342, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg568: f32, %arg569: f32, %arg570: f32):
      %840 = "arith.mulf"(%arg568, %arg569) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%840) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %344 = "linalg.generic"(%339, %340, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg565: f32, %arg566: f32, %arg567: f32):
      %839 = "arith.subf"(%arg565, %arg566) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%839) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %345 = "linalg.generic"(%344, %343, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg562: f32, %arg563: f32, %arg564: f32):
      %838 = "arith.subf"(%arg562, %arg563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%838) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %346 = "linalg.generic"(%274, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg560: f32, %arg561: f32):
      %837 = "arith.divf"(%arg560, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%837) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %347 = "linalg.generic"(%346, %345, %20) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg557: f32, %arg558: f32, %arg559: f32):
      %836 = "arith.mulf"(%arg557, %arg558) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%836) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %348 = "linalg.generic"(%337, %276, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg554: f32, %arg555: f32, %arg556: f32):
      %835 = "arith.mulf"(%arg554, %arg555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%835) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %349 = "linalg.generic"(%348, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg552: f32, %arg553: f32):
      %834 = "arith.addf"(%arg552, %arg553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%834) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %350 = "linalg.generic"(%337, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg550: f32, %arg551: f32):
      %833 = "arith.addf"(%arg550, %arg551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%833) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %351 = "linalg.generic"(%253, %253, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg547: f32, %arg548: f32, %arg549: f32):
      %832 = "arith.mulf"(%arg547, %arg548) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%832) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %352 = "linalg.generic"(%351, %253, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg544: f32, %arg545: f32, %arg546: f32):
      %831 = "arith.mulf"(%arg544, %arg545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%831) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %353 = "linalg.generic"(%352, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg542: f32, %arg543: f32):
      %829 = "arith.truncf"(%10) : (f64) -> f32
      %830 = "arith.mulf"(%arg542, %829) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%830) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %354 = "linalg.generic"(%253, %353, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg539: f32, %arg540: f32, %arg541: f32):
      %828 = "arith.addf"(%arg539, %arg540) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%828) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %355 = "linalg.generic"(%354, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg537: f32, %arg538: f32):
      %826 = "arith.truncf"(%9) : (f64) -> f32
      %827 = "arith.mulf"(%arg537, %826) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%827) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %356 = "linalg.generic"(%355, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg535: f32, %arg536: f32):
      %825 = "math.tanh"(%arg535) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%825) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %357 = "linalg.generic"(%356, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg533: f32, %arg534: f32):
      %824 = "arith.addf"(%arg533, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%824) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %358 = "linalg.generic"(%357, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg531: f32, %arg532: f32):
      %823 = "arith.mulf"(%arg531, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%823) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %359 = "linalg.generic"(%356, %356, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg528: f32, %arg529: f32, %arg530: f32):
      %822 = "arith.mulf"(%arg528, %arg529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%822) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %360 = "linalg.generic"(%17, %359, %20) <{indexing_maps = [#map21, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg525: i64, %arg526: f32, %arg527: f32):
      %820 = "arith.sitofp"(%arg525) : (i64) -> f32
      %821 = "arith.subf"(%820, %arg526) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%821) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %361 = "linalg.generic"(%351, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg523: f32, %arg524: f32):
      %818 = "arith.truncf"(%8) : (f64) -> f32
      %819 = "arith.mulf"(%arg523, %818) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%819) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %362 = "linalg.generic"(%361, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg521: f32, %arg522: f32):
      %817 = "arith.addf"(%arg521, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%817) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %363 = "linalg.generic"(%362, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg519: f32, %arg520: f32):
      %815 = "arith.truncf"(%9) : (f64) -> f32
      %816 = "arith.mulf"(%arg519, %815) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%816) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %364 = "linalg.generic"(%259, %360, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg516: f32, %arg517: f32, %arg518: f32):
      %814 = "arith.mulf"(%arg516, %arg517) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%814) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %365 = "linalg.generic"(%364, %363, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg513: f32, %arg514: f32, %arg515: f32):
      %813 = "arith.mulf"(%arg513, %arg514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%813) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %366 = "linalg.generic"(%358, %365, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg510: f32, %arg511: f32, %arg512: f32):
      %812 = "arith.addf"(%arg510, %arg511) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%812) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %367 = "linalg.generic"(%347, %366, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg507: f32, %arg508: f32, %arg509: f32):
      %811 = "arith.mulf"(%arg507, %arg508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%811) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %368 = "tensor.collapse_shape"(%367) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %369 = "linalg.matmul"(%368, %arg30, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg504: f32, %arg505: f32, %arg506: f32):
      %809 = "arith.mulf"(%arg504, %arg505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %810 = "arith.addf"(%arg506, %809) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%810) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %370 = "linalg.transpose"(%368, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg502: f32, %arg503: f32):
      "linalg.yield"(%arg502) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %371 = "linalg.matmul"(%370, %249, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg499: f32, %arg500: f32, %arg501: f32):
      %807 = "arith.mulf"(%arg499, %arg500) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %808 = "arith.addf"(%arg501, %807) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%808) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %372 = "tensor.empty"() : () -> tensor<1x16xf32>
    %373 = "linalg.fill"(%5, %372) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg497: f32, %arg498: f32):
      "linalg.yield"(%arg497) : (f32) -> ()
    }) : (f32, tensor<1x16xf32>) -> tensor<1x16xf32>
    %374 = "linalg.generic"(%368, %373) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg495: f32, %arg496: f32):
      %806 = "arith.addf"(%arg495, %arg496) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%806) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %375 = "tensor.collapse_shape"(%374) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %376 = "tensor.expand_shape"(%369) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %377 = "linalg.generic"(%376, %arg20, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg492: f32, %arg493: f32, %arg494: f32):
      %805 = "arith.mulf"(%arg492, %arg493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%805) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %378 = "linalg.generic"(%377, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg490: f32, %arg491: f32):
      %804 = "arith.mulf"(%arg490, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%804) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %379 = "linalg.generic"(%377, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg488: f32, %arg489: f32):
      %803 = "arith.addf"(%arg488, %arg489) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%803) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %380 = "linalg.generic"(%377, %245, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg485: f32, %arg486: f32, %arg487: f32):
      %802 = "arith.mulf"(%arg485, %arg486) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%802) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %381 = "linalg.generic"(%380, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg483: f32, %arg484: f32):
      %801 = "arith.addf"(%arg483, %arg484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%801) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %382 = "linalg.generic"(%245, %381, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg480: f32, %arg481: f32, %arg482: f32):
      %800 = "arith.mulf"(%arg480, %arg481) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%800) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %383 = "linalg.generic"(%378, %379, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg477: f32, %arg478: f32, %arg479: f32):
      %799 = "arith.subf"(%arg477, %arg478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%799) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %384 = "linalg.generic"(%383, %382, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg474: f32, %arg475: f32, %arg476: f32):
      %798 = "arith.subf"(%arg474, %arg475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%798) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %385 = "linalg.generic"(%243, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg472: f32, %arg473: f32):
      %797 = "arith.divf"(%arg472, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%797) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %386 = "linalg.generic"(%385, %384, %20) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg469: f32, %arg470: f32, %arg471: f32):
      %796 = "arith.mulf"(%arg469, %arg470) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%796) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %387 = "linalg.generic"(%376, %245, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg466: f32, %arg467: f32, %arg468: f32):
      %795 = "arith.mulf"(%arg466, %arg467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%795) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %388 = "linalg.generic"(%387, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg464: f32, %arg465: f32):
      %794 = "arith.addf"(%arg464, %arg465) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%794) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %389 = "linalg.generic"(%376, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg462: f32, %arg463: f32):
      %793 = "arith.addf"(%arg462, %arg463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%793) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %390 = "tensor.collapse_shape"(%386) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %391 = "linalg.matmul"(%390, %arg28, %117) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg459: f32, %arg460: f32, %arg461: f32):
      %791 = "arith.mulf"(%arg459, %arg460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %792 = "arith.addf"(%arg461, %791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%792) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %392 = "linalg.transpose"(%390, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg457: f32, %arg458: f32):
      "linalg.yield"(%arg457) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %393 = "linalg.matmul"(%392, %226, %117) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg454: f32, %arg455: f32, %arg456: f32):
      %789 = "arith.mulf"(%arg454, %arg455) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %790 = "arith.addf"(%arg456, %789) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%790) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %394 = "linalg.generic"(%390, %373) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg452: f32, %arg453: f32):
      %788 = "arith.addf"(%arg452, %arg453) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%788) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %395 = "tensor.collapse_shape"(%394) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %396 = "tensor.expand_shape"(%391) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %397 = "linalg.generic"(%215, %215, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg449: f32, %arg450: f32, %arg451: f32):
      %787 = "arith.mulf"(%arg449, %arg450) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%787) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %398 = "linalg.generic"(%397, %215, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg446: f32, %arg447: f32, %arg448: f32):
      %786 = "arith.mulf"(%arg446, %arg447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%786) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %399 = "linalg.generic"(%398, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32):
      %784 = "arith.truncf"(%10) : (f64) -> f32
      %785 = "arith.mulf"(%arg444, %784) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%785) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %400 = "linalg.generic"(%215, %399, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg441: f32, %arg442: f32, %arg443: f32):
      %783 = "arith.addf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%783) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %401 = "linalg.generic"(%400, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg439: f32, %arg440: f32):
      %781 = "arith.truncf"(%9) : (f64) -> f32
      %782 = "arith.mulf"(%arg439, %781) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%782) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %402 = "linalg.generic"(%401, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg437: f32, %arg438: f32):
      %780 = "math.tanh"(%arg437) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%780) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %403 = "linalg.generic"(%402, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg435: f32, %arg436: f32):
      %779 = "arith.addf"(%arg435, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%779) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %404 = "linalg.generic"(%403, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg433: f32, %arg434: f32):
      %778 = "arith.mulf"(%arg433, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%778) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %405 = "linalg.generic"(%402, %402, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg430: f32, %arg431: f32, %arg432: f32):
      %777 = "arith.mulf"(%arg430, %arg431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%777) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %406 = "linalg.generic"(%17, %405, %122) <{indexing_maps = [#map21, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg427: i64, %arg428: f32, %arg429: f32):
      %775 = "arith.sitofp"(%arg427) : (i64) -> f32
      %776 = "arith.subf"(%775, %arg428) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%776) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %407 = "linalg.generic"(%397, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg425: f32, %arg426: f32):
      %773 = "arith.truncf"(%8) : (f64) -> f32
      %774 = "arith.mulf"(%arg425, %773) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%774) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %408 = "linalg.generic"(%407, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg423: f32, %arg424: f32):
      %772 = "arith.addf"(%arg423, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%772) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %409 = "linalg.generic"(%408, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg421: f32, %arg422: f32):
      %770 = "arith.truncf"(%9) : (f64) -> f32
      %771 = "arith.mulf"(%arg421, %770) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%771) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %410 = "linalg.generic"(%221, %406, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg418: f32, %arg419: f32, %arg420: f32):
      %769 = "arith.mulf"(%arg418, %arg419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%769) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %411 = "linalg.generic"(%410, %409, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg415: f32, %arg416: f32, %arg417: f32):
      %768 = "arith.mulf"(%arg415, %arg416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%768) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %412 = "linalg.generic"(%404, %411, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg412: f32, %arg413: f32, %arg414: f32):
      %767 = "arith.addf"(%arg412, %arg413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%767) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %413 = "linalg.generic"(%396, %412, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg409: f32, %arg410: f32, %arg411: f32):
      %766 = "arith.mulf"(%arg409, %arg410) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%766) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %414 = "tensor.collapse_shape"(%413) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %415 = "linalg.matmul"(%414, %arg26, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg406: f32, %arg407: f32, %arg408: f32):
      %764 = "arith.mulf"(%arg406, %arg407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %765 = "arith.addf"(%arg408, %764) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%765) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %416 = "linalg.transpose"(%414, %132) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg404: f32, %arg405: f32):
      "linalg.yield"(%arg404) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %417 = "linalg.fill"(%5, %132) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg402: f32, %arg403: f32):
      "linalg.yield"(%arg402) : (f32) -> ()
    }) : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
    %418 = "linalg.matmul"(%416, %211, %417) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg399: f32, %arg400: f32, %arg401: f32):
      %762 = "arith.mulf"(%arg399, %arg400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %763 = "arith.addf"(%arg401, %762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%763) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %419 = "tensor.empty"() : () -> tensor<1x64xf32>
    %420 = "linalg.fill"(%5, %419) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg397: f32, %arg398: f32):
      "linalg.yield"(%arg397) : (f32) -> ()
    }) : (f32, tensor<1x64xf32>) -> tensor<1x64xf32>
    %421 = "linalg.generic"(%414, %420) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg395: f32, %arg396: f32):
      %761 = "arith.addf"(%arg395, %arg396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%761) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %422 = "tensor.collapse_shape"(%421) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %423 = "tensor.expand_shape"(%415) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %424 = "linalg.generic"(%386, %423, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32, %arg394: f32):
      %760 = "arith.addf"(%arg392, %arg393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%760) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %425 = "linalg.generic"(%424, %arg18, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32, %arg391: f32):
      %759 = "arith.mulf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%759) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %426 = "linalg.generic"(%425, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: f32, %arg388: f32):
      %758 = "arith.mulf"(%arg387, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%758) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %427 = "linalg.generic"(%425, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg385: f32, %arg386: f32):
      %757 = "arith.addf"(%arg385, %arg386) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%757) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %428 = "linalg.generic"(%425, %207, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg382: f32, %arg383: f32, %arg384: f32):
      %756 = "arith.mulf"(%arg382, %arg383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%756) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %429 = "linalg.generic"(%428, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg380: f32, %arg381: f32):
      %755 = "arith.addf"(%arg380, %arg381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%755) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %430 = "linalg.generic"(%207, %429, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg377: f32, %arg378: f32, %arg379: f32):
      %754 = "arith.mulf"(%arg377, %arg378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%754) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %431 = "linalg.generic"(%426, %427, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg374: f32, %arg375: f32, %arg376: f32):
      %753 = "arith.subf"(%arg374, %arg375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%753) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %432 = "linalg.generic"(%431, %430, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg371: f32, %arg372: f32, %arg373: f32):
      %752 = "arith.subf"(%arg371, %arg372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%752) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %433 = "linalg.generic"(%205, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32):
      %751 = "arith.divf"(%arg369, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%751) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %434 = "linalg.generic"(%433, %432, %20) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg366: f32, %arg367: f32, %arg368: f32):
      %750 = "arith.mulf"(%arg366, %arg367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%750) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %435 = "linalg.generic"(%424, %207, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg363: f32, %arg364: f32, %arg365: f32):
      %749 = "arith.mulf"(%arg363, %arg364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%749) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %436 = "linalg.generic"(%435, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg361: f32, %arg362: f32):
      %748 = "arith.addf"(%arg361, %arg362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%748) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %437 = "linalg.generic"(%424, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg359: f32, %arg360: f32):
      %747 = "arith.addf"(%arg359, %arg360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%747) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %438 = "tensor.collapse_shape"(%434) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %439 = "linalg.matmul"(%438, %arg24, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg356: f32, %arg357: f32, %arg358: f32):
      %745 = "arith.mulf"(%arg356, %arg357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %746 = "arith.addf"(%arg358, %745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%746) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %440 = "linalg.transpose"(%438, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg354: f32, %arg355: f32):
      "linalg.yield"(%arg354) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %441 = "linalg.matmul"(%440, %188, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg351: f32, %arg352: f32, %arg353: f32):
      %743 = "arith.mulf"(%arg351, %arg352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %744 = "arith.addf"(%arg353, %743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%744) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %442 = "linalg.generic"(%438, %373) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg349: f32, %arg350: f32):
      %742 = "arith.addf"(%arg349, %arg350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%742) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %443 = "tensor.collapse_shape"(%442) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %444 = "tensor.expand_shape"(%439) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %445 = "linalg.transpose"(%444, %58) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg347: f32, %arg348: f32):
      "linalg.yield"(%arg347) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %446 = "tensor.collapse_shape"(%445) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %447 = "linalg.transpose"(%182, %66) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg345: f32, %arg346: f32):
      "linalg.yield"(%arg345) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %448 = "linalg.batch_matmul"(%447, %446, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg342: f32, %arg343: f32, %arg344: f32):
      %740 = "arith.mulf"(%arg342, %arg343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %741 = "arith.addf"(%arg344, %740) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%741) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %449 = "linalg.transpose"(%183, %66) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg340: f32, %arg341: f32):
      "linalg.yield"(%arg340) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %450 = "linalg.batch_matmul"(%446, %449, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
      %738 = "arith.mulf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %739 = "arith.addf"(%arg339, %738) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%739) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %451 = "tensor.expand_shape"(%448) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %452 = "tensor.expand_shape"(%450) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %453 = "linalg.generic"(%452, %181, %58) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg334: f32, %arg335: f32, %arg336: f32):
      %737 = "arith.mulf"(%arg334, %arg335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%737) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %454 = "linalg.generic"(%453, %80) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg332: f32, %arg333: f32):
      %736 = "arith.addf"(%arg332, %arg333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%736) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %455 = "linalg.generic"(%181, %454, %58) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg329: f32, %arg330: f32, %arg331: f32):
      %735 = "arith.mulf"(%arg329, %arg330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%735) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %456 = "linalg.generic"(%453, %455, %58) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg326: f32, %arg327: f32, %arg328: f32):
      %734 = "arith.subf"(%arg326, %arg327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%734) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %457 = "linalg.generic"(%456, %58) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      %732 = "arith.truncf"(%11) : (f64) -> f32
      %733 = "arith.divf"(%arg324, %732) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%733) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %458 = "tensor.collapse_shape"(%457) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %459 = "linalg.transpose"(%171, %66) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg322: f32, %arg323: f32):
      "linalg.yield"(%arg322) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %460 = "linalg.batch_matmul"(%459, %458, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg319: f32, %arg320: f32, %arg321: f32):
      %730 = "arith.mulf"(%arg319, %arg320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %731 = "arith.addf"(%arg321, %730) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%731) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %461 = "linalg.transpose"(%172, %66) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg317: f32, %arg318: f32):
      "linalg.yield"(%arg317) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %462 = "linalg.batch_matmul"(%458, %461, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg314: f32, %arg315: f32, %arg316: f32):
      %728 = "arith.mulf"(%arg314, %arg315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %729 = "arith.addf"(%arg316, %728) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%729) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %463 = "tensor.expand_shape"(%460) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %464 = "tensor.expand_shape"(%462) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %465 = "linalg.transpose"(%451, %87) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg312: f32, %arg313: f32):
      "linalg.yield"(%arg312) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %466 = "tensor.collapse_shape"(%465) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %467 = "linalg.transpose"(%463, %87) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg310: f32, %arg311: f32):
      "linalg.yield"(%arg310) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %468 = "tensor.collapse_shape"(%467) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %469 = "linalg.transpose"(%464, %87) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg308: f32, %arg309: f32):
      "linalg.yield"(%arg308) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %470 = "tensor.collapse_shape"(%469) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %471 = "tensor.concat"(%470, %468, %466) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %472 = "tensor.collapse_shape"(%471) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %473 = "linalg.matmul"(%472, %arg22, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg305: f32, %arg306: f32, %arg307: f32):
      %726 = "arith.mulf"(%arg305, %arg306) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %727 = "arith.addf"(%arg307, %726) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%727) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %474 = "tensor.empty"() : () -> tensor<48x16xf32>
    %475 = "linalg.transpose"(%472, %474) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg303: f32, %arg304: f32):
      "linalg.yield"(%arg303) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %476 = "linalg.fill"(%5, %474) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32):
      "linalg.yield"(%arg301) : (f32) -> ()
    }) : (f32, tensor<48x16xf32>) -> tensor<48x16xf32>
    %477 = "linalg.matmul"(%475, %157, %476) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32, %arg300: f32):
      %724 = "arith.mulf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %725 = "arith.addf"(%arg300, %724) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%725) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %478 = "tensor.empty"() : () -> tensor<1x48xf32>
    %479 = "linalg.fill"(%5, %478) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg296: f32, %arg297: f32):
      "linalg.yield"(%arg296) : (f32) -> ()
    }) : (f32, tensor<1x48xf32>) -> tensor<1x48xf32>
    %480 = "linalg.generic"(%472, %479) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg294: f32, %arg295: f32):
      %723 = "arith.addf"(%arg294, %arg295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%723) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %481 = "tensor.collapse_shape"(%480) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %482 = "tensor.expand_shape"(%473) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %483 = "linalg.generic"(%434, %482, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg291: f32, %arg292: f32, %arg293: f32):
      %722 = "arith.addf"(%arg291, %arg292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%722) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %484 = "linalg.generic"(%483, %arg8, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg288: f32, %arg289: f32, %arg290: f32):
      %721 = "arith.mulf"(%arg288, %arg289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%721) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %485 = "linalg.generic"(%484, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg286: f32, %arg287: f32):
      %720 = "arith.mulf"(%arg286, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%720) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %486 = "linalg.generic"(%484, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg284: f32, %arg285: f32):
      %719 = "arith.addf"(%arg284, %arg285) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%719) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %487 = "linalg.generic"(%484, %153, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32, %arg283: f32):
      %718 = "arith.mulf"(%arg281, %arg282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%718) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %488 = "linalg.generic"(%487, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg279: f32, %arg280: f32):
      %717 = "arith.addf"(%arg279, %arg280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%717) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %489 = "linalg.generic"(%153, %488, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg276: f32, %arg277: f32, %arg278: f32):
      %716 = "arith.mulf"(%arg276, %arg277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%716) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %490 = "linalg.generic"(%485, %486, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg273: f32, %arg274: f32, %arg275: f32):
      %715 = "arith.subf"(%arg273, %arg274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%715) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %491 = "linalg.generic"(%490, %489, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg270: f32, %arg271: f32, %arg272: f32):
      %714 = "arith.subf"(%arg270, %arg271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%714) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %492 = "linalg.generic"(%151, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg268: f32, %arg269: f32):
      %713 = "arith.divf"(%arg268, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%713) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %493 = "linalg.generic"(%492, %491, %20) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg265: f32, %arg266: f32, %arg267: f32):
      %712 = "arith.mulf"(%arg265, %arg266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%712) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %494 = "linalg.generic"(%483, %153, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %711 = "arith.mulf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%711) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %495 = "linalg.generic"(%494, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      %710 = "arith.addf"(%arg260, %arg261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%710) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %496 = "linalg.generic"(%483, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32):
      %709 = "arith.addf"(%arg258, %arg259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%709) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %497 = "tensor.collapse_shape"(%493) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %498 = "linalg.matmul"(%497, %arg16, %117) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg255: f32, %arg256: f32, %arg257: f32):
      %707 = "arith.mulf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %708 = "arith.addf"(%arg257, %707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%708) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %499 = "linalg.transpose"(%497, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg253: f32, %arg254: f32):
      "linalg.yield"(%arg253) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %500 = "linalg.matmul"(%499, %134, %117) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg250: f32, %arg251: f32, %arg252: f32):
      %705 = "arith.mulf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %706 = "arith.addf"(%arg252, %705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%706) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %501 = "linalg.generic"(%497, %373) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg248: f32, %arg249: f32):
      %704 = "arith.addf"(%arg248, %arg249) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%704) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %502 = "tensor.collapse_shape"(%501) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %503 = "tensor.expand_shape"(%498) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %504 = "linalg.generic"(%121, %121, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg245: f32, %arg246: f32, %arg247: f32):
      %703 = "arith.mulf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%703) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %505 = "linalg.generic"(%504, %121, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32, %arg244: f32):
      %702 = "arith.mulf"(%arg242, %arg243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%702) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %506 = "linalg.generic"(%505, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg240: f32, %arg241: f32):
      %700 = "arith.truncf"(%10) : (f64) -> f32
      %701 = "arith.mulf"(%arg240, %700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%701) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %507 = "linalg.generic"(%121, %506, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32, %arg239: f32):
      %699 = "arith.addf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%699) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %508 = "linalg.generic"(%507, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32):
      %697 = "arith.truncf"(%9) : (f64) -> f32
      %698 = "arith.mulf"(%arg235, %697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%698) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %509 = "linalg.generic"(%508, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32):
      %696 = "math.tanh"(%arg233) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%696) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %510 = "linalg.generic"(%509, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg231: f32, %arg232: f32):
      %695 = "arith.addf"(%arg231, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%695) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %511 = "linalg.generic"(%510, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg229: f32, %arg230: f32):
      %694 = "arith.mulf"(%arg229, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%694) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %512 = "linalg.generic"(%509, %509, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg226: f32, %arg227: f32, %arg228: f32):
      %693 = "arith.mulf"(%arg226, %arg227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%693) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %513 = "linalg.generic"(%17, %512, %122) <{indexing_maps = [#map21, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg223: i64, %arg224: f32, %arg225: f32):
      %691 = "arith.sitofp"(%arg223) : (i64) -> f32
      %692 = "arith.subf"(%691, %arg224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%692) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %514 = "linalg.generic"(%504, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg221: f32, %arg222: f32):
      %689 = "arith.truncf"(%8) : (f64) -> f32
      %690 = "arith.mulf"(%arg221, %689) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%690) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %515 = "linalg.generic"(%514, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32):
      %688 = "arith.addf"(%arg219, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%688) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %516 = "linalg.generic"(%515, %122) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32):
      %686 = "arith.truncf"(%9) : (f64) -> f32
      %687 = "arith.mulf"(%arg217, %686) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%687) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %517 = "linalg.generic"(%128, %513, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32, %arg216: f32):
      %685 = "arith.mulf"(%arg214, %arg215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%685) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %518 = "linalg.generic"(%517, %516, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32, %arg213: f32):
      %684 = "arith.mulf"(%arg211, %arg212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%684) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %519 = "linalg.generic"(%511, %518, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32, %arg210: f32):
      %683 = "arith.addf"(%arg208, %arg209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%683) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %520 = "linalg.generic"(%503, %519, %122) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg205: f32, %arg206: f32, %arg207: f32):
      %682 = "arith.mulf"(%arg205, %arg206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%682) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %521 = "tensor.collapse_shape"(%520) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %522 = "linalg.matmul"(%521, %arg14, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32, %arg204: f32):
      %680 = "arith.mulf"(%arg202, %arg203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %681 = "arith.addf"(%arg204, %680) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%681) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %523 = "linalg.transpose"(%521, %132) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg200: f32, %arg201: f32):
      "linalg.yield"(%arg200) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %524 = "linalg.matmul"(%523, %116, %417) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32, %arg199: f32):
      %678 = "arith.mulf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %679 = "arith.addf"(%arg199, %678) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%679) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %525 = "linalg.generic"(%521, %420) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f32, %arg196: f32):
      %677 = "arith.addf"(%arg195, %arg196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%677) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %526 = "tensor.collapse_shape"(%525) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %527 = "tensor.expand_shape"(%522) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %528 = "linalg.generic"(%493, %527, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32, %arg194: f32):
      %676 = "arith.addf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%676) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %529 = "linalg.generic"(%528, %arg6, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %675 = "arith.mulf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%675) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %530 = "linalg.generic"(%529, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      %674 = "arith.mulf"(%arg187, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%674) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %531 = "linalg.generic"(%529, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      %673 = "arith.addf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%673) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %532 = "linalg.generic"(%529, %111, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg182: f32, %arg183: f32, %arg184: f32):
      %672 = "arith.mulf"(%arg182, %arg183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%672) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %533 = "linalg.generic"(%532, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32):
      %671 = "arith.addf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%671) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %534 = "linalg.generic"(%111, %533, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32, %arg179: f32):
      %670 = "arith.mulf"(%arg177, %arg178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%670) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %535 = "linalg.generic"(%530, %531, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32, %arg176: f32):
      %669 = "arith.subf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%669) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %536 = "linalg.generic"(%535, %534, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32, %arg173: f32):
      %668 = "arith.subf"(%arg171, %arg172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%668) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %537 = "linalg.generic"(%109, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      %667 = "arith.divf"(%arg169, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%667) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %538 = "linalg.generic"(%537, %536, %20) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %666 = "arith.mulf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%666) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %539 = "linalg.generic"(%528, %111, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32, %arg165: f32):
      %665 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%665) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %540 = "linalg.generic"(%539, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32):
      %664 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%664) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %541 = "linalg.generic"(%528, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      %663 = "arith.addf"(%arg159, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%663) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %542 = "tensor.collapse_shape"(%538) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %543 = "linalg.matmul"(%542, %arg12, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg156: f32, %arg157: f32, %arg158: f32):
      %661 = "arith.mulf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %662 = "arith.addf"(%arg158, %661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%662) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %544 = "linalg.transpose"(%542, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg154: f32, %arg155: f32):
      "linalg.yield"(%arg154) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %545 = "linalg.matmul"(%544, %91, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
      %659 = "arith.mulf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %660 = "arith.addf"(%arg153, %659) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%660) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %546 = "linalg.generic"(%542, %373) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      %658 = "arith.addf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%658) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %547 = "tensor.collapse_shape"(%546) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %548 = "tensor.expand_shape"(%543) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %549 = "linalg.transpose"(%548, %58) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      "linalg.yield"(%arg147) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %550 = "tensor.collapse_shape"(%549) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %551 = "linalg.transpose"(%83, %66) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      "linalg.yield"(%arg145) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %552 = "linalg.batch_matmul"(%551, %550, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32, %arg144: f32):
      %656 = "arith.mulf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %657 = "arith.addf"(%arg144, %656) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%657) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %553 = "linalg.transpose"(%84, %66) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32):
      "linalg.yield"(%arg140) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %554 = "linalg.batch_matmul"(%550, %553, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32, %arg139: f32):
      %654 = "arith.mulf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %655 = "arith.addf"(%arg139, %654) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%655) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %555 = "tensor.expand_shape"(%552) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %556 = "tensor.expand_shape"(%554) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %557 = "linalg.generic"(%556, %82, %58) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32, %arg136: f32):
      %653 = "arith.mulf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%653) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %558 = "linalg.generic"(%557, %80) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32):
      %652 = "arith.addf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%652) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %559 = "linalg.generic"(%82, %558, %58) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
      %651 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%651) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %560 = "linalg.generic"(%557, %559, %58) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32, %arg128: f32):
      %650 = "arith.subf"(%arg126, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%650) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %561 = "linalg.generic"(%560, %58) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32):
      %648 = "arith.truncf"(%11) : (f64) -> f32
      %649 = "arith.divf"(%arg124, %648) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%649) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %562 = "tensor.collapse_shape"(%561) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %563 = "linalg.transpose"(%64, %66) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32):
      "linalg.yield"(%arg122) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %564 = "linalg.batch_matmul"(%563, %562, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %646 = "arith.mulf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %647 = "arith.addf"(%arg121, %646) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%647) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %565 = "linalg.transpose"(%65, %66) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32):
      "linalg.yield"(%arg117) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %566 = "linalg.batch_matmul"(%562, %565, %67) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
      %644 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %645 = "arith.addf"(%arg116, %644) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%645) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %567 = "tensor.expand_shape"(%564) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %568 = "tensor.expand_shape"(%566) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %569 = "linalg.transpose"(%555, %87) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      "linalg.yield"(%arg112) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %570 = "tensor.collapse_shape"(%569) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %571 = "linalg.transpose"(%567, %87) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %572 = "tensor.collapse_shape"(%571) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %573 = "linalg.transpose"(%568, %87) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %574 = "tensor.collapse_shape"(%573) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %575 = "tensor.concat"(%574, %572, %570) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %576 = "tensor.collapse_shape"(%575) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %577 = "linalg.matmul"(%576, %arg10, %92) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
      %642 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %643 = "arith.addf"(%arg107, %642) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%643) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %578 = "linalg.transpose"(%576, %474) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg103: f32, %arg104: f32):
      "linalg.yield"(%arg103) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %579 = "linalg.matmul"(%578, %48, %476) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32, %arg102: f32):
      %640 = "arith.mulf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %641 = "arith.addf"(%arg102, %640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%641) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %580 = "linalg.generic"(%576, %479) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      %639 = "arith.addf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%639) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %581 = "tensor.collapse_shape"(%580) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %582 = "tensor.expand_shape"(%577) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %583 = "linalg.generic"(%538, %582, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32, %arg97: f32):
      %638 = "arith.addf"(%arg95, %arg96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%638) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %584 = "linalg.generic"(%583, %arg4, %20) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32, %arg94: f32):
      %637 = "arith.mulf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%637) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %585 = "linalg.generic"(%584, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %636 = "arith.mulf"(%arg90, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%636) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %586 = "linalg.generic"(%584, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %635 = "arith.addf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%635) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %587 = "linalg.generic"(%584, %43, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %634 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%634) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %588 = "linalg.generic"(%587, %37) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      %633 = "arith.addf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%633) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %589 = "linalg.generic"(%43, %588, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %632 = "arith.mulf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%632) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %590 = "linalg.generic"(%585, %586, %20) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
      %631 = "arith.subf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%631) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %591 = "linalg.generic"(%590, %589, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32, %arg76: f32):
      %630 = "arith.subf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%630) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %592 = "linalg.generic"(%41, %35) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %629 = "arith.divf"(%arg72, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%629) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %593 = "linalg.generic"(%592, %591, %20) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %628 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%628) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %594 = "linalg.generic"(%583, %43, %20) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %627 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%627) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %595 = "linalg.generic"(%594, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      %626 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%626) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %596 = "linalg.generic"(%583, %310) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      %625 = "arith.addf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%625) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %597 = "tensor.empty"() : () -> tensor<1x8x16xf32>
    %598 = "linalg.fill"(%5, %597) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      "linalg.yield"(%arg60) : (f32) -> ()
    }) : (f32, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %599 = "linalg.generic"(%593, %598) <{indexing_maps = [#map2, #map22], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      %624 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%624) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %600 = "tensor.collapse_shape"(%599) <{reassociation = [[0, 1], [2]]}> : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %601 = "tensor.expand_shape"(%19) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xi64>) -> tensor<8x1xi64>
    %602 = "tensor.empty"() : () -> tensor<8x8xi1>
    %603 = "linalg.generic"(%601, %19, %602) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: i64, %arg56: i64, %arg57: i1):
      %623 = "arith.cmpi"(%arg55, %arg56) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%623) : (i1) -> ()
    }) : (tensor<8x1xi64>, tensor<8xi64>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %604 = "tensor.empty"() : () -> tensor<8x8xf32>
    %605 = "linalg.generic"(%603, %604) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: i1, %arg54: f32):
      %622 = "arith.uitofp"(%arg53) : (i1) -> f32
      "linalg.yield"(%622) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %606 = "linalg.transpose"(%605, %604) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %607 = "linalg.fill"(%5, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %608 = "linalg.matmul"(%606, %600, %607) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
      %620 = "arith.mulf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %621 = "arith.addf"(%arg48, %620) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%621) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %609 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<2x8xi64>) -> tensor<16xi64>
    %610 = "tensor.expand_shape"(%609) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %611 = "linalg.generic"(%610, %305, %306) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: i64, %arg44: i64, %arg45: i1):
      %619 = "arith.cmpi"(%arg43, %arg44) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%619) : (i1) -> ()
    }) : (tensor<16x1xi64>, tensor<32xi64>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %612 = "linalg.generic"(%611, %279) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: i1, %arg42: f32):
      %618 = "arith.uitofp"(%arg41) : (i1) -> f32
      "linalg.yield"(%618) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %613 = "tensor.collapse_shape"(%593) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %614 = "linalg.transpose"(%612, %329) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %615 = "linalg.matmul"(%614, %613, %331) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %616 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %617 = "arith.addf"(%arg38, %616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%617) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%318, %615, %608, %595, %596, %540, %541, %495, %496, %579, %581, %545, %547, %524, %526, %500, %502, %436, %437, %388, %389, %477, %481, %441, %443, %418, %422, %393, %395, %371, %375, %349, %350, %332, %336) : (tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>) -> ()
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
  // input 0: ids
  %e0 = tensor.empty() : tensor<2x8xi64>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e0 : tensor<2x8xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 0 : index
    %t37 = arith.muli %lin2, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %cr = arith.constant 32 : index
    %r = arith.remui %h, %cr : index
    %v = arith.index_cast %r : index to i64
    linalg.yield %v : i64
  } -> tensor<2x8xi64>
  // input 1: labels
  %e1 = tensor.empty() : tensor<2x8xi64>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e1 : tensor<2x8xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 2 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 11 : index
    %t37 = arith.muli %lin2, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %cr = arith.constant 32 : index
    %r = arith.remui %h, %cr : index
    %v = arith.index_cast %r : index to i64
    linalg.yield %v : i64
  } -> tensor<2x8xi64>
  // input 2: tok.weight
  %e2 = tensor.empty() : tensor<32x16xf32>
  %in2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<32x16xf32>) {
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
    %ck = arith.constant 22 : index
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
  // input 3: pos.weight
  %e3 = tensor.empty() : tensor<8x16xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e3 : tensor<8x16xf32>) {
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
    %ck = arith.constant 33 : index
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
  } -> tensor<8x16xf32>
  // input 4: ln.weight
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 5: ln.bias
  %e5 = tensor.empty() : tensor<16xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e5 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 55 : index
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
  // input 6: blocks.0.ln1.weight
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
  // input 7: blocks.0.ln1.bias
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
  // input 8: blocks.0.ln2.weight
  %e8 = tensor.empty() : tensor<16xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e8 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 88 : index
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
  // input 9: blocks.0.ln2.bias
  %e9 = tensor.empty() : tensor<16xf32>
  %in9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e9 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 10: blocks.0.attn.qkv.weight
  %e10 = tensor.empty() : tensor<48x16xf32>
  %in10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e10 : tensor<48x16xf32>) {
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
  } -> tensor<48x16xf32>
  // input 11: blocks.0.attn.qkv.bias
  %e11 = tensor.empty() : tensor<48xf32>
  %in11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e11 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
  } -> tensor<48xf32>
  // input 12: blocks.0.attn.proj.weight
  %e12 = tensor.empty() : tensor<16x16xf32>
  %in12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e12 : tensor<16x16xf32>) {
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
    %ck = arith.constant 132 : index
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
  // input 13: blocks.0.attn.proj.bias
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
  // input 14: blocks.0.fc1.weight
  %e14 = tensor.empty() : tensor<64x16xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e14 : tensor<64x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64x16xf32>
  // input 15: blocks.0.fc1.bias
  %e15 = tensor.empty() : tensor<64xf32>
  %in15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e15 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 16: blocks.0.fc2.weight
  %e16 = tensor.empty() : tensor<16x64xf32>
  %in16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e16 : tensor<16x64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
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
    %sc = arith.constant 2.500000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x64xf32>
  // input 17: blocks.0.fc2.bias
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
  // input 18: blocks.1.ln1.weight
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
  // input 19: blocks.1.ln1.bias
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
  // input 20: blocks.1.ln2.weight
  %e20 = tensor.empty() : tensor<16xf32>
  %in20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e20 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 220 : index
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
  // input 21: blocks.1.ln2.bias
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
    linalg.yield %v0 : f32
  } -> tensor<16xf32>
  // input 22: blocks.1.attn.qkv.weight
  %e22 = tensor.empty() : tensor<48x16xf32>
  %in22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e22 : tensor<48x16xf32>) {
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
  } -> tensor<48x16xf32>
  // input 23: blocks.1.attn.qkv.bias
  %e23 = tensor.empty() : tensor<48xf32>
  %in23 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e23 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
  } -> tensor<48xf32>
  // input 24: blocks.1.attn.proj.weight
  %e24 = tensor.empty() : tensor<16x16xf32>
  %in24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e24 : tensor<16x16xf32>) {
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
    %ck = arith.constant 264 : index
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
  // input 25: blocks.1.attn.proj.bias
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
  // input 26: blocks.1.fc1.weight
  %e26 = tensor.empty() : tensor<64x16xf32>
  %in26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e26 : tensor<64x16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64x16xf32>
  // input 27: blocks.1.fc1.bias
  %e27 = tensor.empty() : tensor<64xf32>
  %in27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e27 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 28: blocks.1.fc2.weight
  %e28 = tensor.empty() : tensor<16x64xf32>
  %in28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e28 : tensor<16x64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
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
    %sc = arith.constant 2.500000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x64xf32>
  // input 29: blocks.1.fc2.bias
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
  // input 30: head.weight
  %e30 = tensor.empty() : tensor<16x16xf32>
  %in30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e30 : tensor<16x16xf32>) {
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
    %ck = arith.constant 330 : index
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
  // input 31: head.bias
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
  // input 32: head_ln.weight
  %e32 = tensor.empty() : tensor<16xf32>
  %in32 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e32 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 352 : index
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
  // input 33: head_ln.bias
  %e33 = tensor.empty() : tensor<16xf32>
  %in33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e33 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 34: decoder.weight
  %e34 = tensor.empty() : tensor<32x16xf32>
  %in34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e34 : tensor<32x16xf32>) {
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
    %ck = arith.constant 374 : index
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
  // input 35: decoder.bias
  %e35 = tensor.empty() : tensor<32xf32>
  %in35 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e35 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 385 : index
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
  call @remat_rt_reset_peak() : () -> ()
  %res:35 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18, %in19, %in20, %in21, %in22, %in23, %in24, %in25, %in26, %in27, %in28, %in29, %in30, %in31, %in32, %in33, %in34, %in35) : (tensor<2x8xi64>, tensor<2x8xi64>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>) -> (tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<32x16xf32> to memref<32x16xf32>
  %u1 = memref.cast %b1 : memref<32x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<8x16xf32> to memref<8x16xf32>
  %u2 = memref.cast %b2 : memref<8x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<16xf32> to memref<16xf32>
  %u3 = memref.cast %b3 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<16xf32> to memref<16xf32>
  %u4 = memref.cast %b4 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<16xf32> to memref<16xf32>
  %u5 = memref.cast %b5 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<16xf32> to memref<16xf32>
  %u6 = memref.cast %b6 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<16xf32> to memref<16xf32>
  %u7 = memref.cast %b7 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<16xf32> to memref<16xf32>
  %u8 = memref.cast %b8 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %b9 = bufferization.to_buffer %res#9 : tensor<48x16xf32> to memref<48x16xf32>
  %u9 = memref.cast %b9 : memref<48x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u9) : (memref<*xf32>) -> ()
  %b10 = bufferization.to_buffer %res#10 : tensor<48xf32> to memref<48xf32>
  %u10 = memref.cast %b10 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u10) : (memref<*xf32>) -> ()
  %b11 = bufferization.to_buffer %res#11 : tensor<16x16xf32> to memref<16x16xf32>
  %u11 = memref.cast %b11 : memref<16x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %b12 = bufferization.to_buffer %res#12 : tensor<16xf32> to memref<16xf32>
  %u12 = memref.cast %b12 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u12) : (memref<*xf32>) -> ()
  %b13 = bufferization.to_buffer %res#13 : tensor<64x16xf32> to memref<64x16xf32>
  %u13 = memref.cast %b13 : memref<64x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %b14 = bufferization.to_buffer %res#14 : tensor<64xf32> to memref<64xf32>
  %u14 = memref.cast %b14 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u14) : (memref<*xf32>) -> ()
  %b15 = bufferization.to_buffer %res#15 : tensor<16x64xf32> to memref<16x64xf32>
  %u15 = memref.cast %b15 : memref<16x64xf32> to memref<*xf32>
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
  %b19 = bufferization.to_buffer %res#19 : tensor<16xf32> to memref<16xf32>
  %u19 = memref.cast %b19 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u19) : (memref<*xf32>) -> ()
  %b20 = bufferization.to_buffer %res#20 : tensor<16xf32> to memref<16xf32>
  %u20 = memref.cast %b20 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u20) : (memref<*xf32>) -> ()
  %b21 = bufferization.to_buffer %res#21 : tensor<48x16xf32> to memref<48x16xf32>
  %u21 = memref.cast %b21 : memref<48x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u21) : (memref<*xf32>) -> ()
  %b22 = bufferization.to_buffer %res#22 : tensor<48xf32> to memref<48xf32>
  %u22 = memref.cast %b22 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u22) : (memref<*xf32>) -> ()
  %b23 = bufferization.to_buffer %res#23 : tensor<16x16xf32> to memref<16x16xf32>
  %u23 = memref.cast %b23 : memref<16x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u23) : (memref<*xf32>) -> ()
  %b24 = bufferization.to_buffer %res#24 : tensor<16xf32> to memref<16xf32>
  %u24 = memref.cast %b24 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u24) : (memref<*xf32>) -> ()
  %b25 = bufferization.to_buffer %res#25 : tensor<64x16xf32> to memref<64x16xf32>
  %u25 = memref.cast %b25 : memref<64x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u25) : (memref<*xf32>) -> ()
  %b26 = bufferization.to_buffer %res#26 : tensor<64xf32> to memref<64xf32>
  %u26 = memref.cast %b26 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u26) : (memref<*xf32>) -> ()
  %b27 = bufferization.to_buffer %res#27 : tensor<16x64xf32> to memref<16x64xf32>
  %u27 = memref.cast %b27 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u27) : (memref<*xf32>) -> ()
  %b28 = bufferization.to_buffer %res#28 : tensor<16xf32> to memref<16xf32>
  %u28 = memref.cast %b28 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u28) : (memref<*xf32>) -> ()
  %b29 = bufferization.to_buffer %res#29 : tensor<16x16xf32> to memref<16x16xf32>
  %u29 = memref.cast %b29 : memref<16x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u29) : (memref<*xf32>) -> ()
  %b30 = bufferization.to_buffer %res#30 : tensor<16xf32> to memref<16xf32>
  %u30 = memref.cast %b30 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u30) : (memref<*xf32>) -> ()
  %b31 = bufferization.to_buffer %res#31 : tensor<16xf32> to memref<16xf32>
  %u31 = memref.cast %b31 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u31) : (memref<*xf32>) -> ()
  %b32 = bufferization.to_buffer %res#32 : tensor<16xf32> to memref<16xf32>
  %u32 = memref.cast %b32 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u32) : (memref<*xf32>) -> ()
  %b33 = bufferization.to_buffer %res#33 : tensor<32x16xf32> to memref<32x16xf32>
  %u33 = memref.cast %b33 : memref<32x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u33) : (memref<*xf32>) -> ()
  %b34 = bufferization.to_buffer %res#34 : tensor<32xf32> to memref<32xf32>
  %u34 = memref.cast %b34 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u34) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
