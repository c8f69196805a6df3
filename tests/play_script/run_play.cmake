# Runs scripts/play with the built tools (ARBITER_BIN_DIR: no install, no build) and checks that
# what follows `--` reaches the bot: `-- --greedy` plays the greedy baseline (deterministic, so
# its score is known), and `-- --threads 0` is the bot's usage error, not the interactor's (which
# has no --threads) nor a program named --threads. The verdict is on standard output, the
# drawings on standard error.
# Usage: cmake -DPLAY=<scripts/play> -DBIN_DIR=<folder of the tools> -P run_play.cmake
cmake_minimum_required(VERSION 3.25)
set(failures "")

execute_process(
  COMMAND ${CMAKE_COMMAND} -E env ARBITER_BIN_DIR=${BIN_DIR}
          ${PLAY} --alphabet 1234 --seed 7 --no-colour --show-delay 0 -- --greedy
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  RESULT_VARIABLE code)
if(NOT code STREQUAL "0")
  string(APPEND failures "-- --greedy: exit status ${code}, expected 0\n")
endif()
if(NOT out MATCHES "^1234/7: OK, score 215 \\(base 71, runs 88, sets 56, alternation 0\\), 71 moves, ")
  string(APPEND failures "-- --greedy: not the greedy's game on standard output: ${out}\n")
endif()
if(NOT err MATCHES "^1234/7: the bronze layer\n")
  string(APPEND failures "-- --greedy: no drawing on standard error\n")
endif()

execute_process(
  COMMAND ${CMAKE_COMMAND} -E env ARBITER_BIN_DIR=${BIN_DIR}
          ${PLAY} --alphabet 1234 --seed 7 --show-delay 0 -- --threads 0
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  RESULT_VARIABLE code)
if(NOT code STREQUAL "1")
  string(APPEND failures "-- --threads 0: exit status ${code}, expected 1\n")
endif()
if(NOT out MATCHES "^1234/7: RUNTIME_ERROR.*\n  the bot exited with status 64 without 0 0")
  string(APPEND failures "-- --threads 0: the bot did not refuse it: ${out}\n")
endif()
if(NOT err MATCHES "solitaire-bot: --threads must be from 1 to 256")
  string(APPEND failures "-- --threads 0: no message from the bot: ${err}\n")
endif()

if(failures)
  message(FATAL_ERROR "${failures}")
endif()
