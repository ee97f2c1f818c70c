#!/bin/sh
# fenetre-evenements.sh -- the keys and the mouse of the turtle's window
# reach the program. Under Xvfb (xvfb-run), events injected with xdotool,
# screenshots decoded:
#  - examples/dessin-souris.lgo, run from a terminal (tmux): a click moves
#    the turtle there drawing a line, a key changes the colour, the right
#    button lifts the pen; a key in the terminal ends it;
#  - examples/serpent.lgo: a key starts it, the up arrow steers the snake,
#    which leaves the field at the top (said, and its cells on the screen);
#  - at the prompt: LISCAR, LISCARS and TOUCHE? read the window's keys, an
#    arrow by its name; POSSOURIS, POSCLIC (ZOOM taken into account), BOUTON; a
#    QUANDTOUCHE action runs while the prompt waits; a QUANDCLIC whose
#    list fails is reported once and taken off, the session going on;
#    Ctrl-C stops an endless action, which is taken off; an unknown key
#    name gets its French error.
# Needs xvfb-run, xauth, xdotool, ImageMagick's import and convert, python3
# (tests/lib/x11-fenetre.py) and a tortue built with SDL2: without one of
# them the test says SKIP (status 77).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux

need_window xdotool import convert python3
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
examples=$(cd "${srcdir:-.}/examples" && pwd)
in_xvfb "$@"
terminal_test

# window_id: the window is there: its X id in $wid, its top-left corner
# in $wx $wy
window_id() {
  window_there || return 1
  # shellcheck disable=SC2086
  set -- $geo
  wx=$1 wy=$2
  # by its class: xdotool may not read a title in UTF-8
  wid=$(xdotool search --classname '^tortue$' 2>/dev/null | head -1)
  [ -n "$wid" ]
}
wait_window_id() { retry 100 0.1 window_id; }
# px X Y: the screen pixel of the turtle point (X, Y) at one pixel a step
px() { echo $((wx + 400 + $1)) $((wy + 300 - $2)); }
# point_until X Y RGB: screenshots (up to 10 s) until the turtle point
# (X, Y) is RGB
point_until() {
  # shellcheck disable=SC2046
  shot_until $(px "$1" "$2") "$3"
}
want_point() {  # want_point DESCRIPTION X Y RGB (the last screenshot)
  # shellcheck disable=SC2046
  got=$(pixel $(px "$2" "$3"))
  [ "$got" = "$4" ] || { echo "FAIL: $1: turtle point ($2, $3) is $got, want $4"; fail=1; }
}
# click X Y [BUTTON]: a click in the window at the turtle point (X, Y)
click() { xdotool mousemove --window "$wid" $((400 + $1)) $((300 - $2)) click "${3:-1}"; }
key() { xdotool key --window "$wid" "$@"; }
black=0,0,0 white=255,255,255 red=255,0,0 green=0,255,0

# each part has a tmux server of its own (new_server)
# {==== the drawing example: a click moves the turtle there, drawing
T new-session -d -x 120 -y 30 "env HOME='$tmp/home' TERM=xterm DISPLAY='$DISPLAY' '$TORTUE' '$examples/dessin-souris.lgo'; echo fini \$?; sleep 60"
wait_window_id || { echo "FAIL: no window for dessin-souris.lgo"; screen; exit 1; }
on_screen "the example says what to do" '^Cliquez dans la fenêtre'
on_screen "the window is kept after the file" 'Le dessin reste dans la fenêtre'
click 200 150
point_until 100 75 $black || echo "(no line to the click after 10 s)"
want_point "a click at (200, 150): the line's middle" 100 75 $black
want_point "beside the line" 100 60 $white
key r
click -100 -100
point_until 50 25 $red || echo "(no red line after 10 s)"
want_point "r then a click at (-100, -100): a red line" 50 25 $red
click 0 0 3
click -200 200
sleep 1
shot
want_point "the right button lifted the pen: no line to (-200, 200)" -150 150 $white
click 0 0 3
click 0 -200
point_until -100 0 $red || echo "(no line from (-200, 200) after 10 s)"
want_point "the turtle went to (-200, 200); the pen down again, a line from there to (0, -200)" -100 0 $red
T send-keys q
on_screen "a key in the terminal ends it, status 0" '^fini 0$'
wait_no_window || { echo "FAIL: the window stays after the example"; fail=1; }
new_server
# }====

