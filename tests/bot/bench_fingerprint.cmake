# Runs `solitaire-bot bench` with its defaults and compares its total of nodes with the
# fingerprint recorded in bench_fingerprint.txt (its one line that is a number).
#
# Usage: cmake -DBOT=<solitaire-bot> -DEXPECTED_FILE=<bench_fingerprint.txt> -P bench_fingerprint.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
check_run(bench COMMAND ${BOT} bench STATUS 0 STDOUT_MATCHES "total nodes ([0-9]+) in")
check_report("${bench_stderr}")
string(REGEX MATCH "total nodes ([0-9]+) in" found "${bench_stdout}")
set(actual ${CMAKE_MATCH_1})
file(STRINGS ${EXPECTED_FILE} expected REGEX "^[0-9]+$")
list(LENGTH expected count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "${EXPECTED_FILE} must hold exactly one line that is a number")
endif()
if(NOT actual STREQUAL expected)
  check_fail("solitaire-bot bench searched ${actual} nodes; ${EXPECTED_FILE} records ${expected}. "
    "If the bot's behaviour changed on purpose, record the new total there; if the change was "
    "only meant to make the search faster, it changed what it searches.")
endif()
check_report("${bench_stdout}")
message(STATUS "total nodes ${actual}, as recorded")
