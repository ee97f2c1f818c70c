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

if [ -z "${FENETRE_XVFB:-}" ]; then
  FENETRE_XVFB=1 exec xvfb-run -a -s "-screen 0 1024x768x24 -nolisten tcp" sh "$0" "$@"
fi

win="$(python) ${srcdir:-.}/tests/lib/x11-fenetre.py"
tmp=${TMPDIR:-/tmp}/fenetre-vues.$$
mkdir -p "$tmp/home"
trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
fail=0

wait_window() {
  i=0
  while [ $i -lt 100 ]; do
    geo=$($win geometry Tortue 2>/dev/null) && return 0
    sleep 0.1
    i=$((i + 1))
  done
  return 1
}
# window: the window's geometry in x y w h, its centre pixel in cx cy
window() {
  # shellcheck disable=SC2086
  set -- $geo
  x=$1 y=$2 w=$3 h=$4
  cx=$((x + w / 2)) cy=$((y + h / 2))
}
# border_ink: non-white pixels on the window's outermost rows and columns
border_ink() {
  convert "$tmp/ecran.png" -crop "${w}x${h}+$x+$y" +repage -shave 1x1 -bordercolor white -border 1 \
    "$tmp/inside.png"
  convert "$tmp/ecran.png" -crop "${w}x${h}+$x+$y" +repage "$tmp/whole.png"
  compare -metric AE "$tmp/whole.png" "$tmp/inside.png" null: 2>&1
}
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
# shot_fits: screenshots (up to 10 s) until the window shows a drawing
# that does not touch its border
shot_fits() {
  i=0
  while [ $i -lt 50 ]; do
    import -window root "$tmp/ecran.png" && [ "$(border_ink)" = 0 ] &&
      set -- $(ink_box) && [ "$2" -ge $((h / 2)) ] && return 0
    sleep 0.2
    i=$((i + 1))
  done
  return 1
}
# svg_attr FILE PATTERN: the value of the first attribute matching
# PATTERN (its last attribute) in the saved drawing FILE
svg_attr() { grep -o -- "$2" "$tmp/$1" | head -1 | sed 's/.*="\([^"]*\)"$/\1/'; }
int() { printf '%.0f' "$1"; }

# check_tree NAME FILE: the tree on the screen (window geometry known)
check_tree() {
  shot_fits || { echo "FAIL $1: the tree touches the window's border or does not fill it"; fail=1; }
  cp "$tmp/ecran.png" "${FENETRE_CAPTURES:-$tmp}/arbre-$1.png" 2>/dev/null
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

T new-session -d -x 100 -y 30 "cd '$tmp' && env HOME='$tmp/home' TERM=xterm DISPLAY='$DISPLAY' '$TORTUE'"
wait_for '^? *$' || { echo "FAIL: no prompt"; screen; exit 1; }

# {==== DESSINE.ARBRE 4 in the window as it opens, 800 x 600
type_line 'DESSINE.ARBRE 4 SAUVEDESSIN "a.svg EC ZONEVISIBLE'
# the origin is the centre pixel's corner: half a pixel more on the left
on_screen "the window's area" '^-400.5 -299.5 399.5 300.5$'
wait_window || { echo "FAIL: no window"; screen; exit 1; }
window
[ "$w $h" = "800 600" ] || { echo "FAIL: a window of $w x $h, want 800 x 600"; fail=1; }
check_tree large a.svg
# }====

# {==== the same window made small: the tree drawn again fits it
$win resize Tortue 360 270 || { echo "FAIL: could not resize the window"; fail=1; }
i=0
while [ $i -lt 50 ]; do
  geo=$($win geometry Tortue) && [ "$(echo "$geo" | cut -d' ' -f3-)" = "360 270" ] && break
  sleep 0.2
  i=$((i + 1))
done
window
[ "$w $h" = "360 270" ] || { echo "FAIL: the window was not resized ($w x $h)"; fail=1; }
# the window's new size reaches Tortue with the window's next event
i=0
while [ $i -lt 50 ]; do
  type_line 'EC ZONEVISIBLE'
  wait_for '^-180.5 -134.5 179.5 135.5$' && break
  i=$((i + 1))
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
