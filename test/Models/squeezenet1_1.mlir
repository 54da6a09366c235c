// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/squeezenet1_1.ref.npz --budgets 85%,min --rtol 1e-05 --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: squeezenet1_1.mlir: {{[0-9]+}} results match the reference
// CHECK: squeezenet1_1.mlir: PASS

// squeezenet1_1 training step (torchvision SqueezeNet 1.1 (tiny: 10 classes)), imported from PyTorch by
// python -m remat_torch.import_torch bench.user_models.models:squeezenet1_1 --model-args '{"size": "tiny"}' --input-shape 4,3,32,32 --loss cross_entropy.
// @step arguments: x, y, seed, features.0.weight, features.0.bias, features.3.squeeze.weight, features.3.squeeze.bias, features.3.expand1x1.weight, features.3.expand1x1.bias, features.3.expand3x3.weight, features.3.expand3x3.bias, features.4.squeeze.weight, features.4.squeeze.bias, features.4.expand1x1.weight, features.4.expand1x1.bias, features.4.expand3x3.weight, features.4.expand3x3.bias, features.6.squeeze.weight, features.6.squeeze.bias, features.6.expand1x1.weight, features.6.expand1x1.bias, features.6.expand3x3.weight, features.6.expand3x3.bias, features.7.squeeze.weight, features.7.squeeze.bias, features.7.expand1x1.weight, features.7.expand1x1.bias, features.7.expand3x3.weight, features.7.expand3x3.bias, features.9.squeeze.weight, features.9.squeeze.bias, features.9.expand1x1.weight, features.9.expand1x1.bias, features.9.expand3x3.weight, features.9.expand3x3.bias, features.10.squeeze.weight, features.10.squeeze.bias, features.10.expand1x1.weight, features.10.expand1x1.bias, features.10.expand3x3.weight, features.10.expand3x3.bias, features.11.squeeze.weight, features.11.squeeze.bias, features.11.expand1x1.weight, features.11.expand1x1.bias, features.11.expand3x3.weight, features.11.expand3x3.bias, features.12.squeeze.weight, features.12.squeeze.bias, features.12.expand1x1.weight, features.12.expand1x1.bias, features.12.expand3x3.weight, features.12.expand3x3.bias, classifier.1.weight, classifier.1.bias
// @step results: loss, grad:features.0.weight, grad:features.0.bias, grad:features.3.squeeze.weight, grad:features.3.squeeze.bias, grad:features.3.expand1x1.weight, grad:features.3.expand1x1.bias, grad:features.3.expand3x3.weight, grad:features.3.expand3x3.bias, grad:features.4.squeeze.weight, grad:features.4.squeeze.bias, grad:features.4.expand1x1.weight, grad:features.4.expand1x1.bias, grad:features.4.expand3x3.weight, grad:features.4.expand3x3.bias, grad:features.6.squeeze.weight, grad:features.6.squeeze.bias, grad:features.6.expand1x1.weight, grad:features.6.expand1x1.bias, grad:features.6.expand3x3.weight, grad:features.6.expand3x3.bias, grad:features.7.squeeze.weight, grad:features.7.squeeze.bias, grad:features.7.expand1x1.weight, grad:features.7.expand1x1.bias, grad:features.7.expand3x3.weight, grad:features.7.expand3x3.bias, grad:features.9.squeeze.weight, grad:features.9.squeeze.bias, grad:features.9.expand1x1.weight, grad:features.9.expand1x1.bias, grad:features.9.expand3x3.weight, grad:features.9.expand3x3.bias, grad:features.10.squeeze.weight, grad:features.10.squeeze.bias, grad:features.10.expand1x1.weight, grad:features.10.expand1x1.bias, grad:features.10.expand3x3.weight, grad:features.10.expand3x3.bias, grad:features.11.squeeze.weight, grad:features.11.squeeze.bias, grad:features.11.expand1x1.weight, grad:features.11.expand1x1.bias, grad:features.11.expand3x3.weight, grad:features.11.expand3x3.bias, grad:features.12.squeeze.weight, grad:features.12.squeeze.bias, grad:features.12.expand1x1.weight, grad:features.12.expand1x1.bias, grad:features.12.expand3x3.weight, grad:features.12.expand3x3.bias, grad:classifier.1.weight, grad:classifier.1.bias
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map8 = affine_map<() -> ()>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> (d0)>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1) -> ()>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map20 = affine_map<(d0, d1) -> (0, d1)>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6 * 2, d4 + d7 * 2)>
#map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map24 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map25 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x3x32x32xf32>, tensor<4xi64>, tensor<i64>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<16x128x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<32x256x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<48x256x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<48x384x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<64x384x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<64x512x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<10x512x1x1xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<16x128x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<32x256x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<48x256x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<48x384x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<64x384x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<64x512x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<10x512x1x1xf32>, tensor<10xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<4x3x32x32xf32>, %arg1: tensor<4xi64>, %arg2: tensor<i64>, %arg3: tensor<64x3x3x3xf32>, %arg4: tensor<64xf32>, %arg5: tensor<16x64x1x1xf32>, %arg6: tensor<16xf32>, %arg7: tensor<64x16x1x1xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x16x3x3xf32>, %arg10: tensor<64xf32>, %arg11: tensor<16x128x1x1xf32>, %arg12: tensor<16xf32>, %arg13: tensor<64x16x1x1xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x16x3x3xf32>, %arg16: tensor<64xf32>, %arg17: tensor<32x128x1x1xf32>, %arg18: tensor<32xf32>, %arg19: tensor<128x32x1x1xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128x32x3x3xf32>, %arg22: tensor<128xf32>, %arg23: tensor<32x256x1x1xf32>, %arg24: tensor<32xf32>, %arg25: tensor<128x32x1x1xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128x32x3x3xf32>, %arg28: tensor<128xf32>, %arg29: tensor<48x256x1x1xf32>, %arg30: tensor<48xf32>, %arg31: tensor<192x48x1x1xf32>, %arg32: tensor<192xf32>, %arg33: tensor<192x48x3x3xf32>, %arg34: tensor<192xf32>, %arg35: tensor<48x384x1x1xf32>, %arg36: tensor<48xf32>, %arg37: tensor<192x48x1x1xf32>, %arg38: tensor<192xf32>, %arg39: tensor<192x48x3x3xf32>, %arg40: tensor<192xf32>, %arg41: tensor<64x384x1x1xf32>, %arg42: tensor<64xf32>, %arg43: tensor<256x64x1x1xf32>, %arg44: tensor<256xf32>, %arg45: tensor<256x64x3x3xf32>, %arg46: tensor<256xf32>, %arg47: tensor<64x512x1x1xf32>, %arg48: tensor<64xf32>, %arg49: tensor<256x64x1x1xf32>, %arg50: tensor<256xf32>, %arg51: tensor<256x64x3x3xf32>, %arg52: tensor<256xf32>, %arg53: tensor<10x512x1x1xf32>, %arg54: tensor<10xf32>):
    %0 = "arith.constant"() <{value = 15 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 2147483648 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 668265263 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 73244475 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 4294967295 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %16 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "arith.constant"() <{value = 15 : index}> : () -> index
    %19 = "arith.constant"() <{value = 7 : index}> : () -> index
    %20 = "arith.constant"() <{value = 3 : index}> : () -> index
    %21 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x256x1x1xf32>}> : () -> tensor<4x256x1x1xf32>
    %24 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x256x2x1x1xf32>}> : () -> tensor<4x256x2x1x1xf32>
    %25 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x256x3x1x1xf32>}> : () -> tensor<4x256x3x1x1xf32>
    %26 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x256x4x1x1xf32>}> : () -> tensor<4x256x4x1x1xf32>
    %27 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x128x3x3xf32>}> : () -> tensor<4x128x3x3xf32>
    %28 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x128x6x3x1xf32>}> : () -> tensor<4x128x6x3x1xf32>
    %29 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x128x7x3x1xf32>}> : () -> tensor<4x128x7x3x1xf32>
    %30 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x128x8x3x1xf32>}> : () -> tensor<4x128x8x3x1xf32>
    %31 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x64x7x7xf32>}> : () -> tensor<4x64x7x7xf32>
    %32 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x64x14x7x1xf32>}> : () -> tensor<4x64x14x7x1xf32>
    %33 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x64x15x7x1xf32>}> : () -> tensor<4x64x15x7x1xf32>
    %34 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x64x16x7x1xf32>}> : () -> tensor<4x64x16x7x1xf32>
    %35 = "tensor.empty"() : () -> tensor<4x64x15x15xf32>
    %36 = "linalg.broadcast"(%arg4, %35) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1728: f32, %arg1729: f32):
      "linalg.yield"(%arg1728) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<4x64x15x15xf32>) -> tensor<4x64x15x15xf32>
    %37 = "linalg.conv_2d_nchw_fchw"(%arg0, %arg3, %36) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1725: f32, %arg1726: f32, %arg1727: f32):
      %1694 = "arith.mulf"(%arg1725, %arg1726) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1695 = "arith.addf"(%arg1727, %1694) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1695) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x3x32x32xf32>, tensor<64x3x3x3xf32>, tensor<4x64x15x15xf32>) -> tensor<4x64x15x15xf32>
    %38 = "linalg.generic"(%37, %35) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1723: f32, %arg1724: f32):
      %1692 = "arith.cmpf"(%arg1723, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1693 = "arith.select"(%1692, %arg1723, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1693) : (f32) -> ()
    }) : (tensor<4x64x15x15xf32>, tensor<4x64x15x15xf32>) -> tensor<4x64x15x15xf32>
    %39 = "tensor.pad"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg1719: index, %arg1720: index, %arg1721: index, %arg1722: index):
      "tensor.yield"(%14) : (f32) -> ()
    }) : (tensor<4x64x15x15xf32>) -> tensor<4x64x17x17xf32>
    %40 = "tensor.empty"() : () -> tensor<4x64x7x7xf32>
    %41 = "linalg.fill"(%14, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1717: f32, %arg1718: f32):
      "linalg.yield"(%arg1717) : (f32) -> ()
    }) : (f32, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %42 = "tensor.empty"() : () -> tensor<3x3xf32>
    %43 = "linalg.pooling_nchw_max"(%39, %42, %41) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1714: f32, %arg1715: f32, %arg1716: f32):
      %1691 = "arith.maximumf"(%arg1716, %arg1714) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1691) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<4x64x17x17xf32>, tensor<3x3xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %44 = "tensor.empty"() : () -> tensor<4x64x7x7xi64>
    %45 = "linalg.fill"(%15, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1712: i64, %arg1713: i64):
      "linalg.yield"(%arg1712) : (i64) -> ()
    }) : (i64, tensor<4x64x7x7xi64>) -> tensor<4x64x7x7xi64>
    %46 = "tensor.empty"() : () -> tensor<3x3xi64>
    %47 = "linalg.generic"(%43, %46, %45) <{indexing_maps = [#map6, #map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1709: f32, %arg1710: i64, %arg1711: i64):
      %1673 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1674 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1675 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1676 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %1677 = "arith.muli"(%1675, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1678 = "arith.addi"(%1677, %1676) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1679 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1680 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %1681 = "arith.muli"(%1679, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1682 = "arith.addi"(%1681, %1680) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1683 = "tensor.extract"(%39, %1673, %1674, %1678, %1682) : (tensor<4x64x17x17xf32>, index, index, index, index) -> f32
      %1684 = "arith.cmpf"(%1683, %arg1709) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %1685 = "arith.muli"(%1678, %18) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1686 = "arith.addi"(%1682, %1685) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1687 = "arith.index_cast"(%1686) : (index) -> i64
      %1688 = "arith.select"(%1684, %1687, %arg1711) : (i1, i64, i64) -> i64
      %1689 = "arith.cmpi"(%arg1711, %15) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %1690 = "arith.select"(%1689, %1688, %arg1711) : (i1, i64, i64) -> i64
      "linalg.yield"(%1690) : (i64) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<3x3xi64>, tensor<4x64x7x7xi64>) -> tensor<4x64x7x7xi64>
    %48 = "tensor.empty"() : () -> tensor<4x16x7x7xf32>
    %49 = "linalg.broadcast"(%arg6, %48) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1707: f32, %arg1708: f32):
      "linalg.yield"(%arg1707) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %50 = "linalg.conv_2d_nchw_fchw"(%43, %arg5, %49) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1704: f32, %arg1705: f32, %arg1706: f32):
      %1671 = "arith.mulf"(%arg1704, %arg1705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1672 = "arith.addf"(%arg1706, %1671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1672) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x7x7xf32>, tensor<16x64x1x1xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %51 = "linalg.generic"(%50, %48) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1702: f32, %arg1703: f32):
      %1669 = "arith.cmpf"(%arg1702, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1670 = "arith.select"(%1669, %arg1702, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1670) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %52 = "linalg.broadcast"(%arg8, %40) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1700: f32, %arg1701: f32):
      "linalg.yield"(%arg1700) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %53 = "linalg.conv_2d_nchw_fchw"(%51, %arg7, %52) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1697: f32, %arg1698: f32, %arg1699: f32):
      %1667 = "arith.mulf"(%arg1697, %arg1698) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1668 = "arith.addf"(%arg1699, %1667) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1668) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x16x7x7xf32>, tensor<64x16x1x1xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %54 = "linalg.generic"(%53, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1695: f32, %arg1696: f32):
      %1665 = "arith.cmpf"(%arg1695, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1666 = "arith.select"(%1665, %arg1695, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1666) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %55 = "tensor.pad"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1691: index, %arg1692: index, %arg1693: index, %arg1694: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>) -> tensor<4x16x9x9xf32>
    %56 = "linalg.broadcast"(%arg10, %40) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1689: f32, %arg1690: f32):
      "linalg.yield"(%arg1689) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %57 = "linalg.conv_2d_nchw_fchw"(%55, %arg9, %56) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1686: f32, %arg1687: f32, %arg1688: f32):
      %1663 = "arith.mulf"(%arg1686, %arg1687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1664 = "arith.addf"(%arg1688, %1663) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1664) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x16x9x9xf32>, tensor<64x16x3x3xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %58 = "linalg.generic"(%57, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1684: f32, %arg1685: f32):
      %1661 = "arith.cmpf"(%arg1684, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1662 = "arith.select"(%1661, %arg1684, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1662) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %59 = "tensor.concat"(%54, %58) <{dim = 1 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x128x7x7xf32>
    %60 = "linalg.broadcast"(%arg12, %48) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1682: f32, %arg1683: f32):
      "linalg.yield"(%arg1682) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %61 = "linalg.conv_2d_nchw_fchw"(%59, %arg11, %60) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1679: f32, %arg1680: f32, %arg1681: f32):
      %1659 = "arith.mulf"(%arg1679, %arg1680) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1660 = "arith.addf"(%arg1681, %1659) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1660) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x128x7x7xf32>, tensor<16x128x1x1xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %62 = "linalg.generic"(%61, %48) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1677: f32, %arg1678: f32):
      %1657 = "arith.cmpf"(%arg1677, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1658 = "arith.select"(%1657, %arg1677, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1658) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %63 = "linalg.broadcast"(%arg14, %40) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1675: f32, %arg1676: f32):
      "linalg.yield"(%arg1675) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %64 = "linalg.conv_2d_nchw_fchw"(%62, %arg13, %63) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1672: f32, %arg1673: f32, %arg1674: f32):
      %1655 = "arith.mulf"(%arg1672, %arg1673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1656 = "arith.addf"(%arg1674, %1655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1656) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x16x7x7xf32>, tensor<64x16x1x1xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %65 = "linalg.generic"(%64, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1670: f32, %arg1671: f32):
      %1653 = "arith.cmpf"(%arg1670, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1654 = "arith.select"(%1653, %arg1670, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1654) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %66 = "tensor.pad"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1666: index, %arg1667: index, %arg1668: index, %arg1669: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>) -> tensor<4x16x9x9xf32>
    %67 = "linalg.broadcast"(%arg16, %40) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1664: f32, %arg1665: f32):
      "linalg.yield"(%arg1664) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %68 = "linalg.conv_2d_nchw_fchw"(%66, %arg15, %67) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1661: f32, %arg1662: f32, %arg1663: f32):
      %1651 = "arith.mulf"(%arg1661, %arg1662) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1652 = "arith.addf"(%arg1663, %1651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1652) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x16x9x9xf32>, tensor<64x16x3x3xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %69 = "linalg.generic"(%68, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1659: f32, %arg1660: f32):
      %1649 = "arith.cmpf"(%arg1659, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1650 = "arith.select"(%1649, %arg1659, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1650) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %70 = "tensor.concat"(%65, %69) <{dim = 1 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x128x7x7xf32>
    %71 = "tensor.pad"(%70) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg1655: index, %arg1656: index, %arg1657: index, %arg1658: index):
      "tensor.yield"(%14) : (f32) -> ()
    }) : (tensor<4x128x7x7xf32>) -> tensor<4x128x9x9xf32>
    %72 = "tensor.empty"() : () -> tensor<4x128x3x3xf32>
    %73 = "linalg.fill"(%14, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1653: f32, %arg1654: f32):
      "linalg.yield"(%arg1653) : (f32) -> ()
    }) : (f32, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %74 = "linalg.pooling_nchw_max"(%71, %42, %73) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1650: f32, %arg1651: f32, %arg1652: f32):
      %1648 = "arith.maximumf"(%arg1652, %arg1650) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1648) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<4x128x9x9xf32>, tensor<3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %75 = "tensor.empty"() : () -> tensor<4x128x3x3xi64>
    %76 = "linalg.fill"(%15, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1648: i64, %arg1649: i64):
      "linalg.yield"(%arg1648) : (i64) -> ()
    }) : (i64, tensor<4x128x3x3xi64>) -> tensor<4x128x3x3xi64>
    %77 = "linalg.generic"(%74, %46, %76) <{indexing_maps = [#map6, #map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1645: f32, %arg1646: i64, %arg1647: i64):
      %1630 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1631 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1632 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1633 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %1634 = "arith.muli"(%1632, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1635 = "arith.addi"(%1634, %1633) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1636 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1637 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %1638 = "arith.muli"(%1636, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1639 = "arith.addi"(%1638, %1637) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1640 = "tensor.extract"(%71, %1630, %1631, %1635, %1639) : (tensor<4x128x9x9xf32>, index, index, index, index) -> f32
      %1641 = "arith.cmpf"(%1640, %arg1645) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %1642 = "arith.muli"(%1635, %19) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1643 = "arith.addi"(%1639, %1642) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1644 = "arith.index_cast"(%1643) : (index) -> i64
      %1645 = "arith.select"(%1641, %1644, %arg1647) : (i1, i64, i64) -> i64
      %1646 = "arith.cmpi"(%arg1647, %15) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %1647 = "arith.select"(%1646, %1645, %arg1647) : (i1, i64, i64) -> i64
      "linalg.yield"(%1647) : (i64) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<3x3xi64>, tensor<4x128x3x3xi64>) -> tensor<4x128x3x3xi64>
    %78 = "tensor.empty"() : () -> tensor<4x32x3x3xf32>
    %79 = "linalg.broadcast"(%arg18, %78) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1643: f32, %arg1644: f32):
      "linalg.yield"(%arg1643) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %80 = "linalg.conv_2d_nchw_fchw"(%74, %arg17, %79) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1640: f32, %arg1641: f32, %arg1642: f32):
      %1628 = "arith.mulf"(%arg1640, %arg1641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1629 = "arith.addf"(%arg1642, %1628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1629) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x128x3x3xf32>, tensor<32x128x1x1xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %81 = "linalg.generic"(%80, %78) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1638: f32, %arg1639: f32):
      %1626 = "arith.cmpf"(%arg1638, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1627 = "arith.select"(%1626, %arg1638, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1627) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %82 = "linalg.broadcast"(%arg20, %72) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1636: f32, %arg1637: f32):
      "linalg.yield"(%arg1636) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %83 = "linalg.conv_2d_nchw_fchw"(%81, %arg19, %82) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1633: f32, %arg1634: f32, %arg1635: f32):
      %1624 = "arith.mulf"(%arg1633, %arg1634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1625 = "arith.addf"(%arg1635, %1624) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1625) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x32x3x3xf32>, tensor<128x32x1x1xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %84 = "linalg.generic"(%83, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1631: f32, %arg1632: f32):
      %1622 = "arith.cmpf"(%arg1631, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1623 = "arith.select"(%1622, %arg1631, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1623) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %85 = "tensor.pad"(%81) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1627: index, %arg1628: index, %arg1629: index, %arg1630: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>) -> tensor<4x32x5x5xf32>
    %86 = "linalg.broadcast"(%arg22, %72) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1625: f32, %arg1626: f32):
      "linalg.yield"(%arg1625) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %87 = "linalg.conv_2d_nchw_fchw"(%85, %arg21, %86) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1622: f32, %arg1623: f32, %arg1624: f32):
      %1620 = "arith.mulf"(%arg1622, %arg1623) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1621 = "arith.addf"(%arg1624, %1620) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1621) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x32x5x5xf32>, tensor<128x32x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %88 = "linalg.generic"(%87, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1620: f32, %arg1621: f32):
      %1618 = "arith.cmpf"(%arg1620, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1619 = "arith.select"(%1618, %arg1620, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1619) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %89 = "tensor.concat"(%84, %88) <{dim = 1 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x256x3x3xf32>
    %90 = "linalg.broadcast"(%arg24, %78) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1618: f32, %arg1619: f32):
      "linalg.yield"(%arg1618) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %91 = "linalg.conv_2d_nchw_fchw"(%89, %arg23, %90) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1615: f32, %arg1616: f32, %arg1617: f32):
      %1616 = "arith.mulf"(%arg1615, %arg1616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1617 = "arith.addf"(%arg1617, %1616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1617) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x256x3x3xf32>, tensor<32x256x1x1xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %92 = "linalg.generic"(%91, %78) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1613: f32, %arg1614: f32):
      %1614 = "arith.cmpf"(%arg1613, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1615 = "arith.select"(%1614, %arg1613, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1615) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %93 = "linalg.broadcast"(%arg26, %72) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1611: f32, %arg1612: f32):
      "linalg.yield"(%arg1611) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %94 = "linalg.conv_2d_nchw_fchw"(%92, %arg25, %93) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1608: f32, %arg1609: f32, %arg1610: f32):
      %1612 = "arith.mulf"(%arg1608, %arg1609) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1613 = "arith.addf"(%arg1610, %1612) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1613) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x32x3x3xf32>, tensor<128x32x1x1xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %95 = "linalg.generic"(%94, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1606: f32, %arg1607: f32):
      %1610 = "arith.cmpf"(%arg1606, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1611 = "arith.select"(%1610, %arg1606, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1611) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %96 = "tensor.pad"(%92) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1602: index, %arg1603: index, %arg1604: index, %arg1605: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>) -> tensor<4x32x5x5xf32>
    %97 = "linalg.broadcast"(%arg28, %72) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1600: f32, %arg1601: f32):
      "linalg.yield"(%arg1600) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %98 = "linalg.conv_2d_nchw_fchw"(%96, %arg27, %97) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1597: f32, %arg1598: f32, %arg1599: f32):
      %1608 = "arith.mulf"(%arg1597, %arg1598) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1609 = "arith.addf"(%arg1599, %1608) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1609) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x32x5x5xf32>, tensor<128x32x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %99 = "linalg.generic"(%98, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1595: f32, %arg1596: f32):
      %1606 = "arith.cmpf"(%arg1595, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1607 = "arith.select"(%1606, %arg1595, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1607) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %100 = "tensor.concat"(%95, %99) <{dim = 1 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x256x3x3xf32>
    %101 = "tensor.pad"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg1591: index, %arg1592: index, %arg1593: index, %arg1594: index):
      "tensor.yield"(%14) : (f32) -> ()
    }) : (tensor<4x256x3x3xf32>) -> tensor<4x256x5x5xf32>
    %102 = "tensor.empty"() : () -> tensor<4x256x1x1xf32>
    %103 = "linalg.fill"(%14, %102) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1589: f32, %arg1590: f32):
      "linalg.yield"(%arg1589) : (f32) -> ()
    }) : (f32, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %104 = "linalg.pooling_nchw_max"(%101, %42, %103) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1586: f32, %arg1587: f32, %arg1588: f32):
      %1605 = "arith.maximumf"(%arg1588, %arg1586) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1605) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<4x256x5x5xf32>, tensor<3x3xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %105 = "tensor.empty"() : () -> tensor<4x256x1x1xi64>
    %106 = "linalg.fill"(%15, %105) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1584: i64, %arg1585: i64):
      "linalg.yield"(%arg1584) : (i64) -> ()
    }) : (i64, tensor<4x256x1x1xi64>) -> tensor<4x256x1x1xi64>
    %107 = "linalg.generic"(%104, %46, %106) <{indexing_maps = [#map6, #map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1581: f32, %arg1582: i64, %arg1583: i64):
      %1593 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1594 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1595 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %1596 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %1597 = "tensor.extract"(%101, %1593, %1594, %1595, %1596) : (tensor<4x256x5x5xf32>, index, index, index, index) -> f32
      %1598 = "arith.cmpf"(%1597, %arg1581) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %1599 = "arith.muli"(%1595, %20) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1600 = "arith.addi"(%1596, %1599) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1601 = "arith.index_cast"(%1600) : (index) -> i64
      %1602 = "arith.select"(%1598, %1601, %arg1583) : (i1, i64, i64) -> i64
      %1603 = "arith.cmpi"(%arg1583, %15) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %1604 = "arith.select"(%1603, %1602, %arg1583) : (i1, i64, i64) -> i64
      "linalg.yield"(%1604) : (i64) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<3x3xi64>, tensor<4x256x1x1xi64>) -> tensor<4x256x1x1xi64>
    %108 = "tensor.empty"() : () -> tensor<4x48x1x1xf32>
    %109 = "linalg.broadcast"(%arg30, %108) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1579: f32, %arg1580: f32):
      "linalg.yield"(%arg1579) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %110 = "linalg.conv_2d_nchw_fchw"(%104, %arg29, %109) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1576: f32, %arg1577: f32, %arg1578: f32):
      %1591 = "arith.mulf"(%arg1576, %arg1577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1592 = "arith.addf"(%arg1578, %1591) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1592) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x256x1x1xf32>, tensor<48x256x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %111 = "linalg.generic"(%110, %108) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1574: f32, %arg1575: f32):
      %1589 = "arith.cmpf"(%arg1574, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1590 = "arith.select"(%1589, %arg1574, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1590) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %112 = "tensor.empty"() : () -> tensor<4x192x1x1xf32>
    %113 = "linalg.broadcast"(%arg32, %112) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1572: f32, %arg1573: f32):
      "linalg.yield"(%arg1572) : (f32) -> ()
    }) : (tensor<192xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %114 = "linalg.conv_2d_nchw_fchw"(%111, %arg31, %113) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1569: f32, %arg1570: f32, %arg1571: f32):
      %1587 = "arith.mulf"(%arg1569, %arg1570) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1588 = "arith.addf"(%arg1571, %1587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1588) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x48x1x1xf32>, tensor<192x48x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %115 = "linalg.generic"(%114, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1567: f32, %arg1568: f32):
      %1585 = "arith.cmpf"(%arg1567, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1586 = "arith.select"(%1585, %arg1567, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1586) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %116 = "tensor.pad"(%111) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1563: index, %arg1564: index, %arg1565: index, %arg1566: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>) -> tensor<4x48x3x3xf32>
    %117 = "linalg.broadcast"(%arg34, %112) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1561: f32, %arg1562: f32):
      "linalg.yield"(%arg1561) : (f32) -> ()
    }) : (tensor<192xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %118 = "linalg.conv_2d_nchw_fchw"(%116, %arg33, %117) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1558: f32, %arg1559: f32, %arg1560: f32):
      %1583 = "arith.mulf"(%arg1558, %arg1559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1584 = "arith.addf"(%arg1560, %1583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1584) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x48x3x3xf32>, tensor<192x48x3x3xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %119 = "linalg.generic"(%118, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1556: f32, %arg1557: f32):
      %1581 = "arith.cmpf"(%arg1556, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1582 = "arith.select"(%1581, %arg1556, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1582) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %120 = "tensor.concat"(%115, %119) <{dim = 1 : i64}> : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x384x1x1xf32>
    %121 = "linalg.broadcast"(%arg36, %108) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1554: f32, %arg1555: f32):
      "linalg.yield"(%arg1554) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %122 = "linalg.conv_2d_nchw_fchw"(%120, %arg35, %121) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1551: f32, %arg1552: f32, %arg1553: f32):
      %1579 = "arith.mulf"(%arg1551, %arg1552) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1580 = "arith.addf"(%arg1553, %1579) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1580) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x384x1x1xf32>, tensor<48x384x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %123 = "linalg.generic"(%122, %108) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1549: f32, %arg1550: f32):
      %1577 = "arith.cmpf"(%arg1549, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1578 = "arith.select"(%1577, %arg1549, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1578) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %124 = "linalg.broadcast"(%arg38, %112) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1547: f32, %arg1548: f32):
      "linalg.yield"(%arg1547) : (f32) -> ()
    }) : (tensor<192xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %125 = "linalg.conv_2d_nchw_fchw"(%123, %arg37, %124) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1544: f32, %arg1545: f32, %arg1546: f32):
      %1575 = "arith.mulf"(%arg1544, %arg1545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1576 = "arith.addf"(%arg1546, %1575) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1576) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x48x1x1xf32>, tensor<192x48x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %126 = "linalg.generic"(%125, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1542: f32, %arg1543: f32):
      %1573 = "arith.cmpf"(%arg1542, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1574 = "arith.select"(%1573, %arg1542, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1574) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %127 = "tensor.pad"(%123) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1538: index, %arg1539: index, %arg1540: index, %arg1541: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>) -> tensor<4x48x3x3xf32>
    %128 = "linalg.broadcast"(%arg40, %112) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1536: f32, %arg1537: f32):
      "linalg.yield"(%arg1536) : (f32) -> ()
    }) : (tensor<192xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %129 = "linalg.conv_2d_nchw_fchw"(%127, %arg39, %128) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1533: f32, %arg1534: f32, %arg1535: f32):
      %1571 = "arith.mulf"(%arg1533, %arg1534) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1572 = "arith.addf"(%arg1535, %1571) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1572) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x48x3x3xf32>, tensor<192x48x3x3xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %130 = "linalg.generic"(%129, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1531: f32, %arg1532: f32):
      %1569 = "arith.cmpf"(%arg1531, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1570 = "arith.select"(%1569, %arg1531, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1570) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %131 = "tensor.concat"(%126, %130) <{dim = 1 : i64}> : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x384x1x1xf32>
    %132 = "tensor.empty"() : () -> tensor<4x64x1x1xf32>
    %133 = "linalg.broadcast"(%arg42, %132) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1529: f32, %arg1530: f32):
      "linalg.yield"(%arg1529) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %134 = "linalg.conv_2d_nchw_fchw"(%131, %arg41, %133) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1526: f32, %arg1527: f32, %arg1528: f32):
      %1567 = "arith.mulf"(%arg1526, %arg1527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1568 = "arith.addf"(%arg1528, %1567) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1568) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x384x1x1xf32>, tensor<64x384x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %135 = "linalg.generic"(%134, %132) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1524: f32, %arg1525: f32):
      %1565 = "arith.cmpf"(%arg1524, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1566 = "arith.select"(%1565, %arg1524, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1566) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %136 = "linalg.broadcast"(%arg44, %102) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1522: f32, %arg1523: f32):
      "linalg.yield"(%arg1522) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %137 = "linalg.conv_2d_nchw_fchw"(%135, %arg43, %136) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1519: f32, %arg1520: f32, %arg1521: f32):
      %1563 = "arith.mulf"(%arg1519, %arg1520) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1564 = "arith.addf"(%arg1521, %1563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1564) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x1x1xf32>, tensor<256x64x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %138 = "linalg.generic"(%137, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1517: f32, %arg1518: f32):
      %1561 = "arith.cmpf"(%arg1517, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1562 = "arith.select"(%1561, %arg1517, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1562) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %139 = "tensor.pad"(%135) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1513: index, %arg1514: index, %arg1515: index, %arg1516: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>) -> tensor<4x64x3x3xf32>
    %140 = "linalg.broadcast"(%arg46, %102) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1511: f32, %arg1512: f32):
      "linalg.yield"(%arg1511) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %141 = "linalg.conv_2d_nchw_fchw"(%139, %arg45, %140) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1508: f32, %arg1509: f32, %arg1510: f32):
      %1559 = "arith.mulf"(%arg1508, %arg1509) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1560 = "arith.addf"(%arg1510, %1559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1560) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x3x3xf32>, tensor<256x64x3x3xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %142 = "linalg.generic"(%141, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1506: f32, %arg1507: f32):
      %1557 = "arith.cmpf"(%arg1506, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1558 = "arith.select"(%1557, %arg1506, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1558) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %143 = "tensor.concat"(%138, %142) <{dim = 1 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x512x1x1xf32>
    %144 = "linalg.broadcast"(%arg48, %132) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1504: f32, %arg1505: f32):
      "linalg.yield"(%arg1504) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %145 = "linalg.conv_2d_nchw_fchw"(%143, %arg47, %144) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1501: f32, %arg1502: f32, %arg1503: f32):
      %1555 = "arith.mulf"(%arg1501, %arg1502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1556 = "arith.addf"(%arg1503, %1555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1556) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x512x1x1xf32>, tensor<64x512x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %146 = "linalg.generic"(%145, %132) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1499: f32, %arg1500: f32):
      %1553 = "arith.cmpf"(%arg1499, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1554 = "arith.select"(%1553, %arg1499, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1554) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %147 = "linalg.broadcast"(%arg50, %102) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1497: f32, %arg1498: f32):
      "linalg.yield"(%arg1497) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %148 = "linalg.conv_2d_nchw_fchw"(%146, %arg49, %147) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1494: f32, %arg1495: f32, %arg1496: f32):
      %1551 = "arith.mulf"(%arg1494, %arg1495) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1552 = "arith.addf"(%arg1496, %1551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1552) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x1x1xf32>, tensor<256x64x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %149 = "linalg.generic"(%148, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1492: f32, %arg1493: f32):
      %1549 = "arith.cmpf"(%arg1492, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1550 = "arith.select"(%1549, %arg1492, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1550) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %150 = "tensor.pad"(%146) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1488: index, %arg1489: index, %arg1490: index, %arg1491: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>) -> tensor<4x64x3x3xf32>
    %151 = "linalg.broadcast"(%arg52, %102) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1486: f32, %arg1487: f32):
      "linalg.yield"(%arg1486) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %152 = "linalg.conv_2d_nchw_fchw"(%150, %arg51, %151) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1483: f32, %arg1484: f32, %arg1485: f32):
      %1547 = "arith.mulf"(%arg1483, %arg1484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1548 = "arith.addf"(%arg1485, %1547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1548) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x3x3xf32>, tensor<256x64x3x3xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %153 = "linalg.generic"(%152, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1481: f32, %arg1482: f32):
      %1545 = "arith.cmpf"(%arg1481, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1546 = "arith.select"(%1545, %arg1481, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1546) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %154 = "tensor.concat"(%149, %153) <{dim = 1 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x512x1x1xf32>
    %155 = "tensor.empty"() : () -> tensor<i64>
    %156 = "linalg.generic"(%arg2, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1479: i64, %arg1480: i64):
      %1544 = "arith.andi"(%arg1479, %7) : (i64, i64) -> i64
      "linalg.yield"(%1544) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %157 = "linalg.generic"(%156, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1477: i64, %arg1478: i64):
      %1543 = "arith.andi"(%arg1477, %7) : (i64, i64) -> i64
      "linalg.yield"(%1543) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %158 = "linalg.generic"(%157, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1475: i64, %arg1476: i64):
      %1542 = "arith.shrsi"(%arg1475, %6) : (i64, i64) -> i64
      "linalg.yield"(%1542) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %159 = "linalg.generic"(%158, %157, %155) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1472: i64, %arg1473: i64, %arg1474: i64):
      %1541 = "arith.xori"(%arg1472, %arg1473) : (i64, i64) -> i64
      "linalg.yield"(%1541) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %160 = "linalg.generic"(%159, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1470: i64, %arg1471: i64):
      %1540 = "arith.muli"(%arg1470, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1540) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %161 = "linalg.generic"(%160, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1468: i64, %arg1469: i64):
      %1539 = "arith.andi"(%arg1468, %7) : (i64, i64) -> i64
      "linalg.yield"(%1539) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %162 = "linalg.generic"(%161, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1466: i64, %arg1467: i64):
      %1538 = "arith.shrsi"(%arg1466, %6) : (i64, i64) -> i64
      "linalg.yield"(%1538) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %163 = "linalg.generic"(%162, %161, %155) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1463: i64, %arg1464: i64, %arg1465: i64):
      %1537 = "arith.xori"(%arg1463, %arg1464) : (i64, i64) -> i64
      "linalg.yield"(%1537) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %164 = "linalg.generic"(%163, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1461: i64, %arg1462: i64):
      %1536 = "arith.muli"(%arg1461, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1536) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %165 = "linalg.generic"(%164, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1459: i64, %arg1460: i64):
      %1535 = "arith.andi"(%arg1459, %7) : (i64, i64) -> i64
      "linalg.yield"(%1535) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %166 = "linalg.generic"(%165, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1457: i64, %arg1458: i64):
      %1534 = "arith.shrsi"(%arg1457, %6) : (i64, i64) -> i64
      "linalg.yield"(%1534) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %167 = "linalg.generic"(%166, %165, %155) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1454: i64, %arg1455: i64, %arg1456: i64):
      %1533 = "arith.xori"(%arg1454, %arg1455) : (i64, i64) -> i64
      "linalg.yield"(%1533) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %168 = "linalg.generic"(%167, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1452: i64, %arg1453: i64):
      %1532 = "arith.muli"(%arg1452, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1532) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %169 = "linalg.generic"(%168, %155) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1450: i64, %arg1451: i64):
      %1531 = "arith.andi"(%arg1450, %7) : (i64, i64) -> i64
      "linalg.yield"(%1531) : (i64) -> ()
    }) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %170 = "tensor.empty"() : () -> tensor<2048xi64>
    %171 = "linalg.generic"(%170) <{indexing_maps = [#map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1449: i64):
      %1529 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1530 = "arith.index_cast"(%1529) : (index) -> i64
      "linalg.yield"(%1530) : (i64) -> ()
    }) : (tensor<2048xi64>) -> tensor<2048xi64>
    %172 = "linalg.generic"(%171, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1447: i64, %arg1448: i64):
      %1528 = "arith.muli"(%arg1447, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1528) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %173 = "linalg.generic"(%172, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1445: i64, %arg1446: i64):
      %1527 = "arith.andi"(%arg1445, %7) : (i64, i64) -> i64
      "linalg.yield"(%1527) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %174 = "linalg.generic"(%173, %169, %170) <{indexing_maps = [#map9, #map10, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1442: i64, %arg1443: i64, %arg1444: i64):
      %1526 = "arith.xori"(%arg1442, %arg1443) : (i64, i64) -> i64
      "linalg.yield"(%1526) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<i64>, tensor<2048xi64>) -> tensor<2048xi64>
    %175 = "linalg.generic"(%174, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1440: i64, %arg1441: i64):
      %1525 = "arith.shrsi"(%arg1440, %6) : (i64, i64) -> i64
      "linalg.yield"(%1525) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %176 = "linalg.generic"(%175, %174, %170) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1437: i64, %arg1438: i64, %arg1439: i64):
      %1524 = "arith.xori"(%arg1437, %arg1438) : (i64, i64) -> i64
      "linalg.yield"(%1524) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %177 = "linalg.generic"(%176, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1435: i64, %arg1436: i64):
      %1523 = "arith.muli"(%arg1435, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1523) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %178 = "linalg.generic"(%177, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1433: i64, %arg1434: i64):
      %1522 = "arith.andi"(%arg1433, %7) : (i64, i64) -> i64
      "linalg.yield"(%1522) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %179 = "linalg.generic"(%178, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1431: i64, %arg1432: i64):
      %1521 = "arith.shrsi"(%arg1431, %6) : (i64, i64) -> i64
      "linalg.yield"(%1521) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %180 = "linalg.generic"(%179, %178, %170) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1428: i64, %arg1429: i64, %arg1430: i64):
      %1520 = "arith.xori"(%arg1428, %arg1429) : (i64, i64) -> i64
      "linalg.yield"(%1520) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %181 = "linalg.generic"(%180, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1426: i64, %arg1427: i64):
      %1519 = "arith.muli"(%arg1426, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1519) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %182 = "linalg.generic"(%181, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1424: i64, %arg1425: i64):
      %1518 = "arith.andi"(%arg1424, %7) : (i64, i64) -> i64
      "linalg.yield"(%1518) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %183 = "linalg.generic"(%182, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1422: i64, %arg1423: i64):
      %1517 = "arith.shrsi"(%arg1422, %6) : (i64, i64) -> i64
      "linalg.yield"(%1517) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %184 = "linalg.generic"(%183, %182, %170) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1419: i64, %arg1420: i64, %arg1421: i64):
      %1516 = "arith.xori"(%arg1419, %arg1420) : (i64, i64) -> i64
      "linalg.yield"(%1516) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %185 = "linalg.generic"(%184, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1417: i64, %arg1418: i64):
      %1515 = "arith.muli"(%arg1417, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1515) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %186 = "linalg.generic"(%185, %170) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1415: i64, %arg1416: i64):
      %1514 = "arith.andi"(%arg1415, %7) : (i64, i64) -> i64
      "linalg.yield"(%1514) : (i64) -> ()
    }) : (tensor<2048xi64>, tensor<2048xi64>) -> tensor<2048xi64>
    %187 = "tensor.expand_shape"(%186) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 4, 512, 1, 1>}> : (tensor<2048xi64>) -> tensor<4x512x1x1xi64>
    %188 = "tensor.empty"() : () -> tensor<4x512x1x1xi1>
    %189 = "linalg.generic"(%187, %188) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1413: i64, %arg1414: i1):
      %1513 = "arith.cmpi"(%arg1413, %3) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1513) : (i1) -> ()
    }) : (tensor<4x512x1x1xi64>, tensor<4x512x1x1xi1>) -> tensor<4x512x1x1xi1>
    %190 = "tensor.empty"() : () -> tensor<4x512x1x1xf32>
    %191 = "linalg.generic"(%189, %190) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1411: i1, %arg1412: f32):
      %1512 = "arith.uitofp"(%arg1411) : (i1) -> f32
      "linalg.yield"(%1512) : (f32) -> ()
    }) : (tensor<4x512x1x1xi1>, tensor<4x512x1x1xf32>) -> tensor<4x512x1x1xf32>
    %192 = "linalg.generic"(%191, %190) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1409: f32, %arg1410: f32):
      %1511 = "arith.divf"(%arg1409, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1511) : (f32) -> ()
    }) : (tensor<4x512x1x1xf32>, tensor<4x512x1x1xf32>) -> tensor<4x512x1x1xf32>
    %193 = "linalg.generic"(%154, %192, %190) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1406: f32, %arg1407: f32, %arg1408: f32):
      %1510 = "arith.mulf"(%arg1406, %arg1407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1510) : (f32) -> ()
    }) : (tensor<4x512x1x1xf32>, tensor<4x512x1x1xf32>, tensor<4x512x1x1xf32>) -> tensor<4x512x1x1xf32>
    %194 = "tensor.empty"() : () -> tensor<4x10x1x1xf32>
    %195 = "linalg.broadcast"(%arg54, %194) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg1404: f32, %arg1405: f32):
      "linalg.yield"(%arg1404) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<4x10x1x1xf32>) -> tensor<4x10x1x1xf32>
    %196 = "linalg.conv_2d_nchw_fchw"(%193, %arg53, %195) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1401: f32, %arg1402: f32, %arg1403: f32):
      %1508 = "arith.mulf"(%arg1401, %arg1402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1509 = "arith.addf"(%arg1403, %1508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1509) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x512x1x1xf32>, tensor<10x512x1x1xf32>, tensor<4x10x1x1xf32>) -> tensor<4x10x1x1xf32>
    %197 = "linalg.generic"(%196, %194) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1399: f32, %arg1400: f32):
      %1506 = "arith.cmpf"(%arg1399, %13) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1507 = "arith.select"(%1506, %arg1399, %13) : (i1, f32, f32) -> f32
      "linalg.yield"(%1507) : (f32) -> ()
    }) : (tensor<4x10x1x1xf32>, tensor<4x10x1x1xf32>) -> tensor<4x10x1x1xf32>
    %198 = "linalg.fill"(%13, %194) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1397: f32, %arg1398: f32):
      "linalg.yield"(%arg1397) : (f32) -> ()
    }) : (f32, tensor<4x10x1x1xf32>) -> tensor<4x10x1x1xf32>
    %199 = "linalg.generic"(%197, %198) <{indexing_maps = [#map3, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1395: f32, %arg1396: f32):
      %1505 = "arith.addf"(%arg1395, %arg1396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1505) : (f32) -> ()
    }) : (tensor<4x10x1x1xf32>, tensor<4x10x1x1xf32>) -> tensor<4x10x1x1xf32>
    %200 = "tensor.collapse_shape"(%199) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<4x10x1x1xf32>) -> tensor<4x10xf32>
    %201 = "tensor.empty"() : () -> tensor<4xi64>
    %202 = "linalg.fill"(%10, %201) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1393: i64, %arg1394: i64):
      "linalg.yield"(%arg1393) : (i64) -> ()
    }) : (i64, tensor<4xi64>) -> tensor<4xi64>
    %203 = "tensor.empty"() : () -> tensor<4xf32>
    %204 = "linalg.fill"(%14, %203) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1391: f32, %arg1392: f32):
      "linalg.yield"(%arg1391) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %205:2 = "linalg.generic"(%200, %204, %202) <{indexing_maps = [#map12, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1388: f32, %arg1389: f32, %arg1390: i64):
      %1500 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1501 = "arith.index_cast"(%1500) : (index) -> i64
      %1502 = "arith.maximumf"(%arg1388, %arg1389) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1503 = "arith.cmpf"(%arg1388, %arg1389) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1504 = "arith.select"(%1503, %1501, %arg1390) : (i1, i64, i64) -> i64
      "linalg.yield"(%1502, %1504) : (f32, i64) -> ()
    }) : (tensor<4x10xf32>, tensor<4xf32>, tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>)
    %206 = "tensor.expand_shape"(%205#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %207 = "tensor.empty"() : () -> tensor<4x10xf32>
    %208 = "linalg.generic"(%200, %206, %207) <{indexing_maps = [#map12, #map14, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1385: f32, %arg1386: f32, %arg1387: f32):
      %1499 = "arith.subf"(%arg1385, %arg1386) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1499) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %209 = "linalg.generic"(%208, %207) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1383: f32, %arg1384: f32):
      %1498 = "math.exp"(%arg1383) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1498) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %210 = "tensor.empty"() : () -> tensor<4x1xf32>
    %211 = "linalg.fill"(%13, %210) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1381: f32, %arg1382: f32):
      "linalg.yield"(%arg1381) : (f32) -> ()
    }) : (f32, tensor<4x1xf32>) -> tensor<4x1xf32>
    %212 = "linalg.generic"(%209, %211) <{indexing_maps = [#map12, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1379: f32, %arg1380: f32):
      %1497 = "arith.addf"(%arg1379, %arg1380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1497) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %213 = "linalg.generic"(%212, %210) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1377: f32, %arg1378: f32):
      %1496 = "math.log"(%arg1377) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1496) : (f32) -> ()
    }) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %214 = "linalg.generic"(%208, %213, %207) <{indexing_maps = [#map12, #map14, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1374: f32, %arg1375: f32, %arg1376: f32):
      %1495 = "arith.subf"(%arg1374, %arg1375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1495) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %215 = "tensor.empty"() : () -> tensor<4xi1>
    %216 = "linalg.generic"(%arg1, %215) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1372: i64, %arg1373: i1):
      %1494 = "arith.cmpi"(%arg1372, %2) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1494) : (i1) -> ()
    }) : (tensor<4xi64>, tensor<4xi1>) -> tensor<4xi1>
    %217 = "linalg.generic"(%216, %203) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1370: i1, %arg1371: f32):
      %1493 = "arith.uitofp"(%arg1370) : (i1) -> f32
      "linalg.yield"(%1493) : (f32) -> ()
    }) : (tensor<4xi1>, tensor<4xf32>) -> tensor<4xf32>
    %218 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xi64>) -> tensor<4x1xi64>
    %219 = "tensor.empty"() : () -> tensor<10xi64>
    %220 = "linalg.generic"(%219) <{indexing_maps = [#map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1369: i64):
      %1491 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1492 = "arith.index_cast"(%1491) : (index) -> i64
      "linalg.yield"(%1492) : (i64) -> ()
    }) : (tensor<10xi64>) -> tensor<10xi64>
    %221 = "tensor.empty"() : () -> tensor<4x10xi1>
    %222 = "linalg.generic"(%218, %220, %221) <{indexing_maps = [#map14, #map15, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1366: i64, %arg1367: i64, %arg1368: i1):
      %1490 = "arith.cmpi"(%arg1366, %arg1367) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1490) : (i1) -> ()
    }) : (tensor<4x1xi64>, tensor<10xi64>, tensor<4x10xi1>) -> tensor<4x10xi1>
    %223 = "linalg.generic"(%222, %207) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1364: i1, %arg1365: f32):
      %1489 = "arith.uitofp"(%arg1364) : (i1) -> f32
      "linalg.yield"(%1489) : (f32) -> ()
    }) : (tensor<4x10xi1>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %224 = "linalg.generic"(%214, %223, %207) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1361: f32, %arg1362: f32, %arg1363: f32):
      %1488 = "arith.mulf"(%arg1361, %arg1362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1488) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %225 = "linalg.fill"(%13, %203) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1359: f32, %arg1360: f32):
      "linalg.yield"(%arg1359) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %226 = "linalg.generic"(%224, %225) <{indexing_maps = [#map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1357: f32, %arg1358: f32):
      %1487 = "arith.addf"(%arg1357, %arg1358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1487) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4xf32>) -> tensor<4xf32>
    %227 = "linalg.generic"(%226, %217, %203) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1354: f32, %arg1355: f32, %arg1356: f32):
      %1486 = "arith.mulf"(%arg1354, %arg1355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1486) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %228 = "tensor.empty"() : () -> tensor<f32>
    %229 = "linalg.fill"(%13, %228) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1352: f32, %arg1353: f32):
      "linalg.yield"(%arg1352) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %230 = "linalg.generic"(%227, %229) <{indexing_maps = [#map9, #map10], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1350: f32, %arg1351: f32):
      %1485 = "arith.addf"(%arg1350, %arg1351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1485) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %231 = "linalg.generic"(%230, %228) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1348: f32, %arg1349: f32):
      %1484 = "arith.negf"(%arg1348) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1484) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %232 = "linalg.generic"(%217, %229) <{indexing_maps = [#map9, #map10], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1346: f32, %arg1347: f32):
      %1483 = "arith.addf"(%arg1346, %arg1347) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1483) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %233 = "linalg.generic"(%231, %232, %228) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1343: f32, %arg1344: f32, %arg1345: f32):
      %1482 = "arith.divf"(%arg1343, %arg1344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1482) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %234 = "tensor.expand_shape"(%217) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %235 = "linalg.generic"(%17, %228) <{indexing_maps = [#map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1341: f32, %arg1342: f32):
      %1481 = "arith.negf"(%arg1341) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1481) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %236 = "linalg.generic"(%235, %232, %228) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1338: f32, %arg1339: f32, %arg1340: f32):
      %1480 = "arith.divf"(%arg1338, %arg1339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1480) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %237 = "linalg.generic"(%223, %234, %207) <{indexing_maps = [#map12, #map14, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1335: f32, %arg1336: f32, %arg1337: f32):
      %1479 = "arith.mulf"(%arg1335, %arg1336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1479) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %238 = "linalg.generic"(%237, %236, %207) <{indexing_maps = [#map12, #map16, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1332: f32, %arg1333: f32, %arg1334: f32):
      %1478 = "arith.mulf"(%arg1332, %arg1333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1478) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<f32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %239 = "linalg.generic"(%214, %207) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1330: f32, %arg1331: f32):
      %1477 = "math.exp"(%arg1330) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1477) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %240 = "linalg.generic"(%238, %211) <{indexing_maps = [#map12, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1328: f32, %arg1329: f32):
      %1476 = "arith.addf"(%arg1328, %arg1329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1476) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %241 = "linalg.generic"(%239, %240, %207) <{indexing_maps = [#map12, #map14, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1325: f32, %arg1326: f32, %arg1327: f32):
      %1475 = "arith.mulf"(%arg1325, %arg1326) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1475) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %242 = "linalg.generic"(%238, %241, %207) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1322: f32, %arg1323: f32, %arg1324: f32):
      %1474 = "arith.subf"(%arg1322, %arg1323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1474) : (f32) -> ()
    }) : (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %243 = "tensor.expand_shape"(%242) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: 4, 10, 1, 1>}> : (tensor<4x10xf32>) -> tensor<4x10x1x1xf32>
    %244 = "tensor.empty"() : () -> tensor<4x10x1x1xi1>
    %245 = "linalg.generic"(%197, %244) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1320: f32, %arg1321: i1):
      %1473 = "arith.cmpf"(%arg1320, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1473) : (i1) -> ()
    }) : (tensor<4x10x1x1xf32>, tensor<4x10x1x1xi1>) -> tensor<4x10x1x1xi1>
    %246 = "linalg.generic"(%245, %16, %243, %194) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1316: i1, %arg1317: f32, %arg1318: f32, %arg1319: f32):
      %1472 = "arith.select"(%arg1316, %arg1317, %arg1318) : (i1, f32, f32) -> f32
      "linalg.yield"(%1472) : (f32) -> ()
    }) : (tensor<4x10x1x1xi1>, tensor<f32>, tensor<4x10x1x1xf32>, tensor<4x10x1x1xf32>) -> tensor<4x10x1x1xf32>
    %247 = "tensor.empty"() : () -> tensor<512x10x1x1xf32>
    %248 = "linalg.fill"(%13, %247) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1314: f32, %arg1315: f32):
      "linalg.yield"(%arg1314) : (f32) -> ()
    }) : (f32, tensor<512x10x1x1xf32>) -> tensor<512x10x1x1xf32>
    %249 = "linalg.generic"(%248) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1313: f32):
      %1469 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1470 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1471 = "tensor.extract"(%arg53, %1470, %1469, %22, %22) : (tensor<10x512x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1471) : (f32) -> ()
    }) : (tensor<512x10x1x1xf32>) -> tensor<512x10x1x1xf32>
    %250 = "linalg.fill"(%13, %190) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1311: f32, %arg1312: f32):
      "linalg.yield"(%arg1311) : (f32) -> ()
    }) : (f32, tensor<4x512x1x1xf32>) -> tensor<4x512x1x1xf32>
    %251 = "linalg.conv_2d_nchw_fchw"(%246, %249, %250) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1308: f32, %arg1309: f32, %arg1310: f32):
      %1467 = "arith.mulf"(%arg1308, %arg1309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1468 = "arith.addf"(%arg1310, %1467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1468) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x10x1x1xf32>, tensor<512x10x1x1xf32>, tensor<4x512x1x1xf32>) -> tensor<4x512x1x1xf32>
    %252 = "tensor.empty"() : () -> tensor<512x4x1x1xf32>
    %253 = "linalg.transpose"(%193, %252) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1306: f32, %arg1307: f32):
      "linalg.yield"(%arg1306) : (f32) -> ()
    }) : (tensor<4x512x1x1xf32>, tensor<512x4x1x1xf32>) -> tensor<512x4x1x1xf32>
    %254 = "tensor.empty"() : () -> tensor<10x4x1x1xf32>
    %255 = "linalg.transpose"(%246, %254) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1304: f32, %arg1305: f32):
      "linalg.yield"(%arg1304) : (f32) -> ()
    }) : (tensor<4x10x1x1xf32>, tensor<10x4x1x1xf32>) -> tensor<10x4x1x1xf32>
    %256 = "linalg.conv_2d_nchw_fchw"(%253, %255, %248) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1301: f32, %arg1302: f32, %arg1303: f32):
      %1465 = "arith.mulf"(%arg1301, %arg1302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1466 = "arith.addf"(%arg1303, %1465) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1466) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<512x4x1x1xf32>, tensor<10x4x1x1xf32>, tensor<512x10x1x1xf32>) -> tensor<512x10x1x1xf32>
    %257 = "tensor.empty"() : () -> tensor<10x512x1x1xf32>
    %258 = "linalg.transpose"(%256, %257) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1299: f32, %arg1300: f32):
      "linalg.yield"(%arg1299) : (f32) -> ()
    }) : (tensor<512x10x1x1xf32>, tensor<10x512x1x1xf32>) -> tensor<10x512x1x1xf32>
    %259 = "tensor.empty"() : () -> tensor<10xf32>
    %260 = "linalg.fill"(%13, %259) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1297: f32, %arg1298: f32):
      "linalg.yield"(%arg1297) : (f32) -> ()
    }) : (f32, tensor<10xf32>) -> tensor<10xf32>
    %261 = "linalg.generic"(%246, %260) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1295: f32, %arg1296: f32):
      %1464 = "arith.addf"(%arg1295, %arg1296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1464) : (f32) -> ()
    }) : (tensor<4x10x1x1xf32>, tensor<10xf32>) -> tensor<10xf32>
    %262 = "linalg.generic"(%251, %192, %190) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1292: f32, %arg1293: f32, %arg1294: f32):
      %1463 = "arith.mulf"(%arg1292, %arg1293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1463) : (f32) -> ()
    }) : (tensor<4x512x1x1xf32>, tensor<4x512x1x1xf32>, tensor<4x512x1x1xf32>) -> tensor<4x512x1x1xf32>
    %263 = "tensor.extract_slice"(%262) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 256, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x512x1x1xf32>) -> tensor<4x256x1x1xf32>
    %264 = "tensor.extract_slice"(%262) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 256, 0, 0>, static_sizes = array<i64: 4, 256, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x512x1x1xf32>) -> tensor<4x256x1x1xf32>
    %265 = "tensor.empty"() : () -> tensor<4x256x1x1xi1>
    %266 = "linalg.generic"(%153, %265) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1290: f32, %arg1291: i1):
      %1462 = "arith.cmpf"(%arg1290, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1462) : (i1) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %267 = "linalg.generic"(%266, %16, %264, %102) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1286: i1, %arg1287: f32, %arg1288: f32, %arg1289: f32):
      %1461 = "arith.select"(%arg1286, %arg1287, %arg1288) : (i1, f32, f32) -> f32
      "linalg.yield"(%1461) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<f32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %268 = "tensor.empty"() : () -> tensor<64x256x3x3xf32>
    %269 = "linalg.fill"(%13, %268) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1284: f32, %arg1285: f32):
      "linalg.yield"(%arg1284) : (f32) -> ()
    }) : (f32, tensor<64x256x3x3xf32>) -> tensor<64x256x3x3xf32>
    %270 = "linalg.generic"(%269) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1283: f32):
      %1454 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1455 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1456 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1457 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1458 = "arith.subi"(%12, %1456) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1459 = "arith.subi"(%12, %1457) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1460 = "tensor.extract"(%arg51, %1455, %1454, %1458, %1459) : (tensor<256x64x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1460) : (f32) -> ()
    }) : (tensor<64x256x3x3xf32>) -> tensor<64x256x3x3xf32>
    %271 = "tensor.empty"() : () -> tensor<4x256x3x3xf32>
    %272 = "linalg.fill"(%13, %271) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1281: f32, %arg1282: f32):
      "linalg.yield"(%arg1281) : (f32) -> ()
    }) : (f32, tensor<4x256x3x3xf32>) -> tensor<4x256x3x3xf32>
    %273 = "tensor.insert_slice"(%267, %272) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 256, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x256x1x1xf32>, tensor<4x256x3x3xf32>) -> tensor<4x256x3x3xf32>
    %274 = "linalg.fill"(%13, %132) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1279: f32, %arg1280: f32):
      "linalg.yield"(%arg1279) : (f32) -> ()
    }) : (f32, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %275 = "linalg.conv_2d_nchw_fchw"(%273, %270, %274) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1276: f32, %arg1277: f32, %arg1278: f32):
      %1452 = "arith.mulf"(%arg1276, %arg1277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1453 = "arith.addf"(%arg1278, %1452) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1453) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x256x3x3xf32>, tensor<64x256x3x3xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %276 = "tensor.empty"() : () -> tensor<64x4x1x1xf32>
    %277 = "linalg.transpose"(%146, %276) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1274: f32, %arg1275: f32):
      "linalg.yield"(%arg1274) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<64x4x1x1xf32>) -> tensor<64x4x1x1xf32>
    %278 = "tensor.empty"() : () -> tensor<256x4x1x1xf32>
    %279 = "linalg.transpose"(%267, %278) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1272: f32, %arg1273: f32):
      "linalg.yield"(%arg1272) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256x4x1x1xf32>) -> tensor<256x4x1x1xf32>
    %280 = "tensor.pad"(%277) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1268: index, %arg1269: index, %arg1270: index, %arg1271: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<64x4x1x1xf32>) -> tensor<64x4x3x3xf32>
    %281 = "linalg.conv_2d_nchw_fchw"(%280, %279, %269) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1265: f32, %arg1266: f32, %arg1267: f32):
      %1450 = "arith.mulf"(%arg1265, %arg1266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1451 = "arith.addf"(%arg1267, %1450) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1451) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<64x4x3x3xf32>, tensor<256x4x1x1xf32>, tensor<64x256x3x3xf32>) -> tensor<64x256x3x3xf32>
    %282 = "tensor.empty"() : () -> tensor<256x64x3x3xf32>
    %283 = "linalg.transpose"(%281, %282) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1263: f32, %arg1264: f32):
      "linalg.yield"(%arg1263) : (f32) -> ()
    }) : (tensor<64x256x3x3xf32>, tensor<256x64x3x3xf32>) -> tensor<256x64x3x3xf32>
    %284 = "tensor.empty"() : () -> tensor<256xf32>
    %285 = "linalg.fill"(%13, %284) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1261: f32, %arg1262: f32):
      "linalg.yield"(%arg1261) : (f32) -> ()
    }) : (f32, tensor<256xf32>) -> tensor<256xf32>
    %286 = "linalg.generic"(%267, %285) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1259: f32, %arg1260: f32):
      %1449 = "arith.addf"(%arg1259, %arg1260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1449) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %287 = "linalg.generic"(%149, %265) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1257: f32, %arg1258: i1):
      %1448 = "arith.cmpf"(%arg1257, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1448) : (i1) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %288 = "linalg.generic"(%287, %16, %263, %102) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1253: i1, %arg1254: f32, %arg1255: f32, %arg1256: f32):
      %1447 = "arith.select"(%arg1253, %arg1254, %arg1255) : (i1, f32, f32) -> f32
      "linalg.yield"(%1447) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<f32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %289 = "tensor.empty"() : () -> tensor<64x256x1x1xf32>
    %290 = "linalg.fill"(%13, %289) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1251: f32, %arg1252: f32):
      "linalg.yield"(%arg1251) : (f32) -> ()
    }) : (f32, tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %291 = "linalg.generic"(%290) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1250: f32):
      %1444 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1445 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1446 = "tensor.extract"(%arg49, %1445, %1444, %22, %22) : (tensor<256x64x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1446) : (f32) -> ()
    }) : (tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %292 = "linalg.conv_2d_nchw_fchw"(%288, %291, %274) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1247: f32, %arg1248: f32, %arg1249: f32):
      %1442 = "arith.mulf"(%arg1247, %arg1248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1443 = "arith.addf"(%arg1249, %1442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1443) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x256x1x1xf32>, tensor<64x256x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %293 = "linalg.transpose"(%288, %278) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1245: f32, %arg1246: f32):
      "linalg.yield"(%arg1245) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256x4x1x1xf32>) -> tensor<256x4x1x1xf32>
    %294 = "linalg.conv_2d_nchw_fchw"(%277, %293, %290) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1242: f32, %arg1243: f32, %arg1244: f32):
      %1440 = "arith.mulf"(%arg1242, %arg1243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1441 = "arith.addf"(%arg1244, %1440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1441) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<64x4x1x1xf32>, tensor<256x4x1x1xf32>, tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %295 = "tensor.empty"() : () -> tensor<256x64x1x1xf32>
    %296 = "linalg.transpose"(%294, %295) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1240: f32, %arg1241: f32):
      "linalg.yield"(%arg1240) : (f32) -> ()
    }) : (tensor<64x256x1x1xf32>, tensor<256x64x1x1xf32>) -> tensor<256x64x1x1xf32>
    %297 = "linalg.generic"(%288, %285) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1238: f32, %arg1239: f32):
      %1439 = "arith.addf"(%arg1238, %arg1239) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1439) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %298 = "linalg.generic"(%275, %292, %132) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1235: f32, %arg1236: f32, %arg1237: f32):
      %1438 = "arith.addf"(%arg1235, %arg1236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1438) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<4x64x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %299 = "tensor.empty"() : () -> tensor<4x64x1x1xi1>
    %300 = "linalg.generic"(%146, %299) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1233: f32, %arg1234: i1):
      %1437 = "arith.cmpf"(%arg1233, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1437) : (i1) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<4x64x1x1xi1>) -> tensor<4x64x1x1xi1>
    %301 = "linalg.generic"(%300, %16, %298, %132) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1229: i1, %arg1230: f32, %arg1231: f32, %arg1232: f32):
      %1436 = "arith.select"(%arg1229, %arg1230, %arg1231) : (i1, f32, f32) -> f32
      "linalg.yield"(%1436) : (f32) -> ()
    }) : (tensor<4x64x1x1xi1>, tensor<f32>, tensor<4x64x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %302 = "tensor.empty"() : () -> tensor<512x64x1x1xf32>
    %303 = "linalg.fill"(%13, %302) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1227: f32, %arg1228: f32):
      "linalg.yield"(%arg1227) : (f32) -> ()
    }) : (f32, tensor<512x64x1x1xf32>) -> tensor<512x64x1x1xf32>
    %304 = "linalg.generic"(%303) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1226: f32):
      %1433 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1434 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1435 = "tensor.extract"(%arg47, %1434, %1433, %22, %22) : (tensor<64x512x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1435) : (f32) -> ()
    }) : (tensor<512x64x1x1xf32>) -> tensor<512x64x1x1xf32>
    %305 = "linalg.conv_2d_nchw_fchw"(%301, %304, %250) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1223: f32, %arg1224: f32, %arg1225: f32):
      %1431 = "arith.mulf"(%arg1223, %arg1224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1432 = "arith.addf"(%arg1225, %1431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1432) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x1x1xf32>, tensor<512x64x1x1xf32>, tensor<4x512x1x1xf32>) -> tensor<4x512x1x1xf32>
    %306 = "linalg.transpose"(%143, %252) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1221: f32, %arg1222: f32):
      "linalg.yield"(%arg1221) : (f32) -> ()
    }) : (tensor<4x512x1x1xf32>, tensor<512x4x1x1xf32>) -> tensor<512x4x1x1xf32>
    %307 = "linalg.transpose"(%301, %276) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1219: f32, %arg1220: f32):
      "linalg.yield"(%arg1219) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<64x4x1x1xf32>) -> tensor<64x4x1x1xf32>
    %308 = "linalg.conv_2d_nchw_fchw"(%306, %307, %303) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1216: f32, %arg1217: f32, %arg1218: f32):
      %1429 = "arith.mulf"(%arg1216, %arg1217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1430 = "arith.addf"(%arg1218, %1429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1430) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<512x4x1x1xf32>, tensor<64x4x1x1xf32>, tensor<512x64x1x1xf32>) -> tensor<512x64x1x1xf32>
    %309 = "tensor.empty"() : () -> tensor<64x512x1x1xf32>
    %310 = "linalg.transpose"(%308, %309) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1214: f32, %arg1215: f32):
      "linalg.yield"(%arg1214) : (f32) -> ()
    }) : (tensor<512x64x1x1xf32>, tensor<64x512x1x1xf32>) -> tensor<64x512x1x1xf32>
    %311 = "tensor.empty"() : () -> tensor<64xf32>
    %312 = "linalg.fill"(%13, %311) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1212: f32, %arg1213: f32):
      "linalg.yield"(%arg1212) : (f32) -> ()
    }) : (f32, tensor<64xf32>) -> tensor<64xf32>
    %313 = "linalg.generic"(%301, %312) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1210: f32, %arg1211: f32):
      %1428 = "arith.addf"(%arg1210, %arg1211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1428) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<64xf32>) -> tensor<64xf32>
    %314 = "tensor.extract_slice"(%305) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 256, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x512x1x1xf32>) -> tensor<4x256x1x1xf32>
    %315 = "tensor.extract_slice"(%305) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 256, 0, 0>, static_sizes = array<i64: 4, 256, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x512x1x1xf32>) -> tensor<4x256x1x1xf32>
    %316 = "linalg.generic"(%142, %265) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1208: f32, %arg1209: i1):
      %1427 = "arith.cmpf"(%arg1208, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1427) : (i1) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %317 = "linalg.generic"(%316, %16, %315, %102) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1204: i1, %arg1205: f32, %arg1206: f32, %arg1207: f32):
      %1426 = "arith.select"(%arg1204, %arg1205, %arg1206) : (i1, f32, f32) -> f32
      "linalg.yield"(%1426) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<f32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %318 = "linalg.generic"(%269) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1203: f32):
      %1419 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1420 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1421 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1422 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1423 = "arith.subi"(%12, %1421) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1424 = "arith.subi"(%12, %1422) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1425 = "tensor.extract"(%arg45, %1420, %1419, %1423, %1424) : (tensor<256x64x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1425) : (f32) -> ()
    }) : (tensor<64x256x3x3xf32>) -> tensor<64x256x3x3xf32>
    %319 = "tensor.insert_slice"(%317, %272) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 256, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x256x1x1xf32>, tensor<4x256x3x3xf32>) -> tensor<4x256x3x3xf32>
    %320 = "linalg.conv_2d_nchw_fchw"(%319, %318, %274) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1200: f32, %arg1201: f32, %arg1202: f32):
      %1417 = "arith.mulf"(%arg1200, %arg1201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1418 = "arith.addf"(%arg1202, %1417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1418) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x256x3x3xf32>, tensor<64x256x3x3xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %321 = "linalg.transpose"(%135, %276) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1198: f32, %arg1199: f32):
      "linalg.yield"(%arg1198) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<64x4x1x1xf32>) -> tensor<64x4x1x1xf32>
    %322 = "linalg.transpose"(%317, %278) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1196: f32, %arg1197: f32):
      "linalg.yield"(%arg1196) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256x4x1x1xf32>) -> tensor<256x4x1x1xf32>
    %323 = "tensor.pad"(%321) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1192: index, %arg1193: index, %arg1194: index, %arg1195: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<64x4x1x1xf32>) -> tensor<64x4x3x3xf32>
    %324 = "linalg.conv_2d_nchw_fchw"(%323, %322, %269) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1189: f32, %arg1190: f32, %arg1191: f32):
      %1415 = "arith.mulf"(%arg1189, %arg1190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1416 = "arith.addf"(%arg1191, %1415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1416) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<64x4x3x3xf32>, tensor<256x4x1x1xf32>, tensor<64x256x3x3xf32>) -> tensor<64x256x3x3xf32>
    %325 = "linalg.transpose"(%324, %282) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1187: f32, %arg1188: f32):
      "linalg.yield"(%arg1187) : (f32) -> ()
    }) : (tensor<64x256x3x3xf32>, tensor<256x64x3x3xf32>) -> tensor<256x64x3x3xf32>
    %326 = "linalg.generic"(%317, %285) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1185: f32, %arg1186: f32):
      %1414 = "arith.addf"(%arg1185, %arg1186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1414) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %327 = "linalg.generic"(%138, %265) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1183: f32, %arg1184: i1):
      %1413 = "arith.cmpf"(%arg1183, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1413) : (i1) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %328 = "linalg.generic"(%327, %16, %314, %102) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1179: i1, %arg1180: f32, %arg1181: f32, %arg1182: f32):
      %1412 = "arith.select"(%arg1179, %arg1180, %arg1181) : (i1, f32, f32) -> f32
      "linalg.yield"(%1412) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<f32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %329 = "linalg.generic"(%290) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1178: f32):
      %1409 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1410 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1411 = "tensor.extract"(%arg43, %1410, %1409, %22, %22) : (tensor<256x64x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1411) : (f32) -> ()
    }) : (tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %330 = "linalg.conv_2d_nchw_fchw"(%328, %329, %274) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1175: f32, %arg1176: f32, %arg1177: f32):
      %1407 = "arith.mulf"(%arg1175, %arg1176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1408 = "arith.addf"(%arg1177, %1407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1408) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x256x1x1xf32>, tensor<64x256x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %331 = "linalg.transpose"(%328, %278) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1173: f32, %arg1174: f32):
      "linalg.yield"(%arg1173) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256x4x1x1xf32>) -> tensor<256x4x1x1xf32>
    %332 = "linalg.conv_2d_nchw_fchw"(%321, %331, %290) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1170: f32, %arg1171: f32, %arg1172: f32):
      %1405 = "arith.mulf"(%arg1170, %arg1171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1406 = "arith.addf"(%arg1172, %1405) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1406) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<64x4x1x1xf32>, tensor<256x4x1x1xf32>, tensor<64x256x1x1xf32>) -> tensor<64x256x1x1xf32>
    %333 = "linalg.transpose"(%332, %295) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1168: f32, %arg1169: f32):
      "linalg.yield"(%arg1168) : (f32) -> ()
    }) : (tensor<64x256x1x1xf32>, tensor<256x64x1x1xf32>) -> tensor<256x64x1x1xf32>
    %334 = "linalg.generic"(%328, %285) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1166: f32, %arg1167: f32):
      %1404 = "arith.addf"(%arg1166, %arg1167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1404) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %335 = "linalg.generic"(%320, %330, %132) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1163: f32, %arg1164: f32, %arg1165: f32):
      %1403 = "arith.addf"(%arg1163, %arg1164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1403) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<4x64x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %336 = "linalg.generic"(%135, %299) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1161: f32, %arg1162: i1):
      %1402 = "arith.cmpf"(%arg1161, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1402) : (i1) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<4x64x1x1xi1>) -> tensor<4x64x1x1xi1>
    %337 = "linalg.generic"(%336, %16, %335, %132) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1157: i1, %arg1158: f32, %arg1159: f32, %arg1160: f32):
      %1401 = "arith.select"(%arg1157, %arg1158, %arg1159) : (i1, f32, f32) -> f32
      "linalg.yield"(%1401) : (f32) -> ()
    }) : (tensor<4x64x1x1xi1>, tensor<f32>, tensor<4x64x1x1xf32>, tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xf32>
    %338 = "tensor.empty"() : () -> tensor<384x64x1x1xf32>
    %339 = "linalg.fill"(%13, %338) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1155: f32, %arg1156: f32):
      "linalg.yield"(%arg1155) : (f32) -> ()
    }) : (f32, tensor<384x64x1x1xf32>) -> tensor<384x64x1x1xf32>
    %340 = "linalg.generic"(%339) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1154: f32):
      %1398 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1399 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1400 = "tensor.extract"(%arg41, %1399, %1398, %22, %22) : (tensor<64x384x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1400) : (f32) -> ()
    }) : (tensor<384x64x1x1xf32>) -> tensor<384x64x1x1xf32>
    %341 = "tensor.empty"() : () -> tensor<4x384x1x1xf32>
    %342 = "linalg.fill"(%13, %341) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1152: f32, %arg1153: f32):
      "linalg.yield"(%arg1152) : (f32) -> ()
    }) : (f32, tensor<4x384x1x1xf32>) -> tensor<4x384x1x1xf32>
    %343 = "linalg.conv_2d_nchw_fchw"(%337, %340, %342) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1149: f32, %arg1150: f32, %arg1151: f32):
      %1396 = "arith.mulf"(%arg1149, %arg1150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1397 = "arith.addf"(%arg1151, %1396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1397) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x1x1xf32>, tensor<384x64x1x1xf32>, tensor<4x384x1x1xf32>) -> tensor<4x384x1x1xf32>
    %344 = "tensor.empty"() : () -> tensor<384x4x1x1xf32>
    %345 = "linalg.transpose"(%131, %344) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1147: f32, %arg1148: f32):
      "linalg.yield"(%arg1147) : (f32) -> ()
    }) : (tensor<4x384x1x1xf32>, tensor<384x4x1x1xf32>) -> tensor<384x4x1x1xf32>
    %346 = "linalg.transpose"(%337, %276) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1145: f32, %arg1146: f32):
      "linalg.yield"(%arg1145) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<64x4x1x1xf32>) -> tensor<64x4x1x1xf32>
    %347 = "linalg.conv_2d_nchw_fchw"(%345, %346, %339) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1142: f32, %arg1143: f32, %arg1144: f32):
      %1394 = "arith.mulf"(%arg1142, %arg1143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1395 = "arith.addf"(%arg1144, %1394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1395) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<384x4x1x1xf32>, tensor<64x4x1x1xf32>, tensor<384x64x1x1xf32>) -> tensor<384x64x1x1xf32>
    %348 = "tensor.empty"() : () -> tensor<64x384x1x1xf32>
    %349 = "linalg.transpose"(%347, %348) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1140: f32, %arg1141: f32):
      "linalg.yield"(%arg1140) : (f32) -> ()
    }) : (tensor<384x64x1x1xf32>, tensor<64x384x1x1xf32>) -> tensor<64x384x1x1xf32>
    %350 = "linalg.generic"(%337, %312) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1138: f32, %arg1139: f32):
      %1393 = "arith.addf"(%arg1138, %arg1139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1393) : (f32) -> ()
    }) : (tensor<4x64x1x1xf32>, tensor<64xf32>) -> tensor<64xf32>
    %351 = "tensor.extract_slice"(%343) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 192, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x384x1x1xf32>) -> tensor<4x192x1x1xf32>
    %352 = "tensor.extract_slice"(%343) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 192, 0, 0>, static_sizes = array<i64: 4, 192, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x384x1x1xf32>) -> tensor<4x192x1x1xf32>
    %353 = "tensor.empty"() : () -> tensor<4x192x1x1xi1>
    %354 = "linalg.generic"(%130, %353) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1136: f32, %arg1137: i1):
      %1392 = "arith.cmpf"(%arg1136, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1392) : (i1) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xi1>) -> tensor<4x192x1x1xi1>
    %355 = "linalg.generic"(%354, %16, %352, %112) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1132: i1, %arg1133: f32, %arg1134: f32, %arg1135: f32):
      %1391 = "arith.select"(%arg1132, %arg1133, %arg1134) : (i1, f32, f32) -> f32
      "linalg.yield"(%1391) : (f32) -> ()
    }) : (tensor<4x192x1x1xi1>, tensor<f32>, tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %356 = "tensor.empty"() : () -> tensor<48x192x3x3xf32>
    %357 = "linalg.fill"(%13, %356) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1130: f32, %arg1131: f32):
      "linalg.yield"(%arg1130) : (f32) -> ()
    }) : (f32, tensor<48x192x3x3xf32>) -> tensor<48x192x3x3xf32>
    %358 = "linalg.generic"(%357) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1129: f32):
      %1384 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1385 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1386 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1387 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1388 = "arith.subi"(%12, %1386) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1389 = "arith.subi"(%12, %1387) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1390 = "tensor.extract"(%arg39, %1385, %1384, %1388, %1389) : (tensor<192x48x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1390) : (f32) -> ()
    }) : (tensor<48x192x3x3xf32>) -> tensor<48x192x3x3xf32>
    %359 = "tensor.empty"() : () -> tensor<4x192x3x3xf32>
    %360 = "linalg.fill"(%13, %359) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1127: f32, %arg1128: f32):
      "linalg.yield"(%arg1127) : (f32) -> ()
    }) : (f32, tensor<4x192x3x3xf32>) -> tensor<4x192x3x3xf32>
    %361 = "tensor.insert_slice"(%355, %360) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 192, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x192x1x1xf32>, tensor<4x192x3x3xf32>) -> tensor<4x192x3x3xf32>
    %362 = "linalg.fill"(%13, %108) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1125: f32, %arg1126: f32):
      "linalg.yield"(%arg1125) : (f32) -> ()
    }) : (f32, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %363 = "linalg.conv_2d_nchw_fchw"(%361, %358, %362) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1122: f32, %arg1123: f32, %arg1124: f32):
      %1382 = "arith.mulf"(%arg1122, %arg1123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1383 = "arith.addf"(%arg1124, %1382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1383) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x192x3x3xf32>, tensor<48x192x3x3xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %364 = "tensor.empty"() : () -> tensor<48x4x1x1xf32>
    %365 = "linalg.transpose"(%123, %364) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1120: f32, %arg1121: f32):
      "linalg.yield"(%arg1120) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<48x4x1x1xf32>) -> tensor<48x4x1x1xf32>
    %366 = "tensor.empty"() : () -> tensor<192x4x1x1xf32>
    %367 = "linalg.transpose"(%355, %366) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1118: f32, %arg1119: f32):
      "linalg.yield"(%arg1118) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<192x4x1x1xf32>) -> tensor<192x4x1x1xf32>
    %368 = "tensor.pad"(%365) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1114: index, %arg1115: index, %arg1116: index, %arg1117: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<48x4x1x1xf32>) -> tensor<48x4x3x3xf32>
    %369 = "linalg.conv_2d_nchw_fchw"(%368, %367, %357) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1111: f32, %arg1112: f32, %arg1113: f32):
      %1380 = "arith.mulf"(%arg1111, %arg1112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1381 = "arith.addf"(%arg1113, %1380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1381) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<48x4x3x3xf32>, tensor<192x4x1x1xf32>, tensor<48x192x3x3xf32>) -> tensor<48x192x3x3xf32>
    %370 = "tensor.empty"() : () -> tensor<192x48x3x3xf32>
    %371 = "linalg.transpose"(%369, %370) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1109: f32, %arg1110: f32):
      "linalg.yield"(%arg1109) : (f32) -> ()
    }) : (tensor<48x192x3x3xf32>, tensor<192x48x3x3xf32>) -> tensor<192x48x3x3xf32>
    %372 = "tensor.empty"() : () -> tensor<192xf32>
    %373 = "linalg.fill"(%13, %372) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1107: f32, %arg1108: f32):
      "linalg.yield"(%arg1107) : (f32) -> ()
    }) : (f32, tensor<192xf32>) -> tensor<192xf32>
    %374 = "linalg.generic"(%355, %373) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1105: f32, %arg1106: f32):
      %1379 = "arith.addf"(%arg1105, %arg1106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1379) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<192xf32>) -> tensor<192xf32>
    %375 = "linalg.generic"(%126, %353) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1103: f32, %arg1104: i1):
      %1378 = "arith.cmpf"(%arg1103, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1378) : (i1) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xi1>) -> tensor<4x192x1x1xi1>
    %376 = "linalg.generic"(%375, %16, %351, %112) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1099: i1, %arg1100: f32, %arg1101: f32, %arg1102: f32):
      %1377 = "arith.select"(%arg1099, %arg1100, %arg1101) : (i1, f32, f32) -> f32
      "linalg.yield"(%1377) : (f32) -> ()
    }) : (tensor<4x192x1x1xi1>, tensor<f32>, tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %377 = "tensor.empty"() : () -> tensor<48x192x1x1xf32>
    %378 = "linalg.fill"(%13, %377) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1097: f32, %arg1098: f32):
      "linalg.yield"(%arg1097) : (f32) -> ()
    }) : (f32, tensor<48x192x1x1xf32>) -> tensor<48x192x1x1xf32>
    %379 = "linalg.generic"(%378) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1096: f32):
      %1374 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1375 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1376 = "tensor.extract"(%arg37, %1375, %1374, %22, %22) : (tensor<192x48x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1376) : (f32) -> ()
    }) : (tensor<48x192x1x1xf32>) -> tensor<48x192x1x1xf32>
    %380 = "linalg.conv_2d_nchw_fchw"(%376, %379, %362) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1093: f32, %arg1094: f32, %arg1095: f32):
      %1372 = "arith.mulf"(%arg1093, %arg1094) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1373 = "arith.addf"(%arg1095, %1372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1373) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x192x1x1xf32>, tensor<48x192x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %381 = "linalg.transpose"(%376, %366) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1091: f32, %arg1092: f32):
      "linalg.yield"(%arg1091) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<192x4x1x1xf32>) -> tensor<192x4x1x1xf32>
    %382 = "linalg.conv_2d_nchw_fchw"(%365, %381, %378) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1088: f32, %arg1089: f32, %arg1090: f32):
      %1370 = "arith.mulf"(%arg1088, %arg1089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1371 = "arith.addf"(%arg1090, %1370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1371) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<48x4x1x1xf32>, tensor<192x4x1x1xf32>, tensor<48x192x1x1xf32>) -> tensor<48x192x1x1xf32>
    %383 = "tensor.empty"() : () -> tensor<192x48x1x1xf32>
    %384 = "linalg.transpose"(%382, %383) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1086: f32, %arg1087: f32):
      "linalg.yield"(%arg1086) : (f32) -> ()
    }) : (tensor<48x192x1x1xf32>, tensor<192x48x1x1xf32>) -> tensor<192x48x1x1xf32>
    %385 = "linalg.generic"(%376, %373) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1084: f32, %arg1085: f32):
      %1369 = "arith.addf"(%arg1084, %arg1085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1369) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<192xf32>) -> tensor<192xf32>
    %386 = "linalg.generic"(%363, %380, %108) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1081: f32, %arg1082: f32, %arg1083: f32):
      %1368 = "arith.addf"(%arg1081, %arg1082) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1368) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<4x48x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %387 = "tensor.empty"() : () -> tensor<4x48x1x1xi1>
    %388 = "linalg.generic"(%123, %387) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1079: f32, %arg1080: i1):
      %1367 = "arith.cmpf"(%arg1079, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1367) : (i1) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<4x48x1x1xi1>) -> tensor<4x48x1x1xi1>
    %389 = "linalg.generic"(%388, %16, %386, %108) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1075: i1, %arg1076: f32, %arg1077: f32, %arg1078: f32):
      %1366 = "arith.select"(%arg1075, %arg1076, %arg1077) : (i1, f32, f32) -> f32
      "linalg.yield"(%1366) : (f32) -> ()
    }) : (tensor<4x48x1x1xi1>, tensor<f32>, tensor<4x48x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %390 = "tensor.empty"() : () -> tensor<384x48x1x1xf32>
    %391 = "linalg.fill"(%13, %390) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1073: f32, %arg1074: f32):
      "linalg.yield"(%arg1073) : (f32) -> ()
    }) : (f32, tensor<384x48x1x1xf32>) -> tensor<384x48x1x1xf32>
    %392 = "linalg.generic"(%391) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1072: f32):
      %1363 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1364 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1365 = "tensor.extract"(%arg35, %1364, %1363, %22, %22) : (tensor<48x384x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1365) : (f32) -> ()
    }) : (tensor<384x48x1x1xf32>) -> tensor<384x48x1x1xf32>
    %393 = "linalg.conv_2d_nchw_fchw"(%389, %392, %342) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1069: f32, %arg1070: f32, %arg1071: f32):
      %1361 = "arith.mulf"(%arg1069, %arg1070) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1362 = "arith.addf"(%arg1071, %1361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1362) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x48x1x1xf32>, tensor<384x48x1x1xf32>, tensor<4x384x1x1xf32>) -> tensor<4x384x1x1xf32>
    %394 = "linalg.transpose"(%120, %344) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1067: f32, %arg1068: f32):
      "linalg.yield"(%arg1067) : (f32) -> ()
    }) : (tensor<4x384x1x1xf32>, tensor<384x4x1x1xf32>) -> tensor<384x4x1x1xf32>
    %395 = "linalg.transpose"(%389, %364) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1065: f32, %arg1066: f32):
      "linalg.yield"(%arg1065) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<48x4x1x1xf32>) -> tensor<48x4x1x1xf32>
    %396 = "linalg.conv_2d_nchw_fchw"(%394, %395, %391) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1062: f32, %arg1063: f32, %arg1064: f32):
      %1359 = "arith.mulf"(%arg1062, %arg1063) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1360 = "arith.addf"(%arg1064, %1359) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1360) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<384x4x1x1xf32>, tensor<48x4x1x1xf32>, tensor<384x48x1x1xf32>) -> tensor<384x48x1x1xf32>
    %397 = "tensor.empty"() : () -> tensor<48x384x1x1xf32>
    %398 = "linalg.transpose"(%396, %397) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1060: f32, %arg1061: f32):
      "linalg.yield"(%arg1060) : (f32) -> ()
    }) : (tensor<384x48x1x1xf32>, tensor<48x384x1x1xf32>) -> tensor<48x384x1x1xf32>
    %399 = "tensor.empty"() : () -> tensor<48xf32>
    %400 = "linalg.fill"(%13, %399) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1058: f32, %arg1059: f32):
      "linalg.yield"(%arg1058) : (f32) -> ()
    }) : (f32, tensor<48xf32>) -> tensor<48xf32>
    %401 = "linalg.generic"(%389, %400) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1056: f32, %arg1057: f32):
      %1358 = "arith.addf"(%arg1056, %arg1057) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1358) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<48xf32>) -> tensor<48xf32>
    %402 = "tensor.extract_slice"(%393) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 192, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x384x1x1xf32>) -> tensor<4x192x1x1xf32>
    %403 = "tensor.extract_slice"(%393) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 192, 0, 0>, static_sizes = array<i64: 4, 192, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x384x1x1xf32>) -> tensor<4x192x1x1xf32>
    %404 = "linalg.generic"(%119, %353) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1054: f32, %arg1055: i1):
      %1357 = "arith.cmpf"(%arg1054, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1357) : (i1) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xi1>) -> tensor<4x192x1x1xi1>
    %405 = "linalg.generic"(%404, %16, %403, %112) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1050: i1, %arg1051: f32, %arg1052: f32, %arg1053: f32):
      %1356 = "arith.select"(%arg1050, %arg1051, %arg1052) : (i1, f32, f32) -> f32
      "linalg.yield"(%1356) : (f32) -> ()
    }) : (tensor<4x192x1x1xi1>, tensor<f32>, tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %406 = "linalg.generic"(%357) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1049: f32):
      %1349 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1350 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1351 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1352 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1353 = "arith.subi"(%12, %1351) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1354 = "arith.subi"(%12, %1352) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1355 = "tensor.extract"(%arg33, %1350, %1349, %1353, %1354) : (tensor<192x48x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1355) : (f32) -> ()
    }) : (tensor<48x192x3x3xf32>) -> tensor<48x192x3x3xf32>
    %407 = "tensor.insert_slice"(%405, %360) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 192, 1, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x192x1x1xf32>, tensor<4x192x3x3xf32>) -> tensor<4x192x3x3xf32>
    %408 = "linalg.conv_2d_nchw_fchw"(%407, %406, %362) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1046: f32, %arg1047: f32, %arg1048: f32):
      %1347 = "arith.mulf"(%arg1046, %arg1047) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1348 = "arith.addf"(%arg1048, %1347) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1348) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x192x3x3xf32>, tensor<48x192x3x3xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %409 = "linalg.transpose"(%111, %364) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1044: f32, %arg1045: f32):
      "linalg.yield"(%arg1044) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<48x4x1x1xf32>) -> tensor<48x4x1x1xf32>
    %410 = "linalg.transpose"(%405, %366) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1042: f32, %arg1043: f32):
      "linalg.yield"(%arg1042) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<192x4x1x1xf32>) -> tensor<192x4x1x1xf32>
    %411 = "tensor.pad"(%409) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1038: index, %arg1039: index, %arg1040: index, %arg1041: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<48x4x1x1xf32>) -> tensor<48x4x3x3xf32>
    %412 = "linalg.conv_2d_nchw_fchw"(%411, %410, %357) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1035: f32, %arg1036: f32, %arg1037: f32):
      %1345 = "arith.mulf"(%arg1035, %arg1036) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1346 = "arith.addf"(%arg1037, %1345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1346) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<48x4x3x3xf32>, tensor<192x4x1x1xf32>, tensor<48x192x3x3xf32>) -> tensor<48x192x3x3xf32>
    %413 = "linalg.transpose"(%412, %370) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1033: f32, %arg1034: f32):
      "linalg.yield"(%arg1033) : (f32) -> ()
    }) : (tensor<48x192x3x3xf32>, tensor<192x48x3x3xf32>) -> tensor<192x48x3x3xf32>
    %414 = "linalg.generic"(%405, %373) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1031: f32, %arg1032: f32):
      %1344 = "arith.addf"(%arg1031, %arg1032) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1344) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<192xf32>) -> tensor<192xf32>
    %415 = "linalg.generic"(%115, %353) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1029: f32, %arg1030: i1):
      %1343 = "arith.cmpf"(%arg1029, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1343) : (i1) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<4x192x1x1xi1>) -> tensor<4x192x1x1xi1>
    %416 = "linalg.generic"(%415, %16, %402, %112) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1025: i1, %arg1026: f32, %arg1027: f32, %arg1028: f32):
      %1342 = "arith.select"(%arg1025, %arg1026, %arg1027) : (i1, f32, f32) -> f32
      "linalg.yield"(%1342) : (f32) -> ()
    }) : (tensor<4x192x1x1xi1>, tensor<f32>, tensor<4x192x1x1xf32>, tensor<4x192x1x1xf32>) -> tensor<4x192x1x1xf32>
    %417 = "linalg.generic"(%378) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1024: f32):
      %1339 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1340 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1341 = "tensor.extract"(%arg31, %1340, %1339, %22, %22) : (tensor<192x48x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1341) : (f32) -> ()
    }) : (tensor<48x192x1x1xf32>) -> tensor<48x192x1x1xf32>
    %418 = "linalg.conv_2d_nchw_fchw"(%416, %417, %362) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1021: f32, %arg1022: f32, %arg1023: f32):
      %1337 = "arith.mulf"(%arg1021, %arg1022) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1338 = "arith.addf"(%arg1023, %1337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1338) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x192x1x1xf32>, tensor<48x192x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %419 = "linalg.transpose"(%416, %366) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1019: f32, %arg1020: f32):
      "linalg.yield"(%arg1019) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<192x4x1x1xf32>) -> tensor<192x4x1x1xf32>
    %420 = "linalg.conv_2d_nchw_fchw"(%409, %419, %378) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1016: f32, %arg1017: f32, %arg1018: f32):
      %1335 = "arith.mulf"(%arg1016, %arg1017) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1336 = "arith.addf"(%arg1018, %1335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1336) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<48x4x1x1xf32>, tensor<192x4x1x1xf32>, tensor<48x192x1x1xf32>) -> tensor<48x192x1x1xf32>
    %421 = "linalg.transpose"(%420, %383) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg1014: f32, %arg1015: f32):
      "linalg.yield"(%arg1014) : (f32) -> ()
    }) : (tensor<48x192x1x1xf32>, tensor<192x48x1x1xf32>) -> tensor<192x48x1x1xf32>
    %422 = "linalg.generic"(%416, %373) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1012: f32, %arg1013: f32):
      %1334 = "arith.addf"(%arg1012, %arg1013) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1334) : (f32) -> ()
    }) : (tensor<4x192x1x1xf32>, tensor<192xf32>) -> tensor<192xf32>
    %423 = "linalg.generic"(%408, %418, %108) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1009: f32, %arg1010: f32, %arg1011: f32):
      %1333 = "arith.addf"(%arg1009, %arg1010) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1333) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<4x48x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %424 = "linalg.generic"(%111, %387) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1007: f32, %arg1008: i1):
      %1332 = "arith.cmpf"(%arg1007, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1332) : (i1) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<4x48x1x1xi1>) -> tensor<4x48x1x1xi1>
    %425 = "linalg.generic"(%424, %16, %423, %108) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1003: i1, %arg1004: f32, %arg1005: f32, %arg1006: f32):
      %1331 = "arith.select"(%arg1003, %arg1004, %arg1005) : (i1, f32, f32) -> f32
      "linalg.yield"(%1331) : (f32) -> ()
    }) : (tensor<4x48x1x1xi1>, tensor<f32>, tensor<4x48x1x1xf32>, tensor<4x48x1x1xf32>) -> tensor<4x48x1x1xf32>
    %426 = "tensor.empty"() : () -> tensor<256x48x1x1xf32>
    %427 = "linalg.fill"(%13, %426) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1001: f32, %arg1002: f32):
      "linalg.yield"(%arg1001) : (f32) -> ()
    }) : (f32, tensor<256x48x1x1xf32>) -> tensor<256x48x1x1xf32>
    %428 = "linalg.generic"(%427) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1000: f32):
      %1328 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1329 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1330 = "tensor.extract"(%arg29, %1329, %1328, %22, %22) : (tensor<48x256x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1330) : (f32) -> ()
    }) : (tensor<256x48x1x1xf32>) -> tensor<256x48x1x1xf32>
    %429 = "linalg.fill"(%13, %102) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg998: f32, %arg999: f32):
      "linalg.yield"(%arg998) : (f32) -> ()
    }) : (f32, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %430 = "linalg.conv_2d_nchw_fchw"(%425, %428, %429) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg995: f32, %arg996: f32, %arg997: f32):
      %1326 = "arith.mulf"(%arg995, %arg996) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1327 = "arith.addf"(%arg997, %1326) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1327) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x48x1x1xf32>, tensor<256x48x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %431 = "linalg.transpose"(%104, %278) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg993: f32, %arg994: f32):
      "linalg.yield"(%arg993) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<256x4x1x1xf32>) -> tensor<256x4x1x1xf32>
    %432 = "linalg.transpose"(%425, %364) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg991: f32, %arg992: f32):
      "linalg.yield"(%arg991) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<48x4x1x1xf32>) -> tensor<48x4x1x1xf32>
    %433 = "linalg.conv_2d_nchw_fchw"(%431, %432, %427) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg988: f32, %arg989: f32, %arg990: f32):
      %1324 = "arith.mulf"(%arg988, %arg989) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1325 = "arith.addf"(%arg990, %1324) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1325) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<256x4x1x1xf32>, tensor<48x4x1x1xf32>, tensor<256x48x1x1xf32>) -> tensor<256x48x1x1xf32>
    %434 = "tensor.empty"() : () -> tensor<48x256x1x1xf32>
    %435 = "linalg.transpose"(%433, %434) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg986: f32, %arg987: f32):
      "linalg.yield"(%arg986) : (f32) -> ()
    }) : (tensor<256x48x1x1xf32>, tensor<48x256x1x1xf32>) -> tensor<48x256x1x1xf32>
    %436 = "linalg.generic"(%425, %400) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg984: f32, %arg985: f32):
      %1323 = "arith.addf"(%arg984, %arg985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1323) : (f32) -> ()
    }) : (tensor<4x48x1x1xf32>, tensor<48xf32>) -> tensor<48xf32>
    %437 = "tensor.empty"() : () -> tensor<1xi64>
    %438 = "linalg.generic"(%437) <{indexing_maps = [#map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg983: i64):
      "linalg.yield"(%10) : (i64) -> ()
    }) : (tensor<1xi64>) -> tensor<1xi64>
    %439 = "tensor.expand_shape"(%438) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1>}> : (tensor<1xi64>) -> tensor<1x1xi64>
    %440 = "tensor.empty"() : () -> tensor<1x1xi64>
    %441 = "linalg.generic"(%439, %440) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg981: i64, %arg982: i64):
      %1322 = "arith.muli"(%arg981, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1322) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %442 = "linalg.generic"(%441, %440) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg979: i64, %arg980: i64):
      %1321 = "arith.muli"(%arg979, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1321) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %443 = "linalg.generic"(%442, %441, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg976: i64, %arg977: i64, %arg978: i64):
      %1320 = "arith.addi"(%arg976, %arg977) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1320) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %444 = "linalg.generic"(%107, %443, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg973: i64, %arg974: i64, %arg975: i1):
      %1319 = "arith.cmpi"(%arg973, %arg974) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1319) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %445 = "linalg.generic"(%444, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg971: i1, %arg972: f32):
      %1318 = "arith.uitofp"(%arg971) : (i1) -> f32
      "linalg.yield"(%1318) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %446 = "linalg.generic"(%430, %445, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg968: f32, %arg969: f32, %arg970: f32):
      %1317 = "arith.mulf"(%arg968, %arg969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1317) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %447 = "tensor.concat"(%446, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %448 = "tensor.expand_shape"(%447) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %449 = "tensor.collapse_shape"(%448) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %450 = "tensor.expand_shape"(%449) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 2, 1, 1>}> : (tensor<4x256x2x1xf32>) -> tensor<4x256x2x1x1xf32>
    %451 = "tensor.concat"(%450, %24) <{dim = 4 : i64}> : (tensor<4x256x2x1x1xf32>, tensor<4x256x2x1x1xf32>) -> tensor<4x256x2x1x2xf32>
    %452 = "tensor.collapse_shape"(%451) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x2x1x2xf32>) -> tensor<4x256x2x2xf32>
    %453 = "tensor.pad"(%452) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg964: index, %arg965: index, %arg966: index, %arg967: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x2xf32>) -> tensor<4x256x4x4xf32>
    %454 = "linalg.generic"(%441, %440) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg962: i64, %arg963: i64):
      %1316 = "arith.addi"(%arg962, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1316) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %455 = "linalg.generic"(%442, %454, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg959: i64, %arg960: i64, %arg961: i64):
      %1315 = "arith.addi"(%arg959, %arg960) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1315) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %456 = "linalg.generic"(%107, %455, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg956: i64, %arg957: i64, %arg958: i1):
      %1314 = "arith.cmpi"(%arg956, %arg957) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1314) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %457 = "linalg.generic"(%456, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg954: i1, %arg955: f32):
      %1313 = "arith.uitofp"(%arg954) : (i1) -> f32
      "linalg.yield"(%1313) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %458 = "linalg.generic"(%430, %457, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg951: f32, %arg952: f32, %arg953: f32):
      %1312 = "arith.mulf"(%arg951, %arg952) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1312) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %459 = "tensor.concat"(%458, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %460 = "tensor.expand_shape"(%459) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %461 = "tensor.collapse_shape"(%460) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %462 = "tensor.expand_shape"(%461) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 2, 1, 1>}> : (tensor<4x256x2x1xf32>) -> tensor<4x256x2x1x1xf32>
    %463 = "tensor.concat"(%462, %24) <{dim = 4 : i64}> : (tensor<4x256x2x1x1xf32>, tensor<4x256x2x1x1xf32>) -> tensor<4x256x2x1x2xf32>
    %464 = "tensor.collapse_shape"(%463) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x2x1x2xf32>) -> tensor<4x256x2x2xf32>
    %465 = "tensor.pad"(%464) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg947: index, %arg948: index, %arg949: index, %arg950: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x2xf32>) -> tensor<4x256x4x4xf32>
    %466 = "tensor.empty"() : () -> tensor<4x256x4x4xf32>
    %467 = "linalg.generic"(%453, %465, %466) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg944: f32, %arg945: f32, %arg946: f32):
      %1311 = "arith.addf"(%arg944, %arg945) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1311) : (f32) -> ()
    }) : (tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>) -> tensor<4x256x4x4xf32>
    %468 = "linalg.generic"(%441, %440) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg942: i64, %arg943: i64):
      %1310 = "arith.addi"(%arg942, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1310) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %469 = "linalg.generic"(%442, %468, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg939: i64, %arg940: i64, %arg941: i64):
      %1309 = "arith.addi"(%arg939, %arg940) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1309) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %470 = "linalg.generic"(%107, %469, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg936: i64, %arg937: i64, %arg938: i1):
      %1308 = "arith.cmpi"(%arg936, %arg937) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1308) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %471 = "linalg.generic"(%470, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg934: i1, %arg935: f32):
      %1307 = "arith.uitofp"(%arg934) : (i1) -> f32
      "linalg.yield"(%1307) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %472 = "linalg.generic"(%430, %471, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg931: f32, %arg932: f32, %arg933: f32):
      %1306 = "arith.mulf"(%arg931, %arg932) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1306) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %473 = "tensor.concat"(%472, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %474 = "tensor.expand_shape"(%473) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %475 = "tensor.collapse_shape"(%474) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %476 = "tensor.expand_shape"(%475) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 2, 1, 1>}> : (tensor<4x256x2x1xf32>) -> tensor<4x256x2x1x1xf32>
    %477 = "tensor.concat"(%476, %24) <{dim = 4 : i64}> : (tensor<4x256x2x1x1xf32>, tensor<4x256x2x1x1xf32>) -> tensor<4x256x2x1x2xf32>
    %478 = "tensor.collapse_shape"(%477) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x2x1x2xf32>) -> tensor<4x256x2x2xf32>
    %479 = "tensor.pad"(%478) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg927: index, %arg928: index, %arg929: index, %arg930: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x2xf32>) -> tensor<4x256x4x4xf32>
    %480 = "linalg.generic"(%467, %479, %466) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg924: f32, %arg925: f32, %arg926: f32):
      %1305 = "arith.addf"(%arg924, %arg925) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1305) : (f32) -> ()
    }) : (tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>) -> tensor<4x256x4x4xf32>
    %481 = "linalg.generic"(%454, %440) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg922: i64, %arg923: i64):
      %1304 = "arith.muli"(%arg922, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1304) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %482 = "linalg.generic"(%481, %441, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg919: i64, %arg920: i64, %arg921: i64):
      %1303 = "arith.addi"(%arg919, %arg920) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1303) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %483 = "linalg.generic"(%107, %482, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg916: i64, %arg917: i64, %arg918: i1):
      %1302 = "arith.cmpi"(%arg916, %arg917) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1302) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %484 = "linalg.generic"(%483, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg914: i1, %arg915: f32):
      %1301 = "arith.uitofp"(%arg914) : (i1) -> f32
      "linalg.yield"(%1301) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %485 = "linalg.generic"(%430, %484, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg911: f32, %arg912: f32, %arg913: f32):
      %1300 = "arith.mulf"(%arg911, %arg912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1300) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %486 = "tensor.concat"(%485, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %487 = "tensor.expand_shape"(%486) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %488 = "tensor.collapse_shape"(%487) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %489 = "tensor.pad"(%488) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg907: index, %arg908: index, %arg909: index, %arg910: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x1xf32>) -> tensor<4x256x3x1xf32>
    %490 = "tensor.expand_shape"(%489) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 3, 1, 1>}> : (tensor<4x256x3x1xf32>) -> tensor<4x256x3x1x1xf32>
    %491 = "tensor.concat"(%490, %25) <{dim = 4 : i64}> : (tensor<4x256x3x1x1xf32>, tensor<4x256x3x1x1xf32>) -> tensor<4x256x3x1x2xf32>
    %492 = "tensor.collapse_shape"(%491) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x3x1x2xf32>) -> tensor<4x256x3x2xf32>
    %493 = "tensor.pad"(%492) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg903: index, %arg904: index, %arg905: index, %arg906: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x3x2xf32>) -> tensor<4x256x4x4xf32>
    %494 = "linalg.generic"(%480, %493, %466) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg900: f32, %arg901: f32, %arg902: f32):
      %1299 = "arith.addf"(%arg900, %arg901) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1299) : (f32) -> ()
    }) : (tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>) -> tensor<4x256x4x4xf32>
    %495 = "linalg.generic"(%481, %454, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg897: i64, %arg898: i64, %arg899: i64):
      %1298 = "arith.addi"(%arg897, %arg898) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1298) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %496 = "linalg.generic"(%107, %495, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg894: i64, %arg895: i64, %arg896: i1):
      %1297 = "arith.cmpi"(%arg894, %arg895) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1297) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %497 = "linalg.generic"(%496, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg892: i1, %arg893: f32):
      %1296 = "arith.uitofp"(%arg892) : (i1) -> f32
      "linalg.yield"(%1296) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %498 = "linalg.generic"(%430, %497, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg889: f32, %arg890: f32, %arg891: f32):
      %1295 = "arith.mulf"(%arg889, %arg890) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1295) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %499 = "tensor.concat"(%498, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %500 = "tensor.expand_shape"(%499) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %501 = "tensor.collapse_shape"(%500) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %502 = "tensor.pad"(%501) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg885: index, %arg886: index, %arg887: index, %arg888: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x1xf32>) -> tensor<4x256x3x1xf32>
    %503 = "tensor.expand_shape"(%502) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 3, 1, 1>}> : (tensor<4x256x3x1xf32>) -> tensor<4x256x3x1x1xf32>
    %504 = "tensor.concat"(%503, %25) <{dim = 4 : i64}> : (tensor<4x256x3x1x1xf32>, tensor<4x256x3x1x1xf32>) -> tensor<4x256x3x1x2xf32>
    %505 = "tensor.collapse_shape"(%504) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x3x1x2xf32>) -> tensor<4x256x3x2xf32>
    %506 = "tensor.pad"(%505) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg881: index, %arg882: index, %arg883: index, %arg884: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x3x2xf32>) -> tensor<4x256x4x4xf32>
    %507 = "linalg.generic"(%494, %506, %466) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg878: f32, %arg879: f32, %arg880: f32):
      %1294 = "arith.addf"(%arg878, %arg879) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1294) : (f32) -> ()
    }) : (tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>) -> tensor<4x256x4x4xf32>
    %508 = "linalg.generic"(%481, %468, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg875: i64, %arg876: i64, %arg877: i64):
      %1293 = "arith.addi"(%arg875, %arg876) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1293) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %509 = "linalg.generic"(%107, %508, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg872: i64, %arg873: i64, %arg874: i1):
      %1292 = "arith.cmpi"(%arg872, %arg873) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1292) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %510 = "linalg.generic"(%509, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg870: i1, %arg871: f32):
      %1291 = "arith.uitofp"(%arg870) : (i1) -> f32
      "linalg.yield"(%1291) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %511 = "linalg.generic"(%430, %510, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg867: f32, %arg868: f32, %arg869: f32):
      %1290 = "arith.mulf"(%arg867, %arg868) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1290) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %512 = "tensor.concat"(%511, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %513 = "tensor.expand_shape"(%512) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %514 = "tensor.collapse_shape"(%513) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %515 = "tensor.pad"(%514) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg863: index, %arg864: index, %arg865: index, %arg866: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x1xf32>) -> tensor<4x256x3x1xf32>
    %516 = "tensor.expand_shape"(%515) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 3, 1, 1>}> : (tensor<4x256x3x1xf32>) -> tensor<4x256x3x1x1xf32>
    %517 = "tensor.concat"(%516, %25) <{dim = 4 : i64}> : (tensor<4x256x3x1x1xf32>, tensor<4x256x3x1x1xf32>) -> tensor<4x256x3x1x2xf32>
    %518 = "tensor.collapse_shape"(%517) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x3x1x2xf32>) -> tensor<4x256x3x2xf32>
    %519 = "tensor.pad"(%518) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg859: index, %arg860: index, %arg861: index, %arg862: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x3x2xf32>) -> tensor<4x256x4x4xf32>
    %520 = "linalg.generic"(%507, %519, %466) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg856: f32, %arg857: f32, %arg858: f32):
      %1289 = "arith.addf"(%arg856, %arg857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1289) : (f32) -> ()
    }) : (tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>) -> tensor<4x256x4x4xf32>
    %521 = "linalg.generic"(%468, %440) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg854: i64, %arg855: i64):
      %1288 = "arith.muli"(%arg854, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1288) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %522 = "linalg.generic"(%521, %441, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg851: i64, %arg852: i64, %arg853: i64):
      %1287 = "arith.addi"(%arg851, %arg852) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1287) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %523 = "linalg.generic"(%107, %522, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg848: i64, %arg849: i64, %arg850: i1):
      %1286 = "arith.cmpi"(%arg848, %arg849) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1286) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %524 = "linalg.generic"(%523, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg846: i1, %arg847: f32):
      %1285 = "arith.uitofp"(%arg846) : (i1) -> f32
      "linalg.yield"(%1285) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %525 = "linalg.generic"(%430, %524, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg843: f32, %arg844: f32, %arg845: f32):
      %1284 = "arith.mulf"(%arg843, %arg844) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1284) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %526 = "tensor.concat"(%525, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %527 = "tensor.expand_shape"(%526) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %528 = "tensor.collapse_shape"(%527) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %529 = "tensor.pad"(%528) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg839: index, %arg840: index, %arg841: index, %arg842: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x1xf32>) -> tensor<4x256x4x1xf32>
    %530 = "tensor.expand_shape"(%529) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 4, 1, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x256x4x1x1xf32>
    %531 = "tensor.concat"(%530, %26) <{dim = 4 : i64}> : (tensor<4x256x4x1x1xf32>, tensor<4x256x4x1x1xf32>) -> tensor<4x256x4x1x2xf32>
    %532 = "tensor.collapse_shape"(%531) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x4x1x2xf32>) -> tensor<4x256x4x2xf32>
    %533 = "tensor.pad"(%532) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg835: index, %arg836: index, %arg837: index, %arg838: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x4x2xf32>) -> tensor<4x256x4x4xf32>
    %534 = "linalg.generic"(%520, %533, %466) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg832: f32, %arg833: f32, %arg834: f32):
      %1283 = "arith.addf"(%arg832, %arg833) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1283) : (f32) -> ()
    }) : (tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>) -> tensor<4x256x4x4xf32>
    %535 = "linalg.generic"(%521, %454, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg829: i64, %arg830: i64, %arg831: i64):
      %1282 = "arith.addi"(%arg829, %arg830) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1282) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %536 = "linalg.generic"(%107, %535, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg826: i64, %arg827: i64, %arg828: i1):
      %1281 = "arith.cmpi"(%arg826, %arg827) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1281) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %537 = "linalg.generic"(%536, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg824: i1, %arg825: f32):
      %1280 = "arith.uitofp"(%arg824) : (i1) -> f32
      "linalg.yield"(%1280) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %538 = "linalg.generic"(%430, %537, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg821: f32, %arg822: f32, %arg823: f32):
      %1279 = "arith.mulf"(%arg821, %arg822) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1279) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %539 = "tensor.concat"(%538, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %540 = "tensor.expand_shape"(%539) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %541 = "tensor.collapse_shape"(%540) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %542 = "tensor.pad"(%541) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg817: index, %arg818: index, %arg819: index, %arg820: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x1xf32>) -> tensor<4x256x4x1xf32>
    %543 = "tensor.expand_shape"(%542) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 4, 1, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x256x4x1x1xf32>
    %544 = "tensor.concat"(%543, %26) <{dim = 4 : i64}> : (tensor<4x256x4x1x1xf32>, tensor<4x256x4x1x1xf32>) -> tensor<4x256x4x1x2xf32>
    %545 = "tensor.collapse_shape"(%544) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x4x1x2xf32>) -> tensor<4x256x4x2xf32>
    %546 = "tensor.pad"(%545) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg813: index, %arg814: index, %arg815: index, %arg816: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x4x2xf32>) -> tensor<4x256x4x4xf32>
    %547 = "linalg.generic"(%534, %546, %466) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg810: f32, %arg811: f32, %arg812: f32):
      %1278 = "arith.addf"(%arg810, %arg811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1278) : (f32) -> ()
    }) : (tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>) -> tensor<4x256x4x4xf32>
    %548 = "linalg.generic"(%521, %468, %440) <{indexing_maps = [#map12, #map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg807: i64, %arg808: i64, %arg809: i64):
      %1277 = "arith.addi"(%arg807, %arg808) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1277) : (i64) -> ()
    }) : (tensor<1x1xi64>, tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
    %549 = "linalg.generic"(%107, %548, %265) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg804: i64, %arg805: i64, %arg806: i1):
      %1276 = "arith.cmpi"(%arg804, %arg805) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1276) : (i1) -> ()
    }) : (tensor<4x256x1x1xi64>, tensor<1x1xi64>, tensor<4x256x1x1xi1>) -> tensor<4x256x1x1xi1>
    %550 = "linalg.generic"(%549, %102) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg802: i1, %arg803: f32):
      %1275 = "arith.uitofp"(%arg802) : (i1) -> f32
      "linalg.yield"(%1275) : (f32) -> ()
    }) : (tensor<4x256x1x1xi1>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %551 = "linalg.generic"(%430, %550, %102) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg799: f32, %arg800: f32, %arg801: f32):
      %1274 = "arith.mulf"(%arg799, %arg800) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1274) : (f32) -> ()
    }) : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x1xf32>
    %552 = "tensor.concat"(%551, %23) <{dim = 3 : i64}> : (tensor<4x256x1x1xf32>, tensor<4x256x1x1xf32>) -> tensor<4x256x1x2xf32>
    %553 = "tensor.expand_shape"(%552) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 1, 2, 1>}> : (tensor<4x256x1x2xf32>) -> tensor<4x256x1x2x1xf32>
    %554 = "tensor.collapse_shape"(%553) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x256x1x2x1xf32>) -> tensor<4x256x2x1xf32>
    %555 = "tensor.pad"(%554) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg795: index, %arg796: index, %arg797: index, %arg798: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x2x1xf32>) -> tensor<4x256x4x1xf32>
    %556 = "tensor.expand_shape"(%555) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 256, 4, 1, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x256x4x1x1xf32>
    %557 = "tensor.concat"(%556, %26) <{dim = 4 : i64}> : (tensor<4x256x4x1x1xf32>, tensor<4x256x4x1x1xf32>) -> tensor<4x256x4x1x2xf32>
    %558 = "tensor.collapse_shape"(%557) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x256x4x1x2xf32>) -> tensor<4x256x4x2xf32>
    %559 = "tensor.pad"(%558) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg791: index, %arg792: index, %arg793: index, %arg794: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x256x4x2xf32>) -> tensor<4x256x4x4xf32>
    %560 = "linalg.generic"(%547, %559, %466) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg788: f32, %arg789: f32, %arg790: f32):
      %1273 = "arith.addf"(%arg788, %arg789) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1273) : (f32) -> ()
    }) : (tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>, tensor<4x256x4x4xf32>) -> tensor<4x256x4x4xf32>
    %561 = "tensor.extract_slice"(%560) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 256, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x256x4x4xf32>) -> tensor<4x256x3x4xf32>
    %562 = "tensor.extract_slice"(%561) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 256, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x256x3x4xf32>) -> tensor<4x256x3x3xf32>
    %563 = "tensor.extract_slice"(%562) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 128, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x256x3x3xf32>) -> tensor<4x128x3x3xf32>
    %564 = "tensor.extract_slice"(%562) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 128, 0, 0>, static_sizes = array<i64: 4, 128, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x256x3x3xf32>) -> tensor<4x128x3x3xf32>
    %565 = "tensor.empty"() : () -> tensor<4x128x3x3xi1>
    %566 = "linalg.generic"(%99, %565) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg786: f32, %arg787: i1):
      %1272 = "arith.cmpf"(%arg786, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1272) : (i1) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %567 = "linalg.generic"(%566, %16, %564, %72) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg782: i1, %arg783: f32, %arg784: f32, %arg785: f32):
      %1271 = "arith.select"(%arg782, %arg783, %arg784) : (i1, f32, f32) -> f32
      "linalg.yield"(%1271) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<f32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %568 = "tensor.empty"() : () -> tensor<32x128x3x3xf32>
    %569 = "linalg.fill"(%13, %568) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg780: f32, %arg781: f32):
      "linalg.yield"(%arg780) : (f32) -> ()
    }) : (f32, tensor<32x128x3x3xf32>) -> tensor<32x128x3x3xf32>
    %570 = "linalg.generic"(%569) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg779: f32):
      %1264 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1265 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1266 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1267 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1268 = "arith.subi"(%12, %1266) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1269 = "arith.subi"(%12, %1267) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1270 = "tensor.extract"(%arg27, %1265, %1264, %1268, %1269) : (tensor<128x32x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1270) : (f32) -> ()
    }) : (tensor<32x128x3x3xf32>) -> tensor<32x128x3x3xf32>
    %571 = "tensor.empty"() : () -> tensor<4x128x5x5xf32>
    %572 = "linalg.fill"(%13, %571) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg777: f32, %arg778: f32):
      "linalg.yield"(%arg777) : (f32) -> ()
    }) : (f32, tensor<4x128x5x5xf32>) -> tensor<4x128x5x5xf32>
    %573 = "tensor.insert_slice"(%567, %572) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 128, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x128x3x3xf32>, tensor<4x128x5x5xf32>) -> tensor<4x128x5x5xf32>
    %574 = "linalg.fill"(%13, %78) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg775: f32, %arg776: f32):
      "linalg.yield"(%arg775) : (f32) -> ()
    }) : (f32, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %575 = "linalg.conv_2d_nchw_fchw"(%573, %570, %574) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg772: f32, %arg773: f32, %arg774: f32):
      %1262 = "arith.mulf"(%arg772, %arg773) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1263 = "arith.addf"(%arg774, %1262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1263) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x128x5x5xf32>, tensor<32x128x3x3xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %576 = "tensor.empty"() : () -> tensor<32x4x3x3xf32>
    %577 = "linalg.transpose"(%92, %576) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg770: f32, %arg771: f32):
      "linalg.yield"(%arg770) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<32x4x3x3xf32>) -> tensor<32x4x3x3xf32>
    %578 = "tensor.empty"() : () -> tensor<128x4x3x3xf32>
    %579 = "linalg.transpose"(%567, %578) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg768: f32, %arg769: f32):
      "linalg.yield"(%arg768) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128x4x3x3xf32>) -> tensor<128x4x3x3xf32>
    %580 = "tensor.pad"(%577) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg764: index, %arg765: index, %arg766: index, %arg767: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<32x4x3x3xf32>) -> tensor<32x4x5x5xf32>
    %581 = "linalg.conv_2d_nchw_fchw"(%580, %579, %569) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg761: f32, %arg762: f32, %arg763: f32):
      %1260 = "arith.mulf"(%arg761, %arg762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1261 = "arith.addf"(%arg763, %1260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1261) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<32x4x5x5xf32>, tensor<128x4x3x3xf32>, tensor<32x128x3x3xf32>) -> tensor<32x128x3x3xf32>
    %582 = "tensor.empty"() : () -> tensor<128x32x3x3xf32>
    %583 = "linalg.transpose"(%581, %582) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg759: f32, %arg760: f32):
      "linalg.yield"(%arg759) : (f32) -> ()
    }) : (tensor<32x128x3x3xf32>, tensor<128x32x3x3xf32>) -> tensor<128x32x3x3xf32>
    %584 = "tensor.empty"() : () -> tensor<128xf32>
    %585 = "linalg.fill"(%13, %584) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg757: f32, %arg758: f32):
      "linalg.yield"(%arg757) : (f32) -> ()
    }) : (f32, tensor<128xf32>) -> tensor<128xf32>
    %586 = "linalg.generic"(%567, %585) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg755: f32, %arg756: f32):
      %1259 = "arith.addf"(%arg755, %arg756) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1259) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128xf32>) -> tensor<128xf32>
    %587 = "linalg.generic"(%95, %565) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg753: f32, %arg754: i1):
      %1258 = "arith.cmpf"(%arg753, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1258) : (i1) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %588 = "linalg.generic"(%587, %16, %563, %72) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg749: i1, %arg750: f32, %arg751: f32, %arg752: f32):
      %1257 = "arith.select"(%arg749, %arg750, %arg751) : (i1, f32, f32) -> f32
      "linalg.yield"(%1257) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<f32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %589 = "tensor.empty"() : () -> tensor<32x128x1x1xf32>
    %590 = "linalg.fill"(%13, %589) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg747: f32, %arg748: f32):
      "linalg.yield"(%arg747) : (f32) -> ()
    }) : (f32, tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %591 = "linalg.generic"(%590) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg746: f32):
      %1254 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1255 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1256 = "tensor.extract"(%arg25, %1255, %1254, %22, %22) : (tensor<128x32x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1256) : (f32) -> ()
    }) : (tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %592 = "linalg.conv_2d_nchw_fchw"(%588, %591, %574) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg743: f32, %arg744: f32, %arg745: f32):
      %1252 = "arith.mulf"(%arg743, %arg744) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1253 = "arith.addf"(%arg745, %1252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1253) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x128x3x3xf32>, tensor<32x128x1x1xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %593 = "linalg.transpose"(%588, %578) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg741: f32, %arg742: f32):
      "linalg.yield"(%arg741) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128x4x3x3xf32>) -> tensor<128x4x3x3xf32>
    %594 = "linalg.conv_2d_nchw_fchw"(%577, %593, %590) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg738: f32, %arg739: f32, %arg740: f32):
      %1250 = "arith.mulf"(%arg738, %arg739) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1251 = "arith.addf"(%arg740, %1250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1251) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<32x4x3x3xf32>, tensor<128x4x3x3xf32>, tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %595 = "tensor.empty"() : () -> tensor<128x32x1x1xf32>
    %596 = "linalg.transpose"(%594, %595) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg736: f32, %arg737: f32):
      "linalg.yield"(%arg736) : (f32) -> ()
    }) : (tensor<32x128x1x1xf32>, tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %597 = "linalg.generic"(%588, %585) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg734: f32, %arg735: f32):
      %1249 = "arith.addf"(%arg734, %arg735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1249) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128xf32>) -> tensor<128xf32>
    %598 = "linalg.generic"(%575, %592, %78) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg731: f32, %arg732: f32, %arg733: f32):
      %1248 = "arith.addf"(%arg731, %arg732) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1248) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<4x32x3x3xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %599 = "tensor.empty"() : () -> tensor<4x32x3x3xi1>
    %600 = "linalg.generic"(%92, %599) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg729: f32, %arg730: i1):
      %1247 = "arith.cmpf"(%arg729, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1247) : (i1) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<4x32x3x3xi1>) -> tensor<4x32x3x3xi1>
    %601 = "linalg.generic"(%600, %16, %598, %78) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg725: i1, %arg726: f32, %arg727: f32, %arg728: f32):
      %1246 = "arith.select"(%arg725, %arg726, %arg727) : (i1, f32, f32) -> f32
      "linalg.yield"(%1246) : (f32) -> ()
    }) : (tensor<4x32x3x3xi1>, tensor<f32>, tensor<4x32x3x3xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %602 = "tensor.empty"() : () -> tensor<256x32x1x1xf32>
    %603 = "linalg.fill"(%13, %602) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg723: f32, %arg724: f32):
      "linalg.yield"(%arg723) : (f32) -> ()
    }) : (f32, tensor<256x32x1x1xf32>) -> tensor<256x32x1x1xf32>
    %604 = "linalg.generic"(%603) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg722: f32):
      %1243 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1244 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1245 = "tensor.extract"(%arg23, %1244, %1243, %22, %22) : (tensor<32x256x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1245) : (f32) -> ()
    }) : (tensor<256x32x1x1xf32>) -> tensor<256x32x1x1xf32>
    %605 = "linalg.conv_2d_nchw_fchw"(%601, %604, %272) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg719: f32, %arg720: f32, %arg721: f32):
      %1241 = "arith.mulf"(%arg719, %arg720) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1242 = "arith.addf"(%arg721, %1241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1242) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x32x3x3xf32>, tensor<256x32x1x1xf32>, tensor<4x256x3x3xf32>) -> tensor<4x256x3x3xf32>
    %606 = "tensor.empty"() : () -> tensor<256x4x3x3xf32>
    %607 = "linalg.transpose"(%89, %606) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg717: f32, %arg718: f32):
      "linalg.yield"(%arg717) : (f32) -> ()
    }) : (tensor<4x256x3x3xf32>, tensor<256x4x3x3xf32>) -> tensor<256x4x3x3xf32>
    %608 = "linalg.transpose"(%601, %576) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg715: f32, %arg716: f32):
      "linalg.yield"(%arg715) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<32x4x3x3xf32>) -> tensor<32x4x3x3xf32>
    %609 = "linalg.conv_2d_nchw_fchw"(%607, %608, %603) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg712: f32, %arg713: f32, %arg714: f32):
      %1239 = "arith.mulf"(%arg712, %arg713) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1240 = "arith.addf"(%arg714, %1239) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1240) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<256x4x3x3xf32>, tensor<32x4x3x3xf32>, tensor<256x32x1x1xf32>) -> tensor<256x32x1x1xf32>
    %610 = "tensor.empty"() : () -> tensor<32x256x1x1xf32>
    %611 = "linalg.transpose"(%609, %610) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg710: f32, %arg711: f32):
      "linalg.yield"(%arg710) : (f32) -> ()
    }) : (tensor<256x32x1x1xf32>, tensor<32x256x1x1xf32>) -> tensor<32x256x1x1xf32>
    %612 = "tensor.empty"() : () -> tensor<32xf32>
    %613 = "linalg.fill"(%13, %612) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg708: f32, %arg709: f32):
      "linalg.yield"(%arg708) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %614 = "linalg.generic"(%601, %613) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg706: f32, %arg707: f32):
      %1238 = "arith.addf"(%arg706, %arg707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1238) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<32xf32>) -> tensor<32xf32>
    %615 = "tensor.extract_slice"(%605) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 128, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x256x3x3xf32>) -> tensor<4x128x3x3xf32>
    %616 = "tensor.extract_slice"(%605) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 128, 0, 0>, static_sizes = array<i64: 4, 128, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x256x3x3xf32>) -> tensor<4x128x3x3xf32>
    %617 = "linalg.generic"(%88, %565) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg704: f32, %arg705: i1):
      %1237 = "arith.cmpf"(%arg704, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1237) : (i1) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %618 = "linalg.generic"(%617, %16, %616, %72) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg700: i1, %arg701: f32, %arg702: f32, %arg703: f32):
      %1236 = "arith.select"(%arg700, %arg701, %arg702) : (i1, f32, f32) -> f32
      "linalg.yield"(%1236) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<f32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %619 = "linalg.generic"(%569) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg699: f32):
      %1229 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1230 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1231 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1232 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1233 = "arith.subi"(%12, %1231) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1234 = "arith.subi"(%12, %1232) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1235 = "tensor.extract"(%arg21, %1230, %1229, %1233, %1234) : (tensor<128x32x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1235) : (f32) -> ()
    }) : (tensor<32x128x3x3xf32>) -> tensor<32x128x3x3xf32>
    %620 = "tensor.insert_slice"(%618, %572) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 128, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x128x3x3xf32>, tensor<4x128x5x5xf32>) -> tensor<4x128x5x5xf32>
    %621 = "linalg.conv_2d_nchw_fchw"(%620, %619, %574) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg696: f32, %arg697: f32, %arg698: f32):
      %1227 = "arith.mulf"(%arg696, %arg697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1228 = "arith.addf"(%arg698, %1227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1228) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x128x5x5xf32>, tensor<32x128x3x3xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %622 = "linalg.transpose"(%81, %576) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg694: f32, %arg695: f32):
      "linalg.yield"(%arg694) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<32x4x3x3xf32>) -> tensor<32x4x3x3xf32>
    %623 = "linalg.transpose"(%618, %578) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg692: f32, %arg693: f32):
      "linalg.yield"(%arg692) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128x4x3x3xf32>) -> tensor<128x4x3x3xf32>
    %624 = "tensor.pad"(%622) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg688: index, %arg689: index, %arg690: index, %arg691: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<32x4x3x3xf32>) -> tensor<32x4x5x5xf32>
    %625 = "linalg.conv_2d_nchw_fchw"(%624, %623, %569) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg685: f32, %arg686: f32, %arg687: f32):
      %1225 = "arith.mulf"(%arg685, %arg686) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1226 = "arith.addf"(%arg687, %1225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1226) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<32x4x5x5xf32>, tensor<128x4x3x3xf32>, tensor<32x128x3x3xf32>) -> tensor<32x128x3x3xf32>
    %626 = "linalg.transpose"(%625, %582) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg683: f32, %arg684: f32):
      "linalg.yield"(%arg683) : (f32) -> ()
    }) : (tensor<32x128x3x3xf32>, tensor<128x32x3x3xf32>) -> tensor<128x32x3x3xf32>
    %627 = "linalg.generic"(%618, %585) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg681: f32, %arg682: f32):
      %1224 = "arith.addf"(%arg681, %arg682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1224) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128xf32>) -> tensor<128xf32>
    %628 = "linalg.generic"(%84, %565) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg679: f32, %arg680: i1):
      %1223 = "arith.cmpf"(%arg679, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1223) : (i1) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %629 = "linalg.generic"(%628, %16, %615, %72) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg675: i1, %arg676: f32, %arg677: f32, %arg678: f32):
      %1222 = "arith.select"(%arg675, %arg676, %arg677) : (i1, f32, f32) -> f32
      "linalg.yield"(%1222) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<f32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %630 = "linalg.generic"(%590) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg674: f32):
      %1219 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1220 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1221 = "tensor.extract"(%arg19, %1220, %1219, %22, %22) : (tensor<128x32x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1221) : (f32) -> ()
    }) : (tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %631 = "linalg.conv_2d_nchw_fchw"(%629, %630, %574) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg671: f32, %arg672: f32, %arg673: f32):
      %1217 = "arith.mulf"(%arg671, %arg672) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1218 = "arith.addf"(%arg673, %1217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1218) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x128x3x3xf32>, tensor<32x128x1x1xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %632 = "linalg.transpose"(%629, %578) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg669: f32, %arg670: f32):
      "linalg.yield"(%arg669) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128x4x3x3xf32>) -> tensor<128x4x3x3xf32>
    %633 = "linalg.conv_2d_nchw_fchw"(%622, %632, %590) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg666: f32, %arg667: f32, %arg668: f32):
      %1215 = "arith.mulf"(%arg666, %arg667) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1216 = "arith.addf"(%arg668, %1215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1216) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<32x4x3x3xf32>, tensor<128x4x3x3xf32>, tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %634 = "linalg.transpose"(%633, %595) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg664: f32, %arg665: f32):
      "linalg.yield"(%arg664) : (f32) -> ()
    }) : (tensor<32x128x1x1xf32>, tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %635 = "linalg.generic"(%629, %585) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg662: f32, %arg663: f32):
      %1214 = "arith.addf"(%arg662, %arg663) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1214) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128xf32>) -> tensor<128xf32>
    %636 = "linalg.generic"(%621, %631, %78) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg659: f32, %arg660: f32, %arg661: f32):
      %1213 = "arith.addf"(%arg659, %arg660) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1213) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<4x32x3x3xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %637 = "linalg.generic"(%81, %599) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg657: f32, %arg658: i1):
      %1212 = "arith.cmpf"(%arg657, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1212) : (i1) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<4x32x3x3xi1>) -> tensor<4x32x3x3xi1>
    %638 = "linalg.generic"(%637, %16, %636, %78) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg653: i1, %arg654: f32, %arg655: f32, %arg656: f32):
      %1211 = "arith.select"(%arg653, %arg654, %arg655) : (i1, f32, f32) -> f32
      "linalg.yield"(%1211) : (f32) -> ()
    }) : (tensor<4x32x3x3xi1>, tensor<f32>, tensor<4x32x3x3xf32>, tensor<4x32x3x3xf32>) -> tensor<4x32x3x3xf32>
    %639 = "linalg.fill"(%13, %595) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg651: f32, %arg652: f32):
      "linalg.yield"(%arg651) : (f32) -> ()
    }) : (f32, tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %640 = "linalg.generic"(%639) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg650: f32):
      %1208 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1209 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1210 = "tensor.extract"(%arg17, %1209, %1208, %22, %22) : (tensor<32x128x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1210) : (f32) -> ()
    }) : (tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %641 = "linalg.fill"(%13, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg648: f32, %arg649: f32):
      "linalg.yield"(%arg648) : (f32) -> ()
    }) : (f32, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %642 = "linalg.conv_2d_nchw_fchw"(%638, %640, %641) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg645: f32, %arg646: f32, %arg647: f32):
      %1206 = "arith.mulf"(%arg645, %arg646) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1207 = "arith.addf"(%arg647, %1206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1207) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x32x3x3xf32>, tensor<128x32x1x1xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %643 = "linalg.transpose"(%74, %578) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg643: f32, %arg644: f32):
      "linalg.yield"(%arg643) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<128x4x3x3xf32>) -> tensor<128x4x3x3xf32>
    %644 = "linalg.transpose"(%638, %576) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg641: f32, %arg642: f32):
      "linalg.yield"(%arg641) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<32x4x3x3xf32>) -> tensor<32x4x3x3xf32>
    %645 = "linalg.conv_2d_nchw_fchw"(%643, %644, %639) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg638: f32, %arg639: f32, %arg640: f32):
      %1204 = "arith.mulf"(%arg638, %arg639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1205 = "arith.addf"(%arg640, %1204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1205) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<128x4x3x3xf32>, tensor<32x4x3x3xf32>, tensor<128x32x1x1xf32>) -> tensor<128x32x1x1xf32>
    %646 = "linalg.transpose"(%645, %589) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg636: f32, %arg637: f32):
      "linalg.yield"(%arg636) : (f32) -> ()
    }) : (tensor<128x32x1x1xf32>, tensor<32x128x1x1xf32>) -> tensor<32x128x1x1xf32>
    %647 = "linalg.generic"(%638, %613) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg634: f32, %arg635: f32):
      %1203 = "arith.addf"(%arg634, %arg635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1203) : (f32) -> ()
    }) : (tensor<4x32x3x3xf32>, tensor<32xf32>) -> tensor<32xf32>
    %648 = "tensor.empty"() : () -> tensor<3xi64>
    %649 = "linalg.generic"(%648) <{indexing_maps = [#map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg633: i64):
      %1201 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1202 = "arith.index_cast"(%1201) : (index) -> i64
      "linalg.yield"(%1202) : (i64) -> ()
    }) : (tensor<3xi64>) -> tensor<3xi64>
    %650 = "tensor.expand_shape"(%649) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 1>}> : (tensor<3xi64>) -> tensor<3x1xi64>
    %651 = "tensor.empty"() : () -> tensor<3x1xi64>
    %652 = "linalg.generic"(%650, %651) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg631: i64, %arg632: i64):
      %1200 = "arith.muli"(%arg631, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1200) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %653 = "tensor.expand_shape"(%649) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 3>}> : (tensor<3xi64>) -> tensor<1x3xi64>
    %654 = "tensor.empty"() : () -> tensor<1x3xi64>
    %655 = "linalg.generic"(%653, %654) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg629: i64, %arg630: i64):
      %1199 = "arith.muli"(%arg629, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1199) : (i64) -> ()
    }) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %656 = "linalg.generic"(%652, %651) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg627: i64, %arg628: i64):
      %1198 = "arith.muli"(%arg627, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1198) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %657 = "linalg.generic"(%656, %655, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg624: i64, %arg625: i64, %arg626: i64):
      %1197 = "arith.addi"(%arg624, %arg625) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1197) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %658 = "linalg.generic"(%77, %657, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg621: i64, %arg622: i64, %arg623: i1):
      %1196 = "arith.cmpi"(%arg621, %arg622) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1196) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %659 = "linalg.generic"(%658, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg619: i1, %arg620: f32):
      %1195 = "arith.uitofp"(%arg619) : (i1) -> f32
      "linalg.yield"(%1195) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %660 = "linalg.generic"(%642, %659, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg616: f32, %arg617: f32, %arg618: f32):
      %1194 = "arith.mulf"(%arg616, %arg617) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1194) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %661 = "tensor.concat"(%660, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %662 = "tensor.expand_shape"(%661) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %663 = "tensor.collapse_shape"(%662) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %664 = "tensor.expand_shape"(%663) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 6, 3, 1>}> : (tensor<4x128x6x3xf32>) -> tensor<4x128x6x3x1xf32>
    %665 = "tensor.concat"(%664, %28) <{dim = 4 : i64}> : (tensor<4x128x6x3x1xf32>, tensor<4x128x6x3x1xf32>) -> tensor<4x128x6x3x2xf32>
    %666 = "tensor.collapse_shape"(%665) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x6x3x2xf32>) -> tensor<4x128x6x6xf32>
    %667 = "tensor.pad"(%666) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg612: index, %arg613: index, %arg614: index, %arg615: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x6xf32>) -> tensor<4x128x8x8xf32>
    %668 = "linalg.generic"(%655, %654) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg610: i64, %arg611: i64):
      %1193 = "arith.addi"(%arg610, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1193) : (i64) -> ()
    }) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %669 = "linalg.generic"(%656, %668, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg607: i64, %arg608: i64, %arg609: i64):
      %1192 = "arith.addi"(%arg607, %arg608) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1192) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %670 = "linalg.generic"(%77, %669, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg604: i64, %arg605: i64, %arg606: i1):
      %1191 = "arith.cmpi"(%arg604, %arg605) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1191) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %671 = "linalg.generic"(%670, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg602: i1, %arg603: f32):
      %1190 = "arith.uitofp"(%arg602) : (i1) -> f32
      "linalg.yield"(%1190) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %672 = "linalg.generic"(%642, %671, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg599: f32, %arg600: f32, %arg601: f32):
      %1189 = "arith.mulf"(%arg599, %arg600) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1189) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %673 = "tensor.concat"(%672, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %674 = "tensor.expand_shape"(%673) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %675 = "tensor.collapse_shape"(%674) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %676 = "tensor.expand_shape"(%675) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 6, 3, 1>}> : (tensor<4x128x6x3xf32>) -> tensor<4x128x6x3x1xf32>
    %677 = "tensor.concat"(%676, %28) <{dim = 4 : i64}> : (tensor<4x128x6x3x1xf32>, tensor<4x128x6x3x1xf32>) -> tensor<4x128x6x3x2xf32>
    %678 = "tensor.collapse_shape"(%677) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x6x3x2xf32>) -> tensor<4x128x6x6xf32>
    %679 = "tensor.pad"(%678) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg595: index, %arg596: index, %arg597: index, %arg598: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x6xf32>) -> tensor<4x128x8x8xf32>
    %680 = "tensor.empty"() : () -> tensor<4x128x8x8xf32>
    %681 = "linalg.generic"(%667, %679, %680) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg592: f32, %arg593: f32, %arg594: f32):
      %1188 = "arith.addf"(%arg592, %arg593) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1188) : (f32) -> ()
    }) : (tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>) -> tensor<4x128x8x8xf32>
    %682 = "linalg.generic"(%655, %654) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg590: i64, %arg591: i64):
      %1187 = "arith.addi"(%arg590, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1187) : (i64) -> ()
    }) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %683 = "linalg.generic"(%656, %682, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg587: i64, %arg588: i64, %arg589: i64):
      %1186 = "arith.addi"(%arg587, %arg588) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1186) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %684 = "linalg.generic"(%77, %683, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg584: i64, %arg585: i64, %arg586: i1):
      %1185 = "arith.cmpi"(%arg584, %arg585) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1185) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %685 = "linalg.generic"(%684, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg582: i1, %arg583: f32):
      %1184 = "arith.uitofp"(%arg582) : (i1) -> f32
      "linalg.yield"(%1184) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %686 = "linalg.generic"(%642, %685, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg579: f32, %arg580: f32, %arg581: f32):
      %1183 = "arith.mulf"(%arg579, %arg580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1183) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %687 = "tensor.concat"(%686, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %688 = "tensor.expand_shape"(%687) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %689 = "tensor.collapse_shape"(%688) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %690 = "tensor.expand_shape"(%689) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 6, 3, 1>}> : (tensor<4x128x6x3xf32>) -> tensor<4x128x6x3x1xf32>
    %691 = "tensor.concat"(%690, %28) <{dim = 4 : i64}> : (tensor<4x128x6x3x1xf32>, tensor<4x128x6x3x1xf32>) -> tensor<4x128x6x3x2xf32>
    %692 = "tensor.collapse_shape"(%691) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x6x3x2xf32>) -> tensor<4x128x6x6xf32>
    %693 = "tensor.pad"(%692) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg575: index, %arg576: index, %arg577: index, %arg578: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x6xf32>) -> tensor<4x128x8x8xf32>
    %694 = "linalg.generic"(%681, %693, %680) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg572: f32, %arg573: f32, %arg574: f32):
      %1182 = "arith.addf"(%arg572, %arg573) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1182) : (f32) -> ()
    }) : (tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>) -> tensor<4x128x8x8xf32>
    %695 = "linalg.generic"(%652, %651) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg570: i64, %arg571: i64):
      %1181 = "arith.addi"(%arg570, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1181) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %696 = "linalg.generic"(%695, %651) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg568: i64, %arg569: i64):
      %1180 = "arith.muli"(%arg568, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1180) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %697 = "linalg.generic"(%696, %655, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg565: i64, %arg566: i64, %arg567: i64):
      %1179 = "arith.addi"(%arg565, %arg566) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1179) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %698 = "linalg.generic"(%77, %697, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg562: i64, %arg563: i64, %arg564: i1):
      %1178 = "arith.cmpi"(%arg562, %arg563) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1178) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %699 = "linalg.generic"(%698, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg560: i1, %arg561: f32):
      %1177 = "arith.uitofp"(%arg560) : (i1) -> f32
      "linalg.yield"(%1177) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %700 = "linalg.generic"(%642, %699, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg557: f32, %arg558: f32, %arg559: f32):
      %1176 = "arith.mulf"(%arg557, %arg558) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1176) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %701 = "tensor.concat"(%700, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %702 = "tensor.expand_shape"(%701) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %703 = "tensor.collapse_shape"(%702) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %704 = "tensor.pad"(%703) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg553: index, %arg554: index, %arg555: index, %arg556: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x3xf32>) -> tensor<4x128x7x3xf32>
    %705 = "tensor.expand_shape"(%704) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 7, 3, 1>}> : (tensor<4x128x7x3xf32>) -> tensor<4x128x7x3x1xf32>
    %706 = "tensor.concat"(%705, %29) <{dim = 4 : i64}> : (tensor<4x128x7x3x1xf32>, tensor<4x128x7x3x1xf32>) -> tensor<4x128x7x3x2xf32>
    %707 = "tensor.collapse_shape"(%706) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x7x3x2xf32>) -> tensor<4x128x7x6xf32>
    %708 = "tensor.pad"(%707) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg549: index, %arg550: index, %arg551: index, %arg552: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x7x6xf32>) -> tensor<4x128x8x8xf32>
    %709 = "linalg.generic"(%694, %708, %680) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg546: f32, %arg547: f32, %arg548: f32):
      %1175 = "arith.addf"(%arg546, %arg547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1175) : (f32) -> ()
    }) : (tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>) -> tensor<4x128x8x8xf32>
    %710 = "linalg.generic"(%696, %668, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg543: i64, %arg544: i64, %arg545: i64):
      %1174 = "arith.addi"(%arg543, %arg544) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1174) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %711 = "linalg.generic"(%77, %710, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg540: i64, %arg541: i64, %arg542: i1):
      %1173 = "arith.cmpi"(%arg540, %arg541) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1173) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %712 = "linalg.generic"(%711, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg538: i1, %arg539: f32):
      %1172 = "arith.uitofp"(%arg538) : (i1) -> f32
      "linalg.yield"(%1172) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %713 = "linalg.generic"(%642, %712, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg535: f32, %arg536: f32, %arg537: f32):
      %1171 = "arith.mulf"(%arg535, %arg536) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1171) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %714 = "tensor.concat"(%713, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %715 = "tensor.expand_shape"(%714) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %716 = "tensor.collapse_shape"(%715) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %717 = "tensor.pad"(%716) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg531: index, %arg532: index, %arg533: index, %arg534: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x3xf32>) -> tensor<4x128x7x3xf32>
    %718 = "tensor.expand_shape"(%717) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 7, 3, 1>}> : (tensor<4x128x7x3xf32>) -> tensor<4x128x7x3x1xf32>
    %719 = "tensor.concat"(%718, %29) <{dim = 4 : i64}> : (tensor<4x128x7x3x1xf32>, tensor<4x128x7x3x1xf32>) -> tensor<4x128x7x3x2xf32>
    %720 = "tensor.collapse_shape"(%719) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x7x3x2xf32>) -> tensor<4x128x7x6xf32>
    %721 = "tensor.pad"(%720) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg527: index, %arg528: index, %arg529: index, %arg530: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x7x6xf32>) -> tensor<4x128x8x8xf32>
    %722 = "linalg.generic"(%709, %721, %680) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg524: f32, %arg525: f32, %arg526: f32):
      %1170 = "arith.addf"(%arg524, %arg525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1170) : (f32) -> ()
    }) : (tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>) -> tensor<4x128x8x8xf32>
    %723 = "linalg.generic"(%696, %682, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg521: i64, %arg522: i64, %arg523: i64):
      %1169 = "arith.addi"(%arg521, %arg522) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1169) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %724 = "linalg.generic"(%77, %723, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg518: i64, %arg519: i64, %arg520: i1):
      %1168 = "arith.cmpi"(%arg518, %arg519) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1168) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %725 = "linalg.generic"(%724, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg516: i1, %arg517: f32):
      %1167 = "arith.uitofp"(%arg516) : (i1) -> f32
      "linalg.yield"(%1167) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %726 = "linalg.generic"(%642, %725, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg513: f32, %arg514: f32, %arg515: f32):
      %1166 = "arith.mulf"(%arg513, %arg514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1166) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %727 = "tensor.concat"(%726, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %728 = "tensor.expand_shape"(%727) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %729 = "tensor.collapse_shape"(%728) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %730 = "tensor.pad"(%729) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg509: index, %arg510: index, %arg511: index, %arg512: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x3xf32>) -> tensor<4x128x7x3xf32>
    %731 = "tensor.expand_shape"(%730) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 7, 3, 1>}> : (tensor<4x128x7x3xf32>) -> tensor<4x128x7x3x1xf32>
    %732 = "tensor.concat"(%731, %29) <{dim = 4 : i64}> : (tensor<4x128x7x3x1xf32>, tensor<4x128x7x3x1xf32>) -> tensor<4x128x7x3x2xf32>
    %733 = "tensor.collapse_shape"(%732) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x7x3x2xf32>) -> tensor<4x128x7x6xf32>
    %734 = "tensor.pad"(%733) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg505: index, %arg506: index, %arg507: index, %arg508: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x7x6xf32>) -> tensor<4x128x8x8xf32>
    %735 = "linalg.generic"(%722, %734, %680) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg502: f32, %arg503: f32, %arg504: f32):
      %1165 = "arith.addf"(%arg502, %arg503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1165) : (f32) -> ()
    }) : (tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>) -> tensor<4x128x8x8xf32>
    %736 = "linalg.generic"(%652, %651) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg500: i64, %arg501: i64):
      %1164 = "arith.addi"(%arg500, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1164) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %737 = "linalg.generic"(%736, %651) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg498: i64, %arg499: i64):
      %1163 = "arith.muli"(%arg498, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1163) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %738 = "linalg.generic"(%737, %655, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg495: i64, %arg496: i64, %arg497: i64):
      %1162 = "arith.addi"(%arg495, %arg496) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1162) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %739 = "linalg.generic"(%77, %738, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg492: i64, %arg493: i64, %arg494: i1):
      %1161 = "arith.cmpi"(%arg492, %arg493) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1161) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %740 = "linalg.generic"(%739, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg490: i1, %arg491: f32):
      %1160 = "arith.uitofp"(%arg490) : (i1) -> f32
      "linalg.yield"(%1160) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %741 = "linalg.generic"(%642, %740, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg487: f32, %arg488: f32, %arg489: f32):
      %1159 = "arith.mulf"(%arg487, %arg488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1159) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %742 = "tensor.concat"(%741, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %743 = "tensor.expand_shape"(%742) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %744 = "tensor.collapse_shape"(%743) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %745 = "tensor.pad"(%744) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg483: index, %arg484: index, %arg485: index, %arg486: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x3xf32>) -> tensor<4x128x8x3xf32>
    %746 = "tensor.expand_shape"(%745) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 8, 3, 1>}> : (tensor<4x128x8x3xf32>) -> tensor<4x128x8x3x1xf32>
    %747 = "tensor.concat"(%746, %30) <{dim = 4 : i64}> : (tensor<4x128x8x3x1xf32>, tensor<4x128x8x3x1xf32>) -> tensor<4x128x8x3x2xf32>
    %748 = "tensor.collapse_shape"(%747) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x8x3x2xf32>) -> tensor<4x128x8x6xf32>
    %749 = "tensor.pad"(%748) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg479: index, %arg480: index, %arg481: index, %arg482: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x8x6xf32>) -> tensor<4x128x8x8xf32>
    %750 = "linalg.generic"(%735, %749, %680) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg476: f32, %arg477: f32, %arg478: f32):
      %1158 = "arith.addf"(%arg476, %arg477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1158) : (f32) -> ()
    }) : (tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>) -> tensor<4x128x8x8xf32>
    %751 = "linalg.generic"(%737, %668, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg473: i64, %arg474: i64, %arg475: i64):
      %1157 = "arith.addi"(%arg473, %arg474) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1157) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %752 = "linalg.generic"(%77, %751, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg470: i64, %arg471: i64, %arg472: i1):
      %1156 = "arith.cmpi"(%arg470, %arg471) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1156) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %753 = "linalg.generic"(%752, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg468: i1, %arg469: f32):
      %1155 = "arith.uitofp"(%arg468) : (i1) -> f32
      "linalg.yield"(%1155) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %754 = "linalg.generic"(%642, %753, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg465: f32, %arg466: f32, %arg467: f32):
      %1154 = "arith.mulf"(%arg465, %arg466) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1154) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %755 = "tensor.concat"(%754, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %756 = "tensor.expand_shape"(%755) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %757 = "tensor.collapse_shape"(%756) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %758 = "tensor.pad"(%757) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg461: index, %arg462: index, %arg463: index, %arg464: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x3xf32>) -> tensor<4x128x8x3xf32>
    %759 = "tensor.expand_shape"(%758) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 8, 3, 1>}> : (tensor<4x128x8x3xf32>) -> tensor<4x128x8x3x1xf32>
    %760 = "tensor.concat"(%759, %30) <{dim = 4 : i64}> : (tensor<4x128x8x3x1xf32>, tensor<4x128x8x3x1xf32>) -> tensor<4x128x8x3x2xf32>
    %761 = "tensor.collapse_shape"(%760) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x8x3x2xf32>) -> tensor<4x128x8x6xf32>
    %762 = "tensor.pad"(%761) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg457: index, %arg458: index, %arg459: index, %arg460: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x8x6xf32>) -> tensor<4x128x8x8xf32>
    %763 = "linalg.generic"(%750, %762, %680) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg454: f32, %arg455: f32, %arg456: f32):
      %1153 = "arith.addf"(%arg454, %arg455) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1153) : (f32) -> ()
    }) : (tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>) -> tensor<4x128x8x8xf32>
    %764 = "linalg.generic"(%737, %682, %46) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg451: i64, %arg452: i64, %arg453: i64):
      %1152 = "arith.addi"(%arg451, %arg452) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1152) : (i64) -> ()
    }) : (tensor<3x1xi64>, tensor<1x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %765 = "linalg.generic"(%77, %764, %565) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg448: i64, %arg449: i64, %arg450: i1):
      %1151 = "arith.cmpi"(%arg448, %arg449) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1151) : (i1) -> ()
    }) : (tensor<4x128x3x3xi64>, tensor<3x3xi64>, tensor<4x128x3x3xi1>) -> tensor<4x128x3x3xi1>
    %766 = "linalg.generic"(%765, %72) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg446: i1, %arg447: f32):
      %1150 = "arith.uitofp"(%arg446) : (i1) -> f32
      "linalg.yield"(%1150) : (f32) -> ()
    }) : (tensor<4x128x3x3xi1>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %767 = "linalg.generic"(%642, %766, %72) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg443: f32, %arg444: f32, %arg445: f32):
      %1149 = "arith.mulf"(%arg443, %arg444) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1149) : (f32) -> ()
    }) : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x3xf32>
    %768 = "tensor.concat"(%767, %27) <{dim = 3 : i64}> : (tensor<4x128x3x3xf32>, tensor<4x128x3x3xf32>) -> tensor<4x128x3x6xf32>
    %769 = "tensor.expand_shape"(%768) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 3, 2, 3>}> : (tensor<4x128x3x6xf32>) -> tensor<4x128x3x2x3xf32>
    %770 = "tensor.collapse_shape"(%769) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x128x3x2x3xf32>) -> tensor<4x128x6x3xf32>
    %771 = "tensor.pad"(%770) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg439: index, %arg440: index, %arg441: index, %arg442: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x6x3xf32>) -> tensor<4x128x8x3xf32>
    %772 = "tensor.expand_shape"(%771) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 128, 8, 3, 1>}> : (tensor<4x128x8x3xf32>) -> tensor<4x128x8x3x1xf32>
    %773 = "tensor.concat"(%772, %30) <{dim = 4 : i64}> : (tensor<4x128x8x3x1xf32>, tensor<4x128x8x3x1xf32>) -> tensor<4x128x8x3x2xf32>
    %774 = "tensor.collapse_shape"(%773) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x128x8x3x2xf32>) -> tensor<4x128x8x6xf32>
    %775 = "tensor.pad"(%774) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg435: index, %arg436: index, %arg437: index, %arg438: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x128x8x6xf32>) -> tensor<4x128x8x8xf32>
    %776 = "linalg.generic"(%763, %775, %680) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg432: f32, %arg433: f32, %arg434: f32):
      %1148 = "arith.addf"(%arg432, %arg433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1148) : (f32) -> ()
    }) : (tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>, tensor<4x128x8x8xf32>) -> tensor<4x128x8x8xf32>
    %777 = "tensor.extract_slice"(%776) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 128, 7, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x128x8x8xf32>) -> tensor<4x128x7x8xf32>
    %778 = "tensor.extract_slice"(%777) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 128, 7, 7>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x128x7x8xf32>) -> tensor<4x128x7x7xf32>
    %779 = "tensor.extract_slice"(%778) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 64, 7, 7>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x128x7x7xf32>) -> tensor<4x64x7x7xf32>
    %780 = "tensor.extract_slice"(%778) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 64, 0, 0>, static_sizes = array<i64: 4, 64, 7, 7>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x128x7x7xf32>) -> tensor<4x64x7x7xf32>
    %781 = "tensor.empty"() : () -> tensor<4x64x7x7xi1>
    %782 = "linalg.generic"(%69, %781) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg430: f32, %arg431: i1):
      %1147 = "arith.cmpf"(%arg430, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1147) : (i1) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %783 = "linalg.generic"(%782, %16, %780, %40) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg426: i1, %arg427: f32, %arg428: f32, %arg429: f32):
      %1146 = "arith.select"(%arg426, %arg427, %arg428) : (i1, f32, f32) -> f32
      "linalg.yield"(%1146) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<f32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %784 = "tensor.empty"() : () -> tensor<16x64x3x3xf32>
    %785 = "linalg.fill"(%13, %784) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg424: f32, %arg425: f32):
      "linalg.yield"(%arg424) : (f32) -> ()
    }) : (f32, tensor<16x64x3x3xf32>) -> tensor<16x64x3x3xf32>
    %786 = "linalg.generic"(%785) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg423: f32):
      %1139 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1140 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1141 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1142 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1143 = "arith.subi"(%12, %1141) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1144 = "arith.subi"(%12, %1142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1145 = "tensor.extract"(%arg15, %1140, %1139, %1143, %1144) : (tensor<64x16x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1145) : (f32) -> ()
    }) : (tensor<16x64x3x3xf32>) -> tensor<16x64x3x3xf32>
    %787 = "tensor.empty"() : () -> tensor<4x64x9x9xf32>
    %788 = "linalg.fill"(%13, %787) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg421: f32, %arg422: f32):
      "linalg.yield"(%arg421) : (f32) -> ()
    }) : (f32, tensor<4x64x9x9xf32>) -> tensor<4x64x9x9xf32>
    %789 = "tensor.insert_slice"(%783, %788) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 64, 7, 7>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x64x7x7xf32>, tensor<4x64x9x9xf32>) -> tensor<4x64x9x9xf32>
    %790 = "linalg.fill"(%13, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg419: f32, %arg420: f32):
      "linalg.yield"(%arg419) : (f32) -> ()
    }) : (f32, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %791 = "linalg.conv_2d_nchw_fchw"(%789, %786, %790) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg416: f32, %arg417: f32, %arg418: f32):
      %1137 = "arith.mulf"(%arg416, %arg417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1138 = "arith.addf"(%arg418, %1137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1138) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x9x9xf32>, tensor<16x64x3x3xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %792 = "tensor.empty"() : () -> tensor<16x4x7x7xf32>
    %793 = "linalg.transpose"(%62, %792) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg414: f32, %arg415: f32):
      "linalg.yield"(%arg414) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<16x4x7x7xf32>) -> tensor<16x4x7x7xf32>
    %794 = "tensor.empty"() : () -> tensor<64x4x7x7xf32>
    %795 = "linalg.transpose"(%783, %794) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg412: f32, %arg413: f32):
      "linalg.yield"(%arg412) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64x4x7x7xf32>) -> tensor<64x4x7x7xf32>
    %796 = "tensor.pad"(%793) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg408: index, %arg409: index, %arg410: index, %arg411: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<16x4x7x7xf32>) -> tensor<16x4x9x9xf32>
    %797 = "linalg.conv_2d_nchw_fchw"(%796, %795, %785) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg405: f32, %arg406: f32, %arg407: f32):
      %1135 = "arith.mulf"(%arg405, %arg406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1136 = "arith.addf"(%arg407, %1135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1136) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<16x4x9x9xf32>, tensor<64x4x7x7xf32>, tensor<16x64x3x3xf32>) -> tensor<16x64x3x3xf32>
    %798 = "tensor.empty"() : () -> tensor<64x16x3x3xf32>
    %799 = "linalg.transpose"(%797, %798) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg403: f32, %arg404: f32):
      "linalg.yield"(%arg403) : (f32) -> ()
    }) : (tensor<16x64x3x3xf32>, tensor<64x16x3x3xf32>) -> tensor<64x16x3x3xf32>
    %800 = "linalg.generic"(%783, %312) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg401: f32, %arg402: f32):
      %1134 = "arith.addf"(%arg401, %arg402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1134) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64xf32>) -> tensor<64xf32>
    %801 = "linalg.generic"(%65, %781) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg399: f32, %arg400: i1):
      %1133 = "arith.cmpf"(%arg399, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1133) : (i1) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %802 = "linalg.generic"(%801, %16, %779, %40) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg395: i1, %arg396: f32, %arg397: f32, %arg398: f32):
      %1132 = "arith.select"(%arg395, %arg396, %arg397) : (i1, f32, f32) -> f32
      "linalg.yield"(%1132) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<f32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %803 = "tensor.empty"() : () -> tensor<16x64x1x1xf32>
    %804 = "linalg.fill"(%13, %803) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg393: f32, %arg394: f32):
      "linalg.yield"(%arg393) : (f32) -> ()
    }) : (f32, tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %805 = "linalg.generic"(%804) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg392: f32):
      %1129 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1130 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1131 = "tensor.extract"(%arg13, %1130, %1129, %22, %22) : (tensor<64x16x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1131) : (f32) -> ()
    }) : (tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %806 = "linalg.conv_2d_nchw_fchw"(%802, %805, %790) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg389: f32, %arg390: f32, %arg391: f32):
      %1127 = "arith.mulf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1128 = "arith.addf"(%arg391, %1127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1128) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x7x7xf32>, tensor<16x64x1x1xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %807 = "linalg.transpose"(%802, %794) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg387: f32, %arg388: f32):
      "linalg.yield"(%arg387) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64x4x7x7xf32>) -> tensor<64x4x7x7xf32>
    %808 = "linalg.conv_2d_nchw_fchw"(%793, %807, %804) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg384: f32, %arg385: f32, %arg386: f32):
      %1125 = "arith.mulf"(%arg384, %arg385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1126 = "arith.addf"(%arg386, %1125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1126) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<16x4x7x7xf32>, tensor<64x4x7x7xf32>, tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %809 = "tensor.empty"() : () -> tensor<64x16x1x1xf32>
    %810 = "linalg.transpose"(%808, %809) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg382: f32, %arg383: f32):
      "linalg.yield"(%arg382) : (f32) -> ()
    }) : (tensor<16x64x1x1xf32>, tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %811 = "linalg.generic"(%802, %312) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg380: f32, %arg381: f32):
      %1124 = "arith.addf"(%arg380, %arg381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1124) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64xf32>) -> tensor<64xf32>
    %812 = "linalg.generic"(%791, %806, %48) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg377: f32, %arg378: f32, %arg379: f32):
      %1123 = "arith.addf"(%arg377, %arg378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1123) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %813 = "tensor.empty"() : () -> tensor<4x16x7x7xi1>
    %814 = "linalg.generic"(%62, %813) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg375: f32, %arg376: i1):
      %1122 = "arith.cmpf"(%arg375, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1122) : (i1) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<4x16x7x7xi1>) -> tensor<4x16x7x7xi1>
    %815 = "linalg.generic"(%814, %16, %812, %48) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg371: i1, %arg372: f32, %arg373: f32, %arg374: f32):
      %1121 = "arith.select"(%arg371, %arg372, %arg373) : (i1, f32, f32) -> f32
      "linalg.yield"(%1121) : (f32) -> ()
    }) : (tensor<4x16x7x7xi1>, tensor<f32>, tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %816 = "tensor.empty"() : () -> tensor<128x16x1x1xf32>
    %817 = "linalg.fill"(%13, %816) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32):
      "linalg.yield"(%arg369) : (f32) -> ()
    }) : (f32, tensor<128x16x1x1xf32>) -> tensor<128x16x1x1xf32>
    %818 = "linalg.generic"(%817) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg368: f32):
      %1118 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1119 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1120 = "tensor.extract"(%arg11, %1119, %1118, %22, %22) : (tensor<16x128x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1120) : (f32) -> ()
    }) : (tensor<128x16x1x1xf32>) -> tensor<128x16x1x1xf32>
    %819 = "tensor.empty"() : () -> tensor<4x128x7x7xf32>
    %820 = "linalg.fill"(%13, %819) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg366: f32, %arg367: f32):
      "linalg.yield"(%arg366) : (f32) -> ()
    }) : (f32, tensor<4x128x7x7xf32>) -> tensor<4x128x7x7xf32>
    %821 = "linalg.conv_2d_nchw_fchw"(%815, %818, %820) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg363: f32, %arg364: f32, %arg365: f32):
      %1116 = "arith.mulf"(%arg363, %arg364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1117 = "arith.addf"(%arg365, %1116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1117) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x16x7x7xf32>, tensor<128x16x1x1xf32>, tensor<4x128x7x7xf32>) -> tensor<4x128x7x7xf32>
    %822 = "tensor.empty"() : () -> tensor<128x4x7x7xf32>
    %823 = "linalg.transpose"(%59, %822) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg361: f32, %arg362: f32):
      "linalg.yield"(%arg361) : (f32) -> ()
    }) : (tensor<4x128x7x7xf32>, tensor<128x4x7x7xf32>) -> tensor<128x4x7x7xf32>
    %824 = "linalg.transpose"(%815, %792) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg359: f32, %arg360: f32):
      "linalg.yield"(%arg359) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<16x4x7x7xf32>) -> tensor<16x4x7x7xf32>
    %825 = "linalg.conv_2d_nchw_fchw"(%823, %824, %817) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg356: f32, %arg357: f32, %arg358: f32):
      %1114 = "arith.mulf"(%arg356, %arg357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1115 = "arith.addf"(%arg358, %1114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1115) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<128x4x7x7xf32>, tensor<16x4x7x7xf32>, tensor<128x16x1x1xf32>) -> tensor<128x16x1x1xf32>
    %826 = "tensor.empty"() : () -> tensor<16x128x1x1xf32>
    %827 = "linalg.transpose"(%825, %826) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg354: f32, %arg355: f32):
      "linalg.yield"(%arg354) : (f32) -> ()
    }) : (tensor<128x16x1x1xf32>, tensor<16x128x1x1xf32>) -> tensor<16x128x1x1xf32>
    %828 = "tensor.empty"() : () -> tensor<16xf32>
    %829 = "linalg.fill"(%13, %828) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg352: f32, %arg353: f32):
      "linalg.yield"(%arg352) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %830 = "linalg.generic"(%815, %829) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg350: f32, %arg351: f32):
      %1113 = "arith.addf"(%arg350, %arg351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1113) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<16xf32>) -> tensor<16xf32>
    %831 = "tensor.extract_slice"(%821) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 64, 7, 7>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x128x7x7xf32>) -> tensor<4x64x7x7xf32>
    %832 = "tensor.extract_slice"(%821) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 64, 0, 0>, static_sizes = array<i64: 4, 64, 7, 7>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x128x7x7xf32>) -> tensor<4x64x7x7xf32>
    %833 = "linalg.generic"(%58, %781) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg348: f32, %arg349: i1):
      %1112 = "arith.cmpf"(%arg348, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1112) : (i1) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %834 = "linalg.generic"(%833, %16, %832, %40) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg344: i1, %arg345: f32, %arg346: f32, %arg347: f32):
      %1111 = "arith.select"(%arg344, %arg345, %arg346) : (i1, f32, f32) -> f32
      "linalg.yield"(%1111) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<f32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %835 = "linalg.generic"(%785) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg343: f32):
      %1104 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1105 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1106 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1107 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1108 = "arith.subi"(%12, %1106) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1109 = "arith.subi"(%12, %1107) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %1110 = "tensor.extract"(%arg9, %1105, %1104, %1108, %1109) : (tensor<64x16x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1110) : (f32) -> ()
    }) : (tensor<16x64x3x3xf32>) -> tensor<16x64x3x3xf32>
    %836 = "tensor.insert_slice"(%834, %788) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 4, 64, 7, 7>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x64x7x7xf32>, tensor<4x64x9x9xf32>) -> tensor<4x64x9x9xf32>
    %837 = "linalg.conv_2d_nchw_fchw"(%836, %835, %790) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg340: f32, %arg341: f32, %arg342: f32):
      %1102 = "arith.mulf"(%arg340, %arg341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1103 = "arith.addf"(%arg342, %1102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1103) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x9x9xf32>, tensor<16x64x3x3xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %838 = "linalg.transpose"(%51, %792) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg338: f32, %arg339: f32):
      "linalg.yield"(%arg338) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<16x4x7x7xf32>) -> tensor<16x4x7x7xf32>
    %839 = "linalg.transpose"(%834, %794) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg336: f32, %arg337: f32):
      "linalg.yield"(%arg336) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64x4x7x7xf32>) -> tensor<64x4x7x7xf32>
    %840 = "tensor.pad"(%838) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg332: index, %arg333: index, %arg334: index, %arg335: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<16x4x7x7xf32>) -> tensor<16x4x9x9xf32>
    %841 = "linalg.conv_2d_nchw_fchw"(%840, %839, %785) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg329: f32, %arg330: f32, %arg331: f32):
      %1100 = "arith.mulf"(%arg329, %arg330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1101 = "arith.addf"(%arg331, %1100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1101) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<16x4x9x9xf32>, tensor<64x4x7x7xf32>, tensor<16x64x3x3xf32>) -> tensor<16x64x3x3xf32>
    %842 = "linalg.transpose"(%841, %798) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg327: f32, %arg328: f32):
      "linalg.yield"(%arg327) : (f32) -> ()
    }) : (tensor<16x64x3x3xf32>, tensor<64x16x3x3xf32>) -> tensor<64x16x3x3xf32>
    %843 = "linalg.generic"(%834, %312) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg325: f32, %arg326: f32):
      %1099 = "arith.addf"(%arg325, %arg326) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1099) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64xf32>) -> tensor<64xf32>
    %844 = "linalg.generic"(%54, %781) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg323: f32, %arg324: i1):
      %1098 = "arith.cmpf"(%arg323, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1098) : (i1) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %845 = "linalg.generic"(%844, %16, %831, %40) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg319: i1, %arg320: f32, %arg321: f32, %arg322: f32):
      %1097 = "arith.select"(%arg319, %arg320, %arg321) : (i1, f32, f32) -> f32
      "linalg.yield"(%1097) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<f32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %846 = "linalg.generic"(%804) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg318: f32):
      %1094 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1095 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1096 = "tensor.extract"(%arg7, %1095, %1094, %22, %22) : (tensor<64x16x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1096) : (f32) -> ()
    }) : (tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %847 = "linalg.conv_2d_nchw_fchw"(%845, %846, %790) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg315: f32, %arg316: f32, %arg317: f32):
      %1092 = "arith.mulf"(%arg315, %arg316) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1093 = "arith.addf"(%arg317, %1092) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1093) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x64x7x7xf32>, tensor<16x64x1x1xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %848 = "linalg.transpose"(%845, %794) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg313: f32, %arg314: f32):
      "linalg.yield"(%arg313) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64x4x7x7xf32>) -> tensor<64x4x7x7xf32>
    %849 = "linalg.conv_2d_nchw_fchw"(%838, %848, %804) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg310: f32, %arg311: f32, %arg312: f32):
      %1090 = "arith.mulf"(%arg310, %arg311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1091 = "arith.addf"(%arg312, %1090) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1091) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<16x4x7x7xf32>, tensor<64x4x7x7xf32>, tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %850 = "linalg.transpose"(%849, %809) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg308: f32, %arg309: f32):
      "linalg.yield"(%arg308) : (f32) -> ()
    }) : (tensor<16x64x1x1xf32>, tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %851 = "linalg.generic"(%845, %312) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg306: f32, %arg307: f32):
      %1089 = "arith.addf"(%arg306, %arg307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1089) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64xf32>) -> tensor<64xf32>
    %852 = "linalg.generic"(%837, %847, %48) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg303: f32, %arg304: f32, %arg305: f32):
      %1088 = "arith.addf"(%arg303, %arg304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1088) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %853 = "linalg.generic"(%51, %813) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg301: f32, %arg302: i1):
      %1087 = "arith.cmpf"(%arg301, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1087) : (i1) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<4x16x7x7xi1>) -> tensor<4x16x7x7xi1>
    %854 = "linalg.generic"(%853, %16, %852, %48) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg297: i1, %arg298: f32, %arg299: f32, %arg300: f32):
      %1086 = "arith.select"(%arg297, %arg298, %arg299) : (i1, f32, f32) -> f32
      "linalg.yield"(%1086) : (f32) -> ()
    }) : (tensor<4x16x7x7xi1>, tensor<f32>, tensor<4x16x7x7xf32>, tensor<4x16x7x7xf32>) -> tensor<4x16x7x7xf32>
    %855 = "linalg.fill"(%13, %809) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg295: f32, %arg296: f32):
      "linalg.yield"(%arg295) : (f32) -> ()
    }) : (f32, tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %856 = "linalg.generic"(%855) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg294: f32):
      %1083 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1084 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1085 = "tensor.extract"(%arg5, %1084, %1083, %22, %22) : (tensor<16x64x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%1085) : (f32) -> ()
    }) : (tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %857 = "linalg.fill"(%13, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg292: f32, %arg293: f32):
      "linalg.yield"(%arg292) : (f32) -> ()
    }) : (f32, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %858 = "linalg.conv_2d_nchw_fchw"(%854, %856, %857) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg289: f32, %arg290: f32, %arg291: f32):
      %1081 = "arith.mulf"(%arg289, %arg290) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1082 = "arith.addf"(%arg291, %1081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1082) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<4x16x7x7xf32>, tensor<64x16x1x1xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %859 = "linalg.transpose"(%43, %794) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg287: f32, %arg288: f32):
      "linalg.yield"(%arg287) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<64x4x7x7xf32>) -> tensor<64x4x7x7xf32>
    %860 = "linalg.transpose"(%854, %792) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg285: f32, %arg286: f32):
      "linalg.yield"(%arg285) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<16x4x7x7xf32>) -> tensor<16x4x7x7xf32>
    %861 = "linalg.conv_2d_nchw_fchw"(%859, %860, %855) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg282: f32, %arg283: f32, %arg284: f32):
      %1079 = "arith.mulf"(%arg282, %arg283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1080 = "arith.addf"(%arg284, %1079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1080) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map1, #map2]} : (tensor<64x4x7x7xf32>, tensor<16x4x7x7xf32>, tensor<64x16x1x1xf32>) -> tensor<64x16x1x1xf32>
    %862 = "linalg.transpose"(%861, %803) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg280: f32, %arg281: f32):
      "linalg.yield"(%arg280) : (f32) -> ()
    }) : (tensor<64x16x1x1xf32>, tensor<16x64x1x1xf32>) -> tensor<16x64x1x1xf32>
    %863 = "linalg.generic"(%854, %829) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg278: f32, %arg279: f32):
      %1078 = "arith.addf"(%arg278, %arg279) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1078) : (f32) -> ()
    }) : (tensor<4x16x7x7xf32>, tensor<16xf32>) -> tensor<16xf32>
    %864 = "tensor.empty"() : () -> tensor<7xi64>
    %865 = "linalg.generic"(%864) <{indexing_maps = [#map9], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg277: i64):
      %1076 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1077 = "arith.index_cast"(%1076) : (index) -> i64
      "linalg.yield"(%1077) : (i64) -> ()
    }) : (tensor<7xi64>) -> tensor<7xi64>
    %866 = "tensor.expand_shape"(%865) <{reassociation = [[0, 1]], static_output_shape = array<i64: 7, 1>}> : (tensor<7xi64>) -> tensor<7x1xi64>
    %867 = "tensor.empty"() : () -> tensor<7x1xi64>
    %868 = "linalg.generic"(%866, %867) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg275: i64, %arg276: i64):
      %1075 = "arith.muli"(%arg275, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1075) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<7x1xi64>) -> tensor<7x1xi64>
    %869 = "tensor.expand_shape"(%865) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 7>}> : (tensor<7xi64>) -> tensor<1x7xi64>
    %870 = "tensor.empty"() : () -> tensor<1x7xi64>
    %871 = "linalg.generic"(%869, %870) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg273: i64, %arg274: i64):
      %1074 = "arith.muli"(%arg273, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1074) : (i64) -> ()
    }) : (tensor<1x7xi64>, tensor<1x7xi64>) -> tensor<1x7xi64>
    %872 = "linalg.generic"(%868, %867) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg271: i64, %arg272: i64):
      %1073 = "arith.muli"(%arg271, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1073) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<7x1xi64>) -> tensor<7x1xi64>
    %873 = "tensor.empty"() : () -> tensor<7x7xi64>
    %874 = "linalg.generic"(%872, %871, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg268: i64, %arg269: i64, %arg270: i64):
      %1072 = "arith.addi"(%arg268, %arg269) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1072) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %875 = "linalg.generic"(%47, %874, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg265: i64, %arg266: i64, %arg267: i1):
      %1071 = "arith.cmpi"(%arg265, %arg266) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1071) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %876 = "linalg.generic"(%875, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg263: i1, %arg264: f32):
      %1070 = "arith.uitofp"(%arg263) : (i1) -> f32
      "linalg.yield"(%1070) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %877 = "linalg.generic"(%858, %876, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg260: f32, %arg261: f32, %arg262: f32):
      %1069 = "arith.mulf"(%arg260, %arg261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1069) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %878 = "tensor.concat"(%877, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %879 = "tensor.expand_shape"(%878) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %880 = "tensor.collapse_shape"(%879) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %881 = "tensor.expand_shape"(%880) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 14, 7, 1>}> : (tensor<4x64x14x7xf32>) -> tensor<4x64x14x7x1xf32>
    %882 = "tensor.concat"(%881, %32) <{dim = 4 : i64}> : (tensor<4x64x14x7x1xf32>, tensor<4x64x14x7x1xf32>) -> tensor<4x64x14x7x2xf32>
    %883 = "tensor.collapse_shape"(%882) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x14x7x2xf32>) -> tensor<4x64x14x14xf32>
    %884 = "tensor.pad"(%883) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg256: index, %arg257: index, %arg258: index, %arg259: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x14xf32>) -> tensor<4x64x16x16xf32>
    %885 = "linalg.generic"(%871, %870) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg254: i64, %arg255: i64):
      %1068 = "arith.addi"(%arg254, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1068) : (i64) -> ()
    }) : (tensor<1x7xi64>, tensor<1x7xi64>) -> tensor<1x7xi64>
    %886 = "linalg.generic"(%872, %885, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg251: i64, %arg252: i64, %arg253: i64):
      %1067 = "arith.addi"(%arg251, %arg252) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1067) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %887 = "linalg.generic"(%47, %886, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg248: i64, %arg249: i64, %arg250: i1):
      %1066 = "arith.cmpi"(%arg248, %arg249) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1066) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %888 = "linalg.generic"(%887, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg246: i1, %arg247: f32):
      %1065 = "arith.uitofp"(%arg246) : (i1) -> f32
      "linalg.yield"(%1065) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %889 = "linalg.generic"(%858, %888, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg243: f32, %arg244: f32, %arg245: f32):
      %1064 = "arith.mulf"(%arg243, %arg244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1064) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %890 = "tensor.concat"(%889, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %891 = "tensor.expand_shape"(%890) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %892 = "tensor.collapse_shape"(%891) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %893 = "tensor.expand_shape"(%892) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 14, 7, 1>}> : (tensor<4x64x14x7xf32>) -> tensor<4x64x14x7x1xf32>
    %894 = "tensor.concat"(%893, %32) <{dim = 4 : i64}> : (tensor<4x64x14x7x1xf32>, tensor<4x64x14x7x1xf32>) -> tensor<4x64x14x7x2xf32>
    %895 = "tensor.collapse_shape"(%894) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x14x7x2xf32>) -> tensor<4x64x14x14xf32>
    %896 = "tensor.pad"(%895) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg239: index, %arg240: index, %arg241: index, %arg242: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x14xf32>) -> tensor<4x64x16x16xf32>
    %897 = "tensor.empty"() : () -> tensor<4x64x16x16xf32>
    %898 = "linalg.generic"(%884, %896, %897) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32, %arg238: f32):
      %1063 = "arith.addf"(%arg236, %arg237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1063) : (f32) -> ()
    }) : (tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
    %899 = "linalg.generic"(%871, %870) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg234: i64, %arg235: i64):
      %1062 = "arith.addi"(%arg234, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1062) : (i64) -> ()
    }) : (tensor<1x7xi64>, tensor<1x7xi64>) -> tensor<1x7xi64>
    %900 = "linalg.generic"(%872, %899, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg231: i64, %arg232: i64, %arg233: i64):
      %1061 = "arith.addi"(%arg231, %arg232) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1061) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %901 = "linalg.generic"(%47, %900, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: i64, %arg229: i64, %arg230: i1):
      %1060 = "arith.cmpi"(%arg228, %arg229) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1060) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %902 = "linalg.generic"(%901, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg226: i1, %arg227: f32):
      %1059 = "arith.uitofp"(%arg226) : (i1) -> f32
      "linalg.yield"(%1059) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %903 = "linalg.generic"(%858, %902, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg223: f32, %arg224: f32, %arg225: f32):
      %1058 = "arith.mulf"(%arg223, %arg224) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1058) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %904 = "tensor.concat"(%903, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %905 = "tensor.expand_shape"(%904) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %906 = "tensor.collapse_shape"(%905) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %907 = "tensor.expand_shape"(%906) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 14, 7, 1>}> : (tensor<4x64x14x7xf32>) -> tensor<4x64x14x7x1xf32>
    %908 = "tensor.concat"(%907, %32) <{dim = 4 : i64}> : (tensor<4x64x14x7x1xf32>, tensor<4x64x14x7x1xf32>) -> tensor<4x64x14x7x2xf32>
    %909 = "tensor.collapse_shape"(%908) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x14x7x2xf32>) -> tensor<4x64x14x14xf32>
    %910 = "tensor.pad"(%909) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg219: index, %arg220: index, %arg221: index, %arg222: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x14xf32>) -> tensor<4x64x16x16xf32>
    %911 = "linalg.generic"(%898, %910, %897) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32, %arg218: f32):
      %1057 = "arith.addf"(%arg216, %arg217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1057) : (f32) -> ()
    }) : (tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
    %912 = "linalg.generic"(%868, %867) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: i64, %arg215: i64):
      %1056 = "arith.addi"(%arg214, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1056) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<7x1xi64>) -> tensor<7x1xi64>
    %913 = "linalg.generic"(%912, %867) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg212: i64, %arg213: i64):
      %1055 = "arith.muli"(%arg212, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1055) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<7x1xi64>) -> tensor<7x1xi64>
    %914 = "linalg.generic"(%913, %871, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg209: i64, %arg210: i64, %arg211: i64):
      %1054 = "arith.addi"(%arg209, %arg210) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1054) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %915 = "linalg.generic"(%47, %914, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: i64, %arg207: i64, %arg208: i1):
      %1053 = "arith.cmpi"(%arg206, %arg207) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1053) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %916 = "linalg.generic"(%915, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: i1, %arg205: f32):
      %1052 = "arith.uitofp"(%arg204) : (i1) -> f32
      "linalg.yield"(%1052) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %917 = "linalg.generic"(%858, %916, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32, %arg203: f32):
      %1051 = "arith.mulf"(%arg201, %arg202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1051) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %918 = "tensor.concat"(%917, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %919 = "tensor.expand_shape"(%918) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %920 = "tensor.collapse_shape"(%919) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %921 = "tensor.pad"(%920) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg197: index, %arg198: index, %arg199: index, %arg200: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x7xf32>) -> tensor<4x64x15x7xf32>
    %922 = "tensor.expand_shape"(%921) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 15, 7, 1>}> : (tensor<4x64x15x7xf32>) -> tensor<4x64x15x7x1xf32>
    %923 = "tensor.concat"(%922, %33) <{dim = 4 : i64}> : (tensor<4x64x15x7x1xf32>, tensor<4x64x15x7x1xf32>) -> tensor<4x64x15x7x2xf32>
    %924 = "tensor.collapse_shape"(%923) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x15x7x2xf32>) -> tensor<4x64x15x14xf32>
    %925 = "tensor.pad"(%924) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg193: index, %arg194: index, %arg195: index, %arg196: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x15x14xf32>) -> tensor<4x64x16x16xf32>
    %926 = "linalg.generic"(%911, %925, %897) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32, %arg192: f32):
      %1050 = "arith.addf"(%arg190, %arg191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1050) : (f32) -> ()
    }) : (tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
    %927 = "linalg.generic"(%913, %885, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg187: i64, %arg188: i64, %arg189: i64):
      %1049 = "arith.addi"(%arg187, %arg188) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1049) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %928 = "linalg.generic"(%47, %927, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg184: i64, %arg185: i64, %arg186: i1):
      %1048 = "arith.cmpi"(%arg184, %arg185) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1048) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %929 = "linalg.generic"(%928, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg182: i1, %arg183: f32):
      %1047 = "arith.uitofp"(%arg182) : (i1) -> f32
      "linalg.yield"(%1047) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %930 = "linalg.generic"(%858, %929, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
      %1046 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1046) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %931 = "tensor.concat"(%930, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %932 = "tensor.expand_shape"(%931) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %933 = "tensor.collapse_shape"(%932) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %934 = "tensor.pad"(%933) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg175: index, %arg176: index, %arg177: index, %arg178: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x7xf32>) -> tensor<4x64x15x7xf32>
    %935 = "tensor.expand_shape"(%934) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 15, 7, 1>}> : (tensor<4x64x15x7xf32>) -> tensor<4x64x15x7x1xf32>
    %936 = "tensor.concat"(%935, %33) <{dim = 4 : i64}> : (tensor<4x64x15x7x1xf32>, tensor<4x64x15x7x1xf32>) -> tensor<4x64x15x7x2xf32>
    %937 = "tensor.collapse_shape"(%936) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x15x7x2xf32>) -> tensor<4x64x15x14xf32>
    %938 = "tensor.pad"(%937) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg171: index, %arg172: index, %arg173: index, %arg174: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x15x14xf32>) -> tensor<4x64x16x16xf32>
    %939 = "linalg.generic"(%926, %938, %897) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32, %arg170: f32):
      %1045 = "arith.addf"(%arg168, %arg169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1045) : (f32) -> ()
    }) : (tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
    %940 = "linalg.generic"(%913, %899, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg165: i64, %arg166: i64, %arg167: i64):
      %1044 = "arith.addi"(%arg165, %arg166) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1044) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %941 = "linalg.generic"(%47, %940, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: i64, %arg163: i64, %arg164: i1):
      %1043 = "arith.cmpi"(%arg162, %arg163) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1043) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %942 = "linalg.generic"(%941, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg160: i1, %arg161: f32):
      %1042 = "arith.uitofp"(%arg160) : (i1) -> f32
      "linalg.yield"(%1042) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %943 = "linalg.generic"(%858, %942, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %1041 = "arith.mulf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1041) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %944 = "tensor.concat"(%943, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %945 = "tensor.expand_shape"(%944) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %946 = "tensor.collapse_shape"(%945) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %947 = "tensor.pad"(%946) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 1, 0>}> ({
    ^bb0(%arg153: index, %arg154: index, %arg155: index, %arg156: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x7xf32>) -> tensor<4x64x15x7xf32>
    %948 = "tensor.expand_shape"(%947) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 15, 7, 1>}> : (tensor<4x64x15x7xf32>) -> tensor<4x64x15x7x1xf32>
    %949 = "tensor.concat"(%948, %33) <{dim = 4 : i64}> : (tensor<4x64x15x7x1xf32>, tensor<4x64x15x7x1xf32>) -> tensor<4x64x15x7x2xf32>
    %950 = "tensor.collapse_shape"(%949) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x15x7x2xf32>) -> tensor<4x64x15x14xf32>
    %951 = "tensor.pad"(%950) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg149: index, %arg150: index, %arg151: index, %arg152: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x15x14xf32>) -> tensor<4x64x16x16xf32>
    %952 = "linalg.generic"(%939, %951, %897) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f32, %arg148: f32):
      %1040 = "arith.addf"(%arg146, %arg147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1040) : (f32) -> ()
    }) : (tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
    %953 = "linalg.generic"(%868, %867) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: i64, %arg145: i64):
      %1039 = "arith.addi"(%arg144, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1039) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<7x1xi64>) -> tensor<7x1xi64>
    %954 = "linalg.generic"(%953, %867) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: i64, %arg143: i64):
      %1038 = "arith.muli"(%arg142, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1038) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<7x1xi64>) -> tensor<7x1xi64>
    %955 = "linalg.generic"(%954, %871, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: i64, %arg140: i64, %arg141: i64):
      %1037 = "arith.addi"(%arg139, %arg140) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1037) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %956 = "linalg.generic"(%47, %955, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg136: i64, %arg137: i64, %arg138: i1):
      %1036 = "arith.cmpi"(%arg136, %arg137) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1036) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %957 = "linalg.generic"(%956, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg134: i1, %arg135: f32):
      %1035 = "arith.uitofp"(%arg134) : (i1) -> f32
      "linalg.yield"(%1035) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %958 = "linalg.generic"(%858, %957, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32, %arg133: f32):
      %1034 = "arith.mulf"(%arg131, %arg132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1034) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %959 = "tensor.concat"(%958, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %960 = "tensor.expand_shape"(%959) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %961 = "tensor.collapse_shape"(%960) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %962 = "tensor.pad"(%961) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg127: index, %arg128: index, %arg129: index, %arg130: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x7xf32>) -> tensor<4x64x16x7xf32>
    %963 = "tensor.expand_shape"(%962) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 16, 7, 1>}> : (tensor<4x64x16x7xf32>) -> tensor<4x64x16x7x1xf32>
    %964 = "tensor.concat"(%963, %34) <{dim = 4 : i64}> : (tensor<4x64x16x7x1xf32>, tensor<4x64x16x7x1xf32>) -> tensor<4x64x16x7x2xf32>
    %965 = "tensor.collapse_shape"(%964) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x16x7x2xf32>) -> tensor<4x64x16x14xf32>
    %966 = "tensor.pad"(%965) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 2>, static_low = array<i64: 0, 0, 0, 0>}> ({
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x16x14xf32>) -> tensor<4x64x16x16xf32>
    %967 = "linalg.generic"(%952, %966, %897) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
      %1033 = "arith.addf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1033) : (f32) -> ()
    }) : (tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
    %968 = "linalg.generic"(%954, %885, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: i64, %arg118: i64, %arg119: i64):
      %1032 = "arith.addi"(%arg117, %arg118) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1032) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %969 = "linalg.generic"(%47, %968, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: i64, %arg115: i64, %arg116: i1):
      %1031 = "arith.cmpi"(%arg114, %arg115) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1031) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %970 = "linalg.generic"(%969, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: i1, %arg113: f32):
      %1030 = "arith.uitofp"(%arg112) : (i1) -> f32
      "linalg.yield"(%1030) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %971 = "linalg.generic"(%858, %970, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %1029 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1029) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %972 = "tensor.concat"(%971, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %973 = "tensor.expand_shape"(%972) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %974 = "tensor.collapse_shape"(%973) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %975 = "tensor.pad"(%974) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg105: index, %arg106: index, %arg107: index, %arg108: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x7xf32>) -> tensor<4x64x16x7xf32>
    %976 = "tensor.expand_shape"(%975) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 16, 7, 1>}> : (tensor<4x64x16x7xf32>) -> tensor<4x64x16x7x1xf32>
    %977 = "tensor.concat"(%976, %34) <{dim = 4 : i64}> : (tensor<4x64x16x7x1xf32>, tensor<4x64x16x7x1xf32>) -> tensor<4x64x16x7x2xf32>
    %978 = "tensor.collapse_shape"(%977) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x16x7x2xf32>) -> tensor<4x64x16x14xf32>
    %979 = "tensor.pad"(%978) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 1>, static_low = array<i64: 0, 0, 0, 1>}> ({
    ^bb0(%arg101: index, %arg102: index, %arg103: index, %arg104: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x16x14xf32>) -> tensor<4x64x16x16xf32>
    %980 = "linalg.generic"(%967, %979, %897) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32, %arg100: f32):
      %1028 = "arith.addf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1028) : (f32) -> ()
    }) : (tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
    %981 = "linalg.generic"(%954, %899, %873) <{indexing_maps = [#map14, #map20, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg95: i64, %arg96: i64, %arg97: i64):
      %1027 = "arith.addi"(%arg95, %arg96) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1027) : (i64) -> ()
    }) : (tensor<7x1xi64>, tensor<1x7xi64>, tensor<7x7xi64>) -> tensor<7x7xi64>
    %982 = "linalg.generic"(%47, %981, %781) <{indexing_maps = [#map3, #map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg92: i64, %arg93: i64, %arg94: i1):
      %1026 = "arith.cmpi"(%arg92, %arg93) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1026) : (i1) -> ()
    }) : (tensor<4x64x7x7xi64>, tensor<7x7xi64>, tensor<4x64x7x7xi1>) -> tensor<4x64x7x7xi1>
    %983 = "linalg.generic"(%982, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: i1, %arg91: f32):
      %1025 = "arith.uitofp"(%arg90) : (i1) -> f32
      "linalg.yield"(%1025) : (f32) -> ()
    }) : (tensor<4x64x7x7xi1>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %984 = "linalg.generic"(%858, %983, %40) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
      %1024 = "arith.mulf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1024) : (f32) -> ()
    }) : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x7xf32>
    %985 = "tensor.concat"(%984, %31) <{dim = 3 : i64}> : (tensor<4x64x7x7xf32>, tensor<4x64x7x7xf32>) -> tensor<4x64x7x14xf32>
    %986 = "tensor.expand_shape"(%985) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 7, 2, 7>}> : (tensor<4x64x7x14xf32>) -> tensor<4x64x7x2x7xf32>
    %987 = "tensor.collapse_shape"(%986) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<4x64x7x2x7xf32>) -> tensor<4x64x14x7xf32>
    %988 = "tensor.pad"(%987) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 2, 0>}> ({
    ^bb0(%arg83: index, %arg84: index, %arg85: index, %arg86: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x14x7xf32>) -> tensor<4x64x16x7xf32>
    %989 = "tensor.expand_shape"(%988) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 4, 64, 16, 7, 1>}> : (tensor<4x64x16x7xf32>) -> tensor<4x64x16x7x1xf32>
    %990 = "tensor.concat"(%989, %34) <{dim = 4 : i64}> : (tensor<4x64x16x7x1xf32>, tensor<4x64x16x7x1xf32>) -> tensor<4x64x16x7x2xf32>
    %991 = "tensor.collapse_shape"(%990) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<4x64x16x7x2xf32>) -> tensor<4x64x16x14xf32>
    %992 = "tensor.pad"(%991) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 0>, static_low = array<i64: 0, 0, 0, 2>}> ({
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      "tensor.yield"(%13) : (f32) -> ()
    }) : (tensor<4x64x16x14xf32>) -> tensor<4x64x16x16xf32>
    %993 = "linalg.generic"(%980, %992, %897) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32, %arg78: f32):
      %1023 = "arith.addf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1023) : (f32) -> ()
    }) : (tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>, tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
    %994 = "tensor.extract_slice"(%993) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 64, 15, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x64x16x16xf32>) -> tensor<4x64x15x16xf32>
    %995 = "tensor.extract_slice"(%994) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 64, 15, 15>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x64x15x16xf32>) -> tensor<4x64x15x15xf32>
    %996 = "tensor.empty"() : () -> tensor<4x64x15x15xi1>
    %997 = "linalg.generic"(%38, %996) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: i1):
      %1022 = "arith.cmpf"(%arg74, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%1022) : (i1) -> ()
    }) : (tensor<4x64x15x15xf32>, tensor<4x64x15x15xi1>) -> tensor<4x64x15x15xi1>
    %998 = "linalg.generic"(%997, %16, %995, %35) <{indexing_maps = [#map3, #map17, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg70: i1, %arg71: f32, %arg72: f32, %arg73: f32):
      %1021 = "arith.select"(%arg70, %arg71, %arg72) : (i1, f32, f32) -> f32
      "linalg.yield"(%1021) : (f32) -> ()
    }) : (tensor<4x64x15x15xi1>, tensor<f32>, tensor<4x64x15x15xf32>, tensor<4x64x15x15xf32>) -> tensor<4x64x15x15xf32>
    %999 = "tensor.empty"() : () -> tensor<3x4x32x32xf32>
    %1000 = "linalg.transpose"(%arg0, %999) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      "linalg.yield"(%arg68) : (f32) -> ()
    }) : (tensor<4x3x32x32xf32>, tensor<3x4x32x32xf32>) -> tensor<3x4x32x32xf32>
    %1001 = "tensor.empty"() : () -> tensor<3x256x4x4xf32>
    %1002 = "tensor.expand_shape"(%1000) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 1, 32, 32>}> : (tensor<3x4x32x32xf32>) -> tensor<3x4x1x32x32xf32>
    %1003 = "tensor.expand_shape"(%998) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 4, 64, 1, 15, 15>}> : (tensor<4x64x15x15xf32>) -> tensor<4x64x1x15x15xf32>
    %1004 = "tensor.expand_shape"(%1001) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 64, 4, 4>}> : (tensor<3x256x4x4xf32>) -> tensor<3x4x64x4x4xf32>
    %1005 = "linalg.fill"(%13, %1004) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (f32, tensor<3x4x64x4x4xf32>) -> tensor<3x4x64x4x4xf32>
    %1006 = "linalg.conv_2d_ngchw_gfchw"(%1002, %1003, %1005) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %1019 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1020 = "arith.addf"(%arg65, %1019) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1020) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map21, #map22, #map23]} : (tensor<3x4x1x32x32xf32>, tensor<4x64x1x15x15xf32>, tensor<3x4x64x4x4xf32>) -> tensor<3x4x64x4x4xf32>
    %1007 = "tensor.collapse_shape"(%1006) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<3x4x64x4x4xf32>) -> tensor<3x256x4x4xf32>
    %1008 = "tensor.extract_slice"(%1007) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 256, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x256x4x4xf32>) -> tensor<3x256x3x4xf32>
    %1009 = "tensor.extract_slice"(%1008) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 256, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x256x3x4xf32>) -> tensor<3x256x3x3xf32>
    %1010 = "tensor.expand_shape"(%1009) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 4, 64, 3, 3>}> : (tensor<3x256x3x3xf32>) -> tensor<3x4x64x3x3xf32>
    %1011 = "tensor.empty"() : () -> tensor<4x64x3x3x3xf32>
    %1012 = "linalg.transpose"(%1010, %1011) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      "linalg.yield"(%arg61) : (f32) -> ()
    }) : (tensor<3x4x64x3x3xf32>, tensor<4x64x3x3x3xf32>) -> tensor<4x64x3x3x3xf32>
    %1013 = "tensor.empty"() : () -> tensor<64x3x3x3xf32>
    %1014 = "linalg.fill"(%13, %1013) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      "linalg.yield"(%arg59) : (f32) -> ()
    }) : (f32, tensor<64x3x3x3xf32>) -> tensor<64x3x3x3xf32>
    %1015 = "linalg.generic"(%1012, %1014) <{indexing_maps = [#map24, #map25], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      %1018 = "arith.addf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1018) : (f32) -> ()
    }) : (tensor<4x64x3x3x3xf32>, tensor<64x3x3x3xf32>) -> tensor<64x3x3x3xf32>
    %1016 = "linalg.generic"(%998, %312) <{indexing_maps = [#map3, #map18], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      %1017 = "arith.addf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1017) : (f32) -> ()
    }) : (tensor<4x64x15x15xf32>, tensor<64xf32>) -> tensor<64xf32>
    "func.return"(%233, %1015, %1016, %862, %863, %850, %851, %842, %843, %827, %830, %810, %811, %799, %800, %646, %647, %634, %635, %626, %627, %611, %614, %596, %597, %583, %586, %435, %436, %421, %422, %413, %414, %398, %401, %384, %385, %371, %374, %349, %350, %333, %334, %325, %326, %310, %313, %296, %297, %283, %286, %258, %261) : (tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<16x128x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<32x256x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<48x256x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<48x384x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<64x384x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<64x512x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<10x512x1x1xf32>, tensor<10xf32>) -> ()
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
  %e0 = tensor.empty() : tensor<4x3x32x32xf32>
  %in0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e0 : tensor<4x3x32x32xf32>) {
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
    %n2 = arith.constant 32 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 32 : index
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
  } -> tensor<4x3x32x32xf32>
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
  // input 3: features.0.weight
  %e3 = tensor.empty() : tensor<64x3x3x3xf32>
  %in3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e3 : tensor<64x3x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
    %sc = arith.constant 3.849001795e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<64x3x3x3xf32>
  // input 4: features.0.bias
  %e4 = tensor.empty() : tensor<64xf32>
  %in4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e4 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 5: features.3.squeeze.weight
  %e5 = tensor.empty() : tensor<16x64x1x1xf32>
  %in5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e5 : tensor<16x64x1x1xf32>) {
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
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 1 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 1 : index
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
    %sc = arith.constant 2.500000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x64x1x1xf32>
  // input 6: features.3.squeeze.bias
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
    linalg.yield %v0 : f32
  } -> tensor<16xf32>
  // input 7: features.3.expand1x1.weight
  %e7 = tensor.empty() : tensor<64x16x1x1xf32>
  %in7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e7 : tensor<64x16x1x1xf32>) {
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
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 1 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 1 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 77 : index
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
  } -> tensor<64x16x1x1xf32>
  // input 8: features.3.expand1x1.bias
  %e8 = tensor.empty() : tensor<64xf32>
  %in8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e8 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 9: features.3.expand3x3.weight
  %e9 = tensor.empty() : tensor<64x16x3x3xf32>
  %in9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e9 : tensor<64x16x3x3xf32>) {
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
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 99 : index
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
  } -> tensor<64x16x3x3xf32>
  // input 10: features.3.expand3x3.bias
  %e10 = tensor.empty() : tensor<64xf32>
  %in10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e10 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 11: features.4.squeeze.weight
  %e11 = tensor.empty() : tensor<16x128x1x1xf32>
  %in11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e11 : tensor<16x128x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 128 : index
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
    %sc = arith.constant 1.767766953e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x128x1x1xf32>
  // input 12: features.4.squeeze.bias
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
    linalg.yield %v0 : f32
  } -> tensor<16xf32>
  // input 13: features.4.expand1x1.weight
  %e13 = tensor.empty() : tensor<64x16x1x1xf32>
  %in13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e13 : tensor<64x16x1x1xf32>) {
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
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 1 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 1 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 143 : index
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
  } -> tensor<64x16x1x1xf32>
  // input 14: features.4.expand1x1.bias
  %e14 = tensor.empty() : tensor<64xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e14 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 15: features.4.expand3x3.weight
  %e15 = tensor.empty() : tensor<64x16x3x3xf32>
  %in15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e15 : tensor<64x16x3x3xf32>) {
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
    %x2 = linalg.index 2 : index
    %n2 = arith.constant 3 : index
    %m2 = arith.muli %lin2, %n2 : index
    %lin3 = arith.addi %m2, %x2 : index
    %x3 = linalg.index 3 : index
    %n3 = arith.constant 3 : index
    %m3 = arith.muli %lin3, %n3 : index
    %lin4 = arith.addi %m3, %x3 : index
    %ck = arith.constant 165 : index
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
  } -> tensor<64x16x3x3xf32>
  // input 16: features.4.expand3x3.bias
  %e16 = tensor.empty() : tensor<64xf32>
  %in16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e16 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 17: features.6.squeeze.weight
  %e17 = tensor.empty() : tensor<32x128x1x1xf32>
  %in17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e17 : tensor<32x128x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 128 : index
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
    %sc = arith.constant 1.767766953e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x128x1x1xf32>
  // input 18: features.6.squeeze.bias
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
  // input 19: features.6.expand1x1.weight
  %e19 = tensor.empty() : tensor<128x32x1x1xf32>
  %in19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e19 : tensor<128x32x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 128 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 32 : index
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
    %ck = arith.constant 209 : index
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
  } -> tensor<128x32x1x1xf32>
  // input 20: features.6.expand1x1.bias
  %e20 = tensor.empty() : tensor<128xf32>
  %in20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e20 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 128 : index
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
    linalg.yield %v0 : f32
  } -> tensor<128xf32>
  // input 21: features.6.expand3x3.weight
  %e21 = tensor.empty() : tensor<128x32x3x3xf32>
  %in21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e21 : tensor<128x32x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 128 : index
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
    %ck = arith.constant 231 : index
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
  } -> tensor<128x32x3x3xf32>
  // input 22: features.6.expand3x3.bias
  %e22 = tensor.empty() : tensor<128xf32>
  %in22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e22 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 128 : index
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
  } -> tensor<128xf32>
  // input 23: features.7.squeeze.weight
  %e23 = tensor.empty() : tensor<32x256x1x1xf32>
  %in23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e23 : tensor<32x256x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 256 : index
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
    %sc = arith.constant 1.250000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<32x256x1x1xf32>
  // input 24: features.7.squeeze.bias
  %e24 = tensor.empty() : tensor<32xf32>
  %in24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e24 : tensor<32xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 32 : index
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
    linalg.yield %v0 : f32
  } -> tensor<32xf32>
  // input 25: features.7.expand1x1.weight
  %e25 = tensor.empty() : tensor<128x32x1x1xf32>
  %in25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e25 : tensor<128x32x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 128 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 32 : index
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
    %ck = arith.constant 275 : index
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
  } -> tensor<128x32x1x1xf32>
  // input 26: features.7.expand1x1.bias
  %e26 = tensor.empty() : tensor<128xf32>
  %in26 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e26 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 128 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 286 : index
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
  } -> tensor<128xf32>
  // input 27: features.7.expand3x3.weight
  %e27 = tensor.empty() : tensor<128x32x3x3xf32>
  %in27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e27 : tensor<128x32x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 128 : index
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
    %ck = arith.constant 297 : index
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
  } -> tensor<128x32x3x3xf32>
  // input 28: features.7.expand3x3.bias
  %e28 = tensor.empty() : tensor<128xf32>
  %in28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e28 : tensor<128xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 128 : index
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
  } -> tensor<128xf32>
  // input 29: features.9.squeeze.weight
  %e29 = tensor.empty() : tensor<48x256x1x1xf32>
  %in29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e29 : tensor<48x256x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 256 : index
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
    %sc = arith.constant 1.250000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<48x256x1x1xf32>
  // input 30: features.9.squeeze.bias
  %e30 = tensor.empty() : tensor<48xf32>
  %in30 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e30 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
    linalg.yield %v0 : f32
  } -> tensor<48xf32>
  // input 31: features.9.expand1x1.weight
  %e31 = tensor.empty() : tensor<192x48x1x1xf32>
  %in31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e31 : tensor<192x48x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 192 : index
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
    %ck = arith.constant 341 : index
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
  } -> tensor<192x48x1x1xf32>
  // input 32: features.9.expand1x1.bias
  %e32 = tensor.empty() : tensor<192xf32>
  %in32 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e32 : tensor<192xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 192 : index
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
    linalg.yield %v0 : f32
  } -> tensor<192xf32>
  // input 33: features.9.expand3x3.weight
  %e33 = tensor.empty() : tensor<192x48x3x3xf32>
  %in33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e33 : tensor<192x48x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 192 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 48 : index
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
    %ck = arith.constant 363 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 9.622504486e-02 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<192x48x3x3xf32>
  // input 34: features.9.expand3x3.bias
  %e34 = tensor.empty() : tensor<192xf32>
  %in34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e34 : tensor<192xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 192 : index
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
  } -> tensor<192xf32>
  // input 35: features.10.squeeze.weight
  %e35 = tensor.empty() : tensor<48x384x1x1xf32>
  %in35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e35 : tensor<48x384x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 384 : index
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
    %sc = arith.constant 1.020620726e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<48x384x1x1xf32>
  // input 36: features.10.squeeze.bias
  %e36 = tensor.empty() : tensor<48xf32>
  %in36 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e36 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
    linalg.yield %v0 : f32
  } -> tensor<48xf32>
  // input 37: features.10.expand1x1.weight
  %e37 = tensor.empty() : tensor<192x48x1x1xf32>
  %in37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e37 : tensor<192x48x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 192 : index
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
    %ck = arith.constant 407 : index
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
  } -> tensor<192x48x1x1xf32>
  // input 38: features.10.expand1x1.bias
  %e38 = tensor.empty() : tensor<192xf32>
  %in38 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e38 : tensor<192xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 192 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 418 : index
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
  } -> tensor<192xf32>
  // input 39: features.10.expand3x3.weight
  %e39 = tensor.empty() : tensor<192x48x3x3xf32>
  %in39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e39 : tensor<192x48x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 192 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 48 : index
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
    %ck = arith.constant 429 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 9.622504486e-02 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<192x48x3x3xf32>
  // input 40: features.10.expand3x3.bias
  %e40 = tensor.empty() : tensor<192xf32>
  %in40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e40 : tensor<192xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 192 : index
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
  } -> tensor<192xf32>
  // input 41: features.11.squeeze.weight
  %e41 = tensor.empty() : tensor<64x384x1x1xf32>
  %in41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e41 : tensor<64x384x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 384 : index
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
    %sc = arith.constant 1.020620726e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<64x384x1x1xf32>
  // input 42: features.11.squeeze.bias
  %e42 = tensor.empty() : tensor<64xf32>
  %in42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e42 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
    linalg.yield %v0 : f32
  } -> tensor<64xf32>
  // input 43: features.11.expand1x1.weight
  %e43 = tensor.empty() : tensor<256x64x1x1xf32>
  %in43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e43 : tensor<256x64x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 256 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
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
    %ck = arith.constant 473 : index
    %t37 = arith.muli %lin4, %c37 : index
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
  } -> tensor<256x64x1x1xf32>
  // input 44: features.11.expand1x1.bias
  %e44 = tensor.empty() : tensor<256xf32>
  %in44 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e44 : tensor<256xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 256 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 484 : index
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
  } -> tensor<256xf32>
  // input 45: features.11.expand3x3.weight
  %e45 = tensor.empty() : tensor<256x64x3x3xf32>
  %in45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e45 : tensor<256x64x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 256 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
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
    %ck = arith.constant 495 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 8.333333333e-02 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<256x64x3x3xf32>
  // input 46: features.11.expand3x3.bias
  %e46 = tensor.empty() : tensor<256xf32>
  %in46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e46 : tensor<256xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 256 : index
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
  } -> tensor<256xf32>
  // input 47: features.12.squeeze.weight
  %e47 = tensor.empty() : tensor<64x512x1x1xf32>
  %in47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e47 : tensor<64x512x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 512 : index
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
    %sc = arith.constant 8.838834765e-02 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<64x512x1x1xf32>
  // input 48: features.12.squeeze.bias
  %e48 = tensor.empty() : tensor<64xf32>
  %in48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e48 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
    linalg.yield %v0 : f32
  } -> tensor<64xf32>
  // input 49: features.12.expand1x1.weight
  %e49 = tensor.empty() : tensor<256x64x1x1xf32>
  %in49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e49 : tensor<256x64x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 256 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
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
    %ck = arith.constant 539 : index
    %t37 = arith.muli %lin4, %c37 : index
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
  } -> tensor<256x64x1x1xf32>
  // input 50: features.12.expand1x1.bias
  %e50 = tensor.empty() : tensor<256xf32>
  %in50 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e50 : tensor<256xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 256 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 550 : index
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
  } -> tensor<256xf32>
  // input 51: features.12.expand3x3.weight
  %e51 = tensor.empty() : tensor<256x64x3x3xf32>
  %in51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e51 : tensor<256x64x3x3xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 256 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 64 : index
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
    %ck = arith.constant 561 : index
    %t37 = arith.muli %lin4, %c37 : index
    %t = arith.addi %t37, %ck : index
    %t7 = arith.addi %t, %c7 : index
    %tt = arith.muli %t, %t7 : index
    %h = arith.remui %tt, %c1009 : index
    %s = arith.subi %h, %c504 : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %sd = arith.divf %sf, %c1000 : f32
    %sc = arith.constant 8.333333333e-02 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<256x64x3x3xf32>
  // input 52: features.12.expand3x3.bias
  %e52 = tensor.empty() : tensor<256xf32>
  %in52 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e52 : tensor<256xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 256 : index
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
  } -> tensor<256xf32>
  // input 53: classifier.1.weight
  %e53 = tensor.empty() : tensor<10x512x1x1xf32>
  %in53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e53 : tensor<10x512x1x1xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 10 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %x1 = linalg.index 1 : index
    %n1 = arith.constant 512 : index
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
    %sc = arith.constant 8.838834765e-02 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<10x512x1x1xf32>
  // input 54: classifier.1.bias
  %e54 = tensor.empty() : tensor<10xf32>
  %in54 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e54 : tensor<10xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 10 : index
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
    linalg.yield %v0 : f32
  } -> tensor<10xf32>
  call @remat_rt_reset_peak() : () -> ()
  %res:53 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18, %in19, %in20, %in21, %in22, %in23, %in24, %in25, %in26, %in27, %in28, %in29, %in30, %in31, %in32, %in33, %in34, %in35, %in36, %in37, %in38, %in39, %in40, %in41, %in42, %in43, %in44, %in45, %in46, %in47, %in48, %in49, %in50, %in51, %in52, %in53, %in54) : (tensor<4x3x32x32xf32>, tensor<4xi64>, tensor<i64>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<16x128x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<32x256x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<48x256x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<48x384x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<64x384x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<64x512x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<10x512x1x1xf32>, tensor<10xf32>) -> (tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<16x64x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<16x128x1x1xf32>, tensor<16xf32>, tensor<64x16x1x1xf32>, tensor<64xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>, tensor<32x128x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<32x256x1x1xf32>, tensor<32xf32>, tensor<128x32x1x1xf32>, tensor<128xf32>, tensor<128x32x3x3xf32>, tensor<128xf32>, tensor<48x256x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<48x384x1x1xf32>, tensor<48xf32>, tensor<192x48x1x1xf32>, tensor<192xf32>, tensor<192x48x3x3xf32>, tensor<192xf32>, tensor<64x384x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<64x512x1x1xf32>, tensor<64xf32>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256x64x3x3xf32>, tensor<256xf32>, tensor<10x512x1x1xf32>, tensor<10xf32>)
  call @remat_rt_print_peak() : () -> ()
  %b0 = bufferization.to_buffer %res#0 : tensor<f32> to memref<f32>
  %u0 = memref.cast %b0 : memref<f32> to memref<*xf32>
  call @remat_rt_print_f32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %res#1 : tensor<64x3x3x3xf32> to memref<64x3x3x3xf32>
  %u1 = memref.cast %b1 : memref<64x3x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %res#2 : tensor<64xf32> to memref<64xf32>
  %u2 = memref.cast %b2 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %res#3 : tensor<16x64x1x1xf32> to memref<16x64x1x1xf32>
  %u3 = memref.cast %b3 : memref<16x64x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %res#4 : tensor<16xf32> to memref<16xf32>
  %u4 = memref.cast %b4 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %res#5 : tensor<64x16x1x1xf32> to memref<64x16x1x1xf32>
  %u5 = memref.cast %b5 : memref<64x16x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u5) : (memref<*xf32>) -> ()
  %b6 = bufferization.to_buffer %res#6 : tensor<64xf32> to memref<64xf32>
  %u6 = memref.cast %b6 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u6) : (memref<*xf32>) -> ()
  %b7 = bufferization.to_buffer %res#7 : tensor<64x16x3x3xf32> to memref<64x16x3x3xf32>
  %u7 = memref.cast %b7 : memref<64x16x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u7) : (memref<*xf32>) -> ()
  %b8 = bufferization.to_buffer %res#8 : tensor<64xf32> to memref<64xf32>
  %u8 = memref.cast %b8 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u8) : (memref<*xf32>) -> ()
  %b9 = bufferization.to_buffer %res#9 : tensor<16x128x1x1xf32> to memref<16x128x1x1xf32>
  %u9 = memref.cast %b9 : memref<16x128x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u9) : (memref<*xf32>) -> ()
  %b10 = bufferization.to_buffer %res#10 : tensor<16xf32> to memref<16xf32>
  %u10 = memref.cast %b10 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u10) : (memref<*xf32>) -> ()
  %b11 = bufferization.to_buffer %res#11 : tensor<64x16x1x1xf32> to memref<64x16x1x1xf32>
  %u11 = memref.cast %b11 : memref<64x16x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %b12 = bufferization.to_buffer %res#12 : tensor<64xf32> to memref<64xf32>
  %u12 = memref.cast %b12 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u12) : (memref<*xf32>) -> ()
  %b13 = bufferization.to_buffer %res#13 : tensor<64x16x3x3xf32> to memref<64x16x3x3xf32>
  %u13 = memref.cast %b13 : memref<64x16x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %b14 = bufferization.to_buffer %res#14 : tensor<64xf32> to memref<64xf32>
  %u14 = memref.cast %b14 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u14) : (memref<*xf32>) -> ()
  %b15 = bufferization.to_buffer %res#15 : tensor<32x128x1x1xf32> to memref<32x128x1x1xf32>
  %u15 = memref.cast %b15 : memref<32x128x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u15) : (memref<*xf32>) -> ()
  %b16 = bufferization.to_buffer %res#16 : tensor<32xf32> to memref<32xf32>
  %u16 = memref.cast %b16 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u16) : (memref<*xf32>) -> ()
  %b17 = bufferization.to_buffer %res#17 : tensor<128x32x1x1xf32> to memref<128x32x1x1xf32>
  %u17 = memref.cast %b17 : memref<128x32x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u17) : (memref<*xf32>) -> ()
  %b18 = bufferization.to_buffer %res#18 : tensor<128xf32> to memref<128xf32>
  %u18 = memref.cast %b18 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u18) : (memref<*xf32>) -> ()
  %b19 = bufferization.to_buffer %res#19 : tensor<128x32x3x3xf32> to memref<128x32x3x3xf32>
  %u19 = memref.cast %b19 : memref<128x32x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u19) : (memref<*xf32>) -> ()
  %b20 = bufferization.to_buffer %res#20 : tensor<128xf32> to memref<128xf32>
  %u20 = memref.cast %b20 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u20) : (memref<*xf32>) -> ()
  %b21 = bufferization.to_buffer %res#21 : tensor<32x256x1x1xf32> to memref<32x256x1x1xf32>
  %u21 = memref.cast %b21 : memref<32x256x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u21) : (memref<*xf32>) -> ()
  %b22 = bufferization.to_buffer %res#22 : tensor<32xf32> to memref<32xf32>
  %u22 = memref.cast %b22 : memref<32xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u22) : (memref<*xf32>) -> ()
  %b23 = bufferization.to_buffer %res#23 : tensor<128x32x1x1xf32> to memref<128x32x1x1xf32>
  %u23 = memref.cast %b23 : memref<128x32x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u23) : (memref<*xf32>) -> ()
  %b24 = bufferization.to_buffer %res#24 : tensor<128xf32> to memref<128xf32>
  %u24 = memref.cast %b24 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u24) : (memref<*xf32>) -> ()
  %b25 = bufferization.to_buffer %res#25 : tensor<128x32x3x3xf32> to memref<128x32x3x3xf32>
  %u25 = memref.cast %b25 : memref<128x32x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u25) : (memref<*xf32>) -> ()
  %b26 = bufferization.to_buffer %res#26 : tensor<128xf32> to memref<128xf32>
  %u26 = memref.cast %b26 : memref<128xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u26) : (memref<*xf32>) -> ()
  %b27 = bufferization.to_buffer %res#27 : tensor<48x256x1x1xf32> to memref<48x256x1x1xf32>
  %u27 = memref.cast %b27 : memref<48x256x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u27) : (memref<*xf32>) -> ()
  %b28 = bufferization.to_buffer %res#28 : tensor<48xf32> to memref<48xf32>
  %u28 = memref.cast %b28 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u28) : (memref<*xf32>) -> ()
  %b29 = bufferization.to_buffer %res#29 : tensor<192x48x1x1xf32> to memref<192x48x1x1xf32>
  %u29 = memref.cast %b29 : memref<192x48x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u29) : (memref<*xf32>) -> ()
  %b30 = bufferization.to_buffer %res#30 : tensor<192xf32> to memref<192xf32>
  %u30 = memref.cast %b30 : memref<192xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u30) : (memref<*xf32>) -> ()
  %b31 = bufferization.to_buffer %res#31 : tensor<192x48x3x3xf32> to memref<192x48x3x3xf32>
  %u31 = memref.cast %b31 : memref<192x48x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u31) : (memref<*xf32>) -> ()
  %b32 = bufferization.to_buffer %res#32 : tensor<192xf32> to memref<192xf32>
  %u32 = memref.cast %b32 : memref<192xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u32) : (memref<*xf32>) -> ()
  %b33 = bufferization.to_buffer %res#33 : tensor<48x384x1x1xf32> to memref<48x384x1x1xf32>
  %u33 = memref.cast %b33 : memref<48x384x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u33) : (memref<*xf32>) -> ()
  %b34 = bufferization.to_buffer %res#34 : tensor<48xf32> to memref<48xf32>
  %u34 = memref.cast %b34 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u34) : (memref<*xf32>) -> ()
  %b35 = bufferization.to_buffer %res#35 : tensor<192x48x1x1xf32> to memref<192x48x1x1xf32>
  %u35 = memref.cast %b35 : memref<192x48x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u35) : (memref<*xf32>) -> ()
  %b36 = bufferization.to_buffer %res#36 : tensor<192xf32> to memref<192xf32>
  %u36 = memref.cast %b36 : memref<192xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u36) : (memref<*xf32>) -> ()
  %b37 = bufferization.to_buffer %res#37 : tensor<192x48x3x3xf32> to memref<192x48x3x3xf32>
  %u37 = memref.cast %b37 : memref<192x48x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u37) : (memref<*xf32>) -> ()
  %b38 = bufferization.to_buffer %res#38 : tensor<192xf32> to memref<192xf32>
  %u38 = memref.cast %b38 : memref<192xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u38) : (memref<*xf32>) -> ()
  %b39 = bufferization.to_buffer %res#39 : tensor<64x384x1x1xf32> to memref<64x384x1x1xf32>
  %u39 = memref.cast %b39 : memref<64x384x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u39) : (memref<*xf32>) -> ()
  %b40 = bufferization.to_buffer %res#40 : tensor<64xf32> to memref<64xf32>
  %u40 = memref.cast %b40 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u40) : (memref<*xf32>) -> ()
  %b41 = bufferization.to_buffer %res#41 : tensor<256x64x1x1xf32> to memref<256x64x1x1xf32>
  %u41 = memref.cast %b41 : memref<256x64x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u41) : (memref<*xf32>) -> ()
  %b42 = bufferization.to_buffer %res#42 : tensor<256xf32> to memref<256xf32>
  %u42 = memref.cast %b42 : memref<256xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u42) : (memref<*xf32>) -> ()
  %b43 = bufferization.to_buffer %res#43 : tensor<256x64x3x3xf32> to memref<256x64x3x3xf32>
  %u43 = memref.cast %b43 : memref<256x64x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u43) : (memref<*xf32>) -> ()
  %b44 = bufferization.to_buffer %res#44 : tensor<256xf32> to memref<256xf32>
  %u44 = memref.cast %b44 : memref<256xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u44) : (memref<*xf32>) -> ()
  %b45 = bufferization.to_buffer %res#45 : tensor<64x512x1x1xf32> to memref<64x512x1x1xf32>
  %u45 = memref.cast %b45 : memref<64x512x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u45) : (memref<*xf32>) -> ()
  %b46 = bufferization.to_buffer %res#46 : tensor<64xf32> to memref<64xf32>
  %u46 = memref.cast %b46 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u46) : (memref<*xf32>) -> ()
  %b47 = bufferization.to_buffer %res#47 : tensor<256x64x1x1xf32> to memref<256x64x1x1xf32>
  %u47 = memref.cast %b47 : memref<256x64x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u47) : (memref<*xf32>) -> ()
  %b48 = bufferization.to_buffer %res#48 : tensor<256xf32> to memref<256xf32>
  %u48 = memref.cast %b48 : memref<256xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u48) : (memref<*xf32>) -> ()
  %b49 = bufferization.to_buffer %res#49 : tensor<256x64x3x3xf32> to memref<256x64x3x3xf32>
  %u49 = memref.cast %b49 : memref<256x64x3x3xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u49) : (memref<*xf32>) -> ()
  %b50 = bufferization.to_buffer %res#50 : tensor<256xf32> to memref<256xf32>
  %u50 = memref.cast %b50 : memref<256xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u50) : (memref<*xf32>) -> ()
  %b51 = bufferization.to_buffer %res#51 : tensor<10x512x1x1xf32> to memref<10x512x1x1xf32>
  %u51 = memref.cast %b51 : memref<10x512x1x1xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u51) : (memref<*xf32>) -> ()
  %b52 = bufferization.to_buffer %res#52 : tensor<10xf32> to memref<10xf32>
  %u52 = memref.cast %b52 : memref<10xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u52) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
