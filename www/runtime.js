// What every shell on a page shares: the core (one wasm load) and one solver worker, from a
// blob: URL when the scripts are on another origin (worker-url.js); and, for the site's own
// pages, the service worker that keeps them offline (sw.js).

import { WorkerClient } from './session/worker-client.js';
import { workerUrl } from './workers/worker-url.js';

/** @type {Promise<typeof import('../npuzzle.js')> | null} */
let corePromise = null;
/** @type {WorkerClient | null} */
let worker = null;

/** The wasm core, loaded once. */
export function loadCore() {
  corePromise ??= import(new URL('../npuzzle.js', import.meta.url).href).then(async (module) => {
    await module.default();
    return module;
  });
  return corePromise;
}

/** The page's one solver worker. */
export function sharedWorker() {
  worker ??= new WorkerClient(workerUrl(new URL('./workers/worker.js', import.meta.url), location.origin));
  return worker;
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
