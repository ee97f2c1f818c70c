#!/bin/sh
# mutants.sh -- do the tests catch what they claim? Each mutant below is a
# small deliberate bug, put by sed into one file of a scratch copy of the
# working tree (in /tmp: the tree itself is never touched); the copy is
# built, the tests that should see the bug are run, and the mutant is
# reported caught (a test failed) or NOT CAUGHT. The file is restored
# before the next mutant. Run by hand (TESTING.md says when), never by
# make check:
#
#   tools/mutants.sh              every mutant, each with its own tests
#   tools/mutants.sh -a           every mutant, each with the whole suite
#   tools/mutants.sh NAME...      only these mutants
#   tools/mutants.sh -l           list the mutants
#   tools/mutants.sh -p           only check that each mutant's pattern is
#                                 still found (nothing built, nothing run)
#   tools/mutants.sh -k ...       keep the scratch copy (its path is printed)
#   tools/mutants.sh -d DIR ...   use DIR, a copy kept by -k, again (the
#                                 working tree is copied over it: faster)
#
# It prints a Markdown table (date, commit, each mutant) for TESTING.md,
# and exits 0 only if the unmutated copy passes every test used and every
# mutant was applied, built and caught. A mutant whose sed changes
# nothing (the code it aims at was rewritten) is reported "not
# applicable": that is a failure of this script, to be fixed by aiming the
# mutant at the new code, never by removing it.
set -u
cd "$(dirname "$0")/.." || exit 1
top=$PWD

