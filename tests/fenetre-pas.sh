#!/bin/sh
# fenetre-pas.sh -- ANIME.REINES step by step in the window (issue 28:
# "Step mode shows nothing"): under Xvfb, a session at the prompt (tmux)
# runs (ANIME.REINES 5 "pas); while it waits for Entrée, the window shows
# the decision just made. Entrée is pressed five times through the
# terminal; before each press a screenshot is decoded and the current
# queen (the blue crown) must be on the square of that decision: column
# 1 row 1 (the first queen), column 2 row 1 (D), row 2 (H), row 3 (H),
# column 3 row 1 (D), column 3 row 2 (H), each square one side (C pixels)
# from the last, C read from the view's own placement.
# Needs xvfb-run, xauth, ImageMagick's import and convert, python3
# (tests/lib/x11-fenetre.py) and a tortue built with SDL2: without one of
# them the test says SKIP (status 77).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux

need_window import convert python3
in_xvfb "$@"
terminal_test

# blue: the centre "X Y" of the window's pure blue pixels (the current
# queen's crown), in window pixels; empty when there are none
blue() {
  # shellcheck disable=SC2086
  set -- $geo
  convert "$tmp/ecran.png" -crop "${3}x${4}+$1+$2" +repage -fill white +opaque '#0000ff' \
    -trim -format '%w %h %X %Y' info: 2>/dev/null | tr -d '+' |
    awk '$1 > 1 && $1 < 500 { printf "%d %d\n", $3 + $1 / 2, $4 + $2 / 2 }'
}
# crown_near X Y: the crown's centre (in $got) is within 2 pixels of (X, Y)
crown_near() {
  got=$(blue)
  # shellcheck disable=SC2086
  [ -n "$got" ] && set -- "$1" "$2" $got &&
    [ $(($3 - $1)) -le 2 ] && [ $(($1 - $3)) -le 2 ] &&
    [ $(($4 - $2)) -le 2 ] && [ $(($2 - $4)) -le 2 ]
}
# frame K WANT_X WANT_Y: screenshots (up to 10 s) until the crown's centre
# is within 2 pixels of (WANT_X, WANT_Y)
frame() {
  shots_until crown_near "$2" "$3" && { keep "$tmp/ecran.png" "pas-$1.png"; return 0; }
  echo "FAIL: decision $1 not shown while Entrée is awaited: the blue queen at (${got:-nowhere}), want ($2 $3)"
  fail=1
  return 1
}
# blue_seen: the crown is in the window
blue_seen() { [ -n "$(blue)" ]; }
prompt='^Entrée : décision suivante'

prompt_session 150 30
# the side of a square, as the board places itself in the window
type_line 'EC ENT 320 * (PREMIER .ZONE.CADRE .DAMIER.BOITE 3) / 5'
wait_for '^[0-9][0-9]*$' || { echo "FAIL: no square side"; screen; exit 1; }
c=$(screen | grep '^[0-9][0-9]*$' | head -1)
type_line '(ANIME.REINES 5 "pas)'
wait_for "$prompt" || { echo "FAIL: no step prompt"; screen; exit 1; }
wait_window || { echo "FAIL: no window"; screen; exit 1; }
# the first queen, the reference; then each decision's square from it
shots_until blue_seen
first=$(blue)
[ -n "$first" ] || { echo "FAIL: decision 1 not shown while Entrée is awaited (no blue queen)"; exit 1; }
# shellcheck disable=SC2086
set -- $first
x0=$1 y0=$2
k=1
# column and row of the current queen after decisions 2 to 6
for square in "2 1" "2 2" "2 3" "3 1" "3 2"; do
  T send-keys Enter
  k=$((k + 1))
  wait_count "$prompt" $k || { echo "FAIL: no prompt after decision $k"; screen | tail -5; fail=1; }
  # shellcheck disable=SC2086
  set -- $square
  frame $k $((x0 + (${1} - 1) * c)) $((y0 - (${2} - 1) * c))
done
# a decision past the last one: the search ends without more pictures
type_line '100000'
on_screen "the animation goes on to its end" '^Fin du parcours : [0-9]* décisions, 10 solutions\.$'
type_line 'AUREVOIR'
session_ended || { echo "FAIL: AUREVOIR did not end the session"; fail=1; }
exit $fail
