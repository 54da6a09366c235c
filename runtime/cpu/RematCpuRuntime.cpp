//===- RematCpuRuntime.cpp - allocation-counting CPU runtime ---------------===//
//
// The host runtime of remat's compiled programs and integration tests.
//
// 1. The generic allocation functions that MLIR's memref-to-LLVM lowering calls
//    when run with `finalize-memref-to-llvm{use-generic-functions=true}`:
//      _mlir_memref_to_llvm_alloc, _mlir_memref_to_llvm_aligned_alloc,
//      _mlir_memref_to_llvm_free.
//    Every live allocation is recorded with its REQUESTED size; the runtime
//    keeps the live byte count and its peak, so that a run reports the real
//    peak of its heap buffers (stack allocations are not counted). These are
//    the buffers in device memory, the memory a plan's budget limits.
// 2. remat_rt_host_alloc / remat_rt_host_free: buffers in host memory (memory
//    space 1: offloaded tensors and the tensors of ops placed on the CPU),
//    which remat-lower-host-memory routes here. They are counted apart, so
//    the device peak is the one the plan models and the host peak is its own.
// 3. remat_rt_reset_peak / remat_rt_print_peak: measure the peaks of a
//    region: `remat-rt: live L peak P` for device memory and, once host
//    memory has been used, `remat-rt: host live L peak P`.
// 4. memrefCopy: memref.copy of strided buffers, as in CRunnerUtils.
// 5. _mlir_ciface_remat_rt_print_f32: a tensor fingerprint (shape, FNV-1a 64
//    over the element bit patterns, sum) and, with REMAT_RT_DUMP=1, every
//    element, for comparing runs bit for bit and checking values.
//
// Plain C++17, no LLVM/MLIR library. The memref descriptor layouts are those of
// mlir/ExecutionEngine/CRunnerUtils.h, restated here.
//
//===----------------------------------------------------------------------===//

#include <cinttypes>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>

#define REMAT_RT_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

// The allocation registry of one memory. Allocated once and never destroyed,
// so that frees that run during static destruction of other libraries still
// find it.
struct Registry {
  const char *name;
  std::mutex mutex;
  std::unordered_map<void *, size_t> sizes;
  uint64_t live = 0;
  uint64_t peak = 0;
  bool used = false; ///< Anything was ever allocated here.
  explicit Registry(const char *name) : name(name) {}
};

Registry &registry() {
  static Registry *r = new Registry("device");
  return *r;
}

Registry &hostRegistry() {
  static Registry *r = new Registry("host");
  return *r;
}

void recordAlloc(Registry &r, void *ptr, size_t size) {
  if (!ptr)
    return;
  std::lock_guard<std::mutex> lock(r.mutex);
  auto inserted = r.sizes.emplace(ptr, size);
  if (!inserted.second) {
    // The allocator returned a pointer we think is live: our bookkeeping is
    // broken, and every number we would print is wrong.
    std::fprintf(stderr, "remat-rt: allocator returned live pointer %p\n",
                 ptr);
    std::abort();
  }
  r.used = true;
  r.live += size;
  if (r.live > r.peak)
    r.peak = r.live;
}

void recordAlloc(void *ptr, size_t size) { recordAlloc(registry(), ptr, size); }

// Forgets `ptr` in `r` and frees it; a pointer `r` does not know (freed
// twice, or allocated in the other memory) is fatal.
void releaseAlloc(Registry &r, void *ptr) {
  if (!ptr)
    return;
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    auto it = r.sizes.find(ptr);
    if (it == r.sizes.end()) {
      std::fprintf(stderr,
                   "remat-rt: free of unknown pointer %p (not allocated in %s "
                   "memory by the remat runtime, or already freed)\n",
                   ptr, r.name);
      std::fflush(stderr);
      std::abort();
    }
    r.live -= it->second;
    r.sizes.erase(it);
  }
  std::free(ptr);
}

void allocFailed(size_t size) {
  std::fprintf(stderr, "remat-rt: out of memory allocating %zu bytes\n", size);
  std::abort();
}

