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
  cmake ninja-build g++ python3 python3-numpy python3-matplotlib
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

# The main job on the bundled example: the planning graph of an MLP training
# step written in linalg, and a plan of a training graph at 60% of its peak.
echo "setup: planning graph of examples/mlp_train.mlir"
"$build/bin/remat-opt" --remat-print-graph "$here/examples/mlp_train.mlir" -o /dev/null
echo "setup: plan of examples/chain4_train.json at 60% of its no-remat peak"
"$build/bin/remat-solve" "$here/examples/chain4_train.json" --budget=60% --solver=auto
