#!/bin/sh
# ucblogo-noms.sh -- every name UCBLogo 6.2 documents (tests/donnees/
# ucblogo-noms.txt, special variables aside) is known to `tortue
# --langue=en`, or listed among the names left out, with the reason, in
# doc/ucblogo.md (its lines "- `NAME` : why" under the heading "Noms
# d'UCBLogo laissés de côté"); at most 15 are left out, and none of them is
# known (the list would be stale). TO and .MACRO start definitions: they
# are known when a procedure and a macro can be defined with them.
: "${TORTUE:=./tortue}"
: "${srcdir:=.}"
tmp=${TMPDIR:-/tmp}/ucblogo-noms.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
names=$srcdir/tests/donnees/ucblogo-noms.txt
grep -v '^#' "$names" > "$tmp/all"
[ "$(wc -l < "$tmp/all")" -ge 390 ] || { echo "FAIL: only $(wc -l < "$tmp/all") names in $names"; fail=1; }

# the names left out, as doc/ucblogo.md lists them
sed -n "/^### Noms d'UCBLogo laissés de côté/,/^#/p" "$srcdir/doc/ucblogo.md" \
  | sed -n 's/^- `\([^`]*\)` :.*/\1/p' | tr 'A-Z' 'a-z' | sort -u > "$tmp/out"
n_out=$(wc -l < "$tmp/out")
[ "$n_out" -le 15 ] || { echo "FAIL: $n_out names left out (at most 15)"; fail=1; }
[ "$n_out" -ge 1 ] || { echo "FAIL: no list of names left out found in doc/ucblogo.md"; fail=1; }

# the unknown names: no procedure of that name in English
grep -v -x -e 'to' -e '.macro' "$tmp/all" \
  | sed 's/.*/IF NOT PROCEDUREP "|&| [PRINT "|&|]/' > "$tmp/check.lg"
"$TORTUE" --langue=en --sans-fenetre "$tmp/check.lg" > "$tmp/unknown" 2>&1 \
  || { echo "FAIL: the check did not run"; cat "$tmp/unknown"; fail=1; }
printf 'to zz :x\noutput :x\nend\n.macro mm\noutput [print "m]\nend\nprint zz 3\nmm\n' > "$tmp/def.lg"
[ "$("$TORTUE" --langue=en "$tmp/def.lg" 2>&1)" = "$(printf '3\nm')" ] \
  || { echo "FAIL: TO or .MACRO do not define in English"; fail=1; }

tr 'A-Z' 'a-z' < "$tmp/unknown" | sort -u > "$tmp/unknown.s"
missing=$(comm -23 "$tmp/unknown.s" "$tmp/out")
[ -z "$missing" ] || { echo "FAIL: UCBLogo names neither known nor left out in doc/ucblogo.md:"; echo "$missing"; fail=1; }
stale=$(comm -13 "$tmp/unknown.s" "$tmp/out")
[ -z "$stale" ] || { echo "FAIL: names left out in doc/ucblogo.md that Tortue knows:"; echo "$stale"; fail=1; }
exit $fail
