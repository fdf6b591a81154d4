// A module worker running the wasm core off the main thread (see session/worker-client.js): the
// solve worker's entry, which checks each message and hands it on.
//
// Messages in:
//   {type: 'call', id, name, args}       one quick core function
//   {type: 'solve', id, board, options}  a search, run as a SolveJob in slices
//   {type: 'lab', id, size, heuristic}   a heuristic checked on every state of a lab size
//   {type: 'check', id, kind, board, goal, text, algorithm?, heuristic?}
//                                        a student's search trace (kind 'search') or move list
//                                        (kind 'solution') checked
//   {type: 'cancel', id}                 stop that search or check (within a slice), or that
//                                        download, keeping nothing
//   {type: 'stop', id}                   stop a search keeping what it found: the anytime search's
//                                        best solution so far (others answer as cancelled)
//   {type: 'fetch', id, key}             download the stronger databases a solve offered
//                                        (`databases.offer`: on a costly connection they wait
//                                        for the user's word), answered by 'databases' progress
//                                        and a 'result'
// A 'done' carries `release: true` when the search grew the wasm memory by more than
// wasm-memory.js's RELEASE_BYTES: the page then replaces this worker once it is idle.
// Messages out:
//   {type: 'result', id, ok, result | error}
//   {type: 'databases', id, databases}   a search waiting for its pattern databases, or running
//                                        while stronger ones download (`databases.stronger`)
//   {type: 'progress', id, progress}     while a search runs, every PROGRESS_MS or so
//   {type: 'record', id, chunk}          a recorded search's new events (options.record), after
//                                        each slice and before 'done': typed arrays, transferred
//   {type: 'done', id, result}           the search's summary (solved or why it stopped)
//   {type: 'failed', id, error}          a search that could not start (unsolvable, bad option)
//
// The modules behind it, each one job:
//   searches.js           a solve's plan, its job run in slices, cancel, the summary
//   scheduling.js         the turns: tasks (searches, builds) a slice at a time, budgets
//   database-sourcing.js  the pattern databases a plan names: held, stored, downloaded or built;
//                         the stronger set downloaded beside the first search
//   search-upgrade.js     the searches under way hear that download and switch to the set
//   database-build.js     a set built here in slices, its largest part on a second worker
//   database-store.js     IndexedDB, where they are kept between visits
//   helper-lending.js     one search's passes shared with helper workers (search-part-worker.js)
//   search-recording.js   a recorded search's events, posted in chunks
//   failures.js           how a failure is worded, and a trap restarts the worker
//   lab.js                the heuristic lab's checks: true distances, then the heuristic
//   checks.js             a student's search trace (in slices) or move list checked
//                         (these two imported when first asked for: a first visit asks neither)
//   full-core.js          the full wasm module (databases, large-board solvers, the lab, "Explain h"),
//                         loaded when first needed; the first module (npuzzle.js) answers the rest
// A search's summary carries `databases: {set, source, ms, note?, helperMemoryBytes?, stronger?}` when it used
// pattern databases and `parallel: {helpers, note?}` when it shared its passes; the 'helpers'
// call answers each helper's expansions and memory, and the 'cores' call caps the cores later
// solves share (bench.html compares one with several).
import init, * as core from '../../npuzzle.js';
import { cancelFetch, fetchOffered, heldSet, settled } from './databases/database-sourcing.js';
import { messageOf, rethrowTrap, say } from './failures.js';
import { capCores, helperCounts } from './searches/helper-lending.js';
import { fullCore, useFullCatalogue } from './full-core.js';
import { cancel, isUnderWay, start, stop } from './searches/searches.js';
import { instanceMemoryBytes, keepMemory, memoryBytes } from './wasm-memory.js';

