# Plays solitaire-bot against solitaire-interactor on every official test and checks that each
# game is OK with the expected score: the bot's behaviour fingerprint on the official boards.
# Usage: cmake -DINTERACTOR=... -DBOT=... -DTESTS=<dir> "-DEXPECTED=g1=324;g2=324;..."
#              -P run_official.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(
  COMMAND ${INTERACTOR} --tests ${TESTS} --json --jobs 2 -- ${BOT}
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
foreach(line IN LISTS lines)
  string(JSON game GET "${line}" game)
  string(JSON verdict GET "${line}" verdict)
  string(JSON score GET "${line}" score)
  if(NOT verdict STREQUAL "OK")
    string(APPEND failures "${game}: verdict ${verdict}\n")
  endif()
  if(NOT "${game}=${score}" IN_LIST EXPECTED)
    string(APPEND failures "${game}: unexpected score ${score}\n")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "${failures}stderr: ${err}")
endif()
