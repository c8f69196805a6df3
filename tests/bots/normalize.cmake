# normalize(<variable>): blanks out what varies from run to run in the interactor's output —
# "[12 ms]" (transcripts), "wall_ms":12 (JSON), ", 12 ms" (a game's line) and the ms/game
# column of a summary all become "#".
function(normalize variable)
  set(text "${${variable}}")
  string(REGEX REPLACE "\\[[0-9]+ ms\\]" "[# ms]" text "${text}")
  string(REGEX REPLACE "\"wall_ms\":[0-9]+" "\"wall_ms\":#" text "${text}")
  string(REGEX REPLACE ", [0-9]+ ms" ", # ms" text "${text}")
  string(REGEX REPLACE " +[0-9]+\\.[0-9]  ([A-Z])" " #  \\1" text "${text}")
  set(${variable} "${text}" PARENT_SCOPE)
endfunction()

