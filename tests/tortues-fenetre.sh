#!/bin/sh
# tortues-fenetre.sh -- several turtles in the window, for real: under Xvfb
# a session at the prompt (tmux) makes turtle 1 at x 100 heading east,
# turtle 2 hidden at y 100, and moves turtle 0 to x -100 (their pens up:
# only the turtles are drawn); a screenshot shows a turtle where each
# visible one is, turned to its heading, and nothing where the hidden one
# is; then DEMANDE moves turtle 1 and the window follows.
#
# Needs xvfb-run, xauth, ImageMagick's import and convert, python3 (the
# helper tests/lib/x11-fenetre.py) and a tortue built with SDL2: without
# one of them the test says SKIP (status 77).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux

need_window import convert python3
in_xvfb "$@"
terminal_test
white=255,255,255
# shot_until_not X Y RGB: screenshots (up to 10 s) until (X, Y) is not RGB
shot_until_not() { shots_until pixel_is_not "$@"; }
# turtle_at DESCRIPTION X Y: a turtle's colour there (neither white nor black)
turtle_at() {
  got=$(pixel "$2" "$3")
  [ "$got" != $white ] && [ "$got" != 0,0,0 ] || { echo "FAIL: $1: no turtle at ($2, $3): $got"; fail=1; }
}
blank_at() {
  got=$(pixel "$2" "$3")
  [ "$got" = $white ] || { echo "FAIL: $1: ($2, $3) is $got, want the background"; fail=1; }
}

prompt_session 100 30
type_line 'LC FIXETORTUE 1 LC FIXEXY 100 0 TD 90 FIXETORTUE 2 LC FIXEXY 0 100 CT FIXETORTUE 0 FIXEXY -100 0 EC "prêt'
wait_window || { echo "FAIL: no window"; screen; exit 1; }
on_screen "the turtles made" '^prêt$'
centre
# turtle 1 heading east: its tip reaches x 115, its base is across x 95
shot_until_not $((cx + 110)) "$cy" $white || echo "(turtle 1 not shown after 10 s)"
turtle_at "turtle 1, its tip to the east" $((cx + 110)) "$cy"
blank_at "turtle 1 is turned: nothing north of it" $((cx + 100)) $((cy - 10))
turtle_at "turtle 0, its tip to the north" $((cx - 100)) $((cy - 10))
blank_at "turtle 0 is not turned: nothing east of it" $((cx - 90)) "$cy"
blank_at "turtle 2 is hidden" "$((cx))" $((cy - 100))
blank_at "no turtle at the origin" "$cx" "$cy"
# DEMANDE moves turtle 1; the window shows it there
type_line 'DEMANDE 1 [FIXEXY 100 -100] EC TORTUE'
on_screen "turtle 0 still current" '^0$'
shot_until_not $((cx + 110)) $((cy + 100)) $white || echo "(turtle 1 not moved after 10 s)"
turtle_at "turtle 1 moved by DEMANDE" $((cx + 110)) $((cy + 100))
blank_at "turtle 1 left its place" $((cx + 110)) "$cy"
exit $fail
