#!/bin/sh
# tortue-svg.sh -- SAUVEDESSIN's SVG, exact to the coordinate: one case a
# behaviour (a pen run, a circle, arcs, a fill, wrapping, the fence,
# labels, colours, pen modes), each compared with the elements it must
# write; and the errors of SAUVEDESSIN, after which the session goes on.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/tortue-svg.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
. "$(dirname "$0")/lib/commun.sh"

# svg NAME PROGRAM WANTED [FROM]: the SVG of PROGRAM's drawing from its
# line FROM (2: after the XML declaration; 4: after the <svg> frame and the
# background too), without its last (</svg>). The frame's margin is 10
# steps, or 4 % of the drawing's larger side (ENROULE's and FENETRE's cases).
svg() {
  rm -f "$tmp/d.svg"
  "$TORTUE" --sans-fenetre -e "$2" -e "SAUVEDESSIN \"$tmp/d.svg" >"$tmp/out" 2>&1
  got=$(sed '$d' "$tmp/d.svg" 2>/dev/null | tail -n +"${4:-2}")
  if [ "$got" != "$3" ]; then
    echo "FAIL $1"
    echo "  got:"
    printf '%s\n' "$got" "$(cat "$tmp/out")" | sed 's/^/    /'
    echo "  want:"
    printf '%s\n' "$3" | sed 's/^/    /'
    fail=1
  fi
}
S='fill="none" stroke="#000000" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>'

svg "a square is one polyline, y flipped, integers as integers" 'REPETE 4 [AV 100 TD 90]' \
'<svg xmlns="http://www.w3.org/2000/svg" width="121" height="121" viewBox="-10.5 -110.5 121 121">
<rect x="-10.5" y="-110.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-100 100,-100 100,0 0,0" '"$S"

svg "a star: reals in their shortest exact form, closing at 0,0" 'REPETE 5 [AV 100 TD 144]' \
'<svg xmlns="http://www.w3.org/2000/svg" width="116.10565162951536" height="121" viewBox="-46.82712640026804 -110.5 116.10565162951536 121">
<rect x="-46.82712640026804" y="-110.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-100 58.77852522924732,-19.098300562505273 -36.32712640026804,-50 58.77852522924731,-80.90169943749474 0,0" '"$S"

svg "the pen lifted starts a new pen run" 'AV 50 LC AV 10 BC AV 20' \
'<svg xmlns="http://www.w3.org/2000/svg" width="21" height="101" viewBox="-10.5 -90.5 21 101">
<rect x="-10.5" y="-90.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-50" '"$S"'
<polyline points="0,-60 0,-80" '"$S"

svg "a circle around the turtle" 'FIXEXY 10 20 CERCLE 50' \
'<svg xmlns="http://www.w3.org/2000/svg" width="121" height="121" viewBox="-50.5 -80.5 121 121">
<rect x="-50.5" y="-80.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 10,-20" '"$S"'
<circle cx="10" cy="-20" r="50" '"$S"

svg "an arc: clockwise from the heading" 'ARC 90 50' \
'<svg xmlns="http://www.w3.org/2000/svg" width="71" height="71" viewBox="-10.5 -60.5 71 71">
<rect x="-10.5" y="-60.5" width="100%" height="100%" fill="#ffffff"/>
<path d="M0,-50 A50,50 0 0,1 50,0" '"$S"

svg "a negative arc turns the other way" 'ARC -90 50' \
'<svg xmlns="http://www.w3.org/2000/svg" width="71" height="71" viewBox="-60.5 -60.5 71 71">
<rect x="-60.5" y="-60.5" width="100%" height="100%" fill="#ffffff"/>
<path d="M0,-50 A50,50 0 0,0 -50,0" '"$S"

svg "an arc over 180 degrees is the large one" 'ARC 270 50' \
'<svg xmlns="http://www.w3.org/2000/svg" width="121" height="121" viewBox="-60.5 -60.5 121 121">
<rect x="-60.5" y="-60.5" width="100%" height="100%" fill="#ffffff"/>
<path d="M0,-50 A50,50 0 1,1 -50,0" '"$S"

svg "REMPLIS: the polygon of the pen run, its outline drawn again on top" 'REPETE 4 [AV 10 TD 90] REMPLIS' \
'<svg xmlns="http://www.w3.org/2000/svg" width="31" height="31" viewBox="-10.5 -20.5 31 31">
<rect x="-10.5" y="-20.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-10 10,-10 10,0 0,0" '"$S"'
<polygon points="0,0 0,-10 10,-10 10,0 0,0" fill="#000000" stroke="none"/>
<polyline points="0,0 0,-10 10,-10 10,0 0,0" '"$S"

svg "REMPLIS after CERCLE: the disc, the circle again on top" 'CERCLE 50 REMPLIS' \
'<svg xmlns="http://www.w3.org/2000/svg" width="121" height="121" viewBox="-60.5 -60.5 121 121">
<rect x="-60.5" y="-60.5" width="100%" height="100%" fill="#ffffff"/>
<circle cx="0" cy="0" r="50" '"$S"'
<circle cx="0" cy="0" r="50" fill="#000000" stroke="none"/>
<circle cx="0" cy="0" r="50" '"$S"

