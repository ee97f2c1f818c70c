#!/bin/sh
# web-golden.sh -- the golden tests and the examples run by the WebAssembly
# build of the same sources under Node (web/build/node/tortue, made by
# tools/web.sh), with the same expected outputs; then the numbers a 32-bit
# build once got wrong, and DEPART 9, printed as the native build prints
# them ($TORTUE).
#
# Skipped (status 77, said on the first line) when that build is not
# there, or is older than a source, or Node is missing: tools/web.sh is
# run by hand, not by the build (it takes minutes, and Debian's emscripten
# package), so that a change is never tested against a stale build.
#
# The few cases that cannot run there are listed below with why; the
# README's "Dans le navigateur" says the same.
top=$(cd "$(dirname "$0")/.." && pwd)
wasm=$top/web/build/node/tortue
: "${TORTUE:=$top/tortue}"
if [ ! -x "$wasm" ]; then
  echo "web-golden: skipped: no WebAssembly build ($wasm; tools/web.sh makes it)"
  exit 77
fi
if ! command -v node >/dev/null; then
  echo "web-golden: skipped: node is not installed"
  exit 77
fi
newer=$(find "$top/interp" "$top/lib-logo" -newer "$top/web/build/node/tortue.wasm" \
  \( -name '*.c' -o -name '*.h' -o -name '*.js' -o -name '*.lgo' \) | head -1)
if [ -n "$newer" ]; then
  echo "web-golden: skipped: the WebAssembly build is older than $newer (run tools/web.sh)"
  exit 77
fi

# case reason: what cannot run under WebAssembly, and why
excluded() {
  case $(basename "$1" .lgo) in
    ucb-noms-fichiers|ucb-noms-prefixe|ucb-noms-fr-prefixe) echo "they run SHELL, and WebAssembly starts no process (SHELL says so there)" ;;
    fichiers-raisons) echo "Node's file system gives ENOENT where Linux gives ENAMETOOLONG for a name too long" ;;
    *) return 1 ;;
  esac
}

tmp=${TMPDIR:-/tmp}/web-golden.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
status=0
ran=0
for t in "$top"/tests/golden/*.lgo "$top"/examples/*.lgo; do
  if why=$(excluded "$t"); then
    echo "not run: $(basename "$t"): $why"
    continue
  fi
  echo "$t"
done > "$tmp/list"
grep '^not run' "$tmp/list"
# as many at a time as there are processors (two at least): Node's start
# (the module compiled) is most of a short test
jobs=$(nproc 2>/dev/null || echo 2)
[ "$jobs" -ge 2 ] 2>/dev/null || jobs=2
grep -v '^not run' "$tmp/list" | XDG_CACHE_HOME=$tmp/cache TORTUE=$wasm xargs -n 1 -P "$jobs" sh -c '
  sh "$0/tests/golden/run-golden.sh" "$2" > "$1/$(basename "$2").log" 2>&1 \
    || { echo "FAIL: $2"; cat "$1/$(basename "$2").log"; }' "$top" "$tmp" > "$tmp/fails" 2>&1 || true
ran=$(grep -vc '^not run' "$tmp/list")
if [ -s "$tmp/fails" ]; then
  cat "$tmp/fails"
  status=1
fi
echo "web-golden: $ran golden cases and examples run under WebAssembly, $(grep -c '^FAIL' "$tmp/fails") failed"

# a 32-bit pointer holds an immediate of 31 bits: past it, as on the
# native build
same() {
  want=$("$TORTUE" -e "$1" 2>&1)
  got=$("$wasm" -e "$1" 2>&1)
  if [ "$want" != "$got" ]; then
    echo "FAIL: $1: native \"$want\", WebAssembly \"$got\""
    status=1
  fi
}
same 'EC 1073741823 + 1'
same 'EC (-1073741824) - 1 EC 2147483647 + 1 EC 4294967296 * 4294967296'
same 'EC 1073741824 = 1073741823 + 1 EC MEMBRE? 1073741824 [1 1073741824 3]'
same 'EC (PUISSANCE 2 62) EC (PUISSANCE 2 63) EC 4611686018427387903 + 1'
same 'EC ENT 3000000000.0 EC 9223372036854775807 + 1 EC SOMME 1073741824 1073741824'
same 'DEPART 9'
exit $status
