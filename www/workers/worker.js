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
//   {type: 'record', id, chunk}          a recorded search's new events (options.record), after
//                                        each slice and before 'done': typed arrays, transferred
//   {type: 'done', id, result}           the search's summary (solved or why it stopped)
//   {type: 'failed', id, error}          a search that could not start (unsolvable, bad option)
//
// Searches run one slice at a time, taking turns when several are under way (a hint while a
// solve runs). Between slices the worker goes back to its event loop, so a cancel message is
// read at most one slice later: slices are sized to last about SLICE_MS.
//
// A search first asks the core for its plan (SolvePlan: the options read once, the board
// checked once). A plan that names pattern databases (the pdb heuristic, asked for or picked by
// `auto` on 4x4) waits for them: held by this worker from an earlier solve, else loaded from
// IndexedDB (stored by an earlier visit), else downloaded from the site when it serves them
// prebuilt (the plan names the file and its length: `databases.served`), else built here in
// slices (DatabaseBuild), taking turns like a search; downloaded or built, they are stored for
// next time. A download that fails in any way (not served, offline, cut short, damaged,
// altered) falls back to the build, whose note says why. Meanwhile it reports
// {phase: 'loading' | 'downloading' | 'building', fraction, bytes?, total?, note?}; its summary
// then carries `databases: {source: 'memory' | 'cache' | 'served' | 'built', ms, note?,
// helperMemoryBytes?}`. Searches needing the same databases share one download or build; when
// the last of them is cancelled it is dropped. A build hands its largest part to a second
// worker (pdb-part-worker.js) when there is a core to spare, so the two halves build at once.
//
// A 4x4 search with pattern databases may share its passes with helper workers
// (search-part-worker.js), each with its own wasm instance: the core decides how many from
// navigator.hardwareConcurrency (`SolveJob.share`), lends subtrees (`lend`) and merges their
// results (`settle`); this worker only moves the bytes and schedules. Helpers get the set's bytes
// once, as IndexedDB holds them, and are kept for later solves; the search goes on here meanwhile
// and alone when they cannot help (its summary's `parallel.note` says why). Its summary carries
// `parallel: {helpers, note?}`; the 'helpers' call answers each helper's expansions and memory,
// and the 'cores' call caps the cores later solves share (bench.html compares one with several).
//
// A plan may also name stronger databases (`summary.stronger`: 7-7-1, served prebuilt,
// 57.7 MB): a search looks them up when they are held (or stored in IndexedDB), and otherwise,
// once it has answered with the quick set, they are made ready for the next one (loaded or
// downloaded, never built), replacing the quick set.
import init, * as core from '../../npuzzle.js';
import { workerUrl } from './worker-url.js';

const SLICE_MS = 25;
// A search sharing its passes with helpers takes shorter slices, so that a helper's answer
// waits at most that long here for its next subtree; each subtree it lends lasts longer, about
// HELPER_ITEM_MS, so a helper spends its time searching rather than waiting for this worker
// (BENCHMARKS.md, "The last two points": on two cores the 80-move board went from about 1.6 to
// 1.7 times as fast as on one). A cancel still ends the solve at this worker's next slice; a
// helper's subtrees then finish unheard, within AHEAD of them.
const SHARED_SLICE_MS = 10;
const HELPER_ITEM_MS = 50;
const PROGRESS_MS = 100;
const FIRST_BUDGET = 2000;
const FIRST_BUILD_BUDGET = 20_000; // placements scanned
const RECORD_CHUNK = 16_384; // events a 'record' message carries at most

// Pattern-database sets held for later solves: the most recently used last.
const MAX_HELD = 4;

