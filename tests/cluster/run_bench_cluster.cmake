# scripts/bench-cluster on this machine's job slots, its interactor replaced by flaky-interactor
# (the real one, but for the shards told to fail):
# 1. shard 2 of 4 fails once: it is retried, and the merged table and histogram are those of
#    the same benchmark played in one run; every game is there once;
# 2. shard 2 fails once and shard 3 always: shard 3 is named with its error (and shard 2 not),
#    nothing is merged, and the exit status is 75;
# 3. a bot whose every game is a wrong answer: the shards ran to their end and are not retried,
#    more shards than games are cut to one a game, and the table is written with exit 1;
# 4. the command line: --help, and usage errors (64);
# 5. the Slurm job array of docs/slurm/, run here as Slurm would, gives the same table.
# The bot plays its deterministic greedy, so the shards' games are the single run's games.
# Usage: cmake -DSCRIPT=<scripts/bench-cluster> -DINTERACTOR=... -DFLAKY=<flaky-interactor>
#              -DBOT=<solitaire-bot> -DZOO=<dir of zoo_*> -DSLURM_DIR=<docs/slurm>
#              -DWORK_DIR=... -P run_bench_cluster.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/../bots/normalize.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# Runs bench-cluster with flaky-interactor, `name` naming its files: ${name}_out, ${name}_err,
# ${name}_code and ${name}_calls (the shards of the interactor's calls, one a line) in the
# caller's scope. ARGN: FLAKY_* settings (NAME=VALUE), then `--`, then bench-cluster's arguments.
function(bench_cluster name)
  list(FIND ARGN -- separator)
  list(SUBLIST ARGN 0 ${separator} settings)
  math(EXPR first "${separator} + 1")
  list(SUBLIST ARGN ${first} -1 arguments)
  check_run(run
    COMMAND ${CMAKE_COMMAND} -E env FLAKY_INTERACTOR=${INTERACTOR}
            FLAKY_CALLS=${WORK_DIR}/${name}.calls FLAKY_ONCE_MARKER=${WORK_DIR}/${name}.marker
            ${settings} ${SCRIPT} --interactor ${FLAKY} --out ${WORK_DIR}/${name} ${arguments}
    WORKING_DIRECTORY ${WORK_DIR})
  set(calls "")
  if(EXISTS ${WORK_DIR}/${name}.calls)
    file(STRINGS ${WORK_DIR}/${name}.calls calls REGEX "/")  # The merge has no shard.
    list(SORT calls)
  endif()
  set(${name}_out "${run_stdout}" PARENT_SCOPE)
  set(${name}_err "${run_stderr}" PARENT_SCOPE)
  set(${name}_code "${run_status}" PARENT_SCOPE)
  set(${name}_calls "${calls}" PARENT_SCOPE)
endfunction()

set(benchmark --alphabet 1234 --seeds 1-24 -- ${BOT} --greedy)

# The benchmark in one run: the table and histogram the shards must give.
check_run(whole COMMAND ${INTERACTOR} --json -o ${WORK_DIR}/whole.jsonl ${benchmark}
  WORKING_DIRECTORY ${WORK_DIR} STATUS 0)
check_run(whole_merge COMMAND ${INTERACTOR} --merge whole.jsonl --histogram whole.svg
  WORKING_DIRECTORY ${WORK_DIR} STATUS 0)
check_report("${whole_stderr}${whole_merge_stderr}")  # Nothing to compare the shards with.
set(whole_table "${whole_merge_stdout}")
normalize(whole_table)
file(READ ${WORK_DIR}/whole.svg whole_svg)

# 1. One shard fails once.
bench_cluster(once FLAKY_ONCE=2 -- --shards 4 --slots 3 ${benchmark})
set(table "${once_out}")
normalize(table)
check_equal("1: exit status (${once_err})" 0 "${once_code}")
check_equal("1: the table" "${whole_table}" "${table}")
if(NOT EXISTS ${WORK_DIR}/once.marker)
  check_fail("1: shard 2 never failed")
endif()
check_equal("1: the interactor's calls" "1/4;2/4;2/4;3/4;4/4" "${once_calls}")
if(EXISTS ${WORK_DIR}/once/scores.svg)
  file(READ ${WORK_DIR}/once/scores.svg svg)
  if(NOT svg STREQUAL whole_svg)
    check_fail("1: the histogram differs from the whole run's")
  endif()
else()
  check_fail("1: no histogram")
endif()
set(results "")
if(EXISTS ${WORK_DIR}/once/results.jsonl)
  file(STRINGS ${WORK_DIR}/once/results.jsonl results)
endif()
list(TRANSFORM results REPLACE "^{\"game\":\"([^\"]*)\".*" "\\1")
list(SORT results)
list(REMOVE_DUPLICATES results)
list(LENGTH results games)
check_equal("1: different games in results.jsonl" 24 "${games}")
set(table_file "")
if(EXISTS ${WORK_DIR}/once/table.txt)
  file(READ ${WORK_DIR}/once/table.txt table_file)
endif()
check_equal("1: table.txt" "${once_out}" "${table_file}")

