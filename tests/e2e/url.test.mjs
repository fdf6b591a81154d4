// Shareable state: board, goal, size, algorithm, heuristic and step live in the URL hash; a
// copied URL reopens the same view; invalid values are reported and ignored, never run as HTML.

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import {
  loadBoard,
  openPlayground,
  screenshot,
  selectTab,
  servedPlayground,
  shownTiles,
} from './support.mjs';

const env = servedPlayground();

/**
 * The hash's values, once it holds `key` with `value`. Waiting for the value, not just the key,
 * matters: the key may already be there with the value before the change being checked.
 */
async function hashWith(page, key, value) {
  await page.waitForFunction(
    ([key, value]) => new URLSearchParams(location.hash.slice(1)).get(key) === value,
    [key, value],
  );
  return Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)));
}

describe('the URL', () => {
  test('a copied URL reopens the same view, step included', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, '7 3 4\n8 2 6\n5 1 _');
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'idastar');
    await page.selectOption('#heuristic', 'manhattan');
    await page.click('#solve');
    await page.waitForSelector('#player[data-state="ready"]');
    await page.click('#move-list button[data-step="5"]');
    const values = await hashWith(page, 'step', '5');
    assert.deepEqual(values, {
      size: '3x3',
      board: '3x3:7,3,4,8,2,6,5,1,0',
      goal: 'blank-last',
      algo: 'idastar',
      h: 'manhattan',
      step: '5',
    });
    assert.match(page.url(), /#size=3x3&board=3x3:7,3,4,8,2,6,5,1,0&goal=blank-last&algo=idastar&h=manhattan&step=5$/);
    const shown = await shownTiles(page);

    const copy = await openPlayground(env.browser, page.url());
    t.after(() => copy.context().close());
    await copy.waitForSelector('#player[data-state="ready"][data-step="5"]');
    assert.deepEqual(await shownTiles(copy), shown);
    assert.equal(await copy.inputValue('#algorithm'), 'idastar');
    assert.equal(await copy.inputValue('#heuristic'), 'manhattan');
    assert.equal(await copy.getAttribute('#tab-solve', 'aria-selected'), 'true');
    assert.equal(await copy.textContent('#step-index'), 'Step 5 of 20');
    assert.equal(await copy.locator('#notices .notice').count(), 0);
    assert.deepEqual(copy.problems, []);
    assert.deepEqual(page.problems, []);
  });

  test('a custom goal, a rectangular board and weighted A* travel too', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, '2x3: 4 1 2 5 0 3');
    await page.check('input[name="goal"][value="custom"]');
    await page.fill('#goal-input', '2x3: 1 2 3 4 0 5');
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'wastar');
    await page.fill('#weight', '1.5');
    await page.dispatchEvent('#weight', 'change');
    const values = await hashWith(page, 'w', '1.5');
    assert.equal(values.goal, '2x3:1,2,3,4,0,5');
    assert.equal(values.board, '2x3:4,1,2,5,0,3');
    assert.equal(values.w, '1.5');

    const copy = await openPlayground(env.browser, page.url());
    t.after(() => copy.context().close());
    assert.deepEqual(await shownTiles(copy), [4, 1, 2, 5, 0, 3]);
    assert.ok(await copy.isChecked('input[name="goal"][value="custom"]'));
    assert.equal(await copy.inputValue('#goal-input'), '1 2 3\n4 _ 5');
    assert.equal(await copy.inputValue('#algorithm'), 'wastar');
    assert.equal(await copy.inputValue('#weight'), '1.5');

    // Editing the hash by hand applies it at once.
    await copy.evaluate(() => {
      location.hash = '#board=1,2,3,4,5,6,7,0,8&goal=blank-last';
    });
    await copy.waitForFunction(() => document.getElementById('board-mirror').dataset.cols === '3');
    assert.deepEqual(await shownTiles(copy), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
    assert.ok(await copy.isChecked('input[name="goal"][value="blank-last"]'));
    assert.deepEqual(copy.problems, []);
  });

  test('invalid values are reported, ignored, and never inserted as HTML', async (t) => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const hash =
      `#board=1,2,3,4,5,6,7,8,8&algo=quantum&h=${encodeURIComponent(hostile)}` +
      '&step=abc&size=11x11&w=0&foo=bar&goal=sideways';
    let dialogs = 0;
    const page = await openPlayground(env.browser, env.server.url + hash, {}, async (context) => {
      context.on('dialog', (dialog) => {
        dialogs += 1;
        dialog.dismiss();
      });
    });
    t.after(() => page.context().close());

    await page.waitForSelector('#notices .notice[data-kind="link"]');
    const items = await page.$$eval('#notices li', (lis) => lis.map((li) => li.textContent));
    const expect = [
      /^“foo” is not something a link can set\.$/,
      // The names, the weight and the size are the core's words (parseAlgorithm, parseHeuristic,
      // parseWeight, parseShape), the value echoed as text.
      /^algo: unknown algorithm 'quantum': use .*\bbfs\b.*\bastar\b.*\bidastar\b.*\.$/,
      /^h: unknown heuristic '<img src=x onerror="window.__pwned=1">'/,
      /^w: the weight must be a number of at least 1, not 0\.$/,
      /^board: tile 8 appears twice: at row 3, column 2 and at row 3, column 3/,
      /^size: .*10x10.*\b11x11\b/,
      /^goal: .*sideways/,
      /^step: “abc” is not a step number\.$/,
    ];
    for (const pattern of expect) {
      assert.ok(items.some((item) => pattern.test(item)), `${pattern} in ${JSON.stringify(items, null, 1)}`);
    }
    // Ignored: the page shows its usual start, with the usual choices (the core's default, auto:
    // issue 25).
    assert.deepEqual(await shownTiles(page), [7, 3, 4, 8, 2, 6, 5, 1, 0]);
    assert.equal(await page.inputValue('#algorithm'), 'auto');
    // The heuristic select shows what Automatic runs (issue 25: never a contradicting choice).
    assert.equal(await page.$eval('#heuristic', (select) => select.selectedOptions[0]?.textContent), 'Linear conflict (chosen by Automatic)');
    // As text only: no element was made from the URL, no script ran.
    assert.equal(await page.locator('#notices img, img[src="x"]').count(), 0);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(dialogs, 0);
    await screenshot(page, 'url-errors');

    // Dismissed with its button.
    await page.click('#notices .notice[data-kind="link"] .notice-close');
    assert.equal(await page.locator('#notices .notice').count(), 0);

    // A step past the end of the solution is reported too.
    const past = await openPlayground(env.browser, `${env.server.url}#board=1,2,3,4,5,6,0,7,8&step=9`);
    t.after(() => past.context().close());
    await past.waitForSelector('#player[data-state="ready"][data-step="2"]');
    await past.waitForSelector('#notices .notice[data-kind="link"]');
    assert.match(await past.textContent('#notices'), /step: 9 is past the solution's last step \(2\); showing step 2\./);
    assert.deepEqual(page.problems, []);
  });

  test('what a link can make the page read is capped', async (t) => {
    // 70 unknown keys, one of them 200 characters long, and the long spellings of a setting.
    const long = 'k'.repeat(200);
    const keys = [long, ...Array.from({ length: 69 }, (_, i) => `junk${i}`)];
    const page = await openPlayground(env.browser, `${env.server.url}#algorithm=idastar&h=manhattan&${keys.map((k) => `${k}=1`).join('&')}`);
    t.after(() => page.context().close());
    await page.waitForSelector('#notices .notice[data-kind="link"]');
    const items = await page.$$eval('#notices li', (lis) => lis.map((li) => li.textContent));
    // At most 10 problems and a count of the rest; a value is echoed up to 80 characters.
    assert.equal(items.length, 11, JSON.stringify(items));
    assert.equal(items[0], `“${'k'.repeat(80)}…” is not something a link can set.`);
    assert.match(items.at(-1), /^…and \d+ more\.$/);
    // Both spellings of a setting are read: algorithm= and h=.
    assert.equal(await page.inputValue('#algorithm'), 'idastar');
    assert.equal(await page.inputValue('#heuristic'), 'manhattan');
    assert.deepEqual(page.problems, []);
  });
});