// The functions the page calls here (the rest of the core it calls on its own thread).
const CALLS = {
  isSolvable: core.isSolvable,
  // Bytes of the wasm instance's memory: what the solver holds at most, since it never shrinks.
  memoryBytes: () => memory().buffer.byteLength,
  // Caps the cores later solves share (a benchmark compares one core with several).
  cores: (count) => {
    coresCap = count;
  },
  // The helper workers: [{expanded, memoryBytes}], expanded over every solve so far.
  helpers: () => helpers.map(({ expanded, memoryBytes }) => ({ expanded, memoryBytes })),
  // Resolves once what solves left to do in the background is done: storing the databases they
  // made, making the stronger set ready (bench.html times searches without it).
  settled: () => Promise.all([upgrading, store.settled()]).then(() => undefined),
};

let exports = null;
let coresCap = Infinity;
function memory() {
  return exports.memory;
}

const ready = init().then((instance) => {
  exports = instance;
});
// The turn-taking tasks: id -> a search {job, budget, lastProgress, cancelled, databases}, or
// 'pdb:' + key -> a database build {build, budget, lastProgress, key, helper}.
const jobs = new Map();
const cancelledEarly = new Set(); // cancels that overtook their job's start
// Searches waiting for databases: id -> {plan, need, started}.
const waiting = new Map();
// Databases being loaded or built: key -> {need, started, note, task?, helperMemoryBytes?}.
const preparing = new Map();
// Databases held: key -> a core.Databases handle.
const held = new Map();
// Keys of stronger sets not to be had this visit (upgradeTo).
const unavailable = new Set();
// The upgradeTo calls under way (or done), for `settled`.
let upgrading = Promise.resolve();
// Searches out of the turns while every subtree left in their pass is lent to helpers: id -> entry.
const parked = new Map();
// Helper workers searching lent subtrees: {worker, key, loading, lent: [{id, item}], expanded,
// memoryBytes}; `key` names the set loaded there.
// Items a helper holds at once: the next waits there while the result of one travels back and
// this worker finishes its slice, so the helper is not idle meanwhile.
const AHEAD = 2;
const helpers = [];

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
  const problem = malformed(data);
  if (problem) {
    // Answered under the message's id when it has a usable one, so a caller is not left waiting.
    const id = validId(data?.id) ? data.id : null;
    self.postMessage({ type: data?.type === 'solve' ? 'failed' : 'result', id, ok: false, error: problem });
    return;
  }
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

// Every message is checked for shape and types before anything acts on it; the core checks
// the values themselves (the board, the options), so a wrong one is answered by its message.
const MESSAGE_TYPES = ['call', 'solve', 'cancel'];
const MAX_ARGS = 4;

function validId(id) {
  return Number.isSafeInteger(id) || (typeof id === 'string' && id.length > 0 && id.length <= 64);
}

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// What is wrong with a message, or null when it can be acted on.
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
  if (data.type === 'solve') {
    // Its content is the core's to judge; a number, a boolean or nothing at all is no board.
    if (typeof data.board !== 'string' && (typeof data.board !== 'object' || data.board === null)) {
      return 'a solve needs a board: text, an array of numbers or a board object';
    }
    if (data.options !== undefined && typeof data.options !== 'string' && !isRecord(data.options)) {
      return 'a solve\'s options must be an object or an algorithm\'s name';
    }
    if (jobs.has(data.id) || waiting.has(data.id)) return `a search with the id ${data.id} is already running`;
  }
  return null;
}

