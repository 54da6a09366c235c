// A host tool with its own registry: the dialects its inputs use (the
// training step and its harness), plus one call for remat. Runs a textual pipeline on a file and prints the result.
//   remat-consumer INPUT.mlir PIPELINE

#include "remat/InitRemat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 3) {
    llvm::errs() << "usage: remat-consumer INPUT.mlir PIPELINE\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect,
                  mlir::bufferization::BufferizationDialect,
                  mlir::func::FuncDialect, mlir::linalg::LinalgDialect,
                  mlir::math::MathDialect, mlir::memref::MemRefDialect,
                  mlir::tensor::TensorDialect>();
  remat::registerAll(registry);
  remat::registerAllPasses();

  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  // An anchored pipeline, as --pass-pipeline takes it: builtin.module(...).
  mlir::FailureOr<mlir::OpPassManager> pipeline =
      mlir::parsePassPipeline(argv[2], llvm::errs());
  if (mlir::failed(pipeline))
    return 1;
  mlir::PassManager pm(&context, pipeline->getOpAnchorName());
  static_cast<mlir::OpPassManager &>(pm) = std::move(*pipeline);
  if (mlir::failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}
