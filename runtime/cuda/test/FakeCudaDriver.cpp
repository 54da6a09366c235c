//===- FakeCudaDriver.cpp - a host-only CUDA driver for runtime tests -----===//
//
// libremat_fake_cuda_driver.so implements, on the host, the CUDA driver entry
// points that libremat_cuda_runtime.so resolves, so that the runtime's tests
// run on machines without a GPU (REMAT_CUDA_DRIVER=<this library>):
//
//  - memory is malloc'ed; copies and memsets really happen, so a program that
//    moves data host -> device -> host sees its values;
//  - kernels do not run: a launch prints its kernel, grid, block and shared
//    memory size, after checking that the kernel's module defines it;
//  - every handle (context, stream, event, module, function, pointer) is
//    checked, and memory calls fail with CUDA_ERROR_INVALID_CONTEXT unless the
//    calling thread made the context current, as the real driver does;
//  - FAKE_CUDA_MEMORY=N makes allocations beyond N live bytes fail with
//    CUDA_ERROR_OUT_OF_MEMORY;
//  - at exit it prints what was left alive: `fake-cuda: exit streams S events
//    E modules M allocations A`.
//
// The functions are defined through cuda.h's prototypes, so they get the
// versioned names (cuMemAlloc_v2, ...) the real driver exports.
//
//===----------------------------------------------------------------------===//

#include <cuda.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>
#include <string>
#include <unordered_map>

#define FAKE_CUDA_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

struct FakeModule {
  std::string image; // PTX text, or empty for a binary image
};

struct FakeFunction {
  CUmodule module;
  std::string name;
};

struct Fake {
  std::mutex mutex;
  bool initialized = false;
  int contextTag = 0; // the primary context's address
  std::set<CUstream> streams;
  std::set<CUevent> events;
  std::set<CUmodule> modules;
  std::set<CUfunction> functions;
  std::unordered_map<void *, size_t> allocations;
  size_t live = 0;
  size_t limit = SIZE_MAX;
};

Fake &fake() {
  static Fake *f = [] {
    Fake *f = new Fake();
    if (const char *limit = std::getenv("FAKE_CUDA_MEMORY"))
      f->limit = std::strtoull(limit, nullptr, 10);
    return f;
  }();
  return *f;
}

CUcontext primaryContext() {
  return reinterpret_cast<CUcontext>(&fake().contextTag);
}

thread_local CUcontext currentContext = nullptr;

CUresult ready() {
  if (!fake().initialized)
    return CUDA_ERROR_NOT_INITIALIZED;
  if (currentContext != primaryContext())
    return CUDA_ERROR_INVALID_CONTEXT;
  return CUDA_SUCCESS;
}

// The null stream is valid; others must be live.
bool validStream(CUstream stream) {
  return !stream || fake().streams.count(stream);
}

CUresult allocate(CUdeviceptr *dptr, size_t bytes) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  if (!dptr || bytes == 0)
    return CUDA_ERROR_INVALID_VALUE;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  if (f.live + bytes > f.limit)
    return CUDA_ERROR_OUT_OF_MEMORY;
  void *p = std::calloc(1, bytes);
  if (!p)
    return CUDA_ERROR_OUT_OF_MEMORY;
  f.allocations[p] = bytes;
  f.live += bytes;
  *dptr = reinterpret_cast<CUdeviceptr>(p);
  return CUDA_SUCCESS;
}

CUresult release(CUdeviceptr dptr) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  void *p = reinterpret_cast<void *>(dptr);
  auto it = f.allocations.find(p);
  if (it == f.allocations.end())
    return CUDA_ERROR_INVALID_VALUE;
  f.live -= it->second;
  f.allocations.erase(it);
  std::free(p);
  return CUDA_SUCCESS;
}

template <typename T> T newHandle() {
  return reinterpret_cast<T>(std::malloc(1));
}

