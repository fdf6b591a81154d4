// Where a search's pattern databases come from. A plan that names pattern databases (the pdb
// heuristic, asked for or picked by `auto` on 4x4) waits for them: held by this worker from an
// earlier solve, else loaded from IndexedDB (database-store.js, stored by an earlier visit), else
// downloaded from the site when it serves them prebuilt (the plan names the file and its length:
// `databases.served`; pdb-download.js), else built here in slices (DatabaseBuild), taking turns
// like a search; downloaded or built, they are stored for next time. A download that fails in
// any way (not served, offline, cut short, damaged, altered) falls back to the build
// (database-build.js), whose note says why. Meanwhile the waiting searches get
// {type: 'databases', id, databases}, with {phase: 'loading' | 'downloading' | 'building', fraction, bytes?, total?, note?}; their
// summaries then carry `databases: {set (the partition searched first: 6-6-3), source: 'memory'
// | 'cache' | 'served' | 'built', ms, note?, helperMemoryBytes?}`. Searches needing the same databases share one download or build; when
// the last of them is cancelled it is dropped.
//
// A plan may also name stronger databases (`summary.stronger`: 7-7-1, served prebuilt,
// 57.7 MB): a search looks them up when they are held (or stored in IndexedDB), and otherwise
// their download starts with the search on the quick set, which switches to them when they
// arrive (search-upgrade.js); from IndexedDB they are loaded once it has answered. Held, they
// replace the quick set (never built: a tab cannot hold their build). On a costly connection
// (data saver, 2g or 3g) no download over ASK_ABOVE_BYTES starts by itself: the summary offers
// it (`databases.offer: {key, bytes, name}`) and a 'fetch' message (fetchOffered) starts it.
//
// One owner per set: whoever prepares a key (a search's wait, the upgrade, the user's fetch)
// is its entry in `preparing`, which the others join, and upgrades of a key run one after
// another, so a set is never loaded, downloaded or built twice at once. A set that could not be
// stored (a small storage quota) is kept in memory, and each summary of a search looking it up
// says so (`databases.note`). The databases are the full module's (full-core.js), which made the
// plans that name them.
import { loadedFullCore } from '../full-core.js';
import * as store from './database-store.js';
import { messageOf, rethrowTrap, say } from '../failures.js';
import { dropBuild, startBuild } from './database-build.js';
import { PROGRESS_MS } from '../scheduling.js';
import { awaited, failAwaiting, switchAwaiting, tellAwaiting } from '../searches/search-upgrade.js';

// Pattern-database sets held for later solves: the most recently used last.
const MAX_HELD = 4;
// On a costly connection, downloads over this many bytes wait for the user's word.
const ASK_ABOVE_BYTES = 10 * 1000 * 1000;
// A cancelled search's stronger set goes on downloading this long for a search that follows.
const CANCEL_GRACE_MS = 1000;

// Searches waiting for databases: id -> {plan, need, started, start(databases)}; `start` runs
// the search once they are held.
const waiting = new Map();
// Databases being loaded or built: key -> {need, started, note, task?, helperMemoryBytes?}.
const preparing = new Map();
// Databases held: key -> a Databases handle (the full module's).
const held = new Map();
// Why the download of a set failed, by key (the user's fetch is told).
const failures = new Map();
// Keys of stronger sets not to be had this visit (upgradeTo), and why.
const unavailable = new Map();
// The upgradeTo calls under way (or done), for `settled`; and by key, the last one for that set.
let upgrading = Promise.resolve();
const upgrades = new Map();
// Stronger sets offered for the user's word (a costly connection): key -> {stronger, quick}.
const offers = new Map();
// Downloads the user asked for ('fetch'): id -> {key, upgrade}.
const fetchers = new Map();
// Keys of stronger sets whose download stopped as the searches awaiting it were cancelled.
const dropped = new Set();
// Sets held that could not be stored: key -> the note saying so.
const unstored = new Map();

/** Whether the search `id` waits for its databases. */
export function isWaiting(id) {
  return waiting.has(id);
}

/** The held set of `databases` ({key, stronger}: cache keys), the stronger one first, or null. */
export function heldSet({ key, stronger }) {
  return held.get(stronger) ?? held.get(key) ?? null;
}

/** Whether the databases `need` names, or the `stronger` ones, are held: a search needs not wait. */
export function holds(need, stronger) {
  return held.has(need.key) || (stronger && held.has(stronger.key));
}

/** Where held databases come from, for a search's summary: memory, and why when not stored. */
export function heldSource(need, stronger) {
  const key = stronger && held.has(stronger.key) ? stronger.key : need.key;
  return { source: 'memory', ms: 0, note: unstored.get(key) };
}

