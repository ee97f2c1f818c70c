#!/bin/sh
# tortues-svg.sh -- several turtles in SAUVEDESSIN's SVG, exact to the
# coordinate: each turtle's own pen (colour, width, up), then every visible
# turtle on top with its shape and heading (a triangle, the turtle drawing,
# a PNG picture); a single turtle is saved without it, as before.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/tortues-svg.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0

# svg NAME PROGRAM WANTED: the SVG of PROGRAM's drawing, without its first
# line (the XML declaration) and its last (</svg>).
svg() {
  rm -f "$tmp/d.svg"
  (cd "$tmp" && "$TORTUE" --sans-fenetre -e "$2" -e "SAUVEDESSIN \"d.svg") >"$tmp/out" 2>&1
  got=$(sed '1d;$d' "$tmp/d.svg" 2>/dev/null)
  if [ "$got" != "$3" ]; then
    echo "FAIL $1"
    printf '  got:\n%s\n%s\n  want:\n%s\n' "$got" "$(cat "$tmp/out")" "$3" | sed 's/^/    /'
    fail=1
  fi
}
S='stroke-linecap="round" stroke-linejoin="round"/>'
TRI='fill="#33994d" fill-opacity="0.8" stroke="#004d1a" stroke-width="1"/>'

svg "two turtles: two pen runs, then both turtles on top, each at its heading" \
'FIXETORTUE 1 TD 90 AV 30 FIXETORTUE 0 AV 20' \
'<svg xmlns="http://www.w3.org/2000/svg" width="82" height="72" viewBox="-26 -46 82 72">
<rect x="-26" y="-46" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 30,0" fill="none" stroke="#000000" stroke-width="1" '"$S"'
<polyline points="0,0 0,-20" fill="none" stroke="#000000" stroke-width="1" '"$S"'
<polygon points="0,-35 -8,-15 8,-15" '"$TRI"'
<polygon points="45,0 25,-8 25,8" '"$TRI"

svg "each turtle its own pen; DEMANDE moves turtle 1 and leaves turtle 0 current" \
'FIXETORTUE 1 FCC "rouge FTC 3 TD 90 AV 30 FIXETORTUE 0 FCC "bleu AV 20 DEMANDE 1 [AV 10] AV 5' \
'<svg xmlns="http://www.w3.org/2000/svg" width="92" height="77" viewBox="-26 -51 92 77">
<rect x="-26" y="-51" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 30,0" fill="none" stroke="#ff0000" stroke-width="3" '"$S"'
<polyline points="0,0 0,-20" fill="none" stroke="#0000ff" stroke-width="1" '"$S"'
<polyline points="30,0 40,0" fill="none" stroke="#ff0000" stroke-width="3" '"$S"'
<polyline points="0,-20 0,-25" fill="none" stroke="#0000ff" stroke-width="1" '"$S"'
<polygon points="0,-40 -8,-20 8,-20" '"$TRI"'
<polygon points="55,0 35,-8 35,8" '"$TRI"

# the frame holds the ink and the visible turtles' shapes (a triangle
# reaches 16 steps from its place, the turtle drawing 17), then its margin
svg "a hidden turtle is not drawn, nor framed" \
'FIXETORTUE 1 CT FIXEXY 100 100 FIXETORTUE 0 AV 20' \
'<svg xmlns="http://www.w3.org/2000/svg" width="136.5" height="121" viewBox="-26 -110.5 136.5 121">
<rect x="-26" y="-110.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 100,-100" fill="none" stroke="#000000" stroke-width="1" '"$S"'
<polyline points="0,0 0,-20" fill="none" stroke="#000000" stroke-width="1" '"$S"'
<polygon points="0,-35 -8,-15 8,-15" '"$TRI"

svg "a turtle's pen up draws nothing; FIXEFORME 1 is the turtle drawing" \
'FIXETORTUE 1 LC FIXEXY 40 0 FIXEFORME 1 TD 90 FIXETORTUE 0 AV 10' \
'<svg xmlns="http://www.w3.org/2000/svg" width="93" height="63" viewBox="-26 -36 93 63">
<rect x="-26" y="-36" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-10" fill="none" stroke="#000000" stroke-width="1" '"$S"'
<polygon points="0,-25 -8,-5 8,-5" '"$TRI"'
<circle cx="46" cy="-8" r="3" fill="#73b34d" stroke="none"/>
<circle cx="46" cy="8" r="3" fill="#73b34d" stroke="none"/>
<circle cx="34" cy="-8" r="3" fill="#73b34d" stroke="none"/>
<circle cx="34" cy="8" r="3" fill="#73b34d" stroke="none"/>
<circle cx="52" cy="0" r="4" fill="#73b34d" stroke="none"/>
<circle cx="40" cy="0" r="9" fill="#338040" stroke="#004d1a" stroke-width="1"/>'

svg "VE brings every turtle home and clears the drawing" \
'FIXETORTUE 1 TD 90 AV 30 FIXETORTUE 0 AV 20 VE' \
'<svg xmlns="http://www.w3.org/2000/svg" width="52" height="52" viewBox="-26 -26 52 52">
<rect x="-26" y="-26" width="100%" height="100%" fill="#ffffff"/>
<polygon points="0,-15 -8,5 8,5" '"$TRI"'
<polygon points="0,-15 -8,5 8,5" '"$TRI"

svg "one turtle: saved without it, as before" 'FIXETORTUE 0 AV 20' \
'<svg xmlns="http://www.w3.org/2000/svg" width="21" height="41" viewBox="-10.5 -30.5 21 41">
<rect x="-10.5" y="-30.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-20" fill="none" stroke="#000000" stroke-width="1" '"$S"

# A PNG picture (a 4 x 6 image Tortue writes): an <image> holding the
# file's own bytes, centred on the turtle, turned to its heading.
(cd "$tmp" && "$TORTUE" --sans-fenetre -e 'AV 10 (SAUVEDESSIN "p.png [4 6])') || fail=1
svg "a picture shape: the file's PNG, centred and turned" \
'FIXETORTUE 1 FIXEFORME "p.png FIXEXY 10 10 TD 90 FIXETORTUE 0 CT EC FORME DEMANDE 1 [EC FORME]' \
'<svg xmlns="http://www.w3.org/2000/svg" width="34.5" height="34.5" viewBox="-10.5 -24 34.5 34.5">
<rect x="-10.5" y="-24" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 10,-10" fill="none" stroke="#000000" stroke-width="1" '"$S"'
<image x="8" y="-13" width="4" height="6" transform="rotate(90 10 -10)" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="data:image/png;base64,'"$(base64 -w0 "$tmp/p.png")"'"/>'
[ "$(cat "$tmp/out")" = "0
p.png" ] || { echo "FAIL FORME: $(cat "$tmp/out")"; fail=1; }
exit $fail
