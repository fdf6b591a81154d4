// The full wasm module (npuzzle_full.js, scripts/full-module.sh: the pattern databases, the fast
// and anytime solvers, the helpers' sharing, the heuristic lab's checks and "Explain h"), imported
// and started the first time a plan is not generic (the core's SolvePlan says so) or the Lab or
// "Explain h" needs it, so a first visit never downloads it; its glue fetches
// npuzzle_full_bg.wasm beside itself. The first module (../../npuzzle.js) answers the rest.
import { messageOf, say } from './failures.js';
import { keepMemory } from './wasm-memory.js';

/** @type {Promise<typeof import('../../npuzzle_full.js')> | null} */
let loading = null;
/** @type {typeof import('../../npuzzle_full.js') | null} */
let loaded = null;

/** The full module, loaded once; a failed load is tried again on the next call. */
export function fullCore() {
  loading ??= import('../../npuzzle_full.js').then(async (module) => {
    const instance = await module.default();
    keepMemory('full', instance.memory);
    loaded = module;
    return module;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The full module, for code that runs only once something awaited fullCore() (the databases of
 * a plan it made, their downloads and builds).
 */
export function loadedFullCore() {
  if (!loaded) throw new Error('the full core is not loaded: a plan made by it comes first');
  return loaded;
}

/**
 * The full module for job `id` (the Lab's check, a student's check), loaded while the job waits
 * in `waitingJobs` (id -> {cancelled}), where a cancel finds it: null, the job answered, when the
 * module cannot load (`what`: the catalogue key of the message that says so, with `$reason`) or
 * the job was cancelled meanwhile.
 * @param {number} id
 * @param {Map<number, {cancelled: boolean}>} waitingJobs
 * @param {string} what
 */
export async function fullCoreForJob(id, waitingJobs, what) {
  const waiting = { cancelled: false };
  waitingJobs.set(id, waiting);
  try {
    const full = await fullCore();
    if (!waiting.cancelled) return full;
    self.postMessage({ type: 'done', id, result: { cancelled: true } });
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: say(what, { reason: messageOf(error) }) });
  } finally {
    waitingJobs.delete(id);
  }
  return null;
}
