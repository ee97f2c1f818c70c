#!/bin/sh
# tortues-arret.sh -- Ctrl-C in the middle of DEMANDE gives back the
# turtle that was current: at the prompt of a real terminal (tmux), turtle
# 1 turns for ever under DEMANDE, Ctrl-C stops it; turtle 0 is current
# again, where it was, turtle 1 at its own place.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
terminal_test

T new-session -d -x 100 -y 40 "env HOME='$tmp/home' TERM=xterm '$TORTUE' --sans-fenetre"
wait_for '^? *$' || { echo "FAIL: no prompt"; T capture-pane -p; exit 1; }
type_line 'FIXEXY 20 30 FIXETORTUE 1 FIXETORTUE 0'
type_line 'DEMANDE 1 [EC "tourne REPETETOUJOURS [TD 1]]'
wait_for '^tourne' || { echo "FAIL: DEMANDE did not start"; screen | tail -5; fail=1; }
sleep 0.3
T send-keys C-c
on_screen "Ctrl-C stops DEMANDE" '^Arrêt'
type_line 'MONTRE (LISTE TORTUE POS DEMANDE 1 [POS])'
on_screen "turtle 0 current again, where it was" '^\[0 \[20 30\] \[0 0\]\]$'
exit $fail
