// The browser's stronger set (7-7-1, served prebuilt, issue 12): Korf's 100 in the playground's
// worker once it holds the set (www/bench.html?stronger=1: nodes, time, wasm memory), then the
// 80-move board in the playground with the databases ready, one worker and every core (helper
// workers, search-part-worker.js) in turn, each run followed by the native CLI's one-thread
// search of it with the same set (target/pdb/), so that a loaded machine still gives a
// wasm-to-native ratio and the one-worker runs a speedup. `make bench-browser` runs it after a build; it writes
// target/bench-stronger.json.
//
//   node tests/e2e/bench-stronger.mjs
//
// Not a *.test.mjs: it measures rather than checks (BENCHMARKS.md, "In the browser"). It fails
// when an answer is not optimal, a search did not look up 7-7-1, or the page had a problem.

import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, serveStatic, watchProblems } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'target', 'bench-stronger.json');
const HARD = '15,14,8,12,10,11,9,13,2,6,5,1,3,7,4,0'; // 80 moves from the blank-first goal
const MAX_MEMORY = 64 * 2 ** 20;
const NPUZZLE = join(ROOT, 'target', 'release', 'npuzzle');

/** The native one-thread search of the 80-move board with 7-7-1, in milliseconds (its own clock). */
function nativeMs() {
  const args = ['solve', HARD.replaceAll(',', ' '), '--goal', 'blank-first', '--algo', 'idastar'];
  const out = execFileSync(NPUZZLE, [...args, '--heuristic', 'pdb-7-7-1', '--pdb-dir', join(ROOT, 'target', 'pdb')]);
  return Number(out.toString().match(/· ([\d.]+) ms\n/)?.[1]);
}

/**
 * CPU seconds (user and system) of the browser this script launched, every process of it, from
 * /proc: on a loaded machine, what a solve cost rather than how long it waited for a core.
 */
function browserCpuSeconds() {
  const parent = new Map();
  const ticks = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      parent.set(pid, fields[1]);
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Gone meanwhile.
    }
  }
  const ours = (pid) => {
    for (let up = parent.get(pid); up !== undefined; up = parent.get(up)) if (up === String(process.pid)) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, count] of ticks) if (ours(pid)) sum += count;
  return sum / 100; // clock ticks of 10 ms
}

