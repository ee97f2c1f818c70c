#!/bin/sh
# fenetre-sans-sdl.sh -- SDL2 is loaded when the first window is wanted
# (window.c), not linked: the binary must not depend on it, and where the
# library cannot be loaded (TORTUE_SDL2 names a missing file) the turtle
# says so once, in French, and draws on without a window, as a tortue built
# without SDL2 does. A display is only named (DISPLAY), never reached: the
# library is looked for before SDL would open it.
#
# Needs a tortue built with SDL2: otherwise SKIP (status 77).
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
. "${srcdir:-.}/tests/lib/commun.sh"
grep -q '^#define HAVE_SDL2 1' "$(dirname "$TORTUE")/config.h" 2>/dev/null ||
  { echo "SKIP: tortue built without SDL2 (no window)"; exit 77; }
tmp=${TMPDIR:-/tmp}/fenetre-sans-sdl.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0

# the binary itself does not need SDL2 (ldd, where there is one)
if command -v ldd >/dev/null 2>&1 && ldd "$TORTUE" | grep -q 'libSDL2'; then
  echo "FAIL linked: the binary needs libSDL2 at start-up"
  fail=1
fi

missing="$tmp/absente/libSDL2-2.0.so.0"
note="Pas de fenêtre pour la tortue : la bibliothèque SDL2 ne se charge pas ($missing: cannot open shared object file: No such file or directory). Le dessin est gardé : SAUVEDESSIN et MONTREDESSIN le montrent."
# said once, at the first drawing command, on the errors' stream; the
# program goes on, the drawing is kept, no window is open
got=$(env DISPLAY=:4242 WAYLAND_DISPLAY= TORTUE_SDL2="$missing" "$TORTUE" \
  -e "EC \"avant AV 100 TD 90 AV 50 EC POS EC FENETRE.OUVERTE? SAUVEDESSIN \"$tmp/d.svg" \
  2>"$tmp/err")
status=$?
same "status" 0 "$status"
same "output" "avant
50 100
FAUX" "$got"
same "the notice, once" "$note" "$(cat "$tmp/err")"
grep -q '<polyline points="0,0 0,-100 50,-100"' "$tmp/d.svg" 2>/dev/null ||
  { echo "FAIL the drawing was not kept"; fail=1; }

# without a display SDL2 is not even looked for: nothing is said
expect "no display: no notice" 0 "0 10" \
  env -u DISPLAY -u WAYLAND_DISPLAY TORTUE_SDL2="$missing" "$TORTUE" -e "AV 10 EC POS"
# nor with --sans-fenetre
expect "--sans-fenetre: no notice" 0 "0 10" \
  env DISPLAY=:4242 TORTUE_SDL2="$missing" "$TORTUE" --sans-fenetre -e "AV 10 EC POS"
exit $fail
