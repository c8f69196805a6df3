# What the sandbox must reach: a bot in a folder of mode 700 (as mktemp -d makes), a Python bot
# run by a virtual environment's python with a package of that environment (the environment in
# another private folder), a python3 found through a pyenv-like shim in a private home, a Python
# installed under a private home (pyenv's versions/, a conda environment; a copy of the system's
# binary whose standard library there holds the module the bot imports) and a virtual
# environment made from it with --copies, each of which must play its game OK; and a script
# whose interpreter no bind shows, which must be refused with a message naming the interpreter
# and the option that shows it. With -DPART=plain-user instead: the first again with the judge
# as a plain user (65534, by setpriv) and the folder that user's, which needs root (SKIP
# elsewhere). With -DPART=java or -DPART=node: bots in those languages (tests/bots/runtimes/),
# from a private folder: a Java bot run from its source by the system's java and by a Java
# runtime unpacked in a private home (a copy of the launcher, beside links to the system's
# runtime), and a Node.js bot with a package of its own node_modules/, run by the system's
# node and by one found through PATH in an nvm-like folder of a private home. Without the
# runtime these say SKIP, except under CI (CI=true), where they fail: CI must check them.
# Usage: cmake -DINTERACTOR=... -DBOT=<zoo_scripted> -DBOARD=<ones.board> -DMOVES=<ones.moves>
#              -DPYTHON=<a system python3> [-DSETPRIV=...] [-DPART=plain-user|java|node]
#              [-DJAVA=...] [-DNODE=...] [-DRUNTIMES=<tests/bots/runtimes>] -DWORK_DIR=...
#              -P run_sandbox_reach.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
get_filename_component(bot_name ${BOT} NAME)
set(scripted_ok OK 18 "after 6 moves")

# play(<what> <verdict> <score> <message regex> <judge prefix a;b> <command...>): one game on
# BOARD, with the judge's options `judge_options` if set (and its default limits scaled by the
# tests' time scale: check.cmake), its --json result checked. The bot's standard error is
# dropped (--quiet-bot) unless `bot_says` is set, when it joins the judge's, which a failure
# shows.
function(play what verdict score message prefix)
  check_judge_limits(limits ${judge_options})
  set(quiet --quiet-bot)
  if(bot_says)
    set(quiet "")
  endif()
  check_run(game COMMAND ${prefix} ${INTERACTOR} --board ${BOARD} --json ${quiet}
    ${judge_options} ${limits} -- ${ARGN} WORKING_DIRECTORY ${WORK_DIR})
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

