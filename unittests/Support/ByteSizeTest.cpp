//===- ByteSizeTest.cpp - Tests for size and budget parsing ---------------===//

#include "remat/Support/ByteSize.h"

#include "gtest/gtest.h"

using namespace remat;

namespace {

uint64_t parseOk(llvm::StringRef text) {
  llvm::Expected<uint64_t> value = parseByteSize(text);
  EXPECT_TRUE(static_cast<bool>(value)) << text.str();
  if (!value) {
    llvm::consumeError(value.takeError());
    return 0;
  }
  return *value;
}

std::string parseError(llvm::StringRef text) {
  llvm::Expected<uint64_t> value = parseByteSize(text);
  if (value) {
    ADD_FAILURE() << "expected '" << text.str() << "' to be rejected";
    return "";
  }
  return llvm::toString(value.takeError());
}

TEST(ByteSize, PlainBytesAndUnits) {
  EXPECT_EQ(parseOk("0"), 0u);
  EXPECT_EQ(parseOk("512"), 512u);
  EXPECT_EQ(parseOk("512B"), 512u);
  EXPECT_EQ(parseOk("4KB"), 4000u);
  EXPECT_EQ(parseOk("4kB"), 4000u);
  EXPECT_EQ(parseOk("3MB"), 3000000u);
  EXPECT_EQ(parseOk("2GB"), 2000000000u);
  EXPECT_EQ(parseOk("4KiB"), 4096u);
  EXPECT_EQ(parseOk("3MiB"), 3u << 20);
  EXPECT_EQ(parseOk("4GiB"), 4ull << 30);
  EXPECT_EQ(parseOk("1TiB"), 1ull << 40);
  EXPECT_EQ(parseOk(" 4 GiB "), 4ull << 30);
  EXPECT_EQ(parseOk("4gib"), 4ull << 30);
}

TEST(ByteSize, Fractions) {
  EXPECT_EQ(parseOk("1.5GiB"), 3ull << 29);
  EXPECT_EQ(parseOk("0.5KB"), 500u);
  EXPECT_EQ(parseOk("1.0001KiB"), 1024u); // rounded down to whole bytes
}

TEST(ByteSize, Rejects) {
  EXPECT_NE(parseError("").find("expected a number"), std::string::npos);
  EXPECT_NE(parseError("abc").find("expected a number"), std::string::npos);
  EXPECT_NE(parseError("-1").find("negative"), std::string::npos);
  EXPECT_NE(parseError("12XB").find("unknown unit 'XB'"), std::string::npos);
  EXPECT_NE(parseError("1.5").find("fractional"), std::string::npos);
  EXPECT_NE(parseError("1.GB").find("digits after"), std::string::npos);
  EXPECT_NE(parseError("18446744073709551616").find("64 bits"),
            std::string::npos);
  EXPECT_NE(parseError("20000000TiB").find("64 bits"), std::string::npos);
  EXPECT_EQ(parseOk("18446744073709551615"), ~0ull);
}

TEST(BudgetSpec, BytesAndPercent) {
  llvm::Expected<BudgetSpec> bytes = parseBudgetSpec("4GiB");
  ASSERT_TRUE(static_cast<bool>(bytes));
  EXPECT_FALSE(bytes->isPercent);
  EXPECT_EQ(bytes->resolve(123), 4ull << 30);

  llvm::Expected<BudgetSpec> pct = parseBudgetSpec("50%");
  ASSERT_TRUE(static_cast<bool>(pct));
  EXPECT_TRUE(pct->isPercent);
  EXPECT_EQ(pct->resolve(1000), 500u);
  EXPECT_EQ(pct->resolve(1001), 500u);

  llvm::Expected<BudgetSpec> min = parseBudgetSpec(" MIN ");
  ASSERT_TRUE(static_cast<bool>(min));
  EXPECT_TRUE(min->isMinimal);
  EXPECT_FALSE(min->isPercent);
}

TEST(BudgetSpec, Rejects) {
  for (const char *bad : {"0", "0%", "101%", "-5%", "abc%", "%", "1e2%", "0B"}) {
    llvm::Expected<BudgetSpec> spec = parseBudgetSpec(bad);
    EXPECT_FALSE(static_cast<bool>(spec)) << bad;
    if (!spec)
      llvm::consumeError(spec.takeError());
  }
}

TEST(ByteSize, Format) {
  EXPECT_EQ(formatByteSize(512), "512 B");
  EXPECT_EQ(formatByteSize(1536), "1.50 KiB");
  EXPECT_EQ(formatByteSize(4ull << 30), "4.00 GiB");
}

} // namespace
