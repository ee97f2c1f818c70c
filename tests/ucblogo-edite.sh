#!/bin/sh
# ucblogo-edite.sh -- UCBLogo's ED family by kind, with scripted editors
# (issue #30): EDN (EDV) opens the DONNE lines of variables, read back when
# the editor ends; EDPL (EDLP) the property lists'; EDPS the procedures;
# SETEDITOR (FIXEEDITEUR) chooses the editor over $VISUAL; EDITFILE
# (EDITEFICHIER) edits a file, then loads it; SETTEMPLOC
# (FIXEDOSSIERTEMP) chooses where EDITE writes its page.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/ucblogo-edite.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
HOME=$tmp
export HOME
export TMPDIR="$tmp"
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
editor seven <<'SH'
#!/bin/sh
sed -i 's/ 5$/ 7/' "$1"
SH
out=$(VISUAL="$tmp/seven.sh" "$TORTUE" --langue=en -e 'make "x 5 edn "x print :x' 2>&1)
same "EDN" 7 "$out"
out=$(VISUAL="$tmp/seven.sh" "$TORTUE" -e 'DONNE "x 5 EDV [x] EC :x' 2>&1)
same "EDV" 7 "$out"
out=$(VISUAL="$tmp/seven.sh" "$TORTUE" --langue=en -e 'pprop "pl "k 5 edpl "pl print gprop "pl "k' 2>&1)
same "EDPL" 7 "$out"
out=$(VISUAL="$tmp/seven.sh" "$TORTUE" --langue=en -e 'make "x 5 make "y 5 edns print :x + :y' 2>&1)
same "EDNS" 14 "$out"
editor double <<'SH'
#!/bin/sh
sed -i 's/output :n$/output :n * 2/' "$1"
SH
out=$(VISUAL=false "$TORTUE" --langue=en -e 'to f :n
output :n
end' -e "seteditor \"$tmp/double.sh edps print f 4" 2>&1)
same "SETEDITOR, EDPS" 8 "$out"
printf 'to gee\noutput 1\nend\n' > "$tmp/g.lg"
editor two <<'SH'
#!/bin/sh
sed -i 's/output 1/output 2/' "$1"
SH
out=$(VISUAL="$tmp/two.sh" "$TORTUE" --langue=en -e "editfile \"$tmp/g.lg print gee" 2>&1)
same "EDITFILE" 2 "$out"
same "EDITFILE's file" "$(printf 'to gee\noutput 2\nend')" "$(cat "$tmp/g.lg")"
mkdir "$tmp/pages"
editor where <<'SH'
#!/bin/sh
case $1 in */pages/*) printf 'POUR W\nEC "ici\nFIN\n' > "$1" ;; *) exit 1 ;; esac
SH
out=$(VISUAL="$tmp/where.sh" "$TORTUE" -e "FIXEDOSSIERTEMP \"$tmp/pages EDITE \"W W" 2>&1)
same "SETTEMPLOC" ici "$out"
exit $fail