function report(data, error) {
  const type = data.type === 'solve' ? 'failed' : 'result';
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

function start({ id, board, options }) {
  let plan;
  try {
    plan = new core.SolvePlan(board, options);
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  }
  const { databases: need, stronger } = plan.summary;
  if (need === null) {
    startJob(id, plan, undefined);
  } else if (held.has(need.key) || (stronger && held.has(stronger.key))) {
    startJob(id, plan, { source: 'memory', ms: 0 });
  } else if (cancelledEarly.delete(id)) {
    self.postMessage({ type: 'done', id, result: plan.cancelled(0) });
    plan.free();
  } else {
    waiting.set(id, { plan, need, started: performance.now() });
    prepare(need, { stronger });
  }
}

// Starts the search `plan` describes, with the databases it names (held by now): the stronger
// ones when they are held, else the quick ones, and then, once this search has answered, the
// stronger ones are made ready for the next (upgrade).
function startJob(id, plan, databases) {
  let job;
  let upgrade;
  let key;
  try {
    const { databases: need, stronger } = plan.summary;
    const strong = stronger && held.has(stronger.key);
    const coming = stronger && !strong && !unavailable.has(stronger.key);
    if (coming) upgrade = { stronger, quick: need.key };
    key = need && (strong ? stronger.key : need.key);
    const set = key && use(key);
    // While the stronger set is on its way, the quick one does without its direct tables,
    // which this instance could never give back (see upgradeTo).
    set?.withholdDirect(Boolean(coming));
    job = set ? plan.startWith(set) : plan.start();
  } catch (error) {
    self.postMessage({ type: 'failed', id, error: messageOf(error) });
    rethrowTrap(error);
    return;
  }
  const cancelled = cancelledEarly.delete(id);
  const entry = { job, budget: FIRST_BUDGET, lastProgress: performance.now(), cancelled, databases, upgrade };
  jobs.set(id, entry);
  if (key && !cancelled) share(entry, key);
  schedule();
}

// Makes the stronger databases a plan names ready beside the searches (7-7-1, 57.7 MB: from
// IndexedDB, else downloaded; never built, as a tab cannot hold their build), started once a
// search has answered so that it never waits for them. Once they are held, the quick set of
// the same goal is let go: every later search looks up the stronger one. Memory budget: 64 MB
// of wasm memory per instance. A wasm instance never gives memory back, and its allocator
// never reuses what a table of megabytes held once freed (letting the quick set go before the
// load peaks as high), so while the stronger set is coming the quick set's searches read its
// packed entries: 6-6-3's 5.8 MB then stay beside the 57.7 MB, not the 16.5 MB of its direct
// tables as well (77.8 MB). When the stronger set cannot be had (not served, offline,
// refused), this visit keeps the quick set, with its direct tables, and tries no more.
async function upgradeTo({ stronger, quick }) {
  if (preparing.has(stronger.key)) return; // under way for an earlier search
  await prepare(stronger, { ahead: true });
  const old = held.get(quick);
  if (!held.has(stronger.key)) {
    unavailable.add(stronger.key);
    old?.withholdDirect(false);
    return;
  }
  if (!old) return;
  held.delete(quick);
  old.free();
}

function cancel(id) {
  const entry = searchOf(id);
  if (entry) {
    entry.cancelled = true;
    wake(id, entry);
  } else if (waiting.has(id)) {
    const { plan, need, started } = waiting.get(id);
    waiting.delete(id);
    self.postMessage({ type: 'done', id, result: plan.cancelled(performance.now() - started) });
    plan.free();
    dropUnwanted(need.key);
  } else {
    cancelledEarly.add(id);
  }
  schedule();
}

// ---------------------------------------------------------------------------------------------
// Helpers: one solve's passes searched on several cores. The core decides and merges; this
// moves bytes: a subtree to each free helper holding the solve's set, its result back.

// Asks the core whether the search `entry` shares its passes (and with how many helpers), and
// starts those helpers with the set `key`.
function share(entry, key) {
  let count;
  try {
    count = entry.job.share(Math.min(navigator.hardwareConcurrency ?? 1, coresCap));
  } catch (error) {
    rethrowTrap(error);
    return;
  }
  if (count === 0) return;
  entry.shared = { key, helpers: count, note: undefined };
  // A helper holding another set (6-6-3 before the upgrade to 7-7-1) is replaced by a fresh
  // instance: its memory, which never shrinks, then holds one set.
  for (const helper of helpers.filter((h) => (h.key ?? h.loading) !== key && h.lent.length === 0)) {
    helper.worker.terminate();
    helpers.splice(helpers.indexOf(helper), 1);
  }
  while (helpers.length < count) {
    let worker;
    try {
      worker = new Worker(workerUrl(new URL('./search-part-worker.js', import.meta.url), self.origin), { type: 'module' });
    } catch (error) {
      alone(`a helper worker could not start (${messageOf(error)})`);
      break;
    }
    const helper = { worker, key: null, loading: null, lent: [], expanded: 0, memoryBytes: 0 };
    // The helper answers on a port of a MessageChannel, like the one this worker's slices take
    // turns through: its answers then queue with them, in order, rather than behind every slice
    // still to come (a worker's own messages can wait that long), which left helpers idle.
    const answers = new MessageChannel();
    answers.port1.onmessage = ({ data }) => heard(helper, data);
    worker.postMessage({ type: 'answer', port: answers.port2 }, [answers.port2]);
    worker.onmessage = ({ data }) => heard(helper, data);
    worker.onerror = (event) => {
      event.preventDefault();
      lose(helper, event.message || 'it stopped');
    };
    helpers.push(helper);
  }
  for (const helper of helpers) {
    if (helper.key !== key && helper.loading !== key) hand(helper, key);
  }
}

// Hands `helper` the set `key` once, as IndexedDB holds it (where this worker stores every set
// it downloads or builds): a transferred copy, never held twice here. Until then, or when the
// set is not stored (storage refused), the search goes on without that helper.
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
    alone('the pattern databases are not stored in this browser, and helper workers load them from there');
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
    lose(helper, data.error ?? 'it answered what it should not');
    return;
  }
  feed();
}

