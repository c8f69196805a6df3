# Nothing that carries the deal is in the bot's view, whatever the layout; the bot is the zoo's
# peeks_beside, which reports any non-empty file it sees outside the system's directories.
# - The bot beside its tests (mybot/): each test's .in, .ans and .board (an earlier
#   --write-board's), an earlier run's replay, transcript and results of the names this run
#   writes, and a symbolic link to the deal; the same with the tests' whole directory (--tests).
# - An organiser's folder (contest/): the tests, and the submissions side by side.
# - An earlier run's files in a folder the bot is shown, wherever they are (issue 44): the
#   bot beside tests/ and results/, results/ holding that run's replay page of the deal
#   (results/g2.html), and its replay, JSON results and transcript renamed (hidden by the
#   judge's own mark at their start); the same in a submission's folder of the organiser's.
# Each must play OK; without the sandbox, each must find something (a WRONG_ANSWER). And a walk
# that fails must say so (a WRONG_ANSWER), never pass for one that found nothing.
# Usage: cmake -DINTERACTOR=... -DBOT=<zoo_peeks_beside> -DDATA=<tests/data/solitaire>
#              -DWORK_DIR=... -P run_hidden_layouts.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# play(<what> <directory> <verdict> <message regex> <judge options...>): the first --json
# result line of a run from <directory>, its verdict and message checked.
function(play what directory verdict message)
  check_run(game COMMAND ${INTERACTOR} --json --quiet-bot -o new-results.json ${ARGN}
    WORKING_DIRECTORY ${directory})
  set(first "")
  if(EXISTS ${directory}/new-results.json)
    file(STRINGS ${directory}/new-results.json first LIMIT_COUNT 1)
  endif()
  check_json_result("${what}" "${first}" VERDICT ${verdict} MESSAGE "${message}"
    CONTEXT "exit ${game_status}\nstdout: ${game_stdout}\nstderr: ${game_stderr}")
endfunction()

get_filename_component(bot_name ${BOT} NAME)
set(hidden OK "^stopped with 0 0 after 1 moves$")
set(found WRONG_ANSWER "^move 1: malformed line \"found /")

# The bot beside its tests, with an earlier run's outputs of the names given.
function(lay_out_mybot)
  set(mybot ${WORK_DIR}/mybot)
  file(REMOVE_RECURSE ${mybot})
  file(MAKE_DIRECTORY ${mybot}/tests)
  file(COPY ${BOT} DESTINATION ${mybot})
  file(COPY ${DATA}/g2.in ${DATA}/g2.ans ${DATA}/g2.board DESTINATION ${mybot}/tests)
  foreach(earlier ${ARGN})
    file(WRITE ${mybot}/${earlier} "an earlier run's ${earlier}: the deal 1 1 1 1 1 1\n")
  endforeach()
  file(CREATE_LINK tests/g2.board ${mybot}/deal.board SYMBOLIC)
endfunction()
set(earlier replay.html game.transcript results.svg new-results.json)
set(outputs --replay replay.html --transcript game.transcript --histogram results.svg)
lay_out_mybot(${earlier})
play("the bot beside its tests" ${WORK_DIR}/mybot ${hidden}
  --test tests/g2.in ${outputs} -- ./${bot_name})
lay_out_mybot(${earlier})
play("the bot beside its tests, without the sandbox" ${WORK_DIR}/mybot ${found}
  --test tests/g2.in ${outputs} --no-sandbox -- ./${bot_name})
lay_out_mybot(new-results.json)
play("the bot beside its tests' directory" ${WORK_DIR}/mybot ${hidden} --tests tests
  -- ./${bot_name})

# An organiser's folder: the tests, and the submissions side by side.
set(contest ${WORK_DIR}/contest)
file(MAKE_DIRECTORY ${contest}/tests ${contest}/submissions/alice ${contest}/submissions/bob)
file(COPY ${DATA}/g2.in ${DATA}/g2.ans ${DATA}/g2.board DESTINATION ${contest}/tests)
file(COPY ${BOT} DESTINATION ${contest}/submissions/alice)
file(WRITE ${contest}/submissions/bob/bot.py "print('bob')\n")
play("an organiser's folder" ${contest} ${hidden}
  --test tests/g2.in -- submissions/alice/${bot_name})
play("an organiser's folder, without the sandbox" ${contest} ${found}
  --test tests/g2.in --no-sandbox -- submissions/alice/${bot_name})

