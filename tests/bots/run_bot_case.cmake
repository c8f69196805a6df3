# Plays one zoo bot against the interactor and checks the verdict, score and message of its
# --json result, and the exit status (0 for OK, 1 otherwise).
# With PIDFILE, also checks that the process whose pid the bot wrote there is gone (or a
# zombie) soon after the game: the judge must kill the bot's whole process group.
# With AS_ROOT, a case that means something only for a judge running as root says SKIP
# elsewhere. BOT_ARGS, EXTRA and MESSAGE may write a time as {ms:N}, which the tests' time
# scale multiplies (check.cmake). With CPU_AT_LEAST, the result's cpu_ms must be at least that.
# Usage: cmake -DINTERACTOR=... -DBOT=... -DBOT_ARGS=a|b -DBOARD=... -DEXTRA=a|b
#              -DVERDICT=... -DSCORE=... -DMESSAGE=<regex> [-DPIDFILE=...] [-DAS_ROOT=ON]
#              [-DCPU_AT_LEAST=<ms>]
#              -P run_bot_case.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
if(AS_ROOT)
  execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT uid STREQUAL "0")
    message("SKIP: a case for a judge running as root, and this one runs as user ${uid}")
    return()
  endif()
endif()
# Times written {ms:N} are scaled (check.cmake: check_scaled_times), and so are the judge's
# default limits (check_judge_limits).
check_scaled_times(BOT_ARGS "${BOT_ARGS}")
check_scaled_times(EXTRA "${EXTRA}")
check_scaled_times(MESSAGE "${MESSAGE}")
string(REPLACE "|" ";" bot_args "${BOT_ARGS}")
string(REPLACE "|" ";" extra "${EXTRA}")
check_judge_limits(limits ${extra})
list(PREPEND extra ${limits})
if(PIDFILE)
  # Empty and writable by all: a judge running as root runs the bot as user 65534.
  file(WRITE ${PIDFILE} "")
  file(CHMOD ${PIDFILE} PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ GROUP_WRITE WORLD_READ
    WORLD_WRITE)
endif()
set(expected_code 1)
if(VERDICT STREQUAL "OK")
  set(expected_code 0)
endif()
check_run(game COMMAND ${INTERACTOR} --board ${BOARD} --json --quiet-bot ${extra} -- ${BOT} ${bot_args}
  STATUS ${expected_code})
check_json_result("the game" "${game_stdout}" VERDICT "${VERDICT}" SCORE "${SCORE}"
  MESSAGE "${MESSAGE}")
if(CPU_AT_LEAST)
  string(JSON cpu_ms ERROR_VARIABLE error GET "${game_stdout}" cpu_ms)
  if(error OR cpu_ms LESS CPU_AT_LEAST)
    check_fail("the game's CPU time: expected at least ${CPU_AT_LEAST} ms, got '${cpu_ms}'")
  endif()
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
    check_fail("process ${pid}, started by the bot, outlived the game")
  endif()
endif()
check_report("stdout: ${game_stdout}" "stderr: ${game_stderr}")
