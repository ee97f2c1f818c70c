#!/bin/sh
# sans-fenetre.sh -- where no window may open, none does, and drawing works
# all the same: without a display (no DISPLAY nor WAYLAND_DISPLAY, as over
# SSH or in CI), and with `tortue --sans-fenetre` on a display (Xvfb), where
# the same program without the option does open one (so the check can see
# a window). The drawing is checked through SAUVEDESSIN's SVG.
#
# The part on a display needs xvfb-run, xauth, python3 and a tortue built
# with SDL2: without them it says SKIP (status 77) after the first part.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/sans-fenetre.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
square='REPETE 4 [AV 100 TD 90]'
run='<polyline points="0,0 0,-100 100,-100 100,0 0,0" fill="none" stroke="#000000" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>'

# drawn NAME FILE: FILE holds the square's pen run
drawn() {
  grep -qF "$run" "$2" 2>/dev/null || { echo "FAIL $1: the square is not in $2"; fail=1; }
}

# The parts before the one on a display run once, before the script runs
# itself again under Xvfb (in_xvfb: FENETRE_XVFB set).
first_run() { [ -z "${FENETRE_XVFB:-}" ]; }

# {==== no display at all
no_display() {
  expect "no display: drawing works" 0 "0 0" \
    env -u DISPLAY -u WAYLAND_DISPLAY "$TORTUE" -e "$square SAUVEDESSIN \"$tmp/a.svg EC POS"
  drawn "no display" "$tmp/a.svg"
  expect "no display, empty variables" 0 "0 0" \
    env DISPLAY= WAYLAND_DISPLAY= "$TORTUE" -e "$square SAUVEDESSIN \"$tmp/b.svg EC POS"
  drawn "empty DISPLAY" "$tmp/b.svg"
  expect "--sans-fenetre without a display" 0 "0 0" \
    env -u DISPLAY "$TORTUE" --sans-fenetre -e "$square SAUVEDESSIN \"$tmp/c.svg EC POS"
  drawn "--sans-fenetre without a display" "$tmp/c.svg"
}
first_run && no_display
# }====

skip() { [ $fail -eq 0 ] || exit 1; echo "SKIP (the part on a display): $1"; exit 77; }
grep -q '^#define HAVE_SDL2 1' "$(dirname "$TORTUE")/config.h" 2>/dev/null ||
  skip "tortue built without SDL2 (no window)"

# a display named that is not there (a server gone, a stale DISPLAY over
# SSH): said once, in SDL's words after ours, and the drawing goes on
display_gone() {
  expect "a display that is not there: said once" 0 \
"Pas de fenêtre pour la tortue : l'écran la refuse (DISPLAY=:4242 : x11 not available). Le dessin est gardé.
0 100
0 150" \
    env DISPLAY=:4242 WAYLAND_DISPLAY= "$TORTUE" \
    -e "AV 100 EC POS AV 50 EC POS SAUVEDESSIN \"$tmp/gone.svg"
  grep -q '<polyline points="0,0 0,-100 0,-150"' "$tmp/gone.svg" 2>/dev/null ||
    { echo "FAIL a display that is not there: the drawing was not kept"; fail=1; }
}
first_run && display_gone

for tool in xvfb-run xauth python3; do
  command -v "$tool" >/dev/null 2>&1 || skip "$tool absent (tools/install-deps.sh installs it)"
done

# {==== on a display (Xvfb): --sans-fenetre opens nothing, the default does
first_run && [ $fail -ne 0 ] && exit 1
in_xvfb "$@"
# seen NAME OPTION...: the square, then a 3 s wait; the window is looked
# for as long as tortue runs; says whether one titled Tortue was seen (a
# look takes a quarter of a second or more on a loaded machine, and the
# window opens once SDL2 is loaded, at the first drawing: 1 s was short)
seen() {
  name=$1
  shift
  "$TORTUE" "$@" -e "$square SAUVEDESSIN \"$tmp/$name.svg ATTENDS 180" >"$tmp/$name.out" 2>&1 &
  pid=$!
  what=none
  while kill -0 $pid 2>/dev/null; do
    win geometry Tortue >/dev/null 2>&1 && what=window
    sleep 0.1
  done
  wait $pid
  echo "$name: $what"
}
expect "--sans-fenetre on a display: no window" 0 "sans: none" seen sans --sans-fenetre
drawn "--sans-fenetre on a display" "$tmp/sans.svg"
expect "on a display, without --sans-fenetre: a window" 0 "avec: window" seen avec ||
  { echo "tortue said:"; cat "$tmp/avec.out"; }
drawn "on a display, with its window" "$tmp/avec.svg"
# }====

exit $fail
