// The mdBook book (examples/book/, built by mdbook through scripts/examples.mjs into
// dist/examples/book/): the <n-puzzle> element on the BFS page and an iframe of embed.html on the
// A* page load, solve and step; a reader who moves to another page and back finds each widget
// as its attributes or its iframe's URL name it, at step 0, ready to solve again.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openExample, screenshot, solveAndStep, widgetTiles } from './support.mjs';

const BOARD = [7, 3, 4, 8, 2, 6, 5, 1, 0];
// What examples/book/src/astar.md writes.
const ASTAR_SRC = '../../embed.html?board=7,3,4,8,2,6,5,1,0&algorithm=astar&heuristic=linear-conflict&controls=solve,step';

/**
 * Moves to the chapter `file` through the book's table of contents, as a reader would.
 * @param {import('playwright-core').Page} page
 * @param {string} file
 */
async function openChapter(page, file) {
  await page.locator(`#mdbook-sidebar a[href="${file}"]`).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/examples/book/${file}`));
}

/**
 * The element on the BFS page, once ready: its attributes are the ones the chapter writes.
 * @param {import('playwright-core').Page} page
 */
async function bfsElement(page) {
  const widget = page.locator('#mdbook-content n-puzzle');
  await widget.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  assert.equal(await widget.getAttribute('board'), '7 3 4; 8 2 6; 5 1 0');
  assert.equal(await widget.getAttribute('algorithm'), 'bfs');
  return widget;
}

/**
 * The widget in the A* page's iframe, once ready: the iframe's URL is the one the chapter writes.
 * @param {import('playwright-core').Page} page
 */
async function astarFrame(page) {
  assert.equal(await page.locator('#mdbook-content iframe').getAttribute('src'), ASTAR_SRC);
  const frame = page.frameLocator('#mdbook-content iframe');
  const widget = frame.locator('n-puzzle');
  await widget.and(frame.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  return widget;
}

/**
 * Opens the chapter `file`, finds its widget with `find`, checks that it shows the written board
 * unsolved, then solves and steps.
 * @param {import('playwright-core').Page} page
 * @param {string} file
 * @param {(page: import('playwright-core').Page) => Promise<import('playwright-core').Locator>} find
 */
async function visit(page, file, find) {
  await openChapter(page, file);
  const widget = await find(page);
  assert.deepEqual(await widgetTiles(widget), BOARD);
  assert.equal(await widget.locator('.npw-solve[data-state="solved"]').count(), 0, 'not solved yet');
  await solveAndStep(widget, BOARD, 20);
}

/**
 * Waits until the chapter's script has fitted the iframe to the height embed.html posts, that
 * of its whole document (the solution's steps included), so nothing scrolls inside it.
 * @param {import('playwright-core').Page} page
 */
async function fitsItsWidget(page) {
  const embed = page.frames().find((frame) => frame.url().includes('/embed.html?'));
  assert.ok(embed, 'the embed.html frame');
  const height = await embed.evaluate(() => document.documentElement.scrollHeight);
  await page.waitForFunction(
    (wanted) => Math.round(document.querySelector('#mdbook-content iframe')?.getBoundingClientRect().height ?? 0) === wanted,
    height,
  );
}

test('mdBook book: the element (BFS) and the iframe (A*) solve, step, and come back as written', async (t) => {
  const page = await openExample(t, 'book', 'examples/book/index.html');
  await page.locator('#mdbook-sidebar a[href="bfs.html"]').waitFor();

  await visit(page, 'bfs.html', bfsElement);
  await screenshot(page, 'book-bfs');
  await visit(page, 'astar.html', astarFrame);
  await fitsItsWidget(page);
  await screenshot(page, 'book-astar');

  // Back to the BFS page: a new page load, the element built again from its attributes.
  await visit(page, 'bfs.html', bfsElement);
  // Away to the title page and back to A*: the iframe loads the URL it names again.
  await openChapter(page, 'index.html');
  await visit(page, 'astar.html', astarFrame);
  assert.deepEqual(page.problems, []);
});
