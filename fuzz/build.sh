#!/usr/bin/env bash
# fuzz/build.sh -- build the three libFuzzer harnesses (reader, eval, and gen,
# the generator of well-formed programs) with ASan and UBSan
# (needs clang and libclang-rt-14-dev), and a seed corpus from tests/ and
# examples/. Run from the top of a configured tree (config.h must exist).
#   fuzz/build.sh && fuzz/run.sh reader 3600 && fuzz/run.sh eval 3600 && fuzz/run.sh gen 3600
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f config.h ] || { echo "configure the tree first (./autogen.sh && ./configure)"; exit 1; }
out=fuzz/out
mkdir -p "$out" fuzz/corpus/reader fuzz/corpus/eval fuzz/corpus/gen
flags="-g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined"
flags="$flags -I. -Iinterp -D_GNU_SOURCE -DTORTUE_LIBDIR=\"/nonexistent\""
flags="$flags -DTORTUE_SRCLIB=\"$PWD/lib-logo\" -DTORTUE_BUILDDIR=\"$PWD\""
srcs=$(ls interp/*.c interp/solvers/*.c | grep -v -e interp/main.c -e interp/repl.c)
# window.c needs SDL2 when configure found it (the harnesses never open a
# window: fuzz_common.h unsets DISPLAY)
sdl=
grep -q '^#define HAVE_SDL2 1' config.h && sdl=sdl2
for h in ${FUZZ_HARNESSES:-reader eval gen}; do
  # shellcheck disable=SC2086
  clang $flags $(pkg-config --cflags bdw-gc cairo $sdl) -o "$out/fuzz_$h" "fuzz/fuzz_$h.c" $srcs \
    $(pkg-config --libs bdw-gc cairo $sdl) -lm -lpthread
done
# seeds: every test and example, and each of their lines on its own
i=0
for f in tests/golden/*.lgo examples/*.lgo lib-logo/*.lgo; do
  cp "$f" "fuzz/corpus/eval/seed-$i"; cp "$f" "fuzz/corpus/reader/seed-$i"; i=$((i + 1))
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    printf '%s\n' "$line" > "fuzz/corpus/eval/line-$i"; i=$((i + 1))
  done < "$f"
done
# gen starts from an empty corpus: its inputs are choices, not programs
echo "built $out/fuzz_reader, $out/fuzz_eval and $out/fuzz_gen, $i seeds"
