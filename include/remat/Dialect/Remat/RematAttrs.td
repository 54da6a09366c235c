//===- RematAttrs.td - Remat attributes and enums ----------*- tablegen -*-===//

#ifndef REMAT_DIALECT_REMAT_REMATATTRS_TD
#define REMAT_DIALECT_REMAT_REMATATTRS_TD

include "remat/Dialect/Remat/RematDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Remat_ProcessorKind : I32EnumAttr<"ProcessorKind", "kind of compute device", [
    I32EnumAttrCase<"gpu", 0>,
    I32EnumAttrCase<"cpu", 1>,
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::remat";
}

def Remat_MemoryKind : I32EnumAttr<"MemoryKind", "where a tensor lives", [
    I32EnumAttrCase<"device", 0>,
    I32EnumAttrCase<"host", 1>,
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::remat";
}

def Remat_Policy : I32EnumAttr<"Policy", "planner policy for an op's results", [
    I32EnumAttrCase<"keep", 0>,
    I32EnumAttrCase<"never_recompute", 1>,
    I32EnumAttrCase<"never_offload", 2>,
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::remat";
}

// An optional double, printed like every other float of MLIR (5.000000e+01).
class Remat_OptionalFloatParameter<string desc>
    : OptionalParameter<"std::optional<::llvm::APFloat>", desc> {
  let printer = "$_printer.printFloat(*$_self)";
}

class Remat_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Remat_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Machine description
//===----------------------------------------------------------------------===//

def Remat_DeviceAttr : Remat_Attr<"Device", "device"> {
  let summary = "A compute device with its own memory";
  let description = [{
    A device of the machine a training step runs on: its name (referenced by
    links and placements), its kind, the bytes of memory the planner may use
    on it, and its compute rate in FLOP/s used by the cost model.

    ```mlir
    #remat.device<"gpu0", gpu, memory = 85899345920, flops = 5.0e13>
    ```
  }];
  let parameters = (ins
    "::mlir::StringAttr":$name,
    "::remat::ProcessorKind":$kind,
    "uint64_t":$memory,
    APFloatParameter<"compute rate in FLOP/s">:$flops
  );
  let assemblyFormat = [{
    `<` $name `,` $kind `,` `memory` `=` $memory `,` `flops` `=` $flops `>`
  }];
  let genVerifyDecl = 1;
}

def Remat_LinkAttr : Remat_Attr<"Link", "link"> {
  let summary = "A data link between two devices";
  let description = [{
    A link over which tensors are copied, with its bandwidth in bytes/s and its
    latency in seconds. Links are undirected.

    ```mlir
    #remat.link<"gpu0", "cpu", bandwidth = 2.5e10, latency = 1.0e-5>
    ```
  }];
  let parameters = (ins
    "::mlir::StringAttr":$from,
    "::mlir::StringAttr":$to,
    APFloatParameter<"bandwidth in bytes/s">:$bandwidth,
    APFloatParameter<"latency in seconds">:$latency
  );
  let assemblyFormat = [{
    `<` $from `,` $to `,` `bandwidth` `=` $bandwidth `,` `latency` `=` $latency `>`
  }];
  let genVerifyDecl = 1;
}

def Remat_DeviceSetAttr : Remat_Attr<"DeviceSet", "devices"> {
  let summary = "The devices and links of the machine";
  let description = [{
    The module-level machine description, attached as `remat.devices` to a
    `builtin.module`. Device names are unique; links join two known devices.

    ```mlir
    module attributes {remat.devices = #remat.devices<
        [#remat.device<"gpu0", gpu, memory = 85899345920, flops = 5.0e13>,
         #remat.device<"cpu", cpu, memory = 274877906944, flops = 1.0e12>],
        links = [#remat.link<"gpu0", "cpu", bandwidth = 2.5e10, latency = 1.0e-5>]>} {}
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"::remat::DeviceAttr">:$devices,
    OptionalArrayRefParameter<"::remat::LinkAttr">:$links
  );
  let assemblyFormat = [{
    `<` `[` $devices `]` (`,` `links` `=` `[` $links^ `]`)? `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Returns the device named `name`, or null.
    ::remat::DeviceAttr lookupDevice(::llvm::StringRef name) const;
    /// The device a budget applies to when it names none: the first GPU,
    /// else the first device.
    ::remat::DeviceAttr getDefaultDevice() const;
    /// The device whose memory holds offloaded tensors: the first CPU that
    /// is not the default device, or null.
    ::remat::DeviceAttr getHostDevice() const;
    /// Returns the link joining `a` and `b` in either direction, or null.
    ::remat::LinkAttr lookupLink(::llvm::StringRef a,
                                       ::llvm::StringRef b) const;
  }];
}

