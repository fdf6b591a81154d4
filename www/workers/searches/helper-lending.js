// Helpers: one solve's passes searched on several cores. A 4x4 search with pattern databases
// may share its passes with helper workers (search-part-worker.js), each with its own wasm
// instance: the core decides how many from navigator.hardwareConcurrency (`SolveJob.share`),
// lends subtrees (`lend`) and merges their results (`settle`); this moves the bytes: a subtree
// to each free helper holding the solve's set, its result back. Helpers get the set's bytes
// once, as IndexedDB holds them, and are kept for later solves; the search goes on in the
// solve worker meanwhile, and alone when they cannot help (its summary's `parallel.note` says
// why).
import * as store from '../databases/database-store.js';
import { messageOf, rethrowTrap, say } from '../failures.js';
import { SHARED_SLICE_MS, jobs, parked, searchOf, wake } from '../scheduling.js';
import { workerUrl } from '../worker-url.js';

const HELPER_ITEM_MS = 50;
// Items a helper holds at once: the next waits there while the result of one travels back and
// the solve worker finishes its slice, so the helper is not idle meanwhile.
const AHEAD = 2;

// Helper workers searching lent subtrees: {worker, key, loading, lent: [{id, item}], expanded,
// memoryBytes}; `key` names the set loaded there.
const helpers = [];
let coresCap = Infinity;

/** Caps the cores later solves share (a benchmark compares one core with several). */
export function capCores(count) {
  coresCap = count;
}

/** The helper workers: [{expanded, memoryBytes}], expanded over every solve so far. */
export function helperCounts() {
  return helpers.map(({ expanded, memoryBytes }) => ({ expanded, memoryBytes }));
}

// Asks the core whether the search `entry` shares its passes (and with how many helpers), and
// starts those helpers with the set `key`.
export function share(entry, key) {
  let count;
  try {
    count = entry.job.share(Math.min(navigator.hardwareConcurrency ?? 1, coresCap));
  } catch (error) {
    rethrowTrap(error);
    return;
  }
  if (count === 0) return;
  entry.shared = { key, helpers: count, note: undefined };
  startHelpers(count, key);
}

/**
 * The shared search `entry` went on with the set `key` (a stronger one, arrived mid-search): what
 * its helpers hold or were lent is of the old set (the core refuses those results), so they are
 * replaced by fresh instances that load the new set.
 */
export function reshare(entry, key) {
  entry.shared.key = key;
  for (const helper of helpers.filter((h) => (h.key ?? h.loading) !== key)) retire(helper);
  startHelpers(entry.shared.helpers, key);
}

// Keeps `count` helpers, each holding the set `key` or loading it. A helper holding another set
// (6-6-3 before the upgrade to 7-7-1) is replaced by a fresh instance: its memory, which never
// shrinks, then holds one set.
function startHelpers(count, key) {
  for (const helper of helpers.filter((h) => (h.key ?? h.loading) !== key && h.lent.length === 0)) {
    helper.worker.terminate();
    helpers.splice(helpers.indexOf(helper), 1);
  }
  while (helpers.length < count) {
    let worker;
    try {
      worker = new Worker(workerUrl(new URL('../search-part-worker.js', import.meta.url), self.origin), { type: 'module' });
    } catch (error) {
      alone(say('worker-helper-not-started', { reason: messageOf(error) }));
      break;
    }
    const helper = { worker, key: null, loading: null, lent: [], expanded: 0, memoryBytes: 0 };
    // The helper answers on a port of a MessageChannel, like the one the solve worker's slices
    // take turns through (scheduling.js): its answers then queue with them, in order, rather
    // than behind every slice still to come (a worker's own messages can wait that long), which
    // left helpers idle.
    const answers = new MessageChannel();
    answers.port1.onmessage = ({ data }) => heard(helper, data);
    worker.postMessage({ type: 'answer', port: answers.port2 }, [answers.port2]);
    worker.onmessage = ({ data }) => heard(helper, data);
    worker.onerror = (event) => {
      event.preventDefault();
      lose(helper, event.message || say('worker-helper-stopped'));
    };
    helpers.push(helper);
  }
  for (const helper of helpers) {
    if (helper.key !== key && helper.loading !== key) hand(helper, key);
  }
}

// Hands `helper` the set `key` once, as IndexedDB holds it (where the solve worker stores every
// set it downloads or builds): a transferred copy, never held twice there. Until then, or when
// the set is not stored (storage refused), the search goes on without that helper.
async function hand(helper, key) {
  helper.loading = key;
  helper.key = null;
  // After the task that made the set ready has started storing it (a download or a build
  // saves it right after starting the searches waiting for it): the load waits for that save.
  await null;
  const { bytes } = await store.load(key);
  if (helper.loading !== key || !helpers.includes(helper)) return;
  if (!bytes) {
    helper.loading = null;
    alone(say('worker-helper-no-store'));
    return;
  }
  helper.worker.postMessage({ type: 'load', key, bytes }, [bytes.buffer]);
}

function heard(helper, data) {
  if (data.type === 'ready') {
    helper.loading = null;
    helper.key = data.key;
    helper.memoryBytes = data.memoryBytes;
  } else if (data.type === 'result' && helper.lent.length > 0) {
    const { id } = helper.lent.shift();
    helper.expanded = data.expanded;
    helper.memoryBytes = data.memoryBytes;
    const entry = searchOf(id);
    if (entry?.job) {
      try {
        entry.job.settle(data.result);
      } catch (error) {
        rethrowTrap(error);
      }
      wake(id, entry);
    }
  } else {
    lose(helper, data.error ?? say('worker-helper-strange-answer'));
    return;
  }
  feed();
}

// A helper failed: its subtree goes back to its search, which goes on without it (alone when
// it was the last); a later solve starts another.
function lose(helper, why) {
  retire(helper);
  alone(say('worker-helper-failed', { reason: why }));
}

// Stops `helper`; what it was lent goes back to its searches (the core refuses what is of a pass
// given up since).
function retire(helper) {
  helper.worker.terminate();
  const at = helpers.indexOf(helper);
  if (at >= 0) helpers.splice(at, 1);
  for (const { id, item } of helper.lent) {
    const entry = searchOf(id);
    if (!entry?.job) continue;
    try {
      entry.job.giveBack(item);
    } catch (error) {
      rethrowTrap(error);
    }
    wake(id, entry);
  }
}

// Tells the shared searches under way why they go on with fewer helpers: one line in the console
// and in their summaries.
function alone(why) {
  const note = say('worker-alone', { reason: why });
  console.warn(note);
  for (const entry of [...jobs.values(), ...parked.values()]) {
    if (entry.shared) entry.shared.note = note;
  }
}

// Lends subtrees to each helper with room (AHEAD) that holds the set of a shared search under way.
export function feed() {
  for (const helper of helpers) {
    if (helper.key === null) continue;
    for (const [id, entry] of [...jobs, ...parked]) {
      if (entry.shared?.key !== helper.key || entry.cancelled) continue;
      while (helper.lent.length < AHEAD) {
        const item = entry.job.lend();
        if (item === undefined) break;
        helper.lent.push({ id, item });
        // Expansions for HELPER_ITEM_MS at the solve worker's pace, the same code's.
        const budget = Math.round((entry.budget * HELPER_ITEM_MS) / SHARED_SLICE_MS);
        helper.worker.postMessage({ type: 'search', id, item, budget });
      }
    }
  }
}
