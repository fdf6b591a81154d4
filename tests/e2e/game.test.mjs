// The game (issue 30): a timed attempt that says how it went against the optimal, par mode,
// today's puzzle (the same in every browser), sharing it, personal bests, the widget's
// mode="play" and `daily`, a phone. Playing itself (clicks, keys, swipes) is play.test.mjs's.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { launchBrowser, loadBoard, openPlayground, screenshot, selectTab, servedPlayground, shownTiles } from './support.mjs';

const env = servedPlayground();

const banner = (page) => page.locator('#solved-banner');
const timer = (page) => page.getByRole('timer', { name: 'Time' });
const gameLine = (page) => page.locator('.game-line');
const parToggle = (page) => page.getByRole('button', { name: 'Par', exact: true });

/** The tiles of a shortest solution of a 3x3 `board` (breadth-first, in the test: no help from the page). */
function solve3x3(board) {
  const goal = '1,2,3,4,5,6,7,8,0';
  const start = board.join(',');
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let at = 0; at < queue.length && !previous.has(goal); at += 1) {
    const tiles = queue[at].split(',').map(Number);
    const blank = tiles.indexOf(0);
    for (const cell of [blank - 3, blank + 3, blank % 3 ? blank - 1 : -1, blank % 3 < 2 ? blank + 1 : -1]) {
      if (cell < 0 || cell > 8) continue;
      const next = [...tiles];
      [next[blank], next[cell]] = [next[cell], next[blank]];
      const key = next.join(',');
      if (!previous.has(key)) {
        previous.set(key, { from: queue[at], tile: tiles[cell] });
        queue.push(key);
      }
    }
  }
  const moves = [];
  for (let key = goal; previous.get(key); key = previous.get(key).from) moves.unshift(previous.get(key).tile);
  return moves;
}

/** Clicks the tiles, one by one, on the board's accessible buttons. */
async function playTiles(page, tiles) {
  for (const tile of tiles) await page.getByRole('button', { name: new RegExp(`^Tile ${tile},`) }).click();
}

