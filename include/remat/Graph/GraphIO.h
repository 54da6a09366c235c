//===- GraphIO.h - Reading graphs from files --------------------*- C++ -*-===//
//
// Loads the Checkmate benchmark graphs (networkx node-link JSON, see
// ../shared/graphs/checkmate/README.md) into a RematGraph, so planners can be
// tested and benchmarked without MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_GRAPH_GRAPHIO_H
#define REMAT_GRAPH_GRAPHIO_H

#include "remat/Graph/RematGraph.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <vector>

namespace remat {

/// A graph read from a file. Node ids of the graph are a topological order;
/// `fileIds[n]` is the id node `n` has in the file, for printing plans in the
/// file's terms. Each file node is one RematGraph node with one result tensor
/// whose TensorId equals its NodeId (these files have no graph inputs).
struct LoadedGraph {
  RematGraph graph;
  std::vector<int64_t> fileIds;
};

/// Parses networkx node-link JSON in either of the two layouts of the
/// Checkmate files:
///  - Keras graphs: nodes with `id`, `name`, `backward`, `cost_cpu` (compute
///    cost) and `cost_ram` (bytes of the output); links `source` -> `target`.
///  - random layered graphs: graph-level tags name the fields
///    (`node_output_cost_tag`, `node_duration_tag`), nodes are identified by
///    `name`, links use keys "0" -> "1", and `graph.order` gives a
///    topological order.
/// Nodes are renumbered into `graph.order` when present, else into a stable
/// topological order (smallest file id first). The cost is the same on both
/// device kinds. Nodes without successors are outputs. `fileName` is only
/// used in error messages.
///
/// The `nodes` and `links` arrays are parsed an element at a time (LLVM 22's
/// json::Array deep-copies its elements as it grows: 824 MB for a 50k-node
/// file parsed whole); on a syntax error, or a file that does not split
/// cleanly, the whole file is parsed, so that what is accepted and the
/// errors named are json::parse's. `wholeFile` parses it whole from the
/// start, which must give the same graph or error (the fuzzer checks).
llvm::Expected<LoadedGraph> parseCheckmateGraph(llvm::StringRef json,
                                                llvm::StringRef fileName,
                                                bool wholeFile = false);

/// Reads and parses a file with parseCheckmateGraph.
llvm::Expected<LoadedGraph> loadCheckmateGraph(llvm::StringRef path);

} // namespace remat

#endif // REMAT_GRAPH_GRAPHIO_H
