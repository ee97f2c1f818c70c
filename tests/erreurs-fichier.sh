#!/bin/sh
# erreurs-fichier.sh -- an error met while running a file (tortue f.lgo)
# names the file and the line, as RAMENE of the same file does; a list
# left open is reported at the line where its bracket was opened.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/erreurs-fichier.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99
fail=0
# check NAME TEXT WANT: eleve.lgo holding TEXT gives the error WANT, both
# run as a file and loaded with RAMENE
check() {
  printf '%s\n' "$2" > eleve.lgo
  got=$("$TORTUE" eleve.lgo 2>&1 >/dev/null < /dev/null)
  [ "$got" = "$3" ] || { echo "FAIL $1 (file): got '$got', want '$3'"; fail=1; }
  got=$(printf 'RAMENE "eleve.lgo\n' | "$TORTUE" 2>&1 >/dev/null)
  [ "$got" = "$3" ] || { echo "FAIL $1 (RAMENE): got '$got', want '$3'"; fail=1; }
}
check "error at line 3" 'EC 1
EC 2
EC PREMIER []
EC 4' "PREMIER n'aime pas [] comme argument (ligne 3 de eleve.lgo)"
check "missing ] reported where it was opened" 'EC 1
REPETE 4 [AV 10
TD 90

EC 5' "Il manque un ']' (ligne 2 de eleve.lgo)"
check "inner list left open" 'EC [a
[b] [c
d]' "Il manque un ']' (ligne 1 de eleve.lgo)"
check "an instruction on several lines: its first" 'EC 1
EC PREMIER [
]' "PREMIER n'aime pas [] comme argument (ligne 2 de eleve.lgo)"
check "in a procedure called at line 5" 'POUR P
EC PREMIER []
FIN
EC 1
P' "PREMIER n'aime pas [] comme argument (ligne 5 de eleve.lgo) dans P
[EC PREMIER []]"
check "unknown procedure" 'EC 1

ECRI 3' "Je ne sais pas faire ECRI (ligne 3 de eleve.lgo)
Vouliez-vous dire ECRIS ?"
# Lines that one instruction spans are counted all the same: inside a
# word between bars, after a backslash before the newline, after a ~ (at
# the end of a line or of its comment), and in a procedure's definition.
check "after a word between bars spanning lines" 'EC "|un
deux|
EC PREMIER []' "PREMIER n'aime pas [] comme argument (ligne 3 de eleve.lgo)"
check "after a word between bars spanning three lines" 'EC "|un
deux
trois|
EC 4
EC PREMIER []' "PREMIER n'aime pas [] comme argument (ligne 5 de eleve.lgo)"
check "after a backslash-newline" 'EC "un\
deux
EC PREMIER []' "PREMIER n'aime pas [] comme argument (ligne 3 de eleve.lgo)"
check "after a ~ line" 'EC 1 ~
+ 2
EC PREMIER []' "PREMIER n'aime pas [] comme argument (ligne 3 de eleve.lgo)"
check "after a comment ending with ~" 'EC 1 ; la suite ~
+ 2
EC PREMIER []' "PREMIER n'aime pas [] comme argument (ligne 3 de eleve.lgo)"
check "missing ] after a word between bars" 'EC "|a
b|
EC [x' "Il manque un ']' (ligne 3 de eleve.lgo)"
check "after a definition holding all three" 'POUR P
EC "|a
b|
EC "c\
d
EC 1 ~
+ 1
FIN
EC PREMIER []' "PREMIER n'aime pas [] comme argument (ligne 9 de eleve.lgo)"
exit $fail
