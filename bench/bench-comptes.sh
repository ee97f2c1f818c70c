#!/usr/bin/env bash
# bench-comptes.sh -- time REINES.COMPTE N (bitmasks, symmetry, all cores)
# beside the textbook baseline (bench/plain-queens.c: bitmasks and mirror
# symmetry only, one core), alternating in one run so the ratio is fair.
#
#   bench/bench-comptes.sh [RUNS] [N...]     default: 3 runs of N = 16, 1 of 17 and 18
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-3}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(16 17 18)
cc -O2 -o "$tmp/plain" bench/plain-queens.c
tortue=${TORTUE:-./tortue}
measure() { /usr/bin/time -f "%e" -o "$tmp/t" "$@" > "$tmp/out"; cat "$tmp/t"; }
printf '%-4s %-22s %5s %10s %14s\n' N program runs "median s" "Q(N)"
for n in "${sizes[@]}"; do
  k=$runs
  [ "$n" -ge 17 ] && k=1
  : > "$tmp/a"; : > "$tmp/b"
  for ((i = 0; i < k; i++)); do
    measure "$tortue" -e "EC REINES.COMPTE $n" >> "$tmp/a"; qa=$(cat "$tmp/out")
    if [ "$n" -le "${PLAIN_MAX:-17}" ]; then measure "$tmp/plain" "$n" >> "$tmp/b"; qb=$(cat "$tmp/out"); fi
  done
  ta=$(median < "$tmp/a")
  printf '%-4s %-22s %5s %10s %14s\n' "$n" "REINES.COMPTE" "$k" "$ta" "$qa"
  if [ -s "$tmp/b" ]; then
    tb=$(median < "$tmp/b")
    printf '%-4s %-22s %5s %10s %14s   ratio: %s\n' "$n" "plain (1 core)" "$k" "$tb" "$qb" \
      "$(awk -v a="$tb" -v b="$ta" 'BEGIN { printf "%.1f", a / b }')"
  fi
done
