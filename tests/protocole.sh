#!/bin/sh
# protocole.sh -- tortue --protocole (doc/protocole.md): requests in,
# frames out, exactly: printed text, the error ending a request, the
# drawing in SVG when a request drew, completion from Tortue's own names,
# AIDE, VIDETEXTE, AUREVOIR, a SIGINT stopping a request as Ctrl-C does,
# bad requests refused and the session going on.
: "${TORTUE:=./tortue}"
fail=0
python3 - "$TORTUE" <<'PY' || fail=1
import os, signal, subprocess, sys, threading, time

p = subprocess.Popen([sys.argv[1], "--protocole"], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE)
failed = []

def frame():
    head = p.stdout.readline().decode()
    kind, size = head.split()
    data = p.stdout.read(int(size))
    assert p.stdout.read(1) == b"\n", "frame not ended by a newline"
    return kind, data.decode()

def answer(verb, text):
    """The frames of one answer, printed text joined, up to FIN."""
    b = text.encode()
    p.stdin.write(b"%s %d\n" % (verb.encode(), len(b)) + b)
    p.stdin.flush()
    out = []
    while True:
        kind, data = frame()
        if kind == "SORTIE" and out and out[-1][0] == "SORTIE":
            out[-1] = ("SORTIE", out[-1][1] + data)
        else:
            out.append((kind, data))
        if kind == "FIN":
            return out

def check(name, got, want):
    if got != want:
        failed.append(name)
        print("FAIL %s:\n  got  %r\n  want %r" % (name, got, want))

check("ready", frame(), ("PRET", "tortue 0.1.0"))
check("print", answer("EXECUTE", "EC 1 + 2\nTAPE \"a TAPE \"b"),
      [("SORTIE", "3\nab"), ("FIN", "ok")])
check("definition over lines", answer("EXECUTE", "POUR DOUBLE :X\nRETOURNE 2 * :X\nFIN\nEC DOUBLE 21"),
      [("SORTIE", "42\n"), ("FIN", "ok")])
check("redefinition", answer("EXECUTE", "POUR DOUBLE :X\nRETOURNE 3 * :X\nFIN\nEC DOUBLE 1"),
      [("SORTIE", "3\n"), ("FIN", "ok")])
check("first error ends the request", answer("EXECUTE", "EC 1\nEC 1 / 0\nEC 2"),
      [("SORTIE", "1\n"), ("ERREUR", "/ : division par zéro\n"), ("FIN", "erreur")])
check("error in a procedure", answer("EXECUTE", "POUR F\nEC ITEM 5 [1 2]\nFIN\nF"),
      [("ERREUR", "ITEM n'aime pas 5 comme argument dans F\n[EC ITEM 5 [1 2]]\n"), ("FIN", "erreur")])
check("unfinished definition", answer("EXECUTE", "POUR G\nEC 1"),
      [("ERREUR", "Il manque FIN à la fin de G\n"), ("FIN", "erreur")])
check("open bracket", answer("EXECUTE", "EC [1 2"),
      [("ERREUR", "Il manque un ']'\n"), ("FIN", "erreur")])
check("caught error is no error", answer("EXECUTE", "ATTRAPE \"ERREUR [EC 1 / 0] EC \"suite"),
      [("SORTIE", "suite\n"), ("FIN", "ok")])

got = answer("EXECUTE", "REPETE 4 [AV 100 TD 90]")
check("drawing: frames", [k for k, _ in got], ["DESSIN", "FIN"])
svg = got[0][1]
check("drawing: SVG", (svg.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg '),
                       svg.count("<path") + svg.count("<polyline") + svg.count("<line") > 0,
                       svg.rstrip().endswith("</svg>")), (True, True, True))
check("no drawing when nothing is drawn", answer("EXECUTE", "EC 5"),
      [("SORTIE", "5\n"), ("FIN", "ok")])
check("the whole drawing again after more", [k for k, _ in answer("EXECUTE", "TD 45 AV 50")],
      ["DESSIN", "FIN"])
check("cleared: nothing to show", answer("EXECUTE", "VE"), [("FIN", "ok")])

