#!/bin/sh
# pas-lignes.sh -- PAS shows each step on its own line(s): after a TAPE
# the step starts a new line, the program's output never follows " >>> ",
# and a step longer than the terminal wraps instead of being overwritten.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/pas-lignes.$$
mkdir -p "$tmp/home"
sock="$tmp/tmux.sock"
T() { tmux -S "$sock" "$@"; }
trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
fail=0
long=cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc
cat > "$tmp/f.lgo" <<EOT
POUR F
TAPE "a
EC "b
EC "$long
FIN
PAS "F
EOT

# from a pipe, without a terminal (setsid): nothing is echoed, the step
# lines are ended by Tortue, and PAS says once that it does not wait (the
# empty lines after F are the program's, no longer eaten as Entrée)
got=$( (cat "$tmp/f.lgo"; printf 'F\n\n\n\n') | setsid -w "$TORTUE" 2>&1)
want="PAS : pas de terminal pour attendre Entrée (l'entrée standard n'en est pas un) ; les pas s'affichent sans attendre
TAPE \"a >>> 
a
EC \"b >>> 
b
EC \"$long >>> 
$long"
[ "$got" = "$want" ] || { echo "FAIL: PAS from a pipe"; echo "got:"; echo "$got"; echo "want:"; echo "$want"; fail=1; }

# at a terminal 60 columns wide
command -v tmux >/dev/null 2>&1 || { echo "tmux is required (tools/install-deps.sh installs it)"; exit 1; }
screen() { T capture-pane -p -J 2>/dev/null; }
wait_for() {
  i=0
  while [ $i -lt 100 ]; do
    screen | grep -q -- "$1" && return 0
    sleep 0.1
    i=$((i + 1))
  done
  return 1
}
check() { wait_for "$2" || { echo "FAIL: $1 (no line matching '$2')"; screen | tail -12; fail=1; }; }
T new-session -d -x 60 -y 30 "env HOME='$tmp/home' TERM=xterm '$TORTUE' '$tmp/f.lgo' -i"
check "a prompt" '^? *$'
T send-keys F Enter
check "the first step" '^TAPE "a >>> *$'
T send-keys Enter
check "the second step starts its own line after TAPE" '^EC "b >>> *$'
T send-keys Enter
check "the long step, whole" "^EC \"$long >>> *\$"
T send-keys Enter
check "the output of the long step" "^$long\$"
check "the program's output is not glued to a step" '^a$'
T send-keys -l 'EC 6*7'
T send-keys Enter
check "the prompt after the steps" '^42$'
exit $fail
