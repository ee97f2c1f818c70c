#!/bin/sh
# regressions.sh -- the inputs the fuzzers found (tests/regressions/): each
# must end by itself, without a crash.
#  - lecteur-barre-ouverte.bin: a | left open made the list reader loop for
#    ever (LISLISTE); now "Il manque une '|'".
#  - compte-sans-arret.lgo: REINES.COMPTE 20 looked at Ctrl-C too rarely;
#    now it stops at once.
#  - vavers-sans-arret.lgo: a loop made with BALISE and VAVERS never looked
#    at Ctrl-C (nor at the fuzzers' step budget); now it stops, and the
#    session goes on (fuzz_eval, 2026-11-23).
#  - reines-solutions-arret.lgo: REINES.SOLUTIONS (and REINES.STATS,
#    REINES.REPRESENTANTS, DEPART.NATIF) looked at Ctrl-C only after 65,536
#    steps without a solution, counted afresh at each solution (queens.c,
#    qn_walk_run): on a board of 14 or fewer that never happens, so Ctrl-C
#    waited for the end of the enumeration (fuzz_gen, 2026-11-23); now the
#    count goes on across solutions.
: "${TORTUE:=./tortue}"
: "${srcdir:=.}"
dir=$srcdir/tests/regressions
fail=0
# the reader: as a program, and as what LISLISTE reads
for mode in program lisliste; do
  if [ $mode = program ]; then
    timeout 20 "$TORTUE" < "$dir/lecteur-barre-ouverte.bin" > /dev/null 2>&1
  else
    timeout 20 "$TORTUE" -e 'REPETE 200 [MONTRE LISLISTE]' < "$dir/lecteur-barre-ouverte.bin" > /dev/null 2>&1
  fi
  status=$?
  [ $status -lt 124 ] || { echo "FAIL lecteur-barre-ouverte ($mode): status $status"; fail=1; }
done
out=$(printf 'MONTRE LISLISTE\na |b c\nEC "apres\n' | timeout 10 "$TORTUE" 2>&1)
[ "$out" = "Il manque une '|'
apres" ] || { echo "FAIL open bar in LISLISTE: $out"; fail=1; }
# Ctrl-C (SIGINT) half a second into REINES.COMPTE 20: stopped within 3 s
start=$(date +%s)
out=$(timeout -s INT 0.5 "$TORTUE" < "$dir/compte-sans-arret.lgo" 2>&1)
end=$(date +%s)
[ "$out" = "Arrêt..." ] || { echo "FAIL compte-sans-arret: '$out'"; fail=1; }
[ $((end - start)) -le 3 ] || { echo "FAIL compte-sans-arret: $((end - start)) s to stop"; fail=1; }
# Ctrl-C half a second into a VAVERS loop: "Arrêt...", then the next line;
# -k: without the fix SIGINT is ignored and only SIGKILL ends it
out=$(timeout -k 3 -s INT 0.5 "$TORTUE" < "$dir/vavers-sans-arret.lgo" 2>&1)
[ "$out" = "Arrêt...
apres" ] || { echo "FAIL vavers-sans-arret: '$out'"; fail=1; }
# Ctrl-C 0.3 s into REINES.SOLUTIONS 14 (about 10 s in all): "Arrêt...",
# then the next line, within 3 s
start=$(date +%s%N)
out=$(timeout -k 30 -s INT 0.3 "$TORTUE" < "$dir/reines-solutions-arret.lgo" 2>&1)
end=$(date +%s%N)
[ "$out" = "Arrêt...
apres" ] || { echo "FAIL reines-solutions-arret: '$out'"; fail=1; }
ms=$(( (end - start) / 1000000 ))
[ $ms -le 3000 ] || { echo "FAIL reines-solutions-arret: stopped after $ms ms, not at once"; fail=1; }
exit $fail