// Whether a download of the set `served` names waits for the user's word: over
// ASK_ABOVE_BYTES on a costly connection (data saver on, or a 2g or 3g one).
function asksFirst(served) {
  const connection = /** @type {any} */ (navigator).connection;
  const costly = Boolean(connection && (connection.saveData || ['slow-2g', '2g', '3g'].includes(connection.effectiveType)));
  return costly && Boolean(served) && served.bytes > ASK_ABOVE_BYTES;
}

/**
 * The search `id` of `plan` waits for the databases `need` names (the `stronger` ones instead
 * when IndexedDB has them); `start(databases)` runs it once they are held.
 */
export function waitFor(id, plan, need, stronger, start) {
  waiting.set(id, { plan, need, started: performance.now(), start });
  prepare(need, { stronger });
}

/** Stops the search `id` if it waits for its databases (answering 'done'); answers whether it did. */
export function cancelWaiting(id) {
  const waiter = waiting.get(id);
  if (!waiter) return false;
  waiting.delete(id);
  const { plan, need, started } = waiter;
  self.postMessage({ type: 'done', id, result: plan.cancelled(performance.now() - started) });
  plan.free();
  dropUnwanted(need.key);
  return true;
}

/**
 * The set a search of `plan` looks up, held by now: {set, key, upgrade, offer}. The stronger one
 * when it is held, else the quick one, and then `upgrade` says which stronger set to make ready
 * once the search has answered (startUpgrade), and `offer` what its summary offers to download
 * on a costly connection; no set for a plan that names none.
 */
export function databasesFor(plan) {
  const { databases: need, stronger } = plan.summary;
  const strong = stronger && held.has(stronger.key);
  const coming = stronger && !strong && !unavailable.has(stronger.key);
  // On a costly connection the stronger set is offered, not fetched: only IndexedDB is looked in.
  const ask = coming && asksFirst(stronger.served);
  // Fetched beside the search only when it should arrive while a hard search still runs;
  // on a slower link it comes after the answer, as it always did, so that link is never
  // slower than before (the quick set keeps its direct tables meanwhile).
  const beside = coming && !ask && arrivesSoon(stronger.served?.bytes ?? 0);
  const upgrade = coming ? { stronger, quick: need.key, quickName: need.partition, download: !ask, beside, cancelled: false } : undefined;
  if (ask) offers.set(stronger.key, { stronger, quick: need.key });
  const offer = ask ? { key: stronger.key, bytes: stronger.served.bytes, name: stronger.name } : undefined;
  const key = need && (strong ? stronger.key : need.key);
  const set = key && use(key);
  // While the stronger set is on its way, the quick one does without its direct tables,
  // which this instance could never give back (see upgradeTo).
  set?.withholdDirect(Boolean(beside));
  // The set searched first, by its partition (6-6-3), for the answer to name.
  const name = need && (strong ? stronger.partition : need.partition);
  return { set, key, name, upgrade, offer };
}

// A stronger set is fetched beside a search when it should arrive within this long: about
// what a hard 4x4 search on the quick set takes (the 80-move board: 7.4 to 8.4 s), less what
// taking it mid-search costs (its load into the helpers, the pass searched again).
const BESIDE_WITHIN_MS = 5000;
// Bytes a millisecond the link gave the last download of a megabyte or more this visit.
let linkRate = null;

/**
 * Whether `bytes` should arrive within BESIDE_WITHIN_MS: by the last download's pace, else by
 * the browser's estimate of the link (Chrome's reports 10 Mbit/s at most, so only a slower
 * link is told apart), else yes.
 */
function arrivesSoon(bytes) {
  const downlink = /** @type {any} */ (navigator).connection?.downlink;
  const rate = linkRate ?? (downlink > 0 && downlink < 10 ? (downlink * 1e6) / 8 / 1000 : null);
  return rate === null || bytes / rate <= BESIDE_WITHIN_MS;
}

/** Makes the stronger set `upgrade` names ready beside the searches (upgradeTo). */
export function startUpgrade(upgrade) {
  upgrading = Promise.all([upgrading, upgradeTo(upgrade)]).then(() => undefined);
}

/**
 * Resolves once what solves left to do in the background is done: storing the databases they
 * made, making the stronger set ready.
 */
export function settled() {
  // The saves the upgrades start count too: asked for once they are done.
  return Promise.all([upgrading, store.settled()]).then(() => store.settled()).then(() => undefined);
}

