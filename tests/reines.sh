#!/bin/sh
# reines.sh -- DEPART N for N = 5..8: the number of solutions is Q(N), every
# solution line is a valid placement, they come in the backtrack's
# (lexicographic) order, the first and last are the known ones, and the
# trace holds only the letters D, G and H. Then the whole output, trace
# included, for N = 2..6 and 8, against the same search written here from
# Dupont's rules (the article's, as the README tells them): D, the right
# neighbour becomes the current queen, on row 1; G, the left neighbour
# becomes the current queen again, and it goes up; H, the current queen
# goes up one row (at row N it cannot: G, or the end if it is the first);
# a queen attacked by one on its left goes up; one that is not is a
# solution in the last column (printed, then G), else D. And DEPART 3's
# trace as printed in the article (annex 3).
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

# Dupont's decisions, from the rules (above), for N = $1
dupont() {
  awk -v n="$1" 'BEGIN {
    out = "reines.  "; np = 0; c = 1; count = 0; act = "D"
    while (act != "fin") {
      if (act == "D") { out = out "D"; P[np++] = c; c = 1; act = "decide" }
      else if (act == "G") { out = out "G"; c = P[--np]; act = "up" }
      else if (act == "decide") {
        ok = 1
        for (i = np - 1; i >= 0 && ok; i--) { d = c - P[i]; if (d == 0 || d == np - i || d == i - np) ok = 0 }
        if (!ok) act = "up"
        else if (np == n - 1) {
          line = ""; for (i = 0; i < np; i++) line = line P[i] " "
          out = out "\n" line c "  "; count++; act = "G"
        } else act = "D"
      } else if (act == "up") {
        if (c < n) { out = out "H"; c++; act = "decide" }
        else if (np > 0) act = "G"
        else { out = out "\n" count " solutions."; act = "fin" }
      }
    }
    print out
  }'
}
for n in 2 3 4 5 6 8; do
  want=$(dupont $n)
  got=$("$TORTUE" -e "DEPART $n" 2>&1)
  [ "$got" = "$want" ] || { printf 'DEPART %s: not the trace of the rules: got\n%s\nwant\n%s\n' "$n" "$got" "$want"; fail=1; }
done
[ "$(dupont 3)" = "reines.  DHHDHHGGHDHHGHDDHHGHHG
0 solutions." ] || { echo "the rules here do not give the article's DEPART 3"; fail=1; }
exit $fail
