# Runs solitaire-interactor --kattis as a Kattis judging system runs an interactive problem's
# output validator: kattis_harness connects it crosswise to a player, and the exit status and the
# feedback files judgemessage.txt and score.txt are checked against what the ordinary
# interactor says of the same player on the same official test (its --json result):
#   OK                                       -> 42, "OK: <message>", the same score;
#   WRONG_ANSWER                             -> 43, "WRONG_ANSWER: <message>", 0;
#   RUNTIME_ERROR "... without 0 0 after N moves" (the player ended its output early)
#                                            -> 43, "WRONG_ANSWER: the bot's output ended
#                                               without 0 0 after N moves", 0 (a validator
#                                               sees the output, not the process);
#   RUNTIME_ERROR "... after 0 0" (a failing exit after a complete game)
#                                            -> 42, "OK: stopped with 0 0 after N moves", and
#                                               the harness sees the player's failing exit (the
#                                               judging system's RUNTIME_ERROR).
# MODE=official: the deterministic greedy bot on every official test of TESTS (all 42).
# MODE=zoo: the zoo's bots of CASES (bot:test:status, status the validator's expected exit).
# Usage: cmake -DMODE=official|zoo -DINTERACTOR=... -DHARNESS=... -DTESTS=<dir> -DWORK_DIR=...
#              [-DBOT=<solitaire-bot>] [-DZOO=<dir of zoo_*>] [-DCASES=a:b:c;...] -P run_kattis.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# The ordinary judge's results of `player` on `deal_options`, as <prefix>_<game>_{verdict,
# message,score,moves} in the caller's scope; <prefix>_games lists the games.
function(ordinary prefix deal_options player)
  string(REPLACE "|" ";" deal_options "${deal_options}")
  string(REPLACE "|" ";" player "${player}")
  check_run(ordinary
    COMMAND ${INTERACTOR} ${deal_options} --json -o ${WORK_DIR}/${prefix}.jsonl --quiet-bot
            -j 2 -- ${player})
  # Only the JSON lines count, wherever a summary goes.
  file(STRINGS ${WORK_DIR}/${prefix}.jsonl lines REGEX "^{")
  if(NOT lines)
    message(FATAL_ERROR "the interactor gave no result (exit ${ordinary_status}) for ${player}: "
      "${ordinary_stderr}")
  endif()
  set(games "")
  foreach(line IN LISTS lines)
    string(JSON game GET "${line}" game)
    list(APPEND games ${game})
    foreach(field verdict message score moves)
      string(JSON value GET "${line}" ${field})
      set(${prefix}_${game}_${field} "${value}" PARENT_SCOPE)
    endforeach()
  endforeach()
  set(${prefix}_games "${games}" PARENT_SCOPE)
endfunction()

# Plays `player` against the validator on the official test `test` and notes as failures
# what differs from the ordinary result <prefix>_<test>_* and from `expected_status`.
function(check_validator prefix test player expected_status)
  string(REPLACE "|" ";" player "${player}")
  set(feedback ${WORK_DIR}/feedback-${prefix}-${test})
  file(MAKE_DIRECTORY ${feedback})
  set(name "${prefix} on ${test}")
  check_run(harness
    COMMAND ${HARNESS} 60 ${INTERACTOR} --kattis ${TESTS}/${test}.in ${TESTS}/${test}.ans
            ${feedback}/ --player ${player})
  set(ended "${harness_stdout}")
  set(err "${harness_stderr}")
  if(NOT harness_status STREQUAL "0" OR NOT ended MATCHES "^validator (exited [0-9]+|[^\n]*)\nplayer ([^\n]*)\n$")
    check_fail("${name}: the harness failed (${harness_status}): ${ended}${err}")
    return()
  endif()
  string(REGEX MATCH "^validator ([^\n]*)\nplayer ([^\n]*)" ignored "${ended}")
  set(validator_end "${CMAKE_MATCH_1}")
  set(player_end "${CMAKE_MATCH_2}")
  set(verdict "${${prefix}_${test}_verdict}")
  set(message "${${prefix}_${test}_message}")
  set(moves "${${prefix}_${test}_moves}")
  set(score "${${prefix}_${test}_score}")
  if(verdict STREQUAL "OK")
    set(status 42)
    set(judgement "OK: ${message}")
  elseif(verdict STREQUAL "WRONG_ANSWER")
    set(status 43)
    set(judgement "WRONG_ANSWER: ${message}")
    set(score 0)
  elseif(verdict STREQUAL "RUNTIME_ERROR" AND message MATCHES " without 0 0 after [0-9]+ moves$")
    set(status 43)
    set(judgement "WRONG_ANSWER: the bot's output ended without 0 0 after ${moves} moves")
    set(score 0)
  elseif(verdict STREQUAL "RUNTIME_ERROR" AND message MATCHES " after 0 0$")
    set(status 42)
    set(judgement "OK: stopped with 0 0 after ${moves} moves")
    set(score "")  # The ordinary judge's RUNTIME_ERROR scores 0: no score to compare.
    if(player_end STREQUAL "exited 0")
      check_fail("${name}: the player should have failed, it ${player_end}")
    endif()
  else()
    check_fail("${name}: no validator verdict for ${verdict}: ${message}")
    return()
  endif()
  if(NOT status STREQUAL expected_status)
    check_fail("${name}: the ordinary judge's ${verdict} (${message}) maps to "
                           "${status}, the case expects ${expected_status}")
  endif()
  if(NOT validator_end STREQUAL "exited ${status}")
    check_fail("${name}: validator ${validator_end}, expected exited ${status}${err}")
  endif()
  file(READ ${feedback}/judgemessage.txt actual_judgement)
  if(NOT actual_judgement STREQUAL "${judgement}\n")
    check_fail("${name}: judgemessage.txt is '${actual_judgement}', expected "
                           "'${judgement}'")
  endif()
  file(READ ${feedback}/score.txt actual_score)
  if(score STREQUAL "" AND NOT actual_score MATCHES "^[0-9]+\n$")
    check_fail("${name}: score.txt is '${actual_score}', not a score")
  elseif(NOT score STREQUAL "" AND NOT actual_score STREQUAL "${score}\n")
    check_fail("${name}: score.txt is '${actual_score}', expected '${score}'")
  endif()
endfunction()

if(MODE STREQUAL "official")
  ordinary(greedy "--tests|${TESTS}" "${BOT}|--greedy")
  file(GLOB inputs ${TESTS}/*.in)
  list(LENGTH inputs count)
  list(LENGTH greedy_games played)
  if(count EQUAL 0 OR NOT played EQUAL count)
    message(FATAL_ERROR "${count} official tests, ${played} results of the ordinary judge")
  endif()
  foreach(input IN LISTS inputs)
    get_filename_component(test ${input} NAME_WE)
    check_validator(greedy ${test} "${BOT}|--greedy" 42)
  endforeach()
elseif(MODE STREQUAL "zoo")
  foreach(case IN LISTS CASES)
    string(REPLACE ":" ";" parts ${case})
    list(GET parts 0 bot)
    list(GET parts 1 test)
    list(GET parts 2 expected_status)
    ordinary(${bot} "--test|${TESTS}/${test}.in" "${ZOO}/zoo_${bot}")
    check_validator(${bot} ${test} "${ZOO}/zoo_${bot}" ${expected_status})
  endforeach()
else()
  message(FATAL_ERROR "MODE must be official or zoo")
endif()
check_report()
