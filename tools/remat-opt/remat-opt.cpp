//===- remat-opt.cpp - The remat optimizer driver -------------------------===//
//
// mlir-opt with every upstream dialect, pass and extension plus remat's, and
// driver sugar (`--remat-budget=...`) that appends the remat pipeline after
// whatever passes the command line names.
//
//===----------------------------------------------------------------------===//

#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/Planners/Planner.h"
#include "remat/Support/ByteSize.h"
#include "remat/Support/DeviceSpec.h"
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
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace llvm;

namespace {
/// The driver's top-level sugar; each maps onto a pass option.
struct DriverOptions {
  cl::OptionCategory category{"remat driver options"};
  cl::opt<std::string> budget{
      "remat-budget", cl::cat(category), cl::value_desc("SIZE|P%|min"),
      cl::desc("Plan every function to fit this much device memory: bytes "
               "with an optional unit (B, KB, MB, GB, TB, KiB, MiB, GiB, "
               "TiB), a percentage of the function's no-remat peak (50%), or "
               "min (the smallest budget a plan is found for)")};
  cl::opt<std::string> solver{
      "remat-solver", cl::cat(category), cl::init("auto"),
      cl::desc("Planner to use with --remat-budget: auto, milp, hetero, "
               "lp-round, dp, dp-approx, dtr, chen")};
  cl::opt<std::string> report{
      "remat-report", cl::cat(category), cl::value_desc("FILE.json"),
      cl::desc("Write the planning report of every function as JSON")};
  cl::opt<std::string> lower{
      "remat-lower", cl::cat(category), cl::init("none"),
      cl::desc("Lower the program: none (tensor IR of upstream dialects), "
               "cpu (LLVM dialect for mlir-runner or mlir-translate), nvptx "
               "(host LLVM + PTX), iree (tensor IR for iree-compile, planned "
               "on one device); without --remat-budget it lowers the "
               "program unplanned")};
  cl::opt<std::string> gpuChip{
      "remat-gpu-chip", cl::cat(category), cl::init("sm_90"),
      cl::value_desc("sm_XX"),
      cl::desc("GPU architecture of --remat-lower=nvptx (default sm_90)")};
  cl::opt<std::string> devices{
      "remat-devices", cl::cat(category),
      cl::value_desc("NAME:MEMORY[:FLOPS],...,NAME-NAME:BANDWIDTH/s[:LATENCY]"),
      cl::desc("The machine, replacing the module's remat.devices: devices "
               "(kind from the name: gpu*, cpu*; e.g. gpu0:80GiB,cpu:256GiB) "
               "and links (gpu0-cpu:25GB/s:10us). The budget applies to the "
               "first GPU and is its memory when --remat-budget is not given; "
               "tensors may be offloaded to the CPU's memory")};
  cl::opt<std::string> entry{
      "remat-entry", cl::cat(category), cl::value_desc("NAME"),
      cl::desc("Plan only this function (default: every function with a "
               "body)")};
  cl::opt<double> timeLimit{
      "remat-time-limit", cl::cat(category), cl::init(30.0),
      cl::value_desc("SECONDS"),
      cl::desc("Planner time limit per function")};
  cl::opt<double> minSearchTime{
      "remat-min-search-time", cl::cat(category), cl::init(2.0),
      cl::value_desc("SECONDS"),
      cl::desc("Time of the search for the minimal feasible budget (the "
               "budget of --remat-budget=min, and the one a budget below it "
               "is told of); at most --remat-time-limit")};

  bool requested() const {
    return budget.getNumOccurrences() || solver.getNumOccurrences() ||
           report.getNumOccurrences() || lower.getNumOccurrences() ||
           gpuChip.getNumOccurrences() || entry.getNumOccurrences() ||
           timeLimit.getNumOccurrences() || minSearchTime.getNumOccurrences();
  }
};
} // namespace

