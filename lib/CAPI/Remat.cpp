//===- Remat.cpp - remat's C API ------------------------------------------===//

#include "remat-c/Remat.h"

#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/Graph/GraphIO.h"
#include "remat/InitRemat.h"
#include "remat/Planners/OptionParsers.h"
#include "remat/Planners/PlanningDriver.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/PassOptions.h"
#include "llvm/Support/FormatVariadic.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Remat, remat, remat::RematDialect)

void rematRegisterAll(MlirDialectRegistry registry) {
  remat::registerAll(*unwrap(registry));
}

void rematRegisterPasses(void) { remat::registerAllPasses(); }

namespace {
/// The graph options of PlanningOptions.def, read from `key=value` text as
/// remat-plan reads its options.
struct GraphOptions : mlir::detail::PassOptions {
#define REMAT_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)
#define REMAT_GRAPH_OPTION(FIELD, FLAG, TYPE, DEFAULT, VALUE, HELP)            \
  Option<TYPE> FIELD{*this, FLAG, llvm::cl::desc(HELP),                        \
                     llvm::cl::init(DEFAULT), remat::optionValues<TYPE>()};
#include "remat/Planners/PlanningOptions.def"

  remat::PlanningOptions get() const {
    remat::PlanningOptions options;
#define REMAT_OPTION(FIELD, ...)
#define REMAT_GRAPH_OPTION(FIELD, ...) options.FIELD = FIELD;
#include "remat/Planners/PlanningOptions.def"
    return options;
  }
};
} // namespace

MlirLogicalResult rematPlanGraphFile(MlirStringRef graphFile,
                                     MlirStringRef optionText,
                                     MlirStringCallback onReport,
                                     MlirStringCallback onError,
                                     void *userData) {
  auto fail = [&](const llvm::Twine &message) {
    std::string text = message.str();
    onError(mlirStringRefCreate(text.data(), text.size()), userData);
    return mlirLogicalResultFailure();
  };
  GraphOptions parsed;
  std::string why;
  llvm::raw_string_ostream whyStream(why);
  if (mlir::failed(parsed.parseFromString(unwrap(optionText), whyStream)))
    return fail("invalid options '" + unwrap(optionText) + "'" +
                (why.empty() ? "" : ": " + why));
  remat::PlanningOptions options = parsed.get();
  if (!options.budget.isSet())
    return fail("a budget is required (budget=SIZE|P%|min)");
  if (llvm::Error err = options.validate())
    return fail(llvm::toString(std::move(err)));
  llvm::Expected<remat::LoadedGraph> loaded =
      remat::loadCheckmateGraph(unwrap(graphFile));
  if (!loaded)
    return fail(llvm::toString(loaded.takeError()));

  const remat::RematGraph &graph = loaded->graph;
  remat::PlanningOutcome outcome =
      remat::planGraph(graph, options, remat::Machine());
  llvm::json::Array functions;
  functions.push_back(outcome.toJSON(
      graph, remat::Machine(), /*withPlan=*/false,
      [&](remat::NodeId n) { return loaded->fileIds[n]; }));
  std::string report =
      llvm::formatv("{0:2}\n",
                    llvm::json::Value(remat::makeReport(
                        "remat-capi", unwrap(graphFile), std::move(functions))))
          .str();
  onReport(mlirStringRefCreate(report.data(), report.size()), userData);
  return outcome.succeeded() ? mlirLogicalResultSuccess()
                             : mlirLogicalResultFailure();
}
