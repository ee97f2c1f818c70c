#!/bin/sh
# fenetre-vues.sh -- the views of the library place and scale themselves
# to fit the window they are drawn in (issue 28: "DESSINE.ARBRE 3 and 4
# are cut off by the window"). Under Xvfb, a session at the prompt (tmux)
# draws DESSINE.ARBRE 4 in the window as it opens (800 x 600), then in the
# same window made small (360 x 270), then DESSINE.TAQUIN there. Each
# time a screenshot is decoded: nothing drawn touches the window's border,
# the drawing fills the window (its ink spans most of the height), and the
# tree's root and its legend's first line are on the screen where the
# drawing saved in SVG (turtle coordinates) puts them.
# Needs xvfb-run, xauth, ImageMagick's import, convert and compare, python3
# (tests/lib/x11-fenetre.py) and a tortue built with SDL2: without one of
# them the test says SKIP (status 77).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux

need_window import convert compare python3
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
in_xvfb "$@"
terminal_test

# ink_box: the box of the window's non-white pixels, "W H X Y" (window
# coordinates)
ink_box() {
  convert "$tmp/ecran.png" -crop "${w}x${h}+$x+$y" +repage -trim \
    -format '%w %h %X %Y' info: | tr -d '+'
}
# dark_in X Y W H: greyish or dark pixels (all channels under 80 %) in that
# rectangle of the screen (small letters are grey, antialiased)
dark_in() {
  convert "$tmp/ecran.png" -crop "${3}x${4}+$1+$2" +repage -fx 'r<0.8&&g<0.8&&b<0.8' \
    -format '%[fx:int(w*h*mean+0.5)]' info:
}
# fits: the window shows a drawing that does not touch its border, and
# spans half its height at least
fits() {
  # shellcheck disable=SC2046
  [ "$(border_ink)" = 0 ] && set -- $(ink_box) && [ "$2" -ge $((h / 2)) ]
}
# shot_fits: screenshots (up to 10 s) until the drawing fits
shot_fits() { shots_until fits; }
# svg_attr FILE PATTERN: the value of the first attribute matching
# PATTERN (its last attribute) in the saved drawing FILE
svg_attr() { grep -o -- "$2" "$tmp/$1" | head -1 | sed 's/.*="\([^"]*\)"$/\1/'; }
int() { printf '%.0f' "$1"; }

# check_tree NAME FILE: the tree on the screen (window geometry known)
check_tree() {
  shot_fits || { echo "FAIL $1: the tree touches the window's border or does not fill it"; fail=1; }
  keep "$tmp/ecran.png" "arbre-$1.png"
  # shellcheck disable=SC2046
  set -- "$1" "$2" $(ink_box)
  [ "$4" -ge $((h * 8 / 10)) ] ||
    { echo "FAIL $1: the tree is $4 pixels high in a window of $h: not fitted"; fail=1; }
  # the root: a circle, its centre in the SVG (y downwards, as the screen's)
  rx=$(int "$(svg_attr "$2" '<circle cx="[^"]*"')")
  ry=$(int "$(svg_attr "$2" '<circle cx="[^"]*" cy="[^"]*"')")
  n=$(dark_in $((cx + rx - 4)) $((cy + ry - 4)) 9 9)
  [ "$n" -ge 4 ] || { echo "FAIL $1: no root at ($rx, $ry) on the screen ($n dark pixels)"; fail=1; }
  # the legend's first line: its text's place in the SVG, ink above its
  # baseline over 60 pixels to the right
  line=$(grep -o '<text x="[^"]*" y="[^"]*" [^>]*>Parcours de DEPART' "$tmp/$2")
  tx=$(int "$(echo "$line" | sed 's/<text x="\([^"]*\)".*/\1/')")
  ty=$(int "$(echo "$line" | sed 's/.* y="\([^"]*\)".*/\1/')")
  n=$(dark_in $((cx + tx)) $((cy + ty - 6)) 60 6)
  [ "$n" -ge 10 ] || { echo "FAIL $1: no legend at ($tx, $ty) on the screen ($n dark pixels)"; fail=1; }
}

prompt_session 100 30 "$tmp"

# {==== DESSINE.ARBRE 4 in the window as it opens, 800 x 600
type_line 'DESSINE.ARBRE 4 SAUVEDESSIN "a.svg EC ZONEVISIBLE'
# the origin is the centre pixel's corner: half a pixel more on the left
on_screen "the window's area" '^-400.5 -299.5 399.5 300.5$'
wait_window || { echo "FAIL: no window"; screen; exit 1; }
centre
[ "$w $h" = "800 600" ] || { echo "FAIL: a window of $w x $h, want 800 x 600"; fail=1; }
check_tree large a.svg
# }====

# {==== the same window made small: the tree drawn again fits it
resize_window 360 270
[ "$w $h" = "360 270" ] || { echo "FAIL: the window was not resized ($w x $h)"; fail=1; }
# the window's new size reaches Tortue with the window's next event: the
# area asked again (up to 10 times, a second each) until it is the new one
k=0
while [ $k -lt 10 ]; do
  type_line 'EC ZONEVISIBLE'
  retry 10 0.1 screen_count '^-180.5 -134.5 179.5 135.5$' 1 && break
  k=$((k + 1))
done
on_screen "the small window's area" '^-180.5 -134.5 179.5 135.5$'
type_line 'DESSINE.ARBRE 4 SAUVEDESSIN "b.svg EC "petit'
on_screen "the tree drawn in the small window" '^petit$'
check_tree small b.svg
# }====

# {==== the taquin's board sized to the small window: its dark border
# (110, 75, 40) near each side of the window, nothing on the border
type_line 'DESSINE.TAQUIN [[1 2 3] [4 0 5] [7 8 6]] EC "taquin'
on_screen "the taquin drawn" '^taquin$'
shot_fits || { echo "FAIL taquin: the board touches the window's border"; fail=1; }
# shellcheck disable=SC2046
set -- $(ink_box)
[ "$2" -ge $((h * 85 / 100)) ] || { echo "FAIL taquin: the board is $2 pixels high in $h"; fail=1; }
# }====

type_line 'AUREVOIR'
session_ended || { echo "FAIL: AUREVOIR did not end the session"; fail=1; }
exit $fail