svg "ENROULE: out at the top, back in at the bottom" 'ENROULE AV 700' \
'<svg xmlns="http://www.w3.org/2000/svg" width="83" height="1083" viewBox="-41.5 -541.5 83 1083">
<rect x="-41.5" y="-541.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-500" '"$S"'
<polyline points="0,500 0,300" '"$S"

svg "CLOS: the move that would leave the square is not made" 'CLOS AV 100 ATTRAPE "erreur [AV 700]' \
'<svg xmlns="http://www.w3.org/2000/svg" width="21" height="121" viewBox="-10.5 -110.5 21 121">
<rect x="-10.5" y="-110.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-100" '"$S"

svg "FENETRE: no edge" 'ENROULE FENETRE AV 700' \
'<svg xmlns="http://www.w3.org/2000/svg" width="59" height="759" viewBox="-29.5 -729.5 59 759">
<rect x="-29.5" y="-729.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-700" '"$S"

# a label's box is measured with the fonts installed: the frame is left out
svg "labels: along the heading, escaped" 'FCAP 90 ETIQUETTE "Bonjour FCAP 0 ETIQUETTE [a<b & c]' \
'<text x="0" y="0" font-family="sans-serif" font-size="14" fill="#000000">Bonjour</text>
<text x="0" y="0" font-family="sans-serif" font-size="14" fill="#000000" transform="rotate(-90 0 0)">a&lt;b &amp; c</text>' 4

svg "FIXETAILLEPOLICE: the labels' height" 'FTP 30 FCAP 90 ETIQUETTE "Titre' \
'<text x="0" y="0" font-family="sans-serif" font-size="30" fill="#000000">Titre</text>' 4

svg "colours: a number, a name, a list; a new colour a new pen run" 'AV 10 FCC 1 AV 10 FCC "rouge AV 10 FCC [10 20 30] AV 10' \
'<svg xmlns="http://www.w3.org/2000/svg" width="21" height="61" viewBox="-10.5 -50.5 21 61">
<rect x="-10.5" y="-50.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-10" '"$S"'
<polyline points="0,-10 0,-20" fill="none" stroke="#0000ff" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>
<polyline points="0,-20 0,-30" fill="none" stroke="#ff0000" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>
<polyline points="0,-30 0,-40" fill="none" stroke="#0a141e" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>'

svg "the pen's width, and the bounds around it" 'FTC 3.5 AV 10' \
'<svg xmlns="http://www.w3.org/2000/svg" width="23.5" height="33.5" viewBox="-11.75 -21.75 23.5 33.5">
<rect x="-11.75" y="-21.75" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-10" fill="none" stroke="#000000" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>'

svg "GOMME paints the background's colour" 'FCFG "jaune GOMME AV 10' \
'<svg xmlns="http://www.w3.org/2000/svg" width="21" height="31" viewBox="-10.5 -20.5 21 31">
<rect x="-10.5" y="-20.5" width="100%" height="100%" fill="#ffff00"/>
<polyline points="0,0 0,-10" fill="none" stroke="#ffff00" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>'

svg "INVERSECRAYON blends by difference" 'INVERSECRAYON AV 10' \
'<svg xmlns="http://www.w3.org/2000/svg" width="21" height="31" viewBox="-10.5 -20.5 21 31">
<rect x="-10.5" y="-20.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-10" fill="none" stroke="#ffffff" style="mix-blend-mode:difference" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>'

svg "NETTOIE empties the drawing, the turtle stays" 'AV 10 NETTOIE AV 10' \
'<svg xmlns="http://www.w3.org/2000/svg" width="21" height="31" viewBox="-10.5 -30.5 21 31">
<rect x="-10.5" y="-30.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,-10 0,-20" '"$S"

svg "VIDEECRAN empties it and brings the turtle home" 'TD 90 AV 10 VE AV 10' \
'<svg xmlns="http://www.w3.org/2000/svg" width="21" height="31" viewBox="-10.5 -20.5 21 31">
<rect x="-10.5" y="-20.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-10" '"$S"

svg "an empty drawing: a small square at the origin" 'EC "rien' \
'<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="-10 -10 20 20">
<rect x="-10" y="-10" width="100%" height="100%" fill="#ffffff"/>'

svg "a big drawing: a margin of 4 % of its larger side, in whole steps" 'REPETE 4 [AV 500 TD 90]' \
'<svg xmlns="http://www.w3.org/2000/svg" width="543" height="543" viewBox="-21.5 -521.5 543 543">
<rect x="-21.5" y="-521.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-500 500,-500 500,0 0,0" '"$S"

