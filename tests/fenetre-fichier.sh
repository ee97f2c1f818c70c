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

need_window import python3
in_xvfb "$@"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
terminal_test
printf 'REPETE 4 [AV 100 TD 90]\nEC "dessiné\n' > "$tmp/lecon.lgo"
# start ARGS...: tortue ARGS in a terminal of its own, then "fini"; a
# tmux server of its own each time (new_server)
start() {
  new_server
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
no_window && { echo "FAIL: the window is gone before a key"; fail=1; }
T send-keys x
on_screen "a key ends the session" '^fini$'
# }====

# {==== closing the window ends it
start lecon.lgo
on_screen "the sentence, again" "$KEPT"
wait_window || { echo "FAIL: no window (2)"; fail=1; }
win close Tortue || { echo "FAIL: could not ask the window to close"; fail=1; }
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
