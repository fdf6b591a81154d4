// The solve worker's searches: a solve message becomes the core's plan (SolvePlan: the options
// read once, the board checked once), waits for the pattern databases the plan names
// (database-sourcing.js), then runs as a SolveJob in slices taking turns (scheduling.js), posting
// {type: 'progress'} every PROGRESS_MS or so, its record's chunks (search-recording.js) and
// {type: 'done', result}; a cancel stops it within a slice, and so does a stop, which keeps the
// anytime search's best solution so far (SolveJob.stop). A search sharing its passes moves
// subtrees to helper workers between its slices (helper-lending.js). A plan the first module
// cannot run (its summary is not `generic`: pattern databases, the fast or anytime solver) is
// made again by the full module (full-core.js), which runs it.
import * as core from '../../../npuzzle.js';
import { cancelWaiting, databasesFor, dropUpgrade, heldSource, holds, isWaiting, startUpgrade, waitFor } from '../databases/database-sourcing.js';
import { messageOf, release, rethrowTrap } from '../failures.js';
import { fullCore } from '../full-core.js';
import { feed, share } from './helper-lending.js';
import { PROGRESS_MS, SHARED_SLICE_MS, SLICE_MS, jobs, nextBudget, parked, schedule, searchOf, wake } from '../scheduling.js';
import { sendRecord } from './search-recording.js';
import { followSwitch } from './search-upgrade.js';
import { RELEASE_BYTES, memoryBytes } from '../wasm-memory.js';

const FIRST_BUDGET = 2000;

const cancelledEarly = new Set(); // cancels that overtook their job's start
const awaitingFullCore = new Set(); // searches whose plan waits for the full module

/** Whether a search with the id `id` is running or waiting for its databases. */
export function isUnderWay(id) {
  return jobs.has(id) || isWaiting(id) || awaitingFullCore.has(id);
}

export async function start({ id, board, options }) {
  let plan;
  try {
    plan = new core.SolvePlan(board, options);
    if (!plan.summary.generic) {
      plan.free();
      awaitingFullCore.add(id);
      plan = new (await fullCore()).SolvePlan(board, options);
    }
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  } finally {
    awaitingFullCore.delete(id);
  }
  const { databases: need, stronger } = plan.summary;
  if (need === null) {
    startJob(id, plan, undefined);
  } else if (holds(need, stronger)) {
    startJob(id, plan, heldSource(need, stronger));
  } else if (cancelledEarly.delete(id)) {
    self.postMessage({ type: 'done', id, result: plan.cancelled(0) });
    plan.free();
  } else {
    waitFor(id, plan, need, stronger, (databases) => startJob(id, plan, databases));
  }
}

// Starts the search `plan` describes, with the databases it names (held by now): the stronger
// ones when they are held, else the quick ones while the stronger ones download beside it (it
// switches to them when they arrive: search-upgrade.js), or, from IndexedDB, on a link too slow
// for them to arrive in time, or at the user's word on a costly connection, once it has
// answered (upgrade).
function startJob(id, plan, databases) {
  let job;
  let upgrade;
  let offer;
  let key;
  let name;
  try {
    let set;
    ({ set, key, name, upgrade, offer } = databasesFor(plan));
    job = set ? plan.startWith(set) : plan.start();
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  }
  const cancelled = cancelledEarly.delete(id);
  // What the instance's memory was before the search, to tell how much it grew (finish).
  const memoryBefore = memoryBytes();
  // The summary's `databases` name the set searched first (`set`: its partition).
  const source = databases && { ...databases, set: name };
  const entry = { turn: searchTurn, job, budget: FIRST_BUDGET, lastProgress: performance.now(), cancelled, databases: source, upgrade, offer, memoryBefore };
  jobs.set(id, entry);
  if (key && !cancelled) share(entry, key);
  if (upgrade?.beside && !cancelled) {
    entry.awaits = upgrade;
    entry.upgrade = undefined;
    startUpgrade(upgrade);
  }
  schedule();
}

// A stop of a search still waiting for its databases has nothing to keep: it is a cancel.
export function stop(id) {
  const entry = searchOf(id);
  if (!entry) {
    cancel(id);
    return;
  }
  entry.stopped = true;
  wake(id, entry);
  schedule();
}

export function cancel(id) {
  const entry = searchOf(id);
  if (entry) {
    entry.cancelled = true;
    wake(id, entry);
  } else if (!cancelWaiting(id)) {
    cancelledEarly.add(id);
  }
  schedule();
}

// One slice of the search `id` (its turn: scheduling.js).
function searchTurn(id, entry) {
  try {
    if (entry.cancelled) {
      finish(id, entry, entry.job.cancel());
    } else if (entry.stopped) {
      finish(id, entry, entry.job.stop());
    } else {
      const started = performance.now();
      const step = entry.job.run(entry.budget);
      sendRecord(id, entry.job);
      const now = performance.now();
      // A slice cut short as the rest of its pass is out with helpers says nothing of the pace.
      const idle = !step.done && entry.shared !== undefined && entry.job.waiting;
      if (!idle) entry.budget = nextBudget(entry.budget, now - started, entry.shared ? SHARED_SLICE_MS : SLICE_MS);
      if (step.done) {
        finish(id, entry, step.result);
      } else {
        (idle ? parked : jobs).set(id, entry);
        followSwitch(entry);
        if (entry.shared) feed();
        if (now - entry.lastProgress >= PROGRESS_MS) {
          entry.lastProgress = now;
          self.postMessage({ type: 'progress', id, progress: step.progress });
        }
      }
    }
  } catch (error) {
    // The answer first: after a trap (memory exhausted, say) the job is still marked as
    // borrowed, and freeing it throws "attempted to take ownership of Rust value while it was
    // borrowed", which must not replace the real reason.
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    release(entry.job);
    rethrowTrap(error);
  }
}

function finish(id, entry, result) {
  entry.job.free();
  entry.job = null; // results helpers bring later are dropped
  if (entry.databases) result.databases = { ...entry.databases, ...(entry.offer ? { offer: entry.offer } : {}), ...(entry.switched ? { stronger: entry.switched } : {}) };
  // A cancel stops the stronger set's download too, unless another search waits for it.
  if (entry.awaits && (entry.cancelled || entry.stopped)) dropUpgrade(entry.awaits);
  if (entry.shared) result.parallel = { helpers: entry.shared.helpers, note: entry.shared.note };
  // A search that grew the instance's memory leaves it to be replaced (wasm-memory.js).
  const grown = memoryBytes() - entry.memoryBefore > RELEASE_BYTES;
  self.postMessage({ type: 'done', id, result, release: grown });
  if (entry.upgrade) startUpgrade(entry.upgrade);
}
