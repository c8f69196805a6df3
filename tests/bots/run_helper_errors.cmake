# solitaire-sandbox's own usage errors: each refused before anything is built, with exit status
# 125 and one line on standard error naming what is wrong, then the usage.
# Usage: cmake -DHELPER=<solitaire-sandbox> -P run_helper_errors.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
set(usage "(usage: solitaire-sandbox [--status-fd N] [--ro PATH]... [--rw DIR]... [--hide PATH]... [--env NAME=VALUE]... [--cwd DIR] [--cpu S] [--file-mb M] [--processes N] --program PATH -- ARG0 [ARG...]; or solitaire-sandbox --probe; the tests of the filter add --test-keep-capabilities and --test-without-filter)")
function(refused what expected)
  check_run("${what}" COMMAND ${HELPER} ${ARGN}
    STATUS 125 STDOUT "" STDERR "sandbox: ${expected} ${usage}\n")
endfunction()
set(run --program /bin/true -- true)
refused("nothing" "no program to run")
refused("no command after --" "no program to run" --program /bin/true --)
refused("no --program" "no program to run" -- true)
refused("an unknown option" "unknown option --bogus" --bogus 1 ${run})
refused("a missing value" "missing value after --ro" --ro)
refused("a number that is none" "--cpu expects a number from 0 to 2147483647, not 'x'"
  --cpu x ${run})
refused("a negative number" "--processes expects a number from 0 to 2147483647, not '-1'"
  --processes -1 ${run})
refused("a number too large" "--file-mb expects a number from 0 to 1073741824, not '99999999999'"
  --file-mb 99999999999 ${run})
refused("a variable without a value" "--env expects NAME=VALUE, not 'TOKEN'" --env TOKEN ${run})
refused("a variable without a name" "--env expects NAME=VALUE, not '=x'" --env =x ${run})
refused("a status descriptor that is not open" "--status-fd 99 is no open descriptor"
  --status-fd 99 ${run})
check_report()
