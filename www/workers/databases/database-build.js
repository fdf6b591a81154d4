// A pattern-database set built in this worker in slices (DatabaseBuild), taking turns like a
// search (scheduling.js), for database-sourcing.js, which owns the set being prepared and hears
// of the build through `events`: turn() before each slice, progress(fraction), then
// built(databases, helperMemoryBytes?) or failed(error). The largest database is handed to a
// second worker (pdb-part-worker.js) when there is a core to spare, so the two halves build at
// once; that worker's memory is freed once its half is built.
import { loadedFullCore } from '../full-core.js';
import { rethrowTrap } from '../failures.js';
import { PROGRESS_MS, jobs, nextBudget, schedule } from '../scheduling.js';
import { workerUrl } from '../worker-url.js';

const FIRST_BUILD_BUDGET = 20_000; // placements scanned

/** Starts building the set `key`, answering its task (for dropBuild); throws when the core refuses the key. */
export function startBuild(key, events) {
  const build = new (loadedFullCore().DatabaseBuild)(key);
  // Parked, out of `jobs`, while it waits for the part built elsewhere.
  const task = { turn: buildTurn, build, budget: FIRST_BUILD_BUDGET, lastProgress: performance.now(), key, helper: null, events, done: false, dropped: false };
  jobs.set(`pdb:${key}`, task);
  shareBuild(task);
  schedule();
  return task;
}

/** Stops the build `task` (no search waits for it any more), freeing what it holds. */
export function dropBuild(task) {
  task.dropped = true;
  jobs.delete(`pdb:${task.key}`);
  freeBuild(task);
}

// Hands the largest database to a second worker when the machine has a core to spare, so the
// set builds in about half the time. Where no second worker can run (one core, or it fails to
// start or load), this worker builds that part itself after the others.
function shareBuild(task) {
  if ((navigator.hardwareConcurrency ?? 1) < 2) return;
  let helper;
  try {
    helper = new Worker(workerUrl(new URL('../pdb-part-worker.js', import.meta.url), self.origin), { type: 'module' });
  } catch {
    return;
  }
  const part = task.build.handOff();
  if (part === undefined) {
    helper.terminate();
    return;
  }
  task.helper = helper;
  const fail = () => {
    stopHelper(task);
    task.build.takeBack();
    resume(task);
  };
  helper.onmessage = ({ data }) => {
    if (data.type === 'progress') {
      task.build.helperProgress(data.fraction);
      task.events.turn();
      return;
    }
    if (data.type !== 'built') {
      fail();
      return;
    }
    stopHelper(task);
    try {
      task.build.adopt(data.bytes);
    } catch (error) {
      rethrowTrap(error);
      task.build.takeBack();
    }
    task.helperMemoryBytes = data.memoryBytes;
    resume(task);
  };
  helper.onerror = (event) => {
    event.preventDefault();
    fail();
  };
  helper.postMessage({ task: part });
}

function stopHelper(task) {
  task.helper?.terminate();
  task.helper = null;
}

// A build parked while waiting for its part takes turns again (unless it was dropped).
function resume(task) {
  if (!task.dropped && !task.done && !jobs.has(`pdb:${task.key}`)) {
    jobs.set(`pdb:${task.key}`, task);
    schedule();
  }
}

// Frees what a build holds, its helper worker included.
function freeBuild(task) {
  stopHelper(task);
  task.build.free();
}

// A build's turn (scheduling.js).
function buildTurn(_id, task) {
  task.events.turn();
  try {
    buildSlice(task);
  } catch (error) {
    stopHelper(task);
    task.done = true;
    task.events.failed(error);
  }
}

// One slice of a database build; parked (out of the turns) while it waits for the part
// another worker builds, whose answer puts it back.
function buildSlice(task) {
  const started = performance.now();
  const step = task.build.run(task.budget);
  const now = performance.now();
  task.budget = nextBudget(task.budget, now - started);
  if (step.done) {
    const databases = task.build.finish();
    freeBuild(task);
    task.done = true;
    task.events.built(databases, task.helperMemoryBytes);
    return;
  }
  if (!step.waiting) jobs.set(`pdb:${task.key}`, task);
  if (now - task.lastProgress >= PROGRESS_MS || step.waiting) {
    task.lastProgress = now;
    task.events.progress(step.progress);
  }
}