// Makes the stronger databases a plan names ready beside the searches (7-7-1, 57.7 MB: from
// IndexedDB, else downloaded unless the connection asks first; never built, as a tab cannot
// hold their build), started once a search has answered so that it never waits for them. Once
// they are held, the quick set of the same goal is let go: every later search looks up the
// stronger one. Memory budget: 64 MB of wasm memory per instance. A wasm instance never gives
// memory back, and its allocator never reuses what a table of megabytes held once freed
// (letting the quick set go before the load peaks as high), so while the stronger set is coming
// the quick set's searches read its packed entries: 6-6-3's 5.8 MB then stay beside the
// 57.7 MB, not the 16.5 MB of its direct tables as well (77.8 MB). When the stronger set cannot
// be had (not served, offline, refused), this visit keeps the quick set, with its direct
// tables, and tries no more. Upgrades of one set run one after another (one owner per key).
function upgradeTo(upgrade) {
  const key = upgrade.stronger.key;
  const next = (upgrades.get(key) ?? Promise.resolve()).then(() => upgradeOnce(upgrade));
  upgrades.set(key, next);
  next.then(() => upgrades.get(key) === next && upgrades.delete(key));
  return next;
}

async function upgradeOnce(upgrade) {
  const { stronger, quick } = upgrade;
  if (held.has(stronger.key) || unavailable.has(stronger.key)) return;
  if (upgrade.download) await prepare(stronger, { ahead: true });
  else await loadStored(stronger);
  const old = held.get(quick);
  if (!held.has(stronger.key)) {
    // Not had: a download that failed is not tried again this visit (a cancelled one is).
    if (upgrade.download && !upgrade.cancelled && !dropped.delete(stronger.key)) {
      const why = failures.get(stronger.key) ?? say('worker-not-downloaded');
      unavailable.set(stronger.key, why);
      failAwaiting(stronger.key, say('worker-stronger-failed', { partition: stronger.partition, reason: why, quick: upgrade.quickName }));
      old?.withholdDirect(false);
    }
    return;
  }
  offers.delete(stronger.key);
  // The searches under way go on with them before the quick set, packed, is let go.
  switchAwaiting(stronger.key, held.get(stronger.key));
  if (!old) return;
  held.delete(quick);
  old.free();
}

/**
 * A search awaiting the stronger set `upgrade` names was cancelled: its download stops unless,
 * a moment later (CANCEL_GRACE_MS: a hint cancelled by a move is followed by the next), another
 * search or the user's fetch waits for it; a later solve starts it again.
 */
export function dropUpgrade(upgrade) {
  const key = upgrade.stronger.key;
  setTimeout(() => {
    if (awaited(key) || [...fetchers.values()].some((fetch) => fetch.key === key)) return;
    const preparation = preparing.get(key);
    if (!preparation?.abort) return;
    dropped.add(key);
    preparation.abort();
    preparing.delete(key);
  }, CANCEL_GRACE_MS);
}

/**
 * Downloads the stronger set a search offered (`databases.offer.key`) at the user's word,
 * answering the 'fetch' message `id`: its progress as 'databases' messages, then a 'result'
 * once held (the next solve looks it up), or an error saying why not.
 */
export async function fetchOffered(id, key) {
  const offer = offers.get(key);
  if (!offer) {
    const done = held.has(key);
    // Held already, or offered by a worker since replaced (its memory given back).
    const error = done ? undefined : say('worker-download-not-offered');
    self.postMessage({ type: 'result', id, ok: done, result: { key }, error });
    return;
  }
  const upgrade = { ...offer, download: true, cancelled: false };
  fetchers.set(id, { key, upgrade });
  self.postMessage({ type: 'databases', id, databases: { phase: 'loading', fraction: 0 } });
  startUpgrade(upgrade);
  await upgrades.get(key);
  if (!fetchers.delete(id)) return; // cancelled: answered then
  if (held.has(key)) self.postMessage({ type: 'result', id, ok: true, result: { key } });
  else self.postMessage({ type: 'result', id, ok: false, error: say('worker-download-failed', { reason: unavailable.get(key) ?? say('worker-not-served') }) });
}

/** Stops the download the 'fetch' message `id` asked for; answers whether there was one. */
export function cancelFetch(id) {
  const fetch = fetchers.get(id);
  if (!fetch) return false;
  fetchers.delete(id);
  fetch.upgrade.cancelled = true;
  self.postMessage({ type: 'result', id, ok: false, error: say('worker-download-cancelled') });
  if (![...fetchers.values()].some((other) => other.key === fetch.key)) {
    const preparation = preparing.get(fetch.key);
    preparation?.abort?.();
    if (preparation?.abort) preparing.delete(fetch.key);
  }
  return true;
}

