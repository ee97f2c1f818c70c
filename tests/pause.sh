#!/bin/sh
# pause.sh -- PAUSE, CONTINUE, ERRACT and PAS: the lines typed come from
# standard input (the program is given with -e).
: "${TORTUE:=./tortue}"
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
prog='POUR F :N
PAUSE
EC :N
FIN'
out=$(printf 'EC :N\nDONNE "N 99\nCONTINUE\n' | "$TORTUE" -e "$prog" -e 'F 5' 2>&1)
same "PAUSE sees and changes the variables" "Pause...
F? 5
F? F? 99" "$out"
out=$(printf '(CONTINUE 7)\n' | "$TORTUE" -e 'POUR G
EC 1 + PAUSE
FIN' -e G 2>&1)
same "CONTINUE gives PAUSE a value" "Pause...
G? 8" "$out"
out=$(printf 'EC :L\nCO\n' | "$TORTUE" -e 'DONNE "ERRACT [PAUSE]
POUR H :L
EC PREMIER :L
FIN' -e 'H [] EC "jamais' -e 'EC "suite' 2>&1)
same "ERRACT drops into PAUSE where the error happened" "PREMIER n'aime pas [] comme argument dans H
[EC PREMIER :L]
Pause...
H? 
H? suite" "$out"
out=$("$TORTUE" -e 'CONTINUE' 2>&1)
same "CONTINUE outside PAUSE" "CONTINUE ne s'utilise que pendant une PAUSE" "$out"
# standard input is not a terminal, and there is none (setsid): PAS says
# so and does not wait (it would eat the input's lines)
out=$(printf '\n\n\n' | setsid -w "$TORTUE" -e 'POUR DEUX
EC 1
EC 2
FIN' -e 'PAS "DEUX DEUX FINPAS "DEUX DEUX' 2>&1)
same "PAS shows each line" "PAS : pas de terminal pour attendre Entrée (l'entrée standard n'en est pas un) ; les pas s'affichent sans attendre
EC 1 >>> 
1
EC 2 >>> 
2
1
2" "$out"
exit $fail
