//===- GraphIOTest.cpp - Tests of the Checkmate graph loader --------------===//

#include "remat/Graph/GraphIO.h"
#include "remat/Graph/Plan.h"
#include "remat/Graph/Simulator.h"

#include "llvm/Support/FileSystem.h"

#include "gtest/gtest.h"

using namespace remat;

namespace {

std::string graphPath(llvm::StringRef file) {
  return std::string(REMAT_CHECKMATE_DIR) + "/" + file.str();
}

std::string loadError(llvm::StringRef json) {
  llvm::Expected<LoadedGraph> g = parseCheckmateGraph(json, "t.json");
  if (g)
    return "";
  return llvm::toString(g.takeError());
}

TEST(GraphIOTest, LoadsEveryCheckmateGraph) {
  struct Expect {
    const char *file;
    size_t nodes;
  } expected[] = {{"mobilenet_b512_train.json", 185},
                  {"random_layered_n100.json", 100},
                  {"random_layered_n250.json", 250},
                  {"segnet_b32_train.json", 77},
                  {"vgg16_b256_train.json", 45},
                  {"vgg19_b256_train.json", 51},
                  {"vgg_unet_b32_train.json", 71}};
  if (!llvm::sys::fs::exists(graphPath("vgg16_b256_train.json")))
    GTEST_SKIP() << "no Checkmate graphs at " << REMAT_CHECKMATE_DIR;
  for (const Expect &e : expected) {
    llvm::Expected<LoadedGraph> g = loadCheckmateGraph(graphPath(e.file));
    ASSERT_TRUE(bool(g)) << llvm::toString(g.takeError());
    EXPECT_EQ(g->graph.numNodes(), e.nodes) << e.file;
    EXPECT_EQ(g->fileIds.size(), e.nodes);
    EXPECT_FALSE(bool(g->graph.verify()));
    // Every graph ends in one sink, the only output.
    unsigned outputs = 0;
    for (const Tensor &t : g->graph.getTensors())
      outputs += t.isOutput;
    EXPECT_EQ(outputs, 1u) << e.file;
    SimulationResult sim = simulate(g->graph, buildBaselinePlan(g->graph));
    EXPECT_TRUE(sim.ok()) << e.file;
    EXPECT_GT(sim.peakBytes, 0u);
  }
}

TEST(GraphIOTest, KerasFieldsAndIds) {
  if (!llvm::sys::fs::exists(graphPath("vgg16_b256_train.json")))
    GTEST_SKIP();
  llvm::Expected<LoadedGraph> g = loadCheckmateGraph(graphPath("vgg16_b256_train.json"));
  ASSERT_TRUE(bool(g)) << llvm::toString(g.takeError());
  const Node &first = g->graph.node(0);
  EXPECT_EQ(first.name, "block1_conv1");
  EXPECT_DOUBLE_EQ(first.cost[0], 385);
  EXPECT_DOUBLE_EQ(first.cost[1], 385);
  EXPECT_EQ(g->graph.tensor(first.results[0]).bytes, 3288334336u);
  EXPECT_FALSE(first.isBackward);
  EXPECT_TRUE(g->graph.node(44).isBackward);
  // Keras ids are already topological: kept as they are.
  for (size_t i = 0; i < g->fileIds.size(); ++i)
    EXPECT_EQ(g->fileIds[i], int64_t(i));
}

TEST(GraphIOTest, RandomLayeredUsesTagsAndOrder) {
  if (!llvm::sys::fs::exists(graphPath("random_layered_n100.json")))
    GTEST_SKIP();
  llvm::Expected<LoadedGraph> g = loadCheckmateGraph(graphPath("random_layered_n100.json"));
  ASSERT_TRUE(bool(g)) << llvm::toString(g.takeError());
  // The file's 'order' starts 0, 3, 2, 9 and ends with the sink, node 1.
  EXPECT_EQ(g->fileIds[0], 0);
  EXPECT_EQ(g->fileIds[1], 3);
  EXPECT_EQ(g->fileIds[2], 2);
  EXPECT_EQ(g->fileIds.back(), 1);
  EXPECT_TRUE(g->graph.tensor(g->graph.node(99).results[0]).isOutput);
  // Node 0: out_cost 790, duration 0.
  EXPECT_EQ(g->graph.tensor(0).bytes, 790u);
  EXPECT_DOUBLE_EQ(g->graph.node(0).cost[0], 0.0);
}

TEST(GraphIOTest, RenumbersIntoTopologicalOrder) {
  // File ids 5 -> 2 -> 9 and 5 -> 9: renumbered 5, 2, 9.
  const char *json = R"({"nodes": [
      {"id": 9, "name": "c", "cost_cpu": 1, "cost_ram": 3},
      {"id": 2, "name": "b", "cost_cpu": 1, "cost_ram": 2},
      {"id": 5, "name": "a", "cost_cpu": 1, "cost_ram": 1}],
    "links": [{"source": 5, "target": 2}, {"source": 2, "target": 9},
              {"source": 5, "target": 9}]})";
  llvm::Expected<LoadedGraph> g = parseCheckmateGraph(json, "t.json");
  ASSERT_TRUE(bool(g)) << llvm::toString(g.takeError());
  EXPECT_EQ(g->fileIds, (std::vector<int64_t>{5, 2, 9}));
  EXPECT_EQ(g->graph.node(2).name, "c");
  EXPECT_EQ(g->graph.node(2).operands, (std::vector<TensorId>{0, 1}));
  EXPECT_EQ(g->graph.tensor(2).bytes, 3u);
}

