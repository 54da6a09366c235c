// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/lstm_lm.ref.npz --budgets 44400B,min --rtol 1e-05 --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: lstm_lm.mlir: {{[0-9]+}} results match the reference
// CHECK: lstm_lm.mlir: PASS

// lstm_lm training step (LSTM language model, 2 layers, dropout (tiny: vocab 32, width 8)), imported from PyTorch by
// python -m remat_torch.import_torch bench.user_models.models:lstm_lm --model-args '{"size": "tiny"}' --input-shape 4,12:int:32 --loss cross_entropy.
// @step arguments: x, y, seed, embed.weight, rnn.weight_ih_l0, rnn.weight_hh_l0, rnn.bias_ih_l0, rnn.bias_hh_l0, rnn.weight_ih_l1, rnn.weight_hh_l1, rnn.bias_ih_l1, rnn.bias_hh_l1, decoder.weight, decoder.bias
// @step results: loss, grad:embed.weight, grad:rnn.weight_ih_l0, grad:rnn.weight_hh_l0, grad:rnn.bias_ih_l0, grad:rnn.bias_hh_l0, grad:rnn.weight_ih_l1, grad:rnn.weight_hh_l1, grad:rnn.bias_ih_l1, grad:rnn.bias_hh_l1, grad:decoder.weight, grad:decoder.bias
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<() -> ()>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map11 = affine_map<(d0, d1) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map15 = affine_map<(d0, d1, d2) -> ()>
#map16 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map17 = affine_map<(d0, d1) -> (0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x12xi64>, tensor<4x12xi64>, tensor<i64>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32xf32>) -> (tensor<f32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<4x12xi64>, %arg1: tensor<4x12xi64>, %arg2: tensor<i64>, %arg3: tensor<32x8xf32>, %arg4: tensor<32x8xf32>, %arg5: tensor<32x8xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<32x8xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x8xf32>, %arg13: tensor<32xf32>):
    %0 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 2654435769 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 3435973837 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 668265263 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 73244475 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 4294967295 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 32 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x8xf32>}> : () -> tensor<4x8xf32>
    %14 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x4x8xf32>}> : () -> tensor<1x4x8xf32>
    %15 = "arith.constant"() <{value = 8.000000e-01 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %17 = "tensor.empty"() : () -> tensor<4x12x8xf32>
    %18 = "linalg.generic"(%arg0, %17) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3132: i64, %arg3133: f32):
      %3048 = "arith.index_cast"(%arg3132) : (i64) -> index
      %3049 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %3050 = "arith.cmpi"(%3048, %8) <{predicate = 2 : i64}> : (index, index) -> i1
      %3051 = "arith.cmpi"(%arg3132, %6) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %3052 = "tensor.extract"(%arg3, %3048, %3049) : (tensor<32x8xf32>, index, index) -> f32
      "linalg.yield"(%3052) : (f32) -> ()
    }) : (tensor<4x12xi64>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %19 = "tensor.empty"() : () -> tensor<i64>
    %20 = "linalg.generic"(%arg2, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3130: i64, %arg3131: i64):
      %3047 = "arith.andi"(%arg3130, %7) : (i64, i64) -> i64
      "linalg.yield"(%3047) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %21 = "linalg.generic"(%20, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3128: i64, %arg3129: i64):
      %3046 = "arith.andi"(%arg3128, %7) : (i64, i64) -> i64
      "linalg.yield"(%3046) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %22 = "linalg.generic"(%21, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3126: i64, %arg3127: i64):
      %3045 = "arith.shrsi"(%arg3126, %5) : (i64, i64) -> i64
      "linalg.yield"(%3045) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %23 = "linalg.generic"(%22, %21, %19) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3123: i64, %arg3124: i64, %arg3125: i64):
      %3044 = "arith.xori"(%arg3123, %arg3124) : (i64, i64) -> i64
      "linalg.yield"(%3044) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %24 = "linalg.generic"(%23, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3121: i64, %arg3122: i64):
      %3043 = "arith.muli"(%arg3121, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%3043) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %25 = "linalg.generic"(%24, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3119: i64, %arg3120: i64):
      %3042 = "arith.andi"(%arg3119, %7) : (i64, i64) -> i64
      "linalg.yield"(%3042) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %26 = "linalg.generic"(%25, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3117: i64, %arg3118: i64):
      %3041 = "arith.shrsi"(%arg3117, %5) : (i64, i64) -> i64
      "linalg.yield"(%3041) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %27 = "linalg.generic"(%26, %25, %19) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3114: i64, %arg3115: i64, %arg3116: i64):
      %3040 = "arith.xori"(%arg3114, %arg3115) : (i64, i64) -> i64
      "linalg.yield"(%3040) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %28 = "linalg.generic"(%27, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3112: i64, %arg3113: i64):
      %3039 = "arith.muli"(%arg3112, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%3039) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %29 = "linalg.generic"(%28, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3110: i64, %arg3111: i64):
      %3038 = "arith.andi"(%arg3110, %7) : (i64, i64) -> i64
      "linalg.yield"(%3038) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %30 = "linalg.generic"(%29, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3108: i64, %arg3109: i64):
      %3037 = "arith.shrsi"(%arg3108, %5) : (i64, i64) -> i64
      "linalg.yield"(%3037) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %31 = "linalg.generic"(%30, %29, %19) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3105: i64, %arg3106: i64, %arg3107: i64):
      %3036 = "arith.xori"(%arg3105, %arg3106) : (i64, i64) -> i64
      "linalg.yield"(%3036) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %32 = "linalg.generic"(%31, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3103: i64, %arg3104: i64):
      %3035 = "arith.muli"(%arg3103, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%3035) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %33 = "linalg.generic"(%32, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3101: i64, %arg3102: i64):
      %3034 = "arith.andi"(%arg3101, %7) : (i64, i64) -> i64
      "linalg.yield"(%3034) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %34 = "tensor.empty"() : () -> tensor<384xi64>
    %35 = "linalg.generic"(%34) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg3100: i64):
      %3032 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %3033 = "arith.index_cast"(%3032) : (index) -> i64
      "linalg.yield"(%3033) : (i64) -> ()
    }) : (tensor<384xi64>) -> tensor<384xi64>
    %36 = "linalg.generic"(%35, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3098: i64, %arg3099: i64):
      %3031 = "arith.muli"(%arg3098, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%3031) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %37 = "linalg.generic"(%36, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3096: i64, %arg3097: i64):
      %3030 = "arith.andi"(%arg3096, %7) : (i64, i64) -> i64
      "linalg.yield"(%3030) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %38 = "linalg.generic"(%37, %33, %34) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3093: i64, %arg3094: i64, %arg3095: i64):
      %3029 = "arith.xori"(%arg3093, %arg3094) : (i64, i64) -> i64
      "linalg.yield"(%3029) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<i64>, tensor<384xi64>) -> tensor<384xi64>
    %39 = "linalg.generic"(%38, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3091: i64, %arg3092: i64):
      %3028 = "arith.shrsi"(%arg3091, %5) : (i64, i64) -> i64
      "linalg.yield"(%3028) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %40 = "linalg.generic"(%39, %38, %34) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3088: i64, %arg3089: i64, %arg3090: i64):
      %3027 = "arith.xori"(%arg3088, %arg3089) : (i64, i64) -> i64
      "linalg.yield"(%3027) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %41 = "linalg.generic"(%40, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3086: i64, %arg3087: i64):
      %3026 = "arith.muli"(%arg3086, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%3026) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %42 = "linalg.generic"(%41, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3084: i64, %arg3085: i64):
      %3025 = "arith.andi"(%arg3084, %7) : (i64, i64) -> i64
      "linalg.yield"(%3025) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %43 = "linalg.generic"(%42, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3082: i64, %arg3083: i64):
      %3024 = "arith.shrsi"(%arg3082, %5) : (i64, i64) -> i64
      "linalg.yield"(%3024) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %44 = "linalg.generic"(%43, %42, %34) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3079: i64, %arg3080: i64, %arg3081: i64):
      %3023 = "arith.xori"(%arg3079, %arg3080) : (i64, i64) -> i64
      "linalg.yield"(%3023) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %45 = "linalg.generic"(%44, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3077: i64, %arg3078: i64):
      %3022 = "arith.muli"(%arg3077, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%3022) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %46 = "linalg.generic"(%45, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3075: i64, %arg3076: i64):
      %3021 = "arith.andi"(%arg3075, %7) : (i64, i64) -> i64
      "linalg.yield"(%3021) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %47 = "linalg.generic"(%46, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3073: i64, %arg3074: i64):
      %3020 = "arith.shrsi"(%arg3073, %5) : (i64, i64) -> i64
      "linalg.yield"(%3020) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %48 = "linalg.generic"(%47, %46, %34) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3070: i64, %arg3071: i64, %arg3072: i64):
      %3019 = "arith.xori"(%arg3070, %arg3071) : (i64, i64) -> i64
      "linalg.yield"(%3019) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %49 = "linalg.generic"(%48, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3068: i64, %arg3069: i64):
      %3018 = "arith.muli"(%arg3068, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%3018) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %50 = "linalg.generic"(%49, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3066: i64, %arg3067: i64):
      %3017 = "arith.andi"(%arg3066, %7) : (i64, i64) -> i64
      "linalg.yield"(%3017) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %51 = "tensor.expand_shape"(%50) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 12, 8>}> : (tensor<384xi64>) -> tensor<4x12x8xi64>
    %52 = "tensor.empty"() : () -> tensor<4x12x8xi1>
    %53 = "linalg.generic"(%51, %52) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3064: i64, %arg3065: i1):
      %3016 = "arith.cmpi"(%arg3064, %2) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%3016) : (i1) -> ()
    }) : (tensor<4x12x8xi64>, tensor<4x12x8xi1>) -> tensor<4x12x8xi1>
    %54 = "linalg.generic"(%53, %17) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3062: i1, %arg3063: f32):
      %3015 = "arith.uitofp"(%arg3062) : (i1) -> f32
      "linalg.yield"(%3015) : (f32) -> ()
    }) : (tensor<4x12x8xi1>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %55 = "linalg.generic"(%54, %17) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3060: f32, %arg3061: f32):
      %3013 = "arith.truncf"(%15) : (f64) -> f32
      %3014 = "arith.divf"(%arg3060, %3013) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3014) : (f32) -> ()
    }) : (tensor<4x12x8xf32>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %56 = "linalg.generic"(%18, %55, %17) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3057: f32, %arg3058: f32, %arg3059: f32):
      %3012 = "arith.mulf"(%arg3057, %arg3058) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3012) : (f32) -> ()
    }) : (tensor<4x12x8xf32>, tensor<4x12x8xf32>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %57 = "tensor.empty"() : () -> tensor<12x4x8xf32>
    %58 = "linalg.transpose"(%56, %57) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg3055: f32, %arg3056: f32):
      "linalg.yield"(%arg3055) : (f32) -> ()
    }) : (tensor<4x12x8xf32>, tensor<12x4x8xf32>) -> tensor<12x4x8xf32>
    %59 = "tensor.empty"() : () -> tensor<8x32xf32>
    %60 = "linalg.transpose"(%arg4, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg3053: f32, %arg3054: f32):
      "linalg.yield"(%arg3053) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %61 = "tensor.collapse_shape"(%58) <{reassociation = [[0, 1], [2]]}> : (tensor<12x4x8xf32>) -> tensor<48x8xf32>
    %62 = "tensor.empty"() : () -> tensor<48x32xf32>
    %63 = "linalg.fill"(%9, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3051: f32, %arg3052: f32):
      "linalg.yield"(%arg3051) : (f32) -> ()
    }) : (f32, tensor<48x32xf32>) -> tensor<48x32xf32>
    %64 = "linalg.matmul"(%61, %60, %63) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3048: f32, %arg3049: f32, %arg3050: f32):
      %3010 = "arith.mulf"(%arg3048, %arg3049) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %3011 = "arith.addf"(%arg3050, %3010) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3011) : (f32) -> ()
    }) : (tensor<48x8xf32>, tensor<8x32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %65 = "tensor.expand_shape"(%64) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 12, 4, 32>}> : (tensor<48x32xf32>) -> tensor<12x4x32xf32>
    %66 = "tensor.empty"() : () -> tensor<12x4x32xf32>
    %67 = "linalg.generic"(%65, %arg6, %66) <{indexing_maps = [#map1, #map7, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3045: f32, %arg3046: f32, %arg3047: f32):
      %3009 = "arith.addf"(%arg3045, %arg3046) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3009) : (f32) -> ()
    }) : (tensor<12x4x32xf32>, tensor<32xf32>, tensor<12x4x32xf32>) -> tensor<12x4x32xf32>
    %68 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %69 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %70 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %71 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %72 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %73 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 5, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %74 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %75 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 7, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %76 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %77 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %78 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 10, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %79 = "tensor.extract_slice"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 11, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %80 = "tensor.collapse_shape"(%68) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %81 = "tensor.collapse_shape"(%69) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %82 = "tensor.collapse_shape"(%70) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %83 = "tensor.collapse_shape"(%71) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %84 = "tensor.collapse_shape"(%72) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %85 = "tensor.collapse_shape"(%73) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %86 = "tensor.collapse_shape"(%74) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %87 = "tensor.collapse_shape"(%75) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %88 = "tensor.collapse_shape"(%76) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %89 = "tensor.collapse_shape"(%77) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %90 = "tensor.collapse_shape"(%78) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %91 = "tensor.collapse_shape"(%79) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %92 = "linalg.transpose"(%arg5, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg3043: f32, %arg3044: f32):
      "linalg.yield"(%arg3043) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %93 = "tensor.empty"() : () -> tensor<4x32xf32>
    %94 = "linalg.fill"(%9, %93) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3041: f32, %arg3042: f32):
      "linalg.yield"(%arg3041) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %95 = "linalg.matmul"(%13, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3038: f32, %arg3039: f32, %arg3040: f32):
      %3007 = "arith.mulf"(%arg3038, %arg3039) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %3008 = "arith.addf"(%arg3040, %3007) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3008) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %96 = "linalg.generic"(%arg7, %93) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3036: f32, %arg3037: f32):
      "linalg.yield"(%arg3036) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %97 = "linalg.generic"(%95, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3033: f32, %arg3034: f32, %arg3035: f32):
      %3006 = "arith.addf"(%arg3033, %arg3034) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3006) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %98 = "tensor.expand_shape"(%97) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %99 = "tensor.empty"() : () -> tensor<1x4x32xf32>
    %100 = "linalg.generic"(%98, %80, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3030: f32, %arg3031: f32, %arg3032: f32):
      %3005 = "arith.addf"(%arg3030, %arg3031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3005) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %101 = "tensor.extract_slice"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %102 = "tensor.extract_slice"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %103 = "tensor.extract_slice"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %104 = "tensor.extract_slice"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %105 = "tensor.empty"() : () -> tensor<1x4x8xf32>
    %106 = "linalg.generic"(%101, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3028: f32, %arg3029: f32):
      %3001 = "arith.negf"(%arg3028) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %3002 = "math.exp"(%3001) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %3003 = "arith.addf"(%3002, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %3004 = "arith.divf"(%10, %3003) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3004) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %107 = "linalg.generic"(%102, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3026: f32, %arg3027: f32):
      %2997 = "arith.negf"(%arg3026) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2998 = "math.exp"(%2997) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2999 = "arith.addf"(%2998, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %3000 = "arith.divf"(%10, %2999) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3000) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %108 = "linalg.generic"(%103, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3024: f32, %arg3025: f32):
      %2996 = "math.tanh"(%arg3024) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2996) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %109 = "linalg.generic"(%104, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3022: f32, %arg3023: f32):
      %2992 = "arith.negf"(%arg3022) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2993 = "math.exp"(%2992) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2994 = "arith.addf"(%2993, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2995 = "arith.divf"(%10, %2994) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2995) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %110 = "linalg.generic"(%107, %14, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3019: f32, %arg3020: f32, %arg3021: f32):
      %2991 = "arith.mulf"(%arg3019, %arg3020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2991) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %111 = "linalg.generic"(%106, %108, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3016: f32, %arg3017: f32, %arg3018: f32):
      %2990 = "arith.mulf"(%arg3016, %arg3017) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2990) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %112 = "linalg.generic"(%110, %111, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3013: f32, %arg3014: f32, %arg3015: f32):
      %2989 = "arith.addf"(%arg3013, %arg3014) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2989) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %113 = "linalg.generic"(%112, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3011: f32, %arg3012: f32):
      %2988 = "math.tanh"(%arg3011) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2988) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %114 = "linalg.generic"(%109, %113, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3008: f32, %arg3009: f32, %arg3010: f32):
      %2987 = "arith.mulf"(%arg3008, %arg3009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2987) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %115 = "tensor.collapse_shape"(%114) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %116 = "linalg.matmul"(%115, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3005: f32, %arg3006: f32, %arg3007: f32):
      %2985 = "arith.mulf"(%arg3005, %arg3006) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2986 = "arith.addf"(%arg3007, %2985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2986) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %117 = "linalg.generic"(%116, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3002: f32, %arg3003: f32, %arg3004: f32):
      %2984 = "arith.addf"(%arg3002, %arg3003) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2984) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %118 = "tensor.expand_shape"(%117) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %119 = "linalg.generic"(%118, %81, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2999: f32, %arg3000: f32, %arg3001: f32):
      %2983 = "arith.addf"(%arg2999, %arg3000) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2983) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %120 = "tensor.extract_slice"(%119) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %121 = "tensor.extract_slice"(%119) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %122 = "tensor.extract_slice"(%119) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %123 = "tensor.extract_slice"(%119) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %124 = "linalg.generic"(%120, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2997: f32, %arg2998: f32):
      %2979 = "arith.negf"(%arg2997) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2980 = "math.exp"(%2979) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2981 = "arith.addf"(%2980, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2982 = "arith.divf"(%10, %2981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2982) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %125 = "linalg.generic"(%121, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2995: f32, %arg2996: f32):
      %2975 = "arith.negf"(%arg2995) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2976 = "math.exp"(%2975) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2977 = "arith.addf"(%2976, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2978 = "arith.divf"(%10, %2977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2978) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %126 = "linalg.generic"(%122, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2993: f32, %arg2994: f32):
      %2974 = "math.tanh"(%arg2993) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2974) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %127 = "linalg.generic"(%123, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2991: f32, %arg2992: f32):
      %2970 = "arith.negf"(%arg2991) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2971 = "math.exp"(%2970) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2972 = "arith.addf"(%2971, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2973 = "arith.divf"(%10, %2972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2973) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %128 = "linalg.generic"(%125, %112, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2988: f32, %arg2989: f32, %arg2990: f32):
      %2969 = "arith.mulf"(%arg2988, %arg2989) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2969) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %129 = "linalg.generic"(%124, %126, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2985: f32, %arg2986: f32, %arg2987: f32):
      %2968 = "arith.mulf"(%arg2985, %arg2986) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2968) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %130 = "linalg.generic"(%128, %129, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2982: f32, %arg2983: f32, %arg2984: f32):
      %2967 = "arith.addf"(%arg2982, %arg2983) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2967) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %131 = "linalg.generic"(%130, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2980: f32, %arg2981: f32):
      %2966 = "math.tanh"(%arg2980) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2966) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %132 = "linalg.generic"(%127, %131, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2977: f32, %arg2978: f32, %arg2979: f32):
      %2965 = "arith.mulf"(%arg2977, %arg2978) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2965) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %133 = "tensor.collapse_shape"(%132) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %134 = "linalg.matmul"(%133, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2974: f32, %arg2975: f32, %arg2976: f32):
      %2963 = "arith.mulf"(%arg2974, %arg2975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2964 = "arith.addf"(%arg2976, %2963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2964) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %135 = "linalg.generic"(%134, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2971: f32, %arg2972: f32, %arg2973: f32):
      %2962 = "arith.addf"(%arg2971, %arg2972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2962) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %136 = "tensor.expand_shape"(%135) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %137 = "linalg.generic"(%136, %82, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2968: f32, %arg2969: f32, %arg2970: f32):
      %2961 = "arith.addf"(%arg2968, %arg2969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2961) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %138 = "tensor.extract_slice"(%137) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %139 = "tensor.extract_slice"(%137) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %140 = "tensor.extract_slice"(%137) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %141 = "tensor.extract_slice"(%137) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %142 = "linalg.generic"(%138, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2966: f32, %arg2967: f32):
      %2957 = "arith.negf"(%arg2966) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2958 = "math.exp"(%2957) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2959 = "arith.addf"(%2958, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2960 = "arith.divf"(%10, %2959) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2960) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %143 = "linalg.generic"(%139, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2964: f32, %arg2965: f32):
      %2953 = "arith.negf"(%arg2964) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2954 = "math.exp"(%2953) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2955 = "arith.addf"(%2954, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2956 = "arith.divf"(%10, %2955) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2956) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %144 = "linalg.generic"(%140, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2962: f32, %arg2963: f32):
      %2952 = "math.tanh"(%arg2962) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2952) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %145 = "linalg.generic"(%141, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2960: f32, %arg2961: f32):
      %2948 = "arith.negf"(%arg2960) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2949 = "math.exp"(%2948) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2950 = "arith.addf"(%2949, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2951 = "arith.divf"(%10, %2950) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2951) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %146 = "linalg.generic"(%143, %130, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2957: f32, %arg2958: f32, %arg2959: f32):
      %2947 = "arith.mulf"(%arg2957, %arg2958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2947) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %147 = "linalg.generic"(%142, %144, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2954: f32, %arg2955: f32, %arg2956: f32):
      %2946 = "arith.mulf"(%arg2954, %arg2955) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2946) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %148 = "linalg.generic"(%146, %147, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2951: f32, %arg2952: f32, %arg2953: f32):
      %2945 = "arith.addf"(%arg2951, %arg2952) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2945) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %149 = "linalg.generic"(%148, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2949: f32, %arg2950: f32):
      %2944 = "math.tanh"(%arg2949) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2944) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %150 = "linalg.generic"(%145, %149, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2946: f32, %arg2947: f32, %arg2948: f32):
      %2943 = "arith.mulf"(%arg2946, %arg2947) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2943) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %151 = "tensor.collapse_shape"(%150) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %152 = "linalg.matmul"(%151, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2943: f32, %arg2944: f32, %arg2945: f32):
      %2941 = "arith.mulf"(%arg2943, %arg2944) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2942 = "arith.addf"(%arg2945, %2941) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2942) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %153 = "linalg.generic"(%152, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2940: f32, %arg2941: f32, %arg2942: f32):
      %2940 = "arith.addf"(%arg2940, %arg2941) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2940) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %154 = "tensor.expand_shape"(%153) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %155 = "linalg.generic"(%154, %83, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2937: f32, %arg2938: f32, %arg2939: f32):
      %2939 = "arith.addf"(%arg2937, %arg2938) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2939) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %156 = "tensor.extract_slice"(%155) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %157 = "tensor.extract_slice"(%155) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %158 = "tensor.extract_slice"(%155) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %159 = "tensor.extract_slice"(%155) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %160 = "linalg.generic"(%156, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2935: f32, %arg2936: f32):
      %2935 = "arith.negf"(%arg2935) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2936 = "math.exp"(%2935) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2937 = "arith.addf"(%2936, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2938 = "arith.divf"(%10, %2937) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2938) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %161 = "linalg.generic"(%157, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2933: f32, %arg2934: f32):
      %2931 = "arith.negf"(%arg2933) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2932 = "math.exp"(%2931) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2933 = "arith.addf"(%2932, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2934 = "arith.divf"(%10, %2933) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2934) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %162 = "linalg.generic"(%158, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2931: f32, %arg2932: f32):
      %2930 = "math.tanh"(%arg2931) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2930) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %163 = "linalg.generic"(%159, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2929: f32, %arg2930: f32):
      %2926 = "arith.negf"(%arg2929) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2927 = "math.exp"(%2926) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2928 = "arith.addf"(%2927, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2929 = "arith.divf"(%10, %2928) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2929) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %164 = "linalg.generic"(%161, %148, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2926: f32, %arg2927: f32, %arg2928: f32):
      %2925 = "arith.mulf"(%arg2926, %arg2927) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2925) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %165 = "linalg.generic"(%160, %162, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2923: f32, %arg2924: f32, %arg2925: f32):
      %2924 = "arith.mulf"(%arg2923, %arg2924) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2924) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %166 = "linalg.generic"(%164, %165, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2920: f32, %arg2921: f32, %arg2922: f32):
      %2923 = "arith.addf"(%arg2920, %arg2921) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2923) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %167 = "linalg.generic"(%166, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2918: f32, %arg2919: f32):
      %2922 = "math.tanh"(%arg2918) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2922) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %168 = "linalg.generic"(%163, %167, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2915: f32, %arg2916: f32, %arg2917: f32):
      %2921 = "arith.mulf"(%arg2915, %arg2916) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2921) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %169 = "tensor.collapse_shape"(%168) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %170 = "linalg.matmul"(%169, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2912: f32, %arg2913: f32, %arg2914: f32):
      %2919 = "arith.mulf"(%arg2912, %arg2913) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2920 = "arith.addf"(%arg2914, %2919) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2920) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %171 = "linalg.generic"(%170, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2909: f32, %arg2910: f32, %arg2911: f32):
      %2918 = "arith.addf"(%arg2909, %arg2910) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2918) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %172 = "tensor.expand_shape"(%171) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %173 = "linalg.generic"(%172, %84, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2906: f32, %arg2907: f32, %arg2908: f32):
      %2917 = "arith.addf"(%arg2906, %arg2907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2917) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %174 = "tensor.extract_slice"(%173) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %175 = "tensor.extract_slice"(%173) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %176 = "tensor.extract_slice"(%173) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %177 = "tensor.extract_slice"(%173) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %178 = "linalg.generic"(%174, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2904: f32, %arg2905: f32):
      %2913 = "arith.negf"(%arg2904) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2914 = "math.exp"(%2913) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2915 = "arith.addf"(%2914, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2916 = "arith.divf"(%10, %2915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2916) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %179 = "linalg.generic"(%175, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2902: f32, %arg2903: f32):
      %2909 = "arith.negf"(%arg2902) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2910 = "math.exp"(%2909) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2911 = "arith.addf"(%2910, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2912 = "arith.divf"(%10, %2911) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2912) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %180 = "linalg.generic"(%176, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2900: f32, %arg2901: f32):
      %2908 = "math.tanh"(%arg2900) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2908) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %181 = "linalg.generic"(%177, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2898: f32, %arg2899: f32):
      %2904 = "arith.negf"(%arg2898) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2905 = "math.exp"(%2904) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2906 = "arith.addf"(%2905, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2907 = "arith.divf"(%10, %2906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2907) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %182 = "linalg.generic"(%179, %166, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2895: f32, %arg2896: f32, %arg2897: f32):
      %2903 = "arith.mulf"(%arg2895, %arg2896) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2903) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %183 = "linalg.generic"(%178, %180, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2892: f32, %arg2893: f32, %arg2894: f32):
      %2902 = "arith.mulf"(%arg2892, %arg2893) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2902) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %184 = "linalg.generic"(%182, %183, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2889: f32, %arg2890: f32, %arg2891: f32):
      %2901 = "arith.addf"(%arg2889, %arg2890) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2901) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %185 = "linalg.generic"(%184, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2887: f32, %arg2888: f32):
      %2900 = "math.tanh"(%arg2887) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2900) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %186 = "linalg.generic"(%181, %185, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2884: f32, %arg2885: f32, %arg2886: f32):
      %2899 = "arith.mulf"(%arg2884, %arg2885) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2899) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %187 = "tensor.collapse_shape"(%186) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %188 = "linalg.matmul"(%187, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2881: f32, %arg2882: f32, %arg2883: f32):
      %2897 = "arith.mulf"(%arg2881, %arg2882) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2898 = "arith.addf"(%arg2883, %2897) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2898) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %189 = "linalg.generic"(%188, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2878: f32, %arg2879: f32, %arg2880: f32):
      %2896 = "arith.addf"(%arg2878, %arg2879) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2896) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %190 = "tensor.expand_shape"(%189) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %191 = "linalg.generic"(%190, %85, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2875: f32, %arg2876: f32, %arg2877: f32):
      %2895 = "arith.addf"(%arg2875, %arg2876) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2895) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %192 = "tensor.extract_slice"(%191) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %193 = "tensor.extract_slice"(%191) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %194 = "tensor.extract_slice"(%191) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %195 = "tensor.extract_slice"(%191) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %196 = "linalg.generic"(%192, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2873: f32, %arg2874: f32):
      %2891 = "arith.negf"(%arg2873) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2892 = "math.exp"(%2891) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2893 = "arith.addf"(%2892, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2894 = "arith.divf"(%10, %2893) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2894) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %197 = "linalg.generic"(%193, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2871: f32, %arg2872: f32):
      %2887 = "arith.negf"(%arg2871) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2888 = "math.exp"(%2887) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2889 = "arith.addf"(%2888, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2890 = "arith.divf"(%10, %2889) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2890) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %198 = "linalg.generic"(%194, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2869: f32, %arg2870: f32):
      %2886 = "math.tanh"(%arg2869) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2886) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %199 = "linalg.generic"(%195, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2867: f32, %arg2868: f32):
      %2882 = "arith.negf"(%arg2867) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2883 = "math.exp"(%2882) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2884 = "arith.addf"(%2883, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2885 = "arith.divf"(%10, %2884) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2885) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %200 = "linalg.generic"(%197, %184, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2864: f32, %arg2865: f32, %arg2866: f32):
      %2881 = "arith.mulf"(%arg2864, %arg2865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2881) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %201 = "linalg.generic"(%196, %198, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2861: f32, %arg2862: f32, %arg2863: f32):
      %2880 = "arith.mulf"(%arg2861, %arg2862) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2880) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %202 = "linalg.generic"(%200, %201, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2858: f32, %arg2859: f32, %arg2860: f32):
      %2879 = "arith.addf"(%arg2858, %arg2859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2879) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %203 = "linalg.generic"(%202, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2856: f32, %arg2857: f32):
      %2878 = "math.tanh"(%arg2856) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2878) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %204 = "linalg.generic"(%199, %203, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2853: f32, %arg2854: f32, %arg2855: f32):
      %2877 = "arith.mulf"(%arg2853, %arg2854) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2877) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %205 = "tensor.collapse_shape"(%204) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %206 = "linalg.matmul"(%205, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2850: f32, %arg2851: f32, %arg2852: f32):
      %2875 = "arith.mulf"(%arg2850, %arg2851) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2876 = "arith.addf"(%arg2852, %2875) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2876) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %207 = "linalg.generic"(%206, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2847: f32, %arg2848: f32, %arg2849: f32):
      %2874 = "arith.addf"(%arg2847, %arg2848) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2874) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %208 = "tensor.expand_shape"(%207) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %209 = "linalg.generic"(%208, %86, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2844: f32, %arg2845: f32, %arg2846: f32):
      %2873 = "arith.addf"(%arg2844, %arg2845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2873) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %210 = "tensor.extract_slice"(%209) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %211 = "tensor.extract_slice"(%209) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %212 = "tensor.extract_slice"(%209) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %213 = "tensor.extract_slice"(%209) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %214 = "linalg.generic"(%210, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2842: f32, %arg2843: f32):
      %2869 = "arith.negf"(%arg2842) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2870 = "math.exp"(%2869) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2871 = "arith.addf"(%2870, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2872 = "arith.divf"(%10, %2871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2872) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %215 = "linalg.generic"(%211, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2840: f32, %arg2841: f32):
      %2865 = "arith.negf"(%arg2840) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2866 = "math.exp"(%2865) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2867 = "arith.addf"(%2866, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2868 = "arith.divf"(%10, %2867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2868) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %216 = "linalg.generic"(%212, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2838: f32, %arg2839: f32):
      %2864 = "math.tanh"(%arg2838) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2864) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %217 = "linalg.generic"(%213, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2836: f32, %arg2837: f32):
      %2860 = "arith.negf"(%arg2836) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2861 = "math.exp"(%2860) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2862 = "arith.addf"(%2861, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2863 = "arith.divf"(%10, %2862) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2863) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %218 = "linalg.generic"(%215, %202, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2833: f32, %arg2834: f32, %arg2835: f32):
      %2859 = "arith.mulf"(%arg2833, %arg2834) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2859) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %219 = "linalg.generic"(%214, %216, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2830: f32, %arg2831: f32, %arg2832: f32):
      %2858 = "arith.mulf"(%arg2830, %arg2831) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2858) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %220 = "linalg.generic"(%218, %219, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2827: f32, %arg2828: f32, %arg2829: f32):
      %2857 = "arith.addf"(%arg2827, %arg2828) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2857) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %221 = "linalg.generic"(%220, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2825: f32, %arg2826: f32):
      %2856 = "math.tanh"(%arg2825) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2856) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %222 = "linalg.generic"(%217, %221, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2822: f32, %arg2823: f32, %arg2824: f32):
      %2855 = "arith.mulf"(%arg2822, %arg2823) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2855) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %223 = "tensor.collapse_shape"(%222) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %224 = "linalg.matmul"(%223, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2819: f32, %arg2820: f32, %arg2821: f32):
      %2853 = "arith.mulf"(%arg2819, %arg2820) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2854 = "arith.addf"(%arg2821, %2853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2854) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %225 = "linalg.generic"(%224, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2816: f32, %arg2817: f32, %arg2818: f32):
      %2852 = "arith.addf"(%arg2816, %arg2817) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2852) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %226 = "tensor.expand_shape"(%225) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %227 = "linalg.generic"(%226, %87, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2813: f32, %arg2814: f32, %arg2815: f32):
      %2851 = "arith.addf"(%arg2813, %arg2814) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2851) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %228 = "tensor.extract_slice"(%227) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %229 = "tensor.extract_slice"(%227) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %230 = "tensor.extract_slice"(%227) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %231 = "tensor.extract_slice"(%227) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %232 = "linalg.generic"(%228, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2811: f32, %arg2812: f32):
      %2847 = "arith.negf"(%arg2811) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2848 = "math.exp"(%2847) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2849 = "arith.addf"(%2848, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2850 = "arith.divf"(%10, %2849) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2850) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %233 = "linalg.generic"(%229, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2809: f32, %arg2810: f32):
      %2843 = "arith.negf"(%arg2809) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2844 = "math.exp"(%2843) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2845 = "arith.addf"(%2844, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2846 = "arith.divf"(%10, %2845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2846) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %234 = "linalg.generic"(%230, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2807: f32, %arg2808: f32):
      %2842 = "math.tanh"(%arg2807) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2842) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %235 = "linalg.generic"(%231, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2805: f32, %arg2806: f32):
      %2838 = "arith.negf"(%arg2805) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2839 = "math.exp"(%2838) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2840 = "arith.addf"(%2839, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2841 = "arith.divf"(%10, %2840) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2841) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %236 = "linalg.generic"(%233, %220, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2802: f32, %arg2803: f32, %arg2804: f32):
      %2837 = "arith.mulf"(%arg2802, %arg2803) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2837) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %237 = "linalg.generic"(%232, %234, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2799: f32, %arg2800: f32, %arg2801: f32):
      %2836 = "arith.mulf"(%arg2799, %arg2800) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2836) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %238 = "linalg.generic"(%236, %237, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2796: f32, %arg2797: f32, %arg2798: f32):
      %2835 = "arith.addf"(%arg2796, %arg2797) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2835) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %239 = "linalg.generic"(%238, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2794: f32, %arg2795: f32):
      %2834 = "math.tanh"(%arg2794) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2834) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %240 = "linalg.generic"(%235, %239, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2791: f32, %arg2792: f32, %arg2793: f32):
      %2833 = "arith.mulf"(%arg2791, %arg2792) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2833) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %241 = "tensor.collapse_shape"(%240) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %242 = "linalg.matmul"(%241, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2788: f32, %arg2789: f32, %arg2790: f32):
      %2831 = "arith.mulf"(%arg2788, %arg2789) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2832 = "arith.addf"(%arg2790, %2831) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2832) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %243 = "linalg.generic"(%242, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2785: f32, %arg2786: f32, %arg2787: f32):
      %2830 = "arith.addf"(%arg2785, %arg2786) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2830) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %244 = "tensor.expand_shape"(%243) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %245 = "linalg.generic"(%244, %88, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2782: f32, %arg2783: f32, %arg2784: f32):
      %2829 = "arith.addf"(%arg2782, %arg2783) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2829) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %246 = "tensor.extract_slice"(%245) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %247 = "tensor.extract_slice"(%245) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %248 = "tensor.extract_slice"(%245) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %249 = "tensor.extract_slice"(%245) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %250 = "linalg.generic"(%246, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2780: f32, %arg2781: f32):
      %2825 = "arith.negf"(%arg2780) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2826 = "math.exp"(%2825) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2827 = "arith.addf"(%2826, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2828 = "arith.divf"(%10, %2827) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2828) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %251 = "linalg.generic"(%247, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2778: f32, %arg2779: f32):
      %2821 = "arith.negf"(%arg2778) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2822 = "math.exp"(%2821) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2823 = "arith.addf"(%2822, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2824 = "arith.divf"(%10, %2823) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2824) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %252 = "linalg.generic"(%248, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2776: f32, %arg2777: f32):
      %2820 = "math.tanh"(%arg2776) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2820) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %253 = "linalg.generic"(%249, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2774: f32, %arg2775: f32):
      %2816 = "arith.negf"(%arg2774) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2817 = "math.exp"(%2816) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2818 = "arith.addf"(%2817, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2819 = "arith.divf"(%10, %2818) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2819) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %254 = "linalg.generic"(%251, %238, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2771: f32, %arg2772: f32, %arg2773: f32):
      %2815 = "arith.mulf"(%arg2771, %arg2772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2815) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %255 = "linalg.generic"(%250, %252, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2768: f32, %arg2769: f32, %arg2770: f32):
      %2814 = "arith.mulf"(%arg2768, %arg2769) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2814) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %256 = "linalg.generic"(%254, %255, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2765: f32, %arg2766: f32, %arg2767: f32):
      %2813 = "arith.addf"(%arg2765, %arg2766) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2813) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %257 = "linalg.generic"(%256, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2763: f32, %arg2764: f32):
      %2812 = "math.tanh"(%arg2763) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2812) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %258 = "linalg.generic"(%253, %257, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2760: f32, %arg2761: f32, %arg2762: f32):
      %2811 = "arith.mulf"(%arg2760, %arg2761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2811) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %259 = "tensor.collapse_shape"(%258) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %260 = "linalg.matmul"(%259, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2757: f32, %arg2758: f32, %arg2759: f32):
      %2809 = "arith.mulf"(%arg2757, %arg2758) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2810 = "arith.addf"(%arg2759, %2809) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2810) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %261 = "linalg.generic"(%260, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2754: f32, %arg2755: f32, %arg2756: f32):
      %2808 = "arith.addf"(%arg2754, %arg2755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2808) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %262 = "tensor.expand_shape"(%261) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %263 = "linalg.generic"(%262, %89, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2751: f32, %arg2752: f32, %arg2753: f32):
      %2807 = "arith.addf"(%arg2751, %arg2752) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2807) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %264 = "tensor.extract_slice"(%263) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %265 = "tensor.extract_slice"(%263) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %266 = "tensor.extract_slice"(%263) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %267 = "tensor.extract_slice"(%263) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %268 = "linalg.generic"(%264, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2749: f32, %arg2750: f32):
      %2803 = "arith.negf"(%arg2749) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2804 = "math.exp"(%2803) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2805 = "arith.addf"(%2804, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2806 = "arith.divf"(%10, %2805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2806) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %269 = "linalg.generic"(%265, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2747: f32, %arg2748: f32):
      %2799 = "arith.negf"(%arg2747) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2800 = "math.exp"(%2799) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2801 = "arith.addf"(%2800, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2802 = "arith.divf"(%10, %2801) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2802) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %270 = "linalg.generic"(%266, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2745: f32, %arg2746: f32):
      %2798 = "math.tanh"(%arg2745) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2798) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %271 = "linalg.generic"(%267, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2743: f32, %arg2744: f32):
      %2794 = "arith.negf"(%arg2743) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2795 = "math.exp"(%2794) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2796 = "arith.addf"(%2795, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2797 = "arith.divf"(%10, %2796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2797) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %272 = "linalg.generic"(%269, %256, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2740: f32, %arg2741: f32, %arg2742: f32):
      %2793 = "arith.mulf"(%arg2740, %arg2741) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2793) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %273 = "linalg.generic"(%268, %270, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2737: f32, %arg2738: f32, %arg2739: f32):
      %2792 = "arith.mulf"(%arg2737, %arg2738) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2792) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %274 = "linalg.generic"(%272, %273, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2734: f32, %arg2735: f32, %arg2736: f32):
      %2791 = "arith.addf"(%arg2734, %arg2735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2791) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %275 = "linalg.generic"(%274, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2732: f32, %arg2733: f32):
      %2790 = "math.tanh"(%arg2732) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2790) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %276 = "linalg.generic"(%271, %275, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2729: f32, %arg2730: f32, %arg2731: f32):
      %2789 = "arith.mulf"(%arg2729, %arg2730) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2789) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %277 = "tensor.collapse_shape"(%276) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %278 = "linalg.matmul"(%277, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2726: f32, %arg2727: f32, %arg2728: f32):
      %2787 = "arith.mulf"(%arg2726, %arg2727) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2788 = "arith.addf"(%arg2728, %2787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2788) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %279 = "linalg.generic"(%278, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2723: f32, %arg2724: f32, %arg2725: f32):
      %2786 = "arith.addf"(%arg2723, %arg2724) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2786) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %280 = "tensor.expand_shape"(%279) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %281 = "linalg.generic"(%280, %90, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2720: f32, %arg2721: f32, %arg2722: f32):
      %2785 = "arith.addf"(%arg2720, %arg2721) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2785) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %282 = "tensor.extract_slice"(%281) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %283 = "tensor.extract_slice"(%281) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %284 = "tensor.extract_slice"(%281) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %285 = "tensor.extract_slice"(%281) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %286 = "linalg.generic"(%282, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2718: f32, %arg2719: f32):
      %2781 = "arith.negf"(%arg2718) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2782 = "math.exp"(%2781) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2783 = "arith.addf"(%2782, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2784 = "arith.divf"(%10, %2783) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2784) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %287 = "linalg.generic"(%283, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2716: f32, %arg2717: f32):
      %2777 = "arith.negf"(%arg2716) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2778 = "math.exp"(%2777) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2779 = "arith.addf"(%2778, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2780 = "arith.divf"(%10, %2779) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2780) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %288 = "linalg.generic"(%284, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2714: f32, %arg2715: f32):
      %2776 = "math.tanh"(%arg2714) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2776) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %289 = "linalg.generic"(%285, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2712: f32, %arg2713: f32):
      %2772 = "arith.negf"(%arg2712) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2773 = "math.exp"(%2772) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2774 = "arith.addf"(%2773, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2775 = "arith.divf"(%10, %2774) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2775) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %290 = "linalg.generic"(%287, %274, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2709: f32, %arg2710: f32, %arg2711: f32):
      %2771 = "arith.mulf"(%arg2709, %arg2710) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2771) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %291 = "linalg.generic"(%286, %288, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2706: f32, %arg2707: f32, %arg2708: f32):
      %2770 = "arith.mulf"(%arg2706, %arg2707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2770) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %292 = "linalg.generic"(%290, %291, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2703: f32, %arg2704: f32, %arg2705: f32):
      %2769 = "arith.addf"(%arg2703, %arg2704) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2769) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %293 = "linalg.generic"(%292, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2701: f32, %arg2702: f32):
      %2768 = "math.tanh"(%arg2701) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2768) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %294 = "linalg.generic"(%289, %293, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2698: f32, %arg2699: f32, %arg2700: f32):
      %2767 = "arith.mulf"(%arg2698, %arg2699) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2767) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %295 = "tensor.collapse_shape"(%294) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %296 = "linalg.matmul"(%295, %92, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2695: f32, %arg2696: f32, %arg2697: f32):
      %2765 = "arith.mulf"(%arg2695, %arg2696) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2766 = "arith.addf"(%arg2697, %2765) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2766) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %297 = "linalg.generic"(%296, %96, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2692: f32, %arg2693: f32, %arg2694: f32):
      %2764 = "arith.addf"(%arg2692, %arg2693) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2764) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %298 = "tensor.expand_shape"(%297) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %299 = "linalg.generic"(%298, %91, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2689: f32, %arg2690: f32, %arg2691: f32):
      %2763 = "arith.addf"(%arg2689, %arg2690) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2763) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %300 = "tensor.extract_slice"(%299) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %301 = "tensor.extract_slice"(%299) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %302 = "tensor.extract_slice"(%299) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %303 = "tensor.extract_slice"(%299) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %304 = "linalg.generic"(%300, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2687: f32, %arg2688: f32):
      %2759 = "arith.negf"(%arg2687) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2760 = "math.exp"(%2759) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2761 = "arith.addf"(%2760, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2762 = "arith.divf"(%10, %2761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2762) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %305 = "linalg.generic"(%301, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2685: f32, %arg2686: f32):
      %2755 = "arith.negf"(%arg2685) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2756 = "math.exp"(%2755) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2757 = "arith.addf"(%2756, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2758 = "arith.divf"(%10, %2757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2758) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %306 = "linalg.generic"(%302, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2683: f32, %arg2684: f32):
      %2754 = "math.tanh"(%arg2683) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2754) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %307 = "linalg.generic"(%303, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2681: f32, %arg2682: f32):
      %2750 = "arith.negf"(%arg2681) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2751 = "math.exp"(%2750) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2752 = "arith.addf"(%2751, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2753 = "arith.divf"(%10, %2752) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2753) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %308 = "linalg.generic"(%305, %292, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2678: f32, %arg2679: f32, %arg2680: f32):
      %2749 = "arith.mulf"(%arg2678, %arg2679) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2749) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %309 = "linalg.generic"(%304, %306, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2675: f32, %arg2676: f32, %arg2677: f32):
      %2748 = "arith.mulf"(%arg2675, %arg2676) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2748) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %310 = "linalg.generic"(%308, %309, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2672: f32, %arg2673: f32, %arg2674: f32):
      %2747 = "arith.addf"(%arg2672, %arg2673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2747) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %311 = "linalg.generic"(%310, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2670: f32, %arg2671: f32):
      %2746 = "math.tanh"(%arg2670) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2746) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %312 = "linalg.generic"(%307, %311, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2667: f32, %arg2668: f32, %arg2669: f32):
      %2745 = "arith.mulf"(%arg2667, %arg2668) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2745) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %313 = "tensor.concat"(%114, %132, %150, %168, %186, %204, %222, %240, %258, %276, %294, %312) <{dim = 0 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<12x4x8xf32>
    %314 = "tensor.collapse_shape"(%313) <{reassociation = [[0, 1], [2]]}> : (tensor<12x4x8xf32>) -> tensor<48x8xf32>
    %315 = "linalg.transpose"(%arg8, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2665: f32, %arg2666: f32):
      "linalg.yield"(%arg2665) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %316 = "linalg.matmul"(%314, %315, %63) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2662: f32, %arg2663: f32, %arg2664: f32):
      %2743 = "arith.mulf"(%arg2662, %arg2663) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2744 = "arith.addf"(%arg2664, %2743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2744) : (f32) -> ()
    }) : (tensor<48x8xf32>, tensor<8x32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %317 = "linalg.generic"(%arg10, %62) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2660: f32, %arg2661: f32):
      "linalg.yield"(%arg2660) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %318 = "linalg.generic"(%316, %317, %62) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2657: f32, %arg2658: f32, %arg2659: f32):
      %2742 = "arith.addf"(%arg2657, %arg2658) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2742) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %319 = "tensor.expand_shape"(%318) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 12, 4, 32>}> : (tensor<48x32xf32>) -> tensor<12x4x32xf32>
    %320 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %321 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %322 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %323 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %324 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %325 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 5, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %326 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %327 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 7, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %328 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %329 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %330 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 10, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %331 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 11, 0, 0>, static_sizes = array<i64: 1, 4, 32>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x32xf32>) -> tensor<1x4x32xf32>
    %332 = "tensor.collapse_shape"(%320) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %333 = "tensor.collapse_shape"(%321) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %334 = "tensor.collapse_shape"(%322) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %335 = "tensor.collapse_shape"(%323) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %336 = "tensor.collapse_shape"(%324) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %337 = "tensor.collapse_shape"(%325) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %338 = "tensor.collapse_shape"(%326) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %339 = "tensor.collapse_shape"(%327) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %340 = "tensor.collapse_shape"(%328) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %341 = "tensor.collapse_shape"(%329) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %342 = "tensor.collapse_shape"(%330) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %343 = "tensor.collapse_shape"(%331) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %344 = "linalg.transpose"(%arg9, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2655: f32, %arg2656: f32):
      "linalg.yield"(%arg2655) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %345 = "linalg.matmul"(%13, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2652: f32, %arg2653: f32, %arg2654: f32):
      %2740 = "arith.mulf"(%arg2652, %arg2653) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2741 = "arith.addf"(%arg2654, %2740) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2741) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %346 = "linalg.generic"(%arg11, %93) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2650: f32, %arg2651: f32):
      "linalg.yield"(%arg2650) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %347 = "linalg.generic"(%345, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2647: f32, %arg2648: f32, %arg2649: f32):
      %2739 = "arith.addf"(%arg2647, %arg2648) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2739) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %348 = "tensor.expand_shape"(%347) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %349 = "linalg.generic"(%348, %332, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2644: f32, %arg2645: f32, %arg2646: f32):
      %2738 = "arith.addf"(%arg2644, %arg2645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2738) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %350 = "tensor.extract_slice"(%349) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %351 = "tensor.extract_slice"(%349) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %352 = "tensor.extract_slice"(%349) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %353 = "tensor.extract_slice"(%349) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %354 = "linalg.generic"(%350, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2642: f32, %arg2643: f32):
      %2734 = "arith.negf"(%arg2642) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2735 = "math.exp"(%2734) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2736 = "arith.addf"(%2735, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2737 = "arith.divf"(%10, %2736) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2737) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %355 = "linalg.generic"(%351, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2640: f32, %arg2641: f32):
      %2730 = "arith.negf"(%arg2640) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2731 = "math.exp"(%2730) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2732 = "arith.addf"(%2731, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2733 = "arith.divf"(%10, %2732) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2733) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %356 = "linalg.generic"(%352, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2638: f32, %arg2639: f32):
      %2729 = "math.tanh"(%arg2638) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2729) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %357 = "linalg.generic"(%353, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2636: f32, %arg2637: f32):
      %2725 = "arith.negf"(%arg2636) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2726 = "math.exp"(%2725) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2727 = "arith.addf"(%2726, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2728 = "arith.divf"(%10, %2727) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2728) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %358 = "linalg.generic"(%355, %14, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2633: f32, %arg2634: f32, %arg2635: f32):
      %2724 = "arith.mulf"(%arg2633, %arg2634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2724) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %359 = "linalg.generic"(%354, %356, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2630: f32, %arg2631: f32, %arg2632: f32):
      %2723 = "arith.mulf"(%arg2630, %arg2631) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2723) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %360 = "linalg.generic"(%358, %359, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2627: f32, %arg2628: f32, %arg2629: f32):
      %2722 = "arith.addf"(%arg2627, %arg2628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2722) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %361 = "linalg.generic"(%360, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2625: f32, %arg2626: f32):
      %2721 = "math.tanh"(%arg2625) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2721) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %362 = "linalg.generic"(%357, %361, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2622: f32, %arg2623: f32, %arg2624: f32):
      %2720 = "arith.mulf"(%arg2622, %arg2623) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2720) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %363 = "tensor.collapse_shape"(%362) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %364 = "linalg.matmul"(%363, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2619: f32, %arg2620: f32, %arg2621: f32):
      %2718 = "arith.mulf"(%arg2619, %arg2620) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2719 = "arith.addf"(%arg2621, %2718) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2719) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %365 = "linalg.generic"(%364, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2616: f32, %arg2617: f32, %arg2618: f32):
      %2717 = "arith.addf"(%arg2616, %arg2617) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2717) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %366 = "tensor.expand_shape"(%365) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %367 = "linalg.generic"(%366, %333, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2613: f32, %arg2614: f32, %arg2615: f32):
      %2716 = "arith.addf"(%arg2613, %arg2614) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2716) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %368 = "tensor.extract_slice"(%367) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %369 = "tensor.extract_slice"(%367) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %370 = "tensor.extract_slice"(%367) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %371 = "tensor.extract_slice"(%367) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %372 = "linalg.generic"(%368, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2611: f32, %arg2612: f32):
      %2712 = "arith.negf"(%arg2611) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2713 = "math.exp"(%2712) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2714 = "arith.addf"(%2713, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2715 = "arith.divf"(%10, %2714) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2715) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %373 = "linalg.generic"(%369, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2609: f32, %arg2610: f32):
      %2708 = "arith.negf"(%arg2609) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2709 = "math.exp"(%2708) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2710 = "arith.addf"(%2709, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2711 = "arith.divf"(%10, %2710) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2711) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %374 = "linalg.generic"(%370, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2607: f32, %arg2608: f32):
      %2707 = "math.tanh"(%arg2607) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2707) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %375 = "linalg.generic"(%371, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2605: f32, %arg2606: f32):
      %2703 = "arith.negf"(%arg2605) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2704 = "math.exp"(%2703) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2705 = "arith.addf"(%2704, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2706 = "arith.divf"(%10, %2705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2706) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %376 = "linalg.generic"(%373, %360, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2602: f32, %arg2603: f32, %arg2604: f32):
      %2702 = "arith.mulf"(%arg2602, %arg2603) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2702) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %377 = "linalg.generic"(%372, %374, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2599: f32, %arg2600: f32, %arg2601: f32):
      %2701 = "arith.mulf"(%arg2599, %arg2600) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2701) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %378 = "linalg.generic"(%376, %377, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2596: f32, %arg2597: f32, %arg2598: f32):
      %2700 = "arith.addf"(%arg2596, %arg2597) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2700) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %379 = "linalg.generic"(%378, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2594: f32, %arg2595: f32):
      %2699 = "math.tanh"(%arg2594) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2699) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %380 = "linalg.generic"(%375, %379, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2591: f32, %arg2592: f32, %arg2593: f32):
      %2698 = "arith.mulf"(%arg2591, %arg2592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2698) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %381 = "tensor.collapse_shape"(%380) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %382 = "linalg.matmul"(%381, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2588: f32, %arg2589: f32, %arg2590: f32):
      %2696 = "arith.mulf"(%arg2588, %arg2589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2697 = "arith.addf"(%arg2590, %2696) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2697) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %383 = "linalg.generic"(%382, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2585: f32, %arg2586: f32, %arg2587: f32):
      %2695 = "arith.addf"(%arg2585, %arg2586) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2695) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %384 = "tensor.expand_shape"(%383) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %385 = "linalg.generic"(%384, %334, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2582: f32, %arg2583: f32, %arg2584: f32):
      %2694 = "arith.addf"(%arg2582, %arg2583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2694) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %386 = "tensor.extract_slice"(%385) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %387 = "tensor.extract_slice"(%385) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %388 = "tensor.extract_slice"(%385) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %389 = "tensor.extract_slice"(%385) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %390 = "linalg.generic"(%386, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2580: f32, %arg2581: f32):
      %2690 = "arith.negf"(%arg2580) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2691 = "math.exp"(%2690) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2692 = "arith.addf"(%2691, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2693 = "arith.divf"(%10, %2692) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2693) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %391 = "linalg.generic"(%387, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2578: f32, %arg2579: f32):
      %2686 = "arith.negf"(%arg2578) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2687 = "math.exp"(%2686) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2688 = "arith.addf"(%2687, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2689 = "arith.divf"(%10, %2688) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2689) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %392 = "linalg.generic"(%388, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2576: f32, %arg2577: f32):
      %2685 = "math.tanh"(%arg2576) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2685) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %393 = "linalg.generic"(%389, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2574: f32, %arg2575: f32):
      %2681 = "arith.negf"(%arg2574) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2682 = "math.exp"(%2681) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2683 = "arith.addf"(%2682, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2684 = "arith.divf"(%10, %2683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2684) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %394 = "linalg.generic"(%391, %378, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2571: f32, %arg2572: f32, %arg2573: f32):
      %2680 = "arith.mulf"(%arg2571, %arg2572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2680) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %395 = "linalg.generic"(%390, %392, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2568: f32, %arg2569: f32, %arg2570: f32):
      %2679 = "arith.mulf"(%arg2568, %arg2569) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2679) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %396 = "linalg.generic"(%394, %395, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2565: f32, %arg2566: f32, %arg2567: f32):
      %2678 = "arith.addf"(%arg2565, %arg2566) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2678) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %397 = "linalg.generic"(%396, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2563: f32, %arg2564: f32):
      %2677 = "math.tanh"(%arg2563) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2677) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %398 = "linalg.generic"(%393, %397, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2560: f32, %arg2561: f32, %arg2562: f32):
      %2676 = "arith.mulf"(%arg2560, %arg2561) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2676) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %399 = "tensor.collapse_shape"(%398) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %400 = "linalg.matmul"(%399, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2557: f32, %arg2558: f32, %arg2559: f32):
      %2674 = "arith.mulf"(%arg2557, %arg2558) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2675 = "arith.addf"(%arg2559, %2674) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2675) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %401 = "linalg.generic"(%400, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2554: f32, %arg2555: f32, %arg2556: f32):
      %2673 = "arith.addf"(%arg2554, %arg2555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2673) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %402 = "tensor.expand_shape"(%401) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %403 = "linalg.generic"(%402, %335, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2551: f32, %arg2552: f32, %arg2553: f32):
      %2672 = "arith.addf"(%arg2551, %arg2552) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2672) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %404 = "tensor.extract_slice"(%403) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %405 = "tensor.extract_slice"(%403) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %406 = "tensor.extract_slice"(%403) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %407 = "tensor.extract_slice"(%403) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %408 = "linalg.generic"(%404, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2549: f32, %arg2550: f32):
      %2668 = "arith.negf"(%arg2549) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2669 = "math.exp"(%2668) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2670 = "arith.addf"(%2669, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2671 = "arith.divf"(%10, %2670) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2671) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %409 = "linalg.generic"(%405, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2547: f32, %arg2548: f32):
      %2664 = "arith.negf"(%arg2547) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2665 = "math.exp"(%2664) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2666 = "arith.addf"(%2665, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2667 = "arith.divf"(%10, %2666) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2667) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %410 = "linalg.generic"(%406, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2545: f32, %arg2546: f32):
      %2663 = "math.tanh"(%arg2545) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2663) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %411 = "linalg.generic"(%407, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2543: f32, %arg2544: f32):
      %2659 = "arith.negf"(%arg2543) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2660 = "math.exp"(%2659) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2661 = "arith.addf"(%2660, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2662 = "arith.divf"(%10, %2661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2662) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %412 = "linalg.generic"(%409, %396, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2540: f32, %arg2541: f32, %arg2542: f32):
      %2658 = "arith.mulf"(%arg2540, %arg2541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2658) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %413 = "linalg.generic"(%408, %410, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2537: f32, %arg2538: f32, %arg2539: f32):
      %2657 = "arith.mulf"(%arg2537, %arg2538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2657) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %414 = "linalg.generic"(%412, %413, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2534: f32, %arg2535: f32, %arg2536: f32):
      %2656 = "arith.addf"(%arg2534, %arg2535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2656) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %415 = "linalg.generic"(%414, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2532: f32, %arg2533: f32):
      %2655 = "math.tanh"(%arg2532) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2655) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %416 = "linalg.generic"(%411, %415, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2529: f32, %arg2530: f32, %arg2531: f32):
      %2654 = "arith.mulf"(%arg2529, %arg2530) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2654) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %417 = "tensor.collapse_shape"(%416) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %418 = "linalg.matmul"(%417, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2526: f32, %arg2527: f32, %arg2528: f32):
      %2652 = "arith.mulf"(%arg2526, %arg2527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2653 = "arith.addf"(%arg2528, %2652) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2653) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %419 = "linalg.generic"(%418, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2523: f32, %arg2524: f32, %arg2525: f32):
      %2651 = "arith.addf"(%arg2523, %arg2524) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2651) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %420 = "tensor.expand_shape"(%419) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %421 = "linalg.generic"(%420, %336, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2520: f32, %arg2521: f32, %arg2522: f32):
      %2650 = "arith.addf"(%arg2520, %arg2521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2650) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %422 = "tensor.extract_slice"(%421) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %423 = "tensor.extract_slice"(%421) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %424 = "tensor.extract_slice"(%421) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %425 = "tensor.extract_slice"(%421) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %426 = "linalg.generic"(%422, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2518: f32, %arg2519: f32):
      %2646 = "arith.negf"(%arg2518) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2647 = "math.exp"(%2646) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2648 = "arith.addf"(%2647, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2649 = "arith.divf"(%10, %2648) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2649) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %427 = "linalg.generic"(%423, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2516: f32, %arg2517: f32):
      %2642 = "arith.negf"(%arg2516) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2643 = "math.exp"(%2642) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2644 = "arith.addf"(%2643, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2645 = "arith.divf"(%10, %2644) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2645) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %428 = "linalg.generic"(%424, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2514: f32, %arg2515: f32):
      %2641 = "math.tanh"(%arg2514) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2641) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %429 = "linalg.generic"(%425, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2512: f32, %arg2513: f32):
      %2637 = "arith.negf"(%arg2512) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2638 = "math.exp"(%2637) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2639 = "arith.addf"(%2638, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2640 = "arith.divf"(%10, %2639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2640) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %430 = "linalg.generic"(%427, %414, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2509: f32, %arg2510: f32, %arg2511: f32):
      %2636 = "arith.mulf"(%arg2509, %arg2510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2636) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %431 = "linalg.generic"(%426, %428, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2506: f32, %arg2507: f32, %arg2508: f32):
      %2635 = "arith.mulf"(%arg2506, %arg2507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2635) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %432 = "linalg.generic"(%430, %431, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2503: f32, %arg2504: f32, %arg2505: f32):
      %2634 = "arith.addf"(%arg2503, %arg2504) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2634) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %433 = "linalg.generic"(%432, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2501: f32, %arg2502: f32):
      %2633 = "math.tanh"(%arg2501) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2633) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %434 = "linalg.generic"(%429, %433, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2498: f32, %arg2499: f32, %arg2500: f32):
      %2632 = "arith.mulf"(%arg2498, %arg2499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2632) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %435 = "tensor.collapse_shape"(%434) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %436 = "linalg.matmul"(%435, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2495: f32, %arg2496: f32, %arg2497: f32):
      %2630 = "arith.mulf"(%arg2495, %arg2496) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2631 = "arith.addf"(%arg2497, %2630) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2631) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %437 = "linalg.generic"(%436, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2492: f32, %arg2493: f32, %arg2494: f32):
      %2629 = "arith.addf"(%arg2492, %arg2493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2629) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %438 = "tensor.expand_shape"(%437) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %439 = "linalg.generic"(%438, %337, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2489: f32, %arg2490: f32, %arg2491: f32):
      %2628 = "arith.addf"(%arg2489, %arg2490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2628) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %440 = "tensor.extract_slice"(%439) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %441 = "tensor.extract_slice"(%439) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %442 = "tensor.extract_slice"(%439) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %443 = "tensor.extract_slice"(%439) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %444 = "linalg.generic"(%440, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2487: f32, %arg2488: f32):
      %2624 = "arith.negf"(%arg2487) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2625 = "math.exp"(%2624) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2626 = "arith.addf"(%2625, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2627 = "arith.divf"(%10, %2626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2627) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %445 = "linalg.generic"(%441, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2485: f32, %arg2486: f32):
      %2620 = "arith.negf"(%arg2485) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2621 = "math.exp"(%2620) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2622 = "arith.addf"(%2621, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2623 = "arith.divf"(%10, %2622) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2623) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %446 = "linalg.generic"(%442, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2483: f32, %arg2484: f32):
      %2619 = "math.tanh"(%arg2483) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2619) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %447 = "linalg.generic"(%443, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2481: f32, %arg2482: f32):
      %2615 = "arith.negf"(%arg2481) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2616 = "math.exp"(%2615) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2617 = "arith.addf"(%2616, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2618 = "arith.divf"(%10, %2617) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2618) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %448 = "linalg.generic"(%445, %432, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2478: f32, %arg2479: f32, %arg2480: f32):
      %2614 = "arith.mulf"(%arg2478, %arg2479) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2614) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %449 = "linalg.generic"(%444, %446, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2475: f32, %arg2476: f32, %arg2477: f32):
      %2613 = "arith.mulf"(%arg2475, %arg2476) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2613) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %450 = "linalg.generic"(%448, %449, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2472: f32, %arg2473: f32, %arg2474: f32):
      %2612 = "arith.addf"(%arg2472, %arg2473) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2612) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %451 = "linalg.generic"(%450, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2470: f32, %arg2471: f32):
      %2611 = "math.tanh"(%arg2470) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2611) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %452 = "linalg.generic"(%447, %451, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2467: f32, %arg2468: f32, %arg2469: f32):
      %2610 = "arith.mulf"(%arg2467, %arg2468) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2610) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %453 = "tensor.collapse_shape"(%452) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %454 = "linalg.matmul"(%453, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2464: f32, %arg2465: f32, %arg2466: f32):
      %2608 = "arith.mulf"(%arg2464, %arg2465) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2609 = "arith.addf"(%arg2466, %2608) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2609) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %455 = "linalg.generic"(%454, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2461: f32, %arg2462: f32, %arg2463: f32):
      %2607 = "arith.addf"(%arg2461, %arg2462) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2607) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %456 = "tensor.expand_shape"(%455) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %457 = "linalg.generic"(%456, %338, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2458: f32, %arg2459: f32, %arg2460: f32):
      %2606 = "arith.addf"(%arg2458, %arg2459) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2606) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %458 = "tensor.extract_slice"(%457) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %459 = "tensor.extract_slice"(%457) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %460 = "tensor.extract_slice"(%457) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %461 = "tensor.extract_slice"(%457) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %462 = "linalg.generic"(%458, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2456: f32, %arg2457: f32):
      %2602 = "arith.negf"(%arg2456) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2603 = "math.exp"(%2602) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2604 = "arith.addf"(%2603, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2605 = "arith.divf"(%10, %2604) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2605) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %463 = "linalg.generic"(%459, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2454: f32, %arg2455: f32):
      %2598 = "arith.negf"(%arg2454) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2599 = "math.exp"(%2598) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2600 = "arith.addf"(%2599, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2601 = "arith.divf"(%10, %2600) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2601) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %464 = "linalg.generic"(%460, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2452: f32, %arg2453: f32):
      %2597 = "math.tanh"(%arg2452) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2597) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %465 = "linalg.generic"(%461, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2450: f32, %arg2451: f32):
      %2593 = "arith.negf"(%arg2450) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2594 = "math.exp"(%2593) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2595 = "arith.addf"(%2594, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2596 = "arith.divf"(%10, %2595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2596) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %466 = "linalg.generic"(%463, %450, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2447: f32, %arg2448: f32, %arg2449: f32):
      %2592 = "arith.mulf"(%arg2447, %arg2448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2592) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %467 = "linalg.generic"(%462, %464, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2444: f32, %arg2445: f32, %arg2446: f32):
      %2591 = "arith.mulf"(%arg2444, %arg2445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2591) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %468 = "linalg.generic"(%466, %467, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2441: f32, %arg2442: f32, %arg2443: f32):
      %2590 = "arith.addf"(%arg2441, %arg2442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2590) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %469 = "linalg.generic"(%468, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2439: f32, %arg2440: f32):
      %2589 = "math.tanh"(%arg2439) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2589) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %470 = "linalg.generic"(%465, %469, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2436: f32, %arg2437: f32, %arg2438: f32):
      %2588 = "arith.mulf"(%arg2436, %arg2437) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2588) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %471 = "tensor.collapse_shape"(%470) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %472 = "linalg.matmul"(%471, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2433: f32, %arg2434: f32, %arg2435: f32):
      %2586 = "arith.mulf"(%arg2433, %arg2434) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2587 = "arith.addf"(%arg2435, %2586) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2587) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %473 = "linalg.generic"(%472, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2430: f32, %arg2431: f32, %arg2432: f32):
      %2585 = "arith.addf"(%arg2430, %arg2431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2585) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %474 = "tensor.expand_shape"(%473) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %475 = "linalg.generic"(%474, %339, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2427: f32, %arg2428: f32, %arg2429: f32):
      %2584 = "arith.addf"(%arg2427, %arg2428) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2584) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %476 = "tensor.extract_slice"(%475) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %477 = "tensor.extract_slice"(%475) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %478 = "tensor.extract_slice"(%475) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %479 = "tensor.extract_slice"(%475) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %480 = "linalg.generic"(%476, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2425: f32, %arg2426: f32):
      %2580 = "arith.negf"(%arg2425) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2581 = "math.exp"(%2580) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2582 = "arith.addf"(%2581, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2583 = "arith.divf"(%10, %2582) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2583) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %481 = "linalg.generic"(%477, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2423: f32, %arg2424: f32):
      %2576 = "arith.negf"(%arg2423) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2577 = "math.exp"(%2576) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2578 = "arith.addf"(%2577, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2579 = "arith.divf"(%10, %2578) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2579) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %482 = "linalg.generic"(%478, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2421: f32, %arg2422: f32):
      %2575 = "math.tanh"(%arg2421) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2575) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %483 = "linalg.generic"(%479, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2419: f32, %arg2420: f32):
      %2571 = "arith.negf"(%arg2419) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2572 = "math.exp"(%2571) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2573 = "arith.addf"(%2572, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2574 = "arith.divf"(%10, %2573) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2574) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %484 = "linalg.generic"(%481, %468, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2416: f32, %arg2417: f32, %arg2418: f32):
      %2570 = "arith.mulf"(%arg2416, %arg2417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2570) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %485 = "linalg.generic"(%480, %482, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2413: f32, %arg2414: f32, %arg2415: f32):
      %2569 = "arith.mulf"(%arg2413, %arg2414) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2569) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %486 = "linalg.generic"(%484, %485, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2410: f32, %arg2411: f32, %arg2412: f32):
      %2568 = "arith.addf"(%arg2410, %arg2411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2568) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %487 = "linalg.generic"(%486, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2408: f32, %arg2409: f32):
      %2567 = "math.tanh"(%arg2408) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2567) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %488 = "linalg.generic"(%483, %487, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2405: f32, %arg2406: f32, %arg2407: f32):
      %2566 = "arith.mulf"(%arg2405, %arg2406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2566) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %489 = "tensor.collapse_shape"(%488) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %490 = "linalg.matmul"(%489, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2402: f32, %arg2403: f32, %arg2404: f32):
      %2564 = "arith.mulf"(%arg2402, %arg2403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2565 = "arith.addf"(%arg2404, %2564) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2565) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %491 = "linalg.generic"(%490, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2399: f32, %arg2400: f32, %arg2401: f32):
      %2563 = "arith.addf"(%arg2399, %arg2400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2563) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %492 = "tensor.expand_shape"(%491) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %493 = "linalg.generic"(%492, %340, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2396: f32, %arg2397: f32, %arg2398: f32):
      %2562 = "arith.addf"(%arg2396, %arg2397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2562) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %494 = "tensor.extract_slice"(%493) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %495 = "tensor.extract_slice"(%493) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %496 = "tensor.extract_slice"(%493) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %497 = "tensor.extract_slice"(%493) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %498 = "linalg.generic"(%494, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2394: f32, %arg2395: f32):
      %2558 = "arith.negf"(%arg2394) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2559 = "math.exp"(%2558) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2560 = "arith.addf"(%2559, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2561 = "arith.divf"(%10, %2560) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2561) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %499 = "linalg.generic"(%495, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2392: f32, %arg2393: f32):
      %2554 = "arith.negf"(%arg2392) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2555 = "math.exp"(%2554) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2556 = "arith.addf"(%2555, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2557 = "arith.divf"(%10, %2556) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2557) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %500 = "linalg.generic"(%496, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2390: f32, %arg2391: f32):
      %2553 = "math.tanh"(%arg2390) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2553) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %501 = "linalg.generic"(%497, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2388: f32, %arg2389: f32):
      %2549 = "arith.negf"(%arg2388) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2550 = "math.exp"(%2549) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2551 = "arith.addf"(%2550, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2552 = "arith.divf"(%10, %2551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2552) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %502 = "linalg.generic"(%499, %486, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2385: f32, %arg2386: f32, %arg2387: f32):
      %2548 = "arith.mulf"(%arg2385, %arg2386) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2548) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %503 = "linalg.generic"(%498, %500, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2382: f32, %arg2383: f32, %arg2384: f32):
      %2547 = "arith.mulf"(%arg2382, %arg2383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2547) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %504 = "linalg.generic"(%502, %503, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2379: f32, %arg2380: f32, %arg2381: f32):
      %2546 = "arith.addf"(%arg2379, %arg2380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2546) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %505 = "linalg.generic"(%504, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2377: f32, %arg2378: f32):
      %2545 = "math.tanh"(%arg2377) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2545) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %506 = "linalg.generic"(%501, %505, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2374: f32, %arg2375: f32, %arg2376: f32):
      %2544 = "arith.mulf"(%arg2374, %arg2375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2544) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %507 = "tensor.collapse_shape"(%506) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %508 = "linalg.matmul"(%507, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2371: f32, %arg2372: f32, %arg2373: f32):
      %2542 = "arith.mulf"(%arg2371, %arg2372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2543 = "arith.addf"(%arg2373, %2542) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2543) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %509 = "linalg.generic"(%508, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2368: f32, %arg2369: f32, %arg2370: f32):
      %2541 = "arith.addf"(%arg2368, %arg2369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2541) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %510 = "tensor.expand_shape"(%509) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %511 = "linalg.generic"(%510, %341, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2365: f32, %arg2366: f32, %arg2367: f32):
      %2540 = "arith.addf"(%arg2365, %arg2366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2540) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %512 = "tensor.extract_slice"(%511) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %513 = "tensor.extract_slice"(%511) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %514 = "tensor.extract_slice"(%511) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %515 = "tensor.extract_slice"(%511) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %516 = "linalg.generic"(%512, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2363: f32, %arg2364: f32):
      %2536 = "arith.negf"(%arg2363) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2537 = "math.exp"(%2536) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2538 = "arith.addf"(%2537, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2539 = "arith.divf"(%10, %2538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2539) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %517 = "linalg.generic"(%513, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2361: f32, %arg2362: f32):
      %2532 = "arith.negf"(%arg2361) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2533 = "math.exp"(%2532) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2534 = "arith.addf"(%2533, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2535 = "arith.divf"(%10, %2534) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2535) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %518 = "linalg.generic"(%514, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2359: f32, %arg2360: f32):
      %2531 = "math.tanh"(%arg2359) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2531) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %519 = "linalg.generic"(%515, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2357: f32, %arg2358: f32):
      %2527 = "arith.negf"(%arg2357) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2528 = "math.exp"(%2527) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2529 = "arith.addf"(%2528, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2530 = "arith.divf"(%10, %2529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2530) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %520 = "linalg.generic"(%517, %504, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2354: f32, %arg2355: f32, %arg2356: f32):
      %2526 = "arith.mulf"(%arg2354, %arg2355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2526) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %521 = "linalg.generic"(%516, %518, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2351: f32, %arg2352: f32, %arg2353: f32):
      %2525 = "arith.mulf"(%arg2351, %arg2352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2525) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %522 = "linalg.generic"(%520, %521, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2348: f32, %arg2349: f32, %arg2350: f32):
      %2524 = "arith.addf"(%arg2348, %arg2349) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2524) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %523 = "linalg.generic"(%522, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2346: f32, %arg2347: f32):
      %2523 = "math.tanh"(%arg2346) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2523) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %524 = "linalg.generic"(%519, %523, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2343: f32, %arg2344: f32, %arg2345: f32):
      %2522 = "arith.mulf"(%arg2343, %arg2344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2522) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %525 = "tensor.collapse_shape"(%524) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %526 = "linalg.matmul"(%525, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2340: f32, %arg2341: f32, %arg2342: f32):
      %2520 = "arith.mulf"(%arg2340, %arg2341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2521 = "arith.addf"(%arg2342, %2520) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2521) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %527 = "linalg.generic"(%526, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2337: f32, %arg2338: f32, %arg2339: f32):
      %2519 = "arith.addf"(%arg2337, %arg2338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2519) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %528 = "tensor.expand_shape"(%527) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %529 = "linalg.generic"(%528, %342, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2334: f32, %arg2335: f32, %arg2336: f32):
      %2518 = "arith.addf"(%arg2334, %arg2335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2518) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %530 = "tensor.extract_slice"(%529) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %531 = "tensor.extract_slice"(%529) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %532 = "tensor.extract_slice"(%529) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %533 = "tensor.extract_slice"(%529) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %534 = "linalg.generic"(%530, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2332: f32, %arg2333: f32):
      %2514 = "arith.negf"(%arg2332) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2515 = "math.exp"(%2514) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2516 = "arith.addf"(%2515, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2517 = "arith.divf"(%10, %2516) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2517) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %535 = "linalg.generic"(%531, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2330: f32, %arg2331: f32):
      %2510 = "arith.negf"(%arg2330) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2511 = "math.exp"(%2510) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2512 = "arith.addf"(%2511, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2513 = "arith.divf"(%10, %2512) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2513) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %536 = "linalg.generic"(%532, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2328: f32, %arg2329: f32):
      %2509 = "math.tanh"(%arg2328) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2509) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %537 = "linalg.generic"(%533, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2326: f32, %arg2327: f32):
      %2505 = "arith.negf"(%arg2326) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2506 = "math.exp"(%2505) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2507 = "arith.addf"(%2506, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2508 = "arith.divf"(%10, %2507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2508) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %538 = "linalg.generic"(%535, %522, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2323: f32, %arg2324: f32, %arg2325: f32):
      %2504 = "arith.mulf"(%arg2323, %arg2324) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2504) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %539 = "linalg.generic"(%534, %536, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2320: f32, %arg2321: f32, %arg2322: f32):
      %2503 = "arith.mulf"(%arg2320, %arg2321) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2503) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %540 = "linalg.generic"(%538, %539, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2317: f32, %arg2318: f32, %arg2319: f32):
      %2502 = "arith.addf"(%arg2317, %arg2318) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2502) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %541 = "linalg.generic"(%540, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2315: f32, %arg2316: f32):
      %2501 = "math.tanh"(%arg2315) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2501) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %542 = "linalg.generic"(%537, %541, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2312: f32, %arg2313: f32, %arg2314: f32):
      %2500 = "arith.mulf"(%arg2312, %arg2313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2500) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %543 = "tensor.collapse_shape"(%542) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %544 = "linalg.matmul"(%543, %344, %94) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2309: f32, %arg2310: f32, %arg2311: f32):
      %2498 = "arith.mulf"(%arg2309, %arg2310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2499 = "arith.addf"(%arg2311, %2498) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2499) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %545 = "linalg.generic"(%544, %346, %93) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2306: f32, %arg2307: f32, %arg2308: f32):
      %2497 = "arith.addf"(%arg2306, %arg2307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2497) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %546 = "tensor.expand_shape"(%545) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %547 = "linalg.generic"(%546, %343, %99) <{indexing_maps = [#map1, #map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2303: f32, %arg2304: f32, %arg2305: f32):
      %2496 = "arith.addf"(%arg2303, %arg2304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2496) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %548 = "tensor.extract_slice"(%547) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %549 = "tensor.extract_slice"(%547) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 8>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %550 = "tensor.extract_slice"(%547) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %551 = "tensor.extract_slice"(%547) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 24>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x32xf32>) -> tensor<1x4x8xf32>
    %552 = "linalg.generic"(%548, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2301: f32, %arg2302: f32):
      %2492 = "arith.negf"(%arg2301) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2493 = "math.exp"(%2492) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2494 = "arith.addf"(%2493, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2495 = "arith.divf"(%10, %2494) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2495) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %553 = "linalg.generic"(%549, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2299: f32, %arg2300: f32):
      %2488 = "arith.negf"(%arg2299) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2489 = "math.exp"(%2488) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2490 = "arith.addf"(%2489, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2491 = "arith.divf"(%10, %2490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2491) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %554 = "linalg.generic"(%550, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2297: f32, %arg2298: f32):
      %2487 = "math.tanh"(%arg2297) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2487) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %555 = "linalg.generic"(%551, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2295: f32, %arg2296: f32):
      %2483 = "arith.negf"(%arg2295) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2484 = "math.exp"(%2483) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %2485 = "arith.addf"(%2484, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2486 = "arith.divf"(%10, %2485) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2486) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %556 = "linalg.generic"(%553, %540, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2292: f32, %arg2293: f32, %arg2294: f32):
      %2482 = "arith.mulf"(%arg2292, %arg2293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2482) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %557 = "linalg.generic"(%552, %554, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2289: f32, %arg2290: f32, %arg2291: f32):
      %2481 = "arith.mulf"(%arg2289, %arg2290) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2481) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %558 = "linalg.generic"(%556, %557, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2286: f32, %arg2287: f32, %arg2288: f32):
      %2480 = "arith.addf"(%arg2286, %arg2287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2480) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %559 = "linalg.generic"(%558, %105) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2284: f32, %arg2285: f32):
      %2479 = "math.tanh"(%arg2284) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2479) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %560 = "linalg.generic"(%555, %559, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2281: f32, %arg2282: f32, %arg2283: f32):
      %2478 = "arith.mulf"(%arg2281, %arg2282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2478) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %561 = "tensor.concat"(%362, %380, %398, %416, %434, %452, %470, %488, %506, %524, %542, %560) <{dim = 0 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<12x4x8xf32>
    %562 = "linalg.transpose"(%561, %17) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg2279: f32, %arg2280: f32):
      "linalg.yield"(%arg2279) : (f32) -> ()
    }) : (tensor<12x4x8xf32>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %563 = "linalg.generic"(%20, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2277: i64, %arg2278: i64):
      %2477 = "arith.addi"(%arg2277, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%2477) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %564 = "linalg.generic"(%563, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2275: i64, %arg2276: i64):
      %2476 = "arith.andi"(%arg2275, %7) : (i64, i64) -> i64
      "linalg.yield"(%2476) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %565 = "linalg.generic"(%564, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2273: i64, %arg2274: i64):
      %2475 = "arith.shrsi"(%arg2273, %5) : (i64, i64) -> i64
      "linalg.yield"(%2475) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %566 = "linalg.generic"(%565, %564, %19) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2270: i64, %arg2271: i64, %arg2272: i64):
      %2474 = "arith.xori"(%arg2270, %arg2271) : (i64, i64) -> i64
      "linalg.yield"(%2474) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %567 = "linalg.generic"(%566, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2268: i64, %arg2269: i64):
      %2473 = "arith.muli"(%arg2268, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%2473) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %568 = "linalg.generic"(%567, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2266: i64, %arg2267: i64):
      %2472 = "arith.andi"(%arg2266, %7) : (i64, i64) -> i64
      "linalg.yield"(%2472) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %569 = "linalg.generic"(%568, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2264: i64, %arg2265: i64):
      %2471 = "arith.shrsi"(%arg2264, %5) : (i64, i64) -> i64
      "linalg.yield"(%2471) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %570 = "linalg.generic"(%569, %568, %19) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2261: i64, %arg2262: i64, %arg2263: i64):
      %2470 = "arith.xori"(%arg2261, %arg2262) : (i64, i64) -> i64
      "linalg.yield"(%2470) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %571 = "linalg.generic"(%570, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2259: i64, %arg2260: i64):
      %2469 = "arith.muli"(%arg2259, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%2469) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %572 = "linalg.generic"(%571, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2257: i64, %arg2258: i64):
      %2468 = "arith.andi"(%arg2257, %7) : (i64, i64) -> i64
      "linalg.yield"(%2468) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %573 = "linalg.generic"(%572, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2255: i64, %arg2256: i64):
      %2467 = "arith.shrsi"(%arg2255, %5) : (i64, i64) -> i64
      "linalg.yield"(%2467) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %574 = "linalg.generic"(%573, %572, %19) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2252: i64, %arg2253: i64, %arg2254: i64):
      %2466 = "arith.xori"(%arg2252, %arg2253) : (i64, i64) -> i64
      "linalg.yield"(%2466) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %575 = "linalg.generic"(%574, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2250: i64, %arg2251: i64):
      %2465 = "arith.muli"(%arg2250, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%2465) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %576 = "linalg.generic"(%575, %19) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2248: i64, %arg2249: i64):
      %2464 = "arith.andi"(%arg2248, %7) : (i64, i64) -> i64
      "linalg.yield"(%2464) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %577 = "linalg.generic"(%37, %576, %34) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2245: i64, %arg2246: i64, %arg2247: i64):
      %2463 = "arith.xori"(%arg2245, %arg2246) : (i64, i64) -> i64
      "linalg.yield"(%2463) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<i64>, tensor<384xi64>) -> tensor<384xi64>
    %578 = "linalg.generic"(%577, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2243: i64, %arg2244: i64):
      %2462 = "arith.shrsi"(%arg2243, %5) : (i64, i64) -> i64
      "linalg.yield"(%2462) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %579 = "linalg.generic"(%578, %577, %34) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2240: i64, %arg2241: i64, %arg2242: i64):
      %2461 = "arith.xori"(%arg2240, %arg2241) : (i64, i64) -> i64
      "linalg.yield"(%2461) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %580 = "linalg.generic"(%579, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2238: i64, %arg2239: i64):
      %2460 = "arith.muli"(%arg2238, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%2460) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %581 = "linalg.generic"(%580, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2236: i64, %arg2237: i64):
      %2459 = "arith.andi"(%arg2236, %7) : (i64, i64) -> i64
      "linalg.yield"(%2459) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %582 = "linalg.generic"(%581, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2234: i64, %arg2235: i64):
      %2458 = "arith.shrsi"(%arg2234, %5) : (i64, i64) -> i64
      "linalg.yield"(%2458) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %583 = "linalg.generic"(%582, %581, %34) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2231: i64, %arg2232: i64, %arg2233: i64):
      %2457 = "arith.xori"(%arg2231, %arg2232) : (i64, i64) -> i64
      "linalg.yield"(%2457) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %584 = "linalg.generic"(%583, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2229: i64, %arg2230: i64):
      %2456 = "arith.muli"(%arg2229, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%2456) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %585 = "linalg.generic"(%584, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2227: i64, %arg2228: i64):
      %2455 = "arith.andi"(%arg2227, %7) : (i64, i64) -> i64
      "linalg.yield"(%2455) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %586 = "linalg.generic"(%585, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2225: i64, %arg2226: i64):
      %2454 = "arith.shrsi"(%arg2225, %5) : (i64, i64) -> i64
      "linalg.yield"(%2454) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %587 = "linalg.generic"(%586, %585, %34) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2222: i64, %arg2223: i64, %arg2224: i64):
      %2453 = "arith.xori"(%arg2222, %arg2223) : (i64, i64) -> i64
      "linalg.yield"(%2453) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %588 = "linalg.generic"(%587, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2220: i64, %arg2221: i64):
      %2452 = "arith.muli"(%arg2220, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%2452) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %589 = "linalg.generic"(%588, %34) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2218: i64, %arg2219: i64):
      %2451 = "arith.andi"(%arg2218, %7) : (i64, i64) -> i64
      "linalg.yield"(%2451) : (i64) -> ()
    }) : (tensor<384xi64>, tensor<384xi64>) -> tensor<384xi64>
    %590 = "tensor.expand_shape"(%589) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 12, 8>}> : (tensor<384xi64>) -> tensor<4x12x8xi64>
    %591 = "linalg.generic"(%590, %52) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2216: i64, %arg2217: i1):
      %2450 = "arith.cmpi"(%arg2216, %2) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%2450) : (i1) -> ()
    }) : (tensor<4x12x8xi64>, tensor<4x12x8xi1>) -> tensor<4x12x8xi1>
    %592 = "linalg.generic"(%591, %17) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2214: i1, %arg2215: f32):
      %2449 = "arith.uitofp"(%arg2214) : (i1) -> f32
      "linalg.yield"(%2449) : (f32) -> ()
    }) : (tensor<4x12x8xi1>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %593 = "linalg.generic"(%592, %17) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2212: f32, %arg2213: f32):
      %2447 = "arith.truncf"(%15) : (f64) -> f32
      %2448 = "arith.divf"(%arg2212, %2447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2448) : (f32) -> ()
    }) : (tensor<4x12x8xf32>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %594 = "linalg.generic"(%562, %593, %17) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2209: f32, %arg2210: f32, %arg2211: f32):
      %2446 = "arith.mulf"(%arg2209, %arg2210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2446) : (f32) -> ()
    }) : (tensor<4x12x8xf32>, tensor<4x12x8xf32>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %595 = "linalg.transpose"(%arg12, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2207: f32, %arg2208: f32):
      "linalg.yield"(%arg2207) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %596 = "tensor.collapse_shape"(%594) <{reassociation = [[0, 1], [2]]}> : (tensor<4x12x8xf32>) -> tensor<48x8xf32>
    %597 = "linalg.matmul"(%596, %595, %63) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2204: f32, %arg2205: f32, %arg2206: f32):
      %2444 = "arith.mulf"(%arg2204, %arg2205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2445 = "arith.addf"(%arg2206, %2444) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2445) : (f32) -> ()
    }) : (tensor<48x8xf32>, tensor<8x32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %598 = "tensor.expand_shape"(%597) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 12, 32>}> : (tensor<48x32xf32>) -> tensor<4x12x32xf32>
    %599 = "tensor.empty"() : () -> tensor<4x12x32xf32>
    %600 = "linalg.generic"(%598, %arg13, %599) <{indexing_maps = [#map1, #map7, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2201: f32, %arg2202: f32, %arg2203: f32):
      %2443 = "arith.addf"(%arg2201, %arg2202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2443) : (f32) -> ()
    }) : (tensor<4x12x32xf32>, tensor<32xf32>, tensor<4x12x32xf32>) -> tensor<4x12x32xf32>
    %601 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<4x12xi64>) -> tensor<48xi64>
    %602 = "tensor.collapse_shape"(%600) <{reassociation = [[0, 1], [2]]}> : (tensor<4x12x32xf32>) -> tensor<48x32xf32>
    %603 = "tensor.empty"() : () -> tensor<48xi64>
    %604 = "linalg.fill"(%6, %603) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2199: i64, %arg2200: i64):
      "linalg.yield"(%arg2199) : (i64) -> ()
    }) : (i64, tensor<48xi64>) -> tensor<48xi64>
    %605 = "tensor.empty"() : () -> tensor<48xf32>
    %606 = "linalg.fill"(%11, %605) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2197: f32, %arg2198: f32):
      "linalg.yield"(%arg2197) : (f32) -> ()
    }) : (f32, tensor<48xf32>) -> tensor<48xf32>
    %607:2 = "linalg.generic"(%602, %606, %604) <{indexing_maps = [#map9, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg2194: f32, %arg2195: f32, %arg2196: i64):
      %2438 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %2439 = "arith.index_cast"(%2438) : (index) -> i64
      %2440 = "arith.maximumf"(%arg2194, %arg2195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2441 = "arith.cmpf"(%arg2194, %arg2195) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2442 = "arith.select"(%2441, %2439, %arg2196) : (i1, i64, i64) -> i64
      "linalg.yield"(%2440, %2442) : (f32, i64) -> ()
    }) : (tensor<48x32xf32>, tensor<48xf32>, tensor<48xi64>) -> (tensor<48xf32>, tensor<48xi64>)
    %608 = "tensor.expand_shape"(%607#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 48, 1>}> : (tensor<48xf32>) -> tensor<48x1xf32>
    %609 = "linalg.generic"(%602, %608, %62) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2191: f32, %arg2192: f32, %arg2193: f32):
      %2437 = "arith.subf"(%arg2191, %arg2192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2437) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x1xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %610 = "linalg.generic"(%609, %62) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2189: f32, %arg2190: f32):
      %2436 = "math.exp"(%arg2189) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2436) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %611 = "tensor.empty"() : () -> tensor<48x1xf32>
    %612 = "linalg.fill"(%9, %611) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2187: f32, %arg2188: f32):
      "linalg.yield"(%arg2187) : (f32) -> ()
    }) : (f32, tensor<48x1xf32>) -> tensor<48x1xf32>
    %613 = "linalg.generic"(%610, %612) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2185: f32, %arg2186: f32):
      %2435 = "arith.addf"(%arg2185, %arg2186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2435) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x1xf32>) -> tensor<48x1xf32>
    %614 = "linalg.generic"(%613, %611) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2183: f32, %arg2184: f32):
      %2434 = "math.log"(%arg2183) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2434) : (f32) -> ()
    }) : (tensor<48x1xf32>, tensor<48x1xf32>) -> tensor<48x1xf32>
    %615 = "linalg.generic"(%609, %614, %62) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2180: f32, %arg2181: f32, %arg2182: f32):
      %2433 = "arith.subf"(%arg2180, %arg2181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2433) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x1xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %616 = "tensor.empty"() : () -> tensor<48xi1>
    %617 = "linalg.generic"(%601, %616) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2178: i64, %arg2179: i1):
      %2432 = "arith.cmpi"(%arg2178, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%2432) : (i1) -> ()
    }) : (tensor<48xi64>, tensor<48xi1>) -> tensor<48xi1>
    %618 = "linalg.generic"(%617, %605) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2176: i1, %arg2177: f32):
      %2431 = "arith.uitofp"(%arg2176) : (i1) -> f32
      "linalg.yield"(%2431) : (f32) -> ()
    }) : (tensor<48xi1>, tensor<48xf32>) -> tensor<48xf32>
    %619 = "tensor.expand_shape"(%601) <{reassociation = [[0, 1]], static_output_shape = array<i64: 48, 1>}> : (tensor<48xi64>) -> tensor<48x1xi64>
    %620 = "tensor.empty"() : () -> tensor<32xi64>
    %621 = "linalg.generic"(%620) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg2175: i64):
      %2429 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %2430 = "arith.index_cast"(%2429) : (index) -> i64
      "linalg.yield"(%2430) : (i64) -> ()
    }) : (tensor<32xi64>) -> tensor<32xi64>
    %622 = "tensor.empty"() : () -> tensor<48x32xi1>
    %623 = "linalg.generic"(%619, %621, %622) <{indexing_maps = [#map12, #map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2172: i64, %arg2173: i64, %arg2174: i1):
      %2428 = "arith.cmpi"(%arg2172, %arg2173) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%2428) : (i1) -> ()
    }) : (tensor<48x1xi64>, tensor<32xi64>, tensor<48x32xi1>) -> tensor<48x32xi1>
    %624 = "linalg.generic"(%623, %62) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2170: i1, %arg2171: f32):
      %2427 = "arith.uitofp"(%arg2170) : (i1) -> f32
      "linalg.yield"(%2427) : (f32) -> ()
    }) : (tensor<48x32xi1>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %625 = "linalg.generic"(%615, %624, %62) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2167: f32, %arg2168: f32, %arg2169: f32):
      %2426 = "arith.mulf"(%arg2167, %arg2168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2426) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %626 = "linalg.fill"(%9, %605) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2165: f32, %arg2166: f32):
      "linalg.yield"(%arg2165) : (f32) -> ()
    }) : (f32, tensor<48xf32>) -> tensor<48xf32>
    %627 = "linalg.generic"(%625, %626) <{indexing_maps = [#map9, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2163: f32, %arg2164: f32):
      %2425 = "arith.addf"(%arg2163, %arg2164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2425) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48xf32>) -> tensor<48xf32>
    %628 = "linalg.generic"(%627, %618, %605) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2160: f32, %arg2161: f32, %arg2162: f32):
      %2424 = "arith.mulf"(%arg2160, %arg2161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2424) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %629 = "tensor.empty"() : () -> tensor<f32>
    %630 = "linalg.fill"(%9, %629) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2158: f32, %arg2159: f32):
      "linalg.yield"(%arg2158) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %631 = "linalg.generic"(%628, %630) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2156: f32, %arg2157: f32):
      %2423 = "arith.addf"(%arg2156, %arg2157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2423) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %632 = "linalg.generic"(%631, %629) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2154: f32, %arg2155: f32):
      %2422 = "arith.negf"(%arg2154) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2422) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %633 = "linalg.generic"(%618, %630) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2152: f32, %arg2153: f32):
      %2421 = "arith.addf"(%arg2152, %arg2153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2421) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %634 = "linalg.generic"(%632, %633, %629) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2149: f32, %arg2150: f32, %arg2151: f32):
      %2420 = "arith.divf"(%arg2149, %arg2150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2420) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %635 = "tensor.expand_shape"(%618) <{reassociation = [[0, 1]], static_output_shape = array<i64: 48, 1>}> : (tensor<48xf32>) -> tensor<48x1xf32>
    %636 = "linalg.generic"(%12, %629) <{indexing_maps = [#map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2147: f32, %arg2148: f32):
      %2419 = "arith.negf"(%arg2147) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2419) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %637 = "linalg.generic"(%636, %633, %629) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2144: f32, %arg2145: f32, %arg2146: f32):
      %2418 = "arith.divf"(%arg2144, %arg2145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2418) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %638 = "linalg.generic"(%624, %635, %62) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2141: f32, %arg2142: f32, %arg2143: f32):
      %2417 = "arith.mulf"(%arg2141, %arg2142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2417) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x1xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %639 = "linalg.generic"(%638, %637, %62) <{indexing_maps = [#map9, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2138: f32, %arg2139: f32, %arg2140: f32):
      %2416 = "arith.mulf"(%arg2138, %arg2139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2416) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<f32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %640 = "linalg.generic"(%615, %62) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2136: f32, %arg2137: f32):
      %2415 = "math.exp"(%arg2136) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2415) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %641 = "linalg.generic"(%639, %612) <{indexing_maps = [#map9, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2134: f32, %arg2135: f32):
      %2414 = "arith.addf"(%arg2134, %arg2135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2414) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x1xf32>) -> tensor<48x1xf32>
    %642 = "linalg.generic"(%640, %641, %62) <{indexing_maps = [#map9, #map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2131: f32, %arg2132: f32, %arg2133: f32):
      %2413 = "arith.mulf"(%arg2131, %arg2132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2413) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x1xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %643 = "linalg.generic"(%639, %642, %62) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2128: f32, %arg2129: f32, %arg2130: f32):
      %2412 = "arith.subf"(%arg2128, %arg2129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2412) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %644 = "tensor.expand_shape"(%643) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 12, 32>}> : (tensor<48x32xf32>) -> tensor<4x12x32xf32>
    %645 = "tensor.empty"() : () -> tensor<1x1x32xf32>
    %646 = "linalg.fill"(%9, %645) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2126: f32, %arg2127: f32):
      "linalg.yield"(%arg2126) : (f32) -> ()
    }) : (f32, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %647 = "linalg.generic"(%644, %646) <{indexing_maps = [#map1, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2124: f32, %arg2125: f32):
      %2411 = "arith.addf"(%arg2124, %arg2125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2411) : (f32) -> ()
    }) : (tensor<4x12x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %648 = "tensor.collapse_shape"(%647) <{reassociation = [[0, 1, 2]]}> : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %649 = "tensor.empty"() : () -> tensor<32x48xf32>
    %650 = "linalg.transpose"(%643, %649) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2122: f32, %arg2123: f32):
      "linalg.yield"(%arg2122) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<32x48xf32>) -> tensor<32x48xf32>
    %651 = "tensor.empty"() : () -> tensor<32x8xf32>
    %652 = "linalg.fill"(%9, %651) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2120: f32, %arg2121: f32):
      "linalg.yield"(%arg2120) : (f32) -> ()
    }) : (f32, tensor<32x8xf32>) -> tensor<32x8xf32>
    %653 = "linalg.matmul"(%650, %596, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2117: f32, %arg2118: f32, %arg2119: f32):
      %2409 = "arith.mulf"(%arg2117, %arg2118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2410 = "arith.addf"(%arg2119, %2409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2410) : (f32) -> ()
    }) : (tensor<32x48xf32>, tensor<48x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %654 = "tensor.empty"() : () -> tensor<48x8xf32>
    %655 = "linalg.fill"(%9, %654) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2115: f32, %arg2116: f32):
      "linalg.yield"(%arg2115) : (f32) -> ()
    }) : (f32, tensor<48x8xf32>) -> tensor<48x8xf32>
    %656 = "linalg.matmul"(%643, %arg12, %655) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2112: f32, %arg2113: f32, %arg2114: f32):
      %2407 = "arith.mulf"(%arg2112, %arg2113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2408 = "arith.addf"(%arg2114, %2407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2408) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<32x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %657 = "tensor.expand_shape"(%656) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 12, 8>}> : (tensor<48x8xf32>) -> tensor<4x12x8xf32>
    %658 = "linalg.generic"(%657, %593, %17) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2109: f32, %arg2110: f32, %arg2111: f32):
      %2406 = "arith.mulf"(%arg2109, %arg2110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2406) : (f32) -> ()
    }) : (tensor<4x12x8xf32>, tensor<4x12x8xf32>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %659 = "linalg.transpose"(%658, %57) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg2107: f32, %arg2108: f32):
      "linalg.yield"(%arg2107) : (f32) -> ()
    }) : (tensor<4x12x8xf32>, tensor<12x4x8xf32>) -> tensor<12x4x8xf32>
    %660 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %661 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %662 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %663 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %664 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %665 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 5, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %666 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %667 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 7, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %668 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %669 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %670 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 10, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %671 = "tensor.extract_slice"(%659) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 11, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %672 = "linalg.generic"(%671, %555, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2104: f32, %arg2105: f32, %arg2106: f32):
      %2405 = "arith.mulf"(%arg2104, %arg2105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2405) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %673 = "linalg.generic"(%671, %559, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2101: f32, %arg2102: f32, %arg2103: f32):
      %2404 = "arith.mulf"(%arg2101, %arg2102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2404) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %674 = "linalg.generic"(%559, %559, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2098: f32, %arg2099: f32, %arg2100: f32):
      %2403 = "arith.mulf"(%arg2098, %arg2099) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2403) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %675 = "linalg.generic"(%16, %674, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2095: i64, %arg2096: f32, %arg2097: f32):
      %2401 = "arith.sitofp"(%arg2095) : (i64) -> f32
      %2402 = "arith.subf"(%2401, %arg2096) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2402) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %676 = "linalg.generic"(%672, %675, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2092: f32, %arg2093: f32, %arg2094: f32):
      %2400 = "arith.mulf"(%arg2092, %arg2093) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2400) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %677 = "linalg.generic"(%676, %552, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2089: f32, %arg2090: f32, %arg2091: f32):
      %2399 = "arith.mulf"(%arg2089, %arg2090) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2399) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %678 = "linalg.generic"(%676, %554, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2086: f32, %arg2087: f32, %arg2088: f32):
      %2398 = "arith.mulf"(%arg2086, %arg2087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2398) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %679 = "linalg.generic"(%676, %553, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2083: f32, %arg2084: f32, %arg2085: f32):
      %2397 = "arith.mulf"(%arg2083, %arg2084) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2397) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %680 = "linalg.generic"(%676, %540, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2080: f32, %arg2081: f32, %arg2082: f32):
      %2396 = "arith.mulf"(%arg2080, %arg2081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2396) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %681 = "linalg.generic"(%16, %555, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2077: i64, %arg2078: f32, %arg2079: f32):
      %2394 = "arith.sitofp"(%arg2077) : (i64) -> f32
      %2395 = "arith.subf"(%2394, %arg2078) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2395) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %682 = "linalg.generic"(%555, %681, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2074: f32, %arg2075: f32, %arg2076: f32):
      %2393 = "arith.mulf"(%arg2074, %arg2075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2393) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %683 = "linalg.generic"(%673, %682, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2071: f32, %arg2072: f32, %arg2073: f32):
      %2392 = "arith.mulf"(%arg2071, %arg2072) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2392) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %684 = "linalg.generic"(%554, %554, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2068: f32, %arg2069: f32, %arg2070: f32):
      %2391 = "arith.mulf"(%arg2068, %arg2069) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2391) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %685 = "linalg.generic"(%16, %684, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2065: i64, %arg2066: f32, %arg2067: f32):
      %2389 = "arith.sitofp"(%arg2065) : (i64) -> f32
      %2390 = "arith.subf"(%2389, %arg2066) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2390) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %686 = "linalg.generic"(%677, %685, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2062: f32, %arg2063: f32, %arg2064: f32):
      %2388 = "arith.mulf"(%arg2062, %arg2063) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2388) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %687 = "linalg.generic"(%16, %553, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2059: i64, %arg2060: f32, %arg2061: f32):
      %2386 = "arith.sitofp"(%arg2059) : (i64) -> f32
      %2387 = "arith.subf"(%2386, %arg2060) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2387) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %688 = "linalg.generic"(%553, %687, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2056: f32, %arg2057: f32, %arg2058: f32):
      %2385 = "arith.mulf"(%arg2056, %arg2057) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2385) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %689 = "linalg.generic"(%680, %688, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2053: f32, %arg2054: f32, %arg2055: f32):
      %2384 = "arith.mulf"(%arg2053, %arg2054) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2384) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %690 = "linalg.generic"(%16, %552, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2050: i64, %arg2051: f32, %arg2052: f32):
      %2382 = "arith.sitofp"(%arg2050) : (i64) -> f32
      %2383 = "arith.subf"(%2382, %arg2051) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2383) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %691 = "linalg.generic"(%552, %690, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2047: f32, %arg2048: f32, %arg2049: f32):
      %2381 = "arith.mulf"(%arg2047, %arg2048) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2381) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %692 = "linalg.generic"(%678, %691, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2044: f32, %arg2045: f32, %arg2046: f32):
      %2380 = "arith.mulf"(%arg2044, %arg2045) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2380) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %693 = "tensor.concat"(%692, %689, %686, %683) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %694 = "linalg.fill"(%9, %99) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2042: f32, %arg2043: f32):
      "linalg.yield"(%arg2042) : (f32) -> ()
    }) : (f32, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %695 = "linalg.generic"(%693, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2040: f32, %arg2041: f32):
      %2379 = "arith.addf"(%arg2040, %arg2041) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2379) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %696 = "tensor.collapse_shape"(%695) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %697 = "tensor.collapse_shape"(%693) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %698 = "tensor.empty"() : () -> tensor<4x8xf32>
    %699 = "linalg.fill"(%9, %698) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2038: f32, %arg2039: f32):
      "linalg.yield"(%arg2038) : (f32) -> ()
    }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
    %700 = "linalg.matmul"(%697, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2035: f32, %arg2036: f32, %arg2037: f32):
      %2377 = "arith.mulf"(%arg2035, %arg2036) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2378 = "arith.addf"(%arg2037, %2377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2378) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %701 = "tensor.empty"() : () -> tensor<32x4xf32>
    %702 = "linalg.transpose"(%697, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2033: f32, %arg2034: f32):
      "linalg.yield"(%arg2033) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %703 = "linalg.matmul"(%702, %543, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2030: f32, %arg2031: f32, %arg2032: f32):
      %2375 = "arith.mulf"(%arg2030, %arg2031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2376 = "arith.addf"(%arg2032, %2375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2376) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %704 = "tensor.empty"() : () -> tensor<1x32xf32>
    %705 = "linalg.fill"(%9, %704) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2028: f32, %arg2029: f32):
      "linalg.yield"(%arg2028) : (f32) -> ()
    }) : (f32, tensor<1x32xf32>) -> tensor<1x32xf32>
    %706 = "linalg.generic"(%697, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2026: f32, %arg2027: f32):
      %2374 = "arith.addf"(%arg2026, %arg2027) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2374) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %707 = "tensor.collapse_shape"(%706) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %708 = "tensor.expand_shape"(%700) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %709 = "linalg.generic"(%670, %708, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2023: f32, %arg2024: f32, %arg2025: f32):
      %2373 = "arith.addf"(%arg2023, %arg2024) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2373) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %710 = "linalg.generic"(%709, %537, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2020: f32, %arg2021: f32, %arg2022: f32):
      %2372 = "arith.mulf"(%arg2020, %arg2021) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2372) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %711 = "linalg.generic"(%709, %541, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2017: f32, %arg2018: f32, %arg2019: f32):
      %2371 = "arith.mulf"(%arg2017, %arg2018) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2371) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %712 = "linalg.generic"(%541, %541, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2014: f32, %arg2015: f32, %arg2016: f32):
      %2370 = "arith.mulf"(%arg2014, %arg2015) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2370) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %713 = "linalg.generic"(%16, %712, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2011: i64, %arg2012: f32, %arg2013: f32):
      %2368 = "arith.sitofp"(%arg2011) : (i64) -> f32
      %2369 = "arith.subf"(%2368, %arg2012) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2369) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %714 = "linalg.generic"(%710, %713, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2008: f32, %arg2009: f32, %arg2010: f32):
      %2367 = "arith.mulf"(%arg2008, %arg2009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2367) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %715 = "linalg.generic"(%679, %714, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2005: f32, %arg2006: f32, %arg2007: f32):
      %2366 = "arith.addf"(%arg2005, %arg2006) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2366) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %716 = "linalg.generic"(%715, %534, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2002: f32, %arg2003: f32, %arg2004: f32):
      %2365 = "arith.mulf"(%arg2002, %arg2003) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2365) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %717 = "linalg.generic"(%715, %536, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1999: f32, %arg2000: f32, %arg2001: f32):
      %2364 = "arith.mulf"(%arg1999, %arg2000) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2364) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %718 = "linalg.generic"(%715, %535, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1996: f32, %arg1997: f32, %arg1998: f32):
      %2363 = "arith.mulf"(%arg1996, %arg1997) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2363) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %719 = "linalg.generic"(%715, %522, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1993: f32, %arg1994: f32, %arg1995: f32):
      %2362 = "arith.mulf"(%arg1993, %arg1994) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2362) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %720 = "linalg.generic"(%16, %537, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1990: i64, %arg1991: f32, %arg1992: f32):
      %2360 = "arith.sitofp"(%arg1990) : (i64) -> f32
      %2361 = "arith.subf"(%2360, %arg1991) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2361) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %721 = "linalg.generic"(%537, %720, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1987: f32, %arg1988: f32, %arg1989: f32):
      %2359 = "arith.mulf"(%arg1987, %arg1988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2359) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %722 = "linalg.generic"(%711, %721, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1984: f32, %arg1985: f32, %arg1986: f32):
      %2358 = "arith.mulf"(%arg1984, %arg1985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2358) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %723 = "linalg.generic"(%536, %536, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1981: f32, %arg1982: f32, %arg1983: f32):
      %2357 = "arith.mulf"(%arg1981, %arg1982) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2357) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %724 = "linalg.generic"(%16, %723, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1978: i64, %arg1979: f32, %arg1980: f32):
      %2355 = "arith.sitofp"(%arg1978) : (i64) -> f32
      %2356 = "arith.subf"(%2355, %arg1979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2356) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %725 = "linalg.generic"(%716, %724, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1975: f32, %arg1976: f32, %arg1977: f32):
      %2354 = "arith.mulf"(%arg1975, %arg1976) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2354) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %726 = "linalg.generic"(%16, %535, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1972: i64, %arg1973: f32, %arg1974: f32):
      %2352 = "arith.sitofp"(%arg1972) : (i64) -> f32
      %2353 = "arith.subf"(%2352, %arg1973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2353) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %727 = "linalg.generic"(%535, %726, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1969: f32, %arg1970: f32, %arg1971: f32):
      %2351 = "arith.mulf"(%arg1969, %arg1970) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2351) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %728 = "linalg.generic"(%719, %727, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1966: f32, %arg1967: f32, %arg1968: f32):
      %2350 = "arith.mulf"(%arg1966, %arg1967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2350) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %729 = "linalg.generic"(%16, %534, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1963: i64, %arg1964: f32, %arg1965: f32):
      %2348 = "arith.sitofp"(%arg1963) : (i64) -> f32
      %2349 = "arith.subf"(%2348, %arg1964) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2349) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %730 = "linalg.generic"(%534, %729, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1960: f32, %arg1961: f32, %arg1962: f32):
      %2347 = "arith.mulf"(%arg1960, %arg1961) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2347) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %731 = "linalg.generic"(%717, %730, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1957: f32, %arg1958: f32, %arg1959: f32):
      %2346 = "arith.mulf"(%arg1957, %arg1958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2346) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %732 = "tensor.concat"(%731, %728, %725, %722) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %733 = "linalg.generic"(%732, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1955: f32, %arg1956: f32):
      %2345 = "arith.addf"(%arg1955, %arg1956) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2345) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %734 = "tensor.collapse_shape"(%733) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %735 = "tensor.collapse_shape"(%732) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %736 = "linalg.matmul"(%735, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1952: f32, %arg1953: f32, %arg1954: f32):
      %2343 = "arith.mulf"(%arg1952, %arg1953) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2344 = "arith.addf"(%arg1954, %2343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2344) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %737 = "linalg.transpose"(%735, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1950: f32, %arg1951: f32):
      "linalg.yield"(%arg1950) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %738 = "linalg.matmul"(%737, %525, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1947: f32, %arg1948: f32, %arg1949: f32):
      %2341 = "arith.mulf"(%arg1947, %arg1948) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2342 = "arith.addf"(%arg1949, %2341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2342) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %739 = "linalg.generic"(%735, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1945: f32, %arg1946: f32):
      %2340 = "arith.addf"(%arg1945, %arg1946) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2340) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %740 = "tensor.collapse_shape"(%739) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %741 = "tensor.empty"() : () -> tensor<32xf32>
    %742 = "linalg.generic"(%707, %740, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1942: f32, %arg1943: f32, %arg1944: f32):
      %2339 = "arith.addf"(%arg1942, %arg1943) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2339) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %743 = "linalg.generic"(%703, %738, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1939: f32, %arg1940: f32, %arg1941: f32):
      %2338 = "arith.addf"(%arg1939, %arg1940) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2338) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %744 = "tensor.expand_shape"(%736) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %745 = "linalg.generic"(%669, %744, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1936: f32, %arg1937: f32, %arg1938: f32):
      %2337 = "arith.addf"(%arg1936, %arg1937) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2337) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %746 = "linalg.generic"(%745, %519, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1933: f32, %arg1934: f32, %arg1935: f32):
      %2336 = "arith.mulf"(%arg1933, %arg1934) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2336) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %747 = "linalg.generic"(%745, %523, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1930: f32, %arg1931: f32, %arg1932: f32):
      %2335 = "arith.mulf"(%arg1930, %arg1931) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2335) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %748 = "linalg.generic"(%523, %523, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1927: f32, %arg1928: f32, %arg1929: f32):
      %2334 = "arith.mulf"(%arg1927, %arg1928) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2334) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %749 = "linalg.generic"(%16, %748, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1924: i64, %arg1925: f32, %arg1926: f32):
      %2332 = "arith.sitofp"(%arg1924) : (i64) -> f32
      %2333 = "arith.subf"(%2332, %arg1925) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2333) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %750 = "linalg.generic"(%746, %749, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1921: f32, %arg1922: f32, %arg1923: f32):
      %2331 = "arith.mulf"(%arg1921, %arg1922) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2331) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %751 = "linalg.generic"(%718, %750, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1918: f32, %arg1919: f32, %arg1920: f32):
      %2330 = "arith.addf"(%arg1918, %arg1919) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2330) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %752 = "linalg.generic"(%751, %516, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1915: f32, %arg1916: f32, %arg1917: f32):
      %2329 = "arith.mulf"(%arg1915, %arg1916) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2329) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %753 = "linalg.generic"(%751, %518, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1912: f32, %arg1913: f32, %arg1914: f32):
      %2328 = "arith.mulf"(%arg1912, %arg1913) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2328) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %754 = "linalg.generic"(%751, %517, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1909: f32, %arg1910: f32, %arg1911: f32):
      %2327 = "arith.mulf"(%arg1909, %arg1910) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2327) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %755 = "linalg.generic"(%751, %504, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1906: f32, %arg1907: f32, %arg1908: f32):
      %2326 = "arith.mulf"(%arg1906, %arg1907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2326) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %756 = "linalg.generic"(%16, %519, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1903: i64, %arg1904: f32, %arg1905: f32):
      %2324 = "arith.sitofp"(%arg1903) : (i64) -> f32
      %2325 = "arith.subf"(%2324, %arg1904) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2325) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %757 = "linalg.generic"(%519, %756, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1900: f32, %arg1901: f32, %arg1902: f32):
      %2323 = "arith.mulf"(%arg1900, %arg1901) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2323) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %758 = "linalg.generic"(%747, %757, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1897: f32, %arg1898: f32, %arg1899: f32):
      %2322 = "arith.mulf"(%arg1897, %arg1898) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2322) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %759 = "linalg.generic"(%518, %518, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1894: f32, %arg1895: f32, %arg1896: f32):
      %2321 = "arith.mulf"(%arg1894, %arg1895) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2321) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %760 = "linalg.generic"(%16, %759, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1891: i64, %arg1892: f32, %arg1893: f32):
      %2319 = "arith.sitofp"(%arg1891) : (i64) -> f32
      %2320 = "arith.subf"(%2319, %arg1892) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2320) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %761 = "linalg.generic"(%752, %760, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1888: f32, %arg1889: f32, %arg1890: f32):
      %2318 = "arith.mulf"(%arg1888, %arg1889) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2318) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %762 = "linalg.generic"(%16, %517, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1885: i64, %arg1886: f32, %arg1887: f32):
      %2316 = "arith.sitofp"(%arg1885) : (i64) -> f32
      %2317 = "arith.subf"(%2316, %arg1886) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2317) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %763 = "linalg.generic"(%517, %762, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1882: f32, %arg1883: f32, %arg1884: f32):
      %2315 = "arith.mulf"(%arg1882, %arg1883) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2315) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %764 = "linalg.generic"(%755, %763, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1879: f32, %arg1880: f32, %arg1881: f32):
      %2314 = "arith.mulf"(%arg1879, %arg1880) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2314) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %765 = "linalg.generic"(%16, %516, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1876: i64, %arg1877: f32, %arg1878: f32):
      %2312 = "arith.sitofp"(%arg1876) : (i64) -> f32
      %2313 = "arith.subf"(%2312, %arg1877) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2313) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %766 = "linalg.generic"(%516, %765, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1873: f32, %arg1874: f32, %arg1875: f32):
      %2311 = "arith.mulf"(%arg1873, %arg1874) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2311) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %767 = "linalg.generic"(%753, %766, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1870: f32, %arg1871: f32, %arg1872: f32):
      %2310 = "arith.mulf"(%arg1870, %arg1871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2310) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %768 = "tensor.concat"(%767, %764, %761, %758) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %769 = "linalg.generic"(%768, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1868: f32, %arg1869: f32):
      %2309 = "arith.addf"(%arg1868, %arg1869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2309) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %770 = "tensor.collapse_shape"(%769) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %771 = "tensor.collapse_shape"(%768) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %772 = "linalg.matmul"(%771, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1865: f32, %arg1866: f32, %arg1867: f32):
      %2307 = "arith.mulf"(%arg1865, %arg1866) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2308 = "arith.addf"(%arg1867, %2307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2308) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %773 = "linalg.transpose"(%771, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1863: f32, %arg1864: f32):
      "linalg.yield"(%arg1863) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %774 = "linalg.matmul"(%773, %507, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1860: f32, %arg1861: f32, %arg1862: f32):
      %2305 = "arith.mulf"(%arg1860, %arg1861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2306 = "arith.addf"(%arg1862, %2305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2306) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %775 = "linalg.generic"(%771, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1858: f32, %arg1859: f32):
      %2304 = "arith.addf"(%arg1858, %arg1859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2304) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %776 = "tensor.collapse_shape"(%775) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %777 = "linalg.generic"(%742, %776, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1855: f32, %arg1856: f32, %arg1857: f32):
      %2303 = "arith.addf"(%arg1855, %arg1856) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2303) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %778 = "linalg.generic"(%743, %774, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1852: f32, %arg1853: f32, %arg1854: f32):
      %2302 = "arith.addf"(%arg1852, %arg1853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2302) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %779 = "tensor.expand_shape"(%772) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %780 = "linalg.generic"(%668, %779, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1849: f32, %arg1850: f32, %arg1851: f32):
      %2301 = "arith.addf"(%arg1849, %arg1850) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2301) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %781 = "linalg.generic"(%780, %501, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1846: f32, %arg1847: f32, %arg1848: f32):
      %2300 = "arith.mulf"(%arg1846, %arg1847) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2300) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %782 = "linalg.generic"(%780, %505, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1843: f32, %arg1844: f32, %arg1845: f32):
      %2299 = "arith.mulf"(%arg1843, %arg1844) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2299) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %783 = "linalg.generic"(%505, %505, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1840: f32, %arg1841: f32, %arg1842: f32):
      %2298 = "arith.mulf"(%arg1840, %arg1841) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2298) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %784 = "linalg.generic"(%16, %783, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1837: i64, %arg1838: f32, %arg1839: f32):
      %2296 = "arith.sitofp"(%arg1837) : (i64) -> f32
      %2297 = "arith.subf"(%2296, %arg1838) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2297) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %785 = "linalg.generic"(%781, %784, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1834: f32, %arg1835: f32, %arg1836: f32):
      %2295 = "arith.mulf"(%arg1834, %arg1835) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2295) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %786 = "linalg.generic"(%754, %785, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1831: f32, %arg1832: f32, %arg1833: f32):
      %2294 = "arith.addf"(%arg1831, %arg1832) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2294) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %787 = "linalg.generic"(%786, %498, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1828: f32, %arg1829: f32, %arg1830: f32):
      %2293 = "arith.mulf"(%arg1828, %arg1829) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2293) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %788 = "linalg.generic"(%786, %500, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1825: f32, %arg1826: f32, %arg1827: f32):
      %2292 = "arith.mulf"(%arg1825, %arg1826) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2292) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %789 = "linalg.generic"(%786, %499, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1822: f32, %arg1823: f32, %arg1824: f32):
      %2291 = "arith.mulf"(%arg1822, %arg1823) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2291) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %790 = "linalg.generic"(%786, %486, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1819: f32, %arg1820: f32, %arg1821: f32):
      %2290 = "arith.mulf"(%arg1819, %arg1820) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2290) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %791 = "linalg.generic"(%16, %501, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1816: i64, %arg1817: f32, %arg1818: f32):
      %2288 = "arith.sitofp"(%arg1816) : (i64) -> f32
      %2289 = "arith.subf"(%2288, %arg1817) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2289) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %792 = "linalg.generic"(%501, %791, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1813: f32, %arg1814: f32, %arg1815: f32):
      %2287 = "arith.mulf"(%arg1813, %arg1814) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2287) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %793 = "linalg.generic"(%782, %792, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1810: f32, %arg1811: f32, %arg1812: f32):
      %2286 = "arith.mulf"(%arg1810, %arg1811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2286) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %794 = "linalg.generic"(%500, %500, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1807: f32, %arg1808: f32, %arg1809: f32):
      %2285 = "arith.mulf"(%arg1807, %arg1808) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2285) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %795 = "linalg.generic"(%16, %794, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1804: i64, %arg1805: f32, %arg1806: f32):
      %2283 = "arith.sitofp"(%arg1804) : (i64) -> f32
      %2284 = "arith.subf"(%2283, %arg1805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2284) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %796 = "linalg.generic"(%787, %795, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1801: f32, %arg1802: f32, %arg1803: f32):
      %2282 = "arith.mulf"(%arg1801, %arg1802) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2282) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %797 = "linalg.generic"(%16, %499, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1798: i64, %arg1799: f32, %arg1800: f32):
      %2280 = "arith.sitofp"(%arg1798) : (i64) -> f32
      %2281 = "arith.subf"(%2280, %arg1799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2281) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %798 = "linalg.generic"(%499, %797, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1795: f32, %arg1796: f32, %arg1797: f32):
      %2279 = "arith.mulf"(%arg1795, %arg1796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2279) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %799 = "linalg.generic"(%790, %798, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1792: f32, %arg1793: f32, %arg1794: f32):
      %2278 = "arith.mulf"(%arg1792, %arg1793) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2278) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %800 = "linalg.generic"(%16, %498, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1789: i64, %arg1790: f32, %arg1791: f32):
      %2276 = "arith.sitofp"(%arg1789) : (i64) -> f32
      %2277 = "arith.subf"(%2276, %arg1790) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2277) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %801 = "linalg.generic"(%498, %800, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1786: f32, %arg1787: f32, %arg1788: f32):
      %2275 = "arith.mulf"(%arg1786, %arg1787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2275) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %802 = "linalg.generic"(%788, %801, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1783: f32, %arg1784: f32, %arg1785: f32):
      %2274 = "arith.mulf"(%arg1783, %arg1784) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2274) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %803 = "tensor.concat"(%802, %799, %796, %793) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %804 = "linalg.generic"(%803, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1781: f32, %arg1782: f32):
      %2273 = "arith.addf"(%arg1781, %arg1782) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2273) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %805 = "tensor.collapse_shape"(%804) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %806 = "tensor.collapse_shape"(%803) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %807 = "linalg.matmul"(%806, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1778: f32, %arg1779: f32, %arg1780: f32):
      %2271 = "arith.mulf"(%arg1778, %arg1779) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2272 = "arith.addf"(%arg1780, %2271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2272) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %808 = "linalg.transpose"(%806, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1776: f32, %arg1777: f32):
      "linalg.yield"(%arg1776) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %809 = "linalg.matmul"(%808, %489, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1773: f32, %arg1774: f32, %arg1775: f32):
      %2269 = "arith.mulf"(%arg1773, %arg1774) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2270 = "arith.addf"(%arg1775, %2269) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2270) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %810 = "linalg.generic"(%806, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1771: f32, %arg1772: f32):
      %2268 = "arith.addf"(%arg1771, %arg1772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2268) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %811 = "tensor.collapse_shape"(%810) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %812 = "linalg.generic"(%777, %811, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1768: f32, %arg1769: f32, %arg1770: f32):
      %2267 = "arith.addf"(%arg1768, %arg1769) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2267) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %813 = "linalg.generic"(%778, %809, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1765: f32, %arg1766: f32, %arg1767: f32):
      %2266 = "arith.addf"(%arg1765, %arg1766) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2266) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %814 = "tensor.expand_shape"(%807) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %815 = "linalg.generic"(%667, %814, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1762: f32, %arg1763: f32, %arg1764: f32):
      %2265 = "arith.addf"(%arg1762, %arg1763) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2265) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %816 = "linalg.generic"(%815, %483, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1759: f32, %arg1760: f32, %arg1761: f32):
      %2264 = "arith.mulf"(%arg1759, %arg1760) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2264) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %817 = "linalg.generic"(%815, %487, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1756: f32, %arg1757: f32, %arg1758: f32):
      %2263 = "arith.mulf"(%arg1756, %arg1757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2263) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %818 = "linalg.generic"(%487, %487, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1753: f32, %arg1754: f32, %arg1755: f32):
      %2262 = "arith.mulf"(%arg1753, %arg1754) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2262) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %819 = "linalg.generic"(%16, %818, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1750: i64, %arg1751: f32, %arg1752: f32):
      %2260 = "arith.sitofp"(%arg1750) : (i64) -> f32
      %2261 = "arith.subf"(%2260, %arg1751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2261) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %820 = "linalg.generic"(%816, %819, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1747: f32, %arg1748: f32, %arg1749: f32):
      %2259 = "arith.mulf"(%arg1747, %arg1748) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2259) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %821 = "linalg.generic"(%789, %820, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1744: f32, %arg1745: f32, %arg1746: f32):
      %2258 = "arith.addf"(%arg1744, %arg1745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2258) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %822 = "linalg.generic"(%821, %480, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1741: f32, %arg1742: f32, %arg1743: f32):
      %2257 = "arith.mulf"(%arg1741, %arg1742) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2257) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %823 = "linalg.generic"(%821, %482, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1738: f32, %arg1739: f32, %arg1740: f32):
      %2256 = "arith.mulf"(%arg1738, %arg1739) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2256) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %824 = "linalg.generic"(%821, %481, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1735: f32, %arg1736: f32, %arg1737: f32):
      %2255 = "arith.mulf"(%arg1735, %arg1736) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2255) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %825 = "linalg.generic"(%821, %468, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1732: f32, %arg1733: f32, %arg1734: f32):
      %2254 = "arith.mulf"(%arg1732, %arg1733) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2254) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %826 = "linalg.generic"(%16, %483, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1729: i64, %arg1730: f32, %arg1731: f32):
      %2252 = "arith.sitofp"(%arg1729) : (i64) -> f32
      %2253 = "arith.subf"(%2252, %arg1730) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2253) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %827 = "linalg.generic"(%483, %826, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1726: f32, %arg1727: f32, %arg1728: f32):
      %2251 = "arith.mulf"(%arg1726, %arg1727) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2251) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %828 = "linalg.generic"(%817, %827, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1723: f32, %arg1724: f32, %arg1725: f32):
      %2250 = "arith.mulf"(%arg1723, %arg1724) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2250) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %829 = "linalg.generic"(%482, %482, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1720: f32, %arg1721: f32, %arg1722: f32):
      %2249 = "arith.mulf"(%arg1720, %arg1721) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2249) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %830 = "linalg.generic"(%16, %829, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1717: i64, %arg1718: f32, %arg1719: f32):
      %2247 = "arith.sitofp"(%arg1717) : (i64) -> f32
      %2248 = "arith.subf"(%2247, %arg1718) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2248) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %831 = "linalg.generic"(%822, %830, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1714: f32, %arg1715: f32, %arg1716: f32):
      %2246 = "arith.mulf"(%arg1714, %arg1715) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2246) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %832 = "linalg.generic"(%16, %481, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1711: i64, %arg1712: f32, %arg1713: f32):
      %2244 = "arith.sitofp"(%arg1711) : (i64) -> f32
      %2245 = "arith.subf"(%2244, %arg1712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2245) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %833 = "linalg.generic"(%481, %832, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1708: f32, %arg1709: f32, %arg1710: f32):
      %2243 = "arith.mulf"(%arg1708, %arg1709) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2243) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %834 = "linalg.generic"(%825, %833, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1705: f32, %arg1706: f32, %arg1707: f32):
      %2242 = "arith.mulf"(%arg1705, %arg1706) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2242) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %835 = "linalg.generic"(%16, %480, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1702: i64, %arg1703: f32, %arg1704: f32):
      %2240 = "arith.sitofp"(%arg1702) : (i64) -> f32
      %2241 = "arith.subf"(%2240, %arg1703) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2241) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %836 = "linalg.generic"(%480, %835, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1699: f32, %arg1700: f32, %arg1701: f32):
      %2239 = "arith.mulf"(%arg1699, %arg1700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2239) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %837 = "linalg.generic"(%823, %836, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1696: f32, %arg1697: f32, %arg1698: f32):
      %2238 = "arith.mulf"(%arg1696, %arg1697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2238) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %838 = "tensor.concat"(%837, %834, %831, %828) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %839 = "linalg.generic"(%838, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1694: f32, %arg1695: f32):
      %2237 = "arith.addf"(%arg1694, %arg1695) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2237) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %840 = "tensor.collapse_shape"(%839) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %841 = "tensor.collapse_shape"(%838) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %842 = "linalg.matmul"(%841, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1691: f32, %arg1692: f32, %arg1693: f32):
      %2235 = "arith.mulf"(%arg1691, %arg1692) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2236 = "arith.addf"(%arg1693, %2235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2236) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %843 = "linalg.transpose"(%841, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1689: f32, %arg1690: f32):
      "linalg.yield"(%arg1689) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %844 = "linalg.matmul"(%843, %471, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1686: f32, %arg1687: f32, %arg1688: f32):
      %2233 = "arith.mulf"(%arg1686, %arg1687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2234 = "arith.addf"(%arg1688, %2233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2234) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %845 = "linalg.generic"(%841, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1684: f32, %arg1685: f32):
      %2232 = "arith.addf"(%arg1684, %arg1685) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2232) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %846 = "tensor.collapse_shape"(%845) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %847 = "linalg.generic"(%812, %846, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1681: f32, %arg1682: f32, %arg1683: f32):
      %2231 = "arith.addf"(%arg1681, %arg1682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2231) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %848 = "linalg.generic"(%813, %844, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1678: f32, %arg1679: f32, %arg1680: f32):
      %2230 = "arith.addf"(%arg1678, %arg1679) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2230) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %849 = "tensor.expand_shape"(%842) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %850 = "linalg.generic"(%666, %849, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1675: f32, %arg1676: f32, %arg1677: f32):
      %2229 = "arith.addf"(%arg1675, %arg1676) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2229) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %851 = "linalg.generic"(%850, %465, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1672: f32, %arg1673: f32, %arg1674: f32):
      %2228 = "arith.mulf"(%arg1672, %arg1673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2228) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %852 = "linalg.generic"(%850, %469, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1669: f32, %arg1670: f32, %arg1671: f32):
      %2227 = "arith.mulf"(%arg1669, %arg1670) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2227) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %853 = "linalg.generic"(%469, %469, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1666: f32, %arg1667: f32, %arg1668: f32):
      %2226 = "arith.mulf"(%arg1666, %arg1667) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2226) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %854 = "linalg.generic"(%16, %853, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1663: i64, %arg1664: f32, %arg1665: f32):
      %2224 = "arith.sitofp"(%arg1663) : (i64) -> f32
      %2225 = "arith.subf"(%2224, %arg1664) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2225) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %855 = "linalg.generic"(%851, %854, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1660: f32, %arg1661: f32, %arg1662: f32):
      %2223 = "arith.mulf"(%arg1660, %arg1661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2223) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %856 = "linalg.generic"(%824, %855, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1657: f32, %arg1658: f32, %arg1659: f32):
      %2222 = "arith.addf"(%arg1657, %arg1658) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2222) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %857 = "linalg.generic"(%856, %462, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1654: f32, %arg1655: f32, %arg1656: f32):
      %2221 = "arith.mulf"(%arg1654, %arg1655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2221) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %858 = "linalg.generic"(%856, %464, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1651: f32, %arg1652: f32, %arg1653: f32):
      %2220 = "arith.mulf"(%arg1651, %arg1652) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2220) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %859 = "linalg.generic"(%856, %463, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1648: f32, %arg1649: f32, %arg1650: f32):
      %2219 = "arith.mulf"(%arg1648, %arg1649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2219) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %860 = "linalg.generic"(%856, %450, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1645: f32, %arg1646: f32, %arg1647: f32):
      %2218 = "arith.mulf"(%arg1645, %arg1646) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2218) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %861 = "linalg.generic"(%16, %465, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1642: i64, %arg1643: f32, %arg1644: f32):
      %2216 = "arith.sitofp"(%arg1642) : (i64) -> f32
      %2217 = "arith.subf"(%2216, %arg1643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2217) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %862 = "linalg.generic"(%465, %861, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1639: f32, %arg1640: f32, %arg1641: f32):
      %2215 = "arith.mulf"(%arg1639, %arg1640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2215) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %863 = "linalg.generic"(%852, %862, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1636: f32, %arg1637: f32, %arg1638: f32):
      %2214 = "arith.mulf"(%arg1636, %arg1637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2214) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %864 = "linalg.generic"(%464, %464, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1633: f32, %arg1634: f32, %arg1635: f32):
      %2213 = "arith.mulf"(%arg1633, %arg1634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2213) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %865 = "linalg.generic"(%16, %864, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1630: i64, %arg1631: f32, %arg1632: f32):
      %2211 = "arith.sitofp"(%arg1630) : (i64) -> f32
      %2212 = "arith.subf"(%2211, %arg1631) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2212) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %866 = "linalg.generic"(%857, %865, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1627: f32, %arg1628: f32, %arg1629: f32):
      %2210 = "arith.mulf"(%arg1627, %arg1628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2210) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %867 = "linalg.generic"(%16, %463, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1624: i64, %arg1625: f32, %arg1626: f32):
      %2208 = "arith.sitofp"(%arg1624) : (i64) -> f32
      %2209 = "arith.subf"(%2208, %arg1625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2209) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %868 = "linalg.generic"(%463, %867, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1621: f32, %arg1622: f32, %arg1623: f32):
      %2207 = "arith.mulf"(%arg1621, %arg1622) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2207) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %869 = "linalg.generic"(%860, %868, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1618: f32, %arg1619: f32, %arg1620: f32):
      %2206 = "arith.mulf"(%arg1618, %arg1619) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2206) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %870 = "linalg.generic"(%16, %462, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1615: i64, %arg1616: f32, %arg1617: f32):
      %2204 = "arith.sitofp"(%arg1615) : (i64) -> f32
      %2205 = "arith.subf"(%2204, %arg1616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2205) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %871 = "linalg.generic"(%462, %870, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1612: f32, %arg1613: f32, %arg1614: f32):
      %2203 = "arith.mulf"(%arg1612, %arg1613) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2203) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %872 = "linalg.generic"(%858, %871, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1609: f32, %arg1610: f32, %arg1611: f32):
      %2202 = "arith.mulf"(%arg1609, %arg1610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2202) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %873 = "tensor.concat"(%872, %869, %866, %863) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %874 = "linalg.generic"(%873, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1607: f32, %arg1608: f32):
      %2201 = "arith.addf"(%arg1607, %arg1608) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2201) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %875 = "tensor.collapse_shape"(%874) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %876 = "tensor.collapse_shape"(%873) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %877 = "linalg.matmul"(%876, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1604: f32, %arg1605: f32, %arg1606: f32):
      %2199 = "arith.mulf"(%arg1604, %arg1605) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2200 = "arith.addf"(%arg1606, %2199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2200) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %878 = "linalg.transpose"(%876, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1602: f32, %arg1603: f32):
      "linalg.yield"(%arg1602) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %879 = "linalg.matmul"(%878, %453, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1599: f32, %arg1600: f32, %arg1601: f32):
      %2197 = "arith.mulf"(%arg1599, %arg1600) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2198 = "arith.addf"(%arg1601, %2197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2198) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %880 = "linalg.generic"(%876, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1597: f32, %arg1598: f32):
      %2196 = "arith.addf"(%arg1597, %arg1598) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2196) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %881 = "tensor.collapse_shape"(%880) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %882 = "linalg.generic"(%847, %881, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1594: f32, %arg1595: f32, %arg1596: f32):
      %2195 = "arith.addf"(%arg1594, %arg1595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2195) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %883 = "linalg.generic"(%848, %879, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1591: f32, %arg1592: f32, %arg1593: f32):
      %2194 = "arith.addf"(%arg1591, %arg1592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2194) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %884 = "tensor.expand_shape"(%877) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %885 = "linalg.generic"(%665, %884, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1588: f32, %arg1589: f32, %arg1590: f32):
      %2193 = "arith.addf"(%arg1588, %arg1589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2193) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %886 = "linalg.generic"(%885, %447, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1585: f32, %arg1586: f32, %arg1587: f32):
      %2192 = "arith.mulf"(%arg1585, %arg1586) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2192) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %887 = "linalg.generic"(%885, %451, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1582: f32, %arg1583: f32, %arg1584: f32):
      %2191 = "arith.mulf"(%arg1582, %arg1583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2191) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %888 = "linalg.generic"(%451, %451, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1579: f32, %arg1580: f32, %arg1581: f32):
      %2190 = "arith.mulf"(%arg1579, %arg1580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2190) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %889 = "linalg.generic"(%16, %888, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1576: i64, %arg1577: f32, %arg1578: f32):
      %2188 = "arith.sitofp"(%arg1576) : (i64) -> f32
      %2189 = "arith.subf"(%2188, %arg1577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2189) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %890 = "linalg.generic"(%886, %889, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1573: f32, %arg1574: f32, %arg1575: f32):
      %2187 = "arith.mulf"(%arg1573, %arg1574) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2187) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %891 = "linalg.generic"(%859, %890, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1570: f32, %arg1571: f32, %arg1572: f32):
      %2186 = "arith.addf"(%arg1570, %arg1571) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2186) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %892 = "linalg.generic"(%891, %444, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1567: f32, %arg1568: f32, %arg1569: f32):
      %2185 = "arith.mulf"(%arg1567, %arg1568) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2185) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %893 = "linalg.generic"(%891, %446, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1564: f32, %arg1565: f32, %arg1566: f32):
      %2184 = "arith.mulf"(%arg1564, %arg1565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2184) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %894 = "linalg.generic"(%891, %445, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1561: f32, %arg1562: f32, %arg1563: f32):
      %2183 = "arith.mulf"(%arg1561, %arg1562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2183) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %895 = "linalg.generic"(%891, %432, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1558: f32, %arg1559: f32, %arg1560: f32):
      %2182 = "arith.mulf"(%arg1558, %arg1559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2182) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %896 = "linalg.generic"(%16, %447, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1555: i64, %arg1556: f32, %arg1557: f32):
      %2180 = "arith.sitofp"(%arg1555) : (i64) -> f32
      %2181 = "arith.subf"(%2180, %arg1556) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2181) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %897 = "linalg.generic"(%447, %896, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1552: f32, %arg1553: f32, %arg1554: f32):
      %2179 = "arith.mulf"(%arg1552, %arg1553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2179) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %898 = "linalg.generic"(%887, %897, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1549: f32, %arg1550: f32, %arg1551: f32):
      %2178 = "arith.mulf"(%arg1549, %arg1550) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2178) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %899 = "linalg.generic"(%446, %446, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1546: f32, %arg1547: f32, %arg1548: f32):
      %2177 = "arith.mulf"(%arg1546, %arg1547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2177) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %900 = "linalg.generic"(%16, %899, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1543: i64, %arg1544: f32, %arg1545: f32):
      %2175 = "arith.sitofp"(%arg1543) : (i64) -> f32
      %2176 = "arith.subf"(%2175, %arg1544) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2176) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %901 = "linalg.generic"(%892, %900, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1540: f32, %arg1541: f32, %arg1542: f32):
      %2174 = "arith.mulf"(%arg1540, %arg1541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2174) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %902 = "linalg.generic"(%16, %445, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1537: i64, %arg1538: f32, %arg1539: f32):
      %2172 = "arith.sitofp"(%arg1537) : (i64) -> f32
      %2173 = "arith.subf"(%2172, %arg1538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2173) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %903 = "linalg.generic"(%445, %902, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1534: f32, %arg1535: f32, %arg1536: f32):
      %2171 = "arith.mulf"(%arg1534, %arg1535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2171) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %904 = "linalg.generic"(%895, %903, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1531: f32, %arg1532: f32, %arg1533: f32):
      %2170 = "arith.mulf"(%arg1531, %arg1532) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2170) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %905 = "linalg.generic"(%16, %444, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1528: i64, %arg1529: f32, %arg1530: f32):
      %2168 = "arith.sitofp"(%arg1528) : (i64) -> f32
      %2169 = "arith.subf"(%2168, %arg1529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2169) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %906 = "linalg.generic"(%444, %905, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1525: f32, %arg1526: f32, %arg1527: f32):
      %2167 = "arith.mulf"(%arg1525, %arg1526) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2167) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %907 = "linalg.generic"(%893, %906, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1522: f32, %arg1523: f32, %arg1524: f32):
      %2166 = "arith.mulf"(%arg1522, %arg1523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2166) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %908 = "tensor.concat"(%907, %904, %901, %898) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %909 = "linalg.generic"(%908, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1520: f32, %arg1521: f32):
      %2165 = "arith.addf"(%arg1520, %arg1521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2165) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %910 = "tensor.collapse_shape"(%909) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %911 = "tensor.collapse_shape"(%908) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %912 = "linalg.matmul"(%911, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1517: f32, %arg1518: f32, %arg1519: f32):
      %2163 = "arith.mulf"(%arg1517, %arg1518) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2164 = "arith.addf"(%arg1519, %2163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2164) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %913 = "linalg.transpose"(%911, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1515: f32, %arg1516: f32):
      "linalg.yield"(%arg1515) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %914 = "linalg.matmul"(%913, %435, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1512: f32, %arg1513: f32, %arg1514: f32):
      %2161 = "arith.mulf"(%arg1512, %arg1513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2162 = "arith.addf"(%arg1514, %2161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2162) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %915 = "linalg.generic"(%911, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1510: f32, %arg1511: f32):
      %2160 = "arith.addf"(%arg1510, %arg1511) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2160) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %916 = "tensor.collapse_shape"(%915) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %917 = "linalg.generic"(%882, %916, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1507: f32, %arg1508: f32, %arg1509: f32):
      %2159 = "arith.addf"(%arg1507, %arg1508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2159) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %918 = "linalg.generic"(%883, %914, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1504: f32, %arg1505: f32, %arg1506: f32):
      %2158 = "arith.addf"(%arg1504, %arg1505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2158) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %919 = "tensor.expand_shape"(%912) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %920 = "linalg.generic"(%664, %919, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1501: f32, %arg1502: f32, %arg1503: f32):
      %2157 = "arith.addf"(%arg1501, %arg1502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2157) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %921 = "linalg.generic"(%920, %429, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1498: f32, %arg1499: f32, %arg1500: f32):
      %2156 = "arith.mulf"(%arg1498, %arg1499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2156) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %922 = "linalg.generic"(%920, %433, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1495: f32, %arg1496: f32, %arg1497: f32):
      %2155 = "arith.mulf"(%arg1495, %arg1496) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2155) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %923 = "linalg.generic"(%433, %433, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1492: f32, %arg1493: f32, %arg1494: f32):
      %2154 = "arith.mulf"(%arg1492, %arg1493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2154) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %924 = "linalg.generic"(%16, %923, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1489: i64, %arg1490: f32, %arg1491: f32):
      %2152 = "arith.sitofp"(%arg1489) : (i64) -> f32
      %2153 = "arith.subf"(%2152, %arg1490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2153) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %925 = "linalg.generic"(%921, %924, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1486: f32, %arg1487: f32, %arg1488: f32):
      %2151 = "arith.mulf"(%arg1486, %arg1487) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2151) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %926 = "linalg.generic"(%894, %925, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1483: f32, %arg1484: f32, %arg1485: f32):
      %2150 = "arith.addf"(%arg1483, %arg1484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2150) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %927 = "linalg.generic"(%926, %426, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1480: f32, %arg1481: f32, %arg1482: f32):
      %2149 = "arith.mulf"(%arg1480, %arg1481) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2149) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %928 = "linalg.generic"(%926, %428, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1477: f32, %arg1478: f32, %arg1479: f32):
      %2148 = "arith.mulf"(%arg1477, %arg1478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2148) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %929 = "linalg.generic"(%926, %427, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1474: f32, %arg1475: f32, %arg1476: f32):
      %2147 = "arith.mulf"(%arg1474, %arg1475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2147) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %930 = "linalg.generic"(%926, %414, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1471: f32, %arg1472: f32, %arg1473: f32):
      %2146 = "arith.mulf"(%arg1471, %arg1472) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2146) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %931 = "linalg.generic"(%16, %429, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1468: i64, %arg1469: f32, %arg1470: f32):
      %2144 = "arith.sitofp"(%arg1468) : (i64) -> f32
      %2145 = "arith.subf"(%2144, %arg1469) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2145) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %932 = "linalg.generic"(%429, %931, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1465: f32, %arg1466: f32, %arg1467: f32):
      %2143 = "arith.mulf"(%arg1465, %arg1466) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2143) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %933 = "linalg.generic"(%922, %932, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1462: f32, %arg1463: f32, %arg1464: f32):
      %2142 = "arith.mulf"(%arg1462, %arg1463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2142) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %934 = "linalg.generic"(%428, %428, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1459: f32, %arg1460: f32, %arg1461: f32):
      %2141 = "arith.mulf"(%arg1459, %arg1460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2141) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %935 = "linalg.generic"(%16, %934, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1456: i64, %arg1457: f32, %arg1458: f32):
      %2139 = "arith.sitofp"(%arg1456) : (i64) -> f32
      %2140 = "arith.subf"(%2139, %arg1457) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2140) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %936 = "linalg.generic"(%927, %935, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1453: f32, %arg1454: f32, %arg1455: f32):
      %2138 = "arith.mulf"(%arg1453, %arg1454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2138) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %937 = "linalg.generic"(%16, %427, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1450: i64, %arg1451: f32, %arg1452: f32):
      %2136 = "arith.sitofp"(%arg1450) : (i64) -> f32
      %2137 = "arith.subf"(%2136, %arg1451) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2137) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %938 = "linalg.generic"(%427, %937, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1447: f32, %arg1448: f32, %arg1449: f32):
      %2135 = "arith.mulf"(%arg1447, %arg1448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2135) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %939 = "linalg.generic"(%930, %938, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1444: f32, %arg1445: f32, %arg1446: f32):
      %2134 = "arith.mulf"(%arg1444, %arg1445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2134) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %940 = "linalg.generic"(%16, %426, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1441: i64, %arg1442: f32, %arg1443: f32):
      %2132 = "arith.sitofp"(%arg1441) : (i64) -> f32
      %2133 = "arith.subf"(%2132, %arg1442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2133) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %941 = "linalg.generic"(%426, %940, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1438: f32, %arg1439: f32, %arg1440: f32):
      %2131 = "arith.mulf"(%arg1438, %arg1439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2131) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %942 = "linalg.generic"(%928, %941, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1435: f32, %arg1436: f32, %arg1437: f32):
      %2130 = "arith.mulf"(%arg1435, %arg1436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2130) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %943 = "tensor.concat"(%942, %939, %936, %933) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %944 = "linalg.generic"(%943, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1433: f32, %arg1434: f32):
      %2129 = "arith.addf"(%arg1433, %arg1434) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2129) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %945 = "tensor.collapse_shape"(%944) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %946 = "tensor.collapse_shape"(%943) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %947 = "linalg.matmul"(%946, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1430: f32, %arg1431: f32, %arg1432: f32):
      %2127 = "arith.mulf"(%arg1430, %arg1431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2128 = "arith.addf"(%arg1432, %2127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2128) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %948 = "linalg.transpose"(%946, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1428: f32, %arg1429: f32):
      "linalg.yield"(%arg1428) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %949 = "linalg.matmul"(%948, %417, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1425: f32, %arg1426: f32, %arg1427: f32):
      %2125 = "arith.mulf"(%arg1425, %arg1426) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2126 = "arith.addf"(%arg1427, %2125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2126) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %950 = "linalg.generic"(%946, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1423: f32, %arg1424: f32):
      %2124 = "arith.addf"(%arg1423, %arg1424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2124) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %951 = "tensor.collapse_shape"(%950) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %952 = "linalg.generic"(%917, %951, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1420: f32, %arg1421: f32, %arg1422: f32):
      %2123 = "arith.addf"(%arg1420, %arg1421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2123) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %953 = "linalg.generic"(%918, %949, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1417: f32, %arg1418: f32, %arg1419: f32):
      %2122 = "arith.addf"(%arg1417, %arg1418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2122) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %954 = "tensor.expand_shape"(%947) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %955 = "linalg.generic"(%663, %954, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1414: f32, %arg1415: f32, %arg1416: f32):
      %2121 = "arith.addf"(%arg1414, %arg1415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2121) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %956 = "linalg.generic"(%955, %411, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1411: f32, %arg1412: f32, %arg1413: f32):
      %2120 = "arith.mulf"(%arg1411, %arg1412) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2120) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %957 = "linalg.generic"(%955, %415, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1408: f32, %arg1409: f32, %arg1410: f32):
      %2119 = "arith.mulf"(%arg1408, %arg1409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2119) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %958 = "linalg.generic"(%415, %415, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1405: f32, %arg1406: f32, %arg1407: f32):
      %2118 = "arith.mulf"(%arg1405, %arg1406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2118) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %959 = "linalg.generic"(%16, %958, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1402: i64, %arg1403: f32, %arg1404: f32):
      %2116 = "arith.sitofp"(%arg1402) : (i64) -> f32
      %2117 = "arith.subf"(%2116, %arg1403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2117) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %960 = "linalg.generic"(%956, %959, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1399: f32, %arg1400: f32, %arg1401: f32):
      %2115 = "arith.mulf"(%arg1399, %arg1400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2115) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %961 = "linalg.generic"(%929, %960, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1396: f32, %arg1397: f32, %arg1398: f32):
      %2114 = "arith.addf"(%arg1396, %arg1397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2114) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %962 = "linalg.generic"(%961, %408, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1393: f32, %arg1394: f32, %arg1395: f32):
      %2113 = "arith.mulf"(%arg1393, %arg1394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2113) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %963 = "linalg.generic"(%961, %410, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1390: f32, %arg1391: f32, %arg1392: f32):
      %2112 = "arith.mulf"(%arg1390, %arg1391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2112) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %964 = "linalg.generic"(%961, %409, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1387: f32, %arg1388: f32, %arg1389: f32):
      %2111 = "arith.mulf"(%arg1387, %arg1388) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2111) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %965 = "linalg.generic"(%961, %396, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1384: f32, %arg1385: f32, %arg1386: f32):
      %2110 = "arith.mulf"(%arg1384, %arg1385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2110) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %966 = "linalg.generic"(%16, %411, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1381: i64, %arg1382: f32, %arg1383: f32):
      %2108 = "arith.sitofp"(%arg1381) : (i64) -> f32
      %2109 = "arith.subf"(%2108, %arg1382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2109) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %967 = "linalg.generic"(%411, %966, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1378: f32, %arg1379: f32, %arg1380: f32):
      %2107 = "arith.mulf"(%arg1378, %arg1379) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2107) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %968 = "linalg.generic"(%957, %967, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1375: f32, %arg1376: f32, %arg1377: f32):
      %2106 = "arith.mulf"(%arg1375, %arg1376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2106) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %969 = "linalg.generic"(%410, %410, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1372: f32, %arg1373: f32, %arg1374: f32):
      %2105 = "arith.mulf"(%arg1372, %arg1373) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2105) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %970 = "linalg.generic"(%16, %969, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1369: i64, %arg1370: f32, %arg1371: f32):
      %2103 = "arith.sitofp"(%arg1369) : (i64) -> f32
      %2104 = "arith.subf"(%2103, %arg1370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2104) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %971 = "linalg.generic"(%962, %970, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1366: f32, %arg1367: f32, %arg1368: f32):
      %2102 = "arith.mulf"(%arg1366, %arg1367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2102) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %972 = "linalg.generic"(%16, %409, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1363: i64, %arg1364: f32, %arg1365: f32):
      %2100 = "arith.sitofp"(%arg1363) : (i64) -> f32
      %2101 = "arith.subf"(%2100, %arg1364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2101) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %973 = "linalg.generic"(%409, %972, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1360: f32, %arg1361: f32, %arg1362: f32):
      %2099 = "arith.mulf"(%arg1360, %arg1361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2099) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %974 = "linalg.generic"(%965, %973, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1357: f32, %arg1358: f32, %arg1359: f32):
      %2098 = "arith.mulf"(%arg1357, %arg1358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2098) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %975 = "linalg.generic"(%16, %408, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1354: i64, %arg1355: f32, %arg1356: f32):
      %2096 = "arith.sitofp"(%arg1354) : (i64) -> f32
      %2097 = "arith.subf"(%2096, %arg1355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2097) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %976 = "linalg.generic"(%408, %975, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1351: f32, %arg1352: f32, %arg1353: f32):
      %2095 = "arith.mulf"(%arg1351, %arg1352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2095) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %977 = "linalg.generic"(%963, %976, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1348: f32, %arg1349: f32, %arg1350: f32):
      %2094 = "arith.mulf"(%arg1348, %arg1349) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2094) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %978 = "tensor.concat"(%977, %974, %971, %968) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %979 = "linalg.generic"(%978, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1346: f32, %arg1347: f32):
      %2093 = "arith.addf"(%arg1346, %arg1347) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2093) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %980 = "tensor.collapse_shape"(%979) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %981 = "tensor.collapse_shape"(%978) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %982 = "linalg.matmul"(%981, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1343: f32, %arg1344: f32, %arg1345: f32):
      %2091 = "arith.mulf"(%arg1343, %arg1344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2092 = "arith.addf"(%arg1345, %2091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2092) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %983 = "linalg.transpose"(%981, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1341: f32, %arg1342: f32):
      "linalg.yield"(%arg1341) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %984 = "linalg.matmul"(%983, %399, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1338: f32, %arg1339: f32, %arg1340: f32):
      %2089 = "arith.mulf"(%arg1338, %arg1339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2090 = "arith.addf"(%arg1340, %2089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2090) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %985 = "linalg.generic"(%981, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1336: f32, %arg1337: f32):
      %2088 = "arith.addf"(%arg1336, %arg1337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2088) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %986 = "tensor.collapse_shape"(%985) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %987 = "linalg.generic"(%952, %986, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1333: f32, %arg1334: f32, %arg1335: f32):
      %2087 = "arith.addf"(%arg1333, %arg1334) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2087) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %988 = "linalg.generic"(%953, %984, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1330: f32, %arg1331: f32, %arg1332: f32):
      %2086 = "arith.addf"(%arg1330, %arg1331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2086) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %989 = "tensor.expand_shape"(%982) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %990 = "linalg.generic"(%662, %989, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1327: f32, %arg1328: f32, %arg1329: f32):
      %2085 = "arith.addf"(%arg1327, %arg1328) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2085) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %991 = "linalg.generic"(%990, %393, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1324: f32, %arg1325: f32, %arg1326: f32):
      %2084 = "arith.mulf"(%arg1324, %arg1325) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2084) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %992 = "linalg.generic"(%990, %397, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1321: f32, %arg1322: f32, %arg1323: f32):
      %2083 = "arith.mulf"(%arg1321, %arg1322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2083) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %993 = "linalg.generic"(%397, %397, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1318: f32, %arg1319: f32, %arg1320: f32):
      %2082 = "arith.mulf"(%arg1318, %arg1319) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2082) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %994 = "linalg.generic"(%16, %993, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1315: i64, %arg1316: f32, %arg1317: f32):
      %2080 = "arith.sitofp"(%arg1315) : (i64) -> f32
      %2081 = "arith.subf"(%2080, %arg1316) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2081) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %995 = "linalg.generic"(%991, %994, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1312: f32, %arg1313: f32, %arg1314: f32):
      %2079 = "arith.mulf"(%arg1312, %arg1313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2079) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %996 = "linalg.generic"(%964, %995, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1309: f32, %arg1310: f32, %arg1311: f32):
      %2078 = "arith.addf"(%arg1309, %arg1310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2078) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %997 = "linalg.generic"(%996, %390, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1306: f32, %arg1307: f32, %arg1308: f32):
      %2077 = "arith.mulf"(%arg1306, %arg1307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2077) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %998 = "linalg.generic"(%996, %392, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1303: f32, %arg1304: f32, %arg1305: f32):
      %2076 = "arith.mulf"(%arg1303, %arg1304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2076) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %999 = "linalg.generic"(%996, %391, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1300: f32, %arg1301: f32, %arg1302: f32):
      %2075 = "arith.mulf"(%arg1300, %arg1301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2075) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1000 = "linalg.generic"(%996, %378, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1297: f32, %arg1298: f32, %arg1299: f32):
      %2074 = "arith.mulf"(%arg1297, %arg1298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2074) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1001 = "linalg.generic"(%16, %393, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1294: i64, %arg1295: f32, %arg1296: f32):
      %2072 = "arith.sitofp"(%arg1294) : (i64) -> f32
      %2073 = "arith.subf"(%2072, %arg1295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2073) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1002 = "linalg.generic"(%393, %1001, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1291: f32, %arg1292: f32, %arg1293: f32):
      %2071 = "arith.mulf"(%arg1291, %arg1292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2071) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1003 = "linalg.generic"(%992, %1002, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1288: f32, %arg1289: f32, %arg1290: f32):
      %2070 = "arith.mulf"(%arg1288, %arg1289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2070) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1004 = "linalg.generic"(%392, %392, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1285: f32, %arg1286: f32, %arg1287: f32):
      %2069 = "arith.mulf"(%arg1285, %arg1286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2069) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1005 = "linalg.generic"(%16, %1004, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1282: i64, %arg1283: f32, %arg1284: f32):
      %2067 = "arith.sitofp"(%arg1282) : (i64) -> f32
      %2068 = "arith.subf"(%2067, %arg1283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2068) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1006 = "linalg.generic"(%997, %1005, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1279: f32, %arg1280: f32, %arg1281: f32):
      %2066 = "arith.mulf"(%arg1279, %arg1280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2066) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1007 = "linalg.generic"(%16, %391, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1276: i64, %arg1277: f32, %arg1278: f32):
      %2064 = "arith.sitofp"(%arg1276) : (i64) -> f32
      %2065 = "arith.subf"(%2064, %arg1277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2065) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1008 = "linalg.generic"(%391, %1007, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1273: f32, %arg1274: f32, %arg1275: f32):
      %2063 = "arith.mulf"(%arg1273, %arg1274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2063) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1009 = "linalg.generic"(%1000, %1008, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1270: f32, %arg1271: f32, %arg1272: f32):
      %2062 = "arith.mulf"(%arg1270, %arg1271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2062) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1010 = "linalg.generic"(%16, %390, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1267: i64, %arg1268: f32, %arg1269: f32):
      %2060 = "arith.sitofp"(%arg1267) : (i64) -> f32
      %2061 = "arith.subf"(%2060, %arg1268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2061) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1011 = "linalg.generic"(%390, %1010, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1264: f32, %arg1265: f32, %arg1266: f32):
      %2059 = "arith.mulf"(%arg1264, %arg1265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2059) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1012 = "linalg.generic"(%998, %1011, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1261: f32, %arg1262: f32, %arg1263: f32):
      %2058 = "arith.mulf"(%arg1261, %arg1262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2058) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1013 = "tensor.concat"(%1012, %1009, %1006, %1003) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1014 = "linalg.generic"(%1013, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1259: f32, %arg1260: f32):
      %2057 = "arith.addf"(%arg1259, %arg1260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2057) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1015 = "tensor.collapse_shape"(%1014) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1016 = "tensor.collapse_shape"(%1013) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1017 = "linalg.matmul"(%1016, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1256: f32, %arg1257: f32, %arg1258: f32):
      %2055 = "arith.mulf"(%arg1256, %arg1257) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2056 = "arith.addf"(%arg1258, %2055) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2056) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1018 = "linalg.transpose"(%1016, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1254: f32, %arg1255: f32):
      "linalg.yield"(%arg1254) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1019 = "linalg.matmul"(%1018, %381, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1251: f32, %arg1252: f32, %arg1253: f32):
      %2053 = "arith.mulf"(%arg1251, %arg1252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2054 = "arith.addf"(%arg1253, %2053) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2054) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1020 = "linalg.generic"(%1016, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1249: f32, %arg1250: f32):
      %2052 = "arith.addf"(%arg1249, %arg1250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2052) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1021 = "tensor.collapse_shape"(%1020) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1022 = "linalg.generic"(%987, %1021, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1246: f32, %arg1247: f32, %arg1248: f32):
      %2051 = "arith.addf"(%arg1246, %arg1247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2051) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1023 = "linalg.generic"(%988, %1019, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1243: f32, %arg1244: f32, %arg1245: f32):
      %2050 = "arith.addf"(%arg1243, %arg1244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2050) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1024 = "tensor.expand_shape"(%1017) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1025 = "linalg.generic"(%661, %1024, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1240: f32, %arg1241: f32, %arg1242: f32):
      %2049 = "arith.addf"(%arg1240, %arg1241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2049) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1026 = "linalg.generic"(%1025, %375, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1237: f32, %arg1238: f32, %arg1239: f32):
      %2048 = "arith.mulf"(%arg1237, %arg1238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2048) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1027 = "linalg.generic"(%1025, %379, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1234: f32, %arg1235: f32, %arg1236: f32):
      %2047 = "arith.mulf"(%arg1234, %arg1235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2047) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1028 = "linalg.generic"(%379, %379, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1231: f32, %arg1232: f32, %arg1233: f32):
      %2046 = "arith.mulf"(%arg1231, %arg1232) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2046) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1029 = "linalg.generic"(%16, %1028, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1228: i64, %arg1229: f32, %arg1230: f32):
      %2044 = "arith.sitofp"(%arg1228) : (i64) -> f32
      %2045 = "arith.subf"(%2044, %arg1229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2045) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1030 = "linalg.generic"(%1026, %1029, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1225: f32, %arg1226: f32, %arg1227: f32):
      %2043 = "arith.mulf"(%arg1225, %arg1226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2043) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1031 = "linalg.generic"(%999, %1030, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1222: f32, %arg1223: f32, %arg1224: f32):
      %2042 = "arith.addf"(%arg1222, %arg1223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2042) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1032 = "linalg.generic"(%1031, %372, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1219: f32, %arg1220: f32, %arg1221: f32):
      %2041 = "arith.mulf"(%arg1219, %arg1220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2041) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1033 = "linalg.generic"(%1031, %374, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1216: f32, %arg1217: f32, %arg1218: f32):
      %2040 = "arith.mulf"(%arg1216, %arg1217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2040) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1034 = "linalg.generic"(%1031, %373, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1213: f32, %arg1214: f32, %arg1215: f32):
      %2039 = "arith.mulf"(%arg1213, %arg1214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2039) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1035 = "linalg.generic"(%1031, %360, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1210: f32, %arg1211: f32, %arg1212: f32):
      %2038 = "arith.mulf"(%arg1210, %arg1211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2038) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1036 = "linalg.generic"(%16, %375, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1207: i64, %arg1208: f32, %arg1209: f32):
      %2036 = "arith.sitofp"(%arg1207) : (i64) -> f32
      %2037 = "arith.subf"(%2036, %arg1208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2037) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1037 = "linalg.generic"(%375, %1036, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1204: f32, %arg1205: f32, %arg1206: f32):
      %2035 = "arith.mulf"(%arg1204, %arg1205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2035) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1038 = "linalg.generic"(%1027, %1037, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1201: f32, %arg1202: f32, %arg1203: f32):
      %2034 = "arith.mulf"(%arg1201, %arg1202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2034) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1039 = "linalg.generic"(%374, %374, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1198: f32, %arg1199: f32, %arg1200: f32):
      %2033 = "arith.mulf"(%arg1198, %arg1199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2033) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1040 = "linalg.generic"(%16, %1039, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1195: i64, %arg1196: f32, %arg1197: f32):
      %2031 = "arith.sitofp"(%arg1195) : (i64) -> f32
      %2032 = "arith.subf"(%2031, %arg1196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2032) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1041 = "linalg.generic"(%1032, %1040, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1192: f32, %arg1193: f32, %arg1194: f32):
      %2030 = "arith.mulf"(%arg1192, %arg1193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2030) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1042 = "linalg.generic"(%16, %373, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1189: i64, %arg1190: f32, %arg1191: f32):
      %2028 = "arith.sitofp"(%arg1189) : (i64) -> f32
      %2029 = "arith.subf"(%2028, %arg1190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2029) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1043 = "linalg.generic"(%373, %1042, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1186: f32, %arg1187: f32, %arg1188: f32):
      %2027 = "arith.mulf"(%arg1186, %arg1187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2027) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1044 = "linalg.generic"(%1035, %1043, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1183: f32, %arg1184: f32, %arg1185: f32):
      %2026 = "arith.mulf"(%arg1183, %arg1184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2026) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1045 = "linalg.generic"(%16, %372, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1180: i64, %arg1181: f32, %arg1182: f32):
      %2024 = "arith.sitofp"(%arg1180) : (i64) -> f32
      %2025 = "arith.subf"(%2024, %arg1181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2025) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1046 = "linalg.generic"(%372, %1045, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1177: f32, %arg1178: f32, %arg1179: f32):
      %2023 = "arith.mulf"(%arg1177, %arg1178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2023) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1047 = "linalg.generic"(%1033, %1046, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1174: f32, %arg1175: f32, %arg1176: f32):
      %2022 = "arith.mulf"(%arg1174, %arg1175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2022) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1048 = "tensor.concat"(%1047, %1044, %1041, %1038) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1049 = "linalg.generic"(%1048, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1172: f32, %arg1173: f32):
      %2021 = "arith.addf"(%arg1172, %arg1173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2021) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1050 = "tensor.collapse_shape"(%1049) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1051 = "tensor.collapse_shape"(%1048) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1052 = "linalg.matmul"(%1051, %arg9, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1169: f32, %arg1170: f32, %arg1171: f32):
      %2019 = "arith.mulf"(%arg1169, %arg1170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2020 = "arith.addf"(%arg1171, %2019) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2020) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1053 = "linalg.transpose"(%1051, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1167: f32, %arg1168: f32):
      "linalg.yield"(%arg1167) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1054 = "linalg.matmul"(%1053, %363, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1164: f32, %arg1165: f32, %arg1166: f32):
      %2017 = "arith.mulf"(%arg1164, %arg1165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2018 = "arith.addf"(%arg1166, %2017) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2018) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1055 = "linalg.generic"(%1051, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1162: f32, %arg1163: f32):
      %2016 = "arith.addf"(%arg1162, %arg1163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2016) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1056 = "tensor.collapse_shape"(%1055) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1057 = "linalg.generic"(%1022, %1056, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1159: f32, %arg1160: f32, %arg1161: f32):
      %2015 = "arith.addf"(%arg1159, %arg1160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2015) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1058 = "linalg.generic"(%1023, %1054, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1156: f32, %arg1157: f32, %arg1158: f32):
      %2014 = "arith.addf"(%arg1156, %arg1157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2014) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1059 = "tensor.expand_shape"(%1052) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1060 = "linalg.generic"(%660, %1059, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1153: f32, %arg1154: f32, %arg1155: f32):
      %2013 = "arith.addf"(%arg1153, %arg1154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2013) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1061 = "linalg.generic"(%1060, %357, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1150: f32, %arg1151: f32, %arg1152: f32):
      %2012 = "arith.mulf"(%arg1150, %arg1151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2012) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1062 = "linalg.generic"(%1060, %361, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1147: f32, %arg1148: f32, %arg1149: f32):
      %2011 = "arith.mulf"(%arg1147, %arg1148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2011) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1063 = "linalg.generic"(%361, %361, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1144: f32, %arg1145: f32, %arg1146: f32):
      %2010 = "arith.mulf"(%arg1144, %arg1145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2010) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1064 = "linalg.generic"(%16, %1063, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1141: i64, %arg1142: f32, %arg1143: f32):
      %2008 = "arith.sitofp"(%arg1141) : (i64) -> f32
      %2009 = "arith.subf"(%2008, %arg1142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2009) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1065 = "linalg.generic"(%1061, %1064, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1138: f32, %arg1139: f32, %arg1140: f32):
      %2007 = "arith.mulf"(%arg1138, %arg1139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2007) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1066 = "linalg.generic"(%1034, %1065, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1135: f32, %arg1136: f32, %arg1137: f32):
      %2006 = "arith.addf"(%arg1135, %arg1136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2006) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1067 = "linalg.generic"(%1066, %354, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1132: f32, %arg1133: f32, %arg1134: f32):
      %2005 = "arith.mulf"(%arg1132, %arg1133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2005) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1068 = "linalg.generic"(%1066, %356, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1129: f32, %arg1130: f32, %arg1131: f32):
      %2004 = "arith.mulf"(%arg1129, %arg1130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2004) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1069 = "linalg.generic"(%1066, %14, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1126: f32, %arg1127: f32, %arg1128: f32):
      %2003 = "arith.mulf"(%arg1126, %arg1127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2003) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1070 = "linalg.generic"(%16, %357, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1123: i64, %arg1124: f32, %arg1125: f32):
      %2001 = "arith.sitofp"(%arg1123) : (i64) -> f32
      %2002 = "arith.subf"(%2001, %arg1124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2002) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1071 = "linalg.generic"(%357, %1070, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1120: f32, %arg1121: f32, %arg1122: f32):
      %2000 = "arith.mulf"(%arg1120, %arg1121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2000) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1072 = "linalg.generic"(%1062, %1071, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1117: f32, %arg1118: f32, %arg1119: f32):
      %1999 = "arith.mulf"(%arg1117, %arg1118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1999) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1073 = "linalg.generic"(%356, %356, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1114: f32, %arg1115: f32, %arg1116: f32):
      %1998 = "arith.mulf"(%arg1114, %arg1115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1998) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1074 = "linalg.generic"(%16, %1073, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1111: i64, %arg1112: f32, %arg1113: f32):
      %1996 = "arith.sitofp"(%arg1111) : (i64) -> f32
      %1997 = "arith.subf"(%1996, %arg1112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1997) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1075 = "linalg.generic"(%1067, %1074, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1108: f32, %arg1109: f32, %arg1110: f32):
      %1995 = "arith.mulf"(%arg1108, %arg1109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1995) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1076 = "linalg.generic"(%16, %355, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1105: i64, %arg1106: f32, %arg1107: f32):
      %1993 = "arith.sitofp"(%arg1105) : (i64) -> f32
      %1994 = "arith.subf"(%1993, %arg1106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1994) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1077 = "linalg.generic"(%355, %1076, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1102: f32, %arg1103: f32, %arg1104: f32):
      %1992 = "arith.mulf"(%arg1102, %arg1103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1992) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1078 = "linalg.generic"(%1069, %1077, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1099: f32, %arg1100: f32, %arg1101: f32):
      %1991 = "arith.mulf"(%arg1099, %arg1100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1991) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1079 = "linalg.generic"(%16, %354, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1096: i64, %arg1097: f32, %arg1098: f32):
      %1989 = "arith.sitofp"(%arg1096) : (i64) -> f32
      %1990 = "arith.subf"(%1989, %arg1097) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1990) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1080 = "linalg.generic"(%354, %1079, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1093: f32, %arg1094: f32, %arg1095: f32):
      %1988 = "arith.mulf"(%arg1093, %arg1094) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1988) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1081 = "linalg.generic"(%1068, %1080, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1090: f32, %arg1091: f32, %arg1092: f32):
      %1987 = "arith.mulf"(%arg1090, %arg1091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1987) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1082 = "tensor.concat"(%1081, %1078, %1075, %1072) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1083 = "linalg.generic"(%1082, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1088: f32, %arg1089: f32):
      %1986 = "arith.addf"(%arg1088, %arg1089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1986) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1084 = "tensor.collapse_shape"(%1083) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1085 = "tensor.collapse_shape"(%1082) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1086 = "linalg.transpose"(%1085, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1086: f32, %arg1087: f32):
      "linalg.yield"(%arg1086) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1087 = "linalg.matmul"(%1086, %13, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1083: f32, %arg1084: f32, %arg1085: f32):
      %1984 = "arith.mulf"(%arg1083, %arg1084) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1985 = "arith.addf"(%arg1085, %1984) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1985) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1088 = "linalg.generic"(%1085, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1081: f32, %arg1082: f32):
      %1983 = "arith.addf"(%arg1081, %arg1082) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1983) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1089 = "tensor.collapse_shape"(%1088) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1090 = "linalg.generic"(%1057, %1089, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1078: f32, %arg1079: f32, %arg1080: f32):
      %1982 = "arith.addf"(%arg1078, %arg1079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1982) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1091 = "linalg.generic"(%1058, %1087, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1075: f32, %arg1076: f32, %arg1077: f32):
      %1981 = "arith.addf"(%arg1075, %arg1076) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1981) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1092 = "tensor.concat"(%1084, %1050, %1015, %980, %945, %910, %875, %840, %805, %770, %734, %696) <{dim = 0 : i64}> : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<48x32xf32>
    %1093 = "linalg.matmul"(%1092, %arg8, %655) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1072: f32, %arg1073: f32, %arg1074: f32):
      %1979 = "arith.mulf"(%arg1072, %arg1073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1980 = "arith.addf"(%arg1074, %1979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1980) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<32x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %1094 = "linalg.transpose"(%1092, %649) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32):
      "linalg.yield"(%arg1070) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<32x48xf32>) -> tensor<32x48xf32>
    %1095 = "linalg.matmul"(%1094, %314, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1067: f32, %arg1068: f32, %arg1069: f32):
      %1977 = "arith.mulf"(%arg1067, %arg1068) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1978 = "arith.addf"(%arg1069, %1977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1978) : (f32) -> ()
    }) : (tensor<32x48xf32>, tensor<48x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1096 = "linalg.generic"(%1092, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1065: f32, %arg1066: f32):
      %1976 = "arith.addf"(%arg1065, %arg1066) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1976) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1097 = "tensor.collapse_shape"(%1096) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1098 = "tensor.expand_shape"(%1093) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 12, 4, 8>}> : (tensor<48x8xf32>) -> tensor<12x4x8xf32>
    %1099 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1100 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1101 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1102 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1103 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1104 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 5, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1105 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1106 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 7, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1107 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1108 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1109 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 10, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1110 = "tensor.extract_slice"(%1098) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 11, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<12x4x8xf32>) -> tensor<1x4x8xf32>
    %1111 = "linalg.generic"(%1110, %307, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1062: f32, %arg1063: f32, %arg1064: f32):
      %1975 = "arith.mulf"(%arg1062, %arg1063) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1975) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1112 = "linalg.generic"(%1110, %311, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1059: f32, %arg1060: f32, %arg1061: f32):
      %1974 = "arith.mulf"(%arg1059, %arg1060) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1974) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1113 = "linalg.generic"(%311, %311, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1056: f32, %arg1057: f32, %arg1058: f32):
      %1973 = "arith.mulf"(%arg1056, %arg1057) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1973) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1114 = "linalg.generic"(%16, %1113, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1053: i64, %arg1054: f32, %arg1055: f32):
      %1971 = "arith.sitofp"(%arg1053) : (i64) -> f32
      %1972 = "arith.subf"(%1971, %arg1054) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1972) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1115 = "linalg.generic"(%1111, %1114, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1050: f32, %arg1051: f32, %arg1052: f32):
      %1970 = "arith.mulf"(%arg1050, %arg1051) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1970) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1116 = "linalg.generic"(%1115, %304, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1047: f32, %arg1048: f32, %arg1049: f32):
      %1969 = "arith.mulf"(%arg1047, %arg1048) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1969) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1117 = "linalg.generic"(%1115, %306, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1044: f32, %arg1045: f32, %arg1046: f32):
      %1968 = "arith.mulf"(%arg1044, %arg1045) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1968) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1118 = "linalg.generic"(%1115, %305, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1041: f32, %arg1042: f32, %arg1043: f32):
      %1967 = "arith.mulf"(%arg1041, %arg1042) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1967) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1119 = "linalg.generic"(%1115, %292, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1038: f32, %arg1039: f32, %arg1040: f32):
      %1966 = "arith.mulf"(%arg1038, %arg1039) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1966) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1120 = "linalg.generic"(%16, %307, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1035: i64, %arg1036: f32, %arg1037: f32):
      %1964 = "arith.sitofp"(%arg1035) : (i64) -> f32
      %1965 = "arith.subf"(%1964, %arg1036) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1965) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1121 = "linalg.generic"(%307, %1120, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1032: f32, %arg1033: f32, %arg1034: f32):
      %1963 = "arith.mulf"(%arg1032, %arg1033) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1963) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1122 = "linalg.generic"(%1112, %1121, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1029: f32, %arg1030: f32, %arg1031: f32):
      %1962 = "arith.mulf"(%arg1029, %arg1030) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1962) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1123 = "linalg.generic"(%306, %306, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1026: f32, %arg1027: f32, %arg1028: f32):
      %1961 = "arith.mulf"(%arg1026, %arg1027) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1961) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1124 = "linalg.generic"(%16, %1123, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1023: i64, %arg1024: f32, %arg1025: f32):
      %1959 = "arith.sitofp"(%arg1023) : (i64) -> f32
      %1960 = "arith.subf"(%1959, %arg1024) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1960) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1125 = "linalg.generic"(%1116, %1124, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1020: f32, %arg1021: f32, %arg1022: f32):
      %1958 = "arith.mulf"(%arg1020, %arg1021) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1958) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1126 = "linalg.generic"(%16, %305, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1017: i64, %arg1018: f32, %arg1019: f32):
      %1956 = "arith.sitofp"(%arg1017) : (i64) -> f32
      %1957 = "arith.subf"(%1956, %arg1018) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1957) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1127 = "linalg.generic"(%305, %1126, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1014: f32, %arg1015: f32, %arg1016: f32):
      %1955 = "arith.mulf"(%arg1014, %arg1015) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1955) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1128 = "linalg.generic"(%1119, %1127, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1011: f32, %arg1012: f32, %arg1013: f32):
      %1954 = "arith.mulf"(%arg1011, %arg1012) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1954) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1129 = "linalg.generic"(%16, %304, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1008: i64, %arg1009: f32, %arg1010: f32):
      %1952 = "arith.sitofp"(%arg1008) : (i64) -> f32
      %1953 = "arith.subf"(%1952, %arg1009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1953) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1130 = "linalg.generic"(%304, %1129, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1005: f32, %arg1006: f32, %arg1007: f32):
      %1951 = "arith.mulf"(%arg1005, %arg1006) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1951) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1131 = "linalg.generic"(%1117, %1130, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1002: f32, %arg1003: f32, %arg1004: f32):
      %1950 = "arith.mulf"(%arg1002, %arg1003) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1950) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1132 = "tensor.concat"(%1131, %1128, %1125, %1122) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1133 = "linalg.generic"(%1132, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1000: f32, %arg1001: f32):
      %1949 = "arith.addf"(%arg1000, %arg1001) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1949) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1134 = "tensor.collapse_shape"(%1133) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1135 = "tensor.collapse_shape"(%1132) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1136 = "linalg.matmul"(%1135, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg997: f32, %arg998: f32, %arg999: f32):
      %1947 = "arith.mulf"(%arg997, %arg998) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1948 = "arith.addf"(%arg999, %1947) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1948) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1137 = "linalg.transpose"(%1135, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg995: f32, %arg996: f32):
      "linalg.yield"(%arg995) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1138 = "linalg.matmul"(%1137, %295, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg992: f32, %arg993: f32, %arg994: f32):
      %1945 = "arith.mulf"(%arg992, %arg993) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1946 = "arith.addf"(%arg994, %1945) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1946) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1139 = "linalg.generic"(%1135, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg990: f32, %arg991: f32):
      %1944 = "arith.addf"(%arg990, %arg991) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1944) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1140 = "tensor.collapse_shape"(%1139) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1141 = "tensor.expand_shape"(%1136) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1142 = "linalg.generic"(%1109, %1141, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg987: f32, %arg988: f32, %arg989: f32):
      %1943 = "arith.addf"(%arg987, %arg988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1943) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1143 = "linalg.generic"(%1142, %289, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg984: f32, %arg985: f32, %arg986: f32):
      %1942 = "arith.mulf"(%arg984, %arg985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1942) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1144 = "linalg.generic"(%1142, %293, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg981: f32, %arg982: f32, %arg983: f32):
      %1941 = "arith.mulf"(%arg981, %arg982) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1941) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1145 = "linalg.generic"(%293, %293, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg978: f32, %arg979: f32, %arg980: f32):
      %1940 = "arith.mulf"(%arg978, %arg979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1940) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1146 = "linalg.generic"(%16, %1145, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg975: i64, %arg976: f32, %arg977: f32):
      %1938 = "arith.sitofp"(%arg975) : (i64) -> f32
      %1939 = "arith.subf"(%1938, %arg976) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1939) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1147 = "linalg.generic"(%1143, %1146, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg972: f32, %arg973: f32, %arg974: f32):
      %1937 = "arith.mulf"(%arg972, %arg973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1937) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1148 = "linalg.generic"(%1118, %1147, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg969: f32, %arg970: f32, %arg971: f32):
      %1936 = "arith.addf"(%arg969, %arg970) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1936) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1149 = "linalg.generic"(%1148, %286, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg966: f32, %arg967: f32, %arg968: f32):
      %1935 = "arith.mulf"(%arg966, %arg967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1935) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1150 = "linalg.generic"(%1148, %288, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg963: f32, %arg964: f32, %arg965: f32):
      %1934 = "arith.mulf"(%arg963, %arg964) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1934) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1151 = "linalg.generic"(%1148, %287, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg960: f32, %arg961: f32, %arg962: f32):
      %1933 = "arith.mulf"(%arg960, %arg961) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1933) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1152 = "linalg.generic"(%1148, %274, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg957: f32, %arg958: f32, %arg959: f32):
      %1932 = "arith.mulf"(%arg957, %arg958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1932) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1153 = "linalg.generic"(%16, %289, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg954: i64, %arg955: f32, %arg956: f32):
      %1930 = "arith.sitofp"(%arg954) : (i64) -> f32
      %1931 = "arith.subf"(%1930, %arg955) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1931) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1154 = "linalg.generic"(%289, %1153, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg951: f32, %arg952: f32, %arg953: f32):
      %1929 = "arith.mulf"(%arg951, %arg952) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1929) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1155 = "linalg.generic"(%1144, %1154, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg948: f32, %arg949: f32, %arg950: f32):
      %1928 = "arith.mulf"(%arg948, %arg949) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1928) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1156 = "linalg.generic"(%288, %288, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg945: f32, %arg946: f32, %arg947: f32):
      %1927 = "arith.mulf"(%arg945, %arg946) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1927) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1157 = "linalg.generic"(%16, %1156, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg942: i64, %arg943: f32, %arg944: f32):
      %1925 = "arith.sitofp"(%arg942) : (i64) -> f32
      %1926 = "arith.subf"(%1925, %arg943) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1926) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1158 = "linalg.generic"(%1149, %1157, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg939: f32, %arg940: f32, %arg941: f32):
      %1924 = "arith.mulf"(%arg939, %arg940) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1924) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1159 = "linalg.generic"(%16, %287, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg936: i64, %arg937: f32, %arg938: f32):
      %1922 = "arith.sitofp"(%arg936) : (i64) -> f32
      %1923 = "arith.subf"(%1922, %arg937) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1923) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1160 = "linalg.generic"(%287, %1159, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg933: f32, %arg934: f32, %arg935: f32):
      %1921 = "arith.mulf"(%arg933, %arg934) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1921) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1161 = "linalg.generic"(%1152, %1160, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg930: f32, %arg931: f32, %arg932: f32):
      %1920 = "arith.mulf"(%arg930, %arg931) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1920) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1162 = "linalg.generic"(%16, %286, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg927: i64, %arg928: f32, %arg929: f32):
      %1918 = "arith.sitofp"(%arg927) : (i64) -> f32
      %1919 = "arith.subf"(%1918, %arg928) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1919) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1163 = "linalg.generic"(%286, %1162, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg924: f32, %arg925: f32, %arg926: f32):
      %1917 = "arith.mulf"(%arg924, %arg925) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1917) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1164 = "linalg.generic"(%1150, %1163, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg921: f32, %arg922: f32, %arg923: f32):
      %1916 = "arith.mulf"(%arg921, %arg922) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1916) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1165 = "tensor.concat"(%1164, %1161, %1158, %1155) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1166 = "linalg.generic"(%1165, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg919: f32, %arg920: f32):
      %1915 = "arith.addf"(%arg919, %arg920) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1915) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1167 = "tensor.collapse_shape"(%1166) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1168 = "tensor.collapse_shape"(%1165) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1169 = "linalg.matmul"(%1168, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg916: f32, %arg917: f32, %arg918: f32):
      %1913 = "arith.mulf"(%arg916, %arg917) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1914 = "arith.addf"(%arg918, %1913) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1914) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1170 = "linalg.transpose"(%1168, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg914: f32, %arg915: f32):
      "linalg.yield"(%arg914) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1171 = "linalg.matmul"(%1170, %277, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg911: f32, %arg912: f32, %arg913: f32):
      %1911 = "arith.mulf"(%arg911, %arg912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1912 = "arith.addf"(%arg913, %1911) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1912) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1172 = "linalg.generic"(%1168, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg909: f32, %arg910: f32):
      %1910 = "arith.addf"(%arg909, %arg910) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1910) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1173 = "tensor.collapse_shape"(%1172) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1174 = "linalg.generic"(%1140, %1173, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg906: f32, %arg907: f32, %arg908: f32):
      %1909 = "arith.addf"(%arg906, %arg907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1909) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1175 = "linalg.generic"(%1138, %1171, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg903: f32, %arg904: f32, %arg905: f32):
      %1908 = "arith.addf"(%arg903, %arg904) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1908) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1176 = "tensor.expand_shape"(%1169) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1177 = "linalg.generic"(%1108, %1176, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg900: f32, %arg901: f32, %arg902: f32):
      %1907 = "arith.addf"(%arg900, %arg901) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1907) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1178 = "linalg.generic"(%1177, %271, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg897: f32, %arg898: f32, %arg899: f32):
      %1906 = "arith.mulf"(%arg897, %arg898) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1906) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1179 = "linalg.generic"(%1177, %275, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg894: f32, %arg895: f32, %arg896: f32):
      %1905 = "arith.mulf"(%arg894, %arg895) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1905) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1180 = "linalg.generic"(%275, %275, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg891: f32, %arg892: f32, %arg893: f32):
      %1904 = "arith.mulf"(%arg891, %arg892) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1904) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1181 = "linalg.generic"(%16, %1180, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg888: i64, %arg889: f32, %arg890: f32):
      %1902 = "arith.sitofp"(%arg888) : (i64) -> f32
      %1903 = "arith.subf"(%1902, %arg889) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1903) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1182 = "linalg.generic"(%1178, %1181, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg885: f32, %arg886: f32, %arg887: f32):
      %1901 = "arith.mulf"(%arg885, %arg886) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1901) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1183 = "linalg.generic"(%1151, %1182, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg882: f32, %arg883: f32, %arg884: f32):
      %1900 = "arith.addf"(%arg882, %arg883) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1900) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1184 = "linalg.generic"(%1183, %268, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg879: f32, %arg880: f32, %arg881: f32):
      %1899 = "arith.mulf"(%arg879, %arg880) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1899) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1185 = "linalg.generic"(%1183, %270, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg876: f32, %arg877: f32, %arg878: f32):
      %1898 = "arith.mulf"(%arg876, %arg877) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1898) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1186 = "linalg.generic"(%1183, %269, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg873: f32, %arg874: f32, %arg875: f32):
      %1897 = "arith.mulf"(%arg873, %arg874) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1897) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1187 = "linalg.generic"(%1183, %256, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg870: f32, %arg871: f32, %arg872: f32):
      %1896 = "arith.mulf"(%arg870, %arg871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1896) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1188 = "linalg.generic"(%16, %271, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg867: i64, %arg868: f32, %arg869: f32):
      %1894 = "arith.sitofp"(%arg867) : (i64) -> f32
      %1895 = "arith.subf"(%1894, %arg868) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1895) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1189 = "linalg.generic"(%271, %1188, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg864: f32, %arg865: f32, %arg866: f32):
      %1893 = "arith.mulf"(%arg864, %arg865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1893) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1190 = "linalg.generic"(%1179, %1189, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg861: f32, %arg862: f32, %arg863: f32):
      %1892 = "arith.mulf"(%arg861, %arg862) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1892) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1191 = "linalg.generic"(%270, %270, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg858: f32, %arg859: f32, %arg860: f32):
      %1891 = "arith.mulf"(%arg858, %arg859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1891) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1192 = "linalg.generic"(%16, %1191, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg855: i64, %arg856: f32, %arg857: f32):
      %1889 = "arith.sitofp"(%arg855) : (i64) -> f32
      %1890 = "arith.subf"(%1889, %arg856) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1890) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1193 = "linalg.generic"(%1184, %1192, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg852: f32, %arg853: f32, %arg854: f32):
      %1888 = "arith.mulf"(%arg852, %arg853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1888) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1194 = "linalg.generic"(%16, %269, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg849: i64, %arg850: f32, %arg851: f32):
      %1886 = "arith.sitofp"(%arg849) : (i64) -> f32
      %1887 = "arith.subf"(%1886, %arg850) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1887) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1195 = "linalg.generic"(%269, %1194, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg846: f32, %arg847: f32, %arg848: f32):
      %1885 = "arith.mulf"(%arg846, %arg847) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1885) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1196 = "linalg.generic"(%1187, %1195, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg843: f32, %arg844: f32, %arg845: f32):
      %1884 = "arith.mulf"(%arg843, %arg844) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1884) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1197 = "linalg.generic"(%16, %268, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg840: i64, %arg841: f32, %arg842: f32):
      %1882 = "arith.sitofp"(%arg840) : (i64) -> f32
      %1883 = "arith.subf"(%1882, %arg841) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1883) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1198 = "linalg.generic"(%268, %1197, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg837: f32, %arg838: f32, %arg839: f32):
      %1881 = "arith.mulf"(%arg837, %arg838) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1881) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1199 = "linalg.generic"(%1185, %1198, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg834: f32, %arg835: f32, %arg836: f32):
      %1880 = "arith.mulf"(%arg834, %arg835) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1880) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1200 = "tensor.concat"(%1199, %1196, %1193, %1190) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1201 = "linalg.generic"(%1200, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg832: f32, %arg833: f32):
      %1879 = "arith.addf"(%arg832, %arg833) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1879) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1202 = "tensor.collapse_shape"(%1201) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1203 = "tensor.collapse_shape"(%1200) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1204 = "linalg.matmul"(%1203, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg829: f32, %arg830: f32, %arg831: f32):
      %1877 = "arith.mulf"(%arg829, %arg830) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1878 = "arith.addf"(%arg831, %1877) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1878) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1205 = "linalg.transpose"(%1203, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg827: f32, %arg828: f32):
      "linalg.yield"(%arg827) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1206 = "linalg.matmul"(%1205, %259, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg824: f32, %arg825: f32, %arg826: f32):
      %1875 = "arith.mulf"(%arg824, %arg825) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1876 = "arith.addf"(%arg826, %1875) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1876) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1207 = "linalg.generic"(%1203, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg822: f32, %arg823: f32):
      %1874 = "arith.addf"(%arg822, %arg823) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1874) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1208 = "tensor.collapse_shape"(%1207) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1209 = "linalg.generic"(%1174, %1208, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg819: f32, %arg820: f32, %arg821: f32):
      %1873 = "arith.addf"(%arg819, %arg820) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1873) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1210 = "linalg.generic"(%1175, %1206, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg816: f32, %arg817: f32, %arg818: f32):
      %1872 = "arith.addf"(%arg816, %arg817) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1872) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1211 = "tensor.expand_shape"(%1204) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1212 = "linalg.generic"(%1107, %1211, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg813: f32, %arg814: f32, %arg815: f32):
      %1871 = "arith.addf"(%arg813, %arg814) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1871) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1213 = "linalg.generic"(%1212, %253, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg810: f32, %arg811: f32, %arg812: f32):
      %1870 = "arith.mulf"(%arg810, %arg811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1870) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1214 = "linalg.generic"(%1212, %257, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg807: f32, %arg808: f32, %arg809: f32):
      %1869 = "arith.mulf"(%arg807, %arg808) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1869) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1215 = "linalg.generic"(%257, %257, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg804: f32, %arg805: f32, %arg806: f32):
      %1868 = "arith.mulf"(%arg804, %arg805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1868) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1216 = "linalg.generic"(%16, %1215, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg801: i64, %arg802: f32, %arg803: f32):
      %1866 = "arith.sitofp"(%arg801) : (i64) -> f32
      %1867 = "arith.subf"(%1866, %arg802) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1867) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1217 = "linalg.generic"(%1213, %1216, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg798: f32, %arg799: f32, %arg800: f32):
      %1865 = "arith.mulf"(%arg798, %arg799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1865) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1218 = "linalg.generic"(%1186, %1217, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg795: f32, %arg796: f32, %arg797: f32):
      %1864 = "arith.addf"(%arg795, %arg796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1864) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1219 = "linalg.generic"(%1218, %250, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg792: f32, %arg793: f32, %arg794: f32):
      %1863 = "arith.mulf"(%arg792, %arg793) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1863) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1220 = "linalg.generic"(%1218, %252, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg789: f32, %arg790: f32, %arg791: f32):
      %1862 = "arith.mulf"(%arg789, %arg790) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1862) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1221 = "linalg.generic"(%1218, %251, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg786: f32, %arg787: f32, %arg788: f32):
      %1861 = "arith.mulf"(%arg786, %arg787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1861) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1222 = "linalg.generic"(%1218, %238, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg783: f32, %arg784: f32, %arg785: f32):
      %1860 = "arith.mulf"(%arg783, %arg784) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1860) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1223 = "linalg.generic"(%16, %253, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg780: i64, %arg781: f32, %arg782: f32):
      %1858 = "arith.sitofp"(%arg780) : (i64) -> f32
      %1859 = "arith.subf"(%1858, %arg781) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1859) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1224 = "linalg.generic"(%253, %1223, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg777: f32, %arg778: f32, %arg779: f32):
      %1857 = "arith.mulf"(%arg777, %arg778) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1857) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1225 = "linalg.generic"(%1214, %1224, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg774: f32, %arg775: f32, %arg776: f32):
      %1856 = "arith.mulf"(%arg774, %arg775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1856) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1226 = "linalg.generic"(%252, %252, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg771: f32, %arg772: f32, %arg773: f32):
      %1855 = "arith.mulf"(%arg771, %arg772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1855) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1227 = "linalg.generic"(%16, %1226, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg768: i64, %arg769: f32, %arg770: f32):
      %1853 = "arith.sitofp"(%arg768) : (i64) -> f32
      %1854 = "arith.subf"(%1853, %arg769) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1854) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1228 = "linalg.generic"(%1219, %1227, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg765: f32, %arg766: f32, %arg767: f32):
      %1852 = "arith.mulf"(%arg765, %arg766) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1852) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1229 = "linalg.generic"(%16, %251, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg762: i64, %arg763: f32, %arg764: f32):
      %1850 = "arith.sitofp"(%arg762) : (i64) -> f32
      %1851 = "arith.subf"(%1850, %arg763) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1851) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1230 = "linalg.generic"(%251, %1229, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg759: f32, %arg760: f32, %arg761: f32):
      %1849 = "arith.mulf"(%arg759, %arg760) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1849) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1231 = "linalg.generic"(%1222, %1230, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg756: f32, %arg757: f32, %arg758: f32):
      %1848 = "arith.mulf"(%arg756, %arg757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1848) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1232 = "linalg.generic"(%16, %250, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg753: i64, %arg754: f32, %arg755: f32):
      %1846 = "arith.sitofp"(%arg753) : (i64) -> f32
      %1847 = "arith.subf"(%1846, %arg754) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1847) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1233 = "linalg.generic"(%250, %1232, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg750: f32, %arg751: f32, %arg752: f32):
      %1845 = "arith.mulf"(%arg750, %arg751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1845) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1234 = "linalg.generic"(%1220, %1233, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg747: f32, %arg748: f32, %arg749: f32):
      %1844 = "arith.mulf"(%arg747, %arg748) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1844) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1235 = "tensor.concat"(%1234, %1231, %1228, %1225) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1236 = "linalg.generic"(%1235, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg745: f32, %arg746: f32):
      %1843 = "arith.addf"(%arg745, %arg746) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1843) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1237 = "tensor.collapse_shape"(%1236) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1238 = "tensor.collapse_shape"(%1235) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1239 = "linalg.matmul"(%1238, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg742: f32, %arg743: f32, %arg744: f32):
      %1841 = "arith.mulf"(%arg742, %arg743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1842 = "arith.addf"(%arg744, %1841) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1842) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1240 = "linalg.transpose"(%1238, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg740: f32, %arg741: f32):
      "linalg.yield"(%arg740) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1241 = "linalg.matmul"(%1240, %241, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg737: f32, %arg738: f32, %arg739: f32):
      %1839 = "arith.mulf"(%arg737, %arg738) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1840 = "arith.addf"(%arg739, %1839) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1840) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1242 = "linalg.generic"(%1238, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg735: f32, %arg736: f32):
      %1838 = "arith.addf"(%arg735, %arg736) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1838) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1243 = "tensor.collapse_shape"(%1242) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1244 = "linalg.generic"(%1209, %1243, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg732: f32, %arg733: f32, %arg734: f32):
      %1837 = "arith.addf"(%arg732, %arg733) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1837) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1245 = "linalg.generic"(%1210, %1241, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg729: f32, %arg730: f32, %arg731: f32):
      %1836 = "arith.addf"(%arg729, %arg730) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1836) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1246 = "tensor.expand_shape"(%1239) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1247 = "linalg.generic"(%1106, %1246, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg726: f32, %arg727: f32, %arg728: f32):
      %1835 = "arith.addf"(%arg726, %arg727) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1835) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1248 = "linalg.generic"(%1247, %235, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg723: f32, %arg724: f32, %arg725: f32):
      %1834 = "arith.mulf"(%arg723, %arg724) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1834) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1249 = "linalg.generic"(%1247, %239, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg720: f32, %arg721: f32, %arg722: f32):
      %1833 = "arith.mulf"(%arg720, %arg721) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1833) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1250 = "linalg.generic"(%239, %239, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg717: f32, %arg718: f32, %arg719: f32):
      %1832 = "arith.mulf"(%arg717, %arg718) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1832) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1251 = "linalg.generic"(%16, %1250, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg714: i64, %arg715: f32, %arg716: f32):
      %1830 = "arith.sitofp"(%arg714) : (i64) -> f32
      %1831 = "arith.subf"(%1830, %arg715) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1831) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1252 = "linalg.generic"(%1248, %1251, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg711: f32, %arg712: f32, %arg713: f32):
      %1829 = "arith.mulf"(%arg711, %arg712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1829) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1253 = "linalg.generic"(%1221, %1252, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg708: f32, %arg709: f32, %arg710: f32):
      %1828 = "arith.addf"(%arg708, %arg709) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1828) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1254 = "linalg.generic"(%1253, %232, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg705: f32, %arg706: f32, %arg707: f32):
      %1827 = "arith.mulf"(%arg705, %arg706) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1827) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1255 = "linalg.generic"(%1253, %234, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg702: f32, %arg703: f32, %arg704: f32):
      %1826 = "arith.mulf"(%arg702, %arg703) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1826) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1256 = "linalg.generic"(%1253, %233, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg699: f32, %arg700: f32, %arg701: f32):
      %1825 = "arith.mulf"(%arg699, %arg700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1825) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1257 = "linalg.generic"(%1253, %220, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg696: f32, %arg697: f32, %arg698: f32):
      %1824 = "arith.mulf"(%arg696, %arg697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1824) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1258 = "linalg.generic"(%16, %235, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg693: i64, %arg694: f32, %arg695: f32):
      %1822 = "arith.sitofp"(%arg693) : (i64) -> f32
      %1823 = "arith.subf"(%1822, %arg694) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1823) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1259 = "linalg.generic"(%235, %1258, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg690: f32, %arg691: f32, %arg692: f32):
      %1821 = "arith.mulf"(%arg690, %arg691) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1821) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1260 = "linalg.generic"(%1249, %1259, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg687: f32, %arg688: f32, %arg689: f32):
      %1820 = "arith.mulf"(%arg687, %arg688) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1820) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1261 = "linalg.generic"(%234, %234, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg684: f32, %arg685: f32, %arg686: f32):
      %1819 = "arith.mulf"(%arg684, %arg685) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1819) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1262 = "linalg.generic"(%16, %1261, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg681: i64, %arg682: f32, %arg683: f32):
      %1817 = "arith.sitofp"(%arg681) : (i64) -> f32
      %1818 = "arith.subf"(%1817, %arg682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1818) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1263 = "linalg.generic"(%1254, %1262, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg678: f32, %arg679: f32, %arg680: f32):
      %1816 = "arith.mulf"(%arg678, %arg679) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1816) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1264 = "linalg.generic"(%16, %233, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg675: i64, %arg676: f32, %arg677: f32):
      %1814 = "arith.sitofp"(%arg675) : (i64) -> f32
      %1815 = "arith.subf"(%1814, %arg676) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1815) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1265 = "linalg.generic"(%233, %1264, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg672: f32, %arg673: f32, %arg674: f32):
      %1813 = "arith.mulf"(%arg672, %arg673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1813) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1266 = "linalg.generic"(%1257, %1265, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg669: f32, %arg670: f32, %arg671: f32):
      %1812 = "arith.mulf"(%arg669, %arg670) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1812) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1267 = "linalg.generic"(%16, %232, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg666: i64, %arg667: f32, %arg668: f32):
      %1810 = "arith.sitofp"(%arg666) : (i64) -> f32
      %1811 = "arith.subf"(%1810, %arg667) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1811) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1268 = "linalg.generic"(%232, %1267, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg663: f32, %arg664: f32, %arg665: f32):
      %1809 = "arith.mulf"(%arg663, %arg664) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1809) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1269 = "linalg.generic"(%1255, %1268, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg660: f32, %arg661: f32, %arg662: f32):
      %1808 = "arith.mulf"(%arg660, %arg661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1808) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1270 = "tensor.concat"(%1269, %1266, %1263, %1260) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1271 = "linalg.generic"(%1270, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg658: f32, %arg659: f32):
      %1807 = "arith.addf"(%arg658, %arg659) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1807) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1272 = "tensor.collapse_shape"(%1271) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1273 = "tensor.collapse_shape"(%1270) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1274 = "linalg.matmul"(%1273, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg655: f32, %arg656: f32, %arg657: f32):
      %1805 = "arith.mulf"(%arg655, %arg656) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1806 = "arith.addf"(%arg657, %1805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1806) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1275 = "linalg.transpose"(%1273, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg653: f32, %arg654: f32):
      "linalg.yield"(%arg653) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1276 = "linalg.matmul"(%1275, %223, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg650: f32, %arg651: f32, %arg652: f32):
      %1803 = "arith.mulf"(%arg650, %arg651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1804 = "arith.addf"(%arg652, %1803) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1804) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1277 = "linalg.generic"(%1273, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg648: f32, %arg649: f32):
      %1802 = "arith.addf"(%arg648, %arg649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1802) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1278 = "tensor.collapse_shape"(%1277) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1279 = "linalg.generic"(%1244, %1278, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg645: f32, %arg646: f32, %arg647: f32):
      %1801 = "arith.addf"(%arg645, %arg646) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1801) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1280 = "linalg.generic"(%1245, %1276, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg642: f32, %arg643: f32, %arg644: f32):
      %1800 = "arith.addf"(%arg642, %arg643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1800) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1281 = "tensor.expand_shape"(%1274) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1282 = "linalg.generic"(%1105, %1281, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg639: f32, %arg640: f32, %arg641: f32):
      %1799 = "arith.addf"(%arg639, %arg640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1799) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1283 = "linalg.generic"(%1282, %217, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg636: f32, %arg637: f32, %arg638: f32):
      %1798 = "arith.mulf"(%arg636, %arg637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1798) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1284 = "linalg.generic"(%1282, %221, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg633: f32, %arg634: f32, %arg635: f32):
      %1797 = "arith.mulf"(%arg633, %arg634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1797) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1285 = "linalg.generic"(%221, %221, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg630: f32, %arg631: f32, %arg632: f32):
      %1796 = "arith.mulf"(%arg630, %arg631) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1796) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1286 = "linalg.generic"(%16, %1285, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg627: i64, %arg628: f32, %arg629: f32):
      %1794 = "arith.sitofp"(%arg627) : (i64) -> f32
      %1795 = "arith.subf"(%1794, %arg628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1795) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1287 = "linalg.generic"(%1283, %1286, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg624: f32, %arg625: f32, %arg626: f32):
      %1793 = "arith.mulf"(%arg624, %arg625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1793) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1288 = "linalg.generic"(%1256, %1287, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg621: f32, %arg622: f32, %arg623: f32):
      %1792 = "arith.addf"(%arg621, %arg622) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1792) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1289 = "linalg.generic"(%1288, %214, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg618: f32, %arg619: f32, %arg620: f32):
      %1791 = "arith.mulf"(%arg618, %arg619) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1791) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1290 = "linalg.generic"(%1288, %216, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg615: f32, %arg616: f32, %arg617: f32):
      %1790 = "arith.mulf"(%arg615, %arg616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1790) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1291 = "linalg.generic"(%1288, %215, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg612: f32, %arg613: f32, %arg614: f32):
      %1789 = "arith.mulf"(%arg612, %arg613) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1789) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1292 = "linalg.generic"(%1288, %202, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg609: f32, %arg610: f32, %arg611: f32):
      %1788 = "arith.mulf"(%arg609, %arg610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1788) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1293 = "linalg.generic"(%16, %217, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg606: i64, %arg607: f32, %arg608: f32):
      %1786 = "arith.sitofp"(%arg606) : (i64) -> f32
      %1787 = "arith.subf"(%1786, %arg607) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1787) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1294 = "linalg.generic"(%217, %1293, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg603: f32, %arg604: f32, %arg605: f32):
      %1785 = "arith.mulf"(%arg603, %arg604) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1785) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1295 = "linalg.generic"(%1284, %1294, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg600: f32, %arg601: f32, %arg602: f32):
      %1784 = "arith.mulf"(%arg600, %arg601) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1784) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1296 = "linalg.generic"(%216, %216, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg597: f32, %arg598: f32, %arg599: f32):
      %1783 = "arith.mulf"(%arg597, %arg598) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1783) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1297 = "linalg.generic"(%16, %1296, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg594: i64, %arg595: f32, %arg596: f32):
      %1781 = "arith.sitofp"(%arg594) : (i64) -> f32
      %1782 = "arith.subf"(%1781, %arg595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1782) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1298 = "linalg.generic"(%1289, %1297, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg591: f32, %arg592: f32, %arg593: f32):
      %1780 = "arith.mulf"(%arg591, %arg592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1780) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1299 = "linalg.generic"(%16, %215, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg588: i64, %arg589: f32, %arg590: f32):
      %1778 = "arith.sitofp"(%arg588) : (i64) -> f32
      %1779 = "arith.subf"(%1778, %arg589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1779) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1300 = "linalg.generic"(%215, %1299, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg585: f32, %arg586: f32, %arg587: f32):
      %1777 = "arith.mulf"(%arg585, %arg586) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1777) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1301 = "linalg.generic"(%1292, %1300, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg582: f32, %arg583: f32, %arg584: f32):
      %1776 = "arith.mulf"(%arg582, %arg583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1776) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1302 = "linalg.generic"(%16, %214, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg579: i64, %arg580: f32, %arg581: f32):
      %1774 = "arith.sitofp"(%arg579) : (i64) -> f32
      %1775 = "arith.subf"(%1774, %arg580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1775) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1303 = "linalg.generic"(%214, %1302, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg576: f32, %arg577: f32, %arg578: f32):
      %1773 = "arith.mulf"(%arg576, %arg577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1773) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1304 = "linalg.generic"(%1290, %1303, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg573: f32, %arg574: f32, %arg575: f32):
      %1772 = "arith.mulf"(%arg573, %arg574) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1772) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1305 = "tensor.concat"(%1304, %1301, %1298, %1295) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1306 = "linalg.generic"(%1305, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg571: f32, %arg572: f32):
      %1771 = "arith.addf"(%arg571, %arg572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1771) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1307 = "tensor.collapse_shape"(%1306) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1308 = "tensor.collapse_shape"(%1305) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1309 = "linalg.matmul"(%1308, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg568: f32, %arg569: f32, %arg570: f32):
      %1769 = "arith.mulf"(%arg568, %arg569) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1770 = "arith.addf"(%arg570, %1769) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1770) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1310 = "linalg.transpose"(%1308, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg566: f32, %arg567: f32):
      "linalg.yield"(%arg566) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1311 = "linalg.matmul"(%1310, %205, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg563: f32, %arg564: f32, %arg565: f32):
      %1767 = "arith.mulf"(%arg563, %arg564) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1768 = "arith.addf"(%arg565, %1767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1768) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1312 = "linalg.generic"(%1308, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg561: f32, %arg562: f32):
      %1766 = "arith.addf"(%arg561, %arg562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1766) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1313 = "tensor.collapse_shape"(%1312) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1314 = "linalg.generic"(%1279, %1313, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg558: f32, %arg559: f32, %arg560: f32):
      %1765 = "arith.addf"(%arg558, %arg559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1765) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1315 = "linalg.generic"(%1280, %1311, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg555: f32, %arg556: f32, %arg557: f32):
      %1764 = "arith.addf"(%arg555, %arg556) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1764) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1316 = "tensor.expand_shape"(%1309) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1317 = "linalg.generic"(%1104, %1316, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg552: f32, %arg553: f32, %arg554: f32):
      %1763 = "arith.addf"(%arg552, %arg553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1763) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1318 = "linalg.generic"(%1317, %199, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg549: f32, %arg550: f32, %arg551: f32):
      %1762 = "arith.mulf"(%arg549, %arg550) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1762) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1319 = "linalg.generic"(%1317, %203, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg546: f32, %arg547: f32, %arg548: f32):
      %1761 = "arith.mulf"(%arg546, %arg547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1761) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1320 = "linalg.generic"(%203, %203, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg543: f32, %arg544: f32, %arg545: f32):
      %1760 = "arith.mulf"(%arg543, %arg544) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1760) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1321 = "linalg.generic"(%16, %1320, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg540: i64, %arg541: f32, %arg542: f32):
      %1758 = "arith.sitofp"(%arg540) : (i64) -> f32
      %1759 = "arith.subf"(%1758, %arg541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1759) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1322 = "linalg.generic"(%1318, %1321, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg537: f32, %arg538: f32, %arg539: f32):
      %1757 = "arith.mulf"(%arg537, %arg538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1757) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1323 = "linalg.generic"(%1291, %1322, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg534: f32, %arg535: f32, %arg536: f32):
      %1756 = "arith.addf"(%arg534, %arg535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1756) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1324 = "linalg.generic"(%1323, %196, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg531: f32, %arg532: f32, %arg533: f32):
      %1755 = "arith.mulf"(%arg531, %arg532) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1755) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1325 = "linalg.generic"(%1323, %198, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg528: f32, %arg529: f32, %arg530: f32):
      %1754 = "arith.mulf"(%arg528, %arg529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1754) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1326 = "linalg.generic"(%1323, %197, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg525: f32, %arg526: f32, %arg527: f32):
      %1753 = "arith.mulf"(%arg525, %arg526) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1753) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1327 = "linalg.generic"(%1323, %184, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg522: f32, %arg523: f32, %arg524: f32):
      %1752 = "arith.mulf"(%arg522, %arg523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1752) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1328 = "linalg.generic"(%16, %199, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg519: i64, %arg520: f32, %arg521: f32):
      %1750 = "arith.sitofp"(%arg519) : (i64) -> f32
      %1751 = "arith.subf"(%1750, %arg520) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1751) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1329 = "linalg.generic"(%199, %1328, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg516: f32, %arg517: f32, %arg518: f32):
      %1749 = "arith.mulf"(%arg516, %arg517) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1749) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1330 = "linalg.generic"(%1319, %1329, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg513: f32, %arg514: f32, %arg515: f32):
      %1748 = "arith.mulf"(%arg513, %arg514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1748) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1331 = "linalg.generic"(%198, %198, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg510: f32, %arg511: f32, %arg512: f32):
      %1747 = "arith.mulf"(%arg510, %arg511) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1747) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1332 = "linalg.generic"(%16, %1331, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg507: i64, %arg508: f32, %arg509: f32):
      %1745 = "arith.sitofp"(%arg507) : (i64) -> f32
      %1746 = "arith.subf"(%1745, %arg508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1746) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1333 = "linalg.generic"(%1324, %1332, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg504: f32, %arg505: f32, %arg506: f32):
      %1744 = "arith.mulf"(%arg504, %arg505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1744) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1334 = "linalg.generic"(%16, %197, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg501: i64, %arg502: f32, %arg503: f32):
      %1742 = "arith.sitofp"(%arg501) : (i64) -> f32
      %1743 = "arith.subf"(%1742, %arg502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1743) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1335 = "linalg.generic"(%197, %1334, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg498: f32, %arg499: f32, %arg500: f32):
      %1741 = "arith.mulf"(%arg498, %arg499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1741) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1336 = "linalg.generic"(%1327, %1335, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg495: f32, %arg496: f32, %arg497: f32):
      %1740 = "arith.mulf"(%arg495, %arg496) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1740) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1337 = "linalg.generic"(%16, %196, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg492: i64, %arg493: f32, %arg494: f32):
      %1738 = "arith.sitofp"(%arg492) : (i64) -> f32
      %1739 = "arith.subf"(%1738, %arg493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1739) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1338 = "linalg.generic"(%196, %1337, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg489: f32, %arg490: f32, %arg491: f32):
      %1737 = "arith.mulf"(%arg489, %arg490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1737) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1339 = "linalg.generic"(%1325, %1338, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg486: f32, %arg487: f32, %arg488: f32):
      %1736 = "arith.mulf"(%arg486, %arg487) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1736) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1340 = "tensor.concat"(%1339, %1336, %1333, %1330) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1341 = "linalg.generic"(%1340, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg484: f32, %arg485: f32):
      %1735 = "arith.addf"(%arg484, %arg485) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1735) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1342 = "tensor.collapse_shape"(%1341) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1343 = "tensor.collapse_shape"(%1340) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1344 = "linalg.matmul"(%1343, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg481: f32, %arg482: f32, %arg483: f32):
      %1733 = "arith.mulf"(%arg481, %arg482) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1734 = "arith.addf"(%arg483, %1733) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1734) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1345 = "linalg.transpose"(%1343, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg479: f32, %arg480: f32):
      "linalg.yield"(%arg479) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1346 = "linalg.matmul"(%1345, %187, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg476: f32, %arg477: f32, %arg478: f32):
      %1731 = "arith.mulf"(%arg476, %arg477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1732 = "arith.addf"(%arg478, %1731) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1732) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1347 = "linalg.generic"(%1343, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg474: f32, %arg475: f32):
      %1730 = "arith.addf"(%arg474, %arg475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1730) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1348 = "tensor.collapse_shape"(%1347) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1349 = "linalg.generic"(%1314, %1348, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg471: f32, %arg472: f32, %arg473: f32):
      %1729 = "arith.addf"(%arg471, %arg472) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1729) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1350 = "linalg.generic"(%1315, %1346, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg468: f32, %arg469: f32, %arg470: f32):
      %1728 = "arith.addf"(%arg468, %arg469) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1728) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1351 = "tensor.expand_shape"(%1344) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1352 = "linalg.generic"(%1103, %1351, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg465: f32, %arg466: f32, %arg467: f32):
      %1727 = "arith.addf"(%arg465, %arg466) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1727) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1353 = "linalg.generic"(%1352, %181, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg462: f32, %arg463: f32, %arg464: f32):
      %1726 = "arith.mulf"(%arg462, %arg463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1726) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1354 = "linalg.generic"(%1352, %185, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg459: f32, %arg460: f32, %arg461: f32):
      %1725 = "arith.mulf"(%arg459, %arg460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1725) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1355 = "linalg.generic"(%185, %185, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg456: f32, %arg457: f32, %arg458: f32):
      %1724 = "arith.mulf"(%arg456, %arg457) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1724) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1356 = "linalg.generic"(%16, %1355, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg453: i64, %arg454: f32, %arg455: f32):
      %1722 = "arith.sitofp"(%arg453) : (i64) -> f32
      %1723 = "arith.subf"(%1722, %arg454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1723) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1357 = "linalg.generic"(%1353, %1356, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg450: f32, %arg451: f32, %arg452: f32):
      %1721 = "arith.mulf"(%arg450, %arg451) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1721) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1358 = "linalg.generic"(%1326, %1357, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg447: f32, %arg448: f32, %arg449: f32):
      %1720 = "arith.addf"(%arg447, %arg448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1720) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1359 = "linalg.generic"(%1358, %178, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32, %arg446: f32):
      %1719 = "arith.mulf"(%arg444, %arg445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1719) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1360 = "linalg.generic"(%1358, %180, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg441: f32, %arg442: f32, %arg443: f32):
      %1718 = "arith.mulf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1718) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1361 = "linalg.generic"(%1358, %179, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg438: f32, %arg439: f32, %arg440: f32):
      %1717 = "arith.mulf"(%arg438, %arg439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1717) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1362 = "linalg.generic"(%1358, %166, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg435: f32, %arg436: f32, %arg437: f32):
      %1716 = "arith.mulf"(%arg435, %arg436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1716) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1363 = "linalg.generic"(%16, %181, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg432: i64, %arg433: f32, %arg434: f32):
      %1714 = "arith.sitofp"(%arg432) : (i64) -> f32
      %1715 = "arith.subf"(%1714, %arg433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1715) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1364 = "linalg.generic"(%181, %1363, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg429: f32, %arg430: f32, %arg431: f32):
      %1713 = "arith.mulf"(%arg429, %arg430) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1713) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1365 = "linalg.generic"(%1354, %1364, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg426: f32, %arg427: f32, %arg428: f32):
      %1712 = "arith.mulf"(%arg426, %arg427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1712) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1366 = "linalg.generic"(%180, %180, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg423: f32, %arg424: f32, %arg425: f32):
      %1711 = "arith.mulf"(%arg423, %arg424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1711) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1367 = "linalg.generic"(%16, %1366, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg420: i64, %arg421: f32, %arg422: f32):
      %1709 = "arith.sitofp"(%arg420) : (i64) -> f32
      %1710 = "arith.subf"(%1709, %arg421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1710) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1368 = "linalg.generic"(%1359, %1367, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg417: f32, %arg418: f32, %arg419: f32):
      %1708 = "arith.mulf"(%arg417, %arg418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1708) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1369 = "linalg.generic"(%16, %179, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg414: i64, %arg415: f32, %arg416: f32):
      %1706 = "arith.sitofp"(%arg414) : (i64) -> f32
      %1707 = "arith.subf"(%1706, %arg415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1707) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1370 = "linalg.generic"(%179, %1369, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg411: f32, %arg412: f32, %arg413: f32):
      %1705 = "arith.mulf"(%arg411, %arg412) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1705) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1371 = "linalg.generic"(%1362, %1370, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg408: f32, %arg409: f32, %arg410: f32):
      %1704 = "arith.mulf"(%arg408, %arg409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1704) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1372 = "linalg.generic"(%16, %178, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg405: i64, %arg406: f32, %arg407: f32):
      %1702 = "arith.sitofp"(%arg405) : (i64) -> f32
      %1703 = "arith.subf"(%1702, %arg406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1703) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1373 = "linalg.generic"(%178, %1372, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg402: f32, %arg403: f32, %arg404: f32):
      %1701 = "arith.mulf"(%arg402, %arg403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1701) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1374 = "linalg.generic"(%1360, %1373, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg399: f32, %arg400: f32, %arg401: f32):
      %1700 = "arith.mulf"(%arg399, %arg400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1700) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1375 = "tensor.concat"(%1374, %1371, %1368, %1365) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1376 = "linalg.generic"(%1375, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg397: f32, %arg398: f32):
      %1699 = "arith.addf"(%arg397, %arg398) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1699) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1377 = "tensor.collapse_shape"(%1376) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1378 = "tensor.collapse_shape"(%1375) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1379 = "linalg.matmul"(%1378, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg394: f32, %arg395: f32, %arg396: f32):
      %1697 = "arith.mulf"(%arg394, %arg395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1698 = "arith.addf"(%arg396, %1697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1698) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1380 = "linalg.transpose"(%1378, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg392: f32, %arg393: f32):
      "linalg.yield"(%arg392) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1381 = "linalg.matmul"(%1380, %169, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32, %arg391: f32):
      %1695 = "arith.mulf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1696 = "arith.addf"(%arg391, %1695) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1696) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1382 = "linalg.generic"(%1378, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: f32, %arg388: f32):
      %1694 = "arith.addf"(%arg387, %arg388) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1694) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1383 = "tensor.collapse_shape"(%1382) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1384 = "linalg.generic"(%1349, %1383, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg384: f32, %arg385: f32, %arg386: f32):
      %1693 = "arith.addf"(%arg384, %arg385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1693) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1385 = "linalg.generic"(%1350, %1381, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg381: f32, %arg382: f32, %arg383: f32):
      %1692 = "arith.addf"(%arg381, %arg382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1692) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1386 = "tensor.expand_shape"(%1379) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1387 = "linalg.generic"(%1102, %1386, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg378: f32, %arg379: f32, %arg380: f32):
      %1691 = "arith.addf"(%arg378, %arg379) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1691) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1388 = "linalg.generic"(%1387, %163, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg375: f32, %arg376: f32, %arg377: f32):
      %1690 = "arith.mulf"(%arg375, %arg376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1690) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1389 = "linalg.generic"(%1387, %167, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg372: f32, %arg373: f32, %arg374: f32):
      %1689 = "arith.mulf"(%arg372, %arg373) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1689) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1390 = "linalg.generic"(%167, %167, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32, %arg371: f32):
      %1688 = "arith.mulf"(%arg369, %arg370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1688) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1391 = "linalg.generic"(%16, %1390, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg366: i64, %arg367: f32, %arg368: f32):
      %1686 = "arith.sitofp"(%arg366) : (i64) -> f32
      %1687 = "arith.subf"(%1686, %arg367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1687) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1392 = "linalg.generic"(%1388, %1391, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg363: f32, %arg364: f32, %arg365: f32):
      %1685 = "arith.mulf"(%arg363, %arg364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1685) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1393 = "linalg.generic"(%1361, %1392, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg360: f32, %arg361: f32, %arg362: f32):
      %1684 = "arith.addf"(%arg360, %arg361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1684) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1394 = "linalg.generic"(%1393, %160, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg357: f32, %arg358: f32, %arg359: f32):
      %1683 = "arith.mulf"(%arg357, %arg358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1683) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1395 = "linalg.generic"(%1393, %162, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg354: f32, %arg355: f32, %arg356: f32):
      %1682 = "arith.mulf"(%arg354, %arg355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1682) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1396 = "linalg.generic"(%1393, %161, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg351: f32, %arg352: f32, %arg353: f32):
      %1681 = "arith.mulf"(%arg351, %arg352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1681) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1397 = "linalg.generic"(%1393, %148, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg348: f32, %arg349: f32, %arg350: f32):
      %1680 = "arith.mulf"(%arg348, %arg349) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1680) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1398 = "linalg.generic"(%16, %163, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg345: i64, %arg346: f32, %arg347: f32):
      %1678 = "arith.sitofp"(%arg345) : (i64) -> f32
      %1679 = "arith.subf"(%1678, %arg346) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1679) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1399 = "linalg.generic"(%163, %1398, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg342: f32, %arg343: f32, %arg344: f32):
      %1677 = "arith.mulf"(%arg342, %arg343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1677) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1400 = "linalg.generic"(%1389, %1399, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg339: f32, %arg340: f32, %arg341: f32):
      %1676 = "arith.mulf"(%arg339, %arg340) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1676) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1401 = "linalg.generic"(%162, %162, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg336: f32, %arg337: f32, %arg338: f32):
      %1675 = "arith.mulf"(%arg336, %arg337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1675) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1402 = "linalg.generic"(%16, %1401, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg333: i64, %arg334: f32, %arg335: f32):
      %1673 = "arith.sitofp"(%arg333) : (i64) -> f32
      %1674 = "arith.subf"(%1673, %arg334) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1674) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1403 = "linalg.generic"(%1394, %1402, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg330: f32, %arg331: f32, %arg332: f32):
      %1672 = "arith.mulf"(%arg330, %arg331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1672) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1404 = "linalg.generic"(%16, %161, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg327: i64, %arg328: f32, %arg329: f32):
      %1670 = "arith.sitofp"(%arg327) : (i64) -> f32
      %1671 = "arith.subf"(%1670, %arg328) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1671) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1405 = "linalg.generic"(%161, %1404, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg324: f32, %arg325: f32, %arg326: f32):
      %1669 = "arith.mulf"(%arg324, %arg325) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1669) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1406 = "linalg.generic"(%1397, %1405, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg321: f32, %arg322: f32, %arg323: f32):
      %1668 = "arith.mulf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1668) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1407 = "linalg.generic"(%16, %160, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg318: i64, %arg319: f32, %arg320: f32):
      %1666 = "arith.sitofp"(%arg318) : (i64) -> f32
      %1667 = "arith.subf"(%1666, %arg319) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1667) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1408 = "linalg.generic"(%160, %1407, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg315: f32, %arg316: f32, %arg317: f32):
      %1665 = "arith.mulf"(%arg315, %arg316) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1665) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1409 = "linalg.generic"(%1395, %1408, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg312: f32, %arg313: f32, %arg314: f32):
      %1664 = "arith.mulf"(%arg312, %arg313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1664) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1410 = "tensor.concat"(%1409, %1406, %1403, %1400) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1411 = "linalg.generic"(%1410, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg310: f32, %arg311: f32):
      %1663 = "arith.addf"(%arg310, %arg311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1663) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1412 = "tensor.collapse_shape"(%1411) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1413 = "tensor.collapse_shape"(%1410) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1414 = "linalg.matmul"(%1413, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg307: f32, %arg308: f32, %arg309: f32):
      %1661 = "arith.mulf"(%arg307, %arg308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1662 = "arith.addf"(%arg309, %1661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1662) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1415 = "linalg.transpose"(%1413, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg305: f32, %arg306: f32):
      "linalg.yield"(%arg305) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1416 = "linalg.matmul"(%1415, %151, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg302: f32, %arg303: f32, %arg304: f32):
      %1659 = "arith.mulf"(%arg302, %arg303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1660 = "arith.addf"(%arg304, %1659) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1660) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1417 = "linalg.generic"(%1413, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg300: f32, %arg301: f32):
      %1658 = "arith.addf"(%arg300, %arg301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1658) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1418 = "tensor.collapse_shape"(%1417) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1419 = "linalg.generic"(%1384, %1418, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg297: f32, %arg298: f32, %arg299: f32):
      %1657 = "arith.addf"(%arg297, %arg298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1657) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1420 = "linalg.generic"(%1385, %1416, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg294: f32, %arg295: f32, %arg296: f32):
      %1656 = "arith.addf"(%arg294, %arg295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1656) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1421 = "tensor.expand_shape"(%1414) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1422 = "linalg.generic"(%1101, %1421, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg291: f32, %arg292: f32, %arg293: f32):
      %1655 = "arith.addf"(%arg291, %arg292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1655) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1423 = "linalg.generic"(%1422, %145, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg288: f32, %arg289: f32, %arg290: f32):
      %1654 = "arith.mulf"(%arg288, %arg289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1654) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1424 = "linalg.generic"(%1422, %149, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg285: f32, %arg286: f32, %arg287: f32):
      %1653 = "arith.mulf"(%arg285, %arg286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1653) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1425 = "linalg.generic"(%149, %149, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg282: f32, %arg283: f32, %arg284: f32):
      %1652 = "arith.mulf"(%arg282, %arg283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1652) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1426 = "linalg.generic"(%16, %1425, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg279: i64, %arg280: f32, %arg281: f32):
      %1650 = "arith.sitofp"(%arg279) : (i64) -> f32
      %1651 = "arith.subf"(%1650, %arg280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1651) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1427 = "linalg.generic"(%1423, %1426, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg276: f32, %arg277: f32, %arg278: f32):
      %1649 = "arith.mulf"(%arg276, %arg277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1649) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1428 = "linalg.generic"(%1396, %1427, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg273: f32, %arg274: f32, %arg275: f32):
      %1648 = "arith.addf"(%arg273, %arg274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1648) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1429 = "linalg.generic"(%1428, %142, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg270: f32, %arg271: f32, %arg272: f32):
      %1647 = "arith.mulf"(%arg270, %arg271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1647) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1430 = "linalg.generic"(%1428, %144, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32, %arg269: f32):
      %1646 = "arith.mulf"(%arg267, %arg268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1646) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1431 = "linalg.generic"(%1428, %143, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg264: f32, %arg265: f32, %arg266: f32):
      %1645 = "arith.mulf"(%arg264, %arg265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1645) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1432 = "linalg.generic"(%1428, %130, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg261: f32, %arg262: f32, %arg263: f32):
      %1644 = "arith.mulf"(%arg261, %arg262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1644) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1433 = "linalg.generic"(%16, %145, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg258: i64, %arg259: f32, %arg260: f32):
      %1642 = "arith.sitofp"(%arg258) : (i64) -> f32
      %1643 = "arith.subf"(%1642, %arg259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1643) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1434 = "linalg.generic"(%145, %1433, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg255: f32, %arg256: f32, %arg257: f32):
      %1641 = "arith.mulf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1641) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1435 = "linalg.generic"(%1424, %1434, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg252: f32, %arg253: f32, %arg254: f32):
      %1640 = "arith.mulf"(%arg252, %arg253) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1640) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1436 = "linalg.generic"(%144, %144, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg249: f32, %arg250: f32, %arg251: f32):
      %1639 = "arith.mulf"(%arg249, %arg250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1639) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1437 = "linalg.generic"(%16, %1436, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg246: i64, %arg247: f32, %arg248: f32):
      %1637 = "arith.sitofp"(%arg246) : (i64) -> f32
      %1638 = "arith.subf"(%1637, %arg247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1638) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1438 = "linalg.generic"(%1429, %1437, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg243: f32, %arg244: f32, %arg245: f32):
      %1636 = "arith.mulf"(%arg243, %arg244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1636) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1439 = "linalg.generic"(%16, %143, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg240: i64, %arg241: f32, %arg242: f32):
      %1634 = "arith.sitofp"(%arg240) : (i64) -> f32
      %1635 = "arith.subf"(%1634, %arg241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1635) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1440 = "linalg.generic"(%143, %1439, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32, %arg239: f32):
      %1633 = "arith.mulf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1633) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1441 = "linalg.generic"(%1432, %1440, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg234: f32, %arg235: f32, %arg236: f32):
      %1632 = "arith.mulf"(%arg234, %arg235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1632) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1442 = "linalg.generic"(%16, %142, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg231: i64, %arg232: f32, %arg233: f32):
      %1630 = "arith.sitofp"(%arg231) : (i64) -> f32
      %1631 = "arith.subf"(%1630, %arg232) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1631) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1443 = "linalg.generic"(%142, %1442, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32, %arg230: f32):
      %1629 = "arith.mulf"(%arg228, %arg229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1629) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1444 = "linalg.generic"(%1430, %1443, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32, %arg227: f32):
      %1628 = "arith.mulf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1628) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1445 = "tensor.concat"(%1444, %1441, %1438, %1435) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1446 = "linalg.generic"(%1445, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg223: f32, %arg224: f32):
      %1627 = "arith.addf"(%arg223, %arg224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1627) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1447 = "tensor.collapse_shape"(%1446) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1448 = "tensor.collapse_shape"(%1445) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1449 = "linalg.matmul"(%1448, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32, %arg222: f32):
      %1625 = "arith.mulf"(%arg220, %arg221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1626 = "arith.addf"(%arg222, %1625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1626) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1450 = "linalg.transpose"(%1448, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg218: f32, %arg219: f32):
      "linalg.yield"(%arg218) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1451 = "linalg.matmul"(%1450, %133, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg215: f32, %arg216: f32, %arg217: f32):
      %1623 = "arith.mulf"(%arg215, %arg216) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1624 = "arith.addf"(%arg217, %1623) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1624) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1452 = "linalg.generic"(%1448, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f32, %arg214: f32):
      %1622 = "arith.addf"(%arg213, %arg214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1622) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1453 = "tensor.collapse_shape"(%1452) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1454 = "linalg.generic"(%1419, %1453, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg210: f32, %arg211: f32, %arg212: f32):
      %1621 = "arith.addf"(%arg210, %arg211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1621) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1455 = "linalg.generic"(%1420, %1451, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg207: f32, %arg208: f32, %arg209: f32):
      %1620 = "arith.addf"(%arg207, %arg208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1620) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1456 = "tensor.expand_shape"(%1449) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1457 = "linalg.generic"(%1100, %1456, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32, %arg206: f32):
      %1619 = "arith.addf"(%arg204, %arg205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1619) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1458 = "linalg.generic"(%1457, %127, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32, %arg203: f32):
      %1618 = "arith.mulf"(%arg201, %arg202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1618) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1459 = "linalg.generic"(%1457, %131, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg198: f32, %arg199: f32, %arg200: f32):
      %1617 = "arith.mulf"(%arg198, %arg199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1617) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1460 = "linalg.generic"(%131, %131, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg195: f32, %arg196: f32, %arg197: f32):
      %1616 = "arith.mulf"(%arg195, %arg196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1616) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1461 = "linalg.generic"(%16, %1460, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg192: i64, %arg193: f32, %arg194: f32):
      %1614 = "arith.sitofp"(%arg192) : (i64) -> f32
      %1615 = "arith.subf"(%1614, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1615) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1462 = "linalg.generic"(%1458, %1461, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %1613 = "arith.mulf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1613) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1463 = "linalg.generic"(%1431, %1462, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg186: f32, %arg187: f32, %arg188: f32):
      %1612 = "arith.addf"(%arg186, %arg187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1612) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1464 = "linalg.generic"(%1463, %124, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32, %arg185: f32):
      %1611 = "arith.mulf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1611) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1465 = "linalg.generic"(%1463, %126, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %1610 = "arith.mulf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1610) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1466 = "linalg.generic"(%1463, %125, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32, %arg179: f32):
      %1609 = "arith.mulf"(%arg177, %arg178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1609) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1467 = "linalg.generic"(%1463, %112, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32, %arg176: f32):
      %1608 = "arith.mulf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1608) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1468 = "linalg.generic"(%16, %127, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg171: i64, %arg172: f32, %arg173: f32):
      %1606 = "arith.sitofp"(%arg171) : (i64) -> f32
      %1607 = "arith.subf"(%1606, %arg172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1607) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1469 = "linalg.generic"(%127, %1468, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32, %arg170: f32):
      %1605 = "arith.mulf"(%arg168, %arg169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1605) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1470 = "linalg.generic"(%1459, %1469, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32, %arg167: f32):
      %1604 = "arith.mulf"(%arg165, %arg166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1604) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1471 = "linalg.generic"(%126, %126, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %1603 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1603) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1472 = "linalg.generic"(%16, %1471, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg159: i64, %arg160: f32, %arg161: f32):
      %1601 = "arith.sitofp"(%arg159) : (i64) -> f32
      %1602 = "arith.subf"(%1601, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1602) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1473 = "linalg.generic"(%1464, %1472, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg156: f32, %arg157: f32, %arg158: f32):
      %1600 = "arith.mulf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1600) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1474 = "linalg.generic"(%16, %125, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg153: i64, %arg154: f32, %arg155: f32):
      %1598 = "arith.sitofp"(%arg153) : (i64) -> f32
      %1599 = "arith.subf"(%1598, %arg154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1599) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1475 = "linalg.generic"(%125, %1474, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %1597 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1597) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1476 = "linalg.generic"(%1467, %1475, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32, %arg149: f32):
      %1596 = "arith.mulf"(%arg147, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1596) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1477 = "linalg.generic"(%16, %124, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: i64, %arg145: f32, %arg146: f32):
      %1594 = "arith.sitofp"(%arg144) : (i64) -> f32
      %1595 = "arith.subf"(%1594, %arg145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1595) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1478 = "linalg.generic"(%124, %1477, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f32, %arg142: f32, %arg143: f32):
      %1593 = "arith.mulf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1593) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1479 = "linalg.generic"(%1465, %1478, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f32, %arg140: f32):
      %1592 = "arith.mulf"(%arg138, %arg139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1592) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1480 = "tensor.concat"(%1479, %1476, %1473, %1470) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1481 = "linalg.generic"(%1480, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg136: f32, %arg137: f32):
      %1591 = "arith.addf"(%arg136, %arg137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1591) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1482 = "tensor.collapse_shape"(%1481) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1483 = "tensor.collapse_shape"(%1480) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1484 = "linalg.matmul"(%1483, %arg5, %699) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32, %arg135: f32):
      %1589 = "arith.mulf"(%arg133, %arg134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1590 = "arith.addf"(%arg135, %1589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1590) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1485 = "linalg.transpose"(%1483, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      "linalg.yield"(%arg131) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1486 = "linalg.matmul"(%1485, %115, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32, %arg130: f32):
      %1587 = "arith.mulf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1588 = "arith.addf"(%arg130, %1587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1588) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1487 = "linalg.generic"(%1483, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32):
      %1586 = "arith.addf"(%arg126, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1586) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1488 = "tensor.collapse_shape"(%1487) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1489 = "linalg.generic"(%1454, %1488, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
      %1585 = "arith.addf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1585) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1490 = "linalg.generic"(%1455, %1486, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
      %1584 = "arith.addf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1584) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1491 = "tensor.expand_shape"(%1484) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 8>}> : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %1492 = "linalg.generic"(%1099, %1491, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
      %1583 = "arith.addf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1583) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1493 = "linalg.generic"(%1492, %109, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
      %1582 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1582) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1494 = "linalg.generic"(%1492, %113, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
      %1581 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1581) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1495 = "linalg.generic"(%113, %113, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %1580 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1580) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1496 = "linalg.generic"(%16, %1495, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: i64, %arg106: f32, %arg107: f32):
      %1578 = "arith.sitofp"(%arg105) : (i64) -> f32
      %1579 = "arith.subf"(%1578, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1579) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1497 = "linalg.generic"(%1493, %1496, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %1577 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1577) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1498 = "linalg.generic"(%1466, %1497, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %1576 = "arith.addf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1576) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1499 = "linalg.generic"(%1498, %106, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %1575 = "arith.mulf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1575) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1500 = "linalg.generic"(%1498, %108, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %1574 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1574) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1501 = "linalg.generic"(%1498, %14, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %1573 = "arith.mulf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1573) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1502 = "linalg.generic"(%16, %109, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: i64, %arg88: f32, %arg89: f32):
      %1571 = "arith.sitofp"(%arg87) : (i64) -> f32
      %1572 = "arith.subf"(%1571, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1572) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1503 = "linalg.generic"(%109, %1502, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %1570 = "arith.mulf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1570) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1504 = "linalg.generic"(%1494, %1503, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
      %1569 = "arith.mulf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1569) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1505 = "linalg.generic"(%108, %108, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %1568 = "arith.mulf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1568) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1506 = "linalg.generic"(%16, %1505, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: i64, %arg76: f32, %arg77: f32):
      %1566 = "arith.sitofp"(%arg75) : (i64) -> f32
      %1567 = "arith.subf"(%1566, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1567) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1507 = "linalg.generic"(%1499, %1506, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32, %arg74: f32):
      %1565 = "arith.mulf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1565) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1508 = "linalg.generic"(%16, %107, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: i64, %arg70: f32, %arg71: f32):
      %1563 = "arith.sitofp"(%arg69) : (i64) -> f32
      %1564 = "arith.subf"(%1563, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1564) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1509 = "linalg.generic"(%107, %1508, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %1562 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1562) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1510 = "linalg.generic"(%1501, %1509, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %1561 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1561) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1511 = "linalg.generic"(%16, %106, %105) <{indexing_maps = [#map15, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: i64, %arg61: f32, %arg62: f32):
      %1559 = "arith.sitofp"(%arg60) : (i64) -> f32
      %1560 = "arith.subf"(%1559, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1560) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1512 = "linalg.generic"(%106, %1511, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
      %1558 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1558) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1513 = "linalg.generic"(%1500, %1512, %105) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %1557 = "arith.mulf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1557) : (f32) -> ()
    }) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %1514 = "tensor.concat"(%1513, %1510, %1507, %1504) <{dim = 2 : i64}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x32xf32>
    %1515 = "linalg.generic"(%1514, %694) <{indexing_maps = [#map1, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %1556 = "arith.addf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1556) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %1516 = "tensor.collapse_shape"(%1515) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1517 = "tensor.collapse_shape"(%1514) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %1518 = "linalg.transpose"(%1517, %701) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %1519 = "linalg.matmul"(%1518, %13, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
      %1554 = "arith.mulf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1555 = "arith.addf"(%arg49, %1554) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1555) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1520 = "linalg.generic"(%1517, %705) <{indexing_maps = [#map9, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      %1553 = "arith.addf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1553) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %1521 = "tensor.collapse_shape"(%1520) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %1522 = "linalg.generic"(%1489, %1521, %741) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %1552 = "arith.addf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1552) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1523 = "linalg.generic"(%1490, %1519, %651) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %1551 = "arith.addf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1551) : (f32) -> ()
    }) : (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1524 = "tensor.concat"(%1516, %1482, %1447, %1412, %1377, %1342, %1307, %1272, %1237, %1202, %1167, %1134) <{dim = 0 : i64}> : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<48x32xf32>
    %1525 = "tensor.expand_shape"(%1524) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 12, 4, 32>}> : (tensor<48x32xf32>) -> tensor<12x4x32xf32>
    %1526 = "linalg.generic"(%1525, %646) <{indexing_maps = [#map1, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %1550 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1550) : (f32) -> ()
    }) : (tensor<12x4x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1527 = "tensor.collapse_shape"(%1526) <{reassociation = [[0, 1, 2]]}> : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1528 = "linalg.transpose"(%1524, %649) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<32x48xf32>) -> tensor<32x48xf32>
    %1529 = "linalg.matmul"(%1528, %61, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
      %1548 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1549 = "arith.addf"(%arg34, %1548) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1549) : (f32) -> ()
    }) : (tensor<32x48xf32>, tensor<48x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %1530 = "linalg.matmul"(%1524, %arg4, %655) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %1546 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1547 = "arith.addf"(%arg31, %1546) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1547) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<32x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %1531 = "tensor.expand_shape"(%1530) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 12, 4, 8>}> : (tensor<48x8xf32>) -> tensor<12x4x8xf32>
    %1532 = "linalg.transpose"(%1531, %17) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (tensor<12x4x8xf32>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %1533 = "linalg.generic"(%1532, %55, %17) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %1545 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1545) : (f32) -> ()
    }) : (tensor<4x12x8xf32>, tensor<4x12x8xf32>, tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %1534 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<4x12xi64>) -> tensor<48xi64>
    %1535 = "tensor.expand_shape"(%1534) <{reassociation = [[0, 1]], static_output_shape = array<i64: 48, 1>}> : (tensor<48xi64>) -> tensor<48x1xi64>
    %1536 = "linalg.generic"(%1535, %621, %622) <{indexing_maps = [#map12, #map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: i64, %arg22: i64, %arg23: i1):
      %1544 = "arith.cmpi"(%arg21, %arg22) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1544) : (i1) -> ()
    }) : (tensor<48x1xi64>, tensor<32xi64>, tensor<48x32xi1>) -> tensor<48x32xi1>
    %1537 = "linalg.generic"(%1536, %62) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: i1, %arg20: f32):
      %1543 = "arith.uitofp"(%arg19) : (i1) -> f32
      "linalg.yield"(%1543) : (f32) -> ()
    }) : (tensor<48x32xi1>, tensor<48x32xf32>) -> tensor<48x32xf32>
    %1538 = "tensor.collapse_shape"(%1533) <{reassociation = [[0, 1], [2]]}> : (tensor<4x12x8xf32>) -> tensor<48x8xf32>
    %1539 = "linalg.transpose"(%1537, %649) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (tensor<48x32xf32>, tensor<32x48xf32>) -> tensor<32x48xf32>
    %1540 = "linalg.matmul"(%1539, %1538, %652) <{indexing_maps = [#map5, #map6, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %1541 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1542 = "arith.addf"(%arg16, %1541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1542) : (f32) -> ()
    }) : (tensor<32x48xf32>, tensor<48x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    "func.return"(%634, %1540, %1529, %1523, %1527, %1522, %1095, %1091, %1097, %1090, %653, %648) : (tensor<f32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32xf32>) -> ()
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
  %e0 = tensor.empty() : tensor<4x12xi64>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e0 : tensor<4x12xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 12 : index
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
  } -> tensor<4x12xi64>
  // input 1: y
  %e1 = tensor.empty() : tensor<4x12xi64>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e1 : tensor<4x12xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 12 : index
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
  } -> tensor<4x12xi64>
  // input 2: seed
  %e2 = tensor.empty() : tensor<i64>
  %in2 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e2 : tensor<i64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %ck = arith.constant 22 : index
    %t37 = arith.muli %lin0, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %cr = arith.constant 1009 : index
    %r = arith.remui %h, %cr : index
    %v = arith.index_cast %r : index to i64
    linalg.yield %v : i64
  } -> tensor<i64>
  // input 3: embed.weight
  %e3 = tensor.empty() : tensor<32x8xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e3 : tensor<32x8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
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
    %sc = arith.constant 7.071067812e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x8xf32>
  // input 4: rnn.weight_ih_l0
  %e4 = tensor.empty() : tensor<32x8xf32>
  %in4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e4 : tensor<32x8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 44 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<32x8xf32>
  // input 5: rnn.weight_hh_l0
  %e5 = tensor.empty() : tensor<32x8xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e5 : tensor<32x8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 55 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<32x8xf32>
  // input 6: rnn.bias_ih_l0
  %e6 = tensor.empty() : tensor<32xf32>
  %in6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e6 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
    linalg.yield %v0 : f32
  } -> tensor<32xf32>
  // input 7: rnn.bias_hh_l0
  %e7 = tensor.empty() : tensor<32xf32>
  %in7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e7 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
  } -> tensor<32xf32>
  // input 8: rnn.weight_ih_l1
  %e8 = tensor.empty() : tensor<32x8xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e8 : tensor<32x8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
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
    %sc = arith.constant 7.071067812e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x8xf32>
  // input 9: rnn.weight_hh_l1
  %e9 = tensor.empty() : tensor<32x8xf32>
  %in9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e9 : tensor<32x8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 99 : index
    %t37 = arith.muli %lin2, %c37 : index
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
  } -> tensor<32x8xf32>
  // input 10: rnn.bias_ih_l1
  %e10 = tensor.empty() : tensor<32xf32>
  %in10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e10 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
  } -> tensor<32xf32>
  // input 11: rnn.bias_hh_l1
  %e11 = tensor.empty() : tensor<32xf32>
  %in11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e11 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
  } -> tensor<32xf32>
  // input 12: decoder.weight
  %e12 = tensor.empty() : tensor<32x8xf32>
  %in12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e12 : tensor<32x8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 8 : index
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
    %sc = arith.constant 7.071067812e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x8xf32>
  // input 13: decoder.bias
  %e13 = tensor.empty() : tensor<32xf32>
  %in13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e13 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
  } -> tensor<32xf32>
  call @remat_rt_reset_peak() : () -> ()
  %res:12 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13) : (tensor<4x12xi64>, tensor<4x12xi64>, tensor<i64>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32xf32>) -> (tensor<f32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<32x8xf32> to memref<32x8xf32>
  %u1 = memref.cast %b1 : memref<32x8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<32x8xf32> to memref<32x8xf32>
  %u2 = memref.cast %b2 : memref<32x8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<32x8xf32> to memref<32x8xf32>
  %u3 = memref.cast %b3 : memref<32x8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<32xf32> to memref<32xf32>
  %u4 = memref.cast %b4 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<32xf32> to memref<32xf32>
  %u5 = memref.cast %b5 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<32x8xf32> to memref<32x8xf32>
  %u6 = memref.cast %b6 : memref<32x8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<32x8xf32> to memref<32x8xf32>
  %u7 = memref.cast %b7 : memref<32x8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<32xf32> to memref<32xf32>
  %u8 = memref.cast %b8 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %b9 = bufferization.to_buffer %res#9 : tensor<32xf32> to memref<32xf32>
  %u9 = memref.cast %b9 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u9) : (memref<*xf32>) -> ()
  %b10 = bufferization.to_buffer %res#10 : tensor<32x8xf32> to memref<32x8xf32>
  %u10 = memref.cast %b10 : memref<32x8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u10) : (memref<*xf32>) -> ()
  %b11 = bufferization.to_buffer %res#11 : tensor<32xf32> to memref<32xf32>
  %u11 = memref.cast %b11 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
