//===- Subprocess.cpp - Running work where a crash is contained -----------===//

#include "remat/Support/Subprocess.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <optional>

#include <fcntl.h>
#include <poll.h>

#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace remat {

bool writeAll(int fd, const std::string &data) {
  for (size_t done = 0; done < data.size();) {
    ssize_t n = write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

uint64_t memoryLimit(uint64_t requestedBytes) {
  return requestedBytes ? requestedBytes : kDefaultMemoryLimitBytes;
}

uint64_t machineChildMemoryCap() {
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || pageSize <= 0)
    return UINT64_MAX;
  return uint64_t(pages) * uint64_t(pageSize) / 2;
}

uint64_t childMemoryLimit(uint64_t requestedBytes) {
  return std::min(memoryLimit(requestedBytes), machineChildMemoryCap());
}

/// The resident size of process `pid`, or 0 when it cannot be read.
static uint64_t residentBytes(pid_t pid) {
  std::ifstream statm("/proc/" + std::to_string(pid) + "/statm");
  uint64_t size = 0, resident = 0;
  if (!(statm >> size >> resident))
    return 0;
  return resident * uint64_t(sysconf(_SC_PAGESIZE));
}

ChildResult runInChild(llvm::function_ref<int(int fd)> work, bool pipeStderr,
                       ChildLimits limits) {
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  ChildResult result;
  std::fflush(nullptr);
  int fds[2];
  // Close-on-exec: a program another thread of this process runs must not
  // hold the pipe open past the child.
  if (pipe2(fds, O_CLOEXEC) != 0)
    return result;
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return result;
  }
  if (pid == 0) {
    for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS,
                    SIGINT, SIGTERM, SIGHUP, SIGPIPE})
      std::signal(sig, SIG_DFL);
    struct rlimit noCore = {0, 0};
    setrlimit(RLIMIT_CORE, &noCore);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
      _exit(2);
    close(fds[0]);
    if (pipeStderr)
      dup2(fds[1], STDERR_FILENO);
    int code = work(fds[1]);
    std::fflush(nullptr);
    _exit(code);
  }
  close(fds[1]);
  result.started = true;
  bool watch = limits.seconds > 0 || limits.memoryBytes > 0;
  char buffer[1 << 16];
  std::optional<Clock::time_point> killed;
  while (true) {
    if (watch) {
      // Wake at least every 50 ms to check the limits.
      struct pollfd p = {fds[0], POLLIN, 0};
      int ready = poll(&p, 1, 50);
      if (ready < 0 && errno != EINTR)
        break;
      if (killed) {
        // What it wrote before is still read, until the pipe ends (for a
        // second at most, should anything else hold it open).
        if (std::chrono::duration<double>(Clock::now() - *killed).count() > 1.0)
          break;
      } else {
        if (limits.memoryBytes > 0) {
          uint64_t rss = residentBytes(pid);
          result.peakMemoryBytes = std::max(result.peakMemoryBytes, rss);
          result.outOfMemory |= rss > limits.memoryBytes;
        }
        result.timedOut |=
            limits.seconds > 0 &&
            std::chrono::duration<double>(Clock::now() - start).count() >
                limits.seconds;
        if (result.outOfMemory || result.timedOut) {
          kill(pid, SIGKILL);
          killed = Clock::now();
          continue;
        }
      }
      if (ready <= 0)
        continue;
    }
    ssize_t n = read(fds[0], buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    result.output.append(buffer, static_cast<size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(status))
    result.exitCode = WEXITSTATUS(status);
  else if (WIFSIGNALED(status))
    result.signal = WTERMSIG(status);
  return result;
}

} // namespace remat
