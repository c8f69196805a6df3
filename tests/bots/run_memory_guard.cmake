# The memory guard (--memory-guard): a bot of several processes that allocate 2 GB together as
# fast as they can (zoo_allocates_in_children) ends RUNTIME_ERROR at --memory-limit 256, held
# by the kernel in the game's cgroup where the judge can make one (its peak then at most 4 MB
# over the limit) and by the watch elsewhere, and the result names which. Where a cgroup is to
# be had is found here independently of the judge (a directory made and removed where the judge
# would make it), so that a judge that stopped finding it fails; where none is, the fallback is
# checked instead: the note after the results, and --memory-guard cgroup refused. With a cgroup,
# a fork bomb without the sandbox (zoo_forks_without_end) is stopped by pids.max.
# Usage: cmake -DINTERACTOR=... -DBOT=... -DFORKER=... -DBOARD=... -P run_memory_guard.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)

# Sets `variable` to "cgroup v2", "cgroup v1" or "watch": the first place, the judge's order,
# where a directory can be made beside the judge's cgroup (this process's: the judge's parent).
function(expected_guard variable)
  file(READ /proc/self/cgroup own)
  set(candidates "")
  if(own MATCHES "(^|\n)0::(/[^\n]*)")
    set(path "${CMAKE_MATCH_2}")
    foreach(mount /sys/fs/cgroup /sys/fs/cgroup/unified)
      set(dir "${mount}${path}")
      if(EXISTS "${dir}/cgroup.controllers" AND EXISTS "${dir}/cgroup.subtree_control")
        file(READ "${dir}/cgroup.controllers" available)
        file(READ "${dir}/cgroup.subtree_control" enabled)
        if(available MATCHES "memory" AND available MATCHES "pids" AND enabled MATCHES "memory"
           AND enabled MATCHES "pids")
          list(APPEND candidates "cgroup v2=${dir}")
        endif()
        break()
      endif()
    endforeach()
  endif()
  if(own MATCHES "(^|\n)[0-9]+:([^:\n]*,)?memory(,[^:\n]*)?:(/[^\n]*)")
    string(REGEX REPLACE "/$" "" path "${CMAKE_MATCH_4}")
    list(APPEND candidates "cgroup v1=/sys/fs/cgroup/memory${path}")
  endif()
  foreach(candidate IN LISTS candidates)
    string(REGEX MATCH "^([^=]*)=(.*)$" ignored "${candidate}")
    set(probe "${CMAKE_MATCH_2}/arbiter-test-probe")
    execute_process(COMMAND mkdir "${probe}" RESULT_VARIABLE made OUTPUT_QUIET ERROR_QUIET)
    if(made EQUAL 0)
      execute_process(COMMAND rmdir "${probe}")
      set(${variable} "${CMAKE_MATCH_1}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${variable} watch PARENT_SCOPE)
endfunction()

# Plays BOT with --memory-limit 256 and the options given; checks the verdict, the message and
# the guard of the JSON result, and sets <name>_peak_kb.
function(play_hog name guard)
  check_run(${name} COMMAND ${INTERACTOR} --board ${BOARD} --json --quiet-bot --memory-limit 256
    ${limits} ${ARGN} -- ${BOT} STATUS 1)
  check_json_result(${name} "${${name}_stdout}" VERDICT RUNTIME_ERROR
    MESSAGE "^the bot went over the memory limit of 256 MB after 0 moves$"
    CONTEXT "${${name}_stdout}${${name}_stderr}")
  string(JSON held ERROR_VARIABLE error GET "${${name}_stdout}" memory_guard)
  string(JSON peak ERROR_VARIABLE error GET "${${name}_stdout}" memory_kb)
  check_equal("${name}: memory guard" "${guard}" "${held}")
  set(${name}_peak_kb ${peak} PARENT_SCOPE)
  set(${name}_stderr "${${name}_stderr}" PARENT_SCOPE)
endfunction()

expected_guard(guard)
check_judge_limits(limits)  # The default limits, scaled by the tests' time scale (check.cmake).
message(STATUS "expected memory guard: ${guard}")
set(limit_kb 262144)
math(EXPR most_kb "${limit_kb} + 4096")
set(note_pattern
  "solitaire-interactor: note: memory guard: the watch, no cgroup \\([^\n]+\\)\n$")

play_hog(sandboxed "${guard}")
play_hog(unsandboxed "${guard}" --no-sandbox)
if(guard STREQUAL "watch")
  check_matches("sandboxed: the note" "${note_pattern}" "${sandboxed_stderr}")
  check_run(cgroup_refused COMMAND ${INTERACTOR} --board ${BOARD} --memory-guard cgroup -- ${BOT}
    STATUS 66 STDOUT ""
    STDERR_MATCHES "^solitaire-interactor: --memory-guard cgroup: the judge cannot make a cgroup here \\([^\n]+\\)\n$")
else()
  foreach(run sandboxed unsandboxed)
    if(${run}_peak_kb GREATER most_kb)
      check_fail("${run}: peak ${${run}_peak_kb} kB, more than 4 MB over the limit in a cgroup")
    endif()
  endforeach()
  if(sandboxed_stderr MATCHES "note:")
    check_fail("sandboxed: a note, with a cgroup: ${sandboxed_stderr}")
  endif()
  # Without the sandbox only pids.max limits the processes (no user namespace for RLIMIT_NPROC):
  # the fork bomb gets at most 32 and plays its move (it says so when it reached 2000 instead).
  check_run(fork_bomb COMMAND ${INTERACTOR} --board ${BOARD} --json --quiet-bot --no-sandbox
    --process-limit 32 ${limits} -- ${FORKER} STATUS 0
    STDOUT_MATCHES "\"verdict\":\"OK\".*\"memory_guard\":\"${guard}\".*\"message\":\"stopped with 0 0 after 1 moves\"")
endif()
# Forced, the watch holds the bot whatever the machine has, and says nothing more.
play_hog(watched watch --memory-guard watch)
if(watched_stderr MATCHES "note:")
  check_fail("watched: a note, with the watch asked for: ${watched_stderr}")
endif()
check_report()