// Each search waiting for the databases of `key`, and each download asked for, gets `databases`.
function tell(key, databases) {
  for (const [id, waiter] of waiting) {
    if (waiter.need.key === key) self.postMessage({ type: 'databases', id, databases });
  }
  for (const [id, fetch] of fetchers) {
    if (fetch.key === key) self.postMessage({ type: 'databases', id, databases });
  }
  tellAwaiting(key, databases);
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
      hold(loadedFullCore().Databases.load(need.key, stored.bytes));
      databasesReady(need.key, 'cache');
      return;
    } catch (error) {
      // Damaged bytes (cut short, changed, altered) or another set: build afresh; the new ones
      // replace them, and the user is told why the build happens.
      rethrowTrap(error);
      const reason = messageOf(error);
      preparation.note = need.served ? say('worker-stored-refused-download', { reason }) : say('worker-stored-refused-build', { reason });
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
  try {
    preparation.task = startBuild(need.key, {
      // The searches waiting whose time is up stop first.
      turn: () => expire(need.key),
      progress: (fraction) => tell(need.key, { phase: 'building', fraction, note: preparation.note }),
      built: (databases, helperMemoryBytes) => {
        hold(databases);
        preparation.task = undefined; // built: nothing left to drop
        preparation.helperMemoryBytes = helperMemoryBytes;
        keepBuilt(need.key, preparation).then(() => databasesReady(need.key, 'built'));
      },
      // Out of memory, say: the searches waiting fail.
      failed: (error) => {
        preparing.delete(need.key);
        failWaiting(need.key, say('worker-build-failed', { reason: messageOf(error) }));
        rethrowTrap(error);
      },
    });
  } catch (error) {
    preparing.delete(need.key);
    failWaiting(need.key, messageOf(error));
    rethrowTrap(error);
    return;
  }
  tell(need.key, { phase: 'building', fraction: 0, note: preparation.note });
}

// Holds the databases `need` names from IndexedDB when they are stored whole; answers whether.
// It owns the key meanwhile: when another preparation does, it leaves the set to that one.
async function loadStored(need) {
  if (held.has(need.key)) return true;
  if (preparing.has(need.key)) return false;
  preparing.set(need.key, { need, started: performance.now(), note: undefined, unstorable: false, abort: undefined });
  try {
    const { bytes } = await store.load(need.key);
    if (!bytes) return false;
    hold(loadedFullCore().Databases.load(need.key, bytes));
    return true;
  } catch (error) {
    rethrowTrap(error); // damaged: fetched again after the answer, which replaces them
    return false;
  } finally {
    preparing.delete(need.key);
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
    const url = new URL(`../../../${path}`, import.meta.url);
    const fetched = performance.now();
    bytes = await fetchServed(url, expected, controller.signal, (received) => {
      tell(need.key, { phase: 'downloading', fraction: received / expected, bytes: received, total: expected });
      expire(need.key); // the time limit covers the download as it covers a build
    }, PROGRESS_MS);
    if (bytes.length >= 1e6) linkRate = bytes.length / Math.max(1, performance.now() - fetched);
    hold(loadedFullCore().Databases.load(need.key, bytes));
  } catch (error) {
    rethrowTrap(error);
    if (controller.signal.aborted) return true;
    preparation.abort = undefined;
    failures.set(need.key, messageOf(error));
    const why = say('worker-prebuilt-refused', { reason: messageOf(error) });
    preparation.note = preparation.note ? `${preparation.note} ${why}` : why;
    return false;
  }
  await keep(need.key, bytes, preparation);
  databasesReady(need.key, 'served');
  return true;
}

// Stores the bytes of the set `key` for later visits, unless they cannot be: when the browser
// leaves this site too little room (a small quota) the set stays in memory only, and the
// searches waiting now and every later summary looking it up say so (`unstored`); a save that
// fails later is said from the next summary on.
async function keep(key, bytes, preparation) {
  if (preparation.unstorable) return;
  const full = await store.room(bytes.length);
  if (full) {
    unstored.set(key, full);
    preparation.note = preparation.note ? `${preparation.note} ${full}` : full;
    return;
  }
  store.save(key, bytes).then((late) => late && unstored.set(key, late));
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
  if (preparation?.task) {
    dropBuild(preparation.task);
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
    waiter.start(databases);
  }
}

// Stores a set built here (keep), its bytes read out of the core.
async function keepBuilt(key, preparation) {
  let bytes;
  try {
    bytes = held.get(key)?.bytes();
  } catch (error) {
    rethrowTrap(error);
    return;
  }
  if (bytes) await keep(key, bytes, preparation);
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

// The searches waiting for the databases of `key` fail with `message`.
function failWaiting(key, message) {
  for (const [id, waiter] of [...waiting]) {
    if (waiter.need.key !== key) continue;
    waiting.delete(id);
    waiter.plan.free();
    self.postMessage({ type: 'failed', id, error: message });
  }
}
