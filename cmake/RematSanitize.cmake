# REMAT_SANITIZE=address,undefined (any list -fsanitize takes): instruments
# what is configured after this file is included (remat's libraries, tools,
# unit tests and fuzzers), not the runtimes under runtime/, which
# mlir-runner loads and which must stay uninstrumented (an ASan runtime must
# come first in the initial library list of the process). Debian's
# libLLVM/libMLIR are uninstrumented: ASan then needs allow_user_poisoning=0
# (LLVM headers inlined here poison allocator memory that the library's own
# code hands out unpoisoned); test/lit.cfg.py and scripts/check-sanitized.sh
# set it.
set(REMAT_SANITIZE "" CACHE STRING
  "Sanitizers to build remat with, e.g. address,undefined (clang or gcc)")

if(REMAT_SANITIZE)
  message(STATUS "remat: building with -fsanitize=${REMAT_SANITIZE}")
  # Every report is an error (no recovery), with frames to read it by.
  add_compile_options(-fsanitize=${REMAT_SANITIZE} -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -g1)
  add_link_options(-fsanitize=${REMAT_SANITIZE})
  # Tests of time limits skip themselves (unittests/Planners/TestGraphs.h).
  add_compile_definitions(REMAT_SANITIZED=1)
  if(REMAT_SANITIZE MATCHES "undefined" AND
     CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    # LLVM is built without RTTI: no vptr checks.
    add_compile_options(-fno-sanitize=vptr)
  endif()
endif()
