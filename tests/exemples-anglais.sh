#!/bin/sh
# exemples-anglais.sh -- each French example (examples/*.lgo), translated
# into English (--traduis=en), runs in an English session (--langue=en)
# with the output of the French one, the truth words apart: the library,
# rewritten by LANGUE, works in English too.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
src=$(cd "$(dirname "$0")/.." && pwd)/examples
tmp=${TMPDIR:-/tmp}/exemples-anglais.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
for prog in "$src"/*.lgo; do
  name=$(basename "$prog" .lgo)
  "$TORTUE" --traduis=en "$prog" > "$tmp/$name.lg" 2> "$tmp/$name.err" \
    || { echo "FAIL $name: --traduis=en"; cat "$tmp/$name.err"; fail=1; }
  (cd "$tmp" && "$TORTUE" --sans-fenetre "$prog" > "$name.fr" 2>&1)
  (cd "$tmp" && "$TORTUE" --sans-fenetre --langue=en "$name.lg" 2>&1 \
     | sed -e 's/\btrue\b/VRAI/g' -e 's/\bfalse\b/FAUX/g' -e "s|$name.lg|$prog|g" > "$name.en")
  if ! cmp -s "$tmp/$name.fr" "$tmp/$name.en"; then
    echo "FAIL $name: the English run differs"
    diff "$tmp/$name.fr" "$tmp/$name.en" | head -10
    fail=1
  fi
done
exit $fail
