#!/bin/sh
# pas-terminal.sh -- PAS with the program on standard input (a pipe) in a
# terminal: the Entrée presses are read from the terminal itself
# (/dev/tty), never from the program, whose next lines run after the
# steps; without a terminal, see tests/pas-lignes.sh.
: "${TORTUE:=./tortue}"
. "${srcdir:-.}/tests/lib/commun.sh"
need_tmux
terminal_test
cat > "$tmp/f.lgo" <<'EOT'
POUR F
EC "un
EC "deux
FIN
PAS "F
F
EC "suite.du.programme
EOT

T new-session -d -x 100 -y 30 "cat '$tmp/f.lgo' | env HOME='$tmp/home' '$TORTUE'; echo fini; sleep 30"
on_screen "the first step waits" '^EC "un >>> *$'
sleep 0.3
screen | grep -q '^EC "deux' && { echo "FAIL: the program's next line was taken as Entrée"; fail=1; }
screen | grep -q 'pas de terminal' && { echo "FAIL: a terminal was there"; fail=1; }
T send-keys Enter
on_screen "the second step after Entrée" '^EC "deux >>> *$'
screen | grep -q '^suite.du.programme$' && { echo "FAIL: the program went on before the last Entrée"; fail=1; }
T send-keys Enter
on_screen "the program's next line runs after the steps" '^suite.du.programme$'
on_screen "the program ends" '^fini$'
exit $fail
