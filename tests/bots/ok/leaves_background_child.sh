# Starts a background process that keeps the judge's pipe open, writes its pid to $1, and
# stops at once: a legal game scoring 0. The judge must kill the bot's whole process group at
# the end of the game, so the background process must not survive it (run_bot_case.cmake
# checks the pid).
sleep 30 &
echo $! > "$1"
echo "0 0"