describe('the game', () => {
  test('one key press solves 1 2 3 / 4 5 6 / 7 _ 8: the result, the optimal and the time in one sentence', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await loadBoard(page, '1 2 3\n4 5 6\n7 _ 8');
    assert.equal(await timer(page).textContent(), 'Time0:00.0');
    await page.focus('#board-frame');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('status').filter({ hasText: 'Solved in 1 move' }).waitFor();
    const sentence = await banner(page).textContent();
    assert.match(sentence, /^Solved in 1 move, \d:\d\d\.\d\. Optimal: 1 move \(\+0\)\.$/, sentence);
    assert.equal(await page.getAttribute('#board-frame', 'data-solved'), 'true');
    // Said for screen readers too.
    await page.waitForFunction(() => document.getElementById('announcer').textContent.startsWith('Solved in 1 move'));
    // The clock stopped at the result's time.
    assert.equal(`Time${sentence.match(/\d:\d\d\.\d/)[0]}`, await timer(page).textContent());

    // A personal best for the 3x3 in free play, kept in local storage.
    await selectTab(page, 'game');
    const row = page.getByRole('table', { name: 'Personal bests' }).getByRole('row').filter({ hasText: 'Free play' });
    assert.match(await row.textContent(), /3×3Free playat par0:0\d\.\d1/);
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    await selectTab(page, 'game');
    assert.equal(await page.getByRole('table', { name: 'Personal bests' }).getByRole('row').filter({ hasText: 'Free play' }).count(), 1);
    assert.deepEqual(page.problems, []);
  });

  test('the clock starts at the first move, runs on through undo, stops while the page is hidden, and a reload carries the attempt on', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await loadBoard(page, '4 1 3\n7 2 6\n5 8 _');
    await page.waitForTimeout(300);
    assert.equal(await timer(page).textContent(), 'Time0:00.0', 'no clock before the first move');
    await page.focus('#board-frame');
    await page.keyboard.press('ArrowDown'); // tile 6 slides down
    await page.waitForFunction(() => document.querySelector('.game-time').textContent !== '0:00.0');
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await page.textContent('#move-count'), '2', 'undo counts as a move');
    assert.deepEqual(await shownTiles(page), [4, 1, 3, 7, 2, 6, 5, 8, 0]);

    // Hidden: the clock stands still; shown again: it runs on.
    const hide = (hidden) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await hide(true);
    const stopped = await timer(page).textContent();
    await page.waitForTimeout(600);
    assert.equal(await timer(page).textContent(), stopped, 'paused while hidden');
    await hide(false);
    await page.waitForFunction((at) => `Time${document.querySelector('.game-time').textContent}` !== at, stopped);

    // A reload: the board comes back from the link, the moves and the time with it.
    await page.keyboard.press('ArrowDown');
    const before = await timer(page).textContent();
    await page.waitForFunction(() => location.hash.includes('4,1,3,7,2,0,5,8,6'));
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    assert.equal(await page.textContent('#move-count'), '3');
    assert.ok((await timer(page).textContent()) >= before, `the time carries on (${before})`);
    // And it is the same attempt: solving it counts every move, against the start's optimum.
    const rest = solve3x3(await shownTiles(page));
    const optimal = solve3x3([4, 1, 3, 7, 2, 6, 5, 8, 0]).length;
    await playTiles(page, rest);
    const total = 3 + rest.length;
    const result = new RegExp(`^Solved in ${total} moves, .* Optimal: ${optimal} moves \\(\\+${total - optimal}\\)\\.$`);
    await page.getByRole('status').filter({ hasText: result }).waitFor();
    assert.deepEqual(page.problems, []);
  });

  test('"Par" says how far the goal is after each move, and whether the move was good', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await loadBoard(page, '1 2 3\n4 5 6\n_ 7 8');
    await parToggle(page).click();
    assert.equal(await parToggle(page).getAttribute('aria-pressed'), 'true');
    const line = page.getByRole('status').filter({ hasText: 'to go' });
    await line.filter({ hasText: '2 to go' }).waitFor();
    assert.equal(await gameLine(page).textContent(), '2 to go.');
    await page.focus('#board-frame');
    await page.keyboard.press('ArrowLeft'); // tile 7 slides left: one nearer
    await line.filter({ hasText: '1 to go' }).waitFor();
    assert.equal(await gameLine(page).textContent(), 'Good move. 1 to go.');
    await page.keyboard.press('ArrowDown'); // tile 5 slides down: a step away
    await line.filter({ hasText: 'A step away' }).waitFor();
    assert.equal(await gameLine(page).textContent(), 'A step away. 2 to go.');
    assert.equal(await gameLine(page).getAttribute('data-verdict'), 'away');

    // With the hint: its move is a good one.
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('#hint-output[data-state="ready"]');
    assert.match(await page.textContent('#hint-output'), /^Best next move: tile 5 up/);
    await page.keyboard.press('ArrowUp');
    await line.filter({ hasText: 'Good move. 1 to go.' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('status').filter({ hasText: /^Solved in 4 moves, .* Optimal: 2 moves \(\+2\)\.$/ }).waitFor();
    await screenshot(page, 'game-par');

    // Par mode is kept for the next visit, and the game counted as par mode.
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    assert.equal(await parToggle(page).getAttribute('aria-pressed'), 'true');
    await selectTab(page, 'game');
    await page.getByRole('table', { name: 'Personal bests' }).getByRole('row').filter({ hasText: 'Par mode' }).waitFor();
    assert.deepEqual(page.problems, []);
  });

  test('"Daily" deals the same board in two fresh browsers, with its par before the first move', async (t) => {
    const second = await launchBrowser();
    t.after(() => second.close());
    const pages = await Promise.all([openPlayground(env.browser, env.server.url), openPlayground(second, env.server.url)]);
    t.after(() => Promise.all(pages.map((page) => page.context().close())));
    const boards = [];
    for (const page of pages) {
      await selectTab(page, 'game');
      await page.getByRole('button', { name: 'Daily', exact: true }).click();
      await page.getByRole('status').filter({ hasText: /^Daily \d{4}-\d\d-\d\d: par \d+\.$/ }).waitFor();
      boards.push(await shownTiles(page));
      const par = Number((await gameLine(page).textContent()).match(/par (\d+)/)[1]);
      assert.ok(par >= 20 && par <= 24, `a 3x3 par in 20-24: ${par}`);
      assert.match(await page.textContent('.play-status'), /is on the board: par \d+\./);
    }
    assert.deepEqual(boards[0], boards[1], 'the same board in both');
    assert.equal(boards[0].length, 9);
    const date = (await gameLine(pages[0]).textContent()).match(/\d{4}-\d\d-\d\d/)[0];
    assert.equal(date, new Date().toISOString().slice(0, 10), "today's UTC date");

    // The size switch: today's 4x4, also the same in both (made in the worker: long-tasks.test.mjs).
    const fours = [];
    for (const page of pages) {
      await page.getByRole('group', { name: 'Daily size' }).getByRole('button', { name: '4 × 4' }).click();
      await page.waitForSelector('#board-mirror[data-rows="4"]', { timeout: 30_000 });
      await page.getByRole('status').filter({ hasText: /^Daily .*: par \d+\.$/ }).waitFor();
      fours.push(await shownTiles(page));
      const par = Number((await gameLine(page).textContent()).match(/par (\d+)/)[1]);
      assert.ok(par >= 38 && par <= 44, `a 4x4 par in 38-44: ${par}`);
    }
    assert.deepEqual(fours[0], fours[1]);
    await pages[0].setViewportSize({ width: 1280, height: 900 });
    await screenshot(pages[0], 'game-daily-4x4-desktop');
    for (const page of pages) assert.deepEqual(page.problems, []);
  });

  test('a finished daily puzzle: its result, a streak, and "Share" copies a line without the board', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { permissions: ['clipboard-read', 'clipboard-write'] });
    t.after(() => page.context().close());
    await selectTab(page, 'game');
    const share = page.getByRole('button', { name: 'Share' });
    assert.ok(await share.isDisabled(), 'nothing to share before the puzzle is solved');
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /^Daily .*: par \d+\.$/ }).waitFor();
    const board = await shownTiles(page);
    const par = Number((await gameLine(page).textContent()).match(/par (\d+)/)[1]);
    const solution = solve3x3(board);
    assert.equal(solution.length, par, 'par is the optimal length (breadth-first search agrees)');
    // One detour (a tile there and back) and then the shortest way: par + 2.
    const blank = board.indexOf(0);
    const neighbour = board[blank % 3 ? blank - 1 : blank + 1];
    await playTiles(page, [neighbour, neighbour, ...solution]);
    const sentence = new RegExp(`^Solved in ${par + 2} moves, \\d:\\d\\d(\\.\\d)?\\. Optimal: ${par} moves \\(\\+2\\)\\.$`);
    await page.getByRole('status').filter({ hasText: sentence }).waitFor();
    assert.match(await page.textContent('.play-status'), new RegExp(`^Today's 3×3: ${par + 2} moves \\(par ${par}, \\+2\\)`));
    assert.equal(await page.textContent('.play-streak'), 'Streak: 1 day in a row.');

    await share.click();
    await page.locator('.share-output').filter({ hasText: 'Copied' }).waitFor();
    const line = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(line, new RegExp(`^npuzzle daily \\d{4}-\\d\\d-\\d\\d 3x3: ${par + 2} moves \\(par ${par}\\), \\d:\\d\\d(\\.\\d)?$`));
    assert.equal(await page.textContent('.share-output'), `Copied: ${line}`);
    assert.ok(!line.includes(board.join(' ')) && !line.includes(board.join(',')), 'no board in the line');

    // A second attempt at today's puzzle is played, but the first one stays the day's result.
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    await page.waitForFunction((tiles) => [...document.querySelectorAll('#board-mirror button')].map((b) => Number(b.dataset.tile)).join() === tiles.join(), board);
    await playTiles(page, solution);
    await page.getByRole('status').filter({ hasText: new RegExp(`^Solved in ${par} moves`) }).waitFor();
    assert.match(await page.textContent('.play-status'), new RegExp(`^Today's 3×3: ${par + 2} moves`));
    await screenshot(page, 'game-daily-shared');

    // "Clear bests" asks first.
    const bests = page.getByRole('table', { name: 'Personal bests' });
    assert.equal(await bests.getByRole('row').filter({ hasText: 'Daily' }).count(), 1);
    await page.getByRole('button', { name: 'Clear bests' }).click();
    const question = page.getByRole('group', { name: 'Clear bests?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep them' }).click();
    assert.equal(await bests.getByRole('row').filter({ hasText: 'Daily' }).count(), 1, 'kept');
    await page.getByRole('button', { name: 'Clear bests' }).click();
    await question.getByRole('button', { name: 'Clear them' }).click();
    await page.getByText('No games finished yet').waitFor();
    // The daily result and the streak are not bests: they stay.
    assert.equal(await page.textContent('.play-streak'), 'Streak: 1 day in a row.');
    assert.deepEqual(page.problems, []);
  });

  test('the widget: mode="play" is a timed game that fires npuzzle-played; `daily` plays today\'s puzzle', async (t) => {
    const context = await env.browser.newContext({ viewport: { width: 800, height: 900 }, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${env.server.url}embed.html?mode=play&board=1,2,3,4,5,6,7,0,8`);
    const widget = page.locator('n-puzzle');
    await page.waitForSelector('n-puzzle[data-state="ready"]');
    assert.equal(await widget.getByRole('button', { name: 'Solve' }).count(), 0, 'a game, not a solver');
    assert.equal(await widget.getByRole('timer', { name: 'Time' }).textContent(), 'Time0:00.0');
    const played = page.evaluate(() => new Promise((resolve) => document.addEventListener('npuzzle-played', (event) => resolve(/** @type {CustomEvent} */ (event).detail))));
    await widget.getByRole('button', { name: /^Tile 8,/ }).click();
    const detail = await played;
    assert.equal(detail.moves, 1);
    assert.equal(detail.optimal, 1);
    assert.equal(detail.proven, true);
    assert.ok(Number.isInteger(detail.timeMs));
    assert.match(detail.time, /^\d:\d\d\.\d$/);
    await widget.getByRole('status').filter({ hasText: /^Solved in 1 move, .* Optimal: 1 move \(\+0\)\.$/ }).waitFor();
    // Reset: a new attempt from the start.
    await widget.getByRole('button', { name: 'Reset' }).click();
    assert.equal(await widget.locator('.npw-moves').textContent(), 'Moves0');
    assert.equal(await widget.getByRole('timer', { name: 'Time' }).textContent(), 'Time0:00.0');
    await screenshot(page, 'game-widget');

    await page.goto(`${env.server.url}embed.html?daily=1`);
    await page.waitForSelector('n-puzzle[data-state="ready"]');
    await widget.getByRole('status').filter({ hasText: /^Daily \d{4}-\d\d-\d\d: par \d+\.$/ }).waitFor();
    assert.match(await widget.locator('.npw-title').textContent(), /^8-puzzle · Daily \d{4}-\d\d-\d\d$/);
    const widgetBoard = (await widget.locator('.board-mirror button').evaluateAll((cells) => cells.map((cell) => Number(cell.dataset.tile))));
    // The playground's link to today's puzzle: #daily=1.
    const playground = await openPlayground(env.browser, `${env.server.url}#daily=1`);
    t.after(() => playground.context().close());
    await playground.getByRole('status').filter({ hasText: /^Daily .*: par \d+\.$/ }).waitFor();
    assert.deepEqual(await shownTiles(playground), widgetBoard, "the widget's daily is the playground's");
    assert.deepEqual(problems, []);
  });

  test('a 375 px phone: the board fills the width, the clock and counts stay in view, a solved board celebrates', async (t) => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const page = await openPlayground(env.browser, env.server.url, {
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        hasTouch: true,
        isMobile: true,
        reducedMotion,
      });
      t.after(() => page.context().close());
      await loadBoard(page, '1 2 3\n4 5 6\n_ 7 8');
      await parToggle(page).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      const layout = await page.evaluate(() => {
        const frame = document.getElementById('board-frame').getBoundingClientRect();
        const clock = document.querySelector('.game-clock').getBoundingClientRect();
        const count = document.getElementById('move-count').getBoundingClientRect();
        return { scrollWidth: document.documentElement.scrollWidth, frame: frame.width, clockBottom: clock.bottom, countBottom: count.bottom, height: innerHeight };
      });
      assert.ok(layout.scrollWidth <= 375, `no sideways scrolling (${layout.scrollWidth})`);
      assert.ok(layout.frame >= 0.85 * 375, `the board fills the width (${layout.frame} px)`);
      assert.ok(layout.clockBottom <= layout.height && layout.countBottom <= layout.height, 'the clock and the count are in view');
      // Swipes move tiles: a swipe left on the board slides 7 left.
      const box = await page.locator('#board-frame').boundingBox();
      const cdp = await page.context().newCDPSession(page);
      const from = { x: box.x + box.width * 0.6, y: box.y + box.height * 0.5 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      for (let i = 1; i <= 6; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x - 15 * i, y: from.y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.getByRole('status').filter({ hasText: 'Good move. 1 to go.' }).waitFor();
      await page.getByRole('button', { name: /^Tile 8,/ }).click();
      await page.getByRole('status').filter({ hasText: /^Solved in 2 moves/ }).waitFor();
      const animation = await page.evaluate(() => {
        const frame = document.getElementById('board-frame');
        return { celebrating: frame.classList.contains('celebrate'), name: getComputedStyle(frame).animationName };
      });
      assert.ok(animation.celebrating);
      assert.equal(animation.name, reducedMotion === 'reduce' ? 'celebrate-still' : 'celebrate');
      await page.evaluate(() => window.scrollTo(0, 0));
      if (reducedMotion === 'no-preference') {
        await screenshot(page, 'game-phone-375');
        await selectTab(page, 'game');
        await page.locator('#panel-game').scrollIntoViewIfNeeded();
        await screenshot(page, 'game-phone-375-play');
      }
      assert.deepEqual(page.problems, []);
    }
  });
});
