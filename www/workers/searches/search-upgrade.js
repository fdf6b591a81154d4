// The stronger set fetched beside the searches that will use it: a 4x4 search on the quick set
// (6-6-3) whose plan names a stronger one (7-7-1, served prebuilt) starts its download with it
// (database-sourcing.js owns the download); the searches under way hear its progress as
// 'databases' messages carrying `stronger` (the set's partition), and when it is held they go on
// with it from where they are (SolveJob.switchTo: the core searches the iteration under way
// again at the bound it reached, or, when it is well on, takes the set at the next one), their
// helpers then replaced by instances holding the new set. Their summaries then carry
// `databases.stronger: {name, note?, memoryBytes?}`: switched (the iteration is the core's
// `stats.switchedAt`), with each instance's memory at that moment, the most it holds (64 MB an
// instance), or why not. A cancel drops a download no other search waits for.
import { rethrowTrap } from '../failures.js';
import { reshare } from './helper-lending.js';
import { jobs, parked } from '../scheduling.js';
import { instanceMemoryBytes } from '../wasm-memory.js';

// The searches under way awaiting the stronger set `key`: [id, entry].
function awaiting(key) {
  return [...jobs, ...parked].filter(([, entry]) => entry.job && entry.awaits?.stronger.key === key);
}

/** Whether a search under way still awaits the stronger set `key`. */
export function awaited(key) {
  return awaiting(key).length > 0;
}

/** The searches awaiting the stronger set `key` hear how its download goes (`databases`). */
export function tellAwaiting(key, databases) {
  for (const [id, entry] of awaiting(key)) {
    self.postMessage({ type: 'databases', id, databases: { ...databases, stronger: entry.awaits.stronger.partition } });
  }
}

/**
 * The stronger set `key` is held (`set`, a Databases handle): the searches awaiting it take it
 * (the core decides when it takes over: at once, the iteration under way searched again, or at
 * the next one when that one is well on). Called between slices, before the quick set is let go.
 */
export function switchAwaiting(key, set) {
  for (const [id, entry] of awaiting(key)) {
    let taken = false;
    try {
      taken = entry.job.switchTo(set);
    } catch (error) {
      rethrowTrap(error);
    }
    if (!taken) continue;
    entry.switched = { name: entry.awaits.stronger.partition, key, memoryBytes: instanceMemoryBytes() };
    entry.awaits = undefined;
    self.postMessage({ type: 'databases', id, databases: { phase: 'switched', fraction: 1, stronger: entry.switched.name } });
    followSwitch(entry);
  }
}

/**
 * Once the search `entry` looks up the stronger set it took, its helpers load that set: called
 * after each of its slices, before it lends again.
 */
export function followSwitch(entry) {
  if (!entry.switched?.key || !entry.shared || entry.shared.key === entry.switched.key || !entry.job.switched) return;
  reshare(entry, entry.switched.key);
}

/** The stronger set `key` could not be had (`why`, a sentence): the searches awaiting it go on. */
export function failAwaiting(key, why) {
  for (const [id, entry] of awaiting(key)) {
    entry.switched = { name: entry.awaits.stronger.partition, note: why };
    entry.awaits = undefined;
    self.postMessage({ type: 'databases', id, databases: { phase: 'failed', fraction: 0, stronger: entry.switched.name, note: why } });
  }
}

