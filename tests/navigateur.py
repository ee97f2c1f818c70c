#!/usr/bin/python3
"""navigateur.py -- Tortue's page in a real browser: headless Chromium,
driven by Selenium (Debian's chromium, chromium-driver and
python3-selenium), opens the built page (web/dist) served on a free local
port and checks what a class does first:

  - DEPART 6 writes its 4 solutions (the lines UCBLogo writes);
  - REPETE 4 [AV 100 TD 90] in red leaves red pixels on the canvas `dessin`;
  - Stop interrupts REPETETOUJOURS ("Arrêt...") and the prompt comes back;
  - a file written by SAUVE is still there after the page is reloaded;
  - an error is written in French, in red, as the terminal writes it;
  - the mouse and the keys on the canvas reach the program: real clicks
    at known pixels give POSCLIC's exact turtle coordinates (ZOOM too), a
    QUANDCLIC set at the prompt draws at the clicked point (the canvas's
    pixels read back), a key pressed is read by LISCAR while the program
    waits and runs a QUANDTOUCHE at the prompt, and a key typed on the
    drawing with no action on keys goes to the console;
  - examples/dessin-souris.lgo and examples/serpent.lgo (from the examples
    menu) played as in the window (tests/fenetre-evenements.sh): clicks
    draw, a key changes the colour; a key starts the snake, the up arrow
    steers it out at the top;
  - MINUTERIE's turns at the prompt, with no program running.
  - (ANIME.REINES 4 "pas): at each of its 71 steps the console waits at
    the step's prompt while the canvas shows the board, the current queen
    moved as the trace D/G/H painted under it says (the canvas's pixels
    at the centres of the squares, placed from the board's geometry);
  - downloads (into a folder set in Chromium's preferences): a file SAUVE
    wrote, through "Télécharger un fichier…", and the SVG SAUVEDESSIN
    wrote, through the link the console offers, both byte for byte; the
    canvas through "Dessin en PNG", decoded here (zlib): its size, red
    exactly where a red line was drawn;
  - a file of the computer given to "Charger un fichier…" is read by
    RAMENE;
  - every entry of the examples menu (as the page lists them) runs to its
    end with no error in red.
  - once loaded, the page loads and runs DEPART 6 again with its server
    stopped (the service worker, hors-ligne.js), and a new build replaces
    the files it kept; nothing in the page asks for a file elsewhere.

Usage: navigateur.py DIST   (tests/navigateur.sh calls it). Exit 0: all
passed; 1: a check failed; 77: no browser to run (said why).
"""
import functools
import http.server
import math
import os
import re
import subprocess
import shutil
import struct
import sys
import tempfile
import threading
import time
import zlib

failures = 0


def check(name, ok, detail=''):
    global failures
    print(('ok   ' if ok else 'FAIL ') + name + ('' if ok else ': ' + detail))
    if not ok:
        failures += 1


def serve(dist):
    """The page over HTTP on a free port of 127.0.0.1, as
    python3 -m http.server serves it."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    handler = functools.partial(Quiet, directory=dist)
    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser(profile, extra=()):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    for a in ('--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
              '--disable-background-networking', '--disable-component-update', '--disable-sync',
              '--disable-dev-shm-usage', f'--user-data-dir={profile}', '--window-size=1200,900', *extra):
        opts.add_argument(a)
    opts.add_experimental_option('prefs', {'download.default_directory': os.path.join(profile, DOWNLOADS),
                                           'download.prompt_for_download': False})
    opts.binary_location = shutil.which('chromium')
    return webdriver.Chrome(service=Service(shutil.which('chromedriver')), options=opts)


def wait_ready(d):
    d.set_script_timeout(60)
    return d.execute_async_script(
        'const done = arguments[0];'
        'const t = setInterval(() => { if (window.Tortue) { clearInterval(t);'
        ' window.Tortue.ready.then(() => done("prêt")); } }, 20);')


def run(d, code, timeout=60):
    d.set_script_timeout(timeout)
    return d.execute_async_script(
        'window.Tortue.run(arguments[0]).then(arguments[1], (e) => arguments[1]("rejet: " + e));',
        code)


DEPART6 = ['2 4 6 1 3 5', '3 6 2 5 1 4', '4 1 5 2 6 3', '5 3 1 6 4 2', '4 solutions.']


def check_depart(d):
    out = run(d, 'DEPART 6')
    lines = out.split('\n')
    found = [s for s in DEPART6 if any(l.startswith(s) for l in lines)]
    check('DEPART 6 writes its 4 solutions', found == DEPART6, repr(out[-300:]))


RED_PIXELS = """
const c = document.getElementById('dessin');
const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
let n = 0;
for (let i = 0; i < px.length; i += 4)
  if (px[i] > 200 && px[i + 1] < 60 && px[i + 2] < 60) n++;
