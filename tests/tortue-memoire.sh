#!/bin/sh
# tortue-memoire.sh -- the drawing in bounded memory: past its last items
# (draw.h: DRAW_KEEP_PTS points, DRAW_KEEP_ITEMS items) the older ones are
# merged into an image layer, so that a program drawing without end under
# a small --memoire never meets "Mémoire pleine", whether it draws one long
# pen run or one item a segment; the session goes on, drawing and
# computing (check_turtle checks that VE gives the drawing's memory back).
# Without Cairo (no layer can be drawn) the drawing still meets the limit,
# and the session goes on.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
fail=0
expect "a million segments of one pen run in 32 MB" 0 "fini
0 10
100000" "$TORTUE" --sans-fenetre --memoire=32 -e 'REPETE 1000000 [AV 1 TD 1] EC "fini' \
  -e 'VE AV 10 EC POS' -e 'DONNE "L [] REPETE 100000 [DONNE "L MP COMPTEUR :L] MONTRE COMPTE :L'
expect "a hundred thousand items (a colour a segment) in 32 MB" 0 "fini
100000" "$TORTUE" --sans-fenetre --memoire=32 \
  -e 'REPETE 100000 [FCC HASARD 16 AV 5 TD HASARD 360] EC "fini' \
  -e 'DONNE "L [] REPETE 100000 [DONNE "L MP COMPTEUR :L] MONTRE COMPTE :L'
expect "without Cairo the drawing meets the memory limit, the session goes on" 70 "Mémoire pleine
0 10
100000" env TORTUE_CAIRO="${TMPDIR:-/tmp}/absente/libcairo.so.2" "$TORTUE" --sans-fenetre \
  --memoire=32 -e 'REPETE 10000000 [AV 1 TD 1]' \
  -e 'VE AV 10 EC POS' -e 'DONNE "L [] REPETE 100000 [DONNE "L MP COMPTEUR :L] MONTRE COMPTE :L'
exit $fail
