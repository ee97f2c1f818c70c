#!/bin/sh
# sauve-droits.sh -- the mode of the file SAUVE writes: a new file follows
# the umask, a replaced file keeps its mode (the prompt's history stays
# 0600); and SAUVE writes the user's
# variables, not the globals the library made for itself (DEPART's).
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/sauve-droits.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
fail=0
check() {
  if [ "$2" != "$3" ]; then
    printf 'FAIL %s\n--- want\n%s\n--- got\n%s\n' "$1" "$2" "$3"
    fail=1
  fi
}

# --- modes
(umask 022 && "$TORTUE" -e 'SAUVE "neuf.lgo') || fail=1
check "new file, umask 022" 644 "$(stat -c %a neuf.lgo)"
(umask 002 && "$TORTUE" -e 'SAUVE "groupe.lgo') || fail=1
check "new file, umask 002" 664 "$(stat -c %a groupe.lgo)"
(umask 077 && "$TORTUE" -e 'SAUVE "prive.lgo') || fail=1
check "new file, umask 077" 600 "$(stat -c %a prive.lgo)"
chmod 640 neuf.lgo
(umask 022 && "$TORTUE" -e 'SAUVE "neuf.lgo') || fail=1
check "existing file keeps 640" 640 "$(stat -c %a neuf.lgo)"
chmod 604 prive.lgo
(umask 077 && "$TORTUE" -e 'SAUVE "prive.lgo') || fail=1
check "existing file keeps 604 whatever the umask" 604 "$(stat -c %a prive.lgo)"

# --- the prompt's history goes through the same writer but stays private
mkdir maison
(umask 022 && printf 'EC 1\n' | HOME="$tmp/maison" "$TORTUE" -i >/dev/null 2>&1) || fail=1
check "history file private under umask 022" 600 "$(stat -c %a maison/.tortue_historique)"

# --- the library's globals are not the user's work
"$TORTUE" -e 'DEPART 4 DONNE "MIEN 1 SAUVE "depart.lgo' >/dev/null || fail=1
check "DEPART's globals left out" 'DONNE "MIEN 1' "$(grep '^DONNE' depart.lgo)"
"$TORTUE" -e 'DEPART 4 DONNE "C 9 DEPART 4 SAUVE "repris.lgo' >/dev/null || fail=1
check "a library global the user set is saved" 'DONNE "C 1' "$(grep '^DONNE' repris.lgo)"
"$TORTUE" -e 'DONNE "S [mes cases] DEPART 4 SAUVE "avant.lgo' >/dev/null || fail=1
check "a variable the user made before DEPART is saved" 'DONNE "S [4 4 4]' "$(grep '^DONNE' avant.lgo)"
check "the library's globals still work" 2 "$("$TORTUE" -e 'DEPART 4 EC :CPT' | tail -n 1)"
exit $fail
