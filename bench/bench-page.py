#!/usr/bin/python3
"""bench-page.py -- Tortue's page in headless Chromium (the same browser
and flags as tests/navigateur.py), served from a local server.

  bench-page.py DIST RUNS [N]
      DEPART N (9 by default) and FIB 25 timed in the page
      (performance.now() around window.Tortue.run, DEPART's output
      included: the console shows it), then the page-ready figures below.
      One line a measure, in seconds:  depart9 1.234 / fib25 0.567 / ready
      0.412 (the line says depart9 whatever N).
  bench-page.py --pret DIST RUNS [WASM...]
      the page-ready figures alone, and the compile time of tortue.wasm and
      of each WASM file given (another build's, to see how the time grows
      with the size).

Page ready: each load in a new browser with a new profile (cold: no HTTP
cache, no service worker, no IndexedDB), Chromium's own start-up over
(about:blank, then a second's wait) before the page is asked for. Times are
from navigation start (performance.now() in the page): `ready` when
window.Tortue.ready is resolved (the `?` prompt takes input); then EC 1 is
sent at once: `answered` when the prompt is back after it (its 1 shown),
`first` when its Promise is kept (the files written to IndexedDB after
it); `warm-ready`, `warm-answered`, `warm-first` the same after a reload
in that browser (a returning visitor: the HTTP cache, the service worker,
the IndexedDB folder there). The phases come from page.js's marks
(tortue:page, module, fichiers, fichiers-lus, wasm, runtime, ready,
session), the resource timings of the page's files (-asked: the request
sent, -in: its last byte in), and the first call to WebAssembly's
compilation and its answer (wasm-compile, wasm-compiled), wrapped before
the page's scripts run."""
import base64
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tests'))
import navigateur as nv  # noqa: E402

FIB = 'POUR FIB :N\nSI :N < 2 [RETOURNE :N]\nRETOURNE (FIB :N - 1) + (FIB :N - 2)\nFIN'
TIMED = ('const t0 = performance.now();'
         'window.Tortue.run(arguments[0]).then((out) => arguments[1]([(performance.now() - t0) / 1000, out]));')

# WebAssembly's compilation marked, before any script of the page runs
HOOK = """
(() => {
  const wrap = (name) => {
    const f = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      performance.mark('wasm-compile');
      return f.apply(this, args).then((r) => { performance.mark('wasm-compiled'); return r; });
    };
  };
  wrap('compileStreaming');
  wrap('compile');
  wrap('instantiateStreaming');
  wrap('instantiate');
})();
"""

# Ready, then the first command; the phases of the load
PHASES = """
const done = arguments[0];
const t = setInterval(() => {
  if (!window.Tortue) return;
  clearInterval(t);
  window.Tortue.ready.then(() => {
    const ready = performance.now();
    /* the prompt back after the line: the console's #saisie loses its
     * class occupee */
    const saisie = document.getElementById('saisie');
    let started = false, answered;
    new MutationObserver(() => {
      if (saisie.classList.contains('occupee')) started = true;
      else if (started && answered === undefined) answered = performance.now();
    }).observe(saisie, { attributes: true, attributeFilter: ['class'] });
    return window.Tortue.run('EC 1').then((out) => {
      const first = performance.now();
      return window.Tortue.run('EC 2').then(() => [first, performance.now() - first, out]);
    }).then(([first, again, out]) => {
      const ph = { ready, answered, first, again };
      const nav = performance.getEntriesByType('navigation')[0];
      ph.html = nav.responseEnd;
      for (const e of performance.getEntriesByType('resource')) {
        const name = e.name.split('/').pop();
        if (/^(tortue\\.(js|wasm|data)|page\\.(js|css)|exemples\\.js)$/.test(name) && !((name + '-in') in ph)) {
          ph[name + '-asked'] = e.startTime;
          ph[name + '-in'] = e.responseEnd;
        }
      }
      for (const m of performance.getEntriesByType('mark'))
        if (!(m.name in ph)) ph[m.name.replace(/^tortue:/, '')] = m.startTime;
      done([ph, out]);
    });
  });
}, 5);
"""

WAIT_READY = ('const done = arguments[0];'
              'const t = setInterval(() => { if (window.Tortue) { clearInterval(t);'
              ' window.Tortue.ready.then(() => done(performance.now())); } }, 5);')

# The compile time of a module's bytes (base64), the median of 5. Each
# time a custom section of its own is added at the end: the engine keeps
# the modules it compiled, by their bytes, and would not compile the same
# bytes again.
COMPILE = """
const [b64, done] = arguments;
const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const times = [];
(async () => {
  for (let k = 0; k < 5; k++) {
    const octets = new Uint8Array(bytes.length + 7);
    octets.set(bytes);
    octets.set([0, 5, 1, 120, k, Date.now() & 255, Math.random() * 256], bytes.length);
    const t0 = performance.now();
    await WebAssembly.compile(octets);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  done(times[2]);
})();
"""

