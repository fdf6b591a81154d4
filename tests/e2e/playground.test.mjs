// The playground page in headless Chromium, against the built site (dist/, `make build`):
// drawing, the paste box, solvability, themes.
//
//   node --test tests/e2e/            (or `make test-e2e`, which builds first)
//
// Screenshots land in target/e2e-artifacts/.

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import {
  loadBoard,
  mirrorRows,
  openPlayground,
  screenshot,
  selectTab,
  servedPlayground,
  shownTiles,
  typeBoard,
} from './support.mjs';

const env = servedPlayground();

/** The message of the error the wasm `parseBoard` throws for `text`, asked directly. */
function coreError(page, text) {
  return page.evaluate(async (text) => {
    const { parseBoard } = await import(new URL('npuzzle.js', document.baseURI).href);
    try {
      parseBoard(text);
      return null;
    } catch (error) {
      return error.message;
    }
  }, text);
}

/** Waits for the worker's verdict on the text now in the textarea. */
async function workerVerdict(page, state) {
  await page.waitForSelector(`#status[data-source="worker"][data-state="${state}"]`);
  return page.$eval('#status', (status) => ({
    verdict: status.querySelector('.verdict')?.textContent,
    text: status.textContent,
  }));
}

/**
 * The canvas pixel (device pixels, RGBA) at a fraction (fx, fy) of cell (row, col), with the
 * colours the page's stylesheet gives the board and the tiles.
 */
function canvasPixel(page, row, col, fx = 0.5, fy = 0.5) {
  return page.$eval(
    '#board-canvas',
    (canvas, [row, col, fx, fy]) => {
      const rows = Number(canvas.dataset.rows);
      const cols = Number(canvas.dataset.cols);
      const x = Math.floor(((col + fx) * canvas.width) / cols);
      const y = Math.floor(((row + fy) * canvas.height) / rows);
      const pixel = [...canvas.getContext('2d').getImageData(x, y, 1, 1).data];
      // Resolve the CSS colours the way the canvas does.
      const probe = document.createElement('canvas').getContext('2d');
      const rgb = (name) => {
        probe.fillStyle = getComputedStyle(canvas).getPropertyValue(name).trim();
        probe.fillRect(0, 0, 1, 1);
        return [...probe.getImageData(0, 0, 1, 1).data];
      };
      return { pixel, board: rgb('--board-bg'), tile: rgb('--tile-bg') };
    },
    [row, col, fx, fy],
  );
}

