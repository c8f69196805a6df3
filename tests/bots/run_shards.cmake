# Plays a benchmark whole and in three shards, merges the shards (in another order), and checks
# that the merge prints the whole run's summary and draws its histogram, and that the shards
# played every game once: seeds of one alphabet, then the official tests (several alphabets
# and the grade). The bot plays its one-ply greedy: deterministic, so every shard's game is the
# whole run's game (a time-limited search would score differently from run to run).
# Usage: cmake -DTOOL=<solitaire-interactor> -DBOT=<solitaire-bot> -DWORK_DIR=... -P run_shards.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/normalize.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

function(check_shards name)  # ARGN: the deal options
  check_run(whole COMMAND ${TOOL} ${ARGN} -j 2 --json --histogram ${name}-whole.svg -- ${BOT} --greedy
    WORKING_DIRECTORY ${WORK_DIR} OUTPUT_FILE ${WORK_DIR}/${name}-whole.jsonl STATUS 0)
  set(lines 0)
  foreach(k 1 2 3)
    check_run("${name}: shard ${k}/3"
      COMMAND ${TOOL} ${ARGN} --shard ${k}/3 --json -- ${BOT} --greedy
      WORKING_DIRECTORY ${WORK_DIR} OUTPUT_FILE ${WORK_DIR}/${name}-shard${k}.jsonl STATUS 0)
    file(STRINGS ${WORK_DIR}/${name}-shard${k}.jsonl shard_lines)
    list(LENGTH shard_lines count)
    math(EXPR lines "${lines} + ${count}")
  endforeach()
  check_run(merged
    COMMAND ${TOOL} --merge ${name}-shard3.jsonl ${name}-shard1.jsonl ${name}-shard2.jsonl
            --histogram ${name}-merged.svg
    WORKING_DIRECTORY ${WORK_DIR} STATUS 0)
  check_report("${name}: ${whole_stderr}${merged_stderr}")  # Nothing to compare without them.
  file(STRINGS ${WORK_DIR}/${name}-whole.jsonl whole_lines)
  list(LENGTH whole_lines games)
  set(whole "${whole_stderr}")
  set(merged "${merged_stdout}")
  normalize(whole)
  normalize(merged)
  file(READ ${WORK_DIR}/${name}-whole.svg whole_svg)
  file(READ ${WORK_DIR}/${name}-merged.svg merged_svg)
  check_equal("${name}: games played by the shards" "${games}" "${lines}")
  check_equal("${name}: the merged summary" "${whole}" "${merged}")
  if(NOT whole_svg STREQUAL merged_svg)
    check_fail("${name}: histograms differ")
  endif()
endfunction()

check_shards(seeds --alphabet 1234 --seeds 1-20)
check_shards(tests --tests ${CMAKE_CURRENT_LIST_DIR}/../data/solitaire)
check_report()
