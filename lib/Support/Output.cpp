//===- Output.cpp - Writing output files ----------------------------------===//

#include "remat/Support/Output.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstring>
#include <optional>

#include <unistd.h>

using namespace llvm;

namespace remat {

namespace {
/// Where one output goes, once resolved.
struct Target {
  const OutputFile *output;
  SmallString<256> path;                 ///< A symlink's target.
  std::optional<sys::fs::TempFile> temp; ///< Regular files only.
};
} // namespace

static Error cannotWrite(const OutputFile &output, StringRef path,
                         const Twine &why) {
  std::string what = output.what.empty() ? "" : output.what + " ";
  return createStringError(inconvertibleErrorCode(),
                           "cannot write " + what + "'" + path + "': " + why);
}

static Error cannotWrite(const OutputFile &output, StringRef path,
                         std::error_code ec) {
  return cannotWrite(output, path, ec.message());
}

/// Opens the temporary file of a regular output, or sets nothing for a
/// stream.
static Error prepare(Target &target) {
  const OutputFile &output = *target.output;
  target.path = output.path;
  if (output.path == "-")
    return Error::success();
  sys::fs::file_status status; // Of a symlink's target.
  std::error_code statusError = sys::fs::status(output.path, status);
  // A FIFO or a device (/dev/stdout too, whose target is no path), or a
  // directory, which fails later with a message.
  if (!statusError && status.type() != sys::fs::file_type::regular_file)
    return Error::success();
  // A symlink's target is what gets written (renaming a file over the link
  // would replace the link itself).
  if (!statusError) {
    if (std::error_code ec = sys::fs::real_path(output.path, target.path))
      return cannotWrite(output, output.path, ec);
    // Renaming over a read-only file would succeed where the directory is
    // writable, and root may write any file: refuse what says read-only.
    if ((status.permissions() & sys::fs::all_write) == 0 ||
        sys::fs::access(target.path, sys::fs::AccessMode::Write))
      return cannotWrite(output, target.path, "the file is read-only");
  }
  Expected<sys::fs::TempFile> temp =
      sys::fs::TempFile::create(target.path + ".remat-tmp-%%%%%%");
  if (!temp)
    return cannotWrite(output, target.path, toString(temp.takeError()));
  target.temp.emplace(std::move(*temp));
  // A replaced file keeps its permissions.
  if (!statusError)
    (void)sys::fs::setPermissions(target.temp->FD, status.permissions());
  raw_fd_ostream os(target.temp->FD, /*shouldClose=*/false);
  os << output.content;
  os.flush();
  if (os.has_error()) {
    std::error_code ec = os.error();
    os.clear_error();
    return cannotWrite(output, target.path, ec);
  }
  return Error::success();
}

/// Writes a stream output in place.
static Error writeStream(const Target &target) {
  const OutputFile &output = *target.output;
  if (target.path == "-") {
    outs() << output.content;
    outs().flush();
    if (outs().has_error()) {
      std::error_code ec = outs().error();
      outs().clear_error();
      return cannotWrite(output, "<stdout>", ec);
    }
    return Error::success();
  }
  std::error_code ec;
  raw_fd_ostream os(target.path, ec, sys::fs::OF_None);
  if (ec)
    return cannotWrite(output, target.path, ec);
  os << output.content;
  os.close();
  if (os.has_error()) {
    ec = os.error();
    os.clear_error();
    return cannotWrite(output, target.path, ec);
  }
  return Error::success();
}

Error writeOutputs(ArrayRef<OutputFile> outputs) {
  std::vector<Target> targets(outputs.size());
  auto discardAll = [&](Error err) {
    for (Target &t : targets)
      if (t.temp)
        consumeError(t.temp->discard());
    return err;
  };
  for (auto [target, output] : llvm::zip(targets, outputs)) {
    target.output = &output;
    if (Error err = prepare(target))
      return discardAll(std::move(err));
  }
  for (Target &t : targets)
    if (!t.temp)
      if (Error err = writeStream(t))
        return discardAll(std::move(err));
  for (Target &t : targets) {
    if (!t.temp)
      continue;
    if (Error err = t.temp->keep(t.path))
      return discardAll(cannotWrite(*t.output, t.path,
                                    toString(std::move(err))));
    t.temp.reset();
  }
  return Error::success();
}

Error writeOutput(StringRef path, StringRef content) {
  return writeOutputs({OutputFile{path.str(), content.str(), ""}});
}

//===----------------------------------------------------------------------===//
// Interrupts
//===----------------------------------------------------------------------===//

namespace {
struct InterruptSignal {
  int signal;
  const char *name;
  char message[128]; ///< Written in the handler: no formatting there.
  size_t size;
};
InterruptSignal interruptSignals[] = {
    {SIGINT, "SIGINT", {}, 0}, {SIGTERM, "SIGTERM", {}, 0},
    {SIGHUP, "SIGHUP", {}, 0}};
} // namespace

/// Runs after LLVM's handler, which removes the temporary files, restores
/// this one and raises the signal again.
static void onInterrupt(int sig) {
  for (const InterruptSignal &s : interruptSignals)
    if (s.signal == sig) {
      ssize_t ignored = write(STDERR_FILENO, s.message, s.size);
      (void)ignored;
    }
  signal(sig, SIG_DFL);
  raise(sig);
}

void installInterruptMessage(StringRef tool) {
  for (InterruptSignal &s : interruptSignals) {
    struct sigaction previous;
    // An ignored signal stays ignored (nohup).
    if (sigaction(s.signal, nullptr, &previous) == 0 &&
        !(previous.sa_flags & SA_SIGINFO) && previous.sa_handler == SIG_IGN)
      continue;
    std::string text = (tool + ": interrupted (" + s.name + ")\n").str();
    s.size = std::min(text.size(), sizeof(s.message));
    std::memcpy(s.message, text.data(), s.size);
    signal(s.signal, onInterrupt);
  }
}

} // namespace remat
