#!/bin/sh
# fenetre-fichier.sh -- `tortue lecon.lgo` from a terminal, under Xvfb: the
# file draws, and the window stays (it would vanish with the process,
# unseen) with a sentence that says how to end: a key pressed in the
# terminal ends the session, and so does closing the window; the window
# shows the drawing meanwhile. A file with -e, or with --sans-fenetre,
# ends at once as before.
#
# Needs xvfb-run, xauth, ImageMagick's import, python3 (the helper
# tests/lib/x11-fenetre.py) and a tortue built with SDL2: without one of
# them the test says SKIP (status 77).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux

skip() { echo "SKIP: $1"; exit 77; }
config="$(dirname "$TORTUE")/config.h"
grep -q '^#define HAVE_SDL2 1' "$config" 2>/dev/null || skip "tortue built without SDL2 (no window)"
for tool in xvfb-run xauth import python3; do
  command -v "$tool" >/dev/null 2>&1 || skip "$tool absent (tools/install-deps.sh installs it)"
done
if [ -z "${FENETRE_XVFB:-}" ]; then
  FENETRE_XVFB=1 exec xvfb-run -a -s "-screen 0 1024x768x24 -nolisten tcp" sh "$0" "$@"
fi
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac

win="$(python) ${srcdir:-.}/tests/lib/x11-fenetre.py"
tmp=${TMPDIR:-/tmp}/fenetre-fichier.$$
mkdir -p "$tmp/home"
trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
fail=0
wait_window() {
  i=0
  while [ $i -lt 100 ]; do
    $win geometry Tortue >/dev/null 2>&1 && return 0
    sleep 0.1
    i=$((i + 1))
  done
  return 1
}
printf 'REPETE 4 [AV 100 TD 90]\nEC "dessiné\n' > "$tmp/lecon.lgo"
# start NAME ARGS...: tortue ARGS in a terminal of its own, then "fini";
# a tmux server of its own each time (a new session on the socket of a
# server being killed may meet it dying: "server exited unexpectedly")
run=0
T() { tmux -S "$tmp/tmux$run.sock" "$@"; }
start() {
  T kill-server 2>/dev/null
  run=$((run + 1))
  T new-session -d -x 100 -y 20 "cd '$tmp' && env HOME='$tmp/home' TERM=xterm DISPLAY='$DISPLAY' '$TORTUE' $*; echo fini; sleep 30"
}
KEPT='^Le dessin reste dans la fenêtre : fermez-la, ou appuyez sur une touche ici, pour terminer\.$'

# {==== a key ends it
start lecon.lgo
on_screen "the file ran" '^dessiné$'
on_screen "the sentence that says how to end" "$KEPT"
wait_window || { echo "FAIL: no window"; fail=1; }
sleep 1
screen | grep -q '^fini$' && { echo "FAIL: the session ended without a key"; fail=1; }
$win geometry Tortue >/dev/null 2>&1 || { echo "FAIL: the window is gone before a key"; fail=1; }
T send-keys x
on_screen "a key ends the session" '^fini$'
# }====

# {==== closing the window ends it
start lecon.lgo
on_screen "the sentence, again" "$KEPT"
wait_window || { echo "FAIL: no window (2)"; fail=1; }
$win close Tortue || { echo "FAIL: could not ask the window to close"; fail=1; }
on_screen "closing the window ends the session" '^fini$'
# }====

# {==== with -e, or without a window: the session ends at once, silently
start lecon.lgo -e "'EC 1'"
on_screen "-e: ends at once" '^fini$'
screen | grep -q "$KEPT" && { echo "FAIL: -e kept the window"; fail=1; }
start --sans-fenetre lecon.lgo
on_screen "--sans-fenetre: ends at once" '^fini$'
screen | grep -q "$KEPT" && { echo "FAIL: --sans-fenetre kept a window"; fail=1; }
# }====
exit $fail
