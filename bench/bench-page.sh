#!/bin/sh
# bench-page.sh -- Tortue in the browser against the native build on the
# same machine (issue 29): DEPART 9 and FIB 25 (medians of RUNS runs), the
# page ready to type in from a local server (RUNS cold loads, each in a new
# browser profile), the sizes of what the page loads. Needs the web version
# (tools/web.sh, then tools/web-page.py) and the native ./tortue; Chromium
# as tests/navigateur.sh runs it.
#
# Usage: bench/bench-page.sh [RUNS [N]]   (default 5 runs, DEPART 9)
#        bench/bench-page.sh --pret [RUNS [WASM...]]
#            the page-ready figures alone (default 7 cold loads), where the
#            time goes (bench/bench-page.py says what each phase is), and
#            the compile time of tortue.wasm and of each other WASM file
#            given (another build's: how the time grows with the size)
set -eu
cd "$(dirname "$0")/.."
. bench/commun.sh
dist=web/dist
[ -f "$dist/tortue.wasm" ] || { echo "no web/dist/tortue.wasm: run tools/web.sh" >&2; exit 1; }
/usr/bin/python3 tools/web-page.py . "$dist"
sizes() {
  for f in tortue.wasm tortue.js tortue.data page.js exemples.js page.css index.html; do
    printf '%-12s %8d bytes, %8d gzipped\n' "$f" "$(wc -c < "$dist/$f")" "$(gzip -9c "$dist/$f" | wc -c)"
  done
}
if [ "${1:-}" = --pret ]; then
  shift
  runs=${1:-7}
  [ $# -gt 0 ] && shift
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  /usr/bin/python3 bench/bench-page.py --pret "$dist" "$runs" "$@" > "$tmp/page"
  grep -v '^\(ready\|answered\|first\|warm-ready\|warm-answered\) ' "$tmp/page"
  for m in ready answered first warm-ready warm-answered; do
    echo "$m: $(grep "^$m " "$tmp/page" | cut -d' ' -f2 | median) s (median of $runs cold loads)"
  done
  echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
  sizes
  exit 0
fi
runs=${1:-5}
n=${2:-9}

cat > "$tmp/fib.lgo" <<'LOGO'
POUR FIB :N
SI :N < 2 [RETOURNE :N]
RETOURNE (FIB :N - 1) + (FIB :N - 2)
FIN
EC FIB 25
LOGO
native() {  # native NAME ARGS...: the wall time of each run, to $tmp/NAME.native
  name=$1
  shift
  for _ in $(seq "$runs"); do
    /usr/bin/time -f %e -o "$tmp/t" ./tortue --sans-fenetre "$@" >/dev/null
    cat "$tmp/t"
  done > "$tmp/$name.native"
}
native depart -e "DEPART $n"
native fib "$tmp/fib.lgo"
/usr/bin/python3 bench/bench-page.py "$dist" "$runs" "$n" > "$tmp/page"
for m in ready answered depart9 fib25; do
  grep "^$m " "$tmp/page" | cut -d' ' -f2 | median > "$tmp/$m.page"
done
dn=$(median < "$tmp/depart.native")
fn=$(median < "$tmp/fib.native")
dp=$(cat "$tmp/depart9.page")
fp=$(cat "$tmp/fib25.page")
echo "DEPART $n: native ${dn} s, page ${dp} s, ratio $(echo "$dp / $dn" | bc -l | cut -c1-4)"
echo "FIB 25:   native ${fn} s, page ${fp} s, ratio $(echo "$fp / $fn" | bc -l | cut -c1-4)"
echo "page ready to type in: $(cat "$tmp/ready.page") s, first command answered: $(cat "$tmp/answered.page") s (medians of $runs cold loads)"
grep '^phases\|^  ' "$tmp/page"
sizes
