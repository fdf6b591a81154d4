// The in-browser benchmark: Korf's 100 15-puzzles solved optimally (IDA* with pattern
// databases) in the playground's worker, timed as the native `npuzzle bench` times them (the
// search alone; the databases are prepared first, with a one-move board, and timed on their
// own). When done it sets `window.benchResult` and `#summary[data-state="done"]` for
// tests/e2e/bench-browser.mjs.

// The full module: the bench file's reader is not in the first one.
import init, { readBenchFile, say } from '../npuzzle_full.js';
import { WorkerClient } from './session/worker-client.js';
import { el, formatMs } from './dom.js';
import { keepOffline } from './runtime.js';

const params = new URLSearchParams(location.search);
const nativeMs = Number(params.get('native')) || null;
const count = Number(params.get('count')) || Infinity;
const heuristic = params.get('heuristic') ?? 'pdb';
// Wait for the stronger set the plan names (7-7-1, downloaded after a first answer) first.
const stronger = params.get('stronger') === '1';
const options = { algorithm: 'idastar', heuristic, goal: 'blank-first', limits: {} };
// The cores a solve may share (helper workers): one by default, so the times compare with the
// native one-thread `npuzzle bench`.
const cores = Number(params.get('cores')) || 1;

const $ = (id) => document.getElementById(id);

keepOffline();

main().catch((error) => {
  $('summary').dataset.state = 'error';
  $('summary').textContent = `The benchmark failed: ${error.message}`;
  window.benchResult = { error: error.message };
});

async function main() {
  // bench/korf100.txt, shipped beside the page, read by the core's reader (the CLI's own).
  const [text] = await Promise.all([fetch(new URL('../bench/korf100.txt', import.meta.url)).then(textOf), init()]);
  const instances = readBenchFile(text).slice(0, count);
  const worker = new WorkerClient(new URL('./workers/worker.js', import.meta.url), say);
  await worker.call('cores', cores);
  const rows = [];
  // The databases first, prepared and timed on their own as the native bench's are (built, or
  // loaded on a second visit), unless the stronger set is awaited (it prepares them).
  let databases = stronger ? null : await prepare(worker);
  const strongerMs = stronger ? await awaitStronger(worker, instances[0]) : null;
  const started = performance.now();
  for (const [index, instance] of instances.entries()) {
    const job = worker.solve(instance.board, options, () => {}, (progress) => {
      const percent = Math.floor(progress.fraction * 100);
      $('databases').textContent =
        { building: `Building pattern databases… ${percent}%`, downloading: `Downloading pattern databases… ${percent}%` }[
          progress.phase
        ] ?? 'Loading pattern databases…';
    });
    const result = await job.result;
    databases ??= result.databases ?? null;
    const row = {
      id: instance.id,
      length: result.length,
      expected: instance.optimal,
      optimal: result.solved && result.optimal && result.length === instance.optimal,
      nodes: result.stats.expanded,
      // The search's own time: a solve's elapsedMs counts from the request, databases included.
      ms: result.stats.elapsedMs - (result.databases?.ms ?? 0),
      heuristic: result.heuristic,
    };
    rows.push(row);
    $('rows').append(
      el(
        'tr',
        {},
        el('td', {}, row.id),
        el('td', {}, row.length ?? '—'),
        el('td', { class: row.optimal ? '' : 'wrong' }, row.optimal ? 'yes' : `no (${row.expected})`),
        el('td', {}, row.nodes.toLocaleString('en')),
        el('td', {}, row.ms.toFixed(1)),
      ),
    );
    $('progress').value = (index + 1) / instances.length;
    $('progress-text').textContent = `${index + 1} of ${instances.length}`;
    if (index === 0) $('databases').textContent = describe(databases);
  }
  const totalMs = rows.reduce((sum, row) => sum + row.ms, 0);
  const result = {
    instances: rows.length,
    allOptimal: rows.every((row) => row.optimal),
    totalMs,
    totalNodes: rows.reduce((sum, row) => sum + row.nodes, 0),
    wallMs: performance.now() - started,
    databases,
    heuristics: [...new Set(rows.map((row) => row.heuristic))],
    strongerMs,
    nativeMs,
    ratio: nativeMs ? totalMs / nativeMs : null,
    // Both workers' wasm memory: the second one builds half the databases alongside this one.
    wasmMemoryBytes: (await worker.call('memoryBytes')) + (databases?.helperMemoryBytes ?? 0),
    rows,
  };
  const summary = $('summary');
  summary.replaceChildren(
    ...[
      ['Instances', `${result.instances}, ${result.allOptimal ? 'all optimal' : 'NOT all optimal'}`],
      ['Search total (wasm)', formatMs(say, totalMs)],
      ['Nodes expanded', result.totalNodes.toLocaleString('en')],
      ['Pattern databases', describe(databases)],
      ['Native total', nativeMs ? formatMs(say, nativeMs) : 'not given (?native=<ms>)'],
      ['Wasm-to-native ratio', result.ratio ? `${result.ratio.toFixed(2)} ×` : '—'],
      ['Wasm memory', `${(result.wasmMemoryBytes / 2 ** 20).toFixed(1)} MB`],
    ].flatMap(([term, value]) => [el('dt', {}, term), el('dd', {}, value)]),
  );
  window.benchResult = result;
  summary.dataset.state = 'done';
}

// Has the worker make the databases ready with a board one move from the goal (its search
// expands a node or two), then waits for what that leaves in the background (storing them, an
// attempt at the stronger set): none of it is search. Answers the solve's `databases`.
async function prepare(worker) {
  const oneMove = { rows: 4, cols: 4, tiles: [1, 0, ...Array.from({ length: 14 }, (_, i) => i + 2)] };
  const result = await worker.solve(oneMove, options).result;
  if (!result.solved) throw new Error(`the one-move board was not solved: ${result.message}`);
  await worker.call('settled');
  return result.databases ?? null;
}

// Solves `instance` until its answer says it looked up a stronger set than the one asked for
// (the worker fetches it after a first answer); answers the milliseconds that took.
async function awaitStronger(worker, instance) {
  const started = performance.now();
  $('databases').textContent = 'Waiting for the stronger pattern databases…';
  for (;;) {
    const result = await worker.solve(instance.board, options).result;
    if (result.heuristic !== heuristic) return performance.now() - started;
    if (performance.now() - started > 10 * 60_000) throw new Error('the stronger databases never came');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function textOf(response) {
  if (!response.ok) throw new Error(`bench/korf100.txt: HTTP ${response.status}`);
  return response.text();
}

function describe(databases) {
  if (!databases) return 'none needed';
  const how = {
    built: 'built',
    cache: 'loaded from the browser cache',
    served: 'downloaded prebuilt',
    memory: 'already loaded',
  }[databases.source];
  return `${how} in ${formatMs(say, databases.ms)}${databases.note ? ` (${databases.note})` : ''}`;
}
