// Solving in the worker: the answer's speed, live progress, cancel, a main thread that never
// blocks, limits, stepping through a solution, hints.

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import {
  loadBoard,
  longTasks,
  openPlayground,
  screenshot,
  selectTab,
  servedPlayground,
  shownTiles,
  textOf,
} from './support.mjs';

const env = servedPlayground();

const SOLVED = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const TWENTY_MOVES = '7 3 4\n8 2 6\n5 1 _'; // bench/8puzzle-sample.txt #12: 20 moves

async function fact(page, list, key) {
  return textOf(page, `#${list} [data-fact="${key}"] dd`);
}

/** Clicks `button` and resolves with the ms until `done()` holds and a frame has painted. */
function timeClick(page, button, done) {
  return page.evaluate(
    ([button, done]) =>
      new Promise((resolve) => {
        const check = new Function(`return (${done})();`);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { attributes: true, childList: true, subtree: true });
        document.querySelector(button).click();
      }),
    [button, done.toString()],
  );
}

describe('solving', () => {
  test('A* answers a 20-move 8-puzzle: solved, optimal, its statistics shown', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, TWENTY_MOVES);
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'astar');
    await page.selectOption('#heuristic', 'manhattan');
    // The worker is warm (it answered the solvability check): this is the search and the page.
    const ms = await timeClick(
      page,
      '#solve',
      () =>
        document.getElementById('solve-status').dataset.state === 'solved' &&
        document.getElementById('player').dataset.state === 'ready',
    );
    // A figure to read, not a bound: a loaded machine is slower (the timings that are held to
    // a target are the benchmarks', `make bench-browser`).
    console.log(`A* (Manhattan) on a 20-move 8-puzzle: answer shown ${ms.toFixed(1)} ms after the click`);

    assert.equal(await textOf(page, '#solve-status'), 'Solved: 20 moves, optimal.');
    assert.equal(await fact(page, 'solve-stats', 'algorithm'), 'A*');
    assert.equal(await fact(page, 'solve-stats', 'heuristic'), 'Manhattan distance');
    assert.equal(await fact(page, 'solve-stats', 'length'), '20 moves');
    assert.equal(await fact(page, 'solve-stats', 'optimal'), 'yes');
    for (const key of ['expanded', 'generated', 'max-frontier']) {
      assert.match(await fact(page, 'solve-stats', key), /^[\d,]+$/, key);
    }
    assert.match(await fact(page, 'solve-stats', 'time'), /\d+(\.\d)? m?s$/);
    assert.equal(await textOf(page, '#step-index'), 'Step 0 of 20');
    assert.equal(await page.locator('#move-list button').count(), 20);
    assert.deepEqual(page.problems, []);
  });

  test('a generic search on a board of over 16 cells runs in the full module, which holds its engines', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    const fullModule = page.waitForRequest((request) => request.url().includes('npuzzle_full_bg.wasm'));

    await loadBoard(page, '1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n16 17 _ 19 20\n21 22 18 23 24');
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'greedy');
    await page.selectOption('#heuristic', 'manhattan');
    await page.click('#solve');
    await page.waitForSelector('#player[data-state="ready"]');
    await fullModule;
    assert.match(await textOf(page, '#solve-status'), /^Solved: 3 moves/);
    assert.equal(await fact(page, 'solve-stats', 'algorithm'), 'Greedy best-first');
    assert.deepEqual(page.problems, []);
  });

  test('a long search shows progress, never blocks the page, and can be cancelled', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await page.click('button[data-preset="korf-1"]');
    await page.waitForSelector('#status[data-source="worker"][data-state="solvable"]');
    await selectTab(page, 'solve');
    // Room for breadth-first search to run for seconds: at 256 MB a fast machine stops it at
    // the memory limit before the test has looked at its progress.
    await page.click('.limits summary');
    await page.fill('#max-memory', '1024');
    let longest = 0;
    for (const algorithm of ['bfs', 'astar']) {
      await page.selectOption('#algorithm', algorithm);
      const startedAt = await page.evaluate(() => performance.now());
      await page.click('#solve');
      await page.waitForSelector('#solve-status[data-state="running"]');
      await page.waitForSelector('#solve-progress [data-fact="expanded"]');
      const first = await page.evaluate(() => ({
        updates: Number(document.getElementById('solve-progress').dataset.updates),
        at: performance.now(),
      }));
      await page.waitForTimeout(1500);
      const last = await page.evaluate(() => ({
        updates: Number(document.getElementById('solve-progress').dataset.updates),
        at: performance.now(),
      }));
      const perSecond = ((last.updates - first.updates) * 1000) / (last.at - first.at);
      console.log(`${algorithm} on Korf no. 1: ${perSecond.toFixed(1)} progress updates a second`);
      assert.ok(perSecond >= 5, `progress ${perSecond.toFixed(1)} times a second`);
      const expanded = Number((await fact(page, 'solve-progress', 'expanded')).replace(/,/g, ''));
      assert.ok(expanded > 1000, `${expanded} nodes expanded so far`);
      for (const key of ['frontier', 'bound', 'elapsed', 'memory']) {
        assert.ok(await fact(page, 'solve-progress', key), key);
      }
      if (algorithm === 'bfs') await screenshot(page, 'solve-progress');

      // Cancel: from the click to the page saying so.
      const latency = await timeClick(
        page,
        '#cancel',
        () => document.getElementById('solve-status').dataset.state === 'cancelled',
      );
      // A figure to read, not a bound (a loaded machine is slower): what the reader sees is
      // the search stopped and saying so.
      console.log(`${algorithm} on Korf no. 1: cancelled ${latency.toFixed(1)} ms after the click`);
      assert.match(await textOf(page, '#solve-status'), /^Cancelled: cancelled after \d{1,3}(,\d{3})* expanded nodes\.$/);

      // No long task on the main thread while the search ran.
      const tasks = (await longTasks(page)).filter((task) => task.start >= startedAt);
      longest = Math.max(longest, ...tasks.map((task) => task.duration));
      assert.deepEqual(tasks, [], `long tasks while ${algorithm} searched`);
    }
    console.log(`longest main-thread task while searching: ${longest ? `${longest} ms` : 'none over 50 ms'}`);
    assert.ok(await page.isEnabled('#solve'));
    assert.deepEqual(page.problems, []);
  });

  test('a limit reached says so, with what to try instead', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await page.click('button[data-preset="hardest-8a"]');
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'bfs');
    assert.ok(await page.isDisabled('#heuristic'), 'BFS takes no heuristic');
    await page.click('.limits summary');
    await page.fill('#max-expanded', '1000');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="stopped"]');
    const message = await textOf(page, '#solve-status');
    // What to try instead (issue 25): the core's one choice that would succeed, named and offered.
    assert.match(message, /^Expanded-node limit reached: stopped after 1,000 expanded nodes, the limit; IDA\* with linear conflict/);
    assert.equal(await page.getByRole('button', { name: 'Solve with IDA* + linear conflict' }).count(), 1);
    assert.equal(await fact(page, 'solve-stats', 'expanded'), '1,000');
    assert.ok(await page.isHidden('#player'));
    await screenshot(page, 'solve-limit');

    // A bad limit or weight is refused before anything runs.
    await page.fill('#max-expanded', '-5');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="error"]');
    assert.equal(await textOf(page, '#solve-status'), 'The expanded-node limit must be a number of at least 1.');
    await page.fill('#max-expanded', '');
    await page.selectOption('#algorithm', 'wastar');
    await page.fill('#weight', '0.5');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="error"]');
    // The core's words (parseWeight).
    assert.equal(await textOf(page, '#solve-status'), 'The weight must be a number of at least 1, not 0.5.');
    await page.fill('#weight', '3');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="solved"]');
    assert.match(await textOf(page, '#solve-status'), /at most 3 × optimal/);
    assert.equal(await fact(page, 'solve-stats', 'algorithm'), 'Weighted A* (weight 3)');
    assert.deepEqual(page.problems, []);
  });

  test('stepping through a solution; a move by hand leaves it, and solving starts from there', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, TWENTY_MOVES);
    const start = await shownTiles(page);
    await selectTab(page, 'solve');
    await page.click('#solve');
    await page.waitForSelector('#player[data-state="ready"]');
    const step = async () => Number(await page.getAttribute('#player', 'data-step'));
    assert.equal(await step(), 0);
    assert.ok(await page.isDisabled('#step-prev'));

    await page.click('#step-next');
    assert.equal(await textOf(page, '#step-index'), 'Step 1 of 20');
    assert.notDeepEqual(await shownTiles(page), start);
    assert.equal(await page.getAttribute('#move-list button[data-step="1"]', 'aria-current'), 'step');
    await page.click('#step-last');
    assert.equal(await step(), 20);
    assert.deepEqual(await shownTiles(page), SOLVED);
    assert.equal(await textOf(page, '#player-summary'), 'Goal reached in 20 moves.');
    assert.equal(await page.getAttribute('#board-frame', 'data-solved'), 'true');
    await page.click('#step-prev');
    assert.equal(await step(), 19);
    await page.click('#step-first');
    assert.deepEqual(await shownTiles(page), start);

    // The move list: tile numbers and arrows; a click goes there.
    assert.match(await page.getAttribute('#move-list button[data-step="5"]', 'aria-label'), /^Move 5: tile \d+ (up|down|left|right)$/);
    await page.click('#move-list button[data-step="5"]');
    assert.equal(await textOf(page, '#step-index'), 'Step 5 of 20');
    // The scrubber.
    await page.$eval('#step-scrubber', (scrubber) => {
      scrubber.value = '12';
      scrubber.dispatchEvent(new Event('input', { bubbles: true }));
    });
    assert.equal(await step(), 12);
    // Play at full speed to the end, where it stops by itself.
    await page.$eval('#step-speed', (speed) => {
      speed.value = '12';
      speed.dispatchEvent(new Event('input', { bubbles: true }));
    });
    assert.equal(await textOf(page, '#step-speed-output'), '12 moves/s');
    await page.click('#step-play');
    assert.equal(await page.getAttribute('#step-play', 'aria-pressed'), 'true');
    await page.waitForSelector('#player[data-state="playing"]');
    await page.waitForSelector('#player[data-step="20"][data-state="ready"]');
    assert.equal(await page.getAttribute('#step-play', 'aria-label'), 'Play');
    // Play from the end starts over; pause stops it.
    await page.click('#step-play');
    await page.waitForFunction(() => Number(document.getElementById('player').dataset.step) >= 2);
    await page.click('#step-play');
    const paused = await step();
    await page.waitForTimeout(300);
    assert.equal(await step(), paused);
    await page.click('#move-list button[data-step="10"]');
    await screenshot(page, 'solve-stepping');

    // A move by hand during the timeline leaves it...
    const atTen = await shownTiles(page);
    const blank = atTen.indexOf(0);
    const neighbour = blank % 3 > 0 ? blank - 1 : blank + 1;
    await page.click(`#board-mirror button[data-index="${neighbour}"]`);
    await page.waitForSelector('#player[data-state="detached"]');
    assert.match(await textOf(page, '#player-note-text'), /^You moved a tile at step 10 of 20/);
    assert.equal(await page.locator('#move-list button').count(), 0);
    const moved = await shownTiles(page);
    assert.notDeepEqual(moved, atTen);
    // ...and solving again starts from the board shown.
    await page.click('#solve-again');
    await page.waitForSelector('#player[data-state="ready"]');
    assert.equal(await step(), 0);
    assert.deepEqual(await shownTiles(page), moved);
    await page.click('#step-last');
    assert.deepEqual(await shownTiles(page), SOLVED);
    const length = await page.locator('#move-list button').count();
    assert.ok(length === 9 || length === 11, `10 moves from the goal, one move off: ${length}`);
    assert.deepEqual(page.problems, []);
  });

  test('hints: the best next move and the optimal moves remaining', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, '1 2 3\n4 5 6\n_ 7 8');
    await page.click('#hint');
    assert.equal(await page.getAttribute('#hint', 'aria-pressed'), 'true');
    await page.waitForSelector('#hint-output[data-state="ready"]');
    assert.equal(await textOf(page, '#hint-output'), 'Best next move: tile 7 left ← · 2 moves to the goal (optimal).');
    assert.equal(await page.getAttribute('#hint-output', 'data-remaining'), '2');
    assert.equal(await page.getAttribute('#board-frame', 'data-highlight'), '7');

    // It follows the board.
    await page.click('#board-mirror button[data-index="7"]');
    await page.waitForSelector('#hint-output[data-tile="8"]');
    assert.equal(await page.getAttribute('#hint-output', 'data-remaining'), '1');
    await page.click('#board-mirror button[data-index="8"]');
    await page.waitForSelector('#hint-output[data-state="solved"]');

    // Beyond 4x4 (pdb.test.mjs has 4x4 hints): it says so.
    await page.selectOption('#size', '5x5');
    await page.waitForSelector('#hint-output[data-state="unavailable"]');
    assert.match(await textOf(page, '#hint-output'), /up to 16 cells/);

    await page.click('#hint');
    assert.ok(await page.isHidden('#hint-output'));
    assert.equal(await page.getAttribute('#board-frame', 'data-highlight'), '');
    assert.deepEqual(page.problems, []);
  });

  test('an overview at desktop size (the README screenshot)', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 1,
    });
    t.after(() => page.context().close());
    await page.click('button[data-preset="hardest-8a"]');
    await selectTab(page, 'solve');
    await page.click('#hint');
    await page.click('#solve');
    await page.waitForSelector('#player[data-state="ready"]');
    await page.click('#move-list button[data-step="12"]');
    await page.waitForSelector('#hint-output[data-state="ready"]');
    await page.waitForSelector('#board-frame[data-animating="false"]');
    await screenshot(page, 'overview');
    assert.deepEqual(page.problems, []);
  });
});