# A Java bot, from its source: the system's java, then a Java runtime unpacked in a private
# home (SDKMAN!'s candidates/, an IDE's ~/.jdks), whose launcher finds its libraries and
# modules in ../lib: the sandbox must show that home (sandbox.h: interpreter_environment).
# The JVM's start and its compilation of the source take a few seconds on an idle machine, more
# than 20 s on a loaded one, a minute or two under emulation (test-vm): long limits, scaled by
# the tests' time scale. The JVM prints what ends it
# (its warnings, its fatal-error banner and report) on standard error, which a failure shows,
# rather than on standard output (of which the judge quotes the first line, `#`) and in a file.
if(PART STREQUAL "java")
  skip_without(JAVA "Java is not installed (Debian: default-jre-headless, or scripts/setup)"
    "a Java bot")
  set(private ${WORK_DIR}/private)
  lay_out_private(${private})
  file(COPY ${RUNTIMES}/ScriptedBot.java DESTINATION ${private})
  check_scaled_times(judge_options "--move-time-limit;{ms:60000};--time-limit;{ms:120000}")
  set(bot_says ON)
  set(jvm_reports -Xlog:disable -Xlog:all=warning:stderr -XX:+DisplayVMOutputToStderr
    -XX:+ErrorFileToStderr)
  play("java running a bot's source in a folder of mode 700" ${scripted_ok} ""
    ${JAVA} ${jvm_reports} ${private}/ScriptedBot.java ${private}/ones.moves)
  file(REAL_PATH ${JAVA} java_real)
  get_filename_component(system_home ${java_real} DIRECTORY)
  get_filename_component(system_home ${system_home} DIRECTORY)
  set(home ${WORK_DIR}/home)
  set(jdk ${home}/.sdkman/candidates/java/17)
  file(MAKE_DIRECTORY ${jdk}/bin)
  file(CHMOD ${home} PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
  file(COPY ${java_real} DESTINATION ${jdk}/bin)
  file(GLOB entries ${system_home}/*)
  foreach(entry IN LISTS entries)
    get_filename_component(name ${entry} NAME)
    if(NOT name STREQUAL "bin")
      file(CREATE_LINK ${entry} ${jdk}/${name} SYMBOLIC)
    endif()
  endforeach()
  play("java of a runtime unpacked in a private home" ${scripted_ok} ""
    ${jdk}/bin/java ${jvm_reports} ${private}/ScriptedBot.java ${private}/ones.moves)
  check_report()
  return()
endif()

# A Node.js bot with a package of its own node_modules/: the system's node, then node found
# through PATH in an nvm-like folder of a private home.
if(PART STREQUAL "node")
  skip_without(NODE "Node.js is not installed (Debian: nodejs, or scripts/setup)" "a Node.js bot")
  set(private ${WORK_DIR}/private)
  lay_out_private(${private})
  file(COPY ${RUNTIMES}/scripted_bot.js ${RUNTIMES}/node_modules DESTINATION ${private})
  set(judge_options --move-time-limit 30000 --time-limit 60000)
  play("node running a bot with its node_modules/ in a folder of mode 700" ${scripted_ok} ""
    ${NODE} ${private}/scripted_bot.js ${private}/ones.moves)
  set(home ${WORK_DIR}/home)
  set(nvm_bin ${home}/.nvm/versions/node/current/bin)
  file(MAKE_DIRECTORY ${nvm_bin})
  file(CHMOD ${home} PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
  file(CREATE_LINK ${NODE} ${nvm_bin}/node SYMBOLIC)
  play("node through PATH from an nvm-like folder in a private home" ${scripted_ok}
    "${CMAKE_COMMAND};-E;env;PATH=${nvm_bin}:$ENV{PATH}" node ${private}/scripted_bot.js
    ${private}/ones.moves)
  check_report()
  return()
endif()

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

# A Python installed under a private home, as pyenv's versions/ and conda's environments hold
# one: a copy of the system's binary, which finds its standard library in ../lib (links to the
# system's, and the module the bot imports, there alone); then a virtual environment made with
# --copies from it, whose python finds that library through pyvenv.cfg's home.
set(layout_py "import sys, sysconfig\nprint(sysconfig.get_path('stdlib'), *sys.version_info[:2], sep=';')")
execute_process(COMMAND ${PYTHON} -c "${layout_py}" OUTPUT_VARIABLE python_layout
  OUTPUT_STRIP_TRAILING_WHITESPACE)
list(GET python_layout 0 stdlib)
list(GET python_layout 1 major)
list(GET python_layout 2 minor)
file(REAL_PATH ${PYTHON} python_real)
set(probe_py ${private}/probe.py)
file(WRITE ${probe_py} "import sys\nimport arbiter_probe\nfor _ in range(6):\n    sys.stdin.readline()\n"
  "print(arbiter_probe.MOVE, flush=True)\nsys.stdin.readline()\nprint('0 0', flush=True)\n")
foreach(prefix ${WORK_DIR}/home/.pyenv/versions/${major}.${minor}
        ${WORK_DIR}/home/miniconda3/envs/bot)
  file(MAKE_DIRECTORY ${prefix}/bin ${prefix}/lib/python${major}.${minor})
  file(COPY_FILE ${python_real} ${prefix}/bin/python${major}.${minor})
  file(CHMOD ${prefix}/bin/python${major}.${minor} PERMISSIONS OWNER_READ OWNER_EXECUTE)
  file(GLOB entries ${stdlib}/*)
  foreach(entry IN LISTS entries)
    get_filename_component(name ${entry} NAME)
    file(CREATE_LINK ${entry} ${prefix}/lib/python${major}.${minor}/${name} SYMBOLIC)
  endforeach()
  file(WRITE ${prefix}/lib/python${major}.${minor}/arbiter_probe.py "MOVE = '1 1'\n")
endforeach()
file(MAKE_DIRECTORY ${WORK_DIR}/home/miniconda3/envs/bot/conda-meta)
set(pyenv_python ${WORK_DIR}/home/.pyenv/versions/${major}.${minor}/bin/python${major}.${minor})
play("a Python installed in a private home (pyenv's versions/)" OK 1 "after 1 moves" ""
  ${pyenv_python} ${probe_py})
play("a Python of a conda environment in a private home" OK 1 "after 1 moves" ""
  ${WORK_DIR}/home/miniconda3/envs/bot/bin/python${major}.${minor} ${probe_py})
check_run(copies COMMAND ${pyenv_python} -m venv --copies --without-pip ${WORK_DIR}/venvs/copies
  STATUS 0)
play("a virtual environment made with --copies from a Python in a private home" OK 1
  "after 1 moves" "" ${WORK_DIR}/venvs/copies/bin/python3 ${probe_py})

# A script whose interpreter is in a folder no bind shows: refused, naming both.
file(MAKE_DIRECTORY ${WORK_DIR}/tools)
file(CREATE_LINK /bin/sh ${WORK_DIR}/tools/sh SYMBOLIC)
file(WRITE ${WORK_DIR}/bot.sh "#!${WORK_DIR}/tools/sh\necho 0 0\n")
file(COPY ${WORK_DIR}/bot.sh DESTINATION ${private} FILE_PERMISSIONS OWNER_READ OWNER_EXECUTE)
play("an interpreter out of view" JUDGE_ERROR 0
  "^cannot run bot '${private}/bot.sh': No such file or directory \\(its interpreter ${WORK_DIR}/tools/sh is not in the sandbox; show it with --sandbox-bind ${WORK_DIR}/tools\\)$"
  "" ${private}/bot.sh)
check_report("python -m venv: ${venv_stderr}")