/** Waits until the canvas has drawn what the mirror shows (drawing happens on a frame). */
async function drawn(page) {
  await page.waitForFunction(() => {
    const frame = document.getElementById('board-frame');
    return frame.dataset.placeholder === 'false' && frame.dataset.animating !== 'true';
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('the playground', () => {
  test('draws a typed board, in the canvas and its accessible mirror', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { colorScheme: 'light' });
    t.after(() => page.context().close());

    await loadBoard(page, '1 2 3\n4 5 6\n7 _ 8');
    assert.deepEqual(await mirrorRows(page), [
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', 'blank', '8'],
    ]);
    // The mirror's cells are labelled buttons.
    assert.equal(await page.getAttribute('#board-mirror button[data-index="5"]', 'aria-label'), 'Tile 6, row 2, column 3');
    assert.equal(await page.getAttribute('#board-mirror button[data-index="7"]', 'aria-label'), 'Blank, row 3, column 2');

    const { verdict, text } = await workerVerdict(page, 'solvable');
    assert.equal(verdict, 'Solvable');
    assert.match(text, /0 inversions/);
    assert.match(text, /Manhattan distance 1\b/);

    // Crisp on high-DPI screens: the backing store has devicePixelRatio (2) pixels per CSS pixel.
    await drawn(page);
    const size = await page.$eval('#board-canvas', (c) => ({
      width: c.width,
      height: c.height,
      css: c.getBoundingClientRect().width,
    }));
    assert.equal(size.width, Math.round(size.css * 2));
    assert.equal(size.height, size.width);

    // The blank shows the board's colour; a tile (away from its number) the tile colour.
    const blank = await canvasPixel(page, 2, 1);
    const tile = await canvasPixel(page, 0, 0, 0.2, 0.2);
    assert.deepEqual(blank.pixel, blank.board, 'the blank cell is empty');
    assert.deepEqual(tile.pixel, tile.tile, 'a tile is drawn');
    // The number is drawn too: the middle of tile 5 has pixels unlike the tile's colour.
    const middle = await page.$eval('#board-canvas', (canvas) => {
      const cell = canvas.width / 3;
      const data = canvas.getContext('2d').getImageData(cell * 1.3, cell * 1.3, cell * 0.4, cell * 0.4).data;
      const colours = new Set();
      for (let i = 0; i < data.length; i += 4) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return colours.size;
    });
    assert.ok(middle > 2, `tile 5 shows its number (${middle} colours)`);

    await screenshot(page, 'playground-light');
    assert.deepEqual(page.problems, []);
  });

  test('takes every format the core parses', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    const expected = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    for (const text of [
      '1 2 3 4 5 6 7 8 0',
      '1 2 3\n4 5 6\n7 8 _',
      '123456780',
      '[[1,2,3],[4,5,6],[7,8,null]]',
      '3x3: 1,2,3,4,5,6,7,8,-',
      '1 2 3; 4 5 6; 7 8 .',
    ]) {
      await typeBoard(page, '');
      await page.waitForSelector('#board-error:not([hidden])');
      await typeBoard(page, text);
      await page.waitForSelector('#board-error', { state: 'hidden' });
      assert.deepEqual(await shownTiles(page), expected, JSON.stringify(text));
    }
    const rectangle = '2x4: 1 2 3 4 5 6 7 0';
    await typeBoard(page, rectangle);
    assert.deepEqual(await mirrorRows(page), [
      ['1', '2', '3', '4'],
      ['5', '6', '7', 'blank'],
    ]);
    // The canvas takes the new shape on its next frame: wait for it, then check it.
    await page.waitForSelector('#board-canvas[data-cols="4"]', { timeout: 5000 });
    assert.equal(await page.getAttribute('#board-canvas', 'data-cols'), '4');
    assert.deepEqual(page.problems, []);
  });

  test('shows the exact parse error from the core, inline beside the box', async (t) => {
    // A slow worker: its answers about the first board arrive after the text became a mistake.
    let workerLoaded = false;
    const page = await openPlayground(env.browser, env.server.url, {}, async (context) => {
      await context.route('**/www/workers/worker.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        workerLoaded = true;
        await route.continue();
      });
    });
    t.after(() => page.context().close());

    const duplicate = '1 2 3 4 5 6 7 8 8';
    await typeBoard(page, duplicate);
    await page.waitForSelector('#status[aria-busy="false"]');
    assert.ok(workerLoaded, 'the worker answered meanwhile');
    assert.equal(await page.getAttribute('#status', 'data-state'), 'error');
    const inline = await page.textContent('#board-error');
    assert.ok(inline.startsWith('tile 8 appears twice: at row 3, column 2 and at row 3, column 3'), inline);
    assert.equal(inline, await coreError(page, duplicate), 'the message exactly as the core words it');
    // Beside the box: right under it, and named by it.
    const [box, error] = await Promise.all([
      page.locator('#board-input').boundingBox(),
      page.locator('#board-error').boundingBox(),
    ]);
    assert.ok(error.y >= box.y + box.height && error.y - (box.y + box.height) < 20, 'the error sits under the box');
    assert.match(await page.getAttribute('#board-input', 'aria-describedby'), /board-error/);
    assert.equal(await page.getAttribute('#board-input', 'aria-invalid'), 'true');
    assert.equal(await page.getAttribute('#board-frame', 'data-stale'), 'true');
    await screenshot(page, 'playground-error');

    // The board does not move while the text is not a board; it says why.
    await page.click('#board-mirror button[data-index="0"]');
    assert.match(await page.textContent('#move-message'), /board text has a mistake/);

    await typeBoard(page, '1 2 3 4 x 6 7 8 0');
    assert.equal(await page.textContent('#board-error'), await coreError(page, '1 2 3 4 x 6 7 8 0'));
    assert.match(await page.textContent('#board-error'), /'x' at position 5 is not a number/);

    await typeBoard(page, '1 2\n3 _');
    await workerVerdict(page, 'solvable');
    assert.equal(await page.getAttribute('#board-input', 'aria-invalid'), 'false');
    assert.equal(await page.getAttribute('#board-frame', 'data-stale'), 'false');
    assert.ok(await page.isHidden('#board-error'));
    assert.deepEqual(page.problems, []);
  });

  test('explains an unsolvable board and fixes it with the swap offered, in one click', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _', 'unsolvable');
    const { verdict, text } = await workerVerdict(page, 'unsolvable');
    assert.equal(verdict, 'Unsolvable');
    assert.match(text, /inversion/);
    assert.equal((await mirrorRows(page)).length, 4);
    assert.equal(await page.textContent('#fix-swap'), 'Swap tiles 14 and 15 to make it solvable');
    await screenshot(page, 'playground-unsolvable');

    // Solving it says why not, in the core's words.
    await selectTab(page, 'solve');
    await page.click('#solve');
    await page.waitForSelector('#solve-status[data-state="error"]');
    assert.match(await page.textContent('#solve-status'), /cannot be solved/);

    await selectTab(page, 'input');
    await page.click('#fix-swap');
    await workerVerdict(page, 'solvable');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]);
    assert.equal(await page.inputValue('#board-input'), ' 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 14 15  _');
    assert.deepEqual(page.problems, []);
  });

  test('the goal: presets and any custom arrangement', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    // The same 4x4 board, blank-first, is 3 rows off: solvable turns to unsolvable.
    await loadBoard(page, '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 _');
    assert.equal(await page.getAttribute('#board-frame', 'data-solved'), 'true');
    await page.check('input[name="goal"][value="blank-first"]');
    await workerVerdict(page, 'unsolvable');
    assert.equal(await page.getAttribute('#board-frame', 'data-solved'), 'false');

    // A custom goal: any arrangement of the tiles, errors inline.
    await loadBoard(page, '1 2 3\n4 5 6\n7 8 _');
    await page.check('input[name="goal"][value="custom"]');
    await page.fill('#goal-input', '1 2 3\n4 5 6\n7 7 _');
    await page.waitForSelector('#goal-error:not([hidden])');
    assert.match(await page.textContent('#goal-error'), /tile 7 appears twice: at row 3, column 1 and at row 3, column 2/);
    await page.fill('#goal-input', '1 2 3 4 0 5 6 7 8');
    await page.waitForSelector('#goal-error', { state: 'hidden' });
    await workerVerdict(page, 'solvable');
    assert.equal(await page.getAttribute('#board-frame', 'data-solved'), 'false');
    await page.fill('#goal-input', '2 1 3\n4 5 6\n7 8 _');
    await workerVerdict(page, 'unsolvable');
    await page.fill('#goal-input', '1 2 3 4 5 6 7 8 0');
    await page.waitForSelector('#board-frame[data-solved="true"]');
    // A goal of another shape is refused, in the core's words.
    await page.fill('#goal-input', '1 2 3 0');
    await page.waitForSelector('#goal-error:not([hidden])');
    assert.match(await page.textContent('#goal-error'), /same shape|2x2/);
    assert.deepEqual(page.problems, []);
  });

  test('"Random board" and the sizes ask the core for a uniformly random solvable board', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await page.click('button[data-size="4x4"]');
    await page.waitForSelector('#board-mirror[data-rows="4"]');
    assert.equal(await page.getAttribute('button[data-size="4x4"]', 'aria-pressed'), 'true');
    const first = await shownTiles(page);
    assert.deepEqual([...first].sort((a, b) => a - b), [...Array(16).keys()]);
    await workerVerdict(page, 'solvable');
    await page.click('#random-board');
    assert.notDeepEqual(await shownTiles(page), first);
    await workerVerdict(page, 'solvable');

    for (const size of ['2x2', '10x10', '3x5']) {
      await page.selectOption('#size', size);
      const [rows, cols] = size.split('x').map(Number);
      await page.waitForSelector(`#board-mirror[data-rows="${rows}"][data-cols="${cols}"]`);
      const tiles = await shownTiles(page);
      assert.equal(tiles.length, rows * cols);
      await workerVerdict(page, 'solvable');
    }
    await page.click('button[data-size="3x3"]');
    await page.waitForSelector('#board-mirror[data-rows="3"][data-cols="3"]');
    assert.deepEqual(page.problems, []);
  });

  test('scramble k moves from the goal, with the difficulty slider', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await page.click('button[data-size="3x3"]');
    await page.$eval('#scramble-moves', (slider) => {
      slider.value = '1';
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    assert.equal(await page.textContent('#scramble-output'), '1 move');
    await page.click('#scramble');
    // One move from the goal: Manhattan distance 1.
    assert.match((await workerVerdict(page, 'solvable')).text, /Manhattan distance 1\b/);

    await page.$eval('#scramble-moves', (slider) => {
      slider.value = '60';
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    assert.equal(await page.textContent('#scramble-output'), '60 moves');
    await page.click('#scramble');
    await workerVerdict(page, 'solvable');
    assert.deepEqual(page.problems, []);
  });

  test('presets: the hardest 8-puzzles, Korf\'s 15-puzzles and a 24-puzzle, with their goals', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await page.click('button[data-preset="hardest-8a"]');
    assert.deepEqual(await shownTiles(page), [8, 6, 7, 2, 5, 4, 3, 0, 1]);
    assert.ok(await page.isChecked('input[name="goal"][value="blank-last"]'));
    await page.click('button[data-preset="hardest-8b"]');
    assert.deepEqual(await shownTiles(page), [6, 4, 7, 8, 5, 0, 3, 2, 1]);
    await page.click('button[data-preset="korf-1"]');
    assert.deepEqual(await shownTiles(page), [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3]);
    assert.ok(await page.isChecked('input[name="goal"][value="blank-first"]'));
    await workerVerdict(page, 'solvable');
    await page.getByRole('button', { name: /Korf–Taylor #1/ }).click();
    assert.deepEqual(await shownTiles(page), [14, 5, 9, 2, 18, 8, 23, 19, 12, 17, 15, 0, 10, 20, 4, 6, 11, 21, 1, 7, 24, 3, 16, 22, 13]);
    assert.ok(await page.isChecked('input[name="goal"][value="blank-first"]'));
    await workerVerdict(page, 'solvable');
    assert.deepEqual(page.problems, []);
  });

  test('follows a dark colour scheme', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { colorScheme: 'dark' });
    t.after(() => page.context().close());

    await workerVerdict(page, 'solvable');
    const background = await page.$eval('body', (body) => getComputedStyle(body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g).map(Number);
    assert.ok(r + g + b < 150, `a dark background (${background})`);
    await drawn(page);
    const blank = await canvasPixel(page, 2, 2);
    assert.deepEqual(blank.pixel, blank.board);
    await screenshot(page, 'playground-dark');
    assert.deepEqual(page.problems, []);
  });
});
