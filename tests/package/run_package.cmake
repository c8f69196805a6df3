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
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/elsewhere)
set(root ${WORK_DIR}/root)
string(REPLACE "|" ";" tools "${TOOLS}")

# The package.
check_run(cpack COMMAND ${CPACK} --config ${CPACK_CONFIG} -B ${WORK_DIR}/cpack STATUS 0)
execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE architecture
  OUTPUT_STRIP_TRAILING_WHITESPACE)
set(deb ${WORK_DIR}/cpack/arbiter_${VERSION}_${architecture}.deb)
if(NOT EXISTS ${deb})
  check_fail("cpack made no ${deb}")
endif()
check_report("${cpack_stdout}${cpack_stderr}")  # Nothing to check without the package.

# Its control fields: the Boost libraries the tools link are declared dependencies.
check_run(fields COMMAND dpkg-deb --field ${deb} Depends Maintainer Section Description STATUS 0)
set(control "${fields_stdout}")
foreach(field "Depends: .*libboost-program-options1[.][0-9]+"
    "Depends: .*libboost-filesystem1[.][0-9]+" "Depends: .*libstdc[+][+]6"
    "Maintainer: [^\n]+<[^>]+>" "Section: games" "Description: [^\n]+\n [^\n]+")
  if(NOT control MATCHES "${field}")
    check_fail("control: no '${field}' in:\n${control}")
  endif()
endforeach()

check_run(unpack COMMAND dpkg -x ${deb} ${root} STATUS 0)
check_report("${unpack_stderr}")

# Its files: the tools alone in bin/, the judge's helper, the data, the docs, the man pages.
file(GLOB installed_tools RELATIVE ${root}/usr/bin ${root}/usr/bin/*)
list(SORT installed_tools)
set(expected_tools ${tools})
list(SORT expected_tools)
if(NOT installed_tools STREQUAL expected_tools)
  check_fail("usr/bin holds '${installed_tools}', not the tools '${expected_tools}'")
endif()
set(expected_files usr/libexec/arbiter/solitaire-sandbox usr/share/arbiter/solitaire-bot.values
  usr/share/arbiter/solitaire-tests/g1.in usr/share/arbiter/solitaire-tests/g6-3.ans
  usr/share/arbiter/solitaire-tests/README.md usr/share/doc/arbiter/README.md
  usr/share/doc/arbiter/docs/solitaire.md usr/share/doc/arbiter/docs/solitaire-interactor.md
  usr/share/doc/arbiter/docs/solitaire-sandbox.md usr/share/doc/arbiter/docs/solitaire-bot.md)
if(MAN_PAGES)
  foreach(tool IN LISTS tools)
    list(APPEND expected_files usr/share/man/man1/${tool}.1.gz)
  endforeach()
else()
  check_fail("no man pages: help2man was not found when the build was configured (scripts/setup)")
endif()
foreach(file IN LISTS expected_files)
  if(NOT EXISTS ${root}/${file})
    check_fail("missing ${file}")
  endif()
endforeach()
file(GLOB official_tests ${root}/usr/share/arbiter/solitaire-tests/*.in)
list(LENGTH official_tests official_count)
if(NOT official_count EQUAL 14)
  check_fail("usr/share/arbiter/solitaire-tests holds ${official_count} tests, not 14")
endif()
file(GLOB boards ${root}/usr/share/arbiter/solitaire-tests/*.board)
if(boards)
  check_fail("the installed tests show their deals: ${boards}")
endif()

# Runs an installed tool by its bare name from the scratch root's PATH, in a directory that is
# neither the build tree nor the scratch root. Sets <prefix>_code, _out and _err.
function(run_installed prefix)
  check_run(installed COMMAND env PATH=${root}/usr/bin:/usr/bin:/bin ${ARGN}
    WORKING_DIRECTORY ${WORK_DIR}/elsewhere)
  set(${prefix}_code "${installed_status}" PARENT_SCOPE)
  set(${prefix}_out "${installed_stdout}" PARENT_SCOPE)
  set(${prefix}_err "${installed_stderr}" PARENT_SCOPE)
endfunction()

foreach(tool IN LISTS tools)
  run_installed(version ${tool} --version)
  if(NOT version_code EQUAL 0 OR NOT version_out STREQUAL "${tool} (arbiter) ${VERSION}\n")
    check_fail("${tool} --version: exit ${version_code}, '${version_out}${version_err}'")
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
  check_run(build COMMAND ${BUILD_INTERACTOR} ${build_game})
  result_of("${build_stdout}" expected)
  run_installed(game solitaire-interactor ${${game}})
  result_of("${game_out}" actual)
  if(NOT game_code EQUAL 0 OR NOT actual STREQUAL expected OR NOT expected MATCHES "^OK ")
    check_fail("${game}: exit ${game_code}, '${actual}' where the build tree got '${expected}':\n"
         "${game_out}${game_err}${build_stderr}")
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
    check_fail("without ${file}: exit ${missing_code}, or no mention of ${root}/${file}:\n"
      "${missing_out}${missing_err}")
  endif()
endfunction()
expect_missing(usr/share/arbiter/solitaire-bot.values value_game)
expect_missing(usr/libexec/arbiter/solitaire-sandbox value_game)
expect_missing(usr/share/arbiter/solitaire-tests greedy_game)

check_report()
message(STATUS "${deb}: ${control}")
