// The service worker: the site's pages keep working offline once they have been visited.
//
// Trunk copies this file to the root of dist/ (next to index.html), so its scope is the
// directory the site is served from, such as /npuzzle/. Every request is tried on the network
// first, so a new build is picked up at once; the cached copy answers when the network fails.
// The playground and the widget (FILES) are cached whole when the worker installs; any other
// page of the site (the examples, the book) with everything it loaded, as it is visited (each
// page tells the worker what it was made of: www/runtime.js, keepOffline). A page never visited
// is answered, offline, by offline.html, which says so. A language's catalogue is kept once
// fetched (CATALOGUES).

const CACHE = 'npuzzle-v1';
// The site's other pages and their files, as visited: at most VISITED_MOST entries (the oldest
// go first), so a host that answers any path cannot grow it without end.
const VISITED = 'npuzzle-visited-v1';
const VISITED_MOST = 300;
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// Everything the page needs, relative to the scope. Kept in step with www/ by an e2e test.
const FILES = [
  './',
  'index.html',
  'embed.html',
  'offline.html',
  'npuzzle.js',
  'npuzzle_bg.wasm',
  'npuzzle_full.js',
  'npuzzle_full_bg.wasm',
  'www/app.js',
  'www/bench.html',
  'www/bench.js',
  'www/board/board-controls.js',
  'www/board/board-painter.js',
  'www/board/board-view.js',
  'www/board/board.js',
  'www/board/explain-overlay.js',
  'www/board/figures.js',
  'www/board/game-bar.js',
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
  'www/session/explainer.js',
  'www/session/game.js',
  'www/session/catalogues.js',
  'www/session/language.js',
  'www/session/par.js',
  'www/session/records.js',
  'www/session/search-record.js',
  'www/session/session.js',
  'www/session/settings.js',
  'www/session/storage.js',
  'www/session/worker-client.js',
  'www/style.css',
  'www/tabs.js',
  'www/views.js',
  'www/views/check-shell.js',
  'www/views/check-work.js',
  'www/views/compare.js',
  'www/views/lab-histogram.js',
  'www/views/lab.js',
  'www/views/play.js',
  'www/views/exercise.js',
  'www/views/search/search-controls.js',
  'www/views/search/search-lane.js',
  'www/views/search/search-tree.js',
  'www/views/search/tree-focus.js',
  'www/views/search/tree-render.js',
  'www/views/search/search-view.js',
  'www/views/search/search-why.js',
  'www/views/search/student-search.js',
  'www/views/solve-panel.js',
  'www/views/step-player.js',
  'www/views/terms.js',
  'www/widget.css',
  'www/words.js',
  'www/workers/databases/database-build.js',
  'www/workers/databases/database-sourcing.js',
  'www/workers/databases/database-store.js',
  'www/workers/failures.js',
  'www/workers/full-core.js',
  'www/workers/searches/helper-lending.js',
  'www/workers/checks.js',
  'www/workers/lab.js',
  'www/workers/databases/pdb-download.js',
  'www/workers/pdb-part-worker.js',
  'www/workers/scheduling.js',
  'www/workers/search-part-worker.js',
  'www/workers/searches/search-recording.js',
  'www/workers/searches/search-upgrade.js',
  'www/workers/searches/searches.js',
  'www/workers/tree-layout-worker.js',
  'www/workers/tree-layout.js',
  'www/workers/wasm-memory.js',
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
      for (const name of await caches.keys()) if (name !== CACHE && name !== VISITED) await caches.delete(name);
      // What an earlier version kept beyond the files listed now goes too.
      const cache = await caches.open(CACHE);
      for (const request of await cache.keys()) if (!KEPT.has(request.url) && !isCatalogue(request.url)) await cache.delete(request);
      await sw.clients.claim();
    })(),
  );
});

// The prebuilt pattern databases (the core's SERVED_DIR, 5.8 or 57.7 MB a set, fetched by the
// solver worker when a 4x4 solve needs them) pass by this worker: the solver worker keeps the
// checked bytes in IndexedDB, which serves later visits and offline use, so a second copy here
// would only double the storage.
const SERVED_DATABASES = new URL('pdb/', SCOPE).href;

// A language's catalogue (locales/{tag}.ftl), fetched when a reader chooses it: kept with the
// playground's files once fetched, so the languages visited work offline (an English visit
// fetches none).
const CATALOGUES = new URL('locales/', SCOPE).href;
const isCatalogue = (/** @type {string} */ url) => url.startsWith(CATALOGUES) && url.endsWith('.ftl');

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !cacheKey(request.url)) return;
  event.respondWith(networkFirst(request));
});

// A page says what it was made of (keepOffline): whatever of it is not cached yet is fetched
// and kept, so that the page a visitor saw first comes back offline too.
sw.addEventListener('message', (event) => {
  const { data } = event;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(keepAll(data.urls.slice(0, VISITED_MOST).filter((url) => typeof url === 'string')));
});

async function keepAll(urls) {
  for (const key of new Set(urls.map(cacheKey))) {
    if (!key || (await caches.match(key))) continue;
    try {
      await keep(key, await fetch(key));
    } catch {
      // offline again, or gone: kept on a later visit
    }
  }
}

const KEPT = new Set(FILES.map((file) => new URL(file, SCOPE).href));

/**
 * What a response is cached under: its URL without the query (every ?board=... of a page is
 * one entry) nor the hash; null for what is not the site's (another origin, outside the scope)
 * or passes by (the pattern databases).
 */
function cacheKey(address) {
  let url;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  url.search = '';
  url.hash = '';
  if (!url.href.startsWith(SCOPE.href) || url.href.startsWith(SERVED_DATABASES)) return null;
  return url.href;
}

/**
 * Keeps `response` under `key`: the listed files and the catalogues in CACHE, any other of the
 * site's in VISITED.
 */
async function keep(key, response) {
  if (!response.ok || response.type !== 'basic' || response.redirected) return;
  if (KEPT.has(key) || isCatalogue(key)) {
    await (await caches.open(CACHE)).put(key, response);
    return;
  }
  const visited = await caches.open(VISITED);
  await visited.put(key, response);
  const keys = await visited.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - VISITED_MOST))) await visited.delete(old);
}

async function networkFirst(request) {
  const key = /** @type {string} */ (cacheKey(request.url));
  try {
    const response = await fetch(request);
    await keep(key, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    if (request.mode === 'navigate') {
      const offline = await offlinePage();
      if (offline) return offline;
    }
    throw error;
  }
}

/**
 * offline.html for a page never visited, at that page's address: a <base> makes its links and
 * styles resolve from the site's root, wherever it is shown.
 */
async function offlinePage() {
  const page = await caches.match(new URL('offline.html', SCOPE).href);
  if (!page) return null;
  const html = (await page.text()).replace(/<head[^>]*>/i, (head) => `${head}<base href="${SCOPE.href}">`);
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
