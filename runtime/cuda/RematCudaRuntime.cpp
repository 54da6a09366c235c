//===- RematCudaRuntime.cpp - MLIR's mgpu* GPU runtime ABI on CUDA --------===//
//
// The CUDA runtime of remat's compiled GPU programs: the C functions that
// MLIR's `gpu-to-llvm` lowering and the translation of `gpu.binary` /
// `gpu.launch_func` to LLVM IR call (mgpuModuleLoad, mgpuLaunchKernel,
// mgpuMemAlloc, ...), implemented on the CUDA driver API, plus byte accounting
// of the device memory a run allocates.
//
// The signatures are those of the `llvm.func` declarations MLIR 22 emits (see
// test/Runtime/cuda-runtime-symbols.mlir, which checks that every declared
// mgpu* symbol is exported); a mismatch would be a silent crash.
//
// The driver (libcuda.so.1) is opened with dlopen at first use rather than
// linked: the library then loads, and remat_cuda_print_peak works, on machines
// without an NVIDIA driver (CI, CPU-only hosts), the build needs only the
// toolkit headers, and a missing driver is a clear message instead of a loader
// error. $REMAT_CUDA_DRIVER names another driver library (tests use the
// toolkit's stub). Each entry point resolves the name cuda.h maps it to
// (cuMemAlloc -> cuMemAlloc_v2), exactly what linking against cuda.h would.
//
// Plain C++17 and the CUDA headers; no LLVM/MLIR library.
//
//===----------------------------------------------------------------------===//

#include <cuda.h>

#include <dlfcn.h>

#include <atomic>
#include <cinttypes>
#include <climits>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <unordered_map>

#define REMAT_CUDA_EXPORT extern "C" __attribute__((visibility("default")))

// Expands a driver function's name first, so cuMemAlloc gives "cuMemAlloc_v2".
#define REMAT_CUDA_STR_(x) #x
#define REMAT_CUDA_STR(x) REMAT_CUDA_STR_(x)

// Driver entry points every run needs; all exist since CUDA 11.
#define REMAT_CUDA_REQUIRED_FUNCTIONS(X)                                       \
  X(cuGetErrorName)                                                            \
  X(cuGetErrorString)                                                          \
  X(cuInit)                                                                    \
  X(cuDeviceGetCount)                                                          \
  X(cuDeviceGet)                                                               \
  X(cuDeviceGetAttribute)                                                      \
  X(cuDevicePrimaryCtxRetain)                                                  \
  X(cuCtxGetCurrent)                                                           \
  X(cuCtxSetCurrent)                                                           \
  X(cuCtxSynchronize)                                                          \
  X(cuModuleLoadData)                                                          \
  X(cuModuleLoadDataEx)                                                        \
  X(cuModuleUnload)                                                            \
  X(cuModuleGetFunction)                                                       \
  X(cuFuncSetAttribute)                                                        \
  X(cuLaunchKernel)                                                            \
  X(cuStreamCreate)                                                            \
  X(cuStreamSynchronize)                                                       \
  X(cuStreamDestroy)                                                           \
  X(cuStreamWaitEvent)                                                         \
  X(cuEventCreate)                                                             \
  X(cuEventDestroy)                                                            \
  X(cuEventSynchronize)                                                        \
  X(cuEventRecord)                                                             \
  X(cuMemAlloc)                                                                \
  X(cuMemAllocManaged)                                                         \
  X(cuMemFree)                                                                 \
  X(cuMemcpyAsync)                                                             \
  X(cuMemsetD32Async)                                                          \
  X(cuMemsetD16Async)                                                          \
  X(cuMemHostRegister)                                                         \
  X(cuMemHostUnregister)                                                       \
  X(cuMemGetInfo)

// Entry points of newer drivers; a run that needs a missing one fails then.
#define REMAT_CUDA_OPTIONAL_FUNCTIONS(X)                                       \
  X(cuMemAllocAsync)                                                           \
  X(cuMemFreeAsync)                                                            \
  X(cuLaunchKernelEx)

