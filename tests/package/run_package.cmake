# Builds the Debian package with CPack from the built tree, unpacks it into a scratch root
# (dpkg -x) and uses it as a user would, from another working directory with only the scratch
# root's bin/ ahead of the system's in PATH: every tool answers --version by its bare name, and
# two real games are played, the installed judge with the installed bot, each scoring what the
# build tree's programs score. Then the files the tools look for are moved away one at a time:
# each tool must then name the file it missed in the scratch root, which shows that it looked
# for its helper and data relative to itself there, never in the build tree.
# Usage: cmake -DCPACK=... -DCPACK_CONFIG=<build>/CPackConfig.cmake -DWORK_DIR=<scratch>
#              -DVERSION=... "-DTOOLS=a|b" -DMAN_PAGES=ON|OFF -DBUILD_INTERACTOR=...
#              -DBUILD_BOT=... -P run_package.cmake
cmake_minimum_required(VERSION 3.25)

set(failures "")
macro(fail text)
  string(APPEND failures "${text}\n")
endmacro()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/elsewhere)
set(root ${WORK_DIR}/root)
string(REPLACE "|" ";" tools "${TOOLS}")

# The package.
execute_process(COMMAND ${CPACK} --config ${CPACK_CONFIG} -B ${WORK_DIR}/cpack
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE architecture
  OUTPUT_STRIP_TRAILING_WHITESPACE)
set(deb ${WORK_DIR}/cpack/arbiter_${VERSION}_${architecture}.deb)
if(NOT code EQUAL 0 OR NOT EXISTS ${deb})
  message(FATAL_ERROR "cpack made no ${deb} (exit ${code}):\n${out}${err}")
endif()

# Its control fields: the Boost libraries the tools link are declared dependencies.
execute_process(COMMAND dpkg-deb --field ${deb} Depends Maintainer Section Description
  OUTPUT_VARIABLE control RESULT_VARIABLE code)
foreach(field "Depends: .*libboost-program-options1[.][0-9]+"
    "Depends: .*libboost-filesystem1[.][0-9]+" "Depends: .*libstdc[+][+]6"
    "Maintainer: [^\n]+<[^>]+>" "Section: games" "Description: [^\n]+\n [^\n]+")
  if(NOT control MATCHES "${field}")
    fail("control: no '${field}' in:\n${control}")
  endif()
endforeach()

execute_process(COMMAND dpkg -x ${deb} ${root} RESULT_VARIABLE code ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "dpkg -x failed (${code}): ${err}")
endif()

