#!/usr/bin/env bash
# bench-tortue.sh -- the turtle's speed: 100,000 segments drawn (a clothoid,
# a pen run that winds over itself) then written as a PNG, and the same
# without the file, with no window (--sans-fenetre). Target: under 1 s.
# Prints the median wall time and the median CPU time (user + system) of
# RUNS runs: on a shared machine the CPU time is the steadier figure.
#
#   bench/bench-tortue.sh [RUNS]     default: 5 runs
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-5}
tortue=${TORTUE:-./tortue}
draw='REPETE 100000 [AV 5 TD 0.01 * COMPTEUR]'
measure() {   # name, then the tortue arguments
  local name=$1
  shift
  : > "$tmp/wall"; : > "$tmp/cpu"
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f "%e %U %S" -o "$tmp/t" "$tortue" --sans-fenetre "$@" > /dev/null
    read -r e u s < "$tmp/t"
    echo "$e" >> "$tmp/wall"
    echo "$u $s" | awk '{ print $1 + $2 }' >> "$tmp/cpu"
  done
  printf '%-34s %5s %12s %12s\n' "$name" "$runs" "$(median < "$tmp/wall")" "$(median < "$tmp/cpu")"
}
printf '%-34s %5s %12s %12s\n' case runs "median s" "median CPU s"
measure "100,000 segments" -e "$draw"
measure "100,000 segments, then PNG" -e "$draw" -e "SAUVEDESSIN \"$tmp/d.png"
measure "100,000 segments, then SVG" -e "$draw" -e "SAUVEDESSIN \"$tmp/d.svg"
measure "100,000 segments, then PDF" -e "$draw" -e "SAUVEDESSIN \"$tmp/d.pdf"
ls -l "$tmp"/d.* | awk '{ print $5, $NF }' | sed "s|$tmp/||"
