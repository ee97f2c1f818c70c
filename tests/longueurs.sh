#!/bin/sh
# longueurs.sh -- functions stay short: none of interp/ over 60 lines, and
# nine in ten at most 25 (tools/fonctions.py, universal-ctags' spans, as
# the architecture review measured them). Without python3 or a ctags that
# writes JSON: SKIP (77).
: "${srcdir:=.}"
command -v python3 >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
ctags --version 2>/dev/null | grep -q Universal || { echo "SKIP: no universal-ctags"; exit 77; }
cd "$srcdir" || exit 1
python3 tools/fonctions.py --check
