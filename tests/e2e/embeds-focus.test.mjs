// Issue 25, part B: embedded widgets give the keys back and fit their frames. In the Reveal deck
// (examples/slides.html) a presenter's clicker (PageDown, PageUp) and the arrows still turn the
// slides after a click inside a widget, Escape returns the keys without opening the overview, and
// a solved widget's iframe grows to hold it (embed.html posts its height, examples/site.js
// listens); the book's iframe (examples/book/, site.js through theme/head.hbs) fits too.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openExample, screenshot } from './support.mjs';

/** The index of the slide Reveal shows. */
function slideIndex(page) {
  return page.evaluate(() => [...document.querySelectorAll('.slides > section')].indexOf(/** @type {Element} */ (document.querySelector('.slides > section.present'))));
}

/** Waits until the deck shows slide `index`. */
function onSlide(page, index) {
  return page.waitForFunction((wanted) => [...document.querySelectorAll('.slides > section')].indexOf(/** @type {Element} */ (document.querySelector('.slides > section.present'))) === wanted, index);
}

/** Waits until the iframe `selector` is as tall as its document: no scrolling inside. */
async function fits(page, selector) {
  const frame = page.locator(selector);
  await page.waitForFunction(
    (css) => {
      const element = /** @type {HTMLIFrameElement | null} */ (document.querySelector(css));
      const inner = element?.contentDocument?.documentElement;
      return Boolean(element && inner && inner.scrollHeight > 0 && Math.abs(element.clientHeight - inner.scrollHeight) <= 1);
    },
    selector,
  );
  return (await frame.boundingBox())?.height ?? 0;
}

/** Whether the deck's document has the focus (not one of its iframes). */
function deckFocused(page) {
  return page.evaluate(() => document.hasFocus() && document.activeElement?.tagName !== 'IFRAME');
}

test('Reveal deck: the clicker and the arrows turn slides after a widget was used; Escape returns the keys; solved frames fit', async (t) => {
  const page = await openExample(t, 'slides', 'examples/slides.html');
  await page.waitForFunction(() => document.querySelector('.reveal.ready') !== null);
  await page.keyboard.press('PageDown');
  await onSlide(page, 1);

  // Into the BFS widget: Solve, clicked, has the focus inside the frame.
  const bfs = page.frameLocator('section#bfs iframe').locator('n-puzzle');
  await bfs.and(page.frameLocator('section#bfs iframe').locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  const before = await fits(page, 'section#bfs iframe');
  await bfs.getByRole('button', { name: 'Solve', exact: true }).click();
  await bfs.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
  await bfs.locator('.player[data-state="ready"]').waitFor();
  const after = await fits(page, 'section#bfs iframe');
  assert.ok(after > before, `the frame grew with the solution: ${before} -> ${after} px`);
  await screenshot(page, 'deck-solved');
  assert.equal(await deckFocused(page), false, 'the focus is in the widget');

  // The clicker's PageDown, pressed while the widget has the focus: the deck moves on, and keeps the keys.
  await page.keyboard.press('PageDown');
  await onSlide(page, 2);
  assert.ok(await deckFocused(page), 'the deck has the keys back');
  await page.keyboard.press('PageUp');
  await onSlide(page, 1);

  // An arrow key in a widget that does not use it (the focus on a button) goes to the deck too.
  const astarFrame = page.frameLocator('section#astar iframe');
  await page.keyboard.press('ArrowRight');
  await onSlide(page, 2);
  await astarFrame.locator('n-puzzle[data-state="ready"]').waitFor({ timeout: 60_000 });
  await astarFrame.getByRole('button', { name: 'Solve', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await onSlide(page, 3);

  // Escape inside a widget returns the keys without Reveal's overview; the next key is the deck's.
  await page.keyboard.press('ArrowLeft');
  await onSlide(page, 2);
  await astarFrame.getByRole('button', { name: 'Solve', exact: true }).focus();
  assert.equal(await deckFocused(page), false);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.tagName !== 'IFRAME');
  assert.equal(await page.locator('.reveal.overview').count(), 0, 'Escape did not open the overview');
  assert.equal(await slideIndex(page), 2);
  await page.keyboard.press('ArrowLeft');
  await onSlide(page, 1);
  assert.deepEqual(page.problems, []);
});

test('mdBook: the iframe of the A* chapter fits its solved widget', async (t) => {
  const page = await openExample(t, 'book', 'examples/book/astar.html');
  const frame = page.frameLocator('main iframe');
  const widget = frame.locator('n-puzzle');
  await widget.and(frame.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  const before = await fits(page, 'main iframe');
  await widget.getByRole('button', { name: 'Solve', exact: true }).click();
  await widget.locator('.player[data-state="ready"]').waitFor({ timeout: 60_000 });
  const after = await fits(page, 'main iframe');
  assert.ok(after > before, `the frame grew with the solution: ${before} -> ${after} px`);
  assert.deepEqual(page.problems, []);
});
