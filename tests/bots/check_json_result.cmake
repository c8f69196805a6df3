# check_json_result(<what> <verdict> <score or ""> <message regex> <json> <context>): checks the
# verdict, score (unless "") and message of one --json result line, and appends what differs to
# the caller's `failures` (with <context>: the run's outputs). For the sandbox's scripts, which
# play several games each.
function(check_json_result what verdict score message json context)
  string(JSON got_verdict ERROR_VARIABLE json_error GET "${json}" verdict)
  if(json_error)
    string(APPEND failures "${what}: no JSON result\n${context}\n")
  else()
    string(JSON got_score GET "${json}" score)
    string(JSON got_message GET "${json}" message)
    if(NOT got_verdict STREQUAL verdict OR NOT got_message MATCHES "${message}"
       OR (NOT score STREQUAL "" AND NOT got_score STREQUAL score))
      string(APPEND failures "${what}: expected ${verdict} ${score} '${message}', got "
        "${got_verdict} ${got_score} '${got_message}'\n${context}\n")
    endif()
  endif()
  set(failures "${failures}" PARENT_SCOPE)
endfunction()
