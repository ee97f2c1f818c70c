#!/bin/sh
# doc.sh -- doc/reference.md is what `tortue --reference` writes from the
# help table (regenerate it with: ./tortue --reference > doc/reference.md),
# and the man page is well formed.
: "${TORTUE:=./tortue}"
: "${srcdir:=.}"
fail=0
"$TORTUE" --reference | cmp -s - "$srcdir/doc/reference.md" \
  || { echo "doc/reference.md is out of date: run ./tortue --reference > doc/reference.md"; fail=1; }
man=$("$TORTUE" --man)
printf '%s\n' "$man" | head -1 | grep -q '^\.TH TORTUE 1 ' || { echo "man page: no .TH line"; fail=1; }
[ "$(printf '%s\n' "$man" | grep -c '^\.B ')" -ge 90 ] || { echo "man page: entries missing"; fail=1; }
# AIDE alone: the index, every chapter, and the recursion limit
index=$("$TORTUE" -e AIDE)
[ "$(printf '%s\n' "$index" | head -1)" = \
  "Les primitives de Tortue, par chapitre ; AIDE \"NOM pour le détail de l'une." ] \
  || { echo "AIDE: first line"; fail=1; }
# the turtle's chapter first, where a class starts
[ "$(printf '%s\n' "$index" | sed -n 3p)" = "tortue :" ] || { echo "AIDE: the turtle is not first"; fail=1; }
for c in "mots et listes" prédicats logique arithmétique contrôle variables écran fichiers \
         reines bibliothèque; do
  printf '%s\n' "$index" | grep -q "^$c :\$" || { echo "AIDE: chapter $c missing"; fail=1; }
done
printf '%s\n' "$index" | grep -q "^Récursion : au plus 100000 appels imbriqués" \
  || { echo "AIDE: recursion limit"; fail=1; }
exit $fail
