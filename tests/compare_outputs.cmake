# compare_outputs(<case dir> <stdout> <stderr> <exit code> <failures variable>): compares a run
# with the case folder's expected_stdout, expected_message and expected_exit_code, and appends
# a description of each difference to the failures variable, for run_case.cmake (which may
# normalise the outputs first).
function(compare_outputs case_dir actual_stdout actual_message actual_exit_code failures_variable)
  file(READ ${case_dir}/expected_stdout expected_stdout)
  file(READ ${case_dir}/expected_message expected_message)
  file(READ ${case_dir}/expected_exit_code expected_exit_code)
  string(STRIP "${expected_exit_code}" expected_exit_code)
  set(failures "${${failures_variable}}")
  if(NOT actual_exit_code STREQUAL expected_exit_code)
    string(APPEND failures "exit code: expected ${expected_exit_code}, got ${actual_exit_code}\n")
  endif()
  if(NOT actual_stdout STREQUAL expected_stdout)
    string(APPEND failures
      "stdout differs.\n--- expected\n${expected_stdout}--- actual\n${actual_stdout}---\n")
  endif()
  if(NOT actual_message STREQUAL expected_message)
    string(APPEND failures
      "stderr differs.\n--- expected\n${expected_message}--- actual\n${actual_message}---\n")
  endif()
  set(${failures_variable} "${failures}" PARENT_SCOPE)
endfunction()
