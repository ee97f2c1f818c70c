#!/bin/sh
# limites-table.sh -- every arithmetic primitive on every pair of values at
# the limits (64-bit integers, reals near 2^63, 2^53 + 1, the largest and
# smallest reals): Tortue answers each line with a number or a French
# error, never prints inf or nan, and, in a --enable-sanitizers build,
# UBSan finds no overflow (it aborts the run on the first one).
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/limites-table.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
values="-9223372036854775808 -9223372036854775807 -1 0 1 2 9223372036854775806
9223372036854775807 9223372036854775808 9007199254740993 1e308 -1e308 4.9e-324
9.223372036854775807e18 -9.223372036854775808e18 0.5 -0.5"
unary="MOINS ABS TRONQUE ARRONDI RACINE EXP LN LOG10 SIN COS ARCTAN HASARD
ENTIER? NOMBRE? COMPTE CARACTERE -"
infix="+ - * / < > = <= >="
prefix="RESTE MODULO PUISSANCE QUOTIENT SOMME DIFFERENCE PRODUIT INF? SUP?
INFEGAL? SUPEGAL? EGAL? ARCTAN HASARD"
for a in $values; do
  for op in $unary; do echo "EC $op $a"; done
  echo "GRAINE $a"
  for b in $values; do
    for op in $infix; do echo "EC $a $op $b"; done
    for op in $prefix; do echo "EC ($op $a $b)"; done
    echo "REPETEPOUR [I $a $b $a] [SI COMPTEUR > 3 [STOPTOUT] EC :I]"
    echo "DONNE \"T (TABLEAU 2 $a) MONTRE ITEM $b :T"
  done
done > "$tmp/table.lgo"
echo 'EC "fini' >> "$tmp/table.lgo"
"$TORTUE" < "$tmp/table.lgo" > "$tmp/out" 2> "$tmp/err"
status=$?
fail=0
[ $status -lt 128 ] || { echo "FAIL: killed by signal $((status - 128))"; fail=1; }
grep -q 'runtime error' "$tmp/err" && { grep 'runtime error' "$tmp/err" | head -5; fail=1; }
[ "$(tail -n 1 "$tmp/out")" = fini ] || { echo "FAIL: the table did not run to its end"; tail -n 3 "$tmp/err"; fail=1; }
if grep -qiw -e inf -e nan "$tmp/out"; then
  echo "FAIL: inf or nan printed:"; grep -iw -e inf -e nan "$tmp/out" | head -5; fail=1
fi
grep -q 'Erreur interne' "$tmp/err" && { echo "FAIL: an internal error reached the user"; fail=1; }
exit $fail
