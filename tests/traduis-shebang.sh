#!/bin/sh
# traduis-shebang.sh -- the first line "#!..." of a script, which running
# skips, is kept byte for byte by --traduis (its words were taken for
# calls: --langue=fr became --language=fr), and a reader's error below it
# is named at the line running names.
: "${TORTUE:=./tortue}"
. "$(dirname "$0")/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/traduis-shebang.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
printf '#!/usr/bin/env -S tortue --langue=fr\nEC 1\n' > "$tmp/s.lgo"
expect "first line kept" 0 "$(printf '#!/usr/bin/env -S tortue --langue=fr\nPR 1')" \
  "$TORTUE" --traduis=en "$tmp/s.lgo"
printf '#!/usr/bin/env tortue\nEC 1\nEC [2\n' > "$tmp/e.lgo"
expect "error's line as running says it" 70 "Il manque un ']' (ligne 3 de $tmp/e.lgo)" \
  "$TORTUE" --traduis=en "$tmp/e.lgo"
expect "running says the same" 70 "$(printf "1\nIl manque un ']' (ligne 3 de $tmp/e.lgo)")" \
  "$TORTUE" "$tmp/e.lgo"
exit $fail