namespace {

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

[[noreturn]] void fatal(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

[[noreturn]] void fatal(const char *fmt, ...) {
  std::fputs("remat-cuda: ", stderr);
  va_list args;
  va_start(args, fmt);
  std::vfprintf(stderr, fmt, args);
  va_end(args);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  std::abort();
}

//===----------------------------------------------------------------------===//
// The driver library
//===----------------------------------------------------------------------===//

struct Driver {
#define REMAT_CUDA_MEMBER(name) decltype(&::name) name = nullptr;
  REMAT_CUDA_REQUIRED_FUNCTIONS(REMAT_CUDA_MEMBER)
  REMAT_CUDA_OPTIONAL_FUNCTIONS(REMAT_CUDA_MEMBER)
#undef REMAT_CUDA_MEMBER
};

// The driver's name for a result; cuGetErrorName fails in the toolkit's stub
// library, so the results that mean "no usable driver" are named here too.
std::string resultName(const Driver &d, CUresult result) {
  const char *name = nullptr;
  if (d.cuGetErrorName && d.cuGetErrorName(result, &name) == CUDA_SUCCESS &&
      name) {
    std::string text = name;
    const char *description = nullptr;
    if (d.cuGetErrorString &&
        d.cuGetErrorString(result, &description) == CUDA_SUCCESS && description)
      text += std::string(" (") + description + ")";
    return text;
  }
  switch (result) {
  case CUDA_ERROR_STUB_LIBRARY:
    return "CUDA_ERROR_STUB_LIBRARY (the driver library is the toolkit's stub, "
           "not an NVIDIA driver)";
  case CUDA_ERROR_NO_DEVICE:
    return "CUDA_ERROR_NO_DEVICE";
  case CUDA_ERROR_SYSTEM_DRIVER_MISMATCH:
    return "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH";
  case CUDA_ERROR_NOT_INITIALIZED:
    return "CUDA_ERROR_NOT_INITIALIZED";
  default:
    return "CUresult " + std::to_string(static_cast<int>(result));
  }
}

struct Allocation {
  uint64_t size;
  bool managed;
  // From the stream-ordered allocator: freed with cuMemFreeAsync.
  bool streamOrdered;
};

struct State {
  std::mutex mutex;
  Driver driver;
  bool driverLoaded = false;
  std::string driverPath;

  // The context every entry point makes current: the primary context of
  // `device`, retained on first use.
  std::atomic<CUcontext> context{nullptr};
  int defaultDevice = 0;
  int contextOrdinal = -1;
  CUdevice device = 0;
  bool memoryPools = false;

  // Accounting of mgpuMemAlloc/mgpuMemFree, keyed by pointer; sizes are the
  // requested bytes.
  std::unordered_map<void *, Allocation> allocations;
  uint64_t deviceLive = 0, devicePeak = 0;
  uint64_t managedLive = 0, managedPeak = 0;
  bool anyManaged = false;
  // Whether the program used the runtime at all: only then is the exit line
  // printed.
  bool used = false;

  // Kernel names, for error messages.
  std::unordered_map<CUfunction, std::string> kernelNames;
};

// Allocated once and never destroyed: module unloads and frees run from other
// libraries' static destructors.
State &state() {
  static State *s = new State();
  return *s;
}

const Driver &loadDriverLocked(State &s) {
  if (s.driverLoaded)
    return s.driver;
  const char *override = std::getenv("REMAT_CUDA_DRIVER");
  s.driverPath = override && *override ? override : "libcuda.so.1";
  void *handle = dlopen(s.driverPath.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = dlerror();
    fatal("cannot load the CUDA driver library '%s': %s (is an NVIDIA driver "
          "installed?)",
          s.driverPath.c_str(), why ? why : "unknown error");
  }
  Driver &d = s.driver;
#define REMAT_CUDA_LOAD(name)                                                  \
  d.name =                                                                     \
      reinterpret_cast<decltype(d.name)>(dlsym(handle, REMAT_CUDA_STR(name)));
  REMAT_CUDA_REQUIRED_FUNCTIONS(REMAT_CUDA_LOAD)
  REMAT_CUDA_OPTIONAL_FUNCTIONS(REMAT_CUDA_LOAD)
#undef REMAT_CUDA_LOAD
#define REMAT_CUDA_REQUIRE(name)                                               \
  if (!d.name)                                                                 \
    fatal("the CUDA driver library '%s' lacks %s (driver too old?)",           \
          s.driverPath.c_str(), REMAT_CUDA_STR(name));
  REMAT_CUDA_REQUIRED_FUNCTIONS(REMAT_CUDA_REQUIRE)
#undef REMAT_CUDA_REQUIRE
  s.driverLoaded = true;
  return d;
}

void check(CUresult result, const char *call) {
  if (result == CUDA_SUCCESS)
    return;
  State &s = state();
  fatal("%s failed: %s", call, resultName(s.driver, result).c_str());
}

// Calls a driver function through the loaded table and aborts with the call's
// text and the result's name if it fails.
#define REMAT_CU(d, name, ...)                                                 \
  check((d).name(__VA_ARGS__), REMAT_CUDA_STR(name))

void retainContextLocked(State &s, int ordinal) {
  const Driver &d = s.driver;
  int count = 0;
  REMAT_CU(d, cuDeviceGetCount, &count);
  if (ordinal < 0 || ordinal >= count)
    fatal("CUDA device %d does not exist: the machine has %d device(s)",
          ordinal, count);
  CUdevice device;
  REMAT_CU(d, cuDeviceGet, &device, ordinal);
  CUcontext context;
  REMAT_CU(d, cuDevicePrimaryCtxRetain, &context, device);
  int pools = 0;
  REMAT_CU(d, cuDeviceGetAttribute, &pools,
           CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED, device);
  const char *sync = std::getenv("REMAT_CUDA_SYNC_ALLOC");
  s.memoryPools = pools && d.cuMemAllocAsync && d.cuMemFreeAsync &&
                  !(sync && std::strcmp(sync, "1") == 0);
  s.device = device;
  s.contextOrdinal = ordinal;
  s.context.store(context);
}

// The driver, with the runtime's context current on the calling thread;
// initializes both on first use. With `atTeardown`, returns null instead of
// failing when the driver has already shut down: the global destructors of
// gpu.binary (mgpuModuleUnload) may run after the driver's own exit handlers.
const Driver *driverOrNull(bool atTeardown) {
  State &s = state();
  CUcontext context = s.context.load();
  if (!context) {
    std::lock_guard<std::mutex> lock(s.mutex);
    s.used = true;
    context = s.context.load();
    if (!context) {
      const Driver &d = loadDriverLocked(s);
      REMAT_CU(d, cuInit, 0);
      retainContextLocked(s, s.defaultDevice);
      context = s.context.load();
    }
  }
  const Driver &d = s.driver;
  CUcontext current = nullptr;
  const char *call = "cuCtxGetCurrent";
  CUresult result = d.cuCtxGetCurrent(&current);
  if (result == CUDA_SUCCESS && current != context) {
    call = "cuCtxSetCurrent";
    result = d.cuCtxSetCurrent(context);
  }
  if (atTeardown && result == CUDA_ERROR_DEINITIALIZED)
    return nullptr;
  check(result, call);
  return &d;
}

const Driver &driver() { return *driverOrNull(/*atTeardown=*/false); }

void markUsed() {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.used = true;
}

std::string kernelName(CUfunction function) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto it = s.kernelNames.find(function);
  return it == s.kernelNames.end() ? std::string("<unknown kernel>")
                                   : it->second;
}

unsigned launchDim(intptr_t value, const char *what, CUfunction function) {
  if (value <= 0 || static_cast<uint64_t>(value) > UINT_MAX)
    fatal("launch of %s: %s = %" PRIdPTR " is out of range",
          kernelName(function).c_str(), what, value);
  return static_cast<unsigned>(value);
}

// Opts a kernel into more than the default 48 KiB of dynamic shared memory.
void prepareSharedMemory(const Driver &d, CUfunction function, int32_t smem) {
  if (smem < 0)
    fatal("launch of %s: negative dynamic shared memory size %" PRId32,
          kernelName(function).c_str(), smem);
  if (smem <= 48 * 1024)
    return;
  int optin = 0;
  REMAT_CU(d, cuDeviceGetAttribute, &optin,
           CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
           state().device);
  if (smem > optin)
    fatal("launch of %s: %" PRId32
          " bytes of dynamic shared memory exceed the device's %d",
          kernelName(function).c_str(), smem, optin);
  REMAT_CU(d, cuFuncSetAttribute, function,
           CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem);
}

bool startsWith(const void *data, size_t size, const void *magic, size_t n) {
  return size >= n && std::memcmp(data, magic, n) == 0;
}

// Loads PTX text through the JIT with its error log, so a PTX error names the
// line instead of only CUDA_ERROR_INVALID_PTX.
CUmodule loadPtx(const Driver &d, const char *ptx, int optLevel) {
  char errorLog[8192] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {errorLog,
                    reinterpret_cast<void *>(uintptr_t(sizeof(errorLog) - 1)),
                    reinterpret_cast<void *>(uintptr_t(optLevel))};
  CUmodule module = nullptr;
  CUresult result = d.cuModuleLoadDataEx(&module, ptx, 3, options, values);
  if (result != CUDA_SUCCESS)
    fatal("cuModuleLoadDataEx (PTX JIT, -O%d) failed: %s%s%s", optLevel,
          resultName(d, result).c_str(), errorLog[0] ? "\n" : "", errorLog);
  return module;
}

void recordAlloc(void *ptr, uint64_t size, bool managed, bool streamOrdered) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (!s.allocations.emplace(ptr, Allocation{size, managed, streamOrdered})
           .second)
    fatal("the driver returned the live pointer %p: the accounting is broken",
          ptr);
  if (managed) {
    s.anyManaged = true;
    s.managedLive += size;
    if (s.managedLive > s.managedPeak)
      s.managedPeak = s.managedLive;
  } else {
    s.deviceLive += size;
    if (s.deviceLive > s.devicePeak)
      s.devicePeak = s.deviceLive;
  }
}

