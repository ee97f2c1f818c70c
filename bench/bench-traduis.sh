#!/usr/bin/env bash
# bench-traduis.sh -- TRADUIS and LANGUE on programs of N procedures: the
# median wall and processor times (user + system) of RUNS runs of
#   run       tortue prog.lgo                     (reads and defines them)
#   traduis   tortue --traduis=en prog.lgo        (translates to English)
#   ramene    tortue -e 'RAMENE "prog.lgo'        (the next one's first part)
#   langue    tortue -e 'RAMENE "prog.lgo LANGUE "en LANGUAGE "fr'
# Each program has N procedures of three lines calling one another, and a
# few whose names clash with English primitives (LIST, LIST_, PRINT...),
# renamed both ways. Linear: the times grow as N does.
#
#   bench/bench-traduis.sh [RUNS] [N...]   default: 3 runs of N = 10000 20000 50000 100000
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-3}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 20000 50000 100000)
tortue=${TORTUE:-./tortue}
program() {  # program N: the program of N procedures on standard output
  awk -v n="$1" 'BEGIN {
    split("LIST LIST_ PRINT PRINT_ FD FD_ SUM", clash, " ")
    for (i = 1; i <= 7; i++)
      printf "POUR %s :x\n  RETOURNE :x + %d\nFIN\n", clash[i], i
    for (i = 0; i < n; i++) {
      printf "POUR P%d :x\n  SI :x > 0 [EC SOMME :x LIST 1]\n", i
      printf "  RETOURNE P%d :x - 1\nFIN\n", (i * 7) % n
    }
    print "EC LIST_ PRINT 1"
  }'
}
measure() {  # the wall and the processor time of a command, its output dropped
  /usr/bin/time -f "%e %U %S" -o "$tmp/t" "$@" > /dev/null 2> "$tmp/err"
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$tmp/t"
}
printf '%-7s %-8s %5s %12s %12s\n' N what runs "median s" "median cpu"
for n in "${sizes[@]}"; do
  program "$n" > "$tmp/prog.lgo"
  for what in run traduis ramene langue; do
    : > "$tmp/w"; : > "$tmp/c"
    for ((i = 0; i < runs; i++)); do
      case $what in
        run) m=$(measure "$tortue" "$tmp/prog.lgo") ;;
        traduis) m=$(measure "$tortue" --traduis=en "$tmp/prog.lgo") ;;
        ramene) m=$(measure "$tortue" -e "RAMENE \"$tmp/prog.lgo") ;;
        langue) m=$(measure "$tortue" -e "RAMENE \"$tmp/prog.lgo LANGUE \"en LANGUAGE \"fr") ;;
      esac
      echo "${m% *}" >> "$tmp/w"
      echo "${m#* }" >> "$tmp/c"
    done
    printf '%-7s %-8s %5s %12s %12s\n' "$n" "$what" "$runs" "$(median < "$tmp/w")" "$(median < "$tmp/c")"
  done
done
