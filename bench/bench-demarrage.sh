#!/usr/bin/env bash
# bench-demarrage.sh -- Tortue's start-up: `tortue -e ''` (nothing to run:
# the libraries loaded, the primitives registered, lib-logo read and
# defined), the median and the least of the wall times of RUNS runs, then
# the same with an empty lib-logo (TORTUE_LIB naming an empty directory),
# which tells lib-logo's share. Each run alternates the commands, so that
# all are measured under the same load; a time is that of the whole
# command, started from bash (its fork and exec included), in milliseconds.
#
#   bench/bench-demarrage.sh [RUNS]                   default: 30 runs
#   UCBLOGO=/path/to/ucblogo bench/bench-demarrage.sh   beside UCBLogo (a file of `bye`)
#   BEFORE=/path/to/old/tortue bench/bench-demarrage.sh another build beside this one
#   CALLGRIND=1 bench/bench-demarrage.sh              instructions instead (valgrind)
#
# On a loaded machine, compare the figures of one run only; the
# instructions (callgrind) do not depend on the load, but page faults,
# which start-up is much made of, are not counted in them.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-30}
tortue=${TORTUE:-./tortue}
mkdir -p "$tmp/vide"
printf 'bye\n' > "$tmp/bye.lg"

# the commands, by name: variables to set (NAME=value) then the command
names=(tortue tortue-sans-lib)
cmd_tortue=("$tortue" -e '')
cmd_tortue_sans_lib=(TORTUE_LIB="$tmp/vide" "$tortue" -e '')
if [ -n "${BEFORE:-}" ]; then
  names+=(avant)
  cmd_avant=("$BEFORE" -e '')
fi
if [ -n "${UCBLOGO:-}" ]; then
  names+=(ucblogo)
  cmd_ucblogo=(TERM=dumb "$UCBLOGO" "$tmp/bye.lg")
fi
# run NAME [PREFIX...]: the command of that name, after PREFIX if given;
# its variables exported for it alone (local -x: no extra process)
run() {
  local -n cmd="cmd_${1//-/_}"
  local i=0
  while [[ ${cmd[i]} == [A-Z_]*=* ]]; do
    local -x "${cmd[i]}"
    i=$((i + 1))
  done
  "${@:2}" "${cmd[@]:i}"
}

if [ -n "${CALLGRIND:-}" ]; then
  for n in "${names[@]}"; do
    ir=$(run "$n" valgrind --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null \
           2>&1 < /dev/null > /dev/null | sed -n 's/.*refs: *//p' | tail -1)
    printf '%-16s %s instructions\n' "$n" "$ir"
  done
  exit 0
fi

for ((i = 0; i < runs; i++)); do
  for n in "${names[@]}"; do
    start=$EPOCHREALTIME
    run "$n" < /dev/null > /dev/null
    end=$EPOCHREALTIME
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", (e - s) * 1000 }' >> "$tmp/$n"
  done
done
printf '%-16s %6s %10s %10s\n' command runs "median ms" "least ms"
for n in "${names[@]}"; do
  printf '%-16s %6s %10s %10s\n' "$n" "$runs" "$(median < "$tmp/$n")" "$(sort -n "$tmp/$n" | head -1)"
done
