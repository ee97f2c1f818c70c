#!/bin/sh
# vues-tortue.sh -- the teaching views drawn with the turtle (lib-logo):
# each case draws one view, saves it as SVG and checks the elements that
# say the view is right: how many squares of each colour, the queens and
# their colours, the exact place of a queen, a label or a marker, the
# conflict lines, the branches of the search tree by kind, the plot's
# fitted axes and markers; and ANIME.REINES driven by Entrée and a jump.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/vues-tortue.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0

# draw NAME PROGRAM: run PROGRAM, keep its drawing in $tmp/d.svg
draw() {
  rm -f "$tmp/d.svg"
  (cd "$tmp" && "$TORTUE" --sans-fenetre -e "$2" -e 'SAUVEDESSIN "d.svg') >"$tmp/out" 2>&1 \
    || { echo "FAIL $1: $(cat "$tmp/out")"; fail=1; }
}
# count NAME PATTERN WANTED: lines of the drawing matching PATTERN (grep -E)
count() {
  got=$(grep -c -E -- "$2" "$tmp/d.svg")
  [ "$got" = "$3" ] || { echo "FAIL $1: $got lines match $2, want $3"; fail=1; }
}
has() { count "$1" "$2" 1; }

# {==== the chessboard: light #f0d9b5 and dark #b58863 squares, queens as
# crowns (polygons of 7 points), the current queen blue. Without a window
# the views fit the 800 x 600 area a first window would show
# (ZONEVISIBLE), 5 % of it left as margin on each side: the board, 320
# units with its numbers 22 units left and below, at the scale 1.578
# (540 / 342, rounded down to a thousandth): squares of 126 steps
# (320 x 1.578 / 4, a whole number of steps), the lower left corner at
# (-235, -235) (the centre of the area less half the box), the numbers in
# letters of 22.09 (14 x 1.578, to the hundredth)
LIGHT='<polygon points="[^"]*" fill="#f0d9b5"'
DARK='<polygon points="[^"]*" fill="#b58863"'
CROWN='<polygon points="([^ ]+ ){6}[^ "]+" fill="#'
draw "board" 'DESSINE.ECHIQUIER [2 4 1 3]'
count "board: 8 light squares" "$LIGHT" 8
count "board: 8 dark squares" "$DARK" 8
count "board: 4 black queens" "${CROWN}000000\"" 4
has "board: the dark square of column 1, row 1" '<polygon points="-235,235 -235,109 -109,109 -109,235 -235,235" fill="#b58863"'
# the queen of column 2 on row 4: its square's centre at (-46, 206), the
# crown's top 3.5/10 of a square above it (SVG's y goes down)
has "board: queen of column 2, row 4" '<polygon points="[^"]* -46,-250.1 [^"]*" fill="#000000"'
count "board: row and column numbers" '<text [^>]*font-size="22.09"[^>]*>[1-4]</text>' 8
has "board: row 1's number, 28.4 steps (18 x 1.578) left of the board" '<text x="-263.4" y="179.89" [^>]*>1</text>'

draw "current queen" '(DESSINE.ECHIQUIER [5 2] 8 2)'
count "current queen: one blue crown" "${CROWN}0000ff\"" 1
count "current queen: one black crown" "${CROWN}000000\"" 1
# }====

# {==== attacked squares (tinted #faafa0 / #d26e5f) and queens in conflict
# (red, joined by red lines of width 3)
HIT='fill="#(faafa0|d26e5f)"'
RED_LINE='<polyline points="[^"]*" fill="none" stroke="#ff0000" stroke-width="3"'
draw "diagonal" 'DESSINE.PRISES [1 2 3 4]'
count "diagonal: every square attacked" "<polygon points=\"[^\"]*\" $HIT" 16
count "diagonal: four red queens" "${CROWN}ff0000\"" 4
count "diagonal: six conflict lines" "$RED_LINE" 6
draw "solution" 'DESSINE.PRISES [2 4 1 3]'
count "solution: no red queen" "${CROWN}ff0000\"" 0
count "solution: no conflict line" "$RED_LINE" 0
count "solution: 4 squares free" "$LIGHT|$DARK" 4
draw "one queen" '(DESSINE.PRISES [1 3] 4 2)'
# the queen on (2, 3) attacks 3 squares of its row, 3 of its column and 5
# on its diagonals
count "one queen: 11 squares attacked" "<polygon points=\"[^\"]*\" $HIT" 11
out=$("$TORTUE" --sans-fenetre -e '(DESSINE.PRISES [1 3] 4 3)' 2>&1)
[ "$out" = "DESSINE.PRISES : pas de reine dans la colonne 3" ] \
  || { echo "FAIL bad column: $out"; fail=1; }
