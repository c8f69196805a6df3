# The sandbox's own cases (included by CMakeLists.txt, after zoo_case and unsandboxed_peeker).

# What the sandbox must reach: private folders, virtual environments, pyenv and conda, a plain
# user, Java and Node.js bots; and what it says of an interpreter it cannot show.
find_program(SYSTEM_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
find_program(SETPRIV_PROGRAM setpriv)
add_test(NAME bots.sandbox_reaches_private_folders
  COMMAND ${CMAKE_COMMAND} -DINTERACTOR=$<TARGET_FILE:solitaire-interactor>
          -DBOT=$<TARGET_FILE:zoo_scripted> -DBOARD=${boards}/ones.board
          -DMOVES=${boards}/ones.moves -DPYTHON=${SYSTEM_PYTHON3}
          -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/sandbox_reach
          -P ${CMAKE_CURRENT_SOURCE_DIR}/run_sandbox_reach.cmake)
# As root, the same as a plain user's judge (SKIP where the tests do not run as root).
add_test(NAME bots.sandbox_reaches_a_plain_users_private_folder
  COMMAND ${CMAKE_COMMAND} -DINTERACTOR=$<TARGET_FILE:solitaire-interactor>
          -DBOT=$<TARGET_FILE:zoo_scripted> -DBOARD=${boards}/ones.board
          -DMOVES=${boards}/ones.moves -DSETPRIV=${SETPRIV_PROGRAM} -DPART=plain-user
          -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/sandbox_reach_plain_user
          -P ${CMAKE_CURRENT_SOURCE_DIR}/run_sandbox_reach.cmake)
set_tests_properties(bots.sandbox_reaches_a_plain_users_private_folder PROPERTIES
  SKIP_REGULAR_EXPRESSION "SKIP: ")
# Bots in Java and JavaScript (tests/bots/runtimes/): SKIP without java or node, except under
# CI (CI=true), where that fails.
find_program(JAVA_PROGRAM java)
find_program(NODE_PROGRAM NAMES node nodejs)
foreach(runtime java node)
  add_test(NAME bots.sandbox_reaches_a_${runtime}_bot
    COMMAND ${CMAKE_COMMAND} -DINTERACTOR=$<TARGET_FILE:solitaire-interactor>
            -DBOT=$<TARGET_FILE:zoo_scripted> -DBOARD=${boards}/ones.board
            -DMOVES=${boards}/ones.moves -DJAVA=${JAVA_PROGRAM} -DNODE=${NODE_PROGRAM}
            -DRUNTIMES=${CMAKE_CURRENT_SOURCE_DIR}/runtimes -DPART=${runtime}
            -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/sandbox_reach_${runtime}
            -P ${CMAKE_CURRENT_SOURCE_DIR}/run_sandbox_reach.cmake)
  set_tests_properties(bots.sandbox_reaches_a_${runtime}_bot PROPERTIES
    SKIP_REGULAR_EXPRESSION "SKIP: " TIMEOUT 600)
endforeach()

# The bot's environment: PATH, LANG, HOME, TMPDIR, the sanitizers' leak check off, and what
# --env gives; nothing of the judge's.
zoo_case(peeks_environment peeks_environment ones.board 1 "^stopped with 0 0 after 1 moves$")
zoo_case(peeks_environment_given peeks_environment ones.board 1
  "^stopped with 0 0 after 1 moves$" BOT_ARGS ARBITER_GIVEN|ARBITER_PASSED
  EXTRA --env|ARBITER_GIVEN=yes|--env|ARBITER_PASSED)
unsandboxed_peeker(peeks_environment_without_sandbox peeks_environment
  "^move 1: malformed line \"found ARBITER_JUDGE_SECRET=s3cret")
# Without the sandbox the judge's environment goes to the bot, with --env's variables.
zoo_test(wrong_answer.peeks_environment_given_without_sandbox WRONG_ANSWER
  $<TARGET_FILE:zoo_peeks_environment> ARBITER_GIVEN "" ones.board
  --no-sandbox|--env|ARBITER_GIVEN=yes 0 "^move 1: malformed line \"found ARBITER_JUDGE_SECRET")
set_tests_properties(bots.ok.peeks_environment bots.ok.peeks_environment_given
  bots.wrong_answer.peeks_environment_without_sandbox
  bots.wrong_answer.peeks_environment_given_without_sandbox PROPERTIES
  ENVIRONMENT "ARBITER_JUDGE_SECRET=s3cret;ARBITER_PASSED=from-the-judge")

# No privilege: every capability set empty, no_new_privs, not root.
zoo_case(checks_privileges checks_privileges ones.board 1 "^stopped with 0 0 after 1 moves$")
unsandboxed_peeker(checks_privileges_without_sandbox checks_privileges
  "^move 1: malformed line \"found (Cap|NoNewPrivs)")

# A read-only bind refuses writes, a writable one takes them.
set(bind_dirs ${CMAKE_CURRENT_BINARY_DIR}/binds)
file(MAKE_DIRECTORY ${bind_dirs}/read-only ${bind_dirs}/writable)
zoo_case(writes_into_binds writes_into_binds ones.board 1 "^stopped with 0 0 after 1 moves$"
  BOT_ARGS ro:${bind_dirs}/read-only|rw:${bind_dirs}/writable
  EXTRA --sandbox-bind|${bind_dirs}/read-only|--sandbox-bind-rw|${bind_dirs}/writable)
# Not root without the sandbox either: a case only for a judge running as root (SKIP elsewhere).
zoo_case(no_sandbox_never_root checks_privileges ones.board 1 "^stopped with 0 0 after 1 moves$"
  BOT_ARGS user EXTRA --no-sandbox AS_ROOT)

# Nothing that carries the deal in view, the bot beside its tests or in an organiser's folder.
add_test(NAME bots.sandbox_hides_the_deal_in_every_layout
  COMMAND ${CMAKE_COMMAND} -DINTERACTOR=$<TARGET_FILE:solitaire-interactor>
          -DBOT=$<TARGET_FILE:zoo_peeks_beside> -DDATA=${CMAKE_CURRENT_SOURCE_DIR}/../data/solitaire
          -DWORK_DIR=${PROJECT_BINARY_DIR}/sandbox-layouts
          -P ${CMAKE_CURRENT_SOURCE_DIR}/run_hidden_layouts.cmake)

# The helper's own usage errors.
add_test(NAME bots.sandbox_helper_usage_errors
  COMMAND ${CMAKE_COMMAND} -DHELPER=$<TARGET_FILE:solitaire-sandbox>
          -P ${CMAKE_CURRENT_SOURCE_DIR}/run_helper_errors.cmake)

# A --no-sandbox control for every peeker, so that one broken quietly cannot pass: each finds
# what it looks for when nothing stops it. ptrace and /proc/PID/mem need the judge and the bot
# to be one user: a judge that is root runs the bot as 65534, so these two run the judge as
# 65534 too (setpriv).
unsandboxed_peeker(peeks_proc_without_sandbox peeks_proc
  "^move 1: malformed line \"found the judge: process")
unsandboxed_peeker(peeks_deal_files_without_sandbox peeks_deal_files
  "^move 1: malformed line \"found /")
unsandboxed_peeker(opens_socket_without_sandbox opens_socket
  "^move 1: malformed line \"reached a network\"")
set(plain_judge ${CMAKE_CURRENT_BINARY_DIR}/plain-judge-$<CONFIG>.sh)
file(GENERATE OUTPUT ${plain_judge} CONTENT "#!/bin/sh
# solitaire-interactor as a plain user: 65534 when root, else the caller.
if [ \"$(id -u)\" = 0 ]; then
  exec ${SETPRIV_PROGRAM} --reuid=65534 --regid=65534 --clear-groups $<TARGET_FILE:solitaire-interactor> \"$@\"
fi
exec $<TARGET_FILE:solitaire-interactor> \"$@\"
" FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ
  WORLD_EXECUTE)
foreach(peeker ptraces_parent reads_parent_memory)
  zoo_test(wrong_answer.${peeker}_without_sandbox WRONG_ANSWER $<TARGET_FILE:zoo_${peeker}> "" ""
    ones.board --no-sandbox 0 "^move 1: malformed line \"(attached to |opened /proc/)[0-9]+"
    JUDGE ${plain_judge})
endforeach()

# The system call filter. In a game, every probe of calls_denied (the 40 denied calls, clone and
# clone3 under each namespace flag, unshare through the i386 and x32 ABIs) is denied and the
# game goes on OK; without the sandbox, unshare(CLONE_NEWUSER) succeeds. Then the filter alone:
# the helper keeps the bot's capabilities in its user namespace, where only the filter can deny
# the calls, and a control without the filter must see none denied (run_filter_probes.cmake).
zoo_case(calls_denied calls_denied ones.board 1 "^stopped with 0 0 after 1 moves$" BOT_ARGS all)
unsandboxed_peeker(calls_unshare_without_sandbox calls_denied
  "^move 1: malformed line \"unshare allowed: " BOT_ARGS unshare)
foreach(abis OFF ON)
  set(name bots.sandbox_filter_alone_denies_every_call)
  if(abis)
    set(name bots.sandbox_filter_alone_denies_the_32_bit_abis)
  endif()
  add_test(NAME ${name}
    COMMAND ${CMAKE_COMMAND} -DHELPER=$<TARGET_FILE:solitaire-sandbox>
            -DBOT=$<TARGET_FILE:zoo_calls_denied>
            -DGENERATOR=$<TARGET_FILE:seccomp_filter_generator> -DABIS=${abis}
            -P ${CMAKE_CURRENT_SOURCE_DIR}/run_filter_probes.cmake)
  set_tests_properties(${name} PROPERTIES SKIP_REGULAR_EXPRESSION "SKIP: ")
endforeach()
# A call name libseccomp cannot resolve fails the build.
add_test(NAME bots.sandbox_filter_names_must_resolve
  COMMAND ${CMAKE_COMMAND} -DGENERATOR=$<TARGET_FILE:seccomp_filter_generator>
          -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/filter_generator
          -P ${CMAKE_CURRENT_SOURCE_DIR}/run_filter_generator.cmake)

# Notes kept from game to game, and an accomplice on 127.0.0.1 and an abstract Unix socket.
add_executable(accomplice accomplice.cpp)
set_target_properties(accomplice PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
add_dependencies(zoo accomplice)
add_test(NAME bots.sandbox_stops_notes_and_accomplices
  COMMAND ${CMAKE_COMMAND} -DINTERACTOR=$<TARGET_FILE:solitaire-interactor>
          -DNOTES_BOT=$<TARGET_FILE:zoo_keeps_notes> -DACCOMPLICE_BOT=$<TARGET_FILE:zoo_calls_accomplice>
          -DACCOMPLICE=$<TARGET_FILE:accomplice> -DBOARD=${boards}/ones.board
          -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/accomplices
          -P ${CMAKE_CURRENT_SOURCE_DIR}/run_accomplices.cmake)
