# -*- Python -*-
# lit configuration of the remat test suite.

import os
import shutil
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "REMAT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.remat_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%remat_src_root", config.remat_src_root))
config.substitutions.append(("%remat_obj_root", config.remat_obj_root))
# The shared graph files live beside the checkout (../shared/graphs).
shared_graphs = os.path.join(os.path.dirname(config.remat_src_root), "shared",
                             "graphs")
config.substitutions.append(("%shared_graphs", shared_graphs))
if os.path.isdir(os.path.join(shared_graphs, "checkmate")):
    config.available_features.add("checkmate-graphs")

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
# A sanitized build (cmake/RematSanitize.cmake): every report fails its test.
# Debian's libMLIR is uninstrumented, so ASan must not trust user poisoning
# (LLVM's allocators poison memory in inlined code only).
for sanitizer in getattr(config, "remat_sanitize", "").split(","):
    if sanitizer:
        config.available_features.add(sanitizer.strip() + "-sanitizer")
if getattr(config, "remat_sanitize", ""):
    config.available_features.add("sanitized")
    config.environment["ASAN_OPTIONS"] = os.environ.get(
        "ASAN_OPTIONS",
        "allow_user_poisoning=0:detect_leaks=1:abort_on_error=0")
    config.environment["UBSAN_OPTIONS"] = os.environ.get(
        "UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1")
    if "LSAN_OPTIONS" in os.environ:
        config.environment["LSAN_OPTIONS"] = os.environ["LSAN_OPTIONS"]
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# Executing compiled programs: remat's allocation-counting runtime and
# upstream's C runner utilities, for mlir-runner and for native links.
config.substitutions.append(("%remat_runtime_lib", os.path.join(
    config.remat_obj_root, "lib", "libremat_cpu_runtime.so")))
config.substitutions.append(("%mlir_c_runner_utils", os.path.join(
    config.llvm_lib_dir, "libmlir_c_runner_utils.so")))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%remat_plugin", os.path.join(
    config.remat_obj_root, "lib", "RematPlugin.so")))
# Every report a test writes is checked against docs/report.schema.json.
config.substitutions.append(("%validate_report", "%s %s" % (
    sys.executable, os.path.join(config.remat_src_root, "test", "Inputs",
                                 "validate_report.py"))))
try:
    import numpy  # noqa: F401
    config.available_features.add("numpy")
except ImportError:
    pass
try:
    import matplotlib  # noqa: F401
    config.available_features.add("matplotlib")
except ImportError:
    pass

# The PyTorch importer's tests need the interpreter scripts/setup-torch.sh
# installs torch and torch-mlir into (.venv of the checkout).
torch_python = os.path.join(config.remat_src_root, ".venv", "bin", "python")
if os.path.exists(torch_python):
    import subprocess
    probe = subprocess.run([torch_python, "-c", "import torch, torch_mlir"],
                           capture_output=True)
    if probe.returncode == 0:
        config.available_features.add("torch")
        config.substitutions.append(("%torch_python", torch_python))
        config.environment["PYTHONPATH"] = os.path.join(
            config.remat_src_root, "python")

# The IREE target's executed tests need iree-compile and iree-run-module:
# scripts/setup-iree.sh installs them into .venv-iree of the checkout
# (REMAT_IREE_BIN names another directory holding both).
iree_bin = os.environ.get("REMAT_IREE_BIN") or os.path.join(
    config.remat_src_root, ".venv-iree", "bin")
if all(os.access(os.path.join(iree_bin, tool), os.X_OK)
       for tool in ("iree-compile", "iree-run-module")):
    config.available_features.add("iree")
    config.substitutions.append(("%iree_bin", iree_bin))
# The whole IREE suite (every tiny zoo model at every budget) takes long on
# two cores: lit --param iree_full=1 (or REMAT_IREE_FULL=1) runs it.
if lit_config.params.get("iree_full", os.environ.get("REMAT_IREE_FULL")):
    config.available_features.add("iree-full")

tool_dirs = [config.remat_tools_dir, config.llvm_tools_dir]
tools = [
    "remat-opt",
    "remat-solve",
    "mlir-opt",
    "mlir-translate",
    ToolSubst("mlir-runner", unresolved="ignore"),
    ToolSubst("clang", command=shutil.which("clang-22") or "clang-22",
              unresolved="ignore"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

if config.remat_enable_cbc:
    config.available_features.add("cbc")
# GPU execution tests need a CUDA driver and a device.
if os.path.exists("/dev/nvidia0") and shutil.which("nvidia-smi"):
    config.available_features.add("cuda")
# remat's mgpu* runtime (runtime/cuda), built when the CUDA headers are found;
# the toolkit's stub driver lets tests reach the driver calls without a GPU.
if getattr(config, "remat_enable_cuda_runtime", False):
    config.available_features.add("cuda-runtime")
    config.substitutions.append(("%remat_cuda_runtime_lib", os.path.join(
        config.remat_obj_root, "lib", "libremat_cuda_runtime.so")))
    config.substitutions.append(("%remat_fake_cuda_driver", os.path.join(
        config.remat_obj_root, "lib", "libremat_fake_cuda_driver.so")))
    config.substitutions.append(("%cuda_include_dir", getattr(
        config, "remat_cuda_include_dir", "")))
    cuda_stub = getattr(config, "remat_cuda_driver_stub", "")
    if cuda_stub and os.path.exists(cuda_stub):
        config.available_features.add("cuda-driver-stub")
        config.substitutions.append(("%cuda_driver_stub", cuda_stub))
