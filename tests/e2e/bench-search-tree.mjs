// The Search view's tree at scale, in headless Chromium: BFS on the hardest 8-puzzle recorded to
// 100,000 expansions, then panned and zoomed at three levels (the whole tree fitted, drawn as
// points; zoomed to compact boards; zoomed to boards with g, h and f), each for a few seconds,
// counting frames (requestAnimationFrame) and long tasks (PerformanceObserver 'longtask'), and
// timing the tree's paints. Prints a table and writes target/bench-search-tree.json.
//
//   make build && node tests/e2e/bench-search-tree.mjs     (make bench-search)
//
// Not a *.test.mjs: it measures rather than checks (timing targets live in BENCHMARKS.md).

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, loadBoard, longTasks, recordLongTasks, selectTab, serveStatic, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'target', 'bench-search-tree.json');
const EXPANSIONS = Number(process.env.EXPANSIONS ?? 100_000);
const SECONDS = 3;

const server = await serveStatic();
const browser = await launchBrowser();
const results = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
  await recordLongTasks(context);
  const page = watchProblems(await context.newPage());
  await page.goto(server.url);
  await page.waitForSelector('main[data-ready="true"]');
  await loadBoard(page, '8 6 7\n2 5 4\n3 _ 1');
  await selectTab(page, 'solve');
  await page.selectOption('#algorithm', 'bfs');
  await selectTab(page, 'search');
  await page.fill('#search-cap', String(EXPANSIONS));
  await page.click('#search-run');
  await page.waitForSelector('#search-status[data-state="done"]', { timeout: 300_000 });
  await page.focus('#search-section');
  await page.keyboard.press('End');
  await page.waitForTimeout(1500); // the last layout and the seek to the end
  const nodes = await page.evaluate(() => document.querySelector('#search-section').searchView.lanes[0].recording.record.nodes);
  // Paint times: the tree's render, wrapped.
  await page.evaluate(() => {
    const tree = document.querySelector('#search-section').searchView.lanes[0].tree;
    const render = tree.render.bind(tree);
    window.__paints = [];
    tree.render = (...args) => {
      const start = performance.now();
      const drawn = render(...args);
      window.__paints.push(performance.now() - start);
      return drawn;
    };
  });
  const box = /** @type {{x: number, y: number, width: number, height: number}} */ (await page.locator('#search-canvas').boundingBox());
  const centre = { x: box.x + box.width / 2, y: box.y + 40 };
  const level = () => page.getAttribute('#search-canvas', 'data-level');

  /** Pans and zooms (twenty pointer moves, then a wheel step in and one back out) for SECONDS, measuring. */
  async function measure(name) {
    const drawnAs = await level();
    const since = await page.evaluate(() => {
      window.__paints = [];
      window.__frames = 0;
      const count = () => {
        window.__frames += 1;
        window.__counting = requestAnimationFrame(count);
      };
      window.__counting = requestAnimationFrame(count);
      return performance.now();
    });
    const started = Date.now();
    await page.mouse.move(centre.x, centre.y);
    let moves = 0;
    while (Date.now() - started < SECONDS * 1000) {
      await page.mouse.down();
      for (let i = 0; i < 20; i += 1) await page.mouse.move(centre.x + Math.sin(moves++ / 6) * 120, centre.y + Math.cos(moves / 9) * 40);
      await page.mouse.up();
      // In a step and back out: the tree stays drawn as it was.
      await page.mouse.wheel(0, -120);
      await page.mouse.wheel(0, 120);
    }
    const seconds = (Date.now() - started) / 1000;
    const { frames, paints } = await page.evaluate(() => {
      cancelAnimationFrame(window.__counting);
      return { frames: window.__frames, paints: window.__paints };
    });
    const long = (await longTasks(page)).filter((task) => task.start >= since);
    paints.sort((a, b) => a - b);
    const result = {
      name,
      level: drawnAs,
      fps: Number((frames / seconds).toFixed(1)),
      paints: paints.length,
      medianPaintMs: Number((paints[Math.floor(paints.length / 2)] ?? 0).toFixed(2)),
      worstPaintMs: Number((paints.at(-1) ?? 0).toFixed(2)),
      longTasks: long.length,
      longestTaskMs: Math.max(0, ...long.map((task) => task.duration)),
    };
    results.push(result);
    return result;
  }

  /** Zooms about the root until the tree is drawn at `wanted`. */
  async function zoomTo(wanted) {
    await page.click('#search-fit');
    await page.mouse.move(centre.x, box.y + 14);
    for (let i = 0; i < 80 && (await level()) !== wanted; i += 1) {
      await page.mouse.wheel(0, -120);
      await page.waitForTimeout(20);
    }
  }

  await page.click('#search-fit');
  await measure('the whole tree fitted');
  await zoomTo('compact');
  await measure('compact boards');
  await zoomTo('boards');
  await measure('boards with g, h, f');

  // The core's replay: a step (seek, why, frontier, the view's words) and a long jump's strides.
  const replay = await page.evaluate(() => {
    const view = document.querySelector('#search-section').searchView;
    const record = view.lanes[0].recording.record;
    const total = record.expansions;
    const steps = [];
    for (let k = total - 200; k < total; k += 1) {
      const start = performance.now();
      view.seek(k);
      steps.push(performance.now() - start);
    }
    const strides = [];
    for (let at = record.step; at !== 0; ) {
      const start = performance.now();
      at = record.seek(0);
      strides.push(performance.now() - start);
    }
    steps.sort((a, b) => a - b);
    strides.sort((a, b) => a - b);
    return { stepMs: steps[100], worstStepMs: steps.at(-1), strides: strides.length, strideMs: strides[Math.floor(strides.length / 2)], worstStrideMs: strides.at(-1) };
  });
  console.log(`The Search view's tree: BFS, hardest 8-puzzle, ${EXPANSIONS.toLocaleString('en')} expansions (${nodes.toLocaleString('en')} tree nodes), 1280x900`);
  console.log('| view | drawn as | frames a second | paints | median paint | worst paint | long tasks (longest) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.level} | ${r.fps} | ${r.paints} | ${r.medianPaintMs} ms | ${r.worstPaintMs} ms | ${r.longTasks} (${r.longestTaskMs} ms) |`);
  }
  const ms = (value) => `${value.toFixed(2)} ms`;
  console.log(`A step (the core's seek and why, the frontier, the words): median ${ms(replay.stepMs)}, worst ${ms(replay.worstStepMs)}`);
  console.log(`A jump from the last expansion to the first, ${replay.strides} strides of 10,000: median ${ms(replay.strideMs)} a stride, worst ${ms(replay.worstStrideMs)}`);
  if (page.problems.length) console.log(page.problems);
  await writeFile(OUT, JSON.stringify({ expansions: EXPANSIONS, nodes, results, replay }, null, 2));
} finally {
  await browser.close();
  await server.close();
}
