// The playground page in headless Chromium, against the built site (dist/, `make build`).
//
//   node --test tests/e2e/            (or `make test-e2e`, which builds first)
//
// Screenshots land in target/e2e-artifacts/.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPlayground, screenshot, serveStatic } from './support.mjs';

let server;
let browser;

before(async () => {
  server = await serveStatic();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** The tiles the accessible mirror lists, row by row, the blank as 'blank'. */
function mirrorRows(page) {
  return page.$$eval('#board-mirror tr', (rows) =>
    rows.map((row) => [...row.cells].map((cell) => cell.textContent)),
  );
}

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

async function typeBoard(page, text) {
  await page.fill('#board-input', text);
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

describe('the playground', () => {
  test('draws a typed board, in the canvas and its text mirror', async (t) => {
    const page = await openPlayground(browser, server.url, { colorScheme: 'light' });
    t.after(() => page.context().close());

    await typeBoard(page, '1 2 3\n4 5 6\n7 _ 8');
    assert.deepEqual(await mirrorRows(page), [
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', 'blank', '8'],
    ]);

    const { verdict, text } = await workerVerdict(page, 'solvable');
    assert.equal(verdict, 'Solvable');
    assert.match(text, /0 inversions/);
    assert.match(text, /Manhattan distance 1\b/);

    // Crisp on high-DPI screens: the backing store has devicePixelRatio (2) pixels per CSS pixel.
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
    assert.notDeepEqual(blank.pixel, tile.pixel);
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

  test('shows the exact parse error from the core, inline', async (t) => {
    // A slow worker: its answers about the first board arrive after the text became a mistake.
    let workerLoaded = false;
    const page = await openPlayground(browser, server.url, {}, async (context) => {
      await context.route('**/www/worker.js', async (route) => {
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
    const shown = await page.textContent('#status');
    assert.ok(
      shown.startsWith('tile 8 appears twice: at row 3, column 2 and at row 3, column 3'),
      shown,
    );
    assert.equal(shown, await coreError(page, duplicate), 'the message exactly as the core words it');
    assert.equal(await page.getAttribute('#board-input', 'aria-invalid'), 'true');
    assert.equal(await page.getAttribute('.canvas-frame', 'data-stale'), 'true');
    await screenshot(page, 'playground-error');

    await typeBoard(page, '1 2 3 4 x 6 7 8 0');
    assert.equal(await page.textContent('#status'), await coreError(page, '1 2 3 4 x 6 7 8 0'));
    assert.match(await page.textContent('#status'), /'x' at position 5 is not a number/);

    await typeBoard(page, '1 2\n3 _');
    await workerVerdict(page, 'solvable');
    assert.equal(await page.getAttribute('#board-input', 'aria-invalid'), 'false');
    assert.equal(await page.getAttribute('.canvas-frame', 'data-stale'), 'false');
    assert.deepEqual(page.problems, []);
  });

  test('the worker explains an unsolvable board', async (t) => {
    const page = await openPlayground(browser, server.url);
    t.after(() => page.context().close());

    await typeBoard(page, '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _');
    const { verdict, text } = await workerVerdict(page, 'unsolvable');
    assert.equal(verdict, 'Unsolvable');
    assert.match(text, /Swapping tiles 14 and 15 makes it solvable/);
    assert.equal((await mirrorRows(page)).length, 4);

    // The goal menu re-asks the worker: the same board, blank-first, is 3 rows off.
    await page.selectOption('#goal', 'blank-first');
    await page.waitForSelector('#status[data-source="worker"]:not([data-state="unsolvable"])');
    assert.equal(await page.getAttribute('#status', 'data-state'), 'solvable');
    assert.deepEqual(page.problems, []);
  });

  test('"Random board" asks the core for a board of the chosen size', async (t) => {
    const page = await openPlayground(browser, server.url);
    t.after(() => page.context().close());

    await page.selectOption('#size', '4x4');
    const before = await page.inputValue('#board-input');
    await page.click('#random-board');
    assert.notEqual(await page.inputValue('#board-input'), before);
    const rows = await mirrorRows(page);
    assert.equal(rows.length, 4);
    const tiles = rows.flat().map((cell) => (cell === 'blank' ? 0 : Number(cell)));
    assert.deepEqual([...tiles].sort((a, b) => a - b), [...Array(16).keys()]);
    assert.equal((await workerVerdict(page, 'solvable')).verdict, 'Solvable');
    assert.deepEqual(page.problems, []);
  });

  test('clicking a tile next to the blank slides it', async (t) => {
    const page = await openPlayground(browser, server.url);
    t.after(() => page.context().close());

    await typeBoard(page, '1 2 3\n4 5 6\n7 _ 8');
    const box = await page.locator('#board-canvas').boundingBox();
    const cell = box.width / 3;
    await page.mouse.click(box.x + cell * 0.5, box.y + cell * 0.5); // tile 1: not movable
    assert.match(await page.textContent('.hint'), /tile 1 is not next to the blank/);
    await page.mouse.click(box.x + cell * 2.5, box.y + cell * 2.5); // tile 8
    assert.equal(await page.inputValue('#board-input'), '1 2 3\n4 5 6\n7 8 _');
    assert.deepEqual((await mirrorRows(page))[2], ['7', '8', 'blank']);
    assert.match((await workerVerdict(page, 'solvable')).text, /Manhattan distance 0\b/);
    assert.deepEqual(page.problems, []);
  });

  test('follows a dark colour scheme', async (t) => {
    const page = await openPlayground(browser, server.url, { colorScheme: 'dark' });
    t.after(() => page.context().close());

    await workerVerdict(page, 'solvable');
    const background = await page.$eval('body', (body) => getComputedStyle(body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g).map(Number);
    assert.ok(r + g + b < 150, `a dark background (${background})`);
    const blank = await canvasPixel(page, 2, 1);
    assert.deepEqual(blank.pixel, blank.board);
    await screenshot(page, 'playground-dark');
    assert.deepEqual(page.problems, []);
  });
});
