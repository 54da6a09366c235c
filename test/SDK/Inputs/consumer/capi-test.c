// remat's C API from C: the dialect handle, registration, a pipeline run on
// a training step, and the planning driver on a graph file.
//   remat-capi-test STEP.mlir GRAPH.json

#include "remat-c/Remat.h"

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Bufferization.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>

static void print(MlirStringRef text, void *stream) {
  fwrite(text.data, 1, text.length, (FILE *)stream);
}

static char *readFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc(size + 1);
  size_t got = fread(text, 1, size, f);
  text[got] = '\0';
  fclose(f);
  return text;
}

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__arith__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__bufferization__(),
                                 registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__linalg__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__math__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__memref__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__tensor__(), registry);
  rematRegisterAll(registry);
  rematRegisterPasses();
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);

  // The dialect, through its handle.
  MlirDialect remat =
      mlirDialectHandleLoadDialect(mlirGetDialectHandle__remat__(), ctx);
  MlirStringRef ns = mlirDialectGetNamespace(remat);
  printf("dialect: %.*s\n", (int)ns.length, ns.data);
  MlirAttribute budget = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString("#remat.budget<percent = 50.0>"));
  printf("attribute: ");
  mlirAttributePrint(budget, print, stdout);
  printf("\n");

  // remat-pipeline on a training step.
  char *source = readFile(argv[1]);
  if (!source)
    return 1;
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
  free(source);
  if (mlirModuleIsNull(module))
    return 1;
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  MlirLogicalResult parsed = mlirOpPassManagerAddPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString("remat-pipeline{budget=50% entry=step}"),
      print, stderr);
  if (mlirLogicalResultIsFailure(parsed) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    return 1;
  mlirOperationPrint(mlirModuleGetOperation(module), print, stdout);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);

  // The planning driver on a graph file, then with a bad option.
  MlirStringRef graph = mlirStringRefCreateFromCString(argv[2]);
  if (mlirLogicalResultIsFailure(rematPlanGraphFile(
          graph, mlirStringRefCreateFromCString("budget=60% solver=auto report-minimum"),
          print, print, stdout)))
    return 1;
  printf("bad options: ");
  if (mlirLogicalResultIsSuccess(rematPlanGraphFile(
          graph, mlirStringRefCreateFromCString("solver=auto"), print, print,
          stdout)))
    return 1;
  printf("\n");
  mlirContextDestroy(ctx);
  return 0;
}
