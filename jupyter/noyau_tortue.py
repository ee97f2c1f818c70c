"""Tortue's Jupyter kernel: Logo cells run by one `tortue --protocole`.

Built on ipykernel's Kernel (Debian's python3-ipykernel), which speaks the
Jupyter protocol; this file only turns each request into a request of
Tortue's own protocol (doc/protocole.md) and its framed answers into
Jupyter messages: printed text as the cell's output, the error that ended
a cell as an error, the drawing (SVG) when the cell drew, the names of
Tortue's own tables for Tab completion, AIDE for Shift-Tab and `?NOM`.

Usage (what kernel.json runs):
    noyau_tortue.py --tortue=/usr/bin/tortue --langue=fr -f CONNECTION_FILE
"""
import os
import re
import select
import signal
import subprocess
import sys
import time

from ipykernel.kernelapp import IPKernelApp
from ipykernel.kernelbase import Kernel

# Printed text is sent to the notebook at most this often (seconds): a
# trace of thousands of letters makes a few messages, not thousands.
SEND_EVERY = 0.2
# Characters that end a name in Logo's reader.
DELIMITERS = " \t\n[](){}"

TORTUE = os.environ.get("TORTUE", "tortue")
LANGUE = "fr"


class TortueDied(Exception):
    """Tortue's process ended without finishing its answer."""