# Its files: the tools alone in bin/, the judge's helper, the data, the docs, the man pages.
file(GLOB installed_tools RELATIVE ${root}/usr/bin ${root}/usr/bin/*)
list(SORT installed_tools)
set(expected_tools ${tools})
list(SORT expected_tools)
if(NOT installed_tools STREQUAL expected_tools)
  fail("usr/bin holds '${installed_tools}', not the tools '${expected_tools}'")
endif()
set(expected_files usr/libexec/arbiter/solitaire-sandbox usr/share/arbiter/solitaire-bot.values
  usr/share/arbiter/solitaire-tests/g1.in usr/share/arbiter/solitaire-tests/g6-3.ans
  usr/share/arbiter/solitaire-tests/README.md usr/share/doc/arbiter/README.md)
if(MAN_PAGES)
  foreach(tool IN LISTS tools)
    list(APPEND expected_files usr/share/man/man1/${tool}.1.gz)
  endforeach()
else()
  fail("no man pages: help2man was not found when the build was configured (scripts/setup)")
endif()
foreach(file IN LISTS expected_files)
  if(NOT EXISTS ${root}/${file})
    fail("missing ${file}")
  endif()
endforeach()
file(GLOB official_tests ${root}/usr/share/arbiter/solitaire-tests/*.in)
list(LENGTH official_tests official_count)
if(NOT official_count EQUAL 14)
  fail("usr/share/arbiter/solitaire-tests holds ${official_count} tests, not 14")
endif()
file(GLOB boards ${root}/usr/share/arbiter/solitaire-tests/*.board)
if(boards)
  fail("the installed tests show their deals: ${boards}")
endif()

# Runs an installed tool by its bare name from the scratch root's PATH, in a directory that is
# neither the build tree nor the scratch root. Sets <prefix>_code, _out and _err.
function(run_installed prefix)
  execute_process(COMMAND env PATH=${root}/usr/bin:/usr/bin:/bin ${ARGN}
    WORKING_DIRECTORY ${WORK_DIR}/elsewhere
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${prefix}_code "${code}" PARENT_SCOPE)
  set(${prefix}_out "${out}" PARENT_SCOPE)
  set(${prefix}_err "${err}" PARENT_SCOPE)
endfunction()

foreach(tool IN LISTS tools)
  run_installed(version ${tool} --version)
  if(NOT version_code EQUAL 0 OR NOT version_out STREQUAL "${tool} (arbiter) ${VERSION}\n")
    fail("${tool} --version: exit ${version_code}, '${version_out}${version_err}'")
  endif()
endforeach()

# The verdict and score of the JSON result line among `output`'s lines, as "VERDICT SCORE".
function(result_of output variable)
  set(result "no JSON result")
  string(REPLACE "\n" ";" lines "${output}")
  foreach(line IN LISTS lines)
    if(line MATCHES "^{")
      string(JSON verdict GET "${line}" verdict)
      string(JSON score GET "${line}" score)
      set(result "${verdict} ${score}")
    endif()
  endforeach()
  set(${variable} "${result}" PARENT_SCOPE)
endfunction()

# Two games, each as the build tree plays it: the greedy bot on the third official test, found
# by the judge among its installed tests (--tests without a directory), and the default search
# with the installed learned values at a fixed depth.
set(installed_tests ${root}/usr/share/arbiter/solitaire-tests)
set(greedy_game --tests --shard 3/14 --json -- solitaire-bot --greedy)
set(value_game --test ${installed_tests}/g3-1.in --json -- solitaire-bot --search value --plies 1)
foreach(game greedy_game value_game)
  set(build_game ${${game}})
  list(TRANSFORM build_game REPLACE "^solitaire-bot$" "${BUILD_BOT}")
  execute_process(COMMAND ${BUILD_INTERACTOR} ${build_game} OUTPUT_VARIABLE build_out
    ERROR_VARIABLE build_err)
  result_of("${build_out}" expected)
  run_installed(game solitaire-interactor ${${game}})
  result_of("${game_out}" actual)
  if(NOT game_code EQUAL 0 OR NOT actual STREQUAL expected OR NOT expected MATCHES "^OK ")
    fail("${game}: exit ${game_code}, '${actual}' where the build tree got '${expected}':\n"
         "${game_out}${game_err}${build_err}")
  endif()
endforeach()

# Without the file a tool looks for, the run fails and names the place where it looked: in the
# scratch root.
function(expect_missing file game)
  file(RENAME ${root}/${file} ${root}/${file}.moved)
  run_installed(missing solitaire-interactor ${${game}})
  file(RENAME ${root}/${file}.moved ${root}/${file})
  string(FIND "${missing_out}${missing_err}" "${root}/${file}" named)
  if(missing_code EQUAL 0 OR named LESS 0)
    set(failures "${failures}without ${file}: exit ${missing_code}, or no mention of "
                 "${root}/${file}:\n${missing_out}${missing_err}\n" PARENT_SCOPE)
  endif()
endfunction()
expect_missing(usr/share/arbiter/solitaire-bot.values value_game)
expect_missing(usr/libexec/arbiter/solitaire-sandbox value_game)
expect_missing(usr/share/arbiter/solitaire-tests greedy_game)

if(failures)
  message(FATAL_ERROR "${failures}")
endif()
message(STATUS "${deb}: ${control}")
