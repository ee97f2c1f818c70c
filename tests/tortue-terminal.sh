#!/bin/sh
# tortue-terminal.sh -- MONTREDESSIN at the prompt of a real terminal
# (tmux, which has no sixel graphics): Tortue asks the terminal what it is,
# gets no sixel, shows braille as wide as the terminal, and the prompt goes
# on; then VITESSE and Ctrl-C: without a window, a slow turtle does not
# wait, and a long drawing program still stops on Ctrl-C.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
terminal_test

T new-session -d -x 41 -y 30 "env HOME='$tmp/home' TERM=xterm '$TORTUE' --sans-fenetre"
wait_for '^? *$' || { echo "FAIL: no prompt"; T capture-pane -p; exit 1; }
type_line 'REPETE 4 [AV 100 TD 90] MONTREDESSIN'
# the square's bottom edge: 40 cells (the terminal's width less one) of
# 3 bytes each
on_screen "braille for a square" '^⠸⠤*⠇$'
bytes=$(screen | grep '^⠸⠤*⠇$' | head -1 | tr -d '\n' | wc -c)
[ "$bytes" -eq 120 ] || { echo "FAIL: braille 40 cells wide ($bytes bytes)"; fail=1; }
type_line 'EC "suite'
on_screen "the prompt goes on after the terminal's answer" '^suite$'
type_line 'VITESSE 1 REPETE 4 [AV 10 TD 90] EC "vite'
on_screen "no window: a slow turtle does not wait" '^vite$'
type_line 'VITESSE 0 REPETETOUJOURS [AV 1 TD 1]'
sleep 1
T send-keys C-c
on_screen "Ctrl-C stops a drawing program" '^Arrêt'
type_line 'EC "encore'
on_screen "the session goes on" '^encore$'
exit $fail
