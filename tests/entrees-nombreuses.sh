#!/bin/sh
# entrees-nombreuses.sh -- a call written in parentheses holds at most
# 65,535 inputs (the parse's count of inputs is 16 bits): one more is
# refused with "Trop d'arguments", and the next line runs. Before, the
# count wrapped and (PH ...) of 70,000 inputs gave a list of 4,464.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/entrees-nombreuses.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
# inputs N: a line "EC COMPTE (PH 1 1 ... 1)" with N inputs
inputs() { awk -v n="$1" 'BEGIN { printf "EC COMPTE (PH"; for (i = 0; i < n; i++) printf " 1"; print ")" }'; }
inputs 65535 > "$tmp/max.lgo"
expect "65,535 inputs" 0 "65535" "$TORTUE" "$tmp/max.lgo"
{ inputs 65536; echo 'EC "suite'; } > "$tmp/plus.lgo"
expect "65,536 inputs, then the next line" 70 "Trop d'arguments pour PH
suite" sh -c "'$TORTUE' < '$tmp/plus.lgo'"
exit $fail
