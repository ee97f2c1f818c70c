#!/bin/sh
# fenetre-vivante.sh -- the window stays live whatever the program does,
# shows what does not fit, and survives its display. Under an Xvfb of its
# own (so that the test can kill it and start it again on the same
# number), a session at the prompt (tmux):
#  - waits for a line (LISLISTE) and a key (LISCAR): what was drawn just
#    before is on the screen before any key is pressed;
#  - runs an endless animation: its drawing is on the screen and changes
#    while it runs; Ctrl-C stops it and the turtle draws on;
#  - draws a rectangle larger than the window (1400 x 900 steps), cut by
#    it, then AJUSTEDESSIN: the whole rectangle inside the window (its
#    border all background; the library's views, DESSINE.ARBRE 4 among
#    them, fit the window by themselves: tests/fenetre-vues.sh);
#  - loses its window three ways, the connection killed (as xkill), the
#    window destroyed from outside (as a window manager may), and the
#    display server stopped then started again: each time the session goes
#    on (a procedure defined before still runs), the loss is said once, and
#    the next drawing opens a window again with the drawing kept.
# Needs Xvfb, ImageMagick's import, convert and compare, python3 (the
# helper tests/lib/x11-fenetre.py) and a tortue built with SDL2: without
# one of them the test says SKIP (status 77).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux

need_sdl2
need_tools Xvfb import convert compare python3

terminal_test
xpid=
trap 'T kill-server 2>/dev/null; [ -n "$xpid" ] && kill "$xpid" 2>/dev/null; rm -rf "$tmp"' EXIT

# start_x [NUMBER]: an Xvfb (on a free number, or on NUMBER); DISPLAY set
start_x() {
  rm -f "$tmp/dpy"
  if [ -z "${1:-}" ]; then
    Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$tmp/dpy" 2>/dev/null &
  else
    Xvfb ":$1" -screen 0 1024x768x24 -nolisten tcp 2>/dev/null &
    echo "$1" >"$tmp/dpy"
  fi
  xpid=$!
  retry 100 0.1 x_ready
}
# x_ready: the server's number written, DISPLAY set, and it answers
x_ready() {
  n=$(cat "$tmp/dpy" 2>/dev/null)
  [ -n "$n" ] && DISPLAY=":$n" && export DISPLAY && import -window root "$tmp/x.png" 2>/dev/null
}
stop_x() { kill "$xpid" 2>/dev/null; wait "$xpid" 2>/dev/null; xpid=; }

start_x || { echo "SKIP: Xvfb does not start"; exit 77; }
prompt_session 120 30

# {==== a line awaited: the drawing before it is on the screen
type_line 'POUR CARRE'
type_line 'REPETE 4 [AV 100 TD 90]'
type_line 'FIN'
type_line 'VE FCC "rouge FTC 5 AV 200 EC LISLISTE'
wait_window || { echo "FAIL: no window for the red line"; screen; exit 1; }
centre
shot_until "$cx" $((cy - 100)) 255,0,0 ||
  { echo "FAIL: the red line is not shown while LISLISTE waits ($(pixel "$cx" $((cy - 100))))"; fail=1; }
keep "$tmp/ecran.png" lisliste.png
type_line 'bonjour'
on_screen "LISLISTE reads the line typed after" '^bonjour$'
# a key awaited (LISCAR): the blue line drawn just before is shown
type_line 'VE FCC "bleu FTC 5 AV 150 EC LISCAR'
shot_until "$cx" $((cy - 75)) 0,0,255 ||
  { echo "FAIL: the blue line is not shown while LISCAR waits"; fail=1; }
T send-keys -l 'x'
on_screen "LISCAR reads the key typed after" '^x$'
# }====

# {==== an endless animation: seen while it runs, and it moves (a star
# turning, each ray of a random colour: one item a segment, so that the
# older ones are soon merged into the drawing's image layer)
type_line 'VITESSE 0 VE FTC 3 REPETETOUJOURS [FCC HASARD 16 AV 200 RE 200 TD 7]'
sleep 2
import -window root "$tmp/anim1.png"
sleep 2
import -window root "$tmp/anim2.png"
keep "$tmp/anim2.png" animation.png
a=$(ink "$tmp/anim1.png")
[ "$a" -ge 50 ] || { echo "FAIL: the animation is not on the screen while it runs ($a per mille of ink)"; fail=1; }
moved=$(compare -metric AE "$tmp/anim1.png" "$tmp/anim2.png" null: 2>&1)
[ "$moved" -ge 1000 ] 2>/dev/null ||
  { echo "FAIL: the animation does not move on the screen ($moved pixels changed in 2 s)"; fail=1; }
