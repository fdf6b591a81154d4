// The board shown is the board, and the page reads what it writes (issue 35): a search's board
// on the main board says so on the board, leaving the view brings back the real board, keys act
// on the real one; every board the page writes (why lines, the frontier, the tree, exercise
// choices, the board's name, the paste box, the address) parses back to the same board; a
// fixed board text is no longer described as wrong; Home in the move list goes to step 0; a
// widget with a bad board shows a default board with Solve off.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { join } from 'node:path';

import { ARTIFACTS, loadBoard, openPlayground, recordSearch, screenshot, selectTab, servedPlayground, shownTiles, textOf, widgetTiles } from './support.mjs';

const env = servedPlayground();

// The board, written as the page writes boards: rows separated by " / ".
const REAL = '4 1 3 / 2 8 5 / 7 _ 6';
const REAL_TILES = [4, 1, 3, 2, 8, 5, 7, 0, 6];

/** A board line's tiles in reading order ("_ 1 3 / 4 2 5 / 7 8 6"), for comparing only. */
const tilesOf = (line) => line.split(/[\s/]+/).filter(Boolean).map((t) => (t === '_' ? 0 : Number(t)));

/** Rows separated by " / ", each of numbers or "_": a board as the page writes it in a sentence. */
const BOARD_LINE = /(?:(?:\d+|_) )+(?:\d+|_)(?: \/ (?:(?:\d+|_) )+(?:\d+|_))+/g;

const banner = (page) => page.getByRole('button', { name: 'Back to your board' });
const mainBoard = (page) => page.locator('#board-frame');

/** The session's own board, as the address (its hash) holds it. */
const addressTiles = (page) =>
  page.evaluate(() => {
    const token = new URLSearchParams(location.hash.slice(1)).get('board') ?? '';
    return token.replace(/^\d+x\d+:/, '').split(',').map(Number);
  });

