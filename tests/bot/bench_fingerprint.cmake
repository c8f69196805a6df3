# Runs `solitaire-bot bench` with the arguments a fingerprint file names and compares what it
# prints, less the times, with the rest of that file: every alphabet's mean, lowest and highest
# score and nodes, every game's score, and the total of nodes. Under a fixed budget (worlds,
# nodes or plies) these are the search's behaviour: a change that only makes the search faster
# leaves them alone; one that changes a single move changes them.
#
# A fingerprint file (tests/bot/fingerprints/<search>.txt): comment lines (#), one line
# `args <argument>...` (the bench's arguments, split on spaces), then the expected lines.
#
# Usage: cmake -DBOT=<solitaire-bot> -DFINGERPRINT=<file> [-DUPDATE=ON] -P bench_fingerprint.cmake
# With UPDATE=ON it rewrites the file's expected lines with what the bench printed (for a change
# of behaviour made on purpose: say why in the commit).
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)

file(STRINGS ${FINGERPRINT} lines)
set(header "")
set(expected "")
set(arguments "")
foreach(line IN LISTS lines)
  if(line MATCHES "^#")
    string(APPEND header "${line}\n")
  elseif(line MATCHES "^args (.*)$")
    string(APPEND header "${line}\n")
    separate_arguments(arguments UNIX_COMMAND "${CMAKE_MATCH_1}")
  else()
    string(APPEND expected "${line}\n")
  endif()
endforeach()
if(NOT arguments)
  message(FATAL_ERROR "${FINGERPRINT} has no line `args ...`")
endif()

check_run(bench COMMAND ${BOT} bench ${arguments} STATUS 0 STDERR "")

# The behaviour, without the columns of time: an alphabet's row keeps its first six fields
# (alphabet, games, mean, min, max, nodes), the total keeps its nodes.
string(REPLACE "\n" ";" printed "${bench_stdout}")
set(actual "")
foreach(line IN LISTS printed)
  if(line MATCHES "^alphabet " OR line STREQUAL "")
    continue()
  elseif(line MATCHES "^total nodes ([0-9]+) in")
    string(APPEND actual "total nodes ${CMAKE_MATCH_1}\n")
  elseif(line MATCHES "^(scores .*)$")
    string(APPEND actual "${CMAKE_MATCH_1}\n")
  elseif(line MATCHES "^([^ ]+) +([0-9]+) +([0-9.]+) +([0-9]+) +([0-9]+) +([0-9]+) ")
    string(APPEND actual "${CMAKE_MATCH_1} ${CMAKE_MATCH_2} ${CMAKE_MATCH_3} ${CMAKE_MATCH_4} "
      "${CMAKE_MATCH_5} ${CMAKE_MATCH_6}\n")
  else()
    check_fail("solitaire-bot bench printed a line this script does not know: '${line}'")
  endif()
endforeach()

if(UPDATE)
  file(WRITE ${FINGERPRINT} "${header}${actual}")
  message(STATUS "${FINGERPRINT} rewritten")
  return()
endif()
string(JOIN " " shown ${arguments})
set(what "solitaire-bot bench ${shown} (the search's behaviour: if it changed on purpose, rerun \
this script with -DUPDATE=ON; if the change was only meant to make the search faster, it \
changed what the search does)")
check_equal("${what}" "${expected}" "${actual}")
check_report("${bench_stdout}")