# {==== the snake: a key starts it, the up arrow steers it
T new-session -d -x 120 -y 30 "env HOME='$tmp/home' TERM=xterm DISPLAY='$DISPLAY' '$TORTUE' '$examples/serpent.lgo'; echo fini \$?; sleep 60"
wait_window_id || { echo "FAIL: no window for serpent.lgo"; screen; exit 1; }
on_screen "the snake waits for a key" 'Une touche pour commencer'
point_until 0 0 $green || echo "(the snake is not shown after 10 s)"
key Right
sleep 0.35
key Up
on_screen "steered up, the snake leaves the field at the top" '^Le serpent sort du terrain en [0-9]* 220$'
x=$(screen | sed -n 's/^Le serpent sort du terrain en \([0-9]*\) 220$/\1/p')
[ -n "$x" ] && [ "$x" -ge 20 ] && [ "$x" -le 200 ] ||
  { echo "FAIL: the snake turned up at x '$x', not between 20 and 200"; fail=1; }
on_screen "no apple eaten" '^Pommes mangées : 0$'
if [ -n "$x" ]; then
  point_until "$x" 200 $green || echo "(the snake's head is not shown after 10 s)"
  want_point "the head's cell, at the top" "$x" 200 $green
  want_point "its tail, two cells below" "$x" 160 $green
  want_point "the cell it started from, left behind" 0 0 $white
fi
T send-keys q
on_screen "the snake ends with status 0" '^fini 0$'
new_server
# }====

# {==== at the prompt
prompt_session 200 50
type_line 'AV 10 EC "ouverte'
on_screen "a window opened" '^ouverte$'
wait_window_id || { echo "FAIL: no window at the prompt"; screen; exit 1; }
type_line 'EC LISCAR'
sleep 0.5
key k
on_screen "LISCAR reads a key typed in the window" '^k$'
type_line 'EC LISCAR'
sleep 0.5
key Left
on_screen "an arrow comes by its name" '^gauche$'
type_line 'EC LISCARS 2'
sleep 0.5
key o
key u
on_screen "LISCARS reads the window's keys as LISCAR does" '^ou$'
type_line 'ATTENDS 60 EC TOUCHE?'
sleep 0.3
key z
on_screen "TOUCHE? sees a key typed in the window" '^VRAI$'
type_line 'EC LISCAR'
on_screen "which LISCAR then reads" '^z$'
xdotool mousemove --window "$wid" 600 150
sleep 0.3
type_line 'EC POSSOURIS'
on_screen "POSSOURIS: the pointer in turtle coordinates" '^200 150$'
type_line 'ZOOM 2'
sleep 0.3
click 200 150 3
sleep 0.3
type_line 'EC POSCLIC EC BOUTON EC BOUTON EC BOUTON?'
on_screen "POSCLIC with ZOOM 2: half the steps" '^100 75$'
on_screen "BOUTON: the right one" '^2$'
on_screen "BOUTON again: none since" '^0$'
on_screen "BOUTON?: released" '^FAUX$'
type_line 'ZOOM 1 QUANDTOUCHE "a [EC "touche.a]'
sleep 0.3
key a
on_screen "a QUANDTOUCHE action runs while the prompt waits" '^touche\.a$'
type_line 'QUANDTOUCHE "zz [EC 1]'
on_screen "an unknown key name" '^QUANDTOUCHE ne connaît pas la touche zz : un seul caractère, ou gauche droite haut bas entrée espace échap tab retour suppr$'
type_line 'QUANDCLIC [EC 1 / 0]'
sleep 0.3
click 10 10
on_screen "a failing QUANDCLIC is reported" '^/ : division par zéro$'
on_screen "and taken off" "^L'action de QUANDCLIC est retirée après cette erreur : donnez-la de nouveau pour la remettre\.$"
click 20 20
sleep 0.5
type_line 'EC "suite'
on_screen "the session goes on" '^suite$'
n=$(screen | grep -c 'division par zéro')
[ "$n" = 1 ] || { echo "FAIL: the failing action ran $n times, want once"; fail=1; }
type_line 'QUANDTOUCHE "b [TANTQUE ["VRAI] [DONNE "X 1]]'
sleep 0.3
key b
sleep 0.5
T send-keys C-c
on_screen "Ctrl-C stops an endless action" '^Arrêt\.\.\.$'
key b
sleep 0.5
type_line 'EC 6*7'
on_screen "the action is taken off, the session goes on" '^42$'
# }====

exit $fail
