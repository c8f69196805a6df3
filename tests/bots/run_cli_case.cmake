# Runs one command-line case of solitaire-interactor that plays real games or writes files,
# which the golden cases (tests/golden/) cannot check: a case folder under tests/bots/cases/
# holds `args` (one argument a line; @BOARDS@, @DATA@, @ZOO@, @BOT@ and @CASE@ stand for the
# zoo's boards, tests/data/solitaire, the zoo's programs, solitaire-bot and the case folder),
# `expected_stdout`, `expected_message` (standard error), `expected_exit_code`, optionally
# `expected_files/` (each file there must have been written, relative to the working
# directory, with that content) and `min_ms` (the run must take at least that long). The tool
# runs in a fresh directory WORK_DIR. Times vary from run to run, so before comparing, "[12
# ms]", "wall_ms":12, ", 12 ms" and the ms/game column of a summary become "#".
# Usage: cmake -DTOOL=... -DCASE_DIR=... -DWORK_DIR=... -DBOARDS=... -DDATA=... -DZOO=...
#              -DBOT=... -P run_cli_case.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/normalize.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/../compare_outputs.cmake)

function(now_ms variable)
  string(TIMESTAMP seconds "%s")
  string(TIMESTAMP micros "%f")
  math(EXPR ms "${seconds} * 1000 + ${micros} / 1000")
  set(${variable} ${ms} PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
file(STRINGS ${CASE_DIR}/args raw_args)
set(args "")
foreach(arg IN LISTS raw_args)
  string(REPLACE "@BOARDS@" "${BOARDS}" arg "${arg}")
  string(REPLACE "@DATA@" "${DATA}" arg "${arg}")
  string(REPLACE "@ZOO@" "${ZOO}" arg "${arg}")
  string(REPLACE "@BOT@" "${BOT}" arg "${arg}")
  string(REPLACE "@CASE@" "${CASE_DIR}" arg "${arg}")
  list(APPEND args "${arg}")
endforeach()

now_ms(start)
execute_process(
  COMMAND ${TOOL} ${args}
  WORKING_DIRECTORY ${WORK_DIR}
  INPUT_FILE /dev/null
  OUTPUT_VARIABLE actual_stdout
  ERROR_VARIABLE actual_message
  RESULT_VARIABLE actual_exit_code)
now_ms(end)
math(EXPR elapsed "${end} - ${start}")

normalize(actual_stdout)
normalize(actual_message)

set(failures "")
compare_outputs(${CASE_DIR} "${actual_stdout}" "${actual_message}" "${actual_exit_code}" failures)
file(GLOB_RECURSE expected_files RELATIVE ${CASE_DIR}/expected_files ${CASE_DIR}/expected_files/*)
foreach(name IN LISTS expected_files)
  if(NOT EXISTS ${WORK_DIR}/${name})
    string(APPEND failures "${name}: not written\n")
    continue()
  endif()
  file(READ ${CASE_DIR}/expected_files/${name} expected)
  file(READ ${WORK_DIR}/${name} actual)
  normalize(actual)
  if(NOT actual STREQUAL expected)
    string(APPEND failures "${name} differs.\n--- expected\n${expected}--- actual\n${actual}---\n")
  endif()
endforeach()
if(EXISTS ${CASE_DIR}/min_ms)
  file(READ ${CASE_DIR}/min_ms min_ms)
  string(STRIP "${min_ms}" min_ms)
  if(elapsed LESS min_ms)
    string(APPEND failures "took ${elapsed} ms, expected at least ${min_ms} ms\n")
  endif()
endif()
if(failures)
  message(FATAL_ERROR "${CASE_DIR}\n${failures}")
endif()
