// No raw failures: the page paints before the wasm arrives, a crashed worker is reported and
// restarted, and the page works offline once loaded (a service worker, under a sub-path).

import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { after, describe, test } from 'node:test';
import {
  DIST,
  loadBoard,
  openPlayground,
  playgroundWithServiceWorker,
  screenshot,
  selectTab,
  servedPlayground,
} from './support.mjs';

const env = servedPlayground();

describe('resilience', () => {
  test('the page paints first; the wasm and the worker load meanwhile', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    t.after(() => context.close());
    // The wasm is held back for 1.5 s and until the worker script has been asked for: a page
    // that waited for its wasm before starting the worker would leave it held (20 s at most).
    // The checks below are about order, not speed, so a busy machine cannot fail them.
    const requested = {};
    let workerAskedFor;
    const workerSeen = new Promise((resolve) => {
      workerAskedFor = resolve;
    });
    let wasmReleased;
    await context.route('**/npuzzle_bg.wasm', async (route) => {
      const atMost = new Promise((resolve) => setTimeout(resolve, 20_000));
      await Promise.all([new Promise((resolve) => setTimeout(resolve, 1500)), Promise.race([workerSeen, atMost])]);
      wasmReleased ??= Date.now();
      await route.continue();
    });
    context.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop();
      requested[name] ??= Date.now();
      if (name === 'worker.js') workerAskedFor();
    });
    const page = await context.newPage();
    await page.goto(env.server.url, { waitUntil: 'commit' });
    // Painted while the wasm is still on its way: the page is there, the board a placeholder.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    assert.equal(await page.getAttribute('main', 'data-ready'), 'false');
    assert.equal(await page.getAttribute('#board-frame', 'data-placeholder'), 'true');
    assert.ok(await page.isVisible('h1'));
    const paintedAt = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    await page.waitForSelector('main[data-ready="true"]');
    const wasm = await page.evaluate(() =>
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('npuzzle_bg.wasm')),
    );
    console.log(
      `first paint at ${paintedAt.toFixed(0)} ms; the wasm arrived at ${wasm.responseEnd.toFixed(0)} ms (delayed 1.5 s)`,
    );
    assert.ok(paintedAt < wasm.responseEnd, 'painted before the wasm arrived');
    // The worker was started without waiting for the page's wasm.
    assert.ok(requested['worker.js'] < wasmReleased, 'the worker was requested while the wasm was held back');
    await page.waitForSelector('#status[data-source="worker"][data-state="solvable"]');
  });

  test('a crashed worker is reported, restarted, and the page goes on', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await page.click('button[data-preset="korf-1"]');
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'bfs');
    await page.click('#solve');
    await page.waitForSelector('#solve-progress [data-fact="expanded"]');
    // An uncaught error inside the worker, mid-search.
    const [worker] = page.workers();
    await worker.evaluate(() => {
      setTimeout(() => {
        throw new Error('simulated crash');
      });
    });
    await page.waitForSelector('#notices .notice[data-kind="error"]');
    assert.match(
      await page.textContent('#notices .notice[data-kind="error"]'),
      /The solver worker failed \(.*simulated crash.*\); it has been restarted\./,
    );
    await page.waitForSelector('#solve-status[data-state="error"]');
    assert.match(await page.textContent('#solve-status'), /simulated crash/);
    assert.equal(await page.getAttribute('main', 'data-worker-restarts'), '1');
    await screenshot(page, 'worker-crash');

    // The new worker answers.
    await loadBoard(page, '1 2 3\n4 5 6\n0 7 8');
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'astar');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]');
    assert.match(await page.textContent('#solve-status'), /^Solved: \d+ moves, optimal\.$/);
    assert.deepEqual(
      page.problems.filter((problem) => !problem.includes('simulated crash')),
      [],
    );
  });

  test('works offline once loaded, from a service worker scoped to the sub-path', async (t) => {
    const { page, url, goOffline } = await playgroundWithServiceWorker(t, env.browser);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, url);

    // The server goes away; a reload still works, wasm, worker and all.
    await goOffline();
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    await loadBoard(page, '1 2 3\n4 5 6\n7 0 8');
    await selectTab(page, 'solve');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]');
    assert.equal(await page.textContent('#solve-status'), 'Solved: 1 move, optimal.');
    const failed = page.problems.filter((p) => !p.startsWith('console error: Failed to load resource'));
    assert.deepEqual(failed, []);
  });

  test('the service worker caches every file the page is made of', async () => {
    const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
    const listed = new Set([...sw.matchAll(/'((?:www\/)?[\w./-]+\.(?:js|css|svg|wasm|html|png|webmanifest))'/g)].map((m) => m[1]));
    const needed = [
      'index.html',
      'npuzzle.js',
      'npuzzle_bg.wasm',
      'npuzzle_full.js',
      'npuzzle_full_bg.wasm',
      ...(await readdir(join(DIST, 'www'), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && entry.name !== 'sw.js')
        .map((entry) => relative(DIST, join(entry.parentPath, entry.name))),
    ];
    for (const file of needed) assert.ok(listed.has(file), `sw.js caches ${file}`);
  });
});
