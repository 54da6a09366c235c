//===- Input.cpp - Reading inputs of bounded size -------------------------===//

#include "remat/Support/Input.h"
#include "remat/Support/ByteSize.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"

#include <cerrno>
#include <cstring>
#include <vector>

#include <unistd.h>

using namespace llvm;

namespace remat {

Expected<std::unique_ptr<MemoryBuffer>>
readInputFile(StringRef path, uint64_t maxBytes, StringRef flag) {
  std::string name = path == "-" ? "<stdin>" : path.str();
  auto tooLarge = [&](const Twine &size) {
    return createStringError(
        std::make_error_code(std::errc::file_too_large),
        "'" + name + "' is " + size + " than the limit of " +
            formatByteSize(maxBytes) + " (" + Twine(maxBytes) +
            " bytes) on an input; " + flag + " raises it");
  };
  auto cannotRead = [&](std::error_code ec) {
    return createStringError(ec, "cannot open input file '" + name +
                                     "': " + ec.message());
  };
  int fd = 0;
  if (path != "-") {
    if (std::error_code ec = sys::fs::openFileForRead(path, fd))
      return cannotRead(ec);
  }
  llvm::scope_exit closeFd([&] {
    if (path != "-")
      sys::Process::SafelyCloseFileDescriptor(fd);
  });
  sys::fs::file_status status;
  if (std::error_code ec = sys::fs::status(fd, status))
    return cannotRead(ec);
  if (status.type() == sys::fs::file_type::directory_file)
    return cannotRead(std::make_error_code(std::errc::is_a_directory));
  if (status.type() == sys::fs::file_type::regular_file) {
    if (status.getSize() > maxBytes)
      return tooLarge(formatByteSize(status.getSize()) + ", more");
    ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
        MemoryBuffer::getOpenFile(sys::fs::convertFDToNativeFile(fd), name,
                                  status.getSize());
    if (!buffer)
      return cannotRead(buffer.getError());
    return std::move(*buffer);
  }
  // A pipe or device: read in chunks, and no further than the limit.
  std::vector<std::unique_ptr<char[]>> chunks;
  constexpr size_t kChunk = 1 << 20;
  uint64_t total = 0;
  size_t inLast = kChunk;
  while (true) {
    if (inLast == kChunk) {
      chunks.push_back(std::make_unique<char[]>(kChunk));
      inLast = 0;
    }
    ssize_t n = ::read(fd, chunks.back().get() + inLast, kChunk - inLast);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      return cannotRead(std::error_code(errno, std::generic_category()));
    if (n == 0)
      break;
    inLast += n;
    total += n;
    if (total > maxBytes)
      return tooLarge("more");
  }
  std::unique_ptr<WritableMemoryBuffer> buffer =
      WritableMemoryBuffer::getNewUninitMemBuffer(total, name);
  if (!buffer)
    return cannotRead(std::make_error_code(std::errc::not_enough_memory));
  char *out = buffer->getBufferStart();
  for (size_t i = 0; i < chunks.size(); ++i) {
    size_t size = i + 1 == chunks.size() ? inLast : kChunk;
    std::memcpy(out, chunks[i].get(), size);
    out += size;
  }
  return std::unique_ptr<MemoryBuffer>(std::move(buffer));
}

} // namespace remat