/// Rejects bad driver flags before any input is read.
static LogicalResult validate(const DriverOptions &opts) {
  auto fail = [](const Twine &msg) {
    WithColor::error(errs(), "remat-opt") << msg << "\n";
    return failure();
  };
  if (opts.devices.getNumOccurrences()) {
    Expected<remat::DeviceSpec> spec = remat::parseDeviceSpec(opts.devices);
    if (!spec)
      return fail("--remat-devices: " + toString(spec.takeError()));
  }
  if (opts.budget.getNumOccurrences()) {
    Expected<remat::BudgetSpec> spec = remat::parseBudgetSpec(opts.budget);
    if (!spec)
      return fail("--remat-budget: " + toString(spec.takeError()));
  } else if (!opts.devices.getNumOccurrences() &&
             (opts.solver.getNumOccurrences() ||
              opts.report.getNumOccurrences() ||
              opts.entry.getNumOccurrences() ||
              opts.timeLimit.getNumOccurrences() ||
              opts.minSearchTime.getNumOccurrences())) {
    return fail("--remat-solver, --remat-report, --remat-entry, "
                "--remat-time-limit and --remat-min-search-time need "
                "--remat-budget or --remat-devices");
  }
  if (!remat::createPlanner(opts.solver))
    return fail("--remat-solver: unknown planner '" + opts.solver +
                "' (expected one of " + join(remat::getPlannerNames(), ", ") +
                ")");
  if (!(opts.timeLimit > 0))
    return fail("--remat-time-limit must be positive");
  if (!(opts.minSearchTime > 0))
    return fail("--remat-min-search-time must be positive");
  if (!is_contained({"none", "cpu", "nvptx", "iree"}, StringRef(opts.lower)))
    return fail("--remat-lower: unknown target '" + opts.lower +
                "' (expected none, cpu, nvptx or iree)");
  if (!remat::isValidGpuChip(opts.gpuChip))
    return fail("--remat-gpu-chip: '" + opts.gpuChip +
                "' is not a GPU architecture that NVPTX knows (e.g. sm_90)");
  if (opts.gpuChip.getNumOccurrences() && opts.lower != "nvptx")
    return fail("--remat-gpu-chip needs --remat-lower=nvptx");
  return success();
}

int main(int argc, char **argv) {
  InitLLVM y(argc, argv);
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<remat::RematDialect>();
  // gpu-module-to-binary (--remat-lower=nvptx) translates kernels to LLVM IR.
  registerAllGPUToLLVMIRTranslations(registry);
  registerAllPasses();
  remat::registerRematPasses();
  remat::registerRematPipelines();

  DriverOptions opts;
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
  if (failed(validate(opts)))
    return EXIT_FAILURE;
  // The IREE lowering emits IREE's ops, unknown to MLIR, in generic form.
  if (opts.lower == "iree")
    config.allowUnregisteredDialects(true);
  // The report, like `-o`, appears only when the run succeeds: the pass
  // writes a temporary file, renamed once the whole pipeline has run.
  std::string reportPath = opts.report, reportTemp;
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
    SmallString<128> temp;
    if (std::error_code ec =
            sys::fs::createTemporaryFile("remat-report", "json", temp)) {
      WithColor::error(errs(), "remat-opt")
          << "cannot create a temporary file for the report: " << ec.message()
          << "\n";
      return EXIT_FAILURE;
    }
    reportTemp = temp.str().str();
    opts.report = reportTemp;
  }
  llvm::scope_exit removeReportTemp([&] {
    if (!reportTemp.empty())
      sys::fs::remove(reportTemp);
  });
  if (opts.requested()) {
    // The sugar runs after the passes named on the command line.
    MlirOptMainConfig base = config;
    config.setPassPipelineSetupFn([base, &opts](PassManager &pm) {
      if (failed(base.setupPassPipeline(pm)))
        return failure();
      remat::RematPipelineOptions pipeline;
      pipeline.budget = opts.budget;
      pipeline.solver = opts.solver;
      pipeline.entry = opts.entry;
      pipeline.timeLimit = opts.timeLimit;
      pipeline.minSearchTime = opts.minSearchTime;
      pipeline.report = opts.report;
      pipeline.devices = opts.devices;
      pipeline.lower = opts.lower;
      pipeline.chip = opts.gpuChip;
      remat::buildRematPipeline(pm, pipeline);
      return success();
    });
  }

  std::string errorMessage;
  std::unique_ptr<MemoryBuffer> input =
      openInputFile(inputFilename, &errorMessage);
  if (!input) {
    WithColor::error(errs(), "remat-opt") << errorMessage << "\n";
    return EXIT_FAILURE;
  }

  // Render into memory and write `-o` only on success, atomically: a failed
  // run leaves no half-written output, and `-o` may safely name the input.
  std::string result;
  raw_string_ostream os(result);
  if (failed(MlirOptMain(os, std::move(input), registry, config)))
    return EXIT_FAILURE;
  auto fail = [](const Twine &what, Error err) {
    WithColor::error(errs(), "remat-opt")
        << "cannot write " << what << ": " << toString(std::move(err)) << "\n";
    return EXIT_FAILURE;
  };
  if (Error err = remat::writeOutput(outputFilename, result))
    return fail("'" + outputFilename + "'", std::move(err));
  if (!reportTemp.empty()) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> text =
        MemoryBuffer::getFile(reportTemp);
    if (!text)
      return fail("the report", errorCodeToError(text.getError()));
    if (Error err = remat::writeOutput(reportPath, (*text)->getBuffer()))
      return fail("the report '" + reportPath + "'", std::move(err));
  }
  return EXIT_SUCCESS;
}
