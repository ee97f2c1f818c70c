#!/bin/sh
# memoire.sh -- --memoire and TORTUE_MEMOIRE: one limit for the Logo heap
# and the native searches' memory. Each search that would need more ends
# with "Mémoire pleine", gives its memory back, and the session goes on;
# absurd values of the option are refused before anything runs.
: "${TORTUE:=./tortue}"
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"

# At 32 MB (about half of it left once the library is loaded), every
# unbounded search of Korf's first position runs out of memory within a
# second; the last two lines need memory too, so they pass only if the
# failed searches gave theirs back.
full='Mémoire pleine
encore'
expect "native searches at the limit" 70 "$full
$full
$full
$full
$full
$full
LARGEUR.NATIF : limite de 100000 positions examinées atteinte, sans trouver le but
[[OUEST OUEST] 3]" sh -c "'$TORTUE' --memoire=32 <<'FIN'
MONTRE (LARGEUR.NATIF KORF 1 1000000000000)
EC \"encore
MONTRE (DEUX.BOUTS.NATIF KORF 1 1000000000000)
EC \"encore
MONTRE (PROFONDEUR.NATIF KORF 1 1000000000000)
EC \"encore
MONTRE (A.ETOILE.NATIF KORF 3 1000000000000)
EC \"encore
MONTRE (IDA.MOTIFS.NATIF KORF 1)
EC \"encore
MONTRE (LARGEUR.NATIF KORF 1 1000000000000)
EC \"encore
MONTRE (LARGEUR.NATIF KORF 1 100000)
MONTRE IDA.MOTIFS.NATIF [[1 2 0] [3 4 5] [6 7 8]]
FIN"
# the same limit through the environment, and at 16 MB even the small
# search does not fit
expect "TORTUE_MEMOIRE" 70 "Mémoire pleine
encore" sh -c "printf 'MONTRE (LARGEUR.NATIF KORF 1 100000)\nEC \"encore\n' |
  TORTUE_MEMOIRE=16 '$TORTUE'"

# Refused values: usage errors (status 64), in French, before running.
for v in 99999999999999999999 9223372036854775808 1048577 0 15 -200 abc 200M 2.5 +200 ' 200' ''; do
  expect "--memoire=$v" 64 "tortue : --memoire doit être un nombre de mégaoctets entre 16 et 1048576, pas « $v »" \
    "$TORTUE" --memoire="$v" -e 'EC "non'
done
expect "TORTUE_MEMOIRE=abc" 64 "tortue : TORTUE_MEMOIRE doit être un nombre de mégaoctets entre 16 et 1048576, pas « abc »" \
  env TORTUE_MEMOIRE=abc "$TORTUE" -e 'EC "non'
expect "TORTUE_MEMOIRE huge" 64 "tortue : TORTUE_MEMOIRE doit être un nombre de mégaoctets entre 16 et 1048576, pas « 99999999999999999999 »" \
  env TORTUE_MEMOIRE=99999999999999999999 "$TORTUE" -e 'EC "non'
# the bounds themselves are accepted; an empty variable is as if unset
expect "--memoire=16" 0 "oui" "$TORTUE" --memoire=16 -e 'EC "oui'
expect "--memoire=1048576" 0 "oui" "$TORTUE" --memoire=1048576 -e 'EC "oui'
expect "TORTUE_MEMOIRE empty" 0 "oui" env TORTUE_MEMOIRE= "$TORTUE" -e 'EC "oui'
exit $fail
