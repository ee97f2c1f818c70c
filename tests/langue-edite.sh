#!/bin/sh
# langue-edite.sh -- EDIT in an English session: a procedure defined in
# French before LANGUE "en is shown in English (TO...END), a new name gets
# a TO...END page, and what is read back is English.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/langue-edite.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
HOME=$tmp
export HOME
export TMPDIR="$tmp"
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
cat > "$tmp/cube.sh" <<'SH'
#!/bin/sh
grep -q '^TO CARRE :X$' "$1" && grep -q '^OUTPUT :X \* :X$' "$1" && grep -q '^end$' "$1" || exit 1
sed -i 's/OUTPUT :X \* :X/OUTPUT :X * :X * :X/' "$1"
SH
chmod +x "$tmp/cube.sh"
out=$(EDITOR="$tmp/cube.sh" "$TORTUE" -e 'POUR CARRE :X
RETOURNE :X * :X
FIN' -e 'LANGUE "en' -e 'EDIT "CARRE PRINT CARRE 3' 2>&1)
same "a French definition edited in English" 27 "$out"
cat > "$tmp/new.sh" <<'SH'
#!/bin/sh
grep -q '^TO HELLO$' "$1" && grep -q '^end$' "$1" || exit 1
printf 'TO HELLO\nPRINT "hi\nEND\n' > "$1"
SH
chmod +x "$tmp/new.sh"
out=$(EDITOR="$tmp/new.sh" "$TORTUE" --langue=en -e 'ED "HELLO HELLO' 2>&1)
same "a new name gets TO...END" hi "$out"
exit $fail
