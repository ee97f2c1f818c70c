# commun.sh -- helpers shared by the shell tests (sourced, not run: it is
# outside tests/*.sh, so tools/test-lists.sh does not take it for a test).
# The caller sets $tmp, a directory of its own, before using the tmux ones.

# expect NAME WANTED_STATUS WANTED_OUTPUT COMMAND...: run COMMAND, standard
# output and error together, and compare its status and output (false
# when they differ, so that a caller can say more).
expect() {
  name=$1 want_status=$2 want=$3
  shift 3
  got=$("$@" 2>&1)
  status=$?
  if [ "$status" != "$want_status" ] || [ "$got" != "$want" ]; then
    echo "FAIL $name: status $status (want $want_status)"
    echo "  got:  $(printf '%s' "$got" | head -12)"
    echo "  want: $want"
    fail=1
    return 1
  fi
}

# same NAME WANTED GOT: compare two strings (either may hold lines).
same() {
  [ "$2" = "$3" ] || { printf 'FAIL %s: got\n%s\nwant\n%s\n' "$1" "$3" "$2"; fail=1; }
}

# {==== a real terminal: tmux on a socket of the test's own
need_tmux() {
  command -v tmux >/dev/null 2>&1 || { echo "tmux is required (tools/install-deps.sh installs it)"; exit 1; }
}
# terminal_test: the test's folder $tmp (named after the script, a home
# in it), removed at the end with the tmux server; fail=0
terminal_test() {
  tmp=${TMPDIR:-/tmp}/$(basename "$0" .sh).$$
  mkdir -p "$tmp/home"
  trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
  fail=0
}
# the tmux of the test's server: $tmp/tmux.sock, or tmux1.sock, tmux2.sock...
# once new_server has been called
T() { tmux -S "$tmp/tmux${server:-}.sock" "$@"; }
# new_server: end the tmux server and move to a new one, on a socket of
# its own: kill-server returns before the server has gone, and a new
# session on the same socket could reach the dying one ("server exited
# unexpectedly")
new_server() { T kill-server 2>/dev/null; server=$((${server:-0} + 1)); }
# the screen and its history ($SCREEN_HISTORY lines, 200 unless set)
screen() { T capture-pane -p -S -"${SCREEN_HISTORY:-200}" 2>/dev/null; }
# retry N PAUSE COMMAND...: run COMMAND until it succeeds, at most N times,
# PAUSE seconds apart; false when it never did
retry() {
  _retry_n=$1 _retry_pause=$2 _retry_i=0
  shift 2
  while [ $_retry_i -lt "$_retry_n" ]; do
    "$@" && return 0
    sleep "$_retry_pause"
    _retry_i=$((_retry_i + 1))
  done
  return 1
}
# screen_count REGEX N: at least N lines of the screen match REGEX
screen_count() { [ "$(screen | grep -c -- "$1")" -ge "$2" ]; }
# wait_count REGEX N: poll the screen (up to 10 s) until N lines match
wait_count() { retry 100 0.1 screen_count "$@"; }
# wait_for REGEX: until a line matches
wait_for() { wait_count "$1" 1; }
# session_ended: poll (up to 5 s) until the session has left; false if not
session_ended() {
  i=0
  while T has-session 2>/dev/null && [ $i -lt 50 ]; do
    sleep 0.1
    i=$((i + 1))
  done
  ! T has-session 2>/dev/null
}
type_line() { T send-keys -l -- "$1"; T send-keys Enter; }
# }====

# editor NAME: a scripted editor for EDITE, $tmp/NAME.sh, its body on
# standard input
editor() {
  cat > "$tmp/$1.sh"
  chmod +x "$tmp/$1.sh"
}

# on_screen DESCRIPTION REGEX: wait for a line of the terminal matching
# REGEX; on a timeout, say what was expected and show the screen's end.
on_screen() {
  wait_for "$2" || { echo "FAIL: $1 (no line matching '$2')"; screen | tail -15; fail=1; }
}
# python: the system's python3 when there is one (it starts fast: no
# version manager's shim in front), else the first on the PATH
python() { if [ -x /usr/bin/python3 ]; then echo /usr/bin/python3; else echo python3; fi; }

