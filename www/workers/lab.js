// The heuristic lab's checks (the Lab view), in the full wasm module (full-core.js): a lab
// size's true distances, found once by the core's backward search over every state (LabTable)
// and kept for later checks, then the heuristic checked against them (LabCheck). Both run in
// slices taking turns with the
// searches (scheduling.js), posting {type: 'progress', id, progress: {phase, fraction}} every
// PROGRESS_MS or so and {type: 'done', id, result} (the core's report) or {type: 'failed', id,
// error}; a cancel answers {type: 'done', id, result: {cancelled: true}} at the next slice.
import * as core from '../../npuzzle.js';
import { messageOf, release, rethrowTrap } from './failures.js';
import { fullCoreForJob } from './full-core.js';
import { PROGRESS_MS, cancelTurns, jobs, nextBudget, schedule } from './scheduling.js';

const FIRST_BUDGET = 5000; // states
// The tables searched so far, by size: at most 362,880 bytes each (3x3), so all are kept.
const tables = new Map(); // size -> {table, done}

// Checks waiting for the full module: id -> {cancelled}.
const loading = new Map();

/** Whether the lab check `id` is under way. */
export function isChecking(id) {
  return loading.has(id) || jobs.get(id)?.turn === checkTurn;
}

/** Starts checking `heuristic` on `size` ({id, size, heuristic}, as the core's parseLab* read them). */
export async function startCheck({ id, size, heuristic }) {
  const lab = await fullCoreForJob(id, loading, 'worker-lab-not-loaded');
  if (!lab) return;
  let entry;
  try {
    if (!tables.has(size)) tables.set(size, { table: new lab.LabTable(size), done: false });
    // Read now, so a misspelt heuristic fails at once rather than after the table's search.
    core.parseLabHeuristic(heuristic);
    entry = { turn: checkTurn, size, heuristic, check: null, budget: FIRST_BUDGET, lastProgress: performance.now(), cancelled: false };
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  }
  jobs.set(id, entry);
  schedule();
}

/** Stops the lab check `id` at its next slice; answers whether there was one. */
export function cancelCheck(id) {
  return cancelTurns(loading, id, checkTurn);
}

// One slice: the size's table while it is searched, then the check.
function checkTurn(id, entry) {
  if (entry.cancelled) {
    if (entry.check) release(entry.check);
    self.postMessage({ type: 'done', id, result: { cancelled: true } });
    return;
  }
  const table = tables.get(entry.size);
  try {
    const started = performance.now();
    let progress;
    let result = null;
    if (!table.done) {
      const step = table.table.run(entry.budget);
      table.done = step.done;
      progress = { phase: 'distances', fraction: step.fraction };
    } else {
      entry.check ??= table.table.check(entry.heuristic);
      const step = entry.check.run(entry.budget);
      progress = step.progress;
      result = step.result;
    }
    const now = performance.now();
    entry.budget = nextBudget(entry.budget, now - started);
    if (result) {
      entry.check.free();
      self.postMessage({ type: 'done', id, result });
      return;
    }
    jobs.set(id, entry);
    if (now - entry.lastProgress >= PROGRESS_MS) {
      entry.lastProgress = now;
      self.postMessage({ type: 'progress', id, progress });
    }
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    if (entry.check) release(entry.check);
    // A table left mid-search by a trap is searched afresh by the next check.
    tables.delete(entry.size);
    rethrowTrap(error);
  }
}
