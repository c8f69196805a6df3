# A benchmark that plays more games at a time than the judge has processors says so: run under
# taskset(1) on one processor with -j 2, it warns on standard error before the first game, and
# again after its summary (the readable one and, with --json, a "warning" line among the
# results, which --merge skips); the same for a paired run, whose games of both bots share the
# processor. With -j 1 it says nothing.
# Usage: cmake -DTASKSET=<taskset> -DINTERACTOR=... -DBOT=<zoo_stops_at_once>
#              -DWORK_DIR=<fresh directory> -P run_oversubscribed.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(one_processor ${TASKSET} -c 0)
set(games --memory-guard watch --alphabet 1 --seeds 1-3)
set(budget "on (1 processor \\(the judge's CPU affinity\\)|0?\\.[0-9]+ processors \\(the cgroup's CPU quota\\))")
set(warning "-j 2 plays 2 games at a time ${budget}: each bot gets about 0?\\.[0-9]+ of a processor, and a bot that plays against the clock plays weaker")

check_run(benchmark COMMAND ${one_processor} ${INTERACTOR} ${games} -j 2 -- ${BOT} STATUS 0
  STDERR_MATCHES "^solitaire-interactor: warning: ${warning}[^\n]*\n$"
  STDOUT_MATCHES "^alphabet  games [^\n]*\n1  [^\n]*\nwarning: ${warning}[^\n]*\n$")

check_run(json COMMAND ${one_processor} ${INTERACTOR} ${games} -j 2 --json -o results.jsonl -- ${BOT}
  WORKING_DIRECTORY ${WORK_DIR} STATUS 0
  STDERR_MATCHES "^solitaire-interactor: warning: ${warning}[^\n]*\n$"
  STDOUT_MATCHES "^alphabet  games [^\n]*\n1  [^\n]*\nwarning: ${warning}[^\n]*\n$")
file(READ ${WORK_DIR}/results.jsonl results)
check_matches("json: the warning line after the games"
  "^\\{\"game\":\"1/1\"[^\n]*\n\\{\"game\":\"1/2\"[^\n]*\n\\{\"game\":\"1/3\"[^\n]*\n\\{\"warning\":\"oversubscribed\",\"jobs\":2,\"processors\":0?[.0-9]+,\"message\":\"${warning}[^\n]*\"\\}\n$"
  "${results}")
check_run(merge COMMAND ${INTERACTOR} --merge results.jsonl WORKING_DIRECTORY ${WORK_DIR}
  STATUS 0 STDERR "" STDOUT_MATCHES "^alphabet  games [^\n]*\n1             3 ")

set(paired_warning "-j 2 plays 2 games at a time \\(of both bots\\) ${budget}")
check_run(paired COMMAND ${one_processor} ${INTERACTOR} ${games} -j 2 --baseline ${BOT} -- ${BOT}
  STATUS 0 STDERR_MATCHES "^solitaire-interactor: warning: ${paired_warning}[^\n]*\n$"
  STDOUT_MATCHES "^alphabet  pairs [^\n]*\n.*\nwarning: ${paired_warning}[^\n]*\n$")

check_run(fitting COMMAND ${one_processor} ${INTERACTOR} ${games} -j 1 -- ${BOT} STATUS 0
  STDERR "" STDOUT_MATCHES "^alphabet  games [^\n]*\n1  [^\n]*\n$")
check_report()
