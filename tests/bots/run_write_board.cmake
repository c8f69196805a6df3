# --write-board: the deal written out is the deal played. For each official test, the board
# written from its .in is byte for byte the official .board. For deals of the project's own
# generator (--alphabet A --seed S), the board written and then played with --board gives the
# same game as --alphabet A --seed S: the same lines exchanged (the transcripts, times blanked
# out) and the same result (verdict, score and its parts, moves, message), the bot playing its
# deterministic greedy.
# Usage: cmake -DTOOL=<solitaire-interactor> -DBOT=<solitaire-bot> -DTESTS=<dir> -DWORK_DIR=...
#              -P run_write_board.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# Runs the interactor, which must succeed: what follows needs its files.
function(run)  # ARGN: the interactor's arguments
  check_run(interactor COMMAND ${TOOL} ${ARGN} WORKING_DIRECTORY ${WORK_DIR} STATUS 0)
  check_failed(failed)
  if(failed)
    check_report("solitaire-interactor ${ARGN}" "${interactor_stdout}${interactor_stderr}")
  endif()
endfunction()

file(GLOB inputs ${TESTS}/*.in)
foreach(input IN LISTS inputs)
  get_filename_component(test ${input} NAME_WE)
  run(--test ${input} --write-board ${test}.board)
  file(READ ${WORK_DIR}/${test}.board written)
  file(READ ${TESTS}/${test}.board official)
  if(NOT written STREQUAL official)
    check_fail("${test}: the board written differs from the official ${test}.board")
  endif()
endforeach()

# The game's transcript without its times, and its JSON result without its measurements and
# its name (a board file's game is named after the file, a seed's after its alphabet and seed).
function(played name transcript_var result_var)  # ARGN: the deal options
  run(${ARGN} --transcript ${name}.transcript --json -o ${name}.jsonl -- ${BOT} --greedy)
  file(STRINGS ${WORK_DIR}/${name}.transcript lines)
  list(TRANSFORM lines REPLACE "^\\[[0-9]+ ms\\] " "")
  list(FILTER lines EXCLUDE REGEX "^judge: used: ")
  file(STRINGS ${WORK_DIR}/${name}.jsonl json REGEX "^{")
  set(result "")
  foreach(field verdict score moves base runs sets alternation message)
    string(JSON value GET "${json}" ${field})
    string(APPEND result "${field}=${value} ")
  endforeach()
  set(${transcript_var} "${lines}" PARENT_SCOPE)
  set(${result_var} "${result}" PARENT_SCOPE)
endfunction()

foreach(deal 1234:7 1234tlds:12 12:3 tld:99)
  string(REPLACE ":" ";" parts ${deal})
  list(GET parts 0 alphabet)
  list(GET parts 1 seed)
  set(name ${alphabet}-${seed})
  run(--alphabet ${alphabet} --seed ${seed} --write-board ${name}.board)
  played(${name}-seed seed_transcript seed_result --alphabet ${alphabet} --seed ${seed})
  played(${name}-board board_transcript board_result --board ${name}.board)
  list(LENGTH seed_transcript exchanged)
  if(exchanged LESS 8)
    check_fail("${deal}: a transcript of ${exchanged} lines is no game")
  endif()
  if(NOT seed_transcript STREQUAL board_transcript)
    check_fail("${deal}: the transcripts differ")
  endif()
  if(NOT seed_result STREQUAL board_result)
    check_fail("${deal}: ${seed_result}from the seed, ${board_result}from the board")
  endif()
endforeach()
check_report()
