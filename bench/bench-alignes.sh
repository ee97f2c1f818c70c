#!/usr/bin/env bash
# bench-alignes.sh -- time ALIGNES.COMPTE N and ALIGNES.CLASSES N (no three
# in line: the counter, every core) and report the median wall time, the
# processor time and the counts, to set beside OEIS A000755 and A000769.
#
#   bench/bench-alignes.sh [RUNS] [N...]     default: 3 runs of N = 10 to 12, 1 of 13
#
# Each run is one session: EC ALIGNES.COMPTE N. The classes come from the
# same search; ALIGNES.CLASSES is run once more, outside the timing, to
# print them, up to N = 12 only (beyond, it would double a long run).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-3}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10 11 12 13)
tortue=${TORTUE:-./tortue}
# no journal: from N = 13 on, a second run would answer from the first's
export TORTUE_CACHE=non
measure() { /usr/bin/time -f "%e %U" -o "$tmp/t" "$@" > "$tmp/out"; cat "$tmp/t"; }
printf '%-4s %5s %12s %12s %10s %8s\n' N runs "median s" "median cpu" total classes
for n in "${sizes[@]}"; do
  k=$runs
  [ "$n" -ge 13 ] && k=1
  : > "$tmp/a"
  for ((i = 0; i < k; i++)); do
    measure "$tortue" -e "EC ALIGNES.COMPTE $n" >> "$tmp/a"
    total=$(cat "$tmp/out")
  done
  wall=$(cut -d' ' -f1 < "$tmp/a" | median)
  cpu=$(cut -d' ' -f2 < "$tmp/a" | median)
  classes=-
  [ "$n" -le 12 ] && classes=$("$tortue" -e "EC ALIGNES.CLASSES $n")
  printf '%-4s %5s %12s %12s %10s %8s\n' "$n" "$k" "$wall" "$cpu" "$total" "$classes"
done
