// A module worker running the wasm core off the main thread (see worker-client.js).
//
// Messages in:
//   {type: 'call', id, name, args}       one quick core function
//   {type: 'solve', id, board, options}  a search, run as a SolveJob in slices
//   {type: 'cancel', id}                 stop that search (within a slice)
// Messages out:
//   {type: 'result', id, ok, result | error}
//   {type: 'databases', id, databases}   a search waiting for its pattern databases (below)
//   {type: 'progress', id, progress}     while a search runs, every PROGRESS_MS or so
//   {type: 'done', id, result}           the search's summary (solved or why it stopped)
//   {type: 'failed', id, error}          a search that could not start (unsolvable, bad option)
//
// Searches run one slice at a time, taking turns when several are under way (a hint while a
// solve runs). Between slices the worker goes back to its event loop, so a cancel message is
// read at most one slice later: slices are sized to last about SLICE_MS.
//
// A search with the pattern-database heuristic (asked for, or picked by `auto` on 4x4) first
// needs its databases: from this instance's memory, else from IndexedDB (stored by an earlier
// visit), else built here in slices, taking turns like a search, then stored for next time.
// Meanwhile it reports {phase: 'loading' | 'building', fraction, note?}; its summary then
// carries `databases: {source: 'memory' | 'cache' | 'built', ms, note?, helperMemoryBytes?}`. Searches needing the
// same databases share one build; when the last of them is cancelled the build is dropped.
// A build hands its largest database to a second worker (pdb-part-worker.js) when there is a
// core to spare, so the two halves build at once.
import init, * as core from '../npuzzle.js';
import { workerUrl } from './worker-url.js';

const SLICE_MS = 25;
const PROGRESS_MS = 100;
const FIRST_BUDGET = 2000;
const FIRST_BUILD_BUDGET = 20_000; // placements scanned

// The functions the page may call here.
const CALLS = {
  isSolvable: core.isSolvable,
  parseBoard: core.parseBoard,
  formatBoard: core.formatBoard,
  goalBoard: core.goalBoard,
  randomBoard: core.randomBoard,
  scrambleBoard: core.scrambleBoard,
  slideTile: core.slideTile,
  solve: core.solve,
  // Bytes of the wasm instance's memory: what the solver holds at most, since it never shrinks.
  memoryBytes: () => memory().buffer.byteLength,
};

let exports = null;
function memory() {
  return exports.memory;
}

const ready = init().then((instance) => {
  exports = instance;
});
// The turn-taking tasks: id -> a search {job, budget, lastProgress, cancelled, databases}, or
// 'pdb:' + key -> a database build {build, budget, lastProgress, key}.
const jobs = new Map();
const cancelledEarly = new Set(); // cancels that overtook their job's start
// Searches waiting for databases: id -> {board, options, need, started}.
const waiting = new Map();
// Databases being loaded or built: key -> {need, started, source, note}.
const preparing = new Map();

// Back to the event loop between slices without setTimeout's clamping: a message to ourselves.
const loop = new MessageChannel();
let scheduled = false;
loop.port1.onmessage = slice;

function schedule() {
  if (scheduled || jobs.size === 0) return;
  scheduled = true;
  loop.port2.postMessage(null);
}

self.addEventListener('message', async ({ data }) => {
  try {
    await ready;
  } catch (error) {
    report(data, `the core could not load: ${messageOf(error)}`);
    return;
  }
  switch (data.type) {
    case 'call':
      call(data);
      break;
    case 'solve':
      start(data);
      break;
    case 'cancel':
      cancel(data.id);
      break;
    default:
      report(data, `unknown message type '${data.type}'`);
  }
});

function report(data, error) {
  const type = data.type === 'solve' ? 'failed' : 'result';
  self.postMessage({ type, id: data.id, ok: false, error });
}

function call({ id, name, args }) {
  try {
    if (!Object.hasOwn(CALLS, name)) throw new Error(`no function ${name} in the worker`);
    self.postMessage({ type: 'result', id, ok: true, result: CALLS[name](...args) });
  } catch (error) {
    self.postMessage({ type: 'result', id, ok: false, error: messageOf(error) });
    rethrowTrap(error);
  }
}

