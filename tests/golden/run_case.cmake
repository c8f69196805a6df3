# Runs one golden command-line case and compares all three outputs exactly.
# Usage: cmake -DTOOL=<executable> -DCASE_DIR=<case folder> -P run_case.cmake
# The tool runs inside CASE_DIR, so `args` may name files stored beside it.
foreach(required expected_stdout expected_message expected_exit_code)
  if(NOT EXISTS ${CASE_DIR}/${required})
    message(FATAL_ERROR "${CASE_DIR}: missing ${required}")
  endif()
endforeach()

set(args "")
if(EXISTS ${CASE_DIR}/args)
  file(STRINGS ${CASE_DIR}/args args)
endif()
set(input /dev/null)
if(EXISTS ${CASE_DIR}/input)
  set(input ${CASE_DIR}/input)
endif()

execute_process(
  COMMAND ${TOOL} ${args}
  WORKING_DIRECTORY ${CASE_DIR}
  INPUT_FILE ${input}
  OUTPUT_VARIABLE actual_stdout
  ERROR_VARIABLE actual_message
  RESULT_VARIABLE actual_exit_code)

file(READ ${CASE_DIR}/expected_stdout expected_stdout)
file(READ ${CASE_DIR}/expected_message expected_message)
file(READ ${CASE_DIR}/expected_exit_code expected_exit_code)
string(STRIP "${expected_exit_code}" expected_exit_code)

set(failures "")
if(NOT actual_exit_code STREQUAL expected_exit_code)
  string(APPEND failures "exit code: expected ${expected_exit_code}, got ${actual_exit_code}\n")
endif()
if(NOT actual_stdout STREQUAL expected_stdout)
  string(APPEND failures "stdout differs.\n--- expected\n${expected_stdout}--- actual\n${actual_stdout}---\n")
endif()
if(NOT actual_message STREQUAL expected_message)
  string(APPEND failures "stderr differs.\n--- expected\n${expected_message}--- actual\n${actual_message}---\n")
endif()
if(failures)
  message(FATAL_ERROR "${CASE_DIR}\n${failures}")
endif()
