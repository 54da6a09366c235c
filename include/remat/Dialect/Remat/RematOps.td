//===- RematOps.td - Remat operations ----------------------*- tablegen -*-===//

#ifndef REMAT_DIALECT_REMAT_REMATOPS_TD
#define REMAT_DIALECT_REMAT_REMATOPS_TD

include "remat/Dialect/Remat/RematAttrs.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// The planner's decisions are tied to program points: two prefetches of one
// tensor, or two recomputations of one value, are deliberately distinct. These
// ops read and write this resource so that CSE, DCE and hoisting leave them
// where the plan put them.
def Remat_ScheduleResource : Resource<"::remat::ScheduleResource">;

def Remat_RecomputeOp : Remat_Op<"recompute", [
    IsolatedFromAbove,
    SingleBlockImplicitTerminator<"::remat::YieldOp">,
    MemoryEffects<[MemRead<Remat_ScheduleResource>,
                   MemWrite<Remat_ScheduleResource>]>]> {
  let summary = "Recomputes values from kept inputs";
  let description = [{
    Holds clones of the ops that recompute values the planner freed. The region
    is isolated from above: everything it reads comes in through `inputs`,
    which bind the block arguments, so a recomputation is visible, and
    checkable, in the IR. The body must be free of side effects;
    `remat.yield` returns the recomputed values.

    ```mlir
    %r = remat.recompute(%x = %a : tensor<4xf32>) -> tensor<4xf32> {
      %e = tensor.empty() : tensor<4xf32>
      %y = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      remat.yield %y : tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    YieldOp getYield();
  }];
}

def Remat_YieldOp : Remat_Op<"yield", [
    Pure, Terminator, ReturnLike, HasParent<"RecomputeOp">]> {
  let summary = "Returns the recomputed values of a `remat.recompute`";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let builders = [OpBuilder<(ins), [{ /* no values */ }]>];
}

class Remat_TransferOp<string mnemonic> : Remat_Op<mnemonic, [
    MemoryEffects<[MemRead<Remat_ScheduleResource>,
                   MemWrite<Remat_ScheduleResource>]>]> {
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def Remat_OffloadOp : Remat_TransferOp<"offload"> {
  let summary = "Moves a tensor from device memory to host memory";
  let description = [{
    The result is the same tensor in host memory: its type differs from the
    source's only by the encoding `#remat.space<host>`. After bufferization
    this is an allocation in host memory and a copy; the device buffer dies at
    its last use like any other.

    ```mlir
    %h = remat.offload %t : tensor<64x64xf32> -> tensor<64x64xf32, #remat.space<host>>
    ```
  }];
}

def Remat_PrefetchOp : Remat_TransferOp<"prefetch"> {
  let summary = "Brings a tensor from host memory back to device memory";
  let description = [{
    The inverse of `remat.offload`: the source is in host memory
    (`#remat.space<host>`), the result is the same tensor in device memory.
    The copy may start early and overlap with compute; it is waited on right
    before the result's first use.

    ```mlir
    %d = remat.prefetch %h : tensor<64x64xf32, #remat.space<host>> -> tensor<64x64xf32>
    ```
  }];
}

#endif // REMAT_DIALECT_REMAT_REMATOPS_TD
