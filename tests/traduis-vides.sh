#!/bin/sh
# traduis-vides.sh -- a program with nothing to translate: an empty file,
# a file of comments and blank lines only, a file of one blank line. Each
# comes out of --traduis byte for byte, with status 0 and nothing said.
: "${TORTUE:=./tortue}"
. "$(dirname "$0")/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/traduis-vides.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
: > "$tmp/vide.lgo"
printf '; EC REPETE POUR FIN\n\n   ; print TO END ~\n;\n' > "$tmp/commentaires.lgo"
printf '\n' > "$tmp/blanc.lgo"
printf '; sans fin de ligne : ECRIS' > "$tmp/sans-fin.lgo"
for f in vide commentaires blanc sans-fin; do
  "$TORTUE" --traduis=en "$tmp/$f.lgo" > "$tmp/$f.lg" 2> "$tmp/$f.err"
  same "$f: status" 0 "$?"
  same "$f: nothing said" "" "$(cat "$tmp/$f.err")"
  cmp -s "$tmp/$f.lgo" "$tmp/$f.lg" || { echo "FAIL $f: not kept byte for byte"; fail=1; }
done
exit $fail
