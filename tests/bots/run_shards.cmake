# Plays a benchmark whole and in three shards, merges the shards (in another order), and checks
# that the merge prints the whole run's summary and draws its histogram, and that the shards
# played every game once: seeds of one alphabet, then the official tests (several alphabets
# and the grade), then a paired run (--baseline) of each. Last, a paired run with --sprt, which
# stops at its decision, against the merge of its shards (played without it) with --sprt. The
# bot plays its one-ply greedy: deterministic, so every shard's game is the whole run's game (a
# time-limited search would score differently from run to run).
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
    file(STRINGS ${WORK_DIR}/${name}-shard${k}.jsonl shard_lines REGEX "\"game\"")
    list(LENGTH shard_lines count)
    math(EXPR lines "${lines} + ${count}")
  endforeach()
  check_run(merged
    COMMAND ${TOOL} --merge ${name}-shard3.jsonl ${name}-shard1.jsonl ${name}-shard2.jsonl
            --histogram ${name}-merged.svg
    WORKING_DIRECTORY ${WORK_DIR} STATUS 0)
  check_report("${name}: ${whole_stderr}${merged_stderr}")  # Nothing to compare without them.
  file(STRINGS ${WORK_DIR}/${name}-whole.jsonl whole_lines REGEX "\"game\"")
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
set(baseline "--baseline=${BOT} --worlds 1 --beam-width 4")
check_shards(paired-seeds --alphabet 1234 --seeds 1-10 "${baseline}")
check_shards(paired-tests --tests ${CMAKE_CURRENT_LIST_DIR}/../data/solitaire "${baseline}")

# The sequential test stops the whole run at its decision; the merge of the shards, which
# played every deal, adds the pairs in deal order and stops at the same pair. The LLR leaves
# its bounds at the 7th pair, so a minimum of 8 pairs (10 deals are far fewer than the default
# 30) moves the decision, in both, to the 8th.
check_run(sprt
  COMMAND ${TOOL} --alphabet 1234 --seeds 1-10 -j 2 --sprt=-20,20 --sprt-min-pairs 8
          "${baseline}" -- ${BOT} --greedy
  WORKING_DIRECTORY ${WORK_DIR} STATUS 0 STDOUT_MATCHES "accepted after 8 pairs")
check_run(sprt_merge
  COMMAND ${TOOL} --merge paired-seeds-shard2.jsonl paired-seeds-shard1.jsonl
          paired-seeds-shard3.jsonl --sprt=-20,20 --sprt-min-pairs 8
  WORKING_DIRECTORY ${WORK_DIR} STATUS 0)
check_equal("sprt: the merge of the shards" "${sprt_stdout}" "${sprt_merge_stdout}")
check_report()
