# REMAT_BUILD_FUZZERS: libFuzzer targets under fuzz/ (clang only, with
# REMAT_SANITIZE, e.g. address,undefined). Everything configured after this
# file is included gets libFuzzer's coverage instrumentation
# (-fsanitize=fuzzer-no-link); the sanitizer runtime gives the tools and
# unit tests its callbacks, so one build serves scripts/check-sanitized.sh
# and scripts/fuzz.sh.
option(REMAT_BUILD_FUZZERS "Build the libFuzzer targets under fuzz/" OFF)

if(REMAT_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "REMAT_BUILD_FUZZERS needs clang (e.g. "
      "-DCMAKE_CXX_COMPILER=clang++-22), not ${CMAKE_CXX_COMPILER_ID}")
  endif()
  if(NOT REMAT_SANITIZE)
    message(FATAL_ERROR "REMAT_BUILD_FUZZERS needs REMAT_SANITIZE (e.g. "
      "address,undefined), whose runtime gives the coverage callbacks")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
