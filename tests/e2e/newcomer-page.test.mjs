// Issue 25, part B: what a newcomer meets on the page. Reset returns to the board they started
// from and Goal shows the goal, both undoable, in the playground and the widget; "Skip to the
// board" is not read as settings; a solution's moves are one tab stop; Compare shows peak memory
// and the heuristic, its bars their scale; a control that does not apply never contradicts the
// answer; every statistic says what it means on hover and focus, as docs/glossary.md does.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chooseCompared, loadBoard, openPlayground, screenshot, selectTab, servedPlayground, shownTiles, watchProblems, widgetTiles } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const env = servedPlayground();

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const moves = async (page) => Number(await page.textContent('#move-count'));
const button = (scope, name) => scope.getByRole('button', { name, exact: true });

/** Two moves by keyboard on the board: the tiles above and then left of the blank slide. */
async function playTwo(page) {
  await page.focus('#board-frame');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.getElementById('move-count')?.textContent === '2');
}

/** The playground with `board` loaded and the `tab` panel open, closed when `t` ends. */
async function openWith(t, board, tab) {
  const page = await openPlayground(env.browser, env.server.url);
  t.after(() => page.context().close());
  await loadBoard(page, board);
  await selectTab(page, tab);
  return page;
}

/** Some moves by keyboard, wherever the blank is. */
async function playSome(page) {
  await page.focus('#board-frame');
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft']) await page.keyboard.press(key);
  assert.ok((await moves(page)) > 0);
}

describe('Reset and Goal', () => {
  test('Reset returns to the board started from (preset, pasted, shuffled, linked); Goal shows the goal; Undo takes either back', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    // A preset.
    await selectTab(page, 'input');
    await page.getByRole('button', { name: /Hardest 8-puzzle A/ }).click();
    const preset = [8, 6, 7, 2, 5, 4, 3, 0, 1];
    assert.deepEqual(await shownTiles(page), preset);
    await playTwo(page);
    const played = await shownTiles(page);
    await button(page, 'Reset').click();
    assert.deepEqual(await shownTiles(page), preset, 'Reset: the preset, not the goal');
    assert.equal(await moves(page), 0);
    await page.waitForFunction(() => document.getElementById('announcer').textContent === 'Back to the board you started from.');
    await button(page, 'Undo').click();
    assert.deepEqual(await shownTiles(page), played, 'Undo takes the reset back');
    assert.equal(await moves(page), 2);
    await button(page, 'Redo').click();
    assert.deepEqual(await shownTiles(page), preset);

    await button(page, 'Goal').click();
    assert.deepEqual(await shownTiles(page), GOAL);
    assert.equal(await moves(page), 0);
    assert.equal(await page.textContent('#solved-banner'), 'This is the goal. Undo goes back to your board.');
    await button(page, 'Undo').click();
    assert.deepEqual(await shownTiles(page), preset, 'Undo takes the goal back');
    await button(page, 'Reset').click(); // already there: nothing to undo added
    assert.deepEqual(await shownTiles(page), preset);

    // Pasted.
    await loadBoard(page, '1 2 3\n4 5 6\n7 0 8');
    await page.focus('#board-frame');
    await page.keyboard.press('ArrowDown');
    await button(page, 'Reset').click();
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
    assert.equal(await page.inputValue('#board-input'), '1 2 3\n4 5 6\n7 _ 8', 'the board text follows');

    // Shuffled.
    await button(page, 'Random board').click();
    await page.waitForSelector('#status[data-source="worker"][data-state="solvable"]');
    const shuffled = await shownTiles(page);
    await playSome(page);
    await button(page, 'Reset').click();
    assert.deepEqual(await shownTiles(page), shuffled);

    // Linked.
    const linked = [4, 1, 3, 7, 2, 6, 5, 8, 0];
    await page.goto(`${env.server.url}#board=3x3:${linked.join(',')}`);
    await page.waitForSelector('main[data-ready="true"]');
    await playTwo(page);
    await button(page, 'Reset').click();
    assert.deepEqual(await shownTiles(page), linked);
    assert.deepEqual(page.problems, []);
  });

  test('the widget: Reset, Goal and Undo as in the playground', async (t) => {
    const context = await env.browser.newContext({ viewport: { width: 700, height: 900 }, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = watchProblems(await context.newPage());
    const start = [1, 2, 3, 4, 5, 6, 0, 7, 8];
    await page.goto(`${env.server.url}embed.html?board=${start.join(',')}&controls=play`);
    const widget = page.locator('n-puzzle');
    await widget.and(page.locator('[data-state="ready"]')).waitFor();
    assert.ok(await button(widget, 'Undo').isDisabled());
    // Tile 7, right of the blank, slides left.
    await widget.locator('.board-mirror button', { hasText: /^7$/ }).click();
    const moved = await widgetTiles(widget);
    assert.deepEqual(moved, [1, 2, 3, 4, 5, 6, 7, 0, 8]);
    await button(widget, 'Reset').click();
    assert.deepEqual(await widgetTiles(widget), start);
    await button(widget, 'Goal').click();
    assert.deepEqual(await widgetTiles(widget), GOAL);
    await button(widget, 'Undo').click();
    assert.deepEqual(await widgetTiles(widget), start);
    await button(widget, 'Undo').click();
    assert.deepEqual(await widgetTiles(widget), moved);
    assert.deepEqual(page.problems, []);
  });
});

describe('keyboard and focus', () => {
  test('"Skip to the board" moves the focus there, and the page does not read its hash as settings', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    const before = await shownTiles(page);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to the board');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#board-frame');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'board-frame');
    await page.waitForTimeout(300); // a hash read as settings would have complained by now
    assert.equal(await page.locator('#notices .notice').count(), 0, 'no complaint about the hash');
    assert.deepEqual(await shownTiles(page), before, 'the board stays');

    // Opened with that hash (a bookmark, a reload): no complaint either.
    await page.goto(`${env.server.url}#board-frame`);
    await page.waitForSelector('main[data-ready="true"]');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('#notices .notice').count(), 0);
    assert.deepEqual(page.problems, []);
  });

  test("a solution's moves are one tab stop, walked with the arrow keys, Home and End", async (t) => {
    const page = await openWith(t, '8 6 7\n2 5 4\n3 _ 1', 'solve');
    await page.selectOption('#algorithm', 'idastar');
    await page.click('#solve');
    await page.waitForSelector('#player[data-state="ready"]');
    const list = page.getByRole('listbox', { name: 'Moves of the solution' });
    assert.equal(await list.getByRole('option').count(), 31);
    assert.equal(await list.locator('[tabindex="0"]').count(), 1, 'one stop in the tab order');

    // From the control before the list, one Tab enters it and the next leaves it.
    await page.focus('#step-speed');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'option');
    // The stop is the first move while the player is at the start; arrows go on from there.
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#player[data-step="2"]');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('#player[data-step="3"]');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Move 3:')), true);
    await page.keyboard.press('End');
    await page.waitForSelector('#player[data-step="31"]');
    await page.keyboard.press('ArrowUp');
    await page.waitForSelector('#player[data-step="30"]');
    // Home goes to the start, before the first move: no move selected, the first the list's stop.
    await page.keyboard.press('Home');
    await page.waitForSelector('#player[data-step="0"]');
    assert.equal(await list.getByRole('option', { selected: true }).count(), 0);
    await page.keyboard.press('Tab');
    assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'option', 'Tab leaves the list');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Move 1:')), true, 'Shift+Tab comes back to the move shown');
    assert.deepEqual(page.problems, []);
  });
});

