# Runs `solitaire-bot bench` with its defaults and compares its total of nodes with the
# fingerprint recorded in bench_fingerprint.txt (its one line that is a number).
#
# Usage: cmake -DBOT=<solitaire-bot> -DEXPECTED_FILE=<bench_fingerprint.txt> -P bench_fingerprint.cmake
execute_process(COMMAND ${BOT} bench
  OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "solitaire-bot bench exited ${status}:\n${errors}")
endif()
if(NOT output MATCHES "total nodes ([0-9]+) in")
  message(FATAL_ERROR "no 'total nodes N' line in the bench's output:\n${output}")
endif()
set(actual ${CMAKE_MATCH_1})
file(STRINGS ${EXPECTED_FILE} expected REGEX "^[0-9]+$")
list(LENGTH expected count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "${EXPECTED_FILE} must hold exactly one line that is a number")
endif()
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "solitaire-bot bench searched ${actual} nodes; ${EXPECTED_FILE} "
    "records ${expected}. If the bot's behaviour changed on purpose, record the new total "
    "there; if the change was only meant to make the search faster, it changed what it "
    "searches.\n${output}")
endif()
message(STATUS "total nodes ${actual}, as recorded")
