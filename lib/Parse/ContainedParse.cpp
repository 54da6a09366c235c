//===- ContainedParse.cpp - Parsing where a crash is contained ------------===//

#include "remat/Parse/ContainedParse.h"
#include "remat/Support/Subprocess.h"

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

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <string>

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
  ChildResult child = runInChild(
      [&](int) -> int { parseAndExit(input, registry, config); },
      /*pipeStderr=*/true);
  if (!child.started || !child.signal)
    return success();
  int sig = child.signal;
  const std::string &diagnostics = child.output;
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
