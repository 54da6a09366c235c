//===- SubprocessTest.cpp - runInChild's limits ---------------------------===//

#include "remat/Support/Subprocess.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <vector>

#include <unistd.h>

using namespace remat;

namespace {

TEST(Subprocess, OutputAndExitCode) {
  ChildResult r = runInChild([](int fd) { return writeAll(fd, "hi") ? 3 : 1; });
  ASSERT_TRUE(r.started);
  EXPECT_EQ(r.output, "hi");
  EXPECT_TRUE(r.exited(3));
  EXPECT_FALSE(r.timedOut);
  EXPECT_FALSE(r.outOfMemory);
}

// A child stuck where it never looks at a clock (as CBC in Clp's root LP)
// is stopped at the time limit.
TEST(Subprocess, StuckChildIsStoppedAtTheTimeLimit) {
  ChildLimits limits;
  limits.seconds = 0.3;
  auto start = std::chrono::steady_clock::now();
  ChildResult r = runInChild(
      [](int) {
        while (true)
          pause();
        return 0;
      },
      false, limits);
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  ASSERT_TRUE(r.started);
  EXPECT_TRUE(r.timedOut);
  EXPECT_EQ(r.exitCode, -1);
  EXPECT_GE(seconds, 0.3);
  // Killed at the first check past the limit (every 50 ms); a loaded
  // machine may delay the parent, hence the margin.
  EXPECT_LT(seconds, 5.0);
}

TEST(Subprocess, ChildPastTheMemoryLimitIsStopped) {
  ChildLimits limits;
  limits.memoryBytes = uint64_t(64) << 20;
  ChildResult r = runInChild(
      [](int) {
        std::vector<char *> blocks;
        while (true) {
          char *block = new char[16 << 20];
          std::memset(block, 1, 16 << 20); // Resident, not just reserved.
          blocks.push_back(block);
          usleep(10000);
        }
        return 0;
      },
      false, limits);
  ASSERT_TRUE(r.started);
  EXPECT_TRUE(r.outOfMemory);
  EXPECT_FALSE(r.timedOut);
  EXPECT_GT(r.peakMemoryBytes, limits.memoryBytes);
}

TEST(Subprocess, MemoryLimitIsFixedAndChildrenCappedByTheMachine) {
  // The limit that decides what is solved depends on the request alone.
  EXPECT_EQ(memoryLimit(0), kDefaultMemoryLimitBytes);
  EXPECT_EQ(memoryLimit(12345), uint64_t(12345));
  // A child is stopped at the limit, or at half the machine where less.
  uint64_t machine = uint64_t(sysconf(_SC_PHYS_PAGES)) * sysconf(_SC_PAGESIZE);
  EXPECT_EQ(machineChildMemoryCap(), machine / 2);
  EXPECT_EQ(childMemoryLimit(12345), uint64_t(12345));
  EXPECT_EQ(childMemoryLimit(0),
            std::min(kDefaultMemoryLimitBytes, machine / 2));
  EXPECT_EQ(childMemoryLimit(2 * machine), machine / 2);
}

} // namespace
