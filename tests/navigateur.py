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

Usage: navigateur.py DIST   (tests/navigateur.sh calls it). Exit 0: all
passed; 1: a check failed; 77: no browser to run (said why).
"""
import functools
import http.server
import os
import shutil
import sys
import tempfile
import threading
import time

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


def browser(profile):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    for a in ('--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
              '--disable-background-networking', '--disable-component-update', '--disable-sync',
              '--disable-dev-shm-usage', f'--user-data-dir={profile}', '--window-size=1200,900'):
        opts.add_argument(a)
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
    finally:
        if os.environ.get('TORTUE_CAPTURE'):
            d.save_screenshot(os.environ['TORTUE_CAPTURE'])
        d.quit()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
