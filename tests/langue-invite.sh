#!/bin/sh
# langue-invite.sh -- tortue --langue=en at a terminal: the greeting names
# HELP and BYE, a TO...END typed at the prompt is defined and runs, and
# LANGUAGE "fr brings the French words back, the procedure with them.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
terminal_test
check() { wait_count "$2" 1 || { echo "FAIL: $1 (no line matching '$2')"; screen | tail -8; fail=1; }; }

T new-session -d -x 100 -y 20 "env HOME='$tmp/home' TERM=xterm '$TORTUE' --langue=en --sans-fenetre"
check "a prompt" '^? *$'
check "the greeting in English words" '^Tortue [0-9.]* — HELP pour l.aide, BYE pour quitter$'
type_line 'to double :x'
check "a definition under way" '^> *$'
type_line 'output 2 * :x'
type_line 'end'
check "defined" '^double définie$'
type_line 'print double 21'
check "it runs" '^42$'
type_line 'LANGUAGE "fr'
type_line 'IM "double'
check "written back in French" '^retourne 2 \* :x$'
type_line 'EC double 4'
check "French again" '^8$'
type_line 'AUREVOIR'
session_ended || { echo "FAIL: AUREVOIR did not leave"; fail=1; }
exit $fail
