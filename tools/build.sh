#!/usr/bin/env bash
# build.sh -- generate the build system if needed, configure once, make.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x configure ] || ./autogen.sh
[ -f Makefile ] || ./configure ${TORTUE_CONFIGURE_FLAGS:-}
make -j"$(nproc)"
