# Starts a background process that keeps the judge's pipe open, writes its pid to $1, and
# exits with status 3 without a move. The judge must notice the exit itself (the pipe stays
# open) and judge RUNTIME_ERROR at once, not TIME_LIMIT after the move limit; and the
# background process must not survive the game.
sleep 30 &
echo $! > "$1"
exit 3
