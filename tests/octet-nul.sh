#!/bin/sh
# octet-nul.sh -- one rule for every reader: a NUL byte is a character like
# any other. LISLISTE, LISMOT, LIS, LISCAR, RAMENE, a file given on the
# command line and a program on standard input all read on past it.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/octet-nul.$$
mkdir -p "$tmp" && cd "$tmp" || exit 99
trap 'cd /; rm -rf "$tmp"' EXIT
fail=0
printf 'a\000b c\nz\n' > nul.txt
lis='OUVRELECTURE "nul.txt FIXELECTURE "nul.txt'
same "LISLISTE" "2 3 z" "$("$TORTUE" -e "$lis DONNE \"L LISLISTE EC (PH COMPTE :L COMPTE PREMIER :L LISMOT)")"
same "LISMOT" "5 z" "$("$TORTUE" -e "$lis DONNE \"M LISMOT EC (PH COMPTE :M LISMOT)")"
same "LIS" "2 z" "$("$TORTUE" -e "$lis LIS [] \"R EC (PH COMPTE :R LISMOT)")"
same "LISCAR" "a 0 b" "$("$TORTUE" -e "$lis EC (PH LISCAR ASCII LISCAR LISCAR)")"
same "LISMOT on standard input" "5" "$(printf 'a\000b c\n' | "$TORTUE" -e 'EC COMPTE LISMOT')"
printf 'DONNE "X "a\000b\nEC COMPTE :X\n' > prog.lgo
same "RAMENE" "3" "$("$TORTUE" -e 'RAMENE "prog.lgo')"
same "a file on the command line" "3" "$("$TORTUE" prog.lgo)"
same "a program on standard input" "3" "$("$TORTUE" < prog.lgo)"
same "a program on standard input, then LISMOT" "5" \
  "$(printf 'EC COMPTE LISMOT\na\000b c\n' | "$TORTUE")"
exit $fail
