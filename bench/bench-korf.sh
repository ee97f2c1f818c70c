#!/usr/bin/env bash
# bench-korf.sh -- time the whole command `tortue -e 'RESOUS.KORF 1 100'`:
# with the databases' cache warm (read from the file), without the cache
# (TORTUE_CACHE=non: built in the session, on both cores), and, if OLD
# names another tortue (say an older commit's), that one too both ways
# (reading the same cache file, then building), in turn in each round so
# that the machine's load weighs on all alike. Prints each
# run's wall time, its processor time (user + system, all threads) and its
# search / database lines, then the medians.
#
#   OLD=/path/to/old/tortue bench/bench-korf.sh [RUNS]     default: 5 runs
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-5}
tortue=${TORTUE:-./tortue}
export XDG_CACHE_HOME=$tmp/cache
"$tortue" -e 'RESOUS.KORF 1 1' > /dev/null      # fills the cache
one() {   # name=NAME one COMMAND...: a run, its wall time added to $tmp/t.NAME
  /usr/bin/time -f "%e %U %S" -o "$tmp/t" "$@" > "$tmp/out"
  grep -q "100 solutions optimales sur 100" "$tmp/out" || { echo "$name: wrong answer"; cat "$tmp/out"; exit 1; }
  read -r wall user sys < "$tmp/t"
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
  printf '%-6s wall %6s s, cpu %6s s: %s\n' "$name" "$wall" "$cpu" "$(tail -1 "$tmp/out" | sed 's/.*examinées en //')"
  echo "$wall" >> "$tmp/t.$name"
  echo "$cpu" >> "$tmp/c.$name"
}
for ((i = 0; i < runs; i++)); do
  name=cache one "$tortue" -e 'RESOUS.KORF 1 100'
  name=build one env TORTUE_CACHE=non "$tortue" -e 'RESOUS.KORF 1 100'
  if [ -n "${OLD:-}" ]; then
    name=old one "$OLD" -e 'RESOUS.KORF 1 100'
    name=oldbld one env TORTUE_CACHE=non "$OLD" -e 'RESOUS.KORF 1 100'
  fi
done
for name in cache build old oldbld; do
  if [ -s "$tmp/t.$name" ]; then
    echo "median $name: wall $(median < "$tmp/t.$name") s, cpu $(median < "$tmp/c.$name") s ($(wc -l < "$tmp/t.$name") runs)"
  fi
done
