// A student's work checked (the Search view's "Check my search", the Solve panel's "Check my
// solution", the widget's check="..."), in the full wasm module (full-core.js), so a first visit
// never downloads the checker. A search trace is read and checked by the core's TraceCheck in
// slices taking turns with the searches (scheduling.js), posting {type: 'progress', id,
// progress: {step, total, hinting}} every PROGRESS_MS or so and {type: 'done', id, result:
// {verdict, drawn, wrongNode, chunks}} (the core's verdict; the trace drawn as a search record,
// TraceCheck.takeRecord's chunks of typed arrays, their buffers transferred; how many of its
// boards the tree holds and the tree node of the first wrong one); a move list is checked at once ({type: 'done', id, result: {verdict}}). A failure answers
// {type: 'failed', id, error} with the core's message; a cancel answers {type: 'done', id,
// result: {cancelled: true}} at the next slice.
import { messageOf, release, rethrowTrap } from './failures.js';
import { fullCoreForJob } from './full-core.js';
import { PROGRESS_MS, cancelTurns, jobs, nextBudget, schedule } from './scheduling.js';

const FIRST_BUDGET = 2000; // steps of the trace
const RECORD_CHUNK = 16_384; // events a chunk of the trace's tree carries at most (as a recorded search's)

// Checks waiting for the full module: id -> {cancelled}.
const loading = new Map();

/** Whether the check `id` is under way. */
export function isCheckingWork(id) {
  return loading.has(id) || jobs.get(id)?.turn === checkTurn;
}

/**
 * Starts a check: {id, kind: 'search', board, goal, text, algorithm, heuristic} or
 * {id, kind: 'solution', board, goal, text}.
 */
export async function startWorkCheck({ id, kind, board, goal, text, algorithm, heuristic }) {
  const full = await fullCoreForJob(id, loading, 'worker-checker-not-loaded');
  if (!full) return;
  let check;
  try {
    if (kind === 'solution') {
      self.postMessage({ type: 'done', id, result: { verdict: full.checkSolution(board, goal, text) } });
      return;
    }
    check = new full.TraceCheck(board, goal, text, algorithm, heuristic);
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  }
  jobs.set(id, { turn: checkTurn, check, budget: FIRST_BUDGET, lastProgress: performance.now(), cancelled: false });
  schedule();
}

/** Stops the check `id` at its next slice; answers whether there was one. */
export function cancelWorkCheck(id) {
  return cancelTurns(loading, id, checkTurn);
}

// One slice of a trace's check.
function checkTurn(id, entry) {
  if (entry.cancelled) {
    release(entry.check);
    self.postMessage({ type: 'done', id, result: { cancelled: true } });
    return;
  }
  try {
    const started = performance.now();
    const step = entry.check.run(entry.budget);
    const now = performance.now();
    entry.budget = nextBudget(entry.budget, now - started);
    if (step.done) {
      const chunks = [];
      for (let chunk = entry.check.takeRecord(RECORD_CHUNK); chunk !== null; chunk = entry.check.takeRecord(RECORD_CHUNK)) chunks.push(chunk);
      entry.check.free();
      const buffers = chunks.flatMap((chunk) => Object.values(chunk).filter(ArrayBuffer.isView).map((array) => array.buffer));
      self.postMessage({ type: 'done', id, result: { verdict: step.verdict, drawn: step.drawn, wrongNode: step.wrongNode, chunks } }, buffers);
      return;
    }
    jobs.set(id, entry);
    if (now - entry.lastProgress >= PROGRESS_MS) {
      entry.lastProgress = now;
      self.postMessage({ type: 'progress', id, progress: { step: step.step, total: step.total, hinting: step.hinting } });
    }
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    release(entry.check);
    rethrowTrap(error);
  }
}
