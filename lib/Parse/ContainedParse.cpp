//===- ContainedParse.cpp - Parsing where a crash is contained ------------===//

#include "remat/Parse/ContainedParse.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir;
using namespace llvm;

namespace remat {

/// The child: parses every chunk, writes diagnostics to stderr (the pipe),
/// exits 0 when all parsed, 1 when one did not.
[[noreturn]] static void parseAndExit(const MemoryBuffer &input,
                                      const DialectRegistry &registry,
                                      const MlirOptMainConfig &config) {
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
  auto processChunk = [&](std::unique_ptr<MemoryBuffer> chunk,
                          raw_ostream &) -> LogicalResult {
    auto sourceMgr = std::make_shared<SourceMgr>();
    sourceMgr->AddNewSourceBuffer(std::move(chunk), SMLoc());
    SourceMgrDiagnosticHandler handler(*sourceMgr, &context, errs());
    Block block;
    ParserConfig parserConfig(&context, config.shouldVerifyOnParsing());
    return parseSourceFile(sourceMgr, &block, parserConfig);
  };
  LogicalResult result = splitAndProcessBuffer(
      MemoryBuffer::getMemBuffer(input.getBuffer(), input.getBufferIdentifier(),
                                 /*RequiresNullTerminator=*/true),
      processChunk, nulls(), config.inputSplitMarker(),
      config.outputSplitMarker());
  errs().flush();
  _exit(succeeded(result) ? 0 : 1);
}

LogicalResult checkParseInChild(const MemoryBuffer &input,
                                const DialectRegistry &registry,
                                const MlirOptMainConfig &config,
                                StringRef tool) {
  if (const char *inProcess = std::getenv("REMAT_PARSE_IN_PROCESS"))
    if (inProcess[0] != '\0' && inProcess[0] != '0')
      return success();
  // The child must not write the parent's buffered output a second time.
  outs().flush();
  errs().flush();
  std::fflush(nullptr);
  int fds[2];
  if (pipe(fds) != 0)
    return success();
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return success();
  }
  if (pid == 0) {
    // A crash is the parent's to report: no LLVM stack dump, no core file,
    // and no interrupt message or file removal of the parent's.
    for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS,
                    SIGINT, SIGTERM, SIGHUP, SIGPIPE})
      std::signal(sig, SIG_DFL);
    struct rlimit noCore = {0, 0};
    setrlimit(RLIMIT_CORE, &noCore);
    // Ends with the parent, whatever ends it.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
      _exit(2);
    close(fds[0]);
    dup2(fds[1], STDERR_FILENO);
    close(fds[1]);
    parseAndExit(input, registry, config);
  }
  close(fds[1]);
  std::string diagnostics;
  char buffer[4096];
  while (true) {
    ssize_t n = read(fds[0], buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    diagnostics.append(buffer, static_cast<size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFSIGNALED(status))
    return success();
  int sig = WTERMSIG(status);
  if (sig == SIGKILL || sig == SIGTERM || sig == SIGINT || sig == SIGHUP) {
    // Ended from outside (the OOM killer, a user), not a crash.
    WithColor::error(errs(), tool)
        << "parsing the input was stopped (" << strsignal(sig) << ")\n";
    return failure();
  }
  errs() << diagnostics;
  WithColor::error(errs(), tool)
      << "MLIR's parser crashed (" << strsignal(sig) << ") "
      << (diagnostics.empty() ? "on this input"
                              : "after the errors above: the input is invalid")
      << "; the crash is a bug of upstream MLIR " << LLVM_VERSION_STRING
      << " (known cases: docs/KnownIssues.md)\n";
  return failure();
}

} // namespace remat
