#!/bin/sh
# alignes-arret.sh -- Ctrl-C stops the long no-three-in-line searches
# within a few seconds, and the session goes on: the counter on every core
# (ALIGNES.COMPTE 20: hours), the walk (ALIGNES.STATS 12: minutes). In a
# real terminal (tmux), the count and the walk show a progress line first,
# wiped when they stop.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
fail=0
# no journal (alignes-journal.sh tests it): every count here starts from
# nothing, and says nothing but its stop
TORTUE_CACHE=non
export TORTUE_CACHE
for cmd in 'EC ALIGNES.COMPTE 20' 'EC ALIGNES.CLASSES 20' 'EC ALIGNES.STATS 12' \
           'EC COMPTE ALIGNES.SOLUTIONS 12'; do
  start=$(date +%s)
  out=$(printf '%s\nEC "apres\n' "$cmd" | timeout -k 30 -s INT 0.5 "$TORTUE" 2>&1)
  end=$(date +%s)
  [ "$out" = "Arrêt...
apres" ] || { echo "FAIL $cmd: '$out'"; fail=1; }
  [ $((end - start)) -le 5 ] || { echo "FAIL $cmd: $((end - start)) s to stop"; fail=1; }
done
if command -v tmux >/dev/null 2>&1; then
  tmp=${TMPDIR:-/tmp}/alignes-arret.$$
  mkdir -p "$tmp/home"
  trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
  T new-session -d -x 120 -y 40 "env HOME='$tmp/home' TERM=xterm '$TORTUE'"
  wait_for '^? *$' || { echo "FAIL: no prompt"; exit 1; }
  type_line 'EC ALIGNES.COMPTE 20'
  wait_for 'ALIGNES.COMPTE : [0-9]* débuts sur [0-9]* explorés, [0-9]* solutions, [0-9]* s' \
    || { echo "FAIL: no progress line"; screen | tail -5; fail=1; }
  T send-keys C-c
  wait_for '^Arrêt\.\.\.$' || { echo "FAIL: Ctrl-C did not stop ALIGNES.COMPTE 20"; fail=1; }
  screen | grep -q 'débuts sur' && { echo "FAIL: the progress line was left"; fail=1; }
  type_line 'EC 6*7'
  wait_for '^42$' || { echo "FAIL: the session did not go on"; fail=1; }
  # the walk too (the search of the Logo, in C)
  type_line 'EC ALIGNES.STATS 13'
  wait_for 'ALIGNES.STATS : [0-9]* paires examinées, [0-9]* solutions, [0-9]* s' \
    || { echo "FAIL: no progress line for the walk"; screen | tail -5; fail=1; }
  T send-keys C-c
  wait_count '^Arrêt\.\.\.$' 2 || { echo "FAIL: Ctrl-C did not stop ALIGNES.STATS 13"; fail=1; }
  screen | grep -q 'paires examinées' && { echo "FAIL: the walk's progress line was left"; fail=1; }
  type_line 'EC 7*7'
  wait_for '^49$' || { echo "FAIL: the session did not go on after the walk"; fail=1; }
fi
exit $fail