void printReport() {
  State &s = state();
  uint64_t deviceLive, devicePeak, managedLive, managedPeak;
  bool anyManaged;
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    deviceLive = s.deviceLive;
    devicePeak = s.devicePeak;
    managedLive = s.managedLive;
    managedPeak = s.managedPeak;
    anyManaged = s.anyManaged;
  }
  std::printf("remat-cuda: device live %" PRIu64 " peak %" PRIu64 "\n",
              deviceLive, devicePeak);
  if (anyManaged)
    std::printf("remat-cuda: managed live %" PRIu64 " peak %" PRIu64 "\n",
                managedLive, managedPeak);
  // What the driver sees (the pools, other processes, the context itself);
  // only on request, and only if this process already created a context.
  const char *meminfo = std::getenv("REMAT_CUDA_MEMINFO");
  if (meminfo && std::strcmp(meminfo, "1") == 0 && s.context.load()) {
    const Driver &d = s.driver;
    size_t freeBytes = 0, totalBytes = 0;
    if (d.cuCtxSetCurrent(s.context.load()) == CUDA_SUCCESS &&
        d.cuMemGetInfo(&freeBytes, &totalBytes) == CUDA_SUCCESS)
      std::printf("remat-cuda: driver used %zu of %zu\n",
                  totalBytes - freeBytes, totalBytes);
  }
  std::fflush(stdout);
}

