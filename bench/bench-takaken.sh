#!/usr/bin/env bash
# bench-takaken.sh -- REINES.COMPTE N against Takaken's 2003 symmetry
# program on one core (taskset -c 0), and, if MT names a multithreaded
# counter, against it on every core; each round runs the programs in turn
# so that the machine's load weighs on all alike, and the ratio is taken
# round by round. Neither program is part of Tortue: build them outside
# the project and name them by TAKAKEN (run as "$TAKAKEN N", e.g. the
# recursive ver3.1 with a main that takes N) and MT (run as "$MT N").
#
#   TAKAKEN=/tmp/takaken MT=/tmp/mt.sh bench/bench-takaken.sh [RUNS] [N...]
#   default: 5 runs of N = 16, 3 of 17
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-5}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(16 17)
: "${TAKAKEN:?TAKAKEN must name the program of Takaken, built outside the project}"
tortue=${TORTUE:-./tortue}
secs() { /usr/bin/time -f "%e" -o "$tmp/t" "$@" > /dev/null; cat "$tmp/t"; }
for n in "${sizes[@]}"; do
  k=$runs
  [ "$n" -ge 17 ] && k=$(( runs < 3 ? runs : 3 ))
  : > "$tmp/r1"; : > "$tmp/r2"; : > "$tmp/a"; : > "$tmp/b"; : > "$tmp/c"; : > "$tmp/d"
  for ((i = 0; i < k; i++)); do
    a=$(secs taskset -c 0 "$tortue" -e "EC REINES.COMPTE $n")
    b=$(secs taskset -c 0 $TAKAKEN "$n")
    echo "$a" >> "$tmp/a"; echo "$b" >> "$tmp/b"
    awk -v a="$a" -v b="$b" 'BEGIN { print b / a }' >> "$tmp/r1"
    if [ -n "${MT:-}" ]; then
      c=$(secs "$tortue" -e "EC REINES.COMPTE $n")
      d=$(secs $MT "$n")
      echo "$c" >> "$tmp/c"; echo "$d" >> "$tmp/d"
      awk -v c="$c" -v d="$d" 'BEGIN { print d / c }' >> "$tmp/r2"
    fi
    line="N=$n round $((i + 1)): 1 core: REINES.COMPTE $a s, Takaken $b s"
    [ -z "${MT:-}" ] || line="$line; all cores: REINES.COMPTE $c s, MT $d s"
    echo "$line"
  done
  ma=$(median < "$tmp/a"); mb=$(median < "$tmp/b"); mr=$(median < "$tmp/r1")
  lo=$(sort -n "$tmp/r1" | head -1); hi=$(sort -n "$tmp/r1" | tail -1)
  echo "N=$n 1 core, $k runs: REINES.COMPTE median $ma s, Takaken $mb s; ratio Takaken / REINES.COMPTE median $mr, min $lo, max $hi"
  if [ -n "${MT:-}" ]; then
    mc=$(median < "$tmp/c"); md=$(median < "$tmp/d"); mr=$(median < "$tmp/r2")
    echo "N=$n all cores, $k runs: REINES.COMPTE median $mc s, MT $md s; ratio MT / REINES.COMPTE median $mr"
  fi
done
