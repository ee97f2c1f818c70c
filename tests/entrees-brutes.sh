#!/bin/sh
# entrees-brutes.sh -- raw bad input: brackets left open, POUR without FIN,
# a NUL byte, invalid UTF-8, a line of 1 MB, a list nested 100,000 deep,
# recursion 10,000,000 deep, files missing or broken, memory exhausted. Each
# gets a clear French error (or is read as data), never a crash, and the
# same session still answers EC 1+1.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/brutes.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
# the prompt's history goes to this test's own home, not the user's
HOME=$tmp
export HOME
fail=0
# run FILE EXPECTED_ERR: feed FILE then "EC 1+1" on standard input
# (an open bracket or a POUR takes the next lines with it: those inputs are
# given as their own -e text, followed by another -e)
run() {
  name=$1 want_err=$2
  if [ "${3:-}" = "-e" ]; then
    "$TORTUE" -e "$(cat "$tmp/in")" -e "EC 1+1" > "$tmp/out" 2> "$tmp/err"
  else
    { cat "$tmp/in"; printf '\nEC 1+1\n'; } > "$tmp/all"
    "$TORTUE" < "$tmp/all" > "$tmp/out" 2> "$tmp/err"
  fi
  status=$?
  # the one benign ASan warning of a --enable-sanitizers build (see
  # tests/golden/run-golden.sh): dropped; any real report aborts the run
  sed -i -e '/^==[0-9]*==WARNING: ASan is ignoring requested __asan_handle_no_return/d' \
    -e '/^False positive error reports may follow$/d' \
    -e '/^For details see https:\/\/github.com\/google\/sanitizers\/issues\/189$/d' "$tmp/err"
  [ "$status" -lt 128 ] || { echo "FAIL $name: killed by signal $((status - 128))"; fail=1; return; }
  [ "$(tail -n 1 "$tmp/out")" = 2 ] || { echo "FAIL $name: EC 1+1 did not answer 2"; fail=1; }
  if [ -n "$want_err" ] && [ "$(cat "$tmp/err")" != "$want_err" ]; then
    echo "FAIL $name: error was '$(head -c 300 "$tmp/err")', expected '$want_err'"
    fail=1
  fi
}
printf 'EC [a b' > "$tmp/in";                  run "open bracket" "Il manque un ']'" -e
printf 'POUR F\nEC 1' > "$tmp/in";             run "POUR without FIN" "Il manque FIN à la fin de F" -e
printf 'EC "a\000b' > "$tmp/in";               run "NUL byte" ""
printf 'EC "\377\376abc\303' > "$tmp/in";      run "invalid UTF-8" ""
printf 'EC COMPTE "\377\376\n' > "$tmp/in";    run "invalid UTF-8 count" ""
awk 'BEGIN { printf "EC COMPTE \""; for (i = 0; i < 1048576; i++) printf "x"; printf "\n" }' > "$tmp/in"
run "1 MB line" ""
grep -q '^1048576$' "$tmp/out" || { echo "FAIL 1 MB line: wrong count"; fail=1; }
awk 'BEGIN { printf "DONNE \"L "; for (i = 0; i < 100000; i++) printf "["; for (i = 0; i < 100000; i++) printf "]"; printf "\nEC COMPTE :L\n" }' > "$tmp/in"
run "list nested 100,000 deep" ""
printf 'POUR R :N\nSI :N = 0 [RETOURNE 0]\nRETOURNE 1 + R :N - 1\nFIN\nEC R 10000000\n' > "$tmp/in"
run "recursion 10,000,000 deep" "Pile pleine : plus de 100000 appels imbriqués (récursion trop profonde) dans R
[RETOURNE 1 + R :N - 1]"
printf 'RAMENE "%s/absent.lgo\n' "$tmp" > "$tmp/in"
run "missing file" "Impossible d'ouvrir le fichier $tmp/absent.lgo (fichier ou dossier absent)"
printf 'POUR X\nEC [\nFIN\n' > "$tmp/syntaxe.lgo"
printf 'RAMENE "%s/syntaxe.lgo\n' "$tmp" > "$tmp/in"
run "RAMENE of a broken file" "FIN dans une instruction sur plusieurs lignes (ligne 3 de $tmp/syntaxe.lgo)"
printf 'DONNE "L [a]\nREPETE 60 [DONNE "L PH :L :L]\n' > "$tmp/in"
TORTUE_MEMOIRE=64 run "memory exhausted" "Mémoire pleine"
# lists run once (EXECUTE of a list built there) are not kept by the
# evaluator's table of parsed lists: 300 lists of 20,000 items each run
# in 64 MB, one at a time
printf 'POUR GRAND :N
DONNE "L []
REPETE :N [DONNE "L MP COMPTEUR :L]
RETOURNE :L
FIN
REPETE 300 [EXECUTE (LISTE "IGNORE GRAND 20000)]
EC "fini
' > "$tmp/in"
TORTUE_MEMOIRE=64 run "lists run once, not kept" ""
grep -q '^fini$' "$tmp/out" || { echo "FAIL lists run once, not kept: no fini"; fail=1; }
[ -s "$tmp/err" ] && { echo "FAIL lists run once, not kept: $(head -c 200 "$tmp/err")"; fail=1; }
exit $fail
