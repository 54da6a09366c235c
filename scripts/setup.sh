#!/usr/bin/env bash
# Sets remat up on a fresh Debian bookworm machine and builds it:
#   1. installs the Debian packages it needs (LLVM/MLIR 22, CBC, Ninja, ...),
#   2. configures build/ with CMake + Ninja and builds everything.
# Idempotent: packages already present are not reinstalled, and an existing
# build/ is reused. Run as root, or as a user with sudo.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${REMAT_BUILD_DIR:-$here/build}"
llvm=/usr/lib/llvm-22

# shellcheck source=packages.sh
source "$here/scripts/packages.sh"
install_missing setup "${remat_packages[@]}"

cmake -G Ninja -S "$here" -B "$build" \
  -DCMAKE_BUILD_TYPE=Release \
  -DMLIR_DIR="$llvm/lib/cmake/mlir" \
  -DLLVM_EXTERNAL_LIT="$llvm/bin/lit"
cmake --build "$build"
echo "setup: built remat in $build"

# The main job on the bundled example, an 8-layer MLP training step: plan it
# for half of its no-remat peak, print the report, then run the planned
# program on the CPU and print the peak bytes it really used.
example="$here/examples/mlp_train.mlir"
out="$build/examples"
mkdir -p "$out"
echo "setup: planning examples/mlp_train.mlir at 50% of its no-remat peak"
"$build/bin/remat-opt" "$example" --remat-entry=step --remat-budget=50% \
  --remat-report="$out/mlp_train.report.json" -o "$out/mlp_train.remat.mlir"
/usr/bin/python3 "$here/python/remat_tools/show_report.py" "$out/mlp_train.report.json"
echo "setup: running it (mlir-runner, allocation-counting runtime)"
"$build/bin/remat-opt" "$example" --remat-entry=step --remat-budget=50% \
  --remat-lower=cpu -o "$out/mlp_train.cpu.mlir"
"$llvm/bin/mlir-runner" "$out/mlp_train.cpu.mlir" -e main -entry-point-result=i32 \
  -shared-libs="$build/lib/libremat_cpu_runtime.so" | grep "remat-rt: live"
/usr/bin/python3 "$here/python/remat_tools/plot_memory_timeline.py" \
  "$out/mlp_train.report.json" -o "$out/mlp_train.timeline.png"
echo "setup: rewritten IR in $out/mlp_train.remat.mlir, memory timeline in $out/mlp_train.timeline.png"
