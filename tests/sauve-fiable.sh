#!/bin/sh
# sauve-fiable.sh -- SAUVE under what a golden test cannot do: kill -9 in
# the middle of writing (the file is the old or the new one, whole; the
# temporaries "NOM.tortue-PID.tmp" left behind are removed by the next
# SAUVE of that file, never a live writer's), symbolic links (written
# through), names of the longest legal length and longer, permissions
# kept; RAMENE and the command line given a directory or an unreadable
# file; the history of the prompt written the same way.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/sauve-fiable.$$
mkdir -p "$tmp" && cd "$tmp" || exit 99
sleeper=
trap 'cd /; [ -n "$sleeper" ] && kill "$sleeper" 2>/dev/null; chmod -R u+rwx "$tmp"; rm -rf "$tmp"' EXIT
fail=0
temps() {  # temps FILE: how many temporaries of FILE are in its directory
  ls -a "$(dirname "$1")" | grep -c "^$(basename "$1")\.tortue-[0-9]*\.tmp\$"
}

# --- kill -9 during SAUVE of a large workspace (two 16 MB words), at
# chosen points: tests/lib/interrompt.so, preloaded (Tortue has no code of
# its own for it), kills it in the middle of writing, or after writing
# but before the rename. Each time the file is still the old version,
# whole, and the killed writer's temporary is left (the one of the kill
# before removed by this SAUVE).
big='DONNE "L "x REPETE 24 [DONNE "L MOT :L :L] DONNE "M :L DONNE "ZZ "fin'
"$TORTUE" -e "$big DONNE \"VERSION 1 SAUVE \"v1.lgo" || fail=1
"$TORTUE" -e "$big DONNE \"VERSION 2 SAUVE \"v2.lgo" || fail=1
shim=$(dirname "$TORTUE")/tests/lib/interrompt.so
[ -f "$shim" ] || { echo "missing $shim (make check builds it)"; exit 99; }
for point in write rename write; do
  cp v1.lgo ws.lgo
  # (the shell that sees the kill says "Killed": a subshell's, silenced)
  status=$( (LD_PRELOAD=$shim INTERROMPT=$point:ws.lgo ASAN_OPTIONS=${ASAN_OPTIONS:-}:verify_asan_link_order=0 \
    "$TORTUE" -e "$big DONNE \"VERSION 2 SAUVE \"ws.lgo" >/dev/null 2>&1; echo $?) 2>/dev/null)
  same "kill -9 at $point: the status" 137 "$status"
  cmp -s ws.lgo v1.lgo || { echo "FAIL kill -9 at $point: ws.lgo is not the old version whole"; fail=1; }
  same "kill -9 at $point: its temporary left, the one before removed" 1 "$(temps ws.lgo)"
done
# one more, certainly left: a temporary of a dead process
sh -c 'exit 0' &
dead=$!
wait $dead
printf 'à moitié' > "ws.lgo.tortue-$dead.tmp"
# and one of a live process (another SAUVE still writing): kept
sleep 60 &
sleeper=$!
printf 'en cours' > "ws.lgo.tortue-$sleeper.tmp"
# a temporary of another file, and a file that only looks like one: kept
printf 'x' > "autre.lgo.tortue-$dead.tmp"
printf 'x' > "ws.lgo.tortue-12ab.tmp"
"$TORTUE" -e "$big DONNE \"VERSION 2 SAUVE \"ws.lgo" || fail=1
cmp -s ws.lgo v2.lgo || { echo "FAIL: SAUVE after the kills did not write the new version"; fail=1; }
same "temporaries after the next SAUVE (the live writer's only)" \
  "ws.lgo.tortue-$sleeper.tmp" "$(ls -a | grep '^ws\.lgo\.tortue-[0-9]*\.tmp$')"
[ -e "autre.lgo.tortue-$dead.tmp" ] && [ -e ws.lgo.tortue-12ab.tmp ] \
  || { echo "FAIL: a file not SAUVE's temporary of ws.lgo was removed"; fail=1; }
kill "$sleeper" 2>/dev/null
wait "$sleeper" 2>/dev/null
sleeper=
"$TORTUE" -e 'SAUVE "ws.lgo' || fail=1
same "the writer gone, its temporary is removed" 0 "$(temps ws.lgo)"
# three SAUVEs of one file at once: none removes another's temporary, the
# file is one of them whole
for v in 1 2 3; do
  "$TORTUE" -e "$big DONNE \"VERSION $v SAUVE \"ws.lgo" || echo "FAIL: concurrent SAUVE $v" &
done
wait
version=$("$TORTUE" -e 'RAMENE "ws.lgo EC (PH :VERSION :ZZ COMPTE :L)')
case $version in
  "1 fin 16777216" | "2 fin 16777216" | "3 fin 16777216") ;;
  *) echo "FAIL concurrent SAUVEs: $version"; fail=1 ;;
