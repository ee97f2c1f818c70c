#!/bin/sh
# edite.sh -- EDITE with scripted editors: a definition changed in the
# editor is read back; a new name gets a POUR...FIN page; a syntax error
# keeps the text and says where, and EDITE alone reopens it; an empty
# workspace is fine.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/edite.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
export TMPDIR="$tmp"
fail=0
check() {  # check NAME WANT GOT
  [ "$2" = "$3" ] || { echo "FAIL $1: got '$3', want '$2'"; fail=1; }
}
editor() {  # editor NAME: the script body on standard input
  cat > "$tmp/$1.sh"
  chmod +x "$tmp/$1.sh"
}
editor cube <<'SH'
#!/bin/sh
sed -i 's/RETOURNE :X \* :X/RETOURNE :X * :X * :X/' "$1"
SH
out=$(EDITOR="$tmp/cube.sh" "$TORTUE" -e 'POUR CARRE :X
RETOURNE :X * :X
FIN' -e 'EDITE "CARRE EC CARRE 3' 2>&1)
check "edit a definition" 27 "$out"
editor new <<'SH'
#!/bin/sh
grep -q '^POUR SALUT$' "$1" && grep -q '^FIN$' "$1" || exit 1
printf 'POUR SALUT\nEC "bonjour\nFIN\n' > "$1"
SH
out=$(EDITOR="$tmp/new.sh" "$TORTUE" -e 'EDITE "SALUT SALUT' 2>&1)
check "edit a new name" bonjour "$out"
editor bad <<'SH'
#!/bin/sh
printf 'POUR F\nEC [\nFIN\n' > "$1"
SH
editor fix <<'SH'
#!/bin/sh
grep -q '^EC \[$' "$1" || exit 1
printf 'POUR F\nEC [corrigé]\nFIN\n' > "$1"
SH
editor both <<'SH'
#!/bin/sh
if [ -f "$TMPDIR/once" ]; then exec "$TMPDIR/fix.sh" "$1"; fi
touch "$TMPDIR/once"
exec "$TMPDIR/bad.sh" "$1"
SH
out=$(EDITOR="$tmp/both.sh" "$TORTUE" -e 'EDITE "F' -e 'EDITE' -e 'F' 2>"$tmp/err")
check "EDITE alone reopens the kept text" corrigé "$out"
case "$(cat "$tmp/err")" in
  "FIN dans une instruction sur plusieurs lignes (ligne 3 de $tmp/tortue-edite-"*") ; le texte est gardé, EDITE le rouvre") ;;
  *) echo "FAIL syntax error message: $(cat "$tmp/err")"; fail=1;;
esac
[ "$(ls "$tmp" | grep -c '^tortue-edite-')" = 0 ] || { echo "FAIL: edit file left behind"; fail=1; }
editor empty <<'SH'
#!/bin/sh
[ ! -s "$1" ] || exit 1
printf 'POUR VIDE\nEC "vide\nFIN\n' > "$1"
SH
out=$(EDITOR="$tmp/empty.sh" "$TORTUE" -e 'EDITE' -e 'VIDE' 2>&1)
check "empty workspace" vide "$out"
exit $fail
