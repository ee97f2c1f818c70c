#!/bin/sh
# alignes-journal.sh -- the journal of long counts (interp/prim_alignes.c):
# a count stopped by Ctrl-C says how many tasks ("débuts") its journal
# keeps, and the next ALIGNES.COMPTE or ALIGNES.CLASSES of the same n
# says it takes that many from it and gives the right answer; a complete
# journal answers from itself; a damaged one is set aside; TORTUE_CACHE=non
# and small boards leave the disk alone. TORTUE_ALIGNES_JOURNAL=9 journals
# from n = 9 on (13 for users), so that the test takes seconds. Its own
# XDG_CACHE_HOME, in a temporary directory.
: "${TORTUE:=./tortue}"
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
XDG_CACHE_HOME=$tmp/cache
TORTUE_ALIGNES_JOURNAL=9
export XDG_CACHE_HOME TORTUE_ALIGNES_JOURNAL
unset TORTUE_CACHE
dir=$tmp/cache/tortue

# a count of 12 stopped after half a second: the generic search (some 4 s
# of processor time, 2 s on two cores) leaves it well unfinished then
out=$(printf 'EC ALIGNES.COMPTE 12\nEC "apres\n' | TORTUE_ALIGNES_GENERIQUE=1 timeout -k 30 -s INT 0.5 "$TORTUE" 2>&1)
kept=$(printf '%s\n' "$out" \
  | sed -n 's/^ALIGNES.COMPTE 12 : \([0-9]*\) débuts sur [0-9]* sont dans le journal ; le même compte reprendra là$/\1/p')
[ -n "$kept" ] || { echo "FAIL: no line on what the journal keeps: '$out'"; fail=1; }
printf '%s\n' "$out" | grep -q "^ALIGNES.COMPTE 12 : chaque début exploré est noté dans le journal $dir/alignes-12.journal ; après un arrêt, le compte reprendra là\$" \
  || { echo "FAIL: no line on the journal begun: '$out'"; fail=1; }
printf '%s\n' "$out" | tail -2 | tr '\n' ' ' | grep -q '^Arrêt\.\.\. apres $' \
  || { echo "FAIL: the stop and the session going on: '$out'"; fail=1; }

# resumed: as many tasks as kept, then the published count (A000755)
out=$("$TORTUE" -e 'EC ALIGNES.COMPTE 12' 2>&1)
tasks=$(sed -n 's/^tortue alignes.journal 1 n 12 debuts \([0-9]*\) .*/\1/p' "$dir/alignes-12.journal")
same "resumed" "ALIGNES.COMPTE 12 : $kept débuts sur $tasks repris du journal $dir/alignes-12.journal
4348" "$out"

# complete: the classes (A000769) from the journal alone
expect "complete" 0 "ALIGNES.CLASSES 12 : $tasks débuts sur $tasks repris du journal $dir/alignes-12.journal
566" "$TORTUE" -e 'EC ALIGNES.CLASSES 12'

# damaged: set aside under another name, the count starts again and is right
printf 'pas un journal\n' > "$dir/alignes-10.journal"
expect "set aside" 0 "ALIGNES.CLASSES 10 : le journal $dir/alignes-10.journal était abîmé ou d'un autre compteur : mis de côté sous $dir/alignes-10.journal.rejete, le compte repart de zéro
156" "$TORTUE" -e 'EC ALIGNES.CLASSES 10'
same "set aside: the file kept" "pas un journal" "$(cat "$dir/alignes-10.journal.rejete")"

# TORTUE_CACHE=non, and boards below the threshold: no file, nothing said
expect "no cache" 0 "1120" env TORTUE_CACHE=non "$TORTUE" -e 'EC ALIGNES.COMPTE 11'
expect "below the threshold" 0 "380" "$TORTUE" -e 'EC ALIGNES.COMPTE 8'
[ ! -e "$dir/alignes-11.journal" ] && [ ! -e "$dir/alignes-8.journal" ] \
  || { echo "FAIL: a journal was written: $(ls "$dir")"; fail=1; }

# on a terminal, the progress line of a count resumed says how many tasks
# came from the journal
if command -v tmux >/dev/null 2>&1; then
  trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
  T new-session -d -x 150 -y 40 "env HOME='$tmp' TERM=xterm '$TORTUE'"
  wait_for '^? *$' || { echo "FAIL: no prompt"; exit 1; }
  type_line 'EC ALIGNES.COMPTE 13'
  on_screen "progress of a new count" 'ALIGNES.COMPTE : [0-9]* débuts sur [0-9]* explorés, [0-9]* solutions, [0-9]* s'
  T send-keys C-c
  on_screen "Ctrl-C" '^Arrêt\.\.\.$'
  type_line 'EC ALIGNES.COMPTE 13'
  on_screen "progress of a count resumed" \
    'ALIGNES.COMPTE : [0-9]* débuts sur [0-9]* explorés ([1-9][0-9]* repris du journal), [0-9]* solutions, [0-9]* s'
  T send-keys C-c
  wait_count '^Arrêt\.\.\.$' 2 || { echo "FAIL: Ctrl-C did not stop the count resumed"; fail=1; }
fi
exit $fail
