# What every CMake script of the tests does (tests/**/*.cmake, run by ctest with cmake -P): run
# a program, compare its exit status, its standard output and its standard error with what is
# expected, collect every difference, and fail the test with all of them at the end rather than
# at the first. A script includes this file and says only what it checks:
#
#   include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
#   check_run(merge COMMAND ${TOOL} --merge a.jsonl STATUS 0 STDERR "")
#   check_equal("the summary" "${expected}" "${merge_stdout}")
#   check_report()
#
# Failures are kept in a global property, so functions may check without passing a variable.
# Including this file sets the policies of CMake 3.25, which these functions need.
cmake_minimum_required(VERSION 3.25)

# check_fail(<text>...): notes a failure, its texts put together (one line or more).
function(check_fail)
  set(text "")
  math(EXPR last "${ARGC} - 1")
  foreach(i RANGE ${last})
    string(APPEND text "${ARGV${i}}")  # ARGV<n>, not ARGN: a text may hold a semicolon.
  endforeach()
  set_property(GLOBAL APPEND_STRING PROPERTY arbiter_check_failures "${text}\n")
endfunction()

# check_equal(<what> <expected> <actual>): a failure unless the two are the same string. A
# multi-line difference is shown as both texts, a one-line one on one line.
function(check_equal what expected actual)
  if("${actual}" STREQUAL "${expected}")
    return()
  endif()
  if("${expected}${actual}" MATCHES "\n")
    check_fail("${what} differs.\n--- expected\n${expected}--- actual\n${actual}---")
  else()
    check_fail("${what}: expected '${expected}', got '${actual}'")
  endif()
endfunction()

# check_matches(<what> <regex> <actual>): a failure unless `actual` matches the regex.
function(check_matches what regex actual)
  if(NOT "${actual}" MATCHES "${regex}")
    check_fail("${what} does not match '${regex}': '${actual}'")
  endif()
endfunction()

# check_run(<name> COMMAND <program> [<argument>...]
#           [WORKING_DIRECTORY <dir>] [INPUT_FILE <file>] [OUTPUT_FILE <file>]
#           [STATUS <status>] [STDOUT <text>] [STDERR <text>]
#           [STDOUT_MATCHES <regex>] [STDERR_MATCHES <regex>])
# Runs the command and sets <name>_status, <name>_stdout and <name>_stderr in the caller's
# scope (<name>_stdout is empty with OUTPUT_FILE), then checks each of STATUS, STDOUT,
# STDERR, STDOUT_MATCHES and STDERR_MATCHES given (an empty STDOUT or STDERR expects nothing
# written). Failures are named after <name>.
function(check_run name)
  set(values WORKING_DIRECTORY INPUT_FILE OUTPUT_FILE STATUS STDOUT STDERR STDOUT_MATCHES
    STDERR_MATCHES)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "${values}" "COMMAND")
  if(NOT arg_COMMAND)
    message(FATAL_ERROR "check_run(${name}): no COMMAND")
  endif()
  set(options "")
  foreach(option WORKING_DIRECTORY INPUT_FILE OUTPUT_FILE)
    if(DEFINED arg_${option})
      list(APPEND options ${option} ${arg_${option}})
    endif()
  endforeach()
  set(output OUTPUT_VARIABLE out)
  if(DEFINED arg_OUTPUT_FILE)
    set(output "")
  endif()
  execute_process(COMMAND ${arg_COMMAND} ${options} ${output}
    ERROR_VARIABLE err RESULT_VARIABLE status)
  set(${name}_status "${status}" PARENT_SCOPE)
  set(${name}_stdout "${out}" PARENT_SCOPE)
  set(${name}_stderr "${err}" PARENT_SCOPE)
  # cmake_parse_arguments leaves a keyword given an empty string (STDOUT "") undefined, so the
  # keywords are looked for among the arguments themselves.
  foreach(key STATUS STDOUT STDERR)
    list(FIND ARGN ${key} at)
    if(at GREATER_EQUAL 0)
      set(check_${key} TRUE)
    endif()
  endforeach()
  if(check_STATUS)
    check_equal("${name}: exit status" "${arg_STATUS}" "${status}")
  endif()
  if(check_STDOUT)
    check_equal("${name}: standard output" "${arg_STDOUT}" "${out}")
  endif()
  if(check_STDERR)
    check_equal("${name}: standard error" "${arg_STDERR}" "${err}")
  endif()
  if(DEFINED arg_STDOUT_MATCHES)
    check_matches("${name}: standard output" "${arg_STDOUT_MATCHES}" "${out}")
  endif()
  if(DEFINED arg_STDERR_MATCHES)
    check_matches("${name}: standard error" "${arg_STDERR_MATCHES}" "${err}")
  endif()
endfunction()

