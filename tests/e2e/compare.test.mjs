// Compare: a chosen set of algorithms on the same board, one after another in the worker,
// each under limits; a table and bar charts, runs stopped at a limit marked.

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { chooseCompared as choose, loadBoard, openPlayground, screenshot, selectTab, servedPlayground, textOf } from './support.mjs';

const env = servedPlayground();

/** The table, as {algorithm: {state, cells}}. */
function table(page) {
  return page.$$eval('#compare-table tbody tr', (rows) =>
    Object.fromEntries(
      rows.map((row) => [
        row.dataset.algorithm,
        { state: row.dataset.state, cells: [...row.cells].map((cell) => cell.textContent) },
      ]),
    ),
  );
}

describe('compare', () => {
  test('runs the chosen algorithms in turn and charts them, marking limits', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, '7 3 4\n8 2 6\n5 1 _');
    await selectTab(page, 'compare');
    await choose(page, ['bfs', 'greedy', 'astar', 'wastar', 'idastar']);
    await page.click('#compare-run');
    await page.waitForSelector('#compare-section[data-state="idle"] #compare-status[data-state="done"]');
    const all = await table(page);
    assert.deepEqual(Object.keys(all), ['bfs', 'greedy', 'astar', 'wastar', 'idastar']);
    for (const [name, row] of Object.entries(all)) assert.equal(row.state, 'solved', name);
    // Columns: algorithm, heuristic, length, optimal, expanded, peak memory, time, outcome.
    assert.deepEqual(all.astar.cells.slice(0, 4), ['A*', 'Linear conflict', '20', 'yes']);
    assert.deepEqual(all.bfs.cells.slice(0, 4), ['BFS', 'none', '20', 'yes']);
    assert.deepEqual(all.greedy.cells.slice(3, 4), ['no']);
    assert.equal(all.idastar.cells[2], '20');
    assert.equal(await page.getAttribute('#compare-table tr[data-algorithm="astar"] th', 'title'), 'A* · Linear conflict');
    const expanded = (name) => Number(all[name].cells[4].replace(/,/g, ''));
    assert.ok(expanded('bfs') > expanded('astar'), 'BFS expands more than A*');
    assert.equal(await textOf(page, '#compare-status'), '5 of 5 solved.');

    // Three charts: expanded (log scale), time, length; one bar per run.
    const captions = await page.$$eval('#compare-chart figcaption', (c) => c.map((e) => e.textContent));
    assert.deepEqual(captions, ['Expanded nodes (log scale)', 'Time', 'Solution length (moves)']);
    assert.equal(await page.locator('#compare-chart svg').first().locator('g.bar').count(), 5);
    await screenshot(page, 'compare');

    // Under a tight limit, BFS stops: marked in the table and the charts.
    await page.fill('#compare-max-expanded', '1000');
    await choose(page, ['bfs', 'astar']);
    await page.click('#compare-run');
    await page.waitForSelector('#compare-section[data-state="idle"] #compare-status[data-state="done"]');
    const limited = await table(page);
    assert.equal(limited.bfs.state, 'limit');
    assert.equal(limited.bfs.cells[7], 'node limit');
    assert.equal(limited.astar.state, 'solved');
    assert.equal(await textOf(page, '#compare-status'), '1 of 2 solved, 1 stopped at a limit.');
    assert.equal(await page.locator('#compare-chart g.bar.limited[data-algorithm="bfs"]').count(), 3);
    assert.match(await page.textContent('#compare-chart g.bar.limited[data-algorithm="bfs"]'), /limit/);
    assert.match(await page.getAttribute('#compare-table tr[data-algorithm="bfs"]', 'title'), /IDA\* with linear conflict/);
    await screenshot(page, 'compare-limit');
    assert.deepEqual(page.problems, []);
  });

  test('cancel stops the run under way and skips the rest', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await page.click('button[data-preset="korf-1"]');
    await selectTab(page, 'compare');
    await choose(page, ['bfs', 'astar']);
    await page.click('#compare-run');
    await page.waitForSelector('#compare-table tr[data-algorithm="bfs"][data-state="running"]');
    await page.click('#compare-cancel');
    await page.waitForSelector('#compare-status[data-state="cancelled"]');
    const rows = await table(page);
    assert.equal(rows.bfs.state, 'cancelled');
    assert.equal(rows.astar.state, 'skipped');
    assert.ok(await page.isEnabled('#compare-run'));

    await choose(page, []);
    await page.click('#compare-run');
    assert.equal(await textOf(page, '#compare-status'), 'Choose at least one algorithm to compare.');
    assert.deepEqual(page.problems, []);
  });
});
