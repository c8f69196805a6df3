# Plays a small benchmark with its standard error on a terminal (a pseudo-terminal from
# script(1)) and checks the progress line: drawn in place with \r after the first game and the
# last (games done of all, games not OK, elapsed and left, the mean per alphabet), erased before
# the summary, which then starts at the beginning of its line. Then the same for a paired run
# (--baseline): pairs, and the running difference with its standard error. Without a terminal,
# no line at all: the golden cases' empty standard error checks that.
# Without script(1) (SCRIPT empty or not found) it says SKIP, or fails under CI (CI=true).
# Usage: cmake -DSCRIPT=<script> -DINTERACTOR=... -DBOT=<zoo_stops_at_once> -P run_progress.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
skip_without(SCRIPT "script(1) is not installed (Debian: bsdutils; elsewhere util-linux)"
  "the progress line")
string(ASCII 27 escape)
set(erase "${escape}\\[K")
check_run(terminal COMMAND ${SCRIPT} -qec "'${INTERACTOR}' --alphabet 1 --seeds 1-3 -- '${BOT}'" /dev/null
  STATUS 0)
check_matches("the progress line after the first game"
  "^\r1/3 games, 0 not OK, [0-9:]+ elapsed, [0-9:]+ left, mean 1: 0.0${erase}" "${terminal_stdout}")
check_matches("the progress line after the last game, erased before the summary"
  "\r3/3 games, 0 not OK, [0-9:]+ elapsed, 0:00 left, mean 1: 0.0${erase}\r${erase}alphabet  games "
  "${terminal_stdout}")
check_run(paired COMMAND ${SCRIPT} -qec
  "'${INTERACTOR}' --alphabet 1 --seeds 1-3 --baseline '${BOT}' -- '${BOT}'" /dev/null
  STATUS 0)
check_matches("paired: the progress line after the first game"
  "^\r0/3 pairs, 0 not OK, [0-9:]+ elapsed${erase}" "${paired_stdout}")
check_matches("paired: the progress line after the last pair, erased before the summary"
  "\r3/3 pairs, 0 not OK, [0-9:]+ elapsed, 0:00 left, diff \\+0.00 ± 0.00${erase}\r${erase}alphabet  pairs "
  "${paired_stdout}")
string(REPLACE "${escape}" "<ESC>" screen "${terminal_stdout}\npaired: ${paired_stdout}")
string(REPLACE "\r" "<CR>" screen "${screen}")
check_report("terminal: ${screen}" "errors: ${terminal_stderr}${paired_stderr}")
