#!/bin/sh
# korf-noeuds.sh -- node counts from a source that is not Tortue. Korf's
# paper (1985) gives, for each of his 100 positions, the nodes IDA* with
# the Manhattan distance generates (tests/donnees/korf-noeuds.txt, with
# its sources). tests/korf-ida, an IDA* of the tests alone, must give them
# on the fast positions (under 3.6 million nodes: about a second); then,
# under IDA.ETOILE.NATIF's conventions (ESTIMATION, NORD SUD EST OUEST,
# the nodes examined), the same search must give Tortue's counts: a
# change in Tortue's search or its estimate changes them.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
fail=0
ida=$(dirname "$TORTUE")/tests/korf-ida
table=${srcdir:-.}/tests/donnees/korf-noeuds.txt
positions=${srcdir:-.}/tests/donnees/korf100.txt
[ -x "$ida" ] || { echo "missing $ida (make check builds it)"; exit 99; }
[ -f "$table" ] && [ -f "$positions" ] || { echo "missing $table or $positions"; exit 99; }

# position ID...: "id t0 .. t15" from Korf's positions
position() {
  for i in "$@"; do
    awk -v i="$i" '$1 == i { $2 = ""; print }' "$positions"
  done
}

fast=$(awk '!/^#/ && $3 < 3600000 { print $1 }' "$table")
[ "$(echo $fast | wc -w)" -eq 16 ] || { echo "FAIL: 16 fast positions expected, got: $fast"; fail=1; }
want=$(for i in $fast; do awk -v i="$i" '$1 == i' "$table"; done)
got=$(position $fast | "$ida" korf)
same "Korf's counts, positions $(echo $fast)" "$want" "$got"

# Tortue's IDA* and the test's under the same conventions: length and
# positions examined, on the positions Tortue solves in under 200,000
few='12 79 55 97 19 94 47 9 74 48 86'
want=$(position $few | "$ida" tortue)
got=$(for i in $few; do
  echo "DONNE \"R IDA.ETOILE.NATIF KORF $i EC (PH $i COMPTE PREMIER :R DERNIER :R)"
done | "$TORTUE" 2>&1)
same "IDA.ETOILE.NATIF's counts, positions $few" "$want" "$got"
# and the lengths are Korf's
want=$(for i in $few; do awk -v i="$i" '$1 == i { print $1, $2 }' "$table"; done)
same "the lengths" "$want" "$(printf '%s\n' "$got" | cut -d' ' -f1,2)"
exit $fail