svg "POINT: a dot of the pen's colour and width, the turtle stays" 'FTC 4 POINT [10 20] FCC "rouge FTC 1 POINT [-5 0] EC POS' \
'<svg xmlns="http://www.w3.org/2000/svg" width="37.5" height="42.5" viewBox="-15.5 -32 37.5 42.5">
<rect x="-15.5" y="-32" width="100%" height="100%" fill="#ffffff"/>
<circle cx="10" cy="-20" r="2" fill="#000000" stroke="none"/>
<circle cx="-5" cy="0" r="0.5" fill="#ff0000" stroke="none"/>'

svg "FORMEPLEINE: the places visited, pen up too, back to the start, filled" 'FORMEPLEINE 4 [LC AV 20 TD 90 AV 20]' \
'<svg xmlns="http://www.w3.org/2000/svg" width="41" height="41" viewBox="-10.5 -30.5 41 41">
<rect x="-10.5" y="-30.5" width="100%" height="100%" fill="#ffffff"/>
<polygon points="0,0 0,-20 20,-20 0,0" fill="#ff0000" stroke="none"/>
<polyline points="0,0 0,-20 20,-20 0,0" '"$S"

svg "FIXEECHELLE 2 1: a square of AV 10 is 20 wide" 'FIXEECHELLE 2 1 REPETE 4 [AV 10 TD 90]' \
'<svg xmlns="http://www.w3.org/2000/svg" width="41" height="31" viewBox="-10.5 -20.5 41 31">
<rect x="-10.5" y="-20.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-10 20,-10 20,0 0,0" '"$S"

# (SAUVEDESSIN "f.pdf "A4): an A4 sheet, upright or on its side
"$TORTUE" --sans-fenetre -e "AV 100 (SAUVEDESSIN \"$tmp/a4.pdf \"A4) (SAUVEDESSIN \"$tmp/a4p.pdf \"a4.PAYSAGE)"
grep -a -q 'MediaBox \[ 0 0 595.275591 841.889764 \]' "$tmp/a4.pdf" || { echo "FAIL A4 upright"; fail=1; }
grep -a -q 'MediaBox \[ 0 0 841.889764 595.275591 \]' "$tmp/a4p.pdf" || { echo "FAIL A4 on its side"; fail=1; }

# PNG and PDF: the format is the extension's, whatever its case; a file
# there before is replaced
printf 'ancien' > "$tmp/d.PNG"
"$TORTUE" --sans-fenetre -e "REPETE 4 [AV 100 TD 90] SAUVEDESSIN \"$tmp/d.PNG SAUVEDESSIN \"$tmp/d.pdf"
[ "$(head -c 4 "$tmp/d.PNG" | od -An -c | tr -d ' ')" = '211PNG' ] || { echo "FAIL PNG signature"; fail=1; }
[ "$(head -c 5 "$tmp/d.pdf")" = '%PDF-' ] || { echo "FAIL PDF signature"; fail=1; }
ls "$tmp" | grep -q 'tortue-.*tmp' && { echo "FAIL a temporary file was left"; fail=1; }

# errors: French, and the session goes on
cd "$tmp" || exit 1
expect "an unknown extension" 70 "SAUVEDESSIN : je ne sais pas écrire dessin.txt (choisissez un nom en .svg, .png ou .pdf)
suite" "$TORTUE" --sans-fenetre -e 'AV 10' -e 'SAUVEDESSIN "dessin.txt' -e 'EC "suite'
expect "a folder that does not exist" 70 "SAUVEDESSIN : impossible d'écrire le fichier absent/d.svg (fichier ou dossier absent)
suite" "$TORTUE" --sans-fenetre -e 'SAUVEDESSIN "absent/d.svg' -e 'EC "suite'
expect "a size is for a PNG only" 70 "SAUVEDESSIN n'aime pas [10 10] comme argument" \
  "$TORTUE" --sans-fenetre -e '(SAUVEDESSIN "d.svg [10 10])'
expect "a paper is A4 or A4.paysage, for a PDF only" 70 "SAUVEDESSIN n'aime pas A5 comme argument
SAUVEDESSIN n'aime pas A4 comme argument" \
  "$TORTUE" --sans-fenetre -e '(SAUVEDESSIN "d.pdf "A5)' -e '(SAUVEDESSIN "d.svg "A4)'
expect "a PNG size must be two whole numbers" 70 "SAUVEDESSIN n'aime pas [0 10] comme argument" \
  "$TORTUE" --sans-fenetre -e '(SAUVEDESSIN "d.png [0 10])'
printf 'ancien' > garde.svg
# root writes anywhere: the case runs as an ordinary user
if need_unprivileged "$tmp"; then
  chmod a-w .
  chmod a+rx "$tmp" garde.svg
  expect "an unwritable folder keeps the old file" 70 "SAUVEDESSIN : impossible d'écrire le fichier garde.svg (accès refusé)
ancien" unprivileged sh -c "\"$UTORTUE\" --sans-fenetre -e 'SAUVEDESSIN \"garde.svg'; s=\$?; cat garde.svg; exit \$s"
  chmod u+w .
fi
exit $fail
