// The prebuilt pattern databases `make build` puts in dist/pdb/ (scripts/prebuilt-databases.sh):
// a first visit downloads them instead of building them, with its progress in bytes, and keeps
// them in IndexedDB (which serves later visits, offline too; the service worker keeps no copy);
// a file that is missing or damaged is refused and the databases are built, the user told why
// in one line; the widget on another origin downloads them from its own site. (Functional checks; the time to a first answer is measured by
// `make bench-browser`, BENCHMARKS.md.)

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  DIST,
  korf12,
  openPlayground,
  playgroundWithServiceWorker,
  serveStatic,
  servedPlayground,
  storedKeys,
  textOf,
  waitForStored,
  watchProblems,
} from './support.mjs';

const env = servedPlayground();
const FILE = 'pdb/pdb-v3-6-6-3-blank0.bin'; // Korf's #12 has the blank-first goal
const STRONGER = 'pdb/pdb-v3-7-7-1-blank0.bin';
// The memory budget (README, "Memory"): at most 64 MB of wasm memory per instance. An instance
// never gives memory back, so its size now is its peak.
const MAX_MEMORY = 64 * 2 ** 20;

/** The wasm memory of the page's solver worker's largest instance (of the first module and the full one), in bytes. */
function workerMemory(page) {
  return page.evaluate(async () => {
    const { sharedWorker } = await import('./www/runtime.js');
    return Math.max(...(await sharedWorker().call('instanceMemoryBytes')));
  });
}

/** The wasm memory of every instance: the solver worker's (its first module's, its full one's), then its search helpers'. */
async function everyMemory(page) {
  const { worker, helpers } = await page.evaluate(async () => {
    const { sharedWorker } = await import('./www/runtime.js');
    return { worker: await sharedWorker().call('instanceMemoryBytes'), helpers: await sharedWorker().call('helpers') };
  });
  const names = ['the worker\'s first instance', 'the worker\'s full instance'];
  return [...worker.map((bytes, at) => [names[at], bytes]), ...helpers.map((helper, at) => [`helper ${at + 1}`, helper.memoryBytes])];
}

/** Asserts every instance's wasm memory is within the budget, saying which is not. */
async function assertWithinBudget(page, when) {
  const memory = await everyMemory(page);
  console.log(`wasm memory ${when}: ${memory.map(([which, bytes]) => `${which} ${(bytes / 2 ** 20).toFixed(1)}`).join(', ')} MB`);
  for (const [which, bytes] of memory) assert.ok(bytes <= MAX_MEMORY, `${which}'s wasm memory ${when}: ${bytes} bytes`);
}

/** Every phase the databases' progress bar shows after the click on Solve, in order. */
async function watchPhases(page) {
  const phases = [];
  await page.exposeFunction('recordPhase', (phase) => {
    if (phases.at(-1) !== phase) phases.push(phase);
  });
  await page.evaluate(() => {
    new MutationObserver(() => {
      const bar = document.getElementById('solve-databases');
      if (bar && !bar.hidden) window.recordPhase(bar.dataset.phase);
    }).observe(document.body, { attributes: true, subtree: true });
  });
  return phases;
}

/** The fact the solve's statistics show about the databases. */
function databasesFact(page) {
  return textOf(page, '#solve-stats [data-fact="databases"] dd');
}

/** Solves Korf's #12 on a first visit whose prebuilt file `serve(route)` answers. */
async function firstVisit(serve) {
  const page = await openPlayground(env.browser, env.server.url, {}, (context) => context.route(`**/${FILE}`, serve));
  await korf12(page);
  const phases = await watchPhases(page);
  await page.click('#solve');
  await page.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
  assert.equal(await textOf(page, '#solve-status'), 'Solved: 45 moves, optimal.');
  return { page, phases };
}

