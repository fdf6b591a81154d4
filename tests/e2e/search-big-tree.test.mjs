// The Search view on a big tree (issue 35): the hardest 8-puzzle's A* recorded up to its goal by
// default, read as boards around each expansion with no zooming (its path, its siblings, the
// frontier beside it, every other branch folded into a count), Fit keeping the node expanded,
// zooming centred on it, on a phone turned too; a recording cut short saying so; a recording
// that no longer belongs to the board; "Expansions to record" refusing what is no number of
// expansions.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadBoard, longTasks, openPlayground, screenshot, selectTab, servedPlayground, shownTiles, textOf } from './support.mjs';

const env = servedPlayground();
const HARDEST = '8 6 7\n2 5 4\n3 _ 1';

/** Chooses `algorithm` (and Manhattan) in the Solve panel, opens the Search view and records with the cap it holds, or `cap`. */
async function record(page, board, algorithm, cap = null) {
  await loadBoard(page, board);
  await selectTab(page, 'solve');
  await page.selectOption('#algorithm', algorithm);
  if (algorithm !== 'bfs') await page.selectOption('#heuristic', 'manhattan');
  await selectTab(page, 'search');
  if (cap !== null) await page.getByLabel('Expansions to record').fill(String(cap));
  await page.getByRole('button', { name: 'Record search' }).click();
  await page.waitForSelector('#search-status[data-state="done"]', { timeout: 120_000 });
}

/** The buttons of the tree's nodes in view: {name, current, description, size, inside}. */
const nodeButtons = (page, lane = '#search-canvas') =>
  page.evaluate((canvasSelector) => {
    const canvas = document.querySelector(canvasSelector).getBoundingClientRect();
    return [...document.querySelector(canvasSelector).parentElement.querySelectorAll('.search-nodes button')].map((button) => {
      const box = button.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      return {
        name: button.getAttribute('aria-label'),
        current: button.getAttribute('aria-current') === 'step',
        description: button.getAttribute('aria-description') ?? '',
        size: Math.min(box.width, box.height),
        inside: x >= canvas.left && x <= canvas.right && y >= canvas.top && y <= canvas.bottom,
      };
    });
  }, lane);

/** The names the frontier would give the node expanded and the solution path's nodes. */
const namesOf = (page) =>
  page.evaluate(() => {
    const view = document.querySelector('#search-section').searchView;
    const record = view.recording.record;
    const name = (id) => {
      const node = record.node(id);
      return `${node.line}, g ${node.g}, h ${node.h}, f ${node.f}`;
    };
    return { current: record.current === null ? null : name(record.current), path: record.found === null ? [] : record.pathTo(record.found).map(name) };
  });

/** Waits until the tree's buttons are placed for the step shown, the way the tree is shown. */
async function settled(page) {
  await page.waitForFunction(() => {
    const view = document.querySelector('#search-section').searchView;
    const current = view.recording.record.current;
    const buttons = document.querySelector('.search-nodes');
    const placed = buttons.dataset.mode === document.querySelector('#search-canvas').dataset.mode;
    return placed && (current === null || buttons.querySelector(`button[data-node="${current}"]`) !== null);
  });
}

