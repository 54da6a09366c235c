//===- RematOps.cpp - Remat operations ------------------------------------===//

#include "remat/Dialect/Remat/RematOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace remat;

//===----------------------------------------------------------------------===//
// RecomputeOp
//===----------------------------------------------------------------------===//

YieldOp RecomputeOp::getYield() {
  return cast<YieldOp>(getBodyBlock().getTerminator());
}

// remat.recompute(%x = %a : tensor<4xf32>, ...) -> (types) attributes {...} {
//   ...
// }
ParseResult RecomputeOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<OpAsmParser::UnresolvedOperand> inputs;
  SmallVector<Type> inputTypes;
  auto parseBinding = [&]() -> ParseResult {
    OpAsmParser::Argument arg;
    OpAsmParser::UnresolvedOperand input;
    if (parser.parseArgument(arg) || parser.parseEqual() ||
        parser.parseOperand(input) || parser.parseColonType(arg.type))
      return failure();
    args.push_back(arg);
    inputs.push_back(input);
    inputTypes.push_back(arg.type);
    return success();
  };
  SmallVector<Type> resultTypes;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren,
                                     parseBinding) ||
      parser.resolveOperands(inputs, inputTypes, parser.getCurrentLocation(),
                             result.operands) ||
      parser.parseArrowTypeList(resultTypes) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addTypes(resultTypes);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  RecomputeOp::ensureTerminator(*body, parser.getBuilder(), result.location);
  return success();
}

void RecomputeOp::print(OpAsmPrinter &p) {
  p << "(";
  llvm::interleaveComma(
      llvm::zip(getBodyBlock().getArguments(), getInputs()), p, [&](auto it) {
        auto [arg, input] = it;
        p << arg << " = " << input << " : " << input.getType();
      });
  p << ") -> ";
  if (getNumResults() == 1)
    p << getResult(0).getType();
  else
    p << "(" << getResultTypes() << ")";
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/true);
}

LogicalResult RecomputeOp::verify() {
  Block &block = getBodyBlock();
  if (block.getNumArguments() != getInputs().size())
    return emitOpError() << "has " << getInputs().size()
                         << " inputs but its body takes "
                         << block.getNumArguments() << " arguments";
  for (auto [i, it] : llvm::enumerate(
           llvm::zip(block.getArgumentTypes(), getInputs().getTypes()))) {
    auto [argType, inputType] = it;
    if (argType != inputType)
      return emitOpError() << "body argument #" << i << " has type " << argType
                           << " but input #" << i << " has type " << inputType;
  }
  if (getNumResults() == 0)
    return emitOpError() << "must recompute at least one value";

  YieldOp yield = getYield();
  if (yield.getValues().size() != getNumResults())
    return emitOpError() << "yields " << yield.getValues().size()
                         << " values but has " << getNumResults()
                         << " results";
  for (auto [i, it] : llvm::enumerate(
           llvm::zip(yield.getValues().getTypes(), getResultTypes()))) {
    auto [yielded, declared] = it;
    if (yielded != declared)
      return emitOpError() << "yields a value of type " << yielded
                           << " for result #" << i << " of type " << declared;
  }

  if (std::next(block.begin()) == block.end())
    return emitOpError() << "body must contain the ops to recompute";
  for (Operation &op : block.without_terminator()) {
    if (isMemoryEffectFree(&op))
      continue;
    InFlightDiagnostic diag = emitOpError()
                              << "body must be free of side effects, but '"
                              << op.getName() << "' is not";
    diag.attachNote(op.getLoc()) << "op with side effects";
    return diag;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// OffloadOp / PrefetchOp
//===----------------------------------------------------------------------===//

/// `to` must be `from` in another memory space: same shape and element type.
static LogicalResult verifySameTensorElsewhere(Operation *op,
                                               RankedTensorType from,
                                               RankedTensorType to) {
  if (from.getShape() != to.getShape() ||
      from.getElementType() != to.getElementType())
    return op->emitOpError()
           << "result must have the shape and element type of the source, "
              "got "
           << from << " and " << to;
  if (!from.hasStaticShape())
    return op->emitOpError() << "requires a statically shaped tensor, got "
                             << from;
  for (RankedTensorType type : {from, to}) {
    Attribute encoding = type.getEncoding();
    if (encoding && !isa<MemorySpaceAttr>(encoding))
      return op->emitOpError()
             << "tensor encoding must be a #remat.space, got " << encoding;
  }
  return success();
}

LogicalResult OffloadOp::verify() {
  auto from = cast<RankedTensorType>(getSource().getType());
  auto to = cast<RankedTensorType>(getResult().getType());
  if (failed(verifySameTensorElsewhere(*this, from, to)))
    return failure();
  if (isHostTensor(from))
    return emitOpError() << "source is already in host memory";
  if (!isHostTensor(to))
    return emitOpError()
           << "result must be in host memory (encoding #remat.space<host>)";
  return success();
}

LogicalResult PrefetchOp::verify() {
  auto from = cast<RankedTensorType>(getSource().getType());
  auto to = cast<RankedTensorType>(getResult().getType());
  if (failed(verifySameTensorElsewhere(*this, from, to)))
    return failure();
  if (!isHostTensor(from))
    return emitOpError()
           << "source must be in host memory (encoding #remat.space<host>)";
  if (isHostTensor(to))
    return emitOpError() << "result must be in device memory";
  return success();
}

#define GET_OP_CLASSES
#include "remat/Dialect/Remat/RematOps.cpp.inc"
