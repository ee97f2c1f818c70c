#!/bin/sh
# fenetre.sh -- the turtle's window, for real: under Xvfb (xvfb-run), a
# session at the prompt (tmux) draws a square; a screenshot of the whole
# screen is decoded and the pixels checked where the square's edges must be
# (the window's place and size asked of the X server, the origin at its
# centre, one step per pixel), again once the window is resized (the
# origin at the new centre); then the window is closed as a window manager
# closes it (WM_DELETE_WINDOW) and the session must go on. Ctrl-C must
# still stop a drawing loop with the window open.
#
# Needs xvfb-run, xauth, ImageMagick's import and convert, python3 (the
# helper tests/lib/x11-fenetre.py) and a tortue built with SDL2: without
# one of them the test says SKIP (status 77), it never passes silently.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux

need_window import convert python3
in_xvfb "$@"
terminal_test

prompt_session 100 30
win geometry Tortue >/dev/null 2>&1 && { echo "FAIL: a window before any drawing"; fail=1; }

# {==== a square, seen on the screen
type_line 'REPETE 4 [AV 100 TD 90]'
wait_window || { echo "FAIL: no window titled Tortue after REPETE 4 [AV 100 TD 90]"; screen; exit 1; }
# the turtle's origin is the centre pixel; y goes up on the screen
centre
[ "$w" = 800 ] && [ "$h" = 600 ] || { echo "FAIL: window of $w x $h, want 800 x 600"; fail=1; }
black=0,0,0 white=255,255,255
# a window just mapped may still be all black: wait for the edge drawn
# and for the inside painted white
shot_until $((cx + 50)) $((cy - 100)) $black || echo "(the square is not shown after 10 s)"
shot_until $((cx + 50)) $((cy - 50)) $white || echo "(the window is not painted white after 10 s)"
want_pixel "left edge (x 0, y 50)" "$cx" $((cy - 50)) $black
want_pixel "top edge (x 50, y 100)" $((cx + 50)) $((cy - 100)) $black
want_pixel "right edge (x 100, y 50)" $((cx + 100)) $((cy - 50)) $black
want_pixel "bottom edge (x 50, y 0)" $((cx + 50)) "$cy" $black
want_pixel "inside (x 50, y 50)" $((cx + 50)) $((cy - 50)) $white
want_pixel "beside the left edge (x -1, y 50)" $((cx - 1)) $((cy - 50)) $white
want_pixel "beside the right edge (x 101, y 50)" $((cx + 101)) $((cy - 50)) $white
want_pixel "outside (x -50, y 50)" $((cx - 50)) $((cy - 50)) $white
want_pixel "above the top edge (x 50, y 102)" $((cx + 50)) $((cy - 102)) $white
# the turtle, drawn on top at the origin heading north: its tip (y 15)
# is neither the pen's black nor the background
tip=$(pixel "$cx" $((cy - 10)))
[ "$tip" != $black ] && [ "$tip" != $white ] || { echo "FAIL: no turtle at the origin ($tip)"; fail=1; }
# }====

# {==== resized: the origin is the new centre, the drawing drawn again there
resize_window 640 480
[ "$w $h" = "640 480" ] || { echo "FAIL: the window was not resized ($w x $h)"; fail=1; }
shot_until $((cx + 50)) $((cy - 100)) $black || echo "(the resized window is not drawn after 10 s)"
shot_until $((cx + 50)) $((cy - 50)) $white || echo "(the resized window is not painted white after 10 s)"
want_pixel "resized: top edge (x 50, y 100)" $((cx + 50)) $((cy - 100)) $black
want_pixel "resized: right edge (x 100, y 50)" $((cx + 100)) $((cy - 50)) $black
want_pixel "resized: inside (x 50, y 50)" $((cx + 50)) $((cy - 50)) $white
# }====

