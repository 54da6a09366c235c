#!/usr/bin/env bash
# Builds remat with AddressSanitizer and UndefinedBehaviorSanitizer (clang-22)
# into its own build directory and runs the whole test suite under them: the
# lit suite and the unit tests (`check-remat`). Any sanitizer report fails
# the test it happens in. Tests that cannot run sanitized say so with
# `UNSUPPORTED: sanitized` (lit feature).
#
#   bash scripts/check-sanitized.sh            # build-sanitized/, all tests
#   REMAT_SANITIZED_BUILD_DIR=/tmp/b bash scripts/check-sanitized.sh
#   bash scripts/check-sanitized.sh remat-opt GPU   # lit on test/ subsets only
#   bash scripts/check-sanitized.sh --build-only   # configure and build (fuzz.sh)
#
# Runtimes under runtime/ stay uninstrumented (mlir-runner loads them), and
# Debian's libLLVM/libMLIR are: ASan runs with allow_user_poisoning=0.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${REMAT_SANITIZED_BUILD_DIR:-$here/build-sanitized}"
llvm=/usr/lib/llvm-22

# setup.sh's packages, and the sanitizer runtimes of clang-22.
# shellcheck source=packages.sh
source "$here/scripts/packages.sh"
install_missing check-sanitized "${remat_packages[@]}" libclang-rt-22-dev

# -O1: sanitized code at -O3 takes twice as long to compile for little speed.
cmake -G Ninja -S "$here" -B "$build" \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_FLAGS_RELEASE="-O1 -DNDEBUG" \
  -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" \
  -DREMAT_SANITIZE=address,undefined -DREMAT_BUILD_FUZZERS=ON \
  -DMLIR_DIR="$llvm/lib/cmake/mlir" \
  -DLLVM_EXTERNAL_LIT="$llvm/bin/lit"

export ASAN_OPTIONS="${ASAN_OPTIONS:-allow_user_poisoning=0:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
start=$SECONDS
if [ "${1:-}" = --build-only ]; then
  cmake --build "$build" --target remat-fuzzers remat-opt remat-solve
  exit 0
elif (($#)); then
  cmake --build "$build" --target remat-opt remat-solve remat_cpu_runtime \
    RematDocGen RematPassesDocGen RematConversionPassesDocGen
  dirs=()
  for d in "$@"; do dirs+=("$build/test/$d"); done
  "$llvm/bin/lit" -sv "${dirs[@]}"
else
  cmake --build "$build" --target remat-fuzzers
  cmake --build "$build" --target check-remat
fi
echo "check-sanitized: no sanitizer report in $((SECONDS - start)) s ($build)"