# {==== the mutants: m NAME FAMILY FILE SED-SCRIPT TESTS
# SED-SCRIPT is given to sed -e; it must match a few distinctive lines,
# so that small changes elsewhere in the file leave it applicable.
# TESTS: the tests (as make check's TESTS=) that must catch it.
mutants() {
  # {== memory: the issue's, a tail call to another procedure pushes its
  # inputs as new bindings every time (results right, memory grows with
  # the calls); and the same in a procedure's call of itself
  m tail-binding-push memory interp/eval.c \
    '/^static inline void rebind_required(/,/^}/s/^\(    sym->value = args\[k\];\)/    push_binding(L, sym);\1/' \
    'tests/terminale-memoire.sh'
  m tail-self-binding-push memory interp/eval.c \
    's/^\( *for (int k = 0; k < nreq; k++)\) \(params\[k\]->value = args\[k\];\)/\1 { push_binding(L, params[k]); \2 }/' \
    'tests/terminale-memoire.sh'
  # }==
  # {== tail calls: not made in SI's one-instruction arms, nor before STOP
  m tail-not-in-si-arm 'tail calls' interp/eval.c \
    '/^int ev_if(/,/^}/s/return run_list_instrs(L, c, ctx);/return run_list_instrs(L, c, ctx == CTX_TAIL ? CTX_CMD : ctx);/' \
    'tests/golden/terminale.lgo tests/terminale-memoire.sh'
  m tail-not-before-stop 'tail calls' interp/eval.c \
    's/in\[k + 1\]->form == FORM_STOP ? CTX_TAIL : CTX_CMD/in[k + 1]->form == FORM_STOP ? CTX_CMD : CTX_CMD/' \
    'tests/golden/terminale.lgo tests/terminale-memoire.sh'
  # }==
  # {== line numbers: the newlines inside a word between bars, after a
  # backslash, after a ~ (the issue's) not counted
  m lines-bar-word 'line numbers' interp/reader.c \
    "s/if (r->s\\[k\\] == '\\\\n') r->lineno++;/;/" \
    'tests/erreurs-fichier.sh'
  m lines-backslash 'line numbers' interp/reader.c \
    "s/if (d == '\\\\n') r->lineno++;/;/" \
    'tests/erreurs-fichier.sh'
  m lines-tilde 'line numbers' interp/reader.c \
    '/^static bool newline(/,/^}/s/^  r->lineno++;$/  if (!continued) r->lineno++;/' \
    'tests/erreurs-fichier.sh'
  # }==
  # {== trace: DEPART's letters (Dupont's listing in lib-logo)
  m trace-no-h trace lib-logo/reines.lgo \
    's/\[TAPE "H DONNE "C ( :C + 1 )/[DONNE "C ( :C + 1 )/' \
    'tests/reines.sh'
  m trace-g-as-d trace lib-logo/reines.lgo \
    's/^TAPE "G$/TAPE "D/' \
    'tests/reines.sh'
  # }==
  # {== counts: Korf's table (the issue's: a wrong length at entry 50),
  # the positions IDA* examines, the solutions of REINES.COMPTE
  m korf-length-50 counts lib-logo/korf.lgo \
    's/^\(  \)\[53 \(\[\[12 5 13 11\] \[2 10 0 9\]\)/\1[55 \2/' \
    'tests/korf-table.sh'
  m ida-examined-twice counts interp/solvers/taquin.c \
    '/^static int ida_search(/,/^}/s/s->examined++;/s->examined += 2;/' \
    'tests/korf-noeuds.sh'
  m queens-count-c8 counts interp/solvers/queens.c \
    's/out->total = k.c2 \* 2 + k.c4 \* 4 + k.c8 \* 8;/out->total = k.c2 * 2 + k.c4 * 4 + k.c8 * 7;/' \
    'tests/golden/reines-comptes.lgo'
  # }==
  # {== searches: the issue's, IDA*'s estimate changed (every length
  # still right, other node counts); A*'s the same
  m ida-heuristic searches interp/solvers/taquin.c \
    '/^static int ida_search(/,/^}/s/int f = g + a->md + 2 \* a->sum;/int f = g + a->md + a->sum;/' \
    'tests/korf-noeuds.sh'
  m astar-heuristic searches interp/solvers/taquin.c \
    '/^static int estimate(/,/^}/s/h += 2 \* line_conflicts(s, c, i, true);/h += line_conflicts(s, c, i, true);/' \
    'tests/taquin.sh tests/golden/taquin-natif.lgo tests/golden/taquin-positions.lgo tests/golden/taquin-serie.lgo'
  # }==
  # {== exports: SAUVEDESSIN's SVG
  m svg-stroke-width exports interp/draw.c \
    's/put_attr(f, "stroke-width", it->width);/put_attr(f, "stroke-width", it->width + 1);/' \
    'tests/tortue-svg.sh'
  # }==
  # {== window pixels: the window's origin three pixels off its centre
  m window-origin 'window pixels' interp/window.c \
    '/^static void win_transform(/,/^}/s/cairo_translate(cr, -w->vx, -w->vy);/cairo_translate(cr, -w->vx + 3, -w->vy);/' \
    'tests/fenetre.sh'
  # }==
  # {== saving: SAUVE writes a file in place (no temporary, no rename:
  # a kill -9 leaves it half written); the message of a folder that
  # cannot be written (checked as an ordinary user, root or not)
  m save-in-place saving interp/fs.c \
    's/if (stat(path, &old) == 0 && !S_ISREG(old.st_mode) && !S_ISDIR(old.st_mode))/if (stat(path, \&old) == 0 \&\& !S_ISDIR(old.st_mode))/' \
    'tests/sauve-fiable.sh'
  m save-eacces-message saving interp/error.c \
    's/case EACCES: case EPERM: return "accès refusé";/case EACCES: case EPERM: return "accès interdit";/' \
    'tests/sauve.sh tests/tortue-svg.sh'
  # }==
  # {== translation: an English name of UCBLogo's misspelt
  m english-print translation interp/vocab_en.h \
    's/^V(ECRIS, "PRINT PR")/V(ECRIS, "PRINTT PR")/' \
    'tests/anglais.sh tests/traduis.sh'
  # }==
}
# }====

names=''
all_tests=0
keep=0
list=0
patterns=0
reuse=''
while [ $# -gt 0 ]; do
  case $1 in
    -a) all_tests=1 ;;
    -k) keep=1 ;;
    -l) list=1 ;;
    -p) patterns=1 ;;
    -d) shift; reuse=${1:?mutants.sh: -d needs a directory}; keep=1 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "mutants.sh: unknown option $1" >&2; exit 64 ;;
    *) names="$names $1" ;;
  esac
  shift
done

selected() {  # selected NAME: true when NAME was asked for (or none was)
  [ -z "$names" ] && return 0
  case " $names " in *" $1 "*) return 0 ;; esac
  return 1
}

if [ $list = 1 ]; then
  m() { printf '%-28s %-16s %s\n' "$1" "$2" "$3"; }
  mutants
  exit 0
fi

if [ $patterns = 1 ]; then
  bad=0
  m() {
    selected "$1" || return 0
    if sed -e "$4" "$3" | cmp -s - "$3"; then
      echo "$1: not applicable (its pattern is no longer found in $3)"
      bad=1
    else
      echo "$1: applicable"
    fi
  }
  mutants
  exit $bad
fi

