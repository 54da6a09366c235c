// RUN: remat-opt %s -split-input-file -verify-diagnostics

// Tests that a device has a name.
// expected-error @+2 {{device name must not be empty}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'devices'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"", gpu, memory = 1, flops = 1.0>]>} {}

// -----

// Tests that a device has memory.
// expected-error @+2 {{device 'gpu0' must have a positive memory capacity}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'devices'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu0", gpu, memory = 0, flops = 1.0>]>} {}

// -----

// Tests that a device has at most 2^62 bytes, the limit of every size (a
// negative number wraps around to more).
// expected-error @+2 {{device 'gpu0' must have at most 2^62 bytes (4 EiB) of memory, got 9000000000000000000}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'devices'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu0", gpu, memory = 9000000000000000000, flops = 1.0>]>} {}

// -----

// expected-error @+2 {{device 'gpu0' must have at most 2^62 bytes (4 EiB) of memory}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'devices'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu0", gpu, memory = -5, flops = 1.0>]>} {}

// -----

// Tests that a device computes at a positive rate.
// expected-error @+2 {{device 'gpu0' must have a positive, finite compute rate, got -1}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'devices'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu0", gpu, memory = 8, flops = -1.0>]>} {}

// -----

// Tests that the device kind is gpu or cpu.
// expected-error @+3 {{expected one of [gpu, cpu] for kind of compute device, got: tpu}}
// expected-error @+2 {{failed to parse Remat_DeviceAttr parameter 'kind'}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'devices'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"t", tpu, memory = 8, flops = 1.0>]>} {}

// -----

// Tests that a link joins two different devices.
// expected-error @+2 {{link joins device 'gpu0' to itself}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'links'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu0", gpu, memory = 8, flops = 1.0>], links = [#remat.link<"gpu0", "gpu0", bandwidth = 1.0, latency = 0.0>]>} {}

// -----

// Tests that a link moves data.
// expected-error @+2 {{link bandwidth must be positive and finite, got 0}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'links'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"a", gpu, memory = 8, flops = 1.0>, #remat.device<"b", cpu, memory = 8, flops = 1.0>], links = [#remat.link<"a", "b", bandwidth = 0.0, latency = 0.0>]>} {}

// -----

// Tests that a link's latency is not negative.
// expected-error @+2 {{link latency must be non-negative and finite, got -1}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'links'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"a", gpu, memory = 8, flops = 1.0>, #remat.device<"b", cpu, memory = 8, flops = 1.0>], links = [#remat.link<"a", "b", bandwidth = 1.0, latency = -1.0>]>} {}

// -----

// Tests that link endpoints are not empty.
// expected-error @+2 {{link endpoints must not be empty}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'links'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"a", gpu, memory = 8, flops = 1.0>], links = [#remat.link<"a", "", bandwidth = 1.0, latency = 0.0>]>} {}

// -----

// Tests that a device set is not empty.
// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'devices'}}
module attributes {remat.devices = #remat.devices<[]>} {}

// -----

// Tests that device names are unique.
// expected-error @+1 {{duplicate device name 'a'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"a", gpu, memory = 8, flops = 1.0>, #remat.device<"a", cpu, memory = 8, flops = 1.0>]>} {}

// -----

// Tests that links join known devices.
// expected-error @+1 {{link endpoint 'c' is not a device of this set}}
module attributes {remat.devices = #remat.devices<[#remat.device<"a", gpu, memory = 8, flops = 1.0>, #remat.device<"b", cpu, memory = 8, flops = 1.0>], links = [#remat.link<"a", "c", bandwidth = 1.0, latency = 0.0>]>} {}

// -----

// Tests that two devices are joined by at most one link.
// expected-error @+1 {{duplicate link between 'a' and 'b'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"a", gpu, memory = 8, flops = 1.0>, #remat.device<"b", cpu, memory = 8, flops = 1.0>], links = [#remat.link<"a", "b", bandwidth = 1.0, latency = 0.0>, #remat.link<"b", "a", bandwidth = 2.0, latency = 0.0>]>} {}

// -----

// Tests that rates are floating-point literals, as everywhere in MLIR.
// expected-error @+4 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+3 {{add a trailing dot to make the literal a float}}
// expected-error @+2 {{failed to parse Remat_DeviceAttr parameter 'flops'}}
// expected-error @+1 {{failed to parse Remat_DeviceSetAttr parameter 'devices'}}
module attributes {remat.devices = #remat.devices<[#remat.device<"gpu", gpu, memory = 1024, flops = 1>]>} {}
