// Tests that remat-plan attaches a plan whose schedule frees at last use,
// honors a function's own budget, and hands its outcome to the report.
// RUN: remat-opt %s --remat-plan="budget=min devices=gpu:80GiB" --remat-report=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// RUN: %validate_report %t.json
// The minimal-budget search may take longer (or shorter), not nothing.
// RUN: remat-opt %s --remat-plan="budget=min min-search-time=0.5 devices=gpu:80GiB" | FileCheck %s
// RUN: not remat-opt %s --remat-plan="budget=min min-search-time=0" 2>&1 | FileCheck %s --check-prefix=MINTIME
// MINTIME: error: remat-plan: min-search-time must be a positive number of seconds, at most a year

// Three tanh layers whose activations the backward reads (tanh' = 1 - y^2):
// at the minimal budget on a GPU without a host two of them are recomputed.
// CHECK-LABEL: func.func @step
// CHECK-SAME: remat.plan = #remat.plan<"auto", budget = 1048576, peak = 1048576, nodes = 8, tensors = 9,
// CHECK-SAME: schedule = [compute 0, compute 1, {{.*}}]>

// Its own remat.budget (in percent of its no-remat peak) wins over the option.
// CHECK-LABEL: func.func @own_budget
// CHECK-SAME: remat.plan = #remat.plan<"auto", budget = 156, peak = 148, nodes = 7, tensors = 8,
// CHECK-SAME: schedule = [{{.*}}compute 1, compute 2, {{.*}}compute 1, compute 2, {{.*}}]>

// REPORT: "functions": [
// REPORT: "budget": 1048576,
// REPORT: "device": "gpu",
// REPORT: "minimal_budget": 1048576,
// REPORT: "name": "@step",
// REPORT: "overhead": 0.2
// REPORT: "peak_after": 1048576,
// REPORT: "peak_before": 1310724,
// REPORT: "recomputed": [
// REPORT-NEXT: {
// REPORT-NEXT: "loc": "{{.*}}plan.mlir:{{[0-9]+}}:{{[0-9]+}}",
// REPORT-NEXT: "node": 1,
// REPORT-NEXT: "op": "linalg.generic",
// REPORT-NEXT: "recomputes": 1{{,?$}}
// REPORT: "solver": "auto",
// REPORT: "status": "feasible",
// REPORT: "timeline_after": [
// REPORT: "timeline_before": [
// REPORT: "name": "@own_budget",
// REPORT: "tool": "remat-opt",
// REPORT-NEXT: "version": 1{{,?$}}

#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>
func.func @step(%x: tensor<256x256xf32>) -> (tensor<f32>, tensor<256x256xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x256xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<256x256xf32>) outs(%e1 : tensor<256x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<256x256xf32>
  %e2 = tensor.empty() : tensor<256x256xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a1 : tensor<256x256xf32>) outs(%e2 : tensor<256x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<256x256xf32>
  %e3 = tensor.empty() : tensor<256x256xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a2 : tensor<256x256xf32>) outs(%e3 : tensor<256x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %t = math.tanh %i : f32
    linalg.yield %t : f32
  } -> tensor<256x256xf32>
  %el = tensor.empty() : tensor<f32>
  %fl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]} ins(%a3 : tensor<256x256xf32>) outs(%fl : tensor<f32>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.addf %i, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // backward: d a3 = 1; d a2 = (1 - a3^2); d a1 = d a2 * (1 - a2^2); dx = d a1 * (1 - a1^2)
  %g3e = tensor.empty() : tensor<256x256xf32>
  %g2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a3 : tensor<256x256xf32>) outs(%g3e : tensor<256x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %sq = arith.mulf %i, %i : f32
    %d = arith.subf %one, %sq : f32
    linalg.yield %d : f32
  } -> tensor<256x256xf32>
  %g1e = tensor.empty() : tensor<256x256xf32>
  %g1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g2, %a2 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%g1e : tensor<256x256xf32>) {
  ^bb0(%g: f32, %i: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %sq = arith.mulf %i, %i : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<256x256xf32>
  %g0e = tensor.empty() : tensor<256x256xf32>
  %g0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g1, %a1 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%g0e : tensor<256x256xf32>) {
  ^bb0(%g: f32, %i: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %sq = arith.mulf %i, %i : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<256x256xf32>
  return %loss, %g0 : tensor<f32>, tensor<256x256xf32>
}

// 16 B of input broadcast to a (64 B), then b, c, d (64 B each) and the
// scalar e = <d, a>: the no-remat peak, 208 B, holds x, a, c and d. At 75%
// (156 B) a must die early and be recomputed for e (x, d, a and e: 148 B).
func.func @own_budget(%x: tensor<4xf32>) -> tensor<f32> attributes {remat.budget = #remat.budget<percent = 75.0>} {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x4xf32>
  %a0 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e0 : tensor<4x4xf32>) dimensions = [1]
  %a = tensor.collapse_shape %a0 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %e1 = tensor.empty() : tensor<16xf32>
  %b = linalg.exp ins(%a : tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %c = linalg.exp ins(%b : tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  %e3 = tensor.empty() : tensor<16xf32>
  %d = linalg.exp ins(%c : tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
  %e4 = tensor.empty() : tensor<f32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<f32>) -> tensor<f32>
  %e = linalg.dot ins(%d, %a : tensor<16xf32>, tensor<16xf32>) outs(%f4 : tensor<f32>) -> tensor<f32>
  return %e : tensor<f32>
}
