/* page.js -- Tortue's page: the console, the canvas painter, the files,
 * and the JavaScript API.
 *
 * The interpreter is the WebAssembly build of the same C sources
 * (tortue.js and tortue.wasm, made by tools/web.sh). This script talks to
 * it through a few calls only (the `hote` object below): run one line
 * typed at the prompt (the answer is the next prompt: "? ", "> " inside
 * POUR ... FIN, "~ " for a line to be continued), stop the running
 * program as Ctrl-C does, forget the line being typed (interp/host_web.c
 * says how). What Tortue writes comes back through
 * globalThis.TortueSortie(text, channel): 0 the screen, 1 the errors (in
 * red), 2 the screen cleared; a line a program reads is asked through
 * globalThis.TortueLis(prompt), a Promise of the line typed. The turtle
 * paints through globalThis.TortueDessin (interp/canvas_web.c calls it).
 *
 * JavaScript API, for tests and for pages that embed Tortue:
 *   window.Tortue.ready          a Promise, resolved once Tortue can run code
 *   window.Tortue.run(code)      runs code (one or more lines, as if typed at
 *                                the prompt, POUR ... FIN included); a Promise
 *                                of the text it wrote, its errors included
 *                                (each line of Logo code ends with "\n")
 *   window.Tortue.stop()         stops the running program (the Stop button)
 *   window.Tortue.busy()         true while code runs
 * Calls of run are queued: each starts when the one before has ended.
 *
 * The mouse and the keys on the canvas go to the program (POSSOURIS,
 * POSCLIC, LISCAR, QUANDCLIC...): each DOM event is handed to the
 * interpreter's queue (Module.evenement, interp/host_web.js), and at the
 * prompt the event procedures get their turn (tortue_evenements).
 *
 * Files: the folder where SAUVE, RAMENE, OUVREECRITURE... read and write
 * (the home folder, HOME) is kept in the browser's IndexedDB and written
 * there after each command, so a saved file is still there after the page
 * is reloaded. */
'use strict';

