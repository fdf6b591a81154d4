// Hostile messages and faults (issue 14): the solver worker answers every malformed message
// with a clear error and goes on working; storage full, cleared (after or during a database
// build), the worker killed or the page reloaded mid-build all end in a working page; the
// shipped build carries no live-reload script.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DIST, korf12, loadBoard, openPlayground, selectTab, servedPlayground, storedKeys, textOf, waitForStored, watchProblems, withoutPrebuilt } from './support.mjs';

const env = servedPlayground();

// Posts each message to a fresh solver worker and collects the answers: by id, and those
// answered without a usable id in order.
async function answers(page, messages) {
  return page.evaluate(async (messages) => {
    const worker = new Worker(new URL('www/workers/worker.js', document.baseURI), { type: 'module' });
    const byId = {};
    const anonymous = [];
    const expected = messages.filter((m) => m.expectAnswer).length;
    let count = 0;
    const done = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error(`only ${count} of ${expected} answers in 30 s`)), 30_000);
      worker.onmessage = ({ data }) => {
        if (data.type === 'progress' || data.type === 'databases') return;
        if (data.id === null || data.id === undefined) anonymous.push(data);
        else byId[data.id] = data;
        count += 1;
        if (count === expected) resolve();
      };
      worker.onerror = (event) => reject(new Error(event.message));
    });
    for (const { message } of messages) worker.postMessage(message);
    await done;
    worker.terminate();
    return { byId, anonymous };
  }, messages);
}

