#!/usr/bin/env bash
# bench-evaluateur.sh -- the evaluator's four programs, Tortue beside UCBLogo:
#   depart  Dupont's DEPART 10 (lib-logo/reines.lgo; output to /dev/null)
#   fib     FIB 27, doubly recursive (RETOURNE (FIB :N - 1) + (FIB :N - 2))
#   boucle  a tail-recursive loop of 3,000,000 calls (BOUCLE :N - 1)
#   liste   a list of 200,000 items built by MP in REPETE
# then DEPART 12 beside bench/plain-depart.c (the same backtrack in plain C,
# built with cc -O2), with the peak memory.
#
#   UCBLOGO=/path/to/ucblogo bench/bench-evaluateur.sh [RUNS]     default: 5 runs
#
# Without UCBLOGO only Tortue is timed. Each run of a program alternates
# Tortue and UCBLogo, so every ratio is measured under the same load;
# figures are medians of the whole commands' wall times and of their CPU
# times (user + system, as the kernel counts them: bench/chrono.c), both
# ratios printed: on a loaded shared machine the CPU time is the steadier
# of the two; "pairs" is the median of the ratios of the runs made one
# after the other, the steadiest when the machine's speed drifts.
# Set D12_RUNS (default 1) for the number of DEPART 12 runs.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/commun.sh
runs=${1:-5}
tortue=${TORTUE:-./tortue}

# Dupont's listing in UCBLogo's vocabulary: the translation kept in
# bench-reines.sh, taken from there so that both scripts time the same text.
sed -n "/^cat > \"\$tmp\/reines.lg\" <<'LOGO'$/,/^LOGO$/p" bench/bench-reines.sh | sed '1d;$d' > "$tmp/reines.lg"
printf 'load "%s\ndepart 10\nbye\n' "$tmp/reines.lg" > "$tmp/depart.lg"
printf 'DEPART 10\n' > "$tmp/depart.lgo"

cat > "$tmp/fib.lgo" <<'LOGO'
POUR FIB :N
SI :N < 2 [RETOURNE :N]
RETOURNE (FIB :N - 1) + (FIB :N - 2)
FIN
EC FIB 27
LOGO
cat > "$tmp/fib.lg" <<'LOGO'
to fib :n
if :n < 2 [output :n]
output (fib :n - 1) + (fib :n - 2)
end
print fib 27
bye
LOGO
cat > "$tmp/boucle.lgo" <<'LOGO'
POUR BOUCLE :N
SI :N = 0 [STOP]
BOUCLE :N - 1
FIN
BOUCLE 3000000
EC "fini
LOGO
cat > "$tmp/boucle.lg" <<'LOGO'
to boucle :n
if :n = 0 [stop]
boucle :n - 1
end
boucle 3000000
print "fini
bye
LOGO
cat > "$tmp/liste.lgo" <<'LOGO'
DONNE "L []
REPETE 200000 [DONNE "L MP COMPTEUR :L]
EC COMPTE :L
LOGO
cat > "$tmp/liste.lg" <<'LOGO'
make "l []
repeat 200000 [make "l fput repcount :l]
print count :l
bye
LOGO

# measure CMD...: prints "wall-seconds kilobytes cpu-seconds" for one run,
# taken by bench/chrono.c around the command alone: bash's clock around
# /usr/bin/time also counted bash's fork and time's own start, some 10 ms
# here, as long as some of the programs themselves
cc -O2 -o "$tmp/chrono" bench/chrono.c
measure() {
  "$tmp/chrono" -o "$tmp/t" "$@" > "$tmp/out" < /dev/null
  cat "$tmp/t"
}
maxkb() { cut -d' ' -f2 | sort -n | tail -1; }
cpu() { cut -d' ' -f3 | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / (b > 0.005 ? b : 0.005) }'; }
# pairs NUM DEN: the median of the wall-time ratios of the runs made one
# after the other (line i of each file): the machine's speed drifts from
# minute to minute here (some runs of the same build take 1.6 times as
# long as others), and a pair shares the minute it ran in
pairs() {
  paste -d' ' "$1" "$2" | awk '{ printf "%.4f\n", $1 / ($4 > 0.0001 ? $4 : 0.0001) }' | median \
    | awk '{ printf "%.1f", $1 }'
}

printf '%-8s %-10s %5s %8s %8s %11s %10s\n' program logo runs "wall s" "cpu s" "max RSS KB" output
for prog in depart fib boucle liste; do
  : > "$tmp/a"; : > "$tmp/b"
  for ((i = 0; i < runs; i++)); do
    measure "$tortue" "$tmp/$prog.lgo" >> "$tmp/a"; outa=$(tail -c 20 "$tmp/out" | tr -d '\n')
    if [ -n "${UCBLOGO:-}" ]; then
      TERM=dumb measure "$UCBLOGO" "$tmp/$prog.lg" >> "$tmp/b"; outb=$(tail -c 20 "$tmp/out" | tr -d '\n')
    fi
  done
  ta=$(cut -d' ' -f1 "$tmp/a" | median) ca=$(cpu < "$tmp/a")
  printf '%-8s %-10s %5s %8s %8s %11s %10s\n' "$prog" tortue "$runs" "$ta" "$ca" "$(maxkb < "$tmp/a")" "$outa"
  if [ -s "$tmp/b" ]; then
    tb=$(cut -d' ' -f1 "$tmp/b" | median) cb=$(cpu < "$tmp/b")
    printf '%-8s %-10s %5s %8s %8s %11s %10s   ratio ucblogo/tortue: wall %s, cpu %s, pairs %s\n' "$prog" ucblogo "$runs" \
      "$tb" "$cb" "$(maxkb < "$tmp/b")" "$outb" "$(ratio "$tb" "$ta")" "$(ratio "$cb" "$ca")" "$(pairs "$tmp/b" "$tmp/a")"
  fi
done

# DEPART 12: Tortue beside the same backtrack in plain C
cc -O2 -o "$tmp/plain-depart" bench/plain-depart.c
: > "$tmp/a"; : > "$tmp/b"
for ((i = 0; i < ${D12_RUNS:-1}; i++)); do
  measure "$tortue" -e "DEPART 12" >> "$tmp/a"; sa=$(md5sum < "$tmp/out")
  measure "$tmp/plain-depart" 12 >> "$tmp/b"; sb=$(md5sum < "$tmp/out")
done
[ "$sa" = "$sb" ] || echo "DEPART 12: the outputs of Tortue and plain-depart differ"
ta=$(cut -d' ' -f1 "$tmp/a" | median) ca=$(cpu < "$tmp/a")
tb=$(cut -d' ' -f1 "$tmp/b" | median) cb=$(cpu < "$tmp/b")
printf '%-8s %-10s %5s %8s %8s %11s\n' depart12 tortue "${D12_RUNS:-1}" "$ta" "$ca" "$(maxkb < "$tmp/a")"
printf '%-8s %-10s %5s %8s %8s %11s %10s   ratio tortue/C: wall %s, cpu %s, pairs %s\n' depart12 plain-C "${D12_RUNS:-1}" \
  "$tb" "$cb" "$(maxkb < "$tmp/b")" "" "$(ratio "$ta" "$tb")" "$(ratio "$ca" "$cb")" "$(pairs "$tmp/a" "$tmp/b")"