// A helper failed: its subtree goes back to its search, which goes on without it (alone when
// it was the last); a later solve starts another.
function lose(helper, why) {
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
  alone(`a helper worker failed (${why})`);
}

// Tells the shared searches under way why they go on with fewer helpers: one line in the console
// and in their summaries.
function alone(why) {
  const note = `The search goes on without help: ${why}.`;
  console.warn(note);
  for (const entry of [...jobs.values(), ...parked.values()]) {
    if (entry.shared) entry.shared.note = note;
  }
}

// Lends subtrees to each helper with room (AHEAD) that holds the set of a shared search under way.
function feed() {
  for (const helper of helpers) {
    if (helper.key === null) continue;
    for (const [id, entry] of [...jobs, ...parked]) {
      if (entry.shared?.key !== helper.key || entry.cancelled) continue;
      while (helper.lent.length < AHEAD) {
        const item = entry.job.lend();
        if (item === undefined) break;
        helper.lent.push({ id, item });
        // Expansions for HELPER_ITEM_MS at this worker's pace, the same code's.
        const budget = Math.round((entry.budget * HELPER_ITEM_MS) / SHARED_SLICE_MS);
        helper.worker.postMessage({ type: 'search', id, item, budget });
      }
    }
  }
}

// The search `id`, taking turns or parked.
function searchOf(id) {
  return jobs.get(id) ?? parked.get(id);
}

