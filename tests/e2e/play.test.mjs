// Playing: clicks and taps (one tile or a whole line), arrow keys and WASD, swipes, the slide
// animation, the move counter (undo and redo count as moves), undo and redo, the solved moment,
// the goal, pictures. The game around it (clock, optimal, par, daily) is game.test.mjs's.

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { loadBoard, openPlayground, screenshot, servedPlayground, shownTiles } from './support.mjs';

const env = servedPlayground();

const SOLVED = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/** The centre of cell `index` of the board, in page coordinates. */
async function cellCentre(page, index) {
  const box = await page.locator('#board-frame').boundingBox();
  const cols = Number(await page.getAttribute('#board-mirror', 'data-cols'));
  const rows = Number(await page.getAttribute('#board-mirror', 'data-rows'));
  return {
    x: box.x + ((index % cols) + 0.5) * (box.width / cols),
    y: box.y + (Math.floor(index / cols) + 0.5) * (box.height / rows),
  };
}

async function moves(page) {
  return Number(await page.textContent('#move-count'));
}

describe('playing', () => {
  test('a click slides a tile, or every tile between it and the blank; undo, redo, solved', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, '1 2 3\n4 5 6\n_ 7 8');
    assert.equal(await moves(page), 0);
    // Tile 3 shares neither the blank's row nor its column: the core says so.
    const corner = await cellCentre(page, 2);
    await page.mouse.click(corner.x, corner.y);
    assert.equal(
      await page.textContent('#move-message'),
      "tile 3 is not in the blank's row or column, so it cannot slide",
    );
    assert.equal(await moves(page), 0);

    // Tile 8, two cells from the blank: 7 and 8 slide left together.
    const far = await cellCentre(page, 8);
    await page.mouse.click(far.x, far.y);
    assert.deepEqual(await shownTiles(page), SOLVED);
    assert.equal(await moves(page), 2);
    assert.equal(await page.textContent('#move-message'), 'Tiles 7 and 8 moved left.');
    await page.waitForFunction(() => document.getElementById('announcer').textContent !== '');
    // The solved moment.
    await page.waitForSelector('#solved-banner[data-state="won"]');
    await page.waitForFunction(() => /Optimal/.test(document.getElementById('solved-banner').textContent));
    assert.match(await page.textContent('#solved-banner'), /^Solved in 2 moves, 0:0\d\.\d\. Optimal: 2 moves \(\+0\)\.$/);
    assert.equal(await page.getAttribute('#board-frame', 'data-solved'), 'true');
    assert.match(await page.getAttribute('#board-frame', 'class'), /celebrate/);
    await screenshot(page, 'play-solved');

    // Undo slides both tiles back: two more moves (a game counts them).
    await page.click('#undo');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    assert.equal(await moves(page), 4);
    assert.ok(await page.isHidden('#solved-banner'));
    assert.ok(await page.isDisabled('#undo'));
    await page.click('#redo');
    assert.deepEqual(await shownTiles(page), SOLVED);
    assert.equal(await moves(page), 6);
    assert.ok(await page.isDisabled('#redo'));

    // A tap on the accessible button of a cell does the same as a click on the canvas.
    await page.click('#board-mirror button[data-index="5"]'); // tile 6, above the blank
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 0, 7, 8, 6]);
    assert.equal(await page.textContent('#move-message'), 'Tile 6 moved down.');
    assert.equal(await moves(page), 7);

    // Goal: the goal board, the count starting over (Reset, back to the board loaded, and
    // undoing both: newcomer-page.test.mjs).
    await page.click('#goal');
    assert.deepEqual(await shownTiles(page), SOLVED);
    assert.equal(await moves(page), 0);
    assert.equal(await page.getAttribute('#solved-banner', 'data-state'), 'goal');
    assert.deepEqual(page.problems, []);
  });

  test('arrow keys and WASD move the tile in that direction; Ctrl+Z undoes', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());

    await loadBoard(page, '1 2 3\n4 5 6\n7 _ 8');
    await page.focus('#board-frame');
    // Up: the tile below the blank would slide up, but the blank is on the bottom row.
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.textContent('#move-message'), 'no tile can slide up: the blank is at the edge of the board');
    await page.keyboard.press('ArrowLeft'); // tile 8 slides left
    assert.deepEqual(await shownTiles(page), SOLVED);
    await page.keyboard.press('ArrowRight'); // tile 8 slides back right
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
    await page.keyboard.press('ArrowDown'); // tile 5, above the blank, slides down
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 0, 6, 7, 5, 8]);
    assert.equal(await page.textContent('#move-message'), 'Tile 5 moved down.');

    await page.keyboard.press('w'); // tile 5 slides back up
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
    await page.keyboard.press('d'); // tile 7 slides right
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    await page.keyboard.press('s'); // tile 4 slides down
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 0, 5, 6, 4, 7, 8]);
    assert.equal(await moves(page), 6);

    await page.keyboard.press('Control+z');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    await page.keyboard.press('Control+Shift+z');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 0, 5, 6, 4, 7, 8]);

    // Keys typed in the paste box stay there.
    await page.focus('#board-input');
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 0, 5, 6, 4, 7, 8]);
    assert.deepEqual(page.problems, []);
  });

  test('tiles slide smoothly, and instantly under prefers-reduced-motion', async (t) => {
    const animated = async (reducedMotion) => {
      const page = await openPlayground(env.browser, env.server.url, { reducedMotion });
      t.after(() => page.context().close());
      await loadBoard(page, '1 2 3\n4 5 6\n7 _ 8');
      return page.evaluate(async () => {
        const frame = document.getElementById('board-frame');
        frame.focus();
        frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
        const during = frame.dataset.animating;
        // Sample where tile 8 is drawn half-way: between its old and new cell.
        await new Promise((resolve) => setTimeout(resolve, 60));
        const mid = frame.dataset.animating;
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { during, mid, after: frame.dataset.animating };
      });
    };
    assert.deepEqual(await animated('no-preference'), { during: 'true', mid: 'true', after: 'false' });
    assert.deepEqual(await animated('reduce'), { during: 'false', mid: 'false', after: 'false' });
  });

  test('swipes and taps on a touch screen', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      hasTouch: true,
      isMobile: true,
    });
    t.after(() => page.context().close());

    await loadBoard(page, '1 2 3\n4 5 6\n7 _ 8');
    await page.evaluate(() => {
      document.activeElement.blur();
      window.scrollTo(0, 0);
    });
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from, dx, dy) => {
      const steps = 6;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
      for (let i = 1; i <= steps; i += 1) {
        const point = { x: from.x + (dx * i) / steps, y: from.y + (dy * i) / steps };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const centre = await cellCentre(page, 4);
    await swipe(centre, -90, 0); // swipe left: the tile right of the blank slides left
    await page.waitForFunction(() => document.getElementById('move-count').textContent === '1');
    assert.deepEqual(await shownTiles(page), SOLVED);
    await swipe(centre, 0, 90); // swipe down: the tile above the blank slides down
    await page.waitForFunction(() => document.getElementById('move-count').textContent === '2');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 0, 7, 8, 6]);

    // A tap slides too (tile 5, left of the blank).
    const tile5 = await cellCentre(page, 4);
    await page.touchscreen.tap(tile5.x, tile5.y);
    await page.waitForFunction(() => document.getElementById('move-count').textContent === '3');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 0, 5, 7, 8, 6]);
    assert.deepEqual(page.problems, []);
  });

  test('a picture on the tiles: the built-in one or a picked file, numbers optional', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await loadBoard(page, '1 2 3\n4 5 6\n7 _ 8');

    const tileColours = () =>
      page.$eval('#board-canvas', (canvas) => {
        // Distinct colours inside tile 1 (cell 0) and the colour at its centre.
        const cell = canvas.width / 3;
        const data = canvas.getContext('2d').getImageData(cell * 0.15, cell * 0.15, cell * 0.7, cell * 0.7).data;
        const colours = new Set();
        for (let i = 0; i < data.length; i += 4) colours.add(`${data[i] >> 3},${data[i + 1] >> 3},${data[i + 2] >> 3}`);
        const centre = [...canvas.getContext('2d').getImageData(cell * 0.8, cell * 0.8, 1, 1).data];
        return { distinct: colours.size, centre };
      });
    const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

    const numbers = await tileColours();
    await page.click('#skin-picture');
    await page.waitForSelector('#board-frame[data-skin="picture"]');
    assert.equal(await page.getAttribute('#skin-picture', 'aria-pressed'), 'true');
    await frames();
    const picture = await tileColours();
    assert.ok(picture.distinct > numbers.distinct * 3, `a picture has many colours (${picture.distinct} vs ${numbers.distinct})`);
    assert.match(await page.textContent('#picture-name'), /built in/);
    await screenshot(page, 'play-picture');

    // A picked image: a red square made here.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 90;
      canvas.height = 90;
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#d01010';
      ctx.fillRect(0, 0, 90, 90);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await page.setInputFiles('#picture-file', { name: 'red.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await page.waitForSelector('#picture-options[data-source="file"]');
    assert.equal(await page.textContent('#picture-name'), 'red.png');
    await frames();
    const [r, g, b] = (await tileColours()).centre;
    assert.ok(r > 180 && g < 60 && b < 60, `the tile shows the picked picture (${r}, ${g}, ${b})`);

    // Numbers over the picture, or not.
    const withNumbers = (await tileColours()).distinct;
    await page.uncheck('#picture-numbers');
    await frames();
    const withoutNumbers = (await tileColours()).distinct;
    assert.ok(withoutNumbers < withNumbers, `numbers drawn over the picture (${withNumbers} vs ${withoutNumbers} colours)`);

    // Not an image: said so, and the picture stays.
    await page.setInputFiles('#picture-file', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.waitForFunction(() => document.getElementById('picture-name').textContent.includes('is not an image'));

    await page.click('#skin-numbers');
    await page.waitForSelector('#board-frame[data-skin="numbers"]');
    assert.deepEqual(page.problems, []);
  });
});
