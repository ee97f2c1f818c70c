#!/usr/bin/python3
"""navigateur.py -- Tortue's page in a real browser: headless Chromium,
driven by Selenium (Debian's chromium, chromium-driver and
python3-selenium), opens the built page (web/dist) served on a free local
port and checks what a class does first:

  - DEPART 6 writes its 4 solutions (the lines UCBLogo writes);
  - REPETE 4 [AV 100 TD 90] in red leaves red pixels on the canvas `dessin`;
  - Stop interrupts REPETETOUJOURS ("Arrêt...") and the prompt comes back;
  - a file written by SAUVE is still there after the page is reloaded;
  - an error is written in French, in red, as the terminal writes it.

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
    finally:
        if os.environ.get('TORTUE_CAPTURE'):
            d.save_screenshot(os.environ['TORTUE_CAPTURE'])
        d.quit()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