function start({ id, board, options }) {
  let need;
  try {
    need = core.databasesFor(board, options);
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  }
  if (need === null) {
    startJob(id, board, options, undefined);
  } else if (need.loaded) {
    startJob(id, board, options, { source: 'memory', ms: 0 });
  } else if (cancelledEarly.delete(id)) {
    self.postMessage({ type: 'done', id, result: cancelledWaiting(need, 0) });
  } else {
    waiting.set(id, { board, options, need, started: performance.now() });
    prepare(need);
  }
}

function startJob(id, board, options, databases) {
  let job;
  try {
    job = new core.SolveJob(board, options);
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  }
  const cancelled = cancelledEarly.delete(id);
  jobs.set(id, { job, budget: FIRST_BUDGET, lastProgress: performance.now(), cancelled, databases });
  schedule();
}

function cancel(id) {
  const entry = jobs.get(id);
  if (entry) {
    entry.cancelled = true;
  } else if (waiting.has(id)) {
    const { need, started } = waiting.get(id);
    waiting.delete(id);
    self.postMessage({ type: 'done', id, result: cancelledWaiting(need, performance.now() - started) });
    dropUnwanted(need.key);
  } else {
    cancelledEarly.add(id);
  }
  schedule();
}

// ---------------------------------------------------------------------------------------------
// Pattern databases: loaded from IndexedDB, else built in slices and stored.

// Each search waiting for the databases of `key` gets `databases`.
function tell(key, databases) {
  for (const [id, waiter] of waiting) {
    if (waiter.need.key === key) self.postMessage({ type: 'databases', id, databases });
  }
}

async function prepare(need) {
  if (preparing.has(need.key)) return;
  const preparation = { need, started: performance.now(), note: undefined };
  preparing.set(need.key, preparation);
  tell(need.key, { phase: 'loading', fraction: 0 });
  const stored = await store.load(need.key);
  if (stored.note) preparation.note = stored.note;
  if (stored.bytes) {
    try {
      core.loadDatabases(stored.bytes);
      databasesReady(need.key, 'cache');
      return;
    } catch (error) {
      // Damaged bytes (cut short, changed): build afresh, and the new ones replace them.
      rethrowTrap(error);
    }
  }
  if (!wanted(need.key)) {
    preparing.delete(need.key);
    return;
  }
  let build;
  try {
    build = new core.PdbBuild(need.partition, need.blankGoal);
  } catch (error) {
    preparing.delete(need.key);
    for (const [id, waiter] of waiting) {
      if (waiter.need.key !== need.key) continue;
      waiting.delete(id);
      self.postMessage({ type: 'failed', id, error: messageOf(error) });
    }
    rethrowTrap(error);
    return;
  }
  tell(need.key, { phase: 'building', fraction: 0, note: preparation.note });
  const task = { build, budget: FIRST_BUILD_BUDGET, lastProgress: performance.now(), key: need.key, part: null };
  preparation.task = task; // parked, out of `jobs`, while it waits for its part
  jobs.set(`pdb:${need.key}`, task);
  shareBuild(task, need);
  schedule();
}

// Hands the largest database (part 0) to a second worker when the machine has a core to spare,
// so the set builds in about half the time. Where no second worker can run (one core, or it
// fails to start or load), this worker builds that part itself after the others.
function shareBuild(task, need) {
  if ((navigator.hardwareConcurrency ?? 1) < 2) return;
  let helper;
  try {
    helper = new Worker(workerUrl(new URL('./pdb-part-worker.js', import.meta.url), self.origin), { type: 'module' });
  } catch {
    return;
  }
  const part = { index: 0, worker: helper, fraction: 0, bytes: null, share: task.build.partShare(0), local: null };
  task.part = part;
  task.build.elsewhere(part.index);
  helper.onmessage = ({ data }) => {
    if (data.type === 'progress') {
      part.fraction = data.fraction;
      return;
    }
    stopHelper(part);
    if (data.type === 'built') {
      part.bytes = data.bytes;
      const preparation = preparing.get(task.key);
      if (preparation) preparation.helperMemoryBytes = data.memoryBytes;
    } else {
      part.local = new core.PdbPartBuild(need.partition, need.blankGoal, part.index);
    }
    resume(task);
  };
  helper.onerror = (event) => {
    event.preventDefault();
    stopHelper(part);
    part.local = new core.PdbPartBuild(need.partition, need.blankGoal, part.index);
    resume(task);
  };
  helper.postMessage({ partition: need.partition, blankGoal: need.blankGoal, part: part.index });
}

