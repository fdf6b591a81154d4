// The 24-puzzle in the browser: `auto` builds the 5x5 pattern databases in the worker (once,
// with progress), then its anytime search says the best length so far and the lower bound it
// proved; Stop ends it keeping that best, with its bound, and Cancel keeps nothing.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadBoard, openPlayground, screenshot, selectTab, servedPlayground } from './support.mjs';

const env = servedPlayground();

// Korf and Taylor's first instance (95 moves to the blank-first goal); solvable to the default too.
const KORF_TAYLOR_1 = '14 5 9 2 18\n8 23 19 12 17\n15 _ 10 20 4\n6 11 21 1 7\n24 3 16 22 13';
const BEST_SO_FAR = /^Searching: best so far (\d+), at least (\d+)\.$/;

/** The solve status's text once it says the best so far (the databases built first, once). */
async function bestSoFar(page) {
  const status = page.locator('#solve-status');
  await page.waitForFunction(
    (pattern) => new RegExp(pattern).test(document.getElementById('solve-status').textContent.trim()),
    BEST_SO_FAR.source,
    { timeout: 120_000 },
  );
  const [, best, bound] = (await status.textContent()).trim().match(BEST_SO_FAR).map(Number);
  return { best, bound };
}

describe('the anytime search on 5x5', () => {
  test('shows the best so far and its bound; Stop keeps the best, Cancel keeps nothing', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    await loadBoard(page, KORF_TAYLOR_1);
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'auto');

    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    // The set is built here first, with its progress (no site serves it).
    await page.getByText('Building pattern databases').waitFor({ timeout: 30_000 });
    const { best, bound } = await bestSoFar(page);
    assert.ok(bound <= best, `${bound} <= ${best}`);
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    assert.ok(await stop.isVisible());
    assert.ok(await page.getByRole('button', { name: 'Cancel', exact: true }).isVisible());
    await screenshot(page, 'anytime-searching');

    await stop.click();
    await page.waitForSelector('#solve-status[data-state="solved"]');
    const answer = (await page.locator('#solve-status').textContent()).trim();
    const [, length, atLeast] = answer.match(/^Solved: (\d+) moves, optimal is at least (\d+)\.$/).map(Number);
    assert.ok(length <= best && atLeast >= bound && atLeast <= length, answer);
    assert.equal((await page.locator('#solve-stats [data-fact="lower-bound"] dd').textContent()).trim(), `${atLeast} moves`);
    assert.equal((await page.locator('#solve-stats [data-fact="algorithm"] dd').textContent()).trim(), 'Anytime beam search');
    await page.waitForSelector('#player[data-state="ready"]');
    assert.ok(await stop.isHidden());
    await screenshot(page, 'anytime-stopped');

    // Again, the databases held: Cancel ends it with nothing kept.
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await bestSoFar(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForSelector('#solve-status[data-state="cancelled"]');
    assert.equal((await page.locator('#solve-stats [data-fact="length"] dd').textContent()).trim(), '—');
    assert.deepEqual(page.problems, []);
  });

  test('at a phone width, the progress and Stop fit', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 375, height: 800 }, isMobile: true });
    t.after(() => page.context().close());
    await loadBoard(page, KORF_TAYLOR_1);
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'auto');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await bestSoFar(page);
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    const box = await stop.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box));
    await screenshot(page, 'anytime-phone');
    await stop.click();
    await page.waitForSelector('#solve-status[data-state="solved"]');
    assert.deepEqual(page.problems, []);
  });
});
