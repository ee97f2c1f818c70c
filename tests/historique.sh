#!/bin/sh
# historique.sh -- the history of the prompt is appended line by line:
# a session closed by its terminal (SIGHUP) keeps its lines, two sessions
# at once both keep theirs, and the file stays bounded.
: "${TORTUE:=./tortue}"
command -v tmux >/dev/null 2>&1 || { echo "tmux is required (tools/install-deps.sh installs it)"; exit 1; }
tmp=${TMPDIR:-/tmp}/historique.$$
mkdir -p "$tmp/home"
hist="$tmp/home/.tortue_historique"
sock="$tmp/tmux.sock"
T() { tmux -S "$sock" "$@"; }
trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
fail=0
start() {  # start NAME: a session at the prompt
  T new-session -d -s "$1" -x 100 -y 30 "env HOME='$tmp/home' TERM=xterm '$TORTUE'"
  wait_for "$1" '^? *$' || { echo "FAIL: no prompt in $1"; exit 1; }
}
# wait_for NAME REGEX: poll NAME's screen (up to 10 s) for a line
wait_for() {
  i=0
  while [ $i -lt 100 ]; do
    T capture-pane -p -t "$1" 2>/dev/null | grep -q -- "$2" && return 0
    sleep 0.1
    i=$((i + 1))
  done
  return 1
}
type_line() { T send-keys -t "$1" -l -- "$2"; T send-keys -t "$1" Enter; }
check() {  # check NAME DESCRIPTION REGEX
  wait_for "$1" "$3" || { echo "FAIL: $2"; fail=1; }
}
in_file() {  # in_file LINE: the history file has this line
  grep -qx -- "$1" "$hist" 2>/dev/null || { echo "FAIL: '$1' not in the history"; fail=1; }
}

start A
start B
type_line A 'EC 11'
check A "session A runs" '^11$'
type_line B 'EC 22'
check B "session B runs" '^22$'
type_line A 'EC 33'
check A "session A goes on" '^33$'
# closing A's terminal: SIGHUP, no AUREVOIR
T kill-session -t A
sleep 0.3
in_file 'EC 11'
in_file 'EC 33'
in_file 'EC 22'
type_line B 'AUREVOIR'
sleep 0.5
in_file 'EC 11'
in_file 'EC 22'
in_file 'EC 33'
in_file 'AUREVOIR'
# a new session sees the lines of both
start C
T send-keys -t C C-r 'EC 3'
T send-keys -t C Enter
check C "a line of the session closed by SIGHUP comes back" '^33$'
type_line C 'AUREVOIR'
sleep 0.5

# bounded: a long history is cut to its last 1000 lines
i=1
while [ $i -le 2000 ]; do echo "EC $i"; i=$((i + 1)); done > "$hist"
start D
type_line D 'EC "fin'
check D "session D runs" '^fin$'
n=$(wc -l < "$hist")
[ "$n" -le 1001 ] || { echo "FAIL: history not bounded ($n lines)"; fail=1; }
in_file 'EC 2000'
in_file 'EC "fin'
grep -qx 'EC 1000' "$hist" && { echo "FAIL: the oldest lines were kept"; fail=1; }
T send-keys -t D Up Up Enter
check D "the kept lines are read back" '^2000$'
type_line D 'AUREVOIR'
exit $fail
