#!/bin/sh
# octet-nul.sh -- one rule for every reader: a NUL byte is a character like
# any other. LISLISTE, LISMOT, LIS, LISCAR, RAMENE, a file given on the
# command line and a program on standard input all read on past it.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/octet-nul.$$
mkdir -p "$tmp" && cd "$tmp" || exit 99
trap 'cd /; rm -rf "$tmp"' EXIT
fail=0
check() {  # check NAME WANT GOT
  [ "$2" = "$3" ] || { printf 'FAIL %s: got\n%s\nwant\n%s\n' "$1" "$3" "$2"; fail=1; }
}
printf 'a\000b c\nz\n' > nul.txt
lis='OUVRELECTURE "nul.txt FIXELECTURE "nul.txt'
check "LISLISTE" "2 3 z" "$("$TORTUE" -e "$lis DONNE \"L LISLISTE EC (PH COMPTE :L COMPTE PREMIER :L LISMOT)")"
check "LISMOT" "5 z" "$("$TORTUE" -e "$lis DONNE \"M LISMOT EC (PH COMPTE :M LISMOT)")"
check "LIS" "2 z" "$("$TORTUE" -e "$lis LIS [] \"R EC (PH COMPTE :R LISMOT)")"
check "LISCAR" "a 0 b" "$("$TORTUE" -e "$lis EC (PH LISCAR ASCII LISCAR LISCAR)")"
check "LISMOT on standard input" "5" "$(printf 'a\000b c\n' | "$TORTUE" -e 'EC COMPTE LISMOT')"
printf 'DONNE "X "a\000b\nEC COMPTE :X\n' > prog.lgo
check "RAMENE" "3" "$("$TORTUE" -e 'RAMENE "prog.lgo')"
check "a file on the command line" "3" "$("$TORTUE" prog.lgo)"
check "a program on standard input" "3" "$("$TORTUE" < prog.lgo)"
check "a program on standard input, then LISMOT" "5" \
  "$(printf 'EC COMPTE LISMOT\na\000b c\n' | "$TORTUE")"
exit $fail
