//===- DeviceSpecTest.cpp - Tests of --remat-devices parsing --------------===//

#include "remat/Support/DeviceSpec.h"

#include "gtest/gtest.h"

using namespace remat;

namespace {

std::string errorOf(llvm::StringRef text) {
  llvm::Expected<DeviceSpec> spec = parseDeviceSpec(text);
  if (spec)
    return "";
  return llvm::toString(spec.takeError());
}

TEST(DeviceSpecTest, DevicesAndLinks) {
  llvm::Expected<DeviceSpec> spec =
      parseDeviceSpec("gpu-cpu:25GB/s:2us, gpu:80GiB:5e13,cpu:256GiB");
  ASSERT_TRUE(bool(spec)) << llvm::toString(spec.takeError());
  ASSERT_EQ(spec->devices.size(), 2u);
  EXPECT_EQ(spec->devices[0].name, "gpu");
  EXPECT_TRUE(spec->devices[0].isGpu);
  EXPECT_EQ(spec->devices[0].memory, 80ull << 30);
  EXPECT_DOUBLE_EQ(*spec->devices[0].flops, 5e13);
  EXPECT_FALSE(spec->devices[1].isGpu);
  EXPECT_FALSE(spec->devices[1].flops.has_value());
  ASSERT_EQ(spec->links.size(), 1u);
  EXPECT_EQ(spec->links[0].from, "gpu");
  EXPECT_EQ(spec->links[0].to, "cpu");
  EXPECT_DOUBLE_EQ(spec->links[0].bandwidth, 25e9);
  EXPECT_DOUBLE_EQ(spec->links[0].latency, 2e-6);
}

TEST(DeviceSpecTest, DefaultLatencyAndSeconds) {
  llvm::Expected<DeviceSpec> spec =
      parseDeviceSpec("gpu0:1GB,cpu1:2GB,gpu0-cpu1:1GiB/s");
  ASSERT_TRUE(bool(spec)) << llvm::toString(spec.takeError());
  EXPECT_DOUBLE_EQ(spec->links[0].latency, kDefaultLinkLatencySeconds);
  spec = parseDeviceSpec("gpu0:1GB,cpu:2GB,gpu0-cpu:1GB/s:1e-3s");
  ASSERT_TRUE(bool(spec)) << llvm::toString(spec.takeError());
  EXPECT_DOUBLE_EQ(spec->links[0].latency, 1e-3);
}

TEST(DeviceSpecTest, ClearErrors) {
  EXPECT_NE(errorOf("tpu:1GB").find("starts with 'gpu' or 'cpu'"),
            std::string::npos);
  EXPECT_NE(errorOf("gpu").find("expected its memory"), std::string::npos);
  EXPECT_NE(errorOf("gpu:lots").find("invalid size"), std::string::npos);
  EXPECT_NE(errorOf("gpu:1GB,gpu:2GB").find("listed twice"), std::string::npos);
  EXPECT_NE(errorOf("gpu:1GB:-3").find("compute rate"), std::string::npos);
  // Rates and latencies that would make times beyond any solver's range.
  EXPECT_NE(errorOf("gpu:1GB:1e-300").find("below 1e3 FLOP/s"),
            std::string::npos);
  EXPECT_NE(errorOf("gpu:1GB,cpu:1GB,gpu-cpu:1GB/s:1e308s").find("at most 1 s"),
            std::string::npos);
  EXPECT_NE(errorOf("gpu:1GB,gpu-cpu:1GB/s").find("unknown device 'cpu'"),
            std::string::npos);
  EXPECT_NE(errorOf("gpu:1GB,cpu:1GB,gpu-cpu:1GB").find("bytes per second"),
            std::string::npos);
  EXPECT_NE(errorOf("gpu:1GB,cpu:1GB,gpu-cpu:1GB/s:fast").find("latency"),
            std::string::npos);
  EXPECT_NE(errorOf("gpu:1GB,,cpu:1GB").find("expected NAME"),
            std::string::npos);
  EXPECT_NE(errorOf("gpu:0").find("needs some memory"), std::string::npos);
  // Memories beyond 2^62 bytes: as budgets, they would overflow sums and
  // the int64 of attributes ('remat.planned' got a negative budget).
  EXPECT_NE(errorOf("gpu0:18000000000000000000").find("at most 2^62 bytes"),
            std::string::npos);
  EXPECT_NE(errorOf("gpu0:1GB,cpu:5000000TB").find("at most 2^62 bytes"),
            std::string::npos);
  EXPECT_EQ(errorOf("gpu0:4611686018427387904"), "");
}

} // namespace
