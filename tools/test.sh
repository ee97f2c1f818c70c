#!/usr/bin/env bash
# test.sh -- the README's second command: build and run every test (unit
# tests, golden scripts, examples), then check the distribution builds and
# passes its tests too. Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/install-deps.sh
./tools/build.sh
status=0
make -j"$(nproc)" check || status=$?
if [ $status -ne 0 ]; then
  for f in tests/*.log tests/*/*.log examples/*.log; do
    [ -f "$f" ] && grep -q "^FAIL" "${f%.log}.trs" 2>/dev/null && { echo "=== $f"; cat "$f"; }
  done
  exit $status
fi
if [ "${TORTUE_SKIP_DISTCHECK:-}" != 1 ]; then
  make -j"$(nproc)" distcheck >/tmp/tortue-distcheck.log 2>&1 || { tail -50 /tmp/tortue-distcheck.log; exit 1; }
  echo "distcheck: ok"
fi
