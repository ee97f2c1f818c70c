#!/usr/bin/env bash
# web.sh -- build Tortue for WebAssembly with Debian's own emscripten
# package: the browser's version in web/dist/ (tortue.js, tortue.wasm,
# tortue.data: lib-logo and the examples), and a Node version of the same
# sources in web/build/node/ (the `tortue` command there runs the golden
# tests: tests/web-golden.sh).
#
# Nothing is downloaded but Debian packages: emscripten (installed when
# missing) and the source packages of Debian's Boehm GC (libgc), Cairo,
# pixman, libpng and zlib (the page draws with Cairo as the native build), fetched
# with apt-get source through a private deb-src list and private state
# folders (the system's apt configuration is not changed), built with emcc.
# Idempotent: every step is skipped when its output is up to date (a
# generated Makefile does the compiling, with header dependencies).
#
# Usage: tools/web.sh [--node-only]   (--node-only: the Node version alone)
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
build=$top/web/build
dist=$top/web/dist
node_only=no
[ "${1:-}" = --node-only ] && node_only=yes

# Debian's emscripten runs its JavaScript tools with Debian's acorn, which
# a Node from elsewhere (nodesource) does not look for there.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

install_emscripten() {
  command -v emcc >/dev/null && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends emscripten
}

# The source package $1 of the Debian release this system runs, into
# $build/apt (its lists and cache private, the system's apt untouched),
# unpacked in $build/$2 unless its file $3 is there already.
fetch_source() {
  local pkg=$1 dir=$build/$2 apt=$build/apt suite
  [ -f "$dir/$3" ] && return 0
  suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
  mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/src"
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $suite main" \
    > "$apt/sources.list"
  local o=(-o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
           -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o APT::Sandbox::User=root)
  compgen -G "$apt/lists/*Sources*" >/dev/null || apt-get "${o[@]}" -qq update
  # the lists once a build folder, again when they name a version gone
  get() { (cd "$apt/src" && apt-get "${o[@]}" -qq source --download-only "$pkg"); }
  compgen -G "$apt/src/${pkg}_*.dsc" >/dev/null \
    || get 2>/dev/null || { apt-get "${o[@]}" -qq update; get || true; }
  rm -rf "$dir"
  # apt checked every file against the signed lists; the signature of the
  # .dsc alone would need Debian's developers' keys
  dpkg-source --no-check --no-copy -x "$apt/src/${pkg}"_*.dsc "$dir" >/dev/null 2>&1 && return 0
  # a mirror that lost the Debian changes (pixman's .diff.gz): the
  # upstream tarball Debian ships, as apt checked it
  local orig
  orig=$(compgen -G "$apt/src/${pkg}_*.orig.tar.*" | head -1) \
    || { echo "web.sh: no source of $pkg" >&2; return 1; }
  echo "web.sh: $pkg: the Debian changes are missing, its upstream source alone" >&2
  rm -rf "$dir" && mkdir -p "$dir" && tar -xf "$orig" -C "$dir" --strip-components=1
}

# The version, from configure.ac, and the few names config.h gives.
write_config() {
  local v
  v=$(sed -n 's/^AC_INIT(\[tortue\], \[\([^]]*\)\].*/\1/p' configure.ac)
  mkdir -p "$build/include"
  cat > "$build/include/config.h.new" <<EOF
/* config.h for the WebAssembly build (tools/web.sh): no readline, no SDL2 */
#define PACKAGE "tortue"
#define PACKAGE_NAME "tortue"
#define PACKAGE_TARNAME "tortue"
#define PACKAGE_VERSION "$v"
#define PACKAGE_STRING "tortue $v"
#define PACKAGE_BUGREPORT ""
#define PACKAGE_URL ""
#define VERSION "$v"
EOF
  if cmp -s "$build/include/config.h.new" "$build/include/config.h"; then
    rm "$build/include/config.h.new"
  else mv "$build/include/config.h.new" "$build/include/config.h"; fi
  # the collector's headers where the sources include them (<gc.h>, <gc/gc_mark.h>)
  mkdir -p "$build/include/gc"
  cp -u "$build"/gc-src/include/*.h "$build/include/gc/"
}

install_emscripten
fetch_source libgc gc-src extra/gc.c
# Cairo and what it needs (web.mk compiles the parts Tortue uses)
fetch_source zlib zlib-src zlib.h
fetch_source libpng1.6 png-src png.h
fetch_source pixman pixman-src pixman/pixman.c
fetch_source cairo cairo-src src/cairo.c
write_config
# every interpreter source but the native hosts' (the window's process,
# the SIMD search for x86); main.c, repl.c... for the Node version only
sources=$(cd "$top" && ls interp/*.c interp/solvers/*.c \
  | grep -v -e '^interp/window_host\.c$' -e '^interp/solvers/alignes_avx2\.c$' \
            -e '^interp/\(main\|repl\|machine\|edsyntax\|host_web\)\.c$' | tr '\n' ' ')
mkdir -p "$dist" "$build/node"
targets="$build/node/tortue.js"
[ $node_only = yes ] || targets="$targets $dist/tortue.js"
# the make of the steps; CPUs: nproc, as tools/build.sh
make -s -j"$(nproc)" -f "$top/tools/web.mk" TOP="$top" BUILD="$build" DIST="$dist" \
  SOURCES="$sources" $targets
# the command the golden tests run: Node with a stack deep enough for
# Tortue's own limit, 100,000 nested calls (web.mk sets the wasm's C stack;
# the engine's own, where wasm frames live, is Node's, 1 MB unless told)
cat > "$build/node/tortue.new" <<EOF
#!/bin/sh
ulimit -s unlimited 2>/dev/null || ulimit -s 1048576 2>/dev/null
exec node --stack-size=\${TORTUE_NODE_STACK:-500000} "$build/node/tortue.js" "\$@"
EOF
chmod +x "$build/node/tortue.new"
mv "$build/node/tortue.new" "$build/node/tortue"
# the page itself (web/), its examples and the reference, beside the build
[ $node_only = yes ] || python3 "$top/tools/web-page.py" "$top" "$dist"
echo "web/dist: $(cd "$dist" && ls tortue.* 2>/dev/null | tr '\n' ' ')"
