#!/bin/sh
# bibliotheque-noms.sh -- no two files of lib-logo define the same
# procedure: the one loaded last would silently replace the other (a view
# once lost its conflict test to a taquin helper of the same name).
dir=${TORTUE_LIB:-lib-logo}
dups=$(cat "$dir"/*.lgo | sed -n 's/^POUR \([^ ]*\).*/\1/p' | LC_ALL=C sort | uniq -d)
[ -z "$dups" ] && exit 0
for d in $dups; do
  echo "FAIL $d is defined in: $(grep -l "^POUR $d\( \|\$\)" "$dir"/*.lgo | tr '\n' ' ')"
done
exit 1