# 2. One shard fails once, another every time.
bench_cluster(always FLAKY_ONCE=2 FLAKY_ALWAYS=3 -- --shards 4 --slots 3 ${benchmark})
check_equal("2: exit status" 75 "${always_code}")
string(FIND "${always_err}"
  "bench-cluster: shard 3/4 failed twice (exit 71): flaky-interactor: shard 3/4 fails on every call\n"
  named)
if(named EQUAL -1)
  check_fail("2: shard 3 is not named with its error: ${always_err}")
endif()
string(FIND "${always_err}" "shard 2/4 failed" shard_2)
if(NOT shard_2 EQUAL -1)
  check_fail("2: shard 2, retried successfully, is named: ${always_err}")
endif()
check_equal("2: the interactor's calls" "1/4;2/4;2/4;3/4;3/4;4/4" "${always_calls}")
if(EXISTS ${WORK_DIR}/always/table.txt)
  check_fail("2: a table was written without shard 3")
endif()

# 3. Every game a wrong answer: no shard retried, ten shards of six games cut to six.
bench_cluster(wrong -- --shards 10 --slots 2 --alphabet 1 --seeds 1-6 -- ${ZOO}/zoo_same_cell)
check_equal("3: exit status (${wrong_err})" 1 "${wrong_code}")
check_equal("3: the interactor's calls" "1/6;2/6;3/6;4/6;5/6;6/6" "${wrong_calls}")
if(NOT wrong_out MATCHES "WRONG_ANSWER 6\n")
  check_fail("3: the table does not count 6 wrong answers: ${wrong_out}")
endif()

# 4. The command line.
check_run("4: --help" COMMAND ${SCRIPT} --help STATUS 0 STDOUT_MATCHES "--sshloginfile FILE")
foreach(usage
    "--alphabet|1|--seeds|1-3;bench-cluster: no bot: give its command after --, e.g. -- build/bin/solitaire-bot"
    "--json|--alphabet|1|--seeds|1-3|--|true;bench-cluster: --json is bench-cluster's own business: give no --json"
    "--alphabet|1|--seed|3|--|true;bench-cluster: bench-cluster runs a benchmark: give --seeds, --tests or --boards, not --seed"
    "--shards|0|--alphabet|1|--seeds|1-3|--|true;bench-cluster: --shards 0: expected a number from 1")
  list(GET usage 0 arguments)
  list(GET usage 1 message)
  string(REPLACE "|" ";" arguments "${arguments}")
  string(REPLACE ";" " " label "4: ${arguments}")
  check_run("${label}" COMMAND ${SCRIPT} ${arguments} WORKING_DIRECTORY ${WORK_DIR}
    STATUS 64 STDERR "${message}\nTry 'scripts/bench-cluster --help' for more information.\n")
endforeach()

# 5. The Slurm scripts of the docs, their EDIT lines set for this benchmark in three shards, run
# as Slurm would run them (SLURM_ARRAY_TASK_ID): the merge names a missing shard, and once every
# shard is there it gives the whole run's table.
get_filename_component(bin ${INTERACTOR} DIRECTORY)
set(slurm ${WORK_DIR}/slurm)
foreach(script bench-shard merge)
  file(READ ${SLURM_DIR}/${script}.sbatch text)
  set(edited "${text}")
  foreach(edit
      "shards=[^\n]*|shards=3" "bin=[^\n]*|bin=${bin}" "out=[^\n]*|out=${slurm}"
      "deal=[^\n]*|deal=(--alphabet 1234 --seeds 1-24)" "bot=[^\n]*|bot=(\"$bin/solitaire-bot\" --greedy)")
    string(REPLACE "|" ";" edit "${edit}")
    list(GET edit 0 line)
    list(GET edit 1 replacement)
    string(REGEX REPLACE "\n${line}" "\n${replacement}" edited "${edited}")
  endforeach()
  string(REGEX MATCHALL "\n(shards|bin|out|deal|bot)=[^\n]*EDIT" unedited "${edited}")
  if(edited STREQUAL text OR unedited)
    message(FATAL_ERROR "5: ${script}.sbatch: its EDIT lines are not where this test expects them")
  endif()
  file(WRITE ${WORK_DIR}/${script}.sbatch "${edited}")
endforeach()
function(slurm_task k)
  check_run(task COMMAND ${CMAKE_COMMAND} -E env SLURM_ARRAY_TASK_ID=${k}
    bash ${WORK_DIR}/bench-shard.sbatch WORKING_DIRECTORY ${WORK_DIR})
  check_equal("5: task ${k}: exit status (${task_stdout}${task_stderr})" 0 "${task_status}")
endfunction()
slurm_task(1)
slurm_task(3)
check_run("5: merge without shard 2" COMMAND bash ${WORK_DIR}/merge.sbatch
  WORKING_DIRECTORY ${WORK_DIR} STATUS 75
  STDERR "shards missing: 2 (see their slurm-*_K.log); run them again with\n  sbatch --array=2 bench-shard.sbatch\nthen this merge again.\n")
slurm_task(2)
check_run(merge COMMAND bash ${WORK_DIR}/merge.sbatch WORKING_DIRECTORY ${WORK_DIR})
normalize(merge_stdout)
check_equal("5: merge: exit status (${merge_stderr})" 0 "${merge_status}")
check_equal("5: the merged table" "${whole_table}" "${merge_stdout}")

check_report()
