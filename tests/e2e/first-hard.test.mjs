// A first visit's hard 15-puzzle (issue 38): the search starts at once on the quick 6-6-3 set
// while the stronger 7-7-1 set downloads beside it, the Solve panel showing the download's
// progress next to the search's; when the set arrives the search goes on with it from where it
// is, and the answer says at which iteration it switched. Every wasm instance stays within
// 64 MB at the moment of the switch (the worker reports it); a failed download leaves the search
// finishing on 6-6-3 with one sentence saying so; a cancel stops both. (Times are measured by
// tests/e2e/bench-first-hard.mjs, BENCHMARKS.md.)

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPlayground, screenshot, selectTab, servedPlayground, textOf } from './support.mjs';

const env = servedPlayground();
const STRONGER = 'pdb/pdb-v3-7-7-1-blank0.bin';
const HARD = '15,14,8,12,10,11,9,13,2,6,5,1,3,7,4,0'; // 80 moves from the blank-first goal
const KORF_88 = '15,2,12,11,14,13,9,5,1,3,8,7,0,10,6,4'; // 65 moves, some 2.4 million nodes with 6-6-3
const MAX_MEMORY = 64 * 2 ** 20;

/**
 * A first visit to the board `tiles` (blank-first goal, Automatic), the stronger set's request
 * held by `route` until `release()` is called; each search's result the worker posts is kept in
 * `window.doneResults` (the page shows what it says, not every number in it).
 */
async function firstVisit(tiles, answer = (route) => route.continue()) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  const page = await openPlayground(env.browser, `${env.server.url}#board=4x4:${tiles}&goal=blank-first`, { viewport: { width: 1280, height: 900 } }, async (context) => {
    await context.addInitScript(() => {
      const Original = window.Worker;
      window.Worker = class extends Original {
        constructor(...args) {
          super(...args);
          this.addEventListener('message', ({ data }) => {
            if (data?.type === 'done') (window.doneResults ??= []).push(data.result);
          });
        }
      };
    });
    await context.route(`**/${STRONGER}`, async (route) => {
      await released;
      await answer(route).catch(() => {}); // aborted by a cancel meanwhile: nothing to answer
    });
  });
  await selectTab(page, 'solve');
  return { page, release };
}

/** The statistics' fact `name`. */
function fact(page, name) {
  return textOf(page, `#solve-stats [data-fact="${name}"] dd`);
}

/** Waits for the search to end; answers the status line. */
async function answered(page) {
  await page.waitForSelector('#solve-section:is([data-state="solved"], [data-state="stopped"], [data-state="error"], [data-state="cancelled"])', { timeout: 300_000 });
  return textOf(page, '#solve-status');
}

describe('the first hard solve of a visit', () => {
  test('downloads 7-7-1 beside the search, shows its progress, switches to it mid-search and answers as a second visit does', async (t) => {
    const { page, release } = await firstVisit(HARD);
    t.after(() => page.context().close());
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    // The search runs (its counts show) while the download waits: both at once.
    await page.waitForSelector('#solve-progress:not([hidden])');
    const download = page.getByRole('progressbar', { name: 'Downloading the 7-7-1 databases to switch to' });
    await download.waitFor();
    await screenshot(page, 'first-hard-downloading');
    await page.setViewportSize({ width: 375, height: 900 });
    await screenshot(page, 'first-hard-downloading-375');
    release();
    assert.equal(await answered(page), 'Solved: 80 moves, optimal.');
    assert.equal(await fact(page, 'heuristic'), 'Pattern database (7-7-1)');
    const databases = await fact(page, 'databases');
    assert.match(databases, /^6-6-3, downloaded prebuilt in .*; switched to the 7-7-1 databases at iteration \d+$/);
    await screenshot(page, 'first-hard-switched-375');
    const [result] = await page.evaluate(() => window.doneResults);
    const iteration = Number(databases.match(/iteration (\d+)/)[1]);
    assert.equal(result.stats.switchedAt, iteration);
    assert.ok(result.stats.iterations.length >= iteration, 'it switched before the last iteration ended');
    // The worker's instances at the moment of the switch, 7-7-1 loaded beside 6-6-3's packed entries.
    const atSwitch = result.databases.stronger.memoryBytes;
    console.log(`first visit, 80-move board: ${databases}; wasm memory at the switch ${atSwitch.map((b) => (b / 2 ** 20).toFixed(1)).join(', ')} MB`);
    for (const bytes of atSwitch) assert.ok(bytes <= MAX_MEMORY, `an instance held ${bytes} bytes at the switch`);
    const helpers = await page.evaluate(async () => (await import('./www/runtime.js')).sharedWorker().call('helpers'));
    for (const helper of helpers) assert.ok(helper.memoryBytes <= MAX_MEMORY, `a helper holds ${helper.memoryBytes} bytes`);

    // A second visit looks 7-7-1 up from the start, with the same length.
    const next = await page.context().newPage();
    await next.goto(`${env.server.url}#board=4x4:${HARD}&goal=blank-first`);
    await next.waitForSelector('main[data-ready="true"]');
    await selectTab(next, 'solve');
    await next.getByRole('button', { name: 'Solve', exact: true }).click();
    assert.equal(await answered(next), 'Solved: 80 moves, optimal.');
    assert.equal(await fact(next, 'heuristic'), 'Pattern database (7-7-1)');
    assert.equal(await next.getAttribute('#solve-stats', 'data-databases'), 'cache');
    assert.deepEqual(page.problems, []);
  });

  test('a failed download leaves the search finishing on 6-6-3, saying so in one sentence', async (t) => {
    const { page, release } = await firstVisit(KORF_88, (route) => route.fulfill({ status: 404, body: 'not here' }));
    t.after(() => page.context().close());
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.waitForSelector('#solve-progress:not([hidden])');
    release();
    const why = 'The 7-7-1 databases could not be downloaded (the site answered 404 Not Found), so the search went on with 6-6-3.';
    // Said beside the search while it runs, then in the answer's databases fact (the bar, hidden
    // with the search, still holds it): one sentence shown at a time.
    await page.getByText(why).filter({ visible: true }).first().waitFor();
    assert.equal(await answered(page), 'Solved: 65 moves, optimal.');
    assert.equal(await page.getByText(why).filter({ visible: true }).count(), 1);
    assert.equal(await fact(page, 'heuristic'), 'Pattern database');
    assert.match(await fact(page, 'databases'), new RegExp(`^6-6-3, downloaded prebuilt in .*\\. ${why.replace(/[().]/g, '\\$&')}$`));
    assert.deepEqual(page.problems.filter((problem) => !problem.includes(STRONGER)), []);
  });

  test('a cancel stops the search and the download', async (t) => {
    const { page } = await firstVisit(HARD);
    t.after(() => page.context().close());
    const aborted = page.waitForEvent('requestfailed', { predicate: (request) => request.url().endsWith(STRONGER) });
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByRole('progressbar', { name: 'Downloading the 7-7-1 databases to switch to' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    assert.match(await answered(page), /^Cancelled/);
    await aborted;
    assert.ok(await page.getByRole('progressbar', { name: 'Downloading the 7-7-1 databases to switch to' }).isHidden());
  });
});
