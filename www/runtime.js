// What every shell on a page shares: the core (one wasm load) and one solver worker, from a
// blob: URL when the scripts are on another origin (worker-url.js); for widgets of a second
// language on the same page, a core and a worker of their own (speakerFor); and, for the site's
// own pages, the service worker that keeps them offline (sw.js).

import { useLanguage } from './session/language.js';
import { WorkerClient } from './session/worker-client.js';
import { workerUrl } from './workers/worker-url.js';

/** @typedef {typeof import('../npuzzle.js')} Core */

/** @type {Promise<Core> | null} */
let corePromise = null;
/** @type {Core | null} the page's core once loaded, which words its worker's crashes */
let pageCore = null;
/** @type {WorkerClient | null} */
let worker = null;

/**
 * A wasm core instance: `instance` 0 is the page's; another makes a module instance of its own
 * (a module is known by its whole URL, fragment included, while the fetch and the service
 * worker's cache ignore the fragment; a blob: URL in a notebook's widget too), so with a wasm
 * instance and a language of its own.
 * @param {number} instance
 * @returns {Promise<Core>}
 */
async function importCore(instance) {
  const url = new URL('../npuzzle.js', import.meta.url);
  if (instance > 0) url.hash = `instance=${instance}`;
  const core = await import(url.href);
  await core.default();
  return core;
}

/** @param {(key: string, args?: object) => string} say */
function startWorker(say) {
  return new WorkerClient(workerUrl(new URL('./workers/worker.js', import.meta.url), location.origin), say);
}

/** The page's wasm core, loaded once. */
export function loadCore() {
  corePromise ??= importCore(0).then((core) => (pageCore = core));
  return corePromise;
}

/** The page's one solver worker (started at once: it loads while the core does). */
export function sharedWorker() {
  worker ??= startWorker((key, args) => pageCore?.say(key, args) ?? key);
  return worker;
}

/**
 * The page's cores: the first is the page's own (loadCore, sharedWorker), the others load when
 * widgets of another language are on the page at the same time. `tag`: the language it speaks;
 * `holders`: how many widgets speak with it now.
 * @type {{loaded: Promise<{core: Core, worker: WorkerClient}>, tag: string, holders: number}[]}
 */
const speakers = [];

/**
 * A core and its worker speaking `tag`'s language for one widget, until it lets go (`release`):
 * the one speaking that language already, else one no widget holds (worded anew), else a new
 * one. So widgets of different languages on one page each speak their own, and a page of one
 * language loads one core.
 * @param {string} tag a language there is (core.nearestLanguage's answer)
 * @returns {Promise<{core: Core, worker: WorkerClient, language: import('./session/language.js').Language, release: () => void}>}
 */
export async function speakerFor(tag) {
  let speaker = speakers.find((held) => held.tag === tag) ?? speakers.find((held) => held.holders === 0);
  if (!speaker) {
    const first = speakers.length === 0;
    const loaded = first
      ? loadCore().then((core) => ({ core, worker: sharedWorker() }))
      : importCore(speakers.length).then((core) => ({ core, worker: startWorker(core.say) }));
    speaker = { loaded, tag, holders: 0 };
    speakers.push(speaker);
  }
  const held = speaker;
  held.tag = tag;
  held.holders += 1;
  let released = false;
  const release = () => {
    if (!released) held.holders -= 1;
    released = true;
  };
  try {
    const { core, worker: client } = await held.loaded;
    return { core, worker: client, language: await useLanguage(core, client, tag), release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Keeps this page of the site for offline use: registers the site's service worker (sw.js, at
 * the site's root, its scope) and tells it the files this page was made of, so that the page
 * comes back as itself, styled, once the network is gone (the playground's files are cached
 * whole on install; other pages as they are visited). A page outside the site (a widget on
 * another origin or path) is left alone: this is for the site's own pages to call.
 */
export function keepOffline() {
  const scope = new URL('../', import.meta.url);
  if (!('serviceWorker' in navigator) || !location.href.startsWith(scope.href)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register(new URL('../sw.js', import.meta.url), { scope: scope.pathname });
      const { active } = await navigator.serviceWorker.ready;
      const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
      active?.postMessage({ type: 'keep', urls });
    } catch (error) {
      console.warn(`offline use unavailable: ${error instanceof Error ? error.message : error}`);
    }
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
