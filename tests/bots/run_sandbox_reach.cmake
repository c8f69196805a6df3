# What the sandbox must reach: a bot in a folder of mode 700 (as mktemp -d makes), a Python bot
# run by a virtual environment's python with a package of that environment (the environment in
# another private folder), a python3 found through a pyenv-like shim in a private home, each of
# which must play its game OK; and a script whose interpreter no bind shows, which must be
# refused with a message naming the interpreter and the option that shows it. With
# -DPART=plain-user instead: the first again with the judge as a plain user (65534, by setpriv)
# and the folder that user's, which needs root (SKIP elsewhere).
# Usage: cmake -DINTERACTOR=... -DBOT=<zoo_scripted> -DBOARD=<ones.board> -DMOVES=<ones.moves>
#              -DPYTHON=<a system python3> [-DSETPRIV=...] [-DPART=plain-user] -DWORK_DIR=...
#              -P run_sandbox_reach.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
get_filename_component(bot_name ${BOT} NAME)
set(scripted_ok OK 18 "after 6 moves")

# play(<what> <verdict> <score> <message regex> <judge prefix a;b> <command...>): one game on
# BOARD, its --json result checked.
function(play what verdict score message prefix)
  check_run(game COMMAND ${prefix} ${INTERACTOR} --board ${BOARD} --json --quiet-bot -- ${ARGN}
    WORKING_DIRECTORY ${WORK_DIR})
  check_json_result("${what}" "${game_stdout}" VERDICT ${verdict} SCORE ${score}
    MESSAGE "${message}" CONTEXT "exit ${game_status}\nstderr: ${game_stderr}")
endfunction()

# A private folder (mode 700) holding the bot and its moves (mode 600).
function(lay_out_private private)
  file(MAKE_DIRECTORY ${private})
  file(CHMOD ${private} PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
  file(COPY ${BOT} DESTINATION ${private})
  file(COPY_FILE ${MOVES} ${private}/ones.moves)
  file(CHMOD ${private}/ones.moves PERMISSIONS OWNER_READ OWNER_WRITE)
endfunction()

# As root, the judge as a plain user too, with a private folder of that user's.
if(PART STREQUAL "plain-user")
  execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT uid STREQUAL "0")
    message("SKIP: the judge as another, plain user needs root (this is user ${uid})")
    return()
  elseif(NOT SETPRIV)
    message("SKIP: setpriv (util-linux) is not installed")
    return()
  endif()
  set(theirs ${WORK_DIR}/theirs)
  lay_out_private(${theirs}/private)
  execute_process(COMMAND chown -R 65534:65534 ${theirs})
  play("a plain user's bot in a folder of mode 700" ${scripted_ok}
    "${SETPRIV};--reuid=65534;--regid=65534;--clear-groups"
    ${theirs}/private/${bot_name} ${theirs}/private/ones.moves)
  check_report()
  return()
endif()

set(private ${WORK_DIR}/private)
lay_out_private(${private})
play("a bot in a folder of mode 700" ${scripted_ok} "" ${private}/${bot_name} ${private}/ones.moves)

# A Python bot, run by a virtual environment's python; the package it imports is the
# environment's alone.
set(bot_py ${private}/bot.py)
file(WRITE ${bot_py} "import sys\nimport arbiter_probe\nfor _ in range(6):\n    sys.stdin.readline()\n"
  "print(arbiter_probe.MOVE, flush=True)\nsys.stdin.readline()\nprint('0 0', flush=True)\n")
set(venv ${WORK_DIR}/venvs/arb)
file(MAKE_DIRECTORY ${WORK_DIR}/venvs)
file(CHMOD ${WORK_DIR}/venvs PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
check_run(venv COMMAND ${PYTHON} -m venv --without-pip ${venv} STATUS 0)
if(venv_status STREQUAL "0")
  file(GLOB site_packages ${venv}/lib/python3*/site-packages)
  file(WRITE ${site_packages}/arbiter_probe.py "MOVE = '1 1'\n")
  play("a virtual environment's python" OK 1 "after 1 moves" "" ${venv}/bin/python3 ${bot_py})
  # Activated: python3 found through PATH in the environment's bin/.
  play("python3 of an activated virtual environment" OK 1 "after 1 moves"
    "${CMAKE_COMMAND};-E;env;PATH=${venv}/bin:$ENV{PATH}" python3 ${bot_py})
endif()

# pyenv's layout in a private home: a shim that runs a Python of versions/, found through PATH.
set(pyenv ${WORK_DIR}/home/.pyenv)
file(MAKE_DIRECTORY ${pyenv}/shims ${pyenv}/libexec ${pyenv}/versions/3/bin ${pyenv}/versions/3/lib)
file(CHMOD ${WORK_DIR}/home PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
file(WRITE ${pyenv}/libexec/pyenv "")
file(CREATE_LINK ${PYTHON} ${pyenv}/versions/3/bin/python3 SYMBOLIC)
file(WRITE ${WORK_DIR}/python3 "#!/bin/sh\nexec ${pyenv}/versions/3/bin/python3 \"$@\"\n")
file(COPY ${WORK_DIR}/python3 DESTINATION ${pyenv}/shims FILE_PERMISSIONS OWNER_READ OWNER_EXECUTE
  GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
file(WRITE ${private}/plain.py "import sys\nfor _ in range(6):\n    sys.stdin.readline()\n"
  "print('1 1', flush=True)\nsys.stdin.readline()\nprint('0 0', flush=True)\n")
play("python3 through a pyenv shim in a private home" OK 1 "after 1 moves"
  "${CMAKE_COMMAND};-E;env;PATH=${pyenv}/shims:$ENV{PATH}" python3 ${private}/plain.py)

# A script whose interpreter is in a folder no bind shows: refused, naming both.
file(MAKE_DIRECTORY ${WORK_DIR}/tools)
file(CREATE_LINK /bin/sh ${WORK_DIR}/tools/sh SYMBOLIC)
file(WRITE ${WORK_DIR}/bot.sh "#!${WORK_DIR}/tools/sh\necho 0 0\n")
file(COPY ${WORK_DIR}/bot.sh DESTINATION ${private} FILE_PERMISSIONS OWNER_READ OWNER_EXECUTE)
play("an interpreter out of view" JUDGE_ERROR 0
  "^cannot run bot '${private}/bot.sh': No such file or directory \\(its interpreter ${WORK_DIR}/tools/sh is not in the sandbox; show it with --sandbox-bind ${WORK_DIR}/tools\\)$"
  "" ${private}/bot.sh)
check_report("python -m venv: ${venv_stderr}")
