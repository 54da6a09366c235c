// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/bert.ref.npz --budgets min --rtol 2e-4 --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
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
    %7 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 4.471500e-02 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 7.977240e-01 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "arith.constant"() <{value = 1.341450e-01 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %15 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 2.8284271247461903 : f64}> : () -> f64
    %17 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %18 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %19 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %21 = "tensor.empty"() : () -> tensor<8xi64>
    %22 = "linalg.generic"(%21) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1107: i64):
      %1068 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1069 = "arith.index_cast"(%1068) : (index) -> i64
      "linalg.yield"(%1069) : (i64) -> ()
    }) : (tensor<8xi64>) -> tensor<8xi64>
    %23 = "tensor.empty"() : () -> tensor<2x8x16xf32>
    %24 = "linalg.generic"(%arg0, %23) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1105: i64, %arg1106: f32):
      %1063 = "arith.index_cast"(%arg1105) : (i64) -> index
      %1064 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1065 = "arith.cmpi"(%1063, %3) <{predicate = 2 : i64}> : (index, index) -> i1
      %1066 = "arith.cmpi"(%arg1105, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %1067 = "tensor.extract"(%arg2, %1063, %1064) : (tensor<32x16xf32>, index, index) -> f32
      "linalg.yield"(%1067) : (f32) -> ()
    }) : (tensor<2x8xi64>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %25 = "tensor.empty"() : () -> tensor<8x16xf32>
    %26 = "linalg.generic"(%22, %25) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1103: i64, %arg1104: f32):
      %1058 = "arith.index_cast"(%arg1103) : (i64) -> index
      %1059 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1060 = "arith.cmpi"(%1058, %2) <{predicate = 2 : i64}> : (index, index) -> i1
      %1061 = "arith.cmpi"(%arg1103, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %1062 = "tensor.extract"(%arg3, %1058, %1059) : (tensor<8x16xf32>, index, index) -> f32
      "linalg.yield"(%1062) : (f32) -> ()
    }) : (tensor<8xi64>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %27 = "linalg.generic"(%24, %26, %23) <{indexing_maps = [#map2, #map5, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1100: f32, %arg1101: f32, %arg1102: f32):
      %1057 = "arith.addf"(%arg1100, %arg1101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1057) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %28 = "tensor.empty"() : () -> tensor<2x8x16xf64>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1098: f32, %arg1099: f64):
      %1056 = "arith.extf"(%arg1098) : (f32) -> f64
      "linalg.yield"(%1056) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %30 = "tensor.empty"() : () -> tensor<2x8x1xf64>
    %31 = "linalg.fill"(%4, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1096: f64, %arg1097: f64):
      "linalg.yield"(%arg1096) : (f64) -> ()
    }) : (f64, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %32 = "linalg.generic"(%29, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1094: f64, %arg1095: f64):
      %1055 = "arith.addf"(%arg1094, %arg1095) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1055) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %33 = "linalg.generic"(%32, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1092: f64, %arg1093: f64):
      %1054 = "arith.divf"(%arg1092, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1054) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %34 = "linalg.generic"(%29, %33, %28) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1089: f64, %arg1090: f64, %arg1091: f64):
      %1053 = "arith.subf"(%arg1089, %arg1090) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1053) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %35 = "linalg.generic"(%34, %34, %28) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1086: f64, %arg1087: f64, %arg1088: f64):
      %1052 = "arith.mulf"(%arg1086, %arg1087) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1052) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %36 = "linalg.generic"(%35, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1084: f64, %arg1085: f64):
      %1051 = "arith.addf"(%arg1084, %arg1085) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1051) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %37 = "linalg.generic"(%36, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1082: f64, %arg1083: f64):
      %1050 = "arith.divf"(%arg1082, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1050) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %38 = "tensor.empty"() : () -> tensor<2x8x1xf32>
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1080: f64, %arg1081: f32):
      %1049 = "arith.truncf"(%arg1080) : (f64) -> f32
      "linalg.yield"(%1049) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %40 = "linalg.fill"(%5, %38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1078: f32, %arg1079: f32):
      "linalg.yield"(%arg1078) : (f32) -> ()
    }) : (f32, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %41 = "linalg.generic"(%27, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1076: f32, %arg1077: f32):
      %1048 = "arith.addf"(%arg1076, %arg1077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1048) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %42 = "linalg.generic"(%41, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1074: f32, %arg1075: f32):
      %1047 = "arith.divf"(%arg1074, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1047) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %43 = "linalg.generic"(%39, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1072: f32, %arg1073: f32):
      %1045 = "arith.truncf"(%17) : (f64) -> f32
      %1046 = "arith.addf"(%arg1072, %1045) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1046) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %44 = "linalg.generic"(%43, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32):
      %1044 = "math.rsqrt"(%arg1070) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1044) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %45 = "linalg.generic"(%27, %42, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1067: f32, %arg1068: f32, %arg1069: f32):
      %1043 = "arith.subf"(%arg1067, %arg1068) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1043) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %46 = "linalg.generic"(%45, %44, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1064: f32, %arg1065: f32, %arg1066: f32):
      %1042 = "arith.mulf"(%arg1064, %arg1065) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1042) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %47 = "linalg.generic"(%46, %arg4, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1061: f32, %arg1062: f32, %arg1063: f32):
      %1041 = "arith.mulf"(%arg1061, %arg1062) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1041) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %48 = "linalg.generic"(%47, %arg5, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1058: f32, %arg1059: f32, %arg1060: f32):
      %1040 = "arith.addf"(%arg1058, %arg1059) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1040) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %49 = "tensor.empty"() : () -> tensor<16x48xf32>
    %50 = "linalg.transpose"(%arg10, %49) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1056: f32, %arg1057: f32):
      "linalg.yield"(%arg1056) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %51 = "tensor.collapse_shape"(%48) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %52 = "linalg.fill"(%5, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1054: f32, %arg1055: f32):
      "linalg.yield"(%arg1054) : (f32) -> ()
    }) : (f32, tensor<16x48xf32>) -> tensor<16x48xf32>
    %53 = "linalg.matmul"(%51, %50, %52) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1051: f32, %arg1052: f32, %arg1053: f32):
      %1038 = "arith.mulf"(%arg1051, %arg1052) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1039 = "arith.addf"(%arg1053, %1038) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1039) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %54 = "linalg.generic"(%arg11, %49) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1049: f32, %arg1050: f32):
      "linalg.yield"(%arg1049) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %55 = "linalg.generic"(%53, %54, %49) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1046: f32, %arg1047: f32, %arg1048: f32):
      %1037 = "arith.addf"(%arg1046, %arg1047) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1037) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %56 = "tensor.expand_shape"(%55) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %57 = "tensor.extract_slice"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %58 = "tensor.extract_slice"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %59 = "tensor.extract_slice"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %60 = "tensor.expand_shape"(%57) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %61 = "tensor.empty"() : () -> tensor<2x2x8x8xf32>
    %62 = "linalg.transpose"(%60, %61) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1044: f32, %arg1045: f32):
      "linalg.yield"(%arg1044) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = "tensor.expand_shape"(%58) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %64 = "tensor.expand_shape"(%59) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %65 = "linalg.transpose"(%64, %61) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1042: f32, %arg1043: f32):
      "linalg.yield"(%arg1042) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = "linalg.transpose"(%63, %61) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1040: f32, %arg1041: f32):
      "linalg.yield"(%arg1040) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = "tensor.collapse_shape"(%62) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %68 = "tensor.collapse_shape"(%66) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %69 = "tensor.empty"() : () -> tensor<4x8x8xf32>
    %70 = "linalg.fill"(%5, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1038: f32, %arg1039: f32):
      "linalg.yield"(%arg1038) : (f32) -> ()
    }) : (f32, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %71 = "linalg.batch_matmul"(%67, %68, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1035: f32, %arg1036: f32, %arg1037: f32):
      %1035 = "arith.mulf"(%arg1035, %arg1036) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1036 = "arith.addf"(%arg1037, %1035) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1036) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %72 = "tensor.expand_shape"(%71) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = "linalg.generic"(%72, %61) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1033: f32, %arg1034: f32):
      %1033 = "arith.truncf"(%16) : (f64) -> f32
      %1034 = "arith.divf"(%arg1033, %1033) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1034) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %74 = "tensor.empty"() : () -> tensor<2x2x8xi64>
    %75 = "linalg.fill"(%1, %74) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1031: i64, %arg1032: i64):
      "linalg.yield"(%arg1031) : (i64) -> ()
    }) : (i64, tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %76 = "tensor.empty"() : () -> tensor<2x2x8xf32>
    %77 = "linalg.fill"(%6, %76) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1029: f32, %arg1030: f32):
      "linalg.yield"(%arg1029) : (f32) -> ()
    }) : (f32, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %78:2 = "linalg.generic"(%73, %77, %75) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1026: f32, %arg1027: f32, %arg1028: i64):
      %1028 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1029 = "arith.index_cast"(%1028) : (index) -> i64
      %1030 = "arith.maximumf"(%arg1026, %arg1027) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1031 = "arith.cmpf"(%arg1026, %arg1027) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1032 = "arith.select"(%1031, %1029, %arg1028) : (i1, i64, i64) -> i64
      "linalg.yield"(%1030, %1032) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %79 = "tensor.expand_shape"(%78#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %80 = "linalg.generic"(%73, %79, %61) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1023: f32, %arg1024: f32, %arg1025: f32):
      %1027 = "arith.subf"(%arg1023, %arg1024) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1027) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %81 = "linalg.generic"(%80, %61) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1021: f32, %arg1022: f32):
      %1026 = "math.exp"(%arg1021) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1026) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %82 = "tensor.empty"() : () -> tensor<2x2x8x1xf32>
    %83 = "linalg.fill"(%5, %82) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1019: f32, %arg1020: f32):
      "linalg.yield"(%arg1019) : (f32) -> ()
    }) : (f32, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %84 = "linalg.generic"(%81, %83) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1017: f32, %arg1018: f32):
      %1025 = "arith.addf"(%arg1017, %arg1018) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1025) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %85 = "linalg.generic"(%81, %84, %61) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1014: f32, %arg1015: f32, %arg1016: f32):
      %1024 = "arith.divf"(%arg1014, %arg1015) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1024) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %86 = "tensor.collapse_shape"(%85) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %87 = "tensor.collapse_shape"(%65) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %88 = "linalg.batch_matmul"(%86, %87, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1011: f32, %arg1012: f32, %arg1013: f32):
      %1022 = "arith.mulf"(%arg1011, %arg1012) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1023 = "arith.addf"(%arg1013, %1022) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1023) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %89 = "tensor.expand_shape"(%88) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %90 = "tensor.empty"() : () -> tensor<2x8x2x8xf32>
    %91 = "linalg.transpose"(%89, %90) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1009: f32, %arg1010: f32):
      "linalg.yield"(%arg1009) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %92 = "tensor.empty"() : () -> tensor<16x16xf32>
    %93 = "linalg.transpose"(%arg12, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1007: f32, %arg1008: f32):
      "linalg.yield"(%arg1007) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %94 = "tensor.collapse_shape"(%91) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %95 = "linalg.fill"(%5, %92) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1005: f32, %arg1006: f32):
      "linalg.yield"(%arg1005) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %96 = "linalg.matmul"(%94, %93, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1002: f32, %arg1003: f32, %arg1004: f32):
      %1020 = "arith.mulf"(%arg1002, %arg1003) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1021 = "arith.addf"(%arg1004, %1020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1021) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %97 = "linalg.generic"(%arg13, %92) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1000: f32, %arg1001: f32):
      "linalg.yield"(%arg1000) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %98 = "linalg.generic"(%96, %97, %92) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg997: f32, %arg998: f32, %arg999: f32):
      %1019 = "arith.addf"(%arg997, %arg998) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1019) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %99 = "tensor.expand_shape"(%98) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %100 = "linalg.generic"(%48, %99, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg994: f32, %arg995: f32, %arg996: f32):
      %1018 = "arith.addf"(%arg994, %arg995) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1018) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %101 = "linalg.generic"(%100, %28) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg992: f32, %arg993: f64):
      %1017 = "arith.extf"(%arg992) : (f32) -> f64
      "linalg.yield"(%1017) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %102 = "linalg.generic"(%101, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg990: f64, %arg991: f64):
      %1016 = "arith.addf"(%arg990, %arg991) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1016) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %103 = "linalg.generic"(%102, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg988: f64, %arg989: f64):
      %1015 = "arith.divf"(%arg988, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1015) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %104 = "linalg.generic"(%101, %103, %28) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg985: f64, %arg986: f64, %arg987: f64):
      %1014 = "arith.subf"(%arg985, %arg986) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1014) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %105 = "linalg.generic"(%104, %104, %28) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg982: f64, %arg983: f64, %arg984: f64):
      %1013 = "arith.mulf"(%arg982, %arg983) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1013) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %106 = "linalg.generic"(%105, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg980: f64, %arg981: f64):
      %1012 = "arith.addf"(%arg980, %arg981) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1012) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %107 = "linalg.generic"(%106, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg978: f64, %arg979: f64):
      %1011 = "arith.divf"(%arg978, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1011) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %108 = "linalg.generic"(%107, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg976: f64, %arg977: f32):
      %1010 = "arith.truncf"(%arg976) : (f64) -> f32
      "linalg.yield"(%1010) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %109 = "linalg.generic"(%100, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg974: f32, %arg975: f32):
      %1009 = "arith.addf"(%arg974, %arg975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1009) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %110 = "linalg.generic"(%109, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg972: f32, %arg973: f32):
      %1008 = "arith.divf"(%arg972, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1008) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %111 = "linalg.generic"(%108, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg970: f32, %arg971: f32):
      %1006 = "arith.truncf"(%17) : (f64) -> f32
      %1007 = "arith.addf"(%arg970, %1006) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1007) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %112 = "linalg.generic"(%111, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg968: f32, %arg969: f32):
      %1005 = "math.rsqrt"(%arg968) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1005) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %113 = "linalg.generic"(%100, %110, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg965: f32, %arg966: f32, %arg967: f32):
      %1004 = "arith.subf"(%arg965, %arg966) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1004) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %114 = "linalg.generic"(%113, %112, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg962: f32, %arg963: f32, %arg964: f32):
      %1003 = "arith.mulf"(%arg962, %arg963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1003) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %115 = "linalg.generic"(%114, %arg6, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg959: f32, %arg960: f32, %arg961: f32):
      %1002 = "arith.mulf"(%arg959, %arg960) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1002) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %116 = "linalg.generic"(%115, %arg7, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg956: f32, %arg957: f32, %arg958: f32):
      %1001 = "arith.addf"(%arg956, %arg957) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1001) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %117 = "tensor.empty"() : () -> tensor<16x64xf32>
    %118 = "linalg.transpose"(%arg14, %117) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg954: f32, %arg955: f32):
      "linalg.yield"(%arg954) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %119 = "tensor.collapse_shape"(%116) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %120 = "linalg.fill"(%5, %117) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg952: f32, %arg953: f32):
      "linalg.yield"(%arg952) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %121 = "linalg.matmul"(%119, %118, %120) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg949: f32, %arg950: f32, %arg951: f32):
      %999 = "arith.mulf"(%arg949, %arg950) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1000 = "arith.addf"(%arg951, %999) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1000) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %122 = "linalg.generic"(%arg15, %117) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg947: f32, %arg948: f32):
      "linalg.yield"(%arg947) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %123 = "linalg.generic"(%121, %122, %117) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg944: f32, %arg945: f32, %arg946: f32):
      %998 = "arith.addf"(%arg944, %arg945) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%998) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %124 = "tensor.expand_shape"(%123) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %125 = "tensor.empty"() : () -> tensor<2x8x64xf32>
    %126 = "linalg.generic"(%124, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg942: f32, %arg943: f32):
      %990 = "math.fpowi"(%arg942, %7) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      %991 = "arith.mulf"(%990, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %992 = "arith.addf"(%arg942, %991) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %993 = "arith.mulf"(%992, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %994 = "math.tanh"(%993) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %995 = "arith.addf"(%994, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %996 = "arith.mulf"(%995, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %997 = "arith.mulf"(%arg942, %996) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%997) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %127 = "tensor.empty"() : () -> tensor<64x16xf32>
    %128 = "linalg.transpose"(%arg16, %127) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg940: f32, %arg941: f32):
      "linalg.yield"(%arg940) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %129 = "tensor.collapse_shape"(%126) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %130 = "linalg.matmul"(%129, %128, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg937: f32, %arg938: f32, %arg939: f32):
      %988 = "arith.mulf"(%arg937, %arg938) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %989 = "arith.addf"(%arg939, %988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%989) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %131 = "linalg.generic"(%arg17, %92) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg935: f32, %arg936: f32):
      "linalg.yield"(%arg935) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %132 = "linalg.generic"(%130, %131, %92) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg932: f32, %arg933: f32, %arg934: f32):
      %987 = "arith.addf"(%arg932, %arg933) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%987) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %133 = "tensor.expand_shape"(%132) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %134 = "linalg.generic"(%116, %133, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg929: f32, %arg930: f32, %arg931: f32):
      %986 = "arith.addf"(%arg929, %arg930) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%986) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %135 = "linalg.generic"(%134, %28) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg927: f32, %arg928: f64):
      %985 = "arith.extf"(%arg927) : (f32) -> f64
      "linalg.yield"(%985) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %136 = "linalg.generic"(%135, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg925: f64, %arg926: f64):
      %984 = "arith.addf"(%arg925, %arg926) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%984) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %137 = "linalg.generic"(%136, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg923: f64, %arg924: f64):
      %983 = "arith.divf"(%arg923, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%983) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %138 = "linalg.generic"(%135, %137, %28) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg920: f64, %arg921: f64, %arg922: f64):
      %982 = "arith.subf"(%arg920, %arg921) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%982) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %139 = "linalg.generic"(%138, %138, %28) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg917: f64, %arg918: f64, %arg919: f64):
      %981 = "arith.mulf"(%arg917, %arg918) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%981) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %140 = "linalg.generic"(%139, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg915: f64, %arg916: f64):
      %980 = "arith.addf"(%arg915, %arg916) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%980) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %141 = "linalg.generic"(%140, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg913: f64, %arg914: f64):
      %979 = "arith.divf"(%arg913, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%979) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %142 = "linalg.generic"(%141, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg911: f64, %arg912: f32):
      %978 = "arith.truncf"(%arg911) : (f64) -> f32
      "linalg.yield"(%978) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %143 = "linalg.generic"(%134, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg909: f32, %arg910: f32):
      %977 = "arith.addf"(%arg909, %arg910) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%977) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %144 = "linalg.generic"(%143, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg907: f32, %arg908: f32):
      %976 = "arith.divf"(%arg907, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%976) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %145 = "linalg.generic"(%142, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg905: f32, %arg906: f32):
      %974 = "arith.truncf"(%17) : (f64) -> f32
      %975 = "arith.addf"(%arg905, %974) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%975) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %146 = "linalg.generic"(%145, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg903: f32, %arg904: f32):
      %973 = "math.rsqrt"(%arg903) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%973) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %147 = "linalg.generic"(%134, %144, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg900: f32, %arg901: f32, %arg902: f32):
      %972 = "arith.subf"(%arg900, %arg901) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%972) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %148 = "linalg.generic"(%147, %146, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg897: f32, %arg898: f32, %arg899: f32):
      %971 = "arith.mulf"(%arg897, %arg898) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%971) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %149 = "linalg.generic"(%148, %arg8, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg894: f32, %arg895: f32, %arg896: f32):
      %970 = "arith.mulf"(%arg894, %arg895) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%970) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %150 = "linalg.generic"(%149, %arg9, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg891: f32, %arg892: f32, %arg893: f32):
      %969 = "arith.addf"(%arg891, %arg892) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%969) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %151 = "linalg.transpose"(%arg22, %49) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg889: f32, %arg890: f32):
      "linalg.yield"(%arg889) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %152 = "tensor.collapse_shape"(%150) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %153 = "linalg.matmul"(%152, %151, %52) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg886: f32, %arg887: f32, %arg888: f32):
      %967 = "arith.mulf"(%arg886, %arg887) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %968 = "arith.addf"(%arg888, %967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%968) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %154 = "linalg.generic"(%arg23, %49) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg884: f32, %arg885: f32):
      "linalg.yield"(%arg884) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %155 = "linalg.generic"(%153, %154, %49) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg881: f32, %arg882: f32, %arg883: f32):
      %966 = "arith.addf"(%arg881, %arg882) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%966) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %156 = "tensor.expand_shape"(%155) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %157 = "tensor.extract_slice"(%156) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %158 = "tensor.extract_slice"(%156) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %159 = "tensor.extract_slice"(%156) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %160 = "tensor.expand_shape"(%157) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %161 = "linalg.transpose"(%160, %61) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg879: f32, %arg880: f32):
      "linalg.yield"(%arg879) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %162 = "tensor.expand_shape"(%158) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %163 = "tensor.expand_shape"(%159) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %164 = "linalg.transpose"(%163, %61) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg877: f32, %arg878: f32):
      "linalg.yield"(%arg877) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %165 = "linalg.transpose"(%162, %61) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg875: f32, %arg876: f32):
      "linalg.yield"(%arg875) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %166 = "tensor.collapse_shape"(%161) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %167 = "tensor.collapse_shape"(%165) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %168 = "linalg.batch_matmul"(%166, %167, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg872: f32, %arg873: f32, %arg874: f32):
      %964 = "arith.mulf"(%arg872, %arg873) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %965 = "arith.addf"(%arg874, %964) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%965) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %169 = "tensor.expand_shape"(%168) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %170 = "linalg.generic"(%169, %61) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg870: f32, %arg871: f32):
      %962 = "arith.truncf"(%16) : (f64) -> f32
      %963 = "arith.divf"(%arg870, %962) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%963) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %171:2 = "linalg.generic"(%170, %77, %75) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg867: f32, %arg868: f32, %arg869: i64):
      %957 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %958 = "arith.index_cast"(%957) : (index) -> i64
      %959 = "arith.maximumf"(%arg867, %arg868) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %960 = "arith.cmpf"(%arg867, %arg868) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %961 = "arith.select"(%960, %958, %arg869) : (i1, i64, i64) -> i64
      "linalg.yield"(%959, %961) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %172 = "tensor.expand_shape"(%171#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %173 = "linalg.generic"(%170, %172, %61) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg864: f32, %arg865: f32, %arg866: f32):
      %956 = "arith.subf"(%arg864, %arg865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%956) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %174 = "linalg.generic"(%173, %61) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg862: f32, %arg863: f32):
      %955 = "math.exp"(%arg862) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%955) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %175 = "linalg.generic"(%174, %83) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg860: f32, %arg861: f32):
      %954 = "arith.addf"(%arg860, %arg861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%954) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %176 = "linalg.generic"(%174, %175, %61) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg857: f32, %arg858: f32, %arg859: f32):
      %953 = "arith.divf"(%arg857, %arg858) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%953) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %177 = "tensor.collapse_shape"(%176) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %178 = "tensor.collapse_shape"(%164) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %179 = "linalg.batch_matmul"(%177, %178, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg854: f32, %arg855: f32, %arg856: f32):
      %951 = "arith.mulf"(%arg854, %arg855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %952 = "arith.addf"(%arg856, %951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%952) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %180 = "tensor.expand_shape"(%179) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %181 = "linalg.transpose"(%180, %90) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg852: f32, %arg853: f32):
      "linalg.yield"(%arg852) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %182 = "linalg.transpose"(%arg24, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg850: f32, %arg851: f32):
      "linalg.yield"(%arg850) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %183 = "tensor.collapse_shape"(%181) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %184 = "linalg.matmul"(%183, %182, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg847: f32, %arg848: f32, %arg849: f32):
      %949 = "arith.mulf"(%arg847, %arg848) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %950 = "arith.addf"(%arg849, %949) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%950) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %185 = "linalg.generic"(%arg25, %92) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg845: f32, %arg846: f32):
      "linalg.yield"(%arg845) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %186 = "linalg.generic"(%184, %185, %92) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg842: f32, %arg843: f32, %arg844: f32):
      %948 = "arith.addf"(%arg842, %arg843) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%948) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %187 = "tensor.expand_shape"(%186) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %188 = "linalg.generic"(%150, %187, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg839: f32, %arg840: f32, %arg841: f32):
      %947 = "arith.addf"(%arg839, %arg840) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%947) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %189 = "linalg.generic"(%188, %28) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg837: f32, %arg838: f64):
      %946 = "arith.extf"(%arg837) : (f32) -> f64
      "linalg.yield"(%946) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %190 = "linalg.generic"(%189, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg835: f64, %arg836: f64):
      %945 = "arith.addf"(%arg835, %arg836) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%945) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %191 = "linalg.generic"(%190, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg833: f64, %arg834: f64):
      %944 = "arith.divf"(%arg833, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%944) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %192 = "linalg.generic"(%189, %191, %28) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg830: f64, %arg831: f64, %arg832: f64):
      %943 = "arith.subf"(%arg830, %arg831) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%943) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %193 = "linalg.generic"(%192, %192, %28) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg827: f64, %arg828: f64, %arg829: f64):
      %942 = "arith.mulf"(%arg827, %arg828) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%942) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %194 = "linalg.generic"(%193, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg825: f64, %arg826: f64):
      %941 = "arith.addf"(%arg825, %arg826) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%941) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %195 = "linalg.generic"(%194, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg823: f64, %arg824: f64):
      %940 = "arith.divf"(%arg823, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%940) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %196 = "linalg.generic"(%195, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg821: f64, %arg822: f32):
      %939 = "arith.truncf"(%arg821) : (f64) -> f32
      "linalg.yield"(%939) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %197 = "linalg.generic"(%188, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg819: f32, %arg820: f32):
      %938 = "arith.addf"(%arg819, %arg820) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%938) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %198 = "linalg.generic"(%197, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg817: f32, %arg818: f32):
      %937 = "arith.divf"(%arg817, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%937) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %199 = "linalg.generic"(%196, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg815: f32, %arg816: f32):
      %935 = "arith.truncf"(%17) : (f64) -> f32
      %936 = "arith.addf"(%arg815, %935) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%936) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %200 = "linalg.generic"(%199, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg813: f32, %arg814: f32):
      %934 = "math.rsqrt"(%arg813) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%934) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %201 = "linalg.generic"(%188, %198, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg810: f32, %arg811: f32, %arg812: f32):
      %933 = "arith.subf"(%arg810, %arg811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%933) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %202 = "linalg.generic"(%201, %200, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg807: f32, %arg808: f32, %arg809: f32):
      %932 = "arith.mulf"(%arg807, %arg808) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%932) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %203 = "linalg.generic"(%202, %arg18, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg804: f32, %arg805: f32, %arg806: f32):
      %931 = "arith.mulf"(%arg804, %arg805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%931) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %204 = "linalg.generic"(%203, %arg19, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg801: f32, %arg802: f32, %arg803: f32):
      %930 = "arith.addf"(%arg801, %arg802) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%930) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %205 = "linalg.transpose"(%arg26, %117) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg799: f32, %arg800: f32):
      "linalg.yield"(%arg799) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %206 = "tensor.collapse_shape"(%204) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %207 = "linalg.matmul"(%206, %205, %120) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg796: f32, %arg797: f32, %arg798: f32):
      %928 = "arith.mulf"(%arg796, %arg797) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %929 = "arith.addf"(%arg798, %928) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%929) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %208 = "linalg.generic"(%arg27, %117) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg794: f32, %arg795: f32):
      "linalg.yield"(%arg794) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %209 = "linalg.generic"(%207, %208, %117) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg791: f32, %arg792: f32, %arg793: f32):
      %927 = "arith.addf"(%arg791, %arg792) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%927) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %210 = "tensor.expand_shape"(%209) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %211 = "linalg.generic"(%210, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg789: f32, %arg790: f32):
      %919 = "math.fpowi"(%arg789, %7) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      %920 = "arith.mulf"(%919, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %921 = "arith.addf"(%arg789, %920) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %922 = "arith.mulf"(%921, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %923 = "math.tanh"(%922) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %924 = "arith.addf"(%923, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %925 = "arith.mulf"(%924, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %926 = "arith.mulf"(%arg789, %925) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%926) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %212 = "linalg.transpose"(%arg28, %127) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg787: f32, %arg788: f32):
      "linalg.yield"(%arg787) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %213 = "tensor.collapse_shape"(%211) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %214 = "linalg.matmul"(%213, %212, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg784: f32, %arg785: f32, %arg786: f32):
      %917 = "arith.mulf"(%arg784, %arg785) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %918 = "arith.addf"(%arg786, %917) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%918) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %215 = "linalg.generic"(%arg29, %92) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg782: f32, %arg783: f32):
      "linalg.yield"(%arg782) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %216 = "linalg.generic"(%214, %215, %92) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg779: f32, %arg780: f32, %arg781: f32):
      %916 = "arith.addf"(%arg779, %arg780) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%916) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %217 = "tensor.expand_shape"(%216) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %218 = "linalg.generic"(%204, %217, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg776: f32, %arg777: f32, %arg778: f32):
      %915 = "arith.addf"(%arg776, %arg777) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%915) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %219 = "linalg.generic"(%218, %28) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg774: f32, %arg775: f64):
      %914 = "arith.extf"(%arg774) : (f32) -> f64
      "linalg.yield"(%914) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %220 = "linalg.generic"(%219, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg772: f64, %arg773: f64):
      %913 = "arith.addf"(%arg772, %arg773) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%913) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %221 = "linalg.generic"(%220, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg770: f64, %arg771: f64):
      %912 = "arith.divf"(%arg770, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%912) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %222 = "linalg.generic"(%219, %221, %28) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg767: f64, %arg768: f64, %arg769: f64):
      %911 = "arith.subf"(%arg767, %arg768) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%911) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %223 = "linalg.generic"(%222, %222, %28) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg764: f64, %arg765: f64, %arg766: f64):
      %910 = "arith.mulf"(%arg764, %arg765) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%910) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %224 = "linalg.generic"(%223, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg762: f64, %arg763: f64):
      %909 = "arith.addf"(%arg762, %arg763) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%909) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %225 = "linalg.generic"(%224, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg760: f64, %arg761: f64):
      %908 = "arith.divf"(%arg760, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%908) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %226 = "linalg.generic"(%225, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg758: f64, %arg759: f32):
      %907 = "arith.truncf"(%arg758) : (f64) -> f32
      "linalg.yield"(%907) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %227 = "linalg.generic"(%218, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg756: f32, %arg757: f32):
      %906 = "arith.addf"(%arg756, %arg757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%906) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %228 = "linalg.generic"(%227, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg754: f32, %arg755: f32):
      %905 = "arith.divf"(%arg754, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%905) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %229 = "linalg.generic"(%226, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg752: f32, %arg753: f32):
      %903 = "arith.truncf"(%17) : (f64) -> f32
      %904 = "arith.addf"(%arg752, %903) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%904) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %230 = "linalg.generic"(%229, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg750: f32, %arg751: f32):
      %902 = "math.rsqrt"(%arg750) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%902) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %231 = "linalg.generic"(%218, %228, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg747: f32, %arg748: f32, %arg749: f32):
      %901 = "arith.subf"(%arg747, %arg748) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%901) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %232 = "linalg.generic"(%231, %230, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg744: f32, %arg745: f32, %arg746: f32):
      %900 = "arith.mulf"(%arg744, %arg745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%900) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %233 = "linalg.generic"(%232, %arg20, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg741: f32, %arg742: f32, %arg743: f32):
      %899 = "arith.mulf"(%arg741, %arg742) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%899) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %234 = "linalg.generic"(%233, %arg21, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg738: f32, %arg739: f32, %arg740: f32):
      %898 = "arith.addf"(%arg738, %arg739) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%898) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %235 = "linalg.transpose"(%arg30, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg736: f32, %arg737: f32):
      "linalg.yield"(%arg736) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %236 = "tensor.collapse_shape"(%234) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %237 = "linalg.matmul"(%236, %235, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg733: f32, %arg734: f32, %arg735: f32):
      %896 = "arith.mulf"(%arg733, %arg734) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %897 = "arith.addf"(%arg735, %896) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%897) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %238 = "linalg.generic"(%arg31, %92) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg731: f32, %arg732: f32):
      "linalg.yield"(%arg731) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %239 = "linalg.generic"(%237, %238, %92) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg728: f32, %arg729: f32, %arg730: f32):
      %895 = "arith.addf"(%arg728, %arg729) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%895) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %240 = "tensor.expand_shape"(%239) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %241 = "linalg.generic"(%240, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg726: f32, %arg727: f32):
      %887 = "math.fpowi"(%arg726, %7) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      %888 = "arith.mulf"(%887, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %889 = "arith.addf"(%arg726, %888) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %890 = "arith.mulf"(%889, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %891 = "math.tanh"(%890) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %892 = "arith.addf"(%891, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %893 = "arith.mulf"(%892, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %894 = "arith.mulf"(%arg726, %893) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%894) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %242 = "linalg.generic"(%241, %28) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg724: f32, %arg725: f64):
      %886 = "arith.extf"(%arg724) : (f32) -> f64
      "linalg.yield"(%886) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %243 = "linalg.generic"(%242, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg722: f64, %arg723: f64):
      %885 = "arith.addf"(%arg722, %arg723) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%885) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %244 = "linalg.generic"(%243, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg720: f64, %arg721: f64):
      %884 = "arith.divf"(%arg720, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%884) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %245 = "linalg.generic"(%242, %244, %28) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg717: f64, %arg718: f64, %arg719: f64):
      %883 = "arith.subf"(%arg717, %arg718) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%883) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %246 = "linalg.generic"(%245, %245, %28) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg714: f64, %arg715: f64, %arg716: f64):
      %882 = "arith.mulf"(%arg714, %arg715) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%882) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %247 = "linalg.generic"(%246, %31) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg712: f64, %arg713: f64):
      %881 = "arith.addf"(%arg712, %arg713) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%881) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %248 = "linalg.generic"(%247, %30) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg710: f64, %arg711: f64):
      %880 = "arith.divf"(%arg710, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%880) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %249 = "linalg.generic"(%248, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg708: f64, %arg709: f32):
      %879 = "arith.truncf"(%arg708) : (f64) -> f32
      "linalg.yield"(%879) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %250 = "linalg.generic"(%241, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg706: f32, %arg707: f32):
      %878 = "arith.addf"(%arg706, %arg707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%878) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %251 = "linalg.generic"(%250, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg704: f32, %arg705: f32):
      %877 = "arith.divf"(%arg704, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%877) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %252 = "linalg.generic"(%249, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg702: f32, %arg703: f32):
      %875 = "arith.truncf"(%17) : (f64) -> f32
      %876 = "arith.addf"(%arg702, %875) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%876) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %253 = "linalg.generic"(%252, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg700: f32, %arg701: f32):
      %874 = "math.rsqrt"(%arg700) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%874) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %254 = "linalg.generic"(%241, %251, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg697: f32, %arg698: f32, %arg699: f32):
      %873 = "arith.subf"(%arg697, %arg698) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%873) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %255 = "linalg.generic"(%254, %253, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg694: f32, %arg695: f32, %arg696: f32):
      %872 = "arith.mulf"(%arg694, %arg695) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%872) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %256 = "linalg.generic"(%255, %arg32, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg691: f32, %arg692: f32, %arg693: f32):
      %871 = "arith.mulf"(%arg691, %arg692) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%871) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %257 = "linalg.generic"(%256, %arg33, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg688: f32, %arg689: f32, %arg690: f32):
      %870 = "arith.addf"(%arg688, %arg689) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%870) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %258 = "tensor.empty"() : () -> tensor<16x32xf32>
    %259 = "linalg.transpose"(%arg34, %258) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg686: f32, %arg687: f32):
      "linalg.yield"(%arg686) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %260 = "tensor.collapse_shape"(%257) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %261 = "linalg.fill"(%5, %258) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg684: f32, %arg685: f32):
      "linalg.yield"(%arg684) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %262 = "linalg.matmul"(%260, %259, %261) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg681: f32, %arg682: f32, %arg683: f32):
      %868 = "arith.mulf"(%arg681, %arg682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %869 = "arith.addf"(%arg683, %868) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%869) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %263 = "linalg.generic"(%arg35, %258) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg679: f32, %arg680: f32):
      "linalg.yield"(%arg679) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %264 = "linalg.generic"(%262, %263, %258) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg676: f32, %arg677: f32, %arg678: f32):
      %867 = "arith.addf"(%arg676, %arg677) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%867) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %265 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<2x8xi64>) -> tensor<16xi64>
    %266 = "tensor.empty"() : () -> tensor<16xi64>
    %267 = "linalg.fill"(%1, %266) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg674: i64, %arg675: i64):
      "linalg.yield"(%arg674) : (i64) -> ()
    }) : (i64, tensor<16xi64>) -> tensor<16xi64>
    %268 = "tensor.empty"() : () -> tensor<16xf32>
    %269 = "linalg.fill"(%6, %268) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg672: f32, %arg673: f32):
      "linalg.yield"(%arg672) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %270:2 = "linalg.generic"(%264, %269, %267) <{indexing_maps = [#map4, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg669: f32, %arg670: f32, %arg671: i64):
      %862 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %863 = "arith.index_cast"(%862) : (index) -> i64
      %864 = "arith.maximumf"(%arg669, %arg670) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %865 = "arith.cmpf"(%arg669, %arg670) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %866 = "arith.select"(%865, %863, %arg671) : (i1, i64, i64) -> i64
      "linalg.yield"(%864, %866) : (f32, i64) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>, tensor<16xi64>) -> (tensor<16xf32>, tensor<16xi64>)
    %271 = "tensor.expand_shape"(%270#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %272 = "linalg.generic"(%264, %271, %258) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg666: f32, %arg667: f32, %arg668: f32):
      %861 = "arith.subf"(%arg666, %arg667) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%861) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %273 = "linalg.generic"(%272, %258) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg664: f32, %arg665: f32):
      %860 = "math.exp"(%arg664) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%860) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %274 = "tensor.empty"() : () -> tensor<16x1xf32>
    %275 = "linalg.fill"(%5, %274) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg662: f32, %arg663: f32):
      "linalg.yield"(%arg662) : (f32) -> ()
    }) : (f32, tensor<16x1xf32>) -> tensor<16x1xf32>
    %276 = "linalg.generic"(%273, %275) <{indexing_maps = [#map4, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg660: f32, %arg661: f32):
      %859 = "arith.addf"(%arg660, %arg661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%859) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %277 = "linalg.generic"(%276, %274) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg658: f32, %arg659: f32):
      %858 = "math.log"(%arg658) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%858) : (f32) -> ()
    }) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %278 = "linalg.generic"(%272, %277, %258) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg655: f32, %arg656: f32, %arg657: f32):
      %857 = "arith.subf"(%arg655, %arg656) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%857) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %279 = "tensor.empty"() : () -> tensor<16xi1>
    %280 = "linalg.generic"(%265, %279) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg653: i64, %arg654: i1):
      %856 = "arith.cmpi"(%arg653, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%856) : (i1) -> ()
    }) : (tensor<16xi64>, tensor<16xi1>) -> tensor<16xi1>
    %281 = "linalg.generic"(%280, %268) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg651: i1, %arg652: f32):
      %855 = "arith.uitofp"(%arg651) : (i1) -> f32
      "linalg.yield"(%855) : (f32) -> ()
    }) : (tensor<16xi1>, tensor<16xf32>) -> tensor<16xf32>
    %282 = "tensor.expand_shape"(%265) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %283 = "tensor.empty"() : () -> tensor<32xi64>
    %284 = "linalg.generic"(%283) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg650: i64):
      %853 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %854 = "arith.index_cast"(%853) : (index) -> i64
      "linalg.yield"(%854) : (i64) -> ()
    }) : (tensor<32xi64>) -> tensor<32xi64>
    %285 = "tensor.empty"() : () -> tensor<16x32xi1>
    %286 = "linalg.generic"(%282, %284, %285) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg647: i64, %arg648: i64, %arg649: i1):
      %852 = "arith.cmpi"(%arg647, %arg648) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%852) : (i1) -> ()
    }) : (tensor<16x1xi64>, tensor<32xi64>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %287 = "linalg.generic"(%286, %258) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg645: i1, %arg646: f32):
      %851 = "arith.uitofp"(%arg645) : (i1) -> f32
      "linalg.yield"(%851) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %288 = "linalg.generic"(%278, %287, %258) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg642: f32, %arg643: f32, %arg644: f32):
      %850 = "arith.mulf"(%arg642, %arg643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%850) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %289 = "linalg.fill"(%5, %268) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg640: f32, %arg641: f32):
      "linalg.yield"(%arg640) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %290 = "linalg.generic"(%288, %289) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg638: f32, %arg639: f32):
      %849 = "arith.addf"(%arg638, %arg639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%849) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>) -> tensor<16xf32>
    %291 = "linalg.generic"(%290, %281, %268) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg635: f32, %arg636: f32, %arg637: f32):
      %848 = "arith.mulf"(%arg635, %arg636) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%848) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %292 = "tensor.empty"() : () -> tensor<f32>
    %293 = "linalg.fill"(%5, %292) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg633: f32, %arg634: f32):
      "linalg.yield"(%arg633) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %294 = "linalg.generic"(%291, %293) <{indexing_maps = [#map, #map17], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg631: f32, %arg632: f32):
      %847 = "arith.addf"(%arg631, %arg632) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%847) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %295 = "linalg.generic"(%294, %292) <{indexing_maps = [#map18, #map18], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg629: f32, %arg630: f32):
      %846 = "arith.negf"(%arg629) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%846) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %296 = "linalg.generic"(%281, %293) <{indexing_maps = [#map, #map17], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg627: f32, %arg628: f32):
      %845 = "arith.addf"(%arg627, %arg628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%845) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %297 = "linalg.generic"(%295, %296, %292) <{indexing_maps = [#map18, #map18, #map18], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg624: f32, %arg625: f32, %arg626: f32):
      %844 = "arith.divf"(%arg624, %arg625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%844) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %298 = "tensor.expand_shape"(%281) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %299 = "linalg.generic"(%12, %292) <{indexing_maps = [#map18, #map18], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg622: f32, %arg623: f32):
      %843 = "arith.negf"(%arg622) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%843) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %300 = "linalg.generic"(%299, %296, %292) <{indexing_maps = [#map18, #map18, #map18], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg619: f32, %arg620: f32, %arg621: f32):
      %842 = "arith.divf"(%arg619, %arg620) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%842) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %301 = "linalg.generic"(%287, %298, %258) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg616: f32, %arg617: f32, %arg618: f32):
      %841 = "arith.mulf"(%arg616, %arg617) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%841) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %302 = "linalg.generic"(%301, %300, %258) <{indexing_maps = [#map4, #map19, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg613: f32, %arg614: f32, %arg615: f32):
      %840 = "arith.mulf"(%arg613, %arg614) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%840) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %303 = "linalg.generic"(%278, %258) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg611: f32, %arg612: f32):
      %839 = "math.exp"(%arg611) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%839) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %304 = "linalg.generic"(%302, %275) <{indexing_maps = [#map4, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg609: f32, %arg610: f32):
      %838 = "arith.addf"(%arg609, %arg610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%838) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %305 = "linalg.generic"(%303, %304, %258) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg606: f32, %arg607: f32, %arg608: f32):
      %837 = "arith.mulf"(%arg606, %arg607) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%837) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %306 = "linalg.generic"(%302, %305, %258) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg603: f32, %arg604: f32, %arg605: f32):
      %836 = "arith.subf"(%arg603, %arg604) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%836) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %307 = "linalg.matmul"(%306, %arg34, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg600: f32, %arg601: f32, %arg602: f32):
      %834 = "arith.mulf"(%arg600, %arg601) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %835 = "arith.addf"(%arg602, %834) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%835) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %308 = "tensor.empty"() : () -> tensor<32x16xf32>
    %309 = "linalg.transpose"(%306, %308) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg598: f32, %arg599: f32):
      "linalg.yield"(%arg598) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %310 = "linalg.fill"(%5, %308) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg596: f32, %arg597: f32):
      "linalg.yield"(%arg596) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %311 = "linalg.matmul"(%309, %260, %310) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg593: f32, %arg594: f32, %arg595: f32):
      %832 = "arith.mulf"(%arg593, %arg594) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %833 = "arith.addf"(%arg595, %832) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%833) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %312 = "tensor.empty"() : () -> tensor<1x32xf32>
    %313 = "linalg.fill"(%5, %312) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg591: f32, %arg592: f32):
      "linalg.yield"(%arg591) : (f32) -> ()
    }) : (f32, tensor<1x32xf32>) -> tensor<1x32xf32>
    %314 = "linalg.generic"(%306, %313) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg589: f32, %arg590: f32):
      %831 = "arith.addf"(%arg589, %arg590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%831) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %315 = "tensor.collapse_shape"(%314) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %316 = "tensor.expand_shape"(%307) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %317 = "linalg.generic"(%316, %arg32, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg586: f32, %arg587: f32, %arg588: f32):
      %830 = "arith.mulf"(%arg586, %arg587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%830) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %318 = "linalg.generic"(%317, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg584: f32, %arg585: f32):
      %829 = "arith.mulf"(%arg584, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%829) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %319 = "linalg.generic"(%317, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg582: f32, %arg583: f32):
      %828 = "arith.addf"(%arg582, %arg583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%828) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %320 = "linalg.generic"(%317, %255, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg579: f32, %arg580: f32, %arg581: f32):
      %827 = "arith.mulf"(%arg579, %arg580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%827) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %321 = "linalg.generic"(%320, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg577: f32, %arg578: f32):
      %826 = "arith.addf"(%arg577, %arg578) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%826) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %322 = "linalg.generic"(%255, %321, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg574: f32, %arg575: f32, %arg576: f32):
      %825 = "arith.mulf"(%arg574, %arg575) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%825) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %323 = "linalg.generic"(%318, %319, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg571: f32, %arg572: f32, %arg573: f32):
      %824 = "arith.subf"(%arg571, %arg572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%824) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %324 = "linalg.generic"(%323, %322, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg568: f32, %arg569: f32, %arg570: f32):
      %823 = "arith.subf"(%arg568, %arg569) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%823) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %325 = "linalg.generic"(%253, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg566: f32, %arg567: f32):
      %822 = "arith.divf"(%arg566, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%822) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %326 = "linalg.generic"(%325, %324, %23) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg563: f32, %arg564: f32, %arg565: f32):
      %821 = "arith.mulf"(%arg563, %arg564) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%821) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %327 = "linalg.generic"(%316, %255, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg560: f32, %arg561: f32, %arg562: f32):
      %820 = "arith.mulf"(%arg560, %arg561) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%820) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %328 = "linalg.generic"(%327, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg558: f32, %arg559: f32):
      %819 = "arith.addf"(%arg558, %arg559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%819) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %329 = "linalg.generic"(%316, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg556: f32, %arg557: f32):
      %818 = "arith.addf"(%arg556, %arg557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%818) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %330 = "linalg.generic"(%240, %240, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg553: f32, %arg554: f32, %arg555: f32):
      %817 = "arith.mulf"(%arg553, %arg554) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%817) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %331 = "linalg.generic"(%330, %240, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg550: f32, %arg551: f32, %arg552: f32):
      %816 = "arith.mulf"(%arg550, %arg551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%816) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %332 = "linalg.generic"(%331, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg548: f32, %arg549: f32):
      %814 = "arith.truncf"(%15) : (f64) -> f32
      %815 = "arith.mulf"(%arg548, %814) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%815) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %333 = "linalg.generic"(%240, %332, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg545: f32, %arg546: f32, %arg547: f32):
      %813 = "arith.addf"(%arg545, %arg546) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%813) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %334 = "linalg.generic"(%333, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg543: f32, %arg544: f32):
      %811 = "arith.truncf"(%14) : (f64) -> f32
      %812 = "arith.mulf"(%arg543, %811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%812) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %335 = "linalg.generic"(%334, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg541: f32, %arg542: f32):
      %810 = "math.tanh"(%arg541) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%810) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %336 = "linalg.generic"(%240, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg539: f32, %arg540: f32):
      %809 = "arith.mulf"(%arg539, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%809) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %337 = "linalg.generic"(%335, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg537: f32, %arg538: f32):
      %808 = "arith.addf"(%arg537, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%808) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %338 = "linalg.generic"(%337, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg535: f32, %arg536: f32):
      %807 = "arith.mulf"(%arg535, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%807) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %339 = "linalg.generic"(%335, %335, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg532: f32, %arg533: f32, %arg534: f32):
      %806 = "arith.mulf"(%arg532, %arg533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%806) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %340 = "linalg.generic"(%20, %339, %23) <{indexing_maps = [#map21, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg529: i64, %arg530: f32, %arg531: f32):
      %804 = "arith.sitofp"(%arg529) : (i64) -> f32
      %805 = "arith.subf"(%804, %arg530) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%805) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %341 = "linalg.generic"(%330, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg527: f32, %arg528: f32):
      %802 = "arith.truncf"(%13) : (f64) -> f32
      %803 = "arith.mulf"(%arg527, %802) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%803) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %342 = "linalg.generic"(%341, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg525: f32, %arg526: f32):
      %801 = "arith.addf"(%arg525, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%801) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %343 = "linalg.generic"(%342, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg523: f32, %arg524: f32):
      %799 = "arith.truncf"(%14) : (f64) -> f32
      %800 = "arith.mulf"(%arg523, %799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%800) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %344 = "linalg.generic"(%336, %340, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg520: f32, %arg521: f32, %arg522: f32):
      %798 = "arith.mulf"(%arg520, %arg521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%798) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %345 = "linalg.generic"(%344, %343, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg517: f32, %arg518: f32, %arg519: f32):
      %797 = "arith.mulf"(%arg517, %arg518) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%797) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %346 = "linalg.generic"(%338, %345, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg514: f32, %arg515: f32, %arg516: f32):
      %796 = "arith.addf"(%arg514, %arg515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%796) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %347 = "linalg.generic"(%326, %346, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg511: f32, %arg512: f32, %arg513: f32):
      %795 = "arith.mulf"(%arg511, %arg512) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%795) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %348 = "tensor.collapse_shape"(%347) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %349 = "linalg.matmul"(%348, %arg30, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg508: f32, %arg509: f32, %arg510: f32):
      %793 = "arith.mulf"(%arg508, %arg509) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %794 = "arith.addf"(%arg510, %793) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%794) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %350 = "linalg.transpose"(%348, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg506: f32, %arg507: f32):
      "linalg.yield"(%arg506) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %351 = "linalg.matmul"(%350, %236, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg503: f32, %arg504: f32, %arg505: f32):
      %791 = "arith.mulf"(%arg503, %arg504) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %792 = "arith.addf"(%arg505, %791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%792) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %352 = "tensor.empty"() : () -> tensor<1x16xf32>
    %353 = "linalg.fill"(%5, %352) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg501: f32, %arg502: f32):
      "linalg.yield"(%arg501) : (f32) -> ()
    }) : (f32, tensor<1x16xf32>) -> tensor<1x16xf32>
    %354 = "linalg.generic"(%348, %353) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg499: f32, %arg500: f32):
      %790 = "arith.addf"(%arg499, %arg500) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%790) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %355 = "tensor.collapse_shape"(%354) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %356 = "tensor.expand_shape"(%349) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %357 = "linalg.generic"(%356, %arg20, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg496: f32, %arg497: f32, %arg498: f32):
      %789 = "arith.mulf"(%arg496, %arg497) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%789) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %358 = "linalg.generic"(%357, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg494: f32, %arg495: f32):
      %788 = "arith.mulf"(%arg494, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%788) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %359 = "linalg.generic"(%357, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg492: f32, %arg493: f32):
      %787 = "arith.addf"(%arg492, %arg493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%787) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %360 = "linalg.generic"(%357, %232, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg489: f32, %arg490: f32, %arg491: f32):
      %786 = "arith.mulf"(%arg489, %arg490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%786) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %361 = "linalg.generic"(%360, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg487: f32, %arg488: f32):
      %785 = "arith.addf"(%arg487, %arg488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%785) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %362 = "linalg.generic"(%232, %361, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg484: f32, %arg485: f32, %arg486: f32):
      %784 = "arith.mulf"(%arg484, %arg485) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%784) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %363 = "linalg.generic"(%358, %359, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg481: f32, %arg482: f32, %arg483: f32):
      %783 = "arith.subf"(%arg481, %arg482) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%783) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %364 = "linalg.generic"(%363, %362, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg478: f32, %arg479: f32, %arg480: f32):
      %782 = "arith.subf"(%arg478, %arg479) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%782) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %365 = "linalg.generic"(%230, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg476: f32, %arg477: f32):
      %781 = "arith.divf"(%arg476, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%781) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %366 = "linalg.generic"(%365, %364, %23) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg473: f32, %arg474: f32, %arg475: f32):
      %780 = "arith.mulf"(%arg473, %arg474) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%780) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %367 = "linalg.generic"(%356, %232, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg470: f32, %arg471: f32, %arg472: f32):
      %779 = "arith.mulf"(%arg470, %arg471) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%779) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %368 = "linalg.generic"(%367, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg468: f32, %arg469: f32):
      %778 = "arith.addf"(%arg468, %arg469) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%778) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %369 = "linalg.generic"(%356, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg466: f32, %arg467: f32):
      %777 = "arith.addf"(%arg466, %arg467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%777) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %370 = "tensor.collapse_shape"(%366) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %371 = "linalg.matmul"(%370, %arg28, %120) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg463: f32, %arg464: f32, %arg465: f32):
      %775 = "arith.mulf"(%arg463, %arg464) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %776 = "arith.addf"(%arg465, %775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%776) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %372 = "linalg.transpose"(%370, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg461: f32, %arg462: f32):
      "linalg.yield"(%arg461) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %373 = "linalg.matmul"(%372, %213, %120) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg458: f32, %arg459: f32, %arg460: f32):
      %773 = "arith.mulf"(%arg458, %arg459) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %774 = "arith.addf"(%arg460, %773) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%774) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %374 = "linalg.generic"(%370, %353) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg456: f32, %arg457: f32):
      %772 = "arith.addf"(%arg456, %arg457) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%772) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %375 = "tensor.collapse_shape"(%374) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %376 = "tensor.expand_shape"(%371) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %377 = "linalg.generic"(%210, %210, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg453: f32, %arg454: f32, %arg455: f32):
      %771 = "arith.mulf"(%arg453, %arg454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%771) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %378 = "linalg.generic"(%377, %210, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg450: f32, %arg451: f32, %arg452: f32):
      %770 = "arith.mulf"(%arg450, %arg451) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%770) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %379 = "linalg.generic"(%378, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg448: f32, %arg449: f32):
      %768 = "arith.truncf"(%15) : (f64) -> f32
      %769 = "arith.mulf"(%arg448, %768) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%769) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %380 = "linalg.generic"(%210, %379, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg445: f32, %arg446: f32, %arg447: f32):
      %767 = "arith.addf"(%arg445, %arg446) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%767) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %381 = "linalg.generic"(%380, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg443: f32, %arg444: f32):
      %765 = "arith.truncf"(%14) : (f64) -> f32
      %766 = "arith.mulf"(%arg443, %765) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%766) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %382 = "linalg.generic"(%381, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg441: f32, %arg442: f32):
      %764 = "math.tanh"(%arg441) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%764) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %383 = "linalg.generic"(%210, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg439: f32, %arg440: f32):
      %763 = "arith.mulf"(%arg439, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%763) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %384 = "linalg.generic"(%382, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg437: f32, %arg438: f32):
      %762 = "arith.addf"(%arg437, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%762) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %385 = "linalg.generic"(%384, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg435: f32, %arg436: f32):
      %761 = "arith.mulf"(%arg435, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%761) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %386 = "linalg.generic"(%382, %382, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg432: f32, %arg433: f32, %arg434: f32):
      %760 = "arith.mulf"(%arg432, %arg433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%760) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %387 = "linalg.generic"(%20, %386, %125) <{indexing_maps = [#map21, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg429: i64, %arg430: f32, %arg431: f32):
      %758 = "arith.sitofp"(%arg429) : (i64) -> f32
      %759 = "arith.subf"(%758, %arg430) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%759) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %388 = "linalg.generic"(%377, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg427: f32, %arg428: f32):
      %756 = "arith.truncf"(%13) : (f64) -> f32
      %757 = "arith.mulf"(%arg427, %756) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%757) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %389 = "linalg.generic"(%388, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg425: f32, %arg426: f32):
      %755 = "arith.addf"(%arg425, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%755) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %390 = "linalg.generic"(%389, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg423: f32, %arg424: f32):
      %753 = "arith.truncf"(%14) : (f64) -> f32
      %754 = "arith.mulf"(%arg423, %753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%754) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %391 = "linalg.generic"(%383, %387, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg420: f32, %arg421: f32, %arg422: f32):
      %752 = "arith.mulf"(%arg420, %arg421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%752) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %392 = "linalg.generic"(%391, %390, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg417: f32, %arg418: f32, %arg419: f32):
      %751 = "arith.mulf"(%arg417, %arg418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%751) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %393 = "linalg.generic"(%385, %392, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg414: f32, %arg415: f32, %arg416: f32):
      %750 = "arith.addf"(%arg414, %arg415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%750) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %394 = "linalg.generic"(%376, %393, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg411: f32, %arg412: f32, %arg413: f32):
      %749 = "arith.mulf"(%arg411, %arg412) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%749) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %395 = "tensor.collapse_shape"(%394) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %396 = "linalg.matmul"(%395, %arg26, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg408: f32, %arg409: f32, %arg410: f32):
      %747 = "arith.mulf"(%arg408, %arg409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %748 = "arith.addf"(%arg410, %747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%748) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %397 = "linalg.transpose"(%395, %127) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg406: f32, %arg407: f32):
      "linalg.yield"(%arg406) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %398 = "linalg.fill"(%5, %127) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg404: f32, %arg405: f32):
      "linalg.yield"(%arg404) : (f32) -> ()
    }) : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
    %399 = "linalg.matmul"(%397, %206, %398) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg401: f32, %arg402: f32, %arg403: f32):
      %745 = "arith.mulf"(%arg401, %arg402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %746 = "arith.addf"(%arg403, %745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%746) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %400 = "tensor.empty"() : () -> tensor<1x64xf32>
    %401 = "linalg.fill"(%5, %400) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg399: f32, %arg400: f32):
      "linalg.yield"(%arg399) : (f32) -> ()
    }) : (f32, tensor<1x64xf32>) -> tensor<1x64xf32>
    %402 = "linalg.generic"(%395, %401) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg397: f32, %arg398: f32):
      %744 = "arith.addf"(%arg397, %arg398) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%744) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %403 = "tensor.collapse_shape"(%402) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %404 = "tensor.expand_shape"(%396) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %405 = "linalg.generic"(%366, %404, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg394: f32, %arg395: f32, %arg396: f32):
      %743 = "arith.addf"(%arg394, %arg395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%743) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %406 = "linalg.generic"(%405, %arg18, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg391: f32, %arg392: f32, %arg393: f32):
      %742 = "arith.mulf"(%arg391, %arg392) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%742) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %407 = "linalg.generic"(%406, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32):
      %741 = "arith.mulf"(%arg389, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%741) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %408 = "linalg.generic"(%406, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: f32, %arg388: f32):
      %740 = "arith.addf"(%arg387, %arg388) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%740) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %409 = "linalg.generic"(%406, %202, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg384: f32, %arg385: f32, %arg386: f32):
      %739 = "arith.mulf"(%arg384, %arg385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%739) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %410 = "linalg.generic"(%409, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg382: f32, %arg383: f32):
      %738 = "arith.addf"(%arg382, %arg383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%738) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %411 = "linalg.generic"(%202, %410, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32, %arg381: f32):
      %737 = "arith.mulf"(%arg379, %arg380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%737) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %412 = "linalg.generic"(%407, %408, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg376: f32, %arg377: f32, %arg378: f32):
      %736 = "arith.subf"(%arg376, %arg377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%736) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %413 = "linalg.generic"(%412, %411, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg373: f32, %arg374: f32, %arg375: f32):
      %735 = "arith.subf"(%arg373, %arg374) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%735) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %414 = "linalg.generic"(%200, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg371: f32, %arg372: f32):
      %734 = "arith.divf"(%arg371, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%734) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %415 = "linalg.generic"(%414, %413, %23) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg368: f32, %arg369: f32, %arg370: f32):
      %733 = "arith.mulf"(%arg368, %arg369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%733) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %416 = "linalg.generic"(%405, %202, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg365: f32, %arg366: f32, %arg367: f32):
      %732 = "arith.mulf"(%arg365, %arg366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%732) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %417 = "linalg.generic"(%416, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg363: f32, %arg364: f32):
      %731 = "arith.addf"(%arg363, %arg364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%731) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %418 = "linalg.generic"(%405, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg361: f32, %arg362: f32):
      %730 = "arith.addf"(%arg361, %arg362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%730) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %419 = "tensor.collapse_shape"(%415) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %420 = "linalg.matmul"(%419, %arg24, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg358: f32, %arg359: f32, %arg360: f32):
      %728 = "arith.mulf"(%arg358, %arg359) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %729 = "arith.addf"(%arg360, %728) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%729) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %421 = "linalg.transpose"(%419, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg356: f32, %arg357: f32):
      "linalg.yield"(%arg356) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %422 = "linalg.matmul"(%421, %183, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg353: f32, %arg354: f32, %arg355: f32):
      %726 = "arith.mulf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %727 = "arith.addf"(%arg355, %726) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%727) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %423 = "linalg.generic"(%419, %353) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg351: f32, %arg352: f32):
      %725 = "arith.addf"(%arg351, %arg352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%725) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %424 = "tensor.collapse_shape"(%423) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %425 = "tensor.expand_shape"(%420) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %426 = "linalg.transpose"(%425, %61) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg349: f32, %arg350: f32):
      "linalg.yield"(%arg349) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %427 = "tensor.collapse_shape"(%426) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %428 = "linalg.transpose"(%177, %69) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg347: f32, %arg348: f32):
      "linalg.yield"(%arg347) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %429 = "linalg.batch_matmul"(%428, %427, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg344: f32, %arg345: f32, %arg346: f32):
      %723 = "arith.mulf"(%arg344, %arg345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %724 = "arith.addf"(%arg346, %723) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%724) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %430 = "linalg.transpose"(%178, %69) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg342: f32, %arg343: f32):
      "linalg.yield"(%arg342) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %431 = "linalg.batch_matmul"(%427, %430, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg339: f32, %arg340: f32, %arg341: f32):
      %721 = "arith.mulf"(%arg339, %arg340) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %722 = "arith.addf"(%arg341, %721) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%722) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %432 = "tensor.expand_shape"(%429) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %433 = "tensor.expand_shape"(%431) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %434 = "linalg.generic"(%433, %176, %61) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg336: f32, %arg337: f32, %arg338: f32):
      %720 = "arith.mulf"(%arg336, %arg337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%720) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %435 = "linalg.generic"(%434, %83) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg334: f32, %arg335: f32):
      %719 = "arith.addf"(%arg334, %arg335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%719) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %436 = "linalg.generic"(%176, %435, %61) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg331: f32, %arg332: f32, %arg333: f32):
      %718 = "arith.mulf"(%arg331, %arg332) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%718) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %437 = "linalg.generic"(%434, %436, %61) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg328: f32, %arg329: f32, %arg330: f32):
      %717 = "arith.subf"(%arg328, %arg329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%717) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %438 = "linalg.generic"(%437, %61) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg326: f32, %arg327: f32):
      %715 = "arith.truncf"(%16) : (f64) -> f32
      %716 = "arith.divf"(%arg326, %715) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%716) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %439 = "tensor.collapse_shape"(%438) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %440 = "linalg.transpose"(%166, %69) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      "linalg.yield"(%arg324) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %441 = "linalg.batch_matmul"(%440, %439, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg321: f32, %arg322: f32, %arg323: f32):
      %713 = "arith.mulf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %714 = "arith.addf"(%arg323, %713) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%714) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %442 = "linalg.transpose"(%167, %69) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg319: f32, %arg320: f32):
      "linalg.yield"(%arg319) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %443 = "linalg.batch_matmul"(%439, %442, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg316: f32, %arg317: f32, %arg318: f32):
      %711 = "arith.mulf"(%arg316, %arg317) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %712 = "arith.addf"(%arg318, %711) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%712) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %444 = "tensor.expand_shape"(%441) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %445 = "tensor.expand_shape"(%443) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %446 = "linalg.transpose"(%432, %90) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg314: f32, %arg315: f32):
      "linalg.yield"(%arg314) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %447 = "tensor.collapse_shape"(%446) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %448 = "linalg.transpose"(%444, %90) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg312: f32, %arg313: f32):
      "linalg.yield"(%arg312) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %449 = "tensor.collapse_shape"(%448) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %450 = "linalg.transpose"(%445, %90) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg310: f32, %arg311: f32):
      "linalg.yield"(%arg310) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %451 = "tensor.collapse_shape"(%450) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %452 = "tensor.concat"(%451, %449, %447) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %453 = "tensor.collapse_shape"(%452) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %454 = "linalg.matmul"(%453, %arg22, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg307: f32, %arg308: f32, %arg309: f32):
      %709 = "arith.mulf"(%arg307, %arg308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %710 = "arith.addf"(%arg309, %709) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%710) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %455 = "tensor.empty"() : () -> tensor<48x16xf32>
    %456 = "linalg.transpose"(%453, %455) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg305: f32, %arg306: f32):
      "linalg.yield"(%arg305) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %457 = "linalg.fill"(%5, %455) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg303: f32, %arg304: f32):
      "linalg.yield"(%arg303) : (f32) -> ()
    }) : (f32, tensor<48x16xf32>) -> tensor<48x16xf32>
    %458 = "linalg.matmul"(%456, %152, %457) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg300: f32, %arg301: f32, %arg302: f32):
      %707 = "arith.mulf"(%arg300, %arg301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %708 = "arith.addf"(%arg302, %707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%708) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %459 = "tensor.empty"() : () -> tensor<1x48xf32>
    %460 = "linalg.fill"(%5, %459) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32):
      "linalg.yield"(%arg298) : (f32) -> ()
    }) : (f32, tensor<1x48xf32>) -> tensor<1x48xf32>
    %461 = "linalg.generic"(%453, %460) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg296: f32, %arg297: f32):
      %706 = "arith.addf"(%arg296, %arg297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%706) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %462 = "tensor.collapse_shape"(%461) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %463 = "tensor.expand_shape"(%454) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %464 = "linalg.generic"(%415, %463, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg293: f32, %arg294: f32, %arg295: f32):
      %705 = "arith.addf"(%arg293, %arg294) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%705) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %465 = "linalg.generic"(%464, %arg8, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg290: f32, %arg291: f32, %arg292: f32):
      %704 = "arith.mulf"(%arg290, %arg291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%704) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %466 = "linalg.generic"(%465, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg288: f32, %arg289: f32):
      %703 = "arith.mulf"(%arg288, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%703) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %467 = "linalg.generic"(%465, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg286: f32, %arg287: f32):
      %702 = "arith.addf"(%arg286, %arg287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%702) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %468 = "linalg.generic"(%465, %148, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg283: f32, %arg284: f32, %arg285: f32):
      %701 = "arith.mulf"(%arg283, %arg284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%701) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %469 = "linalg.generic"(%468, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32):
      %700 = "arith.addf"(%arg281, %arg282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%700) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %470 = "linalg.generic"(%148, %469, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg278: f32, %arg279: f32, %arg280: f32):
      %699 = "arith.mulf"(%arg278, %arg279) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%699) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %471 = "linalg.generic"(%466, %467, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32, %arg277: f32):
      %698 = "arith.subf"(%arg275, %arg276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%698) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %472 = "linalg.generic"(%471, %470, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32, %arg274: f32):
      %697 = "arith.subf"(%arg272, %arg273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%697) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %473 = "linalg.generic"(%146, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg270: f32, %arg271: f32):
      %696 = "arith.divf"(%arg270, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%696) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %474 = "linalg.generic"(%473, %472, %23) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32, %arg269: f32):
      %695 = "arith.mulf"(%arg267, %arg268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%695) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %475 = "linalg.generic"(%464, %148, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg264: f32, %arg265: f32, %arg266: f32):
      %694 = "arith.mulf"(%arg264, %arg265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%694) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %476 = "linalg.generic"(%475, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32):
      %693 = "arith.addf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%693) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %477 = "linalg.generic"(%464, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      %692 = "arith.addf"(%arg260, %arg261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%692) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %478 = "tensor.collapse_shape"(%474) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %479 = "linalg.matmul"(%478, %arg16, %120) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg257: f32, %arg258: f32, %arg259: f32):
      %690 = "arith.mulf"(%arg257, %arg258) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %691 = "arith.addf"(%arg259, %690) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%691) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %480 = "linalg.transpose"(%478, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg255: f32, %arg256: f32):
      "linalg.yield"(%arg255) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %481 = "linalg.matmul"(%480, %129, %120) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg252: f32, %arg253: f32, %arg254: f32):
      %688 = "arith.mulf"(%arg252, %arg253) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %689 = "arith.addf"(%arg254, %688) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%689) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %482 = "linalg.generic"(%478, %353) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg250: f32, %arg251: f32):
      %687 = "arith.addf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%687) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %483 = "tensor.collapse_shape"(%482) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %484 = "tensor.expand_shape"(%479) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %485 = "linalg.generic"(%124, %124, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg247: f32, %arg248: f32, %arg249: f32):
      %686 = "arith.mulf"(%arg247, %arg248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%686) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %486 = "linalg.generic"(%485, %124, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg244: f32, %arg245: f32, %arg246: f32):
      %685 = "arith.mulf"(%arg244, %arg245) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%685) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %487 = "linalg.generic"(%486, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32):
      %683 = "arith.truncf"(%15) : (f64) -> f32
      %684 = "arith.mulf"(%arg242, %683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%684) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %488 = "linalg.generic"(%124, %487, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32, %arg241: f32):
      %682 = "arith.addf"(%arg239, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%682) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %489 = "linalg.generic"(%488, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32):
      %680 = "arith.truncf"(%14) : (f64) -> f32
      %681 = "arith.mulf"(%arg237, %680) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%681) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %490 = "linalg.generic"(%489, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32):
      %679 = "math.tanh"(%arg235) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%679) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %491 = "linalg.generic"(%124, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32):
      %678 = "arith.mulf"(%arg233, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%678) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %492 = "linalg.generic"(%490, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg231: f32, %arg232: f32):
      %677 = "arith.addf"(%arg231, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%677) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %493 = "linalg.generic"(%492, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg229: f32, %arg230: f32):
      %676 = "arith.mulf"(%arg229, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%676) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %494 = "linalg.generic"(%490, %490, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg226: f32, %arg227: f32, %arg228: f32):
      %675 = "arith.mulf"(%arg226, %arg227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%675) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %495 = "linalg.generic"(%20, %494, %125) <{indexing_maps = [#map21, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg223: i64, %arg224: f32, %arg225: f32):
      %673 = "arith.sitofp"(%arg223) : (i64) -> f32
      %674 = "arith.subf"(%673, %arg224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%674) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %496 = "linalg.generic"(%485, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg221: f32, %arg222: f32):
      %671 = "arith.truncf"(%13) : (f64) -> f32
      %672 = "arith.mulf"(%arg221, %671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%672) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %497 = "linalg.generic"(%496, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32):
      %670 = "arith.addf"(%arg219, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%670) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %498 = "linalg.generic"(%497, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32):
      %668 = "arith.truncf"(%14) : (f64) -> f32
      %669 = "arith.mulf"(%arg217, %668) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%669) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %499 = "linalg.generic"(%491, %495, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32, %arg216: f32):
      %667 = "arith.mulf"(%arg214, %arg215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%667) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %500 = "linalg.generic"(%499, %498, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32, %arg213: f32):
      %666 = "arith.mulf"(%arg211, %arg212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%666) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %501 = "linalg.generic"(%493, %500, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32, %arg210: f32):
      %665 = "arith.addf"(%arg208, %arg209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%665) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %502 = "linalg.generic"(%484, %501, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg205: f32, %arg206: f32, %arg207: f32):
      %664 = "arith.mulf"(%arg205, %arg206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%664) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %503 = "tensor.collapse_shape"(%502) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %504 = "linalg.matmul"(%503, %arg14, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32, %arg204: f32):
      %662 = "arith.mulf"(%arg202, %arg203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %663 = "arith.addf"(%arg204, %662) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%663) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %505 = "linalg.transpose"(%503, %127) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg200: f32, %arg201: f32):
      "linalg.yield"(%arg200) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %506 = "linalg.matmul"(%505, %119, %398) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32, %arg199: f32):
      %660 = "arith.mulf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %661 = "arith.addf"(%arg199, %660) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%661) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %507 = "linalg.generic"(%503, %401) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f32, %arg196: f32):
      %659 = "arith.addf"(%arg195, %arg196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%659) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %508 = "tensor.collapse_shape"(%507) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %509 = "tensor.expand_shape"(%504) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %510 = "linalg.generic"(%474, %509, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32, %arg194: f32):
      %658 = "arith.addf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%658) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %511 = "linalg.generic"(%510, %arg6, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %657 = "arith.mulf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%657) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %512 = "linalg.generic"(%511, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      %656 = "arith.mulf"(%arg187, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%656) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %513 = "linalg.generic"(%511, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      %655 = "arith.addf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%655) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %514 = "linalg.generic"(%511, %114, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg182: f32, %arg183: f32, %arg184: f32):
      %654 = "arith.mulf"(%arg182, %arg183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%654) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %515 = "linalg.generic"(%514, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32):
      %653 = "arith.addf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%653) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %516 = "linalg.generic"(%114, %515, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32, %arg179: f32):
      %652 = "arith.mulf"(%arg177, %arg178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%652) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %517 = "linalg.generic"(%512, %513, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32, %arg176: f32):
      %651 = "arith.subf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%651) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %518 = "linalg.generic"(%517, %516, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32, %arg173: f32):
      %650 = "arith.subf"(%arg171, %arg172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%650) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %519 = "linalg.generic"(%112, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      %649 = "arith.divf"(%arg169, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%649) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %520 = "linalg.generic"(%519, %518, %23) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %648 = "arith.mulf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%648) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %521 = "linalg.generic"(%510, %114, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32, %arg165: f32):
      %647 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%647) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %522 = "linalg.generic"(%521, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32):
      %646 = "arith.addf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%646) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %523 = "linalg.generic"(%510, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      %645 = "arith.addf"(%arg159, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%645) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %524 = "tensor.collapse_shape"(%520) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %525 = "linalg.matmul"(%524, %arg12, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg156: f32, %arg157: f32, %arg158: f32):
      %643 = "arith.mulf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %644 = "arith.addf"(%arg158, %643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%644) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %526 = "linalg.transpose"(%524, %92) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg154: f32, %arg155: f32):
      "linalg.yield"(%arg154) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %527 = "linalg.matmul"(%526, %94, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
      %641 = "arith.mulf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %642 = "arith.addf"(%arg153, %641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%642) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %528 = "linalg.generic"(%524, %353) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      %640 = "arith.addf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%640) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %529 = "tensor.collapse_shape"(%528) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %530 = "tensor.expand_shape"(%525) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %531 = "linalg.transpose"(%530, %61) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      "linalg.yield"(%arg147) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %532 = "tensor.collapse_shape"(%531) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %533 = "linalg.transpose"(%86, %69) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      "linalg.yield"(%arg145) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %534 = "linalg.batch_matmul"(%533, %532, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32, %arg144: f32):
      %638 = "arith.mulf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %639 = "arith.addf"(%arg144, %638) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%639) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %535 = "linalg.transpose"(%87, %69) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32):
      "linalg.yield"(%arg140) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %536 = "linalg.batch_matmul"(%532, %535, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32, %arg139: f32):
      %636 = "arith.mulf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %637 = "arith.addf"(%arg139, %636) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%637) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %537 = "tensor.expand_shape"(%534) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %538 = "tensor.expand_shape"(%536) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %539 = "linalg.generic"(%538, %85, %61) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32, %arg136: f32):
      %635 = "arith.mulf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%635) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %540 = "linalg.generic"(%539, %83) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32):
      %634 = "arith.addf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%634) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %541 = "linalg.generic"(%85, %540, %61) <{indexing_maps = [#map14, #map15, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
      %633 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%633) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %542 = "linalg.generic"(%539, %541, %61) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32, %arg128: f32):
      %632 = "arith.subf"(%arg126, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%632) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %543 = "linalg.generic"(%542, %61) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32):
      %630 = "arith.truncf"(%16) : (f64) -> f32
      %631 = "arith.divf"(%arg124, %630) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%631) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %544 = "tensor.collapse_shape"(%543) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %545 = "linalg.transpose"(%67, %69) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32):
      "linalg.yield"(%arg122) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %546 = "linalg.batch_matmul"(%545, %544, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %628 = "arith.mulf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %629 = "arith.addf"(%arg121, %628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%629) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %547 = "linalg.transpose"(%68, %69) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32):
      "linalg.yield"(%arg117) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %548 = "linalg.batch_matmul"(%544, %547, %70) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
      %626 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %627 = "arith.addf"(%arg116, %626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%627) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %549 = "tensor.expand_shape"(%546) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %550 = "tensor.expand_shape"(%548) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %551 = "linalg.transpose"(%537, %90) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      "linalg.yield"(%arg112) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %552 = "tensor.collapse_shape"(%551) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %553 = "linalg.transpose"(%549, %90) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %554 = "tensor.collapse_shape"(%553) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %555 = "linalg.transpose"(%550, %90) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %556 = "tensor.collapse_shape"(%555) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %557 = "tensor.concat"(%556, %554, %552) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %558 = "tensor.collapse_shape"(%557) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %559 = "linalg.matmul"(%558, %arg10, %95) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
      %624 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %625 = "arith.addf"(%arg107, %624) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%625) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %560 = "linalg.transpose"(%558, %455) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg103: f32, %arg104: f32):
      "linalg.yield"(%arg103) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %561 = "linalg.matmul"(%560, %51, %457) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32, %arg102: f32):
      %622 = "arith.mulf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %623 = "arith.addf"(%arg102, %622) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%623) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %562 = "linalg.generic"(%558, %460) <{indexing_maps = [#map4, #map20], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      %621 = "arith.addf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%621) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %563 = "tensor.collapse_shape"(%562) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %564 = "tensor.expand_shape"(%559) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %565 = "linalg.generic"(%520, %564, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32, %arg97: f32):
      %620 = "arith.addf"(%arg95, %arg96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%620) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %566 = "linalg.generic"(%565, %arg4, %23) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32, %arg94: f32):
      %619 = "arith.mulf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%619) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %567 = "linalg.generic"(%566, %23) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %618 = "arith.mulf"(%arg90, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%618) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %568 = "linalg.generic"(%566, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %617 = "arith.addf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%617) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %569 = "linalg.generic"(%566, %46, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %616 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%616) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %570 = "linalg.generic"(%569, %40) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      %615 = "arith.addf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%615) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %571 = "linalg.generic"(%46, %570, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %614 = "arith.mulf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%614) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %572 = "linalg.generic"(%567, %568, %23) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
      %613 = "arith.subf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%613) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %573 = "linalg.generic"(%572, %571, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32, %arg76: f32):
      %612 = "arith.subf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%612) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %574 = "linalg.generic"(%44, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %611 = "arith.divf"(%arg72, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%611) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %575 = "linalg.generic"(%574, %573, %23) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %610 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%610) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %576 = "linalg.generic"(%565, %46, %23) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %609 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%609) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %577 = "linalg.generic"(%576, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      %608 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%608) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %578 = "linalg.generic"(%565, %289) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      %607 = "arith.addf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%607) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %579 = "tensor.empty"() : () -> tensor<1x8x16xf32>
    %580 = "linalg.fill"(%5, %579) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      "linalg.yield"(%arg60) : (f32) -> ()
    }) : (f32, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %581 = "linalg.generic"(%575, %580) <{indexing_maps = [#map2, #map22], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      %606 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%606) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %582 = "tensor.collapse_shape"(%581) <{reassociation = [[0, 1], [2]]}> : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %583 = "tensor.expand_shape"(%22) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xi64>) -> tensor<8x1xi64>
    %584 = "tensor.empty"() : () -> tensor<8x8xi1>
    %585 = "linalg.generic"(%583, %22, %584) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: i64, %arg56: i64, %arg57: i1):
      %605 = "arith.cmpi"(%arg55, %arg56) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%605) : (i1) -> ()
    }) : (tensor<8x1xi64>, tensor<8xi64>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %586 = "tensor.empty"() : () -> tensor<8x8xf32>
    %587 = "linalg.generic"(%585, %586) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: i1, %arg54: f32):
      %604 = "arith.uitofp"(%arg53) : (i1) -> f32
      "linalg.yield"(%604) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %588 = "linalg.transpose"(%587, %586) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %589 = "linalg.fill"(%5, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %590 = "linalg.matmul"(%588, %582, %589) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
      %602 = "arith.mulf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %603 = "arith.addf"(%arg48, %602) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%603) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %591 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<2x8xi64>) -> tensor<16xi64>
    %592 = "tensor.expand_shape"(%591) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %593 = "linalg.generic"(%592, %284, %285) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: i64, %arg44: i64, %arg45: i1):
      %601 = "arith.cmpi"(%arg43, %arg44) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%601) : (i1) -> ()
    }) : (tensor<16x1xi64>, tensor<32xi64>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %594 = "linalg.generic"(%593, %258) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: i1, %arg42: f32):
      %600 = "arith.uitofp"(%arg41) : (i1) -> f32
      "linalg.yield"(%600) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %595 = "tensor.collapse_shape"(%575) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %596 = "linalg.transpose"(%594, %308) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %597 = "linalg.matmul"(%596, %595, %310) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %598 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %599 = "arith.addf"(%arg38, %598) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%599) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%297, %597, %590, %577, %578, %522, %523, %476, %477, %561, %563, %527, %529, %506, %508, %481, %483, %417, %418, %368, %369, %458, %462, %422, %424, %399, %403, %373, %375, %351, %355, %328, %329, %311, %315) : (tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>) -> ()
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
