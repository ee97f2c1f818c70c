#!/bin/sh
# traduis-barres.sh -- a name written whole between bars (|print|) is the
# name between them, for running as for TRADUIS: a user's procedure
# |print| becomes |print_| (where it is defined, called and named for
# TRACE), a primitive |EC| becomes |PR|; the translation runs alike and
# comes back byte for byte.
: "${TORTUE:=./tortue}"
. "$(dirname "$0")/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/traduis-barres.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
cat > "$tmp/b.lgo" <<'LOGO'
POUR |print| :x
|EC| :x
FIN
TRACE "|print|
FINTRACE "|print|
|print| 3
EC "|print|
LOGO
cat > "$tmp/want.lg" <<'LOGO'
TO |print_| :x
|PR| :x
END
TRACE "|print_|
UNTRACE "|print_|
|print_| 3
PR "|print|
LOGO
"$TORTUE" --traduis=en "$tmp/b.lgo" > "$tmp/b.lg" 2> /dev/null
cmp -s "$tmp/want.lg" "$tmp/b.lg" || { echo "FAIL translated:"; diff "$tmp/want.lg" "$tmp/b.lg"; fail=1; }
expect "the original runs" 0 "$(printf '3\nprint')" "$TORTUE" "$tmp/b.lgo"
expect "the translation runs alike" 0 "$(printf '3\nprint')" "$TORTUE" --langue=en "$tmp/b.lg"
"$TORTUE" --traduis=fr "$tmp/b.lg" > "$tmp/back.lgo" 2> /dev/null
cmp -s "$tmp/b.lgo" "$tmp/back.lgo" || { echo "FAIL: there and back"; diff "$tmp/b.lgo" "$tmp/back.lgo"; fail=1; }
exit $fail
