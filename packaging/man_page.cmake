# Writes the man page of one tool, compressed: help2man makes it from the tool's --help and
# --version; then the examples that end --help are set as they are printed, one command a line
# (help2man would fill them into paragraphs and take a command's comment for its own line).
# Usage: cmake -DHELP2MAN=... -DTOOL=<program> -DNAME="<one-line description>"
#              -DINCLUDE=<see-also.h2m> -DOUTPUT=<dir/tool.1> -P man_page.cmake
cmake_minimum_required(VERSION 3.25)

execute_process(COMMAND ${HELP2MAN} --no-info --section 1 --name ${NAME} --include ${INCLUDE}
                        --output ${OUTPUT} ${TOOL}
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "help2man failed on ${TOOL}: ${status}")
endif()

execute_process(COMMAND ${TOOL} --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${TOOL} --help failed: ${status}")
endif()
file(READ ${OUTPUT} page)
string(FIND "${help}" "\nExamples:\n" at)
string(FIND "${page}" ".SH EXAMPLES\n" section)
if(at GREATER_EQUAL 0 AND section GREATER_EQUAL 0)
  math(EXPR at "${at} + 11")
  string(SUBSTRING "${help}" ${at} -1 examples)
  # roff: a backslash is \e, a minus \-, and a line may not start with a control character.
  string(REPLACE "\\" "\\e" examples "${examples}")
  string(REPLACE "-" "\\-" examples "${examples}")
  string(REGEX REPLACE "(^|\n) +" "\\1" examples "${examples}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" examples "${examples}")
  string(SUBSTRING "${page}" 0 ${section} before)
  string(SUBSTRING "${page}" ${section} -1 after)
  string(FIND "${after}" "\n.SH " next)
  if(next LESS 0)
    set(rest "")
  else()
    string(SUBSTRING "${after}" ${next} -1 rest)
  endif()
  file(WRITE ${OUTPUT} "${before}.SH EXAMPLES\n.nf\n${examples}.fi${rest}")
endif()

execute_process(COMMAND gzip -9nf ${OUTPUT} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "gzip failed on ${OUTPUT}: ${status}")
endif()
