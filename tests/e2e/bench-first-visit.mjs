// A first visit's wait for an optimal 15-puzzle answer (issue 12): ten seeded random boards,
// each in a fresh browser context (empty IndexedDB, empty HTTP cache), opened in the
// playground with IDA* and the pattern databases; the time from the click on Solve to the
// answer shown, in the page's own clock. Prints each, the median and the worst, and writes
// target/bench-first-visit.json. `make bench-browser` runs it after a build:
//
//   node tests/e2e/bench-first-visit.mjs [COUNT] [SEED]
//
// Not a *.test.mjs: it measures rather than checks (BENCHMARKS.md, "In the browser"). It fails
// when an answer is not optimal, when the databases were built rather than downloaded, or on
// a page problem.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, serveStatic, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'target', 'bench-first-visit.json');
const COUNT = Number(process.argv[2] ?? 10);
const SEED = Number(process.argv[3] ?? 12);
const TARGET_MS = 1000;

const server = await serveStatic();
const browser = await launchBrowser();
let failed = false;

/** A fresh context (a first visit) with the page's problems recorded. */
async function freshPage(url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = watchProblems(await context.newPage());
  await page.goto(url);
  await page.waitForSelector('main[data-ready="true"]');
  return page;
}

try {
  // The boards, from the core's seeded generator (the one the playground's "random" uses).
  const maker = await freshPage(server.url);
  const boards = await maker.evaluate(
    async ({ count, seed }) => {
      const core = await import(new URL('npuzzle.js', document.baseURI).href);
      const goal = core.goalBoard(4, 4, 'blank-last');
      return Array.from({ length: count }, (_, i) => core.randomBoard(4, 4, goal, seed + i).tiles.join(','));
    },
    { count: COUNT, seed: SEED },
  );
  await maker.context().close();

  const runs = [];
  for (const [index, tiles] of boards.entries()) {
    const page = await freshPage(`${server.url}#board=4x4:${tiles}&goal=blank-last&algo=idastar&h=pdb`);
    await page.click('#tab-solve');
    await page.waitForSelector('#panel-solve:not([hidden])');
    // Both instants in the page's clock: the click, and the status saying "solved".
    await page.evaluate(() => {
      document.getElementById('solve').addEventListener('click', () => (window.clickedAt = performance.now()), {
        capture: true,
      });
      const status = document.getElementById('solve-status');
      new MutationObserver(() => {
        if (status.dataset.state === 'solved') window.solvedAt ??= performance.now();
      }).observe(status, { attributes: true });
    });
    await page.click('#solve');
    await page.waitForSelector('#solve-status:is([data-state="solved"], [data-state="error"])', { timeout: 120_000 });
    const ms = await page.evaluate(() => window.solvedAt - window.clickedAt);
    const fact = (key) => page.textContent(`#solve-stats [data-fact="${key}"] dd`).then((text) => text?.trim());
    const run = {
      board: tiles,
      ms,
      length: Number((await fact('length'))?.split(' ')[0]),
      optimal: (await fact('optimal')) === 'yes',
      databases: await page.getAttribute('#solve-stats', 'data-databases'),
      databasesText: await fact('databases'),
      searchMs: await fact('time'),
    };
    runs.push(run);
    console.log(
      `  ${String(index + 1).padStart(2)}  ${ms.toFixed(0).padStart(5)} ms  ${run.length} moves` +
        `  search ${run.searchMs}  databases ${run.databasesText}`,
    );
    if (!run.optimal || run.databases !== 'served' || page.problems.length) {
      console.error(page.problems.join('\n'));
      failed = true;
    }
    await page.context().close();
  }
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  const median = (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
  const worst = sorted.at(-1);
  console.log(`First visit, click to optimal answer, ${runs.length} random 15-puzzles (seeds ${SEED}..):`);
  console.log(`  median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target at most ${TARGET_MS} ms)`);
  await writeFile(OUT, `${JSON.stringify({ seed: SEED, medianMs: median, worstMs: worst, targetMs: TARGET_MS, runs }, null, 2)}\n`);
  console.log(`  written to ${OUT}`);
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