describe('faults', () => {
  test('the worker answers hostile messages with clear errors and keeps working', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    const message = (message) => ({ message, expectAnswer: true });
    const { byId, anonymous } = await answers(page, [
      message(null),
      message('solve 1 2 3 0'),
      message([1, 2, 3]),
      message({ type: 'solve', id: { nested: true }, board: '1 2 3 0' }),
      message({ type: 'nuke', id: 1 }),
      message({ type: 'solve', id: 2, board: 42 }),
      message({ type: 'solve', id: 3, board: '1 2 3 0', options: 7 }),
      message({ type: 'solve', id: 4, board: '1 2 3 0', options: { limits: { maxMs: NaN } } }),
      message({ type: 'solve', id: 5, board: '1 2 3 0', options: { limits: { maxMemoryMb: 1e9 } } }),
      message({ type: 'solve', id: 6, board: '1 2 3 0', options: { algorithm: 'wastar', weight: 1e308 } }),
      message({ type: 'solve', id: 7, board: 'x'.repeat(1_000_000) }),
      message({ type: 'call', id: 8, name: 'solve', args: ['1 2 3 0'] }),
      message({ type: 'call', id: 9, name: 'isSolvable', args: 'x' }),
      message({ type: 'call', id: 10, name: 'isSolvable', args: [12345, 'blank-last'] }),
      message({ type: 'call', id: 11, name: 'isSolvable', args: [{ toString: 1 }, 'blank-last'] }),
      message({ type: 'cancel', id: -0.5 }),
      // After all that, an honest request is answered.
      message({ type: 'solve', id: 12, board: '1 2 3 0 4 5 6 7 8', options: 'astar' }),
    ]);
    const error = (id) => byId[id]?.error ?? '';
    assert.equal(anonymous.length, 5, JSON.stringify(anonymous));
    for (const answer of anonymous.slice(0, 3)) {
      assert.match(answer.error, /a message must be an object with a type and an id/);
    }
    assert.match(anonymous[3].error, /a solve message needs an id/);
    assert.match(anonymous[4].error, /a cancel message needs an id/);
    assert.match(error(1), /unknown message type 'nuke': the worker takes call, solve, lab, check, cancel/);
    assert.match(error(2), /a solve needs a board: text, an array of numbers or a board object/);
    assert.match(error(3), /options must be an object or an algorithm's name/);
    assert.match(error(4), /time limit|maxMs/i);
    assert.match(error(5), /memory/i);
    assert.match(error(6), /weight/);
    assert.match(error(7), /64 KiB/);
    assert.ok(error(7).length < 300, error(7));
    assert.match(error(8), /no function 'solve' in the worker: it offers isSolvable, memoryBytes/);
    assert.match(error(9), /args must be an array/);
    assert.ok(byId[10].ok === false && byId[10].error.length > 0, JSON.stringify(byId[10]));
    assert.ok(byId[11].ok === false, JSON.stringify(byId[11]));
    assert.equal(byId[12].type, 'done', JSON.stringify(byId[12]));
    assert.equal(byId[12].result.solved, true);
    assert.deepEqual(page.problems, []);
  });

  test('a time limit covers the database build: the solve stops at it, the build goes on', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {}, withoutPrebuilt);
    t.after(() => page.context().close());
    // One move from the goal: microseconds of search after seconds of building.
    const oneMove = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15';
    const options = (maxMs) => ({ algorithm: 'idastar', heuristic: 'pdb', limits: { maxMs } });
    const { byId } = await answers(page, [
      { message: { type: 'solve', id: 1, board: oneMove, options: options(100) }, expectAnswer: true },
    ]);
    const { result } = byId[1];
    assert.equal(byId[1].type, 'done', JSON.stringify(byId[1]));
    assert.equal(result.solved, false);
    assert.equal(result.reason, 'time-limit');
    assert.equal(result.stats.expanded, 0);
    assert.match(result.message, /^stopped after \d{1,3}(,\d{3})* ms, the time limit \(100 ms\), before the search began: the pattern databases/);
    // The page's own time limit (in seconds) says so too, and the build, kept going, serves the
    // next solve.
    await korf12(page);
    await page.click('.limits summary');
    await page.fill('#max-seconds', '0.1');
    await page.click('#solve');
    await page.waitForSelector('#solve-status:is([data-state="stopped"], [data-state="solved"], [data-state="error"])', { timeout: 60_000 });
    assert.match(await textOf(page, '#solve-status'), /^Time limit reached: stopped after \d{1,3}(,\d{3})* ms, the time limit \(100 ms\), before the search began/);
    await page.fill('#max-seconds', '');
    await page.click('#solve');
    await page.waitForSelector('#solve-status:is([data-state="solved"], [data-state="error"])', { timeout: 120_000 });
    assert.equal(await textOf(page, '#solve-status'), 'Solved: 45 moves, optimal.');
    assert.deepEqual(page.problems, []);
  });

  // The benchmark page with the small 5-5-5 databases (quick to build), in a fresh context whose
  // worker script gets `patch` prepended; answers its result.
  async function bench(t, patch = '') {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    t.after(() => context.close());
    await context.route('**/www/workers/worker.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: patch + (await response.text()) });
    });
    const page = watchProblems(await context.newPage());
    const run = async () => {
      await page.goto(`${env.server.url}www/bench.html?count=1&heuristic=pdb-5-5-5`);
      await page.waitForSelector('#summary:is([data-state="done"], [data-state="error"])', { timeout: 60_000 });
      return page.evaluate(() => window.benchResult);
    };
    return { page, run };
  }

  test('a full disk (quota exceeded) costs a rebuild each visit, never an error', async (t) => {
    const full = `IDBObjectStore.prototype.put = function () { throw new DOMException('full', 'QuotaExceededError'); };\n`;
    const { page, run } = await bench(t, full);
    for (const visit of [1, 2]) {
      const result = await run();
      assert.equal(result.error, undefined, `visit ${visit}`);
      assert.ok(result.allOptimal, `visit ${visit}`);
      assert.equal(result.databases.source, 'built', `visit ${visit}`);
    }
    assert.deepEqual(page.problems, []);
  });

  test('clearing the stored databases is not blocked by the worker, which then stores afresh', async (t) => {
    const { page, run } = await bench(t);
    assert.equal((await run()).databases.source, 'built');
    // The worker keeps its connection open; a deletion (the user clearing the site's data)
    // must not wait for it.
    const deleted = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.deleteDatabase('npuzzle');
          request.onsuccess = () => resolve('deleted');
          request.onerror = () => resolve(`error: ${request.error}`);
          request.onblocked = () => setTimeout(() => resolve('blocked'), 3000);
        }),
    );
    assert.equal(deleted, 'deleted');
    const again = await run();
    assert.ok(again.allOptimal);
    assert.equal(again.databases.source, 'built');
    assert.deepEqual(page.problems, []);
  });

  test('a worker that dies during a database build is restarted, the user told, and the next solve works', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {}, withoutPrebuilt);
    t.after(() => page.context().close());
    await korf12(page);
    await page.click('#solve');
    await page.waitForSelector('#solve-databases[data-phase="building"]:not([hidden])');
    const [worker] = page.workers();
    await worker.evaluate(() => {
      setTimeout(() => {
        throw new Error('killed mid-build');
      });
    });
    await page.waitForSelector('#solve-status[data-state="error"]');
    assert.match(await page.textContent('#solve-status'), /killed mid-build/);
    assert.match(await page.textContent('#notices .notice[data-kind="error"]'), /it has been restarted/);
    await loadBoard(page, '1 2 3\n4 5 6\n0 7 8');
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'astar');
    await page.selectOption('#heuristic', 'manhattan');
    await page.click('#solve');
    await page.waitForSelector('#solve-status:is([data-state="solved"], [data-state="error"])');
    assert.match(await page.textContent('#solve-status'), /^Solved: \d+ moves, optimal\.$/);
    assert.deepEqual(
      page.problems.filter((problem) => !problem.includes('killed mid-build')),
      [],
    );
  });

  /** A playground solving Korf #12, once the build of its 6-6-3 databases is under way. */
  async function midBuild(t) {
    const page = await openPlayground(env.browser, env.server.url, {}, withoutPrebuilt);
    t.after(() => page.context().close());
    await korf12(page);
    await page.click('#solve');
    await page.waitForSelector('#solve-databases[data-phase="building"]:not([hidden])');
    await page.waitForFunction(() => Number(document.getElementById('solve-databases-bar').value) > 0.05);
    return page;
  }

  /** Waits until the 6-6-3 databases are in IndexedDB (stored after the solve, not awaited by it). */
  const stored = (page) => waitForStored(page, 'pdb-v3/6-6-3/0');

  test('the site data cleared mid-build: the solve answers and the databases are stored afresh', async (t) => {
    const page = await midBuild(t);
    // The worker opened IndexedDB (to look for stored databases) and holds the connection; the
    // browser clears the site's storage as when the user does it, closing that connection.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(env.server.url).origin, storageTypes: 'indexeddb' });
    await page.waitForSelector('#solve-status:is([data-state="solved"], [data-state="error"])', { timeout: 120_000 });
    assert.equal(await textOf(page, '#solve-status'), 'Solved: 45 moves, optimal.');
    assert.equal(await page.getAttribute('#solve-stats', 'data-databases'), 'built');
    await stored(page);
    // The next visit (a fresh worker) loads what was stored after the clearing.
    const next = watchProblems(await page.context().newPage());
    await next.goto(env.server.url);
    await next.waitForSelector('main[data-ready="true"]');
    await korf12(next);
    await next.click('#solve');
    await next.waitForSelector('#solve-status:is([data-state="solved"], [data-state="error"])', { timeout: 60_000 });
    assert.equal(await textOf(next, '#solve-status'), 'Solved: 45 moves, optimal.');
    assert.equal(await next.getAttribute('#solve-stats', 'data-databases'), 'cache');
    assert.deepEqual([...page.problems, ...next.problems], []);
  });

  test('the page reloaded mid-build: it works, nothing partial was stored, the build starts again', async (t) => {
    const page = await midBuild(t);
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    // The build died with the page's workers, and left no record behind.
    assert.deepEqual(await storedKeys(page), []);
    await korf12(page);
    await page.click('#solve');
    await page.waitForSelector('#solve-databases[data-phase="building"]:not([hidden])');
    await page.waitForSelector('#solve-status:is([data-state="solved"], [data-state="error"])', { timeout: 120_000 });
    assert.equal(await textOf(page, '#solve-status'), 'Solved: 45 moves, optimal.');
    assert.equal(await page.getAttribute('#solve-stats', 'data-databases'), 'built');
    await stored(page);
    assert.deepEqual(page.problems, []);
  });

  test('the shipped build carries no live-reload script (make serve builds elsewhere)', async () => {
    const html = await readFile(join(DIST, 'index.html'), 'utf8');
    assert.doesNotMatch(html, /__TRUNK_ADDRESS__|ws:\/\//);
    const makefile = await readFile(join(DIST, '..', 'Makefile'), 'utf8');
    assert.match(makefile, /^serve:.*\n(?:.*\n)*?\t.*trunk serve .*--dist target\/serve-dist/m);
  });
});