describe('the board shown is the board', () => {
  test('a search step on the main board says so; the Board tab brings back the real board, keys move it', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    // Typed as the page writes it (point 4): rows separated by " / ".
    await recordSearch(page, REAL, 'astar', 200);
    assert.deepEqual(await shownTiles(page), REAL_TILES);
    assert.equal(await banner(page).isVisible(), false, 'no banner on the real board');

    // Expansion 4: its board on the main board, with the banner and the board's name saying whose.
    await page.locator('#search-scrubber').fill('4');
    await banner(page).waitFor();
    assert.equal(await page.locator('.board-shown-text').textContent(), "Showing expansion 4's board, not yours.");
    const expanded = await page.evaluate(() => {
      const { record } = document.querySelector('#search-section').searchView.recording;
      return { tiles: Array.from(record.node(record.current).tiles), line: record.node(record.current).line };
    });
    assert.deepEqual(await shownTiles(page), expanded.tiles);
    assert.notDeepEqual(expanded.tiles, REAL_TILES);
    const name = await mainBoard(page).getAttribute('aria-label');
    assert.equal(name, `Puzzle board showing expansion 4's board, not yours: ${expanded.line}`);
    assert.equal(await page.getByRole('group', { name }).count(), 1);
    // The address and the paste box still hold the real board.
    assert.deepEqual(await addressTiles(page), REAL_TILES);
    await screenshot(page, 'board-shown-search-1280');
    await page.locator('.board-wrap').screenshot({ path: join(ARTIFACTS, 'board-shown-banner-1280.png') });

    // The Board tab: the real board, the address and the paste box agree; no banner.
    await selectTab(page, 'input');
    assert.equal(await banner(page).isVisible(), false);
    assert.deepEqual(await shownTiles(page), REAL_TILES);
    assert.equal(await mainBoard(page).getAttribute('aria-label'), 'Puzzle board');
    assert.deepEqual(await addressTiles(page), REAL_TILES);
    assert.deepEqual(tilesOf((await page.inputValue('#board-input')).replace(/\n/g, ' / ')), REAL_TILES);
    // An arrow key moves the real board: tile 6 slides left into the blank.
    await page.locator('#board-frame').focus();
    await page.keyboard.press('ArrowLeft');
    const moved = [4, 1, 3, 2, 8, 5, 7, 6, 0];
    await page.waitForFunction((tiles) => [...document.querySelectorAll('#board-mirror button')].map((b) => Number(b.dataset.tile)).join() === tiles.join(), moved);
    await page.waitForFunction(() => /board=3x3:4,1,3,2,8,5,7,6,0/.test(location.hash));
    assert.deepEqual(page.problems, []);
  });

  test('keys and "Back to your board" while a search step is shown act on the real board', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    t.after(() => page.context().close());
    await recordSearch(page, REAL, 'astar', 200);
    await page.locator('#search-scrubber').fill('4');
    await banner(page).waitFor();
    await banner(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'board-shown-search-375');
    await page.locator('.board-wrap').screenshot({ path: join(ARTIFACTS, 'board-shown-banner-375.png') });
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'the banner fits 375 pixels');
    // "Back to your board": the real board again.
    await banner(page).click();
    await page.waitForFunction(() => document.querySelector('.board-shown').hidden);
    assert.deepEqual(await shownTiles(page), REAL_TILES);
    // Shown again, a key on the board moves the real board (never the one shown).
    await page.locator('#search-scrubber').fill('3');
    await banner(page).waitFor();
    await page.locator('#board-frame').focus();
    await page.keyboard.press('ArrowRight'); // tile 7 slides right into the blank
    const moved = [4, 1, 3, 2, 8, 5, 0, 7, 6];
    await page.waitForFunction((tiles) => [...document.querySelectorAll('#board-mirror button')].map((b) => Number(b.dataset.tile)).join() === tiles.join(), moved);
    assert.equal(await banner(page).isVisible(), false);
    await page.waitForFunction(() => /board=3x3:4,1,3,2,8,5,0,7,6/.test(location.hash));

    // Recorded again from the real board: a tap on a cell while a step is shown slides the real
    // board's tile there (tile 7, row 3, column 2, into the blank beside it).
    await page.getByRole('button', { name: 'Record search' }).click();
    await page.waitForSelector('#search-status[data-state="done"]');
    await page.locator('#search-scrubber').fill('3');
    await banner(page).waitFor();
    const shownThere = await page.getByRole('button', { name: /, row 3, column 2$/ }).getAttribute('aria-label');
    await page.getByRole('button', { name: /, row 3, column 2$/ }).tap();
    await page.waitForFunction((tiles) => [...document.querySelectorAll('#board-mirror button')].map((b) => Number(b.dataset.tile)).join() === tiles.join(), REAL_TILES);
    assert.equal(await banner(page).isVisible(), false, `the tap on "${shownThere}" went to the real board`);
    assert.deepEqual(page.problems, []);
  });

  test('a widget opened at a search step says so on its board, as wide as the board, at 375 pixels', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    t.after(() => page.context().close());
    await page.goto(`${env.server.url}embed.html?board=${encodeURIComponent(REAL)}&algorithm=astar&heuristic=manhattan&view=search&step=4`);
    const widget = page.locator('n-puzzle');
    const back = widget.getByRole('button', { name: 'Back to your board' });
    await back.waitFor({ timeout: 60_000 });
    assert.equal(await widget.locator('.board-shown-text').textContent(), "Showing expansion 4's board, not yours.");
    const [bannerBox, frameBox] = await Promise.all([widget.locator('.board-shown').boundingBox(), widget.locator('.board-frame').boundingBox()]);
    assert.ok(bannerBox && frameBox && Math.abs(bannerBox.width - frameBox.width) < 1, `the banner (${bannerBox?.width}) is as wide as the board (${frameBox?.width})`);
    await widget.locator('.board-wrap').screenshot({ path: join(ARTIFACTS, 'board-shown-widget-375.png') });
    await back.click();
    assert.deepEqual(await widgetTiles(widget), REAL_TILES);
    assert.deepEqual(page.problems, []);
  });

  test("an exercise's board on the main board says so, and goes when the exercise ends", async (t) => {
    const page = await openPlayground(
      env.browser,
      `${env.server.url}#board=3x3:8,6,7,2,5,4,3,0,1&algo=astar&h=manhattan&view=search&mode=exercise&exercise=values&steps=3`,
      { viewport: { width: 1280, height: 900 } },
    );
    t.after(() => page.context().close());
    await page.getByRole('heading', { name: 'Exercise: values' }).waitFor({ timeout: 60_000 });
    const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
    // The board asked about, on the main board: the start itself says nothing (it is yours).
    for (;;) {
      const node = Number(await page.locator('#exercise-choices li').getAttribute('data-node'));
      const asked = await page.evaluate((id) => document.querySelector('#search-section').searchView.describe(id), node);
      assert.deepEqual(await shownTiles(page), Array.from(asked.board.tiles));
      if (Array.from(asked.board.tiles).join() !== start.join()) break;
      assert.equal(await banner(page).isVisible(), false, 'no banner over the board itself');
      for (const key of ['g', 'h', 'f']) await page.getByRole('spinbutton', { name: key }).fill(String(asked[key]));
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByRole('button', { name: 'Next question' }).click();
    }
    await banner(page).waitFor();
    assert.equal(await page.locator('.board-shown-text').textContent(), 'Showing the board asked about, not yours.');
    await screenshot(page, 'board-shown-exercise-1280');
    await page.getByRole('button', { name: 'End exercise' }).click();
    await page.waitForFunction(() => document.querySelector('.board-shown').hidden);
    assert.deepEqual(await shownTiles(page), start);
    assert.deepEqual(page.problems, []);
  });
});

