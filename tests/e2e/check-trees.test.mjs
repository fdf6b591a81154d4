// "Check my search" draws the student's trace as a second tree beside the reference search
// (issue 36, point 5): a wrong A* trace of the hardest 8-puzzle (8 6 7 / 2 5 4 / 3 _ 1), printed by
// a tutorial's A* (tutorial-search.mjs) with two expansions swapped, opens both trees at the first
// wrong expansion, the reference saying "Why this node" there and the student's board marked (in
// its name, and in red); the step player moves both. A valid trace opens at its end; another
// board hides it. Desktop and 375 pixels (portrait and landscape).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadBoard, openPlayground, screenshot, selectTab, servedPlayground } from './support.mjs';
import { astar, connected, lineOf, traceText } from './tutorial-search.mjs';

const env = servedPlayground();
const HARDEST = [8, 6, 7, 2, 5, 4, 3, 0, 1];

/**
 * The tutorial's A* trace of the hardest board, and the same with two expansions swapped: a board
 * of f = 23 and a later one of f = 25 generated before it, wrong at `step` (0-based). The boards
 * just after the swap are still one move from boards expanded before them, so the student's tree
 * goes on past the wrong expansion (a board one move from none before it would end it there).
 */
function swappedTrace() {
  const right = astar(HARDEST);
  const tiles = right.map((entry) => entry.tiles);
  for (let step = 4; step < right.length; step += 1) {
    for (let later = step + 1; later < right.length; later += 1) {
      if (right[later].f <= right[step].f) continue;
      const boards = [...tiles];
      [boards[step], boards[later]] = [boards[later], boards[step]];
      if (connected(boards.slice(0, step + 3))) return { right: tiles, boards, step, wrong: right[later] };
    }
  }
  throw new Error('no swap leaves the boards after it drawable');
}

/**
 * The Search view's "Check my search" with A* and Manhattan, `boards` pasted (set as a paste
 * sets it: typing 7,000 lines would take minutes) and checked; answers the section.
 */
async function check(page, boards) {
  await selectTab(page, 'search');
  const section = page.locator('#check-search-section');
  await section.locator('summary').click();
  await section.getByLabel('Algorithm').selectOption('astar');
  await section.getByLabel('Heuristic').selectOption('manhattan');
  await section.getByLabel('Boards your search expanded').evaluate((box, text) => (/** @type {HTMLTextAreaElement} */ (box).value = text), traceText(boards));
  await section.getByRole('button', { name: 'Check', exact: true }).click();
  return section;
}

const laneStep = (page, lane) => page.locator(`.search-lane[data-lane="${lane}"]`).getAttribute('data-step');

describe('the student’s trace as a tree beside the reference', () => {
  const viewports = [
    ['1280', { width: 1280, height: 900 }],
    ['375', { width: 375, height: 812 }],
    ['375-landscape', { width: 812, height: 375 }],
  ];
  for (const [name, viewport] of viewports) {
    test(`a wrong A* trace of the hardest 8-puzzle, at ${name}: both trees at the first wrong expansion, the student's board marked, stepping together`, async (t) => {
      const page = await openPlayground(env.browser, env.server.url, { viewport });
      t.after(() => page.context().close());
      const { boards, step, wrong } = swappedTrace();
      await loadBoard(page, '8 6 7\n2 5 4\n3 _ 1');
      const section = await check(page, boards);
      const expansion = step + 1;
      const sentence = `expansion ${expansion}: ${lineOf(wrong.tiles)} has f = ${wrong.f}, but`;
      await section.getByRole('status').filter({ hasText: sentence }).waitFor({ timeout: 60_000 });

      // Both trees at that expansion: the reference with its "Why this node", the student's board marked.
      await page.waitForSelector(`#search-section[data-step="${expansion}"]`, { timeout: 60_000 });
      const reference = page.getByRole('region', { name: 'A* · Manhattan' });
      const yours = page.getByRole('region', { name: 'Your search' });
      const marked = yours.getByRole('button', { name: `Your first wrong expansion: ${lineOf(wrong.tiles)}, g ${wrong.g}, h ${wrong.f - wrong.g}, f ${wrong.f}` });
      await marked.waitFor();
      assert.equal(await marked.getAttribute('aria-current'), 'step');
      assert.equal(await laneStep(page, 0), String(expansion));
      assert.equal(await laneStep(page, 2), String(expansion));
      assert.match(await reference.getByRole('region', { name: 'Why this node' }).textContent(), /It had the lowest f on the frontier/);
      assert.match(await yours.getByRole('region', { name: 'What the check found here' }).textContent(), new RegExp(`Your first wrong expansion, marked in red: ${sentence.replace(/[/*]/g, '\\$&')}`));
      assert.match(await yours.locator('.search-counts').textContent(), new RegExp(`^${boards.length.toLocaleString('en')} boards in your trace; (all|the first [\\d,]+) in this tree\\.$`));
      await screenshot(page, `check-trees-wrong-${name}`);

      // The step player moves both.
      await page.getByRole('button', { name: 'Next expansion' }).click();
      await page.waitForSelector(`#search-section[data-step="${expansion + 1}"]`);
      assert.equal(await laneStep(page, 0), String(expansion + 1));
      assert.equal(await laneStep(page, 2), String(expansion + 1));
      assert.match(await yours.getByRole('region', { name: 'What the check found here' }).textContent(), new RegExp(`after the first wrong one \\(expansion ${expansion}\\)`));
      await page.getByRole('button', { name: 'Previous expansion' }).click();
      await page.getByRole('button', { name: 'Previous expansion' }).click();
      await page.waitForSelector(`#search-section[data-step="${expansion - 1}"]`);
      assert.equal(await laneStep(page, 2), String(expansion - 1));
      assert.match(await yours.getByRole('region', { name: 'What the check found here' }).textContent(), /a run of A\* · Manhattan could expand this board here/);
    });
  }

  test('a valid A* trace opens at its end, the goal found in both trees; stepping back moves both', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    const { right } = swappedTrace();
    await loadBoard(page, '8 6 7\n2 5 4\n3 _ 1');
    const section = await check(page, right);
    await section.getByRole('status').filter({ hasText: /valid/ }).waitFor({ timeout: 60_000 });
    const yours = page.getByRole('region', { name: 'Your search' });
    await yours.waitFor();
    // The goal ends the trace: found, not expanded, so the tree's last expansion is the one before.
    const last = String(right.length - 1);
    await page.waitForFunction((step) => document.querySelector('.search-lane[data-lane="2"]')?.getAttribute('data-step') === step, last, { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('#search-section')?.dataset.path === '31');
    assert.equal(await yours.getAttribute('data-path'), '31');
    assert.equal(await yours.getByRole('button', { name: /^Your first wrong expansion/ }).count(), 0);
    const end = Number(await page.locator('#search-section').getAttribute('data-step'));
    await page.getByRole('button', { name: 'Previous expansion' }).click();
    await page.waitForSelector(`#search-section[data-step="${end - 1}"]`);
    assert.equal(await laneStep(page, 2), String(Math.min(end - 1, right.length - 1)));
    await screenshot(page, 'check-trees-valid-1280');
    // A check belongs to its board: another board hides the student's tree.
    await loadBoard(page, '1 2 3\n4 5 6\n7 _ 8');
    await yours.waitFor({ state: 'hidden' });
  });
});
