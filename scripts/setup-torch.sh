#!/usr/bin/env bash
# Optional: the Python environment of remat's PyTorch importer (python/).
#
#   bash scripts/setup-torch.sh        # creates .venv in the checkout
#
# Uses `python3` on PATH (on the project's machines, pyenv's Python 3.11,
# which reaches PyPI; Debian's /usr/bin/python3 runs the tests and plots and
# needs none of this) and installs pinned torch (CPU is enough; PyPI's wheel
# brings CUDA libraries it does not use here), torch-mlir, whose
# stateless_fx_import lowers the traced step to linalg on tensors, and
# torchvision (0.29.2 is built against torch's stable ABI and requires
# torch >= 2.14; its models are among the importer's test models). About
# 5 GB of downloads. Neither CI nor the test suite needs it: the tiny zoo
# models and PyTorch's reference gradients are committed (test/Models); the
# importer's own tests (test/Importer, lit feature `torch`) run when .venv
# exists.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$here/.venv"
python="${REMAT_TORCH_PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
  echo "setup-torch: creating $venv with $("$python" --version)"
  "$python" -m venv "$venv"
fi
"$venv/bin/pip" install --quiet torch==2.15.0 torch-mlir==20261001 torchvision==0.29.2 numpy
"$venv/bin/python" -c "import torch, torch_mlir; import torchvision; print('setup-torch: torch', torch.__version__, '+ torchvision', torchvision.__version__, '+ torch-mlir ready in $venv')"
echo "setup-torch: e.g. (cd python && ../.venv/bin/python -m remat_torch.zoo --size full --out ../build/zoo)"
