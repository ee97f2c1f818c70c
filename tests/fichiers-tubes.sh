#!/bin/sh
# fichiers-tubes.sh -- a pipe (FIFO) or an endless device where the user
# names a file: reading or writing one is legitimate (another program at
# the other end), so Tortue waits as cat does, but Ctrl-C (SIGINT) ends
# the wait with "Arrêt..." and the session goes on: OUVRELECTURE,
# OUVREECRITURE, RAMENE, SAUVE, SAUVEDESSIN, TRADUIS of a pipe nobody
# opens, LISMOT and RAMENE of /dev/zero (a line, a file without end; the
# line is read within the memory's limit). A pipe with a writer is read
# as a file. The history of the prompt (~/.tortue_historique, a name
# Tortue chooses) that is a pipe or a device is not used, said once; a
# link to /dev/null (the usual way to want no history) silently. EDITE's
# text kept after an error (a file Tortue names, in $TMPDIR) replaced by a
# link is neither read nor written through.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99
mkfifo tube tube.svg

# stopped NAME LINE: LINE then EC "apres on standard input, SIGINT once
# Tortue waits (on the pipe's other end: its wchan; or has used 0.3 s of
# processor time on an endless read; 10 s at most), then the end of the
# input: "Arrêt...", and the next line runs. env --default-signal: a
# command a script starts in the background would ignore SIGINT.
stopped() {
  rm -f sent
  { printf '%s\nEC "apres\n' "$2"; while [ ! -e sent ]; do sleep 0.1; done; } |
    env --default-signal=INT "$TORTUE" --sans-fenetre > out 2>&1 &
  pid=$!
  n=0
  while [ $n -lt 100 ]; do
    [ "$(cat "/proc/$pid/wchan" 2>/dev/null)" = wait_for_partner ] && break
    [ "$(awk '{ print $14 + $15 }' "/proc/$pid/stat" 2>/dev/null || echo 0)" -ge 30 ] && break
    sleep 0.1
    n=$((n + 1))
  done
  kill -INT $pid
  touch sent
  wait $pid
  same "$1" "Arrêt...
apres" "$(cat out)"
}

stopped "OUVRELECTURE of a pipe" 'OUVRELECTURE "tube'
stopped "OUVREECRITURE of a pipe" 'OUVREECRITURE "tube'
stopped "RAMENE of a pipe" 'RAMENE "tube'
stopped "SAUVE into a pipe" 'SAUVE "tube'
stopped "SAUVEDESSIN into a pipe" 'AV 10 SAUVEDESSIN "tube.svg'
stopped "TRADUIS from a pipe" 'TRADUIS "tube "t.lgo'
stopped "TRADUIS into a pipe" 'TRADUIS "/dev/null "tube'
stopped "LISMOT of /dev/zero" 'OUVRELECTURE "/dev/zero FIXELECTURE "/dev/zero EC COMPTE LISMOT'
stopped "RAMENE of /dev/zero" 'RAMENE "/dev/zero'

# a pipe with a program at the other end: read, written as a file
printf 'POUR P\nEC 42\nFIN\n' > tube &
expect "RAMENE of a pipe with a writer" 0 "42" timeout 30 "$TORTUE" -e 'RAMENE "tube P'
wait
printf 'a b\nc\n' > tube &
expect "LISLISTE of a pipe with a writer" 0 "a b
c" timeout 30 "$TORTUE" -e 'OUVRELECTURE "tube FIXELECTURE "tube EC LISLISTE EC LISLISTE'
wait
timeout 30 cat tube > lu &
reader=$!
expect "SAUVE into a pipe with a reader" 0 "" timeout 30 "$TORTUE" -e 'DONNE "X 5 SAUVE "tube'
wait $reader
same "SAUVE into a pipe: what the reader got" 'DONNE "X 5' "$(grep '^DONNE' lu)"

# the history: a pipe or a device is not used, and nothing blocks
mkdir maison
mkfifo maison/.tortue_historique
history() {
  printf 'EC 1\n' | HOME="$tmp/maison" timeout 30 "$TORTUE" -i 2>&1 >/dev/null
}
expect "history a pipe" 0 "L'historique $tmp/maison/.tortue_historique est un tube (FIFO), pas un fichier : les lignes tapées n'y sont ni lues ni gardées" history
rm maison/.tortue_historique && ln -s /dev/zero maison/.tortue_historique
expect "history a link to /dev/zero" 0 "L'historique $tmp/maison/.tortue_historique est un périphérique, pas un fichier : les lignes tapées n'y sont ni lues ni gardées" history
rm maison/.tortue_historique && ln -s /dev/null maison/.tortue_historique
expect "history a link to /dev/null: nothing said" 0 "" history
# a link to a regular file is followed (dotfiles kept in a folder of them)
rm maison/.tortue_historique && : > maison/vrai && ln -s vrai maison/.tortue_historique
expect "history a link to a file" 0 "" history
same "history a link to a file: the line kept there" "EC 1" "$(cat maison/vrai)"

# EDITE's kept text replaced by a link to a file outside between two EDITE:
# the next EDITE starts afresh, the file outside untouched
printf 'à garder\n' > dehors
cat > bad.sh <<'SH'
#!/bin/sh
printf 'POUR F\nEC [\nFIN\n' > "$1"
( sleep 0.3; rm -f "$1"; ln -s "$TMPDIR/dehors" "$1"; touch "$TMPDIR/swapped" ) &
SH
cat > second.sh <<'SH'
#!/bin/sh
grep -q '^EC \[$' "$1" && echo "the link was read" >&2
exit 0
SH
chmod +x bad.sh second.sh
cat > editor.sh <<'SH'
#!/bin/sh
if [ -e "$TMPDIR/once" ]; then exec "$TMPDIR/second.sh" "$1"; fi
touch "$TMPDIR/once"
exec "$TMPDIR/bad.sh" "$1"
SH
chmod +x editor.sh
out=$(HOME="$tmp" TMPDIR="$tmp" EDITOR="$tmp/editor.sh" timeout 30 "$TORTUE" -e 'EDITE "F' \
  -e "REPETEJUSQUA [ATTENDS 6] [FICHIER? \"$tmp/swapped]" -e 'EDITE' -e 'EC "fin' 2>&1)
same "EDITE's kept text a link" "FIN dans une instruction sur plusieurs lignes (ligne 3 du texte édité) ; le texte est gardé, EDITE le rouvre
fin" "$out"
same "EDITE's kept text a link: the file outside untouched" "à garder" "$(cat dehors)"
exit $fail
