//===- Output.h - Writing outputs without leftovers ----------- -*- C++ -*-===//
//
// The tools write their outputs (`-o`, `--remat-report`) only once a run
// has succeeded, through writeOutput().
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SUPPORT_OUTPUT_H
#define REMAT_SUPPORT_OUTPUT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace remat {

/// Writes `content` to `path` ("-": standard output). A regular file, new or
/// existing, is written to a temporary file beside it and renamed over it,
/// so that a failure leaves it as it was; a symlink is followed and its
/// target written so; anything else that exists (a FIFO, a device) is
/// written in place, as a stream.
llvm::Error writeOutput(llvm::StringRef path, llvm::StringRef content);

} // namespace remat

#endif // REMAT_SUPPORT_OUTPUT_H
