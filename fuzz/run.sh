#!/usr/bin/env bash
# fuzz/run.sh HARNESS SECONDS -- run one harness (reader or eval) for that
# long on its corpus; crashes land in fuzz/crashes/HARNESS/.
set -euo pipefail
cd "$(dirname "$0")/.."
h=${1:?reader or eval}
secs=${2:-3600}
mkdir -p "fuzz/crashes/$h"
export ASAN_OPTIONS=detect_stack_use_after_return=0:detect_leaks=0:allocator_may_return_null=1
exec fuzz/out/fuzz_$h -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -artifact_prefix="fuzz/crashes/$h/" "fuzz/corpus/$h"
