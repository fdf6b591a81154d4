// The second wasm module (npuzzle_lab.js: the heuristic lab's checks and "Explain h";
// scripts/lab-module.sh), imported and started the first time the Lab or "Explain h" needs it,
// so a first visit never downloads it; its glue fetches npuzzle_lab_bg.wasm beside itself.

/** @type {Promise<typeof import('../../npuzzle_lab.js')> | null} */
let loading = null;

/** The second module, loaded once; a failed load is tried again on the next call. */
export function labCore() {
  loading ??= import('../../npuzzle_lab.js').then(async (module) => {
    await module.default();
    return module;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
