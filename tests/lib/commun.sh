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
T() { tmux -S "$tmp/tmux.sock" "$@"; }
# the screen and its history ($SCREEN_HISTORY lines, 200 unless set)
screen() { T capture-pane -p -S -"${SCREEN_HISTORY:-200}" 2>/dev/null; }
# wait_count REGEX N: poll the screen (up to 10 s) until N lines match
wait_count() {
  i=0
  while [ $i -lt 100 ]; do
    [ "$(screen | grep -c -- "$1")" -ge "$2" ] && return 0
    sleep 0.1
    i=$((i + 1))
  done
  return 1
}
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

# python: the system's python3 when there is one (it starts fast: no
# version manager's shim in front), else the first on the PATH
# on_screen DESCRIPTION REGEX: wait for a line of the terminal matching
# REGEX; on a timeout, say what was expected and show the screen's end.
on_screen() {
  wait_for "$2" || { echo "FAIL: $1 (no line matching '$2')"; screen | tail -15; fail=1; }
}
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
# need_window TOOL...: a tortue built with SDL2 and the tools a window test
# uses (xvfb-run and xauth always), or the test says SKIP (status 77)
need_window() {
  grep -q '^#define HAVE_SDL2 1' "$(dirname "$TORTUE")/config.h" 2>/dev/null ||
    { echo "SKIP: tortue built without SDL2 (no window)"; exit 77; }
  for tool in xvfb-run xauth "$@"; do
    command -v "$tool" >/dev/null 2>&1 ||
      { echo "SKIP: $tool absent (tools/install-deps.sh installs it)"; exit 77; }
  done
}
