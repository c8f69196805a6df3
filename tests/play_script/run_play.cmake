# Runs scripts/play with the built tools (ARBITER_BIN_DIR: no install, no build) and checks that
# what follows `--` reaches the bot: `-- --greedy` plays the greedy baseline (deterministic, so
# its score is known), and `-- --threads 0` is the bot's usage error, not the interactor's (which
# has no --threads) nor a program named --threads. The verdict is on standard output, the
# drawings on standard error.
# Usage: cmake -DPLAY=<scripts/play> -DBIN_DIR=<folder of the tools> -P run_play.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)

# Plays deal 1234/7 through scripts/play with `-- BOT_ARGS` (a |-separated list) and checks the
# exit status and that standard output and error match their patterns.
function(check_play bot_args expected_code stdout_pattern stderr_pattern play_options)
  string(REPLACE "|" ";" bot_args "${bot_args}")
  string(REPLACE "|" ";" play_options "${play_options}")
  string(REPLACE ";" " " label "-- ${bot_args}")
  check_run("${label}"
    COMMAND ${CMAKE_COMMAND} -E env ARBITER_BIN_DIR=${BIN_DIR}
            ${PLAY} --alphabet 1234 --seed 7 ${play_options} --show-delay 0 -- ${bot_args}
    STATUS ${expected_code} STDOUT_MATCHES "${stdout_pattern}" STDERR_MATCHES "${stderr_pattern}")
endfunction()

# The greedy's game on standard output, the drawings on standard error.
check_play(--greedy 0
  "^1234/7: OK, score 215 \\(base 71, runs 88, sets 56, alternation 0\\), 71 moves, "
  "^1234/7: the bronze layer\n" --no-colour)
# The bot's own refusal: RUNTIME_ERROR with its usage status, and its message.
check_play("--threads|0" 1
  "^1234/7: RUNTIME_ERROR.*\n  the bot exited with status 64 without 0 0"
  "solitaire-bot: --threads must be from 1 to 256" "")
check_report()
