# Runs a copy of solitaire-interactor (in WORK_DIR/bin) with a stand-in for its sandbox helper
# where it looks for it (WORK_DIR/libexec/arbiter, as installed) whose --probe fails, as on a machine without user namespaces: the judge must refuse before any game, with
# the helper's words (both its outputs, any characters) and exit status 66. Then without the
# helper at all.
# Usage: cmake -DINTERACTOR=... -DBOT=... -DWORK_DIR=... -P run_sandbox_refused.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../check.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/bin ${WORK_DIR}/libexec/arbiter)
file(COPY ${INTERACTOR} DESTINATION ${WORK_DIR}/bin)
get_filename_component(name ${INTERACTOR} NAME)
set(judge ${WORK_DIR}/bin/${name})
set(helper ${WORK_DIR}/libexec/arbiter/solitaire-sandbox)
set(advice "Run untrusted bots where user namespaces are allowed; give --no-sandbox only to a bot you trust (its limits still apply).\n")

function(check what expected)
  check_run("${what}" COMMAND ${judge} --alphabet 12 --seed 1 -- ${BOT}
    STATUS 66 STDOUT "" STDERR "${expected}")
endfunction()

file(WRITE ${helper}
  "#!/bin/sh\necho \"sandbox: cannot make a user namespace: it's not permitted\" >&2\necho 'and \"more\"'\nexit 125\n")
file(CHMOD ${helper} PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
check("a probe that fails"
  "solitaire-interactor: cannot run the bot in a sandbox on this machine: sandbox: cannot make a user namespace: it's not permitted\nand \"more\"\n${advice}")
file(REMOVE ${helper})
check("no helper"
  "solitaire-interactor: cannot run the bot in a sandbox on this machine: its helper ${helper} is missing\n${advice}")
check_report()
