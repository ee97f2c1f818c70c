#!/bin/sh
# tortue-memoire.sh -- the drawing counts against the memory limit: a
# program drawing without end meets "Mémoire pleine", and the session goes
# on, drawing and computing (check_turtle checks that VE gives the
# drawing's memory back).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
fail=0
expect "the drawing meets the memory limit, the session goes on" 70 "Mémoire pleine
0 10
100000" "$TORTUE" --sans-fenetre --memoire=32 -e 'REPETE 10000000 [AV 1 TD 1]' \
  -e 'VE AV 10 EC POS' -e 'DONNE "L [] REPETE 100000 [DONNE "L MP COMPTEUR :L] MONTRE COMPTE :L'
exit $fail
