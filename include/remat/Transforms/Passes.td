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
    outputs, and the peak of the no-remat schedule. As `remat-plan` does,
    it first gives every destination-style op an init of its own (on a copy:
    the IR is left as it is), so that node and tensor ids are those of the
    plans and reports. Functions that cannot be planned get a diagnostic
    naming the op and its location, and the pass fails.
  }];
  let options = [
    Option<"asIs", "as-is", "bool", /*default=*/"false",
           "Build the graph of the IR as it is, without giving each op an "
           "init of its own first (the graph builder's own view)">,
  ];
  let dependentDialects = ["::remat::RematDialect"];
}

def RematPlan : Pass<"remat-plan", "mlir::ModuleOp"> {
  let summary = "Plan every function to fit a memory budget";
  let description = [{
    Builds the planning graph of every function with a body, nested modules
    included (every `func.func`, and every other function-like op whose type
    has a tensor), or only of `entry`, runs the planning driver under the
    budget and attaches the plan as `remat.plan = #remat.plan<...>`. The
    budget is the `budget` option, unless the function carries its own
    `remat.budget`: bytes with a unit (`4GiB`), a percentage of the
    function's no-remat peak (`50%`), or `min` for the smallest budget the
    planners find a plan for. A module with nothing to plan gets a warning.

    Its options are those of every remat tool, defined once
    (`include/remat/Planners/PlanningOptions.def`, listed in
    [docs/Options.md](../Options.md)): `budget`, `solver`, `time-limit`,
    `min-search-time`, `seed`, `entry`, `devices` and `iree-memory`.

    First, every destination-style op gets an init of its own (shared
    `tensor.empty` / `linalg.fill` inits are cloned, other shared inits are
    copied), so that bufferization allocates exactly one buffer per planned
    result, as the memory model assumes.

    The attached schedule frees every tensor right after its last use, as the
    rewritten program will after `remat-dealloc`, so the modeled peak it
    records is the peak the program will have.

    A budget below what the function needs is an error that names the
    minimal feasible budget; so are functions that cannot be planned (dynamic
    shapes, side effects, unknown ops, calls) and a missing `entry`. The
    outcome of every function (budget, modeled peak and time before and
    after, solver statistics, recomputed values, memory timelines) goes to
    the observer a tool sets on the remat dialect
    (`RematDialect::setPlanningObserver`); remat-opt writes it as the report
    (`--remat-report`).

    The machine is the module's `remat.devices` (or the `devices` option,
    which replaces it): the budget applies to the default device (the first
    GPU), whose memory also caps it, and is that memory when no budget is
    given. When the machine has a host CPU with a link, planners may offload
    tensors to host memory and prefetch them back (dtr and auto choose
    between recomputing and swapping each evicted tensor, hetero also
    places nodes on the CPU); the host peak must fit the CPU's memory.
    Without `remat.devices`, the machine is an H100-class GPU and a host
    CPU over PCIe 4.0 (25 GB/s, 10 us).
  }];
  let statistics = [
    Statistic<"numPlanned", "planned-functions", "Functions planned">,
    Statistic<"numRecomputations", "recomputations",
              "Recomputations in the plans">,
    Statistic<"numTransfers", "transfers",
              "Offloads and prefetches in the plans">,
    Statistic<"solveMilliseconds", "solve-ms",
              "Milliseconds the planners took">,
  ];
  let dependentDialects = ["::remat::RematDialect"];
}

