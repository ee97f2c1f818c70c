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
# crowns (polygons of 7 points), the current queen blue
LIGHT='<polygon points="[^"]*" fill="#f0d9b5"'
DARK='<polygon points="[^"]*" fill="#b58863"'
CROWN='<polygon points="([^ ]+ ){6}[^ "]+" fill="#'
draw "board" 'DESSINE.ECHIQUIER [2 4 1 3]'
count "board: 8 light squares" "$LIGHT" 8
count "board: 8 dark squares" "$DARK" 8
count "board: 4 black queens" "${CROWN}000000\"" 4
# the queen of column 2 on row 4: a square of 80 steps, its centre at
# (-40, 120), the crown's first point 3/10 of a square left and below it
has "board: queen of column 2, row 4" '<polygon points="-64,-96 -16,-96 '
count "board: row and column numbers" '<text [^>]*>[1-4]</text>' 8
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
# }====

# {==== the taquin, readable from the back of the room: a dark board
# (#6e4b28) 360 steps wide for 3 x 3 and 16 more, 8 wooden tiles (#ebc88c)
# of 112 steps (a square of 120 less 4 a side) with brown borders of width
# 3 (#966432), the blank (#5a5a5a); the number 5 in the middle of its tile
# (row 2, column 3: centre (120, 0)), 60 steps high
draw "taquin" 'DESSINE.TAQUIN [[1 2 3] [4 0 5] [7 8 6]]'
count "taquin: the board" '<polygon points="-188,-188 188,-188 188,188 -188,188 -188,-188" fill="#6e4b28"' 1
count "taquin: 8 tiles" 'fill="#ebc88c"' 8
count "taquin: 8 borders" 'stroke="#966432" stroke-width="3"' 8
count "taquin: 1 blank" 'fill="#5a5a5a"' 1
has "taquin: tile 5" '<text x="102" y="22" [^>]*font-size="60"[^>]*>5</text>'
draw "taquin 4 x 4" 'DESSINE.TAQUIN [[1 2 3 4] [5 6 7 8] [9 10 11 12] [13 14 15 0]]'
count "taquin 4 x 4: the board as wide" '<polygon points="-188,-188 188,-188 188,188 -188,188 -188,-188" fill="#6e4b28"' 1
has "taquin 4 x 4: tile 15, two digits centred, 45 high" '<text x="18" y="151" [^>]*font-size="45"[^>]*>15</text>'
draw "rejoue" 'REJOUE [[1 2 3] [4 0 5] [7 8 6]] [EST SUD]'
has "rejoue: the drawing is the last position, tile 6 moved up" '<text x="102" y="22" [^>]*>6</text>'
count "rejoue: the blank at the bottom right" '<polygon points="64,176 64,64 176,64 176,176 64,176" fill="#5a5a5a"' 1
# }====

# {==== SERIE.TAQUIN's plot: the y axis fitted to the data (1 to 1000 on
# the 2 x 3 board), x the shortest solution's length (1 to 5), a marker
# per search (PROFONDEUR's circles: 5 points and the key)
draw "serie" 'GRAINE 1 SERIE.TAQUIN 2 3 8 "s.svg VE'
cp "$tmp/s.svg" "$tmp/d.svg"
count "serie: y labels 1, 10, 100, 1000" 'y="(155|55|-45|-145)" [^>]*>(1|10|100|1000)</text>' 4
has "serie: y axis stops at 1000" '>1000</text>'
count "serie: no 10000" '>10000</text>' 0
count "serie: x labels 1 .. 5" 'y="172" [^>]*>[1-5]</text>' 5
count "serie: PROFONDEUR's circles" '<circle [^>]*stroke="#d62728"' 6
has "serie: x title" '>longueur de la plus courte solution \(mouvements\)</text>'
has "serie: y title, along the axis" 'transform="rotate\(-90 -335 150\)">positions examinées \(moyenne\)</text>'
count "serie: under each length, the positions drawn (3 8 3 2 3) and the row's name" 'y="192" [^>]*>([2-38]|positions :)</text>' 6
# lengths 1 to 6, 8 and 11 measured: PROFONDEUR's line is joined from 1 to
# 6 only (5 segments and the key's), its 8 markers and the key's
draw "serie gaps" 'GRAINE 6 SERIE.TAQUIN 2 3 12 "s.svg VE'
cp "$tmp/s.svg" "$tmp/d.svg"
count "serie gaps: no line across a length without data" 'stroke="#d62728" stroke-width="2"' 6
count "serie gaps: a marker for each length measured" '<circle [^>]*stroke="#d62728"' 9
# }====

# {==== no three in line: 12 discs for a 6 x 6 solution (each a filled
# circle between two outlines), the first at row 1, column 1: steps of 53,
# the grid centred, so (-132.5, 132.5)
draw "alignes" 'DESSINE.ALIGNES [[1 2] [4 6] [2 5] [1 3] [5 6] [3 4]]'
count "alignes: 12 discs" '<circle [^>]* fill="#000000" stroke="none"' 12
has "alignes: the first point" '<circle cx="-132.5" cy="-132.5" r="8.833333333333334" fill="#000000"'
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
