#!/usr/bin/env bash
# bench-reines.sh -- time Dupont's DEPART N (output to /dev/null) and report
# the median wall time and the peak resident memory over several runs.
#
#   bench/bench-reines.sh [RUNS] [N...]        default: 5 runs of N = 10, 1 of N = 12
#
# With UCBLOGO=/path/to/ucblogo in the environment, the same program (the
# listing translated to UCBLogo's English primitives, below) runs on UCBLogo
# in the same loop, alternating with Tortue, so the ratio is measured under
# the same machine load. Set UCB_N12=1 to include DEPART 12 on UCBLogo too
# (it takes minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-5}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10 12)
tortue=${TORTUE:-./tortue}

# Dupont's listing in UCBLogo's vocabulary (IF with two lists is IFELSE there).
cat > "$tmp/reines.lg" <<'LOGO'
to depart :n
ct type se "reines. "\ 
make "cpt 0
make "p []
make "s []
repeat ( :n - 1 ) [make "s lput 0 :s]
make "c 1
d
end
to g
type "G
make "s fput :c :s
make "c last :p
make "p butlast :p
monter
end
to d
type "D
make "p lput :c :p
make "s butfirst :s
make "c 1
decider :c :p 1
end
to decider :c :ll :x
ifelse emptyp :ll [ifelse emptyp :s [print [] type se se :p :c "\  make "cpt ( :cpt + 1 ) g] [d] ] [ifelse memberp difference :c last :ll se se 0 :x product :x -1 [monter] [decider :c butlast :ll ( :x + 1 )]]
end
to monter
ifelse equalp :c :n [ifelse emptyp :p [print [] type :cpt print "\ solutions. stop] [g]] [type "H make "c ( :c + 1 ) decider :c :p 1]
end
LOGO

# measure CMD...: prints "seconds kilobytes" for one run
measure() {
  /usr/bin/time -f "%e %M" -o "$tmp/t" "$@" > /dev/null < /dev/null
  cat "$tmp/t"
}

printf '%-8s %-10s %5s %12s %12s\n' "N" "logo" "runs" "median s" "max RSS KB"
for n in "${sizes[@]}"; do
  k=$runs
  [ "$n" -ge 12 ] && k=1
  : > "$tmp/tortue.$n"
  : > "$tmp/ucb.$n"
  for ((i = 0; i < k; i++)); do
    measure "$tortue" -e "DEPART $n" >> "$tmp/tortue.$n"
    if [ -n "${UCBLOGO:-}" ] && { [ "$n" -lt 12 ] || [ -n "${UCB_N12:-}" ]; }; then
      printf 'load "%s\ndepart %s\nbye\n' "$tmp/reines.lg" "$n" > "$tmp/d.lg"
      TERM=dumb measure "$UCBLOGO" "$tmp/d.lg" >> "$tmp/ucb.$n"
    fi
  done
  t=$(cut -d' ' -f1 "$tmp/tortue.$n" | median)
  m=$(cut -d' ' -f2 "$tmp/tortue.$n" | sort -n | tail -1)
  printf '%-8s %-10s %5s %12s %12s\n' "$n" tortue "$k" "$t" "$m"
  if [ -s "$tmp/ucb.$n" ]; then
    u=$(cut -d' ' -f1 "$tmp/ucb.$n" | median)
    um=$(cut -d' ' -f2 "$tmp/ucb.$n" | sort -n | tail -1)
    printf '%-8s %-10s %5s %12s %12s   ratio ucblogo/tortue: %s\n' "$n" ucblogo "$k" "$u" "$um" \
      "$(awk -v a="$u" -v b="$t" 'BEGIN { printf "%.1f", a / b }')"
  fi
done
