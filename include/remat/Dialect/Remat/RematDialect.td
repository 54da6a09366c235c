//===- RematDialect.td - The Remat dialect -----------------*- tablegen -*-===//

#ifndef REMAT_DIALECT_REMAT_REMATDIALECT_TD
#define REMAT_DIALECT_REMAT_REMATDIALECT_TD

include "mlir/IR/OpBase.td"

def Remat_Dialect : Dialect {
  let name = "remat";
  let cppNamespace = "::remat";
  let summary = "Memory planning for training steps: recomputation and offload";
  let description = [{
    The `remat` dialect makes the decisions of a memory planner visible in the
    IR. A recomputation is a `remat.recompute` region holding cloned ops; a
    tensor parked in host memory is the result of `remat.offload` and comes
    back through `remat.prefetch`, the memory space being carried by the
    tensor type's encoding (`#remat.space<host>`).

    Attributes describe the machine (`#remat.device`, `#remat.link`, grouped
    in a module-level `#remat.devices`), the budget of a function
    (`#remat.budget`), and planner hints on ops (`#remat.policy`,
    `#remat.placement`). As discardable attributes they are spelled:

    | attribute name   | where           | value                 |
    |------------------|-----------------|-----------------------|
    | `remat.devices`  | `builtin.module`| `#remat.devices<...>` |
    | `remat.budget`   | a function      | `#remat.budget<...>`  |
    | `remat.policy`   | any op          | `#remat.policy<...>`  |
    | `remat.placement`| any op          | `#remat.placement<...>` |
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Registers the attributes (defined beside their storage classes).
    void registerAttributes();

    static constexpr ::llvm::StringLiteral kDevicesAttrName = "remat.devices";
    static constexpr ::llvm::StringLiteral kBudgetAttrName = "remat.budget";
    static constexpr ::llvm::StringLiteral kPolicyAttrName = "remat.policy";
    static constexpr ::llvm::StringLiteral kPlacementAttrName = "remat.placement";
    /// A function's plan (`#remat.plan`), set by remat-plan.
    static constexpr ::llvm::StringLiteral kPlanAttrName = "remat.plan";
    /// What remat-materialize leaves of a plan, in builtin attributes so the
    /// output parses without the remat dialect: `{budget = N, peak = P}`.
    static constexpr ::llvm::StringLiteral kPlannedAttrName = "remat.planned";
    /// The device kind an op was placed on, as a string ("cpu"), where it
    /// differs from the default; set by the rewrite, read by the lowerings.
    static constexpr ::llvm::StringLiteral kDeviceAttrName = "remat.device";
    /// Which recomputation (1, 2, ... in a module) an op was cloned for,
    /// set by remat-materialize on the ops it inlines from a
    /// `remat.recompute` region. The clones of an op then differ from it and
    /// from each other, so CSE cannot merge a recomputation back into the
    /// original (which would bring back the memory the plan saved).
    static constexpr ::llvm::StringLiteral kRecomputationAttrName =
        "remat.recomputation";
    /// IREE's predicted device peak of a function, in bytes (an i64), set by
    /// remat-prepare-for-iree (include/remat/Analysis/IreeMemory.h).
    static constexpr ::llvm::StringLiteral kIreePeakAttrName =
        "remat.iree_peak";

    /// Receives the outcome of every function remat-plan plans, with its
    /// graph and machine; tools set it to write the report from it.
    using PlanningObserver = std::function<void(
        const ::remat::RematGraph &, const ::remat::Machine &,
        const ::remat::PlanningOutcome &)>;
    void setPlanningObserver(PlanningObserver observer) {
      planningObserver = std::move(observer);
    }
    const PlanningObserver &getPlanningObserver() const {
      return planningObserver;
    }

  private:
    PlanningObserver planningObserver;

  public:
  }];
}

class Remat_Op<string mnemonic, list<Trait> traits = []>
    : Op<Remat_Dialect, mnemonic, traits>;

#endif // REMAT_DIALECT_REMAT_REMATDIALECT_TD
