// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/resnet18.ref.npz --budgets min --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: resnet18.mlir: {{[0-9]+}} results match the reference
// CHECK: resnet18.mlir: PASS

// resnet18 training step (ResNet-18, width 4, 64x64, batch 4), imported from PyTorch by
// python/remat_torch/zoo.py --size tiny: @step(x, y, params...) -> (loss, grads...).
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map14 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map15 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map16 = affine_map<(d0, d1) -> (d1)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d0, 0)>
#map19 = affine_map<(d0) -> ()>
#map20 = affine_map<() -> ()>
#map21 = affine_map<(d0, d1) -> ()>
#map22 = affine_map<(d0, d1) -> (0, d1)>
#map23 = affine_map<(d0, d1, d2, d3) -> ()>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6 * 2, d4 + d7 * 2)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map27 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map28 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map29 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x3x64x64xf32>, tensor<4xi64>, tensor<4x3x7x7xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<4x3x7x7xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<4x3x64x64xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4x3x7x7xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4x4x3x3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x4x3x3xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4x4x3x3xf32>, %arg12: tensor<4xf32>, %arg13: tensor<4xf32>, %arg14: tensor<4x4x3x3xf32>, %arg15: tensor<4xf32>, %arg16: tensor<4xf32>, %arg17: tensor<8x4x3x3xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8x8x3x3xf32>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8x4x1x1xf32>, %arg24: tensor<8xf32>, %arg25: tensor<8xf32>, %arg26: tensor<8x8x3x3xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8x8x3x3xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8xf32>, %arg32: tensor<16x8x3x3xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<16x16x3x3xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16x8x1x1xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16x16x3x3xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16xf32>, %arg44: tensor<16x16x3x3xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x16x3x3xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x32x3x3xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32x16x1x1xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x32x3x3xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32x32x3x3xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<10x32xf32>, %arg63: tensor<10xf32>):
    %0 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 4.096000e+03 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 4.096000e+03 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 32 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1.024000e+03 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 1.024000e+03 : f64}> : () -> f64
    %19 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %21 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %23 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %25 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %26 = "arith.constant"() <{value = 6.250000e-02 : f32}> : () -> f32
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1.562500e-02 : f32}> : () -> f32
    %29 = "arith.constant"() <{value = 3.906250e-03 : f32}> : () -> f32
    %30 = "arith.constant"() <{value = 9.765625E-4 : f32}> : () -> f32
    %31 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x4x16x16xf32>}> : () -> tensor<4x4x16x16xf32>
    %32 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x4x32x16x1xf32>}> : () -> tensor<4x4x32x16x1xf32>
    %33 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x4x33x16x1xf32>}> : () -> tensor<4x4x33x16x1xf32>
    %34 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x4x34x16x1xf32>}> : () -> tensor<4x4x34x16x1xf32>
    %35 = "arith.constant"() <{value = 2.44140625E-4 : f32}> : () -> f32
    %36 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 3, 3>, static_low = array<i64: 0, 0, 3, 3>}> ({
    ^bb0(%arg2565: index, %arg2566: index, %arg2567: index, %arg2568: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x3x64x64xf32>) -> tensor<4x3x70x70xf32>
    %37 = "tensor.empty"() : () -> tensor<4x4x32x32xf32>
    %38 = "linalg.fill"(%7, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2563: f32, %arg2564: f32):
      "linalg.yield"(%arg2563) : (f32) -> ()
    }) : (f32, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %39 = "linalg.conv_2d_nchw_fchw"(%36, %arg2, %38) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2560: f32, %arg2561: f32, %arg2562: f32):
      %2416 = "arith.mulf"(%arg2560, %arg2561) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2417 = "arith.addf"(%arg2562, %2416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2417) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x3x70x70xf32>, tensor<4x3x7x7xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %40 = "tensor.empty"() : () -> tensor<4xf32>
    %41 = "linalg.fill"(%7, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2558: f32, %arg2559: f32):
      "linalg.yield"(%arg2558) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %42 = "linalg.generic"(%39, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2556: f32, %arg2557: f32):
      %2415 = "arith.addf"(%arg2556, %arg2557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2415) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "linalg.generic"(%42, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2554: f32, %arg2555: f32):
      %2414 = "arith.divf"(%arg2554, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2414) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %44 = "tensor.empty"() : () -> tensor<4x4x32x32xf64>
    %45 = "linalg.generic"(%39, %44) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2552: f32, %arg2553: f64):
      %2413 = "arith.extf"(%arg2552) : (f32) -> f64
      "linalg.yield"(%2413) : (f64) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %46 = "tensor.empty"() : () -> tensor<1x4x1x1xf64>
    %47 = "linalg.fill"(%8, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2550: f64, %arg2551: f64):
      "linalg.yield"(%arg2550) : (f64) -> ()
    }) : (f64, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %48 = "linalg.generic"(%45, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2548: f64, %arg2549: f64):
      %2412 = "arith.addf"(%arg2548, %arg2549) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2412) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %49 = "linalg.generic"(%48, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2546: f64, %arg2547: f64):
      %2411 = "arith.divf"(%arg2546, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2411) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %50 = "linalg.generic"(%45, %49, %44) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2543: f64, %arg2544: f64, %arg2545: f64):
      %2410 = "arith.subf"(%arg2543, %arg2544) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2410) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<1x4x1x1xf64>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %51 = "linalg.generic"(%50, %50, %44) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2540: f64, %arg2541: f64, %arg2542: f64):
      %2409 = "arith.mulf"(%arg2540, %arg2541) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2409) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<4x4x32x32xf64>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %52 = "tensor.empty"() : () -> tensor<4xf64>
    %53 = "linalg.fill"(%8, %52) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2538: f64, %arg2539: f64):
      "linalg.yield"(%arg2538) : (f64) -> ()
    }) : (f64, tensor<4xf64>) -> tensor<4xf64>
    %54 = "linalg.generic"(%51, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2536: f64, %arg2537: f64):
      %2408 = "arith.addf"(%arg2536, %arg2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2408) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<4xf64>) -> tensor<4xf64>
    %55 = "linalg.generic"(%54, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2534: f64, %arg2535: f64):
      %2407 = "arith.divf"(%arg2534, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2407) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %56 = "linalg.generic"(%55, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2532: f64, %arg2533: f32):
      %2406 = "arith.truncf"(%arg2532) : (f64) -> f32
      "linalg.yield"(%2406) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "linalg.generic"(%56, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2530: f32, %arg2531: f32):
      %2404 = "arith.truncf"(%13) : (f64) -> f32
      %2405 = "arith.addf"(%arg2530, %2404) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2405) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "linalg.generic"(%57, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2528: f32, %arg2529: f32):
      %2403 = "math.rsqrt"(%arg2528) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2403) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "tensor.expand_shape"(%43) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %60 = "tensor.expand_shape"(%58) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %61 = "linalg.generic"(%39, %59, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2525: f32, %arg2526: f32, %arg2527: f32):
      %2402 = "arith.subf"(%arg2525, %arg2526) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2402) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %62 = "linalg.generic"(%61, %60, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2522: f32, %arg2523: f32, %arg2524: f32):
      %2401 = "arith.mulf"(%arg2522, %arg2523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2401) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %63 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %64 = "linalg.generic"(%62, %63, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2519: f32, %arg2520: f32, %arg2521: f32):
      %2400 = "arith.mulf"(%arg2519, %arg2520) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2400) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %65 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %66 = "linalg.generic"(%64, %65, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2516: f32, %arg2517: f32, %arg2518: f32):
      %2399 = "arith.addf"(%arg2516, %arg2517) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2399) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %67 = "linalg.generic"(%66, %37) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2514: f32, %arg2515: f32):
      %2397 = "arith.cmpf"(%arg2514, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2398 = "arith.select"(%2397, %arg2514, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2398) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %68 = "tensor.pad"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2510: index, %arg2511: index, %arg2512: index, %arg2513: index):
      "tensor.yield"(%9) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>) -> tensor<4x4x34x34xf32>
    %69 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %70 = "linalg.fill"(%9, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2508: f32, %arg2509: f32):
      "linalg.yield"(%arg2508) : (f32) -> ()
    }) : (f32, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %71 = "tensor.empty"() : () -> tensor<3x3xf32>
    %72 = "linalg.pooling_nchw_max"(%68, %71, %70) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2505: f32, %arg2506: f32, %arg2507: f32):
      %2396 = "arith.maximumf"(%arg2507, %arg2505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2396) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<4x4x34x34xf32>, tensor<3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %73 = "tensor.empty"() : () -> tensor<4x4x16x16xi64>
    %74 = "linalg.fill"(%10, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2503: i64, %arg2504: i64):
      "linalg.yield"(%arg2503) : (i64) -> ()
    }) : (i64, tensor<4x4x16x16xi64>) -> tensor<4x4x16x16xi64>
    %75 = "tensor.empty"() : () -> tensor<3x3xi64>
    %76 = "linalg.generic"(%72, %75, %74) <{indexing_maps = [#map9, #map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2500: f32, %arg2501: i64, %arg2502: i64):
      %2376 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %2377 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %2378 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %2379 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %2380 = "arith.muli"(%2378, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2381 = "arith.addi"(%2380, %2379) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2382 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %2383 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %2384 = "arith.muli"(%2382, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2385 = "arith.addi"(%2384, %2383) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2386 = "tensor.extract"(%68, %2376, %2377, %2381, %2385) : (tensor<4x4x34x34xf32>, index, index, index, index) -> f32
      %2387 = "arith.cmpf"(%2386, %arg2500) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %2388 = "arith.subi"(%2385, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2389 = "arith.subi"(%2381, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2390 = "arith.muli"(%2389, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2391 = "arith.addi"(%2388, %2390) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2392 = "arith.index_cast"(%2391) : (index) -> i64
      %2393 = "arith.select"(%2387, %2392, %arg2502) : (i1, i64, i64) -> i64
      %2394 = "arith.cmpi"(%arg2502, %10) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %2395 = "arith.select"(%2394, %2393, %arg2502) : (i1, i64, i64) -> i64
      "linalg.yield"(%2395) : (i64) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<3x3xi64>, tensor<4x4x16x16xi64>) -> tensor<4x4x16x16xi64>
    %77 = "tensor.pad"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2496: index, %arg2497: index, %arg2498: index, %arg2499: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %78 = "linalg.fill"(%7, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2494: f32, %arg2495: f32):
      "linalg.yield"(%arg2494) : (f32) -> ()
    }) : (f32, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %79 = "linalg.conv_2d_nchw_fchw"(%77, %arg5, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2491: f32, %arg2492: f32, %arg2493: f32):
      %2374 = "arith.mulf"(%arg2491, %arg2492) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2375 = "arith.addf"(%arg2493, %2374) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2375) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %80 = "linalg.generic"(%79, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2489: f32, %arg2490: f32):
      %2373 = "arith.addf"(%arg2489, %arg2490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2373) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %81 = "linalg.generic"(%80, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2487: f32, %arg2488: f32):
      %2372 = "arith.divf"(%arg2487, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2372) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "tensor.empty"() : () -> tensor<4x4x16x16xf64>
    %83 = "linalg.generic"(%79, %82) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2485: f32, %arg2486: f64):
      %2371 = "arith.extf"(%arg2485) : (f32) -> f64
      "linalg.yield"(%2371) : (f64) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %84 = "linalg.generic"(%83, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2483: f64, %arg2484: f64):
      %2370 = "arith.addf"(%arg2483, %arg2484) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2370) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %85 = "linalg.generic"(%84, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2481: f64, %arg2482: f64):
      %2369 = "arith.divf"(%arg2481, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2369) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %86 = "linalg.generic"(%83, %85, %82) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2478: f64, %arg2479: f64, %arg2480: f64):
      %2368 = "arith.subf"(%arg2478, %arg2479) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2368) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %87 = "linalg.generic"(%86, %86, %82) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2475: f64, %arg2476: f64, %arg2477: f64):
      %2367 = "arith.mulf"(%arg2475, %arg2476) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2367) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %88 = "linalg.generic"(%87, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2473: f64, %arg2474: f64):
      %2366 = "arith.addf"(%arg2473, %arg2474) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2366) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4xf64>) -> tensor<4xf64>
    %89 = "linalg.generic"(%88, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2471: f64, %arg2472: f64):
      %2365 = "arith.divf"(%arg2471, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2365) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %90 = "linalg.generic"(%89, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2469: f64, %arg2470: f32):
      %2364 = "arith.truncf"(%arg2469) : (f64) -> f32
      "linalg.yield"(%2364) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %91 = "linalg.generic"(%90, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2467: f32, %arg2468: f32):
      %2362 = "arith.truncf"(%13) : (f64) -> f32
      %2363 = "arith.addf"(%arg2467, %2362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2363) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %92 = "linalg.generic"(%91, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2465: f32, %arg2466: f32):
      %2361 = "math.rsqrt"(%arg2465) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2361) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %93 = "tensor.expand_shape"(%81) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %94 = "tensor.expand_shape"(%92) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %95 = "linalg.generic"(%79, %93, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2462: f32, %arg2463: f32, %arg2464: f32):
      %2360 = "arith.subf"(%arg2462, %arg2463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2360) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %96 = "linalg.generic"(%95, %94, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2459: f32, %arg2460: f32, %arg2461: f32):
      %2359 = "arith.mulf"(%arg2459, %arg2460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2359) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %97 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %98 = "linalg.generic"(%96, %97, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2456: f32, %arg2457: f32, %arg2458: f32):
      %2358 = "arith.mulf"(%arg2456, %arg2457) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2358) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %99 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %100 = "linalg.generic"(%98, %99, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2453: f32, %arg2454: f32, %arg2455: f32):
      %2357 = "arith.addf"(%arg2453, %arg2454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2357) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %101 = "linalg.generic"(%100, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2451: f32, %arg2452: f32):
      %2355 = "arith.cmpf"(%arg2451, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2356 = "arith.select"(%2355, %arg2451, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2356) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %102 = "tensor.pad"(%101) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2447: index, %arg2448: index, %arg2449: index, %arg2450: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %103 = "linalg.conv_2d_nchw_fchw"(%102, %arg8, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2444: f32, %arg2445: f32, %arg2446: f32):
      %2353 = "arith.mulf"(%arg2444, %arg2445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2354 = "arith.addf"(%arg2446, %2353) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2354) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %104 = "linalg.generic"(%103, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2442: f32, %arg2443: f32):
      %2352 = "arith.addf"(%arg2442, %arg2443) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2352) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "linalg.generic"(%104, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2440: f32, %arg2441: f32):
      %2351 = "arith.divf"(%arg2440, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2351) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %106 = "linalg.generic"(%103, %82) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2438: f32, %arg2439: f64):
      %2350 = "arith.extf"(%arg2438) : (f32) -> f64
      "linalg.yield"(%2350) : (f64) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %107 = "linalg.generic"(%106, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2436: f64, %arg2437: f64):
      %2349 = "arith.addf"(%arg2436, %arg2437) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2349) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %108 = "linalg.generic"(%107, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2434: f64, %arg2435: f64):
      %2348 = "arith.divf"(%arg2434, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2348) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %109 = "linalg.generic"(%106, %108, %82) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2431: f64, %arg2432: f64, %arg2433: f64):
      %2347 = "arith.subf"(%arg2431, %arg2432) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2347) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %110 = "linalg.generic"(%109, %109, %82) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2428: f64, %arg2429: f64, %arg2430: f64):
      %2346 = "arith.mulf"(%arg2428, %arg2429) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2346) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %111 = "linalg.generic"(%110, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2426: f64, %arg2427: f64):
      %2345 = "arith.addf"(%arg2426, %arg2427) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2345) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4xf64>) -> tensor<4xf64>
    %112 = "linalg.generic"(%111, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2424: f64, %arg2425: f64):
      %2344 = "arith.divf"(%arg2424, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2344) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %113 = "linalg.generic"(%112, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2422: f64, %arg2423: f32):
      %2343 = "arith.truncf"(%arg2422) : (f64) -> f32
      "linalg.yield"(%2343) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %114 = "linalg.generic"(%113, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2420: f32, %arg2421: f32):
      %2341 = "arith.truncf"(%13) : (f64) -> f32
      %2342 = "arith.addf"(%arg2420, %2341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2342) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "linalg.generic"(%114, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2418: f32, %arg2419: f32):
      %2340 = "math.rsqrt"(%arg2418) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2340) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "tensor.expand_shape"(%105) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %117 = "tensor.expand_shape"(%115) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %118 = "linalg.generic"(%103, %116, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2415: f32, %arg2416: f32, %arg2417: f32):
      %2339 = "arith.subf"(%arg2415, %arg2416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2339) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %119 = "linalg.generic"(%118, %117, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2412: f32, %arg2413: f32, %arg2414: f32):
      %2338 = "arith.mulf"(%arg2412, %arg2413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2338) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %120 = "tensor.expand_shape"(%arg9) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %121 = "linalg.generic"(%119, %120, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2409: f32, %arg2410: f32, %arg2411: f32):
      %2337 = "arith.mulf"(%arg2409, %arg2410) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2337) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %122 = "tensor.expand_shape"(%arg10) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %123 = "linalg.generic"(%121, %122, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2406: f32, %arg2407: f32, %arg2408: f32):
      %2336 = "arith.addf"(%arg2406, %arg2407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2336) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %124 = "linalg.generic"(%123, %72, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2403: f32, %arg2404: f32, %arg2405: f32):
      %2335 = "arith.addf"(%arg2403, %arg2404) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2335) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %125 = "linalg.generic"(%124, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2401: f32, %arg2402: f32):
      %2333 = "arith.cmpf"(%arg2401, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2334 = "arith.select"(%2333, %arg2401, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2334) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %126 = "tensor.pad"(%125) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2397: index, %arg2398: index, %arg2399: index, %arg2400: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %127 = "linalg.conv_2d_nchw_fchw"(%126, %arg11, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2394: f32, %arg2395: f32, %arg2396: f32):
      %2331 = "arith.mulf"(%arg2394, %arg2395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2332 = "arith.addf"(%arg2396, %2331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2332) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %128 = "linalg.generic"(%127, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2392: f32, %arg2393: f32):
      %2330 = "arith.addf"(%arg2392, %arg2393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2330) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %129 = "linalg.generic"(%128, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2390: f32, %arg2391: f32):
      %2329 = "arith.divf"(%arg2390, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2329) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %130 = "linalg.generic"(%127, %82) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2388: f32, %arg2389: f64):
      %2328 = "arith.extf"(%arg2388) : (f32) -> f64
      "linalg.yield"(%2328) : (f64) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %131 = "linalg.generic"(%130, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2386: f64, %arg2387: f64):
      %2327 = "arith.addf"(%arg2386, %arg2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2327) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %132 = "linalg.generic"(%131, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2384: f64, %arg2385: f64):
      %2326 = "arith.divf"(%arg2384, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2326) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %133 = "linalg.generic"(%130, %132, %82) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2381: f64, %arg2382: f64, %arg2383: f64):
      %2325 = "arith.subf"(%arg2381, %arg2382) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2325) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %134 = "linalg.generic"(%133, %133, %82) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2378: f64, %arg2379: f64, %arg2380: f64):
      %2324 = "arith.mulf"(%arg2378, %arg2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2324) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %135 = "linalg.generic"(%134, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2376: f64, %arg2377: f64):
      %2323 = "arith.addf"(%arg2376, %arg2377) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2323) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4xf64>) -> tensor<4xf64>
    %136 = "linalg.generic"(%135, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2374: f64, %arg2375: f64):
      %2322 = "arith.divf"(%arg2374, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2322) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %137 = "linalg.generic"(%136, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2372: f64, %arg2373: f32):
      %2321 = "arith.truncf"(%arg2372) : (f64) -> f32
      "linalg.yield"(%2321) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %138 = "linalg.generic"(%137, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2370: f32, %arg2371: f32):
      %2319 = "arith.truncf"(%13) : (f64) -> f32
      %2320 = "arith.addf"(%arg2370, %2319) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2320) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %139 = "linalg.generic"(%138, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2368: f32, %arg2369: f32):
      %2318 = "math.rsqrt"(%arg2368) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2318) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %140 = "tensor.expand_shape"(%129) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %141 = "tensor.expand_shape"(%139) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %142 = "linalg.generic"(%127, %140, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2365: f32, %arg2366: f32, %arg2367: f32):
      %2317 = "arith.subf"(%arg2365, %arg2366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2317) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %143 = "linalg.generic"(%142, %141, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2362: f32, %arg2363: f32, %arg2364: f32):
      %2316 = "arith.mulf"(%arg2362, %arg2363) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2316) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %144 = "tensor.expand_shape"(%arg12) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %145 = "linalg.generic"(%143, %144, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2359: f32, %arg2360: f32, %arg2361: f32):
      %2315 = "arith.mulf"(%arg2359, %arg2360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2315) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %146 = "tensor.expand_shape"(%arg13) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %147 = "linalg.generic"(%145, %146, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2356: f32, %arg2357: f32, %arg2358: f32):
      %2314 = "arith.addf"(%arg2356, %arg2357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2314) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %148 = "linalg.generic"(%147, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2354: f32, %arg2355: f32):
      %2312 = "arith.cmpf"(%arg2354, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2313 = "arith.select"(%2312, %arg2354, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2313) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %149 = "tensor.pad"(%148) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2350: index, %arg2351: index, %arg2352: index, %arg2353: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %150 = "linalg.conv_2d_nchw_fchw"(%149, %arg14, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2347: f32, %arg2348: f32, %arg2349: f32):
      %2310 = "arith.mulf"(%arg2347, %arg2348) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2311 = "arith.addf"(%arg2349, %2310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2311) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %151 = "linalg.generic"(%150, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2345: f32, %arg2346: f32):
      %2309 = "arith.addf"(%arg2345, %arg2346) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2309) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %152 = "linalg.generic"(%151, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2343: f32, %arg2344: f32):
      %2308 = "arith.divf"(%arg2343, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2308) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %153 = "linalg.generic"(%150, %82) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2341: f32, %arg2342: f64):
      %2307 = "arith.extf"(%arg2341) : (f32) -> f64
      "linalg.yield"(%2307) : (f64) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %154 = "linalg.generic"(%153, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2339: f64, %arg2340: f64):
      %2306 = "arith.addf"(%arg2339, %arg2340) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2306) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %155 = "linalg.generic"(%154, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2337: f64, %arg2338: f64):
      %2305 = "arith.divf"(%arg2337, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2305) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %156 = "linalg.generic"(%153, %155, %82) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2334: f64, %arg2335: f64, %arg2336: f64):
      %2304 = "arith.subf"(%arg2334, %arg2335) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2304) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %157 = "linalg.generic"(%156, %156, %82) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2331: f64, %arg2332: f64, %arg2333: f64):
      %2303 = "arith.mulf"(%arg2331, %arg2332) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2303) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %158 = "linalg.generic"(%157, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2329: f64, %arg2330: f64):
      %2302 = "arith.addf"(%arg2329, %arg2330) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2302) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4xf64>) -> tensor<4xf64>
    %159 = "linalg.generic"(%158, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2327: f64, %arg2328: f64):
      %2301 = "arith.divf"(%arg2327, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2301) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %160 = "linalg.generic"(%159, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2325: f64, %arg2326: f32):
      %2300 = "arith.truncf"(%arg2325) : (f64) -> f32
      "linalg.yield"(%2300) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %161 = "linalg.generic"(%160, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2323: f32, %arg2324: f32):
      %2298 = "arith.truncf"(%13) : (f64) -> f32
      %2299 = "arith.addf"(%arg2323, %2298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2299) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %162 = "linalg.generic"(%161, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2321: f32, %arg2322: f32):
      %2297 = "math.rsqrt"(%arg2321) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2297) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %163 = "tensor.expand_shape"(%152) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %164 = "tensor.expand_shape"(%162) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %165 = "linalg.generic"(%150, %163, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2318: f32, %arg2319: f32, %arg2320: f32):
      %2296 = "arith.subf"(%arg2318, %arg2319) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2296) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %166 = "linalg.generic"(%165, %164, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2315: f32, %arg2316: f32, %arg2317: f32):
      %2295 = "arith.mulf"(%arg2315, %arg2316) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2295) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %167 = "tensor.expand_shape"(%arg15) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %168 = "linalg.generic"(%166, %167, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2312: f32, %arg2313: f32, %arg2314: f32):
      %2294 = "arith.mulf"(%arg2312, %arg2313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2294) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %169 = "tensor.expand_shape"(%arg16) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %170 = "linalg.generic"(%168, %169, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2309: f32, %arg2310: f32, %arg2311: f32):
      %2293 = "arith.addf"(%arg2309, %arg2310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2293) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %171 = "linalg.generic"(%170, %125, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2306: f32, %arg2307: f32, %arg2308: f32):
      %2292 = "arith.addf"(%arg2306, %arg2307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2292) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %172 = "linalg.generic"(%171, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2304: f32, %arg2305: f32):
      %2290 = "arith.cmpf"(%arg2304, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2291 = "arith.select"(%2290, %arg2304, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2291) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %173 = "tensor.pad"(%172) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2300: index, %arg2301: index, %arg2302: index, %arg2303: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %174 = "tensor.empty"() : () -> tensor<4x8x8x8xf32>
    %175 = "linalg.fill"(%7, %174) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2298: f32, %arg2299: f32):
      "linalg.yield"(%arg2298) : (f32) -> ()
    }) : (f32, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %176 = "linalg.conv_2d_nchw_fchw"(%173, %arg17, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2295: f32, %arg2296: f32, %arg2297: f32):
      %2288 = "arith.mulf"(%arg2295, %arg2296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2289 = "arith.addf"(%arg2297, %2288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2289) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<8x4x3x3xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %177 = "tensor.empty"() : () -> tensor<8xf32>
    %178 = "linalg.fill"(%7, %177) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2293: f32, %arg2294: f32):
      "linalg.yield"(%arg2293) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %179 = "linalg.generic"(%176, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2291: f32, %arg2292: f32):
      %2287 = "arith.addf"(%arg2291, %arg2292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2287) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %180 = "linalg.generic"(%179, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2289: f32, %arg2290: f32):
      %2286 = "arith.divf"(%arg2289, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2286) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %181 = "tensor.empty"() : () -> tensor<4x8x8x8xf64>
    %182 = "linalg.generic"(%176, %181) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2287: f32, %arg2288: f64):
      %2285 = "arith.extf"(%arg2287) : (f32) -> f64
      "linalg.yield"(%2285) : (f64) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %183 = "tensor.empty"() : () -> tensor<1x8x1x1xf64>
    %184 = "linalg.fill"(%8, %183) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2285: f64, %arg2286: f64):
      "linalg.yield"(%arg2285) : (f64) -> ()
    }) : (f64, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %185 = "linalg.generic"(%182, %184) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2283: f64, %arg2284: f64):
      %2284 = "arith.addf"(%arg2283, %arg2284) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2284) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %186 = "linalg.generic"(%185, %183) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2281: f64, %arg2282: f64):
      %2283 = "arith.divf"(%arg2281, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2283) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %187 = "linalg.generic"(%182, %186, %181) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2278: f64, %arg2279: f64, %arg2280: f64):
      %2282 = "arith.subf"(%arg2278, %arg2279) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2282) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %188 = "linalg.generic"(%187, %187, %181) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2275: f64, %arg2276: f64, %arg2277: f64):
      %2281 = "arith.mulf"(%arg2275, %arg2276) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2281) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %189 = "tensor.empty"() : () -> tensor<8xf64>
    %190 = "linalg.fill"(%8, %189) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2273: f64, %arg2274: f64):
      "linalg.yield"(%arg2273) : (f64) -> ()
    }) : (f64, tensor<8xf64>) -> tensor<8xf64>
    %191 = "linalg.generic"(%188, %190) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2271: f64, %arg2272: f64):
      %2280 = "arith.addf"(%arg2271, %arg2272) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2280) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %192 = "linalg.generic"(%191, %189) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2269: f64, %arg2270: f64):
      %2279 = "arith.divf"(%arg2269, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2279) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %193 = "linalg.generic"(%192, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2267: f64, %arg2268: f32):
      %2278 = "arith.truncf"(%arg2267) : (f64) -> f32
      "linalg.yield"(%2278) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %194 = "linalg.generic"(%193, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2265: f32, %arg2266: f32):
      %2276 = "arith.truncf"(%13) : (f64) -> f32
      %2277 = "arith.addf"(%arg2265, %2276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2277) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %195 = "linalg.generic"(%194, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2263: f32, %arg2264: f32):
      %2275 = "math.rsqrt"(%arg2263) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2275) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %196 = "tensor.expand_shape"(%180) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %197 = "tensor.expand_shape"(%195) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %198 = "linalg.generic"(%176, %196, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2260: f32, %arg2261: f32, %arg2262: f32):
      %2274 = "arith.subf"(%arg2260, %arg2261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2274) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %199 = "linalg.generic"(%198, %197, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2257: f32, %arg2258: f32, %arg2259: f32):
      %2273 = "arith.mulf"(%arg2257, %arg2258) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2273) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %200 = "tensor.expand_shape"(%arg18) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %201 = "linalg.generic"(%199, %200, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2254: f32, %arg2255: f32, %arg2256: f32):
      %2272 = "arith.mulf"(%arg2254, %arg2255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2272) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %202 = "tensor.expand_shape"(%arg19) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %203 = "linalg.generic"(%201, %202, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2251: f32, %arg2252: f32, %arg2253: f32):
      %2271 = "arith.addf"(%arg2251, %arg2252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2271) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %204 = "linalg.generic"(%203, %174) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2249: f32, %arg2250: f32):
      %2269 = "arith.cmpf"(%arg2249, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2270 = "arith.select"(%2269, %arg2249, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2270) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %205 = "tensor.pad"(%204) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2245: index, %arg2246: index, %arg2247: index, %arg2248: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>) -> tensor<4x8x10x10xf32>
    %206 = "linalg.conv_2d_nchw_fchw"(%205, %arg20, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2242: f32, %arg2243: f32, %arg2244: f32):
      %2267 = "arith.mulf"(%arg2242, %arg2243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2268 = "arith.addf"(%arg2244, %2267) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2268) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x8x10x10xf32>, tensor<8x8x3x3xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %207 = "linalg.generic"(%206, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2240: f32, %arg2241: f32):
      %2266 = "arith.addf"(%arg2240, %arg2241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2266) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %208 = "linalg.generic"(%207, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2238: f32, %arg2239: f32):
      %2265 = "arith.divf"(%arg2238, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2265) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %209 = "linalg.generic"(%206, %181) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2236: f32, %arg2237: f64):
      %2264 = "arith.extf"(%arg2236) : (f32) -> f64
      "linalg.yield"(%2264) : (f64) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %210 = "linalg.generic"(%209, %184) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2234: f64, %arg2235: f64):
      %2263 = "arith.addf"(%arg2234, %arg2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2263) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %211 = "linalg.generic"(%210, %183) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2232: f64, %arg2233: f64):
      %2262 = "arith.divf"(%arg2232, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2262) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %212 = "linalg.generic"(%209, %211, %181) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2229: f64, %arg2230: f64, %arg2231: f64):
      %2261 = "arith.subf"(%arg2229, %arg2230) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2261) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %213 = "linalg.generic"(%212, %212, %181) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2226: f64, %arg2227: f64, %arg2228: f64):
      %2260 = "arith.mulf"(%arg2226, %arg2227) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2260) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %214 = "linalg.generic"(%213, %190) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2224: f64, %arg2225: f64):
      %2259 = "arith.addf"(%arg2224, %arg2225) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2259) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %215 = "linalg.generic"(%214, %189) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2222: f64, %arg2223: f64):
      %2258 = "arith.divf"(%arg2222, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2258) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %216 = "linalg.generic"(%215, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2220: f64, %arg2221: f32):
      %2257 = "arith.truncf"(%arg2220) : (f64) -> f32
      "linalg.yield"(%2257) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %217 = "linalg.generic"(%216, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2218: f32, %arg2219: f32):
      %2255 = "arith.truncf"(%13) : (f64) -> f32
      %2256 = "arith.addf"(%arg2218, %2255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2256) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %218 = "linalg.generic"(%217, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2216: f32, %arg2217: f32):
      %2254 = "math.rsqrt"(%arg2216) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2254) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %219 = "tensor.expand_shape"(%208) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %220 = "tensor.expand_shape"(%218) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %221 = "linalg.generic"(%206, %219, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2213: f32, %arg2214: f32, %arg2215: f32):
      %2253 = "arith.subf"(%arg2213, %arg2214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2253) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %222 = "linalg.generic"(%221, %220, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2210: f32, %arg2211: f32, %arg2212: f32):
      %2252 = "arith.mulf"(%arg2210, %arg2211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2252) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %223 = "tensor.expand_shape"(%arg21) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %224 = "linalg.generic"(%222, %223, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2207: f32, %arg2208: f32, %arg2209: f32):
      %2251 = "arith.mulf"(%arg2207, %arg2208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2251) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %225 = "tensor.expand_shape"(%arg22) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %226 = "linalg.generic"(%224, %225, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2204: f32, %arg2205: f32, %arg2206: f32):
      %2250 = "arith.addf"(%arg2204, %arg2205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2250) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %227 = "linalg.conv_2d_nchw_fchw"(%172, %arg23, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2201: f32, %arg2202: f32, %arg2203: f32):
      %2248 = "arith.mulf"(%arg2201, %arg2202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2249 = "arith.addf"(%arg2203, %2248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2249) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x4x16x16xf32>, tensor<8x4x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %228 = "linalg.generic"(%227, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2199: f32, %arg2200: f32):
      %2247 = "arith.addf"(%arg2199, %arg2200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2247) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %229 = "linalg.generic"(%228, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2197: f32, %arg2198: f32):
      %2246 = "arith.divf"(%arg2197, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2246) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %230 = "linalg.generic"(%227, %181) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2195: f32, %arg2196: f64):
      %2245 = "arith.extf"(%arg2195) : (f32) -> f64
      "linalg.yield"(%2245) : (f64) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %231 = "linalg.generic"(%230, %184) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2193: f64, %arg2194: f64):
      %2244 = "arith.addf"(%arg2193, %arg2194) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2244) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %232 = "linalg.generic"(%231, %183) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2191: f64, %arg2192: f64):
      %2243 = "arith.divf"(%arg2191, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2243) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %233 = "linalg.generic"(%230, %232, %181) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2188: f64, %arg2189: f64, %arg2190: f64):
      %2242 = "arith.subf"(%arg2188, %arg2189) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2242) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %234 = "linalg.generic"(%233, %233, %181) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2185: f64, %arg2186: f64, %arg2187: f64):
      %2241 = "arith.mulf"(%arg2185, %arg2186) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2241) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %235 = "linalg.generic"(%234, %190) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2183: f64, %arg2184: f64):
      %2240 = "arith.addf"(%arg2183, %arg2184) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2240) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %236 = "linalg.generic"(%235, %189) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2181: f64, %arg2182: f64):
      %2239 = "arith.divf"(%arg2181, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2239) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %237 = "linalg.generic"(%236, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2179: f64, %arg2180: f32):
      %2238 = "arith.truncf"(%arg2179) : (f64) -> f32
      "linalg.yield"(%2238) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %238 = "linalg.generic"(%237, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2177: f32, %arg2178: f32):
      %2236 = "arith.truncf"(%13) : (f64) -> f32
      %2237 = "arith.addf"(%arg2177, %2236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2237) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %239 = "linalg.generic"(%238, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2175: f32, %arg2176: f32):
      %2235 = "math.rsqrt"(%arg2175) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2235) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %240 = "tensor.expand_shape"(%229) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %241 = "tensor.expand_shape"(%239) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %242 = "linalg.generic"(%227, %240, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2172: f32, %arg2173: f32, %arg2174: f32):
      %2234 = "arith.subf"(%arg2172, %arg2173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2234) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %243 = "linalg.generic"(%242, %241, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2169: f32, %arg2170: f32, %arg2171: f32):
      %2233 = "arith.mulf"(%arg2169, %arg2170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2233) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %244 = "tensor.expand_shape"(%arg24) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %245 = "linalg.generic"(%243, %244, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2166: f32, %arg2167: f32, %arg2168: f32):
      %2232 = "arith.mulf"(%arg2166, %arg2167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2232) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %246 = "tensor.expand_shape"(%arg25) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %247 = "linalg.generic"(%245, %246, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2163: f32, %arg2164: f32, %arg2165: f32):
      %2231 = "arith.addf"(%arg2163, %arg2164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2231) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %248 = "linalg.generic"(%226, %247, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2160: f32, %arg2161: f32, %arg2162: f32):
      %2230 = "arith.addf"(%arg2160, %arg2161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2230) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %249 = "linalg.generic"(%248, %174) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2158: f32, %arg2159: f32):
      %2228 = "arith.cmpf"(%arg2158, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2229 = "arith.select"(%2228, %arg2158, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2229) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %250 = "tensor.pad"(%249) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2154: index, %arg2155: index, %arg2156: index, %arg2157: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>) -> tensor<4x8x10x10xf32>
    %251 = "linalg.conv_2d_nchw_fchw"(%250, %arg26, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2151: f32, %arg2152: f32, %arg2153: f32):
      %2226 = "arith.mulf"(%arg2151, %arg2152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2227 = "arith.addf"(%arg2153, %2226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2227) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x8x10x10xf32>, tensor<8x8x3x3xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %252 = "linalg.generic"(%251, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2149: f32, %arg2150: f32):
      %2225 = "arith.addf"(%arg2149, %arg2150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2225) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %253 = "linalg.generic"(%252, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2147: f32, %arg2148: f32):
      %2224 = "arith.divf"(%arg2147, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2224) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %254 = "linalg.generic"(%251, %181) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2145: f32, %arg2146: f64):
      %2223 = "arith.extf"(%arg2145) : (f32) -> f64
      "linalg.yield"(%2223) : (f64) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %255 = "linalg.generic"(%254, %184) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2143: f64, %arg2144: f64):
      %2222 = "arith.addf"(%arg2143, %arg2144) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2222) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %256 = "linalg.generic"(%255, %183) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2141: f64, %arg2142: f64):
      %2221 = "arith.divf"(%arg2141, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2221) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %257 = "linalg.generic"(%254, %256, %181) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2138: f64, %arg2139: f64, %arg2140: f64):
      %2220 = "arith.subf"(%arg2138, %arg2139) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2220) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %258 = "linalg.generic"(%257, %257, %181) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2135: f64, %arg2136: f64, %arg2137: f64):
      %2219 = "arith.mulf"(%arg2135, %arg2136) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2219) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %259 = "linalg.generic"(%258, %190) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2133: f64, %arg2134: f64):
      %2218 = "arith.addf"(%arg2133, %arg2134) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2218) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %260 = "linalg.generic"(%259, %189) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2131: f64, %arg2132: f64):
      %2217 = "arith.divf"(%arg2131, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2217) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %261 = "linalg.generic"(%260, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2129: f64, %arg2130: f32):
      %2216 = "arith.truncf"(%arg2129) : (f64) -> f32
      "linalg.yield"(%2216) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %262 = "linalg.generic"(%261, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2127: f32, %arg2128: f32):
      %2214 = "arith.truncf"(%13) : (f64) -> f32
      %2215 = "arith.addf"(%arg2127, %2214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2215) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %263 = "linalg.generic"(%262, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2125: f32, %arg2126: f32):
      %2213 = "math.rsqrt"(%arg2125) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2213) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %264 = "tensor.expand_shape"(%253) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %265 = "tensor.expand_shape"(%263) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %266 = "linalg.generic"(%251, %264, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2122: f32, %arg2123: f32, %arg2124: f32):
      %2212 = "arith.subf"(%arg2122, %arg2123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2212) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %267 = "linalg.generic"(%266, %265, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2119: f32, %arg2120: f32, %arg2121: f32):
      %2211 = "arith.mulf"(%arg2119, %arg2120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2211) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %268 = "tensor.expand_shape"(%arg27) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %269 = "linalg.generic"(%267, %268, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2116: f32, %arg2117: f32, %arg2118: f32):
      %2210 = "arith.mulf"(%arg2116, %arg2117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2210) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %270 = "tensor.expand_shape"(%arg28) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %271 = "linalg.generic"(%269, %270, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2113: f32, %arg2114: f32, %arg2115: f32):
      %2209 = "arith.addf"(%arg2113, %arg2114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2209) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %272 = "linalg.generic"(%271, %174) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2111: f32, %arg2112: f32):
      %2207 = "arith.cmpf"(%arg2111, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2208 = "arith.select"(%2207, %arg2111, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2208) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %273 = "tensor.pad"(%272) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2107: index, %arg2108: index, %arg2109: index, %arg2110: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>) -> tensor<4x8x10x10xf32>
    %274 = "linalg.conv_2d_nchw_fchw"(%273, %arg29, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2104: f32, %arg2105: f32, %arg2106: f32):
      %2205 = "arith.mulf"(%arg2104, %arg2105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2206 = "arith.addf"(%arg2106, %2205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2206) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x8x10x10xf32>, tensor<8x8x3x3xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %275 = "linalg.generic"(%274, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2102: f32, %arg2103: f32):
      %2204 = "arith.addf"(%arg2102, %arg2103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2204) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %276 = "linalg.generic"(%275, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2100: f32, %arg2101: f32):
      %2203 = "arith.divf"(%arg2100, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2203) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %277 = "linalg.generic"(%274, %181) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2098: f32, %arg2099: f64):
      %2202 = "arith.extf"(%arg2098) : (f32) -> f64
      "linalg.yield"(%2202) : (f64) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %278 = "linalg.generic"(%277, %184) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2096: f64, %arg2097: f64):
      %2201 = "arith.addf"(%arg2096, %arg2097) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2201) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %279 = "linalg.generic"(%278, %183) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2094: f64, %arg2095: f64):
      %2200 = "arith.divf"(%arg2094, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2200) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %280 = "linalg.generic"(%277, %279, %181) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2091: f64, %arg2092: f64, %arg2093: f64):
      %2199 = "arith.subf"(%arg2091, %arg2092) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2199) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<1x8x1x1xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %281 = "linalg.generic"(%280, %280, %181) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2088: f64, %arg2089: f64, %arg2090: f64):
      %2198 = "arith.mulf"(%arg2088, %arg2089) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2198) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>, tensor<4x8x8x8xf64>) -> tensor<4x8x8x8xf64>
    %282 = "linalg.generic"(%281, %190) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2086: f64, %arg2087: f64):
      %2197 = "arith.addf"(%arg2086, %arg2087) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2197) : (f64) -> ()
    }) : (tensor<4x8x8x8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %283 = "linalg.generic"(%282, %189) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2084: f64, %arg2085: f64):
      %2196 = "arith.divf"(%arg2084, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2196) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %284 = "linalg.generic"(%283, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2082: f64, %arg2083: f32):
      %2195 = "arith.truncf"(%arg2082) : (f64) -> f32
      "linalg.yield"(%2195) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %285 = "linalg.generic"(%284, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2080: f32, %arg2081: f32):
      %2193 = "arith.truncf"(%13) : (f64) -> f32
      %2194 = "arith.addf"(%arg2080, %2193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2194) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %286 = "linalg.generic"(%285, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2078: f32, %arg2079: f32):
      %2192 = "math.rsqrt"(%arg2078) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2192) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %287 = "tensor.expand_shape"(%276) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %288 = "tensor.expand_shape"(%286) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %289 = "linalg.generic"(%274, %287, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2075: f32, %arg2076: f32, %arg2077: f32):
      %2191 = "arith.subf"(%arg2075, %arg2076) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2191) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %290 = "linalg.generic"(%289, %288, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2072: f32, %arg2073: f32, %arg2074: f32):
      %2190 = "arith.mulf"(%arg2072, %arg2073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2190) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %291 = "tensor.expand_shape"(%arg30) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %292 = "linalg.generic"(%290, %291, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2069: f32, %arg2070: f32, %arg2071: f32):
      %2189 = "arith.mulf"(%arg2069, %arg2070) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2189) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %293 = "tensor.expand_shape"(%arg31) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %294 = "linalg.generic"(%292, %293, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2066: f32, %arg2067: f32, %arg2068: f32):
      %2188 = "arith.addf"(%arg2066, %arg2067) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2188) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %295 = "linalg.generic"(%294, %249, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2063: f32, %arg2064: f32, %arg2065: f32):
      %2187 = "arith.addf"(%arg2063, %arg2064) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2187) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %296 = "linalg.generic"(%295, %174) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2061: f32, %arg2062: f32):
      %2185 = "arith.cmpf"(%arg2061, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2186 = "arith.select"(%2185, %arg2061, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2186) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %297 = "tensor.pad"(%296) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2057: index, %arg2058: index, %arg2059: index, %arg2060: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>) -> tensor<4x8x10x10xf32>
    %298 = "tensor.empty"() : () -> tensor<4x16x4x4xf32>
    %299 = "linalg.fill"(%7, %298) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2055: f32, %arg2056: f32):
      "linalg.yield"(%arg2055) : (f32) -> ()
    }) : (f32, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %300 = "linalg.conv_2d_nchw_fchw"(%297, %arg32, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2052: f32, %arg2053: f32, %arg2054: f32):
      %2183 = "arith.mulf"(%arg2052, %arg2053) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2184 = "arith.addf"(%arg2054, %2183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2184) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8x10x10xf32>, tensor<16x8x3x3xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %301 = "tensor.empty"() : () -> tensor<16xf32>
    %302 = "linalg.fill"(%7, %301) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2050: f32, %arg2051: f32):
      "linalg.yield"(%arg2050) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %303 = "linalg.generic"(%300, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2048: f32, %arg2049: f32):
      %2182 = "arith.addf"(%arg2048, %arg2049) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2182) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %304 = "linalg.generic"(%303, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2046: f32, %arg2047: f32):
      %2181 = "arith.divf"(%arg2046, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2181) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %305 = "tensor.empty"() : () -> tensor<4x16x4x4xf64>
    %306 = "linalg.generic"(%300, %305) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2044: f32, %arg2045: f64):
      %2180 = "arith.extf"(%arg2044) : (f32) -> f64
      "linalg.yield"(%2180) : (f64) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %307 = "tensor.empty"() : () -> tensor<1x16x1x1xf64>
    %308 = "linalg.fill"(%8, %307) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2042: f64, %arg2043: f64):
      "linalg.yield"(%arg2042) : (f64) -> ()
    }) : (f64, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %309 = "linalg.generic"(%306, %308) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2040: f64, %arg2041: f64):
      %2179 = "arith.addf"(%arg2040, %arg2041) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2179) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %310 = "linalg.generic"(%309, %307) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2038: f64, %arg2039: f64):
      %2178 = "arith.divf"(%arg2038, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2178) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %311 = "linalg.generic"(%306, %310, %305) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2035: f64, %arg2036: f64, %arg2037: f64):
      %2177 = "arith.subf"(%arg2035, %arg2036) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2177) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %312 = "linalg.generic"(%311, %311, %305) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2032: f64, %arg2033: f64, %arg2034: f64):
      %2176 = "arith.mulf"(%arg2032, %arg2033) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2176) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %313 = "tensor.empty"() : () -> tensor<16xf64>
    %314 = "linalg.fill"(%8, %313) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2030: f64, %arg2031: f64):
      "linalg.yield"(%arg2030) : (f64) -> ()
    }) : (f64, tensor<16xf64>) -> tensor<16xf64>
    %315 = "linalg.generic"(%312, %314) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2028: f64, %arg2029: f64):
      %2175 = "arith.addf"(%arg2028, %arg2029) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2175) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<16xf64>) -> tensor<16xf64>
    %316 = "linalg.generic"(%315, %313) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2026: f64, %arg2027: f64):
      %2174 = "arith.divf"(%arg2026, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2174) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %317 = "linalg.generic"(%316, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2024: f64, %arg2025: f32):
      %2173 = "arith.truncf"(%arg2024) : (f64) -> f32
      "linalg.yield"(%2173) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %318 = "linalg.generic"(%317, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2022: f32, %arg2023: f32):
      %2171 = "arith.truncf"(%13) : (f64) -> f32
      %2172 = "arith.addf"(%arg2022, %2171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2172) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %319 = "linalg.generic"(%318, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2020: f32, %arg2021: f32):
      %2170 = "math.rsqrt"(%arg2020) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2170) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %320 = "tensor.expand_shape"(%304) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %321 = "tensor.expand_shape"(%319) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %322 = "linalg.generic"(%300, %320, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2017: f32, %arg2018: f32, %arg2019: f32):
      %2169 = "arith.subf"(%arg2017, %arg2018) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2169) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %323 = "linalg.generic"(%322, %321, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2014: f32, %arg2015: f32, %arg2016: f32):
      %2168 = "arith.mulf"(%arg2014, %arg2015) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2168) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %324 = "tensor.expand_shape"(%arg33) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %325 = "linalg.generic"(%323, %324, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2011: f32, %arg2012: f32, %arg2013: f32):
      %2167 = "arith.mulf"(%arg2011, %arg2012) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2167) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %326 = "tensor.expand_shape"(%arg34) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %327 = "linalg.generic"(%325, %326, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2008: f32, %arg2009: f32, %arg2010: f32):
      %2166 = "arith.addf"(%arg2008, %arg2009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2166) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %328 = "linalg.generic"(%327, %298) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2006: f32, %arg2007: f32):
      %2164 = "arith.cmpf"(%arg2006, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2165 = "arith.select"(%2164, %arg2006, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2165) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %329 = "tensor.pad"(%328) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2002: index, %arg2003: index, %arg2004: index, %arg2005: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>) -> tensor<4x16x6x6xf32>
    %330 = "linalg.conv_2d_nchw_fchw"(%329, %arg35, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1999: f32, %arg2000: f32, %arg2001: f32):
      %2162 = "arith.mulf"(%arg1999, %arg2000) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2163 = "arith.addf"(%arg2001, %2162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2163) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x16x6x6xf32>, tensor<16x16x3x3xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %331 = "linalg.generic"(%330, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1997: f32, %arg1998: f32):
      %2161 = "arith.addf"(%arg1997, %arg1998) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2161) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %332 = "linalg.generic"(%331, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1995: f32, %arg1996: f32):
      %2160 = "arith.divf"(%arg1995, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2160) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %333 = "linalg.generic"(%330, %305) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1993: f32, %arg1994: f64):
      %2159 = "arith.extf"(%arg1993) : (f32) -> f64
      "linalg.yield"(%2159) : (f64) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %334 = "linalg.generic"(%333, %308) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1991: f64, %arg1992: f64):
      %2158 = "arith.addf"(%arg1991, %arg1992) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2158) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %335 = "linalg.generic"(%334, %307) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1989: f64, %arg1990: f64):
      %2157 = "arith.divf"(%arg1989, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2157) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %336 = "linalg.generic"(%333, %335, %305) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1986: f64, %arg1987: f64, %arg1988: f64):
      %2156 = "arith.subf"(%arg1986, %arg1987) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2156) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %337 = "linalg.generic"(%336, %336, %305) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1983: f64, %arg1984: f64, %arg1985: f64):
      %2155 = "arith.mulf"(%arg1983, %arg1984) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2155) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %338 = "linalg.generic"(%337, %314) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1981: f64, %arg1982: f64):
      %2154 = "arith.addf"(%arg1981, %arg1982) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2154) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<16xf64>) -> tensor<16xf64>
    %339 = "linalg.generic"(%338, %313) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1979: f64, %arg1980: f64):
      %2153 = "arith.divf"(%arg1979, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2153) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %340 = "linalg.generic"(%339, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1977: f64, %arg1978: f32):
      %2152 = "arith.truncf"(%arg1977) : (f64) -> f32
      "linalg.yield"(%2152) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %341 = "linalg.generic"(%340, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1975: f32, %arg1976: f32):
      %2150 = "arith.truncf"(%13) : (f64) -> f32
      %2151 = "arith.addf"(%arg1975, %2150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2151) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %342 = "linalg.generic"(%341, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1973: f32, %arg1974: f32):
      %2149 = "math.rsqrt"(%arg1973) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2149) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %343 = "tensor.expand_shape"(%332) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %344 = "tensor.expand_shape"(%342) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %345 = "linalg.generic"(%330, %343, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1970: f32, %arg1971: f32, %arg1972: f32):
      %2148 = "arith.subf"(%arg1970, %arg1971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2148) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %346 = "linalg.generic"(%345, %344, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1967: f32, %arg1968: f32, %arg1969: f32):
      %2147 = "arith.mulf"(%arg1967, %arg1968) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2147) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %347 = "tensor.expand_shape"(%arg36) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %348 = "linalg.generic"(%346, %347, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1964: f32, %arg1965: f32, %arg1966: f32):
      %2146 = "arith.mulf"(%arg1964, %arg1965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2146) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %349 = "tensor.expand_shape"(%arg37) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %350 = "linalg.generic"(%348, %349, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1961: f32, %arg1962: f32, %arg1963: f32):
      %2145 = "arith.addf"(%arg1961, %arg1962) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2145) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %351 = "linalg.conv_2d_nchw_fchw"(%296, %arg38, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1958: f32, %arg1959: f32, %arg1960: f32):
      %2143 = "arith.mulf"(%arg1958, %arg1959) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2144 = "arith.addf"(%arg1960, %2143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2144) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8x8x8xf32>, tensor<16x8x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %352 = "linalg.generic"(%351, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1956: f32, %arg1957: f32):
      %2142 = "arith.addf"(%arg1956, %arg1957) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2142) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %353 = "linalg.generic"(%352, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1954: f32, %arg1955: f32):
      %2141 = "arith.divf"(%arg1954, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2141) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %354 = "linalg.generic"(%351, %305) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1952: f32, %arg1953: f64):
      %2140 = "arith.extf"(%arg1952) : (f32) -> f64
      "linalg.yield"(%2140) : (f64) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %355 = "linalg.generic"(%354, %308) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1950: f64, %arg1951: f64):
      %2139 = "arith.addf"(%arg1950, %arg1951) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2139) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %356 = "linalg.generic"(%355, %307) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1948: f64, %arg1949: f64):
      %2138 = "arith.divf"(%arg1948, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2138) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %357 = "linalg.generic"(%354, %356, %305) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1945: f64, %arg1946: f64, %arg1947: f64):
      %2137 = "arith.subf"(%arg1945, %arg1946) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2137) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %358 = "linalg.generic"(%357, %357, %305) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1942: f64, %arg1943: f64, %arg1944: f64):
      %2136 = "arith.mulf"(%arg1942, %arg1943) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2136) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %359 = "linalg.generic"(%358, %314) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1940: f64, %arg1941: f64):
      %2135 = "arith.addf"(%arg1940, %arg1941) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2135) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<16xf64>) -> tensor<16xf64>
    %360 = "linalg.generic"(%359, %313) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1938: f64, %arg1939: f64):
      %2134 = "arith.divf"(%arg1938, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2134) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %361 = "linalg.generic"(%360, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1936: f64, %arg1937: f32):
      %2133 = "arith.truncf"(%arg1936) : (f64) -> f32
      "linalg.yield"(%2133) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %362 = "linalg.generic"(%361, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1934: f32, %arg1935: f32):
      %2131 = "arith.truncf"(%13) : (f64) -> f32
      %2132 = "arith.addf"(%arg1934, %2131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2132) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %363 = "linalg.generic"(%362, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1932: f32, %arg1933: f32):
      %2130 = "math.rsqrt"(%arg1932) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2130) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %364 = "tensor.expand_shape"(%353) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %365 = "tensor.expand_shape"(%363) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %366 = "linalg.generic"(%351, %364, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1929: f32, %arg1930: f32, %arg1931: f32):
      %2129 = "arith.subf"(%arg1929, %arg1930) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2129) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %367 = "linalg.generic"(%366, %365, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1926: f32, %arg1927: f32, %arg1928: f32):
      %2128 = "arith.mulf"(%arg1926, %arg1927) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2128) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %368 = "tensor.expand_shape"(%arg39) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %369 = "linalg.generic"(%367, %368, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1923: f32, %arg1924: f32, %arg1925: f32):
      %2127 = "arith.mulf"(%arg1923, %arg1924) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2127) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %370 = "tensor.expand_shape"(%arg40) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %371 = "linalg.generic"(%369, %370, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1920: f32, %arg1921: f32, %arg1922: f32):
      %2126 = "arith.addf"(%arg1920, %arg1921) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2126) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %372 = "linalg.generic"(%350, %371, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1917: f32, %arg1918: f32, %arg1919: f32):
      %2125 = "arith.addf"(%arg1917, %arg1918) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2125) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %373 = "linalg.generic"(%372, %298) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1915: f32, %arg1916: f32):
      %2123 = "arith.cmpf"(%arg1915, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2124 = "arith.select"(%2123, %arg1915, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2124) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %374 = "tensor.pad"(%373) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1911: index, %arg1912: index, %arg1913: index, %arg1914: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>) -> tensor<4x16x6x6xf32>
    %375 = "linalg.conv_2d_nchw_fchw"(%374, %arg41, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1908: f32, %arg1909: f32, %arg1910: f32):
      %2121 = "arith.mulf"(%arg1908, %arg1909) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2122 = "arith.addf"(%arg1910, %2121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2122) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x16x6x6xf32>, tensor<16x16x3x3xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %376 = "linalg.generic"(%375, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1906: f32, %arg1907: f32):
      %2120 = "arith.addf"(%arg1906, %arg1907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2120) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %377 = "linalg.generic"(%376, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1904: f32, %arg1905: f32):
      %2119 = "arith.divf"(%arg1904, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2119) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %378 = "linalg.generic"(%375, %305) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1902: f32, %arg1903: f64):
      %2118 = "arith.extf"(%arg1902) : (f32) -> f64
      "linalg.yield"(%2118) : (f64) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %379 = "linalg.generic"(%378, %308) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1900: f64, %arg1901: f64):
      %2117 = "arith.addf"(%arg1900, %arg1901) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2117) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %380 = "linalg.generic"(%379, %307) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1898: f64, %arg1899: f64):
      %2116 = "arith.divf"(%arg1898, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2116) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %381 = "linalg.generic"(%378, %380, %305) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1895: f64, %arg1896: f64, %arg1897: f64):
      %2115 = "arith.subf"(%arg1895, %arg1896) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2115) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %382 = "linalg.generic"(%381, %381, %305) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1892: f64, %arg1893: f64, %arg1894: f64):
      %2114 = "arith.mulf"(%arg1892, %arg1893) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2114) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %383 = "linalg.generic"(%382, %314) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1890: f64, %arg1891: f64):
      %2113 = "arith.addf"(%arg1890, %arg1891) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2113) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<16xf64>) -> tensor<16xf64>
    %384 = "linalg.generic"(%383, %313) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1888: f64, %arg1889: f64):
      %2112 = "arith.divf"(%arg1888, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2112) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %385 = "linalg.generic"(%384, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1886: f64, %arg1887: f32):
      %2111 = "arith.truncf"(%arg1886) : (f64) -> f32
      "linalg.yield"(%2111) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %386 = "linalg.generic"(%385, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1884: f32, %arg1885: f32):
      %2109 = "arith.truncf"(%13) : (f64) -> f32
      %2110 = "arith.addf"(%arg1884, %2109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2110) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %387 = "linalg.generic"(%386, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1882: f32, %arg1883: f32):
      %2108 = "math.rsqrt"(%arg1882) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2108) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %388 = "tensor.expand_shape"(%377) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %389 = "tensor.expand_shape"(%387) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %390 = "linalg.generic"(%375, %388, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1879: f32, %arg1880: f32, %arg1881: f32):
      %2107 = "arith.subf"(%arg1879, %arg1880) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2107) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %391 = "linalg.generic"(%390, %389, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1876: f32, %arg1877: f32, %arg1878: f32):
      %2106 = "arith.mulf"(%arg1876, %arg1877) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2106) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %392 = "tensor.expand_shape"(%arg42) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %393 = "linalg.generic"(%391, %392, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1873: f32, %arg1874: f32, %arg1875: f32):
      %2105 = "arith.mulf"(%arg1873, %arg1874) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2105) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %394 = "tensor.expand_shape"(%arg43) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %395 = "linalg.generic"(%393, %394, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1870: f32, %arg1871: f32, %arg1872: f32):
      %2104 = "arith.addf"(%arg1870, %arg1871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2104) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %396 = "linalg.generic"(%395, %298) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1868: f32, %arg1869: f32):
      %2102 = "arith.cmpf"(%arg1868, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2103 = "arith.select"(%2102, %arg1868, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2103) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %397 = "tensor.pad"(%396) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1864: index, %arg1865: index, %arg1866: index, %arg1867: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>) -> tensor<4x16x6x6xf32>
    %398 = "linalg.conv_2d_nchw_fchw"(%397, %arg44, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1861: f32, %arg1862: f32, %arg1863: f32):
      %2100 = "arith.mulf"(%arg1861, %arg1862) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2101 = "arith.addf"(%arg1863, %2100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2101) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x16x6x6xf32>, tensor<16x16x3x3xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %399 = "linalg.generic"(%398, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1859: f32, %arg1860: f32):
      %2099 = "arith.addf"(%arg1859, %arg1860) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2099) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %400 = "linalg.generic"(%399, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1857: f32, %arg1858: f32):
      %2098 = "arith.divf"(%arg1857, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2098) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %401 = "linalg.generic"(%398, %305) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1855: f32, %arg1856: f64):
      %2097 = "arith.extf"(%arg1855) : (f32) -> f64
      "linalg.yield"(%2097) : (f64) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %402 = "linalg.generic"(%401, %308) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1853: f64, %arg1854: f64):
      %2096 = "arith.addf"(%arg1853, %arg1854) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2096) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %403 = "linalg.generic"(%402, %307) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1851: f64, %arg1852: f64):
      %2095 = "arith.divf"(%arg1851, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2095) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %404 = "linalg.generic"(%401, %403, %305) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1848: f64, %arg1849: f64, %arg1850: f64):
      %2094 = "arith.subf"(%arg1848, %arg1849) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2094) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<1x16x1x1xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %405 = "linalg.generic"(%404, %404, %305) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1845: f64, %arg1846: f64, %arg1847: f64):
      %2093 = "arith.mulf"(%arg1845, %arg1846) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2093) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>, tensor<4x16x4x4xf64>) -> tensor<4x16x4x4xf64>
    %406 = "linalg.generic"(%405, %314) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1843: f64, %arg1844: f64):
      %2092 = "arith.addf"(%arg1843, %arg1844) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2092) : (f64) -> ()
    }) : (tensor<4x16x4x4xf64>, tensor<16xf64>) -> tensor<16xf64>
    %407 = "linalg.generic"(%406, %313) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1841: f64, %arg1842: f64):
      %2091 = "arith.divf"(%arg1841, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2091) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %408 = "linalg.generic"(%407, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1839: f64, %arg1840: f32):
      %2090 = "arith.truncf"(%arg1839) : (f64) -> f32
      "linalg.yield"(%2090) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %409 = "linalg.generic"(%408, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1837: f32, %arg1838: f32):
      %2088 = "arith.truncf"(%13) : (f64) -> f32
      %2089 = "arith.addf"(%arg1837, %2088) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2089) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %410 = "linalg.generic"(%409, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1835: f32, %arg1836: f32):
      %2087 = "math.rsqrt"(%arg1835) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2087) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %411 = "tensor.expand_shape"(%400) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %412 = "tensor.expand_shape"(%410) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %413 = "linalg.generic"(%398, %411, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1832: f32, %arg1833: f32, %arg1834: f32):
      %2086 = "arith.subf"(%arg1832, %arg1833) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2086) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %414 = "linalg.generic"(%413, %412, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1829: f32, %arg1830: f32, %arg1831: f32):
      %2085 = "arith.mulf"(%arg1829, %arg1830) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2085) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %415 = "tensor.expand_shape"(%arg45) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %416 = "linalg.generic"(%414, %415, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1826: f32, %arg1827: f32, %arg1828: f32):
      %2084 = "arith.mulf"(%arg1826, %arg1827) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2084) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %417 = "tensor.expand_shape"(%arg46) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %418 = "linalg.generic"(%416, %417, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1823: f32, %arg1824: f32, %arg1825: f32):
      %2083 = "arith.addf"(%arg1823, %arg1824) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2083) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %419 = "linalg.generic"(%418, %373, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1820: f32, %arg1821: f32, %arg1822: f32):
      %2082 = "arith.addf"(%arg1820, %arg1821) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2082) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %420 = "linalg.generic"(%419, %298) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1818: f32, %arg1819: f32):
      %2080 = "arith.cmpf"(%arg1818, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2081 = "arith.select"(%2080, %arg1818, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2081) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %421 = "tensor.pad"(%420) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1814: index, %arg1815: index, %arg1816: index, %arg1817: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>) -> tensor<4x16x6x6xf32>
    %422 = "tensor.empty"() : () -> tensor<4x32x2x2xf32>
    %423 = "linalg.fill"(%7, %422) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1812: f32, %arg1813: f32):
      "linalg.yield"(%arg1812) : (f32) -> ()
    }) : (f32, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %424 = "linalg.conv_2d_nchw_fchw"(%421, %arg47, %423) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1809: f32, %arg1810: f32, %arg1811: f32):
      %2078 = "arith.mulf"(%arg1809, %arg1810) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2079 = "arith.addf"(%arg1811, %2078) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2079) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x16x6x6xf32>, tensor<32x16x3x3xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %425 = "tensor.empty"() : () -> tensor<32xf32>
    %426 = "linalg.fill"(%7, %425) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1807: f32, %arg1808: f32):
      "linalg.yield"(%arg1807) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %427 = "linalg.generic"(%424, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1805: f32, %arg1806: f32):
      %2077 = "arith.addf"(%arg1805, %arg1806) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2077) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %428 = "linalg.generic"(%427, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1803: f32, %arg1804: f32):
      %2076 = "arith.divf"(%arg1803, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2076) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %429 = "tensor.empty"() : () -> tensor<4x32x2x2xf64>
    %430 = "linalg.generic"(%424, %429) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1801: f32, %arg1802: f64):
      %2075 = "arith.extf"(%arg1801) : (f32) -> f64
      "linalg.yield"(%2075) : (f64) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %431 = "tensor.empty"() : () -> tensor<1x32x1x1xf64>
    %432 = "linalg.fill"(%8, %431) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1799: f64, %arg1800: f64):
      "linalg.yield"(%arg1799) : (f64) -> ()
    }) : (f64, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %433 = "linalg.generic"(%430, %432) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1797: f64, %arg1798: f64):
      %2074 = "arith.addf"(%arg1797, %arg1798) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2074) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %434 = "linalg.generic"(%433, %431) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1795: f64, %arg1796: f64):
      %2073 = "arith.divf"(%arg1795, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2073) : (f64) -> ()
    }) : (tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %435 = "linalg.generic"(%430, %434, %429) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1792: f64, %arg1793: f64, %arg1794: f64):
      %2072 = "arith.subf"(%arg1792, %arg1793) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2072) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %436 = "linalg.generic"(%435, %435, %429) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1789: f64, %arg1790: f64, %arg1791: f64):
      %2071 = "arith.mulf"(%arg1789, %arg1790) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2071) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %437 = "tensor.empty"() : () -> tensor<32xf64>
    %438 = "linalg.fill"(%8, %437) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1787: f64, %arg1788: f64):
      "linalg.yield"(%arg1787) : (f64) -> ()
    }) : (f64, tensor<32xf64>) -> tensor<32xf64>
    %439 = "linalg.generic"(%436, %438) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1785: f64, %arg1786: f64):
      %2070 = "arith.addf"(%arg1785, %arg1786) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2070) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<32xf64>) -> tensor<32xf64>
    %440 = "linalg.generic"(%439, %437) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1783: f64, %arg1784: f64):
      %2069 = "arith.divf"(%arg1783, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2069) : (f64) -> ()
    }) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %441 = "linalg.generic"(%440, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1781: f64, %arg1782: f32):
      %2068 = "arith.truncf"(%arg1781) : (f64) -> f32
      "linalg.yield"(%2068) : (f32) -> ()
    }) : (tensor<32xf64>, tensor<32xf32>) -> tensor<32xf32>
    %442 = "linalg.generic"(%441, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1779: f32, %arg1780: f32):
      %2066 = "arith.truncf"(%13) : (f64) -> f32
      %2067 = "arith.addf"(%arg1779, %2066) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2067) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %443 = "linalg.generic"(%442, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1777: f32, %arg1778: f32):
      %2065 = "math.rsqrt"(%arg1777) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2065) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %444 = "tensor.expand_shape"(%428) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %445 = "tensor.expand_shape"(%443) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %446 = "linalg.generic"(%424, %444, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1774: f32, %arg1775: f32, %arg1776: f32):
      %2064 = "arith.subf"(%arg1774, %arg1775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2064) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %447 = "linalg.generic"(%446, %445, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1771: f32, %arg1772: f32, %arg1773: f32):
      %2063 = "arith.mulf"(%arg1771, %arg1772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2063) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %448 = "tensor.expand_shape"(%arg48) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %449 = "linalg.generic"(%447, %448, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1768: f32, %arg1769: f32, %arg1770: f32):
      %2062 = "arith.mulf"(%arg1768, %arg1769) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2062) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %450 = "tensor.expand_shape"(%arg49) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %451 = "linalg.generic"(%449, %450, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1765: f32, %arg1766: f32, %arg1767: f32):
      %2061 = "arith.addf"(%arg1765, %arg1766) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2061) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %452 = "linalg.generic"(%451, %422) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1763: f32, %arg1764: f32):
      %2059 = "arith.cmpf"(%arg1763, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2060 = "arith.select"(%2059, %arg1763, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2060) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %453 = "tensor.pad"(%452) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1759: index, %arg1760: index, %arg1761: index, %arg1762: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>) -> tensor<4x32x4x4xf32>
    %454 = "linalg.conv_2d_nchw_fchw"(%453, %arg50, %423) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1756: f32, %arg1757: f32, %arg1758: f32):
      %2057 = "arith.mulf"(%arg1756, %arg1757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2058 = "arith.addf"(%arg1758, %2057) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2058) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x32x4x4xf32>, tensor<32x32x3x3xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %455 = "linalg.generic"(%454, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1754: f32, %arg1755: f32):
      %2056 = "arith.addf"(%arg1754, %arg1755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2056) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %456 = "linalg.generic"(%455, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1752: f32, %arg1753: f32):
      %2055 = "arith.divf"(%arg1752, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2055) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %457 = "linalg.generic"(%454, %429) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1750: f32, %arg1751: f64):
      %2054 = "arith.extf"(%arg1750) : (f32) -> f64
      "linalg.yield"(%2054) : (f64) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %458 = "linalg.generic"(%457, %432) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1748: f64, %arg1749: f64):
      %2053 = "arith.addf"(%arg1748, %arg1749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2053) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %459 = "linalg.generic"(%458, %431) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1746: f64, %arg1747: f64):
      %2052 = "arith.divf"(%arg1746, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2052) : (f64) -> ()
    }) : (tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %460 = "linalg.generic"(%457, %459, %429) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1743: f64, %arg1744: f64, %arg1745: f64):
      %2051 = "arith.subf"(%arg1743, %arg1744) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2051) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %461 = "linalg.generic"(%460, %460, %429) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1740: f64, %arg1741: f64, %arg1742: f64):
      %2050 = "arith.mulf"(%arg1740, %arg1741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2050) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %462 = "linalg.generic"(%461, %438) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1738: f64, %arg1739: f64):
      %2049 = "arith.addf"(%arg1738, %arg1739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2049) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<32xf64>) -> tensor<32xf64>
    %463 = "linalg.generic"(%462, %437) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1736: f64, %arg1737: f64):
      %2048 = "arith.divf"(%arg1736, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2048) : (f64) -> ()
    }) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %464 = "linalg.generic"(%463, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1734: f64, %arg1735: f32):
      %2047 = "arith.truncf"(%arg1734) : (f64) -> f32
      "linalg.yield"(%2047) : (f32) -> ()
    }) : (tensor<32xf64>, tensor<32xf32>) -> tensor<32xf32>
    %465 = "linalg.generic"(%464, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1732: f32, %arg1733: f32):
      %2045 = "arith.truncf"(%13) : (f64) -> f32
      %2046 = "arith.addf"(%arg1732, %2045) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2046) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %466 = "linalg.generic"(%465, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1730: f32, %arg1731: f32):
      %2044 = "math.rsqrt"(%arg1730) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2044) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %467 = "tensor.expand_shape"(%456) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %468 = "tensor.expand_shape"(%466) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %469 = "linalg.generic"(%454, %467, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1727: f32, %arg1728: f32, %arg1729: f32):
      %2043 = "arith.subf"(%arg1727, %arg1728) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2043) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %470 = "linalg.generic"(%469, %468, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1724: f32, %arg1725: f32, %arg1726: f32):
      %2042 = "arith.mulf"(%arg1724, %arg1725) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2042) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %471 = "tensor.expand_shape"(%arg51) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %472 = "linalg.generic"(%470, %471, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1721: f32, %arg1722: f32, %arg1723: f32):
      %2041 = "arith.mulf"(%arg1721, %arg1722) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2041) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %473 = "tensor.expand_shape"(%arg52) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %474 = "linalg.generic"(%472, %473, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1718: f32, %arg1719: f32, %arg1720: f32):
      %2040 = "arith.addf"(%arg1718, %arg1719) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2040) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %475 = "linalg.conv_2d_nchw_fchw"(%420, %arg53, %423) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1715: f32, %arg1716: f32, %arg1717: f32):
      %2038 = "arith.mulf"(%arg1715, %arg1716) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2039 = "arith.addf"(%arg1717, %2038) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2039) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x16x4x4xf32>, tensor<32x16x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %476 = "linalg.generic"(%475, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1713: f32, %arg1714: f32):
      %2037 = "arith.addf"(%arg1713, %arg1714) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2037) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %477 = "linalg.generic"(%476, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1711: f32, %arg1712: f32):
      %2036 = "arith.divf"(%arg1711, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2036) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %478 = "linalg.generic"(%475, %429) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1709: f32, %arg1710: f64):
      %2035 = "arith.extf"(%arg1709) : (f32) -> f64
      "linalg.yield"(%2035) : (f64) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %479 = "linalg.generic"(%478, %432) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1707: f64, %arg1708: f64):
      %2034 = "arith.addf"(%arg1707, %arg1708) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2034) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %480 = "linalg.generic"(%479, %431) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1705: f64, %arg1706: f64):
      %2033 = "arith.divf"(%arg1705, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2033) : (f64) -> ()
    }) : (tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %481 = "linalg.generic"(%478, %480, %429) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1702: f64, %arg1703: f64, %arg1704: f64):
      %2032 = "arith.subf"(%arg1702, %arg1703) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2032) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %482 = "linalg.generic"(%481, %481, %429) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1699: f64, %arg1700: f64, %arg1701: f64):
      %2031 = "arith.mulf"(%arg1699, %arg1700) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2031) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %483 = "linalg.generic"(%482, %438) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1697: f64, %arg1698: f64):
      %2030 = "arith.addf"(%arg1697, %arg1698) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2030) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<32xf64>) -> tensor<32xf64>
    %484 = "linalg.generic"(%483, %437) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1695: f64, %arg1696: f64):
      %2029 = "arith.divf"(%arg1695, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2029) : (f64) -> ()
    }) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %485 = "linalg.generic"(%484, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1693: f64, %arg1694: f32):
      %2028 = "arith.truncf"(%arg1693) : (f64) -> f32
      "linalg.yield"(%2028) : (f32) -> ()
    }) : (tensor<32xf64>, tensor<32xf32>) -> tensor<32xf32>
    %486 = "linalg.generic"(%485, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1691: f32, %arg1692: f32):
      %2026 = "arith.truncf"(%13) : (f64) -> f32
      %2027 = "arith.addf"(%arg1691, %2026) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2027) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %487 = "linalg.generic"(%486, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1689: f32, %arg1690: f32):
      %2025 = "math.rsqrt"(%arg1689) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2025) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %488 = "tensor.expand_shape"(%477) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %489 = "tensor.expand_shape"(%487) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %490 = "linalg.generic"(%475, %488, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1686: f32, %arg1687: f32, %arg1688: f32):
      %2024 = "arith.subf"(%arg1686, %arg1687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2024) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %491 = "linalg.generic"(%490, %489, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1683: f32, %arg1684: f32, %arg1685: f32):
      %2023 = "arith.mulf"(%arg1683, %arg1684) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2023) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %492 = "tensor.expand_shape"(%arg54) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %493 = "linalg.generic"(%491, %492, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1680: f32, %arg1681: f32, %arg1682: f32):
      %2022 = "arith.mulf"(%arg1680, %arg1681) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2022) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %494 = "tensor.expand_shape"(%arg55) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %495 = "linalg.generic"(%493, %494, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1677: f32, %arg1678: f32, %arg1679: f32):
      %2021 = "arith.addf"(%arg1677, %arg1678) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2021) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %496 = "linalg.generic"(%474, %495, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1674: f32, %arg1675: f32, %arg1676: f32):
      %2020 = "arith.addf"(%arg1674, %arg1675) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2020) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %497 = "linalg.generic"(%496, %422) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1672: f32, %arg1673: f32):
      %2018 = "arith.cmpf"(%arg1672, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %2019 = "arith.select"(%2018, %arg1672, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%2019) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %498 = "tensor.pad"(%497) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1668: index, %arg1669: index, %arg1670: index, %arg1671: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>) -> tensor<4x32x4x4xf32>
    %499 = "linalg.conv_2d_nchw_fchw"(%498, %arg56, %423) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1665: f32, %arg1666: f32, %arg1667: f32):
      %2016 = "arith.mulf"(%arg1665, %arg1666) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2017 = "arith.addf"(%arg1667, %2016) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2017) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x32x4x4xf32>, tensor<32x32x3x3xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %500 = "linalg.generic"(%499, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1663: f32, %arg1664: f32):
      %2015 = "arith.addf"(%arg1663, %arg1664) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2015) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %501 = "linalg.generic"(%500, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1661: f32, %arg1662: f32):
      %2014 = "arith.divf"(%arg1661, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2014) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %502 = "linalg.generic"(%499, %429) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1659: f32, %arg1660: f64):
      %2013 = "arith.extf"(%arg1659) : (f32) -> f64
      "linalg.yield"(%2013) : (f64) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %503 = "linalg.generic"(%502, %432) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1657: f64, %arg1658: f64):
      %2012 = "arith.addf"(%arg1657, %arg1658) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2012) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %504 = "linalg.generic"(%503, %431) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1655: f64, %arg1656: f64):
      %2011 = "arith.divf"(%arg1655, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2011) : (f64) -> ()
    }) : (tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %505 = "linalg.generic"(%502, %504, %429) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1652: f64, %arg1653: f64, %arg1654: f64):
      %2010 = "arith.subf"(%arg1652, %arg1653) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2010) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %506 = "linalg.generic"(%505, %505, %429) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1649: f64, %arg1650: f64, %arg1651: f64):
      %2009 = "arith.mulf"(%arg1649, %arg1650) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2009) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %507 = "linalg.generic"(%506, %438) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1647: f64, %arg1648: f64):
      %2008 = "arith.addf"(%arg1647, %arg1648) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2008) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<32xf64>) -> tensor<32xf64>
    %508 = "linalg.generic"(%507, %437) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1645: f64, %arg1646: f64):
      %2007 = "arith.divf"(%arg1645, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2007) : (f64) -> ()
    }) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %509 = "linalg.generic"(%508, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1643: f64, %arg1644: f32):
      %2006 = "arith.truncf"(%arg1643) : (f64) -> f32
      "linalg.yield"(%2006) : (f32) -> ()
    }) : (tensor<32xf64>, tensor<32xf32>) -> tensor<32xf32>
    %510 = "linalg.generic"(%509, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1641: f32, %arg1642: f32):
      %2004 = "arith.truncf"(%13) : (f64) -> f32
      %2005 = "arith.addf"(%arg1641, %2004) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2005) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %511 = "linalg.generic"(%510, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1639: f32, %arg1640: f32):
      %2003 = "math.rsqrt"(%arg1639) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2003) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %512 = "tensor.expand_shape"(%501) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %513 = "tensor.expand_shape"(%511) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %514 = "linalg.generic"(%499, %512, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1636: f32, %arg1637: f32, %arg1638: f32):
      %2002 = "arith.subf"(%arg1636, %arg1637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2002) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %515 = "linalg.generic"(%514, %513, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1633: f32, %arg1634: f32, %arg1635: f32):
      %2001 = "arith.mulf"(%arg1633, %arg1634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2001) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %516 = "tensor.expand_shape"(%arg57) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %517 = "linalg.generic"(%515, %516, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1630: f32, %arg1631: f32, %arg1632: f32):
      %2000 = "arith.mulf"(%arg1630, %arg1631) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2000) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %518 = "tensor.expand_shape"(%arg58) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %519 = "linalg.generic"(%517, %518, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1627: f32, %arg1628: f32, %arg1629: f32):
      %1999 = "arith.addf"(%arg1627, %arg1628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1999) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %520 = "linalg.generic"(%519, %422) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1625: f32, %arg1626: f32):
      %1997 = "arith.cmpf"(%arg1625, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1998 = "arith.select"(%1997, %arg1625, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%1998) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %521 = "tensor.pad"(%520) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1621: index, %arg1622: index, %arg1623: index, %arg1624: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>) -> tensor<4x32x4x4xf32>
    %522 = "linalg.conv_2d_nchw_fchw"(%521, %arg59, %423) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1618: f32, %arg1619: f32, %arg1620: f32):
      %1995 = "arith.mulf"(%arg1618, %arg1619) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1996 = "arith.addf"(%arg1620, %1995) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1996) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x32x4x4xf32>, tensor<32x32x3x3xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %523 = "linalg.generic"(%522, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1616: f32, %arg1617: f32):
      %1994 = "arith.addf"(%arg1616, %arg1617) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1994) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %524 = "linalg.generic"(%523, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1614: f32, %arg1615: f32):
      %1993 = "arith.divf"(%arg1614, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1993) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %525 = "linalg.generic"(%522, %429) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1612: f32, %arg1613: f64):
      %1992 = "arith.extf"(%arg1612) : (f32) -> f64
      "linalg.yield"(%1992) : (f64) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %526 = "linalg.generic"(%525, %432) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1610: f64, %arg1611: f64):
      %1991 = "arith.addf"(%arg1610, %arg1611) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1991) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %527 = "linalg.generic"(%526, %431) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1608: f64, %arg1609: f64):
      %1990 = "arith.divf"(%arg1608, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1990) : (f64) -> ()
    }) : (tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %528 = "linalg.generic"(%525, %527, %429) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1605: f64, %arg1606: f64, %arg1607: f64):
      %1989 = "arith.subf"(%arg1605, %arg1606) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1989) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<1x32x1x1xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %529 = "linalg.generic"(%528, %528, %429) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1602: f64, %arg1603: f64, %arg1604: f64):
      %1988 = "arith.mulf"(%arg1602, %arg1603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1988) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>, tensor<4x32x2x2xf64>) -> tensor<4x32x2x2xf64>
    %530 = "linalg.generic"(%529, %438) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1600: f64, %arg1601: f64):
      %1987 = "arith.addf"(%arg1600, %arg1601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1987) : (f64) -> ()
    }) : (tensor<4x32x2x2xf64>, tensor<32xf64>) -> tensor<32xf64>
    %531 = "linalg.generic"(%530, %437) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1598: f64, %arg1599: f64):
      %1986 = "arith.divf"(%arg1598, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1986) : (f64) -> ()
    }) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %532 = "linalg.generic"(%531, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1596: f64, %arg1597: f32):
      %1985 = "arith.truncf"(%arg1596) : (f64) -> f32
      "linalg.yield"(%1985) : (f32) -> ()
    }) : (tensor<32xf64>, tensor<32xf32>) -> tensor<32xf32>
    %533 = "linalg.generic"(%532, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1594: f32, %arg1595: f32):
      %1983 = "arith.truncf"(%13) : (f64) -> f32
      %1984 = "arith.addf"(%arg1594, %1983) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1984) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %534 = "linalg.generic"(%533, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1592: f32, %arg1593: f32):
      %1982 = "math.rsqrt"(%arg1592) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1982) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %535 = "tensor.expand_shape"(%524) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %536 = "tensor.expand_shape"(%534) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %537 = "linalg.generic"(%522, %535, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1589: f32, %arg1590: f32, %arg1591: f32):
      %1981 = "arith.subf"(%arg1589, %arg1590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1981) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %538 = "linalg.generic"(%537, %536, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1586: f32, %arg1587: f32, %arg1588: f32):
      %1980 = "arith.mulf"(%arg1586, %arg1587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1980) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %539 = "tensor.expand_shape"(%arg60) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %540 = "linalg.generic"(%538, %539, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1583: f32, %arg1584: f32, %arg1585: f32):
      %1979 = "arith.mulf"(%arg1583, %arg1584) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1979) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %541 = "tensor.expand_shape"(%arg61) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %542 = "linalg.generic"(%540, %541, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1580: f32, %arg1581: f32, %arg1582: f32):
      %1978 = "arith.addf"(%arg1580, %arg1581) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1978) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %543 = "linalg.generic"(%542, %497, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1577: f32, %arg1578: f32, %arg1579: f32):
      %1977 = "arith.addf"(%arg1577, %arg1578) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1977) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %544 = "linalg.generic"(%543, %422) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1575: f32, %arg1576: f32):
      %1975 = "arith.cmpf"(%arg1575, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1976 = "arith.select"(%1975, %arg1575, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%1976) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %545 = "tensor.empty"() : () -> tensor<4x32xf32>
    %546 = "linalg.fill"(%7, %545) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1573: f32, %arg1574: f32):
      "linalg.yield"(%arg1573) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %547 = "linalg.generic"(%544, %546) <{indexing_maps = [#map3, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1571: f32, %arg1572: f32):
      %1974 = "arith.addf"(%arg1571, %arg1572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1974) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %548 = "linalg.generic"(%547, %545) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1569: f32, %arg1570: f32):
      %1973 = "arith.divf"(%arg1569, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1973) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %549 = "tensor.empty"() : () -> tensor<32x10xf32>
    %550 = "linalg.transpose"(%arg62, %549) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1567: f32, %arg1568: f32):
      "linalg.yield"(%arg1567) : (f32) -> ()
    }) : (tensor<10x32xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %551 = "tensor.empty"() : () -> tensor<4x10xf32>
    %552 = "linalg.fill"(%7, %551) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1565: f32, %arg1566: f32):
      "linalg.yield"(%arg1565) : (f32) -> ()
    }) : (f32, tensor<4x10xf32>) -> tensor<4x10xf32>
    %553 = "linalg.matmul"(%548, %550, %552) <{indexing_maps = [#map13, #map14, #map15], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1562: f32, %arg1563: f32, %arg1564: f32):
      %1971 = "arith.mulf"(%arg1562, %arg1563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1972 = "arith.addf"(%arg1564, %1971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1972) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %554 = "linalg.generic"(%arg63, %551) <{indexing_maps = [#map16, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1560: f32, %arg1561: f32):
      "linalg.yield"(%arg1560) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %555 = "linalg.generic"(%553, %554, %551) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1557: f32, %arg1558: f32, %arg1559: f32):
      %1970 = "arith.addf"(%arg1557, %arg1558) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1970) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %556 = "tensor.empty"() : () -> tensor<4xi64>
    %557 = "linalg.fill"(%2, %556) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1555: i64, %arg1556: i64):
      "linalg.yield"(%arg1555) : (i64) -> ()
    }) : (i64, tensor<4xi64>) -> tensor<4xi64>
    %558 = "linalg.fill"(%9, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1553: f32, %arg1554: f32):
      "linalg.yield"(%arg1553) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %559:2 = "linalg.generic"(%555, %558, %557) <{indexing_maps = [#map12, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1550: f32, %arg1551: f32, %arg1552: i64):
      %1965 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1966 = "arith.index_cast"(%1965) : (index) -> i64
      %1967 = "arith.maximumf"(%arg1550, %arg1551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1968 = "arith.cmpf"(%arg1550, %arg1551) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1969 = "arith.select"(%1968, %1966, %arg1552) : (i1, i64, i64) -> i64
      "linalg.yield"(%1967, %1969) : (f32, i64) -> ()
    }) : (tensor<4x10xf32>, tensor<4xf32>, tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>)
    %560 = "tensor.expand_shape"(%559#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %561 = "linalg.generic"(%555, %560, %551) <{indexing_maps = [#map12, #map18, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1547: f32, %arg1548: f32, %arg1549: f32):
      %1964 = "arith.subf"(%arg1547, %arg1548) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1964) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %562 = "linalg.generic"(%561, %551) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1545: f32, %arg1546: f32):
      %1963 = "math.exp"(%arg1545) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1963) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %563 = "tensor.empty"() : () -> tensor<4x1xf32>
    %564 = "linalg.fill"(%7, %563) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1543: f32, %arg1544: f32):
      "linalg.yield"(%arg1543) : (f32) -> ()
    }) : (f32, tensor<4x1xf32>) -> tensor<4x1xf32>
    %565 = "linalg.generic"(%562, %564) <{indexing_maps = [#map12, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1541: f32, %arg1542: f32):
      %1962 = "arith.addf"(%arg1541, %arg1542) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1962) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %566 = "linalg.generic"(%565, %563) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1539: f32, %arg1540: f32):
      %1961 = "math.log"(%arg1539) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1961) : (f32) -> ()
    }) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %567 = "linalg.generic"(%561, %566, %551) <{indexing_maps = [#map12, #map18, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1536: f32, %arg1537: f32, %arg1538: f32):
      %1960 = "arith.subf"(%arg1536, %arg1537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1960) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %568 = "tensor.empty"() : () -> tensor<4xi1>
    %569 = "linalg.generic"(%arg1, %568) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1534: i64, %arg1535: i1):
      %1959 = "arith.cmpi"(%arg1534, %1) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1959) : (i1) -> ()
    }) : (tensor<4xi64>, tensor<4xi1>) -> tensor<4xi1>
    %570 = "linalg.generic"(%569, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1532: i1, %arg1533: f32):
      %1958 = "arith.uitofp"(%arg1532) : (i1) -> f32
      "linalg.yield"(%1958) : (f32) -> ()
    }) : (tensor<4xi1>, tensor<4xf32>) -> tensor<4xf32>
    %571 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xi64>) -> tensor<4x1xi64>
    %572 = "tensor.empty"() : () -> tensor<10xi64>
    %573 = "linalg.generic"(%572) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1531: i64):
      %1956 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1957 = "arith.index_cast"(%1956) : (index) -> i64
      "linalg.yield"(%1957) : (i64) -> ()
    }) : (tensor<10xi64>) -> tensor<10xi64>
    %574 = "tensor.empty"() : () -> tensor<4x10xi1>
    %575 = "linalg.generic"(%571, %573, %574) <{indexing_maps = [#map18, #map16, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1528: i64, %arg1529: i64, %arg1530: i1):
      %1955 = "arith.cmpi"(%arg1528, %arg1529) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1955) : (i1) -> ()
    }) : (tensor<4x1xi64>, tensor<10xi64>, tensor<4x10xi1>) -> tensor<4x10xi1>
    %576 = "linalg.generic"(%575, %551) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1526: i1, %arg1527: f32):
      %1954 = "arith.uitofp"(%arg1526) : (i1) -> f32
      "linalg.yield"(%1954) : (f32) -> ()
    }) : (tensor<4x10xi1>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %577 = "linalg.generic"(%567, %576, %551) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1523: f32, %arg1524: f32, %arg1525: f32):
      %1953 = "arith.mulf"(%arg1523, %arg1524) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1953) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %578 = "linalg.generic"(%577, %41) <{indexing_maps = [#map12, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1521: f32, %arg1522: f32):
      %1952 = "arith.addf"(%arg1521, %arg1522) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1952) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4xf32>) -> tensor<4xf32>
    %579 = "linalg.generic"(%578, %570, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1518: f32, %arg1519: f32, %arg1520: f32):
      %1951 = "arith.mulf"(%arg1518, %arg1519) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1951) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %580 = "tensor.empty"() : () -> tensor<f32>
    %581 = "linalg.fill"(%7, %580) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1516: f32, %arg1517: f32):
      "linalg.yield"(%arg1516) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %582 = "linalg.generic"(%579, %581) <{indexing_maps = [#map5, #map19], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1514: f32, %arg1515: f32):
      %1950 = "arith.addf"(%arg1514, %arg1515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1950) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %583 = "linalg.generic"(%582, %580) <{indexing_maps = [#map20, #map20], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1512: f32, %arg1513: f32):
      %1949 = "arith.negf"(%arg1512) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1949) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %584 = "linalg.generic"(%570, %581) <{indexing_maps = [#map5, #map19], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1510: f32, %arg1511: f32):
      %1948 = "arith.addf"(%arg1510, %arg1511) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1948) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %585 = "linalg.generic"(%583, %584, %580) <{indexing_maps = [#map20, #map20, #map20], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1507: f32, %arg1508: f32, %arg1509: f32):
      %1947 = "arith.divf"(%arg1507, %arg1508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1947) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %586 = "tensor.expand_shape"(%570) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %587 = "linalg.generic"(%12, %580) <{indexing_maps = [#map20, #map20], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1505: f32, %arg1506: f32):
      %1946 = "arith.negf"(%arg1505) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1946) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %588 = "linalg.generic"(%587, %584, %580) <{indexing_maps = [#map20, #map20, #map20], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1502: f32, %arg1503: f32, %arg1504: f32):
      %1945 = "arith.divf"(%arg1502, %arg1503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1945) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %589 = "linalg.generic"(%576, %586, %551) <{indexing_maps = [#map12, #map18, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1499: f32, %arg1500: f32, %arg1501: f32):
      %1944 = "arith.mulf"(%arg1499, %arg1500) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1944) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %590 = "linalg.generic"(%589, %588, %551) <{indexing_maps = [#map12, #map21, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1496: f32, %arg1497: f32, %arg1498: f32):
      %1943 = "arith.mulf"(%arg1496, %arg1497) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1943) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<f32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %591 = "linalg.generic"(%567, %551) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1494: f32, %arg1495: f32):
      %1942 = "math.exp"(%arg1494) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1942) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %592 = "linalg.generic"(%590, %564) <{indexing_maps = [#map12, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1492: f32, %arg1493: f32):
      %1941 = "arith.addf"(%arg1492, %arg1493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1941) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %593 = "linalg.generic"(%591, %592, %551) <{indexing_maps = [#map12, #map18, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1489: f32, %arg1490: f32, %arg1491: f32):
      %1940 = "arith.mulf"(%arg1489, %arg1490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1940) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %594 = "linalg.generic"(%590, %593, %551) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1486: f32, %arg1487: f32, %arg1488: f32):
      %1939 = "arith.subf"(%arg1486, %arg1487) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1939) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %595 = "linalg.matmul"(%594, %arg62, %546) <{indexing_maps = [#map13, #map14, #map15], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1483: f32, %arg1484: f32, %arg1485: f32):
      %1937 = "arith.mulf"(%arg1483, %arg1484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1938 = "arith.addf"(%arg1485, %1937) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1938) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<10x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %596 = "tensor.empty"() : () -> tensor<10x4xf32>
    %597 = "linalg.transpose"(%594, %596) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1481: f32, %arg1482: f32):
      "linalg.yield"(%arg1481) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<10x4xf32>) -> tensor<10x4xf32>
    %598 = "tensor.empty"() : () -> tensor<10x32xf32>
    %599 = "linalg.fill"(%7, %598) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1479: f32, %arg1480: f32):
      "linalg.yield"(%arg1479) : (f32) -> ()
    }) : (f32, tensor<10x32xf32>) -> tensor<10x32xf32>
    %600 = "linalg.matmul"(%597, %548, %599) <{indexing_maps = [#map13, #map14, #map15], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1476: f32, %arg1477: f32, %arg1478: f32):
      %1935 = "arith.mulf"(%arg1476, %arg1477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1936 = "arith.addf"(%arg1478, %1935) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1936) : (f32) -> ()
    }) : (tensor<10x4xf32>, tensor<4x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %601 = "tensor.empty"() : () -> tensor<1x10xf32>
    %602 = "linalg.fill"(%7, %601) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1474: f32, %arg1475: f32):
      "linalg.yield"(%arg1474) : (f32) -> ()
    }) : (f32, tensor<1x10xf32>) -> tensor<1x10xf32>
    %603 = "linalg.generic"(%594, %602) <{indexing_maps = [#map12, #map22], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1472: f32, %arg1473: f32):
      %1934 = "arith.addf"(%arg1472, %arg1473) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1934) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %604 = "tensor.collapse_shape"(%603) <{reassociation = [[0, 1]]}> : (tensor<1x10xf32>) -> tensor<10xf32>
    %605 = "linalg.generic"(%595, %422) <{indexing_maps = [#map11, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1470: f32, %arg1471: f32):
      "linalg.yield"(%arg1470) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %606 = "linalg.generic"(%605, %422) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1468: f32, %arg1469: f32):
      %1933 = "arith.divf"(%arg1468, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1933) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %607 = "tensor.empty"() : () -> tensor<4x32x2x2xi1>
    %608 = "linalg.generic"(%544, %607) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1466: f32, %arg1467: i1):
      %1932 = "arith.cmpf"(%arg1466, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1932) : (i1) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xi1>) -> tensor<4x32x2x2xi1>
    %609 = "linalg.generic"(%608, %11, %606, %422) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1462: i1, %arg1463: f32, %arg1464: f32, %arg1465: f32):
      %1931 = "arith.select"(%arg1462, %arg1463, %arg1464) : (i1, f32, f32) -> f32
      "linalg.yield"(%1931) : (f32) -> ()
    }) : (tensor<4x32x2x2xi1>, tensor<f32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %610 = "linalg.generic"(%609, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1460: f32, %arg1461: f32):
      %1930 = "arith.addf"(%arg1460, %arg1461) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1930) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %611 = "linalg.generic"(%609, %537, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1457: f32, %arg1458: f32, %arg1459: f32):
      %1929 = "arith.mulf"(%arg1457, %arg1458) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1929) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %612 = "linalg.generic"(%611, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1455: f32, %arg1456: f32):
      %1928 = "arith.addf"(%arg1455, %arg1456) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1928) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %613 = "linalg.generic"(%610, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1453: f32, %arg1454: f32):
      %1927 = "arith.mulf"(%arg1453, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1927) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %614 = "tensor.expand_shape"(%613) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %615 = "linalg.generic"(%612, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1451: f32, %arg1452: f32):
      %1926 = "arith.mulf"(%arg1451, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1926) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %616 = "linalg.generic"(%534, %534, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1448: f32, %arg1449: f32, %arg1450: f32):
      %1925 = "arith.mulf"(%arg1448, %arg1449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1925) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %617 = "linalg.generic"(%615, %616, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1445: f32, %arg1446: f32, %arg1447: f32):
      %1924 = "arith.mulf"(%arg1445, %arg1446) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1924) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %618 = "tensor.expand_shape"(%617) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %619 = "linalg.generic"(%534, %arg60, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1442: f32, %arg1443: f32, %arg1444: f32):
      %1923 = "arith.mulf"(%arg1442, %arg1443) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1923) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %620 = "tensor.expand_shape"(%619) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %621 = "linalg.generic"(%537, %618, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1439: f32, %arg1440: f32, %arg1441: f32):
      %1922 = "arith.mulf"(%arg1439, %arg1440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1922) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %622 = "linalg.generic"(%609, %621, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1436: f32, %arg1437: f32, %arg1438: f32):
      %1921 = "arith.subf"(%arg1436, %arg1437) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1921) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %623 = "linalg.generic"(%622, %614, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1433: f32, %arg1434: f32, %arg1435: f32):
      %1920 = "arith.subf"(%arg1433, %arg1434) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1920) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %624 = "linalg.generic"(%623, %620, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1430: f32, %arg1431: f32, %arg1432: f32):
      %1919 = "arith.mulf"(%arg1430, %arg1431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1919) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %625 = "linalg.generic"(%612, %534, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1427: f32, %arg1428: f32, %arg1429: f32):
      %1918 = "arith.mulf"(%arg1427, %arg1428) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1918) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %626 = "tensor.empty"() : () -> tensor<32x32x3x3xf32>
    %627 = "linalg.fill"(%7, %626) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1425: f32, %arg1426: f32):
      "linalg.yield"(%arg1425) : (f32) -> ()
    }) : (f32, tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %628 = "linalg.generic"(%627) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1424: f32):
      %1911 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1912 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1913 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1914 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1915 = "arith.subi"(%6, %1913) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1916 = "arith.subi"(%6, %1914) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1917 = "tensor.extract"(%arg59, %1912, %1911, %1915, %1916) : (tensor<32x32x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1917) : (f32) -> ()
    }) : (tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %629 = "tensor.empty"() : () -> tensor<4x32x4x4xf32>
    %630 = "linalg.fill"(%7, %629) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1422: f32, %arg1423: f32):
      "linalg.yield"(%arg1422) : (f32) -> ()
    }) : (f32, tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %631 = "tensor.insert_slice"(%624, %630) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 32, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x32x2x2xf32>, tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %632 = "linalg.conv_2d_nchw_fchw"(%631, %628, %423) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1419: f32, %arg1420: f32, %arg1421: f32):
      %1909 = "arith.mulf"(%arg1419, %arg1420) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1910 = "arith.addf"(%arg1421, %1909) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1910) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x32x4x4xf32>, tensor<32x32x3x3xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %633 = "tensor.empty"() : () -> tensor<32x4x2x2xf32>
    %634 = "linalg.transpose"(%520, %633) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1417: f32, %arg1418: f32):
      "linalg.yield"(%arg1417) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32x4x2x2xf32>) -> tensor<32x4x2x2xf32>
    %635 = "linalg.transpose"(%624, %633) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1415: f32, %arg1416: f32):
      "linalg.yield"(%arg1415) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32x4x2x2xf32>) -> tensor<32x4x2x2xf32>
    %636 = "tensor.pad"(%634) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1411: index, %arg1412: index, %arg1413: index, %arg1414: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<32x4x2x2xf32>) -> tensor<32x4x4x4xf32>
    %637 = "linalg.conv_2d_nchw_fchw"(%636, %635, %627) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1408: f32, %arg1409: f32, %arg1410: f32):
      %1907 = "arith.mulf"(%arg1408, %arg1409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1908 = "arith.addf"(%arg1410, %1907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1908) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<32x4x4x4xf32>, tensor<32x4x2x2xf32>, tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %638 = "linalg.transpose"(%637, %626) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1406: f32, %arg1407: f32):
      "linalg.yield"(%arg1406) : (f32) -> ()
    }) : (tensor<32x32x3x3xf32>, tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %639 = "linalg.generic"(%520, %607) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1404: f32, %arg1405: i1):
      %1906 = "arith.cmpf"(%arg1404, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1906) : (i1) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xi1>) -> tensor<4x32x2x2xi1>
    %640 = "linalg.generic"(%639, %11, %632, %422) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1400: i1, %arg1401: f32, %arg1402: f32, %arg1403: f32):
      %1905 = "arith.select"(%arg1400, %arg1401, %arg1402) : (i1, f32, f32) -> f32
      "linalg.yield"(%1905) : (f32) -> ()
    }) : (tensor<4x32x2x2xi1>, tensor<f32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %641 = "linalg.generic"(%640, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1398: f32, %arg1399: f32):
      %1904 = "arith.addf"(%arg1398, %arg1399) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1904) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %642 = "linalg.generic"(%640, %514, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1395: f32, %arg1396: f32, %arg1397: f32):
      %1903 = "arith.mulf"(%arg1395, %arg1396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1903) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %643 = "linalg.generic"(%642, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1393: f32, %arg1394: f32):
      %1902 = "arith.addf"(%arg1393, %arg1394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1902) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %644 = "linalg.generic"(%641, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1391: f32, %arg1392: f32):
      %1901 = "arith.mulf"(%arg1391, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1901) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %645 = "tensor.expand_shape"(%644) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %646 = "linalg.generic"(%643, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1389: f32, %arg1390: f32):
      %1900 = "arith.mulf"(%arg1389, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1900) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %647 = "linalg.generic"(%511, %511, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1386: f32, %arg1387: f32, %arg1388: f32):
      %1899 = "arith.mulf"(%arg1386, %arg1387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1899) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %648 = "linalg.generic"(%646, %647, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1383: f32, %arg1384: f32, %arg1385: f32):
      %1898 = "arith.mulf"(%arg1383, %arg1384) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1898) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %649 = "tensor.expand_shape"(%648) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %650 = "linalg.generic"(%511, %arg57, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1380: f32, %arg1381: f32, %arg1382: f32):
      %1897 = "arith.mulf"(%arg1380, %arg1381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1897) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %651 = "tensor.expand_shape"(%650) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %652 = "linalg.generic"(%514, %649, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1377: f32, %arg1378: f32, %arg1379: f32):
      %1896 = "arith.mulf"(%arg1377, %arg1378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1896) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %653 = "linalg.generic"(%640, %652, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1374: f32, %arg1375: f32, %arg1376: f32):
      %1895 = "arith.subf"(%arg1374, %arg1375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1895) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %654 = "linalg.generic"(%653, %645, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1371: f32, %arg1372: f32, %arg1373: f32):
      %1894 = "arith.subf"(%arg1371, %arg1372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1894) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %655 = "linalg.generic"(%654, %651, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1368: f32, %arg1369: f32, %arg1370: f32):
      %1893 = "arith.mulf"(%arg1368, %arg1369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1893) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %656 = "linalg.generic"(%643, %511, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1365: f32, %arg1366: f32, %arg1367: f32):
      %1892 = "arith.mulf"(%arg1365, %arg1366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1892) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %657 = "linalg.generic"(%627) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1364: f32):
      %1885 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1886 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1887 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1888 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1889 = "arith.subi"(%6, %1887) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1890 = "arith.subi"(%6, %1888) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1891 = "tensor.extract"(%arg56, %1886, %1885, %1889, %1890) : (tensor<32x32x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1891) : (f32) -> ()
    }) : (tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %658 = "tensor.insert_slice"(%655, %630) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 32, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x32x2x2xf32>, tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %659 = "linalg.conv_2d_nchw_fchw"(%658, %657, %423) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1361: f32, %arg1362: f32, %arg1363: f32):
      %1883 = "arith.mulf"(%arg1361, %arg1362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1884 = "arith.addf"(%arg1363, %1883) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1884) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x32x4x4xf32>, tensor<32x32x3x3xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %660 = "linalg.transpose"(%497, %633) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1359: f32, %arg1360: f32):
      "linalg.yield"(%arg1359) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32x4x2x2xf32>) -> tensor<32x4x2x2xf32>
    %661 = "linalg.transpose"(%655, %633) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1357: f32, %arg1358: f32):
      "linalg.yield"(%arg1357) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32x4x2x2xf32>) -> tensor<32x4x2x2xf32>
    %662 = "tensor.pad"(%660) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1353: index, %arg1354: index, %arg1355: index, %arg1356: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<32x4x2x2xf32>) -> tensor<32x4x4x4xf32>
    %663 = "linalg.conv_2d_nchw_fchw"(%662, %661, %627) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1350: f32, %arg1351: f32, %arg1352: f32):
      %1881 = "arith.mulf"(%arg1350, %arg1351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1882 = "arith.addf"(%arg1352, %1881) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1882) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<32x4x4x4xf32>, tensor<32x4x2x2xf32>, tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %664 = "linalg.transpose"(%663, %626) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1348: f32, %arg1349: f32):
      "linalg.yield"(%arg1348) : (f32) -> ()
    }) : (tensor<32x32x3x3xf32>, tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %665 = "linalg.generic"(%609, %659, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1345: f32, %arg1346: f32, %arg1347: f32):
      %1880 = "arith.addf"(%arg1345, %arg1346) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1880) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %666 = "linalg.generic"(%497, %607) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1343: f32, %arg1344: i1):
      %1879 = "arith.cmpf"(%arg1343, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1879) : (i1) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xi1>) -> tensor<4x32x2x2xi1>
    %667 = "linalg.generic"(%666, %11, %665, %422) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1339: i1, %arg1340: f32, %arg1341: f32, %arg1342: f32):
      %1878 = "arith.select"(%arg1339, %arg1340, %arg1341) : (i1, f32, f32) -> f32
      "linalg.yield"(%1878) : (f32) -> ()
    }) : (tensor<4x32x2x2xi1>, tensor<f32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %668 = "linalg.generic"(%667, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1337: f32, %arg1338: f32):
      %1877 = "arith.addf"(%arg1337, %arg1338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1877) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %669 = "linalg.generic"(%667, %490, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1334: f32, %arg1335: f32, %arg1336: f32):
      %1876 = "arith.mulf"(%arg1334, %arg1335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1876) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %670 = "linalg.generic"(%669, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1332: f32, %arg1333: f32):
      %1875 = "arith.addf"(%arg1332, %arg1333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1875) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %671 = "linalg.generic"(%668, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1330: f32, %arg1331: f32):
      %1874 = "arith.mulf"(%arg1330, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1874) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %672 = "tensor.expand_shape"(%671) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %673 = "linalg.generic"(%670, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1328: f32, %arg1329: f32):
      %1873 = "arith.mulf"(%arg1328, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1873) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %674 = "linalg.generic"(%487, %487, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1325: f32, %arg1326: f32, %arg1327: f32):
      %1872 = "arith.mulf"(%arg1325, %arg1326) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1872) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %675 = "linalg.generic"(%673, %674, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1322: f32, %arg1323: f32, %arg1324: f32):
      %1871 = "arith.mulf"(%arg1322, %arg1323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1871) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %676 = "tensor.expand_shape"(%675) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %677 = "linalg.generic"(%487, %arg54, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1319: f32, %arg1320: f32, %arg1321: f32):
      %1870 = "arith.mulf"(%arg1319, %arg1320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1870) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %678 = "tensor.expand_shape"(%677) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %679 = "linalg.generic"(%490, %676, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1316: f32, %arg1317: f32, %arg1318: f32):
      %1869 = "arith.mulf"(%arg1316, %arg1317) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1869) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %680 = "linalg.generic"(%667, %679, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1313: f32, %arg1314: f32, %arg1315: f32):
      %1868 = "arith.subf"(%arg1313, %arg1314) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1868) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %681 = "linalg.generic"(%680, %672, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1310: f32, %arg1311: f32, %arg1312: f32):
      %1867 = "arith.subf"(%arg1310, %arg1311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1867) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %682 = "linalg.generic"(%681, %678, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1307: f32, %arg1308: f32, %arg1309: f32):
      %1866 = "arith.mulf"(%arg1307, %arg1308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1866) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %683 = "linalg.generic"(%670, %487, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1304: f32, %arg1305: f32, %arg1306: f32):
      %1865 = "arith.mulf"(%arg1304, %arg1305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1865) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %684 = "tensor.empty"() : () -> tensor<16x32x1x1xf32>
    %685 = "linalg.fill"(%7, %684) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1302: f32, %arg1303: f32):
      "linalg.yield"(%arg1302) : (f32) -> ()
    }) : (f32, tensor<16x32x1x1xf32>) -> tensor<16x32x1x1xf32>
    %686 = "linalg.generic"(%685) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1301: f32):
      %1862 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1863 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1864 = "tensor.extract"(%arg53, %1863, %1862, %27, %27) : (tensor<32x16x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1864) : (f32) -> ()
    }) : (tensor<16x32x1x1xf32>) -> tensor<16x32x1x1xf32>
    %687 = "tensor.insert_slice"(%682, %630) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 32, 2, 2>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<4x32x2x2xf32>, tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %688 = "linalg.conv_2d_nchw_fchw"(%687, %686, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1298: f32, %arg1299: f32, %arg1300: f32):
      %1860 = "arith.mulf"(%arg1298, %arg1299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1861 = "arith.addf"(%arg1300, %1860) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1861) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x32x4x4xf32>, tensor<16x32x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %689 = "tensor.empty"() : () -> tensor<16x4x4x4xf32>
    %690 = "linalg.transpose"(%420, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1296: f32, %arg1297: f32):
      "linalg.yield"(%arg1296) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16x4x4x4xf32>) -> tensor<16x4x4x4xf32>
    %691 = "tensor.empty"() : () -> tensor<16x128x2x2xf32>
    %692 = "tensor.expand_shape"(%690) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 16, 4, 1, 4, 4>}> : (tensor<16x4x4x4xf32>) -> tensor<16x4x1x4x4xf32>
    %693 = "tensor.expand_shape"(%682) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 32, 1, 2, 2>}> : (tensor<4x32x2x2xf32>) -> tensor<4x32x1x2x2xf32>
    %694 = "tensor.expand_shape"(%691) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 16, 4, 32, 2, 2>}> : (tensor<16x128x2x2xf32>) -> tensor<16x4x32x2x2xf32>
    %695 = "linalg.fill"(%7, %694) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1294: f32, %arg1295: f32):
      "linalg.yield"(%arg1294) : (f32) -> ()
    }) : (f32, tensor<16x4x32x2x2xf32>) -> tensor<16x4x32x2x2xf32>
    %696 = "linalg.conv_2d_ngchw_gfchw"(%692, %693, %695) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1291: f32, %arg1292: f32, %arg1293: f32):
      %1858 = "arith.mulf"(%arg1291, %arg1292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1859 = "arith.addf"(%arg1293, %1858) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1859) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<16x4x1x4x4xf32>, tensor<4x32x1x2x2xf32>, tensor<16x4x32x2x2xf32>) -> tensor<16x4x32x2x2xf32>
    %697 = "tensor.collapse_shape"(%696) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<16x4x32x2x2xf32>) -> tensor<16x128x2x2xf32>
    %698 = "tensor.extract_slice"(%697) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 16, 128, 1, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<16x128x2x2xf32>) -> tensor<16x128x1x2xf32>
    %699 = "tensor.extract_slice"(%698) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 16, 128, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<16x128x1x2xf32>) -> tensor<16x128x1x1xf32>
    %700 = "tensor.expand_shape"(%699) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 16, 4, 32, 1, 1>}> : (tensor<16x128x1x1xf32>) -> tensor<16x4x32x1x1xf32>
    %701 = "tensor.empty"() : () -> tensor<4x32x16x1x1xf32>
    %702 = "linalg.transpose"(%700, %701) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg1289: f32, %arg1290: f32):
      "linalg.yield"(%arg1289) : (f32) -> ()
    }) : (tensor<16x4x32x1x1xf32>, tensor<4x32x16x1x1xf32>) -> tensor<4x32x16x1x1xf32>
    %703 = "tensor.empty"() : () -> tensor<32x16x1x1xf32>
    %704 = "linalg.fill"(%7, %703) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1287: f32, %arg1288: f32):
      "linalg.yield"(%arg1287) : (f32) -> ()
    }) : (f32, tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32>
    %705 = "linalg.generic"(%702, %704) <{indexing_maps = [#map27, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1285: f32, %arg1286: f32):
      %1857 = "arith.addf"(%arg1285, %arg1286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1857) : (f32) -> ()
    }) : (tensor<4x32x16x1x1xf32>, tensor<32x16x1x1xf32>) -> tensor<32x16x1x1xf32>
    %706 = "linalg.generic"(%667, %469, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1282: f32, %arg1283: f32, %arg1284: f32):
      %1856 = "arith.mulf"(%arg1282, %arg1283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1856) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %707 = "linalg.generic"(%706, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1280: f32, %arg1281: f32):
      %1855 = "arith.addf"(%arg1280, %arg1281) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1855) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %708 = "linalg.generic"(%707, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1278: f32, %arg1279: f32):
      %1854 = "arith.mulf"(%arg1278, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1854) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %709 = "linalg.generic"(%466, %466, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1275: f32, %arg1276: f32, %arg1277: f32):
      %1853 = "arith.mulf"(%arg1275, %arg1276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1853) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %710 = "linalg.generic"(%708, %709, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1272: f32, %arg1273: f32, %arg1274: f32):
      %1852 = "arith.mulf"(%arg1272, %arg1273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1852) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %711 = "tensor.expand_shape"(%710) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %712 = "linalg.generic"(%466, %arg51, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1269: f32, %arg1270: f32, %arg1271: f32):
      %1851 = "arith.mulf"(%arg1269, %arg1270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1851) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %713 = "tensor.expand_shape"(%712) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %714 = "linalg.generic"(%469, %711, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1266: f32, %arg1267: f32, %arg1268: f32):
      %1850 = "arith.mulf"(%arg1266, %arg1267) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1850) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %715 = "linalg.generic"(%667, %714, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1263: f32, %arg1264: f32, %arg1265: f32):
      %1849 = "arith.subf"(%arg1263, %arg1264) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1849) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %716 = "linalg.generic"(%715, %672, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1260: f32, %arg1261: f32, %arg1262: f32):
      %1848 = "arith.subf"(%arg1260, %arg1261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1848) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %717 = "linalg.generic"(%716, %713, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1257: f32, %arg1258: f32, %arg1259: f32):
      %1847 = "arith.mulf"(%arg1257, %arg1258) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1847) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %718 = "linalg.generic"(%707, %466, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1254: f32, %arg1255: f32, %arg1256: f32):
      %1846 = "arith.mulf"(%arg1254, %arg1255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1846) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %719 = "linalg.generic"(%627) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1253: f32):
      %1839 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1840 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1841 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1842 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1843 = "arith.subi"(%6, %1841) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1844 = "arith.subi"(%6, %1842) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1845 = "tensor.extract"(%arg50, %1840, %1839, %1843, %1844) : (tensor<32x32x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1845) : (f32) -> ()
    }) : (tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %720 = "tensor.insert_slice"(%717, %630) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 32, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x32x2x2xf32>, tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %721 = "linalg.conv_2d_nchw_fchw"(%720, %719, %423) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1250: f32, %arg1251: f32, %arg1252: f32):
      %1837 = "arith.mulf"(%arg1250, %arg1251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1838 = "arith.addf"(%arg1252, %1837) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1838) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x32x4x4xf32>, tensor<32x32x3x3xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %722 = "linalg.transpose"(%452, %633) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1248: f32, %arg1249: f32):
      "linalg.yield"(%arg1248) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32x4x2x2xf32>) -> tensor<32x4x2x2xf32>
    %723 = "linalg.transpose"(%717, %633) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1246: f32, %arg1247: f32):
      "linalg.yield"(%arg1246) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32x4x2x2xf32>) -> tensor<32x4x2x2xf32>
    %724 = "tensor.pad"(%722) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1242: index, %arg1243: index, %arg1244: index, %arg1245: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<32x4x2x2xf32>) -> tensor<32x4x4x4xf32>
    %725 = "linalg.conv_2d_nchw_fchw"(%724, %723, %627) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1239: f32, %arg1240: f32, %arg1241: f32):
      %1835 = "arith.mulf"(%arg1239, %arg1240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1836 = "arith.addf"(%arg1241, %1835) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1836) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<32x4x4x4xf32>, tensor<32x4x2x2xf32>, tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %726 = "linalg.transpose"(%725, %626) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1237: f32, %arg1238: f32):
      "linalg.yield"(%arg1237) : (f32) -> ()
    }) : (tensor<32x32x3x3xf32>, tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xf32>
    %727 = "linalg.generic"(%452, %607) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1235: f32, %arg1236: i1):
      %1834 = "arith.cmpf"(%arg1235, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1834) : (i1) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xi1>) -> tensor<4x32x2x2xi1>
    %728 = "linalg.generic"(%727, %11, %721, %422) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1231: i1, %arg1232: f32, %arg1233: f32, %arg1234: f32):
      %1833 = "arith.select"(%arg1231, %arg1232, %arg1233) : (i1, f32, f32) -> f32
      "linalg.yield"(%1833) : (f32) -> ()
    }) : (tensor<4x32x2x2xi1>, tensor<f32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %729 = "linalg.generic"(%728, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1229: f32, %arg1230: f32):
      %1832 = "arith.addf"(%arg1229, %arg1230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1832) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %730 = "linalg.generic"(%728, %446, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1226: f32, %arg1227: f32, %arg1228: f32):
      %1831 = "arith.mulf"(%arg1226, %arg1227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1831) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %731 = "linalg.generic"(%730, %426) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1224: f32, %arg1225: f32):
      %1830 = "arith.addf"(%arg1224, %arg1225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1830) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<32xf32>) -> tensor<32xf32>
    %732 = "linalg.generic"(%729, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1222: f32, %arg1223: f32):
      %1829 = "arith.mulf"(%arg1222, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1829) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %733 = "tensor.expand_shape"(%732) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %734 = "linalg.generic"(%731, %425) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1220: f32, %arg1221: f32):
      %1828 = "arith.mulf"(%arg1220, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1828) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %735 = "linalg.generic"(%443, %443, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1217: f32, %arg1218: f32, %arg1219: f32):
      %1827 = "arith.mulf"(%arg1217, %arg1218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1827) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %736 = "linalg.generic"(%734, %735, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1214: f32, %arg1215: f32, %arg1216: f32):
      %1826 = "arith.mulf"(%arg1214, %arg1215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1826) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %737 = "tensor.expand_shape"(%736) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %738 = "linalg.generic"(%443, %arg48, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1211: f32, %arg1212: f32, %arg1213: f32):
      %1825 = "arith.mulf"(%arg1211, %arg1212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1825) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %739 = "tensor.expand_shape"(%738) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %740 = "linalg.generic"(%446, %737, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1208: f32, %arg1209: f32, %arg1210: f32):
      %1824 = "arith.mulf"(%arg1208, %arg1209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1824) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %741 = "linalg.generic"(%728, %740, %422) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1205: f32, %arg1206: f32, %arg1207: f32):
      %1823 = "arith.subf"(%arg1205, %arg1206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1823) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %742 = "linalg.generic"(%741, %733, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1202: f32, %arg1203: f32, %arg1204: f32):
      %1822 = "arith.subf"(%arg1202, %arg1203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1822) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %743 = "linalg.generic"(%742, %739, %422) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1199: f32, %arg1200: f32, %arg1201: f32):
      %1821 = "arith.mulf"(%arg1199, %arg1200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1821) : (f32) -> ()
    }) : (tensor<4x32x2x2xf32>, tensor<1x32x1x1xf32>, tensor<4x32x2x2xf32>) -> tensor<4x32x2x2xf32>
    %744 = "linalg.generic"(%731, %443, %425) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1196: f32, %arg1197: f32, %arg1198: f32):
      %1820 = "arith.mulf"(%arg1196, %arg1197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1820) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %745 = "tensor.empty"() : () -> tensor<16x32x3x3xf32>
    %746 = "linalg.fill"(%7, %745) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1194: f32, %arg1195: f32):
      "linalg.yield"(%arg1194) : (f32) -> ()
    }) : (f32, tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %747 = "linalg.generic"(%746) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1193: f32):
      %1813 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1814 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1815 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1816 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1817 = "arith.subi"(%6, %1815) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1818 = "arith.subi"(%6, %1816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1819 = "tensor.extract"(%arg47, %1814, %1813, %1817, %1818) : (tensor<32x16x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1819) : (f32) -> ()
    }) : (tensor<16x32x3x3xf32>) -> tensor<16x32x3x3xf32>
    %748 = "tensor.empty"() : () -> tensor<4x32x6x6xf32>
    %749 = "linalg.fill"(%7, %748) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1191: f32, %arg1192: f32):
      "linalg.yield"(%arg1191) : (f32) -> ()
    }) : (f32, tensor<4x32x6x6xf32>) -> tensor<4x32x6x6xf32>
    %750 = "tensor.insert_slice"(%743, %749) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 32, 2, 2>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<4x32x2x2xf32>, tensor<4x32x6x6xf32>) -> tensor<4x32x6x6xf32>
    %751 = "linalg.conv_2d_nchw_fchw"(%750, %747, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1188: f32, %arg1189: f32, %arg1190: f32):
      %1811 = "arith.mulf"(%arg1188, %arg1189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1812 = "arith.addf"(%arg1190, %1811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1812) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x32x6x6xf32>, tensor<16x32x3x3xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %752 = "tensor.pad"(%690) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1184: index, %arg1185: index, %arg1186: index, %arg1187: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<16x4x4x4xf32>) -> tensor<16x4x6x6xf32>
    %753 = "tensor.empty"() : () -> tensor<16x128x4x4xf32>
    %754 = "tensor.expand_shape"(%752) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 16, 4, 1, 6, 6>}> : (tensor<16x4x6x6xf32>) -> tensor<16x4x1x6x6xf32>
    %755 = "tensor.expand_shape"(%743) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 32, 1, 2, 2>}> : (tensor<4x32x2x2xf32>) -> tensor<4x32x1x2x2xf32>
    %756 = "tensor.expand_shape"(%753) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 16, 4, 32, 4, 4>}> : (tensor<16x128x4x4xf32>) -> tensor<16x4x32x4x4xf32>
    %757 = "linalg.fill"(%7, %756) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1182: f32, %arg1183: f32):
      "linalg.yield"(%arg1182) : (f32) -> ()
    }) : (f32, tensor<16x4x32x4x4xf32>) -> tensor<16x4x32x4x4xf32>
    %758 = "linalg.conv_2d_ngchw_gfchw"(%754, %755, %757) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1179: f32, %arg1180: f32, %arg1181: f32):
      %1809 = "arith.mulf"(%arg1179, %arg1180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1810 = "arith.addf"(%arg1181, %1809) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1810) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<16x4x1x6x6xf32>, tensor<4x32x1x2x2xf32>, tensor<16x4x32x4x4xf32>) -> tensor<16x4x32x4x4xf32>
    %759 = "tensor.collapse_shape"(%758) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<16x4x32x4x4xf32>) -> tensor<16x128x4x4xf32>
    %760 = "tensor.extract_slice"(%759) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 16, 128, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<16x128x4x4xf32>) -> tensor<16x128x3x4xf32>
    %761 = "tensor.extract_slice"(%760) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 16, 128, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<16x128x3x4xf32>) -> tensor<16x128x3x3xf32>
    %762 = "tensor.expand_shape"(%761) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 16, 4, 32, 3, 3>}> : (tensor<16x128x3x3xf32>) -> tensor<16x4x32x3x3xf32>
    %763 = "tensor.empty"() : () -> tensor<4x32x16x3x3xf32>
    %764 = "linalg.transpose"(%762, %763) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg1177: f32, %arg1178: f32):
      "linalg.yield"(%arg1177) : (f32) -> ()
    }) : (tensor<16x4x32x3x3xf32>, tensor<4x32x16x3x3xf32>) -> tensor<4x32x16x3x3xf32>
    %765 = "tensor.empty"() : () -> tensor<32x16x3x3xf32>
    %766 = "linalg.fill"(%7, %765) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1175: f32, %arg1176: f32):
      "linalg.yield"(%arg1175) : (f32) -> ()
    }) : (f32, tensor<32x16x3x3xf32>) -> tensor<32x16x3x3xf32>
    %767 = "linalg.generic"(%764, %766) <{indexing_maps = [#map27, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1173: f32, %arg1174: f32):
      %1808 = "arith.addf"(%arg1173, %arg1174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1808) : (f32) -> ()
    }) : (tensor<4x32x16x3x3xf32>, tensor<32x16x3x3xf32>) -> tensor<32x16x3x3xf32>
    %768 = "linalg.generic"(%688, %751, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1170: f32, %arg1171: f32, %arg1172: f32):
      %1807 = "arith.addf"(%arg1170, %arg1171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1807) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %769 = "tensor.empty"() : () -> tensor<4x16x4x4xi1>
    %770 = "linalg.generic"(%420, %769) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1168: f32, %arg1169: i1):
      %1806 = "arith.cmpf"(%arg1168, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1806) : (i1) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xi1>) -> tensor<4x16x4x4xi1>
    %771 = "linalg.generic"(%770, %11, %768, %298) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1164: i1, %arg1165: f32, %arg1166: f32, %arg1167: f32):
      %1805 = "arith.select"(%arg1164, %arg1165, %arg1166) : (i1, f32, f32) -> f32
      "linalg.yield"(%1805) : (f32) -> ()
    }) : (tensor<4x16x4x4xi1>, tensor<f32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %772 = "linalg.generic"(%771, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1162: f32, %arg1163: f32):
      %1804 = "arith.addf"(%arg1162, %arg1163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1804) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %773 = "linalg.generic"(%771, %413, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1159: f32, %arg1160: f32, %arg1161: f32):
      %1803 = "arith.mulf"(%arg1159, %arg1160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1803) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %774 = "linalg.generic"(%773, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1157: f32, %arg1158: f32):
      %1802 = "arith.addf"(%arg1157, %arg1158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1802) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %775 = "linalg.generic"(%772, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1155: f32, %arg1156: f32):
      %1801 = "arith.mulf"(%arg1155, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1801) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %776 = "tensor.expand_shape"(%775) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %777 = "linalg.generic"(%774, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1153: f32, %arg1154: f32):
      %1800 = "arith.mulf"(%arg1153, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1800) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %778 = "linalg.generic"(%410, %410, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1150: f32, %arg1151: f32, %arg1152: f32):
      %1799 = "arith.mulf"(%arg1150, %arg1151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1799) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %779 = "linalg.generic"(%777, %778, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1147: f32, %arg1148: f32, %arg1149: f32):
      %1798 = "arith.mulf"(%arg1147, %arg1148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1798) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %780 = "tensor.expand_shape"(%779) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %781 = "linalg.generic"(%410, %arg45, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1144: f32, %arg1145: f32, %arg1146: f32):
      %1797 = "arith.mulf"(%arg1144, %arg1145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1797) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %782 = "tensor.expand_shape"(%781) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %783 = "linalg.generic"(%413, %780, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1141: f32, %arg1142: f32, %arg1143: f32):
      %1796 = "arith.mulf"(%arg1141, %arg1142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1796) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %784 = "linalg.generic"(%771, %783, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1138: f32, %arg1139: f32, %arg1140: f32):
      %1795 = "arith.subf"(%arg1138, %arg1139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1795) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %785 = "linalg.generic"(%784, %776, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1135: f32, %arg1136: f32, %arg1137: f32):
      %1794 = "arith.subf"(%arg1135, %arg1136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1794) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %786 = "linalg.generic"(%785, %782, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1132: f32, %arg1133: f32, %arg1134: f32):
      %1793 = "arith.mulf"(%arg1132, %arg1133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1793) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %787 = "linalg.generic"(%774, %410, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1129: f32, %arg1130: f32, %arg1131: f32):
      %1792 = "arith.mulf"(%arg1129, %arg1130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1792) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %788 = "tensor.empty"() : () -> tensor<16x16x3x3xf32>
    %789 = "linalg.fill"(%7, %788) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1127: f32, %arg1128: f32):
      "linalg.yield"(%arg1127) : (f32) -> ()
    }) : (f32, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %790 = "linalg.generic"(%789) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1126: f32):
      %1785 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1786 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1787 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1788 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1789 = "arith.subi"(%6, %1787) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1790 = "arith.subi"(%6, %1788) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1791 = "tensor.extract"(%arg44, %1786, %1785, %1789, %1790) : (tensor<16x16x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1791) : (f32) -> ()
    }) : (tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %791 = "tensor.empty"() : () -> tensor<4x16x6x6xf32>
    %792 = "linalg.fill"(%7, %791) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1124: f32, %arg1125: f32):
      "linalg.yield"(%arg1124) : (f32) -> ()
    }) : (f32, tensor<4x16x6x6xf32>) -> tensor<4x16x6x6xf32>
    %793 = "tensor.insert_slice"(%786, %792) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 16, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x16x4x4xf32>, tensor<4x16x6x6xf32>) -> tensor<4x16x6x6xf32>
    %794 = "linalg.conv_2d_nchw_fchw"(%793, %790, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1121: f32, %arg1122: f32, %arg1123: f32):
      %1783 = "arith.mulf"(%arg1121, %arg1122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1784 = "arith.addf"(%arg1123, %1783) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1784) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x16x6x6xf32>, tensor<16x16x3x3xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %795 = "linalg.transpose"(%396, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1119: f32, %arg1120: f32):
      "linalg.yield"(%arg1119) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16x4x4x4xf32>) -> tensor<16x4x4x4xf32>
    %796 = "linalg.transpose"(%786, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1117: f32, %arg1118: f32):
      "linalg.yield"(%arg1117) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16x4x4x4xf32>) -> tensor<16x4x4x4xf32>
    %797 = "tensor.pad"(%795) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1113: index, %arg1114: index, %arg1115: index, %arg1116: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<16x4x4x4xf32>) -> tensor<16x4x6x6xf32>
    %798 = "linalg.conv_2d_nchw_fchw"(%797, %796, %789) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1110: f32, %arg1111: f32, %arg1112: f32):
      %1781 = "arith.mulf"(%arg1110, %arg1111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1782 = "arith.addf"(%arg1112, %1781) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1782) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<16x4x6x6xf32>, tensor<16x4x4x4xf32>, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %799 = "linalg.transpose"(%798, %788) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1108: f32, %arg1109: f32):
      "linalg.yield"(%arg1108) : (f32) -> ()
    }) : (tensor<16x16x3x3xf32>, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %800 = "linalg.generic"(%396, %769) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1106: f32, %arg1107: i1):
      %1780 = "arith.cmpf"(%arg1106, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1780) : (i1) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xi1>) -> tensor<4x16x4x4xi1>
    %801 = "linalg.generic"(%800, %11, %794, %298) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1102: i1, %arg1103: f32, %arg1104: f32, %arg1105: f32):
      %1779 = "arith.select"(%arg1102, %arg1103, %arg1104) : (i1, f32, f32) -> f32
      "linalg.yield"(%1779) : (f32) -> ()
    }) : (tensor<4x16x4x4xi1>, tensor<f32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %802 = "linalg.generic"(%801, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1100: f32, %arg1101: f32):
      %1778 = "arith.addf"(%arg1100, %arg1101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1778) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %803 = "linalg.generic"(%801, %390, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1097: f32, %arg1098: f32, %arg1099: f32):
      %1777 = "arith.mulf"(%arg1097, %arg1098) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1777) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %804 = "linalg.generic"(%803, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1095: f32, %arg1096: f32):
      %1776 = "arith.addf"(%arg1095, %arg1096) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1776) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %805 = "linalg.generic"(%802, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1093: f32, %arg1094: f32):
      %1775 = "arith.mulf"(%arg1093, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1775) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %806 = "tensor.expand_shape"(%805) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %807 = "linalg.generic"(%804, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1091: f32, %arg1092: f32):
      %1774 = "arith.mulf"(%arg1091, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1774) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %808 = "linalg.generic"(%387, %387, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1088: f32, %arg1089: f32, %arg1090: f32):
      %1773 = "arith.mulf"(%arg1088, %arg1089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1773) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %809 = "linalg.generic"(%807, %808, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1085: f32, %arg1086: f32, %arg1087: f32):
      %1772 = "arith.mulf"(%arg1085, %arg1086) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1772) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %810 = "tensor.expand_shape"(%809) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %811 = "linalg.generic"(%387, %arg42, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1082: f32, %arg1083: f32, %arg1084: f32):
      %1771 = "arith.mulf"(%arg1082, %arg1083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1771) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %812 = "tensor.expand_shape"(%811) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %813 = "linalg.generic"(%390, %810, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1079: f32, %arg1080: f32, %arg1081: f32):
      %1770 = "arith.mulf"(%arg1079, %arg1080) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1770) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %814 = "linalg.generic"(%801, %813, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1076: f32, %arg1077: f32, %arg1078: f32):
      %1769 = "arith.subf"(%arg1076, %arg1077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1769) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %815 = "linalg.generic"(%814, %806, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1073: f32, %arg1074: f32, %arg1075: f32):
      %1768 = "arith.subf"(%arg1073, %arg1074) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1768) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %816 = "linalg.generic"(%815, %812, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32, %arg1072: f32):
      %1767 = "arith.mulf"(%arg1070, %arg1071) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1767) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %817 = "linalg.generic"(%804, %387, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1067: f32, %arg1068: f32, %arg1069: f32):
      %1766 = "arith.mulf"(%arg1067, %arg1068) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1766) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %818 = "linalg.generic"(%789) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1066: f32):
      %1759 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1760 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1761 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1762 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1763 = "arith.subi"(%6, %1761) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1764 = "arith.subi"(%6, %1762) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1765 = "tensor.extract"(%arg41, %1760, %1759, %1763, %1764) : (tensor<16x16x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1765) : (f32) -> ()
    }) : (tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %819 = "tensor.insert_slice"(%816, %792) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 16, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x16x4x4xf32>, tensor<4x16x6x6xf32>) -> tensor<4x16x6x6xf32>
    %820 = "linalg.conv_2d_nchw_fchw"(%819, %818, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1063: f32, %arg1064: f32, %arg1065: f32):
      %1757 = "arith.mulf"(%arg1063, %arg1064) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1758 = "arith.addf"(%arg1065, %1757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1758) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x16x6x6xf32>, tensor<16x16x3x3xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %821 = "linalg.transpose"(%373, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1061: f32, %arg1062: f32):
      "linalg.yield"(%arg1061) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16x4x4x4xf32>) -> tensor<16x4x4x4xf32>
    %822 = "linalg.transpose"(%816, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1059: f32, %arg1060: f32):
      "linalg.yield"(%arg1059) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16x4x4x4xf32>) -> tensor<16x4x4x4xf32>
    %823 = "tensor.pad"(%821) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1055: index, %arg1056: index, %arg1057: index, %arg1058: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<16x4x4x4xf32>) -> tensor<16x4x6x6xf32>
    %824 = "linalg.conv_2d_nchw_fchw"(%823, %822, %789) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1052: f32, %arg1053: f32, %arg1054: f32):
      %1755 = "arith.mulf"(%arg1052, %arg1053) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1756 = "arith.addf"(%arg1054, %1755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1756) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<16x4x6x6xf32>, tensor<16x4x4x4xf32>, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %825 = "linalg.transpose"(%824, %788) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1050: f32, %arg1051: f32):
      "linalg.yield"(%arg1050) : (f32) -> ()
    }) : (tensor<16x16x3x3xf32>, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %826 = "linalg.generic"(%771, %820, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1047: f32, %arg1048: f32, %arg1049: f32):
      %1754 = "arith.addf"(%arg1047, %arg1048) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1754) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %827 = "linalg.generic"(%373, %769) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1045: f32, %arg1046: i1):
      %1753 = "arith.cmpf"(%arg1045, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1753) : (i1) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xi1>) -> tensor<4x16x4x4xi1>
    %828 = "linalg.generic"(%827, %11, %826, %298) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1041: i1, %arg1042: f32, %arg1043: f32, %arg1044: f32):
      %1752 = "arith.select"(%arg1041, %arg1042, %arg1043) : (i1, f32, f32) -> f32
      "linalg.yield"(%1752) : (f32) -> ()
    }) : (tensor<4x16x4x4xi1>, tensor<f32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %829 = "linalg.generic"(%828, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1039: f32, %arg1040: f32):
      %1751 = "arith.addf"(%arg1039, %arg1040) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1751) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %830 = "linalg.generic"(%828, %366, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1036: f32, %arg1037: f32, %arg1038: f32):
      %1750 = "arith.mulf"(%arg1036, %arg1037) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1750) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %831 = "linalg.generic"(%830, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1034: f32, %arg1035: f32):
      %1749 = "arith.addf"(%arg1034, %arg1035) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1749) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %832 = "linalg.generic"(%829, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1032: f32, %arg1033: f32):
      %1748 = "arith.mulf"(%arg1032, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1748) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %833 = "tensor.expand_shape"(%832) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %834 = "linalg.generic"(%831, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1030: f32, %arg1031: f32):
      %1747 = "arith.mulf"(%arg1030, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1747) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %835 = "linalg.generic"(%363, %363, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1027: f32, %arg1028: f32, %arg1029: f32):
      %1746 = "arith.mulf"(%arg1027, %arg1028) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1746) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %836 = "linalg.generic"(%834, %835, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1024: f32, %arg1025: f32, %arg1026: f32):
      %1745 = "arith.mulf"(%arg1024, %arg1025) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1745) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %837 = "tensor.expand_shape"(%836) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %838 = "linalg.generic"(%363, %arg39, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1021: f32, %arg1022: f32, %arg1023: f32):
      %1744 = "arith.mulf"(%arg1021, %arg1022) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1744) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %839 = "tensor.expand_shape"(%838) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %840 = "linalg.generic"(%366, %837, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1018: f32, %arg1019: f32, %arg1020: f32):
      %1743 = "arith.mulf"(%arg1018, %arg1019) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1743) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %841 = "linalg.generic"(%828, %840, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1015: f32, %arg1016: f32, %arg1017: f32):
      %1742 = "arith.subf"(%arg1015, %arg1016) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1742) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %842 = "linalg.generic"(%841, %833, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1012: f32, %arg1013: f32, %arg1014: f32):
      %1741 = "arith.subf"(%arg1012, %arg1013) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1741) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %843 = "linalg.generic"(%842, %839, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1009: f32, %arg1010: f32, %arg1011: f32):
      %1740 = "arith.mulf"(%arg1009, %arg1010) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1740) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %844 = "linalg.generic"(%831, %363, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1006: f32, %arg1007: f32, %arg1008: f32):
      %1739 = "arith.mulf"(%arg1006, %arg1007) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1739) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %845 = "tensor.empty"() : () -> tensor<8x16x1x1xf32>
    %846 = "linalg.fill"(%7, %845) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1004: f32, %arg1005: f32):
      "linalg.yield"(%arg1004) : (f32) -> ()
    }) : (f32, tensor<8x16x1x1xf32>) -> tensor<8x16x1x1xf32>
    %847 = "linalg.generic"(%846) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1003: f32):
      %1736 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1737 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1738 = "tensor.extract"(%arg38, %1737, %1736, %27, %27) : (tensor<16x8x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1738) : (f32) -> ()
    }) : (tensor<8x16x1x1xf32>) -> tensor<8x16x1x1xf32>
    %848 = "tensor.empty"() : () -> tensor<4x16x8x8xf32>
    %849 = "linalg.fill"(%7, %848) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1001: f32, %arg1002: f32):
      "linalg.yield"(%arg1001) : (f32) -> ()
    }) : (f32, tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %850 = "tensor.insert_slice"(%843, %849) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 16, 4, 4>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<4x16x4x4xf32>, tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %851 = "linalg.conv_2d_nchw_fchw"(%850, %847, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg998: f32, %arg999: f32, %arg1000: f32):
      %1734 = "arith.mulf"(%arg998, %arg999) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1735 = "arith.addf"(%arg1000, %1734) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1735) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x16x8x8xf32>, tensor<8x16x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %852 = "tensor.empty"() : () -> tensor<8x4x8x8xf32>
    %853 = "linalg.transpose"(%296, %852) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg996: f32, %arg997: f32):
      "linalg.yield"(%arg996) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %854 = "tensor.empty"() : () -> tensor<8x64x2x2xf32>
    %855 = "tensor.expand_shape"(%853) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 8, 4, 1, 8, 8>}> : (tensor<8x4x8x8xf32>) -> tensor<8x4x1x8x8xf32>
    %856 = "tensor.expand_shape"(%843) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 16, 1, 4, 4>}> : (tensor<4x16x4x4xf32>) -> tensor<4x16x1x4x4xf32>
    %857 = "tensor.expand_shape"(%854) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 8, 4, 16, 2, 2>}> : (tensor<8x64x2x2xf32>) -> tensor<8x4x16x2x2xf32>
    %858 = "linalg.fill"(%7, %857) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg994: f32, %arg995: f32):
      "linalg.yield"(%arg994) : (f32) -> ()
    }) : (f32, tensor<8x4x16x2x2xf32>) -> tensor<8x4x16x2x2xf32>
    %859 = "linalg.conv_2d_ngchw_gfchw"(%855, %856, %858) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg991: f32, %arg992: f32, %arg993: f32):
      %1732 = "arith.mulf"(%arg991, %arg992) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1733 = "arith.addf"(%arg993, %1732) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1733) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<8x4x1x8x8xf32>, tensor<4x16x1x4x4xf32>, tensor<8x4x16x2x2xf32>) -> tensor<8x4x16x2x2xf32>
    %860 = "tensor.collapse_shape"(%859) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<8x4x16x2x2xf32>) -> tensor<8x64x2x2xf32>
    %861 = "tensor.extract_slice"(%860) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 8, 64, 1, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x64x2x2xf32>) -> tensor<8x64x1x2xf32>
    %862 = "tensor.extract_slice"(%861) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 8, 64, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x64x1x2xf32>) -> tensor<8x64x1x1xf32>
    %863 = "tensor.expand_shape"(%862) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 8, 4, 16, 1, 1>}> : (tensor<8x64x1x1xf32>) -> tensor<8x4x16x1x1xf32>
    %864 = "tensor.empty"() : () -> tensor<4x16x8x1x1xf32>
    %865 = "linalg.transpose"(%863, %864) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg989: f32, %arg990: f32):
      "linalg.yield"(%arg989) : (f32) -> ()
    }) : (tensor<8x4x16x1x1xf32>, tensor<4x16x8x1x1xf32>) -> tensor<4x16x8x1x1xf32>
    %866 = "tensor.empty"() : () -> tensor<16x8x1x1xf32>
    %867 = "linalg.fill"(%7, %866) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg987: f32, %arg988: f32):
      "linalg.yield"(%arg987) : (f32) -> ()
    }) : (f32, tensor<16x8x1x1xf32>) -> tensor<16x8x1x1xf32>
    %868 = "linalg.generic"(%865, %867) <{indexing_maps = [#map27, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg985: f32, %arg986: f32):
      %1731 = "arith.addf"(%arg985, %arg986) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1731) : (f32) -> ()
    }) : (tensor<4x16x8x1x1xf32>, tensor<16x8x1x1xf32>) -> tensor<16x8x1x1xf32>
    %869 = "linalg.generic"(%828, %345, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg982: f32, %arg983: f32, %arg984: f32):
      %1730 = "arith.mulf"(%arg982, %arg983) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1730) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %870 = "linalg.generic"(%869, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg980: f32, %arg981: f32):
      %1729 = "arith.addf"(%arg980, %arg981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1729) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %871 = "linalg.generic"(%870, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg978: f32, %arg979: f32):
      %1728 = "arith.mulf"(%arg978, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1728) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %872 = "linalg.generic"(%342, %342, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg975: f32, %arg976: f32, %arg977: f32):
      %1727 = "arith.mulf"(%arg975, %arg976) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1727) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %873 = "linalg.generic"(%871, %872, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg972: f32, %arg973: f32, %arg974: f32):
      %1726 = "arith.mulf"(%arg972, %arg973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1726) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %874 = "tensor.expand_shape"(%873) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %875 = "linalg.generic"(%342, %arg36, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg969: f32, %arg970: f32, %arg971: f32):
      %1725 = "arith.mulf"(%arg969, %arg970) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1725) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %876 = "tensor.expand_shape"(%875) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %877 = "linalg.generic"(%345, %874, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg966: f32, %arg967: f32, %arg968: f32):
      %1724 = "arith.mulf"(%arg966, %arg967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1724) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %878 = "linalg.generic"(%828, %877, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg963: f32, %arg964: f32, %arg965: f32):
      %1723 = "arith.subf"(%arg963, %arg964) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1723) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %879 = "linalg.generic"(%878, %833, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg960: f32, %arg961: f32, %arg962: f32):
      %1722 = "arith.subf"(%arg960, %arg961) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1722) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %880 = "linalg.generic"(%879, %876, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg957: f32, %arg958: f32, %arg959: f32):
      %1721 = "arith.mulf"(%arg957, %arg958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1721) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %881 = "linalg.generic"(%870, %342, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg954: f32, %arg955: f32, %arg956: f32):
      %1720 = "arith.mulf"(%arg954, %arg955) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1720) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %882 = "linalg.generic"(%789) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg953: f32):
      %1713 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1714 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1715 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1716 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1717 = "arith.subi"(%6, %1715) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1718 = "arith.subi"(%6, %1716) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1719 = "tensor.extract"(%arg35, %1714, %1713, %1717, %1718) : (tensor<16x16x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1719) : (f32) -> ()
    }) : (tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %883 = "tensor.insert_slice"(%880, %792) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 16, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x16x4x4xf32>, tensor<4x16x6x6xf32>) -> tensor<4x16x6x6xf32>
    %884 = "linalg.conv_2d_nchw_fchw"(%883, %882, %299) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg950: f32, %arg951: f32, %arg952: f32):
      %1711 = "arith.mulf"(%arg950, %arg951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1712 = "arith.addf"(%arg952, %1711) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1712) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x16x6x6xf32>, tensor<16x16x3x3xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %885 = "linalg.transpose"(%328, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg948: f32, %arg949: f32):
      "linalg.yield"(%arg948) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16x4x4x4xf32>) -> tensor<16x4x4x4xf32>
    %886 = "linalg.transpose"(%880, %689) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg946: f32, %arg947: f32):
      "linalg.yield"(%arg946) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16x4x4x4xf32>) -> tensor<16x4x4x4xf32>
    %887 = "tensor.pad"(%885) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg942: index, %arg943: index, %arg944: index, %arg945: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<16x4x4x4xf32>) -> tensor<16x4x6x6xf32>
    %888 = "linalg.conv_2d_nchw_fchw"(%887, %886, %789) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg939: f32, %arg940: f32, %arg941: f32):
      %1709 = "arith.mulf"(%arg939, %arg940) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1710 = "arith.addf"(%arg941, %1709) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1710) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<16x4x6x6xf32>, tensor<16x4x4x4xf32>, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %889 = "linalg.transpose"(%888, %788) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg937: f32, %arg938: f32):
      "linalg.yield"(%arg937) : (f32) -> ()
    }) : (tensor<16x16x3x3xf32>, tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %890 = "linalg.generic"(%328, %769) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg935: f32, %arg936: i1):
      %1708 = "arith.cmpf"(%arg935, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1708) : (i1) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xi1>) -> tensor<4x16x4x4xi1>
    %891 = "linalg.generic"(%890, %11, %884, %298) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg931: i1, %arg932: f32, %arg933: f32, %arg934: f32):
      %1707 = "arith.select"(%arg931, %arg932, %arg933) : (i1, f32, f32) -> f32
      "linalg.yield"(%1707) : (f32) -> ()
    }) : (tensor<4x16x4x4xi1>, tensor<f32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %892 = "linalg.generic"(%891, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg929: f32, %arg930: f32):
      %1706 = "arith.addf"(%arg929, %arg930) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1706) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %893 = "linalg.generic"(%891, %322, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg926: f32, %arg927: f32, %arg928: f32):
      %1705 = "arith.mulf"(%arg926, %arg927) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1705) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %894 = "linalg.generic"(%893, %302) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg924: f32, %arg925: f32):
      %1704 = "arith.addf"(%arg924, %arg925) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1704) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<16xf32>) -> tensor<16xf32>
    %895 = "linalg.generic"(%892, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg922: f32, %arg923: f32):
      %1703 = "arith.mulf"(%arg922, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1703) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %896 = "tensor.expand_shape"(%895) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %897 = "linalg.generic"(%894, %301) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg920: f32, %arg921: f32):
      %1702 = "arith.mulf"(%arg920, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1702) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %898 = "linalg.generic"(%319, %319, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg917: f32, %arg918: f32, %arg919: f32):
      %1701 = "arith.mulf"(%arg917, %arg918) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1701) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %899 = "linalg.generic"(%897, %898, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg914: f32, %arg915: f32, %arg916: f32):
      %1700 = "arith.mulf"(%arg914, %arg915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1700) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %900 = "tensor.expand_shape"(%899) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %901 = "linalg.generic"(%319, %arg33, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg911: f32, %arg912: f32, %arg913: f32):
      %1699 = "arith.mulf"(%arg911, %arg912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1699) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %902 = "tensor.expand_shape"(%901) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %903 = "linalg.generic"(%322, %900, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg908: f32, %arg909: f32, %arg910: f32):
      %1698 = "arith.mulf"(%arg908, %arg909) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1698) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %904 = "linalg.generic"(%891, %903, %298) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg905: f32, %arg906: f32, %arg907: f32):
      %1697 = "arith.subf"(%arg905, %arg906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1697) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %905 = "linalg.generic"(%904, %896, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg902: f32, %arg903: f32, %arg904: f32):
      %1696 = "arith.subf"(%arg902, %arg903) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1696) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %906 = "linalg.generic"(%905, %902, %298) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg899: f32, %arg900: f32, %arg901: f32):
      %1695 = "arith.mulf"(%arg899, %arg900) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1695) : (f32) -> ()
    }) : (tensor<4x16x4x4xf32>, tensor<1x16x1x1xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
    %907 = "linalg.generic"(%894, %319, %301) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg896: f32, %arg897: f32, %arg898: f32):
      %1694 = "arith.mulf"(%arg896, %arg897) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1694) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %908 = "tensor.empty"() : () -> tensor<8x16x3x3xf32>
    %909 = "linalg.fill"(%7, %908) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg894: f32, %arg895: f32):
      "linalg.yield"(%arg894) : (f32) -> ()
    }) : (f32, tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %910 = "linalg.generic"(%909) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg893: f32):
      %1687 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1688 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1689 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1690 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1691 = "arith.subi"(%6, %1689) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1692 = "arith.subi"(%6, %1690) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1693 = "tensor.extract"(%arg32, %1688, %1687, %1691, %1692) : (tensor<16x8x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1693) : (f32) -> ()
    }) : (tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %911 = "tensor.empty"() : () -> tensor<4x16x10x10xf32>
    %912 = "linalg.fill"(%7, %911) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg891: f32, %arg892: f32):
      "linalg.yield"(%arg891) : (f32) -> ()
    }) : (f32, tensor<4x16x10x10xf32>) -> tensor<4x16x10x10xf32>
    %913 = "tensor.insert_slice"(%906, %912) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 16, 4, 4>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<4x16x4x4xf32>, tensor<4x16x10x10xf32>) -> tensor<4x16x10x10xf32>
    %914 = "linalg.conv_2d_nchw_fchw"(%913, %910, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg888: f32, %arg889: f32, %arg890: f32):
      %1685 = "arith.mulf"(%arg888, %arg889) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1686 = "arith.addf"(%arg890, %1685) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1686) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x16x10x10xf32>, tensor<8x16x3x3xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %915 = "tensor.pad"(%853) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg884: index, %arg885: index, %arg886: index, %arg887: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<8x4x8x8xf32>) -> tensor<8x4x10x10xf32>
    %916 = "tensor.empty"() : () -> tensor<8x64x4x4xf32>
    %917 = "tensor.expand_shape"(%915) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 8, 4, 1, 10, 10>}> : (tensor<8x4x10x10xf32>) -> tensor<8x4x1x10x10xf32>
    %918 = "tensor.expand_shape"(%906) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 16, 1, 4, 4>}> : (tensor<4x16x4x4xf32>) -> tensor<4x16x1x4x4xf32>
    %919 = "tensor.expand_shape"(%916) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 8, 4, 16, 4, 4>}> : (tensor<8x64x4x4xf32>) -> tensor<8x4x16x4x4xf32>
    %920 = "linalg.fill"(%7, %919) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg882: f32, %arg883: f32):
      "linalg.yield"(%arg882) : (f32) -> ()
    }) : (f32, tensor<8x4x16x4x4xf32>) -> tensor<8x4x16x4x4xf32>
    %921 = "linalg.conv_2d_ngchw_gfchw"(%917, %918, %920) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg879: f32, %arg880: f32, %arg881: f32):
      %1683 = "arith.mulf"(%arg879, %arg880) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1684 = "arith.addf"(%arg881, %1683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1684) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<8x4x1x10x10xf32>, tensor<4x16x1x4x4xf32>, tensor<8x4x16x4x4xf32>) -> tensor<8x4x16x4x4xf32>
    %922 = "tensor.collapse_shape"(%921) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<8x4x16x4x4xf32>) -> tensor<8x64x4x4xf32>
    %923 = "tensor.extract_slice"(%922) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 8, 64, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x64x4x4xf32>) -> tensor<8x64x3x4xf32>
    %924 = "tensor.extract_slice"(%923) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 8, 64, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x64x3x4xf32>) -> tensor<8x64x3x3xf32>
    %925 = "tensor.expand_shape"(%924) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 8, 4, 16, 3, 3>}> : (tensor<8x64x3x3xf32>) -> tensor<8x4x16x3x3xf32>
    %926 = "tensor.empty"() : () -> tensor<4x16x8x3x3xf32>
    %927 = "linalg.transpose"(%925, %926) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg877: f32, %arg878: f32):
      "linalg.yield"(%arg877) : (f32) -> ()
    }) : (tensor<8x4x16x3x3xf32>, tensor<4x16x8x3x3xf32>) -> tensor<4x16x8x3x3xf32>
    %928 = "tensor.empty"() : () -> tensor<16x8x3x3xf32>
    %929 = "linalg.fill"(%7, %928) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg875: f32, %arg876: f32):
      "linalg.yield"(%arg875) : (f32) -> ()
    }) : (f32, tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %930 = "linalg.generic"(%927, %929) <{indexing_maps = [#map27, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg873: f32, %arg874: f32):
      %1682 = "arith.addf"(%arg873, %arg874) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1682) : (f32) -> ()
    }) : (tensor<4x16x8x3x3xf32>, tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %931 = "linalg.generic"(%851, %914, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg870: f32, %arg871: f32, %arg872: f32):
      %1681 = "arith.addf"(%arg870, %arg871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1681) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %932 = "tensor.empty"() : () -> tensor<4x8x8x8xi1>
    %933 = "linalg.generic"(%296, %932) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg868: f32, %arg869: i1):
      %1680 = "arith.cmpf"(%arg868, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1680) : (i1) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xi1>) -> tensor<4x8x8x8xi1>
    %934 = "linalg.generic"(%933, %11, %931, %174) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg864: i1, %arg865: f32, %arg866: f32, %arg867: f32):
      %1679 = "arith.select"(%arg864, %arg865, %arg866) : (i1, f32, f32) -> f32
      "linalg.yield"(%1679) : (f32) -> ()
    }) : (tensor<4x8x8x8xi1>, tensor<f32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %935 = "linalg.generic"(%934, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg862: f32, %arg863: f32):
      %1678 = "arith.addf"(%arg862, %arg863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1678) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %936 = "linalg.generic"(%934, %289, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg859: f32, %arg860: f32, %arg861: f32):
      %1677 = "arith.mulf"(%arg859, %arg860) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1677) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %937 = "linalg.generic"(%936, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg857: f32, %arg858: f32):
      %1676 = "arith.addf"(%arg857, %arg858) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1676) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %938 = "linalg.generic"(%935, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg855: f32, %arg856: f32):
      %1675 = "arith.mulf"(%arg855, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1675) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %939 = "tensor.expand_shape"(%938) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %940 = "linalg.generic"(%937, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg853: f32, %arg854: f32):
      %1674 = "arith.mulf"(%arg853, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1674) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %941 = "linalg.generic"(%286, %286, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg850: f32, %arg851: f32, %arg852: f32):
      %1673 = "arith.mulf"(%arg850, %arg851) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1673) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %942 = "linalg.generic"(%940, %941, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg847: f32, %arg848: f32, %arg849: f32):
      %1672 = "arith.mulf"(%arg847, %arg848) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1672) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %943 = "tensor.expand_shape"(%942) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %944 = "linalg.generic"(%286, %arg30, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg844: f32, %arg845: f32, %arg846: f32):
      %1671 = "arith.mulf"(%arg844, %arg845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1671) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %945 = "tensor.expand_shape"(%944) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %946 = "linalg.generic"(%289, %943, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg841: f32, %arg842: f32, %arg843: f32):
      %1670 = "arith.mulf"(%arg841, %arg842) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1670) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %947 = "linalg.generic"(%934, %946, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg838: f32, %arg839: f32, %arg840: f32):
      %1669 = "arith.subf"(%arg838, %arg839) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1669) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %948 = "linalg.generic"(%947, %939, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg835: f32, %arg836: f32, %arg837: f32):
      %1668 = "arith.subf"(%arg835, %arg836) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1668) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %949 = "linalg.generic"(%948, %945, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg832: f32, %arg833: f32, %arg834: f32):
      %1667 = "arith.mulf"(%arg832, %arg833) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1667) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %950 = "linalg.generic"(%937, %286, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg829: f32, %arg830: f32, %arg831: f32):
      %1666 = "arith.mulf"(%arg829, %arg830) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1666) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %951 = "tensor.empty"() : () -> tensor<8x8x3x3xf32>
    %952 = "linalg.fill"(%7, %951) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg827: f32, %arg828: f32):
      "linalg.yield"(%arg827) : (f32) -> ()
    }) : (f32, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %953 = "linalg.generic"(%952) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg826: f32):
      %1659 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1660 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1661 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1662 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1663 = "arith.subi"(%6, %1661) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1664 = "arith.subi"(%6, %1662) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1665 = "tensor.extract"(%arg29, %1660, %1659, %1663, %1664) : (tensor<8x8x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1665) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %954 = "tensor.empty"() : () -> tensor<4x8x10x10xf32>
    %955 = "linalg.fill"(%7, %954) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg824: f32, %arg825: f32):
      "linalg.yield"(%arg824) : (f32) -> ()
    }) : (f32, tensor<4x8x10x10xf32>) -> tensor<4x8x10x10xf32>
    %956 = "tensor.insert_slice"(%949, %955) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 8, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x8x8xf32>, tensor<4x8x10x10xf32>) -> tensor<4x8x10x10xf32>
    %957 = "linalg.conv_2d_nchw_fchw"(%956, %953, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg821: f32, %arg822: f32, %arg823: f32):
      %1657 = "arith.mulf"(%arg821, %arg822) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1658 = "arith.addf"(%arg823, %1657) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1658) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x8x10x10xf32>, tensor<8x8x3x3xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %958 = "linalg.transpose"(%272, %852) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg819: f32, %arg820: f32):
      "linalg.yield"(%arg819) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %959 = "linalg.transpose"(%949, %852) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg817: f32, %arg818: f32):
      "linalg.yield"(%arg817) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %960 = "tensor.pad"(%958) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg813: index, %arg814: index, %arg815: index, %arg816: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<8x4x8x8xf32>) -> tensor<8x4x10x10xf32>
    %961 = "linalg.conv_2d_nchw_fchw"(%960, %959, %952) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg810: f32, %arg811: f32, %arg812: f32):
      %1655 = "arith.mulf"(%arg810, %arg811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1656 = "arith.addf"(%arg812, %1655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1656) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<8x4x10x10xf32>, tensor<8x4x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %962 = "linalg.transpose"(%961, %951) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg808: f32, %arg809: f32):
      "linalg.yield"(%arg808) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %963 = "linalg.generic"(%272, %932) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg806: f32, %arg807: i1):
      %1654 = "arith.cmpf"(%arg806, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1654) : (i1) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xi1>) -> tensor<4x8x8x8xi1>
    %964 = "linalg.generic"(%963, %11, %957, %174) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg802: i1, %arg803: f32, %arg804: f32, %arg805: f32):
      %1653 = "arith.select"(%arg802, %arg803, %arg804) : (i1, f32, f32) -> f32
      "linalg.yield"(%1653) : (f32) -> ()
    }) : (tensor<4x8x8x8xi1>, tensor<f32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %965 = "linalg.generic"(%964, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg800: f32, %arg801: f32):
      %1652 = "arith.addf"(%arg800, %arg801) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1652) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %966 = "linalg.generic"(%964, %266, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg797: f32, %arg798: f32, %arg799: f32):
      %1651 = "arith.mulf"(%arg797, %arg798) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1651) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %967 = "linalg.generic"(%966, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg795: f32, %arg796: f32):
      %1650 = "arith.addf"(%arg795, %arg796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1650) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %968 = "linalg.generic"(%965, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg793: f32, %arg794: f32):
      %1649 = "arith.mulf"(%arg793, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1649) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %969 = "tensor.expand_shape"(%968) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %970 = "linalg.generic"(%967, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg791: f32, %arg792: f32):
      %1648 = "arith.mulf"(%arg791, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1648) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %971 = "linalg.generic"(%263, %263, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg788: f32, %arg789: f32, %arg790: f32):
      %1647 = "arith.mulf"(%arg788, %arg789) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1647) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %972 = "linalg.generic"(%970, %971, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg785: f32, %arg786: f32, %arg787: f32):
      %1646 = "arith.mulf"(%arg785, %arg786) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1646) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %973 = "tensor.expand_shape"(%972) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %974 = "linalg.generic"(%263, %arg27, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg782: f32, %arg783: f32, %arg784: f32):
      %1645 = "arith.mulf"(%arg782, %arg783) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1645) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %975 = "tensor.expand_shape"(%974) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %976 = "linalg.generic"(%266, %973, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg779: f32, %arg780: f32, %arg781: f32):
      %1644 = "arith.mulf"(%arg779, %arg780) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1644) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %977 = "linalg.generic"(%964, %976, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg776: f32, %arg777: f32, %arg778: f32):
      %1643 = "arith.subf"(%arg776, %arg777) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1643) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %978 = "linalg.generic"(%977, %969, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg773: f32, %arg774: f32, %arg775: f32):
      %1642 = "arith.subf"(%arg773, %arg774) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1642) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %979 = "linalg.generic"(%978, %975, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg770: f32, %arg771: f32, %arg772: f32):
      %1641 = "arith.mulf"(%arg770, %arg771) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1641) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %980 = "linalg.generic"(%967, %263, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg767: f32, %arg768: f32, %arg769: f32):
      %1640 = "arith.mulf"(%arg767, %arg768) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1640) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %981 = "linalg.generic"(%952) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg766: f32):
      %1633 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1634 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1635 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1636 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1637 = "arith.subi"(%6, %1635) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1638 = "arith.subi"(%6, %1636) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1639 = "tensor.extract"(%arg26, %1634, %1633, %1637, %1638) : (tensor<8x8x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1639) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %982 = "tensor.insert_slice"(%979, %955) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 8, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x8x8xf32>, tensor<4x8x10x10xf32>) -> tensor<4x8x10x10xf32>
    %983 = "linalg.conv_2d_nchw_fchw"(%982, %981, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg763: f32, %arg764: f32, %arg765: f32):
      %1631 = "arith.mulf"(%arg763, %arg764) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1632 = "arith.addf"(%arg765, %1631) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1632) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x8x10x10xf32>, tensor<8x8x3x3xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %984 = "linalg.transpose"(%249, %852) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg761: f32, %arg762: f32):
      "linalg.yield"(%arg761) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %985 = "linalg.transpose"(%979, %852) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg759: f32, %arg760: f32):
      "linalg.yield"(%arg759) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %986 = "tensor.pad"(%984) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg755: index, %arg756: index, %arg757: index, %arg758: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<8x4x8x8xf32>) -> tensor<8x4x10x10xf32>
    %987 = "linalg.conv_2d_nchw_fchw"(%986, %985, %952) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg752: f32, %arg753: f32, %arg754: f32):
      %1629 = "arith.mulf"(%arg752, %arg753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1630 = "arith.addf"(%arg754, %1629) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1630) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<8x4x10x10xf32>, tensor<8x4x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %988 = "linalg.transpose"(%987, %951) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg750: f32, %arg751: f32):
      "linalg.yield"(%arg750) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %989 = "linalg.generic"(%934, %983, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg747: f32, %arg748: f32, %arg749: f32):
      %1628 = "arith.addf"(%arg747, %arg748) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1628) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %990 = "linalg.generic"(%249, %932) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg745: f32, %arg746: i1):
      %1627 = "arith.cmpf"(%arg745, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1627) : (i1) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xi1>) -> tensor<4x8x8x8xi1>
    %991 = "linalg.generic"(%990, %11, %989, %174) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg741: i1, %arg742: f32, %arg743: f32, %arg744: f32):
      %1626 = "arith.select"(%arg741, %arg742, %arg743) : (i1, f32, f32) -> f32
      "linalg.yield"(%1626) : (f32) -> ()
    }) : (tensor<4x8x8x8xi1>, tensor<f32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %992 = "linalg.generic"(%991, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg739: f32, %arg740: f32):
      %1625 = "arith.addf"(%arg739, %arg740) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1625) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %993 = "linalg.generic"(%991, %242, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg736: f32, %arg737: f32, %arg738: f32):
      %1624 = "arith.mulf"(%arg736, %arg737) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1624) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %994 = "linalg.generic"(%993, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg734: f32, %arg735: f32):
      %1623 = "arith.addf"(%arg734, %arg735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1623) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %995 = "linalg.generic"(%992, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg732: f32, %arg733: f32):
      %1622 = "arith.mulf"(%arg732, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1622) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %996 = "tensor.expand_shape"(%995) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %997 = "linalg.generic"(%994, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg730: f32, %arg731: f32):
      %1621 = "arith.mulf"(%arg730, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1621) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %998 = "linalg.generic"(%239, %239, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg727: f32, %arg728: f32, %arg729: f32):
      %1620 = "arith.mulf"(%arg727, %arg728) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1620) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %999 = "linalg.generic"(%997, %998, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg724: f32, %arg725: f32, %arg726: f32):
      %1619 = "arith.mulf"(%arg724, %arg725) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1619) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1000 = "tensor.expand_shape"(%999) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1001 = "linalg.generic"(%239, %arg24, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg721: f32, %arg722: f32, %arg723: f32):
      %1618 = "arith.mulf"(%arg721, %arg722) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1618) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1002 = "tensor.expand_shape"(%1001) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1003 = "linalg.generic"(%242, %1000, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg718: f32, %arg719: f32, %arg720: f32):
      %1617 = "arith.mulf"(%arg718, %arg719) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1617) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1004 = "linalg.generic"(%991, %1003, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg715: f32, %arg716: f32, %arg717: f32):
      %1616 = "arith.subf"(%arg715, %arg716) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1616) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1005 = "linalg.generic"(%1004, %996, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg712: f32, %arg713: f32, %arg714: f32):
      %1615 = "arith.subf"(%arg712, %arg713) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1615) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1006 = "linalg.generic"(%1005, %1002, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg709: f32, %arg710: f32, %arg711: f32):
      %1614 = "arith.mulf"(%arg709, %arg710) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1614) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1007 = "linalg.generic"(%994, %239, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg706: f32, %arg707: f32, %arg708: f32):
      %1613 = "arith.mulf"(%arg706, %arg707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1613) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1008 = "tensor.empty"() : () -> tensor<4x8x1x1xf32>
    %1009 = "linalg.fill"(%7, %1008) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg704: f32, %arg705: f32):
      "linalg.yield"(%arg704) : (f32) -> ()
    }) : (f32, tensor<4x8x1x1xf32>) -> tensor<4x8x1x1xf32>
    %1010 = "linalg.generic"(%1009) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg703: f32):
      %1610 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1611 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1612 = "tensor.extract"(%arg23, %1611, %1610, %27, %27) : (tensor<8x4x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1612) : (f32) -> ()
    }) : (tensor<4x8x1x1xf32>) -> tensor<4x8x1x1xf32>
    %1011 = "tensor.empty"() : () -> tensor<4x8x16x16xf32>
    %1012 = "linalg.fill"(%7, %1011) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg701: f32, %arg702: f32):
      "linalg.yield"(%arg701) : (f32) -> ()
    }) : (f32, tensor<4x8x16x16xf32>) -> tensor<4x8x16x16xf32>
    %1013 = "tensor.insert_slice"(%1006, %1012) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 8, 8, 8>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<4x8x8x8xf32>, tensor<4x8x16x16xf32>) -> tensor<4x8x16x16xf32>
    %1014 = "linalg.conv_2d_nchw_fchw"(%1013, %1010, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg698: f32, %arg699: f32, %arg700: f32):
      %1608 = "arith.mulf"(%arg698, %arg699) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1609 = "arith.addf"(%arg700, %1608) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1609) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x8x16x16xf32>, tensor<4x8x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1015 = "linalg.transpose"(%172, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg696: f32, %arg697: f32):
      "linalg.yield"(%arg696) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1016 = "tensor.expand_shape"(%1015) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 4, 4, 1, 16, 16>}> : (tensor<4x4x16x16xf32>) -> tensor<4x4x1x16x16xf32>
    %1017 = "tensor.expand_shape"(%1006) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 8, 1, 8, 8>}> : (tensor<4x8x8x8xf32>) -> tensor<4x8x1x8x8xf32>
    %1018 = "tensor.expand_shape"(%422) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 4, 4, 8, 2, 2>}> : (tensor<4x32x2x2xf32>) -> tensor<4x4x8x2x2xf32>
    %1019 = "linalg.fill"(%7, %1018) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg694: f32, %arg695: f32):
      "linalg.yield"(%arg694) : (f32) -> ()
    }) : (f32, tensor<4x4x8x2x2xf32>) -> tensor<4x4x8x2x2xf32>
    %1020 = "linalg.conv_2d_ngchw_gfchw"(%1016, %1017, %1019) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg691: f32, %arg692: f32, %arg693: f32):
      %1606 = "arith.mulf"(%arg691, %arg692) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1607 = "arith.addf"(%arg693, %1606) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1607) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<4x4x1x16x16xf32>, tensor<4x8x1x8x8xf32>, tensor<4x4x8x2x2xf32>) -> tensor<4x4x8x2x2xf32>
    %1021 = "tensor.collapse_shape"(%1020) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<4x4x8x2x2xf32>) -> tensor<4x32x2x2xf32>
    %1022 = "tensor.extract_slice"(%1021) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 32, 1, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x32x2x2xf32>) -> tensor<4x32x1x2xf32>
    %1023 = "tensor.extract_slice"(%1022) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 32, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x32x1x2xf32>) -> tensor<4x32x1x1xf32>
    %1024 = "tensor.expand_shape"(%1023) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 4, 4, 8, 1, 1>}> : (tensor<4x32x1x1xf32>) -> tensor<4x4x8x1x1xf32>
    %1025 = "tensor.empty"() : () -> tensor<4x8x4x1x1xf32>
    %1026 = "linalg.transpose"(%1024, %1025) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg689: f32, %arg690: f32):
      "linalg.yield"(%arg689) : (f32) -> ()
    }) : (tensor<4x4x8x1x1xf32>, tensor<4x8x4x1x1xf32>) -> tensor<4x8x4x1x1xf32>
    %1027 = "tensor.empty"() : () -> tensor<8x4x1x1xf32>
    %1028 = "linalg.fill"(%7, %1027) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg687: f32, %arg688: f32):
      "linalg.yield"(%arg687) : (f32) -> ()
    }) : (f32, tensor<8x4x1x1xf32>) -> tensor<8x4x1x1xf32>
    %1029 = "linalg.generic"(%1026, %1028) <{indexing_maps = [#map27, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg685: f32, %arg686: f32):
      %1605 = "arith.addf"(%arg685, %arg686) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1605) : (f32) -> ()
    }) : (tensor<4x8x4x1x1xf32>, tensor<8x4x1x1xf32>) -> tensor<8x4x1x1xf32>
    %1030 = "linalg.generic"(%991, %221, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg682: f32, %arg683: f32, %arg684: f32):
      %1604 = "arith.mulf"(%arg682, %arg683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1604) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1031 = "linalg.generic"(%1030, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg680: f32, %arg681: f32):
      %1603 = "arith.addf"(%arg680, %arg681) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1603) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1032 = "linalg.generic"(%1031, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg678: f32, %arg679: f32):
      %1602 = "arith.mulf"(%arg678, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1602) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1033 = "linalg.generic"(%218, %218, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg675: f32, %arg676: f32, %arg677: f32):
      %1601 = "arith.mulf"(%arg675, %arg676) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1601) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1034 = "linalg.generic"(%1032, %1033, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg672: f32, %arg673: f32, %arg674: f32):
      %1600 = "arith.mulf"(%arg672, %arg673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1600) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1035 = "tensor.expand_shape"(%1034) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1036 = "linalg.generic"(%218, %arg21, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg669: f32, %arg670: f32, %arg671: f32):
      %1599 = "arith.mulf"(%arg669, %arg670) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1599) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1037 = "tensor.expand_shape"(%1036) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1038 = "linalg.generic"(%221, %1035, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg666: f32, %arg667: f32, %arg668: f32):
      %1598 = "arith.mulf"(%arg666, %arg667) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1598) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1039 = "linalg.generic"(%991, %1038, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg663: f32, %arg664: f32, %arg665: f32):
      %1597 = "arith.subf"(%arg663, %arg664) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1597) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1040 = "linalg.generic"(%1039, %996, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg660: f32, %arg661: f32, %arg662: f32):
      %1596 = "arith.subf"(%arg660, %arg661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1596) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1041 = "linalg.generic"(%1040, %1037, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg657: f32, %arg658: f32, %arg659: f32):
      %1595 = "arith.mulf"(%arg657, %arg658) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1595) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1042 = "linalg.generic"(%1031, %218, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg654: f32, %arg655: f32, %arg656: f32):
      %1594 = "arith.mulf"(%arg654, %arg655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1594) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1043 = "linalg.generic"(%952) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg653: f32):
      %1587 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1588 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1589 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1590 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1591 = "arith.subi"(%6, %1589) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1592 = "arith.subi"(%6, %1590) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1593 = "tensor.extract"(%arg20, %1588, %1587, %1591, %1592) : (tensor<8x8x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1593) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %1044 = "tensor.insert_slice"(%1041, %955) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 8, 8, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x8x8x8xf32>, tensor<4x8x10x10xf32>) -> tensor<4x8x10x10xf32>
    %1045 = "linalg.conv_2d_nchw_fchw"(%1044, %1043, %175) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg650: f32, %arg651: f32, %arg652: f32):
      %1585 = "arith.mulf"(%arg650, %arg651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1586 = "arith.addf"(%arg652, %1585) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1586) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x8x10x10xf32>, tensor<8x8x3x3xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1046 = "linalg.transpose"(%204, %852) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg648: f32, %arg649: f32):
      "linalg.yield"(%arg648) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %1047 = "linalg.transpose"(%1041, %852) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg646: f32, %arg647: f32):
      "linalg.yield"(%arg646) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %1048 = "tensor.pad"(%1046) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg642: index, %arg643: index, %arg644: index, %arg645: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<8x4x8x8xf32>) -> tensor<8x4x10x10xf32>
    %1049 = "linalg.conv_2d_nchw_fchw"(%1048, %1047, %952) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg639: f32, %arg640: f32, %arg641: f32):
      %1583 = "arith.mulf"(%arg639, %arg640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1584 = "arith.addf"(%arg641, %1583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1584) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<8x4x10x10xf32>, tensor<8x4x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %1050 = "linalg.transpose"(%1049, %951) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg637: f32, %arg638: f32):
      "linalg.yield"(%arg637) : (f32) -> ()
    }) : (tensor<8x8x3x3xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %1051 = "linalg.generic"(%204, %932) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg635: f32, %arg636: i1):
      %1582 = "arith.cmpf"(%arg635, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1582) : (i1) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xi1>) -> tensor<4x8x8x8xi1>
    %1052 = "linalg.generic"(%1051, %11, %1045, %174) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg631: i1, %arg632: f32, %arg633: f32, %arg634: f32):
      %1581 = "arith.select"(%arg631, %arg632, %arg633) : (i1, f32, f32) -> f32
      "linalg.yield"(%1581) : (f32) -> ()
    }) : (tensor<4x8x8x8xi1>, tensor<f32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1053 = "linalg.generic"(%1052, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg629: f32, %arg630: f32):
      %1580 = "arith.addf"(%arg629, %arg630) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1580) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1054 = "linalg.generic"(%1052, %198, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg626: f32, %arg627: f32, %arg628: f32):
      %1579 = "arith.mulf"(%arg626, %arg627) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1579) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1055 = "linalg.generic"(%1054, %178) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg624: f32, %arg625: f32):
      %1578 = "arith.addf"(%arg624, %arg625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1578) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1056 = "linalg.generic"(%1053, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg622: f32, %arg623: f32):
      %1577 = "arith.mulf"(%arg622, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1577) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1057 = "tensor.expand_shape"(%1056) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1058 = "linalg.generic"(%1055, %177) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg620: f32, %arg621: f32):
      %1576 = "arith.mulf"(%arg620, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1576) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1059 = "linalg.generic"(%195, %195, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg617: f32, %arg618: f32, %arg619: f32):
      %1575 = "arith.mulf"(%arg617, %arg618) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1575) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1060 = "linalg.generic"(%1058, %1059, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg614: f32, %arg615: f32, %arg616: f32):
      %1574 = "arith.mulf"(%arg614, %arg615) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1574) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1061 = "tensor.expand_shape"(%1060) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1062 = "linalg.generic"(%195, %arg18, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg611: f32, %arg612: f32, %arg613: f32):
      %1573 = "arith.mulf"(%arg611, %arg612) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1573) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1063 = "tensor.expand_shape"(%1062) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1064 = "linalg.generic"(%198, %1061, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg608: f32, %arg609: f32, %arg610: f32):
      %1572 = "arith.mulf"(%arg608, %arg609) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1572) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1065 = "linalg.generic"(%1052, %1064, %174) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg605: f32, %arg606: f32, %arg607: f32):
      %1571 = "arith.subf"(%arg605, %arg606) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1571) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1066 = "linalg.generic"(%1065, %1057, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg602: f32, %arg603: f32, %arg604: f32):
      %1570 = "arith.subf"(%arg602, %arg603) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1570) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1067 = "linalg.generic"(%1066, %1063, %174) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg599: f32, %arg600: f32, %arg601: f32):
      %1569 = "arith.mulf"(%arg599, %arg600) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1569) : (f32) -> ()
    }) : (tensor<4x8x8x8xf32>, tensor<1x8x1x1xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %1068 = "linalg.generic"(%1055, %195, %177) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg596: f32, %arg597: f32, %arg598: f32):
      %1568 = "arith.mulf"(%arg596, %arg597) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1568) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1069 = "tensor.empty"() : () -> tensor<4x8x3x3xf32>
    %1070 = "linalg.fill"(%7, %1069) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg594: f32, %arg595: f32):
      "linalg.yield"(%arg594) : (f32) -> ()
    }) : (f32, tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %1071 = "linalg.generic"(%1070) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg593: f32):
      %1561 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1562 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1563 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1564 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1565 = "arith.subi"(%6, %1563) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1566 = "arith.subi"(%6, %1564) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1567 = "tensor.extract"(%arg17, %1562, %1561, %1565, %1566) : (tensor<8x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1567) : (f32) -> ()
    }) : (tensor<4x8x3x3xf32>) -> tensor<4x8x3x3xf32>
    %1072 = "tensor.empty"() : () -> tensor<4x8x18x18xf32>
    %1073 = "linalg.fill"(%7, %1072) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg591: f32, %arg592: f32):
      "linalg.yield"(%arg591) : (f32) -> ()
    }) : (f32, tensor<4x8x18x18xf32>) -> tensor<4x8x18x18xf32>
    %1074 = "tensor.insert_slice"(%1067, %1073) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 8, 8, 8>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<4x8x8x8xf32>, tensor<4x8x18x18xf32>) -> tensor<4x8x18x18xf32>
    %1075 = "linalg.conv_2d_nchw_fchw"(%1074, %1071, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg588: f32, %arg589: f32, %arg590: f32):
      %1559 = "arith.mulf"(%arg588, %arg589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1560 = "arith.addf"(%arg590, %1559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1560) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x8x18x18xf32>, tensor<4x8x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1076 = "tensor.pad"(%1015) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg584: index, %arg585: index, %arg586: index, %arg587: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %1077 = "tensor.expand_shape"(%1076) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 4, 4, 1, 18, 18>}> : (tensor<4x4x18x18xf32>) -> tensor<4x4x1x18x18xf32>
    %1078 = "tensor.expand_shape"(%1067) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 8, 1, 8, 8>}> : (tensor<4x8x8x8xf32>) -> tensor<4x8x1x8x8xf32>
    %1079 = "tensor.expand_shape"(%629) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 4, 4, 8, 4, 4>}> : (tensor<4x32x4x4xf32>) -> tensor<4x4x8x4x4xf32>
    %1080 = "linalg.fill"(%7, %1079) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg582: f32, %arg583: f32):
      "linalg.yield"(%arg582) : (f32) -> ()
    }) : (f32, tensor<4x4x8x4x4xf32>) -> tensor<4x4x8x4x4xf32>
    %1081 = "linalg.conv_2d_ngchw_gfchw"(%1077, %1078, %1080) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg579: f32, %arg580: f32, %arg581: f32):
      %1557 = "arith.mulf"(%arg579, %arg580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1558 = "arith.addf"(%arg581, %1557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1558) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<4x4x1x18x18xf32>, tensor<4x8x1x8x8xf32>, tensor<4x4x8x4x4xf32>) -> tensor<4x4x8x4x4xf32>
    %1082 = "tensor.collapse_shape"(%1081) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<4x4x8x4x4xf32>) -> tensor<4x32x4x4xf32>
    %1083 = "tensor.extract_slice"(%1082) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 32, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x32x4x4xf32>) -> tensor<4x32x3x4xf32>
    %1084 = "tensor.extract_slice"(%1083) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 32, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x32x3x4xf32>) -> tensor<4x32x3x3xf32>
    %1085 = "tensor.expand_shape"(%1084) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 4, 4, 8, 3, 3>}> : (tensor<4x32x3x3xf32>) -> tensor<4x4x8x3x3xf32>
    %1086 = "tensor.empty"() : () -> tensor<4x8x4x3x3xf32>
    %1087 = "linalg.transpose"(%1085, %1086) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg577: f32, %arg578: f32):
      "linalg.yield"(%arg577) : (f32) -> ()
    }) : (tensor<4x4x8x3x3xf32>, tensor<4x8x4x3x3xf32>) -> tensor<4x8x4x3x3xf32>
    %1088 = "tensor.empty"() : () -> tensor<8x4x3x3xf32>
    %1089 = "linalg.fill"(%7, %1088) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg575: f32, %arg576: f32):
      "linalg.yield"(%arg575) : (f32) -> ()
    }) : (f32, tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %1090 = "linalg.generic"(%1087, %1089) <{indexing_maps = [#map27, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg573: f32, %arg574: f32):
      %1556 = "arith.addf"(%arg573, %arg574) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1556) : (f32) -> ()
    }) : (tensor<4x8x4x3x3xf32>, tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %1091 = "linalg.generic"(%1014, %1075, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg570: f32, %arg571: f32, %arg572: f32):
      %1555 = "arith.addf"(%arg570, %arg571) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1555) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1092 = "tensor.empty"() : () -> tensor<4x4x16x16xi1>
    %1093 = "linalg.generic"(%172, %1092) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg568: f32, %arg569: i1):
      %1554 = "arith.cmpf"(%arg568, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1554) : (i1) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1094 = "linalg.generic"(%1093, %11, %1091, %69) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg564: i1, %arg565: f32, %arg566: f32, %arg567: f32):
      %1553 = "arith.select"(%arg564, %arg565, %arg566) : (i1, f32, f32) -> f32
      "linalg.yield"(%1553) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<f32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1095 = "linalg.generic"(%1094, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg562: f32, %arg563: f32):
      %1552 = "arith.addf"(%arg562, %arg563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1552) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1096 = "linalg.generic"(%1094, %165, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg559: f32, %arg560: f32, %arg561: f32):
      %1551 = "arith.mulf"(%arg559, %arg560) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1551) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1097 = "linalg.generic"(%1096, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg557: f32, %arg558: f32):
      %1550 = "arith.addf"(%arg557, %arg558) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1550) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1098 = "linalg.generic"(%1095, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg555: f32, %arg556: f32):
      %1549 = "arith.mulf"(%arg555, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1549) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1099 = "tensor.expand_shape"(%1098) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1100 = "linalg.generic"(%1097, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg553: f32, %arg554: f32):
      %1548 = "arith.mulf"(%arg553, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1548) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1101 = "linalg.generic"(%162, %162, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg550: f32, %arg551: f32, %arg552: f32):
      %1547 = "arith.mulf"(%arg550, %arg551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1547) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1102 = "linalg.generic"(%1100, %1101, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg547: f32, %arg548: f32, %arg549: f32):
      %1546 = "arith.mulf"(%arg547, %arg548) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1546) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1103 = "tensor.expand_shape"(%1102) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1104 = "linalg.generic"(%162, %arg15, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg544: f32, %arg545: f32, %arg546: f32):
      %1545 = "arith.mulf"(%arg544, %arg545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1545) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1105 = "tensor.expand_shape"(%1104) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1106 = "linalg.generic"(%165, %1103, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg541: f32, %arg542: f32, %arg543: f32):
      %1544 = "arith.mulf"(%arg541, %arg542) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1544) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1107 = "linalg.generic"(%1094, %1106, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg538: f32, %arg539: f32, %arg540: f32):
      %1543 = "arith.subf"(%arg538, %arg539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1543) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1108 = "linalg.generic"(%1107, %1099, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg535: f32, %arg536: f32, %arg537: f32):
      %1542 = "arith.subf"(%arg535, %arg536) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1542) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1109 = "linalg.generic"(%1108, %1105, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg532: f32, %arg533: f32, %arg534: f32):
      %1541 = "arith.mulf"(%arg532, %arg533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1541) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1110 = "linalg.generic"(%1097, %162, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg529: f32, %arg530: f32, %arg531: f32):
      %1540 = "arith.mulf"(%arg529, %arg530) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1540) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1111 = "tensor.empty"() : () -> tensor<4x4x3x3xf32>
    %1112 = "linalg.fill"(%7, %1111) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg527: f32, %arg528: f32):
      "linalg.yield"(%arg527) : (f32) -> ()
    }) : (f32, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1113 = "linalg.generic"(%1112) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg526: f32):
      %1533 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1534 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1535 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1536 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1537 = "arith.subi"(%6, %1535) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1538 = "arith.subi"(%6, %1536) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1539 = "tensor.extract"(%arg14, %1534, %1533, %1537, %1538) : (tensor<4x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1539) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1114 = "tensor.empty"() : () -> tensor<4x4x18x18xf32>
    %1115 = "linalg.fill"(%7, %1114) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg524: f32, %arg525: f32):
      "linalg.yield"(%arg524) : (f32) -> ()
    }) : (f32, tensor<4x4x18x18xf32>) -> tensor<4x4x18x18xf32>
    %1116 = "tensor.insert_slice"(%1109, %1115) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 4, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x16x16xf32>, tensor<4x4x18x18xf32>) -> tensor<4x4x18x18xf32>
    %1117 = "linalg.conv_2d_nchw_fchw"(%1116, %1113, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg521: f32, %arg522: f32, %arg523: f32):
      %1531 = "arith.mulf"(%arg521, %arg522) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1532 = "arith.addf"(%arg523, %1531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1532) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1118 = "linalg.transpose"(%148, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg519: f32, %arg520: f32):
      "linalg.yield"(%arg519) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1119 = "linalg.transpose"(%1109, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg517: f32, %arg518: f32):
      "linalg.yield"(%arg517) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1120 = "tensor.pad"(%1118) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg513: index, %arg514: index, %arg515: index, %arg516: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %1121 = "linalg.conv_2d_nchw_fchw"(%1120, %1119, %1112) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg510: f32, %arg511: f32, %arg512: f32):
      %1529 = "arith.mulf"(%arg510, %arg511) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1530 = "arith.addf"(%arg512, %1529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1530) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x16x16xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1122 = "linalg.transpose"(%1121, %1111) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg508: f32, %arg509: f32):
      "linalg.yield"(%arg508) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1123 = "linalg.generic"(%148, %1092) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg506: f32, %arg507: i1):
      %1528 = "arith.cmpf"(%arg506, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1528) : (i1) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1124 = "linalg.generic"(%1123, %11, %1117, %69) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg502: i1, %arg503: f32, %arg504: f32, %arg505: f32):
      %1527 = "arith.select"(%arg502, %arg503, %arg504) : (i1, f32, f32) -> f32
      "linalg.yield"(%1527) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<f32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1125 = "linalg.generic"(%1124, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg500: f32, %arg501: f32):
      %1526 = "arith.addf"(%arg500, %arg501) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1526) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1126 = "linalg.generic"(%1124, %142, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg497: f32, %arg498: f32, %arg499: f32):
      %1525 = "arith.mulf"(%arg497, %arg498) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1525) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1127 = "linalg.generic"(%1126, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg495: f32, %arg496: f32):
      %1524 = "arith.addf"(%arg495, %arg496) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1524) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1128 = "linalg.generic"(%1125, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg493: f32, %arg494: f32):
      %1523 = "arith.mulf"(%arg493, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1523) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1129 = "tensor.expand_shape"(%1128) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1130 = "linalg.generic"(%1127, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg491: f32, %arg492: f32):
      %1522 = "arith.mulf"(%arg491, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1522) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1131 = "linalg.generic"(%139, %139, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg488: f32, %arg489: f32, %arg490: f32):
      %1521 = "arith.mulf"(%arg488, %arg489) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1521) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1132 = "linalg.generic"(%1130, %1131, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg485: f32, %arg486: f32, %arg487: f32):
      %1520 = "arith.mulf"(%arg485, %arg486) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1520) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1133 = "tensor.expand_shape"(%1132) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1134 = "linalg.generic"(%139, %arg12, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg482: f32, %arg483: f32, %arg484: f32):
      %1519 = "arith.mulf"(%arg482, %arg483) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1519) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1135 = "tensor.expand_shape"(%1134) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1136 = "linalg.generic"(%142, %1133, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg479: f32, %arg480: f32, %arg481: f32):
      %1518 = "arith.mulf"(%arg479, %arg480) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1518) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1137 = "linalg.generic"(%1124, %1136, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg476: f32, %arg477: f32, %arg478: f32):
      %1517 = "arith.subf"(%arg476, %arg477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1517) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1138 = "linalg.generic"(%1137, %1129, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg473: f32, %arg474: f32, %arg475: f32):
      %1516 = "arith.subf"(%arg473, %arg474) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1516) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1139 = "linalg.generic"(%1138, %1135, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg470: f32, %arg471: f32, %arg472: f32):
      %1515 = "arith.mulf"(%arg470, %arg471) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1515) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1140 = "linalg.generic"(%1127, %139, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg467: f32, %arg468: f32, %arg469: f32):
      %1514 = "arith.mulf"(%arg467, %arg468) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1514) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1141 = "linalg.generic"(%1112) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg466: f32):
      %1507 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1508 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1509 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1510 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1511 = "arith.subi"(%6, %1509) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1512 = "arith.subi"(%6, %1510) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1513 = "tensor.extract"(%arg11, %1508, %1507, %1511, %1512) : (tensor<4x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1513) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1142 = "tensor.insert_slice"(%1139, %1115) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 4, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x16x16xf32>, tensor<4x4x18x18xf32>) -> tensor<4x4x18x18xf32>
    %1143 = "linalg.conv_2d_nchw_fchw"(%1142, %1141, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg463: f32, %arg464: f32, %arg465: f32):
      %1505 = "arith.mulf"(%arg463, %arg464) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1506 = "arith.addf"(%arg465, %1505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1506) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1144 = "linalg.transpose"(%125, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg461: f32, %arg462: f32):
      "linalg.yield"(%arg461) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1145 = "linalg.transpose"(%1139, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg459: f32, %arg460: f32):
      "linalg.yield"(%arg459) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1146 = "tensor.pad"(%1144) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg455: index, %arg456: index, %arg457: index, %arg458: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %1147 = "linalg.conv_2d_nchw_fchw"(%1146, %1145, %1112) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg452: f32, %arg453: f32, %arg454: f32):
      %1503 = "arith.mulf"(%arg452, %arg453) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1504 = "arith.addf"(%arg454, %1503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1504) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x16x16xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1148 = "linalg.transpose"(%1147, %1111) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg450: f32, %arg451: f32):
      "linalg.yield"(%arg450) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1149 = "linalg.generic"(%1094, %1143, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg447: f32, %arg448: f32, %arg449: f32):
      %1502 = "arith.addf"(%arg447, %arg448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1502) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1150 = "linalg.generic"(%125, %1092) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg445: f32, %arg446: i1):
      %1501 = "arith.cmpf"(%arg445, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1501) : (i1) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1151 = "linalg.generic"(%1150, %11, %1149, %69) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg441: i1, %arg442: f32, %arg443: f32, %arg444: f32):
      %1500 = "arith.select"(%arg441, %arg442, %arg443) : (i1, f32, f32) -> f32
      "linalg.yield"(%1500) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<f32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1152 = "linalg.generic"(%1151, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg439: f32, %arg440: f32):
      %1499 = "arith.addf"(%arg439, %arg440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1499) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1153 = "linalg.generic"(%1151, %118, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg436: f32, %arg437: f32, %arg438: f32):
      %1498 = "arith.mulf"(%arg436, %arg437) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1498) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1154 = "linalg.generic"(%1153, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg434: f32, %arg435: f32):
      %1497 = "arith.addf"(%arg434, %arg435) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1497) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1155 = "linalg.generic"(%1152, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg432: f32, %arg433: f32):
      %1496 = "arith.mulf"(%arg432, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1496) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1156 = "tensor.expand_shape"(%1155) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1157 = "linalg.generic"(%1154, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg430: f32, %arg431: f32):
      %1495 = "arith.mulf"(%arg430, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1495) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1158 = "linalg.generic"(%115, %115, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg427: f32, %arg428: f32, %arg429: f32):
      %1494 = "arith.mulf"(%arg427, %arg428) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1494) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1159 = "linalg.generic"(%1157, %1158, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg424: f32, %arg425: f32, %arg426: f32):
      %1493 = "arith.mulf"(%arg424, %arg425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1493) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1160 = "tensor.expand_shape"(%1159) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1161 = "linalg.generic"(%115, %arg9, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg421: f32, %arg422: f32, %arg423: f32):
      %1492 = "arith.mulf"(%arg421, %arg422) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1492) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1162 = "tensor.expand_shape"(%1161) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1163 = "linalg.generic"(%118, %1160, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg418: f32, %arg419: f32, %arg420: f32):
      %1491 = "arith.mulf"(%arg418, %arg419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1491) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1164 = "linalg.generic"(%1151, %1163, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg415: f32, %arg416: f32, %arg417: f32):
      %1490 = "arith.subf"(%arg415, %arg416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1490) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1165 = "linalg.generic"(%1164, %1156, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg412: f32, %arg413: f32, %arg414: f32):
      %1489 = "arith.subf"(%arg412, %arg413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1489) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1166 = "linalg.generic"(%1165, %1162, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg409: f32, %arg410: f32, %arg411: f32):
      %1488 = "arith.mulf"(%arg409, %arg410) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1488) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1167 = "linalg.generic"(%1154, %115, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg406: f32, %arg407: f32, %arg408: f32):
      %1487 = "arith.mulf"(%arg406, %arg407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1487) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1168 = "linalg.generic"(%1112) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg405: f32):
      %1480 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1481 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1482 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1483 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1484 = "arith.subi"(%6, %1482) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1485 = "arith.subi"(%6, %1483) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1486 = "tensor.extract"(%arg8, %1481, %1480, %1484, %1485) : (tensor<4x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1486) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1169 = "tensor.insert_slice"(%1166, %1115) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 4, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x16x16xf32>, tensor<4x4x18x18xf32>) -> tensor<4x4x18x18xf32>
    %1170 = "linalg.conv_2d_nchw_fchw"(%1169, %1168, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg402: f32, %arg403: f32, %arg404: f32):
      %1478 = "arith.mulf"(%arg402, %arg403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1479 = "arith.addf"(%arg404, %1478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1479) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1171 = "linalg.transpose"(%101, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg400: f32, %arg401: f32):
      "linalg.yield"(%arg400) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1172 = "linalg.transpose"(%1166, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg398: f32, %arg399: f32):
      "linalg.yield"(%arg398) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1173 = "tensor.pad"(%1171) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg394: index, %arg395: index, %arg396: index, %arg397: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %1174 = "linalg.conv_2d_nchw_fchw"(%1173, %1172, %1112) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg391: f32, %arg392: f32, %arg393: f32):
      %1476 = "arith.mulf"(%arg391, %arg392) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1477 = "arith.addf"(%arg393, %1476) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1477) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x16x16xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1175 = "linalg.transpose"(%1174, %1111) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg389: f32, %arg390: f32):
      "linalg.yield"(%arg389) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1176 = "linalg.generic"(%101, %1092) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: f32, %arg388: i1):
      %1475 = "arith.cmpf"(%arg387, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1475) : (i1) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1177 = "linalg.generic"(%1176, %11, %1170, %69) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg383: i1, %arg384: f32, %arg385: f32, %arg386: f32):
      %1474 = "arith.select"(%arg383, %arg384, %arg385) : (i1, f32, f32) -> f32
      "linalg.yield"(%1474) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<f32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1178 = "linalg.generic"(%1177, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg381: f32, %arg382: f32):
      %1473 = "arith.addf"(%arg381, %arg382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1473) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1179 = "linalg.generic"(%1177, %95, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg378: f32, %arg379: f32, %arg380: f32):
      %1472 = "arith.mulf"(%arg378, %arg379) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1472) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1180 = "linalg.generic"(%1179, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg376: f32, %arg377: f32):
      %1471 = "arith.addf"(%arg376, %arg377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1471) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1181 = "linalg.generic"(%1178, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg374: f32, %arg375: f32):
      %1470 = "arith.mulf"(%arg374, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1470) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1182 = "tensor.expand_shape"(%1181) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1183 = "linalg.generic"(%1180, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg372: f32, %arg373: f32):
      %1469 = "arith.mulf"(%arg372, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1469) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1184 = "linalg.generic"(%92, %92, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32, %arg371: f32):
      %1468 = "arith.mulf"(%arg369, %arg370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1468) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1185 = "linalg.generic"(%1183, %1184, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg366: f32, %arg367: f32, %arg368: f32):
      %1467 = "arith.mulf"(%arg366, %arg367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1467) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1186 = "tensor.expand_shape"(%1185) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1187 = "linalg.generic"(%92, %arg6, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg363: f32, %arg364: f32, %arg365: f32):
      %1466 = "arith.mulf"(%arg363, %arg364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1466) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1188 = "tensor.expand_shape"(%1187) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1189 = "linalg.generic"(%95, %1186, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg360: f32, %arg361: f32, %arg362: f32):
      %1465 = "arith.mulf"(%arg360, %arg361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1465) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1190 = "linalg.generic"(%1177, %1189, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg357: f32, %arg358: f32, %arg359: f32):
      %1464 = "arith.subf"(%arg357, %arg358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1464) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1191 = "linalg.generic"(%1190, %1182, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg354: f32, %arg355: f32, %arg356: f32):
      %1463 = "arith.subf"(%arg354, %arg355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1463) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1192 = "linalg.generic"(%1191, %1188, %69) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg351: f32, %arg352: f32, %arg353: f32):
      %1462 = "arith.mulf"(%arg351, %arg352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1462) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1193 = "linalg.generic"(%1180, %92, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg348: f32, %arg349: f32, %arg350: f32):
      %1461 = "arith.mulf"(%arg348, %arg349) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1461) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1194 = "linalg.generic"(%1112) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg347: f32):
      %1454 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1455 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1456 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1457 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1458 = "arith.subi"(%6, %1456) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1459 = "arith.subi"(%6, %1457) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1460 = "tensor.extract"(%arg5, %1455, %1454, %1458, %1459) : (tensor<4x4x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1460) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1195 = "tensor.insert_slice"(%1192, %1115) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 4, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x16x16xf32>, tensor<4x4x18x18xf32>) -> tensor<4x4x18x18xf32>
    %1196 = "linalg.conv_2d_nchw_fchw"(%1195, %1194, %78) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg344: f32, %arg345: f32, %arg346: f32):
      %1452 = "arith.mulf"(%arg344, %arg345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1453 = "arith.addf"(%arg346, %1452) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1453) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x3x3xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1197 = "linalg.transpose"(%72, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg342: f32, %arg343: f32):
      "linalg.yield"(%arg342) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1198 = "linalg.transpose"(%1192, %69) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg340: f32, %arg341: f32):
      "linalg.yield"(%arg340) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1199 = "tensor.pad"(%1197) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg336: index, %arg337: index, %arg338: index, %arg339: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>) -> tensor<4x4x18x18xf32>
    %1200 = "linalg.conv_2d_nchw_fchw"(%1199, %1198, %1112) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg333: f32, %arg334: f32, %arg335: f32):
      %1450 = "arith.mulf"(%arg333, %arg334) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1451 = "arith.addf"(%arg335, %1450) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1451) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map1, #map2]} : (tensor<4x4x18x18xf32>, tensor<4x4x16x16xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1201 = "linalg.transpose"(%1200, %1111) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg331: f32, %arg332: f32):
      "linalg.yield"(%arg331) : (f32) -> ()
    }) : (tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %1202 = "linalg.generic"(%1151, %1196, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg328: f32, %arg329: f32, %arg330: f32):
      %1449 = "arith.addf"(%arg328, %arg329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1449) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1203 = "tensor.empty"() : () -> tensor<16xi64>
    %1204 = "linalg.generic"(%1203) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg327: i64):
      %1447 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1448 = "arith.index_cast"(%1447) : (index) -> i64
      "linalg.yield"(%1448) : (i64) -> ()
    }) : (tensor<16xi64>) -> tensor<16xi64>
    %1205 = "tensor.expand_shape"(%1204) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %1206 = "tensor.empty"() : () -> tensor<16x1xi64>
    %1207 = "linalg.generic"(%1205, %1206) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg325: i64, %arg326: i64):
      %1446 = "arith.muli"(%arg325, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1446) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x1xi64>
    %1208 = "linalg.generic"(%1207, %1206) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg323: i64, %arg324: i64):
      %1445 = "arith.subi"(%arg323, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1445) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x1xi64>
    %1209 = "tensor.expand_shape"(%1204) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 16>}> : (tensor<16xi64>) -> tensor<1x16xi64>
    %1210 = "tensor.empty"() : () -> tensor<1x16xi64>
    %1211 = "linalg.generic"(%1209, %1210) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg321: i64, %arg322: i64):
      %1444 = "arith.muli"(%arg321, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1444) : (i64) -> ()
    }) : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi64>
    %1212 = "linalg.generic"(%1211, %1210) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg319: i64, %arg320: i64):
      %1443 = "arith.subi"(%arg319, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1443) : (i64) -> ()
    }) : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi64>
    %1213 = "linalg.generic"(%1208, %1206) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg317: i64, %arg318: i64):
      %1442 = "arith.muli"(%arg317, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1442) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x1xi64>
    %1214 = "tensor.empty"() : () -> tensor<16x16xi64>
    %1215 = "linalg.generic"(%1213, %1212, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg314: i64, %arg315: i64, %arg316: i64):
      %1441 = "arith.addi"(%arg314, %arg315) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1441) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1216 = "linalg.generic"(%76, %1215, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg311: i64, %arg312: i64, %arg313: i1):
      %1440 = "arith.cmpi"(%arg311, %arg312) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1440) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1217 = "linalg.generic"(%1216, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg309: i1, %arg310: f32):
      %1439 = "arith.uitofp"(%arg309) : (i1) -> f32
      "linalg.yield"(%1439) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1218 = "linalg.generic"(%1202, %1217, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg306: f32, %arg307: f32, %arg308: f32):
      %1438 = "arith.mulf"(%arg306, %arg307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1438) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1219 = "tensor.concat"(%1218, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1220 = "tensor.expand_shape"(%1219) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1221 = "tensor.collapse_shape"(%1220) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1222 = "tensor.expand_shape"(%1221) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 32, 16, 1>}> : (tensor<4x4x32x16xf32>) -> tensor<4x4x32x16x1xf32>
    %1223 = "tensor.concat"(%1222, %32) <{dim = 4 : i64}> : (tensor<4x4x32x16x1xf32>, tensor<4x4x32x16x1xf32>) -> tensor<4x4x32x16x2xf32>
    %1224 = "tensor.collapse_shape"(%1223) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x32x16x2xf32>) -> tensor<4x4x32x32xf32>
    %1225 = "tensor.pad"(%1224) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg302: index, %arg303: index, %arg304: index, %arg305: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>) -> tensor<4x4x34x34xf32>
    %1226 = "linalg.generic"(%1212, %1210) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg300: i64, %arg301: i64):
      %1437 = "arith.addi"(%arg300, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1437) : (i64) -> ()
    }) : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi64>
    %1227 = "linalg.generic"(%1213, %1226, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg297: i64, %arg298: i64, %arg299: i64):
      %1436 = "arith.addi"(%arg297, %arg298) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1436) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1228 = "linalg.generic"(%76, %1227, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg294: i64, %arg295: i64, %arg296: i1):
      %1435 = "arith.cmpi"(%arg294, %arg295) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1435) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1229 = "linalg.generic"(%1228, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg292: i1, %arg293: f32):
      %1434 = "arith.uitofp"(%arg292) : (i1) -> f32
      "linalg.yield"(%1434) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1230 = "linalg.generic"(%1202, %1229, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg289: f32, %arg290: f32, %arg291: f32):
      %1433 = "arith.mulf"(%arg289, %arg290) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1433) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1231 = "tensor.concat"(%1230, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1232 = "tensor.expand_shape"(%1231) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1233 = "tensor.collapse_shape"(%1232) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1234 = "tensor.expand_shape"(%1233) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 32, 16, 1>}> : (tensor<4x4x32x16xf32>) -> tensor<4x4x32x16x1xf32>
    %1235 = "tensor.concat"(%1234, %32) <{dim = 4 : i64}> : (tensor<4x4x32x16x1xf32>, tensor<4x4x32x16x1xf32>) -> tensor<4x4x32x16x2xf32>
    %1236 = "tensor.collapse_shape"(%1235) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x32x16x2xf32>) -> tensor<4x4x32x32xf32>
    %1237 = "tensor.pad"(%1236) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg285: index, %arg286: index, %arg287: index, %arg288: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>) -> tensor<4x4x34x34xf32>
    %1238 = "tensor.empty"() : () -> tensor<4x4x34x34xf32>
    %1239 = "linalg.generic"(%1225, %1237, %1238) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg282: f32, %arg283: f32, %arg284: f32):
      %1432 = "arith.addf"(%arg282, %arg283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1432) : (f32) -> ()
    }) : (tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>) -> tensor<4x4x34x34xf32>
    %1240 = "linalg.generic"(%1212, %1210) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg280: i64, %arg281: i64):
      %1431 = "arith.addi"(%arg280, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1431) : (i64) -> ()
    }) : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi64>
    %1241 = "linalg.generic"(%1213, %1240, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg277: i64, %arg278: i64, %arg279: i64):
      %1430 = "arith.addi"(%arg277, %arg278) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1430) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1242 = "linalg.generic"(%76, %1241, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg274: i64, %arg275: i64, %arg276: i1):
      %1429 = "arith.cmpi"(%arg274, %arg275) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1429) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1243 = "linalg.generic"(%1242, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg272: i1, %arg273: f32):
      %1428 = "arith.uitofp"(%arg272) : (i1) -> f32
      "linalg.yield"(%1428) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1244 = "linalg.generic"(%1202, %1243, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg269: f32, %arg270: f32, %arg271: f32):
      %1427 = "arith.mulf"(%arg269, %arg270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1427) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1245 = "tensor.concat"(%1244, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1246 = "tensor.expand_shape"(%1245) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1247 = "tensor.collapse_shape"(%1246) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1248 = "tensor.expand_shape"(%1247) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 32, 16, 1>}> : (tensor<4x4x32x16xf32>) -> tensor<4x4x32x16x1xf32>
    %1249 = "tensor.concat"(%1248, %32) <{dim = 4 : i64}> : (tensor<4x4x32x16x1xf32>, tensor<4x4x32x16x1xf32>) -> tensor<4x4x32x16x2xf32>
    %1250 = "tensor.collapse_shape"(%1249) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x32x16x2xf32>) -> tensor<4x4x32x32xf32>
    %1251 = "tensor.pad"(%1250) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg265: index, %arg266: index, %arg267: index, %arg268: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>) -> tensor<4x4x34x34xf32>
    %1252 = "linalg.generic"(%1239, %1251, %1238) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %1426 = "arith.addf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1426) : (f32) -> ()
    }) : (tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>) -> tensor<4x4x34x34xf32>
    %1253 = "linalg.generic"(%1208, %1206) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: i64, %arg261: i64):
      %1425 = "arith.addi"(%arg260, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1425) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x1xi64>
    %1254 = "linalg.generic"(%1253, %1206) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: i64, %arg259: i64):
      %1424 = "arith.muli"(%arg258, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1424) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x1xi64>
    %1255 = "linalg.generic"(%1254, %1212, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg255: i64, %arg256: i64, %arg257: i64):
      %1423 = "arith.addi"(%arg255, %arg256) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1423) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1256 = "linalg.generic"(%76, %1255, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg252: i64, %arg253: i64, %arg254: i1):
      %1422 = "arith.cmpi"(%arg252, %arg253) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1422) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1257 = "linalg.generic"(%1256, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg250: i1, %arg251: f32):
      %1421 = "arith.uitofp"(%arg250) : (i1) -> f32
      "linalg.yield"(%1421) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1258 = "linalg.generic"(%1202, %1257, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg247: f32, %arg248: f32, %arg249: f32):
      %1420 = "arith.mulf"(%arg247, %arg248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1420) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1259 = "tensor.concat"(%1258, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1260 = "tensor.expand_shape"(%1259) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1261 = "tensor.collapse_shape"(%1260) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1262 = "tensor.pad"(%1261) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg243: index, %arg244: index, %arg245: index, %arg246: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x16xf32>) -> tensor<4x4x33x16xf32>
    %1263 = "tensor.expand_shape"(%1262) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 33, 16, 1>}> : (tensor<4x4x33x16xf32>) -> tensor<4x4x33x16x1xf32>
    %1264 = "tensor.concat"(%1263, %33) <{dim = 4 : i64}> : (tensor<4x4x33x16x1xf32>, tensor<4x4x33x16x1xf32>) -> tensor<4x4x33x16x2xf32>
    %1265 = "tensor.collapse_shape"(%1264) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x33x16x2xf32>) -> tensor<4x4x33x32xf32>
    %1266 = "tensor.pad"(%1265) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg239: index, %arg240: index, %arg241: index, %arg242: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x33x32xf32>) -> tensor<4x4x34x34xf32>
    %1267 = "linalg.generic"(%1252, %1266, %1238) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32, %arg238: f32):
      %1419 = "arith.addf"(%arg236, %arg237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1419) : (f32) -> ()
    }) : (tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>) -> tensor<4x4x34x34xf32>
    %1268 = "linalg.generic"(%1254, %1226, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg233: i64, %arg234: i64, %arg235: i64):
      %1418 = "arith.addi"(%arg233, %arg234) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1418) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1269 = "linalg.generic"(%76, %1268, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg230: i64, %arg231: i64, %arg232: i1):
      %1417 = "arith.cmpi"(%arg230, %arg231) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1417) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1270 = "linalg.generic"(%1269, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg228: i1, %arg229: f32):
      %1416 = "arith.uitofp"(%arg228) : (i1) -> f32
      "linalg.yield"(%1416) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1271 = "linalg.generic"(%1202, %1270, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32, %arg227: f32):
      %1415 = "arith.mulf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1415) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1272 = "tensor.concat"(%1271, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1273 = "tensor.expand_shape"(%1272) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1274 = "tensor.collapse_shape"(%1273) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1275 = "tensor.pad"(%1274) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg221: index, %arg222: index, %arg223: index, %arg224: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x16xf32>) -> tensor<4x4x33x16xf32>
    %1276 = "tensor.expand_shape"(%1275) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 33, 16, 1>}> : (tensor<4x4x33x16xf32>) -> tensor<4x4x33x16x1xf32>
    %1277 = "tensor.concat"(%1276, %33) <{dim = 4 : i64}> : (tensor<4x4x33x16x1xf32>, tensor<4x4x33x16x1xf32>) -> tensor<4x4x33x16x2xf32>
    %1278 = "tensor.collapse_shape"(%1277) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x33x16x2xf32>) -> tensor<4x4x33x32xf32>
    %1279 = "tensor.pad"(%1278) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg217: index, %arg218: index, %arg219: index, %arg220: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x33x32xf32>) -> tensor<4x4x34x34xf32>
    %1280 = "linalg.generic"(%1267, %1279, %1238) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32, %arg216: f32):
      %1414 = "arith.addf"(%arg214, %arg215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1414) : (f32) -> ()
    }) : (tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>) -> tensor<4x4x34x34xf32>
    %1281 = "linalg.generic"(%1254, %1240, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: i64, %arg212: i64, %arg213: i64):
      %1413 = "arith.addi"(%arg211, %arg212) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1413) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1282 = "linalg.generic"(%76, %1281, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg208: i64, %arg209: i64, %arg210: i1):
      %1412 = "arith.cmpi"(%arg208, %arg209) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1412) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1283 = "linalg.generic"(%1282, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg206: i1, %arg207: f32):
      %1411 = "arith.uitofp"(%arg206) : (i1) -> f32
      "linalg.yield"(%1411) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1284 = "linalg.generic"(%1202, %1283, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f32, %arg205: f32):
      %1410 = "arith.mulf"(%arg203, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1410) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1285 = "tensor.concat"(%1284, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1286 = "tensor.expand_shape"(%1285) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1287 = "tensor.collapse_shape"(%1286) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1288 = "tensor.pad"(%1287) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg199: index, %arg200: index, %arg201: index, %arg202: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x16xf32>) -> tensor<4x4x33x16xf32>
    %1289 = "tensor.expand_shape"(%1288) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 33, 16, 1>}> : (tensor<4x4x33x16xf32>) -> tensor<4x4x33x16x1xf32>
    %1290 = "tensor.concat"(%1289, %33) <{dim = 4 : i64}> : (tensor<4x4x33x16x1xf32>, tensor<4x4x33x16x1xf32>) -> tensor<4x4x33x16x2xf32>
    %1291 = "tensor.collapse_shape"(%1290) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x33x16x2xf32>) -> tensor<4x4x33x32xf32>
    %1292 = "tensor.pad"(%1291) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg195: index, %arg196: index, %arg197: index, %arg198: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x33x32xf32>) -> tensor<4x4x34x34xf32>
    %1293 = "linalg.generic"(%1280, %1292, %1238) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32, %arg194: f32):
      %1409 = "arith.addf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1409) : (f32) -> ()
    }) : (tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>) -> tensor<4x4x34x34xf32>
    %1294 = "linalg.generic"(%1208, %1206) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: i64, %arg191: i64):
      %1408 = "arith.addi"(%arg190, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1408) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x1xi64>
    %1295 = "linalg.generic"(%1294, %1206) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: i64, %arg189: i64):
      %1407 = "arith.muli"(%arg188, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1407) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x1xi64>
    %1296 = "linalg.generic"(%1295, %1212, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg185: i64, %arg186: i64, %arg187: i64):
      %1406 = "arith.addi"(%arg185, %arg186) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1406) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1297 = "linalg.generic"(%76, %1296, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg182: i64, %arg183: i64, %arg184: i1):
      %1405 = "arith.cmpi"(%arg182, %arg183) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1405) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1298 = "linalg.generic"(%1297, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg180: i1, %arg181: f32):
      %1404 = "arith.uitofp"(%arg180) : (i1) -> f32
      "linalg.yield"(%1404) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1299 = "linalg.generic"(%1202, %1298, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32, %arg179: f32):
      %1403 = "arith.mulf"(%arg177, %arg178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1403) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1300 = "tensor.concat"(%1299, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1301 = "tensor.expand_shape"(%1300) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1302 = "tensor.collapse_shape"(%1301) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1303 = "tensor.pad"(%1302) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg173: index, %arg174: index, %arg175: index, %arg176: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x16xf32>) -> tensor<4x4x34x16xf32>
    %1304 = "tensor.expand_shape"(%1303) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 34, 16, 1>}> : (tensor<4x4x34x16xf32>) -> tensor<4x4x34x16x1xf32>
    %1305 = "tensor.concat"(%1304, %34) <{dim = 4 : i64}> : (tensor<4x4x34x16x1xf32>, tensor<4x4x34x16x1xf32>) -> tensor<4x4x34x16x2xf32>
    %1306 = "tensor.collapse_shape"(%1305) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x34x16x2xf32>) -> tensor<4x4x34x32xf32>
    %1307 = "tensor.pad"(%1306) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg169: index, %arg170: index, %arg171: index, %arg172: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x34x32xf32>) -> tensor<4x4x34x34xf32>
    %1308 = "linalg.generic"(%1293, %1307, %1238) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %1402 = "arith.addf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1402) : (f32) -> ()
    }) : (tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>) -> tensor<4x4x34x34xf32>
    %1309 = "linalg.generic"(%1295, %1226, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg163: i64, %arg164: i64, %arg165: i64):
      %1401 = "arith.addi"(%arg163, %arg164) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1401) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1310 = "linalg.generic"(%76, %1309, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg160: i64, %arg161: i64, %arg162: i1):
      %1400 = "arith.cmpi"(%arg160, %arg161) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1400) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1311 = "linalg.generic"(%1310, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg158: i1, %arg159: f32):
      %1399 = "arith.uitofp"(%arg158) : (i1) -> f32
      "linalg.yield"(%1399) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1312 = "linalg.generic"(%1202, %1311, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
      %1398 = "arith.mulf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1398) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1313 = "tensor.concat"(%1312, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1314 = "tensor.expand_shape"(%1313) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1315 = "tensor.collapse_shape"(%1314) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1316 = "tensor.pad"(%1315) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg151: index, %arg152: index, %arg153: index, %arg154: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x16xf32>) -> tensor<4x4x34x16xf32>
    %1317 = "tensor.expand_shape"(%1316) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 34, 16, 1>}> : (tensor<4x4x34x16xf32>) -> tensor<4x4x34x16x1xf32>
    %1318 = "tensor.concat"(%1317, %34) <{dim = 4 : i64}> : (tensor<4x4x34x16x1xf32>, tensor<4x4x34x16x1xf32>) -> tensor<4x4x34x16x2xf32>
    %1319 = "tensor.collapse_shape"(%1318) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x34x16x2xf32>) -> tensor<4x4x34x32xf32>
    %1320 = "tensor.pad"(%1319) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg147: index, %arg148: index, %arg149: index, %arg150: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x34x32xf32>) -> tensor<4x4x34x34xf32>
    %1321 = "linalg.generic"(%1308, %1320, %1238) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32, %arg146: f32):
      %1397 = "arith.addf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1397) : (f32) -> ()
    }) : (tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>) -> tensor<4x4x34x34xf32>
    %1322 = "linalg.generic"(%1295, %1240, %1214) <{indexing_maps = [#map18, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: i64, %arg142: i64, %arg143: i64):
      %1396 = "arith.addi"(%arg141, %arg142) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1396) : (i64) -> ()
    }) : (tensor<16x1xi64>, tensor<1x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi64>
    %1323 = "linalg.generic"(%76, %1322, %1092) <{indexing_maps = [#map3, #map29, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg138: i64, %arg139: i64, %arg140: i1):
      %1395 = "arith.cmpi"(%arg138, %arg139) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1395) : (i1) -> ()
    }) : (tensor<4x4x16x16xi64>, tensor<16x16xi64>, tensor<4x4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %1324 = "linalg.generic"(%1323, %69) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg136: i1, %arg137: f32):
      %1394 = "arith.uitofp"(%arg136) : (i1) -> f32
      "linalg.yield"(%1394) : (f32) -> ()
    }) : (tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1325 = "linalg.generic"(%1202, %1324, %69) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32, %arg135: f32):
      %1393 = "arith.mulf"(%arg133, %arg134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1393) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1326 = "tensor.concat"(%1325, %31) <{dim = 3 : i64}> : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x32xf32>
    %1327 = "tensor.expand_shape"(%1326) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 16, 2, 16>}> : (tensor<4x4x16x32xf32>) -> tensor<4x4x16x2x16xf32>
    %1328 = "tensor.collapse_shape"(%1327) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x4x16x2x16xf32>) -> tensor<4x4x32x16xf32>
    %1329 = "tensor.pad"(%1328) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg129: index, %arg130: index, %arg131: index, %arg132: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x32x16xf32>) -> tensor<4x4x34x16xf32>
    %1330 = "tensor.expand_shape"(%1329) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 4, 34, 16, 1>}> : (tensor<4x4x34x16xf32>) -> tensor<4x4x34x16x1xf32>
    %1331 = "tensor.concat"(%1330, %34) <{dim = 4 : i64}> : (tensor<4x4x34x16x1xf32>, tensor<4x4x34x16x1xf32>) -> tensor<4x4x34x16x2xf32>
    %1332 = "tensor.collapse_shape"(%1331) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x4x34x16x2xf32>) -> tensor<4x4x34x32xf32>
    %1333 = "tensor.pad"(%1332) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg125: index, %arg126: index, %arg127: index, %arg128: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<4x4x34x32xf32>) -> tensor<4x4x34x34xf32>
    %1334 = "linalg.generic"(%1321, %1333, %1238) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %1392 = "arith.addf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1392) : (f32) -> ()
    }) : (tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>, tensor<4x4x34x34xf32>) -> tensor<4x4x34x34xf32>
    %1335 = "tensor.extract_slice"(%1334) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 0>, static_sizes = array<i64: 4, 4, 32, 34>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x34x34xf32>) -> tensor<4x4x32x34xf32>
    %1336 = "tensor.extract_slice"(%1335) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 1>, static_sizes = array<i64: 4, 4, 32, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x32x34xf32>) -> tensor<4x4x32x32xf32>
    %1337 = "tensor.empty"() : () -> tensor<4x4x32x32xi1>
    %1338 = "linalg.generic"(%67, %1337) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f32, %arg121: i1):
      %1391 = "arith.cmpf"(%arg120, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1391) : (i1) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>) -> tensor<4x4x32x32xi1>
    %1339 = "linalg.generic"(%1338, %11, %1336, %37) <{indexing_maps = [#map3, #map23, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg116: i1, %arg117: f32, %arg118: f32, %arg119: f32):
      %1390 = "arith.select"(%arg116, %arg117, %arg118) : (i1, f32, f32) -> f32
      "linalg.yield"(%1390) : (f32) -> ()
    }) : (tensor<4x4x32x32xi1>, tensor<f32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1340 = "linalg.generic"(%1339, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      %1389 = "arith.addf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1389) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1341 = "linalg.generic"(%1339, %61, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
      %1388 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1388) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1342 = "linalg.generic"(%1341, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32):
      %1387 = "arith.addf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1387) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1343 = "linalg.generic"(%1340, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      %1386 = "arith.mulf"(%arg107, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1386) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1344 = "tensor.expand_shape"(%1343) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1345 = "linalg.generic"(%1342, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      %1385 = "arith.mulf"(%arg105, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1385) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1346 = "linalg.generic"(%58, %58, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %1384 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1384) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1347 = "linalg.generic"(%1345, %1346, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %1383 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1383) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1348 = "tensor.expand_shape"(%1347) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1349 = "linalg.generic"(%58, %arg3, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %1382 = "arith.mulf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1382) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1350 = "tensor.expand_shape"(%1349) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1351 = "linalg.generic"(%61, %1348, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %1381 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1381) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1352 = "linalg.generic"(%1339, %1351, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %1380 = "arith.subf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1380) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1353 = "linalg.generic"(%1352, %1344, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
      %1379 = "arith.subf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1379) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1354 = "linalg.generic"(%1353, %1350, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %1378 = "arith.mulf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1378) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1355 = "linalg.generic"(%1342, %58, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
      %1377 = "arith.mulf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1377) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1356 = "tensor.empty"() : () -> tensor<3x4x64x64xf32>
    %1357 = "linalg.transpose"(%arg0, %1356) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg79: f32, %arg80: f32):
      "linalg.yield"(%arg79) : (f32) -> ()
    }) : (tensor<4x3x64x64xf32>, tensor<3x4x64x64xf32>) -> tensor<3x4x64x64xf32>
    %1358 = "tensor.pad"(%1357) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 3, 3>, static_low = array<i64: 0, 0, 3, 3>}> ({
    ^bb0(%arg75: index, %arg76: index, %arg77: index, %arg78: index):
      "tensor.yield"(%7) : (f32) -> ()
    }) : (tensor<3x4x64x64xf32>) -> tensor<3x4x70x70xf32>
    %1359 = "tensor.empty"() : () -> tensor<3x16x8x8xf32>
    %1360 = "tensor.expand_shape"(%1358) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 1, 70, 70>}> : (tensor<3x4x70x70xf32>) -> tensor<3x4x1x70x70xf32>
    %1361 = "tensor.expand_shape"(%1354) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 4, 1, 32, 32>}> : (tensor<4x4x32x32xf32>) -> tensor<4x4x1x32x32xf32>
    %1362 = "tensor.expand_shape"(%1359) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 4, 8, 8>}> : (tensor<3x16x8x8xf32>) -> tensor<3x4x4x8x8xf32>
    %1363 = "linalg.fill"(%7, %1362) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      "linalg.yield"(%arg73) : (f32) -> ()
    }) : (f32, tensor<3x4x4x8x8xf32>) -> tensor<3x4x4x8x8xf32>
    %1364 = "linalg.conv_2d_ngchw_gfchw"(%1360, %1361, %1363) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %1375 = "arith.mulf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1376 = "arith.addf"(%arg72, %1375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1376) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map24, #map25, #map26]} : (tensor<3x4x1x70x70xf32>, tensor<4x4x1x32x32xf32>, tensor<3x4x4x8x8xf32>) -> tensor<3x4x4x8x8xf32>
    %1365 = "tensor.collapse_shape"(%1364) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<3x4x4x8x8xf32>) -> tensor<3x16x8x8xf32>
    %1366 = "tensor.extract_slice"(%1365) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 16, 7, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x16x8x8xf32>) -> tensor<3x16x7x8xf32>
    %1367 = "tensor.extract_slice"(%1366) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 16, 7, 7>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x16x7x8xf32>) -> tensor<3x16x7x7xf32>
    %1368 = "tensor.expand_shape"(%1367) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 4, 7, 7>}> : (tensor<3x16x7x7xf32>) -> tensor<3x4x4x7x7xf32>
    %1369 = "tensor.empty"() : () -> tensor<4x4x3x7x7xf32>
    %1370 = "linalg.transpose"(%1368, %1369) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      "linalg.yield"(%arg68) : (f32) -> ()
    }) : (tensor<3x4x4x7x7xf32>, tensor<4x4x3x7x7xf32>) -> tensor<4x4x3x7x7xf32>
    %1371 = "tensor.empty"() : () -> tensor<4x3x7x7xf32>
    %1372 = "linalg.fill"(%7, %1371) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (f32, tensor<4x3x7x7xf32>) -> tensor<4x3x7x7xf32>
    %1373 = "linalg.generic"(%1370, %1372) <{indexing_maps = [#map27, #map28], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      %1374 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1374) : (f32) -> ()
    }) : (tensor<4x4x3x7x7xf32>, tensor<4x3x7x7xf32>) -> tensor<4x3x7x7xf32>
    "func.return"(%585, %1373, %1355, %1340, %1201, %1193, %1178, %1175, %1167, %1152, %1148, %1140, %1125, %1122, %1110, %1095, %1090, %1068, %1053, %1050, %1042, %992, %1029, %1007, %992, %988, %980, %965, %962, %950, %935, %930, %907, %892, %889, %881, %829, %868, %844, %829, %825, %817, %802, %799, %787, %772, %767, %744, %729, %726, %718, %668, %705, %683, %668, %664, %656, %641, %638, %625, %610, %600, %604) : (tensor<f32>, tensor<4x3x7x7xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>) -> ()
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
  %e0 = tensor.empty() : tensor<4x3x64x64xf32>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e0 : tensor<4x3x64x64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 3 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 64 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 64 : index
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
  } -> tensor<4x3x64x64xf32>
  // input 1: y
  %e1 = tensor.empty() : tensor<4xi64>
  %in1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e1 : tensor<4xi64>) {
  ^bb0(%o: i64):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xi64>
  // input 2: stem.0.weight
  %e2 = tensor.empty() : tensor<4x3x7x7xf32>
  %in2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e2 : tensor<4x3x7x7xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 3 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 7 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 7 : index
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
    %sc = arith.constant 1.649572198e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x3x7x7xf32>
  // input 3: stem.1.weight
  %e3 = tensor.empty() : tensor<4xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e3 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 4: stem.1.bias
  %e4 = tensor.empty() : tensor<4xf32>
  %in4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e4 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 5: blocks.0.a.0.weight
  %e5 = tensor.empty() : tensor<4x4x3x3xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e5 : tensor<4x4x3x3xf32>) {
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
    %sc = arith.constant 3.333333333e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x4x3x3xf32>
  // input 6: blocks.0.a.1.weight
  %e6 = tensor.empty() : tensor<4xf32>
  %in6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e6 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 7: blocks.0.a.1.bias
  %e7 = tensor.empty() : tensor<4xf32>
  %in7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e7 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 8: blocks.0.b.0.weight
  %e8 = tensor.empty() : tensor<4x4x3x3xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e8 : tensor<4x4x3x3xf32>) {
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
    %sc = arith.constant 3.333333333e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x4x3x3xf32>
  // input 9: blocks.0.b.1.weight
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
  // input 10: blocks.0.b.1.bias
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
  // input 11: blocks.1.a.0.weight
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
  // input 12: blocks.1.a.1.weight
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
  // input 13: blocks.1.a.1.bias
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
  // input 14: blocks.1.b.0.weight
  %e14 = tensor.empty() : tensor<4x4x3x3xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e14 : tensor<4x4x3x3xf32>) {
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
  } -> tensor<4x4x3x3xf32>
  // input 15: blocks.1.b.1.weight
  %e15 = tensor.empty() : tensor<4xf32>
  %in15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e15 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 16: blocks.1.b.1.bias
  %e16 = tensor.empty() : tensor<4xf32>
  %in16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e16 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 17: blocks.2.a.0.weight
  %e17 = tensor.empty() : tensor<8x4x3x3xf32>
  %in17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e17 : tensor<8x4x3x3xf32>) {
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
    %sc = arith.constant 3.333333333e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x4x3x3xf32>
  // input 18: blocks.2.a.1.weight
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
  // input 19: blocks.2.a.1.bias
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
  // input 20: blocks.2.b.0.weight
  %e20 = tensor.empty() : tensor<8x8x3x3xf32>
  %in20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e20 : tensor<8x8x3x3xf32>) {
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
  } -> tensor<8x8x3x3xf32>
  // input 21: blocks.2.b.1.weight
  %e21 = tensor.empty() : tensor<8xf32>
  %in21 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e21 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
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
  } -> tensor<8xf32>
  // input 22: blocks.2.b.1.bias
  %e22 = tensor.empty() : tensor<8xf32>
  %in22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e22 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
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
  } -> tensor<8xf32>
  // input 23: blocks.2.down.0.weight
  %e23 = tensor.empty() : tensor<8x4x1x1xf32>
  %in23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e23 : tensor<8x4x1x1xf32>) {
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
    %n2 = arith.constant 1 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 1 : index
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
    %sc = arith.constant 1.000000000e+00 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x4x1x1xf32>
  // input 24: blocks.2.down.1.weight
  %e24 = tensor.empty() : tensor<8xf32>
  %in24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e24 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
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
  } -> tensor<8xf32>
  // input 25: blocks.2.down.1.bias
  %e25 = tensor.empty() : tensor<8xf32>
  %in25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e25 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
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
  } -> tensor<8xf32>
  // input 26: blocks.3.a.0.weight
  %e26 = tensor.empty() : tensor<8x8x3x3xf32>
  %in26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e26 : tensor<8x8x3x3xf32>) {
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
    %sc = arith.constant 2.357022604e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x8x3x3xf32>
  // input 27: blocks.3.a.1.weight
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<8xf32>
  // input 28: blocks.3.a.1.bias
  %e28 = tensor.empty() : tensor<8xf32>
  %in28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e28 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 308 : index
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
  // input 29: blocks.3.b.0.weight
  %e29 = tensor.empty() : tensor<8x8x3x3xf32>
  %in29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e29 : tensor<8x8x3x3xf32>) {
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
    %ck = arith.constant 319 : index
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
  // input 30: blocks.3.b.1.weight
  %e30 = tensor.empty() : tensor<8xf32>
  %in30 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e30 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
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
  } -> tensor<8xf32>
  // input 31: blocks.3.b.1.bias
  %e31 = tensor.empty() : tensor<8xf32>
  %in31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e31 : tensor<8xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
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
  } -> tensor<8xf32>
  // input 32: blocks.4.a.0.weight
  %e32 = tensor.empty() : tensor<16x8x3x3xf32>
  %in32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e32 : tensor<16x8x3x3xf32>) {
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
    %sc = arith.constant 2.357022604e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x8x3x3xf32>
  // input 33: blocks.4.a.1.weight
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 34: blocks.4.a.1.bias
  %e34 = tensor.empty() : tensor<16xf32>
  %in34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e34 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 35: blocks.4.b.0.weight
  %e35 = tensor.empty() : tensor<16x16x3x3xf32>
  %in35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e35 : tensor<16x16x3x3xf32>) {
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
    %sc = arith.constant 1.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x16x3x3xf32>
  // input 36: blocks.4.b.1.weight
  %e36 = tensor.empty() : tensor<16xf32>
  %in36 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e36 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 37: blocks.4.b.1.bias
  %e37 = tensor.empty() : tensor<16xf32>
  %in37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e37 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 38: blocks.4.down.0.weight
  %e38 = tensor.empty() : tensor<16x8x1x1xf32>
  %in38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e38 : tensor<16x8x1x1xf32>) {
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
    %n2 = arith.constant 1 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 1 : index
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
    %sc = arith.constant 7.071067812e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x8x1x1xf32>
  // input 39: blocks.4.down.1.weight
  %e39 = tensor.empty() : tensor<16xf32>
  %in39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e39 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 40: blocks.4.down.1.bias
  %e40 = tensor.empty() : tensor<16xf32>
  %in40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e40 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 41: blocks.5.a.0.weight
  %e41 = tensor.empty() : tensor<16x16x3x3xf32>
  %in41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e41 : tensor<16x16x3x3xf32>) {
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
    %sc = arith.constant 1.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x16x3x3xf32>
  // input 42: blocks.5.a.1.weight
  %e42 = tensor.empty() : tensor<16xf32>
  %in42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e42 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 43: blocks.5.a.1.bias
  %e43 = tensor.empty() : tensor<16xf32>
  %in43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e43 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 44: blocks.5.b.0.weight
  %e44 = tensor.empty() : tensor<16x16x3x3xf32>
  %in44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e44 : tensor<16x16x3x3xf32>) {
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
    %sc = arith.constant 1.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x16x3x3xf32>
  // input 45: blocks.5.b.1.weight
  %e45 = tensor.empty() : tensor<16xf32>
  %in45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e45 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 46: blocks.5.b.1.bias
  %e46 = tensor.empty() : tensor<16xf32>
  %in46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e46 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 47: blocks.6.a.0.weight
  %e47 = tensor.empty() : tensor<32x16x3x3xf32>
  %in47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e47 : tensor<32x16x3x3xf32>) {
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
    %sc = arith.constant 1.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x16x3x3xf32>
  // input 48: blocks.6.a.1.weight
  %e48 = tensor.empty() : tensor<32xf32>
  %in48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e48 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
  } -> tensor<32xf32>
  // input 49: blocks.6.a.1.bias
  %e49 = tensor.empty() : tensor<32xf32>
  %in49 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e49 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
  } -> tensor<32xf32>
  // input 50: blocks.6.b.0.weight
  %e50 = tensor.empty() : tensor<32x32x3x3xf32>
  %in50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e50 : tensor<32x32x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 32 : index
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
    %sc = arith.constant 1.178511302e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x32x3x3xf32>
  // input 51: blocks.6.b.1.weight
  %e51 = tensor.empty() : tensor<32xf32>
  %in51 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e51 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<32xf32>
  // input 52: blocks.6.b.1.bias
  %e52 = tensor.empty() : tensor<32xf32>
  %in52 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e52 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 572 : index
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
  // input 53: blocks.6.down.0.weight
  %e53 = tensor.empty() : tensor<32x16x1x1xf32>
  %in53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e53 : tensor<32x16x1x1xf32>) {
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
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 1 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 1 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 583 : index
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
  } -> tensor<32x16x1x1xf32>
  // input 54: blocks.6.down.1.weight
  %e54 = tensor.empty() : tensor<32xf32>
  %in54 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e54 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 594 : index
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
  } -> tensor<32xf32>
  // input 55: blocks.6.down.1.bias
  %e55 = tensor.empty() : tensor<32xf32>
  %in55 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e55 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 605 : index
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
  // input 56: blocks.7.a.0.weight
  %e56 = tensor.empty() : tensor<32x32x3x3xf32>
  %in56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e56 : tensor<32x32x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 32 : index
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
    %ck = arith.constant 616 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 1.178511302e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x32x3x3xf32>
  // input 57: blocks.7.a.1.weight
  %e57 = tensor.empty() : tensor<32xf32>
  %in57 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e57 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 627 : index
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
  } -> tensor<32xf32>
  // input 58: blocks.7.a.1.bias
  %e58 = tensor.empty() : tensor<32xf32>
  %in58 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e58 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 638 : index
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
  // input 59: blocks.7.b.0.weight
  %e59 = tensor.empty() : tensor<32x32x3x3xf32>
  %in59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e59 : tensor<32x32x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 32 : index
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
    %ck = arith.constant 649 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 1.178511302e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x32x3x3xf32>
  // input 60: blocks.7.b.1.weight
  %e60 = tensor.empty() : tensor<32xf32>
  %in60 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e60 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 660 : index
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
  } -> tensor<32xf32>
  // input 61: blocks.7.b.1.bias
  %e61 = tensor.empty() : tensor<32xf32>
  %in61 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e61 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 671 : index
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
  // input 62: fc.weight
  %e62 = tensor.empty() : tensor<10x32xf32>
  %in62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e62 : tensor<10x32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 10 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 32 : index
    %m1 = arith.muli %lin1, %n1 : index
    %lin2 = arith.addi %m1, %x1 : index
    %ck = arith.constant 682 : index
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
  } -> tensor<10x32xf32>
  // input 63: fc.bias
  %e63 = tensor.empty() : tensor<10xf32>
  %in63 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e63 : tensor<10xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 10 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 693 : index
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
  %res:63 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18, %in19, %in20, %in21, %in22, %in23, %in24, %in25, %in26, %in27, %in28, %in29, %in30, %in31, %in32, %in33, %in34, %in35, %in36, %in37, %in38, %in39, %in40, %in41, %in42, %in43, %in44, %in45, %in46, %in47, %in48, %in49, %in50, %in51, %in52, %in53, %in54, %in55, %in56, %in57, %in58, %in59, %in60, %in61, %in62, %in63) : (tensor<4x3x64x64xf32>, tensor<4xi64>, tensor<4x3x7x7xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<4x3x7x7xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<4x3x7x7xf32> to memref<4x3x7x7xf32>
  %u1 = memref.cast %b1 : memref<4x3x7x7xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<4xf32> to memref<4xf32>
  %u2 = memref.cast %b2 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<4xf32> to memref<4xf32>
  %u3 = memref.cast %b3 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<4x4x3x3xf32> to memref<4x4x3x3xf32>
  %u4 = memref.cast %b4 : memref<4x4x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<4xf32> to memref<4xf32>
  %u5 = memref.cast %b5 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<4xf32> to memref<4xf32>
  %u6 = memref.cast %b6 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<4x4x3x3xf32> to memref<4x4x3x3xf32>
  %u7 = memref.cast %b7 : memref<4x4x3x3xf32> to memref<*xf32>
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
  %b13 = bufferization.to_buffer %res#13 : tensor<4x4x3x3xf32> to memref<4x4x3x3xf32>
  %u13 = memref.cast %b13 : memref<4x4x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %b14 = bufferization.to_buffer %res#14 : tensor<4xf32> to memref<4xf32>
  %u14 = memref.cast %b14 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u14) : (memref<*xf32>) -> ()
  %b15 = bufferization.to_buffer %res#15 : tensor<4xf32> to memref<4xf32>
  %u15 = memref.cast %b15 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u15) : (memref<*xf32>) -> ()
  %b16 = bufferization.to_buffer %res#16 : tensor<8x4x3x3xf32> to memref<8x4x3x3xf32>
  %u16 = memref.cast %b16 : memref<8x4x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u16) : (memref<*xf32>) -> ()
  %b17 = bufferization.to_buffer %res#17 : tensor<8xf32> to memref<8xf32>
  %u17 = memref.cast %b17 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u17) : (memref<*xf32>) -> ()
  %b18 = bufferization.to_buffer %res#18 : tensor<8xf32> to memref<8xf32>
  %u18 = memref.cast %b18 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u18) : (memref<*xf32>) -> ()
  %b19 = bufferization.to_buffer %res#19 : tensor<8x8x3x3xf32> to memref<8x8x3x3xf32>
  %u19 = memref.cast %b19 : memref<8x8x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u19) : (memref<*xf32>) -> ()
  %b20 = bufferization.to_buffer %res#20 : tensor<8xf32> to memref<8xf32>
  %u20 = memref.cast %b20 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u20) : (memref<*xf32>) -> ()
  %b21 = bufferization.to_buffer %res#21 : tensor<8xf32> to memref<8xf32>
  %u21 = memref.cast %b21 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u21) : (memref<*xf32>) -> ()
  %b22 = bufferization.to_buffer %res#22 : tensor<8x4x1x1xf32> to memref<8x4x1x1xf32>
  %u22 = memref.cast %b22 : memref<8x4x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u22) : (memref<*xf32>) -> ()
  %b23 = bufferization.to_buffer %res#23 : tensor<8xf32> to memref<8xf32>
  %u23 = memref.cast %b23 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u23) : (memref<*xf32>) -> ()
  %b24 = bufferization.to_buffer %res#24 : tensor<8xf32> to memref<8xf32>
  %u24 = memref.cast %b24 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u24) : (memref<*xf32>) -> ()
  %b25 = bufferization.to_buffer %res#25 : tensor<8x8x3x3xf32> to memref<8x8x3x3xf32>
  %u25 = memref.cast %b25 : memref<8x8x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u25) : (memref<*xf32>) -> ()
  %b26 = bufferization.to_buffer %res#26 : tensor<8xf32> to memref<8xf32>
  %u26 = memref.cast %b26 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u26) : (memref<*xf32>) -> ()
  %b27 = bufferization.to_buffer %res#27 : tensor<8xf32> to memref<8xf32>
  %u27 = memref.cast %b27 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u27) : (memref<*xf32>) -> ()
  %b28 = bufferization.to_buffer %res#28 : tensor<8x8x3x3xf32> to memref<8x8x3x3xf32>
  %u28 = memref.cast %b28 : memref<8x8x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u28) : (memref<*xf32>) -> ()
  %b29 = bufferization.to_buffer %res#29 : tensor<8xf32> to memref<8xf32>
  %u29 = memref.cast %b29 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u29) : (memref<*xf32>) -> ()
  %b30 = bufferization.to_buffer %res#30 : tensor<8xf32> to memref<8xf32>
  %u30 = memref.cast %b30 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u30) : (memref<*xf32>) -> ()
  %b31 = bufferization.to_buffer %res#31 : tensor<16x8x3x3xf32> to memref<16x8x3x3xf32>
  %u31 = memref.cast %b31 : memref<16x8x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u31) : (memref<*xf32>) -> ()
  %b32 = bufferization.to_buffer %res#32 : tensor<16xf32> to memref<16xf32>
  %u32 = memref.cast %b32 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u32) : (memref<*xf32>) -> ()
  %b33 = bufferization.to_buffer %res#33 : tensor<16xf32> to memref<16xf32>
  %u33 = memref.cast %b33 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u33) : (memref<*xf32>) -> ()
  %b34 = bufferization.to_buffer %res#34 : tensor<16x16x3x3xf32> to memref<16x16x3x3xf32>
  %u34 = memref.cast %b34 : memref<16x16x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u34) : (memref<*xf32>) -> ()
  %b35 = bufferization.to_buffer %res#35 : tensor<16xf32> to memref<16xf32>
  %u35 = memref.cast %b35 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u35) : (memref<*xf32>) -> ()
  %b36 = bufferization.to_buffer %res#36 : tensor<16xf32> to memref<16xf32>
  %u36 = memref.cast %b36 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u36) : (memref<*xf32>) -> ()
  %b37 = bufferization.to_buffer %res#37 : tensor<16x8x1x1xf32> to memref<16x8x1x1xf32>
  %u37 = memref.cast %b37 : memref<16x8x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u37) : (memref<*xf32>) -> ()
  %b38 = bufferization.to_buffer %res#38 : tensor<16xf32> to memref<16xf32>
  %u38 = memref.cast %b38 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u38) : (memref<*xf32>) -> ()
  %b39 = bufferization.to_buffer %res#39 : tensor<16xf32> to memref<16xf32>
  %u39 = memref.cast %b39 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u39) : (memref<*xf32>) -> ()
  %b40 = bufferization.to_buffer %res#40 : tensor<16x16x3x3xf32> to memref<16x16x3x3xf32>
  %u40 = memref.cast %b40 : memref<16x16x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u40) : (memref<*xf32>) -> ()
  %b41 = bufferization.to_buffer %res#41 : tensor<16xf32> to memref<16xf32>
  %u41 = memref.cast %b41 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u41) : (memref<*xf32>) -> ()
  %b42 = bufferization.to_buffer %res#42 : tensor<16xf32> to memref<16xf32>
  %u42 = memref.cast %b42 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u42) : (memref<*xf32>) -> ()
  %b43 = bufferization.to_buffer %res#43 : tensor<16x16x3x3xf32> to memref<16x16x3x3xf32>
  %u43 = memref.cast %b43 : memref<16x16x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u43) : (memref<*xf32>) -> ()
  %b44 = bufferization.to_buffer %res#44 : tensor<16xf32> to memref<16xf32>
  %u44 = memref.cast %b44 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u44) : (memref<*xf32>) -> ()
  %b45 = bufferization.to_buffer %res#45 : tensor<16xf32> to memref<16xf32>
  %u45 = memref.cast %b45 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u45) : (memref<*xf32>) -> ()
  %b46 = bufferization.to_buffer %res#46 : tensor<32x16x3x3xf32> to memref<32x16x3x3xf32>
  %u46 = memref.cast %b46 : memref<32x16x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u46) : (memref<*xf32>) -> ()
  %b47 = bufferization.to_buffer %res#47 : tensor<32xf32> to memref<32xf32>
  %u47 = memref.cast %b47 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u47) : (memref<*xf32>) -> ()
  %b48 = bufferization.to_buffer %res#48 : tensor<32xf32> to memref<32xf32>
  %u48 = memref.cast %b48 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u48) : (memref<*xf32>) -> ()
  %b49 = bufferization.to_buffer %res#49 : tensor<32x32x3x3xf32> to memref<32x32x3x3xf32>
  %u49 = memref.cast %b49 : memref<32x32x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u49) : (memref<*xf32>) -> ()
  %b50 = bufferization.to_buffer %res#50 : tensor<32xf32> to memref<32xf32>
  %u50 = memref.cast %b50 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u50) : (memref<*xf32>) -> ()
  %b51 = bufferization.to_buffer %res#51 : tensor<32xf32> to memref<32xf32>
  %u51 = memref.cast %b51 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u51) : (memref<*xf32>) -> ()
  %b52 = bufferization.to_buffer %res#52 : tensor<32x16x1x1xf32> to memref<32x16x1x1xf32>
  %u52 = memref.cast %b52 : memref<32x16x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u52) : (memref<*xf32>) -> ()
  %b53 = bufferization.to_buffer %res#53 : tensor<32xf32> to memref<32xf32>
  %u53 = memref.cast %b53 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u53) : (memref<*xf32>) -> ()
  %b54 = bufferization.to_buffer %res#54 : tensor<32xf32> to memref<32xf32>
  %u54 = memref.cast %b54 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u54) : (memref<*xf32>) -> ()
  %b55 = bufferization.to_buffer %res#55 : tensor<32x32x3x3xf32> to memref<32x32x3x3xf32>
  %u55 = memref.cast %b55 : memref<32x32x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u55) : (memref<*xf32>) -> ()
  %b56 = bufferization.to_buffer %res#56 : tensor<32xf32> to memref<32xf32>
  %u56 = memref.cast %b56 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u56) : (memref<*xf32>) -> ()
  %b57 = bufferization.to_buffer %res#57 : tensor<32xf32> to memref<32xf32>
  %u57 = memref.cast %b57 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u57) : (memref<*xf32>) -> ()
  %b58 = bufferization.to_buffer %res#58 : tensor<32x32x3x3xf32> to memref<32x32x3x3xf32>
  %u58 = memref.cast %b58 : memref<32x32x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u58) : (memref<*xf32>) -> ()
  %b59 = bufferization.to_buffer %res#59 : tensor<32xf32> to memref<32xf32>
  %u59 = memref.cast %b59 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u59) : (memref<*xf32>) -> ()
  %b60 = bufferization.to_buffer %res#60 : tensor<32xf32> to memref<32xf32>
  %u60 = memref.cast %b60 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u60) : (memref<*xf32>) -> ()
  %b61 = bufferization.to_buffer %res#61 : tensor<10x32xf32> to memref<10x32xf32>
  %u61 = memref.cast %b61 : memref<10x32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u61) : (memref<*xf32>) -> ()
  %b62 = bufferization.to_buffer %res#62 : tensor<10xf32> to memref<10xf32>
  %u62 = memref.cast %b62 : memref<10xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u62) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
