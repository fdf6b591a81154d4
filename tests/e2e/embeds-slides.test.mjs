// The Reveal.js deck (examples/slides.html, reveal.js from npm put beside it by
// scripts/examples.mjs): its lazy iframes load embed.html when their slide is shown, solve and
// step there, are unloaded when the slide is left, and come back in the state their URL names.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openExample, solveAndStep, widgetTiles } from './support.mjs';

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

test('Reveal.js deck: lazy iframes on the BFS and A* slides solve, step, and come back from their URL', async (t) => {
  const page = await openExample(t, 'slides', 'examples/slides.html');
  await page.waitForFunction(() => document.querySelector('.reveal.ready') !== null);

  // Lazy: no iframe has loaded on the title slide.
  assert.equal(await page.locator('section#bfs iframe').getAttribute('src'), null);

  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => location.hash === '#/bfs');
  const bfs = await widgetOn(page, 'bfs');
  assert.deepEqual(await widgetTiles(bfs), BOARD);
  await solveAndStep(bfs, BOARD, 20);

  await go(page, '#/astar', 2);
  const astar = await widgetOn(page, 'astar');
  await solveAndStep(astar, BOARD, 20);

  // Away, then back to the title: both iframes are unloaded.
  await go(page, '#/3', 3);
  await go(page, '#/', 0);
  assert.equal(await page.locator('section#bfs iframe').getAttribute('src'), null, 'unloaded when left');
  assert.equal(await page.locator('section#astar iframe').getAttribute('src'), null, 'unloaded when left');

  // And back: the BFS slide's widget is again the board its URL names, at step 0, and solves.
  await go(page, '#/bfs', 1);
  const again = await widgetOn(page, 'bfs');
  assert.deepEqual(await widgetTiles(again), BOARD);
  await solveAndStep(again, BOARD, 20);
  assert.deepEqual(page.problems, []);
});
