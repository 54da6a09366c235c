//===- Input.h - Reading inputs of bounded size ----------------*- C++ -*-===//
//
// The tools read their input whole; a device or pipe without end
// (`remat-opt /dev/zero`) must end in a message, not in "out of memory".
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SUPPORT_INPUT_H
#define REMAT_SUPPORT_INPUT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>

namespace remat {

/// The default limit of an input's size: 4 GiB, more than any MLIR text of a
/// training step with its weights inlined has needed (GPT-2 small: ~1 GiB).
inline constexpr uint64_t kDefaultMaxInputBytes = uint64_t(4) << 30;

/// Reads `path` ("-": standard input) whole. More than `maxBytes` is an
/// error that names the limit and `flag`, the option that raises it; a
/// regular file is refused by its size before it is read, a stream after
/// maxBytes + 1 bytes.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readInputFile(llvm::StringRef path, uint64_t maxBytes, llvm::StringRef flag);

} // namespace remat

#endif // REMAT_SUPPORT_INPUT_H