// The exit line. The context is left alone: at exit the driver may already be
// tearing down, and the process is ending anyway.
__attribute__((destructor)) void printReportAtExit() {
  State &s = state();
  bool used;
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    used = s.used;
  }
  if (used)
    printReport();
}

// The ranked memref descriptor (StridedMemRefType in CRunnerUtils.h) that the
// *MemRef entry points receive: two pointers, an offset, then `rank` sizes
// and `rank` strides.
struct DescriptorHeader {
  void *allocated;
  char *aligned;
  int64_t offset;
};

// The bytes a strided memref spans, from its lowest to its highest element
// (strides may be negative); `bytes` is 0 for an empty memref.
void *memrefSpan(void *descriptor, int64_t rank, int64_t elementSizeBytes,
                 uint64_t &bytes, const char *what) {
  if (!descriptor || rank < 0 || elementSizeBytes <= 0)
    fatal("%s: invalid memref (rank %" PRId64 ", element size %" PRId64 ")",
          what, rank, elementSizeBytes);
  auto *header = static_cast<DescriptorHeader *>(descriptor);
  const int64_t *sizes = reinterpret_cast<const int64_t *>(header + 1);
  const int64_t *strides = sizes + rank;
  int64_t lo = 0, hi = 0; // element offsets relative to `offset`
  bytes = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] <= 0)
      return nullptr;
    int64_t reach = (sizes[i] - 1) * strides[i];
    (reach < 0 ? lo : hi) += reach;
  }
  bytes = static_cast<uint64_t>(hi - lo + 1) * elementSizeBytes;
  return header->aligned + (header->offset + lo) * elementSizeBytes;
}

} // namespace

