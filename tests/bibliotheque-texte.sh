#!/bin/sh
# bibliotheque-texte.sh -- a procedure of the library is kept as its text
# until it is needed, then read again from it (BodyLine.unread): that must
# give the words read at loading. A library of our own (TORTUE_LIB) holds a
# procedure read from its file, its line over two physical lines with an
# escaped space, and one defined by DEFINIS from a list holding the word
# "a b", whose printed text would read back as two words: it must keep its
# list, not be read again.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/bibliotheque-texte.$$
mkdir -p "$tmp/lib"
trap 'rm -rf "$tmp"' EXIT
fail=0
cat > "$tmp/lib/essai.lgo" <<'LOGO'
; lue depuis son fichier : une ligne sur deux lignes physiques
POUR LUE :X
SI :X > 0 [RETOURNE PH "a\ b ~
  :X]
RETOURNE []
FIN
; définie par DEFINIS depuis une liste : le mot « a b » d'un seul tenant
DEFINIS "LISTEE [[] [RETOURNE "|a b|]]
LOGO
expect "a line read again" 0 "[a b 3]" env TORTUE_LIB="$tmp/lib" "$TORTUE" -e 'MONTRE LUE 3'
expect "its text" 0 '[[X] [SI :X > 0 [RETOURNE PH "a b :X]] [RETOURNE []]]' \
  env TORTUE_LIB="$tmp/lib" "$TORTUE" -e 'MONTRE TEXTE "LUE'
expect "a word with a space kept, DEFINIS" 0 "3" env TORTUE_LIB="$tmp/lib" "$TORTUE" -e 'EC COMPTE LISTEE'
expect "its text, DEFINIS" 0 "[[] [RETOURNE \"a b]]" \
  env TORTUE_LIB="$tmp/lib" "$TORTUE" -e 'MONTRE TEXTE "LISTEE'

# a body line of the library is read without its words (rd_line_text), with
# the same errors: a bad line is reported at its place and skipped, the
# procedure and the next ones still defined
mkdir -p "$tmp/mauvaise" "$tmp/seuls"
cat > "$tmp/mauvaise/m.lgo" <<'LOGO'
POUR MAUVAISE
EC "a ]
EC "b
FIN
POUR APRES
EC "apres
FIN
LOGO
expect "a bad body line, reported once" 0 "']' inattendu (ligne 2 de $tmp/mauvaise/m.lgo)
Il manque un '[' : aucune liste n'est ouverte avant ce ']'
b
apres" env TORTUE_LIB="$tmp/mauvaise" "$TORTUE" -e 'MAUVAISE APRES'
# a single-item line that is not FIN, a one-list line, a line with an
# array and a comment, and a blank line stay in the body
cat > "$tmp/seuls/s.lgo" <<'LOGO'
POUR SEULS
DONNE "T {1 2} ; un tableau
[EC "liste]

STOP
FIN
LOGO
expect "lines of one item" 0 '[[] [DONNE "T {1 2}] [[EC "liste]] [STOP]]' \
  env TORTUE_LIB="$tmp/seuls" "$TORTUE" -e 'MONTRE TEXTE "SEULS'
exit $fail
