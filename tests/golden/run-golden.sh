#!/bin/sh
# run-golden.sh -- run one golden .lgo test and compare what Tortue prints.
#
# Expected standard output: the file NAME.out beside the test if there is
# one, else the "; expect: " lines of the test, in order. Expected standard
# error: NAME.err if present, else the "; expect error: " lines. The exit
# status must be 70 when errors are expected, 0 otherwise.
# By default the test is fed on standard input (an error ends only its
# line, so a file can check many errors); a test containing the line
# "; mode: fichier" is run as a script file instead, and "; mode: -e" as
# the text of -e. A test containing the line "; dossier: temporaire" runs
# in an empty directory of its own, removed afterwards, so it may create
# files under relative names (and its messages name them the same way on
# every run).
# Exit 0 on success, 1 on a difference, 99 when the test cannot run.
test_file=$1
: "${TORTUE:=./tortue}"
[ -f "$test_file" ] || { echo "no such test: $test_file"; exit 99; }
base=${test_file%.lgo}
tmp=${TMPDIR:-/tmp}/golden.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
# paths that stay right from another working directory
case $test_file in /*) ;; *) test_file=$PWD/$test_file ;; esac
case $TORTUE in /*) ;; */*) TORTUE=$PWD/$TORTUE ;; esac
run_dir=.
if grep -q '^; dossier: temporaire' "$test_file"; then
  run_dir=$tmp/dossier
  mkdir "$run_dir" || exit 99
fi

if [ -f "$base.out" ]; then
  cp "$base.out" "$tmp/want.out"
else
  sed -n 's/^.*; expect: \{0,1\}//p' "$test_file" > "$tmp/want.out"
fi
if [ -f "$base.err" ]; then
  cp "$base.err" "$tmp/want.err"
else
  sed -n 's/^.*; expect error: \{0,1\}//p' "$test_file" > "$tmp/want.err"
fi
want_status=0
[ -s "$tmp/want.err" ] && want_status=70

(
  cd "$run_dir" || exit 99
  if grep -q '^; mode: fichier' "$test_file"; then
    "$TORTUE" "$test_file" < /dev/null
  elif grep -q '^; mode: -e' "$test_file"; then
    "$TORTUE" -e "$(cat "$test_file")" < /dev/null
  else
    "$TORTUE" < "$test_file"
  fi
) > "$tmp/got.out" 2> "$tmp/got.err"
status=$?
# Under --enable-sanitizers, ASan warns once when a deep recursion is
# unwound (more than 64 MB of stack); Tortue cleans that stack itself
# (error.c), so the warning is dropped here. Any real report still fails
# the test: the sanitizers abort the program.
sed -i -e '/^==[0-9]*==WARNING: ASan is ignoring requested __asan_handle_no_return/d' \
  -e '/^False positive error reports may follow$/d' \
  -e '/^For details see https:\/\/github.com\/google\/sanitizers\/issues\/189$/d' "$tmp/got.err"

# first_diff WANT GOT: the number of the first line that differs (a
# missing line counts as differing); nothing when the files are equal.
first_diff() {
  awk -v W="$1" -v G="$2" 'BEGIN {
    while (1) {
      rw = (getline a < W); rg = (getline b < G); n++
      if (rw <= 0 && rg <= 0) exit
      if (rw <= 0 || rg <= 0 || a != b) { print n; exit }
    } }'
}
# report STREAM EXT MARK: name the case of the first difference in STREAM
# (out or err): the MARK line ("; expect:" or "; expect error:") that
# expected it, with the line expected and the line printed. Expectations
# kept in a NAME.EXT file are shown as a diff.
report() {
  want=$tmp/want.$2 got=$tmp/got.$2
  echo "--- standard $1 differs ($test_file)"
  if [ -f "$base.$2" ] || ! grep -q "$3" "$test_file"; then
    diff "$want" "$got" | head -20
    return
  fi
  n=$(first_diff "$want" "$got")
  case_line=$(grep -n "$3" "$test_file" | sed -n "${n}p")
  [ -n "$case_line" ] || case_line="(after the last case) $(grep -n "$3" "$test_file" | tail -1)"
  echo "case: ${test_file##*/}:$case_line"
  echo "  expected: $(sed -n "${n}p" "$want")"
  echo "  got:      $(sed -n "${n}p" "$got")"
}

fail=0
if ! cmp -s "$tmp/want.out" "$tmp/got.out"; then
  report output out "; expect:"
  fail=1
fi
if ! cmp -s "$tmp/want.err" "$tmp/got.err"; then
  report error err "; expect error:"
  fail=1
fi
if [ "$status" -ne "$want_status" ]; then
  echo "--- exit status $status, expected $want_status ($test_file)"
  fail=1
fi
exit $fail
