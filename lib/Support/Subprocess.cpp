//===- Subprocess.cpp - Running work where a crash is contained -----------===//

#include "remat/Support/Subprocess.h"

#include <cerrno>
#include <csignal>
#include <cstdio>

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

ChildResult runInChild(llvm::function_ref<int(int fd)> work, bool pipeStderr) {
  ChildResult result;
  std::fflush(nullptr);
  int fds[2];
  if (pipe(fds) != 0)
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
  char buffer[1 << 16];
  while (true) {
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
