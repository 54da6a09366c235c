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
    %8 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "arith.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %11 = "arith.constant"() <{value = dense<true> : tensor<8x8xi1>}> : () -> tensor<8x8xi1>
    %12 = "arith.constant"() <{value = 1.341450e-01 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %15 = "arith.constant"() <{value = 2.8284271247461903 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %17 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %18 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %22 = "tensor.empty"() : () -> tensor<8xi64>
    %23 = "linalg.generic"(%22) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1797: i64):
      %1677 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1678 = "arith.index_cast"(%1677) : (index) -> i64
      "linalg.yield"(%1678) : (i64) -> ()
    }) : (tensor<8xi64>) -> tensor<8xi64>
    %24 = "tensor.empty"() : () -> tensor<2x8x16xf32>
    %25 = "linalg.generic"(%arg0, %24) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1795: i64, %arg1796: f32):
      %1672 = "arith.index_cast"(%arg1795) : (i64) -> index
      %1673 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %1674 = "arith.cmpi"(%1672, %3) <{predicate = 2 : i64}> : (index, index) -> i1
      %1675 = "arith.cmpi"(%arg1795, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %1676 = "tensor.extract"(%arg2, %1672, %1673) : (tensor<32x16xf32>, index, index) -> f32
      "linalg.yield"(%1676) : (f32) -> ()
    }) : (tensor<2x8xi64>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %26 = "tensor.empty"() : () -> tensor<8x16xf32>
    %27 = "linalg.generic"(%23, %26) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1793: i64, %arg1794: f32):
      %1667 = "arith.index_cast"(%arg1793) : (i64) -> index
      %1668 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1669 = "arith.cmpi"(%1667, %2) <{predicate = 2 : i64}> : (index, index) -> i1
      %1670 = "arith.cmpi"(%arg1793, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
      %1671 = "tensor.extract"(%arg3, %1667, %1668) : (tensor<8x16xf32>, index, index) -> f32
      "linalg.yield"(%1671) : (f32) -> ()
    }) : (tensor<8xi64>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %28 = "linalg.generic"(%25, %27, %24) <{indexing_maps = [#map2, #map5, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1790: f32, %arg1791: f32, %arg1792: f32):
      %1666 = "arith.addf"(%arg1790, %arg1791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1666) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %29 = "tensor.empty"() : () -> tensor<2x8x16xf64>
    %30 = "linalg.generic"(%28, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1788: f32, %arg1789: f64):
      %1665 = "arith.extf"(%arg1788) : (f32) -> f64
      "linalg.yield"(%1665) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %31 = "tensor.empty"() : () -> tensor<2x8x1xf64>
    %32 = "linalg.fill"(%4, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1786: f64, %arg1787: f64):
      "linalg.yield"(%arg1786) : (f64) -> ()
    }) : (f64, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %33 = "linalg.generic"(%30, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1784: f64, %arg1785: f64):
      %1664 = "arith.addf"(%arg1784, %arg1785) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1664) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %34 = "linalg.generic"(%33, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1782: f64, %arg1783: f64):
      %1663 = "arith.divf"(%arg1782, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1663) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %35 = "linalg.generic"(%30, %34, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1779: f64, %arg1780: f64, %arg1781: f64):
      %1662 = "arith.subf"(%arg1779, %arg1780) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1662) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %36 = "linalg.generic"(%35, %35, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1776: f64, %arg1777: f64, %arg1778: f64):
      %1661 = "arith.mulf"(%arg1776, %arg1777) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1661) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %37 = "linalg.generic"(%36, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1774: f64, %arg1775: f64):
      %1660 = "arith.addf"(%arg1774, %arg1775) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1660) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %38 = "linalg.generic"(%37, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1772: f64, %arg1773: f64):
      %1659 = "arith.divf"(%arg1772, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1659) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %39 = "tensor.empty"() : () -> tensor<2x8x1xf32>
    %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1770: f64, %arg1771: f32):
      %1658 = "arith.truncf"(%arg1770) : (f64) -> f32
      "linalg.yield"(%1658) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %41 = "linalg.fill"(%5, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1768: f32, %arg1769: f32):
      "linalg.yield"(%arg1768) : (f32) -> ()
    }) : (f32, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %42 = "linalg.generic"(%28, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1766: f32, %arg1767: f32):
      %1657 = "arith.addf"(%arg1766, %arg1767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1657) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %43 = "linalg.generic"(%42, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1764: f32, %arg1765: f32):
      %1656 = "arith.divf"(%arg1764, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1656) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %44 = "linalg.generic"(%40, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1762: f32, %arg1763: f32):
      %1654 = "arith.truncf"(%16) : (f64) -> f32
      %1655 = "arith.addf"(%arg1762, %1654) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1655) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %45 = "linalg.generic"(%44, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1760: f32, %arg1761: f32):
      %1653 = "math.rsqrt"(%arg1760) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1653) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %46 = "linalg.generic"(%28, %43, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1757: f32, %arg1758: f32, %arg1759: f32):
      %1652 = "arith.subf"(%arg1757, %arg1758) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1652) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %47 = "linalg.generic"(%46, %45, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1754: f32, %arg1755: f32, %arg1756: f32):
      %1651 = "arith.mulf"(%arg1754, %arg1755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1651) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %48 = "linalg.generic"(%47, %arg4, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1751: f32, %arg1752: f32, %arg1753: f32):
      %1650 = "arith.mulf"(%arg1751, %arg1752) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1650) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %49 = "linalg.generic"(%48, %arg5, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1748: f32, %arg1749: f32, %arg1750: f32):
      %1649 = "arith.addf"(%arg1748, %arg1749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1649) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %50 = "tensor.empty"() : () -> tensor<16x48xf32>
    %51 = "linalg.transpose"(%arg8, %50) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1746: f32, %arg1747: f32):
      "linalg.yield"(%arg1746) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %52 = "tensor.collapse_shape"(%49) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %53 = "linalg.fill"(%5, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1744: f32, %arg1745: f32):
      "linalg.yield"(%arg1744) : (f32) -> ()
    }) : (f32, tensor<16x48xf32>) -> tensor<16x48xf32>
    %54 = "linalg.matmul"(%52, %51, %53) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1741: f32, %arg1742: f32, %arg1743: f32):
      %1647 = "arith.mulf"(%arg1741, %arg1742) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1648 = "arith.addf"(%arg1743, %1647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1648) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %55 = "linalg.generic"(%arg9, %50) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1739: f32, %arg1740: f32):
      "linalg.yield"(%arg1739) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %56 = "linalg.generic"(%54, %55, %50) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1736: f32, %arg1737: f32, %arg1738: f32):
      %1646 = "arith.addf"(%arg1736, %arg1737) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1646) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %57 = "tensor.expand_shape"(%56) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %58 = "tensor.extract_slice"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %59 = "tensor.extract_slice"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %60 = "tensor.extract_slice"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %61 = "tensor.expand_shape"(%58) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %62 = "tensor.empty"() : () -> tensor<2x2x8x8xf32>
    %63 = "linalg.transpose"(%61, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1734: f32, %arg1735: f32):
      "linalg.yield"(%arg1734) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = "tensor.expand_shape"(%59) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %65 = "tensor.expand_shape"(%60) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %66 = "linalg.transpose"(%65, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1732: f32, %arg1733: f32):
      "linalg.yield"(%arg1732) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = "linalg.transpose"(%64, %62) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1730: f32, %arg1731: f32):
      "linalg.yield"(%arg1730) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %68 = "tensor.collapse_shape"(%63) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %69 = "tensor.collapse_shape"(%67) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %70 = "tensor.empty"() : () -> tensor<4x8x8xf32>
    %71 = "linalg.fill"(%5, %70) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1728: f32, %arg1729: f32):
      "linalg.yield"(%arg1728) : (f32) -> ()
    }) : (f32, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %72 = "linalg.batch_matmul"(%68, %69, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1725: f32, %arg1726: f32, %arg1727: f32):
      %1644 = "arith.mulf"(%arg1725, %arg1726) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1645 = "arith.addf"(%arg1727, %1644) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1645) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %73 = "tensor.expand_shape"(%72) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %74 = "linalg.generic"(%73, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1723: f32, %arg1724: f32):
      %1642 = "arith.truncf"(%15) : (f64) -> f32
      %1643 = "arith.divf"(%arg1723, %1642) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1643) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %75 = "tensor.expand_shape"(%23) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 8>}> : (tensor<8xi64>) -> tensor<1x8xi64>
    %76 = "tensor.expand_shape"(%23) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xi64>) -> tensor<8x1xi64>
    %77 = "tensor.empty"() : () -> tensor<8x8xi64>
    %78 = "linalg.generic"(%75, %76, %77) <{indexing_maps = [#map15, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1720: i64, %arg1721: i64, %arg1722: i64):
      %1641 = "arith.subi"(%arg1720, %arg1721) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%1641) : (i64) -> ()
    }) : (tensor<1x8xi64>, tensor<8x1xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %79 = "tensor.empty"() : () -> tensor<8x8xi1>
    %80 = "linalg.generic"(%78, %79) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1718: i64, %arg1719: i1):
      %1640 = "arith.cmpi"(%arg1718, %1) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1640) : (i1) -> ()
    }) : (tensor<8x8xi64>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %81 = "linalg.generic"(%80, %11, %79) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1715: i1, %arg1716: i1, %arg1717: i1):
      %1639 = "arith.andi"(%arg1715, %arg1716) : (i1, i1) -> i1
      "linalg.yield"(%1639) : (i1) -> ()
    }) : (tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %82 = "linalg.generic"(%81, %79) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1713: i1, %arg1714: i1):
      %1638 = "arith.xori"(%arg1713, %6) : (i1, i1) -> i1
      "linalg.yield"(%1638) : (i1) -> ()
    }) : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %83 = "linalg.generic"(%82, %10, %74, %62) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1709: i1, %arg1710: f32, %arg1711: f32, %arg1712: f32):
      %1637 = "arith.select"(%arg1709, %arg1710, %arg1711) : (i1, f32, f32) -> f32
      "linalg.yield"(%1637) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %84 = "tensor.empty"() : () -> tensor<2x2x8xi64>
    %85 = "linalg.fill"(%1, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1707: i64, %arg1708: i64):
      "linalg.yield"(%arg1707) : (i64) -> ()
    }) : (i64, tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %86 = "tensor.empty"() : () -> tensor<2x2x8xf32>
    %87 = "linalg.fill"(%7, %86) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1705: f32, %arg1706: f32):
      "linalg.yield"(%arg1705) : (f32) -> ()
    }) : (f32, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %88:2 = "linalg.generic"(%83, %87, %85) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1702: f32, %arg1703: f32, %arg1704: i64):
      %1632 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1633 = "arith.index_cast"(%1632) : (index) -> i64
      %1634 = "arith.maximumf"(%arg1702, %arg1703) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1635 = "arith.cmpf"(%arg1702, %arg1703) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1636 = "arith.select"(%1635, %1633, %arg1704) : (i1, i64, i64) -> i64
      "linalg.yield"(%1634, %1636) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %89 = "tensor.expand_shape"(%88#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %90 = "linalg.generic"(%83, %89, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1699: f32, %arg1700: f32, %arg1701: f32):
      %1631 = "arith.subf"(%arg1699, %arg1700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1631) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %91 = "linalg.generic"(%90, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1697: f32, %arg1698: f32):
      %1630 = "math.exp"(%arg1697) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1630) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %92 = "tensor.empty"() : () -> tensor<2x2x8x1xf32>
    %93 = "linalg.fill"(%5, %92) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1695: f32, %arg1696: f32):
      "linalg.yield"(%arg1695) : (f32) -> ()
    }) : (f32, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %94 = "linalg.generic"(%91, %93) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1693: f32, %arg1694: f32):
      %1629 = "arith.addf"(%arg1693, %arg1694) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1629) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %95 = "linalg.generic"(%91, %94, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1690: f32, %arg1691: f32, %arg1692: f32):
      %1628 = "arith.divf"(%arg1690, %arg1691) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1628) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %96 = "tensor.collapse_shape"(%95) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %97 = "tensor.collapse_shape"(%66) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %98 = "linalg.batch_matmul"(%96, %97, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1687: f32, %arg1688: f32, %arg1689: f32):
      %1626 = "arith.mulf"(%arg1687, %arg1688) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1627 = "arith.addf"(%arg1689, %1626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1627) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %99 = "tensor.expand_shape"(%98) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %100 = "tensor.empty"() : () -> tensor<2x8x2x8xf32>
    %101 = "linalg.transpose"(%99, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1685: f32, %arg1686: f32):
      "linalg.yield"(%arg1685) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %102 = "tensor.empty"() : () -> tensor<16x16xf32>
    %103 = "linalg.transpose"(%arg10, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1683: f32, %arg1684: f32):
      "linalg.yield"(%arg1683) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %104 = "tensor.collapse_shape"(%101) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %105 = "linalg.fill"(%5, %102) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1681: f32, %arg1682: f32):
      "linalg.yield"(%arg1681) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %106 = "linalg.matmul"(%104, %103, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1678: f32, %arg1679: f32, %arg1680: f32):
      %1624 = "arith.mulf"(%arg1678, %arg1679) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1625 = "arith.addf"(%arg1680, %1624) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1625) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %107 = "linalg.generic"(%arg11, %102) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1676: f32, %arg1677: f32):
      "linalg.yield"(%arg1676) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %108 = "linalg.generic"(%106, %107, %102) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1673: f32, %arg1674: f32, %arg1675: f32):
      %1623 = "arith.addf"(%arg1673, %arg1674) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1623) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %109 = "tensor.expand_shape"(%108) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %110 = "linalg.generic"(%28, %109, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1670: f32, %arg1671: f32, %arg1672: f32):
      %1622 = "arith.addf"(%arg1670, %arg1671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1622) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %111 = "linalg.generic"(%110, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1668: f32, %arg1669: f64):
      %1621 = "arith.extf"(%arg1668) : (f32) -> f64
      "linalg.yield"(%1621) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %112 = "linalg.generic"(%111, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1666: f64, %arg1667: f64):
      %1620 = "arith.addf"(%arg1666, %arg1667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1620) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %113 = "linalg.generic"(%112, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1664: f64, %arg1665: f64):
      %1619 = "arith.divf"(%arg1664, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1619) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %114 = "linalg.generic"(%111, %113, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1661: f64, %arg1662: f64, %arg1663: f64):
      %1618 = "arith.subf"(%arg1661, %arg1662) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1618) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %115 = "linalg.generic"(%114, %114, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1658: f64, %arg1659: f64, %arg1660: f64):
      %1617 = "arith.mulf"(%arg1658, %arg1659) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1617) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %116 = "linalg.generic"(%115, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1656: f64, %arg1657: f64):
      %1616 = "arith.addf"(%arg1656, %arg1657) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1616) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %117 = "linalg.generic"(%116, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1654: f64, %arg1655: f64):
      %1615 = "arith.divf"(%arg1654, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1615) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %118 = "linalg.generic"(%117, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1652: f64, %arg1653: f32):
      %1614 = "arith.truncf"(%arg1652) : (f64) -> f32
      "linalg.yield"(%1614) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %119 = "linalg.generic"(%110, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1650: f32, %arg1651: f32):
      %1613 = "arith.addf"(%arg1650, %arg1651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1613) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %120 = "linalg.generic"(%119, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1648: f32, %arg1649: f32):
      %1612 = "arith.divf"(%arg1648, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1612) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %121 = "linalg.generic"(%118, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1646: f32, %arg1647: f32):
      %1610 = "arith.truncf"(%16) : (f64) -> f32
      %1611 = "arith.addf"(%arg1646, %1610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1611) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %122 = "linalg.generic"(%121, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1644: f32, %arg1645: f32):
      %1609 = "math.rsqrt"(%arg1644) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1609) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %123 = "linalg.generic"(%110, %120, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1641: f32, %arg1642: f32, %arg1643: f32):
      %1608 = "arith.subf"(%arg1641, %arg1642) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1608) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %124 = "linalg.generic"(%123, %122, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1638: f32, %arg1639: f32, %arg1640: f32):
      %1607 = "arith.mulf"(%arg1638, %arg1639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1607) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %125 = "linalg.generic"(%124, %arg6, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1635: f32, %arg1636: f32, %arg1637: f32):
      %1606 = "arith.mulf"(%arg1635, %arg1636) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1606) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %126 = "linalg.generic"(%125, %arg7, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1632: f32, %arg1633: f32, %arg1634: f32):
      %1605 = "arith.addf"(%arg1632, %arg1633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1605) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %127 = "tensor.empty"() : () -> tensor<16x64xf32>
    %128 = "linalg.transpose"(%arg12, %127) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1630: f32, %arg1631: f32):
      "linalg.yield"(%arg1630) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %129 = "tensor.collapse_shape"(%126) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %130 = "linalg.fill"(%5, %127) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1628: f32, %arg1629: f32):
      "linalg.yield"(%arg1628) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = "linalg.matmul"(%129, %128, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1625: f32, %arg1626: f32, %arg1627: f32):
      %1603 = "arith.mulf"(%arg1625, %arg1626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1604 = "arith.addf"(%arg1627, %1603) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1604) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %132 = "linalg.generic"(%arg13, %127) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1623: f32, %arg1624: f32):
      "linalg.yield"(%arg1623) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %133 = "linalg.generic"(%131, %132, %127) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1620: f32, %arg1621: f32, %arg1622: f32):
      %1602 = "arith.addf"(%arg1620, %arg1621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1602) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %134 = "tensor.expand_shape"(%133) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %135 = "tensor.empty"() : () -> tensor<2x8x64xf32>
    %136 = "linalg.generic"(%134, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1618: f32, %arg1619: f32):
      %1600 = "arith.truncf"(%14) : (f64) -> f32
      %1601 = "arith.mulf"(%arg1618, %1600) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1601) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %137 = "linalg.generic"(%136, %134, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1615: f32, %arg1616: f32, %arg1617: f32):
      %1599 = "arith.mulf"(%arg1615, %arg1616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1599) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %138 = "linalg.generic"(%137, %134, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1612: f32, %arg1613: f32, %arg1614: f32):
      %1598 = "arith.mulf"(%arg1612, %arg1613) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1598) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %139 = "linalg.generic"(%134, %138, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1609: f32, %arg1610: f32, %arg1611: f32):
      %1597 = "arith.addf"(%arg1609, %arg1610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1597) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %140 = "linalg.generic"(%139, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1607: f32, %arg1608: f32):
      %1595 = "arith.truncf"(%13) : (f64) -> f32
      %1596 = "arith.mulf"(%arg1607, %1595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1596) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %141 = "linalg.generic"(%134, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1605: f32, %arg1606: f32):
      %1594 = "arith.mulf"(%arg1605, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1594) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %142 = "linalg.generic"(%140, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1603: f32, %arg1604: f32):
      %1593 = "math.tanh"(%arg1603) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1593) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %143 = "linalg.generic"(%142, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1601: f32, %arg1602: f32):
      %1592 = "arith.addf"(%arg1601, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1592) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %144 = "linalg.generic"(%141, %143, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1598: f32, %arg1599: f32, %arg1600: f32):
      %1591 = "arith.mulf"(%arg1598, %arg1599) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1591) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %145 = "tensor.empty"() : () -> tensor<64x16xf32>
    %146 = "linalg.transpose"(%arg14, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1596: f32, %arg1597: f32):
      "linalg.yield"(%arg1596) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %147 = "tensor.collapse_shape"(%144) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %148 = "linalg.matmul"(%147, %146, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1593: f32, %arg1594: f32, %arg1595: f32):
      %1589 = "arith.mulf"(%arg1593, %arg1594) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1590 = "arith.addf"(%arg1595, %1589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1590) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %149 = "linalg.generic"(%arg15, %102) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1591: f32, %arg1592: f32):
      "linalg.yield"(%arg1591) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %150 = "linalg.generic"(%148, %149, %102) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1588: f32, %arg1589: f32, %arg1590: f32):
      %1588 = "arith.addf"(%arg1588, %arg1589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1588) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %151 = "tensor.expand_shape"(%150) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %152 = "linalg.generic"(%110, %151, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1585: f32, %arg1586: f32, %arg1587: f32):
      %1587 = "arith.addf"(%arg1585, %arg1586) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1587) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %153 = "linalg.generic"(%152, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1583: f32, %arg1584: f64):
      %1586 = "arith.extf"(%arg1583) : (f32) -> f64
      "linalg.yield"(%1586) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %154 = "linalg.generic"(%153, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1581: f64, %arg1582: f64):
      %1585 = "arith.addf"(%arg1581, %arg1582) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1585) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %155 = "linalg.generic"(%154, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1579: f64, %arg1580: f64):
      %1584 = "arith.divf"(%arg1579, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1584) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %156 = "linalg.generic"(%153, %155, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1576: f64, %arg1577: f64, %arg1578: f64):
      %1583 = "arith.subf"(%arg1576, %arg1577) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1583) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %157 = "linalg.generic"(%156, %156, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1573: f64, %arg1574: f64, %arg1575: f64):
      %1582 = "arith.mulf"(%arg1573, %arg1574) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1582) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %158 = "linalg.generic"(%157, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1571: f64, %arg1572: f64):
      %1581 = "arith.addf"(%arg1571, %arg1572) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1581) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %159 = "linalg.generic"(%158, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1569: f64, %arg1570: f64):
      %1580 = "arith.divf"(%arg1569, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1580) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %160 = "linalg.generic"(%159, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1567: f64, %arg1568: f32):
      %1579 = "arith.truncf"(%arg1567) : (f64) -> f32
      "linalg.yield"(%1579) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %161 = "linalg.generic"(%152, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1565: f32, %arg1566: f32):
      %1578 = "arith.addf"(%arg1565, %arg1566) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1578) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %162 = "linalg.generic"(%161, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1563: f32, %arg1564: f32):
      %1577 = "arith.divf"(%arg1563, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1577) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %163 = "linalg.generic"(%160, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1561: f32, %arg1562: f32):
      %1575 = "arith.truncf"(%16) : (f64) -> f32
      %1576 = "arith.addf"(%arg1561, %1575) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1576) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %164 = "linalg.generic"(%163, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1559: f32, %arg1560: f32):
      %1574 = "math.rsqrt"(%arg1559) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1574) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %165 = "linalg.generic"(%152, %162, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1556: f32, %arg1557: f32, %arg1558: f32):
      %1573 = "arith.subf"(%arg1556, %arg1557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1573) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %166 = "linalg.generic"(%165, %164, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1553: f32, %arg1554: f32, %arg1555: f32):
      %1572 = "arith.mulf"(%arg1553, %arg1554) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1572) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %167 = "linalg.generic"(%166, %arg16, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1550: f32, %arg1551: f32, %arg1552: f32):
      %1571 = "arith.mulf"(%arg1550, %arg1551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1571) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %168 = "linalg.generic"(%167, %arg17, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1547: f32, %arg1548: f32, %arg1549: f32):
      %1570 = "arith.addf"(%arg1547, %arg1548) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1570) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %169 = "linalg.transpose"(%arg20, %50) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1545: f32, %arg1546: f32):
      "linalg.yield"(%arg1545) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %170 = "tensor.collapse_shape"(%168) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %171 = "linalg.matmul"(%170, %169, %53) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1542: f32, %arg1543: f32, %arg1544: f32):
      %1568 = "arith.mulf"(%arg1542, %arg1543) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1569 = "arith.addf"(%arg1544, %1568) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1569) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %172 = "linalg.generic"(%arg21, %50) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1540: f32, %arg1541: f32):
      "linalg.yield"(%arg1540) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %173 = "linalg.generic"(%171, %172, %50) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1537: f32, %arg1538: f32, %arg1539: f32):
      %1567 = "arith.addf"(%arg1537, %arg1538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1567) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %174 = "tensor.expand_shape"(%173) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %175 = "tensor.extract_slice"(%174) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %176 = "tensor.extract_slice"(%174) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %177 = "tensor.extract_slice"(%174) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %178 = "tensor.expand_shape"(%175) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %179 = "linalg.transpose"(%178, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1535: f32, %arg1536: f32):
      "linalg.yield"(%arg1535) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %180 = "tensor.expand_shape"(%176) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %181 = "tensor.expand_shape"(%177) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %182 = "linalg.transpose"(%181, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1533: f32, %arg1534: f32):
      "linalg.yield"(%arg1533) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %183 = "linalg.transpose"(%180, %62) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1531: f32, %arg1532: f32):
      "linalg.yield"(%arg1531) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %184 = "tensor.collapse_shape"(%179) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %185 = "tensor.collapse_shape"(%183) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %186 = "linalg.batch_matmul"(%184, %185, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1528: f32, %arg1529: f32, %arg1530: f32):
      %1565 = "arith.mulf"(%arg1528, %arg1529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1566 = "arith.addf"(%arg1530, %1565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1566) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %187 = "tensor.expand_shape"(%186) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %188 = "linalg.generic"(%187, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1526: f32, %arg1527: f32):
      %1563 = "arith.truncf"(%15) : (f64) -> f32
      %1564 = "arith.divf"(%arg1526, %1563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1564) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %189 = "linalg.generic"(%82, %10, %188, %62) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1522: i1, %arg1523: f32, %arg1524: f32, %arg1525: f32):
      %1562 = "arith.select"(%arg1522, %arg1523, %arg1524) : (i1, f32, f32) -> f32
      "linalg.yield"(%1562) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %190:2 = "linalg.generic"(%189, %87, %85) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1519: f32, %arg1520: f32, %arg1521: i64):
      %1557 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1558 = "arith.index_cast"(%1557) : (index) -> i64
      %1559 = "arith.maximumf"(%arg1519, %arg1520) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1560 = "arith.cmpf"(%arg1519, %arg1520) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1561 = "arith.select"(%1560, %1558, %arg1521) : (i1, i64, i64) -> i64
      "linalg.yield"(%1559, %1561) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %191 = "tensor.expand_shape"(%190#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %192 = "linalg.generic"(%189, %191, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1516: f32, %arg1517: f32, %arg1518: f32):
      %1556 = "arith.subf"(%arg1516, %arg1517) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1556) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %193 = "linalg.generic"(%192, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1514: f32, %arg1515: f32):
      %1555 = "math.exp"(%arg1514) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1555) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %194 = "linalg.generic"(%193, %93) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1512: f32, %arg1513: f32):
      %1554 = "arith.addf"(%arg1512, %arg1513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1554) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %195 = "linalg.generic"(%193, %194, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1509: f32, %arg1510: f32, %arg1511: f32):
      %1553 = "arith.divf"(%arg1509, %arg1510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1553) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %196 = "tensor.collapse_shape"(%195) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %197 = "tensor.collapse_shape"(%182) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %198 = "linalg.batch_matmul"(%196, %197, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1506: f32, %arg1507: f32, %arg1508: f32):
      %1551 = "arith.mulf"(%arg1506, %arg1507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1552 = "arith.addf"(%arg1508, %1551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1552) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %199 = "tensor.expand_shape"(%198) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %200 = "linalg.transpose"(%199, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1504: f32, %arg1505: f32):
      "linalg.yield"(%arg1504) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %201 = "linalg.transpose"(%arg22, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1502: f32, %arg1503: f32):
      "linalg.yield"(%arg1502) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %202 = "tensor.collapse_shape"(%200) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %203 = "linalg.matmul"(%202, %201, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1499: f32, %arg1500: f32, %arg1501: f32):
      %1549 = "arith.mulf"(%arg1499, %arg1500) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1550 = "arith.addf"(%arg1501, %1549) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1550) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %204 = "linalg.generic"(%arg23, %102) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1497: f32, %arg1498: f32):
      "linalg.yield"(%arg1497) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %205 = "linalg.generic"(%203, %204, %102) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1494: f32, %arg1495: f32, %arg1496: f32):
      %1548 = "arith.addf"(%arg1494, %arg1495) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1548) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %206 = "tensor.expand_shape"(%205) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %207 = "linalg.generic"(%152, %206, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1491: f32, %arg1492: f32, %arg1493: f32):
      %1547 = "arith.addf"(%arg1491, %arg1492) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1547) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %208 = "linalg.generic"(%207, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1489: f32, %arg1490: f64):
      %1546 = "arith.extf"(%arg1489) : (f32) -> f64
      "linalg.yield"(%1546) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %209 = "linalg.generic"(%208, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1487: f64, %arg1488: f64):
      %1545 = "arith.addf"(%arg1487, %arg1488) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1545) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %210 = "linalg.generic"(%209, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1485: f64, %arg1486: f64):
      %1544 = "arith.divf"(%arg1485, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1544) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %211 = "linalg.generic"(%208, %210, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1482: f64, %arg1483: f64, %arg1484: f64):
      %1543 = "arith.subf"(%arg1482, %arg1483) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1543) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %212 = "linalg.generic"(%211, %211, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1479: f64, %arg1480: f64, %arg1481: f64):
      %1542 = "arith.mulf"(%arg1479, %arg1480) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1542) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %213 = "linalg.generic"(%212, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1477: f64, %arg1478: f64):
      %1541 = "arith.addf"(%arg1477, %arg1478) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1541) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %214 = "linalg.generic"(%213, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1475: f64, %arg1476: f64):
      %1540 = "arith.divf"(%arg1475, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1540) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %215 = "linalg.generic"(%214, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1473: f64, %arg1474: f32):
      %1539 = "arith.truncf"(%arg1473) : (f64) -> f32
      "linalg.yield"(%1539) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %216 = "linalg.generic"(%207, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1471: f32, %arg1472: f32):
      %1538 = "arith.addf"(%arg1471, %arg1472) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1538) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %217 = "linalg.generic"(%216, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1469: f32, %arg1470: f32):
      %1537 = "arith.divf"(%arg1469, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1537) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %218 = "linalg.generic"(%215, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1467: f32, %arg1468: f32):
      %1535 = "arith.truncf"(%16) : (f64) -> f32
      %1536 = "arith.addf"(%arg1467, %1535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1536) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %219 = "linalg.generic"(%218, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1465: f32, %arg1466: f32):
      %1534 = "math.rsqrt"(%arg1465) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1534) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %220 = "linalg.generic"(%207, %217, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1462: f32, %arg1463: f32, %arg1464: f32):
      %1533 = "arith.subf"(%arg1462, %arg1463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1533) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %221 = "linalg.generic"(%220, %219, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1459: f32, %arg1460: f32, %arg1461: f32):
      %1532 = "arith.mulf"(%arg1459, %arg1460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1532) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %222 = "linalg.generic"(%221, %arg18, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1456: f32, %arg1457: f32, %arg1458: f32):
      %1531 = "arith.mulf"(%arg1456, %arg1457) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1531) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %223 = "linalg.generic"(%222, %arg19, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1453: f32, %arg1454: f32, %arg1455: f32):
      %1530 = "arith.addf"(%arg1453, %arg1454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1530) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %224 = "linalg.transpose"(%arg24, %127) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1451: f32, %arg1452: f32):
      "linalg.yield"(%arg1451) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %225 = "tensor.collapse_shape"(%223) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %226 = "linalg.matmul"(%225, %224, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1448: f32, %arg1449: f32, %arg1450: f32):
      %1528 = "arith.mulf"(%arg1448, %arg1449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1529 = "arith.addf"(%arg1450, %1528) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1529) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %227 = "linalg.generic"(%arg25, %127) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1446: f32, %arg1447: f32):
      "linalg.yield"(%arg1446) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %228 = "linalg.generic"(%226, %227, %127) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1443: f32, %arg1444: f32, %arg1445: f32):
      %1527 = "arith.addf"(%arg1443, %arg1444) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1527) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %229 = "tensor.expand_shape"(%228) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %230 = "linalg.generic"(%229, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1441: f32, %arg1442: f32):
      %1525 = "arith.truncf"(%14) : (f64) -> f32
      %1526 = "arith.mulf"(%arg1441, %1525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1526) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %231 = "linalg.generic"(%230, %229, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1438: f32, %arg1439: f32, %arg1440: f32):
      %1524 = "arith.mulf"(%arg1438, %arg1439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1524) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %232 = "linalg.generic"(%231, %229, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1435: f32, %arg1436: f32, %arg1437: f32):
      %1523 = "arith.mulf"(%arg1435, %arg1436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1523) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %233 = "linalg.generic"(%229, %232, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1432: f32, %arg1433: f32, %arg1434: f32):
      %1522 = "arith.addf"(%arg1432, %arg1433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1522) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %234 = "linalg.generic"(%233, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1430: f32, %arg1431: f32):
      %1520 = "arith.truncf"(%13) : (f64) -> f32
      %1521 = "arith.mulf"(%arg1430, %1520) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1521) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %235 = "linalg.generic"(%229, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1428: f32, %arg1429: f32):
      %1519 = "arith.mulf"(%arg1428, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1519) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %236 = "linalg.generic"(%234, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1426: f32, %arg1427: f32):
      %1518 = "math.tanh"(%arg1426) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1518) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %237 = "linalg.generic"(%236, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1424: f32, %arg1425: f32):
      %1517 = "arith.addf"(%arg1424, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1517) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %238 = "linalg.generic"(%235, %237, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1421: f32, %arg1422: f32, %arg1423: f32):
      %1516 = "arith.mulf"(%arg1421, %arg1422) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1516) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %239 = "linalg.transpose"(%arg26, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1419: f32, %arg1420: f32):
      "linalg.yield"(%arg1419) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %240 = "tensor.collapse_shape"(%238) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %241 = "linalg.matmul"(%240, %239, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1416: f32, %arg1417: f32, %arg1418: f32):
      %1514 = "arith.mulf"(%arg1416, %arg1417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1515 = "arith.addf"(%arg1418, %1514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1515) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %242 = "linalg.generic"(%arg27, %102) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1414: f32, %arg1415: f32):
      "linalg.yield"(%arg1414) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %243 = "linalg.generic"(%241, %242, %102) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1411: f32, %arg1412: f32, %arg1413: f32):
      %1513 = "arith.addf"(%arg1411, %arg1412) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1513) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %244 = "tensor.expand_shape"(%243) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %245 = "linalg.generic"(%207, %244, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1408: f32, %arg1409: f32, %arg1410: f32):
      %1512 = "arith.addf"(%arg1408, %arg1409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1512) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %246 = "linalg.generic"(%245, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1406: f32, %arg1407: f64):
      %1511 = "arith.extf"(%arg1406) : (f32) -> f64
      "linalg.yield"(%1511) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %247 = "linalg.generic"(%246, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1404: f64, %arg1405: f64):
      %1510 = "arith.addf"(%arg1404, %arg1405) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1510) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %248 = "linalg.generic"(%247, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1402: f64, %arg1403: f64):
      %1509 = "arith.divf"(%arg1402, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1509) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %249 = "linalg.generic"(%246, %248, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1399: f64, %arg1400: f64, %arg1401: f64):
      %1508 = "arith.subf"(%arg1399, %arg1400) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1508) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %250 = "linalg.generic"(%249, %249, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1396: f64, %arg1397: f64, %arg1398: f64):
      %1507 = "arith.mulf"(%arg1396, %arg1397) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1507) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %251 = "linalg.generic"(%250, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1394: f64, %arg1395: f64):
      %1506 = "arith.addf"(%arg1394, %arg1395) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1506) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %252 = "linalg.generic"(%251, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1392: f64, %arg1393: f64):
      %1505 = "arith.divf"(%arg1392, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1505) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %253 = "linalg.generic"(%252, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1390: f64, %arg1391: f32):
      %1504 = "arith.truncf"(%arg1390) : (f64) -> f32
      "linalg.yield"(%1504) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %254 = "linalg.generic"(%245, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1388: f32, %arg1389: f32):
      %1503 = "arith.addf"(%arg1388, %arg1389) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1503) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %255 = "linalg.generic"(%254, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1386: f32, %arg1387: f32):
      %1502 = "arith.divf"(%arg1386, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1502) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %256 = "linalg.generic"(%253, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1384: f32, %arg1385: f32):
      %1500 = "arith.truncf"(%16) : (f64) -> f32
      %1501 = "arith.addf"(%arg1384, %1500) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1501) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %257 = "linalg.generic"(%256, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1382: f32, %arg1383: f32):
      %1499 = "math.rsqrt"(%arg1382) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1499) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %258 = "linalg.generic"(%245, %255, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1379: f32, %arg1380: f32, %arg1381: f32):
      %1498 = "arith.subf"(%arg1379, %arg1380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1498) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %259 = "linalg.generic"(%258, %257, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1376: f32, %arg1377: f32, %arg1378: f32):
      %1497 = "arith.mulf"(%arg1376, %arg1377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1497) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %260 = "linalg.generic"(%259, %arg28, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1373: f32, %arg1374: f32, %arg1375: f32):
      %1496 = "arith.mulf"(%arg1373, %arg1374) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1496) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %261 = "linalg.generic"(%260, %arg29, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1370: f32, %arg1371: f32, %arg1372: f32):
      %1495 = "arith.addf"(%arg1370, %arg1371) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1495) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %262 = "linalg.transpose"(%arg32, %50) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1368: f32, %arg1369: f32):
      "linalg.yield"(%arg1368) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %263 = "tensor.collapse_shape"(%261) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %264 = "linalg.matmul"(%263, %262, %53) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1365: f32, %arg1366: f32, %arg1367: f32):
      %1493 = "arith.mulf"(%arg1365, %arg1366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1494 = "arith.addf"(%arg1367, %1493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1494) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %265 = "linalg.generic"(%arg33, %50) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1363: f32, %arg1364: f32):
      "linalg.yield"(%arg1363) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %266 = "linalg.generic"(%264, %265, %50) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1360: f32, %arg1361: f32, %arg1362: f32):
      %1492 = "arith.addf"(%arg1360, %arg1361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1492) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %267 = "tensor.expand_shape"(%266) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %268 = "tensor.extract_slice"(%267) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %269 = "tensor.extract_slice"(%267) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %270 = "tensor.extract_slice"(%267) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %271 = "tensor.expand_shape"(%268) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %272 = "linalg.transpose"(%271, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1358: f32, %arg1359: f32):
      "linalg.yield"(%arg1358) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %273 = "tensor.expand_shape"(%269) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %274 = "tensor.expand_shape"(%270) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %275 = "linalg.transpose"(%274, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1356: f32, %arg1357: f32):
      "linalg.yield"(%arg1356) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %276 = "linalg.transpose"(%273, %62) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1354: f32, %arg1355: f32):
      "linalg.yield"(%arg1354) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %277 = "tensor.collapse_shape"(%272) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %278 = "tensor.collapse_shape"(%276) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %279 = "linalg.batch_matmul"(%277, %278, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1351: f32, %arg1352: f32, %arg1353: f32):
      %1490 = "arith.mulf"(%arg1351, %arg1352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1491 = "arith.addf"(%arg1353, %1490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1491) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %280 = "tensor.expand_shape"(%279) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %281 = "linalg.generic"(%280, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1349: f32, %arg1350: f32):
      %1488 = "arith.truncf"(%15) : (f64) -> f32
      %1489 = "arith.divf"(%arg1349, %1488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1489) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %282 = "linalg.generic"(%82, %10, %281, %62) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1345: i1, %arg1346: f32, %arg1347: f32, %arg1348: f32):
      %1487 = "arith.select"(%arg1345, %arg1346, %arg1347) : (i1, f32, f32) -> f32
      "linalg.yield"(%1487) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %283:2 = "linalg.generic"(%282, %87, %85) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1342: f32, %arg1343: f32, %arg1344: i64):
      %1482 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1483 = "arith.index_cast"(%1482) : (index) -> i64
      %1484 = "arith.maximumf"(%arg1342, %arg1343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1485 = "arith.cmpf"(%arg1342, %arg1343) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1486 = "arith.select"(%1485, %1483, %arg1344) : (i1, i64, i64) -> i64
      "linalg.yield"(%1484, %1486) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %284 = "tensor.expand_shape"(%283#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %285 = "linalg.generic"(%282, %284, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1339: f32, %arg1340: f32, %arg1341: f32):
      %1481 = "arith.subf"(%arg1339, %arg1340) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1481) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %286 = "linalg.generic"(%285, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1337: f32, %arg1338: f32):
      %1480 = "math.exp"(%arg1337) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1480) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %287 = "linalg.generic"(%286, %93) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1335: f32, %arg1336: f32):
      %1479 = "arith.addf"(%arg1335, %arg1336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1479) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %288 = "linalg.generic"(%286, %287, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1332: f32, %arg1333: f32, %arg1334: f32):
      %1478 = "arith.divf"(%arg1332, %arg1333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1478) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %289 = "tensor.collapse_shape"(%288) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %290 = "tensor.collapse_shape"(%275) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %291 = "linalg.batch_matmul"(%289, %290, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1329: f32, %arg1330: f32, %arg1331: f32):
      %1476 = "arith.mulf"(%arg1329, %arg1330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1477 = "arith.addf"(%arg1331, %1476) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1477) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %292 = "tensor.expand_shape"(%291) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %293 = "linalg.transpose"(%292, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1327: f32, %arg1328: f32):
      "linalg.yield"(%arg1327) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %294 = "linalg.transpose"(%arg34, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1325: f32, %arg1326: f32):
      "linalg.yield"(%arg1325) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %295 = "tensor.collapse_shape"(%293) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %296 = "linalg.matmul"(%295, %294, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1322: f32, %arg1323: f32, %arg1324: f32):
      %1474 = "arith.mulf"(%arg1322, %arg1323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1475 = "arith.addf"(%arg1324, %1474) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1475) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %297 = "linalg.generic"(%arg35, %102) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1320: f32, %arg1321: f32):
      "linalg.yield"(%arg1320) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %298 = "linalg.generic"(%296, %297, %102) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1317: f32, %arg1318: f32, %arg1319: f32):
      %1473 = "arith.addf"(%arg1317, %arg1318) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1473) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %299 = "tensor.expand_shape"(%298) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %300 = "linalg.generic"(%245, %299, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1314: f32, %arg1315: f32, %arg1316: f32):
      %1472 = "arith.addf"(%arg1314, %arg1315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1472) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %301 = "linalg.generic"(%300, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1312: f32, %arg1313: f64):
      %1471 = "arith.extf"(%arg1312) : (f32) -> f64
      "linalg.yield"(%1471) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %302 = "linalg.generic"(%301, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1310: f64, %arg1311: f64):
      %1470 = "arith.addf"(%arg1310, %arg1311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1470) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %303 = "linalg.generic"(%302, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1308: f64, %arg1309: f64):
      %1469 = "arith.divf"(%arg1308, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1469) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %304 = "linalg.generic"(%301, %303, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1305: f64, %arg1306: f64, %arg1307: f64):
      %1468 = "arith.subf"(%arg1305, %arg1306) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1468) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %305 = "linalg.generic"(%304, %304, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1302: f64, %arg1303: f64, %arg1304: f64):
      %1467 = "arith.mulf"(%arg1302, %arg1303) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1467) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %306 = "linalg.generic"(%305, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1300: f64, %arg1301: f64):
      %1466 = "arith.addf"(%arg1300, %arg1301) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1466) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %307 = "linalg.generic"(%306, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1298: f64, %arg1299: f64):
      %1465 = "arith.divf"(%arg1298, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1465) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %308 = "linalg.generic"(%307, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1296: f64, %arg1297: f32):
      %1464 = "arith.truncf"(%arg1296) : (f64) -> f32
      "linalg.yield"(%1464) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %309 = "linalg.generic"(%300, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1294: f32, %arg1295: f32):
      %1463 = "arith.addf"(%arg1294, %arg1295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1463) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %310 = "linalg.generic"(%309, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1292: f32, %arg1293: f32):
      %1462 = "arith.divf"(%arg1292, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1462) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %311 = "linalg.generic"(%308, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1290: f32, %arg1291: f32):
      %1460 = "arith.truncf"(%16) : (f64) -> f32
      %1461 = "arith.addf"(%arg1290, %1460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1461) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %312 = "linalg.generic"(%311, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1288: f32, %arg1289: f32):
      %1459 = "math.rsqrt"(%arg1288) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1459) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %313 = "linalg.generic"(%300, %310, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1285: f32, %arg1286: f32, %arg1287: f32):
      %1458 = "arith.subf"(%arg1285, %arg1286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1458) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %314 = "linalg.generic"(%313, %312, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1282: f32, %arg1283: f32, %arg1284: f32):
      %1457 = "arith.mulf"(%arg1282, %arg1283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1457) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %315 = "linalg.generic"(%314, %arg30, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1279: f32, %arg1280: f32, %arg1281: f32):
      %1456 = "arith.mulf"(%arg1279, %arg1280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1456) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %316 = "linalg.generic"(%315, %arg31, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1276: f32, %arg1277: f32, %arg1278: f32):
      %1455 = "arith.addf"(%arg1276, %arg1277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1455) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %317 = "linalg.transpose"(%arg36, %127) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1274: f32, %arg1275: f32):
      "linalg.yield"(%arg1274) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %318 = "tensor.collapse_shape"(%316) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %319 = "linalg.matmul"(%318, %317, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1271: f32, %arg1272: f32, %arg1273: f32):
      %1453 = "arith.mulf"(%arg1271, %arg1272) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1454 = "arith.addf"(%arg1273, %1453) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1454) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %320 = "linalg.generic"(%arg37, %127) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1269: f32, %arg1270: f32):
      "linalg.yield"(%arg1269) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %321 = "linalg.generic"(%319, %320, %127) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1266: f32, %arg1267: f32, %arg1268: f32):
      %1452 = "arith.addf"(%arg1266, %arg1267) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1452) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %322 = "tensor.expand_shape"(%321) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %323 = "linalg.generic"(%322, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1264: f32, %arg1265: f32):
      %1450 = "arith.truncf"(%14) : (f64) -> f32
      %1451 = "arith.mulf"(%arg1264, %1450) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1451) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %324 = "linalg.generic"(%323, %322, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1261: f32, %arg1262: f32, %arg1263: f32):
      %1449 = "arith.mulf"(%arg1261, %arg1262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1449) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %325 = "linalg.generic"(%324, %322, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1258: f32, %arg1259: f32, %arg1260: f32):
      %1448 = "arith.mulf"(%arg1258, %arg1259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1448) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %326 = "linalg.generic"(%322, %325, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1255: f32, %arg1256: f32, %arg1257: f32):
      %1447 = "arith.addf"(%arg1255, %arg1256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1447) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %327 = "linalg.generic"(%326, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1253: f32, %arg1254: f32):
      %1445 = "arith.truncf"(%13) : (f64) -> f32
      %1446 = "arith.mulf"(%arg1253, %1445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1446) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %328 = "linalg.generic"(%322, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1251: f32, %arg1252: f32):
      %1444 = "arith.mulf"(%arg1251, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1444) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %329 = "linalg.generic"(%327, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1249: f32, %arg1250: f32):
      %1443 = "math.tanh"(%arg1249) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1443) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %330 = "linalg.generic"(%329, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1247: f32, %arg1248: f32):
      %1442 = "arith.addf"(%arg1247, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1442) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %331 = "linalg.generic"(%328, %330, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1244: f32, %arg1245: f32, %arg1246: f32):
      %1441 = "arith.mulf"(%arg1244, %arg1245) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1441) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %332 = "linalg.transpose"(%arg38, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1242: f32, %arg1243: f32):
      "linalg.yield"(%arg1242) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %333 = "tensor.collapse_shape"(%331) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %334 = "linalg.matmul"(%333, %332, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1239: f32, %arg1240: f32, %arg1241: f32):
      %1439 = "arith.mulf"(%arg1239, %arg1240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1440 = "arith.addf"(%arg1241, %1439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1440) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %335 = "linalg.generic"(%arg39, %102) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1237: f32, %arg1238: f32):
      "linalg.yield"(%arg1237) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %336 = "linalg.generic"(%334, %335, %102) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1234: f32, %arg1235: f32, %arg1236: f32):
      %1438 = "arith.addf"(%arg1234, %arg1235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1438) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %337 = "tensor.expand_shape"(%336) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %338 = "linalg.generic"(%300, %337, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1231: f32, %arg1232: f32, %arg1233: f32):
      %1437 = "arith.addf"(%arg1231, %arg1232) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1437) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %339 = "linalg.generic"(%338, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1229: f32, %arg1230: f64):
      %1436 = "arith.extf"(%arg1229) : (f32) -> f64
      "linalg.yield"(%1436) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %340 = "linalg.generic"(%339, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1227: f64, %arg1228: f64):
      %1435 = "arith.addf"(%arg1227, %arg1228) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1435) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %341 = "linalg.generic"(%340, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1225: f64, %arg1226: f64):
      %1434 = "arith.divf"(%arg1225, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1434) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %342 = "linalg.generic"(%339, %341, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1222: f64, %arg1223: f64, %arg1224: f64):
      %1433 = "arith.subf"(%arg1222, %arg1223) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1433) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %343 = "linalg.generic"(%342, %342, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1219: f64, %arg1220: f64, %arg1221: f64):
      %1432 = "arith.mulf"(%arg1219, %arg1220) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1432) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %344 = "linalg.generic"(%343, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1217: f64, %arg1218: f64):
      %1431 = "arith.addf"(%arg1217, %arg1218) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1431) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %345 = "linalg.generic"(%344, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1215: f64, %arg1216: f64):
      %1430 = "arith.divf"(%arg1215, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1430) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %346 = "linalg.generic"(%345, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1213: f64, %arg1214: f32):
      %1429 = "arith.truncf"(%arg1213) : (f64) -> f32
      "linalg.yield"(%1429) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %347 = "linalg.generic"(%338, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1211: f32, %arg1212: f32):
      %1428 = "arith.addf"(%arg1211, %arg1212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1428) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %348 = "linalg.generic"(%347, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1209: f32, %arg1210: f32):
      %1427 = "arith.divf"(%arg1209, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1427) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %349 = "linalg.generic"(%346, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1207: f32, %arg1208: f32):
      %1425 = "arith.truncf"(%16) : (f64) -> f32
      %1426 = "arith.addf"(%arg1207, %1425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1426) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %350 = "linalg.generic"(%349, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1205: f32, %arg1206: f32):
      %1424 = "math.rsqrt"(%arg1205) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1424) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %351 = "linalg.generic"(%338, %348, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1202: f32, %arg1203: f32, %arg1204: f32):
      %1423 = "arith.subf"(%arg1202, %arg1203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1423) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %352 = "linalg.generic"(%351, %350, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1199: f32, %arg1200: f32, %arg1201: f32):
      %1422 = "arith.mulf"(%arg1199, %arg1200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1422) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %353 = "linalg.generic"(%352, %arg40, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1196: f32, %arg1197: f32, %arg1198: f32):
      %1421 = "arith.mulf"(%arg1196, %arg1197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1421) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %354 = "linalg.generic"(%353, %arg41, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1193: f32, %arg1194: f32, %arg1195: f32):
      %1420 = "arith.addf"(%arg1193, %arg1194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1420) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %355 = "linalg.transpose"(%arg44, %50) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1191: f32, %arg1192: f32):
      "linalg.yield"(%arg1191) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %356 = "tensor.collapse_shape"(%354) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %357 = "linalg.matmul"(%356, %355, %53) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1188: f32, %arg1189: f32, %arg1190: f32):
      %1418 = "arith.mulf"(%arg1188, %arg1189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1419 = "arith.addf"(%arg1190, %1418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1419) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %358 = "linalg.generic"(%arg45, %50) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1186: f32, %arg1187: f32):
      "linalg.yield"(%arg1186) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %359 = "linalg.generic"(%357, %358, %50) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1183: f32, %arg1184: f32, %arg1185: f32):
      %1417 = "arith.addf"(%arg1183, %arg1184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1417) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %360 = "tensor.expand_shape"(%359) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 48>}> : (tensor<16x48xf32>) -> tensor<2x8x48xf32>
    %361 = "tensor.extract_slice"(%360) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %362 = "tensor.extract_slice"(%360) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 16>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %363 = "tensor.extract_slice"(%360) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 32>, static_sizes = array<i64: 2, 8, 16>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %364 = "tensor.expand_shape"(%361) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %365 = "linalg.transpose"(%364, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1181: f32, %arg1182: f32):
      "linalg.yield"(%arg1181) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %366 = "tensor.expand_shape"(%362) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %367 = "tensor.expand_shape"(%363) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %368 = "linalg.transpose"(%367, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1179: f32, %arg1180: f32):
      "linalg.yield"(%arg1179) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %369 = "linalg.transpose"(%366, %62) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1177: f32, %arg1178: f32):
      "linalg.yield"(%arg1177) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %370 = "tensor.collapse_shape"(%365) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %371 = "tensor.collapse_shape"(%369) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %372 = "linalg.batch_matmul"(%370, %371, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1174: f32, %arg1175: f32, %arg1176: f32):
      %1415 = "arith.mulf"(%arg1174, %arg1175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1416 = "arith.addf"(%arg1176, %1415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1416) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %373 = "tensor.expand_shape"(%372) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %374 = "linalg.generic"(%373, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1172: f32, %arg1173: f32):
      %1413 = "arith.truncf"(%15) : (f64) -> f32
      %1414 = "arith.divf"(%arg1172, %1413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1414) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %375 = "linalg.generic"(%82, %10, %374, %62) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg1168: i1, %arg1169: f32, %arg1170: f32, %arg1171: f32):
      %1412 = "arith.select"(%arg1168, %arg1169, %arg1170) : (i1, f32, f32) -> f32
      "linalg.yield"(%1412) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %376:2 = "linalg.generic"(%375, %87, %85) <{indexing_maps = [#map14, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1165: f32, %arg1166: f32, %arg1167: i64):
      %1407 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1408 = "arith.index_cast"(%1407) : (index) -> i64
      %1409 = "arith.maximumf"(%arg1165, %arg1166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1410 = "arith.cmpf"(%arg1165, %arg1166) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1411 = "arith.select"(%1410, %1408, %arg1167) : (i1, i64, i64) -> i64
      "linalg.yield"(%1409, %1411) : (f32, i64) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8xf32>, tensor<2x2x8xi64>) -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %377 = "tensor.expand_shape"(%376#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 2, 8, 1>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %378 = "linalg.generic"(%375, %377, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1162: f32, %arg1163: f32, %arg1164: f32):
      %1406 = "arith.subf"(%arg1162, %arg1163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1406) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %379 = "linalg.generic"(%378, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1160: f32, %arg1161: f32):
      %1405 = "math.exp"(%arg1160) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1405) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %380 = "linalg.generic"(%379, %93) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1158: f32, %arg1159: f32):
      %1404 = "arith.addf"(%arg1158, %arg1159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1404) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %381 = "linalg.generic"(%379, %380, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1155: f32, %arg1156: f32, %arg1157: f32):
      %1403 = "arith.divf"(%arg1155, %arg1156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1403) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %382 = "tensor.collapse_shape"(%381) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %383 = "tensor.collapse_shape"(%368) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %384 = "linalg.batch_matmul"(%382, %383, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1152: f32, %arg1153: f32, %arg1154: f32):
      %1401 = "arith.mulf"(%arg1152, %arg1153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1402 = "arith.addf"(%arg1154, %1401) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1402) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %385 = "tensor.expand_shape"(%384) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %386 = "linalg.transpose"(%385, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1150: f32, %arg1151: f32):
      "linalg.yield"(%arg1150) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %387 = "linalg.transpose"(%arg46, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1148: f32, %arg1149: f32):
      "linalg.yield"(%arg1148) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %388 = "tensor.collapse_shape"(%386) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %389 = "linalg.matmul"(%388, %387, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1145: f32, %arg1146: f32, %arg1147: f32):
      %1399 = "arith.mulf"(%arg1145, %arg1146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1400 = "arith.addf"(%arg1147, %1399) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1400) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %390 = "linalg.generic"(%arg47, %102) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1143: f32, %arg1144: f32):
      "linalg.yield"(%arg1143) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %391 = "linalg.generic"(%389, %390, %102) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1140: f32, %arg1141: f32, %arg1142: f32):
      %1398 = "arith.addf"(%arg1140, %arg1141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1398) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %392 = "tensor.expand_shape"(%391) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %393 = "linalg.generic"(%338, %392, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1137: f32, %arg1138: f32, %arg1139: f32):
      %1397 = "arith.addf"(%arg1137, %arg1138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1397) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %394 = "linalg.generic"(%393, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1135: f32, %arg1136: f64):
      %1396 = "arith.extf"(%arg1135) : (f32) -> f64
      "linalg.yield"(%1396) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %395 = "linalg.generic"(%394, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1133: f64, %arg1134: f64):
      %1395 = "arith.addf"(%arg1133, %arg1134) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1395) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %396 = "linalg.generic"(%395, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1131: f64, %arg1132: f64):
      %1394 = "arith.divf"(%arg1131, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1394) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %397 = "linalg.generic"(%394, %396, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1128: f64, %arg1129: f64, %arg1130: f64):
      %1393 = "arith.subf"(%arg1128, %arg1129) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1393) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %398 = "linalg.generic"(%397, %397, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1125: f64, %arg1126: f64, %arg1127: f64):
      %1392 = "arith.mulf"(%arg1125, %arg1126) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1392) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %399 = "linalg.generic"(%398, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1123: f64, %arg1124: f64):
      %1391 = "arith.addf"(%arg1123, %arg1124) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1391) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %400 = "linalg.generic"(%399, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1121: f64, %arg1122: f64):
      %1390 = "arith.divf"(%arg1121, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1390) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %401 = "linalg.generic"(%400, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1119: f64, %arg1120: f32):
      %1389 = "arith.truncf"(%arg1119) : (f64) -> f32
      "linalg.yield"(%1389) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %402 = "linalg.generic"(%393, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1117: f32, %arg1118: f32):
      %1388 = "arith.addf"(%arg1117, %arg1118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1388) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %403 = "linalg.generic"(%402, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1115: f32, %arg1116: f32):
      %1387 = "arith.divf"(%arg1115, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1387) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %404 = "linalg.generic"(%401, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1113: f32, %arg1114: f32):
      %1385 = "arith.truncf"(%16) : (f64) -> f32
      %1386 = "arith.addf"(%arg1113, %1385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1386) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %405 = "linalg.generic"(%404, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1111: f32, %arg1112: f32):
      %1384 = "math.rsqrt"(%arg1111) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1384) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %406 = "linalg.generic"(%393, %403, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1108: f32, %arg1109: f32, %arg1110: f32):
      %1383 = "arith.subf"(%arg1108, %arg1109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1383) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %407 = "linalg.generic"(%406, %405, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1105: f32, %arg1106: f32, %arg1107: f32):
      %1382 = "arith.mulf"(%arg1105, %arg1106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1382) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %408 = "linalg.generic"(%407, %arg42, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1102: f32, %arg1103: f32, %arg1104: f32):
      %1381 = "arith.mulf"(%arg1102, %arg1103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1381) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %409 = "linalg.generic"(%408, %arg43, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1099: f32, %arg1100: f32, %arg1101: f32):
      %1380 = "arith.addf"(%arg1099, %arg1100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1380) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %410 = "linalg.transpose"(%arg48, %127) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1097: f32, %arg1098: f32):
      "linalg.yield"(%arg1097) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %411 = "tensor.collapse_shape"(%409) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %412 = "linalg.matmul"(%411, %410, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1094: f32, %arg1095: f32, %arg1096: f32):
      %1378 = "arith.mulf"(%arg1094, %arg1095) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1379 = "arith.addf"(%arg1096, %1378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1379) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %413 = "linalg.generic"(%arg49, %127) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1092: f32, %arg1093: f32):
      "linalg.yield"(%arg1092) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %414 = "linalg.generic"(%412, %413, %127) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1089: f32, %arg1090: f32, %arg1091: f32):
      %1377 = "arith.addf"(%arg1089, %arg1090) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1377) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %415 = "tensor.expand_shape"(%414) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %416 = "linalg.generic"(%415, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1087: f32, %arg1088: f32):
      %1375 = "arith.truncf"(%14) : (f64) -> f32
      %1376 = "arith.mulf"(%arg1087, %1375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1376) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %417 = "linalg.generic"(%416, %415, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1084: f32, %arg1085: f32, %arg1086: f32):
      %1374 = "arith.mulf"(%arg1084, %arg1085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1374) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %418 = "linalg.generic"(%417, %415, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1081: f32, %arg1082: f32, %arg1083: f32):
      %1373 = "arith.mulf"(%arg1081, %arg1082) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1373) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %419 = "linalg.generic"(%415, %418, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1078: f32, %arg1079: f32, %arg1080: f32):
      %1372 = "arith.addf"(%arg1078, %arg1079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1372) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %420 = "linalg.generic"(%419, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1076: f32, %arg1077: f32):
      %1370 = "arith.truncf"(%13) : (f64) -> f32
      %1371 = "arith.mulf"(%arg1076, %1370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1371) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %421 = "linalg.generic"(%415, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1074: f32, %arg1075: f32):
      %1369 = "arith.mulf"(%arg1074, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1369) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %422 = "linalg.generic"(%420, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1072: f32, %arg1073: f32):
      %1368 = "math.tanh"(%arg1072) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1368) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %423 = "linalg.generic"(%422, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32):
      %1367 = "arith.addf"(%arg1070, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1367) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %424 = "linalg.generic"(%421, %423, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1067: f32, %arg1068: f32, %arg1069: f32):
      %1366 = "arith.mulf"(%arg1067, %arg1068) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1366) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %425 = "linalg.transpose"(%arg50, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1065: f32, %arg1066: f32):
      "linalg.yield"(%arg1065) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %426 = "tensor.collapse_shape"(%424) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %427 = "linalg.matmul"(%426, %425, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1062: f32, %arg1063: f32, %arg1064: f32):
      %1364 = "arith.mulf"(%arg1062, %arg1063) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1365 = "arith.addf"(%arg1064, %1364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1365) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %428 = "linalg.generic"(%arg51, %102) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1060: f32, %arg1061: f32):
      "linalg.yield"(%arg1060) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %429 = "linalg.generic"(%427, %428, %102) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1057: f32, %arg1058: f32, %arg1059: f32):
      %1363 = "arith.addf"(%arg1057, %arg1058) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1363) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %430 = "tensor.expand_shape"(%429) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %431 = "linalg.generic"(%393, %430, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1054: f32, %arg1055: f32, %arg1056: f32):
      %1362 = "arith.addf"(%arg1054, %arg1055) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1362) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %432 = "linalg.generic"(%431, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1052: f32, %arg1053: f64):
      %1361 = "arith.extf"(%arg1052) : (f32) -> f64
      "linalg.yield"(%1361) : (f64) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %433 = "linalg.generic"(%432, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1050: f64, %arg1051: f64):
      %1360 = "arith.addf"(%arg1050, %arg1051) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1360) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %434 = "linalg.generic"(%433, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1048: f64, %arg1049: f64):
      %1359 = "arith.divf"(%arg1048, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1359) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %435 = "linalg.generic"(%432, %434, %29) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1045: f64, %arg1046: f64, %arg1047: f64):
      %1358 = "arith.subf"(%arg1045, %arg1046) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1358) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %436 = "linalg.generic"(%435, %435, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1042: f64, %arg1043: f64, %arg1044: f64):
      %1357 = "arith.mulf"(%arg1042, %arg1043) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1357) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x16xf64>, tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
    %437 = "linalg.generic"(%436, %32) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1040: f64, %arg1041: f64):
      %1356 = "arith.addf"(%arg1040, %arg1041) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1356) : (f64) -> ()
    }) : (tensor<2x8x16xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %438 = "linalg.generic"(%437, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1038: f64, %arg1039: f64):
      %1355 = "arith.divf"(%arg1038, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1355) : (f64) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %439 = "linalg.generic"(%438, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1036: f64, %arg1037: f32):
      %1354 = "arith.truncf"(%arg1036) : (f64) -> f32
      "linalg.yield"(%1354) : (f32) -> ()
    }) : (tensor<2x8x1xf64>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %440 = "linalg.generic"(%431, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1034: f32, %arg1035: f32):
      %1353 = "arith.addf"(%arg1034, %arg1035) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1353) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %441 = "linalg.generic"(%440, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1032: f32, %arg1033: f32):
      %1352 = "arith.divf"(%arg1032, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1352) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %442 = "linalg.generic"(%439, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1030: f32, %arg1031: f32):
      %1350 = "arith.truncf"(%16) : (f64) -> f32
      %1351 = "arith.addf"(%arg1030, %1350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1351) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %443 = "linalg.generic"(%442, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1028: f32, %arg1029: f32):
      %1349 = "math.rsqrt"(%arg1028) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1349) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %444 = "linalg.generic"(%431, %441, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1025: f32, %arg1026: f32, %arg1027: f32):
      %1348 = "arith.subf"(%arg1025, %arg1026) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1348) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %445 = "linalg.generic"(%444, %443, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1022: f32, %arg1023: f32, %arg1024: f32):
      %1347 = "arith.mulf"(%arg1022, %arg1023) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1347) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %446 = "linalg.generic"(%445, %arg52, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1019: f32, %arg1020: f32, %arg1021: f32):
      %1346 = "arith.mulf"(%arg1019, %arg1020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1346) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %447 = "linalg.generic"(%446, %arg53, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1016: f32, %arg1017: f32, %arg1018: f32):
      %1345 = "arith.addf"(%arg1016, %arg1017) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1345) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %448 = "tensor.empty"() : () -> tensor<16x32xf32>
    %449 = "linalg.transpose"(%arg2, %448) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1014: f32, %arg1015: f32):
      "linalg.yield"(%arg1014) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %450 = "tensor.collapse_shape"(%447) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %451 = "linalg.fill"(%5, %448) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1012: f32, %arg1013: f32):
      "linalg.yield"(%arg1012) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %452 = "linalg.matmul"(%450, %449, %451) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1009: f32, %arg1010: f32, %arg1011: f32):
      %1343 = "arith.mulf"(%arg1009, %arg1010) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1344 = "arith.addf"(%arg1011, %1343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1344) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %453 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (tensor<2x8xi64>) -> tensor<16xi64>
    %454 = "tensor.empty"() : () -> tensor<16xi64>
    %455 = "linalg.fill"(%1, %454) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1007: i64, %arg1008: i64):
      "linalg.yield"(%arg1007) : (i64) -> ()
    }) : (i64, tensor<16xi64>) -> tensor<16xi64>
    %456 = "tensor.empty"() : () -> tensor<16xf32>
    %457 = "linalg.fill"(%7, %456) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1005: f32, %arg1006: f32):
      "linalg.yield"(%arg1005) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %458:2 = "linalg.generic"(%452, %457, %455) <{indexing_maps = [#map4, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1002: f32, %arg1003: f32, %arg1004: i64):
      %1338 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %1339 = "arith.index_cast"(%1338) : (index) -> i64
      %1340 = "arith.maximumf"(%arg1002, %arg1003) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1341 = "arith.cmpf"(%arg1002, %arg1003) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1342 = "arith.select"(%1341, %1339, %arg1004) : (i1, i64, i64) -> i64
      "linalg.yield"(%1340, %1342) : (f32, i64) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>, tensor<16xi64>) -> (tensor<16xf32>, tensor<16xi64>)
    %459 = "tensor.expand_shape"(%458#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %460 = "linalg.generic"(%452, %459, %448) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg999: f32, %arg1000: f32, %arg1001: f32):
      %1337 = "arith.subf"(%arg999, %arg1000) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1337) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %461 = "linalg.generic"(%460, %448) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg997: f32, %arg998: f32):
      %1336 = "math.exp"(%arg997) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1336) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %462 = "tensor.empty"() : () -> tensor<16x1xf32>
    %463 = "linalg.fill"(%5, %462) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg995: f32, %arg996: f32):
      "linalg.yield"(%arg995) : (f32) -> ()
    }) : (f32, tensor<16x1xf32>) -> tensor<16x1xf32>
    %464 = "linalg.generic"(%461, %463) <{indexing_maps = [#map4, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg993: f32, %arg994: f32):
      %1335 = "arith.addf"(%arg993, %arg994) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1335) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %465 = "linalg.generic"(%464, %462) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg991: f32, %arg992: f32):
      %1334 = "math.log"(%arg991) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1334) : (f32) -> ()
    }) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %466 = "linalg.generic"(%460, %465, %448) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg988: f32, %arg989: f32, %arg990: f32):
      %1333 = "arith.subf"(%arg988, %arg989) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1333) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %467 = "tensor.empty"() : () -> tensor<16xi1>
    %468 = "linalg.generic"(%453, %467) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg986: i64, %arg987: i1):
      %1332 = "arith.cmpi"(%arg986, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1332) : (i1) -> ()
    }) : (tensor<16xi64>, tensor<16xi1>) -> tensor<16xi1>
    %469 = "linalg.generic"(%468, %456) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg984: i1, %arg985: f32):
      %1331 = "arith.uitofp"(%arg984) : (i1) -> f32
      "linalg.yield"(%1331) : (f32) -> ()
    }) : (tensor<16xi1>, tensor<16xf32>) -> tensor<16xf32>
    %470 = "tensor.expand_shape"(%453) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %471 = "tensor.empty"() : () -> tensor<32xi64>
    %472 = "linalg.generic"(%471) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg983: i64):
      %1329 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %1330 = "arith.index_cast"(%1329) : (index) -> i64
      "linalg.yield"(%1330) : (i64) -> ()
    }) : (tensor<32xi64>) -> tensor<32xi64>
    %473 = "tensor.empty"() : () -> tensor<16x32xi1>
    %474 = "linalg.generic"(%470, %472, %473) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg980: i64, %arg981: i64, %arg982: i1):
      %1328 = "arith.cmpi"(%arg980, %arg981) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%1328) : (i1) -> ()
    }) : (tensor<16x1xi64>, tensor<32xi64>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %475 = "linalg.generic"(%474, %448) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg978: i1, %arg979: f32):
      %1327 = "arith.uitofp"(%arg978) : (i1) -> f32
      "linalg.yield"(%1327) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %476 = "linalg.generic"(%466, %475, %448) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg975: f32, %arg976: f32, %arg977: f32):
      %1326 = "arith.mulf"(%arg975, %arg976) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1326) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %477 = "linalg.fill"(%5, %456) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg973: f32, %arg974: f32):
      "linalg.yield"(%arg973) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %478 = "linalg.generic"(%476, %477) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg971: f32, %arg972: f32):
      %1325 = "arith.addf"(%arg971, %arg972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1325) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>) -> tensor<16xf32>
    %479 = "linalg.generic"(%478, %469, %456) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg968: f32, %arg969: f32, %arg970: f32):
      %1324 = "arith.mulf"(%arg968, %arg969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1324) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %480 = "tensor.empty"() : () -> tensor<f32>
    %481 = "linalg.fill"(%5, %480) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg966: f32, %arg967: f32):
      "linalg.yield"(%arg966) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %482 = "linalg.generic"(%479, %481) <{indexing_maps = [#map, #map20], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg964: f32, %arg965: f32):
      %1323 = "arith.addf"(%arg964, %arg965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1323) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %483 = "linalg.generic"(%482, %480) <{indexing_maps = [#map21, #map21], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg962: f32, %arg963: f32):
      %1322 = "arith.negf"(%arg962) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1322) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %484 = "linalg.generic"(%469, %481) <{indexing_maps = [#map, #map20], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg960: f32, %arg961: f32):
      %1321 = "arith.addf"(%arg960, %arg961) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1321) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %485 = "linalg.generic"(%483, %484, %480) <{indexing_maps = [#map21, #map21, #map21], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg957: f32, %arg958: f32, %arg959: f32):
      %1320 = "arith.divf"(%arg957, %arg958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1320) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %486 = "tensor.expand_shape"(%469) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %487 = "linalg.generic"(%9, %480) <{indexing_maps = [#map21, #map21], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg955: f32, %arg956: f32):
      %1319 = "arith.negf"(%arg955) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1319) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %488 = "linalg.generic"(%487, %484, %480) <{indexing_maps = [#map21, #map21, #map21], iterator_types = [], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg952: f32, %arg953: f32, %arg954: f32):
      %1318 = "arith.divf"(%arg952, %arg953) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1318) : (f32) -> ()
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %489 = "linalg.generic"(%475, %486, %448) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg949: f32, %arg950: f32, %arg951: f32):
      %1317 = "arith.mulf"(%arg949, %arg950) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1317) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %490 = "linalg.generic"(%489, %488, %448) <{indexing_maps = [#map4, #map22, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg946: f32, %arg947: f32, %arg948: f32):
      %1316 = "arith.mulf"(%arg946, %arg947) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1316) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %491 = "linalg.generic"(%466, %448) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg944: f32, %arg945: f32):
      %1315 = "math.exp"(%arg944) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1315) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %492 = "linalg.generic"(%490, %463) <{indexing_maps = [#map4, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg942: f32, %arg943: f32):
      %1314 = "arith.addf"(%arg942, %arg943) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1314) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %493 = "linalg.generic"(%491, %492, %448) <{indexing_maps = [#map4, #map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg939: f32, %arg940: f32, %arg941: f32):
      %1313 = "arith.mulf"(%arg939, %arg940) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1313) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %494 = "linalg.generic"(%490, %493, %448) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg936: f32, %arg937: f32, %arg938: f32):
      %1312 = "arith.subf"(%arg936, %arg937) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1312) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %495 = "tensor.empty"() : () -> tensor<32x16xf32>
    %496 = "linalg.transpose"(%494, %495) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg934: f32, %arg935: f32):
      "linalg.yield"(%arg934) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %497 = "linalg.fill"(%5, %495) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg932: f32, %arg933: f32):
      "linalg.yield"(%arg932) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %498 = "linalg.matmul"(%496, %450, %497) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg929: f32, %arg930: f32, %arg931: f32):
      %1310 = "arith.mulf"(%arg929, %arg930) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1311 = "arith.addf"(%arg931, %1310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1311) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %499 = "linalg.matmul"(%494, %arg2, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg926: f32, %arg927: f32, %arg928: f32):
      %1308 = "arith.mulf"(%arg926, %arg927) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1309 = "arith.addf"(%arg928, %1308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1309) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %500 = "tensor.expand_shape"(%499) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %501 = "linalg.generic"(%500, %arg52, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg923: f32, %arg924: f32, %arg925: f32):
      %1307 = "arith.mulf"(%arg923, %arg924) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1307) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %502 = "linalg.generic"(%501, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg921: f32, %arg922: f32):
      %1306 = "arith.mulf"(%arg921, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1306) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %503 = "linalg.generic"(%501, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg919: f32, %arg920: f32):
      %1305 = "arith.addf"(%arg919, %arg920) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1305) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %504 = "linalg.generic"(%501, %445, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg916: f32, %arg917: f32, %arg918: f32):
      %1304 = "arith.mulf"(%arg916, %arg917) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1304) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %505 = "linalg.generic"(%504, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg914: f32, %arg915: f32):
      %1303 = "arith.addf"(%arg914, %arg915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1303) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %506 = "linalg.generic"(%445, %505, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg911: f32, %arg912: f32, %arg913: f32):
      %1302 = "arith.mulf"(%arg911, %arg912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1302) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %507 = "linalg.generic"(%502, %503, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg908: f32, %arg909: f32, %arg910: f32):
      %1301 = "arith.subf"(%arg908, %arg909) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1301) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %508 = "linalg.generic"(%507, %506, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg905: f32, %arg906: f32, %arg907: f32):
      %1300 = "arith.subf"(%arg905, %arg906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1300) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %509 = "linalg.generic"(%443, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg903: f32, %arg904: f32):
      %1299 = "arith.divf"(%arg903, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1299) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %510 = "linalg.generic"(%509, %508, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg900: f32, %arg901: f32, %arg902: f32):
      %1298 = "arith.mulf"(%arg900, %arg901) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1298) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %511 = "linalg.generic"(%500, %445, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg897: f32, %arg898: f32, %arg899: f32):
      %1297 = "arith.mulf"(%arg897, %arg898) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1297) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %512 = "linalg.generic"(%511, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg895: f32, %arg896: f32):
      %1296 = "arith.addf"(%arg895, %arg896) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1296) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %513 = "linalg.generic"(%500, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg893: f32, %arg894: f32):
      %1295 = "arith.addf"(%arg893, %arg894) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1295) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %514 = "tensor.collapse_shape"(%510) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %515 = "linalg.matmul"(%514, %arg50, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg890: f32, %arg891: f32, %arg892: f32):
      %1293 = "arith.mulf"(%arg890, %arg891) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1294 = "arith.addf"(%arg892, %1293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1294) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %516 = "linalg.transpose"(%514, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg888: f32, %arg889: f32):
      "linalg.yield"(%arg888) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %517 = "linalg.matmul"(%516, %426, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg885: f32, %arg886: f32, %arg887: f32):
      %1291 = "arith.mulf"(%arg885, %arg886) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1292 = "arith.addf"(%arg887, %1291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1292) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %518 = "tensor.empty"() : () -> tensor<1x16xf32>
    %519 = "linalg.fill"(%5, %518) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg883: f32, %arg884: f32):
      "linalg.yield"(%arg883) : (f32) -> ()
    }) : (f32, tensor<1x16xf32>) -> tensor<1x16xf32>
    %520 = "linalg.generic"(%514, %519) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg881: f32, %arg882: f32):
      %1290 = "arith.addf"(%arg881, %arg882) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1290) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %521 = "tensor.collapse_shape"(%520) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %522 = "tensor.expand_shape"(%515) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %523 = "linalg.generic"(%415, %415, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg878: f32, %arg879: f32, %arg880: f32):
      %1289 = "arith.mulf"(%arg878, %arg879) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1289) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %524 = "linalg.generic"(%523, %415, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg875: f32, %arg876: f32, %arg877: f32):
      %1288 = "arith.mulf"(%arg875, %arg876) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1288) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %525 = "linalg.generic"(%524, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg873: f32, %arg874: f32):
      %1286 = "arith.truncf"(%14) : (f64) -> f32
      %1287 = "arith.mulf"(%arg873, %1286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1287) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %526 = "linalg.generic"(%415, %525, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg870: f32, %arg871: f32, %arg872: f32):
      %1285 = "arith.addf"(%arg870, %arg871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1285) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %527 = "linalg.generic"(%526, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg868: f32, %arg869: f32):
      %1283 = "arith.truncf"(%13) : (f64) -> f32
      %1284 = "arith.mulf"(%arg868, %1283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1284) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %528 = "linalg.generic"(%527, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg866: f32, %arg867: f32):
      %1282 = "math.tanh"(%arg866) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1282) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %529 = "linalg.generic"(%528, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg864: f32, %arg865: f32):
      %1281 = "arith.addf"(%arg864, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1281) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %530 = "linalg.generic"(%529, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg862: f32, %arg863: f32):
      %1280 = "arith.mulf"(%arg862, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1280) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %531 = "linalg.generic"(%528, %528, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg859: f32, %arg860: f32, %arg861: f32):
      %1279 = "arith.mulf"(%arg859, %arg860) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1279) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %532 = "linalg.generic"(%21, %531, %135) <{indexing_maps = [#map23, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg856: i64, %arg857: f32, %arg858: f32):
      %1277 = "arith.sitofp"(%arg856) : (i64) -> f32
      %1278 = "arith.subf"(%1277, %arg857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1278) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %533 = "linalg.generic"(%523, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg854: f32, %arg855: f32):
      %1275 = "arith.truncf"(%12) : (f64) -> f32
      %1276 = "arith.mulf"(%arg854, %1275) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1276) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %534 = "linalg.generic"(%533, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg852: f32, %arg853: f32):
      %1274 = "arith.addf"(%arg852, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1274) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %535 = "linalg.generic"(%534, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg850: f32, %arg851: f32):
      %1272 = "arith.truncf"(%13) : (f64) -> f32
      %1273 = "arith.mulf"(%arg850, %1272) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1273) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %536 = "linalg.generic"(%421, %532, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg847: f32, %arg848: f32, %arg849: f32):
      %1271 = "arith.mulf"(%arg847, %arg848) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1271) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %537 = "linalg.generic"(%536, %535, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg844: f32, %arg845: f32, %arg846: f32):
      %1270 = "arith.mulf"(%arg844, %arg845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1270) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %538 = "linalg.generic"(%530, %537, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg841: f32, %arg842: f32, %arg843: f32):
      %1269 = "arith.addf"(%arg841, %arg842) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1269) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %539 = "linalg.generic"(%522, %538, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg838: f32, %arg839: f32, %arg840: f32):
      %1268 = "arith.mulf"(%arg838, %arg839) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1268) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %540 = "tensor.collapse_shape"(%539) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %541 = "linalg.matmul"(%540, %arg48, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg835: f32, %arg836: f32, %arg837: f32):
      %1266 = "arith.mulf"(%arg835, %arg836) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1267 = "arith.addf"(%arg837, %1266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1267) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %542 = "linalg.transpose"(%540, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg833: f32, %arg834: f32):
      "linalg.yield"(%arg833) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %543 = "linalg.fill"(%5, %145) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg831: f32, %arg832: f32):
      "linalg.yield"(%arg831) : (f32) -> ()
    }) : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
    %544 = "linalg.matmul"(%542, %411, %543) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg828: f32, %arg829: f32, %arg830: f32):
      %1264 = "arith.mulf"(%arg828, %arg829) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1265 = "arith.addf"(%arg830, %1264) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1265) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %545 = "tensor.empty"() : () -> tensor<1x64xf32>
    %546 = "linalg.fill"(%5, %545) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg826: f32, %arg827: f32):
      "linalg.yield"(%arg826) : (f32) -> ()
    }) : (f32, tensor<1x64xf32>) -> tensor<1x64xf32>
    %547 = "linalg.generic"(%540, %546) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg824: f32, %arg825: f32):
      %1263 = "arith.addf"(%arg824, %arg825) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1263) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %548 = "tensor.collapse_shape"(%547) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %549 = "tensor.expand_shape"(%541) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %550 = "linalg.generic"(%549, %arg42, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg821: f32, %arg822: f32, %arg823: f32):
      %1262 = "arith.mulf"(%arg821, %arg822) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1262) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %551 = "linalg.generic"(%550, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg819: f32, %arg820: f32):
      %1261 = "arith.mulf"(%arg819, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1261) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %552 = "linalg.generic"(%550, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg817: f32, %arg818: f32):
      %1260 = "arith.addf"(%arg817, %arg818) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1260) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %553 = "linalg.generic"(%550, %407, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg814: f32, %arg815: f32, %arg816: f32):
      %1259 = "arith.mulf"(%arg814, %arg815) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1259) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %554 = "linalg.generic"(%553, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg812: f32, %arg813: f32):
      %1258 = "arith.addf"(%arg812, %arg813) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1258) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %555 = "linalg.generic"(%407, %554, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg809: f32, %arg810: f32, %arg811: f32):
      %1257 = "arith.mulf"(%arg809, %arg810) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1257) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %556 = "linalg.generic"(%551, %552, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg806: f32, %arg807: f32, %arg808: f32):
      %1256 = "arith.subf"(%arg806, %arg807) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1256) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %557 = "linalg.generic"(%556, %555, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg803: f32, %arg804: f32, %arg805: f32):
      %1255 = "arith.subf"(%arg803, %arg804) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1255) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %558 = "linalg.generic"(%405, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg801: f32, %arg802: f32):
      %1254 = "arith.divf"(%arg801, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1254) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %559 = "linalg.generic"(%558, %557, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg798: f32, %arg799: f32, %arg800: f32):
      %1253 = "arith.mulf"(%arg798, %arg799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1253) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %560 = "linalg.generic"(%549, %407, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg795: f32, %arg796: f32, %arg797: f32):
      %1252 = "arith.mulf"(%arg795, %arg796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1252) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %561 = "linalg.generic"(%560, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg793: f32, %arg794: f32):
      %1251 = "arith.addf"(%arg793, %arg794) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1251) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %562 = "linalg.generic"(%549, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg791: f32, %arg792: f32):
      %1250 = "arith.addf"(%arg791, %arg792) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1250) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %563 = "linalg.generic"(%510, %559, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg788: f32, %arg789: f32, %arg790: f32):
      %1249 = "arith.addf"(%arg788, %arg789) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1249) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %564 = "tensor.collapse_shape"(%563) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %565 = "linalg.matmul"(%564, %arg46, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg785: f32, %arg786: f32, %arg787: f32):
      %1247 = "arith.mulf"(%arg785, %arg786) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1248 = "arith.addf"(%arg787, %1247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1248) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %566 = "linalg.transpose"(%564, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg783: f32, %arg784: f32):
      "linalg.yield"(%arg783) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %567 = "linalg.matmul"(%566, %388, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg780: f32, %arg781: f32, %arg782: f32):
      %1245 = "arith.mulf"(%arg780, %arg781) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1246 = "arith.addf"(%arg782, %1245) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1246) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %568 = "linalg.generic"(%564, %519) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg778: f32, %arg779: f32):
      %1244 = "arith.addf"(%arg778, %arg779) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1244) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %569 = "tensor.collapse_shape"(%568) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %570 = "tensor.expand_shape"(%565) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %571 = "linalg.transpose"(%570, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg776: f32, %arg777: f32):
      "linalg.yield"(%arg776) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %572 = "tensor.collapse_shape"(%571) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %573 = "linalg.transpose"(%382, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg774: f32, %arg775: f32):
      "linalg.yield"(%arg774) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %574 = "linalg.batch_matmul"(%573, %572, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg771: f32, %arg772: f32, %arg773: f32):
      %1242 = "arith.mulf"(%arg771, %arg772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1243 = "arith.addf"(%arg773, %1242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1243) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %575 = "linalg.transpose"(%383, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg769: f32, %arg770: f32):
      "linalg.yield"(%arg769) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %576 = "linalg.batch_matmul"(%572, %575, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg766: f32, %arg767: f32, %arg768: f32):
      %1240 = "arith.mulf"(%arg766, %arg767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1241 = "arith.addf"(%arg768, %1240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1241) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %577 = "tensor.expand_shape"(%574) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %578 = "tensor.expand_shape"(%576) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %579 = "linalg.generic"(%578, %381, %62) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg763: f32, %arg764: f32, %arg765: f32):
      %1239 = "arith.mulf"(%arg763, %arg764) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1239) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %580 = "linalg.generic"(%579, %93) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg761: f32, %arg762: f32):
      %1238 = "arith.addf"(%arg761, %arg762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1238) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %581 = "linalg.generic"(%381, %580, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg758: f32, %arg759: f32, %arg760: f32):
      %1237 = "arith.mulf"(%arg758, %arg759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1237) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %582 = "linalg.generic"(%579, %581, %62) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg755: f32, %arg756: f32, %arg757: f32):
      %1236 = "arith.subf"(%arg755, %arg756) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1236) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %583 = "linalg.generic"(%82, %8, %582, %62) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg751: i1, %arg752: f32, %arg753: f32, %arg754: f32):
      %1235 = "arith.select"(%arg751, %arg752, %arg753) : (i1, f32, f32) -> f32
      "linalg.yield"(%1235) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %584 = "linalg.generic"(%583, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg749: f32, %arg750: f32):
      %1233 = "arith.truncf"(%15) : (f64) -> f32
      %1234 = "arith.divf"(%arg749, %1233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1234) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %585 = "tensor.collapse_shape"(%584) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %586 = "linalg.transpose"(%370, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg747: f32, %arg748: f32):
      "linalg.yield"(%arg747) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %587 = "linalg.batch_matmul"(%586, %585, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg744: f32, %arg745: f32, %arg746: f32):
      %1231 = "arith.mulf"(%arg744, %arg745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1232 = "arith.addf"(%arg746, %1231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1232) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %588 = "linalg.transpose"(%371, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg742: f32, %arg743: f32):
      "linalg.yield"(%arg742) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %589 = "linalg.batch_matmul"(%585, %588, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg739: f32, %arg740: f32, %arg741: f32):
      %1229 = "arith.mulf"(%arg739, %arg740) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1230 = "arith.addf"(%arg741, %1229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1230) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %590 = "tensor.expand_shape"(%587) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %591 = "tensor.expand_shape"(%589) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %592 = "linalg.transpose"(%577, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg737: f32, %arg738: f32):
      "linalg.yield"(%arg737) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %593 = "tensor.collapse_shape"(%592) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %594 = "linalg.transpose"(%590, %100) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg735: f32, %arg736: f32):
      "linalg.yield"(%arg735) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %595 = "tensor.collapse_shape"(%594) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %596 = "linalg.transpose"(%591, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg733: f32, %arg734: f32):
      "linalg.yield"(%arg733) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %597 = "tensor.collapse_shape"(%596) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %598 = "tensor.concat"(%597, %595, %593) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %599 = "tensor.collapse_shape"(%598) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %600 = "linalg.matmul"(%599, %arg44, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg730: f32, %arg731: f32, %arg732: f32):
      %1227 = "arith.mulf"(%arg730, %arg731) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1228 = "arith.addf"(%arg732, %1227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1228) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %601 = "tensor.empty"() : () -> tensor<48x16xf32>
    %602 = "linalg.transpose"(%599, %601) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg728: f32, %arg729: f32):
      "linalg.yield"(%arg728) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %603 = "linalg.fill"(%5, %601) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg726: f32, %arg727: f32):
      "linalg.yield"(%arg726) : (f32) -> ()
    }) : (f32, tensor<48x16xf32>) -> tensor<48x16xf32>
    %604 = "linalg.matmul"(%602, %356, %603) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg723: f32, %arg724: f32, %arg725: f32):
      %1225 = "arith.mulf"(%arg723, %arg724) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1226 = "arith.addf"(%arg725, %1225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1226) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %605 = "tensor.empty"() : () -> tensor<1x48xf32>
    %606 = "linalg.fill"(%5, %605) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg721: f32, %arg722: f32):
      "linalg.yield"(%arg721) : (f32) -> ()
    }) : (f32, tensor<1x48xf32>) -> tensor<1x48xf32>
    %607 = "linalg.generic"(%599, %606) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg719: f32, %arg720: f32):
      %1224 = "arith.addf"(%arg719, %arg720) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1224) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %608 = "tensor.collapse_shape"(%607) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %609 = "tensor.expand_shape"(%600) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %610 = "linalg.generic"(%609, %arg40, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg716: f32, %arg717: f32, %arg718: f32):
      %1223 = "arith.mulf"(%arg716, %arg717) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1223) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %611 = "linalg.generic"(%610, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg714: f32, %arg715: f32):
      %1222 = "arith.mulf"(%arg714, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1222) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %612 = "linalg.generic"(%610, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg712: f32, %arg713: f32):
      %1221 = "arith.addf"(%arg712, %arg713) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1221) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %613 = "linalg.generic"(%610, %352, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg709: f32, %arg710: f32, %arg711: f32):
      %1220 = "arith.mulf"(%arg709, %arg710) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1220) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %614 = "linalg.generic"(%613, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg707: f32, %arg708: f32):
      %1219 = "arith.addf"(%arg707, %arg708) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1219) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %615 = "linalg.generic"(%352, %614, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg704: f32, %arg705: f32, %arg706: f32):
      %1218 = "arith.mulf"(%arg704, %arg705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1218) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %616 = "linalg.generic"(%611, %612, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg701: f32, %arg702: f32, %arg703: f32):
      %1217 = "arith.subf"(%arg701, %arg702) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1217) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %617 = "linalg.generic"(%616, %615, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg698: f32, %arg699: f32, %arg700: f32):
      %1216 = "arith.subf"(%arg698, %arg699) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1216) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %618 = "linalg.generic"(%350, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg696: f32, %arg697: f32):
      %1215 = "arith.divf"(%arg696, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1215) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %619 = "linalg.generic"(%618, %617, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg693: f32, %arg694: f32, %arg695: f32):
      %1214 = "arith.mulf"(%arg693, %arg694) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1214) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %620 = "linalg.generic"(%609, %352, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg690: f32, %arg691: f32, %arg692: f32):
      %1213 = "arith.mulf"(%arg690, %arg691) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1213) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %621 = "linalg.generic"(%620, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg688: f32, %arg689: f32):
      %1212 = "arith.addf"(%arg688, %arg689) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1212) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %622 = "linalg.generic"(%609, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg686: f32, %arg687: f32):
      %1211 = "arith.addf"(%arg686, %arg687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1211) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %623 = "linalg.generic"(%563, %619, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg683: f32, %arg684: f32, %arg685: f32):
      %1210 = "arith.addf"(%arg683, %arg684) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1210) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %624 = "tensor.collapse_shape"(%623) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %625 = "linalg.matmul"(%624, %arg38, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg680: f32, %arg681: f32, %arg682: f32):
      %1208 = "arith.mulf"(%arg680, %arg681) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1209 = "arith.addf"(%arg682, %1208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1209) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %626 = "linalg.transpose"(%624, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg678: f32, %arg679: f32):
      "linalg.yield"(%arg678) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %627 = "linalg.matmul"(%626, %333, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg675: f32, %arg676: f32, %arg677: f32):
      %1206 = "arith.mulf"(%arg675, %arg676) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1207 = "arith.addf"(%arg677, %1206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1207) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %628 = "linalg.generic"(%624, %519) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg673: f32, %arg674: f32):
      %1205 = "arith.addf"(%arg673, %arg674) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1205) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %629 = "tensor.collapse_shape"(%628) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %630 = "tensor.expand_shape"(%625) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %631 = "linalg.generic"(%322, %322, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg670: f32, %arg671: f32, %arg672: f32):
      %1204 = "arith.mulf"(%arg670, %arg671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1204) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %632 = "linalg.generic"(%631, %322, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg667: f32, %arg668: f32, %arg669: f32):
      %1203 = "arith.mulf"(%arg667, %arg668) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1203) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %633 = "linalg.generic"(%632, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg665: f32, %arg666: f32):
      %1201 = "arith.truncf"(%14) : (f64) -> f32
      %1202 = "arith.mulf"(%arg665, %1201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1202) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %634 = "linalg.generic"(%322, %633, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg662: f32, %arg663: f32, %arg664: f32):
      %1200 = "arith.addf"(%arg662, %arg663) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1200) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %635 = "linalg.generic"(%634, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg660: f32, %arg661: f32):
      %1198 = "arith.truncf"(%13) : (f64) -> f32
      %1199 = "arith.mulf"(%arg660, %1198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1199) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %636 = "linalg.generic"(%635, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg658: f32, %arg659: f32):
      %1197 = "math.tanh"(%arg658) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1197) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %637 = "linalg.generic"(%636, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg656: f32, %arg657: f32):
      %1196 = "arith.addf"(%arg656, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1196) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %638 = "linalg.generic"(%637, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg654: f32, %arg655: f32):
      %1195 = "arith.mulf"(%arg654, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1195) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %639 = "linalg.generic"(%636, %636, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg651: f32, %arg652: f32, %arg653: f32):
      %1194 = "arith.mulf"(%arg651, %arg652) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1194) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %640 = "linalg.generic"(%21, %639, %135) <{indexing_maps = [#map23, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg648: i64, %arg649: f32, %arg650: f32):
      %1192 = "arith.sitofp"(%arg648) : (i64) -> f32
      %1193 = "arith.subf"(%1192, %arg649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1193) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %641 = "linalg.generic"(%631, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg646: f32, %arg647: f32):
      %1190 = "arith.truncf"(%12) : (f64) -> f32
      %1191 = "arith.mulf"(%arg646, %1190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1191) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %642 = "linalg.generic"(%641, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg644: f32, %arg645: f32):
      %1189 = "arith.addf"(%arg644, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1189) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %643 = "linalg.generic"(%642, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg642: f32, %arg643: f32):
      %1187 = "arith.truncf"(%13) : (f64) -> f32
      %1188 = "arith.mulf"(%arg642, %1187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1188) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %644 = "linalg.generic"(%328, %640, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg639: f32, %arg640: f32, %arg641: f32):
      %1186 = "arith.mulf"(%arg639, %arg640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1186) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %645 = "linalg.generic"(%644, %643, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg636: f32, %arg637: f32, %arg638: f32):
      %1185 = "arith.mulf"(%arg636, %arg637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1185) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %646 = "linalg.generic"(%638, %645, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg633: f32, %arg634: f32, %arg635: f32):
      %1184 = "arith.addf"(%arg633, %arg634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1184) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %647 = "linalg.generic"(%630, %646, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg630: f32, %arg631: f32, %arg632: f32):
      %1183 = "arith.mulf"(%arg630, %arg631) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1183) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %648 = "tensor.collapse_shape"(%647) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %649 = "linalg.matmul"(%648, %arg36, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg627: f32, %arg628: f32, %arg629: f32):
      %1181 = "arith.mulf"(%arg627, %arg628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1182 = "arith.addf"(%arg629, %1181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1182) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %650 = "linalg.transpose"(%648, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg625: f32, %arg626: f32):
      "linalg.yield"(%arg625) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %651 = "linalg.matmul"(%650, %318, %543) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg622: f32, %arg623: f32, %arg624: f32):
      %1179 = "arith.mulf"(%arg622, %arg623) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1180 = "arith.addf"(%arg624, %1179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1180) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %652 = "linalg.generic"(%648, %546) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg620: f32, %arg621: f32):
      %1178 = "arith.addf"(%arg620, %arg621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1178) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %653 = "tensor.collapse_shape"(%652) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %654 = "tensor.expand_shape"(%649) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %655 = "linalg.generic"(%654, %arg30, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg617: f32, %arg618: f32, %arg619: f32):
      %1177 = "arith.mulf"(%arg617, %arg618) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1177) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %656 = "linalg.generic"(%655, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg615: f32, %arg616: f32):
      %1176 = "arith.mulf"(%arg615, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1176) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %657 = "linalg.generic"(%655, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg613: f32, %arg614: f32):
      %1175 = "arith.addf"(%arg613, %arg614) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1175) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %658 = "linalg.generic"(%655, %314, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg610: f32, %arg611: f32, %arg612: f32):
      %1174 = "arith.mulf"(%arg610, %arg611) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1174) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %659 = "linalg.generic"(%658, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg608: f32, %arg609: f32):
      %1173 = "arith.addf"(%arg608, %arg609) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1173) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %660 = "linalg.generic"(%314, %659, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg605: f32, %arg606: f32, %arg607: f32):
      %1172 = "arith.mulf"(%arg605, %arg606) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1172) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %661 = "linalg.generic"(%656, %657, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg602: f32, %arg603: f32, %arg604: f32):
      %1171 = "arith.subf"(%arg602, %arg603) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1171) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %662 = "linalg.generic"(%661, %660, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg599: f32, %arg600: f32, %arg601: f32):
      %1170 = "arith.subf"(%arg599, %arg600) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1170) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %663 = "linalg.generic"(%312, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg597: f32, %arg598: f32):
      %1169 = "arith.divf"(%arg597, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1169) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %664 = "linalg.generic"(%663, %662, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg594: f32, %arg595: f32, %arg596: f32):
      %1168 = "arith.mulf"(%arg594, %arg595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1168) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %665 = "linalg.generic"(%654, %314, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg591: f32, %arg592: f32, %arg593: f32):
      %1167 = "arith.mulf"(%arg591, %arg592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1167) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %666 = "linalg.generic"(%665, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg589: f32, %arg590: f32):
      %1166 = "arith.addf"(%arg589, %arg590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1166) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %667 = "linalg.generic"(%654, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg587: f32, %arg588: f32):
      %1165 = "arith.addf"(%arg587, %arg588) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1165) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %668 = "linalg.generic"(%623, %664, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg584: f32, %arg585: f32, %arg586: f32):
      %1164 = "arith.addf"(%arg584, %arg585) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1164) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %669 = "tensor.collapse_shape"(%668) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %670 = "linalg.matmul"(%669, %arg34, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg581: f32, %arg582: f32, %arg583: f32):
      %1162 = "arith.mulf"(%arg581, %arg582) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1163 = "arith.addf"(%arg583, %1162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1163) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %671 = "linalg.transpose"(%669, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg579: f32, %arg580: f32):
      "linalg.yield"(%arg579) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %672 = "linalg.matmul"(%671, %295, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg576: f32, %arg577: f32, %arg578: f32):
      %1160 = "arith.mulf"(%arg576, %arg577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1161 = "arith.addf"(%arg578, %1160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1161) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %673 = "linalg.generic"(%669, %519) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg574: f32, %arg575: f32):
      %1159 = "arith.addf"(%arg574, %arg575) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1159) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %674 = "tensor.collapse_shape"(%673) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %675 = "tensor.expand_shape"(%670) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %676 = "linalg.transpose"(%675, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg572: f32, %arg573: f32):
      "linalg.yield"(%arg572) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %677 = "tensor.collapse_shape"(%676) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %678 = "linalg.transpose"(%289, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg570: f32, %arg571: f32):
      "linalg.yield"(%arg570) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %679 = "linalg.batch_matmul"(%678, %677, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg567: f32, %arg568: f32, %arg569: f32):
      %1157 = "arith.mulf"(%arg567, %arg568) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1158 = "arith.addf"(%arg569, %1157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1158) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %680 = "linalg.transpose"(%290, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg565: f32, %arg566: f32):
      "linalg.yield"(%arg565) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %681 = "linalg.batch_matmul"(%677, %680, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg562: f32, %arg563: f32, %arg564: f32):
      %1155 = "arith.mulf"(%arg562, %arg563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1156 = "arith.addf"(%arg564, %1155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1156) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %682 = "tensor.expand_shape"(%679) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %683 = "tensor.expand_shape"(%681) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %684 = "linalg.generic"(%683, %288, %62) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg559: f32, %arg560: f32, %arg561: f32):
      %1154 = "arith.mulf"(%arg559, %arg560) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1154) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %685 = "linalg.generic"(%684, %93) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg557: f32, %arg558: f32):
      %1153 = "arith.addf"(%arg557, %arg558) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1153) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %686 = "linalg.generic"(%288, %685, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg554: f32, %arg555: f32, %arg556: f32):
      %1152 = "arith.mulf"(%arg554, %arg555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1152) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %687 = "linalg.generic"(%684, %686, %62) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg551: f32, %arg552: f32, %arg553: f32):
      %1151 = "arith.subf"(%arg551, %arg552) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1151) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %688 = "linalg.generic"(%82, %8, %687, %62) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg547: i1, %arg548: f32, %arg549: f32, %arg550: f32):
      %1150 = "arith.select"(%arg547, %arg548, %arg549) : (i1, f32, f32) -> f32
      "linalg.yield"(%1150) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %689 = "linalg.generic"(%688, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg545: f32, %arg546: f32):
      %1148 = "arith.truncf"(%15) : (f64) -> f32
      %1149 = "arith.divf"(%arg545, %1148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1149) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %690 = "tensor.collapse_shape"(%689) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %691 = "linalg.transpose"(%277, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg543: f32, %arg544: f32):
      "linalg.yield"(%arg543) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %692 = "linalg.batch_matmul"(%691, %690, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg540: f32, %arg541: f32, %arg542: f32):
      %1146 = "arith.mulf"(%arg540, %arg541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1147 = "arith.addf"(%arg542, %1146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1147) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %693 = "linalg.transpose"(%278, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg538: f32, %arg539: f32):
      "linalg.yield"(%arg538) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %694 = "linalg.batch_matmul"(%690, %693, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg535: f32, %arg536: f32, %arg537: f32):
      %1144 = "arith.mulf"(%arg535, %arg536) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1145 = "arith.addf"(%arg537, %1144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1145) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %695 = "tensor.expand_shape"(%692) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %696 = "tensor.expand_shape"(%694) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %697 = "linalg.transpose"(%682, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg533: f32, %arg534: f32):
      "linalg.yield"(%arg533) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %698 = "tensor.collapse_shape"(%697) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %699 = "linalg.transpose"(%695, %100) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg531: f32, %arg532: f32):
      "linalg.yield"(%arg531) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %700 = "tensor.collapse_shape"(%699) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %701 = "linalg.transpose"(%696, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg529: f32, %arg530: f32):
      "linalg.yield"(%arg529) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %702 = "tensor.collapse_shape"(%701) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %703 = "tensor.concat"(%702, %700, %698) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %704 = "tensor.collapse_shape"(%703) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %705 = "linalg.matmul"(%704, %arg32, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg526: f32, %arg527: f32, %arg528: f32):
      %1142 = "arith.mulf"(%arg526, %arg527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1143 = "arith.addf"(%arg528, %1142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1143) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %706 = "linalg.transpose"(%704, %601) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg524: f32, %arg525: f32):
      "linalg.yield"(%arg524) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %707 = "linalg.matmul"(%706, %263, %603) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg521: f32, %arg522: f32, %arg523: f32):
      %1140 = "arith.mulf"(%arg521, %arg522) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1141 = "arith.addf"(%arg523, %1140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1141) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %708 = "linalg.generic"(%704, %606) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg519: f32, %arg520: f32):
      %1139 = "arith.addf"(%arg519, %arg520) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1139) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %709 = "tensor.collapse_shape"(%708) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %710 = "tensor.expand_shape"(%705) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %711 = "linalg.generic"(%710, %arg28, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg516: f32, %arg517: f32, %arg518: f32):
      %1138 = "arith.mulf"(%arg516, %arg517) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1138) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %712 = "linalg.generic"(%711, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg514: f32, %arg515: f32):
      %1137 = "arith.mulf"(%arg514, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1137) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %713 = "linalg.generic"(%711, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg512: f32, %arg513: f32):
      %1136 = "arith.addf"(%arg512, %arg513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1136) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %714 = "linalg.generic"(%711, %259, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg509: f32, %arg510: f32, %arg511: f32):
      %1135 = "arith.mulf"(%arg509, %arg510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1135) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %715 = "linalg.generic"(%714, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg507: f32, %arg508: f32):
      %1134 = "arith.addf"(%arg507, %arg508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1134) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %716 = "linalg.generic"(%259, %715, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg504: f32, %arg505: f32, %arg506: f32):
      %1133 = "arith.mulf"(%arg504, %arg505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1133) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %717 = "linalg.generic"(%712, %713, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg501: f32, %arg502: f32, %arg503: f32):
      %1132 = "arith.subf"(%arg501, %arg502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1132) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %718 = "linalg.generic"(%717, %716, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg498: f32, %arg499: f32, %arg500: f32):
      %1131 = "arith.subf"(%arg498, %arg499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1131) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %719 = "linalg.generic"(%257, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg496: f32, %arg497: f32):
      %1130 = "arith.divf"(%arg496, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1130) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %720 = "linalg.generic"(%719, %718, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg493: f32, %arg494: f32, %arg495: f32):
      %1129 = "arith.mulf"(%arg493, %arg494) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1129) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %721 = "linalg.generic"(%710, %259, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg490: f32, %arg491: f32, %arg492: f32):
      %1128 = "arith.mulf"(%arg490, %arg491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1128) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %722 = "linalg.generic"(%721, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg488: f32, %arg489: f32):
      %1127 = "arith.addf"(%arg488, %arg489) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1127) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %723 = "linalg.generic"(%710, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg486: f32, %arg487: f32):
      %1126 = "arith.addf"(%arg486, %arg487) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1126) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %724 = "linalg.generic"(%668, %720, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg483: f32, %arg484: f32, %arg485: f32):
      %1125 = "arith.addf"(%arg483, %arg484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1125) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %725 = "tensor.collapse_shape"(%724) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %726 = "linalg.matmul"(%725, %arg26, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg480: f32, %arg481: f32, %arg482: f32):
      %1123 = "arith.mulf"(%arg480, %arg481) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1124 = "arith.addf"(%arg482, %1123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1124) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %727 = "linalg.transpose"(%725, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg478: f32, %arg479: f32):
      "linalg.yield"(%arg478) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %728 = "linalg.matmul"(%727, %240, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg475: f32, %arg476: f32, %arg477: f32):
      %1121 = "arith.mulf"(%arg475, %arg476) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1122 = "arith.addf"(%arg477, %1121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1122) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %729 = "linalg.generic"(%725, %519) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg473: f32, %arg474: f32):
      %1120 = "arith.addf"(%arg473, %arg474) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1120) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %730 = "tensor.collapse_shape"(%729) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %731 = "tensor.expand_shape"(%726) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %732 = "linalg.generic"(%229, %229, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg470: f32, %arg471: f32, %arg472: f32):
      %1119 = "arith.mulf"(%arg470, %arg471) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1119) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %733 = "linalg.generic"(%732, %229, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg467: f32, %arg468: f32, %arg469: f32):
      %1118 = "arith.mulf"(%arg467, %arg468) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1118) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %734 = "linalg.generic"(%733, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg465: f32, %arg466: f32):
      %1116 = "arith.truncf"(%14) : (f64) -> f32
      %1117 = "arith.mulf"(%arg465, %1116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1117) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %735 = "linalg.generic"(%229, %734, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg462: f32, %arg463: f32, %arg464: f32):
      %1115 = "arith.addf"(%arg462, %arg463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1115) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %736 = "linalg.generic"(%735, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg460: f32, %arg461: f32):
      %1113 = "arith.truncf"(%13) : (f64) -> f32
      %1114 = "arith.mulf"(%arg460, %1113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1114) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %737 = "linalg.generic"(%736, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg458: f32, %arg459: f32):
      %1112 = "math.tanh"(%arg458) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1112) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %738 = "linalg.generic"(%737, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg456: f32, %arg457: f32):
      %1111 = "arith.addf"(%arg456, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1111) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %739 = "linalg.generic"(%738, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg454: f32, %arg455: f32):
      %1110 = "arith.mulf"(%arg454, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1110) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %740 = "linalg.generic"(%737, %737, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg451: f32, %arg452: f32, %arg453: f32):
      %1109 = "arith.mulf"(%arg451, %arg452) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1109) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %741 = "linalg.generic"(%21, %740, %135) <{indexing_maps = [#map23, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg448: i64, %arg449: f32, %arg450: f32):
      %1107 = "arith.sitofp"(%arg448) : (i64) -> f32
      %1108 = "arith.subf"(%1107, %arg449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1108) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %742 = "linalg.generic"(%732, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg446: f32, %arg447: f32):
      %1105 = "arith.truncf"(%12) : (f64) -> f32
      %1106 = "arith.mulf"(%arg446, %1105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1106) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %743 = "linalg.generic"(%742, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32):
      %1104 = "arith.addf"(%arg444, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1104) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %744 = "linalg.generic"(%743, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg442: f32, %arg443: f32):
      %1102 = "arith.truncf"(%13) : (f64) -> f32
      %1103 = "arith.mulf"(%arg442, %1102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1103) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %745 = "linalg.generic"(%235, %741, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg439: f32, %arg440: f32, %arg441: f32):
      %1101 = "arith.mulf"(%arg439, %arg440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1101) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %746 = "linalg.generic"(%745, %744, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg436: f32, %arg437: f32, %arg438: f32):
      %1100 = "arith.mulf"(%arg436, %arg437) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1100) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %747 = "linalg.generic"(%739, %746, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg433: f32, %arg434: f32, %arg435: f32):
      %1099 = "arith.addf"(%arg433, %arg434) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1099) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %748 = "linalg.generic"(%731, %747, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg430: f32, %arg431: f32, %arg432: f32):
      %1098 = "arith.mulf"(%arg430, %arg431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1098) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %749 = "tensor.collapse_shape"(%748) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %750 = "linalg.matmul"(%749, %arg24, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg427: f32, %arg428: f32, %arg429: f32):
      %1096 = "arith.mulf"(%arg427, %arg428) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1097 = "arith.addf"(%arg429, %1096) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1097) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %751 = "linalg.transpose"(%749, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg425: f32, %arg426: f32):
      "linalg.yield"(%arg425) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %752 = "linalg.matmul"(%751, %225, %543) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg422: f32, %arg423: f32, %arg424: f32):
      %1094 = "arith.mulf"(%arg422, %arg423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1095 = "arith.addf"(%arg424, %1094) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1095) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %753 = "linalg.generic"(%749, %546) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg420: f32, %arg421: f32):
      %1093 = "arith.addf"(%arg420, %arg421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1093) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %754 = "tensor.collapse_shape"(%753) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %755 = "tensor.expand_shape"(%750) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %756 = "linalg.generic"(%755, %arg18, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg417: f32, %arg418: f32, %arg419: f32):
      %1092 = "arith.mulf"(%arg417, %arg418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1092) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %757 = "linalg.generic"(%756, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg415: f32, %arg416: f32):
      %1091 = "arith.mulf"(%arg415, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1091) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %758 = "linalg.generic"(%756, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg413: f32, %arg414: f32):
      %1090 = "arith.addf"(%arg413, %arg414) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1090) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %759 = "linalg.generic"(%756, %221, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg410: f32, %arg411: f32, %arg412: f32):
      %1089 = "arith.mulf"(%arg410, %arg411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1089) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %760 = "linalg.generic"(%759, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg408: f32, %arg409: f32):
      %1088 = "arith.addf"(%arg408, %arg409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1088) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %761 = "linalg.generic"(%221, %760, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg405: f32, %arg406: f32, %arg407: f32):
      %1087 = "arith.mulf"(%arg405, %arg406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1087) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %762 = "linalg.generic"(%757, %758, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg402: f32, %arg403: f32, %arg404: f32):
      %1086 = "arith.subf"(%arg402, %arg403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1086) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %763 = "linalg.generic"(%762, %761, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg399: f32, %arg400: f32, %arg401: f32):
      %1085 = "arith.subf"(%arg399, %arg400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1085) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %764 = "linalg.generic"(%219, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg397: f32, %arg398: f32):
      %1084 = "arith.divf"(%arg397, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1084) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %765 = "linalg.generic"(%764, %763, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg394: f32, %arg395: f32, %arg396: f32):
      %1083 = "arith.mulf"(%arg394, %arg395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1083) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %766 = "linalg.generic"(%755, %221, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg391: f32, %arg392: f32, %arg393: f32):
      %1082 = "arith.mulf"(%arg391, %arg392) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1082) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %767 = "linalg.generic"(%766, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32):
      %1081 = "arith.addf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1081) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %768 = "linalg.generic"(%755, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: f32, %arg388: f32):
      %1080 = "arith.addf"(%arg387, %arg388) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1080) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %769 = "linalg.generic"(%724, %765, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg384: f32, %arg385: f32, %arg386: f32):
      %1079 = "arith.addf"(%arg384, %arg385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1079) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %770 = "tensor.collapse_shape"(%769) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %771 = "linalg.matmul"(%770, %arg22, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg381: f32, %arg382: f32, %arg383: f32):
      %1077 = "arith.mulf"(%arg381, %arg382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1078 = "arith.addf"(%arg383, %1077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1078) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %772 = "linalg.transpose"(%770, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg379: f32, %arg380: f32):
      "linalg.yield"(%arg379) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %773 = "linalg.matmul"(%772, %202, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg376: f32, %arg377: f32, %arg378: f32):
      %1075 = "arith.mulf"(%arg376, %arg377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1076 = "arith.addf"(%arg378, %1075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1076) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %774 = "linalg.generic"(%770, %519) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg374: f32, %arg375: f32):
      %1074 = "arith.addf"(%arg374, %arg375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1074) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %775 = "tensor.collapse_shape"(%774) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %776 = "tensor.expand_shape"(%771) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %777 = "linalg.transpose"(%776, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg372: f32, %arg373: f32):
      "linalg.yield"(%arg372) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %778 = "tensor.collapse_shape"(%777) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %779 = "linalg.transpose"(%196, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg370: f32, %arg371: f32):
      "linalg.yield"(%arg370) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %780 = "linalg.batch_matmul"(%779, %778, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg367: f32, %arg368: f32, %arg369: f32):
      %1072 = "arith.mulf"(%arg367, %arg368) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1073 = "arith.addf"(%arg369, %1072) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1073) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %781 = "linalg.transpose"(%197, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg365: f32, %arg366: f32):
      "linalg.yield"(%arg365) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %782 = "linalg.batch_matmul"(%778, %781, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg362: f32, %arg363: f32, %arg364: f32):
      %1070 = "arith.mulf"(%arg362, %arg363) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1071 = "arith.addf"(%arg364, %1070) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1071) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %783 = "tensor.expand_shape"(%780) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %784 = "tensor.expand_shape"(%782) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %785 = "linalg.generic"(%784, %195, %62) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg359: f32, %arg360: f32, %arg361: f32):
      %1069 = "arith.mulf"(%arg359, %arg360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1069) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %786 = "linalg.generic"(%785, %93) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg357: f32, %arg358: f32):
      %1068 = "arith.addf"(%arg357, %arg358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1068) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %787 = "linalg.generic"(%195, %786, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg354: f32, %arg355: f32, %arg356: f32):
      %1067 = "arith.mulf"(%arg354, %arg355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1067) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %788 = "linalg.generic"(%785, %787, %62) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg351: f32, %arg352: f32, %arg353: f32):
      %1066 = "arith.subf"(%arg351, %arg352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1066) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %789 = "linalg.generic"(%82, %8, %788, %62) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg347: i1, %arg348: f32, %arg349: f32, %arg350: f32):
      %1065 = "arith.select"(%arg347, %arg348, %arg349) : (i1, f32, f32) -> f32
      "linalg.yield"(%1065) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %790 = "linalg.generic"(%789, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg345: f32, %arg346: f32):
      %1063 = "arith.truncf"(%15) : (f64) -> f32
      %1064 = "arith.divf"(%arg345, %1063) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1064) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %791 = "tensor.collapse_shape"(%790) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %792 = "linalg.transpose"(%184, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg343: f32, %arg344: f32):
      "linalg.yield"(%arg343) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %793 = "linalg.batch_matmul"(%792, %791, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg340: f32, %arg341: f32, %arg342: f32):
      %1061 = "arith.mulf"(%arg340, %arg341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1062 = "arith.addf"(%arg342, %1061) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1062) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %794 = "linalg.transpose"(%185, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg338: f32, %arg339: f32):
      "linalg.yield"(%arg338) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %795 = "linalg.batch_matmul"(%791, %794, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg335: f32, %arg336: f32, %arg337: f32):
      %1059 = "arith.mulf"(%arg335, %arg336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1060 = "arith.addf"(%arg337, %1059) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1060) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %796 = "tensor.expand_shape"(%793) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %797 = "tensor.expand_shape"(%795) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %798 = "linalg.transpose"(%783, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg333: f32, %arg334: f32):
      "linalg.yield"(%arg333) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %799 = "tensor.collapse_shape"(%798) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %800 = "linalg.transpose"(%796, %100) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg331: f32, %arg332: f32):
      "linalg.yield"(%arg331) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %801 = "tensor.collapse_shape"(%800) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %802 = "linalg.transpose"(%797, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg329: f32, %arg330: f32):
      "linalg.yield"(%arg329) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %803 = "tensor.collapse_shape"(%802) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %804 = "tensor.concat"(%803, %801, %799) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %805 = "tensor.collapse_shape"(%804) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %806 = "linalg.matmul"(%805, %arg20, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg326: f32, %arg327: f32, %arg328: f32):
      %1057 = "arith.mulf"(%arg326, %arg327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1058 = "arith.addf"(%arg328, %1057) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1058) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %807 = "linalg.transpose"(%805, %601) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      "linalg.yield"(%arg324) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %808 = "linalg.matmul"(%807, %170, %603) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg321: f32, %arg322: f32, %arg323: f32):
      %1055 = "arith.mulf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1056 = "arith.addf"(%arg323, %1055) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1056) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %809 = "linalg.generic"(%805, %606) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg319: f32, %arg320: f32):
      %1054 = "arith.addf"(%arg319, %arg320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1054) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %810 = "tensor.collapse_shape"(%809) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %811 = "tensor.expand_shape"(%806) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %812 = "linalg.generic"(%811, %arg16, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg316: f32, %arg317: f32, %arg318: f32):
      %1053 = "arith.mulf"(%arg316, %arg317) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1053) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %813 = "linalg.generic"(%812, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg314: f32, %arg315: f32):
      %1052 = "arith.mulf"(%arg314, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1052) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %814 = "linalg.generic"(%812, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg312: f32, %arg313: f32):
      %1051 = "arith.addf"(%arg312, %arg313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1051) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %815 = "linalg.generic"(%812, %166, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg309: f32, %arg310: f32, %arg311: f32):
      %1050 = "arith.mulf"(%arg309, %arg310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1050) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %816 = "linalg.generic"(%815, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg307: f32, %arg308: f32):
      %1049 = "arith.addf"(%arg307, %arg308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1049) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %817 = "linalg.generic"(%166, %816, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg304: f32, %arg305: f32, %arg306: f32):
      %1048 = "arith.mulf"(%arg304, %arg305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1048) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %818 = "linalg.generic"(%813, %814, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32, %arg303: f32):
      %1047 = "arith.subf"(%arg301, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1047) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %819 = "linalg.generic"(%818, %817, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32, %arg300: f32):
      %1046 = "arith.subf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1046) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %820 = "linalg.generic"(%164, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg296: f32, %arg297: f32):
      %1045 = "arith.divf"(%arg296, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1045) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %821 = "linalg.generic"(%820, %819, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg293: f32, %arg294: f32, %arg295: f32):
      %1044 = "arith.mulf"(%arg293, %arg294) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1044) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %822 = "linalg.generic"(%811, %166, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg290: f32, %arg291: f32, %arg292: f32):
      %1043 = "arith.mulf"(%arg290, %arg291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1043) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %823 = "linalg.generic"(%822, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg288: f32, %arg289: f32):
      %1042 = "arith.addf"(%arg288, %arg289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1042) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %824 = "linalg.generic"(%811, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg286: f32, %arg287: f32):
      %1041 = "arith.addf"(%arg286, %arg287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1041) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %825 = "linalg.generic"(%769, %821, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg283: f32, %arg284: f32, %arg285: f32):
      %1040 = "arith.addf"(%arg283, %arg284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1040) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %826 = "tensor.collapse_shape"(%825) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %827 = "linalg.matmul"(%826, %arg14, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg280: f32, %arg281: f32, %arg282: f32):
      %1038 = "arith.mulf"(%arg280, %arg281) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1039 = "arith.addf"(%arg282, %1038) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1039) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %828 = "linalg.transpose"(%826, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg278: f32, %arg279: f32):
      "linalg.yield"(%arg278) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %829 = "linalg.matmul"(%828, %147, %130) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32, %arg277: f32):
      %1036 = "arith.mulf"(%arg275, %arg276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1037 = "arith.addf"(%arg277, %1036) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1037) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %830 = "linalg.generic"(%826, %519) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg273: f32, %arg274: f32):
      %1035 = "arith.addf"(%arg273, %arg274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1035) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %831 = "tensor.collapse_shape"(%830) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %832 = "tensor.expand_shape"(%827) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 64>}> : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %833 = "linalg.generic"(%134, %134, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg270: f32, %arg271: f32, %arg272: f32):
      %1034 = "arith.mulf"(%arg270, %arg271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1034) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %834 = "linalg.generic"(%833, %134, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32, %arg269: f32):
      %1033 = "arith.mulf"(%arg267, %arg268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1033) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %835 = "linalg.generic"(%834, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg265: f32, %arg266: f32):
      %1031 = "arith.truncf"(%14) : (f64) -> f32
      %1032 = "arith.mulf"(%arg265, %1031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1032) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %836 = "linalg.generic"(%134, %835, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %1030 = "arith.addf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1030) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %837 = "linalg.generic"(%836, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      %1028 = "arith.truncf"(%13) : (f64) -> f32
      %1029 = "arith.mulf"(%arg260, %1028) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1029) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %838 = "linalg.generic"(%837, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32):
      %1027 = "math.tanh"(%arg258) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1027) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %839 = "linalg.generic"(%838, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg256: f32, %arg257: f32):
      %1026 = "arith.addf"(%arg256, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1026) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %840 = "linalg.generic"(%839, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg254: f32, %arg255: f32):
      %1025 = "arith.mulf"(%arg254, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1025) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %841 = "linalg.generic"(%838, %838, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32, %arg253: f32):
      %1024 = "arith.mulf"(%arg251, %arg252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1024) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %842 = "linalg.generic"(%21, %841, %135) <{indexing_maps = [#map23, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg248: i64, %arg249: f32, %arg250: f32):
      %1022 = "arith.sitofp"(%arg248) : (i64) -> f32
      %1023 = "arith.subf"(%1022, %arg249) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1023) : (f32) -> ()
    }) : (tensor<i64>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %843 = "linalg.generic"(%833, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg246: f32, %arg247: f32):
      %1020 = "arith.truncf"(%12) : (f64) -> f32
      %1021 = "arith.mulf"(%arg246, %1020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1021) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %844 = "linalg.generic"(%843, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg244: f32, %arg245: f32):
      %1019 = "arith.addf"(%arg244, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1019) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %845 = "linalg.generic"(%844, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32):
      %1017 = "arith.truncf"(%13) : (f64) -> f32
      %1018 = "arith.mulf"(%arg242, %1017) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1018) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %846 = "linalg.generic"(%141, %842, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32, %arg241: f32):
      %1016 = "arith.mulf"(%arg239, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1016) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %847 = "linalg.generic"(%846, %845, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32, %arg238: f32):
      %1015 = "arith.mulf"(%arg236, %arg237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1015) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %848 = "linalg.generic"(%840, %847, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32, %arg235: f32):
      %1014 = "arith.addf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1014) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %849 = "linalg.generic"(%832, %848, %135) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg230: f32, %arg231: f32, %arg232: f32):
      %1013 = "arith.mulf"(%arg230, %arg231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1013) : (f32) -> ()
    }) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %850 = "tensor.collapse_shape"(%849) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %851 = "linalg.matmul"(%850, %arg12, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg227: f32, %arg228: f32, %arg229: f32):
      %1011 = "arith.mulf"(%arg227, %arg228) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1012 = "arith.addf"(%arg229, %1011) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1012) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %852 = "linalg.transpose"(%850, %145) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg225: f32, %arg226: f32):
      "linalg.yield"(%arg225) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %853 = "linalg.matmul"(%852, %129, %543) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32, %arg224: f32):
      %1009 = "arith.mulf"(%arg222, %arg223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1010 = "arith.addf"(%arg224, %1009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1010) : (f32) -> ()
    }) : (tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %854 = "linalg.generic"(%850, %546) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32):
      %1008 = "arith.addf"(%arg220, %arg221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1008) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %855 = "tensor.collapse_shape"(%854) <{reassociation = [[0, 1]]}> : (tensor<1x64xf32>) -> tensor<64xf32>
    %856 = "tensor.expand_shape"(%851) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %857 = "linalg.generic"(%856, %arg6, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32, %arg219: f32):
      %1007 = "arith.mulf"(%arg217, %arg218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1007) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %858 = "linalg.generic"(%857, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg215: f32, %arg216: f32):
      %1006 = "arith.mulf"(%arg215, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1006) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %859 = "linalg.generic"(%857, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f32, %arg214: f32):
      %1005 = "arith.addf"(%arg213, %arg214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1005) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %860 = "linalg.generic"(%857, %124, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg210: f32, %arg211: f32, %arg212: f32):
      %1004 = "arith.mulf"(%arg210, %arg211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1004) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %861 = "linalg.generic"(%860, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32):
      %1003 = "arith.addf"(%arg208, %arg209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1003) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %862 = "linalg.generic"(%124, %861, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg205: f32, %arg206: f32, %arg207: f32):
      %1002 = "arith.mulf"(%arg205, %arg206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1002) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %863 = "linalg.generic"(%858, %859, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32, %arg204: f32):
      %1001 = "arith.subf"(%arg202, %arg203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1001) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %864 = "linalg.generic"(%863, %862, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
      %1000 = "arith.subf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1000) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %865 = "linalg.generic"(%122, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      %999 = "arith.divf"(%arg197, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%999) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %866 = "linalg.generic"(%865, %864, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32, %arg196: f32):
      %998 = "arith.mulf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%998) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %867 = "linalg.generic"(%856, %124, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg191: f32, %arg192: f32, %arg193: f32):
      %997 = "arith.mulf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%997) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %868 = "linalg.generic"(%867, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32):
      %996 = "arith.addf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%996) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %869 = "linalg.generic"(%856, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      %995 = "arith.addf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%995) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %870 = "linalg.generic"(%825, %866, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f32, %arg186: f32):
      %994 = "arith.addf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%994) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %871 = "tensor.collapse_shape"(%870) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %872 = "linalg.matmul"(%871, %arg10, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32, %arg183: f32):
      %992 = "arith.mulf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %993 = "arith.addf"(%arg183, %992) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%993) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %873 = "linalg.transpose"(%871, %102) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      "linalg.yield"(%arg179) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %874 = "linalg.matmul"(%873, %104, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32, %arg178: f32):
      %990 = "arith.mulf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %991 = "arith.addf"(%arg178, %990) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%991) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %875 = "linalg.generic"(%871, %519) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32):
      %989 = "arith.addf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%989) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %876 = "tensor.collapse_shape"(%875) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %877 = "tensor.expand_shape"(%872) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 8, 2, 8>}> : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %878 = "linalg.transpose"(%877, %62) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg172: f32, %arg173: f32):
      "linalg.yield"(%arg172) : (f32) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %879 = "tensor.collapse_shape"(%878) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %880 = "linalg.transpose"(%96, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %881 = "linalg.batch_matmul"(%880, %879, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
      %987 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %988 = "arith.addf"(%arg169, %987) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%988) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %882 = "linalg.transpose"(%97, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      "linalg.yield"(%arg165) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %883 = "linalg.batch_matmul"(%879, %882, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %985 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %986 = "arith.addf"(%arg164, %985) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%986) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %884 = "tensor.expand_shape"(%881) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %885 = "tensor.expand_shape"(%883) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %886 = "linalg.generic"(%885, %95, %62) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32, %arg161: f32):
      %984 = "arith.mulf"(%arg159, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%984) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %887 = "linalg.generic"(%886, %93) <{indexing_maps = [#map14, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      %983 = "arith.addf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%983) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %888 = "linalg.generic"(%95, %887, %62) <{indexing_maps = [#map14, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f32, %arg156: f32):
      %982 = "arith.mulf"(%arg154, %arg155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%982) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %889 = "linalg.generic"(%886, %888, %62) <{indexing_maps = [#map14, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
      %981 = "arith.subf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%981) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %890 = "linalg.generic"(%82, %8, %889, %62) <{indexing_maps = [#map17, #map18, #map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg147: i1, %arg148: f32, %arg149: f32, %arg150: f32):
      %980 = "arith.select"(%arg147, %arg148, %arg149) : (i1, f32, f32) -> f32
      "linalg.yield"(%980) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %891 = "linalg.generic"(%890, %62) <{indexing_maps = [#map14, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      %978 = "arith.truncf"(%15) : (f64) -> f32
      %979 = "arith.divf"(%arg145, %978) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%979) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %892 = "tensor.collapse_shape"(%891) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %893 = "linalg.transpose"(%68, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      "linalg.yield"(%arg143) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %894 = "linalg.batch_matmul"(%893, %892, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %976 = "arith.mulf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %977 = "arith.addf"(%arg142, %976) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%977) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %895 = "linalg.transpose"(%69, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f32):
      "linalg.yield"(%arg138) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %896 = "linalg.batch_matmul"(%892, %895, %71) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg135: f32, %arg136: f32, %arg137: f32):
      %974 = "arith.mulf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %975 = "arith.addf"(%arg137, %974) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%975) : (f32) -> ()
    }) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %897 = "tensor.expand_shape"(%894) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %898 = "tensor.expand_shape"(%896) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 8>}> : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %899 = "linalg.transpose"(%884, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg133: f32, %arg134: f32):
      "linalg.yield"(%arg133) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %900 = "tensor.collapse_shape"(%899) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %901 = "linalg.transpose"(%897, %100) <{permutation = array<i64: 0, 3, 1, 2>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      "linalg.yield"(%arg131) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %902 = "tensor.collapse_shape"(%901) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %903 = "linalg.transpose"(%898, %100) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg129: f32, %arg130: f32):
      "linalg.yield"(%arg129) : (f32) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %904 = "tensor.collapse_shape"(%903) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %905 = "tensor.concat"(%904, %902, %900) <{dim = 2 : i64}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %906 = "tensor.collapse_shape"(%905) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %907 = "linalg.matmul"(%906, %arg8, %105) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32, %arg128: f32):
      %972 = "arith.mulf"(%arg126, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %973 = "arith.addf"(%arg128, %972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%973) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %908 = "linalg.transpose"(%906, %601) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg124: f32, %arg125: f32):
      "linalg.yield"(%arg124) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %909 = "linalg.matmul"(%908, %52, %603) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32, %arg123: f32):
      %970 = "arith.mulf"(%arg121, %arg122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %971 = "arith.addf"(%arg123, %970) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%971) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %910 = "linalg.generic"(%906, %606) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32):
      %969 = "arith.addf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%969) : (f32) -> ()
    }) : (tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %911 = "tensor.collapse_shape"(%910) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %912 = "tensor.expand_shape"(%907) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 8, 16>}> : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %913 = "linalg.generic"(%912, %arg4, %24) <{indexing_maps = [#map2, #map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32, %arg118: f32):
      %968 = "arith.mulf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%968) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %914 = "linalg.generic"(%913, %24) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      %967 = "arith.mulf"(%arg114, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%967) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %915 = "linalg.generic"(%913, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      %966 = "arith.addf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%966) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %916 = "linalg.generic"(%913, %47, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %965 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%965) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %917 = "linalg.generic"(%916, %41) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      %964 = "arith.addf"(%arg107, %arg108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%964) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %918 = "linalg.generic"(%47, %917, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f32, %arg106: f32):
      %963 = "arith.mulf"(%arg104, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%963) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %919 = "linalg.generic"(%914, %915, %24) <{indexing_maps = [#map2, #map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32, %arg103: f32):
      %962 = "arith.subf"(%arg101, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%962) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x1xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %920 = "linalg.generic"(%919, %918, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32, %arg100: f32):
      %961 = "arith.subf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%961) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %921 = "linalg.generic"(%45, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      %960 = "arith.divf"(%arg96, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%960) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %922 = "linalg.generic"(%921, %920, %24) <{indexing_maps = [#map6, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %959 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%959) : (f32) -> ()
    }) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %923 = "linalg.generic"(%912, %47, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %958 = "arith.mulf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%958) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %924 = "linalg.generic"(%923, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %957 = "arith.addf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%957) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %925 = "linalg.generic"(%912, %477) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      %956 = "arith.addf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%956) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %926 = "linalg.generic"(%870, %922, %24) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %955 = "arith.addf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%955) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %927 = "tensor.empty"() : () -> tensor<1x8x16xf32>
    %928 = "linalg.fill"(%5, %927) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      "linalg.yield"(%arg81) : (f32) -> ()
    }) : (f32, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %929 = "linalg.generic"(%926, %928) <{indexing_maps = [#map2, #map24], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32):
      %954 = "arith.addf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%954) : (f32) -> ()
    }) : (tensor<2x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %930 = "tensor.collapse_shape"(%929) <{reassociation = [[0, 1], [2]]}> : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %931 = "linalg.generic"(%76, %23, %79) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: i64, %arg77: i64, %arg78: i1):
      %953 = "arith.cmpi"(%arg76, %arg77) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%953) : (i1) -> ()
    }) : (tensor<8x1xi64>, tensor<8xi64>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %932 = "tensor.empty"() : () -> tensor<8x8xf32>
    %933 = "linalg.generic"(%931, %932) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: i1, %arg75: f32):
      %952 = "arith.uitofp"(%arg74) : (i1) -> f32
      "linalg.yield"(%952) : (f32) -> ()
    }) : (tensor<8x8xi1>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %934 = "linalg.transpose"(%933, %932) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      "linalg.yield"(%arg72) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %935 = "linalg.fill"(%5, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      "linalg.yield"(%arg70) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %936 = "linalg.matmul"(%934, %930, %935) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %950 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %951 = "arith.addf"(%arg69, %950) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%951) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %937 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<2x8xi64>) -> tensor<16xi64>
    %938 = "tensor.expand_shape"(%937) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16, 1>}> : (tensor<16xi64>) -> tensor<16x1xi64>
    %939 = "linalg.generic"(%938, %472, %473) <{indexing_maps = [#map16, #map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: i64, %arg65: i64, %arg66: i1):
      %949 = "arith.cmpi"(%arg64, %arg65) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%949) : (i1) -> ()
    }) : (tensor<16x1xi64>, tensor<32xi64>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %940 = "linalg.generic"(%939, %448) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: i1, %arg63: f32):
      %948 = "arith.uitofp"(%arg62) : (i1) -> f32
      "linalg.yield"(%948) : (f32) -> ()
    }) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %941 = "tensor.collapse_shape"(%926) <{reassociation = [[0, 1], [2]]}> : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %942 = "linalg.transpose"(%940, %495) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      "linalg.yield"(%arg60) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %943 = "linalg.matmul"(%942, %941, %497) <{indexing_maps = [#map8, #map9, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
      %946 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %947 = "arith.addf"(%arg59, %946) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%947) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %944 = "linalg.generic"(%498, %943, %495) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %945 = "arith.addf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%945) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    "func.return"(%485, %944, %936, %924, %925, %868, %869, %909, %911, %874, %876, %853, %855, %829, %831, %823, %824, %767, %768, %808, %810, %773, %775, %752, %754, %728, %730, %722, %723, %666, %667, %707, %709, %672, %674, %651, %653, %627, %629, %621, %622, %561, %562, %604, %608, %567, %569, %544, %548, %517, %521, %512, %513) : (tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
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