T send-keys C-c
on_screen "Ctrl-C stops the endless animation" '^Arrêt\.\.\.$'
type_line 'VE FCC "noir FTC 1 AV 10 EC POS'
on_screen "the turtle draws on after the animation" '^0 10$'
# }====

# {==== a drawing larger than the window: AJUSTEDESSIN shows all of it
type_line 'VE CT FCC "bleu LC FIXEXY -700 -450 BC REPETE 2 [AV 900 TD 90 AV 1400 TD 90] REMPLIS EC "dessine'
on_screen "the rectangle is drawn" '^dessine$'
cut_by_window() { [ "$(border_ink)" -gt 0 ]; }
shots_until cut_by_window
cut_by_window ||
  { echo "FAIL: the rectangle larger than the window is not cut by it before the fit"; fail=1; }
type_line 'AJUSTEDESSIN EC "ajuste'
on_screen "AJUSTEDESSIN" '^ajuste$'
fitted() { [ "$(border_ink)" = 0 ] && [ "$(ink)" -ge 20 ]; }
shots_until fitted
keep "$tmp/ecran.png" arbre-ajuste.png
[ "$(border_ink)" = 0 ] ||
  { echo "FAIL: after AJUSTEDESSIN the rectangle still touches the window's edge"; fail=1; }
[ "$(ink)" -ge 20 ] || { echo "FAIL: after AJUSTEDESSIN no rectangle in the window"; fail=1; }
# set the view, the pen and the turtle back
type_line 'ZOOM 1 VE BC MT FCC "noir FTC 1'
# }====

# lost_count: how many times the loss was said
lost_count() { screen | grep -c 'La fenêtre de la tortue a disparu'; }
lost_note="La fenêtre de la tortue a disparu (DISPLAY=$DISPLAY). Le dessin est gardé"

# {==== the connection killed (xkill): the session goes on
type_line 'CARRE'
wait_window || { echo "FAIL: no window before the kill"; fail=1; }
win kill Tortue || { echo "FAIL: could not kill the window's client"; fail=1; }
wait_no_window || { echo "FAIL: the window is still there after its client was killed"; fail=1; }
type_line 'EC 6*7'
on_screen "the session goes on after the connection is killed" '^42$'
wait_for "$lost_note" || { echo "FAIL: the loss is not said"; screen | tail; fail=1; }
type_line 'TD 90 CARRE EC "encore'
on_screen "a procedure defined before runs" '^encore$'
wait_window || { echo "FAIL: no new window after the kill"; fail=1; }
centre
shot_until $((cx + 50)) $((cy - 100)) 0,0,0 ||
  { echo "FAIL: the square drawn before the kill is not in the new window"; fail=1; }
shot_until $((cx + 50)) $((cy + 100)) 0,0,0 ||
  { echo "FAIL: the square drawn after the kill is not in the new window"; fail=1; }
[ "$(lost_count)" = 1 ] || { echo "FAIL: the loss said $(lost_count) times, want once"; fail=1; }
# }====

# {==== destroyed by someone else (BadWindow, BadDrawable): the same
win destroy Tortue || { echo "FAIL: could not destroy the window"; fail=1; }
wait_no_window || { echo "FAIL: the destroyed window is still there"; fail=1; }
type_line 'EC 8*8'
on_screen "the session goes on after the window is destroyed" '^64$'
wait_count "$lost_note" 2 || { echo "FAIL: the second loss is not said"; fail=1; }
type_line 'AV 1'
wait_window || { echo "FAIL: no new window after the destruction"; fail=1; }
# }====

# {==== the display server stopped, then started again
n=${DISPLAY#:}
stop_x
type_line 'EC 5*5'
on_screen "the session goes on without its display" '^25$'
wait_count "$lost_note" 3 || { echo "FAIL: the loss of the display is not said"; fail=1; }
type_line 'AV 1 EC "sans'
on_screen "the turtle draws without a display" '^sans$'
screen | grep -q "l'écran la refuse" && { echo "FAIL: a refusal said after the loss"; fail=1; }
start_x "$n" || { echo "FAIL: Xvfb does not start again on :$n"; exit 1; }
sleep 2.5   # a refused display is asked again 2 s later (turtle.c: TUR_RETRY_S)
type_line 'AV 1 EC "revenu'
on_screen "drawing after the display came back" '^revenu$'
wait_window || { echo "FAIL: no window once the display is back"; fail=1; }
centre
shot_until $((cx + 50)) $((cy - 100)) 0,0,0 ||
  { echo "FAIL: the drawing is not kept in the window after the display came back"; fail=1; }
keep "$tmp/ecran.png" revenu.png
[ "$(lost_count)" = 3 ] || { echo "FAIL: $(lost_count) losses said, want 3"; fail=1; }
# }====

type_line 'AUREVOIR'
session_ended || { echo "FAIL: AUREVOIR did not end the session"; fail=1; }
exit $fail
