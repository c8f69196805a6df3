# The system call filter alone denies each call it names: zoo_calls_denied --table runs in the
# sandbox with its capabilities kept inside its user namespace (solitaire-sandbox
# --test-keep-capabilities), where the kernel would let it make every call; with the filter each
# probe must be denied (EPERM, ENOSYS for clone3), and in the control, without the filter, none
# may be. The probes are every one of the bot's but those of the 32-bit ABIs (so that a call
# taken out of the filter fails here), and every name of the filter's own list
# (seccomp_filter_generator --list: a call added to it without a probe fails here), with clone
# and clone3 under each namespace flag; or, with -DABIS=ON, unshare through the i386 (int 0x80)
# and x32 ABIs, skipped (SKIP) on a kernel without the i386 ABI.
# Usage: cmake -DHELPER=<solitaire-sandbox> -DBOT=<zoo_calls_denied> -DGENERATOR=... [-DABIS=ON]
#              -P run_filter_probes.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
get_filename_component(zoo ${BOT} DIRECTORY)

if(ABIS)
  set(probes i386/unshare x32/unshare)
  set(asked ${probes})
else()
  set(asked all)
  check_run(list COMMAND ${GENERATOR} --list STATUS 0)
  string(REGEX MATCHALL "[^\n]+" probes "${list_stdout}")
  list(LENGTH probes count)
  if(count LESS 40)
    check_fail("seccomp_filter_generator --list names ${count} calls, fewer than the 40 denied")
  endif()
  foreach(flag newuser newns newpid newnet newipc newuts newcgroup newtime)
    list(APPEND probes clone/${flag} clone3/${flag})
  endforeach()
  list(APPEND probes clone3)
endif()

# table(<name> <helper options...>): the bot's table in the sandbox, as <name>_stdout.
function(table name)
  # The leak check of a bot built with a sanitizer needs ptrace, which the filter denies: off,
  # as the judge sets it for every bot in the sandbox.
  check_run(${name} COMMAND ${HELPER} ${ARGN} --ro ${zoo} --env ASAN_OPTIONS=detect_leaks=0
    --env LSAN_OPTIONS=detect_leaks=0 --program ${BOT} -- calls_denied --table
    ${asked} INPUT_FILE /dev/null STATUS 0 STDERR "")
  set(${name}_stdout "${${name}_stdout}" PARENT_SCOPE)
endfunction()
table(filtered --test-keep-capabilities)
table(control --test-keep-capabilities --test-without-filter)
if(NOT ABIS)
  string(REGEX MATCHALL "\n[^ \n]+ (denied|allowed|absent)" lines "${filtered_stdout}")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^\n([^ ]+) .*" "\\1" probe "${line}")
    if(NOT probe MATCHES "^(i386|x32)/")
      list(APPEND probes ${probe})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES probes)
endif()
check_matches("filtered: the filter in force" "^Seccomp: 2\n" "${filtered_stdout}")
check_matches("control: no filter" "^Seccomp: 0\n" "${control_stdout}")

set(absent "")
set(refused_by_kernel "")
# Calls some kernels refuse to a user namespace's root whatever the filter: older kernels
# (Debian 12's 6.1 among them) ask CAP_SYS_NICE in the first namespace for process_madvise even
# on the caller's own process. There the filter cannot be shown to be what denies them;
# elsewhere it must be.
set(kernel_may_refuse process_madvise)
foreach(probe IN LISTS probes)
  string(REGEX REPLACE "[.+*?()^$|\\[]" "\\\\\\0" quoted "${probe}")
  if(NOT filtered_stdout MATCHES "\n${quoted} ([^\n]*)")
    check_fail("${probe}: no probe of the bot's for it (add one to tests/bots/ok/calls_denied.cpp)")
    continue()
  endif()
  set(with "${CMAKE_MATCH_1}")
  string(REGEX MATCH "\n${quoted} ([^\n]*)" ignored "${control_stdout}")
  set(without "${CMAKE_MATCH_1}")
  if(without MATCHES "^absent")
    list(APPEND absent "${probe} (${without})")
    continue()
  endif()
  if(NOT with STREQUAL "denied")
    check_fail("${probe}: not denied by the filter: ${with}")
  endif()
  if(without STREQUAL "denied" AND probe IN_LIST kernel_may_refuse)
    list(APPEND refused_by_kernel "${probe}")
  elseif(NOT without MATCHES "^allowed: ")
    check_fail("${probe}: denied without the filter too, so the filter is not what denies it: "
      "${without}")
  endif()
endforeach()
check_report("with the filter:\n${filtered_stdout}without it:\n${control_stdout}")
if(absent)
  message("SKIP: not on this kernel: ${absent}")
endif()
if(refused_by_kernel)
  message("NOTE: refused by this kernel itself, so not the filter's to prove here: "
    "${refused_by_kernel}")
endif()
