# Plays a small benchmark with its standard error on a terminal (a pseudo-terminal from
# script(1)) and checks the progress line: drawn in place with \r after the first game and the
# last (games done of all, games not OK, elapsed and left, the mean per alphabet), erased before
# the summary, which then starts at the beginning of its line. Then the same for a paired run
# (--baseline): pairs, and the running difference with its standard error. Without a terminal,
# no line at all: the golden cases' empty standard error checks that.
# Usage: cmake -DSCRIPT=<script> -DINTERACTOR=... -DBOT=<zoo_stops_at_once> -P run_progress.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(
  COMMAND ${SCRIPT} -qec "'${INTERACTOR}' --alphabet 1 --seeds 1-3 -- '${BOT}'" /dev/null
  OUTPUT_VARIABLE screen
  ERROR_VARIABLE errors
  RESULT_VARIABLE code)
string(ASCII 27 escape)
set(erase "${escape}\\[K")
set(failures "")
if(NOT code STREQUAL "0")
  string(APPEND failures "exit status ${code}, expected 0\n")
endif()
if(NOT screen MATCHES "^\r1/3 games, 0 not OK, [0-9:]+ elapsed, [0-9:]+ left, mean 1: 0.0${erase}")
  string(APPEND failures "no progress line after the first game\n")
endif()
if(NOT screen MATCHES "\r3/3 games, 0 not OK, [0-9:]+ elapsed, 0:00 left, mean 1: 0.0${erase}\r${erase}alphabet  games ")
  string(APPEND failures "no progress line after the last game, erased before the summary\n")
endif()
execute_process(
  COMMAND ${SCRIPT} -qec
          "'${INTERACTOR}' --alphabet 1 --seeds 1-3 --baseline '${BOT}' -- '${BOT}'" /dev/null
  OUTPUT_VARIABLE paired
  ERROR_VARIABLE paired_errors
  RESULT_VARIABLE code)
if(NOT code STREQUAL "0")
  string(APPEND failures "paired: exit status ${code}, expected 0\n")
endif()
if(NOT paired MATCHES "^\r0/3 pairs, 0 not OK, [0-9:]+ elapsed${erase}")
  string(APPEND failures "paired: no progress line after the first game\n")
endif()
if(NOT paired MATCHES "\r3/3 pairs, 0 not OK, [0-9:]+ elapsed, 0:00 left, diff \\+0.00 ± 0.00${erase}\r${erase}alphabet  pairs ")
  string(APPEND failures "paired: no progress line after the last pair, erased before the summary\n")
endif()
string(APPEND screen "\npaired: ${paired}")
string(APPEND errors "${paired_errors}")
if(failures)
  string(REPLACE "${escape}" "<ESC>" screen "${screen}")
  string(REPLACE "\r" "<CR>" screen "${screen}")
  message(FATAL_ERROR "${failures}terminal: ${screen}\nerrors: ${errors}")
endif()
