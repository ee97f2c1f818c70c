#!/bin/sh
# traduis-erreurs.sh -- a program the reader refuses (a list, parenthesis,
# bar or brace left open; an unexpected ] or }; a last line left to
# continue; FIN inside an open list) is not translated: --traduis writes
# nothing, gives running's very message (its cause and its line, in French)
# and exits with 70; TRADUIS throws that error and writes no file. Another
# file of the same command is still translated.
: "${TORTUE:=./tortue}"
. "$(dirname "$0")/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/traduis-erreurs.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
cd "$tmp" || exit 1
# case NAME TEXT MESSAGE: running NAME.lgo ends with MESSAGE; --traduis
# says only MESSAGE; TRADUIS throws it.
case_() {
  printf "$2" > "$1.lgo"
  "$TORTUE" "$1.lgo" > run.out 2> run.err
  same "$1: running's message" "$3" "$(cat run.err)"
  "$TORTUE" --traduis=en "$1.lgo" > tr.out 2> tr.err
  status=$?
  same "$1: --traduis's status" 70 "$status"
  same "$1: --traduis's message" "$3" "$(cat tr.err)"
  same "$1: nothing translated" "" "$(cat tr.out)"
  expect "$1: TRADUIS" 70 "$3" "$TORTUE" -e "TRADUIS \"$1.lgo \"$1.lg"
  [ ! -e "$1.lg" ] || { echo "FAIL $1: TRADUIS wrote $1.lg"; fail=1; }
}
case_ crochet 'EC 1\nEC [2\nEC 3\n' "Il manque un ']' (ligne 2 de crochet.lgo)"
case_ parenthese 'EC 1\nEC (SOMME 2\nEC 3\n' "Il manque une ')' (ligne 2 de parenthese.lgo)"
case_ crochet-ferme 'EC 1\nEC 2]\nEC 3\n' "$(printf "']' inattendu (ligne 2 de crochet-ferme.lgo)\nIl manque un '[' : aucune liste n'est ouverte avant ce ']'")"
case_ barre 'EC 1\nEC |a b\nEC 3\n' "Il manque une '|' (ligne 2 de barre.lgo)"
case_ accolade 'EC 1\nEC {a b\nEC 3\n' "Il manque une '}' (ligne 2 de accolade.lgo)"
case_ accolade-fermee 'EC 1\nEC a b}\nEC 3\n' "'}' inattendue (ligne 2 de accolade-fermee.lgo)"
case_ tilde 'EC 1\nEC 2 ~' "Le texte s'arrête sur une ligne qui continue (~ ou \\ à la fin) (ligne 2 de tilde.lgo)"
case_ corps 'POUR F\nEC [a\nEC 3\nFIN\nEC 4\n' "FIN dans une instruction sur plusieurs lignes (ligne 4 de corps.lgo)"
# the list left open is named at the line where it was opened
case_ ouverte-tot 'EC 1\nEC [2\n3\n4\n' "Il manque un ']' (ligne 2 de ouverte-tot.lgo)"
# standard input is named so, with the line
expect "standard input" 70 "Il manque un ']' (ligne 2 de l'entrée standard)" \
  sh -c "printf 'EC 1\nEC [2\n' | \"$TORTUE\" --traduis=en"
# the good file of the same command is translated, the status says the other
printf 'EC 1\n' > bon.lgo
expect "one bad file among two" 70 "$(printf "']' inattendu (ligne 2 de crochet-ferme.lgo)\nIl manque un '[' : aucune liste n'est ouverte avant ce ']'\nPR 1")" \
  "$TORTUE" --traduis=en crochet-ferme.lgo bon.lgo
exit $fail
