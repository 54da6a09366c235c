//===- SingleDevice.cpp - Plan for the default device alone ---------------===//
//
// The IREE target runs a whole step on one device: no host memory to offload
// to, no CPU to place ops on. Without a host device in `remat.devices`,
// planners only recompute.
//
//===----------------------------------------------------------------------===//

#include "remat/Analysis/CostModel.h"
#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Support/ByteSize.h"
#include "remat/Transforms/Passes.h"

namespace remat {
#define GEN_PASS_DEF_REMATSINGLEDEVICE
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

namespace {
struct SingleDevicePass
    : remat::impl::RematSingleDeviceBase<SingleDevicePass> {
  void runOnOperation() override;
};
} // namespace

void SingleDevicePass::runOnOperation() {
  ModuleOp module = getOperation();
  MLIRContext *ctx = &getContext();
  DeviceAttr device;
  if (auto set = module->getAttrOfType<DeviceSetAttr>(
          RematDialect::kDevicesAttrName))
    device = set.getDefaultDevice();
  else
    device = DeviceAttr::get(ctx, StringAttr::get(ctx, "gpu"),
                             ProcessorKind::gpu, kMaxBytes,
                             APFloat(CostModel::kDefaultGpuFlops));
  module->setAttr(RematDialect::kDevicesAttrName,
                  DeviceSetAttr::get(ctx, ArrayRef<DeviceAttr>(device),
                                     ArrayRef<LinkAttr>()));
}
