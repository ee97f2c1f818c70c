#!/bin/sh
# alignes-natif.sh -- COMPARE.ALIGNES: the Logo backtrack and its native
# twin find the same solutions in the same order and examine as many
# pairs; the table has its lines; ALIGNES.COMPTE's progress line goes to
# a terminal only, so nothing of it reaches a pipe.
: "${TORTUE:=./tortue}"
fail=0
out=$("$TORTUE" -e "COMPARE.ALIGNES 5" 2>&1)
printf '%s\n' "$out" | grep -q '^Pas trois points en ligne, N = 5$' || { echo "COMPARE.ALIGNES: title"; fail=1; }
printf '%s\n' "$out" | grep -q '^solutions  *32  *32$' || { echo "COMPARE.ALIGNES: solutions line"; fail=1; }
printf '%s\n' "$out" | grep -q '^paires examinées  *7470  *7470$' || { echo "COMPARE.ALIGNES: pairs line"; fail=1; }
printf '%s\n' "$out" | grep -q '^Mêmes solutions dans le même ordre, mêmes paires examinées\.$' \
  || { echo "COMPARE.ALIGNES: verdict"; fail=1; }
printf '%s\n' "$out" | grep -q '^Le natif est [0-9][0-9]* fois plus rapide\.$' \
  || { echo "COMPARE.ALIGNES: ratio line"; fail=1; }
[ "$fail" = 0 ] || printf '%s\n' "$out"
err=$("$TORTUE" -e "EC ALIGNES.COMPTE 9" 2>&1 >/dev/null)
[ -z "$err" ] || { echo "ALIGNES.COMPTE wrote on a pipe: $err"; fail=1; }
exit $fail