describe('prebuilt pattern databases', () => {
  test('a first visit downloads them: no build, an optimal answer, stored for the next visit', async (t) => {
    const requests = [];
    const { page, phases } = await firstVisit((route) => {
      requests.push(route.request().url());
      return route.continue();
    });
    t.after(() => page.context().close());
    console.log(`first visit, Korf #12: ${await databasesFact(page)}; phases ${phases.join(', ')}`);
    assert.equal(await page.getAttribute('#solve-stats', 'data-databases'), 'served');
    assert.match(await databasesFact(page), /^6-6-3, downloaded prebuilt in /);
    assert.ok(!phases.includes('building'), `no build: ${phases}`);
    // Fetched once, relative to the page (served under /npuzzle/ here).
    assert.deepEqual(requests, [`${env.server.url}${FILE}`]);

    // Kept in IndexedDB (the write is not awaited by the solve): the next visit loads them
    // from there, without fetching them again.
    await waitForStored(page, 'pdb-v3/6-6-3/0');
    const next = await page.context().newPage();
    await next.goto(env.server.url);
    await next.waitForSelector('main[data-ready="true"]');
    await korf12(next);
    await next.click('#solve');
    await next.waitForSelector('#solve-status[data-state="solved"]');
    assert.equal(await next.getAttribute('#solve-stats', 'data-databases'), 'cache');
    assert.equal(requests.length, 1);
    assert.deepEqual(page.problems, []);
  });

  test('cancel during the download stops it and keeps nothing; the next solve downloads afresh', async (t) => {
    let held = true; // the first request is answered only after the cancel
    const release = [];
    const page = await openPlayground(env.browser, env.server.url, {}, (context) =>
      context.route(`**/${FILE}`, (route) => {
        if (!held) return route.continue();
        release.push(() => route.continue().catch(() => {})); // aborted by then: nothing to answer
        return undefined;
      }),
    );
    t.after(() => page.context().close());
    await korf12(page);
    await page.click('#solve');
    await page.waitForSelector('#solve-databases[data-phase="downloading"]:not([hidden])');
    assert.match(await textOf(page, '#solve-databases label'), /^Downloading pattern databases/);
    await page.click('#cancel');
    await page.waitForSelector('#solve-status[data-state="cancelled"]');
    assert.match(await textOf(page, '#solve-status'), /pattern databases/);
    held = false;
    for (const answer of release) answer();
    assert.deepEqual(await storedKeys(page), []);

    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
    assert.equal(await page.getAttribute('#solve-stats', 'data-databases'), 'served');
    assert.deepEqual(page.problems, []);
  });

  test('a damaged file is refused and the databases are built, the user told why', async (t) => {
    const bytes = await readFile(join(DIST, FILE));
    bytes[bytes.length >> 1] ^= 1; // one bit of one entry: the checksum catches it
    const { page, phases } = await firstVisit((route) =>
      route.fulfill({ status: 200, contentType: 'application/octet-stream', body: bytes }),
    );
    t.after(() => page.context().close());
    const fact = await databasesFact(page);
    console.log(`damaged prebuilt file: ${fact}; phases ${phases.join(', ')}`);
    assert.deepEqual(phases.slice(-2), ['downloading', 'building']);
    assert.equal(await page.getAttribute('#solve-stats', 'data-databases'), 'built');
    assert.match(fact, /^6-6-3, built in .*\(The prebuilt pattern databases could not be used \(the pattern databases are damaged: .*\), so they are built here\.\)$/);
    assert.deepEqual(page.problems, []);
  });

  test('a missing file (404) or one cut short falls back to the build, saying so', async (t) => {
    const missing = await firstVisit((route) => route.fulfill({ status: 404, body: 'not here' }));
    t.after(() => missing.page.context().close());
    assert.equal(await missing.page.getAttribute('#solve-stats', 'data-databases'), 'built');
    assert.match(await databasesFact(missing.page), /could not be used \(the site answered 404/);
    // The 404 was deliberate; nothing else went wrong.
    assert.deepEqual(missing.page.problems.filter((problem) => !problem.includes(FILE)), []);

    const bytes = await readFile(join(DIST, FILE));
    const short = await firstVisit((route) => route.fulfill({ status: 200, body: bytes.subarray(0, 1_000_000) }));
    t.after(() => short.page.context().close());
    assert.equal(await short.page.getAttribute('#solve-stats', 'data-databases'), 'built');
    assert.match(await databasesFact(short.page), /could not be used \(the pattern databases are damaged/);
    assert.deepEqual(short.page.problems, []);
  });

  test('offline, a later visit solves from the stored set; the service worker keeps no copy', async (t) => {
    const { page, url, goOffline } = await playgroundWithServiceWorker(t, env.browser);
    await korf12(page);
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
    assert.equal(await page.getAttribute('#solve-stats', 'data-databases'), 'served');
    await waitForStored(page, 'pdb-v3/6-6-3/0');
    const cached = await page.evaluate(async () => {
      const urls = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    assert.ok(cached.length > 0 && !cached.some((url) => url.includes('/pdb/')), `cached: ${cached.join(', ')}`);

    // A new page, its worker fresh (a reload would solve at once, restoring the URL's solution).
    await goOffline();
    const next = watchProblems(await page.context().newPage());
    await next.goto(url);
    await next.waitForSelector('main[data-ready="true"]');
    await korf12(next);
    await next.click('#solve');
    await next.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
    assert.equal(await next.getAttribute('#solve-stats', 'data-databases'), 'cache');
    for (const tab of [page, next]) {
      const failed = tab.problems.filter((p) => !p.startsWith('console error: Failed to load resource'));
      assert.deepEqual(failed, []);
    }
  });

  test('<n-puzzle> on a page from another origin downloads them from its own site', async (t) => {
    // The widget's files from their own server, with CORS as GitHub Pages sends it.
    const widgetServer = await serveStatic(DIST, '/npuzzle/', { 'access-control-allow-origin': '*' });
    t.after(() => widgetServer.close());
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Host</title>
      <script type="module" src="${widgetServer.url}www/n-puzzle.js"></script></head><body>
      <n-puzzle board="14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15" goal="blank-first"
        algorithm="idastar" heuristic="pdb" controls="solve,step"></n-puzzle></body></html>`;
    const host = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
    t.after(() => new Promise((resolve) => host.close(resolve)));
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    t.after(() => context.close());
    const requests = [];
    context.on('request', (request) => {
      if (request.url().includes('/pdb/')) requests.push(request.url());
    });
    const page = watchProblems(await context.newPage());
    await page.goto(`http://127.0.0.1:${host.address().port}/notes.html`);
    const widget = page.locator('n-puzzle');
    await widget.and(page.locator('[data-state="ready"]')).waitFor();
    await widget.locator('button[data-action="solve"]').click();
    await widget.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
    const fact = async (name) => (await widget.locator(`.facts:not(.progress) [data-fact="${name}"] dd`).textContent()).trim();
    assert.equal(await fact('length'), '45 moves');
    assert.equal(await fact('optimal'), 'yes');
    assert.match(await fact('databases'), /^6-6-3, downloaded prebuilt in /);
    // The 6-6-3 set first; the stronger 7-7-1 one once the search on 6-6-3 has started, if by now.
    assert.equal(requests[0], `${widgetServer.url}${FILE}`);
    assert.deepEqual(requests.slice(1), requests.length > 1 ? [`${widgetServer.url}${STRONGER}`] : []);
    assert.deepEqual(page.problems, []);
  });

  test('when 7-7-1 cannot be had, it is asked for once and 6-6-3 goes on with its direct tables', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {}, (context) =>
      context.route(`**/${STRONGER}`, (route) => route.fulfill({ status: 404, body: 'not here' })),
    );
    t.after(() => page.context().close());
    const asked = [];
    page.on('request', (request) => {
      if (request.url().endsWith(STRONGER)) asked.push(request.url());
    });
    const refused = page.waitForEvent('requestfinished', {
      predicate: (request) => request.url().endsWith(STRONGER),
      timeout: 60_000,
    });
    await korf12(page);
    for (let solve = 0; solve < 3; solve += 1) {
      await page.click('#solve');
      await page.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
      assert.equal(await textOf(page, '#solve-status'), 'Solved: 45 moves, optimal.');
      assert.equal(await textOf(page, '#solve-stats [data-fact="heuristic"] dd'), 'Pattern database');
      if (solve === 0) await refused;
    }
    assert.equal(asked.length, 1, `7-7-1 asked for ${asked.length} times`);
    // Withheld while 7-7-1 was coming (the first solve), the direct tables of 6-6-3 (16.5 MB
    // beside its 5.8 MB) are made once it is known not to come.
    const memory = await workerMemory(page);
    assert.ok(memory > 20 * 2 ** 20 && memory <= MAX_MEMORY, `the worker's wasm memory: ${memory} bytes`);
  });

  test('after a first answer the stronger 7-7-1 set is downloaded, later solves look it up, memory within the budget', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    const expanded = async () => Number((await textOf(page, '#solve-stats [data-fact="expanded"] dd')).replace(/\D/g, ''));
    const heuristic = () => textOf(page, '#solve-stats [data-fact="heuristic"] dd');
    await korf12(page);
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
    assert.equal(await heuristic(), 'Pattern database');
    const quick = await expanded();

    // Fetched beside the page once the answer is shown, then stored (57.7 MB).
    await waitForStored(page, 'pdb-v3/7-7-1/0', 120_000);
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]');
    assert.equal(await textOf(page, '#solve-status'), 'Solved: 45 moves, optimal.');
    assert.equal(await heuristic(), 'Pattern database (7-7-1)');
    const strong = await expanded();
    console.log(`Korf #12: ${quick} nodes with 6-6-3, ${strong} with 7-7-1`);
    assert.ok(strong < quick, `${strong} nodes with 7-7-1, ${quick} with 6-6-3`);
    // Within the budget though they held 6-6-3 first: their peaks, with 7-7-1 (57.7 MB) loaded.
    await assertWithinBudget(page, 'after the upgrade');

    // A returning visitor's first solve loads the stronger set from IndexedDB.
    const next = await page.context().newPage();
    await next.goto(env.server.url);
    await next.waitForSelector('main[data-ready="true"]');
    await korf12(next);
    await next.click('#solve');
    await next.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
    assert.equal(await next.getAttribute('#solve-stats', 'data-databases'), 'cache');
    assert.equal(await textOf(next, '#solve-stats [data-fact="heuristic"] dd'), 'Pattern database (7-7-1)');
    await assertWithinBudget(next, 'on the returning visit');
    assert.deepEqual(page.problems, []);
  });
});