describe('the page reads what it writes', () => {
  test('every board the page writes parses back to the same board, through the paste box and the address', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    // The hardest 8-puzzle as the issue writes it, typed: it parses.
    await recordSearch(page, '8 6 7 / 2 5 4 / 3 _ 1', 'astar', 60);
    assert.deepEqual(await shownTiles(page), [8, 6, 7, 2, 5, 4, 3, 0, 1]);

    // What the page writes, each with the board it means (the record's node, or the board shown).
    /** @type {{where: string, text: string, tiles: number[]}[]} */
    const written = [];
    const nodeTiles = await page.evaluate(() => {
      const { record } = document.querySelector('#search-section').searchView.recording;
      const lines = {};
      for (let id = 0; id < record.nodes; id += 1) lines[record.node(id).line] = Array.from(record.node(id).tiles);
      return lines;
    });
    const fromLines = (where, text) => {
      for (const line of text.match(BOARD_LINE) ?? []) {
        assert.ok(nodeTiles[line], `${where}: "${line}" names a board of the search`);
        written.push({ where, text: line, tiles: nodeTiles[line] });
      }
    };
    for (const step of ['1', '2', '5', '12', '30']) {
      await page.locator('#search-scrubber').fill(step);
      fromLines(`why, expansion ${step}`, await textOf(page, '#search-why'));
      for (const label of await page.locator('#search-frontier').getByRole('button').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''))) {
        fromLines(`frontier, expansion ${step}`, label);
      }
    }
    for (const label of (await page.locator('.search-nodes button').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''))).slice(0, 6)) {
      fromLines('tree', label);
    }
    // A frontier entry chosen: the main board's name holds its board.
    await page.locator('#search-frontier').getByRole('button').first().click();
    await banner(page).waitFor();
    fromLines("the board's name", (await mainBoard(page).getAttribute('aria-label')) ?? '');
    // The tree's info line, for the node chosen.
    fromLines('the tree info', await textOf(page, '#search-info'));
    // An exercise's choices, and its question.
    await page.selectOption('#search-exercise', 'predict');
    await page.getByRole('button', { name: 'Start exercise' }).click();
    await page.locator('#exercise-choices button').first().waitFor();
    for (const label of await page.locator('#exercise-choices button').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''))) {
      fromLines('exercise choice', label);
    }
    await page.locator('#exercise-choices button').first().click();
    fromLines('exercise feedback', await textOf(page, '#exercise-feedback'));
    await page.getByRole('button', { name: 'End exercise' }).click();
    // The tree's figure: its file name holds the board searched from.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export tree as SVG' }).click()]);
    const named = /^npuzzle-astar-(\d+)\.svg$/.exec(download.suggestedFilename());
    assert.ok(named, download.suggestedFilename());
    written.push({ where: "the figure's file name", text: named[1], tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1] });
    assert.ok(written.length >= 20, `${written.length} boards written`);
    assert.ok(new Set(written.map((w) => w.where.replace(/,.*/, ''))).size >= 6, written.map((w) => w.where).join('; '));

    // The paste box's own text and the address's token, for the board shown.
    await selectTab(page, 'input');
    written.push({ where: 'paste box', text: await page.inputValue('#board-input'), tiles: await shownTiles(page) });
    const token = await page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('board'));
    written.push({ where: 'address', text: token ?? '', tiles: await shownTiles(page) });
    // The custom goal's box, filled with the goal when Custom is chosen.
    await page.getByRole('radio', { name: 'Custom' }).check();
    written.push({ where: 'goal box', text: await page.inputValue('#goal-input'), tiles: [1, 2, 3, 4, 5, 6, 7, 8, 0] });
    await page.getByRole('radio', { name: 'Blank last' }).check();

    // Each parses back to its board: through the paste box, and every third through the address.
    const seen = new Set();
    for (const [index, { where, text, tiles }] of written.entries()) {
      if (seen.has(text)) continue;
      seen.add(text);
      await page.fill('#board-input', text);
      await page.waitForFunction((want) => [...document.querySelectorAll('#board-mirror button')].map((b) => Number(b.dataset.tile)).join() === want.join(), tiles, { timeout: 5000 }).catch(() => {});
      assert.deepEqual(await shownTiles(page), tiles, `${where}: "${text}" through the paste box`);
      assert.equal(await page.getAttribute('#board-input', 'aria-invalid'), 'false', `${where}: "${text}"`);
      if (index % 3 === 0) {
        await page.evaluate((line) => (location.hash = `board=${encodeURIComponent(line)}`), text);
        await page.waitForFunction((want) => [...document.querySelectorAll('#board-mirror button')].map((b) => Number(b.dataset.tile)).join() === want.join(), tiles);
        assert.equal(await page.locator('#notices [data-kind="link"]').count(), 0, `${where}: "${text}" through the address`);
      }
    }
    // The widget's attribute, through embed.html's query.
    await page.goto(`${env.server.url}embed.html?board=${encodeURIComponent('8 6 7 / 2 5 4 / 3 _ 1')}`);
    const widget = page.locator('n-puzzle');
    await widget.and(page.locator('[data-state="ready"]')).waitFor();
    assert.deepEqual(await widgetTiles(widget), [8, 6, 7, 2, 5, 4, 3, 0, 1]);
    assert.equal(await widget.locator('.npw-problems').isVisible(), false);
    assert.deepEqual(page.problems, []);
  });
});

