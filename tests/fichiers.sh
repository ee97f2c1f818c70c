#!/bin/sh
# fichiers.sh -- what the golden test of files cannot see from inside one
# session: files left open are closed and written out at the end (normal
# end, AUREVOIR, a script stopped by an error); a file that cannot be
# written then changes the exit status; the conversation (prompts, "X
# définie", "Pause...", PAS) stays on the screen while a file is the writer.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/fichiers.$$
mkdir -p "$tmp" && cd "$tmp" || exit 99
trap 'cd /; rm -rf "$tmp"' EXIT
# the prompt's history goes to this test's own home, not the user's
HOME=$tmp
export HOME
fail=0
open='OUVREECRITURE "f.txt FIXEECRITURE "f.txt'

"$TORTUE" -e "$open EC \"fin.normale" || { echo "FAIL: status $?"; fail=1; }
same "closed at the end" "fin.normale" "$(cat f.txt)"

"$TORTUE" -e "$open EC \"aurevoir AUREVOIR EC \"jamais" || { echo "FAIL: status $?"; fail=1; }
same "closed by AUREVOIR" "aurevoir" "$(cat f.txt)"

printf '%s\nEC "avant\nEC PREMIER []\nEC "jamais\n' "$open" > prog.lgo
out=$("$TORTUE" prog.lgo 2>&1)
status=$?
same "a script stopped by an error: status" 70 "$status"
same "a script stopped by an error: the file" "avant" "$(cat f.txt)"
same "a script stopped by an error: the message" "PREMIER n'aime pas [] comme argument (ligne 3 de prog.lgo)
(ECRIS écrit toujours dans le fichier f.txt ; FIXEECRITURE [] pour revenir à l'écran)" "$out"

# a file left open that cannot be written: said, and the status shows it
out=$("$TORTUE" -e 'OUVREECRITURE "/dev/full FIXEECRITURE "/dev/full EC "perdu' 2>&1)
status=$?
same "full disk at the end: status" 70 "$status"
same "full disk at the end: message" \
  "Le fichier /dev/full n'a pas pu être écrit en entier (disque plein)" "$out"

# at the prompt, with the program's output going to the file
out=$(printf '%s\nEC 1\nPOUR F\nFIN\nEC 2\n' "$open" | "$TORTUE" -i 2>&1)
same "prompts and definitions stay on the screen" "? $open
? EC 1
? POUR F
> FIN
F définie
? EC 2
? " "$out"
same "the program's output went to the file" "1
2" "$(cat f.txt)"

# (no terminal: PAS does not wait, PAUSE reads the lines; this G would
# replace Dupont's, but nothing here looks for a missing procedure, so
# lib-logo is never read and nothing is replaced)
out=$(printf 'EC "pendant\nCONTINUE\n' | setsid -w "$TORTUE" -e 'POUR G
PAUSE
EC "fin
FIN' -e "$open PAS \"G G" 2>&1)
same "Pause... and PAS stay on the screen" "PAS : pas de terminal pour attendre Entrée (l'entrée standard n'en est pas un) ; les pas s'affichent sans attendre
PAUSE >>> 
Pause...
G? G? EC \"fin >>> " "$out"
same "the output inside PAUSE went to the file" "pendant
fin" "$(cat f.txt)"
exit $fail
