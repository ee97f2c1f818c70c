#!/bin/sh
# bibliotheques-tardives.sh -- Cairo, SDL2 and readline are opened at their
# first use (interp/dynlib.c), not linked: the binary must not depend on
# them, and where one cannot be loaded (TORTUE_CAIRO, TORTUE_SDL2,
# TORTUE_READLINE name a missing file) Tortue says so in French and the
# session goes on: SAUVEDESSIN and MONTREDESSIN give an error; the first
# drawing command says once that there is no window, and the turtle draws
# on without one; the prompt says it cannot edit lines, and reads them. A display is
# only named (DISPLAY), never reached: the libraries are looked for before
# SDL would open it.
#
# The window's part needs a tortue built with SDL2: otherwise SKIP (77)
# after the first part.
: "${TORTUE:=./tortue}"
case $TORTUE in /*) ;; *) TORTUE=$PWD/$TORTUE ;; esac
. "${srcdir:-.}/tests/lib/commun.sh"
tmp=${TMPDIR:-/tmp}/bibliotheques-tardives.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0
gone="cannot open shared object file: No such file or directory"

# {==== the binary itself needs neither (ldd, where there is one)
if command -v ldd >/dev/null 2>&1 && ldd "$TORTUE" | grep -Eq 'libSDL2|libcairo|libreadline'; then
  echo "FAIL linked: the binary needs libSDL2, libcairo or libreadline at start-up"
  fail=1
fi
# }====

# {==== Cairo missing: the pictures are refused (an error: status 70), the
# session goes on
nocairo="$tmp/absente/libcairo.so.2"
expect "SAUVEDESSIN without Cairo" 70 \
"SAUVEDESSIN : la bibliothèque Cairo ne se charge pas ($nocairo: $gone)
suite" \
  env -u DISPLAY -u WAYLAND_DISPLAY TORTUE_CAIRO="$nocairo" "$TORTUE" \
  -e "AV 10 SAUVEDESSIN \"$tmp/a.png" -e "EC \"suite"
[ -e "$tmp/a.png" ] && { echo "FAIL a.png written without Cairo"; fail=1; }
expect "MONTREDESSIN without Cairo" 70 \
"MONTREDESSIN : la bibliothèque Cairo ne se charge pas ($nocairo: $gone)
0 10" \
  env -u DISPLAY -u WAYLAND_DISPLAY TORTUE_CAIRO="$nocairo" "$TORTUE" \
  -e "AV 10 MONTREDESSIN 20" -e "EC POS"
# }====

# {==== readline missing: the prompt says so, then reads plain lines
if grep -q '^#define HAVE_READLINE 1' "$(dirname "$TORTUE")/config.h" 2>/dev/null; then
  need_tmux
  norl="$tmp/absente/libreadline.so.8"
  mkdir -p "$tmp/home"
  T new-session -d -x 250 -y 20 "env HOME='$tmp/home' TERM=xterm TORTUE_READLINE='$norl' '$TORTUE'"
  on_screen "the notice without readline" \
    "^Pas d'édition des lignes : la bibliothèque readline ne se charge pas ($norl: $gone). L'invite reste simple.\$"
  on_screen "the plain prompt" '^? *$'
  type_line 'EC 6 * 7'
  on_screen "a line read without readline" '^42$'
  type_line 'AUREVOIR'
  session_ended || { echo "FAIL AUREVOIR at the plain prompt: the session is still there"; fail=1; }
  [ -e "$tmp/home/.tortue_historique" ] && { echo "FAIL a history written without readline"; fail=1; }
  T kill-server 2>/dev/null
fi
# }====

grep -q '^#define HAVE_SDL2 1' "$(dirname "$TORTUE")/config.h" 2>/dev/null ||
  { [ $fail -eq 0 ] || exit 1; echo "SKIP (the window's part): tortue built without SDL2"; exit 77; }

# {==== SDL2 missing: said once, at the first drawing command, on the
# errors' stream; the program goes on, the drawing is kept, no window
nosdl="$tmp/absente/libSDL2-2.0.so.0"
note="Pas de fenêtre pour la tortue : une bibliothèque ne se charge pas ($nosdl: $gone). Le dessin est gardé."
got=$(env DISPLAY=:4242 WAYLAND_DISPLAY= TORTUE_SDL2="$nosdl" "$TORTUE" \
  -e "EC \"avant AV 100 TD 90 AV 50 EC POS EC FENETRE.OUVERTE? SAUVEDESSIN \"$tmp/d.svg" \
  2>"$tmp/err")
same "status" 0 "$?"
same "output" "avant
50 100
FAUX" "$got"
same "the notice, once" "$note" "$(cat "$tmp/err")"
grep -q '<polyline points="0,0 0,-100 50,-100"' "$tmp/d.svg" 2>/dev/null ||
  { echo "FAIL the drawing was not kept"; fail=1; }
# the window needs Cairo too
expect "window without Cairo" 0 \
"Pas de fenêtre pour la tortue : une bibliothèque ne se charge pas ($nocairo: $gone). Le dessin est gardé.
0 10" \
  env DISPLAY=:4242 WAYLAND_DISPLAY= TORTUE_CAIRO="$nocairo" "$TORTUE" -e "AV 10 EC POS"

# without a display SDL2 is not even looked for: nothing is said
expect "no display: no notice" 0 "0 10" \
  env -u DISPLAY -u WAYLAND_DISPLAY TORTUE_SDL2="$nosdl" "$TORTUE" -e "AV 10 EC POS"
# nor with --sans-fenetre
expect "--sans-fenetre: no notice" 0 "0 10" \
  env DISPLAY=:4242 TORTUE_SDL2="$nosdl" "$TORTUE" --sans-fenetre -e "AV 10 EC POS"
# }====
exit $fail
