# The filter's generator refuses a system call name libseccomp cannot resolve (misspelt, or
# newer than the library), so that such a call fails the build instead of leaving the filter
# quietly; a name it knows is taken (the control).
# Usage: cmake -DGENERATOR=<seccomp_filter_generator> -DWORK_DIR=... -P run_filter_generator.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
check_run(unknown COMMAND ${GENERATOR} ${WORK_DIR}/unknown.h no_such_call STATUS 1 STDOUT ""
  STDERR "seccomp_filter_generator: cannot resolve the system call no_such_call (misspelt, or unknown to this libseccomp)\n")
if(EXISTS ${WORK_DIR}/unknown.h)
  check_fail("unknown: a filter was written all the same")
endif()
check_run(known COMMAND ${GENERATOR} ${WORK_DIR}/known.h getpid STATUS 0 STDOUT "" STDERR "")
if(NOT EXISTS ${WORK_DIR}/known.h)
  check_fail("known: no filter written")
endif()
check_report()