TEST(GraphIOTest, AcceptsEveryInt64Id) {
  // The extremes of int64 are ordinary ids (LLVM's DenseMap reserves
  // INT64_MAX and INT64_MAX - 1): 1 -> MAX -> MAX-1 <- MIN.
  const char *json = R"({"nodes": [
      {"id": 1, "name": "one", "cost_cpu": 1, "cost_ram": 1},
      {"id": 9223372036854775807, "name": "max", "cost_cpu": 1, "cost_ram": 2},
      {"id": 9223372036854775806, "name": "max-1", "cost_cpu": 1,
       "cost_ram": 3},
      {"id": -9223372036854775808, "name": "min", "cost_cpu": 1,
       "cost_ram": 4}],
    "links": [{"source": 1, "target": 9223372036854775807},
              {"source": 9223372036854775807, "target": 9223372036854775806},
              {"source": -9223372036854775808,
               "target": 9223372036854775806}]})";
  llvm::Expected<LoadedGraph> g = parseCheckmateGraph(json, "t.json");
  ASSERT_TRUE(bool(g)) << llvm::toString(g.takeError());
  EXPECT_EQ(g->fileIds,
            (std::vector<int64_t>{INT64_MIN, 1, INT64_MAX, INT64_MAX - 1}));
  EXPECT_EQ(g->graph.node(2).operands, (std::vector<TensorId>{1}));
  EXPECT_EQ(g->graph.node(3).operands, (std::vector<TensorId>{0, 2}));
  EXPECT_EQ(g->graph.tensor(3).bytes, 3u);
  // ... in a given order too.
  const char *ordered = R"({"graph": {"order": [1, 9223372036854775807,
      9223372036854775806]},
    "nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1},
              {"id": 9223372036854775807, "cost_cpu": 1, "cost_ram": 2},
              {"id": 9223372036854775806, "cost_cpu": 1, "cost_ram": 3}],
    "links": [{"source": 1, "target": 9223372036854775807},
              {"source": 9223372036854775807,
               "target": 9223372036854775806}]})";
  llvm::Expected<LoadedGraph> o = parseCheckmateGraph(ordered, "t.json");
  ASSERT_TRUE(bool(o)) << llvm::toString(o.takeError());
  EXPECT_EQ(o->fileIds, (std::vector<int64_t>{1, INT64_MAX, INT64_MAX - 1}));
  // A real duplicate is still one.
  EXPECT_NE(loadError(R"({"nodes": [
      {"id": 9223372036854775807, "cost_cpu": 1, "cost_ram": 2},
      {"id": 9223372036854775807, "cost_cpu": 1, "cost_ram": 2}],
      "links": []})")
                .find("duplicate node id 9223372036854775807"),
            std::string::npos);
  // Written as doubles, 2^63 and the largest int64 (which rounds to it) are
  // outside int64's range: not ids (json::Value::getAsInteger converted
  // them, undefined behaviour, which the sanitized GraphReaderFuzzer found).
  for (const char *id : {"9223372036854775807.0", "9223372036854775808.0",
                         "9.3e18", "-9.3e18", "1e300"}) {
    std::string node = std::string(R"({"nodes": [{"id": )") + id +
                       R"(, "cost_cpu": 1, "cost_ram": 1}], "links": []})";
    EXPECT_NE(loadError(node).find("missing integer field 'id'"),
              std::string::npos)
        << id;
    std::string link =
        std::string(R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1}],
        "links": [{"source": 1, "target": )") +
        id + "}]}";
    EXPECT_NE(loadError(link).find("missing integer fields"),
              std::string::npos)
        << id;
  }
}

