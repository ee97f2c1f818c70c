#!/bin/sh
# redefinition.sh -- POUR NAME at the prompt when NAME is already defined
# (tmux: only a terminal session refuses it): the message says what to do
# (EDITE or EFFACE), the new body is taken up to FIN with the ">" prompt
# and dropped, never run as commands, and the old procedure stays.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
tmp=${TMPDIR:-/tmp}/redefinition.$$
mkdir -p "$tmp/home"
trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
fail=0

T new-session -d -x 120 -y 40 "env HOME='$tmp/home' TERM=xterm '$TORTUE'"
wait_for '^? *$' || { echo "FAIL: no prompt"; screen; exit 1; }
type_line 'POUR CARRE :X'
type_line 'RETOURNE :X * :X'
type_line 'FIN'
on_screen "first definition" '^CARRE définie$'
type_line 'POUR CARRE :Y'
on_screen "what to do" '^CARRE est déjà définie : EDITE "CARRE pour la changer, ou EFFACE "CARRE pour la remplacer$'
on_screen "the body is ignored" "^Les lignes jusqu'à FIN sont ignorées$"
on_screen "the body is still read, with the POUR prompt" '^> *$'
type_line 'EC "corps.exécuté'
type_line 'FIN'
type_line 'EC CARRE 12'
on_screen "the old procedure stays" '^144$'
screen | grep -q '^corps.exécuté$' && { echo "FAIL: the new body ran as commands"; fail=1; }
[ "$(screen | grep -c '^CARRE définie$')" -eq 1 ] || { echo "FAIL: CARRE defined twice"; fail=1; }
type_line 'EC 6*7'
on_screen "the session goes on" '^42$'
exit $fail
