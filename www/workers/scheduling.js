// The solve worker's turns. Searches and database builds run one slice at a time, taking turns
// when several are under way (a hint while a solve runs). Between slices the worker goes back
// to its event loop, so a cancel message is read at most one slice later: slices are sized to
// last about SLICE_MS, each budget aimed from the last slice's pace (nextBudget).

export const SLICE_MS = 25;
// A search sharing its passes with helpers takes shorter slices, so that a helper's answer
// waits at most that long here for its next subtree; each subtree it lends lasts longer, about
// HELPER_ITEM_MS, so a helper spends its time searching rather than waiting for this worker
// (BENCHMARKS.md, "The last two points": on two cores the 80-move board went from about 1.6 to
// 1.7 times as fast as on one). A cancel still ends the solve at this worker's next slice; a
// helper's subtrees then finish unheard, within AHEAD of them.
export const SHARED_SLICE_MS = 10;
export const PROGRESS_MS = 100;

// The turn-taking tasks: id -> a search {turn, job, budget, lastProgress, cancelled, databases},
// or 'pdb:' + key -> a database build {turn, build, budget, lastProgress, key, helper}. A
// task's turn(id, task) runs one slice and puts it back here when it goes on.
export const jobs = new Map();
// Searches out of the turns while every subtree left in their pass is lent to helpers: id -> entry.
export const parked = new Map();

// Back to the event loop between slices without setTimeout's clamping: a message to ourselves.
const loop = new MessageChannel();
let scheduled = false;
loop.port1.onmessage = slice;

export function schedule() {
  if (scheduled || jobs.size === 0) return;
  scheduled = true;
  loop.port2.postMessage(null);
}

// One slice of the task whose turn it is, then back to the event loop.
function slice() {
  scheduled = false;
  const [id, task] = jobs.entries().next().value ?? [];
  if (task === undefined) return;
  jobs.delete(id); // re-inserted at the end when it goes on: the tasks take turns
  task.turn(id, task);
  schedule();
}

// The search `id`, taking turns or parked.
export function searchOf(id) {
  return jobs.get(id) ?? parked.get(id);
}

// A search parked while its subtrees were all out takes turns again.
export function wake(id, entry) {
  if (!parked.delete(id)) return;
  jobs.set(id, entry);
  schedule();
}

// Aims the next slice at `sliceMs` from the last one's pace, changing at most fourfold a step.
export function nextBudget(budget, ms, sliceMs = SLICE_MS) {
  const target = (budget * sliceMs) / Math.max(ms, 0.25);
  return Math.round(Math.min(budget * 4, Math.max(budget / 4, target, 100)));
}

/**
 * Stops job `id` at its next turn, whether the module it needs is still loading (an entry of
 * `loading`, which the job reads once loaded) or it takes turns with `turn`; answers whether
 * there was such a job.
 * @param {Map<number, {cancelled: boolean}>} loading
 * @param {number} id
 * @param {Function} turn
 */
export function cancelTurns(loading, id, turn) {
  const waiting = loading.get(id);
  if (waiting) {
    waiting.cancelled = true;
    return true;
  }
  const entry = jobs.get(id);
  if (entry?.turn !== turn) return false;
  entry.cancelled = true;
  return true;
}