// A search parked while its subtrees were all out takes turns again.
function wake(id, entry) {
  if (!parked.delete(id)) return;
  jobs.set(id, entry);
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

// The held databases of `key`, now the most recently used.
function use(key) {
  const databases = held.get(key);
  held.delete(key);
  held.set(key, databases);
  return databases;
}

// Keeps `databases`, letting go of the least recently used beyond MAX_HELD.
function hold(databases) {
  held.set(databases.key, databases);
  for (const [key, old] of held) {
    if (held.size <= MAX_HELD) break;
    held.delete(key);
    old.free();
  }
}

// Loads, downloads or builds the databases `need` names for the searches waiting for them (the
// `stronger` ones instead when IndexedDB has them: a returning visitor's); with `ahead`, for
// none: loaded or downloaded, never built.
async function prepare(need, { ahead = false, stronger = null } = {}) {
  if (preparing.has(need.key) || held.has(need.key)) return;
  const preparation = {
    need,
    started: performance.now(),
    note: undefined,
    unstorable: false,
    abort: undefined, // while downloading: stops the download
  };
  preparing.set(need.key, preparation);
  tell(need.key, { phase: 'loading', fraction: 0 });
  if (stronger && (await loadStored(stronger))) {
    databasesReady(need.key, 'cache');
    return;
  }
  const stored = await store.load(need.key);
  if (stored.note) {
    preparation.note = stored.note;
    preparation.unstorable = true;
  }
  if (stored.bytes) {
    try {
      hold(core.Databases.load(need.key, stored.bytes));
      databasesReady(need.key, 'cache');
      return;
    } catch (error) {
      // Damaged bytes (cut short, changed, altered) or another set: build afresh; the new ones
      // replace them, and the user is told why the build happens.
      rethrowTrap(error);
      const again = need.served ? 'downloaded' : 'built';
      preparation.note = `The stored pattern databases were refused (${messageOf(error)}), so they are ${again} again.`;
    }
  }
  if (!wanted(need.key) && !ahead) {
    preparing.delete(need.key);
    return;
  }
  if (need.served && (await download(need, preparation))) return;
  if (ahead) {
    preparing.delete(need.key);
    return;
  }
  // Dropped while downloading (its searches cancelled): a later solve prepares afresh.
  if (preparing.get(need.key) !== preparation) return;
  let build;
  try {
    build = new core.DatabaseBuild(need.key);
  } catch (error) {
    preparing.delete(need.key);
    failWaiting(need.key, messageOf(error));
    rethrowTrap(error);
    return;
  }
  tell(need.key, { phase: 'building', fraction: 0, note: preparation.note });
  const task = { build, budget: FIRST_BUILD_BUDGET, lastProgress: performance.now(), key: need.key, helper: null };
  preparation.task = task; // parked, out of `jobs`, while it waits for the part built elsewhere
  jobs.set(`pdb:${need.key}`, task);
  shareBuild(task);
  schedule();
}

// Holds the databases `need` names from IndexedDB when they are stored whole; answers whether.
async function loadStored(need) {
  const { bytes } = await store.load(need.key);
  if (!bytes) return false;
  try {
    hold(core.Databases.load(need.key, bytes));
    return true;
  } catch (error) {
    rethrowTrap(error); // damaged: fetched again after the answer, which replaces them
    return false;
  }
}

// Fetches the set the site serves prebuilt (the file the plan names, relative to the site's
// root, two directories above this script, under any sub-path and from another origin
// alike), reporting the bytes received, and hands the bytes to the core's checked loader (the
// checksum, then a sampled consistency check). Answers true when the databases are held (or
// the searches waiting for them were all cancelled meanwhile); false with the reason in
// `preparation.note` when they must be built.
async function download(need, preparation) {
  const { path, bytes: expected } = need.served;
  const controller = new AbortController();
  preparation.abort = () => controller.abort();
  tell(need.key, { phase: 'downloading', fraction: 0, bytes: 0, total: expected });
  let bytes;
  try {
    const { fetchServed } = await import('./pdb-download.js');
    const url = new URL(`../../${path}`, import.meta.url);
    bytes = await fetchServed(url, expected, controller.signal, (received) => {
      tell(need.key, { phase: 'downloading', fraction: received / expected, bytes: received, total: expected });
      expire(need.key); // the time limit covers the download as it covers a build
    }, PROGRESS_MS);
    hold(core.Databases.load(need.key, bytes));
  } catch (error) {
    rethrowTrap(error);
    if (controller.signal.aborted) return true;
    preparation.abort = undefined;
    const why = `The prebuilt pattern databases could not be used (${messageOf(error)}), so they are built here.`;
    preparation.note = preparation.note ? `${preparation.note} ${why}` : why;
    return false;
  }
  databasesReady(need.key, 'served');
  if (!preparation.unstorable) store.save(need.key, bytes);
  return true;
}

// Hands the largest database to a second worker when the machine has a core to spare, so the
// set builds in about half the time. Where no second worker can run (one core, or it fails to
// start or load), this worker builds that part itself after the others.
function shareBuild(task) {
  if ((navigator.hardwareConcurrency ?? 1) < 2) return;
  let helper;
  try {
    helper = new Worker(workerUrl(new URL('./pdb-part-worker.js', import.meta.url), self.origin), { type: 'module' });
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
      expire(task.key);
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
    const preparation = preparing.get(task.key);
    if (preparation) preparation.helperMemoryBytes = data.memoryBytes;
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
  if (preparing.has(task.key) && !jobs.has(`pdb:${task.key}`)) {
    jobs.set(`pdb:${task.key}`, task);
    schedule();
  }
}

// Frees what a build holds, its helper worker included.
function freeBuild(task) {
  stopHelper(task);
  task.build.free();
}

function wanted(key) {
  for (const waiter of waiting.values()) if (waiter.need.key === key) return true;
  return false;
}

// Drops the download or build of `key` when no search waits for it any more: what it built is
// freed.
function dropUnwanted(key) {
  if (wanted(key)) return;
  const preparation = preparing.get(key);
  if (preparation?.abort) {
    preparation.abort();
    preparing.delete(key);
    return;
  }
  const task = preparation?.task;
  if (task) {
    jobs.delete(`pdb:${key}`);
    freeBuild(task);
    preparing.delete(key);
  }
}

// The databases of `key` are held: the searches waiting for them start.
function databasesReady(key, source) {
  const preparation = preparing.get(key);
  preparing.delete(key);
  const databases = { source, ms: performance.now() - preparation.started, note: preparation.note };
  // The second worker's memory, freed by now but held alongside this one's during the build.
  if (preparation.helperMemoryBytes) databases.helperMemoryBytes = preparation.helperMemoryBytes;
  for (const [id, waiter] of [...waiting]) {
    if (waiter.need.key !== key) continue;
    waiting.delete(id);
    startJob(id, waiter.plan, databases);
  }
  if (source === 'built' && !preparation.unstorable) save(key);
}

async function save(key) {
  let bytes;
  try {
    bytes = held.get(key)?.bytes();
  } catch (error) {
    rethrowTrap(error);
    return;
  }
  if (bytes) await store.save(key, bytes);
}

// One slice of a database build; parked (out of the turns) while it waits for the part
// another worker builds, whose answer puts it back.
function buildSlice(task) {
  const started = performance.now();
  const step = task.build.run(task.budget);
  const now = performance.now();
  task.budget = nextBudget(task.budget, now - started);
  if (step.done) {
    hold(task.build.finish());
    freeBuild(task);
    databasesReady(task.key, 'built');
    return;
  }
  if (!step.waiting) jobs.set(`pdb:${task.key}`, task);
  if (now - task.lastProgress >= PROGRESS_MS || step.waiting) {
    task.lastProgress = now;
    tell(task.key, { phase: 'building', fraction: step.progress, note: preparing.get(task.key)?.note });
  }
}

// IndexedDB, one object store of byte arrays by key. Every failure (private mode, storage
// full or refused, no IndexedDB at all) is answered with a note instead: the databases are
// then built each visit, which is slower but right.
const store = (() => {
  const NAME = 'npuzzle';
  const STORE = 'pattern-databases';
  const NOTE = 'They cannot be stored in this browser, so they are built again on each visit.';
  let opened = null;
  const saving = new Map(); // key -> the save under way

  function open() {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab (or the user clearing the site's data) deleting or upgrading the
        // database waits for every connection to close: this one lets go at once, and the
        // next load or save opens afresh. The same after the browser closes it.
        const forget = () => {
          db.close();
          if (opened === promise) opened = null;
        };
        db.onversionchange = forget;
        db.onclose = forget;
        resolve(db);
      };
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    const promise = opened;
    // A failed open is tried again next time (a quota freed, a deletion finished).
    promise.catch(() => {
      if (opened === promise) opened = null;
    });
    return promise;
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
      await saving.get(key); // a save under way (a helper asks right after a download)
      try {
        const value = await transact('readonly', (s) => s.get(key));
        return value instanceof Uint8Array ? { bytes: value } : {};
      } catch {
        return { note: NOTE };
      }
    },
    /** Stores `bytes` under `key`, replacing damaged or older ones; a failure is no matter. */
    save(key, bytes) {
      const saved = transact('readwrite', (s) => s.put(bytes, key)).then(
        () => {},
        () => {}, // storage full or refused: the next visit builds them again
      );
      saving.set(key, saved);
      saved.then(() => {
        if (saving.get(key) === saved) saving.delete(key);
      });
      return saved;
    },
    /** Resolves once the saves under way are done. */
    settled() {
      return Promise.all(saving.values());
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
    expire(entry.key);
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
      sendRecord(id, entry.job);
      const now = performance.now();
      // A slice cut short as the rest of its pass is out with helpers says nothing of the pace.
      const idle = !step.done && entry.shared !== undefined && entry.job.waiting;
      if (!idle) entry.budget = nextBudget(entry.budget, now - started, entry.shared ? SHARED_SLICE_MS : SLICE_MS);
      if (step.done) {
        finish(id, entry, step.result);
      } else {
        (idle ? parked : jobs).set(id, entry);
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
  schedule();
}

// Posts the events a recorded search added since the last call, the arrays' buffers
// transferred (no copy); an unrecorded search has none.
function sendRecord(id, job) {
  for (let chunk = job.takeRecord(RECORD_CHUNK); chunk !== null; chunk = job.takeRecord(RECORD_CHUNK)) {
    const buffers = Object.values(chunk).filter(ArrayBuffer.isView).map((array) => array.buffer);
    self.postMessage({ type: 'record', id, chunk }, buffers);
  }
}

// Frees a core handle; after a trap that fails too, and the instance is restarted anyway.
function release(handle) {
  try {
    handle.free();
  } catch {
    // The instance is unusable: the page restarts this worker (rethrowTrap).
  }
}

function finish(id, entry, result) {
  entry.job.free();
  entry.job = null; // results helpers bring later are dropped
  if (entry.databases) result.databases = entry.databases;
  if (entry.shared) result.parallel = { helpers: entry.shared.helpers, note: entry.shared.note };
  self.postMessage({ type: 'done', id, result });
  if (entry.upgrade) upgrading = Promise.all([upgrading, upgradeTo(entry.upgrade)]).then(() => undefined);
}

// Searches whose time limit ran out while they waited for the databases of `key` stop with the
// core's report of it (the limit counts from the request). The build goes on: the databases
// are held and stored for the next solve.
function expire(key) {
  for (const [id, waiter] of [...waiting]) {
    if (waiter.need.key !== key) continue;
    const result = waiter.plan.outOfTime();
    if (result === null) continue;
    waiting.delete(id);
    waiter.plan.free();
    self.postMessage({ type: 'done', id, result });
  }
}

// A build that failed (out of memory, say) fails the searches waiting for it.
function buildFailed(task, error) {
  stopHelper(task);
  preparing.delete(task.key);
  failWaiting(task.key, `the pattern databases could not be built: ${messageOf(error)}`);
  rethrowTrap(error);
}

// The searches waiting for the databases of `key` fail with `message`.
function failWaiting(key, message) {
  for (const [id, waiter] of [...waiting]) {
    if (waiter.need.key !== key) continue;
    waiting.delete(id);
    waiter.plan.free();
    self.postMessage({ type: 'failed', id, error: message });
  }
}

// Aims the next slice at `sliceMs` from the last one's pace, changing at most fourfold a step.
function nextBudget(budget, ms, sliceMs = SLICE_MS) {
  const target = (budget * sliceMs) / Math.max(ms, 0.25);
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
