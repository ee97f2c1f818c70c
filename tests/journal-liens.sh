#!/bin/sh
# journal-liens.sh -- the journal of long counts of no three in line
# (interp/solvers/alignes_journal.c, interp/prim_alignes.c) never writes
# outside the cache directory and nothing in its place blocks: a symbolic
# link (to a file outside, or dangling), a hard link, a pipe (FIFO) or a
# directory named alignes-9.journal is set aside under alignes-9.journal.rejete
# (the link itself renamed, never followed), a new journal begun, and the
# count is right; a journal that cannot be written says why, in French; a
# count killed (kill -9) goes on from its journal. TORTUE_ALIGNES_JOURNAL=9
# journals from n = 9 on. Its own XDG_CACHE_HOME, in a temporary
# directory.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=$(mktemp -d) || exit 99
trap 'chmod -R u+rwx "$tmp"; rm -rf "$tmp"' EXIT
XDG_CACHE_HOME=$tmp/cache
TORTUE_ALIGNES_JOURNAL=9
export XDG_CACHE_HOME TORTUE_ALIGNES_JOURNAL
unset TORTUE_CACHE
dir=$tmp/cache/tortue
j=$dir/alignes-9.journal
mkdir -p "$dir"
# a minute at most: a Tortue blocked on a pipe fails the test, not hangs it
run() { timeout -k 5 60 "$TORTUE" -e 'EC ALIGNES.COMPTE 9'; }
check() { [ "$1" ] || { echo "FAIL $2"; fail=1; }; }
aside() { echo "ALIGNES.COMPTE 9 : le journal $j était $1 : mis de côté sous $j.rejete, le compte repart de zéro
368"; }
journal_ok() { [ -f "$j" ] && [ ! -L "$j" ] && head -c 27 "$j" | grep -q '^tortue alignes.journal 1 n ' && echo y; }
clean() { rm -rf "$j" "$j.rejete"; }

# --- a link to a file outside: renamed aside, the file outside stays empty
: > "$tmp/dehors"
ln -s "$tmp/dehors" "$j"
expect "link" 0 "$(aside 'un lien symbolique')" run
same "link: nothing written outside" "" "$(cat "$tmp/dehors")"
check "$(test -L "$j.rejete" && echo y)" "link: the link itself not set aside"
check "$(journal_ok)" "link: no new journal"
clean

# --- a dangling link: nothing made where it points
ln -s "$tmp/nouveau" "$j"
expect "dangling link" 0 "$(aside 'un lien symbolique')" run
check "$(test ! -e "$tmp/nouveau" && echo y)" "dangling link: a file was made where it points"
check "$(journal_ok)" "dangling link: no new journal"
clean

# --- a pipe: never opened (it would wait for ever)
mkfifo "$j"
expect "pipe" 0 "$(aside 'un tube (FIFO)')" run
check "$(test -p "$j.rejete" && echo y)" "pipe: not set aside"
check "$(journal_ok)" "pipe: no new journal"
clean

# --- a hard link to a file outside: written in place, the journal would
# change it; its name is set aside, the file outside untouched
: > "$tmp/dehors"
ln "$tmp/dehors" "$j"
expect "hard link" 0 "$(aside 'un fichier à plusieurs noms (lien physique)')" run
same "hard link: nothing written outside" "" "$(cat "$tmp/dehors")"
check "$(journal_ok)" "hard link: no new journal"
clean

# --- a directory
mkdir "$j"
expect "directory" 0 "$(aside 'un dossier')" run
check "$(test -d "$j.rejete" && echo y)" "directory: not set aside"
check "$(journal_ok)" "directory: no new journal"
clean

# --- a directory that cannot be set aside (a full one already has the
# name): the reason, and the count without a journal
mkdir -p "$j" "$j.rejete/plein"
expect "cannot be set aside" 0 "ALIGNES.COMPTE 9 : impossible d'écrire le journal $j (dossier non vide) : ce compte n'est pas noté
368" run
clean

# --- a cache directory that cannot be written, as an ordinary user
chmod 755 "$tmp" "$tmp/cache"
chmod 555 "$dir"
need_unprivileged "$tmp"
expect "read-only cache directory" 0 "ALIGNES.COMPTE 9 : impossible d'écrire le journal $j (accès refusé) : ce compte n'est pas noté
368" unprivileged "$UTORTUE" -e 'EC ALIGNES.COMPTE 9'
chmod 755 "$dir"

# --- the cache directory a link: not used
mkdir "$tmp/ailleurs"
rm -rf "$dir" && ln -s "$tmp/ailleurs" "$dir"
expect "cache directory a link" 0 "Le dossier de cache $dir est un lien symbolique, pas un dossier : Tortue n'y lit ni n'y écrit rien (les calculs longs sont refaits à chaque session)
368" run
same "cache directory a link: nothing written where it points" "" "$(ls -A "$tmp/ailleurs")"
rm -f "$dir" && mkdir "$dir"

# --- a full disk (a tmpfs of one page, mounted in a namespace of the
# test's own, where the system allows it): the journal is given up in the
# middle, said at the end with how much it holds, and the count is right
full=$tmp/plein
mkdir "$full"
if unshare -m sh -c "mount -t tmpfs -o size=4k tmpfs '$full'" 2>/dev/null; then
  out=$(unshare -m sh -c "mount -t tmpfs -o size=4k tmpfs '$full' && XDG_CACHE_HOME='$full' timeout 60 '$TORTUE' -e 'EC ALIGNES.COMPTE 9'" 2>&1)
  printf '%s\n' "$out" | grep -q "^ALIGNES.COMPTE 9 : le journal n'a pas pu être écrit jusqu'au bout (disque plein) : [1-9][0-9]* débuts sur [0-9]* y sont notés\$" \
    || { echo "FAIL full disk: not said: '$out'"; fail=1; }
  same "full disk: the count" 368 "$(printf '%s\n' "$out" | tail -1)"
else
  echo "note: no tmpfs can be mounted here, the full disk case is not run"
fi

# --- kill -9 in the middle of a count of 12 (the generic search: some 4 s
# of processor time): the next count takes what the journal kept, and is
# right (A000755)
TORTUE_ALIGNES_GENERIQUE=1 "$TORTUE" -e 'EC ALIGNES.COMPTE 12' > /dev/null 2>&1 &
pid=$!
n=0
lines() { if [ -e "$1" ]; then wc -l < "$1"; else echo 0; fi; }
while [ "$(lines "$dir/alignes-12.journal")" -lt 20 ] && [ $n -lt 600 ] &&
      kill -0 $pid 2>/dev/null; do
  sleep 0.05
  n=$((n + 1))
done
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
out=$(timeout -k 5 120 "$TORTUE" -e 'EC ALIGNES.COMPTE 12' 2>&1)
printf '%s\n' "$out" | head -1 | grep -q "^ALIGNES.COMPTE 12 : [1-9][0-9]* débuts sur [0-9]* repris du journal $dir/alignes-12.journal\$" \
  || { echo "FAIL kill -9: nothing resumed: '$out'"; fail=1; }
same "kill -9: the count" 4348 "$(printf '%s\n' "$out" | tail -1)"
exit $fail
