#!/bin/sh
# cache-motifs.sh -- the pattern databases' cache file (interp/pdb_cache.c):
# written by the first session that builds the 4 x 4 databases, read by
# the next; a file truncated, with a byte changed, of another version or
# format, or too long is refused, the databases rebuilt (the answer stays
# right) and the file rewritten; TORTUE_CACHE=non leaves it alone. The
# test has its own XDG_CACHE_HOME in a temporary directory.
: "${TORTUE:=./tortue}"
fail=0
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
XDG_CACHE_HOME=$tmp/cache
export XDG_CACHE_HOME
unset TORTUE_CACHE
file=$tmp/cache/tortue/motifs-4x4.bin
# the length of Korf's first solution, and whether the databases were read
ask='EC (PH COMPTE PREMIER IDA.MOTIFS.NATIF KORF 1 MOTIFS.LUS? 4 4)'
run() { "$TORTUE" -e "$ask"; }
run_nocache() { TORTUE_CACHE=non "$TORTUE" -e "$ask"; }
check() {
  [ "$1" ] || { echo "FAIL $2"; fail=1; }
}

expect "no file: built" 0 "57 FAUX" run
check "$(test -s "$file" && echo y)" "the cache file was not written"
size=$(wc -c < "$file")
expect "intact file: read" 0 "57 VRAI" run

# after each damage: refused, rebuilt, and the file whole again
damaged() {
  expect "$1: refused, rebuilt" 0 "57 FAUX" run
  check "$(test "$(wc -c < "$file")" -eq "$size" && echo y)" "$1: the file was not rewritten"
  expect "$1: rewritten, then read" 0 "57 VRAI" run
}
# change the byte at offset $1 of the file
flip() {
  old=$(dd if="$file" bs=1 skip="$1" count=1 status=none | od -An -tu1 | tr -d ' ')
  printf "\\$(printf '%03o' $(( (old + 1) % 256 )))" | dd of="$file" bs=1 seek="$1" conv=notrunc status=none
}

head -c 1000000 "$file" > "$tmp/cut" && cp "$tmp/cut" "$file"
damaged "truncated"
head -c 40 "$file" > "$tmp/cut" && cp "$tmp/cut" "$file"
damaged "truncated in the header"
flip 20000000
damaged "a byte of the data changed"
flip 8
damaged "another version"
flip 0
damaged "another format"
cat "$file" "$file" > "$tmp/long" && cp "$tmp/long" "$file"
damaged "too long"

# TORTUE_CACHE=non: built, the file left as it was (damaged here)
flip 20000000
before=$(cksum < "$file")
expect "TORTUE_CACHE=non: built" 0 "57 FAUX" run_nocache
check "$(test "$(cksum < "$file")" = "$before" && echo y)" "TORTUE_CACHE=non touched the file"

# a cache directory that cannot be made: built, and no message
: > "$tmp/plain"
XDG_CACHE_HOME=$tmp/plain/cache
expect "no cache directory: built" 0 "57 FAUX" run
exit $fail