__attribute__((destructor)) void reportAtExit() {
  Fake &f = fake();
  if (!f.initialized)
    return;
  std::fprintf(stderr,
               "fake-cuda: exit streams %zu events %zu modules %zu "
               "allocations %zu\n",
               f.streams.size(), f.events.size(), f.modules.size(),
               f.allocations.size());
}

} // namespace

extern "C" {

FAKE_CUDA_EXPORT CUresult CUDAAPI cuGetErrorName(CUresult error,
                                                 const char **pStr) {
  switch (error) {
  case CUDA_SUCCESS:
    *pStr = "CUDA_SUCCESS";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_VALUE:
    *pStr = "CUDA_ERROR_INVALID_VALUE";
    return CUDA_SUCCESS;
  case CUDA_ERROR_OUT_OF_MEMORY:
    *pStr = "CUDA_ERROR_OUT_OF_MEMORY";
    return CUDA_SUCCESS;
  case CUDA_ERROR_NOT_INITIALIZED:
    *pStr = "CUDA_ERROR_NOT_INITIALIZED";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_CONTEXT:
    *pStr = "CUDA_ERROR_INVALID_CONTEXT";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_HANDLE:
    *pStr = "CUDA_ERROR_INVALID_HANDLE";
    return CUDA_SUCCESS;
  case CUDA_ERROR_NOT_FOUND:
    *pStr = "CUDA_ERROR_NOT_FOUND";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_PTX:
    *pStr = "CUDA_ERROR_INVALID_PTX";
    return CUDA_SUCCESS;
  default:
    return CUDA_ERROR_INVALID_VALUE;
  }
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuGetErrorString(CUresult error,
                                                   const char **pStr) {
  if (error == CUDA_ERROR_OUT_OF_MEMORY) {
    *pStr = "out of memory";
    return CUDA_SUCCESS;
  }
  return cuGetErrorName(error, pStr);
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuInit(unsigned int flags) {
  if (flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  fake().initialized = true;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuDeviceGetCount(int *count) {
  if (!fake().initialized)
    return CUDA_ERROR_NOT_INITIALIZED;
  *count = 1;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuDeviceGet(CUdevice *device, int ordinal) {
  if (!fake().initialized)
    return CUDA_ERROR_NOT_INITIALIZED;
  if (ordinal != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  *device = 0;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuDeviceGetAttribute(
    int *value, CUdevice_attribute attribute, CUdevice device) {
  if (device != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  switch (attribute) {
  case CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED:
    *value = 1;
    return CUDA_SUCCESS;
  case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN:
    *value = 227 * 1024;
    return CUDA_SUCCESS;
  default:
    return CUDA_ERROR_INVALID_VALUE;
  }
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext *context,
                                                           CUdevice device) {
  if (!fake().initialized)
    return CUDA_ERROR_NOT_INITIALIZED;
  if (device != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  *context = primaryContext();
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuCtxGetCurrent(CUcontext *context) {
  *context = currentContext;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuCtxSetCurrent(CUcontext context) {
  if (context && context != primaryContext())
    return CUDA_ERROR_INVALID_CONTEXT;
  currentContext = context;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuCtxSynchronize(void) { return ready(); }

FAKE_CUDA_EXPORT CUresult CUDAAPI cuModuleLoadData(CUmodule *module,
                                                   const void *image) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  auto *m = new FakeModule();
  // A binary image starts with the ELF or fatbin magic; anything else is PTX.
  const unsigned char *bytes = static_cast<const unsigned char *>(image);
  if (bytes[0] != 0x7f && bytes[0] != 0x50)
    m->image = static_cast<const char *>(image);
  *module = reinterpret_cast<CUmodule>(m);
  f.modules.insert(*module);
  std::fprintf(stderr, "fake-cuda: load module (%s, %zu bytes)\n",
               m->image.empty() ? "binary" : "PTX", m->image.size());
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuModuleLoadDataEx(CUmodule *module,
                                                     const void *image,
                                                     unsigned int numOptions,
                                                     CUjit_option *options,
                                                     void **optionValues) {
  const char *ptx = static_cast<const char *>(image);
  if (!std::strstr(ptx, ".version") || !std::strstr(ptx, ".target")) {
    for (unsigned i = 0; i < numOptions; ++i)
      if (options[i] == CU_JIT_ERROR_LOG_BUFFER)
        std::snprintf(static_cast<char *>(optionValues[i]), 64,
                      "fake-cuda: no .version/.target directive");
    return CUDA_ERROR_INVALID_PTX;
  }
  for (unsigned i = 0; i < numOptions; ++i)
    if (options[i] == CU_JIT_OPTIMIZATION_LEVEL)
      std::fprintf(stderr, "fake-cuda: JIT -O%u\n",
                   unsigned(reinterpret_cast<uintptr_t>(optionValues[i])));
  return cuModuleLoadData(module, image);
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuModuleUnload(CUmodule module) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  if (!f.modules.erase(module))
    return CUDA_ERROR_INVALID_HANDLE;
  delete reinterpret_cast<FakeModule *>(module);
  return CUDA_SUCCESS;
}

// A PTX module defines `name` if it has `.entry name(`; binary images are
// trusted.
FAKE_CUDA_EXPORT CUresult CUDAAPI cuModuleGetFunction(CUfunction *function,
                                                      CUmodule module,
                                                      const char *name) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  if (!f.modules.count(module))
    return CUDA_ERROR_INVALID_HANDLE;
  auto *m = reinterpret_cast<FakeModule *>(module);
  if (!m->image.empty() &&
      m->image.find(std::string(".entry ") + name + "(") == std::string::npos)
    return CUDA_ERROR_NOT_FOUND;
  auto *fn = new FakeFunction{module, name};
  *function = reinterpret_cast<CUfunction>(fn);
  f.functions.insert(*function);
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuFuncSetAttribute(
    CUfunction function, CUfunction_attribute attribute, int value) {
  if (!fake().functions.count(function))
    return CUDA_ERROR_INVALID_HANDLE;
  std::fprintf(stderr, "fake-cuda: function attribute %d = %d\n",
               int(attribute), value);
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI
cuLaunchKernel(CUfunction function, unsigned int gridX, unsigned int gridY,
               unsigned int gridZ, unsigned int blockX, unsigned int blockY,
               unsigned int blockZ, unsigned int smem, CUstream stream,
               void **params, void **extra) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  if (!f.functions.count(function) || !validStream(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  if (!params && !extra)
    return CUDA_ERROR_INVALID_VALUE;
  auto *fn = reinterpret_cast<FakeFunction *>(function);
  if (!f.modules.count(fn->module))
    return CUDA_ERROR_INVALID_HANDLE;
  std::fprintf(stderr,
               "fake-cuda: launch %s grid %ux%ux%u block %ux%ux%u smem %u "
               "on %s stream\n",
               fn->name.c_str(), gridX, gridY, gridZ, blockX, blockY, blockZ,
               smem, stream ? "a created" : "the null");
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuLaunchKernelEx(const CUlaunchConfig *config,
                                                   CUfunction function,
                                                   void **params,
                                                   void **extra) {
  for (unsigned i = 0; i < config->numAttrs; ++i)
    if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION)
      std::fprintf(stderr, "fake-cuda: cluster %ux%ux%u\n",
                   config->attrs[i].value.clusterDim.x,
                   config->attrs[i].value.clusterDim.y,
                   config->attrs[i].value.clusterDim.z);
  return cuLaunchKernel(function, config->gridDimX, config->gridDimY,
                        config->gridDimZ, config->blockDimX, config->blockDimY,
                        config->blockDimZ, config->sharedMemBytes,
                        config->hStream, params, extra);
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuStreamCreate(CUstream *stream,
                                                 unsigned int flags) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  *stream = newHandle<CUstream>();
  f.streams.insert(*stream);
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuStreamSynchronize(CUstream stream) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  std::lock_guard<std::mutex> lock(fake().mutex);
  return validStream(stream) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuStreamDestroy(CUstream stream) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  if (!f.streams.erase(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  std::free(stream);
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuStreamWaitEvent(CUstream stream,
                                                    CUevent event,
                                                    unsigned int flags) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  if (!validStream(stream) || !f.events.count(event))
    return CUDA_ERROR_INVALID_HANDLE;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuEventCreate(CUevent *event,
                                                unsigned int flags) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  *event = newHandle<CUevent>();
  f.events.insert(*event);
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuEventDestroy(CUevent event) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  if (!f.events.erase(event))
    return CUDA_ERROR_INVALID_HANDLE;
  std::free(event);
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuEventSynchronize(CUevent event) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  std::lock_guard<std::mutex> lock(fake().mutex);
  return fake().events.count(event) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuEventRecord(CUevent event,
                                                CUstream stream) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  if (!validStream(stream) || !f.events.count(event))
    return CUDA_ERROR_INVALID_HANDLE;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemAlloc(CUdeviceptr *dptr, size_t bytes) {
  return allocate(dptr, bytes);
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr *dptr,
                                                  size_t bytes,
                                                  CUstream stream) {
  {
    std::lock_guard<std::mutex> lock(fake().mutex);
    if (!validStream(stream))
      return CUDA_ERROR_INVALID_HANDLE;
  }
  return allocate(dptr, bytes);
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemAllocManaged(CUdeviceptr *dptr,
                                                    size_t bytes,
                                                    unsigned int flags) {
  if (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST)
    return CUDA_ERROR_INVALID_VALUE;
  return allocate(dptr, bytes);
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemFree(CUdeviceptr dptr) {
  return release(dptr);
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemFreeAsync(CUdeviceptr dptr,
                                                 CUstream stream) {
  {
    std::lock_guard<std::mutex> lock(fake().mutex);
    if (!validStream(stream))
      return CUDA_ERROR_INVALID_HANDLE;
  }
  return release(dptr);
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemcpyAsync(CUdeviceptr dst,
                                                CUdeviceptr src, size_t bytes,
                                                CUstream stream) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  {
    std::lock_guard<std::mutex> lock(fake().mutex);
    if (!validStream(stream))
      return CUDA_ERROR_INVALID_HANDLE;
  }
  std::memmove(reinterpret_cast<void *>(dst), reinterpret_cast<void *>(src),
               bytes);
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemsetD32Async(CUdeviceptr dst,
                                                   unsigned int value,
                                                   size_t count,
                                                   CUstream stream) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  auto *p = reinterpret_cast<uint32_t *>(dst);
  for (size_t i = 0; i < count; ++i)
    p[i] = value;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemsetD16Async(CUdeviceptr dst,
                                                   unsigned short value,
                                                   size_t count,
                                                   CUstream stream) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  auto *p = reinterpret_cast<uint16_t *>(dst);
  for (size_t i = 0; i < count; ++i)
    p[i] = value;
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemHostRegister(void *p, size_t bytes,
                                                    unsigned int flags) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  std::fprintf(stderr, "fake-cuda: host register %zu bytes flags %u\n", bytes,
               flags);
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemHostUnregister(void *p) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  std::fprintf(stderr, "fake-cuda: host unregister\n");
  return CUDA_SUCCESS;
}

FAKE_CUDA_EXPORT CUresult CUDAAPI cuMemGetInfo(size_t *freeBytes,
                                               size_t *totalBytes) {
  CUresult r = ready();
  if (r != CUDA_SUCCESS)
    return r;
  Fake &f = fake();
  std::lock_guard<std::mutex> lock(f.mutex);
  *totalBytes = size_t(1) << 30;
  *freeBytes = *totalBytes - f.live;
  return CUDA_SUCCESS;
}

} // extern "C"