# }====

# {==== the search tree of Annexe 3: 18 nodes examined for N = 3, 13 of
# them in conflict (grey branches #b7b7b7), 5 explored (black); for N = 4,
# two solutions (green branches #009600)
BRANCH='<polyline points="[^ ]+ [^ "]+" fill="none" stroke="#'
draw "tree 3" 'DESSINE.ARBRE 3'
count "tree 3: branches in conflict" "${BRANCH}b7b7b7\"" 13
count "tree 3: branches explored" "${BRANCH}000000\" stroke-width=\"2\"" 5
count "tree 3: no solution" "${BRANCH}009600\"" 0
has "tree 3: node 13, reached by H, left by G" '>13 H G</text>'
has "tree 3: the trace" '>Trace : DHHDHHGGHDHHGHDDHHGHHG</text>'
draw "tree 4" 'DESSINE.ARBRE 4'
count "tree 4: two solutions" "${BRANCH}009600\"" 2
has "tree 4: solution 2413" '>2413 H \* G</text>'
# the tree of 43 leaves, its longest name ending 526.08 units right of the
# root, its box (-60, 9) to (757.04, 890) with the legend's four lines
# above it: the scale 0.612 (540 / 881), letters of 8.57 (14 x 0.612)
has "tree 4: the root, on the left" '<circle cx="-213.29" cy="32.74000000000001" r="2.45" '
has "tree 4: the title, at the top left" '<text x="-250.01" y="-261.02" [^>]*font-size="8.57"[^>]*>Parcours de DEPART 4 : '
has "tree 4: the trace, the legend's last line" '<text x="-250.01" y="-227.97" [^>]*>Trace : DHHDHHHGHDH'
# }====

# {==== the taquin, readable from the back of the room: a dark board
# (#6e4b28), 8 wooden tiles (#ebc88c) with brown borders of width 3
# (#966432), the blank (#5a5a5a). Fitted to the 800 x 600 area (360
# units and 4 of border a side at the scale 1.467 = 540 / 368): squares of
# 176 steps (360 x 1.467 / 3), a border of 12 (176 / 15), the board from
# -276 to 276; the number 5 in the middle of its tile (row 2, column 3:
# centre (176, 0)), 88 steps high
draw "taquin" 'DESSINE.TAQUIN [[1 2 3] [4 0 5] [7 8 6]]'
count "taquin: the board" '<polygon points="-276,-276 276,-276 276,276 -276,276 -276,-276" fill="#6e4b28"' 1
count "taquin: 8 tiles" 'fill="#ebc88c"' 8
count "taquin: 8 borders" 'stroke="#966432" stroke-width="3"' 8
count "taquin: 1 blank" 'fill="#5a5a5a"' 1
has "taquin: tile 5" '<text x="150" y="32" [^>]*font-size="88"[^>]*>5</text>'
# 4 x 4: squares of 132 (360 x 1.467 / 4), a border of 9, nearly as wide
draw "taquin 4 x 4" 'DESSINE.TAQUIN [[1 2 3 4] [5 6 7 8] [9 10 11 12] [13 14 15 0]]'
count "taquin 4 x 4: the board nearly as wide" '<polygon points="-273,-273 273,-273 273,273 -273,273 -273,-273" fill="#6e4b28"' 1
has "taquin 4 x 4: tile 15, two digits centred, 66 high" '<text x="26" y="222" [^>]*font-size="66"[^>]*>15</text>'
draw "rejoue" 'REJOUE [[1 2 3] [4 0 5] [7 8 6]] [EST SUD]'
has "rejoue: the drawing is the last position, tile 6 moved up" '<text x="150" y="32" [^>]*>6</text>'
count "rejoue: the blank at the bottom right, 6 steps (176 / 30) inside its square" '<polygon points="94,258 94,94 258,94 258,258 94,258" fill="#5a5a5a"' 1
# }====

