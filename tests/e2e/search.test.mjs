// The Search view (issue 11): a recorded search stepped through on a tree, with its frontier,
// controls, live region, and a 100,000-expansion record that keeps the main thread responsive.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadBoard, longTasks, openPlayground, screenshot, selectTab, servedPlayground, shownTiles, textOf } from './support.mjs';

const env = servedPlayground();

/** Records `algorithm` on `board` with a cap, in the Search view; resolves when done. */
async function record(page, board, algorithm, cap) {
  await loadBoard(page, board);
  await selectTab(page, 'solve');
  await page.selectOption('#algorithm', algorithm);
  await selectTab(page, 'search');
  await page.fill('#search-cap', String(cap));
  await page.click('#search-run');
  await page.waitForSelector('#search-status[data-state="done"]', { timeout: 120_000 });
}

const snapshot = (page) =>
  page.evaluate(() => ({
    step: document.querySelector('#search-section').dataset.step,
    counts: document.querySelector('#search-counts').textContent,
    frontier: document.querySelector('#search-frontier').textContent,
    live: document.querySelector('#search-live').textContent,
  }));

describe('the Search view', () => {
  test('steps, plays, jumps to the end and shows a clicked node on the main board', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await record(page, '7 3 4\n8 2 6\n5 1 _', 'astar', 5000);
    const status = await textOf(page, '#search-status');
    const length = Number(/the answer has (\d+) moves/.exec(status)?.[1]);
    assert.equal(length, 20, status);

    // Forward 10, back 3: as at step 7 reached directly.
    await page.focus('#search-next');
    for (let i = 0; i < 10; i += 1) await page.click('#search-next');
    for (let i = 0; i < 3; i += 1) await page.click('#search-previous');
    const stepped = await snapshot(page);
    assert.equal(stepped.step, '7');
    assert.match(stepped.live, /^Expansion 7: depth \d+, g \d+, h \d+, f \d+; frontier \d+, explored 7$/);
    await page.locator('#search-scrubber').fill('0');
    await page.locator('#search-scrubber').fill('7');
    assert.deepEqual(await snapshot(page), stepped);
    assert.match(await textOf(page, '#search-frontier-title'), /by f/);
    const open = Number(/Frontier (\d+)/.exec(stepped.counts)[1]);
    assert.equal(await page.locator('#search-frontier li').count(), Math.min(12, open));
    // Keys, in the view.
    await page.focus('#search-section');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getAttribute('#search-section', 'data-step'), '8');
    await page.keyboard.press('p');
    assert.equal(await page.getAttribute('#search-section', 'data-step'), '7');
    await screenshot(page, 'search-step-7');

    // Play, then pause.
    await page.fill('#search-speed', '2'); // 100 a second
    await page.click('#search-play');
    await page.waitForFunction(() => Number(document.querySelector('#search-section').dataset.step) > 20);
    await page.click('#search-play');
    assert.equal(await textOf(page, '#search-play'), 'Play');

    // The end: the solution path marked, as long as the answer.
    await page.focus('#search-section');
    await page.keyboard.press('End');
    assert.equal(await page.getAttribute('#search-section', 'data-path'), String(length));
    await page.click('#search-fit');
    await page.waitForTimeout(100);
    await screenshot(page, 'search-end');

    // Clicking the goal node shows it on the main board, without changing the history.
    const at = await page.evaluate(() => {
      const view = document.querySelector('#search-section').searchView;
      const canvas = document.querySelector('#search-canvas').getBoundingClientRect();
      const goal = view.recording.record.found;
      const { x, y } = view.positionOf(goal);
      return { x: canvas.left + x, y: canvas.top + y, goal };
    });
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => document.querySelector('#search-info').dataset.node !== undefined);
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    assert.match(await textOf(page, '#search-info'), /g 20, h 0, f 20; moved tile \d/);
    await screenshot(page, 'search-clicked');
    assert.deepEqual(page.problems, []);
  });

  test('a 100,000-expansion record steps, plays, pans and zooms with no long task', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await record(page, '8 6 7\n2 5 4\n3 _ 1', 'bfs', 100000);
    assert.match(await textOf(page, '#search-stopped'), /^Recording stopped at 100,000 expansions; the search went on\.$/);
    await page.waitForTimeout(500); // the last layout
    const since = await page.evaluate(() => performance.now());
    await page.focus('#search-section');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await page.fill('#search-speed', '3');
    await page.click('#search-play');
    await page.waitForTimeout(1000);
    await page.click('#search-play');
    await page.locator('#search-scrubber').fill('50000');
    await page.locator('#search-scrubber').fill('100000');
    // Pan for a second, counting frames.
    const box = await page.locator('#search-canvas').boundingBox();
    await page.evaluate(() => {
      window.__frames = 0;
      const count = () => {
        window.__frames += 1;
        window.__counting = requestAnimationFrame(count);
      };
      window.__counting = requestAnimationFrame(count);
    });
    const started = Date.now();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 0; i < 60; i += 1) await page.mouse.move(box.x + box.width / 2 + (i % 20) * 10 - 100, box.y + box.height / 2 + (i % 7) * 5);
    await page.mouse.up();
    const seconds = (Date.now() - started) / 1000;
    const frames = await page.evaluate(() => {
      cancelAnimationFrame(window.__counting);
      return window.__frames;
    });
    console.log(`panning: ${(frames / seconds).toFixed(1)} frames a second (${frames} in ${seconds.toFixed(2)} s)`);
    for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, -200);
    await page.click('#search-zoom-out');
    await page.click('#search-fit');
    await page.waitForTimeout(200);
    await screenshot(page, 'search-100k');
    const long = (await longTasks(page)).filter((task) => task.start >= since);
    assert.deepEqual(long, [], `no long task while stepping, playing, panning and zooming: ${JSON.stringify(long)}`);
    assert.deepEqual(page.problems, []);
  });
});

describe('the Search view in widgets', () => {
  test('view=search in the hash opens the view at that expansion; course notes show BFS and A* trees', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#board=3x3:4,1,3,2,8,5,7,0,6&algo=astar&h=manhattan&step=5&view=search`);
    t.after(() => page.context().close());
    await page.waitForSelector('#panel-search:not([hidden]) #search-section[data-step="5"]');
    await page.waitForFunction(() => /step=5&view=search$/.test(location.hash));
    await page.click('#search-next');
    await page.waitForFunction(() => /step=6&view=search$/.test(location.hash));

    const notes = await page.context().newPage();
    await notes.goto(`${env.server.url}examples/course-notes.html`);
    const done = (id) => notes.locator(`#${id}`).locator('#search-status[data-state="done"]');
    await done('bfs-tree').waitFor();
    await done('astar-tree').waitFor();
    const expansions = (id) => notes.locator(`#${id}`).locator('#search-scrubber').getAttribute('max');
    const [bfs, astar] = [Number(await expansions('bfs-tree')), Number(await expansions('astar-tree'))];
    assert.ok(astar < bfs, `A* ${astar} expansions, BFS ${bfs}`);
    await notes.locator('#bfs-tree').scrollIntoViewIfNeeded();
    await screenshot(notes, 'search-course-notes');
  });
});
