#!/bin/sh
# jupyter.sh -- Tortue's Jupyter kernel (jupyter/noyau_tortue.py) through
# the Jupyter protocol: Debian's python3-jupyter-kernel-test checks its
# messages against the protocol's schemas (kernel_info, a printed line, an
# error, a drawing, completion, is_complete, inspect), then exact outputs,
# ?NOM, the interrupt, the English kernel; and the lesson notebook
# doc/premiere-lecon.ipynb is run headless by nbconvert --execute and its
# outputs checked (the drawings in SVG, "2 solutions.").
: "${TORTUE:=./tortue}"
: "${srcdir:=.}"
: "${PYTHON3:=/usr/bin/python3}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
src=$(cd "$srcdir" && pwd)
for m in ipykernel jupyter_client jupyter_kernel_test nbconvert nbformat; do
  "$PYTHON3" -c "import $m" 2>/dev/null \
    || { echo "$PYTHON3 has no $m: tools/install-deps.sh installs Debian's Jupyter packages"; exit 1; }
done
# the kernel specs of this build, where no installed one can be taken instead
sh "$src/jupyter/noyau-spec.sh" "$tmp/jupyter/kernels" "$PYTHON3" "$TORTUE" \
  "$src/jupyter/noyau_tortue.py" || exit 1
JUPYTER_PATH=$tmp/jupyter JUPYTER_DATA_DIR=$tmp/data JUPYTER_RUNTIME_DIR=$tmp/run
JUPYTER_CONFIG_DIR=$tmp/config IPYTHONDIR=$tmp/ipython PYDEVD_DISABLE_FILE_VALIDATION=1
export JUPYTER_PATH JUPYTER_DATA_DIR JUPYTER_RUNTIME_DIR JUPYTER_CONFIG_DIR IPYTHONDIR \
  PYDEVD_DISABLE_FILE_VALIDATION
fail=0

cat > "$tmp/noyau.py" <<'PY'
import threading, time, unittest
import jupyter_kernel_test as jkt


class Francais(jkt.KernelTests):
    kernel_name = "tortue"
    language_name = "logo"
    file_extension = ".lgo"
    code_hello_world = 'EC "|hello, world|'
    code_generate_error = "EC 1 / 0"
    code_display_data = [{"code": "REPETE 4 [AV 100 TD 90]", "mime": "image/svg+xml"}]
    completion_samples = [
        {"text": "REPETET", "matches": {"REPETETANTQUE", "REPETETJS", "REPETETOUJOURS"}},
        {"text": "EC DEPA", "matches": {"DEPART", "DEPART.NATIF"}},
    ]
    complete_code_samples = ["EC 1", "POUR F\nEC 1\nFIN", "REPETE 2 [EC 1]"]
    incomplete_code_samples = ["REPETE 2 [EC 1", "POUR F\nEC 1"]
    code_inspect_sample = "AV"
    code_clear_output = "EC 1 VT EC 2"

    def run_cell(self, code, timeout=30):
        """The reply's status and the outputs: (type, content) pairs."""
        self.flush_channels()
        reply, outs = self.execute_helper(code, timeout=timeout)
        return reply["content"]["status"], [(m["msg_type"], m["content"]) for m in outs]

    def text(self, outs):
        return "".join(c["text"] for t, c in outs if t == "stream" and c["name"] == "stdout")

    def test_output_exact(self):
        status, outs = self.run_cell("POUR DOUBLE :X\nRETOURNE 2 * :X\nFIN\nEC DOUBLE 21 TAPE \"fin")
        self.assertEqual((status, self.text(outs)), ("ok", "42\nfin"))

    def test_error_exact(self):
        status, outs = self.run_cell("EC 1\nEC ITEM 9 [1]\nEC 2")
        errors = [c for t, c in outs if t == "error"]
        self.assertEqual(status, "error")
        self.assertEqual(self.text(outs), "1\n")
        self.assertEqual([(e["ename"], e["evalue"]) for e in errors],
                         [("Erreur", "ITEM n'aime pas 9 comme argument")])

    def test_one_session(self):
        self.run_cell('DONNE "N 41')
        self.assertEqual(self.run_cell("EC :N + 1")[1][-1][1]["text"], "42\n")

    def test_help_cell(self):
        status, outs = self.run_cell("?REPETE")
        self.assertEqual(status, "ok")
        self.assertTrue(self.text(outs).startswith("REPETE -- contrôle\n  REPETE n liste\n"), self.text(outs))

    def test_inspect_text(self):
        self.flush_channels()
        self.kc.inspect("REPETE 4 [FCC 2]", 11)
        reply = self.kc.get_shell_msg(timeout=10)["content"]
        self.assertTrue(reply["found"])
        self.assertTrue(reply["data"]["text/plain"].startswith("FIXECOULEURCRAYON (FCC) -- tortue"))

    def test_interrupt(self):
        threading.Timer(1.0, self.km.interrupt_kernel).start()
        start = time.monotonic()
        status, outs = self.run_cell("REPETETOUJOURS [IGNORE 1]", timeout=30)
        self.assertLess(time.monotonic() - start, 20)
        self.assertEqual((status, [c["evalue"] for t, c in outs if t == "error"]), ("error", ["Arrêt..."]))
        self.assertEqual(self.text(self.run_cell("EC 7")[1]), "7\n")

    def test_drawing_once(self):
        status, outs = self.run_cell("VE EC 1")
        self.assertEqual([t for t, _ in outs], ["stream"])   # cleared: nothing drawn to show
        status, outs = self.run_cell("AV 10 TD 90 AV 10")
        svg = [c["data"]["image/svg+xml"] for t, c in outs if t == "display_data"]
        self.assertEqual(len(svg), 1)
        self.assertIn("<svg ", svg[0])


