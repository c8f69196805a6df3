# Plays one zoo bot against the interactor and checks the verdict, score and message of its
# --json result, and the exit status (0 for OK, 1 otherwise).
# With PIDFILE, also checks that the process whose pid the bot wrote there is gone (or a
# zombie) soon after the game: the judge must kill the bot's whole process group.
# Usage: cmake -DINTERACTOR=... -DBOT=... -DBOT_ARGS=a|b -DBOARD=... -DEXTRA=a|b
#              -DVERDICT=... -DSCORE=... -DMESSAGE=<regex> [-DPIDFILE=...] -P run_bot_case.cmake
string(REPLACE "|" ";" bot_args "${BOT_ARGS}")
string(REPLACE "|" ";" extra "${EXTRA}")
if(PIDFILE)
  # Empty and writable by all: a judge running as root runs the bot as user 65534.
  file(WRITE ${PIDFILE} "")
  file(CHMOD ${PIDFILE} PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ GROUP_WRITE WORLD_READ
    WORLD_WRITE)
endif()
execute_process(
  COMMAND ${INTERACTOR} --board ${BOARD} --json --quiet-bot ${extra} -- ${BOT} ${bot_args}
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  RESULT_VARIABLE code)
string(JSON verdict ERROR_VARIABLE json_error GET "${out}" verdict)
if(json_error)
  message(FATAL_ERROR "no JSON result (${json_error}); exit ${code}\nstdout: ${out}\nstderr: ${err}")
endif()
string(JSON score GET "${out}" score)
string(JSON text GET "${out}" message)
set(expected_code 1)
if(VERDICT STREQUAL "OK")
  set(expected_code 0)
endif()
set(failures "")
if(NOT verdict STREQUAL VERDICT)
  string(APPEND failures "verdict: expected ${VERDICT}, got ${verdict}\n")
endif()
if(NOT score STREQUAL SCORE)
  string(APPEND failures "score: expected ${SCORE}, got ${score}\n")
endif()
if(NOT text MATCHES "${MESSAGE}")
  string(APPEND failures "message: expected to match '${MESSAGE}', got '${text}'\n")
endif()
if(NOT code STREQUAL expected_code)
  string(APPEND failures "exit status: expected ${expected_code}, got ${code}\n")
endif()
if(PIDFILE)
  # SIGKILL takes effect asynchronously, and a killed orphan stays a zombie until init reaps
  # it: wait up to 2 s for the process to be gone or a zombie.
  file(STRINGS ${PIDFILE} pid LIMIT_COUNT 1)
  set(alive TRUE)
  foreach(attempt RANGE 40)
    set(state "")
    if(EXISTS /proc/${pid}/stat)
      file(READ /proc/${pid}/stat stat)
      string(REGEX MATCH "\\) ([A-Za-z])" state "${stat}")
    endif()
    if(state STREQUAL "" OR state STREQUAL ") Z")
      set(alive FALSE)
      break()
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E sleep 0.05)
  endforeach()
  if(alive)
    execute_process(COMMAND kill -9 ${pid})
    string(APPEND failures "process ${pid}, started by the bot, outlived the game\n")
  endif()
endif()
if(failures)
  message(FATAL_ERROR "${failures}stdout: ${out}\nstderr: ${err}")
endif()