//===----------------------------------------------------------------------===//
// Modules and kernels
//===----------------------------------------------------------------------===//

// A cubin (ELF), a fatbin, or PTX text (gpu-module-to-binary format=bin,
// fatbin, or isa).
REMAT_CUDA_EXPORT CUmodule mgpuModuleLoad(void *data, size_t gpuBlobSize) {
  const Driver &d = driver();
  if (!data || gpuBlobSize == 0)
    fatal("mgpuModuleLoad: empty GPU binary");
  static const unsigned char elfMagic[] = {0x7f, 'E', 'L', 'F'};
  static const unsigned char fatbinMagic[] = {0x50, 0xed, 0x55, 0xba};
  if (startsWith(data, gpuBlobSize, elfMagic, sizeof(elfMagic)) ||
      startsWith(data, gpuBlobSize, fatbinMagic, sizeof(fatbinMagic))) {
    CUmodule module = nullptr;
    REMAT_CU(d, cuModuleLoadData, &module, data);
    return module;
  }
  // PTX: the driver wants it NUL-terminated, the blob need not be.
  std::string ptx(static_cast<const char *>(data), gpuBlobSize);
  return loadPtx(d, ptx.c_str(), 4);
}

// NUL-terminated PTX (gpu.object with `assembly`), JIT-compiled at optLevel.
REMAT_CUDA_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  const Driver &d = driver();
  if (!data)
    fatal("mgpuModuleLoadJIT: no PTX");
  int level = optLevel < 0 ? 0 : optLevel > 4 ? 4 : optLevel;
  return loadPtx(d, static_cast<const char *>(data), level);
}

REMAT_CUDA_EXPORT void mgpuModuleUnload(CUmodule module) {
  if (!module)
    return;
  const Driver *d = driverOrNull(/*atTeardown=*/true);
  if (!d)
    return;
  CUresult result = d->cuModuleUnload(module);
  if (result != CUDA_ERROR_DEINITIALIZED)
    check(result, "cuModuleUnload");
}

REMAT_CUDA_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module,
                                                   const char *name) {
  const Driver &d = driver();
  if (!module)
    fatal("mgpuModuleGetFunction(%s): the module was not loaded",
          name ? name : "<null>");
  CUfunction function = nullptr;
  CUresult result = d.cuModuleGetFunction(&function, module, name);
  if (result != CUDA_SUCCESS)
    fatal("cuModuleGetFunction(%s) failed: %s", name ? name : "<null>",
          resultName(d, result).c_str());
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.kernelNames[function] = name;
  return function;
}