class Session:
    """One `tortue --protocole` process and the frames it writes."""

    def __init__(self, program, langue):
        self.proc = subprocess.Popen(
            [program, "--protocole", "--langue=" + langue],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            start_new_session=True)   # only this kernel sends it SIGINT
        self.buf = b""
        kind, payload = self.frame()
        if kind != "PRET":
            raise TortueDied("première trame : " + kind)
        self.version = payload.decode("utf-8", "replace")

    def send(self, verb, text):
        data = text.encode("utf-8")
        self.proc.stdin.write(b"%s %d\n" % (verb.encode("ascii"), len(data)) + data)
        self.proc.stdin.flush()

    def _fill(self, timeout):
        """Read what Tortue wrote; False when nothing came in timeout."""
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return False
        chunk = os.read(self.proc.stdout.fileno(), 65536)
        if not chunk:
            raise TortueDied("fin de la sortie de tortue")
        self.buf += chunk
        return True

    def frame(self, timeout=None):
        """The next frame (kind, payload), or None after timeout seconds
        without one. A KeyboardInterrupt may come out of the wait: no byte
        is lost, the frame is read whole at the next call."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            head, nl, rest = self.buf.partition(b"\n")
            if nl:
                kind, _, size = head.decode("ascii").partition(" ")
                n = int(size)
                if len(rest) >= n + 1:
                    self.buf = rest[n + 1:]
                    return kind, rest[:n]
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not self._fill(left) and deadline is not None:
                return None

    def interrupt(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)

    def close(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()


class TortueKernel(Kernel):
    implementation = "tortue"
    implementation_version = "0.1.0"
    language = "logo"
    language_version = "0.1.0"
    language_info = {
        "name": "logo",
        "mimetype": "text/x-logo",
        "file_extension": ".lgo",
        "pygments_lexer": "text",
    }
    banner = "Tortue, un Logo en français"

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.tortue = Session(TORTUE, LANGUE)
        self.language_version = self.tortue.version.split()[-1]

    # -- running a request ------------------------------------------------

    def _show(self, msg_type, content):
        self.send_response(self.iopub_socket, msg_type, content)

    def _answer(self, verb, text, shown):
        """Send a request, follow its answer to FIN; frames are shown as
        they come (through shown, a function of a message type and its
        content, or nowhere when None). Returns (status, error text,
        names)."""
        self.tortue.send(verb, text)
        out, errors, names = [], [], ""
        last = time.monotonic()
        while True:
            try:
                got = self.tortue.frame(SEND_EVERY if out else None)
            except KeyboardInterrupt:   # the notebook's interrupt: Ctrl-C for Tortue
                self.tortue.interrupt()
                continue
            if got is None or (out and time.monotonic() - last >= SEND_EVERY):
                self._stream(out, shown)
                last = time.monotonic()
            if got is None:
                continue
            kind, payload = got
            data = payload.decode("utf-8", "replace")
            if kind == "SORTIE":
                out.append(data)
                continue
            self._stream(out, shown)
            if kind == "FIN":
                return data, "".join(errors), names
            if kind == "ERREUR":
                errors.append(data)
            elif kind == "NOMS":
                names = data
            elif kind == "AVIS" and shown:
                shown("stream", {"name": "stderr", "text": data})
            elif kind == "EFFACE" and shown:
                shown("clear_output", {"wait": True})
            elif kind == "DESSIN" and shown:
                shown("display_data", {
                    "data": {"image/svg+xml": data, "text/plain": "[dessin de la tortue]"},
                    "metadata": {}})

    def _stream(self, out, shown):
        if out and shown:
            shown("stream", {"name": "stdout", "text": "".join(out)})
        out.clear()

    def _safely(self, verb, text, shown):
        """_answer, a Tortue that died being started again (its workspace
        is then empty, which is said as the cell's error)."""
        try:
            return self._answer(verb, text, shown)
        except (TortueDied, BrokenPipeError, ValueError) as e:
            self.tortue.close()
            self.tortue = Session(TORTUE, LANGUE)
            return "erreur", "Tortue s'est arrêtée (%s) et repart de zéro\n" % e, ""

    # -- the Jupyter requests ------------------------------------------

    def do_execute(self, code, silent, store_history=True, user_expressions=None,
                   allow_stdin=False):
        asked = re.fullmatch(r"\s*\?\s*([^\s\[\](){}]+)\s*", code)
        shown = None if silent else self._show
        if asked:
            status, error, _ = self._safely("AIDE", asked.group(1), shown)
        else:
            status, error, _ = self._safely("EXECUTE", code, shown)
        if status == "aurevoir":
            self.tortue.close()
            self.tortue = Session(TORTUE, LANGUE)
            if not silent:
                self.send_response(self.iopub_socket, "stream", {
                    "name": "stdout", "text": "(AUREVOIR : une nouvelle session de Tortue commence)\n"})
        if status != "erreur":
            return {"status": "ok", "execution_count": self.execution_count,
                    "payload": [], "user_expressions": {}}
        reply = {"status": "error", "ename": "Erreur", "evalue": error.strip(),
                 "traceback": [error.rstrip("\n")]}
        if not silent:
            self.send_response(self.iopub_socket, "error", reply)
        reply["execution_count"] = self.execution_count
        return reply

    def do_complete(self, code, cursor_pos):
        before = code[:cursor_pos]
        start = len(before)
        while start > 0 and before[start - 1] not in DELIMITERS:
            start -= 1
        word = before[start:]
        quote = word.startswith('"')
        _, _, names = self._safely("COMPLETE", word[1:] if quote else word, None)
        matches = sorted(set(names.split()), key=lambda n: (len(n), n))
        if quote:
            matches = ['"' + m for m in matches]
        return {"status": "ok", "matches": matches, "cursor_start": start,
                "cursor_end": cursor_pos, "metadata": {}}

    def do_inspect(self, code, cursor_pos, detail_level=0, omit_sections=()):
        start = end = min(cursor_pos, len(code))
        while start > 0 and code[start - 1] not in DELIMITERS:
            start -= 1
        while end < len(code) and code[end] not in DELIMITERS:
            end += 1
        name = code[start:end].lstrip('":')
        if not name:
            return {"status": "ok", "found": False, "data": {}, "metadata": {}}
        out = []
        status, _, _ = self._safely("AIDE", name,
                                    lambda kind, content: out.append(content.get("text", "")))
        text = "".join(out)
        found = status == "ok" and bool(text)
        return {"status": "ok", "found": found, "data": {"text/plain": text} if found else {},
                "metadata": {}}

    def do_is_complete(self, code):
        """Incomplete while a bracket or a definition is open, as the
        prompt's `~` and `>` say."""
        depth = 0
        for line in code.split("\n"):
            line = line.split(";", 1)[0]
            depth += line.count("[") - line.count("]")
        words = [l.split()[0].upper() for l in code.split("\n") if l.split()]
        opened = sum(w in ("POUR", "TO", ".MACRO") for w in words)
        closed = sum(w in ("FIN", "END") for w in words)
        if depth > 0 or opened > closed:
            return {"status": "incomplete", "indent": "  " if opened > closed else ""}
        return {"status": "complete"}

    def do_shutdown(self, restart):
        self.tortue.close()
        if restart:
            self.tortue = Session(TORTUE, LANGUE)
        return {"status": "ok", "restart": restart}


def main(argv):
    global TORTUE, LANGUE
    rest = [argv[0]]
    for arg in argv[1:]:
        if arg.startswith("--tortue="):
            TORTUE = arg[len("--tortue="):]
        elif arg.startswith("--langue="):
            LANGUE = arg[len("--langue="):]
        else:
            rest.append(arg)
    IPKernelApp.launch_instance(argv=rest[1:], kernel_class=TortueKernel)


if __name__ == "__main__":
    main(sys.argv)
