//===- remat-opt.cpp - The remat optimizer driver -------------------------===//
//
// mlir-opt with every upstream dialect, pass and extension plus remat's, and
// driver sugar (`--remat-budget=...`) that appends the remat pipeline after
// whatever passes the command line names.
//
//===----------------------------------------------------------------------===//

#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/InitRemat.h"
#include "remat/Parse/ContainedParse.h"
#include "remat/Planners/OptionParsers.h"
#include "remat/Planners/PlanningDriver.h"
#include "remat/Support/Input.h"
#include "remat/Support/Output.h"
#include "remat/Transforms/Passes.h"
#include "remat/Transforms/Pipeline.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace mlir;
using namespace llvm;

namespace {
/// The driver's flags: every option of PlanningOptions.def as
/// `--remat-FLAG`. Planning and lowering options append remat-pipeline after
/// the passes named on the command line; the report is written from what
/// remat-plan hands back, however the pipeline was given.
struct DriverFlags {
  cl::OptionCategory category{"remat driver options"};
#define REMAT_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)                  \
  cl::opt<TYPE> FIELD{"remat-" FLAG,     cl::cat(category),                    \
                      cl::init(DEFAULT), cl::value_desc(VALUE),                \
                      cl::desc(HELP),    remat::optionValues<TYPE>()};
#include "remat/Planners/PlanningOptions.def"

  remat::PlanningOptions getOptions() const {
    remat::PlanningOptions options;
#define REMAT_OPTION(FIELD, ...) options.FIELD = FIELD;
#include "remat/Planners/PlanningOptions.def"
    return options;
  }
  /// Whether a flag asks for the remat pipeline (all but the tool's own).
  bool requestsPipeline() const {
    return false
#define REMAT_OPTION(FIELD, ...) || FIELD.getNumOccurrences()
#define REMAT_TOOL_OPTION(...)
#include "remat/Planners/PlanningOptions.def"
        ;
  }
};

/// MLIR's diagnostics echo their source line, and the generic func.func of
/// an imported training step is one line of tens of kilobytes (the full
/// DenseNet-121's takes 729 arguments): a budget that does not fit would
/// print it whole. Diagnostics on lines longer than kMaxEchoedLine of the
/// input are printed without their source line, in MLIR's format otherwise.
class LongLineDiagnostics {
public:
  static constexpr size_t kMaxEchoedLine = 512;
  explicit LongLineDiagnostics(const MemoryBuffer &input)
      : file(input.getBufferIdentifier().str()) {
    SmallVector<StringRef> lines;
    input.getBuffer().split(lines, '\n');
    for (auto [i, line] : enumerate(lines))
      if (line.size() > kMaxEchoedLine)
        longLines.insert(i + 1);
  }

  /// Takes the diagnostics of `ctx` on long lines before MLIR's handler.
  void attach(MLIRContext *ctx) {
    if (longLines.empty())
      return;
    ctx->getDiagEngine().registerHandler([this](Diagnostic &diag) {
      if (!onLongLine(diag.getLocation()))
        return failure();
      print(diag.getLocation(), diag.getSeverity(), diag.str());
      for (Diagnostic &note : diag.getNotes())
        print(note.getLocation(), note.getSeverity(), note.str());
      return success();
    });
  }

private:
  bool onLongLine(Location loc) const {
    auto fileLoc = loc->findInstanceOf<FileLineColLoc>();
    return fileLoc && fileLoc.getFilename().getValue() == file &&
           longLines.contains(fileLoc.getLine());
  }
  static void print(Location loc, DiagnosticSeverity severity,
                    StringRef message) {
    raw_ostream &os = errs();
    if (auto fileLoc = loc->findInstanceOf<FileLineColLoc>())
      os << fileLoc.getFilename().getValue() << ":" << fileLoc.getLine() << ":"
         << fileLoc.getColumn() << ": ";
    using Label = raw_ostream &(*)(raw_ostream &, StringRef, bool);
    Label label =
        severity == DiagnosticSeverity::Error     ? Label(&WithColor::error)
        : severity == DiagnosticSeverity::Warning ? Label(&WithColor::warning)
        : severity == DiagnosticSeverity::Note    ? Label(&WithColor::note)
                                                  : Label(&WithColor::remark);
    label(os, "", /*DisableColors=*/!os.has_colors());
    os << message << "\n";
  }

  std::string file;
  llvm::DenseSet<unsigned> longLines;
};
} // namespace

