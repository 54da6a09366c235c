#!/usr/bin/env bash
# Optional: IREE's compiler and runtime, for remat's `--remat-lower=iree`
# target and its executed tests (lit feature `iree`) and bench/iree.
#
#   bash scripts/setup-iree.sh        # creates .venv-iree in the checkout
#
# Installs the pinned PyPI release of iree-base-compiler (iree-compile) and
# iree-base-runtime (iree-run-module) into a venv made with `python3` on PATH
# (on the project's machines, pyenv's Python 3.11, which reaches PyPI;
# REMAT_IREE_PYTHON overrides it). About 190 MB of downloads, 580 MB
# installed, 1-2 minutes. The pin is the release docs/IREE.md was measured
# with: another release may schedule and pack memory differently.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${REMAT_IREE_VENV:-$here/.venv-iree}"
python="${REMAT_IREE_PYTHON:-python3}"
version=3.13.0
if [ ! -x "$venv/bin/python" ]; then
  echo "setup-iree: creating $venv with $("$python" --version)"
  "$python" -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check \
  "iree-base-compiler==$version" "iree-base-runtime==$version"
"$venv/bin/iree-compile" --version | sed -n 2p | sed 's/^ */setup-iree: /'
echo "setup-iree: iree-compile and iree-run-module ready in $venv/bin"
