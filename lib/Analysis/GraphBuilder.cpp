//===- GraphBuilder.cpp - A RematGraph from a function --------------------===//

#include "remat/Analysis/GraphBuilder.h"
#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/Dialect/Remat/RematOps.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

namespace remat {

/// Bytes of one element of `element`, or failure for types without a fixed
/// size. Sub-byte elements are stored one per byte after bufferization.
static FailureOr<uint64_t> getElementBytes(Type element) {
  uint64_t bits;
  if (element.isIntOrFloat())
    bits = element.getIntOrFloatBitWidth();
  else if (element.isIndex())
    bits = 64;
  else if (auto complex = dyn_cast<ComplexType>(element);
           complex && complex.getElementType().isIntOrFloat())
    bits = 2 * complex.getElementType().getIntOrFloatBitWidth();
  else
    return failure();
  return std::max<uint64_t>(1, (bits + 7) / 8);
}

FailureOr<uint64_t> getStaticBytes(ShapedType type) {
  if (!type.hasStaticShape())
    return failure();
  FailureOr<uint64_t> elementBytes = getElementBytes(type.getElementType());
  if (failed(elementBytes))
    return failure();
  uint64_t bytes = *elementBytes;
  // Failure past kMaxBytes, which the shape's product may overflow.
  for (int64_t dim : type.getShape())
    if (dim != 0 && bytes > kMaxBytes / static_cast<uint64_t>(dim))
      return failure();
    else
      bytes *= static_cast<uint64_t>(dim);
  return bytes;
}

/// Bytes of any value: tensors by shape, scalars take no planned memory.
static FailureOr<uint64_t> getValueBytes(Value value, Operation *user) {
  Type type = value.getType();
  auto describe = [&](const Twine &what) -> InFlightDiagnostic {
    Operation *anchor = value.getDefiningOp() ? value.getDefiningOp() : user;
    return anchor->emitError() << what << " " << type;
  };
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    if (!tensor.hasStaticShape())
      return describe("remat cannot plan dynamically shaped tensors: "
                      "dynamic shape in");
    if (tensor.getEncoding())
      return describe("remat cannot plan tensors with an encoding:");
    if (failed(getElementBytes(tensor.getElementType())))
      return describe("remat cannot size tensors of element type in");
    FailureOr<uint64_t> bytes = getStaticBytes(tensor);
    if (failed(bytes))
      return describe("remat cannot plan tensors over " +
                      Twine(kMaxBytes) + " bytes:");
    return bytes;
  }
  if (isa<UnrankedTensorType>(type))
    return describe("remat cannot plan unranked tensors:");
  if (isa<BaseMemRefType>(type))
    return describe("remat plans tensor programs before bufferization; got a "
                    "buffer of type");
  return uint64_t(0);
}

static LogicalResult checkPlannable(Operation *op) {
  if (!op->getName().isRegistered())
    return op->emitError() << "remat cannot plan through the unknown op '"
                           << op->getName() << "'";
  if (op->getDialect() && isa<RematDialect>(op->getDialect()))
    return op->emitError() << "the function is already planned ('"
                           << op->getName() << "'); remat plans unplanned IR";
  if (isa<CallOpInterface>(op))
    return op->emitError() << "remat cannot plan through calls ('"
                           << op->getName()
                           << "'); inline the callee first, or plan only the "
                              "callee (--remat-entry)";
  // `arith.addf` on whole tensors has no bufferization (linalg has; a few
  // such ops, like arith.index_cast, do).
  if (op->hasTrait<OpTrait::Elementwise>() &&
      llvm::any_of(op->getResultTypes(), llvm::IsaPred<TensorType>) &&
      !isa<bufferization::BufferizableOpInterface>(op))
    return op->emitError() << "remat cannot plan '" << op->getName()
                           << "' on tensors: it does not bufferize; run "
                              "--convert-elementwise-to-linalg first";
  if (op->getNumRegions() && !isa<linalg::LinalgOp, tensor::PadOp>(op))
    return op->emitError() << "remat cannot plan through '" << op->getName()
                           << "': its regions are not a linalg body";
  if (!isMemoryEffectFree(op))
    return op->emitError() << "remat cannot plan through '" << op->getName()
                           << "': it has side effects";
  return success();
}

