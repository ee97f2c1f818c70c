#!/bin/sh
# aide-anglais-noms.sh -- HELP in English translates the syntax and the
# example of every primitive as TRADUIS translates names, but renames
# nothing: no name of the help gets a final '_' it does not have in French
# (LANGUE's example PRINT SUM 2 3 stays so; TRADUIS's renaming rule is for
# the user's procedures, and help has none).
: "${TORTUE:=./tortue}"
. "$(dirname "$0")/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/aide-anglais-noms.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
"$TORTUE" --langue=en -e HELP | sed -n 's/^  //p' | tr ' ' '\n' | grep -v '^(' | grep -v '^$' \
  | sed 's/.*/HELP "&/' > "$tmp/all.lg"
n=$(wc -l < "$tmp/all.lg")
[ "$n" -ge 300 ] || { echo "FAIL: only $n primitives listed"; fail=1; }
"$TORTUE" --langue=en "$tmp/all.lg" > "$tmp/en.txt" 2>&1
"$TORTUE" --reference > "$tmp/fr.txt"
# every word ending with _ in the English help is one of the French help
grep -o '[A-Za-z.?]*_\b' "$tmp/en.txt" | sort -u > "$tmp/en_"
grep -o '[A-Za-z.?]*_\b' "$tmp/fr.txt" | sort -u > "$tmp/fr_"
extra=$(comm -23 "$tmp/en_" "$tmp/fr_")
same "no name renamed in English help" "" "$extra"
expect "LANGUAGE's example" 0 "$(printf '  LANGUAGE "en\n  PRINT SUM 2 3\n  LANGUAGE "fr\n  PR SUM 2 3\n  ; 5\n  ; 5')" \
  sh -c "\"$TORTUE\" --langue=en -e 'HELP \"LANGUAGE' | tail -6"
exit $fail
