# Cheats that need more than one process or more than one game: notes kept from game to game
# (keeps_notes, two games in a row), and an accomplice outside the sandbox on 127.0.0.1 and on
# an abstract Unix socket (calls_accomplice, with tests/bots/accomplice.cpp piped into the
# judge). In the sandbox each game must end OK; without it, each cheat must succeed (a
# WRONG_ANSWER quoting what it learned).
# Usage: cmake -DINTERACTOR=... -DNOTES_BOT=... -DACCOMPLICE_BOT=... -DACCOMPLICE=...
#              -DBOARD=<ones.board> -DWORK_DIR=... -P run_accomplices.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
string(RANDOM LENGTH 12 ALPHABET abcdefghijklmnopqrstuvwxyz0123456789 tag)
set(name arbiter-zoo-${tag})

# The options of a one-game run in <mode> (sandbox or no-sandbox), then <extra> in the sandbox.
function(judge_options variable mode)
  set(options --board ${BOARD} --json --quiet-bot)
  if(mode STREQUAL "no-sandbox")
    list(APPEND options --no-sandbox)
  else()
    list(APPEND options ${ARGN})
  endif()
  set(${variable} ${options} PARENT_SCOPE)
endfunction()

function(forget_notes)
  file(REMOVE /tmp/${name} /dev/shm/${name} ${WORK_DIR}/${name} $ENV{HOME}/${name})
endfunction()

set(ok VERDICT OK SCORE 1 MESSAGE "^stopped with 0 0 after 1 moves$")
# Notes: the second game must find nothing in the sandbox, and a note without it.
foreach(mode sandbox no-sandbox)
  forget_notes()
  judge_options(options ${mode})
  foreach(game 1 2)
    check_run(notes COMMAND ${INTERACTOR} ${options} -- ${NOTES_BOT} ${name}
      WORKING_DIRECTORY ${WORK_DIR})
    set(expected ${ok})
    if(game EQUAL 2 AND mode STREQUAL "no-sandbox")
      set(expected VERDICT WRONG_ANSWER SCORE 0
        MESSAGE "^move 1: malformed line \"found a note in /")
    endif()
    check_json_result("notes, ${mode}, game ${game}" "${notes_stdout}" ${expected}
      CONTEXT "stderr: ${notes_stderr}")
  endforeach()
  forget_notes()
endforeach()

# An accomplice: the port file is shown to the bot (--sandbox-bind), so that only the network
# stands between them in the sandbox. The accomplice is piped into the judge (check_run runs no
# pipeline).
foreach(mode sandbox no-sandbox)
  set(port_file ${WORK_DIR}/port-${mode})
  file(WRITE ${port_file} "")
  judge_options(options ${mode} --sandbox-bind ${port_file})
  execute_process(COMMAND ${ACCOMPLICE} ${port_file} ${name}-${mode}
    COMMAND ${INTERACTOR} ${options} -- ${ACCOMPLICE_BOT} ${port_file} ${name}-${mode}
    OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(expected ${ok})
  if(mode STREQUAL "no-sandbox")
    set(expected VERDICT WRONG_ANSWER SCORE 0
      MESSAGE "^move 1: malformed line \"found the deal by unix, the deal by tcp\"")
  endif()
  check_json_result("an accomplice, ${mode}" "${out}" ${expected} CONTEXT "stderr: ${err}")
endforeach()
check_report()