REMAT_CUDA_EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                        intptr_t gridY, intptr_t gridZ,
                                        intptr_t blockX, intptr_t blockY,
                                        intptr_t blockZ, int32_t smem,
                                        CUstream stream, void **params,
                                        void **extra, size_t /*paramsCount*/) {
  const Driver &d = driver();
  prepareSharedMemory(d, function, smem);
  unsigned gx = launchDim(gridX, "gridX", function);
  unsigned gy = launchDim(gridY, "gridY", function);
  unsigned gz = launchDim(gridZ, "gridZ", function);
  unsigned bx = launchDim(blockX, "blockX", function);
  unsigned by = launchDim(blockY, "blockY", function);
  unsigned bz = launchDim(blockZ, "blockZ", function);
  CUresult result = d.cuLaunchKernel(function, gx, gy, gz, bx, by, bz, smem,
                                     stream, params, extra);
  if (result != CUDA_SUCCESS)
    fatal("cuLaunchKernel(%s, grid %ux%ux%u, block %ux%ux%u, smem %" PRId32
          ") failed: %s",
          kernelName(function).c_str(), gx, gy, gz, bx, by, bz, smem,
          resultName(d, result).c_str());
}

// `gpu.launch_func ... clusters in (...)` (sm_90+). MLIR 22 declares it
// without the trailing parameter count of mgpuLaunchKernel.
REMAT_CUDA_EXPORT void
mgpuLaunchClusterKernel(CUfunction function, intptr_t clusterX,
                        intptr_t clusterY, intptr_t clusterZ, intptr_t gridX,
                        intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                        intptr_t blockY, intptr_t blockZ, int32_t smem,
                        CUstream stream, void **params, void **extra) {
  const Driver &d = driver();
  if (!d.cuLaunchKernelEx)
    fatal("launch of %s with clusters: the CUDA driver lacks cuLaunchKernelEx "
          "(CUDA 12 or newer needed)",
          kernelName(function).c_str());
  prepareSharedMemory(d, function, smem);
  CUlaunchAttribute attribute;
  std::memset(&attribute, 0, sizeof(attribute));
  attribute.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attribute.value.clusterDim.x = launchDim(clusterX, "clusterX", function);
  attribute.value.clusterDim.y = launchDim(clusterY, "clusterY", function);
  attribute.value.clusterDim.z = launchDim(clusterZ, "clusterZ", function);
  uint64_t clusterSize = uint64_t(attribute.value.clusterDim.x) *
                         attribute.value.clusterDim.y *
                         attribute.value.clusterDim.z;
  // More than 8 blocks per cluster is a non-portable size kernels opt into.
  if (clusterSize > 8)
    REMAT_CU(d, cuFuncSetAttribute, function,
             CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1);
  CUlaunchConfig config;
  std::memset(&config, 0, sizeof(config));
  config.gridDimX = launchDim(gridX, "gridX", function);
  config.gridDimY = launchDim(gridY, "gridY", function);
  config.gridDimZ = launchDim(gridZ, "gridZ", function);
  config.blockDimX = launchDim(blockX, "blockX", function);
  config.blockDimY = launchDim(blockY, "blockY", function);
  config.blockDimZ = launchDim(blockZ, "blockZ", function);
  config.sharedMemBytes = static_cast<unsigned>(smem);
  config.hStream = stream;
  config.attrs = &attribute;
  config.numAttrs = 1;
  CUresult result = d.cuLaunchKernelEx(&config, function, params, extra);
  if (result != CUDA_SUCCESS)
    fatal("cuLaunchKernelEx(%s, cluster %ux%ux%u, grid %ux%ux%u, block "
          "%ux%ux%u, smem %" PRId32 ") failed: %s",
          kernelName(function).c_str(), attribute.value.clusterDim.x,
          attribute.value.clusterDim.y, attribute.value.clusterDim.z,
          config.gridDimX, config.gridDimY, config.gridDimZ, config.blockDimX,
          config.blockDimY, config.blockDimZ, smem,
          resultName(d, result).c_str());
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

// Non-blocking: the legacy default stream must not serialize the program's
// streams (offload and prefetch overlap with compute).
REMAT_CUDA_EXPORT CUstream mgpuStreamCreate() {
  const Driver &d = driver();
  CUstream stream = nullptr;
  REMAT_CU(d, cuStreamCreate, &stream, CU_STREAM_NON_BLOCKING);
  return stream;
}

REMAT_CUDA_EXPORT void mgpuStreamDestroy(CUstream stream) {
  const Driver &d = driver();
  REMAT_CU(d, cuStreamDestroy, stream);
}

REMAT_CUDA_EXPORT void mgpuStreamSynchronize(CUstream stream) {
  const Driver &d = driver();
  // Also where an earlier asynchronous failure (a faulting kernel) surfaces.
  REMAT_CU(d, cuStreamSynchronize, stream);
}

REMAT_CUDA_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  const Driver &d = driver();
  REMAT_CU(d, cuStreamWaitEvent, stream, event, 0);
}