// The functions the page calls here (the rest of the core it calls on its own thread).
const CALLS = {
  isSolvable: core.isSolvable,
  // Bytes of the wasm instances' memories (the first module's, and the full one's once loaded):
  // what the solver holds at most, since they never shrink; and each instance's.
  memoryBytes,
  instanceMemoryBytes,
  // Caps the cores later solves share (a benchmark compares one core with several).
  cores: capCores,
  // The helper workers: [{expanded, memoryBytes}], expanded over every solve so far.
  helpers: helperCounts,
  // Resolves once what solves left to do in the background is done: storing the databases they
  // made, making the stronger set ready (bench.html times searches without it).
  settled,
  // What a heuristic counts on a board ("Explain h", the full module: full-core.js): with the
  // pattern databases held here, their lookups; without, the core says they are not loaded.
  explain: async (board, goal, heuristic, trueDistance) => {
    const full = await fullCore();
    const answer = full.explainHeuristic(board, goal, heuristic, trueDistance, null);
    const set = answer.databases && heldSet(answer.databases);
    return set ? full.explainHeuristic(board, goal, heuristic, trueDistance, set.lookups(board, goal)).explanation : answer.explanation;
  },
  // A day's puzzle: a few IDA* runs proving candidates (well under a second, once a day).
  dailyPuzzle: core.dailyPuzzle,
  // The page's language (session/language.js): this instance's words, and the full module's.
  useCatalogue: (tag, text) => {
    const answer = core.useCatalogue(tag, text);
    useFullCatalogue(tag, text);
    return answer;
  },
};

const ready = init().then((instance) => keepMemory('first', instance.memory));

/**
 * A job module imported when first asked for. `start(data, run)` runs the job with it once
 * imported (a cancel meanwhile answers it as cancelled, a failed import as `failure` says);
 * `module` is null until then.
 * @param {() => Promise<any>} load
 * @param {string} failure the catalogue key saying the module could not load, with `$reason`
 */
function onDemand(load, failure) {
  const importing = new Map(); // id -> {cancelled}
  return {
    module: null,
    /** Whether the job `id` waits for the module. */
    has: (id) => importing.has(id),
    /** Cancels the job `id` while it waits; answers whether it was waiting. */
    cancel(id) {
      const waiting = importing.get(id);
      if (waiting) waiting.cancelled = true;
      return Boolean(waiting);
    },
    async start(data, run) {
      const waiting = { cancelled: false };
      importing.set(data.id, waiting);
      try {
        this.module ??= await load();
      } catch (error) {
        report(data, say(failure, { reason: messageOf(error) }));
        return;
      } finally {
        importing.delete(data.id);
      }
      if (waiting.cancelled) self.postMessage({ type: 'done', id: data.id, result: { cancelled: true } });
      else run(this.module);
    },
  };
}

const labChecks = onDemand(() => import('./lab.js'), 'worker-lab-not-loaded');
const workChecks = onDemand(() => import('./checks.js'), 'worker-checker-not-loaded');

self.addEventListener('message', async ({ data }) => {
  const problem = malformed(data);
  if (problem) {
    // Answered under the message's id when it has a usable one, so a caller is not left waiting.
    const id = validId(data?.id) ? data.id : null;
    self.postMessage({ type: LONG_JOBS.includes(data?.type) ? 'failed' : 'result', id, ok: false, error: problem });
    return;
  }
  try {
    await ready;
  } catch (error) {
    // eslint-disable-next-line words/no-literal-text -- no core is loaded to word it: the one sentence said in English
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
    case 'lab':
      labChecks.start(data, (lab) => lab.startCheck(data));
      break;
    case 'check':
      workChecks.start(data, (checks) => checks.startWorkCheck(data));
      break;
    case 'cancel':
      if (!cancelOnDemand(data.id) && !cancelFetch(data.id)) cancel(data.id);
      break;
    case 'fetch':
      fetchOffered(data.id, data.key);
      break;
    case 'stop':
      stop(data.id);
      break;
    default:
      // eslint-disable-next-line words/no-literal-text -- for the page's developer: a message no page of ours sends
      report(data, `unknown message type '${data.type}'`);
  }
});

// Every message is checked for shape and types before anything acts on it; the core checks
// the values themselves (the board, the options), so a wrong one is answered by its message.
const MESSAGE_TYPES = ['call', 'solve', 'lab', 'check', 'cancel', 'stop', 'fetch'];
// The jobs answered by 'done' or 'failed' (the rest by 'result').
const LONG_JOBS = ['solve', 'lab', 'check'];
const MAX_ARGS = 4;

