//===- InitRemat.cpp - Everything remat's pipelines need, in one call -----===//

#include "remat/InitRemat.h"
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/Remat/RematDialect.h"
#include "remat/Transforms/Passes.h"
#include "remat/Transforms/Pipeline.h"

#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

using namespace mlir;

void remat::registerAll(DialectRegistry &registry) {
  registry.insert<RematDialect>();
  // One-shot bufferization of the planned program.
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  // lower=nvptx: nvvm-attach-target and gpu-module-to-binary.
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registerAllGPUToLLVMIRTranslations(registry);
}

void remat::registerAllPasses() {
  registerRematPasses();
  registerRematConversionPasses();
  registerRematPipelines();
}
