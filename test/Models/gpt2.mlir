// REQUIRES: numpy
// RUN: %python %S/../Integration/Inputs/check_budgets.py %s --reference %S/Inputs/gpt2.ref.npz --budgets min --remat-opt remat-opt --runner mlir-runner --shared-libs %remat_runtime_lib,%mlir_c_runner_utils --tmp %t | FileCheck %s
// CHECK: gpt2.mlir: {{[0-9]+}} results match the reference
// CHECK: gpt2.mlir: PASS

// gpt2 training step (GPT-2-style, 4 blocks, dim 16, 2 heads, seq 8, vocab 32, batch 2), imported from PyTorch by
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
#map15 = affine_map<(d0, d1) -> (0, d1)>
#map16 = affine_map<(d0, d1) -> (d0, 0)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> ()>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map20 = affine_map<(d0) -> ()>
#map21 = affine_map<() -> ()>
#map22 = affine_map<(d0, d1) -> ()>
#map23 = affine_map<(d0, d1, d2) -> ()>
#map24 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x8xi64>, tensor<2x8xi64>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>), sym_name = "step"}> ({
  ^bb0(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>, %arg2: tensor<32x16xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<48x16xf32>, %arg9: tensor<48xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<64x16xf32>, %arg13: tensor<64xf32>, %arg14: tensor<16x64xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<48x16xf32>, %arg21: tensor<48xf32>, %arg22: tensor<16x16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<64x16xf32>, %arg25: tensor<64xf32>, %arg26: tensor<16x64xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<48x16xf32>, %arg33: tensor<48xf32>, %arg34: tensor<16x16xf32>, %arg35: tensor<16xf32>, %arg36: tensor<64x16xf32>, %arg37: tensor<64xf32>, %arg38: tensor<16x64xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16xf32>, %arg44: tensor<48x16xf32>, %arg45: tensor<48xf32>, %arg46: tensor<16x16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<64x16xf32>, %arg49: tensor<64xf32>, %arg50: tensor<16x64xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<16xf32>):
    %0 = "arith.constant"() <{value = -100 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 4.471500e-02 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 7.977240e-01 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "arith.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %16 = "arith.constant"() <{value = dense<true> : tensor<8x8xi1>}> : () -> tensor<8x8xi1>
    %17 = "arith.constant"() <{value = 1.341450e-01 : f64}> : () -> f64
    %18 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %19 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %20 = "arith.constant"() <{value = 2.8284271247461903 : f64}> : () -> f64
    %21 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %22 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %23 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %25 = "tensor.empty"() : () -> tensor<8xi64>
    %26 = "linalg.generic"(%25) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1725: i64):
      %1644 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1645 = "arith.index_cast"(%1644) : (index) -> i64
      "linalg.yield"(%1645) : (i64) -> ()
    }) : (tensor<8xi64>) -> tensor<8xi64>
    %27 = "tensor.empty"() : () -> tensor<2x8x16xf32>
    %28 = "linalg.generic"(%arg0, %27) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1723: i64, %arg1724: f32):
      %1639 = "arith.index_cast"(%arg1723) : (i64) -> index
      %1640 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1641 = "arith.cmpi"(%1639, %3) <{predicate = 2 : i64}> : (index, index) -> i1
      %1642 = "arith.cmpi"(%arg1723, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %1643 = "tensor.extract"(%arg2, %1639, %1640) : (tensor<32x16xf32>, index, index) -> f32
      "linalg.yield"(%1643) : (f32) -> ()
    }) : (tensor<2x8xi64>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %29 = "tensor.empty"() : () -> tensor<8x16xf32>
    %30 = "linalg.generic"(%26, %29) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1721: i64, %arg1722: f32):
      %1634 = "arith.index_cast"(%arg1721) : (i64) -> index
      %1635 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1636 = "arith.cmpi"(%1634, %2) <{predicate = 2 : i64}> : (index, index) -> i1
      %1637 = "arith.cmpi"(%arg1721, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %1638 = "tensor.extract"(%arg3, %1634, %1635) : (tensor<8x16xf32>, index, index) -> f32
      "linalg.yield"(%1638) : (f32) -> ()
    }) : (tensor<8xi64>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %31 = "linalg.generic"(%28, %30, %27) <{indexing_maps = [#map2, #map5, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1718: f32, %arg1719: f32, %arg1720: f32):
      %1633 = "arith.addf"(%arg1718, %arg1719) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1633) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %32 = "tensor.empty"() : () -> tensor<2x8x16xf64>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1716: f32, %arg1717: f64):
      %1632 = "arith.extf"(%arg1716) : (f32) -> f64
      "linalg.yield"(%1632) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %34 = "tensor.empty"() : () -> tensor<2x8x1xf64>
    %35 = "linalg.fill"(%4, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1714: f64, %arg1715: f64):
      "linalg.yield"(%arg1714) : (f64) -> ()
    }) : (f64, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %36 = "linalg.generic"(%33, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1712: f64, %arg1713: f64):
      %1631 = "arith.addf"(%arg1712, %arg1713) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1631) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %37 = "linalg.generic"(%36, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1710: f64, %arg1711: f64):
      %1630 = "arith.divf"(%arg1710, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1630) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %38 = "linalg.generic"(%33, %37, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1707: f64, %arg1708: f64, %arg1709: f64):
      %1629 = "arith.subf"(%arg1707, %arg1708) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1629) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %39 = "linalg.generic"(%38, %38, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1704: f64, %arg1705: f64, %arg1706: f64):
      %1628 = "arith.mulf"(%arg1704, %arg1705) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1628) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %40 = "linalg.generic"(%39, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1702: f64, %arg1703: f64):
      %1627 = "arith.addf"(%arg1702, %arg1703) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1627) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %41 = "linalg.generic"(%40, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1700: f64, %arg1701: f64):
      %1626 = "arith.divf"(%arg1700, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1626) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %42 = "tensor.empty"() : () -> tensor<2x8x1xf32>
    %43 = "linalg.generic"(%41, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1698: f64, %arg1699: f32):
      %1625 = "arith.truncf"(%arg1698) : (f64) -> f32
      "linalg.yield"(%1625) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %44 = "linalg.fill"(%5, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1696: f32, %arg1697: f32):
      "linalg.yield"(%arg1696) : (f32) -> ()
    }) : (f32, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %45 = "linalg.generic"(%31, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1694: f32, %arg1695: f32):
      %1624 = "arith.addf"(%arg1694, %arg1695) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1624) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %46 = "linalg.generic"(%45, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1692: f32, %arg1693: f32):
      %1623 = "arith.divf"(%arg1692, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1623) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %47 = "linalg.generic"(%43, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1690: f32, %arg1691: f32):
      %1621 = "arith.truncf"(%21) : (f64) -> f32
      %1622 = "arith.addf"(%arg1690, %1621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1622) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %48 = "linalg.generic"(%47, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1688: f32, %arg1689: f32):
      %1620 = "math.rsqrt"(%arg1688) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1620) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %49 = "linalg.generic"(%31, %46, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1685: f32, %arg1686: f32, %arg1687: f32):
      %1619 = "arith.subf"(%arg1685, %arg1686) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1619) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %50 = "linalg.generic"(%49, %48, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1682: f32, %arg1683: f32, %arg1684: f32):
      %1618 = "arith.mulf"(%arg1682, %arg1683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1618) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %51 = "linalg.generic"(%50, %arg4, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1679: f32, %arg1680: f32, %arg1681: f32):
      %1617 = "arith.mulf"(%arg1679, %arg1680) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1617) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %52 = "linalg.generic"(%51, %arg5, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1676: f32, %arg1677: f32, %arg1678: f32):
      %1616 = "arith.addf"(%arg1676, %arg1677) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1616) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %53 = "tensor.empty"() : () -> tensor<16x48xf32>
    %54 = "linalg.transpose"(%arg8, %53) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1674: f32, %arg1675: f32):
      "linalg.yield"(%arg1674) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %55 = "tensor.collapse_shape"(%52) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %56 = "linalg.fill"(%5, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1672: f32, %arg1673: f32):
      "linalg.yield"(%arg1672) : (f32) -> ()
    }) : (f32, tensor<16x48xf32>) -> tensor<16x48xf32>
    %57 = "linalg.matmul"(%55, %54, %56) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1669: f32, %arg1670: f32, %arg1671: f32):
      %1614 = "arith.mulf"(%arg1669, %arg1670) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1615 = "arith.addf"(%arg1671, %1614) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1615) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %58 = "linalg.generic"(%arg9, %53) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1667: f32, %arg1668: f32):
      "linalg.yield"(%arg1667) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %59 = "linalg.generic"(%57, %58, %53) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1664: f32, %arg1665: f32, %arg1666: f32):
      %1613 = "arith.addf"(%arg1664, %arg1665) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1613) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %60 = "tensor.expand_shape"(%59) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %61 = "tensor.extract_slice"(%60) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %62 = "tensor.extract_slice"(%60) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %63 = "tensor.extract_slice"(%60) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %64 = "tensor.expand_shape"(%61) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %65 = "tensor.empty"() : () -> tensor<2x2x8x8xf32>
    %66 = "linalg.transpose"(%64, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1662: f32, %arg1663: f32):
      "linalg.yield"(%arg1662) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = "tensor.expand_shape"(%62) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %68 = "tensor.expand_shape"(%63) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %69 = "linalg.transpose"(%68, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1660: f32, %arg1661: f32):
      "linalg.yield"(%arg1660) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %70 = "linalg.transpose"(%67, %65) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1658: f32, %arg1659: f32):
      "linalg.yield"(%arg1658) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = "tensor.collapse_shape"(%66) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %72 = "tensor.collapse_shape"(%70) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %73 = "tensor.empty"() : () -> tensor<4x8x8xf32>
    %74 = "linalg.fill"(%5, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1656: f32, %arg1657: f32):
      "linalg.yield"(%arg1656) : (f32) -> ()
    }) : (f32, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %75 = "linalg.batch_matmul"(%71, %72, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1653: f32, %arg1654: f32, %arg1655: f32):
      %1611 = "arith.mulf"(%arg1653, %arg1654) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1612 = "arith.addf"(%arg1655, %1611) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1612) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %76 = "tensor.expand_shape"(%75) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %77 = "linalg.generic"(%76, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1651: f32, %arg1652: f32):
      %1609 = "arith.truncf"(%20) : (f64) -> f32
      %1610 = "arith.divf"(%arg1651, %1609) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1610) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %78 = "tensor.expand_shape"(%26) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 8>}> : (tensor<8xi64>) -> tensor<1x8xi64>
    %79 = "tensor.expand_shape"(%26) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xi64>) -> tensor<8x1xi64>
    %80 = "tensor.empty"() : () -> tensor<8x8xi64>
    %81 = "linalg.generic"(%78, %79, %80) <{indexing_maps = [#map15, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1648: i64, %arg1649: i64, %arg1650: i64):
      %1608 = "arith.subi"(%arg1648, %arg1649) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1608) : (i64) -> ()
    }) : (tensor<1x8xi64>, tensor<8x1xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %82 = "tensor.empty"() : () -> tensor<8x8xi1>
    %83 = "linalg.generic"(%81, %82) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1646: i64, %arg1647: i1):
      %1607 = "arith.cmpi"(%arg1646, %1) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1607) : (i1) -> ()
    }) : (tensor<8x8xi64>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %84 = "linalg.generic"(%83, %16, %82) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1643: i1, %arg1644: i1, %arg1645: i1):
      %1606 = "arith.andi"(%arg1643, %arg1644) : (i1, i1) -> i1
      "linalg.yield"(%1606) : (i1) -> ()
    }) : (tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %85 = "linalg.generic"(%84, %82) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1641: i1, %arg1642: i1):
      %1605 = "arith.xori"(%arg1641, %6) : (i1, i1) -> i1
      "linalg.yield"(%1605) : (i1) -> ()
    }) : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %86 = "linalg.generic"(%85, %15, %77, %65) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1637: i1, %arg1638: f32, %arg1639: f32, %arg1640: f32):
      %1604 = "arith.select"(%arg1637, %arg1638, %arg1639) : (i1, f32, f32) -> f32
      "linalg.yield"(%1604) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %87 = "tensor.empty"() : () -> tensor<2x2x8xi64>
    %88 = "linalg.fill"(%1, %87) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1635: i64, %arg1636: i64):
      "linalg.yield"(%arg1635) : (i64) -> ()
    }) : (i64, tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %89 = "tensor.empty"() : () -> tensor<2x2x8xf32>
    %90 = "linalg.fill"(%7, %89) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1633: f32, %arg1634: f32):
      "linalg.yield"(%arg1633) : (f32) -> ()
    }) : (f32, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %91:2 = "linalg.generic"(%86, %90, %88) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1630: f32, %arg1631: f32, %arg1632: i64):
      %1599 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1600 = "arith.index_cast"(%1599) : (index) -> i64
      %1601 = "arith.maximumf"(%arg1630, %arg1631) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1602 = "arith.cmpf"(%arg1630, %arg1631) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1603 = "arith.select"(%1602, %1600, %arg1632) : (i1, i64, i64) -> i64
      "linalg.yield"(%1601, %1603) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %92 = "tensor.expand_shape"(%91#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %93 = "linalg.generic"(%86, %92, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1627: f32, %arg1628: f32, %arg1629: f32):
      %1598 = "arith.subf"(%arg1627, %arg1628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1598) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %94 = "linalg.generic"(%93, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1625: f32, %arg1626: f32):
      %1597 = "math.exp"(%arg1625) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1597) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %95 = "tensor.empty"() : () -> tensor<2x2x8x1xf32>
    %96 = "linalg.fill"(%5, %95) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1623: f32, %arg1624: f32):
      "linalg.yield"(%arg1623) : (f32) -> ()
    }) : (f32, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %97 = "linalg.generic"(%94, %96) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1621: f32, %arg1622: f32):
      %1596 = "arith.addf"(%arg1621, %arg1622) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1596) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %98 = "linalg.generic"(%94, %97, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1618: f32, %arg1619: f32, %arg1620: f32):
      %1595 = "arith.divf"(%arg1618, %arg1619) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1595) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %99 = "tensor.collapse_shape"(%98) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %100 = "tensor.collapse_shape"(%69) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %101 = "linalg.batch_matmul"(%99, %100, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1615: f32, %arg1616: f32, %arg1617: f32):
      %1593 = "arith.mulf"(%arg1615, %arg1616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1594 = "arith.addf"(%arg1617, %1593) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1594) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %102 = "tensor.expand_shape"(%101) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %103 = "tensor.empty"() : () -> tensor<2x8x2x8xf32>
    %104 = "linalg.transpose"(%102, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1613: f32, %arg1614: f32):
      "linalg.yield"(%arg1613) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %105 = "tensor.empty"() : () -> tensor<16x16xf32>
    %106 = "linalg.transpose"(%arg10, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1611: f32, %arg1612: f32):
      "linalg.yield"(%arg1611) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %107 = "tensor.collapse_shape"(%104) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %108 = "linalg.fill"(%5, %105) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1609: f32, %arg1610: f32):
      "linalg.yield"(%arg1609) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %109 = "linalg.matmul"(%107, %106, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1606: f32, %arg1607: f32, %arg1608: f32):
      %1591 = "arith.mulf"(%arg1606, %arg1607) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1592 = "arith.addf"(%arg1608, %1591) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1592) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %110 = "linalg.generic"(%arg11, %105) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1604: f32, %arg1605: f32):
      "linalg.yield"(%arg1604) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %111 = "linalg.generic"(%109, %110, %105) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1601: f32, %arg1602: f32, %arg1603: f32):
      %1590 = "arith.addf"(%arg1601, %arg1602) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1590) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %112 = "tensor.expand_shape"(%111) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %113 = "linalg.generic"(%31, %112, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1598: f32, %arg1599: f32, %arg1600: f32):
      %1589 = "arith.addf"(%arg1598, %arg1599) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1589) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %114 = "linalg.generic"(%113, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1596: f32, %arg1597: f64):
      %1588 = "arith.extf"(%arg1596) : (f32) -> f64
      "linalg.yield"(%1588) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %115 = "linalg.generic"(%114, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1594: f64, %arg1595: f64):
      %1587 = "arith.addf"(%arg1594, %arg1595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1587) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %116 = "linalg.generic"(%115, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1592: f64, %arg1593: f64):
      %1586 = "arith.divf"(%arg1592, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1586) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %117 = "linalg.generic"(%114, %116, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1589: f64, %arg1590: f64, %arg1591: f64):
      %1585 = "arith.subf"(%arg1589, %arg1590) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1585) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %118 = "linalg.generic"(%117, %117, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1586: f64, %arg1587: f64, %arg1588: f64):
      %1584 = "arith.mulf"(%arg1586, %arg1587) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1584) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %119 = "linalg.generic"(%118, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1584: f64, %arg1585: f64):
      %1583 = "arith.addf"(%arg1584, %arg1585) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1583) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %120 = "linalg.generic"(%119, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1582: f64, %arg1583: f64):
      %1582 = "arith.divf"(%arg1582, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1582) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %121 = "linalg.generic"(%120, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1580: f64, %arg1581: f32):
      %1581 = "arith.truncf"(%arg1580) : (f64) -> f32
      "linalg.yield"(%1581) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %122 = "linalg.generic"(%113, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1578: f32, %arg1579: f32):
      %1580 = "arith.addf"(%arg1578, %arg1579) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1580) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %123 = "linalg.generic"(%122, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1576: f32, %arg1577: f32):
      %1579 = "arith.divf"(%arg1576, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1579) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %124 = "linalg.generic"(%121, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1574: f32, %arg1575: f32):
      %1577 = "arith.truncf"(%21) : (f64) -> f32
      %1578 = "arith.addf"(%arg1574, %1577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1578) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %125 = "linalg.generic"(%124, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1572: f32, %arg1573: f32):
      %1576 = "math.rsqrt"(%arg1572) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1576) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %126 = "linalg.generic"(%113, %123, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1569: f32, %arg1570: f32, %arg1571: f32):
      %1575 = "arith.subf"(%arg1569, %arg1570) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1575) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %127 = "linalg.generic"(%126, %125, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1566: f32, %arg1567: f32, %arg1568: f32):
      %1574 = "arith.mulf"(%arg1566, %arg1567) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1574) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %128 = "linalg.generic"(%127, %arg6, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1563: f32, %arg1564: f32, %arg1565: f32):
      %1573 = "arith.mulf"(%arg1563, %arg1564) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1573) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %129 = "linalg.generic"(%128, %arg7, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1560: f32, %arg1561: f32, %arg1562: f32):
      %1572 = "arith.addf"(%arg1560, %arg1561) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1572) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %130 = "tensor.empty"() : () -> tensor<16x64xf32>
    %131 = "linalg.transpose"(%arg12, %130) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1558: f32, %arg1559: f32):
      "linalg.yield"(%arg1558) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %132 = "tensor.collapse_shape"(%129) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %133 = "linalg.fill"(%5, %130) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1556: f32, %arg1557: f32):
      "linalg.yield"(%arg1556) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %134 = "linalg.matmul"(%132, %131, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1553: f32, %arg1554: f32, %arg1555: f32):
      %1570 = "arith.mulf"(%arg1553, %arg1554) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1571 = "arith.addf"(%arg1555, %1570) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1571) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %135 = "linalg.generic"(%arg13, %130) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1551: f32, %arg1552: f32):
      "linalg.yield"(%arg1551) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %136 = "linalg.generic"(%134, %135, %130) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1548: f32, %arg1549: f32, %arg1550: f32):
      %1569 = "arith.addf"(%arg1548, %arg1549) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1569) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %137 = "tensor.expand_shape"(%136) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %138 = "tensor.empty"() : () -> tensor<2x8x64xf32>
    %139 = "linalg.generic"(%137, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1546: f32, %arg1547: f32):
      %1561 = "math.fpowi"(%arg1546, %8) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      %1562 = "arith.mulf"(%1561, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1563 = "arith.addf"(%arg1546, %1562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1564 = "arith.mulf"(%1563, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1565 = "math.tanh"(%1564) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1566 = "arith.addf"(%1565, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1567 = "arith.mulf"(%1566, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1568 = "arith.mulf"(%arg1546, %1567) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1568) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %140 = "tensor.empty"() : () -> tensor<64x16xf32>
    %141 = "linalg.transpose"(%arg14, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1544: f32, %arg1545: f32):
      "linalg.yield"(%arg1544) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %142 = "tensor.collapse_shape"(%139) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %143 = "linalg.matmul"(%142, %141, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1541: f32, %arg1542: f32, %arg1543: f32):
      %1559 = "arith.mulf"(%arg1541, %arg1542) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1560 = "arith.addf"(%arg1543, %1559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1560) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %144 = "linalg.generic"(%arg15, %105) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1539: f32, %arg1540: f32):
      "linalg.yield"(%arg1539) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %145 = "linalg.generic"(%143, %144, %105) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1536: f32, %arg1537: f32, %arg1538: f32):
      %1558 = "arith.addf"(%arg1536, %arg1537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1558) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %146 = "tensor.expand_shape"(%145) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %147 = "linalg.generic"(%113, %146, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1533: f32, %arg1534: f32, %arg1535: f32):
      %1557 = "arith.addf"(%arg1533, %arg1534) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1557) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %148 = "linalg.generic"(%147, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1531: f32, %arg1532: f64):
      %1556 = "arith.extf"(%arg1531) : (f32) -> f64
      "linalg.yield"(%1556) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %149 = "linalg.generic"(%148, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1529: f64, %arg1530: f64):
      %1555 = "arith.addf"(%arg1529, %arg1530) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1555) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %150 = "linalg.generic"(%149, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1527: f64, %arg1528: f64):
      %1554 = "arith.divf"(%arg1527, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1554) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %151 = "linalg.generic"(%148, %150, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1524: f64, %arg1525: f64, %arg1526: f64):
      %1553 = "arith.subf"(%arg1524, %arg1525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1553) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %152 = "linalg.generic"(%151, %151, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1521: f64, %arg1522: f64, %arg1523: f64):
      %1552 = "arith.mulf"(%arg1521, %arg1522) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1552) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %153 = "linalg.generic"(%152, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1519: f64, %arg1520: f64):
      %1551 = "arith.addf"(%arg1519, %arg1520) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1551) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %154 = "linalg.generic"(%153, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1517: f64, %arg1518: f64):
      %1550 = "arith.divf"(%arg1517, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1550) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %155 = "linalg.generic"(%154, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1515: f64, %arg1516: f32):
      %1549 = "arith.truncf"(%arg1515) : (f64) -> f32
      "linalg.yield"(%1549) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %156 = "linalg.generic"(%147, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1513: f32, %arg1514: f32):
      %1548 = "arith.addf"(%arg1513, %arg1514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1548) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %157 = "linalg.generic"(%156, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1511: f32, %arg1512: f32):
      %1547 = "arith.divf"(%arg1511, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1547) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %158 = "linalg.generic"(%155, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1509: f32, %arg1510: f32):
      %1545 = "arith.truncf"(%21) : (f64) -> f32
      %1546 = "arith.addf"(%arg1509, %1545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1546) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %159 = "linalg.generic"(%158, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1507: f32, %arg1508: f32):
      %1544 = "math.rsqrt"(%arg1507) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1544) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %160 = "linalg.generic"(%147, %157, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1504: f32, %arg1505: f32, %arg1506: f32):
      %1543 = "arith.subf"(%arg1504, %arg1505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1543) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %161 = "linalg.generic"(%160, %159, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1501: f32, %arg1502: f32, %arg1503: f32):
      %1542 = "arith.mulf"(%arg1501, %arg1502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1542) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %162 = "linalg.generic"(%161, %arg16, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1498: f32, %arg1499: f32, %arg1500: f32):
      %1541 = "arith.mulf"(%arg1498, %arg1499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1541) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %163 = "linalg.generic"(%162, %arg17, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1495: f32, %arg1496: f32, %arg1497: f32):
      %1540 = "arith.addf"(%arg1495, %arg1496) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1540) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %164 = "linalg.transpose"(%arg20, %53) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1493: f32, %arg1494: f32):
      "linalg.yield"(%arg1493) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %165 = "tensor.collapse_shape"(%163) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %166 = "linalg.matmul"(%165, %164, %56) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1490: f32, %arg1491: f32, %arg1492: f32):
      %1538 = "arith.mulf"(%arg1490, %arg1491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1539 = "arith.addf"(%arg1492, %1538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1539) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %167 = "linalg.generic"(%arg21, %53) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1488: f32, %arg1489: f32):
      "linalg.yield"(%arg1488) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %168 = "linalg.generic"(%166, %167, %53) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1485: f32, %arg1486: f32, %arg1487: f32):
      %1537 = "arith.addf"(%arg1485, %arg1486) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1537) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %169 = "tensor.expand_shape"(%168) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %170 = "tensor.extract_slice"(%169) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %171 = "tensor.extract_slice"(%169) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %172 = "tensor.extract_slice"(%169) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %173 = "tensor.expand_shape"(%170) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %174 = "linalg.transpose"(%173, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1483: f32, %arg1484: f32):
      "linalg.yield"(%arg1483) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %175 = "tensor.expand_shape"(%171) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %176 = "tensor.expand_shape"(%172) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %177 = "linalg.transpose"(%176, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1481: f32, %arg1482: f32):
      "linalg.yield"(%arg1481) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %178 = "linalg.transpose"(%175, %65) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1479: f32, %arg1480: f32):
      "linalg.yield"(%arg1479) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %179 = "tensor.collapse_shape"(%174) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %180 = "tensor.collapse_shape"(%178) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %181 = "linalg.batch_matmul"(%179, %180, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1476: f32, %arg1477: f32, %arg1478: f32):
      %1535 = "arith.mulf"(%arg1476, %arg1477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1536 = "arith.addf"(%arg1478, %1535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1536) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %182 = "tensor.expand_shape"(%181) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %183 = "linalg.generic"(%182, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1474: f32, %arg1475: f32):
      %1533 = "arith.truncf"(%20) : (f64) -> f32
      %1534 = "arith.divf"(%arg1474, %1533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1534) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %184 = "linalg.generic"(%85, %15, %183, %65) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1470: i1, %arg1471: f32, %arg1472: f32, %arg1473: f32):
      %1532 = "arith.select"(%arg1470, %arg1471, %arg1472) : (i1, f32, f32) -> f32
      "linalg.yield"(%1532) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %185:2 = "linalg.generic"(%184, %90, %88) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1467: f32, %arg1468: f32, %arg1469: i64):
      %1527 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1528 = "arith.index_cast"(%1527) : (index) -> i64
      %1529 = "arith.maximumf"(%arg1467, %arg1468) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1530 = "arith.cmpf"(%arg1467, %arg1468) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1531 = "arith.select"(%1530, %1528, %arg1469) : (i1, i64, i64) -> i64
      "linalg.yield"(%1529, %1531) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %186 = "tensor.expand_shape"(%185#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %187 = "linalg.generic"(%184, %186, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1464: f32, %arg1465: f32, %arg1466: f32):
      %1526 = "arith.subf"(%arg1464, %arg1465) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1526) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %188 = "linalg.generic"(%187, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1462: f32, %arg1463: f32):
      %1525 = "math.exp"(%arg1462) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1525) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %189 = "linalg.generic"(%188, %96) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1460: f32, %arg1461: f32):
      %1524 = "arith.addf"(%arg1460, %arg1461) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1524) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %190 = "linalg.generic"(%188, %189, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1457: f32, %arg1458: f32, %arg1459: f32):
      %1523 = "arith.divf"(%arg1457, %arg1458) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1523) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %191 = "tensor.collapse_shape"(%190) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %192 = "tensor.collapse_shape"(%177) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %193 = "linalg.batch_matmul"(%191, %192, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1454: f32, %arg1455: f32, %arg1456: f32):
      %1521 = "arith.mulf"(%arg1454, %arg1455) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1522 = "arith.addf"(%arg1456, %1521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1522) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %194 = "tensor.expand_shape"(%193) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %195 = "linalg.transpose"(%194, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1452: f32, %arg1453: f32):
      "linalg.yield"(%arg1452) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %196 = "linalg.transpose"(%arg22, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1450: f32, %arg1451: f32):
      "linalg.yield"(%arg1450) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %197 = "tensor.collapse_shape"(%195) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %198 = "linalg.matmul"(%197, %196, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1447: f32, %arg1448: f32, %arg1449: f32):
      %1519 = "arith.mulf"(%arg1447, %arg1448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1520 = "arith.addf"(%arg1449, %1519) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1520) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %199 = "linalg.generic"(%arg23, %105) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1445: f32, %arg1446: f32):
      "linalg.yield"(%arg1445) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %200 = "linalg.generic"(%198, %199, %105) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1442: f32, %arg1443: f32, %arg1444: f32):
      %1518 = "arith.addf"(%arg1442, %arg1443) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1518) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %201 = "tensor.expand_shape"(%200) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %202 = "linalg.generic"(%147, %201, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1439: f32, %arg1440: f32, %arg1441: f32):
      %1517 = "arith.addf"(%arg1439, %arg1440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1517) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %203 = "linalg.generic"(%202, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1437: f32, %arg1438: f64):
      %1516 = "arith.extf"(%arg1437) : (f32) -> f64
      "linalg.yield"(%1516) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %204 = "linalg.generic"(%203, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1435: f64, %arg1436: f64):
      %1515 = "arith.addf"(%arg1435, %arg1436) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1515) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %205 = "linalg.generic"(%204, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1433: f64, %arg1434: f64):
      %1514 = "arith.divf"(%arg1433, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1514) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %206 = "linalg.generic"(%203, %205, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1430: f64, %arg1431: f64, %arg1432: f64):
      %1513 = "arith.subf"(%arg1430, %arg1431) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1513) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %207 = "linalg.generic"(%206, %206, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1427: f64, %arg1428: f64, %arg1429: f64):
      %1512 = "arith.mulf"(%arg1427, %arg1428) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1512) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %208 = "linalg.generic"(%207, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1425: f64, %arg1426: f64):
      %1511 = "arith.addf"(%arg1425, %arg1426) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1511) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %209 = "linalg.generic"(%208, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1423: f64, %arg1424: f64):
      %1510 = "arith.divf"(%arg1423, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1510) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %210 = "linalg.generic"(%209, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1421: f64, %arg1422: f32):
      %1509 = "arith.truncf"(%arg1421) : (f64) -> f32
      "linalg.yield"(%1509) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %211 = "linalg.generic"(%202, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1419: f32, %arg1420: f32):
      %1508 = "arith.addf"(%arg1419, %arg1420) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1508) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %212 = "linalg.generic"(%211, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1417: f32, %arg1418: f32):
      %1507 = "arith.divf"(%arg1417, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1507) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %213 = "linalg.generic"(%210, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1415: f32, %arg1416: f32):
      %1505 = "arith.truncf"(%21) : (f64) -> f32
      %1506 = "arith.addf"(%arg1415, %1505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1506) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %214 = "linalg.generic"(%213, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1413: f32, %arg1414: f32):
      %1504 = "math.rsqrt"(%arg1413) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1504) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %215 = "linalg.generic"(%202, %212, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1410: f32, %arg1411: f32, %arg1412: f32):
      %1503 = "arith.subf"(%arg1410, %arg1411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1503) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %216 = "linalg.generic"(%215, %214, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1407: f32, %arg1408: f32, %arg1409: f32):
      %1502 = "arith.mulf"(%arg1407, %arg1408) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1502) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %217 = "linalg.generic"(%216, %arg18, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1404: f32, %arg1405: f32, %arg1406: f32):
      %1501 = "arith.mulf"(%arg1404, %arg1405) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1501) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %218 = "linalg.generic"(%217, %arg19, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1401: f32, %arg1402: f32, %arg1403: f32):
      %1500 = "arith.addf"(%arg1401, %arg1402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1500) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %219 = "linalg.transpose"(%arg24, %130) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1399: f32, %arg1400: f32):
      "linalg.yield"(%arg1399) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %220 = "tensor.collapse_shape"(%218) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %221 = "linalg.matmul"(%220, %219, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1396: f32, %arg1397: f32, %arg1398: f32):
      %1498 = "arith.mulf"(%arg1396, %arg1397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1499 = "arith.addf"(%arg1398, %1498) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1499) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %222 = "linalg.generic"(%arg25, %130) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1394: f32, %arg1395: f32):
      "linalg.yield"(%arg1394) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %223 = "linalg.generic"(%221, %222, %130) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1391: f32, %arg1392: f32, %arg1393: f32):
      %1497 = "arith.addf"(%arg1391, %arg1392) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1497) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %224 = "tensor.expand_shape"(%223) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %225 = "linalg.generic"(%224, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1389: f32, %arg1390: f32):
      %1489 = "math.fpowi"(%arg1389, %8) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      %1490 = "arith.mulf"(%1489, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1491 = "arith.addf"(%arg1389, %1490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1492 = "arith.mulf"(%1491, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1493 = "math.tanh"(%1492) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1494 = "arith.addf"(%1493, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1495 = "arith.mulf"(%1494, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1496 = "arith.mulf"(%arg1389, %1495) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1496) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %226 = "linalg.transpose"(%arg26, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1387: f32, %arg1388: f32):
      "linalg.yield"(%arg1387) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %227 = "tensor.collapse_shape"(%225) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %228 = "linalg.matmul"(%227, %226, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1384: f32, %arg1385: f32, %arg1386: f32):
      %1487 = "arith.mulf"(%arg1384, %arg1385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1488 = "arith.addf"(%arg1386, %1487) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1488) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %229 = "linalg.generic"(%arg27, %105) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1382: f32, %arg1383: f32):
      "linalg.yield"(%arg1382) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %230 = "linalg.generic"(%228, %229, %105) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1379: f32, %arg1380: f32, %arg1381: f32):
      %1486 = "arith.addf"(%arg1379, %arg1380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1486) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %231 = "tensor.expand_shape"(%230) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %232 = "linalg.generic"(%202, %231, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1376: f32, %arg1377: f32, %arg1378: f32):
      %1485 = "arith.addf"(%arg1376, %arg1377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1485) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %233 = "linalg.generic"(%232, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1374: f32, %arg1375: f64):
      %1484 = "arith.extf"(%arg1374) : (f32) -> f64
      "linalg.yield"(%1484) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %234 = "linalg.generic"(%233, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1372: f64, %arg1373: f64):
      %1483 = "arith.addf"(%arg1372, %arg1373) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1483) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %235 = "linalg.generic"(%234, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1370: f64, %arg1371: f64):
      %1482 = "arith.divf"(%arg1370, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1482) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %236 = "linalg.generic"(%233, %235, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1367: f64, %arg1368: f64, %arg1369: f64):
      %1481 = "arith.subf"(%arg1367, %arg1368) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1481) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %237 = "linalg.generic"(%236, %236, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1364: f64, %arg1365: f64, %arg1366: f64):
      %1480 = "arith.mulf"(%arg1364, %arg1365) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1480) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %238 = "linalg.generic"(%237, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1362: f64, %arg1363: f64):
      %1479 = "arith.addf"(%arg1362, %arg1363) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1479) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %239 = "linalg.generic"(%238, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1360: f64, %arg1361: f64):
      %1478 = "arith.divf"(%arg1360, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1478) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %240 = "linalg.generic"(%239, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1358: f64, %arg1359: f32):
      %1477 = "arith.truncf"(%arg1358) : (f64) -> f32
      "linalg.yield"(%1477) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %241 = "linalg.generic"(%232, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1356: f32, %arg1357: f32):
      %1476 = "arith.addf"(%arg1356, %arg1357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1476) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %242 = "linalg.generic"(%241, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1354: f32, %arg1355: f32):
      %1475 = "arith.divf"(%arg1354, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1475) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %243 = "linalg.generic"(%240, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1352: f32, %arg1353: f32):
      %1473 = "arith.truncf"(%21) : (f64) -> f32
      %1474 = "arith.addf"(%arg1352, %1473) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1474) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %244 = "linalg.generic"(%243, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1350: f32, %arg1351: f32):
      %1472 = "math.rsqrt"(%arg1350) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1472) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %245 = "linalg.generic"(%232, %242, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1347: f32, %arg1348: f32, %arg1349: f32):
      %1471 = "arith.subf"(%arg1347, %arg1348) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1471) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %246 = "linalg.generic"(%245, %244, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1344: f32, %arg1345: f32, %arg1346: f32):
      %1470 = "arith.mulf"(%arg1344, %arg1345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1470) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %247 = "linalg.generic"(%246, %arg28, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1341: f32, %arg1342: f32, %arg1343: f32):
      %1469 = "arith.mulf"(%arg1341, %arg1342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1469) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %248 = "linalg.generic"(%247, %arg29, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1338: f32, %arg1339: f32, %arg1340: f32):
      %1468 = "arith.addf"(%arg1338, %arg1339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1468) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %249 = "linalg.transpose"(%arg32, %53) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1336: f32, %arg1337: f32):
      "linalg.yield"(%arg1336) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %250 = "tensor.collapse_shape"(%248) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %251 = "linalg.matmul"(%250, %249, %56) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1333: f32, %arg1334: f32, %arg1335: f32):
      %1466 = "arith.mulf"(%arg1333, %arg1334) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1467 = "arith.addf"(%arg1335, %1466) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1467) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %252 = "linalg.generic"(%arg33, %53) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1331: f32, %arg1332: f32):
      "linalg.yield"(%arg1331) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %253 = "linalg.generic"(%251, %252, %53) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1328: f32, %arg1329: f32, %arg1330: f32):
      %1465 = "arith.addf"(%arg1328, %arg1329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1465) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %254 = "tensor.expand_shape"(%253) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %255 = "tensor.extract_slice"(%254) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %256 = "tensor.extract_slice"(%254) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %257 = "tensor.extract_slice"(%254) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %258 = "tensor.expand_shape"(%255) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %259 = "linalg.transpose"(%258, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1326: f32, %arg1327: f32):
      "linalg.yield"(%arg1326) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %260 = "tensor.expand_shape"(%256) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %261 = "tensor.expand_shape"(%257) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %262 = "linalg.transpose"(%261, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1324: f32, %arg1325: f32):
      "linalg.yield"(%arg1324) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %263 = "linalg.transpose"(%260, %65) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1322: f32, %arg1323: f32):
      "linalg.yield"(%arg1322) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %264 = "tensor.collapse_shape"(%259) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %265 = "tensor.collapse_shape"(%263) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %266 = "linalg.batch_matmul"(%264, %265, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1319: f32, %arg1320: f32, %arg1321: f32):
      %1463 = "arith.mulf"(%arg1319, %arg1320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1464 = "arith.addf"(%arg1321, %1463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1464) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %267 = "tensor.expand_shape"(%266) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %268 = "linalg.generic"(%267, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1317: f32, %arg1318: f32):
      %1461 = "arith.truncf"(%20) : (f64) -> f32
      %1462 = "arith.divf"(%arg1317, %1461) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1462) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %269 = "linalg.generic"(%85, %15, %268, %65) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1313: i1, %arg1314: f32, %arg1315: f32, %arg1316: f32):
      %1460 = "arith.select"(%arg1313, %arg1314, %arg1315) : (i1, f32, f32) -> f32
      "linalg.yield"(%1460) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %270:2 = "linalg.generic"(%269, %90, %88) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1310: f32, %arg1311: f32, %arg1312: i64):
      %1455 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1456 = "arith.index_cast"(%1455) : (index) -> i64
      %1457 = "arith.maximumf"(%arg1310, %arg1311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1458 = "arith.cmpf"(%arg1310, %arg1311) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1459 = "arith.select"(%1458, %1456, %arg1312) : (i1, i64, i64) -> i64
      "linalg.yield"(%1457, %1459) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %271 = "tensor.expand_shape"(%270#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %272 = "linalg.generic"(%269, %271, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1307: f32, %arg1308: f32, %arg1309: f32):
      %1454 = "arith.subf"(%arg1307, %arg1308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1454) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %273 = "linalg.generic"(%272, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1305: f32, %arg1306: f32):
      %1453 = "math.exp"(%arg1305) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1453) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %274 = "linalg.generic"(%273, %96) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1303: f32, %arg1304: f32):
      %1452 = "arith.addf"(%arg1303, %arg1304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1452) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %275 = "linalg.generic"(%273, %274, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1300: f32, %arg1301: f32, %arg1302: f32):
      %1451 = "arith.divf"(%arg1300, %arg1301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1451) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %276 = "tensor.collapse_shape"(%275) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %277 = "tensor.collapse_shape"(%262) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %278 = "linalg.batch_matmul"(%276, %277, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1297: f32, %arg1298: f32, %arg1299: f32):
      %1449 = "arith.mulf"(%arg1297, %arg1298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1450 = "arith.addf"(%arg1299, %1449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1450) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %279 = "tensor.expand_shape"(%278) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %280 = "linalg.transpose"(%279, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1295: f32, %arg1296: f32):
      "linalg.yield"(%arg1295) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %281 = "linalg.transpose"(%arg34, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1293: f32, %arg1294: f32):
      "linalg.yield"(%arg1293) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %282 = "tensor.collapse_shape"(%280) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %283 = "linalg.matmul"(%282, %281, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1290: f32, %arg1291: f32, %arg1292: f32):
      %1447 = "arith.mulf"(%arg1290, %arg1291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1448 = "arith.addf"(%arg1292, %1447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1448) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %284 = "linalg.generic"(%arg35, %105) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1288: f32, %arg1289: f32):
      "linalg.yield"(%arg1288) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %285 = "linalg.generic"(%283, %284, %105) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1285: f32, %arg1286: f32, %arg1287: f32):
      %1446 = "arith.addf"(%arg1285, %arg1286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1446) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %286 = "tensor.expand_shape"(%285) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %287 = "linalg.generic"(%232, %286, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1282: f32, %arg1283: f32, %arg1284: f32):
      %1445 = "arith.addf"(%arg1282, %arg1283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1445) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %288 = "linalg.generic"(%287, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1280: f32, %arg1281: f64):
      %1444 = "arith.extf"(%arg1280) : (f32) -> f64
      "linalg.yield"(%1444) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %289 = "linalg.generic"(%288, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1278: f64, %arg1279: f64):
      %1443 = "arith.addf"(%arg1278, %arg1279) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1443) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %290 = "linalg.generic"(%289, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1276: f64, %arg1277: f64):
      %1442 = "arith.divf"(%arg1276, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1442) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %291 = "linalg.generic"(%288, %290, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1273: f64, %arg1274: f64, %arg1275: f64):
      %1441 = "arith.subf"(%arg1273, %arg1274) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1441) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %292 = "linalg.generic"(%291, %291, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1270: f64, %arg1271: f64, %arg1272: f64):
      %1440 = "arith.mulf"(%arg1270, %arg1271) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1440) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %293 = "linalg.generic"(%292, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1268: f64, %arg1269: f64):
      %1439 = "arith.addf"(%arg1268, %arg1269) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1439) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %294 = "linalg.generic"(%293, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1266: f64, %arg1267: f64):
      %1438 = "arith.divf"(%arg1266, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1438) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %295 = "linalg.generic"(%294, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1264: f64, %arg1265: f32):
      %1437 = "arith.truncf"(%arg1264) : (f64) -> f32
      "linalg.yield"(%1437) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %296 = "linalg.generic"(%287, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1262: f32, %arg1263: f32):
      %1436 = "arith.addf"(%arg1262, %arg1263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1436) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %297 = "linalg.generic"(%296, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1260: f32, %arg1261: f32):
      %1435 = "arith.divf"(%arg1260, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1435) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %298 = "linalg.generic"(%295, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1258: f32, %arg1259: f32):
      %1433 = "arith.truncf"(%21) : (f64) -> f32
      %1434 = "arith.addf"(%arg1258, %1433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1434) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %299 = "linalg.generic"(%298, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1256: f32, %arg1257: f32):
      %1432 = "math.rsqrt"(%arg1256) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1432) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %300 = "linalg.generic"(%287, %297, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1253: f32, %arg1254: f32, %arg1255: f32):
      %1431 = "arith.subf"(%arg1253, %arg1254) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1431) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %301 = "linalg.generic"(%300, %299, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1250: f32, %arg1251: f32, %arg1252: f32):
      %1430 = "arith.mulf"(%arg1250, %arg1251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1430) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %302 = "linalg.generic"(%301, %arg30, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1247: f32, %arg1248: f32, %arg1249: f32):
      %1429 = "arith.mulf"(%arg1247, %arg1248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1429) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %303 = "linalg.generic"(%302, %arg31, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1244: f32, %arg1245: f32, %arg1246: f32):
      %1428 = "arith.addf"(%arg1244, %arg1245) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1428) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %304 = "linalg.transpose"(%arg36, %130) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1242: f32, %arg1243: f32):
      "linalg.yield"(%arg1242) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %305 = "tensor.collapse_shape"(%303) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %306 = "linalg.matmul"(%305, %304, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1239: f32, %arg1240: f32, %arg1241: f32):
      %1426 = "arith.mulf"(%arg1239, %arg1240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1427 = "arith.addf"(%arg1241, %1426) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1427) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %307 = "linalg.generic"(%arg37, %130) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1237: f32, %arg1238: f32):
      "linalg.yield"(%arg1237) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %308 = "linalg.generic"(%306, %307, %130) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1234: f32, %arg1235: f32, %arg1236: f32):
      %1425 = "arith.addf"(%arg1234, %arg1235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1425) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %309 = "tensor.expand_shape"(%308) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %310 = "linalg.generic"(%309, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1232: f32, %arg1233: f32):
      %1417 = "math.fpowi"(%arg1232, %8) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      %1418 = "arith.mulf"(%1417, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1419 = "arith.addf"(%arg1232, %1418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1420 = "arith.mulf"(%1419, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1421 = "math.tanh"(%1420) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1422 = "arith.addf"(%1421, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1423 = "arith.mulf"(%1422, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1424 = "arith.mulf"(%arg1232, %1423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1424) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %311 = "linalg.transpose"(%arg38, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1230: f32, %arg1231: f32):
      "linalg.yield"(%arg1230) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %312 = "tensor.collapse_shape"(%310) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %313 = "linalg.matmul"(%312, %311, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1227: f32, %arg1228: f32, %arg1229: f32):
      %1415 = "arith.mulf"(%arg1227, %arg1228) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1416 = "arith.addf"(%arg1229, %1415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1416) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %314 = "linalg.generic"(%arg39, %105) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1225: f32, %arg1226: f32):
      "linalg.yield"(%arg1225) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %315 = "linalg.generic"(%313, %314, %105) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1222: f32, %arg1223: f32, %arg1224: f32):
      %1414 = "arith.addf"(%arg1222, %arg1223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1414) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %316 = "tensor.expand_shape"(%315) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %317 = "linalg.generic"(%287, %316, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1219: f32, %arg1220: f32, %arg1221: f32):
      %1413 = "arith.addf"(%arg1219, %arg1220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1413) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %318 = "linalg.generic"(%317, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1217: f32, %arg1218: f64):
      %1412 = "arith.extf"(%arg1217) : (f32) -> f64
      "linalg.yield"(%1412) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %319 = "linalg.generic"(%318, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1215: f64, %arg1216: f64):
      %1411 = "arith.addf"(%arg1215, %arg1216) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1411) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %320 = "linalg.generic"(%319, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1213: f64, %arg1214: f64):
      %1410 = "arith.divf"(%arg1213, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1410) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %321 = "linalg.generic"(%318, %320, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1210: f64, %arg1211: f64, %arg1212: f64):
      %1409 = "arith.subf"(%arg1210, %arg1211) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1409) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %322 = "linalg.generic"(%321, %321, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1207: f64, %arg1208: f64, %arg1209: f64):
      %1408 = "arith.mulf"(%arg1207, %arg1208) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1408) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %323 = "linalg.generic"(%322, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1205: f64, %arg1206: f64):
      %1407 = "arith.addf"(%arg1205, %arg1206) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1407) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %324 = "linalg.generic"(%323, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1203: f64, %arg1204: f64):
      %1406 = "arith.divf"(%arg1203, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1406) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %325 = "linalg.generic"(%324, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1201: f64, %arg1202: f32):
      %1405 = "arith.truncf"(%arg1201) : (f64) -> f32
      "linalg.yield"(%1405) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %326 = "linalg.generic"(%317, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1199: f32, %arg1200: f32):
      %1404 = "arith.addf"(%arg1199, %arg1200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1404) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %327 = "linalg.generic"(%326, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1197: f32, %arg1198: f32):
      %1403 = "arith.divf"(%arg1197, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1403) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %328 = "linalg.generic"(%325, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1195: f32, %arg1196: f32):
      %1401 = "arith.truncf"(%21) : (f64) -> f32
      %1402 = "arith.addf"(%arg1195, %1401) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1402) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %329 = "linalg.generic"(%328, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1193: f32, %arg1194: f32):
      %1400 = "math.rsqrt"(%arg1193) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1400) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %330 = "linalg.generic"(%317, %327, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1190: f32, %arg1191: f32, %arg1192: f32):
      %1399 = "arith.subf"(%arg1190, %arg1191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1399) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %331 = "linalg.generic"(%330, %329, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1187: f32, %arg1188: f32, %arg1189: f32):
      %1398 = "arith.mulf"(%arg1187, %arg1188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1398) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %332 = "linalg.generic"(%331, %arg40, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1184: f32, %arg1185: f32, %arg1186: f32):
      %1397 = "arith.mulf"(%arg1184, %arg1185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1397) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %333 = "linalg.generic"(%332, %arg41, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1181: f32, %arg1182: f32, %arg1183: f32):
      %1396 = "arith.addf"(%arg1181, %arg1182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1396) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %334 = "linalg.transpose"(%arg44, %53) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1179: f32, %arg1180: f32):
      "linalg.yield"(%arg1179) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %335 = "tensor.collapse_shape"(%333) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %336 = "linalg.matmul"(%335, %334, %56) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1176: f32, %arg1177: f32, %arg1178: f32):
      %1394 = "arith.mulf"(%arg1176, %arg1177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1395 = "arith.addf"(%arg1178, %1394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1395) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %337 = "linalg.generic"(%arg45, %53) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1174: f32, %arg1175: f32):
      "linalg.yield"(%arg1174) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %338 = "linalg.generic"(%336, %337, %53) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1171: f32, %arg1172: f32, %arg1173: f32):
      %1393 = "arith.addf"(%arg1171, %arg1172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1393) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %339 = "tensor.expand_shape"(%338) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %340 = "tensor.extract_slice"(%339) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %341 = "tensor.extract_slice"(%339) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %342 = "tensor.extract_slice"(%339) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %343 = "tensor.expand_shape"(%340) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %344 = "linalg.transpose"(%343, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1169: f32, %arg1170: f32):
      "linalg.yield"(%arg1169) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %345 = "tensor.expand_shape"(%341) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %346 = "tensor.expand_shape"(%342) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %347 = "linalg.transpose"(%346, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1167: f32, %arg1168: f32):
      "linalg.yield"(%arg1167) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %348 = "linalg.transpose"(%345, %65) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1165: f32, %arg1166: f32):
      "linalg.yield"(%arg1165) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %349 = "tensor.collapse_shape"(%344) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %350 = "tensor.collapse_shape"(%348) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %351 = "linalg.batch_matmul"(%349, %350, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1162: f32, %arg1163: f32, %arg1164: f32):
      %1391 = "arith.mulf"(%arg1162, %arg1163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1392 = "arith.addf"(%arg1164, %1391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1392) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %352 = "tensor.expand_shape"(%351) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %353 = "linalg.generic"(%352, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1160: f32, %arg1161: f32):
      %1389 = "arith.truncf"(%20) : (f64) -> f32
      %1390 = "arith.divf"(%arg1160, %1389) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1390) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %354 = "linalg.generic"(%85, %15, %353, %65) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1156: i1, %arg1157: f32, %arg1158: f32, %arg1159: f32):
      %1388 = "arith.select"(%arg1156, %arg1157, %arg1158) : (i1, f32, f32) -> f32
      "linalg.yield"(%1388) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %355:2 = "linalg.generic"(%354, %90, %88) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1153: f32, %arg1154: f32, %arg1155: i64):
      %1383 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1384 = "arith.index_cast"(%1383) : (index) -> i64
      %1385 = "arith.maximumf"(%arg1153, %arg1154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1386 = "arith.cmpf"(%arg1153, %arg1154) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1387 = "arith.select"(%1386, %1384, %arg1155) : (i1, i64, i64) -> i64
      "linalg.yield"(%1385, %1387) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %356 = "tensor.expand_shape"(%355#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %357 = "linalg.generic"(%354, %356, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1150: f32, %arg1151: f32, %arg1152: f32):
      %1382 = "arith.subf"(%arg1150, %arg1151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1382) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %358 = "linalg.generic"(%357, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1148: f32, %arg1149: f32):
      %1381 = "math.exp"(%arg1148) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1381) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %359 = "linalg.generic"(%358, %96) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1146: f32, %arg1147: f32):
      %1380 = "arith.addf"(%arg1146, %arg1147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1380) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %360 = "linalg.generic"(%358, %359, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1143: f32, %arg1144: f32, %arg1145: f32):
      %1379 = "arith.divf"(%arg1143, %arg1144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1379) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %361 = "tensor.collapse_shape"(%360) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %362 = "tensor.collapse_shape"(%347) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %363 = "linalg.batch_matmul"(%361, %362, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1140: f32, %arg1141: f32, %arg1142: f32):
      %1377 = "arith.mulf"(%arg1140, %arg1141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1378 = "arith.addf"(%arg1142, %1377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1378) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %364 = "tensor.expand_shape"(%363) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %365 = "linalg.transpose"(%364, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1138: f32, %arg1139: f32):
      "linalg.yield"(%arg1138) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %366 = "linalg.transpose"(%arg46, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1136: f32, %arg1137: f32):
      "linalg.yield"(%arg1136) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %367 = "tensor.collapse_shape"(%365) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %368 = "linalg.matmul"(%367, %366, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1133: f32, %arg1134: f32, %arg1135: f32):
      %1375 = "arith.mulf"(%arg1133, %arg1134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1376 = "arith.addf"(%arg1135, %1375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1376) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %369 = "linalg.generic"(%arg47, %105) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1131: f32, %arg1132: f32):
      "linalg.yield"(%arg1131) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %370 = "linalg.generic"(%368, %369, %105) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1128: f32, %arg1129: f32, %arg1130: f32):
      %1374 = "arith.addf"(%arg1128, %arg1129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1374) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %371 = "tensor.expand_shape"(%370) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %372 = "linalg.generic"(%317, %371, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1125: f32, %arg1126: f32, %arg1127: f32):
      %1373 = "arith.addf"(%arg1125, %arg1126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1373) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %373 = "linalg.generic"(%372, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1123: f32, %arg1124: f64):
      %1372 = "arith.extf"(%arg1123) : (f32) -> f64
      "linalg.yield"(%1372) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %374 = "linalg.generic"(%373, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1121: f64, %arg1122: f64):
      %1371 = "arith.addf"(%arg1121, %arg1122) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1371) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %375 = "linalg.generic"(%374, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1119: f64, %arg1120: f64):
      %1370 = "arith.divf"(%arg1119, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1370) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %376 = "linalg.generic"(%373, %375, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1116: f64, %arg1117: f64, %arg1118: f64):
      %1369 = "arith.subf"(%arg1116, %arg1117) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1369) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %377 = "linalg.generic"(%376, %376, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1113: f64, %arg1114: f64, %arg1115: f64):
      %1368 = "arith.mulf"(%arg1113, %arg1114) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1368) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %378 = "linalg.generic"(%377, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1111: f64, %arg1112: f64):
      %1367 = "arith.addf"(%arg1111, %arg1112) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1367) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %379 = "linalg.generic"(%378, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1109: f64, %arg1110: f64):
      %1366 = "arith.divf"(%arg1109, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1366) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %380 = "linalg.generic"(%379, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1107: f64, %arg1108: f32):
      %1365 = "arith.truncf"(%arg1107) : (f64) -> f32
      "linalg.yield"(%1365) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %381 = "linalg.generic"(%372, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1105: f32, %arg1106: f32):
      %1364 = "arith.addf"(%arg1105, %arg1106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1364) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %382 = "linalg.generic"(%381, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1103: f32, %arg1104: f32):
      %1363 = "arith.divf"(%arg1103, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1363) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %383 = "linalg.generic"(%380, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1101: f32, %arg1102: f32):
      %1361 = "arith.truncf"(%21) : (f64) -> f32
      %1362 = "arith.addf"(%arg1101, %1361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1362) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %384 = "linalg.generic"(%383, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1099: f32, %arg1100: f32):
      %1360 = "math.rsqrt"(%arg1099) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1360) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %385 = "linalg.generic"(%372, %382, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1096: f32, %arg1097: f32, %arg1098: f32):
      %1359 = "arith.subf"(%arg1096, %arg1097) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1359) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %386 = "linalg.generic"(%385, %384, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1093: f32, %arg1094: f32, %arg1095: f32):
      %1358 = "arith.mulf"(%arg1093, %arg1094) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1358) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %387 = "linalg.generic"(%386, %arg42, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1090: f32, %arg1091: f32, %arg1092: f32):
      %1357 = "arith.mulf"(%arg1090, %arg1091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1357) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %388 = "linalg.generic"(%387, %arg43, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1087: f32, %arg1088: f32, %arg1089: f32):
      %1356 = "arith.addf"(%arg1087, %arg1088) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1356) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %389 = "linalg.transpose"(%arg48, %130) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1085: f32, %arg1086: f32):
      "linalg.yield"(%arg1085) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %390 = "tensor.collapse_shape"(%388) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %391 = "linalg.matmul"(%390, %389, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1082: f32, %arg1083: f32, %arg1084: f32):
      %1354 = "arith.mulf"(%arg1082, %arg1083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1355 = "arith.addf"(%arg1084, %1354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1355) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %392 = "linalg.generic"(%arg49, %130) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1080: f32, %arg1081: f32):
      "linalg.yield"(%arg1080) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %393 = "linalg.generic"(%391, %392, %130) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1077: f32, %arg1078: f32, %arg1079: f32):
      %1353 = "arith.addf"(%arg1077, %arg1078) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1353) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %394 = "tensor.expand_shape"(%393) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %395 = "linalg.generic"(%394, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1075: f32, %arg1076: f32):
      %1345 = "math.fpowi"(%arg1075, %8) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      %1346 = "arith.mulf"(%1345, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1347 = "arith.addf"(%arg1075, %1346) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1348 = "arith.mulf"(%1347, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1349 = "math.tanh"(%1348) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1350 = "arith.addf"(%1349, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1351 = "arith.mulf"(%1350, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1352 = "arith.mulf"(%arg1075, %1351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1352) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %396 = "linalg.transpose"(%arg50, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1073: f32, %arg1074: f32):
      "linalg.yield"(%arg1073) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %397 = "tensor.collapse_shape"(%395) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %398 = "linalg.matmul"(%397, %396, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32, %arg1072: f32):
      %1343 = "arith.mulf"(%arg1070, %arg1071) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1344 = "arith.addf"(%arg1072, %1343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1344) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %399 = "linalg.generic"(%arg51, %105) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1068: f32, %arg1069: f32):
      "linalg.yield"(%arg1068) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %400 = "linalg.generic"(%398, %399, %105) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1065: f32, %arg1066: f32, %arg1067: f32):
      %1342 = "arith.addf"(%arg1065, %arg1066) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1342) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %401 = "tensor.expand_shape"(%400) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %402 = "linalg.generic"(%372, %401, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1062: f32, %arg1063: f32, %arg1064: f32):
      %1341 = "arith.addf"(%arg1062, %arg1063) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1341) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %403 = "linalg.generic"(%402, %32) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1060: f32, %arg1061: f64):
      %1340 = "arith.extf"(%arg1060) : (f32) -> f64
      "linalg.yield"(%1340) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %404 = "linalg.generic"(%403, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1058: f64, %arg1059: f64):
      %1339 = "arith.addf"(%arg1058, %arg1059) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1339) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %405 = "linalg.generic"(%404, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1056: f64, %arg1057: f64):
      %1338 = "arith.divf"(%arg1056, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1338) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %406 = "linalg.generic"(%403, %405, %32) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1053: f64, %arg1054: f64, %arg1055: f64):
      %1337 = "arith.subf"(%arg1053, %arg1054) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1337) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %407 = "linalg.generic"(%406, %406, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1050: f64, %arg1051: f64, %arg1052: f64):
      %1336 = "arith.mulf"(%arg1050, %arg1051) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1336) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %408 = "linalg.generic"(%407, %35) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1048: f64, %arg1049: f64):
      %1335 = "arith.addf"(%arg1048, %arg1049) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1335) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %409 = "linalg.generic"(%408, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1046: f64, %arg1047: f64):
      %1334 = "arith.divf"(%arg1046, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1334) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %410 = "linalg.generic"(%409, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1044: f64, %arg1045: f32):
      %1333 = "arith.truncf"(%arg1044) : (f64) -> f32
      "linalg.yield"(%1333) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %411 = "linalg.generic"(%402, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1042: f32, %arg1043: f32):
      %1332 = "arith.addf"(%arg1042, %arg1043) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1332) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %412 = "linalg.generic"(%411, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1040: f32, %arg1041: f32):
      %1331 = "arith.divf"(%arg1040, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1331) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %413 = "linalg.generic"(%410, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1038: f32, %arg1039: f32):
      %1329 = "arith.truncf"(%21) : (f64) -> f32
      %1330 = "arith.addf"(%arg1038, %1329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1330) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %414 = "linalg.generic"(%413, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1036: f32, %arg1037: f32):
      %1328 = "math.rsqrt"(%arg1036) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1328) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %415 = "linalg.generic"(%402, %412, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1033: f32, %arg1034: f32, %arg1035: f32):
      %1327 = "arith.subf"(%arg1033, %arg1034) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1327) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %416 = "linalg.generic"(%415, %414, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1030: f32, %arg1031: f32, %arg1032: f32):
      %1326 = "arith.mulf"(%arg1030, %arg1031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1326) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %417 = "linalg.generic"(%416, %arg52, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1027: f32, %arg1028: f32, %arg1029: f32):
      %1325 = "arith.mulf"(%arg1027, %arg1028) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1325) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %418 = "linalg.generic"(%417, %arg53, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1024: f32, %arg1025: f32, %arg1026: f32):
      %1324 = "arith.addf"(%arg1024, %arg1025) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1324) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %419 = "tensor.empty"() : () -> tensor<16x32xf32>
    %420 = "linalg.transpose"(%arg2, %419) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1022: f32, %arg1023: f32):
      "linalg.yield"(%arg1022) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %421 = "tensor.collapse_shape"(%418) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %422 = "linalg.fill"(%5, %419) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1020: f32, %arg1021: f32):
      "linalg.yield"(%arg1020) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %423 = "linalg.matmul"(%421, %420, %422) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1017: f32, %arg1018: f32, %arg1019: f32):
      %1322 = "arith.mulf"(%arg1017, %arg1018) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1323 = "arith.addf"(%arg1019, %1322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1323) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %424 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<2x8xi64>) -> tensor<16xi64>
    %425 = "tensor.empty"() : () -> tensor<16xi64>
    %426 = "linalg.fill"(%1, %425) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1015: i64, %arg1016: i64):
      "linalg.yield"(%arg1015) : (i64) -> ()
    }) : (i64, tensor<16xi64>) -> tensor<16xi64>
    %427 = "tensor.empty"() : () -> tensor<16xf32>
    %428 = "linalg.fill"(%7, %427) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1013: f32, %arg1014: f32):
      "linalg.yield"(%arg1013) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %429:2 = "linalg.generic"(%423, %428, %426) <{indexing_maps = [#map4, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1010: f32, %arg1011: f32, %arg1012: i64):
      %1317 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1318 = "arith.index_cast"(%1317) : (index) -> i64
      %1319 = "arith.maximumf"(%arg1010, %arg1011) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1320 = "arith.cmpf"(%arg1010, %arg1011) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1321 = "arith.select"(%1320, %1318, %arg1012) : (i1, i64, i64) -> i64
      "linalg.yield"(%1319, %1321) : (f32, i64) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>, tensor<16xi64>) -> (tensor<16xf32>, tensor<16xi64>)
    %430 = "tensor.expand_shape"(%429#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %431 = "linalg.generic"(%423, %430, %419) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1007: f32, %arg1008: f32, %arg1009: f32):
      %1316 = "arith.subf"(%arg1007, %arg1008) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1316) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %432 = "linalg.generic"(%431, %419) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1005: f32, %arg1006: f32):
      %1315 = "math.exp"(%arg1005) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1315) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %433 = "tensor.empty"() : () -> tensor<16x1xf32>
    %434 = "linalg.fill"(%5, %433) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1003: f32, %arg1004: f32):
      "linalg.yield"(%arg1003) : (f32) -> ()
    }) : (f32, tensor<16x1xf32>) -> tensor<16x1xf32>
    %435 = "linalg.generic"(%432, %434) <{indexing_maps = [#map4, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1001: f32, %arg1002: f32):
      %1314 = "arith.addf"(%arg1001, %arg1002) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1314) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %436 = "linalg.generic"(%435, %433) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg999: f32, %arg1000: f32):
      %1313 = "math.log"(%arg999) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1313) : (f32) -> ()
    }) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %437 = "linalg.generic"(%431, %436, %419) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg996: f32, %arg997: f32, %arg998: f32):
      %1312 = "arith.subf"(%arg996, %arg997) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1312) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %438 = "tensor.empty"() : () -> tensor<16xi1>
    %439 = "linalg.generic"(%424, %438) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg994: i64, %arg995: i1):
      %1311 = "arith.cmpi"(%arg994, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1311) : (i1) -> ()
    }) : (tensor<16xi64>, tensor<16xi1>) -> tensor<16xi1>
    %440 = "linalg.generic"(%439, %427) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg992: i1, %arg993: f32):
      %1310 = "arith.uitofp"(%arg992) : (i1) -> f32
      "linalg.yield"(%1310) : (f32) -> ()
    }) : (tensor<16xi1>, tensor<16xf32>) -> tensor<16xf32>
    %441 = "tensor.expand_shape"(%424) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %442 = "tensor.empty"() : () -> tensor<32xi64>
    %443 = "linalg.generic"(%442) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg991: i64):
      %1308 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1309 = "arith.index_cast"(%1308) : (index) -> i64
      "linalg.yield"(%1309) : (i64) -> ()
    }) : (tensor<32xi64>) -> tensor<32xi64>
    %444 = "tensor.empty"() : () -> tensor<16x32xi1>
    %445 = "linalg.generic"(%441, %443, %444) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg988: i64, %arg989: i64, %arg990: i1):
      %1307 = "arith.cmpi"(%arg988, %arg989) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1307) : (i1) -> ()
    }) : (tensor<16x1xi64>, tensor<32xi64>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %446 = "linalg.generic"(%445, %419) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg986: i1, %arg987: f32):
      %1306 = "arith.uitofp"(%arg986) : (i1) -> f32
      "linalg.yield"(%1306) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %447 = "linalg.generic"(%437, %446, %419) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg983: f32, %arg984: f32, %arg985: f32):
      %1305 = "arith.mulf"(%arg983, %arg984) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1305) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %448 = "linalg.fill"(%5, %427) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg981: f32, %arg982: f32):
      "linalg.yield"(%arg981) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %449 = "linalg.generic"(%447, %448) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg979: f32, %arg980: f32):
      %1304 = "arith.addf"(%arg979, %arg980) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1304) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>) -> tensor<16xf32>
    %450 = "linalg.generic"(%449, %440, %427) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg976: f32, %arg977: f32, %arg978: f32):
      %1303 = "arith.mulf"(%arg976, %arg977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1303) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %451 = "tensor.empty"() : () -> tensor<f32>
    %452 = "linalg.fill"(%5, %451) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg974: f32, %arg975: f32):
      "linalg.yield"(%arg974) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %453 = "linalg.generic"(%450, %452) <{indexing_maps = [#map, #map20], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg972: f32, %arg973: f32):
      %1302 = "arith.addf"(%arg972, %arg973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1302) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %454 = "linalg.generic"(%453, %451) <{indexing_maps = [#map21, #map21], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg970: f32, %arg971: f32):
      %1301 = "arith.negf"(%arg970) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1301) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %455 = "linalg.generic"(%440, %452) <{indexing_maps = [#map, #map20], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg968: f32, %arg969: f32):
      %1300 = "arith.addf"(%arg968, %arg969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1300) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %456 = "linalg.generic"(%454, %455, %451) <{indexing_maps = [#map21, #map21, #map21], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg965: f32, %arg966: f32, %arg967: f32):
      %1299 = "arith.divf"(%arg965, %arg966) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1299) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %457 = "tensor.expand_shape"(%440) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %458 = "linalg.generic"(%14, %451) <{indexing_maps = [#map21, #map21], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg963: f32, %arg964: f32):
      %1298 = "arith.negf"(%arg963) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1298) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %459 = "linalg.generic"(%458, %455, %451) <{indexing_maps = [#map21, #map21, #map21], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg960: f32, %arg961: f32, %arg962: f32):
      %1297 = "arith.divf"(%arg960, %arg961) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1297) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %460 = "linalg.generic"(%446, %457, %419) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg957: f32, %arg958: f32, %arg959: f32):
      %1296 = "arith.mulf"(%arg957, %arg958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1296) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %461 = "linalg.generic"(%460, %459, %419) <{indexing_maps = [#map4, #map22, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg954: f32, %arg955: f32, %arg956: f32):
      %1295 = "arith.mulf"(%arg954, %arg955) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1295) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %462 = "linalg.generic"(%437, %419) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg952: f32, %arg953: f32):
      %1294 = "math.exp"(%arg952) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1294) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %463 = "linalg.generic"(%461, %434) <{indexing_maps = [#map4, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg950: f32, %arg951: f32):
      %1293 = "arith.addf"(%arg950, %arg951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1293) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %464 = "linalg.generic"(%462, %463, %419) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg947: f32, %arg948: f32, %arg949: f32):
      %1292 = "arith.mulf"(%arg947, %arg948) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1292) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %465 = "linalg.generic"(%461, %464, %419) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg944: f32, %arg945: f32, %arg946: f32):
      %1291 = "arith.subf"(%arg944, %arg945) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1291) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %466 = "tensor.empty"() : () -> tensor<32x16xf32>
    %467 = "linalg.transpose"(%465, %466) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg942: f32, %arg943: f32):
      "linalg.yield"(%arg942) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %468 = "linalg.fill"(%5, %466) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg940: f32, %arg941: f32):
      "linalg.yield"(%arg940) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %469 = "linalg.matmul"(%467, %421, %468) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg937: f32, %arg938: f32, %arg939: f32):
      %1289 = "arith.mulf"(%arg937, %arg938) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1290 = "arith.addf"(%arg939, %1289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1290) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %470 = "linalg.matmul"(%465, %arg2, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg934: f32, %arg935: f32, %arg936: f32):
      %1287 = "arith.mulf"(%arg934, %arg935) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1288 = "arith.addf"(%arg936, %1287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1288) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %471 = "tensor.expand_shape"(%470) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %472 = "linalg.generic"(%471, %arg52, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg931: f32, %arg932: f32, %arg933: f32):
      %1286 = "arith.mulf"(%arg931, %arg932) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1286) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %473 = "linalg.generic"(%472, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg929: f32, %arg930: f32):
      %1285 = "arith.mulf"(%arg929, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1285) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %474 = "linalg.generic"(%472, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg927: f32, %arg928: f32):
      %1284 = "arith.addf"(%arg927, %arg928) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1284) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %475 = "linalg.generic"(%472, %416, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg924: f32, %arg925: f32, %arg926: f32):
      %1283 = "arith.mulf"(%arg924, %arg925) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1283) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %476 = "linalg.generic"(%475, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg922: f32, %arg923: f32):
      %1282 = "arith.addf"(%arg922, %arg923) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1282) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %477 = "linalg.generic"(%416, %476, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg919: f32, %arg920: f32, %arg921: f32):
      %1281 = "arith.mulf"(%arg919, %arg920) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1281) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %478 = "linalg.generic"(%473, %474, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg916: f32, %arg917: f32, %arg918: f32):
      %1280 = "arith.subf"(%arg916, %arg917) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1280) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %479 = "linalg.generic"(%478, %477, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg913: f32, %arg914: f32, %arg915: f32):
      %1279 = "arith.subf"(%arg913, %arg914) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1279) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %480 = "linalg.generic"(%414, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg911: f32, %arg912: f32):
      %1278 = "arith.divf"(%arg911, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1278) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %481 = "linalg.generic"(%480, %479, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg908: f32, %arg909: f32, %arg910: f32):
      %1277 = "arith.mulf"(%arg908, %arg909) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1277) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %482 = "linalg.generic"(%471, %416, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg905: f32, %arg906: f32, %arg907: f32):
      %1276 = "arith.mulf"(%arg905, %arg906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1276) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %483 = "linalg.generic"(%482, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg903: f32, %arg904: f32):
      %1275 = "arith.addf"(%arg903, %arg904) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1275) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %484 = "linalg.generic"(%471, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg901: f32, %arg902: f32):
      %1274 = "arith.addf"(%arg901, %arg902) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1274) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %485 = "tensor.collapse_shape"(%481) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %486 = "linalg.matmul"(%485, %arg50, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg898: f32, %arg899: f32, %arg900: f32):
      %1272 = "arith.mulf"(%arg898, %arg899) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1273 = "arith.addf"(%arg900, %1272) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1273) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %487 = "linalg.transpose"(%485, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg896: f32, %arg897: f32):
      "linalg.yield"(%arg896) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %488 = "linalg.matmul"(%487, %397, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg893: f32, %arg894: f32, %arg895: f32):
      %1270 = "arith.mulf"(%arg893, %arg894) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1271 = "arith.addf"(%arg895, %1270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1271) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %489 = "tensor.empty"() : () -> tensor<1x16xf32>
    %490 = "linalg.fill"(%5, %489) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg891: f32, %arg892: f32):
      "linalg.yield"(%arg891) : (f32) -> ()
    }) : (f32, tensor<1x16xf32>) -> tensor<1x16xf32>
    %491 = "linalg.generic"(%485, %490) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg889: f32, %arg890: f32):
      %1269 = "arith.addf"(%arg889, %arg890) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1269) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %492 = "tensor.collapse_shape"(%491) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %493 = "tensor.expand_shape"(%486) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %494 = "linalg.generic"(%394, %394, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg886: f32, %arg887: f32, %arg888: f32):
      %1268 = "arith.mulf"(%arg886, %arg887) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1268) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %495 = "linalg.generic"(%494, %394, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg883: f32, %arg884: f32, %arg885: f32):
      %1267 = "arith.mulf"(%arg883, %arg884) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1267) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %496 = "linalg.generic"(%495, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg881: f32, %arg882: f32):
      %1265 = "arith.truncf"(%19) : (f64) -> f32
      %1266 = "arith.mulf"(%arg881, %1265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1266) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %497 = "linalg.generic"(%394, %496, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg878: f32, %arg879: f32, %arg880: f32):
      %1264 = "arith.addf"(%arg878, %arg879) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1264) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %498 = "linalg.generic"(%497, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg876: f32, %arg877: f32):
      %1262 = "arith.truncf"(%18) : (f64) -> f32
      %1263 = "arith.mulf"(%arg876, %1262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1263) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %499 = "linalg.generic"(%498, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg874: f32, %arg875: f32):
      %1261 = "math.tanh"(%arg874) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1261) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %500 = "linalg.generic"(%394, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg872: f32, %arg873: f32):
      %1260 = "arith.mulf"(%arg872, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1260) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %501 = "linalg.generic"(%499, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg870: f32, %arg871: f32):
      %1259 = "arith.addf"(%arg870, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1259) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %502 = "linalg.generic"(%501, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg868: f32, %arg869: f32):
      %1258 = "arith.mulf"(%arg868, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1258) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %503 = "linalg.generic"(%499, %499, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg865: f32, %arg866: f32, %arg867: f32):
      %1257 = "arith.mulf"(%arg865, %arg866) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1257) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %504 = "linalg.generic"(%24, %503, %138) <{indexing_maps = [#map23, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg862: i64, %arg863: f32, %arg864: f32):
      %1255 = "arith.sitofp"(%arg862) : (i64) -> f32
      %1256 = "arith.subf"(%1255, %arg863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1256) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %505 = "linalg.generic"(%494, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg860: f32, %arg861: f32):
      %1253 = "arith.truncf"(%17) : (f64) -> f32
      %1254 = "arith.mulf"(%arg860, %1253) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1254) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %506 = "linalg.generic"(%505, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg858: f32, %arg859: f32):
      %1252 = "arith.addf"(%arg858, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1252) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %507 = "linalg.generic"(%506, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg856: f32, %arg857: f32):
      %1250 = "arith.truncf"(%18) : (f64) -> f32
      %1251 = "arith.mulf"(%arg856, %1250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1251) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %508 = "linalg.generic"(%500, %504, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg853: f32, %arg854: f32, %arg855: f32):
      %1249 = "arith.mulf"(%arg853, %arg854) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1249) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %509 = "linalg.generic"(%508, %507, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg850: f32, %arg851: f32, %arg852: f32):
      %1248 = "arith.mulf"(%arg850, %arg851) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1248) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %510 = "linalg.generic"(%502, %509, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg847: f32, %arg848: f32, %arg849: f32):
      %1247 = "arith.addf"(%arg847, %arg848) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1247) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %511 = "linalg.generic"(%493, %510, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg844: f32, %arg845: f32, %arg846: f32):
      %1246 = "arith.mulf"(%arg844, %arg845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1246) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %512 = "tensor.collapse_shape"(%511) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %513 = "linalg.matmul"(%512, %arg48, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg841: f32, %arg842: f32, %arg843: f32):
      %1244 = "arith.mulf"(%arg841, %arg842) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1245 = "arith.addf"(%arg843, %1244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1245) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %514 = "linalg.transpose"(%512, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg839: f32, %arg840: f32):
      "linalg.yield"(%arg839) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %515 = "linalg.fill"(%5, %140) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg837: f32, %arg838: f32):
      "linalg.yield"(%arg837) : (f32) -> ()
    }) : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
    %516 = "linalg.matmul"(%514, %390, %515) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg834: f32, %arg835: f32, %arg836: f32):
      %1242 = "arith.mulf"(%arg834, %arg835) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1243 = "arith.addf"(%arg836, %1242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1243) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %517 = "tensor.empty"() : () -> tensor<1x64xf32>
    %518 = "linalg.fill"(%5, %517) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg832: f32, %arg833: f32):
      "linalg.yield"(%arg832) : (f32) -> ()
    }) : (f32, tensor<1x64xf32>) -> tensor<1x64xf32>
    %519 = "linalg.generic"(%512, %518) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg830: f32, %arg831: f32):
      %1241 = "arith.addf"(%arg830, %arg831) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1241) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %520 = "tensor.collapse_shape"(%519) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %521 = "tensor.expand_shape"(%513) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %522 = "linalg.generic"(%521, %arg42, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg827: f32, %arg828: f32, %arg829: f32):
      %1240 = "arith.mulf"(%arg827, %arg828) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1240) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %523 = "linalg.generic"(%522, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg825: f32, %arg826: f32):
      %1239 = "arith.mulf"(%arg825, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1239) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %524 = "linalg.generic"(%522, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg823: f32, %arg824: f32):
      %1238 = "arith.addf"(%arg823, %arg824) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1238) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %525 = "linalg.generic"(%522, %386, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg820: f32, %arg821: f32, %arg822: f32):
      %1237 = "arith.mulf"(%arg820, %arg821) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1237) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %526 = "linalg.generic"(%525, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg818: f32, %arg819: f32):
      %1236 = "arith.addf"(%arg818, %arg819) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1236) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %527 = "linalg.generic"(%386, %526, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg815: f32, %arg816: f32, %arg817: f32):
      %1235 = "arith.mulf"(%arg815, %arg816) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1235) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %528 = "linalg.generic"(%523, %524, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg812: f32, %arg813: f32, %arg814: f32):
      %1234 = "arith.subf"(%arg812, %arg813) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1234) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %529 = "linalg.generic"(%528, %527, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg809: f32, %arg810: f32, %arg811: f32):
      %1233 = "arith.subf"(%arg809, %arg810) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1233) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %530 = "linalg.generic"(%384, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg807: f32, %arg808: f32):
      %1232 = "arith.divf"(%arg807, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1232) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %531 = "linalg.generic"(%530, %529, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg804: f32, %arg805: f32, %arg806: f32):
      %1231 = "arith.mulf"(%arg804, %arg805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1231) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %532 = "linalg.generic"(%521, %386, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg801: f32, %arg802: f32, %arg803: f32):
      %1230 = "arith.mulf"(%arg801, %arg802) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1230) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %533 = "linalg.generic"(%532, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg799: f32, %arg800: f32):
      %1229 = "arith.addf"(%arg799, %arg800) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1229) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %534 = "linalg.generic"(%521, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg797: f32, %arg798: f32):
      %1228 = "arith.addf"(%arg797, %arg798) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1228) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %535 = "linalg.generic"(%481, %531, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg794: f32, %arg795: f32, %arg796: f32):
      %1227 = "arith.addf"(%arg794, %arg795) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1227) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %536 = "tensor.collapse_shape"(%535) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %537 = "linalg.matmul"(%536, %arg46, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg791: f32, %arg792: f32, %arg793: f32):
      %1225 = "arith.mulf"(%arg791, %arg792) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1226 = "arith.addf"(%arg793, %1225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1226) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %538 = "linalg.transpose"(%536, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg789: f32, %arg790: f32):
      "linalg.yield"(%arg789) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %539 = "linalg.matmul"(%538, %367, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg786: f32, %arg787: f32, %arg788: f32):
      %1223 = "arith.mulf"(%arg786, %arg787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1224 = "arith.addf"(%arg788, %1223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1224) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %540 = "linalg.generic"(%536, %490) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg784: f32, %arg785: f32):
      %1222 = "arith.addf"(%arg784, %arg785) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1222) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %541 = "tensor.collapse_shape"(%540) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %542 = "tensor.expand_shape"(%537) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %543 = "linalg.transpose"(%542, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg782: f32, %arg783: f32):
      "linalg.yield"(%arg782) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %544 = "tensor.collapse_shape"(%543) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %545 = "linalg.transpose"(%361, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg780: f32, %arg781: f32):
      "linalg.yield"(%arg780) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %546 = "linalg.batch_matmul"(%545, %544, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg777: f32, %arg778: f32, %arg779: f32):
      %1220 = "arith.mulf"(%arg777, %arg778) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1221 = "arith.addf"(%arg779, %1220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1221) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %547 = "linalg.transpose"(%362, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg775: f32, %arg776: f32):
      "linalg.yield"(%arg775) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %548 = "linalg.batch_matmul"(%544, %547, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg772: f32, %arg773: f32, %arg774: f32):
      %1218 = "arith.mulf"(%arg772, %arg773) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1219 = "arith.addf"(%arg774, %1218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1219) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %549 = "tensor.expand_shape"(%546) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %550 = "tensor.expand_shape"(%548) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %551 = "linalg.generic"(%550, %360, %65) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg769: f32, %arg770: f32, %arg771: f32):
      %1217 = "arith.mulf"(%arg769, %arg770) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1217) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %552 = "linalg.generic"(%551, %96) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg767: f32, %arg768: f32):
      %1216 = "arith.addf"(%arg767, %arg768) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1216) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %553 = "linalg.generic"(%360, %552, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg764: f32, %arg765: f32, %arg766: f32):
      %1215 = "arith.mulf"(%arg764, %arg765) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1215) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %554 = "linalg.generic"(%551, %553, %65) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg761: f32, %arg762: f32, %arg763: f32):
      %1214 = "arith.subf"(%arg761, %arg762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1214) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %555 = "linalg.generic"(%85, %13, %554, %65) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg757: i1, %arg758: f32, %arg759: f32, %arg760: f32):
      %1213 = "arith.select"(%arg757, %arg758, %arg759) : (i1, f32, f32) -> f32
      "linalg.yield"(%1213) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %556 = "linalg.generic"(%555, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg755: f32, %arg756: f32):
      %1211 = "arith.truncf"(%20) : (f64) -> f32
      %1212 = "arith.divf"(%arg755, %1211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1212) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %557 = "tensor.collapse_shape"(%556) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %558 = "linalg.transpose"(%349, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg753: f32, %arg754: f32):
      "linalg.yield"(%arg753) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %559 = "linalg.batch_matmul"(%558, %557, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg750: f32, %arg751: f32, %arg752: f32):
      %1209 = "arith.mulf"(%arg750, %arg751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1210 = "arith.addf"(%arg752, %1209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1210) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %560 = "linalg.transpose"(%350, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg748: f32, %arg749: f32):
      "linalg.yield"(%arg748) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %561 = "linalg.batch_matmul"(%557, %560, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg745: f32, %arg746: f32, %arg747: f32):
      %1207 = "arith.mulf"(%arg745, %arg746) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1208 = "arith.addf"(%arg747, %1207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1208) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %562 = "tensor.expand_shape"(%559) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %563 = "tensor.expand_shape"(%561) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %564 = "linalg.transpose"(%549, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg743: f32, %arg744: f32):
      "linalg.yield"(%arg743) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %565 = "tensor.collapse_shape"(%564) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %566 = "linalg.transpose"(%562, %103) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg741: f32, %arg742: f32):
      "linalg.yield"(%arg741) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %567 = "tensor.collapse_shape"(%566) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %568 = "linalg.transpose"(%563, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg739: f32, %arg740: f32):
      "linalg.yield"(%arg739) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %569 = "tensor.collapse_shape"(%568) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %570 = "tensor.concat"(%569, %567, %565) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %571 = "tensor.collapse_shape"(%570) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %572 = "linalg.matmul"(%571, %arg44, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg736: f32, %arg737: f32, %arg738: f32):
      %1205 = "arith.mulf"(%arg736, %arg737) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1206 = "arith.addf"(%arg738, %1205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1206) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %573 = "tensor.empty"() : () -> tensor<48x16xf32>
    %574 = "linalg.transpose"(%571, %573) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg734: f32, %arg735: f32):
      "linalg.yield"(%arg734) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %575 = "linalg.fill"(%5, %573) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg732: f32, %arg733: f32):
      "linalg.yield"(%arg732) : (f32) -> ()
    }) : (f32, tensor<48x16xf32>) -> tensor<48x16xf32>
    %576 = "linalg.matmul"(%574, %335, %575) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg729: f32, %arg730: f32, %arg731: f32):
      %1203 = "arith.mulf"(%arg729, %arg730) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1204 = "arith.addf"(%arg731, %1203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1204) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %577 = "tensor.empty"() : () -> tensor<1x48xf32>
    %578 = "linalg.fill"(%5, %577) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg727: f32, %arg728: f32):
      "linalg.yield"(%arg727) : (f32) -> ()
    }) : (f32, tensor<1x48xf32>) -> tensor<1x48xf32>
    %579 = "linalg.generic"(%571, %578) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg725: f32, %arg726: f32):
      %1202 = "arith.addf"(%arg725, %arg726) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1202) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %580 = "tensor.collapse_shape"(%579) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %581 = "tensor.expand_shape"(%572) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %582 = "linalg.generic"(%581, %arg40, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg722: f32, %arg723: f32, %arg724: f32):
      %1201 = "arith.mulf"(%arg722, %arg723) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1201) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %583 = "linalg.generic"(%582, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg720: f32, %arg721: f32):
      %1200 = "arith.mulf"(%arg720, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1200) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %584 = "linalg.generic"(%582, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg718: f32, %arg719: f32):
      %1199 = "arith.addf"(%arg718, %arg719) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1199) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %585 = "linalg.generic"(%582, %331, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg715: f32, %arg716: f32, %arg717: f32):
      %1198 = "arith.mulf"(%arg715, %arg716) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1198) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %586 = "linalg.generic"(%585, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg713: f32, %arg714: f32):
      %1197 = "arith.addf"(%arg713, %arg714) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1197) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %587 = "linalg.generic"(%331, %586, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg710: f32, %arg711: f32, %arg712: f32):
      %1196 = "arith.mulf"(%arg710, %arg711) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1196) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %588 = "linalg.generic"(%583, %584, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg707: f32, %arg708: f32, %arg709: f32):
      %1195 = "arith.subf"(%arg707, %arg708) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1195) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %589 = "linalg.generic"(%588, %587, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg704: f32, %arg705: f32, %arg706: f32):
      %1194 = "arith.subf"(%arg704, %arg705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1194) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %590 = "linalg.generic"(%329, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg702: f32, %arg703: f32):
      %1193 = "arith.divf"(%arg702, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1193) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %591 = "linalg.generic"(%590, %589, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg699: f32, %arg700: f32, %arg701: f32):
      %1192 = "arith.mulf"(%arg699, %arg700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1192) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %592 = "linalg.generic"(%581, %331, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg696: f32, %arg697: f32, %arg698: f32):
      %1191 = "arith.mulf"(%arg696, %arg697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1191) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %593 = "linalg.generic"(%592, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg694: f32, %arg695: f32):
      %1190 = "arith.addf"(%arg694, %arg695) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1190) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %594 = "linalg.generic"(%581, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg692: f32, %arg693: f32):
      %1189 = "arith.addf"(%arg692, %arg693) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1189) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %595 = "linalg.generic"(%535, %591, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg689: f32, %arg690: f32, %arg691: f32):
      %1188 = "arith.addf"(%arg689, %arg690) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1188) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %596 = "tensor.collapse_shape"(%595) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %597 = "linalg.matmul"(%596, %arg38, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg686: f32, %arg687: f32, %arg688: f32):
      %1186 = "arith.mulf"(%arg686, %arg687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1187 = "arith.addf"(%arg688, %1186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1187) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %598 = "linalg.transpose"(%596, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg684: f32, %arg685: f32):
      "linalg.yield"(%arg684) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %599 = "linalg.matmul"(%598, %312, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg681: f32, %arg682: f32, %arg683: f32):
      %1184 = "arith.mulf"(%arg681, %arg682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1185 = "arith.addf"(%arg683, %1184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1185) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %600 = "linalg.generic"(%596, %490) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg679: f32, %arg680: f32):
      %1183 = "arith.addf"(%arg679, %arg680) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1183) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %601 = "tensor.collapse_shape"(%600) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %602 = "tensor.expand_shape"(%597) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %603 = "linalg.generic"(%309, %309, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg676: f32, %arg677: f32, %arg678: f32):
      %1182 = "arith.mulf"(%arg676, %arg677) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1182) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %604 = "linalg.generic"(%603, %309, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg673: f32, %arg674: f32, %arg675: f32):
      %1181 = "arith.mulf"(%arg673, %arg674) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1181) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %605 = "linalg.generic"(%604, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg671: f32, %arg672: f32):
      %1179 = "arith.truncf"(%19) : (f64) -> f32
      %1180 = "arith.mulf"(%arg671, %1179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1180) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %606 = "linalg.generic"(%309, %605, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg668: f32, %arg669: f32, %arg670: f32):
      %1178 = "arith.addf"(%arg668, %arg669) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1178) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %607 = "linalg.generic"(%606, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg666: f32, %arg667: f32):
      %1176 = "arith.truncf"(%18) : (f64) -> f32
      %1177 = "arith.mulf"(%arg666, %1176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1177) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %608 = "linalg.generic"(%607, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg664: f32, %arg665: f32):
      %1175 = "math.tanh"(%arg664) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1175) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %609 = "linalg.generic"(%309, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg662: f32, %arg663: f32):
      %1174 = "arith.mulf"(%arg662, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1174) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %610 = "linalg.generic"(%608, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg660: f32, %arg661: f32):
      %1173 = "arith.addf"(%arg660, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1173) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %611 = "linalg.generic"(%610, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg658: f32, %arg659: f32):
      %1172 = "arith.mulf"(%arg658, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1172) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %612 = "linalg.generic"(%608, %608, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg655: f32, %arg656: f32, %arg657: f32):
      %1171 = "arith.mulf"(%arg655, %arg656) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1171) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %613 = "linalg.generic"(%24, %612, %138) <{indexing_maps = [#map23, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg652: i64, %arg653: f32, %arg654: f32):
      %1169 = "arith.sitofp"(%arg652) : (i64) -> f32
      %1170 = "arith.subf"(%1169, %arg653) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1170) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %614 = "linalg.generic"(%603, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg650: f32, %arg651: f32):
      %1167 = "arith.truncf"(%17) : (f64) -> f32
      %1168 = "arith.mulf"(%arg650, %1167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1168) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %615 = "linalg.generic"(%614, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg648: f32, %arg649: f32):
      %1166 = "arith.addf"(%arg648, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1166) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %616 = "linalg.generic"(%615, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg646: f32, %arg647: f32):
      %1164 = "arith.truncf"(%18) : (f64) -> f32
      %1165 = "arith.mulf"(%arg646, %1164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1165) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %617 = "linalg.generic"(%609, %613, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg643: f32, %arg644: f32, %arg645: f32):
      %1163 = "arith.mulf"(%arg643, %arg644) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1163) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %618 = "linalg.generic"(%617, %616, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg640: f32, %arg641: f32, %arg642: f32):
      %1162 = "arith.mulf"(%arg640, %arg641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1162) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %619 = "linalg.generic"(%611, %618, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg637: f32, %arg638: f32, %arg639: f32):
      %1161 = "arith.addf"(%arg637, %arg638) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1161) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %620 = "linalg.generic"(%602, %619, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg634: f32, %arg635: f32, %arg636: f32):
      %1160 = "arith.mulf"(%arg634, %arg635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1160) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %621 = "tensor.collapse_shape"(%620) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %622 = "linalg.matmul"(%621, %arg36, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg631: f32, %arg632: f32, %arg633: f32):
      %1158 = "arith.mulf"(%arg631, %arg632) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1159 = "arith.addf"(%arg633, %1158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1159) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %623 = "linalg.transpose"(%621, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg629: f32, %arg630: f32):
      "linalg.yield"(%arg629) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %624 = "linalg.matmul"(%623, %305, %515) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg626: f32, %arg627: f32, %arg628: f32):
      %1156 = "arith.mulf"(%arg626, %arg627) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1157 = "arith.addf"(%arg628, %1156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1157) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %625 = "linalg.generic"(%621, %518) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg624: f32, %arg625: f32):
      %1155 = "arith.addf"(%arg624, %arg625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1155) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %626 = "tensor.collapse_shape"(%625) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %627 = "tensor.expand_shape"(%622) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %628 = "linalg.generic"(%627, %arg30, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg621: f32, %arg622: f32, %arg623: f32):
      %1154 = "arith.mulf"(%arg621, %arg622) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1154) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %629 = "linalg.generic"(%628, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg619: f32, %arg620: f32):
      %1153 = "arith.mulf"(%arg619, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1153) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %630 = "linalg.generic"(%628, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg617: f32, %arg618: f32):
      %1152 = "arith.addf"(%arg617, %arg618) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1152) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %631 = "linalg.generic"(%628, %301, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg614: f32, %arg615: f32, %arg616: f32):
      %1151 = "arith.mulf"(%arg614, %arg615) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1151) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %632 = "linalg.generic"(%631, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg612: f32, %arg613: f32):
      %1150 = "arith.addf"(%arg612, %arg613) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1150) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %633 = "linalg.generic"(%301, %632, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg609: f32, %arg610: f32, %arg611: f32):
      %1149 = "arith.mulf"(%arg609, %arg610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1149) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %634 = "linalg.generic"(%629, %630, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg606: f32, %arg607: f32, %arg608: f32):
      %1148 = "arith.subf"(%arg606, %arg607) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1148) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %635 = "linalg.generic"(%634, %633, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg603: f32, %arg604: f32, %arg605: f32):
      %1147 = "arith.subf"(%arg603, %arg604) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1147) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %636 = "linalg.generic"(%299, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg601: f32, %arg602: f32):
      %1146 = "arith.divf"(%arg601, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1146) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %637 = "linalg.generic"(%636, %635, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg598: f32, %arg599: f32, %arg600: f32):
      %1145 = "arith.mulf"(%arg598, %arg599) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1145) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %638 = "linalg.generic"(%627, %301, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg595: f32, %arg596: f32, %arg597: f32):
      %1144 = "arith.mulf"(%arg595, %arg596) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1144) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %639 = "linalg.generic"(%638, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg593: f32, %arg594: f32):
      %1143 = "arith.addf"(%arg593, %arg594) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1143) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %640 = "linalg.generic"(%627, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg591: f32, %arg592: f32):
      %1142 = "arith.addf"(%arg591, %arg592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1142) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %641 = "linalg.generic"(%595, %637, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg588: f32, %arg589: f32, %arg590: f32):
      %1141 = "arith.addf"(%arg588, %arg589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1141) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %642 = "tensor.collapse_shape"(%641) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %643 = "linalg.matmul"(%642, %arg34, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg585: f32, %arg586: f32, %arg587: f32):
      %1139 = "arith.mulf"(%arg585, %arg586) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1140 = "arith.addf"(%arg587, %1139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1140) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %644 = "linalg.transpose"(%642, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg583: f32, %arg584: f32):
      "linalg.yield"(%arg583) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %645 = "linalg.matmul"(%644, %282, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg580: f32, %arg581: f32, %arg582: f32):
      %1137 = "arith.mulf"(%arg580, %arg581) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1138 = "arith.addf"(%arg582, %1137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1138) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %646 = "linalg.generic"(%642, %490) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg578: f32, %arg579: f32):
      %1136 = "arith.addf"(%arg578, %arg579) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1136) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %647 = "tensor.collapse_shape"(%646) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %648 = "tensor.expand_shape"(%643) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %649 = "linalg.transpose"(%648, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg576: f32, %arg577: f32):
      "linalg.yield"(%arg576) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %650 = "tensor.collapse_shape"(%649) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %651 = "linalg.transpose"(%276, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg574: f32, %arg575: f32):
      "linalg.yield"(%arg574) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %652 = "linalg.batch_matmul"(%651, %650, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg571: f32, %arg572: f32, %arg573: f32):
      %1134 = "arith.mulf"(%arg571, %arg572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1135 = "arith.addf"(%arg573, %1134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1135) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %653 = "linalg.transpose"(%277, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg569: f32, %arg570: f32):
      "linalg.yield"(%arg569) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %654 = "linalg.batch_matmul"(%650, %653, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg566: f32, %arg567: f32, %arg568: f32):
      %1132 = "arith.mulf"(%arg566, %arg567) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1133 = "arith.addf"(%arg568, %1132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1133) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %655 = "tensor.expand_shape"(%652) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %656 = "tensor.expand_shape"(%654) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %657 = "linalg.generic"(%656, %275, %65) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg563: f32, %arg564: f32, %arg565: f32):
      %1131 = "arith.mulf"(%arg563, %arg564) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1131) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %658 = "linalg.generic"(%657, %96) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg561: f32, %arg562: f32):
      %1130 = "arith.addf"(%arg561, %arg562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1130) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %659 = "linalg.generic"(%275, %658, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg558: f32, %arg559: f32, %arg560: f32):
      %1129 = "arith.mulf"(%arg558, %arg559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1129) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %660 = "linalg.generic"(%657, %659, %65) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg555: f32, %arg556: f32, %arg557: f32):
      %1128 = "arith.subf"(%arg555, %arg556) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1128) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %661 = "linalg.generic"(%85, %13, %660, %65) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg551: i1, %arg552: f32, %arg553: f32, %arg554: f32):
      %1127 = "arith.select"(%arg551, %arg552, %arg553) : (i1, f32, f32) -> f32
      "linalg.yield"(%1127) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %662 = "linalg.generic"(%661, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg549: f32, %arg550: f32):
      %1125 = "arith.truncf"(%20) : (f64) -> f32
      %1126 = "arith.divf"(%arg549, %1125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1126) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %663 = "tensor.collapse_shape"(%662) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %664 = "linalg.transpose"(%264, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg547: f32, %arg548: f32):
      "linalg.yield"(%arg547) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %665 = "linalg.batch_matmul"(%664, %663, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg544: f32, %arg545: f32, %arg546: f32):
      %1123 = "arith.mulf"(%arg544, %arg545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1124 = "arith.addf"(%arg546, %1123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1124) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %666 = "linalg.transpose"(%265, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg542: f32, %arg543: f32):
      "linalg.yield"(%arg542) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %667 = "linalg.batch_matmul"(%663, %666, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg539: f32, %arg540: f32, %arg541: f32):
      %1121 = "arith.mulf"(%arg539, %arg540) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1122 = "arith.addf"(%arg541, %1121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1122) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %668 = "tensor.expand_shape"(%665) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %669 = "tensor.expand_shape"(%667) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %670 = "linalg.transpose"(%655, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg537: f32, %arg538: f32):
      "linalg.yield"(%arg537) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %671 = "tensor.collapse_shape"(%670) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %672 = "linalg.transpose"(%668, %103) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg535: f32, %arg536: f32):
      "linalg.yield"(%arg535) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %673 = "tensor.collapse_shape"(%672) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %674 = "linalg.transpose"(%669, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg533: f32, %arg534: f32):
      "linalg.yield"(%arg533) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %675 = "tensor.collapse_shape"(%674) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %676 = "tensor.concat"(%675, %673, %671) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %677 = "tensor.collapse_shape"(%676) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %678 = "linalg.matmul"(%677, %arg32, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg530: f32, %arg531: f32, %arg532: f32):
      %1119 = "arith.mulf"(%arg530, %arg531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1120 = "arith.addf"(%arg532, %1119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1120) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %679 = "linalg.transpose"(%677, %573) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg528: f32, %arg529: f32):
      "linalg.yield"(%arg528) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %680 = "linalg.matmul"(%679, %250, %575) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg525: f32, %arg526: f32, %arg527: f32):
      %1117 = "arith.mulf"(%arg525, %arg526) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1118 = "arith.addf"(%arg527, %1117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1118) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %681 = "linalg.generic"(%677, %578) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg523: f32, %arg524: f32):
      %1116 = "arith.addf"(%arg523, %arg524) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1116) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %682 = "tensor.collapse_shape"(%681) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %683 = "tensor.expand_shape"(%678) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %684 = "linalg.generic"(%683, %arg28, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg520: f32, %arg521: f32, %arg522: f32):
      %1115 = "arith.mulf"(%arg520, %arg521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1115) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %685 = "linalg.generic"(%684, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg518: f32, %arg519: f32):
      %1114 = "arith.mulf"(%arg518, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1114) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %686 = "linalg.generic"(%684, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg516: f32, %arg517: f32):
      %1113 = "arith.addf"(%arg516, %arg517) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1113) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %687 = "linalg.generic"(%684, %246, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg513: f32, %arg514: f32, %arg515: f32):
      %1112 = "arith.mulf"(%arg513, %arg514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1112) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %688 = "linalg.generic"(%687, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg511: f32, %arg512: f32):
      %1111 = "arith.addf"(%arg511, %arg512) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1111) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %689 = "linalg.generic"(%246, %688, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg508: f32, %arg509: f32, %arg510: f32):
      %1110 = "arith.mulf"(%arg508, %arg509) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1110) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %690 = "linalg.generic"(%685, %686, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg505: f32, %arg506: f32, %arg507: f32):
      %1109 = "arith.subf"(%arg505, %arg506) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1109) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %691 = "linalg.generic"(%690, %689, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg502: f32, %arg503: f32, %arg504: f32):
      %1108 = "arith.subf"(%arg502, %arg503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1108) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %692 = "linalg.generic"(%244, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg500: f32, %arg501: f32):
      %1107 = "arith.divf"(%arg500, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1107) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %693 = "linalg.generic"(%692, %691, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg497: f32, %arg498: f32, %arg499: f32):
      %1106 = "arith.mulf"(%arg497, %arg498) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1106) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %694 = "linalg.generic"(%683, %246, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg494: f32, %arg495: f32, %arg496: f32):
      %1105 = "arith.mulf"(%arg494, %arg495) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1105) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %695 = "linalg.generic"(%694, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg492: f32, %arg493: f32):
      %1104 = "arith.addf"(%arg492, %arg493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1104) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %696 = "linalg.generic"(%683, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg490: f32, %arg491: f32):
      %1103 = "arith.addf"(%arg490, %arg491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1103) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %697 = "linalg.generic"(%641, %693, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg487: f32, %arg488: f32, %arg489: f32):
      %1102 = "arith.addf"(%arg487, %arg488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1102) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %698 = "tensor.collapse_shape"(%697) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %699 = "linalg.matmul"(%698, %arg26, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg484: f32, %arg485: f32, %arg486: f32):
      %1100 = "arith.mulf"(%arg484, %arg485) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1101 = "arith.addf"(%arg486, %1100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1101) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %700 = "linalg.transpose"(%698, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg482: f32, %arg483: f32):
      "linalg.yield"(%arg482) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %701 = "linalg.matmul"(%700, %227, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg479: f32, %arg480: f32, %arg481: f32):
      %1098 = "arith.mulf"(%arg479, %arg480) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1099 = "arith.addf"(%arg481, %1098) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1099) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %702 = "linalg.generic"(%698, %490) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg477: f32, %arg478: f32):
      %1097 = "arith.addf"(%arg477, %arg478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1097) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %703 = "tensor.collapse_shape"(%702) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %704 = "tensor.expand_shape"(%699) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %705 = "linalg.generic"(%224, %224, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg474: f32, %arg475: f32, %arg476: f32):
      %1096 = "arith.mulf"(%arg474, %arg475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1096) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %706 = "linalg.generic"(%705, %224, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg471: f32, %arg472: f32, %arg473: f32):
      %1095 = "arith.mulf"(%arg471, %arg472) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1095) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %707 = "linalg.generic"(%706, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg469: f32, %arg470: f32):
      %1093 = "arith.truncf"(%19) : (f64) -> f32
      %1094 = "arith.mulf"(%arg469, %1093) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1094) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %708 = "linalg.generic"(%224, %707, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg466: f32, %arg467: f32, %arg468: f32):
      %1092 = "arith.addf"(%arg466, %arg467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1092) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %709 = "linalg.generic"(%708, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg464: f32, %arg465: f32):
      %1090 = "arith.truncf"(%18) : (f64) -> f32
      %1091 = "arith.mulf"(%arg464, %1090) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1091) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %710 = "linalg.generic"(%709, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg462: f32, %arg463: f32):
      %1089 = "math.tanh"(%arg462) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1089) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %711 = "linalg.generic"(%224, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg460: f32, %arg461: f32):
      %1088 = "arith.mulf"(%arg460, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1088) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %712 = "linalg.generic"(%710, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg458: f32, %arg459: f32):
      %1087 = "arith.addf"(%arg458, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1087) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %713 = "linalg.generic"(%712, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg456: f32, %arg457: f32):
      %1086 = "arith.mulf"(%arg456, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1086) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %714 = "linalg.generic"(%710, %710, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg453: f32, %arg454: f32, %arg455: f32):
      %1085 = "arith.mulf"(%arg453, %arg454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1085) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %715 = "linalg.generic"(%24, %714, %138) <{indexing_maps = [#map23, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg450: i64, %arg451: f32, %arg452: f32):
      %1083 = "arith.sitofp"(%arg450) : (i64) -> f32
      %1084 = "arith.subf"(%1083, %arg451) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1084) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %716 = "linalg.generic"(%705, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg448: f32, %arg449: f32):
      %1081 = "arith.truncf"(%17) : (f64) -> f32
      %1082 = "arith.mulf"(%arg448, %1081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1082) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %717 = "linalg.generic"(%716, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg446: f32, %arg447: f32):
      %1080 = "arith.addf"(%arg446, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1080) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %718 = "linalg.generic"(%717, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32):
      %1078 = "arith.truncf"(%18) : (f64) -> f32
      %1079 = "arith.mulf"(%arg444, %1078) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1079) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %719 = "linalg.generic"(%711, %715, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg441: f32, %arg442: f32, %arg443: f32):
      %1077 = "arith.mulf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1077) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %720 = "linalg.generic"(%719, %718, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg438: f32, %arg439: f32, %arg440: f32):
      %1076 = "arith.mulf"(%arg438, %arg439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1076) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %721 = "linalg.generic"(%713, %720, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg435: f32, %arg436: f32, %arg437: f32):
      %1075 = "arith.addf"(%arg435, %arg436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1075) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %722 = "linalg.generic"(%704, %721, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg432: f32, %arg433: f32, %arg434: f32):
      %1074 = "arith.mulf"(%arg432, %arg433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1074) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %723 = "tensor.collapse_shape"(%722) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %724 = "linalg.matmul"(%723, %arg24, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg429: f32, %arg430: f32, %arg431: f32):
      %1072 = "arith.mulf"(%arg429, %arg430) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1073 = "arith.addf"(%arg431, %1072) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1073) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %725 = "linalg.transpose"(%723, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg427: f32, %arg428: f32):
      "linalg.yield"(%arg427) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %726 = "linalg.matmul"(%725, %220, %515) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg424: f32, %arg425: f32, %arg426: f32):
      %1070 = "arith.mulf"(%arg424, %arg425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1071 = "arith.addf"(%arg426, %1070) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1071) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %727 = "linalg.generic"(%723, %518) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg422: f32, %arg423: f32):
      %1069 = "arith.addf"(%arg422, %arg423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1069) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %728 = "tensor.collapse_shape"(%727) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %729 = "tensor.expand_shape"(%724) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %730 = "linalg.generic"(%729, %arg18, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg419: f32, %arg420: f32, %arg421: f32):
      %1068 = "arith.mulf"(%arg419, %arg420) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1068) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %731 = "linalg.generic"(%730, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg417: f32, %arg418: f32):
      %1067 = "arith.mulf"(%arg417, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1067) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %732 = "linalg.generic"(%730, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg415: f32, %arg416: f32):
      %1066 = "arith.addf"(%arg415, %arg416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1066) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %733 = "linalg.generic"(%730, %216, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg412: f32, %arg413: f32, %arg414: f32):
      %1065 = "arith.mulf"(%arg412, %arg413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1065) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %734 = "linalg.generic"(%733, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg410: f32, %arg411: f32):
      %1064 = "arith.addf"(%arg410, %arg411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1064) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %735 = "linalg.generic"(%216, %734, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg407: f32, %arg408: f32, %arg409: f32):
      %1063 = "arith.mulf"(%arg407, %arg408) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1063) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %736 = "linalg.generic"(%731, %732, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg404: f32, %arg405: f32, %arg406: f32):
      %1062 = "arith.subf"(%arg404, %arg405) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1062) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %737 = "linalg.generic"(%736, %735, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg401: f32, %arg402: f32, %arg403: f32):
      %1061 = "arith.subf"(%arg401, %arg402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1061) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %738 = "linalg.generic"(%214, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg399: f32, %arg400: f32):
      %1060 = "arith.divf"(%arg399, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1060) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %739 = "linalg.generic"(%738, %737, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg396: f32, %arg397: f32, %arg398: f32):
      %1059 = "arith.mulf"(%arg396, %arg397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1059) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %740 = "linalg.generic"(%729, %216, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg393: f32, %arg394: f32, %arg395: f32):
      %1058 = "arith.mulf"(%arg393, %arg394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1058) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %741 = "linalg.generic"(%740, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg391: f32, %arg392: f32):
      %1057 = "arith.addf"(%arg391, %arg392) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1057) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %742 = "linalg.generic"(%729, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32):
      %1056 = "arith.addf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1056) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %743 = "linalg.generic"(%697, %739, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg386: f32, %arg387: f32, %arg388: f32):
      %1055 = "arith.addf"(%arg386, %arg387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1055) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %744 = "tensor.collapse_shape"(%743) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %745 = "linalg.matmul"(%744, %arg22, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg383: f32, %arg384: f32, %arg385: f32):
      %1053 = "arith.mulf"(%arg383, %arg384) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1054 = "arith.addf"(%arg385, %1053) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1054) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %746 = "linalg.transpose"(%744, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg381: f32, %arg382: f32):
      "linalg.yield"(%arg381) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %747 = "linalg.matmul"(%746, %197, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg378: f32, %arg379: f32, %arg380: f32):
      %1051 = "arith.mulf"(%arg378, %arg379) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1052 = "arith.addf"(%arg380, %1051) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1052) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %748 = "linalg.generic"(%744, %490) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg376: f32, %arg377: f32):
      %1050 = "arith.addf"(%arg376, %arg377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1050) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %749 = "tensor.collapse_shape"(%748) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %750 = "tensor.expand_shape"(%745) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %751 = "linalg.transpose"(%750, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg374: f32, %arg375: f32):
      "linalg.yield"(%arg374) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %752 = "tensor.collapse_shape"(%751) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %753 = "linalg.transpose"(%191, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg372: f32, %arg373: f32):
      "linalg.yield"(%arg372) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %754 = "linalg.batch_matmul"(%753, %752, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32, %arg371: f32):
      %1048 = "arith.mulf"(%arg369, %arg370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1049 = "arith.addf"(%arg371, %1048) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1049) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %755 = "linalg.transpose"(%192, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg367: f32, %arg368: f32):
      "linalg.yield"(%arg367) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %756 = "linalg.batch_matmul"(%752, %755, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg364: f32, %arg365: f32, %arg366: f32):
      %1046 = "arith.mulf"(%arg364, %arg365) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1047 = "arith.addf"(%arg366, %1046) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1047) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %757 = "tensor.expand_shape"(%754) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %758 = "tensor.expand_shape"(%756) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %759 = "linalg.generic"(%758, %190, %65) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg361: f32, %arg362: f32, %arg363: f32):
      %1045 = "arith.mulf"(%arg361, %arg362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1045) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %760 = "linalg.generic"(%759, %96) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg359: f32, %arg360: f32):
      %1044 = "arith.addf"(%arg359, %arg360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1044) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %761 = "linalg.generic"(%190, %760, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg356: f32, %arg357: f32, %arg358: f32):
      %1043 = "arith.mulf"(%arg356, %arg357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1043) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %762 = "linalg.generic"(%759, %761, %65) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg353: f32, %arg354: f32, %arg355: f32):
      %1042 = "arith.subf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1042) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %763 = "linalg.generic"(%85, %13, %762, %65) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg349: i1, %arg350: f32, %arg351: f32, %arg352: f32):
      %1041 = "arith.select"(%arg349, %arg350, %arg351) : (i1, f32, f32) -> f32
      "linalg.yield"(%1041) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %764 = "linalg.generic"(%763, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg347: f32, %arg348: f32):
      %1039 = "arith.truncf"(%20) : (f64) -> f32
      %1040 = "arith.divf"(%arg347, %1039) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1040) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %765 = "tensor.collapse_shape"(%764) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %766 = "linalg.transpose"(%179, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg345: f32, %arg346: f32):
      "linalg.yield"(%arg345) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %767 = "linalg.batch_matmul"(%766, %765, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg342: f32, %arg343: f32, %arg344: f32):
      %1037 = "arith.mulf"(%arg342, %arg343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1038 = "arith.addf"(%arg344, %1037) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1038) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %768 = "linalg.transpose"(%180, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg340: f32, %arg341: f32):
      "linalg.yield"(%arg340) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %769 = "linalg.batch_matmul"(%765, %768, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
      %1035 = "arith.mulf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1036 = "arith.addf"(%arg339, %1035) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1036) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %770 = "tensor.expand_shape"(%767) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %771 = "tensor.expand_shape"(%769) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %772 = "linalg.transpose"(%757, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg335: f32, %arg336: f32):
      "linalg.yield"(%arg335) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %773 = "tensor.collapse_shape"(%772) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %774 = "linalg.transpose"(%770, %103) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg333: f32, %arg334: f32):
      "linalg.yield"(%arg333) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %775 = "tensor.collapse_shape"(%774) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %776 = "linalg.transpose"(%771, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg331: f32, %arg332: f32):
      "linalg.yield"(%arg331) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %777 = "tensor.collapse_shape"(%776) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %778 = "tensor.concat"(%777, %775, %773) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %779 = "tensor.collapse_shape"(%778) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %780 = "linalg.matmul"(%779, %arg20, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg328: f32, %arg329: f32, %arg330: f32):
      %1033 = "arith.mulf"(%arg328, %arg329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1034 = "arith.addf"(%arg330, %1033) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1034) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %781 = "linalg.transpose"(%779, %573) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg326: f32, %arg327: f32):
      "linalg.yield"(%arg326) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %782 = "linalg.matmul"(%781, %165, %575) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg323: f32, %arg324: f32, %arg325: f32):
      %1031 = "arith.mulf"(%arg323, %arg324) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1032 = "arith.addf"(%arg325, %1031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1032) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %783 = "linalg.generic"(%779, %578) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg321: f32, %arg322: f32):
      %1030 = "arith.addf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1030) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %784 = "tensor.collapse_shape"(%783) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %785 = "tensor.expand_shape"(%780) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %786 = "linalg.generic"(%785, %arg16, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg318: f32, %arg319: f32, %arg320: f32):
      %1029 = "arith.mulf"(%arg318, %arg319) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1029) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %787 = "linalg.generic"(%786, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg316: f32, %arg317: f32):
      %1028 = "arith.mulf"(%arg316, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1028) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %788 = "linalg.generic"(%786, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg314: f32, %arg315: f32):
      %1027 = "arith.addf"(%arg314, %arg315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1027) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %789 = "linalg.generic"(%786, %161, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg311: f32, %arg312: f32, %arg313: f32):
      %1026 = "arith.mulf"(%arg311, %arg312) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1026) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %790 = "linalg.generic"(%789, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg309: f32, %arg310: f32):
      %1025 = "arith.addf"(%arg309, %arg310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1025) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %791 = "linalg.generic"(%161, %790, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg306: f32, %arg307: f32, %arg308: f32):
      %1024 = "arith.mulf"(%arg306, %arg307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1024) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %792 = "linalg.generic"(%787, %788, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg303: f32, %arg304: f32, %arg305: f32):
      %1023 = "arith.subf"(%arg303, %arg304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1023) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %793 = "linalg.generic"(%792, %791, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg300: f32, %arg301: f32, %arg302: f32):
      %1022 = "arith.subf"(%arg300, %arg301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1022) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %794 = "linalg.generic"(%159, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32):
      %1021 = "arith.divf"(%arg298, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1021) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %795 = "linalg.generic"(%794, %793, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg295: f32, %arg296: f32, %arg297: f32):
      %1020 = "arith.mulf"(%arg295, %arg296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1020) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %796 = "linalg.generic"(%785, %161, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg292: f32, %arg293: f32, %arg294: f32):
      %1019 = "arith.mulf"(%arg292, %arg293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1019) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %797 = "linalg.generic"(%796, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg290: f32, %arg291: f32):
      %1018 = "arith.addf"(%arg290, %arg291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1018) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %798 = "linalg.generic"(%785, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg288: f32, %arg289: f32):
      %1017 = "arith.addf"(%arg288, %arg289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1017) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %799 = "linalg.generic"(%743, %795, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg285: f32, %arg286: f32, %arg287: f32):
      %1016 = "arith.addf"(%arg285, %arg286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1016) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %800 = "tensor.collapse_shape"(%799) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %801 = "linalg.matmul"(%800, %arg14, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg282: f32, %arg283: f32, %arg284: f32):
      %1014 = "arith.mulf"(%arg282, %arg283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1015 = "arith.addf"(%arg284, %1014) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1015) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %802 = "linalg.transpose"(%800, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg280: f32, %arg281: f32):
      "linalg.yield"(%arg280) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %803 = "linalg.matmul"(%802, %142, %133) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32, %arg279: f32):
      %1012 = "arith.mulf"(%arg277, %arg278) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1013 = "arith.addf"(%arg279, %1012) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1013) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %804 = "linalg.generic"(%800, %490) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32):
      %1011 = "arith.addf"(%arg275, %arg276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1011) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %805 = "tensor.collapse_shape"(%804) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %806 = "tensor.expand_shape"(%801) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %807 = "linalg.generic"(%137, %137, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32, %arg274: f32):
      %1010 = "arith.mulf"(%arg272, %arg273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1010) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %808 = "linalg.generic"(%807, %137, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg269: f32, %arg270: f32, %arg271: f32):
      %1009 = "arith.mulf"(%arg269, %arg270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1009) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %809 = "linalg.generic"(%808, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32):
      %1007 = "arith.truncf"(%19) : (f64) -> f32
      %1008 = "arith.mulf"(%arg267, %1007) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1008) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %810 = "linalg.generic"(%137, %809, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg264: f32, %arg265: f32, %arg266: f32):
      %1006 = "arith.addf"(%arg264, %arg265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1006) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %811 = "linalg.generic"(%810, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32):
      %1004 = "arith.truncf"(%18) : (f64) -> f32
      %1005 = "arith.mulf"(%arg262, %1004) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1005) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %812 = "linalg.generic"(%811, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      %1003 = "math.tanh"(%arg260) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1003) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %813 = "linalg.generic"(%137, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32):
      %1002 = "arith.mulf"(%arg258, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1002) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %814 = "linalg.generic"(%812, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg256: f32, %arg257: f32):
      %1001 = "arith.addf"(%arg256, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1001) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %815 = "linalg.generic"(%814, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg254: f32, %arg255: f32):
      %1000 = "arith.mulf"(%arg254, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1000) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %816 = "linalg.generic"(%812, %812, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32, %arg253: f32):
      %999 = "arith.mulf"(%arg251, %arg252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%999) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %817 = "linalg.generic"(%24, %816, %138) <{indexing_maps = [#map23, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg248: i64, %arg249: f32, %arg250: f32):
      %997 = "arith.sitofp"(%arg248) : (i64) -> f32
      %998 = "arith.subf"(%997, %arg249) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%998) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %818 = "linalg.generic"(%807, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg246: f32, %arg247: f32):
      %995 = "arith.truncf"(%17) : (f64) -> f32
      %996 = "arith.mulf"(%arg246, %995) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%996) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %819 = "linalg.generic"(%818, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg244: f32, %arg245: f32):
      %994 = "arith.addf"(%arg244, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%994) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %820 = "linalg.generic"(%819, %138) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32):
      %992 = "arith.truncf"(%18) : (f64) -> f32
      %993 = "arith.mulf"(%arg242, %992) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%993) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %821 = "linalg.generic"(%813, %817, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32, %arg241: f32):
      %991 = "arith.mulf"(%arg239, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%991) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %822 = "linalg.generic"(%821, %820, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32, %arg238: f32):
      %990 = "arith.mulf"(%arg236, %arg237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%990) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %823 = "linalg.generic"(%815, %822, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32, %arg235: f32):
      %989 = "arith.addf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%989) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %824 = "linalg.generic"(%806, %823, %138) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg230: f32, %arg231: f32, %arg232: f32):
      %988 = "arith.mulf"(%arg230, %arg231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%988) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %825 = "tensor.collapse_shape"(%824) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %826 = "linalg.matmul"(%825, %arg12, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg227: f32, %arg228: f32, %arg229: f32):
      %986 = "arith.mulf"(%arg227, %arg228) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %987 = "arith.addf"(%arg229, %986) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%987) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %827 = "linalg.transpose"(%825, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg225: f32, %arg226: f32):
      "linalg.yield"(%arg225) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %828 = "linalg.matmul"(%827, %132, %515) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32, %arg224: f32):
      %984 = "arith.mulf"(%arg222, %arg223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %985 = "arith.addf"(%arg224, %984) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%985) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %829 = "linalg.generic"(%825, %518) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32):
      %983 = "arith.addf"(%arg220, %arg221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%983) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %830 = "tensor.collapse_shape"(%829) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %831 = "tensor.expand_shape"(%826) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %832 = "linalg.generic"(%831, %arg6, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32, %arg219: f32):
      %982 = "arith.mulf"(%arg217, %arg218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%982) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %833 = "linalg.generic"(%832, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg215: f32, %arg216: f32):
      %981 = "arith.mulf"(%arg215, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%981) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %834 = "linalg.generic"(%832, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f32, %arg214: f32):
      %980 = "arith.addf"(%arg213, %arg214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%980) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %835 = "linalg.generic"(%832, %127, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg210: f32, %arg211: f32, %arg212: f32):
      %979 = "arith.mulf"(%arg210, %arg211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%979) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %836 = "linalg.generic"(%835, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32):
      %978 = "arith.addf"(%arg208, %arg209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%978) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %837 = "linalg.generic"(%127, %836, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg205: f32, %arg206: f32, %arg207: f32):
      %977 = "arith.mulf"(%arg205, %arg206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%977) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %838 = "linalg.generic"(%833, %834, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32, %arg204: f32):
      %976 = "arith.subf"(%arg202, %arg203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%976) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %839 = "linalg.generic"(%838, %837, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
      %975 = "arith.subf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%975) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %840 = "linalg.generic"(%125, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      %974 = "arith.divf"(%arg197, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%974) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %841 = "linalg.generic"(%840, %839, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32, %arg196: f32):
      %973 = "arith.mulf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%973) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %842 = "linalg.generic"(%831, %127, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg191: f32, %arg192: f32, %arg193: f32):
      %972 = "arith.mulf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%972) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %843 = "linalg.generic"(%842, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32):
      %971 = "arith.addf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%971) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %844 = "linalg.generic"(%831, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      %970 = "arith.addf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%970) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %845 = "linalg.generic"(%799, %841, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f32, %arg186: f32):
      %969 = "arith.addf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%969) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %846 = "tensor.collapse_shape"(%845) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %847 = "linalg.matmul"(%846, %arg10, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32, %arg183: f32):
      %967 = "arith.mulf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %968 = "arith.addf"(%arg183, %967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%968) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %848 = "linalg.transpose"(%846, %105) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      "linalg.yield"(%arg179) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %849 = "linalg.matmul"(%848, %107, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32, %arg178: f32):
      %965 = "arith.mulf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %966 = "arith.addf"(%arg178, %965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%966) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %850 = "linalg.generic"(%846, %490) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32):
      %964 = "arith.addf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%964) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %851 = "tensor.collapse_shape"(%850) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %852 = "tensor.expand_shape"(%847) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %853 = "linalg.transpose"(%852, %65) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg172: f32, %arg173: f32):
      "linalg.yield"(%arg172) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %854 = "tensor.collapse_shape"(%853) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %855 = "linalg.transpose"(%99, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %856 = "linalg.batch_matmul"(%855, %854, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
      %962 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %963 = "arith.addf"(%arg169, %962) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%963) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %857 = "linalg.transpose"(%100, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      "linalg.yield"(%arg165) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %858 = "linalg.batch_matmul"(%854, %857, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %960 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %961 = "arith.addf"(%arg164, %960) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%961) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %859 = "tensor.expand_shape"(%856) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %860 = "tensor.expand_shape"(%858) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %861 = "linalg.generic"(%860, %98, %65) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32, %arg161: f32):
      %959 = "arith.mulf"(%arg159, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%959) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %862 = "linalg.generic"(%861, %96) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      %958 = "arith.addf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%958) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %863 = "linalg.generic"(%98, %862, %65) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f32, %arg156: f32):
      %957 = "arith.mulf"(%arg154, %arg155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%957) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %864 = "linalg.generic"(%861, %863, %65) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
      %956 = "arith.subf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%956) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %865 = "linalg.generic"(%85, %13, %864, %65) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg147: i1, %arg148: f32, %arg149: f32, %arg150: f32):
      %955 = "arith.select"(%arg147, %arg148, %arg149) : (i1, f32, f32) -> f32
      "linalg.yield"(%955) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %866 = "linalg.generic"(%865, %65) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      %953 = "arith.truncf"(%20) : (f64) -> f32
      %954 = "arith.divf"(%arg145, %953) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%954) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %867 = "tensor.collapse_shape"(%866) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %868 = "linalg.transpose"(%71, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      "linalg.yield"(%arg143) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %869 = "linalg.batch_matmul"(%868, %867, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %951 = "arith.mulf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %952 = "arith.addf"(%arg142, %951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%952) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %870 = "linalg.transpose"(%72, %73) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f32):
      "linalg.yield"(%arg138) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %871 = "linalg.batch_matmul"(%867, %870, %74) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg135: f32, %arg136: f32, %arg137: f32):
      %949 = "arith.mulf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %950 = "arith.addf"(%arg137, %949) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%950) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %872 = "tensor.expand_shape"(%869) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %873 = "tensor.expand_shape"(%871) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %874 = "linalg.transpose"(%859, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg133: f32, %arg134: f32):
      "linalg.yield"(%arg133) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %875 = "tensor.collapse_shape"(%874) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %876 = "linalg.transpose"(%872, %103) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      "linalg.yield"(%arg131) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %877 = "tensor.collapse_shape"(%876) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %878 = "linalg.transpose"(%873, %103) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg129: f32, %arg130: f32):
      "linalg.yield"(%arg129) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %879 = "tensor.collapse_shape"(%878) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %880 = "tensor.concat"(%879, %877, %875) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %881 = "tensor.collapse_shape"(%880) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %882 = "linalg.matmul"(%881, %arg8, %108) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32, %arg128: f32):
      %947 = "arith.mulf"(%arg126, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %948 = "arith.addf"(%arg128, %947) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%948) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %883 = "linalg.transpose"(%881, %573) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg124: f32, %arg125: f32):
      "linalg.yield"(%arg124) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %884 = "linalg.matmul"(%883, %55, %575) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32, %arg123: f32):
      %945 = "arith.mulf"(%arg121, %arg122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %946 = "arith.addf"(%arg123, %945) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%946) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %885 = "linalg.generic"(%881, %578) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32):
      %944 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%944) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %886 = "tensor.collapse_shape"(%885) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %887 = "tensor.expand_shape"(%882) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %888 = "linalg.generic"(%887, %arg4, %27) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32, %arg118: f32):
      %943 = "arith.mulf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%943) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %889 = "linalg.generic"(%888, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      %942 = "arith.mulf"(%arg114, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%942) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %890 = "linalg.generic"(%888, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      %941 = "arith.addf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%941) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %891 = "linalg.generic"(%888, %50, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %940 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%940) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %892 = "linalg.generic"(%891, %44) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      %939 = "arith.addf"(%arg107, %arg108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%939) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %893 = "linalg.generic"(%50, %892, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f32, %arg106: f32):
      %938 = "arith.mulf"(%arg104, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%938) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %894 = "linalg.generic"(%889, %890, %27) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32, %arg103: f32):
      %937 = "arith.subf"(%arg101, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%937) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %895 = "linalg.generic"(%894, %893, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32, %arg100: f32):
      %936 = "arith.subf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%936) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %896 = "linalg.generic"(%48, %42) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      %935 = "arith.divf"(%arg96, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%935) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %897 = "linalg.generic"(%896, %895, %27) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %934 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%934) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %898 = "linalg.generic"(%887, %50, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %933 = "arith.mulf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%933) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %899 = "linalg.generic"(%898, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %932 = "arith.addf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%932) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %900 = "linalg.generic"(%887, %448) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      %931 = "arith.addf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%931) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %901 = "linalg.generic"(%845, %897, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %930 = "arith.addf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%930) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %902 = "tensor.empty"() : () -> tensor<1x8x16xf32>
    %903 = "linalg.fill"(%5, %902) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      "linalg.yield"(%arg81) : (f32) -> ()
    }) : (f32, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %904 = "linalg.generic"(%901, %903) <{indexing_maps = [#map2, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32):
      %929 = "arith.addf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%929) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %905 = "tensor.collapse_shape"(%904) <{reassociation = [[0, 1], [2]]}> : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %906 = "linalg.generic"(%79, %26, %82) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: i64, %arg77: i64, %arg78: i1):
      %928 = "arith.cmpi"(%arg76, %arg77) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%928) : (i1) -> ()
    }) : (tensor<8x1xi64>, tensor<8xi64>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %907 = "tensor.empty"() : () -> tensor<8x8xf32>
    %908 = "linalg.generic"(%906, %907) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: i1, %arg75: f32):
      %927 = "arith.uitofp"(%arg74) : (i1) -> f32
      "linalg.yield"(%927) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %909 = "linalg.transpose"(%908, %907) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      "linalg.yield"(%arg72) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %910 = "linalg.fill"(%5, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      "linalg.yield"(%arg70) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %911 = "linalg.matmul"(%909, %905, %910) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %925 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %926 = "arith.addf"(%arg69, %925) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%926) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %912 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<2x8xi64>) -> tensor<16xi64>
    %913 = "tensor.expand_shape"(%912) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %914 = "linalg.generic"(%913, %443, %444) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: i64, %arg65: i64, %arg66: i1):
      %924 = "arith.cmpi"(%arg64, %arg65) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%924) : (i1) -> ()
    }) : (tensor<16x1xi64>, tensor<32xi64>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %915 = "linalg.generic"(%914, %419) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: i1, %arg63: f32):
      %923 = "arith.uitofp"(%arg62) : (i1) -> f32
      "linalg.yield"(%923) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %916 = "tensor.collapse_shape"(%901) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %917 = "linalg.transpose"(%915, %466) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      "linalg.yield"(%arg60) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %918 = "linalg.matmul"(%917, %916, %468) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
      %921 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %922 = "arith.addf"(%arg59, %921) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%922) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %919 = "linalg.generic"(%469, %918, %466) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %920 = "arith.addf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%920) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%456, %919, %911, %899, %900, %843, %844, %884, %886, %849, %851, %828, %830, %803, %805, %797, %798, %741, %742, %782, %784, %747, %749, %726, %728, %701, %703, %695, %696, %639, %640, %680, %682, %645, %647, %624, %626, %599, %601, %593, %594, %533, %534, %576, %580, %539, %541, %516, %520, %488, %492, %483, %484) : (tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
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
  // input 4: blocks.0.ln1.weight
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
  // input 5: blocks.0.ln1.bias
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
  // input 6: blocks.0.ln2.weight
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
  // input 7: blocks.0.ln2.bias
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
  // input 8: blocks.0.attn.qkv.weight
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
  // input 9: blocks.0.attn.qkv.bias
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
  // input 10: blocks.0.attn.proj.weight
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
  // input 11: blocks.0.attn.proj.bias
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
  // input 12: blocks.0.fc1.weight
  %e12 = tensor.empty() : tensor<64x16xf32>
  %in12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e12 : tensor<64x16xf32>) {
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
  } -> tensor<64x16xf32>
  // input 13: blocks.0.fc1.bias
  %e13 = tensor.empty() : tensor<64xf32>
  %in13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e13 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 14: blocks.0.fc2.weight
  %e14 = tensor.empty() : tensor<16x64xf32>
  %in14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e14 : tensor<16x64xf32>) {
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
    %sc = arith.constant 2.500000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x64xf32>
  // input 15: blocks.0.fc2.bias
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
    linalg.yield %v0 : f32
  } -> tensor<16xf32>
  // input 16: blocks.1.ln1.weight
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 17: blocks.1.ln1.bias
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
  // input 18: blocks.1.ln2.weight
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
  // input 19: blocks.1.ln2.bias
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
  // input 20: blocks.1.attn.qkv.weight
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
  // input 21: blocks.1.attn.qkv.bias
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
  // input 22: blocks.1.attn.proj.weight
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
  // input 23: blocks.1.attn.proj.bias
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
  // input 24: blocks.1.fc1.weight
  %e24 = tensor.empty() : tensor<64x16xf32>
  %in24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e24 : tensor<64x16xf32>) {
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
  } -> tensor<64x16xf32>
  // input 25: blocks.1.fc1.bias
  %e25 = tensor.empty() : tensor<64xf32>
  %in25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e25 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 26: blocks.1.fc2.weight
  %e26 = tensor.empty() : tensor<16x64xf32>
  %in26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e26 : tensor<16x64xf32>) {
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
    %sc = arith.constant 2.500000000e-01 : f32
    %v0 = arith.mulf %sd, %sc : f32
    linalg.yield %v0 : f32
  } -> tensor<16x64xf32>
  // input 27: blocks.1.fc2.bias
  %e27 = tensor.empty() : tensor<16xf32>
  %in27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e27 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 28: blocks.2.ln1.weight
  %e28 = tensor.empty() : tensor<16xf32>
  %in28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e28 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 29: blocks.2.ln1.bias
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
  // input 30: blocks.2.ln2.weight
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
  // input 31: blocks.2.ln2.bias
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
  // input 32: blocks.2.attn.qkv.weight
  %e32 = tensor.empty() : tensor<48x16xf32>
  %in32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e32 : tensor<48x16xf32>) {
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
  } -> tensor<48x16xf32>
  // input 33: blocks.2.attn.qkv.bias
  %e33 = tensor.empty() : tensor<48xf32>
  %in33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e33 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
  } -> tensor<48xf32>
  // input 34: blocks.2.attn.proj.weight
  %e34 = tensor.empty() : tensor<16x16xf32>
  %in34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e34 : tensor<16x16xf32>) {
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
  } -> tensor<16x16xf32>
  // input 35: blocks.2.attn.proj.bias
  %e35 = tensor.empty() : tensor<16xf32>
  %in35 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e35 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 36: blocks.2.fc1.weight
  %e36 = tensor.empty() : tensor<64x16xf32>
  %in36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e36 : tensor<64x16xf32>) {
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
    %ck = arith.constant 396 : index
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
  // input 37: blocks.2.fc1.bias
  %e37 = tensor.empty() : tensor<64xf32>
  %in37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e37 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 38: blocks.2.fc2.weight
  %e38 = tensor.empty() : tensor<16x64xf32>
  %in38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e38 : tensor<16x64xf32>) {
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
    %ck = arith.constant 418 : index
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
  // input 39: blocks.2.fc2.bias
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
    linalg.yield %v0 : f32
  } -> tensor<16xf32>
  // input 40: blocks.3.ln1.weight
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 41: blocks.3.ln1.bias
  %e41 = tensor.empty() : tensor<16xf32>
  %in41 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e41 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 451 : index
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
  // input 42: blocks.3.ln2.weight
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
  // input 43: blocks.3.ln2.bias
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
  // input 44: blocks.3.attn.qkv.weight
  %e44 = tensor.empty() : tensor<48x16xf32>
  %in44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e44 : tensor<48x16xf32>) {
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
    %ck = arith.constant 484 : index
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
  // input 45: blocks.3.attn.qkv.bias
  %e45 = tensor.empty() : tensor<48xf32>
  %in45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e45 : tensor<48xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 48 : index
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
    linalg.yield %v0 : f32
  } -> tensor<48xf32>
  // input 46: blocks.3.attn.proj.weight
  %e46 = tensor.empty() : tensor<16x16xf32>
  %in46 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e46 : tensor<16x16xf32>) {
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
    %ck = arith.constant 506 : index
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
  // input 47: blocks.3.attn.proj.bias
  %e47 = tensor.empty() : tensor<16xf32>
  %in47 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e47 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 517 : index
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
  // input 48: blocks.3.fc1.weight
  %e48 = tensor.empty() : tensor<64x16xf32>
  %in48 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e48 : tensor<64x16xf32>) {
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
    %ck = arith.constant 528 : index
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
  // input 49: blocks.3.fc1.bias
  %e49 = tensor.empty() : tensor<64xf32>
  %in49 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e49 : tensor<64xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 64 : index
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
  } -> tensor<64xf32>
  // input 50: blocks.3.fc2.weight
  %e50 = tensor.empty() : tensor<16x64xf32>
  %in50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e50 : tensor<16x64xf32>) {
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
    %ck = arith.constant 550 : index
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
  // input 51: blocks.3.fc2.bias
  %e51 = tensor.empty() : tensor<16xf32>
  %in51 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e51 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
  } -> tensor<16xf32>
  // input 52: ln.weight
  %e52 = tensor.empty() : tensor<16xf32>
  %in52 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e52 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
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
    %off = arith.constant 1.000000000e+00 : f32
    %v1 = arith.addf %v0, %off : f32
    linalg.yield %v1 : f32
  } -> tensor<16xf32>
  // input 53: ln.bias
  %e53 = tensor.empty() : tensor<16xf32>
  %in53 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e53 : tensor<16xf32>) {
  ^bb0(%o: f32):
    %lin0 = arith.constant 0 : index
    %x0 = linalg.index 0 : index
    %n0 = arith.constant 16 : index
    %m0 = arith.muli %lin0, %n0 : index
    %lin1 = arith.addi %m0, %x0 : index
    %ck = arith.constant 583 : index
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
  call @remat_rt_reset_peak() : () -> ()
  %res:53 = call @step(%in0, %in1, %in2, %in3, %in4, %in5, %in6, %in7, %in8, %in9, %in10, %in11, %in12, %in13, %in14, %in15, %in16, %in17, %in18, %in19, %in20, %in21, %in22, %in23, %in24, %in25, %in26, %in27, %in28, %in29, %in30, %in31, %in32, %in33, %in34, %in35, %in36, %in37, %in38, %in39, %in40, %in41, %in42, %in43, %in44, %in45, %in46, %in47, %in48, %in49, %in50, %in51, %in52, %in53) : (tensor<2x8xi64>, tensor<2x8xi64>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
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
  %b11 = bufferization.to_buffer %res#11 : tensor<64x16xf32> to memref<64x16xf32>
  %u11 = memref.cast %b11 : memref<64x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u11) : (memref<*xf32>) -> ()
  %b12 = bufferization.to_buffer %res#12 : tensor<64xf32> to memref<64xf32>
  %u12 = memref.cast %b12 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u12) : (memref<*xf32>) -> ()
  %b13 = bufferization.to_buffer %res#13 : tensor<16x64xf32> to memref<16x64xf32>
  %u13 = memref.cast %b13 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u13) : (memref<*xf32>) -> ()
  %b14 = bufferization.to_buffer %res#14 : tensor<16xf32> to memref<16xf32>
  %u14 = memref.cast %b14 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u14) : (memref<*xf32>) -> ()
  %b15 = bufferization.to_buffer %res#15 : tensor<16xf32> to memref<16xf32>
  %u15 = memref.cast %b15 : memref<16xf32> to memref<*xf32>
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
  %b23 = bufferization.to_buffer %res#23 : tensor<64x16xf32> to memref<64x16xf32>
  %u23 = memref.cast %b23 : memref<64x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u23) : (memref<*xf32>) -> ()
  %b24 = bufferization.to_buffer %res#24 : tensor<64xf32> to memref<64xf32>
  %u24 = memref.cast %b24 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u24) : (memref<*xf32>) -> ()
  %b25 = bufferization.to_buffer %res#25 : tensor<16x64xf32> to memref<16x64xf32>
  %u25 = memref.cast %b25 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u25) : (memref<*xf32>) -> ()
  %b26 = bufferization.to_buffer %res#26 : tensor<16xf32> to memref<16xf32>
  %u26 = memref.cast %b26 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u26) : (memref<*xf32>) -> ()
  %b27 = bufferization.to_buffer %res#27 : tensor<16xf32> to memref<16xf32>
  %u27 = memref.cast %b27 : memref<16xf32> to memref<*xf32>
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
  %b31 = bufferization.to_buffer %res#31 : tensor<48x16xf32> to memref<48x16xf32>
  %u31 = memref.cast %b31 : memref<48x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u31) : (memref<*xf32>) -> ()
  %b32 = bufferization.to_buffer %res#32 : tensor<48xf32> to memref<48xf32>
  %u32 = memref.cast %b32 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u32) : (memref<*xf32>) -> ()
  %b33 = bufferization.to_buffer %res#33 : tensor<16x16xf32> to memref<16x16xf32>
  %u33 = memref.cast %b33 : memref<16x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u33) : (memref<*xf32>) -> ()
  %b34 = bufferization.to_buffer %res#34 : tensor<16xf32> to memref<16xf32>
  %u34 = memref.cast %b34 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u34) : (memref<*xf32>) -> ()
  %b35 = bufferization.to_buffer %res#35 : tensor<64x16xf32> to memref<64x16xf32>
  %u35 = memref.cast %b35 : memref<64x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u35) : (memref<*xf32>) -> ()
  %b36 = bufferization.to_buffer %res#36 : tensor<64xf32> to memref<64xf32>
  %u36 = memref.cast %b36 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u36) : (memref<*xf32>) -> ()
  %b37 = bufferization.to_buffer %res#37 : tensor<16x64xf32> to memref<16x64xf32>
  %u37 = memref.cast %b37 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u37) : (memref<*xf32>) -> ()
  %b38 = bufferization.to_buffer %res#38 : tensor<16xf32> to memref<16xf32>
  %u38 = memref.cast %b38 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u38) : (memref<*xf32>) -> ()
  %b39 = bufferization.to_buffer %res#39 : tensor<16xf32> to memref<16xf32>
  %u39 = memref.cast %b39 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u39) : (memref<*xf32>) -> ()
  %b40 = bufferization.to_buffer %res#40 : tensor<16xf32> to memref<16xf32>
  %u40 = memref.cast %b40 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u40) : (memref<*xf32>) -> ()
  %b41 = bufferization.to_buffer %res#41 : tensor<16xf32> to memref<16xf32>
  %u41 = memref.cast %b41 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u41) : (memref<*xf32>) -> ()
  %b42 = bufferization.to_buffer %res#42 : tensor<16xf32> to memref<16xf32>
  %u42 = memref.cast %b42 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u42) : (memref<*xf32>) -> ()
  %b43 = bufferization.to_buffer %res#43 : tensor<48x16xf32> to memref<48x16xf32>
  %u43 = memref.cast %b43 : memref<48x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u43) : (memref<*xf32>) -> ()
  %b44 = bufferization.to_buffer %res#44 : tensor<48xf32> to memref<48xf32>
  %u44 = memref.cast %b44 : memref<48xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u44) : (memref<*xf32>) -> ()
  %b45 = bufferization.to_buffer %res#45 : tensor<16x16xf32> to memref<16x16xf32>
  %u45 = memref.cast %b45 : memref<16x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u45) : (memref<*xf32>) -> ()
  %b46 = bufferization.to_buffer %res#46 : tensor<16xf32> to memref<16xf32>
  %u46 = memref.cast %b46 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u46) : (memref<*xf32>) -> ()
  %b47 = bufferization.to_buffer %res#47 : tensor<64x16xf32> to memref<64x16xf32>
  %u47 = memref.cast %b47 : memref<64x16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u47) : (memref<*xf32>) -> ()
  %b48 = bufferization.to_buffer %res#48 : tensor<64xf32> to memref<64xf32>
  %u48 = memref.cast %b48 : memref<64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u48) : (memref<*xf32>) -> ()
  %b49 = bufferization.to_buffer %res#49 : tensor<16x64xf32> to memref<16x64xf32>
  %u49 = memref.cast %b49 : memref<16x64xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u49) : (memref<*xf32>) -> ()
  %b50 = bufferization.to_buffer %res#50 : tensor<16xf32> to memref<16xf32>
  %u50 = memref.cast %b50 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u50) : (memref<*xf32>) -> ()
  %b51 = bufferization.to_buffer %res#51 : tensor<16xf32> to memref<16xf32>
  %u51 = memref.cast %b51 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u51) : (memref<*xf32>) -> ()
  %b52 = bufferization.to_buffer %res#52 : tensor<16xf32> to memref<16xf32>
  %u52 = memref.cast %b52 : memref<16xf32> to memref<*xf32>
  call @remat_rt_print_f32(%u52) : (memref<*xf32>) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
}) : () -> ()
