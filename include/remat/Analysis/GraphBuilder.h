//===- GraphBuilder.h - A RematGraph from a function ------------*- C++ -*-===//
//
// One node per operation of the function body, one tensor per SSA value with
// its byte size (scalars have none), storage as one-shot bufferization will
// make it: views (reshapes, slices, casts) share their source's storage, and
// a destination-style op writes in place into an init only it uses, so that
// init's producers (tensor.empty, linalg.fill, ...) join the op's node: the
// node allocates one buffer, and recomputing it clones the whole chain.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_ANALYSIS_GRAPHBUILDER_H
#define REMAT_ANALYSIS_GRAPHBUILDER_H

#include "remat/Analysis/CostModel.h"
#include "remat/Graph/RematGraph.h"

#include "mlir/IR/Value.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace remat {

/// A function's graph and the IR each node and tensor stands for.
struct FunctionGraph {
  RematGraph graph;
  /// NodeId -> its ops in block order; the last one, the anchor, produces
  /// the node's results, the others produce its exclusive inits.
  std::vector<llvm::SmallVector<mlir::Operation *, 1>> nodeOps;
  std::vector<mlir::Value> tensorValues;  ///< TensorId -> value.
  llvm::DenseMap<mlir::Value, TensorId> tensorOf;
};

/// Bytes a statically shaped tensor or buffer of `type` occupies, or failure
/// for dynamic shapes, element types without a fixed size and sizes over
/// kMaxBytes.
mlir::FailureOr<uint64_t> getStaticBytes(mlir::ShapedType type);

/// The symbol path of `symbol` from the outermost symbol table, as a nested
/// SymbolRefAttr prints it: "@step", "@outer::@step".
std::string getSymbolPath(mlir::Operation *symbol);

/// The functions remat plans below `root`, nested modules included, in
/// walk order: every func.func with a body, and every other function-like op
/// with a body whose type has a tensor (an llvm.func or a gpu.func kernel on
/// buffers has nothing to plan).
llvm::SmallVector<mlir::FunctionOpInterface>
collectFunctions(mlir::Operation *root);

/// The function-like op at `path` from `root`: "step", "@step",
/// "outer::step" or "@outer::@step"; null when there is none.
mlir::FunctionOpInterface lookupFunction(mlir::Operation *root,
                                         llvm::StringRef path);

/// Builds the graph of `func` (any function-like op), named by its symbol
/// path. Emits an error naming the op and its location, and fails, for what
/// cannot be planned: dynamic shapes, unranked tensors, memrefs, ops with
/// side effects or unknown semantics, ops with regions other than linalg
/// structured ops and tensor.pad, and bodies of more than one block or not
/// ending in a return. Results returned by the function are the graph's
/// outputs.
mlir::FailureOr<FunctionGraph>
buildFunctionGraph(mlir::FunctionOpInterface func, const CostModel &costs);

} // namespace remat

#endif // REMAT_ANALYSIS_GRAPHBUILDER_H
