#!/bin/sh
# taquin.sh -- COMPARE.TAQUIN: its heading, the table of every search in Logo and
# natively (the times vary, the rest is checked exactly).
: "${TORTUE:=./tortue}"
fail=0
out=$("$TORTUE" -e 'GRAINE 2 COMPARE.TAQUIN 2 3 15' 2>&1)
cut=$(printf '%s\n' "$out" | awk 'NR <= 4 { print; next } { print $1, $2, $3, $4 }')
want='Taquin 2 x 3 : une position tirée à 15 mouvements du but, chaque recherche en Logo et en C (natif)
 3 2 5
 4 1 0
recherche     coups  optimal  examinées   Logo ms  natif ms  rapport
PROFONDEUR 129 non 309
LARGEUR 5 oui 19
DEUX.BOUTS 5 oui 10
HEURISTIQUE 5 oui 6
A.ETOILE 5 oui 6
IDA.ETOILE 5 oui 6
IDA.MOTIFS 5 oui 6'
[ "$cut" = "$want" ] || { printf 'FAIL COMPARE.TAQUIN:\n%s\n' "$out"; fail=1; }
printf '%s\n' "$out" | grep -q 'différent' && { echo "FAIL: Logo and native differ"; fail=1; }
exit $fail
