//===- PlanningOptions.h - The options of remat, typed ----------*- C++ -*-===//
//
// One struct holds every option of remat's tools and passes; its fields come
// from PlanningOptions.def, where each option is defined once. The choices
// (planner, lowering target) are enums whose values are listed once below.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_PLANNERS_PLANNINGOPTIONS_H
#define REMAT_PLANNERS_PLANNINGOPTIONS_H

#include "remat/Support/ByteSize.h"
#include "remat/Support/DeviceSpec.h"
#include "remat/Support/Input.h"
#include "remat/Support/SafetyNet.h"
#include "remat/Support/Subprocess.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace remat {

/// The planners: enumerator, name, help. Which planner starts or backs up
/// which is the planning driver's business (PlanningDriver.h).
#define REMAT_SOLVERS(X)                                                       \
  X(Auto, "auto",                                                              \
    "the default: fast heuristics (DTR with DELTA's swaps, Chen), and where "  \
    "DTR gets stuck a search over Checkmate's checkpoint sets; with a host "   \
    "link, Belady's offloading where recomputation alone fits nowhere, "       \
    "hetero below the bound of plans on the GPU, then Belady's with the "      \
    "nodes too large for the GPU on the CPU")                                  \
  X(Chen, "chen", "sqrt(N) segment checkpointing")                             \
  X(DTR, "dtr", "DTR's greedy eviction with DELTA's swap-or-recompute")        \
  X(MILP, "milp", "Checkmate's MILP on COIN-OR CBC, with its bound")           \
  X(Hetero, "hetero",                                                          \
    "XEngine's MILP: recomputation, offloads and nodes on the CPU")            \
  X(LPRound, "lp-round", "Checkmate's LP relaxation, rounded")                 \
  X(DP, "dp", "Kusumoto et al.'s exact lower-set dynamic program")             \
  X(DPApprox, "dp-approx", "its approximate variant")

enum class SolverKind {
#define REMAT_ENUMERATOR(ENUM, NAME, HELP) ENUM,
  REMAT_SOLVERS(REMAT_ENUMERATOR)
#undef REMAT_ENUMERATOR
};

/// What remat lowers a planned program to: enumerator, name, help.
#define REMAT_LOWERINGS(X)                                                     \
  X(None, "none", "tensor IR of upstream dialects")                            \
  X(CPU, "cpu",                                                                \
    "LLVM dialect: bufferized, freed at last use, budget verified")            \
  X(NVPTX, "nvptx", "the same with GPU kernels: host LLVM dialect + PTX")    \
  X(IREE, "iree",                                                              \
    "tensor IR for IREE's iree-compile, planned on one device, each node "    \
    "one dispatch in plan order (docs/IREE.md)")

enum class Lowering {
#define REMAT_ENUMERATOR(ENUM, NAME, HELP) ENUM,
  REMAT_LOWERINGS(REMAT_ENUMERATOR)
#undef REMAT_ENUMERATOR
};

/// One value of an enum option: what it is called and what it means.
template <class E> struct EnumEntry {
  E value;
  llvm::StringRef name, help;
};

/// Every value of an enum option, in the order of its list above.
template <class E> llvm::ArrayRef<EnumEntry<E>> getEnumEntries();
template <> llvm::ArrayRef<EnumEntry<SolverKind>> getEnumEntries<SolverKind>();
template <> llvm::ArrayRef<EnumEntry<Lowering>> getEnumEntries<Lowering>();

template <class E> llvm::StringRef stringifyEnum(E value) {
  for (const EnumEntry<E> &e : getEnumEntries<E>())
    if (e.value == value)
      return e.name;
  return "";
}

template <class E> std::optional<E> parseEnum(llvm::StringRef name) {
  for (const EnumEntry<E> &e : getEnumEntries<E>())
    if (e.name == name)
      return e.value;
  return std::nullopt;
}

/// The names of an enum's values, comma-separated, for messages.
template <class E> std::string listEnumNames() {
  std::string names;
  for (const EnumEntry<E> &e : getEnumEntries<E>())
    names += (names.empty() ? "" : ", ") + e.name.str();
  return names;
}

struct PlanningOptions {
#define REMAT_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)                  \
  TYPE FIELD = DEFAULT;
#include "remat/Planners/PlanningOptions.def"

  /// What the parsers of single options cannot check: limits in range, and
  /// options that need others. Tools and passes call it once they are bound.
  llvm::Error validate() const;
};

} // namespace remat

#endif // REMAT_PLANNERS_PLANNINGOPTIONS_H