/// Rejects bad driver flags before any input is read.
static LogicalResult validate(const DriverFlags &flags,
                              const remat::PlanningOptions &options) {
  auto fail = [](const Twine &msg) {
    WithColor::error(errs(), "remat-opt") << msg << "\n";
    return failure();
  };
  if (Error err = remat::validatePipelineOptions(options))
    return fail(toString(std::move(err)));
  bool plans = options.budget.isSet() || options.devices.isSet();
  if (!plans &&
      (flags.solver.getNumOccurrences() || flags.entry.getNumOccurrences() ||
       flags.timeLimit.getNumOccurrences() ||
       flags.effort.getNumOccurrences() ||
       flags.minSearchTime.getNumOccurrences() ||
       flags.seed.getNumOccurrences()))
    return fail("--remat-solver, --remat-entry, --remat-time-limit, "
                "--remat-effort, --remat-min-search-time and --remat-seed need "
                "--remat-budget or --remat-devices");
  return success();
}

int main(int argc, char **argv) {
  remat::installInterruptMessage("remat-opt");
  InitLLVM y(argc, argv);
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  remat::registerAll(registry);
  registerAllPasses();
  remat::registerAllPasses();

  DriverFlags flags;
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "remat optimizer driver\n", registry);
  // A failing plan is a user error, not a compiler bug: say what is wrong
  // without dumping the function (--mlir-print-op-on-diagnostic brings it
  // back).
  if (auto *printOp = static_cast<cl::opt<bool> *>(
          cl::getRegisteredOptions().lookup("mlir-print-op-on-diagnostic"));
      printOp && !printOp->getNumOccurrences())
    *printOp = false;
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects()) {
    outs() << "Available Dialects: ";
    interleave(registry.getDialectNames(), outs(), ",");
    outs() << "\n";
    return EXIT_SUCCESS;
  }
  if (config.shouldListPasses()) {
    printRegisteredPasses();
    return EXIT_SUCCESS;
  }
  remat::PlanningOptions options = flags.getOptions();
  if (failed(validate(flags, options)))
    return EXIT_FAILURE;
  // The IREE lowering emits IREE's ops, unknown to MLIR, in generic form.
  if (options.lower == remat::Lowering::IREE)
    config.allowUnregisteredDialects(true);
  std::string reportPath = options.report;
  if (!reportPath.empty()) {
    auto same = [](StringRef a, StringRef b) {
      return a == b || sys::fs::equivalent(a, b);
    };
    if (same(reportPath, inputFilename) || same(reportPath, outputFilename)) {
      WithColor::error(errs(), "remat-opt")
          << "--remat-report: '" << reportPath
          << "' is the input or the output file\n";
      return EXIT_FAILURE;
    }
  }

  // remat-plan hands every outcome to the dialect's observer; the report is
  // written from them once the whole run has succeeded.
  json::Array reported;
  std::optional<LongLineDiagnostics> longLines; // Made once the input is read.
  MlirOptMainConfig base = config;
  bool appendPipeline = flags.requestsPipeline();
  config.setPassPipelineSetupFn([&, base](PassManager &pm) {
    if (failed(base.setupPassPipeline(pm)))
      return failure();
    if (longLines)
      longLines->attach(pm.getContext());
    if (!reportPath.empty())
      pm.getContext()
          ->getOrLoadDialect<remat::RematDialect>()
          ->setPlanningObserver([&](const remat::RematGraph &graph,
                                    const remat::Machine &machine,
                                    const remat::PlanningOutcome &outcome) {
            reported.push_back(
                outcome.toJSON(graph, machine, options.emitPlan));
          });
    if (appendPipeline)
      remat::buildRematPipeline(pm, options);
    return success();
  });

  Expected<std::unique_ptr<MemoryBuffer>> input = remat::readInputFile(
      inputFilename, options.maxInputSize.bytes, "--remat-max-input-size");
  if (!input) {
    WithColor::error(errs(), "remat-opt")
        << toString(input.takeError()) << "\n";
    return EXIT_FAILURE;
  }
  // Upstream MLIR's parser crashes on some invalid inputs: a crash in a
  // child process first becomes an error here.
  if (failed(remat::checkParseInChild(**input, registry, config, "remat-opt")))
    return EXIT_FAILURE;

  // Checked diagnostics and split inputs keep MLIR's own handling.
  if (!config.shouldVerifyDiagnostics() && config.inputSplitMarker().empty())
    longLines.emplace(**input);
  // Render into memory and write `-o` and the report only on success, all or
  // none: a failed run leaves no half-written output, and `-o` may safely
  // name the input.
  std::string result;
  raw_string_ostream os(result);
  if (failed(MlirOptMain(os, std::move(*input), registry, config)))
    return EXIT_FAILURE;
  std::vector<remat::OutputFile> outputs = {{outputFilename, result, ""}};
  if (!reportPath.empty())
    outputs.push_back(
        {reportPath,
         formatv("{0:2}\n",
                 json::Value(remat::makeReport("remat-opt", inputFilename,
                                               std::move(reported))))
             .str(),
         "the report"});
  if (Error err = remat::writeOutputs(outputs)) {
    WithColor::error(errs(), "remat-opt") << toString(std::move(err)) << "\n";
    return EXIT_FAILURE;
  }
  return EXIT_SUCCESS;
}
