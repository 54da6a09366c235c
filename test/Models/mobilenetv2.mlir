// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/mobilenetv2.ref.npz --budgets min --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: mobilenetv2.mlir: {{[0-9]+}} results match the reference
// CHECK: mobilenetv2.mlir: PASS

// mobilenetv2 training step (MobileNetV2, width 1/8, one block per stage, 64x64, batch 4), imported from PyTorch by
// python/remat_torch/zoo.py --size tiny: @step(x, y, params...) -> (loss, grads...).
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4, d2 * 2 + d5)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map14 = affine_map<(d0, d1) -> (d0, d1)>
#map15 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map16 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map17 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map18 = affine_map<(d0, d1) -> (d1)>
#map19 = affine_map<(d0, d1) -> (d0)>
#map20 = affine_map<(d0, d1) -> (d0, 0)>
#map21 = affine_map<(d0) -> ()>
#map22 = affine_map<() -> ()>
#map23 = affine_map<(d0, d1) -> ()>
#map24 = affine_map<(d0, d1) -> (0, d1)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map28 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6 * 2, d4 + d7 * 2)>
#map29 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map30 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x3x64x64xf32>, tensor<4xi64>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<12x48x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<20x72x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<40x120x1x1xf32>, tensor<40xf32>, tensor<40xf32>, tensor<16x40x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<12x48x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<20x72x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<40x120x1x1xf32>, tensor<40xf32>, tensor<40xf32>, tensor<16x40x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<4x3x64x64xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4x3x3x3xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4x1x3x3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x4x1x1xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<24x4x1x1xf32>, %arg12: tensor<24xf32>, %arg13: tensor<24xf32>, %arg14: tensor<24x1x3x3xf32>, %arg15: tensor<24xf32>, %arg16: tensor<24xf32>, %arg17: tensor<4x24x1x1xf32>, %arg18: tensor<4xf32>, %arg19: tensor<4xf32>, %arg20: tensor<24x4x1x1xf32>, %arg21: tensor<24xf32>, %arg22: tensor<24xf32>, %arg23: tensor<24x1x3x3xf32>, %arg24: tensor<24xf32>, %arg25: tensor<24xf32>, %arg26: tensor<4x24x1x1xf32>, %arg27: tensor<4xf32>, %arg28: tensor<4xf32>, %arg29: tensor<24x4x1x1xf32>, %arg30: tensor<24xf32>, %arg31: tensor<24xf32>, %arg32: tensor<24x1x3x3xf32>, %arg33: tensor<24xf32>, %arg34: tensor<24xf32>, %arg35: tensor<8x24x1x1xf32>, %arg36: tensor<8xf32>, %arg37: tensor<8xf32>, %arg38: tensor<48x8x1x1xf32>, %arg39: tensor<48xf32>, %arg40: tensor<48xf32>, %arg41: tensor<48x1x3x3xf32>, %arg42: tensor<48xf32>, %arg43: tensor<48xf32>, %arg44: tensor<12x48x1x1xf32>, %arg45: tensor<12xf32>, %arg46: tensor<12xf32>, %arg47: tensor<72x12x1x1xf32>, %arg48: tensor<72xf32>, %arg49: tensor<72xf32>, %arg50: tensor<72x1x3x3xf32>, %arg51: tensor<72xf32>, %arg52: tensor<72xf32>, %arg53: tensor<20x72x1x1xf32>, %arg54: tensor<20xf32>, %arg55: tensor<20xf32>, %arg56: tensor<120x20x1x1xf32>, %arg57: tensor<120xf32>, %arg58: tensor<120xf32>, %arg59: tensor<120x1x3x3xf32>, %arg60: tensor<120xf32>, %arg61: tensor<120xf32>, %arg62: tensor<40x120x1x1xf32>, %arg63: tensor<40xf32>, %arg64: tensor<40xf32>, %arg65: tensor<16x40x1x1xf32>, %arg66: tensor<16xf32>, %arg67: tensor<16xf32>, %arg68: tensor<10x16xf32>, %arg69: tensor<10xf32>):
    %0 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "arith.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "arith.constant"() <{value = 6.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 4.096000e+03 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 4.096000e+03 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 1.024000e+03 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 1.024000e+03 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %18 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %20 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 6.250000e-02 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 2 : index}> : () -> index
    %24 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x72x2x2xf32>}> : () -> tensor<4x72x2x2xf32>
    %25 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x72x6x2x1xf32>}> : () -> tensor<4x72x6x2x1xf32>
    %26 = "arith.constant"() <{value = 1.562500e-02 : f32}> : () -> f32
    %27 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x24x4x4xf32>}> : () -> tensor<4x24x4x4xf32>
    %28 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x24x10x4x1xf32>}> : () -> tensor<4x24x10x4x1xf32>
    %29 = "arith.constant"() <{value = 3.906250e-03 : f32}> : () -> f32
    %30 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x24x8x8xf32>}> : () -> tensor<4x24x8x8xf32>
    %31 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x24x18x8x1xf32>}> : () -> tensor<4x24x18x8x1xf32>
    %32 = "arith.constant"() <{value = 9.765625E-4 : f32}> : () -> f32
    %33 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x24x16x16xf32>}> : () -> tensor<4x24x16x16xf32>
    %34 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x24x34x16x1xf32>}> : () -> tensor<4x24x34x16x1xf32>
    %35 = "arith.constant"() <{value = 2.44140625E-4 : f32}> : () -> f32
    %36 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2655: index, %arg2656: index, %arg2657: index, %arg2658: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x3x64x64xf32>) -> tensor<4x3x66x66xf32>
    %37 = "tensor.empty"() : () -> tensor<4x4x32x32xf32>
    %38 = "linalg.fill"(%2, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2653: f32, %arg2654: f32):
      "linalg.yield"(%arg2653) : (f32) -> ()
    }) : (f32, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %39 = "linalg.conv_2d_nchw_fchw"(%36, %arg2, %38) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2650: f32, %arg2651: f32, %arg2652: f32):
      %2550 = "arith.mulf"(%arg2650, %arg2651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2551 = "arith.addf"(%arg2652, %2550) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2551) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x3x66x66xf32>, tensor<4x3x3x3xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %40 = "tensor.empty"() : () -> tensor<4xf32>
    %41 = "linalg.fill"(%2, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2648: f32, %arg2649: f32):
      "linalg.yield"(%arg2648) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %42 = "linalg.generic"(%39, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2646: f32, %arg2647: f32):
      %2549 = "arith.addf"(%arg2646, %arg2647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2549) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "linalg.generic"(%42, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2644: f32, %arg2645: f32):
      %2548 = "arith.divf"(%arg2644, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2548) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %44 = "tensor.empty"() : () -> tensor<4x4x32x32xf64>
    %45 = "linalg.generic"(%39, %44) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2642: f32, %arg2643: f64):
      %2547 = "arith.extf"(%arg2642) : (f32) -> f64
      "linalg.yield"(%2547) : (f64) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %46 = "tensor.empty"() : () -> tensor<1x4x1x1xf64>
    %47 = "linalg.fill"(%3, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2640: f64, %arg2641: f64):
      "linalg.yield"(%arg2640) : (f64) -> ()
    }) : (f64, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %48 = "linalg.generic"(%45, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2638: f64, %arg2639: f64):
      %2546 = "arith.addf"(%arg2638, %arg2639) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2546) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %49 = "linalg.generic"(%48, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2636: f64, %arg2637: f64):
      %2545 = "arith.divf"(%arg2636, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2545) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %50 = "linalg.generic"(%45, %49, %44) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2633: f64, %arg2634: f64, %arg2635: f64):
      %2544 = "arith.subf"(%arg2633, %arg2634) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2544) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<1x4x1x1xf64>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %51 = "linalg.generic"(%50, %50, %44) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2630: f64, %arg2631: f64, %arg2632: f64):
      %2543 = "arith.mulf"(%arg2630, %arg2631) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2543) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<4x4x32x32xf64>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %52 = "tensor.empty"() : () -> tensor<4xf64>
    %53 = "linalg.fill"(%3, %52) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2628: f64, %arg2629: f64):
      "linalg.yield"(%arg2628) : (f64) -> ()
    }) : (f64, tensor<4xf64>) -> tensor<4xf64>
    %54 = "linalg.generic"(%51, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2626: f64, %arg2627: f64):
      %2542 = "arith.addf"(%arg2626, %arg2627) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2542) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<4xf64>) -> tensor<4xf64>
    %55 = "linalg.generic"(%54, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2624: f64, %arg2625: f64):
      %2541 = "arith.divf"(%arg2624, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2541) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %56 = "linalg.generic"(%55, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2622: f64, %arg2623: f32):
      %2540 = "arith.truncf"(%arg2622) : (f64) -> f32
      "linalg.yield"(%2540) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "linalg.generic"(%56, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2620: f32, %arg2621: f32):
      %2538 = "arith.truncf"(%9) : (f64) -> f32
      %2539 = "arith.addf"(%arg2620, %2538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2539) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "linalg.generic"(%57, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2618: f32, %arg2619: f32):
      %2537 = "math.rsqrt"(%arg2618) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2537) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "tensor.expand_shape"(%43) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %60 = "tensor.expand_shape"(%58) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %61 = "linalg.generic"(%39, %59, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2615: f32, %arg2616: f32, %arg2617: f32):
      %2536 = "arith.subf"(%arg2615, %arg2616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2536) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %62 = "linalg.generic"(%61, %60, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2612: f32, %arg2613: f32, %arg2614: f32):
      %2535 = "arith.mulf"(%arg2612, %arg2613) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2535) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %63 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %64 = "linalg.generic"(%62, %63, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2609: f32, %arg2610: f32, %arg2611: f32):
      %2534 = "arith.mulf"(%arg2609, %arg2610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2534) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %65 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %66 = "linalg.generic"(%64, %65, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2606: f32, %arg2607: f32, %arg2608: f32):
      %2533 = "arith.addf"(%arg2606, %arg2607) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2533) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %67 = "linalg.generic"(%66, %7, %37) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2603: f32, %arg2604: f32, %arg2605: f32):
      %2531 = "arith.cmpf"(%arg2603, %arg2604) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2532 = "arith.select"(%2531, %arg2603, %arg2604) : (i1, f32, f32) -> f32
      "linalg.yield"(%2532) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<f32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %68 = "linalg.generic"(%6, %67, %37) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2600: f32, %arg2601: f32, %arg2602: f32):
      %2529 = "arith.cmpf"(%arg2600, %arg2601) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2530 = "arith.select"(%2529, %arg2600, %arg2601) : (i1, f32, f32) -> f32
      "linalg.yield"(%2530) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %69 = "tensor.pad"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2596: index, %arg2597: index, %arg2598: index, %arg2599: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>) -> tensor<4x4x34x34xf32>
    %70 = "tensor.collapse_shape"(%arg5) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x1x3x3xf32>) -> tensor<4x3x3xf32>
    %71 = "linalg.depthwise_conv_2d_nchw_chw"(%69, %70, %38) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2593: f32, %arg2594: f32, %arg2595: f32):
      %2527 = "arith.mulf"(%arg2593, %arg2594) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2528 = "arith.addf"(%arg2595, %2527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2528) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x4x34x34xf32>, tensor<4x3x3xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %72 = "linalg.generic"(%71, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2591: f32, %arg2592: f32):
      %2526 = "arith.addf"(%arg2591, %arg2592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2526) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "linalg.generic"(%72, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2589: f32, %arg2590: f32):
      %2525 = "arith.divf"(%arg2589, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2525) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "linalg.generic"(%71, %44) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2587: f32, %arg2588: f64):
      %2524 = "arith.extf"(%arg2587) : (f32) -> f64
      "linalg.yield"(%2524) : (f64) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %75 = "linalg.generic"(%74, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2585: f64, %arg2586: f64):
      %2523 = "arith.addf"(%arg2585, %arg2586) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2523) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %76 = "linalg.generic"(%75, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2583: f64, %arg2584: f64):
      %2522 = "arith.divf"(%arg2583, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2522) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %77 = "linalg.generic"(%74, %76, %44) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2580: f64, %arg2581: f64, %arg2582: f64):
      %2521 = "arith.subf"(%arg2580, %arg2581) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2521) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<1x4x1x1xf64>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %78 = "linalg.generic"(%77, %77, %44) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2577: f64, %arg2578: f64, %arg2579: f64):
      %2520 = "arith.mulf"(%arg2577, %arg2578) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2520) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<4x4x32x32xf64>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %79 = "linalg.generic"(%78, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2575: f64, %arg2576: f64):
      %2519 = "arith.addf"(%arg2575, %arg2576) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2519) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<4xf64>) -> tensor<4xf64>
    %80 = "linalg.generic"(%79, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2573: f64, %arg2574: f64):
      %2518 = "arith.divf"(%arg2573, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2518) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %81 = "linalg.generic"(%80, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2571: f64, %arg2572: f32):
      %2517 = "arith.truncf"(%arg2571) : (f64) -> f32
      "linalg.yield"(%2517) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "linalg.generic"(%81, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2569: f32, %arg2570: f32):
      %2515 = "arith.truncf"(%9) : (f64) -> f32
      %2516 = "arith.addf"(%arg2569, %2515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2516) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %83 = "linalg.generic"(%82, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2567: f32, %arg2568: f32):
      %2514 = "math.rsqrt"(%arg2567) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2514) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %84 = "tensor.expand_shape"(%73) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %85 = "tensor.expand_shape"(%83) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %86 = "linalg.generic"(%71, %84, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2564: f32, %arg2565: f32, %arg2566: f32):
      %2513 = "arith.subf"(%arg2564, %arg2565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2513) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %87 = "linalg.generic"(%86, %85, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2561: f32, %arg2562: f32, %arg2563: f32):
      %2512 = "arith.mulf"(%arg2561, %arg2562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2512) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %88 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %89 = "linalg.generic"(%87, %88, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2558: f32, %arg2559: f32, %arg2560: f32):
      %2511 = "arith.mulf"(%arg2558, %arg2559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2511) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %90 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %91 = "linalg.generic"(%89, %90, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2555: f32, %arg2556: f32, %arg2557: f32):
      %2510 = "arith.addf"(%arg2555, %arg2556) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2510) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %92 = "linalg.generic"(%91, %7, %37) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2552: f32, %arg2553: f32, %arg2554: f32):
      %2508 = "arith.cmpf"(%arg2552, %arg2553) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2509 = "arith.select"(%2508, %arg2552, %arg2553) : (i1, f32, f32) -> f32
      "linalg.yield"(%2509) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<f32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %93 = "linalg.generic"(%6, %92, %37) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2549: f32, %arg2550: f32, %arg2551: f32):
      %2506 = "arith.cmpf"(%arg2549, %arg2550) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2507 = "arith.select"(%2506, %arg2549, %arg2550) : (i1, f32, f32) -> f32
      "linalg.yield"(%2507) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %94 = "linalg.conv_2d_nchw_fchw"(%93, %arg8, %38) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2546: f32, %arg2547: f32, %arg2548: f32):
      %2504 = "arith.mulf"(%arg2546, %arg2547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2505 = "arith.addf"(%arg2548, %2504) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2505) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x32x32xf32>, tensor<4x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %95 = "linalg.generic"(%94, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2544: f32, %arg2545: f32):
      %2503 = "arith.addf"(%arg2544, %arg2545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2503) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %96 = "linalg.generic"(%95, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2542: f32, %arg2543: f32):
      %2502 = "arith.divf"(%arg2542, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2502) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %97 = "linalg.generic"(%94, %44) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2540: f32, %arg2541: f64):
      %2501 = "arith.extf"(%arg2540) : (f32) -> f64
      "linalg.yield"(%2501) : (f64) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %98 = "linalg.generic"(%97, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2538: f64, %arg2539: f64):
      %2500 = "arith.addf"(%arg2538, %arg2539) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2500) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %99 = "linalg.generic"(%98, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2536: f64, %arg2537: f64):
      %2499 = "arith.divf"(%arg2536, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2499) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %100 = "linalg.generic"(%97, %99, %44) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2533: f64, %arg2534: f64, %arg2535: f64):
      %2498 = "arith.subf"(%arg2533, %arg2534) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2498) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<1x4x1x1xf64>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %101 = "linalg.generic"(%100, %100, %44) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2530: f64, %arg2531: f64, %arg2532: f64):
      %2497 = "arith.mulf"(%arg2530, %arg2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2497) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<4x4x32x32xf64>, tensor<4x4x32x32xf64>) -> tensor<4x4x32x32xf64>
    %102 = "linalg.generic"(%101, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2528: f64, %arg2529: f64):
      %2496 = "arith.addf"(%arg2528, %arg2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2496) : (f64) -> ()
    }) : (tensor<4x4x32x32xf64>, tensor<4xf64>) -> tensor<4xf64>
    %103 = "linalg.generic"(%102, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2526: f64, %arg2527: f64):
      %2495 = "arith.divf"(%arg2526, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2495) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %104 = "linalg.generic"(%103, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2524: f64, %arg2525: f32):
      %2494 = "arith.truncf"(%arg2524) : (f64) -> f32
      "linalg.yield"(%2494) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %105 = "linalg.generic"(%104, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2522: f32, %arg2523: f32):
      %2492 = "arith.truncf"(%9) : (f64) -> f32
      %2493 = "arith.addf"(%arg2522, %2492) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2493) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %106 = "linalg.generic"(%105, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2520: f32, %arg2521: f32):
      %2491 = "math.rsqrt"(%arg2520) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2491) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %107 = "tensor.expand_shape"(%96) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %108 = "tensor.expand_shape"(%106) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %109 = "linalg.generic"(%94, %107, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2517: f32, %arg2518: f32, %arg2519: f32):
      %2490 = "arith.subf"(%arg2517, %arg2518) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2490) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %110 = "linalg.generic"(%109, %108, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2514: f32, %arg2515: f32, %arg2516: f32):
      %2489 = "arith.mulf"(%arg2514, %arg2515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2489) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %111 = "tensor.expand_shape"(%arg9) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %112 = "linalg.generic"(%110, %111, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2511: f32, %arg2512: f32, %arg2513: f32):
      %2488 = "arith.mulf"(%arg2511, %arg2512) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2488) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %113 = "tensor.expand_shape"(%arg10) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %114 = "linalg.generic"(%112, %113, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2508: f32, %arg2509: f32, %arg2510: f32):
      %2487 = "arith.addf"(%arg2508, %arg2509) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2487) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %115 = "linalg.generic"(%68, %114, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2505: f32, %arg2506: f32, %arg2507: f32):
      %2486 = "arith.addf"(%arg2505, %arg2506) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2486) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %116 = "tensor.empty"() : () -> tensor<4x24x32x32xf32>
    %117 = "linalg.fill"(%2, %116) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2503: f32, %arg2504: f32):
      "linalg.yield"(%arg2503) : (f32) -> ()
    }) : (f32, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %118 = "linalg.conv_2d_nchw_fchw"(%115, %arg11, %117) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2500: f32, %arg2501: f32, %arg2502: f32):
      %2484 = "arith.mulf"(%arg2500, %arg2501) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2485 = "arith.addf"(%arg2502, %2484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2485) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x32x32xf32>, tensor<24x4x1x1xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %119 = "tensor.empty"() : () -> tensor<24xf32>
    %120 = "linalg.fill"(%2, %119) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2498: f32, %arg2499: f32):
      "linalg.yield"(%arg2498) : (f32) -> ()
    }) : (f32, tensor<24xf32>) -> tensor<24xf32>
    %121 = "linalg.generic"(%118, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2496: f32, %arg2497: f32):
      %2483 = "arith.addf"(%arg2496, %arg2497) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2483) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<24xf32>) -> tensor<24xf32>
    %122 = "linalg.generic"(%121, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2494: f32, %arg2495: f32):
      %2482 = "arith.divf"(%arg2494, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2482) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %123 = "tensor.empty"() : () -> tensor<4x24x32x32xf64>
    %124 = "linalg.generic"(%118, %123) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2492: f32, %arg2493: f64):
      %2481 = "arith.extf"(%arg2492) : (f32) -> f64
      "linalg.yield"(%2481) : (f64) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<4x24x32x32xf64>) -> tensor<4x24x32x32xf64>
    %125 = "tensor.empty"() : () -> tensor<1x24x1x1xf64>
    %126 = "linalg.fill"(%3, %125) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2490: f64, %arg2491: f64):
      "linalg.yield"(%arg2490) : (f64) -> ()
    }) : (f64, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %127 = "linalg.generic"(%124, %126) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2488: f64, %arg2489: f64):
      %2480 = "arith.addf"(%arg2488, %arg2489) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2480) : (f64) -> ()
    }) : (tensor<4x24x32x32xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %128 = "linalg.generic"(%127, %125) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2486: f64, %arg2487: f64):
      %2479 = "arith.divf"(%arg2486, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2479) : (f64) -> ()
    }) : (tensor<1x24x1x1xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %129 = "linalg.generic"(%124, %128, %123) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2483: f64, %arg2484: f64, %arg2485: f64):
      %2478 = "arith.subf"(%arg2483, %arg2484) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2478) : (f64) -> ()
    }) : (tensor<4x24x32x32xf64>, tensor<1x24x1x1xf64>, tensor<4x24x32x32xf64>) -> tensor<4x24x32x32xf64>
    %130 = "linalg.generic"(%129, %129, %123) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2480: f64, %arg2481: f64, %arg2482: f64):
      %2477 = "arith.mulf"(%arg2480, %arg2481) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2477) : (f64) -> ()
    }) : (tensor<4x24x32x32xf64>, tensor<4x24x32x32xf64>, tensor<4x24x32x32xf64>) -> tensor<4x24x32x32xf64>
    %131 = "tensor.empty"() : () -> tensor<24xf64>
    %132 = "linalg.fill"(%3, %131) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2478: f64, %arg2479: f64):
      "linalg.yield"(%arg2478) : (f64) -> ()
    }) : (f64, tensor<24xf64>) -> tensor<24xf64>
    %133 = "linalg.generic"(%130, %132) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2476: f64, %arg2477: f64):
      %2476 = "arith.addf"(%arg2476, %arg2477) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2476) : (f64) -> ()
    }) : (tensor<4x24x32x32xf64>, tensor<24xf64>) -> tensor<24xf64>
    %134 = "linalg.generic"(%133, %131) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2474: f64, %arg2475: f64):
      %2475 = "arith.divf"(%arg2474, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2475) : (f64) -> ()
    }) : (tensor<24xf64>, tensor<24xf64>) -> tensor<24xf64>
    %135 = "linalg.generic"(%134, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2472: f64, %arg2473: f32):
      %2474 = "arith.truncf"(%arg2472) : (f64) -> f32
      "linalg.yield"(%2474) : (f32) -> ()
    }) : (tensor<24xf64>, tensor<24xf32>) -> tensor<24xf32>
    %136 = "linalg.generic"(%135, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2470: f32, %arg2471: f32):
      %2472 = "arith.truncf"(%9) : (f64) -> f32
      %2473 = "arith.addf"(%arg2470, %2472) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2473) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %137 = "linalg.generic"(%136, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2468: f32, %arg2469: f32):
      %2471 = "math.rsqrt"(%arg2468) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2471) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %138 = "tensor.expand_shape"(%122) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %139 = "tensor.expand_shape"(%137) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %140 = "linalg.generic"(%118, %138, %116) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2465: f32, %arg2466: f32, %arg2467: f32):
      %2470 = "arith.subf"(%arg2465, %arg2466) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2470) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %141 = "linalg.generic"(%140, %139, %116) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2462: f32, %arg2463: f32, %arg2464: f32):
      %2469 = "arith.mulf"(%arg2462, %arg2463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2469) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %142 = "tensor.expand_shape"(%arg12) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %143 = "linalg.generic"(%141, %142, %116) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2459: f32, %arg2460: f32, %arg2461: f32):
      %2468 = "arith.mulf"(%arg2459, %arg2460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2468) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %144 = "tensor.expand_shape"(%arg13) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %145 = "linalg.generic"(%143, %144, %116) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2456: f32, %arg2457: f32, %arg2458: f32):
      %2467 = "arith.addf"(%arg2456, %arg2457) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2467) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %146 = "linalg.generic"(%145, %7, %116) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2453: f32, %arg2454: f32, %arg2455: f32):
      %2465 = "arith.cmpf"(%arg2453, %arg2454) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2466 = "arith.select"(%2465, %arg2453, %arg2454) : (i1, f32, f32) -> f32
      "linalg.yield"(%2466) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<f32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %147 = "linalg.generic"(%6, %146, %116) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2450: f32, %arg2451: f32, %arg2452: f32):
      %2463 = "arith.cmpf"(%arg2450, %arg2451) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2464 = "arith.select"(%2463, %arg2450, %arg2451) : (i1, f32, f32) -> f32
      "linalg.yield"(%2464) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x24x32x32xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %148 = "tensor.pad"(%147) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2446: index, %arg2447: index, %arg2448: index, %arg2449: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>) -> tensor<4x24x34x34xf32>
    %149 = "tensor.empty"() : () -> tensor<4x24x16x16xf32>
    %150 = "linalg.fill"(%2, %149) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2444: f32, %arg2445: f32):
      "linalg.yield"(%arg2444) : (f32) -> ()
    }) : (f32, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %151 = "tensor.collapse_shape"(%arg14) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x3x3xf32>) -> tensor<24x3x3xf32>
    %152 = "linalg.depthwise_conv_2d_nchw_chw"(%148, %151, %150) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2441: f32, %arg2442: f32, %arg2443: f32):
      %2461 = "arith.mulf"(%arg2441, %arg2442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2462 = "arith.addf"(%arg2443, %2461) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2462) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map12, #map9, #map10]} : (tensor<4x24x34x34xf32>, tensor<24x3x3xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %153 = "linalg.generic"(%152, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2439: f32, %arg2440: f32):
      %2460 = "arith.addf"(%arg2439, %arg2440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2460) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %154 = "linalg.generic"(%153, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2437: f32, %arg2438: f32):
      %2459 = "arith.divf"(%arg2437, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2459) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %155 = "tensor.empty"() : () -> tensor<4x24x16x16xf64>
    %156 = "linalg.generic"(%152, %155) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2435: f32, %arg2436: f64):
      %2458 = "arith.extf"(%arg2435) : (f32) -> f64
      "linalg.yield"(%2458) : (f64) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xf64>) -> tensor<4x24x16x16xf64>
    %157 = "linalg.generic"(%156, %126) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2433: f64, %arg2434: f64):
      %2457 = "arith.addf"(%arg2433, %arg2434) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2457) : (f64) -> ()
    }) : (tensor<4x24x16x16xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %158 = "linalg.generic"(%157, %125) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2431: f64, %arg2432: f64):
      %2456 = "arith.divf"(%arg2431, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2456) : (f64) -> ()
    }) : (tensor<1x24x1x1xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %159 = "linalg.generic"(%156, %158, %155) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2428: f64, %arg2429: f64, %arg2430: f64):
      %2455 = "arith.subf"(%arg2428, %arg2429) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2455) : (f64) -> ()
    }) : (tensor<4x24x16x16xf64>, tensor<1x24x1x1xf64>, tensor<4x24x16x16xf64>) -> tensor<4x24x16x16xf64>
    %160 = "linalg.generic"(%159, %159, %155) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2425: f64, %arg2426: f64, %arg2427: f64):
      %2454 = "arith.mulf"(%arg2425, %arg2426) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2454) : (f64) -> ()
    }) : (tensor<4x24x16x16xf64>, tensor<4x24x16x16xf64>, tensor<4x24x16x16xf64>) -> tensor<4x24x16x16xf64>
    %161 = "linalg.generic"(%160, %132) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2423: f64, %arg2424: f64):
      %2453 = "arith.addf"(%arg2423, %arg2424) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2453) : (f64) -> ()
    }) : (tensor<4x24x16x16xf64>, tensor<24xf64>) -> tensor<24xf64>
    %162 = "linalg.generic"(%161, %131) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2421: f64, %arg2422: f64):
      %2452 = "arith.divf"(%arg2421, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2452) : (f64) -> ()
    }) : (tensor<24xf64>, tensor<24xf64>) -> tensor<24xf64>
    %163 = "linalg.generic"(%162, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2419: f64, %arg2420: f32):
      %2451 = "arith.truncf"(%arg2419) : (f64) -> f32
      "linalg.yield"(%2451) : (f32) -> ()
    }) : (tensor<24xf64>, tensor<24xf32>) -> tensor<24xf32>
    %164 = "linalg.generic"(%163, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2417: f32, %arg2418: f32):
      %2449 = "arith.truncf"(%9) : (f64) -> f32
      %2450 = "arith.addf"(%arg2417, %2449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2450) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %165 = "linalg.generic"(%164, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2415: f32, %arg2416: f32):
      %2448 = "math.rsqrt"(%arg2415) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2448) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %166 = "tensor.expand_shape"(%154) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %167 = "tensor.expand_shape"(%165) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %168 = "linalg.generic"(%152, %166, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2412: f32, %arg2413: f32, %arg2414: f32):
      %2447 = "arith.subf"(%arg2412, %arg2413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2447) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %169 = "linalg.generic"(%168, %167, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2409: f32, %arg2410: f32, %arg2411: f32):
      %2446 = "arith.mulf"(%arg2409, %arg2410) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2446) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %170 = "tensor.expand_shape"(%arg15) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %171 = "linalg.generic"(%169, %170, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2406: f32, %arg2407: f32, %arg2408: f32):
      %2445 = "arith.mulf"(%arg2406, %arg2407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2445) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %172 = "tensor.expand_shape"(%arg16) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %173 = "linalg.generic"(%171, %172, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2403: f32, %arg2404: f32, %arg2405: f32):
      %2444 = "arith.addf"(%arg2403, %arg2404) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2444) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %174 = "linalg.generic"(%173, %7, %149) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2400: f32, %arg2401: f32, %arg2402: f32):
      %2442 = "arith.cmpf"(%arg2400, %arg2401) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2443 = "arith.select"(%2442, %arg2400, %arg2401) : (i1, f32, f32) -> f32
      "linalg.yield"(%2443) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<f32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %175 = "linalg.generic"(%6, %174, %149) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2397: f32, %arg2398: f32, %arg2399: f32):
      %2440 = "arith.cmpf"(%arg2397, %arg2398) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2441 = "arith.select"(%2440, %arg2397, %arg2398) : (i1, f32, f32) -> f32
      "linalg.yield"(%2441) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %176 = "tensor.empty"() : () -> tensor<4x4x16x16xf32>
    %177 = "linalg.fill"(%2, %176) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2395: f32, %arg2396: f32):
      "linalg.yield"(%arg2395) : (f32) -> ()
    }) : (f32, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %178 = "linalg.conv_2d_nchw_fchw"(%175, %arg17, %177) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2392: f32, %arg2393: f32, %arg2394: f32):
      %2438 = "arith.mulf"(%arg2392, %arg2393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2439 = "arith.addf"(%arg2394, %2438) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2439) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x24x16x16xf32>, tensor<4x24x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %179 = "linalg.generic"(%178, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2390: f32, %arg2391: f32):
      %2437 = "arith.addf"(%arg2390, %arg2391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2437) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %180 = "linalg.generic"(%179, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2388: f32, %arg2389: f32):
      %2436 = "arith.divf"(%arg2388, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2436) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %181 = "tensor.empty"() : () -> tensor<4x4x16x16xf64>
    %182 = "linalg.generic"(%178, %181) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2386: f32, %arg2387: f64):
      %2435 = "arith.extf"(%arg2386) : (f32) -> f64
      "linalg.yield"(%2435) : (f64) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %183 = "linalg.generic"(%182, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2384: f64, %arg2385: f64):
      %2434 = "arith.addf"(%arg2384, %arg2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2434) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %184 = "linalg.generic"(%183, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2382: f64, %arg2383: f64):
      %2433 = "arith.divf"(%arg2382, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2433) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %185 = "linalg.generic"(%182, %184, %181) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2379: f64, %arg2380: f64, %arg2381: f64):
      %2432 = "arith.subf"(%arg2379, %arg2380) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2432) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<1x4x1x1xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %186 = "linalg.generic"(%185, %185, %181) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2376: f64, %arg2377: f64, %arg2378: f64):
      %2431 = "arith.mulf"(%arg2376, %arg2377) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2431) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>, tensor<4x4x16x16xf64>) -> tensor<4x4x16x16xf64>
    %187 = "linalg.generic"(%186, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2374: f64, %arg2375: f64):
      %2430 = "arith.addf"(%arg2374, %arg2375) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2430) : (f64) -> ()
    }) : (tensor<4x4x16x16xf64>, tensor<4xf64>) -> tensor<4xf64>
    %188 = "linalg.generic"(%187, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2372: f64, %arg2373: f64):
      %2429 = "arith.divf"(%arg2372, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2429) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %189 = "linalg.generic"(%188, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2370: f64, %arg2371: f32):
      %2428 = "arith.truncf"(%arg2370) : (f64) -> f32
      "linalg.yield"(%2428) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %190 = "linalg.generic"(%189, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2368: f32, %arg2369: f32):
      %2426 = "arith.truncf"(%9) : (f64) -> f32
      %2427 = "arith.addf"(%arg2368, %2426) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2427) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %191 = "linalg.generic"(%190, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2366: f32, %arg2367: f32):
      %2425 = "math.rsqrt"(%arg2366) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2425) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %192 = "tensor.expand_shape"(%180) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %193 = "tensor.expand_shape"(%191) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %194 = "linalg.generic"(%178, %192, %176) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2363: f32, %arg2364: f32, %arg2365: f32):
      %2424 = "arith.subf"(%arg2363, %arg2364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2424) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %195 = "linalg.generic"(%194, %193, %176) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2360: f32, %arg2361: f32, %arg2362: f32):
      %2423 = "arith.mulf"(%arg2360, %arg2361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2423) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %196 = "tensor.expand_shape"(%arg18) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %197 = "linalg.generic"(%195, %196, %176) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2357: f32, %arg2358: f32, %arg2359: f32):
      %2422 = "arith.mulf"(%arg2357, %arg2358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2422) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %198 = "tensor.expand_shape"(%arg19) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %199 = "linalg.generic"(%197, %198, %176) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2354: f32, %arg2355: f32, %arg2356: f32):
      %2421 = "arith.addf"(%arg2354, %arg2355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2421) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %200 = "linalg.conv_2d_nchw_fchw"(%199, %arg20, %150) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2351: f32, %arg2352: f32, %arg2353: f32):
      %2419 = "arith.mulf"(%arg2351, %arg2352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2420 = "arith.addf"(%arg2353, %2419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2420) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x16x16xf32>, tensor<24x4x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %201 = "linalg.generic"(%200, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2349: f32, %arg2350: f32):
      %2418 = "arith.addf"(%arg2349, %arg2350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2418) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %202 = "linalg.generic"(%201, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2347: f32, %arg2348: f32):
      %2417 = "arith.divf"(%arg2347, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2417) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %203 = "linalg.generic"(%200, %155) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2345: f32, %arg2346: f64):
      %2416 = "arith.extf"(%arg2345) : (f32) -> f64
      "linalg.yield"(%2416) : (f64) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xf64>) -> tensor<4x24x16x16xf64>
    %204 = "linalg.generic"(%203, %126) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2343: f64, %arg2344: f64):
      %2415 = "arith.addf"(%arg2343, %arg2344) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2415) : (f64) -> ()
    }) : (tensor<4x24x16x16xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %205 = "linalg.generic"(%204, %125) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2341: f64, %arg2342: f64):
      %2414 = "arith.divf"(%arg2341, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2414) : (f64) -> ()
    }) : (tensor<1x24x1x1xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %206 = "linalg.generic"(%203, %205, %155) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2338: f64, %arg2339: f64, %arg2340: f64):
      %2413 = "arith.subf"(%arg2338, %arg2339) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2413) : (f64) -> ()
    }) : (tensor<4x24x16x16xf64>, tensor<1x24x1x1xf64>, tensor<4x24x16x16xf64>) -> tensor<4x24x16x16xf64>
    %207 = "linalg.generic"(%206, %206, %155) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2335: f64, %arg2336: f64, %arg2337: f64):
      %2412 = "arith.mulf"(%arg2335, %arg2336) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2412) : (f64) -> ()
    }) : (tensor<4x24x16x16xf64>, tensor<4x24x16x16xf64>, tensor<4x24x16x16xf64>) -> tensor<4x24x16x16xf64>
    %208 = "linalg.generic"(%207, %132) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2333: f64, %arg2334: f64):
      %2411 = "arith.addf"(%arg2333, %arg2334) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2411) : (f64) -> ()
    }) : (tensor<4x24x16x16xf64>, tensor<24xf64>) -> tensor<24xf64>
    %209 = "linalg.generic"(%208, %131) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2331: f64, %arg2332: f64):
      %2410 = "arith.divf"(%arg2331, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2410) : (f64) -> ()
    }) : (tensor<24xf64>, tensor<24xf64>) -> tensor<24xf64>
    %210 = "linalg.generic"(%209, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2329: f64, %arg2330: f32):
      %2409 = "arith.truncf"(%arg2329) : (f64) -> f32
      "linalg.yield"(%2409) : (f32) -> ()
    }) : (tensor<24xf64>, tensor<24xf32>) -> tensor<24xf32>
    %211 = "linalg.generic"(%210, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2327: f32, %arg2328: f32):
      %2407 = "arith.truncf"(%9) : (f64) -> f32
      %2408 = "arith.addf"(%arg2327, %2407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2408) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %212 = "linalg.generic"(%211, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2325: f32, %arg2326: f32):
      %2406 = "math.rsqrt"(%arg2325) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2406) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %213 = "tensor.expand_shape"(%202) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %214 = "tensor.expand_shape"(%212) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %215 = "linalg.generic"(%200, %213, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2322: f32, %arg2323: f32, %arg2324: f32):
      %2405 = "arith.subf"(%arg2322, %arg2323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2405) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %216 = "linalg.generic"(%215, %214, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2319: f32, %arg2320: f32, %arg2321: f32):
      %2404 = "arith.mulf"(%arg2319, %arg2320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2404) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %217 = "tensor.expand_shape"(%arg21) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %218 = "linalg.generic"(%216, %217, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2316: f32, %arg2317: f32, %arg2318: f32):
      %2403 = "arith.mulf"(%arg2316, %arg2317) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2403) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %219 = "tensor.expand_shape"(%arg22) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %220 = "linalg.generic"(%218, %219, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2313: f32, %arg2314: f32, %arg2315: f32):
      %2402 = "arith.addf"(%arg2313, %arg2314) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2402) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %221 = "linalg.generic"(%220, %7, %149) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2310: f32, %arg2311: f32, %arg2312: f32):
      %2400 = "arith.cmpf"(%arg2310, %arg2311) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2401 = "arith.select"(%2400, %arg2310, %arg2311) : (i1, f32, f32) -> f32
      "linalg.yield"(%2401) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<f32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %222 = "linalg.generic"(%6, %221, %149) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2307: f32, %arg2308: f32, %arg2309: f32):
      %2398 = "arith.cmpf"(%arg2307, %arg2308) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2399 = "arith.select"(%2398, %arg2307, %arg2308) : (i1, f32, f32) -> f32
      "linalg.yield"(%2399) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %223 = "tensor.pad"(%222) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2303: index, %arg2304: index, %arg2305: index, %arg2306: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>) -> tensor<4x24x18x18xf32>
    %224 = "tensor.empty"() : () -> tensor<4x24x8x8xf32>
    %225 = "linalg.fill"(%2, %224) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2301: f32, %arg2302: f32):
      "linalg.yield"(%arg2301) : (f32) -> ()
    }) : (f32, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %226 = "tensor.collapse_shape"(%arg23) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x3x3xf32>) -> tensor<24x3x3xf32>
    %227 = "linalg.depthwise_conv_2d_nchw_chw"(%223, %226, %225) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2298: f32, %arg2299: f32, %arg2300: f32):
      %2396 = "arith.mulf"(%arg2298, %arg2299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2397 = "arith.addf"(%arg2300, %2396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2397) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map12, #map9, #map10]} : (tensor<4x24x18x18xf32>, tensor<24x3x3xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %228 = "linalg.generic"(%227, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2296: f32, %arg2297: f32):
      %2395 = "arith.addf"(%arg2296, %arg2297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2395) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<24xf32>) -> tensor<24xf32>
    %229 = "linalg.generic"(%228, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2294: f32, %arg2295: f32):
      %2394 = "arith.divf"(%arg2294, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2394) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %230 = "tensor.empty"() : () -> tensor<4x24x8x8xf64>
    %231 = "linalg.generic"(%227, %230) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2292: f32, %arg2293: f64):
      %2393 = "arith.extf"(%arg2292) : (f32) -> f64
      "linalg.yield"(%2393) : (f64) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xf64>) -> tensor<4x24x8x8xf64>
    %232 = "linalg.generic"(%231, %126) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2290: f64, %arg2291: f64):
      %2392 = "arith.addf"(%arg2290, %arg2291) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2392) : (f64) -> ()
    }) : (tensor<4x24x8x8xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %233 = "linalg.generic"(%232, %125) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2288: f64, %arg2289: f64):
      %2391 = "arith.divf"(%arg2288, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2391) : (f64) -> ()
    }) : (tensor<1x24x1x1xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %234 = "linalg.generic"(%231, %233, %230) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2285: f64, %arg2286: f64, %arg2287: f64):
      %2390 = "arith.subf"(%arg2285, %arg2286) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2390) : (f64) -> ()
    }) : (tensor<4x24x8x8xf64>, tensor<1x24x1x1xf64>, tensor<4x24x8x8xf64>) -> tensor<4x24x8x8xf64>
    %235 = "linalg.generic"(%234, %234, %230) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2282: f64, %arg2283: f64, %arg2284: f64):
      %2389 = "arith.mulf"(%arg2282, %arg2283) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2389) : (f64) -> ()
    }) : (tensor<4x24x8x8xf64>, tensor<4x24x8x8xf64>, tensor<4x24x8x8xf64>) -> tensor<4x24x8x8xf64>
    %236 = "linalg.generic"(%235, %132) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2280: f64, %arg2281: f64):
      %2388 = "arith.addf"(%arg2280, %arg2281) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2388) : (f64) -> ()
    }) : (tensor<4x24x8x8xf64>, tensor<24xf64>) -> tensor<24xf64>
    %237 = "linalg.generic"(%236, %131) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2278: f64, %arg2279: f64):
      %2387 = "arith.divf"(%arg2278, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2387) : (f64) -> ()
    }) : (tensor<24xf64>, tensor<24xf64>) -> tensor<24xf64>
    %238 = "linalg.generic"(%237, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2276: f64, %arg2277: f32):
      %2386 = "arith.truncf"(%arg2276) : (f64) -> f32
      "linalg.yield"(%2386) : (f32) -> ()
    }) : (tensor<24xf64>, tensor<24xf32>) -> tensor<24xf32>
    %239 = "linalg.generic"(%238, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2274: f32, %arg2275: f32):
      %2384 = "arith.truncf"(%9) : (f64) -> f32
      %2385 = "arith.addf"(%arg2274, %2384) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2385) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %240 = "linalg.generic"(%239, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2272: f32, %arg2273: f32):
      %2383 = "math.rsqrt"(%arg2272) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2383) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %241 = "tensor.expand_shape"(%229) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %242 = "tensor.expand_shape"(%240) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %243 = "linalg.generic"(%227, %241, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2269: f32, %arg2270: f32, %arg2271: f32):
      %2382 = "arith.subf"(%arg2269, %arg2270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2382) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %244 = "linalg.generic"(%243, %242, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2266: f32, %arg2267: f32, %arg2268: f32):
      %2381 = "arith.mulf"(%arg2266, %arg2267) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2381) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %245 = "tensor.expand_shape"(%arg24) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %246 = "linalg.generic"(%244, %245, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2263: f32, %arg2264: f32, %arg2265: f32):
      %2380 = "arith.mulf"(%arg2263, %arg2264) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2380) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %247 = "tensor.expand_shape"(%arg25) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %248 = "linalg.generic"(%246, %247, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2260: f32, %arg2261: f32, %arg2262: f32):
      %2379 = "arith.addf"(%arg2260, %arg2261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2379) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %249 = "linalg.generic"(%248, %7, %224) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2257: f32, %arg2258: f32, %arg2259: f32):
      %2377 = "arith.cmpf"(%arg2257, %arg2258) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2378 = "arith.select"(%2377, %arg2257, %arg2258) : (i1, f32, f32) -> f32
      "linalg.yield"(%2378) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<f32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %250 = "linalg.generic"(%6, %249, %224) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2254: f32, %arg2255: f32, %arg2256: f32):
      %2375 = "arith.cmpf"(%arg2254, %arg2255) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2376 = "arith.select"(%2375, %arg2254, %arg2255) : (i1, f32, f32) -> f32
      "linalg.yield"(%2376) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %251 = "tensor.empty"() : () -> tensor<4x4x8x8xf32>
    %252 = "linalg.fill"(%2, %251) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2252: f32, %arg2253: f32):
      "linalg.yield"(%arg2252) : (f32) -> ()
    }) : (f32, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %253 = "linalg.conv_2d_nchw_fchw"(%250, %arg26, %252) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2249: f32, %arg2250: f32, %arg2251: f32):
      %2373 = "arith.mulf"(%arg2249, %arg2250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2374 = "arith.addf"(%arg2251, %2373) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2374) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x24x8x8xf32>, tensor<4x24x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %254 = "linalg.generic"(%253, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2247: f32, %arg2248: f32):
      %2372 = "arith.addf"(%arg2247, %arg2248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2372) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %255 = "linalg.generic"(%254, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2245: f32, %arg2246: f32):
      %2371 = "arith.divf"(%arg2245, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2371) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %256 = "tensor.empty"() : () -> tensor<4x4x8x8xf64>
    %257 = "linalg.generic"(%253, %256) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2243: f32, %arg2244: f64):
      %2370 = "arith.extf"(%arg2243) : (f32) -> f64
      "linalg.yield"(%2370) : (f64) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf64>) -> tensor<4x4x8x8xf64>
    %258 = "linalg.generic"(%257, %47) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2241: f64, %arg2242: f64):
      %2369 = "arith.addf"(%arg2241, %arg2242) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2369) : (f64) -> ()
    }) : (tensor<4x4x8x8xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %259 = "linalg.generic"(%258, %46) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2239: f64, %arg2240: f64):
      %2368 = "arith.divf"(%arg2239, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2368) : (f64) -> ()
    }) : (tensor<1x4x1x1xf64>, tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %260 = "linalg.generic"(%257, %259, %256) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2236: f64, %arg2237: f64, %arg2238: f64):
      %2367 = "arith.subf"(%arg2236, %arg2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2367) : (f64) -> ()
    }) : (tensor<4x4x8x8xf64>, tensor<1x4x1x1xf64>, tensor<4x4x8x8xf64>) -> tensor<4x4x8x8xf64>
    %261 = "linalg.generic"(%260, %260, %256) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2233: f64, %arg2234: f64, %arg2235: f64):
      %2366 = "arith.mulf"(%arg2233, %arg2234) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2366) : (f64) -> ()
    }) : (tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) -> tensor<4x4x8x8xf64>
    %262 = "linalg.generic"(%261, %53) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2231: f64, %arg2232: f64):
      %2365 = "arith.addf"(%arg2231, %arg2232) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2365) : (f64) -> ()
    }) : (tensor<4x4x8x8xf64>, tensor<4xf64>) -> tensor<4xf64>
    %263 = "linalg.generic"(%262, %52) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2229: f64, %arg2230: f64):
      %2364 = "arith.divf"(%arg2229, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2364) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %264 = "linalg.generic"(%263, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2227: f64, %arg2228: f32):
      %2363 = "arith.truncf"(%arg2227) : (f64) -> f32
      "linalg.yield"(%2363) : (f32) -> ()
    }) : (tensor<4xf64>, tensor<4xf32>) -> tensor<4xf32>
    %265 = "linalg.generic"(%264, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2225: f32, %arg2226: f32):
      %2361 = "arith.truncf"(%9) : (f64) -> f32
      %2362 = "arith.addf"(%arg2225, %2361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2362) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %266 = "linalg.generic"(%265, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2223: f32, %arg2224: f32):
      %2360 = "math.rsqrt"(%arg2223) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2360) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %267 = "tensor.expand_shape"(%255) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %268 = "tensor.expand_shape"(%266) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %269 = "linalg.generic"(%253, %267, %251) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2220: f32, %arg2221: f32, %arg2222: f32):
      %2359 = "arith.subf"(%arg2220, %arg2221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2359) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %270 = "linalg.generic"(%269, %268, %251) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2217: f32, %arg2218: f32, %arg2219: f32):
      %2358 = "arith.mulf"(%arg2217, %arg2218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2358) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %271 = "tensor.expand_shape"(%arg27) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %272 = "linalg.generic"(%270, %271, %251) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2214: f32, %arg2215: f32, %arg2216: f32):
      %2357 = "arith.mulf"(%arg2214, %arg2215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2357) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %273 = "tensor.expand_shape"(%arg28) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %274 = "linalg.generic"(%272, %273, %251) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2211: f32, %arg2212: f32, %arg2213: f32):
      %2356 = "arith.addf"(%arg2211, %arg2212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2356) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %275 = "linalg.conv_2d_nchw_fchw"(%274, %arg29, %225) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2208: f32, %arg2209: f32, %arg2210: f32):
      %2354 = "arith.mulf"(%arg2208, %arg2209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2355 = "arith.addf"(%arg2210, %2354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2355) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x8x8xf32>, tensor<24x4x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %276 = "linalg.generic"(%275, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2206: f32, %arg2207: f32):
      %2353 = "arith.addf"(%arg2206, %arg2207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2353) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<24xf32>) -> tensor<24xf32>
    %277 = "linalg.generic"(%276, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2204: f32, %arg2205: f32):
      %2352 = "arith.divf"(%arg2204, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2352) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %278 = "linalg.generic"(%275, %230) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2202: f32, %arg2203: f64):
      %2351 = "arith.extf"(%arg2202) : (f32) -> f64
      "linalg.yield"(%2351) : (f64) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xf64>) -> tensor<4x24x8x8xf64>
    %279 = "linalg.generic"(%278, %126) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2200: f64, %arg2201: f64):
      %2350 = "arith.addf"(%arg2200, %arg2201) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2350) : (f64) -> ()
    }) : (tensor<4x24x8x8xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %280 = "linalg.generic"(%279, %125) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2198: f64, %arg2199: f64):
      %2349 = "arith.divf"(%arg2198, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2349) : (f64) -> ()
    }) : (tensor<1x24x1x1xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %281 = "linalg.generic"(%278, %280, %230) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2195: f64, %arg2196: f64, %arg2197: f64):
      %2348 = "arith.subf"(%arg2195, %arg2196) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2348) : (f64) -> ()
    }) : (tensor<4x24x8x8xf64>, tensor<1x24x1x1xf64>, tensor<4x24x8x8xf64>) -> tensor<4x24x8x8xf64>
    %282 = "linalg.generic"(%281, %281, %230) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2192: f64, %arg2193: f64, %arg2194: f64):
      %2347 = "arith.mulf"(%arg2192, %arg2193) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2347) : (f64) -> ()
    }) : (tensor<4x24x8x8xf64>, tensor<4x24x8x8xf64>, tensor<4x24x8x8xf64>) -> tensor<4x24x8x8xf64>
    %283 = "linalg.generic"(%282, %132) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2190: f64, %arg2191: f64):
      %2346 = "arith.addf"(%arg2190, %arg2191) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2346) : (f64) -> ()
    }) : (tensor<4x24x8x8xf64>, tensor<24xf64>) -> tensor<24xf64>
    %284 = "linalg.generic"(%283, %131) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2188: f64, %arg2189: f64):
      %2345 = "arith.divf"(%arg2188, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2345) : (f64) -> ()
    }) : (tensor<24xf64>, tensor<24xf64>) -> tensor<24xf64>
    %285 = "linalg.generic"(%284, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2186: f64, %arg2187: f32):
      %2344 = "arith.truncf"(%arg2186) : (f64) -> f32
      "linalg.yield"(%2344) : (f32) -> ()
    }) : (tensor<24xf64>, tensor<24xf32>) -> tensor<24xf32>
    %286 = "linalg.generic"(%285, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2184: f32, %arg2185: f32):
      %2342 = "arith.truncf"(%9) : (f64) -> f32
      %2343 = "arith.addf"(%arg2184, %2342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2343) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %287 = "linalg.generic"(%286, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2182: f32, %arg2183: f32):
      %2341 = "math.rsqrt"(%arg2182) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2341) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %288 = "tensor.expand_shape"(%277) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %289 = "tensor.expand_shape"(%287) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %290 = "linalg.generic"(%275, %288, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2179: f32, %arg2180: f32, %arg2181: f32):
      %2340 = "arith.subf"(%arg2179, %arg2180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2340) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %291 = "linalg.generic"(%290, %289, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2176: f32, %arg2177: f32, %arg2178: f32):
      %2339 = "arith.mulf"(%arg2176, %arg2177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2339) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %292 = "tensor.expand_shape"(%arg30) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %293 = "linalg.generic"(%291, %292, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2173: f32, %arg2174: f32, %arg2175: f32):
      %2338 = "arith.mulf"(%arg2173, %arg2174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2338) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %294 = "tensor.expand_shape"(%arg31) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %295 = "linalg.generic"(%293, %294, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2170: f32, %arg2171: f32, %arg2172: f32):
      %2337 = "arith.addf"(%arg2170, %arg2171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2337) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %296 = "linalg.generic"(%295, %7, %224) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2167: f32, %arg2168: f32, %arg2169: f32):
      %2335 = "arith.cmpf"(%arg2167, %arg2168) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2336 = "arith.select"(%2335, %arg2167, %arg2168) : (i1, f32, f32) -> f32
      "linalg.yield"(%2336) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<f32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %297 = "linalg.generic"(%6, %296, %224) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2164: f32, %arg2165: f32, %arg2166: f32):
      %2333 = "arith.cmpf"(%arg2164, %arg2165) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2334 = "arith.select"(%2333, %arg2164, %arg2165) : (i1, f32, f32) -> f32
      "linalg.yield"(%2334) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %298 = "tensor.pad"(%297) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2160: index, %arg2161: index, %arg2162: index, %arg2163: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>) -> tensor<4x24x10x10xf32>
    %299 = "tensor.empty"() : () -> tensor<4x24x4x4xf32>
    %300 = "linalg.fill"(%2, %299) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2158: f32, %arg2159: f32):
      "linalg.yield"(%arg2158) : (f32) -> ()
    }) : (f32, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %301 = "tensor.collapse_shape"(%arg32) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x3x3xf32>) -> tensor<24x3x3xf32>
    %302 = "linalg.depthwise_conv_2d_nchw_chw"(%298, %301, %300) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg2155: f32, %arg2156: f32, %arg2157: f32):
      %2331 = "arith.mulf"(%arg2155, %arg2156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2332 = "arith.addf"(%arg2157, %2331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2332) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map12, #map9, #map10]} : (tensor<4x24x10x10xf32>, tensor<24x3x3xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %303 = "linalg.generic"(%302, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2153: f32, %arg2154: f32):
      %2330 = "arith.addf"(%arg2153, %arg2154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2330) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<24xf32>) -> tensor<24xf32>
    %304 = "linalg.generic"(%303, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2151: f32, %arg2152: f32):
      %2329 = "arith.divf"(%arg2151, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2329) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %305 = "tensor.empty"() : () -> tensor<4x24x4x4xf64>
    %306 = "linalg.generic"(%302, %305) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2149: f32, %arg2150: f64):
      %2328 = "arith.extf"(%arg2149) : (f32) -> f64
      "linalg.yield"(%2328) : (f64) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<4x24x4x4xf64>) -> tensor<4x24x4x4xf64>
    %307 = "linalg.generic"(%306, %126) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2147: f64, %arg2148: f64):
      %2327 = "arith.addf"(%arg2147, %arg2148) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2327) : (f64) -> ()
    }) : (tensor<4x24x4x4xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %308 = "linalg.generic"(%307, %125) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2145: f64, %arg2146: f64):
      %2326 = "arith.divf"(%arg2145, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2326) : (f64) -> ()
    }) : (tensor<1x24x1x1xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %309 = "linalg.generic"(%306, %308, %305) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2142: f64, %arg2143: f64, %arg2144: f64):
      %2325 = "arith.subf"(%arg2142, %arg2143) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2325) : (f64) -> ()
    }) : (tensor<4x24x4x4xf64>, tensor<1x24x1x1xf64>, tensor<4x24x4x4xf64>) -> tensor<4x24x4x4xf64>
    %310 = "linalg.generic"(%309, %309, %305) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2139: f64, %arg2140: f64, %arg2141: f64):
      %2324 = "arith.mulf"(%arg2139, %arg2140) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2324) : (f64) -> ()
    }) : (tensor<4x24x4x4xf64>, tensor<4x24x4x4xf64>, tensor<4x24x4x4xf64>) -> tensor<4x24x4x4xf64>
    %311 = "linalg.generic"(%310, %132) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2137: f64, %arg2138: f64):
      %2323 = "arith.addf"(%arg2137, %arg2138) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2323) : (f64) -> ()
    }) : (tensor<4x24x4x4xf64>, tensor<24xf64>) -> tensor<24xf64>
    %312 = "linalg.generic"(%311, %131) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2135: f64, %arg2136: f64):
      %2322 = "arith.divf"(%arg2135, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2322) : (f64) -> ()
    }) : (tensor<24xf64>, tensor<24xf64>) -> tensor<24xf64>
    %313 = "linalg.generic"(%312, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2133: f64, %arg2134: f32):
      %2321 = "arith.truncf"(%arg2133) : (f64) -> f32
      "linalg.yield"(%2321) : (f32) -> ()
    }) : (tensor<24xf64>, tensor<24xf32>) -> tensor<24xf32>
    %314 = "linalg.generic"(%313, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2131: f32, %arg2132: f32):
      %2319 = "arith.truncf"(%9) : (f64) -> f32
      %2320 = "arith.addf"(%arg2131, %2319) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2320) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %315 = "linalg.generic"(%314, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2129: f32, %arg2130: f32):
      %2318 = "math.rsqrt"(%arg2129) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2318) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %316 = "tensor.expand_shape"(%304) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %317 = "tensor.expand_shape"(%315) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %318 = "linalg.generic"(%302, %316, %299) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2126: f32, %arg2127: f32, %arg2128: f32):
      %2317 = "arith.subf"(%arg2126, %arg2127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2317) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<1x24x1x1xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %319 = "linalg.generic"(%318, %317, %299) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2123: f32, %arg2124: f32, %arg2125: f32):
      %2316 = "arith.mulf"(%arg2123, %arg2124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2316) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<1x24x1x1xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %320 = "tensor.expand_shape"(%arg33) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %321 = "linalg.generic"(%319, %320, %299) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2120: f32, %arg2121: f32, %arg2122: f32):
      %2315 = "arith.mulf"(%arg2120, %arg2121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2315) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<1x24x1x1xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %322 = "tensor.expand_shape"(%arg34) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %323 = "linalg.generic"(%321, %322, %299) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2117: f32, %arg2118: f32, %arg2119: f32):
      %2314 = "arith.addf"(%arg2117, %arg2118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2314) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<1x24x1x1xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %324 = "linalg.generic"(%323, %7, %299) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2114: f32, %arg2115: f32, %arg2116: f32):
      %2312 = "arith.cmpf"(%arg2114, %arg2115) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2313 = "arith.select"(%2312, %arg2114, %arg2115) : (i1, f32, f32) -> f32
      "linalg.yield"(%2313) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<f32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %325 = "linalg.generic"(%6, %324, %299) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2111: f32, %arg2112: f32, %arg2113: f32):
      %2310 = "arith.cmpf"(%arg2111, %arg2112) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2311 = "arith.select"(%2310, %arg2111, %arg2112) : (i1, f32, f32) -> f32
      "linalg.yield"(%2311) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x24x4x4xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %326 = "tensor.empty"() : () -> tensor<4x8x4x4xf32>
    %327 = "linalg.fill"(%2, %326) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2109: f32, %arg2110: f32):
      "linalg.yield"(%arg2109) : (f32) -> ()
    }) : (f32, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %328 = "linalg.conv_2d_nchw_fchw"(%325, %arg35, %327) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2106: f32, %arg2107: f32, %arg2108: f32):
      %2308 = "arith.mulf"(%arg2106, %arg2107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2309 = "arith.addf"(%arg2108, %2308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2309) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x24x4x4xf32>, tensor<8x24x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %329 = "tensor.empty"() : () -> tensor<8xf32>
    %330 = "linalg.fill"(%2, %329) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2104: f32, %arg2105: f32):
      "linalg.yield"(%arg2104) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %331 = "linalg.generic"(%328, %330) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2102: f32, %arg2103: f32):
      %2307 = "arith.addf"(%arg2102, %arg2103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2307) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %332 = "linalg.generic"(%331, %329) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2100: f32, %arg2101: f32):
      %2306 = "arith.divf"(%arg2100, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2306) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %333 = "tensor.empty"() : () -> tensor<4x8x4x4xf64>
    %334 = "linalg.generic"(%328, %333) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2098: f32, %arg2099: f64):
      %2305 = "arith.extf"(%arg2098) : (f32) -> f64
      "linalg.yield"(%2305) : (f64) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf64>) -> tensor<4x8x4x4xf64>
    %335 = "tensor.empty"() : () -> tensor<1x8x1x1xf64>
    %336 = "linalg.fill"(%3, %335) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2096: f64, %arg2097: f64):
      "linalg.yield"(%arg2096) : (f64) -> ()
    }) : (f64, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %337 = "linalg.generic"(%334, %336) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2094: f64, %arg2095: f64):
      %2304 = "arith.addf"(%arg2094, %arg2095) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2304) : (f64) -> ()
    }) : (tensor<4x8x4x4xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %338 = "linalg.generic"(%337, %335) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2092: f64, %arg2093: f64):
      %2303 = "arith.divf"(%arg2092, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2303) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %339 = "linalg.generic"(%334, %338, %333) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2089: f64, %arg2090: f64, %arg2091: f64):
      %2302 = "arith.subf"(%arg2089, %arg2090) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2302) : (f64) -> ()
    }) : (tensor<4x8x4x4xf64>, tensor<1x8x1x1xf64>, tensor<4x8x4x4xf64>) -> tensor<4x8x4x4xf64>
    %340 = "linalg.generic"(%339, %339, %333) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2086: f64, %arg2087: f64, %arg2088: f64):
      %2301 = "arith.mulf"(%arg2086, %arg2087) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2301) : (f64) -> ()
    }) : (tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) -> tensor<4x8x4x4xf64>
    %341 = "tensor.empty"() : () -> tensor<8xf64>
    %342 = "linalg.fill"(%3, %341) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2084: f64, %arg2085: f64):
      "linalg.yield"(%arg2084) : (f64) -> ()
    }) : (f64, tensor<8xf64>) -> tensor<8xf64>
    %343 = "linalg.generic"(%340, %342) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2082: f64, %arg2083: f64):
      %2300 = "arith.addf"(%arg2082, %arg2083) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2300) : (f64) -> ()
    }) : (tensor<4x8x4x4xf64>, tensor<8xf64>) -> tensor<8xf64>
    %344 = "linalg.generic"(%343, %341) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2080: f64, %arg2081: f64):
      %2299 = "arith.divf"(%arg2080, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2299) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %345 = "linalg.generic"(%344, %329) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2078: f64, %arg2079: f32):
      %2298 = "arith.truncf"(%arg2078) : (f64) -> f32
      "linalg.yield"(%2298) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %346 = "linalg.generic"(%345, %329) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2076: f32, %arg2077: f32):
      %2296 = "arith.truncf"(%9) : (f64) -> f32
      %2297 = "arith.addf"(%arg2076, %2296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2297) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %347 = "linalg.generic"(%346, %329) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2074: f32, %arg2075: f32):
      %2295 = "math.rsqrt"(%arg2074) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2295) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %348 = "tensor.expand_shape"(%332) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %349 = "tensor.expand_shape"(%347) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %350 = "linalg.generic"(%328, %348, %326) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2071: f32, %arg2072: f32, %arg2073: f32):
      %2294 = "arith.subf"(%arg2071, %arg2072) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2294) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %351 = "linalg.generic"(%350, %349, %326) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2068: f32, %arg2069: f32, %arg2070: f32):
      %2293 = "arith.mulf"(%arg2068, %arg2069) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2293) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %352 = "tensor.expand_shape"(%arg36) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %353 = "linalg.generic"(%351, %352, %326) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2065: f32, %arg2066: f32, %arg2067: f32):
      %2292 = "arith.mulf"(%arg2065, %arg2066) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2292) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %354 = "tensor.expand_shape"(%arg37) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %355 = "linalg.generic"(%353, %354, %326) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2062: f32, %arg2063: f32, %arg2064: f32):
      %2291 = "arith.addf"(%arg2062, %arg2063) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2291) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %356 = "tensor.empty"() : () -> tensor<4x48x4x4xf32>
    %357 = "linalg.fill"(%2, %356) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2060: f32, %arg2061: f32):
      "linalg.yield"(%arg2060) : (f32) -> ()
    }) : (f32, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %358 = "linalg.conv_2d_nchw_fchw"(%355, %arg38, %357) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2057: f32, %arg2058: f32, %arg2059: f32):
      %2289 = "arith.mulf"(%arg2057, %arg2058) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2290 = "arith.addf"(%arg2059, %2289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2290) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x8x4x4xf32>, tensor<48x8x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %359 = "tensor.empty"() : () -> tensor<48xf32>
    %360 = "linalg.fill"(%2, %359) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2055: f32, %arg2056: f32):
      "linalg.yield"(%arg2055) : (f32) -> ()
    }) : (f32, tensor<48xf32>) -> tensor<48xf32>
    %361 = "linalg.generic"(%358, %360) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2053: f32, %arg2054: f32):
      %2288 = "arith.addf"(%arg2053, %arg2054) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2288) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<48xf32>) -> tensor<48xf32>
    %362 = "linalg.generic"(%361, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2051: f32, %arg2052: f32):
      %2287 = "arith.divf"(%arg2051, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2287) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %363 = "tensor.empty"() : () -> tensor<4x48x4x4xf64>
    %364 = "linalg.generic"(%358, %363) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2049: f32, %arg2050: f64):
      %2286 = "arith.extf"(%arg2049) : (f32) -> f64
      "linalg.yield"(%2286) : (f64) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xf64>) -> tensor<4x48x4x4xf64>
    %365 = "tensor.empty"() : () -> tensor<1x48x1x1xf64>
    %366 = "linalg.fill"(%3, %365) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2047: f64, %arg2048: f64):
      "linalg.yield"(%arg2047) : (f64) -> ()
    }) : (f64, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %367 = "linalg.generic"(%364, %366) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2045: f64, %arg2046: f64):
      %2285 = "arith.addf"(%arg2045, %arg2046) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2285) : (f64) -> ()
    }) : (tensor<4x48x4x4xf64>, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %368 = "linalg.generic"(%367, %365) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2043: f64, %arg2044: f64):
      %2284 = "arith.divf"(%arg2043, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2284) : (f64) -> ()
    }) : (tensor<1x48x1x1xf64>, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %369 = "linalg.generic"(%364, %368, %363) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2040: f64, %arg2041: f64, %arg2042: f64):
      %2283 = "arith.subf"(%arg2040, %arg2041) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2283) : (f64) -> ()
    }) : (tensor<4x48x4x4xf64>, tensor<1x48x1x1xf64>, tensor<4x48x4x4xf64>) -> tensor<4x48x4x4xf64>
    %370 = "linalg.generic"(%369, %369, %363) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2037: f64, %arg2038: f64, %arg2039: f64):
      %2282 = "arith.mulf"(%arg2037, %arg2038) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2282) : (f64) -> ()
    }) : (tensor<4x48x4x4xf64>, tensor<4x48x4x4xf64>, tensor<4x48x4x4xf64>) -> tensor<4x48x4x4xf64>
    %371 = "tensor.empty"() : () -> tensor<48xf64>
    %372 = "linalg.fill"(%3, %371) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2035: f64, %arg2036: f64):
      "linalg.yield"(%arg2035) : (f64) -> ()
    }) : (f64, tensor<48xf64>) -> tensor<48xf64>
    %373 = "linalg.generic"(%370, %372) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2033: f64, %arg2034: f64):
      %2281 = "arith.addf"(%arg2033, %arg2034) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2281) : (f64) -> ()
    }) : (tensor<4x48x4x4xf64>, tensor<48xf64>) -> tensor<48xf64>
    %374 = "linalg.generic"(%373, %371) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2031: f64, %arg2032: f64):
      %2280 = "arith.divf"(%arg2031, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2280) : (f64) -> ()
    }) : (tensor<48xf64>, tensor<48xf64>) -> tensor<48xf64>
    %375 = "linalg.generic"(%374, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2029: f64, %arg2030: f32):
      %2279 = "arith.truncf"(%arg2029) : (f64) -> f32
      "linalg.yield"(%2279) : (f32) -> ()
    }) : (tensor<48xf64>, tensor<48xf32>) -> tensor<48xf32>
    %376 = "linalg.generic"(%375, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2027: f32, %arg2028: f32):
      %2277 = "arith.truncf"(%9) : (f64) -> f32
      %2278 = "arith.addf"(%arg2027, %2277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2278) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %377 = "linalg.generic"(%376, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2025: f32, %arg2026: f32):
      %2276 = "math.rsqrt"(%arg2025) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2276) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %378 = "tensor.expand_shape"(%362) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %379 = "tensor.expand_shape"(%377) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %380 = "linalg.generic"(%358, %378, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2022: f32, %arg2023: f32, %arg2024: f32):
      %2275 = "arith.subf"(%arg2022, %arg2023) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2275) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %381 = "linalg.generic"(%380, %379, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2019: f32, %arg2020: f32, %arg2021: f32):
      %2274 = "arith.mulf"(%arg2019, %arg2020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2274) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %382 = "tensor.expand_shape"(%arg39) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %383 = "linalg.generic"(%381, %382, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2016: f32, %arg2017: f32, %arg2018: f32):
      %2273 = "arith.mulf"(%arg2016, %arg2017) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2273) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %384 = "tensor.expand_shape"(%arg40) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %385 = "linalg.generic"(%383, %384, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2013: f32, %arg2014: f32, %arg2015: f32):
      %2272 = "arith.addf"(%arg2013, %arg2014) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2272) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %386 = "linalg.generic"(%385, %7, %356) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2010: f32, %arg2011: f32, %arg2012: f32):
      %2270 = "arith.cmpf"(%arg2010, %arg2011) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2271 = "arith.select"(%2270, %arg2010, %arg2011) : (i1, f32, f32) -> f32
      "linalg.yield"(%2271) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<f32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %387 = "linalg.generic"(%6, %386, %356) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2007: f32, %arg2008: f32, %arg2009: f32):
      %2268 = "arith.cmpf"(%arg2007, %arg2008) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2269 = "arith.select"(%2268, %arg2007, %arg2008) : (i1, f32, f32) -> f32
      "linalg.yield"(%2269) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %388 = "tensor.pad"(%387) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg2003: index, %arg2004: index, %arg2005: index, %arg2006: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>) -> tensor<4x48x6x6xf32>
    %389 = "tensor.collapse_shape"(%arg41) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<48x1x3x3xf32>) -> tensor<48x3x3xf32>
    %390 = "linalg.depthwise_conv_2d_nchw_chw"(%388, %389, %357) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg2000: f32, %arg2001: f32, %arg2002: f32):
      %2266 = "arith.mulf"(%arg2000, %arg2001) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2267 = "arith.addf"(%arg2002, %2266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2267) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x48x6x6xf32>, tensor<48x3x3xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %391 = "linalg.generic"(%390, %360) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1998: f32, %arg1999: f32):
      %2265 = "arith.addf"(%arg1998, %arg1999) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2265) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<48xf32>) -> tensor<48xf32>
    %392 = "linalg.generic"(%391, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1996: f32, %arg1997: f32):
      %2264 = "arith.divf"(%arg1996, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2264) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %393 = "linalg.generic"(%390, %363) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1994: f32, %arg1995: f64):
      %2263 = "arith.extf"(%arg1994) : (f32) -> f64
      "linalg.yield"(%2263) : (f64) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xf64>) -> tensor<4x48x4x4xf64>
    %394 = "linalg.generic"(%393, %366) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1992: f64, %arg1993: f64):
      %2262 = "arith.addf"(%arg1992, %arg1993) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2262) : (f64) -> ()
    }) : (tensor<4x48x4x4xf64>, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %395 = "linalg.generic"(%394, %365) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1990: f64, %arg1991: f64):
      %2261 = "arith.divf"(%arg1990, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2261) : (f64) -> ()
    }) : (tensor<1x48x1x1xf64>, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %396 = "linalg.generic"(%393, %395, %363) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1987: f64, %arg1988: f64, %arg1989: f64):
      %2260 = "arith.subf"(%arg1987, %arg1988) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2260) : (f64) -> ()
    }) : (tensor<4x48x4x4xf64>, tensor<1x48x1x1xf64>, tensor<4x48x4x4xf64>) -> tensor<4x48x4x4xf64>
    %397 = "linalg.generic"(%396, %396, %363) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1984: f64, %arg1985: f64, %arg1986: f64):
      %2259 = "arith.mulf"(%arg1984, %arg1985) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2259) : (f64) -> ()
    }) : (tensor<4x48x4x4xf64>, tensor<4x48x4x4xf64>, tensor<4x48x4x4xf64>) -> tensor<4x48x4x4xf64>
    %398 = "linalg.generic"(%397, %372) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1982: f64, %arg1983: f64):
      %2258 = "arith.addf"(%arg1982, %arg1983) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2258) : (f64) -> ()
    }) : (tensor<4x48x4x4xf64>, tensor<48xf64>) -> tensor<48xf64>
    %399 = "linalg.generic"(%398, %371) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1980: f64, %arg1981: f64):
      %2257 = "arith.divf"(%arg1980, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2257) : (f64) -> ()
    }) : (tensor<48xf64>, tensor<48xf64>) -> tensor<48xf64>
    %400 = "linalg.generic"(%399, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1978: f64, %arg1979: f32):
      %2256 = "arith.truncf"(%arg1978) : (f64) -> f32
      "linalg.yield"(%2256) : (f32) -> ()
    }) : (tensor<48xf64>, tensor<48xf32>) -> tensor<48xf32>
    %401 = "linalg.generic"(%400, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1976: f32, %arg1977: f32):
      %2254 = "arith.truncf"(%9) : (f64) -> f32
      %2255 = "arith.addf"(%arg1976, %2254) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2255) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %402 = "linalg.generic"(%401, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1974: f32, %arg1975: f32):
      %2253 = "math.rsqrt"(%arg1974) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2253) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %403 = "tensor.expand_shape"(%392) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %404 = "tensor.expand_shape"(%402) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %405 = "linalg.generic"(%390, %403, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1971: f32, %arg1972: f32, %arg1973: f32):
      %2252 = "arith.subf"(%arg1971, %arg1972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2252) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %406 = "linalg.generic"(%405, %404, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1968: f32, %arg1969: f32, %arg1970: f32):
      %2251 = "arith.mulf"(%arg1968, %arg1969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2251) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %407 = "tensor.expand_shape"(%arg42) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %408 = "linalg.generic"(%406, %407, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1965: f32, %arg1966: f32, %arg1967: f32):
      %2250 = "arith.mulf"(%arg1965, %arg1966) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2250) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %409 = "tensor.expand_shape"(%arg43) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %410 = "linalg.generic"(%408, %409, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1962: f32, %arg1963: f32, %arg1964: f32):
      %2249 = "arith.addf"(%arg1962, %arg1963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2249) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %411 = "linalg.generic"(%410, %7, %356) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1959: f32, %arg1960: f32, %arg1961: f32):
      %2247 = "arith.cmpf"(%arg1959, %arg1960) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2248 = "arith.select"(%2247, %arg1959, %arg1960) : (i1, f32, f32) -> f32
      "linalg.yield"(%2248) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<f32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %412 = "linalg.generic"(%6, %411, %356) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1956: f32, %arg1957: f32, %arg1958: f32):
      %2245 = "arith.cmpf"(%arg1956, %arg1957) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2246 = "arith.select"(%2245, %arg1956, %arg1957) : (i1, f32, f32) -> f32
      "linalg.yield"(%2246) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %413 = "tensor.empty"() : () -> tensor<4x12x4x4xf32>
    %414 = "linalg.fill"(%2, %413) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1954: f32, %arg1955: f32):
      "linalg.yield"(%arg1954) : (f32) -> ()
    }) : (f32, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %415 = "linalg.conv_2d_nchw_fchw"(%412, %arg44, %414) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1951: f32, %arg1952: f32, %arg1953: f32):
      %2243 = "arith.mulf"(%arg1951, %arg1952) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2244 = "arith.addf"(%arg1953, %2243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2244) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x48x4x4xf32>, tensor<12x48x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %416 = "tensor.empty"() : () -> tensor<12xf32>
    %417 = "linalg.fill"(%2, %416) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1949: f32, %arg1950: f32):
      "linalg.yield"(%arg1949) : (f32) -> ()
    }) : (f32, tensor<12xf32>) -> tensor<12xf32>
    %418 = "linalg.generic"(%415, %417) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1947: f32, %arg1948: f32):
      %2242 = "arith.addf"(%arg1947, %arg1948) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2242) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<12xf32>) -> tensor<12xf32>
    %419 = "linalg.generic"(%418, %416) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1945: f32, %arg1946: f32):
      %2241 = "arith.divf"(%arg1945, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2241) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %420 = "tensor.empty"() : () -> tensor<4x12x4x4xf64>
    %421 = "linalg.generic"(%415, %420) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1943: f32, %arg1944: f64):
      %2240 = "arith.extf"(%arg1943) : (f32) -> f64
      "linalg.yield"(%2240) : (f64) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<4x12x4x4xf64>) -> tensor<4x12x4x4xf64>
    %422 = "tensor.empty"() : () -> tensor<1x12x1x1xf64>
    %423 = "linalg.fill"(%3, %422) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1941: f64, %arg1942: f64):
      "linalg.yield"(%arg1941) : (f64) -> ()
    }) : (f64, tensor<1x12x1x1xf64>) -> tensor<1x12x1x1xf64>
    %424 = "linalg.generic"(%421, %423) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1939: f64, %arg1940: f64):
      %2239 = "arith.addf"(%arg1939, %arg1940) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2239) : (f64) -> ()
    }) : (tensor<4x12x4x4xf64>, tensor<1x12x1x1xf64>) -> tensor<1x12x1x1xf64>
    %425 = "linalg.generic"(%424, %422) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1937: f64, %arg1938: f64):
      %2238 = "arith.divf"(%arg1937, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2238) : (f64) -> ()
    }) : (tensor<1x12x1x1xf64>, tensor<1x12x1x1xf64>) -> tensor<1x12x1x1xf64>
    %426 = "linalg.generic"(%421, %425, %420) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1934: f64, %arg1935: f64, %arg1936: f64):
      %2237 = "arith.subf"(%arg1934, %arg1935) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2237) : (f64) -> ()
    }) : (tensor<4x12x4x4xf64>, tensor<1x12x1x1xf64>, tensor<4x12x4x4xf64>) -> tensor<4x12x4x4xf64>
    %427 = "linalg.generic"(%426, %426, %420) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1931: f64, %arg1932: f64, %arg1933: f64):
      %2236 = "arith.mulf"(%arg1931, %arg1932) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2236) : (f64) -> ()
    }) : (tensor<4x12x4x4xf64>, tensor<4x12x4x4xf64>, tensor<4x12x4x4xf64>) -> tensor<4x12x4x4xf64>
    %428 = "tensor.empty"() : () -> tensor<12xf64>
    %429 = "linalg.fill"(%3, %428) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1929: f64, %arg1930: f64):
      "linalg.yield"(%arg1929) : (f64) -> ()
    }) : (f64, tensor<12xf64>) -> tensor<12xf64>
    %430 = "linalg.generic"(%427, %429) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1927: f64, %arg1928: f64):
      %2235 = "arith.addf"(%arg1927, %arg1928) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2235) : (f64) -> ()
    }) : (tensor<4x12x4x4xf64>, tensor<12xf64>) -> tensor<12xf64>
    %431 = "linalg.generic"(%430, %428) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1925: f64, %arg1926: f64):
      %2234 = "arith.divf"(%arg1925, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2234) : (f64) -> ()
    }) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %432 = "linalg.generic"(%431, %416) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1923: f64, %arg1924: f32):
      %2233 = "arith.truncf"(%arg1923) : (f64) -> f32
      "linalg.yield"(%2233) : (f32) -> ()
    }) : (tensor<12xf64>, tensor<12xf32>) -> tensor<12xf32>
    %433 = "linalg.generic"(%432, %416) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1921: f32, %arg1922: f32):
      %2231 = "arith.truncf"(%9) : (f64) -> f32
      %2232 = "arith.addf"(%arg1921, %2231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2232) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %434 = "linalg.generic"(%433, %416) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1919: f32, %arg1920: f32):
      %2230 = "math.rsqrt"(%arg1919) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2230) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %435 = "tensor.expand_shape"(%419) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 12, 1, 1>}> : (tensor<12xf32>) -> tensor<1x12x1x1xf32>
    %436 = "tensor.expand_shape"(%434) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 12, 1, 1>}> : (tensor<12xf32>) -> tensor<1x12x1x1xf32>
    %437 = "linalg.generic"(%415, %435, %413) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1916: f32, %arg1917: f32, %arg1918: f32):
      %2229 = "arith.subf"(%arg1916, %arg1917) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2229) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<1x12x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %438 = "linalg.generic"(%437, %436, %413) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1913: f32, %arg1914: f32, %arg1915: f32):
      %2228 = "arith.mulf"(%arg1913, %arg1914) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2228) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<1x12x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %439 = "tensor.expand_shape"(%arg45) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 12, 1, 1>}> : (tensor<12xf32>) -> tensor<1x12x1x1xf32>
    %440 = "linalg.generic"(%438, %439, %413) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1910: f32, %arg1911: f32, %arg1912: f32):
      %2227 = "arith.mulf"(%arg1910, %arg1911) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2227) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<1x12x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %441 = "tensor.expand_shape"(%arg46) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 12, 1, 1>}> : (tensor<12xf32>) -> tensor<1x12x1x1xf32>
    %442 = "linalg.generic"(%440, %441, %413) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1907: f32, %arg1908: f32, %arg1909: f32):
      %2226 = "arith.addf"(%arg1907, %arg1908) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2226) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<1x12x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %443 = "tensor.empty"() : () -> tensor<4x72x4x4xf32>
    %444 = "linalg.fill"(%2, %443) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1905: f32, %arg1906: f32):
      "linalg.yield"(%arg1905) : (f32) -> ()
    }) : (f32, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %445 = "linalg.conv_2d_nchw_fchw"(%442, %arg47, %444) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1902: f32, %arg1903: f32, %arg1904: f32):
      %2224 = "arith.mulf"(%arg1902, %arg1903) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2225 = "arith.addf"(%arg1904, %2224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2225) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x12x4x4xf32>, tensor<72x12x1x1xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %446 = "tensor.empty"() : () -> tensor<72xf32>
    %447 = "linalg.fill"(%2, %446) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1900: f32, %arg1901: f32):
      "linalg.yield"(%arg1900) : (f32) -> ()
    }) : (f32, tensor<72xf32>) -> tensor<72xf32>
    %448 = "linalg.generic"(%445, %447) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1898: f32, %arg1899: f32):
      %2223 = "arith.addf"(%arg1898, %arg1899) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2223) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<72xf32>) -> tensor<72xf32>
    %449 = "linalg.generic"(%448, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1896: f32, %arg1897: f32):
      %2222 = "arith.divf"(%arg1896, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2222) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %450 = "tensor.empty"() : () -> tensor<4x72x4x4xf64>
    %451 = "linalg.generic"(%445, %450) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1894: f32, %arg1895: f64):
      %2221 = "arith.extf"(%arg1894) : (f32) -> f64
      "linalg.yield"(%2221) : (f64) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<4x72x4x4xf64>) -> tensor<4x72x4x4xf64>
    %452 = "tensor.empty"() : () -> tensor<1x72x1x1xf64>
    %453 = "linalg.fill"(%3, %452) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1892: f64, %arg1893: f64):
      "linalg.yield"(%arg1892) : (f64) -> ()
    }) : (f64, tensor<1x72x1x1xf64>) -> tensor<1x72x1x1xf64>
    %454 = "linalg.generic"(%451, %453) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1890: f64, %arg1891: f64):
      %2220 = "arith.addf"(%arg1890, %arg1891) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2220) : (f64) -> ()
    }) : (tensor<4x72x4x4xf64>, tensor<1x72x1x1xf64>) -> tensor<1x72x1x1xf64>
    %455 = "linalg.generic"(%454, %452) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1888: f64, %arg1889: f64):
      %2219 = "arith.divf"(%arg1888, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2219) : (f64) -> ()
    }) : (tensor<1x72x1x1xf64>, tensor<1x72x1x1xf64>) -> tensor<1x72x1x1xf64>
    %456 = "linalg.generic"(%451, %455, %450) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1885: f64, %arg1886: f64, %arg1887: f64):
      %2218 = "arith.subf"(%arg1885, %arg1886) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2218) : (f64) -> ()
    }) : (tensor<4x72x4x4xf64>, tensor<1x72x1x1xf64>, tensor<4x72x4x4xf64>) -> tensor<4x72x4x4xf64>
    %457 = "linalg.generic"(%456, %456, %450) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1882: f64, %arg1883: f64, %arg1884: f64):
      %2217 = "arith.mulf"(%arg1882, %arg1883) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2217) : (f64) -> ()
    }) : (tensor<4x72x4x4xf64>, tensor<4x72x4x4xf64>, tensor<4x72x4x4xf64>) -> tensor<4x72x4x4xf64>
    %458 = "tensor.empty"() : () -> tensor<72xf64>
    %459 = "linalg.fill"(%3, %458) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1880: f64, %arg1881: f64):
      "linalg.yield"(%arg1880) : (f64) -> ()
    }) : (f64, tensor<72xf64>) -> tensor<72xf64>
    %460 = "linalg.generic"(%457, %459) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1878: f64, %arg1879: f64):
      %2216 = "arith.addf"(%arg1878, %arg1879) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2216) : (f64) -> ()
    }) : (tensor<4x72x4x4xf64>, tensor<72xf64>) -> tensor<72xf64>
    %461 = "linalg.generic"(%460, %458) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1876: f64, %arg1877: f64):
      %2215 = "arith.divf"(%arg1876, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2215) : (f64) -> ()
    }) : (tensor<72xf64>, tensor<72xf64>) -> tensor<72xf64>
    %462 = "linalg.generic"(%461, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1874: f64, %arg1875: f32):
      %2214 = "arith.truncf"(%arg1874) : (f64) -> f32
      "linalg.yield"(%2214) : (f32) -> ()
    }) : (tensor<72xf64>, tensor<72xf32>) -> tensor<72xf32>
    %463 = "linalg.generic"(%462, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1872: f32, %arg1873: f32):
      %2212 = "arith.truncf"(%9) : (f64) -> f32
      %2213 = "arith.addf"(%arg1872, %2212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2213) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %464 = "linalg.generic"(%463, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1870: f32, %arg1871: f32):
      %2211 = "math.rsqrt"(%arg1870) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2211) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %465 = "tensor.expand_shape"(%449) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %466 = "tensor.expand_shape"(%464) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %467 = "linalg.generic"(%445, %465, %443) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1867: f32, %arg1868: f32, %arg1869: f32):
      %2210 = "arith.subf"(%arg1867, %arg1868) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2210) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<1x72x1x1xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %468 = "linalg.generic"(%467, %466, %443) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1864: f32, %arg1865: f32, %arg1866: f32):
      %2209 = "arith.mulf"(%arg1864, %arg1865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2209) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<1x72x1x1xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %469 = "tensor.expand_shape"(%arg48) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %470 = "linalg.generic"(%468, %469, %443) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1861: f32, %arg1862: f32, %arg1863: f32):
      %2208 = "arith.mulf"(%arg1861, %arg1862) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2208) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<1x72x1x1xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %471 = "tensor.expand_shape"(%arg49) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %472 = "linalg.generic"(%470, %471, %443) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1858: f32, %arg1859: f32, %arg1860: f32):
      %2207 = "arith.addf"(%arg1858, %arg1859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2207) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<1x72x1x1xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %473 = "linalg.generic"(%472, %7, %443) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1855: f32, %arg1856: f32, %arg1857: f32):
      %2205 = "arith.cmpf"(%arg1855, %arg1856) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2206 = "arith.select"(%2205, %arg1855, %arg1856) : (i1, f32, f32) -> f32
      "linalg.yield"(%2206) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<f32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %474 = "linalg.generic"(%6, %473, %443) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1852: f32, %arg1853: f32, %arg1854: f32):
      %2203 = "arith.cmpf"(%arg1852, %arg1853) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2204 = "arith.select"(%2203, %arg1852, %arg1853) : (i1, f32, f32) -> f32
      "linalg.yield"(%2204) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x72x4x4xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %475 = "tensor.pad"(%474) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1848: index, %arg1849: index, %arg1850: index, %arg1851: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>) -> tensor<4x72x6x6xf32>
    %476 = "tensor.empty"() : () -> tensor<4x72x2x2xf32>
    %477 = "linalg.fill"(%2, %476) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1846: f32, %arg1847: f32):
      "linalg.yield"(%arg1846) : (f32) -> ()
    }) : (f32, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %478 = "tensor.collapse_shape"(%arg50) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<72x1x3x3xf32>) -> tensor<72x3x3xf32>
    %479 = "linalg.depthwise_conv_2d_nchw_chw"(%475, %478, %477) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1843: f32, %arg1844: f32, %arg1845: f32):
      %2201 = "arith.mulf"(%arg1843, %arg1844) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2202 = "arith.addf"(%arg1845, %2201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2202) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map12, #map9, #map10]} : (tensor<4x72x6x6xf32>, tensor<72x3x3xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %480 = "linalg.generic"(%479, %447) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1841: f32, %arg1842: f32):
      %2200 = "arith.addf"(%arg1841, %arg1842) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2200) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<72xf32>) -> tensor<72xf32>
    %481 = "linalg.generic"(%480, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1839: f32, %arg1840: f32):
      %2199 = "arith.divf"(%arg1839, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2199) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %482 = "tensor.empty"() : () -> tensor<4x72x2x2xf64>
    %483 = "linalg.generic"(%479, %482) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1837: f32, %arg1838: f64):
      %2198 = "arith.extf"(%arg1837) : (f32) -> f64
      "linalg.yield"(%2198) : (f64) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<4x72x2x2xf64>) -> tensor<4x72x2x2xf64>
    %484 = "linalg.generic"(%483, %453) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1835: f64, %arg1836: f64):
      %2197 = "arith.addf"(%arg1835, %arg1836) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2197) : (f64) -> ()
    }) : (tensor<4x72x2x2xf64>, tensor<1x72x1x1xf64>) -> tensor<1x72x1x1xf64>
    %485 = "linalg.generic"(%484, %452) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1833: f64, %arg1834: f64):
      %2196 = "arith.divf"(%arg1833, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2196) : (f64) -> ()
    }) : (tensor<1x72x1x1xf64>, tensor<1x72x1x1xf64>) -> tensor<1x72x1x1xf64>
    %486 = "linalg.generic"(%483, %485, %482) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1830: f64, %arg1831: f64, %arg1832: f64):
      %2195 = "arith.subf"(%arg1830, %arg1831) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2195) : (f64) -> ()
    }) : (tensor<4x72x2x2xf64>, tensor<1x72x1x1xf64>, tensor<4x72x2x2xf64>) -> tensor<4x72x2x2xf64>
    %487 = "linalg.generic"(%486, %486, %482) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1827: f64, %arg1828: f64, %arg1829: f64):
      %2194 = "arith.mulf"(%arg1827, %arg1828) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2194) : (f64) -> ()
    }) : (tensor<4x72x2x2xf64>, tensor<4x72x2x2xf64>, tensor<4x72x2x2xf64>) -> tensor<4x72x2x2xf64>
    %488 = "linalg.generic"(%487, %459) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1825: f64, %arg1826: f64):
      %2193 = "arith.addf"(%arg1825, %arg1826) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2193) : (f64) -> ()
    }) : (tensor<4x72x2x2xf64>, tensor<72xf64>) -> tensor<72xf64>
    %489 = "linalg.generic"(%488, %458) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1823: f64, %arg1824: f64):
      %2192 = "arith.divf"(%arg1823, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2192) : (f64) -> ()
    }) : (tensor<72xf64>, tensor<72xf64>) -> tensor<72xf64>
    %490 = "linalg.generic"(%489, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1821: f64, %arg1822: f32):
      %2191 = "arith.truncf"(%arg1821) : (f64) -> f32
      "linalg.yield"(%2191) : (f32) -> ()
    }) : (tensor<72xf64>, tensor<72xf32>) -> tensor<72xf32>
    %491 = "linalg.generic"(%490, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1819: f32, %arg1820: f32):
      %2189 = "arith.truncf"(%9) : (f64) -> f32
      %2190 = "arith.addf"(%arg1819, %2189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2190) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %492 = "linalg.generic"(%491, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1817: f32, %arg1818: f32):
      %2188 = "math.rsqrt"(%arg1817) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2188) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %493 = "tensor.expand_shape"(%481) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %494 = "tensor.expand_shape"(%492) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %495 = "linalg.generic"(%479, %493, %476) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1814: f32, %arg1815: f32, %arg1816: f32):
      %2187 = "arith.subf"(%arg1814, %arg1815) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2187) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<1x72x1x1xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %496 = "linalg.generic"(%495, %494, %476) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1811: f32, %arg1812: f32, %arg1813: f32):
      %2186 = "arith.mulf"(%arg1811, %arg1812) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2186) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<1x72x1x1xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %497 = "tensor.expand_shape"(%arg51) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %498 = "linalg.generic"(%496, %497, %476) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1808: f32, %arg1809: f32, %arg1810: f32):
      %2185 = "arith.mulf"(%arg1808, %arg1809) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2185) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<1x72x1x1xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %499 = "tensor.expand_shape"(%arg52) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %500 = "linalg.generic"(%498, %499, %476) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1805: f32, %arg1806: f32, %arg1807: f32):
      %2184 = "arith.addf"(%arg1805, %arg1806) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2184) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<1x72x1x1xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %501 = "linalg.generic"(%500, %7, %476) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1802: f32, %arg1803: f32, %arg1804: f32):
      %2182 = "arith.cmpf"(%arg1802, %arg1803) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2183 = "arith.select"(%2182, %arg1802, %arg1803) : (i1, f32, f32) -> f32
      "linalg.yield"(%2183) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<f32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %502 = "linalg.generic"(%6, %501, %476) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1799: f32, %arg1800: f32, %arg1801: f32):
      %2180 = "arith.cmpf"(%arg1799, %arg1800) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2181 = "arith.select"(%2180, %arg1799, %arg1800) : (i1, f32, f32) -> f32
      "linalg.yield"(%2181) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x72x2x2xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %503 = "tensor.empty"() : () -> tensor<4x20x2x2xf32>
    %504 = "linalg.fill"(%2, %503) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1797: f32, %arg1798: f32):
      "linalg.yield"(%arg1797) : (f32) -> ()
    }) : (f32, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %505 = "linalg.conv_2d_nchw_fchw"(%502, %arg53, %504) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1794: f32, %arg1795: f32, %arg1796: f32):
      %2178 = "arith.mulf"(%arg1794, %arg1795) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2179 = "arith.addf"(%arg1796, %2178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2179) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x72x2x2xf32>, tensor<20x72x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %506 = "tensor.empty"() : () -> tensor<20xf32>
    %507 = "linalg.fill"(%2, %506) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1792: f32, %arg1793: f32):
      "linalg.yield"(%arg1792) : (f32) -> ()
    }) : (f32, tensor<20xf32>) -> tensor<20xf32>
    %508 = "linalg.generic"(%505, %507) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1790: f32, %arg1791: f32):
      %2177 = "arith.addf"(%arg1790, %arg1791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2177) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<20xf32>) -> tensor<20xf32>
    %509 = "linalg.generic"(%508, %506) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1788: f32, %arg1789: f32):
      %2176 = "arith.divf"(%arg1788, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2176) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %510 = "tensor.empty"() : () -> tensor<4x20x2x2xf64>
    %511 = "linalg.generic"(%505, %510) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1786: f32, %arg1787: f64):
      %2175 = "arith.extf"(%arg1786) : (f32) -> f64
      "linalg.yield"(%2175) : (f64) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<4x20x2x2xf64>) -> tensor<4x20x2x2xf64>
    %512 = "tensor.empty"() : () -> tensor<1x20x1x1xf64>
    %513 = "linalg.fill"(%3, %512) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1784: f64, %arg1785: f64):
      "linalg.yield"(%arg1784) : (f64) -> ()
    }) : (f64, tensor<1x20x1x1xf64>) -> tensor<1x20x1x1xf64>
    %514 = "linalg.generic"(%511, %513) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1782: f64, %arg1783: f64):
      %2174 = "arith.addf"(%arg1782, %arg1783) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2174) : (f64) -> ()
    }) : (tensor<4x20x2x2xf64>, tensor<1x20x1x1xf64>) -> tensor<1x20x1x1xf64>
    %515 = "linalg.generic"(%514, %512) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1780: f64, %arg1781: f64):
      %2173 = "arith.divf"(%arg1780, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2173) : (f64) -> ()
    }) : (tensor<1x20x1x1xf64>, tensor<1x20x1x1xf64>) -> tensor<1x20x1x1xf64>
    %516 = "linalg.generic"(%511, %515, %510) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1777: f64, %arg1778: f64, %arg1779: f64):
      %2172 = "arith.subf"(%arg1777, %arg1778) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2172) : (f64) -> ()
    }) : (tensor<4x20x2x2xf64>, tensor<1x20x1x1xf64>, tensor<4x20x2x2xf64>) -> tensor<4x20x2x2xf64>
    %517 = "linalg.generic"(%516, %516, %510) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1774: f64, %arg1775: f64, %arg1776: f64):
      %2171 = "arith.mulf"(%arg1774, %arg1775) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2171) : (f64) -> ()
    }) : (tensor<4x20x2x2xf64>, tensor<4x20x2x2xf64>, tensor<4x20x2x2xf64>) -> tensor<4x20x2x2xf64>
    %518 = "tensor.empty"() : () -> tensor<20xf64>
    %519 = "linalg.fill"(%3, %518) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1772: f64, %arg1773: f64):
      "linalg.yield"(%arg1772) : (f64) -> ()
    }) : (f64, tensor<20xf64>) -> tensor<20xf64>
    %520 = "linalg.generic"(%517, %519) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1770: f64, %arg1771: f64):
      %2170 = "arith.addf"(%arg1770, %arg1771) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2170) : (f64) -> ()
    }) : (tensor<4x20x2x2xf64>, tensor<20xf64>) -> tensor<20xf64>
    %521 = "linalg.generic"(%520, %518) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1768: f64, %arg1769: f64):
      %2169 = "arith.divf"(%arg1768, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2169) : (f64) -> ()
    }) : (tensor<20xf64>, tensor<20xf64>) -> tensor<20xf64>
    %522 = "linalg.generic"(%521, %506) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1766: f64, %arg1767: f32):
      %2168 = "arith.truncf"(%arg1766) : (f64) -> f32
      "linalg.yield"(%2168) : (f32) -> ()
    }) : (tensor<20xf64>, tensor<20xf32>) -> tensor<20xf32>
    %523 = "linalg.generic"(%522, %506) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1764: f32, %arg1765: f32):
      %2166 = "arith.truncf"(%9) : (f64) -> f32
      %2167 = "arith.addf"(%arg1764, %2166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2167) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %524 = "linalg.generic"(%523, %506) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1762: f32, %arg1763: f32):
      %2165 = "math.rsqrt"(%arg1762) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2165) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %525 = "tensor.expand_shape"(%509) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 20, 1, 1>}> : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %526 = "tensor.expand_shape"(%524) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 20, 1, 1>}> : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %527 = "linalg.generic"(%505, %525, %503) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1759: f32, %arg1760: f32, %arg1761: f32):
      %2164 = "arith.subf"(%arg1759, %arg1760) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2164) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<1x20x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %528 = "linalg.generic"(%527, %526, %503) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1756: f32, %arg1757: f32, %arg1758: f32):
      %2163 = "arith.mulf"(%arg1756, %arg1757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2163) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<1x20x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %529 = "tensor.expand_shape"(%arg54) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 20, 1, 1>}> : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %530 = "linalg.generic"(%528, %529, %503) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1753: f32, %arg1754: f32, %arg1755: f32):
      %2162 = "arith.mulf"(%arg1753, %arg1754) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2162) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<1x20x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %531 = "tensor.expand_shape"(%arg55) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 20, 1, 1>}> : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %532 = "linalg.generic"(%530, %531, %503) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1750: f32, %arg1751: f32, %arg1752: f32):
      %2161 = "arith.addf"(%arg1750, %arg1751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2161) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<1x20x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %533 = "tensor.empty"() : () -> tensor<4x120x2x2xf32>
    %534 = "linalg.fill"(%2, %533) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1748: f32, %arg1749: f32):
      "linalg.yield"(%arg1748) : (f32) -> ()
    }) : (f32, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %535 = "linalg.conv_2d_nchw_fchw"(%532, %arg56, %534) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1745: f32, %arg1746: f32, %arg1747: f32):
      %2159 = "arith.mulf"(%arg1745, %arg1746) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2160 = "arith.addf"(%arg1747, %2159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2160) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x20x2x2xf32>, tensor<120x20x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %536 = "tensor.empty"() : () -> tensor<120xf32>
    %537 = "linalg.fill"(%2, %536) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1743: f32, %arg1744: f32):
      "linalg.yield"(%arg1743) : (f32) -> ()
    }) : (f32, tensor<120xf32>) -> tensor<120xf32>
    %538 = "linalg.generic"(%535, %537) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1741: f32, %arg1742: f32):
      %2158 = "arith.addf"(%arg1741, %arg1742) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2158) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<120xf32>) -> tensor<120xf32>
    %539 = "linalg.generic"(%538, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1739: f32, %arg1740: f32):
      %2157 = "arith.divf"(%arg1739, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2157) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %540 = "tensor.empty"() : () -> tensor<4x120x2x2xf64>
    %541 = "linalg.generic"(%535, %540) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1737: f32, %arg1738: f64):
      %2156 = "arith.extf"(%arg1737) : (f32) -> f64
      "linalg.yield"(%2156) : (f64) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xf64>) -> tensor<4x120x2x2xf64>
    %542 = "tensor.empty"() : () -> tensor<1x120x1x1xf64>
    %543 = "linalg.fill"(%3, %542) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1735: f64, %arg1736: f64):
      "linalg.yield"(%arg1735) : (f64) -> ()
    }) : (f64, tensor<1x120x1x1xf64>) -> tensor<1x120x1x1xf64>
    %544 = "linalg.generic"(%541, %543) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1733: f64, %arg1734: f64):
      %2155 = "arith.addf"(%arg1733, %arg1734) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2155) : (f64) -> ()
    }) : (tensor<4x120x2x2xf64>, tensor<1x120x1x1xf64>) -> tensor<1x120x1x1xf64>
    %545 = "linalg.generic"(%544, %542) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1731: f64, %arg1732: f64):
      %2154 = "arith.divf"(%arg1731, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2154) : (f64) -> ()
    }) : (tensor<1x120x1x1xf64>, tensor<1x120x1x1xf64>) -> tensor<1x120x1x1xf64>
    %546 = "linalg.generic"(%541, %545, %540) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1728: f64, %arg1729: f64, %arg1730: f64):
      %2153 = "arith.subf"(%arg1728, %arg1729) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2153) : (f64) -> ()
    }) : (tensor<4x120x2x2xf64>, tensor<1x120x1x1xf64>, tensor<4x120x2x2xf64>) -> tensor<4x120x2x2xf64>
    %547 = "linalg.generic"(%546, %546, %540) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1725: f64, %arg1726: f64, %arg1727: f64):
      %2152 = "arith.mulf"(%arg1725, %arg1726) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2152) : (f64) -> ()
    }) : (tensor<4x120x2x2xf64>, tensor<4x120x2x2xf64>, tensor<4x120x2x2xf64>) -> tensor<4x120x2x2xf64>
    %548 = "tensor.empty"() : () -> tensor<120xf64>
    %549 = "linalg.fill"(%3, %548) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1723: f64, %arg1724: f64):
      "linalg.yield"(%arg1723) : (f64) -> ()
    }) : (f64, tensor<120xf64>) -> tensor<120xf64>
    %550 = "linalg.generic"(%547, %549) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1721: f64, %arg1722: f64):
      %2151 = "arith.addf"(%arg1721, %arg1722) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2151) : (f64) -> ()
    }) : (tensor<4x120x2x2xf64>, tensor<120xf64>) -> tensor<120xf64>
    %551 = "linalg.generic"(%550, %548) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1719: f64, %arg1720: f64):
      %2150 = "arith.divf"(%arg1719, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2150) : (f64) -> ()
    }) : (tensor<120xf64>, tensor<120xf64>) -> tensor<120xf64>
    %552 = "linalg.generic"(%551, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1717: f64, %arg1718: f32):
      %2149 = "arith.truncf"(%arg1717) : (f64) -> f32
      "linalg.yield"(%2149) : (f32) -> ()
    }) : (tensor<120xf64>, tensor<120xf32>) -> tensor<120xf32>
    %553 = "linalg.generic"(%552, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1715: f32, %arg1716: f32):
      %2147 = "arith.truncf"(%9) : (f64) -> f32
      %2148 = "arith.addf"(%arg1715, %2147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2148) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %554 = "linalg.generic"(%553, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1713: f32, %arg1714: f32):
      %2146 = "math.rsqrt"(%arg1713) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2146) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %555 = "tensor.expand_shape"(%539) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %556 = "tensor.expand_shape"(%554) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %557 = "linalg.generic"(%535, %555, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1710: f32, %arg1711: f32, %arg1712: f32):
      %2145 = "arith.subf"(%arg1710, %arg1711) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2145) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %558 = "linalg.generic"(%557, %556, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1707: f32, %arg1708: f32, %arg1709: f32):
      %2144 = "arith.mulf"(%arg1707, %arg1708) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2144) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %559 = "tensor.expand_shape"(%arg57) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %560 = "linalg.generic"(%558, %559, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1704: f32, %arg1705: f32, %arg1706: f32):
      %2143 = "arith.mulf"(%arg1704, %arg1705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2143) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %561 = "tensor.expand_shape"(%arg58) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %562 = "linalg.generic"(%560, %561, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1701: f32, %arg1702: f32, %arg1703: f32):
      %2142 = "arith.addf"(%arg1701, %arg1702) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2142) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %563 = "linalg.generic"(%562, %7, %533) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1698: f32, %arg1699: f32, %arg1700: f32):
      %2140 = "arith.cmpf"(%arg1698, %arg1699) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2141 = "arith.select"(%2140, %arg1698, %arg1699) : (i1, f32, f32) -> f32
      "linalg.yield"(%2141) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<f32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %564 = "linalg.generic"(%6, %563, %533) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1695: f32, %arg1696: f32, %arg1697: f32):
      %2138 = "arith.cmpf"(%arg1695, %arg1696) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2139 = "arith.select"(%2138, %arg1695, %arg1696) : (i1, f32, f32) -> f32
      "linalg.yield"(%2139) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %565 = "tensor.pad"(%564) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1691: index, %arg1692: index, %arg1693: index, %arg1694: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>) -> tensor<4x120x4x4xf32>
    %566 = "tensor.collapse_shape"(%arg59) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<120x1x3x3xf32>) -> tensor<120x3x3xf32>
    %567 = "linalg.depthwise_conv_2d_nchw_chw"(%565, %566, %534) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1688: f32, %arg1689: f32, %arg1690: f32):
      %2136 = "arith.mulf"(%arg1688, %arg1689) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2137 = "arith.addf"(%arg1690, %2136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2137) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x120x4x4xf32>, tensor<120x3x3xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %568 = "linalg.generic"(%567, %537) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1686: f32, %arg1687: f32):
      %2135 = "arith.addf"(%arg1686, %arg1687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2135) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<120xf32>) -> tensor<120xf32>
    %569 = "linalg.generic"(%568, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1684: f32, %arg1685: f32):
      %2134 = "arith.divf"(%arg1684, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2134) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %570 = "linalg.generic"(%567, %540) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1682: f32, %arg1683: f64):
      %2133 = "arith.extf"(%arg1682) : (f32) -> f64
      "linalg.yield"(%2133) : (f64) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xf64>) -> tensor<4x120x2x2xf64>
    %571 = "linalg.generic"(%570, %543) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1680: f64, %arg1681: f64):
      %2132 = "arith.addf"(%arg1680, %arg1681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2132) : (f64) -> ()
    }) : (tensor<4x120x2x2xf64>, tensor<1x120x1x1xf64>) -> tensor<1x120x1x1xf64>
    %572 = "linalg.generic"(%571, %542) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1678: f64, %arg1679: f64):
      %2131 = "arith.divf"(%arg1678, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2131) : (f64) -> ()
    }) : (tensor<1x120x1x1xf64>, tensor<1x120x1x1xf64>) -> tensor<1x120x1x1xf64>
    %573 = "linalg.generic"(%570, %572, %540) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1675: f64, %arg1676: f64, %arg1677: f64):
      %2130 = "arith.subf"(%arg1675, %arg1676) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2130) : (f64) -> ()
    }) : (tensor<4x120x2x2xf64>, tensor<1x120x1x1xf64>, tensor<4x120x2x2xf64>) -> tensor<4x120x2x2xf64>
    %574 = "linalg.generic"(%573, %573, %540) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1672: f64, %arg1673: f64, %arg1674: f64):
      %2129 = "arith.mulf"(%arg1672, %arg1673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2129) : (f64) -> ()
    }) : (tensor<4x120x2x2xf64>, tensor<4x120x2x2xf64>, tensor<4x120x2x2xf64>) -> tensor<4x120x2x2xf64>
    %575 = "linalg.generic"(%574, %549) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1670: f64, %arg1671: f64):
      %2128 = "arith.addf"(%arg1670, %arg1671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2128) : (f64) -> ()
    }) : (tensor<4x120x2x2xf64>, tensor<120xf64>) -> tensor<120xf64>
    %576 = "linalg.generic"(%575, %548) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1668: f64, %arg1669: f64):
      %2127 = "arith.divf"(%arg1668, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2127) : (f64) -> ()
    }) : (tensor<120xf64>, tensor<120xf64>) -> tensor<120xf64>
    %577 = "linalg.generic"(%576, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1666: f64, %arg1667: f32):
      %2126 = "arith.truncf"(%arg1666) : (f64) -> f32
      "linalg.yield"(%2126) : (f32) -> ()
    }) : (tensor<120xf64>, tensor<120xf32>) -> tensor<120xf32>
    %578 = "linalg.generic"(%577, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1664: f32, %arg1665: f32):
      %2124 = "arith.truncf"(%9) : (f64) -> f32
      %2125 = "arith.addf"(%arg1664, %2124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2125) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %579 = "linalg.generic"(%578, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1662: f32, %arg1663: f32):
      %2123 = "math.rsqrt"(%arg1662) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2123) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %580 = "tensor.expand_shape"(%569) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %581 = "tensor.expand_shape"(%579) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %582 = "linalg.generic"(%567, %580, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1659: f32, %arg1660: f32, %arg1661: f32):
      %2122 = "arith.subf"(%arg1659, %arg1660) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2122) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %583 = "linalg.generic"(%582, %581, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1656: f32, %arg1657: f32, %arg1658: f32):
      %2121 = "arith.mulf"(%arg1656, %arg1657) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2121) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %584 = "tensor.expand_shape"(%arg60) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %585 = "linalg.generic"(%583, %584, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1653: f32, %arg1654: f32, %arg1655: f32):
      %2120 = "arith.mulf"(%arg1653, %arg1654) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2120) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %586 = "tensor.expand_shape"(%arg61) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %587 = "linalg.generic"(%585, %586, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1650: f32, %arg1651: f32, %arg1652: f32):
      %2119 = "arith.addf"(%arg1650, %arg1651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2119) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %588 = "linalg.generic"(%587, %7, %533) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1647: f32, %arg1648: f32, %arg1649: f32):
      %2117 = "arith.cmpf"(%arg1647, %arg1648) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2118 = "arith.select"(%2117, %arg1647, %arg1648) : (i1, f32, f32) -> f32
      "linalg.yield"(%2118) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<f32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %589 = "linalg.generic"(%6, %588, %533) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1644: f32, %arg1645: f32, %arg1646: f32):
      %2115 = "arith.cmpf"(%arg1644, %arg1645) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2116 = "arith.select"(%2115, %arg1644, %arg1645) : (i1, f32, f32) -> f32
      "linalg.yield"(%2116) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %590 = "tensor.empty"() : () -> tensor<4x40x2x2xf32>
    %591 = "linalg.fill"(%2, %590) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1642: f32, %arg1643: f32):
      "linalg.yield"(%arg1642) : (f32) -> ()
    }) : (f32, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %592 = "linalg.conv_2d_nchw_fchw"(%589, %arg62, %591) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1639: f32, %arg1640: f32, %arg1641: f32):
      %2113 = "arith.mulf"(%arg1639, %arg1640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2114 = "arith.addf"(%arg1641, %2113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2114) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x120x2x2xf32>, tensor<40x120x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %593 = "tensor.empty"() : () -> tensor<40xf32>
    %594 = "linalg.fill"(%2, %593) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1637: f32, %arg1638: f32):
      "linalg.yield"(%arg1637) : (f32) -> ()
    }) : (f32, tensor<40xf32>) -> tensor<40xf32>
    %595 = "linalg.generic"(%592, %594) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1635: f32, %arg1636: f32):
      %2112 = "arith.addf"(%arg1635, %arg1636) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2112) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<40xf32>) -> tensor<40xf32>
    %596 = "linalg.generic"(%595, %593) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1633: f32, %arg1634: f32):
      %2111 = "arith.divf"(%arg1633, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2111) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %597 = "tensor.empty"() : () -> tensor<4x40x2x2xf64>
    %598 = "linalg.generic"(%592, %597) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1631: f32, %arg1632: f64):
      %2110 = "arith.extf"(%arg1631) : (f32) -> f64
      "linalg.yield"(%2110) : (f64) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<4x40x2x2xf64>) -> tensor<4x40x2x2xf64>
    %599 = "tensor.empty"() : () -> tensor<1x40x1x1xf64>
    %600 = "linalg.fill"(%3, %599) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1629: f64, %arg1630: f64):
      "linalg.yield"(%arg1629) : (f64) -> ()
    }) : (f64, tensor<1x40x1x1xf64>) -> tensor<1x40x1x1xf64>
    %601 = "linalg.generic"(%598, %600) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1627: f64, %arg1628: f64):
      %2109 = "arith.addf"(%arg1627, %arg1628) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2109) : (f64) -> ()
    }) : (tensor<4x40x2x2xf64>, tensor<1x40x1x1xf64>) -> tensor<1x40x1x1xf64>
    %602 = "linalg.generic"(%601, %599) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1625: f64, %arg1626: f64):
      %2108 = "arith.divf"(%arg1625, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2108) : (f64) -> ()
    }) : (tensor<1x40x1x1xf64>, tensor<1x40x1x1xf64>) -> tensor<1x40x1x1xf64>
    %603 = "linalg.generic"(%598, %602, %597) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1622: f64, %arg1623: f64, %arg1624: f64):
      %2107 = "arith.subf"(%arg1622, %arg1623) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2107) : (f64) -> ()
    }) : (tensor<4x40x2x2xf64>, tensor<1x40x1x1xf64>, tensor<4x40x2x2xf64>) -> tensor<4x40x2x2xf64>
    %604 = "linalg.generic"(%603, %603, %597) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1619: f64, %arg1620: f64, %arg1621: f64):
      %2106 = "arith.mulf"(%arg1619, %arg1620) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2106) : (f64) -> ()
    }) : (tensor<4x40x2x2xf64>, tensor<4x40x2x2xf64>, tensor<4x40x2x2xf64>) -> tensor<4x40x2x2xf64>
    %605 = "tensor.empty"() : () -> tensor<40xf64>
    %606 = "linalg.fill"(%3, %605) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1617: f64, %arg1618: f64):
      "linalg.yield"(%arg1617) : (f64) -> ()
    }) : (f64, tensor<40xf64>) -> tensor<40xf64>
    %607 = "linalg.generic"(%604, %606) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1615: f64, %arg1616: f64):
      %2105 = "arith.addf"(%arg1615, %arg1616) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2105) : (f64) -> ()
    }) : (tensor<4x40x2x2xf64>, tensor<40xf64>) -> tensor<40xf64>
    %608 = "linalg.generic"(%607, %605) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1613: f64, %arg1614: f64):
      %2104 = "arith.divf"(%arg1613, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2104) : (f64) -> ()
    }) : (tensor<40xf64>, tensor<40xf64>) -> tensor<40xf64>
    %609 = "linalg.generic"(%608, %593) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1611: f64, %arg1612: f32):
      %2103 = "arith.truncf"(%arg1611) : (f64) -> f32
      "linalg.yield"(%2103) : (f32) -> ()
    }) : (tensor<40xf64>, tensor<40xf32>) -> tensor<40xf32>
    %610 = "linalg.generic"(%609, %593) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1609: f32, %arg1610: f32):
      %2101 = "arith.truncf"(%9) : (f64) -> f32
      %2102 = "arith.addf"(%arg1609, %2101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2102) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %611 = "linalg.generic"(%610, %593) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1607: f32, %arg1608: f32):
      %2100 = "math.rsqrt"(%arg1607) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2100) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %612 = "tensor.expand_shape"(%596) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 40, 1, 1>}> : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %613 = "tensor.expand_shape"(%611) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 40, 1, 1>}> : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %614 = "linalg.generic"(%592, %612, %590) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1604: f32, %arg1605: f32, %arg1606: f32):
      %2099 = "arith.subf"(%arg1604, %arg1605) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2099) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<1x40x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %615 = "linalg.generic"(%614, %613, %590) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1601: f32, %arg1602: f32, %arg1603: f32):
      %2098 = "arith.mulf"(%arg1601, %arg1602) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2098) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<1x40x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %616 = "tensor.expand_shape"(%arg63) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 40, 1, 1>}> : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %617 = "linalg.generic"(%615, %616, %590) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1598: f32, %arg1599: f32, %arg1600: f32):
      %2097 = "arith.mulf"(%arg1598, %arg1599) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2097) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<1x40x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %618 = "tensor.expand_shape"(%arg64) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 40, 1, 1>}> : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %619 = "linalg.generic"(%617, %618, %590) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1595: f32, %arg1596: f32, %arg1597: f32):
      %2096 = "arith.addf"(%arg1595, %arg1596) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2096) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<1x40x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %620 = "tensor.empty"() : () -> tensor<4x16x2x2xf32>
    %621 = "linalg.fill"(%2, %620) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1593: f32, %arg1594: f32):
      "linalg.yield"(%arg1593) : (f32) -> ()
    }) : (f32, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %622 = "linalg.conv_2d_nchw_fchw"(%619, %arg65, %621) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1590: f32, %arg1591: f32, %arg1592: f32):
      %2094 = "arith.mulf"(%arg1590, %arg1591) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2095 = "arith.addf"(%arg1592, %2094) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2095) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x40x2x2xf32>, tensor<16x40x1x1xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %623 = "tensor.empty"() : () -> tensor<16xf32>
    %624 = "linalg.fill"(%2, %623) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1588: f32, %arg1589: f32):
      "linalg.yield"(%arg1588) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %625 = "linalg.generic"(%622, %624) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1586: f32, %arg1587: f32):
      %2093 = "arith.addf"(%arg1586, %arg1587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2093) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %626 = "linalg.generic"(%625, %623) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1584: f32, %arg1585: f32):
      %2092 = "arith.divf"(%arg1584, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2092) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %627 = "tensor.empty"() : () -> tensor<4x16x2x2xf64>
    %628 = "linalg.generic"(%622, %627) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1582: f32, %arg1583: f64):
      %2091 = "arith.extf"(%arg1582) : (f32) -> f64
      "linalg.yield"(%2091) : (f64) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<4x16x2x2xf64>) -> tensor<4x16x2x2xf64>
    %629 = "tensor.empty"() : () -> tensor<1x16x1x1xf64>
    %630 = "linalg.fill"(%3, %629) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1580: f64, %arg1581: f64):
      "linalg.yield"(%arg1580) : (f64) -> ()
    }) : (f64, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %631 = "linalg.generic"(%628, %630) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1578: f64, %arg1579: f64):
      %2090 = "arith.addf"(%arg1578, %arg1579) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2090) : (f64) -> ()
    }) : (tensor<4x16x2x2xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %632 = "linalg.generic"(%631, %629) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1576: f64, %arg1577: f64):
      %2089 = "arith.divf"(%arg1576, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2089) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %633 = "linalg.generic"(%628, %632, %627) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1573: f64, %arg1574: f64, %arg1575: f64):
      %2088 = "arith.subf"(%arg1573, %arg1574) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2088) : (f64) -> ()
    }) : (tensor<4x16x2x2xf64>, tensor<1x16x1x1xf64>, tensor<4x16x2x2xf64>) -> tensor<4x16x2x2xf64>
    %634 = "linalg.generic"(%633, %633, %627) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1570: f64, %arg1571: f64, %arg1572: f64):
      %2087 = "arith.mulf"(%arg1570, %arg1571) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2087) : (f64) -> ()
    }) : (tensor<4x16x2x2xf64>, tensor<4x16x2x2xf64>, tensor<4x16x2x2xf64>) -> tensor<4x16x2x2xf64>
    %635 = "tensor.empty"() : () -> tensor<16xf64>
    %636 = "linalg.fill"(%3, %635) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1568: f64, %arg1569: f64):
      "linalg.yield"(%arg1568) : (f64) -> ()
    }) : (f64, tensor<16xf64>) -> tensor<16xf64>
    %637 = "linalg.generic"(%634, %636) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1566: f64, %arg1567: f64):
      %2086 = "arith.addf"(%arg1566, %arg1567) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2086) : (f64) -> ()
    }) : (tensor<4x16x2x2xf64>, tensor<16xf64>) -> tensor<16xf64>
    %638 = "linalg.generic"(%637, %635) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1564: f64, %arg1565: f64):
      %2085 = "arith.divf"(%arg1564, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2085) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %639 = "linalg.generic"(%638, %623) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1562: f64, %arg1563: f32):
      %2084 = "arith.truncf"(%arg1562) : (f64) -> f32
      "linalg.yield"(%2084) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %640 = "linalg.generic"(%639, %623) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1560: f32, %arg1561: f32):
      %2082 = "arith.truncf"(%9) : (f64) -> f32
      %2083 = "arith.addf"(%arg1560, %2082) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2083) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %641 = "linalg.generic"(%640, %623) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1558: f32, %arg1559: f32):
      %2081 = "math.rsqrt"(%arg1558) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2081) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %642 = "tensor.expand_shape"(%626) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %643 = "tensor.expand_shape"(%641) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %644 = "linalg.generic"(%622, %642, %620) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1555: f32, %arg1556: f32, %arg1557: f32):
      %2080 = "arith.subf"(%arg1555, %arg1556) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2080) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %645 = "linalg.generic"(%644, %643, %620) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1552: f32, %arg1553: f32, %arg1554: f32):
      %2079 = "arith.mulf"(%arg1552, %arg1553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2079) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %646 = "tensor.expand_shape"(%arg66) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %647 = "linalg.generic"(%645, %646, %620) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1549: f32, %arg1550: f32, %arg1551: f32):
      %2078 = "arith.mulf"(%arg1549, %arg1550) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2078) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %648 = "tensor.expand_shape"(%arg67) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %649 = "linalg.generic"(%647, %648, %620) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1546: f32, %arg1547: f32, %arg1548: f32):
      %2077 = "arith.addf"(%arg1546, %arg1547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2077) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %650 = "linalg.generic"(%649, %7, %620) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1543: f32, %arg1544: f32, %arg1545: f32):
      %2075 = "arith.cmpf"(%arg1543, %arg1544) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2076 = "arith.select"(%2075, %arg1543, %arg1544) : (i1, f32, f32) -> f32
      "linalg.yield"(%2076) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<f32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %651 = "linalg.generic"(%6, %650, %620) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1540: f32, %arg1541: f32, %arg1542: f32):
      %2073 = "arith.cmpf"(%arg1540, %arg1541) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %2074 = "arith.select"(%2073, %arg1540, %arg1541) : (i1, f32, f32) -> f32
      "linalg.yield"(%2074) : (f32) -> ()
    }) : (tensor<f32>, tensor<4x16x2x2xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %652 = "tensor.empty"() : () -> tensor<4x16xf32>
    %653 = "linalg.fill"(%2, %652) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1538: f32, %arg1539: f32):
      "linalg.yield"(%arg1538) : (f32) -> ()
    }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
    %654 = "linalg.generic"(%651, %653) <{indexing_maps = [#map3, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1536: f32, %arg1537: f32):
      %2072 = "arith.addf"(%arg1536, %arg1537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2072) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %655 = "linalg.generic"(%654, %652) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1534: f32, %arg1535: f32):
      %2071 = "arith.divf"(%arg1534, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2071) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %656 = "tensor.empty"() : () -> tensor<16x10xf32>
    %657 = "linalg.transpose"(%arg68, %656) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1532: f32, %arg1533: f32):
      "linalg.yield"(%arg1532) : (f32) -> ()
    }) : (tensor<10x16xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %658 = "tensor.empty"() : () -> tensor<4x10xf32>
    %659 = "linalg.fill"(%2, %658) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1530: f32, %arg1531: f32):
      "linalg.yield"(%arg1530) : (f32) -> ()
    }) : (f32, tensor<4x10xf32>) -> tensor<4x10xf32>
    %660 = "linalg.matmul"(%655, %657, %659) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1527: f32, %arg1528: f32, %arg1529: f32):
      %2069 = "arith.mulf"(%arg1527, %arg1528) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2070 = "arith.addf"(%arg1529, %2069) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2070) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %661 = "linalg.generic"(%arg69, %658) <{indexing_maps = [#map18, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1525: f32, %arg1526: f32):
      "linalg.yield"(%arg1525) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %662 = "linalg.generic"(%660, %661, %658) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1522: f32, %arg1523: f32, %arg1524: f32):
      %2068 = "arith.addf"(%arg1522, %arg1523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2068) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %663 = "tensor.empty"() : () -> tensor<4xi64>
    %664 = "linalg.fill"(%1, %663) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1520: i64, %arg1521: i64):
      "linalg.yield"(%arg1520) : (i64) -> ()
    }) : (i64, tensor<4xi64>) -> tensor<4xi64>
    %665 = "linalg.fill"(%4, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1518: f32, %arg1519: f32):
      "linalg.yield"(%arg1518) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %666:2 = "linalg.generic"(%662, %665, %664) <{indexing_maps = [#map14, #map19, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1515: f32, %arg1516: f32, %arg1517: i64):
      %2063 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %2064 = "arith.index_cast"(%2063) : (index) -> i64
      %2065 = "arith.maximumf"(%arg1515, %arg1516) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2066 = "arith.cmpf"(%arg1515, %arg1516) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2067 = "arith.select"(%2066, %2064, %arg1517) : (i1, i64, i64) -> i64
      "linalg.yield"(%2065, %2067) : (f32, i64) -> ()
    }) : (tensor<4x10xf32>, tensor<4xf32>, tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>)
    %667 = "tensor.expand_shape"(%666#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %668 = "linalg.generic"(%662, %667, %658) <{indexing_maps = [#map14, #map20, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1512: f32, %arg1513: f32, %arg1514: f32):
      %2062 = "arith.subf"(%arg1512, %arg1513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2062) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %669 = "linalg.generic"(%668, %658) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1510: f32, %arg1511: f32):
      %2061 = "math.exp"(%arg1510) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2061) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %670 = "tensor.empty"() : () -> tensor<4x1xf32>
    %671 = "linalg.fill"(%2, %670) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1508: f32, %arg1509: f32):
      "linalg.yield"(%arg1508) : (f32) -> ()
    }) : (f32, tensor<4x1xf32>) -> tensor<4x1xf32>
    %672 = "linalg.generic"(%669, %671) <{indexing_maps = [#map14, #map20], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1506: f32, %arg1507: f32):
      %2060 = "arith.addf"(%arg1506, %arg1507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2060) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %673 = "linalg.generic"(%672, %670) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1504: f32, %arg1505: f32):
      %2059 = "math.log"(%arg1504) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2059) : (f32) -> ()
    }) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %674 = "linalg.generic"(%668, %673, %658) <{indexing_maps = [#map14, #map20, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1501: f32, %arg1502: f32, %arg1503: f32):
      %2058 = "arith.subf"(%arg1501, %arg1502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2058) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %675 = "tensor.empty"() : () -> tensor<4xi1>
    %676 = "linalg.generic"(%arg1, %675) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1499: i64, %arg1500: i1):
      %2057 = "arith.cmpi"(%arg1499, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%2057) : (i1) -> ()
    }) : (tensor<4xi64>, tensor<4xi1>) -> tensor<4xi1>
    %677 = "linalg.generic"(%676, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1497: i1, %arg1498: f32):
      %2056 = "arith.uitofp"(%arg1497) : (i1) -> f32
      "linalg.yield"(%2056) : (f32) -> ()
    }) : (tensor<4xi1>, tensor<4xf32>) -> tensor<4xf32>
    %678 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xi64>) -> tensor<4x1xi64>
    %679 = "tensor.empty"() : () -> tensor<10xi64>
    %680 = "linalg.generic"(%679) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1496: i64):
      %2054 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %2055 = "arith.index_cast"(%2054) : (index) -> i64
      "linalg.yield"(%2055) : (i64) -> ()
    }) : (tensor<10xi64>) -> tensor<10xi64>
    %681 = "tensor.empty"() : () -> tensor<4x10xi1>
    %682 = "linalg.generic"(%678, %680, %681) <{indexing_maps = [#map20, #map18, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1493: i64, %arg1494: i64, %arg1495: i1):
      %2053 = "arith.cmpi"(%arg1493, %arg1494) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%2053) : (i1) -> ()
    }) : (tensor<4x1xi64>, tensor<10xi64>, tensor<4x10xi1>) -> tensor<4x10xi1>
    %683 = "linalg.generic"(%682, %658) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1491: i1, %arg1492: f32):
      %2052 = "arith.uitofp"(%arg1491) : (i1) -> f32
      "linalg.yield"(%2052) : (f32) -> ()
    }) : (tensor<4x10xi1>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %684 = "linalg.generic"(%674, %683, %658) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1488: f32, %arg1489: f32, %arg1490: f32):
      %2051 = "arith.mulf"(%arg1488, %arg1489) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2051) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %685 = "linalg.generic"(%684, %41) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1486: f32, %arg1487: f32):
      %2050 = "arith.addf"(%arg1486, %arg1487) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2050) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4xf32>) -> tensor<4xf32>
    %686 = "linalg.generic"(%685, %677, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1483: f32, %arg1484: f32, %arg1485: f32):
      %2049 = "arith.mulf"(%arg1483, %arg1484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2049) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %687 = "tensor.empty"() : () -> tensor<f32>
    %688 = "linalg.fill"(%2, %687) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1481: f32, %arg1482: f32):
      "linalg.yield"(%arg1481) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %689 = "linalg.generic"(%686, %688) <{indexing_maps = [#map5, #map21], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1479: f32, %arg1480: f32):
      %2048 = "arith.addf"(%arg1479, %arg1480) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2048) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %690 = "linalg.generic"(%689, %687) <{indexing_maps = [#map22, #map22], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1477: f32, %arg1478: f32):
      %2047 = "arith.negf"(%arg1477) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2047) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %691 = "linalg.generic"(%677, %688) <{indexing_maps = [#map5, #map21], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1475: f32, %arg1476: f32):
      %2046 = "arith.addf"(%arg1475, %arg1476) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2046) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %692 = "linalg.generic"(%690, %691, %687) <{indexing_maps = [#map22, #map22, #map22], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1472: f32, %arg1473: f32, %arg1474: f32):
      %2045 = "arith.divf"(%arg1472, %arg1473) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2045) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %693 = "tensor.expand_shape"(%677) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %694 = "linalg.generic"(%5, %687) <{indexing_maps = [#map22, #map22], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1470: f32, %arg1471: f32):
      %2044 = "arith.negf"(%arg1470) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2044) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %695 = "linalg.generic"(%694, %691, %687) <{indexing_maps = [#map22, #map22, #map22], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1467: f32, %arg1468: f32, %arg1469: f32):
      %2043 = "arith.divf"(%arg1467, %arg1468) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2043) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %696 = "linalg.generic"(%683, %693, %658) <{indexing_maps = [#map14, #map20, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1464: f32, %arg1465: f32, %arg1466: f32):
      %2042 = "arith.mulf"(%arg1464, %arg1465) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2042) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %697 = "linalg.generic"(%696, %695, %658) <{indexing_maps = [#map14, #map23, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1461: f32, %arg1462: f32, %arg1463: f32):
      %2041 = "arith.mulf"(%arg1461, %arg1462) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2041) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<f32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %698 = "linalg.generic"(%674, %658) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1459: f32, %arg1460: f32):
      %2040 = "math.exp"(%arg1459) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2040) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %699 = "linalg.generic"(%697, %671) <{indexing_maps = [#map14, #map20], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1457: f32, %arg1458: f32):
      %2039 = "arith.addf"(%arg1457, %arg1458) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2039) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %700 = "linalg.generic"(%698, %699, %658) <{indexing_maps = [#map14, #map20, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1454: f32, %arg1455: f32, %arg1456: f32):
      %2038 = "arith.mulf"(%arg1454, %arg1455) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2038) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %701 = "linalg.generic"(%697, %700, %658) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1451: f32, %arg1452: f32, %arg1453: f32):
      %2037 = "arith.subf"(%arg1451, %arg1452) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2037) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %702 = "linalg.matmul"(%701, %arg68, %653) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1448: f32, %arg1449: f32, %arg1450: f32):
      %2035 = "arith.mulf"(%arg1448, %arg1449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2036 = "arith.addf"(%arg1450, %2035) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2036) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<10x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %703 = "tensor.empty"() : () -> tensor<10x4xf32>
    %704 = "linalg.transpose"(%701, %703) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1446: f32, %arg1447: f32):
      "linalg.yield"(%arg1446) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<10x4xf32>) -> tensor<10x4xf32>
    %705 = "tensor.empty"() : () -> tensor<10x16xf32>
    %706 = "linalg.fill"(%2, %705) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1444: f32, %arg1445: f32):
      "linalg.yield"(%arg1444) : (f32) -> ()
    }) : (f32, tensor<10x16xf32>) -> tensor<10x16xf32>
    %707 = "linalg.matmul"(%704, %655, %706) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1441: f32, %arg1442: f32, %arg1443: f32):
      %2033 = "arith.mulf"(%arg1441, %arg1442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2034 = "arith.addf"(%arg1443, %2033) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2034) : (f32) -> ()
    }) : (tensor<10x4xf32>, tensor<4x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %708 = "tensor.empty"() : () -> tensor<1x10xf32>
    %709 = "linalg.fill"(%2, %708) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1439: f32, %arg1440: f32):
      "linalg.yield"(%arg1439) : (f32) -> ()
    }) : (f32, tensor<1x10xf32>) -> tensor<1x10xf32>
    %710 = "linalg.generic"(%701, %709) <{indexing_maps = [#map14, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1437: f32, %arg1438: f32):
      %2032 = "arith.addf"(%arg1437, %arg1438) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2032) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %711 = "tensor.collapse_shape"(%710) <{reassociation = [[0, 1]]}> : (tensor<1x10xf32>) -> tensor<10xf32>
    %712 = "linalg.generic"(%702, %620) <{indexing_maps = [#map13, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1435: f32, %arg1436: f32):
      "linalg.yield"(%arg1435) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %713 = "linalg.generic"(%712, %620) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1433: f32, %arg1434: f32):
      %2031 = "arith.divf"(%arg1433, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2031) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %714 = "tensor.empty"() : () -> tensor<4x16x2x2xi1>
    %715 = "linalg.generic"(%649, %714) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1431: f32, %arg1432: i1):
      %2029 = "arith.extf"(%arg1431) : (f32) -> f64
      %2030 = "arith.cmpf"(%2029, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%2030) : (i1) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<4x16x2x2xi1>) -> tensor<4x16x2x2xi1>
    %716 = "linalg.generic"(%649, %714) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1429: f32, %arg1430: i1):
      %2027 = "arith.extf"(%arg1429) : (f32) -> f64
      %2028 = "arith.cmpf"(%2027, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%2028) : (i1) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<4x16x2x2xi1>) -> tensor<4x16x2x2xi1>
    %717 = "linalg.generic"(%715, %716, %714) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1426: i1, %arg1427: i1, %arg1428: i1):
      %2026 = "arith.ori"(%arg1426, %arg1427) : (i1, i1) -> i1
      "linalg.yield"(%2026) : (i1) -> ()
    }) : (tensor<4x16x2x2xi1>, tensor<4x16x2x2xi1>, tensor<4x16x2x2xi1>) -> tensor<4x16x2x2xi1>
    %718 = "linalg.generic"(%717, %7, %713, %620) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1422: i1, %arg1423: f32, %arg1424: f32, %arg1425: f32):
      %2025 = "arith.select"(%arg1422, %arg1423, %arg1424) : (i1, f32, f32) -> f32
      "linalg.yield"(%2025) : (f32) -> ()
    }) : (tensor<4x16x2x2xi1>, tensor<f32>, tensor<4x16x2x2xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %719 = "linalg.generic"(%718, %624) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1420: f32, %arg1421: f32):
      %2024 = "arith.addf"(%arg1420, %arg1421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2024) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %720 = "linalg.generic"(%718, %644, %620) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1417: f32, %arg1418: f32, %arg1419: f32):
      %2023 = "arith.mulf"(%arg1417, %arg1418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2023) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<4x16x2x2xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %721 = "linalg.generic"(%720, %624) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1415: f32, %arg1416: f32):
      %2022 = "arith.addf"(%arg1415, %arg1416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2022) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<16xf32>) -> tensor<16xf32>
    %722 = "linalg.generic"(%719, %623) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1413: f32, %arg1414: f32):
      %2021 = "arith.mulf"(%arg1413, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2021) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %723 = "tensor.expand_shape"(%722) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %724 = "linalg.generic"(%721, %623) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1411: f32, %arg1412: f32):
      %2020 = "arith.mulf"(%arg1411, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2020) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %725 = "linalg.generic"(%641, %641, %623) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1408: f32, %arg1409: f32, %arg1410: f32):
      %2019 = "arith.mulf"(%arg1408, %arg1409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2019) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %726 = "linalg.generic"(%724, %725, %623) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1405: f32, %arg1406: f32, %arg1407: f32):
      %2018 = "arith.mulf"(%arg1405, %arg1406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2018) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %727 = "tensor.expand_shape"(%726) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %728 = "linalg.generic"(%641, %arg66, %623) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1402: f32, %arg1403: f32, %arg1404: f32):
      %2017 = "arith.mulf"(%arg1402, %arg1403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2017) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %729 = "tensor.expand_shape"(%728) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %730 = "linalg.generic"(%644, %727, %620) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1399: f32, %arg1400: f32, %arg1401: f32):
      %2016 = "arith.mulf"(%arg1399, %arg1400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2016) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %731 = "linalg.generic"(%718, %730, %620) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1396: f32, %arg1397: f32, %arg1398: f32):
      %2015 = "arith.subf"(%arg1396, %arg1397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2015) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<4x16x2x2xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %732 = "linalg.generic"(%731, %723, %620) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1393: f32, %arg1394: f32, %arg1395: f32):
      %2014 = "arith.subf"(%arg1393, %arg1394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2014) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %733 = "linalg.generic"(%732, %729, %620) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1390: f32, %arg1391: f32, %arg1392: f32):
      %2013 = "arith.mulf"(%arg1390, %arg1391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2013) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<1x16x1x1xf32>, tensor<4x16x2x2xf32>) -> tensor<4x16x2x2xf32>
    %734 = "linalg.generic"(%721, %641, %623) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1387: f32, %arg1388: f32, %arg1389: f32):
      %2012 = "arith.mulf"(%arg1387, %arg1388) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2012) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %735 = "tensor.empty"() : () -> tensor<40x16x1x1xf32>
    %736 = "linalg.fill"(%2, %735) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1385: f32, %arg1386: f32):
      "linalg.yield"(%arg1385) : (f32) -> ()
    }) : (f32, tensor<40x16x1x1xf32>) -> tensor<40x16x1x1xf32>
    %737 = "linalg.generic"(%736) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1384: f32):
      %2009 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %2010 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %2011 = "tensor.extract"(%arg65, %2010, %2009, %22, %22) : (tensor<16x40x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%2011) : (f32) -> ()
    }) : (tensor<40x16x1x1xf32>) -> tensor<40x16x1x1xf32>
    %738 = "linalg.conv_2d_nchw_fchw"(%733, %737, %591) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1381: f32, %arg1382: f32, %arg1383: f32):
      %2007 = "arith.mulf"(%arg1381, %arg1382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2008 = "arith.addf"(%arg1383, %2007) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2008) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x16x2x2xf32>, tensor<40x16x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %739 = "tensor.empty"() : () -> tensor<40x4x2x2xf32>
    %740 = "linalg.transpose"(%619, %739) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1379: f32, %arg1380: f32):
      "linalg.yield"(%arg1379) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<40x4x2x2xf32>) -> tensor<40x4x2x2xf32>
    %741 = "tensor.empty"() : () -> tensor<16x4x2x2xf32>
    %742 = "linalg.transpose"(%733, %741) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1377: f32, %arg1378: f32):
      "linalg.yield"(%arg1377) : (f32) -> ()
    }) : (tensor<4x16x2x2xf32>, tensor<16x4x2x2xf32>) -> tensor<16x4x2x2xf32>
    %743 = "linalg.conv_2d_nchw_fchw"(%740, %742, %736) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1374: f32, %arg1375: f32, %arg1376: f32):
      %2005 = "arith.mulf"(%arg1374, %arg1375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2006 = "arith.addf"(%arg1376, %2005) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2006) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<40x4x2x2xf32>, tensor<16x4x2x2xf32>, tensor<40x16x1x1xf32>) -> tensor<40x16x1x1xf32>
    %744 = "tensor.empty"() : () -> tensor<16x40x1x1xf32>
    %745 = "linalg.transpose"(%743, %744) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1372: f32, %arg1373: f32):
      "linalg.yield"(%arg1372) : (f32) -> ()
    }) : (tensor<40x16x1x1xf32>, tensor<16x40x1x1xf32>) -> tensor<16x40x1x1xf32>
    %746 = "linalg.generic"(%738, %594) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1370: f32, %arg1371: f32):
      %2004 = "arith.addf"(%arg1370, %arg1371) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2004) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<40xf32>) -> tensor<40xf32>
    %747 = "linalg.generic"(%738, %614, %590) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1367: f32, %arg1368: f32, %arg1369: f32):
      %2003 = "arith.mulf"(%arg1367, %arg1368) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2003) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<4x40x2x2xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %748 = "linalg.generic"(%747, %594) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1365: f32, %arg1366: f32):
      %2002 = "arith.addf"(%arg1365, %arg1366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2002) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<40xf32>) -> tensor<40xf32>
    %749 = "linalg.generic"(%746, %593) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1363: f32, %arg1364: f32):
      %2001 = "arith.mulf"(%arg1363, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2001) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %750 = "tensor.expand_shape"(%749) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 40, 1, 1>}> : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %751 = "linalg.generic"(%748, %593) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1361: f32, %arg1362: f32):
      %2000 = "arith.mulf"(%arg1361, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2000) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %752 = "linalg.generic"(%611, %611, %593) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1358: f32, %arg1359: f32, %arg1360: f32):
      %1999 = "arith.mulf"(%arg1358, %arg1359) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1999) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %753 = "linalg.generic"(%751, %752, %593) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1355: f32, %arg1356: f32, %arg1357: f32):
      %1998 = "arith.mulf"(%arg1355, %arg1356) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1998) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %754 = "tensor.expand_shape"(%753) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 40, 1, 1>}> : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %755 = "linalg.generic"(%611, %arg63, %593) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1352: f32, %arg1353: f32, %arg1354: f32):
      %1997 = "arith.mulf"(%arg1352, %arg1353) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1997) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %756 = "tensor.expand_shape"(%755) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 40, 1, 1>}> : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %757 = "linalg.generic"(%614, %754, %590) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1349: f32, %arg1350: f32, %arg1351: f32):
      %1996 = "arith.mulf"(%arg1349, %arg1350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1996) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<1x40x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %758 = "linalg.generic"(%738, %757, %590) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1346: f32, %arg1347: f32, %arg1348: f32):
      %1995 = "arith.subf"(%arg1346, %arg1347) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1995) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<4x40x2x2xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %759 = "linalg.generic"(%758, %750, %590) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1343: f32, %arg1344: f32, %arg1345: f32):
      %1994 = "arith.subf"(%arg1343, %arg1344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1994) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<1x40x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %760 = "linalg.generic"(%759, %756, %590) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1340: f32, %arg1341: f32, %arg1342: f32):
      %1993 = "arith.mulf"(%arg1340, %arg1341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1993) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<1x40x1x1xf32>, tensor<4x40x2x2xf32>) -> tensor<4x40x2x2xf32>
    %761 = "linalg.generic"(%748, %611, %593) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1337: f32, %arg1338: f32, %arg1339: f32):
      %1992 = "arith.mulf"(%arg1337, %arg1338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1992) : (f32) -> ()
    }) : (tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %762 = "tensor.empty"() : () -> tensor<120x40x1x1xf32>
    %763 = "linalg.fill"(%2, %762) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1335: f32, %arg1336: f32):
      "linalg.yield"(%arg1335) : (f32) -> ()
    }) : (f32, tensor<120x40x1x1xf32>) -> tensor<120x40x1x1xf32>
    %764 = "linalg.generic"(%763) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1334: f32):
      %1989 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1990 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1991 = "tensor.extract"(%arg62, %1990, %1989, %22, %22) : (tensor<40x120x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1991) : (f32) -> ()
    }) : (tensor<120x40x1x1xf32>) -> tensor<120x40x1x1xf32>
    %765 = "linalg.conv_2d_nchw_fchw"(%760, %764, %534) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1331: f32, %arg1332: f32, %arg1333: f32):
      %1987 = "arith.mulf"(%arg1331, %arg1332) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1988 = "arith.addf"(%arg1333, %1987) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1988) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x40x2x2xf32>, tensor<120x40x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %766 = "tensor.empty"() : () -> tensor<120x4x2x2xf32>
    %767 = "linalg.transpose"(%589, %766) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1329: f32, %arg1330: f32):
      "linalg.yield"(%arg1329) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<120x4x2x2xf32>) -> tensor<120x4x2x2xf32>
    %768 = "linalg.transpose"(%760, %739) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1327: f32, %arg1328: f32):
      "linalg.yield"(%arg1327) : (f32) -> ()
    }) : (tensor<4x40x2x2xf32>, tensor<40x4x2x2xf32>) -> tensor<40x4x2x2xf32>
    %769 = "linalg.conv_2d_nchw_fchw"(%767, %768, %763) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1324: f32, %arg1325: f32, %arg1326: f32):
      %1985 = "arith.mulf"(%arg1324, %arg1325) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1986 = "arith.addf"(%arg1326, %1985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1986) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<120x4x2x2xf32>, tensor<40x4x2x2xf32>, tensor<120x40x1x1xf32>) -> tensor<120x40x1x1xf32>
    %770 = "tensor.empty"() : () -> tensor<40x120x1x1xf32>
    %771 = "linalg.transpose"(%769, %770) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1322: f32, %arg1323: f32):
      "linalg.yield"(%arg1322) : (f32) -> ()
    }) : (tensor<120x40x1x1xf32>, tensor<40x120x1x1xf32>) -> tensor<40x120x1x1xf32>
    %772 = "tensor.empty"() : () -> tensor<4x120x2x2xi1>
    %773 = "linalg.generic"(%587, %772) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1320: f32, %arg1321: i1):
      %1983 = "arith.extf"(%arg1320) : (f32) -> f64
      %1984 = "arith.cmpf"(%1983, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1984) : (i1) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xi1>) -> tensor<4x120x2x2xi1>
    %774 = "linalg.generic"(%587, %772) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1318: f32, %arg1319: i1):
      %1981 = "arith.extf"(%arg1318) : (f32) -> f64
      %1982 = "arith.cmpf"(%1981, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1982) : (i1) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xi1>) -> tensor<4x120x2x2xi1>
    %775 = "linalg.generic"(%773, %774, %772) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1315: i1, %arg1316: i1, %arg1317: i1):
      %1980 = "arith.ori"(%arg1315, %arg1316) : (i1, i1) -> i1
      "linalg.yield"(%1980) : (i1) -> ()
    }) : (tensor<4x120x2x2xi1>, tensor<4x120x2x2xi1>, tensor<4x120x2x2xi1>) -> tensor<4x120x2x2xi1>
    %776 = "linalg.generic"(%775, %7, %765, %533) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1311: i1, %arg1312: f32, %arg1313: f32, %arg1314: f32):
      %1979 = "arith.select"(%arg1311, %arg1312, %arg1313) : (i1, f32, f32) -> f32
      "linalg.yield"(%1979) : (f32) -> ()
    }) : (tensor<4x120x2x2xi1>, tensor<f32>, tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %777 = "linalg.generic"(%776, %537) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1309: f32, %arg1310: f32):
      %1978 = "arith.addf"(%arg1309, %arg1310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1978) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<120xf32>) -> tensor<120xf32>
    %778 = "linalg.generic"(%776, %582, %533) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1306: f32, %arg1307: f32, %arg1308: f32):
      %1977 = "arith.mulf"(%arg1306, %arg1307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1977) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %779 = "linalg.generic"(%778, %537) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1304: f32, %arg1305: f32):
      %1976 = "arith.addf"(%arg1304, %arg1305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1976) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<120xf32>) -> tensor<120xf32>
    %780 = "linalg.generic"(%777, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1302: f32, %arg1303: f32):
      %1975 = "arith.mulf"(%arg1302, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1975) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %781 = "tensor.expand_shape"(%780) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %782 = "linalg.generic"(%779, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1300: f32, %arg1301: f32):
      %1974 = "arith.mulf"(%arg1300, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1974) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %783 = "linalg.generic"(%579, %579, %536) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1297: f32, %arg1298: f32, %arg1299: f32):
      %1973 = "arith.mulf"(%arg1297, %arg1298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1973) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %784 = "linalg.generic"(%782, %783, %536) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1294: f32, %arg1295: f32, %arg1296: f32):
      %1972 = "arith.mulf"(%arg1294, %arg1295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1972) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %785 = "tensor.expand_shape"(%784) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %786 = "linalg.generic"(%579, %arg60, %536) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1291: f32, %arg1292: f32, %arg1293: f32):
      %1971 = "arith.mulf"(%arg1291, %arg1292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1971) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %787 = "tensor.expand_shape"(%786) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %788 = "linalg.generic"(%582, %785, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1288: f32, %arg1289: f32, %arg1290: f32):
      %1970 = "arith.mulf"(%arg1288, %arg1289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1970) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %789 = "linalg.generic"(%776, %788, %533) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1285: f32, %arg1286: f32, %arg1287: f32):
      %1969 = "arith.subf"(%arg1285, %arg1286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1969) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %790 = "linalg.generic"(%789, %781, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1282: f32, %arg1283: f32, %arg1284: f32):
      %1968 = "arith.subf"(%arg1282, %arg1283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1968) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %791 = "linalg.generic"(%790, %787, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1279: f32, %arg1280: f32, %arg1281: f32):
      %1967 = "arith.mulf"(%arg1279, %arg1280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1967) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %792 = "linalg.generic"(%779, %579, %536) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1276: f32, %arg1277: f32, %arg1278: f32):
      %1966 = "arith.mulf"(%arg1276, %arg1277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1966) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %793 = "tensor.pad"(%791) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1272: index, %arg1273: index, %arg1274: index, %arg1275: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>) -> tensor<4x120x4x4xf32>
    %794 = "tensor.expand_shape"(%arg59) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 120, 1, 1, 3, 3>}> : (tensor<120x1x3x3xf32>) -> tensor<120x1x1x3x3xf32>
    %795 = "tensor.empty"() : () -> tensor<120x1x1x3x3xf32>
    %796 = "linalg.transpose"(%794, %795) <{permutation = array<i64: 0, 2, 1, 3, 4>}> ({
    ^bb0(%arg1270: f32, %arg1271: f32):
      "linalg.yield"(%arg1270) : (f32) -> ()
    }) : (tensor<120x1x1x3x3xf32>, tensor<120x1x1x3x3xf32>) -> tensor<120x1x1x3x3xf32>
    %797 = "tensor.collapse_shape"(%796) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<120x1x1x3x3xf32>) -> tensor<120x1x3x3xf32>
    %798 = "tensor.empty"() : () -> tensor<120x1x3x3xf32>
    %799 = "linalg.fill"(%2, %798) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1268: f32, %arg1269: f32):
      "linalg.yield"(%arg1268) : (f32) -> ()
    }) : (f32, tensor<120x1x3x3xf32>) -> tensor<120x1x3x3xf32>
    %800 = "linalg.generic"(%797, %799) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1266: f32, %arg1267: f32):
      %1960 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1961 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1962 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1963 = "arith.subi"(%23, %1961) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1964 = "arith.subi"(%23, %1962) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1965 = "tensor.extract"(%797, %1960, %22, %1963, %1964) : (tensor<120x1x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1965) : (f32) -> ()
    }) : (tensor<120x1x3x3xf32>, tensor<120x1x3x3xf32>) -> tensor<120x1x3x3xf32>
    %801 = "tensor.collapse_shape"(%800) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<120x1x3x3xf32>) -> tensor<120x3x3xf32>
    %802 = "linalg.depthwise_conv_2d_nchw_chw"(%793, %801, %534) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1263: f32, %arg1264: f32, %arg1265: f32):
      %1958 = "arith.mulf"(%arg1263, %arg1264) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1959 = "arith.addf"(%arg1265, %1958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1959) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x120x4x4xf32>, tensor<120x3x3xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %803 = "tensor.expand_shape"(%564) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 120, 1, 2, 2>}> : (tensor<4x120x2x2xf32>) -> tensor<4x120x1x2x2xf32>
    %804 = "tensor.empty"() : () -> tensor<1x120x4x2x2xf32>
    %805 = "linalg.transpose"(%803, %804) <{permutation = array<i64: 2, 1, 0, 3, 4>}> ({
    ^bb0(%arg1261: f32, %arg1262: f32):
      "linalg.yield"(%arg1261) : (f32) -> ()
    }) : (tensor<4x120x1x2x2xf32>, tensor<1x120x4x2x2xf32>) -> tensor<1x120x4x2x2xf32>
    %806 = "tensor.collapse_shape"(%805) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x120x4x2x2xf32>) -> tensor<1x480x2x2xf32>
    %807 = "tensor.expand_shape"(%791) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 120, 1, 2, 2>}> : (tensor<4x120x2x2xf32>) -> tensor<4x120x1x2x2xf32>
    %808 = "tensor.empty"() : () -> tensor<120x1x4x2x2xf32>
    %809 = "linalg.transpose"(%807, %808) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg1259: f32, %arg1260: f32):
      "linalg.yield"(%arg1259) : (f32) -> ()
    }) : (tensor<4x120x1x2x2xf32>, tensor<120x1x4x2x2xf32>) -> tensor<120x1x4x2x2xf32>
    %810 = "tensor.pad"(%806) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1255: index, %arg1256: index, %arg1257: index, %arg1258: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<1x480x2x2xf32>) -> tensor<1x480x4x4xf32>
    %811 = "tensor.empty"() : () -> tensor<1x120x3x3xf32>
    %812 = "tensor.expand_shape"(%810) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 120, 4, 4, 4>}> : (tensor<1x480x4x4xf32>) -> tensor<1x120x4x4x4xf32>
    %813 = "tensor.expand_shape"(%811) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 120, 1, 3, 3>}> : (tensor<1x120x3x3xf32>) -> tensor<1x120x1x3x3xf32>
    %814 = "linalg.fill"(%2, %813) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1253: f32, %arg1254: f32):
      "linalg.yield"(%arg1253) : (f32) -> ()
    }) : (f32, tensor<1x120x1x3x3xf32>) -> tensor<1x120x1x3x3xf32>
    %815 = "linalg.conv_2d_ngchw_gfchw"(%812, %809, %814) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1250: f32, %arg1251: f32, %arg1252: f32):
      %1956 = "arith.mulf"(%arg1250, %arg1251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1957 = "arith.addf"(%arg1252, %1956) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1957) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map25, #map26, #map27]} : (tensor<1x120x4x4x4xf32>, tensor<120x1x4x2x2xf32>, tensor<1x120x1x3x3xf32>) -> tensor<1x120x1x3x3xf32>
    %816 = "tensor.collapse_shape"(%815) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x120x1x3x3xf32>) -> tensor<1x120x3x3xf32>
    %817 = "linalg.transpose"(%816, %798) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1248: f32, %arg1249: f32):
      "linalg.yield"(%arg1248) : (f32) -> ()
    }) : (tensor<1x120x3x3xf32>, tensor<120x1x3x3xf32>) -> tensor<120x1x3x3xf32>
    %818 = "linalg.generic"(%562, %772) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1246: f32, %arg1247: i1):
      %1954 = "arith.extf"(%arg1246) : (f32) -> f64
      %1955 = "arith.cmpf"(%1954, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1955) : (i1) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xi1>) -> tensor<4x120x2x2xi1>
    %819 = "linalg.generic"(%562, %772) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1244: f32, %arg1245: i1):
      %1952 = "arith.extf"(%arg1244) : (f32) -> f64
      %1953 = "arith.cmpf"(%1952, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1953) : (i1) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xi1>) -> tensor<4x120x2x2xi1>
    %820 = "linalg.generic"(%818, %819, %772) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1241: i1, %arg1242: i1, %arg1243: i1):
      %1951 = "arith.ori"(%arg1241, %arg1242) : (i1, i1) -> i1
      "linalg.yield"(%1951) : (i1) -> ()
    }) : (tensor<4x120x2x2xi1>, tensor<4x120x2x2xi1>, tensor<4x120x2x2xi1>) -> tensor<4x120x2x2xi1>
    %821 = "linalg.generic"(%820, %7, %802, %533) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1237: i1, %arg1238: f32, %arg1239: f32, %arg1240: f32):
      %1950 = "arith.select"(%arg1237, %arg1238, %arg1239) : (i1, f32, f32) -> f32
      "linalg.yield"(%1950) : (f32) -> ()
    }) : (tensor<4x120x2x2xi1>, tensor<f32>, tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %822 = "linalg.generic"(%821, %537) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1235: f32, %arg1236: f32):
      %1949 = "arith.addf"(%arg1235, %arg1236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1949) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<120xf32>) -> tensor<120xf32>
    %823 = "linalg.generic"(%821, %557, %533) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1232: f32, %arg1233: f32, %arg1234: f32):
      %1948 = "arith.mulf"(%arg1232, %arg1233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1948) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %824 = "linalg.generic"(%823, %537) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1230: f32, %arg1231: f32):
      %1947 = "arith.addf"(%arg1230, %arg1231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1947) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<120xf32>) -> tensor<120xf32>
    %825 = "linalg.generic"(%822, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1228: f32, %arg1229: f32):
      %1946 = "arith.mulf"(%arg1228, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1946) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %826 = "tensor.expand_shape"(%825) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %827 = "linalg.generic"(%824, %536) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1226: f32, %arg1227: f32):
      %1945 = "arith.mulf"(%arg1226, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1945) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %828 = "linalg.generic"(%554, %554, %536) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1223: f32, %arg1224: f32, %arg1225: f32):
      %1944 = "arith.mulf"(%arg1223, %arg1224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1944) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %829 = "linalg.generic"(%827, %828, %536) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1220: f32, %arg1221: f32, %arg1222: f32):
      %1943 = "arith.mulf"(%arg1220, %arg1221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1943) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %830 = "tensor.expand_shape"(%829) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %831 = "linalg.generic"(%554, %arg57, %536) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1217: f32, %arg1218: f32, %arg1219: f32):
      %1942 = "arith.mulf"(%arg1217, %arg1218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1942) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %832 = "tensor.expand_shape"(%831) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 120, 1, 1>}> : (tensor<120xf32>) -> tensor<1x120x1x1xf32>
    %833 = "linalg.generic"(%557, %830, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1214: f32, %arg1215: f32, %arg1216: f32):
      %1941 = "arith.mulf"(%arg1214, %arg1215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1941) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %834 = "linalg.generic"(%821, %833, %533) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1211: f32, %arg1212: f32, %arg1213: f32):
      %1940 = "arith.subf"(%arg1211, %arg1212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1940) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %835 = "linalg.generic"(%834, %826, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1208: f32, %arg1209: f32, %arg1210: f32):
      %1939 = "arith.subf"(%arg1208, %arg1209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1939) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %836 = "linalg.generic"(%835, %832, %533) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1205: f32, %arg1206: f32, %arg1207: f32):
      %1938 = "arith.mulf"(%arg1205, %arg1206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1938) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<1x120x1x1xf32>, tensor<4x120x2x2xf32>) -> tensor<4x120x2x2xf32>
    %837 = "linalg.generic"(%824, %554, %536) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1202: f32, %arg1203: f32, %arg1204: f32):
      %1937 = "arith.mulf"(%arg1202, %arg1203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1937) : (f32) -> ()
    }) : (tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<120xf32>
    %838 = "tensor.empty"() : () -> tensor<20x120x1x1xf32>
    %839 = "linalg.fill"(%2, %838) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1200: f32, %arg1201: f32):
      "linalg.yield"(%arg1200) : (f32) -> ()
    }) : (f32, tensor<20x120x1x1xf32>) -> tensor<20x120x1x1xf32>
    %840 = "linalg.generic"(%839) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1199: f32):
      %1934 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1935 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1936 = "tensor.extract"(%arg56, %1935, %1934, %22, %22) : (tensor<120x20x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1936) : (f32) -> ()
    }) : (tensor<20x120x1x1xf32>) -> tensor<20x120x1x1xf32>
    %841 = "linalg.conv_2d_nchw_fchw"(%836, %840, %504) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1196: f32, %arg1197: f32, %arg1198: f32):
      %1932 = "arith.mulf"(%arg1196, %arg1197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1933 = "arith.addf"(%arg1198, %1932) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1933) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x120x2x2xf32>, tensor<20x120x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %842 = "tensor.empty"() : () -> tensor<20x4x2x2xf32>
    %843 = "linalg.transpose"(%532, %842) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1194: f32, %arg1195: f32):
      "linalg.yield"(%arg1194) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<20x4x2x2xf32>) -> tensor<20x4x2x2xf32>
    %844 = "linalg.transpose"(%836, %766) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1192: f32, %arg1193: f32):
      "linalg.yield"(%arg1192) : (f32) -> ()
    }) : (tensor<4x120x2x2xf32>, tensor<120x4x2x2xf32>) -> tensor<120x4x2x2xf32>
    %845 = "linalg.conv_2d_nchw_fchw"(%843, %844, %839) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1189: f32, %arg1190: f32, %arg1191: f32):
      %1930 = "arith.mulf"(%arg1189, %arg1190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1931 = "arith.addf"(%arg1191, %1930) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1931) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<20x4x2x2xf32>, tensor<120x4x2x2xf32>, tensor<20x120x1x1xf32>) -> tensor<20x120x1x1xf32>
    %846 = "tensor.empty"() : () -> tensor<120x20x1x1xf32>
    %847 = "linalg.transpose"(%845, %846) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1187: f32, %arg1188: f32):
      "linalg.yield"(%arg1187) : (f32) -> ()
    }) : (tensor<20x120x1x1xf32>, tensor<120x20x1x1xf32>) -> tensor<120x20x1x1xf32>
    %848 = "linalg.generic"(%841, %507) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1185: f32, %arg1186: f32):
      %1929 = "arith.addf"(%arg1185, %arg1186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1929) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<20xf32>) -> tensor<20xf32>
    %849 = "linalg.generic"(%841, %527, %503) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1182: f32, %arg1183: f32, %arg1184: f32):
      %1928 = "arith.mulf"(%arg1182, %arg1183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1928) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<4x20x2x2xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %850 = "linalg.generic"(%849, %507) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1180: f32, %arg1181: f32):
      %1927 = "arith.addf"(%arg1180, %arg1181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1927) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<20xf32>) -> tensor<20xf32>
    %851 = "linalg.generic"(%848, %506) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1178: f32, %arg1179: f32):
      %1926 = "arith.mulf"(%arg1178, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1926) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %852 = "tensor.expand_shape"(%851) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 20, 1, 1>}> : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %853 = "linalg.generic"(%850, %506) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1176: f32, %arg1177: f32):
      %1925 = "arith.mulf"(%arg1176, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1925) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %854 = "linalg.generic"(%524, %524, %506) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1173: f32, %arg1174: f32, %arg1175: f32):
      %1924 = "arith.mulf"(%arg1173, %arg1174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1924) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %855 = "linalg.generic"(%853, %854, %506) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1170: f32, %arg1171: f32, %arg1172: f32):
      %1923 = "arith.mulf"(%arg1170, %arg1171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1923) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %856 = "tensor.expand_shape"(%855) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 20, 1, 1>}> : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %857 = "linalg.generic"(%524, %arg54, %506) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1167: f32, %arg1168: f32, %arg1169: f32):
      %1922 = "arith.mulf"(%arg1167, %arg1168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1922) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %858 = "tensor.expand_shape"(%857) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 20, 1, 1>}> : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %859 = "linalg.generic"(%527, %856, %503) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1164: f32, %arg1165: f32, %arg1166: f32):
      %1921 = "arith.mulf"(%arg1164, %arg1165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1921) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<1x20x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %860 = "linalg.generic"(%841, %859, %503) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1161: f32, %arg1162: f32, %arg1163: f32):
      %1920 = "arith.subf"(%arg1161, %arg1162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1920) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<4x20x2x2xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %861 = "linalg.generic"(%860, %852, %503) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1158: f32, %arg1159: f32, %arg1160: f32):
      %1919 = "arith.subf"(%arg1158, %arg1159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1919) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<1x20x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %862 = "linalg.generic"(%861, %858, %503) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1155: f32, %arg1156: f32, %arg1157: f32):
      %1918 = "arith.mulf"(%arg1155, %arg1156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1918) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<1x20x1x1xf32>, tensor<4x20x2x2xf32>) -> tensor<4x20x2x2xf32>
    %863 = "linalg.generic"(%850, %524, %506) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1152: f32, %arg1153: f32, %arg1154: f32):
      %1917 = "arith.mulf"(%arg1152, %arg1153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1917) : (f32) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %864 = "tensor.empty"() : () -> tensor<72x20x1x1xf32>
    %865 = "linalg.fill"(%2, %864) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1150: f32, %arg1151: f32):
      "linalg.yield"(%arg1150) : (f32) -> ()
    }) : (f32, tensor<72x20x1x1xf32>) -> tensor<72x20x1x1xf32>
    %866 = "linalg.generic"(%865) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1149: f32):
      %1914 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1915 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1916 = "tensor.extract"(%arg53, %1915, %1914, %22, %22) : (tensor<20x72x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1916) : (f32) -> ()
    }) : (tensor<72x20x1x1xf32>) -> tensor<72x20x1x1xf32>
    %867 = "linalg.conv_2d_nchw_fchw"(%862, %866, %477) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1146: f32, %arg1147: f32, %arg1148: f32):
      %1912 = "arith.mulf"(%arg1146, %arg1147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1913 = "arith.addf"(%arg1148, %1912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1913) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x20x2x2xf32>, tensor<72x20x1x1xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %868 = "tensor.empty"() : () -> tensor<72x4x2x2xf32>
    %869 = "linalg.transpose"(%502, %868) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1144: f32, %arg1145: f32):
      "linalg.yield"(%arg1144) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<72x4x2x2xf32>) -> tensor<72x4x2x2xf32>
    %870 = "linalg.transpose"(%862, %842) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1142: f32, %arg1143: f32):
      "linalg.yield"(%arg1142) : (f32) -> ()
    }) : (tensor<4x20x2x2xf32>, tensor<20x4x2x2xf32>) -> tensor<20x4x2x2xf32>
    %871 = "linalg.conv_2d_nchw_fchw"(%869, %870, %865) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1139: f32, %arg1140: f32, %arg1141: f32):
      %1910 = "arith.mulf"(%arg1139, %arg1140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1911 = "arith.addf"(%arg1141, %1910) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1911) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<72x4x2x2xf32>, tensor<20x4x2x2xf32>, tensor<72x20x1x1xf32>) -> tensor<72x20x1x1xf32>
    %872 = "tensor.empty"() : () -> tensor<20x72x1x1xf32>
    %873 = "linalg.transpose"(%871, %872) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1137: f32, %arg1138: f32):
      "linalg.yield"(%arg1137) : (f32) -> ()
    }) : (tensor<72x20x1x1xf32>, tensor<20x72x1x1xf32>) -> tensor<20x72x1x1xf32>
    %874 = "tensor.empty"() : () -> tensor<4x72x2x2xi1>
    %875 = "linalg.generic"(%500, %874) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1135: f32, %arg1136: i1):
      %1908 = "arith.extf"(%arg1135) : (f32) -> f64
      %1909 = "arith.cmpf"(%1908, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1909) : (i1) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<4x72x2x2xi1>) -> tensor<4x72x2x2xi1>
    %876 = "linalg.generic"(%500, %874) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1133: f32, %arg1134: i1):
      %1906 = "arith.extf"(%arg1133) : (f32) -> f64
      %1907 = "arith.cmpf"(%1906, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1907) : (i1) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<4x72x2x2xi1>) -> tensor<4x72x2x2xi1>
    %877 = "linalg.generic"(%875, %876, %874) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1130: i1, %arg1131: i1, %arg1132: i1):
      %1905 = "arith.ori"(%arg1130, %arg1131) : (i1, i1) -> i1
      "linalg.yield"(%1905) : (i1) -> ()
    }) : (tensor<4x72x2x2xi1>, tensor<4x72x2x2xi1>, tensor<4x72x2x2xi1>) -> tensor<4x72x2x2xi1>
    %878 = "linalg.generic"(%877, %7, %867, %476) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1126: i1, %arg1127: f32, %arg1128: f32, %arg1129: f32):
      %1904 = "arith.select"(%arg1126, %arg1127, %arg1128) : (i1, f32, f32) -> f32
      "linalg.yield"(%1904) : (f32) -> ()
    }) : (tensor<4x72x2x2xi1>, tensor<f32>, tensor<4x72x2x2xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %879 = "linalg.generic"(%878, %447) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1124: f32, %arg1125: f32):
      %1903 = "arith.addf"(%arg1124, %arg1125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1903) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<72xf32>) -> tensor<72xf32>
    %880 = "linalg.generic"(%878, %495, %476) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1121: f32, %arg1122: f32, %arg1123: f32):
      %1902 = "arith.mulf"(%arg1121, %arg1122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1902) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<4x72x2x2xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %881 = "linalg.generic"(%880, %447) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1119: f32, %arg1120: f32):
      %1901 = "arith.addf"(%arg1119, %arg1120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1901) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<72xf32>) -> tensor<72xf32>
    %882 = "linalg.generic"(%879, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1117: f32, %arg1118: f32):
      %1900 = "arith.mulf"(%arg1117, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1900) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %883 = "tensor.expand_shape"(%882) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %884 = "linalg.generic"(%881, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1115: f32, %arg1116: f32):
      %1899 = "arith.mulf"(%arg1115, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1899) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %885 = "linalg.generic"(%492, %492, %446) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1112: f32, %arg1113: f32, %arg1114: f32):
      %1898 = "arith.mulf"(%arg1112, %arg1113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1898) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %886 = "linalg.generic"(%884, %885, %446) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1109: f32, %arg1110: f32, %arg1111: f32):
      %1897 = "arith.mulf"(%arg1109, %arg1110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1897) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %887 = "tensor.expand_shape"(%886) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %888 = "linalg.generic"(%492, %arg51, %446) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1106: f32, %arg1107: f32, %arg1108: f32):
      %1896 = "arith.mulf"(%arg1106, %arg1107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1896) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %889 = "tensor.expand_shape"(%888) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %890 = "linalg.generic"(%495, %887, %476) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1103: f32, %arg1104: f32, %arg1105: f32):
      %1895 = "arith.mulf"(%arg1103, %arg1104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1895) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<1x72x1x1xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %891 = "linalg.generic"(%878, %890, %476) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1100: f32, %arg1101: f32, %arg1102: f32):
      %1894 = "arith.subf"(%arg1100, %arg1101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1894) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<4x72x2x2xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %892 = "linalg.generic"(%891, %883, %476) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1097: f32, %arg1098: f32, %arg1099: f32):
      %1893 = "arith.subf"(%arg1097, %arg1098) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1893) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<1x72x1x1xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %893 = "linalg.generic"(%892, %889, %476) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1094: f32, %arg1095: f32, %arg1096: f32):
      %1892 = "arith.mulf"(%arg1094, %arg1095) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1892) : (f32) -> ()
    }) : (tensor<4x72x2x2xf32>, tensor<1x72x1x1xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x2xf32>
    %894 = "linalg.generic"(%881, %492, %446) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1091: f32, %arg1092: f32, %arg1093: f32):
      %1891 = "arith.mulf"(%arg1091, %arg1092) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1891) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %895 = "tensor.concat"(%893, %24) <{dim = 3 : i64}> : (tensor<4x72x2x2xf32>, tensor<4x72x2x2xf32>) -> tensor<4x72x2x4xf32>
    %896 = "tensor.expand_shape"(%895) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 72, 2, 2, 2>}> : (tensor<4x72x2x4xf32>) -> tensor<4x72x2x2x2xf32>
    %897 = "tensor.collapse_shape"(%896) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x72x2x2x2xf32>) -> tensor<4x72x4x2xf32>
    %898 = "tensor.pad"(%897) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg1087: index, %arg1088: index, %arg1089: index, %arg1090: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x72x4x2xf32>) -> tensor<4x72x6x2xf32>
    %899 = "tensor.expand_shape"(%898) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 72, 6, 2, 1>}> : (tensor<4x72x6x2xf32>) -> tensor<4x72x6x2x1xf32>
    %900 = "tensor.concat"(%899, %25) <{dim = 4 : i64}> : (tensor<4x72x6x2x1xf32>, tensor<4x72x6x2x1xf32>) -> tensor<4x72x6x2x2xf32>
    %901 = "tensor.collapse_shape"(%900) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x72x6x2x2xf32>) -> tensor<4x72x6x4xf32>
    %902 = "tensor.pad"(%901) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg1083: index, %arg1084: index, %arg1085: index, %arg1086: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x72x6x4xf32>) -> tensor<4x72x6x6xf32>
    %903 = "tensor.expand_shape"(%arg50) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 72, 1, 1, 3, 3>}> : (tensor<72x1x3x3xf32>) -> tensor<72x1x1x3x3xf32>
    %904 = "tensor.empty"() : () -> tensor<72x1x1x3x3xf32>
    %905 = "linalg.transpose"(%903, %904) <{permutation = array<i64: 0, 2, 1, 3, 4>}> ({
    ^bb0(%arg1081: f32, %arg1082: f32):
      "linalg.yield"(%arg1081) : (f32) -> ()
    }) : (tensor<72x1x1x3x3xf32>, tensor<72x1x1x3x3xf32>) -> tensor<72x1x1x3x3xf32>
    %906 = "tensor.collapse_shape"(%905) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<72x1x1x3x3xf32>) -> tensor<72x1x3x3xf32>
    %907 = "tensor.empty"() : () -> tensor<72x1x3x3xf32>
    %908 = "linalg.fill"(%2, %907) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1079: f32, %arg1080: f32):
      "linalg.yield"(%arg1079) : (f32) -> ()
    }) : (f32, tensor<72x1x3x3xf32>) -> tensor<72x1x3x3xf32>
    %909 = "linalg.generic"(%906, %908) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1077: f32, %arg1078: f32):
      %1885 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1886 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1887 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1888 = "arith.subi"(%23, %1886) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1889 = "arith.subi"(%23, %1887) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1890 = "tensor.extract"(%906, %1885, %22, %1888, %1889) : (tensor<72x1x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1890) : (f32) -> ()
    }) : (tensor<72x1x3x3xf32>, tensor<72x1x3x3xf32>) -> tensor<72x1x3x3xf32>
    %910 = "tensor.collapse_shape"(%909) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<72x1x3x3xf32>) -> tensor<72x3x3xf32>
    %911 = "linalg.depthwise_conv_2d_nchw_chw"(%902, %910, %444) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1074: f32, %arg1075: f32, %arg1076: f32):
      %1883 = "arith.mulf"(%arg1074, %arg1075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1884 = "arith.addf"(%arg1076, %1883) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1884) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x72x6x6xf32>, tensor<72x3x3xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %912 = "tensor.expand_shape"(%474) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 72, 1, 4, 4>}> : (tensor<4x72x4x4xf32>) -> tensor<4x72x1x4x4xf32>
    %913 = "tensor.empty"() : () -> tensor<1x72x4x4x4xf32>
    %914 = "linalg.transpose"(%912, %913) <{permutation = array<i64: 2, 1, 0, 3, 4>}> ({
    ^bb0(%arg1072: f32, %arg1073: f32):
      "linalg.yield"(%arg1072) : (f32) -> ()
    }) : (tensor<4x72x1x4x4xf32>, tensor<1x72x4x4x4xf32>) -> tensor<1x72x4x4x4xf32>
    %915 = "tensor.collapse_shape"(%914) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x72x4x4x4xf32>) -> tensor<1x288x4x4xf32>
    %916 = "tensor.expand_shape"(%893) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 72, 1, 2, 2>}> : (tensor<4x72x2x2xf32>) -> tensor<4x72x1x2x2xf32>
    %917 = "tensor.empty"() : () -> tensor<72x1x4x2x2xf32>
    %918 = "linalg.transpose"(%916, %917) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32):
      "linalg.yield"(%arg1070) : (f32) -> ()
    }) : (tensor<4x72x1x2x2xf32>, tensor<72x1x4x2x2xf32>) -> tensor<72x1x4x2x2xf32>
    %919 = "tensor.pad"(%915) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1066: index, %arg1067: index, %arg1068: index, %arg1069: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<1x288x4x4xf32>) -> tensor<1x288x6x6xf32>
    %920 = "tensor.empty"() : () -> tensor<1x72x4x4xf32>
    %921 = "tensor.expand_shape"(%919) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 72, 4, 6, 6>}> : (tensor<1x288x6x6xf32>) -> tensor<1x72x4x6x6xf32>
    %922 = "tensor.expand_shape"(%920) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 72, 1, 4, 4>}> : (tensor<1x72x4x4xf32>) -> tensor<1x72x1x4x4xf32>
    %923 = "linalg.fill"(%2, %922) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1064: f32, %arg1065: f32):
      "linalg.yield"(%arg1064) : (f32) -> ()
    }) : (f32, tensor<1x72x1x4x4xf32>) -> tensor<1x72x1x4x4xf32>
    %924 = "linalg.conv_2d_ngchw_gfchw"(%921, %918, %923) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1061: f32, %arg1062: f32, %arg1063: f32):
      %1881 = "arith.mulf"(%arg1061, %arg1062) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1882 = "arith.addf"(%arg1063, %1881) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1882) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map28, #map26, #map27]} : (tensor<1x72x4x6x6xf32>, tensor<72x1x4x2x2xf32>, tensor<1x72x1x4x4xf32>) -> tensor<1x72x1x4x4xf32>
    %925 = "tensor.collapse_shape"(%924) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x72x1x4x4xf32>) -> tensor<1x72x4x4xf32>
    %926 = "tensor.empty"() : () -> tensor<72x1x4x4xf32>
    %927 = "linalg.transpose"(%925, %926) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1059: f32, %arg1060: f32):
      "linalg.yield"(%arg1059) : (f32) -> ()
    }) : (tensor<1x72x4x4xf32>, tensor<72x1x4x4xf32>) -> tensor<72x1x4x4xf32>
    %928 = "tensor.extract_slice"(%927) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 72, 1, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<72x1x4x4xf32>) -> tensor<72x1x3x4xf32>
    %929 = "tensor.extract_slice"(%928) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 72, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<72x1x3x4xf32>) -> tensor<72x1x3x3xf32>
    %930 = "tensor.empty"() : () -> tensor<4x72x4x4xi1>
    %931 = "linalg.generic"(%472, %930) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1057: f32, %arg1058: i1):
      %1879 = "arith.extf"(%arg1057) : (f32) -> f64
      %1880 = "arith.cmpf"(%1879, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1880) : (i1) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<4x72x4x4xi1>) -> tensor<4x72x4x4xi1>
    %932 = "linalg.generic"(%472, %930) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1055: f32, %arg1056: i1):
      %1877 = "arith.extf"(%arg1055) : (f32) -> f64
      %1878 = "arith.cmpf"(%1877, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1878) : (i1) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<4x72x4x4xi1>) -> tensor<4x72x4x4xi1>
    %933 = "linalg.generic"(%931, %932, %930) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1052: i1, %arg1053: i1, %arg1054: i1):
      %1876 = "arith.ori"(%arg1052, %arg1053) : (i1, i1) -> i1
      "linalg.yield"(%1876) : (i1) -> ()
    }) : (tensor<4x72x4x4xi1>, tensor<4x72x4x4xi1>, tensor<4x72x4x4xi1>) -> tensor<4x72x4x4xi1>
    %934 = "linalg.generic"(%933, %7, %911, %443) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1048: i1, %arg1049: f32, %arg1050: f32, %arg1051: f32):
      %1875 = "arith.select"(%arg1048, %arg1049, %arg1050) : (i1, f32, f32) -> f32
      "linalg.yield"(%1875) : (f32) -> ()
    }) : (tensor<4x72x4x4xi1>, tensor<f32>, tensor<4x72x4x4xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %935 = "linalg.generic"(%934, %447) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1046: f32, %arg1047: f32):
      %1874 = "arith.addf"(%arg1046, %arg1047) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1874) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<72xf32>) -> tensor<72xf32>
    %936 = "linalg.generic"(%934, %467, %443) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1043: f32, %arg1044: f32, %arg1045: f32):
      %1873 = "arith.mulf"(%arg1043, %arg1044) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1873) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<4x72x4x4xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %937 = "linalg.generic"(%936, %447) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1041: f32, %arg1042: f32):
      %1872 = "arith.addf"(%arg1041, %arg1042) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1872) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<72xf32>) -> tensor<72xf32>
    %938 = "linalg.generic"(%935, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1039: f32, %arg1040: f32):
      %1871 = "arith.mulf"(%arg1039, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1871) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %939 = "tensor.expand_shape"(%938) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %940 = "linalg.generic"(%937, %446) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1037: f32, %arg1038: f32):
      %1870 = "arith.mulf"(%arg1037, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1870) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %941 = "linalg.generic"(%464, %464, %446) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1034: f32, %arg1035: f32, %arg1036: f32):
      %1869 = "arith.mulf"(%arg1034, %arg1035) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1869) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %942 = "linalg.generic"(%940, %941, %446) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1031: f32, %arg1032: f32, %arg1033: f32):
      %1868 = "arith.mulf"(%arg1031, %arg1032) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1868) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %943 = "tensor.expand_shape"(%942) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %944 = "linalg.generic"(%464, %arg48, %446) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1028: f32, %arg1029: f32, %arg1030: f32):
      %1867 = "arith.mulf"(%arg1028, %arg1029) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1867) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %945 = "tensor.expand_shape"(%944) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 72, 1, 1>}> : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %946 = "linalg.generic"(%467, %943, %443) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1025: f32, %arg1026: f32, %arg1027: f32):
      %1866 = "arith.mulf"(%arg1025, %arg1026) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1866) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<1x72x1x1xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %947 = "linalg.generic"(%934, %946, %443) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1022: f32, %arg1023: f32, %arg1024: f32):
      %1865 = "arith.subf"(%arg1022, %arg1023) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1865) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<4x72x4x4xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %948 = "linalg.generic"(%947, %939, %443) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1019: f32, %arg1020: f32, %arg1021: f32):
      %1864 = "arith.subf"(%arg1019, %arg1020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1864) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<1x72x1x1xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %949 = "linalg.generic"(%948, %945, %443) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1016: f32, %arg1017: f32, %arg1018: f32):
      %1863 = "arith.mulf"(%arg1016, %arg1017) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1863) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<1x72x1x1xf32>, tensor<4x72x4x4xf32>) -> tensor<4x72x4x4xf32>
    %950 = "linalg.generic"(%937, %464, %446) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1013: f32, %arg1014: f32, %arg1015: f32):
      %1862 = "arith.mulf"(%arg1013, %arg1014) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1862) : (f32) -> ()
    }) : (tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<72xf32>
    %951 = "tensor.empty"() : () -> tensor<12x72x1x1xf32>
    %952 = "linalg.fill"(%2, %951) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1011: f32, %arg1012: f32):
      "linalg.yield"(%arg1011) : (f32) -> ()
    }) : (f32, tensor<12x72x1x1xf32>) -> tensor<12x72x1x1xf32>
    %953 = "linalg.generic"(%952) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1010: f32):
      %1859 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1860 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1861 = "tensor.extract"(%arg47, %1860, %1859, %22, %22) : (tensor<72x12x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1861) : (f32) -> ()
    }) : (tensor<12x72x1x1xf32>) -> tensor<12x72x1x1xf32>
    %954 = "linalg.conv_2d_nchw_fchw"(%949, %953, %414) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1007: f32, %arg1008: f32, %arg1009: f32):
      %1857 = "arith.mulf"(%arg1007, %arg1008) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1858 = "arith.addf"(%arg1009, %1857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1858) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x72x4x4xf32>, tensor<12x72x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %955 = "tensor.empty"() : () -> tensor<12x4x4x4xf32>
    %956 = "linalg.transpose"(%442, %955) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1005: f32, %arg1006: f32):
      "linalg.yield"(%arg1005) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<12x4x4x4xf32>) -> tensor<12x4x4x4xf32>
    %957 = "tensor.empty"() : () -> tensor<72x4x4x4xf32>
    %958 = "linalg.transpose"(%949, %957) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1003: f32, %arg1004: f32):
      "linalg.yield"(%arg1003) : (f32) -> ()
    }) : (tensor<4x72x4x4xf32>, tensor<72x4x4x4xf32>) -> tensor<72x4x4x4xf32>
    %959 = "linalg.conv_2d_nchw_fchw"(%956, %958, %952) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1000: f32, %arg1001: f32, %arg1002: f32):
      %1855 = "arith.mulf"(%arg1000, %arg1001) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1856 = "arith.addf"(%arg1002, %1855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1856) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<12x4x4x4xf32>, tensor<72x4x4x4xf32>, tensor<12x72x1x1xf32>) -> tensor<12x72x1x1xf32>
    %960 = "tensor.empty"() : () -> tensor<72x12x1x1xf32>
    %961 = "linalg.transpose"(%959, %960) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg998: f32, %arg999: f32):
      "linalg.yield"(%arg998) : (f32) -> ()
    }) : (tensor<12x72x1x1xf32>, tensor<72x12x1x1xf32>) -> tensor<72x12x1x1xf32>
    %962 = "linalg.generic"(%954, %417) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg996: f32, %arg997: f32):
      %1854 = "arith.addf"(%arg996, %arg997) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1854) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<12xf32>) -> tensor<12xf32>
    %963 = "linalg.generic"(%954, %437, %413) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg993: f32, %arg994: f32, %arg995: f32):
      %1853 = "arith.mulf"(%arg993, %arg994) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1853) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<4x12x4x4xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %964 = "linalg.generic"(%963, %417) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg991: f32, %arg992: f32):
      %1852 = "arith.addf"(%arg991, %arg992) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1852) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<12xf32>) -> tensor<12xf32>
    %965 = "linalg.generic"(%962, %416) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg989: f32, %arg990: f32):
      %1851 = "arith.mulf"(%arg989, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1851) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %966 = "tensor.expand_shape"(%965) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 12, 1, 1>}> : (tensor<12xf32>) -> tensor<1x12x1x1xf32>
    %967 = "linalg.generic"(%964, %416) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg987: f32, %arg988: f32):
      %1850 = "arith.mulf"(%arg987, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1850) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %968 = "linalg.generic"(%434, %434, %416) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg984: f32, %arg985: f32, %arg986: f32):
      %1849 = "arith.mulf"(%arg984, %arg985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1849) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %969 = "linalg.generic"(%967, %968, %416) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg981: f32, %arg982: f32, %arg983: f32):
      %1848 = "arith.mulf"(%arg981, %arg982) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1848) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %970 = "tensor.expand_shape"(%969) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 12, 1, 1>}> : (tensor<12xf32>) -> tensor<1x12x1x1xf32>
    %971 = "linalg.generic"(%434, %arg45, %416) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg978: f32, %arg979: f32, %arg980: f32):
      %1847 = "arith.mulf"(%arg978, %arg979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1847) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %972 = "tensor.expand_shape"(%971) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 12, 1, 1>}> : (tensor<12xf32>) -> tensor<1x12x1x1xf32>
    %973 = "linalg.generic"(%437, %970, %413) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg975: f32, %arg976: f32, %arg977: f32):
      %1846 = "arith.mulf"(%arg975, %arg976) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1846) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<1x12x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %974 = "linalg.generic"(%954, %973, %413) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg972: f32, %arg973: f32, %arg974: f32):
      %1845 = "arith.subf"(%arg972, %arg973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1845) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<4x12x4x4xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %975 = "linalg.generic"(%974, %966, %413) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg969: f32, %arg970: f32, %arg971: f32):
      %1844 = "arith.subf"(%arg969, %arg970) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1844) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<1x12x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %976 = "linalg.generic"(%975, %972, %413) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg966: f32, %arg967: f32, %arg968: f32):
      %1843 = "arith.mulf"(%arg966, %arg967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1843) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<1x12x1x1xf32>, tensor<4x12x4x4xf32>) -> tensor<4x12x4x4xf32>
    %977 = "linalg.generic"(%964, %434, %416) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg963: f32, %arg964: f32, %arg965: f32):
      %1842 = "arith.mulf"(%arg963, %arg964) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1842) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %978 = "tensor.empty"() : () -> tensor<48x12x1x1xf32>
    %979 = "linalg.fill"(%2, %978) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg961: f32, %arg962: f32):
      "linalg.yield"(%arg961) : (f32) -> ()
    }) : (f32, tensor<48x12x1x1xf32>) -> tensor<48x12x1x1xf32>
    %980 = "linalg.generic"(%979) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg960: f32):
      %1839 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1840 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1841 = "tensor.extract"(%arg44, %1840, %1839, %22, %22) : (tensor<12x48x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1841) : (f32) -> ()
    }) : (tensor<48x12x1x1xf32>) -> tensor<48x12x1x1xf32>
    %981 = "linalg.conv_2d_nchw_fchw"(%976, %980, %357) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg957: f32, %arg958: f32, %arg959: f32):
      %1837 = "arith.mulf"(%arg957, %arg958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1838 = "arith.addf"(%arg959, %1837) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1838) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x12x4x4xf32>, tensor<48x12x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %982 = "tensor.empty"() : () -> tensor<48x4x4x4xf32>
    %983 = "linalg.transpose"(%412, %982) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg955: f32, %arg956: f32):
      "linalg.yield"(%arg955) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<48x4x4x4xf32>) -> tensor<48x4x4x4xf32>
    %984 = "linalg.transpose"(%976, %955) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg953: f32, %arg954: f32):
      "linalg.yield"(%arg953) : (f32) -> ()
    }) : (tensor<4x12x4x4xf32>, tensor<12x4x4x4xf32>) -> tensor<12x4x4x4xf32>
    %985 = "linalg.conv_2d_nchw_fchw"(%983, %984, %979) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg950: f32, %arg951: f32, %arg952: f32):
      %1835 = "arith.mulf"(%arg950, %arg951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1836 = "arith.addf"(%arg952, %1835) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1836) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<48x4x4x4xf32>, tensor<12x4x4x4xf32>, tensor<48x12x1x1xf32>) -> tensor<48x12x1x1xf32>
    %986 = "tensor.empty"() : () -> tensor<12x48x1x1xf32>
    %987 = "linalg.transpose"(%985, %986) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg948: f32, %arg949: f32):
      "linalg.yield"(%arg948) : (f32) -> ()
    }) : (tensor<48x12x1x1xf32>, tensor<12x48x1x1xf32>) -> tensor<12x48x1x1xf32>
    %988 = "tensor.empty"() : () -> tensor<4x48x4x4xi1>
    %989 = "linalg.generic"(%410, %988) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg946: f32, %arg947: i1):
      %1833 = "arith.extf"(%arg946) : (f32) -> f64
      %1834 = "arith.cmpf"(%1833, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1834) : (i1) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xi1>) -> tensor<4x48x4x4xi1>
    %990 = "linalg.generic"(%410, %988) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg944: f32, %arg945: i1):
      %1831 = "arith.extf"(%arg944) : (f32) -> f64
      %1832 = "arith.cmpf"(%1831, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1832) : (i1) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xi1>) -> tensor<4x48x4x4xi1>
    %991 = "linalg.generic"(%989, %990, %988) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg941: i1, %arg942: i1, %arg943: i1):
      %1830 = "arith.ori"(%arg941, %arg942) : (i1, i1) -> i1
      "linalg.yield"(%1830) : (i1) -> ()
    }) : (tensor<4x48x4x4xi1>, tensor<4x48x4x4xi1>, tensor<4x48x4x4xi1>) -> tensor<4x48x4x4xi1>
    %992 = "linalg.generic"(%991, %7, %981, %356) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg937: i1, %arg938: f32, %arg939: f32, %arg940: f32):
      %1829 = "arith.select"(%arg937, %arg938, %arg939) : (i1, f32, f32) -> f32
      "linalg.yield"(%1829) : (f32) -> ()
    }) : (tensor<4x48x4x4xi1>, tensor<f32>, tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %993 = "linalg.generic"(%992, %360) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg935: f32, %arg936: f32):
      %1828 = "arith.addf"(%arg935, %arg936) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1828) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<48xf32>) -> tensor<48xf32>
    %994 = "linalg.generic"(%992, %405, %356) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg932: f32, %arg933: f32, %arg934: f32):
      %1827 = "arith.mulf"(%arg932, %arg933) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1827) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %995 = "linalg.generic"(%994, %360) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg930: f32, %arg931: f32):
      %1826 = "arith.addf"(%arg930, %arg931) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1826) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<48xf32>) -> tensor<48xf32>
    %996 = "linalg.generic"(%993, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg928: f32, %arg929: f32):
      %1825 = "arith.mulf"(%arg928, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1825) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %997 = "tensor.expand_shape"(%996) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %998 = "linalg.generic"(%995, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg926: f32, %arg927: f32):
      %1824 = "arith.mulf"(%arg926, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1824) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %999 = "linalg.generic"(%402, %402, %359) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg923: f32, %arg924: f32, %arg925: f32):
      %1823 = "arith.mulf"(%arg923, %arg924) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1823) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1000 = "linalg.generic"(%998, %999, %359) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg920: f32, %arg921: f32, %arg922: f32):
      %1822 = "arith.mulf"(%arg920, %arg921) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1822) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1001 = "tensor.expand_shape"(%1000) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %1002 = "linalg.generic"(%402, %arg42, %359) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg917: f32, %arg918: f32, %arg919: f32):
      %1821 = "arith.mulf"(%arg917, %arg918) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1821) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1003 = "tensor.expand_shape"(%1002) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %1004 = "linalg.generic"(%405, %1001, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg914: f32, %arg915: f32, %arg916: f32):
      %1820 = "arith.mulf"(%arg914, %arg915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1820) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1005 = "linalg.generic"(%992, %1004, %356) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg911: f32, %arg912: f32, %arg913: f32):
      %1819 = "arith.subf"(%arg911, %arg912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1819) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1006 = "linalg.generic"(%1005, %997, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg908: f32, %arg909: f32, %arg910: f32):
      %1818 = "arith.subf"(%arg908, %arg909) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1818) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1007 = "linalg.generic"(%1006, %1003, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg905: f32, %arg906: f32, %arg907: f32):
      %1817 = "arith.mulf"(%arg905, %arg906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1817) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1008 = "linalg.generic"(%995, %402, %359) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg902: f32, %arg903: f32, %arg904: f32):
      %1816 = "arith.mulf"(%arg902, %arg903) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1816) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1009 = "tensor.pad"(%1007) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg898: index, %arg899: index, %arg900: index, %arg901: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>) -> tensor<4x48x6x6xf32>
    %1010 = "tensor.expand_shape"(%arg41) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 48, 1, 1, 3, 3>}> : (tensor<48x1x3x3xf32>) -> tensor<48x1x1x3x3xf32>
    %1011 = "tensor.empty"() : () -> tensor<48x1x1x3x3xf32>
    %1012 = "linalg.transpose"(%1010, %1011) <{permutation = array<i64: 0, 2, 1, 3, 4>}> ({
    ^bb0(%arg896: f32, %arg897: f32):
      "linalg.yield"(%arg896) : (f32) -> ()
    }) : (tensor<48x1x1x3x3xf32>, tensor<48x1x1x3x3xf32>) -> tensor<48x1x1x3x3xf32>
    %1013 = "tensor.collapse_shape"(%1012) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<48x1x1x3x3xf32>) -> tensor<48x1x3x3xf32>
    %1014 = "tensor.empty"() : () -> tensor<48x1x3x3xf32>
    %1015 = "linalg.fill"(%2, %1014) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg894: f32, %arg895: f32):
      "linalg.yield"(%arg894) : (f32) -> ()
    }) : (f32, tensor<48x1x3x3xf32>) -> tensor<48x1x3x3xf32>
    %1016 = "linalg.generic"(%1013, %1015) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg892: f32, %arg893: f32):
      %1810 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1811 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1812 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1813 = "arith.subi"(%23, %1811) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1814 = "arith.subi"(%23, %1812) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1815 = "tensor.extract"(%1013, %1810, %22, %1813, %1814) : (tensor<48x1x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1815) : (f32) -> ()
    }) : (tensor<48x1x3x3xf32>, tensor<48x1x3x3xf32>) -> tensor<48x1x3x3xf32>
    %1017 = "tensor.collapse_shape"(%1016) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<48x1x3x3xf32>) -> tensor<48x3x3xf32>
    %1018 = "linalg.depthwise_conv_2d_nchw_chw"(%1009, %1017, %357) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg889: f32, %arg890: f32, %arg891: f32):
      %1808 = "arith.mulf"(%arg889, %arg890) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1809 = "arith.addf"(%arg891, %1808) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1809) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x48x6x6xf32>, tensor<48x3x3xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1019 = "tensor.expand_shape"(%387) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 48, 1, 4, 4>}> : (tensor<4x48x4x4xf32>) -> tensor<4x48x1x4x4xf32>
    %1020 = "tensor.empty"() : () -> tensor<1x48x4x4x4xf32>
    %1021 = "linalg.transpose"(%1019, %1020) <{permutation = array<i64: 2, 1, 0, 3, 4>}> ({
    ^bb0(%arg887: f32, %arg888: f32):
      "linalg.yield"(%arg887) : (f32) -> ()
    }) : (tensor<4x48x1x4x4xf32>, tensor<1x48x4x4x4xf32>) -> tensor<1x48x4x4x4xf32>
    %1022 = "tensor.collapse_shape"(%1021) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x48x4x4x4xf32>) -> tensor<1x192x4x4xf32>
    %1023 = "tensor.expand_shape"(%1007) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 48, 1, 4, 4>}> : (tensor<4x48x4x4xf32>) -> tensor<4x48x1x4x4xf32>
    %1024 = "tensor.empty"() : () -> tensor<48x1x4x4x4xf32>
    %1025 = "linalg.transpose"(%1023, %1024) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg885: f32, %arg886: f32):
      "linalg.yield"(%arg885) : (f32) -> ()
    }) : (tensor<4x48x1x4x4xf32>, tensor<48x1x4x4x4xf32>) -> tensor<48x1x4x4x4xf32>
    %1026 = "tensor.pad"(%1022) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg881: index, %arg882: index, %arg883: index, %arg884: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<1x192x4x4xf32>) -> tensor<1x192x6x6xf32>
    %1027 = "tensor.empty"() : () -> tensor<1x48x3x3xf32>
    %1028 = "tensor.expand_shape"(%1026) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 48, 4, 6, 6>}> : (tensor<1x192x6x6xf32>) -> tensor<1x48x4x6x6xf32>
    %1029 = "tensor.expand_shape"(%1027) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 48, 1, 3, 3>}> : (tensor<1x48x3x3xf32>) -> tensor<1x48x1x3x3xf32>
    %1030 = "linalg.fill"(%2, %1029) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg879: f32, %arg880: f32):
      "linalg.yield"(%arg879) : (f32) -> ()
    }) : (f32, tensor<1x48x1x3x3xf32>) -> tensor<1x48x1x3x3xf32>
    %1031 = "linalg.conv_2d_ngchw_gfchw"(%1028, %1025, %1030) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg876: f32, %arg877: f32, %arg878: f32):
      %1806 = "arith.mulf"(%arg876, %arg877) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1807 = "arith.addf"(%arg878, %1806) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1807) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map25, #map26, #map27]} : (tensor<1x48x4x6x6xf32>, tensor<48x1x4x4x4xf32>, tensor<1x48x1x3x3xf32>) -> tensor<1x48x1x3x3xf32>
    %1032 = "tensor.collapse_shape"(%1031) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x48x1x3x3xf32>) -> tensor<1x48x3x3xf32>
    %1033 = "linalg.transpose"(%1032, %1014) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg874: f32, %arg875: f32):
      "linalg.yield"(%arg874) : (f32) -> ()
    }) : (tensor<1x48x3x3xf32>, tensor<48x1x3x3xf32>) -> tensor<48x1x3x3xf32>
    %1034 = "linalg.generic"(%385, %988) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg872: f32, %arg873: i1):
      %1804 = "arith.extf"(%arg872) : (f32) -> f64
      %1805 = "arith.cmpf"(%1804, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1805) : (i1) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xi1>) -> tensor<4x48x4x4xi1>
    %1035 = "linalg.generic"(%385, %988) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg870: f32, %arg871: i1):
      %1802 = "arith.extf"(%arg870) : (f32) -> f64
      %1803 = "arith.cmpf"(%1802, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1803) : (i1) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xi1>) -> tensor<4x48x4x4xi1>
    %1036 = "linalg.generic"(%1034, %1035, %988) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg867: i1, %arg868: i1, %arg869: i1):
      %1801 = "arith.ori"(%arg867, %arg868) : (i1, i1) -> i1
      "linalg.yield"(%1801) : (i1) -> ()
    }) : (tensor<4x48x4x4xi1>, tensor<4x48x4x4xi1>, tensor<4x48x4x4xi1>) -> tensor<4x48x4x4xi1>
    %1037 = "linalg.generic"(%1036, %7, %1018, %356) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg863: i1, %arg864: f32, %arg865: f32, %arg866: f32):
      %1800 = "arith.select"(%arg863, %arg864, %arg865) : (i1, f32, f32) -> f32
      "linalg.yield"(%1800) : (f32) -> ()
    }) : (tensor<4x48x4x4xi1>, tensor<f32>, tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1038 = "linalg.generic"(%1037, %360) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg861: f32, %arg862: f32):
      %1799 = "arith.addf"(%arg861, %arg862) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1799) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1039 = "linalg.generic"(%1037, %380, %356) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg858: f32, %arg859: f32, %arg860: f32):
      %1798 = "arith.mulf"(%arg858, %arg859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1798) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1040 = "linalg.generic"(%1039, %360) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg856: f32, %arg857: f32):
      %1797 = "arith.addf"(%arg856, %arg857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1797) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1041 = "linalg.generic"(%1038, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg854: f32, %arg855: f32):
      %1796 = "arith.mulf"(%arg854, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1796) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1042 = "tensor.expand_shape"(%1041) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %1043 = "linalg.generic"(%1040, %359) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg852: f32, %arg853: f32):
      %1795 = "arith.mulf"(%arg852, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1795) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1044 = "linalg.generic"(%377, %377, %359) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg849: f32, %arg850: f32, %arg851: f32):
      %1794 = "arith.mulf"(%arg849, %arg850) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1794) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1045 = "linalg.generic"(%1043, %1044, %359) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg846: f32, %arg847: f32, %arg848: f32):
      %1793 = "arith.mulf"(%arg846, %arg847) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1793) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1046 = "tensor.expand_shape"(%1045) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %1047 = "linalg.generic"(%377, %arg39, %359) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg843: f32, %arg844: f32, %arg845: f32):
      %1792 = "arith.mulf"(%arg843, %arg844) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1792) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1048 = "tensor.expand_shape"(%1047) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %1049 = "linalg.generic"(%380, %1046, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg840: f32, %arg841: f32, %arg842: f32):
      %1791 = "arith.mulf"(%arg840, %arg841) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1791) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1050 = "linalg.generic"(%1037, %1049, %356) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg837: f32, %arg838: f32, %arg839: f32):
      %1790 = "arith.subf"(%arg837, %arg838) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1790) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1051 = "linalg.generic"(%1050, %1042, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg834: f32, %arg835: f32, %arg836: f32):
      %1789 = "arith.subf"(%arg834, %arg835) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1789) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1052 = "linalg.generic"(%1051, %1048, %356) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg831: f32, %arg832: f32, %arg833: f32):
      %1788 = "arith.mulf"(%arg831, %arg832) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1788) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<4x48x4x4xf32>) -> tensor<4x48x4x4xf32>
    %1053 = "linalg.generic"(%1040, %377, %359) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg828: f32, %arg829: f32, %arg830: f32):
      %1787 = "arith.mulf"(%arg828, %arg829) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1787) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %1054 = "tensor.empty"() : () -> tensor<8x48x1x1xf32>
    %1055 = "linalg.fill"(%2, %1054) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg826: f32, %arg827: f32):
      "linalg.yield"(%arg826) : (f32) -> ()
    }) : (f32, tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %1056 = "linalg.generic"(%1055) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg825: f32):
      %1784 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1785 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1786 = "tensor.extract"(%arg38, %1785, %1784, %22, %22) : (tensor<48x8x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1786) : (f32) -> ()
    }) : (tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %1057 = "linalg.conv_2d_nchw_fchw"(%1052, %1056, %327) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg822: f32, %arg823: f32, %arg824: f32):
      %1782 = "arith.mulf"(%arg822, %arg823) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1783 = "arith.addf"(%arg824, %1782) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1783) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x48x4x4xf32>, tensor<8x48x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %1058 = "tensor.empty"() : () -> tensor<8x4x4x4xf32>
    %1059 = "linalg.transpose"(%355, %1058) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg820: f32, %arg821: f32):
      "linalg.yield"(%arg820) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %1060 = "linalg.transpose"(%1052, %982) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg818: f32, %arg819: f32):
      "linalg.yield"(%arg818) : (f32) -> ()
    }) : (tensor<4x48x4x4xf32>, tensor<48x4x4x4xf32>) -> tensor<48x4x4x4xf32>
    %1061 = "linalg.conv_2d_nchw_fchw"(%1059, %1060, %1055) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg815: f32, %arg816: f32, %arg817: f32):
      %1780 = "arith.mulf"(%arg815, %arg816) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1781 = "arith.addf"(%arg817, %1780) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1781) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<8x4x4x4xf32>, tensor<48x4x4x4xf32>, tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %1062 = "tensor.empty"() : () -> tensor<48x8x1x1xf32>
    %1063 = "linalg.transpose"(%1061, %1062) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg813: f32, %arg814: f32):
      "linalg.yield"(%arg813) : (f32) -> ()
    }) : (tensor<8x48x1x1xf32>, tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %1064 = "linalg.generic"(%1057, %330) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg811: f32, %arg812: f32):
      %1779 = "arith.addf"(%arg811, %arg812) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1779) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1065 = "linalg.generic"(%1057, %350, %326) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg808: f32, %arg809: f32, %arg810: f32):
      %1778 = "arith.mulf"(%arg808, %arg809) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1778) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %1066 = "linalg.generic"(%1065, %330) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg806: f32, %arg807: f32):
      %1777 = "arith.addf"(%arg806, %arg807) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1777) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1067 = "linalg.generic"(%1064, %329) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg804: f32, %arg805: f32):
      %1776 = "arith.mulf"(%arg804, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1776) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1068 = "tensor.expand_shape"(%1067) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1069 = "linalg.generic"(%1066, %329) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg802: f32, %arg803: f32):
      %1775 = "arith.mulf"(%arg802, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1775) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1070 = "linalg.generic"(%347, %347, %329) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg799: f32, %arg800: f32, %arg801: f32):
      %1774 = "arith.mulf"(%arg799, %arg800) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1774) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1071 = "linalg.generic"(%1069, %1070, %329) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg796: f32, %arg797: f32, %arg798: f32):
      %1773 = "arith.mulf"(%arg796, %arg797) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1773) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1072 = "tensor.expand_shape"(%1071) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1073 = "linalg.generic"(%347, %arg36, %329) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg793: f32, %arg794: f32, %arg795: f32):
      %1772 = "arith.mulf"(%arg793, %arg794) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1772) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1074 = "tensor.expand_shape"(%1073) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %1075 = "linalg.generic"(%350, %1072, %326) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg790: f32, %arg791: f32, %arg792: f32):
      %1771 = "arith.mulf"(%arg790, %arg791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1771) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %1076 = "linalg.generic"(%1057, %1075, %326) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg787: f32, %arg788: f32, %arg789: f32):
      %1770 = "arith.subf"(%arg787, %arg788) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1770) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %1077 = "linalg.generic"(%1076, %1068, %326) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg784: f32, %arg785: f32, %arg786: f32):
      %1769 = "arith.subf"(%arg784, %arg785) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1769) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %1078 = "linalg.generic"(%1077, %1074, %326) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg781: f32, %arg782: f32, %arg783: f32):
      %1768 = "arith.mulf"(%arg781, %arg782) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1768) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<1x8x1x1xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x4xf32>
    %1079 = "linalg.generic"(%1066, %347, %329) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg778: f32, %arg779: f32, %arg780: f32):
      %1767 = "arith.mulf"(%arg778, %arg779) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1767) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %1080 = "tensor.empty"() : () -> tensor<24x8x1x1xf32>
    %1081 = "linalg.fill"(%2, %1080) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg776: f32, %arg777: f32):
      "linalg.yield"(%arg776) : (f32) -> ()
    }) : (f32, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %1082 = "linalg.generic"(%1081) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg775: f32):
      %1764 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1765 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1766 = "tensor.extract"(%arg35, %1765, %1764, %22, %22) : (tensor<8x24x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1766) : (f32) -> ()
    }) : (tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %1083 = "linalg.conv_2d_nchw_fchw"(%1078, %1082, %300) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg772: f32, %arg773: f32, %arg774: f32):
      %1762 = "arith.mulf"(%arg772, %arg773) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1763 = "arith.addf"(%arg774, %1762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1763) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x8x4x4xf32>, tensor<24x8x1x1xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %1084 = "tensor.empty"() : () -> tensor<24x4x4x4xf32>
    %1085 = "linalg.transpose"(%325, %1084) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg770: f32, %arg771: f32):
      "linalg.yield"(%arg770) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<24x4x4x4xf32>) -> tensor<24x4x4x4xf32>
    %1086 = "linalg.transpose"(%1078, %1058) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg768: f32, %arg769: f32):
      "linalg.yield"(%arg768) : (f32) -> ()
    }) : (tensor<4x8x4x4xf32>, tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %1087 = "linalg.conv_2d_nchw_fchw"(%1085, %1086, %1081) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg765: f32, %arg766: f32, %arg767: f32):
      %1760 = "arith.mulf"(%arg765, %arg766) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1761 = "arith.addf"(%arg767, %1760) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1761) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<24x4x4x4xf32>, tensor<8x4x4x4xf32>, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %1088 = "tensor.empty"() : () -> tensor<8x24x1x1xf32>
    %1089 = "linalg.transpose"(%1087, %1088) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg763: f32, %arg764: f32):
      "linalg.yield"(%arg763) : (f32) -> ()
    }) : (tensor<24x8x1x1xf32>, tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %1090 = "tensor.empty"() : () -> tensor<4x24x4x4xi1>
    %1091 = "linalg.generic"(%323, %1090) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg761: f32, %arg762: i1):
      %1758 = "arith.extf"(%arg761) : (f32) -> f64
      %1759 = "arith.cmpf"(%1758, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1759) : (i1) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<4x24x4x4xi1>) -> tensor<4x24x4x4xi1>
    %1092 = "linalg.generic"(%323, %1090) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg759: f32, %arg760: i1):
      %1756 = "arith.extf"(%arg759) : (f32) -> f64
      %1757 = "arith.cmpf"(%1756, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1757) : (i1) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<4x24x4x4xi1>) -> tensor<4x24x4x4xi1>
    %1093 = "linalg.generic"(%1091, %1092, %1090) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg756: i1, %arg757: i1, %arg758: i1):
      %1755 = "arith.ori"(%arg756, %arg757) : (i1, i1) -> i1
      "linalg.yield"(%1755) : (i1) -> ()
    }) : (tensor<4x24x4x4xi1>, tensor<4x24x4x4xi1>, tensor<4x24x4x4xi1>) -> tensor<4x24x4x4xi1>
    %1094 = "linalg.generic"(%1093, %7, %1083, %299) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg752: i1, %arg753: f32, %arg754: f32, %arg755: f32):
      %1754 = "arith.select"(%arg752, %arg753, %arg754) : (i1, f32, f32) -> f32
      "linalg.yield"(%1754) : (f32) -> ()
    }) : (tensor<4x24x4x4xi1>, tensor<f32>, tensor<4x24x4x4xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %1095 = "linalg.generic"(%1094, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg750: f32, %arg751: f32):
      %1753 = "arith.addf"(%arg750, %arg751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1753) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1096 = "linalg.generic"(%1094, %318, %299) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg747: f32, %arg748: f32, %arg749: f32):
      %1752 = "arith.mulf"(%arg747, %arg748) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1752) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<4x24x4x4xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %1097 = "linalg.generic"(%1096, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg745: f32, %arg746: f32):
      %1751 = "arith.addf"(%arg745, %arg746) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1751) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1098 = "linalg.generic"(%1095, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg743: f32, %arg744: f32):
      %1750 = "arith.mulf"(%arg743, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1750) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1099 = "tensor.expand_shape"(%1098) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1100 = "linalg.generic"(%1097, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg741: f32, %arg742: f32):
      %1749 = "arith.mulf"(%arg741, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1749) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1101 = "linalg.generic"(%315, %315, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg738: f32, %arg739: f32, %arg740: f32):
      %1748 = "arith.mulf"(%arg738, %arg739) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1748) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1102 = "linalg.generic"(%1100, %1101, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg735: f32, %arg736: f32, %arg737: f32):
      %1747 = "arith.mulf"(%arg735, %arg736) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1747) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1103 = "tensor.expand_shape"(%1102) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1104 = "linalg.generic"(%315, %arg33, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg732: f32, %arg733: f32, %arg734: f32):
      %1746 = "arith.mulf"(%arg732, %arg733) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1746) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1105 = "tensor.expand_shape"(%1104) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1106 = "linalg.generic"(%318, %1103, %299) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg729: f32, %arg730: f32, %arg731: f32):
      %1745 = "arith.mulf"(%arg729, %arg730) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1745) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<1x24x1x1xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %1107 = "linalg.generic"(%1094, %1106, %299) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg726: f32, %arg727: f32, %arg728: f32):
      %1744 = "arith.subf"(%arg726, %arg727) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1744) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<4x24x4x4xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %1108 = "linalg.generic"(%1107, %1099, %299) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg723: f32, %arg724: f32, %arg725: f32):
      %1743 = "arith.subf"(%arg723, %arg724) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1743) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<1x24x1x1xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %1109 = "linalg.generic"(%1108, %1105, %299) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg720: f32, %arg721: f32, %arg722: f32):
      %1742 = "arith.mulf"(%arg720, %arg721) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1742) : (f32) -> ()
    }) : (tensor<4x24x4x4xf32>, tensor<1x24x1x1xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x4xf32>
    %1110 = "linalg.generic"(%1097, %315, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg717: f32, %arg718: f32, %arg719: f32):
      %1741 = "arith.mulf"(%arg717, %arg718) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1741) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1111 = "tensor.concat"(%1109, %27) <{dim = 3 : i64}> : (tensor<4x24x4x4xf32>, tensor<4x24x4x4xf32>) -> tensor<4x24x4x8xf32>
    %1112 = "tensor.expand_shape"(%1111) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 24, 4, 2, 4>}> : (tensor<4x24x4x8xf32>) -> tensor<4x24x4x2x4xf32>
    %1113 = "tensor.collapse_shape"(%1112) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x24x4x2x4xf32>) -> tensor<4x24x8x4xf32>
    %1114 = "tensor.pad"(%1113) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg713: index, %arg714: index, %arg715: index, %arg716: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x8x4xf32>) -> tensor<4x24x10x4xf32>
    %1115 = "tensor.expand_shape"(%1114) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 24, 10, 4, 1>}> : (tensor<4x24x10x4xf32>) -> tensor<4x24x10x4x1xf32>
    %1116 = "tensor.concat"(%1115, %28) <{dim = 4 : i64}> : (tensor<4x24x10x4x1xf32>, tensor<4x24x10x4x1xf32>) -> tensor<4x24x10x4x2xf32>
    %1117 = "tensor.collapse_shape"(%1116) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x24x10x4x2xf32>) -> tensor<4x24x10x8xf32>
    %1118 = "tensor.pad"(%1117) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg709: index, %arg710: index, %arg711: index, %arg712: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x10x8xf32>) -> tensor<4x24x10x10xf32>
    %1119 = "tensor.expand_shape"(%arg32) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 24, 1, 1, 3, 3>}> : (tensor<24x1x3x3xf32>) -> tensor<24x1x1x3x3xf32>
    %1120 = "tensor.empty"() : () -> tensor<24x1x1x3x3xf32>
    %1121 = "linalg.transpose"(%1119, %1120) <{permutation = array<i64: 0, 2, 1, 3, 4>}> ({
    ^bb0(%arg707: f32, %arg708: f32):
      "linalg.yield"(%arg707) : (f32) -> ()
    }) : (tensor<24x1x1x3x3xf32>, tensor<24x1x1x3x3xf32>) -> tensor<24x1x1x3x3xf32>
    %1122 = "tensor.collapse_shape"(%1121) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<24x1x1x3x3xf32>) -> tensor<24x1x3x3xf32>
    %1123 = "tensor.empty"() : () -> tensor<24x1x3x3xf32>
    %1124 = "linalg.fill"(%2, %1123) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg705: f32, %arg706: f32):
      "linalg.yield"(%arg705) : (f32) -> ()
    }) : (f32, tensor<24x1x3x3xf32>) -> tensor<24x1x3x3xf32>
    %1125 = "linalg.generic"(%1122, %1124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg703: f32, %arg704: f32):
      %1735 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1736 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1737 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1738 = "arith.subi"(%23, %1736) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1739 = "arith.subi"(%23, %1737) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1740 = "tensor.extract"(%1122, %1735, %22, %1738, %1739) : (tensor<24x1x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1740) : (f32) -> ()
    }) : (tensor<24x1x3x3xf32>, tensor<24x1x3x3xf32>) -> tensor<24x1x3x3xf32>
    %1126 = "tensor.collapse_shape"(%1125) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x3x3xf32>) -> tensor<24x3x3xf32>
    %1127 = "linalg.depthwise_conv_2d_nchw_chw"(%1118, %1126, %225) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg700: f32, %arg701: f32, %arg702: f32):
      %1733 = "arith.mulf"(%arg700, %arg701) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1734 = "arith.addf"(%arg702, %1733) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1734) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x24x10x10xf32>, tensor<24x3x3xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1128 = "tensor.expand_shape"(%297) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 24, 1, 8, 8>}> : (tensor<4x24x8x8xf32>) -> tensor<4x24x1x8x8xf32>
    %1129 = "tensor.empty"() : () -> tensor<1x24x4x8x8xf32>
    %1130 = "linalg.transpose"(%1128, %1129) <{permutation = array<i64: 2, 1, 0, 3, 4>}> ({
    ^bb0(%arg698: f32, %arg699: f32):
      "linalg.yield"(%arg698) : (f32) -> ()
    }) : (tensor<4x24x1x8x8xf32>, tensor<1x24x4x8x8xf32>) -> tensor<1x24x4x8x8xf32>
    %1131 = "tensor.collapse_shape"(%1130) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x24x4x8x8xf32>) -> tensor<1x96x8x8xf32>
    %1132 = "tensor.expand_shape"(%1109) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 24, 1, 4, 4>}> : (tensor<4x24x4x4xf32>) -> tensor<4x24x1x4x4xf32>
    %1133 = "tensor.empty"() : () -> tensor<24x1x4x4x4xf32>
    %1134 = "linalg.transpose"(%1132, %1133) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg696: f32, %arg697: f32):
      "linalg.yield"(%arg696) : (f32) -> ()
    }) : (tensor<4x24x1x4x4xf32>, tensor<24x1x4x4x4xf32>) -> tensor<24x1x4x4x4xf32>
    %1135 = "tensor.pad"(%1131) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg692: index, %arg693: index, %arg694: index, %arg695: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<1x96x8x8xf32>) -> tensor<1x96x10x10xf32>
    %1136 = "tensor.empty"() : () -> tensor<1x24x4x4xf32>
    %1137 = "tensor.expand_shape"(%1135) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 24, 4, 10, 10>}> : (tensor<1x96x10x10xf32>) -> tensor<1x24x4x10x10xf32>
    %1138 = "tensor.expand_shape"(%1136) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 24, 1, 4, 4>}> : (tensor<1x24x4x4xf32>) -> tensor<1x24x1x4x4xf32>
    %1139 = "linalg.fill"(%2, %1138) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg690: f32, %arg691: f32):
      "linalg.yield"(%arg690) : (f32) -> ()
    }) : (f32, tensor<1x24x1x4x4xf32>) -> tensor<1x24x1x4x4xf32>
    %1140 = "linalg.conv_2d_ngchw_gfchw"(%1137, %1134, %1139) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg687: f32, %arg688: f32, %arg689: f32):
      %1731 = "arith.mulf"(%arg687, %arg688) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1732 = "arith.addf"(%arg689, %1731) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1732) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map28, #map26, #map27]} : (tensor<1x24x4x10x10xf32>, tensor<24x1x4x4x4xf32>, tensor<1x24x1x4x4xf32>) -> tensor<1x24x1x4x4xf32>
    %1141 = "tensor.collapse_shape"(%1140) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x24x1x4x4xf32>) -> tensor<1x24x4x4xf32>
    %1142 = "tensor.empty"() : () -> tensor<24x1x4x4xf32>
    %1143 = "linalg.transpose"(%1141, %1142) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg685: f32, %arg686: f32):
      "linalg.yield"(%arg685) : (f32) -> ()
    }) : (tensor<1x24x4x4xf32>, tensor<24x1x4x4xf32>) -> tensor<24x1x4x4xf32>
    %1144 = "tensor.extract_slice"(%1143) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 24, 1, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<24x1x4x4xf32>) -> tensor<24x1x3x4xf32>
    %1145 = "tensor.extract_slice"(%1144) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 24, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<24x1x3x4xf32>) -> tensor<24x1x3x3xf32>
    %1146 = "tensor.empty"() : () -> tensor<4x24x8x8xi1>
    %1147 = "linalg.generic"(%295, %1146) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg683: f32, %arg684: i1):
      %1729 = "arith.extf"(%arg683) : (f32) -> f64
      %1730 = "arith.cmpf"(%1729, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1730) : (i1) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xi1>) -> tensor<4x24x8x8xi1>
    %1148 = "linalg.generic"(%295, %1146) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg681: f32, %arg682: i1):
      %1727 = "arith.extf"(%arg681) : (f32) -> f64
      %1728 = "arith.cmpf"(%1727, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1728) : (i1) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xi1>) -> tensor<4x24x8x8xi1>
    %1149 = "linalg.generic"(%1147, %1148, %1146) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg678: i1, %arg679: i1, %arg680: i1):
      %1726 = "arith.ori"(%arg678, %arg679) : (i1, i1) -> i1
      "linalg.yield"(%1726) : (i1) -> ()
    }) : (tensor<4x24x8x8xi1>, tensor<4x24x8x8xi1>, tensor<4x24x8x8xi1>) -> tensor<4x24x8x8xi1>
    %1150 = "linalg.generic"(%1149, %7, %1127, %224) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg674: i1, %arg675: f32, %arg676: f32, %arg677: f32):
      %1725 = "arith.select"(%arg674, %arg675, %arg676) : (i1, f32, f32) -> f32
      "linalg.yield"(%1725) : (f32) -> ()
    }) : (tensor<4x24x8x8xi1>, tensor<f32>, tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1151 = "linalg.generic"(%1150, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg672: f32, %arg673: f32):
      %1724 = "arith.addf"(%arg672, %arg673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1724) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1152 = "linalg.generic"(%1150, %290, %224) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg669: f32, %arg670: f32, %arg671: f32):
      %1723 = "arith.mulf"(%arg669, %arg670) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1723) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1153 = "linalg.generic"(%1152, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg667: f32, %arg668: f32):
      %1722 = "arith.addf"(%arg667, %arg668) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1722) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1154 = "linalg.generic"(%1151, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg665: f32, %arg666: f32):
      %1721 = "arith.mulf"(%arg665, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1721) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1155 = "tensor.expand_shape"(%1154) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1156 = "linalg.generic"(%1153, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg663: f32, %arg664: f32):
      %1720 = "arith.mulf"(%arg663, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1720) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1157 = "linalg.generic"(%287, %287, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg660: f32, %arg661: f32, %arg662: f32):
      %1719 = "arith.mulf"(%arg660, %arg661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1719) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1158 = "linalg.generic"(%1156, %1157, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg657: f32, %arg658: f32, %arg659: f32):
      %1718 = "arith.mulf"(%arg657, %arg658) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1718) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1159 = "tensor.expand_shape"(%1158) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1160 = "linalg.generic"(%287, %arg30, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg654: f32, %arg655: f32, %arg656: f32):
      %1717 = "arith.mulf"(%arg654, %arg655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1717) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1161 = "tensor.expand_shape"(%1160) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1162 = "linalg.generic"(%290, %1159, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg651: f32, %arg652: f32, %arg653: f32):
      %1716 = "arith.mulf"(%arg651, %arg652) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1716) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1163 = "linalg.generic"(%1150, %1162, %224) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg648: f32, %arg649: f32, %arg650: f32):
      %1715 = "arith.subf"(%arg648, %arg649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1715) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1164 = "linalg.generic"(%1163, %1155, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg645: f32, %arg646: f32, %arg647: f32):
      %1714 = "arith.subf"(%arg645, %arg646) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1714) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1165 = "linalg.generic"(%1164, %1161, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg642: f32, %arg643: f32, %arg644: f32):
      %1713 = "arith.mulf"(%arg642, %arg643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1713) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1166 = "linalg.generic"(%1153, %287, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg639: f32, %arg640: f32, %arg641: f32):
      %1712 = "arith.mulf"(%arg639, %arg640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1712) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1167 = "tensor.empty"() : () -> tensor<4x24x1x1xf32>
    %1168 = "linalg.fill"(%2, %1167) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg637: f32, %arg638: f32):
      "linalg.yield"(%arg637) : (f32) -> ()
    }) : (f32, tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1169 = "linalg.generic"(%1168) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg636: f32):
      %1709 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1710 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1711 = "tensor.extract"(%arg29, %1710, %1709, %22, %22) : (tensor<24x4x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1711) : (f32) -> ()
    }) : (tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1170 = "linalg.conv_2d_nchw_fchw"(%1165, %1169, %252) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg633: f32, %arg634: f32, %arg635: f32):
      %1707 = "arith.mulf"(%arg633, %arg634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1708 = "arith.addf"(%arg635, %1707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1708) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x24x8x8xf32>, tensor<4x24x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1171 = "linalg.transpose"(%274, %251) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg631: f32, %arg632: f32):
      "linalg.yield"(%arg631) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1172 = "tensor.empty"() : () -> tensor<24x4x8x8xf32>
    %1173 = "linalg.transpose"(%1165, %1172) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg629: f32, %arg630: f32):
      "linalg.yield"(%arg629) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<24x4x8x8xf32>) -> tensor<24x4x8x8xf32>
    %1174 = "linalg.conv_2d_nchw_fchw"(%1171, %1173, %1168) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg626: f32, %arg627: f32, %arg628: f32):
      %1705 = "arith.mulf"(%arg626, %arg627) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1706 = "arith.addf"(%arg628, %1705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1706) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x8x8xf32>, tensor<24x4x8x8xf32>, tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1175 = "tensor.empty"() : () -> tensor<24x4x1x1xf32>
    %1176 = "linalg.transpose"(%1174, %1175) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg624: f32, %arg625: f32):
      "linalg.yield"(%arg624) : (f32) -> ()
    }) : (tensor<4x24x1x1xf32>, tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1177 = "linalg.generic"(%1170, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg622: f32, %arg623: f32):
      %1704 = "arith.addf"(%arg622, %arg623) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1704) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1178 = "linalg.generic"(%1170, %269, %251) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg619: f32, %arg620: f32, %arg621: f32):
      %1703 = "arith.mulf"(%arg619, %arg620) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1703) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1179 = "linalg.generic"(%1178, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg617: f32, %arg618: f32):
      %1702 = "arith.addf"(%arg617, %arg618) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1702) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1180 = "linalg.generic"(%1177, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg615: f32, %arg616: f32):
      %1701 = "arith.mulf"(%arg615, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1701) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1181 = "tensor.expand_shape"(%1180) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1182 = "linalg.generic"(%1179, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg613: f32, %arg614: f32):
      %1700 = "arith.mulf"(%arg613, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1700) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1183 = "linalg.generic"(%266, %266, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg610: f32, %arg611: f32, %arg612: f32):
      %1699 = "arith.mulf"(%arg610, %arg611) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1699) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1184 = "linalg.generic"(%1182, %1183, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg607: f32, %arg608: f32, %arg609: f32):
      %1698 = "arith.mulf"(%arg607, %arg608) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1698) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1185 = "tensor.expand_shape"(%1184) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1186 = "linalg.generic"(%266, %arg27, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg604: f32, %arg605: f32, %arg606: f32):
      %1697 = "arith.mulf"(%arg604, %arg605) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1697) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1187 = "tensor.expand_shape"(%1186) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1188 = "linalg.generic"(%269, %1185, %251) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg601: f32, %arg602: f32, %arg603: f32):
      %1696 = "arith.mulf"(%arg601, %arg602) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1696) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1189 = "linalg.generic"(%1170, %1188, %251) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg598: f32, %arg599: f32, %arg600: f32):
      %1695 = "arith.subf"(%arg598, %arg599) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1695) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1190 = "linalg.generic"(%1189, %1181, %251) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg595: f32, %arg596: f32, %arg597: f32):
      %1694 = "arith.subf"(%arg595, %arg596) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1694) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1191 = "linalg.generic"(%1190, %1187, %251) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg592: f32, %arg593: f32, %arg594: f32):
      %1693 = "arith.mulf"(%arg592, %arg593) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1693) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<1x4x1x1xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1192 = "linalg.generic"(%1179, %266, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg589: f32, %arg590: f32, %arg591: f32):
      %1692 = "arith.mulf"(%arg589, %arg590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1692) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1193 = "linalg.fill"(%2, %1175) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg587: f32, %arg588: f32):
      "linalg.yield"(%arg587) : (f32) -> ()
    }) : (f32, tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1194 = "linalg.generic"(%1193) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg586: f32):
      %1689 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1690 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1691 = "tensor.extract"(%arg26, %1690, %1689, %22, %22) : (tensor<4x24x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1691) : (f32) -> ()
    }) : (tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1195 = "linalg.conv_2d_nchw_fchw"(%1191, %1194, %225) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg583: f32, %arg584: f32, %arg585: f32):
      %1687 = "arith.mulf"(%arg583, %arg584) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1688 = "arith.addf"(%arg585, %1687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1688) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x8x8xf32>, tensor<24x4x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1196 = "linalg.transpose"(%250, %1172) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg581: f32, %arg582: f32):
      "linalg.yield"(%arg581) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<24x4x8x8xf32>) -> tensor<24x4x8x8xf32>
    %1197 = "linalg.transpose"(%1191, %251) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg579: f32, %arg580: f32):
      "linalg.yield"(%arg579) : (f32) -> ()
    }) : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %1198 = "linalg.conv_2d_nchw_fchw"(%1196, %1197, %1193) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg576: f32, %arg577: f32, %arg578: f32):
      %1685 = "arith.mulf"(%arg576, %arg577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1686 = "arith.addf"(%arg578, %1685) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1686) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<24x4x8x8xf32>, tensor<4x4x8x8xf32>, tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1199 = "linalg.transpose"(%1198, %1167) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg574: f32, %arg575: f32):
      "linalg.yield"(%arg574) : (f32) -> ()
    }) : (tensor<24x4x1x1xf32>, tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1200 = "linalg.generic"(%248, %1146) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg572: f32, %arg573: i1):
      %1683 = "arith.extf"(%arg572) : (f32) -> f64
      %1684 = "arith.cmpf"(%1683, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1684) : (i1) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xi1>) -> tensor<4x24x8x8xi1>
    %1201 = "linalg.generic"(%248, %1146) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg570: f32, %arg571: i1):
      %1681 = "arith.extf"(%arg570) : (f32) -> f64
      %1682 = "arith.cmpf"(%1681, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1682) : (i1) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xi1>) -> tensor<4x24x8x8xi1>
    %1202 = "linalg.generic"(%1200, %1201, %1146) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg567: i1, %arg568: i1, %arg569: i1):
      %1680 = "arith.ori"(%arg567, %arg568) : (i1, i1) -> i1
      "linalg.yield"(%1680) : (i1) -> ()
    }) : (tensor<4x24x8x8xi1>, tensor<4x24x8x8xi1>, tensor<4x24x8x8xi1>) -> tensor<4x24x8x8xi1>
    %1203 = "linalg.generic"(%1202, %7, %1195, %224) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg563: i1, %arg564: f32, %arg565: f32, %arg566: f32):
      %1679 = "arith.select"(%arg563, %arg564, %arg565) : (i1, f32, f32) -> f32
      "linalg.yield"(%1679) : (f32) -> ()
    }) : (tensor<4x24x8x8xi1>, tensor<f32>, tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1204 = "linalg.generic"(%1203, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg561: f32, %arg562: f32):
      %1678 = "arith.addf"(%arg561, %arg562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1678) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1205 = "linalg.generic"(%1203, %243, %224) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg558: f32, %arg559: f32, %arg560: f32):
      %1677 = "arith.mulf"(%arg558, %arg559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1677) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1206 = "linalg.generic"(%1205, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg556: f32, %arg557: f32):
      %1676 = "arith.addf"(%arg556, %arg557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1676) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1207 = "linalg.generic"(%1204, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg554: f32, %arg555: f32):
      %1675 = "arith.mulf"(%arg554, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1675) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1208 = "tensor.expand_shape"(%1207) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1209 = "linalg.generic"(%1206, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg552: f32, %arg553: f32):
      %1674 = "arith.mulf"(%arg552, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1674) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1210 = "linalg.generic"(%240, %240, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg549: f32, %arg550: f32, %arg551: f32):
      %1673 = "arith.mulf"(%arg549, %arg550) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1673) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1211 = "linalg.generic"(%1209, %1210, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg546: f32, %arg547: f32, %arg548: f32):
      %1672 = "arith.mulf"(%arg546, %arg547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1672) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1212 = "tensor.expand_shape"(%1211) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1213 = "linalg.generic"(%240, %arg24, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg543: f32, %arg544: f32, %arg545: f32):
      %1671 = "arith.mulf"(%arg543, %arg544) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1671) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1214 = "tensor.expand_shape"(%1213) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1215 = "linalg.generic"(%243, %1212, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg540: f32, %arg541: f32, %arg542: f32):
      %1670 = "arith.mulf"(%arg540, %arg541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1670) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1216 = "linalg.generic"(%1203, %1215, %224) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg537: f32, %arg538: f32, %arg539: f32):
      %1669 = "arith.subf"(%arg537, %arg538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1669) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1217 = "linalg.generic"(%1216, %1208, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg534: f32, %arg535: f32, %arg536: f32):
      %1668 = "arith.subf"(%arg534, %arg535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1668) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1218 = "linalg.generic"(%1217, %1214, %224) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg531: f32, %arg532: f32, %arg533: f32):
      %1667 = "arith.mulf"(%arg531, %arg532) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1667) : (f32) -> ()
    }) : (tensor<4x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
    %1219 = "linalg.generic"(%1206, %240, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg528: f32, %arg529: f32, %arg530: f32):
      %1666 = "arith.mulf"(%arg528, %arg529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1666) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1220 = "tensor.concat"(%1218, %30) <{dim = 3 : i64}> : (tensor<4x24x8x8xf32>, tensor<4x24x8x8xf32>) -> tensor<4x24x8x16xf32>
    %1221 = "tensor.expand_shape"(%1220) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 24, 8, 2, 8>}> : (tensor<4x24x8x16xf32>) -> tensor<4x24x8x2x8xf32>
    %1222 = "tensor.collapse_shape"(%1221) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x24x8x2x8xf32>) -> tensor<4x24x16x8xf32>
    %1223 = "tensor.pad"(%1222) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg524: index, %arg525: index, %arg526: index, %arg527: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x16x8xf32>) -> tensor<4x24x18x8xf32>
    %1224 = "tensor.expand_shape"(%1223) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 24, 18, 8, 1>}> : (tensor<4x24x18x8xf32>) -> tensor<4x24x18x8x1xf32>
    %1225 = "tensor.concat"(%1224, %31) <{dim = 4 : i64}> : (tensor<4x24x18x8x1xf32>, tensor<4x24x18x8x1xf32>) -> tensor<4x24x18x8x2xf32>
    %1226 = "tensor.collapse_shape"(%1225) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x24x18x8x2xf32>) -> tensor<4x24x18x16xf32>
    %1227 = "tensor.pad"(%1226) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg520: index, %arg521: index, %arg522: index, %arg523: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x18x16xf32>) -> tensor<4x24x18x18xf32>
    %1228 = "tensor.expand_shape"(%arg23) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 24, 1, 1, 3, 3>}> : (tensor<24x1x3x3xf32>) -> tensor<24x1x1x3x3xf32>
    %1229 = "linalg.transpose"(%1228, %1120) <{permutation = array<i64: 0, 2, 1, 3, 4>}> ({
    ^bb0(%arg518: f32, %arg519: f32):
      "linalg.yield"(%arg518) : (f32) -> ()
    }) : (tensor<24x1x1x3x3xf32>, tensor<24x1x1x3x3xf32>) -> tensor<24x1x1x3x3xf32>
    %1230 = "tensor.collapse_shape"(%1229) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<24x1x1x3x3xf32>) -> tensor<24x1x3x3xf32>
    %1231 = "linalg.generic"(%1230, %1124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg516: f32, %arg517: f32):
      %1660 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1661 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1662 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1663 = "arith.subi"(%23, %1661) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1664 = "arith.subi"(%23, %1662) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1665 = "tensor.extract"(%1230, %1660, %22, %1663, %1664) : (tensor<24x1x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1665) : (f32) -> ()
    }) : (tensor<24x1x3x3xf32>, tensor<24x1x3x3xf32>) -> tensor<24x1x3x3xf32>
    %1232 = "tensor.collapse_shape"(%1231) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x3x3xf32>) -> tensor<24x3x3xf32>
    %1233 = "linalg.depthwise_conv_2d_nchw_chw"(%1227, %1232, %150) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg513: f32, %arg514: f32, %arg515: f32):
      %1658 = "arith.mulf"(%arg513, %arg514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1659 = "arith.addf"(%arg515, %1658) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1659) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x24x18x18xf32>, tensor<24x3x3xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1234 = "tensor.expand_shape"(%222) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 24, 1, 16, 16>}> : (tensor<4x24x16x16xf32>) -> tensor<4x24x1x16x16xf32>
    %1235 = "tensor.empty"() : () -> tensor<1x24x4x16x16xf32>
    %1236 = "linalg.transpose"(%1234, %1235) <{permutation = array<i64: 2, 1, 0, 3, 4>}> ({
    ^bb0(%arg511: f32, %arg512: f32):
      "linalg.yield"(%arg511) : (f32) -> ()
    }) : (tensor<4x24x1x16x16xf32>, tensor<1x24x4x16x16xf32>) -> tensor<1x24x4x16x16xf32>
    %1237 = "tensor.collapse_shape"(%1236) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x24x4x16x16xf32>) -> tensor<1x96x16x16xf32>
    %1238 = "tensor.expand_shape"(%1218) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 24, 1, 8, 8>}> : (tensor<4x24x8x8xf32>) -> tensor<4x24x1x8x8xf32>
    %1239 = "tensor.empty"() : () -> tensor<24x1x4x8x8xf32>
    %1240 = "linalg.transpose"(%1238, %1239) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg509: f32, %arg510: f32):
      "linalg.yield"(%arg509) : (f32) -> ()
    }) : (tensor<4x24x1x8x8xf32>, tensor<24x1x4x8x8xf32>) -> tensor<24x1x4x8x8xf32>
    %1241 = "tensor.pad"(%1237) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg505: index, %arg506: index, %arg507: index, %arg508: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>) -> tensor<1x96x18x18xf32>
    %1242 = "tensor.expand_shape"(%1241) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 24, 4, 18, 18>}> : (tensor<1x96x18x18xf32>) -> tensor<1x24x4x18x18xf32>
    %1243 = "linalg.conv_2d_ngchw_gfchw"(%1242, %1240, %1139) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg502: f32, %arg503: f32, %arg504: f32):
      %1656 = "arith.mulf"(%arg502, %arg503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1657 = "arith.addf"(%arg504, %1656) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1657) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map28, #map26, #map27]} : (tensor<1x24x4x18x18xf32>, tensor<24x1x4x8x8xf32>, tensor<1x24x1x4x4xf32>) -> tensor<1x24x1x4x4xf32>
    %1244 = "tensor.collapse_shape"(%1243) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x24x1x4x4xf32>) -> tensor<1x24x4x4xf32>
    %1245 = "linalg.transpose"(%1244, %1142) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg500: f32, %arg501: f32):
      "linalg.yield"(%arg500) : (f32) -> ()
    }) : (tensor<1x24x4x4xf32>, tensor<24x1x4x4xf32>) -> tensor<24x1x4x4xf32>
    %1246 = "tensor.extract_slice"(%1245) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 24, 1, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<24x1x4x4xf32>) -> tensor<24x1x3x4xf32>
    %1247 = "tensor.extract_slice"(%1246) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 24, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<24x1x3x4xf32>) -> tensor<24x1x3x3xf32>
    %1248 = "tensor.empty"() : () -> tensor<4x24x16x16xi1>
    %1249 = "linalg.generic"(%220, %1248) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg498: f32, %arg499: i1):
      %1654 = "arith.extf"(%arg498) : (f32) -> f64
      %1655 = "arith.cmpf"(%1654, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1655) : (i1) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xi1>) -> tensor<4x24x16x16xi1>
    %1250 = "linalg.generic"(%220, %1248) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg496: f32, %arg497: i1):
      %1652 = "arith.extf"(%arg496) : (f32) -> f64
      %1653 = "arith.cmpf"(%1652, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1653) : (i1) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xi1>) -> tensor<4x24x16x16xi1>
    %1251 = "linalg.generic"(%1249, %1250, %1248) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg493: i1, %arg494: i1, %arg495: i1):
      %1651 = "arith.ori"(%arg493, %arg494) : (i1, i1) -> i1
      "linalg.yield"(%1651) : (i1) -> ()
    }) : (tensor<4x24x16x16xi1>, tensor<4x24x16x16xi1>, tensor<4x24x16x16xi1>) -> tensor<4x24x16x16xi1>
    %1252 = "linalg.generic"(%1251, %7, %1233, %149) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg489: i1, %arg490: f32, %arg491: f32, %arg492: f32):
      %1650 = "arith.select"(%arg489, %arg490, %arg491) : (i1, f32, f32) -> f32
      "linalg.yield"(%1650) : (f32) -> ()
    }) : (tensor<4x24x16x16xi1>, tensor<f32>, tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1253 = "linalg.generic"(%1252, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg487: f32, %arg488: f32):
      %1649 = "arith.addf"(%arg487, %arg488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1649) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1254 = "linalg.generic"(%1252, %215, %149) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg484: f32, %arg485: f32, %arg486: f32):
      %1648 = "arith.mulf"(%arg484, %arg485) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1648) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1255 = "linalg.generic"(%1254, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg482: f32, %arg483: f32):
      %1647 = "arith.addf"(%arg482, %arg483) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1647) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1256 = "linalg.generic"(%1253, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg480: f32, %arg481: f32):
      %1646 = "arith.mulf"(%arg480, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1646) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1257 = "tensor.expand_shape"(%1256) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1258 = "linalg.generic"(%1255, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg478: f32, %arg479: f32):
      %1645 = "arith.mulf"(%arg478, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1645) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1259 = "linalg.generic"(%212, %212, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg475: f32, %arg476: f32, %arg477: f32):
      %1644 = "arith.mulf"(%arg475, %arg476) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1644) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1260 = "linalg.generic"(%1258, %1259, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg472: f32, %arg473: f32, %arg474: f32):
      %1643 = "arith.mulf"(%arg472, %arg473) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1643) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1261 = "tensor.expand_shape"(%1260) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1262 = "linalg.generic"(%212, %arg21, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg469: f32, %arg470: f32, %arg471: f32):
      %1642 = "arith.mulf"(%arg469, %arg470) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1642) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1263 = "tensor.expand_shape"(%1262) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1264 = "linalg.generic"(%215, %1261, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg466: f32, %arg467: f32, %arg468: f32):
      %1641 = "arith.mulf"(%arg466, %arg467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1641) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1265 = "linalg.generic"(%1252, %1264, %149) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg463: f32, %arg464: f32, %arg465: f32):
      %1640 = "arith.subf"(%arg463, %arg464) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1640) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1266 = "linalg.generic"(%1265, %1257, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg460: f32, %arg461: f32, %arg462: f32):
      %1639 = "arith.subf"(%arg460, %arg461) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1639) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1267 = "linalg.generic"(%1266, %1263, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg457: f32, %arg458: f32, %arg459: f32):
      %1638 = "arith.mulf"(%arg457, %arg458) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1638) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1268 = "linalg.generic"(%1255, %212, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg454: f32, %arg455: f32, %arg456: f32):
      %1637 = "arith.mulf"(%arg454, %arg455) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1637) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1269 = "linalg.generic"(%1168) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg453: f32):
      %1634 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1635 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1636 = "tensor.extract"(%arg20, %1635, %1634, %22, %22) : (tensor<24x4x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1636) : (f32) -> ()
    }) : (tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1270 = "linalg.conv_2d_nchw_fchw"(%1267, %1269, %177) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg450: f32, %arg451: f32, %arg452: f32):
      %1632 = "arith.mulf"(%arg450, %arg451) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1633 = "arith.addf"(%arg452, %1632) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1633) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x24x16x16xf32>, tensor<4x24x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1271 = "linalg.transpose"(%199, %176) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg448: f32, %arg449: f32):
      "linalg.yield"(%arg448) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1272 = "tensor.empty"() : () -> tensor<24x4x16x16xf32>
    %1273 = "linalg.transpose"(%1267, %1272) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg446: f32, %arg447: f32):
      "linalg.yield"(%arg446) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<24x4x16x16xf32>) -> tensor<24x4x16x16xf32>
    %1274 = "linalg.conv_2d_nchw_fchw"(%1271, %1273, %1168) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg443: f32, %arg444: f32, %arg445: f32):
      %1630 = "arith.mulf"(%arg443, %arg444) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1631 = "arith.addf"(%arg445, %1630) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1631) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x16x16xf32>, tensor<24x4x16x16xf32>, tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1275 = "linalg.transpose"(%1274, %1175) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg441: f32, %arg442: f32):
      "linalg.yield"(%arg441) : (f32) -> ()
    }) : (tensor<4x24x1x1xf32>, tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1276 = "linalg.generic"(%1270, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg439: f32, %arg440: f32):
      %1629 = "arith.addf"(%arg439, %arg440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1629) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1277 = "linalg.generic"(%1270, %194, %176) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg436: f32, %arg437: f32, %arg438: f32):
      %1628 = "arith.mulf"(%arg436, %arg437) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1628) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1278 = "linalg.generic"(%1277, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg434: f32, %arg435: f32):
      %1627 = "arith.addf"(%arg434, %arg435) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1627) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1279 = "linalg.generic"(%1276, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg432: f32, %arg433: f32):
      %1626 = "arith.mulf"(%arg432, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1626) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1280 = "tensor.expand_shape"(%1279) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1281 = "linalg.generic"(%1278, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg430: f32, %arg431: f32):
      %1625 = "arith.mulf"(%arg430, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1625) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1282 = "linalg.generic"(%191, %191, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg427: f32, %arg428: f32, %arg429: f32):
      %1624 = "arith.mulf"(%arg427, %arg428) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1624) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1283 = "linalg.generic"(%1281, %1282, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg424: f32, %arg425: f32, %arg426: f32):
      %1623 = "arith.mulf"(%arg424, %arg425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1623) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1284 = "tensor.expand_shape"(%1283) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1285 = "linalg.generic"(%191, %arg18, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg421: f32, %arg422: f32, %arg423: f32):
      %1622 = "arith.mulf"(%arg421, %arg422) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1622) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1286 = "tensor.expand_shape"(%1285) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1287 = "linalg.generic"(%194, %1284, %176) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg418: f32, %arg419: f32, %arg420: f32):
      %1621 = "arith.mulf"(%arg418, %arg419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1621) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1288 = "linalg.generic"(%1270, %1287, %176) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg415: f32, %arg416: f32, %arg417: f32):
      %1620 = "arith.subf"(%arg415, %arg416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1620) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1289 = "linalg.generic"(%1288, %1280, %176) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg412: f32, %arg413: f32, %arg414: f32):
      %1619 = "arith.subf"(%arg412, %arg413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1619) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1290 = "linalg.generic"(%1289, %1286, %176) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg409: f32, %arg410: f32, %arg411: f32):
      %1618 = "arith.mulf"(%arg409, %arg410) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1618) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<1x4x1x1xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1291 = "linalg.generic"(%1278, %191, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg406: f32, %arg407: f32, %arg408: f32):
      %1617 = "arith.mulf"(%arg406, %arg407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1617) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1292 = "linalg.generic"(%1193) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg405: f32):
      %1614 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1615 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1616 = "tensor.extract"(%arg17, %1615, %1614, %22, %22) : (tensor<4x24x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1616) : (f32) -> ()
    }) : (tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1293 = "linalg.conv_2d_nchw_fchw"(%1290, %1292, %150) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg402: f32, %arg403: f32, %arg404: f32):
      %1612 = "arith.mulf"(%arg402, %arg403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1613 = "arith.addf"(%arg404, %1612) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1613) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x16x16xf32>, tensor<24x4x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1294 = "linalg.transpose"(%175, %1272) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg400: f32, %arg401: f32):
      "linalg.yield"(%arg400) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<24x4x16x16xf32>) -> tensor<24x4x16x16xf32>
    %1295 = "linalg.transpose"(%1290, %176) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg398: f32, %arg399: f32):
      "linalg.yield"(%arg398) : (f32) -> ()
    }) : (tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
    %1296 = "linalg.conv_2d_nchw_fchw"(%1294, %1295, %1193) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg395: f32, %arg396: f32, %arg397: f32):
      %1610 = "arith.mulf"(%arg395, %arg396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1611 = "arith.addf"(%arg397, %1610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1611) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<24x4x16x16xf32>, tensor<4x4x16x16xf32>, tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1297 = "linalg.transpose"(%1296, %1167) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg393: f32, %arg394: f32):
      "linalg.yield"(%arg393) : (f32) -> ()
    }) : (tensor<24x4x1x1xf32>, tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1298 = "linalg.generic"(%173, %1248) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg391: f32, %arg392: i1):
      %1608 = "arith.extf"(%arg391) : (f32) -> f64
      %1609 = "arith.cmpf"(%1608, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1609) : (i1) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xi1>) -> tensor<4x24x16x16xi1>
    %1299 = "linalg.generic"(%173, %1248) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg389: f32, %arg390: i1):
      %1606 = "arith.extf"(%arg389) : (f32) -> f64
      %1607 = "arith.cmpf"(%1606, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1607) : (i1) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xi1>) -> tensor<4x24x16x16xi1>
    %1300 = "linalg.generic"(%1298, %1299, %1248) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg386: i1, %arg387: i1, %arg388: i1):
      %1605 = "arith.ori"(%arg386, %arg387) : (i1, i1) -> i1
      "linalg.yield"(%1605) : (i1) -> ()
    }) : (tensor<4x24x16x16xi1>, tensor<4x24x16x16xi1>, tensor<4x24x16x16xi1>) -> tensor<4x24x16x16xi1>
    %1301 = "linalg.generic"(%1300, %7, %1293, %149) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg382: i1, %arg383: f32, %arg384: f32, %arg385: f32):
      %1604 = "arith.select"(%arg382, %arg383, %arg384) : (i1, f32, f32) -> f32
      "linalg.yield"(%1604) : (f32) -> ()
    }) : (tensor<4x24x16x16xi1>, tensor<f32>, tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1302 = "linalg.generic"(%1301, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg380: f32, %arg381: f32):
      %1603 = "arith.addf"(%arg380, %arg381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1603) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1303 = "linalg.generic"(%1301, %168, %149) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg377: f32, %arg378: f32, %arg379: f32):
      %1602 = "arith.mulf"(%arg377, %arg378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1602) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1304 = "linalg.generic"(%1303, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg375: f32, %arg376: f32):
      %1601 = "arith.addf"(%arg375, %arg376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1601) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1305 = "linalg.generic"(%1302, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg373: f32, %arg374: f32):
      %1600 = "arith.mulf"(%arg373, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1600) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1306 = "tensor.expand_shape"(%1305) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1307 = "linalg.generic"(%1304, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg371: f32, %arg372: f32):
      %1599 = "arith.mulf"(%arg371, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1599) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1308 = "linalg.generic"(%165, %165, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg368: f32, %arg369: f32, %arg370: f32):
      %1598 = "arith.mulf"(%arg368, %arg369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1598) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1309 = "linalg.generic"(%1307, %1308, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg365: f32, %arg366: f32, %arg367: f32):
      %1597 = "arith.mulf"(%arg365, %arg366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1597) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1310 = "tensor.expand_shape"(%1309) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1311 = "linalg.generic"(%165, %arg15, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg362: f32, %arg363: f32, %arg364: f32):
      %1596 = "arith.mulf"(%arg362, %arg363) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1596) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1312 = "tensor.expand_shape"(%1311) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1313 = "linalg.generic"(%168, %1310, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg359: f32, %arg360: f32, %arg361: f32):
      %1595 = "arith.mulf"(%arg359, %arg360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1595) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1314 = "linalg.generic"(%1301, %1313, %149) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg356: f32, %arg357: f32, %arg358: f32):
      %1594 = "arith.subf"(%arg356, %arg357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1594) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1315 = "linalg.generic"(%1314, %1306, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg353: f32, %arg354: f32, %arg355: f32):
      %1593 = "arith.subf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1593) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1316 = "linalg.generic"(%1315, %1312, %149) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg350: f32, %arg351: f32, %arg352: f32):
      %1592 = "arith.mulf"(%arg350, %arg351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1592) : (f32) -> ()
    }) : (tensor<4x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x16xf32>
    %1317 = "linalg.generic"(%1304, %165, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg347: f32, %arg348: f32, %arg349: f32):
      %1591 = "arith.mulf"(%arg347, %arg348) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1591) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1318 = "tensor.concat"(%1316, %33) <{dim = 3 : i64}> : (tensor<4x24x16x16xf32>, tensor<4x24x16x16xf32>) -> tensor<4x24x16x32xf32>
    %1319 = "tensor.expand_shape"(%1318) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 24, 16, 2, 16>}> : (tensor<4x24x16x32xf32>) -> tensor<4x24x16x2x16xf32>
    %1320 = "tensor.collapse_shape"(%1319) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x24x16x2x16xf32>) -> tensor<4x24x32x16xf32>
    %1321 = "tensor.pad"(%1320) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg343: index, %arg344: index, %arg345: index, %arg346: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x32x16xf32>) -> tensor<4x24x34x16xf32>
    %1322 = "tensor.expand_shape"(%1321) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 24, 34, 16, 1>}> : (tensor<4x24x34x16xf32>) -> tensor<4x24x34x16x1xf32>
    %1323 = "tensor.concat"(%1322, %34) <{dim = 4 : i64}> : (tensor<4x24x34x16x1xf32>, tensor<4x24x34x16x1xf32>) -> tensor<4x24x34x16x2xf32>
    %1324 = "tensor.collapse_shape"(%1323) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x24x34x16x2xf32>) -> tensor<4x24x34x32xf32>
    %1325 = "tensor.pad"(%1324) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x24x34x32xf32>) -> tensor<4x24x34x34xf32>
    %1326 = "tensor.expand_shape"(%arg14) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 24, 1, 1, 3, 3>}> : (tensor<24x1x3x3xf32>) -> tensor<24x1x1x3x3xf32>
    %1327 = "linalg.transpose"(%1326, %1120) <{permutation = array<i64: 0, 2, 1, 3, 4>}> ({
    ^bb0(%arg337: f32, %arg338: f32):
      "linalg.yield"(%arg337) : (f32) -> ()
    }) : (tensor<24x1x1x3x3xf32>, tensor<24x1x1x3x3xf32>) -> tensor<24x1x1x3x3xf32>
    %1328 = "tensor.collapse_shape"(%1327) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<24x1x1x3x3xf32>) -> tensor<24x1x3x3xf32>
    %1329 = "linalg.generic"(%1328, %1124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg335: f32, %arg336: f32):
      %1585 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1586 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1587 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1588 = "arith.subi"(%23, %1586) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1589 = "arith.subi"(%23, %1587) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1590 = "tensor.extract"(%1328, %1585, %22, %1588, %1589) : (tensor<24x1x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1590) : (f32) -> ()
    }) : (tensor<24x1x3x3xf32>, tensor<24x1x3x3xf32>) -> tensor<24x1x3x3xf32>
    %1330 = "tensor.collapse_shape"(%1329) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x3x3xf32>) -> tensor<24x3x3xf32>
    %1331 = "linalg.depthwise_conv_2d_nchw_chw"(%1325, %1330, %117) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg332: f32, %arg333: f32, %arg334: f32):
      %1583 = "arith.mulf"(%arg332, %arg333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1584 = "arith.addf"(%arg334, %1583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1584) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x24x34x34xf32>, tensor<24x3x3xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %1332 = "tensor.expand_shape"(%147) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 24, 1, 32, 32>}> : (tensor<4x24x32x32xf32>) -> tensor<4x24x1x32x32xf32>
    %1333 = "tensor.empty"() : () -> tensor<1x24x4x32x32xf32>
    %1334 = "linalg.transpose"(%1332, %1333) <{permutation = array<i64: 2, 1, 0, 3, 4>}> ({
    ^bb0(%arg330: f32, %arg331: f32):
      "linalg.yield"(%arg330) : (f32) -> ()
    }) : (tensor<4x24x1x32x32xf32>, tensor<1x24x4x32x32xf32>) -> tensor<1x24x4x32x32xf32>
    %1335 = "tensor.collapse_shape"(%1334) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x24x4x32x32xf32>) -> tensor<1x96x32x32xf32>
    %1336 = "tensor.expand_shape"(%1316) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 24, 1, 16, 16>}> : (tensor<4x24x16x16xf32>) -> tensor<4x24x1x16x16xf32>
    %1337 = "tensor.empty"() : () -> tensor<24x1x4x16x16xf32>
    %1338 = "linalg.transpose"(%1336, %1337) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg328: f32, %arg329: f32):
      "linalg.yield"(%arg328) : (f32) -> ()
    }) : (tensor<4x24x1x16x16xf32>, tensor<24x1x4x16x16xf32>) -> tensor<24x1x4x16x16xf32>
    %1339 = "tensor.pad"(%1335) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg324: index, %arg325: index, %arg326: index, %arg327: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<1x96x32x32xf32>) -> tensor<1x96x34x34xf32>
    %1340 = "tensor.expand_shape"(%1339) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 24, 4, 34, 34>}> : (tensor<1x96x34x34xf32>) -> tensor<1x24x4x34x34xf32>
    %1341 = "linalg.conv_2d_ngchw_gfchw"(%1340, %1338, %1139) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg321: f32, %arg322: f32, %arg323: f32):
      %1581 = "arith.mulf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1582 = "arith.addf"(%arg323, %1581) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1582) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map28, #map26, #map27]} : (tensor<1x24x4x34x34xf32>, tensor<24x1x4x16x16xf32>, tensor<1x24x1x4x4xf32>) -> tensor<1x24x1x4x4xf32>
    %1342 = "tensor.collapse_shape"(%1341) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x24x1x4x4xf32>) -> tensor<1x24x4x4xf32>
    %1343 = "linalg.transpose"(%1342, %1142) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg319: f32, %arg320: f32):
      "linalg.yield"(%arg319) : (f32) -> ()
    }) : (tensor<1x24x4x4xf32>, tensor<24x1x4x4xf32>) -> tensor<24x1x4x4xf32>
    %1344 = "tensor.extract_slice"(%1343) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 24, 1, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<24x1x4x4xf32>) -> tensor<24x1x3x4xf32>
    %1345 = "tensor.extract_slice"(%1344) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 24, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<24x1x3x4xf32>) -> tensor<24x1x3x3xf32>
    %1346 = "tensor.empty"() : () -> tensor<4x24x32x32xi1>
    %1347 = "linalg.generic"(%145, %1346) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg317: f32, %arg318: i1):
      %1579 = "arith.extf"(%arg317) : (f32) -> f64
      %1580 = "arith.cmpf"(%1579, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1580) : (i1) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<4x24x32x32xi1>) -> tensor<4x24x32x32xi1>
    %1348 = "linalg.generic"(%145, %1346) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg315: f32, %arg316: i1):
      %1577 = "arith.extf"(%arg315) : (f32) -> f64
      %1578 = "arith.cmpf"(%1577, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1578) : (i1) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<4x24x32x32xi1>) -> tensor<4x24x32x32xi1>
    %1349 = "linalg.generic"(%1347, %1348, %1346) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg312: i1, %arg313: i1, %arg314: i1):
      %1576 = "arith.ori"(%arg312, %arg313) : (i1, i1) -> i1
      "linalg.yield"(%1576) : (i1) -> ()
    }) : (tensor<4x24x32x32xi1>, tensor<4x24x32x32xi1>, tensor<4x24x32x32xi1>) -> tensor<4x24x32x32xi1>
    %1350 = "linalg.generic"(%1349, %7, %1331, %116) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg308: i1, %arg309: f32, %arg310: f32, %arg311: f32):
      %1575 = "arith.select"(%arg308, %arg309, %arg310) : (i1, f32, f32) -> f32
      "linalg.yield"(%1575) : (f32) -> ()
    }) : (tensor<4x24x32x32xi1>, tensor<f32>, tensor<4x24x32x32xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %1351 = "linalg.generic"(%1350, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg306: f32, %arg307: f32):
      %1574 = "arith.addf"(%arg306, %arg307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1574) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1352 = "linalg.generic"(%1350, %140, %116) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg303: f32, %arg304: f32, %arg305: f32):
      %1573 = "arith.mulf"(%arg303, %arg304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1573) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<4x24x32x32xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %1353 = "linalg.generic"(%1352, %120) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32):
      %1572 = "arith.addf"(%arg301, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1572) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1354 = "linalg.generic"(%1351, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg299: f32, %arg300: f32):
      %1571 = "arith.mulf"(%arg299, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1571) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1355 = "tensor.expand_shape"(%1354) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1356 = "linalg.generic"(%1353, %119) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg297: f32, %arg298: f32):
      %1570 = "arith.mulf"(%arg297, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1570) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1357 = "linalg.generic"(%137, %137, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg294: f32, %arg295: f32, %arg296: f32):
      %1569 = "arith.mulf"(%arg294, %arg295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1569) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1358 = "linalg.generic"(%1356, %1357, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg291: f32, %arg292: f32, %arg293: f32):
      %1568 = "arith.mulf"(%arg291, %arg292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1568) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1359 = "tensor.expand_shape"(%1358) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1360 = "linalg.generic"(%137, %arg12, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg288: f32, %arg289: f32, %arg290: f32):
      %1567 = "arith.mulf"(%arg288, %arg289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1567) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1361 = "tensor.expand_shape"(%1360) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %1362 = "linalg.generic"(%140, %1359, %116) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg285: f32, %arg286: f32, %arg287: f32):
      %1566 = "arith.mulf"(%arg285, %arg286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1566) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %1363 = "linalg.generic"(%1350, %1362, %116) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg282: f32, %arg283: f32, %arg284: f32):
      %1565 = "arith.subf"(%arg282, %arg283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1565) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<4x24x32x32xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %1364 = "linalg.generic"(%1363, %1355, %116) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg279: f32, %arg280: f32, %arg281: f32):
      %1564 = "arith.subf"(%arg279, %arg280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1564) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %1365 = "linalg.generic"(%1364, %1361, %116) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg276: f32, %arg277: f32, %arg278: f32):
      %1563 = "arith.mulf"(%arg276, %arg277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1563) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<4x24x32x32xf32>) -> tensor<4x24x32x32xf32>
    %1366 = "linalg.generic"(%1353, %137, %119) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg273: f32, %arg274: f32, %arg275: f32):
      %1562 = "arith.mulf"(%arg273, %arg274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1562) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %1367 = "linalg.generic"(%1168) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg272: f32):
      %1559 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1560 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1561 = "tensor.extract"(%arg11, %1560, %1559, %22, %22) : (tensor<24x4x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1561) : (f32) -> ()
    }) : (tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1368 = "linalg.conv_2d_nchw_fchw"(%1365, %1367, %38) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg269: f32, %arg270: f32, %arg271: f32):
      %1557 = "arith.mulf"(%arg269, %arg270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1558 = "arith.addf"(%arg271, %1557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1558) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x24x32x32xf32>, tensor<4x24x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1369 = "linalg.transpose"(%115, %37) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg267: f32, %arg268: f32):
      "linalg.yield"(%arg267) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1370 = "tensor.empty"() : () -> tensor<24x4x32x32xf32>
    %1371 = "linalg.transpose"(%1365, %1370) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg265: f32, %arg266: f32):
      "linalg.yield"(%arg265) : (f32) -> ()
    }) : (tensor<4x24x32x32xf32>, tensor<24x4x32x32xf32>) -> tensor<24x4x32x32xf32>
    %1372 = "linalg.conv_2d_nchw_fchw"(%1369, %1371, %1168) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %1555 = "arith.mulf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1556 = "arith.addf"(%arg264, %1555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1556) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x32x32xf32>, tensor<24x4x32x32xf32>, tensor<4x24x1x1xf32>) -> tensor<4x24x1x1xf32>
    %1373 = "linalg.transpose"(%1372, %1175) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      "linalg.yield"(%arg260) : (f32) -> ()
    }) : (tensor<4x24x1x1xf32>, tensor<24x4x1x1xf32>) -> tensor<24x4x1x1xf32>
    %1374 = "linalg.generic"(%1368, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32):
      %1554 = "arith.addf"(%arg258, %arg259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1554) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1375 = "linalg.generic"(%1368, %109, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg255: f32, %arg256: f32, %arg257: f32):
      %1553 = "arith.mulf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1553) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1376 = "linalg.generic"(%1375, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg253: f32, %arg254: f32):
      %1552 = "arith.addf"(%arg253, %arg254) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1552) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1377 = "linalg.generic"(%1374, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32):
      %1551 = "arith.mulf"(%arg251, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1551) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1378 = "tensor.expand_shape"(%1377) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1379 = "linalg.generic"(%1376, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg249: f32, %arg250: f32):
      %1550 = "arith.mulf"(%arg249, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1550) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1380 = "linalg.generic"(%106, %106, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg246: f32, %arg247: f32, %arg248: f32):
      %1549 = "arith.mulf"(%arg246, %arg247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1549) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1381 = "linalg.generic"(%1379, %1380, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg243: f32, %arg244: f32, %arg245: f32):
      %1548 = "arith.mulf"(%arg243, %arg244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1548) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1382 = "tensor.expand_shape"(%1381) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1383 = "linalg.generic"(%106, %arg9, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg240: f32, %arg241: f32, %arg242: f32):
      %1547 = "arith.mulf"(%arg240, %arg241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1547) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1384 = "tensor.expand_shape"(%1383) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1385 = "linalg.generic"(%109, %1382, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32, %arg239: f32):
      %1546 = "arith.mulf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1546) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1386 = "linalg.generic"(%1368, %1385, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg234: f32, %arg235: f32, %arg236: f32):
      %1545 = "arith.subf"(%arg234, %arg235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1545) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1387 = "linalg.generic"(%1386, %1378, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg231: f32, %arg232: f32, %arg233: f32):
      %1544 = "arith.subf"(%arg231, %arg232) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1544) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1388 = "linalg.generic"(%1387, %1384, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32, %arg230: f32):
      %1543 = "arith.mulf"(%arg228, %arg229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1543) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1389 = "linalg.generic"(%1376, %106, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32, %arg227: f32):
      %1542 = "arith.mulf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1542) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1390 = "tensor.empty"() : () -> tensor<4x4x1x1xf32>
    %1391 = "linalg.fill"(%2, %1390) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg223: f32, %arg224: f32):
      "linalg.yield"(%arg223) : (f32) -> ()
    }) : (f32, tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
    %1392 = "linalg.generic"(%1391) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg222: f32):
      %1539 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1540 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1541 = "tensor.extract"(%arg8, %1540, %1539, %22, %22) : (tensor<4x4x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1541) : (f32) -> ()
    }) : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
    %1393 = "linalg.conv_2d_nchw_fchw"(%1388, %1392, %38) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg219: f32, %arg220: f32, %arg221: f32):
      %1537 = "arith.mulf"(%arg219, %arg220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1538 = "arith.addf"(%arg221, %1537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1538) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x32x32xf32>, tensor<4x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1394 = "linalg.transpose"(%93, %37) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg217: f32, %arg218: f32):
      "linalg.yield"(%arg217) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1395 = "linalg.transpose"(%1388, %37) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg215: f32, %arg216: f32):
      "linalg.yield"(%arg215) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1396 = "linalg.conv_2d_nchw_fchw"(%1394, %1395, %1391) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg212: f32, %arg213: f32, %arg214: f32):
      %1535 = "arith.mulf"(%arg212, %arg213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1536 = "arith.addf"(%arg214, %1535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1536) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map1, #map2]} : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
    %1397 = "linalg.transpose"(%1396, %1390) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg210: f32, %arg211: f32):
      "linalg.yield"(%arg210) : (f32) -> ()
    }) : (tensor<4x4x1x1xf32>, tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
    %1398 = "tensor.empty"() : () -> tensor<4x4x32x32xi1>
    %1399 = "linalg.generic"(%91, %1398) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg208: f32, %arg209: i1):
      %1533 = "arith.extf"(%arg208) : (f32) -> f64
      %1534 = "arith.cmpf"(%1533, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1534) : (i1) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>) -> tensor<4x4x32x32xi1>
    %1400 = "linalg.generic"(%91, %1398) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg206: f32, %arg207: i1):
      %1531 = "arith.extf"(%arg206) : (f32) -> f64
      %1532 = "arith.cmpf"(%1531, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1532) : (i1) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>) -> tensor<4x4x32x32xi1>
    %1401 = "linalg.generic"(%1399, %1400, %1398) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: i1, %arg204: i1, %arg205: i1):
      %1530 = "arith.ori"(%arg203, %arg204) : (i1, i1) -> i1
      "linalg.yield"(%1530) : (i1) -> ()
    }) : (tensor<4x4x32x32xi1>, tensor<4x4x32x32xi1>, tensor<4x4x32x32xi1>) -> tensor<4x4x32x32xi1>
    %1402 = "linalg.generic"(%1401, %7, %1393, %37) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg199: i1, %arg200: f32, %arg201: f32, %arg202: f32):
      %1529 = "arith.select"(%arg199, %arg200, %arg201) : (i1, f32, f32) -> f32
      "linalg.yield"(%1529) : (f32) -> ()
    }) : (tensor<4x4x32x32xi1>, tensor<f32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1403 = "linalg.generic"(%1402, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      %1528 = "arith.addf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1528) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1404 = "linalg.generic"(%1402, %86, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32, %arg196: f32):
      %1527 = "arith.mulf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1527) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1405 = "linalg.generic"(%1404, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      %1526 = "arith.addf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1526) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1406 = "linalg.generic"(%1403, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32):
      %1525 = "arith.mulf"(%arg190, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1525) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1407 = "tensor.expand_shape"(%1406) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1408 = "linalg.generic"(%1405, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: f32, %arg189: f32):
      %1524 = "arith.mulf"(%arg188, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1524) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1409 = "linalg.generic"(%83, %83, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32, %arg187: f32):
      %1523 = "arith.mulf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1523) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1410 = "linalg.generic"(%1408, %1409, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg182: f32, %arg183: f32, %arg184: f32):
      %1522 = "arith.mulf"(%arg182, %arg183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1522) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1411 = "tensor.expand_shape"(%1410) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1412 = "linalg.generic"(%83, %arg6, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
      %1521 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1521) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1413 = "tensor.expand_shape"(%1412) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1414 = "linalg.generic"(%86, %1411, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32, %arg178: f32):
      %1520 = "arith.mulf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1520) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1415 = "linalg.generic"(%1402, %1414, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: f32, %arg174: f32, %arg175: f32):
      %1519 = "arith.subf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1519) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1416 = "linalg.generic"(%1415, %1407, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32, %arg172: f32):
      %1518 = "arith.subf"(%arg170, %arg171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1518) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1417 = "linalg.generic"(%1416, %1413, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
      %1517 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1517) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1418 = "linalg.generic"(%1405, %83, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f32, %arg166: f32):
      %1516 = "arith.mulf"(%arg164, %arg165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1516) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1419 = "tensor.pad"(%1417) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg160: index, %arg161: index, %arg162: index, %arg163: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>) -> tensor<4x4x34x34xf32>
    %1420 = "tensor.expand_shape"(%arg5) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 1, 1, 3, 3>}> : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x3x3xf32>
    %1421 = "tensor.empty"() : () -> tensor<4x1x1x3x3xf32>
    %1422 = "linalg.transpose"(%1420, %1421) <{permutation = array<i64: 0, 2, 1, 3, 4>}> ({
    ^bb0(%arg158: f32, %arg159: f32):
      "linalg.yield"(%arg158) : (f32) -> ()
    }) : (tensor<4x1x1x3x3xf32>, tensor<4x1x1x3x3xf32>) -> tensor<4x1x1x3x3xf32>
    %1423 = "tensor.collapse_shape"(%1422) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x1x1x3x3xf32>) -> tensor<4x1x3x3xf32>
    %1424 = "tensor.empty"() : () -> tensor<4x1x3x3xf32>
    %1425 = "linalg.fill"(%2, %1424) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg156: f32, %arg157: f32):
      "linalg.yield"(%arg156) : (f32) -> ()
    }) : (f32, tensor<4x1x3x3xf32>) -> tensor<4x1x3x3xf32>
    %1426 = "linalg.generic"(%1423, %1425) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f32):
      %1510 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1511 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1512 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1513 = "arith.subi"(%23, %1511) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1514 = "arith.subi"(%23, %1512) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1515 = "tensor.extract"(%1423, %1510, %22, %1513, %1514) : (tensor<4x1x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1515) : (f32) -> ()
    }) : (tensor<4x1x3x3xf32>, tensor<4x1x3x3xf32>) -> tensor<4x1x3x3xf32>
    %1427 = "tensor.collapse_shape"(%1426) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x1x3x3xf32>) -> tensor<4x3x3xf32>
    %1428 = "linalg.depthwise_conv_2d_nchw_chw"(%1419, %1427, %38) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
      %1508 = "arith.mulf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1509 = "arith.addf"(%arg153, %1508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1509) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<4x4x34x34xf32>, tensor<4x3x3xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1429 = "tensor.expand_shape"(%68) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 4, 1, 32, 32>}> : (tensor<4x4x32x32xf32>) -> tensor<4x4x1x32x32xf32>
    %1430 = "tensor.empty"() : () -> tensor<1x4x4x32x32xf32>
    %1431 = "linalg.transpose"(%1429, %1430) <{permutation = array<i64: 2, 1, 0, 3, 4>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      "linalg.yield"(%arg149) : (f32) -> ()
    }) : (tensor<4x4x1x32x32xf32>, tensor<1x4x4x32x32xf32>) -> tensor<1x4x4x32x32xf32>
    %1432 = "tensor.collapse_shape"(%1431) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x4x4x32x32xf32>) -> tensor<1x16x32x32xf32>
    %1433 = "tensor.expand_shape"(%1417) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 4, 1, 32, 32>}> : (tensor<4x4x32x32xf32>) -> tensor<4x4x1x32x32xf32>
    %1434 = "tensor.empty"() : () -> tensor<4x1x4x32x32xf32>
    %1435 = "linalg.transpose"(%1433, %1434) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      "linalg.yield"(%arg147) : (f32) -> ()
    }) : (tensor<4x4x1x32x32xf32>, tensor<4x1x4x32x32xf32>) -> tensor<4x1x4x32x32xf32>
    %1436 = "tensor.pad"(%1432) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg143: index, %arg144: index, %arg145: index, %arg146: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<1x16x32x32xf32>) -> tensor<1x16x34x34xf32>
    %1437 = "tensor.empty"() : () -> tensor<1x4x3x3xf32>
    %1438 = "tensor.expand_shape"(%1436) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 4, 4, 34, 34>}> : (tensor<1x16x34x34xf32>) -> tensor<1x4x4x34x34xf32>
    %1439 = "tensor.expand_shape"(%1437) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 4, 1, 3, 3>}> : (tensor<1x4x3x3xf32>) -> tensor<1x4x1x3x3xf32>
    %1440 = "linalg.fill"(%2, %1439) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg141: f32, %arg142: f32):
      "linalg.yield"(%arg141) : (f32) -> ()
    }) : (f32, tensor<1x4x1x3x3xf32>) -> tensor<1x4x1x3x3xf32>
    %1441 = "linalg.conv_2d_ngchw_gfchw"(%1438, %1435, %1440) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg138: f32, %arg139: f32, %arg140: f32):
      %1506 = "arith.mulf"(%arg138, %arg139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1507 = "arith.addf"(%arg140, %1506) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1507) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map25, #map26, #map27]} : (tensor<1x4x4x34x34xf32>, tensor<4x1x4x32x32xf32>, tensor<1x4x1x3x3xf32>) -> tensor<1x4x1x3x3xf32>
    %1442 = "tensor.collapse_shape"(%1441) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x4x1x3x3xf32>) -> tensor<1x4x3x3xf32>
    %1443 = "linalg.transpose"(%1442, %1424) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg136: f32, %arg137: f32):
      "linalg.yield"(%arg136) : (f32) -> ()
    }) : (tensor<1x4x3x3xf32>, tensor<4x1x3x3xf32>) -> tensor<4x1x3x3xf32>
    %1444 = "linalg.generic"(%1368, %1428, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32, %arg135: f32):
      %1505 = "arith.addf"(%arg133, %arg134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1505) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1445 = "linalg.generic"(%66, %1398) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f32, %arg132: i1):
      %1503 = "arith.extf"(%arg131) : (f32) -> f64
      %1504 = "arith.cmpf"(%1503, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1504) : (i1) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>) -> tensor<4x4x32x32xi1>
    %1446 = "linalg.generic"(%66, %1398) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: f32, %arg130: i1):
      %1501 = "arith.extf"(%arg129) : (f32) -> f64
      %1502 = "arith.cmpf"(%1501, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%1502) : (i1) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>) -> tensor<4x4x32x32xi1>
    %1447 = "linalg.generic"(%1445, %1446, %1398) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg126: i1, %arg127: i1, %arg128: i1):
      %1500 = "arith.ori"(%arg126, %arg127) : (i1, i1) -> i1
      "linalg.yield"(%1500) : (i1) -> ()
    }) : (tensor<4x4x32x32xi1>, tensor<4x4x32x32xi1>, tensor<4x4x32x32xi1>) -> tensor<4x4x32x32xi1>
    %1448 = "linalg.generic"(%1447, %7, %1444, %37) <{indexing_maps = [#map3, #map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg122: i1, %arg123: f32, %arg124: f32, %arg125: f32):
      %1499 = "arith.select"(%arg122, %arg123, %arg124) : (i1, f32, f32) -> f32
      "linalg.yield"(%1499) : (f32) -> ()
    }) : (tensor<4x4x32x32xi1>, tensor<f32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1449 = "linalg.generic"(%1448, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32):
      %1498 = "arith.addf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1498) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1450 = "linalg.generic"(%1448, %61, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
      %1497 = "arith.mulf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1497) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1451 = "linalg.generic"(%1450, %41) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: f32, %arg116: f32):
      %1496 = "arith.addf"(%arg115, %arg116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1496) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1452 = "linalg.generic"(%1449, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32):
      %1495 = "arith.mulf"(%arg113, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1495) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1453 = "tensor.expand_shape"(%1452) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1454 = "linalg.generic"(%1451, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32):
      %1494 = "arith.mulf"(%arg111, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1494) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1455 = "linalg.generic"(%58, %58, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %1493 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1493) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1456 = "linalg.generic"(%1454, %1455, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
      %1492 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1492) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1457 = "tensor.expand_shape"(%1456) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1458 = "linalg.generic"(%58, %arg3, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %1491 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1491) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1459 = "tensor.expand_shape"(%1458) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %1460 = "linalg.generic"(%61, %1457, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %1490 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1490) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1461 = "linalg.generic"(%1448, %1460, %37) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %1489 = "arith.subf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1489) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1462 = "linalg.generic"(%1461, %1453, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %1488 = "arith.subf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1488) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1463 = "linalg.generic"(%1462, %1459, %37) <{indexing_maps = [#map3, #map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %1487 = "arith.mulf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1487) : (f32) -> ()
    }) : (tensor<4x4x32x32xf32>, tensor<1x4x1x1xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %1464 = "linalg.generic"(%1451, %58, %40) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
      %1486 = "arith.mulf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1486) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1465 = "tensor.empty"() : () -> tensor<3x4x64x64xf32>
    %1466 = "linalg.transpose"(%arg0, %1465) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      "linalg.yield"(%arg85) : (f32) -> ()
    }) : (tensor<4x3x64x64xf32>, tensor<3x4x64x64xf32>) -> tensor<3x4x64x64xf32>
    %1467 = "tensor.pad"(%1466) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg81: index, %arg82: index, %arg83: index, %arg84: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<3x4x64x64xf32>) -> tensor<3x4x66x66xf32>
    %1468 = "tensor.empty"() : () -> tensor<3x16x4x4xf32>
    %1469 = "tensor.expand_shape"(%1467) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 1, 66, 66>}> : (tensor<3x4x66x66xf32>) -> tensor<3x4x1x66x66xf32>
    %1470 = "tensor.expand_shape"(%1463) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 4, 1, 32, 32>}> : (tensor<4x4x32x32xf32>) -> tensor<4x4x1x32x32xf32>
    %1471 = "tensor.expand_shape"(%1468) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 4, 4, 4>}> : (tensor<3x16x4x4xf32>) -> tensor<3x4x4x4x4xf32>
    %1472 = "linalg.fill"(%2, %1471) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32):
      "linalg.yield"(%arg79) : (f32) -> ()
    }) : (f32, tensor<3x4x4x4x4xf32>) -> tensor<3x4x4x4x4xf32>
    %1473 = "linalg.conv_2d_ngchw_gfchw"(%1469, %1470, %1472) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg76: f32, %arg77: f32, %arg78: f32):
      %1484 = "arith.mulf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1485 = "arith.addf"(%arg78, %1484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1485) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map28, #map26, #map27]} : (tensor<3x4x1x66x66xf32>, tensor<4x4x1x32x32xf32>, tensor<3x4x4x4x4xf32>) -> tensor<3x4x4x4x4xf32>
    %1474 = "tensor.collapse_shape"(%1473) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<3x4x4x4x4xf32>) -> tensor<3x16x4x4xf32>
    %1475 = "tensor.extract_slice"(%1474) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 16, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x16x4x4xf32>) -> tensor<3x16x3x4xf32>
    %1476 = "tensor.extract_slice"(%1475) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 16, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x16x3x4xf32>) -> tensor<3x16x3x3xf32>
    %1477 = "tensor.expand_shape"(%1476) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 4, 3, 3>}> : (tensor<3x16x3x3xf32>) -> tensor<3x4x4x3x3xf32>
    %1478 = "tensor.empty"() : () -> tensor<4x4x3x3x3xf32>
    %1479 = "linalg.transpose"(%1477, %1478) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      "linalg.yield"(%arg74) : (f32) -> ()
    }) : (tensor<3x4x4x3x3xf32>, tensor<4x4x3x3x3xf32>) -> tensor<4x4x3x3x3xf32>
    %1480 = "tensor.empty"() : () -> tensor<4x3x3x3xf32>
    %1481 = "linalg.fill"(%2, %1480) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      "linalg.yield"(%arg72) : (f32) -> ()
    }) : (f32, tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
    %1482 = "linalg.generic"(%1479, %1481) <{indexing_maps = [#map29, #map30], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      %1483 = "arith.addf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1483) : (f32) -> ()
    }) : (tensor<4x4x3x3x3xf32>, tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
    "func.return"(%692, %1482, %1464, %1449, %1443, %1418, %1403, %1397, %1389, %1374, %1373, %1366, %1351, %1345, %1317, %1302, %1297, %1291, %1276, %1275, %1268, %1253, %1247, %1219, %1204, %1199, %1192, %1177, %1176, %1166, %1151, %1145, %1110, %1095, %1089, %1079, %1064, %1063, %1053, %1038, %1033, %1008, %993, %987, %977, %962, %961, %950, %935, %929, %894, %879, %873, %863, %848, %847, %837, %822, %817, %792, %777, %771, %761, %746, %745, %734, %719, %707, %711) : (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<12x48x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<20x72x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<40x120x1x1xf32>, tensor<40xf32>, tensor<40xf32>, tensor<16x40x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>) -> ()
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
  // input 2: features.0.0.weight
  %e2 = tensor.empty() : tensor<4x3x3x3xf32>
  %in2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e2 : tensor<4x3x3x3xf32>) {
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
  } -> tensor<4x3x3x3xf32>
  // input 3: features.0.1.weight
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
  // input 4: features.0.1.bias
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
  // input 5: features.2.body.0.0.weight
  %e5 = tensor.empty() : tensor<4x1x3x3xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e5 : tensor<4x1x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 1 : index
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
    %sc = arith.constant 6.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x1x3x3xf32>
  // input 6: features.2.body.0.1.weight
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
  // input 7: features.2.body.0.1.bias
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
  // input 8: features.2.body.2.0.weight
  %e8 = tensor.empty() : tensor<4x4x1x1xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e8 : tensor<4x4x1x1xf32>) {
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
    %n2 = arith.constant 1 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 1 : index
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
    %sc = arith.constant 1.000000000e+00 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x4x1x1xf32>
  // input 9: features.2.body.2.1.weight
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
  // input 10: features.2.body.2.1.bias
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
  // input 11: features.3.body.0.0.weight
  %e11 = tensor.empty() : tensor<24x4x1x1xf32>
  %in11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e11 : tensor<24x4x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
    %sc = arith.constant 1.000000000e+00 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<24x4x1x1xf32>
  // input 12: features.3.body.0.1.weight
  %e12 = tensor.empty() : tensor<24xf32>
  %in12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e12 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 13: features.3.body.0.1.bias
  %e13 = tensor.empty() : tensor<24xf32>
  %in13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e13 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 14: features.3.body.2.0.weight
  %e14 = tensor.empty() : tensor<24x1x3x3xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e14 : tensor<24x1x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 1 : index
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
    %sc = arith.constant 6.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<24x1x3x3xf32>
  // input 15: features.3.body.2.1.weight
  %e15 = tensor.empty() : tensor<24xf32>
  %in15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e15 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 16: features.3.body.2.1.bias
  %e16 = tensor.empty() : tensor<24xf32>
  %in16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e16 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 17: features.3.body.4.0.weight
  %e17 = tensor.empty() : tensor<4x24x1x1xf32>
  %in17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e17 : tensor<4x24x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 24 : index
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
    %sc = arith.constant 4.082482905e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x24x1x1xf32>
  // input 18: features.3.body.4.1.weight
  %e18 = tensor.empty() : tensor<4xf32>
  %in18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e18 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 19: features.3.body.4.1.bias
  %e19 = tensor.empty() : tensor<4xf32>
  %in19 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e19 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 20: features.4.body.0.0.weight
  %e20 = tensor.empty() : tensor<24x4x1x1xf32>
  %in20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e20 : tensor<24x4x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
    %sc = arith.constant 1.000000000e+00 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<24x4x1x1xf32>
  // input 21: features.4.body.0.1.weight
  %e21 = tensor.empty() : tensor<24xf32>
  %in21 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e21 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 22: features.4.body.0.1.bias
  %e22 = tensor.empty() : tensor<24xf32>
  %in22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e22 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 23: features.4.body.2.0.weight
  %e23 = tensor.empty() : tensor<24x1x3x3xf32>
  %in23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e23 : tensor<24x1x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 1 : index
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
    %sc = arith.constant 6.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<24x1x3x3xf32>
  // input 24: features.4.body.2.1.weight
  %e24 = tensor.empty() : tensor<24xf32>
  %in24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e24 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 25: features.4.body.2.1.bias
  %e25 = tensor.empty() : tensor<24xf32>
  %in25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e25 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 26: features.4.body.4.0.weight
  %e26 = tensor.empty() : tensor<4x24x1x1xf32>
  %in26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e26 : tensor<4x24x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 24 : index
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
    %sc = arith.constant 4.082482905e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<4x24x1x1xf32>
  // input 27: features.4.body.4.1.weight
  %e27 = tensor.empty() : tensor<4xf32>
  %in27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e27 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 28: features.4.body.4.1.bias
  %e28 = tensor.empty() : tensor<4xf32>
  %in28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e28 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 4 : index
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
  } -> tensor<4xf32>
  // input 29: features.5.body.0.0.weight
  %e29 = tensor.empty() : tensor<24x4x1x1xf32>
  %in29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e29 : tensor<24x4x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
    %sc = arith.constant 1.000000000e+00 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<24x4x1x1xf32>
  // input 30: features.5.body.0.1.weight
  %e30 = tensor.empty() : tensor<24xf32>
  %in30 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e30 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 31: features.5.body.0.1.bias
  %e31 = tensor.empty() : tensor<24xf32>
  %in31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e31 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 32: features.5.body.2.0.weight
  %e32 = tensor.empty() : tensor<24x1x3x3xf32>
  %in32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e32 : tensor<24x1x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 1 : index
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
    %sc = arith.constant 6.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<24x1x3x3xf32>
  // input 33: features.5.body.2.1.weight
  %e33 = tensor.empty() : tensor<24xf32>
  %in33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e33 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 34: features.5.body.2.1.bias
  %e34 = tensor.empty() : tensor<24xf32>
  %in34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e34 : tensor<24xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 24 : index
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
  } -> tensor<24xf32>
  // input 35: features.5.body.4.0.weight
  %e35 = tensor.empty() : tensor<8x24x1x1xf32>
  %in35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e35 : tensor<8x24x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 8 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 24 : index
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
    %sc = arith.constant 4.082482905e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<8x24x1x1xf32>
  // input 36: features.5.body.4.1.weight
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
  // input 37: features.5.body.4.1.bias
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
  // input 38: features.6.body.0.0.weight
  %e38 = tensor.empty() : tensor<48x8x1x1xf32>
  %in38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e38 : tensor<48x8x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
  } -> tensor<48x8x1x1xf32>
  // input 39: features.6.body.0.1.weight
  %e39 = tensor.empty() : tensor<48xf32>
  %in39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e39 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
  } -> tensor<48xf32>
  // input 40: features.6.body.0.1.bias
  %e40 = tensor.empty() : tensor<48xf32>
  %in40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e40 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
  } -> tensor<48xf32>
  // input 41: features.6.body.2.0.weight
  %e41 = tensor.empty() : tensor<48x1x3x3xf32>
  %in41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e41 : tensor<48x1x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 1 : index
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
    %sc = arith.constant 6.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<48x1x3x3xf32>
  // input 42: features.6.body.2.1.weight
  %e42 = tensor.empty() : tensor<48xf32>
  %in42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e42 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
  } -> tensor<48xf32>
  // input 43: features.6.body.2.1.bias
  %e43 = tensor.empty() : tensor<48xf32>
  %in43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e43 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
  } -> tensor<48xf32>
  // input 44: features.6.body.4.0.weight
  %e44 = tensor.empty() : tensor<12x48x1x1xf32>
  %in44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e44 : tensor<12x48x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 12 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 48 : index
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
    %sc = arith.constant 2.886751346e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<12x48x1x1xf32>
  // input 45: features.6.body.4.1.weight
  %e45 = tensor.empty() : tensor<12xf32>
  %in45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e45 : tensor<12xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 12 : index
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
  } -> tensor<12xf32>
  // input 46: features.6.body.4.1.bias
  %e46 = tensor.empty() : tensor<12xf32>
  %in46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e46 : tensor<12xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 12 : index
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
  } -> tensor<12xf32>
  // input 47: features.7.body.0.0.weight
  %e47 = tensor.empty() : tensor<72x12x1x1xf32>
  %in47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e47 : tensor<72x12x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 72 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 12 : index
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
    %sc = arith.constant 5.773502692e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<72x12x1x1xf32>
  // input 48: features.7.body.0.1.weight
  %e48 = tensor.empty() : tensor<72xf32>
  %in48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e48 : tensor<72xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 72 : index
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
  } -> tensor<72xf32>
  // input 49: features.7.body.0.1.bias
  %e49 = tensor.empty() : tensor<72xf32>
  %in49 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e49 : tensor<72xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 72 : index
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
  } -> tensor<72xf32>
  // input 50: features.7.body.2.0.weight
  %e50 = tensor.empty() : tensor<72x1x3x3xf32>
  %in50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e50 : tensor<72x1x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 72 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 1 : index
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
    %sc = arith.constant 6.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<72x1x3x3xf32>
  // input 51: features.7.body.2.1.weight
  %e51 = tensor.empty() : tensor<72xf32>
  %in51 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e51 : tensor<72xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 72 : index
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
  } -> tensor<72xf32>
  // input 52: features.7.body.2.1.bias
  %e52 = tensor.empty() : tensor<72xf32>
  %in52 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e52 : tensor<72xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 72 : index
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
  } -> tensor<72xf32>
  // input 53: features.7.body.4.0.weight
  %e53 = tensor.empty() : tensor<20x72x1x1xf32>
  %in53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e53 : tensor<20x72x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 20 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 72 : index
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
    %sc = arith.constant 2.357022604e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<20x72x1x1xf32>
  // input 54: features.7.body.4.1.weight
  %e54 = tensor.empty() : tensor<20xf32>
  %in54 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e54 : tensor<20xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 20 : index
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
  } -> tensor<20xf32>
  // input 55: features.7.body.4.1.bias
  %e55 = tensor.empty() : tensor<20xf32>
  %in55 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e55 : tensor<20xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 20 : index
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
  } -> tensor<20xf32>
  // input 56: features.8.body.0.0.weight
  %e56 = tensor.empty() : tensor<120x20x1x1xf32>
  %in56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e56 : tensor<120x20x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 120 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 20 : index
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
    %sc = arith.constant 4.472135955e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<120x20x1x1xf32>
  // input 57: features.8.body.0.1.weight
  %e57 = tensor.empty() : tensor<120xf32>
  %in57 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e57 : tensor<120xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 120 : index
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
  } -> tensor<120xf32>
  // input 58: features.8.body.0.1.bias
  %e58 = tensor.empty() : tensor<120xf32>
  %in58 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e58 : tensor<120xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 120 : index
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
  } -> tensor<120xf32>
  // input 59: features.8.body.2.0.weight
  %e59 = tensor.empty() : tensor<120x1x3x3xf32>
  %in59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e59 : tensor<120x1x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 120 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 1 : index
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
    %sc = arith.constant 6.666666667e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<120x1x3x3xf32>
  // input 60: features.8.body.2.1.weight
  %e60 = tensor.empty() : tensor<120xf32>
  %in60 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e60 : tensor<120xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 120 : index
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
  } -> tensor<120xf32>
  // input 61: features.8.body.2.1.bias
  %e61 = tensor.empty() : tensor<120xf32>
  %in61 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e61 : tensor<120xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 120 : index
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
  } -> tensor<120xf32>
  // input 62: features.8.body.4.0.weight
  %e62 = tensor.empty() : tensor<40x120x1x1xf32>
  %in62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e62 : tensor<40x120x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 40 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 120 : index
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
    %ck = arith.constant 682 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 1.825741858e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<40x120x1x1xf32>
  // input 63: features.8.body.4.1.weight
  %e63 = tensor.empty() : tensor<40xf32>
  %in63 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e63 : tensor<40xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 40 : index
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<40xf32>
  // input 64: features.8.body.4.1.bias
  %e64 = tensor.empty() : tensor<40xf32>
  %in64 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e64 : tensor<40xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 40 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 704 : index
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
  } -> tensor<40xf32>
  // input 65: features.9.0.weight
  %e65 = tensor.empty() : tensor<16x40x1x1xf32>
  %in65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e65 : tensor<16x40x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 40 : index
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
    %ck = arith.constant 715 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 3.162277660e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x40x1x1xf32>
  // input 66: features.9.1.weight
  %e66 = tensor.empty() : tensor<16xf32>
  %in66 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e66 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 726 : index
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
  // input 67: features.9.1.bias
  %e67 = tensor.empty() : tensor<16xf32>
  %in67 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e67 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 737 : index
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
  // input 68: fc.weight
  %e68 = tensor.empty() : tensor<10x16xf32>
  %in68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e68 : tensor<10x16xf32>) {
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
    %ck = arith.constant 748 : index
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
  // input 69: fc.bias
  %e69 = tensor.empty() : tensor<10xf32>
  %in69 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e69 : tensor<10xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 10 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 759 : index
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
  %res:69 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18, %in19, %in20, %in21, %in22, %in23, %in24, %in25, %in26, %in27, %in28, %in29, %in30, %in31, %in32, %in33, %in34, %in35, %in36, %in37, %in38, %in39, %in40, %in41, %in42, %in43, %in44, %in45, %in46, %in47, %in48, %in49, %in50, %in51, %in52, %in53, %in54, %in55, %in56, %in57, %in58, %in59, %in60, %in61, %in62, %in63, %in64, %in65, %in66, %in67, %in68, %in69) : (tensor<4x3x64x64xf32>, tensor<4xi64>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<12x48x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<20x72x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<40x120x1x1xf32>, tensor<40xf32>, tensor<40xf32>, tensor<16x40x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<4x24x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<24x4x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x3x3xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<12x48x1x1xf32>, tensor<12xf32>, tensor<12xf32>, tensor<72x12x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72x1x3x3xf32>, tensor<72xf32>, tensor<72xf32>, tensor<20x72x1x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<120x20x1x1xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120x1x3x3xf32>, tensor<120xf32>, tensor<120xf32>, tensor<40x120x1x1xf32>, tensor<40xf32>, tensor<40xf32>, tensor<16x40x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<4x3x3x3xf32> to memref<4x3x3x3xf32>
  %u1 = memref.cast %b1 : memref<4x3x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<4xf32> to memref<4xf32>
  %u2 = memref.cast %b2 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<4xf32> to memref<4xf32>
  %u3 = memref.cast %b3 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<4x1x3x3xf32> to memref<4x1x3x3xf32>
  %u4 = memref.cast %b4 : memref<4x1x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<4xf32> to memref<4xf32>
  %u5 = memref.cast %b5 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<4xf32> to memref<4xf32>
  %u6 = memref.cast %b6 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<4x4x1x1xf32> to memref<4x4x1x1xf32>
  %u7 = memref.cast %b7 : memref<4x4x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<4xf32> to memref<4xf32>
  %u8 = memref.cast %b8 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %b9 = bufferization.to_buffer %res#9 : tensor<4xf32> to memref<4xf32>
  %u9 = memref.cast %b9 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u9) : (memref<*xf32>) -> ()
  %b10 = bufferization.to_buffer %res#10 : tensor<24x4x1x1xf32> to memref<24x4x1x1xf32>
  %u10 = memref.cast %b10 : memref<24x4x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u10) : (memref<*xf32>) -> ()
  %b11 = bufferization.to_buffer %res#11 : tensor<24xf32> to memref<24xf32>
  %u11 = memref.cast %b11 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %b12 = bufferization.to_buffer %res#12 : tensor<24xf32> to memref<24xf32>
  %u12 = memref.cast %b12 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u12) : (memref<*xf32>) -> ()
  %b13 = bufferization.to_buffer %res#13 : tensor<24x1x3x3xf32> to memref<24x1x3x3xf32>
  %u13 = memref.cast %b13 : memref<24x1x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %b14 = bufferization.to_buffer %res#14 : tensor<24xf32> to memref<24xf32>
  %u14 = memref.cast %b14 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u14) : (memref<*xf32>) -> ()
  %b15 = bufferization.to_buffer %res#15 : tensor<24xf32> to memref<24xf32>
  %u15 = memref.cast %b15 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u15) : (memref<*xf32>) -> ()
  %b16 = bufferization.to_buffer %res#16 : tensor<4x24x1x1xf32> to memref<4x24x1x1xf32>
  %u16 = memref.cast %b16 : memref<4x24x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u16) : (memref<*xf32>) -> ()
  %b17 = bufferization.to_buffer %res#17 : tensor<4xf32> to memref<4xf32>
  %u17 = memref.cast %b17 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u17) : (memref<*xf32>) -> ()
  %b18 = bufferization.to_buffer %res#18 : tensor<4xf32> to memref<4xf32>
  %u18 = memref.cast %b18 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u18) : (memref<*xf32>) -> ()
  %b19 = bufferization.to_buffer %res#19 : tensor<24x4x1x1xf32> to memref<24x4x1x1xf32>
  %u19 = memref.cast %b19 : memref<24x4x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u19) : (memref<*xf32>) -> ()
  %b20 = bufferization.to_buffer %res#20 : tensor<24xf32> to memref<24xf32>
  %u20 = memref.cast %b20 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u20) : (memref<*xf32>) -> ()
  %b21 = bufferization.to_buffer %res#21 : tensor<24xf32> to memref<24xf32>
  %u21 = memref.cast %b21 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u21) : (memref<*xf32>) -> ()
  %b22 = bufferization.to_buffer %res#22 : tensor<24x1x3x3xf32> to memref<24x1x3x3xf32>
  %u22 = memref.cast %b22 : memref<24x1x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u22) : (memref<*xf32>) -> ()
  %b23 = bufferization.to_buffer %res#23 : tensor<24xf32> to memref<24xf32>
  %u23 = memref.cast %b23 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u23) : (memref<*xf32>) -> ()
  %b24 = bufferization.to_buffer %res#24 : tensor<24xf32> to memref<24xf32>
  %u24 = memref.cast %b24 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u24) : (memref<*xf32>) -> ()
  %b25 = bufferization.to_buffer %res#25 : tensor<4x24x1x1xf32> to memref<4x24x1x1xf32>
  %u25 = memref.cast %b25 : memref<4x24x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u25) : (memref<*xf32>) -> ()
  %b26 = bufferization.to_buffer %res#26 : tensor<4xf32> to memref<4xf32>
  %u26 = memref.cast %b26 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u26) : (memref<*xf32>) -> ()
  %b27 = bufferization.to_buffer %res#27 : tensor<4xf32> to memref<4xf32>
  %u27 = memref.cast %b27 : memref<4xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u27) : (memref<*xf32>) -> ()
  %b28 = bufferization.to_buffer %res#28 : tensor<24x4x1x1xf32> to memref<24x4x1x1xf32>
  %u28 = memref.cast %b28 : memref<24x4x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u28) : (memref<*xf32>) -> ()
  %b29 = bufferization.to_buffer %res#29 : tensor<24xf32> to memref<24xf32>
  %u29 = memref.cast %b29 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u29) : (memref<*xf32>) -> ()
  %b30 = bufferization.to_buffer %res#30 : tensor<24xf32> to memref<24xf32>
  %u30 = memref.cast %b30 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u30) : (memref<*xf32>) -> ()
  %b31 = bufferization.to_buffer %res#31 : tensor<24x1x3x3xf32> to memref<24x1x3x3xf32>
  %u31 = memref.cast %b31 : memref<24x1x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u31) : (memref<*xf32>) -> ()
  %b32 = bufferization.to_buffer %res#32 : tensor<24xf32> to memref<24xf32>
  %u32 = memref.cast %b32 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u32) : (memref<*xf32>) -> ()
  %b33 = bufferization.to_buffer %res#33 : tensor<24xf32> to memref<24xf32>
  %u33 = memref.cast %b33 : memref<24xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u33) : (memref<*xf32>) -> ()
  %b34 = bufferization.to_buffer %res#34 : tensor<8x24x1x1xf32> to memref<8x24x1x1xf32>
  %u34 = memref.cast %b34 : memref<8x24x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u34) : (memref<*xf32>) -> ()
  %b35 = bufferization.to_buffer %res#35 : tensor<8xf32> to memref<8xf32>
  %u35 = memref.cast %b35 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u35) : (memref<*xf32>) -> ()
  %b36 = bufferization.to_buffer %res#36 : tensor<8xf32> to memref<8xf32>
  %u36 = memref.cast %b36 : memref<8xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u36) : (memref<*xf32>) -> ()
  %b37 = bufferization.to_buffer %res#37 : tensor<48x8x1x1xf32> to memref<48x8x1x1xf32>
  %u37 = memref.cast %b37 : memref<48x8x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u37) : (memref<*xf32>) -> ()
  %b38 = bufferization.to_buffer %res#38 : tensor<48xf32> to memref<48xf32>
  %u38 = memref.cast %b38 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u38) : (memref<*xf32>) -> ()
  %b39 = bufferization.to_buffer %res#39 : tensor<48xf32> to memref<48xf32>
  %u39 = memref.cast %b39 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u39) : (memref<*xf32>) -> ()
  %b40 = bufferization.to_buffer %res#40 : tensor<48x1x3x3xf32> to memref<48x1x3x3xf32>
  %u40 = memref.cast %b40 : memref<48x1x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u40) : (memref<*xf32>) -> ()
  %b41 = bufferization.to_buffer %res#41 : tensor<48xf32> to memref<48xf32>
  %u41 = memref.cast %b41 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u41) : (memref<*xf32>) -> ()
  %b42 = bufferization.to_buffer %res#42 : tensor<48xf32> to memref<48xf32>
  %u42 = memref.cast %b42 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u42) : (memref<*xf32>) -> ()
  %b43 = bufferization.to_buffer %res#43 : tensor<12x48x1x1xf32> to memref<12x48x1x1xf32>
  %u43 = memref.cast %b43 : memref<12x48x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u43) : (memref<*xf32>) -> ()
  %b44 = bufferization.to_buffer %res#44 : tensor<12xf32> to memref<12xf32>
  %u44 = memref.cast %b44 : memref<12xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u44) : (memref<*xf32>) -> ()
  %b45 = bufferization.to_buffer %res#45 : tensor<12xf32> to memref<12xf32>
  %u45 = memref.cast %b45 : memref<12xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u45) : (memref<*xf32>) -> ()
  %b46 = bufferization.to_buffer %res#46 : tensor<72x12x1x1xf32> to memref<72x12x1x1xf32>
  %u46 = memref.cast %b46 : memref<72x12x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u46) : (memref<*xf32>) -> ()
  %b47 = bufferization.to_buffer %res#47 : tensor<72xf32> to memref<72xf32>
  %u47 = memref.cast %b47 : memref<72xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u47) : (memref<*xf32>) -> ()
  %b48 = bufferization.to_buffer %res#48 : tensor<72xf32> to memref<72xf32>
  %u48 = memref.cast %b48 : memref<72xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u48) : (memref<*xf32>) -> ()
  %b49 = bufferization.to_buffer %res#49 : tensor<72x1x3x3xf32> to memref<72x1x3x3xf32>
  %u49 = memref.cast %b49 : memref<72x1x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u49) : (memref<*xf32>) -> ()
  %b50 = bufferization.to_buffer %res#50 : tensor<72xf32> to memref<72xf32>
  %u50 = memref.cast %b50 : memref<72xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u50) : (memref<*xf32>) -> ()
  %b51 = bufferization.to_buffer %res#51 : tensor<72xf32> to memref<72xf32>
  %u51 = memref.cast %b51 : memref<72xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u51) : (memref<*xf32>) -> ()
  %b52 = bufferization.to_buffer %res#52 : tensor<20x72x1x1xf32> to memref<20x72x1x1xf32>
  %u52 = memref.cast %b52 : memref<20x72x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u52) : (memref<*xf32>) -> ()
  %b53 = bufferization.to_buffer %res#53 : tensor<20xf32> to memref<20xf32>
  %u53 = memref.cast %b53 : memref<20xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u53) : (memref<*xf32>) -> ()
  %b54 = bufferization.to_buffer %res#54 : tensor<20xf32> to memref<20xf32>
  %u54 = memref.cast %b54 : memref<20xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u54) : (memref<*xf32>) -> ()
  %b55 = bufferization.to_buffer %res#55 : tensor<120x20x1x1xf32> to memref<120x20x1x1xf32>
  %u55 = memref.cast %b55 : memref<120x20x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u55) : (memref<*xf32>) -> ()
  %b56 = bufferization.to_buffer %res#56 : tensor<120xf32> to memref<120xf32>
  %u56 = memref.cast %b56 : memref<120xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u56) : (memref<*xf32>) -> ()
  %b57 = bufferization.to_buffer %res#57 : tensor<120xf32> to memref<120xf32>
  %u57 = memref.cast %b57 : memref<120xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u57) : (memref<*xf32>) -> ()
  %b58 = bufferization.to_buffer %res#58 : tensor<120x1x3x3xf32> to memref<120x1x3x3xf32>
  %u58 = memref.cast %b58 : memref<120x1x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u58) : (memref<*xf32>) -> ()
  %b59 = bufferization.to_buffer %res#59 : tensor<120xf32> to memref<120xf32>
  %u59 = memref.cast %b59 : memref<120xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u59) : (memref<*xf32>) -> ()
  %b60 = bufferization.to_buffer %res#60 : tensor<120xf32> to memref<120xf32>
  %u60 = memref.cast %b60 : memref<120xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u60) : (memref<*xf32>) -> ()
  %b61 = bufferization.to_buffer %res#61 : tensor<40x120x1x1xf32> to memref<40x120x1x1xf32>
  %u61 = memref.cast %b61 : memref<40x120x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u61) : (memref<*xf32>) -> ()
  %b62 = bufferization.to_buffer %res#62 : tensor<40xf32> to memref<40xf32>
  %u62 = memref.cast %b62 : memref<40xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u62) : (memref<*xf32>) -> ()
  %b63 = bufferization.to_buffer %res#63 : tensor<40xf32> to memref<40xf32>
  %u63 = memref.cast %b63 : memref<40xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u63) : (memref<*xf32>) -> ()
  %b64 = bufferization.to_buffer %res#64 : tensor<16x40x1x1xf32> to memref<16x40x1x1xf32>
  %u64 = memref.cast %b64 : memref<16x40x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u64) : (memref<*xf32>) -> ()
  %b65 = bufferization.to_buffer %res#65 : tensor<16xf32> to memref<16xf32>
  %u65 = memref.cast %b65 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u65) : (memref<*xf32>) -> ()
  %b66 = bufferization.to_buffer %res#66 : tensor<16xf32> to memref<16xf32>
  %u66 = memref.cast %b66 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u66) : (memref<*xf32>) -> ()
  %b67 = bufferization.to_buffer %res#67 : tensor<10x16xf32> to memref<10x16xf32>
  %u67 = memref.cast %b67 : memref<10x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u67) : (memref<*xf32>) -> ()
  %b68 = bufferization.to_buffer %res#68 : tensor<10xf32> to memref<10xf32>
  %u68 = memref.cast %b68 : memref<10xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u68) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
