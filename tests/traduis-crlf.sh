#!/bin/sh
# traduis-crlf.sh -- a program with Windows line ends (CR LF): translated
# with its CR LF kept, it runs as the original does, and comes back byte
# for byte.
: "${TORTUE:=./tortue}"
. "$(dirname "$0")/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/traduis-crlf.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
printf 'POUR LIST :n\r\n  REPETE 2 [EC :n * :n]\r\nFIN\r\n; un commentaire\r\nLIST 3\r\n' > "$tmp/p.lgo"
"$TORTUE" --traduis=en "$tmp/p.lgo" > "$tmp/p.lg" 2> /dev/null
same "translated, CR LF kept" "$(printf 'TO LIST_ :n\r\n  REPEAT 2 [PR :n * :n]\r\nEND\r\n; un commentaire\r\nLIST_ 3\r\n' | od -c)" \
  "$(od -c < "$tmp/p.lg")"
expect "the original runs" 0 "$(printf '9\n9')" "$TORTUE" "$tmp/p.lgo"
expect "the translation runs alike" 0 "$(printf '9\n9')" "$TORTUE" --langue=en "$tmp/p.lg"
"$TORTUE" --traduis=fr "$tmp/p.lg" > "$tmp/back.lgo" 2> /dev/null
cmp -s "$tmp/p.lgo" "$tmp/back.lgo" || { echo "FAIL: there and back"; fail=1; }
exit $fail
