#!/usr/bin/env bash
# fuzz/run.sh HARNESS SECONDS -- run one harness (reader or eval) for that
# long on its corpus; crashes land in fuzz/crashes/HARNESS/. The harness
# runs in fuzz/scratch/, so that the files fuzzed programs create or erase
# under relative names (SAUVE, OUVREECRITURE, EFFACEFICHIER) are there.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
h=${1:?reader or eval}
secs=${2:-3600}
mkdir -p "fuzz/crashes/$h" fuzz/scratch
export ASAN_OPTIONS=detect_stack_use_after_return=0:detect_leaks=0:allocator_may_return_null=1
cd fuzz/scratch
exec "$top/fuzz/out/fuzz_$h" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -artifact_prefix="$top/fuzz/crashes/$h/" "$top/fuzz/corpus/$h"
