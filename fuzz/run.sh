#!/usr/bin/env bash
# fuzz/run.sh HARNESS SECONDS [LIBFUZZER FLAGS...] -- run one harness
# (reader, eval or gen) for that long on its corpus; crashes land in fuzz/crashes/HARNESS/. The harness
# runs in fuzz/scratch/, so that the files fuzzed programs create or erase
# under relative names (SAUVE, OUVREECRITURE, EFFACEFICHIER) are there; gen
# moves on to fuzz/scratch/gen/ and refuses any other file name.
# TORTUE_GEN_AVOID_KNOWN=1 keeps gen away from the crash classes being fixed
# (see FUZZING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
h=${1:?reader, eval or gen}
secs=${2:-3600}
shift $(( $# < 2 ? $# : 2 ))
mkdir -p "fuzz/crashes/$h" "fuzz/corpus/$h" fuzz/scratch
export ASAN_OPTIONS=detect_stack_use_after_return=0:detect_leaks=0:allocator_may_return_null=1
export TORTUE_FUZZ_SCRATCH=$top/fuzz/scratch/gen
cd fuzz/scratch
exec "$top/fuzz/out/fuzz_$h" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -artifact_prefix="$top/fuzz/crashes/$h/" "$@" "$top/fuzz/corpus/$h" < /dev/null
