//===- CostModel.cpp - Modeled time of ops per device kind ----------------===//

#include "remat/Analysis/CostModel.h"
#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Dialect/Remat/RematDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;

namespace remat {

CostModel CostModel::fromModule(ModuleOp module) {
  CostModel model;
  auto devices =
      module->getAttrOfType<DeviceSetAttr>(RematDialect::kDevicesAttrName);
  if (!devices)
    return model;
  bool seen[kNumDeviceKinds] = {false, false};
  for (DeviceAttr device : devices.getDevices()) {
    unsigned kind = static_cast<unsigned>(toDeviceKind(device.getKind()));
    if (seen[kind])
      continue;
    seen[kind] = true;
    model.rate[kind] = device.getFlops().convertToDouble();
  }
  DeviceAttr host = devices.getHostDevice();
  if (!host)
    model.hostLink = HostLink();
  else if (LinkAttr link =
               devices.lookupLink(devices.getDefaultDevice().getName().getValue(),
                                  host.getName().getValue()))
    model.hostLink = {link.getBandwidth().convertToDouble(),
                      link.getLatency().convertToDouble()};
  return model;
}

bool isViewOp(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
             tensor::BitcastOp, tensor::ExtractSliceOp, tensor::ReshapeOp>(op);
}

bool canWriteHostMemory(Operation *op) {
  return isa<DestinationStyleOpInterface, tensor::PadOp, tensor::EmptyOp>(op) ||
         isViewOp(op);
}

static double numElements(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return 0;
  return static_cast<double>(shaped.getNumElements());
}

double CostModel::countFlops(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    double iterations = 1;
    for (int64_t range : linalgOp.getStaticLoopRanges())
      iterations *= ShapedType::isDynamic(range) ? 1 : range;
    // Named ops carry their scalar body too: matmul is mulf + addf = 2.
    double bodyOps = 0;
    for (Operation &inner : linalgOp.getBlock()->without_terminator())
      if (!inner.hasTrait<OpTrait::ConstantLike>())
        ++bodyOps;
    return iterations * std::max(bodyOps, 1.0);
  }
  if (isa<tensor::EmptyOp>(op) || isViewOp(op) ||
      op->hasTrait<OpTrait::ConstantLike>())
    return 0;
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return numElements(insert.getSourceType());
  double elements = 0;
  for (Type type : op->getResultTypes())
    elements += numElements(type);
  // Scalar arithmetic is free next to tensor work.
  return elements;
}

} // namespace remat