describe('words', () => {
  test('IDA* stepped through: no node number and no "1 nodes" in the step line, "Why this node" or the tree info', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    await recordSearch(page, '8 6 7 / 2 5 4 / 3 _ 1', 'idastar', 120);
    const texts = [];
    const last = Number(await page.getAttribute('#search-scrubber', 'max'));
    for (let step = 1; step <= last; step += 1) {
      await page.locator('#search-scrubber').fill(String(step));
      texts.push(`${await textOf(page, '#search-step')} | ${await textOf(page, '#search-why')} | ${await textOf(page, '#search-info').catch(() => '')}`);
    }
    const all = texts.join('\n');
    assert.doesNotMatch(all, /\bnode \d|\bnodes? #?\d+\b(?! (?:node|moves?|children|child))/i, 'no node numbers');
    assert.doesNotMatch(all, /\b1 (?:nodes|children|moves|expansions|others|numbers)\b/, 'plurals');
    assert.deepEqual(page.problems, []);
  });
});

describe('small things', () => {
  test('a fixed board text is no longer described as wrong', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await selectTab(page, 'input');
    const box = page.getByRole('textbox', { name: /board/i }).first();
    await page.fill('#board-input', '1 2 3 / 4 5 / 7 8 _');
    await page.waitForSelector('#board-input[aria-invalid="true"]');
    // The row of the wrong length is named by its row.
    assert.equal(await textOf(page, '#board-error'), 'row 2 has 2 numbers but row 1 has 3; every row needs the same count');
    assert.match((await box.getAttribute('aria-describedby')) ?? '', /\bboard-error\b/);
    await page.fill('#board-input', '1 2 3 / 4 5 6 / 7 8 _');
    await page.waitForSelector('#board-input[aria-invalid="false"]');
    assert.doesNotMatch((await box.getAttribute('aria-describedby')) ?? '', /\bboard-error\b/);
    assert.equal(await page.textContent('#board-error'), '');
    assert.equal(await page.locator('#board-error').isVisible(), false);
    assert.deepEqual(page.problems, []);
  });

  test('Home in the move list goes to the start, step 0', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await loadBoard(page, '1 2 3 / 4 _ 6 / 7 5 8');
    await selectTab(page, 'solve');
    await page.click('#solve');
    await page.waitForSelector('#player[data-state="ready"]');
    const moves = page.getByRole('listbox', { name: 'Moves of the solution' });
    await moves.getByRole('option').first().focus();
    await page.keyboard.press('End');
    await page.waitForSelector('#player[data-step="2"]');
    await page.keyboard.press('Home');
    await page.waitForSelector('#player[data-step="0"]');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 0, 6, 7, 5, 8]);
    assert.equal(await textOf(page, '#step-index'), 'Step 0 of 2');
    assert.deepEqual(page.problems, []);
  });

  test('a widget with a bad board shows its message over a default board that plays, Solve off and saying why', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await page.goto(`${env.server.url}embed.html?board=${encodeURIComponent('1 2 3 / 4 5 / 7 8 _')}&controls=solve`);
    const widget = page.locator('n-puzzle');
    await widget.and(page.locator('[data-state="error"]')).waitFor();
    assert.match(await widget.locator('.npw-problems').textContent(), /The board given cannot be shown; a default board stands in:.*board: row 2 has 2 numbers but row 1 has 3/);
    const solve = widget.getByRole('button', { name: 'Solve', exact: true });
    assert.equal(await solve.isDisabled(), true);
    assert.match(await widget.getByRole('status').filter({ hasText: 'Solve is off' }).textContent(), /Solve is off: the board given has a mistake/);
    const blank = widget.getByRole('button', { name: /^Blank, row/ });
    const before = await blank.getAttribute('aria-label');
    for (const tile of await widget.getByRole('button', { name: /^Tile \d+, row/ }).all()) {
      await tile.click();
      if ((await blank.getAttribute('aria-label')) !== before) break;
    }
    assert.notEqual(await blank.getAttribute('aria-label'), before, 'a tile of the default board slides');
    assert.deepEqual(page.problems, []);
  });
});
