// The machine of remat-plan{devices=...}: it replaces the module's
// remat.devices, the GPU's memory caps the budget (and is the budget when
// none is given), and with a slow GPU auto swaps activations to the host
// instead of recomputing them. Runs on the 8-layer MLP of the integration
// tests (no-remat peak 2180996 bytes).

// RUN: remat-opt %S/../Integration/mlp_chain.mlir --pass-pipeline='builtin.module(remat-plan{entry=step devices=gpu0:1200KB,cpu:1GB})' --remat-report=%t.cap.json | FileCheck %s --check-prefix=ATTR
// ATTR: module attributes {remat.devices = #remat.devices<[<"gpu0", gpu, memory = 1200000, flops = 5.000000e+13>, <"cpu", cpu, memory = 1000000000, flops = 1.000000e+12>]>}
// RUN: %validate_report %t.cap.json
// RUN: FileCheck %s --check-prefix=CAP < %t.cap.json
// CAP: "budget": 1200000,
// CAP: "device": "gpu0",

// A percentage above the device's memory is capped by it.
// RUN: remat-opt %S/../Integration/mlp_chain.mlir --pass-pipeline='builtin.module(remat-plan{entry=step budget=90% devices=gpu0:1200KB,cpu:1GB})' --remat-report=%t.pct.json -o /dev/null
// RUN: FileCheck %s --check-prefix=CAP < %t.pct.json

// A GPU of 1 GFLOP/s makes recomputation slow: activations go to the host
// over the link (100 GB/s, 1 us) and come back ahead of their use.
// RUN: remat-opt %S/../Integration/mlp_chain.mlir --pass-pipeline='builtin.module(remat-plan{entry=step devices=gpu0:1200KB:1e9,cpu:1GB,gpu0-cpu:100GB/s:1us})' --remat-report=%t.swap.json -o /dev/null
// RUN: FileCheck %s --check-prefix=SWAP < %t.swap.json
// SWAP: "device": "gpu0",
// SWAP: "host": "cpu",
// SWAP-NEXT: "host_peak_after": {{[1-9][0-9]*}},
// SWAP: "offloaded": [
// SWAP-NEXT: {{[0-9]+}},
// SWAP: "peak_after": {{[0-9]+}},
// SWAP: "transfers": {{[1-9][0-9]*}}

// Without a link the default one applies; without a CPU nothing is offloaded.
// RUN: remat-opt %S/../Integration/mlp_chain.mlir --pass-pipeline='builtin.module(remat-plan{entry=step devices=gpu0:1200KB:1e9})' --remat-report=%t.nohost.json -o /dev/null
// RUN: FileCheck %s --check-prefix=NOHOST < %t.nohost.json
// NOHOST: "offloaded": [],
// NOHOST: "transfers": 0{{,?$}}

// The host plan must fit the CPU's memory.
// RUN: not remat-opt %S/../Integration/mlp_chain.mlir --pass-pipeline='builtin.module(remat-plan{entry=step devices=gpu0:1200KB:1e9,cpu:1KB,gpu0-cpu:100GB/s:1us})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOSTFULL
// HOSTFULL: error: the plan of '@step' parks {{[0-9]+}} bytes in host memory, more than the 1000 bytes of 'cpu'

// RUN: not remat-opt %S/../Integration/mlp_chain.mlir --pass-pipeline='builtin.module(remat-plan{devices=gpu0:1GB,npu:1GB})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --devices option: invalid device entry 'npu:1GB': a device name starts with 'gpu' or 'cpu', which gives its kind
// BAD: failed to add `remat-plan` with options `devices=gpu0:1GB,npu:1GB`
