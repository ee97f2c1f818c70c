#!/usr/bin/env bash
# test.sh -- the README's second command: build and run every test (unit
# tests, golden scripts, examples), then check the distribution builds and
# passes its tests too. Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/install-deps.sh
./tools/build.sh
# the browser's version (issue 29), which tests/web-*.sh and the page's
# test in Chromium run: built before the tests, so that none is skipped
./tools/web.sh
# failed_logs DIR: the log of every test under DIR that failed, whole
failed_logs() {
  find "$1" -name '*.trs' | while read -r trs; do
    grep -q '^:test-result: \(FAIL\|ERROR\)' "$trs" && { echo "=== ${trs%.trs}.log"; cat "${trs%.trs}.log"; }
  done
  return 0
}
status=0
make -j"$(nproc)" check || status=$?
# one closing line for whoever reads the output: counts from the test logs
passed=$(cat $(find tests examples -name '*.trs') | grep -c '^:test-result: PASS' || true)
failed=$(cat $(find tests examples -name '*.trs') | grep -c '^:test-result: \(FAIL\|ERROR\)' || true)
if [ $status -ne 0 ]; then
  failed_logs tests
  failed_logs examples
  echo "tests: $passed passed, $failed failed"
  exit $status
fi
if [ "${TORTUE_SKIP_DISTCHECK:-}" != 1 ]; then
  make -j"$(nproc)" distcheck >/tmp/tortue-distcheck.log 2>&1 || {
    tail -50 /tmp/tortue-distcheck.log
    # distcheck leaves its tree behind when it fails: the logs of what failed
    for d in tortue-*/_build/sub; do [ -d "$d" ] && failed_logs "$d"; done
    exit 1
  }
  echo "distcheck: ok"
fi
echo "tests: $passed passed, $failed failed"
