// The Search view read as a textbook draws it (issue 26): boards in the tree with g, h and f,
// "Why this node" from the core's facts, the frontier as named boards, figures for slides (the
// tree as SVG and PNG, the solution as an SVG strip), two searches side by side in the
// playground and the widget, and a 20,000-expansion tree zoomed and panned with no long task.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';

import { longTasks, openPlayground, recordSearch, screenshot, selectTab, servedPlayground, textOf } from './support.mjs';

const env = servedPlayground();

const record = (page, board, algorithm, cap = 2000) => recordSearch(page, board, algorithm, cap);

/** The file a click on `name` downloads: {name, bytes}. */
async function download(page, scope, name) {
  const [file] = await Promise.all([page.waitForEvent('download'), scope.getByRole('button', { name, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** What the first tree drew: its level and, for each node drawn as a board, its tiles. */
const drawn = (page) =>
  page.evaluate(() => {
    const view = document.querySelector('#search-section').searchView;
    const [lane] = view.lanes;
    const { level, boards } = lane.tree.drawn;
    return { level, boards: boards.map((id) => Array.from(lane.recording.record.node(id).tiles)) };
  });

/** Parses SVG text in the page: {error, viewBox, texts}. */
const parseSvg = (page, text) =>
  page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const svg = doc.documentElement;
    return { error, root: svg.localName, namespace: svg.namespaceURI, viewBox: svg.getAttribute('viewBox'), texts: [...doc.querySelectorAll('text')].map((t) => t.textContent) };
  }, text);

const why = (scope) => scope.getByRole('region', { name: 'Why this node' });

describe('the Search view as a textbook', () => {
  test('a small A* search: boards in the tree, named frontier boards, why each node, the tree as SVG and PNG', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    t.after(() => page.context().close());
    await record(page, '4 1 3\n_ 2 6\n7 5 8', 'astar');
    await page.focus('#search-section');
    await page.keyboard.press('End');
    await page.click('#search-fit');
    await page.waitForTimeout(300);
    // Fit shows boards, each with its tiles.
    const shown = await drawn(page);
    assert.equal(shown.level, 'boards');
    assert.ok(shown.boards.length >= 10, `${shown.boards.length} boards drawn`);
    assert.equal(await page.getAttribute('#search-canvas', 'data-level'), 'boards');

    // Step 1: the root expanded; the frontier its children, each a button named by its board.
    await page.locator('#search-scrubber').fill('1');
    const frontier = page.locator('#search-frontier');
    const names = await frontier.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    assert.deepEqual(names, ['_ 1 3 / 4 2 6 / 7 5 8, g 1, h 4, f 5', '4 1 3 / 2 _ 6 / 7 5 8, g 1, h 6, f 7', '4 1 3 / 7 2 6 / _ 5 8, g 1, h 6, f 7']);
    assert.match(await why(page).textContent(), /^Why this node\s*It had the lowest f on the frontier \(1 node\): f = 5\. No other node had f 5\. Expanding it: 3 children put on the frontier\.$/);
    // The nodes drawn as boards are buttons too, named alike.
    await page.waitForFunction(() => document.querySelectorAll('.search-nodes button').length > 0);
    const child = page.locator('.search-nodes').getByRole('button', { name: names[0] });
    assert.equal(await child.count(), 1, 'the tree names its node as the frontier does');

    // Choosing a frontier entry shows it on the main board and rings it in the tree.
    await frontier.getByRole('button', { name: names[1] }).click();
    const board = names[1].split(',')[0].split(' / ').join(' ').split(' ').map((t) => (t === '_' ? 0 : Number(t)));
    await page.waitForFunction((tiles) => [...document.querySelectorAll('#board-mirror button')].map((b) => Number(b.dataset.tile)).join() === tiles.join(), board);

    // The steps: duplicates say which node they repeat; the last, that the goal comes next.
    const texts = [];
    for (let step = 2; step <= Number(await page.getAttribute('#search-scrubber', 'max')); step += 1) {
      await page.locator('#search-scrubber').fill(String(step));
      texts.push(await why(page).textContent());
    }
    assert.ok(texts.some((text) => /, the move back to its parent/.test(text)), texts.join('\n'));
    assert.match(texts.at(-1), /Next the goal leaves the frontier: the search stops there\.$/);
    await page.click('#search-fit');
    await page.waitForTimeout(300);
    await screenshot(page, 'textbook-astar');

    // The tree as an SVG figure: standalone XML with a viewBox, every drawn board's tiles as text.
    const figure = await drawn(page);
    const svg = await download(page, page, 'Export tree as SVG');
    assert.equal(svg.name, 'npuzzle-astar-413026758.svg');
    const text = svg.bytes.toString('utf8');
    assert.match(text, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const parsed = await parseSvg(page, text);
    assert.equal(parsed.error, null);
    assert.deepEqual([parsed.root, parsed.namespace], ['svg', 'http://www.w3.org/2000/svg']);
    assert.match(parsed.viewBox, /^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
    const tiles = parsed.texts.filter((t) => /^\d+$/.test(t)).map(Number);
    const expected = figure.boards.flatMap((b) => b.filter((tile) => tile !== 0));
    assert.deepEqual(tiles.sort(), expected.sort(), 'the tiles of every board drawn, as text');
    assert.ok(parsed.texts.some((t) => /^g \d+ h \d+ f \d+$/.test(t)), 'g, h and f under the boards, as text');
    for (const legend of ['Being expanded', 'Open (frontier)', 'Closed (expanded)', 'Duplicate', 'Solution path']) assert.ok(parsed.texts.includes(legend), legend);

    // The PNG: twice the pixels of the tree shown, legend included.
    const png = await download(page, page, 'Export tree as PNG');
    assert.equal(png.name, 'npuzzle-astar-413026758.png');
    assert.equal(png.bytes.subarray(1, 4).toString('latin1'), 'PNG');
    const [width, height] = [png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)];
    const canvas = await page.locator('#search-canvas').evaluate((c) => [c.clientWidth, c.clientHeight]);
    assert.equal(width, canvas[0] * 2);
    assert.ok(height > canvas[1] * 2, `${width}x${height}: the legend below the tree`);
    assert.deepEqual(page.problems, []);
  });

  test('A* says which nodes tied on f and the rule that broke the tie', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await record(page, '7 3 4\n8 2 6\n5 1 _', 'astar');
    const texts = [];
    for (let step = 1; step <= 40; step += 1) {
      await page.locator('#search-scrubber').fill(String(step));
      texts.push(await why(page).textContent());
    }
    const tie = texts.find((text) => /other nodes? had f \d+ too/.test(text));
    assert.match(tie ?? texts.join('\n'), /It had the lowest f on the frontier \([\d,]+ nodes\): f = (\d+)\. [\d,]+ other nodes? had f \1 too \(([\d_]+ ){2}[\d_]+( \/ ([\d_]+ ){2}[\d_]+){2}.*\); ties go to the newer node, the one reached last, so this one came first\./);
    assert.deepEqual(page.problems, []);
  });

  test('BFS says why: the oldest entry of the queue at its depth; the solution as an SVG strip', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await record(page, '1 2 3\n4 _ 6\n7 5 8', 'bfs');
    await page.locator('#search-scrubber').fill('3');
    assert.match(await why(page).textContent(), /It is the oldest entry in the queue \(first in, first out\), at depth 1: BFS expands every node at depth 1 before any deeper one\./);
    assert.match(await why(page).textContent(), /the move back to its parent/);
    const [entry] = await page.locator('#search-frontier').getByRole('button').evaluateAll((b) => b.map((e) => e.getAttribute('aria-label')));
    assert.match(entry, /^([\d_]+ ){2}[\d_]+( \/ ([\d_]+ ){2}[\d_]+){2}, g 1$/, 'a blind search names g alone');

    // The Solve tab: the solution as a strip of boards with the move between each.
    await selectTab(page, 'solve');
    await page.click('#solve');
    await page.waitForSelector('#solve-section[data-state="solved"]');
    const strip = await download(page, page.locator('#solve-section'), 'Export solution as SVG');
    assert.equal(strip.name, 'npuzzle-bfs-123406758-solution.svg');
    const parsed = await parseSvg(page, strip.bytes.toString('utf8'));
    assert.equal(parsed.error, null);
    assert.match(parsed.viewBox, /^0 0 \d+/);
    assert.deepEqual(parsed.texts.filter((t) => /[↑↓←→]$/.test(t)), ['5 ↑', '8 ←'], 'the moves between the boards');
    assert.equal(parsed.texts.filter((t) => /^[1-8]$/.test(t)).length, 8 * 3, 'three boards, their tiles as text');
    assert.deepEqual(page.problems, []);
  });

  test('algorithms=bfs,astar: two trees side by side, stepping together, in the playground and the widget', async (t) => {
    const page = await openPlayground(env.browser, `${env.server.url}#board=3x3:4,1,3,0,2,6,7,5,8&algorithms=bfs,astar:manhattan&step=2&view=search`);
    t.after(() => page.context().close());
    await page.waitForSelector('#search-section[data-step="2"]');
    await page.waitForFunction(() => document.querySelector('#search-section').searchView.lanes.length === 2);
    const lanes = page.locator('.search-lane:not([hidden])');
    const titles = await lanes.locator('h3').allTextContents();
    assert.deepEqual(titles, ['Breadth-first search', 'A* · Manhattan']);
    // Each its own counts, each at expansion 2; both a step further together.
    const counts = () => lanes.evaluateAll((all) => all.map((lane) => [lane.dataset.step, lane.querySelector('.search-counts').textContent]));
    const before = await counts();
    assert.deepEqual(before.map(([step]) => step), ['2', '2']);
    for (const [, text] of before) assert.match(text, /^Frontier \d+, explored 2; the tree has \d+ nodes\.$/);
    await page.click('#search-next');
    assert.deepEqual((await counts()).map(([step]) => step), ['3', '3']);
    assert.equal(await why(lanes.nth(0)).count(), 1);
    assert.equal(await why(lanes.nth(1)).count(), 1);
    // A* finds the goal first and stays at its last expansion; BFS goes on.
    await page.focus('#search-section');
    await page.keyboard.press('End');
    const [bfs, astar] = await counts();
    assert.ok(Number(bfs[0]) > Number(astar[0]), `BFS ${bfs[0]}, A* ${astar[0]} expansions`);
    assert.match(await lanes.nth(1).locator('[id^="search-where"]').textContent(), /Goal found/);
    await page.waitForFunction(() => /algorithms=bfs,astar:manhattan&step=\d+&view=search$/.test(location.hash));
    await screenshot(page, 'textbook-two-searches');

    // The widget: view="search" algorithms="bfs,astar", and embed.html alike.
    const widget = page.locator('n-puzzle');
    await page.goto(`${env.server.url}embed.html?board=4,1,3,0,2,6,7,5,8&view=search&algorithms=bfs,astar&step=3`);
    await widget.locator('#search-section[data-step="3"]').waitFor({ timeout: 60_000 });
    const inWidget = widget.locator('.search-lane:not([hidden])');
    assert.deepEqual(await inWidget.locator('h3').allTextContents(), ['Breadth-first search', 'A* · linear conflict']);
    assert.deepEqual(await inWidget.evaluateAll((all) => all.map((lane) => lane.dataset.step)), ['3', '3']);
    assert.match(await page.locator('.embed-link').getAttribute('href'), /algorithms=bfs%2Castar/);
    await page.evaluate(() => {
      document.querySelector('n-puzzle').remove();
      const element = document.createElement('n-puzzle');
      for (const [name, value] of Object.entries({ board: '4 1 3; 0 2 6; 7 5 8', view: 'search', algorithms: 'astar:hamming,astar:manhattan' })) element.setAttribute(name, value);
      document.body.append(element);
    });
    await widget.locator('#search-status[data-state="done"]').waitFor({ timeout: 60_000 });
    assert.deepEqual(await inWidget.locator('h3').allTextContents(), ['A* · Hamming', 'A* · Manhattan']);
    assert.deepEqual(page.problems, []);
  });

  test('a 20,000-expansion tree zooms down to its boards and pans with no long task', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await record(page, '8 6 7\n2 5 4\n3 _ 1', 'bfs', 20000);
    await page.waitForTimeout(500); // the last layout
    const since = await page.evaluate(() => performance.now());
    const box = /** @type {{x: number, y: number, width: number, height: number}} */ (await page.locator('#search-canvas').boundingBox());
    const middle = { x: box.x + box.width / 2, y: box.y + 30 };
    await page.mouse.move(middle.x, middle.y);
    // Zoom towards the root until nodes are boards.
    for (let i = 0; i < 60 && (await page.getAttribute('#search-canvas', 'data-level')) !== 'boards'; i += 1) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(30);
    }
    assert.equal(await page.getAttribute('#search-canvas', 'data-level'), 'boards');
    await page.mouse.down();
    for (let i = 0; i < 40; i += 1) await page.mouse.move(middle.x - i * 15, middle.y + (i % 5) * 6);
    await page.mouse.up();
    for (let i = 0; i < 20; i += 1) await page.mouse.wheel(0, 240);
    await page.click('#search-fit');
    await page.waitForTimeout(300);
    const long = (await longTasks(page)).filter((task) => task.start >= since);
    assert.deepEqual(long, [], `no long task while zooming and panning: ${JSON.stringify(long)}`);
    assert.match(await textOf(page, '#search-counts'), /^Frontier [\d,]+, explored [\d,]+; the tree has [\d,]+ nodes?\.$/);
    assert.deepEqual(page.problems, []);
  });
});
