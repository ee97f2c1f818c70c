#!/usr/bin/env bash
# bench-tortues.sh -- 100 turtles moving at once: each frame, DEMANDE
# TORTUES [AV 2 TD 3] moves every turtle one step (its pen down: each
# draws its own circle). Prints frames a second (a frame: the 100 turtles
# each moved once) and turtle steps a second, measured inside Tortue with
# CHRONO, median of RUNS runs, in four cases:
#   fichier     --sans-fenetre (the drawing kept for the files);
#   fenetre     the window open (under Xvfb), updated as the program runs
#               (it shows a new picture at most every 16 ms: 60 a second);
#   animation   the window open, ANIMATION, RAFRAICHIS after each frame
#               (XLogo's way: no half-drawn frame is ever shown);
#   une tortue  for comparison: one turtle, 100 steps a frame, no window.
# Then the time SAUVEDESSIN takes to write the drawing with its 100 turtles
# on top as a PNG and as an SVG (milliseconds, median of the runs).
#
#   bench/bench-tortues.sh [RUNS] [FRAMES] [TURTLES]   default: 5 runs, 300 frames, 100
#
# Needs xvfb-run and a tortue built with SDL2 for the window's cases.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-5}
frames=${2:-300}
turtles=${3:-100}
tortue=${TORTUE:-./tortue}
command -v xvfb-run >/dev/null || { echo "xvfb-run is needed (tools/install-deps.sh)"; exit 1; }
if [ -z "${BENCH_XVFB:-}" ]; then
  BENCH_XVFB=1 exec xvfb-run -a -s "-screen 0 1024x768x24 -nolisten tcp" "$0" "$@"
fi
# the turtles placed on a circle, each heading its own way
cat > "$tmp/troupeau.lgo" <<EOF
POUR TROUPEAU
  REPETE $turtles [FIXETORTUE COMPTEUR - 1 LC FIXECAP 360 * COMPTEUR / $turtles AV 200 BC]
  FIXETORTUE 0
FIN
POUR IMAGES :N :RAF
  REPETE :N [DEMANDE TORTUES [AV 2 TD 3] SI :RAF [RAFRAICHIS]]
FIN
EOF
# run NAME SETUP RAF AFTER TORTUE-OPTIONS...: the frames' time in ms (the
# window, if any, opened by SETUP before the clock starts), median of the runs
run() {
  local name=$1 setup=$2 raf=$3 after=$4
  shift 4
  : > "$tmp/ms"
  for ((i = 0; i < runs; i++)); do
    "$tortue" "$@" -e "RAMENE \"$tmp/troupeau.lgo $setup DONNE \"T0 CHRONO IMAGES $frames \"$raf $after EC CHRONO - :T0" \
      < /dev/null 2>/dev/null | tail -1 >> "$tmp/ms"
  done
  local ms
  ms=$(median < "$tmp/ms")
  awk -v n="$name" -v ms="$ms" -v f="$frames" -v t="$turtles" -v r="$runs" 'BEGIN {
    printf "%-12s %4d %10.1f %12.1f %14.0f\n", n, r, ms, f * 1000 / ms, f * t * 1000 / ms }'
}
printf '%-12s %4s %10s %12s %14s\n' case runs "median ms" "frames/s" "steps/s"
run fichier "TROUPEAU" FAUX "" --sans-fenetre
run fenetre "TROUPEAU" FAUX ""
run animation "TROUPEAU ANIMATION" VRAI ""
cat > "$tmp/troupeau.lgo" <<EOF
POUR IMAGES :N :RAF
  REPETE :N [REPETE $turtles [AV 2 TD 3]]
FIN
EOF
run "une tortue" "" FAUX "" --sans-fenetre
cat > "$tmp/troupeau.lgo" <<EOF
POUR TROUPEAU
  REPETE $turtles [FIXETORTUE COMPTEUR - 1 LC FIXECAP 360 * COMPTEUR / $turtles AV 200 BC]
  FIXETORTUE 0
  REPETE $frames [DEMANDE TORTUES [AV 2 TD 3]]
FIN
EOF
for ext in png svg; do
  : > "$tmp/ms"
  for ((i = 0; i < runs; i++)); do
    "$tortue" --sans-fenetre -e "RAMENE \"$tmp/troupeau.lgo TROUPEAU DONNE \"T0 CHRONO SAUVEDESSIN \"$tmp/t.$ext EC CHRONO - :T0" \
      < /dev/null 2>/dev/null | tail -1 >> "$tmp/ms"
  done
  printf 'SAUVEDESSIN .%s, %d turtles on top: %s ms (median of %d), %s bytes\n' "$ext" "$turtles" \
    "$(median < "$tmp/ms")" "$runs" "$(wc -c < "$tmp/t.$ext")"
done