esac
same "no temporary after concurrent SAUVEs" 0 "$(temps ws.lgo)"
rm -f v1.lgo v2.lgo ws.lgo ./*.tmp

# --- symbolic links: written through, the link stays a link
mkdir d
echo 'DONNE "X 0' > d/vrai.lgo
chmod 640 d/vrai.lgo
ln -s d/vrai.lgo lien.lgo           # relative, from another directory
ln -s "$tmp/lien.lgo" chaine.lgo    # absolute, to a link
ln -s d/nouveau.lgo pendant.lgo     # dangling: its target is created
"$TORTUE" -e 'DONNE "X 1 SAUVE "chaine.lgo DONNE "X 2 SAUVE "pendant.lgo' || fail=1
[ -L lien.lgo ] && [ -L chaine.lgo ] && [ -L pendant.lgo ] || { echo "FAIL: a link was replaced"; fail=1; }
same "written through two links" 1 "$("$TORTUE" -e 'RAMENE "d/vrai.lgo EC :X')"
same "permissions kept" 640 "$(stat -c %a d/vrai.lgo)"
same "dangling link: target created" 2 "$("$TORTUE" -e 'RAMENE "d/nouveau.lgo EC :X')"
same "no temporary beside the links or the targets" "" "$(ls -a . d | grep tortue-)"
ln -s boucle1 boucle2
ln -s boucle2 boucle1
same "a loop of links" "SAUVE : impossible d'écrire le fichier boucle1 (trop de liens symboliques)" \
  "$("$TORTUE" -e 'SAUVE "boucle1' 2>&1)"

# --- a pipe or a device is written into, not replaced by a plain file
mkfifo tube
cat tube > lu.txt &
reader=$!
"$TORTUE" -e 'DONNE "X "tube SAUVE "tube' || { echo "FAIL: SAUVE into a fifo"; fail=1; : > tube; }
wait $reader
[ -p tube ] || { echo "FAIL: the fifo was replaced"; fail=1; }
same "SAUVE into a fifo" 'DONNE "X "tube' "$(tail -n 1 lu.txt)"
same "SAUVE \"/dev/stdout" 'DONNE "X "sortie' "$("$TORTUE" -e 'DONNE "X "sortie SAUVE "/dev/stdout' | tail -n 1)"
rm -f tube lu.txt

# --- names of the longest legal length, and longer
n250=$(printf '%0250d' 0 | tr 0 a)
n255=$(printf '%0255d' 0 | tr 0 b)
n256=$(printf '%0256d' 0 | tr 0 c)
"$TORTUE" -e "DONNE \"X 250 SAUVE \"$n250 DONNE \"X 255 SAUVE \"$n255" || fail=1
same "a 250-byte name" 250 "$("$TORTUE" -e "RAMENE \"$n250 EC :X")"
same "a 255-byte name" 255 "$("$TORTUE" -e "RAMENE \"$n255 EC :X")"
# two long names alike but for the end do not share their temporaries
sh -c 'exit 0' &
dead=$!
wait $dead
a240=$(printf '%0240d' 0 | tr 0 e)
"$TORTUE" -e "SAUVE \"${a240}1234567890 SAUVE \"${a240}0987654321" || fail=1
[ -e "${a240}1234567890" ] && [ -e "${a240}0987654321" ] || { echo "FAIL: two long names"; fail=1; }
same "no temporary left by long names" "" "$(ls -a | grep tortue-)"
same "a 256-byte name" "SAUVE : impossible d'écrire le fichier $n256 (nom de fichier trop long)" \
  "$("$TORTUE" -e "SAUVE \"$n256" 2>&1)"
same "RAMENE of a 256-byte name" "Impossible d'ouvrir le fichier $n256 (nom de fichier trop long)" \
  "$("$TORTUE" -e "RAMENE \"$n256" 2>&1)"

# --- RAMENE and the command line: a directory, an unreadable file
out=$("$TORTUE" d 2>&1)
same "tortue DOSSIER: status" 70 $?
same "tortue DOSSIER: message" "Impossible d'ouvrir le fichier d : c'est un dossier" "$out"
out=$("$TORTUE" -e 'RAMENE "d EC "suite' 2>&1)
same "RAMENE of a directory: status" 70 $?
same "RAMENE of a directory: message" "Impossible d'ouvrir le fichier d (c'est un dossier)" "$out"
# root reads a file of mode 000: then a file no one may read is used
echo 'EC "lu' > interdit.lgo
chmod 000 interdit.lgo
unreadable=interdit.lgo
if cat interdit.lgo > /dev/null 2>&1; then
  unreadable=/proc/sys/vm/compact_memory   # write-only, for root too
  if [ ! -e $unreadable ] || cat $unreadable > /dev/null 2>&1; then
    echo "SKIP unreadable file: running as root, and $unreadable is readable or absent"
    unreadable=
  fi
fi
if [ -n "$unreadable" ]; then
  same "RAMENE of an unreadable file" "Impossible d'ouvrir le fichier $unreadable (accès refusé)" \
    "$("$TORTUE" -e "RAMENE \"$unreadable" 2>&1)"
  same "OUVRELECTURE of an unreadable file" \
    "Impossible d'ouvrir le fichier $unreadable (accès refusé)" \
    "$("$TORTUE" -e "OUVRELECTURE \"$unreadable" 2>&1)"
  out=$("$TORTUE" $unreadable 2>&1)
  same "tortue UNREADABLE: status" 70 $?
  same "tortue UNREADABLE: message" "Impossible d'ouvrir le fichier $unreadable : accès refusé" "$out"
fi

# --- the history of the prompt: through a link, no temporary left
mkdir -p maison/vrai
ln -s vrai/histoire maison/.tortue_historique
printf 'EC 1\n' | HOME=$tmp/maison "$TORTUE" -i > /dev/null 2>&1
if [ -e maison/vrai/histoire ]; then   # built with readline
  [ -L maison/.tortue_historique ] || { echo "FAIL: the history link was replaced"; fail=1; }
  same "history written through the link" "EC 1" "$(cat maison/vrai/histoire)"
  same "history is private" 600 "$(stat -c %a maison/vrai/histoire)"
  same "no history temporary left" "" "$(ls -a maison maison/vrai | grep tortue-)"
fi
exit $fail