//===----------------------------------------------------------------------===//
// Budgets, hints and memory spaces
//===----------------------------------------------------------------------===//

def Remat_BudgetAttr : Remat_Attr<"Budget", "budget"> {
  let summary = "The memory budget of a function";
  let description = [{
    Attached as `remat.budget` to a function, it overrides the driver's
    `--remat-budget` for that function. Exactly one of `bytes` (absolute) and
    `percent` (of the function's no-remat peak, in (0, 100]) is given; an
    optional `device` names the device the budget applies to (default: the
    first GPU, else the first device).

    ```mlir
    func.func @step() attributes {remat.budget = #remat.budget<bytes = 4294967296>}
    func.func @step() attributes {remat.budget = #remat.budget<percent = 50.0, device = "gpu0">}
    ```
  }];
  let parameters = (ins
    OptionalParameter<"std::optional<uint64_t>">:$bytes,
    Remat_OptionalFloatParameter<"percentage of the no-remat peak">:$percent,
    OptionalParameter<"::mlir::StringAttr">:$device
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Remat_PolicyAttr : Remat_Attr<"Policy", "policy"> {
  let summary = "A planner hint for the results of an op";
  let description = [{
    `keep`: the results stay resident until their last use (never evicted);
    `never_recompute`: the op runs exactly once (its results may be offloaded);
    `never_offload`: the results are never moved to host memory.

    ```mlir
    %0 = linalg.matmul {remat.policy = #remat.policy<keep>} ins(...) outs(...)
    ```
  }];
  let parameters = (ins "::remat::Policy":$value);
  let assemblyFormat = "`<` $value `>`";
}

def Remat_PlacementAttr : Remat_Attr<"Placement", "placement"> {
  let summary = "Pins an op to a device";
  let description = [{
    The op must run on the named device, which must exist in the enclosing
    module's `remat.devices` when there is one.

    ```mlir
    %0 = linalg.matmul {remat.placement = #remat.placement<"cpu">} ins(...) outs(...)
    ```
  }];
  let parameters = (ins "::mlir::StringAttr":$device);
  let assemblyFormat = "`<` $device `>`";
  let genVerifyDecl = 1;
}

def Remat_MemorySpaceAttr : Remat_Attr<"MemorySpace", "space"> {
  let summary = "The memory a tensor lives in, as a tensor type encoding";
  let description = [{
    Used as the encoding of a ranked tensor type: `tensor<4xf32,
    #remat.space<host>>` is a tensor parked in host memory. A tensor without
    this encoding lives in device memory. `remat-materialize` lowers it to
    memory space 1 of the buffers, where bufferization allocates them (see
    docs/Design.md, "Offload, prefetch and placement in the IR").
  }];
  let parameters = (ins "::remat::MemoryKind":$kind);
  let assemblyFormat = "`<` $kind `>`";
}

//===----------------------------------------------------------------------===//
// Plans
//===----------------------------------------------------------------------===//

def Remat_PlanAttr : Remat_Attr<"Plan", "plan"> {
  let summary = "The memory plan of a function";
  let description = [{
    Attached as `remat.plan` to a function by `remat-plan`: the planner that
    made it, the budget in bytes, the modeled peak of the plan, and its
    schedule over the function's planning graph (`nodes` op groups in block
    order and `tensors` values, as `remat-print-graph` numbers them). Events
    are `compute N` (run node N; again means recompute), `free T` (tensor T
    dies), `offload T` and `prefetch T`; a compute on another device than the
    default GPU says so, as in `compute 4 on cpu`.

    `remat-apply` rewrites the function to the schedule and leaves the
    attribute without it, so later passes still know the budget and the
    modeled peak (`remat-verify-budget` checks the bufferized program
    against them).

    ```mlir
    func.func @step(...) attributes {remat.plan = #remat.plan<"auto",
        budget = 1048576, peak = 1000448, nodes = 3, tensors = 5,
        schedule = [compute 0, compute 1, free 2, compute 0, compute 2]>}
    ```
  }];
  let parameters = (ins
    "::mlir::StringAttr":$solver,
    "uint64_t":$budget,
    "uint64_t":$peak,
    "uint64_t":$nodes,
    "uint64_t":$tensors,
    OptionalArrayRefParameter<"::remat::Event">:$schedule
  );
  let assemblyFormat = [{
    `<` $solver `,` `budget` `=` $budget `,` `peak` `=` $peak `,`
    `nodes` `=` $nodes `,` `tensors` `=` $tensors
    (`,` `schedule` `=` `[` $schedule^ `]`)? `>`
  }];
  let genVerifyDecl = 1;
}

#endif // REMAT_DIALECT_REMAT_REMATATTRS_TD