describe('the Search view on the hardest 8-puzzle', () => {
  test('A* with Manhattan is recorded to its goal by default; boards of 40 px or more around expansion 3 and the last, the path marked; Fit keeps the node', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    await record(page, HARDEST, 'astar');
    assert.equal(await page.getByLabel('Expansions to record').inputValue(), '20000', "the core's default cap");
    assert.match(await textOf(page, '#search-status'), /^Done: the answer has 31 moves, 7,631 expansions recorded up to the goal\.$/);
    assert.equal(await page.isVisible('#search-stopped'), false);
    assert.equal(await page.getByRole('button', { name: 'Record more expansions' }).isVisible(), false);

    // The last expansion: the node expanded and the goal's path as boards, named as the frontier names them.
    await page.waitForSelector('#search-section[data-step="7631"]');
    await settled(page);
    assert.equal(await page.getAttribute('#search-canvas', 'data-level'), 'boards');
    const names = await namesOf(page);
    assert.equal(names.path.length, 32);
    let buttons = await nodeButtons(page);
    const inView = buttons.filter((b) => b.inside);
    assert.ok(inView.length >= 4, `${inView.length} boards in view`);
    for (const button of inView) assert.ok(button.size >= 40, `${button.name}: ${button.size} px`);
    const current = inView.find((b) => b.current);
    assert.equal(current?.name, names.current);
    const marked = inView.filter((b) => /on the solution path/.test(b.description));
    assert.ok(marked.length >= 2, `${marked.length} nodes of the path in view`);
    for (const button of marked) assert.ok(names.path.includes(button.name), button.name);
    assert.ok(inView.some((b) => b.name === names.path.at(-1)), 'the goal in view');
    assert.equal(await page.getAttribute('#search-section', 'data-path'), '31');
    await screenshot(page, 'big-tree-last-1280');

    // Expansion 3: its path from the start, its siblings and children as boards; folded branches counted.
    await page.getByLabel('Expansion', { exact: true }).fill('3');
    await page.waitForSelector('#search-section[data-step="3"]');
    await settled(page);
    buttons = (await nodeButtons(page)).filter((b) => b.inside);
    const step3 = await namesOf(page);
    assert.equal(buttons.find((b) => b.current)?.name, step3.current);
    for (const button of buttons) assert.ok(button.size >= 40, `${button.name}: ${button.size} px`);
    assert.ok(buttons.length >= 6, `${buttons.length} boards in view`);
    assert.ok(buttons.some((b) => /folded beneath it/.test(b.description)) || buttons.length >= 8, 'branches folded, or all in view');
    // The frontier's entries beside the path are the tree's buttons too.
    const frontier = await page.locator('#search-frontier').getByRole('button').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));
    const treeNames = buttons.map((b) => b.name);
    assert.ok(frontier.slice(0, 3).every((name) => treeNames.includes(name)), `${frontier.slice(0, 3)} in ${treeNames}`);
    await screenshot(page, 'big-tree-step-3-1280');

    // Fit: the whole shape, the node expanded still marked and in view; zooming centres on it.
    await page.getByRole('button', { name: 'Fit' }).click();
    await page.waitForSelector('#search-canvas[data-mode="whole"]');
    await settled(page);
    const fitted = (await nodeButtons(page)).find((b) => b.current);
    assert.ok(fitted?.inside, 'the node expanded stays in view');
    await screenshot(page, 'big-tree-fit-1280');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.mouse.move(10, 10);
    const box = /** @type {{x: number, y: number, width: number, height: number}} */ (await page.locator('#search-canvas').boundingBox());
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.wheel(0, -240);
    await settled(page);
    const centre = await page.evaluate(() => {
      const view = document.querySelector('#search-section').searchView;
      return view.positionOf(view.recording.record.current);
    });
    assert.ok(Math.abs(centre.x - box.width / 2) < 2 && Math.abs(centre.y - box.height / 2) < 2, `zoomed about the node expanded: ${JSON.stringify(centre)}`);
    await page.getByRole('button', { name: 'Focus' }).click();
    await page.waitForSelector('#search-canvas[data-mode="focus"][data-level="boards"]');
    assert.deepEqual(page.problems, []);
  });
});

