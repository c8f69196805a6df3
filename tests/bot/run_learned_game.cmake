# Plays one whole game of solitaire-bot with a file of learned values under solitaire-interactor,
# twice, and checks that:
# - each game is OK with the expected score: a fingerprint of the search with those values (a
#   search that did not play, or played with the wrong weights, would score otherwise); update
#   it when the bot's or the trainer's behaviour changes on purpose (a failure prints the
#   actual score), never to hide a verdict;
# - each game lasts at least MIN_MOVES moves, so that it reached what the test is about (the
#   staged search's hand-over, a network's last stage);
# - the two games are the same move for move: a budget of nodes is deterministic.
# The values file's folder is shown to the bot in the sandbox.
#
# Usage: cmake -DINTERACTOR=... -DBOT=... -DVALUES=<file> -DBOT_ARGS=a|b -DALPHABET=... -DSEED=...
#              -DSCORE=... -DMIN_MOVES=... -DWORK_DIR=<dir> -P run_learned_game.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
string(REPLACE "|" ";" bot_args "${BOT_ARGS}")
get_filename_component(values_dir ${VALUES} DIRECTORY)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

foreach(run 1 2)
  set(transcript ${WORK_DIR}/game${run}.transcript)
  check_run(game${run} COMMAND ${INTERACTOR} --alphabet ${ALPHABET} --seed ${SEED} --json
            --quiet-bot --sandbox-bind ${values_dir} --transcript ${transcript}
            -- ${BOT} --value ${VALUES} ${bot_args}
    STATUS 0)
  set(context "stdout: ${game${run}_stdout}\nstderr: ${game${run}_stderr}")
  check_json_result("game ${run}" "${game${run}_stdout}" VERDICT OK SCORE ${SCORE}
    MESSAGE "^stopped with 0 0 after [0-9]+ moves$" CONTEXT "${context}")
  string(JSON played ERROR_VARIABLE error GET "${game${run}_stdout}" moves)
  if(NOT error AND played LESS MIN_MOVES)
    check_fail("game ${run}: ${played} moves, fewer than the ${MIN_MOVES} it must reach")
  endif()
  if(EXISTS ${transcript})
    # Every line exchanged, without the times and the judge's last line, which are measured.
    file(READ ${transcript} lines)
    string(REGEX REPLACE "\\[[0-9]+ ms\\] " "" lines "${lines}")
    string(REGEX REPLACE "judge: used: [^\n]*\n" "" moves${run} "${lines}")
  endif()
endforeach()
if(moves1 STREQUAL "")
  check_fail("game 1: an empty transcript")
endif()
check_equal("game 2's transcript (against game 1's)" "${moves1}" "${moves2}")
check_report()
