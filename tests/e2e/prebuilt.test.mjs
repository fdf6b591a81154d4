// The prebuilt pattern databases `make build` puts in dist/pdb/ (scripts/prebuilt-databases.sh):
// a first visit downloads them instead of building them, with its progress in bytes, and keeps
// them in IndexedDB; a file that is missing or damaged is refused and the databases are built,
// the user told why in one line. (Functional checks; the time to a first answer is measured by
// `make bench-browser`, BENCHMARKS.md.)

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DIST, korf12, openPlayground, servedPlayground, storedKeys, textOf } from './support.mjs';

const env = servedPlayground();
const FILE = 'pdb/pdb-v2-6-6-3-blank0.bin'; // Korf's #12 has the blank-first goal

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
    assert.match(await databasesFact(page), /^downloaded from this site in /);
    assert.ok(!phases.includes('building'), `no build: ${phases}`);
    // Fetched once, relative to the page (served under /npuzzle/ here).
    assert.deepEqual(requests, [`${env.server.url}${FILE}`]);

    // Kept in IndexedDB (the write is not awaited by the solve): the next visit loads them
    // from there, without fetching them again.
    for (let tries = 0; !(await storedKeys(page)).includes('pdb-v2/6-6-3/0'); tries += 1) {
      assert.ok(tries < 50, 'the downloaded databases were not stored');
      await page.waitForTimeout(100);
    }
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
    assert.match(fact, /^built in .*\(The prebuilt pattern databases could not be used \(the pattern databases are damaged: .*\), so they are built here\.\)$/);
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
});
