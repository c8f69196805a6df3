# Starts a background process that leaves the bot's session and process group (setsid), writes
# its pid to $1 once it has, and then stops: a legal game scoring 0. Killing the bot's process
# group does not reach that process; the judge must still kill it at the end of the game, once
# it has become the judge's child (run_bot_case.cmake checks the pid).
setsid sh -c 'echo $$ > "$1"; exec sleep 30' sh "$1" &
while [ ! -s "$1" ]; do sleep 0.01; done
echo "0 0"
