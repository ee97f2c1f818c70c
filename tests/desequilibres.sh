#!/bin/sh
# desequilibres.sh -- a program that ends with a bracket, a brace or a bar
# still open (or after a continuing ~) says what is missing, the innermost
# first, whether it comes on standard input, from a file or from -e.
: "${TORTUE:=./tortue}"
tmp=${TMPDIR:-/tmp}/desequilibres.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0
# check TEXT WANTED: the error message and status 70, in all three modes;
# from a file, followed by the file and line 1, where the text began
check() {
  printf '%s\n' "$1" > "$tmp/prog.lgo"
  for mode in stdin file e; do
    case $mode in
      stdin) got=$("$TORTUE" < "$tmp/prog.lgo" 2>&1) ;;
      file) got=$("$TORTUE" "$tmp/prog.lgo" < /dev/null 2>&1) ;;
      e) got=$("$TORTUE" -e "$1" < /dev/null 2>&1) ;;
    esac
    status=$?
    want=$2
    [ $mode = file ] && want="$2 (ligne 1 de $tmp/prog.lgo)"
    # a file or -e may name the line in front of the message
    case $got in
      *"$want") [ $status -eq 70 ] || { echo "FAIL $mode '$1': status $status"; fail=1; } ;;
      *) echo "FAIL $mode '$1': got '$got', want '$want'"; fail=1 ;;
    esac
  done
}
check 'EC [1 2' "Il manque un ']'"
check 'EC [1 [2] 3' "Il manque un ']'"
check 'EC {1 2' "Il manque une '}'"
check 'EC [1 {2' "Il manque une '}'"
check 'EC {1 [2' "Il manque un ']'"
check 'EC |abc' "Il manque une '|'"
check 'EC "|abc' "Il manque une '|'"
check 'EC [1 |2' "Il manque une '|'"
check 'EC ( [ { |' "Il manque une '|'"
check 'EC 1 ~' "Le texte s'arrête sur une ligne qui continue (~ ou \\ à la fin)"
check 'EC [1
2' "Il manque un ']'"
check 'EC (SOMME 1 2' "Il manque une ')'"
check 'EC ((1 + 2)' "Il manque une ')'"
check 'EC (SOMME 1
2' "Il manque une ')'"
exit $fail