function cancelOnDemand(id) {
  return (
    labChecks.cancel(id) ||
    Boolean(labChecks.module?.cancelCheck(id)) ||
    workChecks.cancel(id) ||
    Boolean(workChecks.module?.cancelWorkCheck(id))
  );
}

function validId(id) {
  return Number.isSafeInteger(id) || (typeof id === 'string' && id.length > 0 && id.length <= 64);
}

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// What is wrong with a message, or null when it can be acted on: for the developer of a page
// talking to the worker (no page of ours sends these), so in English, as an API's errors are.
/* eslint-disable words/no-literal-text */
function malformed(data) {
  if (!isRecord(data)) return 'a message must be an object with a type and an id';
  if (!MESSAGE_TYPES.includes(data.type)) {
    const type = typeof data.type === 'string' ? `'${data.type.slice(0, 40)}'` : `of type ${typeof data.type}`;
    return `unknown message type ${type}: the worker takes ${MESSAGE_TYPES.join(', ')}`;
  }
  if (!validId(data.id)) return `a ${data.type} message needs an id: a whole number or a short text`;
  if (data.type === 'call') {
    if (typeof data.name !== 'string') return 'a call needs the name of a function';
    if (!Array.isArray(data.args) || data.args.length > MAX_ARGS) {
      return `a call's args must be an array of at most ${MAX_ARGS} values`;
    }
  }
  if (data.type === 'fetch' && (typeof data.key !== 'string' || data.key.length > 64)) {
    return 'a fetch needs the key of the databases a solve offered';
  }
  if (data.type === 'solve') {
    // Its content is the core's to judge; a number, a boolean or nothing at all is no board.
    if (typeof data.board !== 'string' && (typeof data.board !== 'object' || data.board === null)) {
      return 'a solve needs a board: text, an array of numbers or a board object';
    }
    if (data.options !== undefined && typeof data.options !== 'string' && !isRecord(data.options)) {
      return 'a solve\'s options must be an object or an algorithm\'s name';
    }
    if (isUnderWay(data.id)) return `a search with the id ${data.id} is already running`;
  }
  if (data.type === 'lab') {
    if (typeof data.size !== 'string' || typeof data.heuristic !== 'string') return 'a lab check needs a size and a heuristic, as text';
    if (labChecks.has(data.id) || labChecks.module?.isChecking(data.id)) return `a check with the id ${data.id} is already running`;
  }
  if (data.type === 'check') {
    if (!['search', 'solution'].includes(data.kind)) return "a check's kind is 'search' or 'solution'";
    if (typeof data.text !== 'string') return 'a check needs the text to check';
    if (data.kind === 'search' && (typeof data.algorithm !== 'string' || typeof data.heuristic !== 'string')) {
      return "a search's check needs an algorithm and a heuristic, as text";
    }
    if (workChecks.has(data.id) || workChecks.module?.isCheckingWork(data.id)) return `a check with the id ${data.id} is already running`;
  }
  return null;
}
/* eslint-enable words/no-literal-text */

function report(data, error) {
  const type = LONG_JOBS.includes(data.type) ? 'failed' : 'result';
  self.postMessage({ type, id: data.id, ok: false, error });
}

function call({ id, name, args }) {
  try {
    if (!Object.hasOwn(CALLS, name)) {
      throw new Error(`no function '${name.slice(0, 40)}' in the worker: it offers ${Object.keys(CALLS).join(', ')}`);
    }
    // A call may answer a promise (settled): its value, or its failure, is the answer.
    Promise.resolve(CALLS[name](...args)).then(
      (result) => self.postMessage({ type: 'result', id, ok: true, result }),
      (error) => self.postMessage({ type: 'result', id, ok: false, error: messageOf(error) }),
    );
  } catch (error) {
    self.postMessage({ type: 'result', id, ok: false, error: messageOf(error) });
    rethrowTrap(error);
  }
}