return n;
"""


def check_red(d):
    before = d.execute_script(RED_PIXELS)
    run(d, 'FCC "rouge REPETE 4 [AV 100 TD 90]')
    after = d.execute_script(RED_PIXELS)
    # four sides of 100 steps, a pixel a step: about 400 red pixels
    check('a red square leaves red pixels on the canvas', before == 0 and after >= 350,
          f'{before} red pixels before, {after} after')


def check_stop(d):
    d.execute_script('window.stopped = null;'
                     'window.Tortue.run("REPETETOUJOURS [AV 1 TD 1]").then((t) => { window.stopped = t; });')
    time.sleep(1.5)
    busy = d.execute_script('return window.Tortue.busy();')
    d.find_element('id', 'stop').click()
    end = time.time() + 10
    text = None
    while time.time() < end and text is None:
        text = d.execute_script('return window.stopped;')
        time.sleep(0.1)
    check('REPETETOUJOURS runs until Stop', busy, 'it was not running after 1.5 s')
    check('Stop interrupts it with "Arrêt..."', text is not None and 'Arrêt...' in text, repr(text))
    prompt = d.execute_script("return [document.getElementById('invite').textContent,"
                              " document.getElementById('ligne').disabled, window.Tortue.busy()];")
    check('the prompt comes back after Stop', prompt == ['?\u00a0', False, False], repr(prompt))
    check('the session goes on after Stop', run(d, 'EC 1 + 1') == '2\n')


def check_files(d):
    run(d, 'POUR CARRE\nREPETE 4 [AV 10 TD 90]\nFIN\nSAUVE "essai.lgo')
    d.refresh()
    wait_ready(d)
    out = run(d, 'EC PROCEDURE? "CARRE\nRAMENE "essai.lgo\nEC PROCEDURE? "CARRE')
    check('a file SAUVE wrote is there after a reload', out == 'FAUX\nVRAI\n', repr(out))


def check_error(d):
    out = run(d, 'AV')
    check('an error is written in French', out == "Pas assez d'arguments pour AV\nOn écrit : AV n\n",
          repr(out))
    colour = d.execute_script("const s = document.querySelectorAll('#sortie .erreur');"
                              "return s.length ? getComputedStyle(s[s.length - 1]).color : null;")
    check('the error is in red', colour == 'rgb(204, 0, 0)', repr(colour))


# {==== the mouse and the keys on the canvas (#29, #32)

# The canvas shown at one CSS pixel a canvas pixel, at a whole place of
# the window: its 1-pixel border around 800 x 600, from (40, 40). The
# canvas pixel (px, py) is then under the window point (41 + px, 41 + py),
# and the turtle point (x, y), at one step a pixel, under the canvas pixel
# (400 + x, 300 - y).
FIX_CANVAS = """
const c = document.getElementById('cadre');
c.style.cssText = arguments[0] ? 'position: fixed; left: 40px; top: 40px; width: 802px;'
  + ' height: 602px; max-height: none; z-index: 5' : '';
