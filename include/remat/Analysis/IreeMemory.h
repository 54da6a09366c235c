//===- IreeMemory.h - Device memory of a function run by IREE ---*- C++ -*-===//
//
// What IREE allocates for a function that remat-prepare-for-iree prepared:
// every node of the graph is one dispatch in an execution region of its own,
// run in program order, whose results are allocated when it runs and freed
// after their last reader, as remat's memory model says, except that
//  - the results of one dispatch are one allocation, each result at an
//    offset aligned to `alignment` bytes, freed with the last of them;
//  - dense (non-splat) tensor constants are resident for the whole run;
//  - an empty tensor read as an operand (a pooling window) takes no memory;
//  - arguments are the caller's buffers, resident throughout, as modeled;
//  - f64 is demoted to f32 (iree-compile's default): f64 tensors take half
//    their bytes and element-wise f32<->f64 conversions fold away (views).
// Measured with iree-run-module's DEVICE_LOCAL peak (docs/IREE.md).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_ANALYSIS_IREEMEMORY_H
#define REMAT_ANALYSIS_IREEMEMORY_H

#include "remat/Analysis/GraphBuilder.h"

namespace remat {

/// IREE's offset alignment of the results of one dispatch on its CPU and
/// CUDA targets (the `stream.alignment` of their bindings).
inline constexpr uint64_t kIreeResultAlignment = 64;

/// How iree-compile is run, where that changes what it allocates.
struct IreeTarget {
  uint64_t alignment = kIreeResultAlignment;
  /// --iree-input-demote-f64-to-f32, on by default in iree-compile.
  bool demoteF64 = true;
};

struct IreePeak {
  uint64_t peakBytes = 0;     ///< Predicted DEVICE_LOCAL peak.
  uint64_t modeledBytes = 0;  ///< remat's modeled peak of the same order.
  uint64_t constantBytes = 0; ///< Dense constants IREE keeps resident.
  unsigned packedNodes = 0;   ///< Nodes whose results share an allocation.
};

/// `fg`'s graph as IREE allocates it: the results 2..k of a node with
/// several results are views of its first, which holds all k, each at an
/// offset aligned to the target's alignment (so each stays while any of
/// them is), empty tensors read as operands take no memory, and f64
/// tensors take the bytes of f32 where the target demotes f64. (The
/// f32<->f64 conversions that IREE then folds stay buffers of their own
/// here, which never counts less than IREE allocates; predictIreePeak
/// folds them.) Dense constants are not
/// in it (IREE keeps them resident: IreePeak::constantBytes). The planner
/// plans on it for lower=iree (`iree-memory`); on a function that
/// remat-prepare-for-iree split, fewer nodes have several results.
RematGraph getIreeGraph(const FunctionGraph &fg, const IreeTarget &target = {});

/// The device peak of running `fg`'s function in program order under IREE.
IreePeak predictIreePeak(const FunctionGraph &fg,
                         const IreeTarget &target = {});

} // namespace remat

#endif // REMAT_ANALYSIS_IREEMEMORY_H
