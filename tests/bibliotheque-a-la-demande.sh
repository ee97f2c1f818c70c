#!/bin/sh
# bibliotheque-a-la-demande.sh -- lib-logo is read the first time a
# procedure is looked for by its name (ws_library_ready), not at start-up:
# a program of primitives alone never reads it, and every way of reaching
# a library procedure reads it first, so that nothing a program sees
# changes. The library here is a file of the test's own whose first line
# says when it is read (a top-level EC; lib-logo itself has none).
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/bibliotheque-a-la-demande.$$
mkdir -p "$tmp/lib"
trap 'rm -rf "$tmp"' EXIT
fail=0
cat > "$tmp/lib/essai.lgo" <<'LOGO'
EC "lue
POUR BIBLIO :N
; BIBLIO :N -- le double de N
RETOURNE 2 * :N
FIN
LOGO
t() { TORTUE_LIB="$tmp/lib" "$TORTUE" "$@"; }

# {==== primitives alone: never read
expect "primitives alone" 0 "3" t -e 'EC 1 + 2'
expect "an unknown variable is no procedure" 70 "X n'a pas de valeur" t -e 'EC :X'
# }====

# {==== each way to a library procedure reads it first, once
expect "a call" 0 "lue
8" t -e 'EC BIBLIO 4'
expect "a call in parentheses" 0 "lue
10" t -e 'EC (BIBLIO 5)'
expect "two calls, one reading" 0 "lue
2
4" t -e 'EC BIBLIO 1 EC BIBLIO 2'
expect "EXECUTE" 0 "lue
6" t -e 'EC EXECUTE [BIBLIO 3]'
expect "APPLIQUE.LISTE of its name" 0 "lue
14" t -e 'EC APPLIQUE.LISTE "BIBLIO [7]'
expect "PROCEDURE?" 0 "lue
VRAI" t -e 'EC PROCEDURE? "BIBLIO'
expect "IM" 0 "lue
POUR BIBLIO :N
; BIBLIO :N -- le double de N
RETOURNE 2 * :N
FIN" t -e 'IM "BIBLIO'
expect "an unknown name: read, then still unknown" 70 "lue
Je ne sais pas faire BIBLI
Vouliez-vous dire BIBLIO ?" t -e 'BIBLI 2'
# }====

# {==== a user's procedure of a library name: found, the library not read;
# read afterwards, it leaves the user's in place, and says so
expect "a user's procedure of the same name" 0 "moi" t -e 'POUR BIBLIO :N
EC "moi
FIN
BIBLIO 1'
expect "a user's procedure kept when the library is read" 0 "lue
BIBLIO remplace la procédure BIBLIO de la bibliothèque (EFFACE \"BIBLIO la rend)
FAUX
moi" t -e 'POUR BIBLIO :N
EC "moi
FIN
EC PROCEDURE? "AUTRE
BIBLIO 1'
expect "read in the middle of a user's procedure" 0 "lue
12" t -e 'POUR SIX
RETOURNE BIBLIO 6
FIN
EC SIX'
expect "DEFINIS of a library name, kept when the library is read" 0 "lue
BIBLIO remplace la procédure BIBLIO de la bibliothèque (EFFACE \"BIBLIO la rend)
FAUX
0" t -e 'DEFINIS "BIBLIO [[N] [RETOURNE 0]]
EC PROCEDURE? "AUTRE
EC BIBLIO 3'
expect "PRIMITIVE? needs no library" 0 "FAUX" t -e 'EC PRIMITIVE? "BIBLIO'
# }====

# {==== LANGUE translates it, read first in French
expect "LANGUE" 0 "lue
18" t -e 'LANGUE "en
print biblio 9'
# }====
exit $fail
