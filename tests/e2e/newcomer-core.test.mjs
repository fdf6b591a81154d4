// What a newcomer meets first (issue 25, part A): the defaults solve on every size, a stop at a
// limit says why and offers the one retry the core names, every count has thousands separators;
// names in links are read whatever their case; homework board formats read; an error is said
// once, beside its field; the widget's unsolvable board gets a sentence and the page's fix.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPlayground, screenshot, selectTab, servedPlayground, shownTiles, textOf, typeBoard, watchProblems } from './support.mjs';

const env = servedPlayground();

const KORF_1 = '14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3'; // 57 moves, blank-first goal
// A count of four digits or more written without its separators: 1171354, not 1,171,354.
const UNGROUPED = /\d{4,}/;

/** The widget `selector` in `page`, once ready. */
async function readyWidget(page, selector = 'n-puzzle') {
  const widget = page.locator(selector);
  await widget.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  return widget;
}

/** A page of its own (not the playground), recording problems. */
async function openPage(url, viewport = { width: 1280, height: 900 }) {
  const context = await env.browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = watchProblems(await context.newPage());
  await page.goto(url);
  return page;
}

/** Waits for the solve panel to end its search, and answers its status line. */
async function solveEnds(page) {
  await page.waitForSelector('#solve-section:is([data-state="solved"], [data-state="stopped"], [data-state="error"])', { timeout: 120_000 });
  return textOf(page, '#solve-status');
}