check("VIDETEXTE", answer("EXECUTE", "EC 1 VT EC 2"),
      [("SORTIE", "1\n"), ("EFFACE", ""), ("SORTIE", "2\n"), ("FIN", "ok")])
check("DEPART 4", answer("EXECUTE", "DEPART 4"),
      [("EFFACE", ""), ("SORTIE", "reines.  DHHDHHHGHDHDHHHGHHGGHDHHHDDHH\n2 4 1 3  GHHHGGHDDHHHDH\n"
        "3 1 4 2  GGHHHGHDDHHDHHHGHGHDHHHGHHG\n2 solutions.\n"), ("FIN", "ok")])

def names(prefix):
    got = answer("COMPLETE", prefix)
    assert got[-1] == ("FIN", "ok") and got[0][0] == "NOMS", got
    return sorted(got[0][1].split())

check("complete a primitive", names("repet"),
      ["REPETE", "REPETEJUSQUA", "REPETEPOUR", "REPETETANTQUE", "REPETETJS", "REPETETOUJOURS"])
check("complete the library and the user's", names("doub"), ["DOUBLE", "DOUBLONS.REINES"])
check("complete accents", names("élé"), [])
answer("EXECUTE", "DONNE \"ZETA 1 DONNE \"ZEBRE 2")
check("complete variables", names(":ze"), [":ZEBRE", ":ZETA"])

got = answer("AIDE", "fcc")
check("AIDE", (got[0][0], got[0][1].splitlines()[0], got[-1]),
      ("SORTIE", "FIXECOULEURCRAYON (FCC) -- tortue", ("FIN", "ok")))
check("AIDE of one word only", answer("AIDE", "AV 1"),
      [("ERREUR", "AIDE demande un seul nom : AV 1\n"), ("FIN", "erreur")])
check("unknown request", answer("LANCE", "x"),
      [("ERREUR", "Requête inconnue : LANCE\n"), ("FIN", "erreur")])
p.stdin.write(b"EXECUTE beaucoup\n")
p.stdin.flush()
check("unreadable request", [frame(), frame()],
      [("ERREUR", "Requête illisible : EXECUTE beaucoup\n"), ("FIN", "erreur")])

# SIGINT: the running request stops with Arrêt..., the session goes on
threading.Timer(0.5, lambda: p.send_signal(signal.SIGINT)).start()
check("interrupt", answer("EXECUTE", "REPETETOUJOURS [IGNORE 1]"),
      [("ERREUR", "Arrêt...\n"), ("FIN", "erreur")])
p.send_signal(signal.SIGINT)   # between requests: forgotten
time.sleep(0.2)
check("after an interrupt", answer("EXECUTE", "EC DOUBLE 2"), [("SORTIE", "6\n"), ("FIN", "ok")])

check("English", answer("EXECUTE", "LANGUE \"en PRINT SUM 1 2"), [("SORTIE", "3\n"), ("FIN", "ok")])
check("bye", answer("EXECUTE", "PRINT 1 BYE PRINT 2"), [("SORTIE", "1\n"), ("FIN", "aurevoir")])
check("exit", p.wait(timeout=10), 0)

# --langue=en from the start; the bytes themselves (printed text may come
# in more than one SORTIE frame: they are joined)
q = subprocess.run([sys.argv[1], "--protocole", "--langue=en"], input=b"EXECUTE 15\nPRINT FIRST [a]",
                   stdout=subprocess.PIPE, timeout=30).stdout
frames = []
while q:
    head, _, q = q.partition(b"\n")
    kind, size = head.split()
    n = int(size)
    check("frame ends with a newline", q[n:n + 1], b"\n")
    if frames and kind == frames[-1][0] == b"SORTIE":
        frames[-1] = (kind, frames[-1][1] + q[:n])
    else:
        frames.append((kind, q[:n]))
    q = q[n + 1:]
check("--langue=en", frames, [(b"PRET", b"tortue 0.1.0"), (b"SORTIE", b"a\n"), (b"FIN", b"ok")])
sys.exit(1 if failed else 0)
PY
exit $fail
