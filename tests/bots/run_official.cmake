# Plays solitaire-bot against solitaire-interactor on every official test and checks that each
# game is played exactly once, OK, with the expected score: the bot's behaviour fingerprint on
# the official boards. (Games are matched by name: g1 and g2 both score 324, so a game played
# twice must not stand in for one missing.)
# The bot must be deterministic under BOT_ARGS (--greedy, or a fixed --worlds budget): a
# time-limited search scores differently from run to run. On failure, the message lists every
# game's actual score in the form of EXPECTED, ready to paste when the bot changed on purpose.
# Usage: cmake -DINTERACTOR=... -DBOT=... -DBOT_ARGS=a|b -DTESTS=<dir>
#              "-DEXPECTED=g1=324;g2=324;..." -P run_official.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
string(REPLACE "|" ";" bot_args "${BOT_ARGS}")
check_judge_limits(limits)  # The default limits, scaled by the tests' time scale (check.cmake).
check_run(official COMMAND ${INTERACTOR} --tests ${TESTS} --json --jobs 2 ${limits} -- ${BOT}
  ${bot_args} STATUS 0)
string(REPLACE "\n" ";" lines "${official_stdout}")
list(FILTER lines EXCLUDE REGEX "^$")
list(LENGTH lines played)
list(LENGTH EXPECTED wanted)
check_equal("games" "${wanted}" "${played}")
# Each expected game's score, by name.
set(games "")
foreach(entry IN LISTS EXPECTED)
  string(REPLACE "=" ";" pair "${entry}")
  list(GET pair 0 game)
  list(GET pair 1 score)
  list(APPEND games ${game})
  set(expected_${game} ${score})
endforeach()
set(actual "")
set(seen "")
foreach(line IN LISTS lines)
  string(JSON game GET "${line}" game)
  string(JSON verdict GET "${line}" verdict)
  string(JSON score GET "${line}" score)
  list(APPEND actual "${game}=${score}")
  if(NOT verdict STREQUAL "OK")
    check_fail("${game}: verdict ${verdict}")
  endif()
  if(game IN_LIST seen)
    check_fail("${game}: played more than once")
  elseif(NOT game IN_LIST games)
    check_fail("${game}: not an expected game")
  elseif(NOT score STREQUAL expected_${game})
    check_fail("${game}: score ${score}, expected ${expected_${game}}")
  endif()
  list(APPEND seen ${game})
endforeach()
foreach(game IN LISTS games)
  if(NOT game IN_LIST seen)
    check_fail("${game}: not played")
  endif()
endforeach()
check_report("actual scores: ${actual}" "stderr: ${official_stderr}")
