#!/bin/sh
# cli.sh -- the command line: -e, files in order, a #! script, standard
# input, --help, --version, exit statuses, and errors in each mode.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/cli.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
expect "-e" 0 "reines.  DHHDHHGGHDHHGHDDHHGHHG
0 solutions." "$TORTUE" -e "DEPART 3"
expect "two -e" 0 "1
2" "$TORTUE" -e "EC 1" -e "EC 2"
expect "-e error" 70 "3
Je ne sais pas faire FOO" "$TORTUE" -e "EC 3 FOO"
printf 'POUR DOUBLE :X\nRETOURNE 2 * :X\nFIN\n' > "$tmp/def.lgo"
printf 'EC DOUBLE 21\n' > "$tmp/use.lgo"
expect "files in order" 0 "42" "$TORTUE" "$tmp/def.lgo" "$tmp/use.lgo"
printf 'EC "avant\nEC PREMIER []\nEC "après\n' > "$tmp/err.lgo"
expect "script stops at an error" 70 "avant
PREMIER n'aime pas [] comme argument (ligne 2 de $tmp/err.lgo)" "$TORTUE" "$tmp/err.lgo"
expect "missing file" 70 "Impossible d'ouvrir le fichier $tmp/absent.lgo : fichier ou dossier absent" \
  "$TORTUE" "$tmp/absent.lgo"
printf '#!/usr/bin/env tortue\nEC "script\n' > "$tmp/script.lgo"
expect "#! line" 0 "script" "$TORTUE" "$tmp/script.lgo"
# run as an executable through #!, with tortue on the PATH
mkdir -p "$tmp/bin"
ln -s "$(cd "$(dirname "$TORTUE")" && pwd)/$(basename "$TORTUE")" "$tmp/bin/tortue"
chmod +x "$tmp/script.lgo"
expect "#! script run directly" 0 "script" env PATH="$tmp/bin:$PATH" "$tmp/script.lgo"
expect "stdin" 0 "reines.  DHGHDHG
0 solutions." sh -c "echo 'DEPART 2' | '$TORTUE'"
expect "stdin goes on after an error" 70 "Je ne sais pas faire FOO
2" sh -c "printf 'FOO\nEC 1+1\n' | '$TORTUE'"
expect "stdin definitions" 0 "9" sh -c "printf 'POUR C :X\nRETOURNE :X * :X\nFIN\nEC C 3\n' | '$TORTUE'"
expect "AUREVOIR" 0 "1" sh -c "printf 'EC 1\nAUREVOIR\nEC 2\n' | '$TORTUE'"
expect "stdin: LISLISTE reads the next line" 0 "[bonjour toi]
fin" sh -c "printf 'MONTRE LISLISTE\nbonjour toi\nEC \"fin\n' | '$TORTUE'"
expect "stdin: LIS asks and reads" 0 "Quel âge ? 12" sh -c "printf 'LIS [Quel âge ?] \"A EC :A + 1\n11\n' | '$TORTUE'"
expect "stdin: a ~ line waits for the next" 0 "3" sh -c "printf 'EC SOMME 1 ~\n2\n' | '$TORTUE'"
expect "stdin: POUR without FIN" 70 "Il manque FIN à la fin de F" sh -c "printf 'POUR F\nEC 1\n' | '$TORTUE'"
expect "--version" 0 "tortue 0.1.0" "$TORTUE" --version
"$TORTUE" --help > "$tmp/help" 2>&1 || { echo "FAIL --help status"; fail=1; }
grep -q "^Usage : tortue" "$tmp/help" || { echo "FAIL --help text"; fail=1; }
expect "bad option" 64 "tortue : option inconnue --inconnue
Essayez « tortue --help »." "$TORTUE" --inconnue
expect "-e without text" 64 "tortue : l'option -e demande un argument
Essayez « tortue --help »." "$TORTUE" -e
exit $fail
