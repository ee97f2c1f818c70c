#!/bin/sh
# test-lists.sh -- write tests/listes.am, the lists of tests Makefile.am
# includes: every file of tests/golden/, tests/ and examples/ that is a
# test. make runs this at every call; the file is rewritten only when a
# list changed, and only then does automake run again, so a new test file
# runs without an edit to Makefile.am.
cd "$(dirname "$0")/.." || exit 1
list() {  # list VARIABLE PATTERN...: one make variable, a file a line
  printf '%s =' "$1"
  shift
  for f in $(ls $* 2>/dev/null | LC_ALL=C sort); do printf ' \\\n\t%s' "$f"; done
  printf '\n'
}
new=$(mktemp) || exit 1
trap 'rm -f "$new"' EXIT
{
  echo "## listes.am -- made by tools/test-lists.sh; do not edit."
  list GOLDEN_TESTS 'tests/golden/*.lgo'
  list GOLDEN_EXPECTED 'tests/golden/*.out' 'tests/golden/*.err'
  list SCRIPT_TESTS 'tests/*.sh'
  list EXAMPLE_TESTS 'examples/*.lgo'
  list TESTS_ANGLAIS 'tests/anglais/*.lg' 'tests/anglais/*.out'
} > "$new" || exit 1
cmp -s "$new" tests/listes.am || cat "$new" > tests/listes.am
