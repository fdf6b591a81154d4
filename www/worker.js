// A module worker running the wasm core off the main thread (see worker-client.js).
//
// Messages in:
//   {type: 'call', id, name, args}       one quick core function
//   {type: 'solve', id, board, options}  a search, run as a SolveJob in slices
//   {type: 'cancel', id}                 stop that search (within a slice)
// Messages out:
//   {type: 'result', id, ok, result | error}
//   {type: 'progress', id, progress}     while a search runs, every PROGRESS_MS or so
//   {type: 'done', id, result}           the search's summary (solved or why it stopped)
//   {type: 'failed', id, error}          a search that could not start (unsolvable, bad option)
//
// Searches run one slice at a time, taking turns when several are under way (a hint while a
// solve runs). Between slices the worker goes back to its event loop, so a cancel message is
// read at most one slice later: slices are sized to last about SLICE_MS.

import init, * as core from '../npuzzle.js';

const SLICE_MS = 25;
const PROGRESS_MS = 100;
const FIRST_BUDGET = 2000;

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
};

const ready = init();
const jobs = new Map(); // id -> {job, budget, lastProgress, cancelled}
const cancelledEarly = new Set(); // cancels that overtook their job's start

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
  let job;
  try {
    job = new core.SolveJob(board, options);
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  }
  jobs.set(id, { job, budget: FIRST_BUDGET, lastProgress: performance.now(), cancelled: cancelledEarly.delete(id) });
  schedule();
}

function cancel(id) {
  const entry = jobs.get(id);
  if (entry) entry.cancelled = true;
  else cancelledEarly.add(id);
  schedule();
}

// One slice of the job whose turn it is, then back to the event loop.
function slice() {
  scheduled = false;
  const [id, entry] = jobs.entries().next().value ?? [];
  if (entry === undefined) return;
  jobs.delete(id); // re-inserted at the end when it goes on: the jobs take turns
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
  self.postMessage({ type: 'done', id, result });
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
