#!/bin/sh
# accueil-aide.sh -- the greeting at the prompt of a terminal, and AIDE's
# listing paged when it is longer than the terminal: Entrée shows the next
# screen, q stops. Neither happens when the output is not a terminal.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
SCREEN_HISTORY=500
terminal_test
check() { wait_count "$2" 1 || { echo "FAIL: $1 (no line matching '$2')"; screen | tail -8; fail=1; }; }
more='^-- suite : Entrée, q pour arrêter --'

T new-session -d -x 100 -y 20 "env HOME='$tmp/home' TERM=xterm '$TORTUE'"
check "a prompt" '^? *$'
check "the greeting" '^Tortue [0-9.]* — AIDE pour l.aide, AUREVOIR pour quitter$'
type_line 'AIDE'
check "the listing starts" '^Les primitives de Tortue'
check "a screen at a time" "$more"
screen | grep -q '^Récursion' && { echo "FAIL: the whole listing was shown at once"; fail=1; }
# Entrée until the end of the listing
n=0
while ! screen | grep -q '^Récursion' && [ $n -lt 30 ]; do
  T send-keys Enter
  sleep 0.2
  n=$((n + 1))
done
check "Entrée shows the rest" '^Récursion'
[ $n -ge 2 ] || { echo "FAIL: fewer screens than expected ($n)"; fail=1; }
screen | grep -q "$more" && { echo "FAIL: the question was left on the screen"; fail=1; }
type_line 'EC 6*7'
check "the prompt reads lines after the listing" '^42$'
type_line 'AIDE'
wait_count '^Les primitives de Tortue' 2 || { echo "FAIL: second AIDE"; fail=1; }
sleep 0.3
T send-keys q
type_line 'EC 7*7'
check "q stops the listing, the session goes on" '^49$'
[ "$(screen | grep -c '^Récursion')" = 1 ] || { echo "FAIL: q did not stop the listing"; fail=1; }
screen | grep -q '^? *q' && { echo "FAIL: q reached the prompt"; fail=1; }
T kill-server 2>/dev/null

# no terminal: no greeting, no question, the listing whole
out=$(printf 'AIDE\n' | env HOME="$tmp/home" "$TORTUE" 2>&1)
printf '%s\n' "$out" | grep -q 'suite : Entrée' && { echo "FAIL: paged into a pipe"; fail=1; }
printf '%s\n' "$out" | grep -q '^Récursion' || { echo "FAIL: the listing is cut in a pipe"; fail=1; }
out=$(printf 'EC 1\n' | env HOME="$tmp/home" "$TORTUE" -i 2>&1)
printf '%s\n' "$out" | grep -q 'pour quitter' && { echo "FAIL: greeting without a terminal"; fail=1; }
exit $fail