# An earlier run of the deal g2 (its bot's verdict does not matter: its files hold the deal).
set(earlier_run ${WORK_DIR}/earlier-run)
file(MAKE_DIRECTORY ${earlier_run})
execute_process(COMMAND ${INTERACTOR} --json --quiet-bot --test ${DATA}/g2.in --no-sandbox
  --replay g2.html --transcript g2.transcript -o g2.jsonl -- ${BOT}
  WORKING_DIRECTORY ${earlier_run} OUTPUT_QUIET ERROR_QUIET)
foreach(file g2.html g2.transcript g2.jsonl)
  if(NOT EXISTS ${earlier_run}/${file})
    check_fail("the earlier run wrote no ${file}")
  endif()
endforeach()
# results/ in <folder>: the replay under the deal's name, and the three renamed.
function(lay_out_results folder)
  file(MAKE_DIRECTORY ${folder}/results)
  file(COPY_FILE ${earlier_run}/g2.html ${folder}/results/g2.html)
  file(COPY_FILE ${earlier_run}/g2.html ${folder}/results/last-week.html)
  file(COPY_FILE ${earlier_run}/g2.jsonl ${folder}/results/benchmark.jsonl)
  file(COPY_FILE ${earlier_run}/g2.transcript ${folder}/results/notes.txt)
endfunction()
lay_out_mybot()
lay_out_results(${WORK_DIR}/mybot)
play("the bot beside tests/ and an earlier run's results/" ${WORK_DIR}/mybot ${hidden}
  --test tests/g2.in -- ./${bot_name})
play("the bot beside tests/ and an earlier run's results/, without the sandbox" ${WORK_DIR}/mybot
  ${found} --test tests/g2.in --no-sandbox -- ./${bot_name})
# Each renamed file alone, so that each is seen hidden by its mark.
foreach(renamed last-week.html benchmark.jsonl notes.txt)
  lay_out_mybot()
  file(MAKE_DIRECTORY ${WORK_DIR}/mybot/results)
  file(COPY_FILE ${earlier_run}/g2.html ${WORK_DIR}/mybot/results/last-week.html)
  file(COPY_FILE ${earlier_run}/g2.jsonl ${WORK_DIR}/mybot/results/benchmark.jsonl)
  file(COPY_FILE ${earlier_run}/g2.transcript ${WORK_DIR}/mybot/results/notes.txt)
  foreach(other last-week.html benchmark.jsonl notes.txt)
    if(NOT other STREQUAL renamed)
      file(REMOVE ${WORK_DIR}/mybot/results/${other})
    endif()
  endforeach()
  play("an earlier run's file renamed ${renamed}" ${WORK_DIR}/mybot ${hidden}
    --test tests/g2.in -- ./${bot_name})
endforeach()
lay_out_results(${contest}/submissions/alice)
play("an organiser's folder, an earlier run's results in the submission" ${contest} ${hidden}
  --test tests/g2.in -- submissions/alice/${bot_name})
play("an organiser's folder, an earlier run's results in the submission, without the sandbox"
  ${contest} ${found} --test tests/g2.in --no-sandbox -- submissions/alice/${bot_name})
file(REMOVE_RECURSE ${contest}/submissions/alice/results)

# A walk that cannot start (its root missing) is a failure the bot reports.
play("a walk that fails" ${contest} WRONG_ANSWER
  "^move 1: malformed line \"cannot walk /no-such-folder: No such file or directory"
  --test tests/g2.in -- submissions/alice/${bot_name} /no-such-folder)

# More files of earlier runs than the judge hides (sandbox.h: kMostEarlierRunFiles, 1 000):
# refused once, before the first game of a benchmark of two played two at a time, exit 66 and
# one line naming the folder, a file and what to do; no game played.
lay_out_mybot()
file(COPY ${DATA}/g1.in ${DATA}/g1.ans DESTINATION ${WORK_DIR}/mybot/tests)
file(MAKE_DIRECTORY ${WORK_DIR}/mybot/results)
foreach(run RANGE 1000)
  file(WRITE ${WORK_DIR}/mybot/results/g1.${run} "")
endforeach()
string(REGEX REPLACE "([][+.*?()^$|\\])" "\\\\\\1" mybot_regex "${WORK_DIR}/mybot")
get_filename_component(tool ${INTERACTOR} NAME)
check_run("too many files of earlier runs" COMMAND ${INTERACTOR} --json --quiet-bot --tests tests
  -j 2 -- ./${bot_name} WORKING_DIRECTORY ${WORK_DIR}/mybot STATUS 66 STDOUT ""
  STDERR_MATCHES "^${tool}: cannot hide the 1001 files of earlier runs in ${mybot_regex} \\(${mybot_regex}/results/g1[.][0-9]+, [.][.][.]\\) from the bot: move them out of the folders it is shown\n$")
check_report()