describe('Compare and statistics', () => {
  test('the table shows the heuristic and peak memory; each chart its axis and scale', async (t) => {
    const page = await openWith(t, '7 3 4\n8 2 6\n5 1 _', 'compare');
    await chooseCompared(page, ['bfs', 'idastar']);
    await page.click('#compare-run');
    await page.waitForSelector('#compare-section[data-state="idle"] #compare-status[data-state="done"]');
    const headers = await page.$$eval('#compare-table thead th', (cells) => cells.map((cell) => (cell.querySelector('button.term') ?? cell).textContent));
    assert.deepEqual(headers, ['Algorithm', 'Heuristic', 'Length', 'Optimal', 'Expanded', 'Peak memory', 'Time', 'Outcome']);
    const row = (name) => page.$$eval(`#compare-table tr[data-algorithm="${name}"] > *`, (cells) => cells.map((cell) => cell.textContent));
    const [bfs, idastar] = [await row('bfs'), await row('idastar')];
    assert.equal(bfs[1], 'none');
    assert.equal(idastar[1], 'Linear conflict');
    for (const cells of [bfs, idastar]) assert.match(cells[5], /^\d+(\.\d)? (KB|MB)$/);
    // BFS stores every board it reaches; IDA* only its path.
    const kb = (text) => Number.parseFloat(text) * (text.endsWith('MB') ? 1024 : 1);
    assert.ok(kb(bfs[5]) > kb(idastar[5]), `peak memory: BFS ${bfs[5]}, IDA* ${idastar[5]}`);

    const axes = await page.$$eval('#compare-chart .axis-title', (titles) => titles.map((title) => title.textContent));
    assert.deepEqual(axes, ['expanded nodes, log scale', 'time, linear scale from 0', 'moves, linear scale from 0']);
    const ticks = await page.$$eval('#compare-chart figure:first-of-type .axis-tick', (texts) => texts.map((text) => text.textContent));
    assert.ok(ticks.length >= 3, `ticks: ${ticks}`);
    assert.equal(ticks.at(-1), bfs[4], 'the axis ends at the largest count');
    assert.ok(ticks.slice(0, -1).every((tick) => /^(0|1(0|,000)*)$/.test(String(tick))), `0, then powers of ten: ${ticks}`);
    assert.match(String(await page.locator('#compare-chart svg').first().getAttribute('aria-label')), /^Expanded nodes \(log scale\), log scale: /);
    await page.locator('#compare-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'newcomer-compare');
    assert.deepEqual(page.problems, []);
  });

  test('a heuristic select that does not apply shows what runs, never a contradicting choice', async (t) => {
    const page = await openWith(t, '7 3 4\n8 2 6\n5 1 _', 'solve');
    await page.selectOption('#algorithm', 'astar'); // the default, Automatic, picks its own
    await page.selectOption('#heuristic', 'manhattan');
    const shown = () => page.$eval('#heuristic', (select) => select.selectedOptions[0]?.textContent ?? '');

    await page.selectOption('#algorithm', 'bfs');
    assert.ok(await page.isDisabled('#heuristic'));
    assert.equal(await shown(), 'None (BFS uses none)');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]');
    assert.equal(await page.textContent('#solve-stats [data-fact="heuristic"] dd'), 'None (zero)');
    assert.match(await shown(), /^None/);

    await page.selectOption('#algorithm', 'auto');
    assert.equal(await shown(), 'Linear conflict (chosen by Automatic)');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]');
    const used = await page.textContent('#solve-stats [data-fact="heuristic"] dd');
    assert.ok((await shown()).startsWith(String(used)), `the select (${await shown()}) agrees with the answer (${used})`);

    // Back to an informed search: the heuristic chosen before comes back, enabled.
    await page.selectOption('#algorithm', 'astar');
    assert.ok(await page.isEnabled('#heuristic'));
    assert.equal(await page.inputValue('#heuristic'), 'manhattan');
    await page.waitForFunction(() => /h=manhattan/.test(location.hash));
    assert.deepEqual(page.problems, []);
  });

  test('every statistic has its definition on hover and focus, from one table, as in docs/glossary.md', async (t) => {
    const page = await openWith(t, '7 3 4\n8 2 6\n5 1 _', 'solve');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]');
    // The table's keys, worded by the page's core (the one instance the page loaded).
    const statistics = await page.evaluate(async () => {
      const { STATISTICS } = await import(new URL('www/views/terms.js', location.href).href);
      const core = await import(new URL('npuzzle.js', location.href).href);
      return Object.fromEntries(Object.entries(STATISTICS).map(([key, { label, definition }]) => [key, { label: core.say(label, {}), definition: core.say(definition, {}) }]));
    });

    // Every name in the answer's statistics is a term with its definition as its description.
    const terms = await page.$$eval('#solve-stats dt', (names) =>
      names.map((name) => {
        const term = name.querySelector('button.term');
        const tip = term && document.getElementById(String(term.getAttribute('aria-describedby')));
        return { name: name.textContent?.replace(tip?.textContent ?? '', ''), key: term?.dataset.term, tip: tip?.textContent, role: tip?.getAttribute('role') };
      }),
    );
    assert.ok(terms.length >= 9, `statistics shown: ${terms.map((entry) => entry.name)}`);
    for (const { name, key, tip, role } of terms) {
      assert.ok(key && statistics[key], `${name} is defined`);
      assert.equal(tip, statistics[key].definition, name);
      assert.equal(role, 'tooltip');
    }

    // Hover shows the definition; so does the keyboard's focus; Escape hides it.
    const expanded = page.locator('#solve-stats [data-fact="expanded"] button.term');
    const tip = page.locator('#solve-stats [data-fact="expanded"] [role="tooltip"]');
    assert.ok(await tip.isHidden());
    await expanded.hover();
    await tip.waitFor({ state: 'visible' });
    assert.equal(await tip.textContent(), statistics.expanded.definition);
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'hidden' });
    await page.locator('#solve-stats [data-fact="optimal"] button.term').focus();
    await page.keyboard.press('Tab'); // to Expanded, by keyboard
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Expanded');
    await tip.waitFor({ state: 'visible' });
    const box = await tip.boundingBox();
    assert.ok(box && box.width > 50 && box.x >= 0, 'on the screen');
    await screenshot(page, 'newcomer-definition');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });

    // The live counts while searching are defined too.
    const progress = await page.$$eval('#solve-progress dt button.term', (names) => names.map((name) => name.dataset.term));
    assert.deepEqual(progress, ['expanded', 'generated', 'frontier', 'depth', 'elapsed', 'memory']);

    // The glossary names every statistic of the table, and the README links it.
    const glossary = await readFile(join(ROOT, 'docs', 'glossary.md'), 'utf8');
    for (const { label } of Object.values(statistics)) assert.match(glossary, new RegExp(`^#+ ${label}$`, 'm'), `docs/glossary.md defines ${label}`);
    assert.match(await readFile(join(ROOT, 'README.md'), 'utf8'), /\(docs\/glossary\.md\)/);
    assert.deepEqual(page.problems, []);
  });
});