# unprivileged COMMAND...: run COMMAND as an ordinary user: as is when the
# tests run as one, as nobody (through setpriv) when they run as root, as
# in CI: root writes anywhere, and the cases of a folder that cannot be
# written need someone who cannot. The folders COMMAND uses must let
# others in (chmod a+rx).
unprivileged() {
  if [ "$(id -u)" != 0 ]; then
    "$@"
  else
    setpriv --reuid=nobody --regid=nogroup --clear-groups -- env ${utortue_lib:+TORTUE_LIB="$utortue_lib"} "$@"
  fi
}
# need_unprivileged DIR: set $UTORTUE, a Tortue an ordinary user can run
# (as root: copies of the program and its library in DIR, made for
# everyone to read, since the build tree may be closed to others), and
# check it runs; fail (and say why) if not.
need_unprivileged() {
  UTORTUE=$TORTUE
  utortue_lib=
  if [ "$(id -u)" = 0 ]; then
    mkdir -p "$1/nobody" && cp "$TORTUE" "$1/nobody/tortue" || { fail=1; return 1; }
    if [ -d "${TORTUE_LIB:-}" ]; then
      cp -R "$TORTUE_LIB" "$1/nobody/lib-logo" && utortue_lib=$1/nobody/lib-logo
    fi
    chmod -R a+rX "$1/nobody"
    chmod a+x "$1"
    UTORTUE=$1/nobody/tortue
  fi
  got=$(unprivileged "$UTORTUE" -e 'EC "oui' 2>&1)
  [ "$got" = oui ] && return 0
  echo "FAIL: Tortue cannot run as an ordinary user (setpriv, or a folder others cannot enter?): $got"
  fail=1
  return 1
}
# {==== the turtle's window, under an X server of the test's own (Xvfb)
# need_sdl2: a tortue built with SDL2 (one that opens windows), or the
# test says SKIP (status 77)
need_sdl2() {
  grep -q '^#define HAVE_SDL2 1' "$(dirname "$TORTUE")/config.h" 2>/dev/null ||
    { echo "SKIP: tortue built without SDL2 (no window)"; exit 77; }
}
# need_tools TOOL...: every TOOL on the PATH, or the test says SKIP (77)
need_tools() {
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 ||
      { echo "SKIP: $tool absent (tools/install-deps.sh installs it)"; exit 77; }
  done
}
# need_window TOOL...: a tortue built with SDL2 and the tools a window test
# uses (xvfb-run and xauth always), or the test says SKIP (status 77)
need_window() { need_sdl2; need_tools xvfb-run xauth "$@"; }
# in_xvfb "$@": run the test again under a fresh X server of its own
# (xvfb-run, an automatic server number, a 1024 x 768 screen), unless it
# already runs there ($FENETRE_XVFB set); returns only there
in_xvfb() {
  [ -n "${FENETRE_XVFB:-}" ] && return 0
  FENETRE_XVFB=1 exec xvfb-run -a -s "-screen 0 1024x768x24 -nolisten tcp" sh "$0" "$@"
}
# prompt_session COLUMNS LINES [FOLDER]: tortue at its prompt in a terminal
# of that size (tmux), on $DISPLAY, its home $tmp/home, started in FOLDER
# (else here); the test ends (FAIL) if no prompt comes within 10 s
prompt_session() {
  T new-session -d -x "$1" -y "$2" \
    "${3:+cd '$3' && }env HOME='$tmp/home' TERM=xterm DISPLAY='$DISPLAY' '$TORTUE'"
  wait_for '^? *$' || { echo "FAIL: no prompt"; screen; exit 1; }
}
# win COMMAND TITLE...: tests/lib/x11-fenetre.py (a window's geometry,
# closing, resizing, its client killed, the window destroyed)
win() { "$(python)" "${srcdir:-.}/tests/lib/x11-fenetre.py" "$@"; }
# window_there: the window "Tortue" is there; its geometry, "x y w h"
# (screen pixels), in $geo
window_there() { geo=$(win geometry Tortue 2>/dev/null); }
no_window() { ! win geometry Tortue >/dev/null 2>&1; }
# wait_window: until (up to 10 s) the window is there, $geo set
wait_window() { retry 100 0.1 window_there; }
# wait_no_window: until (up to 10 s) the window has gone
wait_no_window() { retry 100 0.1 no_window; }
# centre: the window's geometry ($geo) in x y w h, its centre pixel (the
# turtle's origin) in cx cy
centre() {
  # shellcheck disable=SC2086
  set -- $geo
  x=$1 y=$2 w=$3 h=$4
  cx=$((x + w / 2)) cy=$((y + h / 2))
}
# window_sized W H: the window is W x H pixels now; its geometry in $geo
window_sized() { geo=$(win geometry Tortue) && [ "$(echo "$geo" | cut -d' ' -f3-)" = "$1 $2" ]; }
# resize_window W H: resize the window as a user does, then wait (up to
# 10 s) until the X server says it has that size; $geo and centre's
# variables set (the caller checks $w and $h)
resize_window() {
  win resize Tortue "$1" "$2" || { echo "FAIL: could not resize the window"; fail=1; }
  retry 50 0.2 window_sized "$1" "$2"
  centre
}
# shot: a screenshot of the whole screen, in $tmp/ecran.png
shot() { import -window root "$tmp/ecran.png"; }
shot_then() { shot && "$@"; }
# shots_until COMMAND...: screenshots (up to 10 s, one each 0.2 s: the
# window shows what it is given at once, but the machine may be loaded)
# until COMMAND, which reads the last one, succeeds
shots_until() { retry 50 0.2 shot_then "$@"; }
# pixel X Y: "r,g,b" of the last screenshot at (X, Y), screen pixels
pixel() {
  convert "$tmp/ecran.png" -crop "1x1+$1+$2" -format '%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]' info:
}
pixel_is() { [ "$(pixel "$1" "$2")" = "$3" ]; }
pixel_is_not() { [ "$(pixel "$1" "$2")" != "$3" ]; }
# shot_until X Y RGB: screenshots (up to 10 s) until (X, Y) is RGB
shot_until() { shots_until pixel_is "$@"; }
# want_pixel DESCRIPTION X Y RGB: (X, Y) of the last screenshot is RGB
want_pixel() {
  got=$(pixel "$2" "$3")
  [ "$got" = "$4" ] || { echo "FAIL: $1: pixel ($2, $3) is $got, want $4"; fail=1; }
}
# ink [FILE]: per mille of the window's pixels (x y w h) that are not white
# in FILE (the last screenshot)
ink() {
  convert "${1:-$tmp/ecran.png}" -crop "${w}x${h}+$x+$y" -fill black +opaque white \
    -format '%[fx:int(1000*(1-mean))]' info:
}
# border_ink [FILE]: how many pixels of the window's outermost rows and
# columns (x y w h) are not white in FILE (the last screenshot)
border_ink() {
  convert "${1:-$tmp/ecran.png}" -crop "${w}x${h}+$x+$y" +repage -shave 1x1 -bordercolor white -border 1 \
    "$tmp/inside.png"
  convert "${1:-$tmp/ecran.png}" -crop "${w}x${h}+$x+$y" +repage "$tmp/whole.png"
  compare -metric AE "$tmp/whole.png" "$tmp/inside.png" null: 2>&1
}
# keep FILE NAME: a copy of a screenshot as NAME in $FENETRE_CAPTURES, when
# set (pictures for the documentation, or to look at a failure)
keep() { cp "$1" "${FENETRE_CAPTURES:-$tmp}/$2" 2>/dev/null; }
# }====
