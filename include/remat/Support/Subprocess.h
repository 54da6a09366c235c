//===- Subprocess.h - Running work where a crash is contained ---*- C++ -*-===//
//
// remat runs code that may crash on inputs it did not choose (CBC, upstream
// MLIR's parser) in a forked child, so that a crash ends that work, not the
// compiler. One helper owns the fork, the pipe and the child's setup.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SUPPORT_SUBPROCESS_H
#define REMAT_SUPPORT_SUBPROCESS_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <string>

namespace remat {

/// What a child of runInChild may use before it is killed; 0: no limit.
struct ChildLimits {
  double seconds = 0;       ///< Wall-clock seconds.
  uint64_t memoryBytes = 0; ///< Resident memory.
};

/// How a child of runInChild ended and what it wrote.
struct ChildResult {
  bool started = false; ///< False: no pipe or fork; the caller runs the work.
  std::string output;   ///< What the child wrote to its pipe.
  int exitCode = -1;    ///< When it exited, its status; else -1.
  int signal = 0;       ///< When a signal ended it, the signal; else 0.
  bool timedOut = false;     ///< Killed at limits.seconds.
  bool outOfMemory = false;  ///< Killed past limits.memoryBytes.
  uint64_t peakMemoryBytes = 0; ///< The largest resident size seen.

  bool exited(int code) const { return started && exitCode == code; }
};

/// Runs `work(fd)` in a forked child and waits for it; what the child writes
/// to `fd` is the result's output, and the child exits with what `work`
/// returns. With `pipeStderr`, the child's stderr is that pipe too. The child
/// leaves no core file, takes the default action on crash and interrupt
/// signals (no LLVM stack dump, no interrupt message, no removal of the
/// parent's files) and is killed when this process ends, however it ends.
/// The caller flushes what it has buffered first, so that the child does not
/// write it again. A child past `limits` is killed (SIGKILL), which the
/// result says: the parent watches the clock and the child's resident size
/// (/proc) while it waits, so the limits hold wherever the child is stuck.
ChildResult runInChild(llvm::function_ref<int(int fd)> work,
                       bool pipeStderr = false, ChildLimits limits = {});

/// The default of --remat-memory-limit, the memory of the solver work. A
/// constant, not a share of this machine, so that what a planner decides to
/// solve (the models it builds are held to a share of the limit) depends on
/// its input and options alone.
constexpr uint64_t kDefaultMemoryLimitBytes = uint64_t(8) << 30;

/// The memory limit for a requested one (0: kDefaultMemoryLimitBytes).
uint64_t memoryLimit(uint64_t requestedBytes);

/// Half of this machine's physical memory: the most a solver child may use,
/// whatever the limit (a safety net, like the time limit); UINT64_MAX where
/// the machine's memory cannot be read.
uint64_t machineChildMemoryCap();

/// Where a solver child is stopped for a requested limit: the limit, at
/// most machineChildMemoryCap.
uint64_t childMemoryLimit(uint64_t requestedBytes);

/// Writes `data` whole to `fd`; false when it cannot.
bool writeAll(int fd, const std::string &data);

} // namespace remat

#endif // REMAT_SUPPORT_SUBPROCESS_H
