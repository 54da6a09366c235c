//===- Output.cpp - Writing output files ----------------------------------===//

#include "remat/Support/Output.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace remat {

Error writeOutput(StringRef path, StringRef content) {
  if (path == "-") {
    outs() << content;
    outs().flush();
    return outs().has_error() ? createStringError(outs().error(),
                                                  "cannot write to stdout")
                              : Error::success();
  }
  // A symlink's target is what gets written (llvm::writeToOutput would
  // rename a new file over the link itself).
  SmallString<256> target(path);
  if (sys::fs::exists(path))
    if (std::error_code ec = sys::fs::real_path(path, target))
      return createStringError(ec, "cannot resolve '" + path + "'");
  sys::fs::file_status status;
  if (!sys::fs::status(target, status) &&
      status.type() != sys::fs::file_type::regular_file &&
      status.type() != sys::fs::file_type::file_not_found) {
    std::error_code ec;
    raw_fd_ostream os(target, ec, sys::fs::OF_None);
    if (ec)
      return createStringError(ec, "cannot open '" + target + "'");
    os << content;
    os.close();
    if (os.has_error())
      return createStringError(os.error(), "cannot write '" + target + "'");
    return Error::success();
  }
  return writeToOutput(target, [&](raw_ostream &os) {
    os << content;
    return Error::success();
  });
}

} // namespace remat