describe('defaults that solve', () => {
  test('the playground starts on auto and solves Korf #1; A* stops at its memory limit, says why, and one button retries with IDA* + databases', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    t.after(() => page.context().close());
    await selectTab(page, 'solve');
    const algorithm = page.getByRole('combobox', { name: 'Algorithm' });
    assert.equal(await algorithm.inputValue(), 'auto', 'the core’s default, as in the README and the CLI');

    // The hardest preset, with the page's own defaults.
    await selectTab(page, 'input');
    await page.getByRole('button', { name: /Korf #1\b/ }).click();
    await selectTab(page, 'solve');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    assert.equal(await solveEnds(page), 'Solved: 57 moves, optimal.');

    // A* (the old default) runs out of memory: why, in words, with separators, and one retry.
    await algorithm.selectOption('astar');
    await page.getByRole('combobox', { name: 'Heuristic' }).selectOption('linear-conflict');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    const stopped = await solveEnds(page);
    assert.match(stopped, /^Memory limit reached: stopped after \d{1,3}(,\d{3})+ expanded nodes at the memory limit \(256 MB\): the \d{1,3}(,\d{3})+ boards it keeps in memory filled it; IDA\* with the pattern databases/);
    assert.doesNotMatch(stopped, UNGROUPED);
    for (const fact of await page.locator('#solve-stats dd').allTextContents()) assert.doesNotMatch(fact, UNGROUPED, fact);
    const retry = page.getByRole('button', { name: 'Solve with IDA* + databases' });
    assert.equal(await page.locator('#solve-section button:visible', { hasText: /^Solve with/ }).count(), 1, 'one retry');
    await screenshot(page, 'newcomer-retry');
    await retry.click();
    assert.equal(await solveEnds(page), 'Solved: 57 moves, optimal.');
    // The retry is what the panel shows: the choice and the heuristic it ran.
    assert.equal(await algorithm.inputValue(), 'idastar');
    assert.equal(await page.getByRole('combobox', { name: 'Heuristic' }).inputValue(), 'pdb');
    assert.equal(await retry.count(), 0);
    assert.deepEqual(page.problems, []);
  });

  test('on 5x5 and 10x10 the default answers within seconds, never stopping at a limit, in the playground and the widget', async (t) => {
    // 5x5: the anytime search (issue 29), its best after its own budget with the bound it
    // proved; 10x10: the fast solver.
    const expected = {
      '5x5': [/^Solved: \d{1,3}(,\d{3})* moves, optimal is at least \d+\.$/, 'Anytime beam search'],
      '10x10': [/^Solved: \d{1,3}(,\d{3})* moves, not guaranteed optimal\.$/, 'Fast'],
    };
    for (const [size, [answer, algorithm]] of Object.entries(expected)) {
      const page = await openPlayground(env.browser, `${env.server.url}#size=${size}`);
      t.after(() => page.context().close());
      await selectTab(page, 'solve');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      assert.match(await solveEnds(page), answer, size);
      assert.equal(await textOf(page, '#solve-stats [data-fact="algorithm"] dd'), algorithm);
      assert.deepEqual(page.problems, []);
    }
    // The widget, and embed.html, with no algorithm given: the same default, and its 60 s limit.
    const embed = await openPage(`${env.server.url}embed.html?size=10x10&controls=solve,step`, { width: 375, height: 800 });
    t.after(() => embed.context().close());
    const widget = await readyWidget(embed);
    assert.equal(await widget.locator('.npw-title').textContent(), '99-puzzle · Automatic');
    await widget.getByRole('button', { name: 'Solve', exact: true }).click();
    await widget.locator('.npw-solve[data-state="solved"]').waitFor({ timeout: 60_000 });
    assert.match(await widget.locator('.solve-status').textContent(), /^Solved: \d{1,3}(,\d{3})* moves/);
    await screenshot(embed, 'newcomer-widget-10x10-phone');
    assert.deepEqual(embed.problems, []);
  });
});

describe('names and formats', () => {
  test('names in the hash and in embed.html are read whatever their case; an unknown one lists the valid ones', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#algo=IDAStar&h=Manhattan&goal=Blank-First&view=Solve&board=3x3:1,2,3,4,5,6,7,8,0`);
    t.after(() => page.context().close());
    assert.equal(await page.locator('#notices .notice').count(), 0, await page.locator('#notices').textContent());
    assert.equal(await page.getByRole('combobox', { name: 'Algorithm' }).inputValue(), 'idastar');
    assert.equal(await page.getByRole('combobox', { name: 'Heuristic' }).inputValue(), 'manhattan');
    assert.equal(await page.getByRole('tab', { name: 'Solve' }).getAttribute('aria-selected'), 'true');
    await selectTab(page, 'input');
    assert.equal(await page.getByRole('radio', { name: /blank first/i }).isChecked(), true);

    const embed = await openPage(`${env.server.url}embed.html?board=7,3,4,8,2,6,5,1,0&algorithm=BFS&heuristic=Linear-Conflict&theme=Dark&controls=Solve,Step`);
    t.after(() => embed.context().close());
    const widget = await readyWidget(embed);
    assert.equal(await widget.getAttribute('data-problems'), '0');
    assert.equal(await widget.locator('.npw-title').textContent(), '8-puzzle · Breadth-first search');
    assert.equal(await widget.locator('.npw').getAttribute('data-theme'), 'dark');

    const unknown = await openPlayground(env.browser, `${env.server.url}#algo=Dijkstra`);
    t.after(() => unknown.context().close());
    const notice = await unknown.locator('#notices').textContent();
    assert.match(notice, /unknown algorithm 'Dijkstra': use bfs, dfs, iddfs, greedy, ucs, astar, wastar, idastar, fast or auto/);
  });

  test('Markdown and ASCII tables, tuples and nested lists paste as boards; a mistake is said once, beside the field', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await selectTab(page, 'input');
    const homework = [
      '| 1 | 2 | 3 |\n|---|---|---|\n| 4 | 5 | 6 |\n| 7 | 8 |   |',
      '+---+---+---+\n| 8 | 6 | 7 |\n+---+---+---+\n| 2 | 5 | 4 |\n+---+---+---+\n| 3 |   | 1 |\n+---+---+---+',
      '(1, 2, 3), (4, 5, 0), (7, 8, 6)',
      '((1,2,3),(4,5,6),(7,0,8))',
      '[[1, 2, 3], [4, 5, 6], [0, 7, 8]]',
    ];
    const boards = [
      [1, 2, 3, 4, 5, 6, 7, 8, 0],
      [8, 6, 7, 2, 5, 4, 3, 0, 1],
      [1, 2, 3, 4, 5, 0, 7, 8, 6],
      [1, 2, 3, 4, 5, 6, 7, 0, 8],
      [1, 2, 3, 4, 5, 6, 0, 7, 8],
    ];
    for (const [index, text] of homework.entries()) {
      await typeBoard(page, text);
      await page.waitForSelector('#status[data-source="worker"]:is([data-state="solvable"], [data-state="unsolvable"])');
      assert.deepEqual(await shownTiles(page), boards[index], text);
      assert.equal(await page.getByRole('textbox', { name: 'Board text' }).getAttribute('aria-invalid'), 'false');
    }
    // A mistake in a table: named by row and cell, beside the field only.
    await typeBoard(page, '| 1 | 2 | 3 |\n| 4 | x | 6 |\n| 7 | 8 |   |');
    const error = page.locator('#board-error');
    await error.waitFor();
    assert.equal(await error.textContent(), "'x' at row 2, position 2 is not a number (write the blank as 0, _, . or -)");
    const everywhere = await page.locator('body').textContent();
    assert.equal(everywhere.split("'x' at row 2").length - 1, 1, 'said once');
    assert.equal(await page.locator('#notices .notice').count(), 0);
    await screenshot(page, 'newcomer-table-error');
    assert.deepEqual(page.problems, []);
  });

  test('the widget says an unsolvable board cannot be solved in a sentence, and offers the page’s swap', async (t) => {
    const page = await openPage(`${env.server.url}embed.html?board=2,1,3,4,5,6,7,8,0&controls=play,solve,step`, { width: 375, height: 800 });
    t.after(() => page.context().close());
    const widget = await readyWidget(page);
    await widget.getByRole('button', { name: 'Solve', exact: true }).click();
    const status = widget.locator('.solve-status[data-state="error"]');
    await status.waitFor();
    assert.match(await status.textContent(), /^This board cannot be solved\. Reading row by row, .*\.$/);
    const fix = widget.getByRole('button', { name: 'Swap tiles 1 and 2 to make it solvable' });
    await screenshot(page, 'newcomer-widget-unsolvable-phone');
    await fix.click();
    assert.deepEqual(await widget.locator('.board-mirror button').allTextContents(), ['1', '2', '3', '4', '5', '6', '7', '8', 'blank']);
    // Nothing the widget says points at a control it does not have.
    const said = await widget.evaluate((element) => element.shadowRoot.textContent);
    assert.doesNotMatch(said, /Board tab|Solve panel/);
    assert.deepEqual(page.problems, []);
  });
});
