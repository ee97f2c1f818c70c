#!/bin/sh
# motifs-liste-arret.sh -- Ctrl-C (SIGINT) during IDA.MOTIFS.LISTE, while
# its threads build the databases or search: every thread stops, the
# command ends with "Arrêt...", and the session goes on.
: "${TORTUE:=./tortue}"
fail=0
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
# stop NAME CPU_TICKS ENV...: IDA.MOTIFS.LISTE on Korf's 100 positions,
# SIGINT once the process has used CPU_TICKS hundredths of a second of
# processor time; Tortue runs with the variables ENV. The next line is sent
# once the signal is (the output, a file, is buffered: it cannot tell when
# the command has started). env --default-signal: a command a script
# starts in the background would otherwise ignore SIGINT.
stop() {
  name=$1 ticks=$2
  shift 2
  rm -f "$tmp/sent"
  {
    printf 'DONNE "P []\nREPETEPOUR [I 1 100] [DONNE "P MD KORF :I :P]\n'
    printf 'EC COMPTE IDA.MOTIFS.LISTE :P\n'
    while [ ! -e "$tmp/sent" ]; do sleep 0.1; done
    printf 'EC "suite\n'
  } | env --default-signal=INT "$@" "$TORTUE" > "$tmp/out" 2>&1 &
  pid=$!
  n=0
  while [ "$(awk '{ print $14 + $15 }' "/proc/$pid/stat" 2>/dev/null || echo 99999)" -lt "$ticks" ] &&
        [ $n -lt 1200 ]; do
    sleep 0.1
    n=$((n + 1))
  done
  kill -INT "$pid" 2>/dev/null
  : > "$tmp/sent"
  n=0
  while kill -0 "$pid" 2>/dev/null && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
  if kill -0 "$pid" 2>/dev/null; then
    echo "FAIL $name: Ctrl-C did not stop IDA.MOTIFS.LISTE"
    kill "$pid" 2>/dev/null
    fail=1
  fi
  want='Arrêt...
suite'
  if [ "$(cat "$tmp/out")" != "$want" ]; then
    echo "FAIL $name: Ctrl-C during IDA.MOTIFS.LISTE"
    echo "  got:  $(cat "$tmp/out")"
    echo "  want: $want"
    fail=1
  fi
}

# while the databases are built (about two seconds of processor time)
stop "building" 50 TORTUE_CACHE=non
# while the positions are searched, the databases read from a cache file
# made for the test (reading takes a tenth of a second)
XDG_CACHE_HOME=$tmp/cache "$TORTUE" -e '.IGNORE IDA.MOTIFS.NATIF BUT 4 4'
stop "searching" 40 XDG_CACHE_HOME="$tmp/cache"
exit $fail
