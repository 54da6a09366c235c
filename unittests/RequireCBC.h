//===- RequireCBC.h - Skip a test where CBC is not built in -----*- C++ -*-===//
//
// REQUIRE_CBC(): the tests of the MILP solver and of the planners built on
// it skip where remat is built without COIN-OR CBC (REMAT_ENABLE_CBC unset).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_UNITTESTS_REQUIRECBC_H
#define REMAT_UNITTESTS_REQUIRECBC_H

#include "gtest/gtest.h"

#ifdef REMAT_ENABLE_CBC
#define REQUIRE_CBC()                                                          \
  do {                                                                         \
  } while (false)
#else
#define REQUIRE_CBC() GTEST_SKIP() << "built without COIN-OR CBC"
#endif

#endif // REMAT_UNITTESTS_REQUIRECBC_H
