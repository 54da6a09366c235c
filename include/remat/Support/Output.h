//===- Output.h - Writing outputs without leftovers ----------- -*- C++ -*-===//
//
// The tools write their outputs (`-o`, `--remat-report`) only once a run
// has succeeded, all of them or none, through writeOutputs().
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SUPPORT_OUTPUT_H
#define REMAT_SUPPORT_OUTPUT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace remat {

/// One output of a run.
struct OutputFile {
  std::string path;    ///< "-": standard output.
  std::string content;
  std::string what;    ///< For messages: "the report"; "" names the path only.
};

/// Writes every output, or, where one cannot be written, none of the
/// regular files among them:
///  1. each regular file, new or existing, is written to a temporary file
///     beside it (removed on SIGINT and SIGTERM too); a symlink is followed
///     and its target written so; an existing file without write permission
///     is refused (even for root);
///  2. then the streams: standard output and anything else that exists (a
///     FIFO, a device), written in place;
///  3. then the temporary files are renamed over their targets.
/// A failure in 1 or 2 removes the temporary files and leaves every regular
/// file as it was; the error names the output ("cannot write the report
/// 'r.json': No such file or directory").
llvm::Error writeOutputs(llvm::ArrayRef<OutputFile> outputs);

/// writeOutputs() of one output.
llvm::Error writeOutput(llvm::StringRef path, llvm::StringRef content);

/// Makes SIGINT, SIGTERM and SIGHUP end the process with "TOOL: interrupted
/// (SIGINT)" on stderr, after LLVM's handler has removed the temporary
/// files, by the signal. Call once, before llvm::InitLLVM (whose handler
/// then runs first).
void installInterruptMessage(llvm::StringRef tool);

} // namespace remat

#endif // REMAT_SUPPORT_OUTPUT_H
