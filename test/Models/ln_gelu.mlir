// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/ln_gelu.ref.npz --budgets 70%,min --rtol 1e-05 --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: ln_gelu.mlir: {{[0-9]+}} results match the reference
// CHECK: ln_gelu.mlir: PASS

// ln_gelu training step (Embedding + LayerNorm + exact GELU MLP blocks (tiny: d 16, 2 blocks)), imported from PyTorch by
// python -m remat_torch.import_torch bench.user_models.models:ln_gelu --model-args '{"size": "tiny"}' --input-shape 4,16:int:32 --loss cross_entropy: @step(x, y, params...) -> (loss, grads...).
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0) -> (d0)>
#map11 = affine_map<(d0) -> ()>
#map12 = affine_map<() -> ()>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0, d1) -> (0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xi64>, tensor<4x16xi64>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>) -> (tensor<f32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<4x16xi64>, %arg1: tensor<4x16xi64>, %arg2: tensor<32x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x16xf32>, %arg6: tensor<32xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<32x16xf32>, %arg12: tensor<32xf32>, %arg13: tensor<16x32xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<32xf32>):
    %0 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 32 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "arith.constant"() <{value = 0.3989422804014327 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 0.70710678118654757 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = -5.000000e-01 : f32}> : () -> f32
    %16 = "tensor.empty"() : () -> tensor<4x16x16xf32>
    %17 = "linalg.generic"(%arg0, %16) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg501: i64, %arg502: f32):
      %472 = "arith.index_cast"(%arg501) : (i64) -> index
      %473 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %474 = "arith.cmpi"(%472, %2) <{predicate = 2 : i64}> : (index, index) -> i1
      %475 = "arith.cmpi"(%arg501, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %476 = "tensor.extract"(%arg2, %472, %473) : (tensor<32x16xf32>, index, index) -> f32
      "linalg.yield"(%476) : (f32) -> ()
    }) : (tensor<4x16xi64>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %18 = "tensor.empty"() : () -> tensor<4x16x16xf64>
    %19 = "linalg.generic"(%17, %18) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg499: f32, %arg500: f64):
      %471 = "arith.extf"(%arg499) : (f32) -> f64
      "linalg.yield"(%471) : (f64) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %20 = "tensor.empty"() : () -> tensor<4x16x1xf64>
    %21 = "linalg.fill"(%3, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg497: f64, %arg498: f64):
      "linalg.yield"(%arg497) : (f64) -> ()
    }) : (f64, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %22 = "linalg.generic"(%19, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg495: f64, %arg496: f64):
      %470 = "arith.addf"(%arg495, %arg496) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%470) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %23 = "linalg.generic"(%22, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg493: f64, %arg494: f64):
      %469 = "arith.divf"(%arg493, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%469) : (f64) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %24 = "linalg.generic"(%19, %23, %18) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg490: f64, %arg491: f64, %arg492: f64):
      %468 = "arith.subf"(%arg490, %arg491) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%468) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %25 = "linalg.generic"(%24, %24, %18) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg487: f64, %arg488: f64, %arg489: f64):
      %467 = "arith.mulf"(%arg487, %arg488) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%467) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %26 = "linalg.generic"(%25, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg485: f64, %arg486: f64):
      %466 = "arith.addf"(%arg485, %arg486) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%466) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %27 = "linalg.generic"(%26, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg483: f64, %arg484: f64):
      %465 = "arith.divf"(%arg483, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%465) : (f64) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %28 = "tensor.empty"() : () -> tensor<4x16x1xf32>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg481: f64, %arg482: f32):
      %464 = "arith.truncf"(%arg481) : (f64) -> f32
      "linalg.yield"(%464) : (f32) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %30 = "linalg.fill"(%4, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg479: f32, %arg480: f32):
      "linalg.yield"(%arg479) : (f32) -> ()
    }) : (f32, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %31 = "linalg.generic"(%17, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg477: f32, %arg478: f32):
      %463 = "arith.addf"(%arg477, %arg478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%463) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %32 = "linalg.generic"(%31, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg475: f32, %arg476: f32):
      %462 = "arith.divf"(%arg475, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%462) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %33 = "linalg.generic"(%29, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg473: f32, %arg474: f32):
      %460 = "arith.truncf"(%11) : (f64) -> f32
      %461 = "arith.addf"(%arg473, %460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%461) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %34 = "linalg.generic"(%33, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg471: f32, %arg472: f32):
      %459 = "math.rsqrt"(%arg471) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%459) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %35 = "linalg.generic"(%17, %32, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg468: f32, %arg469: f32, %arg470: f32):
      %458 = "arith.subf"(%arg468, %arg469) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%458) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %36 = "linalg.generic"(%35, %34, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg465: f32, %arg466: f32, %arg467: f32):
      %457 = "arith.mulf"(%arg465, %arg466) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%457) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %37 = "linalg.generic"(%36, %arg3, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg462: f32, %arg463: f32, %arg464: f32):
      %456 = "arith.mulf"(%arg462, %arg463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%456) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %38 = "linalg.generic"(%37, %arg4, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg459: f32, %arg460: f32, %arg461: f32):
      %455 = "arith.addf"(%arg459, %arg460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%455) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %39 = "tensor.empty"() : () -> tensor<16x32xf32>
    %40 = "linalg.transpose"(%arg5, %39) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg457: f32, %arg458: f32):
      "linalg.yield"(%arg457) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %41 = "tensor.collapse_shape"(%38) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x16xf32>) -> tensor<64x16xf32>
    %42 = "tensor.empty"() : () -> tensor<64x32xf32>
    %43 = "linalg.fill"(%4, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg455: f32, %arg456: f32):
      "linalg.yield"(%arg455) : (f32) -> ()
    }) : (f32, tensor<64x32xf32>) -> tensor<64x32xf32>
    %44 = "linalg.matmul"(%41, %40, %43) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg452: f32, %arg453: f32, %arg454: f32):
      %453 = "arith.mulf"(%arg452, %arg453) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %454 = "arith.addf"(%arg454, %453) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%454) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %45 = "linalg.generic"(%arg6, %42) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg450: f32, %arg451: f32):
      "linalg.yield"(%arg450) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %46 = "linalg.generic"(%44, %45, %42) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg447: f32, %arg448: f32, %arg449: f32):
      %452 = "arith.addf"(%arg447, %arg448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%452) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %47 = "tensor.expand_shape"(%46) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 32>}> : (tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %48 = "tensor.empty"() : () -> tensor<4x16x32xf32>
    %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg445: f32, %arg446: f32):
      %447 = "arith.divf"(%arg445, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %448 = "math.erf"(%447) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %449 = "arith.addf"(%448, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %450 = "arith.mulf"(%449, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %451 = "arith.mulf"(%arg445, %450) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%451) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %50 = "tensor.empty"() : () -> tensor<32x16xf32>
    %51 = "linalg.transpose"(%arg7, %50) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg443: f32, %arg444: f32):
      "linalg.yield"(%arg443) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %52 = "tensor.collapse_shape"(%49) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %53 = "tensor.empty"() : () -> tensor<64x16xf32>
    %54 = "linalg.fill"(%4, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg441: f32, %arg442: f32):
      "linalg.yield"(%arg441) : (f32) -> ()
    }) : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
    %55 = "linalg.matmul"(%52, %51, %54) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg438: f32, %arg439: f32, %arg440: f32):
      %445 = "arith.mulf"(%arg438, %arg439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %446 = "arith.addf"(%arg440, %445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%446) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %56 = "linalg.generic"(%arg8, %53) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg436: f32, %arg437: f32):
      "linalg.yield"(%arg436) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %57 = "linalg.generic"(%55, %56, %53) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg433: f32, %arg434: f32, %arg435: f32):
      %444 = "arith.addf"(%arg433, %arg434) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%444) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %58 = "tensor.expand_shape"(%57) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 16>}> : (tensor<64x16xf32>) -> tensor<4x16x16xf32>
    %59 = "linalg.generic"(%17, %58, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg430: f32, %arg431: f32, %arg432: f32):
      %443 = "arith.addf"(%arg430, %arg431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%443) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %60 = "linalg.generic"(%59, %18) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg428: f32, %arg429: f64):
      %442 = "arith.extf"(%arg428) : (f32) -> f64
      "linalg.yield"(%442) : (f64) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %61 = "linalg.generic"(%60, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg426: f64, %arg427: f64):
      %441 = "arith.addf"(%arg426, %arg427) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%441) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %62 = "linalg.generic"(%61, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg424: f64, %arg425: f64):
      %440 = "arith.divf"(%arg424, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%440) : (f64) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %63 = "linalg.generic"(%60, %62, %18) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg421: f64, %arg422: f64, %arg423: f64):
      %439 = "arith.subf"(%arg421, %arg422) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%439) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %64 = "linalg.generic"(%63, %63, %18) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg418: f64, %arg419: f64, %arg420: f64):
      %438 = "arith.mulf"(%arg418, %arg419) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%438) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %65 = "linalg.generic"(%64, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg416: f64, %arg417: f64):
      %437 = "arith.addf"(%arg416, %arg417) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%437) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %66 = "linalg.generic"(%65, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg414: f64, %arg415: f64):
      %436 = "arith.divf"(%arg414, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%436) : (f64) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %67 = "linalg.generic"(%66, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg412: f64, %arg413: f32):
      %435 = "arith.truncf"(%arg412) : (f64) -> f32
      "linalg.yield"(%435) : (f32) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %68 = "linalg.generic"(%59, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg410: f32, %arg411: f32):
      %434 = "arith.addf"(%arg410, %arg411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%434) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %69 = "linalg.generic"(%68, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg408: f32, %arg409: f32):
      %433 = "arith.divf"(%arg408, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%433) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %70 = "linalg.generic"(%67, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg406: f32, %arg407: f32):
      %431 = "arith.truncf"(%11) : (f64) -> f32
      %432 = "arith.addf"(%arg406, %431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%432) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %71 = "linalg.generic"(%70, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg404: f32, %arg405: f32):
      %430 = "math.rsqrt"(%arg404) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%430) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %72 = "linalg.generic"(%59, %69, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg401: f32, %arg402: f32, %arg403: f32):
      %429 = "arith.subf"(%arg401, %arg402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%429) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %73 = "linalg.generic"(%72, %71, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg398: f32, %arg399: f32, %arg400: f32):
      %428 = "arith.mulf"(%arg398, %arg399) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%428) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %74 = "linalg.generic"(%73, %arg9, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg395: f32, %arg396: f32, %arg397: f32):
      %427 = "arith.mulf"(%arg395, %arg396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%427) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %75 = "linalg.generic"(%74, %arg10, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32, %arg394: f32):
      %426 = "arith.addf"(%arg392, %arg393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%426) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %76 = "linalg.transpose"(%arg11, %39) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg390: f32, %arg391: f32):
      "linalg.yield"(%arg390) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %77 = "tensor.collapse_shape"(%75) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x16xf32>) -> tensor<64x16xf32>
    %78 = "linalg.matmul"(%77, %76, %43) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg387: f32, %arg388: f32, %arg389: f32):
      %424 = "arith.mulf"(%arg387, %arg388) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %425 = "arith.addf"(%arg389, %424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%425) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %79 = "linalg.generic"(%arg12, %42) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg385: f32, %arg386: f32):
      "linalg.yield"(%arg385) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %80 = "linalg.generic"(%78, %79, %42) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg382: f32, %arg383: f32, %arg384: f32):
      %423 = "arith.addf"(%arg382, %arg383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%423) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %81 = "tensor.expand_shape"(%80) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 32>}> : (tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %82 = "linalg.generic"(%81, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg380: f32, %arg381: f32):
      %418 = "arith.divf"(%arg380, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %419 = "math.erf"(%418) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %420 = "arith.addf"(%419, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %421 = "arith.mulf"(%420, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %422 = "arith.mulf"(%arg380, %421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%422) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %83 = "linalg.transpose"(%arg13, %50) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg378: f32, %arg379: f32):
      "linalg.yield"(%arg378) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %84 = "tensor.collapse_shape"(%82) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %85 = "linalg.matmul"(%84, %83, %54) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg375: f32, %arg376: f32, %arg377: f32):
      %416 = "arith.mulf"(%arg375, %arg376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %417 = "arith.addf"(%arg377, %416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%417) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %86 = "linalg.generic"(%arg14, %53) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg373: f32, %arg374: f32):
      "linalg.yield"(%arg373) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %87 = "linalg.generic"(%85, %86, %53) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg370: f32, %arg371: f32, %arg372: f32):
      %415 = "arith.addf"(%arg370, %arg371) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%415) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %88 = "tensor.expand_shape"(%87) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 16>}> : (tensor<64x16xf32>) -> tensor<4x16x16xf32>
    %89 = "linalg.generic"(%59, %88, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg367: f32, %arg368: f32, %arg369: f32):
      %414 = "arith.addf"(%arg367, %arg368) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%414) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %90 = "linalg.generic"(%89, %18) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg365: f32, %arg366: f64):
      %413 = "arith.extf"(%arg365) : (f32) -> f64
      "linalg.yield"(%413) : (f64) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %91 = "linalg.generic"(%90, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg363: f64, %arg364: f64):
      %412 = "arith.addf"(%arg363, %arg364) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%412) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %92 = "linalg.generic"(%91, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg361: f64, %arg362: f64):
      %411 = "arith.divf"(%arg361, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%411) : (f64) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %93 = "linalg.generic"(%90, %92, %18) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg358: f64, %arg359: f64, %arg360: f64):
      %410 = "arith.subf"(%arg358, %arg359) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%410) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %94 = "linalg.generic"(%93, %93, %18) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg355: f64, %arg356: f64, %arg357: f64):
      %409 = "arith.mulf"(%arg355, %arg356) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%409) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %95 = "linalg.generic"(%94, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg353: f64, %arg354: f64):
      %408 = "arith.addf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%408) : (f64) -> ()
    }) : (tensor<4x16x16xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %96 = "linalg.generic"(%95, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg351: f64, %arg352: f64):
      %407 = "arith.divf"(%arg351, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%407) : (f64) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %97 = "linalg.generic"(%96, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg349: f64, %arg350: f32):
      %406 = "arith.truncf"(%arg349) : (f64) -> f32
      "linalg.yield"(%406) : (f32) -> ()
    }) : (tensor<4x16x1xf64>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %98 = "linalg.generic"(%89, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg347: f32, %arg348: f32):
      %405 = "arith.addf"(%arg347, %arg348) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%405) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %99 = "linalg.generic"(%98, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg345: f32, %arg346: f32):
      %404 = "arith.divf"(%arg345, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%404) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %100 = "linalg.generic"(%97, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg343: f32, %arg344: f32):
      %402 = "arith.truncf"(%11) : (f64) -> f32
      %403 = "arith.addf"(%arg343, %402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%403) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %101 = "linalg.generic"(%100, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg341: f32, %arg342: f32):
      %401 = "math.rsqrt"(%arg341) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%401) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %102 = "linalg.generic"(%89, %99, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg338: f32, %arg339: f32, %arg340: f32):
      %400 = "arith.subf"(%arg338, %arg339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%400) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %103 = "linalg.generic"(%102, %101, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg335: f32, %arg336: f32, %arg337: f32):
      %399 = "arith.mulf"(%arg335, %arg336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%399) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %104 = "linalg.generic"(%103, %arg15, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg332: f32, %arg333: f32, %arg334: f32):
      %398 = "arith.mulf"(%arg332, %arg333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%398) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %105 = "linalg.generic"(%104, %arg16, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg329: f32, %arg330: f32, %arg331: f32):
      %397 = "arith.addf"(%arg329, %arg330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%397) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %106 = "linalg.transpose"(%arg17, %39) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg327: f32, %arg328: f32):
      "linalg.yield"(%arg327) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %107 = "tensor.collapse_shape"(%105) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x16xf32>) -> tensor<64x16xf32>
    %108 = "linalg.matmul"(%107, %106, %43) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg324: f32, %arg325: f32, %arg326: f32):
      %395 = "arith.mulf"(%arg324, %arg325) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %396 = "arith.addf"(%arg326, %395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%396) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %109 = "linalg.generic"(%arg18, %42) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg322: f32, %arg323: f32):
      "linalg.yield"(%arg322) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %110 = "linalg.generic"(%108, %109, %42) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg319: f32, %arg320: f32, %arg321: f32):
      %394 = "arith.addf"(%arg319, %arg320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%394) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %111 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<4x16xi64>) -> tensor<64xi64>
    %112 = "tensor.empty"() : () -> tensor<64xi64>
    %113 = "linalg.fill"(%1, %112) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg317: i64, %arg318: i64):
      "linalg.yield"(%arg317) : (i64) -> ()
    }) : (i64, tensor<64xi64>) -> tensor<64xi64>
    %114 = "tensor.empty"() : () -> tensor<64xf32>
    %115 = "linalg.fill"(%7, %114) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg315: f32, %arg316: f32):
      "linalg.yield"(%arg315) : (f32) -> ()
    }) : (f32, tensor<64xf32>) -> tensor<64xf32>
    %116:2 = "linalg.generic"(%110, %115, %113) <{indexing_maps = [#map7, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg312: f32, %arg313: f32, %arg314: i64):
      %389 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %390 = "arith.index_cast"(%389) : (index) -> i64
      %391 = "arith.maximumf"(%arg312, %arg313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %392 = "arith.cmpf"(%arg312, %arg313) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %393 = "arith.select"(%392, %390, %arg314) : (i1, i64, i64) -> i64
      "linalg.yield"(%391, %393) : (f32, i64) -> ()
    }) : (tensor<64x32xf32>, tensor<64xf32>, tensor<64xi64>) -> (tensor<64xf32>, tensor<64xi64>)
    %117 = "tensor.expand_shape"(%116#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 64, 1>}> : (tensor<64xf32>) -> tensor<64x1xf32>
    %118 = "linalg.generic"(%110, %117, %42) <{indexing_maps = [#map7, #map9, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg309: f32, %arg310: f32, %arg311: f32):
      %388 = "arith.subf"(%arg309, %arg310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%388) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x1xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %119 = "linalg.generic"(%118, %42) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg307: f32, %arg308: f32):
      %387 = "math.exp"(%arg307) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%387) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %120 = "tensor.empty"() : () -> tensor<64x1xf32>
    %121 = "linalg.fill"(%4, %120) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg305: f32, %arg306: f32):
      "linalg.yield"(%arg305) : (f32) -> ()
    }) : (f32, tensor<64x1xf32>) -> tensor<64x1xf32>
    %122 = "linalg.generic"(%119, %121) <{indexing_maps = [#map7, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg303: f32, %arg304: f32):
      %386 = "arith.addf"(%arg303, %arg304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%386) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x1xf32>) -> tensor<64x1xf32>
    %123 = "linalg.generic"(%122, %120) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32):
      %385 = "math.log"(%arg301) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%385) : (f32) -> ()
    }) : (tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x1xf32>
    %124 = "linalg.generic"(%118, %123, %42) <{indexing_maps = [#map7, #map9, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32, %arg300: f32):
      %384 = "arith.subf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%384) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x1xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %125 = "tensor.empty"() : () -> tensor<64xi1>
    %126 = "linalg.generic"(%111, %125) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg296: i64, %arg297: i1):
      %383 = "arith.cmpi"(%arg296, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%383) : (i1) -> ()
    }) : (tensor<64xi64>, tensor<64xi1>) -> tensor<64xi1>
    %127 = "linalg.generic"(%126, %114) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg294: i1, %arg295: f32):
      %382 = "arith.uitofp"(%arg294) : (i1) -> f32
      "linalg.yield"(%382) : (f32) -> ()
    }) : (tensor<64xi1>, tensor<64xf32>) -> tensor<64xf32>
    %128 = "tensor.expand_shape"(%111) <{reassociation = [[0, 1]], static_output_shape = array<i64: 64, 1>}> : (tensor<64xi64>) -> tensor<64x1xi64>
    %129 = "tensor.empty"() : () -> tensor<32xi64>
    %130 = "linalg.generic"(%129) <{indexing_maps = [#map10], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg293: i64):
      %380 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %381 = "arith.index_cast"(%380) : (index) -> i64
      "linalg.yield"(%381) : (i64) -> ()
    }) : (tensor<32xi64>) -> tensor<32xi64>
    %131 = "tensor.empty"() : () -> tensor<64x32xi1>
    %132 = "linalg.generic"(%128, %130, %131) <{indexing_maps = [#map9, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg290: i64, %arg291: i64, %arg292: i1):
      %379 = "arith.cmpi"(%arg290, %arg291) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%379) : (i1) -> ()
    }) : (tensor<64x1xi64>, tensor<32xi64>, tensor<64x32xi1>) -> tensor<64x32xi1>
    %133 = "linalg.generic"(%132, %42) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg288: i1, %arg289: f32):
      %378 = "arith.uitofp"(%arg288) : (i1) -> f32
      "linalg.yield"(%378) : (f32) -> ()
    }) : (tensor<64x32xi1>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %134 = "linalg.generic"(%124, %133, %42) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg285: f32, %arg286: f32, %arg287: f32):
      %377 = "arith.mulf"(%arg285, %arg286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%377) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %135 = "linalg.fill"(%4, %114) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg283: f32, %arg284: f32):
      "linalg.yield"(%arg283) : (f32) -> ()
    }) : (f32, tensor<64xf32>) -> tensor<64xf32>
    %136 = "linalg.generic"(%134, %135) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32):
      %376 = "arith.addf"(%arg281, %arg282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%376) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64xf32>) -> tensor<64xf32>
    %137 = "linalg.generic"(%136, %127, %114) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg278: f32, %arg279: f32, %arg280: f32):
      %375 = "arith.mulf"(%arg278, %arg279) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%375) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %138 = "tensor.empty"() : () -> tensor<f32>
    %139 = "linalg.fill"(%4, %138) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg276: f32, %arg277: f32):
      "linalg.yield"(%arg276) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %140 = "linalg.generic"(%137, %139) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg274: f32, %arg275: f32):
      %374 = "arith.addf"(%arg274, %arg275) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%374) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %141 = "linalg.generic"(%140, %138) <{indexing_maps = [#map12, #map12], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32):
      %373 = "arith.negf"(%arg272) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%373) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %142 = "linalg.generic"(%127, %139) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg270: f32, %arg271: f32):
      %372 = "arith.addf"(%arg270, %arg271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%372) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %143 = "linalg.generic"(%141, %142, %138) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32, %arg269: f32):
      %371 = "arith.divf"(%arg267, %arg268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%371) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %144 = "tensor.expand_shape"(%127) <{reassociation = [[0, 1]], static_output_shape = array<i64: 64, 1>}> : (tensor<64xf32>) -> tensor<64x1xf32>
    %145 = "linalg.generic"(%8, %138) <{indexing_maps = [#map12, #map12], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg265: f32, %arg266: f32):
      %370 = "arith.negf"(%arg265) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%370) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %146 = "linalg.generic"(%145, %142, %138) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %369 = "arith.divf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%369) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %147 = "linalg.generic"(%133, %144, %42) <{indexing_maps = [#map7, #map9, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg259: f32, %arg260: f32, %arg261: f32):
      %368 = "arith.mulf"(%arg259, %arg260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%368) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x1xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %148 = "linalg.generic"(%147, %146, %42) <{indexing_maps = [#map7, #map13, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg256: f32, %arg257: f32, %arg258: f32):
      %367 = "arith.mulf"(%arg256, %arg257) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%367) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<f32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %149 = "linalg.generic"(%124, %42) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg254: f32, %arg255: f32):
      %366 = "math.exp"(%arg254) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%366) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %150 = "linalg.generic"(%148, %121) <{indexing_maps = [#map7, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg252: f32, %arg253: f32):
      %365 = "arith.addf"(%arg252, %arg253) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%365) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x1xf32>) -> tensor<64x1xf32>
    %151 = "linalg.generic"(%149, %150, %42) <{indexing_maps = [#map7, #map9, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg249: f32, %arg250: f32, %arg251: f32):
      %364 = "arith.mulf"(%arg249, %arg250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%364) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x1xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %152 = "linalg.generic"(%148, %151, %42) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg246: f32, %arg247: f32, %arg248: f32):
      %363 = "arith.subf"(%arg246, %arg247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%363) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %153 = "linalg.matmul"(%152, %arg17, %54) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg243: f32, %arg244: f32, %arg245: f32):
      %361 = "arith.mulf"(%arg243, %arg244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %362 = "arith.addf"(%arg245, %361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%362) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %154 = "tensor.empty"() : () -> tensor<32x64xf32>
    %155 = "linalg.transpose"(%152, %154) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg241: f32, %arg242: f32):
      "linalg.yield"(%arg241) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %156 = "linalg.fill"(%4, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32):
      "linalg.yield"(%arg239) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %157 = "linalg.matmul"(%155, %107, %156) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32, %arg238: f32):
      %359 = "arith.mulf"(%arg236, %arg237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %360 = "arith.addf"(%arg238, %359) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%360) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %158 = "tensor.empty"() : () -> tensor<1x32xf32>
    %159 = "linalg.fill"(%4, %158) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg234: f32, %arg235: f32):
      "linalg.yield"(%arg234) : (f32) -> ()
    }) : (f32, tensor<1x32xf32>) -> tensor<1x32xf32>
    %160 = "linalg.generic"(%152, %159) <{indexing_maps = [#map7, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg232: f32, %arg233: f32):
      %358 = "arith.addf"(%arg232, %arg233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%358) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %161 = "tensor.collapse_shape"(%160) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %162 = "tensor.expand_shape"(%153) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 16>}> : (tensor<64x16xf32>) -> tensor<4x16x16xf32>
    %163 = "linalg.generic"(%162, %arg15, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg229: f32, %arg230: f32, %arg231: f32):
      %357 = "arith.mulf"(%arg229, %arg230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%357) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %164 = "linalg.generic"(%163, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg227: f32, %arg228: f32):
      %356 = "arith.mulf"(%arg227, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%356) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %165 = "linalg.generic"(%163, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32):
      %355 = "arith.addf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%355) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %166 = "linalg.generic"(%163, %103, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32, %arg224: f32):
      %354 = "arith.mulf"(%arg222, %arg223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%354) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %167 = "linalg.generic"(%166, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32):
      %353 = "arith.addf"(%arg220, %arg221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%353) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %168 = "linalg.generic"(%103, %167, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32, %arg219: f32):
      %352 = "arith.mulf"(%arg217, %arg218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%352) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %169 = "linalg.generic"(%164, %165, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32, %arg216: f32):
      %351 = "arith.subf"(%arg214, %arg215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%351) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %170 = "linalg.generic"(%169, %168, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32, %arg213: f32):
      %350 = "arith.subf"(%arg211, %arg212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%350) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %171 = "linalg.generic"(%101, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32):
      %349 = "arith.divf"(%arg209, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%349) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %172 = "linalg.generic"(%171, %170, %16) <{indexing_maps = [#map2, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %348 = "arith.mulf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%348) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %173 = "linalg.generic"(%162, %103, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f32, %arg205: f32):
      %347 = "arith.mulf"(%arg203, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%347) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %174 = "tensor.empty"() : () -> tensor<16xf32>
    %175 = "linalg.fill"(%4, %174) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32):
      "linalg.yield"(%arg201) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %176 = "linalg.generic"(%173, %175) <{indexing_maps = [#map1, #map3], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32):
      %346 = "arith.addf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%346) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %177 = "linalg.generic"(%162, %175) <{indexing_maps = [#map1, #map3], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      %345 = "arith.addf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%345) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %178 = "tensor.collapse_shape"(%172) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x16xf32>) -> tensor<64x16xf32>
    %179 = "linalg.matmul"(%178, %arg13, %43) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32, %arg196: f32):
      %343 = "arith.mulf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %344 = "arith.addf"(%arg196, %343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%344) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %180 = "tensor.empty"() : () -> tensor<16x64xf32>
    %181 = "linalg.transpose"(%178, %180) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %182 = "linalg.fill"(%4, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32):
      "linalg.yield"(%arg190) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %183 = "linalg.matmul"(%181, %84, %182) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32, %arg189: f32):
      %341 = "arith.mulf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %342 = "arith.addf"(%arg189, %341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%342) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %184 = "tensor.empty"() : () -> tensor<1x16xf32>
    %185 = "linalg.fill"(%4, %184) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      "linalg.yield"(%arg185) : (f32) -> ()
    }) : (f32, tensor<1x16xf32>) -> tensor<1x16xf32>
    %186 = "linalg.generic"(%178, %185) <{indexing_maps = [#map7, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      %340 = "arith.addf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%340) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %187 = "tensor.collapse_shape"(%186) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %188 = "tensor.expand_shape"(%179) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 32>}> : (tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %189 = "linalg.generic"(%81, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32):
      %338 = "arith.truncf"(%10) : (f64) -> f32
      %339 = "arith.mulf"(%arg181, %338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%339) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %190 = "linalg.generic"(%189, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      %337 = "math.erf"(%arg179) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%337) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %191 = "linalg.generic"(%190, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32):
      %336 = "arith.addf"(%arg177, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%336) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %192 = "linalg.generic"(%191, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg175: f32, %arg176: f32):
      %335 = "arith.mulf"(%arg175, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%335) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %193 = "linalg.generic"(%81, %81, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg172: f32, %arg173: f32, %arg174: f32):
      %334 = "arith.mulf"(%arg172, %arg173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%334) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %194 = "linalg.generic"(%193, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      %333 = "arith.mulf"(%arg170, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%333) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %195 = "linalg.generic"(%194, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32):
      %332 = "math.exp"(%arg168) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%332) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %196 = "linalg.generic"(%195, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32):
      %330 = "arith.truncf"(%9) : (f64) -> f32
      %331 = "arith.mulf"(%arg166, %330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%331) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %197 = "linalg.generic"(%81, %196, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32, %arg165: f32):
      %329 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%329) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %198 = "linalg.generic"(%192, %197, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32, %arg162: f32):
      %328 = "arith.addf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%328) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %199 = "linalg.generic"(%188, %198, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %327 = "arith.mulf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%327) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %200 = "tensor.collapse_shape"(%199) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %201 = "linalg.matmul"(%200, %arg11, %54) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f32, %arg156: f32):
      %325 = "arith.mulf"(%arg154, %arg155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %326 = "arith.addf"(%arg156, %325) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%326) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %202 = "linalg.transpose"(%200, %154) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg152: f32, %arg153: f32):
      "linalg.yield"(%arg152) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %203 = "linalg.matmul"(%202, %77, %156) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32, %arg151: f32):
      %323 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %324 = "arith.addf"(%arg151, %323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%324) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %204 = "linalg.generic"(%200, %159) <{indexing_maps = [#map7, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      %322 = "arith.addf"(%arg147, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%322) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %205 = "tensor.collapse_shape"(%204) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %206 = "tensor.expand_shape"(%201) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 16>}> : (tensor<64x16xf32>) -> tensor<4x16x16xf32>
    %207 = "linalg.generic"(%206, %arg9, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32, %arg146: f32):
      %321 = "arith.mulf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%321) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %208 = "linalg.generic"(%207, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32):
      %320 = "arith.mulf"(%arg142, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%320) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %209 = "linalg.generic"(%207, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32):
      %319 = "arith.addf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%319) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %210 = "linalg.generic"(%207, %73, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32, %arg139: f32):
      %318 = "arith.mulf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%318) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %211 = "linalg.generic"(%210, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      %317 = "arith.addf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%317) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %212 = "linalg.generic"(%73, %211, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
      %316 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%316) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %213 = "linalg.generic"(%208, %209, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
      %315 = "arith.subf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%315) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %214 = "linalg.generic"(%213, %212, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32, %arg128: f32):
      %314 = "arith.subf"(%arg126, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%314) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %215 = "linalg.generic"(%71, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32):
      %313 = "arith.divf"(%arg124, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%313) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %216 = "linalg.generic"(%215, %214, %16) <{indexing_maps = [#map2, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32, %arg123: f32):
      %312 = "arith.mulf"(%arg121, %arg122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%312) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %217 = "linalg.generic"(%206, %73, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32, %arg120: f32):
      %311 = "arith.mulf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%311) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %218 = "linalg.generic"(%217, %175) <{indexing_maps = [#map1, #map3], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      %310 = "arith.addf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%310) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %219 = "linalg.generic"(%206, %175) <{indexing_maps = [#map1, #map3], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      %309 = "arith.addf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%309) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %220 = "linalg.generic"(%172, %216, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
      %308 = "arith.addf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%308) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %221 = "tensor.collapse_shape"(%220) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x16xf32>) -> tensor<64x16xf32>
    %222 = "linalg.matmul"(%221, %arg7, %43) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %306 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %307 = "arith.addf"(%arg110, %306) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%307) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %223 = "linalg.transpose"(%221, %180) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      "linalg.yield"(%arg106) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %224 = "linalg.matmul"(%223, %52, %182) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
      %304 = "arith.mulf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %305 = "arith.addf"(%arg105, %304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%305) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %225 = "linalg.generic"(%221, %185) <{indexing_maps = [#map7, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32):
      %303 = "arith.addf"(%arg101, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%303) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %226 = "tensor.collapse_shape"(%225) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %227 = "tensor.expand_shape"(%222) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 32>}> : (tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %228 = "linalg.generic"(%47, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32):
      %301 = "arith.truncf"(%10) : (f64) -> f32
      %302 = "arith.mulf"(%arg99, %301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%302) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %229 = "linalg.generic"(%228, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32):
      %300 = "math.erf"(%arg97) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%300) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %230 = "linalg.generic"(%229, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      %299 = "arith.addf"(%arg95, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%299) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %231 = "linalg.generic"(%230, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32):
      %298 = "arith.mulf"(%arg93, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%298) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %232 = "linalg.generic"(%47, %47, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %297 = "arith.mulf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%297) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %233 = "linalg.generic"(%232, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %296 = "arith.mulf"(%arg88, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%296) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %234 = "linalg.generic"(%233, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      %295 = "math.exp"(%arg86) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%295) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %235 = "linalg.generic"(%234, %48) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32):
      %293 = "arith.truncf"(%9) : (f64) -> f32
      %294 = "arith.mulf"(%arg84, %293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%294) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %236 = "linalg.generic"(%47, %235, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
      %292 = "arith.mulf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%292) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %237 = "linalg.generic"(%231, %236, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %291 = "arith.addf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%291) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %238 = "linalg.generic"(%227, %237, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
      %290 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%290) : (f32) -> ()
    }) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %239 = "tensor.collapse_shape"(%238) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %240 = "linalg.matmul"(%239, %arg5, %54) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32, %arg74: f32):
      %288 = "arith.mulf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %289 = "arith.addf"(%arg74, %288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%289) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %241 = "linalg.transpose"(%239, %154) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      "linalg.yield"(%arg70) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %242 = "linalg.matmul"(%241, %41, %156) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %286 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %287 = "arith.addf"(%arg69, %286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%287) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %243 = "linalg.generic"(%239, %159) <{indexing_maps = [#map7, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      %285 = "arith.addf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%285) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %244 = "tensor.collapse_shape"(%243) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %245 = "tensor.expand_shape"(%240) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 16, 16>}> : (tensor<64x16xf32>) -> tensor<4x16x16xf32>
    %246 = "linalg.generic"(%245, %arg3, %16) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32, %arg64: f32):
      %284 = "arith.mulf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%284) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %247 = "linalg.generic"(%246, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      %283 = "arith.mulf"(%arg60, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%283) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %248 = "linalg.generic"(%246, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      %282 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%282) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %249 = "linalg.generic"(%246, %36, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %281 = "arith.mulf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%281) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %250 = "linalg.generic"(%249, %30) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      %280 = "arith.addf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%280) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %251 = "linalg.generic"(%36, %250, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32, %arg52: f32):
      %279 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%279) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %252 = "linalg.generic"(%247, %248, %16) <{indexing_maps = [#map1, #map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
      %278 = "arith.subf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%278) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x1xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %253 = "linalg.generic"(%252, %251, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32, %arg46: f32):
      %277 = "arith.subf"(%arg44, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%277) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %254 = "linalg.generic"(%34, %28) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %276 = "arith.divf"(%arg42, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%276) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %255 = "linalg.generic"(%254, %253, %16) <{indexing_maps = [#map2, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %275 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%275) : (f32) -> ()
    }) : (tensor<4x16x1xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %256 = "linalg.generic"(%245, %36, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %274 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%274) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %257 = "linalg.generic"(%256, %175) <{indexing_maps = [#map1, #map3], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      %273 = "arith.addf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%273) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %258 = "linalg.generic"(%245, %175) <{indexing_maps = [#map1, #map3], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      %272 = "arith.addf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %259 = "linalg.generic"(%220, %255, %16) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %271 = "arith.addf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %260 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<4x16xi64>) -> tensor<64xi64>
    %261 = "tensor.expand_shape"(%260) <{reassociation = [[0, 1]], static_output_shape = array<i64: 64, 1>}> : (tensor<64xi64>) -> tensor<64x1xi64>
    %262 = "linalg.generic"(%261, %130, %131) <{indexing_maps = [#map9, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: i64, %arg27: i64, %arg28: i1):
      %270 = "arith.cmpi"(%arg26, %arg27) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%270) : (i1) -> ()
    }) : (tensor<64x1xi64>, tensor<32xi64>, tensor<64x32xi1>) -> tensor<64x32xi1>
    %263 = "linalg.generic"(%262, %42) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: i1, %arg25: f32):
      %269 = "arith.uitofp"(%arg24) : (i1) -> f32
      "linalg.yield"(%269) : (f32) -> ()
    }) : (tensor<64x32xi1>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %264 = "tensor.collapse_shape"(%259) <{reassociation = [[0, 1], [2]]}> : (tensor<4x16x16xf32>) -> tensor<64x16xf32>
    %265 = "linalg.transpose"(%263, %154) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %266 = "linalg.matmul"(%265, %264, %156) <{indexing_maps = [#map4, #map5, #map], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %267 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %268 = "arith.addf"(%arg21, %267) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%268) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%143, %266, %257, %258, %242, %244, %224, %226, %218, %219, %203, %205, %183, %187, %176, %177, %157, %161) : (tensor<f32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>) -> ()
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
  %e0 = tensor.empty() : tensor<4x16xi64>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e0 : tensor<4x16xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
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
  } -> tensor<4x16xi64>
  // input 1: y
  %e1 = tensor.empty() : tensor<4x16xi64>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e1 : tensor<4x16xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 16 : index
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
  } -> tensor<4x16xi64>
  // input 2: embed.weight
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
  // input 3: blocks.0.0.weight
  %e3 = tensor.empty() : tensor<16xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e3 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 4: blocks.0.0.bias
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
  // input 5: blocks.0.1.weight
  %e5 = tensor.empty() : tensor<32x16xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e5 : tensor<32x16xf32>) {
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
    %sc = arith.constant 5.000000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x16xf32>
  // input 6: blocks.0.1.bias
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
  // input 7: blocks.0.3.weight
  %e7 = tensor.empty() : tensor<16x32xf32>
  %in7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e7 : tensor<16x32xf32>) {
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
    %ck = arith.constant 77 : index
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
  // input 8: blocks.0.3.bias
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
    linalg.yield %v0 : f32
  } -> tensor<16xf32>
  // input 9: blocks.1.0.weight
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 10: blocks.1.0.bias
  %e10 = tensor.empty() : tensor<16xf32>
  %in10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e10 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 11: blocks.1.1.weight
  %e11 = tensor.empty() : tensor<32x16xf32>
  %in11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e11 : tensor<32x16xf32>) {
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
    %ck = arith.constant 121 : index
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
  // input 12: blocks.1.1.bias
  %e12 = tensor.empty() : tensor<32xf32>
  %in12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e12 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
    linalg.yield %v0 : f32
  } -> tensor<32xf32>
  // input 13: blocks.1.3.weight
  %e13 = tensor.empty() : tensor<16x32xf32>
  %in13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e13 : tensor<16x32xf32>) {
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
    %ck = arith.constant 143 : index
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
  // input 14: blocks.1.3.bias
  %e14 = tensor.empty() : tensor<16xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e14 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 154 : index
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
  // input 15: norm.weight
  %e15 = tensor.empty() : tensor<16xf32>
  %in15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e15 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 16: norm.bias
  %e16 = tensor.empty() : tensor<16xf32>
  %in16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e16 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 17: out.weight
  %e17 = tensor.empty() : tensor<32x16xf32>
  %in17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e17 : tensor<32x16xf32>) {
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
    %ck = arith.constant 187 : index
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
  // input 18: out.bias
  %e18 = tensor.empty() : tensor<32xf32>
  %in18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e18 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
    linalg.yield %v0 : f32
  } -> tensor<32xf32>
  call @remat_rt_reset_peak() : () -> ()
  %res:18 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18) : (tensor<4x16xi64>, tensor<4x16xi64>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>) -> (tensor<f32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<32x16xf32> to memref<32x16xf32>
  %u1 = memref.cast %b1 : memref<32x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<16xf32> to memref<16xf32>
  %u2 = memref.cast %b2 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<16xf32> to memref<16xf32>
  %u3 = memref.cast %b3 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<32x16xf32> to memref<32x16xf32>
  %u4 = memref.cast %b4 : memref<32x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<32xf32> to memref<32xf32>
  %u5 = memref.cast %b5 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<16x32xf32> to memref<16x32xf32>
  %u6 = memref.cast %b6 : memref<16x32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<16xf32> to memref<16xf32>
  %u7 = memref.cast %b7 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<16xf32> to memref<16xf32>
  %u8 = memref.cast %b8 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %b9 = bufferization.to_buffer %res#9 : tensor<16xf32> to memref<16xf32>
  %u9 = memref.cast %b9 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u9) : (memref<*xf32>) -> ()
  %b10 = bufferization.to_buffer %res#10 : tensor<32x16xf32> to memref<32x16xf32>
  %u10 = memref.cast %b10 : memref<32x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u10) : (memref<*xf32>) -> ()
  %b11 = bufferization.to_buffer %res#11 : tensor<32xf32> to memref<32xf32>
  %u11 = memref.cast %b11 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %b12 = bufferization.to_buffer %res#12 : tensor<16x32xf32> to memref<16x32xf32>
  %u12 = memref.cast %b12 : memref<16x32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u12) : (memref<*xf32>) -> ()
  %b13 = bufferization.to_buffer %res#13 : tensor<16xf32> to memref<16xf32>
  %u13 = memref.cast %b13 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %b14 = bufferization.to_buffer %res#14 : tensor<16xf32> to memref<16xf32>
  %u14 = memref.cast %b14 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u14) : (memref<*xf32>) -> ()
  %b15 = bufferization.to_buffer %res#15 : tensor<16xf32> to memref<16xf32>
  %u15 = memref.cast %b15 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u15) : (memref<*xf32>) -> ()
  %b16 = bufferization.to_buffer %res#16 : tensor<32x16xf32> to memref<32x16xf32>
  %u16 = memref.cast %b16 : memref<32x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u16) : (memref<*xf32>) -> ()
  %b17 = bufferization.to_buffer %res#17 : tensor<32xf32> to memref<32xf32>
  %u17 = memref.cast %b17 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u17) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
