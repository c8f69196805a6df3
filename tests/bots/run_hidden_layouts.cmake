# Nothing that carries the deal is in the bot's view, whatever the layout; the bot is the zoo's
# peeks_beside, which reports any non-empty file it sees outside the system's directories.
# - The bot beside its tests (mybot/): each test's .in, .ans and .board (an earlier
#   --write-board's), an earlier run's replay, transcript and results of the names this run
#   writes, and a symbolic link to the deal; the same with the tests' whole directory (--tests).
# - An organiser's folder (contest/): the tests, and the submissions side by side.
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

# A walk that cannot start (its root missing) is a failure the bot reports.
play("a walk that fails" ${contest} WRONG_ANSWER
  "^move 1: malformed line \"cannot walk /no-such-folder: No such file or directory"
  --test tests/g2.in -- submissions/alice/${bot_name} /no-such-folder)
check_report()
