#!/bin/sh
# vues-garde.sh -- a view stopped by Ctrl-C gives the turtle back: at the
# prompt of a real terminal (tmux), the turtle moved, its pen coloured and
# widened, ANIME.REINES runs, Ctrl-C stops it in the middle of a picture
# or of its pause; the turtle is then where it was, visible, its pen down
# and as it was, and VE AV 100 draws a line (GARDETORTUE, lib-logo).
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
terminal_test

T new-session -d -x 100 -y 40 "env HOME='$tmp/home' TERM=xterm '$TORTUE' --sans-fenetre"
wait_for '^? *$' || { echo "FAIL: no prompt"; T capture-pane -p; exit 1; }
type_line 'FIXEXY 20 30 FCAP 45 FCC "bleu FTC 3'
type_line '(ANIME.REINES 6 1)'
wait_for '^Décision [0-9]' || { echo "FAIL: no picture"; screen | tail -5; fail=1; }
sleep 0.5
T send-keys C-c
on_screen "Ctrl-C stops ANIME.REINES" '^Arrêt'
type_line 'MONTRE (LISTE POS CAP VISIBLE? BC? CC TAILLECRAYON)'
on_screen "the turtle given back" '^\[\[20 30\] 45 VRAI VRAI bleu 3\]$'
type_line 'VE AV 100 MONTRE BORNES'
on_screen "VE AV 100 draws a line" '^\[-1.5 -1.5 1.5 101.5\]$'
exit $fail