// The arrays are read an element at a time (GraphIO.cpp: LLVM's json::Array
// deep-copies its elements as it grows); what is accepted and the errors
// named stay json::parse's of the whole file.
TEST(GraphIOTest, ReadsArraysAsTheWholeFileParses) {
  const char *compact = R"({"nodes":[{"id":1,"cost_cpu":1,"cost_ram":2},)"
                        R"({"id":2,"cost_cpu":3,"cost_ram":4}],)"
                        R"("links":[{"source":1,"target":2}]})";
  const char *spaced = "{ \"graph\" : {\"name\": \"g\"} ,\n\t\"nodes\" :\r\n [ "
                       "{\"id\": 1, \"cost_cpu\": 1, \"cost_ram\": 2} ,\n"
                       "{\"id\": 2, \"cost_cpu\": 3, \"cost_ram\": 4}\n ] , "
                       "\"links\": [ {\"source\": 1, \"target\": 2} ] }\n";
  // An escaped key is the same key (the file is then parsed whole).
  const char *escaped = R"({"nod\u0065s":[{"id":1,"cost_cpu":1,"cost_ram":2},)"
                        R"({"id":2,"cost_cpu":3,"cost_ram":4}],)"
                        R"("links":[{"source":1,"target":2}]})";
  for (const char *text : {compact, spaced, escaped}) {
    llvm::Expected<LoadedGraph> g = parseCheckmateGraph(text, "t.json");
    ASSERT_TRUE(bool(g)) << llvm::toString(g.takeError()) << "\n" << text;
    ASSERT_EQ(g->graph.numNodes(), 2u);
    EXPECT_EQ(g->graph.tensor(1).bytes, 4u);
    EXPECT_EQ(g->graph.node(1).operands.size(), 1u);
    EXPECT_TRUE(g->graph.tensor(1).isOutput);
  }
  // A syntax error inside an element is placed in the whole file.
  std::string missingComma = loadError(
      R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1} {"id": 2}],)"
      R"( "links": []})");
  EXPECT_NE(missingComma.find("t.json: invalid JSON: [1:52, byte=52]"),
            std::string::npos)
      << missingComma;
  for (const char *bad :
       {R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1},], "links": []})",
        "{\"nodes\": [{\"id\": 1, \"cost_cpu\": 1, \"cost_ram\": 1}\f], "
        "\"links\": []}",
        R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1}], "links": [})",
        R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": "1}], "links": []})",
        R"({"nodes": [1 2], "links": []})"})
    EXPECT_NE(loadError(bad).find("t.json: invalid JSON: ["), std::string::npos)
        << bad;
}

TEST(GraphIOTest, ReportsMalformedFiles) {
  EXPECT_NE(loadError("[1, 2]").find("t.json: expected a JSON object"),
            std::string::npos);
  EXPECT_NE(loadError("{").find("t.json: invalid JSON"), std::string::npos);
  EXPECT_NE(loadError(R"({"nodes": []})").find("missing array 'links'"),
            std::string::npos);
  EXPECT_NE(loadError(R"({"nodes": [{"id": 1, "cost_cpu": 1}], "links": []})")
                .find("node 1: missing, negative or fractional field "
                      "'cost_ram'"),
            std::string::npos);
  EXPECT_NE(loadError(R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1.5}],
      "links": []})")
                .find("fractional field 'cost_ram'"),
            std::string::npos);
  EXPECT_NE(loadError(R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1,
      "backward": 1}], "links": []})")
                .find("field 'backward' is not a boolean"),
            std::string::npos);
  EXPECT_NE(loadError(R"({"nodes": [{"name": "a", "cost_cpu": 1,
      "cost_ram": 1}], "links": []})")
                .find("node 0: missing integer field 'id' (or an integer "
                      "'name'"),
            std::string::npos);
  EXPECT_NE(loadError(R"({"graph": {"order": 1}, "nodes": [], "links": []})")
                .find("'order' is not an array"),
            std::string::npos);
  // Nesting deep enough to overflow json::parse's recursion is refused
  // before parsing; brackets inside strings do not count.
  std::string deep = "{\"nodes\": " + std::string(100000, '[') +
                     std::string(100000, ']') + ", \"links\": []}";
  EXPECT_NE(loadError(deep).find("nested more than 64 levels"),
            std::string::npos);
  std::string brackets = R"({"graph": {"name": ")" + std::string(100, '[') +
                         R"("}, "nodes": [], "links": []})";
  EXPECT_EQ(loadError(brackets), "");
  // Sums of sizes that would overflow.
  EXPECT_NE(loadError(R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 3e18},
      {"id": 2, "cost_cpu": 1, "cost_ram": 3e18}], "links": []})")
                .find("the tensors take more than"),
            std::string::npos);
  const char *unknown = R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1}],
      "links": [{"source": 1, "target": 4}]})";
  EXPECT_NE(loadError(unknown).find("refers to unknown node 4"),
            std::string::npos);
  const char *cycle = R"({"nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1},
      {"id": 2, "cost_cpu": 1, "cost_ram": 1}],
      "links": [{"source": 1, "target": 2}, {"source": 2, "target": 1}]})";
  EXPECT_NE(loadError(cycle).find("cycle through node 1"), std::string::npos);
  const char *badOrder = R"({"graph": {"order": [2, 1]},
      "nodes": [{"id": 1, "cost_cpu": 1, "cost_ram": 1},
                {"id": 2, "cost_cpu": 1, "cost_ram": 1}],
      "links": [{"source": 1, "target": 2}]})";
  EXPECT_NE(loadError(badOrder).find("not topological"), std::string::npos);
  llvm::Expected<LoadedGraph> missing = loadCheckmateGraph("/nonexistent.json");
  ASSERT_FALSE(bool(missing));
  EXPECT_NE(llvm::toString(missing.takeError()).find("cannot read '/nonexistent.json'"),
            std::string::npos);
}

} // namespace
