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

packages=(
  cmake ninja-build g++ python3 python3-numpy python3-matplotlib python3-jsonschema
  python3-venv python3-pip python3-setuptools python3-wheel
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools clang-22
  coinor-libcbc-dev libgtest-dev
  zlib1g-dev libzstd-dev libxml2-dev libedit-dev libffi-dev libcurl4-openssl-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

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
