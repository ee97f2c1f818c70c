#!/bin/sh
# reference-anglaise.sh -- doc/reference-en.md, the reference in UCBLogo's
# English names (the texts stay French), is what
# `tortue --langue=en --reference` writes (regenerate it with:
# ./tortue --langue=en --reference > doc/reference-en.md).
: "${TORTUE:=./tortue}"
: "${srcdir:=.}"
fail=0
"$TORTUE" --langue=en --reference | cmp -s - "$srcdir/doc/reference-en.md" \
  || { echo "doc/reference-en.md is out of date: run ./tortue --langue=en --reference > doc/reference-en.md"; fail=1; }
# the same entries as the French one, named and exemplified in English
[ "$(grep -c '^### ' "$srcdir/doc/reference-en.md")" = "$(grep -c '^### ' "$srcdir/doc/reference.md")" ] \
  || { echo "doc/reference-en.md: not every entry"; fail=1; }
grep -q '^### FORWARD (FD)$' "$srcdir/doc/reference-en.md" || { echo "no FORWARD (FD)"; fail=1; }
grep -q '^REPEAT 4 \[FD 100 RT 90\]$' "$srcdir/doc/reference-en.md" || { echo "AVANCE's example not in English"; fail=1; }
exit $fail
