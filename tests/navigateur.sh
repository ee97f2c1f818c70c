#!/bin/sh
# navigateur.sh -- Tortue's page in headless Chromium (tests/navigateur.py
# says what it checks): the WebAssembly build in web/dist, made by
# tools/web.sh when it is missing, the page's own files (web/) copied there
# again by tools/web-page.py, served on a free local port.
#
# SKIP (77), saying why, only when there is no WebAssembly build and it
# cannot be made here: tools/web.sh is not in this tree, or the tree is
# read-only (make distcheck's copy).
: "${TORTUE:=./tortue}"
top=$(cd "$(dirname "$0")/.." && pwd)
dist=$top/web/dist
if [ ! -f "$dist/tortue.wasm" ] || [ ! -f "$dist/tortue.js" ]; then
  if [ ! -x "$top/tools/web.sh" ]; then
    echo "SKIP: no WebAssembly build (web/dist/tortue.wasm) and no tools/web.sh to make it"
    exit 77
  fi
  # by its mode too: root may write in make distcheck's read-only copy
  if [ ! -w "$top" ] || [ -z "$(find "$top" -maxdepth 0 -perm -u+w)" ]; then
    echo "SKIP: no WebAssembly build (web/dist/tortue.wasm) in this read-only tree"
    exit 77
  fi
  echo "building the web version: tools/web.sh"
  "$top/tools/web.sh" || { echo "FAIL: tools/web.sh"; exit 1; }
fi
/usr/bin/python3 "$top/tools/web-page.py" "$top" "$dist" || { echo "FAIL: tools/web-page.py"; exit 1; }
exec /usr/bin/python3 "$top/tests/navigateur.py" "$dist"
