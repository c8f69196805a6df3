# normalize(<variable>): blanks out what varies from run to run in the interactor's output —
# "[12 ms]" (transcripts), "wall_ms":12, "cpu_ms":8 and "memory_kb":3968 (JSON), ", 12 ms",
# "CPU 8 ms" and "3.9 MB" (a game's line, a transcript's last) and the ms/game column of a
# summary all become "#"; and the warning of a benchmark with more games at a time than the
# machine's processors (on a machine with fewer than the case's -j), text and JSON, goes.
function(normalize variable)
  set(text "${${variable}}")
  string(REGEX REPLACE "(solitaire-interactor: )?warning: -j [0-9]+ plays [^\n]*\n" "" text
    "${text}")
  string(REGEX REPLACE "{\"warning\":\"oversubscribed\"[^\n]*\n" "" text "${text}")
  string(REGEX REPLACE "\\[[0-9]+ ms\\]" "[# ms]" text "${text}")
  string(REGEX REPLACE "\"wall_ms\":[0-9]+" "\"wall_ms\":#" text "${text}")
  string(REGEX REPLACE "\"cpu_ms\":[0-9]+" "\"cpu_ms\":#" text "${text}")
  string(REGEX REPLACE "\"memory_kb\":[0-9]+" "\"memory_kb\":#" text "${text}")
  string(REGEX REPLACE "(CPU|wall) [0-9]+ ms" "\\1 # ms" text "${text}")
  string(REGEX REPLACE "[0-9]+\\.[0-9] MB" "# MB" text "${text}")
  string(REGEX REPLACE ", [0-9]+ ms" ", # ms" text "${text}")
  string(REGEX REPLACE " +[0-9]+\\.[0-9]  ([A-Z])" " #  \\1" text "${text}")
  set(${variable} "${text}" PARENT_SCOPE)
endfunction()

