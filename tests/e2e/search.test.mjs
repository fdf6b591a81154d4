// The Search view (issue 11): a recorded search stepped through on a tree, with its frontier,
// controls, live region, and a 100,000-expansion record that keeps the main thread responsive.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { loadBoard, longTasks, openPlayground, recordSearch as record, screenshot, selectTab, servedPlayground, shownTiles, textOf } from './support.mjs';

const env = servedPlayground();

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
    assert.match(await textOf(page, '#search-stopped'), /^Recorded the first 100,000 expansions; the search went on to 181,378\.$/);
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

/**
 * What the view shows at each expansion `from..to` (by the scrubber, as a user drags it): the
 * expansion line, the iteration or depth layer, the counts, the live region and the frontier's
 * node numbers. `scope` is the document or a widget's shadow root.
 */
const scan = (page, from, to, host = null) =>
  page.evaluate(
    ({ from, to, host }) => {
      const scope = host ? document.querySelector(host).shadowRoot : document;
      const $ = (selector) => scope.querySelector(selector);
      const shown = [];
      for (let step = from; step <= to; step += 1) {
        $('#search-scrubber').value = String(step);
        $('#search-scrubber').dispatchEvent(new Event('input', { bubbles: true }));
        shown.push({
          step: Number($('#search-section').dataset.step),
          expansion: $('#search-step').textContent,
          expanded: Number($('#search-step').dataset.node),
          where: $('#search-where').textContent,
          counts: $('#search-counts').textContent,
          live: $('#search-live').textContent,
          // Each entry a button named by its board, row by row, and its costs.
          frontier: [...scope.querySelectorAll('#search-frontier li')].map((item) => ({ node: Number(item.dataset.node), text: item.querySelector('button').getAttribute('aria-label') })),
          path: $('#search-section').dataset.path ?? null,
        });
      }
      return shown;
    },
    { from, to, host },
  );

const expandedNode = (shown) => shown.expanded;
const count = (pattern) => (shown) => Number(pattern.exec(shown.counts)[1].replace(/,/g, ''));
const explored = count(/explored ([\d,]+)/);
const treeNodes = count(/tree has ([\d,]+) nodes/);
const total = async (page) => Number(await page.getAttribute('#search-scrubber', 'max'));

/** The canvas's pixels once the next frames are drawn. */
const canvasImage = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.querySelector('#search-canvas').toDataURL()))),
      ),
  );