const server = await serveStatic();
const browser = await launchBrowser();
let failed = false;
try {
  // One context: the playground below finds the set the bench page stored.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const bench = watchProblems(await context.newPage());
  await bench.goto(`${server.url}www/bench.html?stronger=1`);
  await bench.waitForSelector('#summary:is([data-state="done"], [data-state="error"])', { timeout: 30 * 60_000 });
  const korf = await bench.evaluate(() => window.benchResult);
  if (korf.error) throw new Error(`the bench page failed: ${korf.error}`);
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  console.log(`Korf's 100 in the browser with its stronger set (${korf.heuristics.join(', ')}):`);
  console.log(`  instances      ${korf.instances}, ${korf.allOptimal ? 'all optimal' : 'NOT ALL OPTIMAL'}`);
  console.log(`  nodes          ${korf.totalNodes}, ${(korf.totalNodes / korf.instances).toFixed(0)} per instance (target at most 80,000)`);
  console.log(`  search total   ${(korf.totalMs / 1000).toFixed(2)} s`);
  console.log(`  7-7-1 ready    ${(korf.strongerMs / 1000).toFixed(2)} s after the first solve began (download and check)`);
  console.log(`  wasm memory    ${mb(korf.wasmMemoryBytes)} (the 7-7-1 set is 57.7 MB of it; the budget for the set ${mb(MAX_MEMORY)})`);
  if (!korf.allOptimal || korf.heuristics.join() !== 'pdb-7-7-1' || bench.problems.length) failed = true;
  // A returning visitor's worker loads 7-7-1 from IndexedDB at once, never holding 6-6-3.
  await bench.goto(`${server.url}www/bench.html?stronger=1&count=1`);
  await bench.waitForSelector('#summary:is([data-state="done"], [data-state="error"])', { timeout: 10 * 60_000 });
  const revisit = await bench.evaluate(() => window.benchResult);
  console.log(
    `  next visit     ${revisit.heuristics.join(', ')} ${revisit.databases?.source}; wasm memory ${mb(revisit.wasmMemoryBytes)}`,
  );
  if (revisit.wasmMemoryBytes > MAX_MEMORY || revisit.heuristics.join() !== 'pdb-7-7-1') failed = true;

  // The 80-move board, the playground's way: click to answer, the set loaded from IndexedDB by
  // the first solve, held by the second.
  const page = watchProblems(await context.newPage());
  await page.goto(`${server.url}#board=4x4:${HARD}&goal=blank-first&algo=idastar&h=pdb`);
  await page.waitForSelector('main[data-ready="true"]');
  await page.click('#tab-solve');
  await page.waitForSelector('#panel-solve:not([hidden])');
  await page.evaluate(() => {
    const status = document.getElementById('solve-status');
    document.getElementById('solve').addEventListener('click', () => {
      window.clickedAt = performance.now();
      window.solvedAt = undefined;
    }, { capture: true });
    new MutationObserver(() => {
      if (status.dataset.state === 'solved') window.solvedAt ??= performance.now();
    }).observe(status, { attributes: true });
  });
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const capCores = (count) =>
    page.evaluate(async (count) => {
      const { sharedWorker } = await import('./www/runtime.js');
      await sharedWorker().call('cores', count);
    }, count);
  // A first solve on every core starts the helpers (each loads the set once): not counted.
  // Then one worker and every core in turn, A B A B.
  const plan = [cores, ...Array.from({ length: 3 }, () => [1, cores]).flat()];
  const runs = [];
  for (const [run, count] of plan.entries()) {
    await capCores(count);
    const cpu = browserCpuSeconds();
    await page.click('#solve');
    await page.waitForSelector('#solve-status:is([data-state="solved"], [data-state="error"])', { timeout: 10 * 60_000 });
    await page.waitForFunction(() => window.solvedAt !== undefined);
    const fact = async (key) => (await page.textContent(`#solve-stats [data-fact="${key}"] dd`))?.trim();
    runs.push({
      cores: count,
      warmUp: run === 0,
      ms: await page.evaluate(() => window.solvedAt - window.clickedAt),
      cpuMs: (browserCpuSeconds() - cpu) * 1000,
      length: await fact('length'),
      optimal: await fact('optimal'),
      heuristic: await fact('heuristic'),
      expanded: await fact('expanded'),
      search: await fact('time'),
      databases: await fact('databases'),
    });
    const last = runs.at(-1);
    last.nativeMs = nativeMs();
    console.log(
      `80-move board, run ${run + 1} (${count === 1 ? 'one worker' : `${count} cores`}${run === 0 ? ', warm-up' : ''}): ` +
        `${last.ms.toFixed(0)} ms from the click (browser CPU ${last.cpuMs.toFixed(0)} ms); ${last.length}, optimal ${last.optimal}, ` +
        `${last.heuristic}, ${last.expanded} expanded, search ${last.search}; databases ${last.databases}; ` +
        `then native ${(last.nativeMs / 1000).toFixed(2)} s (click to answer over native: ${(last.ms / last.nativeMs).toFixed(2)})`,
    );
    if (last.length !== '80 moves' || last.optimal !== 'yes' || !/7-7-1/.test(last.heuristic)) failed = true;
  }
  const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
  const counted = runs.filter((run) => !run.warmUp);
  const alone = median(counted.filter((run) => run.cores === 1).map((run) => run.ms));
  const shared = median(counted.filter((run) => run.cores > 1).map((run) => run.ms));
  const cpu = (shared) => median(counted.filter((run) => (run.cores > 1) === shared).map((run) => run.cpuMs));
  const parallel = { cores, aloneMs: alone, sharedMs: shared, speedup: alone / shared, aloneCpuMs: cpu(false), sharedCpuMs: cpu(true) };
  console.log(
    `80-move board, medians from the click: one worker ${alone.toFixed(0)} ms, ${cores} cores ${shared.toFixed(0)} ms: ` +
      `speedup ${parallel.speedup.toFixed(2)} (target at least 1.7 on 2 cores); browser CPU ${parallel.aloneCpuMs.toFixed(0)} ` +
      `against ${parallel.sharedCpuMs.toFixed(0)} ms`,
  );
  if (page.problems.length) {
    console.error(page.problems.join('\n'));
    failed = true;
  }
  await writeFile(OUT, `${JSON.stringify({ korf, revisit, hard: runs, parallel }, null, 2)}\n`);
  console.log(`  written to ${OUT}`);
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
