# Makes the files of values the bot.game.* tests play with (tests/CMakeLists.txt): twenty
# self-play games of solitaire-train for each of 12, 1234 and s, one file of each kind the bot
# reads, and checks that each file's header says it is that kind:
#   one_stage.values     version 1, feature set 2, one table of weights a network;
#   three_stages.values  version 2, feature set 2, stages from moves 20 and 40 (the games reach
#                        both);
#   tuples.values        version 1, feature set 3 (the board tuples).
# The trainer is deterministic, so the files, and the games played with them, are the same on
# every run and in every build. Twenty games teach a network little, but every weight its games
# touched is no longer 0, and the games it plays are long.
#
# Usage: cmake -DTRAIN=<solitaire-train> -DWORK_DIR=<dir> -P make_game_values.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# make_values(<name> <version> <feature set> [<trainer option>...]): trains <name>.values and
# checks the start of its header, little-endian: the magic, the version, three networks and
# the first one's feature set (the options apply to every network alike).
function(make_values name version feature_set)
  set(file ${WORK_DIR}/${name}.values)
  check_run(${name} COMMAND ${TRAIN} --alphabets 12,1234,s --games 20 ${ARGN} -o ${file}
    STATUS 0)
  if(NOT EXISTS ${file})
    return()
  endif()
  file(READ ${file} header LIMIT 20 HEX)
  # "ARBVALUE", then each number in four bytes, the lowest first.
  string(CONCAT expected "41524256414c5545" "0${version}000000" "03000000" "0${feature_set}000000")
  check_equal("${name}.values: the header (magic, version, networks, feature set)"
    "${expected}" "${header}")
endfunction()

make_values(one_stage 1 2)
make_values(three_stages 2 2 --stages 20/40)
make_values(tuples 1 3 --feature-set 3)
check_report()
