/* libRematMLIRCAPI.so is MLIR's C API archives, linked whole (see
   CMakeLists.txt); this file only gives the library a source. */
