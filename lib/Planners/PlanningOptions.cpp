//===- PlanningOptions.cpp - The options of remat, typed ------------------===//

#include "remat/Planners/PlanningOptions.h"

#include <cmath>

using namespace llvm;

namespace remat {

template <> ArrayRef<EnumEntry<SolverKind>> getEnumEntries<SolverKind>() {
  static const EnumEntry<SolverKind> entries[] = {
#define REMAT_ENTRY(ENUM, NAME, HELP) {SolverKind::ENUM, NAME, HELP},
      REMAT_SOLVERS(REMAT_ENTRY)
#undef REMAT_ENTRY
  };
  return entries;
}

template <> ArrayRef<EnumEntry<Lowering>> getEnumEntries<Lowering>() {
  static const EnumEntry<Lowering> entries[] = {
#define REMAT_ENTRY(ENUM, NAME, HELP) {Lowering::ENUM, NAME, HELP},
      REMAT_LOWERINGS(REMAT_ENTRY)
#undef REMAT_ENTRY
  };
  return entries;
}

/// The longest time limit: beyond it the deadline's arithmetic overflows,
/// and no planning run is meant to take a year.
static constexpr double kMaxSeconds = 365.0 * 24 * 3600;

Error PlanningOptions::validate() const {
  auto fail = [](const Twine &msg) {
    return createStringError(inconvertibleErrorCode(), msg);
  };
  // A safety net of `auto` is derived from the work, within range.
  for (auto [name, seconds] :
       {std::pair{"time-limit", std::optional(timeLimit)},
        std::pair{"min-search-time", minSearchTime.seconds}})
    if (seconds && !(*seconds > 0 && *seconds <= kMaxSeconds))
      return fail(Twine(name) +
                  " must be a positive number of seconds, at most a year");
  // A thousand times the default effort is days of search.
  if (!(effort > 0) || !(effort <= 1000))
    return fail("effort must be a positive multiple of the default effort, "
                "at most 1000");
  if (gpuChip != PlanningOptions().gpuChip && lower != Lowering::NVPTX)
    return fail("gpu-chip needs lower=nvptx");
  return Error::success();
}

} // namespace remat
