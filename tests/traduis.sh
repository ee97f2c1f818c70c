#!/bin/sh
# traduis.sh -- TRADUIS and tortue --traduis: names in code positions are
# rewritten (inside the lists REPETE, SI, EXECUTE... run too), quoted words,
# lists of data, comments, spacing and case are kept; a procedure named
# like a primitive of the target language is renamed NAME_ and this is
# said; there and back gives the original; a reader's error stops it;
# --langue and --traduis refuse an unknown language.
: "${TORTUE:=./tortue}"
. "$(dirname "$0")/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/traduis.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
cat > "$tmp/prog.lgo" <<'LOGO'
; Un programme en français : ECRIS et REPETE restent dans ce commentaire.
POUR print :x   ; PRINT est une primitive en anglais
  EC   PH "ecris :x     ; deux espaces gardés
FIN
Pour Carre :n
  repete 4 [Ecris :n  SI :n > 1 [ec "grand] [ec "petit]]
  (EC "a "b   "c)
  DONNE "instructions [ecris repete]
  EXECUTE [print PREMIER [x]]
  RETOURNE VIDE? []
FIN
print Carre 2
LOGO
cat > "$tmp/want.lg" <<'LOGO'
; Un programme en français : ECRIS et REPETE restent dans ce commentaire.
TO print_ :x   ; PRINT est une primitive en anglais
  PR   SE "ecris :x     ; deux espaces gardés
END
To Carre :n
  repeat 4 [Print :n  IF :n > 1 [pr "grand] [pr "petit]]
  (PR "a "b   "c)
  MAKE "instructions [ecris repete]
  RUN [print_ FIRST [x]]
  OUTPUT EMPTY? []
END
print_ Carre 2
LOGO
"$TORTUE" --traduis=en "$tmp/prog.lgo" > "$tmp/prog.lg" 2> "$tmp/err"
cmp -s "$tmp/prog.lg" "$tmp/want.lg" || { echo "FAIL --traduis=en:"; diff "$tmp/want.lg" "$tmp/prog.lg"; fail=1; }
expect "renaming said" 0 "--traduis : print est une primitive en anglais, la procédure print s'appelle désormais print_" \
  cat "$tmp/err"
"$TORTUE" --traduis=fr "$tmp/prog.lg" > "$tmp/back.lgo" 2> "$tmp/err"
cmp -s "$tmp/prog.lgo" "$tmp/back.lgo" || { echo "FAIL there and back:"; diff "$tmp/prog.lgo" "$tmp/back.lgo"; fail=1; }
expect "name given back" 0 "--traduis : la procédure print_ reprend son nom, print" cat "$tmp/err"
# both run alike (the truth word apart)
expect "French run" 0 "$(printf '2\ngrand\n2\ngrand\n2\ngrand\n2\ngrand\na b c\necris x\necris VRAI')" \
  "$TORTUE" "$tmp/prog.lgo"
expect "English run" 0 "$(printf '2\ngrand\n2\ngrand\n2\ngrand\n2\ngrand\na b c\necris x\necris true')" \
  "$TORTUE" --langue=en "$tmp/prog.lg"
# the primitive, in a French session (into French) and in English
expect "TRADUIS" 0 "TRADUIS : la procédure print_ reprend son nom, print" \
  "$TORTUE" -e "TRADUIS \"$tmp/prog.lg \"$tmp/t.lgo"
cmp -s "$tmp/prog.lgo" "$tmp/t.lgo" || { echo "FAIL TRADUIS into French"; fail=1; }
expect "TRANSLATE" 0 "TRANSLATE : print est une primitive en anglais, la procédure print s'appelle désormais print_" \
  "$TORTUE" --langue=en -e "TRANSLATE \"$tmp/prog.lgo \"$tmp/t.lg"
cmp -s "$tmp/want.lg" "$tmp/t.lg" || { echo "FAIL TRANSLATE into English"; fail=1; }
expect "(TRADUIS ... \"en)" 0 "TRADUIS : print est une primitive en anglais, la procédure print s'appelle désormais print_" \
  "$TORTUE" -e "(TRADUIS \"$tmp/prog.lgo \"$tmp/t2.lg \"en)"
cmp -s "$tmp/want.lg" "$tmp/t2.lg" || { echo "FAIL (TRADUIS ... \"en)"; fail=1; }
expect "missing source" 70 "Impossible d'ouvrir le fichier $tmp/rien.lg (fichier ou dossier absent)" \
  "$TORTUE" -e "TRADUIS \"$tmp/rien.lg \"$tmp/t3.lgo"
# a line the reader refuses stops the translation with running's error
# (tests/traduis-erreurs.sh has every such error)
printf 'EC 1\nEC 2]\nEC 3\n' > "$tmp/crochet.lgo"
expect "unexpected ]" 70 "']' inattendu (ligne 2 de $tmp/crochet.lgo)
Il manque un '[' : aucune liste n'est ouverte avant ce ']'" "$TORTUE" --traduis=en "$tmp/crochet.lgo"
# without a file: standard input, as a filter
expect "--traduis as a filter" 0 "REPEAT 2 [PR \"a]" sh -c "echo 'REPETE 2 [EC \"a]' | \"$TORTUE\" --traduis=en"
# the options
expect "--langue=de" 64 "tortue : --langue demande fr ou en, pas « de »" "$TORTUE" --langue=de -e 'EC 1'
expect "--traduis=xx" 64 "tortue : --traduis demande fr ou en, pas « xx »" "$TORTUE" --traduis=xx "$tmp/prog.lg"
expect "--langue=en -e" 0 "5" "$TORTUE" --langue=en -e 'print sum 2 3'
expect "--langue=en on standard input" 0 "a b" sh -c "echo 'print [a b]' | \"$TORTUE\" --langue=en"
exit $fail