"""

PIXEL = """
const c = document.getElementById('dessin');
return Array.from(c.getContext('2d').getImageData(arguments[0], arguments[1], 1, 1).data.slice(0, 3));
"""


def at_turtle(x, y):
    """The window point under the turtle point (x, y) at one step a pixel."""
    return 41 + 400 + x, 41 + 300 - y


def pointer(d, x, y, button=None):
    """The pointer moved to the window point (x, y), then a click there
    with button (MouseButton's) unless None."""
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    a = ActionBuilder(d)
    a.pointer_action.move_to_location(x, y)
    if button is not None:
        a.pointer_action.click(button=button)
    a.perform()


def wait_for(d, script, want, timeout=10, *args):
    """script's value, asked until it is want (or timeout seconds)."""
    end = time.time() + timeout
    got = d.execute_script(script, *args)
    while got != want and time.time() < end:
        time.sleep(0.05)
        got = d.execute_script(script, *args)
    return got


def wait_pixel(d, px, py, rgb, timeout=10):
    return wait_for(d, PIXEL, list(rgb), timeout, px, py)


CONSOLE_END = "return document.getElementById('sortie').textContent.slice(-arguments[0].length);"


def start(d, code):
    """code run, not waited for; its text in window.fini once it ends."""
    d.execute_script('window.fini = null; window.Tortue.run(arguments[0]).then((t) => { window.fini = t; });',
                     code)
    wait_for(d, 'return window.Tortue.busy();', True, 5)


def finished(d, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        text = d.execute_script('return window.fini;')
        if text is not None:
            return text
# {=====================================================================
# What was checked by hand before: the step mode of ANIME.REINES, the
# download and upload buttons, "Dessin en PNG", the examples menu.

def logo_numbers(d, expr):
    """The numbers EC writes for the Logo expression expr."""
    return [float(x) for x in run(d, 'EC ' + expr).split()]


def canvas_pixel(d):
    """Turtle coordinates to the canvas's pixel, as the page's view
    (page.js, placer) maps them: the centre of ZONEVISIBLE at the middle
    of the canvas's centre pixel, the scale the canvas's width over the
    visible width, y up."""
    xmin, ymin, xmax, ymax = logo_numbers(d, 'ZONEVISIBLE')
    w, h = d.execute_script("const c = document.getElementById('dessin'); return [c.width, c.height];")
    z = w / (xmax - xmin)
    cx, cy = (xmin + xmax) / 2, (ymin + ymax) / 2
    return lambda x, y: (math.floor(w // 2 + 0.5 + z * (x - cx)), math.floor(h // 2 + 0.5 - z * (y - cy)))


def logo_round(x):
    """ARRONDI: to the nearest integer, halves away from zero."""
    return int(math.copysign(math.floor(abs(x) + 0.5), x))


def board_squares(d, n):
    """The canvas pixel at the centre of each square (column, row) of the
    board ANIME.REINES draws, from its geometry (reines-dessins.lgo,
    .DAMIER): the zone .ZONE.CADRE gives for .DAMIER.BOITE 3 (scale, dx,
    dy), a square's side ENT 320 * scale / n, the corner (ARRONDI dx,
    ARRONDI dy), the centre of (col, row) at corner + (col - 0.5, row -
    0.5) sides."""
    s, dx, dy = logo_numbers(d, '.ZONE.CADRE .DAMIER.BOITE 3')
    side, x0, y0 = math.floor(320 * s / n), logo_round(dx), logo_round(dy)
    pixel = canvas_pixel(d)
    return {(c, r): pixel(x0 + (c - 0.5) * side, y0 + (r - 0.5) * side)
            for c in range(1, n + 1) for r in range(1, n + 1)}


def board_colours(d):
    """What the centre of a square shows: the current queen in PALETTE 1
    (bleu), the others in PALETTE 0 (noir), an empty square light when
    column + row is odd, dark otherwise (.DAMIER.TEINTE)."""
    def rgb(expr):
        return tuple(int(v) for v in logo_numbers(d, expr))
    return {'courante': rgb('PALETTE 1'), 'reine': rgb('PALETTE 0'),
            'claire': rgb('.DAMIER.TEINTE "VRAI "FAUX'), 'foncee': rgb('.DAMIER.TEINTE "FAUX "FAUX')}


def read_board(px, squares, colours, n):
    """The position the pixels show: the row of the queen of each column
    from the left, the current one (blue) last; or a string saying what
    does not fit."""
    rows, current = [], None
    for c in range(1, n + 1):
        queens = []
        for r in range(1, n + 1):
            p = tuple(px[list(squares).index((c, r))])
            empty = colours['claire'] if (c + r) % 2 == 1 else colours['foncee']
            if p == colours['courante']:
                current = (c, r)
                queens.append(r)
            elif p == colours['reine']:
                queens.append(r)
            elif p != empty:
                return f'square ({c}, {r}) is {p}, neither a queen nor the empty square {empty}'
        if len(queens) > 1:
            return f'{len(queens)} queens in column {c}'
        rows += queens
    if current is None or current != (len(rows), rows[-1]):
        return f'rows {rows}: the blue queen {current} is not the last one'
    return rows


def next_board(rows, letter, before):
    """The position after a decision (.REINES.MARCHE): D puts the next
    column's queen on row 1, H moves the current one up a square, G shows
    the position it leaves, whose last queen is gone at the next step."""
    if before == 'G':
        rows = rows[:-1]
    if letter == 'D':
        return rows + [1]
    if letter == 'H':
        return rows[:-1] + [rows[-1] + 1]
    return rows


DOWNLOADS = 'telechargements'   # in the profile: where Chromium puts what the page downloads

STEP_PROMPT = 'Entrée : décision suivante, k : aller à la décision k, suite : sans arrêt ? '

# The labels the turtle paints, recorded as the page's painter
# (TortueDessin.label) gets them, to read each step's trace.
RECORD_LABELS = """
window.etiquettes = [];
const label = window.TortueDessin.label;
window.TortueDessin.label = function (...a) { window.etiquettes.push(a[4]); return label.apply(this, a); };
"""

# The steps of a program that waits for Entrée: at each read (the line
# enabled while the program runs), the pixels at the given points, the
# labels painted, the console's last line, the prompt; then, unless only
# the first is asked, Entrée pressed in the line (its keydown) and the
# next read awaited, until the program has ended (window.fini).
STEPS = """
const [points, first, done] = arguments;
const ligne = document.getElementById('ligne'), sortie = document.getElementById('sortie');
const ctx = document.getElementById('dessin').getContext('2d');
const steps = [];
function record() {
  const text = sortie.textContent;
  steps.push({ px: points.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3))),
               labels: window.etiquettes.splice(0), last: text.slice(text.lastIndexOf('\\n') + 1),
               invite: document.getElementById('invite').textContent,
               focused: document.activeElement === ligne });
}
function step() {
  if (window.fini !== null) return done({ steps, fini: window.fini });
  if (ligne.disabled || !window.Tortue.busy()) return setTimeout(step, 2);
  record();
  if (first) return done({ steps, fini: null });
  ligne.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  setTimeout(step, 2);
}
step();
"""


def step_letters(step, k):
    """The decision number and the trace a step's labels show
    (.ANIME.TEXTE): 'Trace : ... DHH', 'Décision k : ...'."""
    trace = [l for l in step['labels'] if l.startswith('Trace : ...')]
    decision = [l for l in step['labels'] if l.startswith('Décision ')]
    if len(trace) != 1 or len(decision) != 1 or not decision[0].startswith(f'Décision {k} :'):
        return None
    return trace[0][len('Trace : ...'):].strip()


def check_step_mode(d):
    """(ANIME.REINES 4 "pas) in the page: at each step the console shows
    the step's prompt and waits, the canvas shows the board, the current
    queen moved as the trace's last letter says; 71 steps, 2 solutions."""
    from selenium.webdriver.common.keys import Keys
    n = 4
    squares = board_squares(d, n)
    colours = board_colours(d)
    points = [list(p) for p in squares.values()]
    d.execute_script(RECORD_LABELS + 'window.fini = null;'
                     'window.Tortue.run(\'(ANIME.REINES 4 "pas)\').then((t) => { window.fini = t; });')
    d.set_script_timeout(60)
    first = d.execute_async_script(STEPS, points, True)['steps']
    d.find_element('id', 'ligne').send_keys(Keys.ENTER)   # the first Entrée from the keyboard
    rest = d.execute_async_script(STEPS, points, False)
    steps = first + rest['steps']
    waiting = [k for k, s in enumerate(steps, 1)
               if not (s['last'] == STEP_PROMPT and s['invite'] == '' and s['focused'])]
    check('each step of (ANIME.REINES 4 "pas) waits at its prompt in the console', not waiting,
          f'{len(waiting)} steps did not, the first {waiting[:1]}: ' +
          (repr({k: steps[waiting[0] - 1][k] for k in ('last', 'invite', 'focused')}) if waiting else ''))
    bad, rows, trace, before = [], None, '', ''
    for k, s in enumerate(steps, 1):
        shown = read_board(s['px'], squares, colours, n)
        letters = step_letters(s, k)
        if letters is None:
            bad.append(f'step {k}: labels {s["labels"]}')
            break
        letter = letters[-1:] if k > 1 else ''
        want = [1] if k == 1 else next_board(rows, letter, before)
        if letter not in ('', 'D', 'G', 'H') or letters != (trace + letter)[-40:] or shown != want:
            bad.append(f'step {k}: trace {letters!r} after {trace!r}, the canvas shows {shown}, '
                       f'{letter or "the start"} from {rows} gives {want}')
            break
        rows, trace, before = shown, letters, letter
    check('at each step the canvas shows the queen moved as the trace D/G/H says', not bad,
          '; '.join(bad))
    fin = rest['fini'] or ''
    check('(ANIME.REINES 4 "pas) ends after 71 steps, 2 solutions',
          len(steps) == 71 and fin.endswith('Fin du parcours : 71 décisions, 2 solutions.\n'),
          f'{len(steps)} steps, {fin[-80:]!r}')
    prompt = d.execute_script("return [document.getElementById('invite').textContent,"
                              " document.getElementById('ligne').disabled, window.Tortue.busy()];")
    check('the prompt comes back after the last step', prompt == ['?\u00a0', False, False], repr(prompt))


def download_dir(d):
    """The folder where Chromium puts downloads: browser() sets it in the
    profile's preferences."""
    return os.path.join(d.capabilities['chrome']['userDataDir'], DOWNLOADS)


def downloaded(d, name, click):
    """The bytes of the file name that click() makes the page download
    (None when it has not come within 10 s)."""
    path = os.path.join(download_dir(d), name)
    if os.path.exists(path):
        os.remove(path)
    click()
    end = time.time() + 10
    while time.time() < end:
        if os.path.exists(path) and not os.path.exists(path + '.crdownload'):
            with open(path, 'rb') as f:
                return f.read()
        time.sleep(0.05)
    return None


def check_clicks(d):
    from selenium.webdriver.common.actions.mouse_button import MouseButton
    d.execute_script(FIX_CANVAS, True)
    try:
        run(d, 'VE')
        pointer(d, *at_turtle(100, 50), MouseButton.LEFT)
        out = run(d, 'EC POSCLIC')
        check('a click on the canvas: POSCLIC in turtle coordinates', out == '100 50\n', repr(out))
        pointer(d, *at_turtle(-30, 70), MouseButton.RIGHT)
        out = run(d, 'EC POSCLIC EC BOUTON')
        check('the right button: BOUTON 2', out == '-30 70\n2\n', repr(out))
        pointer(d, *at_turtle(150, -120))
        out = run(d, 'EC POSSOURIS ZOOM 2')
        check('POSSOURIS follows the pointer', out == '150 -120\n', repr(out))
        pointer(d, *at_turtle(100, 50), MouseButton.LEFT)
        out = run(d, 'EC POSCLIC ZOOM 1')
        check('POSCLIC with ZOOM 2: half the steps', out == '50 25\n', repr(out))
        # set at the prompt, run with no program running: a vertical blue
        # line 5 pixels wide through the clicked point
        run(d, 'VE QUANDCLIC [LC FPOS POSCLIC BC FCC "bleu FTC 5 AV 10 RE 20]')
        pointer(d, *at_turtle(100, 50), MouseButton.LEFT)
        got = wait_pixel(d, 500, 250, (0, 0, 255))
        check('QUANDCLIC at the prompt draws at the clicked point', got == [0, 0, 255], repr(got))
        got = d.execute_script(PIXEL, 520, 250)
        check('and only there', got == [255, 255, 255], repr(got))
        out = run(d, 'QUANDCLIC [] FCC "noir FTC 1 EC POS')
        check('the turtle went to the click', out == '100 40\n', repr(out))
    finally:
        d.execute_script(FIX_CANVAS, False)


def check_keys(d):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.common.actions.mouse_button import MouseButton
    # LISCAR waits: the canvas takes the keys (the console is busy)
    start(d, 'EC LISCAR')
    time.sleep(0.3)
    focus = d.execute_script('return document.activeElement.id;')
    check('a program reading the keys gives the drawing the focus', focus == 'dessin', repr(focus))
    ActionChains(d).send_keys('q').perform()
    out = finished(d)
    check('LISCAR reads a key pressed on the drawing', out == 'q\n', repr(out))
    start(d, 'EC LISCAR')
    time.sleep(0.3)
    ActionChains(d).send_keys(Keys.ARROW_LEFT).perform()
    out = finished(d)
    check('an arrow comes by its name', out == 'gauche\n', repr(out))
    # at the prompt: QUANDTOUCHE's action runs, the drawing clicked first
    d.execute_script(FIX_CANVAS, True)
    try:
        run(d, 'QUANDTOUCHE "b [EC "touche.b]')
        pointer(d, *at_turtle(0, 0), MouseButton.LEFT)
        ActionChains(d).send_keys('b').perform()
        got = wait_for(d, CONSOLE_END, 'touche.b\n', 10, 'touche.b\n')
        check('a key on the drawing runs QUANDTOUCHE at the prompt', got == 'touche.b\n', repr(got))
        # no action on keys any more: typed on the drawing, in the console
        run(d, 'QUANDTOUCHE "b []')
        pointer(d, *at_turtle(0, 0), MouseButton.LEFT)
        ActionChains(d).send_keys('EC 7').perform()
        got = d.execute_script("return [document.activeElement.id, document.getElementById('ligne').value];")
        check('with no action on keys, typing on the drawing types in the console',
              got == ['ligne', 'EC 7'], repr(got))
        d.execute_script("document.getElementById('ligne').value = '';")
    finally:
        d.execute_script(FIX_CANVAS, False)


def example(name):
    """An example's program, as the page's menu gives it (no #!, no expect)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'examples', name)
    with open(path, encoding='utf-8') as f:
        return '\n'.join(l for l in f.read().split('\n')
                         if not l.startswith('#!') and not l.startswith('; expect') and l.strip())


BLACK, WHITE, RED, GREEN = (0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 255, 0)


def canvas_at(x, y):
    return 400 + x, 300 - y


def check_drawing_example(d):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.mouse_button import MouseButton
    d.execute_script(FIX_CANVAS, True)
    try:
        out = run(d, 'VE FCC "noir\n' + example('dessin-souris.lgo'))
        check('dessin-souris.lgo says what to do', '\nCliquez dans la fenêtre' in out, repr(out))
        pointer(d, *at_turtle(200, 150), MouseButton.LEFT)
        got = wait_pixel(d, *canvas_at(100, 75), BLACK)
        check('dessin-souris: a click at (200, 150) draws a line to it', got == list(BLACK), repr(got))
        check('beside the line, white', d.execute_script(PIXEL, *canvas_at(100, 60)) == list(WHITE))
        pointer(d, *at_turtle(0, 0))
        ActionChains(d).send_keys('r').perform()
        pointer(d, *at_turtle(-100, -100), MouseButton.LEFT)
        got = wait_pixel(d, *canvas_at(50, 25), RED)
        check('dessin-souris: r, then a click: a red line', got == list(RED), repr(got))
        pointer(d, *at_turtle(0, 0), MouseButton.RIGHT)
        pointer(d, *at_turtle(-200, 200), MouseButton.LEFT)
        time.sleep(1)
        got = d.execute_script(PIXEL, *canvas_at(-150, 150))
        check('dessin-souris: the right button lifts the pen', got == list(WHITE), repr(got))
        run(d, 'QUANDCLIC [] QUANDSOURIS [] CHAQUE [r v b n e] [QUANDTOUCHE ? []]')
    finally:
        d.execute_script(FIX_CANVAS, False)


def check_snake(d):
    """The snake chosen in the examples menu, played with the arrows at
    once: the drawing takes the keys when the program asks for them."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select
    d.execute_script("document.getElementById('sortie').textContent = '';")
    Select(d.find_element('id', 'exemples')).select_by_visible_text('Le jeu du serpent (les flèches)')
    wait_for(d, 'return window.Tortue.busy();', True, 5)
    got = wait_pixel(d, *canvas_at(0, 0), GREEN)
    check('serpent.lgo: the snake is drawn, waiting for a key', got == list(GREEN), repr(got))
    ActionChains(d).send_keys(Keys.ARROW_RIGHT).perform()
    time.sleep(0.35)
    ActionChains(d).send_keys(Keys.ARROW_UP).perform()
    wait_for(d, 'return window.Tortue.busy();', False, 30)
    out = d.execute_script("return document.getElementById('sortie').textContent;")
    lines = out.split('\n')
    head = [l for l in lines if l.startswith('Le serpent sort du terrain en ')]
    x = head[0].split()[-2] if head else ''
    ok = bool(head) and head[0].endswith(' 220') and x.isdigit() and 20 <= int(x) <= 200
    check('serpent.lgo: steered up, the snake leaves the field at the top', ok, repr(out[-200:]))
    check('serpent.lgo: no apple eaten', 'Pommes mangées : 0' in lines, repr(out[-200:]))
    if ok:
        got = d.execute_script(PIXEL, *canvas_at(int(x), 200))
        check("serpent.lgo: the head's cell at the top, green", got == list(GREEN), repr(got))


def check_timer(d):
    """MINUTERIE at the prompt: its turns come from the page's timer, with
    no program running, and end when it is taken off."""
    run(d, 'DONNE "TOURS 0 MINUTERIE 50 [DONNE "TOURS :TOURS + 1]')
    time.sleep(1.5)
    out = run(d, 'MINUTERIE 50 [] EC :TOURS > 5')
    check('MINUTERIE runs at the prompt', out == 'VRAI\n', repr(out))
    before = run(d, 'EC :TOURS')
    time.sleep(0.3)
    after = run(d, 'EC :TOURS')
    check('and stops when taken off', before == after, f'{before!r} then {after!r}')
# }====
SAUVE_CODE = 'EFFACETOUT\nPOUR SALUE :QUI\nEC PH [Bonjour,] :QUI\nFIN\nDONNE "ÉTÉ "chaud\nSAUVE "page-sauve.lgo'
# what SAUVE writes for SAUVE_CODE's workspace, as the terminal's Tortue writes it
SAUVE_BYTES = ('; Espace de travail de Tortue, écrit par SAUVE ; RAMENE "fichier le relit.\n\n'
               'POUR SALUE :QUI\nEC PH [Bonjour,] :QUI\nFIN\n\nDONNE "ÉTÉ "chaud\n').encode('utf-8')


def check_download_saved(d):
    """A file SAUVE wrote, downloaded through "Télécharger un fichier…"
    and the dialogue's button for it: its exact bytes."""
    out = run(d, SAUVE_CODE)
    d.find_element('id', 'telecharger').click()
    label = f'page-sauve.lgo ({len(SAUVE_BYTES)} octets)'
    buttons = [b for b in d.find_elements('css selector', '#dialogue-liste button') if b.text == label]
    check('the download dialogue lists the saved file with its size', len(buttons) == 1,
          repr([b.text for b in d.find_elements('css selector', '#dialogue-liste button')]) + ' ' + repr(out))
    data = downloaded(d, 'page-sauve.lgo', buttons[0].click) if buttons else None
    check('the downloaded file is the one SAUVE wrote, byte for byte', data == SAUVE_BYTES, repr(data))
    hidden = d.execute_script("return document.getElementById('dialogue').hidden;")
    check('the dialogue closes after the download', hidden, 'it is still open')


# SAUVEDESSIN's SVG of a red L from the centre: 50 up, 20 right
SVG_CODE = 'VE FCC "rouge FTC 1 AV 50 TD 90 AV 20\nSAUVEDESSIN "page-dessin.svg'
SVG_BYTES = b'''<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="41" height="71" viewBox="-10.5 -60.5 41 71">
<rect x="-10.5" y="-60.5" width="100%" height="100%" fill="#ffffff"/>
<polyline points="0,0 0,-50 20,-50" fill="none" stroke="#ff0000" stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
'''


def check_download_drawing(d):
    """SAUVEDESSIN "x.svg: the page offers it in the console (a link
    "Télécharger x.svg"); clicked, it downloads the SVG, exact bytes."""
    out = run(d, SVG_CODE)
    links = [a for a in d.find_elements('css selector', '#sortie .note a')
             if a.text == 'Télécharger page-dessin.svg']
    check('SAUVEDESSIN "page-dessin.svg is offered in the console', len(links) >= 1 and out == '',
          repr(out))
    data = downloaded(d, 'page-dessin.svg', links[-1].click) if links else None
    check('the downloaded drawing is the SVG SAUVEDESSIN wrote, byte for byte', data == SVG_BYTES,
          repr(data))


UPLOAD_BYTES = 'POUR BONJOUR.PAGE\nEC [Bonjour de l\'ordinateur]\nFIN\nDONNE "DÉJÀ "là\n'.encode('utf-8')


def check_upload(d):
    """A file of the computer given to "Charger un fichier…" (its file
    input): the console says it came, RAMENE reads it, exact output."""
    folder = tempfile.mkdtemp(prefix='tortue-envoi-')
    path = os.path.join(folder, 'envoi-page.lgo')
    with open(path, 'wb') as f:
        f.write(UPLOAD_BYTES)
    try:
        d.find_element('id', 'choix-fichier').send_keys(path)
        note = 'Fichier envoi-page.lgo chargé : RAMENE "envoi-page.lgo le lit.\n'
        d.set_script_timeout(10)
        said = d.execute_async_script(
            'const [want, done] = arguments; const t0 = Date.now();'
            'const look = () => { const s = document.querySelectorAll("#sortie .note");'
            ' const t = s.length ? s[s.length - 1].textContent : "";'
            ' if (t.endsWith(want) || Date.now() - t0 > 5000) done(t); else setTimeout(look, 20); }; look();', note)
        check('the console says the file came', said.endswith(note), repr(said))
        out = run(d, 'RAMENE "envoi-page.lgo\nBONJOUR.PAGE\nEC :DÉJÀ')
        check('RAMENE reads the file sent from the computer', out == "Bonjour de l'ordinateur\nlà\n", repr(out))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def png_pixels(data):
    """A PNG's width, height and pixels (rows of (r, g, b, a)), decoded
    with zlib: 8 bits a sample, RGB or RGBA, not interlaced, as a canvas
    encodes it; None for anything else."""
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        return None
    pos, idat, head = 8, b'', None
    while pos < len(data):
        size, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + size]
        if kind == b'IHDR':
            head = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + size
    if head is None or head[2] != 8 or head[3] not in (2, 6) or head[6] != 0:
        return None
    w, h, bpp = head[0], head[1], 3 if head[3] == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        unfilter(kind, line, prev, bpp)
        rows.append([tuple(line[i:i + bpp]) + ((255,) if bpp == 3 else ()) for i in range(0, stride, bpp)])
        prev = line
    return w, h, rows


def unfilter(kind, line, prev, bpp):
    """PNG's five row filters undone in place (prev: the row above); a
    row filtered Up (Chromium's choice) that is all zeros, the row above
    again, copied whole: most of a drawing's rows."""
    if kind == 0:
        return
    if kind == 2:
        line[:] = prev if line.count(0) == len(line) else bytes((x + y) & 255 for x, y in zip(line, prev))
        return
    for i in range(len(line)):
        a = line[i - bpp] if i >= bpp else 0
        b, c = prev[i], prev[i - bpp] if i >= bpp else 0
        if kind == 1:
            line[i] = (line[i] + a) & 255
        elif kind == 3:
            line[i] = (line[i] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255


def check_png(d):
    """"Dessin en PNG": the canvas downloaded as dessin.png, decoded: the
    canvas's size, white, and red where a red line 100 steps up from
    the centre was drawn (its pixels from the page's view), nowhere else."""
    run(d, 'VE FCC "rouge FTC 1 AV 100')
    size = d.execute_script("const c = document.getElementById('dessin'); return [c.width, c.height];")
    pixel = canvas_pixel(d)
    data = downloaded(d, 'dessin.png', d.find_element('id', 'png').click)
    png = png_pixels(data) if data else None
    check('"Dessin en PNG" downloads a PNG that decodes', png is not None, repr((data or b'')[:40]))
    if png is None:
        return
    w, h, rows = png
    check('the PNG has the canvas\'s size', [w, h] == size, f'{w} x {h}, the canvas {size}')
    x, top = pixel(0, 100)
    bottom = pixel(0, 0)[1]
    line = {(x, y) for y in range(top + 1, bottom)}   # the pixels the line covers whole
    reds = {(i, j) for j, row in enumerate(rows) for i, p in enumerate(row)
            if p[0] > 200 and p[1] < 60 and p[2] < 60}
    whole = all(rows[y][x] == (255, 0, 0, 255) for (x, y) in line)
    inside = all(i == x and top <= j <= bottom for (i, j) in reds)
    check('the PNG is red along the line drawn, and only there', whole and inside and len(line) == 99,
          f'{len(reds)} red pixels, line {x}, {top}..{bottom}, e.g. {sorted(reds - line)[:5]}')
    corner = pixel(-300, -200)
    check('the PNG is white away from the line', rows[corner[1]][corner[0]] == (255, 255, 255, 255),
          repr(rows[corner[1]][corner[0]]))


def check_examples(d):
    """Each entry of the examples menu (listed from the page), chosen:
    it runs to its end (its last line echoed in the console) with no
    error in red (what Tortue sends on its errors' channel, recorded as
    the page gets it, TortueSortie)."""
    from selenium.webdriver.support.ui import Select
    menu = Select(d.find_element('id', 'exemples'))
    entries = [(o.get_attribute('value'), o.text) for o in menu.options if o.get_attribute('value')]
    check('the examples menu has entries', len(entries) >= 5, repr(entries))
    d.execute_script(RECORD_ERRORS)
    for value, title in entries:
        d.execute_script(EXAMPLE_START)
        menu.select_by_value(value)
        ended = wait_example(d)
        if not ended:
            d.find_element('id', 'stop').click()
        check(f'the example "{title}" ends within 100 s', ended, 'stopped after 100 s')
        errors, echoed = d.execute_script(EXAMPLE_END, int(value))
        check(f'the example "{title}" runs to its last line with no error', errors == [] and echoed,
              f'errors {errors!r}, its last line {"" if echoed else "not "}echoed')


def wait_example(d):
    """Whether the example running ends within 100 s. One that asks for
    the keys (the snake waits for one to start: Module.ecoute.clavier)
    gets a real key, once, as a pupil would press one."""
    from selenium.webdriver.common.action_chains import ActionChains
    d.set_script_timeout(120)
    t0, keyed = time.time(), False
    while True:
        state = d.execute_async_script(
            'const keyed = arguments[0], done = arguments[1], t0 = Date.now();'
            'const t = setInterval(() => { const busy = window.Tortue.busy();'
            ' const asks = busy && !keyed && Module.ecoute && Module.ecoute.clavier;'
            ' if (!busy || asks || Date.now() - t0 > 100000) { clearInterval(t); done(busy ? (asks ? "key" : "busy") : "ended"); } }, 20);',
            keyed)
        if state != 'key' or time.time() - t0 > 100:
            return state == 'ended'
        ActionChains(d).send_keys(' ').perform()
        keyed = True


# The errors Tortue writes (channel 1), recorded as the page's
# TortueSortie gets them, and all the console showed since an example was
# chosen, kept when Tortue clears the screen (channel 2).
RECORD_ERRORS = """
const sortie = window.TortueSortie, ecran = document.getElementById('sortie');
window.TortueSortie = function (texte, canal) {
  if (canal === 1) window.rouges.push(texte);
  if (canal === 2) { window.vu += ecran.textContent.slice(window.avant); window.avant = 0; }
  return sortie(texte, canal);
};
"""
EXAMPLE_START = """
window.rouges = [];
window.vu = '';
window.avant = document.getElementById('sortie').textContent.length;
"""
# the errors, and whether the console showed the example's last line echoed
EXAMPLE_END = """
const lines = window.TortueExemples[arguments[0]].code.split('\\n').filter((l) => l.trim() !== '');
const text = window.vu + document.getElementById('sortie').textContent.slice(window.avant);
return [window.rouges, text.includes(lines[lines.length - 1] + '\\n')];
"""
# }=====================================================================
# the names of the caches the service worker made
CACHES = ('const done = arguments[0];'
          'caches.keys().then((k) => done(k.filter((n) => n.startsWith("tortue "))));')
CONTROLLED = 'return !!(navigator.serviceWorker && navigator.serviceWorker.controller);'
NEW_VERSION = "return document.getElementById('sortie').textContent.includes('nouvelle version');"


def wait_until(d, ok, script, seconds=30):
    """The value of script (asynchronous when it takes `done`) once ok
    says it is what was waited for, or the last one after seconds."""
    end = time.time() + seconds
    while True:
        got = d.execute_async_script(script) if 'arguments[0]' in script else d.execute_script(script)
        if ok(got) or time.time() > end:
            return got
        time.sleep(0.2)


def build_version(dist):
    with open(os.path.join(dist, 'hors-ligne.js'), encoding='utf-8') as f:
        return re.search(r'const VERSION = "([0-9a-f]+)"', f.read()).group(1)


def check_offline(d, dist):
    """The service worker, on a copy of the build served from a port of its
    own (its own origin: the other checks keep theirs): the page loaded, a
    new build of it (tortue.js changed, tools/web-page.py run again) takes
    the place of what the worker kept; then the server is stopped and the
    page reloaded: it comes back and runs DEPART 6."""
    top = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    copy = tempfile.mkdtemp(prefix='tortue-hors-ligne-')
    shutil.copytree(dist, copy, dirs_exist_ok=True)
    server = serve(copy)
    try:
        d.get(f'http://127.0.0.1:{server.server_address[1]}/')
        wait_ready(d)
        d.set_script_timeout(60)
        first = build_version(copy)
        controlled = wait_until(d, lambda v: v is True, CONTROLLED)
        check('a service worker keeps the page', controlled is True, 'the page is not controlled after 30 s')
        kept = wait_until(d, lambda k: len(k) == 1, CACHES)
        check("its cache is named by the build's version", len(kept) == 1 and kept[0].endswith(' ' + first),
              f'{first}: {kept!r}')
        with open(os.path.join(copy, 'tortue.js'), 'a', encoding='utf-8') as f:
            f.write('\n/* a new build */\n')
        subprocess.run(['/usr/bin/python3', os.path.join(top, 'tools', 'web-page.py'), top, copy], check=True)
        second = build_version(copy)
        d.refresh()
        wait_ready(d)
        kept = wait_until(d, lambda k: len(k) == 1 and k[0].endswith(' ' + second), CACHES)
        check('a new build replaces the cache', second != first and len(kept) == 1 and kept[0].endswith(' ' + second),
              f'{first} then {second}: {kept!r}')
        check('the page says a new version is installed', wait_until(d, lambda v: v is True, NEW_VERSION, 10) is True)
    finally:
        server.shutdown()
        server.server_close()
    try:
        d.refresh()
        wait_ready(d)
        out = run(d, 'DEPART 6')
    except Exception as e:  # the browser's error page: no Tortue there
        out = f'{type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ""}'
    lines = out.split('\n')
    found = [s for s in DEPART6 if any(l.startswith(s) for l in lines)]
    check('the page loads and runs DEPART 6 with its server stopped', found == DEPART6, repr(out[-300:]))
    shutil.rmtree(copy, ignore_errors=True)


def check_without_service_worker(dist):
    """Plain http from an address other than localhost (a server on the
    school's network): the browser gives no service worker there, and the
    page works all the same. A name of the test's own, mapped to
    127.0.0.1, is such an address."""
    server = serve(dist)
    profile = tempfile.mkdtemp(prefix='tortue-chromium-')
    d = browser(profile, ['--host-resolver-rules=MAP tortue.test 127.0.0.1'])
    try:
        d.get(f'http://tortue.test:{server.server_address[1]}/')
        wait_ready(d)
        none = d.execute_script("return window.isSecureContext === false && !('serviceWorker' in navigator);")
        out = run(d, 'EC 1 + 1')
    except Exception as e:
        none, out = None, f'{type(e).__name__}'
    finally:
        d.quit()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
    check('without a service worker (http, not localhost), the page works', none is True and out == '2\n',
          f'{none!r} {out!r}')


def check_wasm_type_unknown(d, dist):
    """A server that does not know .wasm (application/octet-stream, as many
    static servers send): the page compiles it from its bytes instead."""
    class Untyped(http.server.SimpleHTTPRequestHandler):
        extensions_map = {'.wasm': 'application/octet-stream'}

        def log_message(self, *args):
            pass
    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Untyped, directory=dist))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        d.get(f'http://127.0.0.1:{server.server_address[1]}/index.html')
        wait_ready(d)
        out = run(d, 'EC 1 + 1')
    except Exception as e:
        out = f'{type(e).__name__}'
    finally:
        server.shutdown()
        server.server_close()
    check('a server that does not name .wasm serves the page too', out == '2\n', repr(out))


# addresses that name something without fetching it (XML namespaces)
NOT_FETCHED = re.compile(r'http://www\.w3\.org$')


def check_nothing_external(dist):
    """Every text file of the page: no address of another server (the page
    must work without the Internet)."""
    found = []
    for name in sorted(os.listdir(dist)):
        if not re.search(r'\.(html|js|css|svg|json)$', name):
            continue
        with open(os.path.join(dist, name), encoding='utf-8', errors='replace') as f:
            text = f.read()
        for m in re.finditer(r'(?:https?:)?//[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+', text):
            if not NOT_FETCHED.match(m.group(0)):
                found.append(f'{name}: {m.group(0)}')
    check('nothing in the page asks for another server', not found, '; '.join(found[:10]))


def main():
    dist = os.path.abspath(sys.argv[1])
    for tool in ('chromium', 'chromedriver'):
        if not shutil.which(tool):
            print(f'SKIP: {tool} is missing (tools/install-deps.sh installs it)')
            return 77
    try:
        import selenium  # noqa: F401
    except ImportError:
        print('SKIP: python3-selenium is missing (tools/install-deps.sh installs it)')
        return 77
    server = serve(dist)
    profile = tempfile.mkdtemp(prefix='tortue-chromium-')
    d = browser(profile)
    try:
        d.get(f'http://127.0.0.1:{server.server_address[1]}/index.html')
        check('the page gets ready', wait_ready(d) == 'prêt')
        check_depart(d)
        check_red(d)
        check_stop(d)
        check_error(d)
        check_files(d)
        check_clicks(d)
        check_keys(d)
        check_drawing_example(d)
        check_snake(d)
        check_timer(d)
        check_step_mode(d)
        check_download_saved(d)
        check_download_drawing(d)
        check_upload(d)
        check_png(d)
        check_examples(d)
        check_offline(d, dist)
        check_nothing_external(dist)
        check_without_service_worker(dist)
        check_wasm_type_unknown(d, dist)
    finally:
        if os.environ.get('TORTUE_CAPTURE'):
            d.save_screenshot(os.environ['TORTUE_CAPTURE'])
        d.quit()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