# check_json_result(<what> <json> VERDICT <verdict> [SCORE <score>] MESSAGE <regex>
#                   [CONTEXT <text>]): checks one --json result line of solitaire-interactor: its
# verdict, its score (when SCORE is given) and its message (by a regex). A failure is followed
# by the context (the run's outputs, say), so that a script playing several games shows each
# failed game's own.
function(check_json_result what json)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "VERDICT;SCORE;MESSAGE;CONTEXT" "")
  string(JSON verdict ERROR_VARIABLE error GET "${json}" verdict)
  if(error)
    check_fail("${what}: no JSON result (${error})\n${arg_CONTEXT}")
    return()
  endif()
  string(JSON score GET "${json}" score)
  string(JSON message GET "${json}" message)
  if(NOT "${verdict}" STREQUAL "${arg_VERDICT}" OR NOT "${message}" MATCHES "${arg_MESSAGE}"
     OR (DEFINED arg_SCORE AND NOT "${score}" STREQUAL "${arg_SCORE}"))
    check_fail("${what}: expected ${arg_VERDICT} ${arg_SCORE} '${arg_MESSAGE}', got ${verdict} "
      "${score} '${message}'\n${arg_CONTEXT}")
  endif()
endfunction()

# check_time_scale(<variable>): the tests' time scale, ARBITER_TEST_TIME_SCALE from the
# environment (a whole number; 1 when unset), by which the tests bound by time multiply their
# limits, their bots' pauses and the judge's default limits, on a machine much slower than the
# ones they were fitted on (scripts/test-vm's emulated CPU, about ten times slower). Only the
# tests read it; the tools never do.
function(check_time_scale variable)
  set(scale "$ENV{ARBITER_TEST_TIME_SCALE}")
  if(scale STREQUAL "")
    set(scale 1)
  elseif(NOT scale MATCHES "^[1-9][0-9]*$")
    message(FATAL_ERROR "ARBITER_TEST_TIME_SCALE must be a whole number from 1, not '${scale}'")
  endif()
  set(${variable} ${scale} PARENT_SCOPE)
endfunction()

# check_scaled_times(<variable> <text>): sets <variable> to <text> with every {ms:N} written as
# N times the time scale (check_time_scale): a case's time limits, its bot's pauses and the
# messages that quote them, written once for every scale.
function(check_scaled_times variable text)
  check_time_scale(scale)
  while(text MATCHES "{ms:([0-9]+)}")
    math(EXPR scaled "${CMAKE_MATCH_1} * ${scale}")
    string(REPLACE "${CMAKE_MATCH_0}" "${scaled}" text "${text}")
  endwhile()
  set(${variable} "${text}" PARENT_SCOPE)
endfunction()

# check_judge_limits(<variable> [<argument>...]): under a time scale above 1, the options that
# give solitaire-interactor its default time limits (5 s a move, 10 s a game) times the scale,
# but for a limit the arguments set already; at scale 1, none.
function(check_judge_limits variable)
  check_time_scale(scale)
  set(options "")
  if(scale GREATER 1)
    foreach(limit move-time-limit:5000 time-limit:10000)
      string(REPLACE ":" ";" limit "${limit}")
      list(GET limit 0 option)
      list(GET limit 1 default_ms)
      if(NOT "--${option}" IN_LIST ARGN)
        math(EXPR scaled "${default_ms} * ${scale}")
        list(APPEND options --${option} ${scaled})
      endif()
    endforeach()
  endif()
  set(${variable} "${options}" PARENT_SCOPE)
endfunction()

# check_failed(<variable>): sets <variable> to TRUE when a failure has been noted so far.
function(check_failed variable)
  get_property(failures GLOBAL PROPERTY arbiter_check_failures)
  if("${failures}" STREQUAL "")
    set(${variable} FALSE PARENT_SCOPE)
  else()
    set(${variable} TRUE PARENT_SCOPE)
  endif()
endfunction()

# check_report([<context>...]): fails the test with every failure noted, followed by the
# context (what the runs printed, say), if there is any failure; else does nothing.
function(check_report)
  get_property(failures GLOBAL PROPERTY arbiter_check_failures)
  if(NOT "${failures}" STREQUAL "")
    # ARGV<n>, not ARGN, keeps a context line that holds a semicolon whole.
    set(context "")
    if(ARGC GREATER 0)
      math(EXPR last "${ARGC} - 1")
      foreach(i RANGE ${last})
        string(APPEND context "${ARGV${i}}\n")
      endforeach()
    endif()
    message(FATAL_ERROR "${failures}${context}")
  endif()
endfunction()

# skip_without(<program variable> <why it is missing> <what CI must check>): when the program the
# variable names was not found, says SKIP and returns from the script (a macro: the return is
# its caller's); under CI=true that is a failure instead, for CI must check it.
macro(skip_without program why what)
  if(NOT ${program} OR NOT EXISTS "${${program}}")
    if("$ENV{CI}" STREQUAL "true")
      message(FATAL_ERROR "${why}, and CI=true: CI must check ${what}")
    endif()
    message("SKIP: ${why}")
    return()
  endif()
endmacro()
