// Tests that a module with nothing to plan says so, and that a plan left
// unapplied is an error where remat-materialize would drop it.
// RUN: remat-opt %s --remat-budget=50% -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTHING
// NOTHING: warning: remat-plan: no function to plan (no function-like op with a body and tensors)

// RUN: not remat-opt %S/plan.mlir --pass-pipeline='builtin.module(remat-plan{budget=100%},remat-materialize)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNAPPLIED
// UNAPPLIED: error: '@step' is planned but not rewritten to its plan: run remat-apply between remat-plan and remat-materialize

func.func private @external(tensor<4xf32>) -> tensor<4xf32>
