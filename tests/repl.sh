#!/bin/sh
# repl.sh -- the interactive prompt driven through a real terminal (tmux):
# the "?" prompt, a multi-line POUR with the ">" prompt, "~" continuation,
# Ctrl-C during DEPART 12, history kept across sessions, Ctrl-D to leave.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
terminal_test

start() {
  T new-session -d -x 120 -y 40 "env HOME='$tmp/home' TERM=xterm '$TORTUE'"
  wait_for '^? *$' || { echo "FAIL: no prompt"; T capture-pane -p; exit 1; }
}

start
type_line 'EC 1+1'
on_screen "arithmetic" '^2$'
type_line 'POUR CARRE :X'
on_screen "POUR prompt" '^> *$'
type_line 'RETOURNE :X * :X'
type_line 'FIN'
on_screen "definition message" '^CARRE définie$'
type_line 'EC CARRE 12'
on_screen "defined procedure" '^144$'
type_line 'EC [a'
on_screen "continuation prompt" '^~ *$'
type_line 'b]'
on_screen "continued line" '^a b$'
type_line 'POUR CARRE :Y'
type_line 'FIN'   # retyped at the prompt in French: redefined (tests/redefinition.sh)
on_screen "interactive redefinition" '^CARRE redéfinie$'
type_line 'DEPART 12'
sleep 1
T send-keys C-c
on_screen "Ctrl-C stops DEPART 12" '^Arrêt\.\.\.$'
type_line 'EC 6*7'
on_screen "the session goes on after Ctrl-C" '^42$'
type_line 'EC REINES.COMPTE 21'
sleep 1
T send-keys C-c
wait_count '^Arrêt\.\.\.$' 2 || { echo "FAIL: Ctrl-C did not stop REINES.COMPTE 21"; fail=1; }
type_line 'EC 7*7'
on_screen "the session goes on after the count" '^49$'
# a long native search shows its progress, and Ctrl-C stops it (Korf's
# 88th 15-puzzle: minutes for IDA* with Manhattan + conflicts)
type_line 'EC IDA.ETOILE.NATIF [[15 2 12 11] [14 13 9 5] [1 3 8 7] [0 10 6 4]]'
on_screen "progress of a long search" '^IDA.ETOILE.NATIF : [0-9 ]* positions examinées, borne [0-9]*, [0-9]* s$'
T send-keys C-c
wait_count '^Arrêt\.\.\.$' 3 || { echo "FAIL: Ctrl-C did not stop IDA.ETOILE.NATIF"; fail=1; }
screen | grep -q 'positions examinées' && { echo "FAIL: the progress line was left"; fail=1; }
type_line 'EC 9*9'
on_screen "the session goes on after the search" '^81$'
# LISCAR takes each key as it is typed, without Entrée; TOUCHE? sees it
type_line 'REPETE 3 [MONTRE LISCAR]'
sleep 0.3
T send-keys x
sleep 0.2
T send-keys é
sleep 0.2
T send-keys b
on_screen "LISCAR: a key without Entrée" '^x$'
on_screen "LISCAR: an accented letter is one character" '^é$'
on_screen "LISCAR: the third key" '^b$'
type_line 'TANTQUE [NON TOUCHE?] [ATTENDS 1] EC MOT "touche: LISCAR'
sleep 0.5
T send-keys w
on_screen "TOUCHE? sees a key typed without Entrée" 'touche:w$'
sleep 0.3   # a person types after the new prompt appears
type_line 'EC 3*3'
on_screen "the prompt reads lines again after LISCAR" '^9$'
# keys typed ahead of the prompt while LISCAR reads are kept for it
type_line 'EC LISCAR'
T send-keys -l 'zEC 4*4'
T send-keys Enter
on_screen "LISCAR took one key" '^z$'
on_screen "the keys typed ahead reach the next prompt" '^16$'
type_line 'POUR TOURNE'
type_line 'TOURNE'
type_line 'FIN'
type_line 'TOURNE'
sleep 1
T send-keys C-c
wait_count '^Arrêt\.\.\.$' 4 || { echo "FAIL: Ctrl-C did not stop a runaway loop"; fail=1; }
type_line 'EC 8*8'
on_screen "the session goes on after the runaway loop" '^64$'
T send-keys 'EC "abandonné'
T send-keys C-c
sleep 0.5   # a person types after the new prompt appears
type_line 'EC "suite'
on_screen "Ctrl-C at the prompt drops the line" '^suite$'
screen | grep -q '^abandonné$' && { echo "FAIL: the dropped line ran"; fail=1; }
# completion of procedure names, accents and case ignored, after a quote too
T send-keys 'écri' Tab '"complété' Enter
on_screen "completion of a primitive" '^complété$'
T send-keys 'AIDE "REINES.DEP' Tab Enter
on_screen "completion after a quote" '^REINES.DEPUIS -- reines$'
# PAUSE inside a procedure, its variables visible, CONTINUE goes on
type_line 'POUR P :V'
type_line 'PAUSE'
type_line 'EC :V * 2'
type_line 'FIN'
type_line 'P 21'
on_screen "PAUSE prompt" '^P? *$'
type_line 'EC :V'
on_screen "PAUSE sees the inputs" '^21$'
type_line 'CONTINUE'
on_screen "CONTINUE" '^42$'
type_line 'AUREVOIR'
sleep 0.5
grep -q '^EC CARRE 12$' "$tmp/home/.tortue_historique" 2>/dev/null \
  || { echo "FAIL: history file not written"; fail=1; }

# a new session finds the history: Up brings back AUREVOIR, and a search
# (Ctrl-R) an older line
T kill-server 2>/dev/null
start
T send-keys Up
on_screen "history: the last line" '^? AUREVOIR *$'
T send-keys C-u C-r 'EC "sui'
T send-keys Enter
on_screen "history across sessions" '^suite$'
T send-keys C-d
sleep 0.5
T has-session 2>/dev/null && { echo "FAIL: Ctrl-D did not leave"; fail=1; }
exit $fail
