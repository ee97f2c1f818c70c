#!/bin/sh
# korf-table.sh -- lib-logo's table of Korf's 100 positions (korf.lgo:
# KORF and KORF.OPTIMAL) is the published one, every entry: the positions
# and the lengths of their shortest solutions, against
# tests/donnees/korf100.txt, a copy of the public benchmark file (its
# header says where it comes from; bench/korf100.txt must be the same
# file). KORF refuses what is not a number from 1 to 100.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
fail=0
data=${srcdir:-.}/tests/donnees/korf100.txt
[ -f "$data" ] || { echo "missing $data"; exit 99; }
want=$(grep -v '^#' "$data")
[ "$(printf '%s\n' "$want" | wc -l)" -eq 100 ] || { echo "FAIL: $data does not hold 100 positions"; fail=1; }
# one line a position: number, length, the 16 cells row after row
got=$("$TORTUE" -e 'REPETE 100 [EC (PH COMPTEUR KORF.OPTIMAL COMPTEUR KORF COMPTEUR)]' 2>&1 |
  sed 's/[][]//g')
same "the 100 positions and their lengths" "$want" "$got"
cmp -s "$data" "${srcdir:-.}/bench/korf100.txt" || { echo "FAIL: bench/korf100.txt differs from $data"; fail=1; }
expect "KORF 0" 70 "KORF : il faut un numéro de position de Korf de 1 à 100, pas 0" "$TORTUE" -e 'MONTRE KORF 0'
expect "KORF 101" 70 "KORF.OPTIMAL : il faut un numéro de position de Korf de 1 à 100, pas 101" "$TORTUE" -e 'MONTRE KORF.OPTIMAL 101'
exit $fail