describe('the Search view, algorithm by algorithm', () => {
  test('the frontier lists what each algorithm expands next: queue, stack, by g, by h, by f (weighted too); blind searches show g only', async (t) => {
    const titles = { bfs: /queue/, dfs: /stack/, ucs: /by g$/, greedy: /by h$/, astar: /by f = g \+ h$/, wastar: /by f = g \+ 2·h$/ };
    for (const [algorithm, title] of Object.entries(titles)) {
      const page = await openPlayground(env.browser, env.server.url); // each its own: 'done' is then this search's
      t.after(() => page.context().close());
      await record(page, '7 3 4\n8 2 6\n5 1 _', algorithm, 400);
      assert.match(await textOf(page, '#search-frontier-title'), title, algorithm);
      const last = Math.min(120, await total(page));
      const shown = await scan(page, 0, last);
      const blind = algorithm === 'bfs' || algorithm === 'dfs' || algorithm === 'ucs';
      for (let k = 0; k < last; k += 1) {
        const [now, next] = [shown[k], shown[k + 1]];
        // The first entry at expansion k is the node expanded at k + 1.
        assert.equal(now.frontier[0]?.node, expandedNode(next), `${algorithm}: expansion ${k + 1} takes the frontier's first entry`);
        for (const { text } of now.frontier) assert.match(text, blind ? /^[\d_]+( [\d_]+){2}( \/ [\d_]+( [\d_]+){2}){2}, g \d+$/ : /^[\d_]+( [\d_]+){2}( \/ [\d_]+( [\d_]+){2}){2}, g \d+, h \d+, f \d+$/, algorithm);
        if (k > 0) assert.match(now.live, blind ? /^Expansion \d+: depth \d+, g \d+; frontier/ : /^Expansion \d+: depth \d+, g \d+, h \d+, f \d+; frontier/);
        // The order itself: the key never falls along the list (ids for the queue and the stack).
        const ids = now.frontier.map(({ node }) => node);
        const key = (text, name) => Number(new RegExp(`${name} (\\d+)`).exec(text)[1]);
        const keys = {
          bfs: () => ids,
          dfs: () => ids.map((id) => -id),
          ucs: () => now.frontier.map(({ text }) => key(text, 'g')),
          greedy: () => now.frontier.map(({ text }) => key(text, 'h')),
          astar: () => now.frontier.map(({ text }) => key(text, 'f')),
          wastar: () => now.frontier.map(({ text }) => key(text, 'f')), // f = g + 2h, as shown
        }[algorithm]();
        for (let i = 1; i < keys.length; i += 1) assert.ok(keys[i - 1] <= keys[i], `${algorithm} at ${k}: ${JSON.stringify(now.frontier)}`);
      }
      if (algorithm === 'bfs') {
        // BFS says which depth layer it expands: the expanded node's g, never falling.
        let layer = 0;
        for (const { where, live } of shown.slice(1)) {
          const depth = Number(/^Expanding depth layer (\d+)\.$/.exec(where)?.[1]);
          assert.equal(depth, Number(/g (\d+)/.exec(live)[1]), where);
          assert.ok(depth >= layer, where);
          layer = depth;
        }
        assert.ok(layer >= 3, `layers 0 to ${layer} shown`);
      }
      assert.deepEqual(page.problems, []);
    }
  });

  test('at the last step the goal has left the frontier: found, not waiting to be expanded', async (t) => {
    for (const algorithm of ['astar', 'greedy']) {
      const page = await openPlayground(env.browser, env.server.url);
      t.after(() => page.context().close());
      await record(page, '7 3 4\n8 2 6\n5 1 _', algorithm, 20000);
      const last = await total(page);
      const [before, end] = await scan(page, last - 1, last);
      assert.notEqual(end.path, null, `${algorithm}: the goal is found at the last step`);
      // Only the goal has h 0 (Manhattan distance): the engine takes it off the frontier and
      // stops without expanding it, so the explored count stays the expansions'.
      const goals = end.frontier.filter(({ text }) => / h 0,/.test(text));
      assert.deepEqual(goals, [], `${algorithm}: ${JSON.stringify(end.frontier)}`);
      assert.equal(explored(end), explored(before) + 1);
      assert.deepEqual(page.problems, []);
    }
  });

  for (const [algorithm, board, blind] of [
    ['idastar', '7 3 4\n8 2 6\n5 1 _', false],
    ['iddfs', '4 1 3\n_ 2 6\n7 5 8', true],
  ]) {
    test(`${algorithm}: the iteration and its bound, the tree afresh each iteration, back across an iteration restores the last`, async (t) => {
      const page = await openPlayground(env.browser, env.server.url);
      t.after(() => page.context().close());
      await record(page, board, algorithm, 20000);
      const last = await total(page);
      const shown = await scan(page, 0, last);
      const iterations = shown.map(({ where }) => /^Iteration (\d+), bound (\d+)\./.exec(where)).map((m) => ({ iteration: Number(m?.[1]), bound: Number(m?.[2]) }));
      assert.ok(iterations.every(({ iteration, bound }) => iteration >= 1 && bound >= 0), JSON.stringify(iterations.slice(0, 3)));
      // Where a new iteration starts: its bound is larger, and the tree starts afresh: the root
      // alone expanded, the node count back to the root and its children.
      const starts = [];
      for (let k = 2; k <= last; k += 1) {
        const [before, now] = [iterations[k - 1], iterations[k]];
        if (now.iteration === before.iteration) {
          assert.equal(now.bound, before.bound);
          continue;
        }
        assert.equal(now.iteration, before.iteration + 1, `expansion ${k}`);
        assert.ok(now.bound > before.bound, `expansion ${k}: bound ${before.bound} -> ${now.bound}`);
        assert.equal(explored(shown[k]), 1, `expansion ${k} expands the new tree's root: ${shown[k].counts}`);
        assert.ok(treeNodes(shown[k]) <= 5 && treeNodes(shown[k]) <= treeNodes(shown[k - 1]), `${shown[k - 1].counts} -> ${shown[k].counts}`);
        starts.push(k);
      }
      assert.ok(starts.length >= 2, `iterations start at expansions ${starts}`);
      const k = starts[starts.length - 1];
      assert.ok(treeNodes(shown[k - 1]) > 3 * treeNodes(shown[k]), `the last iteration's tree drops back: ${shown[k - 1].counts} -> ${shown[k].counts}`);
      if (blind) assert.match(shown[last].live, /^Expansion \d+: depth \d+, g \d+; frontier/);
      // The end: the goal found and its path marked, as long as the answer; not before the end.
      const length = Number(/the answer has (\d+) moves/.exec(await textOf(page, '#search-status'))?.[1]);
      assert.equal(shown[last].path, String(length));
      assert.match(shown[last].where, new RegExp(`Goal found: its path, ${length} moves, is marked in green\\.$`));
      assert.deepEqual(shown.slice(0, last).filter(({ path }) => path !== null), []);

      // Back across the last iteration's start: the last tree again, as it was drawn.
      await page.locator('#search-scrubber').fill(String(k - 1));
      const before = { ...(await scan(page, k - 1, k - 1))[0], image: await canvasImage(page) };
      await page.click('#search-next');
      const after = await canvasImage(page);
      assert.notEqual(after, before.image, 'a new tree is drawn');
      assert.equal(explored((await scan(page, k, k))[0]), 1);
      await page.locator('#search-scrubber').fill(String(k));
      await page.click('#search-previous');
      assert.deepEqual({ ...(await scan(page, k - 1, k - 1))[0], image: await canvasImage(page) }, before);
      await page.click('#search-fit');
      await screenshot(page, `search-${algorithm}`);
      assert.deepEqual(page.problems, []);
    });
  }

  test('past the cap the view says the recording stopped while the search went on; no path is marked', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await record(page, '7 3 4\n8 2 6\n5 1 _', 'bfs', 300);
    assert.match(await textOf(page, '#search-status'), /the answer has 20 moves/);
    assert.equal(await page.isVisible('#search-stopped'), true);
    assert.equal(await textOf(page, '#search-stopped'), 'Recorded the first 300 expansions; the search went on to 30,925.');
    const [end] = await scan(page, 300, 300);
    assert.equal(end.path, null);
    assert.doesNotMatch(end.where, /Goal found/);
  });
});