# {==== FCC and a second move: the window follows while the prompt waits
type_line 'FCC "rouge LC FPOS [-200 -100] BC FIXEXY -100 -100'
shot_until $((cx - 150)) $((cy + 100)) 255,0,0 || echo "(the red segment is not shown after 10 s)"
want_pixel "a red segment drawn later (x -150, y -100)" $((cx - 150)) $((cy + 100)) 255,0,0
want_pixel "the square still there (x 0, y 50)" "$cx" $((cy - 50)) $black
# }====

# {==== Ctrl-C stops a drawing loop, the window open
type_line 'TANTQUE ["VRAI] [AV 1 TD 1]'
sleep 1
T send-keys C-c
on_screen "Ctrl-C stops a drawing loop with the window open" '^Arrêt\.\.\.$'
type_line 'EC 6*7'
on_screen "the session goes on after Ctrl-C" '^42$'
no_window && { echo "FAIL: Ctrl-C closed the window"; fail=1; }
# at the prompt, readline waits in its event hook: Ctrl-C still drops the
# line being typed
T send-keys -l 'EC "perdu'
sleep 0.3
T send-keys C-c
sleep 0.3
type_line 'EC 5*5'
on_screen "Ctrl-C at the prompt with the window open" '^25$'
screen | grep -q '^perdu' && { echo "FAIL: the line dropped by Ctrl-C ran"; fail=1; }
# }====

# {==== closing the window: the session goes on, the drawing kept
win close Tortue || { echo "FAIL: could not ask the window to close"; fail=1; }
wait_no_window || { echo "FAIL: the window did not close at the prompt"; fail=1; }
type_line 'EC 7*7'
on_screen "the session goes on after the window is closed" '^49$'
screen | grep -q -e 'Erreur' -e 'rror' && { echo "FAIL: an error was printed"; screen | tail; fail=1; }
# the next drawing command opens a window again, with the drawing kept
type_line 'LC ORIGINE EC POS'
on_screen "the turtle answers after the window is closed" '^0 0$'
wait_window || { echo "FAIL: no new window at the next drawing command"; fail=1; }
centre
shot_until $((cx + 50)) $((cy - 100)) $black || echo "(the new window is not drawn after 10 s)"
shot_until $((cx - 150)) $((cy + 100)) 255,0,0 || echo "(the new window's red segment is not shown after 10 s)"
want_pixel "the square kept in the new window (x 50, y 100)" $((cx + 50)) $((cy - 100)) $black
want_pixel "the red segment kept (x -150, y -100)" $((cx - 150)) $((cy + 100)) 255,0,0
# }====

# {==== a long program that does not draw: the window still answers
type_line 'TANTQUE ["VRAI] [DONNE "x 1]'
sleep 0.5
win close Tortue || { echo "FAIL: could not ask the window to close"; fail=1; }
wait_no_window || { echo "FAIL: the window did not close while a program ran"; fail=1; }
T send-keys C-c
wait_count '^Arrêt\.\.\.$' 2 || { echo "FAIL: Ctrl-C did not stop the loop"; fail=1; }
type_line 'EC 8*8'
on_screen "the session goes on" '^64$'
# }====

# {==== much ink at once: the window draws it after the program (as a share
# of its time while it runs), and shows all of it while the prompt waits
type_line 'VE BC REPETE 10000 [AV COMPTEUR / 40 TD 89] LC FPOS [300 -250] BC FIXEXY 380 -250 EC "fini'
on_screen "the spiral is drawn" '^fini$'
wait_window || { echo "FAIL: no window for the spiral"; fail=1; }
centre
shot_until $((cx + 340)) $((cy + 250)) 255,0,0 || echo "(the spiral is not all shown after 10 s)"
want_pixel "the segment after the spiral, shown at the prompt (x 340, y -250)" \
  $((cx + 340)) $((cy + 250)) 255,0,0
# the spiral's ink: a good share of the window's pixels are no longer white
n=$(ink)
[ "$n" -ge 50 ] || { echo "FAIL: the spiral is not in the window ($n per mille of ink)"; fail=1; }
# }====

exit $fail