describe('the Search view: recordings cut short, stale, refused caps', () => {
  test('a recording capped lower says how far the search went and records more up to the goal', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await record(page, HARDEST, 'astar', 2000);
    assert.equal(await textOf(page, '#search-stopped'), 'Recorded the first 2,000 expansions; the search went on to 7,631.');
    assert.match(await textOf(page, '#search-status'), /^Done, past the recording: the answer has 31 moves; 2,000 expansions recorded\.$/);
    assert.equal(await page.getAttribute('#search-section', 'data-path'), null, 'no path: the goal was not recorded');
    await page.getByRole('button', { name: 'Record more expansions' }).click();
    await page.waitForSelector('#search-section[data-step="7631"]', { timeout: 120_000 });
    assert.equal(await page.getByLabel('Expansions to record').inputValue(), '20000');
    assert.equal(await page.isVisible('#search-stopped'), false);
    assert.equal(await page.getAttribute('#search-section', 'data-path'), '31');
    assert.deepEqual(page.problems, []);
  });

  test('a recording made for another board, goal or search is stale: typed, moved, by the address, by the algorithm', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    const next = page.getByRole('button', { name: 'Next expansion' });
    const stale = async (sentence) => {
      await page.waitForSelector('#search-status[data-state="stale"]');
      assert.equal(await textOf(page, '#search-status'), sentence);
      assert.equal(await next.isDisabled(), true);
      assert.equal(await page.getByRole('button', { name: 'Previous expansion' }).isDisabled(), true);
    };
    const again = async () => {
      await page.getByRole('button', { name: 'Record search' }).click();
      await page.waitForSelector('#search-status[data-state="done"]');
      await page.getByLabel('Expansion', { exact: true }).fill('1');
      await page.waitForSelector('#search-section[data-step="1"]');
    };
    await record(page, '4 1 3\n_ 2 6\n7 5 8', 'astar');
    await page.getByLabel('Expansion', { exact: true }).fill('1');
    // Typed: the new board stays on the main board; the keys of the view no longer step.
    await loadBoard(page, '1 2 3\n4 _ 6\n7 5 8');
    await selectTab(page, 'search');
    await stale('The board changed: record again.');
    await page.focus('#search-section');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getAttribute('#search-section', 'data-step'), '1');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 0, 6, 7, 5, 8]);
    await screenshot(page, 'big-tree-stale');
    // Recorded again: fresh. A move on the main board: stale; its undo: fresh again.
    await again();
    await page.click('#board-mirror button[data-index="1"]'); // tile 2, above the blank
    await stale('The board changed: record again.');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForSelector('#search-status[data-state="done"]');
    assert.equal(await next.isDisabled(), false);
    // The address.
    await page.evaluate(() => (location.hash = '#board=3x3:1,2,3,4,5,6,0,7,8'));
    await stale('The board changed: record again.');
    assert.deepEqual(await shownTiles(page), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    // The algorithm.
    await again();
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'bfs');
    await selectTab(page, 'search');
    await stale('The search chosen changed: record again.');
    assert.deepEqual(page.problems, []);
  });

  test('"Expansions to record" refuses 0, -5 and "abc", saying the range, until fixed', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await loadBoard(page, '4 1 3\n_ 2 6\n7 5 8');
    await selectTab(page, 'search');
    const cap = page.getByLabel('Expansions to record');
    for (const [typed, echoed] of [['0', '0'], ['-5', '-5'], ['abc', "'abc'"]]) {
      await cap.fill(typed);
      await page.getByRole('button', { name: 'Record search' }).click();
      assert.equal(await cap.getAttribute('aria-invalid'), 'true');
      const error = page.locator(`#${await cap.getAttribute('aria-describedby')}`);
      assert.equal(await error.textContent(), `Expansions to record: a search records 1 to 100,000 expansions, not ${echoed}.`);
      assert.equal(await cap.inputValue(), typed, 'not replaced silently');
      assert.equal(await page.getAttribute('#search-status', 'data-state'), 'idle');
    }
    await cap.fill('12');
    assert.equal(await cap.getAttribute('aria-invalid'), 'false');
    assert.equal(await cap.getAttribute('aria-describedby'), null, 'the error no longer read out');
    await page.getByRole('button', { name: 'Record search' }).click();
    await page.waitForSelector('#search-status[data-state="done"]');
    assert.equal(await cap.inputValue(), '12');
    await screenshot(page, 'big-tree-cap');
    assert.deepEqual(page.problems, []);
  });
});

