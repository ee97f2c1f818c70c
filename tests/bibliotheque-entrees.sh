#!/bin/sh
# bibliotheque-entrees.sh -- every public procedure of lib-logo checks its
# inputs: called with wrong inputs, it stops with its own error (RENVOIE
# "ERREUR [message], code 35 as in UCBLogo) that names it ("NAME : ..."), never with a primitive's
# complaint from inside the library ("- n'aime pas b") nor with an answer.
#
# Public: a procedure whose name does not start with a dot (lib-logo's
# helpers all do). The list is read from the files, so a new public
# procedure without checks makes this test fail. Left out, with why:
# - procedures without inputs (nothing to check);
# - DECIDER: part of Dupont's 1988 listing (reines.lgo), kept word for
#   word; it is the listing's inner recursion, called by D and MONTER, and
#   DEPART checks what the listing is given.
# Each input gets the same wrong value, for each of the values below (all
# inputs, optional ones too, in a parenthesised call).
: "${TORTUE:=./tortue}"
lib=${TORTUE_LIB:-${srcdir:-.}/lib-logo}
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
tmp=${TMPDIR:-/tmp}/bibliotheque-entrees.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT

# name and number of inputs of each public procedure
cat "$lib"/*.lgo | sed -n 's/^POUR \([^. ][^ ]*\)\(.*\)$/\1 \2/p' |
  sed "s/\[:\([^] ]*\)[^]]*\]/:\1/g" | awk '{ n = 0; for (i = 2; i <= NF; i++) if ($i ~ /^\[?:/) n++; print $1, n }' |
  LC_ALL=C sort > "$tmp/procs"

{
  cat <<'EOF'
POUR VERIFIE :P :APPEL
; VERIFIE -- APPEL (un appel de P) doit finir par une erreur de P
ATTRAPE "ERREUR [EXECUTE :APPEL]
DONNELOCALE "E ERREUR
SI VIDE? :E [EC (PH "ÉCHEC :APPEL [: aucune erreur]) STOP]
SI (PREMIER :E) <> 35 [EC (PH "ÉCHEC :APPEL [: pas une erreur de la procédure :] ITEM 2 :E) STOP]
SI NON COMMENCE? ITEM 2 :E MOT :P "| :| [EC (PH "ÉCHEC :APPEL [: l'erreur ne nomme pas] :P [:] ITEM 2 :E) STOP]
EC (PH "bon :P)
FIN
POUR COMMENCE? :M :D
; COMMENCE? -- le mot M commence-t-il par le mot D ?
SI VIDE? :D [RETOURNE "VRAI]
SI VIDE? :M [RETOURNE "FAUX]
SI (PREMIER :M) <> PREMIER :D [RETOURNE "FAUX]
RETOURNE COMMENCE? SP :M SP :D
FIN
EOF
  while read -r name n; do
    [ "$n" -gt 0 ] || continue
    [ "$name" = DECIDER ] && continue
    for w in '"x' '[]' '0' '-1' '2.5' '[x]'; do
      args=
      i=0
      while [ $i -lt "$n" ]; do args="$args $w"; i=$((i + 1)); done
      echo "VERIFIE \"$name [($name$args)]"
    done
  done < "$tmp/procs"
} > "$tmp/t.lgo"

calls=$(grep -c '^VERIFIE' "$tmp/t.lgo")
[ "$calls" -ge 300 ] || { echo "FAIL: only $calls calls generated (public procedures not found in $lib?)"; exit 1; }
out=$(cd "$tmp" && TORTUE_CACHE=non timeout 300 "$TORTUE" --sans-fenetre < t.lgo 2>&1)
fail=0
bad=$(printf '%s\n' "$out" | grep -v '^bon ')
[ -z "$bad" ] || { printf '%s\n' "$bad"; fail=1; }
good=$(printf '%s\n' "$out" | grep -c '^bon ')
[ "$good" = "$calls" ] || { echo "FAIL: $good of $calls calls checked"; fail=1; }
exit $fail
