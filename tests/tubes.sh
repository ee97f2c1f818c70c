#!/bin/sh
# tubes.sh -- writing into a closed pipe. Standard output read by a program
# that stops early (| head -1): Tortue ends quietly, as Unix tools do (by
# SIGPIPE, nothing on standard error), files it was writing still closed
# and complete. A FIFO whose reader has gone: an error on that stream
# ("tube fermé"), and the session goes on.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/tubes.$$
mkdir -p "$tmp" && cd "$tmp" || exit 99
trap 'cd /; rm -rf "$tmp"' EXIT
fail=0

# -e into head -1: the first line, status 141 (SIGPIPE), no message
# (status: the pipeline's first command writes its own to a file)
out=$({ "$TORTUE" -e 'REPETE 100000 [EC "ligne]' 2>err.txt; echo $? >st; } | head -1; cat st)
same "-e into head: output and status" "ligne
141" "$out"
same "-e into head: nothing on stderr" "" "$(cat err.txt)"

# a program read on standard input, the same
out=$(printf 'REPETE 100000 [EC "ligne]\nEC "jamais\n' | { "$TORTUE" 2>err.txt; echo $? >st; } | head -1; cat st)
same "stdin into head: output and status" "ligne
141" "$out"
same "stdin into head: nothing on stderr" "" "$(cat err.txt)"

# Dupont's DEPART 9, as the issue names it
out=$({ "$TORTUE" -e 'DEPART 9' 2>err.txt; echo $? >st; } | head -1 | cut -c1-8; cat st)
same "DEPART 9 into head" "reines. 
141" "$out"
same "DEPART 9 into head: nothing on stderr" "" "$(cat err.txt)"

# a file being written when standard output breaks is closed whole
"$TORTUE" -e 'OUVREECRITURE "f.txt FIXEECRITURE "f.txt EC "dans.le.fichier FIXEECRITURE []
REPETE 100000 [EC "ligne]' 2>/dev/null | head -1 >/dev/null
same "file closed when stdout breaks" "dans.le.fichier" "$(cat f.txt)"

# a FIFO whose reader reads one byte and goes: the writes fail, the session goes on
mkfifo tube
head -c 1 tube >/dev/null &
out=$("$TORTUE" -e 'OUVREECRITURE "tube FIXEECRITURE "tube
REPETE 100000 [EC "abcdefghijkl]
FIXEECRITURE []
EC "encore' 2>err.txt)
status=$?
wait
same "FIFO: the session goes on" "encore" "$out"
same "FIFO: the error names the stream" "Le fichier tube n'a pas pu être écrit en entier (tube fermé)" "$(head -1 err.txt)"
same "FIFO: exit status of a script with errors" "70" "$status"

exit $fail
