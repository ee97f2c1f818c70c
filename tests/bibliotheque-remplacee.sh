#!/bin/sh
# bibliotheque-remplacee.sh -- a procedure of the user's that replaces one
# of lib-logo (POUR in a file or a pipe) is said in one line, with how to
# get lib-logo's back (EFFACE), whether lib-logo was read before or after
# it; EFFACE gives lib-logo's back; defining it again says nothing more.
# (At the prompt, POUR of a name of lib-logo is refused:
# tests/redefinition-bibliotheque.sh.)
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
fail=0

# Dupont's D replaced before lib-logo is read (DEPART reads it)
expect "D replaced, lib-logo read after" 0 'D remplace la procédure D de la bibliothèque (EFFACE "D la rend)
reines.  droite
reines.  DHHDHHHGHDHDHHHGHHGGHDHHHDDHH
2 4 1 3  GHHHGGHDDHHHDH
3 1 4 2  GGHHHGHDDHHDHHHGHGHDHHHGHHG
2 solutions.' sh -c "printf '%s\n' 'POUR D' 'EC \"droite' FIN 'DEPART 4' 'EFFACE \"D' 'DEPART 4' | '$TORTUE'"

# lib-logo read first (KORF), then DEPART replaced, twice, then given back
expect "DEPART replaced, lib-logo read before" 0 '57
DEPART remplace la procédure DEPART de la bibliothèque (EFFACE "DEPART la rend)
mien
[DEPART]
encore
[]
2' sh -c "printf '%s\n' 'EC KORF.OPTIMAL 1' 'POUR DEPART :N' 'EC \"mien' FIN 'DEPART 4' 'MONTRE PROCEDURES' \
  'POUR DEPART :N' 'EC \"encore' FIN 'DEPART 4' 'EFFACE \"DEPART' 'MONTRE PROCEDURES' 'EC REINES.COMPTE 4' | '$TORTUE' 2>&1"

# the same by DEFINIS
expect "KORF replaced by DEFINIS" 0 '57
KORF remplace la procédure KORF de la bibliothèque (EFFACE "KORF la rend)
0
4' sh -c "printf '%s\n' 'EC KORF.OPTIMAL 1' 'DEFINIS \"KORF [[I] [RETOURNE 0]]' 'EC KORF 1' 'EFFACE \"KORF' 'EC COMPTE KORF 1' | '$TORTUE' 2>&1"
exit $fail
