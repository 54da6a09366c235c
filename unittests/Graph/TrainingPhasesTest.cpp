//===- TrainingPhasesTest.cpp - Forward/backward split of a step ----------===//

#include "../Planners/TestGraphs.h"

#include "remat/Graph/TrainingPhases.h"

#include "gtest/gtest.h"

using namespace remat;
using namespace remat::testgraphs;

namespace {

std::vector<uint8_t> expectedBackward(const ImportedStep &s) {
  std::vector<uint8_t> backward(s.graph.numNodes(), 1);
  for (NodeId v : s.forward)
    backward[v] = 0;
  return backward;
}

TEST(TrainingPhases, ForwardIsTheLossAndItsAncestors) {
  ImportedStep s = makeImportedTrainingStep(3);
  ASSERT_FALSE(s.graph.verify());
  std::vector<uint8_t> backward = inferBackwardNodes(s.graph, s.loss);
  EXPECT_EQ(backward, expectedBackward(s));
  // The weight transposes and the seed are listed before the forward ops but
  // feed only gradients.
  EXPECT_EQ(s.graph.node(1).name, "linalg.transpose");
  EXPECT_TRUE(backward[1]);
  // The constant both passes read is forward.
  EXPECT_FALSE(backward[0]);
}

TEST(TrainingPhases, MarksAndGuessesTheLoss) {
  ImportedStep s = makeImportedTrainingStep(2);
  EXPECT_FALSE(hasBackwardMarks(s.graph));
  // The loss is the output computed first.
  EXPECT_EQ(guessLoss(s.graph), s.loss);
  EXPECT_EQ(getBackwardNodes(s.graph), expectedBackward(s));

  unsigned count = markBackwardFromLoss(s.graph, s.loss);
  EXPECT_EQ(count, s.graph.numNodes() - s.forward.size());
  EXPECT_TRUE(hasBackwardMarks(s.graph));
  // Marks win over the inference.
  s.graph.node(0).isBackward = true;
  std::vector<uint8_t> marked = getBackwardNodes(s.graph);
  EXPECT_TRUE(marked[0]);
}

TEST(TrainingPhases, NoBackwardWithoutALoss) {
  // An inference graph: every node feeds its only output.
  RematGraph chain = makeChain(4);
  std::vector<uint8_t> none(4, 0);
  EXPECT_EQ(getBackwardNodes(chain), none);
  // A loss that is an input, or none at all.
  TensorId in = chain.addInput("in", 1);
  EXPECT_EQ(inferBackwardNodes(chain, in), none);
  EXPECT_EQ(inferBackwardNodes(chain, kNone), none);
  EXPECT_EQ(markBackwardFromLoss(chain, kNone), 0u);
  EXPECT_FALSE(hasBackwardMarks(chain));
}

} // namespace
