#!/bin/sh
# reines-natif.sh -- the native twin of Dupont's listing examines the same
# positions: for N = 2..10, DEPART.NATIF types exactly what DEPART types;
# REINES.SOLUTIONS gives DEPART's solutions in DEPART's order; the D, G
# and H counts of REINES.STATS are the letters of DEPART's trace.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/natif.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
for n in 2 3 4 5 6 7 8 9 10; do
  "$TORTUE" -e "DEPART $n" > "$tmp/logo" 2>&1
  "$TORTUE" -e "DEPART.NATIF $n" > "$tmp/natif" 2>&1
  cmp -s "$tmp/logo" "$tmp/natif" || { echo "DEPART.NATIF $n differs from DEPART $n"; fail=1; }
  sed -n 's/^\([1-9][0-9]*\( [1-9][0-9]*\)*\)  .*$/\1/p' "$tmp/logo" > "$tmp/sol.logo"
  "$TORTUE" -e "REPETE COMPTE REINES.SOLUTIONS $n [EC ITEM COMPTEUR REINES.SOLUTIONS $n]" \
    > "$tmp/sol.natif" 2>&1
  cmp -s "$tmp/sol.logo" "$tmp/sol.natif" || { echo "REINES.SOLUTIONS $n differs"; fail=1; }
  trace=$(sed -e '1s/^reines\.  //' -e 's/^[0-9 ]*  //' -e '$d' "$tmp/logo" | tr -d '\n')
  d=$(printf '%s' "$trace" | tr -cd D | wc -c)
  g=$(printf '%s' "$trace" | tr -cd G | wc -c)
  h=$(printf '%s' "$trace" | tr -cd H | wc -c)
  s=$(grep -c . "$tmp/sol.logo")
  got=$("$TORTUE" -e "EC (LISTE ITEM 1 REINES.STATS $n ITEM 2 REINES.STATS $n ITEM 3 REINES.STATS $n ITEM 4 REINES.STATS $n)")
  [ "$got" = "$s $d $g $h" ] || { echo "REINES.STATS $n: $got, DEPART: $s $d $g $h"; fail=1; }
  # every position DECIDER examined is a D or an H decision
  tot=$("$TORTUE" -e "EC .SOMME.LISTE ITEM 5 REINES.STATS $n")
  [ "$tot" = "$((d + h))" ] || { echo "REINES.STATS $n: $tot positions, D + H = $((d + h))"; fail=1; }
done
# COMPARE.REINES: the same counts on both sides, and identical traces
out=$("$TORTUE" -e "COMPARE.REINES 6")
printf '%s\n' "$out" | grep -q '^solutions  *4  *4$' || { echo "COMPARE.REINES: solutions line"; fail=1; }
printf '%s\n' "$out" | grep -q '^Traces identiques' || { echo "COMPARE.REINES: traces"; fail=1; }
printf '%s\n' "$out" | grep -q '^Le natif est [0-9][0-9]* fois plus rapide\.$' \
  || { echo "COMPARE.REINES: ratio line"; printf '%s\n' "$out"; fail=1; }
# ANIME.REINES: one picture per decision, plus the first queen
frames=$("$TORTUE" -e 'DONNE "ECHIQUIER.ASCII "VRAI (ANIME.REINES 4 0)' | grep -c -E '^(La première|D :|H :|G :)')
[ "$frames" = 71 ] || { echo "ANIME.REINES 4: $frames pictures, expected 1 + 14 + 14 + 42"; fail=1; }
exit $fail