// The layout of a ranked memref descriptor of any rank (StridedMemRefType in
// CRunnerUtils.h): two pointers, an offset, then `rank` sizes and `rank`
// strides, all int64.
struct DynamicDescriptorHeader {
  void *basePtr;
  void *data;
  int64_t offset;
  // int64_t sizes[rank]; int64_t strides[rank];
};

// UnrankedMemRefType<T> in CRunnerUtils.h.
struct UnrankedDescriptor {
  int64_t rank;
  void *descriptor;
};

constexpr uint64_t kFnvOffset = 0xcbf29ce484222325ULL;
constexpr uint64_t kFnvPrime = 0x100000001b3ULL;

uint64_t fnvBytes(uint64_t h, const void *bytes, size_t n) {
  const unsigned char *p = static_cast<const unsigned char *>(bytes);
  for (size_t i = 0; i < n; ++i) {
    h ^= p[i];
    h *= kFnvPrime;
  }
  return h;
}

bool dumpRequested() {
  const char *v = std::getenv("REMAT_RT_DUMP");
  return v && std::strcmp(v, "1") == 0;
}

} // namespace

REMAT_RT_EXPORT void *_mlir_memref_to_llvm_alloc(size_t size) {
  // malloc(0) may return nullptr or a unique pointer; ask for one byte so a
  // zero-sized buffer still has an identity in the registry.
  void *ptr = std::malloc(size == 0 ? 1 : size);
  if (!ptr)
    allocFailed(size);
  recordAlloc(ptr, size);
  return ptr;
}

REMAT_RT_EXPORT void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment,
                                                         size_t size) {
  // aligned_alloc needs a power-of-two alignment of at least sizeof(void*)
  // and a size that is a multiple of it.
  size_t align = alignment < sizeof(void *) ? sizeof(void *) : alignment;
  if ((align & (align - 1)) != 0) {
    std::fprintf(stderr, "remat-rt: alignment %zu is not a power of two\n",
                 alignment);
    std::abort();
  }
  size_t rounded = size == 0 ? align : (size + align - 1) / align * align;
  void *ptr = std::aligned_alloc(align, rounded);
  if (!ptr)
    allocFailed(size);
  recordAlloc(ptr, size);
  return ptr;
}

REMAT_RT_EXPORT void _mlir_memref_to_llvm_free(void *ptr) {
  releaseAlloc(registry(), ptr);
}

REMAT_RT_EXPORT void *remat_rt_host_alloc(size_t size) {
  void *ptr = std::malloc(size == 0 ? 1 : size);
  if (!ptr)
    allocFailed(size);
  recordAlloc(hostRegistry(), ptr, size);
  return ptr;
}

REMAT_RT_EXPORT void remat_rt_host_free(void *ptr) {
  releaseAlloc(hostRegistry(), ptr);
}

REMAT_RT_EXPORT void remat_rt_reset_peak(void) {
  for (Registry *r : {&registry(), &hostRegistry()}) {
    std::lock_guard<std::mutex> lock(r->mutex);
    r->peak = r->live;
  }
}

REMAT_RT_EXPORT void remat_rt_print_peak(void) {
  for (Registry *r : {&registry(), &hostRegistry()}) {
    uint64_t live, peak;
    {
      std::lock_guard<std::mutex> lock(r->mutex);
      // Programs that never use host memory print what they always did.
      if (r == &hostRegistry() && !r->used)
        continue;
      live = r->live;
      peak = r->peak;
    }
    std::printf("remat-rt: %slive %" PRIu64 " peak %" PRIu64 "\n",
                r == &hostRegistry() ? "host " : "", live, peak);
  }
  std::fflush(stdout);
}

