//===- RematAttrs.cpp - Remat attributes ----------------------------------===//

#include "remat/Dialect/Remat/RematAttrs.h"
#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/Support/ByteSize.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace remat;

#include "remat/Dialect/Remat/RematEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "remat/Dialect/Remat/RematAttrs.cpp.inc"

void RematDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "remat/Dialect/Remat/RematAttrs.cpp.inc"
      >();
}

static bool isPositiveFinite(double v) { return std::isfinite(v) && v > 0; }

/// Numbers in messages read as written: 150, 2.5e+10.
static std::string str(double v) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%g", v);
  return buf;
}

LogicalResult DeviceAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringAttr name, ProcessorKind kind,
                                 uint64_t memory, APFloat flopsValue) {
  double flops = flopsValue.convertToDouble();
  if (!name || name.getValue().empty())
    return emitError() << "device name must not be empty";
  if (memory == 0)
    return emitError() << "device '" << name.getValue()
                       << "' must have a positive memory capacity";
  if (memory > remat::kMaxBytes)
    return emitError() << "device '" << name.getValue()
                       << "' must have at most 2^62 bytes (4 EiB) of memory, "
                          "got "
                       << memory;
  if (!isPositiveFinite(flops))
    return emitError() << "device '" << name.getValue()
                       << "' must have a positive, finite compute rate, got "
                       << str(flops);
  return success();
}

LogicalResult LinkAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               StringAttr from, StringAttr to,
                               APFloat bandwidthValue, APFloat latencyValue) {
  double bandwidth = bandwidthValue.convertToDouble();
  double latency = latencyValue.convertToDouble();
  if (from.getValue().empty() || to.getValue().empty())
    return emitError() << "link endpoints must not be empty";
  if (from == to)
    return emitError() << "link joins device '" << from.getValue()
                       << "' to itself";
  if (!isPositiveFinite(bandwidth))
    return emitError() << "link bandwidth must be positive and finite, got "
                       << str(bandwidth);
  if (!std::isfinite(latency) || latency < 0)
    return emitError() << "link latency must be non-negative and finite, got "
                       << str(latency);
  return success();
}

LogicalResult
DeviceSetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      ArrayRef<DeviceAttr> devices, ArrayRef<LinkAttr> links) {
  if (devices.empty())
    return emitError() << "device set must contain at least one device";
  llvm::StringSet<> names;
  for (DeviceAttr device : devices)
    if (!names.insert(device.getName().getValue()).second)
      return emitError() << "duplicate device name '"
                         << device.getName().getValue() << "'";
  llvm::StringSet<> seenLinks;
  for (LinkAttr link : links) {
    for (StringAttr end : {link.getFrom(), link.getTo()})
      if (!names.contains(end.getValue()))
        return emitError() << "link endpoint '" << end.getValue()
                           << "' is not a device of this set";
    StringRef a = link.getFrom().getValue(), b = link.getTo().getValue();
    if (b < a)
      std::swap(a, b);
    if (!seenLinks.insert((a + "<->" + b).str()).second)
      return emitError() << "duplicate link between '" << a << "' and '" << b
                         << "'";
  }
  return success();
}

DeviceAttr DeviceSetAttr::lookupDevice(StringRef name) const {
  for (DeviceAttr device : getDevices())
    if (device.getName().getValue() == name)
      return device;
  return {};
}

DeviceAttr DeviceSetAttr::getDefaultDevice() const {
  for (DeviceAttr device : getDevices())
    if (device.getKind() == ProcessorKind::gpu)
      return device;
  return getDevices().front();
}

DeviceAttr DeviceSetAttr::getHostDevice() const {
  DeviceAttr main = getDefaultDevice();
  for (DeviceAttr device : getDevices())
    if (device.getKind() == ProcessorKind::cpu && device != main)
      return device;
  return {};
}

LinkAttr DeviceSetAttr::lookupLink(StringRef a, StringRef b) const {
  for (LinkAttr link : getLinks()) {
    StringRef from = link.getFrom().getValue(), to = link.getTo().getValue();
    if ((from == a && to == b) || (from == b && to == a))
      return link;
  }
  return {};
}

LogicalResult BudgetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 std::optional<uint64_t> bytes,
                                 std::optional<APFloat> percentValue,
                                 StringAttr device) {
  std::optional<double> percent;
  if (percentValue)
    percent = percentValue->convertToDouble();
  if (bytes.has_value() == percent.has_value())
    return emitError() << "budget must give exactly one of 'bytes' and "
                          "'percent'";
  if (bytes && *bytes == 0)
    return emitError() << "budget must be larger than 0 bytes";
  if (percent && !(*percent > 0.0 && *percent <= 100.0))
    return emitError() << "budget percentage must be in (0, 100], got "
                       << str(*percent);
  if (device && device.getValue().empty())
    return emitError() << "budget device name must not be empty";
  return success();
}

LogicalResult
PlacementAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      StringAttr device) {
  if (!device || device.getValue().empty())
    return emitError() << "placement device name must not be empty";
  return success();
}

bool remat::isHostTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return false;
  auto space = dyn_cast_or_null<MemorySpaceAttr>(tensor.getEncoding());
  return space && space.getKind() == MemoryKind::host;
}

//===----------------------------------------------------------------------===//
// PlanAttr
//===----------------------------------------------------------------------===//

FailureOr<Event> mlir::FieldParser<Event>::parse(AsmParser &parser) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<Event::Kind> kind =
      llvm::StringSwitch<std::optional<Event::Kind>>(keyword)
          .Case("compute", Event::Kind::Compute)
          .Case("free", Event::Kind::Free)
          .Case("offload", Event::Kind::Offload)
          .Case("prefetch", Event::Kind::Prefetch)
          .Default(std::nullopt);
  if (!kind)
    return parser.emitError(loc, "expected a plan event (compute, free, "
                                 "offload or prefetch), got '")
           << keyword << "'";
  uint32_t id = 0;
  if (parser.parseInteger(id))
    return failure();
  Event event{*kind, id, DeviceKind::GPU};
  if (*kind == Event::Kind::Compute && succeeded(parser.parseOptionalKeyword("on"))) {
    FailureOr<ProcessorKind> device = FieldParser<ProcessorKind>::parse(parser);
    if (failed(device))
      return failure();
    event.device = toDeviceKind(*device);
  }
  return event;
}

AsmPrinter &remat::operator<<(AsmPrinter &printer, const Event &e) {
  printer << stringifyEventKind(e.kind) << " " << e.id;
  if (e.kind == Event::Kind::Compute && e.device == DeviceKind::CPU)
    printer << " on cpu";
  return printer;
}

LogicalResult PlanAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               StringAttr solver, uint64_t budget,
                               uint64_t peak, uint64_t nodes, uint64_t tensors,
                               ArrayRef<Event> schedule) {
  if (!solver || solver.getValue().empty())
    return emitError() << "plan must name its solver";
  if (peak > budget)
    return emitError() << "plan peak " << peak << " exceeds its budget "
                       << budget;
  for (auto [index, e] : llvm::enumerate(schedule)) {
    uint64_t limit = e.kind == Event::Kind::Compute ? nodes : tensors;
    if (e.id >= limit)
      return emitError() << "plan event #" << index << " ("
                         << stringifyEventKind(e.kind) << " " << e.id
                         << ") is out of range: the plan has " << nodes
                         << " nodes and " << tensors << " tensors";
  }
  return success();
}
