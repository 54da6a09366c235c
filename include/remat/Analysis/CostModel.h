//===- CostModel.h - Modeled time of ops per device kind ---------*- C++ -*-===//
//
// FLOPs of an op from its iteration domain and body, and the time it takes on
// each device kind at that device's compute rate. The devices come from the
// module's `remat.devices` or, without one, from documented defaults.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_ANALYSIS_COSTMODEL_H
#define REMAT_ANALYSIS_COSTMODEL_H

#include "remat/Graph/RematGraph.h"

#include "mlir/IR/Operation.h"

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace remat {

/// Ops whose result shares the storage of their first operand once
/// bufferized (reshapes, casts, slices): free to compute, no bytes of their own.
bool isViewOp(mlir::Operation *op);

/// Ops whose tensor results bufferization can place in host memory:
/// destination-style ops (they write into their init, which may be a host
/// buffer), views and pads (their source's memory) and tensor.empty (an
/// allocation remat-materialize places). The others (tensor.concat,
/// constants) allocate in device memory, so their nodes run on the GPU.
bool canWriteHostMemory(mlir::Operation *op);

class CostModel {
public:
  /// Default rates when a module declares no devices: an H100-class GPU
  /// (50 TFLOP/s of fp32 tensor-core work) and a server CPU (1 TFLOP/s).
  static constexpr double kDefaultGpuFlops = 5.0e13;
  static constexpr double kDefaultCpuFlops = 1.0e12;
  /// Default host link: PCIe 4.0 x16 as measured in practice.
  static constexpr double kDefaultLinkBandwidth = 2.5e10; // bytes/s
  static constexpr double kDefaultLinkLatency = 1.0e-5;   // s

  CostModel() = default;
  CostModel(double gpuFlops, double cpuFlops)
      : rate{gpuFlops, cpuFlops} {}

  /// Reads the first gpu and cpu device of the module's `remat.devices`;
  /// kinds it does not declare keep their default. The host link is the link
  /// between the default device and the host device (the default link when
  /// the set declares none); a set without a host device has no host memory.
  static CostModel fromModule(mlir::ModuleOp module);

  /// Floating-point (or integer) operations one execution of `op` performs:
  /// for a linalg op, the iteration-domain size times the arithmetic ops in
  /// its body (at least 1); for elementwise ops on tensors, their element
  /// count; for data movement (pad, concat, insert_slice), the elements
  /// written; 0 for views, constants and tensor.empty.
  static double countFlops(mlir::Operation *op);

  /// Modeled seconds of one execution of `op` on `kind`.
  double time(mlir::Operation *op, DeviceKind kind) const {
    return countFlops(op) / rate[static_cast<unsigned>(kind)];
  }
  double getRate(DeviceKind kind) const {
    return rate[static_cast<unsigned>(kind)];
  }
  /// The link to host memory, in bytes per second and seconds.
  const HostLink &getHostLink() const { return hostLink; }

private:
  double rate[kNumDeviceKinds] = {kDefaultGpuFlops, kDefaultCpuFlops};
  HostLink hostLink{kDefaultLinkBandwidth, kDefaultLinkLatency};
};

} // namespace remat

#endif // REMAT_ANALYSIS_COSTMODEL_H
