#!/usr/bin/env bash
# bench-fenetre.sh -- a spiral of 10,000 segments with the turtle's window
# open (under Xvfb) against the same spiral with --sans-fenetre, alternating
# in one run on one X server so that the ratio is fair.
#
# In each run the window is opened before the clock starts (LC AV 0 BC),
# then the spiral is drawn REPS times, the drawing emptied (VE) between two,
# so that a run lasts long enough for the machine's noise to average out;
# the time is that of one spiral, measured inside Tortue with CHRONO (the
# least and the median of the runs), then the run's CPU time a spiral,
# start-up included. The window draws for at most a quarter of the time
# while a program draws and catches up once it stops: the last figure is
# the process's CPU time for one spiral when the program then waits 2 s
# (ATTENDS 120), time enough for the window to show the whole drawing, so
# that what drawing it costs is counted too.
#
#   bench/bench-fenetre.sh [RUNS] [REPS]     default: 7 runs, 50 spirals a run
#   CALLGRIND=1 bench/bench-fenetre.sh       instructions instead (valgrind)
#
# On a loaded machine the times of a few milliseconds are noise; the
# instructions Tortue executes (callgrind; the X server's are not counted)
# are not: each spiral once, less a run that only opens the window.
#
# Needs xvfb-run and a tortue built with SDL2 (configure says "fenêtre de
# la tortue : oui").
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
median2() { median | awk '{ printf "%.2f\n", $1 }'; }
runs=${1:-7}
reps=${2:-50}
tortue=${TORTUE:-./tortue}
command -v xvfb-run >/dev/null || { echo "xvfb-run is needed (tools/install-deps.sh)"; exit 1; }
grep -q '^#define HAVE_SDL2 1' config.h || { echo "tortue was built without SDL2"; exit 1; }
if [ -z "${BENCH_XVFB:-}" ]; then
  BENCH_XVFB=1 exec xvfb-run -a -s "-screen 0 1024x768x24 -nolisten tcp" "$0" "$@"
fi

# the spirals: square (long segments, much ink), round (short ones), and
# square again as a procedure calling itself, as a class writes it
spirals=(
  carree 'REPETE 10000 [AV COMPTEUR / 40 TD 89]'
  ronde 'REPETE 10000 [AV 2 + COMPTEUR / 500 TD 10]'
  procedure 'SPIRALE 10000 0'
)
cat > "$tmp/spirale.lgo" <<'EOF'
POUR SPIRALE :N :L
SI :N = 0 [STOP]
AV :L TD 89
SPIRALE :N - 1 :L + 0.025
FIN
EOF
least() { sort -n | head -1; }
# refs COMMAND...: the instructions of the command's own process (SDL may
# start a helper: its count is printed first)
refs() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    awk '/refs:/ { n = $4 } END { gsub(",", "", n); print n }'
}
if [ -n "${CALLGRIND:-}" ]; then
  printf '%-10s %16s %16s %8s\n' spiral "none (instr.)" "window (instr.)" ratio
  s0=$(refs "$tortue" --sans-fenetre "$tmp/spirale.lgo" -e 'LC AV 0 BC')
  w0=$(refs "$tortue" "$tmp/spirale.lgo" -e 'LC AV 0 BC')
  for ((k = 0; k < ${#spirals[@]}; k += 2)); do
    s1=$(refs "$tortue" --sans-fenetre "$tmp/spirale.lgo" -e "LC AV 0 BC ${spirals[k + 1]}")
    w1=$(refs "$tortue" "$tmp/spirale.lgo" -e "LC AV 0 BC ${spirals[k + 1]}")
    awk -v n="${spirals[k]}" -v s=$((s1 - s0)) -v w=$((w1 - w0)) \
      'BEGIN { printf "%-10s %16d %16d %8.2f\n", n, s, w, w / s }'
  done
  exit 0
fi
# run MODE PROGRAM: appends one spiral's ms to $tmp/MODE.ms, the run's CPU
# ms a spiral (start-up included) to $tmp/MODE.run, and the CPU seconds of
# a run that draws it once, then waits, to $tmp/MODE.cpu
run() {
  local opt=()
  [ "$1" = sans ] && opt=(--sans-fenetre)
  /usr/bin/time -f "%U %S" -o "$tmp/t" "$tortue" "${opt[@]}" "$tmp/spirale.lgo" \
    -e "LC AV 0 BC DONNE \"T0 CHRONO REPETE $reps [VE $2] EC (CHRONO - :T0) / $reps" >> "$tmp/$1.ms"
  awk -v r="$reps" '{ print ($1 + $2) * 1000 / r }' "$tmp/t" >> "$tmp/$1.run"
  /usr/bin/time -f "%U %S" -o "$tmp/t" "$tortue" "${opt[@]}" "$tmp/spirale.lgo" \
    -e "LC AV 0 BC $2 ATTENDS 120"
  awk '{ print $1 + $2 }' "$tmp/t" >> "$tmp/$1.cpu"
}
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $runs runs of $reps spirals"
printf '%-10s %-5s %10s %10s %14s %20s\n' spiral mode "least ms" "median ms" "CPU ms/spiral" "CPU s (1, then 2 s)"
for ((k = 0; k < ${#spirals[@]}; k += 2)); do
  name=${spirals[k]} prog=${spirals[k + 1]}
  for m in sans avec; do : > "$tmp/$m.ms"; : > "$tmp/$m.run"; : > "$tmp/$m.cpu"; done
  for ((i = 0; i < runs; i++)); do
    run sans "$prog"
    run avec "$prog"
  done
  for m in sans avec; do
    printf '%-10s %-5s %10s %10s %14s %20s\n' "$name" "$m" "$(least < "$tmp/$m.ms")" \
      "$(median2 < "$tmp/$m.ms")" "$(median2 < "$tmp/$m.run")" "$(median2 < "$tmp/$m.cpu")"
  done
  awk -v a="$(median2 < "$tmp/avec.ms")" -v s="$(median2 < "$tmp/sans.ms")" \
    -v la="$(least < "$tmp/avec.ms")" -v ls="$(least < "$tmp/sans.ms")" \
    -v ca="$(median2 < "$tmp/avec.run")" -v cs="$(median2 < "$tmp/sans.run")" \
    'BEGIN { printf "%-10s window / none: %.2f (least), %.2f (median), CPU %.2f\n", "", la / ls, a / s, ca / cs }'
done
