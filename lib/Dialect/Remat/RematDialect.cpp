//===- RematDialect.cpp - The Remat dialect -------------------------------===//

#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Dialect/Remat/RematOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace remat;

#include "remat/Dialect/Remat/RematDialect.cpp.inc"

void RematDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "remat/Dialect/Remat/RematOps.cpp.inc"
      >();
  registerAttributes();
}

/// The device set of the closest enclosing module that has one.
static DeviceSetAttr lookupDeviceSet(Operation *op) {
  for (Operation *cur = op; cur; cur = cur->getParentOp())
    if (isa<ModuleOp>(cur))
      if (auto set = cur->getAttrOfType<DeviceSetAttr>(
              RematDialect::kDevicesAttrName))
        return set;
  return {};
}

/// A device named by a budget or placement must exist where devices are
/// declared; without a declaration any name is accepted (defaults apply).
static LogicalResult verifyDeviceName(Operation *op, StringRef attrName,
                                      StringAttr device) {
  if (!device)
    return success();
  DeviceSetAttr set = lookupDeviceSet(op);
  if (!set || set.lookupDevice(device.getValue()))
    return success();
  return op->emitOpError() << "'" << attrName << "' names device '"
                           << device.getValue()
                           << "', which is not in the module's 'remat.devices'";
}

LogicalResult RematDialect::verifyOperationAttribute(Operation *op,
                                                     NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  auto expect = [&](StringRef mnemonic) {
    return op->emitOpError() << "'" << name << "' must be a #remat."
                             << mnemonic << " attribute, got " << value;
  };

  if (name == kDevicesAttrName) {
    if (!isa<DeviceSetAttr>(value))
      return expect("devices");
    if (!isa<ModuleOp>(op))
      return op->emitOpError() << "'" << name
                               << "' is only valid on a builtin.module";
    return success();
  }
  if (name == kBudgetAttrName) {
    auto budget = dyn_cast<BudgetAttr>(value);
    if (!budget)
      return expect("budget");
    if (!isa<FunctionOpInterface>(op))
      return op->emitOpError() << "'" << name << "' is only valid on a function";
    return verifyDeviceName(op, name, budget.getDevice());
  }
  if (name == kPolicyAttrName) {
    if (!isa<PolicyAttr>(value))
      return expect("policy");
    return success();
  }
  if (name == kPlacementAttrName) {
    auto placement = dyn_cast<PlacementAttr>(value);
    if (!placement)
      return expect("placement");
    return verifyDeviceName(op, name, placement.getDevice());
  }
  if (name == kPlanAttrName) {
    if (!isa<PlanAttr>(value))
      return expect("plan");
    if (!isa<FunctionOpInterface>(op))
      return op->emitOpError() << "'" << name << "' is only valid on a function";
    return success();
  }
  if (name == kPlannedAttrName) {
    auto dict = dyn_cast<DictionaryAttr>(value);
    auto isSize = [&](StringRef key) {
      auto attr = dict ? dict.getAs<IntegerAttr>(key) : IntegerAttr();
      return attr && !attr.getValue().isNegative();
    };
    if (!isSize("budget") || !isSize("peak"))
      return op->emitOpError()
             << "'" << name
             << "' must be a dictionary with non-negative integers 'budget' "
                "and 'peak'";
    return success();
  }
  if (name == kDeviceAttrName) {
    if (!isa<StringAttr>(value))
      return op->emitOpError() << "'" << name << "' must be a string, got "
                               << value;
    return success();
  }
  if (name == kRecomputationAttrName) {
    auto index = dyn_cast<IntegerAttr>(value);
    if (!index || !index.getType().isInteger(64) ||
        !index.getValue().isStrictlyPositive())
      return op->emitOpError() << "'" << name
                               << "' must be a positive i64, got " << value;
    return success();
  }
  if (name == kIreePeakAttrName) {
    auto bytes = dyn_cast<IntegerAttr>(value);
    if (!bytes || !bytes.getType().isInteger(64) ||
        bytes.getValue().isNegative())
      return op->emitOpError() << "'" << name
                               << "' must be a non-negative i64, got " << value;
    if (!isa<FunctionOpInterface>(op))
      return op->emitOpError() << "'" << name << "' is only valid on a function";
    return success();
  }
  return op->emitOpError() << "unknown remat attribute '" << name
                           << "' (expected one of '" << kDevicesAttrName
                           << "', '" << kBudgetAttrName << "', '"
                           << kPolicyAttrName << "', '" << kPlacementAttrName
                           << "', '" << kPlanAttrName << "', '"
                           << kPlannedAttrName << "', '" << kDeviceAttrName
                           << "', '" << kRecomputationAttrName << "', '"
                           << kIreePeakAttrName << "')";
}
