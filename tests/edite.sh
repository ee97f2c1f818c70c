#!/bin/sh
# edite.sh -- EDITE with scripted editors: a definition changed in the
# editor is read back; a new name gets a POUR...FIN page; a syntax error
# keeps the text and says where (not the temporary file's name), and
# EDITE alone or EDITE "NOM reopens it; leaving the editor without a change
# defines nothing; without VISUAL and EDITOR the system's editor is used;
# at the prompt each definition read back is confirmed; an empty
# workspace is fine.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/edite.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
# the prompt's history goes to this test's own home, not the user's
HOME=$tmp
export HOME
export TMPDIR="$tmp"
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
editor cube <<'SH'
#!/bin/sh
sed -i 's/RETOURNE :X \* :X/RETOURNE :X * :X * :X/' "$1"
SH
out=$(EDITOR="$tmp/cube.sh" "$TORTUE" -e 'POUR CARRE :X
RETOURNE :X * :X
FIN' -e 'EDITE "CARRE EC CARRE 3' 2>&1)
same "edit a definition" 27 "$out"
editor new <<'SH'
#!/bin/sh
grep -q '^POUR SALUT$' "$1" && grep -q '^FIN$' "$1" || exit 1
printf 'POUR SALUT\nEC "bonjour\nFIN\n' > "$1"
SH
out=$(EDITOR="$tmp/new.sh" "$TORTUE" -e 'EDITE "SALUT SALUT' 2>&1)
same "edit a new name" bonjour "$out"
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
same "EDITE alone reopens the kept text" corrigé "$out"
case "$(cat "$tmp/err")" in
  "FIN dans une instruction sur plusieurs lignes (ligne 3 du texte édité) ; le texte est gardé, EDITE le rouvre") ;;
  *) echo "FAIL syntax error message: $(cat "$tmp/err")"; fail=1;;
esac
[ "$(ls "$tmp" | grep -c '^tortue-edite-')" = 0 ] || { echo "FAIL: edit file left behind"; fail=1; }
editor empty <<'SH'
#!/bin/sh
[ ! -s "$1" ] || exit 1
printf 'POUR VIDE\nEC "vide\nFIN\n' > "$1"
SH
out=$(EDITOR="$tmp/empty.sh" "$TORTUE" -e 'EDITE' -e 'VIDE' 2>&1)
same "empty workspace" vide "$out"
# leaving the editor without saving: nothing defined, nothing left behind
out=$(EDITOR=true "$TORTUE" -e 'EDITE "NOUVEAU MONTRE PROCEDURE? "NOUVEAU MONTRE PROCEDURES' 2>&1)
same "quit without saving defines nothing" "FAUX
[]" "$out"
out=$(EDITOR=true "$TORTUE" -e 'POUR G
EC "g
FIN' -e 'EDITE "G G' 2>&1)
same "quit without saving keeps the definition" 'G remplace la procédure G de la bibliothèque (EFFACE "G la rend)
g' "$out"
[ "$(ls "$tmp" | grep -c '^tortue-edite-')" = 0 ] || { echo "FAIL: edit file left after quitting"; fail=1; }

# the kept text reopens with EDITE "NOM too, with pages for other names
rm -f "$tmp/once"
out=$(EDITOR="$tmp/both.sh" "$TORTUE" -e 'EDITE "F' -e 'EDITE "F' -e 'F' 2>/dev/null)
same 'EDITE "F reopens the kept text' corrigé "$out"
editor other <<'SH'
#!/bin/sh
grep -q '^EC \[$' "$1" && grep -q '^POUR H$' "$1" || exit 1
printf 'POUR F\nEC [corrigé]\nFIN\nPOUR H\nEC "h\nFIN\n' > "$1"
SH
editor third <<'SH'
#!/bin/sh
if [ -f "$TMPDIR/once" ]; then exec "$TMPDIR/other.sh" "$1"; fi
touch "$TMPDIR/once"
exec "$TMPDIR/bad.sh" "$1"
SH
rm -f "$tmp/once"
out=$(EDITOR="$tmp/third.sh" "$TORTUE" -e 'EDITE "F' -e 'EDITE "H' -e 'F H' 2>/dev/null)
same 'EDITE "H: the kept text and a page for H' "corrigé
h" "$out"

# without VISUAL and EDITOR: the system's editor (editor, then sensible-editor)
mkdir "$tmp/bin" "$tmp/seul"
printf '#!/bin/sh\nprintf "POUR E\\nEC \\"%s\\nFIN\\n" > "$1"\n' editor > "$tmp/bin/editor"
printf '#!/bin/sh\nprintf "POUR E\\nEC \\"%s\\nFIN\\n" > "$1"\n' sensible > "$tmp/bin/sensible-editor"
cp "$tmp/bin/sensible-editor" "$tmp/seul/"
chmod +x "$tmp/bin/editor" "$tmp/bin/sensible-editor" "$tmp/seul/sensible-editor"
out=$(unset VISUAL EDITOR; PATH="$tmp/bin:$PATH" "$TORTUE" -e 'EDITE "E E' 2>&1 </dev/null)
same "default editor: editor" editor "$out"
case $TORTUE in /*) tortue=$TORTUE ;; *) tortue=$PWD/$TORTUE ;; esac
out=$(unset VISUAL EDITOR; PATH="$tmp/seul" "$tortue" -e 'EDITE "E E' 2>&1 </dev/null)
same "default editor: sensible-editor" sensible "$out"

# at the prompt, each procedure read back is confirmed
out=$(printf 'POUR CARRE :X\nRETOURNE :X * :X\nFIN\nEDITE "CARRE\n' | EDITOR="$tmp/cube.sh" "$TORTUE" -i 2>&1 | grep -c '^CARRE définie$')
same "confirmation after EDITE" 2 "$out"
exit $fail
