#!/bin/sh
# web-hote.sh -- the browser's build itself (web/dist/tortue.js, its
# .wasm and .data, made by tools/web.sh), driven under Node through the
# calls the page makes (interp/host_web.c): lines typed at the prompt and
# the prompts that come back, the screen and the errors on their
# channels, lib-logo from the packed files, a program that never ends
# stopped by tortue_arrete while it runs (it gives the event loop its
# turn), a recursion too deep for the engine's stack stopped by
# "Pile pleine" with the session going on, under Node's usual stack, the
# size of a browser's, and Cairo's pictures (MONTREDESSIN, PNG and PDF).
#
# Skipped (status 77, said) when that build is not there, is older than
# a source, or Node is missing (tests/web-golden.sh says why it is not
# built by make).
top=$(cd "$(dirname "$0")/.." && pwd)
dist=$top/web/dist
if [ ! -f "$dist/tortue.js" ] || [ ! -f "$dist/tortue.data" ]; then
  echo "web-hote: skipped: no browser build in web/dist (tools/web.sh makes it)"
  exit 77
fi
if ! command -v node >/dev/null; then
  echo "web-hote: skipped: node is not installed"
  exit 77
fi
newer=$(find "$top/interp" "$top/lib-logo" -newer "$dist/tortue.wasm" \
  \( -name '*.c' -o -name '*.h' -o -name '*.js' -o -name '*.lgo' \) | head -1)
if [ -n "$newer" ]; then
  echo "web-hote: skipped: the browser build is older than $newer (run tools/web.sh)"
  exit 77
fi

DIST=$dist node - <<'EOF'
'use strict';
const nodeFs = require('fs'), vm = require('vm');
const dist = process.env.DIST;
let screen = '', errors = '', failed = 0;
globalThis.TortueSortie = (text, channel) => {
  if (channel === 0) screen += text;
  else if (channel === 1) errors += text;
};
globalThis.Module = {
  wasmBinary: nodeFs.readFileSync(dist + '/tortue.wasm'),
  locateFile: (p) => dist + '/' + p,
  print: (t) => { screen += t + '\n'; },
  printErr: (t) => { errors += t + '\n'; },
};
globalThis.require = require;
globalThis.__dirname = dist;
const ready = new Promise((ok) => { Module.onRuntimeInitialized = ok; });
vm.runInThisContext(nodeFs.readFileSync(dist + '/tortue.js', 'utf8'), { filename: 'tortue.js' });

const ligne = (l) => Module.ccall('tortue_ligne', 'string', ['string'], [l], { async: true });
async function check(lines, want, wantErr, wantPrompt) {
  screen = errors = '';
  let prompt;
  for (const l of lines) prompt = await ligne(l);
  const ok = screen === want && (wantErr === null ? errors === '' : errors.includes(wantErr)) &&
             (wantPrompt === undefined || prompt === wantPrompt);
  if (!ok) {
    failed++;
    console.log(`FAIL: ${JSON.stringify(lines)}\n  screen ${JSON.stringify(screen)} (want ${JSON.stringify(want)})` +
                `\n  errors ${JSON.stringify(errors)} (want ${JSON.stringify(wantErr)})\n  prompt ${JSON.stringify(prompt)}`);
  }
}

(async () => {
  await ready;
  await check(['EC 1073741823 + 1'], '1073741824\n', null, '? ');
  await check(['EC 2147483647 + 1 EC (-1073741824) - 1'], '2147483648\n-1073741825\n', null);
  screen = '';
  await ligne('DEPART 6');
  if (!screen.trimEnd().endsWith('4 solutions.')) { failed++; console.log('FAIL: DEPART 6: ' + screen.slice(-200)); }
  await check(['POUR CARRE :X', 'RETOURNE :X * :X'], '', null, '> ');
  await check(['FIN'], 'CARRE définie\n', null, '? ');
  await check(['EC CARRE 12'], '144\n', null, '? ');
  await check(['EC [a b'], '', null, '~ ');
  await check(['c]'], 'a b c\n', null, '? ');
  await check(['EC :INCONNU'], '', "INCONNU n'a pas de valeur", '? ');
  /* a program that never ends, stopped while it runs */
  screen = errors = '';
  const t0 = Date.now();
  setTimeout(() => Module._tortue_arrete(), 300);
  await ligne('REPETETOUJOURS [DONNE "X 1]');
  if (!errors.includes('Arrêt') || Date.now() - t0 > 5000) {
    failed++;
    console.log(`FAIL: REPETETOUJOURS not stopped: ${JSON.stringify(errors)} after ${Date.now() - t0} ms`);
  }
  /* a recursion deeper than the engine's stack allows */
  await check(['POUR F :N', 'SI :N = 0 [RETOURNE 0]', 'RETOURNE 1 + F :N - 1', 'FIN'], 'F définie\n', null, '? ');
  await check(['EC F 500'], '500\n', null);
  await check(['EC F 100000'], '', 'Pile pleine', '? ');
  await check(['EC F 300 + 2'], '302\n', null, '? ');
  /* the keyboard is the page's: LISLISTE and ANIME.REINES's steps read
   * their lines through globalThis.TortueLis, never standard input */
  const asked = [];
  globalThis.TortueLis = (p) => { asked.push(p); return Promise.resolve('bonjour le monde'); };
  await check(['EC LISLISTE'], 'bonjour le monde\n', null, '? ');
  if (asked.length !== 1) { failed++; console.log(`FAIL: LISLISTE asked the page ${asked.length} times`); }
  asked.length = 0;
  globalThis.TortueLis = (p) => { asked.push(p); return Promise.resolve(''); };
  screen = errors = '';
  await ligne('(ANIME.REINES 4 "pas)');
  if (!screen.trimEnd().endsWith('Fin du parcours : 71 décisions, 2 solutions.') || asked.length !== 71) {
    failed++;
    console.log(`FAIL: (ANIME.REINES 4 "pas): ${asked.length} lines asked, ${JSON.stringify(screen.slice(-120))}`);
  }
  /* Cairo, linked in: the picture in the console (the console is no
   * terminal: no size asked, no sixel), the PNG and PDF files in the
   * page's folder */
  await check(['VE REPETE 4 [AV 100 TD 90] (MONTREDESSIN 6)'],
              '\u284f\u2809\u2809\u2809\u2809\u28b9\n\u2847\u2800\u2800\u2800\u2800\u28b8\n' +
              '\u28c7\u28c0\u28c0\u28c0\u28c0\u28f8\n', null, '? ');
  await check(['SAUVEDESSIN "carre.png SAUVEDESSIN "carre.pdf'], '', null, '? ');
  const png = FS.readFile('carre.png'), pdf = FS.readFile('carre.pdf', { encoding: 'utf8' });
  if (png[1] !== 0x50 || png[2] !== 0x4e || png[3] !== 0x47 || !pdf.startsWith('%PDF-')) {
    failed++;
    console.log(`FAIL: SAUVEDESSIN: ${png.length} bytes of PNG, ${pdf.length} of PDF`);
  }
  await check(['FIXEFORME "carre.png EC FORME'], 'carre.png\n', null, '? ');
  console.log(failed ? `web-hote: ${failed} failed` : 'web-hote: ok');
  process.exit(failed ? 1 : 0);
})().catch((e) => { console.log('FAIL: ' + (e && e.stack || e)); process.exit(1); });
EOF