# the tests every selected mutant needs (for the unmutated run)
needed=''
m() { selected "$1" && needed="$needed $5"; return 0; }
mutants
if [ -n "$names" ]; then
  for n in $names; do
    found=0
    m() { [ "$1" = "$n" ] && found=1; return 0; }
    mutants
    [ $found = 1 ] || { echo "mutants.sh: no mutant named $n" >&2; exit 64; }
  done
fi
[ $all_tests = 1 ] && needed=''
needed=$(printf '%s\n' $needed | sort -u | tr '\n' ' ')

git rev-parse --is-inside-work-tree >/dev/null 2>&1 ||
  { echo "mutants.sh: run it in a git working tree of Tortue (it copies the tracked files)" >&2; exit 64; }
if [ -n "$reuse" ]; then
  [ -f "$reuse/config.status" ] || { echo "mutants.sh: $reuse is not a copy kept by -k" >&2; exit 64; }
  scratch=$(cd "$reuse" && pwd)
else
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/tortue-mutants.XXXXXX") || exit 1
fi
trap '[ $keep = 1 ] || rm -rf "$scratch"' EXIT
trap 'exit 130' INT TERM
log=$scratch/mutants.log
: > "$log"
jobs=$(nproc 2>/dev/null || echo 2)
echo "mutants.sh: scratch copy in $scratch (log: $log)" >&2

# the working tree as it is (tracked and new files, not the build), built
# afresh: a configured tree names its own path and cannot be copied
git ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$scratch" || exit 1
commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD 2>/dev/null || commit="$commit+changes"
cd "$scratch" || exit 1
echo "mutants.sh: building the copy..." >&2
if [ -n "$reuse" ]; then setup=true; else setup='./autogen.sh && ./configure'; fi
{ eval "$setup" && make -j"$jobs" && make -j"$jobs" tests/unit/check_tortue; } >"$log" 2>&1 || {
  echo "mutants.sh: the unmutated copy does not build (see $log)" >&2
  keep=1
  exit 1
}

# show_logs TESTS: the logs of TESTS into ours (what caught the mutant)
show_logs() {
  for t in $1; do
    [ -f "${t%.*}.log" ] && { echo "--- ${t%.*}.log"; cat "${t%.*}.log"; } >>"$log"
  done
  return 0
}

# run_tests TESTS: make check on TESTS (the whole suite when empty)
run_tests() {
  if [ -z "$1" ]; then
    make -j"$jobs" check >>"$log" 2>&1
  else
    make -j"$jobs" check TESTS="$1" >>"$log" 2>&1
  fi
}

echo "mutants.sh: the unmutated copy against the tests used..." >&2
echo "=== unmutated: ${needed:-whole suite}" >>"$log"
run_tests "$needed" || {
  echo "mutants.sh: the unmutated copy fails its tests (see $log): no mutant can be judged" >&2
  keep=1
  exit 1
}

bad=0
caught=0
total=0
rows=''
m() {
  selected "$1" || return 0
  name=$1 family=$2 file=$3 script=$4 tests=$5
  [ $all_tests = 1 ] && tests=''
  total=$((total + 1))
  echo "=== mutant $name ($file)" >>"$log"
  cp "$file" "$scratch/original" || exit 1
  if ! sed -e "$script" "$scratch/original" > "$file" || cmp -s "$file" "$scratch/original"; then
    result='not applicable (its pattern is no longer found)'
    bad=1
  elif ! make -j"$jobs" >>"$log" 2>&1 || ! make -j"$jobs" tests/unit/check_tortue >>"$log" 2>&1; then
    result='does not build'
    bad=1
  elif run_tests "$tests"; then
    result='NOT CAUGHT'
    bad=1
  else
    show_logs "$tests"
    result=caught
    caught=$((caught + 1))
  fi
  diff -u "$scratch/original" "$file" >>"$log"
  cp "$scratch/original" "$file"
  echo "mutants.sh: $name: $result" >&2
  rows="$rows| $name | $family | \`$file\` | ${tests:-whole suite} | $result |
"
}
mutants
# the last mutant's file was restored: build it back (for -k)
make -j"$jobs" >>"$log" 2>&1

echo
echo "Run of $(date -u '+%Y-%m-%d %H:%M UTC'), commit $commit: $caught of $total mutants caught."
echo
echo '| mutant | family | file | tests run | result |'
echo '|---|---|---|---|---|'
printf '%s' "$rows"
[ $keep = 1 ] && echo "mutants.sh: the scratch copy is kept: $scratch" >&2
exit $bad