/// Reads `remat.policy` / `remat.placement` into planner hints.
static NodeHints readHints(Operation *op) {
  NodeHints hints;
  if (auto policy =
          op->getAttrOfType<PolicyAttr>(RematDialect::kPolicyAttrName)) {
    hints.keep = policy.getValue() == Policy::keep;
    hints.neverRecompute = policy.getValue() == Policy::never_recompute;
    hints.neverOffload = policy.getValue() == Policy::never_offload;
  }
  if (auto placement =
          op->getAttrOfType<PlacementAttr>(RematDialect::kPlacementAttrName)) {
    auto module = op->getParentOfType<ModuleOp>();
    auto devices =
        module ? module->getAttrOfType<DeviceSetAttr>(
                     RematDialect::kDevicesAttrName)
               : DeviceSetAttr();
    DeviceAttr device =
        devices ? devices.lookupDevice(placement.getDevice().getValue())
                : DeviceAttr();
    // Without a device set, the names "cpu*" and anything else (a GPU) decide.
    DeviceKind kind =
        device ? toDeviceKind(device.getKind())
               : (placement.getDevice().getValue().starts_with("cpu")
                      ? DeviceKind::CPU
                      : DeviceKind::GPU);
    hints.pinnedDevice = static_cast<int>(kind);
  }
  return hints;
}

