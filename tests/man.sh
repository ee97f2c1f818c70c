#!/bin/sh
# man.sh -- the man page: no hyphenation (groff's is English), an
# ENVIRONNEMENT section naming every variable Tortue reads, a section on
# the keys of the prompt, and the order of files and -e.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/man.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
"$TORTUE" --man > "$tmp/tortue.1" || { echo "FAIL: tortue --man"; exit 1; }
grep -q '^\.nh$' "$tmp/tortue.1" || { echo "FAIL: hyphenation not turned off (.nh)"; fail=1; }
section() {  # section NAME: the roff source of the section NAME
  awk -v s=".SH $1" '$0 == s { on = 1; next } /^\.SH / { on = 0 } on' "$tmp/tortue.1"
}
env=$(section ENVIRONNEMENT)
for v in TORTUE_LIB TORTUE_MEMOIRE VISUAL EDITOR HOME; do
  printf '%s\n' "$env" | grep -q "$v" || { echo "FAIL: ENVIRONNEMENT does not name $v"; fail=1; }
done
keys=$(section "TOUCHES DE L'INVITE")
for k in Entrée Ctrl Tab Haut; do
  printf '%s\n' "$keys" | grep -q "$k" || { echo "FAIL: the keys of the prompt: $k missing"; fail=1; }
done
grep -q 'avant ou après les fichiers' "$tmp/tortue.1" || { echo "FAIL: the order of files and -e"; fail=1; }
# formatted, if man is installed: no word is cut at the end of a line
if command -v man >/dev/null 2>&1 && MANWIDTH=80 man -l "$tmp/tortue.1" > "$tmp/page" 2>/dev/null; then
  grep -q '^ *TORTUE_MEMOIRE' "$tmp/page" || { echo "FAIL: man -l does not format the page"; fail=1; }
  cut=$(grep -c '[[:alpha:]][‐-]$' "$tmp/page")
  [ "$cut" = 0 ] || { echo "FAIL: $cut words hyphenated"; grep '[[:alpha:]][‐-]$' "$tmp/page" | head -3; fail=1; }
fi
exit $fail
