#!/bin/sh
# terminale-memoire.sh -- proper tail calls run in constant MEMORY, not
# only past the depth limit (tests/golden/terminale.lgo): each loop below
# makes 2,000,000 tail calls under --memoire=16, the smallest limit. A
# tail call that kept as little as one binding (16 bytes) per call would
# need 32 MB more and end in "Mémoire pleine"; in constant space each
# runs in the memory of a few calls. Self and mutual tail calls, with and
# without inputs, the inputs of the same name or not, in SI's and
# SISINON's arms, before STOP, and through RETOURNE.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
fail=0
tmp=${TMPDIR:-/tmp}/terminale-memoire.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
N=2000000

# loop NAME WANT PROGRAM: PROGRAM (a file's text) ends printing WANT, in
# 16 MB, without error
loop() {
  printf '%s\n' "$3" > "$tmp/p.lgo"
  expect "$1" 0 "$2" "$TORTUE" --memoire=16 "$tmp/p.lgo"
}

loop "self, an input, SI [STOP]" "fin" "POUR B :N
SI :N = 0 [STOP]
B :N - 1
FIN
B $N
EC \"fin"

loop "self, no input" "0" "POUR B
SI :I = 0 [STOP]
DONNE \"I :I - 1
B
FIN
DONNE \"I $N
B
EC :I"

loop "self, RETOURNE, two inputs" "$N" "POUR C :N :ACC
SI :N = 0 [RETOURNE :ACC]
RETOURNE C :N - 1 :ACC + 1
FIN
EC C $N 0"

loop "mutual, RETOURNE, the same input" "VRAI" "POUR PAIR? :N
SI :N = 0 [RETOURNE VRAI]
RETOURNE IMPAIR? :N - 1
FIN
POUR IMPAIR? :N
SI :N = 0 [RETOURNE FAUX]
RETOURNE PAIR? :N - 1
FIN
EC PAIR? $N"

loop "mutual, inputs of other names" "FAUX" "POUR PAIR? :N
SI :N = 0 [RETOURNE VRAI]
RETOURNE IMPAIR? :N - 1
FIN
POUR IMPAIR? :M
SI :M = 0 [RETOURNE FAUX]
RETOURNE PAIR? :M - 1
FIN
EC IMPAIR? $N"

loop "mutual, no input" "0" "POUR PING
SI :I = 0 [STOP]
DONNE \"I :I - 1
PONG
FIN
POUR PONG
DONNE \"I :I - 1
PING
FIN
DONNE \"I $N
PING
EC :I"

loop "mutual, in SI's two arms" "pair" "POUR A :N
SI :N = 0 [EC \"pair] [B :N - 1]
FIN
POUR B :M
SI :M = 0 [EC \"impair] [A :M - 1]
FIN
A $N"

loop "mutual, in SISINON's arms" "impair" "POUR A :N
SISINON :N > 0 [B :N - 1] [EC \"pair]
FIN
POUR B :M
SISINON :M > 0 [A :M - 1] [EC \"impair]
FIN
A $((N + 1))"

loop "mutual, before STOP" "fin" "POUR A :N
SI :N = 0 [STOP]
B :N - 1 STOP
EC \"jamais
FIN
POUR B :K
A :K
FIN
A $N
EC \"fin"

exit $fail
