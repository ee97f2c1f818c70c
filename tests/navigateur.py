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
  - once loaded, the page loads and runs DEPART 6 again with its server
    stopped (the service worker, hors-ligne.js), and a new build replaces
    the files it kept; nothing in the page asks for a file elsewhere.

Usage: navigateur.py DIST   (tests/navigateur.sh calls it). Exit 0: all
passed; 1: a check failed; 77: no browser to run (said why).
"""
import functools
import http.server
import os
import re
import subprocess
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


def browser(profile, extra=()):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    for a in ('--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
              '--disable-background-networking', '--disable-component-update', '--disable-sync',
              '--disable-dev-shm-usage', f'--user-data-dir={profile}', '--window-size=1200,900', *extra):
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


# the names of the caches the service worker made
CACHES = ('const done = arguments[0];'
          'caches.keys().then((k) => done(k.filter((n) => n.startsWith("tortue "))));')
CONTROLLED = 'return !!(navigator.serviceWorker && navigator.serviceWorker.controller);'
NEW_VERSION = "return document.getElementById('sortie').textContent.includes('nouvelle version');"


def wait_for(d, ok, script, seconds=30):
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
        controlled = wait_for(d, lambda v: v is True, CONTROLLED)
        check('a service worker keeps the page', controlled is True, 'the page is not controlled after 30 s')
        kept = wait_for(d, lambda k: len(k) == 1, CACHES)
        check("its cache is named by the build's version", len(kept) == 1 and kept[0].endswith(' ' + first),
              f'{first}: {kept!r}')
        with open(os.path.join(copy, 'tortue.js'), 'a', encoding='utf-8') as f:
            f.write('\n/* a new build */\n')
        subprocess.run(['/usr/bin/python3', os.path.join(top, 'tools', 'web-page.py'), top, copy], check=True)
        second = build_version(copy)
        d.refresh()
        wait_ready(d)
        kept = wait_for(d, lambda k: len(k) == 1 and k[0].endswith(' ' + second), CACHES)
        check('a new build replaces the cache', second != first and len(kept) == 1 and kept[0].endswith(' ' + second),
              f'{first} then {second}: {kept!r}')
        check('the page says a new version is installed', wait_for(d, lambda v: v is True, NEW_VERSION, 10) is True)
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
