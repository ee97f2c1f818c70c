#!/bin/sh
# traduis-grands.sh -- huge lines: a call nested 20,000 deep on one line
# and a list of 200,000 words are translated, run as the original runs and
# come back byte for byte.
: "${TORTUE:=./tortue}"
. "$(dirname "$0")/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/traduis-grands.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
awk 'BEGIN {
  printf "EC"; for (i = 0; i < 20000; i++) printf " SOMME 1"; print " 0"
  printf "EC COMPTE ["; for (i = 0; i < 200000; i++) printf " a"; print "]"
}' > "$tmp/g.lgo"
"$TORTUE" --traduis=en "$tmp/g.lgo" > "$tmp/g.lg" 2> "$tmp/err"
same "status" 0 "$?"
same "nothing said" "" "$(cat "$tmp/err")"
same "translated" "PR SUM 1 SUM 1" "$(cut -c1-14 "$tmp/g.lg" | head -1)"
expect "the original runs" 0 "$(printf '20000\n200000')" "$TORTUE" "$tmp/g.lgo"
expect "the translation runs alike" 0 "$(printf '20000\n200000')" "$TORTUE" --langue=en "$tmp/g.lg"
"$TORTUE" --traduis=fr "$tmp/g.lg" > "$tmp/back.lgo" 2> /dev/null
cmp -s "$tmp/g.lgo" "$tmp/back.lgo" || { echo "FAIL: there and back"; fail=1; }
exit $fail
