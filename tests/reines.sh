#!/bin/sh
# reines.sh -- DEPART N for N = 5..8: the number of solutions is Q(N), every
# solution line is a valid placement, they come in the backtrack's
# (lexicographic) order, the first and last are the known ones, and the
# trace holds only the letters D, G and H.
: "${TORTUE:=./tortue}"
fail=0
check() {
  n=$1 count=$2 first=$3 last=$4
  out=$("$TORTUE" -e "DEPART $n" 2>&1) || { echo "DEPART $n failed: $out"; fail=1; return; }
  sols=$(printf '%s\n' "$out" | sed -n 's/^\([1-9][0-9]*\( [1-9][0-9]*\)*\)  .*$/\1/p')
  got=$(printf '%s\n' "$sols" | grep -c .)
  [ "$got" = "$count" ] || { echo "DEPART $n: $got solution lines, expected $count"; fail=1; }
  last_line=$(printf '%s\n' "$out" | tail -n 1)
  [ "$last_line" = "$count solutions." ] || { echo "DEPART $n: last line '$last_line'"; fail=1; }
  [ "$(printf '%s\n' "$sols" | head -n 1)" = "$first" ] || { echo "DEPART $n: first solution"; fail=1; }
  [ "$(printf '%s\n' "$sols" | tail -n 1)" = "$last" ] || { echo "DEPART $n: last solution"; fail=1; }
  # each solution: n distinct rows, no two queens on a diagonal
  bad=$(printf '%s\n' "$sols" | awk -v n="$n" '{
    if (NF != n) { print "width " $0; next }
    for (i = 1; i <= NF; i++) for (j = i + 1; j <= NF; j++) {
      d = $i - $j; if (d < 0) d = -d
      if (d == 0 || d == j - i) { print "attack " $0; next }
    } }')
  [ -z "$bad" ] || { echo "DEPART $n: $bad"; fail=1; }
  printf '%s\n' "$sols" | sort -c -k1,1n -k2,2n -k3,3n -k4,4n -k5,5n -k6,6n -k7,7n -k8,8n \
    || { echo "DEPART $n: solutions out of order"; fail=1; }
  trace=$(printf '%s\n' "$out" | sed -e '1s/^reines\.  //' -e 's/^[0-9 ]*  //' -e '$d' | tr -d '\n')
  case "$trace" in *[!DGH]*) echo "DEPART $n: trace has other letters"; fail=1;; esac
}
check 5 10 "1 3 5 2 4" "5 3 1 4 2"
check 6 4 "2 4 6 1 3 5" "5 3 1 6 4 2"
check 7 40 "1 3 5 7 2 4 6" "7 5 3 1 6 4 2"
check 8 92 "1 5 8 6 3 7 2 4" "8 4 1 3 6 2 7 5"
exit $fail
