# Plays solitaire-bot against solitaire-interactor on every official test and checks that each
# game is OK with the expected score: the bot's behaviour fingerprint on the official boards.
# The bot must be deterministic under BOT_ARGS (--greedy, or a fixed --worlds budget): a
# time-limited search scores differently from run to run. On failure, the message lists every
# game's actual score in the form of EXPECTED, ready to paste when the bot changed on purpose.
# Usage: cmake -DINTERACTOR=... -DBOT=... -DBOT_ARGS=a|b -DTESTS=<dir>
#              "-DEXPECTED=g1=324;g2=324;..." -P run_official.cmake
cmake_minimum_required(VERSION 3.25)
string(REPLACE "|" ";" bot_args "${BOT_ARGS}")
execute_process(
  COMMAND ${INTERACTOR} --tests ${TESTS} --json --jobs 2 -- ${BOT} ${bot_args}
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  RESULT_VARIABLE code)
set(failures "")
if(NOT code STREQUAL "0")
  string(APPEND failures "exit status: expected 0, got ${code}\n")
endif()
string(REPLACE "\n" ";" lines "${out}")
list(FILTER lines EXCLUDE REGEX "^$")
list(LENGTH lines played)
list(LENGTH EXPECTED wanted)
if(NOT played EQUAL wanted)
  string(APPEND failures "games: expected ${wanted}, got ${played}\n")
endif()
set(actual "")
foreach(line IN LISTS lines)
  string(JSON game GET "${line}" game)
  string(JSON verdict GET "${line}" verdict)
  string(JSON score GET "${line}" score)
  list(APPEND actual "${game}=${score}")
  if(NOT verdict STREQUAL "OK")
    string(APPEND failures "${game}: verdict ${verdict}\n")
  endif()
  if(NOT "${game}=${score}" IN_LIST EXPECTED)
    string(APPEND failures "${game}: unexpected score ${score}\n")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "${failures}actual scores: ${actual}\nstderr: ${err}")
endif()
