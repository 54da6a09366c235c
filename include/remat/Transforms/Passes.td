//===- Passes.td - remat passes ----------------------------*- tablegen -*-===//

#ifndef REMAT_TRANSFORMS_PASSES_TD
#define REMAT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def RematPrintGraph : Pass<"remat-print-graph", "mlir::ModuleOp"> {
  let summary = "Print the planning graph of every function (for tests)";
  let description = [{
    Builds the `RematGraph` of every function with a body, as the planners
    see it, and prints it to stdout: inputs, one node per op with its operand
    and result tensors, byte sizes, aliasing, modeled FLOPs and time, the
    outputs, and the peak of the no-remat schedule. Functions that cannot be
    planned get a diagnostic naming the op and its location, and the pass
    fails.
  }];
  let dependentDialects = ["::remat::RematDialect"];
}

#endif // REMAT_TRANSFORMS_PASSES_TD
