#!/bin/sh
# redefinition.sh -- POUR NAME typed at the prompt when NAME is already one
# of the user's own procedures (tmux: only a terminal session is concerned):
# in French it redefines it, saying "NAME redéfinie" (XLogo's habit: pupils
# retype a procedure to correct it); in English (--langue=en) it is refused
# as by UCBLogo's TO: the message says what to do (EDIT or ERASE), the new
# body is taken up to END with the ">" prompt and dropped, never run as
# commands, and the old procedure stays. A procedure of lib-logo is refused
# in both (tests/redefinition-bibliotheque.sh), a primitive too.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
terminal_test

# French: retyping redefines
T new-session -d -x 120 -y 40 "env HOME='$tmp/home' TERM=xterm '$TORTUE'"
wait_for '^? *$' || { echo "FAIL: no prompt"; screen; exit 1; }
type_line 'POUR CARRE :X'
type_line 'RETOURNE :X * :X'
type_line 'FIN'
on_screen "first definition" '^CARRE définie$'
type_line 'POUR CARRE :Y'
on_screen "the new body is read with the POUR prompt" '^> *$'
type_line 'RETOURNE :Y * :Y * :Y'
type_line 'FIN'
on_screen "retyped: redefined" '^CARRE redéfinie$'
type_line 'EC CARRE 2'
on_screen "the new procedure runs" '^8$'
screen | grep -q 'déjà définie' && { echo "FAIL: the retyped procedure was refused"; fail=1; }
type_line 'POUR AV :X'
on_screen "a primitive is still refused" '^AV est une primitive$'
type_line 'EC 6*7'
on_screen "the session goes on" '^42$'
T kill-server 2>/dev/null
i=0
while T has-session 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
rm -f "$tmp/tmux.sock"

# English: UCBLogo's rule, refused
T new-session -d -x 120 -y 40 "env HOME='$tmp/home' TERM=xterm '$TORTUE' --langue=en"
wait_for '^? *$' || { echo "FAIL: no prompt (en)"; screen; exit 1; }
type_line 'TO SQUARE :X'
type_line 'OUTPUT :X * :X'
type_line 'END'
on_screen "first definition (en)" '^SQUARE définie$'
type_line 'TO SQUARE :Y'
on_screen "what to do (en)" '^SQUARE est déjà définie : EDIT "SQUARE pour la changer, ou ERASE "SQUARE pour la remplacer$'
on_screen "the body is ignored (en)" "^Les lignes jusqu'à END sont ignorées$"
on_screen "the body is still read, with the TO prompt (en)" '^> *$'
type_line 'PRINT "body.run'
type_line 'END'
type_line 'PRINT SQUARE 12'
on_screen "the old procedure stays (en)" '^144$'
screen | grep -q '^body.run$' && { echo "FAIL: the new body ran as commands (en)"; fail=1; }
[ "$(screen | grep -c '^SQUARE définie$')" -eq 1 ] || { echo "FAIL: SQUARE defined twice (en)"; fail=1; }
screen | grep -q 'redéfinie' && { echo "FAIL: SQUARE redefined (en)"; fail=1; }
type_line 'PRINT 6*7'
on_screen "the session goes on (en)" '^42$'
exit $fail