class Anglais(jkt.KernelTests):
    kernel_name = "tortue-en"
    language_name = "logo"
    code_hello_world = 'PRINT "|hello, world|'
    code_generate_error = "PRINT 1 / 0"
    code_display_data = [{"code": "REPEAT 3 [FORWARD 50 RIGHT 120]", "mime": "image/svg+xml"}]
    completion_samples = [{"text": "FORW", "matches": {"FORWARD"}}]
    incomplete_code_samples = ["TO F\nPRINT 1"]
    code_inspect_sample = "FD"
    code_clear_output = "CT"

    def test_english_names(self):
        self.flush_channels()
        reply, outs = self.execute_helper("TO DOUBLE :X\nOUTPUT 2 * :X\nEND\nPRINT DOUBLE 4")
        self.assertEqual([m["content"]["text"] for m in outs if m["msg_type"] == "stream"], ["8\n"])


if __name__ == "__main__":
    unittest.main(verbosity=1)
PY
(cd "$tmp" && timeout 300 "$PYTHON3" noyau.py -v) > "$tmp/noyau.log" 2>&1 \
  || { echo "kernel tests:"; grep -v 'Debugger warning\|frozen modules\|Debugging will proceed\|PYDEVD' "$tmp/noyau.log"; fail=1; }
grep -q '^Ran 32 tests' "$tmp/noyau.log" || { echo "kernel tests: not all run"; tail -5 "$tmp/noyau.log"; fail=1; }

# the lesson, run as a teacher's machine would run it
timeout 300 "$PYTHON3" -m jupyter nbconvert --to notebook --execute \
  "$src/doc/premiere-lecon.ipynb" --output-dir "$tmp" --output lecon > "$tmp/nb.log" 2>&1 \
  || { echo "nbconvert --execute:"; cat "$tmp/nb.log"; fail=1; }
"$PYTHON3" - "$tmp/lecon.ipynb" <<'PY' || fail=1
import sys
import nbformat
nb = nbformat.read(sys.argv[1], as_version=4)
cells = [c for c in nb.cells if c.cell_type == "code"]
def svgs(c):
    return [o for o in c.outputs if o.output_type == "display_data" and "<svg " in o.data.get("image/svg+xml", "")]
def text(c):
    return "".join(o.text for o in c.outputs if o.output_type == "stream" and o.name == "stdout")
fails = []
def check(what, ok):
    if not ok:
        fails.append(what)
        print("FAIL lesson:", what)
errors = [o for c in cells for o in c.outputs if o.output_type == "error"]
check("no error", errors == [])
check("square, star and spiral, procedure, chessboard drawn (one SVG each)",
      [len(svgs(c)) for c in cells] == [1, 1, 1, 0, 0, 0, 1])
check("the square's SVG", cells[0].outputs[0].data["image/svg+xml"].rstrip().endswith("</svg>"))
check("?CARRE", text(cells[3]) == "POUR CARRE :COTE\n")
check("?FCC", text(cells[4]).startswith("FIXECOULEURCRAYON (FCC) -- tortue\n"))
check("DEPART 4", text(cells[5]) == "reines.  DHHDHHHGHDHDHHHGHHGGHDHHHDDHH\n2 4 1 3  GHHHGGHDDHHHDH\n"
      "3 1 4 2  GGHHHGHDDHHDHHHGHGHDHHHGHHG\n2 solutions.\n")
check('"2 solutions." printed', "2 solutions." in text(cells[5]))
sys.exit(1 if fails else 0)
PY
exit $fail