describe('the Search view on a phone and in a widget', () => {
  test('a 375-pixel phone: boards around the expansion; turned, the canvas follows its box and boards stay square', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    t.after(() => page.context().close());
    await record(page, HARDEST, 'astar');
    await page.getByLabel('Expansion', { exact: true }).fill('3');
    await page.waitForSelector('#search-section[data-step="3"]');
    await settled(page);
    const portrait = (await nodeButtons(page)).filter((b) => b.inside);
    assert.ok(portrait.length >= 4, `${portrait.length} boards in view`);
    for (const button of portrait) assert.ok(button.size >= 40, `${button.name}: ${button.size} px`);
    await page.locator('#search-canvas').scrollIntoViewIfNeeded();
    await screenshot(page, 'big-tree-step-3-375');
    const canvas = () =>
      page.evaluate(() => {
        const c = document.querySelector('#search-canvas');
        return { css: [c.clientWidth, c.clientHeight], pixels: [c.width, c.height] };
      });
    const before = await canvas();
    await page.setViewportSize({ width: 667, height: 375 });
    await page.waitForFunction((width) => document.querySelector('#search-canvas').width !== width, before.pixels[0]);
    await settled(page);
    const after = await canvas();
    assert.notDeepEqual(after.css, before.css);
    assert.deepEqual(after.pixels, after.css.map((side) => Math.round(side * 2)), 'drawn at its new size: boards square');
    const landscape = (await nodeButtons(page)).filter((b) => b.inside);
    for (const button of landscape) assert.ok(button.size >= 40, `${button.name}: ${button.size} px`);
    await screenshot(page, 'big-tree-step-3-667');
    assert.deepEqual(page.problems, []);
  });

  test('BFS on a 20-move board: a wide tree read as boards around the expansion, at 1280 and 375 pixels', async (t) => {
    for (const width of [1280, 375]) {
      const page = await openPlayground(env.browser, env.server.url, { viewport: { width, height: 900 } });
      t.after(() => page.context().close());
      await record(page, '7 3 4\n8 2 6\n5 1 _', 'bfs');
      await page.waitForSelector('#search-section[data-step="20000"]');
      assert.equal(await textOf(page, '#search-stopped'), 'Recorded the first 20,000 expansions; the search went on to 30,925.');
      await settled(page);
      const buttons = (await nodeButtons(page)).filter((b) => b.inside);
      assert.ok(buttons.length >= 4, `${buttons.length} boards in view`);
      for (const button of buttons) assert.ok(button.size >= 40, `${button.name}: ${button.size} px`);
      assert.equal(buttons.find((b) => b.current)?.name.replace(/, g \d+$/, ''), await page.evaluate(() => {
        const view = document.querySelector('#search-section').searchView;
        return view.recording.record.node(view.recording.record.current).line;
      }));
      await page.locator('#search-canvas').scrollIntoViewIfNeeded();
      await screenshot(page, `big-tree-bfs-${width}`);
      await page.getByRole('button', { name: 'Fit' }).click();
      await page.waitForSelector('#search-canvas[data-mode="whole"]');
      await settled(page);
      assert.ok((await nodeButtons(page)).find((b) => b.current)?.inside, 'Fit keeps the node expanded in view');
      await screenshot(page, `big-tree-bfs-fit-${width}`);
      await page.waitForTimeout(300); // the canvas drawn again at its size after the full-page shot
      const since = await page.evaluate(() => performance.now());
      for (let i = 0; i < 8; i += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByLabel('Expansion', { exact: true }).fill('10000');
      await page.waitForTimeout(300);
      const long = (await longTasks(page)).filter((task) => task.start >= since);
      assert.deepEqual(long, [], `no long task: ${JSON.stringify(long)}`);
      assert.deepEqual(page.problems, []);
    }
  });

  test('a widget with view="search" speaks of its own controls, and records again when its board changes', async (t) => {
    const context = await env.browser.newContext({ viewport: { width: 900, height: 1100 }, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = await context.newPage();
    await page.goto(`${env.server.url}embed.html?board=4,1,3,0,2,6,7,5,8&view=search&algorithms=bfs,astar`);
    const widget = page.locator('n-puzzle');
    await widget.locator('#search-status[data-state="done"]').waitFor({ timeout: 60_000 });
    const text = await widget.evaluate((host) => host.shadowRoot.textContent);
    assert.doesNotMatch(text, /Solve panel|Press Solve/);
    assert.equal(await widget.locator('summary').first().textContent(), 'Records Breadth-first search and A* · linear conflict from the board shown, then steps through both.');
    const start = () => widget.evaluate((host) => host.shadowRoot.querySelector('#search-section').searchView.recording.start.tiles.join(' '));
    assert.equal(await start(), '4 1 3 0 2 6 7 5 8');
    await widget.locator('.board-mirror button[data-index="4"]').click(); // tile 2, right of the blank
    await page.waitForFunction(
      () => document.querySelector('n-puzzle').shadowRoot.querySelector('#search-section').searchView.recording?.start.tiles.join(' ') === '4 1 3 2 0 6 7 5 8',
    );
    await widget.locator('#search-status[data-state="done"]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'big-tree-widget');
  });
});
