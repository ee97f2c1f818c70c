#!/usr/bin/python3
"""bench-page-memoire.py -- the memory of an endless drawing in Tortue's
page, in headless Chromium (the same browser and flags as
tests/navigateur.py): the page runs

  VITESSE 0 VE REPETETOUJOURS [GRIBOUILLE]

(GRIBOUILLE: AV 3 TD HASARD 40 RE 1, its calls counted), and every STEP
seconds prints the WebAssembly memory's size (what the page took from
the browser: it only grows); once stopped, the segments drawn. The drawing
merges its older items into its image layer (draw.c, DRAW_KEEP_*), so the
memory should stop growing once the first merges are done. Prints one
line a sample:
  12.0 s  wasm 67108864
Usage: bench-page-memoire.py DIST SECONDS [STEP] (bench/bench-page.sh
does not run it: by hand, see bench/RESULTS.md)."""
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tests'))
import navigateur as nv  # noqa: E402

PROC = 'POUR GRIBOUILLE\nDONNE "N :N + 1\nAV 3 TD HASARD 40 RE 1\nFIN'
START = ('window.Tortue.run(arguments[0]);'
         'arguments[1]("parti");')
SAMPLE = 'return (globalThis.HEAP8 || Module.HEAP8).buffer.byteLength;'


def main():
    dist, seconds = os.path.abspath(sys.argv[1]), float(sys.argv[2])
    step = float(sys.argv[3]) if len(sys.argv) > 3 else 10
    server = nv.serve(dist)
    url = f'http://127.0.0.1:{server.server_address[1]}/index.html'
    profile = tempfile.mkdtemp(prefix='tortue-memoire-')
    d = nv.browser(profile)
    try:
        d.get(url)
        nv.wait_ready(d)
        nv.run(d, PROC)
        d.set_script_timeout(60)
        d.execute_async_script(START, 'DONNE "N 0 VITESSE 0 VE REPETETOUJOURS [GRIBOUILLE]')
        t0 = time.time()
        while time.time() - t0 < seconds:
            time.sleep(step)
            # read between two turns of the loop: the page answers while
            # the program runs (the host yields every 30 ms)
            print('%.1f s  wasm %d' % (time.time() - t0, d.execute_script(SAMPLE)), flush=True)
        d.execute_script('window.Tortue.stop();')
        d.set_script_timeout(60)
        print('after stop: ' + nv.run(d, 'EC :N').strip() + ' segments', flush=True)
    finally:
        d.quit()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == '__main__':
    main()
