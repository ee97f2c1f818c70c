#!/bin/sh
# cache-liens.sh -- the pattern databases' cache (interp/pdb_cache.c,
# interp/cache_dir.c) never reads or writes outside its own directory, and
# nothing in it blocks: a symbolic link in place of motifs-4x4.bin (to a
# file outside, or dangling) is replaced by the file itself, what it
# points to untouched; a pipe (FIFO), a socket or a device there is
# replaced without being opened; a directory there is left, the databases
# built in memory; the cache directory itself a link is not used. Each is
# said once, in French, and the answer stays right. Then what held
# already and must hold still: a cache directory that cannot be written
# (as an ordinary user), three processes building the file at once (it
# is the same, byte for byte), a kill -9 while it is written.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=$(mktemp -d) || exit 99
trap 'chmod -R u+rwx "$tmp"; rm -rf "$tmp"' EXIT
XDG_CACHE_HOME=$tmp/cache
export XDG_CACHE_HOME
unset TORTUE_CACHE
dir=$tmp/cache/tortue
file=$dir/motifs-4x4.bin
mkdir -p "$dir"
ask='EC (PH COMPTE PREMIER IDA.MOTIFS.NATIF KORF 1 MOTIFS.LUS? 4 4)'
# a minute at most: a Tortue blocked on a pipe fails the test, not hangs it
run() { timeout -k 5 60 "$TORTUE" -e "$ask"; }
check() { [ "$1" ] || { echo "FAIL $2"; fail=1; }; }
replaced="Le fichier de cache $file était"
tail_replaced="pas un fichier : il n'est pas lu, les bases reconstruites le remplacent"
regular() { [ -f "$file" ] && [ ! -L "$file" ] && echo y; }

# a reference file, built once
run > /dev/null || fail=1
cp "$file" "$tmp/reference"

# --- a link to a file outside the cache
printf 'à garder\n' > "$tmp/dehors"
rm -f "$file" && ln -s "$tmp/dehors" "$file"
expect "link: not followed" 0 "$replaced un lien symbolique, $tail_replaced
57 FAUX" run
same "link: the file outside untouched" "à garder" "$(cat "$tmp/dehors")"
check "$(regular)" "link: not replaced by a regular file"
cmp -s "$file" "$tmp/reference" || { echo "FAIL link: the file written differs"; fail=1; }
expect "link replaced: read next time" 0 "57 VRAI" run

# --- a dangling link: nothing made where it points
rm -f "$file" && ln -s "$tmp/nouveau" "$file"
expect "dangling link" 0 "$replaced un lien symbolique, $tail_replaced
57 FAUX" run
check "$(test ! -e "$tmp/nouveau" && echo y)" "dangling link: a file was made where it points"
check "$(regular)" "dangling link: not replaced"

# --- a pipe: not opened (open would wait for a writer for ever)
rm -f "$file" && mkfifo "$file"
expect "pipe" 0 "$replaced un tube (FIFO), $tail_replaced
57 FAUX" run
check "$(regular)" "pipe: not replaced"

# --- a socket
rm -f "$file"
"$(python)" -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$file" || exit 99
expect "socket" 0 "$replaced une prise (socket), $tail_replaced
57 FAUX" run
check "$(regular)" "socket: not replaced"

# --- a device (/dev/null's numbers), where mknod is allowed
rm -f "$file"
if mknod "$file" c 1 3 2>/dev/null; then
  expect "device" 0 "$replaced un périphérique, $tail_replaced
57 FAUX" run
  check "$(regular)" "device: not replaced"
else
  echo "note: mknod refused here, the device case is not run"
fi

# --- a directory: left there, the databases built each time
rm -f "$file" && mkdir "$file"
expect "directory" 0 "Le fichier de cache $file est un dossier : les bases sont reconstruites, mais pas gardées
57 FAUX" run
check "$(test -d "$file" && echo y)" "directory: removed"
rmdir "$file"

# --- the cache directory a link: not used at all
mkdir "$tmp/ailleurs"
rm -rf "$dir" && ln -s "$tmp/ailleurs" "$dir"
expect "cache directory a link" 0 "Le dossier de cache $dir est un lien symbolique, pas un dossier : Tortue n'y lit ni n'y écrit rien (les calculs longs sont refaits à chaque session)
57 FAUX" run
same "cache directory a link: nothing written where it points" "" "$(ls -A "$tmp/ailleurs")"
rm -f "$dir" && mkdir "$dir"

# --- a cache directory that cannot be written (as an ordinary user):
# built, nothing said, nothing written
chmod 755 "$tmp" "$tmp/cache"
chmod 555 "$dir"
need_unprivileged "$tmp"
expect "read-only cache directory" 0 "57 FAUX" unprivileged "$UTORTUE" -e "$ask"
same "read-only cache directory: nothing written" "" "$(ls -A "$dir")"
chmod 755 "$dir"

# --- a full disk (a tmpfs of 1 MB in a namespace of the test's own, where
# the system allows it): built, nothing said, no temporary left
full=$tmp/plein
mkdir "$full"
if unshare -m sh -c "mount -t tmpfs -o size=1m tmpfs '$full'" 2>/dev/null; then
  expect "full disk: built, and the cache directory left empty" 0 "57 FAUX" unshare -m sh -c "mount -t tmpfs -o size=1m tmpfs '$full' && XDG_CACHE_HOME='$full' timeout 60 '$TORTUE' -e '$ask' && ls -A '$full/tortue'"
else
  echo "note: no tmpfs can be mounted here, the full disk case is not run"
fi

# --- three processes at once: the same file, whole (a slow machine may
# let one read what another wrote: only the answer is asked)
length='EC COMPTE PREMIER IDA.MOTIFS.NATIF KORF 1'
"$TORTUE" -e "$length" > "$tmp/a" 2>&1 & p1=$!
"$TORTUE" -e "$length" > "$tmp/b" 2>&1 & p2=$!
"$TORTUE" -e "$length" > "$tmp/c" 2>&1 & p3=$!
wait $p1 $p2 $p3
same "three at once: answers" "57
57
57" "$(cat "$tmp/a" "$tmp/b" "$tmp/c")"
cmp -s "$file" "$tmp/reference" || { echo "FAIL three at once: the file differs"; fail=1; }
same "three at once: no temporary left" "" "$(ls -A "$dir" | grep -v '^motifs-4x4.bin$')"

# --- kill -9 while the file is written: the next session answers right,
# rewrites it and removes the dead writer's temporary
rm -f "$file"
"$TORTUE" -e "$ask" > /dev/null 2>&1 &
pid=$!
n=0
while [ ! -e "$file.tortue-$pid.tmp" ] && [ $n -lt 600 ] && kill -0 $pid 2>/dev/null; do
  sleep 0.05
  n=$((n + 1))
done
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
# the file is there whole, or not at all
[ ! -e "$file" ] || cmp -s "$file" "$tmp/reference" || { echo "FAIL kill -9: a file cut short"; fail=1; }
rm -f "$file"
expect "after a kill -9" 0 "57 FAUX" run
cmp -s "$file" "$tmp/reference" || { echo "FAIL after a kill -9: the file differs"; fail=1; }
same "after a kill -9: no temporary left" "" "$(ls -A "$dir" | grep -v '^motifs-4x4.bin$')"
exit $fail