function stopHelper(part) {
  part.worker?.terminate();
  part.worker = null;
}

// A build parked while waiting for its part takes turns again (unless it was dropped).
function resume(task) {
  if (preparing.has(task.key) && !jobs.has(`pdb:${task.key}`)) {
    jobs.set(`pdb:${task.key}`, task);
    schedule();
  }
}

// Frees what a build holds, its helper worker included.
function freeBuild(task) {
  task.build.free();
  if (task.part) {
    stopHelper(task.part);
    task.part.local?.free();
  }
}

function wanted(key) {
  for (const waiter of waiting.values()) if (waiter.need.key === key) return true;
  return false;
}

// Drops the build of `key` when no search waits for it any more: what it built is freed.
function dropUnwanted(key) {
  if (wanted(key)) return;
  const task = preparing.get(key)?.task;
  if (task) {
    jobs.delete(`pdb:${key}`);
    freeBuild(task);
    preparing.delete(key);
  }
}

// The databases of `key` are in the core: the searches waiting for them start.
function databasesReady(key, source) {
  const preparation = preparing.get(key);
  preparing.delete(key);
  const databases = { source, ms: performance.now() - preparation.started, note: preparation.note };
  // The second worker's memory, freed by now but held alongside this one's during the build.
  if (preparation.helperMemoryBytes) databases.helperMemoryBytes = preparation.helperMemoryBytes;
  for (const [id, waiter] of [...waiting]) {
    if (waiter.need.key !== key) continue;
    waiting.delete(id);
    startJob(id, waiter.board, waiter.options, databases);
  }
  if (source === 'built' && !preparation.note) save(preparation.need);
}

async function save(need) {
  let bytes;
  try {
    bytes = core.databaseBytes(need.partition, need.blankGoal);
  } catch (error) {
    rethrowTrap(error);
    return;
  }
  await store.save(need.key, bytes);
}

// One slice of a database build: its own part, or, once that waits for the part another worker
// builds, that part's bytes adopted (or, with no such worker any more, that part built here).
function buildSlice(task) {
  const started = performance.now();
  const { part } = task;
  let step;
  if (part?.bytes) {
    task.build.adopt(part.bytes);
    part.local?.free();
    task.part = null; // counted in the build's own progress from now on
    step = task.build.run(task.budget);
  } else {
    step = task.build.run(task.budget);
    if (step.waiting && part?.local) {
      const partStep = part.local.run(task.budget);
      part.fraction = partStep.progress;
      if (partStep.done) part.bytes = part.local.bytes();
    }
  }
  const now = performance.now();
  task.budget = nextBudget(task.budget, now - started);
  if (step.done) {
    freeBuild(task);
    databasesReady(task.key, 'built');
    return;
  }
  // Parked until the other worker answers; its messages put the build back in turn.
  const parked = step.waiting && task.part !== null && !part.bytes && !part.local;
  if (!parked) jobs.set(`pdb:${task.key}`, task);
  if (now - task.lastProgress >= PROGRESS_MS || parked) {
    task.lastProgress = now;
    const fraction = step.progress + (task.part ? part.fraction * part.share : 0);
    tell(task.key, { phase: 'building', fraction: Math.min(fraction, 1), note: preparing.get(task.key)?.note });
  }
}

