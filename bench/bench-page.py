#!/usr/bin/python3
"""bench-page.py -- Tortue's page in headless Chromium (the same browser
and flags as tests/navigateur.py): how long the page takes to be ready to
type in, served from a local server (from navigation start to
window.Tortue.ready, performance.now()), and DEPART 9 and FIB 25 timed in
the page (performance.now() around window.Tortue.run, DEPART's output
included: the console shows it). Prints one line a measure, in seconds:
  ready 0.412
  depart9 1.234
  fib25 0.567
Usage: bench-page.py DIST RUNS [N] (bench/bench-page.sh calls it; DEPART N,
9 by default: the line says depart9 whatever N)."""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tests'))
import navigateur as nv  # noqa: E402

FIB = 'POUR FIB :N\nSI :N < 2 [RETOURNE :N]\nRETOURNE (FIB :N - 1) + (FIB :N - 2)\nFIN'
TIMED = ('const t0 = performance.now();'
         'window.Tortue.run(arguments[0]).then((out) => arguments[1]([(performance.now() - t0) / 1000, out]));')
READY = ('const done = arguments[0];'
         'const t = setInterval(() => { if (window.Tortue) { clearInterval(t);'
         ' window.Tortue.ready.then(() => done(performance.now() / 1000)); } }, 5);')


def main():
    dist, runs = os.path.abspath(sys.argv[1]), int(sys.argv[2])
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 9
    solutions = {6: 4, 7: 40, 8: 92, 9: 352, 10: 724}[n]
    server = nv.serve(dist)
    url = f'http://127.0.0.1:{server.server_address[1]}/index.html'
    profile = tempfile.mkdtemp(prefix='tortue-bench-')
    d = nv.browser(profile)
    d.set_script_timeout(600)
    try:
        for _ in range(runs):
            d.get(url)
            print('ready %.3f' % d.execute_async_script(READY), flush=True)
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
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == '__main__':
    main()
