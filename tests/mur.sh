#!/bin/sh
# mur.sh -- the wall around the core: memory, nodes, words, files (fs), the reader,
# the parser, the evaluator, errors, state, the text devices, the
# vocabularies' tables and the errors' hints include and call no module
# above them. They reach the layers above only through the hooks those
# set (state.h, LgHooks). Checked twice: on the sources (every #include
# of a core file names a core header) and on the built objects (no symbol
# a core object uses is defined by an object above the core). Then, with
# python3 at hand, tools/modules.py checks that no loop of modules, as
# linked, has more than 3 members (interp/solvers aside).
: "${srcdir:=.}"
fail=0
core="mem node word utf8 print fs reader parse eval error state device vocab suggest"
# headers a core file may include besides the core modules' own: the
# common types, data tables, and the solvers' allocator seam (below)
also="config.h logo.h grow.h proc.h err_list.h vocab_fr.h vocab_en.h vocab_ucb.h solvers/nalloc.h"
allowed=" $also "
for m in $core; do allowed="$allowed$m.h "; done

for m in $core; do
  for f in "$srcdir/interp/$m.c" "$srcdir/interp/$m.h"; do
    [ -f "$f" ] || continue
    for h in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
      case $allowed in
        *" $h "*) ;;
        *) echo "FAIL: ${f#"$srcdir/"} includes $h, above the core"; fail=1 ;;
      esac
    done
  done
done

lib=interp/libinterp.a
if [ ! -f "$lib" ]; then
  echo "FAIL: $lib not built (run from the build directory)"
  exit 1
fi
# member symbol kind, one a line; a member is core when its stem is
nm -A -P "$lib" | awk -v core="$core" '
  BEGIN { n = split(core, c, " "); for (i = 1; i <= n; i++) is_core[c[i] ".o"] = 1 }
  {
    m = $1; sub(/^.*\[/, "", m); sub(/\]:$/, "", m)
    sub(/^.*-/, "", m)   # interp_libinterp_a-eval.o when per-target objects
    if ($3 == "U") { if (m in is_core) used[$2] = used[$2] " " m }
    else if ($3 ~ /^[A-Z]$/ && !(m in is_core)) above[$2] = m
  }
  END {
    bad = 0
    for (s in used) if (s in above) {
      printf "FAIL:%s calls %s, defined in %s above the core\n", used[s], s, above[s]
      bad = 1
    }
    exit bad
  }' || fail=1

if command -v python3 >/dev/null 2>&1; then
  objs=$(ls interp/*main.o interp/*repl.o 2>/dev/null)
  python3 "$srcdir/tools/modules.py" --max 3 "$lib" $objs >/dev/null ||
    { python3 "$srcdir/tools/modules.py" --max 3 "$lib" $objs; fail=1; }
fi
exit $fail
