# Runs one golden command-line case and compares all three outputs exactly.
# Usage: cmake -DTOOL=<executable> -DCASE_DIR=<case folder> -P run_case.cmake
# The tool runs inside CASE_DIR, so `args` may name files stored beside it.
include(${CMAKE_CURRENT_LIST_DIR}/../compare_outputs.cmake)

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

set(failures "")
compare_outputs(${CASE_DIR} "${actual_stdout}" "${actual_message}" "${actual_exit_code}" failures)
if(failures)
  message(FATAL_ERROR "${CASE_DIR}\n${failures}")
endif()