REMAT_CUDA_EXPORT CUevent mgpuEventCreate() {
  const Driver &d = driver();
  CUevent event = nullptr;
  REMAT_CU(d, cuEventCreate, &event, CU_EVENT_DISABLE_TIMING);
  return event;
}

REMAT_CUDA_EXPORT void mgpuEventDestroy(CUevent event) {
  const Driver &d = driver();
  REMAT_CU(d, cuEventDestroy, event);
}

REMAT_CUDA_EXPORT void mgpuEventSynchronize(CUevent event) {
  const Driver &d = driver();
  REMAT_CU(d, cuEventSynchronize, event);
}

REMAT_CUDA_EXPORT void mgpuEventRecord(CUevent event, CUstream stream) {
  const Driver &d = driver();
  REMAT_CU(d, cuEventRecord, event, stream);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

// Device memory comes from the stream-ordered allocator when the allocation
// names a stream (the pools reuse memory without a device-wide sync, so
// offload/prefetch streams keep overlapping); host-shared memory is managed
// memory, usable from the host and every device.
REMAT_CUDA_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream,
                                     bool isHostShared) {
  const Driver &d = driver();
  // The driver refuses zero bytes; the accounting still records 0.
  size_t bytes = sizeBytes == 0 ? 1 : static_cast<size_t>(sizeBytes);
  CUdeviceptr ptr = 0;
  bool streamOrdered = false;
  CUresult result;
  const char *call;
  if (isHostShared) {
    call = "cuMemAllocManaged";
    result = d.cuMemAllocManaged(&ptr, bytes, CU_MEM_ATTACH_GLOBAL);
  } else if (stream && state().memoryPools) {
    call = "cuMemAllocAsync";
    streamOrdered = true;
    result = d.cuMemAllocAsync(&ptr, bytes, stream);
  } else {
    call = "cuMemAlloc";
    result = d.cuMemAlloc(&ptr, bytes);
  }
  if (result != CUDA_SUCCESS) {
    State &s = state();
    uint64_t live, managedLive;
    {
      std::lock_guard<std::mutex> lock(s.mutex);
      live = s.deviceLive;
      managedLive = s.managedLive;
    }
    fatal("%s of %" PRIu64 " bytes failed: %s (live: device %" PRIu64
          ", managed %" PRIu64 ")",
          call, sizeBytes, resultName(d, result).c_str(), live, managedLive);
  }
  void *p = reinterpret_cast<void *>(ptr);
  recordAlloc(p, sizeBytes, isHostShared, streamOrdered);
  return p;
}

REMAT_CUDA_EXPORT void mgpuMemFree(void *ptr, CUstream stream) {
  if (!ptr)
    return;
  const Driver *d = driverOrNull(/*atTeardown=*/true);
  Allocation allocation;
  {
    State &s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    auto it = s.allocations.find(ptr);
    if (it == s.allocations.end())
      fatal("mgpuMemFree of unknown pointer %p (not allocated by "
            "mgpuMemAlloc, or already freed)",
            ptr);
    allocation = it->second;
    s.allocations.erase(it);
    (allocation.managed ? s.managedLive : s.deviceLive) -= allocation.size;
  }
  if (!d)
    return;
  CUdeviceptr dptr = reinterpret_cast<CUdeviceptr>(ptr);
  if (allocation.streamOrdered && stream) {
    REMAT_CU(*d, cuMemFreeAsync, dptr, stream);
    return;
  }
  // cuMemFree does not wait for stream-ordered memory: wait here.
  if (allocation.streamOrdered)
    REMAT_CU(*d, cuCtxSynchronize);
  CUresult result = d->cuMemFree(dptr);
  if (result != CUDA_ERROR_DEINITIALIZED)
    check(result, "cuMemFree");
}