// memref.copy between buffers that are not both contiguous, as
// finalize-memref-to-llvm lowers it (tensor.pad and insert_slice bufferize to
// copies into strided views): the function of libmlir_c_runner_utils, so
// that programs need no other library.
REMAT_RT_EXPORT void memrefCopy(int64_t elemSize, UnrankedDescriptor *src,
                                UnrankedDescriptor *dst) {
  const int64_t rank = src->rank;
  const auto *srcHeader =
      static_cast<const DynamicDescriptorHeader *>(src->descriptor);
  const auto *dstHeader =
      static_cast<const DynamicDescriptorHeader *>(dst->descriptor);
  const int64_t *sizes = reinterpret_cast<const int64_t *>(srcHeader + 1);
  const int64_t *srcStrides = sizes + rank;
  const int64_t *dstStrides =
      reinterpret_cast<const int64_t *>(dstHeader + 1) + rank;
  for (int64_t d = 0; d < rank; ++d)
    if (sizes[d] <= 0)
      return;
  const char *from = static_cast<const char *>(srcHeader->data) +
                     srcHeader->offset * elemSize;
  char *to = static_cast<char *>(dstHeader->data) + dstHeader->offset * elemSize;
  // An odometer over the indices, the innermost dimension fastest.
  int64_t *index = static_cast<int64_t *>(
      std::calloc(rank > 0 ? rank : 1, sizeof(int64_t)));
  if (!index)
    allocFailed(sizeof(int64_t) * (rank > 0 ? rank : 1));
  int64_t srcOffset = 0, dstOffset = 0;
  while (true) {
    std::memcpy(to + dstOffset * elemSize, from + srcOffset * elemSize,
                elemSize);
    int64_t d = rank - 1;
    for (; d >= 0; --d) {
      if (++index[d] < sizes[d]) {
        srcOffset += srcStrides[d];
        dstOffset += dstStrides[d];
        break;
      }
      srcOffset -= (index[d] - 1) * srcStrides[d];
      dstOffset -= (index[d] - 1) * dstStrides[d];
      index[d] = 0;
    }
    if (d < 0)
      break;
  }
  std::free(index);
}

REMAT_RT_EXPORT void
_mlir_ciface_remat_rt_print_f32(UnrankedDescriptor *m) {
  if (!m || !m->descriptor || m->rank < 0) {
    std::fprintf(stderr, "remat-rt: print_f32 got an invalid memref\n");
    std::abort();
  }
  const int64_t rank = m->rank;
  const auto *header = static_cast<const DynamicDescriptorHeader *>(
      m->descriptor);
  const int64_t *sizes = reinterpret_cast<const int64_t *>(header + 1);
  const int64_t *strides = sizes + rank;
  const float *data = static_cast<const float *>(header->data) + header->offset;

  int64_t count = 1;
  for (int64_t d = 0; d < rank; ++d)
    count *= sizes[d] < 0 ? 0 : sizes[d];

  // Walk the elements in row-major order with an odometer over the indices.
  const bool dump = dumpRequested();
  float *values = nullptr;
  if (dump && count > 0) {
    values = static_cast<float *>(std::malloc(sizeof(float) * count));
    if (!values)
      allocFailed(sizeof(float) * count);
  }
  uint64_t hash = kFnvOffset;
  double sum = 0.0;
  int64_t *index = static_cast<int64_t *>(
      std::calloc(rank > 0 ? rank : 1, sizeof(int64_t)));
  int64_t linear = 0; // element offset of `index` from `data`
  for (int64_t n = 0; n < count; ++n) {
    float v = data[linear];
    uint32_t bits;
    std::memcpy(&bits, &v, sizeof(bits));
    hash = fnvBytes(hash, &bits, sizeof(bits));
    sum += v;
    if (values)
      values[n] = v;
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < sizes[d]) {
        linear += strides[d];
        break;
      }
      linear -= (index[d] - 1) * strides[d];
      index[d] = 0;
    }
  }
  std::free(index);

  std::printf("remat-rt: f32 shape ");
  if (rank == 0) {
    std::printf("scalar");
  } else {
    for (int64_t d = 0; d < rank; ++d)
      std::printf(d ? "x%" PRId64 : "%" PRId64, sizes[d]);
  }
  std::printf(" fnv %016" PRIx64 " sum %.9g\n", hash, sum);
  if (values) {
    for (int64_t n = 0; n < count; ++n)
      std::printf("%.9g\n", static_cast<double>(values[n]));
    std::free(values);
  }
  std::fflush(stdout);
}
