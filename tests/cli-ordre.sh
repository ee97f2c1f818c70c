#!/bin/sh
# cli-ordre.sh -- options may come after the files (GNU permutation):
# whatever their place on the line, the files run first, in their order,
# then the -e texts, in theirs; "--" ends the options.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/cli-ordre.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
printf 'POUR SALUT\nEC "bonjour\nFIN\nEC "eleve\n' > "$tmp/eleve.lgo"
printf 'EC "second\n' > "$tmp/second.lgo"
printf 'EC "tiret\n' > "$tmp/-tiret.lgo"
printf 'EC "erreur FOO\n' > "$tmp/faux.lgo"
expect "-e after the file" 0 "eleve
1" "$TORTUE" "$tmp/eleve.lgo" -e "EC 1"
expect "-e after the file sees its procedures" 0 "eleve
bonjour" "$TORTUE" "$tmp/eleve.lgo" -e "SALUT"
expect "-e before the file still runs after it" 0 "eleve
bonjour" "$TORTUE" -e "SALUT" "$tmp/eleve.lgo"
expect "files in order, then each -e in order" 0 "eleve
second
1
2" "$TORTUE" -e "EC 1" "$tmp/eleve.lgo" -e "EC 2" "$tmp/second.lgo"
expect "--memoire after the file" 0 "eleve" "$TORTUE" "$tmp/eleve.lgo" --memoire=64
expect "an error in a file skips the -e" 70 "erreur
Je ne sais pas faire FOO (ligne 1 de $tmp/faux.lgo)" "$TORTUE" "$tmp/faux.lgo" -e "EC 1"
abs=$(cd "$(dirname "$TORTUE")" && pwd)/$(basename "$TORTUE")
expect "-- ends the options" 0 "tiret" sh -c "cd '$tmp' && '$abs' -- -tiret.lgo"
expect "unknown option after a file" 64 "tortue : option inconnue --inconnue
Essayez « tortue --help »." "$TORTUE" "$tmp/eleve.lgo" --inconnue
"$TORTUE" --help > "$tmp/help" 2>&1
grep -q "avant ou après les fichiers" "$tmp/help" || { echo "FAIL --help says where options go"; fail=1; }
grep -q "puis les instructions des -e" "$tmp/help" || { echo "FAIL --help says files run before -e"; fail=1; }
exit $fail