REMAT_CUDA_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                  CUstream stream) {
  if (sizeBytes == 0)
    return;
  const Driver &d = driver();
  REMAT_CU(d, cuMemcpyAsync, reinterpret_cast<CUdeviceptr>(dst),
           reinterpret_cast<CUdeviceptr>(src), sizeBytes, stream);
}

// `count` is in elements.
REMAT_CUDA_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                                    CUstream stream) {
  if (count == 0)
    return;
  const Driver &d = driver();
  REMAT_CU(d, cuMemsetD32Async, reinterpret_cast<CUdeviceptr>(dst), value,
           count, stream);
}

REMAT_CUDA_EXPORT void mgpuMemset16(void *dst, unsigned short value,
                                    size_t count, CUstream stream) {
  if (count == 0)
    return;
  const Driver &d = driver();
  REMAT_CU(d, cuMemsetD16Async, reinterpret_cast<CUdeviceptr>(dst), value,
           count, stream);
}

REMAT_CUDA_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (!ptr || sizeBytes == 0)
    return;
  const Driver &d = driver();
  // Mapped, and pinned for every context: kernels read and write it through
  // the host pointer (gpu.host_register's contract).
  CUresult result = d.cuMemHostRegister(ptr, sizeBytes,
                                        CU_MEMHOSTREGISTER_PORTABLE |
                                            CU_MEMHOSTREGISTER_DEVICEMAP);
  // Registering twice is harmless for the program: the memory stays pinned.
  if (result == CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED)
    return;
  if (result != CUDA_SUCCESS)
    fatal("cuMemHostRegister(%p, %" PRIu64 " bytes) failed: %s", ptr, sizeBytes,
          resultName(d, result).c_str());
}

REMAT_CUDA_EXPORT void mgpuMemHostUnregister(void *ptr) {
  if (!ptr)
    return;
  const Driver &d = driver();
  CUresult result = d.cuMemHostUnregister(ptr);
  if (result == CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED)
    return;
  if (result != CUDA_SUCCESS)
    fatal("cuMemHostUnregister(%p) failed: %s", ptr,
          resultName(d, result).c_str());
}

// gpu.host_register of an unranked memref: `descriptor` is the ranked
// descriptor the unranked one points to.
REMAT_CUDA_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                                                 int64_t elementSizeBytes) {
  uint64_t bytes = 0;
  void *start = memrefSpan(descriptor, rank, elementSizeBytes, bytes,
                           "mgpuMemHostRegisterMemRef");
  mgpuMemHostRegister(start, bytes);
}

REMAT_CUDA_EXPORT void mgpuMemHostUnregisterMemRef(int64_t rank,
                                                   void *descriptor,
                                                   int64_t elementSizeBytes) {
  uint64_t bytes = 0;
  void *start = memrefSpan(descriptor, rank, elementSizeBytes, bytes,
                           "mgpuMemHostUnregisterMemRef");
  if (bytes != 0)
    mgpuMemHostUnregister(start);
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

// Selects the device whose primary context later calls use. Modules loaded
// before (the global constructors of gpu.binary) stay in the old context.
REMAT_CUDA_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.used = true;
  s.defaultDevice = device;
  if (!s.context.load() || device == s.contextOrdinal)
    return;
  retainContextLocked(s, device);
}

//===----------------------------------------------------------------------===//
// Accounting
//===----------------------------------------------------------------------===//

REMAT_CUDA_EXPORT void remat_cuda_reset_peak(void) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.used = true;
  s.devicePeak = s.deviceLive;
  s.managedPeak = s.managedLive;
}

REMAT_CUDA_EXPORT void remat_cuda_print_peak(void) {
  markUsed();
  printReport();
}
