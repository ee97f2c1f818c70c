#!/usr/bin/env bash
# deb.sh -- build Tortue's Debian package, dist/tortue_VERSION_ARCH.deb:
# the `make dist` tarball is unpacked (debian/ is in it: a native package,
# kept in the same repository as the program), and dpkg-buildpackage builds
# it with debhelper (dh, autoreconf); then lintian checks the source and
# binary packages, no error and no warning allowed.
# Needs debhelper, lintian and the build dependencies (tools/install-deps.sh
# installs them). Then: sudo apt install ./dist/tortue_*.deb
#
# Options:
#   --tarball=FILE  build from this make dist tarball instead of making one
#   --dest=DIR      where the .deb and the build's files go (default: dist)
# DEB_BUILD_OPTIONS is passed on (nocheck: no tests during the build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tarball="" dest="$root/dist"
for arg in "$@"; do
  case $arg in
    --tarball=*) tarball=$(realpath "${arg#--tarball=}") ;;
    --dest=*) dest=$(realpath -m "${arg#--dest=}") ;;
    *) echo "deb.sh: unknown option $arg" >&2; exit 64 ;;
  esac
done
for tool in dpkg-buildpackage dh lintian; do
  command -v "$tool" >/dev/null || { echo "deb.sh: $tool is missing (tools/install-deps.sh)" >&2; exit 1; }
done
if [ -z "$tarball" ]; then
  cd "$root"
  [ -f Makefile ] || ./tools/build.sh
  make -s dist-gzip >/dev/null
  version=$(sed -n 's/^AC_INIT(\[tortue\], \[\([^]]*\)\].*/\1/p' configure.ac)
  tarball=$root/tortue-$version.tar.gz
fi
name=$(basename "$tarball" .tar.gz)          # tortue-VERSION
version=${name#tortue-}
work="$dest/construction"
rm -rf "$work"
mkdir -p "$work"
tar -C "$work" -xzf "$tarball"
[ -x "$work/$name/debian/rules" ] || { echo "deb.sh: $tarball has no debian/rules" >&2; exit 1; }
said=$(cd "$work/$name" && dpkg-parsechangelog -S Version)
[ "$said" = "$version" ] \
  || { echo "deb.sh: debian/changelog says $said, the tarball is $version" >&2; exit 1; }
echo "deb.sh: building (log: $work/build.log)"
(cd "$work/$name" && dpkg-buildpackage -us -uc -j"$(nproc)") > "$work/build.log" 2>&1 \
  || { tail -40 "$work/build.log"; echo "deb.sh: the build failed (log: $work/build.log)" >&2; exit 1; }
changes=$(ls "$work"/tortue_*.changes)
echo "deb.sh: lintian"
lintian --fail-on error,warning --display-info "$changes" > "$work/lintian.log" 2>&1 \
  || { cat "$work/lintian.log"; echo "deb.sh: lintian is not satisfied" >&2; exit 1; }
cp "$work"/tortue_*.deb "$dest/"
ls "$dest"/tortue_*.deb
