#!/usr/bin/env bash
# bench-proprietes.sh -- time DONNEPROPRIETE of N properties on one name
# (then one RENDSPROPRIETE, and EFFACEPROPRIETE of every one), and
# EFFACETOUT after defining N procedures; with OLD=path/to/an/older/tortue,
# the same commands with it, alternating in one run so the ratio is fair.
#
#   OLD=/tmp/old/tortue bench/bench-proprietes.sh [RUNS] [N...]
#                                   default: 5 runs of N = 5000 20000 100000
# The old build's time at the next N is foretold from the last one as if
# quadratic: above OLD_MAX seconds (default 120) it is not timed, above 20
# seconds it is timed once only (ratios at those N are of one old run).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-5}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(5000 20000 100000)
tortue=${TORTUE:-./tortue}
old=${OLD:-}
old_max=${OLD_MAX:-120}
measure() { /usr/bin/time -f "%e" -o "$tmp/t" "$@" > "$tmp/out"; cat "$tmp/t"; }
dprop() { echo "REPETE $1 [DPROP \"n COMPTEUR COMPTEUR] EC RPROP \"n $1 EC COMPTE LPROP \"n"; }
eprop() { echo "REPETE $1 [DPROP \"n COMPTEUR COMPTEUR] REPETE $1 [EPROP \"n COMPTEUR] EC COMPTE LPROP \"n"; }
erall() { echo "REPETE $1 [DEFINIS MOT \"p COMPTEUR [[] [EC 1]]] EFFACETOUT EC COMPTE PROCEDURES"; }
printf '%-8s %-10s %-8s %5s %10s %12s\n' N what program runs "median s" output
# the old build's foreseen seconds at n, from its last time tb at n0
foresee() { awk -v t="$tb" -v a="$n0" -v b="$1" 'BEGIN { printf "%.1f", t * (b / a) * (b / a) }'; }
for what in dprop eprop erall; do
  tb=0 n0=1
  for n in "${sizes[@]}"; do
    prog=$($what "$n")
    old_runs=0
    if [ -n "$old" ]; then
      f=$(foresee "$n")
      old_runs=$(awk -v f="$f" -v m="$old_max" -v r="$runs" 'BEGIN { print (f > m ? 0 : (f > 20 ? 1 : r)) }')
      [ "$old_runs" = 0 ] && echo "($what $n: old build not timed, about $f s foreseen)"
    fi
    : > "$tmp/a"; : > "$tmp/b"
    for ((i = 0; i < runs; i++)); do
      measure "$tortue" -e "$prog" >> "$tmp/a"; out=$(tr '\n' ' ' < "$tmp/out")
      if [ "$i" -lt "$old_runs" ]; then measure "$old" -e "$prog" >> "$tmp/b"; fi
    done
    ta=$(median < "$tmp/a")
    printf '%-8s %-10s %-8s %5s %10s %12s\n' "$n" "$what" new "$runs" "$ta" "$out"
    if [ -s "$tmp/b" ]; then
      tb=$(median < "$tmp/b") n0=$n
      printf '%-8s %-10s %-8s %5s %10s %12s   ratio: %s\n' "$n" "$what" old "$old_runs" "$tb" \
        "$(tr '\n' ' ' < "$tmp/out")" "$(awk -v a="$tb" -v b="$ta" 'BEGIN { printf "%.1f", a / (b > 0.005 ? b : 0.005) }')"
    elif [ -n "$old" ]; then
      tb=1000000 n0=1      # not timed: neither at larger N
    fi
  done
done
