#!/bin/sh
# paquet.sh -- the Debian package, built as tools/deb.sh builds it: from the
# make dist tarball, with debhelper, lintian without error or warning (the
# build's own tests left out, DEB_BUILD_OPTIONS=nocheck: the golden tests
# run below instead). Then what the package holds, its dependencies
# declared by hand for what Tortue opens with dlopen, and the autopkgtest
# (debian/tests/golden: every golden test) against the program unpacked
# from the .deb.
: "${TORTUE:=./tortue}"
: "${srcdir:=.}"
fail=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
src=$(cd "$srcdir" && pwd)
# make distcheck's copy of the sources (read-only by its mode, which root
# may write all the same: the mode is asked): it would build the same
# package from the same files again, which make check in the tree does
if [ -z "$(find "$src" -maxdepth 0 -perm -u+w)" ]; then
  echo "SKIP: make distcheck's read-only copy of the sources (make check in the tree builds the package)"
  exit 77
fi
build=$(cd "$(dirname "$TORTUE")" && pwd)
for tool in dpkg-buildpackage dh lintian; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: tools/install-deps.sh installs it"; exit 1; }
done
version=$(sed -n 's/^AC_INIT(\[tortue\], \[\([^]]*\)\].*/\1/p' "$src/configure.ac")
arch=$(dpkg --print-architecture)

# make dist, as the README's ./tools/deb.sh does; the tarball moved away at
# once (make distcheck wants nothing left in its build tree)
(unset MAKEFLAGS MFLAGS MAKELEVEL; make -s -C "$build" dist-gzip) > "$tmp/dist.log" 2>&1 \
  || { echo "make dist:"; cat "$tmp/dist.log"; exit 1; }
mv "$build/tortue-$version.tar.gz" "$tmp/" || exit 1
DEB_BUILD_OPTIONS="nocheck parallel=$(nproc)" \
  bash "$src/tools/deb.sh" --tarball="$tmp/tortue-$version.tar.gz" --dest="$tmp/dist" \
  > "$tmp/deb.log" 2>&1 || { echo "tools/deb.sh:"; cat "$tmp/deb.log"; exit 1; }
deb=$tmp/dist/tortue_${version}_$arch.deb
[ -f "$deb" ] || { echo "no $deb"; ls "$tmp/dist"; exit 1; }

# the dependencies the automatic scan cannot see
field() { dpkg-deb -f "$deb" "$1"; }
for p in libgc1 libcairo2 libreadline8 sensible-utils; do
  field Depends | tr ',' '\n' | grep -q "^ *$p\( \|$\)" || { echo "Depends: no $p: $(field Depends)"; fail=1; }
done
[ "$(field Recommends)" = "libsdl2-2.0-0 (>= 2.0.8)" ] || { echo "Recommends: $(field Recommends)"; fail=1; }

# what it holds
dpkg-deb -x "$deb" "$tmp/racine" || exit 1
r=$tmp/racine
for f in usr/bin/tortue usr/share/man/man1/tortue.1.gz \
         usr/share/tortue/lib-logo/reines.lgo usr/share/tortue/lib-logo/taquin.lgo \
         usr/share/doc/tortue/reference.md.gz usr/share/doc/tortue/reference-en.md.gz \
         usr/share/doc/tortue/README.md.gz usr/share/doc/tortue/protocole.md \
         usr/share/doc/tortue/premiere-lecon.ipynb usr/share/doc/tortue/copyright \
         usr/share/doc/tortue/examples/huit-reines.lgo usr/share/doc/tortue/examples/taquin.lgo \
         usr/share/applications/tortue.desktop usr/share/icons/hicolor/scalable/apps/tortue.svg \
         usr/share/icons/hicolor/48x48/apps/tortue.png \
         usr/share/vim/vimfiles/syntax/tortue.vim usr/share/vim/vimfiles/ftdetect/tortue.vim \
         usr/share/tortue/editors/tortue.tmLanguage.json usr/share/emacs/site-lisp/tortue-mode.el \
         usr/share/tortue/jupyter/noyau_tortue.py \
         usr/share/jupyter/kernels/tortue/kernel.json usr/share/jupyter/kernels/tortue/logo-64x64.png \
         usr/share/jupyter/kernels/tortue-en/kernel.json usr/share/jupyter/kernels/tortue-en/logo-32x32.png; do
  [ -s "$r/$f" ] || { echo "the package has no $f"; fail=1; }
done
for f in lib-logo/outils.lgo lib-logo/reines.lgo lib-logo/alignes.lgo; do
  cmp -s "$src/$f" "$r/usr/share/tortue/$f" || { echo "$f differs in the package"; fail=1; }
done
n=$(ls "$src"/examples/*.lgo | wc -l)
[ "$(ls "$r"/usr/share/doc/tortue/examples/*.lgo | wc -l)" = "$n" ] || { echo "not every example"; fail=1; }
# a PNG's width and height are the first two numbers of its IHDR chunk
size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print(*struct.unpack(">II", d[16:24]))' \
  "$r/usr/share/icons/hicolor/48x48/apps/tortue.png")
[ "$size" = "48 48" ] || { echo "the 48 x 48 icon is $size"; fail=1; }
grep -q '^Exec=tortue$' "$r/usr/share/applications/tortue.desktop" \
  && grep -q '^Terminal=true$' "$r/usr/share/applications/tortue.desktop" \
  && grep -q '^Icon=tortue$' "$r/usr/share/applications/tortue.desktop" \
  || { echo "tortue.desktop"; fail=1; }
grep -q '"argv": \["/usr/bin/python3", "/usr/share/tortue/jupyter/noyau_tortue.py", "--tortue=/usr/bin/tortue", "--langue=en", "-f", "{connection_file}"\],' \
  "$r/usr/share/jupyter/kernels/tortue-en/kernel.json" || { echo "kernel.json:"; cat "$r/usr/share/jupyter/kernels/tortue-en/kernel.json"; fail=1; }
# the program of the package runs and finds its library where it put it
out=$(TORTUE_LIB=$r/usr/share/tortue/lib-logo "$r/usr/bin/tortue" -e 'DEPART 4' 2>&1)
[ "$(printf '%s\n' "$out" | tail -1)" = "2 solutions." ] || { echo "DEPART 4 from the package: $out"; fail=1; }
strings "$r/usr/bin/tortue" | grep -qx '/usr/share/tortue/lib-logo' || { echo "library path not /usr/share/tortue/lib-logo"; fail=1; }

# the autopkgtest's script, on this program and its library
mkdir "$tmp/apt"
(cd "$src" && TORTUE=$r/usr/bin/tortue TORTUE_LIB=$r/usr/share/tortue/lib-logo AUTOPKGTEST_TMP=$tmp/apt \
   sh debian/tests/golden) > "$tmp/golden.log" 2>&1 || { echo "debian/tests/golden:"; cat "$tmp/golden.log"; fail=1; }
want="golden: $(ls "$src"/tests/golden/*.lgo | wc -l) passed, 0 failed"
[ "$(tail -1 "$tmp/golden.log")" = "$want" ] || { echo "golden: $(tail -1 "$tmp/golden.log"), want $want"; fail=1; }
exit $fail
