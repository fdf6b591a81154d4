// The reader's language: which one the playground speaks (a link's lang=, the one chosen before,
// the browser's preferences, English: `preferredLanguage`), and the core and the worker worded
// in it (`useLanguage`): its catalogue, locales/{tag}.ftl, fetched once a page (English is built
// into the core, so an English visit fetches nothing) and handed to the page's core instance and
// to the worker, which hands it to the full module when that loads. Which languages there are,
// their names in themselves, their direction and how a preference is matched are the core's
// (`languages`, `nearestLanguage`).
//
// A core instance speaks one language at a time, the last one asked for: the playground's menu
// re-words the page's one core; widgets of different languages each take a core of their own
// (runtime.js speakerFor).

import { HASH_SETTINGS, hashPairs, readPairs } from './settings.js';
import { catalogue } from './catalogues.js';
import { Store } from './storage.js';

/** Where the playground keeps the language chosen in its menu. */
const STORED = 'npuzzle.language';
const ENGLISH = 'en';

/**
 * @typedef {{tag: string, direction: string, missing: number, failed?: string}} Language
 * `failed`: why the catalogue asked for could not be used (the page then speaks English).
 */

/** @type {WeakMap<object, {tag: string, applied: Promise<Language>}>} by core instance: the language it speaks now, once applied */
const spoken = new WeakMap();

/**
 * The playground's language: the hash's `lang=`, else the one chosen before (local storage),
 * else the browser's preferences, else English, each matched to the nearest language there is.
 * @param {{nearestLanguage: (preferences: string[]) => string, say: import('../words.js').Say}} core
 */
export function preferredLanguage(core, { hash = location.hash, store = new Store(), browser = navigator.languages ?? [] } = {}) {
  const linked = readPairs(core.say, hashPairs(hash), HASH_SETTINGS, () => '').lookup('lang')?.value ?? '';
  const stored = store.read(STORED, '');
  return core.nearestLanguage([linked, stored, ...browser].filter((tag) => tag.trim() !== ''));
}

/** Keeps `tag` as the playground's language for later visits. */
export function keepLanguage(tag, store = new Store()) {
  store.write(STORED, tag);
}

/**
 * Words the page's `core` and the `worker`'s instances in `tag`'s language: answers `{tag,
 * direction, missing}` (`missing`: the sentences its catalogue lacks, worded in English). A
 * catalogue that cannot be fetched or read leaves both in English, `failed` saying why.
 * @param {any} core
 * @param {import('./worker-client.js').WorkerClient} worker
 * @param {string} tag
 * @returns {Promise<Language>}
 */
export function useLanguage(core, worker, tag) {
  const now = spoken.get(core);
  if (now?.tag === tag) return now.applied;
  const applied = apply(core, worker, tag);
  spoken.set(core, { tag, applied });
  return applied;
}

async function apply(core, worker, tag) {
  if (tag === ENGLISH) return speak(core, worker, ENGLISH, '');
  try {
    return await speak(core, worker, tag, await catalogue(tag));
  } catch (error) {
    const english = await speak(core, worker, ENGLISH, '');
    return { ...english, failed: error instanceof Error ? error.message : String(error) };
  }
}

async function speak(core, worker, tag, text) {
  const answer = core.useCatalogue(tag, text);
  await worker.useCatalogue(tag, text);
  return { tag: answer.tag, direction: answer.direction, missing: answer.missing };
}

