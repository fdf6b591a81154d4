// The first hard 15-puzzle of a visit (issue 38), this build against an older one, interleaved:
// the 80-move board (blank-first goal, Automatic) on a first visit (a fresh browser context:
// empty IndexedDB and HTTP cache), the site on 127.0.0.1, from the click on Solve to the answer
// in the page's own clock, on the open link and with the link throttled to 50 Mbit/s (DevTools
// network conditions); then Korf's 100 on a first visit, solved one after another through the
// playground's worker from an empty cache (the sets downloaded as the solves need them), all
// checked optimal. Medians of ROUNDS rounds; the load average before and after.
//
//   node tests/e2e/bench-first-hard.mjs [BEFORE_DIST] [ROUNDS]
//
// BEFORE_DIST (default target/dist-before) is the older build's dist/ (`make build` in a
// worktree of the commit to compare); without one, this build is measured alone (as
// `make bench-browser` does). Writes target/bench-first-hard.json. Not a *.test.mjs:
// it measures rather than checks (BENCHMARKS.md); it fails when an answer is not optimal.

import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, launchBrowser, serveStatic, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'target', 'bench-first-hard.json');
const BEFORE = resolve(process.argv[2] ?? join(ROOT, 'target', 'dist-before'));
const ROUNDS = Number(process.argv[3] ?? 5);
const HARD = '15,14,8,12,10,11,9,13,2,6,5,1,3,7,4,0'; // 80 moves from the blank-first goal
const MBIT = 50;
const KORF = readFileSync(join(ROOT, 'bench', 'korf100.txt'), 'utf8')
  .split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => line.trim().split(/\s+/).map(Number))
  .map(([, optimal, ...tiles]) => ({ optimal, board: tiles.join(' ') }));

const servers = { after: await serveStatic(DIST) };
if (existsSync(join(BEFORE, 'index.html'))) servers.before = await serveStatic(BEFORE);
const browser = await launchBrowser();
let failed = false;

/** A first visit to `url`: a fresh context, the link throttled to `mbit` Mbit/s when given. */
async function firstVisit(url, mbit) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = watchProblems(await context.newPage());
  if (mbit) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytes = (mbit * 1e6) / 8;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: bytes, uploadThroughput: bytes });
  }
  await page.goto(url);
  await page.waitForSelector('main[data-ready="true"]');
  return page;
}

/** The 80-move board on a first visit of `build`: ms from the click to the answer, and what it says. */
async function hard(build, mbit) {
  const page = await firstVisit(`${servers[build].url}#board=4x4:${HARD}&goal=blank-first`, mbit);
  await page.click('#tab-solve');
  await page.waitForSelector('#panel-solve:not([hidden])');
  await page.evaluate(() => {
    document.getElementById('solve').addEventListener('click', () => (window.clickedAt = performance.now()), { capture: true });
    const status = document.getElementById('solve-status');
    new MutationObserver(() => {
      if (status.dataset.state === 'solved') window.solvedAt ??= performance.now();
    }).observe(status, { attributes: true });
  });
  await page.click('#solve');
  await page.waitForSelector('#solve-status:is([data-state="solved"], [data-state="error"])', { timeout: 600_000 });
  const fact = (key) => page.textContent(`#solve-stats [data-fact="${key}"] dd`).then((text) => text?.trim());
  const run = {
    ms: await page.evaluate(() => window.solvedAt - window.clickedAt),
    length: await fact('length'),
    optimal: await fact('optimal'),
    heuristic: await fact('heuristic'),
    expanded: await fact('expanded'),
    databases: await fact('databases'),
  };
  if (run.length !== '80 moves' || run.optimal !== 'yes' || page.problems.length) {
    console.error(page.problems.join('\n'));
    failed = true;
  }
  await page.context().close();
  return run;
}

/** Korf's 100 on a first visit of `build`, one after another in the playground's worker. */
async function korf(build) {
  const page = await firstVisit(servers[build].url);
  const result = await page.evaluate(async (instances) => {
    const { sharedWorker } = await import('./www/runtime.js');
    const started = performance.now();
    const answers = [];
    for (const { board } of instances) {
      const summary = await sharedWorker().solve(board, { algorithm: 'auto', goal: 'blank-first' }).result;
      answers.push({ length: summary.length, optimal: summary.optimal, heuristic: summary.heuristic, expanded: summary.stats.expanded });
    }
    return { ms: performance.now() - started, answers };
  }, KORF);
  const allOptimal = result.answers.every((answer, i) => answer.optimal && answer.length === KORF[i].optimal);
  if (!allOptimal || page.problems.length) failed = true;
  const on = (set) => result.answers.filter((answer) => answer.heuristic === set).length;
  await page.context().close();
  return { ms: result.ms, allOptimal, nodes: result.answers.reduce((sum, a) => sum + a.expanded, 0), on663: on('pdb'), on771: on('pdb-7-7-1') };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const loads = [loadavg()[0]];
const runs = { hard: { before: [], after: [] }, throttled: { before: [], after: [] }, korf: { before: [], after: [] } };
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Interleaved, the order turned each round.
    const order = (round % 2 ? ['before', 'after'] : ['after', 'before']).filter((build) => servers[build]);
    for (const build of order) {
      const open = await hard(build, 0);
      runs.hard[build].push(open);
      console.log(`round ${round} ${build.padEnd(6)} 80-move board, open link: ${(open.ms / 1000).toFixed(2)} s, ${open.heuristic}, ${open.expanded} expanded; ${open.databases}`);
    }
    for (const build of order) {
      const slow = await hard(build, MBIT);
      runs.throttled[build].push(slow);
      console.log(`round ${round} ${build.padEnd(6)} 80-move board, ${MBIT} Mbit/s: ${(slow.ms / 1000).toFixed(2)} s, ${slow.heuristic}; ${slow.databases}`);
    }
    for (const build of order) {
      const all = await korf(build);
      runs.korf[build].push(all);
      console.log(`round ${round} ${build.padEnd(6)} Korf's 100: ${(all.ms / 1000).toFixed(2)} s, ${all.allOptimal ? 'all optimal' : 'NOT ALL OPTIMAL'}, ${all.nodes} nodes, ${all.on663} on 6-6-3 and ${all.on771} on 7-7-1`);
    }
    loads.push(loadavg()[0]);
  }
  const summary = {};
  for (const [what, byBuild] of Object.entries(runs)) {
    summary[what] = Object.fromEntries(Object.entries(byBuild).filter(([, list]) => list.length).map(([build, list]) => [build, median(list.map((run) => run.ms))]));
    const said = Object.entries(summary[what]).map(([build, ms]) => `${build} ${(ms / 1000).toFixed(2)} s`);
    console.log(`median of ${ROUNDS}, ${what}: ${said.join(', ')}`);
  }
  console.log(`load average (1 min) ${loads.map((load) => load.toFixed(1)).join(', ')}`);
  await writeFile(OUT, `${JSON.stringify({ rounds: ROUNDS, mbit: MBIT, loads, summary, runs }, null, 2)}\n`);
  console.log(`  written to ${OUT}`);
} finally {
  await browser.close();
  for (const server of Object.values(servers)) await server.close();
}
process.exit(failed ? 1 : 0);
