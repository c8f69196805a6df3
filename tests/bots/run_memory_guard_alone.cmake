# The memory guard's "judge alone in its cgroup" branch (cgroup v2): the judge, started alone in
# a cgroup of its own whose children have no controller yet, moves itself into a leaf,
# arbiter-PID-judge, enables memory and pids for the children, and holds a hog (zoo_allocates_
# in_children) in the game's cgroup: RUNTIME_ERROR at --memory-limit 256, the guard "cgroup v2",
# the peak at most 4 MB over the limit, and nothing left in the cgroup but the judge's leaf,
# empty. It needs root and a cgroup v2 hierarchy with memory and pids (a VM, CI as root on a
# machine of cgroup v2 alone): elsewhere it says SKIP and why.
# Usage: cmake -DINTERACTOR=... -DBOT=<zoo_allocates_in_children> -DBOARD=...
#              -P run_memory_guard_alone.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)

function(skip why)
  message("SKIP: ${why}")
  check_report()
endfunction()

execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
file(READ /proc/self/mountinfo mountinfo)
if(NOT uid STREQUAL "0")
  skip("the judge alone in a cgroup of its own needs root here (user ${uid})")
  return()
elseif(NOT mountinfo MATCHES "(^|\n)[^\n]* [^ ]+ / ([^ ]+) [^\n]* - cgroup2 ")
  skip("no cgroup v2 hierarchy is mounted here (at its root)")
  return()
endif()
set(root "${CMAKE_MATCH_2}")
file(READ ${root}/cgroup.controllers available)
if(NOT available MATCHES "(^| )memory( |\n|$)" OR NOT available MATCHES "(^| )pids( |\n|$)")
  skip("memory and pids are not among the controllers of ${root}: '${available}'")
  return()
endif()
file(READ ${root}/cgroup.subtree_control enabled)
if(NOT enabled MATCHES "memory" OR NOT enabled MATCHES "pids")
  execute_process(COMMAND sh -c "echo '+memory +pids' > ${root}/cgroup.subtree_control"
    RESULT_VARIABLE refused ERROR_VARIABLE why)
  if(refused)
    skip("cannot enable memory and pids for the children of ${root}: ${why}")
    return()
  endif()
endif()

string(RANDOM LENGTH 8 ALPHABET 0123456789abcdef tag)
set(alone ${root}/arbiter-test-alone-${tag})
file(MAKE_DIRECTORY ${alone})
# The judge is the shell that moved itself into the cgroup, then became the judge (exec).
check_run(hog COMMAND sh -c "echo $$ > '${alone}/cgroup.procs' && exec \"$@\"" judge
  ${INTERACTOR} --board ${BOARD} --json --quiet-bot --memory-limit 256
  # The hog's time is not what is judged: on a slow machine (the test VM emulates its CPU) it
  # may take longer than a move's default 5 s to reach the limit.
  --move-time-limit 30000 --time-limit 60000 -- ${BOT} STATUS 1)
check_json_result("the hog" "${hog_stdout}" VERDICT RUNTIME_ERROR
  MESSAGE "^the bot went over the memory limit of 256 MB after 0 moves$"
  CONTEXT "${hog_stdout}${hog_stderr}")
string(JSON guard ERROR_VARIABLE error GET "${hog_stdout}" memory_guard)
string(JSON peak ERROR_VARIABLE error GET "${hog_stdout}" memory_kb)
check_equal("the guard" "cgroup v2" "${guard}")
if(peak GREATER 266240)
  check_fail("the peak: ${peak} kB, more than 4 MB over the limit in a cgroup")
endif()
file(READ ${alone}/cgroup.subtree_control delegated)
check_matches("the controllers the judge enabled" "memory.*pids|pids.*memory" "${delegated}")
file(GLOB left LIST_DIRECTORIES true RELATIVE ${alone} ${alone}/arbiter-*)
check_matches("what is left in the judge's cgroup" "^arbiter-[0-9]+-judge$" "${left}")
foreach(child IN LISTS left)
  file(READ ${alone}/${child}/cgroup.procs procs)
  check_equal("the processes left in ${child}" "" "${procs}")
  execute_process(COMMAND rmdir ${alone}/${child})
endforeach()
execute_process(COMMAND rmdir ${alone} RESULT_VARIABLE kept ERROR_VARIABLE why)
if(kept)
  check_fail("cannot remove ${alone}: ${why}")
endif()
check_report()
