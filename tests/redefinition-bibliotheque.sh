#!/bin/sh
# redefinition-bibliotheque.sh -- POUR at the prompt of the name of a
# procedure of lib-logo, as the session's first line, is refused as for
# any procedure already defined: lib-logo, read only when a procedure is
# first looked for by its name (ws_library_ready), is read for POUR at the
# prompt too (tmux: only a terminal session refuses a redefinition).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
terminal_test

T new-session -d -x 120 -y 40 "env HOME='$tmp/home' TERM=xterm '$TORTUE'"
wait_for '^? *$' || { echo "FAIL: no prompt"; screen; exit 1; }
type_line 'POUR DEPART :N'
on_screen "refused" '^DEPART est déjà définie : EDITE "DEPART pour la changer, ou EFFACE "DEPART pour la remplacer$'
type_line 'FIN'
type_line 'DEPART 4'
on_screen "the library's procedure stays" '^2 solutions\.$'
exit $fail
