// The full wasm module (npuzzle_full.js, scripts/full-module.sh: the pattern databases, the fast
// and anytime solvers, the helpers' sharing, the heuristic lab's checks and "Explain h"), imported
// and started the first time a plan is not generic (the core's SolvePlan says so) or the Lab or
// "Explain h" needs it, so a first visit never downloads it; its glue fetches
// npuzzle_full_bg.wasm beside itself. The first module (../../npuzzle.js) answers the rest.
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
