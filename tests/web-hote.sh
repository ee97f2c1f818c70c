#!/bin/sh
# web-hote.sh -- the browser's build itself (web/dist/tortue.js, its
# .wasm and .data, made by tools/web.sh), driven under Node through the
# calls the page makes (interp/host_web.c): lines typed at the prompt and
# the prompts that come back, the screen and the errors on their
# channels, lib-logo from the packed files, a program that never ends
# stopped by tortue_arrete while it runs (it gives the event loop its
# turn), a recursion too deep for the engine's stack stopped by
# "Pile pleine" with the session going on, under Node's usual stack, the
# size of a browser's; the canvas's mouse and keys given as the page's
# DOM handlers give them (Module.evenement, a painter that paints
# nothing standing for the page's), read by POSSOURIS, POSCLIC, BOUTON,
# TOUCHE?, LISCAR and LISCARS while a program runs, and the event
# procedures run at the prompt by the page's turn (tortue_evenements):
# QUANDCLIC, QUANDTOUCHE, one that fails, one stopped, MINUTERIE; and
# Cairo's pictures (MONTREDESSIN, PNG and PDF).
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
/* the page's painter (web/page.js), painting nothing: the canvas device
 * opens, and gives the program the events */
globalThis.TortueDessin = {
  width: () => 800, height: () => 600, view() {}, clear() {}, layer() {}, path() {}, arc() {}, label() {},
  turtle() {},
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

/* The canvas's events, as the page's DOM handlers give them: positions in
 * the canvas's pixels (800 x 600, its centre pixel (400, 300) the turtle's
 * origin at one step a pixel). */
const give = (e) => Module.evenement(e);
const click = (x, y, button) => {
  give({ type: 'pointerdown', button: button || 0, x, y });
  give({ type: 'pointerup', button: button || 0, x, y });
};
const turn = () => Module.ccall('tortue_evenements', 'number', [], [], { async: true });
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
function want(what, ok, got) {
  if (ok) return;
  failed++;
  console.log(`FAIL: ${what}: ${JSON.stringify(got)}`);
}

/* While a program runs: the mouse's state, the keys read. */
async function eventsRead() {
  await check(['VE'], '', null);   /* the canvas opens */
  give({ type: 'pointermove', x: 10, y: 10 });
  give({ type: 'pointermove', x: 600, y: 150 });
  await check(['EC POSSOURIS'], '200 150\n', null);
  click(500, 400, 2);
  await check(['EC POSCLIC EC BOUTON EC BOUTON EC BOUTON?'], '100 -100\n2\n0\nFAUX\n', null);
  await check(['ZOOM 2'], '', null);
  click(600, 150);
  await check(['EC POSCLIC ZOOM 1'], '100 75\n', null);
  want('a key with a modifier alone is not kept', give({ type: 'keydown', key: 'Shift' }) === false, 'kept');
  give({ type: 'keydown', key: 'k' });
  give({ type: 'keydown', key: 'ArrowLeft' });
  await check(['EC TOUCHE? EC LISCAR EC LISCAR EC TOUCHE?'], 'VRAI\nk\ngauche\nFAUX\n', null);
  /* a key awaited: typed while LISCAR waits */
  setTimeout(() => give({ type: 'keydown', key: 'é' }), 200);
  await check(['EC LISCAR'], 'é\n', null, '? ');
  setTimeout(() => { give({ type: 'keydown', key: 'o' }); give({ type: 'keydown', key: 'k' }); }, 200);
  await check(['EC LISCARS 2'], 'ok\n', null);
  await check(['DONNE "N 0 MINUTERIE 20 [DONNE "N :N + 1] ATTENDS 30 MINUTERIE 20 [] EC :N > 5'],
              'VRAI\n', null);
}

/* At the prompt: the page's turn runs the event procedures. */
async function eventsAtPrompt() {
  await check(['QUANDCLIC [EC POSCLIC FPOS POSCLIC]'], '', null);
  want('QUANDCLIC takes the mouse', Module.ecoute.souris === true && Module.ecoute.clavier === false,
       Module.ecoute);
  click(450, 250);
  screen = errors = '';
  let next = await turn();
  want('a click at the prompt runs QUANDCLIC', screen === '50 50\n' && errors === '' && next === -1,
       [screen, errors, next]);
  await check(['EC POS'], '50 50\n', null);
  await check(['QUANDTOUCHE "a [EC "touche.a]'], '', null);
  want('QUANDTOUCHE takes the keys', Module.ecoute.clavier === true, Module.ecoute);
  give({ type: 'keydown', key: 'a' });
  screen = '';
  await turn();
  want('a key at the prompt runs QUANDTOUCHE', screen === 'touche.a\n', screen);
  await check(['QUANDCLIC [EC 1 / 0]'], '', null);
  click(410, 290);
  errors = '';
  await turn();
  click(410, 290);
  await turn();
  want('a failing QUANDCLIC is said once and taken off',
       errors === "/ : division par zéro\nL'action de QUANDCLIC est retirée après cette erreur : " +
                  'donnez-la de nouveau pour la remettre.\n', errors);
  await check(['QUANDCLIC [REPETETOUJOURS [AV 1]]'], '', null);
  click(410, 290);
  errors = '';
  setTimeout(() => Module._tortue_arrete(), 300);
  await turn();
  want('Stop ends an endless QUANDCLIC at the prompt', errors === 'Arrêt...\n', errors);
  await check(['MINUTERIE 50 [EC "tic MINUTERIE 50 []]'], '', null);
  screen = '';
  next = await turn();
  want('MINUTERIE at the prompt asks for a turn in 50 ms', next > 0 && next <= 51 && screen === '',
       [next, screen]);
  await sleep(next);
  next = await turn();
  want('and runs then', screen === 'tic\n' && next === -1, [screen, next]);
}

async function events() {
  await eventsRead();
  await eventsAtPrompt();
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
  await events();
  console.log(failed ? `web-hote: ${failed} failed` : 'web-hote: ok');
  process.exit(failed ? 1 : 0);
})().catch((e) => { console.log('FAIL: ' + (e && e.stack || e)); process.exit(1); });
EOF
