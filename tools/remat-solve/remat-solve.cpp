//===- remat-solve.cpp - Runs the planning driver on a graph file ---------===//
//
// remat-solve GRAPH.json --budget=SIZE|P%|min [--solver=NAME] [...]
//             [--host-bandwidth=BYTES_PER_UNIT [--host-latency=UNITS]]
// Loads a Checkmate graph, plans it with the planning driver and prints the
// report (docs/report.schema.json; the plan's events with --emit-plan, naming
// the file's node ids) on standard output, or writes it to --report. The
// graph options are PlanningOptions.def's, as `--FLAG`. Errors go to stderr
// with exit code 1.
//
//===----------------------------------------------------------------------===//

#include "remat/Graph/GraphIO.h"
#include "remat/Planners/OptionParsers.h"
#include "remat/Planners/PlanningDriver.h"
#include "remat/Support/Input.h"
#include "remat/Support/Output.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace llvm;
using namespace remat;

namespace {
/// remat-solve's own flags: --help lists these, not the LLVM libraries'.
cl::OptionCategory category("remat-solve options");

/// The flags: graph and tool options of PlanningOptions.def, and what only
/// graph files need.
struct Flags {
  cl::opt<std::string> graphFile{cl::Positional, cl::Required,
                                 cl::desc("<graph.json>"), cl::cat(category)};
#define REMAT_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)
#define REMAT_GRAPH_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)            \
  cl::opt<TYPE> FIELD{FLAG, cl::init(DEFAULT),                                 \
                      cl::value_desc(VALUE), cl::desc(HELP),                   \
                      optionValues<TYPE>(), cl::cat(category)};
#define REMAT_TOOL_OPTION(...) REMAT_GRAPH_OPTION(__VA_ARGS__)
#include "remat/Planners/PlanningOptions.def"
  cl::opt<double> hostBandwidth{
      "host-bandwidth", cl::init(0.0), cl::value_desc("BYTES_PER_UNIT"),
      cl::desc("Give the graph a link to host memory moving this many bytes "
               "per cost unit, so planners may offload (default: none)"),
      cl::cat(category)};
  cl::opt<double> hostLatency{
      "host-latency", cl::init(0.0), cl::value_desc("UNITS"),
      cl::desc("Latency of each copy over the host link, in cost units"),
      cl::cat(category)};

  PlanningOptions getOptions() const {
    PlanningOptions options;
#define REMAT_OPTION(FIELD, ...)
#define REMAT_GRAPH_OPTION(FIELD, ...) options.FIELD = FIELD;
#define REMAT_TOOL_OPTION(FIELD, ...) options.FIELD = FIELD;
#include "remat/Planners/PlanningOptions.def"
    return options;
  }
};
} // namespace

static int fail(const Twine &msg) {
  WithColor::error(errs(), "remat-solve") << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  installInterruptMessage("remat-solve");
  InitLLVM init(argc, argv);
  Flags flags;
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "remat memory planner on graph files\n");

  PlanningOptions options = flags.getOptions();
  if (!options.budget.isSet())
    return fail("a budget is required (--budget=SIZE|P%|min)");
  if (Error err = options.validate())
    return fail(toString(std::move(err)));
  double bandwidth = flags.hostBandwidth, latency = flags.hostLatency;
  if (!(bandwidth >= 0) || !std::isfinite(bandwidth) || !(latency >= 0) ||
      !std::isfinite(latency) ||
      (flags.hostLatency.getNumOccurrences() && !(bandwidth > 0)))
    return fail("--host-bandwidth must be positive (and given with "
                "--host-latency); --host-latency must not be negative; "
                "both must be finite");

  Expected<std::unique_ptr<MemoryBuffer>> input = readInputFile(
      flags.graphFile, options.maxInputSize.bytes, "--max-input-size");
  if (!input)
    return fail(toString(input.takeError()));
  Expected<LoadedGraph> loaded =
      parseCheckmateGraph((*input)->getBuffer(), flags.graphFile);
  if (!loaded)
    return fail(toString(loaded.takeError()));
  loaded->graph.setHostLink({bandwidth, latency});
  const RematGraph &graph = loaded->graph;

  PlanningOutcome outcome =
      planGraph(graph, options, Machine());
  if (outcome.timeLimitHit())
    WithColor::warning(errs(), "remat-solve")
        << describeTimeLimitHit(outcome, options) << "\n";
  json::Array functions;
  functions.push_back(
      outcome.toJSON(graph, Machine(), options.emitPlan,
                     [&](NodeId n) { return loaded->fileIds[n]; }));
  std::string text =
      formatv("{0:2}\n", json::Value(makeReport("remat-solve", flags.graphFile,
                                                std::move(functions))))
          .str();
  if (options.report.empty())
    outs() << text;
  else if (Error err = writeOutput(options.report, text))
    return fail("cannot write the report '" + options.report +
                "': " + toString(std::move(err)));
  if (!outcome.succeeded())
    return fail(outcome.error);
  return 0;
}