# {==== SERIE.TAQUIN's plot: the y axis fitted to the data (1 to 1000 on
# the 2 x 3 board), x the shortest solution's length (1 to 5), a marker
# per search (PROFONDEUR's circles: 5 points and the key). Its units: the
# plotting area 500 x 300 from (-250, -150), the whole box (-356, -220) to
# (390.6, 200) (the title's estimated width): at the scale 0.964
# (720 / 746.6) centred in the 800 x 600 area, letters of 13.5 (14 x 0.964)
draw "serie" 'GRAINE 1 SERIE.TAQUIN 2 3 8 "s.svg VE'
cp "$tmp/s.svg" "$tmp/d.svg"
count "serie: y labels 1, 10, 100, 1000" 'y="(139.78|43.38|-53.02|-149.42)" [^>]*font-size="13.5"[^>]*>(1|10|100|1000)</text>' 4
has "serie: y axis stops at 1000" '>1000</text>'
count "serie: no 10000" '>10000</text>' 0
count "serie: x labels 1 .. 5" 'y="156.17" [^>]*>[1-5]</text>' 5
count "serie: PROFONDEUR's circles" '<circle [^>]*stroke="#d62728"' 6
has "serie: x title" '>longueur de la plus courte solution \(mouvements\)</text>'
has "serie: y title, along the axis" 'transform="rotate\(-90 -339.62 134.96\)">positions examinées \(moyenne\)</text>'
count "serie: under each length, the positions drawn (3 8 3 2 3) and the row's name" 'y="175.45" [^>]*>([2-38]|positions :)</text>' 6
# lengths 1 to 6, 8 and 11 measured: PROFONDEUR's line is joined from 1 to
# 6 only (5 segments and the key's), its 8 markers and the key's
draw "serie gaps" 'GRAINE 6 SERIE.TAQUIN 2 3 12 "s.svg VE'
cp "$tmp/s.svg" "$tmp/d.svg"
count "serie gaps: no line across a length without data" 'stroke="#d62728" stroke-width="2"' 6
count "serie gaps: a marker for each length measured" '<circle [^>]*stroke="#d62728"' 9
# }====

# {==== no three in line: 12 discs for a 6 x 6 solution (each a filled
# circle between two outlines), the first at row 1, column 1. The grid,
# 320 units with its numbers left and above (box (-196, -175) to (175,
# 196)), at the scale 1.455 (540 / 371): steps of 77 (320 x 1.455 / 6),
# the grid's centre at (15.28, -15.28), so the first point at (-177.22,
# 177.22), discs of radius 77 / 6
draw "alignes" 'DESSINE.ALIGNES [[1 2] [4 6] [2 5] [1 3] [5 6] [3 4]]'
count "alignes: 12 discs" '<circle [^>]* fill="#000000" stroke="none"' 12
has "alignes: the first point" '<circle cx="-177.22" cy="-177.22" r="12.833333333333334" fill="#000000"'
count "alignes: 12 grid lines" '<polyline [^>]*stroke="#b7b7b7"' 12
# }====

# {==== ANIME.REINES "pas: Entrée shows the next decision, a number jumps
# to it, the end of input ends the questions
printf '(ANIME.REINES 4 "pas)\n\n\n71\n' > "$tmp/anime.lgo"
out=$(cd "$tmp" && "$TORTUE" --sans-fenetre < anime.lgo 2>&1)
n=$(printf '%s\n' "$out" | grep -c '^Décision ')
[ "$n" = 4 ] || { echo "FAIL anime: $n pictures (decisions 1, 2, 3 and 71 expected)"; fail=1; }
printf '%s\n' "$out" | grep -q '^Décision 71 : D = 14 G = 14 H = 42 solutions : 2$' \
  || { echo "FAIL anime: counters at decision 71"; printf '%s\n' "$out" | tail -5; fail=1; }
printf '%s\n' "$out" | grep -q 'Fin du parcours : 71 décisions, 2 solutions.$' \
  || { echo "FAIL anime: end line"; fail=1; }
out=$("$TORTUE" --sans-fenetre -e '(ANIME.REINES 4 -1)' 2>&1)
[ "$out" = 'ANIME.REINES : il faut une pause positive ou "pas, pas -1' ] \
  || { echo "FAIL anime: bad pause: $out"; fail=1; }
# }====
exit $fail
