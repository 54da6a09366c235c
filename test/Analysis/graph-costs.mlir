// RUN: remat-opt --remat-print-graph %s -o /dev/null | FileCheck %s

// Tests that modeled time is FLOPs over the rate of the module's devices.
// conv_2d_nhwc_hwcf: 1*8*8*4 outputs x 3*3*2 window x (mul + add) = 9216.
// CHECK-LABEL: graph @conv
// CHECK: node 0 linalg.conv_2d_nhwc_hwcf [tensor.empty] (t0, t1) -> (t2) flops 9216 gpu 9.216000e-06 s cpu 9.216000e-03 s
// A generic op costs its iteration domain times its body's arithmetic ops
// (constants are free): 16*16 x 3.
// CHECK: node 1 linalg.generic [tensor.empty] () -> (t3) flops 768 gpu 7.680000e-07 s cpu 7.680000e-04 s
// Data movement costs the elements it writes; the padding value the pad's
// body captures is an operand.
// CHECK: node 3 tensor.pad (t3, t4) -> (t5) flops 400
// CHECK: node 4 tensor.concat (t5) -> (t6) flops 800
module attributes {remat.devices = #remat.devices<[
    #remat.device<"gpu0", gpu, memory = 1048576, flops = 1.0e9>,
    #remat.device<"cpu", cpu, memory = 1048576, flops = 1.0e6>]>} {
  func.func @conv(%img: tensor<1x10x10x2xf32>, %k: tensor<3x3x2x4xf32>) -> (tensor<1x8x8x4xf32>, tensor<16x16xf32>, tensor<20x20xf32>, tensor<40x20xf32>) {
    %e = tensor.empty() : tensor<1x8x8x4xf32>
    %c = linalg.conv_2d_nhwc_hwcf ins(%img, %k : tensor<1x10x10x2xf32>, tensor<3x3x2x4xf32>) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %e2 = tensor.empty() : tensor<16x16xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<16x16xf32>) {
    ^bb0(%o: f32):
      %one = arith.constant 1.0 : f32
      %s = arith.addf %o, %one : f32
      %t = arith.mulf %s, %s : f32
      %u = arith.subf %t, %o : f32
      linalg.yield %u : f32
    } -> tensor<16x16xf32>
    %zero = arith.constant 0.0 : f32
    %p = tensor.pad %g low[2, 2] high[2, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<16x16xf32> to tensor<20x20xf32>
    %cat = tensor.concat dim(0) %p, %p : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<40x20xf32>
    return %c, %g, %p, %cat : tensor<1x8x8x4xf32>, tensor<16x16xf32>, tensor<20x20xf32>, tensor<40x20xf32>
  }
}