(function () {
  /* Marks for bench/bench-page.py (performance.getEntriesByType('mark')):
   * where the time to the prompt goes. */
  const marque = (nom) => { if (globalThis.performance && performance.mark) performance.mark('tortue:' + nom); };
  marque('page');
  /* The interpreter's code is asked for and compiled first, while the
   * rest of the page is set up (the module section below). */
  const compilation = compiler();
  const HOME = '/home/web_user';
  const $ = (id) => document.getElementById(id);

  /* {===================================================================
   * The canvas painter: what interp/canvas_web.c calls. Turtle
   * coordinates (y up) are mapped to the canvas by the view: zoom pixels
   * a step, the turtle point (vx, vy) at the centre.
   * =================================================================== */
  const dessin = $('dessin'), tortue = $('dessin-tortue');
  const ctx = dessin.getContext('2d'), tctx = tortue.getContext('2d');
  const vue = { zoom: 1, vx: 0, vy: 0 };

  /* The point (vx, vy) at the middle of the centre pixel, as in the
   * window: a line of width 1 along whole coordinates fills one row of
   * pixels instead of greying two. */
  function placer(c) {
    const z = vue.zoom, x0 = Math.floor(c.canvas.width / 2) + 0.5, y0 = Math.floor(c.canvas.height / 2) + 0.5;
    c.setTransform(z, 0, 0, -z, x0 - z * vue.vx, y0 + z * vue.vy);
  }
  const rgb = (r, g, b) => `rgb(${r},${g},${b})`;
  function crayon(r, g, b, largeur, inverse) {
    ctx.globalCompositeOperation = inverse ? 'difference' : 'source-over';
    ctx.strokeStyle = ctx.fillStyle = inverse ? '#fff' : rgb(r, g, b);
    ctx.lineWidth = largeur;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
  }

  const TortueDessin = {
    width: () => dessin.width,
    height: () => dessin.height,
    view(zoom, vx, vy) { vue.zoom = zoom; vue.vx = vx; vue.vy = vy; placer(ctx); },
    clear(r, g, b) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalCompositeOperation = 'source-over';
      ctx.fillStyle = rgb(r, g, b);
      ctx.fillRect(0, 0, dessin.width, dessin.height);
      ctx.restore();
      placer(ctx);
    },
    layer(px, w, h, x0, y1, echelle) { peindreCalque(px, w, h, x0, y1, echelle); },
    path(pts, n, remplir, r, g, b, largeur, inverse) {
      crayon(r, g, b, largeur, inverse);
      ctx.beginPath();
      ctx.moveTo(pts[0], pts[1]);
      for (let k = 1; k < n; k++) ctx.lineTo(pts[2 * k], pts[2 * k + 1]);
      if (remplir) { ctx.closePath(); ctx.fill(); } else ctx.stroke();
    },
    arc(cx, cy, rayon, t0, t1, negatif, remplir, r, g, b, largeur, inverse) {
      crayon(r, g, b, largeur, inverse);
      ctx.beginPath();
      ctx.arc(cx, cy, rayon, t0, t1, !!negatif);
      if (remplir) ctx.fill(); else ctx.stroke();
    },
    label(x, y, angle, taille, texte, r, g, b, inverse) {
      crayon(r, g, b, 1, inverse);
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(angle);
      ctx.scale(1, -1);   /* the glyphs upright */
      ctx.font = `${taille}px sans-serif`;
      ctx.fillText(texte, 0, 0);
      ctx.restore();
    },
    /* The turtle on the canvas above the drawing: a triangle, or seen
     * from above (FIXEFORME 1), as the window draws it (draw.c). */
    turtle(x, y, cap, visible, forme) {
      tctx.setTransform(1, 0, 0, 1, 0, 0);
      tctx.clearRect(0, 0, tortue.width, tortue.height);
      if (!visible) return;
      placer(tctx);
      const a = cap * Math.PI / 180, s = Math.sin(a), c = Math.cos(a);
      const point = (f, d) => [x + f * s + d * c, y + f * c - d * s];
      tctx.lineWidth = 1 / vue.zoom;
      if (forme === 1) return tortueVueDeDessus(point);
      tctx.beginPath();
      tctx.moveTo(...point(15, 0));
      tctx.lineTo(...point(-5, -8));
      tctx.lineTo(...point(-5, 8));
      tctx.closePath();
      tctx.fillStyle = 'rgba(51,153,77,0.8)';
      tctx.fill();
      tctx.strokeStyle = 'rgb(0,77,26)';
      tctx.stroke();
    },
  };
  /* The image layer (what the drawing merged of its older items, drawn by
   * Cairo): its pixels, Cairo's ARGB32 (premultiplied, the bytes of a
   * little-endian word: blue, green, red, alpha), made the straight RGBA
   * of an ImageData in a canvas of their own, drawn under the items with
   * the view's transform, echelle pixels a step, (x0, y1) its top-left. */
  let calque = null;
  function peindreCalque(px, w, h, x0, y1, echelle) {
    if (!calque || calque.width !== w || calque.height !== h) {
      calque = document.createElement('canvas');
      calque.width = w;
      calque.height = h;
    }
    const image = new ImageData(w, h), d = image.data;
    for (let i = 0; i < d.length; i += 4) {
      const a = px[i + 3];
      if (a === 0) continue;
      const k = 255 / a;
      d[i] = px[i + 2] * k;
      d[i + 1] = px[i + 1] * k;
      d[i + 2] = px[i] * k;
      d[i + 3] = a;
    }
    calque.getContext('2d').putImageData(image, 0, 0);
    ctx.save();
    ctx.globalCompositeOperation = 'source-over';
    ctx.translate(x0, y1);
    ctx.scale(1 / echelle, -1 / echelle);
    ctx.drawImage(calque, 0, 0);
    ctx.restore();
  }
  function tortueVueDeDessus(point) {
    const disque = (f, d, r) => { const [px, py] = point(f, d); tctx.moveTo(px + r, py); tctx.arc(px, py, r, 0, 2 * Math.PI); };
    tctx.beginPath();
    for (let k = 0; k < 4; k++) disque(k < 2 ? 6 : -6, k % 2 ? 8 : -8, 3);
    disque(12, 0, 4);
    tctx.fillStyle = 'rgb(115,179,77)';
    tctx.fill();
    tctx.beginPath();
    disque(0, 0, 9);
    tctx.fillStyle = 'rgb(51,128,64)';
    tctx.fill();
    tctx.strokeStyle = 'rgb(0,77,26)';
    tctx.stroke();
  }
  globalThis.TortueDessin = TortueDessin;
  TortueDessin.clear(255, 255, 255);
  TortueDessin.turtle(0, 0, 0, 1, 0);   /* waiting at the centre, as it starts */
  /* }================================================================= */

  /* {===================================================================
   * The console
   * =================================================================== */
  const sortie = $('sortie'), ligne = $('ligne'), invite = $('invite'), saisie = $('saisie');
  let capture = null;   /* the text Tortue.run collects, while it runs */

  function ecrire(texte, classe) {
    const dernier = sortie.lastChild;
    if (dernier && dernier.className === (classe || '') && dernier.tagName === 'SPAN') dernier.textContent += texte;
    else {
      const span = document.createElement('span');
      if (classe) span.className = classe;
      span.textContent = texte;
      sortie.appendChild(span);
    }
    sortie.scrollTop = sortie.scrollHeight;
  }
  globalThis.TortueSortie = function (texte, canal) {
    if (canal === 2) { sortie.textContent = ''; return; }   /* the screen cleared */
    if (capture !== null) capture.push(texte);
    ecrire(texte, canal === 1 ? 'erreur' : '');
  };

  /* A line the program reads (LISLISTE, LISCAR, PAUSE, PAS): the console's
   * line, with the program's prompt, while the program waits. */
  let lecture = null;
  globalThis.TortueLis = (texteInvite) => new Promise((ok) => {
    lecture = ok;
    invite.textContent = texteInvite.replace(/ $/, '\u00a0');
    saisie.classList.remove('occupee');
    ligne.disabled = false;
    ligne.focus();
  });
  function lu(texte) {
    const ok = lecture;
    lecture = null;
    ecrire(invite.textContent + (texte === null ? '' : texte) + '\n', 'echo');
    saisie.classList.add('occupee');
    ligne.disabled = true;
    if (ecoute().clavier) dessin.focus({ preventScroll: true });   /* the keys, the program's again */
    ok(texte);
  }

  const historique = JSON.parse(localStorage.getItem('tortue-historique') || '[]');
  let rang = historique.length, brouillon = '';
  function retenir(texte) {
    if (!texte.trim() || historique[historique.length - 1] === texte) return;
    historique.push(texte);
    if (historique.length > 500) historique.splice(0, historique.length - 500);
    localStorage.setItem('tortue-historique', JSON.stringify(historique));
  }

  ligne.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      const texte = ligne.value;
      ligne.value = '';
      retenir(texte);
      rang = historique.length;
      if (lecture) lu(texte);
      else executer([texte], false);
    } else if (e.key === 'ArrowUp' && rang > 0) {
      e.preventDefault();
      if (rang === historique.length) brouillon = ligne.value;
      ligne.value = historique[--rang];
    } else if (e.key === 'ArrowDown' && rang < historique.length) {
      e.preventDefault();
      ligne.value = ++rang === historique.length ? brouillon : historique[rang];
    }
  });
  /* Ctrl-C (when no text is selected) and Escape stop a program, or at
   * the prompt forget the line being typed, as in the terminal. */
  document.addEventListener('keydown', (e) => {
    const ctrlC = e.ctrlKey && (e.key === 'c' || e.key === 'C') && !String(window.getSelection());
    if (!ctrlC && e.key !== 'Escape') return;
    e.preventDefault();
    if (occupe || enTour) arreter();
    else abandonner();
  });
  $('stop').addEventListener('click', () => arreter());
  /* a click beside the drawing gives the console the keys; on the
   * drawing, the drawing takes them (below) */
  $('scene').addEventListener('click', (e) => { if (!occupe && e.target !== dessin) ligne.focus(); });
  /* }================================================================= */

  /* {===================================================================
   * Running lines, one at a time
   * =================================================================== */
  let hote = null;          /* set once the module is ready */
  let occupe = false;
  let file = Promise.resolve();
  let prete;
  const ready = new Promise((ok) => { prete = ok; });
  /* The home folder's files, read from IndexedDB while the prompt already
   * takes input (the module section): lines and uploads wait for them. */
  let lus;
  const fichiersLus = new Promise((ok) => { lus = ok; });

  function etat(enCours) {
    occupe = enCours;
    $('stop').disabled = !enCours;
    saisie.classList.toggle('occupee', enCours);
    ligne.disabled = enCours;
    /* back at the prompt, the console has the keys, unless the drawing
     * has them and the program left actions on keys (QUANDTOUCHE) */
    if (!enCours && !(document.activeElement === dessin && ecoute().clavier)) ligne.focus();
    /* a program started while actions on keys are left (a game chosen
     * after the mouse drawing): the keys are its own at once, as when it
     * asks for them (the host tells only of a change) */
    if (enCours) ecouteChange(ecoute());
  }

  /* The lines run one after the other, echoed as the terminal shows them
   * typed; then the files are written to IndexedDB. */
  async function lancer(lignes, recueillir) {
    await ready;
    await fichiersLus;
    etat(true);
    if (recueillir) capture = [];
    try {
      for (const l of lignes) {
        ecrire(invite.textContent + l + '\n', 'echo');
        const suivante = await hote.ligne(l);
        invite.textContent = suivante.replace(/ $/, '\u00a0');
      }
    } finally {
      const texte = capture ? capture.join('') : '';
      capture = null;
      etat(false);
      await garderFichiers();
      tourEvenements();   /* events the program left, MINUTERIE's next turn */
      return texte;
    }
  }
  function executer(lignes, recueillir) {
    const r = file.then(() => lancer(lignes, recueillir));
    file = r.catch(() => {});
    return r;
  }
  function arreter() {
    if (!hote || !(occupe || enTour)) return;
    hote.arrete();
    if (lecture) lu('');   /* as Ctrl-C ends a read in the terminal */
  }
  function abandonner() {
    ligne.value = '';
    if (!hote) return;
    /* in turn, as a line: the session may be in use (being made) */
    file = file.then(() => hote.annule()).then((p) => { invite.textContent = p.replace(/ $/, '\u00a0'); }, () => {});
  }
  /* }================================================================= */

  /* {===================================================================
   * The mouse and the keys on the canvas, for the program. Each DOM event
   * goes to the interpreter's queue (Module.evenement) with the canvas
   * pixel under the pointer; the program takes it at its next turn. The
   * canvas takes the keys when clicked, by Tab, and when a running
   * program asks for them (LISCAR, TOUCHE?, QUANDTOUCHE: Module.onEcoute);
   * then they are the program's while it runs, and at the prompt when it
   * left actions on keys; otherwise typing on it types in the console.
   * Escape and Ctrl-C still stop, Tab still moves on, and a line a
   * program reads (LISLISTE) is typed in the console. At the prompt the
   * event procedures get their turn (tortue_evenements) when an event
   * comes and when MINUTERIE says: the page never polls.
   * =================================================================== */
  let enTour = false;       /* the prompt's turn runs */
  let tourDemande = false;  /* one is queued */
  let minuterie = null;     /* MINUTERIE's next turn at the prompt */

  const ecoute = () => (hote && Module.ecoute) || { clavier: false, souris: false };
  function pixel(e) {
    const r = dessin.getBoundingClientRect();
    return {
      x: Math.floor((e.clientX - r.left - dessin.clientLeft) * dessin.width / dessin.clientWidth),
      y: Math.floor((e.clientY - r.top - dessin.clientTop) * dessin.height / dessin.clientHeight),
    };
  }
  function donner(e) {
    return hote ? Module.evenement(e) : false;
  }

  dessin.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    dessin.focus({ preventScroll: true });
    dessin.setPointerCapture(e.pointerId);   /* its release too, outside */
    if (donner({ type: 'pointerdown', button: e.button, ...pixel(e) })) tourEvenements();
  });
  dessin.addEventListener('pointerup', (e) => {
    if (donner({ type: 'pointerup', button: e.button, ...pixel(e) })) tourEvenements();
  });
  dessin.addEventListener('pointermove', (e) => {
    if (donner({ type: 'pointermove', ...pixel(e) }) && ecoute().souris) tourEvenements();
  });
  dessin.addEventListener('contextmenu', (e) => e.preventDefault());   /* the right button is BOUTON 2 */
  dessin.addEventListener('keydown', (e) => {
    const raccourci = (e.ctrlKey || e.altKey || e.metaKey) && !e.getModifierState('AltGraph');
    if (e.key === 'Escape' || e.key === 'Tab' || raccourci) return;   /* Stop, the focus, the browser's */
    if (!occupe && !enTour && !ecoute().clavier) {   /* at the prompt: the console's */
      ligne.focus();
      return;
    }
    if (donner({ type: 'keydown', key: e.key })) {
      e.preventDefault();
      tourEvenements();
    }
  });

  /* The program asks for the keys while it runs: the drawing takes them,
   * unless the user types in a field (the examples menu, just used to
   * start the program, would turn its arrows into a change of example). */
  function ecouteChange(ec) {
    const a = document.activeElement;
    const libre = !a || a === document.body || a.tagName === 'SELECT' || a.tagName === 'BUTTON';
    if (ec.clavier && (occupe || enTour) && !lecture && libre) dessin.focus({ preventScroll: true });
  }

  /* The prompt's turn, queued after what runs: the events heard, the
   * event procedures run; then MINUTERIE's next turn planned. A long one
   * may be stopped (the Stop button, Escape). */
  function tourEvenements() {
    if (!hote || occupe || tourDemande) return;
    tourDemande = true;
    file = file.then(tour).catch(() => {});
  }
  async function tour() {
    tourDemande = false;
    if (occupe) return;
    enTour = true;
    const longue = setTimeout(() => { $('stop').disabled = false; }, 250);
    let attente = -1;
    try {
      attente = await hote.evenements();
    } finally {
      clearTimeout(longue);
      enTour = false;
      $('stop').disabled = !occupe;
      if (!occupe && !lecture) {   /* a LISLISTE in an action left it disabled */
        ligne.disabled = false;
        saisie.classList.remove('occupee');
      }
    }
    clearTimeout(minuterie);
    minuterie = attente >= 0 ? setTimeout(tourEvenements, attente) : null;
  }
  /* }================================================================= */

  /* {===================================================================
   * Files: the home folder in IndexedDB; download, upload, the drawings
   * =================================================================== */
  let vus = new Map();   /* name -> mtime, to tell the files a command wrote */

  function listeFichiers() {
    const FS = globalThis.FS || Module.FS;
    const liste = [];
    for (const nom of FS.readdir(HOME)) {
      if (nom === '.' || nom === '..') continue;
      const st = FS.stat(HOME + '/' + nom);
      if (FS.isFile(st.mode)) liste.push({ nom, mtime: +st.mtime, taille: st.size });
    }
    return liste.sort((a, b) => a.nom.localeCompare(b.nom));
  }
  function telecharger(nom) {
    const FS = globalThis.FS || Module.FS;
    const donnees = FS.readFile(HOME + '/' + nom);
    const types = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf' };
    const type = types[(nom.match(/\.(svg|png|pdf)$/i) || [])[1]?.toLowerCase()] || 'application/octet-stream';
    offrir(new Blob([donnees], { type }), nom);
  }
  function offrir(blob, nom) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = nom;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  }
  /* After each command: the files written to IndexedDB, and a drawing
   * SAUVEDESSIN just wrote offered as a download in the console. */
  function garderFichiers() {
    if (!hote) return Promise.resolve();
    for (const f of listeFichiers()) {
      const nouveau = vus.get(f.nom) !== f.mtime;
      vus.set(f.nom, f.mtime);
      if (nouveau && /\.(svg|png|pdf)$/i.test(f.nom)) offrirDessin(f.nom);
    }
    return hote.synchronise();
  }

  function offrirDessin(nom) {
    const a = document.createElement('a');
    a.href = '#';
    a.textContent = `Télécharger ${nom}`;
    a.addEventListener('click', (e) => { e.preventDefault(); telecharger(nom); });
    const span = document.createElement('span');
    span.className = 'note';
    span.append('(', a, ')\n');
    sortie.appendChild(span);
    sortie.scrollTop = sortie.scrollHeight;
  }

  $('telecharger').addEventListener('click', () => {
    if (!hote) return;
    const liste = $('dialogue-liste');
    liste.textContent = '';
    const fichiers = listeFichiers();
    if (fichiers.length === 0) liste.textContent = 'Aucun fichier : SAUVE "nom en écrit un.';
    for (const f of fichiers) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.textContent = `${f.nom} (${f.taille} octets)`;
      b.addEventListener('click', () => { telecharger(f.nom); $('dialogue').hidden = true; });
      li.appendChild(b);
      liste.appendChild(li);
    }
    $('dialogue').hidden = false;
  });
  $('dialogue-fermer').addEventListener('click', () => { $('dialogue').hidden = true; });
  $('charger').addEventListener('click', () => $('choix-fichier').click());
  $('choix-fichier').addEventListener('change', async (e) => {
    const f = e.target.files[0];
    if (!f || !hote) return;
    await fichiersLus;   /* the folder's reading would remove it */
    const FS = globalThis.FS || Module.FS;
    FS.writeFile(HOME + '/' + f.name, new Uint8Array(await f.arrayBuffer()));
    ecrire(`Fichier ${f.name} chargé : RAMENE "${f.name} le lit.\n`, 'note');
    e.target.value = '';
    await garderFichiers();
  });
  $('png').addEventListener('click', () => {
    dessin.toBlob((blob) => { if (blob) offrir(blob, 'dessin.png'); }, 'image/png');
  });
  /* }================================================================= */

  /* {===================================================================
   * The examples menu and the language
   * =================================================================== */
  const exemples = globalThis.TortueExemples || [];
  for (const [i, ex] of exemples.entries()) {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = ex.titre;
    $('exemples').appendChild(o);
  }
  $('exemples').addEventListener('change', (e) => {
    const ex = exemples[Number(e.target.value)];
    e.target.value = '';
    if (!ex || occupe) return;
    const lignes = ex.code.split('\n').filter((l) => l.trim() !== '');
    if ($('langue').value !== 'fr') {   /* the examples are written in French */
      $('langue').value = 'fr';
      lignes.unshift('LANGUE "fr');
    }
    executer(lignes, false);
  });
  $('langue').addEventListener('change', (e) => {
    executer([`LANGUE "${e.target.value}`], false);
  });
  /* }================================================================= */

  /* {===================================================================
   * The module: tortue.js (emscripten's runtime) with tortue.wasm, and the
   * library's files (tortue.data). index.html has the browser fetch all
   * three at once; the .wasm is compiled as it arrives (compiler), while
   * tortue.js loads; the home folder is read from IndexedDB as soon as the
   * runtime is there (preInit), during the compilation, and the prompt
   * does not wait for it; the session (primitives, vocabulary) is made
   * just after the prompt shows, before anyone has typed a line.
   * =================================================================== */
  function compiler() {
    return fetch('tortue.wasm', { credentials: 'same-origin' }).then((r) => {
      if (!r.ok) throw new Error(`tortue.wasm : ${r.status} ${r.statusText}`);
      /* compiled while it downloads, when the server says what it is
       * (python3 -m http.server does); otherwise from its bytes */
      const type = r.headers.get('Content-Type') || '';
      if (WebAssembly.compileStreaming && type.startsWith('application/wasm')) return WebAssembly.compileStreaming(r);
      return r.arrayBuffer().then((octets) => WebAssembly.compile(octets));
    });
  }
  const Module = globalThis.Module = globalThis.Module || {};
  Module.instantiateWasm = (imports, recevoir) => {
    compilation.then((m) => WebAssembly.instantiate(m, imports).then((instance) => {
      marque('wasm');
      recevoir(instance, m);
    })).catch((e) => ecrire(`Tortue ne se charge pas (${e}) : construire avec tools/web.sh.\n`, 'erreur'));
    return {};   /* the exports come through recevoir */
  };
  Module.preInit = (Module.preInit || []).concat(() => {
    const FS = Module.FS || globalThis.FS;
    try { FS.mkdir(HOME); } catch (e) { /* there already */ }
    FS.mount(Module.IDBFS || globalThis.IDBFS, {}, HOME);
    marque('fichiers');
    const fini = (err) => {
      if (err) ecrire(`Les fichiers gardés n'ont pas pu être relus (${err}).\n`, 'erreur');
      for (const f of listeFichiers()) vus.set(f.nom, f.mtime);
      marque('fichiers-lus');
      lus();
    };
    /* A browser that never kept a file for this page has no base yet:
     * nothing to read, and making it (a slow first write to the browser's
     * storage) waits for the first command's files */
    const base = indexedDB.databases ? indexedDB.databases().then((l) => l.some((b) => b.name === HOME), () => true)
      : Promise.resolve(true);
    base.then((existe) => { if (existe) FS.syncfs(true, fini); else fini(null); });
    if (Module.ENV) Module.ENV.HOME = HOME;
  });
  Module.print = (t) => globalThis.TortueSortie(t + '\n', 0);
  Module.printErr = (t) => globalThis.TortueSortie(t + '\n', 1);
  Module.onRuntimeInitialized = () => {
    marque('runtime');
    const FS = Module.FS || globalThis.FS;
    FS.chdir(HOME);
    hote = {
      ligne: (l) => Module.ccall('tortue_ligne', 'string', ['string'], [l], { async: true }),
      arrete: () => Module._tortue_arrete(),
      evenements: () => Module.ccall('tortue_evenements', 'number', [], [], { async: true }),
      annule: () => Promise.resolve(Module.ccall('tortue_annule', 'string', [], [])),
      synchronise: () => new Promise((ok) => FS.syncfs(false, (err) => {
        if (err) ecrire(`Les fichiers n'ont pas pu être gardés (${err}).\n`, 'erreur');
        ok();
      })),
    };
    Module.onEcoute = ecouteChange;
    $('chargement').hidden = true;
    etat(false);
    marque('ready');
    prete();
    file = file.then(() => hote.annule()).then(() => marque('session'), () => {});
  };
  /* Offline: the service worker (hors-ligne.js) keeps the page's files.
   * It is registered once the page has settled (the prompt there, the
   * files read, the session made) and a moment after: its download of the
   * files and writing them to the browser's storage would otherwise slow
   * down the first reading of the IndexedDB folder. Browsers have none on
   * plain http from an address other than localhost: the page then needs
   * its server at each load. */
  Promise.all([ready, fichiersLus]).then(() => file).then(() => setTimeout(horsLigne, 1000));
  function horsLigne() {
    if (!('serviceWorker' in navigator)) return;
    const avant = navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (avant) ecrire('Une nouvelle version de Tortue est installée : elle servira au prochain chargement de la page.\n', 'note');
    });
    navigator.serviceWorker.register('hors-ligne.js')
      .catch((e) => console.warn(`Tortue ne sera pas disponible hors ligne : ${e}`));
  }
  const script = document.createElement('script');
  script.src = 'tortue.js';
  marque('module');
  script.onerror = () => ecrire('Tortue ne se charge pas : tortue.js manque (construire avec tools/web.sh).\n', 'erreur');
  document.body.appendChild(script);

  window.Tortue = {
    ready,
    run: (code) => executer(String(code).replace(/\r?\n$/, '').split(/\r?\n/), true),
    stop: arreter,
    busy: () => occupe,
  };
  /* }================================================================= */
})();
