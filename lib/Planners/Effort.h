//===- Effort.h - Search effort counted in work units ------------*- C++ -*-===//
//
// The heuristic searches count their effort in work units (a DTR eviction
// candidate scored, a checkpoint-search move, a plan simulated), so that
// what they find depends on their input and options alone, never on the
// machine's speed or load. A wall-clock deadline stays as a safety net: a
// search it stopped says so (timedOut()), since its result then depends on
// the clock.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_LIB_PLANNERS_EFFORT_H
#define REMAT_LIB_PLANNERS_EFFORT_H

#include <algorithm>
#include <chrono>
#include <cstdint>

namespace remat {

/// The time point `seconds` after `start` (at most ~30 years after).
inline std::chrono::steady_clock::time_point
deadlineAfter(std::chrono::steady_clock::time_point start, double seconds) {
  using Duration = std::chrono::steady_clock::duration;
  return start + std::chrono::duration_cast<Duration>(
                     std::chrono::duration<double>(std::min(seconds, 1e9)));
}

/// Work units per second of the reference machine (2 cores of the
/// project's CI, one used): what converts the planners' default efforts,
/// given in reference seconds, to units. Only a scale: the units, not the
/// seconds, decide every result.
constexpr double kUnitsPerSecond = 15e6;

class Effort {
public:
  using Clock = std::chrono::steady_clock;

  /// Unbounded: no work limit, no deadline.
  Effort() = default;
  Effort(uint64_t units, Clock::time_point deadline)
      : limit(units), deadline(deadline) {}

  /// Charges `units`. Returns false once the work limit or the deadline is
  /// reached; the clock is read every kCheckEvery units only.
  bool spend(uint64_t units = 1) {
    used += units;
    sinceCheck += units;
    if (sinceCheck >= kCheckEvery) {
      sinceCheck = 0;
      checkClock();
    }
    return !exhausted();
  }
  /// Reads the clock now (before a step too large to charge piecewise).
  bool checkClock() {
    if (deadline != Clock::time_point::max() && Clock::now() >= deadline)
      clockHit = true;
    return !exhausted();
  }

  bool exhausted() const { return used >= limit || clockHit; }
  /// Whether the deadline, not the work limit, stopped the search.
  bool timedOut() const { return clockHit; }
  uint64_t spent() const { return used; }
  uint64_t left() const { return used >= limit ? 0 : limit - used; }
  /// How much of the work limit is used, in [0, 1].
  double progress() const {
    return limit == UINT64_MAX ? 0.0
                               : std::min(1.0, double(used) / double(limit));
  }
  /// Seconds to the deadline (for sub-searches with a meter of their own).
  double secondsLeft() const {
    if (deadline == Clock::time_point::max())
      return 1e9;
    return std::max(
        0.0, std::chrono::duration<double>(deadline - Clock::now()).count());
  }

  /// The meter of a search given `referenceSeconds` of work (on the
  /// reference machine, see kUnitsPerSecond) times `multiplier` (the
  /// `effort` option), and `timeLimitSeconds` from `start` as its safety net.
  static Effort forSearch(double referenceSeconds, double multiplier,
                          Clock::time_point start, double timeLimitSeconds);
  /// The units of `referenceSeconds` of work times `multiplier` (at least
  /// one; UINT64_MAX where that overflows).
  static uint64_t unitsFor(double referenceSeconds, double multiplier);

  /// A sub-search's meter: `fraction` of the units left, the same deadline.
  /// Charge it back with absorb().
  Effort share(double fraction) const {
    double units = fraction * double(left());
    return Effort(units >= 1.8e19 ? UINT64_MAX : uint64_t(units), deadline);
  }
  /// A sub-search's meter of at most `units` of the units left.
  Effort shareUpTo(uint64_t units) const {
    return share(std::min(1.0, double(units) /
                                   double(std::max<uint64_t>(left(), 1))));
  }
  /// Charges what the sub-search `sub` spent, and its timeout.
  void absorb(const Effort &sub) {
    used = sub.used > UINT64_MAX - used ? UINT64_MAX : used + sub.used;
    clockHit |= sub.clockHit;
  }

private:
  static constexpr uint64_t kCheckEvery = 4096;
  uint64_t limit = UINT64_MAX;
  uint64_t used = 0;
  uint64_t sinceCheck = 0;
  Clock::time_point deadline = Clock::time_point::max();
  bool clockHit = false;
};

inline uint64_t Effort::unitsFor(double referenceSeconds, double multiplier) {
  double units = referenceSeconds * multiplier * kUnitsPerSecond;
  return units >= 1.8e19 ? UINT64_MAX : uint64_t(std::max(units, 1.0));
}

inline Effort Effort::forSearch(double referenceSeconds, double multiplier,
                                Clock::time_point start,
                                double timeLimitSeconds) {
  return Effort(unitsFor(referenceSeconds, multiplier),
                deadlineAfter(start, std::max(timeLimitSeconds, 0.0)));
}

} // namespace remat

#endif // REMAT_LIB_PLANNERS_EFFORT_H
