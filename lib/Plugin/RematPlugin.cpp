//===- RematPlugin.cpp - remat as a plugin of upstream mlir-opt -----------===//
//
//   mlir-opt --load-dialect-plugin=RematPlugin.so \
//            --load-pass-plugin=RematPlugin.so \
//            --pass-pipeline='builtin.module(remat-pipeline{budget=50%})'
//
// The dialect plugin registers what remat's pipelines need (registerAll),
// the pass plugin remat's passes and remat-pipeline.
//
//===----------------------------------------------------------------------===//

#include "remat/InitRemat.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "remat", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            remat::registerAll(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "remat", LLVM_VERSION_STRING,
          [] { remat::registerAllPasses(); }};
}
