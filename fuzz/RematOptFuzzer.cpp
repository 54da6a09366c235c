//===- RematOptFuzzer.cpp - Fuzzing remat-opt's pipeline on MLIR ----------===//
//
// Input: MLIR text, handled as `remat-opt --remat-budget=...` handles it:
// parsed once in a child process (a crash of MLIR's parser is contained
// there, see docs/KnownIssues.md), then parsed, verified and run through
// remat-pipeline here. The budget, planner and lowering come from a hash of
// the input, so that a crash reproduces from the input alone. Diagnostics
// are dropped; only crashes, sanitizer reports and hangs are findings.
//
// REMAT_FUZZ_CONTAINED_DIR: a directory where inputs whose parse crashed in
// the child are saved, for triage.
//
//===----------------------------------------------------------------------===//

#include "remat/InitRemat.h"
#include "remat/Parse/ContainedParse.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>

using namespace mlir;

static DialectRegistry *registry;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registry = new DialectRegistry();
  registerAllDialects(*registry);
  registerAllExtensions(*registry);
  remat::registerAll(*registry);
  registerAllPasses();
  remat::registerAllPasses();
  return 0;
}

/// The pipeline of one input: a budget, a planner and a lowering, picked by
/// a hash of the input. Short time limits: a hang is a finding.
static std::string pipelineFor(llvm::StringRef text) {
  static const char *budgets[] = {"50%", "90%", "100%", "min", "1MiB", "1"};
  static const char *solvers[] = {"auto", "dtr", "chen", "dp"};
  uint64_t h = llvm::hash_value(text);
  std::string pipeline = "builtin.module(remat-pipeline{budget=";
  pipeline += budgets[h % std::size(budgets)];
  pipeline += " solver=";
  pipeline += solvers[(h / 8) % std::size(solvers)];
  pipeline += " time-limit=1 min-search-time=0.1";
  // One input in four is lowered to the CPU too.
  if ((h / 64) % 4 == 0)
    pipeline += " lower=cpu";
  pipeline += "})";
  return pipeline;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir");
  MlirOptMainConfig config;
  // The child's message on a contained crash goes to stderr: keep it, it is
  // rare and says what happened.
  if (failed(remat::checkParseInChild(*buffer, *registry, config,
                                      "RematOptFuzzer"))) {
    if (const char *dir = std::getenv("REMAT_FUZZ_CONTAINED_DIR")) {
      std::string path = (llvm::Twine(dir) + "/contained-" +
                          llvm::utohexstr(llvm::hash_value(text)) + ".mlir")
                             .str();
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (!ec)
        os << text;
    }
    return 0;
  }

  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler quiet(&context, [](Diagnostic &) { return success(); });
  // From the NUL-terminated copy, as remat-opt parses its input files: MLIR's
  // parser counts on the NUL that ends a MemoryBuffer, and parseSourceString
  // on the fuzzer's bytes (none after them) read past their end (ASan:
  // heap-buffer-overflow, a read of 5 bytes at the end of a 67-byte input).
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(
      sourceMgr, ParserConfig(&context, /*verifyAfterParse=*/true));
  if (!module)
    return 0;
  PassManager pm(&context);
  if (failed(parsePassPipeline(pipelineFor(text), pm))) {
    llvm::errs() << "RematOptFuzzer: bad pipeline " << pipelineFor(text) << "\n";
    std::abort();
  }
  (void)pm.run(*module);
  return 0;
}
