# Plays one zoo bot against the interactor and checks the verdict, score and message of its
# --json result, and the exit status (0 for OK, 1 otherwise).
# Usage: cmake -DINTERACTOR=... -DBOT=... -DBOT_ARGS=a|b -DBOARD=... -DEXTRA=a|b
#              -DVERDICT=... -DSCORE=... -DMESSAGE=<regex> -P run_bot_case.cmake
string(REPLACE "|" ";" bot_args "${BOT_ARGS}")
string(REPLACE "|" ";" extra "${EXTRA}")
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
if(failures)
  message(FATAL_ERROR "${failures}stdout: ${out}\nstderr: ${err}")
endif()
