# Runs one command-line case and compares its standard output, standard error and exit status
# exactly (check.cmake). A case folder holds `expected_stdout`, `expected_message`
# (standard error) and `expected_exit_code`, and optionally:
#   args            one argument a line; @BOARDS@, @DATA@, @ZOO@, @BOT@ and @CASE@ stand for
#                   the variables of those names given to this script (the case folder for
#                   @CASE@);
#   input           standard input (default /dev/null);
#   expected_files/ each file there must have been written, relative to the working
#                   directory, with that content;
#   min_ms          the run must take at least that many milliseconds.
# A time in `args` or `min_ms` may be written {ms:N}, which the tests' time scale multiplies
# (check.cmake: check_scaled_times).
# The tool runs in CASE_DIR, so that `args` may name files stored beside it, or, when WORK_DIR
# is given, in that fresh directory (cases that write files). With -DNORMALIZE=ON, what varies
# from run to run in the interactor's output is blanked out before comparing (normalize.cmake).
# Used by the golden cases (tests/golden/<tool>/<case>/) and the interactor's cases that play
# real games (tests/bots/cases/).
# Usage: cmake -DTOOL=... -DCASE_DIR=... [-DWORK_DIR=...] [-DNORMALIZE=ON]
#              [-DBOARDS=... -DDATA=... -DZOO=... -DBOT=...] -P run_case.cmake
include(${CMAKE_CURRENT_LIST_DIR}/check.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/bots/normalize.cmake)

function(now_ms variable)
  string(TIMESTAMP seconds "%s")
  string(TIMESTAMP micros "%f")
  math(EXPR ms "${seconds} * 1000 + ${micros} / 1000")
  set(${variable} ${ms} PARENT_SCOPE)
endfunction()

foreach(required expected_stdout expected_message expected_exit_code)
  if(NOT EXISTS ${CASE_DIR}/${required})
    message(FATAL_ERROR "${CASE_DIR}: missing ${required}")
  endif()
endforeach()

set(run_dir ${CASE_DIR})
if(DEFINED WORK_DIR)
  file(REMOVE_RECURSE ${WORK_DIR})
  file(MAKE_DIRECTORY ${WORK_DIR})
  set(run_dir ${WORK_DIR})
endif()

set(raw_args "")
if(EXISTS ${CASE_DIR}/args)
  file(STRINGS ${CASE_DIR}/args raw_args)
endif()
set(args "")
foreach(arg IN LISTS raw_args)
  foreach(name BOARDS DATA ZOO BOT)
    if(DEFINED ${name})
      string(REPLACE "@${name}@" "${${name}}" arg "${arg}")
    endif()
  endforeach()
  string(REPLACE "@CASE@" "${CASE_DIR}" arg "${arg}")
  check_scaled_times(arg "${arg}")
  list(APPEND args "${arg}")
endforeach()
# The interactor's games (NORMALIZE), but for a Kattis validator's, under the tests' time scale:
# its default limits scaled where the case sets none (check.cmake: check_judge_limits).
if(NORMALIZE AND NOT "--kattis" IN_LIST args)
  check_judge_limits(limits ${args})
  list(PREPEND args ${limits})
endif()
set(input /dev/null)
if(EXISTS ${CASE_DIR}/input)
  set(input ${CASE_DIR}/input)
endif()

now_ms(start)
check_run(run COMMAND ${TOOL} ${args} WORKING_DIRECTORY ${run_dir} INPUT_FILE ${input})
now_ms(end)
math(EXPR elapsed "${end} - ${start}")

if(NORMALIZE)
  normalize(run_stdout)
  normalize(run_stderr)
endif()

file(READ ${CASE_DIR}/expected_exit_code expected_exit_code)
string(STRIP "${expected_exit_code}" expected_exit_code)
file(READ ${CASE_DIR}/expected_stdout expected_stdout)
file(READ ${CASE_DIR}/expected_message expected_message)
check_equal("exit code" "${expected_exit_code}" "${run_status}")
check_equal("stdout" "${expected_stdout}" "${run_stdout}")
check_equal("stderr" "${expected_message}" "${run_stderr}")
file(GLOB_RECURSE expected_files RELATIVE ${CASE_DIR}/expected_files ${CASE_DIR}/expected_files/*)
foreach(name IN LISTS expected_files)
  if(NOT EXISTS ${run_dir}/${name})
    check_fail("${name}: not written")
    continue()
  endif()
  file(READ ${CASE_DIR}/expected_files/${name} expected)
  file(READ ${run_dir}/${name} actual)
  if(NORMALIZE)
    normalize(actual)
  endif()
  check_equal("${name}" "${expected}" "${actual}")
endforeach()
if(EXISTS ${CASE_DIR}/min_ms)
  file(READ ${CASE_DIR}/min_ms min_ms)
  string(STRIP "${min_ms}" min_ms)
  check_scaled_times(min_ms "${min_ms}")
  if(elapsed LESS min_ms)
    check_fail("took ${elapsed} ms, expected at least ${min_ms} ms")
  endif()
endif()
check_report("${CASE_DIR}")
