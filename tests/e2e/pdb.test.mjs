// The 15-puzzle's pattern databases in the browser, on a site that does not serve them prebuilt
// (withoutPrebuilt; prebuilt.test.mjs covers the download): built once in the worker behind a labelled
// progress bar, kept in IndexedDB so the next visit starts at once, dropped on cancel, within
// the memory budget, built anyway without IndexedDB, and rebuilt when the stored bytes are
// damaged. The last three go through the benchmark page (www/bench.html), which reports the
// worker's memory and the databases' source, and takes the quick 5-5-5 partition.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { korf12, openPlayground, servedPlayground, storedKeys, textOf, waitForStored, watchProblems, withoutPrebuilt } from './support.mjs';

const env = servedPlayground();

const MAX_MEMORY = 64 * 2 ** 20;
const LABEL = 'Building pattern databases (once; cached for next time)';

async function fact(page, key) {
  return textOf(page, `#solve-stats [data-fact="${key}"] dd`);
}

describe('pattern databases', () => {
  test('the first 15-puzzle solve builds them with a progress bar; a reload starts from the cache', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {}, withoutPrebuilt);
    t.after(() => page.context().close());

    await korf12(page);
    const started = Date.now();
    await page.click('#solve');
    await page.waitForSelector('#solve-databases[data-phase="building"]:not([hidden])');
    assert.equal(await textOf(page, '#solve-databases label'), LABEL);
    await page.waitForFunction(() => Number(document.getElementById('solve-databases-bar').value) > 0);
    assert.match(await textOf(page, '.databases-percent'), /^\d{1,3}%$/);
    await page.waitForSelector('#solve-status[data-state="solved"]', { timeout: 60_000 });
    console.log(`Korf #12 with the databases built first: ${Date.now() - started} ms; ${await fact(page, 'databases')}`);
    assert.ok(await page.isHidden('#solve-databases'));
    assert.equal(await textOf(page, '#solve-status'), 'Solved: 45 moves, optimal.');
    assert.equal(await fact(page, 'heuristic'), await page.$eval('#heuristic option[value="pdb"]', (o) => o.textContent));
    assert.equal(await page.getAttribute('#solve-stats', 'data-databases'), 'built');
    assert.match(await fact(page, 'databases'), /^6-6-3, built in /);
    // With a core to spare, a second worker built half of them.
    if (await page.evaluate(() => navigator.hardwareConcurrency >= 2)) {
      assert.match(await fact(page, 'databases'), / on two cores \(The prebuilt pattern databases could not be used/);
    }
    // Stored once the build is done (the write is not awaited by the solve).
    await waitForStored(page, 'pdb-v3/6-6-3/0');

    // Solved again in the same visit: already loaded.
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]');
    assert.equal(await page.getAttribute('#solve-stats', 'data-databases'), 'memory');

    // The next visit (a fresh page of the same site, so a fresh worker): from IndexedDB, no
    // build. (A reload would restore the solution from the URL, solving before the click.)
    const next = await page.context().newPage();
    await next.goto(env.server.url);
    await next.waitForSelector('main[data-ready="true"]');
    await korf12(next);
    const phases = [];
    await next.exposeFunction('recordPhase', (phase) => phases.push(phase));
    await next.evaluate(() => {
      new MutationObserver(() => {
        const bar = document.getElementById('solve-databases');
        if (bar && !bar.hidden) window.recordPhase(bar.dataset.phase);
      }).observe(document.body, { attributes: true, subtree: true });
    });
    const again = Date.now();
    await next.click('#solve');
    await next.waitForSelector('#solve-status[data-state="solved"]');
    const ms = Date.now() - again;
    console.log(`Korf #12 on the next visit: ${ms} ms from the click; ${await fact(next, 'databases')}`);
    assert.equal(await next.getAttribute('#solve-stats', 'data-databases'), 'cache');
    assert.ok(!phases.includes('building'), `no build on the next visit: ${phases}`);

    // 4x4 hints use them too.
    await next.click('#hint');
    await next.waitForSelector('#hint-output[data-state="ready"]');
    assert.equal(await next.getAttribute('#hint-output', 'data-remaining'), '45');
    assert.deepEqual(page.problems, []);
  });

  test('cancel during the build stops it and keeps nothing', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {}, withoutPrebuilt);
    t.after(() => page.context().close());

    await korf12(page);
    await page.click('#solve');
    await page.waitForFunction(() => Number(document.getElementById('solve-databases-bar').value) > 0.05);
    await page.click('#cancel');
    await page.waitForSelector('#solve-status[data-state="cancelled"]');
    assert.match(await textOf(page, '#solve-status'), /pattern databases/);
    assert.ok(await page.isHidden('#solve-databases'));
    assert.deepEqual(await storedKeys(page), []);

    // Nothing was kept: the next solve builds from the start.
    await page.click('#solve');
    await page.waitForSelector('#solve-databases[data-phase="building"]:not([hidden])');
    const fraction = await page.$eval('#solve-databases-bar', (bar) => Number(bar.value));
    assert.ok(fraction < 0.05, `a fresh build starts near 0, not at ${fraction}`);
    await page.click('#cancel');
    await page.waitForSelector('#solve-status[data-state="cancelled"]');

    // A 4x4 hint waits for them too, saying so; turning hints off cancels it and the build.
    await page.click('#hint');
    await page.waitForFunction(() =>
      document.getElementById('hint-output').textContent.startsWith('Building pattern databases'),
    );
    await page.click('#hint');
    assert.ok(await page.isHidden('#hint-output'));
    assert.deepEqual(await storedKeys(page), []);
    assert.deepEqual(page.problems, []);
  });

  test('the benchmark page builds them, solves, and stays within 64 MB of wasm memory', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    t.after(() => context.close());
    await withoutPrebuilt(context);
    const page = watchProblems(await context.newPage());
    await page.goto(`${env.server.url}www/bench.html?count=3&native=1000`);
    await page.waitForSelector('#summary:is([data-state="done"], [data-state="error"])', { timeout: 60_000 });
    const result = await page.evaluate(() => window.benchResult);
    console.log(
      `bench page, Korf 1-3: databases ${result.databases?.source} in ${result.databases?.ms} ms, ` +
        `search ${result.totalMs.toFixed(0)} ms, wasm memory ${(result.wasmMemoryBytes / 2 ** 20).toFixed(1)} MB`,
    );
    assert.equal(result.instances, 3);
    assert.ok(result.allOptimal);
    assert.equal(result.databases.source, 'built');
    assert.ok(result.wasmMemoryBytes <= MAX_MEMORY, `${result.wasmMemoryBytes} bytes`);
    assert.ok(result.ratio > 0);
    assert.equal(await page.locator('#rows tr').count(), 3);
    assert.deepEqual(page.problems, []);
  });

  test('without IndexedDB (private mode, say) they are built anyway, with a quiet note', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    t.after(() => context.close());
    // The worker's IndexedDB refuses, as in some private modes.
    await context.route('**/www/workers/worker.js', async (route) => {
      const response = await route.fetch();
      const refuse = `Object.defineProperty(self, 'indexedDB', { get() { throw new DOMException('no', 'SecurityError'); } });\n`;
      await route.fulfill({ response, body: refuse + (await response.text()) });
    });
    const page = watchProblems(await context.newPage());
    // The small 5-5-5 databases keep this quick.
    await page.goto(`${env.server.url}www/bench.html?count=2&heuristic=pdb-5-5-5`);
    await page.waitForSelector('#summary:is([data-state="done"], [data-state="error"])', { timeout: 60_000 });
    const result = await page.evaluate(() => window.benchResult);
    assert.equal(result.error, undefined);
    assert.ok(result.allOptimal);
    assert.equal(result.databases.source, 'built');
    assert.match(result.databases.note, /cannot be stored in this browser/);
    assert.deepEqual(page.problems, []);
  });

  test('damaged stored databases are rebuilt and replaced, never used', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    const bench = `${env.server.url}www/bench.html?count=1&heuristic=pdb-5-5-5`;
    await page.goto(bench);
    await page.waitForSelector('#summary[data-state="done"]', { timeout: 60_000 });
    // Every stored byte but one kept: the checksum catches the change.
    // The middle byte stored, after `flip` flips it (when true).
    const middle = (flip) =>
      page.evaluate(
        (flip) =>
          new Promise((resolve, reject) => {
            const request = indexedDB.open('npuzzle', 1);
            request.onerror = () => reject(request.error);
            request.onsuccess = () => {
              const store = request.result.transaction('pattern-databases', 'readwrite').objectStore('pattern-databases');
              const get = store.get('pdb-v3/5-5-5/0');
              get.onsuccess = () => {
                const bytes = get.result;
                if (!bytes) return resolve(null);
                const at = bytes.length >> 1;
                if (!flip) return resolve(bytes[at]);
                bytes[at] ^= 1;
                store.put(bytes, 'pdb-v3/5-5-5/0').onsuccess = () => resolve(bytes[at]);
              };
            };
          }),
        flip,
      );
    let damaged = await middle(false);
    for (let tries = 0; damaged === null && tries < 50; tries += 1) {
      await page.waitForTimeout(100);
      damaged = await middle(false);
    }
    damaged = await middle(true);
    await page.goto(bench);
    await page.waitForSelector('#summary[data-state="done"]', { timeout: 60_000 });
    const result = await page.evaluate(() => window.benchResult);
    assert.equal(result.databases.source, 'built');
    assert.ok(result.allOptimal);
    // The rebuilt ones replace them (once written): the next visit loads.
    for (let tries = 0; (await middle(false)) === damaged && tries < 50; tries += 1) await page.waitForTimeout(100);
    await page.goto(bench);
    await page.waitForSelector('#summary[data-state="done"]', { timeout: 60_000 });
    assert.equal((await page.evaluate(() => window.benchResult)).databases.source, 'cache');
    assert.deepEqual(page.problems, []);
  });
});