describe('the Search view in widgets', () => {
  test('embed.html?view=search&step=N and <n-puzzle view="search" step="N"> open at expansion N; without view=search, step is the solution\'s', async (t) => {
    const context = await env.browser.newContext({ viewport: { width: 900, height: 1100 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = await context.newPage();
    const widget = page.locator('n-puzzle');
    const section = widget.locator('#search-section');

    // The parameter: BFS recorded (far enough to reach the step) and shown at expansion 2,500.
    await page.goto(`${env.server.url}embed.html?board=7,3,4,8,2,6,5,1,0&algorithm=bfs&view=search&step=2500`);
    await widget.locator('#search-status[data-state="done"]').waitFor({ timeout: 60_000 });
    await widget.locator('#search-section[data-step="2500"]').waitFor();
    assert.equal(await widget.locator('#search-scrubber').inputValue(), '2500');
    // Counts with thousands separators, as everywhere.
    assert.match(await widget.locator('#search-live').textContent(), /^Expansion 2,500: depth \d+, g \d+; frontier [\d,]+, explored 2,500$/);
    assert.match(await widget.locator('#search-where').textContent(), /^Expanding depth layer \d+\.$/);
    assert.match(await widget.locator('#search-frontier-title').textContent(), /queue/);
    assert.equal(await widget.locator('#search-cap').inputValue(), '20000', "the core's default cap reaches it");
    // The playground link opens the same view.
    assert.match(await page.locator('.embed-link').getAttribute('href'), /algo=bfs&view=search&step=2500$/);
    assert.equal(await page.locator('.embed-problems').count(), 0);
    await screenshot(page, 'search-embed');

    // The attribute, on an element made by a script: A* at expansion 7; Next goes on from there.
    await page.evaluate(() => {
      document.querySelector('n-puzzle').remove();
      const element = document.createElement('n-puzzle');
      for (const [name, value] of Object.entries({ board: '7 3 4; 8 2 6; 5 1 0', algorithm: 'astar', view: 'search', step: '7' })) element.setAttribute(name, value);
      document.body.append(element);
    });
    await section.and(page.locator('[data-step="7"]')).waitFor({ timeout: 60_000 });
    assert.match(await widget.locator('#search-live').textContent(), /^Expansion 7: depth \d+, g \d+, h \d+, f \d+; frontier \d+, explored 7$/);
    await widget.locator('#search-next').click();
    await section.and(page.locator('[data-step="8"]')).waitFor();

    // A step past the recording is said, and the last expansion shown.
    await page.goto(`${env.server.url}embed.html?board=1,2,3,4,5,6,0,7,8&algorithm=bfs&view=search&step=500`);
    await widget.locator('.npw-problems:not([hidden])').waitFor({ timeout: 60_000 });
    const last = await widget.locator('#search-scrubber').getAttribute('max');
    assert.match(await widget.locator('.npw-problems').textContent(), new RegExp(`step: 500 is past the last expansion recorded \\(${last}\\); showing expansion ${last}`));
    assert.equal(await section.getAttribute('data-step'), last);

    // Without view=search, step is the solution's step: solved on its own, opened there.
    await page.goto(`${env.server.url}embed.html?board=8,6,7,2,5,4,3,0,1&algorithm=astar&step=12`);
    await widget.locator('.player[data-state="ready"][data-step="12"]').waitFor({ timeout: 60_000 });
    assert.equal(await widget.getAttribute('data-step'), '12');
    assert.equal(await widget.locator('.npw-problems:not([hidden])').count(), 0);
    await page.goto(`${env.server.url}embed.html?board=1,2,3,4,5,6,0,7,8&controls=step&step=9`);
    await widget.locator('.npw-problems:not([hidden])').waitFor({ timeout: 60_000 });
    assert.match(await widget.locator('.npw-problems').textContent(), /step: 9 is past the solution's last step \(2\)/);
  });

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

describe('the Search view: where it opens, records cut short, Colour by', () => {
  test('issue 25: the view says how to start, opens on the last expansion, shows the node stepped to, and records more past its cap', async (t) => {
    const page = await openPlayground(env.browser, env.server.url);
    t.after(() => page.context().close());
    await loadBoard(page, '7 3 4\n8 2 6\n5 1 _');
    await selectTab(page, 'solve');
    await page.selectOption('#algorithm', 'bfs');
    await selectTab(page, 'search');
    assert.match(await textOf(page, '#search-status'), /^Press “Record search” to record a search from the board shown/);
    await page.fill('#search-cap', '300');
    await page.getByRole('button', { name: 'Record search' }).click();
    await page.waitForSelector('#search-status[data-state="done"]', { timeout: 120_000 });
    // Opened on the last expansion recorded.
    await page.waitForSelector('#search-section[data-step="300"]');
    // The node expanded named by its board, as the frontier names it.
    const line = await page.evaluate(() => {
      const record = document.querySelector('#search-section').searchView.recording.record;
      return record.node(record.current).line;
    });
    assert.equal(await textOf(page, '#search-step'), `Expansion 300 of 300: ${line}`);
    // Cut by its cap: it says where the search went, and records more.
    const stopped = await textOf(page, '#search-stopped');
    const went = Number(/^Recorded the first 300 expansions; the search went on to ([\d,]+)\.$/.exec(stopped)?.[1].replace(/,/g, ''));
    assert.ok(went > 300, stopped);
    // Stepping shows the node's board on the main board.
    await page.getByRole('button', { name: 'Previous expansion' }).click();
    const current = await page.evaluate(() => {
      const view = document.querySelector('#search-section').searchView;
      return view.describe(view.recording.record.current);
    });
    assert.deepEqual(await shownTiles(page), current.board.tiles);
    await page.getByRole('button', { name: 'Record more expansions' }).click();
    await page.waitForSelector('#search-status[data-state="done"]', { timeout: 120_000 });
    assert.equal(await page.inputValue('#search-cap'), '3000');
    await page.waitForSelector('#search-section[data-step="3000"]');
    assert.match(await textOf(page, '#search-stopped'), /^Recorded the first 3,000 expansions; the search went on to [\d,]+\.$/);
    assert.deepEqual(page.problems, []);
  });

  test('issue 27: "Colour by: f" fills the nodes by bands of equal f, with a legend of the values; in the hash', async (t) => {
    const page = await openPlayground(env.browser, env.server.url, { viewport: { width: 1280, height: 900 } });
    t.after(() => page.context().close());
    await record(page, '7 3 4\n8 2 6\n5 1 _', 'astar', 400);
    await page.getByLabel('Colour by').selectOption('f');
    const legend = page.getByRole('list', { name: 'Colours: f bands' });
    const items = await legend.getByRole('listitem').allTextContents();
    const values = items.map((text) => Number(/^f (\d+)$/.exec(text.trim())?.[1]));
    assert.ok(values.length >= 3 && values.every((v, i) => Number.isInteger(v) && (i === 0 || v > values[i - 1])), `ascending f bands: ${items}`);
    const root = await page.evaluate(() => document.querySelector('#search-section').searchView.describe(0));
    assert.equal(values[0], root.f, "A*'s smallest f is the start's: f never drops under a consistent h");
    await page.waitForFunction(() => /colour-by=f/.test(location.hash));
    await page.locator('#search-scrubber').fill('400');
    await page.click('#search-fit');
    await screenshot(page, 'search-colour-by-f');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'search-colour-by-f-375');
    // The link keeps the choice.
    const again = await openPlayground(env.browser, `${env.server.url}${new URL(page.url()).hash}`);
    t.after(() => again.context().close());
    await again.waitForSelector('#search-section');
    assert.equal(await again.getByLabel('Colour by').inputValue(), 'f');
    assert.deepEqual(page.problems, []);
  });
});