// What a search cancelled while waiting for its databases answers: a summary like the core's.
function cancelledWaiting(need, elapsedMs) {
  return {
    solved: false,
    length: null,
    optimal: false,
    boundFactor: null,
    tiles: [],
    directions: '',
    algorithm: need.algorithm,
    heuristic: need.heuristic,
    weight: null,
    reason: 'cancelled',
    message: 'cancelled while the pattern databases were being prepared; nothing was kept.',
    stats: {
      expanded: 0,
      generated: 0,
      maxFrontier: 0,
      frontier: 0,
      stored: 0,
      bound: 0,
      iterations: [],
      elapsedMs,
      memoryBytes: 0,
    },
  };
}

// IndexedDB, one object store of byte arrays by key. Every failure (private mode, storage
// full or refused, no IndexedDB at all) is answered with a note instead: the databases are
// then built each visit, which is slower but right.
const store = (() => {
  const NAME = 'npuzzle';
  const STORE = 'pattern-databases';
  const NOTE = 'They cannot be stored in this browser, so they are built again on each visit.';
  let opened = null;

  function open() {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    return opened;
  }

  function transact(mode, act) {
    return open().then(
      (db) =>
        new Promise((resolve, reject) => {
          const transaction = db.transaction(STORE, mode);
          const request = act(transaction.objectStore(STORE));
          transaction.oncomplete = () => resolve(request.result);
          transaction.onerror = () => reject(transaction.error);
          transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
        }),
    );
  }

  return {
    /** {bytes} when stored, {} when not, {note} when IndexedDB fails. */
    async load(key) {
      try {
        const value = await transact('readonly', (s) => s.get(key));
        return value instanceof Uint8Array ? { bytes: value } : {};
      } catch {
        return { note: NOTE };
      }
    },
    /** Stores `bytes` under `key`, replacing damaged or older ones; a failure is no matter. */
    async save(key, bytes) {
      try {
        await transact('readwrite', (s) => s.put(bytes, key));
      } catch {
        // Storage full or refused: the next visit builds them again.
      }
    },
  };
})();

// One slice of the job whose turn it is, then back to the event loop.
function slice() {
  scheduled = false;
  const [id, entry] = jobs.entries().next().value ?? [];
  if (entry === undefined) return;
  jobs.delete(id); // re-inserted at the end when it goes on: the jobs take turns
  if (entry.build) {
    try {
      buildSlice(entry);
    } catch (error) {
      buildFailed(entry, error);
    }
    schedule();
    return;
  }
  try {
    if (entry.cancelled) {
      finish(id, entry, entry.job.cancel());
    } else {
      const started = performance.now();
      const step = entry.job.run(entry.budget);
      const now = performance.now();
      entry.budget = nextBudget(entry.budget, now - started);
      if (step.done) {
        finish(id, entry, step.result);
      } else {
        jobs.set(id, entry);
        if (now - entry.lastProgress >= PROGRESS_MS) {
          entry.lastProgress = now;
          self.postMessage({ type: 'progress', id, progress: step.progress });
        }
      }
    }
  } catch (error) {
    entry.job.free();
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
  }
  schedule();
}

function finish(id, entry, result) {
  entry.job.free();
  if (entry.databases) result.databases = entry.databases;
  self.postMessage({ type: 'done', id, result });
}

// A build that failed (out of memory, say) fails the searches waiting for it.
function buildFailed(task, error) {
  if (task.part) stopHelper(task.part);
  preparing.delete(task.key);
  for (const [id, waiter] of [...waiting]) {
    if (waiter.need.key !== task.key) continue;
    waiting.delete(id);
    self.postMessage({ type: 'failed', id, error: `the pattern databases could not be built: ${messageOf(error)}` });
  }
  rethrowTrap(error);
}

// Aims the next slice at SLICE_MS from the last one's pace, changing at most fourfold a step.
function nextBudget(budget, ms) {
  const target = (budget * SLICE_MS) / Math.max(ms, 0.25);
  return Math.round(Math.min(budget * 4, Math.max(budget / 4, target, 100)));
}

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

// A trap (a Rust panic, memory exhausted) leaves the wasm instance unusable: after answering,
// fail loudly so the page restarts this worker with a fresh instance.
function rethrowTrap(error) {
  if (error instanceof WebAssembly.RuntimeError || error instanceof RangeError) {
    setTimeout(() => {
      throw error;
    });
  }
}
