/* hors-ligne.js -- Tortue's service worker: once the page has been loaded,
 * it loads and runs again without the server (the class's network gone,
 * the teacher's laptop closed).
 *
 * tools/web-page.py copies it into web/dist, writing in VERSION (a hash of
 * the page's files as built) and FICHIERS (those files). A new build is a
 * new VERSION, so the browser installs this worker again: the files are
 * then fetched into a new cache and the old one is deleted. Until then
 * every file comes from the same cache, so that a page never mixes two
 * builds (a tortue.js of one and a tortue.wasm of another).
 *
 * The page registers it (page.js) where the browser allows service
 * workers: https, or http from localhost / 127.0.0.1. On plain http from
 * another address (a server on the school's network) there is none: the
 * page works, but only while the server answers. Nothing is fetched from
 * anywhere but the page's own server. */
'use strict';

const VERSION = '@VERSION@';
const FICHIERS = '@FICHIERS@';
/* one cache a page: another Tortue on the same server, in another folder,
 * keeps its own */
const PREFIXE = 'tortue ' + self.registration.scope + ' ';
const CACHE = PREFIXE + VERSION;

self.addEventListener('install', (e) => {
  /* 'no-cache': the server is asked whether each file changed, so that the
   * browser's HTTP cache cannot hand back a file of the build before */
  e.waitUntil(caches.open(CACHE)
    .then((c) => c.addAll(FICHIERS.map((f) => new Request(f, { cache: 'no-cache' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((noms) => Promise.all(noms.filter((n) => n.startsWith(PREFIXE) && n !== CACHE)
      .map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

/* The page's files from the cache; anything else (a file the build does
 * not list) from the server, as without this worker. */
self.addEventListener('fetch', (e) => {
  const r = e.request;
  if (r.method !== 'GET' || new URL(r.url).origin !== self.location.origin) return;
  e.respondWith(caches.open(CACHE)
    .then((c) => c.match(r, { ignoreSearch: true }))
    .then((trouve) => trouve || fetch(r)));
});