def RematNegativePadToSlice
    : Pass<"remat-negative-pad-to-slice"> {
  let summary = "Rewrite tensor.pad with negative amounts to slices";
  let description = [{
    A `tensor.pad` with negative low or high amounts crops its source (PyTorch
    imports the backward of `F.pad` this way); bufferization cannot lower it.
    Each such pad becomes a `tensor.extract_slice` of what it keeps, followed
    by a `tensor.pad` by its non-negative amounts if any remain. The first
    pass of `remat-pipeline`, before `remat-plan`: the planner then models
    the crop as a view of its source, which is what bufferization makes of
    the slice, so modeled and measured peaks still agree. Cropping a
    dynamic dimension, or more elements than a dimension has, is an error.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def RematApply : Pass<"remat-apply"> {
  let summary = "Rewrite a function to its plan";
  let description = [{
    Rewrites every function-like op that carries a `remat.plan` schedule, at
    or below the op the pass runs on (a module, nested modules included, or
    a single function): moves its
    ops into the planned order and turns every recomputation into a
    `remat.recompute` region holding clones of the node's ops, placed where
    the plan recomputes it, i.e. before the uses it serves; later uses are
    rewired to the clone. An `offload` event becomes a `remat.offload` and a
    `prefetch` a `remat.prefetch` at that point; later uses read the
    prefetched value. The ops of a node computed `on cpu` are marked
    `remat.device = "cpu"` and their results typed in host memory
    (`#remat.space<host>`), like offloaded values. The schedule is dropped
    from the attribute once the IR expresses it (the budget and modeled peak
    stay). A plan that does not match the function (it changed since
    `remat-plan`), whose schedule is invalid (an op reading a value that is
    not in the memory of its device, a prefetch of a value that is not
    offloaded, an offload of an argument or of part of a buffer), or whose
    recorded peak is not its schedule's, is an error.
  }];
  let dependentDialects = ["::remat::RematDialect"];
}

def RematMaterialize : Pass<"remat-materialize", "mlir::ModuleOp"> {
  let summary = "Lower remat ops and attributes to upstream IR";
  let description = [{
    Inlines every `remat.recompute` region in place, its ops marked with
    `remat.recomputation = N : i64` (the N-th region of the module): a clone
    then differs from its original and from other clones, so CSE, which
    compares attributes, cannot merge a recomputation back into the
    original. The remat attributes are replaced by what later passes need,
    in builtin attributes: a planned function keeps
    `remat.planned = {budget, peak}`. Every function with a
    body, planned or not, is put in the form the memory model describes: its
    arguments are marked `bufferization.writable = false` (the model keeps
    inputs intact; writing into them in place would bypass it), and its
    buffers are isolated as `remat-plan` does before planning (own inits,
    copied slices), so an unplanned program peaks where its no-remat model
    says. Host memory becomes memory space 1: `remat.offload %t` becomes
    `bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64}`,
    `remat.prefetch %h` the same copy with `memory_space = 0`, and a
    `tensor.empty` in host memory an `alloc_tensor` in space 1; one-shot
    bufferization gives every buffer its space from there (ops of CPU nodes
    write into their host inits), and the `#remat.space<host>` encodings are
    dropped. `remat.device` stays on the ops of CPU nodes. The output parses
    with upstream `mlir-opt` and survives `cse` and `canonicalize` with its
    recomputations (`test/Transforms/materialize-cse.mlir`); patterns that
    rebuild an op without its attributes can still expose it to CSE.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def RematDealloc : Pass<"remat-dealloc", "mlir::func::FuncOp"> {
  let summary = "Free every buffer right after its last use";
  let description = [{
    After one-shot bufferization (which inserts no deallocations), inserts a
    `memref.dealloc` of every `memref.alloc` of a function's body right after
    the last op that uses the buffer or any view of it (found with
    `BufferViewFlowAnalysis`), or right after the allocation when nothing
    uses it. Buffers that escape (returned, or stored into other buffers) are
    left to the caller. This is the memory model the planners assume; the
    upstream ownership-based deallocation frees at the end of the block
    unless its results can be moved, which changes the peak. Functions of
    more than one block, and allocations inside regions, are left alone.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def RematVerifyBudget : Pass<"remat-verify-budget", "mlir::func::FuncOp"> {
  let summary = "Check the static peak of planned, bufferized functions";
  let description = [{
    For every function with a `remat.planned` (or `remat.plan`) attribute,
    computes the static peak of its bufferized body: the bytes of its memref
    arguments plus the allocations live at each point, in program order. It
    is an error when the peak exceeds the budget, and when it differs from
    the plan's modeled peak (the rewritten program does not behave as
    planned). Only device memory (the default memory space) counts; buffers
    in host memory (space 1) are summed apart. With `emit-remarks`, reports
    the static peak, and the host peak if any, as a remark.
  }];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Report the static peak of each planned function as a remark">,
  ];
}

def RematSingleDevice : Pass<"remat-single-device", "mlir::ModuleOp"> {
  let summary = "Plan for the default device alone, without host memory";
  let description = [{
    Part of the IREE lowering, before `remat-plan`: keeps only the default
    device (the first GPU) of the module's `remat.devices` and drops the
    others and the links, or declares the default GPU (named `gpu`, the
    default flops, memory unbounded) when the module names none. Planners
    then recompute and never offload or place ops on the CPU: the IREE
    target runs the whole step on one device. A `devices` option of
    `remat-plan` still replaces the machine; `remat-prepare-for-iree`
    rejects a plan that uses a host.
  }];
  let dependentDialects = ["::remat::RematDialect"];
}

def RematPrepareForIree : Pass<"remat-prepare-for-iree", "mlir::ModuleOp"> {
  let summary = "Make materialized tensor IR run in IREE as planned";
  let description = [{
    The IREE lowering, after `remat-materialize`: rewrites every function so
    that IREE's compiler (`iree-compile`, its PyPI release) runs each node of
    the plan's graph as one dispatch in an execution region of its own, in
    program order, with the buffers the plan has, freed after their last
    reader:

    - every value a node reads from outside (operands and values its regions
      capture) passes a `util.optimization_barrier` of its own before the
      node, and each result one after it: IREE's CSE cannot merge a
      recomputation or an isolated init back, and its dispatch formation
      neither fuses nor moves ops across nodes;
    - a view is rebuilt on its barriered source, a splat tensor constant
      becomes a fill of a barriered scalar in each node that reads it, and a
      node that reads nothing (an iota) selects its values on a barriered
      `true`, so that IREE neither copies slices nor evaluates ops at compile
      time into resident globals;
    - named linalg ops that IREE's MLIR no longer knows (`linalg.add`,
      `linalg.exp`, ...) are generalized; contractions, convolutions and the
      named ops IREE knows keep their names (its code generation needs
      them); a multi-result `linalg.generic` whose results do not depend on
      each other is split, since IREE allocates a dispatch's results
      together;
    - `bufferization.writable` argument attributes are dropped.

    IREE's ops are emitted in generic form: the context must allow
    unregistered dialects (`remat-opt --remat-lower=iree` does). A plan
    that places ops on the CPU or moves tensors to host memory is an error
    (the target has one device). IREE's device peak is predicted (the
    model's, with the results of one dispatch in one allocation at 64-byte
    aligned offsets and dense constants resident) and recorded as
    `iree_peak` in `remat.planned`; above the budget it is an error that
    names the budget from which the plan holds.

    With `isolate=false` only the ops IREE does not know are generalized:
    what IREE does with the plan unconstrained (docs/IREE.md, bench/iree),
    with no peak predicted.
  }];
  let options = [
    Option<"isolate", "isolate", "bool", /*default=*/"true",
           "Put every node behind barriers (false: only generalize, for "
           "comparisons)">,
    Option<"demoteF64", "demote-f64", "bool", /*default=*/"true",
           "Predict f64 as iree-compile demotes it by default (false for "
           "--iree-input-demote-f64-to-f32=false)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // REMAT_TRANSFORMS_PASSES_TD
