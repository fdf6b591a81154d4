// How the solve worker words a failure, and what it does after a trap: every module of it
// answers with the error's message, then lets a trap end the worker.

import { say as coreSay } from '../../npuzzle.js';

/**
 * The worker's words: `key` of the catalogue with `args`, worded by this worker's core (loaded
 * before any message is handled), as the page's www/words.js words the page's.
 * @param {string} key
 * @param {Record<string, number | string | {key: string, args?: object}>} [args]
 */
export function say(key, args = {}) {
  return coreSay(key, args);
}

export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

// A trap (a Rust panic, memory exhausted) leaves the wasm instance unusable: after answering,
// fail loudly so the page restarts this worker with a fresh instance.
export function rethrowTrap(error) {
  if (error instanceof WebAssembly.RuntimeError || error instanceof RangeError) {
    setTimeout(() => {
      throw error;
    });
  }
}

// Frees a core handle; after a trap that fails too, and the instance is restarted anyway.
export function release(handle) {
  try {
    handle.free();
  } catch {
    // The instance is unusable: the page restarts this worker (rethrowTrap).
  }
}
