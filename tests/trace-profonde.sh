#!/bin/sh
# trace-profonde.sh -- a traced runaway recursion stops at "Pile pleine",
# as the untraced one does, instead of filling the memory: a trace line's
# indentation stops growing at some depth (the depth is written as a
# number), so its lines, and the memory they hold, do not grow with it.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/trace-profonde.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {
  if [ "$2" != "$3" ]; then
    printf 'FAIL %s\n--- want\n%s\n--- got\n%s\n' "$1" "$2" "$3"
    fail=1
  fi
}
# the one benign ASan warning of a --enable-sanitizers build (see
# tests/golden/run-golden.sh): dropped; any real report aborts the run
benign() {
  sed -e '/^==[0-9]*==WARNING: ASan is ignoring requested __asan_handle_no_return/d' \
    -e '/^False positive error reports may follow$/d' \
    -e '/^For details see https:\/\/github.com\/google\/sanitizers\/issues\/189$/d' "$@"
}
fact='POUR FACT :N
RETOURNE :N * FACT :N - 1
FIN'
pile='Pile pleine : plus de 100000 appels imbriqués (récursion trop profonde) dans FACT
[RETOURNE :N * FACT :N - 1]
FACT s'"'"'appelle sans fin : il lui manque un test d'"'"'arrêt au début, comme SI ... [RETOURNE ...]'

# untraced and traced: the same end, output to a file
timeout 60 "$TORTUE" --memoire=200 -e "$fact" -e 'EC FACT 5' >"$tmp/sans" 2>"$tmp/err-sans"
check "untraced status" 70 $?
check "untraced message" "$pile" "$(benign "$tmp/err-sans")"
timeout 60 "$TORTUE" --memoire=200 -e "$fact" -e 'TRACE "FACT EC FACT 5' >"$tmp/trace" 2>"$tmp/err-trace"
check "traced status" 70 $?
check "traced message" "$pile" "$(benign "$tmp/err-trace")"
check "the first call" '( FACT 5 )' "$(head -n 1 "$tmp/trace")"
check "the 40th call, indented" "$(printf '%39s( FACT -34 )' '')" "$(sed -n 40p "$tmp/trace")"
check "the 100000th call, its depth" "$(printf '%40s[99999] ( FACT -99994 )' '')" "$(tail -n 1 "$tmp/trace")"

# the memory comes back: the same run again and again in one session
out=$(timeout 120 "$TORTUE" --memoire=200 -e "$fact" -e 'TRACE "FACT' \
  -e 'REPETE 4 [ATTRAPE "ERREUR [EC FACT 5]]' -e 'EC "encore' 2>&1 >/dev/null | benign)
check "four traced runaways in one session" "" "$out"
out=$(timeout 120 "$TORTUE" --memoire=200 -e "$fact" -e 'TRACE "FACT' \
  -e 'REPETE 4 [ATTRAPE "ERREUR [EC FACT 5]]' -e 'EC "encore' 2>/dev/null | tail -n 1)
check "the session goes on" encore "$out"
exit $fail
