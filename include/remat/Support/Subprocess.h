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

/// Half of this machine's physical memory: the default memory limit of
/// solver children.
uint64_t defaultChildMemoryLimit();
/// The memory limit of solver children for a requested one (0: the
/// default, --remat-memory-limit's meaning of 0).
uint64_t childMemoryLimit(uint64_t requestedBytes);

/// Writes `data` whole to `fd`; false when it cannot.
bool writeAll(int fd, const std::string &data);

} // namespace remat

#endif // REMAT_SUPPORT_SUBPROCESS_H