ORDER = ['html', 'page.css-in', 'exemples.js-in', 'page.js-in', 'page', 'module', 'tortue.js-in', 'tortue.data-in', 'tortue.wasm-asked', 'tortue.wasm-in',
         'wasm-compile', 'wasm-compiled', 'fichiers', 'fichiers-lus', 'wasm', 'runtime', 'ready', 'session', 'answered', 'first',
         'warm-ready', 'warm-answered', 'warm-first']
# the lines bench-page.sh takes the medians of
SUMMARY = ['ready', 'answered', 'first', 'warm-ready', 'warm-answered']
# not from navigation start: how long the second command takes
DURATIONS = ['again']


def load_cold(url):
    """One cold load in a new browser: its phases (ms from navigation start)."""
    profile = tempfile.mkdtemp(prefix='tortue-bench-')
    d = nv.browser(profile)
    try:
        d.set_script_timeout(120)
        d.get('about:blank')
        time.sleep(1)
        d.execute_cdp_cmd('Page.addScriptToEvaluateOnNewDocument', {'source': HOOK})
        d.get(url)
        ph, out = d.execute_async_script(PHASES)
        assert out == '1\n', out
        d.refresh()
        warm, out = d.execute_async_script(PHASES)
        assert out == '1\n', out
        for k in ('ready', 'answered', 'first'):
            ph['warm-' + k] = warm[k]
        return ph
    finally:
        d.quit()
        shutil.rmtree(profile, ignore_errors=True)


def ready_figures(url, runs):
    """RUNS cold loads: each run's ready, first and warm lines, then the
    medians of every phase."""
    loads = []
    for _ in range(runs):
        ph = load_cold(url)
        loads.append(ph)
        for k in SUMMARY:
            print('%s %.3f' % (k, ph[k] / 1000), flush=True)
    print(f'phases, ms from navigation start, median of {runs} cold loads:')
    for k in ORDER + DURATIONS:
        if k == DURATIONS[0]:
            print('durations, ms:')
        vals = [ph[k] for ph in loads if k in ph]
        if vals:
            print(f'  {k:18} {statistics.median(vals):7.0f}   (runs: {" ".join("%.0f" % v for v in vals)})')


def compile_times(url, files):
    """WebAssembly.compile's time for each file, in a page of the server."""
    profile = tempfile.mkdtemp(prefix='tortue-bench-')
    d = nv.browser(profile)
    try:
        d.set_script_timeout(300)
        d.get(url.replace('index.html', 'tortue.svg'))   # an origin, no Tortue running
        for f in files:
            with open(f, 'rb') as fh:
                data = fh.read()
            ms = d.execute_async_script(COMPILE, base64.b64encode(data).decode())
            mb = len(data) / 1e6
            print(f'compile {f}: {mb:.2f} MB, {ms:.0f} ms, {ms / mb:.0f} ms/MB', flush=True)
    finally:
        d.quit()
        shutil.rmtree(profile, ignore_errors=True)


def timed_runs(url, runs, n):
    solutions = {6: 4, 7: 40, 8: 92, 9: 352, 10: 724}[n]
    profile = tempfile.mkdtemp(prefix='tortue-bench-')
    d = nv.browser(profile)
    d.set_script_timeout(600)
    try:
        d.get(url)
        d.execute_async_script(WAIT_READY)
        d.execute_async_script(TIMED, FIB)
        for _ in range(runs):
            t, out = d.execute_async_script(TIMED, f'DEPART {n}')
            assert f'{solutions} solutions.' in out, out[-200:]
            print('depart9 %.3f' % t, flush=True)
            t, out = d.execute_async_script(TIMED, 'EC FIB 25')
            assert out == '75025\n', out
            print('fib25 %.3f' % t, flush=True)
    finally:
        d.quit()
        shutil.rmtree(profile, ignore_errors=True)


def main():
    args = sys.argv[1:]
    only_ready = args[:1] == ['--pret']
    if only_ready:
        args = args[1:]
    dist, runs = os.path.abspath(args[0]), int(args[1])
    server = nv.serve(dist)
    url = f'http://127.0.0.1:{server.server_address[1]}/index.html'
    try:
        if only_ready:
            ready_figures(url, runs)
            compile_times(url, [os.path.join(dist, 'tortue.wasm')] + args[2:])
        else:
            timed_runs(url, runs, int(args[2]) if len(args) > 2 else 9)
            ready_figures(url, runs)
    finally:
        server.shutdown()


if __name__ == '__main__':
    main()
