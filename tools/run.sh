#!/usr/bin/env bash
# run.sh -- the README's first command: install what is needed, build,
# install Tortue (so that `tortue` works from any directory afterwards), and
# start it (arguments are passed on, e.g. a .lgo file).
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/install-deps.sh
./tools/build.sh >/dev/null
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo make -s install >/dev/null
exec ./tortue "$@"
