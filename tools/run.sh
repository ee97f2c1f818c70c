#!/usr/bin/env bash
# run.sh -- the README's first command: install what is needed, build, and
# start Tortue (arguments are passed on, e.g. a .lgo file).
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/install-deps.sh
./tools/build.sh >/dev/null
exec ./tortue "$@"
