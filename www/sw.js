// The service worker: the playground keeps working offline once it has loaded.
//
// Trunk copies this file to the root of dist/ (next to index.html), so its scope is the
// directory the page is served from, such as /npuzzle/. Every request is tried on the network
// first, so a new build is picked up at once; the cached copy answers when the network fails.

const CACHE = 'npuzzle-v1';
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// Everything the page needs, relative to the scope. Kept in step with www/ by an e2e test.
const FILES = [
  './',
  'index.html',
  'embed.html',
  'npuzzle.js',
  'npuzzle_bg.wasm',
  'www/app.js',
  'www/bench.html',
  'www/bench.js',
  'www/board/board-controls.js',
  'www/board/board-painter.js',
  'www/board/board-view.js',
  'www/board/board.js',
  'www/board/figures.js',
  'www/board/painters.js',
  'www/board/picture.js',
  'www/board/solution-strip.js',
  'www/catalog.js',
  'www/dom.js',
  'www/embed.js',
  'www/favicon.svg',
  'www/icon-192.png',
  'www/icon-512.png',
  'www/manifest.webmanifest',
  'www/n-puzzle.js',
  'www/palette-dark.css',
  'www/puzzle-element.js',
  'www/runtime.js',
  'www/session/search-record.js',
  'www/session/session.js',
  'www/session/settings.js',
  'www/session/worker-client.js',
  'www/style.css',
  'www/tabs.js',
  'www/views.js',
  'www/views/compare.js',
  'www/views/search-lane.js',
  'www/views/search-tree.js',
  'www/views/search-view.js',
  'www/views/search-why.js',
  'www/views/solve-panel.js',
  'www/views/step-player.js',
  'www/widget.css',
  'www/workers/database-sourcing.js',
  'www/workers/database-store.js',
  'www/workers/failures.js',
  'www/workers/helper-lending.js',
  'www/workers/pdb-download.js',
  'www/workers/pdb-part-worker.js',
  'www/workers/scheduling.js',
  'www/workers/search-part-worker.js',
  'www/workers/search-recording.js',
  'www/workers/searches.js',
  'www/workers/tree-layout-worker.js',
  'www/workers/tree-layout.js',
  'www/workers/worker-url.js',
  'www/workers/worker.js',
];

const SCOPE = new URL('./', sw.location.href);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(FILES.map((file) => new URL(file, SCOPE).href));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      // What an earlier version kept beyond the files listed now goes too.
      const cache = await caches.open(CACHE);
      for (const request of await cache.keys()) if (!KEPT.has(request.url)) await cache.delete(request);
      await sw.clients.claim();
    })(),
  );
});

// The prebuilt pattern databases (the core's SERVED_DIR, 5.8 or 57.7 MB a set, fetched by the
// solver worker when a 4x4 solve needs them) pass by this worker: the solver worker keeps the
// checked bytes in IndexedDB, which serves later visits and offline use, so a second copy here
// would only double the storage.
const SERVED_DATABASES = new URL('pdb/', SCOPE).href;

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE.href)) return;
  if (request.url.startsWith(SERVED_DATABASES)) return;
  event.respondWith(networkFirst(request));
});

// The cache holds one copy of each listed file and nothing else: a response is kept under its
// URL without the query (every ?board=... of a page is one entry), and only for a listed file,
// so distinct URLs cannot grow it.
const KEPT = new Set(FILES.map((file) => new URL(file, SCOPE).href));

function cacheKey(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  return KEPT.has(url.href) ? url.href : null;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const key = cacheKey(request);
    if (key && response.ok && response.type === 'basic') await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    if (request.mode === 'navigate') {
      const page = await cache.match(new URL('index.html', SCOPE).href);
      if (page) return page;
    }
    throw error;
  }
}
