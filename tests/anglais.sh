#!/bin/sh
# anglais.sh -- programs written in UCBLogo's dialect (tests/anglais/*.lg,
# one per chapter) run in English (--langue=en) and give their .out; each
# translated into French (--traduis=fr) gives the same output in a French
# session, the truth words apart (VRAI and FAUX are the French session's
# true and false); and translated back (--traduis=en) it is the original
# byte for byte. Each runs in an empty directory of its own (files).
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
src=$(cd "$(dirname "$0")" && pwd)/anglais
tmp=${TMPDIR:-/tmp}/anglais.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0
for prog in "$src"/*.lg; do
  name=$(basename "$prog" .lg)
  dir=$tmp/$name
  mkdir "$dir" "$dir/en" "$dir/fr"
  (cd "$dir/en" && "$TORTUE" --sans-fenetre --langue=en "$prog" > ../en.out 2>&1)
  if ! cmp -s "$dir/en.out" "$src/$name.out"; then
    echo "FAIL $name: English output differs"
    diff "$src/$name.out" "$dir/en.out" | head -10
    fail=1
  fi
  if ! "$TORTUE" --traduis=fr "$prog" > "$dir/$name.lgo" 2> "$dir/traduis.err"; then
    echo "FAIL $name: --traduis=fr"; cat "$dir/traduis.err"; fail=1
  fi
  (cd "$dir/fr" && "$TORTUE" --sans-fenetre "../$name.lgo" 2>&1 | sed -e 's/\bVRAI\b/true/g' -e 's/\bFAUX\b/false/g' \
     -e "s|$name.lgo|$name.lg|g" > ../fr.out)
  if ! cmp -s "$dir/fr.out" "$src/$name.out"; then
    echo "FAIL $name: the French translation's output differs"
    diff "$src/$name.out" "$dir/fr.out" | head -10
    fail=1
  fi
  "$TORTUE" --traduis=en "$dir/$name.lgo" > "$dir/back.lg" 2>> "$dir/traduis.err"
  if ! cmp -s "$prog" "$dir/back.lg"; then
    echo "FAIL $name: there and back is not the original"
    diff "$prog" "$dir/back.lg" | head -10
    fail=1
  fi
  n=$((n + 1))
done
[ "$n" -ge 10 ] || { echo "FAIL: only $n programs"; fail=1; }
exit $fail
