// Pattern databases as a newcomer's browser gets them (issue 25, part A): on a costly connection
// (2g or 3g, or data saver) no download over 10 MB starts by itself: the page asks, with the
// size, and once the user says so the next solve looks the set up, without a reload; searches
// needing one set share one owner of it (one download, one build); with a small storage quota
// a hard 15-puzzle is still solved, the set kept in memory, and the page says it was not stored.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { korf12, openPlayground, screenshot, selectTab, servedPlayground, storedKeys, textOf, watchProblems, withoutPrebuilt } from './support.mjs';

const env = servedPlayground();
const QUICK = 'pdb/pdb-v3-6-6-3-blank0.bin';
const STRONGER = 'pdb/pdb-v3-7-7-1-blank0.bin';

/** Resolves once the worker has done what solves left it to do (storing, the stronger set). */
function settled(page) {
  return page.evaluate(async () => {
    const { sharedWorker } = await import('./www/runtime.js');
    await sharedWorker().call('settled');
  });
}

/** Presses Solve and answers the status line once the search has ended. */
async function solve(page) {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.waitForSelector('#solve-section:is([data-state="solved"], [data-state="stopped"], [data-state="error"])', { timeout: 180_000 });
  return textOf(page, '#solve-status');
}

/** The statistics' fact `name`. */
function fact(page, name) {
  return textOf(page, `#solve-stats [data-fact="${name}"] dd`);
}

/** The requests `context` makes for URLs ending with one of `ends`, as they are made. */
function requested(context, ends) {
  const urls = [];
  context.on('request', (request) => {
    if (ends.some((end) => request.url().endsWith(end))) urls.push(request.url());
  });
  return urls;
}

describe('pattern databases for a newcomer', () => {
  test('on a 3g connection the 57.7 MB set waits for the user’s word: “Download 57.7 MB”, then the next solve looks it up', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    t.after(() => page.context().close());
    const asked = requested(page.context(), [QUICK, STRONGER]);
    // A 3g connection as the browser sees it (navigator.connection.effectiveType, in the worker
    // too): a round trip of 300 ms.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
    await korf12(page);
    assert.equal(await solve(page), 'Solved: 45 moves, optimal.');
    assert.equal(await fact(page, 'heuristic'), 'Pattern database');
    await settled(page);
    assert.deepEqual(asked.map((url) => url.slice(url.lastIndexOf('pdb/'))), [QUICK], 'the 5.8 MB set only: nothing over 10 MB by itself');
    const download = page.getByRole('button', { name: 'Download 57.7 MB' });
    await download.waitFor();
    assert.match(await textOf(page, '#solve-offer'), /not downloaded without asking/);
    await screenshot(page, 'newcomer-databases-offer');

    await download.click();
    await page.getByText('Downloaded: the next solve looks them up.').waitFor({ timeout: 120_000 });
    assert.equal(asked.filter((url) => url.endsWith(STRONGER)).length, 1);
    assert.equal(await solve(page), 'Solved: 45 moves, optimal.');
    assert.equal(await fact(page, 'heuristic'), 'Pattern database (7-7-1)', 'used without a reload');
    assert.deepEqual(page.problems, []);
  });

  test('a solve and a hint needing one set at once share one owner: one download that fails, then one build', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {}, async (context) => {
      await context.route(`**/${QUICK}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.abort('internetdisconnected');
      });
    });
    t.after(() => page.context().close());
    const asked = requested(page.context(), [QUICK, 'pdb-part-worker.js']);
    await korf12(page);
    await page.getByRole('button', { name: 'Hint' }).click();
    assert.equal(await solve(page), 'Solved: 45 moves, optimal.');
    await page.waitForSelector('#hint-output[data-state="ready"]', { timeout: 120_000 });
    await settled(page);
    const files = asked.filter((url) => url.endsWith(QUICK));
    const builders = asked.filter((url) => url.endsWith('pdb-part-worker.js'));
    assert.equal(files.length, 1, 'one download for both');
    assert.ok(builders.length <= 1, `one build for both (${builders.length} part workers)`);
    assert.match(await fact(page, 'databases'), /^6-6-3, built in .*could not be used/);
    assert.deepEqual((await storedKeys(page)).filter((key) => key.startsWith('pdb-v3/6-6-3/')), ['pdb-v3/6-6-3/0']);
  });

  test('with an 8 MB storage quota a hard 15-puzzle is solved, the set kept in memory, and the page says it was not stored', async (t) => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(env.server.url).origin, quotaSize: 8_000_000 });
    await page.goto(`${env.server.url}#board=4x4:14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3&goal=blank-first`);
    await page.waitForSelector('main[data-ready="true"]');
    await selectTab(page, 'solve');
    assert.equal(await solve(page), 'Solved: 57 moves, optimal.');
    // The stronger set (57.7 MB) comes after the answer; the quota keeps it out of IndexedDB.
    await settled(page);
    assert.equal(await solve(page), 'Solved: 57 moves, optimal.');
    assert.equal(await fact(page, 'heuristic'), 'Pattern database (7-7-1)');
    assert.match(await fact(page, 'databases'), /^7-7-1, already loaded \(They could not be stored in this browser( \(it keeps at most 8\.0 MB for this site\))?, so they are kept in memory until the page is closed\.\)$/);
    assert.ok(!(await storedKeys(page)).includes('pdb-v3/7-7-1/0'));
    await screenshot(page, 'newcomer-databases-quota');
    assert.deepEqual(page.problems, []);
  });
});
