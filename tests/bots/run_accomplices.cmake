# Cheats that need more than one process or more than one game: notes kept from game to game
# (keeps_notes, two games in a row), and an accomplice outside the sandbox on 127.0.0.1 and on
# an abstract Unix socket (calls_accomplice, with tests/bots/accomplice.cpp piped into the
# judge). In the sandbox each game must end OK; without it, each cheat must succeed (a
# WRONG_ANSWER quoting what it learned).
# Usage: cmake -DINTERACTOR=... -DNOTES_BOT=... -DACCOMPLICE_BOT=... -DACCOMPLICE=...
#              -DBOARD=<ones.board> -DWORK_DIR=... -P run_accomplices.cmake
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(failures "")
string(RANDOM LENGTH 12 ALPHABET abcdefghijklmnopqrstuvwxyz0123456789 tag)
set(name arbiter-zoo-${tag})

# check(<what> <verdict> <message regex> <out> <err>): the --json result line in <out>.
function(check what verdict message out err)
  string(JSON got_verdict ERROR_VARIABLE json_error GET "${out}" verdict)
  if(json_error)
    string(APPEND failures "${what}: no JSON result\nstdout: ${out}\nstderr: ${err}\n")
  else()
    string(JSON got_message GET "${out}" message)
    if(NOT got_verdict STREQUAL verdict OR NOT got_message MATCHES "${message}")
      string(APPEND failures
        "${what}: expected ${verdict} '${message}', got ${got_verdict} '${got_message}'\n")
    endif()
  endif()
  set(failures "${failures}" PARENT_SCOPE)
endfunction()

function(forget_notes)
  file(REMOVE /tmp/${name} /dev/shm/${name} ${WORK_DIR}/${name} $ENV{HOME}/${name})
endfunction()

set(ok OK "^stopped with 0 0 after 1 moves$")
# Notes: the second game must find nothing in the sandbox, and a note without it.
foreach(mode sandbox no-sandbox)
  forget_notes()
  set(options --board ${BOARD} --json --quiet-bot)
  if(mode STREQUAL "no-sandbox")
    list(APPEND options --no-sandbox)
  endif()
  foreach(game 1 2)
    execute_process(COMMAND ${INTERACTOR} ${options} -- ${NOTES_BOT} ${name}
      WORKING_DIRECTORY ${WORK_DIR} OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(game EQUAL 1 OR mode STREQUAL "sandbox")
      check("notes, ${mode}, game ${game}" ${ok} "${out}" "${err}")
    else()
      check("notes, ${mode}, game ${game}" WRONG_ANSWER
        "^move 1: malformed line \"found a note in /" "${out}" "${err}")
    endif()
  endforeach()
  forget_notes()
endforeach()

# An accomplice: the port file is shown to the bot (--sandbox-bind), so that only the network
# stands between them in the sandbox.
foreach(mode sandbox no-sandbox)
  set(port_file ${WORK_DIR}/port-${mode})
  file(WRITE ${port_file} "")
  set(options --board ${BOARD} --json --quiet-bot)
  if(mode STREQUAL "no-sandbox")
    list(APPEND options --no-sandbox)
  else()
    list(APPEND options --sandbox-bind ${port_file})
  endif()
  execute_process(COMMAND ${ACCOMPLICE} ${port_file} ${name}-${mode}
    COMMAND ${INTERACTOR} ${options} -- ${ACCOMPLICE_BOT} ${port_file} ${name}-${mode}
    OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(mode STREQUAL "sandbox")
    check("an accomplice, ${mode}" ${ok} "${out}" "${err}")
  else()
    check("an accomplice, ${mode}" WRONG_ANSWER
      "^move 1: malformed line \"found the deal by unix, the deal by tcp\"" "${out}" "${err}")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "${failures}")
endif()
