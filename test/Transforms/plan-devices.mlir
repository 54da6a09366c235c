// Tests that the report names the planned device: the first GPU of the
// module's remat.devices, else its first device.
// RUN: remat-opt %s --remat-plan="budget=100%" --remat-report=%t.json -o /dev/null
// RUN: %validate_report %t.json
// RUN: FileCheck %s < %t.json
// CHECK: "device": "gpu1",
// CHECK: "host": "host",
// CHECK: "peak_after": 128,
module attributes {remat.devices = #remat.devices<[
    #remat.device<"host", cpu, memory = 1000, flops = 1.0e12>,
    #remat.device<"gpu1", gpu, memory = 1000, flops = 5.0e13>]>} {
func.func @step(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %a : tensor<16xf32>
}
}
