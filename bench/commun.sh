# commun.sh -- sourced by the bench scripts once in the repository's root:
# a temporary directory $tmp, removed at exit, and the median of numbers
# read one per line.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
