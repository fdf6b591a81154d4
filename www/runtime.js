// What every shell on a page shares: the core (one wasm load) and one solver worker, from a
// blob: URL when the scripts are on another origin (worker-url.js).

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
