#!/bin/sh
# sauve.sh -- SAUVE then RAMENE gives back the same workspace (procedures as
# typed, variables, property lists), the file is replaced whole, and a file
# that cannot be written is refused with a French message.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/sauve.$$
mkdir -p "$tmp"
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
cat > "$tmp/prog.lgo" <<'LOGO'
POUR CARRE :X
; le carré d'un nombre
RETOURNE :X * :X
FIN
POUR SALUE [:QUI "monde]
EC PH "bonjour :QUI
FIN
DONNE "NOMBRE 42
DONNE "LISTE [a [b c] 2.5]
DONNE "PHRASE "|deux mots|
DPROP "chat "couleur "noir
LOGO
"$TORTUE" -e "RAMENE \"$tmp/prog.lgo SAUVE \"$tmp/travail.lgo" || fail=1
out=$("$TORTUE" -e "RAMENE \"$tmp/travail.lgo" -e 'EC CARRE 7 SALUE MONTRE :LISTE EC :PHRASE EC :NOMBRE + 1 MONTRE LPROP "chat MONTRE PROCEDURES')
want='49
bonjour monde
[a [b c] 2.5]
deux mots
43
[couleur noir]
[CARRE SALUE]'
[ "$out" = "$want" ] || { echo "FAIL round trip: got"; echo "$out"; fail=1; }
# saving what was loaded back gives the same file
"$TORTUE" -e "RAMENE \"$tmp/travail.lgo SAUVE \"$tmp/encore.lgo" || fail=1
cmp -s "$tmp/travail.lgo" "$tmp/encore.lgo" || { echo "FAIL: second SAUVE differs"; fail=1; }
grep -q '^; le carré d.un nombre$' "$tmp/travail.lgo" || { echo "FAIL: comment lost"; fail=1; }
# no temporary file is left beside it
[ "$(ls "$tmp" | grep -c 'travail.lgo.')" = 0 ] || { echo "FAIL: temporary file left"; fail=1; }
# a directory that cannot be written: refused, the old file intact
# (as an ordinary user: root writes anywhere)
mkdir "$tmp/ro" && cp "$tmp/travail.lgo" "$tmp/ro/t.lgo" && chmod a-w "$tmp/ro"
chmod a+rx "$tmp" "$tmp/ro" "$tmp/ro/t.lgo"
if need_unprivileged "$tmp"; then
  err=$(unprivileged "$UTORTUE" -e "SAUVE \"$tmp/ro/t.lgo" 2>&1)
  [ "$err" = "SAUVE : impossible d'écrire le fichier $tmp/ro/t.lgo (accès refusé)" ] \
    || { echo "FAIL read-only: $err"; fail=1; }
  cmp -s "$tmp/travail.lgo" "$tmp/ro/t.lgo" || { echo "FAIL: old file damaged"; fail=1; }
fi
err=$("$TORTUE" -e "SAUVE \"$tmp/absent/t.lgo" 2>&1)
[ "$err" = "SAUVE : impossible d'écrire le fichier $tmp/absent/t.lgo (fichier ou dossier absent)" ] \
  || { echo "FAIL missing dir: $err"; fail=1; }
exit $fail