std::string getSymbolPath(Operation *symbol) {
  // The outermost op is the root of the references, not a part of them.
  std::string path;
  for (Operation *op = symbol; op && op->getParentOp(); op = op->getParentOp())
    if (auto name =
            op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
      path = "@" + name.str() + (path.empty() ? "" : "::" + path);
  return path;
}

SmallVector<FunctionOpInterface> collectFunctions(Operation *root) {
  SmallVector<FunctionOpInterface> funcs;
  root->walk<WalkOrder::PreOrder>([&](FunctionOpInterface func) {
    if (func.isExternal())
      return WalkResult::skip();
    auto isTensor = llvm::IsaPred<TensorType>;
    if (isa<func::FuncOp>(func) ||
        llvm::any_of(func.getArgumentTypes(), isTensor) ||
        llvm::any_of(func.getResultTypes(), isTensor))
      funcs.push_back(func);
    // Function-like ops do not nest.
    return WalkResult::skip();
  });
  return funcs;
}

FunctionOpInterface lookupFunction(Operation *root, StringRef path) {
  SmallVector<StringRef> parts;
  path.split(parts, "::");
  SmallVector<FlatSymbolRefAttr> nested;
  MLIRContext *ctx = root->getContext();
  for (StringRef part : llvm::drop_begin(parts)) {
    part.consume_front("@");
    nested.push_back(FlatSymbolRefAttr::get(ctx, part));
  }
  StringRef head = parts.front();
  head.consume_front("@");
  if (head.empty() || !root->hasTrait<OpTrait::SymbolTable>())
    return nullptr;
  return dyn_cast_or_null<FunctionOpInterface>(
      SymbolTable::lookupSymbolIn(root, SymbolRefAttr::get(ctx, head, nested)));
}

/// "file:line:col" of an op, else its location as MLIR prints it.
static std::string describeLocation(Operation *op) {
  if (auto loc = op->getLoc()->findInstanceOf<FileLineColLoc>())
    return (loc.getFilename().getValue() + ":" + Twine(loc.getLine()) + ":" +
            Twine(loc.getColumn()))
        .str();
  std::string text;
  llvm::raw_string_ostream os(text);
  op->getLoc().print(os);
  return text;
}

FailureOr<FunctionGraph> buildFunctionGraph(FunctionOpInterface func,
                                            const CostModel &costs) {
  std::string name = getSymbolPath(func);
  if (func.isExternal())
    return func.emitError()
           << "remat needs a function body to plan '" << name << "'";
  Region &region = func.getFunctionBody();
  if (!region.hasOneBlock())
    return func.emitError() << "remat plans functions of a single block; '"
                            << name << "' has " << region.getBlocks().size();
  Block &body = region.front();
  if (!body.mightHaveTerminator() ||
      !body.getTerminator()->hasTrait<OpTrait::ReturnLike>())
    return func.emitError() << "remat plans functions whose body ends in a "
                               "return; '"
                            << name << "' does not";

  FunctionGraph result;
  RematGraph &graph = result.graph;
  graph.setName(name);
  graph.setHostLink(costs.getHostLink());

  auto record = [&](Value value, TensorId id) {
    result.tensorOf[value] = id;
    if (result.tensorValues.size() <= id)
      result.tensorValues.resize(id + 1);
    result.tensorValues[id] = value;
  };

  for (BlockArgument arg : body.getArguments()) {
    FailureOr<uint64_t> bytes = getValueBytes(arg, func);
    if (failed(bytes))
      return failure();
    record(arg, graph.addInput(("arg" + Twine(arg.getArgNumber())).str(),
                               *bytes));
  }

  // Ops whose single result is an init only one destination-style op uses
  // are written over in place: they belong to that op's node.
  DenseMap<Operation *, Operation *> absorbedInto;
  for (Operation &op : body.without_terminator()) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(&op);
    if (!dps || !dps.hasPureTensorSemantics())
      continue;
    for (OpOperand &init : dps.getDpsInitsMutable()) {
      Operation *producer = init.get().getDefiningOp();
      if (producer && producer->getNumResults() == 1 &&
          init.get().hasOneUse() && !isViewOp(producer) &&
          !producer->hasTrait<OpTrait::ConstantLike>())
        absorbedInto[producer] = &op;
    }
  }
  auto anchorOf = [&](Operation *op) {
    while (Operation *next = absorbedInto.lookup(op))
      op = next;
    return op;
  };
  DenseMap<Operation *, SmallVector<Operation *, 1>> groups;
  for (Operation &op : body.without_terminator())
    groups[anchorOf(&op)].push_back(&op);

  for (Operation &anchor : body.without_terminator()) {
    if (absorbedInto.count(&anchor))
      continue;
    SmallVector<Operation *, 1> &ops = groups[&anchor];
    llvm::SmallPtrSet<Operation *, 4> members(ops.begin(), ops.end());
    // Operands of the node: what its ops read from outside the node,
    // including values their regions capture (a pad's padding value).
    llvm::SetVector<TensorId> operands;
    SmallVector<uint64_t> resultBytes;
    double cost[kNumDeviceKinds] = {0, 0};
    for (Operation *op : ops) {
      if (failed(checkPlannable(op)))
        return failure();
      llvm::SetVector<Value> used(op->getOperands().begin(),
                                  op->getOperands().end());
      getUsedValuesDefinedAbove(op->getRegions(), used);
      for (Value value : used) {
        if (value.getDefiningOp() && members.count(value.getDefiningOp()))
          continue;
        auto it = result.tensorOf.find(value);
        if (it == result.tensorOf.end())
          return op->emitError() << "remat cannot plan values defined "
                                    "outside the function body";
        operands.insert(it->second);
      }
      for (Region &region : op->getRegions())
        for (Operation &inner : region.getOps())
          for (Type type : inner.getResultTypes())
            if (isa<ShapedType>(type))
              return inner.emitError()
                     << "remat cannot plan through '" << op->getName()
                     << "': its body produces shaped values";
      for (unsigned k = 0; k < kNumDeviceKinds; ++k)
        cost[k] += costs.time(op, static_cast<DeviceKind>(k));
    }
    for (Value res : anchor.getResults()) {
      FailureOr<uint64_t> bytes = getValueBytes(res, &anchor);
      if (failed(bytes))
        return failure();
      // Constants bufferize to read-only globals, not to allocations.
      resultBytes.push_back(
          anchor.hasTrait<OpTrait::ConstantLike>() ? 0 : *bytes);
    }

    NodeId node =
        graph.addNode(anchor.getName().getStringRef(), operands.getArrayRef(),
                      resultBytes, cost[0], cost[1]);
    NodeHints &hints = graph.node(node).hints;
    hints = readHints(&anchor);
    // A node on the CPU writes its results to host memory; bufferization
    // puts those of the other ops in device memory (remat-materialize).
    if (!canWriteHostMemory(&anchor) &&
        llvm::any_of(anchor.getResultTypes(), llvm::IsaPred<TensorType>)) {
      if (hints.pinnedDevice == static_cast<int>(DeviceKind::CPU))
        return anchor.emitError()
               << "remat cannot run '" << anchor.getName()
               << "' on the CPU (#remat.placement): bufferization allocates "
                  "its result in device memory";
      hints.pinnedDevice = static_cast<int>(DeviceKind::GPU);
    }
    graph.node(node).origin = describeLocation(&anchor);
    result.nodeOps.push_back(ops);
    for (auto [res, id] :
         llvm::zip(anchor.getResults(), graph.node(node).results))
      record(res, id);
    if (isViewOp(&anchor))
      graph.setAlias(graph.node(node).results[0],
                     result.tensorOf[anchor.getOperand(0)]);
  }

  for (Value returned : body.getTerminator()->getOperands())
    graph.markOutput(result.tensorOf.lookup(returned));

  if (llvm::Error err = graph.checkTotals())
    return func.emitError() << "remat cannot plan this function: "
                            << llvm::toString(std::move(err));
  if (llvm::Error err = graph.verify())
    return func.emitError() << "internal error: inconsistent graph: "
                            << llvm::toString(std::move(err));
  return result;
}

} // namespace remat
