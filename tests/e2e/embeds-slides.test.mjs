// The Reveal.js deck (examples/slides.html, reveal.js from npm put beside it by
// scripts/examples.mjs): its lazy iframes load embed.html when their slide is shown, solve and
// step there, are unloaded when the slide is left, and come back in the state their URL names.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { DIST, launchBrowser, serveStatic, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BOARD = [7, 3, 4, 8, 2, 6, 5, 1, 0];

/**
 * Moves the deck to `hash` through the URL, as a link or the reader's back button would (the
 * keyboard would reach the focused iframe instead), and waits for Reveal to show that slide.
 * @param {import('playwright-core').Page} page
 * @param {string} hash
 * @param {number} index the slide's index
 */
async function go(page, hash, index) {
  await page.evaluate((target) => {
    location.hash = target;
  }, hash);
  await page.waitForFunction(
    (wanted) => [...document.querySelectorAll('.slides > section')].indexOf(document.querySelector('.slides > section.present')) === wanted,
    index,
  );
}

/**
 * The widget in the iframe of slide `id`, once it is ready.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 */
async function widgetOn(page, id) {
  const frame = page.frameLocator(`section#${id} iframe`);
  const widget = frame.locator('n-puzzle');
  await widget.and(frame.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  return widget;
}

/** @param {import('playwright-core').Locator} widget */
async function tiles(widget) {
  const cells = await widget.locator('.board-mirror button').allTextContents();
  return cells.map((cell) => (cell === 'blank' ? 0 : Number(cell)));
}

/** Solves, checks the optimal 20 moves, steps once. @param {import('playwright-core').Locator} widget */
async function solveAndStep(widget) {
  await widget.locator('button[data-action="solve"]').click();
  await widget.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
  const length = (await widget.locator('.facts:not(.progress) [data-fact="length"] dd').textContent())?.trim() ?? '';
  assert.match(length, /^20\b/);
  await widget.locator('.player[data-state="ready"], .player[data-state="playing"]').waitFor();
  await widget.locator('button[data-action="next"]').click();
  await widget.locator('.player[data-step="1"]').waitFor();
  const after = await tiles(widget);
  assert.equal(after.filter((tile, index) => tile !== BOARD[index]).length, 2, 'one tile and the blank swap');
}

test('Reveal.js deck: lazy iframes on the BFS and A* slides solve, step, and come back from their URL', async (t) => {
  execFileSync('node', [join(ROOT, 'scripts', 'examples.mjs')], { env: { ...process.env, NPUZZLE_DIST: DIST } });
  const server = await serveStatic();
  t.after(() => server.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = watchProblems(await context.newPage());
  await page.goto(`${server.url}examples/slides.html`);
  await page.waitForFunction(() => document.querySelector('.reveal.ready') !== null);

  // Lazy: no iframe has loaded on the title slide.
  assert.equal(await page.locator('section#bfs iframe').getAttribute('src'), null);

  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => location.hash === '#/bfs');
  const bfs = await widgetOn(page, 'bfs');
  assert.deepEqual(await tiles(bfs), BOARD);
  await solveAndStep(bfs);

  await go(page, '#/astar', 2);
  const astar = await widgetOn(page, 'astar');
  await solveAndStep(astar);

  // Away, then back to the title: both iframes are unloaded.
  await go(page, '#/3', 3);
  await go(page, '#/', 0);
  assert.equal(await page.locator('section#bfs iframe').getAttribute('src'), null, 'unloaded when left');
  assert.equal(await page.locator('section#astar iframe').getAttribute('src'), null, 'unloaded when left');

  // And back: the BFS slide's widget is again the board its URL names, at step 0, and solves.
  await go(page, '#/bfs', 1);
  const again = await widgetOn(page, 'bfs');
  assert.deepEqual(await tiles(again), BOARD);
  await solveAndStep(again);
  assert.deepEqual(page.problems, []);
});
